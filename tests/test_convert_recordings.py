"""`agentproto convert` on whole recordings: a JSON array of documents named by `--entity` (a
persisted transcript), and a recording of Server-Sent Events (one document per event)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from support import FIXTURE_DIR

AGENTPROTO = Path(sys.executable).parent / "agentproto"
ENV = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "CI")}

# A transcript as yoagent persists it: a JSON array of its messages, in its own spelling.
TRANSCRIPT = [
    {"role": "user", "content": [{"type": "text", "text": "Which file?"}], "timestamp": 1},
    {
        "role": "assistant",
        "content": [{"type": "text", "text": "settings.v2.json"}],
        "stopReason": "stop",
        "model": "claude-sonnet-5",
        "provider": "anthropic",
        "usage": {"input": 12, "output": 4, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 16},
        "timestamp": 2,
    },
]


def convert(*args: object) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [AGENTPROTO, "convert", *map(str, args)],
        capture_output=True,
        check=False,
        env=ENV,
        text=True,
    )
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr
    return proc


def test_a_persisted_transcript_goes_to_canonical_and_back_with_entity(tmp_path: Path) -> None:
    source = tmp_path / "transcript.json"
    source.write_text(json.dumps(TRANSCRIPT))
    there = convert("--from", "yoagent", "--to", "canonical", source)
    assert there.returncode == 0, there.stderr
    canonical = json.loads(there.stdout)
    assert [m["role"] for m in canonical] == ["user", "assistant"]
    assert canonical[1]["stop_reason"] == "stop"
    middle = tmp_path / "canonical.json"
    middle.write_text(there.stdout)
    # canonical detection cannot tell what an array is: --entity says it
    assert convert("--from", "canonical", "--to", "yoagent", middle).returncode == 1
    back = convert(
        "--from", "canonical", "--to", "yoagent", "--entity", "agent/agent_message", middle
    )
    assert back.returncode == 0, back.stderr
    assert json.loads(back.stdout) == TRANSCRIPT


def test_a_bad_element_is_pointed_at_in_the_array(tmp_path: Path) -> None:
    broken: list[dict[str, Any]] = json.loads(json.dumps(TRANSCRIPT))
    del broken[1]["content"]
    source = tmp_path / "transcript.json"
    source.write_text(json.dumps(broken))
    out = convert("--from", "yoagent", "--entity", "agent/agent_message", source)
    assert out.returncode == 1
    assert out.stderr.startswith(f"{source}: /1"), out.stderr
    assert "content" in out.stderr


def test_an_unknown_entity_is_a_usage_error(tmp_path: Path) -> None:
    source = tmp_path / "transcript.json"
    source.write_text(json.dumps(TRANSCRIPT))
    out = convert("--from", "yoagent", "--entity", "agent/no_such_thing", source)
    assert out.returncode == 2
    assert out.stderr.startswith("error: --entity:"), out.stderr


def test_a_recording_of_server_sent_events_is_read_event_by_event(tmp_path: Path) -> None:
    path = FIXTURE_DIR / "streams" / "openresponses" / "text_message.jsonl"
    stream = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    sse = tmp_path / "recording.sse"
    frames = "".join(f"event: {e['type']}\r\ndata: {json.dumps(e)}\r\n\r\n" for e in stream)
    sse.write_bytes(b"\xef\xbb\xbf" + f": ping\r\n\r\n{frames}data: [DONE]\r\n\r\n".encode())
    out = convert("--from", "canonical", "--to", "openai", sse)
    assert out.returncode == 0, out.stderr
    written = [json.loads(line) for line in out.stdout.splitlines()]
    assert [e["type"] for e in written] == [e["type"] for e in stream]
    back = tmp_path / "back.jsonl"
    back.write_text(out.stdout)
    again = convert("--from", "openai", "--to", "canonical", back)
    assert again.returncode == 0, again.stderr
    assert [json.loads(line) for line in again.stdout.splitlines()] == stream


def test_a_recording_on_standard_input_is_told_by_its_first_line() -> None:
    """Server-Sent Events piped in are read event by event, as from a file; JSON Lines piped in
    stay JSON Lines."""
    path = FIXTURE_DIR / "streams" / "openresponses" / "text_message.jsonl"
    stream = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    frames = "".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in stream)
    for piped in (f": ping\n\n{frames}data: [DONE]\n\n", path.read_text()):
        out = subprocess.run(
            [AGENTPROTO, "convert", "--from", "canonical", "--to", "canonical", "-"],
            input=piped,
            capture_output=True,
            check=False,
            env=ENV,
            text=True,
        )
        assert out.returncode == 0, out.stderr
        assert [json.loads(line) for line in out.stdout.splitlines()] == stream


def test_a_broken_event_in_a_recording_is_reported_with_its_line(tmp_path: Path) -> None:
    sse = tmp_path / "recording.sse"
    sse.write_text('event: x\ndata: {"type": \n\ndata: [DONE]\n\n')
    out = convert("--from", "openai", sse)
    assert out.returncode == 2
    assert out.stderr.startswith(f"{sse}:2: not JSON"), out.stderr


def sse_events(text: str) -> list[tuple[str | None, Any]]:
    """(event name, data as JSON) of each message of a recording of Server-Sent Events."""
    found = []
    for message in text.split("\n\n"):
        fields = dict(line.split(": ", 1) for line in message.splitlines() if line)
        if fields:
            found.append((fields.get("event"), json.loads(fields["data"])))
    return found


def test_sse_is_written_as_sse_with_the_written_names(tmp_path: Path) -> None:
    """`--sse` writes each document as an event: the `event:` name is the written document's
    value of the property the input's name was the value of, so a hosted tool's event is named
    in each dialect's spelling; an event that had no name gets none."""
    path = FIXTURE_DIR / "streams" / "openresponses" / "text_message.jsonl"
    stream = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    searching = {"type": "openai:response.web_search_call.searching", "sequence_number": 3,
                 "item_id": "ws_1", "output_index": 0}  # fmt: skip
    stream.insert(3, searching)
    frames = [f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in stream]
    frames[1] = f"data: {json.dumps(stream[1])}\n\n"  # a message without a name
    sse = tmp_path / "recording.sse"
    sse.write_text(": ping\n\n" + "".join(frames) + "data: [DONE]\n\n")
    out = convert("--sse", "--from", "canonical", "--to", "openai", sse)
    assert out.returncode == 0, out.stderr
    written = sse_events(out.stdout)
    plain = convert("--from", "canonical", "--to", "openai", sse)
    assert [data for _, data in written] == [json.loads(x) for x in plain.stdout.splitlines()]
    names = [name for name, _ in written]
    assert names[1] is None and names[3] == "response.web_search_call.searching"
    assert all(name == data["type"] for name, data in written if name is not None)
    back = tmp_path / "back.sse"
    back.write_text(out.stdout)
    again = convert("--sse", "--from", "openai", "--to", "canonical", back)
    assert again.returncode == 0, again.stderr
    assert sse_events(again.stdout) == [
        (None if i == 1 else e["type"], e) for i, e in enumerate(stream)
    ]
