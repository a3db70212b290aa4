"""What behaviour reads, held to the schemas before anything is written.

Hand-written behaviour (the per-language modules a schema's `x-behaviour` names) and the data
tables of `schema/data/` read schema properties by name. A schema that renames a property would
otherwise leave code that no longer compiles, or a table whose field silently reads as absent.
So every such reader declares what it reads, in `<schema root>/data/reads/<name>.yaml`:

- a declaration named like a data table (`reads/pairing.yaml` for `data/pairing.yaml`) says
  where, in that table, the strings are that name fields, and of which entity;
- any other declaration names its hand-written `sources` and lists the fields they read.

Each item of a declaration's `reads` names an `entity` (a schema file relative to the schema
root, optionally `#<pointer>` to a schema inside it) and one of:

- `fields`: property paths (`usage.input`: a property, then a property of its schema);
- `at`: a pointer into the table (`*` is every member) whose strings are property paths;
- `keys`: a pointer into the table whose objects' keys are property names.

`not_fields` says what looks like a field name and is not read as one: in a table's
declaration, pointers into the table (a problem keyword spelled like the field it is about); in
a hand-written one, each word and why (a local variable spelled like a property). Only the
completeness test (tests/test_behaviour_reads.py) reads them, through `declarations`.

A property is found on a schema by its `properties`, through `$ref`, the arms of `allOf`,
`anyOf` and `oneOf`, and an array's `items`; the check knows no entity by name.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import SchemaError, raise_all
from ..load import DATA_DIR, SchemaSet, read_yaml

#: The folder, inside the data folder, of the declarations.
READS_DIR = "reads"


@dataclass(frozen=True)
class Read:
    """One field a behaviour reads: `path` (property names) of the schema `entity`; `source` is
    the declaration file and the pointer (in it, or in its table) the name came from."""

    behaviour: str  # the data table or hand-written files, as a message names them
    entity: str
    path: tuple[str, ...]
    source: str
    pointer: str


@dataclass(frozen=True)
class Declaration:
    """One declaration file, read: the reads it states, the hand-written files it is for (none
    for a data table), and what it says is no field name (table pointers, or source words)."""

    file: str
    table: str | None
    sources: tuple[str, ...]
    reads: tuple[Read, ...]
    not_fields: tuple[str, ...]


def declarations(schemas: SchemaSet) -> list[Declaration]:
    """Every declaration of the set (none when it has no `data/reads` folder); a declaration
    that cannot be read, or points at nothing in its table, is a `SchemaError` naming it."""
    folder = schemas.root / DATA_DIR / READS_DIR
    if not folder.is_dir():
        return []
    tables = dict(schemas.data)
    found: list[Declaration] = []
    problems: list[SchemaError] = []
    for path in sorted(folder.glob("*.yaml")):
        rel = f"{DATA_DIR}/{READS_DIR}/{path.name}"
        try:
            found.append(_declaration(rel, path, tables))
        except SchemaError as problem:
            problems.append(problem)
    named = {path.stem for path in folder.glob("*.yaml")}  # a declaration in error is one too
    for name in tables:  # each read from data/<name>.yaml (`load_data`), its name upper case
        if name.lower() not in named:
            problems.append(
                SchemaError(
                    f"{DATA_DIR}/{name.lower()}.yaml",
                    "",
                    f"this data table declares no fields it reads: add "
                    f"{DATA_DIR}/{READS_DIR}/{name.lower()}.yaml (`reads: []` when it reads none)",
                )
            )
    raise_all(problems)
    return found


def _declaration(rel: str, path: Path, tables: dict[str, Any]) -> Declaration:
    try:
        body = read_yaml(path.read_text(encoding="utf-8"))
    except Exception as exc:  # noqa: BLE001 - any unreadable text is the same refusal
        raise SchemaError(rel, "", f"not YAML: {str(exc).splitlines()[0]}") from None
    if not isinstance(body, dict) or not isinstance(body.get("reads"), list):
        raise SchemaError(rel, "", "a declaration is an object whose `reads` is a list")
    table_name = path.stem if path.stem.upper() in tables else None
    sources = body.get("sources", [])
    if table_name is None and not (
        isinstance(sources, list) and sources and all(isinstance(s, str) for s in sources)
    ):
        raise SchemaError(
            rel,
            "/sources",
            "no data table is named like this declaration, so it must list the hand-written "
            "`sources` it is for",
        )
    table = tables.get(path.stem.upper())
    behaviour = (
        f"{DATA_DIR}/{path.name}" if table_name else "hand-written behaviour " + ", ".join(sources)
    )
    reads: list[Read] = []
    for index, item in enumerate(body["reads"]):
        where = f"/reads/{index}"
        if not isinstance(item, dict) or not isinstance(item.get("entity"), str):
            raise SchemaError(rel, where, "each read is an object naming its `entity`")
        entity = item["entity"]
        kinds = [k for k in ("fields", "at", "keys") if k in item]
        if len(kinds) != 1 or (kinds[0] != "fields" and table is None):
            raise SchemaError(
                rel,
                where,
                "each read has exactly one of `fields`, `at` or `keys` (the last two only in "
                "a data table's declaration)",
            )
        kind = kinds[0]
        if kind == "fields":
            names = item["fields"]
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise SchemaError(rel, f"{where}/fields", "`fields` is a list of property paths")
            for n, name in enumerate(names):
                reads.append(
                    Read(behaviour, entity, tuple(name.split(".")), rel, f"{where}/fields/{n}")
                )
            continue
        pattern = item[kind]
        places = list(members(table, pattern)) if isinstance(pattern, str) else []
        if not places:
            raise SchemaError(
                rel, f"{where}/{kind}", f"{pattern!r} points at nothing in {behaviour}"
            )
        for pointer, value in places:
            for at, name in _names(value, pointer, kind == "keys"):
                if name is None:
                    raise SchemaError(
                        behaviour, at, f"{rel} says a field name of {entity} is here: none is"
                    )
                reads.append(Read(behaviour, entity, tuple(name.split(".")), behaviour, at))
    not_fields = body.get("not_fields", [] if table_name else {})
    if table_name and not (
        isinstance(not_fields, list) and all(isinstance(p, str) for p in not_fields)
    ):
        raise SchemaError(rel, "/not_fields", "`not_fields` is a list of table pointers")
    if not table_name and not (
        isinstance(not_fields, dict) and all(isinstance(v, str) for v in not_fields.values())
    ):
        raise SchemaError(rel, "/not_fields", "`not_fields` maps a word to why it is no field")
    return Declaration(
        rel,
        table_name,
        tuple(sources) if table_name is None else (),
        tuple(reads),
        tuple(not_fields),
    )


def _names(value: Any, pointer: str, keys: bool) -> Iterator[tuple[str, str | None]]:
    """(pointer, field name) of each name `value` holds: its keys, or itself when a string, or
    its items when a list of strings; None for a value that is none of these."""
    if keys:
        if not isinstance(value, dict):
            yield pointer, None
            return
        for key in value:
            yield f"{pointer}/{_escape(key)}", key
    elif isinstance(value, str):
        yield pointer, value
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield f"{pointer}/{i}", item if isinstance(item, str) else None
    else:
        yield pointer, None


def members(value: Any, pattern: str) -> Iterator[tuple[str, Any]]:
    """(pointer, value) of every member of `value` that `pattern` (a JSON pointer, `*` a step
    to every member of a list or object) reaches."""
    steps = [] if pattern in ("", "/") else pattern.lstrip("/").split("/")

    def walk(node: Any, at: str, rest: list[str]) -> Iterator[tuple[str, Any]]:
        if not rest:
            yield at, node
            return
        step, more = rest[0].replace("~1", "/").replace("~0", "~"), rest[1:]
        if isinstance(node, dict):
            chosen = list(node) if step == "*" else [step] if step in node else []
            for key in chosen:
                yield from walk(node[key], f"{at}/{_escape(key)}", more)
        elif isinstance(node, list):
            if step == "*":
                indexes = range(len(node))
            else:
                indexes = range(int(step), int(step) + 1) if step.isdigit() else range(0)
            for i in indexes:
                if i < len(node):
                    yield from walk(node[i], f"{at}/{i}", more)

    yield from walk(value, "", steps)


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def check_reads(schemas: SchemaSet) -> None:
    """Refuses (`SchemaError`s, all found at once) every declared read the schemas do not
    have: the error names the entity's file and the pointer where the property was expected,
    the behaviour that reads it and where it is declared."""
    found = declarations(schemas)
    if not found:
        return
    by_rel = {d.rel: d.uri for d in schemas.documents}
    locator = _Remembering(schemas.locator)
    problems: list[SchemaError] = []
    for declaration in found:
        for read in declaration.reads:
            problem = _missing(read, by_rel, locator)
            if problem is not None:
                problems.append(problem)
    raise_all(problems)


def _missing(read: Read, by_rel: dict[str, str], locator: Any) -> SchemaError | None:
    file, _, pointer = read.entity.partition("#")
    dotted = ".".join(read.path)
    said = f"{read.source}#{read.pointer}"
    if file not in by_rel:
        return SchemaError(
            said, "", f"{read.behaviour} reads `{dotted}` of {read.entity}: no such schema file"
        )
    doc, at = by_rel[file], pointer
    for depth, name in enumerate(read.path):
        place = find_property(locator, doc, at, name)
        if place is None:
            owner_doc, owner = expected_at(locator, doc, at, name)
            return SchemaError(
                locator.docs[owner_doc].rel,
                f"{owner}/properties/{_escape(name)}",
                f"{read.behaviour} reads the field `{dotted}` of {read.entity}, and there is no "
                f"property `{'.'.join(read.path[: depth + 1])}` (named at {said})",
            )
        doc, at = place
    return None


def find_property(
    locator: Any, doc: str, pointer: str, name: str, seen: frozenset[tuple[str, str]] = frozenset()
) -> tuple[str, str] | None:
    """(document, pointer) of property `name` of the schema at doc#pointer: in its `properties`,
    else through its `$ref`, some arm of `allOf`, its `items`, or every arm of `anyOf`/`oneOf`
    (a value of the union is one of them, and the field is read whichever it is; the first
    arm's place is returned). None when it is not there."""
    # a place found is found whatever the path; an absence only when no loop was cut short
    remembered = getattr(locator, "found", None)
    key = (doc, pointer, name)
    if remembered is not None and key in remembered:
        return remembered[key]  # type: ignore[no-any-return]
    node = _node(locator, doc, pointer)
    if not isinstance(node, dict) or (doc, pointer) in seen:
        return None
    place = _find(locator, doc, pointer, node, name, seen | {(doc, pointer)})
    if remembered is not None and (place is not None or not seen):
        remembered[key] = place
    return place


def _find(
    locator: Any,
    doc: str,
    pointer: str,
    node: dict[str, Any],
    name: str,
    seen: frozenset[tuple[str, str]],
) -> tuple[str, str] | None:
    properties = node.get("properties")
    if isinstance(properties, dict) and name in properties:
        return doc, f"{pointer}/properties/{_escape(name)}"
    for sub_doc, sub_pointer, every in _parts(locator, doc, pointer, node):
        if not every:
            place = find_property(locator, sub_doc, sub_pointer, name, seen)
            if place is not None:
                return place
    arms = [(d, p) for d, p, every in _parts(locator, doc, pointer, node) if every]
    places = [find_property(locator, d, p, name, seen) for d, p in arms]
    if places and all(places):
        return places[0]
    return None


def expected_at(
    locator: Any, doc: str, pointer: str, name: str, seen: frozenset[tuple[str, str]] = frozenset()
) -> tuple[str, str]:
    """(document, pointer) of the schema that should hold property `name` and does not: past a
    `$ref` of a schema without `properties`, into the first union arm that lacks it, or into
    `items`."""
    node = _node(locator, doc, pointer)
    if not isinstance(node, dict) or (doc, pointer) in seen:
        return doc, pointer
    seen = seen | {(doc, pointer)}
    parts = list(_parts(locator, doc, pointer, node))
    lacking = [(d, p) for d, p, every in parts if every and not find_property(locator, d, p, name)]
    deeper = [(d, p) for d, p, _ in parts if p.endswith("/items")]
    if "$ref" in node and "properties" not in node:
        deeper.insert(0, parts[0][:2])
    chosen = lacking or deeper
    if chosen:
        return expected_at(locator, *chosen[0], name, seen)
    return doc, pointer


class _Remembering:
    """The set's locator, each `$ref` it resolves and each field it finds remembered: one check
    asks again of the same union's arms for every field read from it."""

    def __init__(self, locator: Any) -> None:
        self.docs = locator.docs
        self.node = locator.node
        self._locator = locator
        self._located: dict[tuple[str, str, str], tuple[str, str]] = {}
        self.found: dict[tuple[str, str, str], tuple[str, str] | None] = {}

    def locate(self, doc: str, pointer: str, ref: str) -> tuple[str, str]:
        key = (doc, pointer, ref)
        if key not in self._located:
            self._located[key] = self._locator.locate(doc, pointer, ref)
        return self._located[key]


def _node(locator: Any, doc: str, pointer: str) -> Any:
    try:
        return locator.node(doc, pointer)
    except (KeyError, IndexError, ValueError):  # an entity's pointer that is not in its file
        return None


def _parts(
    locator: Any, doc: str, pointer: str, node: dict[str, Any]
) -> Iterator[tuple[str, str, bool]]:
    """(document, pointer, whether every one of its kind must hold the property) of the
    schemas a property of `node` may be declared in besides its own `properties`."""
    if isinstance(node.get("$ref"), str):
        target_doc, target_pointer = locator.locate(doc, pointer, node["$ref"])
        yield target_doc, target_pointer, False
    for i, _ in enumerate(node.get("allOf") or ()):
        yield doc, f"{pointer}/allOf/{i}", False
    if isinstance(node.get("items"), dict):
        yield doc, f"{pointer}/items", False
    for keyword in ("anyOf", "oneOf"):
        for i, _ in enumerate(node.get(keyword) or ()):
            yield doc, f"{pointer}/{keyword}/{i}", True
