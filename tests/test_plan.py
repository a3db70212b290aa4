"""The validation plan: the target-neutral decisions emitters render."""

from __future__ import annotations

from typing import get_args

from agentproto.emit.go_checks import GoCheckWriter
from agentproto.emit.python_checks import CheckWriter
from agentproto.emit.rust_checks import RustChecks
from agentproto.emit.typescript_checks import TsCheckWriter
from agentproto.ir import checks as c
from agentproto.plan.checks import (
    MAX_NESTING,
    Access,
    Decided,
    Flavour,
    Group,
    admitted_types,
    closed_by_set,
    decided,
    exclusive,
    inlinable,
    only_call,
    plan_schema,
    property_access,
    union_arms,
)
from agentproto.plan.tree import (
    CallFunction,
    Dispatch,
    EachItem,
    Evaluates,
    Guard,
    Inline,
    Keyword,
    Matching,
    NamedKeys,
    Node,
    PatternKeys,
    Planner,
    PrefixIndices,
    Property,
    Require,
    Split,
    Union,
    UnknownProperties,
    Verdict,
    WhenHas,
    WhenValid,
)
from agentproto.targets.rust import NUMBERS as RUST_NUMBERS
from agentproto.targets.typescript import NUMBERS as TS_NUMBERS

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


def test_a_one_of_of_arms_of_disjoint_types_is_exclusive() -> None:
    def typed(*names: str) -> c.Schema:
        return c.Schema("s#/t", (c.Types(names),))

    text, blocks, number, integer = (
        typed("string"),
        typed("array"),
        typed("number"),
        typed("integer"),
    )
    objects = c.Schema("s#/o", (c.Call(K),))
    schemas = {K: c.Schema("s.json#/$defs/a", (c.Types(("object",)), c.Required(("a",))))}
    assert admitted_types(objects, schemas) == {"object"}
    assert admitted_types(number, schemas) == {"number", "integer"}
    assert admitted_types(c.Schema("s#", (c.Required(("a",)),)), schemas) is None
    narrowed = c.Schema("s#", (c.AllOf((number,)), c.Types(("integer", "string"))))
    assert admitted_types(narrowed, schemas) == {"integer"}
    assert exclusive([text, blocks, objects, typed("null")], schemas)
    # 3 is an integer and a number: both arms pass it, and a `oneOf` of them refuses it
    assert not exclusive([integer, number], schemas)
    assert not exclusive([text, c.Schema("s#/any")], schemas)
    arms = c.OneOf((text, blocks))
    (fast,) = Planner(schemas).function(c.Schema("s#", (arms,)), Flavour.FAST)
    assert isinstance(fast, Union) and fast.one and fast.exclusive


# -- the plan tree ---------------------------------------------------------------------------


def _object(*checks: c.Check, entered: bool = False) -> c.Schema:
    return c.Schema("s#", (c.Types(("object",)), *checks), entered=entered)


def test_the_tree_orders_guards_and_reads_the_same_way_for_both_flavours() -> None:
    name = c.Schema("s#/properties/a", (c.Types(("string",)), c.StringBound("minLength", 1)))
    props = c.Properties((("a", name),))
    s = _object(props, c.Required(("a",)), entered=True)
    planner = Planner({})
    fast = planner.function(s, Flavour.FAST)
    # `type` settled the object group: no guard; `required` first; the property read directly
    assert [type(n) for n in fast] == [Keyword, Require, Property]
    prop = fast[2]
    assert isinstance(prop, Property)
    assert prop.access is Access.PRESENT and prop.reads
    # the property's own `type` settles its string group too
    assert prop.body == (
        Keyword(c.Types(("string",)), name.at),
        Keyword(c.StringBound("minLength", 1), name.at),
    )
    check = planner.function(s, Flavour.CHECK)
    # the checking flavour keeps the guard, reads with a default, and closes the object
    assert [type(n) for n in check] == [Keyword, Guard, UnknownProperties]
    guard = check[1]
    assert isinstance(guard, Guard) and guard.kind == "object"
    assert [type(n) for n in guard.body] == [Property, Require]
    first = guard.body[0]
    assert isinstance(first, Property) and first.access is Access.GET
    assert isinstance(first.body[1], Guard)


