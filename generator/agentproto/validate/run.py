"""One validation run: inputs -> work items -> check (in worker processes, results kept in input
order) -> report. Memory stays flat: a few work items are in flight at a time, and findings are
written as they arrive."""

from __future__ import annotations

import multiprocessing
import os
import sys
import time
from collections import Counter, deque
from collections.abc import Iterator
from dataclasses import dataclass
from multiprocessing.pool import AsyncResult
from pathlib import Path

from ..errors import SchemaError, SchemaErrors
from .catalog import UnknownEntity
from .check import Checker, Finding, Lines, Outcome, Whole, check, start_worker, use_checker
from .inputs import expand, work
from .progress import Progress, wanted
from .report import SourceStats, Summary, make_report


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


def validate(options: Options) -> int:
    """Run, report, and return the exit code: 0 all valid, 1 some invalid, 2 could not check."""
    started = time.monotonic()
    try:
        checker = Checker(options.schema_dir, options.entity)
        if checker.entry is not None:
            checker.catalog.validator(checker.entry)  # compiled once, before workers fork
    except (SchemaError, SchemaErrors) as exc:
        for problem in exc.errors if isinstance(exc, SchemaErrors) else [exc]:
            print(f"error: {problem}", file=sys.stderr)
        return 2
    except UnknownEntity as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

    inputs, missing = expand(options.paths, options.input_type)
    color = options.fmt == "text" and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    report = make_report(options.fmt, sys.stdout, checker.catalog.short, color)
    progress = Progress(sum(i.size or 0 for i in inputs) or None, sys.stderr) if wanted(options.quiet) else None

    kinds: Counter[str] = Counter()
    entities: Counter[str] = Counter()
    totals = SourceStats("")
    current: SourceStats | None = None
    stopped_at = None

    def emit(finding: Finding) -> bool:  # False once --max-errors is reached
        nonlocal stopped_at
        if options.max_errors is not None and kinds.total() >= options.max_errors:
            stopped_at = options.max_errors
            return False
        if finding.kind != "note":  # a note says how many findings were counted but not kept
            kinds[finding.kind] += 1
            if current is not None and finding.source == current.name:
                current.kinds[finding.kind] += 1
        if not options.quiet:
            report.finding(finding)
        return True

    for finding in missing:
        emit(finding)
    for outcome in execute(work(inputs, options.max_document_bytes), options.jobs, checker):
        if outcome.fatal:
            if progress:
                progress.close()
            for line in outcome.fatal:
                print(f"error: {line}", file=sys.stderr)
            return 2
        if current is None or current.name != outcome.source:
            current = SourceStats(outcome.source)
        for stats in (current, totals):
            stats.documents += outcome.documents
            stats.failed += outcome.failed
            stats.nbytes += outcome.nbytes
        entities.update(outcome.entities)
        if not all(emit(f) for f in outcome.findings):
            break
        kinds.update(outcome.hidden)
        current.kinds.update(outcome.hidden)
        if outcome.end_of_source:
            report.source_done(current)
            current = None
        if progress:
            progress.update(totals.nbytes, totals.documents)
    if progress:
        progress.close()

    summary = Summary(len(inputs) + len({f.source for f in missing}), totals.documents, totals.failed,
                      totals.nbytes, time.monotonic() - started, kinds, entities, stopped_at)
    if not options.quiet:
        report.finish(summary)
    return summary.exit_code


def execute(items: Iterator[Lines | Whole | Outcome], jobs: int, checker: Checker) -> Iterator[Outcome]:
    """Check every work item, in order. With `jobs` > 1 a pool of worker processes checks them;
    at most two per worker are in flight, so reading never runs ahead of checking."""
    use_checker(checker)
    if jobs == 1:
        for item in items:
            yield item if isinstance(item, Outcome) else check(item)
        return
    pending: deque[AsyncResult[Outcome] | Outcome] = deque()
    # fork where it is safe (Linux; no threads here), so workers start with what the parent compiled
    context = multiprocessing.get_context("fork" if sys.platform == "linux" else None)
    with context.Pool(jobs, start_worker, (checker.schema_dir, checker.entity_name)) as pool:
        for item in items:
            if isinstance(item, Lines):
                item = item.by_reference()  # workers read file blocks themselves: less to send
            pending.append(item if isinstance(item, Outcome) else pool.apply_async(check, (item,)))
            while len(pending) > 2 * jobs:
                yield _result(pending.popleft())
        while pending:
            yield _result(pending.popleft())


def _result(item: AsyncResult[Outcome] | Outcome) -> Outcome:
    return item if isinstance(item, Outcome) else item.get()
