"""House rules for the schema set (see schema/README.md): agent objects closed unless marked
open, openresponses objects open as the official spec's are,
discriminated unions, described properties, snake_case names, no dead `$defs`, known `x-`
keywords only."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from support import load_schemas

SCHEMAS = load_schemas()
SNAKE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
X_KEYWORDS = {
    "x-open",
    "x-opaque",
    "x-aliases",
    "x-lane",
    "x-additive",
    "x-state-machine",
    "x-enforced-in-code",
    "x-seed",
    "x-behaviour",
    "x-document",
    "x-seed-addition",
    "x-stream",
    "x-limit",
}
ID_BASE = "https://agentproto.dev/schema/"


def subschemas(node: object, path: str = "") -> Iterator[tuple[str, dict]]:
    """Every schema object inside a document that describes the shape of a value, with its
    JSON pointer. Assertion-only subschemas (`not`, `if`/`then`/`else`, `dependentSchemas`) are
    skipped: a partial `then: {properties: {x: {const: 1}}}` is no object type to close."""
    if not isinstance(node, dict):
        return
    yield path, node
    for key in ("properties", "$defs", "patternProperties"):
        for name, sub in node.get(key, {}).items():
            yield from subschemas(sub, f"{path}/{key}/{name}")
    for key in (
        "items",
        "additionalProperties",
        "contains",
        "propertyNames",
        "unevaluatedProperties",
        "unevaluatedItems",
    ):
        if isinstance(node.get(key), dict):
            yield from subschemas(node[key], f"{path}/{key}")
    for key in ("oneOf", "anyOf", "allOf", "prefixItems"):
        for i, sub in enumerate(node.get(key, [])):
            yield from subschemas(sub, f"{path}/{key}/{i}")


def variant_schemas(entity: str, node: dict) -> list[dict]:
    """The object schemas a union's arms stand for, following relative file refs."""
    family = entity.split("/")[0]
    arms = []
    for arm in node.get("oneOf", []) + node.get("anyOf", []):
        while "$ref" in arm and not arm["$ref"].startswith("#"):
            arm = SCHEMAS[f"{family}/{arm['$ref'].removesuffix('.json')}"]
        arms.append(arm)
    return arms


@pytest.mark.parametrize("entity", sorted(SCHEMAS))
def test_identity(entity: str) -> None:
    schema = SCHEMAS[entity]
    assert schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema"
    assert schema.get("$id") == f"{ID_BASE}{entity}.json"
    assert schema.get("title") and schema.get("description")
    assert SNAKE.match(entity.split("/")[1]), "file names are snake_case"


#: Families whose objects are open, as their protocol's own definition leaves them: every
#: object of the official Open Responses OpenAPI document accepts unknown properties.
OPEN_FAMILIES = {"openresponses"}


@pytest.mark.parametrize("entity", sorted(SCHEMAS))
def test_objects_are_closed_or_open_as_their_family_and_described(entity: str) -> None:
    problems = []
    open_family = entity.split("/")[0] in OPEN_FAMILIES
    for path, node in subschemas(SCHEMAS[entity]):
        props = node.get("properties")
        if props is not None:
            closed = node.get("additionalProperties") is False
            if open_family and closed:
                problems.append(f"{path}: closed object in a family whose objects are open")
            if not open_family and not closed and not node.get("x-open"):
                problems.append(f"{path}: object with properties is neither closed nor x-open")
            for name, sub in props.items():
                if not SNAKE.match(name):
                    problems.append(f"{path}/properties/{name}: not snake_case")
                if isinstance(sub, dict) and not sub.get("description"):
                    problems.append(f"{path}/properties/{name}: no description")
        if node.get("x-opaque") and not node.get("description"):
            problems.append(f"{path}: opaque value without a description")
        for key in node:
            if key.startswith("x-") and key not in X_KEYWORDS:
                problems.append(f"{path}: unknown extension keyword {key}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("entity", sorted(SCHEMAS))
def test_object_unions_are_discriminated(entity: str) -> None:
    problems = []
    for path, node in subschemas(SCHEMAS[entity]):
        arms = variant_schemas(entity, node)
        if not arms or not all(arm.get("type") == "object" or "oneOf" in arm for arm in arms):
            continue  # a union of JSON types, discriminated by type
        flat = []
        for arm in arms:  # a union of unions is flattened
            flat.extend(variant_schemas(entity, arm) if "oneOf" in arm else [arm])
        tags = [t for t in ("type", "role") if all(t in a.get("required", []) for a in flat)]
        if not tags:
            problems.append(f"{path}: union arms share no required tag")
            continue
        specs = [a["properties"][tags[0]] for a in flat]
        consts = [s["const"] for s in specs if "const" in s]
        patterns = [s["pattern"] for s in specs if "const" not in s]
        if len(consts) != len(set(consts)):
            problems.append(f"{path}: duplicate tag values {consts}")
        if len(patterns) > 1 or len(consts) + len(patterns) != len(specs):
            problems.append(f"{path}: every arm pins its tag with const (one pattern arm at most)")
        for pattern in patterns:
            clash = [c for c in consts if re.search(pattern, c)]
            if clash:
                problems.append(f"{path}: extension pattern {pattern} also matches {clash}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("entity", sorted(SCHEMAS))
def test_no_unreachable_defs(entity: str) -> None:
    schema = SCHEMAS[entity]
    text = repr(schema)
    dead = [name for name in schema.get("$defs", {}) if f"#/$defs/{name}'" not in text]
    assert not dead, dead


def all_nodes(node: object, path: str = "") -> Iterator[tuple[str, dict]]:
    if isinstance(node, dict):
        yield path, node
        for key, value in node.items():
            if key not in ("enum", "const", "default", "examples") and not key.startswith("x-"):
                yield from all_nodes(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from all_nodes(value, f"{path}/{i}")


def test_refs_stay_in_family() -> None:
    for entity, schema in SCHEMAS.items():
        family = entity.split("/")[0]
        for path, node in all_nodes(schema):
            ref = node.get("$ref")
            if isinstance(ref, str) and not ref.startswith("#"):
                target = ref.split("#")[0]
                assert "/" not in target, f"{entity}{path}: $ref {ref} leaves its family"
                assert f"{family}/{target.removesuffix('.json')}" in SCHEMAS, (
                    f"{entity}{path}: {ref}"
                )


def test_every_limit_counts_something_somewhere() -> None:
    """`x-limit`: a measure and targets `<schema file>#<path>` naming schemas of the family."""
    limits = [
        (entity, name, prop["x-limit"])
        for entity, schema in SCHEMAS.items()
        for name, prop in schema.get("properties", {}).items()
        if "x-limit" in prop
    ]
    assert len(limits) >= 3
    for entity, name, spec in limits:
        assert spec["measure"] in ("items", "bytes"), (entity, name)
        assert isinstance(SCHEMAS[entity]["properties"][name].get("default"), int), (entity, name)
        for target in spec["targets"]:
            file, _, path = target.partition("#")
            assert f"{entity.split('/')[0]}/{file.removesuffix('.json')}" in SCHEMAS, target
            assert path.startswith("/"), target
