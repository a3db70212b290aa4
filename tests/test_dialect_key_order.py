"""One verdict whatever order a host lists an object's keys in.

The dialect engines tell the defaults reading filled in from those a document said by their
place (the trailing run of an object's keys), and note where a dialect sent a null that means
"not said" by its place too. JavaScript lists an object's array-index keys (`"0"`, `"1588"`)
first, whatever order they came in; Python, Rust and Go keep the order. So both rules count the
keys that are no array index only, and every engine gives the same answer on an object holding
one. Also here: a pi-ai delta event whose `block` names no event pi-ai sends is refused alike
everywhere (it was written `text_[]` by one engine and `text_` by another).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from agentproto.conformance.parity import canonical, index_keys_first
from agentproto.conformance.runner import talk
from agentproto.targets.registry import TARGETS
from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import FIXTURE_DIR, ROOT, ConformancePrograms

ASSUMED = "agentproto:assumed"
NULLS = "agentproto:null"
EXTENSION = "openresponses/extension_event"
PROGRESS = "lmstudio:model_load.progress"

_CONVERTERS: list[Converters] = []


def converters() -> Converters:
    if not _CONVERTERS:
        _CONVERTERS.append(Converters(ROOT / "schema"))
    return _CONVERTERS[0]


def text(value: Any) -> str:
    """JSON text, key order kept: equal texts are equal values, order included."""
    return json.dumps(value, ensure_ascii=False)


def _sampling_null() -> dict[str, Any]:
    """OpenRouter's `response.created` event, its `temperature`, `top_p` and `truncation` sent
    as null (the fixture the null notes are tested on)."""
    path = FIXTURE_DIR / "dialects" / "openai" / "openrouter_sampling_null.jsonl"
    first: dict[str, Any] = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    return first


def _with_index_keys(value: dict[str, Any], before: str) -> dict[str, Any]:
    """`value` with the array-index keys `"7"` (right before the key `before`) and `"1588"` (at
    the end)."""
    out: dict[str, Any] = {}
    for key, v in value.items():
        if key == before:
            out["7"] = "seven"
        out[key] = v
    out["1588"] = False
    return out


def _documents() -> list[tuple[str, Any]]:
    """Dialect documents holding array-index keys among properties that have defaults or null
    notes: each decided by a rule that goes by place."""
    created = _sampling_null()
    response = created["response"]
    return [
        # an explicit default followed by an index key: the default closes the other keys
        ("default said, then an index key", {"type": PROGRESS, "sequence_number": 0, "1588": 1}),
        ("default left out, an index key", {"type": PROGRESS, "1588": 1}),
        ("index key first, default said", {"1588": 1, "type": PROGRESS, "sequence_number": 0}),
        (
            "an error ending in its default, between index keys",
            {"0": 0, "type": "error", "code": "server_error", "message": "try again"}
            | {"param": None, "4294967294": 2},
        ),
        # "4294967295" is no array index: JavaScript keeps it in place, so it closes the object
        ("no index key past 2**32 - 2", {"type": PROGRESS, "sequence_number": 0, "4294967295": 1}),
        (
            "nulls that mean not said, index keys before them",
            {**created, "response": _with_index_keys(response, "temperature")},
        ),
        (
            "nulls that mean not said, an index key first",
            {**created, "response": {"12": [], **response}},
        ),
    ]


DOCUMENTS = _documents()


def test_the_documents_are_read_and_written_back_as_they_were() -> None:
    """In the reference engine, each document comes back as it was, key order included."""
    for name, document in DOCUMENTS:
        read = to_canonical(converters(), "openai", document)
        assert read.problems == [], name
        written = from_canonical(converters(), "openai", read.entity, read.value)
        assert written.problems == [] and text(written.value) == text(document), name


@pytest.mark.parametrize("name", [name for name, _ in DOCUMENTS])
def test_where_the_index_keys_sit_changes_no_verdict(name: str) -> None:
    """The document as JavaScript lists it (its index keys first) reads to what the document
    reads to, listed the same way; and written back, gives what the document gives, listed the
    same way: the Python engine run on JavaScript's order decides as on its own."""
    document = dict(DOCUMENTS)[name]
    as_listed = index_keys_first(document)
    read = to_canonical(converters(), "openai", document)
    read_listed = to_canonical(converters(), "openai", as_listed)
    assert text(read_listed.value) == text(index_keys_first(read.value)), name
    written = from_canonical(converters(), "openai", read.entity, read.value)
    written_listed = from_canonical(converters(), "openai", read.entity, read_listed.value)
    assert text(written_listed.value) == text(index_keys_first(written.value)), name


