"""Instances built from a library's own schema (a pydantic model's JSON schema, an OpenAPI
component): what the coverage table and its tests feed a dialect, so a variant is judged by a
value its library would take, not by a hand-picked fixture.

`build(schema, choose)` walks the schema; `choose(what, options)` picks among alternatives
(which `anyOf` branch, whether an optional property is present, whether a value that may be
null is null (`"null"`, asked before its branch), which enum value, which string). `minimal`
always takes the first, so it gives the smallest instance: required properties only, no
null, the first branch; `full` the same with every property. Tests drive `choose` from
hypothesis instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Choose = Callable[[str, Sequence[Any]], Any]

# strings a generated instance may hold: plain, empty, non-ASCII, JSON-looking
STRINGS = ("x", "", "é ✓", '{"a": 1}')


def _first(_what: str, options: Sequence[Any]) -> Any:
    return options[0]


def _last(what: str, options: Sequence[Any]) -> Any:
    return options[-1] if what == "optional" else options[0]


def minimal(schema: dict[str, Any]) -> Any:
    return build(schema, _first)


def full(schema: dict[str, Any]) -> Any:
    """Every property present (to a depth), the first non-null branch: a value as an API sends
    it, which fills in what a request may leave out."""
    return build(schema, _last)


def build(schema: dict[str, Any], choose: Choose, root: dict[str, Any] | None = None) -> Any:
    return _build(schema, choose, root if root is not None else schema, 0)


NAMES = ("x", "call_AbC-9")
URLS = ("https://example.com/a", "https://example.com/ü?q=1")


def _named(choose: Choose) -> Choose:
    def named(what: str, options: Sequence[Any]) -> Any:
        return choose("name", NAMES) if what == "string" else choose(what, options)

    return named


def _resolve(ref: str, root: dict[str, Any]) -> dict[str, Any]:
    node: Any = root
    for part in ref.lstrip("#/").split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return dict(node)


def _build(schema: dict[str, Any], choose: Choose, root: dict[str, Any], depth: int) -> Any:
    if "$ref" in schema:
        return _build(
            {**_resolve(schema["$ref"], root), **{k: v for k, v in schema.items() if k != "$ref"}},
            choose,
            root,
            depth,
        )
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return choose("enum", list(schema["enum"]))
    for key in ("anyOf", "oneOf"):
        if key in schema:
            branches = [b for b in schema[key] if b.get("type") != "null"]
            if len(branches) < len(schema[key]) and choose("null", (False, True)):
                return None
            # deep in the tree, stop at a branch that needs no recursion
            if depth > 4:
                branches = sorted(
                    branches, key=lambda b: "$ref" in b or b.get("type") in ("object", "array")
                )
            rest = {k: v for k, v in schema.items() if k != key}
            return _build({**rest, **choose(key, branches or schema[key])}, choose, root, depth)
    if "allOf" in schema:
        merged: dict[str, Any] = {k: v for k, v in schema.items() if k != "allOf"}
        for part in schema["allOf"]:
            part = _resolve(part["$ref"], root) if "$ref" in part else part
            for k, v in part.items():
                if k == "properties":
                    merged.setdefault("properties", {}).update(v)
                elif k == "required":
                    merged["required"] = [*merged.get("required", []), *v]
                else:
                    merged.setdefault(k, v)
        return _build(merged, choose, root, depth)
    kind = schema.get("type")
    if isinstance(kind, list):
        if "null" in kind and len(kind) > 1 and choose("null", (False, True)):
            return None
        kind = choose("type", [k for k in kind if k != "null"] or kind)
    if kind == "object" or "properties" in schema:
        required = schema.get("required", [])
        out = {}
        for name, sub in schema.get("properties", {}).items():
            if name in required or (depth < 3 and choose("optional", (False, True))):
                if name == "url" and sub.get("type") == "string":
                    out[name] = choose("url", URLS)  # a link is never empty either
                elif name in ("id", "name") or name.endswith("_id"):
                    # identifiers and names are never empty on the wire and keep to the API's
                    # name alphabet (the canonical schemas say so; the SDKs' models do not)
                    out[name] = _build(sub, _named(choose), root, depth + 1)
                else:
                    out[name] = _build(sub, choose, root, depth + 1)
        return out
    if kind == "array":
        count = schema.get("minItems", 0) or (choose("items", (0, 1)) if depth < 3 else 0)
        return [_build(schema.get("items", {}), choose, root, depth + 1) for _ in range(count)]
    if kind == "string":
        return choose("string", STRINGS)
    if kind == "integer":
        # counts and limits: 1 is what every one of them may be (a limit of 0 is not sent)
        return max(1, int(schema.get("minimum", 1)))
    if kind == "number":
        return choose("number", (0, -1.5))  # negative too: log probabilities are
    if kind == "boolean":
        return choose("boolean", (False, True))
    if kind == "null":
        return None
    return {}  # any JSON value: an empty object
