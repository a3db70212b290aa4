"""Converters between the canonical JSON and the spellings other libraries use (dialects).

Hand-written once per target language, and data-driven: the generator reads each dialect's
declaration (`schema/dialects/<name>.yaml`) and the canonical schemas into one plan per dialect
(plain JSON: shapes keyed by entity, each saying how a value of that entity is spelled), and
this module runs a plan in either direction. Both directions come from the same plan, so a
rename, a move or a constant is declared once and undone exactly. Standard library only.

A converter never raises on bad input: it returns the value it could make and a list of
problems `(pointer, message)`, the pointer in the spelling of the value that was read.
"""

from __future__ import annotations

import copy
import decimal
import json
import math
import operator
import re
from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

Problems = list[tuple[str, str]]
Hook = Callable[[Any, str, Any], Any]  # (value, "read" or "write", the converter)
Reader = Callable[[Any, Problems], Any]  # a shape's reading, without pointers


def _esc(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object" if isinstance(value, dict) else type(value).__name__


# -- codecs: value conversions of a leaf that no rename can say ---------------------------------


# ASCII digits, as the other engines read them: `\d` in `re` is any Unicode decimal digit
_ISO_MILLIS = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z\Z")
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)  # the texts end in Z, which Python 3.11 reads as UTC
_MILLISECOND = timedelta(milliseconds=1)
_ISO_EXAMPLE = "an ISO 8601 UTC time with milliseconds (2025-01-31T12:00:00.000Z)"


def _iso_millis_read(value: Any) -> tuple[Any, str | None]:
    """`2025-12-08T23:02:33.064Z` -> Unix milliseconds. Only that one text form is read, so
    writing the number back gives the same text."""
    if not isinstance(value, str) or not _ISO_MILLIS.match(value):
        return value, "expected " + _ISO_EXAMPLE
    try:
        millis = (datetime.fromisoformat(value) - _EPOCH) // _MILLISECOND
    except ValueError:  # no such day or time (2025-02-30, 24:00)
        return value, "expected " + _ISO_EXAMPLE
    return millis, None if millis >= 0 else "expected a time since 1970"


