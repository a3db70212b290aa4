"""The validation plan as a tree: for one check function and one flavour, what the code does,
in order, as a few target-neutral node kinds. A check writer renders these nodes, one render
method per kind, so the order of checks, the type guards kept, what is copied inline, how
properties are read, the loops run as one call, how combinators decide, where a subschema
becomes a function of its own and where the strict profile looks are decided here, once.

A `Block` is a tuple of nodes run in order on the value at hand. A node whose body checks
nothing (an empty block) writes no code; it is kept so that every writer meets the same nodes.

Nesting: `depth` counts the blocks a node sits in (a function body is depth 1; a type guard, a
property, an item, a loop, a branch each add one; a union's strict arms two, as a loop over
patterns does). Past `MAX_NESTING` a subschema becomes a `Split`.

Verdicts and splits carry `inlining`, the functions being copied inline where they were
planned: a predicate written for them is planned in that same context, so copying inline
always ends.

`Planner.evaluates` plans the third flavour, what a schema evaluates (for `unevaluated*` and
the strict profile), as `Evaluates` and its parts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ir import checks as c
from ..load import escape
from ..passes.checks import closes, in_place, nested, strict_sensitive
from .checks import (
    INLINE_NAMES,
    MAX_NESTING,
    Access,
    Flavour,
    closed_by_set,
    decided,
    distinct_arms,
    exclusive,
    inlinable,
    only_call,
    plan_schema,
    property_access,
    union_arms,
)

Inlining = tuple[c.FunctionKey | None, ...]


@dataclass(frozen=True)
class Keyword:
    """One keyword tested on the value, reporting `check`'s keyword at schema location `at`:
    `type`, `const`, `enum`, string/number/count bounds, `pattern`, `multipleOf`,
    `uniqueItems`, `format`, `dependentRequired`."""

    check: c.Check
    at: str


@dataclass(frozen=True)
class Require:
    """`required`: each name tested on its own, or (`as_set`, past `INLINE_NAMES` names) all
    at once against a constant set."""

    names: tuple[str, ...]
    as_set: bool
    at: str


@dataclass(frozen=True)
class Reject:
    """Every value fails here: the `false` schema (keyword `false`)."""

    at: str


@dataclass(frozen=True)
class Guard:
    """`body` runs only on values of JSON type `kind` (a `GROUP_ORDER` name)."""

    kind: str
    body: Block


@dataclass(frozen=True)
class Property:
    """The checks of a named property, reached as `access` says; `reads` False when only its
    presence matters (its schema is `false`)."""

    name: str
    access: Access
    reads: bool
    body: Block


@dataclass(frozen=True)
class PropertyLoop:
    """Every property of an object tested against `patterns` (pattern, its location, its
    checks) and, when no pattern nor `known` name matches it, `additional` (checks), or
    `closed` (reported as `additionalProperties`). `by_set`: a closed object without
    patterns; the fast path answers with one test of the key set, the checking flavour loops
    only when that test fails."""

    known: tuple[str, ...]
    patterns: tuple[tuple[str, str, Block], ...]
    additional: Block | None
    closed: bool
    by_set: bool
    at: str


@dataclass(frozen=True)
class EachKey:
    """`propertyNames`: `body` runs on every property name."""

    body: Block


@dataclass(frozen=True)
class WhenPresent:
    """`dependentSchemas`: `body` runs on the value when property `name` is present."""

    name: str
    body: Block


@dataclass(frozen=True)
class EachItem:
    """Items: `prefix[i]` on item i, `rest` on the items from `start` on. `each_call`: on the
    fast path `rest` is one call not copied inline, run as one call over all the items."""

    prefix: tuple[Block, ...]
    rest: Block | None
    start: int
    each_call: c.FunctionKey | None


@dataclass(frozen=True)
class CallFunction:
    """The value checked by the named function `target` (its flavour of the function)."""

    target: c.FunctionKey


@dataclass(frozen=True)
class Inline:
    """The named function `target`'s checks copied here instead of a call (fast path)."""

    target: c.FunctionKey
    body: Block


