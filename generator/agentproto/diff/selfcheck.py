"""The comparison checked against the validators: random schemas, a random change of one kind (or
several), random documents, and every verdict held against what the validators of both sides
say of each document. Used by the property test and by `bench/diff_property.py`."""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..compile import compile_schema
from ..errors import SchemaError, SchemaErrors, Unsupported
from .compare import Finding
from .run import diff
from .sources import SchemaSide
from .witness import Sampler, hints_of, valid

URI = "https://agentproto.invalid/selfcheck.json"
NAMES = ("a", "b", "c", "ab")
STRINGS = ("", "a", "b", "ab", "ba", "aa", "abc", "0", "x1")
PATTERNS = ("^a", "a", "^[ab]+$", "b$", "^$", "^[0-9]")
INTS = (-2, -1, 0, 1, 2, 3, 4, 5, 6)


def leaf(rng: random.Random) -> dict[str, Any]:
    """A small schema of one kind, with a keyword or two."""
    kind = rng.choice(("integer", "number", "string", "boolean", "null", "enum", "any"))
    node: dict[str, Any] = {}
    if kind == "enum":
        return {"enum": rng.sample([*INTS[:4], *STRINGS[:4], None, True], rng.randint(1, 4))}
    if kind != "any":
        node["type"] = kind
    if kind in ("integer", "number") and rng.random() < 0.6:
        node[rng.choice(("minimum", "maximum", "exclusiveMinimum"))] = rng.choice(INTS)
    if kind == "string" and rng.random() < 0.6:
        node[rng.choice(("minLength", "maxLength"))] = rng.randint(0, 3)
    return node


def schema(rng: random.Random, depth: int = 0) -> dict[str, Any]:
    if depth >= 2 or rng.random() < 0.3:
        return leaf(rng)
    kind = rng.choice(("object", "object", "array", "union"))
    if kind == "object":
        names = rng.sample(NAMES, rng.randint(1, 3))
        node: dict[str, Any] = {
            "type": "object",
            "properties": {n: schema(rng, depth + 1) for n in names},
        }
        if rng.random() < 0.5:
            node["required"] = rng.sample(names, rng.randint(1, len(names)))
        if rng.random() < 0.4:
            node["additionalProperties"] = rng.choice((False, True, leaf(rng)))
        return node
    if kind == "array":
        node = {"type": "array", "items": schema(rng, depth + 1)}
        if rng.random() < 0.4:
            node[rng.choice(("minItems", "maxItems"))] = rng.randint(0, 3)
        return node
    return {rng.choice(("oneOf", "anyOf")): [schema(rng, depth + 1) for _ in range(2)]}


def nodes(root: Any) -> list[dict[str, Any]]:
    """Every schema object in `root` (not values of enum/const)."""
    found: list[dict[str, Any]] = []
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            found.append(node)
            for key, value in node.items():
                if key in ("enum", "const", "required", "dependentRequired"):
                    continue
                if isinstance(value, dict) and key in (
                    "properties",
                    "patternProperties",
                    "dependentSchemas",
                    "$defs",
                ):
                    stack.extend(value.values())
                elif isinstance(value, (dict, list)):
                    stack.extend(value if isinstance(value, list) else [value])
    return found


def _toggle(node: dict[str, Any], key: str, value: Any, rng: random.Random) -> None:
    if key in node and rng.random() < 0.5:
        del node[key]
    else:
        node[key] = value


def _both(first: Callable[[], None], second: Callable[[], None]) -> None:
    first()
    second()


