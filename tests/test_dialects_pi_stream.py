"""pi-ai's flat assistant-message stream events (`text_start`, `text_delta`, `toolcall_end`,
..., each with its `partial` snapshot) against the canonical start / delta / done / error
stream: read into valid canonical events that fold into the message of the stream's `done` (or
`error`) event, and lossless both ways (pi-ai -> canonical -> pi-ai and canonical -> pi-ai ->
canonical give the same JSON text). The fixtures are written here (see their README)."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from agentproto_bindings import agent, dialects
from agentproto_bindings._behaviour import fold_assistant_message
from click.testing import CliRunner

from agentproto.cli import main
from bindings import same_json
from support import FIXTURE_DIR

# the assistant-message streams (`stream_*`); the folder's other files are pi's own session
# shapes, which the conformance run reads as dialect cases
STREAMS = sorted((FIXTURE_DIR / "dialects" / "pi-ai").glob("stream_*.jsonl"))
# the same events as pi's proxy sends them, without `partial`
PROXY_STREAMS = sorted((FIXTURE_DIR / "dialects" / "pi-ai").glob("proxy_stream_*.jsonl"))
EVENT = "agent/assistant_message_event"


def text(value: Any) -> str:
    """A line as `convert` writes it: compact JSON, UTF-8."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def events(path: Path) -> list[Any]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@cache
def pi() -> Any:
    return dialects.converter("pi-ai")


def read_all(path: Path) -> list[Any]:
    out = []
    for i, event in enumerate(events(path)):
        value, problems, key = pi().read(event)
        assert not problems, (path.name, i, problems)
        assert key == EVENT, (path.name, i, key)
        out.append(value)
    return out


def test_the_fixtures_cover_every_pi_ai_event() -> None:
    tags = {e["type"] for path in STREAMS for e in events(path)}
    blocks = {
        f"{k}_{s}" for k in ("text", "thinking", "toolcall") for s in ("start", "delta", "end")
    }
    assert tags == {"start", "done", "error"} | blocks


@pytest.mark.parametrize("path", STREAMS, ids=lambda p: p.name)
def test_pi_ai_stream_reads_into_canonical_events_that_fold_into_its_final_message(
    path: Path,
) -> None:
    canonical = read_all(path)
    for i, value in enumerate(canonical):
        assert agent.assistant_message_event_is_valid(value), (i, value)
    assert {e["type"] for e in canonical} <= {"start", "delta", "done", "error"}
    # every block start and end is a delta marked with `block`, its fragment empty
    for raw, value in zip(events(path), canonical, strict=True):
        step = raw["type"].rpartition("_")[2]
        if step in ("start", "end") and raw["type"] != "start":
            assert value["block"] == step and value["delta"]["delta"] == ""
    *_, final = fold_assistant_message(canonical)
    end = canonical[-1]
    assert end["type"] in ("done", "error")
    assert final.to_dict() == end["message"]
    # the tool call's id and name reach the fold through its start event
    starts = [e["delta"] for e in canonical if e.get("block") == "start"]
    for fragment in starts:
        if fragment["type"] == "tool_call_delta":
            assert fragment["id"] and fragment["name"]


def test_the_proxy_fixtures_cover_every_proxy_event() -> None:
    tags = {e["type"] for path in PROXY_STREAMS for e in events(path)}
    blocks = {
        f"{k}_{s}" for k in ("text", "thinking", "toolcall") for s in ("start", "delta", "end")
    }
    assert tags == {"start", "done", "error"} | blocks


def test_a_proxy_stream_reads_into_canonical_events_that_fold_whole() -> None:
    """What the proxy says in place of the snapshot reaches the fold: the tool call's id and
    name, each block's signature, and the cost beside the usage."""
    path = next(p for p in PROXY_STREAMS if "toolcall" in p.name)
    canonical = read_all(path)
    for i, value in enumerate(canonical):
        assert agent.assistant_message_event_is_valid(value), (i, value)
        assert "partial" not in value and "message" not in value
    *_, final = fold_assistant_message(canonical)
    thinking, text_block, call = final.to_dict()["content"]
    assert thinking["signature"] == "sig-abc"
    assert text_block == {"type": "text", "text": "Hello", "text_signature": "tsig"}
    assert (call["id"], call["name"], call["arguments"]) == ("call_1", "read", {"path": "a"})
    done = canonical[-1]
    assert "cost" not in done["usage"] and done["cost"]["total"] == 0.003


