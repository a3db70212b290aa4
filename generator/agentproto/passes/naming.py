"""Naming: every declaration gets the name its schema suggests (file name, `$defs` key, or
parent + property), as a valid identifier. Two declarations of one module with one name are an
error naming both schemas, never a silent `Item1`, with one exception that follows from where
they are: a schema nested inside another that suggests the same name (a union arm titled like
its union) is named after the outer one plus the path between them (`BoundsVariant1`)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from ..errors import SchemaError
from ..ir import types as t


def assign_names(
    decls: dict[t.Location, t.Decl],
    module_of: dict[t.Location, str],
    identifier: Callable[[str], str],
) -> dict[t.QualifiedName, t.Decl]:
    """The declarations keyed by their qualified names, with every `Ref` rewritten to match.
    `identifier` is the target's rule making a type name of the words a schema suggests."""
    names: dict[t.DeclKey, t.QualifiedName] = {}
    owner: dict[t.QualifiedName, t.Decl] = {}
    for key in sorted(decls, key=str):
        decl = decls[key]
        name = identifier(decl.name)
        qualified = t.QualifiedName(module_of[key], name)
        outer = owner.get(qualified)
        if outer is not None and inside(decl.origin, outer.origin):
            name += suffix(decl.origin.pointer[len(outer.origin.pointer) :])
            qualified = t.QualifiedName(module_of[key], name)
        if qualified in owner:
            other = owner[qualified].origin
            raise SchemaError(
                decl.origin.file,
                decl.origin.pointer,
                f"two types would be named {name!r}: this schema and {other}; "
                "rename one (file name, $defs key or title)",
            )
        owner[qualified] = decl
        names[key] = qualified
    return {names[key]: rename(decl, names) for key, decl in decls.items()}


def inside(inner: t.Origin, outer: t.Origin) -> bool:
    return inner.uri == outer.uri and inner.pointer.startswith(outer.pointer + "/")


def suffix(relative: str) -> str:
    """The name a relative JSON pointer adds, spelled as the type builder spells locations:
    `/anyOf/1` -> `Variant1`, `/properties/max_size` -> `MaxSize`, `/items` -> `Item`."""
    parts = [p.replace("~1", "/").replace("~0", "~") for p in relative.split("/")[1:]]
    words, i = [], 0
    while i < len(parts):
        part = parts[i]
        if part in ("oneOf", "anyOf", "allOf", "prefixItems") and i + 1 < len(parts):
            words.append(f"Variant{parts[i + 1]}")
            i += 2
        elif part in ("properties", "patternProperties", "$defs", "definitions") and i + 1 < len(
            parts
        ):
            words.append(parts[i + 1])
            i += 2
        else:
            words.append({"items": "Item", "additionalProperties": "Value"}.get(part, part))
            i += 1
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[^0-9A-Za-z]+", " ".join(words)) if w)


def _expr(expr: t.TypeExpr, names: dict[t.DeclKey, t.QualifiedName]) -> t.TypeExpr:
    if isinstance(expr, t.Ref):
        return t.Ref(names[expr.name])
    if isinstance(expr, t.ListOf):
        return t.ListOf(_expr(expr.item, names))
    if isinstance(expr, t.MapOf):
        return t.MapOf(_expr(expr.value, names))
    if isinstance(expr, t.Nullable):
        return t.Nullable(_expr(expr.inner, names))
    if isinstance(expr, t.JsonTypeUnion):
        return t.JsonTypeUnion(tuple(_expr(a, names) for a in expr.arms))
    return expr


def rename(decl: t.Decl, names: dict[t.DeclKey, t.QualifiedName]) -> t.Decl:
    short = names_short(decl, names)
    if isinstance(decl, t.Record):
        fields = tuple(dataclasses.replace(f, type=_expr(f.type, names)) for f in decl.fields)
        extra = _expr(decl.extra, names) if decl.extra is not None else None
        return dataclasses.replace(decl, name=short, fields=fields, extra=extra)
    if isinstance(decl, t.TaggedUnion):
        variants = tuple(dataclasses.replace(v, target=names[v.target]) for v in decl.variants)
        return dataclasses.replace(
            decl, name=short, variants=variants, arms=tuple(names[a] for a in decl.arms)
        )
    if isinstance(decl, t.Alias):
        return dataclasses.replace(decl, name=short, type=_expr(decl.type, names))
    if isinstance(decl, t.Union_):
        return dataclasses.replace(decl, name=short, arms=tuple(names[a] for a in decl.arms))
    return dataclasses.replace(decl, name=short)


def names_short(decl: t.Decl, names: dict[t.DeclKey, t.QualifiedName]) -> str:
    return names[decl.origin.location].name
