"""Stage 5: format, compare, and write. `diff` (for `--check`) only reads; `write` replaces file
by file, deleting only what its manifest says an earlier run wrote."""

from __future__ import annotations

import difflib
import fcntl
import json
import os
import shutil
import stat
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from .cache import cached_each, executable_parts, key_file, machine_key, sign, verified
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


def format_python(files: dict[str, str], tool_written: bool = False) -> dict[str, str]:
    """Run ruff's formatter over the Python files: one run over a scratch copy (ruff formats
    files in parallel; a process per file cost more than the formatting). `--isolated`, so the
    output never depends on a ruff configuration where the command happens to run.
    `tool_written`: for code written by another tool (datamodel-code-generator), ruff's fixes
    first: imports sorted (it leaves them as they come), the `typing` aliases Python 3.9
    deprecated (`Dict`, `List`) written as the builtins, `Union`/`Optional` as `|` and quoted
    annotations unquoted where that is safe (ruff's own judgement: never in an expression run
    as the class is made), a union's literals as one `Literal`, an unneeded `pass` dropped,
    all of which ruff's checks ask for, and the imports that leaves unused dropped. ruff's
    output for a file is a function of its text, path, options and the ruff executable, so a
    file formatted before comes from the cache, and ruff runs only over the others (not at
    all when none is left)."""
    python = {path: text for path, text in files.items() if path.endswith(".py")}
    if not python:
        return dict(files)
    ruff = ruff_binary()
    # the packages ruff's import sorting takes as the project's own: the folders at the top of
    # each target's output. Told, not detected, since only the files not formatted before are
    # written where ruff runs, and a package's `__init__.py` may not be among them.
    first_party = sorted({path.split("/")[1] for path in python if path.count("/") >= 2})
    parts = [*executable_parts(ruff), Path(__file__).read_bytes(), str(tool_written).encode()]
    parts += [name.encode() for name in first_party]
    done = cached_each(
        "ruff", parts, python, lambda rest: run_ruff(ruff, rest, tool_written, first_party)
    )
    return {path: done.get(path, text) for path, text in files.items()}


def run_ruff(
    ruff: str, python: dict[str, str], tool_written: bool, first_party: list[str]
) -> dict[str, str]:
    """`python` as ruff formats it (after its fixes for code another tool wrote, with
    `tool_written`, imports of the packages `first_party` sorted as the project's own)."""
    with tempfile.TemporaryDirectory(prefix="agentproto-format-") as scratch:
        for path, text in python.items():
            (Path(scratch) / path).parent.mkdir(parents=True, exist_ok=True)
            (Path(scratch) / path).write_text(text, encoding="utf-8")
        if tool_written:
            sort = [ruff, "check", "--isolated", "--quiet", "--no-cache", "--select"]
            sort += [
                "I,UP006,UP007,UP035,UP037,UP045,PYI030,PIE790,F401",
                "--config",
                f"lint.isort.known-first-party = {json.dumps(first_party)}",
                "--fix",
                "--exit-zero",
                "--target-version",
                "py311",
                scratch,
            ]
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
#
# The output folder is not a source of instructions: it may come from a pull request, which can
# hold any file, link or folder. Every path read from it (a manifest's, a journal's) is checked
# to be a plain relative path, and the way to it free of symbolic links, before anything is
# deleted or written there; a staging journal is obeyed only when it verifies as written by a
# run of agentproto on this machine (its keyed digest, `cache.sign`).

