"""Merge `allOf` into one object schema, for the *shape* of the data. (Validation keeps the exact
`allOf` semantics; this pass only decides which fields a class has.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import SchemaError

Resolve = Callable[[dict[str, Any]], dict[str, Any]]
# Told what a merge had to make looser than the schema (the validators keep it exact).
Degraded = Callable[[str], None]

# JSON types as sets of what they admit: `integer` is the part of `number` without a fraction.
_KINDS = {
    "null": {"null"},
    "boolean": {"boolean"},
    "object": {"object"},
    "array": {"array"},
    "string": {"string"},
    "integer": {"integer"},
    "number": {"integer", "number"},
}


def _ignore(message: str) -> None:
    return None


def merge_allof(
    node: dict[str, Any],
    resolve: Resolve,
    where: tuple[str, str],
    degraded: Degraded = _ignore,
) -> dict[str, Any]:
    """`node` with its `allOf` arms folded in: properties united, `required` united, `type`
    intersected, closedness taken from the node itself (arms of a closed composition cannot
    close it: JSON Schema's `additionalProperties` does not see sibling arms). What a type
    cannot state is made looser and told to `degraded`: a property declared differently by two
    arms is plain JSON, an arm's `additionalProperties: false` leaves the merged class open, and
    types with no value in common leave the type to the other keywords. Each schema is merged
    once, however often arms repeat it (`allOf: [X, X]` nested n deep is n merges, not 2^n)."""
    done: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}  # id -> (schema, merged)

    def merge(node: dict[str, Any], inside: tuple[int, ...]) -> dict[str, Any]:
        if id(node) in inside:
            raise SchemaError(
                *where, "references loop without descending into the instance (allOf/$ref)"
            )
        if id(node) not in done:  # the schema is kept with its result: its id stays its own
            done[id(node)] = (
                node,
                _merge_once(node, lambda arm: merge(resolve(arm), inside + (id(node),)), degraded),
            )
        return done[id(node)][1]

    return merge(node, ())


def _merge_once(
    node: dict[str, Any], merged_arm: Callable[[Any], dict[str, Any]], degraded: Degraded
) -> dict[str, Any]:
    node = ref_as_allof(node)
    if "allOf" not in node:
        return node
    merged: dict[str, Any] = {k: v for k, v in node.items() if k != "allOf"}
    props: dict[str, Any] = dict(merged.get("properties", {}))
    required: list[str] = list(merged.get("required", []))
    differing: set[str] = set()
    closers: list[set[str]] = []  # the properties of each arm closed by additionalProperties
    for arm in node["allOf"]:
        arm = merged_arm(arm)
        for word, value in arm.items():
            if word == "properties" and isinstance(value, dict):
                for name, sub in value.items():
                    if name in props and props[name] != sub and name not in differing:
                        # both apply; a value of both is typed as plain JSON
                        differing.add(name)
                        degraded(
                            f"allOf declares property {name!r} twice, differently: typed as JSON"
                        )
                        props[name] = True
                    elif name not in differing:
                        props[name] = sub
            elif word == "required" and isinstance(value, list):
                required.extend(r for r in value if r not in required)
            elif word == "type":
                if "type" not in merged:
                    merged["type"] = value
                    continue
                both = intersect_types(merged["type"], value)
                if both is None:
                    degraded(
                        f"allOf asks for types {merged['type']!r} and {value!r}, which share no "
                        "value: no value is valid here, typed as JSON"
                    )
                    merged["type"] = _NO_TYPE
                else:
                    merged["type"] = both
            elif word == "additionalProperties" and value is False:
                closers.append(set(arm.get("properties", {})))
                if arm.get("patternProperties"):
                    closers[-1].add(_NO_TYPE)  # names no merged class can list
            elif word in (
                "title",
                "description",
                "$id",
                "$schema",
                "$defs",
                "$comment",
            ) or word.startswith("x-"):
                continue
            else:
                merged.setdefault(word, value)
    if closers:
        if all(c == closers[0] and _NO_TYPE not in c for c in closers) and set(props) <= closers[0]:
            # the closing arm lists every property there is: closing the class is exact
            merged.setdefault("additionalProperties", False)
        else:
            degraded(
                "an allOf arm closes its object with additionalProperties: false, which also "
                "rejects the other arms' properties: the class stays open (the validators "
                "reject what the schema rejects)"
            )
    if merged.get("type") == _NO_TYPE:
        # unsatisfiable: the shape keywords say nothing a type could hold
        return {k: v for k, v in merged.items() if k in ("description", "title")}
    if props:
        merged["properties"] = props
    if required:
        merged["required"] = required
    return merged


_NO_TYPE = "\x00no type"


def intersect_types(first: Any, second: Any) -> Any:
    """The `type` admitting what both `type` values admit (a name, a list of names), or None
    when they share no value."""
    names = [first] if isinstance(first, str) else list(first) if isinstance(first, list) else []
    other = [second] if isinstance(second, str) else second if isinstance(second, list) else []
    if first == _NO_TYPE or second == _NO_TYPE:
        return None
    left = set().union(*(_KINDS.get(n, set()) for n in names))
    right = set().union(*(_KINDS.get(n, set()) for n in other))
    common = left & right
    if not common:
        return None
    kept = [
        n for n in _KINDS if _KINDS[n] <= common and not (n == "integer" and "number" in common)
    ]
    return kept[0] if len(kept) == 1 else kept


# Keywords beside a `$ref` that change the shape of the data (others only narrow its values).
SHAPING = frozenset(
    {
        "type",
        "properties",
        "additionalProperties",
        "patternProperties",
        "unevaluatedProperties",
        "items",
        "prefixItems",
        "unevaluatedItems",
        "allOf",
    }
)


def ref_as_allof(node: dict[str, Any]) -> dict[str, Any]:
    """Since 2019-09 a `$ref` beside other keywords applies both, like `allOf` does; spelling it
    so lets one merge handle both forms, when the siblings add to the shape."""
    if "$ref" not in node or not SHAPING & node.keys():
        return node
    rest = {k: v for k, v in node.items() if k != "$ref"}
    rest["allOf"] = [{"$ref": node["$ref"]}, *node.get("allOf", [])]
    return rest