def test_calls_are_inlined_on_the_fast_path_only_and_never_into_themselves() -> None:
    small = c.Schema("s#/$defs/a", (c.Types(("string",)),))
    call = c.Schema("s#", (c.Call(K),))
    planner = Planner({K: small})
    assert planner.function(call, Flavour.FAST) == (
        Inline(K, (Keyword(c.Types(("string",)), small.at),)),
    )
    assert planner.function(call, Flavour.FAST, (K,)) == (CallFunction(K),)
    assert planner.function(call, Flavour.CHECK) == (CallFunction(K),)
    # a loop over items that are one call not copied inline runs as one call
    items = c.Schema("s#", (c.Items((), call),))
    (loop,) = planner.function(items, Flavour.FAST, (K,))
    assert isinstance(loop, Guard)
    (each,) = loop.body
    assert isinstance(each, EachItem) and each.each_call == K


def test_unions_carry_problem_and_strict_blocks_only_when_checking() -> None:
    closed = c.Schema("s#/anyOf/0", (c.Properties((("a", c.Schema("s#/a")),)),), entered=True)
    arms = c.AnyOf(
        (c.Schema("s#/anyOf/0", (c.Call(K),)), c.Schema("s#/anyOf/1", (c.Types(("null",)),)))
    )
    planner = Planner({K: closed})
    (fast,) = planner.function(c.Schema("s#", (arms,)), Flavour.FAST)
    assert isinstance(fast, Union) and not fast.one
    assert [arm.problems for arm in fast.arms] == [None, None]
    assert fast.arms[0].verdict.call == K
    (full,) = planner.function(c.Schema("s#", (arms,)), Flavour.CHECK)
    assert isinstance(full, Union)
    assert full.arms[0].problems == (CallFunction(K),)
    # the strict profile looks into the arm reaching a closed object, not into `null`
    assert full.strict
    assert full.arms[0].strict == (CallFunction(K),) and full.arms[1].strict is None


def test_deep_schemas_split_and_dispatch_tables_name_functions() -> None:
    s: c.Schema = c.Schema("s#/leaf", (c.Types(("string",)),))
    for i in range(12):
        s = c.Schema(f"s#/{i}", (c.Properties((("a", s),)),))
    block = Planner({}).function(s, Flavour.CHECK)
    depth, node = 1, block
    while not any(isinstance(n, Split) for n in node):
        (first,) = node
        node = first.body  # type: ignore[union-attr]
        depth += 1
    assert depth > MAX_NESTING - 1
    tagged = c.TaggedOneOf("kind", (("a", c.Schema("s#/0", (c.Call(K),))),))
    (dispatch,) = Planner({}).function(c.Schema("s#", (tagged,)), Flavour.FAST)
    assert dispatch == Dispatch("kind", (("a", K),), None, "s#")


def test_every_check_writer_renders_every_node_kind() -> None:
    kinds = set(get_args(Node))
    python = CheckWriter(lambda key, mode: "f", {})
    typescript = TsCheckWriter({}, lambda key: "f", numbers=TS_NUMBERS)
    rust = RustChecks(c.CheckProgram(()), RUST_NUMBERS)
    assert set(python.render_node) == kinds
    assert set(typescript.render_node) == kinds
    assert set(rust.render_node) == kinds


def test_rust_renders_the_fast_plan_and_the_checking_plan() -> None:
    """Rust writes each function twice: the fast plan (an object's members walked once, each key
    matched against the names, a bit per required name, a call copied inline, a key no name
    matches ending a closed object's check) and the checking plan (schema order, every problem
    reported, the called function's checks called)."""
    leaf = c.Schema("s#/$defs/a", (c.Types(("string",)),))
    props = c.Properties(
        (("a", c.Schema("s#/properties/a", (c.Call(K),))),),
        additional=c.Schema("s#/x", always=False),
    )
    s = c.Schema("s#", (c.Types(("object",)), props, c.Required(("a",))))
    top = c.FunctionKey("https://example.com/s.json", "")
    program = c.CheckProgram((c.Function(top, s), c.Function(K, leaf)))
    writer = RustChecks(program, RUST_NUMBERS)
    source = writer.render()
    n, m = writer.entry(top), writer.entry(K)
    fast = source[source.index(f"pub fn v_{n}(") : source.index(f"pub fn c_{n}(")]
    check = source[source.index(f"pub fn c_{n}(") : source.index(f"pub fn v_{m}(")]
    assert fast.index("match ") < fast.index('"a" => {') < fast.index("_ => { return false; }")
    assert "is_string()" in fast and f"v_{m}(" not in fast  # copied inline
    assert "|= 1u64" in fast and "!= 1u64 { return false; }" in fast  # required, as one bit
    assert "return false;" in fast and "rt::fail" not in fast
    assert check.index('get("a")') < check.index('"required"')
    assert f"c_{m}(v" in check and '"additionalProperties"' in check
    assert "return false;" not in check


