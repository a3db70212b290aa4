"""`agentproto convert` and `agentproto validate --dialect`: documents in one dialect, read into
canonical JSON, checked against the canonical schemas, and written in another dialect.

The converters are the same the Python bindings carry: the plans come from the declarations
(`load.py`), the engine and the hooks are the hand-written template modules, loaded from the
templates agentproto ships, so the command needs no generated bindings. Problems are reported
with the pointer in the spelling of the document that was read.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import types
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import SchemaError, SchemaErrors
from ..shipped import templates
from .catalog import Catalog, Entry
from .check import Finding, Outcome, Whole, _json_error, _no_constant
from .inputs import Input, work
from .inputs import expand as expand_inputs

if TYPE_CHECKING:
    from ..dialects.ir import Dialect

CANONICAL = "canonical"


#: The name the hand-written template modules are imported under: a package of its own, so
#: `_dialect_hooks` imports what it shares with `_dialects` as the generated package does.
_TEMPLATES = "agentproto_templates"


@cache
def _module(name: str) -> types.ModuleType:
    """A hand-written template module (`_dialects`, `_dialect_hooks`), imported from its file."""
    if _TEMPLATES not in sys.modules:
        package = types.ModuleType(_TEMPLATES)
        package.__path__ = [str(templates() / "python")]
        sys.modules[_TEMPLATES] = package
    try:
        return importlib.import_module(f"{_TEMPLATES}.{name}")
    except ImportError as exc:  # pragma: no cover - the files ship with the package
        raise SchemaError(
            str(templates() / "python"), "", "cannot load the dialect engine"
        ) from exc


class Converters:
    """Every dialect of a schema folder, ready to run, and the canonical validators. Without
    `dialects` (canonical in, canonical out) only the validators: the dialect declarations, their
    plans and their engine are not read at all, so such a run starts as `validate` does."""

    def __init__(self, schema_dir: Path, strict: bool = False, dialects: bool = True) -> None:
        self.schema_dir = schema_dir
        self._dialects: dict[str, Dialect] | None = None if dialects else {}
        self.converters: Mapping[str, Any] = {}
        self.plans: dict[str, Any] = {}  # dialect name -> its plan (plain JSON)
        # dialect name -> the compact plan of its compiled writer, where it was made ahead
        self.compact: dict[str, Any] = {}
        if dialects:
            from .prebuilt import shipped_plans

            # the canonical folder's plans, made ahead of time when they are still what reading
            # the declarations would make; else read from the declarations
            shipped = shipped_plans(schema_dir)
            if shipped is None:
                plans = {n: d.plan() for n, d in self.dialects.items()}
            else:
                plans, self.compact = shipped["plans"], shipped["compact"]
            self.plans = plans
            self.converters = _Engines(plans)
        self.catalog = Catalog(schema_dir, strict=strict)
        self.entries: dict[str, Entry] = {}  # entity name -> its entry, resolved once

    @property
    def dialects(self) -> dict[str, Dialect]:
        """The dialects' declarations, read (YAML and the schemas they walk) on first use."""
        if self._dialects is None:
            from ..dialects import load_dialects  # the declarations' reader: YAML and the plans
            from ..load import load

            schemas = load(self.schema_dir)
            hooks_file = templates() / "python" / "_dialect_hooks.py"
            self._dialects = {d.name: d for d in load_dialects(schemas, hooks_file)}
        return self._dialects

    def names(self) -> list[str]:
        return sorted(self.converters)

    def check_name(self, name: str, canonical_ok: bool = True) -> str | None:
        """None when `name` is a known dialect (or `canonical`), else the problem."""
        if name in self.converters or (canonical_ok and name == CANONICAL):
            return None
        known = ", ".join([*self.names(), *([CANONICAL] if canonical_ok else [])])
        return f"unknown dialect {name!r}; known: {known or 'none (no schema/dialects/*.yaml)'}"


class _Engines(Mapping[str, Any]):
    """Each dialect's plan, ready to run (`_dialects.Converter`), made on first use: a run the
    compiled writer does whole never loads the engine."""

    def __init__(self, plans: dict[str, Any]) -> None:
        self.plans = plans
        self.made: dict[str, Any] = {}

    def __getitem__(self, name: str) -> Any:
        found = self.made.get(name)
        if found is None:
            plan = self.plans[name]  # (KeyError: no such dialect)
            engine = _module("_dialects")
            found = self.made[name] = engine.Converter(plan, _module("_dialect_hooks").HOOKS)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self.plans)

    def __len__(self) -> int:
        return len(self.plans)

    def __contains__(self, name: object) -> bool:
        return name in self.plans


