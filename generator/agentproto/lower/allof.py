"""Merge `allOf` into one object schema, for the *shape* of the data. (Validation keeps the exact
`allOf` semantics; this pass only decides which fields a class has.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import SchemaError, Unsupported

Resolve = Callable[[dict[str, Any]], dict[str, Any]]


def merge_allof(node: dict[str, Any], resolve: Resolve, where: tuple[str, str]) -> dict[str, Any]:
    """`node` with its `allOf` arms folded in: properties united (a property named twice must be
    declared identically or by exactly one arm with a schema), `required` united, closedness
    taken from the node itself (arms of a closed composition cannot close it: JSON Schema's
    `additionalProperties` does not see sibling arms). Each schema is merged once, however
    often arms repeat it (`allOf: [X, X]` nested n deep is n merges, not 2^n)."""
    done: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}  # id -> (schema, merged)

    def merge(node: dict[str, Any], inside: tuple[int, ...]) -> dict[str, Any]:
        if id(node) in inside:
            raise SchemaError(
                *where, "references loop without descending into the instance (allOf/$ref)"
            )
        if id(node) not in done:  # the schema is kept with its result: its id stays its own
            done[id(node)] = (
                node,
                _merge_once(node, lambda arm: merge(resolve(arm), inside + (id(node),)), where),
            )
        return done[id(node)][1]

    return merge(node, ())


def _merge_once(
    node: dict[str, Any], merged_arm: Callable[[Any], dict[str, Any]], where: tuple[str, str]
) -> dict[str, Any]:
    node = ref_as_allof(node)
    if "allOf" not in node:
        return node
    merged: dict[str, Any] = {k: v for k, v in node.items() if k != "allOf"}
    props: dict[str, Any] = dict(merged.get("properties", {}))
    required: list[str] = list(merged.get("required", []))
    for arm in node["allOf"]:
        arm = merged_arm(arm)
        for word, value in arm.items():
            if word == "properties":
                for name, sub in value.items():
                    if name in props and props[name] != sub:
                        raise Unsupported(
                            *where, f"allOf declares property {name!r} twice, differently"
                        )
                    props[name] = sub
            elif word == "required":
                required.extend(r for r in value if r not in required)
            elif word == "type":
                if merged.setdefault("type", value) != value:
                    raise Unsupported(*where, f"allOf mixes types {merged['type']!r} and {value!r}")
            elif word == "additionalProperties" and value is False:
                raise Unsupported(
                    *where,
                    "an allOf arm with additionalProperties: false rejects the "
                    "other arms' properties; close the composed schema instead",
                )
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
    if props:
        merged["properties"] = props
    if required:
        merged["required"] = required
    return merged


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