@dataclass(frozen=True)
class Verdict:
    """Whether the value is valid against a subschema, as one expression: a `constant`, the
    `call`ed function's fast path, or a predicate written once for `schema` (planned with
    `inlining`)."""

    constant: bool | None
    call: c.FunctionKey | None
    schema: c.Schema | None
    inlining: Inlining


@dataclass(frozen=True)
class Negation:
    """`not`: a problem when `verdict` holds (the subschema at `schema_at`)."""

    verdict: Verdict
    schema_at: str
    at: str


@dataclass(frozen=True)
class Arm:
    """One arm a union tries: its `verdict`; on the checking flavour its `problems` (gathered
    only when no arm passed) and, when the strict profile can find more in it (`strict` not
    None), the checks run again strictly on an arm that passed."""

    verdict: Verdict
    problems: Block | None
    strict: Block | None


@dataclass(frozen=True)
class Union:
    """`anyOf` (`one` False) or `oneOf`: the arms' verdicts counted; problems of the closest
    failed arms when none passed; `oneOf` reports more than one; `strict`: some arm needs
    looking into in the strict profile."""

    one: bool
    arms: tuple[Arm, ...]
    strict: bool
    at: str
    # no two arms admit a value of the same JSON type, so at most one passes (`exclusive`)
    exclusive: bool = False


@dataclass(frozen=True)
class Dispatch:
    """A tagged union: the function for the tag's value taken from a table (tag -> function),
    else the `fallback` (tag pattern, function) when the tag matches it; a missing tag, an
    unknown one and a value that is no object are each reported."""

    tag: str
    table: tuple[tuple[str, c.FunctionKey], ...]
    fallback: tuple[str, c.FunctionKey] | None
    at: str


@dataclass(frozen=True)
class Conditional:
    """`if`/`then`/`else`: `then` runs when `test` holds, `else_` when it does not."""

    test: Verdict
    then: Block | None
    else_: Block | None


@dataclass(frozen=True)
class Count:
    """`contains`: how many items `verdict` holds for, between `min` and `max`."""

    verdict: Verdict
    min: int
    max: int | None
    at: str


@dataclass(frozen=True)
class UnevaluatedLoop:
    """`unevaluatedProperties`/`unevaluatedItems` (`kind`): `body` runs on every property
    (item) that `others` (the sibling checks) does not evaluate; `keys_only` when the values
    do not matter. `inlining`: the context of the predicates the evaluated set asks."""

    kind: str
    others: c.Schema
    body: Block
    keys_only: bool
    inlining: Inlining


@dataclass(frozen=True)
class Split:
    """`schema`'s checks moved to a function of their own (nesting past `MAX_NESTING`): on the
    fast path its `verdict`, on the checking flavour a call of its checking function."""

    schema: c.Schema
    verdict: Verdict


@dataclass(frozen=True)
class UnknownProperties:
    """The strict profile (checking flavour): every property of the object that no schema
    applied to it evaluates (`schema`'s checks, all of them) is a problem."""

    schema: c.Schema


Node = (
    Keyword
    | Require
    | Reject
    | Guard
    | Property
    | PropertyLoop
    | EachKey
    | WhenPresent
    | EachItem
    | CallFunction
    | Inline
    | Negation
    | Union
    | Dispatch
    | Conditional
    | Count
    | UnevaluatedLoop
    | Split
    | UnknownProperties
)
Block = tuple[Node, ...]

#: The method each target's check writer renders a node kind with: every writer has them all
#: (`renderers` fails on one missing), so a new node kind is rendered everywhere or nowhere.
RENDER_METHODS: dict[type, str] = {
    Keyword: "render_keyword",
    Require: "render_require",
    Reject: "render_reject",
    Guard: "render_guard",
    Property: "render_property",
    PropertyLoop: "render_property_loop",
    EachKey: "render_each_key",
    WhenPresent: "render_when_present",
    EachItem: "render_each_item",
    CallFunction: "render_call",
    Inline: "render_inline",
    Negation: "render_negation",
    Union: "render_union",
    Dispatch: "render_dispatch",
    Conditional: "render_conditional",
    Count: "render_count",
    UnevaluatedLoop: "render_unevaluated",
    Split: "render_split",
    UnknownProperties: "render_unknown",
}


