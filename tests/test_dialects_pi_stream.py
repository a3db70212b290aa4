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


@pytest.mark.parametrize("path", STREAMS, ids=lambda p: p.name)
def test_pi_ai_to_canonical_to_pi_ai_is_identical(path: Path) -> None:
    for i, (raw, value) in enumerate(zip(events(path), read_all(path), strict=True)):
        back, problems, _ = pi().write(value, EVENT)
        assert not problems, (i, problems)
        assert text(back) == text(raw), i


@pytest.mark.parametrize("path", STREAMS, ids=lambda p: p.name)
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

    no_partial = _first("text_delta")
    del no_partial["partial"]
    assert "partial" in problem(no_partial)
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
    assert "finished message" in problem(bare_done)


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
