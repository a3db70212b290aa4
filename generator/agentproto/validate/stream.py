"""Streams (`--stream`): each input is one recorded stream of events, checked as one stream.

An input is JSON Lines (one event per line) or Server-Sent Events as a server sends them
(`event: <name>` and `data: <json>` lines, a blank line after each event, `data: [DONE]` at the
end), told apart by its first non-blank line. Each event is validated as its entity, a stream
event union: a schema that names, with `x-stream`, the class of the bindings that folds its
events. The union is told by the first event. The events are then fed to that fold, so what no
single event can show (order, sequence numbers, indices, deltas that add up, a terminal event
last) is reported too, with the event's index and line. An SSE `event:` name must equal the
union's tag (the property its arms pin with `const`).

The folds are those of the generated Python bindings (`agentproto_bindings`), imported when a
stream is checked: they are the one implementation of the rules, and the generator does not need
them for anything else. Nothing here knows an entity by name.
"""

from __future__ import annotations

import functools
import importlib
import itertools
import json
import re
import typing
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from .catalog import Catalog, Entry
from .check import MAX_PROBLEMS_PER_DOCUMENT, Finding, Outcome, _json_error, _no_constant, too_long
from .inputs import Input, Reader, _open, _Prefixed
from .limits import Limit, check_limits

# The keyword that marks a stream event union and names the bindings' class that folds it.
STREAM_KEYWORD = "x-stream"
SSE_FIELDS = (b"event", b"data", b"id", b"retry")
DONE = "[DONE]"  # the data of the SSE message some servers send after the last event
READ_BLOCK = 1 << 20  # bytes read at a time


class StreamUnavailable(Exception):
    """Streams cannot be checked here (no bindings to fold with, or no stream entity)."""


class Fold(Protocol):
    problems: list[Any]

    def feed(self, event: Any, /, *, valid: bool = ...) -> object: ...

    def feed_validated(self, event: Any, /) -> None: ...

    def finish(self) -> object: ...

    @property
    def started(self) -> bool: ...

    @property
    def finished(self) -> bool: ...


# Reads an event spelled in a dialect into canonical JSON: (the canonical JSON, its problems as
# (pointer, message)); `entity` is the stream union the event must belong to (None: any).
Translate = Callable[[Any, "str | None"], tuple[Any, list[tuple[str, str]]]]

# An event as read: the line where its JSON is (the line of JSON Lines, the first `data:` line
# of SSE), its JSON text, and its SSE `event:` name (None in JSON Lines). A plain tuple: one is
# made for every event, and a class costs more to make.
Event = tuple[int, bytes, str | None]


@dataclass(slots=True)
class _Stream:
    """What is known of one stream while it is read."""

    source: str
    out: Outcome
    events: int = 0
    last_line: int = 0
    failed: set[int] = field(default_factory=set)  # indexes of events with a finding
    entry: Entry | None = None
    fold: Fold | None = None
    make: Callable[[], Fold] | None = None
    streams: int = 1  # streams read back to back from this input
    is_valid: Callable[[Any], bool] | None = None  # the validator of `entry`
    valid: int = 0  # events valid as `entry`
    limits: dict[str, list[Limit]] = field(default_factory=dict)  # entity URI -> its limits
    tag: str | None = None  # the union's tag property, which an SSE `event:` name must equal
    regular: bool = True  # a regular file; False: a stream that may never end (`/dev/zero`)
    translate: Translate | None = None  # reads an event of a dialect into canonical JSON
    resume: bool = False  # each stream is declared resumed: it starts after some events
    # Set when an event that should have started the fold was invalid and the fold could not
    # start with it: (its index, events not folded since). Later events are not folded against
    # a stream that never began; they are counted and reported once.
    unstarted: tuple[int, int] | None = None
    # the run identities the events carry (seed 002's rule holds among them, whatever stream
    # of the input each came in): (event index, line, pointer in the event, the identity)
    identities: list[tuple[int, int, str, dict[str, Any]]] = field(default_factory=list)

    def add(
        self,
        index: int,
        line: int | None,
        kind: str,
        keyword: str,
        message: str,
        pointer: str | None = None,
    ) -> None:
        entity = self.entry.name if self.entry else ""
        self.out.add(Finding(self.source, line, pointer, kind, message, keyword, entity))
        self.failed.add(min(index, max(self.events - 1, 0)))


