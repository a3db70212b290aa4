"""Preparing the Python program: the bindings generated from the schema folder into the work
folder (found first on the program's path, so the schemas asked for are the ones answering, not
an installed package), suite schemas compiled in the program by `agentproto.compile`."""

from __future__ import annotations

import sys

from ..pipeline import render
from ..targets.base import ConformanceWork


def prepare(work: ConformanceWork) -> list[str]:
    for rel, text in render(work.schema_dir, ("python",), strict_keywords=False).items():
        path = work.work / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    command = [sys.executable, "-m", "agentproto.conformance.python_program"]
    command += ["--bindings", str(work.work / "python")]
    return command + ([str(work.suite)] if work.suite is not None else [])
