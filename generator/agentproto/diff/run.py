"""`agentproto diff`: the two sides read, compared, the verdicts checked, the report written."""

from __future__ import annotations

import time
from pathlib import Path

from .compare import compare_sets
from .report import Outcome
from .sources import SchemaSide, from_folder, from_git
from .witness import WitnessSearch


def diff(
    old: SchemaSide,
    new: SchemaSide,
    mode: str = "none",
    strict: bool = False,
    budget: float = 20.0,
) -> Outcome:
    """Compare two schema sets; `budget`: CPU seconds the witness search may take in all (past
    it, unproven breaks stay "may break")."""
    started = time.process_time()
    findings = compare_sets(old, new, strict)
    WitnessSearch(old, new, strict, budget).settle(findings)
    return Outcome(findings, old, new, mode, time.process_time() - started)


def side(folder: Path | None, ref: str | None, repo: Path, schema_path: str) -> SchemaSide:
    """A folder, or the folder `schema_path` of `repo` at revision `ref`."""
    if ref is not None:
        return from_git(ref, repo, schema_path)
    assert folder is not None
    return from_folder(folder)
