"""Hypothesis strategies for instances of a JSON Schema, built from the schema itself. They aim
at valid instances (the tests filter with the `jsonschema` oracle), covering the keywords the
canonical schemas use."""

from __future__ import annotations

import math
from typing import Any

from hypothesis import strategies as st

from agentproto.load import Locator, load

JSON_SCALARS = st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=8)
ANY_JSON = st.recursive(
    JSON_SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)
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
            if (
                word in node
                and ("properties" in node or "type" in node)
                and all(isinstance(arm, dict) and "$ref" not in arm for arm in node[word])
            ):
                # arms that constrain the object beside them (`{"required": [...]}`): each arm
                # drawn as that object with the arm's constraints added
                rest = {k: v for k, v in node.items() if k != word}
                return st.one_of(
                    [
                        self.node(
                            doc,
                            pointer,
                            {
                                **rest,
                                **arm,
                                "required": [*rest.get("required", []), *arm.get("required", [])],
                            },
                            depth,
                        )
                        for arm in node[word]
                    ]
                )
            if word in node:
                return st.one_of(
                    [
                        self.node(doc, f"{pointer}/{word}/{i}", arm, depth)
                        for i, arm in enumerate(node[word])
                    ]
                )
        types = node.get("type")
        if isinstance(types, list):
            return st.one_of([self.node(doc, pointer, {**node, "type": t}, depth) for t in types])
        if types == "null":
            return st.none()
        if types == "boolean":
            return st.booleans()
        if types == "integer":
            lo = node.get("minimum", node.get("exclusiveMinimum", -(10**9) - 1) + 1)
            return st.integers(min_value=lo, max_value=node.get("maximum", 10**9))
        if types == "number":
            lo = node.get("minimum", node.get("exclusiveMinimum", -1e9))
            return st.floats(min_value=lo, max_value=node.get("maximum", 1e9), allow_nan=False)
        if types == "string":
            if "pattern" in node:
                # fullmatch: our patterns are anchored, and a trailing newline (which Python's `$`
                # admits and ECMA-262's does not) is no valid instance
                return st.from_regex(
                    node["pattern"].replace("\\d", "[0-9]"), fullmatch=True
                ).filter(lambda s: len(s) >= node.get("minLength", 0))
            return st.text(min_size=node.get("minLength", 0), max_size=node.get("maxLength", 20))
        if types == "array":
            items = node.get("items", True)
            low = node.get("minItems", 0)
            high = min(node.get("maxItems", low + 3), low + (1 if depth > 3 else 3))
            return st.lists(
                self.node(doc, f"{pointer}/items", items, depth + 1), min_size=low, max_size=high
            )
        if types == "object" or "properties" in node:
            props = node.get("properties", {})
            required = [k for k in node.get("required", []) if k in props]
            optional = [k for k in props if k not in required]
            fixed = {
                k: self.node(doc, f"{pointer}/properties/{k}", props[k], depth + 1)
                for k in required
            }
            maybe = (
                {
                    k: self.node(doc, f"{pointer}/properties/{k}", props[k], depth + 1)
                    for k in optional
                }
                if depth < 4
                else {}
            )
            extra = node.get("additionalProperties", True)
            if not props and isinstance(extra, dict):
                return st.dictionaries(
                    st.text(min_size=1, max_size=6),
                    self.node(doc, f"{pointer}/additionalProperties", extra, depth + 1),
                    max_size=3,
                )
            return st.fixed_dictionaries(fixed, optional=maybe)
        return ANY_JSON


# --- mutations: small edits that take a valid instance to the edge of its schema -----------------

DELETE = object()  # an edit's result meaning "remove this property or item"
TAG_KEYS = ("type", "role")
# Characters at the edges of `pattern`, which is ECMA-262: line terminators (ECMA's `$` matches
# before none of them), every character that ECMA-262 or Python's `re` counts as white space
# (they disagree on U+001C..U+001F, U+0085, U+180E and U+FEFF), NUL, non-ASCII letters and digits
# (ECMA's `\w` and `\d` are ASCII) and a character outside the BMP.
ODD_CHARS = (
    "\n",
    "\r",
    "\u2028",
    "\u2029",
    " ",
    "\t",
    "\v",
    "\f",
    "\x1c",
    "\x1d",
    "\x1e",
    "\x1f",
    "\x85",
    "\u00a0",
    "\u1680",
    "\u180e",
    "\u2000",
    "\u200a",
    "\u200b",
    "\u202f",
    "\u3000",
    "\ufeff",
    "\x00",
    "é",
    "\u0130",
    "\u0663",
    "\uff11",
    "\U0001f600",
)
ODD_STRINGS = (
    "",
    " ",
    "\n",
    "x" * 5000,
    "\u0661\u0662\u0663",
    "\U0001f600",
    "null",
    "0",
    "https://example.com/a b",
    "a/b~c",
)
ODD_NUMBERS = (
    0,
    -1,
    1,
    1.0,
    0.5,
    -0.0,
    2**64 + 1,
    -(2**64) - 1,
    10**30,
    1e20,
    1e308,
    True,
    False,
    None,
    "1",
)
OTHER_TYPES = (None, True, False, 0, -7, 2.5, "", "x", [], {}, [None], {"k": 1})


