"""The validators themselves: the fast path (`is_valid`) and the full report (`errors`) agree
with each other, with the fixtures and with `agentproto.compile` (the same code path, loaded
in memory); and a schema set using the dynamic 2020-12 keywords (`$dynamicRef`,
`unevaluated*`, `\\p{..}`) generates bindings that judge like `jsonschema` does."""

from __future__ import annotations

import importlib
import re
import sys
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

import agentproto
from agentproto.emit.python import snake
from agentproto.lower.types import pascal
from agentproto.pipeline import render
from agentproto.write import format_python
from support import ROOT, Fixture, fixtures, load_schemas

pytest.importorskip("agentproto_bindings", reason="run scripts/setup to install the bindings")

FIXTURES = fixtures()
SCHEMAS = load_schemas()


def generated(entity: str) -> tuple[Any, Any]:
    """(is_valid, errors) of the generated bindings for `<family>/<entity>`."""
    family, stem = entity.split("/")
    return validators_in(importlib.import_module(f"agentproto_bindings.{family}"), stem)


def validators_in(module: Any, stem: str) -> tuple[Any, Any]:
    cls = getattr(module, pascal(stem))
    if isinstance(cls, type) and hasattr(cls, "is_valid"):
        return cls.is_valid, cls.errors
    name = snake(pascal(stem))
    return getattr(module, f"{name}_is_valid"), getattr(module, f"{name}_errors")


@cache
def compiled(entity: str) -> agentproto.Validator:
    resources = {doc["$id"]: doc for doc in SCHEMAS.values()}
    return agentproto.compile({"$ref": SCHEMAS[entity]["$id"]}, resources=resources)


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda f: f.id)
def test_fast_path_and_report_agree(fixture: Fixture) -> None:
    is_valid, errors = generated(fixture.entity)
    payload = fixture.payload()
    problems = errors(payload)
    assert is_valid(payload) is fixture.valid
    assert (not problems) is fixture.valid, problems


@pytest.mark.parametrize("fixture", FIXTURES[::7], ids=lambda f: f.id)
def test_compile_judges_like_the_generated_bindings(fixture: Fixture) -> None:
    _, errors = generated(fixture.entity)
    validator = compiled(fixture.entity)
    payload = fixture.payload()
    assert validator.is_valid(payload) is fixture.valid
    ours = [(p.pointer, p.keyword) for p in errors(payload)]
    assert [(p.pointer, p.keyword) for p in validator.errors(payload)] == ours


CASE = ROOT / "tests" / "golden" / "dynamic_and_unevaluated" / "schema"
INSTANCES = {
    "node": [
        {"name": "root", "children": [{"name": "a"}, {"nmae": "typo is fine here"}]},
        {"name": "Ångström 2", "children": []},
        {"name": "2 starts with a digit"},
        {"name": "x", "leaf": True},
        {"name": "x", "leaf": True, "children": [{"name": "y"}]},
        {"name": "x", "leaf": False},
        {"children": [{"children": [{"name": 5}]}]},
        [],
    ],
    "strict_tree": [
        {"name": "root", "children": [{"name": "a"}]},
        {"name": "root", "children": [{"nmae": "a typo, two levels down"}]},
        {"name": "root", "extra": 1},
        {"name": "x", "leaf": True},
        {"children": [{"children": [{"leaf": True}]}]},
        {"children": [{"children": [{"leef": True}]}]},
    ],
    "pair": [
        ["a", 1],
        ["a", 1, "more", "strings"],
        ["a", 1, 2],
        ["a", -1],
        ["a"],
        [],
        ["a", 1, "extra", 3],
        [1, "a"],
    ],
}


def _unicode_pattern(validator: Any, pattern: str, instance: Any, schema: Any) -> Any:
    import regex  # `re` has no \p{..}; these patterns are ASCII-free of the `$` difference

    if isinstance(instance, str) and not regex.search(pattern, instance):
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")


