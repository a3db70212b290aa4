"""Behaviour the Python target generates from the schemas' own keywords, so every target can
generate the same from the same IR: arithmetic for `x-additive` records, lane filters for unions
with `x-lane` arms, and the hand-written mixins named by `x-behaviour` (one file,
`templates/python/_behaviour.py`, copied into the package) with the data tables it reads."""

from __future__ import annotations

import ast
from typing import Any, Protocol

import jinja2

from ..cache import memo
from ..errors import SchemaError
from ..ir import types as t
from ..passes.behaviour import addition_kind
from .jinja import py_literal


class PythonEmitter(Protocol):
    """What of the emitter (`python.PythonEmitter`, which imports this module) behaviour reads:
    the declarations, and how a type is spelled from a module (`here`, a `python.Module`)."""

    decls: dict[t.QualifiedName, t.Decl]

    def ref(self, qualified: t.DeclKey, here: Any) -> str: ...


HAND_WRITTEN = "_behaviour.py"
DATA_MODULE = "_behaviour_data.py"


def additive(
    emitter: PythonEmitter, record: t.Record, names: dict[str, str]
) -> dict[str, Any] | None:
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


def lanes(emitter: PythonEmitter, union: t.TaggedUnion, here: Any) -> list[dict[str, str]]:
    """Per lane of a union whose arms carry `x-lane`: the classes travelling in it (for
    isinstance) and the annotation of its values (the arms in that lane)."""
    if not any(union.lanes):
        return []
    out = []
    for lane in sorted({lane for lane in union.lanes if lane}):
        arms = [arm for arm, arm_lane in zip(union.arms, union.lanes) if arm_lane == lane]
        leaves = [emitter.ref(v.target, here) for v in union.variants if v.lane == lane]
        classes = leaves[0] if len(leaves) == 1 else "(" + ", ".join(leaves) + ")"
        out.append(
            {
                "name": lane,
                "classes": classes,
                "annotation": " | ".join(emitter.ref(arm, here) for arm in arms),
            }
        )
    return out


def lane_exports(snake_name: str, lane_names: list[str]) -> list[str]:
    if not lane_names:
        return []
    return [f"{snake_name}_lane"] + [
        f"{snake_name}_{verb}_{lane}" for lane in lane_names for verb in ("as", "to")
    ]


class HandWritten:
    """The hand-written behaviour file of a template folder: its source, the classes a schema
    may name in `x-behaviour`, and the names it exports."""

    def __init__(self, env: jinja2.Environment) -> None:
        self.env = env
        self._source: str | None = None
        self._outline: Outline | None = None

    @property
    def source(self) -> str:
        if self._source is None:
            assert self.env.loader is not None
            self._source = self.env.loader.get_source(self.env, HAND_WRITTEN)[0]
        return self._source

    @property
    def outline(self) -> Outline:
        """What the file defines, read once (and kept in the cache: parsing it is most of what
        reading it costs, and a function of its text)."""
        if self._outline is None:
            self._outline = memo("behaviour_outline", outline, self.source)
        return self._outline

    def base_class(self, record: t.Record, fields: dict[str, str]) -> str | None:
        """`_behaviour.<Name>` for a record with `x-behaviour`, after checking that the file
        defines that class and that none of its methods would be hidden by a field."""
        if record.behaviour is None:
            return None
        where = (record.origin.file, f"{record.origin.pointer}/x-behaviour")
        try:
            classes = self.outline[0]
        except jinja2.TemplateNotFound:
            raise SchemaError(
                *where,
                f"x-behaviour needs the hand-written {HAND_WRITTEN} "
                "in the Python templates folder, which has none",
            ) from None
        name = record.behaviour.name  # Python attaches the set as a mixin base class
        methods = classes.get(name)
        if methods is None:
            raise SchemaError(
                *where,
                f"x-behaviour names {name!r}, which the hand-written "
                f"{HAND_WRITTEN} does not define (it has: {', '.join(sorted(classes))})",
            )
        hidden = sorted(set(methods) & set(fields.values()))
        if hidden:
            raise SchemaError(
                *where,
                f"the fields {hidden} would hide the methods of the same name "
                f"that {HAND_WRITTEN} gives {name}",
            )
        return f"_behaviour.{name}"

    def exports(self) -> list[str]:
        """The names listed in the file's `__all__`, re-exported by the package."""
        return self.outline[1]


#: The classes of a hand-written file with the methods each defines or inherits from another
#: of them, and the names of its `__all__`.
Outline = tuple[dict[str, list[str]], list[str]]


def outline(source: str) -> Outline:
    tree = ast.parse(source)
    classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}
    exports: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(x, ast.Name) and x.id == "__all__" for x in node.targets
        ):
            exports = list(ast.literal_eval(node.value))
            break
    return {name: sorted(methods_of(cls, classes)) for name, cls in classes.items()}, exports


def methods_of(cls: ast.ClassDef, classes: dict[str, ast.ClassDef]) -> set[str]:
    """The methods a class of the hand-written file defines or inherits from another of its classes."""
    found = {
        node.name for node in cls.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    }
    for base in cls.bases:
        if isinstance(base, ast.Name) and base.id in classes and base.id != cls.name:
            found |= methods_of(classes[base.id], classes)
    return found


def data_module(env: jinja2.Environment, header: str, data: tuple[tuple[str, Any], ...]) -> str:
    tables = [{"name": name, "literal": py_literal(value)} for name, value in data]
    return env.get_template("behaviour_data.py.j2").render(header=header, tables=tables)
