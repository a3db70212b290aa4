"""`validate --engine` and `convert --engine`: the options checked, the engine started and
stopped, and every failure an error message with exit code 2, never a traceback."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import click

from . import EngineUnavailable, convert_paths, open_engine, parse, validate_paths
from .core import Job


def _say(message: str) -> None:
    click.echo(message, err=True)


def _run(spec: str, work: Callable[..., int], *args: object) -> int:
    try:
        name, where = parse(spec)
    except ValueError as exc:
        _say(f"error: --engine: {exc}")
        return 2
    try:
        engine = open_engine(name, where)
    except EngineUnavailable as exc:
        _say(f"error: --engine {spec}: {exc}")
        return 2
    except Exception as exc:  # noqa: BLE001 - a cluster that cannot be reached, a bad master
        _say(f"error: --engine {spec}: cannot start: {type(exc).__name__}: {exc}")
        return 2
    try:
        return work(engine, *args)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - a job that fails still ends in a message
        _say(f"error: the {name} job failed: {type(exc).__name__}: {str(exc)[:2000]}")
        return 2
    finally:
        engine.close()


def validate_on(
    spec: str,
    paths: tuple[str, ...],
    schema_dir: Path,
    entity: str | None,
    fmt: str,
    max_errors: int | None,
    quiet: bool,
    resources: tuple[tuple[str, Path], ...],
    stream: bool,
    strict: bool,
    limits: Path | None,
    dialect: str | None,
    max_bytes: int,
    column: str | None,
    resume: bool = False,
) -> int:
    if "-" in paths:
        _say("error: --engine reads files and folders; standard input (-) is the local engine's")
        return 2
    job = Job(
        schema_dir=_schema_dir(schema_dir),
        entity=entity,
        strict=strict,
        limits=str(limits) if limits else None,
        resources=tuple((uri, str(file)) for uri, file in resources),
        max_bytes=max_bytes,
        column=column,
        dialect=dialect,
        resume=resume,
    )
    return _run(spec, validate_paths, paths, job, fmt, max_errors, quiet, stream)


def convert_on(
    spec: str,
    inputs: tuple[str, ...],
    source: str,
    target: str,
    output: Path | None,
    schema_dir: Path,
    max_bytes: int,
    entity: str | None,
    column: str | None,
) -> int:
    if "-" in inputs:
        _say("error: --engine reads files and folders; standard input (-) is the local engine's")
        return 2
    job = Job(
        schema_dir=_schema_dir(schema_dir),
        entity=entity,
        max_bytes=max_bytes,
        column=column,
        source=source,
        target=target,
    )
    return _run(spec, convert_paths, inputs, job, output)


def _schema_dir(folder: Path) -> str | None:
    """None for the canonical schemas (executors use their own shipped copy, with its prebuilt
    validators); else the folder, which is shipped with the job."""
    from ..shipped import canonical_schemas

    try:
        if folder.resolve() == canonical_schemas().resolve():
            return None
    except OSError:
        pass
    return str(folder)


__all__ = ["convert_on", "validate_on"]
