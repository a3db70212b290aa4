"""The pipeline, end to end: load -> IR -> passes -> emit. Each stage is a plain function of
data; this module only strings them together."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .build.checks import CheckBuilder
from .build.types import TypeBuilder
from .emit.python_text import python_name
from .ir import checks as c
from .ir import types as t
from .load import SchemaSet, load
from .passes.behaviour import check_behaviour
from .passes.checks import endless_cycle
from .passes.naming import assign_names
from .passes.ordering import order
from .passes.tags import infer_tags

TARGETS = ("python", "pydantic")


@dataclass(frozen=True)
class Built:
    schemas: SchemaSet
    program: t.Program
    checks: c.CheckProgram


def module_name(folder: str) -> str:
    """A schema folder's module: lower case, by `python_name`'s rule (leading `_` dropped)."""
    return python_name(re.sub(r"[^0-9a-z]+", "_", folder.lower()).strip("_"), "m_")


def build_ir(
    schemas: SchemaSet, format_assertion: bool = False, strict_keywords: bool = False
) -> Built:
    decls = TypeBuilder(schemas).build()
    decls = infer_tags(decls)
    doc_module = {d.uri: module_name(d.module) for d in schemas.documents}
    module_of = {key: doc_module[key.split("#")[0]] for key in decls}
    named = assign_names(decls, module_of)
    check_behaviour(named)
    checker = CheckBuilder(schemas, format_assertion, strict_keywords=strict_keywords)
    for decl in named.values():
        checker.entry(decl.origin.uri, decl.origin.pointer)
    checks = checker.build()
    endless_cycle(checks)
    modules = []
    for folder in sorted(set(doc_module.values())):
        mine = [d for q, d in named.items() if q.rsplit(".", 1)[0] == folder]
        sources = sorted(
            f"schema/{d.rel}" if schemas.root.name == "schema" else d.rel
            for d in schemas.documents
            if doc_module[d.uri] == folder
        )
        modules.append(t.Module(folder, tuple(sources), tuple(order(folder, mine))))
    return Built(schemas, t.Program(tuple(modules), schemas.data), checks)


def render(
    schema_dir: Path,
    targets: tuple[str, ...] = ("python",),
    package: str = "agentproto_bindings",
    templates: Path | None = None,
    strict_keywords: bool = False,
) -> dict[str, str]:
    """Every generated file, path (relative to the output folder) -> text; nothing is written.
    Unknown keywords are annotations unless `strict_keywords`, which refuses them (and `x-`
    keywords outside our vocabulary) as the typos they are in a set we own."""
    built = build_ir(load(schema_dir, strict_keywords), strict_keywords=strict_keywords)
    from .dialects import load_dialects
    from .emit.python_dialects import hooks_file
    from .shipped import templates as shipped_templates

    dialects = load_dialects(built.schemas, hooks_file(templates or shipped_templates()))
    files: dict[str, str] = {}
    for target in targets:
        if target == "python":
            from .emit.python import PythonEmitter

            emitter = PythonEmitter(built.program, built.checks, package, templates)
            emitter.dialects = dialects
            files.update(emitter.emit())
        elif target == "pydantic":
            from .emit.pydantic import emit_pydantic

            files.update(emit_pydantic(built.schemas, package))
        else:
            raise ValueError(f"unknown target {target!r}; known: {', '.join(TARGETS)}")
    return files
