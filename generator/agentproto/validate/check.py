"""Checking: bytes in, findings out. A work item is a run of whole lines of a JSON Lines input or
one whole JSON document; `check` parses it, finds each document's entity, validates it and says
what is wrong, with the line and JSON pointer. It runs in worker processes (or in-process with
`-j 1`), so everything here is plain data that pickles."""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import SchemaError, SchemaErrors
from .catalog import Catalog, Detected, Entry
from .limits import check_limits, read_limits

# A document with more problems than this is reported with the first ones and a count; a
# 100,000-item array of wrong values does not need 100,000 lines to be understood.
MAX_PROBLEMS_PER_DOCUMENT = 100
# Findings one work item keeps (a few MB); the rest are counted, so a block of a million `{}`
# lines costs memory for the count, not for a million findings.
MAX_FINDINGS_PER_ITEM = 10_000


@dataclass(slots=True)
class Finding:
    """One thing to report. `kind` is `invalid` (fails its schema), `malformed` (not a JSON
    document: bad UTF-8, bad JSON, too long), `undetected` (no way to tell its entity) or `io`."""

    source: str
    line: int | None  # 1-based; None for a whole-file JSON document's schema problems
    pointer: str | None  # JSON pointer into the document; None when there is no document
    kind: str
    message: str
    keyword: str = ""
    entity: str = ""
    schema: str = ""  # the schema location that failed: `$id#pointer`


@dataclass(slots=True)
class Lines:
    """A run of whole lines of a JSON Lines input; `unterminated` when the input ends inside the
    last one (no final newline). `origin` is where the bytes lie in a file, (path, offset, size),
    so a worker process can read them itself instead of being sent them."""

    source: str
    first_line: int
    data: bytes
    unterminated: bool = False
    origin: tuple[str, int, int] | None = None
    max_line: int | None = None  # longest line to validate, newline not counted

    def by_reference(self) -> Lines:
        if self.origin is None:
            return self
        return Lines(
            self.source, self.first_line, b"", self.unterminated, self.origin, self.max_line
        )

    def read(self) -> bytes:
        if self.data or self.origin is None:
            return self.data
        path, offset, size = self.origin
        with open(path, "rb") as file:
            file.seek(offset)
            data = file.read(size)
        if len(data) != size:
            raise OSError(f"{path} changed while being read")
        return data


@dataclass(slots=True)
class Whole:
    """One JSON document: a `.json` file, or standard input that is not JSON Lines. When the
    entity is detected, a top-level array is a list of documents (no document entity is an
    array); with `--entity` the file is one document of that entity, whatever it holds."""

    source: str
    data: bytes


@dataclass(slots=True)
class Outcome:
    source: str
    documents: int = 0
    failed: int = 0  # documents with at least one finding
    nbytes: int = 0
    findings: list[Finding] = field(default_factory=list)
    hidden: Counter[str] = field(default_factory=Counter)  # findings over the limit, by kind
    entities: Counter[str] = field(default_factory=Counter)
    end_of_source: bool = False  # the last outcome of its source
    fatal: list[str] = field(default_factory=list)  # the schema set cannot be used: stop
    last_hidden_line: int | None = None  # the line of the last finding counted but not kept

    def add(self, finding: Finding) -> None:
        """Keep the finding, or past MAX_FINDINGS_PER_ITEM count it: memory stays bounded even
        when every one of millions of documents in one item fails."""
        if len(self.findings) < MAX_FINDINGS_PER_ITEM:
            self.findings.append(finding)
        else:
            self.hidden[finding.kind] += 1
            self.last_hidden_line = finding.line


