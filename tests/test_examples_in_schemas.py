"""Every canonical entity schema shows at least one example in its `examples` annotation; each
example is valid by `jsonschema` and by the generated Python bindings, and is a copy of one of the
entity's valid fixtures, so the annotation cannot drift from the tested payloads
(scripts/schema_examples.py refreshes them)."""

from __future__ import annotations

import json

import pytest

from bindings import validators
from support import fixtures, load_schemas, pointer, validator

pytest.importorskip("agentproto_bindings", reason="run scripts/setup to install the bindings")

SCHEMAS = load_schemas()
FIXTURES = fixtures()
ENTITIES = sorted(SCHEMAS)


def canonical(value: object) -> str:
    # JSON text, so 1 and 1.0 or two key orders are told apart, as the fixtures' text does.
    return json.dumps(value, ensure_ascii=False)


def examples_of(entity: str) -> list[object]:
    examples = SCHEMAS[entity].get("examples")
    assert isinstance(examples, list), f"schema/{entity}.json: no top-level `examples` array"
    assert examples, f"schema/{entity}.json: `examples` is empty"
    return examples


def test_every_family_is_covered() -> None:
    assert {entity.split("/")[0] for entity in ENTITIES} == {"agent", "openresponses"}


@pytest.mark.parametrize("entity", ENTITIES)
def test_entity_has_examples(entity: str) -> None:
    examples_of(entity)


@pytest.mark.parametrize("entity", ENTITIES)
def test_examples_pass_jsonschema(entity: str) -> None:
    check = validator(SCHEMAS, entity)
    for index, example in enumerate(examples_of(entity)):
        errors = [f"{pointer(e.absolute_path)}: {e.message}" for e in check.iter_errors(example)]
        assert not errors, f"schema/{entity}.json#/examples/{index}: {errors}"


@pytest.mark.parametrize("entity", ENTITIES)
def test_examples_pass_generated_python(entity: str) -> None:
    is_valid, errors = validators(entity)
    for index, example in enumerate(examples_of(entity)):
        assert is_valid(example), f"schema/{entity}.json#/examples/{index}: {errors(example)}"


@pytest.mark.parametrize("entity", ENTITIES)
def test_examples_are_valid_fixtures(entity: str) -> None:
    known = {canonical(f.payload()) for f in FIXTURES if f.entity == entity and f.valid}
    for index, example in enumerate(examples_of(entity)):
        assert canonical(example) in known, (
            f"schema/{entity}.json#/examples/{index} is no valid fixture under "
            f"tests/fixtures/{entity}/valid/ (run scripts/schema_examples.py)"
        )
