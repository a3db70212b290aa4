"""What checking the declared reads (`passes/reads.py`) costs `generate`, in CPU time.

    .venv/bin/python bench/reads_check.py [rounds]

Two measures, each in interleaved rounds, the median of the per-round figures:
- in process: on a freshly loaded `schema/` (its `$ref` resolver made first, as lowering makes
  it anyway), `check_reads` alone against `build_ir` with the check left out;
- end to end: `agentproto generate --check --target python` from an empty cache, with the check
  and with it left out, each a child process (its CPU time, user and system).
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from agentproto import pipeline
from agentproto.passes.reads import check_reads

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import sys
from agentproto import pipeline
if sys.argv[1] == "without":
    pipeline.check_reads = lambda schemas: None
from agentproto.cli import main
sys.argv = ["agentproto", "generate", "--check", "--target", "python", "--out-dir", "generated"]
main()
"""


def in_process(rounds: int) -> None:
    real = check_reads
    checks, builds, ratios = [], [], []
    for _ in range(rounds):
        schemas = pipeline.load_checked(ROOT / "schema")
        _ = schemas.locator
        start = time.process_time()
        check_reads(schemas)
        check = time.process_time() - start
        setattr(pipeline, "check_reads", lambda schemas: None)  # noqa: B010 - left out
        other = pipeline.load_checked(ROOT / "schema")
        _ = other.locator
        start = time.process_time()
        pipeline.build_ir(other)
        build = time.process_time() - start
        setattr(pipeline, "check_reads", real)  # noqa: B010 - put back
        checks.append(check)
        builds.append(build)
        ratios.append(check / build)
    print(
        f"in process: check_reads {statistics.median(checks) * 1000:.1f} ms, build_ir without "
        f"it {statistics.median(builds) * 1000:.0f} ms; check / build_ir "
        f"{statistics.median(ratios) * 100:.1f}% (range {min(ratios) * 100:.1f}-"
        f"{max(ratios) * 100:.1f}%), {rounds} rounds"
    )


def child_cpu(mode: str) -> float:
    env = dict(os.environ, AGENTPROTO_CACHE_DIR=tempfile.mkdtemp(prefix="reads-bench-"))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, "-c", CHILD, mode], env=env, cwd=ROOT, capture_output=True, check=False
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def end_to_end(rounds: int) -> None:
    ratios, withs, withouts = [], [], []
    for _ in range(rounds):
        without = child_cpu("without")
        with_check = child_cpu("with")
        ratios.append(with_check / without)
        withs.append(with_check)
        withouts.append(without)
    print(
        f"end to end (generate --check --target python, empty cache): with / without "
        f"{statistics.median(ratios):.3f} (range {min(ratios):.3f}-{max(ratios):.3f}); "
        f"{statistics.median(withs):.2f} s with, {statistics.median(withouts):.2f} s without, "
        f"{rounds} rounds"
    )


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 9
    in_process(count)
    end_to_end(count)
    print(f"load average {os.getloadavg()[0]:.1f}")