def test_an_explicit_default_before_an_index_key_is_named_as_said() -> None:
    """`sequence_number: 0` said, then `"1588"`: of the keys that are no array index, the default
    closes the object, so the trailing run alone would take it for one reading filled in; the
    canonical object names what reading filled in (nothing) instead."""
    read = to_canonical(converters(), "openai", DOCUMENTS[0][1])
    assert read.value == {"type": PROGRESS, "sequence_number": 0, "1588": 1, ASSUMED: []}
    # without the note the default is the trailing run of the keys that are no index, wherever
    # the index key sits: left out, in every order
    for value in (
        {"type": PROGRESS, "sequence_number": 0, "1588": 1},
        {"1588": 1, "type": PROGRESS, "sequence_number": 0},
    ):
        written = from_canonical(converters(), "openai", EXTENSION, value)
        assert written.value == {"type": PROGRESS, "1588": 1}
    # a key that is no array index keeps its place in every host, and closes the object
    said = {"type": PROGRESS, "sequence_number": 0, "4294967295": 1}
    assert ASSUMED not in to_canonical(converters(), "openai", said).value


def test_a_null_place_counts_the_keys_that_are_no_index() -> None:
    read = to_canonical(converters(), "openai", DOCUMENTS[5][1]).value["response"]
    spelled = [k for k in _sampling_null()["response"]]
    # the places the document without index keys has: the index keys change none
    assert read[NULLS] == {
        name: spelled.index(name) for name in ("temperature", "top_p", "truncation")
    }


def _pi_delta(block: Any) -> dict[str, Any]:
    """A canonical text delta marking a block (`block`), with the message so far."""
    partial: dict[str, Any] = {"role": "assistant", "content": [{"type": "text", "text": ""}]}
    partial |= {"api": "anthropic-messages", "provider": "anthropic", "model": "m"}
    partial |= {"usage": {"input": 1, "output": 1}, "stop_reason": "stop", "timestamp": 1}
    fragment = {"type": "text_delta", "content_index": 0, "delta": ""}
    return {"type": "delta", "delta": fragment, "block": block, "partial": partial}


BLOCKS_REFUSED: list[Any] = [[], None, "delta", "text", "", 1, True, {"start": 1}]


def test_a_block_pi_ai_has_no_event_for_is_refused() -> None:
    """pi-ai's events are `<kind>_delta` (no `block`), `<kind>_start` and `<kind>_end`: any
    other `block` names no event it sends (`text_[]`, `text_None`), so writing refuses it."""
    entity = "agent/assistant_message_event"
    for block in BLOCKS_REFUSED:
        written = from_canonical(converters(), "pi-ai", entity, _pi_delta(block))
        assert len(written.problems) == 1, block
        assert "pi-ai's events mark where a block starts or ends" in written.problems[0], block
    for block in ("start", "end"):
        written = from_canonical(converters(), "pi-ai", entity, _pi_delta(block))
        assert written.problems == [] and written.value["type"] == f"text_{block}", block


def _requests() -> list[dict[str, Any]]:
    requests: list[dict[str, Any]] = []
    for name, document in DOCUMENTS:
        requests.append(
            {"id": f"read {name}", "kind": "dialect", "dialect": "openai", "entity": None}
            | {"direction": "read", "document": document}
        )
        canonical = to_canonical(converters(), "openai", document)
        for marked in (True, False):
            value = dict(canonical.value)
            if not marked:  # the verdict by place alone, on the same canonical value
                value.pop(ASSUMED, None)
            requests.append(
                {"id": f"write {name} {marked}", "kind": "dialect", "dialect": "openai"}
                | {"entity": canonical.entity, "direction": "write", "document": value}
            )
    for i, block in enumerate([*BLOCKS_REFUSED, "start", "end"]):
        requests.append(
            {"id": f"pi-ai block {i}", "kind": "dialect", "dialect": "pi-ai"}
            | {"entity": "agent/assistant_message_event", "direction": "write"}
            | {"document": _pi_delta(block)}
        )
    return requests


@pytest.mark.parametrize("target", ["typescript", "rust", "go"])
def test_every_engine_gives_the_reference_answer(
    target: str, conformance_programs: ConformancePrograms
) -> None:
    """The documents read and written, and the pi-ai blocks written, in each target's engine
    through its conformance program: the same outputs and problems as the Python engine's, key
    order included (as the host lists keys: JavaScript's index keys first), numbers by value."""
    requests = _requests()
    reference = talk(conformance_programs.command("python"), requests)
    answers = talk(conformance_programs.command(target), requests)
    first = TARGETS[target].index_keys_first
    for request in requests:
        want = reference[request["id"]]
        got = answers[request["id"]]
        assert "error" not in want, (request["id"], want)
        expected = {"output": want.get("output"), "problems": want.get("problems")}
        given = {"output": got.get("output"), "problems": got.get("problems")}
        wanted = index_keys_first(expected) if first else expected
        # key order kept, numbers by value (JavaScript writes 1.0 as 1)
        assert canonical(given, True) == canonical(wanted, True), request["id"]
    refused = [r["id"] for r in requests if reference[r["id"]].get("problems")]
    assert len(refused) == len(BLOCKS_REFUSED)  # the blocks pi-ai has no event for, only
