"""The two commands that read dialects: `convert` and `validate --dialect`. Exit codes as for
`validate`: 0 all good, 1 some document is bad (checked), 2 could not check.

Both read their inputs as `validate` does (`dialects.documents`: blocks of whole lines, a size
limit per line and per document), and `convert` writes each document as soon as it is converted,
so memory stays flat whatever the size of the input."""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from itertools import chain
from pathlib import Path
from typing import Any, BinaryIO

import click

from .catalog import Entry, UnknownEntity
from .check import Outcome, _no_constant
from .dialects import (
    CANONICAL,
    Converters,
    Document,
    Result,
    check_document,
    documents,
    from_canonical,
    inputs_of,
    load_converters,
    to_canonical,
)
from .inputs import Input

FLUSH_AT = 1 << 20  # bytes of output gathered before they are written


@cache
def _encoder() -> Callable[[Any, bytes | None], bytes]:
    """One line of JSON text for a value, as UTF-8: compact (no space after `,` or `:`), a float
    in its shortest form (`1e16`), as msgspec's encoder writes it, several times faster than the
    standard library's (whose encoding was a sixth of `convert`'s time, reading a dialect). What
    JSON cannot hold is refused as `json.dumps(..., allow_nan=False)` refuses it: msgspec writes
    NaN and the infinities as null, so a value whose text holds `null` is searched for them
    (ValueError); a lone surrogate raises UnicodeEncodeError (the caller writes that value
    escaped), a structure too deep RecursionError. `source`, the JSON text the value was read
    from when there is one, spares the search where it holds no number a double cannot hold
    (the only way a value read from JSON is infinite: NaN and Infinity are refused when read).
    Made on first use: `validate --dialect` imports this module and encodes nothing."""
    encode, _, overflows = _encoding()

    def checked(value: Any, source: bytes | None = None) -> bytes:
        text = encode(value)
        if b"null" in text and overflows(source) and _non_finite(value) is not None:
            raise ValueError("a number out of the range of a double is not JSON")
        return text

    return checked


@cache
def _encoding() -> tuple[
    Callable[[Any], bytes], Callable[[Any, bytearray, int], None], Callable[[bytes | None], bool]
]:
    """msgspec's encoder (`encode`, and `encode_into`, which appends to a buffer), and whether
    a value read from `source` may hold a number out of the range of a double (True when there
    is no source to tell)."""
    import msgspec

    encoder = msgspec.json.Encoder()
    # a double's range ends near 1.8e308: a number of d digits before the point and an
    # exponent e reaches it only when d + e > 308, so when e has three digits or more, or when
    # d > 308 - 99 (two searches: one alternation is twice as slow)
    exponent = re.compile(rb"[0-9][eE]\+?0*[1-9][0-9]{2}").search
    digits = re.compile(rb"[0-9]{210}").search

    def overflows(source: bytes | None) -> bool:
        return source is None or exponent(source) is not None or digits(source) is not None

    return encoder.encode, encoder.encode_into, overflows


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
    """Converted lines, gathered and written in pieces of about a megabyte. The fast path
    encodes into `buffer` itself (`_fast_path`), sparing a copy of each line; where the compiled
    writer writes the lines (`native`), it holds them all, the Python path's too, in its own
    buffer, which keeps its memory from one piece to the next."""

    def __init__(self, stream: BinaryIO) -> None:
        self.stream = stream
        self.buffer = bytearray()
        self.native: Any = None  # the compiled writer, once it holds the lines

    def line(self, data: bytes | bytearray) -> None:
        if self.native is not None:
            if self.native.append(data) >= FLUSH_AT:
                self.flush()
            return
        self.buffer += data
        if len(self.buffer) >= FLUSH_AT:
            self.flush()

    def flush(self) -> None:
        if self.native is not None:
            self.native.flush(self.stream)
        elif self.buffer:
            self.stream.write(self.buffer)
            self.buffer.clear()
        self.stream.flush()


