"""Inputs: the paths a user names (files, folders, globs, `-`), and the work items read from
them. JSON Lines are read in binary blocks cut at line ends, so memory holds a block or two and
never the file; a line longer than the limit is skipped while it is read, never held."""

from __future__ import annotations

import glob
import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from .check import Finding, Lines, Outcome, Whole

JSON_LINES = (".jsonl", ".ndjson")
JSON = (".json",)
STDIN = "-"
BLOCK = 1 << 20  # bytes per work item, about; large enough that handing it to a worker is cheap


@dataclass(frozen=True)
class Input:
    name: str  # as shown in reports: the path as given or found, `<stdin>` for `-`
    path: Path | None  # None: standard input
    kind: str  # "jsonl", "json" or "auto" (decide from the first line)

    @property
    def size(self) -> int | None:
        try:
            return self.path.stat().st_size if self.path else None
        except OSError:
            return None


class Reader(Protocol):
    """What reading needs of a binary stream (a file, stdin, or one with bytes put back)."""

    def read(self, size: int, /) -> bytes: ...

    def readline(self, size: int, /) -> bytes: ...

    def close(self) -> None: ...


def expand(paths: tuple[str, ...], kind: str) -> tuple[list[Input], list[Finding]]:
    """Every input file the paths name, in order, each once; and a finding for each path that
    names nothing. Folders are searched recursively for `.json`, `.jsonl` and `.ndjson`, skipping
    hidden folders (`.git`, `.venv`)."""
    found: dict[str, Input] = {}
    missing: list[Finding] = []

    def add(path: Path, given: bool) -> None:
        if path.is_dir():
            for child in _walk(path):
                add(child, False)
        elif given or path.suffix in JSON_LINES + JSON:
            name = str(path)
            found.setdefault(name, Input(name, path, kind if kind != "auto" else _kind_of(path)))

    for text in paths:
        if text == STDIN:
            found.setdefault("<stdin>", Input("<stdin>", None, kind))
        elif Path(text).exists():
            add(Path(text), True)
        elif glob.has_magic(text):
            matches = sorted(glob.glob(text, recursive=True))
            if not matches:
                missing.append(Finding(text, None, None, "io", "no file matches this pattern"))
            for match in matches:
                add(Path(match), False)
        else:
            missing.append(Finding(text, None, None, "io", "no such file or directory"))
    return list(found.values()), missing


def _walk(folder: Path) -> Iterator[Path]:
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.endswith(JSON_LINES + JSON):
                yield Path(root) / name


def _kind_of(path: Path) -> str:
    if path.suffix in JSON_LINES:
        return "jsonl"
    return "json" if path.suffix in JSON else "auto"


def work(inputs: list[Input], max_bytes: int) -> Iterator[Lines | Whole | Outcome]:
    """The work items of every input, in order. Problems found while reading (I/O errors, lines
    over the limit) come as ready outcomes in their place; each input ends with an empty outcome
    marked `end_of_source`."""
    for item in inputs:
        try:
            stream = sys.stdin.buffer if item.path is None else open(item.path, "rb")  # noqa: SIM115
        except OSError as exc:
            yield _io_error(item.name, exc)
            yield Outcome(item.name, end_of_source=True)
            continue
        try:
            kind = item.kind
            if kind == "auto":
                kind, stream = _sniff(stream, max_bytes)
            if kind == "jsonl":
                yield from _lines(stream, item.name, max_bytes, item.path)
            else:
                yield from _whole(stream, item.name, max_bytes)
        except OSError as exc:
            yield _io_error(item.name, exc)
        finally:
            if item.path is not None:
                stream.close()
        yield Outcome(item.name, end_of_source=True)


def _lines(stream: Reader, source: str, max_line: int, path: Path | None) -> Iterator[Lines | Outcome]:
    line, offset = 1, 0  # line number and byte offset of the next item
    while True:
        data = stream.read(BLOCK)
        if not data:
            return
        cut = data.rfind(b"\n") + 1
        head, tail = data[:cut], data[cut:]
        if tail and len(tail) <= max_line:
            # finish the last line, reading no more than the limit allows
            room = max_line - len(tail) + 1  # +1 for its newline
            rest = stream.readline(room)
            tail += rest
            if rest.endswith(b"\n") or len(rest) < room:
                head, tail = head + tail, b""
        if head:
            origin = (str(path), offset, len(head)) if path else None
            yield Lines(source, line, head, unterminated=not head.endswith(b"\n"), origin=origin)
            line += head.count(b"\n")
            offset += len(head)
        if tail:
            size, ended = len(tail), tail.endswith(b"\n")
            while not ended:  # skip the rest of the long line, a block at a time
                piece = stream.readline(BLOCK)
                size += len(piece)
                ended = not piece or piece.endswith(b"\n")
            yield Outcome(source, documents=1, failed=1, nbytes=size, findings=[Finding(
                source, line, None, "malformed",
                f"line is {size:,} bytes, over the limit of {max_line:,} (--max-document-bytes); not validated",
                "size")])
            line += 1
            offset += size


def _whole(stream: Reader, source: str, max_bytes: int) -> Iterator[Whole | Outcome]:
    data = stream.read(max_bytes + 1)
    if len(data) <= max_bytes:
        yield Whole(source, data)
        return
    size = len(data)
    del data
    while piece := stream.read(BLOCK):
        size += len(piece)
    yield Outcome(source, documents=1, failed=1, nbytes=size, findings=[Finding(
        source, None, None, "malformed",
        f"document is {size:,} bytes, over the limit of {max_bytes:,} (--max-document-bytes); a JSON "
        "document is read whole, so big data belongs in JSON Lines", "size")])


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
    return Outcome(source, findings=[Finding(source, None, None, "io", f"cannot read: {exc.strerror or exc}")])
