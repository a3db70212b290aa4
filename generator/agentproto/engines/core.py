"""The work of one partition, the same on every engine: files or records in, outcomes out.

Nothing here is new checking: a partition's files are cut into the work items `validate` cuts
(`inputs.work`, blocks of whole lines), and each item goes through `check.check`, so detection,
the strict profile, limits, the per-item cap on findings and every problem's text are the local
engine's own. Dialects go through `dialects.to_canonical`, conversion through `convert`'s
`_convert_one`. What this module adds is reading what the local engine does not (gzip and
Zstandard JSON Lines, a payload column of Parquet) into those same work items."""

from __future__ import annotations

import contextlib
import gzip
import io
import json
import os
import stat
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..validate.check import Finding, Lines, Outcome, Whole, check, start_worker
from ..validate.inputs import BLOCK, Input, _lines, _problem, work

PLAIN = (".jsonl", ".ndjson", ".json")
COMPRESSED = tuple(f"{s}{c}" for s in (".jsonl", ".ndjson") for c in (".gz", ".zst"))
PARQUET = (".parquet",)
SUFFIXES = PLAIN + COMPRESSED + PARQUET

#: A test-only switch: a folder (when it exists) where the first attempt of the partition holding
#: input 0 leaves a mark and then kills its own process, so that the engines' retries can be
#: seen to be exact. The variable is read by executors, so it is set before the engine starts.
FAIL_ONCE = "AGENTPROTO_ENGINE_FAIL_ONCE"


@dataclass(frozen=True)
class Job:
    """What every partition needs to check, as plain data that pickles. Paths are as the
    executor sees them (`Shipment.unpack` rewrites the driver's into the shipped copies)."""

    schema_dir: str | None = None  # None: the canonical schemas agentproto ships
    entity: str | None = None
    strict: bool = False
    limits: str | None = None
    resources: tuple[tuple[str, str], ...] = ()
    max_bytes: int = 16 << 20
    column: str | None = None  # the payload column of Parquet inputs
    dialect: str | None = None  # documents spelled in this dialect (validate)
    source: str | None = None  # convert: read in this dialect
    target: str | None = None  # convert: written in this dialect
    resume: bool = False  # streams: each stream is declared resumed (`--resume`)

    def schemas(self) -> Path:
        from ..shipped import canonical_schemas

        return Path(self.schema_dir) if self.schema_dir else canonical_schemas()


@dataclass
class Converted:
    """One converted document of a partition: its text (None when it could not be), and the
    problems `convert` prints for it, each `where: problem`."""

    source: str
    line: int | None
    text: bytes | None
    problems: list[str] = field(default_factory=list)
    code: int = 0


# -- planning, on the driver -------------------------------------------------------------------


def plan(paths: Iterable[str]) -> tuple[list[str], list[Finding]]:
    """The input files the paths name, in the order the local engine reads them (each path in
    turn, a folder's files sorted, hidden folders skipped), each once; a finding per path that
    names nothing. Folders are searched for JSON, JSON Lines (plain, .gz, .zst) and Parquet."""
    found: dict[str, None] = {}
    problems: list[Finding] = []
    for text in paths:
        try:
            mode = os.stat(text).st_mode
        except OSError as exc:
            problems.append(_problem(text, exc))
            continue
        if stat.S_ISDIR(mode):
            for folder, dirs, files in os.walk(text, followlinks=False):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for name in sorted(files):
                    if name.endswith(SUFFIXES):
                        found.setdefault(os.path.join(folder, name))
        else:
            found.setdefault(text)
    return list(found), problems


# -- reading, on an executor -------------------------------------------------------------------


def items(path: str, job: Job) -> Iterator[Lines | Whole | Outcome]:
    """The work items of one input file, as `validate` cuts them; an input it cannot read is an
    `io` finding, never an exception (a corrupt file fails itself, not the job)."""
    if path.endswith(PARQUET):
        yield from _parquet(path, job)
        return
    if not path.endswith(COMPRESSED):
        kind = "json" if path.endswith(".json") else "jsonl" if path.endswith(PLAIN) else "auto"
        yield from work([Input(path, Path(path), kind)], job.max_bytes)
        return
    try:
        raw = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as exc:
        yield Outcome(path, findings=[_problem(path, exc)], end_of_source=True)
        return
    try:
        if path.endswith(".gz"):
            stream: Any = gzip.GzipFile(fileobj=raw)
        else:
            import zstandard

            stream = io.BufferedReader(zstandard.ZstdDecompressor().stream_reader(raw), BLOCK)
        yield from _lines(stream, Input(path, Path(path), "jsonl"), job.max_bytes)
    except (OSError, EOFError, ValueError) as exc:  # a corrupt or truncated archive
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        yield Outcome(path, findings=[Finding(path, None, None, "io", f"cannot read: {reason}")])
    except Exception as exc:  # noqa: BLE001 - zstandard's own error class
        yield Outcome(path, findings=[Finding(path, None, None, "io", f"cannot read: {exc}")])
    finally:
        raw.close()
    yield Outcome(path, end_of_source=True)