def convert(
    inputs: Sequence[str],
    source: str,
    target: str,
    output: Path | None,
    schema_dir: Path,
    max_bytes: int = 16 << 20,
    entity: str | None = None,
    sse: bool = False,
) -> int:
    """`sse`: write Server-Sent Events (`_sse_event`), else JSON Lines."""
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
    if entity is not None:
        try:
            entity = conv.catalog.resolve(entity).name
        except UnknownEntity as exc:
            click.echo(f"error: --entity: {exc}", err=True)
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
    fast = _fast_path(conv, source, target, out) if entity is None and not sse else None
    try:
        for doc in recordings(found, max_bytes, fast):
            if fast is not None and not doc.problem and fast(doc.value, doc.text):
                continue
            code = max(code, _convert_one(conv, source, target, doc, out, entity, sse))
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


#: What `_fast_path`'s conversion gives for a document with a problem.
_PROBLEM = object()


def _fast_path(
    conv: Converters, source: str, target: str, out: _Out
) -> Callable[[Any, bytes | None], bool]:
    """Writes to `out` the line `_convert_one` writes for a document that converts without a
    problem, made with each step's lookups taken once per run, and says True; False, having
    written nothing, for any other document, which `_convert_one` then converts and reports
    from the start. It gives the same bytes: the input line when the value comes out as it went
    in (to canonical JSON), else the value's JSON text. That text is written by the compiled
    writer where there is one (`native`: the target's spelling and the JSON text in one pass,
    straight into the output's buffer, NaN and the infinities refused); a document it gives up
    on, or every document where there is none, is written by the target's specialised writer
    and encoded straight into the buffer. Offered each JSON Lines document as it is read
    (`documents`' `taken`), so no `Document` is made for most lines."""
    catalog = conv.catalog
    validators: dict[str, Any] = {}  # entity name -> its validator
    reader = None if source == CANONICAL else conv.converters[source]
    to_canonical = target == CANONICAL
    # entity -> the shape the target writes it as (None: told by its own tags), for a document
    # that is not an array (an array goes through `from_canonical`'s own choice)
    write_keys: dict[str, str | None] = {}
    # entity -> the target's specialised writing of its shape, called without `write`'s
    # telling of the shape (a problem: `write` again, which says where it is)
    writings: dict[str, Any] = {}
    detect = catalog.detect
    buffer = out.buffer
    made, numbers = _native(conv, source, target)
    native = None if made is None else made.write
    out.native = made

    def native_shape(entity: str) -> int:
        """The compiled writing of an entity: its shape's number (-1: as it is, in canonical
        JSON; -2, for one the target tells by its own tags: the Python path)."""
        return -1 if to_canonical else numbers.get(entity, -2)

    def validator(entity: str, entry: Any) -> Any:
        found = validators.get(entity)
        if found is None:
            if entry is None:
                entry = conv.entries.get(entity) or conv.entries.setdefault(
                    entity, catalog.resolve(entity)
                )
            found = validators[entity] = catalog.validator(entry)
        return found

    def write(value: Any, text: bytes | None) -> bool:
        try:
            entity, canonical = checked(value)
            if entity is None:
                return False
            if canonical is value and text is not None and to_canonical:
                buffer.extend(text.rstrip())  # unchanged: its own text, numbers spelled as read
            elif native is not None and (held := native(canonical, native_shape(entity))):
                if held >= FLUSH_AT:  # written, in one pass
                    out.flush()
                return True
            else:
                written = spelled(entity, canonical)
                if written is _PROBLEM:
                    return False
                if not encoded(written, text):
                    return False
        except RecursionError:
            return False
        buffer.append(10)
        if made is not None:  # the compiled writer holds the lines: this one joins them
            held = made.append(buffer)
            del buffer[:]
            if held >= FLUSH_AT:
                out.flush()
        elif len(buffer) >= FLUSH_AT:
            out.flush()
        return True

    def encoded(written: Any, text: bytes | None) -> bool:
        _, encode_into, overflows = _encoding()
        start = len(buffer)
        try:
            encode_into(written, buffer, -1)
        except (ValueError, TypeError, UnicodeEncodeError, RecursionError):
            del buffer[start:]  # (what msgspec leaves there is not the text)
            return False  # `_convert_one` says why, or writes it escaped
        except BaseException:
            del buffer[start:]
            raise
        if (
            buffer.find(b"null", start) >= 0
            and overflows(text)
            and _non_finite(written) is not None
        ):
            del buffer[start:]
            return False  # `_convert_one` says why
        return True

    def checked(value: Any) -> tuple[str | None, Any]:
        """The document's entity and its canonical JSON, valid; (None, None) when it has a
        problem (`_convert_one` says which)."""
        if reader is None:
            found = detect(value).entry
            if found is None:
                return None, None
            entity = found.name
            if not validator(entity, found).is_valid(value):
                return None, None
            return entity, value
        if type(value) is list:
            return None, None
        canonical, problems, key = reader.read(value)
        if problems or key is None:
            return None, None
        entity = key.strip("[]")
        if not validator(entity, None).is_valid(canonical):
            return None, None
        if not to_canonical and type(canonical) is list:
            return None, None
        return entity, canonical

    def spelled(entity: str, canonical: Any) -> Any:
        """The canonical value written in the target, or `_PROBLEM` when it has one."""
        if to_canonical:
            return canonical
        writer = conv.converters[target]
        if type(canonical) is list:
            return _PROBLEM
        writing = writings.get(entity)
        if writing is not None:
            problems: list[Any] = []
            written = writing(canonical, problems)
            return _PROBLEM if problems else written
        if entity in write_keys:
            key = write_keys[entity]
        else:
            key = write_keys[entity] = entity if entity in writer.shapes else None
            if key is not None:
                writings[entity] = writer.writer(key)
        written, problems, _ = writer.write(canonical, key)
        return _PROBLEM if problems else written

    if reader is not None or native is None or to_canonical:
        return write
    # canonical JSON in, a dialect out, the compiled writer here: the common case, its steps
    # inline (a document the writer gives up on, or with a problem, goes the whole way again)
    native_write = native
    # entity name -> (its validator's `is_valid`, the number of the shape it is written as)
    steps: dict[str, tuple[Callable[[Any], bool], int]] = {}

    def write_native(value: Any, text: bytes | None) -> bool:
        try:
            found = detect(value).entry
            if found is None:
                return False
            step = steps.get(found.name)
            if step is None:
                entity = found.name
                step = steps[entity] = (validator(entity, found).is_valid, native_shape(entity))
            if not step[0](value):
                return False  # `_convert_one` says why
            held = native_write(value, step[1])
            if not held:
                return write(value, text)
        except RecursionError:
            return False
        if held >= FLUSH_AT:
            out.flush()
        return True

    return write_native