def stream_entities_of(catalog: Catalog) -> set[str]:
    """The names of the stream event unions: the entities whose schema names a fold."""
    return {e.name for e in catalog.entries if isinstance(fold_name(e), str)}


def stream_entities(catalog: Catalog, entity: str | None) -> dict[str, Entry]:
    """The stream event unions of the schema set, those whose schema names a fold with
    `x-stream` (only the one `--entity` names, if given)."""
    found = {e.name: e for e in catalog.entries if isinstance(fold_name(e), str)}
    if entity is not None:
        entry = catalog.resolve(entity)
        if entry.name not in found:
            raise StreamUnavailable(
                f"--stream checks streams of the entities whose schema names a fold with "
                f"{STREAM_KEYWORD} ({', '.join(found) or 'none in this schema set'}), "
                f"not of {entry.name}"
            )
        found = {entry.name: entry}
    if not found:
        raise StreamUnavailable(
            f"no schema of the set names a stream fold with {STREAM_KEYWORD}, so no stream "
            "can be checked as one"
        )
    return found


def fold_name(entry: Entry) -> object:
    return entry.contents.get(STREAM_KEYWORD) if isinstance(entry.contents, dict) else None


def folds(entries: dict[str, Entry]) -> dict[str, Callable[[], Fold]]:
    """The fold of each stream entity: the class its `x-stream` names in the generated
    bindings, made with no arguments."""
    try:  # not a dependency of the generator: only `--stream` needs it
        bindings = importlib.import_module("agentproto_bindings")
    except ImportError as exc:
        raise StreamUnavailable(
            "--stream folds streams with the generated Python bindings, which are not "
            f"installed here ({exc}); install them (pip install generated/python)"
        ) from exc
    made: dict[str, Callable[[], Fold]] = {}
    for name, entry in entries.items():
        fold = getattr(bindings, str(fold_name(entry)), None)
        if not callable(fold):
            raise StreamUnavailable(
                f"{name}.json#/{STREAM_KEYWORD} names the fold {fold_name(entry)!r}, which the "
                "installed agentproto_bindings do not have (regenerate and reinstall them)"
            )
        made[name] = fold
    return made


def check_streams(
    inputs: list[Input],
    catalog: Catalog,
    entity: str | None,
    max_line: int,
    limits: dict[str, list[Limit]] | None = None,
    translate: Translate | None = None,
    resume: bool = False,
) -> Iterator[Outcome]:
    """One outcome per input: its events as documents, with every problem of the stream.
    `translate` reads each event of a dialect into canonical JSON first; `resume` declares
    every stream resumed (it starts after events it does not hold). Raises StreamUnavailable at
    once when streams cannot be checked with this schema set."""
    entries = stream_entities(catalog, entity)
    make = folds(entries)
    options = _Options(translate, resume)
    return _outcomes(inputs, catalog, entries, make, max_line, limits or {}, options)


@dataclass(frozen=True, slots=True)
class _Options:
    translate: Translate | None = None
    resume: bool = False


def _fresh(state: _Stream) -> Fold:
    """A new fold of the stream's union, told that the stream is resumed when `--resume` says so
    (a fold that cannot fold a resumed stream is said so once, and folds it from its start)."""
    assert state.make is not None
    fold = state.make()
    if state.resume:
        resume = getattr(fold, "resume", None)
        if callable(resume):
            resume()
        elif state.streams == 1 and state.fold is None:
            name = state.entry.name if state.entry else ""
            message = f"--resume: the fold of {name} cannot fold a resumed stream; folded whole"
            state.add(0, None, "stream", "resume", message)
    return fold