def _iso_millis_write(value: Any) -> tuple[Any, str | None]:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        return value, "expected Unix milliseconds (a non-negative integer)"
    try:
        moment = datetime.fromtimestamp(value // 1000, tz=UTC)
    except (OverflowError, OSError, ValueError):  # past what a calendar date can say
        return value, "expected Unix milliseconds before the year 10000"
    return moment.isoformat()[:19] + f".{value % 1000:03d}Z", None


CODECS: dict[str, tuple[Callable[[Any], tuple[Any, str | None]], ...]] = {
    "iso8601-millis": (_iso_millis_read, _iso_millis_write),
}


# -- the compiled plan ---------------------------------------------------------------------------


class _Split:
    """One dialect string holding several canonical properties (`data:{mime_type};base64,{data}`),
    or, when it does not match, the canonical property `otherwise`."""

    __slots__ = ("dialect", "names", "otherwise", "pattern", "template")

    def __init__(self, spec: dict[str, Any]) -> None:
        self.dialect: str = spec["dialect"]
        self.template: str = spec["template"]
        self.otherwise: str | None = spec.get("otherwise")
        self.names: list[str] = re.findall(r"\{([a-z0-9_]+)\}", self.template)
        parts = re.split(r"\{[a-z0-9_]+\}", self.template)
        regex = re.escape(parts[0])
        for name, text in zip(self.names, parts[1:], strict=True):
            regex += f"(?P<{name}>.*?)" + re.escape(text)
        self.pattern = re.compile(regex + r"\Z", re.DOTALL)

    def join(self, values: dict[str, Any]) -> str:
        joined = self.template
        for name in self.names:
            joined = joined.replace("{" + name + "}", text(values[name]), 1)
        return joined


class _Record:
    __slots__ = (
        "add",
        "c2d",
        "codec",
        "consts",
        "d2c",
        "declares",
        "defaults",
        "drop",
        "fast_read",
        "fast_write",
        "fill",
        "flatten_c",
        "flatten_d",
        "hook",
        "misspelled",
        "moves_c",
        "moves_d",
        "nest",
        "nulls",
        "prefix",
        "prefix_kept",
        "read_children",
        "read_names",
        "read_nulls",
        "requires",
        "shared",
        "simple_read",
        "split",
        "touched",
        "unknown",
        "values_c2d",
        "values_d2c",
        "written",
    )

    def __init__(self, spec: dict[str, Any]) -> None:
        # canonical name -> (dialect name, child shape key); and back
        self.c2d: dict[str, tuple[str, str | None]] = {
            c: (d, child) for c, d, child in spec["fields"]
        }
        self.d2c: dict[str, tuple[str, str | None]] = {
            d: (c, child) for c, d, child in spec["fields"]
        }
        self.values_c2d: dict[str, dict[Any, Any]] = {}
        self.values_d2c: dict[str, dict[Any, Any]] = {}
        for c, pairs in spec.get("values", {}).items():
            self.values_c2d[c] = {_key(a): b for a, b in pairs}
            self.values_d2c[c] = {_key(b): a for a, b in pairs}
        # canonical name -> (dialect path, child); first path step -> the moves under it
        self.moves_c: dict[str, tuple[list[str], str | None]] = {
            c: (path, child) for c, path, child in spec.get("moves", [])
        }
        self.moves_d: dict[str, list[tuple[str, list[str], str | None]]] = {}
        for c, path, child in spec.get("moves", []):
            self.moves_d.setdefault(path[0], []).append((c, path, child))
        self.add: dict[str, Any] = spec.get("add", {})
        self.drop: dict[str, Any] = spec.get("drop", {})
        self.consts: dict[str, Any] = spec.get("consts", {})
        self.unknown: str | None = spec.get("unknown")
        # a document told by no tag: what a dialect document must carry to be taken for it
        self.requires: list[str] = spec.get("requires", [])
        self.declares: list[str] = spec.get("declares", [])
        self.codec: dict[str, str] = spec.get("codecs", {})
        self.split: list[_Split] = [_Split(s) for s in spec.get("split", [])]
        self.nest: dict[str, Any] | None = spec.get("nest")
        self.hook: str | None = spec.get("hook")
        # what the canonical model assumes where the dialect says nothing: filled in when read,
        # left out when written (`_assume`, `_said`: a default the dialect said is kept)
        self.defaults: dict[str, Any] = spec.get("defaults", {})
        # what the dialect always sends and the canonical model may leave out, by the dialect's
        # name: written where the canonical value has none (after everything else, in declared
        # order), only when the writer is asked to (`write(..., fill=True)`); reading keeps
        # whatever the document sent, so a document read and written back is itself again
        self.fill: dict[str, Any] = {
            self.c2d.get(c, (c, None))[0]: v for c, v in spec.get("fill", {}).items()
        }
        # what the dialect sends as null to mean "not said" where the canonical model takes no
        # null (the SDKs' optional fields): dialect name -> canonical name. Reading leaves such a
        # null out (so a default may be assumed) and notes where it was (`NULLS`), so writing
        # puts it back there
        self.nulls: dict[str, str] = {self.c2d[c][0]: c for c in spec.get("nulls", [])}
        # what the dialect always writes, null where it has no value (serde's `Option`): dialect
        # names, in the dialect's order. Reading leaves such a null out, noting nothing (the
        # canonical object may be closed); writing puts null where the value is absent
        self.written: list[str] = [self.c2d[c][0] for c in spec.get("null_when_absent", [])]
        # every property whose null reading leaves out: dialect name -> canonical name
        self.read_nulls: dict[str, str] = {
            **self.nulls,
            **{d: self.d2c[d][0] for d in self.written},
        }
        # (child, nested, parent, the child's tag or None, tag values): the child object's
        # `nested` repeats this record's `parent` in the dialect; said once canonically
        self.shared: list[tuple[str, str, str, str | None, list[Any]]] = [
            (c, n, p, t, list(v)) for c, n, p, t, v in spec.get("shared", [])
        ]
        # canonical object property -> (its properties the dialect writes on the parent, shape)
        self.flatten_c: dict[str, tuple[list[str], str | None]] = {
            c: (subs, child) for c, subs, child in spec.get("flatten", [])
        }
        self.flatten_d: dict[str, str] = {
            d: c for c, subs, _ in spec.get("flatten", []) for d in subs
        }
        # property -> prefix: the canonical value is the dialect's with a `slug:` prefix
        self.prefix: dict[str, str] = spec.get("prefix", {})
        # property -> the values it keeps unprefixed (the protocol's own)
        self.prefix_kept: dict[str, frozenset[str]] = {
            c: frozenset(kept) for c, kept in spec.get("prefix_kept", {}).items()
        }
        # the common case, decided once: a property that is only renamed (and converted by its
        # own shape) -> (its other name, its shape, whether the value is copied as it is)
        special = {*self.flatten_d, *self.drop, *self.moves_d, *(s.dialect for s in self.split)}
        self.fast_read: dict[str, tuple[str, str | None, dict[Any, Any] | None]] = {
            d: (c, child, self._table(c, child, self.values_d2c))
            for d, (c, child) in self.d2c.items()
            if d not in special
        }
        split_names = {n for s in self.split for n in (*s.names, s.otherwise)}
        special = {*self.flatten_c, *self.add, *self.moves_c, *split_names, self.unknown}
        self.fast_write: dict[str, tuple[str, str | None, dict[Any, Any] | None]] = {
            c: (d, child, self._table(c, child, self.values_c2d))
            for c, (d, child) in self.c2d.items()
            if c not in special
        }

        # a record that only renames (and converts some properties by their shapes) is read
        # with one dict comprehension, then those properties converted in place
        self.simple_read = not (
            self.nest or self.flatten_d or self.drop or self.split or self.unknown or self.hook
        )
        self.read_names = {d: c for d, (c, _) in self.d2c.items() if d != c}
        self.read_children = {
            d: hit
            for d, hit in self.fast_read.items()
            if hit[1] is not None or hit[2] is None or hit[2]
        }
        self.misspelled = frozenset(c for c, (d, _) in self.c2d.items() if c != d)
        # the dialect properties reading must touch; a value with none of them (a pi-ai text
        # block without a signature) is read as it is, shared like every leaf
        self.touched = (
            None
            if self.add
            or self.defaults
            or self.moves_d
            or self.read_nulls
            or self.shared
            or not self.simple_read
            else frozenset(self.read_names) | frozenset(self.read_children) | self.misspelled
        )

    def _table(
        self, canon: str, child: str | None, values: dict[str, dict[Any, Any]]
    ) -> dict[Any, Any] | None:
        """The value table of a property that is only renamed ({} when its value is copied as
        it is, or converted by its shape alone); None when its value needs more (a codec, a
        prefix, a value table beside a shape)."""
        if canon in self.prefix or canon in self.codec:
            return None
        table = values.get(canon, {})
        return None if table and child is not None else table


class _Union:
    __slots__ = (
        "canonical",
        "dialect_tag",
        "hook",
        "open",
        "pattern",
        "spelled",
        "tag",
        "untagged",
    )

    def __init__(self, spec: dict[str, Any]) -> None:
        self.tag: str = spec["tag"]
        self.dialect_tag: str = spec["dialect_tag"]
        self.canonical: dict[Any, str] = {_key(c): k for c, _, k in spec["arms"]}
        self.spelled: dict[Any, str] = {_key(d): k for _, d, k in spec["arms"]}
        self.open: str | None = spec.get("open")  # the arm of tag values no other arm pins
        # the arms a dialect value with no tag may be, in order, with the dialect's names of what
        # each requires, else of what it declares: the value is the first arm whose requirements
        # it meets (all it requires, or, when that is nothing, one property it declares)
        self.untagged: list[tuple[str, list[str], list[str]]] = [
            (arm, requires, declares) for arm, requires, declares in spec.get("untagged", [])
        ]
        # the open arm's canonical tag pattern: a document is told by it too
        self.pattern = re.compile(spec["pattern"]) if spec.get("pattern") else None
        # the dialect's hand-written step for values no tag can tell apart (pi-ai's flat stream
        # events): run on the dialect's side, before the arm is chosen and after it is written
        self.hook: str | None = spec.get("hook")

    def arm(self, value: dict[str, Any], reading: bool) -> str | None:
        prop, arms = (self.dialect_tag, self.spelled) if reading else (self.tag, self.canonical)
        if prop not in value:
            return self.untagged_arm(value) if reading else None
        got = value[prop]
        if not _hashable(got):
            return None
        hit = arms.get(_key(got))
        if hit is None and isinstance(got, str):
            return self.open
        return hit

    def untagged_arm(self, value: dict[str, Any]) -> str | None:
        """The first untagged arm whose requirements the dialect value without a tag meets."""
        for arm, requires, declares in self.untagged:
            if all(name in value for name in requires) and (
                not declares or any(name in value for name in declares)
            ):
                return arm
        return None

    def untagged_needs(self) -> list[str]:
        """What a dialect value without a tag must carry to be each untagged arm."""
        return [
            f"{arm} ({' and '.join(requires) or 'any property it declares'})"
            for arm, requires, _ in self.untagged
        ]


class Converter:
    """One dialect's plan, ready to run. `read` turns the dialect's JSON into canonical JSON,
    `write` canonical JSON into the dialect's; `entity` is a canonical entity
    (`agent/assistant_message`), or None to tell it from the document's own tags."""

    def __init__(self, plan: dict[str, Any], hooks: Mapping[str, Hook] | None = None) -> None:
        self.name: str = plan["name"]
        self.documents: list[str] = plan["documents"]
        self.shapes: dict[str, tuple[str, Any]] = {}
        self.hooks = hooks or {}
        for key, (kind, spec) in plan["shapes"].items():
            if kind == "record":
                self.shapes[key] = (kind, _Record(spec))
            elif kind == "union":
                self.shapes[key] = (kind, _Union(spec))
            elif kind == "values":
                self.shapes[key] = (
                    kind,
                    ({_key(a): b for a, b in spec}, {_key(b): a for a, b in spec}),
                )
            else:  # list, map, alt
                self.shapes[key] = (kind, spec)
        self.filling = False  # whether the write under way writes the `fill` values
        # per shape, the reading function specialised from its plan (made on first use)
        self._readers: dict[str, Reader] = {}
        # and the writing function, made the same way
        self._writers: dict[str, Reader] = {}

    # -- telling a document's entity -------------------------------------------------------------

    def entity_of(self, value: Any, reading: bool = True) -> str | None:
        """The first of the plan's documents whose tags the value carries: one that pins the
        value's tag first, else one that takes it in an open arm, an untagged arm or a record
        without a tag (so one library's own event is never taken for a tag another document
        pins)."""
        for pinned in (True, False):
            for key in self.documents:
                if self._fits(key, value, reading, pinned):
                    return key
        return None

    def _fits(self, key: str, value: Any, reading: bool, pinned: bool = False) -> bool:
        kind, spec = self.shapes[key]
        if kind == "list":
            return isinstance(value, list)
        if not isinstance(value, dict):
            return False
        if kind == "union":  # told by a tag value an arm pins (an open arm tells nothing)
            if reading and spec.hook is not None:
                try:
                    value = self.hooks[spec.hook](value, "read", self)
                except ValueError:  # the hook knows the value and finds it wrong: reading says why
                    return True
                if not isinstance(value, dict):
                    return False
            prop, arms = (spec.dialect_tag, spec.spelled) if reading else (spec.tag, spec.canonical)
            if prop not in value:
                return reading and not pinned and spec.untagged_arm(value) is not None
            got = value[prop]
            if not _hashable(got):
                return False
            if _key(got) in arms:
                return True
            if pinned or spec.open is None or spec.pattern is None or not isinstance(got, str):
                return False
            if reading:  # the open arm's own spelling of its tag (a prefix the dialect omits)
                kind, record = self.shapes[spec.open]
                prefix = record.prefix.get(spec.tag, "") if kind == "record" else ""
                got = got if not prefix or prefix[-1] in got else prefix + got
            return spec.pattern.search(got) is not None
        if kind == "record":
            if pinned and not spec.consts:
                return False
            for c, want in spec.consts.items():
                name = spec.c2d[c][0] if reading else c
                got = value.get(name)
                if reading and c in spec.values_c2d:
                    want = spec.values_c2d[c].get(_key(want), want)
                if not same(got, want):
                    return False
            if reading and (spec.requires or spec.declares):
                # no tag tells it: the document must have what the entity requires, or one
                # property it declares, as canonical detection asks (an open request whose
                # fields are all optional would otherwise take any object, an error body too)
                if not all(name in value for name in spec.requires):
                    return False
                return bool(spec.requires) or any(name in value for name in spec.declares)
            return True
        return False

    # -- pointers ------------------------------------------------------------------------------

    def spelled_pointer(self, key: str | None, value: Any, pointer: str) -> str:
        """A JSON pointer into the canonical `value` (of shape `key`), in the dialect's spelling:
        so a problem found in converted JSON points at what the dialect wrote."""
        parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]
        out: list[str] = []
        for part in parts:
            kind: str
            spec: Any
            kind, spec = self.shapes[key] if key is not None else ("", None)
            while kind in ("union", "alt"):
                if kind == "union":
                    key = spec.arm(value, False) if isinstance(value, dict) else None
                else:
                    key = spec.get(_type_name(value))
                kind, spec = self.shapes[key] if key is not None else ("", None)
            child: str | None = None
            if kind == "record" and isinstance(value, dict):
                if (
                    spec.nest is not None
                    and part not in spec.nest["outer"]
                    and part != spec.nest["tag"]
                ):
                    out.append(spec.nest.get("under") or text(value.get(spec.nest["tag"])))
                if part in spec.flatten_c:  # its properties sit on this object
                    child = spec.flatten_c[part][1]
                elif part in spec.moves_c:
                    path, child = spec.moves_c[part]
                    out.extend(path)
                elif part in spec.c2d:
                    name, child = spec.c2d[part]
                    out.append(name)
                elif part != spec.unknown:  # what `unknown` holds sits beside the known properties
                    out.append(part)
            elif kind in ("list", "map"):
                out.append(part)
                child = spec
            else:
                out.append(part)
            if isinstance(value, dict):
                value = value.get(part)
            elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
                value = value[int(part)]
            else:
                value = None
            key = child
        return "".join("/" + _esc(p) for p in out)

    # -- the two directions ----------------------------------------------------------------------

    def read(self, value: Any, entity: str | None = None) -> tuple[Any, Problems, str | None]:
        return self._run(value, entity, True)

    def write(
        self, value: Any, entity: str | None = None, fill: bool = False
    ) -> tuple[Any, Problems, str | None]:
        """`fill`: also write what the dialect always sends where the canonical value has none
        (its `fill` values), for a consumer that requires them; off, the value is written as
        it is, so a document read from the dialect comes back as it was."""
        self.filling = fill
        try:
            return self._run(value, entity, False)
        finally:
            self.filling = False

    def _run(
        self, value: Any, entity: str | None, reading: bool
    ) -> tuple[Any, Problems, str | None]:
        problems: Problems = []
        key = entity if entity is not None else self.entity_of(value, reading)
        if key is None:
            problems.append(("", self._no_document(value, reading)))
            return value, problems, None
        if key not in self.shapes:
            problems.append(("", f"{self.name} has no spelling for {key}"))
            return value, problems, None
        # the first pass keeps no pointers; only a value with problems is converted again with
        # them, so that each problem says where it is
        if reading:
            out = self.reader(key)(value, problems)
        else:
            out = self.writer(key)(value, problems)
        if problems:
            problems = []
            out = self.convert(key, value, "", problems, reading)
        return out, problems, key

    # -- reading (and the making of both directions), specialised per shape ------------------------

    def reader(self, key: str) -> Reader:
        """The function reading a value of shape `key` without pointers: the plan's decisions
        for that shape taken once, into a closure that calls its children's functions directly.
        It gives what `convert(key, value, None, problems, True)` gives; whatever it has no
        specialised step for (a hook, nesting, flattening, splits, a misspelled property) it
        hands to `convert`, so there is one reading of each rule."""
        return self._specialised(key, self._readers, True)

    def _specialised(self, key: str, made: dict[str, Reader], reading: bool) -> Reader:
        """The reading or writing function of shape `key`, made once."""
        found = made.get(key)
        if found is None:
            # a shape may contain itself (a tool result inside an event inside ...): while it is
            # being made, its children reach it through this indirection
            made[key] = lambda value, problems: made[key](value, problems)
            found = made[key] = self._make(key, reading)
        return found

    def _make(self, key: str, reading: bool) -> Reader:
        kind, spec = self.shapes[key]
        convert = self.convert
        shape = self.reader if reading else self.writer

        def generic(value: Any, problems: Problems) -> Any:
            return convert(key, value, None, problems, reading)

        if kind == "record" and reading:
            if spec.hook is not None or not spec.simple_read or spec.shared:
                return generic
            return self._record_reader(spec, generic)
        if kind == "record":
            if (
                spec.hook is not None
                or spec.nest is not None
                or spec.defaults
                or spec.flatten_c
                or spec.add
                or spec.split
                or spec.shared
            ):
                return generic
            return self._record_writer(spec, generic)
        if kind == "union" and spec.hook is not None:
            return generic
        if kind == "union":
            # read by the dialect's tag and spelling, written by the canonical ones
            tag = spec.dialect_tag if reading else spec.tag
            spelled = spec.spelled if reading else spec.canonical
            arms = {t: shape(k) for t, k in spelled.items() if type(t) is str}

            def by_tag(value: Any, problems: Problems) -> Any:
                if type(value) is dict:
                    got = value.get(tag)
                    if type(got) is str:
                        arm = arms.get(got)
                        if arm is not None:
                            return arm(value, problems)
                return convert(key, value, None, problems, reading)

            return by_tag
        if kind == "list":
            if spec is None:
                return generic
            item = shape(spec)

            def each(value: Any, problems: Problems) -> Any:
                if type(value) is not list:
                    return convert(key, value, None, problems, reading)
                return [item(v, problems) for v in value]

            def write_each(value: Any, problems: Problems) -> Any:
                if type(value) is not list:
                    return convert(key, value, None, problems, reading)
                out = [item(v, problems) for v in value]
                # a list whose items all come back as they are is itself (as a record is)
                return value if all(map(operator.is_, out, value)) else out

            return each if reading else write_each
        if kind == "alt":
            by_type = {t: shape(k) for t, k in spec.items() if k is not None}
            of_type = {
                python: by_type.get(name, _same)
                for python, name in (
                    (str, "string"),
                    (list, "array"),
                    (dict, "object"),
                    (int, "number"),
                    (float, "number"),
                    (bool, "boolean"),
                    (type(None), "null"),
                )
            }

            def read_alt(value: Any, problems: Problems) -> Any:
                child = of_type.get(type(value))
                return generic(value, problems) if child is None else child(value, problems)

            return read_alt
        if kind == "values":
            table = spec[1] if reading else spec[0]

            def write_value(value: Any, problems: Problems) -> Any:
                return table.get(_key(value), value) if _hashable(value) else value

            return write_value
        return generic

    def _record_reader(self, spec: _Record, generic: Reader) -> Reader:
        touched = spec.touched
        misspelled = spec.misspelled
        names = spec.read_names
        renamed = frozenset(names)
        value_of = self._value
        # per converted property: (dialect name, canonical name, how): how is the child's
        # reader, a value table, or None for a value `_value` converts (codec, prefix, ...)
        steps: list[tuple[str, str, Any, str | None]] = []
        for dname, (name, child, table) in spec.read_children.items():
            if table is None and name in spec.codec and name not in spec.prefix:
                steps.append((dname, name, _Codec(CODECS[spec.codec[name]][0]), None))
            elif table is None:
                steps.append((dname, name, None, child))
            elif child is not None:
                steps.append((dname, name, self.reader(child), None))
            else:
                steps.append((dname, name, table, None))
        moves = bool(spec.moves_d)
        if moves:
            plain = self._plain_moves(spec)
            if plain is not None:
                return self._moving_reader(spec, generic, steps, plain)
        add = spec.add
        defaults = spec.defaults
        read_moves = self._read_moves
        nulls = spec.read_nulls

        def read_record(value: Any, problems: Problems) -> Any:
            if type(value) is not dict or (nulls and _sent_null(nulls, value)):
                return generic(value, problems)
            if touched is not None and touched.isdisjoint(value):
                return value
            if not misspelled.isdisjoint(value):
                return generic(value, problems)
            if renamed.isdisjoint(value):
                out = value.copy()
            else:
                out = {names.get(k, k): v for k, v in value.items()}
            _read_steps(value_of, spec, steps, value, out, problems)
            if moves:
                out = read_moves(spec, value, out, None, problems)
            if add:
                out.update(add)
            if defaults:
                _assume(defaults, out)
            return out

        return read_record

    def _plain_reader(self, spec: _Record, canon: str, child: str | None) -> Reader | None:
        """The reader of a property whose value only its shape converts (no codec, prefix or
        value table): its child's reader, or the identity; None otherwise."""
        if canon in spec.prefix or canon in spec.codec or canon in spec.values_d2c:
            return None
        if child is None:
            return _same
        return self.reader(child)

    def _plain_moves(
        self, spec: _Record
    ) -> list[tuple[str, str, Reader, list[tuple[str, str, Reader]]]] | None:
        """The record's moves when each is one level down, out of a container with a canonical
        name, and every value involved is converted by its shape alone: (container's dialect
        name, its canonical name, its reader, [(moved dialect name, canonical name, reader)])."""
        out = []
        for dname, moved in spec.moves_d.items():
            named = spec.d2c.get(dname)
            if named is None or dname in spec.read_children:
                return None
            container = self._plain_reader(spec, named[0], named[1])
            if container is None:
                return None
            parts = []
            for canon, path, child in moved:
                part = self._plain_reader(spec, canon, child)
                if len(path) != 2 or part is None:
                    return None
                parts.append((path[1], canon, part))
            out.append((dname, named[0], container, parts))
        return out

    def _moving_reader(
        self,
        spec: _Record,
        generic: Reader,
        steps: list[tuple[str, str, Any, str | None]],
        moves: list[tuple[str, str, Reader, list[tuple[str, str, Reader]]]],
    ) -> Reader:
        """A renaming record with plain moves (pi-ai's `usage.cost`): the moved properties are
        taken out of their container and put right after it, as `_read_moves` does."""
        misspelled = spec.misspelled
        names = spec.read_names
        value_of = self._value
        add = spec.add
        defaults = spec.defaults
        nulls = spec.read_nulls

        def read_record(value: Any, problems: Problems) -> Any:
            if (
                type(value) is not dict
                or not misspelled.isdisjoint(value)
                or (nulls and _sent_null(nulls, value))
            ):
                return generic(value, problems)
            out: dict[Any, Any] = {names.get(k, k): v for k, v in value.items()}
            _read_steps(value_of, spec, steps, value, out, problems)
            after: dict[str, list[tuple[str, Any]]] | None = None
            for dname, name, container, parts in moves:
                if dname not in value:
                    continue
                got = value[dname]
                if type(got) is not dict:
                    out[name] = container(got, problems)
                    continue
                rest = got.copy()
                taken = [
                    (canon, part(rest.pop(moved), problems))
                    for moved, canon, part in parts
                    if moved in rest
                ]
                out[name] = container(rest, problems)
                if taken:
                    if after is None:
                        after = {}
                    after[name] = taken
            if after is not None:
                rebuilt: dict[str, Any] = {}
                for key, v in out.items():
                    rebuilt[key] = v
                    if key in after:
                        rebuilt.update(after[key])
                out = rebuilt
            if add:
                out.update(add)
            if defaults:
                _assume(defaults, out)
            return out

        return read_record

    # -- writing, specialised per shape ----------------------------------------------------------

    def writer(self, key: str) -> Reader:
        """The function writing a canonical value of shape `key` without pointers, as `reader`
        reads: it gives what `convert(key, value, None, problems, False)` gives, and hands to
        `convert` whatever it has no specialised step for (a hook, nesting, flattening, splits,
        defaults, a constant the dialect adds, the `fill` values when they are asked for)."""
        return self._specialised(key, self._writers, False)

    def _record_writer(self, spec: _Record, generic: Reader) -> Reader:
        """A record that renames its properties, converts some by their shapes, value tables or
        codecs, and moves some into another object (pi-ai's `usage.cost`), as `_write_record`
        does, with each property's step decided once. A value whose writing changes nothing
        (no property it has is renamed or moved, and each converted property comes back as
        the same object) is returned itself, not a copy, as reading gives back an untouched
        leaf: an unchanged subtree (a text block, a tool result's content) costs no copy."""
        renamed: dict[str, str] = {
            c: d
            for c, (d, child, table) in spec.fast_write.items()
            if child is None and table == {}
        }
        # canonical name -> (the dialect's name, or the path a move puts it at; its writing)
        steps: dict[str, tuple[Any, Reader]] = {}
        value_of = self._value

        def by_value(canon: str, child: str | None) -> Reader:
            return lambda v, problems: value_of(spec, canon, v, None, problems, False, child)

        for canon, (name, child, table) in spec.fast_write.items():
            if table is None:
                steps[canon] = (name, by_value(canon, child))
            elif child is not None:
                steps[canon] = (name, self.writer(child))
            elif table:
                steps[canon] = (name, _by_table(table))
        for canon, (path, child) in spec.moves_c.items():
            plain = canon not in spec.prefix and canon not in spec.codec
            if plain and canon not in spec.values_c2d:  # converted by its shape alone
                steps[canon] = (path, _same if child is None else self.writer(child))
            else:
                steps[canon] = (path, by_value(canon, child))
        dropped = spec.drop
        fills = bool(spec.fill)
        converter = self
        nulls = bool(spec.nulls)
        # the property holding what the canonical model has no name for: its properties are
        # written in its place (one a move refills, `_write_record`'s case, is left to it)
        unknown = spec.unknown
        refilled = spec.moves_d
        written = bool(spec.written)
        # the properties kept under their own name, whose writing may give their value back
        # as it is; and those whose presence changes the object (renamed, moved, unpacked)
        kept = [(c, step) for c, (name, step) in steps.items() if name == c]
        changing = frozenset(
            [
                *(c for c, d in renamed.items() if c != d),
                *(c for c, (name, _) in steps.items() if name != c),
                *([unknown] if unknown is not None else []),
            ]
        )

        def write_record(value: Any, problems: Problems) -> Any:
            if (
                type(value) is not dict
                or (fills and converter.filling)
                or (nulls and NULLS in value)
                or written
            ):
                return generic(value, problems)
            if not dropped and changing.isdisjoint(value):
                copied = None
                for k, keep in kept:
                    if k in value:
                        v = value[k]
                        w = keep(v, problems)
                        if w is not v:
                            if copied is None:
                                copied = value.copy()
                            copied[k] = w
                return value if copied is None else copied
            out: dict[str, Any] = {}
            later = None
            for k, v in value.items():
                step = steps.get(k)
                if step is None:
                    if k == unknown and type(v) is dict:
                        if refilled and not refilled.keys().isdisjoint(v):
                            return generic(value, problems)
                        for dname, kept_value in v.items():
                            out[dname] = kept_value
                        continue
                    name = renamed.get(k)
                    out[k if name is None else name] = v
                elif type(step[0]) is str:
                    out[step[0]] = step[1](v, problems)
                else:
                    if later is None:
                        later = []
                    later.append((step[0], step[1](v, problems)))
            if later is not None:
                for path, v in later:
                    _put_at(out, path, v)
            for dname, v in dropped.items():
                out[dname] = v
            return out

        return write_record

    def _no_document(self, value: Any, reading: bool) -> str:
        spelling = self.name if reading else "canonical"
        tags = sorted(
            {
                spec.dialect_tag if reading else spec.tag
                for kind, spec in (self.shapes[k] for k in self.documents)
                if kind == "union"
            }
        )
        if not isinstance(value, (dict, list)):
            return f"expected a {spelling} document (an object), found {_type_name(value)}"
        untagged = []
        if reading:
            for key in self.documents:
                kind, spec = self.shapes[key]
                if kind == "record" and (spec.requires or spec.declares):
                    needs = " and ".join(spec.requires) or "any property it declares"
                    untagged.append(f"{key} ({needs})")
                elif kind == "union":  # the arms a value without the union's tag may be
                    untagged.extend(spec.untagged_needs())
        return (
            f"cannot tell which {spelling} document this is (pass --entity): it has no "
            + " or ".join(shown(t) for t in tags)
            + " value it declares"
            + (
                f", nor what an untagged document requires: {'; '.join(untagged)}"
                if untagged
                else ""
            )
        )

    def convert(
        self, key: str | None, value: Any, ptr: str | None, problems: Problems, reading: bool
    ) -> Any:
        if key is None:
            return value
        kind, spec = self.shapes[key]
        # a value of another JSON type than the shape's is copied as it is: validating the
        # converted value reports it, at the pointer mapped back into the dialect's spelling
        if kind == "record":
            if not isinstance(value, dict):
                return value
            if spec.hook is None:
                if reading:
                    return self._read_record(spec, value, ptr, problems)
                return self._write_record(spec, value, ptr, problems)
            # the hand-written step works on the dialect's side: before reading, after writing
            hook = self.hooks[spec.hook]
            try:
                if reading:
                    return self._read_record(spec, hook(value, "read", self), ptr, problems)
                return hook(self._write_record(spec, value, ptr, problems), "write", self)
            except ValueError as exc:
                problems.append((ptr or "", str(exc)))
                return value
        if kind == "union":
            if not isinstance(value, dict):
                return value
            if spec.hook is not None:
                return self._hooked_union(key, spec, value, ptr, problems, reading)
            got = value.get(spec.dialect_tag if reading else spec.tag)
            arm = (
                (spec.spelled if reading else spec.canonical).get(got) if type(got) is str else None
            )
            if arm is None:
                arm = spec.arm(value, reading)
            elif reading:  # the common case: an arm that is a plain record, read at once
                kind, record = self.shapes[arm]
                if kind == "record" and record.hook is None:
                    return self._read_record(record, value, ptr, problems)
            if arm is None:
                prop, arms = (
                    (spec.dialect_tag, spec.spelled) if reading else (spec.tag, spec.canonical)
                )
                if prop not in value:
                    needs = spec.untagged_needs() if reading else []
                    problems.append(
                        (
                            ptr or "",
                            f"missing the tag property {shown(prop)}"
                            + (
                                f", and what an untagged arm requires: {'; '.join(needs)}"
                                if needs
                                else ""
                            ),
                        )
                    )
                    return value
                known = ", ".join(sorted(shown(_unkey(a)) for a in arms))
                problems.append(
                    (f"{ptr}/{_esc(prop)}", f"unknown {prop} {shown(value[prop])}; known: {known}")
                )
                return value
            return self._child(arm, value, ptr, problems, reading)
        if kind == "list":
            if not isinstance(value, list):
                return value
            if ptr is None:
                item = self._shape(spec, reading)
                return [item(v, problems) for v in value]
            return [
                self.convert(spec, v, f"{ptr}/{i}", problems, reading) for i, v in enumerate(value)
            ]
        if kind == "map":
            if not isinstance(value, dict):
                return value
            return {
                k: self.convert(spec, v, _at(ptr, k), problems, reading) for k, v in value.items()
            }
        if kind == "alt":
            child = spec.get(_type_name(value))
            return self._child(child, value, ptr, problems, reading) if child else value
        if kind == "values":
            table = spec[1] if reading else spec[0]
            return table.get(_key(value), value) if _hashable(value) else value
        raise ValueError(f"unknown shape kind {kind!r}")

    def _shape(self, key: str | None, reading: bool) -> Reader:
        """The specialised function of shape `key` (the identity for none)."""
        if key is None:
            return _same
        return self.reader(key) if reading else self.writer(key)

    def _child(
        self, key: str | None, value: Any, ptr: str | None, problems: Problems, reading: bool
    ) -> Any:
        """`convert` of a child value: without pointers (the first pass), through the child's
        specialised function, which gives the same, so that a record `convert` handles itself
        (a hook, unknown properties, ...) does not make its whole subtree the slow path."""
        if ptr is None and key is not None:
            return (self.reader(key) if reading else self.writer(key))(value, problems)
        return self.convert(key, value, ptr, problems, reading)

    def _hooked_union(
        self,
        key: str,
        spec: _Union,
        value: dict[str, Any],
        ptr: str | None,
        problems: Problems,
        reading: bool,
    ) -> Any:
        """A union whose dialect values need the dialect's hand-written step: before the arm is
        chosen when reading, after the arm is written when writing."""
        hook = self.hooks[spec.hook or ""]
        try:
            if reading:
                value = hook(value, "read", self)
        except ValueError as exc:
            problems.append((ptr or "", str(exc)))
            return value
        arm = spec.arm(value, reading) if isinstance(value, dict) else None
        if arm is None:
            prop = spec.dialect_tag if reading else spec.tag
            found = value.get(prop) if isinstance(value, dict) else None
            what = f"{shown(found)} is" if isinstance(found, str) else "no"
            problems.append((ptr or "", f"{what} no {shown(prop)} this dialect declares here"))
            return value
        out = self._child(arm, value, ptr, problems, reading)
        if reading:
            return out
        try:
            return hook(out, "write", self)
        except ValueError as exc:
            problems.append((ptr or "", str(exc)))
            return out

    def _value(
        self,
        spec: _Record,
        canon: str,
        value: Any,
        ptr: str | None,
        problems: Problems,
        reading: bool,
        child: str | None,
    ) -> Any:
        prefix = spec.prefix.get(canon)
        if prefix is not None and isinstance(value, (str, list)):
            kept = spec.prefix_kept.get(canon, frozenset())
            if isinstance(value, str):
                return _prefixed(prefix, kept, value, reading)
            return [_prefixed(prefix, kept, v, reading) if isinstance(v, str) else v for v in value]
        if canon in spec.codec:
            converted, problem = CODECS[spec.codec[canon]][0 if reading else 1](value)
            if problem:
                problems.append((ptr or "", problem))
            return converted
        table = (spec.values_d2c if reading else spec.values_c2d).get(canon)
        if table is not None and _hashable(value) and _key(value) in table:
            return table[_key(value)]
        return self._child(child, value, ptr, problems, reading)

    def _read_record(
        self, spec: _Record, value: dict[str, Any], ptr: str | None, problems: Problems
    ) -> dict[str, Any]:
        out = self._read_fields(spec, value, ptr, problems)
        if spec.shared and out is not value:
            _drop_shared(spec.shared, out)
        return out

    def _read_fields(
        self, spec: _Record, value: dict[str, Any], ptr: str | None, problems: Problems
    ) -> dict[str, Any]:
        if spec.touched is not None and spec.touched.isdisjoint(value):
            return value
        nulls = None
        dropped = spec.read_nulls
        if dropped and _sent_null(dropped, value):
            nulls = _null_places(spec.nulls, value)
            value = {k: v for k, v in value.items() if not (k in dropped and v is None)}
        if spec.simple_read and spec.misspelled.isdisjoint(value):
            names = spec.read_names
            out = {names.get(k, k): v for k, v in value.items()}
            for dname, (name, child, table) in spec.read_children.items():
                if dname not in value:
                    continue
                v = value[dname]
                if table is None:  # a codec, a prefix, or a value table beside a shape
                    here = None if ptr is None else f"{ptr}/{_esc(dname)}"
                    out[name] = self._value(spec, name, v, here, problems, True, child)
                elif child is not None:
                    here = None if ptr is None else f"{ptr}/{_esc(dname)}"
                    out[name] = self._child(child, v, here, problems, True)
                elif _hashable(v):
                    out[name] = table.get(_key(v), v)
            if spec.moves_d:
                out = self._read_moves(spec, value, out, ptr, problems)
            if nulls:
                out[NULLS] = nulls
            if spec.add:
                out.update(spec.add)
            if spec.defaults:
                _assume(spec.defaults, out)
            return out
        if spec.nest is not None:
            value = self._unnest(spec.nest, value, ptr, problems)
        out = {}
        unknown: dict[str, Any] | None = None
        gathered: dict[str, dict[str, Any]] = {}
        fast = spec.fast_read
        convert = self._child
        for dname, v in value.items():
            hit = fast.get(dname)
            if hit is not None and hit[2] is not None:
                name, child, table = hit
                if child is not None:
                    here = None if ptr is None else f"{ptr}/{_esc(dname)}"
                    out[name] = convert(child, v, here, problems, True)
                elif table and _hashable(v):
                    out[name] = table.get(_key(v), v)
                else:
                    out[name] = v
                continue
            here = None if ptr is None else f"{ptr}/{_esc(dname)}"
            if hit is not None:
                out[hit[0]] = self._value(spec, hit[0], v, here, problems, True, hit[1])
                continue
            if dname in spec.flatten_d:
                canon = spec.flatten_d[dname]
                if canon not in gathered:
                    out[canon] = gathered[canon] = {}  # the object sits where its first part was
                gathered[canon][dname] = v
                continue
            if dname in spec.flatten_c and dname not in spec.flatten_d:
                # the object written nested, under its canonical name: what the flat spelling
                # has no room for (an error's own type) is said so
                out[dname] = self._value(
                    spec, dname, v, here, problems, True, spec.flatten_c[dname][1]
                )
                continue
            if dname in spec.drop:
                if not same(v, spec.drop[dname]):
                    problems.append(
                        (here or "", f"expected {shown(spec.drop[dname])}, found {shown(v)}")
                    )
                continue
            moved = spec.moves_d.get(dname)
            if moved and isinstance(v, dict):
                v = dict(v)
                taken = []
                for canon, path, child in moved:
                    node: Any = v
                    for step in path[1:-1]:
                        node = node.get(step) if isinstance(node, dict) else None
                    if isinstance(node, dict) and path[-1] in node:
                        if len(path) == 2:
                            got = v.pop(path[-1])
                        else:
                            got = node[path[-1]]
                        where = None if here is None else "/".join([here, *map(_esc, path[1:])])
                        taken.append((canon, got, where, child))
                known = spec.d2c.get(dname)
                if known is not None:
                    out[known[0]] = self._value(spec, known[0], v, here, problems, True, known[1])
                for canon, got, where, child in taken:
                    out[canon] = self._value(spec, canon, got, where, problems, True, child)
                if known is None and v and spec.unknown is not None:
                    # what the moves leave of a container the canonical model has no name for
                    # (yoagent's `stats` beyond usage and turns) is kept as unknown properties
                    # are, after the moved ones, under the container's name: writing puts the
                    # moved properties back in it first, then the rest
                    if unknown is None:
                        unknown = out[spec.unknown] = {}
                    unknown[dname] = v
                continue
            named = spec.d2c.get(dname)
            if named is not None:
                out[named[0]] = self._value(spec, named[0], v, here, problems, True, named[1])
                continue
            split = next((s for s in spec.split if s.dialect == dname), None)
            if split is not None:
                m = split.pattern.match(v) if isinstance(v, str) else None
                if m is not None:
                    out.update(m.groupdict())
                elif split.otherwise is not None:
                    out[split.otherwise] = v
                else:
                    problems.append((here or "", f"expected a string like {shown(split.template)}"))
                continue
            if dname in spec.c2d and spec.c2d[dname][0] != dname:
                problems.append(
                    (here or "", f"{self.name} spells this {shown(spec.c2d[dname][0])}")
                )
                continue
            if spec.unknown is not None:
                if unknown is None:
                    unknown = out[spec.unknown] = {}
                unknown[dname] = v
            else:
                out[dname] = v
        if gathered:
            for canon, parts in gathered.items():
                if canon in value:
                    problems.append((_at(ptr, canon) or "", "said both nested and as properties"))
                child = spec.flatten_c[canon][1]
                out[canon] = self._value(spec, canon, parts, ptr, problems, True, child)
        if nulls:
            out[NULLS] = nulls
        if spec.add:
            out.update(spec.add)
        if spec.defaults:
            _assume(spec.defaults, out)
        return out

    def _read_moves(
        self,
        spec: _Record,
        value: dict[str, Any],
        out: dict[str, Any],
        ptr: str | None,
        problems: Problems,
    ) -> dict[str, Any]:
        """Properties the dialect keeps inside another object (pi-ai's `usage.cost`), taken out
        of it and put right after it."""
        after: dict[str, list[tuple[str, Any]]] = {}
        for dname, moved in spec.moves_d.items():
            container = value.get(dname)
            here = None if ptr is None else f"{ptr}/{_esc(dname)}"
            named = spec.d2c.get(dname)
            if not isinstance(container, dict):
                if named is not None and dname in value:
                    out[named[0]] = self._value(
                        spec, named[0], container, here, problems, True, named[1]
                    )
                continue
            rest = dict(container)
            taken = []
            for canon, path, child in moved:
                if path[1] in rest:
                    where = None if here is None else f"{here}/{_esc(path[1])}"
                    taken.append(
                        (
                            canon,
                            self._value(
                                spec, canon, rest.pop(path[1]), where, problems, True, child
                            ),
                        )
                    )
            if named is not None:
                out[named[0]] = self._value(spec, named[0], rest, here, problems, True, named[1])
                after[named[0]] = taken
            else:  # the container is no canonical property: its moved parts take its place
                after[dname] = taken
        if not any(after.values()):
            return out
        rebuilt: dict[str, Any] = {}
        for key, v in out.items():
            if key in after and spec.d2c.get(key, (None,))[0] is None and key not in spec.c2d:
                rebuilt.update(after[key])  # a container with no canonical name of its own
                continue
            rebuilt[key] = v
            if key in after:
                rebuilt.update(after[key])
        return rebuilt

    def _write_record(
        self, spec: _Record, value: dict[str, Any], ptr: str | None, problems: Problems
    ) -> dict[str, Any]:
        if spec.shared:
            value = _put_shared(spec.shared, value)
        out: dict[str, Any] = {}
        later: list[tuple[list[str], Any]] = []
        refill: list[tuple[str, dict[str, Any]]] = []
        split_done: set[str] = set()
        fast = spec.fast_write
        items: Any = value.items()
        if spec.defaults:
            items = _said(spec.defaults, value)
        # a note that is there is read, whatever it holds (a malformed one is a problem)
        noted = bool(spec.nulls) and NULLS in value
        nulls = value[NULLS] if noted else None
        for cname, v in items:
            if noted and cname == NULLS:
                continue
            hit = fast.get(cname)
            if hit is not None and hit[2] is not None:
                name, child, table = hit
                if child is not None:
                    here = None if ptr is None else f"{ptr}/{_esc(cname)}"
                    out[name] = self._child(child, v, here, problems, False)
                elif table and _hashable(v):
                    out[name] = table.get(_key(v), v)
                else:
                    out[name] = v
                continue
            here = None if ptr is None else f"{ptr}/{_esc(cname)}"
            if hit is not None:
                out[hit[0]] = self._value(spec, cname, v, here, problems, False, hit[1])
                continue
            if cname in spec.flatten_c:
                parts, child = spec.flatten_c[cname]
                flat = self._value(spec, cname, v, here, problems, False, child)
                if isinstance(flat, dict) and isinstance(v, dict):
                    if any(key not in parts for key in flat):
                        # the flat spelling has room for its parts only: what says more (the
                        # defaults reading assumed are left out of `flat`) is written nested,
                        # under the canonical name, as reading takes it
                        out[cname] = flat
                        continue
                    for key, part in flat.items():
                        if key in parts:
                            out[key] = part
                    for part in parts:  # the flat spelling always carries its parts
                        if part not in flat and part in v:
                            out[part] = v[part]
                else:
                    problems.append(
                        (here or "", f"{self.name} writes this as properties: an object")
                    )
                continue
            if cname in spec.add:
                if not same(v, spec.add[cname]):
                    problems.append(
                        (
                            here or "",
                            f"{self.name} can only say {shown(spec.add[cname])}, not {shown(v)}",
                        )
                    )
                continue
            if cname == spec.unknown and isinstance(v, dict):
                for dname, kept in v.items():
                    if dname in spec.moves_d and isinstance(kept, dict):
                        # what was kept of a container properties move into: they go back
                        # first, then the rest after them, as the dialect wrote it
                        out[dname] = {}
                        refill.append((dname, kept))
                    else:
                        out[dname] = kept
                continue
            move = spec.moves_c.get(cname)
            if move is not None:
                later.append((move[0], self._value(spec, cname, v, here, problems, False, move[1])))
                continue
            split = next((s for s in spec.split if cname in s.names or cname == s.otherwise), None)
            if split is not None:
                if split.dialect not in split_done:
                    split_done.add(split.dialect)
                    if all(n in value for n in split.names):
                        out[split.dialect] = split.join(value)
                    elif split.otherwise is not None and split.otherwise in value:
                        out[split.dialect] = value[split.otherwise]
                    else:
                        problems.append(
                            (here or "", f"{self.name} needs all of {', '.join(split.names)} here")
                        )
                if cname not in spec.c2d:  # also spelled alone (clark's media_type)
                    continue
            named = spec.c2d.get(cname)
            if named is not None:
                out[named[0]] = self._value(spec, cname, v, here, problems, False, named[1])
            else:
                out[cname] = v
        for path, v in later:
            node = out
            for step in path[:-1]:
                nxt = node.get(step)
                # a copy: the container may be the canonical value's own object, kept with the
                # unknown properties, which writing must not change
                nxt = node[step] = dict(nxt) if isinstance(nxt, dict) else {}
                node = nxt
            node[path[-1]] = v
        for dname, kept in refill:
            container = out[dname]
            for k, v in kept.items():
                container.setdefault(k, v)
        for dname, v in spec.drop.items():
            out[dname] = v
        if self.filling:
            for dname, v in spec.fill.items():
                if dname not in out:
                    out[dname] = copy.deepcopy(v)  # the writer's own: a caller may change it
        if noted:
            out = _put_nulls(spec, nulls, out, ptr, problems)
        if spec.written:
            out = _put_written(spec.written, out)
        if spec.nest is not None:
            out = self._renest(spec.nest, out)
        return out

    # -- nesting: the payload under a property named after the tag value -----------------------

    def _unnest(
        self, nest: dict[str, Any], value: dict[str, Any], ptr: str | None, problems: Problems
    ) -> dict[str, Any]:
        tag = nest["tag"]
        name = nest.get("under") or value.get(tag)
        inner = value.get(name) if isinstance(name, str) else None
        if not isinstance(inner, dict):
            problems.append(
                (ptr or "", f"expected the payload under the property named by {shown(tag)}")
            )
            return value
        flat: dict[str, Any] = {}
        for k, v in value.items():
            if k == name:
                flat.update(inner)
            else:
                flat[k] = v
        return flat

    def _renest(self, nest: dict[str, Any], value: dict[str, Any]) -> dict[str, Any]:
        tag, outer = nest["tag"], set(nest["outer"])
        name = nest.get("under") or text(value.get(tag))
        out: dict[str, Any] = {}
        inner: dict[str, Any] = {}
        for k, v in value.items():
            if k in outer or k == tag:
                out[k] = v
            else:
                if not inner:
                    out[name] = inner
                inner[k] = v
        if name not in out:
            out[name] = inner
        return out


