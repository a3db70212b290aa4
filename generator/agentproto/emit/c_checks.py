"""The validation plan (`plan/tree.py`), fast flavour only, as C over the CPython API: a checker
that reads Python objects where they lie, for the Python bindings' `is_valid` (the
`python-native` target).

Every generated function answers 1 (valid), 0 (not valid) or `UNKNOWN` (-1): "not mine to
judge". It judges only exact `dict`, `list`, `str`, `int` (within 2^53, where a double holds it
exactly), finite `float`, `bool` and `None`; a subclass, a huge integer, NaN, any other object,
an exception raised by a Python helper it calls, or a recursive function meeting a value nested
at `MAX_DEPTH` is `UNKNOWN`, which travels up to the entry point, and the entry point then asks
the pure-Python function for the whole value. So a verdict is either the C code's, on values
whose every test it makes exactly as Python does, or Python's own.

Patterns, formats, `multipleOf`, `uniqueItems` and the enums and constants that are not plain
strings are asked of the same Python objects the pure module uses (the compiled `re` pattern's
`search`, `rt.format_ok`, ...): constants are made once, when the module is installed, by
evaluating the very Python expressions the Python writer prints.

`unevaluated*` are written as the Python writer writes them: a function per schema adds what
it evaluates (given that it passes) to a set of property names, or a byte per item, and the
loop checks the rest against its body, a function of its own.

A function the writer cannot express (the checking flavour's nodes, a pattern it cannot
translate) raises `NotCompilable`; `program` then leaves that function, and every function
calling it, to Python.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..ir import checks as c
from ..plan.checks import Access, Flavour
from ..plan.depth import MAX_DEPTH, DepthPlan, plan_depth
from ..plan.tree import (
    Block,
    CallFunction,
    Conditional,
    Count,
    Dispatch,
    EachItem,
    EachKey,
    Guard,
    Inline,
    Inlining,
    Keyword,
    Matching,
    Merged,
    NamedKeys,
    Negation,
    PatternKeys,
    Planner,
    PrefixIndices,
    Property,
    PropertyLoop,
    Reject,
    Require,
    Split,
    UnevaluatedLoop,
    Union,
    UnknownProperties,
    Verdict,
    WhenHas,
    WhenPresent,
    WhenValid,
    renderers,
)
from ..regex import checked_translation
from .jinja import py_literal

#: Integers a double holds exactly: the C code compares numbers as doubles only within this.
EXACT_INT = 2**53


class NotCompilable(Exception):
    """The plan holds something the C writer does not express: the function stays Python."""


@dataclass(frozen=True)
class Entry:
    """A compiled function the Python module `module` names `name` (its `valid` function)."""

    module: str
    name: str
    c_name: str
    takes_depth: bool


def c_string(text: str) -> str:
    """A C string literal holding `text` as UTF-8 (surrogates passed through); every byte that
    is not plain printable ASCII written as an octal escape (never greedy, unlike `\\x`)."""
    out = []
    for byte in text.encode("utf-8", "surrogatepass"):
        ch = chr(byte)
        if ch in '"\\?' or not 32 <= byte < 127:
            out.append(f"\\{byte:03o}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def exact_double(value: float) -> str | None:
    """`value` as a C double literal when a double holds it exactly, else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return f"{value}.0" if -EXACT_INT <= value <= EXACT_INT else None
    if not math.isfinite(value):
        return None
    return repr(float(value))


KIND_TESTS = {
    "string": "{k} == K_STR",
    "integer": "({k} == K_INT || ({k} == K_FLOAT && ap_integral({x})))",
    "number": "({k} == K_INT || {k} == K_FLOAT)",
    "boolean": "{k} == K_BOOL",
    "null": "{k} == K_NULL",
    "object": "{k} == K_DICT",
    "array": "{k} == K_LIST",
}
GUARD_TESTS = {
    "string": "{k} == K_STR",
    "number": "({k} == K_INT || {k} == K_FLOAT)",
    "object": "{k} == K_DICT",
    "array": "{k} == K_LIST",
}


