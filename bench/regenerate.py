"""Regenerating every target with `agentproto generate --no-verify` (generation alone: the
proof that the output compiles is timed by bench/verify.py), as a user runs it, in four cases:

    (a) unchanged: the schemas and the output as the previous run left them;
    (b) one edit: one schema's description changed since the previous run (a new text each run);
    (d) one structural edit: a new optional integer property in that schema (a new name each run),
        which changes the types of every target (the pydantic models of the whole folder are
        made again: only a description edit takes the one-file path);
    (c) cold: an empty cache (`AGENTPROTO_CACHE_DIR` a fresh folder each run).

    .venv/bin/python bench/regenerate.py [--runs 5] [--schema agent/usage.json] [--compare DIR]

Each run is the CLI in a process of its own (`--strict-keywords`, every target, a copy of
schema/ into an output folder of its own); wall-clock per run, and the CPU time the run and
its children (formatters, the forked worker) took. The runs of the three cases interleave, so
load on the machine falls on each alike. Prints the runs, the median of each case and the load
average; bench/README.md keeps the figures and the command. `--compare DIR` also runs the
generator package found in DIR (say `git archive` of an older commit's `generator/`, put first on
`PYTHONPATH`), its runs interleaved with these, each with a schema copy and cache of its own.

After the runs, cases (b) and (d) are measured process by process (alone with `--split`, left out with
`--no-split`), in this process (the pipeline as the CLI runs it): the CPU time spent before the workers fork (loading, the IR), each target's
worker (render, format, and the formatter it runs), and the CPU time of starting the CLI
(imports, measured in a fresh interpreter). On a machine whose other load takes the cores,
wall time says little; from these figures the wall time on two free cores is estimated as
start + before-fork + the longest-first schedule of the workers on two cores."""

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
    # generation alone, without the proof that the output compiles (bench/verify.py times it):
    # --no-verify, and the environment for older code that knows no such flag
    # as on a user's machine, where Python keeps the bytecode of what it imported (this
    # machine's environment says not to, which bench/startup.py drops too)
    kept = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env = {**kept, "AGENTPROTO_CACHE_DIR": str(cache), "AGENTPROTO_VERIFY": "0"}
    if code is not None:
        env["PYTHONPATH"] = str(code)
    command = [str(CLI), "generate", "--strict-keywords", "--schema-dir", str(schema)]
    if code is None:
        command.append("--no-verify")
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


def edit_structure(path: Path, n: int) -> None:
    """A new optional count (an integer, so that an additive object such as usage takes it
    too): a change of type in every target."""
    document = json.loads(path.read_text(encoding="utf-8"))
    document.setdefault("properties", {})[f"edit_{n}"] = {"type": "integer", "minimum": 0}
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


EDITS = {"b": edit, "d": edit_structure}


def startup_cpu() -> float:
    """CPU seconds of a fresh interpreter importing what `agentproto generate` imports."""
    program = (
        "import resource, time\n"
        "import agentproto.cli, agentproto.pipeline, agentproto.write\n"
        "import agentproto.targets.registry\n"
        "u = resource.getrusage(resource.RUSAGE_SELF)\n"
        "print(u.ru_utime + u.ru_stime)\n"
    )
    kept = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, check=True, env=kept
    )
    return float(done.stdout)


def two_core_schedule(before_fork: float, workers: list[float]) -> float:
    """When the last job ends on two cores: the parent's work before its forks on one core,
    then each worker, longest first, on the core that frees first."""
    cores = [before_fork, 0.0]
    for job in sorted(workers, reverse=True):
        cores[cores.index(min(cores))] += job
    return max(cores)