def _outcomes(
    inputs: list[Input],
    catalog: Catalog,
    entries: dict[str, Entry],
    make: dict[str, Callable[[], Fold]],
    max_line: int,
    limits: dict[str, list[Limit]],
    options: _Options | None = None,
) -> Iterator[Outcome]:
    for item in inputs:
        out = Outcome(item.name, end_of_source=True)
        try:
            reader = _open(item)
        except OSError as exc:
            out.add(Finding(item.name, None, None, "io", f"cannot read: {exc.strerror or exc}"))
            yield out
            continue
        try:
            _check_stream(
                reader,
                item.name,
                out,
                catalog,
                entries,
                make,
                max_line,
                limits,
                item.regular,
                options or _Options(),
            )
        except OSError as exc:
            out.add(Finding(item.name, None, None, "io", f"cannot read: {exc.strerror or exc}"))
        except Exception as exc:  # noqa: BLE001 - a bug ends the run with a message, not a traceback
            out.fatal = [f"internal error while checking the stream {item.name}: {exc!r}"]
        finally:
            if item.path is not None:
                reader.close()
        yield out


def _check_stream(
    reader: Reader,
    source: str,
    out: Outcome,
    catalog: Catalog,
    entries: dict[str, Entry],
    make: dict[str, Callable[[], Fold]],
    max_line: int,
    limits: dict[str, list[Limit]],
    regular: bool = True,
    options: _Options | None = None,
) -> None:
    options = options or _Options()
    state = _Stream(
        source,
        out,
        limits=limits,
        regular=regular,
        translate=options.translate,
        resume=options.resume,
    )
    try:
        _read_and_fold(reader, state, catalog, entries, make, max_line)
        _check_identities(state)
    finally:
        out.failed = len(state.failed)


