"""The hand-written agent message validator of bench/ (the yardstick `bench/validate.py` times
our `is_valid` against) gives the schema's verdict: the same as the oracle (`jsonschema` with
ECMA-262 patterns) and as the generated `agent_message_is_valid`, on every agent fixture, on a
small bench corpus and on values at the edges of each keyword. A speed comparison with a
validator that answers differently would measure nothing."""

from __future__ import annotations

import copy
import json
import sys
from collections.abc import Iterable
from typing import Any

import pytest

from support import ROOT, fixtures, load_schemas, validator

sys.path.insert(0, str(ROOT / "bench"))
import corpus
import handwritten_agent_message
from agentproto_bindings.agent import agent_message_is_valid

ENTITY = "agent/agent_message"


@pytest.fixture(scope="module")
def oracle() -> Any:
    return validator(load_schemas(), ENTITY)


def disagreements(oracle: Any, documents: Iterable[tuple[str, Any]]) -> tuple[list[str], int, int]:
    """Every document on which the three verdicts differ, with them; and how many documents the
    oracle accepted and rejected (so that a test over nothing shows)."""
    wrong, accepted, rejected = [], 0, 0
    for name, doc in documents:
        expected = oracle.is_valid(doc)
        accepted += expected
        rejected += not expected
        handwritten = handwritten_agent_message.is_valid(doc)
        generated = agent_message_is_valid(doc)
        if not (handwritten is generated is expected):
            wrong.append(
                f"{name}: schema {expected}, hand-written {handwritten}, generated {generated}: "
                f"{json.dumps(doc, ensure_ascii=False)[:400]}"
            )
    return wrong, accepted, rejected


def test_every_agent_fixture(oracle: Any) -> None:
    # every fixture of the agent family, whatever entity it was written for: the messages among
    # them are accepted, the invalid messages and every other entity's documents rejected
    found = [f for f in fixtures() if f.entity.startswith("agent/")]
    wrong, accepted, rejected = disagreements(oracle, ((f.id, f.payload()) for f in found))
    assert not wrong, "\n".join(wrong)
    messages = [f for f in found if isinstance(f.payload(), dict) and "role" in f.payload()]
    assert accepted >= 20 and sum(not f.valid for f in messages) >= 20, (accepted, rejected)


def test_a_small_bench_corpus(oracle: Any) -> None:
    valid, invalid = corpus.build(11, 600)  # 30 invalid: each kind of mutation 3 times
    documents = [(f"valid #{i}", doc) for i, doc in enumerate(valid)]
    documents += [(f"{kind} at {at}", doc) for kind, at, doc in invalid]
    wrong, accepted, rejected = disagreements(oracle, documents)
    assert not wrong, "\n".join(wrong)
    assert (accepted, rejected) == (len(valid), len(invalid))


ASSISTANT = {
    "role": "assistant",
    "content": [
        {"type": "text", "text": "Done.", "text_signature": "s"},
        {"type": "thinking", "thinking": "hm", "redacted": False, "source": "native"},
        {"type": "reasoning", "text": "r"},
        {"type": "reasoning_details", "details": [{"any": 1}, None]},
        {"type": "tool_call", "id": "c1", "name": "read", "arguments": {"path": "a.py"}},
        {"type": "image", "mime_type": "image/png", "data": "iVBORw=="},
        {"type": "extension", "type_name": "acme.card", "data": None},
    ],
    "stop_reason": "tool_use",
    "provider": "anthropic",
    "model": "m",
    "usage": {"input": 1, "output": 2, "cache_read": 0, "extra": {"audio": 3}},
    "cost": {
        "input": 0.1,
        "output": 0,
        "cache_read": 0.0,
        "cache_write": 0,
        "total": 0.1,
        "extra": {"fee": -1.5},
    },
    "timestamp": 1767609324877,
    "turn_id": "t1",
    "unmapped": {"x": [1]},
}
USER = {"role": "user", "content": [{"type": "image", "url": "https://x.example/a.png"}]}
TOOL_RESULT = {
    "role": "tool_result",
    "tool_call_id": "c1",
    "tool_name": "read",
    "content": [{"type": "text", "text": "ok"}],
    "is_error": False,
    "details": {"opaque": True},
}
BASH = {
    "role": "bash_execution",
    "command": "ls",
    "output": "",
    "exit_code": None,
    "cancelled": False,
    "truncated": True,
    "full_output_path": None,
}
EXTENSION = {"role": "extension", "kind": "note", "content": "hi", "display": True, "data": 1}
OWN_ROLE = {"role": "acme/status.v2", "anything": {"goes": True}, "timestamp": 0}
SYSTEM = {"role": "system", "content": [{"type": "text", "text": "be brief"}]}


