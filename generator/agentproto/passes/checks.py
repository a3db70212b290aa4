"""Analyses of the check IR: which subschemas apply in place, which functions must report what
they evaluate (for `unevaluated*`), and reference cycles that would never end."""

from __future__ import annotations

from ..errors import SchemaError
from ..ir import checks as c


def in_place(s: c.Schema) -> list[c.Schema]:
    """The subschemas applied to the same instance as `s` (whose annotations `s` collects)."""
    found: list[c.Schema] = []
    for check in s.checks:
        if isinstance(check, (c.AllOf, c.AnyOf, c.OneOf)):
            found += check.schemas
        elif isinstance(check, c.TaggedOneOf):
            found += [arm for _, arm in check.table] + (
                [check.fallback[1]] if check.fallback else []
            )
        elif isinstance(check, c.IfThenElse):
            found += [sub for sub in (check.if_, check.then, check.else_) if sub is not None]
        elif isinstance(check, c.DependentSchemas):
            found += [sub for _, sub in check.rules]
    return found


def nested(s: c.Schema) -> list[c.Schema]:
    """Every schema inside `s`, `s` included."""
    found = [s]
    for check in s.checks:
        subs: list[c.Schema] = in_place(c.Schema(s.at, (check,)))
        if isinstance(check, c.Properties):
            subs = [sub for _, sub in check.named + check.patterns]
            subs += [check.additional] if check.additional else []
        elif isinstance(check, c.Items):
            subs = list(check.prefix) + ([check.rest] if check.rest else [])
        elif isinstance(check, (c.Contains, c.PropertyNames, c.Not, c.Unevaluated)):
            subs = [check.schema]
        for sub in subs:
            found += nested(sub)
    return found


def calls(schemas: list[c.Schema]) -> set[c.FunctionKey]:
    """The functions these schemas call in place, directly or through in-place subschemas."""
    found: set[c.FunctionKey] = set()
    todo = list(schemas)
    while todo:
        s = todo.pop()
        found |= {ch.target for ch in s.checks if isinstance(ch, c.Call)}
        todo += in_place(s)
    return found


def opens(check: c.Check) -> bool:
    """Whether a check leaves an object open on purpose: it evaluates every property."""
    if isinstance(check, c.Properties):
        return check.additional is not None
    return isinstance(check, c.Unevaluated) and check.kind == "properties"


def closes(s: c.Schema, schemas: dict[c.FunctionKey, c.Schema]) -> bool:
    """Whether the strict profile closes the object `s` is entered with: some schema applied to
    it in place names properties. Which properties count as named is decided at run time, by
    the branches that passed: one leaving the object open on purpose (`additionalProperties` of
    any value, `unevaluatedProperties`) names them all. A schema naming no property
    (`{"type": "object"}`, opaque JSON, a map) is a free-form value, never closed."""
    if not s.entered or any(opens(ch) for ch in s.checks):
        return False
    seen: set[c.FunctionKey] = set()
    todo = [s]
    while todo:
        here = todo.pop()
        for check in here.checks:
            if isinstance(check, c.Properties) and (check.named or check.patterns):
                return True
            if isinstance(check, c.Call) and check.target not in seen:
                seen.add(check.target)
                todo.append(schemas[check.target])
        todo += in_place(here)
    return False


def strict_sensitive(schemas: dict[c.FunctionKey, c.Schema]) -> set[c.FunctionKey]:
    """The functions whose problems can differ in the strict profile: those closing an object
    somewhere inside, and those calling them (a fixed point: calls may loop)."""
    inner = {key: nested(s) for key, s in schemas.items()}
    found = {key for key, subs in inner.items() if any(closes(sub, schemas) for sub in subs)}
    targets = {
        key: {ch.target for sub in subs for ch in sub.checks if isinstance(ch, c.Call)}
        for key, subs in inner.items()
    }
    grew = True
    while grew:
        more = {key for key, called in targets.items() if key not in found and called & found}
        found |= more
        grew = bool(more)
    return found


