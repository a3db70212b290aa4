"""Each rule of `agentproto diff`: a schema pair that makes it, the verdicts on both axes, and every
printed witness checked again here by validators compiled from each side on their own."""

from __future__ import annotations

from typing import Any

import pytest

from agentproto.compile import compile_schema
from agentproto.diff.compare import Finding
from agentproto.diff.run import diff
from agentproto.diff.sources import SchemaSide

URI = "https://example.com/thing.json"
OBJ: dict[str, Any] = {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}
CLOSED: dict[str, Any] = {**OBJ, "additionalProperties": False}
UNION_ARMS: list[Any] = [
    {"type": "object", "properties": {"kind": {"const": "x"}}, "required": ["kind"]},
    {"type": "object", "properties": {"kind": {"const": "y"}}, "required": ["kind"]},
]


def side(schema: Any, name: str = "thing.json", uri: str = URI, **more: Any) -> SchemaSide:
    docs = {uri: (name, {"$id": uri, **schema})}
    for other_uri, (rel, contents) in more.items():
        docs[other_uri] = (rel, contents)
    return SchemaSide(name, docs)


def run(old: Any, new: Any, strict: bool = False) -> list[Finding]:
    outcome = diff(side(old), side(new), strict=strict)
    for f in outcome.findings:
        check_witnesses(f, outcome.old, outcome.new, strict)
    return outcome.findings


def check_witnesses(f: Finding, old: SchemaSide, new: SchemaSide, strict: bool) -> None:
    """A witness is valid on the side that accepts it and invalid on the other, as validators
    compiled here (not the ones the search used) say."""
    assert f.scope is not None or not f.witnesses
    for axis, doc in f.witnesses.items():
        assert f.scope is not None
        verdict = []
        for s, (uri, pointer) in zip((old, new), f.scope, strict=True):
            resources = {u: c for u, (_, c) in s.documents.items()}
            v = compile_schema({"$ref": f"{uri}#{pointer}"}, resources=resources, strict=strict)
            verdict.append(v.is_valid(doc))
        assert verdict == ([True, False] if axis == "backward" else [False, True]), (f, doc)


def only(findings: list[Finding], rule: str) -> Finding:
    chosen = [f for f in findings if f.rule == rule]
    assert len(chosen) == 1, [(f.rule, f.message) for f in findings]
    return chosen[0]


BREAKS, MAY, OK = "breaks", "may break", "ok"