class Checker:
    def __init__(
        self,
        schema_dir: Path,
        entity: str | None,
        resources: tuple[tuple[str, Path], ...] = (),
        strict: bool = False,
        limits: Path | None = None,
    ) -> None:
        self.schema_dir, self.entity_name, self.resources = schema_dir, entity, resources
        self.catalog = Catalog(schema_dir, resources, strict)
        self.limits_file = limits
        # entity URI -> the size limits its documents are held to (`x-limit`)
        self.limits = read_limits(self.catalog, limits)
        self.entry: Entry | None = self.catalog.resolve(entity) if entity else None
        self._decode = json.JSONDecoder(parse_constant=_no_constant).decode

    def check(self, work: Lines | Whole) -> Outcome:
        out = Outcome(work.source)
        try:
            if isinstance(work, Lines):
                data = work.read()
                out.nbytes = len(data)
                self._lines(work.first_line, data, work.unterminated, work.max_line, out)
            else:
                out.nbytes = len(work.data)
                self._whole(work, out)
        except (SchemaError, SchemaErrors) as exc:
            out.fatal = [str(e) for e in (exc.errors if isinstance(exc, SchemaErrors) else [exc])]
        except OSError as exc:
            out.add(Finding(work.source, None, None, "io", f"cannot read: {exc.strerror or exc}"))
        if out.hidden:
            last = out.last_hidden_line
            up_to = f" up to line {last}" if last is not None else ""
            out.findings.append(
                Finding(
                    out.source,
                    out.findings[-1].line,
                    None,
                    "note",
                    f"... and {out.hidden.total():,} more problems{up_to}, not shown",
                    "more",
                )
            )
        return out

    def _lines(
        self, first_line: int, data: bytes, unterminated: bool, max_line: int | None, out: Outcome
    ) -> None:
        lines = data.split(b"\n")
        if data.endswith(b"\n"):
            lines.pop()  # the empty piece after the final newline
        last = len(lines) - 1
        for i, raw in enumerate(lines):
            if not raw or raw.isspace():
                continue  # blank lines between documents are tolerated
            number = first_line + i
            out.documents += 1
            if max_line is not None and len(raw) > max_line:
                out.failed += 1
                out.add(too_long(out.source, number, len(raw), max_line))
                continue
            try:
                doc = self._decode(raw.decode("utf-8"))
            except UnicodeDecodeError as exc:
                self._malformed(
                    out, number, "utf-8", f"not UTF-8: {exc.reason} at byte {exc.start + 1}"
                )
                continue
            except ValueError as exc:
                truncated = (
                    "; the input ends inside this line: truncated?"
                    if unterminated and i == last
                    else ""
                )
                self._malformed(out, number, "json", _json_error(exc, column_only=True) + truncated)
                continue
            except RecursionError:
                self._malformed(out, number, "json", "not JSON we can read: nested too deeply")
                continue
            self._document(doc, out, number, "")

    def _limits(self, doc: Any, entry: Entry, out: Outcome, line: int | None, prefix: str) -> None:
        """The size limits a valid document must keep (`--limits`, or the schemas' defaults)."""
        over = list(check_limits(self.limits[entry.uri], doc))
        if over:
            out.failed += 1
        for pointer, name, message in over:
            out.add(Finding(out.source, line, prefix + pointer, "limit", message, name, entry.name))

    def _whole(self, work: Whole, out: Outcome) -> None:
        out.documents += 1
        try:
            doc = self._decode(work.data.decode("utf-8"))
        except UnicodeDecodeError as exc:
            line = work.data.count(b"\n", 0, exc.start) + 1
            return self._malformed(
                out, line, "utf-8", f"not UTF-8: {exc.reason} at byte {exc.start + 1}"
            )
        except ValueError as exc:
            where = exc.lineno if isinstance(exc, json.JSONDecodeError) else None
            # the parser ran out of input: at the end, or inside a string never closed
            ran_out = isinstance(exc, json.JSONDecodeError) and (
                exc.pos >= len(exc.doc.rstrip()) or exc.msg.startswith("Unterminated string")
            )
            ended = "; the input ends inside the document: truncated?" if ran_out else ""
            return self._malformed(out, where, "json", _json_error(exc, column_only=False) + ended)
        except RecursionError:
            return self._malformed(out, None, "json", "not JSON we can read: nested too deeply")
        if (
            isinstance(doc, list)
            and self.entry is None
            and not any("array" in e.types for e in self.catalog.documents)
        ):
            # no document entity is an array, so an array is a list of documents, each detected
            out.documents += len(doc) - 1
            for i, item in enumerate(doc):
                self._document(item, out, None, f"/{i}")
        else:
            self._document(doc, out, None, "")

    def _document(self, doc: Any, out: Outcome, line: int | None, prefix: str) -> None:
        entry, marker = self.entry, False
        if entry is None:
            try:
                found = self.catalog.detect(doc)
            except RecursionError:
                found = Detected(None, "it is nested too deeply to tell")
            if found.entry is None:
                out.failed += 1
                out.add(
                    Finding(
                        out.source,
                        line,
                        prefix or None,
                        "undetected",
                        f"cannot tell which entity this is (pass --entity): {found.problem}",
                        keyword="entity",
                    )
                )
                return
            entry, marker = found.entry, found.by_marker
        elif isinstance(doc, dict) and doc.get("$schema") == entry.uri:
            marker = True
        if marker and "$schema" not in (entry.contents.get("properties") or {}):
            # `$schema` named the entity; it says which schema, it is not part of the payload
            doc = {k: v for k, v in doc.items() if k != "$schema"}
        out.entities[entry.name] += 1
        validator = self.catalog.validator(entry)
        try:
            if validator.is_valid(doc):
                if entry.uri in self.limits:
                    self._limits(doc, entry, out, line, prefix)
                return
            problems = validator.errors(doc)
        except RecursionError:
            out.failed += 1
            out.add(
                Finding(
                    out.source,
                    line,
                    prefix,
                    "invalid",
                    "too deeply nested to validate",
                    keyword="depth",
                    entity=entry.name,
                )
            )
            return
        out.failed += 1
        for problem in problems[:MAX_PROBLEMS_PER_DOCUMENT]:
            out.add(
                Finding(
                    out.source,
                    line,
                    prefix + problem.pointer,
                    "invalid",
                    problem.message,
                    problem.keyword,
                    entry.name,
                    problem.schema,
                )
            )
        if len(problems) > MAX_PROBLEMS_PER_DOCUMENT:
            out.add(
                Finding(
                    out.source,
                    line,
                    prefix,
                    "invalid",
                    f"... and {len(problems) - MAX_PROBLEMS_PER_DOCUMENT} more problems "
                    "in this document",
                    "more",
                    entry.name,
                )
            )

    def _malformed(self, out: Outcome, line: int | None, keyword: str, message: str) -> None:
        out.failed += 1
        out.add(Finding(out.source, line, None, "malformed", message, keyword))


