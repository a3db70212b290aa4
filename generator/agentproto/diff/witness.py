"""Witnesses: concrete documents valid on one side and not on the other. Candidates are drawn
from both schemas (their bounds, values, property names and arms, and values one step past
them); each is checked with the validators `agentproto.compile` makes for the schema at the
finding's place on each side (the same code path as the generated Python validators, exact),
so a witness is printed only when both validators agree it is one."""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import Iterator
from typing import Any

from ..compile import Validator, compile_schema
from ..errors import SchemaError, SchemaErrors, Unsupported
from ..load import escape, join, split_uri
from .compare import BOTH, LOOSER, NONE, TIGHTER, Finding, _search
from .sources import SchemaSide

MAX_CANDIDATES = 4000  # per finding and side: enough for the drawn bounds, cheap to check
FOREIGN: tuple[Any, ...] = (None, True, 0, -1, 1.5, "", "x", [], {}, [None], {"x": None})


class Validators:
    """Compiled validators of one side, one per schema place, made on first use."""

    def __init__(self, side: SchemaSide, strict: bool) -> None:
        self.side, self.strict = side, strict
        self.made: dict[tuple[str, str], Validator | None] = {}
        self.resources = {uri: contents for uri, (_, contents) in side.documents.items()}

    def reachable(self, uri: str) -> dict[str, Any]:
        """The documents `uri` references, directly or not: all a validator of it needs."""
        found: dict[str, Any] = {}
        todo = [uri]
        while todo:
            at = todo.pop()
            if at in found or at not in self.resources:
                continue
            found[at] = self.resources[at]
            stack = [found[at]]
            while stack:
                node = stack.pop()
                if isinstance(node, dict):
                    ref = node.get("$ref")
                    if isinstance(ref, str):
                        todo.append(split_uri(join(at, ref))[0])
                    stack.extend(node.values())
                elif isinstance(node, list):
                    stack.extend(node)
        return found

    def get(self, uri: str, pointer: str) -> Validator | None:
        key = (uri, pointer)
        if key not in self.made:
            try:
                # trusted: every document passed the metaschema when the side was read
                self.made[key] = compile_schema(
                    {"$ref": f"{uri}#{pointer}"},
                    resources=self.reachable(uri),
                    strict=self.strict,
                    trusted=True,
                )
            except (SchemaError, SchemaErrors, Unsupported, RecursionError):
                self.made[key] = None
        return self.made[key]


def valid(validator: Validator, document: Any) -> bool:
    try:
        return validator.is_valid(document)
    except (RecursionError, ValueError, TypeError):
        return False