def _read_and_fold(
    reader: Reader,
    state: _Stream,
    catalog: Catalog,
    entries: dict[str, Entry],
    make: dict[str, Callable[[], Fold]],
    max_line: int,
) -> None:
    out = state.out
    # NaN and Infinity are not JSON; a number that is an integer is an integer, as JSON Schema
    # says, whatever its spelling (`1.0`): the folds compare sequence numbers and indexes as ints
    decode = json.JSONDecoder(parse_constant=_no_constant, parse_float=_number).decode
    reader = _start(reader)
    for line, text, name in _events(_blocks(reader, max_line, out, state), state, max_line):
        index = state.events
        state.events += 1
        out.documents += 1
        try:
            doc = decode(text.decode("utf-8"))
        except UnicodeDecodeError as exc:
            state.add(index, line, "malformed", "utf-8", f"event {index}: not UTF-8: {exc}")
            continue
        except ValueError as exc:
            message = _json_error(exc, column_only=True)
            state.add(index, line, "malformed", "json", f"event {index}: {message}")
            continue
        except RecursionError:
            state.add(index, line, "malformed", "json", f"event {index}: nested too deeply")
            continue
        spelled = doc  # the `event:` name is the producer's, so it is compared as spelled
        if state.translate is not None:
            doc = _translated(state, doc, entries, index, line)
            if doc is _UNREAD:
                continue
        if state.fold is None and not _choose(state, doc, catalog, entries, make, index, line):
            return
        if name is not None and state.tag is not None:
            kind = spelled.get(state.tag) if isinstance(spelled, dict) else None
            if name != kind:
                state.add(
                    index,
                    line,
                    "stream",
                    "event",
                    f"event {index}: the SSE event name {name!r} is not its {state.tag} {kind!r}",
                )
        if state.is_valid is None:
            assert state.entry is not None
            state.is_valid = catalog.validator(state.entry).is_valid
        if state.is_valid(doc):
            state.valid += 1
            if isinstance(doc, dict):
                _gather_identities(state, doc, index, line)
            if state.limits and state.entry is not None and state.entry.uri in state.limits:
                _limits(state, doc, index, line)
        elif _unknown_kind(state, doc, catalog, index, line):
            continue
        elif not _valid(state, doc, catalog, index, line):
            fold = state.fold
            if fold is not None and not fold.started and state.unstarted is None:
                _start_anyway(state, fold, doc, index)
            continue  # the fold would only say again that it is not an event
        fold = state.fold
        assert fold is not None
        if fold.finished:
            _next_stream(state, doc, index, line)
            continue
        before = len(fold.problems)
        if state.unstarted is not None and not fold.started:
            # the event that should have begun the stream was invalid: what comes before a
            # start cannot be put in order against it, and saying so for every event would hide
            # the one cause; an event that starts the fold ends this
            fold.feed_validated(doc)
            if not fold.started:
                del fold.problems[before:]
                first, skipped = state.unstarted
                state.unstarted = (first, skipped + 1)
                continue
            state.unstarted = None
            if len(fold.problems) != before:
                _report(state, fold, before, index, line)
            continue
        # validated above: the fold need not check it again, nor build what nobody reads
        fold.feed_validated(doc)
        if len(fold.problems) != before:
            _report(state, fold, before, index, line)
    if state.entry is not None:
        out.entities[state.entry.name] += state.valid
    if state.fold is None:
        if not state.events:
            state.add(0, None, "stream", "empty", "the stream has no events")
        return
    if state.unstarted is not None and not state.fold.started:
        first, skipped = state.unstarted
        message = (
            f"the stream never started: event {first}, which should have started it, is invalid"
            + (f", so the {skipped:,} event(s) after it were not folded" if skipped else "")
        )
        state.add(state.events, state.last_line or None, "stream", "order", message)
        return
    before = len(state.fold.problems)
    try:
        state.fold.finish()
    except Exception:  # noqa: BLE001, S110 - its problems are in; the result is not read here
        # a fold started by an invalid first event (`_start_anyway`) may fail to build what it
        # returns from that event; the stream's problems were recorded before
        pass
    for problem in state.fold.problems[before:]:
        message = f"after event {state.events - 1}: {problem.message}"
        state.add(state.events, state.last_line or None, "stream", problem.keyword, message)


def _choose(
    state: _Stream,
    doc: Any,
    catalog: Catalog,
    entries: dict[str, Entry],
    make: dict[str, Callable[[], Fold]],
    index: int,
    line: int,
) -> bool:
    """Tells the stream's family by its first event: the union that accepts it, or else the
    entity detection finds for it. False when neither tells (the stream cannot be folded)."""
    accepting = [e for e in entries.values() if catalog.validator(e).is_valid(doc)]
    entry = accepting[0] if len(accepting) == 1 else None
    if entry is None and len(entries) == 1:
        entry = next(iter(entries.values()))
    if entry is None:
        found = catalog.detect(doc).entry
        entry = found if found is not None and found.name in entries else None
    if entry is None:
        state.add(
            index,
            line,
            "undetected",
            "entity",
            f"event {index}: cannot tell which stream this is (pass --entity "
            f"{' or --entity '.join(entries)})",
        )
        return False
    state.entry, state.make = entry, make[entry.name]
    state.fold = _fresh(state)
    tags = sorted(catalog.shapes[entry.name].tags) if entry.name in catalog.shapes else []
    state.tag = tags[0] if len(tags) == 1 else None
    return True


_UNREAD: Any = object()  # an event its dialect could not read


def _translated(state: _Stream, doc: Any, entries: dict[str, Entry], index: int, line: int) -> Any:
    """The canonical JSON of an event spelled in a dialect (read as the stream's union once it
    is known, else as any of the stream unions), or _UNREAD with its problems reported."""
    assert state.translate is not None
    names = [state.entry.name] if state.entry is not None else list(entries)
    problems: list[tuple[str, str]] = []
    for name in names:
        canonical, problems = state.translate(doc, name)
        if not problems:
            return canonical
    for pointer, message in problems[:MAX_PROBLEMS_PER_DOCUMENT]:
        entity = state.entry.name if state.entry else ""
        state.out.add(
            Finding(
                state.source,
                line,
                pointer or "/",
                "invalid",
                f"event {index}: {message}",
                "dialect",
                entity,
            )
        )
    state.failed.add(index)
    return _UNREAD


