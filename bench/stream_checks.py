"""What checking a stream costs beside validating its events: CPU time per event, in process.

    .venv/bin/python bench/stream_checks.py --size 2MB --rounds 5

The events are Open Responses streams back to back (`bench/stream.py`'s corpus maker, seed 7),
decoded once. Contestants, each over every event of the corpus, taking turns within a round:

- `validate`: each event validated on its own (the catalog's validator, as `validate --entity
  openresponses/stream_event` runs it);
- `validate + fold`: validated, then fed to the stream's fold (`feed_validated`, as `validate
  --stream` runs it), a fresh fold per stream;
- `openai + validate + fold`: each event first read in the openai dialect (the events spelled
  without `sequence_number`, as OpenAI's older recordings have them), then validated and folded,
  as `validate --stream --dialect openai` runs it.

The CLI's start-up and reading are left out: they are the same for each and measured by
`bench/stream.py` and `bench/startup.py`. Ratios are per round, to the first contestant; the
median and range of the rounds are printed.
"""

from __future__ import annotations

import argparse
import copy
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stream import write_corpus  # the corpus of bench/stream.py
from transcript_corpus import parse_size

ROOT = Path(__file__).resolve().parent.parent
ENTITY = "openresponses/stream_event"
GOAL = 4.0  # validated and folded: at most this many times the cost of validating alone


def streams_of(path: Path) -> list[list[dict[str, Any]]]:
    import json

    streams: list[list[dict[str, Any]]] = []
    for line in path.read_text().splitlines():
        event = json.loads(line)
        if event["type"] == "response.created":
            streams.append([])
        streams[-1].append(event)
    return streams


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="2MB")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    corpus = ROOT / "bench" / "out" / f"streams-{args.size}.jsonl"
    if not corpus.exists():
        corpus.parent.mkdir(parents=True, exist_ok=True)
        write_corpus(corpus, parse_size(args.size), args.seed)
    streams = streams_of(corpus)
    events = sum(len(s) for s in streams)

    import agentproto_bindings as bindings

    from agentproto.validate.catalog import Catalog
    from agentproto.validate.convert import event_reader

    catalog = Catalog(ROOT / "schema")
    is_valid = catalog.validator(catalog.resolve(ENTITY)).is_valid
    read = event_reader(ROOT / "schema", "openai")
    unnumbered = [
        [{k: v for k, v in e.items() if k != "sequence_number"} for e in s] for s in streams
    ]

    def validate() -> None:
        for stream in streams:
            for event in stream:
                assert is_valid(event)

    def validate_fold() -> None:
        for stream in streams:
            fold = bindings.ResponseAccumulator()
            for event in stream:
                assert is_valid(event)
                fold.feed_validated(event)
            assert not fold.problems

    def dialect_validate_fold() -> None:
        for stream in copy.deepcopy(unnumbered):
            fold = bindings.ResponseAccumulator()
            for event in stream:
                canonical, problems = read(event, ENTITY)
                assert not problems and is_valid(canonical)
                fold.feed_validated(canonical)
            assert not fold.problems, fold.problems[:3]

    contestants: list[tuple[str, Callable[[], None]]] = [
        ("validate", validate),
        ("validate + fold", validate_fold),
        ("openai + validate + fold", dialect_validate_fold),
    ]
    times: dict[str, list[float]] = {name: [] for name, _ in contestants}
    for _ in range(args.rounds):
        for name, run in contestants:
            started = time.process_time()
            run()
            times[name].append(time.process_time() - started)
    with open("/proc/loadavg") as f:
        load = f.read().split()[0]
    print(
        f"corpus {corpus.name}: {len(streams):,} streams, {events:,} events; "
        f"{args.rounds} rounds; load average {load}"
    )
    print(f"{'contestant':<28}{'µs/event (median)':>20}{'x validate (median, range)':>32}")
    base = times["validate"]
    for name, _ in contestants:
        per_event = statistics.median(times[name]) / events * 1e6
        ratios = [t / b for t, b in zip(times[name], base, strict=True)]
        ratio = statistics.median(ratios)
        missed = "  MISSED" if name == "validate + fold" and ratio > GOAL else ""
        print(
            f"{name:<28}{per_event:>20.1f}"
            f"{f'{ratio:.2f}x ({min(ratios):.2f}-{max(ratios):.2f})':>32}{missed}"
        )
    print(f"\ngoal: validate + fold within {GOAL:.0f}x validate alone")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
