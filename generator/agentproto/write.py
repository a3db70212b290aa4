"""Stage 5: format, compare, and replace atomically. `check` renders in memory and diffs,
touching nothing."""

from __future__ import annotations

import difflib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from .errors import InstallError, SchemaError

RUFF = "ruff==0.17.5"  # the formatter, a dependency of agentproto: its output is part of ours


def ruff_binary() -> str:
    """The ruff executable of the `ruff` package installed beside agentproto (not whichever
    `ruff` is first on PATH: another version would format differently)."""
    try:
        from ruff.__main__ import find_ruff_bin  # type: ignore[import-untyped]
    except ImportError:
        raise InstallError(f"the generated Python is formatted with ruff, which is not installed "
                          f"in this environment: pip install {RUFF!r}") from None
    try:
        return os.fsdecode(find_ruff_bin())
    except FileNotFoundError:
        raise InstallError(f"the ruff package is installed but its executable is missing: "
                          f"pip install --force-reinstall {RUFF!r}") from None


def format_python(files: dict[str, str]) -> dict[str, str]:
    """Run ruff's formatter over the Python files, in memory (stdin to stdout)."""
    out = dict(files)
    if not any(path.endswith(".py") for path in files):
        return out
    ruff = ruff_binary()
    for path, text in files.items():
        if not path.endswith(".py"):
            continue
        try:
            proc = subprocess.run([ruff, "format", "--quiet", "--line-length", "100",
                                   "--stdin-filename", path, "-"],
                                  input=text, capture_output=True, text=True, check=False)
        except OSError as exc:
            raise InstallError(f"cannot run ruff ({ruff}): {exc.strerror}") from None
        if proc.returncode != 0:
            raise SchemaError(path, "", "generated code does not parse; this is a generator bug:\n"
                              + proc.stderr.strip())
        out[path] = proc.stdout
    return out


def diff(out_dir: Path, files: dict[str, str], owned: tuple[str, ...]) -> list[str]:
    """Unified diff lines between what is on disk and `files`; stale files under the `owned`
    folders (made by an earlier run, no longer generated) count too."""
    lines: list[str] = []
    for path in sorted(set(files) | existing(out_dir, owned)):
        target = out_dir / path
        old = target.read_text(encoding="utf-8") if target.is_file() else ""
        new = files.get(path, "")
        if old != new or (path in files) != target.is_file():
            hunk = list(difflib.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True),
                                             f"a/{path}", f"b/{path}"))
            if not hunk:  # an empty file made or removed: no line differs, the file does
                state = "new" if path in files else "deleted"
                hunk = [f"--- a/{path}\n", f"+++ b/{path}\n", f"@@ {state} empty file @@\n"]
            lines += hunk
            if lines and not lines[-1].endswith("\n"):
                lines[-1] += "\n"
    return lines


def existing(out_dir: Path, owned: tuple[str, ...]) -> set[str]:
    found: set[str] = set()
    for folder in owned:
        base = out_dir / folder
        if base.is_dir():
            for path in base.rglob("*"):
                rel = path.relative_to(out_dir)
                # tools leave caches and build metadata beside the code; those are not ours
                if path.is_file() and not any(part.startswith(".") or part == "__pycache__"
                                              or part.endswith(".egg-info") for part in rel.parts):
                    found.add(rel.as_posix())
    return found


def write(out_dir: Path, files: dict[str, str], owned: tuple[str, ...]) -> list[str]:
    """Replace each owned folder as a whole: build it beside the target, then swap it in with
    renames, so a reader never sees half of a generation. Returns the changed paths."""
    changed = sorted(p for p in set(files) | existing(out_dir, owned)
                     if not (out_dir / p).is_file() or p not in files
                     or (out_dir / p).read_text(encoding="utf-8") != files[p])
    if not changed:
        return []
    out_dir.mkdir(parents=True, exist_ok=True)
    for folder in owned:
        staging = Path(tempfile.mkdtemp(prefix=f".{folder}-", dir=out_dir))
        for path, text in files.items():
            if path.split("/", 1)[0] != folder:
                continue
            target = staging / path.split("/", 1)[1]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        final = out_dir / folder
        old = out_dir / f".{folder}-old"
        if old.exists():
            shutil.rmtree(old)
        if final.exists():
            os.rename(final, old)
        os.rename(staging, final)
        if old.exists():
            shutil.rmtree(old)
    return changed
