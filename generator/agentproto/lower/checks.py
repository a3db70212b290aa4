"""Schema -> check IR. Every keyword of draft 2020-12 that matters for validation is lowered or
refused with `Unsupported`; annotations are skipped on purpose."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..errors import Note, SchemaError, Unsupported, raise_all
from ..ir import checks as c
from ..load import ANNOTATIONS, SchemaSet, escape, split_uri
from .allof import intersect_types

# Keywords lowered together with a sibling, or inert without one.
COMPANIONS = frozenset(
    {
        "then",
        "else",
        "minContains",
        "maxContains",
        "patternProperties",
        "additionalProperties",
        "prefixItems",
    }
)
UNSUPPORTED = {
    "$recursiveRef": "$recursiveRef is draft 2019-09; use $dynamicRef",
}

# Where a `$dynamicRef` lands depends on the schema resources evaluation passed through on the
# way (the dynamic scope). What matters of that path is, for each dynamically referenced anchor
# name, the outermost resource that defines it: a `Scope`. Functions are specialised per scope
# at build time, so the generated code never tracks scopes at run time.
Scope = c.Scope  # sorted (anchor name, resource URI)

# Subschemas nested deeper than this in one function become functions of their own (called in
# place), built from the work list: building, and the code written, stay shallow at any depth.
MAX_INLINE_DEPTH = 12


def key(doc: str, pointer: str, scope: Scope = ()) -> c.FunctionKey:
    return c.FunctionKey(doc, pointer, scope)


def _text(item: tuple[c.FunctionKey, c.Schema]) -> str:
    return str(item[0])


# Keywords that lower to one bound each differ only in the word they carry.
Lowering = Callable[["CheckBuilder", str, str, dict[str, Any], Any], c.Check]


def _number_bound(word: str) -> Lowering:
    def lower(
        self: CheckBuilder, doc: str, pointer: str, node: dict[str, Any], value: Any
    ) -> c.Check:
        return c.NumberBound(word, value)

    return lower


def _count_bound(word: str) -> Lowering:
    def lower(
        self: CheckBuilder, doc: str, pointer: str, node: dict[str, Any], value: Any
    ) -> c.Check:
        return c.CountBound(word, int(value))

    return lower


class CheckBuilder:
    def __init__(
        self,
        schemas: SchemaSet,
        format_assertion: bool = False,
        strict_keywords: bool = False,
        disabled: frozenset[str] = frozenset(),
        every_problem: bool = False,
    ) -> None:
        self.locator = schemas.locator
        # `build` goes on past a problem and raises them all (`SchemaErrors`), as `generate`
        # lists a set's problems; else the first is raised as it is found
        self.every_problem = every_problem
        self.format_assertion = format_assertion
        # Unknown keywords are annotations for JSON Schema; for our own schema sets they are
        # typos until proven otherwise.
        self.strict_keywords = strict_keywords
        self.disabled = disabled  # keywords of vocabularies the dialect leaves out
        self.functions: dict[c.FunctionKey, c.Schema] = {}
        self.pending: list[tuple[str, str, Scope]] = []
        self.scope: Scope = ()  # the scope of the schema being lowered
        self.entries: dict[tuple[str, str], c.FunctionKey] = {}
        self.depth = 0  # how deep the subschema being lowered sits in its function
        # what is read otherwise than the Unicode-mode reading (a pattern by the grammar
        # without the `u` flag), told with the lowering's notes: (file, pointer, text) -> note
        self.notes: dict[tuple[str, str, str], Note] = {}

    # -- entry points --------------------------------------------------------------------------

    def function(self, doc: str, pointer: str = "", scope: Scope = ()) -> c.FunctionKey:
        """Ask for a named function for the schema at doc#pointer, reached with `scope`;
        returns its key."""
        scope = self.enter(scope, doc, pointer)
        k = key(doc, pointer, scope)
        if k not in self.functions and (doc, pointer, scope) not in self.pending:
            self.pending.append((doc, pointer, scope))
        return k

    def entry(self, doc: str, pointer: str = "") -> c.FunctionKey:
        """A function validating against doc#pointer from the outside (an entry point)."""
        self.entries[(doc, pointer)] = self.function(doc, pointer)
        return self.entries[(doc, pointer)]

    def build(self) -> c.CheckProgram:
        problems: dict[str, SchemaError] = {}  # every one, each once: one run lists them all
        while self.pending:
            doc, pointer, scope = self.pending.pop()
            k = key(doc, pointer, scope)
            if k not in self.functions:
                self.functions[k] = c.Schema(at="")  # placeholder: recursion is allowed
                self.scope, self.depth = scope, 0
                try:
                    self.functions[k] = self.schema(doc, pointer, self.locator.node(doc, pointer))
                except SchemaError as problem:
                    if not self.every_problem:
                        raise
                    problems.setdefault(str(problem), problem)
        raise_all(list(problems.values()))
        return c.CheckProgram(
            tuple(c.Function(k, s) for k, s in sorted(self.functions.items(), key=_text)),
            tuple(sorted(self.entries.items(), key=lambda item: f"{item[0][0]}#{item[0][1]}")),
        )

    def enter(self, scope: Scope, doc: str, pointer: str) -> Scope:
        """The scope once evaluation enters the resource holding doc#pointer: anchor names
        not bound yet bind to it if it defines them."""
        if not self.locator.dynamic_names:
            return ()
        resource = self.locator.resource(doc, pointer)
        bound = dict(scope)
        for name in self.locator.dynamic_names - bound.keys():
            if (resource, name) in self.locator.dynamic_anchors:
                bound[name] = resource
        return tuple(sorted(bound.items()))

    # -- lowering ------------------------------------------------------------------------------

    def where(self, doc: str, pointer: str) -> tuple[str, str]:
        return self.locator.docs[doc].rel, pointer

    def schema(self, doc: str, pointer: str, node: Any) -> c.Schema:
        at = f"{self.locator.docs[doc].rel}#{pointer}"
        if node is True:
            return c.Schema(at, always=True)
        if node is False:
            return c.Schema(at, always=False)
        if not isinstance(node, dict):
            raise SchemaError(*self.where(doc, pointer), "expected a schema (object or boolean)")
        outer = self.scope
        if pointer and "$id" in node:  # an embedded resource: evaluation enters it
            self.scope = self.enter(self.scope, doc, pointer)
        try:
            return self.lower(doc, pointer, node, at)
        finally:
            self.scope = outer

    def lower(self, doc: str, pointer: str, node: dict[str, Any], at: str) -> c.Schema:
        checks: list[c.Check] = []
        for word, value in sorted(node.items()):
            here = f"{pointer}/{escape(word)}"
            if (
                word in ANNOTATIONS
                or word in COMPANIONS
                or word.startswith("x-")
                or word in self.disabled
            ):
                continue
            if word in UNSUPPORTED:
                raise Unsupported(*self.where(doc, here), f"{word}: {UNSUPPORTED[word]}")
            lower = getattr(self, "kw_" + word.lstrip("$"), None)
            if lower is None and not self.strict_keywords:
                continue
            if lower is None:
                raise Unsupported(*self.where(doc, here), f"unknown keyword {word!r}")
            check = lower(doc, pointer, node, value)
            if check is not None:
                checks.append(check)
        if (
            "additionalProperties" in node or "patternProperties" in node
        ) and "properties" not in node:
            checks.append(self.kw_properties(doc, pointer, node, {}))
        if "prefixItems" in node and "items" not in node:
            checks.append(self.kw_items(doc, pointer, node, None))
        if not checks:
            return c.Schema(at, always=True)
        return c.Schema(at, tuple(checks))

    def sub(self, doc: str, pointer: str, node: Any) -> c.Schema:
        if self.depth >= MAX_INLINE_DEPTH and isinstance(node, dict) and node:
            at = f"{self.locator.docs[doc].rel}#{pointer}"
            return c.Schema(at, (c.Call(self.function(doc, pointer, self.scope)),))
        self.depth += 1
        try:
            return self.schema(doc, pointer, node)
        finally:
            self.depth -= 1

    def value(self, doc: str, pointer: str, node: Any) -> c.Schema:
        """A subschema for a value inside the instance (a property value, an item): one the
        value enters from outside, where the strict profile closes objects open by omission."""
        sub = self.sub(doc, pointer, node)
        return sub if sub.always is not None else replace(sub, entered=True)

    def kw_ref(self, doc: str, pointer: str, node: dict[str, Any], ref: str) -> c.Check:
        tdoc, tptr = self.locator.locate(doc, pointer, ref)
        return c.Call(self.function(tdoc, tptr, self.scope))

    def kw_dynamicRef(self, doc: str, pointer: str, node: dict[str, Any], ref: str) -> c.Check:
        """Like `$ref`, unless it lands on a `$dynamicAnchor` of the name its fragment gives:
        then the outermost resource in scope that defines that anchor wins."""
        tdoc, tptr = self.locator.locate(doc, pointer, ref)
        name = split_uri(ref)[1]
        target = self.locator.node(tdoc, tptr)
        bound = dict(self.scope).get(name)
        if isinstance(target, dict) and target.get("$dynamicAnchor") == name and bound is not None:
            tdoc, tptr = self.locator.locate(doc, pointer, f"{bound}#{name}")
            tptr = self.locator.dynamic_anchors.get((bound, name), tptr)
        return c.Call(self.function(tdoc, tptr, self.scope))

    def kw_type(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        names = (value,) if isinstance(value, str) else tuple(value)
        return c.Types(names)

    def kw_const(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return c.Const(value)

    def kw_enum(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return c.EnumOf(tuple(value))

    def kw_minLength(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return c.StringBound("minLength", int(value))

    def kw_maxLength(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return c.StringBound("maxLength", int(value))

    def kw_pattern(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        self.readable_pattern(doc, f"{pointer}/pattern", value)
        return c.Pattern(value)

    def readable_pattern(self, doc: str, pointer: str, pattern: str) -> None:
        """Refuse, naming where it is, a pattern that is no ECMA-262 pattern in Unicode mode or
        one no target can run alike (`regex.checked_translation` is the one reader of patterns):
        a target compiling it as its package loads would otherwise fail there."""
        from ..patterns import decide
        from ..regex import checked_translation

        try:
            checked_translation(pattern)
        except ValueError as exc:
            raise Unsupported(*self.where(doc, pointer), f"pattern {pattern!r}: {exc}") from None
        legacy = decide(pattern).legacy
        if legacy and self.strict_keywords:
            raise Unsupported(
                *self.where(doc, pointer),
                f"pattern {pattern!r}: no ECMA-262 pattern in Unicode mode: {legacy} "
                "(without --strict-keywords it is read by the grammar without the `u` flag)",
            )
        if legacy:
            file, where = self.where(doc, pointer)
            text = (
                f"pattern {pattern!r} read by ECMA-262's grammar without the `u` flag (Annex "
                f"B), matched by code points; Unicode mode refuses it: {legacy}"
            )
            self.notes.setdefault((file, where, text), Note(file, where, text))

    def kw_format(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check | None:
        return c.Format(value) if self.format_assertion else None

    kw_minimum = _number_bound("minimum")
    kw_maximum = _number_bound("maximum")
    kw_exclusiveMinimum = _number_bound("exclusiveMinimum")
    kw_exclusiveMaximum = _number_bound("exclusiveMaximum")

    kw_minItems = _count_bound("minItems")
    kw_maxItems = _count_bound("maxItems")
    kw_minProperties = _count_bound("minProperties")
    kw_maxProperties = _count_bound("maxProperties")

    def kw_multipleOf(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return c.MultipleOf(value)

    def kw_required(
        self, doc: str, pointer: str, node: dict[str, Any], value: Any
    ) -> c.Check | None:
        return c.Required(tuple(value)) if value else None

    def kw_properties(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        named = tuple(
            (name, self.value(doc, f"{pointer}/properties/{escape(name)}", sub))
            for name, sub in sorted(value.items())
        )
        for pat in node.get("patternProperties", {}):
            self.readable_pattern(doc, f"{pointer}/patternProperties/{escape(pat)}", pat)
        patterns = tuple(
            (pat, self.value(doc, f"{pointer}/patternProperties/{escape(pat)}", sub))
            for pat, sub in sorted(node.get("patternProperties", {}).items())
        )
        additional = None
        if "additionalProperties" in node:
            additional = self.value(
                doc, f"{pointer}/additionalProperties", node["additionalProperties"]
            )
        return c.Properties(named, patterns, additional)

    def kw_propertyNames(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return c.PropertyNames(self.sub(doc, f"{pointer}/propertyNames", value))

    def kw_dependentRequired(
        self, doc: str, pointer: str, node: dict[str, Any], value: Any
    ) -> c.Check:
        return c.DependentRequired(tuple((k, tuple(v)) for k, v in sorted(value.items())))

    def kw_dependentSchemas(
        self, doc: str, pointer: str, node: dict[str, Any], value: Any
    ) -> c.Check:
        return c.DependentSchemas(
            tuple(
                (k, self.sub(doc, f"{pointer}/dependentSchemas/{escape(k)}", v))
                for k, v in sorted(value.items())
            )
        )

    def kw_items(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        prefix = tuple(
            self.value(doc, f"{pointer}/prefixItems/{i}", s)
            for i, s in enumerate(node.get("prefixItems", []))
        )
        rest = None if value is None else self.value(doc, f"{pointer}/items", value)
        return c.Items(prefix, rest)

    def kw_contains(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return c.Contains(
            self.sub(doc, f"{pointer}/contains", value),
            int(node.get("minContains", 1)),
            int(node["maxContains"]) if "maxContains" in node else None,
        )

    def kw_uniqueItems(
        self, doc: str, pointer: str, node: dict[str, Any], value: Any
    ) -> c.Check | None:
        return c.UniqueItems() if value else None

    def _list(self, doc: str, pointer: str, word: str, value: list[Any]) -> tuple[c.Schema, ...]:
        return tuple(self.sub(doc, f"{pointer}/{word}/{i}", s) for i, s in enumerate(value))

    def kw_allOf(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        if isinstance(value, list) and _types_conflict(node, value):
            # no value has every type asked: the `false` schema, which is what it means (and
            # what a target's type checker sees through, where type tests in a row contradict)
            at = f"{self.locator.docs[doc].rel}#{pointer}/allOf"
            return c.AllOf((c.Schema(at, always=False),))
        return c.AllOf(self._list(doc, pointer, "allOf", value))

    def kw_anyOf(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return self.tagged(doc, pointer, "anyOf", value) or c.AnyOf(
            self._list(doc, pointer, "anyOf", value)
        )

    def kw_oneOf(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return self.tagged(doc, pointer, "oneOf", value) or c.OneOf(
            self._list(doc, pointer, "oneOf", value)
        )

    def kw_unevaluatedProperties(
        self, doc: str, pointer: str, node: dict[str, Any], value: Any
    ) -> c.Check:
        return c.Unevaluated(
            "properties", self.value(doc, f"{pointer}/unevaluatedProperties", value)
        )

    def kw_unevaluatedItems(
        self, doc: str, pointer: str, node: dict[str, Any], value: Any
    ) -> c.Check:
        return c.Unevaluated("items", self.value(doc, f"{pointer}/unevaluatedItems", value))

    def kw_not(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check:
        return c.Not(self.sub(doc, f"{pointer}/not", value))

    def kw_if(self, doc: str, pointer: str, node: dict[str, Any], value: Any) -> c.Check | None:
        then = self.sub(doc, f"{pointer}/then", node["then"]) if "then" in node else None
        else_ = self.sub(doc, f"{pointer}/else", node["else"]) if "else" in node else None
        # `if` alone asserts nothing, but `unevaluated*` still sees what it evaluates
        return c.IfThenElse(self.sub(doc, f"{pointer}/if", value), then, else_)

    # -- tagged unions -------------------------------------------------------------------------

    def tagged(self, doc: str, pointer: str, word: str, arms: list[Any]) -> c.TaggedOneOf | None:
        """Lower a union to a tag dispatch when that is exactly equivalent: every (flattened)
        arm is an object that requires the tag and pins it with a distinct `const`, except at
        most one open arm whose tag `pattern` matches none of the constants."""
        tagging = self.locator.tags.of(doc, pointer, word)
        if tagging is None:
            return None
        table: list[tuple[str, c.Schema]] = []
        fallback = None
        for leaf in tagging.arms:
            arm = c.Schema(
                f"{self.locator.docs[leaf.uri].rel}#{leaf.pointer}",
                (c.Call(self.function(leaf.uri, leaf.pointer, self.scope)),),
            )
            if leaf.value is not None:
                table.append((leaf.value, arm))
            elif leaf.pattern is not None:
                fallback = (leaf.pattern, arm)
        return c.TaggedOneOf(tagging.tag, tuple(table), fallback)


def _types_conflict(node: dict[str, Any], arms: list[Any]) -> bool:
    """Whether the `type` of a schema and those its `allOf` arms state share no value."""
    asked = [node["type"]] if "type" in node else []
    asked += [arm["type"] for arm in arms if isinstance(arm, dict) and "type" in arm]
    if len(asked) < 2:
        return False
    common: Any = asked[0]
    for each in asked[1:]:
        common = intersect_types(common, each)
        if common is None:
            return True
    return False