def _native(conv: Converters, source: str, target: str) -> tuple[Any, dict[str, int]]:
    """The compiled writer of the target (None where there is none, or where no document needs
    it: canonical JSON read and written is its own text) and the number of each shape of the
    target's plan it writes."""
    if source == CANONICAL and target == CANONICAL:
        return None, {}
    from .native import compact, enabled, writer

    if not enabled():
        return None, {}
    if target == CANONICAL:
        return writer(None), {}
    shapes = conv.compact.get(target)
    if shapes is None:  # no plans made ahead: made from the engine's reading of the plan
        shapes = compact(conv.converters[target])
    made = writer(shapes)
    if made is None:
        return None, {}
    # numbered as `compact` numbers them: in the plan's order
    return made, {key: i for i, key in enumerate(conv.plans[target]["shapes"])}


def _convert_one(
    conv: Converters,
    source: str,
    target: str,
    doc: Document,
    out: _Out,
    entity: str | None = None,
    sse: bool = False,
) -> int:
    """Convert and write one document; its exit code (problems go to standard error)."""
    if doc.problem:
        click.echo(f"{doc.where}: {doc.problem}", err=True)
        return 2
    try:
        if entity is None:
            read = to_canonical(conv, source, doc.value)
        else:
            read = _read_as(conv, source, doc.value, entity)
        problems = read.problems
        written = read
        if not problems and target != CANONICAL:
            if entity is not None and _each(conv, target, entity, read.value):
                written = _write_each(conv, target, entity, read.value)
            else:
                written = from_canonical(conv, target, read.entity, read.value)
            problems = [f"(writing {target}) {p}" for p in written.problems]
    except RecursionError:
        problems = ["/: nested too deeply to convert"]
    if problems:
        for problem in problems:
            click.echo(f"{doc.where}: {problem}", err=True)
        return 1
    if written.value is doc.value and doc.text is not None and target == CANONICAL:
        text = doc.text.rstrip() + b"\n"  # unchanged: its own text, numbers spelled as read
    else:
        text, problem = _json_text(written.value)
        if problem:
            click.echo(f"{doc.where}: (writing {target}) {problem}", err=True)
            return 1
    out.line(_sse_event(doc, written.value, text) if sse else text)
    return 0