def _unknown_kind(state: _Stream, doc: Any, catalog: Catalog, index: int, line: int) -> bool:
    """Whether an invalid event is of a type its union does not have at all (reported as
    that, once, rather than as every arm it fails): its tag is none the union's arms pin and
    matches none of their tag patterns."""
    tag, entry = state.tag, state.entry
    if tag is None or entry is None or not isinstance(doc, dict):
        return False
    kind = doc.get(tag)
    shape = catalog.shapes.get(entry.name)
    if type(kind) is not str or shape is None or kind in shape.tags.get(tag, ()):
        return False
    if any(p.search(kind) for p in shape.patterns.get(tag, ())):
        return False
    state.out.entities[entry.name] += 1
    state.add(
        index,
        line,
        "invalid",
        "unknown",
        f"event {index}: unknown event type {kind!r} ({tag} is none of the "
        f"{len(shape.tags.get(tag, ())):,} types of {entry.name})",
    )
    return True


def _start_anyway(state: _Stream, fold: Fold, doc: Any, index: int) -> None:
    """An invalid event that comes before the fold has started (a `response.created` that
    misses a property) is offered to the fold all the same, its problems already reported: if
    the fold can start with it, the rest of the stream is folded against it. If not, the
    stream is marked as not started, so that the events after it are reported once."""
    before = len(fold.problems)
    try:
        fold.feed_validated(doc)
    except Exception:  # noqa: BLE001, S110 - the fold was not made for invalid JSON: not started
        pass
    del fold.problems[before:]  # the event is reported as invalid already
    if not fold.started:
        state.unstarted = (index, 0)


def _valid(state: _Stream, doc: Any, catalog: Catalog, index: int, line: int) -> bool:
    """Reports the problems of an event its validator refused; whether to fold it all the same."""
    assert state.entry is not None
    validator = catalog.validator(state.entry)
    state.out.entities[state.entry.name] += 1
    try:
        problems = validator.errors(doc)
    except RecursionError:
        state.add(index, line, "invalid", "depth", f"event {index}: too deeply nested")
        return False
    for problem in problems[:MAX_PROBLEMS_PER_DOCUMENT]:
        state.out.add(
            Finding(
                state.source,
                line,
                problem.pointer,
                "invalid",
                f"event {index}: {problem.message}",
                problem.keyword,
                state.entry.name,
                problem.schema,
            )
        )
    state.failed.add(index)
    runtime = catalog.runtime
    # An event that only the strict profile refuses (a property the schemas do not name) is
    # still an event of the stream: folding it keeps its problems from echoing down the stream.
    return validator.strict and bool(runtime.is_valid(validator.valid, doc))


def _limits(state: _Stream, doc: Any, index: int, line: int) -> None:
    """The size limits an event must keep, when its entity is held to some (`x-limit`)."""
    assert state.entry is not None
    for pointer, name, message in check_limits(state.limits[state.entry.uri], doc):
        state.out.add(
            Finding(
                state.source,
                line,
                pointer,
                "limit",
                f"event {index}: {message}",
                name,
                state.entry.name,
            )
        )
        state.failed.add(index)


def _next_stream(state: _Stream, doc: Any, index: int, line: int) -> None:
    """An event after the stream has ended. A recording may hold several streams back to back
    (a log of responses): an event that a fresh fold takes as a correct first event starts the
    next one (it starts the fold, with no problem); anything else is reported by the fold that
    ended."""
    assert state.fold is not None and state.make is not None
    fresh = _fresh(state)
    fresh.feed_validated(doc)
    # a fresh fold that took the event as the late first one of a resumed stream would take
    # any event: only a declared resumption (`--resume`) lets one start so
    resumed = bool(getattr(fresh, "resumed", False)) and not state.resume
    if fresh.started and not fresh.problems and not resumed:
        state.fold = fresh
        state.streams += 1
        return
    before = len(state.fold.problems)
    state.fold.feed_validated(doc)
    _report(state, state.fold, before, index, line)


