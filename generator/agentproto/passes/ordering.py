"""Ordering: a deterministic order of declarations within each module that also satisfies
languages evaluating type aliases eagerly: enums and records first (by name), then aliases and
unions, each after the aliases and unions it mentions."""

from __future__ import annotations

from ..ir import types as t


def refs(expr: t.TypeExpr) -> set[t.DeclKey]:
    if isinstance(expr, t.Ref):
        return {expr.name}
    if isinstance(expr, t.ListOf):
        return refs(expr.item)
    if isinstance(expr, t.MapOf):
        return refs(expr.value)
    if isinstance(expr, t.Nullable):
        return refs(expr.inner)
    if isinstance(expr, t.JsonTypeUnion):
        return set().union(*(refs(a) for a in expr.arms))
    return set()


def depends_on(decl: t.Decl) -> set[t.DeclKey]:
    if isinstance(decl, t.Alias):
        return refs(decl.type)
    if isinstance(decl, t.TaggedUnion):
        return set(decl.arms) | {v.target for v in decl.variants}
    return set()


def order(module: str, decls: list[t.Decl]) -> list[t.Decl]:
    first = sorted((d for d in decls if isinstance(d, (t.Enum, t.Record))), key=lambda d: d.name)
    rest: dict[t.DeclKey, t.Decl] = {
        t.QualifiedName(module, d.name): d for d in decls if not isinstance(d, (t.Enum, t.Record))
    }
    placed: list[t.Decl] = []
    done: set[t.DeclKey] = set()

    def visit(key: t.DeclKey, stack: tuple[t.DeclKey, ...]) -> None:
        if key in done or key not in rest or key in stack:
            return
        for dep in sorted(depends_on(rest[key]), key=str):
            visit(dep, stack + (key,))
        done.add(key)
        placed.append(rest[key])

    for key in sorted(rest, key=str):
        visit(key, ())
    return first + placed
