"""Inputs: the paths a user names (files, folders, globs, `-`), and the work items read from
them. JSON Lines are read in binary blocks cut at line ends, so memory holds a block or two and
never the file; a line longer than the limit is skipped while it is read, never held."""

from __future__ import annotations

import errno
import fnmatch
import glob
import json
import os
import stat
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from .check import Finding, Lines, Outcome, Whole, too_long

JSON_LINES = (".jsonl", ".ndjson")
JSON = (".json",)
STDIN = "-"
BLOCK = 1 << 20  # bytes per work item, about; large enough that handing it to a worker is cheap


@dataclass(frozen=True)
class Input:
    name: str  # as shown in reports: the path as given or found, `<stdin>` for `-`
    path: Path | None  # None: standard input
    kind: str  # "jsonl", "json" or "auto" (decide from the first line)
    regular: bool = True  # a regular file; False: a stream (stdin, a FIFO, a device) read once

    @property
    def size(self) -> int | None:
        try:
            return self.path.stat().st_size if self.path and self.regular else None
        except OSError:
            return None


class Reader(Protocol):
    """What reading needs of a binary stream (a file, stdin, or one with bytes put back)."""

    def read(self, size: int, /) -> bytes: ...

    def readline(self, size: int, /) -> bytes: ...

    def close(self) -> None: ...


def expand(paths: tuple[str, ...], kind: str) -> tuple[list[Input], list[Finding]]:
    """Every input file the paths name, in order, each once; and a finding for each path that
    names nothing or cannot be searched. Folders are searched recursively for `.json`, `.jsonl`
    and `.ndjson`, skipping hidden folders (`.git`, `.venv`); symlinked folders are followed,
    each real folder once, so a symlink loop ends. What a search finds that is not a regular
    file (a FIFO, a device) is reported and skipped: reading it could block or never end. A
    FIFO or character device named explicitly is read once, as a stream, like `-`."""
    found: dict[str, Input] = {}
    problems: list[Finding] = []

    def add_file(path: Path, regular: bool) -> None:
        name = str(path)
        read_as = kind if kind != "auto" else _kind_of(path)
        found.setdefault(name, Input(name, path, read_as, regular))

    def add(path: Path, given: bool) -> None:
        try:
            mode = os.stat(path).st_mode
        except OSError as exc:
            if given or path.suffix in JSON_LINES + JSON:
                problems.append(_problem(str(path), exc))
            return
        if stat.S_ISDIR(mode):
            for child, child_mode in _walk(path, problems):
                if stat.S_ISREG(child_mode):
                    add_file(child, True)
                else:
                    problems.append(_not_a_file(str(child), child_mode))
        elif stat.S_ISREG(mode):
            if given or path.suffix in JSON_LINES + JSON:
                add_file(path, True)
        elif given and (stat.S_ISFIFO(mode) or stat.S_ISCHR(mode)):
            add_file(path, False)
        elif given or path.suffix in JSON_LINES + JSON:
            problems.append(_not_a_file(str(path), mode))

    for text in paths:
        if text == STDIN:
            found.setdefault("<stdin>", Input("<stdin>", None, kind, regular=False))
        elif os.path.lexists(text) or not glob.has_magic(text):
            add(Path(text), True)
        else:
            matches = _glob(text, problems)
            if not matches:
                problems.append(Finding(text, None, None, "io", "no file matches this pattern"))
            for match in matches:
                add(Path(match), False)
    return list(found.values()), problems


def _walk(folder: Path, problems: list[Finding]) -> Iterator[tuple[Path, int]]:
    """(path, mode) of every file under `folder` named like an input, in sorted order. Each real
    folder is entered once (symlinks followed); what cannot be read is a problem, not a gap."""
    seen: set[tuple[int, int]] = set()

    def visit(path: Path) -> Iterator[tuple[Path, int]]:
        for child, info in _folder(path, seen, problems):
            if info is None:
                if child.suffix in JSON_LINES + JSON:
                    problems.append(_problem(str(child), _stat_error(child)))
            elif stat.S_ISDIR(info.st_mode):
                if not child.name.startswith("."):
                    yield from visit(child)
            elif child.suffix in JSON_LINES + JSON:
                yield child, info.st_mode

    yield from visit(folder)


def _folder(
    path: Path, seen: set[tuple[int, int]], problems: list[Finding]
) -> list[tuple[Path, os.stat_result | None]]:
    """The entries of one folder, sorted, each with its `stat` (None: it cannot be stat'ed, such
    as a broken symlink); nothing when the folder was seen before (a symlink loop) or cannot be
    read (then it is a problem)."""
    try:
        info = os.stat(path)
        if (info.st_dev, info.st_ino) in seen:
            return []
        seen.add((info.st_dev, info.st_ino))
        names = sorted(os.listdir(path))
    except OSError as exc:
        problems.append(_problem(str(path), exc, "cannot read the folder"))
        return []
    entries: list[tuple[Path, os.stat_result | None]] = []
    for name in names:
        child = path / name
        try:
            entries.append((child, os.stat(child)))
        except OSError:
            entries.append((child, None))
    return entries


