"""Proving that what `generate` made compiles: each target runs its language's own checker over
a staged copy of its files (`generate --verify`), before anything in the output folder is
replaced. The pieces the targets share: the error, running a checker, and telling its messages
in paths relative to the output folder (`typescript/src/x.ts(3,5)`), as the user finds them
there once written."""

from __future__ import annotations

import os
import re
import stat
import subprocess
import sys
from pathlib import Path

#: Seconds a checker may take; a compiler that hangs is a failure, not a hung generate.
CHECK_TIMEOUT = 900
#: The tail of a checker's output shown: the first errors are what the reader acts on.
SHOWN_CHARS = 6000


def build_folder() -> Path | None:
    """This user's folder of builds that outlive a run: the staged copies `generate` proves
    (one a output folder, so a checker's own caches, keyed by a file's path, see the same
    files again) and cargo's target folder. `$XDG_CACHE_HOME/agentproto-build` (else
    ~/.cache/agentproto-build), made private to its owner; None when `AGENTPROTO_CACHE_DIR` is
    empty (nothing kept between runs) or the folder is not a private folder of this user's
    (then each run builds in a scratch folder of its own)."""
    if os.environ.get("AGENTPROTO_CACHE_DIR") == "":
        return None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    folder = Path(base) / "agentproto-build"
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        info = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o077:
        return None  # what others can write into, a build must not run from
    return folder


class Uncompiled(Exception):
    """A target's output does not compile: the message is the checker's own, its paths
    relative to the output folder."""


def relative_messages(text: str, folder: Path, ext: str) -> str:
    """`text` with the staged folder's absolute paths made relative to the output folder
    (`<stage>/go/x.go` -> `go/x.go`), and the paths a checker gives relative to `folder`
    itself (`src/lib.rs:3:5`, `./checks/x.go:1:2`) prefixed with the folder's name."""
    stage = str(folder.parent)
    text = text.replace(stage + os.sep, "")
    own = re.compile(rf"^(\s*(?:-->\s*)?)(?:\./)?(?!{re.escape(folder.name)}/)([^\s:(]+\.{ext})\b")
    return "\n".join(own.sub(rf"\1{folder.name}/\2", line) for line in text.splitlines())


def run_checker(
    command: list[str], cwd: Path, folder: Path, ext: str, env: dict[str, str] | None = None
) -> None:
    """Run `command` in `cwd`; a non-zero exit raises Uncompiled with its output, paths made
    relative to the output folder (`ext`: the extension of the sources it names)."""
    try:
        done = subprocess.run(
            command,
            cwd=cwd,
            capture_output=True,
            text=True,
            check=False,
            timeout=CHECK_TIMEOUT,
            env={**os.environ, **(env or {})},
        )
    except subprocess.TimeoutExpired:
        raise Uncompiled(f"{command[0]} took over {CHECK_TIMEOUT}s; stopped") from None
    except OSError as exc:
        raise Uncompiled(f"cannot run {command[0]}: {exc.strerror or exc}") from None
    if done.returncode != 0:
        output = relative_messages((done.stdout + done.stderr).strip(), folder, ext)
        if len(output) > SHOWN_CHARS:
            output = output[:SHOWN_CHARS] + "\n... (more)"
        raise Uncompiled(output or f"{command[0]} exited with {done.returncode}")


# Run in a fresh interpreter with the staged folder first on its path: imports every module of
# every package there (a folder with `__init__.py`), and for the first that fails prints
# `path:line: Error: message` (the innermost frame inside the folder) and exits 1.
_IMPORT_ALL = r"""
import importlib, os, sys, traceback
root = sys.argv[1]
sys.path.insert(0, root)
modules = []
for top in sorted(os.listdir(root)):
    if not os.path.isfile(os.path.join(root, top, "__init__.py")):
        continue
    for here, dirs, files in os.walk(os.path.join(root, top)):
        dirs[:] = sorted(d for d in dirs if os.path.isfile(os.path.join(here, d, "__init__.py")))
        for name in sorted(files):
            if name.endswith(".py"):
                rel = os.path.relpath(os.path.join(here, name), root)[:-3].split(os.sep)
                modules.append(".".join(rel[:-1] if rel[-1] == "__init__" else rel))
for module in modules:
    try:
        importlib.import_module(module)
    except BaseException as exc:
        where = None
        if isinstance(exc, SyntaxError) and exc.filename:
            where = (exc.filename, exc.lineno)
        for frame in traceback.extract_tb(exc.__traceback__):
            if frame.filename.startswith(root + os.sep):
                where = (frame.filename, frame.lineno)
        place = f"{where[0]}:{where[1]}: " if where else ""
        print(f"{place}{type(exc).__name__}: {exc} (importing {module})")
        sys.exit(1)
"""


def interpreter_identity() -> list[bytes]:
    """What proves a Python target: this interpreter (the distributions installed beside it
    are in every key already, with the generator's code)."""
    from ..cache import executable_parts

    return executable_parts(sys.executable)


def import_every_module(folder: Path) -> None:
    """Import every module of the Python packages in `folder` in a fresh interpreter (this
    one's, with its installed dependencies), the compiled validators left out so that the
    pure-Python code is what is proved."""
    run_checker(
        [sys.executable, "-B", "-c", _IMPORT_ALL, str(folder)],
        folder,
        folder,
        "py",
        env={"AGENTPROTO_NATIVE": "0", "PYTHONDONTWRITEBYTECODE": "1"},
    )
