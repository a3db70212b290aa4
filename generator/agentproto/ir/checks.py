"""What JSON Schema asserts about an instance, lowered to plain checks.

A schema becomes a `Schema`: the keyword checks of one schema object. Every `$ref` target and
every document root becomes a named `Function` (one per location), so recursion and sharing cost
nothing. Emitters turn this tree into straight-line validation code; nothing interprets a schema
at run time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

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

    target: str  # location key of the function


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
    key: str  # "uri#pointer"
    schema: Schema


@dataclass(frozen=True)
class CheckProgram:
    functions: tuple[Function, ...]  # sorted by key: deterministic output
    entries: tuple[tuple[str, str], ...] = ()  # (schema location "uri#pointer", function key)

    def entry(self, location: str) -> str:
        """The function that validates an instance against the schema at `location`."""
        return dict(self.entries).get(location, location)
