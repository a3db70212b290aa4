"""Aliases that contain themselves. A type alias is a name for a type expression; one whose
expression uses the alias again (a JSON value: a string, or a list of JSON values) has no
finite spelling in most targets, and an emitter resolving it would never stop. A class (record,
union, enum) in the loop is a name the target declares, which breaks it; a loop of aliases only
is broken here: inside each alias of the loop, a use of an alias of the same loop becomes plain
JSON. The alias keeps its outer shape (a union of a string and a list), its validator still
judges the whole value exactly, and the change is a note naming the alias."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import TypeVar

from ..ir import types as t

Key = TypeVar("Key", t.Location, t.QualifiedName)


def _refs(expr: t.TypeExpr) -> Iterator[t.DeclKey]:
    stack = [expr]
    while stack:
        here = stack.pop()
        if isinstance(here, t.Ref):
            yield here.name
        elif isinstance(here, t.ListOf):
            stack.append(here.item)
        elif isinstance(here, t.MapOf):
            stack.append(here.value)
        elif isinstance(here, t.Nullable):
            stack.append(here.inner)
        elif isinstance(here, t.JsonTypeUnion):
            stack.extend(here.arms)


def _cut(expr: t.TypeExpr, loop: set[t.DeclKey]) -> t.TypeExpr:
    """`expr` with each use of a member of `loop` made plain JSON (no nesting deeper than the
    expression's own, which the schema wrote)."""
    if isinstance(expr, t.Ref):
        return t.AnyJson() if expr.name in loop else expr
    if isinstance(expr, t.ListOf):
        return t.ListOf(_cut(expr.item, loop))
    if isinstance(expr, t.MapOf):
        return t.MapOf(_cut(expr.value, loop))
    if isinstance(expr, t.Nullable):
        inner = _cut(expr.inner, loop)
        return inner if isinstance(inner, t.AnyJson) else t.Nullable(inner)
    if isinstance(expr, t.JsonTypeUnion):
        arms = tuple(_cut(arm, loop) for arm in expr.arms)
        return t.AnyJson() if any(isinstance(a, t.AnyJson) for a in arms) else t.JsonTypeUnion(arms)
    return expr


def _loops(edges: dict[Key, list[Key]]) -> list[set[Key]]:
    """The strongly connected parts of `edges` that hold a cycle (Tarjan's, without recursion)."""
    index: dict[Key, int] = {}
    low: dict[Key, int] = {}
    on_stack: set[Key] = set()
    stack: list[Key] = []
    found: list[set[Key]] = []
    for start in sorted(edges, key=str):
        if start in index:
            continue
        work: list[tuple[Key, int]] = [(start, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            targets = edges[node]
            if i < len(targets):
                work.append((node, i + 1))
                nxt = targets[i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                part: set[Key] = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.add(member)
                    if member == node:
                        break
                if len(part) > 1 or node in edges[node]:
                    found.append(part)
    return found


def break_alias_loops(
    decls: dict[t.Location, t.Decl], note: Callable[[t.Origin, str], None]
) -> dict[t.Location, t.Decl]:
    """`decls` with every loop of aliases broken (see the module); `note` is told each alias
    whose inner type was made plain JSON."""
    aliases = {key: d for key, d in decls.items() if isinstance(d, t.Alias)}
    edges = {
        key: [r for r in _refs(d.type) if isinstance(r, t.Location) and r in aliases]
        for key, d in aliases.items()
    }
    out = dict(decls)
    for loop in _loops(edges):
        members: set[t.DeclKey] = set(loop)
        for key in sorted(loop, key=str):
            alias = aliases[key]
            out[key] = dataclasses.replace(alias, type=_cut(alias.type, members))
            note(
                alias.origin,
                "a type that contains itself through no class (a JSON value, say): "
                "the values inside it are typed as JSON",
            )
    return out


def _held(expr: t.TypeExpr, decls: dict[t.QualifiedName, t.Decl]) -> Iterator[t.QualifiedName]:
    """The records a value of `expr` holds in itself, not behind a list, map or union: a
    reference, a nullable one, through aliases that are such references."""
    seen: set[t.QualifiedName] = set()
    while True:
        while isinstance(expr, t.Nullable):
            expr = expr.inner
        if not isinstance(expr, t.Ref):
            return
        name = t.named(expr.name)
        decl = decls.get(name)
        if name in seen or decl is None:
            return
        seen.add(name)
        if isinstance(decl, t.Record):
            yield name
            return
        if not isinstance(decl, t.Alias):
            return
        expr = decl.type


def break_value_loops(decls: dict[t.QualifiedName, t.Decl]) -> dict[t.QualifiedName, t.Decl]:
    """For a target whose records hold their fields by value (Go's structs): a record that
    holds itself, directly or through other records (`itemEncoding` of an `encoding`), not
    behind a list, map or union, would be infinite. Each field of such a loop that holds a
    record of the loop is typed as plain JSON there; the validators still check it."""
    records = {key: d for key, d in decls.items() if isinstance(d, t.Record)}
    edges = {
        key: sorted({held for f in d.fields for held in _held(f.type, decls)}, key=str)
        for key, d in records.items()
    }
    out = dict(decls)
    for loop in _loops(edges):
        for key in loop:
            record = records[key]
            fields = tuple(
                dataclasses.replace(f, type=t.AnyJson())
                if any(held in loop for held in _held(f.type, decls))
                else f
                for f in record.fields
            )
            out[key] = dataclasses.replace(record, fields=fields)
    return out
