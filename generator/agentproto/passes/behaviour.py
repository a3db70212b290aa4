"""Declared behaviour, checked once for every target: the fields of an `x-additive` record must
be addable, a union that puts arms in lanes (`x-lane`) must put every arm in one, and a
property with a lane of its own must be one a value can leave out. Emitters then generate the
arithmetic, the lane filters and the per-property lanes from the IR without re-checking."""

from __future__ import annotations

import re

from ..errors import SchemaError
from ..ir import types as t

LANE = re.compile(r"[a-z][a-z0-9_]*")


def addition_kind(expr: t.TypeExpr, decls: dict[t.QualifiedName, t.Decl]) -> str | None:
    """How two values of `expr` add: `number` (a + b), `counts` (maps of numbers merged
    key-wise, values of keys in both summed), `record` (another additive record), `same` (a
    constant, such as a tag, kept as it is); None when they cannot be added."""
    if isinstance(expr, t.Scalar) and expr.kind in ("integer", "number"):
        return "number"
    if isinstance(expr, t.MapOf) and addition_kind(expr.value, decls) == "number":
        return "counts"
    if isinstance(expr, t.Literal):
        return "same"
    if isinstance(expr, t.Ref):
        decl = decls.get(t.named(expr.name))
        if isinstance(decl, t.Alias):
            return addition_kind(decl.type, decls)
        if isinstance(decl, t.Record) and decl.additive:
            return "record"
    return None


def check_behaviour(decls: dict[t.QualifiedName, t.Decl]) -> None:
    """Raises SchemaError naming the schema location of the first declaration that declares
    behaviour it cannot have."""
    for decl in decls.values():
        if isinstance(decl, t.Record) and decl.additive:
            for f in decl.fields:
                if addition_kind(f.type, decls) is None:
                    raise SchemaError(
                        decl.origin.file,
                        f"{decl.origin.pointer}/properties/{f.json_name}",
                        f"x-additive: property {f.json_name!r} cannot be added; an additive "
                        "object holds only numbers, maps of numbers, constants and "
                        "other additive objects",
                    )
            if decl.open:
                raise SchemaError(
                    decl.origin.file,
                    decl.origin.pointer,
                    "x-additive: an open object cannot be added (its unknown properties "
                    "have no arithmetic); close it or drop x-additive",
                )
        if isinstance(decl, t.Record):
            for f in decl.fields:
                if f.lane is None:
                    continue
                where = f"{decl.origin.pointer}/properties/{f.json_name}"
                if not LANE.fullmatch(f.lane):
                    raise SchemaError(
                        decl.origin.file,
                        where,
                        f"x-lane: a lane is named in lower snake_case, not {f.lane!r}",
                    )
                if f.required:
                    # Leaving the property out of another lane must leave a valid value.
                    raise SchemaError(
                        decl.origin.file,
                        where,
                        f"x-lane: property {f.json_name!r} travels only in the {f.lane!r} lane, "
                        "so it cannot be required",
                    )
        if isinstance(decl, t.TaggedUnion) and any(lane is not None for lane in decl.lanes):
            for arm, lane in zip(decl.arms, decl.lanes):
                if lane is None or not LANE.fullmatch(lane):
                    raise SchemaError(
                        decl.origin.file,
                        decl.origin.pointer,
                        f"x-lane: every arm of a union with lanes needs a lane named in "
                        f"lower snake_case; arm {t.named(arm).name} has {lane!r}",
                    )