_MISSING = object()


class _Codec:
    """A property's codec, as a reading step (told apart from a child's reader by its type)."""

    __slots__ = ("convert",)

    def __init__(self, convert: Callable[[Any], tuple[Any, str | None]]) -> None:
        self.convert = convert


def _read_steps(
    value_of: Callable[..., Any],
    spec: _Record,
    steps: list[tuple[str, str, Any, str | None]],
    value: dict[str, Any],
    out: dict[Any, Any],
    problems: Problems,
) -> None:
    """Into `out`, the converted properties of a record `value` a specialised reader reads:
    each step is (dialect name, canonical name, how), how being the child's reader, a value
    table, a codec, or None for what `value_of` converts."""
    for dname, name, how, child in steps:
        v = value.get(dname, _MISSING)
        if v is _MISSING:
            continue
        if how is None:
            out[name] = value_of(spec, name, v, None, problems, True, child)
        elif type(how) is _Codec:
            out[name], problem = how.convert(v)
            if problem:
                problems.append(("", problem))
        elif type(how) is dict:
            if not isinstance(v, (dict, list)):
                out[name] = how.get(_key(v), v)
        else:
            out[name] = how(v, problems)


def _prefixed(prefix: str, kept: frozenset[str], value: str, reading: bool) -> str:
    """A prefixed value read (the prefix added, unless the value is one the protocol names or
    carries the prefix's `:` or `/` already, a slug's) or written (the prefix taken off)."""
    if not reading:
        return value.removeprefix(prefix)
    return value if value in kept or prefix[-1:] in value else prefix + value