def _report(state: _Stream, fold: Fold, before: int, index: int, line: int) -> None:
    for problem in fold.problems[before:]:
        message = f"event {index}: {problem.message}"
        state.add(index, line, "stream", problem.keyword, message, _in_event(problem.pointer))


def _in_event(pointer: object) -> str | None:
    """Where in its event a fold's problem is: the fold points into the stream as an array
    (`/<its index of the event>/usage/output`); the finding names the event by line and index,
    so it keeps the rest. None for a problem about the event as a whole."""
    if not isinstance(pointer, str):
        return None
    head, _, rest = pointer.removeprefix("/").partition("/")
    return "/" + rest if head.isdigit() and rest else None


# -- seed 002's run identities, among the events of an input --------------------------------


@functools.cache
def _identity_rule() -> tuple[Callable[[Iterable[object]], list[Any]], str, str] | None:
    """The bindings' check of run identities (`identity_problems`, reading
    schema/data/identity_rule.yaml) and the two properties an object must carry to be an
    identity (the rule's `key` and `depth`); None with bindings that have no such rule."""
    try:
        bindings = importlib.import_module("agentproto_bindings")
        data = importlib.import_module("agentproto_bindings._behaviour_data")
    except ImportError:
        return None
    check, rule = getattr(bindings, "identity_problems", None), getattr(data, "IDENTITY_RULE", None)
    if not callable(check) or not isinstance(rule, dict):
        return None
    return check, str(rule["key"]), str(rule["depth"])


def _gather_identities(state: _Stream, doc: dict[str, Any], index: int, line: int) -> None:
    """Keeps the run identities an event carries: the event itself, or an object it holds as a
    property (a library's `run_identified` event), told by the rule's key and depth."""
    rule = _identity_rule()
    if rule is None:
        return
    _, key, depth = rule
    if key in doc and depth in doc:
        state.identities.append((index, line, "", doc))
    for name, value in doc.items():
        if isinstance(value, dict) and key in value and depth in value:
            pointer = "/" + name.replace("~", "~0").replace("/", "~1")
            state.identities.append((index, line, pointer, value))


def _check_identities(state: _Stream) -> None:
    """Seed 002's rule among the identities of the input's events: a root at depth 0, a child
    one deeper than the parent it names, with a run id of its own, inheriting what it must.
    Each problem is reported at the event carrying the identity, with its pointer there."""
    rule = _identity_rule()
    if rule is None or not state.identities:
        return
    check = rule[0]
    for problem in check([identity for _, _, _, identity in state.identities]):
        head, _, rest = str(problem.pointer).removeprefix("/").partition("/")
        index, line, pointer, _ = state.identities[int(head)]
        message = f"event {index}: {problem.message}"
        state.add(index, line, "stream", problem.keyword, message, f"{pointer}/{rest}")


# -- reading ---------------------------------------------------------------------------------

BOM = b"\xef\xbb\xbf"
LARGEST_EXACT = 1 << 53  # integers a double holds exactly


def _number(text: str) -> float | int:
    """A JSON number with a fraction or an exponent: an int when it is an integer a double holds
    exactly (`1.0`, `2e3`), else the float."""
    value = float(text)
    if value.is_integer() and -LARGEST_EXACT <= value <= LARGEST_EXACT:
        return int(value)
    return value