def _glob(pattern: str, problems: list[Finding]) -> list[str]:
    """The paths a glob pattern matches, sorted: `*`, `?` and `[...]` within one name, `**` for
    any number of folders. Like `glob.glob(recursive=True)`, except that `**` enters each real
    folder once, so a symlink loop cannot make it run forever."""
    parts = pattern.split(os.sep)
    current = [os.sep] if parts[0] == "" else [""]  # absolute, or relative to here
    if parts[0] == "":
        parts = parts[1:]
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        following: list[str] = []
        for base in current:
            where = Path(base or ".")
            if part == "**" and last:
                following.append(base)  # a folder: searched whole, as one named would be
            elif part == "**":
                following += [base] + [
                    os.path.join(base, str(d.relative_to(where)))
                    for d in _folders_below(where, problems)
                ]
            elif not glob.has_magic(part):
                candidate = os.path.join(base, part) if part else base
                if os.path.lexists(candidate) if last else os.path.isdir(candidate):
                    following.append(candidate)
            else:
                for child, info in _folder(where, set(), problems):
                    hidden = child.name.startswith(".") and not part.startswith(".")
                    is_dir = info is not None and stat.S_ISDIR(info.st_mode)
                    if not hidden and (last or is_dir) and fnmatch.fnmatchcase(child.name, part):
                        following.append(os.path.join(base, child.name))
        current = list(dict.fromkeys(following))
    return sorted(path for path in current if path)


def _folders_below(folder: Path, problems: list[Finding]) -> Iterator[Path]:
    """Every folder under `folder`, not hidden, each real folder once."""
    seen: set[tuple[int, int]] = set()

    def visit(path: Path) -> Iterator[Path]:
        for child, info in _folder(path, seen, problems):
            if info is not None and stat.S_ISDIR(info.st_mode) and not child.name.startswith("."):
                yield child
                yield from visit(child)

    yield from visit(folder)


def _kind_of(path: Path) -> str:
    if path.suffix in JSON_LINES:
        return "jsonl"
    return "json" if path.suffix in JSON else "auto"


def _stat_error(path: Path) -> OSError:
    try:
        os.stat(path)
    except OSError as exc:
        return exc
    return OSError("it changed while being read")


