"""`agentproto convert` end to end: documents/s beside `agentproto validate` on the same input,
and peak memory on a 1 GB input.

    .venv/bin/python bench/validate_cli.py --skip-full          # makes bench/out/transcripts.jsonl
    .venv/bin/python bench/convert_cli.py --rounds 5 --prefix-mb 30
    .venv/bin/python bench/convert_cli.py --memory              # the 1 GB runs, peak RSS
                                                                # (convert, validate --dialect)

The inputs are the transcript corpus (bench/transcript_corpus.py: canonical agent messages, one
per line) and the same messages in pi-ai's spelling, written by `agentproto convert --to pi-ai`
itself (bench/out/transcripts.pi-ai.jsonl). Pairs, each on one input:

- `convert --from canonical --to canonical` against `validate` (canonical input);
- `convert --from pi-ai --to canonical` against `validate --dialect pi-ai` (the pi-ai input:
  reading a dialect and checking it is what both do; convert also writes);
- `convert --from canonical --to pi-ai` against `validate` (canonical input).

Output goes to /dev/null (written, then discarded by the kernel). Speed: CPU seconds (user +
system) of each process, start-up included; rounds interleaved, the ratio of documents/s taken
per round, median and range. Memory: the peak resident set of the process (`wait4`).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
BIN = Path(sys.executable).parent
AGENTPROTO = str(BIN / "agentproto")
GOAL_RATIO = 0.9
GOAL_MB = 100


def run(command: list[str]) -> tuple[float, int]:
    """(CPU seconds, peak RSS bytes) of one run of `command`, which must exit 0."""
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert proc.stderr is not None
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(command)}: exit {status}\n{err[-2000:].decode(errors='replace')}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024


def prefix(corpus: Path, megabytes: float, name: str) -> Path:
    out = OUT / name
    with open(corpus, "rb") as source, open(out, "wb") as target:
        for line in source:
            if target.tell() >= megabytes * 1e6:
                break
            target.write(line)
    return out


def spelled(canonical: Path, name: str) -> Path:
    """The same messages in pi-ai's spelling, written by convert itself."""
    out = OUT / name
    if not out.exists() or out.stat().st_mtime < canonical.stat().st_mtime:
        run(
            [
                AGENTPROTO,
                "convert",
                "--from",
                "canonical",
                "--to",
                "pi-ai",
                str(canonical),
                "-o",
                str(out),
            ]
        )
    return out


def pairs(canonical: Path, pi: Path) -> list[tuple[str, list[str], list[str]]]:
    null = ["-o", os.devnull]
    return [
        (
            "canonical -> canonical / validate",
            [
                AGENTPROTO,
                "convert",
                "--from",
                "canonical",
                "--to",
                "canonical",
                str(canonical),
                *null,
            ],
            [AGENTPROTO, "validate", "-q", str(canonical)],
        ),
        (
            "pi-ai -> canonical / validate --dialect pi-ai",
            [AGENTPROTO, "convert", "--from", "pi-ai", "--to", "canonical", str(pi), *null],
            [AGENTPROTO, "validate", "-q", "--dialect", "pi-ai", str(pi)],
        ),
        (
            "canonical -> pi-ai / validate",
            [AGENTPROTO, "convert", "--from", "canonical", "--to", "pi-ai", str(canonical), *null],
            [AGENTPROTO, "validate", "-q", str(canonical)],
        ),
    ]


def speed(rounds: int, megabytes: float, corpus: Path) -> None:
    canonical = prefix(corpus, megabytes, f"convert-{megabytes:g}MB.jsonl")
    pi = spelled(canonical, f"convert-{megabytes:g}MB.pi-ai.jsonl")
    with open(canonical, "rb") as file:
        lines = sum(1 for _ in file)
    print(
        f"{canonical.stat().st_size / 1e6:,.0f} MB canonical, {pi.stat().st_size / 1e6:,.0f} MB "
        f"pi-ai, {lines:,} documents; {rounds} interleaved rounds, CPU seconds"
    )
    print(
        f"{'pair (convert / validate)':<46} {'convert':>8} {'validate':>8} {'ratio':>6} {'range':>11}"
        "  goal"
    )
    missed = 0
    for name, convert, validate in pairs(canonical, pi):
        ratios, mine, theirs = [], [], []
        for _ in range(rounds):
            a, _ = run(convert)
            b, _ = run(validate)
            mine.append(a)
            theirs.append(b)
            ratios.append(b / a)  # documents/s of convert over documents/s of validate
        met = statistics.median(ratios) >= GOAL_RATIO
        missed += not met
        print(
            f"{name:<46} {statistics.median(mine):>8.2f} {statistics.median(theirs):>8.2f} "
            f"{statistics.median(ratios):>6.2f} {min(ratios):>5.2f}-{max(ratios):<5.2f} "
            f" {'met' if met else 'MISSED'}",
            flush=True,
        )
    print(f"(ratio: convert's documents/s over validate's; goal at least {GOAL_RATIO})")
    if missed:
        print(f"MISSED: {missed} pair(s)")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


def memory(corpus: Path) -> None:
    """Peak memory of convert on the whole corpus, each way, and of `validate --dialect` and
    `validate` on the same inputs."""
    print(f"peak resident set, {corpus.stat().st_size / 1e6:,.0f} MB canonical input")
    pi = OUT / "transcripts.pi-ai.jsonl"
    convert = [AGENTPROTO, "convert"]
    runs = [
        (
            "convert canonical -> pi-ai",
            corpus,
            [*convert, "--from", "canonical", "--to", "pi-ai", "-o", str(pi)],
        ),
        ("convert pi-ai -> canonical", pi, [*convert, "--from", "pi-ai", "-o", os.devnull]),
        (
            "convert canonical -> canonical",
            corpus,
            [*convert, "--from", "canonical", "-o", os.devnull],
        ),
        ("validate --dialect pi-ai", pi, [AGENTPROTO, "validate", "-q", "--dialect", "pi-ai"]),
        ("validate", corpus, [AGENTPROTO, "validate", "-q"]),
    ]
    for label, source, command in runs:
        cpu, rss = run([*command, str(source)])
        verdict = "  met" if rss <= GOAL_MB * 1e6 else "  MISSED"
        print(
            f"  {label:<32} {source.stat().st_size / 1e6:>7,.0f} MB in  {rss / 1e6:>5.0f} MB peak  "
            f"{cpu:>6.1f} s CPU{verdict}",
            flush=True,
        )
    print(f"(goal: at most {GOAL_MB} MB; load average {os.getloadavg()[0]:.1f})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=OUT / "transcripts.jsonl")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--prefix-mb", type=float, default=30.0)
    parser.add_argument("--memory", action="store_true", help="the runs on the whole corpus")
    args = parser.parse_args()
    if not args.corpus.exists():
        sys.exit(f"{args.corpus} is missing: run bench/transcript_corpus.py --size 1GB first")
    if args.memory:
        memory(args.corpus)
    else:
        speed(args.rounds, args.prefix_mb, args.corpus)
    return 0


if __name__ == "__main__":
    sys.exit(main())
