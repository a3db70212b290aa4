"""Each pass on hand-made IR: tags, naming (with a target's policy), ordering, declared
behaviour, and the analyses of the check IR; and the allOf merge of the lowering."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from agentproto.errors import SchemaError, Unsupported
from agentproto.ir import checks as c
from agentproto.ir import types as t
from agentproto.load import load
from agentproto.lower.allof import merge_allof, ref_as_allof
from agentproto.lower.types import TypeBuilder
from agentproto.passes.behaviour import addition_kind, check_behaviour
from agentproto.passes.checks import (
    calls,
    closes,
    endless_cycle,
    entered_at,
    in_place,
    needed_evaluations,
)
from agentproto.passes.naming import assign_names, suffix
from agentproto.passes.ordering import order
from agentproto.passes.tags import infer_tags

URI = "https://example.com/s.json"


def at(pointer: str) -> t.Location:
    return t.Location(URI, pointer)


def origin(pointer: str) -> t.Origin:
    return t.Origin("s.json", pointer, URI)


def record(pointer: str, name: str, *fields: t.Field, **kw: Any) -> t.Record:
    return t.Record(name, "", origin(pointer), tuple(fields), **kw)


def tag(value: str) -> t.Field:
    return t.Field("type", t.Literal(value), required=True)


# -- tags ----------------------------------------------------------------------------------------


def union_of(*arms: t.Location, lanes: tuple[str | None, ...] = ()) -> t.Union_:
    return t.Union_("Shape", "", origin(""), arms, lanes)


def test_a_union_containing_itself_is_refused() -> None:
    decls: dict[t.Location, t.Decl] = {at(""): union_of(at(""))}
    with pytest.raises(Unsupported, match="contains itself"):
        infer_tags(decls, {})


# -- naming --------------------------------------------------------------------------------------


def test_names_come_from_the_target_policy_and_refs_follow() -> None:
    decls: dict[t.Location, t.Decl] = {
        at(""): record("", "thing", t.Field("part", t.Ref(at("/$defs/part")), True)),
        at("/$defs/part"): record("/$defs/part", "part"),
    }
    named = assign_names(decls, {k: "mod" for k in decls}, str.upper)
    assert set(named) == {t.QualifiedName("mod", "THING"), t.QualifiedName("mod", "PART")}
    thing = named[t.QualifiedName("mod", "THING")]
    assert isinstance(thing, t.Record) and thing.fields[0].type == t.Ref(
        t.QualifiedName("mod", "PART")
    )


def test_a_clash_takes_the_outer_path_when_nested_else_the_first_free_number() -> None:
    nested: dict[t.Location, t.Decl] = {
        at(""): record("", "Bounds"),
        at("/anyOf/1"): record("/anyOf/1", "Bounds"),
    }
    named = assign_names(nested, {k: "m" for k in nested}, lambda x: x)
    assert set(named) == {t.QualifiedName("m", "Bounds"), t.QualifiedName("m", "BoundsVariant1")}
    apart: dict[t.Location, t.Decl] = {
        at("/$defs/a"): record("/$defs/a", "Same"),
        at("/$defs/b"): record("/$defs/b", "Same"),
    }
    named = assign_names(apart, {k: "m" for k in apart}, lambda x: x)
    # the location sorting first keeps the name; the other takes the first number no one has
    assert named[t.QualifiedName("m", "Same")].origin.pointer == "/$defs/a"
    assert named[t.QualifiedName("m", "Same2")].origin.pointer == "/$defs/b"


def test_suffix_spells_a_relative_pointer_as_the_lowering_names_locations() -> None:
    assert suffix("/anyOf/1") == "Variant1"
    assert suffix("/properties/max_size/items") == "MaxSizeItem"
    assert suffix("/additionalProperties") == "Value"


# -- ordering ------------------------------------------------------------------------------------


def test_records_first_by_name_then_aliases_after_what_they_mention() -> None:
    q = lambda name: t.Ref(t.QualifiedName("m", name))
    decls: list[t.Decl] = [
        t.Alias("Zed", "", origin("/z"), t.ListOf(q("Able"))),
        t.Alias("Able", "", origin("/a"), q("Rec")),
        record("/r", "Rec"),
        t.Enum("Colour", "", origin("/c"), ("red",)),
    ]
    assert [d.name for d in order("m", decls)] == ["Colour", "Rec", "Able", "Zed"]
    # a dependency named later alphabetically still comes first
    decls[1] = t.Alias("Able", "", origin("/a"), q("Zed"))
    decls[0] = t.Alias("Zed", "", origin("/z"), q("Rec"))
    assert [d.name for d in order("m", decls)] == ["Colour", "Rec", "Zed", "Able"]


# -- declared behaviour --------------------------------------------------------------------------


def test_additive_fields_must_add_and_lanes_must_be_named() -> None:
    usage = t.QualifiedName("m", "Usage")
    decls: dict[t.QualifiedName, t.Decl] = {
        usage: record("/u", "Usage", t.Field("n", t.Scalar("integer"), True), additive=True),
    }
    check_behaviour(decls)
    assert addition_kind(t.MapOf(t.Scalar("number")), decls) == "counts"
    assert addition_kind(t.Ref(usage), decls) == "record"
    decls[usage] = record("/u", "Usage", t.Field("name", t.Scalar("string"), True), additive=True)
    with pytest.raises(SchemaError, match="property 'name' cannot be added"):
        check_behaviour(decls)
    arm = t.QualifiedName("m", "Arm")
    lanes: dict[t.QualifiedName, t.Decl] = {
        t.QualifiedName("m", "U"): t.TaggedUnion(
            "U", "", origin(""), "type", (), (arm,), ("Bad Lane",)
        )
    }
    with pytest.raises(SchemaError, match="arm Arm has 'Bad Lane'"):
        check_behaviour(lanes)


# -- analyses of the check IR --------------------------------------------------------------------


def key(pointer: str) -> c.FunctionKey:
    return c.FunctionKey(URI, pointer)


def test_calls_and_in_place_follow_only_subschemas_applied_to_the_same_instance() -> None:
    inner = c.Schema("s#/a", (c.Call(key("/a")),))
    below = c.Schema("s#/p", (c.Call(key("/p")),))
    s = c.Schema("s#", (c.AllOf((inner,)), c.Properties((("p", below),))))
    assert in_place(s) == [inner]
    assert calls([s]) == {key("/a")}


def test_closes_only_where_a_schema_names_properties() -> None:
    named = c.Schema("s#/n", (c.Properties((("a", c.Schema("s#/n/a")),)),))
    schemas = {key("/n"): named, key("/free"): c.Schema("s#/free", (c.Types(("object",)),))}
    assert closes(c.Schema("s#", (c.Call(key("/n")),), entered=True), schemas)
    assert not closes(c.Schema("s#", (c.Call(key("/free")),), entered=True), schemas)
    assert not closes(c.Schema("s#", (c.Call(key("/n")),)), schemas)  # not entered: in place
    opened = c.Properties((), additional=c.Schema("s#/x", always=True))
    assert not closes(c.Schema("s#", (opened, c.Call(key("/n"))), entered=True), schemas)


def test_needed_evaluations_for_unevaluated_and_the_strict_profile() -> None:
    base = c.Schema("s#/base", (c.Properties((("a", c.Schema("s#/base/a")),)),))
    top = c.Schema(
        "s#",
        (
            c.AllOf((c.Schema("s#/allOf/0", (c.Call(key("/base")),)),)),
            c.Unevaluated("properties", c.Schema("s#/u", always=False)),
        ),
    )
    program = c.CheckProgram(
        (c.Function(key(""), top), c.Function(key("/base"), base)), (((URI, ""), key("")),)
    )
    assert needed_evaluations(program) == {"properties": {key(""), key("/base")}, "items": set()}
    assert entered_at(program, key("")) == c.Schema("s#", (c.Call(key("")),), entered=True)


def test_a_reference_loop_that_never_descends_is_refused() -> None:
    loop = c.CheckProgram(
        (
            c.Function(key(""), c.Schema("s.json#", (c.Call(key("/a")),))),
            c.Function(key("/a"), c.Schema("s.json#/a", (c.Call(key("")),))),
        )
    )
    with pytest.raises(SchemaError, match="references loop without descending") as raised:
        endless_cycle(loop)
    assert raised.value.file == "s.json"
    descends = c.CheckProgram(
        (
            c.Function(
                key(""),
                c.Schema("s.json#", (c.Items((), c.Schema("s.json#/items", (c.Call(key("")),))),)),
            ),
        )
    )
    endless_cycle(descends)  # recursion through an item is fine


# -- the allOf merge of the lowering ---------------------------------------------------------------


def test_allof_merges_properties_and_required_and_ref_beside_shape_is_allof() -> None:
    parts = {"#/a": {"properties": {"x": {"type": "string"}}, "required": ["x"]}}

    def resolve(arm: dict[str, Any]) -> dict[str, Any]:
        return parts[arm["$ref"]] if "$ref" in arm else arm

    node = ref_as_allof(
        {"$ref": "#/a", "properties": {"y": {"type": "integer"}}, "required": ["y"]}
    )
    assert node["allOf"] == [{"$ref": "#/a"}]
    merged = merge_allof(node, resolve, ("s.json", ""))
    assert set(merged["properties"]) == {"x", "y"}
    assert set(merged["required"]) == {"x", "y"}
    assert ref_as_allof({"$ref": "#/a"}) == {"$ref": "#/a"}  # alone it is a plain reference


# -- behaviour as a named set --------------------------------------------------------------------


def test_x_behaviour_is_a_named_behaviour_set_on_the_type(tmp_path: Path) -> None:
    (tmp_path / "thing.json").write_text(
        json.dumps(
            {
                "$id": "https://example.com/thing.json",
                "type": "object",
                "x-behaviour": "Thing",
                "properties": {"n": {"type": "integer"}},
            }
        )
    )
    decls = TypeBuilder(load(tmp_path)).build()
    thing = decls[t.Location("https://example.com/thing.json", "")]
    assert isinstance(thing, t.Record) and thing.behaviour == t.Behaviour("Thing")
