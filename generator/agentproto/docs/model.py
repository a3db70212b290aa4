"""What the reference site shows, read from the generator's own IR: one IR per target naming
policy (the names a binding really has), spelled by each target's own emitter (the types its
code really declares). Nothing here knows an entity by name; the site is what the schemas and
their data tables say."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ir import types as t
from ..ir.built import Built
from ..load import SchemaSet, unescape
from ..targets.base import Speller
from ..targets.registry import TARGETS as REGISTRY

#: The targets whose names and types the site lists (those with a `Speller`), as (name, label),
#: in the registry's order: the order of its columns.
LANGUAGES = tuple(
    (name, target.label) for name, target in REGISTRY.items() if target.speller is not None
)

#: Schema keywords shown as a field's constraints, in this order.
CONSTRAINT_KEYWORDS = (
    "const",
    "enum",
    "format",
    "pattern",
    "minLength",
    "maxLength",
    "minimum",
    "exclusiveMinimum",
    "maximum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
    "default",
)


@dataclass(frozen=True)
class Spelling:
    """How one target names a declaration or spells a field: `name` its identifier there,
    `type` the type its code declares."""

    language: str
    name: str
    type: str = ""


@dataclass
class FieldDoc:
    json_name: str
    anchor: str
    required: bool
    nullable: bool
    doc: str
    spellings: list[Spelling]
    constraints: list[tuple[str, str]]
    refers_to: list[str]  # entity keys (page#anchor) the field's type names


@dataclass
class Example:
    valid: bool
    source: str  # where it comes from: the schema's `examples`, or a fixture file
    text: str
    problem: str = ""  # for an invalid fixture, what its expectation says is wrong


@dataclass
class EntityDoc:
    """One declaration of the IR (a schema document's root or one of its `$defs`)."""

    key: str  # page#anchor: what links and the search index point at
    anchor: str
    title: str  # the declaration's name by the first target's policy
    kind: str  # record | union | enum | alias
    pointer: str
    doc: str
    spellings: list[Spelling]
    fields: list[FieldDoc] = field(default_factory=list)
    values: list[tuple[str, str]] = field(default_factory=list)  # enum value, its meaning
    arms: list[tuple[str, str, str]] = field(default_factory=list)  # tag, arm title, arm key
    tag: str = ""
    alias_of: list[Spelling] = field(default_factory=list)
    # kind (union, state, order), caption, inline SVG
    diagrams: list[tuple[str, str, str]] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)
    open: bool = False


@dataclass
class PageDoc:
    """One schema document: one page."""

    path: str  # the page's path in the site, e.g. "agent/agent_message.html"
    source: str  # the schema file, relative to the schema folder
    module: str
    uri: str
    doc: str
    entities: list[EntityDoc] = field(default_factory=list)
    examples: list[Example] = field(default_factory=list)


@dataclass
class SiteDoc:
    title: str
    pages: list[PageDoc]


def page_path(rel: str) -> str:
    """The page of a schema document: its path with `.html` for `.json`, each part made safe
    for a file name and a URL."""
    stem = rel.removesuffix(".json")
    return "/".join(_safe(part) for part in stem.split("/")) + ".html"


def _safe(part: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9._-]+", "_", part).strip(".")
    return cleaned or "_"


def anchor_of(pointer: str) -> str:
    """An HTML id for a declaration's JSON pointer (the root is `entity`)."""
    if not pointer:
        return "entity"
    return "def" + re.sub(r"[^A-Za-z0-9_-]+", "-", pointer)


def spelled_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


# -- reading the IRs -------------------------------------------------------------------------


@dataclass
class TargetView:
    """One target's IR and the speller that spells its types (`targets.base.Speller`)."""

    language: str
    built: Built
    decls: dict[t.Location, tuple[str, t.Decl]]  # location -> (module, declaration)
    speller: Speller

    def in_module(self, module: str) -> list[t.Decl]:
        return [d for m, d in self.decls.values() if m == module]


def target_view(language: str, built: Built) -> TargetView:
    make = REGISTRY[language].speller
    assert make is not None, f"{language} has no speller"
    speller = make(built)
    decls = {d.origin.location: (m.name, d) for m in speller.program.modules for d in m.decls}
    return TargetView(language, built, decls, speller)


def decl_spelling(view: TargetView, location: t.Location) -> Spelling | None:
    found = view.decls.get(location)
    if found is None:
        return None
    module, decl = found
    return Spelling(view.language, view.speller.declaration(module, decl))


