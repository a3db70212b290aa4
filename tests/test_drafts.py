"""Every draft read with its own meaning: small schemas, one per rule that differs between drafts
4, 6, 7, 2019-09 and 2020-12, through `agentproto.compile`, `agentproto generate` (the Python
bindings) and `agentproto validate`. The verdict on every instance is python-jsonschema's for the
schema's own draft; each rule's instances hold at least one that the rule makes valid and one it
makes invalid, so a rule read with another draft's meaning fails."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import agentproto
from agentproto import drafts
from agentproto.pipeline import render
from support import ROOT

URI = {
    name: uri + "#" if name in ("draft4", "draft6", "draft7") else uri
    for name, uri in drafts.URIS.items()
}
VALIDATORS = {
    "draft4": jsonschema.Draft4Validator,
    "draft6": jsonschema.Draft6Validator,
    "draft7": jsonschema.Draft7Validator,
    "draft2019-09": jsonschema.Draft201909Validator,
    "draft2020-12": jsonschema.Draft202012Validator,
}

# (rule, draft, schema without $schema, instances)
RULES: list[tuple[str, str, dict[str, Any], list[Any]]] = [
    (
        "draft 4 `id` and `definitions`, a plain-name fragment id is an anchor",
        "draft4",
        {
            "id": "https://example.test/person.json",
            "definitions": {"name": {"id": "#name", "type": "string", "minLength": 2}},
            "properties": {"name": {"$ref": "#name"}, "alias": {"$ref": "#/definitions/name"}},
        },
        [{"name": "ab"}, {"name": "a"}, {"alias": 3}, {"alias": "xyz"}],
    ),
    (
        "draft 7 `$id` with a plain-name fragment is an anchor",
        "draft7",
        {"definitions": {"n": {"$id": "#n", "type": "integer"}}, "items": {"$ref": "#n"}},
        [[1, 2], [1, "x"]],
    ),
    *[
        (
            "`items` as an array, `additionalItems`",
            draft,
            {"items": [{"type": "integer"}, {"type": "string"}], "additionalItems": False},
            [[1, "a"], [1], [1, "a", 2], ["a", 1], []],
        )
        for draft in ("draft4", "draft6", "draft7", "draft2019-09")
    ],
    (
        "`additionalItems` beside a schema `items` means nothing",
        "draft7",
        {"items": {"type": "integer"}, "additionalItems": False},
        [[1, 2, 3], [1, "a"]],
    ),
    (
        "a pointer into an `items` array lands on the same schema",
        "draft6",
        {"items": [{"type": "integer"}, {"$ref": "#/items/0"}]},
        [[1, 2], [1, "x"]],
    ),
    *[
        (
            "`dependencies`, both forms",
            draft,
            {
                "dependencies": {
                    "bar": ["foo"],
                    "baz": {"required": ["qux"], "properties": {"qux": {"type": "integer"}}},
                }
            },
            [
                {},
                {"bar": 1},
                {"bar": 1, "foo": 2},
                {"baz": 1},
                {"baz": 1, "qux": "x"},
                {"baz": 1, "qux": 2},
            ],
        )
        for draft in ("draft4", "draft6", "draft7", "draft2019-09", "draft2020-12")
    ],
    (
        "a pointer into `dependencies` lands on the same schema",
        "draft7",
        {
            "dependencies": {"a": {"required": ["b"]}},
            "properties": {"c": {"$ref": "#/dependencies/a"}},
        },
        [{"c": {"b": 1}}, {"c": {}}, {"a": 1}, {"a": 1, "b": 2}],
    ),
    (
        "draft 4 boolean `exclusiveMinimum`/`exclusiveMaximum`",
        "draft4",
        {
            "properties": {
                "open": {
                    "minimum": 1,
                    "exclusiveMinimum": True,
                    "maximum": 3,
                    "exclusiveMaximum": True,
                },
                "closed": {"minimum": 1, "exclusiveMinimum": False, "maximum": 3},
            }
        },
        [
            {"open": 2},
            {"open": 1},
            {"open": 3},
            {"closed": 1},
            {"closed": 3},
            {"closed": 0},
            {"closed": 3.5},
        ],
    ),
    *[
        (
            "`$ref` siblings",
            draft,
            {
                "$defs": {"n": {"type": "integer"}},
                "definitions": {"n": {"type": "integer"}},
                "properties": {"a": {"$ref": "#/definitions/n", "maximum": 5}},
            },
            [{"a": 3}, {"a": 9}, {"a": "x"}],
        )
        for draft in ("draft4", "draft6", "draft7", "draft2019-09", "draft2020-12")
    ],
    (
        "a `$ref` makes a sibling `$id` void before 2019-09",
        "draft7",
        {
            "$id": "https://example.test/base/",
            "definitions": {
                "here": {"$id": "https://example.test/base/x.json", "type": "string"},
                "there": {"$id": "https://example.test/x.json", "type": "integer"},
            },
            "items": {"$id": "https://example.test/", "$ref": "x.json"},
        },
        [["a"], [1]],
    ),
    (
        "`$recursiveRef` and `$recursiveAnchor`",
        "draft2019-09",
        {
            "$id": "https://example.test/strict-tree.json",
            "$recursiveAnchor": True,
            "$ref": "tree.json",
            "unevaluatedProperties": False,
            "$defs": {
                "tree": {
                    "$id": "https://example.test/tree.json",
                    "$recursiveAnchor": True,
                    "type": "object",
                    "properties": {
                        "data": True,
                        "children": {"type": "array", "items": {"$recursiveRef": "#"}},
                    },
                }
            },
        },
        [
            {"children": [{"data": 1}]},
            {"children": [{"daat": 1}]},
            {"children": [{"children": [{"extra": 1}]}]},
        ],
    ),
    (
        "`$recursiveRef` without `$recursiveAnchor` is a `$ref`",
        "draft2019-09",
        {"properties": {"next": {"$recursiveRef": "#"}, "v": {"type": "integer"}}},
        [{"next": {"v": 1}}, {"next": {"v": "x"}}],
    ),
    (
        "keywords of later drafts mean nothing in draft 7",
        "draft7",
        {
            "prefixItems": [{"type": "string"}],
            "dependentRequired": {"a": ["b"]},
            "unevaluatedProperties": False,
            "minContains": 2,
            "properties": {"l": {"prefixItems": [{"type": "string"}]}},
        },
        [{"a": 1}, {"l": [1]}, [1], {"extra": True}],
    ),
    (
        "`if`/`then`/`else` mean nothing in draft 6",
        "draft6",
        {"if": {"type": "integer"}, "then": {"minimum": 10}, "else": False},
        [1, "x", 12],
    ),
    (
        "`if`/`then`/`else` in draft 7",
        "draft7",
        {"if": {"type": "integer"}, "then": {"minimum": 10}, "else": {"type": "string"}},
        [1, "x", 12, None],
    ),
    (
        "`const`, `contains` and `propertyNames` mean nothing in draft 4",
        "draft4",
        {
            "properties": {"c": {"const": 1}, "l": {"contains": {"type": "string"}}},
            "propertyNames": {"maxLength": 1},
        },
        [{"c": 2}, {"l": [1]}, {"long": 1}],
    ),
    (
        "`const`, `contains` and `propertyNames` in draft 6",
        "draft6",
        {
            "properties": {"c": {"const": 1}, "l": {"contains": {"type": "string"}}},
            "propertyNames": {"maxLength": 1},
        },
        [{"c": 2}, {"c": 1}, {"l": [1]}, {"l": [1, "x"]}, {"long": 1}],
    ),
    (
        "`$defs` by pointer in draft 7 (a keyword there only as a place)",
        "draft7",
        {"$defs": {"n": {"type": "integer"}}, "items": {"$ref": "#/$defs/n"}},
        [[1], ["x"]],
    ),
]


def reference(draft: str, schema: Any, instance: Any) -> bool:
    return bool(VALIDATORS[draft](schema).is_valid(instance))


def told_apart(draft: str, schema: dict[str, Any], instances: list[Any]) -> bool:
    """Whether another draft judges some instance otherwise (a rule of one draft that is no
    rule in this one)."""
    mine = [reference(draft, {"$schema": URI[draft], **schema}, x) for x in instances]
    for other in drafts.DRAFTS:
        try:
            theirs = [reference(other, {"$schema": URI[other], **schema}, x) for x in instances]
        except jsonschema.exceptions.JsonSchemaException:
            continue
        if theirs != mine:
            return True
    return False


@pytest.mark.parametrize(
    ("rule", "draft", "schema", "instances"), RULES, ids=[f"{d}: {r}" for r, d, _, _ in RULES]
)
def test_compile_reads_each_draft_as_its_own(
    rule: str, draft: str, schema: dict[str, Any], instances: list[Any]
) -> None:
    declared = {"$schema": URI[draft], **schema}
    verdicts = [reference(draft, declared, x) for x in instances]
    assert (True in verdicts and False in verdicts) or told_apart(draft, schema, instances), (
        "each rule needs a valid and an invalid case, or a case another draft judges otherwise"
    )
    by_schema = agentproto.compile(declared)
    by_default = agentproto.compile(schema, draft=draft)
    for instance, expected in zip(instances, verdicts, strict=True):
        assert by_schema.is_valid(instance) is expected, (rule, instance)
        assert (not by_schema.errors(instance)) is expected, (rule, instance)
        assert by_default.is_valid(instance) is expected, (rule, instance)


def test_the_same_schema_means_different_things_in_different_drafts() -> None:
    """A `$ref` with a sibling, and `items` as an array: each draft's verdict, not one draft's
    for all (the rules above hold each; here one instance tells the drafts apart)."""
    schema = {
        "properties": {"a": {"$ref": "#/definitions/n", "maximum": 5}},
        "definitions": {"n": {"type": "integer"}},
    }
    verdicts = {d: agentproto.compile(schema, draft=d).is_valid({"a": 9}) for d in drafts.DRAFTS}
    assert verdicts == {
        d: reference(d, {"$schema": URI[d], **schema}, {"a": 9}) for d in drafts.DRAFTS
    }
    assert len(set(verdicts.values())) == 2


def test_an_unknown_draft_is_named() -> None:
    with pytest.raises(ValueError, match="unknown draft 'draft5'"):
        agentproto.compile({}, draft="draft5")


def test_a_resource_never_referenced_is_not_checked() -> None:
    """A resource that is not a valid schema of its own draft stops nothing when the schema
    never reaches it; reached, it is reported."""
    broken = {"$schema": URI["draft7"], "type": 12}
    valid = agentproto.compile(
        {"type": "integer"}, resources={"https://example.test/b.json": broken}
    )
    assert valid.is_valid(1) and not valid.is_valid("x")
    with pytest.raises((agentproto.SchemaError, agentproto.SchemaErrors), match="b.json"):
        agentproto.compile(
            {"$ref": "https://example.test/b.json"},
            resources={"https://example.test/b.json": broken},
        )


def test_a_resource_reads_as_its_own_draft_else_the_referencing_one() -> None:
    """A draft-4 schema referencing a draft-2019-09 resource and one naming no draft: each
    rule is read as its own document's draft says (the one naming none: the referrer's)."""
    modern = {
        "$schema": URI["draft2019-09"],
        "items": [{"type": "integer"}],
        "additionalItems": {"type": "string"},
    }
    plain = {"items": [{"type": "integer"}], "additionalItems": False}
    schema = {
        "$schema": URI["draft4"],
        "properties": {
            "m": {"$ref": "https://example.test/m.json"},
            "p": {"$ref": "https://example.test/p.json"},
        },
    }
    resources = {"https://example.test/m.json": modern, "https://example.test/p.json": plain}
    compiled = agentproto.compile(schema, resources=resources)
    assert compiled.is_valid({"m": [1, "a"], "p": [1]})
    assert not compiled.is_valid({"m": [1, 2]})
    assert not compiled.is_valid({"p": [1, 2]})


def write_set(folder: Path, documents: dict[str, dict[str, Any]]) -> Path:
    for name, contents in documents.items():
        (folder / "m").mkdir(parents=True, exist_ok=True)
        (folder / "m" / name).write_text(json.dumps(contents), encoding="utf-8")
    return folder


MIXED = {
    # a draft-7 document whose root is a `$ref` beside `definitions` (the common shape of
    # generated draft-7 schemas), referencing a draft-4 document by its `id`
    "order.json": {
        "$schema": URI["draft7"],
        "$id": "https://example.test/order.json",
        "$ref": "#/definitions/Order",
        "definitions": {
            "Order": {
                "type": "object",
                "required": ["lines"],
                "properties": {
                    "lines": {
                        "type": "array",
                        "items": [{"$ref": "https://example.test/line.json"}],
                        "additionalItems": False,
                    },
                    "code": {"type": "string"},
                },
                "dependencies": {"code": ["lines"], "note": {"required": ["code"]}},
            }
        },
    },
    "line.json": {
        "$schema": URI["draft4"],
        "id": "https://example.test/line.json",
        "type": "object",
        "properties": {"qty": {"type": "integer", "minimum": 0, "exclusiveMinimum": True}},
        "required": ["qty"],
    },
}
MIXED_INSTANCES = [
    {"lines": [{"qty": 1}]},
    {"lines": [{"qty": 0}]},
    {"lines": [{"qty": 1}, {"qty": 2}]},
    {"lines": [{"qty": 1}], "note": "x"},
    {"lines": [{"qty": 1}], "note": "x", "code": "c"},
]


def mixed_verdicts() -> list[bool]:
    from referencing import Registry, Resource

    registry = Registry().with_resources(
        [(c.get("$id") or c["id"], Resource.from_contents(c)) for c in MIXED.values()]
    )
    check = jsonschema.Draft7Validator(MIXED["order.json"], registry=registry)
    return [check.is_valid(x) for x in MIXED_INSTANCES]


def test_generate_reads_a_mixed_draft_set(tmp_path: Path) -> None:
    """`generate` on a draft-7 document referencing a draft-4 one: the Python bindings validate
    as python-jsonschema does."""
    verdicts = mixed_verdicts()
    assert True in verdicts and False in verdicts
    root = write_set(tmp_path / "schema", MIXED)
    out = tmp_path / "out"
    for rel, text in render(root, ("python",), "drafts_mixed").items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    sys.path.insert(0, str(out / "python"))
    try:
        module = importlib.import_module("drafts_mixed.m")
    finally:
        sys.path.remove(str(out / "python"))
    checks = [getattr(module, name) for name in dir(module) if name.endswith("_is_valid")]
    order = next(check for check in checks if check.__name__.startswith("order"))
    assert [bool(order(x)) for x in MIXED_INSTANCES] == verdicts


def test_validate_reads_a_mixed_draft_set(tmp_path: Path) -> None:
    """`agentproto validate` with the same set: exit 0 for a valid document, 1 for one only the
    draft-4 `exclusiveMinimum` rejects."""
    root = write_set(tmp_path / "schema", MIXED)
    for i, (instance, expected) in enumerate(zip(MIXED_INSTANCES, mixed_verdicts(), strict=True)):
        doc = tmp_path / f"doc{i}.json"
        doc.write_text(json.dumps(instance), encoding="utf-8")
        done = subprocess.run(
            [
                str(Path(sys.executable).parent / "agentproto"),
                "validate",
                "-q",
                "--schema-dir",
                str(root),
                "--entity",
                "m/order",
                str(doc),
            ],
            capture_output=True,
            text=True,
            check=False,
            cwd=ROOT,
        )
        assert done.returncode == (0 if expected else 1), (instance, done.stdout, done.stderr)


def test_a_set_of_one_draft_reads_its_undeclared_documents_as_that_draft(tmp_path: Path) -> None:
    """A document naming no `$schema` in a set whose others all name draft 7 is draft 7:
    its `dependencies` hold (2020-12 would ignore them)."""
    documents = {
        "a.json": {
            "$schema": URI["draft7"],
            "$id": "https://example.test/a.json",
            "$ref": "b.json",
        },
        "b.json": {"$id": "https://example.test/b.json", "dependencies": {"x": ["y"]}},
    }
    root = write_set(tmp_path / "schema", documents)
    doc = tmp_path / "doc.json"
    doc.write_text(json.dumps({"x": 1}), encoding="utf-8")
    done = subprocess.run(
        [
            str(Path(sys.executable).parent / "agentproto"),
            "validate",
            "-q",
            "--schema-dir",
            str(root),
            "--entity",
            "m/b",
            str(doc),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1, (done.stdout, done.stderr)


PETSTORE_30 = {
    "openapi": "3.0.3",
    "info": {"title": "pets", "version": "1"},
    "paths": {},
    "components": {
        "schemas": {
            "Pet": {
                "type": "object",
                "required": ["name"],
                "properties": {
                    "name": {"type": "string", "nullable": True},
                    "kind": {"type": "string", "enum": ["cat", "dog"], "nullable": True},
                    "age": {"type": "integer", "minimum": 0, "exclusiveMinimum": True},
                    "tag": {"$ref": "#/components/schemas/Tag"},
                    "owner": {"$ref": "#/components/schemas/Owner", "nullable": True},
                },
                "discriminator": {"propertyName": "name"},
                "example": {"name": "Rex"},
            },
            "Tag": {"type": "string", "maxLength": 3},
            "Owner": {"type": "object", "properties": {"id": {"type": "integer"}}},
        }
    },
}
PET_INSTANCES = [
    {"name": None},
    {"name": "Rex", "kind": None},
    {"name": "Rex", "kind": "cow"},
    {"name": "Rex", "age": 0},
    {"name": "Rex", "age": 1},
    {"name": "Rex", "tag": "long"},
    {"name": "Rex", "tag": "ok"},
    {"name": 1},
    {"name": "Rex", "owner": {"id": "x"}},
]


def test_openapi_30_schema_objects_from_components() -> None:
    """`nullable`, boolean `exclusiveMinimum`, `$ref` to `#/components/schemas/...`,
    `discriminator` and `example` as annotations: the verdicts of openapi-schema-validator's
    OpenAPI 3.0 validator."""
    from openapi_schema_validator import OAS30Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT4

    uri = "https://example.test/pets.json"
    registry = Registry().with_resource(uri, Resource(PETSTORE_30, DRAFT4))
    pet = {"$ref": f"{uri}#/components/schemas/Pet"}
    check = OAS30Validator(pet, registry=registry)
    verdicts = [check.is_valid(x) for x in PET_INSTANCES]
    assert True in verdicts and False in verdicts
    compiled = agentproto.compile(pet, resources={uri: PETSTORE_30})
    assert [compiled.is_valid(x) for x in PET_INSTANCES] == verdicts


def test_openapi_31_components_are_2020_12_schemas(tmp_path: Path) -> None:
    """An OpenAPI 3.1 document's `components/schemas` read as 2020-12 (`prefixItems`, a `$ref`
    with siblings), through `compile()`; and `generate` reads the document."""
    api = {
        "openapi": "3.1.0",
        "info": {"title": "t", "version": "1"},
        "components": {
            "schemas": {
                "Pair": {"type": "array", "prefixItems": [{"type": "string"}], "items": False},
                "Small": {"$ref": "#/components/schemas/Pair", "maxItems": 1},
            }
        },
    }
    uri = "https://example.test/api.json"
    small = agentproto.compile({"$ref": f"{uri}#/components/schemas/Small"}, resources={uri: api})
    reference = jsonschema.Draft202012Validator(api["components"]["schemas"]["Pair"])
    for instance in (["a"], ["a", "b"], [1], []):
        assert small.is_valid(instance) is reference.is_valid(instance)
    assert not small.is_valid(["a", "b"]) and small.is_valid(["a"])
    root = write_set(tmp_path / "schema", {"api.json": api})
    assert any(rel.endswith(".py") for rel in render(root, ("python",), "drafts_openapi"))


def test_a_2020_12_document_is_read_as_it_is() -> None:
    """The reading step changes nothing of a 2020-12 document: the canonical schemas come back
    as the very objects read, with nothing moved."""
    paths = sorted((ROOT / "schema").rglob("*.json"))
    assert paths
    for path in paths:
        contents = json.loads(path.read_text(encoding="utf-8"))
        translated, moves = drafts.translate(contents)
        assert translated is contents and not moves, path


def test_an_embedded_resource_of_another_draft_is_read_as_its_own() -> None:
    """A 2020-12 document holding a draft-7 resource (`$id` and `$schema` of its own): inside
    it, `items` as an array and `dependencies` are draft 7's, and a pointer written against it
    lands on the moved schema."""
    schema = {
        "$defs": {
            "old": {
                "$schema": URI["draft7"],
                "$id": "https://example.test/old.json",
                "items": [{"type": "integer"}, {"$ref": "#/items/0"}],
                "additionalItems": False,
            }
        },
        "$ref": "https://example.test/old.json",
    }
    compiled = agentproto.compile(schema)
    assert compiled.is_valid([1, 2])
    assert not compiled.is_valid([1, "x"])
    assert not compiled.is_valid([1, 2, 3])


def test_the_metaschemas_indexed_once_resolve_as_walked_ones() -> None:
    """Every compiled schema's set holds the draft metaschemas; their resolver tables are made
    once (`load.index_once`) and reused. A set of them gives the tables a set of unmarked
    copies gives, walked afresh."""
    import copy

    from agentproto import load
    from agentproto.compile import check_program, translated_metaschemas

    check_program({"type": "string"})  # a set made before: its tables are the ones reused
    known = translated_metaschemas()

    def tables(fresh: bool) -> tuple[Any, ...]:
        documents = tuple(
            load.Document(Path("m"), uri, uri, copy.deepcopy(doc) if fresh else doc, moves)
            for uri, (doc, moves) in known.items()
        )
        found = load.Locator(load.SchemaSet(Path("."), documents))
        return (found.anchors, found.dynamic_anchors, found.dynamic_names, found.embedded,
                found.references)  # fmt: skip

    shared = tables(fresh=False)
    assert shared == tables(fresh=True)
    assert shared[0] and shared[1] and shared[4]  # there are anchors, dynamic ones, references