def _parquet(path: str, job: Job) -> Iterator[Lines | Whole | Outcome]:
    """The payload column of a Parquet file as work items: row N is line N."""
    try:
        import pyarrow.parquet as pq

        table = pq.ParquetFile(path)
        if job.column is None or job.column not in table.schema_arrow.names:
            names = ", ".join(table.schema_arrow.names)
            raise ValueError(
                f"no column {job.column!r} (it has {names}); name the payload with --column"
                if job.column
                else f"a Parquet input needs --column, the payload column (it has {names})"
            )
        batches = table.iter_batches(batch_size=4096, columns=[job.column])
        yield from records_items(
            ((path, row, value) for row, value in _numbered(batches)), job.max_bytes
        )
    except Exception as exc:  # noqa: BLE001 - pyarrow's many error classes: the file fails
        yield Outcome(path, findings=[Finding(path, None, None, "io", f"cannot read: {exc}")])
    yield Outcome(path, end_of_source=True)


def _numbered(batches: Iterable[Any]) -> Iterator[tuple[int, Any]]:
    row = 1
    for batch in batches:
        for value in batch.column(0).to_pylist():
            yield row, value
            row += 1


def records_items(
    records: Iterable[tuple[str, int, Any]], max_bytes: int
) -> Iterator[Lines | Whole | Outcome]:
    """Records (source, line or row, text) as the work items `validate` checks: runs of
    consecutive rows of one source joined into blocks of whole lines. A text that holds a line
    break (a pretty-printed payload) is checked alone, as a whole document at its row; a null
    is a malformed document."""
    block: list[bytes] = []
    source, first, size = "", 0, 0
    for name, row, value in records:
        text = value.encode("utf-8", "surrogatepass") if isinstance(value, str) else value
        if block and (name != source or row != first + len(block) or size >= BLOCK):
            yield Lines(source, first, b"\n".join(block) + b"\n", max_line=max_bytes)
            block, size = [], 0
        if text is None:
            yield Outcome(
                name,
                documents=1,
                failed=1,
                findings=[Finding(name, row, None, "malformed", "no document: null", "json")],
            )
        elif b"\n" in text or b"\r" in text:
            yield RowWhole(name, bytes(text), row)
        else:
            if not block:
                source, first = name, row
            block.append(bytes(text))
            size += len(text)
    if block:
        yield Lines(source, first, b"\n".join(block) + b"\n", max_line=max_bytes)


@dataclass(slots=True)
class RowWhole(Whole):
    """A record checked as a whole document, whose findings are at its row."""

    row: int = 0


# -- checking, on an executor ------------------------------------------------------------------


def prepare(job: Job) -> None:
    """The process's checker for this job, made once per process and kept for later tasks."""
    resources = tuple((uri, Path(file)) for uri, file in job.resources)
    limits = Path(job.limits) if job.limits else None
    start_worker(job.schemas(), job.entity, resources, job.strict, limits)


def validate_files(files: Iterable[tuple[int, str]], job: Job) -> Iterator[tuple[int, Outcome]]:
    """(input index, outcome) for every work item of the files, in order."""
    listed = list(files)
    _maybe_fail(listed)
    prepare(job)
    for index, path in listed:
        for item in items(path, job):
            yield index, _outcome(item, job)


def validate_records(records: Iterable[tuple[str, int, Any]], job: Job) -> Iterator[Outcome]:
    """The outcomes of records (source, row, text), as `validate` would give for a JSON Lines
    file whose line N holds row N."""
    prepare(job)
    for item in records_items(records, job.max_bytes):
        yield _outcome(item, job)


def validate_streams(files: Iterable[tuple[int, str]], job: Job) -> Iterator[tuple[int, Outcome]]:
    """`validate --stream`: (input index, outcome) for each file, each one recorded stream
    folded whole by `validate.stream`, as the local engine folds it."""
    listed = list(files)
    _maybe_fail(listed)
    prepare(job)
    for index, path in listed:
        try:
            regular = stat.S_ISREG(os.stat(path).st_mode)
        except OSError:
            regular = True  # opening it reports why it cannot be read, as locally
        yield from (
            (index, o) for o in _fold_inputs([Input(path, Path(path), "auto", regular)], job)
        )


