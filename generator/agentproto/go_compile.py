"""Any schema's checks as Go source (what `compile` does for Python, written for Go): the
official JSON Schema Test Suite is compiled through this to a Go package per suite file."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .compile import check_program
from .emit.go_checks import GoCheckWriter


def go_checks(
    writer_prefix: str, schema: Any, resources: Mapping[str, Any] | None = None
) -> tuple[GoCheckWriter, str]:
    """The writer holding the check functions of `schema` (names prefixed by `writer_prefix`)
    and the name of its root function. Raises as `compile` does for a schema it cannot honour.
    The check IR is `compile`'s own; Go renders asserted formats as annotations."""
    program, root = check_program(schema, resources=resources)
    names = {fn.key: f"{writer_prefix}F{i}" for i, fn in enumerate(program.functions)}
    writer = GoCheckWriter(
        names, {fn.key: fn.schema for fn in program.functions}, prefix=writer_prefix
    )
    for fn in program.functions:
        writer.named(fn.key, names[fn.key])
    return writer, names[root]