# rule, OLD schema, NEW schema, backward, forward
CASES: list[tuple[str, Any, Any, str, str]] = [
    ("TYPE_NARROWED", {"type": ["string", "integer"]}, {"type": "string"}, BREAKS, OK),
    ("TYPE_WIDENED", {"type": "integer"}, {"type": "number"}, OK, BREAKS),
    ("TYPE_CHANGED", {"type": "integer"}, {"type": "string"}, BREAKS, BREAKS),
    ("TYPE_NULLABLE", {"type": "string"}, {"type": ["string", "null"]}, OK, BREAKS),
    ("ENUM_VALUE_REMOVED", {"enum": ["a", "b"]}, {"enum": ["a"]}, BREAKS, OK),
    ("ENUM_VALUE_ADDED", {"enum": ["a"]}, {"enum": ["a", "b"]}, OK, BREAKS),
    ("ENUM_ADDED", {"type": "string"}, {"type": "string", "enum": ["a"]}, BREAKS, OK),
    ("ENUM_REMOVED", {"type": "string", "enum": ["a"]}, {"type": "string"}, OK, BREAKS),
    ("CONST_CHANGED", {"const": 1}, {"const": 2}, BREAKS, BREAKS),
    ("CONST_ADDED", {"type": "integer"}, {"type": "integer", "const": 3}, BREAKS, OK),
    # `"const": null` is there, not absent
    ("CONST_ADDED", {"minimum": 0}, {"minimum": 0, "const": None}, BREAKS, OK),
    ("CONST_REMOVED", {"type": "integer", "const": 3}, {"type": "integer"}, OK, BREAKS),
    (
        "BOUND_TIGHTENED",
        {"type": "string", "maxLength": 10},
        {"type": "string", "maxLength": 5},
        BREAKS,
        OK,
    ),
    (
        "BOUND_LOOSENED",
        {"type": "integer", "minimum": 5},
        {"type": "integer", "minimum": 0},
        OK,
        BREAKS,
    ),
    ("BOUND_TIGHTENED", {"type": "array"}, {"type": "array", "maxItems": 1}, BREAKS, OK),
    ("BOUND_TIGHTENED", {"type": "object"}, {"type": "object", "minProperties": 1}, BREAKS, OK),
    (
        "BOUND_LOOSENED",
        {"type": "number", "exclusiveMaximum": 1},
        {"type": "number", "exclusiveMaximum": 2},
        OK,
        BREAKS,
    ),
    (
        "MULTIPLE_OF_CHANGED",
        {"type": "integer", "multipleOf": 2},
        {"type": "integer", "multipleOf": 4},
        BREAKS,
        OK,
    ),
    (
        "MULTIPLE_OF_CHANGED",
        {"type": "integer", "multipleOf": 2},
        {"type": "integer", "multipleOf": 3},
        BREAKS,
        BREAKS,
    ),
    ("PATTERN_ADDED", {"type": "string"}, {"type": "string", "pattern": "^[0-9]+$"}, BREAKS, OK),
    ("PATTERN_REMOVED", {"type": "string", "pattern": "^a"}, {"type": "string"}, OK, BREAKS),
    (
        "PATTERN_CHANGED",
        {"type": "string", "pattern": "^a+$"},
        {"type": "string", "pattern": "^b+$"},
        BREAKS,
        BREAKS,
    ),
    (
        "PATTERN_CHANGED",
        {"type": "string", "pattern": "^a"},
        {"type": "string", "pattern": "a"},
        MAY,
        BREAKS,
    ),  # undecidable in general: no witness for the backward side
    ("FORMAT_CHANGED", {"type": "string"}, {"type": "string", "format": "email"}, OK, OK),
    (
        "REQUIRED_ADDED",
        {"type": "object", "properties": {"a": {}}},
        {"type": "object", "properties": {"a": {}}, "required": ["a"]},
        BREAKS,
        OK,
    ),
    ("REQUIRED_REMOVED", OBJ, {**OBJ, "required": []}, OK, BREAKS),
    (
        "PROPERTY_ADDED_OPEN",
        OBJ,
        {**OBJ, "properties": {**OBJ["properties"], "b": {"type": "integer"}}},
        BREAKS,
        OK,
    ),
    (
        "PROPERTY_ADDED_CLOSED",
        CLOSED,
        {**CLOSED, "properties": {**CLOSED["properties"], "b": {"type": "integer"}}},
        OK,
        BREAKS,
    ),
    (
        "PROPERTY_ADDED_MAP",
        {**OBJ, "additionalProperties": {"type": "integer"}},
        {
            **OBJ,
            "additionalProperties": {"type": "integer"},
            "properties": {**OBJ["properties"], "b": {"type": "string"}},
        },
        BREAKS,
        BREAKS,
    ),
    (
        "PROPERTY_ADDED_PATTERN",
        {**OBJ, "patternProperties": {"^b": {"type": "integer"}}},
        {
            **OBJ,
            "patternProperties": {"^b": {"type": "integer"}},
            "properties": {**OBJ["properties"], "b": {"minimum": 3}},
        },
        BREAKS,
        OK,
    ),
    (
        "PROPERTY_REMOVED_CLOSED",
        {**CLOSED, "properties": {**CLOSED["properties"], "b": {}}},
        CLOSED,
        BREAKS,
        OK,
    ),
    (
        "PROPERTY_REMOVED_OPEN",
        {**OBJ, "properties": {**OBJ["properties"], "b": {"type": "integer"}}},
        OBJ,
        OK,
        BREAKS,
    ),
    (
        "PROPERTY_REMOVED_MAP",
        {
            **OBJ,
            "properties": {**OBJ["properties"], "b": {"type": "integer"}},
            "additionalProperties": {"type": "boolean"},
        },
        {**OBJ, "additionalProperties": {"type": "boolean"}},
        BREAKS,
        BREAKS,
    ),
    ("ADDITIONAL_PROPERTIES_CLOSED", OBJ, CLOSED, BREAKS, OK),
    ("ADDITIONAL_PROPERTIES_OPENED", CLOSED, {**OBJ, "additionalProperties": True}, OK, BREAKS),
    ("UNEVALUATED_PROPERTIES_CLOSED", OBJ, {**OBJ, "unevaluatedProperties": False}, BREAKS, OK),
    (
        "UNEVALUATED_PROPERTIES_CHANGED",
        {"allOf": [OBJ], "unevaluatedProperties": False},
        {"allOf": [OBJ], "unevaluatedProperties": {"type": "string"}},
        MAY,
        BREAKS,
    ),
    (
        "PATTERN_PROPERTY_ADDED",
        {"type": "object"},
        {"type": "object", "patternProperties": {"^n": {"type": "integer"}}},
        BREAKS,
        MAY,
    ),
    (
        "PATTERN_PROPERTY_REMOVED",
        {"type": "object", "patternProperties": {"^n": {"type": "integer"}}},
        {"type": "object"},
        MAY,
        BREAKS,
    ),
    (
        "SCHEMA_REPLACED",
        {"type": "object", "propertyNames": {"maxLength": 3}},
        {"type": "object", "propertyNames": True},
        OK,
        BREAKS,
    ),
    (
        "BOUND_TIGHTENED",
        {"type": "object", "propertyNames": {"maxLength": 3}},
        {"type": "object", "propertyNames": {"maxLength": 1}},
        BREAKS,
        OK,
    ),
    (
        "DEPENDENT_REQUIRED_CHANGED",
        {"type": "object"},
        {"type": "object", "dependentRequired": {"a": ["b"]}},
        BREAKS,
        OK,
    ),
    (
        "SCHEMA_REPLACED",
        {"type": "object"},
        {"type": "object", "dependentSchemas": {"a": {"required": ["b"]}}},
        BREAKS,
        OK,
    ),
    (
        "TYPE_NARROWED",
        {"type": "array", "items": {"type": ["string", "integer"]}},
        {"type": "array", "items": {"type": "integer"}},
        BREAKS,
        OK,
    ),
    (
        "PREFIX_ITEM_ADDED",
        {"type": "array", "items": {"type": "integer"}},
        {"type": "array", "prefixItems": [{"minimum": 5}], "items": {"type": "integer"}},
        BREAKS,
        BREAKS,
    ),
    (
        "PREFIX_ITEM_REMOVED",
        {"type": "array", "prefixItems": [{"type": "string"}], "items": False},
        {"type": "array", "items": False},
        BREAKS,
        OK,
    ),
    ("CONTAINS_ADDED", {"type": "array"}, {"type": "array", "contains": {"const": 1}}, BREAKS, OK),
    (
        "CONTAINS_REMOVED",
        {"type": "array", "contains": {"const": 1}},
        {"type": "array"},
        OK,
        BREAKS,
    ),
    (
        "CONTAINS_CHANGED",
        {"type": "array", "contains": {"const": 1}, "maxContains": 1},
        {"type": "array", "contains": {"type": "integer"}, "maxContains": 1},
        BREAKS,
        BREAKS,
    ),
    (
        "BOUND_TIGHTENED",
        {"type": "array", "contains": {"const": 1}},
        {"type": "array", "contains": {"const": 1}, "minContains": 2},
        BREAKS,
        OK,
    ),
    ("UNIQUE_ITEMS_ADDED", {"type": "array"}, {"type": "array", "uniqueItems": True}, BREAKS, OK),
    ("UNIQUE_ITEMS_REMOVED", {"type": "array", "uniqueItems": True}, {"type": "array"}, OK, BREAKS),
    (
        "UNEVALUATED_ITEMS_CHANGED",
        {"type": "array", "prefixItems": [{}]},
        {"type": "array", "prefixItems": [{}], "unevaluatedItems": False},
        BREAKS,
        MAY,
    ),
    ("UNION_ARM_ADDED", {"oneOf": UNION_ARMS[:1]}, {"oneOf": UNION_ARMS}, OK, BREAKS),
    ("UNION_ARM_REMOVED", {"anyOf": UNION_ARMS}, {"anyOf": UNION_ARMS[:1]}, BREAKS, OK),
    (
        "UNION_ARM_ADDED",
        {"oneOf": [{"type": "integer"}]},
        {"oneOf": [{"type": "integer"}, {"type": "number"}]},
        BREAKS,
        BREAKS,
    ),
    (
        "ONE_OF_ARM_CHANGED",
        {"oneOf": [{"type": "integer"}, {"type": "string"}]},
        {"oneOf": [{"type": "number"}, {"type": "string"}]},
        MAY,
        BREAKS,
    ),
    (
        "ANYOF_ADDED",
        {"type": "integer"},
        {"type": "integer", "anyOf": [{"minimum": 2}]},
        BREAKS,
        OK,
    ),
    (
        "ANYOF_REMOVED",
        {"type": "integer", "anyOf": [{"minimum": 2}]},
        {"type": "integer"},
        OK,
        BREAKS,
    ),
    (
        "ONEOF_ADDED",
        {"type": "integer"},
        {"type": "integer", "oneOf": [{"minimum": 2}]},
        BREAKS,
        OK,
    ),
    (
        "ONEOF_REMOVED",
        {"type": "integer", "oneOf": [{"minimum": 2}]},
        {"type": "integer"},
        OK,
        BREAKS,
    ),
    (
        "ALLOF_ADDED",
        {"type": "integer"},
        {"type": "integer", "allOf": [{"minimum": 2}]},
        BREAKS,
        OK,
    ),
    (
        "ALLOF_REMOVED",
        {"type": "integer", "allOf": [{"minimum": 2}]},
        {"type": "integer"},
        OK,
        BREAKS,
    ),
    (
        "UNEVALUATED_PROPERTIES_OPENED",
        {**OBJ, "unevaluatedProperties": False},
        {**OBJ, "unevaluatedProperties": True},
        OK,
        BREAKS,
    ),
    (
        "ALL_OF_SCHEMA_ADDED",
        {"allOf": [{"type": "integer"}]},
        {"allOf": [{"type": "integer"}, {"minimum": 0}]},
        BREAKS,
        OK,
    ),
    (
        "ALL_OF_SCHEMA_REMOVED",
        {"allOf": [{"type": "integer"}, {"minimum": 0}]},
        {"allOf": [{"type": "integer"}]},
        OK,
        BREAKS,
    ),
    ("NOT_ADDED", {"type": "integer"}, {"type": "integer", "not": {"const": 0}}, BREAKS, OK),
    ("NOT_REMOVED", {"type": "integer", "not": {"const": 0}}, {"type": "integer"}, OK, BREAKS),
    # under `not`, a tighter schema accepts more
    (
        "BOUND_LOOSENED",
        {"type": "integer", "not": {"minimum": 5}},
        {"type": "integer", "not": {"minimum": 2}},
        BREAKS,
        OK,
    ),
    (
        "CONDITION_CHANGED",
        {"if": {"minimum": 5}, "then": {"multipleOf": 2}},
        {"if": {"minimum": 3}, "then": {"multipleOf": 2}},
        BREAKS,
        MAY,
    ),
    (
        "SCHEMA_REPLACED",
        {"type": "integer", "if": {"minimum": 5}},
        {"type": "integer", "if": {"minimum": 5}, "then": {"multipleOf": 2}},
        BREAKS,
        OK,
    ),
    (
        "REF_CHANGED",
        {"$defs": {"a": {"type": "string"}, "b": {"type": "integer"}}, "$ref": "#/$defs/a"},
        {"$defs": {"a": {"type": "string"}, "b": {"type": "integer"}}, "$ref": "#/$defs/b"},
        BREAKS,
        BREAKS,
    ),
    (
        "REF_ADDED",
        {"minLength": 1, "$defs": {"a": {"type": "string"}}},
        {"minLength": 1, "$defs": {"a": {"type": "string"}}, "$ref": "#/$defs/a"},
        BREAKS,
        OK,
    ),
    (
        "REF_REMOVED",
        {"minLength": 1, "$defs": {"a": {"type": "string"}}, "$ref": "#/$defs/a"},
        {"minLength": 1, "$defs": {"a": {"type": "string"}}},
        OK,
        BREAKS,
    ),
    ("DEF_ADDED", {"type": "string"}, {"type": "string", "$defs": {"x": {}}}, OK, OK),
    ("DEF_REMOVED", {"type": "string", "$defs": {"x": {}}}, {"type": "string"}, OK, OK),
    ("KEYWORD_CHANGED", {"type": "array", "$dynamicRef": "#a"}, {"type": "array"}, MAY, MAY),
    (
        "ANNOTATION_CHANGED",
        {"type": "string", "description": "a"},
        {"type": "string", "description": "b"},
        OK,
        OK,
    ),
    (
        "X_ALIASES_CHANGED",
        {"type": "string", "x-aliases": {"pi-ai": "a"}},
        {"type": "string", "x-aliases": {"pi-ai": "b"}},
        OK,
        OK,
    ),
    (
        "X_STATE_MACHINE_CHANGED",
        {"enum": ["a", "b"]},
        {
            "enum": ["a", "b"],
            "x-state-machine": {"initial": ["a"], "transitions": {"a": ["b"]}, "terminal": ["b"]},
        },
        OK,
        OK,
    ),
    (
        "X_LANE_CHANGED",
        {"type": "object", "x-lane": "llm"},
        {"type": "object", "x-lane": "extension"},
        OK,
        OK,
    ),
    ("X_STREAM_CHANGED", {"oneOf": UNION_ARMS}, {"oneOf": UNION_ARMS, "x-stream": "Fold"}, OK, OK),
    (
        "X_LIMIT_CHANGED",
        {"type": "integer", "x-limit": {"measure": "items", "targets": []}},
        {"type": "integer", "x-limit": {"measure": "bytes", "targets": []}},
        OK,
        OK,
    ),
]