def _by_table(table: dict[Any, Any]) -> Reader:
    """A property's writing through its value table: a value the table names is replaced."""

    def write(value: Any, problems: Problems) -> Any:
        del problems
        return table.get(_key(value), value) if _hashable(value) else value

    return write


def _put_at(out: dict[str, Any], path: list[str], value: Any) -> None:
    """Put a moved property's written value at its path in `out`, the objects on the way
    copied: a container's writing may have given the canonical value's own object back, which
    writing must not change."""
    node = out
    for part in path[:-1]:
        nxt = node.get(part)
        nxt = node[part] = dict(nxt) if isinstance(nxt, dict) else {}
        node = nxt
    node[path[-1]] = value


def _same(value: Any, problems: Problems) -> Any:
    del problems
    return value


def _at(ptr: str | None, key: str) -> str | None:
    return None if ptr is None else f"{ptr}/{_esc(key)}"


def _index_key(key: str) -> bool:
    """Whether `key` is an array index as JavaScript reads one (`"0"`, `"1588"`, below 2**32 - 1):
    a JavaScript object lists those first, ascending, whatever order they came in. The rules
    that go by a property's place count the other keys only, so every engine decides alike."""
    return (
        key.isdigit()
        and key.isascii()
        and (key == "0" or key[0] != "0")
        and len(key) <= 10
        and int(key) < 4294967295
    )