# Each change kind edits one schema object picked at random: adds, removes or alters a keyword.
CHANGES: dict[str, Callable[[dict[str, Any], random.Random], None]] = {
    "type": lambda n, r: n.__setitem__(
        "type",
        r.choice(
            ("integer", "number", "string", "null", ["string", "null"], ["integer", "string"])
        ),
    ),
    "bounds": lambda n, r: _toggle(
        n,
        r.choice(
            (
                "minimum",
                "maximum",
                "exclusiveMaximum",
                "minLength",
                "maxLength",
                "minItems",
                "maxItems",
                "minProperties",
                "maxProperties",
            )
        ),
        r.choice(INTS[2:]),
        r,
    ),
    "multipleOf": lambda n, r: _toggle(n, "multipleOf", r.choice((1, 2, 3, 4, 0.5)), r),
    "enum": lambda n, r: n.__setitem__(
        "enum", r.sample([*INTS[:4], *STRINGS[:4], None], r.randint(1, 4))
    ),
    "const": lambda n, r: _toggle(n, "const", r.choice((*INTS[:4], *STRINGS[:3], None)), r),
    "pattern": lambda n, r: _toggle(n, "pattern", r.choice(PATTERNS), r),
    "format": lambda n, r: _toggle(n, "format", r.choice(("email", "date-time", "uri")), r),
    "required": lambda n, r: _toggle(n, "required", r.sample(NAMES, r.randint(1, 2)), r),
    "properties": lambda n, r: (
        n.setdefault("properties", {}).__setitem__(r.choice(NAMES), leaf(r))
        if r.random() < 0.6 or not n.get("properties")
        else n["properties"].pop(r.choice(list(n["properties"])))
    ),
    "additionalProperties": lambda n, r: _toggle(
        n, "additionalProperties", r.choice((False, True, leaf(r))), r
    ),
    "unevaluatedProperties": lambda n, r: _toggle(
        n, "unevaluatedProperties", r.choice((False, leaf(r))), r
    ),
    "patternProperties": lambda n, r: _toggle(
        n, "patternProperties", {r.choice(PATTERNS): leaf(r)}, r
    ),
    "propertyNames": lambda n, r: _toggle(n, "propertyNames", {"maxLength": r.randint(0, 2)}, r),
    "dependentRequired": lambda n, r: _toggle(
        n, "dependentRequired", {r.choice(NAMES): r.sample(NAMES, 1)}, r
    ),
    "dependentSchemas": lambda n, r: _toggle(n, "dependentSchemas", {r.choice(NAMES): leaf(r)}, r),
    "items": lambda n, r: _toggle(n, "items", leaf(r), r),
    "prefixItems": lambda n, r: _toggle(
        n, "prefixItems", [leaf(r) for _ in range(r.randint(1, 2))], r
    ),
    "contains": lambda n, r: _both(
        lambda: _toggle(n, "contains", leaf(r), r),
        lambda: _toggle(n, r.choice(("minContains", "maxContains")), r.randint(0, 2), r),
    ),
    "uniqueItems": lambda n, r: _toggle(n, "uniqueItems", True, r),
    "oneOf": lambda n, r: (
        n.setdefault("oneOf", []).append(leaf(r))
        if r.random() < 0.6 or not n.get("oneOf")
        else n["oneOf"].pop()
    ),
    "anyOf": lambda n, r: (
        n.setdefault("anyOf", []).append(leaf(r))
        if r.random() < 0.6 or not n.get("anyOf")
        else n["anyOf"].pop()
    ),
    "allOf": lambda n, r: (
        n.setdefault("allOf", []).append(leaf(r))
        if r.random() < 0.6 or not n.get("allOf")
        else n["allOf"].pop()
    ),
    "not": lambda n, r: _toggle(n, "not", leaf(r), r),
    "if": lambda n, r: _both(
        lambda: _toggle(n, "if", leaf(r), r), lambda: _toggle(n, "then", leaf(r), r)
    ),
}


def change(base: dict[str, Any], kinds: list[str], rng: random.Random) -> dict[str, Any]:
    new = copy.deepcopy(base)
    for kind in kinds:
        target = rng.choice(nodes(new))
        CHANGES[kind](target, rng)
        for word in ("oneOf", "anyOf", "allOf"):  # an empty list is not a schema
            if word in target and not target[word]:
                del target[word]
    return new