class CWriter:
    """Renders the fast plan of each function as C, one method per node kind; the constants
    it needs (Python expressions evaluated at install) and the predicates accumulate.
    `prefix` starts the name of every function and predicate it writes, and `first_constant`
    is the index its first constant takes in `K`: several check programs then share one C
    file (`merged`), each its own names and its own run of constants."""

    def __init__(
        self,
        schemas: dict[c.FunctionKey, c.Schema],
        depth: DepthPlan,
        excluded: set[c.FunctionKey],
        prefix: str = "",
        first_constant: int = 0,
    ) -> None:
        self.schemas = schemas
        self.depth = depth
        self.excluded = excluded
        self.prefix = prefix
        self.first_constant = first_constant
        self.planner = Planner(schemas)
        self.key_of = {id(schema): key for key, schema in schemas.items()}
        self.c_names = {key: f"{prefix}fn{i}" for i, key in enumerate(sorted(schemas, key=str))}
        self.constants: list[str] = []  # Python source of each constant, `K[i]`
        self.const_index: dict[str, int] = {}
        self.interned: set[int] = set()  # the constants that are property names
        # by name: a predicate's own verdicts are written while it is, so the order the
        # functions are finished in is not the order they were named in
        self.predicate_prototypes: dict[str, str] = {}
        self.predicates: dict[str, str] = {}
        self.predicate_names: dict[tuple[object, ...], str] = {}
        self.kept: list[c.Schema] = []
        self.split_seen: dict[int, c.Schema] = {}
        self.counter = 0
        self.carries = False
        self.levels: dict[str, int] = {}
        # the functions adding what a schema evaluates to a set (`evaluated`), by identity:
        # their names and whether they take the depth; and how many loop bodies are written
        self.evaluator_names: dict[tuple[object, ...], tuple[str, bool]] = {}
        self.loop_bodies = 0
        self.render_node: dict[type, Callable[..., list[str]]] = renderers(self)

    # -- constants -----------------------------------------------------------------------------

    def const(self, source: str, key: bool = False) -> str:
        """`K[i]`, the constant the Python expression `source` makes (a property name when
        `key`: interned, so that dict lookups mostly compare pointers)."""
        if source not in self.const_index:
            self.const_index[source] = len(self.constants)
            self.constants.append(source)
        index = self.const_index[source]
        if key:
            self.interned.add(index)
        return f"K[{self.first_constant + index}]"

    def name(self, text: str) -> str:
        return self.const(py_literal(text), key=True)

    def pattern_search(self, source: str) -> str:
        """The constant holding the bound `search` of the pattern the Python module compiles."""
        try:
            translated = checked_translation(source)
        except ValueError:
            raise NotCompilable(f"pattern {source!r}") from None
        if translated.program is not None:
            made = f"rt.LinearPattern({py_literal(translated.program)})"
        else:
            made = f"re.compile({py_literal(translated.pattern)})"
        return self.const(f"{made}.search")

    # -- functions -----------------------------------------------------------------------------

    def var(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def descend(self, v: str, x: str) -> str:
        self.levels[v] = self.levels.get(x, 0) + 1
        return v

    def depth_arg(self, x: str, takes: bool, below: int = 0) -> str:
        if not takes:
            return ""
        if not self.carries:
            return ", 0" if not below else f", {below}"
        level = self.levels.get(x, 0) + below
        return f", d + {level}" if level else ", d"

    def takes_depth(self, s: c.Schema) -> bool:
        key = self.key_of.get(id(s))
        return key in self.depth.takes_depth if key is not None else self.depth.carries(s)

    def function(
        self, name: str, s: c.Schema, inlining: Inlining, key: c.FunctionKey | None
    ) -> str:
        plan = self.planner.function(s, Flavour.FAST, inlining)
        carries = self.takes_depth(s)
        cyclic = key is not None and key in self.depth.cyclic
        return self.wrap(name, self.function_body(plan, carries, cyclic), carries)

    def function_body(self, plan: Block, carries: bool, cyclic: bool) -> list[str]:
        """The statements answering `plan` on a function's value `x` (with the depth `d` when
        `carries`; refusing a value nested at `MAX_DEPTH` on entry when `cyclic`); none when
        the plan checks nothing."""
        saved = self.counter, self.carries, self.levels
        self.counter, self.carries, self.levels = 0, carries, {"x": 0}
        body = self.value_block(plan, "x", 1)
        self.counter, self.carries, self.levels = saved
        if cyclic:  # Python raises here: its answer
            body = [
                f"    if (d >= {MAX_DEPTH} && (PyDict_Check(x) || PyList_Check(x)))",
                "        return UNKNOWN;",
                *body,
            ]
        return body

    def signature(self, name: str, carries: bool) -> str:
        """A check function's head: its value, and the depth when it `carries` it."""
        return f"static int {name}({'PyObject *x, long d' if carries else 'PyObject *x'})"

    def wrap(self, name: str, body: list[str], carries: bool) -> str:
        """The function `name` of the statements `body`, answering 1 when they pass."""
        unused = ["    (void)d;"] if carries else []
        # a schema every value meets (`{}`, an `anyOf` with such an arm) reads nothing
        body = _used("x", body, "")
        return "\n".join(
            [f"{self.signature(name, carries)} {{", *unused, *body, "    return 1;", "}"]
        )

    def prototype(self, name: str, s: c.Schema) -> str:
        return f"{self.signature(name, self.takes_depth(s))};"

    def block(self, block: Block, x: str, depth: int) -> list[str]:
        """The nodes of `block` on the value `x` (whose kind, `k_x`, is read where `x` is)."""
        out: list[str] = []
        for node in block:
            out += self.render_node[type(node)](node, x, depth)
        return out

    def value_block(self, block: Block, x: str, depth: int) -> list[str]:
        """`block` on a value met here (the function's own, a property, an item, a key): its
        kind read first when the checks ask for it, and UNKNOWN when it is no exact JSON type."""
        out = self.block(block, x, depth)
        kind = f"k_{x}"
        if any(kind in _words(line) for line in out):
            ind = "    " * depth
            out = [
                f"{ind}const int {kind} = ap_kind({x});",
                f"{ind}if ({kind} == K_ODD)",
                f"{ind}    return UNKNOWN;",
                *out,
            ]
        return out

    def scoped(self, head: str, body: list[str], depth: int) -> list[str]:
        ind = "    " * depth
        return [f"{ind}{head} {{", *body, f"{ind}}}"]

    def verdict(self, verdict: Verdict, x: str) -> str:
        """A C expression answering 1, 0 or UNKNOWN for `x` against the verdict's subschema."""
        if verdict.constant is not None:
            return "1" if verdict.constant else "0"
        if verdict.call is not None:
            return self.call(verdict.call, x)
        assert verdict.schema is not None
        s = verdict.schema
        self.kept.append(s)
        identity = (s.at, s.always, verdict.inlining, *map(id, s.checks))
        if identity not in self.predicate_names:
            name = f"{self.prefix}pred{len(self.predicate_names) + 1}"
            self.predicate_names[identity] = name
            self.predicate_prototypes[name] = self.prototype(name, s)
            self.predicates[name] = self.function(name, s, verdict.inlining, None)
        depth = self.depth_arg(x, self.depth.carries(s))
        return f"{self.predicate_names[identity]}({x}{depth})"

    def call(self, target: c.FunctionKey, x: str) -> str:
        if target in self.excluded or target not in self.schemas:
            raise NotCompilable(CALLS_LEFT)
        depth = self.depth_arg(x, target in self.depth.takes_depth)
        return f"{self.c_names[target]}({x}{depth})"

    def decide(self, expression: str, depth: int) -> tuple[str, list[str]]:
        """A variable holding `expression`'s verdict, UNKNOWN passed up at once."""
        r, ind = self.var("r"), "    " * depth
        return r, [
            f"{ind}const int {r} = {expression};",
            f"{ind}if ({r} < 0)",
            f"{ind}    return UNKNOWN;",
        ]

    # -- the plan's nodes ----------------------------------------------------------------------

    def render_reject(self, node: Reject, x: str, depth: int) -> list[str]:
        return [f"{'    ' * depth}return 0;"]

    def render_guard(self, node: Guard, x: str, depth: int) -> list[str]:
        inner = self.block(node.body, x, depth + 1)
        if not inner:
            return []
        test = GUARD_TESTS[node.kind].format(k=f"k_{x}", x=x)
        return self.scoped(f"if ({test})", inner, depth)

    def render_inline(self, node: Inline, x: str, depth: int) -> list[str]:
        return self.block(node.body, x, depth)

    def render_call(self, node: CallFunction, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        r = self.var("r")
        return [
            f"{ind}const int {r} = {self.call(node.target, x)};",
            f"{ind}if ({r} != 1)",
            f"{ind}    return {r};",
        ]

    def render_split(self, node: Split, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        r = self.var("r")
        return [
            f"{ind}const int {r} = {self.verdict(node.verdict, x)};",
            f"{ind}if ({r} != 1)",
            f"{ind}    return {r};",
        ]

    def render_require(self, node: Require, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        out: list[str] = []
        for name in dict.fromkeys(node.names):
            r = self.var("r")
            out += [
                f"{ind}const int {r} = PyDict_Contains({x}, {self.name(name)});",
                f"{ind}if ({r} != 1)",
                f"{ind}    return {r} < 0 ? UNKNOWN : 0;",
            ]
        return out

    def render_property(self, node: Property, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        key = self.name(node.name)
        if not node.reads:
            body = self.block(node.body, x, depth + 1)
            if not body:
                return []
            r = self.var("r")
            return [
                f"{ind}const int {r} = PyDict_Contains({x}, {key});",
                f"{ind}if ({r} < 0)",
                f"{ind}    return UNKNOWN;",
                *self.scoped(f"if ({r})", body, depth),
            ]
        v = self.descend(self.var(), x)
        body = self.value_block(node.body, v, depth + 1)
        if not body:
            return []
        read = [
            f"{ind}PyObject *{v} = PyDict_GetItemWithError({x}, {key});",
        ]
        if node.access is Access.PRESENT:  # `required` was tested first: it is there
            return [
                *read,
                f"{ind}if ({v} == NULL)",
                f"{ind}    return UNKNOWN;",
                *[ln[4:] for ln in body],
            ]
        if node.access is Access.IF_PRESENT:
            return [
                *read,
                f"{ind}if ({v} == NULL && PyErr_Occurred())",
                f"{ind}    return UNKNOWN;",
                *self.scoped(f"if ({v} != NULL)", body, depth),
            ]
        raise NotCompilable("property read with a default")

    def render_property_loop(self, node: PropertyLoop, x: str, depth: int) -> list[str]:
        ind, inner = "    " * depth, "    " * (depth + 1)
        known = self.const("frozenset({" + ", ".join(py_literal(n) for n in node.known) + "})")
        pos, k, v = self.var("pos"), self.var("k"), self.descend(self.var(), x)
        if node.by_set:
            r = self.var("r")
            loop = [
                f"{inner}const int {r} = PySet_Contains({known}, {k});",
                f"{inner}if ({r} != 1)",
                f"{inner}    return {r} < 0 ? UNKNOWN : 0;",
            ]
            return [
                f"{ind}Py_ssize_t {pos} = 0;",
                f"{ind}PyObject *{k}, *{v};",
                *self.scoped(f"while (PyDict_Next({x}, &{pos}, &{k}, &{v}))", loop, depth),
                f"{ind}(void){v};",
            ]
        body: list[str] = []
        matched = self.var("matched")
        for pattern, _, block in node.patterns:
            search = self.pattern_search(pattern)
            m = self.var("m")
            checks = self.value_block(block, v, depth + 3)
            body += [
                f"{inner}{{",
                f"{inner}    PyObject *{m} = PyObject_CallOneArg({search}, {k});",
                f"{inner}    if ({m} == NULL)",
                f"{inner}        return UNKNOWN;",
                f"{inner}    const int hit_{m} = {m} != Py_None;",
                f"{inner}    Py_DECREF({m});",
                *self.scoped(
                    f"if (hit_{m})", [f"{inner}        {matched} = 1;", *checks], depth + 2
                ),
                f"{inner}}}",
            ]
        if node.closed or node.additional is not None:
            r = self.var("r")
            rest = (
                [f"{inner}    return 0;"]
                if node.additional is None
                else self.value_block(node.additional, v, depth + 2)
            )
            if rest:
                body += [
                    f"{inner}const int {r} = {matched} ? 1 : PySet_Contains({known}, {k});",
                    f"{inner}if ({r} < 0)",
                    f"{inner}    return UNKNOWN;",
                    *self.scoped(f"if (!{r})", rest, depth + 1),
                ]
        if not any(line.strip().startswith("return") for line in body):
            return []  # nothing can fail: nothing to check
        return [
            f"{ind}Py_ssize_t {pos} = 0;",
            f"{ind}PyObject *{k}, *{v};",
            *self.scoped(
                f"while (PyDict_Next({x}, &{pos}, &{k}, &{v}))",
                [
                    f"{inner}if (!PyUnicode_CheckExact({k}))",
                    f"{inner}    return UNKNOWN;",
                    f"{inner}int {matched} = 0;",
                    f"{inner}(void){matched};",
                    f"{inner}(void){v};",
                    *body,
                ],
                depth,
            ),
        ]

    def render_each_key(self, node: EachKey, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        pos, k, v = self.var("pos"), self.descend(self.var(), x), self.var("unused")
        body = self.value_block(node.body, k, depth + 1)
        if not body:
            return []
        return [
            f"{ind}Py_ssize_t {pos} = 0;",
            f"{ind}PyObject *{k}, *{v};",
            *self.scoped(f"while (PyDict_Next({x}, &{pos}, &{k}, &{v}))", body, depth),
        ]

    def render_when_present(self, node: WhenPresent, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        body = self.block(node.body, x, depth + 1)
        if not body:
            return []
        r = self.var("r")
        return [
            f"{ind}const int {r} = PyDict_Contains({x}, {self.name(node.name)});",
            f"{ind}if ({r} < 0)",
            f"{ind}    return UNKNOWN;",
            *self.scoped(f"if ({r})", body, depth),
        ]

    def render_each_item(self, node: EachItem, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        out: list[str] = []
        for i, block in enumerate(node.prefix):
            v = self.descend(self.var(), x)
            body = self.value_block(block, v, depth + 1)
            if body:
                out += self.scoped(
                    f"if (PyList_GET_SIZE({x}) > {i})",
                    [f"{ind}    PyObject *{v} = PyList_GET_ITEM({x}, {i});", *_used(v, body, ind)],
                    depth,
                )
        if node.rest is not None:
            at, v = self.var("i"), self.descend(self.var(), x)
            body = self.value_block(node.rest, v, depth + 1)
            if body:
                out += self.scoped(
                    f"for (Py_ssize_t {at} = {node.start}; {at} < PyList_GET_SIZE({x}); {at}++)",
                    [f"{ind}    PyObject *{v} = PyList_GET_ITEM({x}, {at});", *_used(v, body, ind)],
                    depth,
                )
        return out

    def render_union(self, node: Union, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        tests = [self.verdict(arm.verdict, x) for arm in node.arms]
        if not node.one and "1" in tests:  # an arm that accepts everything
            return []
        n = self.var("n")
        out = [f"{ind}int {n} = 0;"]
        for test in tests:
            r = self.var("r")
            # anyOf stops at the first arm that passes, as `or` does; oneOf counts them all
            inner = ind if node.one else ind + "    "
            step = [
                f"{inner}const int {r} = {test};",
                f"{inner}if ({r} < 0)",
                f"{inner}    return UNKNOWN;",
                f"{inner}{n} += {r};",
            ]
            out += step if node.one else self.scoped(f"if (!{n})", step, depth)
        out += [f"{ind}if ({n} != 1)", f"{ind}    return 0;"]
        return out

    def render_negation(self, node: Negation, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        r, out = self.decide(self.verdict(node.verdict, x), depth)
        return [*out, f"{ind}if ({r})", f"{ind}    return 0;"]

    def render_conditional(self, node: Conditional, x: str, depth: int) -> list[str]:
        then = self.block(node.then, x, depth + 1) if node.then is not None else []
        else_ = self.block(node.else_, x, depth + 1) if node.else_ is not None else []
        if not then and not else_:
            return []
        r, out = self.decide(self.verdict(node.test, x), depth)
        ind = "    " * depth
        if then:
            out += self.scoped(f"if ({r})", then, depth)
            if else_:
                out[-1] = f"{ind}}} else {{"
                out += else_ + [f"{ind}}}"]
        else:
            out += self.scoped(f"if (!{r})", else_, depth)
        return out

    def render_count(self, node: Count, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        n, i, v = self.var("n"), self.var("i"), self.descend(self.var(), x)
        test = self.verdict(node.verdict, v)
        out = [f"{ind}Py_ssize_t {n} = 0;"]
        if test in ("0", "1"):
            out = [f"{ind}Py_ssize_t {n} = {'PyList_GET_SIZE(' + x + ')' if test == '1' else '0'};"]
        else:
            r = self.var("r")
            out += self.scoped(
                f"for (Py_ssize_t {i} = 0; {i} < PyList_GET_SIZE({x}); {i}++)",
                [
                    f"{ind}    PyObject *{v} = PyList_GET_ITEM({x}, {i});",
                    f"{ind}    const int {r} = {test};",
                    f"{ind}    if ({r} < 0)",
                    f"{ind}        return UNKNOWN;",
                    f"{ind}    {n} += {r};",
                ],
                depth,
            )
        out += [f"{ind}if ({n} < {node.min})", f"{ind}    return 0;"]
        if node.max is not None:
            out += [f"{ind}if ({n} > {node.max})", f"{ind}    return 0;"]
        return out

    def render_dispatch(self, node: Dispatch, x: str, depth: int) -> list[str]:
        ind = "    " * depth
        targets = [target for _, target in node.table]
        targets += [node.fallback[1]] if node.fallback is not None else []
        takes = all(target in self.depth.takes_depth for target in targets)
        table = self.const(
            "{"
            + ", ".join(f"{py_literal(tag)}: {i}" for i, (tag, _) in enumerate(node.table))
            + "}"
        )
        tag, index, r = self.var("tag"), self.var("index"), self.var("r")
        arms = []
        for i, (_, target) in enumerate(node.table):
            call = self.call_with(target, x, takes)
            arms.append(f"{ind}    case {i}: {r} = {call}; break;")
        out = [
            f"{ind}if (k_{x} != K_DICT)",
            f"{ind}    return 0;",
            f"{ind}PyObject *{tag} = PyDict_GetItemWithError({x}, {self.name(node.tag)});",
            f"{ind}if ({tag} == NULL && PyErr_Occurred())",
            f"{ind}    return UNKNOWN;",
            f"{ind}if ({tag} != NULL && PyUnicode_Check({tag}) && !PyUnicode_CheckExact({tag}))",
            f"{ind}    return UNKNOWN;",
            f"{ind}long {index} = -1;",
            f"{ind}if ({tag} != NULL && PyUnicode_CheckExact({tag})) {{",
            f"{ind}    PyObject *at_{index} = PyDict_GetItemWithError({table}, {tag});",
            f"{ind}    if (at_{index} == NULL && PyErr_Occurred())",
            f"{ind}        return UNKNOWN;",
            f"{ind}    if (at_{index} != NULL)",
            f"{ind}        {index} = PyLong_AsLong(at_{index});",
            f"{ind}}}",
            f"{ind}int {r} = 0;",
            f"{ind}switch ({index}) {{",
            *arms,
            f"{ind}default: {{",
        ]
        if node.fallback is not None:
            pattern, target = node.fallback
            search, m = self.pattern_search(pattern), self.var("m")
            out += [
                f"{ind}    if ({tag} == NULL || !PyUnicode_CheckExact({tag}))",
                f"{ind}        return 0;",
                f"{ind}    PyObject *{m} = PyObject_CallOneArg({search}, {tag});",
                f"{ind}    if ({m} == NULL)",
                f"{ind}        return UNKNOWN;",
                f"{ind}    const int hit_{m} = {m} != Py_None;",
                f"{ind}    Py_DECREF({m});",
                f"{ind}    if (!hit_{m})",
                f"{ind}        return 0;",
                f"{ind}    {r} = {self.call_with(target, x, takes)};",
            ]
        else:
            out.append(f"{ind}    return 0;")
        out += [f"{ind}}}", f"{ind}}}", f"{ind}if ({r} != 1)", f"{ind}    return {r};"]
        return out

    def call_with(self, target: c.FunctionKey, x: str, takes: bool) -> str:
        """A dispatch arm's call: the depth passed when the table's arms all take it (as the
        Python table is typed), else not (an arm that takes it starts from 0 there too)."""
        if target in self.excluded or target not in self.schemas:
            raise NotCompilable(CALLS_LEFT)
        if target in self.depth.takes_depth:
            depth = self.depth_arg(x, True) if takes else ", 0"
        else:
            depth = ""
        return f"{self.c_names[target]}({x}{depth})"

    def render_unevaluated(self, node: UnevaluatedLoop, x: str, depth: int) -> list[str]:
        """The properties (items) of `x` that the sibling checks do not evaluate, each checked
        against the body, as the Python writer's loop does: what is evaluated is gathered first
        into a set of names (a byte per item) the loop then skips, and the body is a function
        of its own, so that every answer passes through the one place the set is freed."""
        ind, inner = "    " * depth, "    " * (depth + 1)
        items = node.kind == "items"
        v = self.descend(self.var(), x)
        if node.keys_only:  # the body rejects every value: only which keys are there matters
            test = "0"
        else:
            body = self.loop_body(node, v)
            if body is None:  # the body accepts every value: nothing to check
                return []
            test = body
        seen, every, r = self.var("seen"), self.var("every"), self.var("r")
        evaluator = self.evaluated(node.others, node.kind, node.inlining)
        if items:
            n = self.var("n")
            made = [
                f"{inner}const Py_ssize_t {n} = PyList_GET_SIZE({x});",
                f"{inner}unsigned char *{seen} = PyMem_Calloc({n} > 0 ? (size_t){n} : 1, 1);",
            ]
            args = f"{x}, {seen}, {n}, &{every}"
        else:
            made = [f"{inner}PyObject *{seen} = PySet_New(NULL);"]
            args = f"{x}, {seen}, &{every}"
        if evaluator is None:
            gather = f"{inner}int {r} = 1;"
        else:
            name, takes = evaluator
            gather = f"{inner}int {r} = {name}({args}{self.depth_arg(x, takes)});"
        out = [
            *made,
            f"{inner}if ({seen} == NULL)",
            f"{inner}    return UNKNOWN;",
            f"{inner}int {every} = 0;",
            gather,
        ]
        deep = "    " * (depth + 2)
        if items:
            i = self.var("i")
            out += [
                (
                    f"{inner}for (Py_ssize_t {i} = 0; {r} == 1 && !{every} && {i} < {n}"
                    f" && {i} < PyList_GET_SIZE({x}); {i}++) {{"
                ),
                f"{deep}if ({seen}[{i}])",
                f"{deep}    continue;",
            ]
            if test == "0":
                out += [f"{deep}{r} = 0;"]
            else:
                out += [f"{deep}PyObject *{v} = PyList_GET_ITEM({x}, {i});", f"{deep}{r} = {test};"]
            out += [f"{inner}}}", f"{inner}PyMem_Free({seen});"]
        else:
            pos, k, present = self.var("pos"), self.var("k"), self.var("r")
            out += [
                f"{inner}Py_ssize_t {pos} = 0;",
                f"{inner}PyObject *{k}, *{v};",
                f"{inner}while ({r} == 1 && !{every} && PyDict_Next({x}, &{pos}, &{k}, &{v})) {{",
                f"{deep}if (!PyUnicode_CheckExact({k})) {{",
                f"{deep}    {r} = UNKNOWN;",
                f"{deep}    break;",
                f"{deep}}}",
                f"{deep}const int {present} = PySet_Contains({seen}, {k});",
                f"{deep}if ({present} < 0)",
                f"{deep}    {r} = UNKNOWN;",
                f"{deep}else if (!{present})",
                f"{deep}    {r} = {test};",
                f"{inner}}}",
                f"{inner}(void){v};",
                f"{inner}Py_DECREF({seen});",
            ]
        out += [f"{inner}if ({r} != 1)", f"{inner}    return {r};"]
        return [f"{ind}{{", *out, f"{ind}}}"]

    def loop_body(self, node: UnevaluatedLoop, v: str) -> str | None:
        """A call of a function of its own answering `node`'s body on the value `v` (None
        when the body checks nothing). It carries the depth when the function being written
        does, `v` one level below that function's value."""
        carries = self.carries
        body = self.function_body(node.body, carries, False)
        if not body:
            return None
        self.loop_bodies += 1
        name = f"{self.prefix}unevaluated{self.loop_bodies}"
        self.predicate_prototypes[name] = f"{self.signature(name, carries)};"
        self.predicates[name] = self.wrap(name, body, carries)
        return f"{name}({v}{self.depth_arg(v, carries)})"

    # -- what a schema evaluates (for `unevaluated*`) --------------------------------------------

    def evaluated(self, s: c.Schema, kind: str, inlining: Inlining) -> tuple[str, bool] | None:
        """The function adding what `s` evaluates of a dict (list) to a set of names (a byte
        per item; or setting `every`), given that `s` passes, and whether it takes the depth;
        None when `s` evaluates nothing. As the Python writer's `evaluated`: a schema that is
        one call is that function's own, written once."""
        if s.always is not None:
            return None
        if len(s.checks) == 1 and isinstance(s.checks[0], c.Call):
            target = s.checks[0].target
            if target in self.excluded or target not in self.schemas:
                raise NotCompilable(CALLS_LEFT)
            identity: tuple[object, ...] = (kind, target)
            # written once for every caller, as the Python module's `_properties_<n>` is
            context: Inlining = ()
            schema, takes = self.schemas[target], target in self.depth.takes_depth
        else:
            self.kept.append(s)
            identity = (kind, s.at, s.always, inlining, *map(id, s.checks))
            schema, takes, context = s, self.takes_depth(s), inlining
        if identity not in self.evaluator_names:
            name = f"{self.prefix}{kind}{len(self.evaluator_names) + 1}"
            self.evaluator_names[identity] = (name, takes)
            seen = "unsigned char *seen, Py_ssize_t size" if kind == "items" else "PyObject *seen"
            params = f"PyObject *x, {seen}, int *every" + (", long d" if takes else "")
            self.predicate_prototypes[name] = f"static int {name}({params});"
            body = self.evaluated_body(schema, kind, context, takes)
            self.predicates[name] = "\n".join(
                [f"static int {name}({params}) {{", *body, "    return 1;", "}"]
            )
        return self.evaluator_names[identity]

    def evaluated_body(self, s: c.Schema, kind: str, inlining: Inlining, takes: bool) -> list[str]:
        """The statements of an evaluated-set function: answers UNKNOWN where the Python one
        would raise or the C code does not judge, else adds to `seen` and goes on."""
        plan = self.planner.evaluates(s, kind, inlining)
        unused = ["    (void)x;", "    (void)seen;", "    (void)every;"]
        unused += ["    (void)size;"] if kind == "items" else []
        unused += ["    (void)d;"] if takes else []
        if plan.every:
            return [*unused, "    *every = 1;"]
        saved = self.counter, self.carries, self.levels
        self.counter, self.carries, self.levels = 0, takes, {"x": 0}
        ind = "    "
        body: list[str] = []

        def merge(subs: tuple[c.Schema, ...], ind: str) -> list[str]:
            out: list[str] = []
            for sub in subs:
                found = self.evaluated(sub, kind, inlining)
                if found is None:
                    continue
                name, called_takes = found
                args = "x, seen, size, every" if kind == "items" else "x, seen, every"
                r = self.var("r")
                out += [
                    f"{ind}const int {r} = {name}({args}{self.depth_arg('x', called_takes)});",
                    f"{ind}if ({r} != 1)",
                    f"{ind}    return {r};",
                ]
            return out

        for part in plan.parts:
            if isinstance(part, NamedKeys):
                for name in dict.fromkeys(part.names):
                    key, r = self.name(name), self.var("r")
                    body += [
                        f"{ind}const int {r} = PyDict_Contains(x, {key});",
                        f"{ind}if ({r} < 0)",
                        f"{ind}    return UNKNOWN;",
                        f"{ind}if ({r} && PySet_Add(seen, {key}) < 0)",
                        f"{ind}    return UNKNOWN;",
                    ]
            elif isinstance(part, PatternKeys):
                search = self.pattern_search(part.pattern)
                pos, k, v, m = self.var("pos"), self.var("k"), self.var("v"), self.var("m")
                body += [
                    f"{ind}Py_ssize_t {pos} = 0;",
                    f"{ind}PyObject *{k}, *{v};",
                    f"{ind}while (PyDict_Next(x, &{pos}, &{k}, &{v})) {{",
                    f"{ind}    if (!PyUnicode_CheckExact({k}))",
                    f"{ind}        return UNKNOWN;",
                    f"{ind}    PyObject *{m} = PyObject_CallOneArg({search}, {k});",
                    f"{ind}    if ({m} == NULL)",
                    f"{ind}        return UNKNOWN;",
                    f"{ind}    const int hit_{m} = {m} != Py_None;",
                    f"{ind}    Py_DECREF({m});",
                    f"{ind}    if (hit_{m} && PySet_Add(seen, {k}) < 0)",
                    f"{ind}        return UNKNOWN;",
                    f"{ind}}}",
                    f"{ind}(void){v};",
                ]
            elif isinstance(part, PrefixIndices):
                i = self.var("i")
                body += [
                    (
                        f"{ind}for (Py_ssize_t {i} = 0; {i} < {part.count} && {i} < size"
                        f" && {i} < PyList_GET_SIZE(x); {i}++)"
                    ),
                    f"{ind}    seen[{i}] = 1;",
                ]
            elif isinstance(part, Matching):
                i, v = self.var("i"), self.descend(self.var(), "x")
                test = self.verdict(part.verdict, v)
                loop = f"for (Py_ssize_t {i} = 0; {i} < size && {i} < PyList_GET_SIZE(x); {i}++)"
                if test == "1":
                    body += [f"{ind}{loop}", f"{ind}    seen[{i}] = 1;"]
                elif test != "0":
                    r = self.var("r")
                    body += [
                        f"{ind}{loop} {{",
                        f"{ind}    PyObject *{v} = PyList_GET_ITEM(x, {i});",
                        f"{ind}    const int {r} = {test};",
                        f"{ind}    if ({r} < 0)",
                        f"{ind}        return UNKNOWN;",
                        f"{ind}    if ({r})",
                        f"{ind}        seen[{i}] = 1;",
                        f"{ind}}}",
                    ]
            elif isinstance(part, Merged):
                body += merge((part.schema,), ind)
            elif isinstance(part, WhenValid):
                then, else_ = merge(part.merged, ind + "    "), merge(part.otherwise, ind + "    ")
                if then or else_:
                    r = self.var("r")
                    body += [
                        f"{ind}const int {r} = {self.verdict(part.verdict, 'x')};",
                        f"{ind}if ({r} < 0)",
                        f"{ind}    return UNKNOWN;",
                    ]
                    if then:
                        body += [f"{ind}if ({r}) {{", *then]
                        body += [f"{ind}}} else {{", *else_, f"{ind}}}"] if else_ else [f"{ind}}}"]
                    else:
                        body += [f"{ind}if (!{r}) {{", *else_, f"{ind}}}"]
            elif isinstance(part, WhenHas):
                inner = merge((part.schema,), ind + "    ")
                if inner:
                    r = self.var("r")
                    body += [
                        f"{ind}const int {r} = PyDict_Contains(x, {self.name(part.name)});",
                        f"{ind}if ({r} < 0)",
                        f"{ind}    return UNKNOWN;",
                        f"{ind}if ({r}) {{",
                        *inner,
                        f"{ind}}}",
                    ]
        self.counter, self.carries, self.levels = saved
        return [*unused, *body]

    def render_unknown(self, node: UnknownProperties, x: str, depth: int) -> list[str]:
        raise NotCompilable("strict profile")

    def render_keyword(self, node: Keyword, x: str, depth: int) -> list[str]:
        check, ind, k = node.check, "    " * depth, f"k_{x}"
        fail = [f"{ind}    return 0;"]
        if isinstance(check, c.Types):
            tests = " || ".join(KIND_TESTS[n].format(k=k, x=x) for n in check.names)
            return [f"{ind}if (!({tests}))", *fail]
        if isinstance(check, c.Const):
            value = check.value
            if isinstance(value, str):
                return [f"{ind}if ({k} != K_STR || !ap_str_equal({x}, {self.name(value)}))", *fail]
            if value is None:
                return [f"{ind}if ({k} != K_NULL)", *fail]
            if isinstance(value, bool):
                return [f"{ind}if ({k} != K_BOOL || {x} != Py_{value})", *fail]
            number = exact_double(value) if isinstance(value, (int, float)) else None
            if number is not None:
                return [
                    f"{ind}if (!(({k} == K_INT || {k} == K_FLOAT) && ap_number({x}) == {number}))",
                    *fail,
                ]
            return self.ask("rt.json_equal", [x, self.const(py_literal(value))], depth)
        if isinstance(check, c.EnumOf):
            if all(isinstance(v, str) for v in check.values):
                names = self.const(
                    "frozenset({" + ", ".join(py_literal(v) for v in check.values) + "})"
                )
                r = self.var("r")
                return [
                    f"{ind}if ({k} != K_STR)",
                    *fail,
                    f"{ind}const int {r} = PySet_Contains({names}, {x});",
                    f"{ind}if ({r} != 1)",
                    f"{ind}    return {r} < 0 ? UNKNOWN : 0;",
                ]
            values = self.const(f"rt.canonical_set({py_literal(list(check.values))})")
            canonical = self.const("rt.canonical")
            made, r = self.var("made"), self.var("r")
            return [
                f"{ind}PyObject *{made} = PyObject_CallOneArg({canonical}, {x});",
                f"{ind}if ({made} == NULL)",
                f"{ind}    return UNKNOWN;",
                f"{ind}const int {r} = PySet_Contains({values}, {made});",
                f"{ind}Py_DECREF({made});",
                f"{ind}if ({r} != 1)",
                f"{ind}    return {r} < 0 ? UNKNOWN : 0;",
            ]
        if isinstance(check, c.StringBound):
            op = "<" if check.keyword == "minLength" else ">"
            return [f"{ind}if (PyUnicode_GET_LENGTH({x}) {op} {check.limit})", *fail]
        if isinstance(check, c.Pattern):
            search, m = self.pattern_search(check.pattern), self.var("m")
            return [
                f"{ind}PyObject *{m} = PyObject_CallOneArg({search}, {x});",
                f"{ind}if ({m} == NULL)",
                f"{ind}    return UNKNOWN;",
                f"{ind}const int hit_{m} = {m} != Py_None;",
                f"{ind}Py_DECREF({m});",
                f"{ind}if (!hit_{m})",
                *fail,
            ]
        if isinstance(check, c.NumberBound):
            op = {
                "minimum": "<",
                "maximum": ">",
                "exclusiveMinimum": "<=",
                "exclusiveMaximum": ">=",
            }[check.keyword]
            limit = exact_double(check.limit)
            if limit is not None:
                return [f"{ind}if (ap_number({x}) {op} {limit})", *fail]
            py_op = {"<": "Py_LT", ">": "Py_GT", "<=": "Py_LE", ">=": "Py_GE"}[op]
            r = self.var("r")
            return [
                f"{ind}const int {r} = PyObject_RichCompareBool({x}, {self.const(py_literal(check.limit))}, {py_op});",
                f"{ind}if ({r} < 0)",
                f"{ind}    return UNKNOWN;",
                f"{ind}if ({r})",
                *fail,
            ]
        if isinstance(check, c.MultipleOf):
            return self.ask("rt.multiple_of", [x, self.const(py_literal(check.factor))], depth)
        if isinstance(check, c.CountBound):
            op = "<" if check.keyword.startswith("min") else ">"
            size = "PyDict_GET_SIZE" if "Prop" in check.keyword else "PyList_GET_SIZE"
            return [f"{ind}if ({size}({x}) {op} {check.limit})", *fail]
        if isinstance(check, c.DependentRequired):
            out: list[str] = []
            for name, needs in check.rules:
                if not needs:
                    continue
                r = self.var("r")
                inner: list[str] = []
                for need in needs:
                    q = self.var("r")
                    inner += [
                        f"{ind}    const int {q} = PyDict_Contains({x}, {self.name(need)});",
                        f"{ind}    if ({q} != 1)",
                        f"{ind}        return {q} < 0 ? UNKNOWN : 0;",
                    ]
                out += [
                    f"{ind}const int {r} = PyDict_Contains({x}, {self.name(name)});",
                    f"{ind}if ({r} < 0)",
                    f"{ind}    return UNKNOWN;",
                    *self.scoped(f"if ({r})", inner, depth),
                ]
            return out
        if isinstance(check, c.UniqueItems):
            return self.ask("rt.unique", [x], depth)
        if isinstance(check, c.Format):
            return self.ask("rt.format_ok", [self.const(py_literal(check.name)), x], depth)
        raise NotCompilable(type(check).__name__)

    def ask(self, helper: str, args: list[str], depth: int) -> list[str]:
        """A test the pure module's runtime answers: `helper(*args)`, its truth the verdict."""
        ind, answer, r = "    " * depth, self.var("answer"), self.var("r")
        fn = self.const(helper)
        call = (
            f"PyObject_CallOneArg({fn}, {args[0]})"
            if len(args) == 1
            else f"PyObject_CallFunctionObjArgs({fn}, {', '.join(args)}, NULL)"
        )
        return [
            f"{ind}PyObject *{answer} = {call};",
            f"{ind}if ({answer} == NULL)",
            f"{ind}    return UNKNOWN;",
            f"{ind}const int {r} = PyObject_IsTrue({answer});",
            f"{ind}Py_DECREF({answer});",
            f"{ind}if ({r} != 1)",
            f"{ind}    return {r} < 0 ? UNKNOWN : 0;",
        ]


def _used(v: str, body: list[str], ind: str) -> list[str]:
    """`body`, told that the value `v` it is given may go unread (no unused-variable warning)."""
    if any(v in _words(line) for line in body):
        return body
    return [f"{ind}    (void){v};", *body]


def _words(line: str) -> set[str]:
    """The identifiers a line of C mentions."""
    word, out = [], set()
    for ch in line + " ":
        if ch.isalnum() or ch == "_":
            word.append(ch)
        elif word:
            out.add("".join(word))
            word = []
    return out


def called_predicates(writer: CWriter, bodies: list[str]) -> list[str]:
    """The names of the predicates the functions call, directly or through other
    predicates. A verdict is written as its arm is met, and an arm can turn out not to be
    needed (an `anyOf` with an arm every value meets answers 1 without asking the others); a
    static function nothing calls is an error under the strict flags."""
    called: set[str] = set()
    reading = [word for body in bodies for line in body.splitlines() for word in _words(line)]
    while reading:
        word = reading.pop()
        if word in writer.predicates and word not in called:
            called.add(word)
            reading += [w for line in writer.predicates[word].splitlines() for w in _words(line)]
    return [name for name in writer.predicate_prototypes if name in called]


@dataclass(frozen=True)
class Compiled:
    """What `program` made: the C functions (prototypes, then bodies), the constants' Python
    sources and which of them are names, the entries (per Python function), and the functions
    left to Python, each with why (`calls a function left to Python` when it is only that)."""

    functions: list[str]
    constants: list[str]
    interned: set[int]
    entries: list[Entry]
    left: dict[c.FunctionKey, str]


#: Why a function is left to Python when what it cannot express is a function it calls.
CALLS_LEFT = "calls a function left to Python"


def program(
    checks: c.CheckProgram,
    python_name: Callable[[c.FunctionKey], tuple[str, str]],
    prefix: str = "",
    first_constant: int = 0,
) -> Compiled:
    """Every function of `checks` the writer expresses, as C. `python_name(key)` gives the
    Python module and name of the function it stands for. A function that cannot be written,
    and every one calling it, is left to Python: written again without them until none fails.
    `prefix` and `first_constant`: see `CWriter` (what `merged` needs)."""
    schemas = {fn.key: fn.schema for fn in checks.functions}
    depth = plan_depth(schemas)
    left: dict[c.FunctionKey, str] = {}
    while True:
        writer = CWriter(schemas, depth, set(left), prefix, first_constant)
        bodies: list[str] = []
        failed = False
        for fn in checks.functions:
            if fn.key in left:
                continue
            try:
                bodies.append(writer.function(writer.c_names[fn.key], fn.schema, (fn.key,), fn.key))
            except NotCompilable as exc:
                left[fn.key] = str(exc)
                failed = True
        if not failed:
            break
    keys = [fn.key for fn in checks.functions if fn.key not in left]
    prototypes = [writer.prototype(writer.c_names[key], schemas[key]) for key in keys]
    predicates = called_predicates(writer, bodies)
    entries = []
    for key in keys:
        module, name = python_name(key)
        entries.append(Entry(module, name, writer.c_names[key], key in depth.takes_depth))
    return Compiled(
        prototypes
        + [writer.predicate_prototypes[name] for name in predicates]
        + [text for name, text in writer.predicates.items() if name in predicates]
        + bodies,
        writer.constants,
        writer.interned,
        entries,
        left,
    )


def merged(parts: list[Compiled]) -> Compiled:
    """Several check programs' C in one file: each part written with a `prefix` of its own and
    its constants starting where the parts before it end (`first_constant`, the sum of their
    counts). The functions left to Python are each part's own (keys of different programs may
    be equal), so the merged part names none."""
    interned: set[int] = set()
    constants: list[str] = []
    for part in parts:
        interned |= {len(constants) + i for i in part.interned}
        constants += part.constants
    return Compiled(
        [f for part in parts for f in part.functions],
        constants,
        interned,
        [e for part in parts for e in part.entries],
        {},
    )
