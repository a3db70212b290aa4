"""Any schema's checks as Go source (what `compile` does for Python, written for Go): the
official JSON Schema Test Suite is compiled through this to a Go package per suite file."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .compile import check_program
from .emit.go_checks import GoCheckWriter


def go_checks(
    writer_prefix: str,
    schema: Any,
    resources: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
) -> tuple[GoCheckWriter, str]:
    """The writer holding the check functions of `schema` (names prefixed by `writer_prefix`)
    and the name of its root function. Raises as `compile` does for a schema it cannot honour.
    The check IR is `compile`'s own, `format` asserted when asked (the writer's `uses_formats`
    then says the runtime needs `go_formats.files`)."""
    program, root = check_program(schema, resources=resources, format_assertion=format_assertion)
    names = {fn.key: f"{writer_prefix}F{i}" for i, fn in enumerate(program.functions)}
    writer = GoCheckWriter(
        names, {fn.key: fn.schema for fn in program.functions}, prefix=writer_prefix
    )
    for fn in program.functions:
        writer.named(fn.key, names[fn.key])
    return writer, names[root]
