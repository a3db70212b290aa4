"""Regenerating every target with `agentproto generate`, as a user runs it, in three cases:

    (a) unchanged: the schemas and the output as the previous run left them;
    (b) one edit: one schema's description changed since the previous run (a new text each run);
    (c) cold: an empty cache (`AGENTPROTO_CACHE_DIR` a fresh folder each run).

    .venv/bin/python bench/regenerate.py [--runs 5] [--schema agent/usage.json] [--compare DIR]

Each run is the CLI in a process of its own (`--strict-keywords`, every target, a copy of
schema/ into an output folder of its own); wall-clock per run, and the CPU time the run and
its children (formatters, the forked worker) took. The runs of the three cases interleave, so
load on the machine falls on each alike. Prints the runs, the median of each case and the load
average; bench/README.md keeps the figures and the command. `--compare DIR` also runs the
generator package found in DIR (say `git archive` of an older commit's `generator/`, put first on
`PYTHONPATH`), its runs interleaved with these, each with a schema copy and cache of its own."""

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


def run(schema: Path, out: Path, cache: Path, code: Path | None) -> tuple[float, float]:
    """One `agentproto generate` of every target: (wall s, CPU s of it and its children)."""
    env = {**os.environ, "AGENTPROTO_CACHE_DIR": str(cache)}
    if code is not None:
        env["PYTHONPATH"] = str(code)
    command = [str(CLI), "generate", "--strict-keywords", "--schema-dir", str(schema)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [*command, "--out-dir", str(out)], env=env, capture_output=True, text=True, check=False
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"agentproto generate failed:\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def edit(path: Path, n: int) -> None:
    """A new top-level description: what the models, docs and comments of every target show."""
    document = json.loads(path.read_text(encoding="utf-8"))
    document["description"] = f"{document.get('description', '')} (edit {n})".strip()
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--schema", default="agent/usage.json", help="the schema (b) edits")
    parser.add_argument("--compare", type=Path, help="another generator folder to run too")
    args = parser.parse_args()
    codes: dict[str, Path | None] = {"this": None}
    if args.compare is not None:
        codes["compared"] = args.compare.resolve()
    with tempfile.TemporaryDirectory(prefix="agentproto-regen-") as scratch:
        cases: dict[tuple[str, str], list[tuple[float, float]]] = {}
        for name, code in codes.items():
            work = Path(scratch) / name
            schema = work / "schema"  # named schema/, as the repository's: the output names it
            shutil.copytree(ROOT / "schema", schema, ignore=shutil.ignore_patterns("__pycache__"))
            run(schema, work / "out", work / "cache", code)  # warm: cache and output filled
        for n in range(1, args.runs + 1):
            for name, code in codes.items():
                work = Path(scratch) / name
                schema, out, cache = work / "schema", work / "out", work / "cache"
                cases.setdefault((name, "a"), []).append(run(schema, out, cache, code))
                edit(schema / args.schema, n)
                cases.setdefault((name, "b"), []).append(run(schema, out, cache, code))
                fresh = run(schema, work / f"cold{n}", work / f"empty{n}", code)
                cases.setdefault((name, "c"), []).append(fresh)
        names = {
            "a": "(a) unchanged",
            "b": f"(b) one edit ({args.schema})",
            "c": "(c) cold (empty cache)",
        }
        print(f"{'code':9} {'case':34} {'median wall s':>13} {'median cpu s':>13}   runs (wall s)")
        for (name, case), times in cases.items():
            walls = [w for w, _ in times]
            cpus = [c for _, c in times]
            shown = " ".join(f"{w:.2f}" for w in walls)
            print(
                f"{name:9} {names[case]:34} {statistics.median(walls):13.2f} "
                f"{statistics.median(cpus):13.2f}   {shown}"
            )
        print("load average after: " + " ".join(f"{x:.1f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
