"""CPU time per event of the Open Responses fold alone, the ways it can be fed, on the corpus of
`bench/stream.py` (parsed first; a fresh fold per stream; best of `--repeat`).

    .venv/bin/python bench/fold.py --size 20MB --events 84478

- `feed_validated`: validated JSON, nothing built (what `validate --stream` does);
- `feed(valid=True)`: the same, reading the typed response after every event;
- `feed`: JSON not validated (each event decoded), the response after every event;
- `fold_response`: JSON not validated, the response read once per stream.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stream import write_corpus
from transcript_corpus import parse_size
from validate_cli import OUT


def streams_of(corpus: Path, limit: int) -> list[list[dict[str, Any]]]:
    streams: list[list[dict[str, Any]]] = [[]]
    with open(corpus, "rb") as lines:
        for n, line in enumerate(lines):
            if n >= limit:
                break
            streams[-1].append(json.loads(line))
            if streams[-1][-1]["type"] == "response.completed":
                streams.append([])
    return [s for s in streams if s and s[-1]["type"] == "response.completed"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="20MB", help="corpus size (as bench/stream.py)")
    parser.add_argument("--events", type=int, default=100_000, help="events read at most")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    from agentproto_bindings import ResponseAccumulator, fold_response

    corpus = OUT / f"streams-{args.size}.jsonl"
    if not corpus.exists():
        write_corpus(corpus, parse_size(args.size), 7)
    streams = streams_of(corpus, args.events)
    count = sum(map(len, streams))

    def each(feed: Callable[[Any, dict[str, Any]], object]) -> Callable[[list[Any]], None]:
        def run(events: list[Any]) -> None:
            fold = ResponseAccumulator()
            for event in events:
                feed(fold, event)
            fold.finish()

        return run

    ways: dict[str, Callable[[list[Any]], object]] = {
        "feed_validated": each(lambda f, e: f.feed_validated(e)),
        "feed(valid=True)": each(lambda f, e: f.feed(e, valid=True)),
        "feed": each(lambda f, e: f.feed(e)),
        "fold_response": lambda events: fold_response(events).response,
    }
    print(f"{count:,} events, {len(streams):,} streams from {corpus}")
    for name, way in ways.items():
        best = float("inf")
        for _ in range(args.repeat):
            fresh = copy.deepcopy(streams)  # a fold keeps the JSON it is given
            started = time.process_time()
            for events in fresh:
                way(events)
            best = min(best, time.process_time() - started)
        print(f"{name:18} {best / count * 1e6:6.2f} µs an event")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