def _fold_inputs(inputs: list[Input], job: Job) -> Iterator[Outcome]:
    from ..validate import check as checking
    from ..validate.stream import check_streams

    checker = checking._checker
    assert checker is not None, "prepare() first"
    return check_streams(
        inputs,
        checker.catalog,
        job.entity,
        job.max_bytes,
        checker.limits,
        _event_reader(job),
        job.resume,
    )


def _event_reader(job: Job) -> Any:
    """What reads an event spelled in the job's dialect into canonical JSON (None: canonical)."""
    if job.dialect is None:
        return None
    from ..validate.convert import event_reader

    return event_reader(job.schemas(), job.dialect)


def validate_groups(
    groups: Iterable[tuple[Any, list[tuple[Any, int, Any]]]], job: Job
) -> Iterator[tuple[Any, ...]]:
    """The Python API's streams: for each (key, [(order value, row index, payload), ...]), the
    group's payloads in order (by the order value, then by the row's place in the frame) as one
    JSON Lines stream named `<column>[<key>]`, folded by `validate.stream`; its event N is its
    line N. (FINDING, key, finding fields...) per finding, then one (STATS, totals)."""
    prepare(job)
    totals = Totals()
    for key, rows in groups:
        ordered = sorted(rows, key=_in_order)
        name = f"{job.column}[{key}]"
        outcome = _fold_group(name, [row[2] for row in ordered], job)
        totals.add(outcome)
        for finding in outcome.findings:
            yield (FINDING, key, *finding_row(finding))
    yield (STATS, json.dumps(totals.summary()))


def _in_order(row: tuple[Any, int, Any]) -> tuple[bool, Any, int]:
    # rows without an order value come last, in the frame's order
    return (row[0] is None, row[0] if row[0] is not None else 0, row[1])


def _fold_group(name: str, payloads: list[Any], job: Job) -> Outcome:
    """A group's payloads folded as one recorded stream of JSON Lines, a line each, by the
    local engine's `validate.stream`. A line break inside a payload would split its event,
    and JSON allows one only as whitespace between tokens (a raw one in a string is malformed
    either way), so it is read as a space; a null is the event `null`."""
    from ..validate import check as checking
    from ..validate.stream import _check_stream, _Options, folds, stream_entities

    lines = []
    for value in payloads:
        text = value.encode("utf-8", "surrogatepass") if isinstance(value, str) else value
        text = b"null" if text is None else bytes(text)
        lines.append(text.replace(b"\r", b" ").replace(b"\n", b" "))
    checker = checking._checker
    assert checker is not None, "prepare() first"
    entries = stream_entities(checker.catalog, job.entity)
    out = Outcome(name, end_of_source=True)
    _check_stream(
        io.BytesIO(b"\n".join(lines) + b"\n"),
        name,
        out,
        checker.catalog,
        entries,
        folds(entries),
        job.max_bytes,
        checker.limits,
        True,
        _Options(_event_reader(job), job.resume),
    )
    return out


def _outcome(item: Lines | Whole | Outcome, job: Job) -> Outcome:
    if isinstance(item, Outcome):
        return item
    outcome = check(item) if job.dialect is None else _dialect_outcome(item, job)
    if isinstance(item, RowWhole):
        for finding in outcome.findings:
            finding.line = item.row
    return outcome


def _maybe_fail(files: list[tuple[int, str]]) -> None:
    folder = os.environ.get(FAIL_ONCE)
    if folder and files and files[0][0] == 0 and os.path.isdir(folder):
        mark = Path(folder) / "failed-once"
        if not mark.exists():
            mark.write_text(str(os.getpid()))
            os._exit(3)


# -- dialects and conversion -------------------------------------------------------------------

_converters: dict[tuple[str, bool, bool], Any] = {}


def _conv(job: Job, dialects: bool) -> Any:
    from ..validate.dialects import load_converters

    key = (str(job.schemas()), job.strict, dialects)
    if key not in _converters:
        conv = load_converters(job.schemas(), job.strict, dialects)
        if isinstance(conv, str):
            raise ValueError(conv)
        _converters[key] = conv
    return _converters[key]