def _sse_event(doc: Document, written: Any, line: bytes) -> bytes:
    """One written document (`line`, a line of JSON) as a message of Server-Sent Events, as
    streaming APIs send them: an `event:` line where the input's event had one, then the
    `data:` line and a blank line. The name is the written document's value of the property
    whose value the input's name was (`type`, in a Responses stream: `openai:web_search_call`
    in canonical JSON is `web_search_call` in the openai dialect), else the input's name."""
    name = doc.sse or ""
    if name and isinstance(doc.value, dict) and isinstance(written, dict):
        said = next((key for key, value in doc.value.items() if value == name), None)
        renamed = written.get(said) if said is not None else None
        if isinstance(renamed, str) and renamed and not set(renamed) & {"\n", "\r"}:
            name = renamed
    head = f"event: {name}\n".encode() if name else b""
    return head + b"data: " + line.rstrip(b"\n") + b"\n\n"


def _is_array_entity(conv: Converters, entity: str) -> bool:
    contents = conv.catalog.resolve(entity).contents
    return isinstance(contents, dict) and contents.get("type") == "array"


def _each(conv: Converters, dialect: str, entity: str, value: Any) -> bool:
    """Whether `value` is an array of `entity` documents to convert one by one: an array where
    the entity is none, and the dialect declares no spelling of the whole array."""
    if not isinstance(value, list) or _is_array_entity(conv, entity):
        return False
    return dialect == CANONICAL or f"[{entity}]" not in conv.converters[dialect].shapes


def _read_as(conv: Converters, source: str, value: Any, entity: str) -> Result:
    """Read a document named by `--entity` (or an array of them: a persisted transcript) and
    validate the canonical JSON it gives; problems point into the input's spelling."""
    converter = None if source == CANONICAL else conv.converters[source]
    listed = isinstance(value, list) and not _is_array_entity(conv, entity)
    items = value if listed else [value]
    problems: list[str] = []
    if converter is not None:
        whole = f"[{entity}]"
        if listed and whole in converter.shapes:  # the dialect spells the array as a whole
            read, found, _ = converter.read(value, whole)
            problems = [f"{_where('', p)}: {m}" for p, m in found]
            items = read if isinstance(read, list) else [read]
        else:
            items = []
            for i, item in enumerate(value if listed else [value]):
                read, found, _ = converter.read(item, entity)
                problems += [f"{_where(f'/{i}' if listed else '', p)}: {m}" for p, m in found]
                items.append(read)
    if problems:
        return Result(items if listed else items[0], problems, entity)
    validator = conv.catalog.validator(conv.catalog.resolve(entity))
    for i, item in enumerate(items):
        if validator.is_valid(item):
            continue
        for problem in validator.errors(item):
            pointer = problem.pointer
            if converter is not None:
                pointer = converter.spelled_pointer(entity, item, pointer)
            at = _where(f"/{i}" if listed else "", pointer)
            problems.append(f"{at}: {problem.message} ({entity})")
    return Result(items if listed else items[0], problems, entity)


