"""Any schema's checks as Go source (what `compile` does for Python, written for Go): the
official JSON Schema Test Suite is compiled through this to a Go package per suite file."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .compile import DEFAULT_BASE, _document, metaschemas, vocabularies
from .emit.go_checks import GoCheckWriter
from .errors import SchemaError
from .load import DIALECT, join, schema_set, split_uri
from .lower.checks import CheckBuilder
from .passes.checks import endless_cycle


def go_checks(
    writer_prefix: str, schema: Any, resources: Mapping[str, Any] | None = None
) -> tuple[GoCheckWriter, str]:
    """The writer holding the check functions of `schema` (names prefixed by `writer_prefix`)
    and the name of its root function. Raises as `compile` does for a schema it cannot honour."""
    base = schema.get("$id", DEFAULT_BASE) if isinstance(schema, dict) else DEFAULT_BASE
    base = split_uri(join(DEFAULT_BASE, base))[0]
    given = {split_uri(uri)[0]: contents for uri, contents in (resources or {}).items()}
    dialect = schema.get("$schema", DIALECT) if isinstance(schema, dict) else DIALECT
    disabled, _ = vocabularies(dialect, given)
    errors: list[SchemaError] = []
    documents = [_document("", base, schema, errors, dialect, False)]
    for uri, contents in {**metaschemas(), **given}.items():
        if uri != base:
            documents.append(_document(uri, uri, contents, errors, DIALECT, True))
    schemas = schema_set(Path("."), documents, errors)
    builder = CheckBuilder(schemas, False, strict_keywords=False, disabled=disabled)
    root = builder.entry(base, "")
    program = builder.build()
    endless_cycle(program)
    names = {fn.key: f"{writer_prefix}F{i}" for i, fn in enumerate(program.functions)}
    writer = GoCheckWriter(
        names, {fn.key: fn.schema for fn in program.functions}, prefix=writer_prefix
    )
    for fn in program.functions:
        writer.named(fn.key, names[fn.key])
    return writer, names[root]
