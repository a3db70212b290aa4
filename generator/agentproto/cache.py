"""A cache of pure, slow steps of generation: files made from inputs that a key names fully
(their bytes, the tool's version, the code that calls it). A hit gives the same files the step
would; a cache that cannot be read or written is only slower, never wrong.

It lives in `$AGENTPROTO_CACHE_DIR` (empty: no cache), else `$XDG_CACHE_HOME/agentproto`, else
`~/.cache/agentproto`, and keeps the `KEEP` newest entries of each kind. Inside `read_only()`
(`generate --check`, which writes nothing) a hit is used and a miss is not stored."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

#: Entries kept per kind: enough for a few schema sets and branches, bounded whatever happens.
KEEP = 16

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


def folder_parts(folder: Path) -> Iterable[bytes]:
    """Every file under `folder`, path and bytes, in a fixed order."""
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        yield path.relative_to(folder).as_posix().encode()
        yield path.read_bytes()


def cached(kind: str, parts: Iterable[bytes], make: Callable[[], dict[str, str]]) -> dict[str, str]:
    """`make()`, or what it gave before for the same `kind` and key parts."""
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
    if not _writable[0]:
        return files
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=folder, suffix=".tmp", delete=False
        ) as handle:
            json.dump(files, handle)
        os.replace(handle.name, path)  # whole or not at all, whoever reads it meanwhile
        prune(folder, kind)
    except OSError:
        pass
    return files


def prune(folder: Path, kind: str) -> None:
    """Remove all but the `KEEP` most recently written entries of `kind`."""
    entries = []
    for entry in folder.glob(f"{kind}-*.json"):
        try:
            entries.append((entry.stat().st_mtime, entry))
        except OSError:
            continue  # removed meanwhile by another run
    for _, stale in sorted(entries, reverse=True)[KEEP:]:
        stale.unlink(missing_ok=True)
