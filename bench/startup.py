"""Start-up of `agentproto validate` on one small file, side by side with check-jsonschema on the
same file and the same schemas: CPU time (user + system) of each process, rounds interleaved
(ours, theirs, ours, theirs...), the ratio taken per round, then the median and spread.

    .venv/bin/pip install -e '.[bench]'          # check-jsonschema, pinned
    .venv/bin/python bench/startup.py --rounds 15

CPU time, not wall clock: the machine is shared, and a process waiting for a core costs wall
time, not CPU time. Both run with bytecode caching on (a wheel install ships .pyc files; this
repository's editable install writes them on first import), after one warm-up run each. The
schema check-jsonschema gets is the same agent_message schema and the files it references,
with their `$id`s removed so that its relative `$ref`s resolve to the files beside them (as in
bench/validate_cli.py); formats are not asserted by either.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
GOAL = 0.5  # ours at most half of check-jsonschema's time

sys.path.insert(0, str(Path(__file__).parent))
from validate_cli import schemas_without_ids


def cpu_of(command: list[str], env: dict[str, str]) -> float:
    """User + system CPU seconds of one run of `command` (which must exit 0)."""
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    assert proc.stderr is not None
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(command)}: exit {status}\n{err.decode(errors='replace')}")
    return usage.ru_utime + usage.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    checker = BIN / "check-jsonschema"
    if not checker.exists():
        sys.exit("check-jsonschema is missing: .venv/bin/pip install -e '.[bench]'")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    folder = Path(tempfile.mkdtemp(prefix="agentproto-startup-"))
    one = folder / "one.json"
    one.write_text(json.dumps({"role": "user", "content": "What is in this folder?"}))
    schema = schemas_without_ids().parent / "agent" / "agent_message.json"
    ours = [str(BIN / "agentproto"), "validate", str(one)]
    theirs = [str(checker), "--schemafile", str(schema), "--disable-formats", "*", str(one)]
    for command in (ours, theirs):  # warm-up: bytecode written, file caches filled
        cpu_of(command, env)
    load_before = os.getloadavg()
    mine, other, ratios = [], [], []
    for _ in range(args.rounds):
        a, b = cpu_of(ours, env), cpu_of(theirs, env)
        mine.append(a)
        other.append(b)
        ratios.append(a / b)
    load_after = os.getloadavg()
    ratios.sort()
    q1, _, q3 = statistics.quantiles(ratios, n=4)
    print(f"{args.rounds} interleaved rounds, CPU seconds (user + system) per process")
    print(f"  agentproto validate one.json   median {statistics.median(mine):.3f} s")
    print(f"  check-jsonschema one.json      median {statistics.median(other):.3f} s")
    print(
        f"  ratio per round: median {statistics.median(ratios):.2f}, quartiles {q1:.2f}-{q3:.2f}, "
        f"range {ratios[0]:.2f}-{ratios[-1]:.2f} (goal: at most {GOAL})"
    )
    print(
        f"  load average before {load_before[0]:.1f}, after {load_after[0]:.1f} "
        f"({os.cpu_count()} cores)"
    )
    met = statistics.median(ratios) <= GOAL
    print("  goal met" if met else "  GOAL MISSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