@dataclass(slots=True)
class Document:
    source: str  # the input
    value: Any = None
    problem: str = ""  # why it could not be read
    text: bytes | None = None  # the line it was read from (JSON Lines), to write it back as is
    fatal: bool = False  # the input could not be read (exit 2), not a bad document
    line: int | None = None  # its line, in JSON Lines
    # read from a recording of Server-Sent Events: the event's `event:` name ("" for none)
    sse: str | None = None

    @property
    def where(self) -> str:
        """The input, and the line for JSON Lines: made only for a document with a problem."""
        return self.source if self.line is None else f"{self.source}:{self.line}"


def inputs_of(paths: Sequence[str]) -> tuple[list[Input], list[Document]]:
    """The inputs the paths name, found as `validate` finds them (folders searched for .json,
    .jsonl and .ndjson, globs, `-`, a FIFO named explicitly read as a stream), and a document
    with a problem for each path that names nothing readable."""
    found, missing = expand_inputs(tuple(paths), "auto")
    return found, [Document(f.source, problem=_cannot_read(f.message), fatal=True) for f in missing]


def _cannot_read(message: str) -> str:
    return message if message.startswith("cannot") else f"cannot read: {message}"


#: A line not read as it is: `_parsed` reads it again and says why.
_UNREAD = object()


def documents(
    found: list[Input], max_bytes: int, taken: Callable[[Any, bytes], bool] | None = None
) -> Iterator[Document]:
    """The documents of the inputs, read as `validate` reads them: a JSON file is one document,
    a JSON Lines input one per non-blank line, read in blocks of whole lines, so that memory
    holds a block and never the input; a line or document over `max_bytes` is a problem and is
    not held (an endless stream, `/dev/zero`, ends there). NaN and Infinity are not JSON;
    nesting too deep for the parser and integers longer than Python converts are problems.
    `taken(value, line)`: offered each JSON Lines document as it is read; one it takes (True)
    is done with, and no `Document` is made for it (most lines of a big input)."""
    decode = json.JSONDecoder(parse_constant=_no_constant).decode
    for item in work(found, max_bytes):
        if isinstance(item, Outcome):
            for finding in item.findings:
                yield Document(
                    finding.source,
                    problem=finding.message,
                    fatal=finding.kind == "io",
                    line=finding.line or None,
                )
        elif isinstance(item, Whole):
            yield _parsed(decode, item.source, None, item.data, None, max_bytes)
        else:
            data = item.read()
            lines = data.split(b"\n")
            if data.endswith(b"\n"):
                lines.pop()
            source = item.source
            for number, raw in enumerate(lines, item.first_line):
                if not raw or raw.isspace():
                    continue
                try:  # the common case inline: a line of JSON, under the limit
                    value = decode(raw.decode()) if len(raw) <= max_bytes else _UNREAD
                except (ValueError, RecursionError):
                    value = _UNREAD
                if value is _UNREAD:  # said why by `_parsed`
                    yield _parsed(decode, source, number, raw, raw, max_bytes)
                elif taken is None or not taken(value, raw):
                    yield Document(source, value, "", raw, False, number)


def _parsed(
    decode: Any, source: str, number: int | None, data: bytes, line: bytes | None, max_bytes: int
) -> Document:
    if len(data) > max_bytes:
        problem = f"over the limit of {max_bytes:,} bytes; not read"
        return Document(source, problem=problem, line=number)
    try:
        return Document(source, decode(data.decode("utf-8")), text=line, line=number)
    except UnicodeDecodeError as exc:
        problem = f"not UTF-8: {exc.reason} at byte {exc.start + 1}"
    except ValueError as exc:
        problem = _json_error(exc, column_only=line is not None)
    except RecursionError:
        problem = "not JSON we can read: nested too deeply"
    return Document(source, problem=problem, line=number)


@dataclass(frozen=True)
class Problem:
    """One problem of a document read in a dialect: where (a pointer in the input's spelling),
    what, the keyword (`dialect` when the dialect could not read it), and, for a problem the
    canonical schema finds, the entity and the schema location."""

    pointer: str
    message: str
    keyword: str = "dialect"
    entity: str = ""
    schema: str = ""

    def __str__(self) -> str:
        tail = f" ({self.entity})" if self.entity else ""
        return f"{self.pointer or '/'}: {self.message}{tail}"


@dataclass
class Result:
    value: Any
    problems: list[str]  # "pointer: message", pointers in the spelling of the input
    entity: str | None
    undetected: bool = False  # no entity could be told from the document (pass one)
    found: tuple[Problem, ...] = ()  # the problems, each whole (`to_canonical` gives them)


