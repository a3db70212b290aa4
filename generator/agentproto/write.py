"""Stage 5: format, compare, and write. `diff` (for `--check`) only reads; `write` replaces file
by file, deleting only what its manifest says an earlier run wrote."""

from __future__ import annotations

import difflib
import fcntl
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .cache import cached_each, executable_parts
from .errors import InstallError, SchemaError

RUFF = "ruff==0.17.5"  # the formatter, a dependency of agentproto: its output is part of ours


# `find_ruff_bin` reads `sysconfig`, whose first use is not thread-safe (a second thread can see
# its variables half made), and the targets format in threads of their own
_RUFF_LOCK = threading.Lock()


def ruff_binary() -> str:
    """The ruff executable of the `ruff` package installed beside agentproto (not whichever
    `ruff` is first on PATH: another version would format differently)."""
    with _RUFF_LOCK:
        return _ruff_binary()


def _ruff_binary() -> str:
    try:
        from ruff.__main__ import find_ruff_bin  # type: ignore[import-untyped]
    except ImportError:
        raise InstallError(
            f"the generated Python is formatted with ruff, which is not installed "
            f"in this environment: pip install {RUFF!r}"
        ) from None
    try:
        return os.fsdecode(find_ruff_bin())
    except FileNotFoundError:
        raise InstallError(
            f"the ruff package is installed but its executable is missing: "
            f"pip install --force-reinstall {RUFF!r}"
        ) from None


def format_python(files: dict[str, str], sort_imports: bool = False) -> dict[str, str]:
    """Run ruff's formatter over the Python files: one run over a scratch copy (ruff formats
    files in parallel; a process per file cost more than the formatting). `--isolated`, so the
    output never depends on a ruff configuration where the command happens to run.
    `sort_imports`: ruff's import sorting first (for code written by a tool that leaves its
    imports as they come). ruff's output for a file is a function of its text, path, options
    and the ruff executable, so a file formatted before comes from the cache, and ruff runs only
    over the others (not at all when none is left)."""
    python = {path: text for path, text in files.items() if path.endswith(".py")}
    if not python:
        return dict(files)
    ruff = ruff_binary()
    parts = [*executable_parts(ruff), Path(__file__).read_bytes(), str(sort_imports).encode()]
    done = cached_each("ruff", parts, python, lambda rest: run_ruff(ruff, rest, sort_imports))
    return {path: done.get(path, text) for path, text in files.items()}


def run_ruff(ruff: str, python: dict[str, str], sort_imports: bool) -> dict[str, str]:
    """`python` as ruff formats it (and sorts its imports, with `sort_imports`)."""
    with tempfile.TemporaryDirectory(prefix="agentproto-format-") as scratch:
        for path, text in python.items():
            (Path(scratch) / path).parent.mkdir(parents=True, exist_ok=True)
            (Path(scratch) / path).write_text(text, encoding="utf-8")
        if sort_imports:
            sort = [ruff, "check", "--isolated", "--quiet", "--no-cache", "--select", "I"]
            sort += ["--fix", "--exit-zero", "--target-version", "py311", scratch]
            try:
                subprocess.run(sort, capture_output=True, text=True, check=False)
            except OSError as exc:
                raise InstallError(f"cannot run ruff ({ruff}): {exc.strerror}") from None
        command = [
            ruff,
            "format",
            "--isolated",
            "--quiet",
            "--no-cache",
            "--line-length",
            "100",
            "--target-version",
            "py311",
            scratch,
        ]
        try:
            proc = subprocess.run(command, capture_output=True, text=True, check=False)
        except OSError as exc:
            raise InstallError(f"cannot run ruff ({ruff}): {exc.strerror}") from None
        if proc.returncode != 0:
            raise SchemaError(
                "generated Python",
                "",
                "generated code does not parse; this is a generator bug:\n"
                + proc.stderr.replace(scratch + os.sep, "").strip(),
            )
        return {path: (Path(scratch) / path).read_text(encoding="utf-8") for path in python}


def diff(out_dir: Path, files: dict[str, str], owned: tuple[str, ...]) -> list[str]:
    """Unified diff lines between what is on disk and `files`; stale files under the `owned`
    folders (made by an earlier run, no longer generated) count too. Reads only."""
    lines: list[str] = []
    for path in sorted(set(files) | existing(out_dir, owned)):
        target = out_dir / path
        old = target.read_text(encoding="utf-8") if target.is_file() else ""
        new = files.get(path, "")
        if old != new or (path in files) != target.is_file():
            hunk = list(
                difflib.unified_diff(
                    old.splitlines(keepends=True),
                    new.splitlines(keepends=True),
                    f"a/{path}",
                    f"b/{path}",
                )
            )
            if not hunk:  # an empty file made or removed: no line differs, the file does
                state = "new" if path in files else "deleted"
                hunk = [f"--- a/{path}\n", f"+++ b/{path}\n", f"@@ {state} empty file @@\n"]
            lines += hunk
            if lines and not lines[-1].endswith("\n"):
                lines[-1] += "\n"
    return lines