@pytest.mark.parametrize(("rule", "old", "new", "backward", "forward"), CASES)
def test_rule(rule: str, old: Any, new: Any, backward: str, forward: str) -> None:
    f = only(run(old, new), rule)
    assert (f.backward, f.forward) == (backward, forward), f
    for axis, verdict in (("backward", backward), ("forward", forward)):
        assert (axis in f.witnesses) == (verdict == BREAKS)


def test_every_rule_has_a_case() -> None:
    """The rule ids the comparison can make, read from its source, each appear above."""
    import re
    from pathlib import Path

    from agentproto.diff import compare

    text = Path(compare.__file__).read_text()
    made = set(re.findall(r'"([A-Z][A-Z_]+_(?:ADDED|REMOVED|CHANGED|[A-Z]+ED))"', text))
    # the rules whose names the source builds from the keyword
    made |= {
        f"{kw}_{s}"
        for kw in ("ENUM", "CONST", "ANYOF", "ONEOF", "ALLOF")
        for s in ("ADDED", "REMOVED")
    }
    made |= {
        f"{kw}_{s}"
        for kw in ("ADDITIONAL_PROPERTIES", "UNEVALUATED_PROPERTIES")
        for s in ("CLOSED", "OPENED")
    }
    made |= {
        "PROPERTY_ADDED_OPEN",
        "PROPERTY_ADDED_CLOSED",
        "PROPERTY_ADDED_MAP",
        "PROPERTY_ADDED_PATTERN",
        "PROPERTY_REMOVED_OPEN",
        "PROPERTY_REMOVED_CLOSED",
        "PROPERTY_REMOVED_MAP",
        "ADDITIONAL_PROPERTIES_CLOSED",
        "ADDITIONAL_PROPERTIES_OPENED",
        "UNEVALUATED_PROPERTIES_CLOSED",
    }
    covered = {c[0] for c in CASES} | {
        "ENTITY_ADDED",
        "ENTITY_REMOVED",
        "TYPE_RENAMED",
        "TAG_VALUE_CHANGED",
        "BOUND_CHANGED",
        # in test_diff_cli.py
        "TABLE_ADDED",
        "TABLE_CHANGED",
        "TABLE_REMOVED",
    }  # tested below
    made |= {f"TABLE_{s}" for s in ("ADDED", "CHANGED", "REMOVED")}
    assert made - covered == set()
    assert len(covered) >= 78  # the count docs/DIFF.md gives


