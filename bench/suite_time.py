"""What the test suite costs, file by file: each test file run alone by pytest in a process of
its own (as `scripts/test` would run it, but one file at a time, so that one file's cost is
not hidden in another's), its wall time and the CPU time of the process and everything it
started (cargo, tsc, go, node), then the slowest tests that pytest's `--durations` names.
pytest's report of each run is kept in bench/out/suite_time/.

    .venv/bin/python bench/suite_time.py                       # every tests/test_*.py
    .venv/bin/python bench/suite_time.py tests/test_parity.py  # some files
    .venv/bin/python bench/suite_time.py --together FILES...   # these files in one session
    .venv/bin/python bench/suite_time.py --together --workers 2 FILES...  # as scripts/test

`--together` runs the files named in one pytest session: what the session-wide builds of
tests/conftest.py save shows as the difference from the files run apart. `--workers N` runs
that session as `scripts/test` does, in N pytest-xdist workers (`--dist loadgroup`, tests/
support.py, "Two workers"). CPU time is the figure that counts on a shared machine; wall time
depends on what else runs, and is what a second worker shortens."""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DURATION = re.compile(r"^(\d+\.\d+)s (call|setup|teardown)\s+(\S+)", re.MULTILINE)


def children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


LOGS = ROOT / "bench" / "out" / "suite_time"


def run(files: list[str], workers: int = 0) -> tuple[float, float, str, int]:
    """(wall, CPU, pytest's output, exit code) of one pytest session over `files`."""
    split = ["-n", str(workers), "--dist", "loadgroup"] if workers else []
    wall, cpu = time.perf_counter(), children_cpu()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", *files, *split, "--durations=0", "-q"]
        + ["-p", "no:cacheprovider"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    return time.perf_counter() - wall, children_cpu() - cpu, done.stdout, done.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", help="test files (default: every tests/test_*.py)")
    parser.add_argument("--together", action="store_true", help="one session over the files")
    parser.add_argument("--slowest", type=int, default=25, help="how many slowest tests to list")
    parser.add_argument("--workers", type=int, default=0, help="pytest-xdist workers (0: none)")
    args = parser.parse_args()
    files = args.files or sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("tests/test_*.py"))
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    groups = [files] if args.together else [[f] for f in files]
    durations: list[tuple[float, str]] = []
    total_wall = total_cpu = 0.0
    failed = 0
    print(f"{'files':<48} {'wall s':>8} {'CPU s':>8}  result")
    for group in groups:
        wall, cpu, out, code = run(group, args.workers)
        total_wall += wall
        total_cpu += cpu
        failed += code != 0
        last = out.strip().splitlines()[-1] if out.strip() else f"exit {code}"
        name = group[0] if len(group) == 1 else f"{len(group)} files in one session"
        name += f", {args.workers} workers" if args.workers else ""
        print(f"{name:<48} {wall:8.1f} {cpu:8.1f}  {last.strip('= ')}", flush=True)
        durations += [(float(s), f"{kind} {test}") for s, kind, test in DURATION.findall(out)]
        LOGS.mkdir(parents=True, exist_ok=True)  # pytest's whole report, for a failure's details
        (LOGS / (Path(group[0]).stem + ".log")).write_text(out, encoding="utf-8")
    print(f"{'in all':<48} {total_wall:8.1f} {total_cpu:8.1f}")
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"\nthe {args.slowest} slowest steps (wall s, pytest --durations):")
    for seconds, test in sorted(durations, reverse=True)[: args.slowest]:
        print(f"{seconds:8.2f}  {test}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
