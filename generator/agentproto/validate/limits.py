"""Size limits (`--limits FILE`): deployment limits a server applies to documents, declared in
the schemas and checked beside validation.

A limits schema is one whose properties carry `x-limit` (`openresponses/validation_config`):

    "max_input_items": {"type": "integer", "default": 1000,
                        "x-limit": {"measure": "items",
                                    "targets": ["create_response_request.json#/input"]}}

Each such property is one limit: its value comes from the limits file when it names it, else
from the property's `default`. A target is an entity (a `$ref`-style URI, relative to the
limits schema) and a path into its documents, JSON-pointer-like, where `*` stands for every
item of an array (or every member of an object). `measure` says what is counted at each value
the path reaches: `items`, the length of an array (other values are not counted); `bytes`, the
UTF-8 size of a string or of an object's compact JSON text (arrays are not counted: their items
are what is measured, so one path may reach a string that is one part, or an array of parts).
The limits file (YAML or JSON) is validated against the limits schema before anything is
checked.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import SchemaError
from ..load import join
from .catalog import Catalog

LIMIT_KEYWORD = "x-limit"
MEASURES = ("items", "bytes")


class LimitsError(ValueError):
    """The limits file cannot be used (unreadable, not YAML/JSON, or not valid as its schema)."""


@dataclass(frozen=True)
class Limit:
    name: str  # the property of the limits schema: `max_input_items`
    value: int
    measure: str  # `items` or `bytes`
    path: tuple[str, ...]  # into the target's documents; `*` is every item or member


def read_limits(catalog: Catalog, file: Path | None) -> dict[str, list[Limit]]:
    """The limits of each entity (by URI): declared by the schemas, valued by `file` or by the
    schemas' defaults. Raises SchemaError for a malformed `x-limit`, LimitsError for a bad file."""
    declared = [
        (entry, name, prop)
        for entry in catalog.entries
        if isinstance(entry.contents, dict)
        for name, prop in (entry.contents.get("properties") or {}).items()
        if isinstance(prop, dict) and LIMIT_KEYWORD in prop
    ]
    given = _read_file(catalog, file, {entry.name for entry, _, _ in declared}) if file else {}
    found: dict[str, list[Limit]] = {}
    for entry, name, prop in declared:
        where = f"/properties/{name}/{LIMIT_KEYWORD}"
        spec = prop[LIMIT_KEYWORD]
        if not (
            isinstance(spec, dict)
            and spec.get("measure") in MEASURES
            and isinstance(spec.get("targets"), list)
            and all(isinstance(t, str) and "#" in t for t in spec["targets"])
        ):
            raise SchemaError(
                f"{entry.name}.json",
                where,
                f"{LIMIT_KEYWORD} must be {{'measure': 'items' or 'bytes', 'targets': "
                "['<schema>#/<path>', ...]}",
            )
        value = given.get(name, prop.get("default"))
        if not isinstance(value, int):
            continue  # no value and no default: this limit is not checked
        for target in spec["targets"]:
            # the loader's resolution: a `urn:` id resolves `#/...` targets as others do
            uri, _, path = join(entry.uri, target).partition("#")
            if uri not in catalog.by_uri:
                raise SchemaError(
                    f"{entry.name}.json", where, f"target {target!r} names no schema of the set"
                )
            parts = tuple(p.replace("~1", "/").replace("~0", "~") for p in path.split("/")[1:])
            found.setdefault(uri, []).append(Limit(name, value, spec["measure"], parts))
    return found


def _read_file(catalog: Catalog, file: Path, schemas: set[str]) -> dict[str, Any]:
    import yaml  # only with --limits: a run without it starts without YAML

    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise LimitsError(f"{file}: cannot read the limits file: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise LimitsError(f"{file}: the limits file is not UTF-8: {exc}") from None
    try:
        data = yaml.safe_load(text)  # JSON is YAML too
    except yaml.YAMLError as exc:
        raise LimitsError(f"{file}: the limits file is neither YAML nor JSON: {exc}") from None
    if not schemas:
        raise LimitsError(
            f"{file}: no schema of the set declares limits ({LIMIT_KEYWORD}), so none can be set"
        )
    for name in sorted(schemas):
        validator = catalog.validator(catalog.by_name[name])
        if not validator.is_valid(data):
            problem = validator.errors(data)[0]
            raise LimitsError(
                f"{file}: at {problem.pointer or '/'} ({name}): {problem.message}"
            ) from None
    if not isinstance(data, dict):
        raise LimitsError(f"{file}: the limits file must be an object of limits")
    known = {
        name
        for schema in schemas
        for name, prop in (catalog.by_name[schema].contents.get("properties") or {}).items()
        if isinstance(prop, dict) and LIMIT_KEYWORD in prop
    }
    unknown = sorted(set(data) - known)
    if unknown:
        raise LimitsError(
            f"{file}: at /{unknown[0]}: no such limit (limits: {', '.join(sorted(known))})"
        )
    return data


def check_limits(limits: list[Limit], doc: Any) -> Iterator[tuple[str, str, str]]:
    """(pointer, limit name, message) for every value of `doc` over one of `limits`."""
    for limit in limits:
        for pointer, value in _reach(doc, limit.path, ""):
            if limit.measure == "items":
                if not isinstance(value, list) or len(value) <= limit.value:
                    continue
                size, unit = len(value), "items"
            else:
                if isinstance(value, list):
                    continue
                text = value if isinstance(value, str) else _compact(value)
                size = len(text.encode("utf-8", "surrogatepass"))
                if size <= limit.value:
                    continue
                unit = "bytes"
            yield (
                pointer,
                limit.name,
                f"{size:,} {unit}, over the limit {limit.name} of {limit.value:,}",
            )


def _reach(value: Any, path: tuple[str, ...], pointer: str) -> Iterator[tuple[str, Any]]:
    if not path:
        yield pointer or "", value
        return
    head, rest = path[0], path[1:]
    if head == "*":
        if isinstance(value, list):
            for i, item in enumerate(value):
                yield from _reach(item, rest, f"{pointer}/{i}")
        elif isinstance(value, dict):
            for key, item in value.items():
                escaped = key.replace("~", "~0").replace("/", "~1")
                yield from _reach(item, rest, f"{pointer}/{escaped}")
    elif isinstance(value, dict) and head in value:
        escaped = head.replace("~", "~0").replace("/", "~1")
        yield from _reach(value[head], rest, f"{pointer}/{escaped}")
    elif isinstance(value, list) and head.isdigit() and int(head) < len(value):
        yield from _reach(value[int(head)], rest, f"{pointer}/{head}")


def _compact(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
