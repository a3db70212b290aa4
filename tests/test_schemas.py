"""The canonical schemas against the 2020-12 metaschema, and every fixture against them,
with `jsonschema` as the oracle."""

from __future__ import annotations

import jsonschema
import pytest

from support import FAMILIES, Fixture, fixtures, leaf_errors, load_schemas, pointer, validator

SCHEMAS = load_schemas()
FIXTURES = fixtures()


def test_both_families_have_schemas() -> None:
    for family in FAMILIES:
        assert any(key.startswith(family + "/") for key in SCHEMAS), family


@pytest.mark.parametrize("entity", sorted(SCHEMAS))
def test_schema_passes_metaschema(entity: str) -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMAS[entity])


@pytest.mark.parametrize("entity", sorted(SCHEMAS))
def test_every_entity_has_enough_fixtures(entity: str) -> None:
    mine = [f for f in FIXTURES if f.entity == entity]
    assert len([f for f in mine if f.valid]) >= 2, f"{entity}: fewer than 2 valid fixtures"
    assert len([f for f in mine if not f.valid]) >= 3, f"{entity}: fewer than 3 invalid fixtures"


def test_fixtures_name_existing_entities() -> None:
    assert FIXTURES
    assert not {f.entity for f in FIXTURES} - set(SCHEMAS)


@pytest.mark.parametrize("fixture", [f for f in FIXTURES if f.valid], ids=lambda f: f.id)
def test_valid_fixture_passes(fixture: Fixture) -> None:
    errors = list(validator(SCHEMAS, fixture.entity).iter_errors(fixture.payload()))
    assert not errors, [f"{pointer(e.absolute_path)}: {e.message}" for e in errors]


@pytest.mark.parametrize("fixture", [f for f in FIXTURES if not f.valid], ids=lambda f: f.id)
def test_invalid_fixture_fails_as_stated(fixture: Fixture) -> None:
    expected = fixture.expected()
    errors = list(validator(SCHEMAS, fixture.entity).iter_errors(fixture.payload()))
    assert errors, "payload is valid, but the fixture says it is not"
    found = {(pointer(e.absolute_path), e.validator) for e in leaf_errors(iter(errors))}
    assert (expected["pointer"], expected["keyword"]) in found, sorted(found)


def test_every_union_variant_is_shown_valid() -> None:
    """Every variant of every tagged union appears in at least one valid fixture, somewhere."""
    seen: set[str] = set()

    def walk(value: object) -> None:
        if isinstance(value, dict):
            for tag in ("type", "role"):
                if isinstance(value.get(tag), str):
                    seen.add(value[tag])
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    for fixture in FIXTURES:
        if fixture.valid:
            walk(fixture.payload())
    missing = []
    for entity, schema in SCHEMAS.items():
        for prop in ("type", "role"):
            const = schema.get("properties", {}).get(prop, {}).get("const")
            if isinstance(const, str) and const not in seen:
                missing.append(f"{entity}: {prop}={const}")
    assert not missing, missing
