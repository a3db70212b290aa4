"""Folding the agent event stream (agent_start ... agent_end) run by run, with its lifecycle rules.

Fixtures in tests/fixtures/streams/agent_events/: `<case>.jsonl` holds the events, one per line,
and `<case>.expected.json` the problems as (pointer, keyword). Real pi-ai and yoagent event
payloads from ../shared/realcases are folded too, once renamed to the canonical spelling with
the `x-aliases` the schemas declare."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from agentproto_bindings import AgentEventAccumulator, fold_agent_events
from agentproto_bindings import agent as a

from support import FIXTURE_DIR, REALCASES_DIR, SCHEMA_DIR

STREAMS = FIXTURE_DIR / "streams" / "agent_events"
CASES = sorted(p.stem for p in STREAMS.glob("*.jsonl"))


def events(case: str) -> list[dict[str, Any]]:
    return [
        json.loads(line)
        for line in (STREAMS / f"{case}.jsonl").read_text().splitlines()
        if line.strip()
    ]


def test_there_are_good_and_broken_fixtures() -> None:
    expected = [json.loads((STREAMS / f"{c}.expected.json").read_text())["problems"] for c in CASES]
    assert sum(1 for p in expected if not p) >= 3 and sum(1 for p in expected if p) >= 4


@pytest.mark.parametrize("case", CASES)
def test_stream_folds_with_the_expected_problems(case: str) -> None:
    expected = json.loads((STREAMS / f"{case}.expected.json").read_text())["problems"]
    stream = events(case)
    for event in stream:  # every event is valid alone: only the order is broken
        a.agent_event_from_dict(event)
    acc = fold_agent_events(stream)
    assert [[p.pointer, p.keyword, p.message] for p in acc.problems] == expected, [
        str(p) for p in acc.problems
    ]


def test_a_good_run_keeps_its_messages_in_order() -> None:
    acc = AgentEventAccumulator()
    for event in events("two_turns_with_a_tool"):
        run = acc.feed(event)
        assert run is acc.runs[None]
    (run,) = acc.finish()
    assert not acc.problems
    assert [type(m).__name__ for m in run.messages] == [
        "UserMessage",
        "AssistantMessage",
        "ToolResultMessage",
        "AssistantMessage",
    ]
    assert run.turns == 2 and run.finished and run.usage is not None and run.usage.input == 1713
    # the thinking signature arrived only with message_end, and is kept
    assert run.messages[1].content[0].signature == "RXVnZW5lc2lz"


def test_interleaved_runs_are_folded_apart() -> None:
    acc = fold_agent_events(events("child_run_inside_a_tool"))
    assert set(acc.runs) == {"run-parent", "run-child"}
    assert [len(r.messages) for r in acc.runs.values()] == [4, 4]
    # the same events without run ids are one run, and its order is broken
    merged = [
        {k: v for k, v in e.items() if k != "run_id"} for e in events("child_run_inside_a_tool")
    ]
    assert fold_agent_events(merged).problems


def test_deltas_that_do_not_add_up_to_the_end_message() -> None:
    stream = events("two_turns_with_a_tool")
    updates = [i for i, e in enumerate(stream) if e["type"] == "message_update"]
    stream[updates[-1]]["delta"]["delta"] = "`fold` only."
    acc = fold_agent_events(stream)
    end = next(i for i in range(updates[-1], len(stream)) if stream[i]["type"] == "message_end")
    assert [(p.pointer, p.keyword) for p in acc.problems] == [(f"/{end}", "mismatch")]


def test_an_update_for_a_message_that_does_not_stream() -> None:
    stream = events("two_turns_with_a_tool")
    stream.insert(3, {"type": "message_update", "delta": {"type": "text_delta", "delta": "x"}})
    acc = fold_agent_events(stream)
    assert [(p.pointer, p.keyword) for p in acc.problems][:1] == [("/3", "order")]
    assert "a user message, which does not stream" in acc.problems[0].message


def test_what_is_no_agent_event_is_a_problem_never_an_exception() -> None:
    acc = AgentEventAccumulator()
    assert acc.feed({"type": "agentStart"}) is None  # a dialect's spelling is not canonical
    acc.feed("agent_start")  # type: ignore[arg-type]
    acc.feed({"type": "tool_execution_end", "tool_call_id": "c"})
    assert [p.keyword for p in acc.problems] == ["schema", "schema", "schema"]
    acc.finish()
    assert [p.keyword for p in acc.problems][-1] == "unfinished"


def test_decoded_events_fold_like_their_json() -> None:
    stream = events("broken_nesting")
    decoded = [a.agent_event_from_dict(e) for e in stream]
    assert [str(p) for p in fold_agent_events(decoded).problems] == [
        str(p) for p in fold_agent_events(stream).problems
    ]


# --- real payloads --------------------------------------------------------------------------------


def aliases(dialect: str) -> tuple[dict[str, str], dict[str, str]]:
    """(tag renames, property renames) of one dialect, read from the agent event schemas."""
    union = json.loads((SCHEMA_DIR / "agent" / "agent_event.json").read_text())
    tags: dict[str, str] = {}
    names: dict[str, str] = {}
    for arm in union["oneOf"]:
        variant = json.loads((SCHEMA_DIR / "agent" / arm["$ref"]).read_text())
        for name, prop in variant["properties"].items():
            spelled = prop.get("x-aliases", {}).get(dialect)
            if name == "type":
                if "const" in prop:  # the open arm (a library's own events) pins no tag
                    tags[spelled or prop["const"]] = prop["const"]
            elif spelled:
                names[spelled] = name
    return tags, names


def canonical(payload: dict[str, Any], dialect: str) -> dict[str, Any]:
    tags, names = aliases(dialect)
    out = {names.get(k, k): v for k, v in payload.items()}
    out["type"] = tags[payload["type"]]
    return out


def real(name: str) -> dict[str, Any]:
    path = REALCASES_DIR / name
    if not path.is_file():
        pytest.skip("../shared/realcases is not beside the repo")
    return json.loads(path.read_text())


def run_around(tool_events: list[dict[str, Any]], call_id: str, tool: str) -> list[dict[str, Any]]:
    """A one-turn run whose assistant message asks for `tool` as `call_id`, with the tool events
    given, then the end of the tool, the turn and the run."""
    asked = {
        "role": "assistant",
        "stop_reason": "tool_use",
        "timestamp": 1,
        "content": [{"type": "tool_call", "id": call_id, "name": tool, "arguments": {}}],
    }
    result = {"role": "tool_result", "tool_call_id": call_id, "content": [], "is_error": False}
    return [
        {"type": "turn_start"},
        {"type": "message_start", "message": asked},
        {"type": "message_end", "message": asked},
        *tool_events,
        {
            "type": "tool_execution_end",
            "tool_call_id": call_id,
            "tool_name": tool,
            "result": {"content": []},
            "is_error": False,
        },
        {"type": "message_start", "message": result},
        {"type": "message_end", "message": result},
        {"type": "turn_end", "message": asked, "tool_results": [result]},
        {"type": "agent_end", "messages": [asked, result]},
    ]


def test_real_pi_ai_tool_events_fold_in_a_run() -> None:
    start = canonical(real("pi-ai/event_tool_execution_start.json"), "pi-ai")
    update = canonical(real("pi-ai/event_tool_execution_update.json"), "pi-ai")
    stream = [
        {"type": "agent_start"},
        *run_around([start, update], start["tool_call_id"], start["tool_name"]),
    ]
    acc = fold_agent_events(stream)
    assert not acc.problems, [str(p) for p in acc.problems]
    # out of pairing: the update before its start, and the same call started twice
    acc = fold_agent_events(
        [{"type": "agent_start"}, *run_around([update, start, start], "call_abc123", "bash")]
    )
    assert [(p.pointer, p.keyword) for p in acc.problems] == [
        ("/4", "tool_call_id"),
        ("/6", "tool_call_id"),
    ]


def test_real_yoagent_events_fold_in_a_run() -> None:
    begin = canonical(real("yoagent/event_agent_start.json"), "yoagent")
    tool = canonical(real("yoagent/event_tool_execution_start.json"), "yoagent")
    assert begin == {"type": "agent_start"}
    acc = fold_agent_events([begin, *run_around([tool], tool["tool_call_id"], tool["tool_name"])])
    assert not acc.problems, [str(p) for p in acc.problems]
    # the same tool start in a turn whose message asked for another call
    acc = fold_agent_events([begin, *run_around([tool], "tc-other", tool["tool_name"])])
    assert ("/4", "tool_call_id") in [(p.pointer, p.keyword) for p in acc.problems]
    # as sent (camelCase tags), it is no canonical agent event: a problem, not an exception
    raw = real("yoagent/event_message_end_full_payload.json")
    acc = fold_agent_events([copy.deepcopy(raw)])
    assert [p.keyword for p in acc.problems] == ["schema", "unfinished"]