def entered_at(program: c.CheckProgram, key: c.FunctionKey) -> c.Schema:
    """The schema a document validated against function `key` enters: its root."""
    at = next((fn.schema.at for fn in program.functions if fn.key == key), "")
    return c.Schema(at, (c.Call(key),), entered=True)


def needed_evaluations(program: c.CheckProgram) -> dict[str, set[c.FunctionKey]]:
    """For "properties" and "items": the functions whose evaluated set some `unevaluated*`
    keyword, or the strict profile where it closes an object, needs (only those get an
    evaluation function)."""
    schemas = {fn.key: fn.schema for fn in program.functions}
    needed: dict[str, set[c.FunctionKey]] = {"properties": set(), "items": set()}
    entries = [entered_at(program, k) for k in sorted(set(dict(program.entries).values()), key=str)]
    for s in entries:
        if closes(s, schemas):
            needed["properties"] |= calls([s])
    for fn in program.functions:
        for s in nested(fn.schema):
            if closes(s, schemas):
                needed["properties"] |= calls([s])
            for check in s.checks:
                if isinstance(check, c.Unevaluated):
                    needed[check.kind] |= calls([s])
    for keys in needed.values():
        todo = list(keys)
        while todo:
            for target in calls([schemas[todo.pop()]]) - keys:
                keys.add(target)
                todo.append(target)
    return needed


# Functions calling one another on the same instance (`$ref` to `$ref`, `not` of a `$ref`...)
# nest the generated validators' calls without the document nesting: past this many a schema is
# refused, naming where, as the bindings would exhaust their stack validating any value. As
# deep as documents may nest (`MAX_DEPTH`): a legal schema composing a few hundred levels of
# `allOf` (each level a `$ref` to the one below) generates; thousands are refused.
MAX_IN_PLACE_CALLS = 500


def same_instance_calls(schema: c.Schema) -> set[c.FunctionKey]:
    """The functions `schema` calls on its own instance: in place, and under `not`."""
    found: set[c.FunctionKey] = set()
    todo = [schema]
    while todo:
        s = todo.pop()
        found |= {ch.target for ch in s.checks if isinstance(ch, c.Call)}
        todo += in_place(s) + [ch.schema for ch in s.checks if isinstance(ch, c.Not)]
    return found


def endless_cycle(program: c.CheckProgram) -> None:
    """Refuse `$ref`s that lead back to themselves without descending into the instance
    (`{"$ref": "#"}`, `{"not": {"$ref": "#"}}`): validating would never end; and chains of
    them longer than `MAX_IN_PLACE_CALLS`."""
    schemas = {fn.key: fn.schema for fn in program.functions}
    edges = {key: sorted(same_instance_calls(s), key=str) for key, s in schemas.items()}
    depth: dict[c.FunctionKey, int] = {}  # the longest chain of calls from each function
    for start in sorted(schemas, key=str):
        if start in depth:
            continue
        path, todo = [start], [iter(edges[start])]  # depth-first, without recursion
        while todo:
            target = next(todo[-1], None)
            if target is None:
                done = path.pop()
                todo.pop()
                depth[done] = 1 + max((depth[t] for t in edges[done]), default=0)
                if depth[done] > MAX_IN_PLACE_CALLS:
                    file, _, pointer = (schemas[done].at or str(done)).partition("#")
                    raise SchemaError(
                        file,
                        pointer,
                        f"more than {MAX_IN_PLACE_CALLS} references chained on one instance "
                        "(each $ref, or not of a $ref, leading to the next without descending "
                        f"into the value); agentproto supports up to {MAX_IN_PLACE_CALLS}",
                    )
            elif target in path:
                loop = [schemas[k].at or str(k) for k in path[path.index(target) :] + [target]]
                file, _, pointer = loop[0].partition("#")
                raise SchemaError(
                    file,
                    pointer,
                    "references loop without descending into the instance: " + " -> ".join(loop),
                )
            elif target not in depth:
                path.append(target)
                todo.append(iter(edges[target]))
