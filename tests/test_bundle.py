"""`agentproto bundle`: the schema set as one document, judged by tools that are not ours.

The 2020-12 bundle is read by `jsonschema` (its metaschema, then every fixture validated through
the bundle alone, by the id each schema had before bundling) and must give the verdicts the
separate files give; the OpenAPI form must pass `openapi-spec-validator` and give them too, by
component pointers. A set of an older draft, with files known only by their paths, bundles into
a 2020-12 document that still means what the original meant."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from openapi_spec_validator import validate as validate_openapi
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7, DRAFT202012

from agentproto.bundle import bundle, openapi
from support import SCHEMA_DIR, EcmaValidator, fixtures, load_schemas

FIXTURES = fixtures()


def agentproto(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(Path(sys.executable).parent / "agentproto"), *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


@pytest.fixture(scope="module")
def canonical() -> dict[str, Any]:
    return bundle(SCHEMA_DIR)


def through(document: dict[str, Any], uri: str, ref: str) -> jsonschema.protocols.Validator:
    """A validator of `{"$ref": ref}` whose registry holds `document` (at `uri`) and nothing
    else, so every reference is resolved inside it."""
    contents = {k: v for k, v in document.items() if k != "$schema"}
    registry: Registry[Any] = (
        Registry().with_resource(uri, Resource.from_contents(contents, DRAFT202012)).crawl()
    )  # crawled once: the embedded resources found by their ids, not looked for at every $ref
    return EcmaValidator({"$ref": ref}, registry=registry)


def test_the_bundle_is_a_valid_schema_keeping_every_id(canonical: dict[str, Any]) -> None:
    jsonschema.Draft202012Validator.check_schema(canonical)
    originals = load_schemas()
    assert len(canonical["$defs"]) == len(list(SCHEMA_DIR.rglob("*.json")))
    for key, schema in originals.items():
        assert canonical["$defs"][key]["$id"] == schema["$id"]
        assert "$schema" not in canonical["$defs"][key]  # one dialect, stated at the root


def test_every_fixture_gets_its_verdict_through_the_bundle(canonical: dict[str, Any]) -> None:
    """The verdict each fixture states, which tests/test_schemas.py holds the separate files to
    with the same oracle, here through the bundle alone."""
    originals = load_schemas()
    checks: dict[str, jsonschema.protocols.Validator] = {}
    for fixture in FIXTURES:
        if fixture.entity not in checks:
            checks[fixture.entity] = through(
                canonical, canonical["$id"], originals[fixture.entity]["$id"]
            )
        assert checks[fixture.entity].is_valid(fixture.payload()) is fixture.valid, fixture.id
    assert len(FIXTURES) > 1000


def test_root_makes_the_bundle_validate_one_entity() -> None:
    rooted = bundle(SCHEMA_DIR, root="agent/agent_message.json")
    by_id = bundle(SCHEMA_DIR, root="https://agentproto.dev/schema/agent/agent_message.json")
    assert rooted == by_id
    assert rooted["$ref"] == "https://agentproto.dev/schema/agent/agent_message.json"
    contents = {k: v for k, v in rooted.items() if k != "$schema"}
    check = EcmaValidator(contents)
    messages = [f for f in FIXTURES if f.entity == "agent/agent_message"]
    assert messages
    for fixture in messages:
        assert check.is_valid(fixture.payload()) is fixture.valid, fixture.id


def test_the_openapi_form_passes_the_openapi_validator_with_the_same_verdicts() -> None:
    document = openapi(SCHEMA_DIR)
    validate_openapi(document)  # raises on a document OpenAPI 3.1 refuses
    assert document["info"]["version"] == (SCHEMA_DIR / "VERSION").read_text().strip()
    assert "$id" not in json.dumps(document).replace('"x-schema-id"', "")
    originals = load_schemas()
    checks: dict[str, jsonschema.protocols.Validator] = {}
    for fixture in FIXTURES:
        name = fixture.entity.replace("/", ".")
        if name not in checks:
            component = document["components"]["schemas"][name]
            assert component["x-schema-id"] == originals[fixture.entity]["$id"]
            checks[name] = through(document, "urn:bundle", f"urn:bundle#/components/schemas/{name}")
        assert checks[name].is_valid(fixture.payload()) is fixture.valid, fixture.id


OLD_SET = {
    "shop/order.json": {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "required": ["lines"],
        "properties": {
            "lines": {"type": "array", "items": {"$ref": "#/definitions/line"}},
            "buyer": {"$ref": "person.json"},
        },
        "definitions": {
            "line": {
                "type": "object",
                "required": ["sku"],
                "properties": {"sku": {"type": "string", "pattern": "^[A-Z]{3}$"}},
                "dependencies": {"discount": ["code"]},
            }
        },
    },
    "shop/person.json": {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "type": "object",
        "properties": {"name": {"type": "string"}, "tags": {"items": [{"type": "integer"}]}},
        "additionalProperties": False,
    },
}
OLD_INSTANCES = [
    {"lines": [{"sku": "ABC"}]},
    {"lines": [{"sku": "abc"}]},
    {"lines": [{"sku": "ABC", "discount": 3}]},
    {"lines": [{"sku": "ABC", "discount": 3, "code": "X"}]},
    {"lines": [], "buyer": {"name": "Ada"}},
    {"lines": [], "buyer": {"name": 1}},
    {"lines": [], "buyer": {"nick": "A"}},
    {"lines": [], "buyer": {"tags": [1, "two"]}},
    {"lines": [], "buyer": {"tags": ["one"]}},
    {"buyer": {}},
]


def test_an_older_draft_bundles_into_the_2020_12_schema_it_means(tmp_path: Path) -> None:
    for rel, schema in OLD_SET.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(json.dumps(schema))
    document = bundle(tmp_path, bundle_id="https://shop.example/schemas/all.json")
    jsonschema.Draft202012Validator.check_schema(document)
    order = document["$defs"]["shop/order"]
    assert order["$id"] == "https://shop.example/schemas/shop/order.json"
    line = order["definitions"]["line"]  # a plain location in 2020-12, where the ref points
    assert line["dependentRequired"] == {"discount": ["code"]} and "dependencies" not in line
    assert document["$defs"]["shop/person"]["properties"]["tags"] == {
        "prefixItems": [{"type": "integer"}]
    }
    old = {
        rel: Resource.from_contents(schema, DRAFT7) for rel, schema in OLD_SET.items()
    }  # the files as draft 7 reads them, each at its path
    base = "https://shop.example/original/"
    registry: Registry[Any] = Registry().with_resources(
        (base + rel, resource) for rel, resource in old.items()
    )
    original = jsonschema.Draft7Validator({"$ref": base + "shop/order.json"}, registry=registry)
    bundled = through(document, document["$id"], "https://shop.example/schemas/shop/order.json")
    verdicts = [original.is_valid(i) for i in OLD_INSTANCES]
    assert True in verdicts and False in verdicts
    assert [bundled.is_valid(i) for i in OLD_INSTANCES] == verdicts


def test_bad_sets_are_refused_with_file_and_pointer(tmp_path: Path) -> None:
    (tmp_path / "set").mkdir()
    (tmp_path / "set" / "a.json").write_text(
        json.dumps({"properties": {"b": {"$ref": "missing.json"}}})
    )
    out = tmp_path / "out.json"
    out.write_text("kept")
    done = agentproto("bundle", "--schema-dir", str(tmp_path / "set"), "--out", str(out))
    assert done.returncode == 2, done.stderr
    assert "a.json" in done.stderr and "/properties/b" in done.stderr
    assert "missing.json" in done.stderr and "Traceback" not in done.stderr
    assert out.read_text() == "kept"  # nothing half-written, nothing replaced
    assert not list(tmp_path.glob(".*partial"))


def test_a_root_the_set_lacks_and_dynamic_refs_in_openapi_are_refused(tmp_path: Path) -> None:
    (tmp_path / "tree.json").write_text(
        json.dumps(
            {
                "$id": "https://t.example/tree.json",
                "$dynamicAnchor": "node",
                "type": "object",
                "properties": {"kids": {"type": "array", "items": {"$dynamicRef": "#node"}}},
            }
        )
    )
    done = agentproto("bundle", "--schema-dir", str(tmp_path), "--root", "nope.json")
    assert done.returncode == 2 and "--root 'nope.json'" in done.stderr, done.stderr
    done = agentproto("bundle", "--schema-dir", str(tmp_path), "--format", "openapi")
    assert done.returncode == 2 and "tree.json" in done.stderr, done.stderr
    assert "/properties/kids/items/$dynamicRef" in done.stderr and "Traceback" not in done.stderr
    done = agentproto("bundle", "--schema-dir", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["$defs"]["tree"]["$dynamicAnchor"] == "node"
    (tmp_path / "bad.json").write_text("{not json")
    done = agentproto("bundle", "--schema-dir", str(tmp_path))
    assert done.returncode == 2 and "bad.json" in done.stderr and "Traceback" not in done.stderr


def test_the_cli_writes_what_the_function_makes(tmp_path: Path, canonical: dict[str, Any]) -> None:
    out = tmp_path / "bundle.json"
    done = agentproto("bundle", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert json.loads(out.read_text(encoding="utf-8")) == canonical