# --- what the generator owns ------------------------------------------------------------------
#
# Each target folder (`OUT/python`, ...) holds a manifest listing every file the generator
# wrote there. It deletes or overwrites only those; anything else in its way is a refusal, and
# the caches tools leave beside code are neither deleted nor in the way.

MANIFEST = ".agentproto-manifest.json"
STAGING = ".agentproto-staging"  # new files and backups of a run in progress, inside the target
JOURNAL = "journal.json"  # in STAGING while files are being replaced: what to undo after a crash
CACHES = frozenset({"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "build", "dist"})
LOCK_WAIT = 60.0  # seconds a run waits for another one writing into the same folder


class Refused(Exception):
    """The output folder holds something the generator did not write, in its way."""


def is_cache(parts: tuple[str, ...]) -> bool:
    return any(part in CACHES or part.endswith(".egg-info") for part in parts)


def read_manifest(base: Path) -> set[str] | None:
    """The files the manifest of `base` lists; None when there is no manifest."""
    path = base / MANIFEST
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        listed = data["files"]
        if not isinstance(listed, list) or not all(isinstance(p, str) for p in listed):
            raise TypeError
    except (ValueError, TypeError, KeyError, UnicodeDecodeError):
        raise Refused(
            f"{path} is not a manifest agentproto wrote; remove it, and anything else "
            "not generated, from the folder"
        ) from None
    # only plain relative paths: a manifest must not lead the generator out of its folder
    return {p for p in listed if p and not p.startswith("/") and ".." not in p.split("/")}


def write_manifest(base: Path, paths: set[str]) -> None:
    text = (
        json.dumps({"written_by": "agentproto generate", "files": sorted(paths)}, indent=1) + "\n"
    )
    temp = base / STAGING / MANIFEST
    temp.parent.mkdir(parents=True, exist_ok=True)
    temp.write_text(text, encoding="utf-8")
    os.replace(temp, base / MANIFEST)


def existing(out_dir: Path, owned: tuple[str, ...]) -> set[str]:
    """The files (relative to `out_dir`) an earlier run wrote into the `owned` folders."""
    found: set[str] = set()
    for folder in owned:
        base = out_dir / folder
        try:
            listed = read_manifest(base) if base.is_dir() else None
        except Refused:
            listed = None
        found |= {f"{folder}/{p}" for p in listed or () if (base / p).is_file()}
    return found


def in_the_way(base: Path, new: set[str], listed: set[str] | None) -> list[str]:
    """What in `base` the generator did not write and would have to overwrite or delete."""
    if not base.exists() and not base.is_symlink():
        return []
    if base.is_symlink() or not base.is_dir():
        return [f"{base} (not a folder)"]
    if listed is None:  # no manifest: only caches, and files an earlier version generated
        found = []
        for path in sorted(base.rglob("*")):
            parts = path.relative_to(base).parts
            if (
                not is_cache(parts)
                and parts[0] != STAGING
                and not path.is_dir()
                and not generated_before_manifests(path)
            ):
                found.append(str(path))
        return found
    found = []
    for rel in sorted(new):
        target = base / rel
        for parent in list(reversed(target.relative_to(base).parents))[1:]:
            if (
                (base / parent).is_symlink()
                or (base / parent).exists()
                and not (base / parent).is_dir()
            ):
                found.append(f"{base / parent} (not a folder)")
        if target.is_symlink() or target.is_dir() or (target.exists() and rel not in listed):
            found.append(str(target))
    return list(dict.fromkeys(found))


def generated_before_manifests(path: Path) -> bool:
    """A file of a folder generated before manifests were written: it starts with the DO NOT
    EDIT line (or is the empty `py.typed` marker). Such a folder is taken over as if listed."""
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as f:
        head = f.read(64)
    return head.startswith(
        (b"# DO NOT EDIT: generated by agentproto", b"# DO NOT EDIT: copied by agentproto")
    ) or (path.name == "py.typed" and not head)


def refusal(folder: Path, stray: list[str]) -> str:
    shown = ", ".join(stray[:5]) + (f" and {len(stray) - 5} more" if len(stray) > 5 else "")
    return (
        f"{folder} holds files agentproto did not write ({shown}); it replaces only what its "
        f"manifest ({MANIFEST}) lists. Move them away or choose another --out-dir; "
        "nothing was written"
    )


def overlap(schema_dir: Path, out_dir: Path, owned: tuple[str, ...]) -> str | None:
    """Why writing the `owned` folders of `out_dir` could touch the schemas, or None."""
    schemas = schema_dir.resolve()
    for folder in owned:
        target = (out_dir / folder).resolve()
        if target == schemas or schemas in target.parents or target in schemas.parents:
            return (
                f"the output folder {out_dir / folder} and the schema folder {schema_dir} "
                "overlap; choose an --out-dir whose target folders are outside the schemas"
            )
    return None


@contextmanager
def locked(out_dir: Path) -> Iterator[None]:
    """Holds an exclusive `flock` on the output folder itself (no lock file is left behind);
    a second run waits for the first, up to LOCK_WAIT seconds."""
    fd = os.open(out_dir, os.O_RDONLY)
    try:
        deadline = time.monotonic() + LOCK_WAIT
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise Refused(
                        f"another agentproto run has been writing into {out_dir} for "
                        f"{LOCK_WAIT:.0f}s; nothing was written"
                    ) from None
                time.sleep(0.05)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def write(out_dir: Path, files: dict[str, str], owned: tuple[str, ...]) -> list[str]:
    """Write `files` into the `owned` folders of `out_dir`, deleting only files an earlier run's
    manifest lists; returns the changed paths. Raises Refused, having changed nothing, when
    something the generator did not write is in the way."""
    out_dir.mkdir(parents=True, exist_ok=True)
    changed: list[str] = []
    with locked(out_dir):
        plans = []
        for folder in owned:
            base = out_dir / folder
            if (base / STAGING).is_dir():
                recover(base)
            new = {
                p.split("/", 1)[1]: text
                for p, text in files.items()
                if p.split("/", 1)[0] == folder
            }
            listed = read_manifest(base) if base.is_dir() and not base.is_symlink() else None
            stray = in_the_way(base, set(new), listed)
            if stray:
                raise Refused(refusal(base, stray))
            if listed is None and base.is_dir():  # generated before manifests: ours to replace
                listed = {
                    path.relative_to(base).as_posix()
                    for path in base.rglob("*")
                    if generated_before_manifests(path)
                }
            plans.append((folder, base, new, listed or set()))
        for folder, base, new, listed in plans:
            changed += [f"{folder}/{p}" for p in replace(base, new, listed)]
    return sorted(changed)


def replace(base: Path, new: dict[str, str], listed: set[str]) -> list[str]:
    """Put `new` into `base` file by file; delete the listed files no longer generated.

    Every file is written beside (in STAGING) and moved in with `os.replace`, so each file is at
    all times its old or its new text. Before the first move a journal names the moves and keeps
    a hard link to each old file; a failure undoes them at once, a crash on the next run
    (`recover`), so a failed run leaves the previous tree. The journal is removed once every file
    is in: the commit. Stale files go after that, and the manifest (which lists the old and the
    new files during the run) is rewritten last."""
    stale = sorted(p for p in listed - set(new) if (base / p).is_file())
    moves = sorted(
        p
        for p, text in new.items()
        if not (base / p).is_file() or (base / p).read_text(encoding="utf-8") != text
    )
    if not moves and not stale and (base / MANIFEST).is_file() and listed == set(new):
        return []
    staging = base / STAGING
    try:
        for p in moves:
            target = staging / "new" / p
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(new[p], encoding="utf-8")
            if (base / p).is_file():
                backup = staging / "old" / p
                backup.parent.mkdir(parents=True, exist_ok=True)
                os.link(base / p, backup)
        write_manifest(base, listed | set(new))
        journal = staging / JOURNAL
        journal.write_text(json.dumps(moves), encoding="utf-8")
        for p in moves:
            (base / p).parent.mkdir(parents=True, exist_ok=True)
            os.replace(staging / "new" / p, base / p)
    except BaseException:
        recover(base)
        raise
    journal.unlink()  # the commit: from here on the new tree stays
    for p in stale:
        (base / p).unlink()
        for parent in (base / p).relative_to(base).parents:
            if (
                parent != Path(".")
                and (base / parent).is_dir()
                and not any((base / parent).iterdir())
            ):
                (base / parent).rmdir()
    write_manifest(base, set(new))
    shutil.rmtree(staging)
    return sorted(moves + stale)


def recover(base: Path) -> None:
    """Finish what a run that stopped midway left in `base`: with a journal (files were being
    moved in), put every old file back and remove the new ones that had none; then drop STAGING."""
    staging = base / STAGING
    journal = staging / JOURNAL
    if journal.is_file():
        for p in json.loads(journal.read_text(encoding="utf-8")):
            backup = staging / "old" / p
            if backup.is_file():
                os.replace(backup, base / p)
            elif (base / p).is_file() and not (staging / "new" / p).exists():
                (base / p).unlink()  # moved in by the failed run, and there was no old file
        journal.unlink()
    shutil.rmtree(staging, ignore_errors=True)
