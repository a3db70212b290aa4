"""What JSON Schema asserts about an instance, lowered to plain checks.

A schema becomes a `Schema`: the keyword checks of one schema object. Every `$ref` target and
every document root becomes a named `Function` (one per location), so recursion and sharing cost
nothing. Emitters turn this tree into straight-line validation code; nothing interprets a schema
at run time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

# The `$dynamicRef` scope a function is specialised for: sorted (anchor name, resource URI).
Scope = tuple[tuple[str, str], ...]


class FunctionKey(NamedTuple):
    """A check function's identity: the schema location it validates against and the scope it
    was reached with. Its text (`uri#pointer|name=uri...`) orders the functions."""

    uri: str
    pointer: str
    scope: Scope = ()

    def __str__(self) -> str:
        return f"{self.uri}#{self.pointer}" + "".join(f"|{n}={u}" for n, u in self.scope)


JSON = Any


@dataclass(frozen=True)
class Schema:
    """The checks of one schema object. `always` is False for the `false` schema.

    `entered` marks a schema an instance enters from outside (a property value, an item, a
    document root), as opposed to one applied in place (`allOf`, `$ref`, `then`, ...). There the
    strict profile reports the properties no schema applied to that instance evaluates: one
    flag in the IR, both profiles from the same code."""

    at: str  # schema location, "file#/pointer", for error reports
    checks: tuple[Check, ...] = ()
    always: bool | None = None  # True: `true`/`{}` (nothing to check); False: `false`
    entered: bool = False


@dataclass(frozen=True)
class Types:
    names: tuple[str, ...]  # JSON type names; "integer" also admits integral floats


@dataclass(frozen=True)
class Const:
    value: JSON


@dataclass(frozen=True)
class EnumOf:
    values: tuple[JSON, ...]


@dataclass(frozen=True)
class StringBound:
    keyword: str  # minLength | maxLength
    limit: int


@dataclass(frozen=True)
class Pattern:
    pattern: str  # ECMA-262 source


@dataclass(frozen=True)
class Format:
    name: str


@dataclass(frozen=True)
class NumberBound:
    keyword: str  # minimum | maximum | exclusiveMinimum | exclusiveMaximum
    limit: int | float


@dataclass(frozen=True)
class MultipleOf:
    factor: int | float


@dataclass(frozen=True)
class Required:
    names: tuple[str, ...]


@dataclass(frozen=True)
class Properties:
    """`properties`, `patternProperties` and `additionalProperties` together, since what is
    "additional" depends on the other two."""

    named: tuple[tuple[str, Schema], ...]
    patterns: tuple[tuple[str, Schema], ...] = ()
    additional: Schema | None = None  # None: no additionalProperties keyword


@dataclass(frozen=True)
class CountBound:
    keyword: str  # minProperties | maxProperties | minItems | maxItems
    limit: int


@dataclass(frozen=True)
class PropertyNames:
    schema: Schema


@dataclass(frozen=True)
class DependentRequired:
    rules: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class DependentSchemas:
    rules: tuple[tuple[str, Schema], ...]


@dataclass(frozen=True)
class Items:
    prefix: tuple[Schema, ...]
    rest: Schema | None  # `items`: applies past the prefix


@dataclass(frozen=True)
class Contains:
    schema: Schema
    min: int = 1
    max: int | None = None


@dataclass(frozen=True)
class UniqueItems:
    pass


@dataclass(frozen=True)
class AllOf:
    schemas: tuple[Schema, ...]


@dataclass(frozen=True)
class AnyOf:
    schemas: tuple[Schema, ...]


@dataclass(frozen=True)
class OneOf:
    schemas: tuple[Schema, ...]


@dataclass(frozen=True)
class TaggedOneOf:
    """A `oneOf` whose arms are objects pinning a tag property: valid exactly when the arm the
    tag selects is valid, so it dispatches on the tag instead of trying every arm."""

    tag: str
    table: tuple[tuple[str, Schema], ...]
    fallback: tuple[str, Schema] | None = None  # (tag pattern, arm) for an open extension arm


@dataclass(frozen=True)
class Not:
    schema: Schema


@dataclass(frozen=True)
class IfThenElse:
    if_: Schema
    then: Schema | None
    else_: Schema | None


@dataclass(frozen=True)
class Unevaluated:
    """`unevaluatedProperties` / `unevaluatedItems`: `schema` applies to the properties (items)
    that no sibling keyword, nor any subschema that passed in place, evaluated."""

    kind: str  # "properties" | "items"
    schema: Schema


@dataclass(frozen=True)
class Call:
    """Validate against a named function (a `$ref`)."""

    target: FunctionKey


Check = (
    Types
    | Const
    | EnumOf
    | StringBound
    | Pattern
    | Format
    | NumberBound
    | MultipleOf
    | Required
    | Properties
    | CountBound
    | PropertyNames
    | DependentRequired
    | DependentSchemas
    | Items
    | Contains
    | UniqueItems
    | AllOf
    | AnyOf
    | OneOf
    | TaggedOneOf
    | Not
    | IfThenElse
    | Unevaluated
    | Call
)


@dataclass(frozen=True)
class Function:
    key: FunctionKey
    schema: Schema


@dataclass(frozen=True)
class CheckProgram:
    functions: tuple[Function, ...]  # sorted by the text of their keys: deterministic output
    # (schema location as (uri, pointer), the function validating against it from outside)
    entries: tuple[tuple[tuple[str, str], FunctionKey], ...] = ()

    def entry(self, uri: str, pointer: str) -> FunctionKey:
        """The function that validates an instance against the schema at `uri#pointer`."""
        return dict(self.entries).get((uri, pointer), FunctionKey(uri, pointer))
