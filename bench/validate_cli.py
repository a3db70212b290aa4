"""Benchmark `agentproto validate` on a JSON Lines transcript corpus of 1 GB or more, single
process and `-j 2`, beside check-jsonschema on the same documents; speed (MB/s, documents/s) and
peak memory.

    .venv/bin/pip install -e '.[bench]'            # check-jsonschema, pinned
    .venv/bin/python bench/validate_cli.py         # makes bench/out/transcripts.jsonl (1 GB) if missing
    .venv/bin/python bench/validate_cli.py --jobs-rounds 5 --prefix-mb 100   # -j 1 against -j 2

check-jsonschema reads no JSON Lines, and is far slower, so it gets the first --prefix-mb of the
corpus as one JSON array, with the same schemas (their `$id`s removed so that its relative
`$ref`s resolve to the files beside them, which is how it reads a folder of schemas). Our
validator runs on that prefix too, as JSON Lines, so the two read the very same documents.

Peak memory: `RSS MB` is the peak resident set of the largest process of the run (`wait4`
resource usage, which covers the worker processes); `PSS MB` the peak proportional set size of
the whole process tree, parent and workers together (sampled from /proc every 50 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
BIN = Path(sys.executable).parent
DIALECT = "https://json-schema.org/draft/2020-12/schema"


@dataclass
class Measured:
    name: str
    command: list[str]
    nbytes: int
    documents: int
    seconds: float
    cpu_seconds: float
    largest_rss: int
    total_pss: int

    def row(self) -> str:
        return (
            f"{self.name:<44} {self.nbytes / 1e6:>8,.0f} {self.documents:>10,} {self.seconds:>8.1f} "
            f"{self.cpu_seconds:>7.1f} {self.nbytes / 1e6 / self.seconds:>7.1f} "
            f"{self.documents / self.seconds:>9,.0f} {self.largest_rss / 1e6:>8.0f} {self.total_pss / 1e6:>8.0f}"
        )


HEADER = (
    f"{'run':<44} {'MB':>8} {'documents':>10} {'wall s':>8} {'cpu s':>7} {'MB/s':>7} "
    f"{'docs/s':>9} {'RSS MB':>8} {'PSS MB':>8}"
)


def tree_pss(root: int) -> int:
    """Proportional set size of all descendants of `root`, in bytes: forked workers share
    pages with their parent, and PSS counts each shared page once in all, where a sum of RSS
    would count it once per process."""
    parents: dict[int, int] = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                stat = Path(entry.path, "stat").read_text()
                parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
    family, grew = {root}, True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in family and pid not in family:
                family.add(pid)
                grew = True
    total = 0
    for pid in family - {root}:  # the root is the launcher
        try:
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1]) * 1024
        except OSError:
            continue
    return total


# A small, freshly started launcher forks the command and reports its `wait4` figures: a child
# forked from this process would carry this process's peak RSS into its own `ru_maxrss` (Linux
# keeps the high-water mark across exec).
LAUNCHER = """
import os, subprocess, sys
proc = subprocess.Popen(sys.argv[2:])
_, status, usage = os.wait4(proc.pid, 0)
open(sys.argv[1], "w").write(f"{usage.ru_maxrss * 1024} {usage.ru_utime + usage.ru_stime}")
sys.exit(os.waitstatus_to_exitcode(status))
"""


def measure(name: str, command: list[str], nbytes: int, documents: int | None) -> Measured:
    """Run `command`; `documents` None means read the count from our JSON summary."""
    out_path, err_path, usage_path = OUT / "run.stdout", OUT / "run.stderr", OUT / "run.usage"
    started = time.perf_counter()
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        proc = subprocess.Popen(
            [sys.executable, "-c", LAUNCHER, str(usage_path), *command],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=err,
        )
    peak = 0
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not done.wait(0.05):
            peak = max(peak, tree_pss(proc.pid))

    sampler = threading.Thread(target=sample)
    sampler.start()
    code = proc.wait()
    seconds = time.perf_counter() - started
    done.set()
    sampler.join()
    largest_rss, cpu_seconds = usage_path.read_text().split()
    stdout, stderr = out_path.read_text(), err_path.read_text()
    if code != 0:
        sys.exit(f"{name}: exit {code}\n{stdout[-2000:]}\n{stderr[-2000:]}")
    if documents is None:
        documents = json.loads(stdout.splitlines()[-1])["documents"]
    return Measured(
        name, command, nbytes, documents, seconds, float(cpu_seconds), int(largest_rss), peak
    )


def prefix_files(corpus: Path, megabytes: float) -> tuple[Path, Path, int, int]:
    """The first `megabytes` of whole lines, as JSON Lines and as one JSON array."""
    lines = OUT / "prefix.jsonl"
    array = OUT / "prefix.json"
    count = 0
    with (
        open(corpus, "rb") as source,
        open(lines, "wb") as out_lines,
        open(array, "wb") as out_array,
    ):
        out_array.write(b"[")
        for line in source:
            if out_lines.tell() >= megabytes * 1e6:
                break
            out_array.write((b",\n" if count else b"\n") + line.rstrip(b"\n"))
            out_lines.write(line)
            count += 1
        out_array.write(b"\n]\n")
    return lines, array, count, lines.stat().st_size


def schemas_without_ids() -> Path:
    """Our schemas as check-jsonschema reads a folder: relative `$ref`s to the files beside."""
    folder = OUT / "schemas-without-id"
    shutil.rmtree(folder, ignore_errors=True)
    for path in sorted((ROOT / "schema").glob("*/*.json")):
        doc = json.loads(path.read_text())
        doc.pop("$id", None)
        target = folder / path.parent.name / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(doc))
    (folder / "transcript.json").write_text(
        json.dumps(
            {"$schema": DIALECT, "type": "array", "items": {"$ref": "agent/agent_message.json"}}
        )
    )
    return folder / "transcript.json"


def cpu_split(path: Path, jobs: int) -> tuple[float, float, float, float, float]:
    """(wall seconds, CPU seconds of the reading and ordering process, CPU seconds of the worker
    processes, wall seconds to the first outcome, wall seconds from the last outcome to the end
    of the run: the workers' shut-down) of checking `path` with the run's own machinery, in
    this process."""
    import resource

    from agentproto.shipped import canonical_schemas
    from agentproto.validate.check import Checker
    from agentproto.validate.inputs import expand, work
    from agentproto.validate.run import execute

    checker = Checker(canonical_schemas(), None)
    inputs, _ = expand((str(path),), "auto")
    mine0 = resource.getrusage(resource.RUSAGE_SELF)
    theirs0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    first = last = None
    for _ in execute(work(inputs, 16 << 20), jobs, checker):
        last = time.perf_counter()
        first = first if first is not None else last - started
    ended = time.perf_counter()
    mine = resource.getrusage(resource.RUSAGE_SELF)
    theirs = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (
        ended - started,
        mine.ru_utime + mine.ru_stime - mine0.ru_utime - mine0.ru_stime,
        theirs.ru_utime + theirs.ru_stime - theirs0.ru_utime - theirs0.ru_stime,
        first or 0.0,
        ended - (last or ended),
    )


def jobs_rounds(lines: Path, rounds: int) -> None:
    """`-j 1` against `-j 2`, interleaved: the wall-clock speed-up per round, and what it would
    be on two idle cores, from where the CPU time goes (the parent reads and orders, the two
    workers check: the slower of the parent and half the workers' time bounds the run)."""
    import statistics

    validate = [str(BIN / "agentproto"), "validate", "-q"]
    print(
        f"\n-j 1 against -j 2 on {lines.stat().st_size / 1e6:,.0f} MB, {rounds} interleaved rounds"
    )
    print(
        f"{'round':>5} {'j1 wall':>8} {'j2 wall':>8} {'speed-up':>9} {'j1 cpu':>7} {'j2 cpu':>7} {'load':>5}"
    )
    ups = []
    for i in range(rounds):
        one = measure("j1", [*validate, "-j", "1", str(lines)], 0, 0)
        two = measure("j2", [*validate, "-j", "2", str(lines)], 0, 0)
        ups.append(one.seconds / two.seconds)
        print(
            f"{i + 1:>5} {one.seconds:>8.1f} {two.seconds:>8.1f} {ups[-1]:>8.2f}x "
            f"{one.cpu_seconds:>7.1f} {two.cpu_seconds:>7.1f} {os.getloadavg()[0]:>5.1f}"
        )
    print(
        f"wall-clock speed-up: median {statistics.median(ups):.2f}x, range "
        f"{min(ups):.2f}-{max(ups):.2f}x (goal: 1.7x on two idle cores: "
        f"{'met' if statistics.median(ups) >= 1.7 else 'MISSED'})"
    )
    bounds = []
    for _ in range(rounds):
        _, alone, _, _, _ = cpu_split(lines, 1)
        _, parent, workers, first, wind_down = cpu_split(lines, 2)
        bounds.append((alone, parent, workers, first, wind_down))
    serial, parent, workers, first, wind_down = (
        statistics.median(b[i] for b in bounds) for i in range(5)
    )
    one_line = OUT / "one-line.jsonl"
    with open(lines, "rb") as file:
        one_line.write_bytes(file.readline())
    start = statistics.median(
        measure("start", [*validate, str(one_line)], 0, 0).cpu_seconds for _ in range(rounds)
    )
    per_document = workers / serial
    print(
        f"where the CPU goes (medians of {rounds}): -j 1 {serial:.2f} s; -j 2 parent {parent:.2f} s, "
        f"workers {workers:.2f} s together ({per_document:.2f}x the CPU of -j 1 for the same "
        f"documents); start-up (a one-line file, whole process) {start:.2f} s"
    )
    print(
        f"-j 2 waits: first outcome after {first:.2f} s, workers gone {wind_down:.3f} s after the "
        "last outcome (wall, medians)"
    )
    # Two idle cores: the start-up comes before any parallel work; then the parent (reading,
    # ordering) and the two workers share the two cores, so the run lasts at least half their
    # CPU together, and at least the busiest one. (The wait for the first outcome is the first
    # block's check, part of the workers' CPU; measured in wall time it shows the load.)
    scale = 1e9 / lines.stat().st_size
    for label, factor in ((f"this {lines.stat().st_size / 1e6:,.0f} MB", 1.0), ("1 GB", scale)):
        alone = start + serial * factor
        shared = start + max(parent * factor, workers * factor / 2, (parent + workers) * factor / 2)
        bound = alone / shared
        print(
            f"on two idle cores, start-up included, {label}: at most {bound:.2f}x "
            f"(goal 1.7x: {'met' if bound >= 1.7 else 'MISSED'})"
        )
    pairing_control(lines, rounds)
    autogroup = Path("/proc/sys/kernel/sched_autogroup_enabled")
    if autogroup.exists() and autogroup.read_text().strip() == "1":
        print(
            "note: the kernel shares CPU between sessions (autogroup): on a busy machine the two "
            "workers share one session's part, so the wall-clock speed-up shows the load"
        )


def halves(lines: Path) -> tuple[Path, Path]:
    """`lines` cut into two files of (nearly) as many lines each."""
    rows = lines.read_bytes().splitlines(keepends=True)
    first, second = OUT / "half-1.jsonl", OUT / "half-2.jsonl"
    first.write_bytes(b"".join(rows[: len(rows) // 2]))
    second.write_bytes(b"".join(rows[len(rows) // 2 :]))
    return first, second


def run_together(commands: list[list[str]]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of all of them) of `commands` started at once."""
    started = time.perf_counter()
    procs = [
        subprocess.Popen(c, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL) for c in commands
    ]
    cpu = 0.0
    for command, proc in zip(commands, procs):
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            sys.exit(f"{' '.join(command)}: exit {proc.returncode}")
        cpu += usage.ru_utime + usage.ru_stime
    return time.perf_counter() - started, cpu


def pairing_control(lines: Path, rounds: int) -> None:
    """What this machine gives two processes that share nothing: two `validate -j 1` runs on
    the two halves of the input, one after the other and then both at once. Their speed-up
    is the most any two-worker scheme can show here; their CPU at once over one after the
    other is what running side by side costs each (shared caches, memory bandwidth, a
    hypervisor's pairing of the two virtual cores), which no code of ours can remove."""
    import statistics

    validate = [str(BIN / "agentproto"), "validate", "-q", "-j", "1"]
    first, second = halves(lines)
    commands = [[*validate, str(first)], [*validate, str(second)]]
    ups, costs = [], []
    for _ in range(rounds):
        one_wall, one_cpu = run_together(commands[:1])
        two_wall, two_cpu = run_together(commands[1:])
        both_wall, both_cpu = run_together(commands)
        ups.append((one_wall + two_wall) / both_wall)
        costs.append(both_cpu / (one_cpu + two_cpu))
    print(
        f"control, two separate processes on the two halves (medians of {rounds}): both at once "
        f"{statistics.median(ups):.2f}x faster than one after the other (range "
        f"{min(ups):.2f}-{max(ups):.2f}x), at {statistics.median(costs):.2f}x the CPU (range "
        f"{min(costs):.2f}-{max(costs):.2f}x): what this machine allows any two processes "
        f"now (load {os.getloadavg()[0]:.1f})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=OUT / "transcripts.jsonl")
    parser.add_argument("--size", default="1GB", help="corpus size to make when it is missing")
    parser.add_argument(
        "--prefix-mb", type=float, default=20.0, help="MB given to check-jsonschema"
    )
    parser.add_argument("--skip-full", action="store_true", help="only the prefix runs")
    parser.add_argument(
        "--jobs-rounds", type=int, default=0, help="only -j 1 against -j 2 on the prefix, N rounds"
    )
    args = parser.parse_args()
    checker = BIN / "check-jsonschema"
    if not checker.exists():
        sys.exit("check-jsonschema is missing: .venv/bin/pip install -e '.[bench]'")
    if not args.corpus.exists():
        subprocess.run(
            [
                sys.executable,
                ROOT / "bench" / "transcript_corpus.py",
                "--size",
                args.size,
                "--out",
                args.corpus,
            ],
            check=True,
        )
    size = args.corpus.stat().st_size
    lines, array, count, prefix_bytes = prefix_files(args.corpus, args.prefix_mb)
    if args.jobs_rounds:
        jobs_rounds(lines, args.jobs_rounds)
        return 0
    wrapper = schemas_without_ids()
    validate = [str(BIN / "agentproto"), "validate", "--format", "json"]

    runs = []
    if not args.skip_full:
        runs += [
            ("agentproto validate, detected, -j 1", [*validate, str(args.corpus)], size, None),
            (
                "agentproto validate, detected, -j 2",
                [*validate, "-j", "2", str(args.corpus)],
                size,
                None,
            ),
            (
                "agentproto validate --entity, -j 1",
                [*validate, "--entity", "agent/agent_message", str(args.corpus)],
                size,
                None,
            ),
        ]
    runs += [
        (
            f"agentproto validate, detected, -j 1, {args.prefix_mb:g} MB",
            [*validate, str(lines)],
            prefix_bytes,
            None,
        ),
        (
            f"check-jsonschema, {args.prefix_mb:g} MB as an array",
            [str(checker), "--schemafile", str(wrapper), "--disable-formats", "*", str(array)],
            prefix_bytes,
            count,
        ),
    ]
    print(
        f"corpus {args.corpus} ({size / 1e6:,.0f} MB); prefix {prefix_bytes / 1e6:,.1f} MB, {count:,} documents"
    )
    print(HEADER)
    results = []
    for name, command, nbytes, documents in runs:
        results.append(measure(name, command, nbytes, documents))
        print(results[-1].row(), flush=True)
    ours = next(r for r in results if r.name.startswith("agentproto validate, detected, -j 1,"))
    theirs = results[-1]
    print(
        f"\ndocuments/s on the same {count:,} documents: agentproto {ours.documents / ours.seconds:,.0f}, "
        f"check-jsonschema {theirs.documents / theirs.seconds:,.0f}: "
        f"{(ours.documents / ours.seconds) / (theirs.documents / theirs.seconds):.1f}x"
    )
    for r in results:
        shown = [os.path.relpath(c, ROOT) if c.startswith(str(ROOT)) else c for c in r.command]
        print(f"  {r.name}: {' '.join(shown)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