def _filled_in(defaults: dict[str, Any], value: dict[str, Any]) -> list[str]:
    """The keys at the end of `value` reading filled in: reading appends the defaults the
    dialect left out, in declared order, after everything it did say. So the trailing run of
    keys holding their defaults, in that order, is left out again; a default the dialect said
    explicitly sits among its other properties and is kept (unless it closes the object). The
    run is taken over the keys that are no array index (`_index_key`), wherever those sit."""
    order = list(defaults)
    run: list[str] = []
    last = len(order)
    for key in reversed(value):
        if _index_key(key):
            continue
        if key not in defaults or not same(value[key], defaults[key]) or order.index(key) >= last:
            break
        last = order.index(key)
        run.append(key)
    run.reverse()
    return run


def _assume(defaults: dict[str, Any], out: dict[str, Any]) -> None:
    """Fill in, after everything the dialect said, the defaults it left out, in declared order.
    Writing leaves out again the trailing run of defaults (`_filled_in`); when that run would
    be other than the defaults filled in (it would also take defaults the dialect said itself,
    as in a document ending in `"param": null`), the object carries the names reading filled in
    (`ASSUMED`), so that writing leaves out those and nothing else. Canonical objects that have
    defaults are open, so the schema allows it."""
    filled = [canon for canon in defaults if canon not in out]
    for canon in filled:
        out[canon] = defaults[canon]
    if ASSUMED not in out and _filled_in(defaults, out) != filled:
        out[ASSUMED] = filled


