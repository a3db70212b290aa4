"""The two commands that read dialects: `convert` and `validate --dialect`. Exit codes as for
`validate`: 0 all good, 1 some document is bad (checked), 2 could not check."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

import click

from .dialects import (
    CANONICAL,
    Converters,
    documents,
    expand,
    from_canonical,
    load_converters,
    to_canonical,
)


def _setup(schema_dir: Path, names: Sequence[str], strict: bool = False) -> Converters | None:
    conv = load_converters(schema_dir, strict)
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


def convert(
    inputs: Sequence[str], source: str, target: str, output: Path | None, schema_dir: Path
) -> int:
    conv = _setup(schema_dir, [source, target])
    if conv is None:
        return 2
    lines: list[str] = []
    code = 0
    for path in expand(inputs):
        for doc in documents(path, sys.stdin):
            if doc.problem:
                click.echo(f"{doc.where}: {doc.problem}", err=True)
                code = 2
                continue
            read = to_canonical(conv, source, doc.value)
            problems = read.problems
            if not problems:
                written = from_canonical(conv, target, read.entity, read.value)
                problems = [f"(writing {target}) {p}" for p in written.problems]
            if problems:
                for problem in problems:
                    click.echo(f"{doc.where}: {problem}", err=True)
                code = max(code, 1)
                continue
            lines.append(json.dumps(written.value, ensure_ascii=False))
    text = "".join(line + "\n" for line in lines)
    if output is None or str(output) == "-":
        return _write(sys.stdout, text, code)
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as exc:
        click.echo(f"error: cannot write {output}: {exc.strerror or exc}", err=True)
        return 2
    return code


def _write(stream: TextIO, text: str, code: int) -> int:
    try:
        stream.write(text)
        stream.flush()
    except OSError as exc:
        click.echo(f"error: cannot write the output: {exc.strerror or exc}", err=True)
        return 2
    return code


def validate_dialect(
    paths: Sequence[str],
    dialect: str,
    schema_dir: Path,
    strict: bool,
    quiet: bool,
    fmt: str,
    entity: str | None,
    stream: bool,
) -> int:
    if fmt != "text" or entity is not None or stream:
        click.echo(
            "error: --dialect takes the text format and detects each document's entity; "
            "--format, --entity and --stream do not apply",
            err=True,
        )
        return 2
    conv = _setup(schema_dir, [dialect], strict)
    if conv is None:
        return 2
    if dialect == CANONICAL:
        click.echo("error: --dialect canonical: validate without --dialect instead", err=True)
        return 2
    code = 0
    count = failed = 0
    for path in expand(paths):
        for doc in documents(path, sys.stdin):
            count += 1
            if doc.problem:
                code = 2
                failed += 1
                if not quiet:
                    click.echo(f"{doc.where}: {doc.problem}")
                continue
            result = to_canonical(conv, dialect, doc.value)
            if result.problems:
                failed += 1
                code = max(code, 1)
                if not quiet:
                    for problem in result.problems:
                        click.echo(f"{doc.where}: {problem}")
    if not quiet:
        click.echo(
            f"agentproto validate --dialect {dialect}: {count} document(s), {failed} failed",
            err=True,
        )
    return code
