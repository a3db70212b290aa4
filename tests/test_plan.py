"""The validation plan: the target-neutral decisions emitters render."""

from __future__ import annotations

from agentproto.ir import checks as c
from agentproto.plan.checks import (
    Access,
    Decided,
    Flavour,
    Group,
    closed_by_set,
    decided,
    inlinable,
    only_call,
    plan_schema,
    property_access,
    union_arms,
)

K = c.FunctionKey("https://example.com/s.json", "/$defs/a")


def test_a_type_check_settles_guards_on_the_fast_path_only() -> None:
    s = c.Schema(
        "s#",
        (
            c.StringBound("minLength", 1),
            c.Types(("string",)),
            c.CountBound("minItems", 1),
            c.Required(("a",)),
        ),
    )
    fast = plan_schema(s, Flavour.FAST, {})
    assert fast.typeless == (c.Types(("string",)),)
    assert fast.groups == (Group("string", False, (c.StringBound("minLength", 1),)),)
    full = plan_schema(s, Flavour.CHECK, {})
    assert [(g.kind, g.guarded) for g in full.groups] == [
        ("string", True),
        ("object", True),
        ("array", True),
    ]


def test_required_goes_first_on_the_fast_path_and_closing_is_for_checking() -> None:
    props = c.Properties((("a", c.Schema("s#/a", (c.Types(("string",)),))),))
    s = c.Schema("s#", (props, c.Required(("a",))), entered=True)
    assert plan_schema(s, Flavour.FAST, {}).groups[0].checks == (c.Required(("a",)), props)
    assert plan_schema(s, Flavour.CHECK, {}).groups[0].checks == (props, c.Required(("a",)))
    assert plan_schema(s, Flavour.CHECK, {}).closes
    assert not plan_schema(s, Flavour.FAST, {}).closes


def test_inlining_is_bounded_and_never_recursive() -> None:
    small = c.Schema("s#/a", (c.Types(("string",)),))
    schemas = {K: small}
    assert inlinable(K, schemas, [None])
    assert not inlinable(K, schemas, [K])  # never into itself
    assert not inlinable(K, schemas, [None] * 5)  # a few levels at most
    big = c.Schema("s#/a", tuple(c.StringBound("minLength", i) for i in range(30)))
    assert not inlinable(K, {K: big}, [None])
    call = c.Schema("s#/items", (c.Call(K),))
    assert only_call(call, {K: big}, [None]) == K
    assert only_call(call, schemas, [None]) is None  # copied inline instead


def test_property_access_and_combinator_verdicts() -> None:
    sub = c.Schema("s#/a", (c.Types(("string",)),))
    assert property_access("a", sub, {"a"}, Flavour.FAST) is Access.PRESENT
    assert property_access("a", sub, set(), Flavour.FAST) is Access.IF_PRESENT
    assert property_access("a", sub, {"a"}, Flavour.CHECK) is Access.GET
    assert decided(c.Schema("s#", always=False)) == Decided(constant=False)
    assert decided(c.Schema("s#", (c.Call(K),))) == Decided(call=K)
    assert decided(sub) == Decided(schema=sub)


def test_union_arms_and_closed_objects() -> None:
    arm = c.Schema("s#/0", (c.Call(K),))
    again = c.Schema("s#/1", (c.Call(K),))
    assert union_arms(c.AnyOf((arm, again))) == [arm]
    assert union_arms(c.OneOf((arm, again))) == [arm, again]
    closed = c.Properties((), additional=c.Schema("s#/x", always=False))
    assert closed_by_set(closed)
    assert not closed_by_set(c.Properties((), (("^a", arm),), c.Schema("s#/x", always=False)))