def _said(defaults: dict[str, Any], value: dict[str, Any]) -> list[tuple[str, Any]]:
    """The properties of a canonical `value` the dialect writes: all but the defaults reading
    filled in, as `ASSUMED` lists them or, without it, as the trailing run shows them."""
    assumed = value.get(ASSUMED)
    if isinstance(assumed, list) and all(isinstance(name, str) for name in assumed):
        return [
            (k, v)
            for k, v in value.items()
            if k != ASSUMED and not (k in assumed and k in defaults and same(v, defaults[k]))
        ]
    filled = _filled_in(defaults, value)
    if not filled:
        return list(value.items())
    return [(k, v) for k, v in value.items() if k not in filled]


def _sent_null(nulls: dict[str, str], value: dict[str, Any]) -> bool:
    """Whether a dialect object sends null for a property whose null means "not said"."""
    return any(value.get(name, 0) is None for name in nulls)


def _put_nulls(
    spec: _Record, nulls: Any, out: dict[str, Any], ptr: str | None, problems: Problems
) -> dict[str, Any]:
    """Write the nulls reading left out (`NULLS`: canonical name -> its place among the dialect
    object's properties) back where they were, in place order. A property that has a value
    again (set since, or said) keeps it: the null only ever stood for its absence."""
    if not isinstance(nulls, dict) or not all(
        k in spec.c2d and spec.c2d[k][0] in spec.nulls and _place(i) is not None
        for k, i in nulls.items()
    ):
        problems.append(
            (_at(ptr, NULLS) or "", "expected canonical property -> its place, for each null")
        )
        return out
    items = list(out.items())
    for canon, place in sorted(nulls.items(), key=lambda hit: hit[1]):
        name = spec.c2d[canon][0]
        if name not in out:
            items.insert(_position(items, int(place)), (name, None))
    return dict(items)


