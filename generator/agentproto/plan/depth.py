"""Which check functions can recurse as deep as the document they validate, decided once per
check program for every target.

A validator recurses with the document only where the schema does: through a cycle of calls
(a `$ref` cycle; a `$dynamicRef` is lowered to calls of functions specialised per scope, so one
that can recur is such a cycle too, and needs no rule of its own), or through a keyword whose
test walks an arbitrary JSON value (`uniqueItems`, an `enum` holding arrays or objects: their
values are compared as JSON, nested to any depth). Everything else is bounded by the schema:
however deep the document, a validator without either stops descending where the schema stops.
Those functions get no depth bookkeeping at all.

- `cyclic`: functions on a cycle of calls. Each carries the depth of its value (the arrays and
  objects around it) and refuses a value nested past `MAX_DEPTH` on entry: since every cycle
  descends into the instance (`passes.checks.endless_cycle` refuses the others), this bounds
  the recursion by the document's depth.
- `recursive`: functions that reach a cyclic one (cyclic ones included): they carry the depth
  to it.
- `takes_depth`: what accepts the depth: the recursive functions and every arm of a tag
  dispatch that has a recursive arm (a dispatch table calls all its arms alike).
- `guarded`: functions whose callers must be ready for the document being too deep: the
  recursive ones, those reaching a walking keyword, and those whose chain of calls is longer
  than `LONG_CHAIN` (no cycle, but a deep enough document could still exhaust a stack).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import checks as c
from ..passes.checks import nested

#: How deeply arrays and objects may nest where a validator recurses with the document: a value
#: nested deeper is one `maxDepth` problem. The Python runtime holds the same number.
MAX_DEPTH = 500

#: Calls in a row, without a cycle, past which a function is guarded like a recursive one.
LONG_CHAIN = 100


@dataclass(frozen=True)
class DepthPlan:
    cyclic: frozenset[c.FunctionKey]
    recursive: frozenset[c.FunctionKey]
    takes_depth: frozenset[c.FunctionKey]
    guarded: frozenset[c.FunctionKey]

    def carries(self, s: c.Schema) -> bool:
        """Whether the code checking `s` (inline: a predicate, a split, an evaluated set)
        carries the depth: it calls a function that takes it."""
        return any(target in self.takes_depth for target in called(s))


def called(s: c.Schema) -> set[c.FunctionKey]:
    """Every function the checks of `s` call, at any depth inside it (not through calls)."""
    return {ch.target for sub in nested(s) for ch in sub.checks if isinstance(ch, c.Call)}


def walks(s: c.Schema) -> bool:
    """Whether a keyword in `s` walks an arbitrary JSON value (compares whole values)."""
    for sub in nested(s):
        for check in sub.checks:
            if isinstance(check, c.UniqueItems):
                return True
            if isinstance(check, c.EnumOf) and any(
                isinstance(v, (list, dict)) for v in check.values
            ):
                return True
    return False


def plan_depth(schemas: dict[c.FunctionKey, c.Schema]) -> DepthPlan:
    keys = sorted(schemas, key=str)
    edges = {key: sorted(called(schemas[key]) & schemas.keys(), key=str) for key in keys}
    cyclic: set[c.FunctionKey] = set()
    for component in _components(keys, edges):
        if len(component) > 1 or component[0] in edges[component[0]]:
            cyclic.update(component)
    callers: dict[c.FunctionKey, list[c.FunctionKey]] = {key: [] for key in keys}
    for key in keys:
        for target in edges[key]:
            callers[target].append(key)
    recursive = _reaching(cyclic, callers)
    takes_depth = set(recursive)
    for key in keys:
        for sub in nested(schemas[key]):
            for check in sub.checks:
                if isinstance(check, c.TaggedOneOf):
                    subs = [arm for _, arm in check.table]
                    subs += [check.fallback[1]] if check.fallback is not None else []
                    arms = {t for t in map(_call_target, subs) if t is not None}
                    if arms & recursive:
                        takes_depth |= arms
    walking = _reaching({key for key in keys if walks(schemas[key])}, callers)
    long = {key for key, n in _chains(keys, edges, recursive).items() if n > LONG_CHAIN}
    guarded = recursive | walking | _reaching(long, callers)
    return DepthPlan(
        frozenset(cyclic), frozenset(recursive), frozenset(takes_depth), frozenset(guarded)
    )


def _call_target(s: c.Schema) -> c.FunctionKey | None:
    """The function a tag dispatch's arm is (the lowering makes every arm one call)."""
    check = s.checks[0] if len(s.checks) == 1 else None
    return check.target if isinstance(check, c.Call) else None


def _reaching(
    found: set[c.FunctionKey], callers: dict[c.FunctionKey, list[c.FunctionKey]]
) -> set[c.FunctionKey]:
    """`found` and every function calling one of them, directly or not."""
    out = set(found)
    todo = list(found)
    while todo:
        for caller in callers.get(todo.pop(), ()):
            if caller not in out:
                out.add(caller)
                todo.append(caller)
    return out


def _chains(
    keys: list[c.FunctionKey],
    edges: dict[c.FunctionKey, list[c.FunctionKey]],
    recursive: set[c.FunctionKey],
) -> dict[c.FunctionKey, int]:
    """For each function reaching no cycle, the most calls in a row it can make (itself
    counted), computed without recursion: schemas may chain thousands of `$ref`s."""
    longest: dict[c.FunctionKey, int] = {}
    for start in keys:
        if start in recursive or start in longest:
            continue
        stack = [start]
        while stack:
            key = stack[-1]
            waiting = [t for t in edges[key] if t not in longest and t not in recursive]
            if waiting:
                stack += waiting
                continue
            stack.pop()
            longest[key] = 1 + max((longest.get(t, 0) for t in edges[key]), default=0)
    return longest


def _components(
    keys: list[c.FunctionKey], edges: dict[c.FunctionKey, list[c.FunctionKey]]
) -> list[list[c.FunctionKey]]:
    """The strongly connected components of the call graph (Tarjan's, without recursion)."""
    index: dict[c.FunctionKey, int] = {}
    low: dict[c.FunctionKey, int] = {}
    on_stack: set[c.FunctionKey] = set()
    stack: list[c.FunctionKey] = []
    out: list[list[c.FunctionKey]] = []
    for root in keys:
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            key, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(edges[target])))
                elif target in on_stack:
                    low[key] = min(low[key], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[key])
            if low[key] == index[key]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == key:
                        break
                out.append(component)
    return out
