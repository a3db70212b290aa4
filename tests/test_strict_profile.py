"""The strict profile: the same schemas, with every object open by omission closed. A property
no schema names is a problem there (one per property, at its pointer); objects a schema leaves
open on purpose (`additionalProperties` of any value) stay open, and the default profile is
unchanged."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import agentproto
from agentproto.emit.python import snake
from bindings import decoder, validators
from support import FIXTURE_DIR, SCHEMA_DIR, fixtures

pytest.importorskip("agentproto_bindings", reason="run scripts/setup to install the bindings")

AGENTPROTO = Path(sys.executable).parent / "agentproto"
VALID = [f for f in fixtures() if f.valid]
STRICT_MESSAGE = "the schema does not name it and the strict profile is on"


def escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def schema_of(value: Any, family: str) -> Any:
    path = SCHEMA_DIR / family / f"{snake(type(value).__name__)}.json"
    return json.loads(path.read_text()) if path.is_file() else None


def unknown_pointers(value: Any, doc: Any, family: str, node: Any = None, at: str = "") -> set[str]:
    """Where the decoded bindings kept properties the schema does not name (`extra_fields`),
    leaving out objects whose schema is open on purpose: what strict must report, found by
    another route than the validators."""
    found: set[str] = set()
    if isinstance(doc, list) and isinstance(value, (list, tuple)):
        for i, (v, d) in enumerate(zip(value, doc, strict=True)):
            found |= unknown_pointers(v, d, family, None, f"{at}/{i}")
    elif isinstance(doc, dict) and hasattr(value, "JSON_NAMES"):
        node = schema_of(value, family) or node or {}
        if "additionalProperties" not in node:
            found |= {f"{at}/{escape(k)}" for k in getattr(value, "extra_fields", {})}
        for attr, name in value.JSON_NAMES.items():
            if name in doc:
                inner = node.get("properties", {}).get(name)
                found |= unknown_pointers(
                    getattr(value, attr), doc[name], family, inner, f"{at}/{escape(name)}"
                )
    elif isinstance(doc, dict) and isinstance(value, dict):
        for key in doc.keys() & value.keys():
            found |= unknown_pointers(value[key], doc[key], family, None, f"{at}/{escape(key)}")
    return found


@pytest.mark.parametrize("fixture", VALID, ids=lambda f: f"{f.entity}/{f.path.stem}")
def test_strict_reports_exactly_the_unknown_properties(fixture: Any) -> None:
    """Every valid fixture: valid by default; under strict, one problem per property the
    bindings keep as unknown in a closed-by-omission object, at its pointer, and no other."""
    doc = json.loads(fixture.path.read_text())
    is_valid, errors = validators(fixture.entity)
    decode, _ = decoder(fixture.entity)
    expected = unknown_pointers(decode(doc), doc, fixture.entity.split("/")[0])
    assert is_valid(doc) and errors(doc) == []
    problems = errors(doc, strict=True)
    assert sorted(p.pointer for p in problems) == sorted(expected)
    assert all(p.keyword == "additionalProperties" for p in problems), problems
    assert all(STRICT_MESSAGE in p.message for p in problems), problems
    assert is_valid(doc, strict=True) is not expected


def test_the_fixtures_do_hold_unknown_properties() -> None:
    """The comparison above means something: many fixtures carry unknown properties, nested
    ones too, and many carry none."""
    counts = []
    for fixture in VALID:
        doc = json.loads(fixture.path.read_text())
        counts.append(len(validators(fixture.entity)[1](doc, strict=True)))
    assert sum(1 for n in counts if n) >= 20
    assert sum(1 for n in counts if not n) >= 100


def test_nested_unknown_property_is_reported_at_its_pointer() -> None:
    text = (FIXTURE_DIR / "openresponses/usage/valid/openai_cache_write_tokens.json").read_text()
    _, errors = validators("openresponses/usage")
    [problem] = errors(json.loads(text), strict=True)
    assert problem.pointer == "/input_tokens_details/cache_write_tokens"
    assert '"cache_write_tokens"' in problem.message


def test_unknown_property_inside_a_union_arm_and_an_array() -> None:
    """Unknown properties deep in a document: through the items of an array and the arm of a
    tagged union that matched."""
    path = FIXTURE_DIR / "openresponses/create_response_request/valid/coding_agent_turn.json"
    doc = json.loads(path.read_text())
    _, errors = validators("openresponses/create_response_request")
    assert [p.pointer for p in errors(doc, strict=True)] == []
    message = next(i for i, item in enumerate(doc["input"]) if isinstance(item, dict))
    doc["input"][message]["mood"] = "cheerful"
    doc["surprise"] = 1
    assert errors(doc) == []
    assert sorted(p.pointer for p in errors(doc, strict=True)) == [
        f"/input/{message}/mood",
        "/surprise",
    ]


def test_explicitly_open_objects_stay_open() -> None:
    """`additionalProperties: true` (extension items) and maps with a value schema (metadata,
    tool arguments) are open on purpose: strict has nothing to say about their keys."""
    _, errors = validators("openresponses/extension_item")
    doc = json.loads(
        (
            FIXTURE_DIR / "openresponses/extension_item/valid/acme_code_search_result.json"
        ).read_text()
    )
    doc["anything"] = {"goes": True}
    assert errors(doc, strict=True) == []
    response = json.loads(
        (FIXTURE_DIR / "openresponses/response/valid/openai_user_field.json").read_text()
    )
    response["metadata"] = {"team": "search", "any-key": "kept"}
    assert [p.pointer for p in validators("openresponses/response")[1](response, strict=True)] == [
        "/user"
    ]


SCHEMA = {
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "point": {"$ref": "#/$defs/point"},
        "labels": {"type": "object", "additionalProperties": {"type": "string"}},
        "free": {"type": "object"},
        "shape": {"oneOf": [{"$ref": "#/$defs/point"}, {"$ref": "#/$defs/circle"}]},
    },
    "allOf": [{"properties": {"also": {"type": "integer"}}}],
    "$defs": {
        "point": {
            "type": "object",
            "properties": {"x": {"type": "number"}, "y": {"type": "number"}},
            "required": ["x", "y"],
        },
        "circle": {
            "type": "object",
            "properties": {"r": {"type": "number"}},
            "required": ["r"],
        },
    },
}


def test_compile_strict() -> None:
    """`compile(schema, strict=True)`: properties named by in-place subschemas (`allOf`, the
    matching `oneOf` arm) are known; free-form objects and typed maps stay open."""
    doc = {
        "name": "n",
        "also": 1,
        "extra": True,
        "point": {"x": 1, "y": 2, "z": 3},
        "labels": {"any": "thing"},
        "free": {"what": "ever"},
        "shape": {"r": 1, "colour": "red"},
    }
    default, strict = agentproto.compile(SCHEMA), agentproto.compile(SCHEMA, strict=True)
    assert default.is_valid(doc) and default.errors(doc) == []
    assert not strict.is_valid(doc)
    problems = strict.errors(doc)
    assert sorted(p.pointer for p in problems) == ["/extra", "/point/z", "/shape/colour"]
    assert {p.keyword for p in problems} == {"additionalProperties"}
    clean = {k: v for k, v in doc.items() if k != "extra"}
    clean["point"] = {"x": 1, "y": 2}
    clean["shape"] = {"r": 1}
    assert strict.is_valid(clean) and strict.errors(clean) == []


@pytest.mark.parametrize(
    "entity, fixture",
    [
        ("openresponses/usage", "openai_cache_write_tokens"),
        ("openresponses/create_response_request", "chat_completions_messages"),
        ("openresponses/create_response_request", "coding_agent_turn"),
        ("openresponses/extension_item", "acme_code_search_result"),
    ],
)
def test_compile_strict_agrees_with_the_bindings(entity: str, fixture: str) -> None:
    from agentproto.validate.catalog import Catalog

    catalog = Catalog(SCHEMA_DIR, strict=True)
    validator = catalog.validator(catalog.resolve(entity))
    doc = json.loads((FIXTURE_DIR / entity / "valid" / f"{fixture}.json").read_text())
    _, errors = validators(entity)
    assert [p.pointer for p in validator.errors(doc)] == [
        p.pointer for p in errors(doc, strict=True)
    ]


def run(*args: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [AGENTPROTO, "validate", *map(str, args)], capture_output=True, text=True, check=False
    )


def test_validate_strict_exit_codes(tmp_path: Path) -> None:
    source = FIXTURE_DIR / "openresponses/usage/valid/openai_cache_write_tokens.json"
    target = tmp_path / "usage.json"
    target.write_text(source.read_text())
    args = ("--schema-dir", SCHEMA_DIR, "--entity", "openresponses/usage", target)
    assert run(*args).returncode == 0
    strict = run("--strict", *args)
    assert strict.returncode == 1, strict.stdout + strict.stderr
    assert "cache_write_tokens" in strict.stdout
    clean = FIXTURE_DIR / "openresponses/usage/valid"
    plain = [p for p in clean.glob("*.json") if not p.name.endswith(".expected.json")]
    known = [
        p
        for p in plain
        if not validators("openresponses/usage")[1](json.loads(p.read_text()), strict=True)
    ]
    assert known
    assert (
        run(
            "--strict", "--schema-dir", SCHEMA_DIR, "--entity", "openresponses/usage", *known
        ).returncode
        == 0
    )