class Sampler:
    """Documents drawn from a schema: values at and just past every bound, each enum value and
    arm, objects with and without each property. `hints` are constants from the other side
    (its bounds, values, property names), so the draw reaches where the two differ."""

    def __init__(
        self, side: SchemaSide, hints: dict[str, set[Any]], validators: Validators | None = None
    ) -> None:
        self.side, self.hints, self.validators = side, hints, validators

    def fits(self, uri: str, pointer: str | None, value: Any) -> bool:
        """Whether `value` is valid at the place (True where the place is not known)."""
        if pointer is None or self.validators is None:
            return True
        validator = self.validators.get(uri, pointer)
        return validator is None or valid(validator, value)

    def typical(self, uri: str, node: Any, pointer: str | None, depth: int) -> list[Any]:
        """Values drawn from `node` that are valid there, the first few: what an object's
        required properties are filled with, so the object fails only where it is meant to."""
        drawn = itertools.islice(self.draw(uri, node, depth + 1, pointer), 60)
        return [v for v in drawn if self.fits(uri, pointer, v)][:4]

    def draw(
        self, uri: str, node: Any, depth: int = 0, pointer: str | None = None
    ) -> Iterator[Any]:
        if depth > 6:
            yield from (None, 0, "", [], {})
            return
        if node is True or node is False or not isinstance(node, dict):
            yield from FOREIGN
            return
        if isinstance(node.get("$ref"), str):
            target, at = split_uri(join(uri, node["$ref"]))
            found = self.side.node(target, at)
            if found is not None:
                yield from self.draw(target, found, depth + 1, at)
        if "const" in node:
            yield node["const"]
        if isinstance(node.get("enum"), list):
            yield from node["enum"]
        yield from self.hints.get("values", ())
        for word in ("oneOf", "anyOf"):
            for i, arm in enumerate(node.get(word) or ()):
                arm_at = _below(pointer, f"{word}/{i}")
                yield from itertools.islice(self.draw(uri, arm, depth + 1, arm_at), 60)
        for i, arm in enumerate(node.get("allOf") or ()):
            yield from itertools.islice(
                self.draw(uri, arm, depth + 1, _below(pointer, f"allOf/{i}")), 30
            )
        for word in ("then", "else"):
            if word in node:
                branch_at = _below(pointer, word)
                yield from itertools.islice(self.draw(uri, node[word], depth + 1, branch_at), 30)
        types = node.get("type")
        kinds = [types] if isinstance(types, str) else list(types or ())
        if not kinds:
            kinds = [k for k, words in KIND_WORDS.items() if words & node.keys()] or list(KINDS)
        for kind in kinds:
            yield from getattr(self, f"_{kind}")(uri, node, depth, pointer)
        if not types:
            yield from FOREIGN  # a schema without `type` accepts every other kind

    def _null(
        self, uri: str, node: dict[str, Any], depth: int, pointer: str | None
    ) -> Iterator[Any]:
        yield None

    def _boolean(
        self, uri: str, node: dict[str, Any], depth: int, pointer: str | None
    ) -> Iterator[Any]:
        yield from (True, False)

    def _numbers(self, node: dict[str, Any]) -> list[Any]:
        marks: set[Any] = {0, 1, -1, *self.hints.get("numbers", ())}
        for word in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"):
            value = node.get(word)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                marks.add(value)
        found: list[Any] = []
        for mark in sorted(marks, key=float):
            for step in (0, 1, -1, 0.5, -0.5):
                found.append(mark + step)
            unit = node.get("multipleOf")
            if isinstance(unit, (int, float)) and unit:
                found.extend((mark // unit) * unit + k * unit for k in (-1, 0, 1, 2))
        return found

    def _integer(
        self, uri: str, node: dict[str, Any], depth: int, pointer: str | None
    ) -> Iterator[Any]:
        yield from (int(x) for x in self._numbers(node) if float(x).is_integer())

    def _number(
        self, uri: str, node: dict[str, Any], depth: int, pointer: str | None
    ) -> Iterator[Any]:
        yield from self._numbers(node)

    def _string(
        self, uri: str, node: dict[str, Any], depth: int, pointer: str | None
    ) -> Iterator[Any]:
        lengths = {0, 1, *self.hints.get("lengths", ())}
        for word in ("minLength", "maxLength"):
            if isinstance(node.get(word), int):
                lengths.add(node[word])
        patterns = [p for p in (node.get("pattern"), *self.hints.get("patterns", ())) if p]
        for pattern in patterns:
            yield from _pattern_samples(pattern)
        yield from self.hints.get("strings", ())
        for n in sorted(lengths):
            for k in (n, n + 1, n - 1):
                if 0 <= k <= 10_000:
                    yield "a" * k
                    for pattern in patterns:
                        for base in itertools.islice(_pattern_samples(pattern), 3):
                            if len(base) < k:
                                yield base + base[-1:] * (k - len(base)) if base else "a" * k
                            else:
                                yield base[:k]
        yield from ("2024-01-01T00:00:00Z", "user@example.com", "https://example.com/")

    def _array(
        self, uri: str, node: dict[str, Any], depth: int, pointer: str | None
    ) -> Iterator[Any]:
        prefix = node.get("prefixItems") or []
        items = node.get("items", True)
        contains = node.get("contains")
        counts = {0, 1, 2, *self.hints.get("counts", ())}
        for word in ("minItems", "maxItems", "minContains", "maxContains"):
            if isinstance(node.get(word), int):
                counts.update((node[word], node[word] + 1, max(node[word] - 1, 0)))
        heads = (
            [
                list(x)
                for x in zip(
                    *(
                        self.typical(uri, s, _below(pointer, f"prefixItems/{i}"), depth)
                        + list(itertools.islice(self.draw(uri, s, depth + 1), 8))
                        + list(FOREIGN)
                        for i, s in enumerate(prefix)
                    )
                )
            ]
            if prefix
            else [[]]
        )
        at = _below(pointer, "items") if "items" in node else None
        fill = self.typical(uri, items, at, depth) + list(
            itertools.islice(self.draw(uri, items, depth + 1, at), 12)
        ) or [None]
        extra = list(itertools.islice(self.draw(uri, contains, depth + 1), 6)) if contains else []
        for head in heads[:16]:
            for count in sorted(counts):
                if count > 200:
                    continue
                rest = max(count - len(head), 0)
                for value in fill[:6]:
                    yield head + [value] * rest
                    yield head + [
                        value if i % 2 else fill[(i // 2) % len(fill)] for i in range(rest)
                    ]
                for value in extra:
                    yield head + [value] * max(rest, 1)
                    for other in fill[:8]:
                        yield head + [value, other]
                        yield head + [value] + [other] * max(rest - 1, 1)
                    yield head + [value] + [fill[0]] * max(rest - 1, 0)

    def _object(
        self, uri: str, node: dict[str, Any], depth: int, pointer: str | None
    ) -> Iterator[Any]:
        props = node.get("properties") or {}
        required = [r for r in node.get("required") or () if isinstance(r, str)]
        names = list(dict.fromkeys([*props, *required, *self.hints.get("names", ())]))
        choices: dict[str, list[Any]] = {}
        for name in names:
            schema = props.get(name)
            if schema is None:
                for pattern, s in (node.get("patternProperties") or {}).items():
                    if _search(pattern, name):
                        schema = s
                        break
            at = (
                f"{pointer}/properties/{escape(name)}"
                if pointer is not None and name in props
                else None
            )
            drawn = (
                list(itertools.islice(self.draw(uri, schema, depth + 1, at), 10))
                if (schema is not None)
                else []
            )
            fitting = self.typical(uri, schema, at, depth) if name in required and schema else []
            choices[name] = fitting + drawn + [v for v in FOREIGN if v not in drawn][:6]
        base = {name: choices[name][0] for name in required if choices.get(name)}
        yield dict(base)
        yield {}
        for name in names:
            for value in choices.get(name, ())[:12]:
                yield {**base, name: value}
        for name in required:
            yield {k: v for k, v in base.items() if k != name}
        optional = [n for n in props if n not in base]
        yield {**base, **{n: choices[n][0] for n in optional if choices.get(n)}}
        for extra in ("x", "extra", *self.hints.get("names", ())):
            for value in FOREIGN[:7]:
                yield {**base, extra: value}
        for dependent in node.get("dependentRequired") or {}:
            yield {**base, dependent: choices.get(dependent, [None])[0]}


def _below(pointer: str | None, step: str) -> str | None:
    return None if pointer is None else f"{pointer}/{step}"


KINDS = ("null", "boolean", "integer", "number", "string", "array", "object")
KIND_WORDS = {
    "integer": {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"},
    "number": {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"},
    "string": {"minLength", "maxLength", "pattern", "format"},
    "array": {"items", "prefixItems", "contains", "minItems", "maxItems", "uniqueItems"},
    "object": {
        "properties",
        "required",
        "additionalProperties",
        "patternProperties",
        "propertyNames",
        "minProperties",
        "maxProperties",
        "dependentRequired",
        "dependentSchemas",
        "unevaluatedProperties",
    },
}


def _pattern_samples(pattern: str) -> Iterator[str]:
    """A few strings a regular expression matches, made from its parse (literals, classes,
    repeats at their least and a little more); not every pattern gives one, the validators
    decide."""
    from re import _parser as sre  # type: ignore[attr-defined]  # the stdlib's own parser

    try:
        parsed = sre.parse(pattern)
    except (re.error, RecursionError, OverflowError):
        return
    for extra in (0, 1, 3):
        try:
            yield _emit(parsed, extra, sre)
        except (ValueError, RecursionError, TypeError):
            return


def _emit(items: Any, extra: int, sre: Any) -> str:
    out: list[str] = []
    for op, value in items:
        name = str(op)
        if name == "LITERAL":
            out.append(chr(value))
        elif name == "ANY":
            out.append("a")
        elif name == "IN":
            out.append(_in_char(value))
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, high, sub = value
            times = low + extra if high == sre.MAXREPEAT else min(low + extra, high)
            out.append(_emit(sub, extra, sre) * times)
        elif name == "SUBPATTERN":
            out.append(_emit(value[-1], extra, sre))
        elif name == "ATOMIC_GROUP":
            out.append(_emit(value, extra, sre))
        elif name == "BRANCH":
            out.append(_emit(value[1][min(extra, len(value[1]) - 1)], extra, sre))
        elif name in ("AT", "ASSERT", "ASSERT_NOT"):
            continue
        else:
            raise ValueError(name)
    return "".join(out)


def _in_char(value: Any) -> str:
    negate = any(str(op) == "NEGATE" for op, _ in value)
    if negate:
        return "~"
    for op, arg in value:
        name = str(op)
        if name == "LITERAL":
            return chr(arg)
        if name == "RANGE":
            return chr(arg[0])
        if name == "CATEGORY":
            return {"CATEGORY_DIGIT": "0", "CATEGORY_SPACE": " "}.get(str(arg), "a")
    return "a"


def hints_of(*nodes: Any) -> dict[str, set[Any]]:
    """Constants of both sides' schemas (walked a few levels down): what the draw aims at."""
    found: dict[str, set[Any]] = {
        k: set() for k in ("numbers", "lengths", "names", "patterns", "counts", "strings")
    }
    values: list[Any] = []

    def visit(node: Any, depth: int) -> None:
        if depth > 4 or not isinstance(node, dict):
            return
        for word in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"):
            v = node.get(word)
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                found["numbers"].add(v)
        for word in ("minLength", "maxLength"):
            if isinstance(node.get(word), int):
                found["lengths"].add(node[word])
        for word in ("minItems", "maxItems", "minContains", "maxContains"):
            if isinstance(node.get(word), int):
                found["counts"].add(node[word])
        if isinstance(node.get("pattern"), str):
            found["patterns"].add(node["pattern"])
        if depth == 0:
            found["names"].update(k for k in node.get("properties") or {} if isinstance(k, str))
            found["names"].update(r for r in node.get("required") or () if isinstance(r, str))
            for word in ("dependentRequired", "dependentSchemas"):
                found["names"].update(k for k in node.get(word) or {} if isinstance(k, str))
            for pattern in node.get("patternProperties") or {}:
                found["names"].update(itertools.islice(_pattern_samples(pattern), 2))
            if "const" in node:
                values.append(node["const"])
            if isinstance(node.get("enum"), list):
                values.extend(node["enum"])
        for value in node.values():
            if isinstance(value, dict):
                visit(value, depth + 1)
            elif isinstance(value, list):
                for item in value:
                    visit(item, depth + 1)

    for node in nodes:
        visit(node, 0)
    for v in values:
        if isinstance(v, str):
            found["strings"].add(v)
    result: dict[str, Any] = dict(found)
    result["values"] = values
    return result


class WitnessSearch:
    """Sets each finding's `backward`/`forward` verdicts: "breaks" with a checked witness,
    "may break" where the keywords say it can and no witness was found, "ok" where they prove
    it cannot."""

    def __init__(
        self, old: SchemaSide, new: SchemaSide, strict: bool = False, budget: float = 10.0
    ) -> None:
        self.old, self.new = old, new
        self.validators = (Validators(old, strict), Validators(new, strict))
        self.budget = budget
        self.cache: dict[tuple[Any, ...], Any] = {}
        self.started = time.process_time()

    def settle(self, findings: list[Finding]) -> None:
        for finding in findings:
            d = finding.direction
            finding.backward = "may break" if d in (TIGHTER, BOTH) else "ok"
            finding.forward = "may break" if d in (LOOSER, BOTH) else "ok"
            if d == NONE or finding.scope is None:
                continue
            if time.process_time() - self.started > self.budget:
                continue  # out of time: the verdict stays "may break"
            for axis, wanted in (("backward", TIGHTER), ("forward", LOOSER)):
                if d & wanted:
                    focus = finding.focus[0 if axis == "backward" else 1]
                    found = self.seeded(finding, axis)
                    if found is MISSING:
                        found = self.find(finding.scope, axis, focus)
                    if found is not MISSING:
                        finding.witnesses[axis] = found
                        setattr(finding, axis, "breaks")

    def seeded(self, finding: Finding, axis: str) -> Any:
        """The first of the finding's own seeds that is a witness, or MISSING."""
        assert finding.scope is not None
        (ou, op), (nu, np) = finding.scope
        old_v, new_v = self.validators[0].get(ou, op), self.validators[1].get(nu, np)
        if old_v is None or new_v is None:
            return MISSING
        accept, reject = (old_v, new_v) if axis == "backward" else (new_v, old_v)
        for doc in finding.seeds:
            if valid(accept, doc) and not valid(reject, doc):
                return doc
        return MISSING

    def find(
        self,
        scope: tuple[tuple[str, str], tuple[str, str]],
        axis: str,
        focus: tuple[str, str] | None = None,
    ) -> Any:
        """A document valid on the accepting side and invalid on the other, or MISSING; drawn
        first from `focus` (a schema on the accepting side) when given."""
        key = (scope, axis, focus)
        if key in self.cache:
            return self.cache[key]
        (ou, op), (nu, np) = scope
        old_v, new_v = self.validators[0].get(ou, op), self.validators[1].get(nu, np)
        result: Any = MISSING
        if old_v is not None and new_v is not None:
            accept, reject = (old_v, new_v) if axis == "backward" else (new_v, old_v)
            side, uri, pointer = (self.old, ou, op) if axis == "backward" else (self.new, nu, np)
            node = side.node(uri, pointer)
            other = self.new.node(nu, np) if axis == "backward" else self.old.node(ou, op)
            mine, theirs = (0, 1) if axis == "backward" else (1, 0)
            sampler = Sampler(side, hints_of(node, other), self.validators[mine])
            other_sampler = Sampler(
                self.new if axis == "backward" else self.old,
                hints_of(other, node),
                self.validators[theirs],
            )
            seen: set[str] = set()
            first: Iterator[Any] = iter(())
            if focus is not None:
                first = sampler.draw(focus[0], side.node(*focus), 0, focus[1])
            draws = itertools.chain(
                first,
                sampler.draw(uri, node, 0, pointer),
                other_sampler.draw(
                    nu if axis == "backward" else ou, other, 0, np if axis == "backward" else op
                ),
            )
            for doc in itertools.islice(draws, MAX_CANDIDATES):
                mark = repr(doc)
                if mark in seen:
                    continue
                seen.add(mark)
                if valid(accept, doc) and not valid(reject, doc):
                    result = doc
                    break
        self.cache[key] = result
        return result


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()