def _drop_shared(
    shared: list[tuple[str, str, str, str | None, list[Any]]], out: dict[str, Any]
) -> None:
    """Read: leave out the copy a child object holds of its parent record's property (`shared`)
    where it is the same JSON, numbers spelled alike (`1` is not `1.0`, so writing it again
    from the parent gives the same text); a copy that differs stays where it is."""
    for child, nested, parent, tag, tags in shared:
        got = out.get(child)
        if (
            type(got) is dict
            and nested in got
            and parent in out
            and (tag is None or any(same(got.get(tag), t) for t in tags))
            and same(got[nested], out[parent])
        ):
            out[child] = {k: v for k, v in got.items() if k != nested}


def _put_shared(
    shared: list[tuple[str, str, str, str | None, list[Any]]], value: dict[str, Any]
) -> dict[str, Any]:
    """Write: give a child object that declares the copy (the arm its tag names) and has none
    its parent record's property again, last, where the dialect sends it."""
    for child, nested, parent, tag, tags in shared:
        got = value.get(child)
        if (
            type(got) is dict
            and nested not in got
            and parent in value
            and (tag is None or any(same(got.get(tag), t) for t in tags))
        ):
            value = {**value, child: {**got, nested: value[parent]}}
    return value


def _put_written(written: list[str], out: dict[str, Any]) -> dict[str, Any]:
    """Write null for each property the dialect always writes (`null_when_absent`, in its
    order) that has no value: right before the next of them written, else at the end, which
    is where a serde struct writing them all in its order has it."""
    missing = [name for name in written if name not in out]
    if not missing:
        return out
    items = list(out.items())
    for name in missing:
        later = written[written.index(name) + 1 :]
        at = next((i for i, (k, _) in enumerate(items) if k in later), len(items))
        items.insert(at, (name, None))
    return dict(items)