def _start(reader: Reader) -> Reader:
    """The input with a leading byte-order mark dropped (Server-Sent Events allow one, and
    JSON parsers may ignore it), and, for Server-Sent Events, its line ends made `\n`: the format
    ends lines with CRLF, LF or a lone CR, which JSON Lines does not (there a CR is whitespace)."""
    first = reader.read(READ_BLOCK)
    first = first.removeprefix(BOM)
    head = next((line for line in re.split(rb"\r\n|\r|\n", first) if line.strip()), b"")
    rest = _Prefixed(first, reader)
    return _LineEnds(rest) if _is_sse(head) else rest


class _LineEnds:
    """A binary stream whose CRLF and lone CR line ends are read as LF, also when a CRLF is cut
    between two reads."""

    def __init__(self, reader: Reader) -> None:
        self.reader, self.after_cr = reader, False

    def read(self, size: int) -> bytes:
        while True:
            data = self.reader.read(size)
            if self.after_cr and data.startswith(b"\n"):
                data = data[1:]  # the LF of a CRLF whose CR ended the last read
                if not data:
                    continue
            self.after_cr = data.endswith(b"\r")
            return data.replace(b"\r\n", b"\n").replace(b"\r", b"\n")

    def readline(self, size: int) -> bytes:  # pragma: no cover - blocks are read, never lines
        raise NotImplementedError

    def close(self) -> None:
        self.reader.close()


def _blocks(
    reader: Reader, max_line: int, out: Outcome, state: _Stream
) -> Iterator[tuple[int, list[bytes | int]]]:
    """The lines in blocks: (number of the first line, the lines without their line ends),
    where a line over the limit is its size (an int; what is kept of it is its size), reported
    by whoever reads it. Read in blocks and cut at newlines: a line at a time costs more than
    parsing some events."""
    number = 0
    head = b""  # the start of a line that goes on in the next block
    long = -1  # the size so far of a line over the limit (-1: none)
    while True:
        block = reader.read(READ_BLOCK)
        if not block:
            break
        out.nbytes += len(block)
        lines = block.split(b"\n")
        rest = lines.pop()  # after the block's last newline
        if lines:
            pieces = typing.cast("list[bytes | int]", lines)  # the same list, sizes put in
            first = lines[0]
            if long >= 0 or len(head) + len(first) > max_line:  # began in an earlier block
                pieces[0] = max(long, 0) + len(head) + len(first) + 1
            elif head:
                pieces[0] = head + first
            head, long = b"", -1
            if max(map(len, lines[1:]), default=0) > max_line:  # rare: one test per block
                for i in range(1, len(lines)):
                    if len(lines[i]) > max_line:
                        pieces[i] = len(lines[i]) + 1
            if b"\r" in block:
                pieces = [p.rstrip(b"\r") if type(p) is bytes else p for p in pieces]
            yield number + 1, pieces
            number += len(pieces)
            state.last_line = number
        if long >= 0:
            long += len(rest)
        elif len(head) + len(rest) > max_line:
            long, head = len(head) + len(rest), b""
        else:
            head += rest
        if long >= 0 and not state.regular:
            # a stream may never end (`/dev/zero`): a line over the limit is where reading stops
            message = (
                f"line is over the limit of {max_line:,} bytes (--max-document-bytes); "
                "the rest of this stream is not read"
            )
            state.add(state.events, number + 1, "io", "size", message)
            state.last_line = number + 1
            return
    if long >= 0 or head:
        state.last_line = number + 1
        yield number + 1, [long if long >= 0 else head.rstrip(b"\r")]


def _lines(
    blocks: Iterable[tuple[int, list[bytes | int]]], state: _Stream, max_line: int
) -> Iterator[tuple[int, bytes | None]]:
    """(line number, line) for every line of `blocks`; None for a line over the limit, which is
    reported and skipped."""
    for first, pieces in blocks:
        for number, piece in enumerate(pieces, first):
            if type(piece) is int:
                state.out.add(too_long(state.source, number, piece, max_line))
                yield number, None
            else:
                yield number, typing.cast(bytes, piece)