def documents_of(item: Lines | Whole | Outcome, max_bytes: int) -> Iterator[Any]:
    """The `dialects.Document`s of one work item, read as `dialects.documents` reads them."""
    from ..validate.check import _no_constant
    from ..validate.dialects import Document, _parsed

    if isinstance(item, Outcome):
        for finding in item.findings:
            yield Document(
                finding.source,
                problem=finding.message,
                fatal=finding.kind == "io",
                line=finding.line or None,
            )
        return
    decode = json.JSONDecoder(parse_constant=_no_constant).decode
    if isinstance(item, Whole):
        row = item.row if isinstance(item, RowWhole) else None
        yield _parsed(decode, item.source, row, item.data, None, max_bytes)
        return
    data = item.read()
    lines = data.split(b"\n")
    if data.endswith(b"\n"):
        lines.pop()
    for number, raw in enumerate(lines, item.first_line):
        if raw and not raw.isspace():
            yield _parsed(decode, item.source, number, raw, raw, max_bytes)


def _dialect_outcome(item: Lines | Whole, job: Job) -> Outcome:
    """`validate --dialect`: each document read in the dialect and its canonical JSON validated,
    as the local engine does it (`dialects.check_document`)."""
    from ..validate.dialects import check_document

    assert job.dialect is not None
    conv = _conv(job, True)
    entry = conv.catalog.resolve(job.entity) if job.entity else None
    out = Outcome(item.source, nbytes=len(item.data) if isinstance(item, Whole) else 0)
    for doc in documents_of(item, job.max_bytes):
        if isinstance(item, Lines) and doc.text is not None:
            out.nbytes += len(doc.text) + 1
        check_document(conv, job.dialect, doc, entry, out)
    return out


def convert_files(files: Iterable[tuple[int, str]], job: Job) -> Iterator[tuple[int, Converted]]:
    listed = list(files)
    _maybe_fail(listed)
    for index, path in listed:
        for converted in convert_items(items(path, job), job):
            yield index, converted


def convert_records(records: Iterable[tuple[str, int, Any]], job: Job) -> Iterator[Converted]:
    return convert_items(records_items(records, job.max_bytes), job)


def convert_items(work_items: Iterable[Lines | Whole | Outcome], job: Job) -> Iterator[Converted]:
    """Each document converted by `convert`'s own `_convert_one`: what it would write, and what
    it would print (captured, one document at a time)."""
    from ..validate.catalog import UnknownEntity
    from ..validate.convert import _convert_one, _Out

    assert job.source is not None and job.target is not None
    conv = _conv(job, job.source != "canonical" or job.target != "canonical")
    entity = job.entity
    if entity is not None:
        try:
            entity = conv.catalog.resolve(entity).name
        except UnknownEntity as exc:
            raise ValueError(f"--entity: {exc}") from exc
    written = io.BytesIO()
    said = io.StringIO()
    out = _Out(written)
    with contextlib.redirect_stderr(said):
        for item in work_items:
            for doc in documents_of(item, job.max_bytes):
                code = _convert_one(conv, job.source, job.target, doc, out, entity)
                out.flush()
                text = written.getvalue() or None
                problems = said.getvalue().splitlines()
                written.seek(0)
                written.truncate()
                said.seek(0)
                said.truncate()
                yield Converted(doc.source, doc.line, text, problems, code)


# -- summing up, on the driver -----------------------------------------------------------------


@dataclass
class Totals:
    """What the outcomes of a run hold, summed: for the summary of the Python API."""

    documents: int = 0
    failed: int = 0
    nbytes: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    entities: Counter[str] = field(default_factory=Counter)

    def add(self, outcome: Outcome) -> None:
        self.documents += outcome.documents
        self.failed += outcome.failed
        self.nbytes += outcome.nbytes
        self.kinds.update(f.kind for f in outcome.findings if f.kind != "note")
        self.kinds.update(outcome.hidden)
        self.entities.update(outcome.entities)

    def summary(self) -> dict[str, Any]:
        from ..validate.report import NOT_CHECKED

        problems = sum(self.kinds.values())
        exit_code = 2 if any(self.kinds[k] for k in NOT_CHECKED) else 1 if problems else 0
        return {
            "documents": self.documents,
            "failed": self.failed,
            "bytes": self.nbytes,
            "problems": dict(self.kinds),
            "entities": dict(self.entities),
            "exit_code": exit_code,
        }


FINDING_FIELDS = ("source", "line", "pointer", "kind", "keyword", "message", "entity", "schema")


#: The columns of the problems the frame APIs return: a finding's fields, its line a row there.
PROBLEM_COLUMNS = ("source", "row", "pointer", "kind", "keyword", "message", "entity", "schema")


