"""`passes/sums.py`: the one rule by which a target without untyped unions (Rust, Go) holds a
value of several JSON types, with null inside the sum (Go) or outside it (Rust)."""

from __future__ import annotations

import pytest

from agentproto.ir import types as t
from agentproto.passes.sums import held, typed_arms

STRING, INTEGER, NUMBER = t.Scalar("string"), t.Scalar("integer"), t.Scalar("number")
BLOCK = t.QualifiedName("m", "Block")
OTHER = t.QualifiedName("m", "Other")
ORIGIN = t.Origin("m.json", "")
DECLS: dict[t.QualifiedName, t.Decl] = {
    BLOCK: t.Record("Block", "", ORIGIN, ()),
    OTHER: t.Record("Other", "", ORIGIN, ()),
}


@pytest.mark.parametrize(
    ("expr", "in_sum", "outside"),
    [
        # one JSON type per arm: a sum; null an arm of it (Go) or around it (Rust)
        (
            t.JsonTypeUnion((STRING, INTEGER, t.Null())),
            t.JsonTypeUnion((STRING, INTEGER, t.Null())),
            t.Nullable(t.JsonTypeUnion((STRING, INTEGER))),
        ),
        # one JSON type and null: that type, nullable, in both
        (t.JsonTypeUnion((t.Null(), STRING)), t.Nullable(STRING), t.Nullable(STRING)),
        # a constant widened to its type
        (t.JsonTypeUnion((t.Literal("a"), INTEGER)), t.JsonTypeUnion((STRING, INTEGER)), None),
        # two object arms, or an integer beside a number: the JSON type cannot tell
        (t.JsonTypeUnion((t.Ref(BLOCK), t.Ref(OTHER))), t.AnyJson(), t.AnyJson()),
        (t.JsonTypeUnion((INTEGER, NUMBER)), t.AnyJson(), t.AnyJson()),
        (t.JsonTypeUnion((STRING, t.AnyJson())), t.AnyJson(), t.AnyJson()),
        # inside lists, maps and a nullable
        (
            t.ListOf(t.JsonTypeUnion((STRING, t.Ref(BLOCK)))),
            t.ListOf(t.JsonTypeUnion((STRING, t.Ref(BLOCK)))),
            None,
        ),
        (
            t.Nullable(t.JsonTypeUnion((STRING, INTEGER))),
            t.JsonTypeUnion((STRING, INTEGER, t.Null())),
            t.Nullable(t.JsonTypeUnion((STRING, INTEGER))),
        ),
        # JSON holds null itself: Rust adds no Option around it
        (t.Nullable(t.JsonTypeUnion((INTEGER, NUMBER))), t.Nullable(t.AnyJson()), t.AnyJson()),
    ],
)
def test_how_a_value_of_several_json_types_is_held(
    expr: t.TypeExpr, in_sum: t.TypeExpr, outside: t.TypeExpr | None
) -> None:
    assert held(expr, DECLS, null_in_sum=True) == in_sum
    assert held(expr, DECLS, null_in_sum=False) == (in_sum if outside is None else outside)


def test_the_arms_keep_the_schemas_order_one_per_json_type() -> None:
    union = t.JsonTypeUnion((t.Ref(BLOCK), t.Literal(None), STRING))
    assert typed_arms(union, DECLS) == (t.Ref(BLOCK), t.Null(), STRING)
    assert typed_arms(t.JsonTypeUnion((t.Literal("a"), t.Literal("b"))), DECLS) == (STRING,)
    assert typed_arms(t.JsonTypeUnion((t.Literal("a"), INTEGER, t.Literal(2))), DECLS) == (
        STRING,
        INTEGER,
    )