def document(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.choice(INTS)
    if kind == 3:
        return rng.choice((0.5, 2.5, -1.5, 3.0))
    if kind in (4, 5):
        return rng.choice(STRINGS)
    if kind in (6, 7):
        return {n: document(rng, depth + 1) for n in rng.sample(NAMES, rng.randint(0, 4))}
    return [document(rng, depth + 1) for _ in range(rng.randint(0, 4))]


@dataclass
class Tally:
    pairs: int = 0
    documents: int = 0
    said_backward_ok: int = 0
    said_forward_ok: int = 0
    backward_violations: int = 0  # "backward ok", yet a document OLD accepts and NEW rejects
    forward_violations: int = 0
    witnesses: int = 0
    bad_witnesses: int = 0
    unproven: int = 0  # pairs with a real break the tool called "may break", not "breaks"
    failures: list[Any] = field(default_factory=list)


def side(contents: dict[str, Any]) -> SchemaSide:
    return SchemaSide("selfcheck", {URI: ("selfcheck.json", {"$id": URI, **contents})})


def check(
    old: dict[str, Any], new: dict[str, Any], rng: random.Random, draws: int, tally: Tally
) -> None:
    """Diff `old` against `new`, then hold the verdicts against `draws` random documents plus
    the ones drawn from both schemas, and every witness against validators made here."""
    o, n = side(old), side(new)
    outcome = diff(o, n, budget=5.0)
    old_v = compile_schema({"$id": URI, **old})
    new_v = compile_schema({"$id": URI, **new})
    tally.pairs += 1
    backward_ok = all(f.backward == "ok" for f in outcome.findings)
    forward_ok = all(f.forward == "ok" for f in outcome.findings)
    tally.said_backward_ok += backward_ok
    tally.said_forward_ok += forward_ok
    for f in outcome.findings:
        _check_witnesses(f, o, n, tally)
    sampled = itertools.chain(
        itertools.islice(Sampler(o, hints_of(old, new)).draw(URI, old), 300),
        itertools.islice(Sampler(n, hints_of(new, old)).draw(URI, new), 300),
    )
    documents = [*sampled, *(document(rng) for _ in range(draws))]
    real_backward = real_forward = False
    for doc in documents:
        tally.documents += 1
        a, b = valid(old_v, doc), valid(new_v, doc)
        if a and not b:
            real_backward = True
            if backward_ok:
                tally.backward_violations += 1
                tally.failures.append(("backward", old, new, doc))
        if b and not a:
            real_forward = True
            if forward_ok:
                tally.forward_violations += 1
                tally.failures.append(("forward", old, new, doc))
    proven_b = any(f.backward == "breaks" for f in outcome.findings)
    proven_f = any(f.forward == "breaks" for f in outcome.findings)
    tally.unproven += (real_backward and not proven_b) + (real_forward and not proven_f)


def _check_witnesses(f: Finding, o: SchemaSide, n: SchemaSide, tally: Tally) -> None:
    for axis, doc in f.witnesses.items():
        tally.witnesses += 1
        assert f.scope is not None
        verdict = []
        for s, (uri, pointer) in zip((o, n), f.scope, strict=True):
            resources = {u: c for u, (_, c) in s.documents.items()}
            verdict.append(
                compile_schema({"$ref": f"{uri}#{pointer}"}, resources=resources).is_valid(doc)
            )
        if verdict != ([True, False] if axis == "backward" else [False, True]):
            tally.bad_witnesses += 1
            tally.failures.append(("witness", f.rule, doc))


def _compiles(contents: dict[str, Any]) -> bool:
    """Whether the schema is one 2020-12 accepts (a random edit can make one it refuses)."""
    try:
        compile_schema({"$id": URI, **contents})
    except (SchemaError, SchemaErrors, Unsupported):
        return False
    return True


def run_kind(kinds: list[str], seed: int, pairs: int, draws: int) -> Tally:
    """`pairs` random schema pairs, each differing by the changes `kinds`, with `draws` random
    documents each (and those drawn from the two schemas)."""
    rng = random.Random(seed)
    tally = Tally()
    while tally.pairs < pairs:
        base = schema(rng)
        new = change(base, kinds, rng)
        if _compiles(base) and _compiles(new):
            check(base, new, rng, draws, tally)
    return tally
