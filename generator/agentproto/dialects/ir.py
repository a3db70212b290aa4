"""The dialect IR: target-neutral data saying how each canonical entity is spelled in a dialect.

Every emitter (Python now; TypeScript, Rust, Go later) renders the same IR, and each runs it in
both directions with its one hand-written engine (`templates/<target>/_dialects.*`). `plan()`
is the IR as plain JSON, which is what the Python engine reads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Field:
    canonical: str  # the canonical property name
    dialect: str  # its name in the dialect
    child: str | None  # the shape of its value, when that value has one (an entity, a list...)


@dataclass(frozen=True)
class Move:
    canonical: str  # a property of the canonical record
    path: tuple[str, ...]  # where the dialect keeps it, in the dialect's spelling (`usage`, `cost`)
    child: str | None


@dataclass(frozen=True)
class Split:
    dialect: str  # the dialect's one string property
    template: str  # `data:{mime_type};base64,{data}`: canonical properties in braces
    otherwise: str | None  # the canonical property taking the whole string when it does not match


@dataclass(frozen=True)
class Record:
    fields: tuple[Field, ...]
    values: tuple[tuple[str, tuple[tuple[Any, Any], ...]], ...] = ()  # property -> (canon, dialect)
    moves: tuple[Move, ...] = ()
    add: tuple[tuple[str, Any], ...] = ()  # canonical constants the dialect leaves out
    drop: tuple[tuple[str, Any], ...] = ()  # dialect constants the canonical model leaves out
    consts: tuple[tuple[str, Any], ...] = ()  # canonical tag constants (for telling documents)
    unknown: str | None = None  # canonical property holding the dialect's unknown properties
    codecs: tuple[tuple[str, str], ...] = ()  # property -> codec name
    splits: tuple[Split, ...] = ()
    # (tag property, properties kept outside, the property holding the rest: None for the one
    # named by the tag's value)
    nest: tuple[str, tuple[str, ...], str | None] | None = None
    hook: str | None = None
    defaults: tuple[
        tuple[str, Any], ...
    ] = ()  # canonical values assumed where the dialect is silent
    # dialect values written where the canonical value is silent (what the dialect always sends)
    fill: tuple[tuple[str, Any], ...] = ()
    flatten: tuple[tuple[str, tuple[str, ...], str | None], ...] = ()  # (object, its parts, shape)
    prefix: tuple[tuple[str, str], ...] = ()  # property -> `slug:` its canonical values carry
    # property -> the values that carry no prefix (the protocol's own, which its schema lists);
    # a prefixed array's items are each prefixed
    prefix_kept: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # a document told by no tag (an open request): the dialect's names of what it requires, or,
    # when it requires none, of what it declares (one of which it must carry): a dialect
    # document is taken for it by the rule canonical detection follows, never as any object
    requires: tuple[str, ...] = ()
    declares: tuple[str, ...] = ()
    # properties the dialect sends as null to mean "not said" (canonical names): left out when
    # read, their places noted under `agentproto:null`, put back there when written
    nulls: tuple[str, ...] = ()
    # properties the dialect always writes, null where it has none (canonical names, in the
    # dialect's order): a null is left out when read and written again where the value is absent
    written_nulls: tuple[str, ...] = ()
    # (child, nested, parent, the child's tag property or None, the tag values of the arms
    # declaring `nested`): the child's `nested` repeats the record's `parent`; the copy is left
    # out when read equal to it and put back when written (canonical names)
    shared: tuple[tuple[str, str, str, str | None, tuple[Any, ...]], ...] = ()


@dataclass(frozen=True)
class Union:
    tag: str  # canonical tag property
    dialect_tag: str
    arms: tuple[tuple[Any, Any, str], ...]  # (canonical tag value, dialect tag value, shape)
    open: str | None = None  # the arm whose tag is a pattern: every value no other arm pins
    # the arms a dialect value without the tag property may belong to, in the declared order:
    # (arm, the dialect's names of what it requires, else of what it declares); such a value is
    # the first arm whose requirements it meets (all it requires; when that is nothing, one
    # property it declares, if it declares any), and fits no arm otherwise
    untagged: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = ()
    # the open arm's canonical tag pattern as the core printed it for each engine
    # (`patterns.decide`), so that no engine reads the schema's text its own way: Python's `re`
    pattern: str | None = None
    hook: str | None = None  # the dialect's hand-written step, run on the whole value
    ecma_pattern: str | None = None  # ECMA-262 in Unicode mode, sets explicit: TypeScript, Rust
    go_pattern: tuple[str, str] | None = None  # RE2 ("" when it cannot say it), then regexp2
    # whether a match may begin with a zero-width assertion, which V8 would also try between
    # the halves of a surrogate pair: TypeScript then tries code point boundaries itself
    zero_width_start: bool = False


@dataclass(frozen=True)
class ListOf:
    items: str


@dataclass(frozen=True)
class MapOf:
    values: str


@dataclass(frozen=True)
class Alt:
    by_type: tuple[tuple[str, str], ...]  # JSON type name -> shape


@dataclass(frozen=True)
class Values:
    pairs: tuple[tuple[Any, Any], ...]  # (canonical value, dialect value)


Shape = Record | Union | ListOf | MapOf | Alt | Values


@dataclass(frozen=True)
class Dialect:
    name: str
    description: str
    source: str  # the declaration file, relative to the schema folder
    family: str
    documents: tuple[str, ...]  # shape keys a whole document may be, tried in order
    shapes: tuple[tuple[str, Shape], ...] = field(default=())
    hook: str | None = None  # the dialect's hand-written hook, when it has one
    uris: tuple[tuple[str, str], ...] = ()  # entity shape key -> the canonical schema's URI

    def plan(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "documents": list(self.documents),
            "shapes": {key: _plan(shape) for key, shape in self.shapes},
        }

    def entities(self) -> list[str]:
        """Canonical entities (document files) the dialect spells, sorted."""
        return sorted(k for k, _ in self.shapes if "#" not in k and not k.startswith("["))

    def fills(self) -> dict[str, list[Any]]:
        """What the dialect writes where a canonical value has none (`fill`): each property as
        the dialect spells it -> the values written for it."""
        found: dict[str, list[Any]] = {}
        for _, shape in self.shapes:
            if isinstance(shape, Record) and shape.fill:
                spelled = {f.canonical: f.dialect for f in shape.fields}
                for name, value in shape.fill:
                    values = found.setdefault(spelled.get(name, name), [])
                    if value not in values:
                        values.append(value)
        return found


def _plan(shape: Shape) -> list[Any]:
    if isinstance(shape, Record):
        spec: dict[str, Any] = {"fields": [[f.canonical, f.dialect, f.child] for f in shape.fields]}
        if shape.values:
            spec["values"] = {c: [list(p) for p in pairs] for c, pairs in shape.values}
        if shape.moves:
            spec["moves"] = [[m.canonical, list(m.path), m.child] for m in shape.moves]
        for name in ("add", "drop", "consts", "codecs", "defaults", "fill", "prefix"):
            if getattr(shape, name):
                spec[name] = dict(getattr(shape, name))
        if shape.prefix_kept:
            spec["prefix_kept"] = {c: list(kept) for c, kept in shape.prefix_kept}
        if shape.requires:
            spec["requires"] = list(shape.requires)
        if shape.declares:
            spec["declares"] = list(shape.declares)
        if shape.nulls:
            spec["nulls"] = list(shape.nulls)
        if shape.written_nulls:
            spec["null_when_absent"] = list(shape.written_nulls)
        if shape.shared:
            spec["shared"] = [[c, n, p, t, list(v)] for c, n, p, t, v in shape.shared]
        if shape.unknown:
            spec["unknown"] = shape.unknown
        if shape.splits:
            spec["split"] = [
                {"dialect": s.dialect, "template": s.template, "otherwise": s.otherwise}
                for s in shape.splits
            ]
        if shape.nest:
            spec["nest"] = {"tag": shape.nest[0], "outer": list(shape.nest[1])}
            if shape.nest[2]:
                spec["nest"]["under"] = shape.nest[2]
        if shape.hook:
            spec["hook"] = shape.hook
        if shape.flatten:
            spec["flatten"] = [[c, list(parts), child] for c, parts, child in shape.flatten]
        return ["record", spec]
    if isinstance(shape, Union):
        union: dict[str, Any] = {
            "tag": shape.tag,
            "dialect_tag": shape.dialect_tag,
            "arms": [list(a) for a in shape.arms],
        }
        if shape.open:
            union["open"] = shape.open
        if shape.untagged:
            union["untagged"] = [[k, list(r), list(d)] for k, r, d in shape.untagged]
        if shape.pattern:
            union["pattern"] = shape.pattern
        if shape.ecma_pattern:
            union["ecma_pattern"] = shape.ecma_pattern
        if shape.go_pattern:
            union["go_pattern"] = list(shape.go_pattern)
        if shape.zero_width_start:
            union["zero_width_start"] = True
        if shape.hook:
            union["hook"] = shape.hook
        return ["union", union]
    if isinstance(shape, ListOf):
        return ["list", shape.items]
    if isinstance(shape, MapOf):
        return ["map", shape.values]
    if isinstance(shape, Alt):
        return ["alt", dict(shape.by_type)]
    return ["values", [list(p) for p in shape.pairs]]
