"""One validation run: inputs -> work items -> check (in worker processes, results kept in input
order) -> report. Memory stays flat: a few work items are in flight at a time, and findings are
written as they arrive."""

from __future__ import annotations

import os
import signal
import sys
import time
from collections import Counter, deque
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..errors import SchemaError, SchemaErrors
from .catalog import UnknownEntity
from .check import Checker, Lines, Outcome, Whole, check, start_worker, use_checker, where
from .inputs import Input, expand, work
from .limits import LimitsError
from .progress import Progress, wanted
from .report import Output, Tally, make_report
from .stream import StreamUnavailable, check_streams, stream_entities_of

if TYPE_CHECKING:
    from multiprocessing.connection import Connection


@dataclass(frozen=True)
class Options:
    paths: tuple[str, ...]
    schema_dir: Path
    entity: str | None = None
    fmt: str = "text"
    max_errors: int | None = None
    quiet: bool = False
    jobs: int = 1
    input_type: str = "auto"
    max_document_bytes: int = 16 << 20
    resources: tuple[tuple[str, Path], ...] = ()  # (URI, file) of documents the schemas $ref
    stream: bool = False  # each input is one recorded stream of events, checked as one
    strict: bool = False  # the strict profile: properties the schemas do not name are problems
    limits: Path | None = None  # values for the size limits the schemas declare (`x-limit`)
    dialect: str | None = None  # with `stream`: the events are spelled in this dialect
    resume: bool = False  # with `stream`: each stream is resumed, it starts after some events