def _result(
    value: Any, found: list[Problem], entity: str | None, undetected: bool = False
) -> Result:
    return Result(value, [str(p) for p in found], entity, undetected, tuple(found))


def _read_problems(problems: list[tuple[str, str]]) -> list[Problem]:
    return [Problem(p or "", m) for p, m in problems]


def check_document(
    conv: Converters, dialect: str, doc: Document, entry: Entry | None, out: Outcome
) -> None:
    """`validate --dialect` of one document, into `out`: a document that cannot be read is
    malformed; one whose entity cannot be told is undetected; otherwise each problem of its
    reading or of its canonical JSON is a finding, in the input's spelling."""
    out.documents += 1
    if doc.problem:
        out.failed += 1
        kind, keyword = ("io", "") if doc.fatal else ("malformed", "json")
        out.add(Finding(doc.source, doc.line, None, kind, doc.problem, keyword))
        return
    try:
        result = to_canonical(conv, dialect, doc.value, entry)
        found, undetected = list(result.found), result.undetected
        if result.entity:
            out.entities[result.entity] += 1
    except RecursionError:
        found, undetected = [Problem("", "nested too deeply to convert", "depth")], False
    if found:
        out.failed += 1
    kind = "undetected" if undetected else "invalid"
    for p in found:
        pointer = p.pointer or ""
        out.add(
            Finding(doc.source, doc.line, pointer, kind, p.message, p.keyword, p.entity, p.schema)
        )


def to_canonical(conv: Converters, source: str, value: Any, entry: Entry | None = None) -> Result:
    """Read one document of `source` and validate the canonical JSON it gives. `entry`: the
    entity it is, when the caller says so; else it is told from the document."""
    if entry is not None and source != CANONICAL:
        converter = conv.converters[source]
        entity = entry.name
        if entity in converter.shapes:
            canonical, problems, _ = converter.read(value, entity)
            if problems:
                return _result(value, _read_problems(problems), entity)
        else:  # the dialect spells it as the canonical model does
            canonical = value
    elif source == CANONICAL:
        detected = conv.catalog.detect(value)
        if detected.entry is None:
            return _result(value, [Problem("", detected.problem, "entity")], None, True)
        entry, canonical, converter = detected.entry, value, None
        entity = entry.name
    else:
        converter = conv.converters[source]
        canonical, problems, key = converter.read(value)
        if problems or key is None:
            return _result(value, _read_problems(problems), None, key is None)
        entity = key.strip("[]")
        entry = conv.entries.get(entity) or conv.entries.setdefault(
            entity, conv.catalog.resolve(entity)
        )
    validator = conv.catalog.validator(entry)
    # one valid document, the common case
    if (not isinstance(value, list) or converter is None) and validator.is_valid(canonical):
        return Result(canonical, [], entity)
    items = canonical if key_is_list(converter, entity, value) else [canonical]
    found = []
    for i, item in enumerate(items):
        if validator.is_valid(item):
            continue
        for problem in validator.errors(item):
            pointer = problem.pointer
            if converter is not None:
                pointer = converter.spelled_pointer(entity, item, pointer)
            if len(items) > 1 or isinstance(canonical, list):
                pointer = f"/{i}{pointer}"
            found.append(Problem(pointer, problem.message, problem.keyword, entity, problem.schema))
    return _result(canonical, found, entity)


def key_is_list(converter: Any, entity: str, value: Any) -> bool:
    return converter is not None and isinstance(value, list)


def from_canonical(
    conv: Converters, target: str, entity: str | None, value: Any, fill: bool = False
) -> Result:
    """Write canonical JSON in `target`. `fill`: also write what the dialect always sends where
    the value has none (its `fill` values, for a consumer that requires them); off, a document
    read from the dialect is written back as it was."""
    if target == CANONICAL:
        return Result(value, [], entity)
    converter = conv.converters[target]
    key = entity
    if isinstance(value, list) and entity is not None:
        key = f"[{entity}]" if f"[{entity}]" in converter.shapes else entity
    if key is not None and key not in converter.shapes:
        key = None  # the target dialect spells it like we do, or tells it by its tags
    out, problems, _ = converter.write(value, key, fill)
    return Result(out, [f"{p or '/'}: {m}" for p, m in problems], entity)


def load_converters(
    schema_dir: Path, strict: bool = False, dialects: bool = True
) -> Converters | str:
    try:
        return Converters(schema_dir, strict, dialects)
    except (SchemaError, SchemaErrors) as exc:
        return str(exc)
