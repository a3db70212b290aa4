"""The large behaviour-parity run: `agentproto conformance --differential N` (10,000 by default)
over the canonical schemas and fixtures, in every target whose toolchain is here; prints the
differential table, each behaviour's counts (cases, disagreements, distinct outcomes, problems,
refusals, dialect documents read and written) and the time of the whole command, wall clock
and CPU of every process it ran (the programs' builds included).

    .venv/bin/python bench/parity_differential.py [N]
"""

from __future__ import annotations

import re
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEEP = re.compile(r"^(parity, differential|differential |DIFF|MISSING|LISTED|NOT RUN|time )")


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    command = [str(ROOT / ".venv" / "bin" / "agentproto"), "conformance"]
    command += ["--schema-dir", "schema", "--fixtures", "tests/fixtures"]
    command += ["--suite", "tests/fixtures/streams", "--node-tools", "tools/node"]
    command += ["--differential", str(count)]
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    for line in done.stdout.split("\n"):
        if KEEP.match(line):
            print(line)
    print(
        f"whole command: {wall:.0f} s wall, {used.ru_utime + used.ru_stime:.0f} s CPU of every "
        f"process it ran; exit {done.returncode}"
    )
    found = sum(int(n) for n in re.findall(r"(\d+) disagreements", done.stdout))
    print(
        f"goal: 0 disagreements in every behaviour and target: {'met' if not found else f'MISSED ({found})'}"
    )
    if done.returncode == 1 and found:  # the run ran; what it found is the figure
        return 0
    if done.returncode != 0:
        print(done.stdout[-3000:] + done.stderr[-3000:], file=sys.stderr)
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
