"""A property whose value the dialect nests whole, and a copy it repeats (`branch`, `shared`).

pi's agent loop emits `{type: "message_update", assistantMessageEvent: <event>, message}`: the
stream event it got, any of pi-ai's twelve, and as `message` the same object as that event's
`partial`. The pi-ai dialect reads the nested event as a canonical assistant message event
(`branch`) and says the message once (`shared`): a nested `partial` equal to `message` is left
out when read and put back when written; one that differs is kept. The fixture
(tests/fixtures/dialects/pi-ai/agent_loop_message_updates.jsonl) is a conformance case too, so
every engine is held to the same answers; the agent-event fold of such a stream is
tests/fixtures/streams/agent_events/pi_agent_loop_whole_stream_events.jsonl.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from agentproto.dialects import load_dialects
from agentproto.errors import SchemaErrors
from agentproto.load import load
from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import FIXTURE_DIR, ROOT

SCHEMA = ROOT / "schema"
UPDATES = FIXTURE_DIR / "dialects" / "pi-ai" / "agent_loop_message_updates.jsonl"

_CONVERTERS: list[Converters] = []


def converters() -> Converters:
    if not _CONVERTERS:
        _CONVERTERS.append(Converters(SCHEMA))
    return _CONVERTERS[0]


def updates() -> list[Any]:
    text = UPDATES.read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_each_event_comes_back_as_it_was_sent() -> None:
    for sent in updates():
        read = to_canonical(converters(), "pi-ai", sent)
        assert read.problems == [], read.problems
        back = from_canonical(converters(), "pi-ai", read.entity, read.value)
        assert back.problems == []
        # the same JSON text: values and key order
        assert json.dumps(back.value) == json.dumps(sent)


def test_the_copy_equal_to_the_message_is_said_once() -> None:
    kinds = []
    for sent in updates():
        if sent["type"] != "message_update":
            continue
        event = to_canonical(converters(), "pi-ai", sent).value
        nested = sent["assistantMessageEvent"]
        kinds.append(event["delta"]["type"])
        if "partial" not in nested:  # done and error carry their own message, not a copy
            continue
        assert ("partial" in event["delta"]) == (nested["partial"] != sent["message"])
    # the lifecycle events nest as themselves; start/end markers are delta events
    assert kinds == ["start", "delta", "delta", "delta", "delta", "delta", "done"]


def test_a_copy_that_differs_is_kept_and_written_as_it_is() -> None:
    (moved,) = [
        s
        for s in updates()
        if s["type"] == "message_update"
        and "partial" in s["assistantMessageEvent"]
        and s["assistantMessageEvent"]["partial"] != s["message"]
    ]
    event = to_canonical(converters(), "pi-ai", moved).value
    assert event["delta"]["partial"]["content"] != event["message"]["content"]
    # a canonical event without the copy gets the message as it: what pi's loop sends
    del event["delta"]["partial"]
    back = from_canonical(converters(), "pi-ai", "agent/message_update_event", event).value
    assert back["assistantMessageEvent"]["partial"] == moved["message"]
    assert list(back["assistantMessageEvent"])[-1] == "partial"


def test_the_other_dialects_nest_the_bare_fragment_only() -> None:
    start = {"type": "message_update", "delta": {"type": "start"}}
    for dialect in ("yoagent", "clark-agent"):
        written = from_canonical(converters(), dialect, "agent/message_update_event", start)
        assert written.problems, dialect


def schema_with(tmp_path: Path, declaration: str) -> Path:
    root = tmp_path / "schema"
    shutil.copytree(SCHEMA, root, ignore=shutil.ignore_patterns("dialects"))
    (root / "dialects").mkdir()
    (root / "dialects" / "bad.yaml").write_text(declaration, encoding="utf-8")
    return root


ENTITY = "/entities/agent~1message_update_event.json"
BAD = [
    (
        "a branch of no union",
        "{branch: {usage: agent/usage.json}}",
        ENTITY + "/branch/usage: the property is no union of documents",
    ),
    (
        "a document that is no branch",
        "{branch: {delta: agent/usage.json}}",
        ENTITY + "/branch/delta: agent/usage.json is no branch of the property's union",
    ),
    (
        "a branch that is no document",
        "{branch: {delta: agent/nothing.json}}",
        ENTITY + "/branch/delta: expected a canonical entity file",
    ),
    (
        "a copy of no property",
        "{branch: {delta: agent/assistant_message_event.json}, shared: {delta: {partial: x}}}",
        ENTITY + "/shared/delta/partial: no other property 'x' to share",
    ),
    (
        "a copy in a child that has no such property",
        "{branch: {delta: agent/assistant_message_event.json}, shared: {delta: {nope: message}}}",
        ENTITY + "/shared/delta/nope: 'delta' has no property 'nope'",
    ),
    (
        "a copy in a value with no shape",
        "{shared: {seq: {partial: message}}}",
        ENTITY + "/shared/seq: 'seq' is no object the dialect spells",
    ),
    (
        "a copy of itself",
        "{branch: {delta: agent/assistant_message_event.json}, shared: {delta: {partial: delta}}}",
        ENTITY + "/shared/delta/partial: no other property 'delta' to share",
    ),
    (
        "not one nested property",
        "{shared: {delta: [partial]}}",
        ENTITY + "/shared/delta: expected {nested property: property of this record}",
    ),
]


@pytest.mark.parametrize(("why", "entity", "message"), BAD, ids=[b[0] for b in BAD])
def test_bad_declarations_name_file_and_pointer(
    tmp_path: Path, why: str, entity: str, message: str
) -> None:
    declaration = (
        "description: x\ndocuments: [agent/agent_event.json]\n"
        f"entities:\n  agent/message_update_event.json: {entity}\n"
    )
    root = schema_with(tmp_path, declaration)
    with pytest.raises(SchemaErrors) as caught:
        load_dialects(load(root), ROOT / "templates" / "python" / "_dialect_hooks.py")
    assert "dialects/bad.yaml#" + message in str(caught.value), (why, str(caught.value))