def test_strict_profile_closes_objects_open_by_omission() -> None:
    new = {**OBJ, "properties": {**OBJ["properties"], "b": {"type": "integer"}}}
    loose = only(run(OBJ, new), "PROPERTY_ADDED_OPEN")
    strict = only(run(OBJ, new, strict=True), "PROPERTY_ADDED_OPEN")
    assert (loose.backward, loose.forward) == (BREAKS, OK)
    assert (strict.backward, strict.forward) == (OK, BREAKS)


def test_entities_matched_by_id_renamed_added_removed() -> None:
    other = "https://example.com/other.json"
    old = side({"type": "string"}, "thing.json", **{other: ("other.json", {"$id": other})})
    new = side({"type": "string"}, "renamed_thing.json")
    rules = {f.rule: f for f in diff(old, new).findings}
    assert set(rules) == {"TYPE_RENAMED", "ENTITY_REMOVED"}
    assert rules["TYPE_RENAMED"].source["rust"] == "Thing is now RenamedThing"
    assert rules["ENTITY_REMOVED"].old == (other, "")
    back = {f.rule for f in diff(new, old).findings}
    assert back == {"TYPE_RENAMED", "ENTITY_ADDED"}


def test_tag_value_change_of_a_union_arm() -> None:
    arm = "https://example.com/arm.json"
    union = {"oneOf": [{"$ref": "arm.json"}]}

    def with_tag(tag: str) -> SchemaSide:
        contents = {
            "$id": arm,
            "type": "object",
            "properties": {"kind": {"const": tag}},
            "required": ["kind"],
        }
        return side(union, **{arm: ("arm.json", contents)})

    f = only(diff(with_tag("a"), with_tag("b")).findings, "TAG_VALUE_CHANGED")
    assert f.old == (arm, "/properties/kind/const")
    assert (f.backward, f.forward) == (BREAKS, BREAKS)
    assert f.witnesses == {"backward": "a", "forward": "b"}
    assert f.source