def locations(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON value, as the path of keys and indexes that reaches it."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(locations(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(locations(item, (*path, index)))
    return found


def at(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def replaced(value: Any, path: tuple, new: Any) -> Any:
    """A copy of `value` with the place at `path` replaced by `new` (or removed, for DELETE)."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        copy = dict(value)
        if new is DELETE and not rest:
            del copy[head]
        else:
            copy[head] = replaced(value[head], rest, new)
        return copy
    copy = list(value)
    if new is DELETE and not rest:
        del copy[head]
    else:
        copy[head] = replaced(value[head], rest, new)
    return copy


class Mutations:
    """One to three random edits at random places of an instance. `tags` are the tag values of
    every variant and `names` every property name in the schemas, so edits also swap a variant's
    tag for another's and add properties that some sibling schema knows."""

    def __init__(self, tags: list[str], names: list[str]) -> None:
        self.tags = st.sampled_from(sorted(tags))
        self.names = (
            st.sampled_from(sorted(names))
            | st.sampled_from(["", "a/b", "~1", "x-extra"])
            | st.text(max_size=6)
        )

    def of(self, instance: Any) -> st.SearchStrategy[Any]:
        @st.composite
        def edited(draw: st.DrawFn) -> Any:
            value = instance
            for _ in range(draw(st.sampled_from((1, 1, 2, 3)))):
                path = draw(st.sampled_from(locations(value)))
                new = draw(self.edits(value, path))
                value = replaced(value, path, new)
            return value

        return edited()

    def edits(self, root: Any, path: tuple) -> st.SearchStrategy[Any]:
        target = at(root, path)
        # values found elsewhere in the instance: often right for a property of another place
        elsewhere = st.sampled_from([at(root, p) for p in locations(root)])
        generic = [st.sampled_from(OTHER_TYPES), st.just([target]), ANY_JSON]
        if path:
            generic.append(st.just(DELETE))
        specific = []  # edits that keep the JSON type: half of all edits, as they probe deeper
        if isinstance(target, str):
            specific.append(self.strings(target))
            if path[-1:] and path[-1] in TAG_KEYS:
                specific.append(self.tags)
        elif isinstance(target, (int, float)):
            specific.append(self.numbers(target))
        elif isinstance(target, dict):
            specific.append(
                st.builds(
                    lambda k, v: {**target, k: v}, self.names, elsewhere | self.tags | ANY_JSON
                )
            )
        elif isinstance(target, list):
            specific.append(st.just([]))
            specific.append(st.builds(lambda v: [*target, v], elsewhere | ANY_JSON))
            if target:
                specific.append(
                    st.integers(0, len(target) - 1).map(
                        lambda i: [*target[: i + 1], target[i], *target[i + 1 :]]
                    )
                )
        if not specific:
            return st.one_of(generic)
        return st.one_of(st.one_of(generic), st.one_of(specific))

    @staticmethod
    def strings(text: str) -> st.SearchStrategy[str]:
        odd = st.sampled_from(ODD_CHARS)
        return st.one_of(
            st.sampled_from(ODD_STRINGS),
            odd.map(lambda end: text + end),
            st.tuples(st.integers(0, len(text)), odd | TEXT).map(
                lambda c: text[: c[0]] + c[1] + text[c[0] :]
            ),
            st.sampled_from(
                [
                    text.upper(),
                    text[:-1],
                    text[1:],
                    text * 2,
                    (text or "x") * (2000 // (len(text) + 1)),
                ]
            ),
        )

    @staticmethod
    def numbers(number: float) -> st.SearchStrategy[Any]:
        if isinstance(number, bool):
            return st.sampled_from([not number, int(number), float(number), str(number).lower()])
        if abs(number) > 1e300:  # float arithmetic would overflow to infinity, which is no JSON
            return st.sampled_from(ODD_NUMBERS)
        derived = [-number, number - 1, number + 1, float(number), number + 0.5, number * 2**64]
        return st.sampled_from([*ODD_NUMBERS, *(n for n in derived if math.isfinite(n))])
