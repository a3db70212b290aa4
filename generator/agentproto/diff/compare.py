"""The comparison: documents matched by `$id`, then their schemas walked side by side, keyword by
keyword. Each change gets a direction: TIGHTER (NEW rejects something OLD accepts: a backward
break), LOOSER (NEW accepts something OLD rejects: a forward break), BOTH (either may happen, or
the answer is not decidable from the keywords, e.g. two different patterns), or NONE.

Every validation keyword of 2020-12 is a conjunct, and each is monotone in its own argument
(`not` and `if` excepted, and `oneOf` when its arms can overlap), so comparing keyword by keyword
is sound for a verdict of "compatible": a direction is only left out where the keywords prove
it cannot happen. Where keywords interact (properties with additionalProperties and
patternProperties, prefixItems with items, contains with maxContains) they are compared
together, per property name and per array position."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..load import escape, join, split_uri
from ..targets.registry import TARGETS as REGISTRY
from .sources import SchemaSide

NONE, TIGHTER, LOOSER, BOTH = 0, 1, 2, 3
#: the targets the report speaks of: those whose code a change can break in its own way
#: (`Target.breaks`); python-native's API is Python's
TARGETS = tuple(name for name, target in REGISTRY.items() if target.breaks is not None)


def breaks(kind: str, **words: str) -> dict[str, str]:
    """What a change of `kind` (`targets.base.BREAK_KINDS`) does in each target whose code it
    breaks, as each declares it (`Target.breaks`); `words` fill its sentence (`{name}`)."""
    said = {name: REGISTRY[name].breaks or {} for name in TARGETS}
    return {name: said[name][kind].format(**words) for name in TARGETS if kind in said[name]}


# Keywords that say nothing about which documents are valid.
ANNOTATIONS = frozenset(
    {
        "$schema",
        "$id",
        "$anchor",
        "$comment",
        "title",
        "description",
        "default",
        "examples",
        "deprecated",
        "readOnly",
        "writeOnly",
        "$defs",
        "definitions",
        "contentMediaType",
        "contentEncoding",
        "contentSchema",
        "format",
    }
)
# `x-` keywords that change what the bindings are or do; others are documentation.
X_BEHAVIOUR = {
    "x-aliases": "dialect spellings the converters read and write",
    "x-state-machine": "the legal moves between enum values the bindings enforce",
    "x-lane": "which lane a union arm or property travels in (lane filters of the bindings)",
    "x-stream": "the fold class of a stream union",
    "x-limit": "size limits `validate --limits` enforces",
}
LOWER_BOUNDS = ("minimum", "minLength", "minItems", "minProperties", "minContains")
UPPER_BOUNDS = ("maximum", "maxLength", "maxItems", "maxProperties", "maxContains")
HANDLED = frozenset(
    {
        "type",
        "enum",
        "const",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "pattern",
        "required",
        "properties",
        "additionalProperties",
        "unevaluatedProperties",
        "patternProperties",
        "propertyNames",
        "dependentRequired",
        "dependentSchemas",
        "items",
        "prefixItems",
        "contains",
        "uniqueItems",
        "oneOf",
        "anyOf",
        "allOf",
        "not",
        "if",
        "then",
        "else",
        "$ref",
        "unevaluatedItems",
        *LOWER_BOUNDS,
        *UPPER_BOUNDS,
    }
)


@dataclass
class Finding:
    """One change. `old`/`new`: (document URI, JSON pointer) on each side (None where the side
    has no such place); `scope`: the schema nodes on both sides whose documents a witness is
    (the object that gains a property, the string whose maxLength shrinks)."""

    rule: str
    message: str
    old: tuple[str, str] | None
    new: tuple[str, str] | None
    direction: int
    scope: tuple[tuple[str, str], tuple[str, str]] | None = None
    source: dict[str, str] = field(default_factory=dict)  # target -> what breaks in its code
    additive: dict[str, str] = field(default_factory=dict)  # target -> exhaustive matches only
    behaviour: str = ""  # a change of what the bindings do, not of validity
    # where the witness search draws first: the added arm, the new property
    focus: tuple[tuple[str, str] | None, tuple[str, str] | None] = (None, None)
    # documents the witness search tries first: values of the very keyword that changed, so
    # the witness shows this change and not another one at the same place
    seeds: list[Any] = field(default_factory=list)
    # filled by the witness search
    backward: str = "ok"  # ok | breaks | may break
    forward: str = "ok"
    witnesses: dict[str, Any] = field(default_factory=dict)  # axis -> document

    @property
    def semver(self) -> str:
        if self.backward != "ok" or self.source:
            return "major"
        if self.forward != "ok" or self.additive or self.behaviour or self.rule.endswith("ADDED"):
            return "minor"
        return "patch"


def _json_key(value: Any) -> str:
    """JSON equality as JSON Schema has it: 1 and 1.0 are one value, true is not 1."""

    def norm(v: Any) -> Any:
        if isinstance(v, bool) or v is None or isinstance(v, str):
            return v
        if isinstance(v, (int, float)):
            return ["n", str(Fraction(v))] if math.isfinite(v) else ["f", str(v)]
        if isinstance(v, list):
            return [norm(x) for x in v]
        if isinstance(v, dict):
            return {k: norm(x) for k, x in v.items()}
        return repr(v)

    return json.dumps(norm(value), sort_keys=True)


def _canon(node: Any) -> str:
    return json.dumps(node, sort_keys=True, default=str)


def validation_only(node: Any) -> Any:
    """The schema without annotations and `x-` keywords: what decides validity."""
    if isinstance(node, dict):
        return {
            k: v
            for k, v in node.items()
            if k not in ANNOTATIONS and not k.startswith("x-") and k != "$defs"
        }
    return node


def is_true(node: Any) -> bool:
    return node is True or (isinstance(node, dict) and not validation_only(node))


def flip(direction: int) -> int:
    return {TIGHTER: LOOSER, LOOSER: TIGHTER}.get(direction, direction)


def pascal(word: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[^0-9A-Za-z]+", word) if p)


class Walker:
    """Compares two schema sets; `findings` in document order."""

    def __init__(self, old: SchemaSide, new: SchemaSide, strict: bool = False) -> None:
        self.old, self.new, self.strict = old, new, strict
        self.findings: list[Finding] = []
        self.scope: tuple[tuple[str, str], tuple[str, str]] | None = None
        self.compared_refs: set[tuple[str, str]] = set()
        self.arm_targets = self._arm_targets(old) | self._arm_targets(new)

    # --- places -----------------------------------------------------------------------------

    @staticmethod
    def _arm_targets(side: SchemaSide) -> set[tuple[str, str]]:
        """The schemas that are arms of a union (by `$ref`): their const properties are tags."""
        found: set[tuple[str, str]] = set()

        def visit(uri: str, node: Any) -> None:
            if isinstance(node, dict):
                for word in ("oneOf", "anyOf"):
                    for arm in node.get(word) or ():
                        if isinstance(arm, dict) and isinstance(arm.get("$ref"), str):
                            found.add(split_uri(join(uri, arm["$ref"])))
                for value in node.values():
                    visit(uri, value)
            elif isinstance(node, list):
                for value in node:
                    visit(uri, value)

        for uri, (_, contents) in side.documents.items():
            visit(uri, contents)
        return found

    def resolve(self, side: SchemaSide, uri: str, ref: str) -> tuple[str, str, Any]:
        target, pointer = split_uri(join(uri, ref))
        return target, pointer, side.node(target, pointer)

    # --- the sets ---------------------------------------------------------------------------

    def run(self) -> list[Finding]:
        for rel in sorted(set(self.old.tables) | set(self.new.tables)):
            before, after = self.old.tables.get(rel), self.new.tables.get(rel)
            if before != after:
                what = "added" if before is None else "removed" if after is None else "changed"
                self.add(
                    "TABLE_" + what.upper(),
                    f"{rel} {what}: a data table or dialect the bindings read",
                    None if before is None else (rel, ""),
                    None if after is None else (rel, ""),
                    NONE,
                    behaviour="what the bindings' behaviour or dialect converters read",
                )
        for uri in sorted(set(self.old.documents) | set(self.new.documents)):
            in_old, in_new = self.old.documents.get(uri), self.new.documents.get(uri)
            if in_old is None and in_new is not None:
                self.add("ENTITY_ADDED", f"new schema {in_new[0]}", None, (uri, ""), NONE)
                continue
            if in_new is None and in_old is not None:
                name = pascal(in_old[0].rpartition("/")[2].removesuffix(".json"))
                self.add(
                    "ENTITY_REMOVED",
                    f"schema {in_old[0]} removed",
                    (uri, ""),
                    None,
                    NONE,
                    source=dict.fromkeys(TARGETS, f"type {name} is gone"),
                )
                continue
            assert in_old is not None and in_new is not None
            old_name = pascal(in_old[0].rpartition("/")[2].removesuffix(".json"))
            new_name = pascal(in_new[0].rpartition("/")[2].removesuffix(".json"))
            if old_name != new_name or in_old[0].rpartition("/")[0] != in_new[0].rpartition("/")[0]:
                self.add(
                    "TYPE_RENAMED",
                    f"{in_old[0]} moved to {in_new[0]}: type {old_name} becomes {new_name}",
                    (uri, ""),
                    (uri, ""),
                    NONE,
                    source=dict.fromkeys(TARGETS, f"{old_name} is now {new_name}"),
                )
            self.compare(uri, in_old[1], "", uri, in_new[1], "")
        return self.findings

    def defs(self, uri: str, old: dict[str, Any], new: dict[str, Any], pointer: str) -> None:
        """`$defs` (and the older `definitions`) entries, wherever they sit: compared as schemas
        of their own (those that reference them get the verdict through the reference), added
        and removed ones are types gained and lost."""
        for word in ("$defs", "definitions"):
            old_defs, new_defs = old.get(word), new.get(word)
            old_defs = old_defs if isinstance(old_defs, dict) else {}
            new_defs = new_defs if isinstance(new_defs, dict) else {}
            for key in sorted(set(old_defs) | set(new_defs)):
                at = f"{pointer}/{word}/{escape(key)}"
                if key not in old_defs:
                    self.add("DEF_ADDED", f"new definition {key}", None, (uri, at), NONE)
                elif key not in new_defs:
                    self.add(
                        "DEF_REMOVED",
                        f"definition {key} removed",
                        (uri, at),
                        None,
                        NONE,
                        source=dict.fromkeys(TARGETS, f"type {pascal(key)} is gone"),
                    )
                else:
                    self.compare(uri, old_defs[key], at, uri, new_defs[key], at)

    # --- findings ---------------------------------------------------------------------------

    def add(
        self,
        rule: str,
        message: str,
        old: tuple[str, str] | None,
        new: tuple[str, str] | None,
        direction: int,
        scope: tuple[tuple[str, str], tuple[str, str]] | None = None,
        **extra: Any,
    ) -> Finding:
        finding = Finding(rule, message, old, new, direction, scope, **extra)
        self.findings.append(finding)
        return finding

    # --- two schemas ------------------------------------------------------------------------

    def compare(self, ou: str, o: Any, op: str, nu: str, n: Any, np: str, pol: int = 1) -> None:
        """Findings for the schema `o` at (ou, op) against `n` at (nu, np). `pol` -1: under a
        `not`, where a tighter schema accepts more."""
        outer = self.scope
        scope = ((ou, op), (nu, np))
        # Witnesses are documents of the nearest schema both sides have, outside any `not`:
        # under a `not` the inner schemas' documents witness the opposite direction.
        if outer is not None and (
            pol == -1 or self.old.node(ou, op) is None or self.new.node(nu, np) is None
        ):
            scope = outer
        self.scope = scope
        try:
            self._compare(ou, o, op, nu, n, np, pol, scope)
        finally:
            self.scope = outer

    def _compare(
        self,
        ou: str,
        o: Any,
        op: str,
        nu: str,
        n: Any,
        np: str,
        pol: int,
        scope: tuple[tuple[str, str], tuple[str, str]],
    ) -> None:

        def add(rule: str, message: str, direction: int, key: str = "", **extra: Any) -> Finding:
            suffix = f"/{key}" if key else ""
            d = direction if pol == 1 else flip(direction)
            finding = self.add(
                rule, message, (ou, op + suffix), (nu, np + suffix), d, scope, **extra
            )
            if scope == ((ou, op), (nu, np)) and isinstance(o, dict) and isinstance(n, dict):
                finding.seeds = _seeds(key, o, n)
            return finding

        if (ou, op) == (nu, np) and isinstance(o, dict) and isinstance(n, dict):
            self.defs(ou, o, n, op)  # definitions are compared where they are defined
        self.x_keywords(add, o, n)
        vo, vn = validation_only(o), validation_only(n)
        if _canon(vo) == _canon(vn):
            self.annotations(add, o, n)
            return
        if isinstance(vo, bool) or isinstance(vn, bool) or is_true(vo) or is_true(vn):
            self.replaced(add, vo, vn)
            return
        self.types(add, vo, vn, ou, op)
        self.values(add, vo, vn, ou, op)
        self.bounds(add, vo, vn)
        self.strings(add, vo, vn)
        self.objects(add, ou, vo, op, nu, vn, np, pol)
        self.arrays(add, ou, vo, op, nu, vn, np, pol)
        self.compositions(add, ou, vo, op, nu, vn, np, pol)
        self.refs(add, ou, vo, op, nu, vn, np, pol)
        for key in sorted((set(vo) | set(vn)) - HANDLED):
            if _canon(vo.get(key)) != _canon(vn.get(key)):
                add(
                    "KEYWORD_CHANGED", f"{key} changed (not compared keyword by keyword)", BOTH, key
                )
        self.annotations(add, o, n)

    def replaced(self, add: Any, vo: Any, vn: Any) -> None:
        def kind(v: Any) -> str:
            return "true" if is_true(v) else "false" if v is False else "schema"

        o, n = kind(vo), kind(vn)
        direction = {
            ("true", "false"): TIGHTER,
            ("true", "schema"): TIGHTER,
            ("schema", "false"): TIGHTER,
            ("false", "true"): LOOSER,
            ("false", "schema"): LOOSER,
            ("schema", "true"): LOOSER,
        }.get((o, n), NONE)
        if direction != NONE:
            add("SCHEMA_REPLACED", f"the schema {o} became {n}", direction)

    def x_keywords(self, add: Any, o: Any, n: Any) -> None:
        if not (isinstance(o, dict) and isinstance(n, dict)):
            return
        for key, what in X_BEHAVIOUR.items():
            if (key in o) != (key in n) or _canon(o.get(key)) != _canon(n.get(key)):
                rule = "X_" + key[2:].replace("-", "_").upper() + "_CHANGED"
                add(rule, f"{key} changed: {what}", NONE, key, behaviour=what)

    def annotations(self, add: Any, o: Any, n: Any) -> None:
        if not (isinstance(o, dict) and isinstance(n, dict)):
            return
        changed = sorted(
            k
            for k in set(o) | set(n)
            if (k in ANNOTATIONS or (k.startswith("x-") and k not in X_BEHAVIOUR))
            and k not in ("format", "$defs", "$id", "$schema")
            and ((k in o) != (k in n) or _canon(o.get(k)) != _canon(n.get(k)))
        )
        if changed:
            add("ANNOTATION_CHANGED", f"{', '.join(changed)} changed (documentation only)", NONE)
        if _canon(o.get("format")) != _canon(n.get("format")):
            add(
                "FORMAT_CHANGED",
                f"format {o.get('format')!r} -> {n.get('format')!r} (an annotation for the "
                "validators; pydantic types some formats)",
                NONE,
                "format",
                source=breaks("format_changed"),
            )

    # --- keyword groups ---------------------------------------------------------------------

    @staticmethod
    def _types(node: dict[str, Any]) -> set[str] | None:
        t = node.get("type")
        if t is None:
            return None
        types = {t} if isinstance(t, str) else set(t)
        return types | {"integer"} if "number" in types else types

    def types(self, add: Any, o: dict[str, Any], n: dict[str, Any], ou: str, op: str) -> None:
        to, tn = self._types(o), self._types(n)
        if to == tn:
            return
        everything = {"null", "boolean", "integer", "number", "string", "array", "object"}
        so, sn = to or everything, tn or everything
        direction = LOOSER if so < sn else TIGHTER if sn < so else BOTH
        was, now = o.get("type", "any"), n.get("type", "any")
        nullable = (sn - so) == {"null"}
        rule = {LOOSER: "TYPE_WIDENED", TIGHTER: "TYPE_NARROWED"}.get(direction, "TYPE_CHANGED")
        if nullable:
            rule = "TYPE_NULLABLE"
            source = breaks("nullable")
        else:
            source = dict.fromkeys(TARGETS, f"the type {was} becomes {now}")
        add(rule, f"type {was} -> {now}", direction, "type", source=source)

    def values(self, add: Any, o: dict[str, Any], n: dict[str, Any], ou: str, op: str) -> None:
        for word in ("enum", "const"):
            # `"const": null` is a value: absence and null differ
            if (word in o) == (word in n) and _canon(o.get(word)) == _canon(n.get(word)):
                continue
            wo, wn = word in o, word in n
            if not wn:
                add(f"{word.upper()}_REMOVED", f"{word} removed", LOOSER, word)
                continue
            if not wo:
                add(f"{word.upper()}_ADDED", f"{word} added", TIGHTER, word)
                continue
            if word == "const":
                parent, _, prop = op.rpartition("/")
                tag = parent.endswith("/properties") and (ou, parent[: -len("/properties")]) in (
                    self.arm_targets
                )
                rule = "TAG_VALUE_CHANGED" if tag else "CONST_CHANGED"
                what = f"tag of this union arm {prop}" if tag else "const"
                add(
                    rule,
                    f"{what} {o['const']!r} -> {n['const']!r}",
                    BOTH,
                    word,
                    source=dict.fromkeys(TARGETS, "the literal value changes"),
                )
                continue
            eo = {_json_key(v): v for v in o["enum"]} if isinstance(o["enum"], list) else {}
            en = {_json_key(v): v for v in n["enum"]} if isinstance(n["enum"], list) else {}
            removed = [eo[k] for k in eo if k not in en]
            added = [en[k] for k in en if k not in eo]
            if removed:
                add(
                    "ENUM_VALUE_REMOVED",
                    f"enum values removed: {', '.join(json.dumps(v) for v in removed)}",
                    TIGHTER,
                    word,
                    source=dict.fromkeys(TARGETS, "enum members are gone"),
                )
            if added:
                add(
                    "ENUM_VALUE_ADDED",
                    f"enum values added: {', '.join(json.dumps(v) for v in added)}",
                    LOOSER,
                    word,
                    additive=breaks("enum_value_added"),
                )

    def bounds(self, add: Any, o: dict[str, Any], n: dict[str, Any]) -> None:
        contains_same = _canon(o.get("contains")) == _canon(n.get("contains"))
        for word in (*LOWER_BOUNDS, *UPPER_BOUNDS, "exclusiveMinimum", "exclusiveMaximum"):
            a, b = o.get(word), n.get(word)
            if _canon(a) == _canon(b) or (
                word in ("minContains", "maxContains") and not ("contains" in o or "contains" in n)
            ):
                continue
            lower = word in LOWER_BOUNDS or word == "exclusiveMinimum"
            if a is None:
                direction = TIGHTER
            elif b is None:
                direction = LOOSER
            elif isinstance(a, (int, float)) and isinstance(b, (int, float)):
                raised = b > a
                direction = (
                    (TIGHTER if raised else LOOSER) if lower else (LOOSER if raised else TIGHTER)
                )
            else:
                direction = BOTH
            if word == "maxContains" and not contains_same:
                direction = BOTH  # a wider `contains` counts more items against the maximum
            rule = (
                "BOUND_TIGHTENED"
                if direction == TIGHTER
                else ("BOUND_LOOSENED" if direction == LOOSER else "BOUND_CHANGED")
            )
            add(rule, f"{word} {a} -> {b}", direction, word)
        a, b = o.get("multipleOf"), n.get("multipleOf")
        if _canon(a) != _canon(b):
            if a is None:
                direction = TIGHTER
            elif b is None:
                direction = LOOSER
            else:
                fa, fb = Fraction(str(a)), Fraction(str(b))
                direction = (
                    LOOSER
                    if (fa / fb).denominator == 1
                    else TIGHTER
                    if (fb / fa).denominator == 1
                    else BOTH
                )
            add("MULTIPLE_OF_CHANGED", f"multipleOf {a} -> {b}", direction, "multipleOf")
        if bool(o.get("uniqueItems")) != bool(n.get("uniqueItems")):
            rule = "UNIQUE_ITEMS_ADDED" if n.get("uniqueItems") else "UNIQUE_ITEMS_REMOVED"
            add(
                rule,
                "uniqueItems changed",
                TIGHTER if n.get("uniqueItems") else LOOSER,
                "uniqueItems",
            )

    def strings(self, add: Any, o: dict[str, Any], n: dict[str, Any]) -> None:
        a, b = o.get("pattern"), n.get("pattern")
        if a == b:
            return
        if a is None:
            add("PATTERN_ADDED", f"pattern {b!r} added", TIGHTER, "pattern")
        elif b is None:
            add("PATTERN_REMOVED", f"pattern {a!r} removed", LOOSER, "pattern")
        else:
            add("PATTERN_CHANGED", f"pattern {a!r} -> {b!r}", BOTH, "pattern")

    # --- objects ----------------------------------------------------------------------------

    def fallback(self, node: dict[str, Any], name: str) -> tuple[Any, str, str]:
        """The schema a property `name` that `properties` does not list is checked by, how the
        object treats it (open, closed, map, pattern) and the keyword that says so."""
        matching = self.patterns_for(node, name)
        if matching:
            return _merge(matching), "PATTERN", "patternProperties"
        for word in ("additionalProperties", "unevaluatedProperties"):
            if word in node:
                extra = node[word]
                return (
                    extra,
                    ("CLOSED" if extra is False else "MAP" if not is_true(extra) else "OPEN"),
                    word,
                )
        return not self.strict, "OPEN", ""

    def unnamed_default(self, word: str, node: dict[str, Any]) -> bool:
        """What an absent `word` allows: everything, except that under the strict profile an
        object that says nothing of other properties is closed."""
        return not (
            self.strict
            and word != "propertyNames"
            and "additionalProperties" not in node
            and "unevaluatedProperties" not in node
        )

    @staticmethod
    def patterns_for(node: dict[str, Any], name: str) -> list[Any]:
        patterns = node.get("patternProperties") or {}
        return [s for p, s in patterns.items() if _search(p, name)]

    def objects(
        self,
        add: Any,
        ou: str,
        o: dict[str, Any],
        op: str,
        nu: str,
        n: dict[str, Any],
        np: str,
        pol: int,
    ) -> None:
        po, pn = o.get("properties") or {}, n.get("properties") or {}
        ro = set(o.get("required") or ())
        rn = set(n.get("required") or ())
        loose_composition = any(
            k in o or k in n for k in ("allOf", "anyOf", "oneOf", "$ref", "if", "dependentSchemas")
        ) and ("unevaluatedProperties" in o or "unevaluatedProperties" in n)
        for name in sorted(set(po) | set(pn)):
            at = f"properties/{escape(name)}"
            if name in po and name in pn:
                self.compare(ou, po[name], f"{op}/{at}", nu, pn[name], f"{np}/{at}", pol)
                continue
            if name in pn:
                was, how, _ = self.fallback(o, name)
                # the new property is checked by its schema and by every pattern it matches
                now = _merge([pn[name], *self.patterns_for(n, name)])
                direction = self.direction_of(ou, was, op, nu, now, f"{np}/{at}")
                if loose_composition:
                    direction = BOTH
                # a literal naming every field (a Rust struct's) must add even an optional one
                additive = breaks("property_added")
                source = breaks("required_property_added") if name in rn else {}
                self.add(
                    f"PROPERTY_ADDED_{how}",
                    f"property {name} added to an object "
                    + {
                        "OPEN": "open by omission" if not self.strict else "open (strict: closed)",
                        "CLOSED": "that was closed",
                        "MAP": "whose other properties had a schema",
                        "PATTERN": "where patternProperties matched it",
                    }[how],
                    (ou, op),
                    (nu, f"{np}/{at}"),
                    direction if pol == 1 else flip(direction),
                    self.scope,
                    source=source,
                    additive=additive,
                )
            else:
                now, how, _ = self.fallback(n, name)
                was = _merge([po[name], *self.patterns_for(o, name)])
                direction = self.direction_of(ou, was, f"{op}/{at}", nu, now, np)
                if loose_composition:
                    direction = BOTH
                self.add(
                    f"PROPERTY_REMOVED_{'CLOSED' if how == 'CLOSED' else 'OPEN' if how == 'OPEN' else 'MAP'}",
                    f"property {name} removed",
                    (ou, f"{op}/{at}"),
                    (nu, np),
                    direction if pol == 1 else flip(direction),
                    self.scope,
                    source=dict.fromkeys(TARGETS, f"field {name} is gone"),
                )
        for name in sorted(rn - ro):
            add(
                "REQUIRED_ADDED",
                f"property {name} becomes required",
                TIGHTER,
                "required",
                source=breaks("required", name=name),
            )
        for name in sorted(ro - rn):
            add(
                "REQUIRED_REMOVED",
                f"property {name} becomes optional",
                LOOSER,
                "required",
                source=breaks("optional", name=name),
            )
        for word in ("additionalProperties", "unevaluatedProperties", "propertyNames"):
            if word in o or word in n:
                a = o.get(word, self.unnamed_default(word, o))
                b = n.get(word, self.unnamed_default(word, n))
                if _canon(validation_only(a)) == _canon(validation_only(b)):
                    continue
                if word != "propertyNames" and is_true(a) and b is False:
                    add(f"{_snake(word)}_CLOSED", f"{word}: the object is closed", TIGHTER, word)
                elif word != "propertyNames" and a is False and is_true(b):
                    add(f"{_snake(word)}_OPENED", f"{word}: the object is opened", LOOSER, word)
                else:
                    self.compare(ou, a, f"{op}/{word}", nu, b, f"{np}/{word}", pol)
                if word == "unevaluatedProperties" and loose_composition:
                    add(
                        "UNEVALUATED_PROPERTIES_CHANGED",
                        "unevaluatedProperties beside applicators changed",
                        BOTH,
                        word,
                    )
        pp_o, pp_n = o.get("patternProperties") or {}, n.get("patternProperties") or {}
        for pattern in sorted(set(pp_o) | set(pp_n)):
            at = f"patternProperties/{escape(pattern)}"
            if pattern in pp_o and pattern in pp_n:
                self.compare(ou, pp_o[pattern], f"{op}/{at}", nu, pp_n[pattern], f"{np}/{at}", pol)
            else:
                rule = "PATTERN_PROPERTY_ADDED" if pattern in pp_n else "PATTERN_PROPERTY_REMOVED"
                add(rule, f"patternProperties {pattern!r}", BOTH, at)
        dr_o, dr_n = o.get("dependentRequired") or {}, n.get("dependentRequired") or {}
        for name in sorted(set(dr_o) | set(dr_n)):
            a, b = set(dr_o.get(name, ())), set(dr_n.get(name, ()))
            if a == b:
                continue
            direction = TIGHTER if a < b else LOOSER if b < a else BOTH
            add(
                "DEPENDENT_REQUIRED_CHANGED",
                f"dependentRequired of {name}: {sorted(a)} -> {sorted(b)}",
                direction,
                f"dependentRequired/{escape(name)}",
            )
        ds_o, ds_n = o.get("dependentSchemas") or {}, n.get("dependentSchemas") or {}
        for name in sorted(set(ds_o) | set(ds_n)):
            at = f"dependentSchemas/{escape(name)}"
            self.compare(
                ou, ds_o.get(name, True), f"{op}/{at}", nu, ds_n.get(name, True), f"{np}/{at}", pol
            )

    def direction_of(self, ou: str, o: Any, op: str, nu: str, n: Any, np: str) -> int:
        """The summed direction of comparing two schemas, without reporting the details."""
        saved = self.findings
        self.findings = []
        try:
            self.compare(ou, o, op, nu, n, np)
            return _sum(f.direction for f in self.findings)
        finally:
            self.findings = saved

    # --- arrays -----------------------------------------------------------------------------

    def arrays(
        self,
        add: Any,
        ou: str,
        o: dict[str, Any],
        op: str,
        nu: str,
        n: dict[str, Any],
        np: str,
        pol: int,
    ) -> None:
        pre_o, pre_n = o.get("prefixItems") or [], n.get("prefixItems") or []
        item_o, item_n = o.get("items", True), n.get("items", True)
        for i in range(max(len(pre_o), len(pre_n))):
            a = pre_o[i] if i < len(pre_o) else item_o
            b = pre_n[i] if i < len(pre_n) else item_n
            pa = f"{op}/prefixItems/{i}" if i < len(pre_o) else f"{op}/items"
            pb = f"{np}/prefixItems/{i}" if i < len(pre_n) else f"{np}/items"
            if i >= len(pre_o) or i >= len(pre_n):
                direction = self.direction_of(ou, a, pa, nu, b, pb)
                if direction != NONE:
                    rule = "PREFIX_ITEM_ADDED" if i >= len(pre_o) else "PREFIX_ITEM_REMOVED"
                    self.add(
                        rule,
                        f"position {i} of the array",
                        (ou, pa),
                        (nu, pb),
                        direction if pol == 1 else flip(direction),
                        self.scope,
                    )
            else:
                self.compare(ou, a, pa, nu, b, pb, pol)
        if "items" in o or "items" in n:
            self.compare(ou, item_o, f"{op}/items", nu, item_n, f"{np}/items", pol)
        if ("unevaluatedItems" in o or "unevaluatedItems" in n) and _canon(
            o.get("unevaluatedItems")
        ) != _canon(n.get("unevaluatedItems")):
            add("UNEVALUATED_ITEMS_CHANGED", "unevaluatedItems changed", BOTH, "unevaluatedItems")
        if "contains" in o or "contains" in n:
            co, cn = o.get("contains"), n.get("contains")
            if co is None:
                if n.get("minContains") != 0:
                    add("CONTAINS_ADDED", "contains added", TIGHTER, "contains")
            elif cn is None:
                if o.get("minContains") != 0:
                    add("CONTAINS_REMOVED", "contains removed", LOOSER, "contains")
            elif "maxContains" in o or "maxContains" in n:
                if _canon(validation_only(co)) != _canon(validation_only(cn)):
                    add("CONTAINS_CHANGED", "contains changed beside maxContains", BOTH, "contains")
            else:
                self.compare(ou, co, f"{op}/contains", nu, cn, f"{np}/contains", pol)

    # --- applicators ------------------------------------------------------------------------

    def arm_key(self, uri: str, side: SchemaSide, arm: Any, i: int) -> tuple[str, ...]:
        if isinstance(arm, dict) and isinstance(arm.get("$ref"), str):
            return ("ref", "".join(split_uri(join(uri, arm["$ref"]))))
        tag = _tag_of(arm if not (isinstance(arm, dict) and "$ref" in arm) else None)
        return ("tag", *tag) if tag else ("index", str(i))

    def compositions(
        self,
        add: Any,
        ou: str,
        o: dict[str, Any],
        op: str,
        nu: str,
        n: dict[str, Any],
        np: str,
        pol: int,
    ) -> None:
        scope = self.scope
        for word in ("anyOf", "oneOf", "allOf"):
            arms_o, arms_n = o.get(word) or [], n.get(word) or []
            if _canon(validation_only_list(arms_o)) == _canon(validation_only_list(arms_n)):
                continue
            keyed_o = {self.arm_key(ou, self.old, a, i): i for i, a in enumerate(arms_o)}
            keyed_n = {self.arm_key(nu, self.new, a, i): i for i, a in enumerate(arms_n)}
            # a oneOf whose arms all carry a distinct tag value never has two arms match
            disjoint = word != "oneOf" or (
                _disjoint(arms_o, self.old, ou, self) and _disjoint(arms_n, self.new, nu, self)
            )
            if not arms_o or not arms_n:
                add(
                    f"{word.upper()}_{'ADDED' if arms_n else 'REMOVED'}",
                    f"{word} {'added' if arms_n else 'removed'}",
                    TIGHTER if arms_n else LOOSER,
                    word,
                )
                continue
            for key in sorted(set(keyed_o) | set(keyed_n)):
                if key in keyed_o and key in keyed_n:
                    a, b = keyed_o[key], keyed_n[key]
                    if word == "oneOf" and not disjoint:
                        d = self.direction_of(
                            ou, arms_o[a], f"{op}/{word}/{a}", nu, arms_n[b], f"{np}/{word}/{b}"
                        )
                        if d != NONE:
                            add(
                                "ONE_OF_ARM_CHANGED",
                                "an arm of an untagged oneOf changed (arms may overlap)",
                                BOTH,
                                f"{word}/{a}",
                            )
                    else:
                        self.compare(
                            ou,
                            arms_o[a],
                            f"{op}/{word}/{a}",
                            nu,
                            arms_n[b],
                            f"{np}/{word}/{b}",
                            pol,
                        )
                    continue
                added = key in keyed_n
                i = keyed_n[key] if added else keyed_o[key]
                if word == "allOf":
                    direction = TIGHTER if added else LOOSER
                    rule = "ALL_OF_SCHEMA_ADDED" if added else "ALL_OF_SCHEMA_REMOVED"
                else:
                    direction = (LOOSER if added else TIGHTER) if disjoint else BOTH
                    rule = "UNION_ARM_ADDED" if added else "UNION_ARM_REMOVED"
                finding = self.add(
                    rule,
                    f"{word} arm {'added' if added else 'removed'}",
                    None if added else (ou, f"{op}/{word}/{i}"),
                    (nu, f"{np}/{word}/{i}") if added else None,
                    direction if pol == 1 else flip(direction),
                    scope,
                )
                finding.focus = (
                    ((ou, f"{op}/{word}/{i}"), None)
                    if not added
                    else (None, (nu, f"{np}/{word}/{i}"))
                )
                if word != "allOf" and added:
                    finding.additive = breaks("union_arm_added")
                elif word != "allOf":
                    finding.source = dict.fromkeys(TARGETS, "a variant of the union is gone")
        if "not" in o or "not" in n:
            if "not" not in o or "not" not in n:
                add(
                    "NOT_ADDED" if "not" in n else "NOT_REMOVED",
                    "not changed",
                    TIGHTER if "not" in n else LOOSER,
                    "not",
                )
            else:
                self.compare(ou, o["not"], f"{op}/not", nu, n["not"], f"{np}/not", -pol)
        if _canon(o.get("if")) != _canon(n.get("if")):
            add("CONDITION_CHANGED", "if changed", BOTH, "if")
        else:
            for word in ("then", "else"):
                if word in o or word in n:
                    self.compare(
                        ou,
                        o.get(word, True),
                        f"{op}/{word}",
                        nu,
                        n.get(word, True),
                        f"{np}/{word}",
                        pol,
                    )

    def refs(
        self,
        add: Any,
        ou: str,
        o: dict[str, Any],
        op: str,
        nu: str,
        n: dict[str, Any],
        np: str,
        pol: int,
    ) -> None:
        a, b = o.get("$ref"), n.get("$ref")
        if a == b and ou == nu:
            return  # the target is compared where it is defined
        if a is None or b is None:
            add(
                "REF_ADDED" if b is not None else "REF_REMOVED",
                f"$ref {a} -> {b}",
                TIGHTER if b is not None else LOOSER,
                "$ref",
            )
            return
        tu_o, tp_o, to = self.resolve(self.old, ou, a)
        tu_n, tp_n, tn = self.resolve(self.new, nu, b)
        key = (f"{tu_o}#{tp_o}", f"{tu_n}#{tp_n}")
        if (tu_o, tp_o) == (tu_n, tp_n):
            return
        if key in self.compared_refs or to is None or tn is None:
            add("REF_CHANGED", f"$ref {a} -> {b}", BOTH, "$ref")
            return
        self.compared_refs.add(key)
        direction = self.direction_of(tu_o, to, tp_o, tu_n, tn, tp_n)
        if direction != NONE:
            add(
                "REF_CHANGED",
                f"$ref {a} -> {b}: the schemas it names differ",
                direction,
                "$ref",
                source=dict.fromkeys(TARGETS, "the field's type is another type"),
            )


SAMPLE_OF_TYPE: dict[str, Any] = {
    "null": None, "boolean": True, "integer": 1, "number": 1.5, "string": "", "array": [],
    "object": {},
}  # fmt: skip


def _seeds(key: str, o: dict[str, Any], n: dict[str, Any]) -> list[Any]:
    if key == "type":
        kinds = [o.get("type", list(SAMPLE_OF_TYPE)), n.get("type", list(SAMPLE_OF_TYPE))]
        found = [{k} if isinstance(k, str) else set(k) for k in kinds]
        return [SAMPLE_OF_TYPE[t] for t in sorted(found[0] ^ found[1]) if t in SAMPLE_OF_TYPE]
    if key in ("enum", "const"):
        values = [*(o.get("enum") or ()), *(n.get("enum") or ())]
        return values + [side[key] for side in (o, n) if key == "const" and key in side]
    return []


def validation_only_list(arms: list[Any]) -> list[Any]:
    return [validation_only(a) for a in arms]


def _tag_of(arm: Any) -> tuple[str, str] | None:
    """(property, tag value) of an arm that is an object with a required `const` property."""
    if not isinstance(arm, dict):
        return None
    props = arm.get("properties") or {}
    for name in arm.get("required") or ():
        schema = props.get(name)
        if isinstance(schema, dict) and "const" in schema:
            return name, _json_key(schema["const"])
    return None


def _disjoint(arms: list[Any], side: SchemaSide, uri: str, walker: Walker) -> bool:
    tags: set[tuple[str, str]] = set()
    names: set[str] = set()
    for arm in arms:
        node = arm
        if isinstance(arm, dict) and isinstance(arm.get("$ref"), str):
            node = walker.resolve(side, uri, arm["$ref"])[2]
        tag = _tag_of(node)
        if tag is None or tag in tags:
            return False
        tags.add(tag)
        names.add(tag[0])
    return len(names) == 1


def _sum(directions: Iterator[int] | Any) -> int:
    total = NONE
    for d in directions:
        total |= d
    return total


def _merge(schemas: list[Any]) -> Any:
    """One schema all of `schemas` hold in: their keywords side by side where no keyword is
    in two of them, else an allOf."""
    if len(schemas) == 1:
        return schemas[0]
    merged: dict[str, Any] = {}
    for schema in schemas:
        if not isinstance(schema, dict) or set(validation_only(schema)) & set(merged):
            return {"allOf": schemas}
        merged.update(validation_only(schema))
    return merged


def _snake(word: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", r"_\1", word).upper()


def _search(pattern: str, name: str) -> bool:
    try:
        return re.search(pattern, name) is not None
    except re.error:
        return True  # a pattern Python cannot read: assume it may match


def compare_sets(old: SchemaSide, new: SchemaSide, strict: bool = False) -> list[Finding]:
    """Every change from `old` to `new`, before the witness search sets the verdicts."""
    return Walker(old, new, strict).run()