def renderers(writer: object) -> dict[type, Callable[..., list[str]]]:
    """A check writer's render method for each node kind."""
    return {kind: getattr(writer, name) for kind, name in RENDER_METHODS.items()}


# -- what a schema evaluates ----------------------------------------------------------------------
#
# The third flavour: for `unevaluatedProperties`/`unevaluatedItems` and the strict profile, the
# property names (item indices) of a value a schema evaluates, given that it passes.


@dataclass(frozen=True)
class NamedKeys:
    """The named properties present."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class PatternKeys:
    """The property names matching a pattern (`at`: its location)."""

    pattern: str
    at: str


@dataclass(frozen=True)
class PrefixIndices:
    """The indices below `count` that the value has."""

    count: int


@dataclass(frozen=True)
class Matching:
    """The indices of the items `verdict` holds for (`contains`)."""

    verdict: Verdict


@dataclass(frozen=True)
class Merged:
    """What a subschema applied in place evaluates (`allOf`, `$ref`)."""

    schema: c.Schema


@dataclass(frozen=True)
class WhenValid:
    """What `merged` evaluate when `verdict` holds (a branch that passed, `if` and `then`),
    else what `otherwise` evaluate (`else`)."""

    verdict: Verdict
    merged: tuple[c.Schema, ...]
    otherwise: tuple[c.Schema, ...]


@dataclass(frozen=True)
class WhenHas:
    """What `schema` evaluates when property `name` is present (`dependentSchemas`)."""

    name: str
    schema: c.Schema


Part = NamedKeys | PatternKeys | PrefixIndices | Matching | Merged | WhenValid | WhenHas


@dataclass(frozen=True)
class Evaluates:
    """What a schema evaluates: `every` property (item) when it leaves none to others
    (`additionalProperties`, `items`, `unevaluated*` of the same kind), else the union of
    `parts`."""

    every: bool
    parts: tuple[Part, ...]


# keywords tested on the value itself, one `Keyword` each
_TESTS = (
    c.Types,
    c.Const,
    c.EnumOf,
    c.StringBound,
    c.Pattern,
    c.NumberBound,
    c.MultipleOf,
    c.CountBound,
    c.UniqueItems,
    c.Format,
    c.DependentRequired,
)


class Planner:
    """Plans the functions of one check program (`schemas`: every named function's schema)."""

    def __init__(self, schemas: dict[c.FunctionKey, c.Schema]) -> None:
        self.schemas = schemas
        self._sensitive: set[c.FunctionKey] | None = None

    def function(self, s: c.Schema, flavour: Flavour, inlining: Inlining = ()) -> Block:
        """The body of the `flavour` function checking `s`; `inlining` holds the functions
        being copied inline around it (a named function's own key: never into itself)."""
        return _Walk(self, flavour, list(inlining)).block(s, 1)

    def evaluates(self, s: c.Schema, kind: str, inlining: Inlining = ()) -> Evaluates:
        """What `s` evaluates of kind "properties" or "items" (its verdicts planned in the
        context `inlining`)."""
        parts: list[Part] = []
        for check in s.checks:
            if isinstance(check, c.Unevaluated) and check.kind == kind:
                return Evaluates(True, ())
            if kind == "properties" and isinstance(check, c.Properties):
                if check.additional is not None:
                    return Evaluates(True, ())
                if check.named:
                    parts.append(NamedKeys(tuple(n for n, _ in check.named)))
                for pattern, _ in check.patterns:
                    where = f"{s.at}/patternProperties/{escape(pattern)}"
                    parts.append(PatternKeys(pattern, where))
            elif kind == "items" and isinstance(check, c.Items):
                if check.rest is not None:
                    return Evaluates(True, ())
                parts.append(PrefixIndices(len(check.prefix)))
            elif kind == "items" and isinstance(check, c.Contains):
                parts.append(Matching(verdict_of(check.schema, inlining)))
            elif isinstance(check, c.AllOf):
                parts += [Merged(sub) for sub in distinct_arms(check.schemas)]
            elif isinstance(check, c.Call):
                parts.append(Merged(c.Schema(s.at, (check,))))
            elif isinstance(check, (c.AnyOf, c.OneOf, c.TaggedOneOf)):
                for sub in in_place(c.Schema(s.at, (check,))):  # the branches that passed
                    parts.append(WhenValid(verdict_of(sub, inlining), (sub,), ()))
            elif isinstance(check, c.IfThenElse):
                then = (check.if_,) + (() if check.then is None else (check.then,))
                else_ = () if check.else_ is None else (check.else_,)
                parts.append(WhenValid(verdict_of(check.if_, inlining), then, else_))
            elif isinstance(check, c.DependentSchemas) and kind == "properties":
                parts += [WhenHas(name, sub) for name, sub in check.rules]
        return Evaluates(False, tuple(parts))

    def profile_dependent(self, s: c.Schema) -> bool:
        """Whether checking `s` can find more in the strict profile than in the default one."""
        if self._sensitive is None:
            self._sensitive = strict_sensitive(self.schemas)
        sensitive = self._sensitive
        return any(
            closes(sub, self.schemas)
            or any(isinstance(ch, c.Call) and ch.target in sensitive for ch in sub.checks)
            for sub in nested(s)
        )


class _Walk:
    def __init__(
        self, planner: Planner, flavour: Flavour, inlining: list[c.FunctionKey | None]
    ) -> None:
        self.planner = planner
        self.schemas = planner.schemas
        self.flavour = flavour
        self.fast = flavour is Flavour.FAST
        self.inlining = inlining

    def verdict(self, s: c.Schema) -> Verdict:
        return verdict_of(s, tuple(self.inlining))

    def block(self, s: c.Schema, depth: int) -> Block:
        if s.always is True:
            return ()
        if s.always is False:
            return (Reject(s.at),)
        if depth > MAX_NESTING:
            return (Split(s, self.verdict(s)),)
        plan = plan_schema(s, self.flavour, self.schemas)
        out: list[Node] = []
        for check in plan.typeless:
            out += self.check(check, s, depth)
        for group in plan.groups:
            if not group.guarded:
                for check in group.checks:
                    out += self.check(check, s, depth)
                continue
            body: list[Node] = []
            for check in group.checks:
                body += self.check(check, s, depth + 1)
            if body:
                out.append(Guard(group.kind, tuple(body)))
        if plan.closes:
            out.append(UnknownProperties(s))
        return tuple(out)

    def check(self, check: c.Check, s: c.Schema, depth: int) -> list[Node]:
        if isinstance(check, _TESTS):
            return [Keyword(check, s.at)]
        if isinstance(check, c.Required):
            return [Require(check.names, len(check.names) > INLINE_NAMES, s.at)]
        if isinstance(check, c.Properties):
            return self.properties(check, s, depth)
        if isinstance(check, c.PropertyNames):
            return [EachKey(self.block(check.schema, depth + 1))]
        if isinstance(check, c.DependentSchemas):
            return [WhenPresent(name, self.block(sub, depth + 1)) for name, sub in check.rules]
        if isinstance(check, c.Items):
            rest = None if check.rest is None else self.block(check.rest, depth + 1)
            each = (
                only_call(check.rest, self.schemas, self.inlining)
                if self.fast and check.rest is not None
                else None
            )
            prefix = tuple(self.block(sub, depth + 1) for sub in check.prefix)
            return [EachItem(prefix, rest, len(check.prefix), each)]
        if isinstance(check, c.Contains):
            return [Count(self.verdict(check.schema), check.min, check.max, s.at)]
        if isinstance(check, c.AllOf):  # in place: the arms' checks, one after the other
            out: list[Node] = []
            for sub in distinct_arms(check.schemas):
                out += self.block(sub, depth)
            return out
        if isinstance(check, (c.AnyOf, c.OneOf)):
            return [self.union(check, s, depth)]
        if isinstance(check, c.TaggedOneOf):
            fallback = None
            if check.fallback is not None:
                fallback = (check.fallback[0], _called(check.fallback[1]))
            table = tuple((tag, _called(arm)) for tag, arm in check.table)
            return [Dispatch(check.tag, table, fallback, s.at)]
        if isinstance(check, c.Not):
            return [Negation(self.verdict(check.schema), check.schema.at, s.at)]
        if isinstance(check, c.IfThenElse):
            then = None if check.then is None else self.block(check.then, depth + 1)
            else_ = None if check.else_ is None else self.block(check.else_, depth + 1)
            return [Conditional(self.verdict(check.if_), then, else_)]
        if isinstance(check, c.Unevaluated):
            others = c.Schema(s.at, tuple(ch for ch in s.checks if ch is not check))
            body = self.block(check.schema, depth + 2)
            keys_only = check.schema.always is False  # only which keys are there matters
            return [UnevaluatedLoop(check.kind, others, body, keys_only, tuple(self.inlining))]
        if isinstance(check, c.Call):
            if self.fast and inlinable(check.target, self.schemas, self.inlining):
                self.inlining.append(check.target)
                body = self.block(self.schemas[check.target], depth)
                self.inlining.pop()
                return [Inline(check.target, body)]
            return [CallFunction(check.target)]
        raise TypeError(check)

    def properties(self, check: c.Properties, s: c.Schema, depth: int) -> list[Node]:
        required = {n for ch in s.checks if isinstance(ch, c.Required) for n in ch.names}
        out: list[Node] = []
        for name, sub in check.named:
            access = property_access(name, sub, required, self.flavour)
            out.append(Property(name, access, sub.always is not False, self.block(sub, depth + 1)))
        if check.additional is None and not check.patterns:
            return out
        patterns = tuple(
            (pattern, f"{s.at}/patternProperties/{escape(pattern)}", self.block(sub, depth + 2))
            for pattern, sub in check.patterns
        )
        extra = check.additional
        closed = extra is not None and extra.always is False
        additional = (
            self.block(extra, depth + 2) if extra is not None and extra.always is None else None
        )
        known = tuple(n for n, _ in check.named)
        out.append(PropertyLoop(known, patterns, additional, closed, closed_by_set(check), s.at))
        return out

    def union(self, check: c.AnyOf | c.OneOf, s: c.Schema, depth: int) -> Union:
        arms: list[Arm] = []
        for sub in union_arms(check):
            if self.fast:
                arms.append(Arm(self.verdict(sub), None, None))
                continue
            looks = self.planner.profile_dependent(sub)
            arms.append(
                Arm(
                    self.verdict(sub),
                    self.block(sub, depth + 1),
                    self.block(sub, depth + 2) if looks else None,
                )
            )
        strict = any(arm.strict is not None for arm in arms)
        one = isinstance(check, c.OneOf)
        disjoint = one and exclusive(union_arms(check), self.schemas)
        return Union(one, tuple(arms), strict, s.at, disjoint)


def verdict_of(s: c.Schema, inlining: Inlining) -> Verdict:
    """How a combinator gets `s`'s verdict, planned in the context `inlining`."""
    d = decided(s)
    return Verdict(d.constant, d.call, d.schema, inlining)


def _called(arm: c.Schema) -> c.FunctionKey:
    """The function a tagged union's arm is (the lowering makes every arm one call)."""
    call = arm.checks[0]
    if not isinstance(call, c.Call):
        raise TypeError(arm)
    return call.target