UNICODE_PATTERNS = jsonschema.validators.extend(
    jsonschema.Draft202012Validator, {"pattern": _unicode_pattern}
)


@pytest.fixture(scope="module")
def dynamic_bindings(tmp_path_factory: pytest.TempPathFactory) -> Any:
    out = tmp_path_factory.mktemp("dynamic")
    for path, text in format_python(render(CASE, ("python",), "dynamic_golden")).items():
        (out / path).parent.mkdir(parents=True, exist_ok=True)
        (out / path).write_text(text)
    sys.path.insert(0, str(out / "python"))
    try:
        yield importlib.import_module("dynamic_golden.tree")
    finally:
        sys.path.remove(str(out / "python"))


@pytest.mark.parametrize("stem", sorted(INSTANCES))
def test_dynamic_keywords_judge_like_jsonschema(stem: str, dynamic_bindings: Any) -> None:
    import json

    # without `$schema`, so references keep the oracle's own `pattern` rather than the stock one
    docs = [
        {k: v for k, v in json.loads(p.read_text()).items() if k != "$schema"}
        for p in sorted(CASE.glob("*/*.json"))
    ]
    registry = Registry().with_resources(
        (d["$id"], Resource.from_contents(d, DRAFT202012)) for d in docs
    )
    schema = next(d for d in docs if d["$id"].endswith(f"/{stem}.json"))
    oracle = UNICODE_PATTERNS(schema, registry=registry)
    is_valid, errors = validators_in(dynamic_bindings, stem)
    for instance in INSTANCES[stem]:
        expected = oracle.is_valid(instance)
        assert is_valid(instance) is expected, instance
        assert (not errors(instance)) is expected, instance
    assert any(oracle.is_valid(i) for i in INSTANCES[stem]) and not all(
        oracle.is_valid(i) for i in INSTANCES[stem]
    )


def test_compile_refuses_what_it_cannot_honour() -> None:
    with pytest.raises(agentproto.Unsupported) as caught:
        # no grammar reads it (`\\p{NoSuchProperty}` is the letters `p{...}` without the u flag)
        agentproto.compile({"type": "string", "pattern": "a{2,1}"})
    assert "bounds are out of order" in str(caught.value) and "/pattern" in str(caught.value)
    with pytest.raises(agentproto.SchemaError) as loop:
        agentproto.compile({"anyOf": [{"type": "string"}, {"$ref": "#"}]})
    assert "references loop" in str(loop.value)
    with pytest.raises(agentproto.SchemaError) as remote:
        agentproto.compile({"$ref": "https://example.com/elsewhere.json"})
    assert "never fetched" in str(remote.value)
    with pytest.raises(agentproto.Unsupported) as vocabulary:
        agentproto.compile(
            {"$schema": "https://example.com/meta"},
            resources={
                "https://example.com/meta": {
                    "$schema": "https://json-schema.org/draft/2020-12/schema",
                    "$vocabulary": {"https://example.com/vocab/magic": True},
                }
            },
        )
    assert "required vocabulary" in str(vocabulary.value)


def test_compile_is_the_generated_code(tmp_path: Path) -> None:
    """The compiled source is the generated validation code for the same schema."""
    validator = compiled("agent/usage")
    text = (ROOT / "generated" / "python" / "agentproto_bindings" / "agent.py").read_text()
    assert "def _valid_" in validator.source and "def _check_" in validator.source
    body = validator.source.split("def _valid_", 1)[1].split(":", 1)[1].split("\ndef ", 1)[0]
    # module constants are numbered in their module (`_KNOWN3`), which holds more of them than
    # one entity's compiled source: the code is compared up to those numbers
    unnumbered = re.compile(r"\b(_[A-Z][A-Z_]*?)\d+\b")
    last = unnumbered.sub(r"\1", body.strip().splitlines()[-1].strip())
    assert last in unnumbered.sub(r"\1", text)
