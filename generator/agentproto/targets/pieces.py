"""A formatter run on the pieces of a file that changed, the other pieces taken from its last run.

A file an emitter writes is a row of top-level items, and rustfmt (default options) formats an
item the same whatever items stand beside it; between items it keeps at most one blank line. So
a file is cut before each line at column 0 that follows a blank line and is no closing bracket,
and only the pieces not formatted before for that path go to the formatter, all in one text,
each behind a marker line, the output cut at the markers again; the file is the pieces'
outputs joined by one blank line. After a structural edit (a property added to one schema),
rustfmt then reads a few items instead of the crate's largest modules.

A cut inside a string literal leaves a piece the formatter refuses, or an output that does not
cut back into as many pieces: that file is formatted whole, as is a file holding a marker line
of its own. What each piece became is kept per path in the cache (`kind`), one entry a file,
holding the pieces of its last run only. `tests/test_format_pieces.py` holds the result equal
to the formatter over the whole file."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable

from ..cache import cache_dir, key_of, load_entry, store_text

#: Where a file is cut: the blank lines before a line at column 0 that opens something.
CUT = re.compile(r"\n\n+(?=[^\s})\]])")
#: The marker line before each piece given to the formatter, and how it is found again.
MARK = "// agentproto piece {}"
MARKED = re.compile(r"^// agentproto piece (\d+)\n", re.MULTILINE)


def formatted_in_pieces(
    kind: str,
    parts: Iterable[bytes],
    files: dict[str, str],
    make: Callable[[dict[str, str]], dict[str, str]],
) -> dict[str, str]:
    """`make(files)` for a `make` that formats each file on its own (raising when it refuses
    one), the pieces formatted before for a path (under the same key `parts`) taken from the
    cache instead of being formatted again."""
    folder = cache_dir()
    if folder is None:
        return make(files)
    shared = key_of([*parts, b"pieces 1"]).encode()
    store_in = folder / kind
    pieces: dict[str, list[str]] = {}
    done: dict[str, dict[str, str]] = {}  # path -> piece -> its formatted text
    asked: dict[str, list[str]] = {}  # path -> the pieces to format
    whole: dict[str, str] = {}
    for path, text in files.items():
        cut = [piece.strip("\n") for piece in CUT.split(text)]
        if len(cut) < 2 or MARKED.search(text + "\n"):
            whole[path] = text
            continue
        pieces[path] = cut
        done[path] = _table(load_entry(store_in, _name(shared, path), kind))
        asked[path] = list(dict.fromkeys(p for p in cut if p not in done[path]))
    marked = {
        path: "\n\n".join(f"{MARK.format(i)}\n{p}" for i, p in enumerate(new)) + "\n"
        for path, new in asked.items()
        if new
    }
    formatted = _make_each(make, marked)
    for path, new in asked.items():
        if not new:
            continue
        outputs = _cut_back(formatted.get(path), len(new))
        if outputs is None:  # a cut inside a literal: this file whole
            whole[path] = files[path]
            del pieces[path]
            continue
        done[path].update(zip(new, outputs, strict=True))
    out = make(whole) if whole else {}
    for path, cut in pieces.items():
        kept = {p: done[path][p] for p in cut}
        out[path] = "\n\n".join(kept[p] for p in cut) + "\n"
        if asked[path]:
            store_text(store_in, _name(shared, path), kind, json.dumps(kept))
    return {path: out[path] for path in files}


def _name(shared: bytes, path: str) -> str:
    return key_of([shared, path.encode()])


def _table(payload: bytes | None) -> dict[str, str]:
    if payload is None:
        return {}
    try:
        table = json.loads(payload)
    except ValueError:
        return {}
    ok = isinstance(table, dict) and all(isinstance(v, str) for v in table.values())
    return table if ok else {}


def _make_each(
    make: Callable[[dict[str, str]], dict[str, str]], texts: dict[str, str]
) -> dict[str, str]:
    """`make(texts)`; when it refuses, each text alone, leaving out those it refuses."""
    if not texts:
        return {}
    try:
        return make(texts)
    except Exception:  # noqa: BLE001 - a refused piece: that file is formatted whole
        out: dict[str, str] = {}
        for path, text in texts.items():
            try:
                out.update(make({path: text}))
            except Exception:  # noqa: BLE001, S112 - formatted whole by the caller
                continue
        return out


def _cut_back(formatted: str | None, count: int) -> list[str] | None:
    """The formatter's output cut at the markers into `count` pieces, or None when it does not
    cut so (the markers moved, merged or went)."""
    if formatted is None:
        return None
    parts = MARKED.split(formatted)
    if parts[0].strip() or len(parts) != 2 * count + 1:
        return None
    numbers, texts = parts[1::2], parts[2::2]
    if numbers != [str(i) for i in range(count)]:
        return None
    return [text.strip("\n") for text in texts]
