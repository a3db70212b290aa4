"""The pipeline, end to end: load -> IR -> passes -> emit. Each stage is a plain function of
data; this module only strings them together, and knows targets only through the registry."""

from __future__ import annotations

from pathlib import Path

from .ir import types as t
from .ir.built import Built
from .load import SchemaSet, load
from .lower.checks import CheckBuilder
from .lower.types import TypeBuilder
from .passes.behaviour import check_behaviour
from .passes.checks import endless_cycle
from .passes.naming import assign_names
from .passes.ordering import order
from .passes.tags import infer_tags
from .targets.base import Naming
from .targets.registry import TARGETS, target

__all__ = ["TARGETS", "Built", "build_ir", "load_checked", "module_name", "render"]


def module_name(folder: str) -> str:
    """A schema folder's Python module (the Python target's naming policy)."""
    return TARGETS["python"].naming.module_name(folder)


def build_ir(
    schemas: SchemaSet,
    format_assertion: bool = False,
    strict_keywords: bool = False,
    naming: Naming | None = None,
) -> Built:
    """The IR of `schemas`, named by `naming` (a target's policy; default: Python's)."""
    naming = naming or TARGETS["python"].naming
    decls = TypeBuilder(schemas).build()
    decls = infer_tags(decls)
    doc_module = {d.uri: naming.module_name(d.module) for d in schemas.documents}
    module_of = {key: doc_module[key.uri] for key in decls}
    named = assign_names(decls, module_of, naming.type_name)
    check_behaviour(named)
    checker = CheckBuilder(schemas, format_assertion, strict_keywords=strict_keywords)
    for decl in named.values():
        checker.entry(decl.origin.uri, decl.origin.pointer)
    checks = checker.build()
    endless_cycle(checks)
    modules = []
    for folder in sorted(set(doc_module.values())):
        mine = [d for q, d in named.items() if q.module == folder]
        sources = sorted(
            f"schema/{d.rel}" if schemas.root.name == "schema" else d.rel
            for d in schemas.documents
            if doc_module[d.uri] == folder
        )
        modules.append(t.Module(folder, tuple(sources), tuple(order(folder, mine))))
    return Built(schemas, t.Program(tuple(modules), schemas.data), checks)


def load_checked(schema_dir: Path, strict_keywords: bool = False) -> SchemaSet:
    """`load`, each schema checked against the 2020-12 metaschema compiled by `compile`."""
    from .compile import metaschema

    return load(schema_dir, strict_keywords, metaschema())


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
    schemas = load_checked(schema_dir, strict_keywords)
    chosen = [target(name) for name in targets]
    built: dict[Naming, Built] = {}  # one IR per naming policy, shared by the targets using it
    files: dict[str, str] = {}
    for each in chosen:
        if each.naming not in built:
            built[each.naming] = build_ir(
                schemas, strict_keywords=strict_keywords, naming=each.naming
            )
        files.update(each.emit(built[each.naming], package, templates))
    return files


def format_files(files: dict[str, str]) -> dict[str, str]:
    """Every file as its target's formatter writes it (a file belongs to the target whose folder
    it is in; other files are left as they are)."""
    by_target: dict[str, dict[str, str]] = {}
    for path, text in files.items():
        by_target.setdefault(path.partition("/")[0], {})[path] = text
    formatted: dict[str, str] = {}
    for folder, mine in by_target.items():
        formatted.update(TARGETS[folder].format(mine) if folder in TARGETS else mine)
    return {path: formatted[path] for path in files}