def split(runs: int, schema_rel: str, change: str = "b") -> float:
    from agentproto import pipeline

    def own_cpu() -> float:
        own = resource.getrusage(resource.RUSAGE_SELF)
        return own.ru_utime + own.ru_stime

    def children_cpu() -> float:
        kids = resource.getrusage(resource.RUSAGE_CHILDREN)
        return kids.ru_utime + kids.ru_stime

    forks: list[float] = []
    workers: dict[str, float] = {}

    class Timed(pipeline._Worker):  # type: ignore[misc, name-defined]
        def __init__(self, work):  # type: ignore[no-untyped-def]
            self.name = work.args[1]
            super().__init__(work)
            forks.append(own_cpu())

        def _reap(self, kill=False):  # type: ignore[no-untyped-def]
            before = children_cpu()
            status = super()._reap(kill)
            workers[self.name] = children_cpu() - before
            return status

    pipeline._Worker = Timed
    rows = []
    with tempfile.TemporaryDirectory(prefix="agentproto-regen-split-") as scratch:
        schema = Path(scratch) / "schema"
        shutil.copytree(ROOT / "schema", schema, ignore=shutil.ignore_patterns("__pycache__"))
        os.environ["AGENTPROTO_CACHE_DIR"] = str(Path(scratch) / "cache")
        targets = tuple(pipeline.TARGETS)
        pipeline.generate_files(schema, targets, strict_keywords=True)  # warm
        for n in range(1, runs + 1):
            EDITS[change](schema / schema_rel, n)
            forks.clear()
            workers.clear()
            start = own_cpu()
            pipeline.generate_files(schema, targets, strict_keywords=True)
            before_fork = (forks[-1] if forks else own_cpu()) - start
            startup = startup_cpu()
            estimate = startup + two_core_schedule(before_fork, list(workers.values()))
            rows.append((startup, before_fork, dict(workers), estimate))
    names = sorted({name for _, _, each, _ in rows for name in each})
    print(f"{'start':>6} {'before fork':>11} " + " ".join(f"{n:>10}" for n in names), end="")
    print(f" {'all cpu':>8} {'2 free cores':>13}")
    for startup, before_fork, each, estimate in rows:
        total = startup + before_fork + sum(each.values())
        print(f"{startup:6.2f} {before_fork:11.2f} ", end="")
        print(" ".join(f"{each.get(n, 0.0):10.2f}" for n in names), end="")
        print(f" {total:8.2f} {estimate:13.2f}")
    median = statistics.median(estimate for *_, estimate in rows)
    verdict = "met" if median <= 1.0 else "MISSED"
    print(f"median estimate on two free cores: {median:.2f} s (goal: at most 1.0 s: {verdict})")
    print("load average after: " + " ".join(f"{x:.1f}" for x in os.getloadavg()))
    return median


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--schema", default="agent/usage.json", help="the schema (b) edits")
    parser.add_argument("--compare", type=Path, help="another generator folder to run too")
    parser.add_argument("--split", action="store_true", help="only (b)'s CPU, process by process")
    parser.add_argument("--no-split", action="store_true", help="only the runs, no --split after")
    args = parser.parse_args()
    if args.split:
        split(args.runs, args.schema)
        split(args.runs, args.schema, "d")
        return
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
                edit_structure(schema / args.schema, n)
                cases.setdefault((name, "d"), []).append(run(schema, out, cache, code))
                fresh = run(schema, work / f"cold{n}", work / f"empty{n}", code)
                cases.setdefault((name, "c"), []).append(fresh)
        names = {
            "a": "(a) unchanged",
            "b": f"(b) one edit ({args.schema})",
            "d": "(d) one structural edit",
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
        for case in ("b", "d"):
            edited = statistics.median(w for w, _ in cases[("this", case)])
            verdict = "met" if edited <= 1.0 else "MISSED"
            print(
                f"goal: {names[case]} regenerated in at most 1.0 s wall: {edited:.2f} s, {verdict}"
            )
        print("load average after: " + " ".join(f"{x:.1f}" for x in os.getloadavg()))
    if not args.no_split:
        # wall time on a loaded machine shows the load: the CPU of each process says what two
        # free cores would take
        for case, title in (("b", "(b) a description edit"), ("d", "(d) a structural edit")):
            print(f"\n{title}, process by process, CPU seconds, {args.runs} runs in this process:")
            split(args.runs, args.schema, case)


if __name__ == "__main__":
    main()
