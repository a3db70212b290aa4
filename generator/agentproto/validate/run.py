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
from .report import Report, SourceStats, Summary, make_report


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


def validate(options: Options) -> int:
    """Run, report, and return the exit code: 0 all valid, 1 some invalid, 2 could not check."""
    started = time.monotonic()
    try:
        checker = Checker(options.schema_dir, options.entity, options.resources)
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
    tally = Tally(report, options.max_errors, options.quiet, progress)
    for finding in missing:
        tally.emit(finding)
    try:
        for outcome in execute(work(inputs, options.max_document_bytes), options.jobs, checker):
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
    summary = tally.summary(len(inputs) + len({f.source for f in missing}), time.monotonic() - started)
    if not options.quiet:
        report.finish(summary)
    return summary.exit_code


class Tally:
    """Counts what the outcomes hold, per input and in all, hands findings to the report, and
    says when `--max-errors` ends the run."""

    def __init__(self, report: Report, max_errors: int | None, quiet: bool, progress: Progress | None) -> None:
        self.report, self.max_errors, self.quiet, self.progress = report, max_errors, quiet, progress
        self.kinds: Counter[str] = Counter()
        self.entities: Counter[str] = Counter()
        self.totals = SourceStats("")
        self.current: SourceStats | None = None
        self.stopped_at: int | None = None

    def add(self, outcome: Outcome) -> bool:
        if self.current is None or self.current.name != outcome.source:
            self.current = SourceStats(outcome.source)
        for stats in (self.current, self.totals):
            stats.documents += outcome.documents
            stats.failed += outcome.failed
            stats.nbytes += outcome.nbytes
        self.entities.update(outcome.entities)
        if not all(self.emit(f) for f in outcome.findings):
            return False
        self.kinds.update(outcome.hidden)
        self.current.kinds.update(outcome.hidden)
        if outcome.end_of_source:
            self.report.source_done(self.current)
            self.current = None
        return True

    def emit(self, finding: Finding) -> bool:
        if self.max_errors is not None and self.kinds.total() >= self.max_errors:
            self.stopped_at = self.max_errors
            return False
        if finding.kind != "note":  # a note says how many findings were counted but not kept
            self.kinds[finding.kind] += 1
            if self.current is not None and finding.source == self.current.name:
                self.current.kinds[finding.kind] += 1
        if not self.quiet:
            if self.progress:
                self.progress.clear()
            self.report.finding(finding)
        return True

    def summary(self, inputs: int, seconds: float) -> Summary:
        return Summary(inputs, self.totals.documents, self.totals.failed, self.totals.nbytes, seconds,
                       self.kinds, self.entities, self.stopped_at)


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
    with context.Pool(jobs, start_worker,
                      (checker.schema_dir, checker.entity_name, checker.resources)) as pool:
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