def _what(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a socket" if stat.S_ISSOCK(mode) else "not a file"


def _not_a_file(source: str, mode: int) -> Finding:
    return Finding(source, None, None, "io", f"not a regular file ({_what(mode)}); skipped")


def _problem(source: str, exc: OSError, doing: str = "cannot read") -> Finding:
    if isinstance(exc, FileNotFoundError) and doing == "cannot read":
        return Finding(source, None, None, "io", "no such file or directory")
    return Finding(source, None, None, "io", f"{doing}: {exc.strerror or exc}")


def work(
    inputs: list[Input], max_bytes: int, by_reference: bool = False
) -> Iterator[Lines | Whole | Outcome]:
    """The work items of every input, in order. Problems found while reading (I/O errors, lines
    over the limit) come as ready outcomes in their place; each input ends with an empty outcome
    marked `end_of_source`. `by_reference`: the lines of a regular file are handed on as where
    they lie (`Lines.origin`) without their bytes, for a worker process that reads them itself;
    this process then only finds where the blocks end and counts their lines."""
    for item in inputs:
        try:
            stream = _open(item)
        except OSError as exc:
            yield _io_error(item.name, exc)
            yield Outcome(item.name, end_of_source=True)
            continue
        try:
            kind = item.kind
            if kind == "auto":
                kind, stream = _sniff(stream, max_bytes)
            if kind == "jsonl":
                yield from _lines(stream, item, max_bytes, by_reference)
            else:
                yield from _whole(stream, item, max_bytes)
        except OSError as exc:
            yield _io_error(item.name, exc)
        finally:
            if item.path is not None:
                stream.close()
        yield Outcome(item.name, end_of_source=True)


def _open(item: Input) -> Reader:
    if item.path is None:
        if sys.stdin is None:  # started with standard input closed (`<&-`)
            raise OSError(errno.EBADF, "standard input is closed")
        return sys.stdin.buffer
    if not item.regular:  # a FIFO or device named explicitly: opening may wait for a writer
        return open(item.path, "rb")
    # found as a regular file; if it has become a FIFO since, opening must not wait for a writer
    fd = os.open(item.path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise OSError(errno.EINVAL, f"not a regular file ({_what(mode)})")
        return open(fd, "rb", closefd=True)
    except BaseException:
        os.close(fd)
        raise


def _lines(
    stream: Reader, item: Input, max_line: int, by_reference: bool = False
) -> Iterator[Lines | Outcome]:
    source, line, offset = item.name, 1, 0  # line number and byte offset of the next item
    path = str(item.path) if item.path and item.regular else None
    if path is None:
        by_reference = False  # a stream is read once: its bytes travel with the item
    while True:
        data = stream.read(BLOCK)
        if not data:
            return
        cut = data.rfind(b"\n") + 1
        if by_reference:
            # where the block's whole lines end, and how many there are: the bytes themselves
            # are not copied out of the block, nor joined to the rest of its last line
            newlines, size, ended = data.count(b"\n", 0, cut), cut, cut > 0
            tail = data[cut:]
            if tail and len(tail) <= max_line:
                room = max_line - len(tail) + 1  # +1 for its newline
                rest = stream.readline(room)
                tail += rest
                if rest.endswith(b"\n") or len(rest) < room:
                    size, ended = size + len(tail), rest.endswith(b"\n")
                    newlines += ended
                    tail = b""
            if size and path is not None:
                yield Lines(source, line, b"", not ended, (path, offset, size), max_line)
                line += newlines
                offset += size
        else:
            head, tail = data[:cut], data[cut:]
            if tail and len(tail) <= max_line:
                # finish the last line, reading no more than the limit allows
                room = max_line - len(tail) + 1  # +1 for its newline
                rest = stream.readline(room)
                tail += rest
                if rest.endswith(b"\n") or len(rest) < room:
                    head, tail = head + tail, b""
            if head:
                origin = (path, offset, len(head)) if path is not None else None
                yield Lines(source, line, head, not head.endswith(b"\n"), origin, max_line)
                line += head.count(b"\n")
                offset += len(head)
        if tail:
            if not item.regular:
                # a stream may never end (`/dev/zero`): the long line is not skipped, reading stops
                yield Outcome(
                    source,
                    documents=1,
                    failed=1,
                    nbytes=len(tail),
                    findings=[
                        Finding(
                            source,
                            line,
                            None,
                            "io",
                            f"line is over the limit of {max_line:,} bytes "
                            "(--max-document-bytes); the rest of this stream is not read",
                            "size",
                        )
                    ],
                )
                return
            size, ended = len(tail), tail.endswith(b"\n")
            while not ended:  # skip the rest of the long line, a block at a time
                piece = stream.readline(BLOCK)
                size += len(piece)
                ended = not piece or piece.endswith(b"\n")
            yield Outcome(
                source,
                documents=1,
                failed=1,
                nbytes=size,
                findings=[too_long(source, line, size, max_line)],
            )
            line += 1
            offset += size


def _whole(stream: Reader, item: Input, max_bytes: int) -> Iterator[Whole | Outcome]:
    data = stream.read(max_bytes + 1)
    if len(data) <= max_bytes:
        yield Whole(item.name, data)
        return
    read, known = len(data), item.size  # a stream's size is not known, and may be endless
    del data
    size = f"{known:,} bytes, over" if known is not None else "over"
    yield Outcome(
        item.name,
        documents=1,
        failed=1,
        nbytes=read,
        findings=[
            Finding(
                item.name,
                None,
                None,
                "malformed",
                f"document is {size} the limit of {max_bytes:,} bytes (--max-document-bytes); a JSON "
                "document is read whole, so big data belongs in JSON Lines",
                "size",
            )
        ],
    )


def _sniff(stream: Reader, max_bytes: int) -> tuple[str, Reader]:
    """JSON Lines or one JSON document? JSON Lines when the first line is a whole JSON value;
    one document when the first line is the start of one that goes on past the line's end."""
    first = stream.readline(max_bytes + 1)
    kind = "jsonl"
    text = first.decode("utf-8", "replace").strip()
    if text:
        try:
            json.loads(text)
        except json.JSONDecodeError as exc:
            if exc.pos >= len(text):
                kind = "json"
        except (ValueError, RecursionError):
            pass
    return kind, _Prefixed(first, stream)


class _Prefixed(Reader):
    """A binary stream with bytes already read put back in front."""

    def __init__(self, prefix: bytes, stream: Reader) -> None:
        self.prefix, self.stream = prefix, stream

    def read(self, size: int) -> bytes:
        if not self.prefix:
            return self.stream.read(size)
        out, self.prefix = self.prefix[:size], self.prefix[size:]
        return out + self.stream.read(size - len(out)) if len(out) < size else out

    def readline(self, size: int) -> bytes:
        if not self.prefix:
            return self.stream.readline(size)
        cut = self.prefix.find(b"\n", 0, size) + 1 or min(size, len(self.prefix))
        out, self.prefix = self.prefix[:cut], self.prefix[cut:]
        if out.endswith(b"\n") or len(out) == size:
            return out
        return out + self.stream.readline(size - len(out))

    def close(self) -> None:
        self.stream.close()


def _io_error(source: str, exc: OSError) -> Outcome:
    return Outcome(
        source, findings=[Finding(source, None, None, "io", f"cannot read: {exc.strerror or exc}")]
    )