def _events(
    blocks: Iterator[tuple[int, list[bytes | int]]], state: _Stream, max_line: int
) -> Iterator[Event]:
    """The events of JSON Lines or of SSE, whichever the first non-blank line says it is."""
    for first, pieces in blocks:
        for i, piece in enumerate(pieces):
            if type(piece) is int:
                state.out.add(too_long(state.source, first + i, piece, max_line))
                continue
            if not typing.cast(bytes, piece).strip():
                continue
            rest = itertools.chain([(first + i, pieces[i:])], blocks)
            if _is_sse(typing.cast(bytes, piece)):
                return _sse([], _lines(rest, state, max_line), state, max_line)
            return _json_lines(rest, state, max_line)
    return iter(())


def _json_lines(
    blocks: Iterable[tuple[int, list[bytes | int]]], state: _Stream, max_line: int
) -> Iterator[Event]:
    """The events of JSON Lines: a line each; blank lines between events are tolerated."""
    for first, pieces in blocks:
        for number, piece in enumerate(pieces, first):
            if type(piece) is bytes:
                if piece and not piece.isspace():
                    yield number, piece, None
            else:
                state.out.add(too_long(state.source, number, typing.cast(int, piece), max_line))


def _is_sse(line: bytes) -> bool:
    name = line.split(b":", 1)[0]
    return line.startswith(b":") or (b":" in line and name in SSE_FIELDS)


def _sse(
    first: list[tuple[int, bytes]],
    rest: Iterator[tuple[int, bytes | None]],
    state: _Stream,
    max_size: int,
) -> Iterator[Event]:
    """Server-Sent Events: fields up to a blank line make one message; `data` lines join with
    newlines; comments (`:`), `id` and `retry` are skipped. A line that is no field of the
    format is a problem; so is anything after `data: [DONE]`. An event's data is held to
    `max_size` bytes in all, as one line is: past it, the event's data lines are counted and
    dropped, so many short `data:` lines cannot fill the memory either."""
    name: str | None = None
    data: list[bytes] = []
    size = 0  # bytes of the event's data so far, newlines between its lines included
    over = False  # the event went over `max_size`: reported, its data dropped
    start = 0
    done_at: int | None = None

    strays: list[int] = []  # lines of the current message that are no field of the format

    def message() -> Iterator[Event]:
        yield from event()
        for number in strays:
            why = "not a line of Server-Sent Events (event:, data:, id:, retry: or a : comment)"
            state.add(state.events, number, "malformed", "sse", why)

    def event() -> Iterator[Event]:
        nonlocal done_at
        if over:
            why = (
                f"event's data is {size:,} bytes, over the limit of {max_size:,} "
                "(--max-document-bytes); not validated"
            )
            state.events += 1  # an event all the same, not validated
            state.out.documents += 1
            state.add(state.events - 1, start, "malformed", "size", why)
            return
        if not data:
            if name is not None:
                state.add(state.events, start, "malformed", "sse", f"event {name!r} has no data")
            return
        text = b"\n".join(data)
        if done_at is not None:
            state.add(state.events, start, "stream", "order", f"an event after data: {DONE}")
        elif text.strip() == DONE.encode():
            done_at = start
            return
        yield start, text, name

    def pieces() -> Iterator[tuple[int, bytes | None]]:
        yield from first
        yield from rest

    for number, line in pieces():
        if line is None:
            continue
        if not line:
            yield from message()
            name, data, strays, size, over = None, [], [], 0, False
            continue
        if line.startswith(b":"):
            continue
        key, _, value = line.partition(b":")
        value = value.removeprefix(b" ")
        if key == b"event":
            name = value.decode("utf-8", "replace")
            start = start if data else number
        elif key == b"data":
            if not data and not over:
                start = number
            size += len(value) + (1 if data or over else 0)
            if size > max_size:
                over, data = True, []
            else:
                data.append(value)
        elif key not in SSE_FIELDS:
            strays.append(number)  # reported after the event it is in, so in line order
    yield from message()
