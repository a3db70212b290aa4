"""`agentproto diff`: the two sides read, compared, the verdicts checked, the report written."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from ..errors import SchemaError
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


def since_last_generation(schema_dir: Path, out_dir: Path) -> Outcome:
    """What changed in `schema_dir` since the generation git holds: the schema folder as it was
    at the last commit that touched `out_dir`, against the folder now. The generated code is
    committed with the schemas it was made from, so that commit's schemas are the ones the
    bindings in use were generated from."""

    def git(*args: str, where: Path = schema_dir) -> str:
        try:
            done = subprocess.run(
                ["git", "-C", str(where), *args], capture_output=True, text=True, check=False
            )
        except OSError as exc:
            raise SchemaError(str(schema_dir), "", f"cannot run git: {exc.strerror}") from None
        if done.returncode != 0:
            lines = done.stderr.strip().splitlines()
            raise SchemaError(
                str(schema_dir), "", f"git cannot tell: {lines[-1] if lines else 'failed'}"
            )
        return done.stdout.strip()

    repo = Path(git("rev-parse", "--show-toplevel"))
    out = out_dir.resolve()
    if not out.is_relative_to(repo):
        raise SchemaError(str(out_dir), "", f"not in the git repository {repo}")
    commit = git(
        "log",
        "-1",
        "--format=%h",
        "--abbrev=12",
        "--",
        out.relative_to(repo).as_posix(),
        where=repo,
    )
    if not commit:
        raise SchemaError(str(out_dir), "", "no generation of it is committed in git yet")
    schema_path = schema_dir.resolve().relative_to(repo).as_posix()
    return diff(from_git(commit, repo, schema_path), from_folder(schema_dir, str(schema_dir)))