@pytest.mark.parametrize("path", STREAMS, ids=lambda p: p.name)
def test_a_stream_without_snapshots_is_written_as_pis_proxy_sends_it(path: Path) -> None:
    """pi-ai's own stream, its snapshots and final message left out of the canonical events
    (the done and error events keeping the message's cost): written as the proxy's events, read
    back the same."""
    for i, value in enumerate(read_all(path)):
        bare = {k: v for k, v in value.items() if k not in ("partial", "message")}
        if value["type"] in ("done", "error"):
            message = value["message"]
            bare = {**bare, "usage": message["usage"], "cost": message["cost"]}
        spelled, problems, _ = pi().write(bare, EVENT)
        assert not problems, (i, problems)
        assert "partial" not in spelled and "message" not in spelled and "error" not in spelled
        back, problems, _ = pi().read(spelled, EVENT)
        assert not problems, (i, problems)
        assert back == bare, i


@pytest.mark.parametrize("path", STREAMS + PROXY_STREAMS, ids=lambda p: p.name)
def test_pi_ai_to_canonical_to_pi_ai_is_identical(path: Path) -> None:
    for i, (raw, value) in enumerate(zip(events(path), read_all(path), strict=True)):
        back, problems, _ = pi().write(value, EVENT)
        assert not problems, (i, problems)
        assert text(back) == text(raw), i


@pytest.mark.parametrize("path", STREAMS + PROXY_STREAMS, ids=lambda p: p.name)
def test_canonical_to_pi_ai_to_canonical_is_identical(path: Path) -> None:
    for i, value in enumerate(read_all(path)):
        spelled, problems, key = pi().write(value)  # the entity told from the canonical tags
        assert not problems and key == EVENT, (i, problems, key)
        back, problems, _ = pi().read(spelled)
        assert not problems, (i, problems)
        assert text(back) == text(value), i


def _stream() -> list[Any]:
    return read_all(STREAMS[-1])


def _first(kind: str, block: str | None = None) -> dict[str, Any]:
    return copy.deepcopy(
        next(
            e
            for e in _stream()
            if e["type"] == "delta" and e["delta"]["type"] == kind and e.get("block") == block
        )
    )


def test_writing_refuses_what_pi_ai_cannot_say() -> None:
    def problem(value: dict[str, Any]) -> str:
        out, problems, _ = pi().write(value, EVENT)
        assert problems, out
        return problems[0][1]

    unnamed_call = _first("tool_call_delta", "start")
    del unnamed_call["partial"], unnamed_call["delta"]["id"]
    assert "names the call's id" in problem(unnamed_call)
    no_index = _first("text_delta")
    del no_index["delta"]["content_index"]
    assert "content index" in problem(no_index)
    reasoning = _first("text_delta")
    reasoning["delta"]["type"] = "reasoning_delta"
    assert "reasoning_delta" in problem(reasoning)
    other_id = _first("tool_call_delta", "start")
    other_id["delta"]["id"] = "toolu_other"
    assert "differ" in problem(other_id)
    done = copy.deepcopy(_stream()[-1])
    done["usage"]["output"] += 1
    assert "usage" in problem(done)
    bare_done = {k: v for k, v in done.items() if k != "message"}
    assert "usage with its cost" in problem(bare_done)
    costly_done = {**copy.deepcopy(_stream()[-1]), "cost": {"input": 0, "output": 0, "total": 0}}
    assert "no cost but its message's" in problem(costly_done)


def test_reading_refuses_an_end_event_that_is_not_its_partial_block() -> None:
    raw = next(e for e in events(STREAMS[-1]) if e["type"] == "text_end")
    raw = {**raw, "content": raw["content"] + " (edited)"}
    _, problems, key = pi().read(raw)  # told an event, and refused for what it says
    assert key == EVENT
    assert problems and "content is not that block's" in problems[0][1]


def test_convert_cli_reads_a_pi_ai_stream_and_writes_it_back(tmp_path: Path) -> None:
    path = STREAMS[-1]
    runner = CliRunner()
    canonical = runner.invoke(main, ["convert", "--from", "pi-ai", str(path)])
    assert canonical.exit_code == 0, canonical.output
    lines = canonical.output.splitlines()
    assert [json.loads(x) for x in lines] == read_all(path)
    middle = tmp_path / "canonical.jsonl"
    middle.write_text(canonical.output, encoding="utf-8")
    back = runner.invoke(main, ["convert", "--from", "canonical", "--to", "pi-ai", str(middle)])
    assert back.exit_code == 0, back.output
    # the same JSON, key order kept (a number's spelling is the encoder's: the file's
    # `0.000045` comes back so, where Python's repr writes `4.5e-05`), one compact line each
    written = back.output.splitlines()
    assert all(same_json(json.loads(a), b) for a, b in zip(written, events(path), strict=True))