def test_the_go_writer_renders_every_node_kind() -> None:
    assert set(GoCheckWriter({}, {}).render_node) == set(get_args(Node))


def test_go_renders_the_checking_plan_asserting_a_guarded_type_once() -> None:
    """One Go function answers both questions (`e == nil`: the first failure answers); the
    object guard asserts the type once and the checks it holds read the typed value."""
    props = c.Properties((("a", c.Schema("s#/properties/a", (c.Types(("string",)),))),))
    s = c.Schema("s#", (c.Types(("object",)), props, c.Required(("a",))))
    source = GoCheckWriter({}, {}).function("f0", s)
    assert source.count(".(*rt.Object)") == 1
    assert source.index('.Values["a"]; hasv') < source.index('.Values["a"]; !has')
    assert "if e == nil {\n" in source and "\treturn ok\n}" in source


def test_typescript_renders_the_checking_plan_in_schema_order() -> None:
    """One TypeScript function answers both questions: it renders the checking plan, whose
    object keywords keep schema order (the fast plan moves `required` first)."""
    props = c.Properties((("a", c.Schema("s#/properties/a", (c.Types(("string",)),))),))
    s = c.Schema("s#", (c.Types(("object",)), props, c.Required(("a",))))
    source = TsCheckWriter({}, lambda key: "f", numbers=TS_NUMBERS).function("f0", s)
    assert source.index("const v1 = x[") < source.index('x["a"] === undefined')
    assert "if (e === null) return false;" in source


def test_what_a_schema_evaluates_is_planned_once_for_every_writer() -> None:
    named = c.Properties((("a", c.Schema("s#/a")),), (("^x-", c.Schema("s#/p")),))
    branch = c.Schema("s#/anyOf/0", (c.Call(K),))
    s = c.Schema("s#", (named, c.AnyOf((branch,)), c.DependentSchemas((("b", branch),))))
    plan = Planner({}).evaluates(s, "properties", (K,))
    assert not plan.every
    assert plan.parts == (
        NamedKeys(("a",)),
        PatternKeys("^x-", "s#/patternProperties/^x-"),
        WhenValid(Verdict(None, K, None, (K,)), (branch,), ()),
        WhenHas("b", branch),
    )
    # a keyword evaluating everything settles it, whatever came before
    closed = c.Schema("s#", (named, c.Unevaluated("properties", c.Schema("s#/u", always=False))))
    assert Planner({}).evaluates(closed, "properties") == Evaluates(True, ())
    items = c.Schema("s#", (c.Items((branch,), None), c.Contains(branch)))
    assert Planner({}).evaluates(items, "items").parts == (
        PrefixIndices(1),
        Matching(Verdict(None, K, None, ())),
    )


def test_the_python_fast_path_checks_flat_properties_first_whatever_the_key_order() -> None:
    import agentproto

    properties = {
        "zeta": {"type": "string"},
        "blocks": {"type": "array", "items": {"type": "object"}},
        "alpha": {"type": "string", "minLength": 1},
    }
    sources = []
    for order in (["zeta", "blocks", "alpha"], ["blocks", "alpha", "zeta"]):
        schema = {
            "type": "object",
            "properties": {name: properties[name] for name in order},
            "additionalProperties": False,
        }
        source = agentproto.compile(schema).source
        fast = source[source.index("def _valid_") : source.index("def _check_")]
        assert fast.index("'alpha' in x") < fast.index("'zeta' in x") < fast.index("'blocks' in x")
        sources.append(source)
    assert sources[0] == sources[1]


def test_an_exclusive_one_of_answers_as_the_schema_says() -> None:
    import agentproto

    either = agentproto.compile({"oneOf": [{"type": "string"}, {"type": "array"}]})
    assert either.is_valid("a") and either.is_valid([]) and not either.is_valid(3)
    # at most one arm passes: the first that does decides, no arm's function is written
    assert "return isinstance(x, (str, list))" in either.source
    overlapping = agentproto.compile({"oneOf": [{"type": "integer"}, {"type": "number"}]})
    assert overlapping.is_valid(2.5) and not overlapping.is_valid(3)