def _null_places(nulls: dict[str, str], value: dict[str, Any]) -> dict[str, int]:
    """Where a dialect object sends null for a property whose null means "not said": canonical
    name -> how many of the object's keys that are no array index (`_index_key`) come before."""
    places: dict[str, int] = {}
    place = 0
    for k, v in value.items():
        if k in nulls and v is None:
            places[nulls[k]] = place
        if not _index_key(k):
            place += 1
    return places


def _position(items: list[tuple[str, Any]], place: int) -> int:
    """Where in `items` a key goes that has `place` keys that are no array index before it:
    right before the next such key, or at the end."""
    seen = 0
    for i, (k, _) in enumerate(items):
        if not _index_key(k):
            if seen == place:
                return i
            seen += 1
    return len(items)


def _place(value: Any) -> int | None:
    """A place among an object's properties: a number of integer value, not negative (as
    every engine reads JSON numbers, `2.0` is 2)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return int(value) if value >= 0 and value == int(value) else None


#: The canonical property noting where the dialect sent null for a property whose null means
#: "not said" (canonical name -> its place among the dialect object's properties).
NULLS = "agentproto:null"

#: The canonical property naming the defaults reading filled in, where their place alone cannot
#: tell them from defaults the dialect said (a name no dialect or canonical schema uses).
ASSUMED = "agentproto:assumed"


def same(a: Any, b: Any) -> bool:
    """JSON equality: numbers by value (`0` is `0.0`, as every target's JSON reads them), but
    `true` is not `1`."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) or isinstance(b, (int, float)):
        return isinstance(a, (int, float)) and isinstance(b, (int, float)) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b) and (a is None) == (b is None)


def same_in_order(a: Any, b: Any) -> bool:
    """JSON equality (`same`) in which an object's key order counts too: what a hook asks of a
    value it leaves out because another one repeats it, so that writing gives back the same
    document, key order included."""
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a) == list(b) and all(same_in_order(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_in_order(x, y) for x, y in zip(a, b, strict=True))
    return same(a, b)


def _hashable(value: Any) -> bool:
    return not isinstance(value, (dict, list))


def _key(value: Any) -> Any:
    """A JSON scalar as a key of a lookup table: equal keys where JSON equality (`same`) holds,
    so `1` finds `1.0` but `true` is not `1` (Python's own dict lookup takes `True` for `1`)."""
    return ("boolean", value) if isinstance(value, bool) else value


def _unkey(key: Any) -> Any:
    return key[1] if isinstance(key, tuple) else key


def number_text(value: float) -> str:
    """A number as JSON text, the same in every engine whatever its JSON reader kept (the
    runtimes' `number_text`, repeated here: this module stands alone): an integer's digits,
    else the shortest decimal that reads back as the same double, an integral value without
    a fraction, an exponent only below 1e-6 or from 1e21 (ECMAScript's form, which RFC 8785
    takes): `1.0` is `1`, `1e-7` is `1e-7`, `1e21` is `1e+21`."""
    if isinstance(value, int):  # an integer written as one keeps all its digits
        return str(value)
    x = float(value)
    if x == 0 or math.isnan(x) or math.isinf(x):
        return "0" if x == 0 else "null"  # no JSON number is NaN or infinite
    parts = decimal.Decimal(repr(abs(x))).as_tuple()
    digits = "".join(map(str, parts.digits)).lstrip("0")
    point = len(parts.digits) + int(parts.exponent) - (len(parts.digits) - len(digits))
    digits = digits.rstrip("0")
    k, sign = len(digits), "-" if x < 0 else ""
    if k <= point <= 21:
        return sign + digits + "0" * (point - k)
    if 0 < point <= 21:
        return sign + digits[:point] + "." + digits[point:]
    if -6 < point <= 0:
        return sign + "0." + "0" * -point + digits
    e = point - 1
    mantissa = digits[0] + ("." + digits[1:] if k > 1 else "")
    return f"{sign}{mantissa}e{'+' if e >= 0 else '-'}{abs(e)}"


def shown(value: Any) -> str:
    """A JSON value as a problem message shows it: its JSON text, compact, strings
    double-quoted and JSON-escaped with characters outside ASCII kept, numbers as
    `number_text` writes them (one text in every engine)."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (int, float)):
        return number_text(value)
    if isinstance(value, list):
        return "[" + ",".join(shown(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(f"{shown(k)}:{shown(v)}" for k, v in value.items()) + "}"
    return json.dumps(str(value), ensure_ascii=False)


def text(value: Any) -> str:
    """A JSON scalar written into text (a template joining values, a nest named by a value):
    a string as itself, any other value as its JSON text (`true`, `null`, `1.5`), not as a
    host language prints it."""
    return value if isinstance(value, str) else shown(value)


__all__ = ["ASSUMED", "CODECS", "NULLS", "Converter", "Problems"]
