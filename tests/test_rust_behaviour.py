"""The Rust target's hand-written behaviour agrees with the Python bindings' on the same inputs:
the Open Responses fold over every fixture stream, OpenAI's transcript read as canonical, and
many streams broken at random from those (the same response, the same problems with the same
pointers and keywords, the same `finished`). The Rust side answers through its conformance
program (built without the official suite), the Python side through the Python program's
functions, so both are held to the protocol the runner speaks."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
import rust_support as rs

from agentproto.conformance import python_program
from agentproto.conformance.runner import same_message
from support import FIXTURE_DIR, REALCASES_DIR

STREAMS = FIXTURE_DIR / "streams" / "openresponses"


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    rs.cargo()
    out = tmp_path_factory.mktemp("rust_behaviour")
    bindings = rs.write_bindings(out)
    crate, _ = rs.write_conformance(out, bindings, [])
    done = rs.run_cargo(["build", "--quiet"], crate)
    assert done.returncode == 0, done.stderr[-5000:]
    return rs.target_dir() / "debug" / "agentproto_rust_conformance"


def fixture_streams() -> dict[str, list[dict[str, Any]]]:
    return {
        path.stem: [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        for path in sorted(STREAMS.glob("*.jsonl"))
    }


def transcript() -> list[dict[str, Any]]:
    """OpenAI's published SSE transcript numbered in order (as the canonical reading gives it;
    its snapshots still lack keys the spec requires, so those events are reported)."""
    files = sorted((REALCASES_DIR / "openai-responses").glob("stream_streaming_*.json"))
    return [
        {**json.loads(path.read_text()), "sequence_number": number}
        for number, path in enumerate(files)
    ]


def broken(stream: list[dict[str, Any]], rng: random.Random) -> list[dict[str, Any]]:
    """`stream` with one or two rules broken at random: an event dropped, repeated or moved, a
    sequence number, index, status or text changed."""
    events = copy.deepcopy(stream)
    for _ in range(rng.choice((1, 1, 2))):
        if not events:
            break
        i = rng.randrange(len(events))
        event = events[i]
        how = rng.randrange(9)
        if how == 0:
            del events[i]
        elif how == 1:
            events.insert(i, copy.deepcopy(event))
        elif how == 2:
            events.insert(rng.randrange(len(events)), events.pop(i))
        elif how == 3:
            event["sequence_number"] = rng.randrange(0, 4)
        elif how == 4 and "output_index" in event:
            event["output_index"] += rng.choice((-1, 1, 2))
        elif how == 5 and "response" in event:
            event["response"]["status"] = rng.choice(
                ["queued", "in_progress", "completed", "failed", "incomplete", "cancelled"]
            )
        elif how == 6 and isinstance(event.get("delta"), str):
            event["delta"] += "!"
        elif how == 7 and isinstance(event.get("item"), dict):
            event["item"]["status"] = rng.choice(["in_progress", "completed", "incomplete"])
        elif how == 8:
            for key in ("content_index", "summary_index", "annotation_index"):
                if key in event:
                    event[key] += 1
    return events


def streams() -> dict[str, list[dict[str, Any]]]:
    found = fixture_streams()
    found["openai_transcript"] = transcript()
    rng = random.Random(20261123)
    bases = list(found.items())
    for name, stream in bases:
        for n in range(40):
            found[f"{name}~{n}"] = broken(stream, rng)
    return found


def test_the_response_fold_agrees_with_python(program: Path) -> None:
    cases = streams()
    requests = [
        {"id": name, "kind": "fold", "fold": "response", "events": events, "options": {}}
        for name, events in cases.items()
    ]
    answers = rs.talk(program, requests)
    kinds: set[str] = set()
    for request in requests:
        wanted = python_program.fold(request)["output"]
        got = answers[request["id"]]
        assert "error" not in got, (request["id"], got)
        output = got["output"]
        assert output["problems"] == wanted["problems"], request["id"]
        assert output["finished"] == wanted["finished"], request["id"]
        assert same_message(output["response"]) == same_message(wanted["response"]), request["id"]
        kinds.update(keyword for _, keyword in wanted["problems"])
    # the broken streams reach most of the fold's rules, so the agreement means something
    assert {"order", "sequence_number", "item", "mismatch", "transition", "status"} <= kinds, kinds
