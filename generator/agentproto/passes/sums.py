"""Values of several JSON types, for a target whose types cannot hold a union the JSON type does
not tell apart (`Capabilities.untyped_unions` false: Rust, Go). One rule decides, for every such
target: a value whose arms each have a JSON type no other arm has becomes a typed sum (a
`JsonTypeUnion` of one arm per JSON type, which the target names and decodes by the value's JSON
type); one JSON type with null left is that type, nullable; anything else (two object arms, an
integer beside a number, an arm of any JSON) stays JSON, and the validator, lowered from the
schema as written, still decides. Where null goes is the target's choice (`null_in_sum`): inside
the sum as an arm of its own (Go), or outside it as the nullable of the sum (Rust's `Option`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..ir import types as t

Decls = dict[t.QualifiedName, t.Decl]


def json_type(expr: t.TypeExpr, decls: Decls) -> str | None:
    """The one JSON type every value of `expr` has, None when values of several may."""
    if isinstance(expr, t.Scalar):
        return expr.kind
    if isinstance(expr, t.Null):
        return "null"
    if isinstance(expr, t.Literal):
        v = expr.value
        return (
            "boolean"
            if isinstance(v, bool)
            else "integer"
            if isinstance(v, int)
            else "number"
            if isinstance(v, float)
            else "string"
            if isinstance(v, str)
            else "null"
            if v is None
            else None
        )
    if isinstance(expr, t.ListOf):
        return "array"
    if isinstance(expr, t.MapOf):
        return "object"
    if isinstance(expr, t.Ref):
        decl = decls.get(t.named(expr.name))
        if isinstance(decl, t.Enum):
            return "string"
        if isinstance(decl, t.Alias):
            return json_type(decl.type, decls)
        return "object" if isinstance(decl, t.Record | t.TaggedUnion | t.Union_) else None
    return None


def typed_arms(union: t.JsonTypeUnion, decls: Decls) -> tuple[t.TypeExpr, ...] | None:
    """The arms of a value of several JSON types, one per JSON type (constants widened to
    their type: the checks hold the constants), in the schema's order; None when two arms
    share a JSON type or one has none (any JSON), or an integer arm sits beside a number arm:
    the JSON type alone could not tell which arm a value is."""
    by_type: dict[str, t.TypeExpr] = {}
    for arm in union.arms:
        kind = json_type(arm, decls)
        if kind is None:
            return None
        if isinstance(arm, t.Literal):
            if kind in ("array", "object"):
                return None
            arm = t.Null() if kind == "null" else t.Scalar(kind)
        if by_type.setdefault(kind, arm) != arm:
            return None
    if "integer" in by_type and "number" in by_type:
        return None
    return tuple(by_type.values())


def held(expr: t.TypeExpr, decls: Decls, null_in_sum: bool) -> t.TypeExpr:
    """`expr` with each value of several JSON types as the target holds it (see the module)."""
    if isinstance(expr, t.ListOf):
        return replace(expr, item=held(expr.item, decls, null_in_sum))
    if isinstance(expr, t.MapOf):
        return replace(expr, value=held(expr.value, decls, null_in_sum))
    if isinstance(expr, t.Nullable):
        inner = held(expr.inner, decls, null_in_sum)
        if isinstance(inner, t.Nullable):
            return inner
        if null_in_sum and isinstance(inner, t.JsonTypeUnion):  # the null arm joins the sum
            return inner if t.Null() in inner.arms else t.JsonTypeUnion((*inner.arms, t.Null()))
        if not null_in_sum and isinstance(inner, t.AnyJson):  # JSON holds null already
            return inner
        return replace(expr, inner=inner)
    if not isinstance(expr, t.JsonTypeUnion):
        return expr
    arms = typed_arms(expr, decls)
    if arms is None:
        return t.AnyJson()
    values = tuple(held(a, decls, null_in_sum) for a in arms if not isinstance(a, t.Null))
    nullable = len(values) < len(arms)
    if null_in_sum:
        if len(values) == 1:
            return t.Nullable(values[0]) if nullable else values[0]
        return t.JsonTypeUnion(tuple(held(a, decls, null_in_sum) for a in arms))
    if not values or any(isinstance(a, (t.Nullable, t.AnyJson)) for a in values):
        return t.AnyJson()
    inner = values[0] if len(values) == 1 else t.JsonTypeUnion(values)
    return t.Nullable(inner) if nullable else inner


def held_program(
    program: t.Program,
    null_in_sum: bool,
    optional: Callable[[t.TypeExpr, Decls], t.TypeExpr] | None = None,
) -> t.Program:
    """Every field's and alias's type through `held`; an optional field's type first through
    `optional` when given (Rust holds an optional field of a nullable alias as the alias's
    nullable type itself)."""
    decls = {t.QualifiedName(m.name, d.name): d for m in program.modules for d in m.decls}

    def field(f: t.Field) -> t.Field:
        start = f.type if f.required or optional is None else optional(f.type, decls)
        return replace(f, type=held(start, decls, null_in_sum))

    modules = []
    for module in program.modules:
        out: list[t.Decl] = []
        for decl in module.decls:
            if isinstance(decl, t.Record):
                decl = replace(decl, fields=tuple(field(f) for f in decl.fields))
            elif isinstance(decl, t.Alias):
                decl = replace(decl, type=held(decl.type, decls, null_in_sum))
            out.append(decl)
        modules.append(replace(module, decls=tuple(out)))
    return replace(program, modules=tuple(modules))


def sums_of(expr: t.TypeExpr) -> list[t.JsonTypeUnion]:
    """The typed sums inside `expr`, innermost first."""
    if isinstance(expr, t.ListOf):
        return sums_of(expr.item)
    if isinstance(expr, t.MapOf):
        return sums_of(expr.value)
    if isinstance(expr, t.Nullable):
        return sums_of(expr.inner)
    if isinstance(expr, t.JsonTypeUnion):
        return [s for arm in expr.arms for s in sums_of(arm)] + [expr]
    return []
