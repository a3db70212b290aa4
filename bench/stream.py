"""Benchmark `agentproto validate --stream` on a large JSON Lines of Open Responses streams, beside
validating the same events one by one; documents/s and peak memory.

    .venv/bin/python bench/stream.py --size 1GB     # makes bench/out/streams-1GB.jsonl if missing

The corpus is many complete streams back to back, as a server's log of responses holds them
(`--stream` starts the next stream when an event follows a finished one and is a correct first
event). Each stream is made here, deterministically (`--seed`): created, in_progress, a
reasoning item with summary deltas, a message of a few dozen text deltas with an annotation, a
function call whose arguments arrive in pieces, and completed with the whole response. So most
events are small deltas, and the state events carry the full response snapshot, as servers send
them.

Runs, one process each (a stream is read in order, so `--stream` has no `-j`):

- `validate --entity openresponses/stream_event`: every event validated on its own;
- `validate --stream`: every event validated and folded, the streams checked whole.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from transcript_corpus import parse_size
from validate_cli import BIN, HEADER, OUT, measure

WORDS = [
    "the",
    "invoice",
    "total",
    "is",
    "off",
    "by",
    "one",
    "cent",
    "because",
    "the",
    "rounding",
    "mode",
    "differs",
    "between",
    "decimal",
    "contexts",
    "so",
    "we",
    "quantize",
    "with",
    "half",
    "even",
    "read",
    "the",
    "ledger",
    "again",
    "and",
    "every",
    "line",
    "now",
    "agrees",
]
ENTITY = "openresponses/stream_event"


def words(rng: random.Random, count: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(count))


def pieces(text: str, rng: random.Random) -> list[str]:
    """`text` cut where a tokenizer might: one to four words a piece."""
    cuts, at = [], 0
    spaces = [i for i, c in enumerate(text) if c == " "]
    while at < len(spaces):
        at += rng.randint(1, 4)
        cuts.append(spaces[at] if at < len(spaces) else len(text))
    out, start = [], 0
    for end in cuts:
        out.append(text[start:end])
        start = end
    if start < len(text):
        out.append(text[start:])
    return [p for p in out if p]


def snapshot(rid: str, status: str, output: list[Any], usage: Any) -> dict[str, Any]:
    """A response as servers send it in state events: every key the spec requires."""
    return {
        "id": rid, "object": "response", "created_at": 1741290958, "status": status,
        "completed_at": 1741290961 if status == "completed" else None, "model": "gpt-5.4",
        "output": output, "error": None, "incomplete_details": None, "previous_response_id": None,
        "tool_choice": "auto", "tools": [], "truncation": "disabled", "store": True, "usage": usage,
        "instructions": None, "parallel_tool_calls": True, "text": {"format": {"type": "text"}},
        "top_p": 1.0, "presence_penalty": 0.0, "frequency_penalty": 0.0, "top_logprobs": 0,
        "temperature": 1.0, "reasoning": None, "max_output_tokens": None, "max_tool_calls": None,
        "background": False, "service_tier": "default", "metadata": {}, "safety_identifier": None,
        "prompt_cache_key": None,
    }  # fmt: skip


def stream(n: int, rng: random.Random) -> list[dict[str, Any]]:
    """One whole response stream, its events in order."""
    rid, rs, msg, fc = f"resp_{n:012x}", f"rs_{n:012x}", f"msg_{n:012x}", f"fc_{n:012x}"
    events: list[dict[str, Any]] = []

    def emit(event: dict[str, Any]) -> None:
        events.append({"type": event.pop("type"), "sequence_number": len(events), **event})

    emit({"type": "response.created", "response": snapshot(rid, "in_progress", [], None)})
    emit({"type": "response.in_progress", "response": snapshot(rid, "in_progress", [], None)})
    # a reasoning item with one summary part
    summary = words(rng, rng.randint(10, 30))
    reasoning = {"type": "reasoning", "id": rs, "status": "in_progress", "summary": []}
    emit({"type": "response.output_item.added", "output_index": 0, "item": dict(reasoning)})
    part = {"type": "summary_text", "text": ""}
    where = {"item_id": rs, "output_index": 0, "summary_index": 0}
    emit({"type": "response.reasoning_summary_part.added", **where, "part": dict(part)})
    for piece in pieces(summary, rng):
        emit({"type": "response.reasoning_summary_text.delta", **where, "delta": piece})
    emit({"type": "response.reasoning_summary_text.done", **where, "text": summary})
    done_part = {"type": "summary_text", "text": summary}
    emit({"type": "response.reasoning_summary_part.done", **where, "part": done_part})
    reasoning_done = {**reasoning, "status": "completed", "summary": [done_part]}
    emit({"type": "response.output_item.done", "output_index": 0, "item": reasoning_done})
    # a message with one output text part and a citation
    text = words(rng, rng.randint(40, 120))
    message = {
        "type": "message",
        "id": msg,
        "status": "in_progress",
        "role": "assistant",
        "content": [],
    }
    emit(
        {"type": "response.output_item.added", "output_index": 1, "item": dict(message, content=[])}
    )
    where = {"item_id": msg, "output_index": 1, "content_index": 0}
    emit({"type": "response.content_part.added", **where,
          "part": {"type": "output_text", "text": "", "annotations": []}})  # fmt: skip
    for piece in pieces(text, rng):
        emit({"type": "response.output_text.delta", **where, "delta": piece})
    cite = {"type": "url_citation", "url": "https://example.com/ledger", "title": "Ledger",
            "start_index": 0, "end_index": 3}  # fmt: skip
    emit({"type": "response.output_text.annotation.added", **where, "annotation_index": 0,
          "annotation": cite})  # fmt: skip
    emit({"type": "response.output_text.done", **where, "text": text})
    text_part = {"type": "output_text", "text": text, "annotations": [cite]}
    emit({"type": "response.content_part.done", **where, "part": text_part})
    message_done = {**message, "status": "completed", "content": [text_part]}
    emit({"type": "response.output_item.done", "output_index": 1, "item": message_done})
    # a function call
    arguments = json.dumps({"account": words(rng, 2), "cents": rng.randint(1, 10**6)})
    call = {"type": "function_call", "id": fc, "call_id": f"call_{n}", "name": "post_ledger",
            "arguments": "", "status": "in_progress"}  # fmt: skip
    emit({"type": "response.output_item.added", "output_index": 2, "item": dict(call)})
    where = {"item_id": fc, "output_index": 2}
    for i in range(0, len(arguments), 12):
        emit(
            {
                "type": "response.function_call_arguments.delta",
                **where,
                "delta": arguments[i : i + 12],
            }
        )
    emit({"type": "response.function_call_arguments.done", **where, "arguments": arguments})
    call_done = {**call, "arguments": arguments, "status": "completed"}
    emit({"type": "response.output_item.done", "output_index": 2, "item": call_done})
    made = len(summary.split()) + len(text.split()) + 12
    usage = {"input_tokens": 412, "output_tokens": made, "total_tokens": 412 + made,
             "input_tokens_details": {"cached_tokens": 0},
             "output_tokens_details": {"reasoning_tokens": len(summary.split())}}  # fmt: skip
    output = [reasoning_done, message_done, call_done]
    emit({"type": "response.completed", "response": snapshot(rid, "completed", output, usage)})
    return events


def write_corpus(path: Path, size: int, seed: int) -> tuple[int, int]:
    """Streams back to back until `size` bytes; returns (streams, events)."""
    rng = random.Random(seed)
    streams = count = 0
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as out:
        while out.tell() < size:
            events = stream(streams, rng)
            out.write("".join(json.dumps(e, separators=(",", ":")) + "\n" for e in events))
            streams += 1
            count += len(events)
    return streams, count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="1GB", help="corpus size (1GB, 50MB, ...)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--corpus", type=Path, help="default: bench/out/streams-<size>.jsonl")
    args = parser.parse_args()
    corpus = args.corpus or OUT / f"streams-{args.size}.jsonl"
    if not corpus.exists():
        streams, count = write_corpus(corpus, parse_size(args.size), args.seed)
        print(f"wrote {corpus}: {streams:,} streams, {count:,} events")
    size = corpus.stat().st_size
    validate = [str(BIN / "agentproto"), "validate", "--format", "json"]
    runs = [
        (
            "validate --entity stream_event (per event)",
            [*validate, "--entity", ENTITY, str(corpus)],
        ),
        ("validate --stream (validated and folded)", [*validate, "--stream", str(corpus)]),
    ]
    print(f"corpus {corpus} ({size / 1e6:,.0f} MB)")
    print(HEADER)
    results = []
    for name, command in runs:
        results.append(measure(name, command, size, None))
        print(results[-1].row(), flush=True)
    per_event, streamed = results
    wall = (streamed.documents / streamed.seconds) / (per_event.documents / per_event.seconds)
    cpu = (streamed.documents / streamed.cpu_seconds) / (
        per_event.documents / per_event.cpu_seconds
    )
    print(
        f"\n--stream checks {wall:.2f}x the events/s of per-event validation by wall clock, "
        f"{cpu:.2f}x by CPU time (target: 0.7x)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
