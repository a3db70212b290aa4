"""The shape of the data. Presence (a field may be absent) and nullability (a value may be
null) are kept apart everywhere."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

JSON = Any  # a value decoded from JSON


class Location(NamedTuple):
    """A schema node's identity, the same for every target: its document's URI and the JSON
    pointer in it. Declarations are keyed by it until a target's naming policy names them."""

    uri: str
    pointer: str

    def __str__(self) -> str:
        return f"{self.uri}#{self.pointer}"


class QualifiedName(NamedTuple):
    """A declaration as a target names it: its module and its identifier there."""

    module: str
    name: str

    def __str__(self) -> str:
        return f"{self.module}.{self.name}"


# How declarations refer to each other: by location before naming, by name after.
DeclKey = Location | QualifiedName


def named(key: DeclKey) -> QualifiedName:
    """A reference after the naming pass, where every one is a name."""
    if not isinstance(key, QualifiedName):
        raise TypeError(f"{key} is a location: the naming pass has not run")
    return key


@dataclass(frozen=True)
class Origin:
    """Where a node comes from: for diagnostics and DO NOT EDIT headers."""

    file: str
    pointer: str
    uri: str = ""

    def __str__(self) -> str:
        return f"{self.file}#{self.pointer or '/'}"

    @property
    def location(self) -> Location:
        return Location(self.uri, self.pointer)


# --- type expressions -------------------------------------------------------------------------


@dataclass(frozen=True)
class Scalar:
    kind: str  # "string" | "integer" | "number" | "boolean"


@dataclass(frozen=True)
class Null:
    pass


@dataclass(frozen=True)
class AnyJson:
    """Opaque JSON, kept as decoded."""


@dataclass(frozen=True)
class Literal:
    value: JSON


@dataclass(frozen=True)
class ListOf:
    item: TypeExpr


@dataclass(frozen=True)
class MapOf:
    value: TypeExpr


@dataclass(frozen=True)
class Ref:
    """A use of a declaration: its location before the naming pass, its name after."""

    name: DeclKey


@dataclass(frozen=True)
class Nullable:
    inner: TypeExpr


@dataclass(frozen=True)
class JsonTypeUnion:
    """A value of one of several JSON types (a string or an array of blocks): arms differ in
    their JSON type, so a decoder dispatches on it."""

    arms: tuple[TypeExpr, ...]


TypeExpr = Scalar | Null | AnyJson | Literal | ListOf | MapOf | Ref | Nullable | JsonTypeUnion


# --- declarations -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Field:
    json_name: str
    type: TypeExpr
    required: bool
    doc: str = ""
    default: JSON = None
    has_default: bool = False
    aliases: tuple[tuple[str, str], ...] = ()  # (dialect, spelling)
    lane: str | None = None  # `x-lane` on the property: it travels only in that lane


@dataclass(frozen=True)
class Behaviour:
    """A named set of hand-written operations attached to a type (`x-behaviour`), written once
    per target language under that name. The IR says only that the type has them; how they are
    attached is the target's choice: Python mixes a class of that name into the generated
    class's bases, a language without inheritance composes (functions taking the value, an
    interface implemented beside the type, an embedded value)."""

    name: str


@dataclass(frozen=True)
class Record:
    name: str
    doc: str
    origin: Origin
    fields: tuple[Field, ...]
    open: bool = False  # unknown properties are allowed and kept
    extra: TypeExpr | None = None  # type of the values of unknown properties, when open
    additive: bool = False  # `x-additive`: values add field by field
    behaviour: Behaviour | None = None  # `x-behaviour`: hand-written operations attached


@dataclass(frozen=True)
class Variant:
    tag: str | None  # None: the open arm, chosen by `pattern`
    target: DeclKey  # the declaration of the variant
    lane: str | None = None


@dataclass(frozen=True)
class TaggedUnion:
    name: str
    doc: str
    origin: Origin
    tag: str  # the discriminating property
    variants: tuple[Variant, ...]
    arms: tuple[DeclKey, ...] = ()  # the declarations the schema lists (a union may list unions)
    lanes: tuple[str | None, ...] = ()  # `x-lane` of each arm, parallel to `arms`


@dataclass(frozen=True)
class Enum:
    name: str
    doc: str
    origin: Origin
    values: tuple[str, ...]
    value_docs: tuple[tuple[str, str], ...] = ()
    transitions: tuple[tuple[str, tuple[str, ...]], ...] | None = None
    initial: tuple[str, ...] = ()
    terminal: tuple[str, ...] = ()


@dataclass(frozen=True)
class Alias:
    """A named type that is not a record, union or enum (a constrained string, a list...)."""

    name: str
    doc: str
    origin: Origin
    type: TypeExpr


@dataclass(frozen=True)
class Union_:
    """An untagged union of declarations, before the tag inference pass turns it into a
    TaggedUnion (or rejects it)."""

    name: str
    doc: str
    origin: Origin
    arms: tuple[DeclKey, ...]
    lanes: tuple[str | None, ...] = ()


Decl = Record | TaggedUnion | Enum | Alias | Union_


@dataclass(frozen=True)
class Module:
    """The declarations of one schema folder, emitted together."""

    name: str
    sources: tuple[str, ...]
    decls: tuple[Decl, ...]


@dataclass(frozen=True)
class Program:
    modules: tuple[Module, ...]
    # Data tables the hand-written behaviour reads (name -> JSON value), emitted into every
    # target as constants so each language gets the same table from the same file.
    data: tuple[tuple[str, JSON], ...] = ()