def _where(at: str, pointer: str | None) -> str:
    """The pointer of a problem of an array's element `at` (`/3`, or "" for a lone document)."""
    return f"{at}{pointer or ''}" or "/"


def _write_each(conv: Converters, target: str, entity: str, values: list[Any]) -> Result:
    """An array of `entity` documents written one by one in `target`."""
    written: list[Any] = []
    problems: list[str] = []
    for i, value in enumerate(values):
        one = from_canonical(conv, target, entity, value)
        written.append(one.value)
        problems += [f"/{i}{p}" if p.startswith("/") else f"/{i}: {p}" for p in one.problems]
    return Result(written, problems, entity)


def recordings(
    found: list[Input], max_bytes: int, taken: Callable[[Any, bytes], bool] | None = None
) -> Iterator[Document]:
    """The documents of the inputs as `documents` reads them, but a file or standard input of
    Server-Sent Events (told by its first non-blank line: `event:`, `data:` or a `:` comment)
    gives its events, one document each, read as `validate --stream` reads them (CR and CRLF
    line ends, a byte-order mark, comments, `[DONE]`). `taken`: as for `documents`."""
    plain: list[Input] = []
    for item in found:
        if _sse_input(item):
            yield from documents(plain, max_bytes, taken)
            plain = []
            yield from _sse_documents(item, max_bytes)
        else:
            plain.append(item)
    yield from documents(plain, max_bytes, taken)


def _sse_input(item: Input) -> bool:
    """Whether the input is a recording of Server-Sent Events: a regular file by its first
    bytes; standard input by the bytes it has buffered, looked at without taking them. (A
    FIFO named as a file is read once, so it is read as JSON.)"""
    if item.path is not None:
        return item.regular and _sse_head(_file_head(item.path))
    stdin = getattr(sys.stdin, "buffer", None)
    peek = getattr(stdin, "peek", None)
    if peek is None:
        return False
    try:
        return _sse_head(peek(1 << 16))
    except (OSError, ValueError):
        return False  # said when it is read


def _file_head(path: Path) -> bytes:
    try:
        with open(path, "rb") as f:
            return f.read(1 << 16)
    except OSError:
        return b""  # said when it is read


def _sse_head(head: bytes) -> bool:
    if head.lstrip()[:1] in (b"{", b"["):
        return False  # JSON (no field line starts so): told without loading the stream reader
    from .stream import BOM, _is_sse

    lines = re.split(rb"\r\n|\r|\n", head.removeprefix(BOM))
    return _is_sse(next((line for line in lines if line.strip()), b""))


def _sse_documents(item: Input, max_bytes: int) -> Iterator[Document]:
    from .inputs import _open
    from .stream import _blocks, _events, _number, _start, _Stream

    decode = json.JSONDecoder(parse_constant=_no_constant, parse_float=_number).decode
    out = Outcome(item.name, end_of_source=True)
    state = _Stream(item.name, out, regular=item.regular)
    try:
        reader = _open(item)
    except OSError as exc:
        yield Document(item.name, problem=f"cannot read: {exc.strerror or exc}", fatal=True)
        return
    seen = 0
    try:
        for line, text, name in _events(
            _blocks(_start(reader), max_bytes, out, state), state, max_bytes
        ):
            for finding in out.findings[seen:]:
                yield Document(item.name, problem=finding.message, line=finding.line or None)
            seen = len(out.findings)
            try:
                yield Document(item.name, decode(text.decode("utf-8")), line=line, sse=name or "")
            except (ValueError, RecursionError) as exc:
                yield Document(item.name, problem=f"not JSON: {exc}", line=line)
    finally:
        reader.close()
    for finding in out.findings[seen:]:
        yield Document(item.name, problem=finding.message, line=finding.line or None)