def field_spellings(view: TargetView, location: t.Location) -> dict[str, Spelling]:
    """Each property of the record at `location` as the target's code declares it."""
    found = view.decls.get(location)
    if found is None:
        return {}
    module, record = found
    if not isinstance(record, t.Record):
        return {}
    spelled = view.speller.fields(module, record, view.in_module(module))
    return {key: Spelling(view.language, name, type_) for key, (name, type_) in spelled.items()}


def alias_spelling(view: TargetView, location: t.Location) -> Spelling | None:
    found = view.decls.get(location)
    if found is None:
        return None
    module, alias = found
    if not isinstance(alias, t.Alias):
        return None
    spelled = view.speller.alias(module, alias, view.in_module(module))
    return Spelling(view.language, alias.name, spelled)


def nullable(expr: t.TypeExpr) -> bool:
    if isinstance(expr, (t.Nullable, t.Null)):
        return True
    if isinstance(expr, t.Literal):
        return expr.value is None
    if isinstance(expr, t.JsonTypeUnion):
        return any(nullable(arm) for arm in expr.arms)
    return isinstance(expr, t.AnyJson)


def referenced(expr: t.TypeExpr) -> Iterator[t.DeclKey]:
    if isinstance(expr, t.Ref):
        yield expr.name
    elif isinstance(expr, t.ListOf):
        yield from referenced(expr.item)
    elif isinstance(expr, t.MapOf):
        yield from referenced(expr.value)
    elif isinstance(expr, t.Nullable):
        yield from referenced(expr.inner)
    elif isinstance(expr, t.JsonTypeUnion):
        for arm in expr.arms:
            yield from referenced(arm)


# -- the schemas' own words --------------------------------------------------------------------


def node_at(document: Any, pointer: str) -> Any:
    node = document
    for part in pointer.split("/")[1:] if pointer else []:
        key = unescape(part)
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, list) and key.isdigit() and int(key) < len(node):
            node = node[int(key)]
        else:
            return None
    return node


def property_schema(record_node: Any, name: str) -> Any:
    """The schema a record's node gives property `name`: its own `properties`, else an
    `allOf` arm's (not through `$ref`: a referenced schema has its own page)."""
    if not isinstance(record_node, dict):
        return None
    properties = record_node.get("properties")
    if isinstance(properties, dict) and name in properties:
        return properties[name]
    for arm in record_node.get("allOf", []) if isinstance(record_node.get("allOf"), list) else []:
        found = property_schema(arm, name)
        if found is not None:
            return found
    return None


def constraints(node: Any) -> list[tuple[str, str]]:
    if not isinstance(node, dict):
        return []
    found = [(k, spelled_json(node[k])) for k in CONSTRAINT_KEYWORDS if k in node]
    items = node.get("items")
    if isinstance(items, dict):
        found += [(f"items.{k}", v) for k, v in constraints(items) if k != "default"]
    return found


def schema_examples(node: Any, source: str) -> list[Example]:
    if not isinstance(node, dict) or not isinstance(node.get("examples"), list):
        return []
    return [
        Example(True, source, json.dumps(value, indent=2, ensure_ascii=False))
        for value in node["examples"]
    ]


#: Fixture files shown: JSON, and the YAML some schema sets' own examples are written in.
FIXTURE_SUFFIXES = (".json", ".yaml", ".yml")


def fixture_examples(fixtures: Path | None, rel: str) -> list[Example]:
    """The fixture files of a schema document, laid out as `<fixtures>/<path without
    .json>/{valid,invalid}/*.json` (or .yaml) (an invalid one's `.expected.json` says what is wrong)."""
    if fixtures is None:
        return []
    stem = rel.removesuffix(".json")
    folder = fixtures.joinpath(*stem.split("/"))
    found: list[Example] = []
    for kind in ("valid", "invalid"):
        for path in sorted((folder / kind).iterdir()) if (folder / kind).is_dir() else []:
            if path.suffix not in FIXTURE_SUFFIXES or path.name.endswith(".expected.json"):
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            problem = ""
            expected = path.with_name(path.stem + ".expected.json")
            if kind == "invalid" and expected.is_file():
                try:
                    said = json.loads(expected.read_text(encoding="utf-8"))
                except (OSError, ValueError, UnicodeDecodeError):
                    said = None
                if isinstance(said, dict):
                    problem = ", ".join(f"{k}: {v}" for k, v in said.items() if isinstance(v, str))
            found.append(Example(kind == "valid", f"{stem}/{kind}/{path.name}", text, problem))
    return found


def schema_version(schemas: SchemaSet) -> str:
    version = schemas.root / "VERSION"
    try:
        return version.read_text(encoding="utf-8").strip() if version.is_file() else ""
    except OSError:
        return ""