def validate(options: Options) -> int:
    """Run, report, and return the exit code: 0 all valid, 1 some invalid, 2 could not check."""
    started = time.monotonic()
    try:
        checker = Checker(
            options.schema_dir, options.entity, options.resources, options.strict, options.limits
        )
        if checker.entry is not None:
            checker.catalog.validator(checker.entry)  # compiled once, before workers fork
    except (SchemaError, SchemaErrors) as exc:
        for problem in exc.errors if isinstance(exc, SchemaErrors) else [exc]:
            print(f"error: {problem}", file=sys.stderr)
        return 2
    except (UnknownEntity, LimitsError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

    if sys.stdout is None and not options.quiet:  # started with standard output closed (`>&-`)
        print(
            "error: standard output is closed, so nothing can be reported "
            "(--quiet tells by the exit code alone)",
            file=sys.stderr,
        )
        return 2
    inputs, missing = expand(options.paths, options.input_type)
    out = Output(sys.stdout or open(os.devnull, "w"))  # noqa: SIM115 - lives as long as the run
    color = options.fmt == "text" and out.stream.isatty() and not os.environ.get("NO_COLOR")
    report = make_report(options.fmt, out, checker.catalog.short, color)
    progress = (
        Progress(sum(i.size or 0 for i in inputs) or None, sys.stderr)
        if wanted(options.quiet)
        else None
    )
    tally = Tally(report, options.max_errors, options.quiet, progress)
    for finding in missing:
        tally.emit(finding)
    try:
        outcomes = _outcomes(options, inputs, checker)
    except (StreamUnavailable, UnknownEntity) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    streams = stream_entities_of(checker.catalog) if not options.stream else set()
    seen: dict[str, Counter[str]] = {}  # source -> its documents' entities, to offer --stream
    try:
        for outcome in outcomes:
            if streams:
                seen.setdefault(outcome.source, Counter()).update(outcome.entities)
            if outcome.fatal:
                for line in outcome.fatal:
                    print(f"error: {line}", file=sys.stderr)
                return 2
            if not tally.add(outcome):
                break
            if progress:
                progress.update(tally.totals.nbytes, tally.totals.documents)
    finally:
        if progress:
            progress.close()
    summary = tally.summary(
        len(inputs) + len({f.source for f in missing}), time.monotonic() - started
    )
    if not options.quiet:
        offers = [n for n in (_stream_offer(s, e, streams) for s, e in seen.items()) if n]
        for note in offers[:3]:
            print(note, file=sys.stderr)
        if len(offers) > 3:
            print(f"note: and {len(offers) - 3:,} more inputs like these", file=sys.stderr)
        report.finish(summary)
    out.flush()  # here, so that a failed write is reported and not lost at exit
    return summary.exit_code


def _stream_offer(source: str, entities: Counter[str], streams: set[str]) -> str | None:
    """A note when every document of an input is an event of one stream union: the input is
    likely a recorded stream, which `--stream` checks as one (order, deltas, the end). Checking
    it so unasked would change what a run means, so it is offered, not done."""
    if len(entities) == 1 and sum(entities.values()) > 1:
        (entity,) = entities
        if entity in streams:
            return (
                f"note: {source} holds {entities[entity]:,} events of {entity}; --stream checks "
                "them as one stream (order, sequence, deltas that add up, the end)"
            )
    return None


def _outcomes(options: Options, inputs: list[Input], checker: Checker) -> Iterator[Outcome]:
    """The outcomes of every input, in order: of its documents, or with `--stream` of the one
    stream each input is (read in this process: a stream is folded in order)."""
    if options.stream:
        translate = None
        if options.dialect is not None:
            from .convert import DialectError, event_reader

            try:
                translate = event_reader(options.schema_dir, options.dialect)
            except DialectError as exc:
                raise StreamUnavailable(str(exc)) from exc
        return check_streams(
            inputs,
            checker.catalog,
            options.entity,
            options.max_document_bytes,
            checker.limits,
            translate,
            options.resume,
        )
    by_reference = options.jobs > 1  # workers read their blocks themselves
    return execute(work(inputs, options.max_document_bytes, by_reference), options.jobs, checker)


def execute(
    items: Iterator[Lines | Whole | Outcome], jobs: int, checker: Checker
) -> Iterator[Outcome]:
    """Check every work item, in order. With `jobs` > 1, worker processes check them, each
    holding at most `IN_FLIGHT` items, so reading never runs far ahead of checking; results are
    taken in input order. A worker that dies (killed, out of memory) ends the run with a fatal
    outcome naming the item it was checking, instead of a wait for a result that never comes."""
    use_checker(checker)
    if jobs == 1:
        for item in items:
            yield item if isinstance(item, Outcome) else check(item)
        return
    import gc
    import multiprocessing  # only with workers: a run in one process starts without it

    # fork where it is safe (Linux; no threads here), so workers start with what the parent
    # compiled. What exists now is frozen out of the collector's reach first: a collection in a
    # worker would otherwise write to every inherited object, copying the pages they lie on.
    # (No full collection before: it would walk the whole heap while the workers wait to start,
    # to free the little garbage start-up leaves.)
    context = multiprocessing.get_context("fork" if sys.platform == "linux" else None)
    gc.freeze()
    workers: list[Worker] = []
    try:
        workers += [Worker(context, checker) for _ in range(jobs)]
        yield from _ordered(items, workers)
    finally:
        for worker in workers:
            worker.close()
        for worker in workers:
            worker.stop()
        gc.unfreeze()


#: Items a worker holds at a time: one it checks, one waiting, so that it never sits idle while
#: the parent is busy taking an earlier result of another worker, and memory stays a few blocks.
IN_FLIGHT = 2


def _ordered(items: Iterator[Lines | Whole | Outcome], workers: list[Worker]) -> Iterator[Outcome]:
    pending: deque[tuple[Worker, Lines | Whole] | Outcome] = deque()  # in input order
    for item in items:
        if isinstance(item, Outcome):
            pending.append(item)
            continue
        while min(w.held for w in workers) >= IN_FLIGHT:  # take results in order until one has room
            outcome = _next(pending)
            yield outcome
            if outcome.fatal:
                return
        if isinstance(item, Lines):
            item = item.by_reference()  # workers read file blocks themselves: less to send
        worker = min(workers, key=lambda w: w.held)
        worker.send(item)
        pending.append((worker, item))
    while pending:
        outcome = _next(pending)
        yield outcome
        if outcome.fatal:
            return


def _next(pending: deque[tuple[Worker, Lines | Whole] | Outcome]) -> Outcome:
    head = pending.popleft()
    if isinstance(head, Outcome):
        return head
    worker, item = head
    return worker.receive(item)  # a worker answers its items in the order it was sent them


class Worker:
    """One worker process and the pipe to it: it is sent work items and sends back their
    outcomes, in order. Its exit is watched while waiting, so its death is seen, not waited on."""

    #: The parent's ends of the pipes of the workers started so far: a worker forked later
    #: inherits them, and closes them (an end it kept open would hide the parent's close from
    #: that worker, which would wait for more work until killed).
    parent_ends: ClassVar[list[Connection]] = []

    def __init__(self, context: Any, checker: Checker) -> None:  # a multiprocessing context
        self.conn, theirs = context.Pipe()
        self.held = 0  # items sent whose outcome is not taken yet
        Worker.parent_ends.append(self.conn)
        self.process = context.Process(
            target=_serve,
            args=(
                theirs,
                checker.schema_dir,
                checker.entity_name,
                checker.resources,
                checker.catalog.strict,
                checker.limits_file,
            ),
            daemon=True,
        )
        self.process.start()
        theirs.close()

    def send(self, item: Lines | Whole) -> None:
        self.held += 1
        try:
            self.conn.send(item)
        except OSError:  # it died before reading; `receive` says so
            pass

    def receive(self, item: Lines | Whole) -> Outcome:
        import pickle
        from multiprocessing.connection import wait

        self.held -= 1
        ready = wait([self.conn, self.process.sentinel])
        if self.conn in ready:
            try:
                return cast(Outcome, self.conn.recv())
            except (EOFError, OSError, pickle.UnpicklingError):
                pass  # it died while sending
        self.process.join(timeout=5)
        code = self.process.exitcode
        how = (
            f"was killed by signal {-code} ({signal.Signals(-code).name}"
            f"{', perhaps for lack of memory' if -code == signal.SIGKILL else ''})"
            if code is not None and code < 0 and -code in signal.valid_signals()
            else f"exited with code {code}"
        )
        message = f"a worker process {how} while checking {where(item)}; the run stops"
        return Outcome(item.source, fatal=[message])

    def close(self) -> None:
        """Tell the worker there is no more work: it reads the end of its input and exits."""
        if self.conn in Worker.parent_ends:
            Worker.parent_ends.remove(self.conn)
        self.conn.close()

    def stop(self) -> None:
        self.close()
        self.process.join(timeout=1)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()


def _serve(
    conn: Connection,
    schema_dir: Path,
    entity: str | None,
    resources: tuple[tuple[str, Path], ...],
    strict: bool = False,
    limits: Path | None = None,
) -> None:
    """A worker process: check what arrives until the parent closes the pipe."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    for end in Worker.parent_ends:  # inherited through fork: the parent's, never this one's
        end.close()
    start_worker(schema_dir, entity, resources, strict, limits)
    while True:
        try:
            item = conn.recv()
        except (EOFError, OSError):
            return
        conn.send(check(item))
