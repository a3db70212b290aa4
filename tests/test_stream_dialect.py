"""`agentproto validate --stream` on streams as real producers send them: spelled in a dialect
(`--dialect`), without sequence numbers, resumed part-way (`--resume`, or seen), with an event
type the union does not have, and with a first event that is invalid."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from support import FIXTURE_DIR, stream_findings

AGENTPROTO = Path(sys.executable).parent / "agentproto"
RESPONSES = FIXTURE_DIR / "streams" / "openresponses"


def events(name: str) -> list[dict[str, Any]]:
    text = (RESPONSES / f"{name}.jsonl").read_text()
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def write_sse(path: Path, stream: list[dict[str, Any]]) -> Path:
    """As a server sends it: a comment first, CRLF line ends, `[DONE]` at the end."""
    text = ": keep-alive\r\n\r\n" + "".join(
        f"event: {e['type']}\r\ndata: {json.dumps(e)}\r\n\r\n" for e in stream
    )
    path.write_bytes((text + "data: [DONE]\r\n\r\n").encode())
    return path


def write_jsonl(path: Path, stream: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(e) + "\n" for e in stream))
    return path


def unnumbered(stream: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The stream as OpenAI's older recordings have it: no sequence numbers (and no extension
    events, which OpenAI does not send)."""
    return [
        {k: v for k, v in e.items() if k != "sequence_number"}
        for e in stream
        if ":" not in e["type"]
    ]


def test_an_openai_sse_stream_without_sequence_numbers_is_read_in_the_dialect(
    tmp_path: Path,
) -> None:
    path = write_sse(tmp_path / "openai.sse", unnumbered(events("text_message")))
    assert stream_findings("--dialect", "openai", path) == (0, [])
    # as canonical, each event misses its sequence number
    code, found = stream_findings(path)
    assert code == 1
    assert any("sequence_number" in f["message"] for f in found)


def test_the_same_stream_broken_is_still_reported_through_the_dialect(tmp_path: Path) -> None:
    stream = unnumbered(events("text_message"))
    done = next(e for e in stream if e["type"] == "response.output_text.done")
    done["text"] = "The capital of France is Lyon."
    code, found = stream_findings("--dialect", "openai", write_jsonl(tmp_path / "s.jsonl", stream))
    assert code == 1
    # the done text, then the done part (which has the deltas' text) disagree
    assert [f["keyword"] for f in found] == ["mismatch", "mismatch"]
    assert found[0]["line"] == stream.index(done) + 1


def test_an_unknown_event_type_is_named_as_such_once(tmp_path: Path) -> None:
    stream = events("text_message")
    made_up = {"type": "response.made_up.event", "sequence_number": 7, "output_index": 0}
    stream[7] = made_up  # in place of the extension event, so numbers still increase
    code, found = stream_findings(write_jsonl(tmp_path / "s.jsonl", stream))
    assert code == 1
    assert len(found) == 1, found
    assert found[0]["keyword"] == "unknown" and found[0]["line"] == 8
    assert "unknown event type 'response.made_up.event'" in found[0]["message"]


def test_an_invalid_response_created_is_reported_once_not_for_every_later_event(
    tmp_path: Path,
) -> None:
    stream = events("text_message")
    del stream[0]["response"]["completed_at"]
    code, found = stream_findings(write_jsonl(tmp_path / "s.jsonl", stream))
    assert code == 1
    assert {f["line"] for f in found} == {1}, found
    assert not any("before response.created" in f["message"] for f in found)


def test_a_stream_that_cannot_start_is_said_once(tmp_path: Path) -> None:
    stream = events("text_message")
    stream[0]["response"] = "queued"  # not a response the fold can start with
    stream = [
        e for e in stream if e["type"] != "response.in_progress" and e["type"] != "response.queued"
    ]
    stream = stream[:-1]  # and no terminal snapshot to start it late either
    code, found = stream_findings(write_jsonl(tmp_path / "s.jsonl", stream))
    assert code == 1
    order = [f for f in found if f["kind"] == "stream"]
    assert len(order) == 1, found
    assert "never started: event 0" in order[0]["message"]
    assert f"the {len(stream) - 1:,} event(s) after it were not folded" in order[0]["message"]


def test_a_resumed_stream_is_seen_by_its_late_first_event_or_declared(tmp_path: Path) -> None:
    resumed = [e for e in events("text_message") if e["sequence_number"] > 5]
    path = write_jsonl(tmp_path / "resumed.jsonl", resumed)
    assert stream_findings(path) == (0, [])
    assert stream_findings("--resume", path) == (0, [])
    # a stream resumed from its very start (starting_after=-1 is no resumption): declared, it
    # still folds whole
    assert stream_findings("--resume", RESPONSES / "text_message.jsonl") == (0, [])


def test_a_resumed_stream_is_still_held_to_order_and_its_end(tmp_path: Path) -> None:
    resumed = [e for e in events("text_message") if e["sequence_number"] > 5][:-1]
    resumed[1]["sequence_number"] = 2  # going back
    code, found = stream_findings("--resume", write_jsonl(tmp_path / "r.jsonl", resumed))
    assert code == 1
    assert [f["keyword"] for f in found] == ["sequence_number", "unfinished"]


def test_resume_without_stream_is_a_usage_error(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "s.jsonl", events("text_message"))
    proc = subprocess.run(
        [AGENTPROTO, "validate", "--resume", path], capture_output=True, check=False, text=True
    )
    assert proc.returncode == 2
    assert "--resume applies to --stream only" in proc.stderr


def test_an_unknown_dialect_under_stream_is_a_usage_error(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "s.jsonl", events("text_message"))
    proc = subprocess.run(
        [AGENTPROTO, "validate", "--stream", "--dialect", "nope", path],
        capture_output=True,
        check=False,
        text=True,
    )
    assert proc.returncode == 2
    assert "unknown dialect 'nope'" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_sse_event_names_are_compared_as_the_producer_spelled_them(tmp_path: Path) -> None:
    """OpenAI names its reasoning text events `response.reasoning_text.*`, which the dialect
    reads as the protocol's `response.reasoning.*`: the `event:` line matches the spelling."""
    text = events("text_message")
    created, completed = text[0], text[-1]
    reasoning = {"type": "reasoning", "id": "rs_1", "status": "in_progress", "summary": []}
    part = {"type": "reasoning_text", "text": ""}
    where = {"item_id": "rs_1", "output_index": 0, "content_index": 0}
    whole = {**part, "text": "Paris, surely."}
    done_item = {**reasoning, "status": "completed", "content": [whole]}
    final = json.loads(json.dumps(completed))
    final["response"]["output"] = [done_item]
    stream = [
        created,
        text[2],  # response.in_progress
        {"type": "response.output_item.added", "output_index": 0, "item": reasoning},
        {"type": "response.content_part.added", **where, "part": part},
        {"type": "response.reasoning_text.delta", **where, "delta": "Paris, "},
        {"type": "response.reasoning_text.delta", **where, "delta": "surely."},
        {"type": "response.reasoning_text.done", **where, "text": "Paris, surely."},
        {"type": "response.content_part.done", **where, "part": whole},
        {"type": "response.output_item.done", "output_index": 0, "item": done_item},
        final,
    ]
    path = write_sse(tmp_path / "reasoning.sse", unnumbered(stream))
    assert stream_findings("--dialect", "openai", path) == (0, [])
