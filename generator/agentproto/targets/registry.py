"""Every target, by name, in the order `--target` lists them and a run without `--target`
generates them. Adding a target is one entry here and its own module beside this one."""

from __future__ import annotations

import fcntl
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..errors import ToolchainMissing
from .base import Target
from .go import GO
from .pydantic import PYDANTIC
from .python import PYTHON
from .python_native import PYTHON_NATIVE
from .rust import RUST
from .typescript import TYPESCRIPT
from .verify import Uncompiled

TARGETS: dict[str, Target] = {
    target.name: target for target in (PYTHON, PYTHON_NATIVE, PYDANTIC, TYPESCRIPT, RUST, GO)
}


def target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        raise ValueError(f"unknown target {name!r}; known: {', '.join(TARGETS)}") from None


def conformance_targets() -> tuple[str, ...]:
    """Every target that has a conformance program (`Target.conformance`), in the registry's
    order: what `agentproto conformance` runs."""
    return tuple(name for name, each in TARGETS.items() if each.conformance is not None)


def unverifiable(names: tuple[str, ...]) -> dict[str, str]:
    """The targets among `names` whose output this machine cannot prove, each with why."""
    found: dict[str, str] = {}
    for name in names:
        target = TARGETS[name]
        if target.verify is None:
            found[name] = f"the {name} target has no compiler check"
        elif target.verify_missing is not None and (reason := target.verify_missing()):
            found[name] = reason
    return found


#: Proofs remembered: enough for the output of a few schema sets, branches and toolchains.
PROOFS_KEPT = 64


def proof_key(files: dict[str, str], name: str) -> str | None:
    """The key under which `name`'s files (of `files`) are remembered as proved: their paths
    and text, the toolchain that proves them (`Target.verify_identity`) and the generator's
    code (which holds how it proves them); None when the target names no toolchain."""
    from ..cache import generator_digest, key_of

    identity = TARGETS[name].verify_identity
    if identity is None:
        return None
    parts = [b"proved 1", name.encode(), generator_digest(), *identity(), b"files"]
    for path in sorted(p for p in files if p.split("/", 1)[0] == name):
        parts += [path.encode(), files[path].encode("utf-8", "surrogatepass")]
    return key_of(parts)


def _proved_before(key: str) -> bool:
    from ..cache import cache_dir, load_entry, usable

    folder = cache_dir()
    if folder is None or not usable(output=False):
        return False
    return load_entry(folder, f"proved-{key}.json", "proved") == b"true"


def _remember_proved(key: str) -> None:
    from ..cache import cache_dir, prune, store_text

    folder = cache_dir()
    if folder is not None and store_text(folder, f"proved-{key}.json", "proved", "true"):
        prune(folder, "proved", PROOFS_KEPT)


def verify_files(
    files: dict[str, str],
    names: tuple[str, ...],
    place: str = "",
    remember: bool = True,
    before: list[str] | None = None,
) -> dict[str, str]:
    """Each of `names` whose files (of `files`, paths relative to the output folder) do not
    compile, with the checker's messages. A target whose very files were proved before by the
    same toolchain and generator is not proved again (its name is added to `before`); one
    proved now is remembered so, unless not `remember` (`--check` writes nothing, caches
    included).

    The files are staged in a folder laid out as the output folder, which is neither read nor
    touched: this user's stage for `place` (the output folder's path), kept between runs so
    that a checker's caches (cargo's incremental build, Go's build cache) find the unchanged
    files where they were and check only what changed; a scratch folder when there is no
    build folder, or another run holds that stage."""
    from contextlib import ExitStack

    keys = {name: proof_key(files, name) for name in names if TARGETS[name].verify is not None}
    unproved = []
    for name, key in keys.items():
        if key is not None and _proved_before(key):
            if before is not None:
                before.append(name)
        else:
            unproved.append(name)
    failed: dict[str, str] = {}
    if not unproved:
        return failed
    with ExitStack() as stack:
        stage = stack.enter_context(_stage(place))
        for name in unproved:
            check = TARGETS[name].verify
            assert check is not None
            own = {path: text for path, text in files.items() if path.split("/", 1)[0] == name}
            _sync(stage / name, name, own)
            try:
                check(stage / name)
            except Uncompiled as exc:
                failed[name] = str(exc)
                continue
            except ToolchainMissing as exc:
                failed[name] = f"cannot verify: {exc}"
                continue
            key = keys[name]
            if remember and key is not None:
                _remember_proved(key)
    return failed