def too_long(source: str, line: int, size: int, limit: int) -> Finding:
    return Finding(
        source,
        line,
        None,
        "malformed",
        f"line is {size:,} bytes, over the limit of {limit:,} (--max-document-bytes); "
        "not validated",
        "size",
    )


def _no_constant(name: str) -> Any:
    raise ValueError(f"not JSON: {name} is not a JSON value")


def _json_error(exc: ValueError, column_only: bool) -> str:
    if not isinstance(exc, json.JSONDecodeError):
        digits = re.search(r"integer string conversion: value has (\d+) digits", str(exc))
        if digits:  # Python's own limit on the digits it turns into an int
            return (
                f"not JSON we can read: an integer of {int(digits[1]):,} digits, over the "
                f"limit of {sys.get_int_max_str_digits():,}"
            )
        return str(exc)
    where = f"column {exc.colno}" if column_only else f"line {exc.lineno}, column {exc.colno}"
    return f"not JSON: {exc.msg} ({where})"


# -- the worker processes' side ----------------------------------------------------------------

_checker: Checker | None = None


def start_worker(
    schema_dir: Path,
    entity: str | None,
    resources: tuple[tuple[str, Path], ...] = (),
    strict: bool = False,
    limits: Path | None = None,
) -> None:
    """Pool initializer. A forked worker inherits the parent's checker, with the validator it
    already compiled; a spawned one makes its own."""
    global _checker
    wanted = (schema_dir, entity, resources, strict, limits)
    if (
        _checker is None
        or (
            _checker.schema_dir,
            _checker.entity_name,
            _checker.resources,
            _checker.catalog.strict,
            _checker.limits_file,
        )
        != wanted
    ):
        _checker = Checker(schema_dir, entity, resources, strict, limits)


def use_checker(checker: Checker) -> None:
    global _checker
    _checker = checker


def check(work: Lines | Whole) -> Outcome:
    """Check one work item. An unexpected error is a fatal outcome naming the item, so that a
    bug ends the run with a message and exit code 2, never a traceback or a dead worker."""
    assert _checker is not None, "start_worker() first"
    try:
        return _checker.check(work)
    except Exception as exc:  # noqa: BLE001 - any failure here is reported, with where it happened
        message = f"internal error while checking {where(work)}: {type(exc).__name__}: {exc}"
        return Outcome(work.source, fatal=[message])


def where(work: Lines | Whole) -> str:
    """The work item, for people: the input, and for lines the first line number."""
    if isinstance(work, Lines):
        return f"{work.source} (from line {work.first_line})"
    return work.source
