"""A cache of pure, slow steps of generation: files made from inputs that a key names fully
(their bytes, the tool's version, the code that calls it). A hit gives the same files the step
would; a cache that cannot be read or written is only slower, never wrong.

It lives in `$AGENTPROTO_CACHE_DIR` (empty: no cache), else `$XDG_CACHE_HOME/agentproto`, else
`~/.cache/agentproto`, and keeps the `KEEP` newest entries of each kind (`cached`: one entry a
set of files) or the `KEEP_EACH` newest (`cached_each`: one entry a file). Inside `read_only()`
(`generate --check`, which writes nothing) a hit is used and a miss is not stored."""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

#: Entries kept per kind: enough for a few schema sets and branches, bounded whatever happens.
KEEP = 16
#: Entries kept per kind of `cached_each`: a file each, so room for the files of `KEEP` runs.
KEEP_EACH = 4096
KEEP_EACH_BYTES = 64 * 2**20

# A process-wide switch, not a context variable: the targets render in threads and forked
# workers, which must all see it.
_writable = [True]


@contextmanager
def read_only() -> Iterator[None]:
    """Within it, the cache is read but never written."""
    before = _writable[0]
    _writable[0] = False
    try:
        yield
    finally:
        _writable[0] = before


def cache_dir() -> Path | None:
    chosen = os.environ.get("AGENTPROTO_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen else None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "agentproto"


def key_of(parts: Iterable[bytes]) -> str:
    """A digest of the parts, each length-prefixed so no two lists of parts collide."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    return digest.hexdigest()


def folder_parts(folder: Path, skip: tuple[str, ...] = ()) -> Iterable[bytes]:
    """Every file under `folder` (but those under a folder named in `skip`), path and bytes, in
    a fixed order."""
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        rel = path.relative_to(folder)
        if skip and any(part in skip for part in rel.parts[:-1]):
            continue
        yield rel.as_posix().encode()
        yield path.read_bytes()


def store(folder: Path, name: str, text: str) -> bool:
    """Write `folder/name` whole or not at all, whoever reads it meanwhile; False when the
    cache cannot be written (or must not be: `read_only`)."""
    if not _writable[0]:
        return False
    temporary = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(  # newline="": the text's line ends kept as they are
            "w", encoding="utf-8", newline="", dir=folder, suffix=".tmp", delete=False
        ) as handle:
            temporary = handle.name
            handle.write(text)
        os.replace(temporary, folder / name)
    except OSError:
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)
        return False
    return True


def generator_parts() -> list[bytes]:
    """Key parts naming the generator that runs: every file of this package and of its shipped
    templates (read, not trusted to a version number: an editable install changes under it),
    the Python running it, and the distributions installed beside it (Jinja,
    datamodel-code-generator, the metaschemas... by name and version, as their metadata
    folders are named)."""
    from .shipped import templates

    parts = [b"generator 1", sys.version.encode(), sys.executable.encode()]
    for folder in (Path(__file__).parent, templates()):
        parts.append(str(folder.resolve()).encode())
        parts += folder_parts(folder, skip=("__pycache__",))
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        parts.append(entry.encode())
        installed = (n for n in names if n.endswith((".dist-info", ".egg-info", ".pth")))
        parts += sorted(n.encode() for n in installed)
    return parts


def cached_each(
    kind: str,
    parts: Iterable[bytes],
    files: dict[str, str],
    make: Callable[[dict[str, str]], dict[str, str]],
) -> dict[str, str]:
    """`make(files)`, for a `make` that maps each file on its own (what it gives for a path is a
    function of the key `parts`, that path and its text alone, as a formatter's output is of
    its version, options and input): each file comes from the cache when `make` was given the
    same path and text before under the same parts; `make` is called once, with the rest, or
    not at all. Entries are files of the folder `kind`, one a file."""
    folder = cache_dir()
    if folder is None or not files:
        return make(files) if files else {}
    shared = key_of(parts).encode()
    keys = {path: key_of([shared, path.encode(), text.encode()]) for path, text in files.items()}
    store_in = folder / kind
    out: dict[str, str] = {}
    for path, key in keys.items():
        try:
            with (store_in / key).open(encoding="utf-8", newline="") as entry:
                out[path] = entry.read()
        except (OSError, ValueError):
            continue
    missing = {path: text for path, text in files.items() if path not in out}
    if missing:
        made = make(missing)
        wrote = [store(store_in, keys[path], made[path]) for path in missing]
        if any(wrote):
            prune_each(store_in)
        out.update(made)
    return {path: out[path] for path in files}


def prune_each(folder: Path) -> None:
    """Remove all but the most recently written entries of a `cached_each` kind: at most
    `KEEP_EACH` of them, `KEEP_EACH_BYTES` in all (a generated module can weigh a megabyte)."""
    entries = []
    for entry in folder.iterdir():
        try:
            stat = entry.stat()
        except OSError:
            continue  # removed meanwhile by another run
        entries.append((stat.st_mtime, stat.st_size, entry))
    total = 0
    for n, (_, size, entry) in enumerate(sorted(entries, reverse=True)):
        total += size
        if n >= KEEP_EACH or total > KEEP_EACH_BYTES:
            entry.unlink(missing_ok=True)


def executable_parts(path: str) -> list[bytes]:
    """Part of a key naming an executable: its real path, size and modification time, so a
    reinstall (another version, or the same one) is a miss, never a stale hit."""
    real = os.path.realpath(path)
    try:
        stat = os.stat(real)
    except OSError:
        return [real.encode()]
    return [real.encode(), str(stat.st_size).encode(), str(stat.st_mtime_ns).encode()]


def stored(kind: str, parts: Iterable[bytes]) -> bool:
    """Whether `cached(kind, parts, ...)` would find an entry (it may still be unreadable)."""
    folder = cache_dir()
    return folder is not None and (folder / f"{kind}-{key_of(parts)}.json").is_file()


def cached(
    kind: str, parts: Iterable[bytes], make: Callable[[], dict[str, str]], keep: int = KEEP
) -> dict[str, str]:
    """`make()`, or what it gave before for the same `kind` and key parts; the `keep` newest
    entries of `kind` stay."""
    folder = cache_dir()
    if folder is None:
        return make()
    path = folder / f"{kind}-{key_of(parts)}.json"
    try:
        loaded = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(loaded, dict) and all(isinstance(v, str) for v in loaded.values()):
            return loaded
    except (OSError, ValueError):
        pass
    files = make()
    if store(folder, path.name, json.dumps(files)):
        prune(folder, kind, keep)
    return files


def prune(folder: Path, kind: str, keep: int = KEEP) -> None:
    """Remove all but the `keep` most recently written entries of `kind`."""
    entries = []
    for entry in folder.glob(f"{kind}-*.json"):
        try:
            entries.append((entry.stat().st_mtime, entry))
        except OSError:
            continue  # removed meanwhile by another run
    for _, stale in sorted(entries, reverse=True)[keep:]:
        stale.unlink(missing_ok=True)