@contextmanager
def _stage(place: str) -> Iterator[Path]:
    """The folder the files are staged in, held for this run alone (see `verify_files`)."""
    from ..cache import key_of
    from .verify import build_folder

    builds = build_folder()
    if builds is not None:
        stage = builds / "verify" / key_of([os.path.abspath(place or ".").encode()])[:24]
        try:
            stage.mkdir(parents=True, exist_ok=True)
            lock = os.open(builds / "verify" / f"{stage.name}.lock", os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            lock = -1
        if lock >= 0:
            if not _hold(lock, builds / "verify" / f"{stage.name}.lock"):
                os.close(lock)  # another run proves into the same folder now: a scratch one
            else:
                try:
                    stage.mkdir(exist_ok=True)  # a pruning run may have taken it since
                    os.utime(stage)  # the newest used: the last pruned
                    _prune_stages(builds / "verify")
                    yield stage
                finally:
                    os.close(lock)  # the lock goes with it
                return
    with tempfile.TemporaryDirectory(prefix="agentproto-verify-") as scratch:
        yield Path(scratch)


#: Output folders whose stage is kept: a few projects or branches, bounded whatever happens.
STAGES_KEPT = 8


def _hold(lock: int, path: Path) -> bool:
    """Take the lock `lock` was opened on, without waiting. Held only if `path` still names
    that file: a pruning run removes a stale stage's lock file while it holds it, and a run that
    opened the file just before must not then share the stage with one that made it anew."""
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return os.fstat(lock).st_ino == os.stat(path).st_ino
    except OSError:
        return False


def _prune_stages(folder: Path) -> None:
    """Remove all but the `STAGES_KEPT` most recently used stages that no run holds now, with
    their lock files, and the lock files of stages gone."""
    stages = []
    for entry in folder.iterdir():
        if entry.is_dir() and not entry.is_symlink():
            stages.append((entry.stat().st_mtime, entry))
    stale = [stage for _, stage in sorted(stages, reverse=True)[STAGES_KEPT:]]
    kept = {stage.name for _, stage in stages} - {stage.name for stage in stale}
    orphans = [p.with_suffix("") for p in folder.glob("*.lock") if p.stem not in kept]
    for stage in {*stale, *orphans}:
        path = folder / f"{stage.name}.lock"
        try:
            lock = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            continue
        try:
            if _hold(lock, path):  # else in use: kept
                shutil.rmtree(stage, ignore_errors=True)
                path.unlink()  # while held: whoever opened it before sees it gone (`_hold`)
        except OSError:
            pass
        finally:
            os.close(lock)


def _sync(folder: Path, name: str, files: dict[str, str]) -> None:
    """Make `folder` hold exactly `files` (paths starting with `name/`): a file whose text is
    already there is left as it is (its modification time too, which is what cargo and tsc
    compare), any other entry, a link or what a former run left, is removed."""
    wanted = {folder / path.split("/", 1)[1]: text.encode("utf-8") for path, text in files.items()}
    dirs = {parent for path in wanted for parent in path.parents if folder in parent.parents}
    if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
        folder.unlink()
    folder.mkdir(parents=True, exist_ok=True)
    for here, subdirs, names in os.walk(folder, topdown=True):
        base = Path(here)
        for entry in [*subdirs]:
            path = base / entry
            if path.is_symlink() or path not in dirs:
                subdirs.remove(entry)
                if path.is_symlink():
                    path.unlink()
                else:
                    shutil.rmtree(path)
        for entry in names:
            path = base / entry
            if path not in wanted or path.is_symlink():
                path.unlink()
    for path, data in wanted.items():
        try:
            if path.is_file() and not path.is_symlink() and path.read_bytes() == data:
                continue
        except OSError:
            pass
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_symlink() or path.is_dir():
            shutil.rmtree(path) if path.is_dir() and not path.is_symlink() else path.unlink()
        temporary = path.with_name(f".{path.name}.tmp")
        temporary.write_bytes(data)
        os.replace(temporary, path)
