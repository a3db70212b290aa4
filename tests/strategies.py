"""Hypothesis strategies for instances of a JSON Schema, built from the schema itself. They aim
at valid instances (the tests filter with the `jsonschema` oracle), covering the keywords the
canonical schemas use."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from agentproto.load import Locator, load

JSON_SCALARS = st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=8)
ANY_JSON = st.recursive(JSON_SCALARS, lambda inner: st.lists(inner, max_size=3)
                        | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=6)
TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=20)


class Strategies:
    def __init__(self, schema_dir: Any) -> None:
        self.locator = Locator(load(schema_dir))

    def for_entity(self, uri: str) -> st.SearchStrategy[Any]:
        return self.node(uri, "", self.locator.node(uri, ""), depth=0)

    def node(self, doc: str, pointer: str, node: Any, depth: int) -> st.SearchStrategy[Any]:
        if node is True or node == {}:
            return ANY_JSON
        if not isinstance(node, dict):
            return st.nothing()
        if "$ref" in node:
            tdoc, tptr = self.locator.locate(doc, pointer, node["$ref"])
            target = self.locator.node(tdoc, tptr)
            return st.deferred(lambda: self.node(tdoc, tptr, target, depth + 1))
        if "const" in node:
            return st.just(node["const"])
        if "enum" in node:
            return st.sampled_from(node["enum"])
        for word in ("oneOf", "anyOf"):
            if word in node:
                return st.one_of([self.node(doc, f"{pointer}/{word}/{i}", arm, depth)
                                  for i, arm in enumerate(node[word])])
        types = node.get("type")
        if isinstance(types, list):
            return st.one_of([self.node(doc, pointer, {**node, "type": t}, depth) for t in types])
        if types == "null":
            return st.none()
        if types == "boolean":
            return st.booleans()
        if types == "integer":
            lo = node.get("minimum", node.get("exclusiveMinimum", -10**9 - 1) + 1)
            return st.integers(min_value=lo, max_value=node.get("maximum", 10**9))
        if types == "number":
            lo = node.get("minimum", node.get("exclusiveMinimum", -1e9))
            return st.floats(min_value=lo, max_value=node.get("maximum", 1e9), allow_nan=False)
        if types == "string":
            if "pattern" in node:
                # fullmatch: our patterns are anchored, and a trailing newline (which Python's `$`
                # admits and ECMA-262's does not) is no valid instance
                return st.from_regex(node["pattern"].replace("\\d", "[0-9]"), fullmatch=True).filter(
                    lambda s: len(s) >= node.get("minLength", 0))
            return st.text(min_size=node.get("minLength", 0), max_size=node.get("maxLength", 20))
        if types == "array":
            items = node.get("items", True)
            low = node.get("minItems", 0)
            high = min(node.get("maxItems", low + 3), low + (1 if depth > 3 else 3))
            return st.lists(self.node(doc, f"{pointer}/items", items, depth + 1),
                            min_size=low, max_size=high)
        if types == "object" or "properties" in node:
            props = node.get("properties", {})
            required = [k for k in node.get("required", []) if k in props]
            optional = [k for k in props if k not in required]
            fixed = {k: self.node(doc, f"{pointer}/properties/{k}", props[k], depth + 1) for k in required}
            maybe = {k: self.node(doc, f"{pointer}/properties/{k}", props[k], depth + 1)
                     for k in optional} if depth < 4 else {}
            extra = node.get("additionalProperties", True)
            if not props and isinstance(extra, dict):
                return st.dictionaries(st.text(min_size=1, max_size=6),
                                       self.node(doc, f"{pointer}/additionalProperties", extra, depth + 1),
                                       max_size=3)
            return st.fixed_dictionaries(fixed, optional=maybe)
        return ANY_JSON
