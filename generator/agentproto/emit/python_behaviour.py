"""Behaviour the Python target generates from the schemas' own keywords, so every target can
generate the same from the same IR: arithmetic for `x-additive` records and lane filters for
unions with `x-lane` arms."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..ir import types as t
from ..passes.behaviour import addition_kind
from .jinja import py_literal

if TYPE_CHECKING:
    from .python import Module, PythonEmitter


def additive(emitter: PythonEmitter, record: t.Record, names: dict[str, str]) -> dict[str, Any] | None:
    """The arguments of `__add__`'s constructor call and the statements of `__iadd__`, field by
    field. An absent optional count plus a present one counts the absent one as its default
    (0 unless the schema says otherwise); two absent ones stay absent."""
    if not record.additive:
        return None
    args: list[str] = []
    steps: list[str] = []
    for f in record.fields:
        py = names[f.json_name]
        a, b = f"self.{py}", f"other.{py}"
        kind = addition_kind(f.type, emitter.decls)
        if kind == "same":
            args.append(f"{py}={a}")
            continue
        if kind == "number":
            if f.required:
                expr, step = f"{a} + {b}", f"{a} += {b}"
            else:
                default = py_literal(f.default if f.has_default else 0)
                expr = f"rt.add_optional({a}, {b}, {default})"
                step = f"{a} = {expr}"
        elif kind == "counts":
            expr = f"rt.add_counts({a}, {b})"
            step = f"{a} = {expr}"
        else:  # another additive record: always a new sum, so no operand's value is mutated
            expr = f"{a} + {b}" if f.required else f"rt.add_present({a}, {b})"
            step = f"{a} = {expr}"
        args.append(f"{py}={expr}")
        steps.append(step)
    return {"args": args, "steps": steps}


def lanes(emitter: PythonEmitter, union: t.TaggedUnion, here: Module) -> list[dict[str, str]]:
    """Per lane of a union whose arms carry `x-lane`: the classes travelling in it (for
    isinstance) and the annotation of its values (the arms in that lane)."""
    if not any(union.lanes):
        return []
    out = []
    for lane in sorted({lane for lane in union.lanes if lane}):
        arms = [arm for arm, arm_lane in zip(union.arms, union.lanes) if arm_lane == lane]
        leaves = [emitter.ref(v.target, here) for v in union.variants if v.lane == lane]
        classes = leaves[0] if len(leaves) == 1 else "(" + ", ".join(leaves) + ")"
        out.append({"name": lane, "classes": classes,
                    "annotation": " | ".join(emitter.ref(arm, here) for arm in arms)})
    return out


def lane_exports(snake_name: str, lane_names: list[str]) -> list[str]:
    if not lane_names:
        return []
    return [f"{snake_name}_lane"] + [f"{snake_name}_{verb}_{lane}" for lane in lane_names
                                     for verb in ("as", "to")]