def _json_text(value: Any) -> tuple[bytes, str]:
    """One line of JSON for `value`, or why there is none. NaN and the infinities are not JSON
    (a number such as 1e400 is read as infinity): such a value is refused, not written. A
    string with a lone surrogate (read from a `\\ud800` escape) is written escaped, as it came."""
    out_of_range = "a number out of the range of a double is not written"
    try:
        try:
            return _encoder()(value, None) + b"\n", ""
        except UnicodeEncodeError:  # caught before the ValueError it is a kind of
            escaped = json.dumps(value, allow_nan=False, separators=(",", ":"))
            return escaped.encode("ascii") + b"\n", ""
    except ValueError:
        return b"", f"{_non_finite(value) or '/'}: {out_of_range}"
    except RecursionError:
        return b"", "/: nested too deeply to write"


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
    conv = _setup(schema_dir, [dialect], strict)
    if conv is None:
        return 2
    if dialect == CANONICAL:
        click.echo("error: --dialect canonical: validate without --dialect instead", err=True)
        return 2
    entry = None
    if entity is not None:
        try:
            entry = conv.catalog.resolve(entity)
        except UnknownEntity as exc:
            click.echo(f"error: --entity: {exc}", err=True)
            return 2
    if sys.stdout is None and not quiet:
        click.echo("error: standard output is closed (--quiet tells by the exit code)", err=True)
        return 2
    found, missing = inputs_of(paths)
    try:
        return _validate_dialect(conv, dialect, quiet, fmt, found, missing, max_bytes, entry)
    except OSError as exc:  # standard output: a full disk, or the reader went away (`| head`)
        if not isinstance(exc, BrokenPipeError):
            click.echo(f"error: cannot write the report: {exc.strerror or exc}", err=True)
        _discard(sys.stdout)
        return 2


#: Documents of `validate --dialect` reported together (their findings held until then).
DIALECT_BATCH = 1024


def _validate_dialect(
    conv: Converters,
    dialect: str,
    quiet: bool,
    fmt: str,
    found: list[Input],
    missing: list[Document],
    max_bytes: int,
    entry: Entry | None,
) -> int:
    """Each document read in the dialect and its canonical JSON validated
    (`dialects.check_document`), reported as `validate` reports (every `--format`); a document
    that cannot be read at all makes the exit code 2, as it is not checked."""
    import time

    from .report import Output, OutputError, Tally, make_report, unchecked

    started = time.monotonic()
    out = Output(sys.stdout or open(os.devnull, "w"))  # noqa: SIM115 - lives as long as the run
    color = fmt == "text" and out.stream.isatty() and not os.environ.get("NO_COLOR")
    report = make_report(fmt, out, conv.catalog.short, color)
    tally = Tally(report, None, quiet, None)
    sizes = {i.name: i.size or 0 for i in found}
    # the documents of one input, a batch at a time (an outcome each would cost as much as
    # the checking): reported when the batch is full or its input ends
    pending: Outcome | None = None
    try:
        for doc in chain(missing, documents(found, max_bytes)):
            if pending is not None and (
                pending.source != doc.source or pending.documents >= DIALECT_BATCH
            ):
                pending.end_of_source = pending.source != doc.source
                tally.add(pending)
                pending = None
            if pending is None:
                pending = Outcome(doc.source)
            if doc.text is not None:
                pending.nbytes += len(doc.text) + 1
            elif doc.line is None:
                pending.nbytes += sizes.get(doc.source, 0)
            check_document(conv, dialect, doc, entry, pending)
        if pending is not None:
            pending.end_of_source = True
            tally.add(pending)
        summary = tally.summary(len(found) + len(missing), time.monotonic() - started)
        if summary.kinds["malformed"]:
            summary = unchecked(summary)
        if not quiet:
            report.finish(summary)
        out.flush()
    except OutputError as exc:
        raise exc.error from exc
    return summary.exit_code
