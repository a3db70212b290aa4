"""Dialect conversion speed: pi-ai session lines -> canonical JSON -> validated, beside plain
validation of the same documents already canonical.

    .venv/bin/python bench/dialects.py [--count 20000] [--runs 5] [--seed 2026]

The corpus: `count` agent messages of bench/corpus.py's synthetic transcripts, each wrapped in
a canonical session-file `message` entry and written in the pi-ai dialect by the converter
(the JSON Lines pi-ai's coding agent keeps), plus every pi-ai real payload of
../shared/realcases. Timed, in CPU seconds over the whole corpus (median of `--runs`), in the
generated bindings:

- `validate`: `session_entry_is_valid` on the canonical documents (parsed);
- `convert`: `dialects.converter("pi-ai").read` on the pi-ai documents (parsed);
- `convert+validate`: both, what `from_dialect` and `validate --dialect` do;
- `json.loads`: parsing the pi-ai lines, for scale.

Printed: documents/s for each, and convert / validate (the target is at most 1). With
`--out DIR`, the corpus is also written there (`pi-ai.jsonl`, `canonical.jsonl`) for
bench/ts_dialects.mjs, the same measure in TypeScript."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT / "generated" / "python", ROOT / "bench"):
    sys.path.insert(0, str(path))

import corpus
from agentproto_bindings import agent, dialects

REALCASES = ROOT.parent / "shared" / "realcases" / "pi-ai"


def build(seed: int, count: int) -> tuple[list[Any], list[str]]:
    """(canonical entries, their pi-ai JSON lines)."""
    rng = random.Random(seed)
    stream = corpus.Transcripts(rng).messages()
    pi = dialects.converter("pi-ai")
    canonical: list[Any] = []
    lines: list[str] = []
    start = 1_765_000_000_000
    for i in range(count):
        entry = {
            "type": "message",
            "id": f"e{i:07x}",
            "parent_id": f"e{i - 1:07x}" if i else None,
            "timestamp": start + i * 1337,
            "message": next(stream),
        }
        spelled, problems, _ = pi.write(entry, "agent/session_entry")
        if problems:
            raise SystemExit(f"cannot write entry {i} in pi-ai: {problems}")
        canonical.append(entry)
        lines.append(json.dumps(spelled, ensure_ascii=False))
    for path in sorted(REALCASES.glob("*.json")):
        value = json.loads(path.read_text(encoding="utf-8"))
        read, problems, _ = pi.read(value)
        if not problems and agent.session_entry_is_valid(read):
            canonical.append(read)
            lines.append(json.dumps(value, ensure_ascii=False))
    return canonical, lines


def timed(runs: int, work: Callable[[], int]) -> tuple[float, int]:
    """Median CPU seconds of `runs` runs, and what the last run returned."""
    times = []
    result = 0
    for _ in range(runs):
        start = time.process_time()
        result = work()
        times.append(time.process_time() - start)
    return statistics.median(times), result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", type=Path, help="also write the corpus into this folder")
    args = parser.parse_args()

    canonical, lines = build(args.seed, args.count)
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "pi-ai.jsonl").write_text("".join(x + "\n" for x in lines), encoding="utf-8")
        (args.out / "canonical.jsonl").write_text(
            "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in canonical),
            encoding="utf-8",
        )
    spelled = [json.loads(line) for line in lines]
    pi = dialects.converter("pi-ai")
    valid = agent.session_entry_is_valid

    def parse() -> int:
        return sum(1 for line in lines if json.loads(line) is not None)

    def validate() -> int:
        return sum(map(valid, canonical))

    def convert() -> int:
        return sum(1 for doc in spelled if not pi.read(doc, "agent/session_entry")[1])

    def both() -> int:
        ok = 0
        for doc in spelled:
            value, problems, _ = pi.read(doc, "agent/session_entry")
            ok += not problems and valid(value)
        return ok

    # the converted documents are the canonical ones, key order included
    assert [pi.read(d, "agent/session_entry")[0] for d in spelled] == canonical

    n = len(lines)
    print(
        f"{n} pi-ai session lines ({sum(map(len, lines)) / n:.0f} bytes each), "
        f"median CPU of {args.runs} runs, Python {sys.version.split()[0]}"
    )
    print(f"{'step':18} {'docs/s':>10} {'us/doc':>8} {'accepted':>9}")
    figures = {}
    for name, work in (
        ("json.loads", parse),
        ("validate", validate),
        ("convert", convert),
        ("convert+validate", both),
    ):
        seconds, accepted = timed(args.runs, work)
        figures[name] = seconds
        print(f"{name:18} {n / seconds:10.0f} {seconds / n * 1e6:8.1f} {accepted:9}")
    ratio = figures["convert"] / figures["validate"]
    print(f"convert / validate = {ratio:.2f} (target: at most 1)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