MANIFEST = ".agentproto-manifest.json"
STAGING = ".agentproto-staging"  # new files and backups of a run in progress, inside the target
JOURNAL = "journal.json"  # in STAGING while files are being replaced: what to undo after a crash
CACHES = frozenset({"__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "build", "dist"})
LOCK_WAIT = 60.0  # seconds a run waits for another one writing into the same folder
MAX_LISTING_BYTES = 64 * 2**20  # a manifest or journal larger than this is not one we wrote


class Refused(Exception):
    """The output folder holds something the generator did not write, in its way."""


class Unfinished(Refused):
    """The new files are in, but cleaning up after them failed midway."""


def plain_path(path: str) -> bool:
    """Whether `path` is a plain relative path: `/`-separated names, none empty, `.` or `..`,
    no backslash, NUL or other control character, no drive or absolute start."""
    if not path or path.startswith("/") or len(path) > 4096:
        return False
    if any(ord(ch) < 0x20 or ch in "\\\x7f" for ch in path) or ":" in path.split("/", 1)[0]:
        return False
    return all(part not in ("", ".", "..") for part in path.split("/"))


def link_on_the_way(base: Path, rel: str) -> Path | None:
    """The first of `base/rel`'s folders (below `base`), or `base/rel` itself, that is a
    symbolic link or a folder's place taken by something else; None when the way is clear
    (a part that does not exist ends the way: nothing below it exists either)."""
    parts = rel.split("/")
    here = base
    for n, part in enumerate(parts):
        here = here / part
        try:
            mode = here.lstat().st_mode
        except FileNotFoundError:
            return None
        except OSError:
            return here
        if stat.S_ISLNK(mode) or (n < len(parts) - 1 and not stat.S_ISDIR(mode)):
            return here
    return None


def read_listing(path: Path) -> object:
    """The JSON of a manifest or journal: a plain file (not a link, not a FIFO), read whole."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_LISTING_BYTES:
            raise ValueError(f"{path} is not a plain file")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return json.loads(handle.read(MAX_LISTING_BYTES + 1).decode("utf-8"))
    finally:
        os.close(fd)


def is_cache(parts: tuple[str, ...]) -> bool:
    return any(part in CACHES or part.endswith(".egg-info") for part in parts)


def read_manifest(base: Path) -> set[str] | None:
    """The files the manifest of `base` lists; None when there is no manifest. Refused when it
    is not a manifest agentproto wrote, or names a path that is not plain or lies behind a
    symbolic link: the generator deletes what a manifest lists, so none may lead it out."""
    path = base / MANIFEST
    if not path.exists() and not path.is_symlink():
        return None
    try:
        data = read_listing(path)
        listed = data["files"] if isinstance(data, dict) else None
        if not isinstance(listed, list) or not all(isinstance(p, str) for p in listed):
            raise TypeError
    except (OSError, ValueError, TypeError, KeyError, UnicodeDecodeError):
        raise Refused(
            f"{path} is not a manifest agentproto wrote; remove it, and anything else "
            "not generated, from the folder; nothing was written"
        ) from None
    for rel in listed:
        if not plain_path(rel):
            raise Refused(
                f"{path} lists {rel!r}, which is not a plain relative path inside {base}; "
                "agentproto deletes only files inside its folders. Remove the manifest and "
                "what it wrongly lists; nothing was written"
            )
        link = link_on_the_way(base, rel)
        if link is not None:
            raise Refused(
                f"{path} lists {rel}, but {link} is a symbolic link (or not a folder); "
                "agentproto neither deletes nor writes through links. Remove the link; "
                "nothing was written"
            )
    return set(listed)


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
            listed = read_manifest(base) if is_folder(base) else None
        except Refused:
            listed = None
        found |= {f"{folder}/{p}" for p in listed or () if (base / p).is_file()}
    return found


def is_folder(path: Path) -> bool:
    """A folder, and not a link to one."""
    try:
        return stat.S_ISDIR(path.lstat().st_mode)
    except OSError:
        return False


def in_the_way(base: Path, new: set[str], listed: set[str] | None) -> list[str]:
    """What in `base` the generator did not write and would have to overwrite or delete."""
    if not base.exists() and not base.is_symlink():
        return []
    if not is_folder(base):
        return [f"{base} (not a folder)"]
    found = []
    staging = base / STAGING
    if (staging.exists() or staging.is_symlink()) and not is_folder(staging):
        found.append(f"{staging} (not a folder agentproto made)")
    if listed is None:  # no manifest: only caches, and files an earlier version generated
        for path in sorted(base.rglob("*")):
            parts = path.relative_to(base).parts
            if (
                not is_cache(parts)
                and parts[0] != STAGING
                and (path.is_symlink() or not path.is_dir())
                and not generated_before_manifests(path)
            ):
                found.append(str(path))
    for rel in sorted(new):
        link = link_on_the_way(base, rel)
        target = base / rel
        if link is not None and link != target:
            found.append(f"{link} (not a folder)")
        elif (
            target.is_symlink()
            or target.is_dir()
            or (listed is not None and target.exists() and rel not in listed)
        ):
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
    for path in files:
        if not plain_path(path) or path.split("/", 1)[0] not in owned or "/" not in path:
            raise Refused(
                f"the generated path {path!r} is not a plain relative path inside one of the "
                f"target folders ({', '.join(owned)}); nothing was written"
            )
    out_dir.mkdir(parents=True, exist_ok=True)
    changed: list[str] = []
    with locked(out_dir):
        plans = []
        for folder in owned:
            base = out_dir / folder
            staging = base / STAGING
            if is_folder(base) and (staging.exists() or staging.is_symlink()):
                recover(base)
            new = {
                p.split("/", 1)[1]: text
                for p, text in files.items()
                if p.split("/", 1)[0] == folder
            }
            listed = read_manifest(base) if is_folder(base) else None
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


def is_plain_file(path: Path) -> bool:
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False


def replace(base: Path, new: dict[str, str], listed: set[str]) -> list[str]:
    """Put `new` into `base` file by file; delete the listed files no longer generated.

    Every file is written beside (in STAGING) and moved in with `os.replace`, so each file is at
    all times its old or its new text. Before the first move a journal names the moves and keeps
    a hard link to each old file; a failure undoes them at once, a crash on the next run
    (`recover`), so a failed run leaves the previous tree. The journal is removed once every file
    is in: the commit. Stale files go after that, and the manifest (which lists the old and the
    new files during the run) is rewritten last."""
    stale = sorted(p for p in listed - set(new) if is_plain_file(base / p))
    moves = sorted(
        p
        for p, text in new.items()
        if not is_plain_file(base / p) or (base / p).read_text(encoding="utf-8") != text
    )
    if not moves and not stale and (base / MANIFEST).is_file() and listed == set(new):
        return []
    staging = base / STAGING
    journaled: list[str] = []  # nothing was moved in before the journal was written
    try:
        for p in moves:
            target = staging / "new" / p
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(new[p], encoding="utf-8")
            if is_plain_file(base / p):
                backup = staging / "old" / p
                backup.parent.mkdir(parents=True, exist_ok=True)
                os.link(base / p, backup)
        write_manifest(base, listed | set(new))
        journal = staging / JOURNAL
        journal.write_text(journal_text(base, moves), encoding="utf-8")
        journaled = moves  # from here on, files may have been moved in
        for p in moves:
            (base / p).parent.mkdir(parents=True, exist_ok=True)
            os.replace(staging / "new" / p, base / p)
    except BaseException:
        undo(base, journaled)  # this run's own moves, known here: no journal need be trusted
        raise
    try:
        journal.unlink()  # the commit: from here on the new tree stays
        for p in stale:
            (base / p).unlink()
            for parent in (base / p).relative_to(base).parents:
                if (
                    parent != Path(".")
                    and is_folder(base / parent)
                    and not any((base / parent).iterdir())
                ):
                    (base / parent).rmdir()
        write_manifest(base, set(new))
        shutil.rmtree(staging)
    except OSError as exc:
        raise Unfinished(
            f"the new files are in {base}, but tidying up after them failed: "
            f"{exc.strerror or exc} ({exc.filename or base}); run `agentproto generate` again "
            "to finish"
        ) from None
    return sorted(moves + stale)


def journal_text(base: Path, moves: list[str]) -> str:
    """The journal of a run replacing `moves` in `base`: the moves, bound to this folder and to
    this machine's agentproto by a keyed digest, so that `recover` obeys no other journal."""
    body = json.dumps({"folder": str(base.resolve()), "moves": moves}, sort_keys=True)
    return json.dumps({"body": body, "digest": sign("journal", str(base.resolve()), body.encode())})


def journal_moves(base: Path, journal: Path) -> list[str]:
    """The moves the journal in `base` names, once it has been proved written by a run of
    agentproto on this machine for this folder, every path plain and clear of links; else
    Refused, naming the journal and what was expected."""
    where = str(base.resolve())

    def refuse(why: str) -> Refused:
        return Refused(
            f"{journal} {why}; a journal is obeyed only when a run of agentproto on this machine "
            f"wrote it for {where} (signed with the key in {key_file()}). If no run of yours was "
            f"interrupted there, remove {journal.parent}; nothing was changed"
        )

    if machine_key() is None:
        raise refuse("cannot be verified: this machine has no usable agentproto key")
    try:
        outer = read_listing(journal)
        body = outer["body"] if isinstance(outer, dict) else None
        digest = outer["digest"] if isinstance(outer, dict) else None
        if not isinstance(body, str) or not isinstance(digest, str):
            raise TypeError
    except (OSError, ValueError, TypeError, KeyError, UnicodeDecodeError):
        raise refuse("is not a journal agentproto wrote") from None
    if not verified("journal", where, body.encode("utf-8", "surrogatepass"), digest):
        raise refuse("was not written by agentproto on this machine for this folder")
    inner = json.loads(body)  # ours: verified
    if not isinstance(inner, dict) or inner.get("folder") != where:
        raise refuse("names another folder")
    moves = inner.get("moves")
    if not isinstance(moves, list):
        raise refuse("is not a journal agentproto wrote")
    for p in moves:
        if not isinstance(p, str) or not plain_path(p):
            raise refuse(f"names {p!r}, not a plain relative path")
        if link_on_the_way(base, p) is not None or link_on_the_way(journal.parent, f"old/{p}"):
            raise refuse(f"names {p}, whose way holds a symbolic link")
    return moves


def undo(base: Path, moves: list[str]) -> None:
    """Put back what this run moved in before it failed, then drop STAGING."""
    staging = base / STAGING
    for p in moves:
        backup = staging / "old" / p
        if is_plain_file(backup):
            os.replace(backup, base / p)
        elif is_plain_file(base / p) and not (staging / "new" / p).exists():
            (base / p).unlink()  # moved in by this run, and there was no old file
    shutil.rmtree(staging, ignore_errors=True)


def recover(base: Path) -> None:
    """Finish what a run that stopped midway left in `base`: with a journal (files were being
    moved in), put every old file back and remove the new ones that had none; then drop STAGING.
    A journal this machine's agentproto did not write for `base` is Refused, nothing changed."""
    staging = base / STAGING
    if not is_folder(staging):
        if staging.exists() or staging.is_symlink():
            raise Refused(
                f"{staging} is not a folder agentproto made (a link, or a file); remove it; "
                "nothing was changed"
            )
        return
    journal = staging / JOURNAL
    if journal.exists() or journal.is_symlink():
        undo(base, journal_moves(base, journal))
    shutil.rmtree(staging, ignore_errors=True)