def check_columns(
    names: list[str],
    column: str,
    stream_key: str | None = None,
    order_key: str | None = None,
    output: str | None = None,
    internal: tuple[str, ...] = (),
) -> None:
    """Refuse, before any work, a column the call names that the frame lacks, and a name a
    result would hold twice: the stream key beside the problems' own columns, the converted
    column beside the frame's, or an engine's `internal` working column."""
    for name in (column, stream_key, order_key):
        if name is not None and name not in names:
            raise ValueError(f"no column {name!r} (the frame has {', '.join(names)})")
    if stream_key in PROBLEM_COLUMNS:
        raise ValueError(
            f"the stream key column {stream_key!r} would be named twice in the problems, whose "
            f"columns are {', '.join(PROBLEM_COLUMNS)}: rename it first"
        )
    if output is not None and output in names:
        raise ValueError(f"the frame already has a column {output!r}: give output= another name")
    for name in (column, stream_key, order_key, output):
        if name is not None and name in internal:
            raise ValueError(f"{name!r} is the name of a column the engine adds: rename it first")


def finding_row(f: Finding) -> tuple[Any, ...]:
    return (f.source, f.line, f.pointer, f.kind, f.keyword, f.message, f.entity, f.schema)


# -- rows for data frames: plain tuples, tagged, so that a frame's functions need no classes ----

FINDING, STATS, ROW, PROBLEM = "finding", "stats", "row", "problem"


def validate_rows(partition: Iterable[tuple[str, int, Any]], job: Job) -> Iterator[tuple[Any, ...]]:
    """(FINDING, finding fields...) for each finding of the records, then one (STATS, totals)."""
    totals = Totals()
    for outcome in validate_records(partition, job):
        totals.add(outcome)
        for finding in outcome.findings:
            yield (FINDING, *finding_row(finding))
    yield (STATS, json.dumps(totals.summary()))


def convert_rows(partition: Iterable[tuple[Any, int]], job: Job) -> Iterator[tuple[Any, ...]]:
    """For (row values, index) pairs from `zipWithIndex`: (ROW, values..., converted text or
    None) for each row, in order, and (PROBLEM, row, message) for each problem. `job.column`
    is the payload's position among the values."""
    rows = list(partition)
    column = int(job.column or 0)
    records = [("", index + 1, values[column]) for values, index in rows]
    done: dict[int, Converted] = {}
    for converted in convert_records(records, job):
        if converted.line is not None:
            done[converted.line] = converted
    for values, index in rows:
        found = done.get(index + 1)
        text = found.text.decode().rstrip("\n") if found and found.text else None
        yield (ROW, *values, text)
        for problem in found.problems if found else []:
            # `where: problem` names the source, which a frame does not have: the row does
            yield (PROBLEM, index + 1, problem.split(": ", 1)[1] if ": " in problem else problem)


def imported_from(partition: Iterable[Any], job: Job) -> Iterator[str]:
    """Where this executor imported agentproto and the bindings (the stream folds) from, and
    whether the prebuilt validators are in use: what the tests look at to see that the shipped
    package is the one that runs."""
    import importlib

    from ..validate.prebuilt import Shipped

    list(partition)
    shipped = Shipped(job.schemas()).runtime is not None
    bindings = importlib.import_module("agentproto_bindings").__file__
    package = Path(__file__).resolve().parent.parent  # not `import agentproto`: a layer above
    yield f"{package / '__init__.py'}|prebuilt={shipped}|bindings={bindings}"


def sum_into(totals: dict[str, Any], part: dict[str, Any]) -> None:
    for key in ("documents", "failed", "bytes"):
        totals[key] = totals.get(key, 0) + part[key]
    for key in ("problems", "entities"):
        into = totals.setdefault(key, {})
        for name, count in part[key].items():
            into[name] = into.get(name, 0) + count


def finish(totals: dict[str, Any]) -> dict[str, Any]:
    from ..validate.report import NOT_CHECKED

    kinds = totals.setdefault("problems", {})
    totals.setdefault("entities", {})
    for key in ("documents", "failed", "bytes"):
        totals.setdefault(key, 0)
    problems = sum(kinds.values())
    totals["exit_code"] = 2 if any(kinds.get(k) for k in NOT_CHECKED) else 1 if problems else 0
    return totals


def peak_rss(partition: Iterable[Any], job: Job) -> Iterator[int]:
    """The peak resident memory (KiB) of the executor process this runs in, for the
    benchmark's check that an executor's memory does not grow with the input."""
    import resource

    list(partition)
    yield resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
