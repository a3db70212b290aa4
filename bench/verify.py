"""What the proof that `generate`'s output compiles costs, target by target (`generate`
proves by default; `--no-verify` skips it), in four cases:

    first:      a new output folder (a new stage: nothing of it in cargo's or Go's caches)
                and no proof remembered: the cost of the first `generate` into a folder;
    one edit:   the same folder after a one-line schema edit (a description: it changes a
                comment in every target), proved in the stage the previous run left;
    scratch:    the same edited files proved in a folder of their own, as each run did before
                the stage was kept (the baseline of "one edit");
    unchanged:  the same files again: the proof remembered, nothing run.

    .venv/bin/python bench/verify.py [--runs 5] [--schema agent/usage.json]

The files are made once per state by `agentproto generate --no-verify`; what is timed is
`registry.verify_files` alone: CPU seconds of this process and of the checkers it ran (tsc,
cargo and rustc, go vet, cc, a Python import), and wall seconds. The toolchains' own
dependency builds (cargo's registry crates, Go's standard library) are warm: they are built
once a machine. The cases interleave within each round; medians over the rounds, and the
ratio one edit / scratch per round, median."""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLI = Path(sys.executable).parent / "agentproto"


def cpu_now() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def edit(path: Path, n: int) -> None:
    """A new description for the schema: one line of it changed."""
    schema = json.loads(path.read_text())
    schema["description"] = f"{schema.get('description', '')} (revision {n})".strip()
    path.write_text(json.dumps(schema, indent=2) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--schema", default="agent/usage.json", help="the schema edited")
    args = parser.parse_args()

    from agentproto.targets.registry import TARGETS, unverifiable, verify_files

    names = tuple(name for name in TARGETS if TARGETS[name].verify is not None)
    lacking = unverifiable(names)
    for name, why in lacking.items():
        print(f"{name}: left out: {why}")
    names = tuple(name for name in names if name not in lacking)

    def timed(files: dict[str, str], name: str, place: Path) -> tuple[float, float]:
        before: list[str] = []
        cpu, wall = cpu_now(), time.perf_counter()
        failed = verify_files(files, (name,), str(place), before=before)
        cpu, wall = cpu_now() - cpu, time.perf_counter() - wall
        if failed:
            sys.exit(f"{name} does not compile:\n{failed[name]}")
        return cpu, wall

    cases = ("first", "one edit", "scratch", "unchanged")
    times: dict[tuple[str, str], list[tuple[float, float]]] = {}
    with tempfile.TemporaryDirectory(prefix="agentproto-verify-bench-") as scratch:
        work = Path(scratch)
        # the proofs remembered, in a cache of the benchmark's own (nothing of a former run)
        os.environ["AGENTPROTO_CACHE_DIR"] = str(work / "cache")
        schema = work / "schema"
        shutil.copytree(ROOT / "schema", schema, ignore=shutil.ignore_patterns("__pycache__"))

        def generate_files() -> dict[str, str]:
            """Every target's files, as `generate --no-verify` writes them."""
            out = work / "made"
            shutil.rmtree(out, ignore_errors=True)
            command = [str(CLI), "generate", "--no-verify", "--strict-keywords"]
            command += ["--schema-dir", str(schema), "--out-dir", str(out)]
            for name in names:
                command += ["--target", name]
            subprocess.run(command, check=True, capture_output=True)
            return {
                p.relative_to(out).as_posix(): p.read_text(encoding="utf-8")
                for p in sorted(out.rglob("*"))
                if p.is_file()
            }

        files = generate_files()
        for name in names:  # warm: the toolchains' dependencies built, as on any used machine
            timed(files, name, work / "warm")
        for n in range(1, args.runs + 1):
            first = generate_files()
            edit(schema / args.schema, n)
            edited = generate_files()
            for name in names:
                place = work / f"out{n}-{name}"
                os.environ["AGENTPROTO_CACHE_DIR"] = str(work / f"cache-first{n}-{name}")
                times.setdefault((name, "first"), []).append(timed(first, name, place))
                os.environ["AGENTPROTO_CACHE_DIR"] = str(work / "cache")
                times.setdefault((name, "one edit"), []).append(timed(edited, name, place))
                # the same files, a new folder, no proof remembered: as before the stage
                os.environ["AGENTPROTO_CACHE_DIR"] = str(work / f"cache-scratch{n}-{name}")
                fresh = work / f"scratch{n}-{name}"
                times.setdefault((name, "scratch"), []).append(timed(edited, name, fresh))
                os.environ["AGENTPROTO_CACHE_DIR"] = str(work / "cache")
                times.setdefault((name, "unchanged"), []).append(timed(edited, name, place))
    print(f"{'target':14} {'case':10} {'median cpu s':>12} {'median wall s':>13}   runs (cpu s)")
    for name in names:
        for case in cases:
            runs = times[(name, case)]
            shown = " ".join(f"{c:.2f}" for c, _ in runs)
            cpu = statistics.median(c for c, _ in runs)
            wall = statistics.median(w for _, w in runs)
            print(f"{name:14} {case:10} {cpu:12.2f} {wall:13.2f}   {shown}")
    print("\none edit / scratch, CPU, median of the per-round ratios (range):")
    for name in names:
        ratios = [
            e / s if s else 1.0
            for (e, _), (s, _) in zip(times[(name, "one edit")], times[(name, "scratch")])
        ]
        print(
            f"  {name:14} {statistics.median(ratios):.2f}x ({min(ratios):.2f} to {max(ratios):.2f})"
        )
    print("load average after: " + " ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