def changed(base: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    """`base` with the value at `path` replaced (or removed, for `...`)."""
    doc = copy.deepcopy(base)
    *parents, last = path
    node: Any = doc
    for part in parents:
        node = node[part]
    if value is ...:
        del node[last]
    else:
        node[last] = value
    return doc


EDGES: list[tuple[str, Any]] = [
    ("not an object", [ASSISTANT]),
    ("no role", changed(USER, ("role",), ...)),
    ("role not a string", changed(USER, ("role",), ["user"])),
    ("unknown role", changed(USER, ("role",), "users")),
    *(
        (f"{role} as is", doc)
        for role, doc in (
            ("assistant", ASSISTANT),
            ("user", USER),
            ("tool_result", TOOL_RESULT),
            ("bash", BASH),
            ("extension", EXTENSION),
            ("own role", OWN_ROLE),
            ("system", SYSTEM),
        )
    ),
    # integers and numbers as JSON has them
    ("timestamp 3.0", changed(ASSISTANT, ("timestamp",), 3.0)),
    ("timestamp 3.5", changed(ASSISTANT, ("timestamp",), 3.5)),
    ("timestamp true", changed(ASSISTANT, ("timestamp",), True)),
    ("timestamp -1", changed(ASSISTANT, ("timestamp",), -1)),
    ("timestamp 2**70", changed(ASSISTANT, ("timestamp",), 2**70)),
    ("usage input false", changed(ASSISTANT, ("usage", "input"), False)),
    ("usage extra -1", changed(ASSISTANT, ("usage", "extra", "audio"), -1)),
    ("usage extra 1.0", changed(ASSISTANT, ("usage", "extra", "audio"), 1.0)),
    ("usage without output", changed(ASSISTANT, ("usage", "output"), ...)),
    ("cost total true", changed(ASSISTANT, ("cost", "total"), True)),
    ("cost total -0.1", changed(ASSISTANT, ("cost", "total"), -0.1)),
    ("cost extra a string", changed(ASSISTANT, ("cost", "extra", "fee"), "1")),
    ("cost without total", changed(ASSISTANT, ("cost", "total"), ...)),
    ("exit code 0.0", changed(BASH, ("exit_code",), 0.0)),
    ("exit code -2", changed(BASH, ("exit_code",), -2)),
    ("exit code absent", changed(BASH, ("exit_code",), ...)),
    ("exit code false", changed(BASH, ("exit_code",), False)),
    ("output path 1", changed(BASH, ("full_output_path",), 1)),
    # strings: lengths in code points, enums, booleans
    ("one astral code point as id", changed(ASSISTANT, ("content", 4, "id"), "\U0001f600")),
    ("empty tool call id", changed(ASSISTANT, ("content", 4, "id"), "")),
    ("empty turn id", changed(ASSISTANT, ("turn_id",), "")),
    ("empty model", changed(ASSISTANT, ("model",), "")),
    ("null model", changed(ASSISTANT, ("model",), None)),
    ("stop reason unknown", changed(ASSISTANT, ("stop_reason",), "done")),
    ("stop reason a list", changed(ASSISTANT, ("stop_reason",), ["stop"])),
    ("no stop reason", changed(ASSISTANT, ("stop_reason",), ...)),
    ("source unknown", changed(ASSISTANT, ("content", 1, "source"), "guessed")),
    ("redacted 0", changed(ASSISTANT, ("content", 1, "redacted"), 0)),
    ("is_error 1", changed(TOOL_RESULT, ("is_error",), 1)),
    ("display null", changed(EXTENSION, ("display",), None)),
    ("empty kind", changed(EXTENSION, ("kind",), "")),
    ("extension content blocks", changed(EXTENSION, ("content",), USER["content"])),
    ("extension content a number", changed(EXTENSION, ("content",), 5)),
    # closed objects and required properties
    ("assistant extra key", changed(ASSISTANT, ("extra",), 1)),
    ("block extra key", changed(ASSISTANT, ("content", 0, "extra"), 1)),
    ("usage extra key", changed(ASSISTANT, ("usage", "total"), 1)),
    ("extension turn id", changed(EXTENSION, ("turn_id",), "t")),
    ("tool result without id", changed(TOOL_RESULT, ("tool_call_id",), ...)),
    ("tool result content a string", changed(TOOL_RESULT, ("content",), "ok")),
    ("tool result with thinking", changed(TOOL_RESULT, ("content", 0), ASSISTANT["content"][1])),
    ("system with image", changed(SYSTEM, ("content", 0), USER["content"][0])),
    ("system content a string", changed(SYSTEM, ("content",), "be brief")),
    ("assistant content a string", changed(ASSISTANT, ("content",), "Done.")),
    ("extension block without data", changed(ASSISTANT, ("content", 6, "data"), ...)),
    ("tool call arguments a list", changed(ASSISTANT, ("content", 4, "arguments"), [])),
    ("block type unknown", changed(ASSISTANT, ("content", 0, "type"), "txt")),
    ("block type unhashable", changed(ASSISTANT, ("content", 0, "type"), {"t": 1})),
    ("block not an object", changed(ASSISTANT, ("content", 0), "text")),
    ("unmapped a list", changed(ASSISTANT, ("unmapped",), [])),
    # the open role: its pattern, ECMA's `$`
    ("own role without a slash", changed(OWN_ROLE, ("role",), "acme")),
    ("own role upper-case vendor", changed(OWN_ROLE, ("role",), "Acme/x")),
    ("own role with a final newline", changed(OWN_ROLE, ("role",), "acme/x\n")),
    ("own role timestamp -1", changed(OWN_ROLE, ("timestamp",), -1)),
    # the image block: dependentRequired, if/then/else, patterns
    ("image data and url", changed(USER, ("content", 0, "data"), "iVBORw==")),
    ("image neither data nor url", changed(USER, ("content", 0, "url"), ...)),
    ("image data without mime type", changed(ASSISTANT, ("content", 5, "mime_type"), ...)),
    ("image data 3 characters", changed(ASSISTANT, ("content", 5, "data"), "iVB")),
    ("image data 5 characters", changed(ASSISTANT, ("content", 5, "data"), "iVBOR")),
    ("image data ===", changed(ASSISTANT, ("content", 5, "data"), "iVBORw===")),
    ("image data A===", changed(ASSISTANT, ("content", 5, "data"), "A===")),
    ("image data one =", changed(ASSISTANT, ("content", 5, "data"), "iVBORwA=")),
    ("image data = inside", changed(ASSISTANT, ("content", 5, "data"), "iV=ORw==")),
    ("image data final newline", changed(ASSISTANT, ("content", 5, "data"), "iVBORw==\n")),
    ("image data url-safe", changed(ASSISTANT, ("content", 5, "data"), "iV_ORw==")),
    ("mime type not an image", changed(ASSISTANT, ("content", 5, "mime_type"), "text/plain")),
    ("mime type upper-case", changed(ASSISTANT, ("content", 5, "mime_type"), "image/PNG")),
    ("mime type svg+xml", changed(ASSISTANT, ("content", 5, "mime_type"), "image/svg+xml")),
    ("url without a scheme", changed(USER, ("content", 0, "url"), "x.example/a.png")),
    ("url with a space", changed(USER, ("content", 0, "url"), "https://x.example/a b")),
    ("url with a final newline", changed(USER, ("content", 0, "url"), "https://x.example/\n")),
    # white space by ECMA-262: U+FEFF is, U+001C (white space to Python) is not
    ("url with U+FEFF", changed(USER, ("content", 0, "url"), "https://x.example/\ufeff")),
    ("url with U+001C", changed(USER, ("content", 0, "url"), "https://x.example/\x1c")),
    ("url with U+3000", changed(USER, ("content", 0, "url"), "https://x.\u3000example/")),
    ("url not a uri, but the pattern's", changed(USER, ("content", 0, "url"), "a://%%")),
    ("image alt a number", changed(USER, ("content", 0, "alt"), 1)),
]


def test_values_at_the_edges(oracle: Any) -> None:
    wrong, accepted, rejected = disagreements(oracle, EDGES)
    assert not wrong, "\n".join(wrong)
    assert accepted >= 10 and rejected >= 50, (accepted, rejected)


@pytest.mark.parametrize("name", ["own role with a final newline", "url with U+001C"])
def test_patterns_are_ecmas_not_pythons(name: str) -> None:
    # plain `jsonschema` runs patterns with Python's `re`, whose `$` matches before a final
    # newline and whose `\s` takes U+001C: the hand-written validator must not follow it there
    doc = dict(EDGES)[name]
    plain = corpus.reference_validator(corpus.load_schemas())
    assert handwritten_agent_message.is_valid(doc) is not plain.is_valid(doc)
