"""The two commands that read dialects: `convert` and `validate --dialect`. Exit codes as for
`validate`: 0 all good, 1 some document is bad (checked), 2 could not check.

Both read their inputs as `validate` does (`dialects.documents`: blocks of whole lines, a size
limit per line and per document), and `convert` writes each document as soon as it is converted,
so memory stays flat whatever the size of the input."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from itertools import chain
from pathlib import Path
from typing import Any, BinaryIO

import click

from .dialects import (
    CANONICAL,
    Converters,
    Document,
    documents,
    from_canonical,
    inputs_of,
    load_converters,
    to_canonical,
)
from .inputs import Input

FLUSH_AT = 1 << 20  # bytes of output gathered before they are written
# one encoder for every document (json.dumps makes one per call)
_ENCODE = json.JSONEncoder(ensure_ascii=False, allow_nan=False).encode


def _setup(schema_dir: Path, names: Sequence[str], strict: bool = False) -> Converters | None:
    conv = load_converters(schema_dir, strict, dialects=any(n != CANONICAL for n in names))
    if isinstance(conv, str):
        for line in conv.splitlines():
            click.echo(f"error: {line}", err=True)
        return None
    for name in names:
        problem = conv.check_name(name)
        if problem:
            click.echo(f"error: {problem}", err=True)
            return None
    return conv


def overwritten_input(found: list[Input], output: Path) -> str | None:
    """The input that `output` is, if it is one: the same file by identity (device and inode,
    so a hard link, a symlink or another spelling of the path is caught), standard input
    included. Writing there would empty the input before it is read."""
    try:
        target = os.stat(output)
    except OSError:
        return None  # not there yet: opening it makes a new file, which no input can be
    same = (target.st_dev, target.st_ino)
    for item in found:
        try:
            if item.path is None:
                if sys.stdin is None:
                    continue
                info = os.fstat(sys.stdin.fileno())
            else:
                info = os.stat(item.path)
        except (OSError, ValueError):
            continue
        if (info.st_dev, info.st_ino) == same:
            return item.name
    return None


class _Out:
    """Converted lines, gathered and written in pieces of about a megabyte."""

    def __init__(self, stream: BinaryIO) -> None:
        self.stream = stream
        self.pending: list[bytes] = []
        self.size = 0

    def line(self, data: bytes) -> None:
        self.pending.append(data)
        self.size += len(data)
        if self.size >= FLUSH_AT:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            self.stream.write(b"".join(self.pending))
            self.pending, self.size = [], 0
        self.stream.flush()


def convert(
    inputs: Sequence[str],
    source: str,
    target: str,
    output: Path | None,
    schema_dir: Path,
    max_bytes: int = 16 << 20,
) -> int:
    found, missing = inputs_of(inputs)
    to_file = output is not None and str(output) != "-"
    if to_file:
        assert output is not None
        clash = overwritten_input(found, output)
        if clash is not None:
            click.echo(
                f"error: --output {output} is the input {clash}: writing there would lose the "
                "input; write elsewhere, then move the result",
                err=True,
            )
            return 2
    conv = _setup(schema_dir, [source, target])
    if conv is None:
        return 2
    if not to_file and sys.stdout is None:
        click.echo("error: standard output is closed: pass --output FILE", err=True)
        return 2
    code = 2 if missing else 0
    for doc in missing:
        click.echo(f"{doc.where}: {doc.problem}", err=True)
    try:
        stream: BinaryIO = (
            open(output, "wb")  # noqa: SIM115 - closed below, after the last line
            if output is not None and to_file
            else sys.stdout.buffer
        )
    except OSError as exc:
        click.echo(f"error: cannot write {output}: {exc.strerror or exc}", err=True)
        return 2
    out = _Out(stream)
    try:
        for doc in documents(found, max_bytes):
            code = max(code, _convert_one(conv, source, target, doc, out))
        out.flush()
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):  # the reader went away (`| head`): not an error
            _discard(stream)
            return code
        click.echo(f"error: cannot write the output: {exc.strerror or exc}", err=True)
        _discard(stream)
        return 2
    finally:
        if to_file:
            try:
                stream.close()
            except OSError:
                pass
    return code


def _convert_one(conv: Converters, source: str, target: str, doc: Document, out: _Out) -> int:
    """Convert and write one document; its exit code (problems go to standard error)."""
    if doc.problem:
        click.echo(f"{doc.where}: {doc.problem}", err=True)
        return 2
    try:
        read = to_canonical(conv, source, doc.value)
        problems = read.problems
        written = read
        if not problems and target != CANONICAL:
            written = from_canonical(conv, target, read.entity, read.value)
            problems = [f"(writing {target}) {p}" for p in written.problems]
    except RecursionError:
        problems = ["/: nested too deeply to convert"]
    if problems:
        for problem in problems:
            click.echo(f"{doc.where}: {problem}", err=True)
        return 1
    if written.value is doc.value and doc.text is not None:
        out.line(doc.text.rstrip() + b"\n")  # unchanged: its own text, numbers spelled as read
        return 0
    text, problem = _json_text(written.value)
    if problem:
        click.echo(f"{doc.where}: (writing {target}) {problem}", err=True)
        return 1
    out.line(text)
    return 0


def _json_text(value: Any) -> tuple[bytes, str]:
    """One line of JSON for `value`, or why there is none. NaN and the infinities are not JSON
    (a number such as 1e400 is read as infinity): such a value is refused, not written. A
    string with a lone surrogate (read from a `\\ud800` escape) is written escaped, as it came."""
    try:
        text = _ENCODE(value)
    except ValueError:
        where = _non_finite(value)
        return b"", f"{where or '/'}: a number out of the range of a double is not written"
    except RecursionError:
        return b"", "/: nested too deeply to write"
    try:
        return text.encode("utf-8") + b"\n", ""
    except UnicodeEncodeError:
        return json.dumps(value, allow_nan=False).encode("ascii") + b"\n", ""


def _non_finite(value: Any) -> str | None:
    """The JSON pointer of the first number in `value` that is not finite."""
    todo: list[tuple[Any, str]] = [(value, "")]
    while todo:
        node, pointer = todo.pop()
        if isinstance(node, float) and node - node != 0:
            return pointer
        if isinstance(node, dict):
            for key, item in node.items():
                todo.append((item, f"{pointer}/{str(key).replace('~', '~0').replace('/', '~1')}"))
        elif isinstance(node, list):
            todo += [(item, f"{pointer}/{i}") for i, item in enumerate(node)]
    return None


def _discard(stream: object) -> None:
    """Point a stream's file descriptor at /dev/null, so that what is still buffered for it goes
    nowhere at exit instead of failing again there with a traceback."""
    try:
        fd = stream.fileno() if hasattr(stream, "fileno") else -1
        if fd >= 0:
            os.dup2(os.open(os.devnull, os.O_WRONLY), fd)
    except (OSError, ValueError):
        pass


class DialectError(Exception):
    """The dialect named cannot be read (unknown, or its declarations are broken)."""


def event_reader(
    schema_dir: Path, dialect: str
) -> Callable[[Any, str | None], tuple[Any, list[tuple[str, str]]]]:
    """Reads one event spelled in `dialect` into canonical JSON, as an event of the stream union
    it is given (so that an event type the dialect does not map stays an event, reported as an
    unknown one, not read as some other entity); raises DialectError when the dialect cannot be
    read."""
    if dialect == CANONICAL:
        return lambda value, entity: (value, [])
    conv = load_converters(schema_dir)
    if isinstance(conv, str):
        raise DialectError(conv)
    problem = conv.check_name(dialect)
    if problem:
        raise DialectError(problem)
    converter = conv.converters[dialect]

    def read(value: Any, entity: str | None) -> tuple[Any, list[tuple[str, str]]]:
        canonical, problems, _ = converter.read(value, entity)
        return canonical, [(p or "/", m) for p, m in problems]

    return read


def validate_dialect(
    paths: Sequence[str],
    dialect: str,
    schema_dir: Path,
    strict: bool,
    quiet: bool,
    fmt: str,
    entity: str | None,
    stream: bool,
    max_bytes: int = 16 << 20,
) -> int:
    if fmt != "text" or entity is not None:
        click.echo(
            "error: --dialect takes the text format and detects each document's entity; "
            "--format and --entity do not apply (but with --stream)",
            err=True,
        )
        return 2
    conv = _setup(schema_dir, [dialect], strict)
    if conv is None:
        return 2
    if dialect == CANONICAL:
        click.echo("error: --dialect canonical: validate without --dialect instead", err=True)
        return 2
    if sys.stdout is None and not quiet:
        click.echo("error: standard output is closed (--quiet tells by the exit code)", err=True)
        return 2
    found, missing = inputs_of(paths)
    try:
        return _validate_dialect(conv, dialect, quiet, chain(missing, documents(found, max_bytes)))
    except OSError as exc:  # standard output: a full disk, or the reader went away (`| head`)
        if not isinstance(exc, BrokenPipeError):
            click.echo(f"error: cannot write the report: {exc.strerror or exc}", err=True)
        _discard(sys.stdout)
        return 2


def _validate_dialect(conv: Converters, dialect: str, quiet: bool, docs: Iterable[Document]) -> int:
    code = 0
    count = failed = 0
    for doc in docs:
        count += 1
        if doc.problem:
            code = 2  # a document that cannot be read cannot be checked
            failed += 1
            if not quiet:
                click.echo(f"{doc.where}: {doc.problem}")
            continue
        try:
            result = to_canonical(conv, dialect, doc.value)
            problems = result.problems
        except RecursionError:
            problems = ["/: nested too deeply to convert"]
        if problems:
            failed += 1
            code = max(code, 1)
            if not quiet:
                for problem in problems:
                    click.echo(f"{doc.where}: {problem}")
    if not quiet:
        click.echo(
            f"agentproto validate --dialect {dialect}: {count} document(s), {failed} failed",
            err=True,
        )
    return code
