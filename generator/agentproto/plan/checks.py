"""The validation plan of the check IR: which checks run in which order, which type guards are
needed, what the fast path copies inline instead of calling, how a property is read, which loops
can run as one call. These are decisions about validation, not about a language: every emitter
renders the same plan (`emit/python_checks.py` for Python), so each target validates alike and
none decides again.

Two flavours are planned from one schema: `FAST` (the `valid` functions: the first failure
decides, nothing is collected) and `CHECK` (every problem is collected)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..ir import checks as c
from ..passes.checks import closes, nested


class Flavour(Enum):
    FAST = "valid"  # yes or no: a failed check ends the function
    CHECK = "check"  # every problem, with its location


# The JSON types a group of keywords constrains, in the order their groups are checked.
GROUP_ORDER = ("string", "number", "object", "array")
KINDS = {
    "string": frozenset({"string"}),
    "number": frozenset({"number", "integer"}),
    "object": frozenset({"object"}),
    "array": frozenset({"array"}),
}

# Past this nesting a subschema's checks go to a function of their own (a `Split`), so the
# code of any schema depth stays within what languages compile (Python: 20 nested blocks).
MAX_NESTING = 8

# Past this many names, `required` is one test against a constant set (or a loop over it).
INLINE_NAMES = 8

# How many checks a function may hold and still be copied inline on the fast path: a call costs
# about as much as a handful of checks, and copies make the code longer.
INLINE_BUDGET = 24

# How many functions deep the fast path copies inline at most.
MAX_INLINE_DEPTH = 3


def applies_to(check: c.Check) -> str:
    """The JSON type a keyword constrains ("any" when it applies to every value)."""
    if isinstance(check, (c.StringBound, c.Pattern)):
        return "string"
    if isinstance(check, (c.NumberBound, c.MultipleOf)):
        return "number"
    if (
        isinstance(
            check,
            (c.Required, c.Properties, c.PropertyNames, c.DependentRequired, c.DependentSchemas),
        )
        or isinstance(check, c.CountBound)
        and "Prop" in check.keyword
    ):
        return "object"
    if isinstance(check, c.Unevaluated):
        return "object" if check.kind == "properties" else "array"
    if isinstance(check, (c.Items, c.Contains, c.UniqueItems, c.CountBound)):
        return "array"
    return "any"


@dataclass(frozen=True)
class Group:
    """Checks of keywords constraining one JSON type (`kind`), run only on values of that type:
    behind a type guard, unless (`guarded` False) a `type` check before them already settled
    that the value can only be of that type."""

    kind: str
    guarded: bool
    checks: tuple[c.Check, ...]


@dataclass(frozen=True)
class SchemaPlan:
    """How one schema is checked: `typeless` checks (any value) first, in schema order; then
    the `groups`, in `GROUP_ORDER` (groups a `type` check rules out are dropped on the fast path,
    where a failed `type` has already returned); then, when `closes`, the strict profile's test
    for properties no schema applied evaluates (CHECK flavour only)."""

    typeless: tuple[c.Check, ...]
    groups: tuple[Group, ...]
    closes: bool


def plan_schema(
    s: c.Schema, flavour: Flavour, schemas: dict[c.FunctionKey, c.Schema]
) -> SchemaPlan:
    fast = flavour is Flavour.FAST
    by_kind: dict[str, list[c.Check]] = {"any": [], **{kind: [] for kind in GROUP_ORDER}}
    for check in s.checks:
        by_kind[applies_to(check)].append(check)
    if fast:  # cheap tests first, and `required` before the properties it guarantees
        by_kind["object"].sort(key=lambda ch: not isinstance(ch, c.Required))
    # Past a failed `type` the fast path has returned: the types it names are all `x` can be.
    types = [set(ch.names) for ch in by_kind["any"] if isinstance(ch, c.Types)]
    possible = set.intersection(*types) if fast and types else None
    groups = []
    for kind in GROUP_ORDER:
        checks = by_kind[kind]
        if not checks:
            continue
        if possible is not None and not possible & KINDS[kind]:
            continue  # keywords for a type `x` cannot have
        settled = possible is not None and possible <= KINDS[kind]
        groups.append(Group(kind, not settled, tuple(checks)))
    typeless = by_kind["any"]
    if fast:  # a `type` every `const`/`enum` value has says nothing the value test does not
        pinned = [
            ch.values if isinstance(ch, c.EnumOf) else (ch.value,)
            for ch in typeless
            if isinstance(ch, (c.Const, c.EnumOf))
        ]
        typeless = [
            ch
            for ch in typeless
            if not (
                isinstance(ch, c.Types)
                and any(all(has_type(v, ch.names) for v in values) for values in pinned)
            )
        ]
    return SchemaPlan(tuple(typeless), tuple(groups), not fast and closes(s, schemas))


def has_type(value: Any, names: tuple[str, ...]) -> bool:
    """Whether the JSON `value` is of one of the types `names` (`integer` admits an integral
    float, `number` every number; booleans are not numbers)."""
    if isinstance(value, bool):
        return "boolean" in names
    if isinstance(value, int):
        return "integer" in names or "number" in names
    if isinstance(value, float):
        return "number" in names or ("integer" in names and value.is_integer())
    kinds = {str: "string", list: "array", dict: "object", type(None): "null"}
    return kinds.get(type(value)) in names


def admitted_types(
    s: c.Schema,
    schemas: dict[c.FunctionKey, c.Schema],
    seen: frozenset[c.FunctionKey] = frozenset(),
) -> frozenset[str] | None:
    """The JSON types a value valid against `s` can have, as its `type` keywords say, those of
    the schemas it applies in place (`$ref`, `allOf`) and a tag dispatch (objects only); None
    when they leave every type open. `number` includes `integer`."""
    if s.always is False:
        return frozenset()
    found: frozenset[str] | None = None
    for check in s.checks:
        admitted: frozenset[str] | None = None
        if isinstance(check, c.Types):
            admitted = frozenset(check.names)
            if "number" in admitted:
                admitted |= {"integer"}
        elif isinstance(check, c.TaggedOneOf):
            admitted = frozenset({"object"})
        elif isinstance(check, c.Call) and check.target in schemas and check.target not in seen:
            admitted = admitted_types(schemas[check.target], schemas, seen | {check.target})
        elif isinstance(check, c.AllOf):
            for arm in check.schemas:
                found = _narrowed(found, admitted_types(arm, schemas, seen))
        found = _narrowed(found, admitted)
    return found


def _narrowed(
    found: frozenset[str] | None, admitted: frozenset[str] | None
) -> frozenset[str] | None:
    if admitted is None:
        return found
    return admitted if found is None else found & admitted


def exclusive(arms: list[c.Schema], schemas: dict[c.FunctionKey, c.Schema]) -> bool:
    """Whether no value can pass two of `arms`: each admits JSON types no other admits (a
    `oneOf` of a string or an array of blocks). Then at most one passes, so the `oneOf` is
    decided as an `anyOf` is, by the first arm that passes."""
    admitted = [admitted_types(arm, schemas) for arm in arms]
    if any(types is None for types in admitted):
        return False
    seen: set[str] = set()
    for types in admitted:
        assert types is not None
        if types & seen:
            return False
        seen |= types
    return True


def distinct_arms(arms: tuple[c.Schema, ...]) -> list[c.Schema]:
    """The arms of an `allOf` (`anyOf`) without those that only call a function an earlier arm
    calls: checking it again finds nothing new, and `allOf: [X, X]` nested n deep would
    otherwise check X 2^n times. (Not for `oneOf`, where two equal arms both count.)"""
    called: set[c.FunctionKey] = set()
    out: list[c.Schema] = []
    for arm in arms:
        target = (
            arm.checks[0].target
            if len(arm.checks) == 1 and isinstance(arm.checks[0], c.Call)
            else None
        )
        if target is None or target not in called:
            out.append(arm)
        if target is not None:
            called.add(target)
    return out


def inlinable(
    key: c.FunctionKey,
    schemas: dict[c.FunctionKey, c.Schema],
    inlining: list[c.FunctionKey | None],
) -> bool:
    """Whether the fast path copies a called function's checks instead of calling it: a small
    function not already being copied (`inlining`: the functions being copied, outermost first,
    so copying always ends), a few levels deep at most."""
    target = schemas.get(key)
    if (
        target is None
        or target.always is not None
        or key in inlining
        or len(inlining) > MAX_INLINE_DEPTH
    ):
        return False
    return sum(len(sub.checks) for sub in nested(target)) <= INLINE_BUDGET


def only_call(
    s: c.Schema,
    schemas: dict[c.FunctionKey, c.Schema],
    inlining: list[c.FunctionKey | None],
) -> c.FunctionKey | None:
    """The function `s` amounts to on the fast path when it is one call that is not copied
    inline: a loop over items checked by it can run as one call over all of them."""
    if (
        len(s.checks) == 1
        and isinstance(s.checks[0], c.Call)
        and not inlinable(s.checks[0].target, schemas, inlining)
    ):
        return s.checks[0].target
    return None


class Access(Enum):
    """How the checks of a named property reach its value."""

    PRESENT = "present"  # FAST, the property is required (checked first): read it directly
    IF_PRESENT = (
        "if_present"  # test presence, then read (FAST; or a `false` schema: presence alone)
    )
    GET = "get"  # CHECK: one lookup with a default for absent


def property_access(name: str, sub: c.Schema, required: set[str], flavour: Flavour) -> Access:
    if flavour is Flavour.FAST and name in required:
        return Access.PRESENT
    if sub.always is False or flavour is Flavour.FAST:
        return Access.IF_PRESENT
    return Access.GET


def union_arms(check: c.AnyOf | c.OneOf) -> list[c.Schema]:
    """The arms a union tries: for `anyOf`, one of two arms calling the same function decides as
    both do; for `oneOf` both count, so every arm is tried."""
    return distinct_arms(check.schemas) if isinstance(check, c.AnyOf) else list(check.schemas)


@dataclass(frozen=True)
class Decided:
    """A subschema whose verdict a combinator (`anyOf`, `oneOf`, `not`, `if`, `contains`)
    needs: `constant` when the schema is `true`/`false`, else `call` when it is one `$ref` (its
    function's fast path answers), else `schema` gets a predicate of its own (a fast-path
    function written once per schema)."""

    constant: bool | None = None
    call: c.FunctionKey | None = None
    schema: c.Schema | None = None


def decided(s: c.Schema) -> Decided:
    if s.always is not None:
        return Decided(constant=s.always)
    if len(s.checks) == 1 and isinstance(s.checks[0], c.Call):
        return Decided(call=s.checks[0].target)
    return Decided(schema=s)


def closed_by_set(check: c.Properties) -> bool:
    """Whether unknown properties are found by comparing key sets (closed, no patterns): the
    fast path answers with one set test, the checking flavour loops only when it fails."""
    return check.additional is not None and check.additional.always is False and not check.patterns