def test_max_contains_beside_a_changed_contains_is_undecided() -> None:
    found = run(
        {"type": "array", "contains": {"const": 1}, "maxContains": 2},
        {"type": "array", "contains": {"type": "integer"}, "maxContains": 3},
    )
    f = only(found, "BOUND_CHANGED")
    assert f.direction == 3  # both ways: more items count against a higher maximum
    assert only(found, "CONTAINS_CHANGED").backward == BREAKS


def test_source_impacts_name_each_target() -> None:
    f = only(run(OBJ, {**OBJ, "required": []}), "REQUIRED_REMOVED")
    assert set(f.source) == {"python", "pydantic", "typescript", "rust", "go"}
    added = only(run({"enum": ["a"]}, {"enum": ["a", "b"]}), "ENUM_VALUE_ADDED")
    assert set(added.additive) == {"typescript", "rust"} and not added.source
    assert added.semver == "minor"
    removed = only(run({"enum": ["a", "b"]}, {"enum": ["a"]}), "ENUM_VALUE_REMOVED")
    assert removed.semver == "major"


def test_a_witness_shows_its_own_change() -> None:
    """Two changes at one place: each finding's witness is one that its keyword explains."""
    found = run({"type": "string", "minLength": 2}, {"type": ["string", "null"]})
    assert only(found, "TYPE_NULLABLE").witnesses == {"forward": None}
    assert only(found, "BOUND_LOOSENED").witnesses["forward"] is not None


def test_definitions_anywhere_are_compared_where_they_are_defined() -> None:
    def with_bound(limit: int) -> dict[str, Any]:
        nested = {"definitions": {"n": {"type": "integer", "maximum": limit}}}
        return {"properties": {"a": {"$ref": "#/properties/b/definitions/n"}, "b": nested}}

    f = only(run(with_bound(5), with_bound(3)), "BOUND_TIGHTENED")
    assert f.old == (URI, "/properties/b/definitions/n/maximum")
    assert f.witnesses == {"backward": 4}
