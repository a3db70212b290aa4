"""Problems identical over a large draw: tests/test_problems_identical.py's comparison of every
target's problems with Python's, over 10,000 random invalid documents (the suite draws 2,000),
printing how many problems it compared and how many disagreements it found.

    .venv/bin/python bench/problems.py   # AGENTPROTO_PROBLEMS_DOCUMENTS sets another count"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

if __name__ == "__main__":
    env = {"AGENTPROTO_PROBLEMS_DOCUMENTS": "10000", **os.environ}
    test = ["tests/test_problems_identical.py", "-k", "same_problems"]
    command = [sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider", *test]
    raise SystemExit(subprocess.run(command, cwd=ROOT, env=env, check=False).returncode)
