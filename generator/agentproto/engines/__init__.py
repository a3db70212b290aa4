"""Engines: `validate` and `convert` run on Spark or Ray, with the local engine's results.

An engine does one thing: run a partition function of `engines.core` over ordered partitions of
input files, on its executors, and hand back the results in input order. Everything else, the
reading, checking and reporting, is the local engine's own code: `core` cuts each file into the
work items `validate` cuts and checks them with `validate.check`; this module feeds the outcomes
to `validate.run`'s tally and `validate.report`'s formats, so findings, their order, the summary
and the exit code are those of the local engine.

Python API: `agentproto.engines.spark.validate(df, column, ...)` / `convert(...)` and the same
in `agentproto.engines.ray` for a Ray Dataset."""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol

from .core import Converted, Job, plan

ENGINES = ("local", "spark", "ray")


class EngineUnavailable(Exception):
    """The engine's package is not installed, or its cluster cannot be reached."""


class Engine(Protocol):
    def run_files(self, files: Sequence[str], function: str, job: Job) -> Iterator[Any]:
        """`core.<function>(partition, job)` over partitions of `(index, path)` pairs of the
        files, in order; its results in input order."""
        ...

    def close(self) -> None: ...


def parse(spec: str) -> tuple[str, str | None]:
    """`spark`, `spark:MASTER`, `ray`, `ray:ADDRESS` or `local` -> (engine, where)."""
    name, _, where = spec.partition(":")
    if name not in ENGINES:
        raise ValueError(f"unknown engine {name!r}: one of {', '.join(ENGINES)}")
    if name == "local" and where:
        raise ValueError("the local engine takes no address")
    return name, where or None


def open_engine(name: str, where: str | None) -> Engine:
    try:
        if name == "spark":
            from .spark import SparkEngine

            return SparkEngine(where)
        from .ray import RayEngine

        return RayEngine(where)
    except ImportError as exc:
        raise EngineUnavailable(
            f"the {name} engine needs {exc.name or name}: pip install 'agentproto[{name}]'"
        ) from exc


def validate_paths(
    engine: Engine,
    paths: Sequence[str],
    job: Job,
    fmt: str = "text",
    max_errors: int | None = None,
    quiet: bool = False,
    stream: bool = False,
) -> int:
    """`agentproto validate --engine ...`: the report and exit code of the local engine. With
    `stream`, each file is one recorded stream, folded whole by one task (`validate --stream`)."""
    from ..errors import SchemaError, SchemaErrors
    from ..validate.catalog import UnknownEntity
    from ..validate.check import Checker
    from ..validate.limits import LimitsError
    from ..validate.report import Output, Summary, Tally, make_report, unchecked

    started = time.monotonic()
    try:  # the schemas, entity and limits are checked here first: a bad one is a usage error
        resources = tuple((uri, Path(file)) for uri, file in job.resources)
        limits = Path(job.limits) if job.limits else None
        checker = Checker(job.schemas(), job.entity, resources, job.strict, limits)
        if job.dialect is not None and not stream:
            from .core import _conv

            conv = _conv(job, True)
            problem = conv.check_name(job.dialect)
            if problem:
                raise UnknownEntity(problem)
    except (SchemaError, SchemaErrors) as exc:
        for problem in exc.errors if isinstance(exc, SchemaErrors) else [exc]:
            print(f"error: {problem}", file=sys.stderr)
        return 2
    except (UnknownEntity, LimitsError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if stream:  # the files `--stream` reads locally: a folder's JSON and JSON Lines
        from ..validate.inputs import expand

        inputs, missing = expand(tuple(paths), "auto")
        files = [str(item.path) for item in inputs]
    else:
        files, missing = plan(paths)
    out = Output(sys.stdout)
    color = fmt == "text" and out.stream.isatty() and not os.environ.get("NO_COLOR")
    report = make_report(fmt, out, checker.catalog.short, color)
    tally = Tally(report, max_errors, quiet, None)
    for finding in missing:
        tally.emit(finding)
    if stream:
        problem = _streams_unavailable(checker, job)
        if problem:
            print(f"error: {problem}", file=sys.stderr)
            return 2
    # what an engine prints while it runs (Ray's notes of a worker it restarts) goes to standard
    # error: standard output holds the report, which tools read
    with contextlib.redirect_stdout(sys.stderr):
        function = "validate_streams" if stream else "validate_files"
        for _, outcome in engine.run_files(files, function, job):
            if outcome.fatal:
                for line in outcome.fatal:
                    print(f"error: {line}", file=sys.stderr)
                return 2
            if not tally.add(outcome):
                break
    summary: Summary = tally.summary(
        len(files) + len({f.source for f in missing}), time.monotonic() - started
    )
    if job.dialect is not None and not stream and summary.kinds["malformed"]:
        # as `validate --dialect` locally: a document that cannot be read cannot be checked,
        # and the summary says so too
        summary = unchecked(summary)
    code = summary.exit_code
    if not quiet:
        report.finish(summary)
    out.flush()
    return code


def _streams_unavailable(checker: Any, job: Job) -> str | None:
    """Why the files cannot be checked as streams here (no stream entity, no bindings to fold
    with, an unknown dialect), as the local `--stream` says it; None when they can."""
    from ..validate.catalog import UnknownEntity
    from ..validate.convert import DialectError, event_reader
    from ..validate.stream import StreamUnavailable, folds, stream_entities

    try:
        folds(stream_entities(checker.catalog, job.entity))
        if job.dialect is not None:
            event_reader(job.schemas(), job.dialect)
    except (StreamUnavailable, UnknownEntity, DialectError) as exc:
        return str(exc)
    return None


def convert_paths(engine: Engine, paths: Sequence[str], job: Job, output: Path | None) -> int:
    """`agentproto convert --engine ...`: the local engine's output, problems and exit code."""
    import click

    from .core import _conv

    try:
        conv = _conv(job, True)
        for name in (job.source, job.target):
            problem = conv.check_name(name)
            if problem:
                raise ValueError(problem)
        if job.entity is not None:
            conv.catalog.resolve(job.entity)
    except Exception as exc:  # noqa: BLE001 - a bad schema folder, dialect or entity: usage
        for line in str(exc).splitlines():
            click.echo(f"error: {line}", err=True)
        return 2
    files, missing = plan(paths)
    code = 2 if missing else 0
    from ..validate.dialects import _cannot_read

    for finding in missing:
        click.echo(f"{finding.source}: {_cannot_read(finding.message)}", err=True)
    to_file = output is not None and str(output) != "-"
    stream = open(output, "wb") if to_file and output else sys.stdout.buffer  # noqa: SIM115
    try:
        with contextlib.redirect_stdout(sys.stderr):  # the engine's own notes, as for validate
            for _, converted in engine.run_files(files, "convert_files", job):
                assert isinstance(converted, Converted)
                for problem in converted.problems:
                    click.echo(problem, err=True)
                if converted.text:
                    stream.write(converted.text)
                code = max(code, converted.code)
        stream.flush()
    finally:
        if to_file:
            stream.close()
    return code
