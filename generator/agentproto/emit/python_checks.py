"""The validation plan (`plan/tree.py`) -> Python validation functions, in two flavours:

- `valid` functions, `(x) -> bool`: the fast path. A failed check is `return False`; nothing is
  allocated, nothing raises (but `rt.TooDeep`, where a recursive function meets a value nested
  past the limit: see the last paragraph). Combinators (`anyOf`, `oneOf`, `not`, `if`, `contains`) call small
  predicate functions written for their subschemas.
- `check` functions, `(x, p, e) -> None`: append a `Problem` (instance pointer, keyword, message,
  schema location) to `e` for every violation. They decide combinators with the same predicates
  and only collect a branch's problems once it is known to have failed.

Type tests guard the keywords that apply to one JSON type, closed objects compare key sets and a
tagged union dispatches through a dict on its tag.

Functions that can recurse with the document (`plan/depth.py`) take one more argument, `d`: how
many arrays and objects enclose their value (0 at the root, the default). Each passes `d` plus
the levels it descended to the functions it calls that take it, and a function on a cycle of
calls raises `rt.TooDeep` on entry when its value is an array or object nested past
`MAX_DEPTH`; the public entry points turn that into one `maxDepth` problem. Nothing else counts.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..errors import Unsupported
from ..ir import checks as c
from ..plan import problems as pr
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
    Node,
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
    WhenPresent,
    WhenValid,
    renderers,
    verdict_of,
)
from ..regex import checked_translation
from .jinja import py_literal

#: (function key, "valid" | "check") -> the expression naming that generated function
NameOf = Callable[[c.FunctionKey, str], str]


def indent_of(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def collapse_ifs(lines: list[str]) -> list[str]:
    """Merge `if a:` whose whole body is one `if b:` (without else) into `if (a) and (b):`, the
    way a person writes it (and linters ask for)."""
    out = list(lines)
    i = 0
    while i < len(out) - 1:
        line, nxt = out[i], out[i + 1]
        ind = indent_of(line)
        if (
            line.lstrip().startswith("if ")
            and line.endswith(":")
            and nxt.lstrip().startswith("if ")
            and nxt.endswith(":")
            and indent_of(nxt) == ind + 4
        ):
            end = i + 2
            while end < len(out) and indent_of(out[end]) > ind + 4:
                end += 1
            own_end = end
            while own_end < len(out) and indent_of(out[own_end]) > ind:
                own_end += 1
            more = own_end > end  # the outer body holds more than the nested if (or its else)
            outer_else = (
                own_end < len(out)
                and indent_of(out[own_end]) == ind
                and out[own_end].lstrip().startswith(("else", "elif"))
            )
            if not more and not outer_else:
                out[i] = " " * ind + f"if ({line.strip()[3:-1]}) and ({nxt.strip()[3:-1]}):"
                out[i + 1 : end] = [ln[4:] for ln in out[i + 2 : end]]
                continue
        i += 1
    return out


def negate(condition: str) -> str:
    """The negation of a condition, the way a person writes it: no `not (not ...)`, no
    `not a != b` (linters ask for both)."""
    if condition.startswith("not "):
        rest = condition[len("not ") :]
        depth, closed_at = 0, -1
        for i, ch in enumerate(rest):  # where the first top-level parenthesis group closes
            depth += {"(": 1, ")": -1}.get(ch, 0)
            if depth == 0 and ch == ")":
                closed_at = i
                break
        if closed_at == len(rest) - 1 and " " not in rest[: rest.index("(")]:
            return rest[1:-1] if rest.startswith("(") else rest
    if condition.count(" != ") == 1 and not any(w in condition for w in (" and ", " or ", "not ")):
        return condition.replace(" != ", " == ")
    return f"not ({condition})"


def uses(lines: list[str], name: str) -> bool:
    """Whether generated code reads a variable (a loop over `.items()` that never reads the
    value is a loop over the keys)."""
    return any(re.search(rf"\b{name}\b", line) for line in lines)


def type_test(name: str, x: str) -> str:
    """A JSON type test, inline: `integer` admits integral floats, `bool` is not a number."""
    # `type(x) is int` first: the common case answered by one cheap test
    return {
        "string": f"isinstance({x}, str)",
        "integer": f"(type({x}) is int or isinstance({x}, float) and {x}.is_integer() "
        f"or isinstance({x}, int) and not isinstance({x}, bool))",
        "number": f"(type({x}) is int or type({x}) is float "
        f"or isinstance({x}, (int, float)) and not isinstance({x}, bool))",
        "boolean": f"isinstance({x}, bool)",
        "null": f"{x} is None",
        "object": f"isinstance({x}, dict)",
        "array": f"isinstance({x}, list)",
    }[name]


PY_TYPES = {"string": "str", "boolean": "bool", "object": "dict", "array": "list"}


def types_test(names: tuple[str, ...] | list[str], x: str) -> str:
    """A test for several JSON types: the ones one Python type answers share an `isinstance`."""
    simple = [PY_TYPES[n] for n in names if n in PY_TYPES]
    tests = (
        [f"isinstance({x}, {simple[0] if len(simple) == 1 else '(' + ', '.join(simple) + ')'})"]
        if simple
        else []
    )
    return " or ".join(tests + [type_test(n, x) for n in names if n not in PY_TYPES])


GUARDS = {
    "string": "isinstance({x}, str)",
    "number": "(isinstance({x}, (int, float)) and not isinstance({x}, bool))",
    "object": "isinstance({x}, dict)",
    "array": "isinstance({x}, list)",
}


def pointer_literal(name: str) -> str:
    return py_literal("/" + name.replace("~", "~0").replace("/", "~1"))


def any_of(tests: list[str], x: str) -> str:
    """`tests` joined by `or`, the arms that are one `isinstance` of `x` merged into one, at the
    first one's place (`isinstance(x, (str, int))`: ruff's SIM101 asks for it, and it is one
    call). The tests are pure, so their order decides nothing."""
    single = re.compile(rf"isinstance\({re.escape(x)}, (\w[\w.]*|\([\w., ]+\))\)")
    out: list[str] = []
    types: list[str] = []
    at = -1
    for test in tests:
        found = single.fullmatch(test)
        if found is None:
            out.append(test)
            continue
        if at < 0:
            at = len(out)
            out.append("")
        types += [n for n in found[1].strip("()").split(", ") if n and n not in types]
    if at >= 0:
        out[at] = (
            f"isinstance({x}, {types[0] if len(types) == 1 else '(' + ', '.join(types) + ')'})"
        )
    return " or ".join(out)


class CheckWriter:
    """Renders the validation plan (`plan/tree.py`) of each function as Python, one method per
    node kind; module-level constants, dispatch tables and predicates accumulate in
    `constants`, `tables` and `predicates`."""

    def __init__(
        self,
        name_of: NameOf,
        schemas: dict[c.FunctionKey, c.Schema] | None = None,
        prefix: str = "",
        depth: DepthPlan | None = None,
    ) -> None:
        self.name_of = name_of
        self.schemas = schemas or {}  # every function's schema, for inlining
        self.planner = Planner(self.schemas)
        # which functions carry the depth of their value (see the module's docstring)
        self.depth = depth or plan_depth(self.schemas)
        self.key_of = {id(schema): key for key, schema in self.schemas.items()}
        # whether the function being written carries `d`, and how many levels below its `x`
        # each value variable is
        self.carries = False
        self.levels: dict[str, int] = {}
        self.prefix = prefix  # keeps helper names apart when several writers share a module
        self.constants: list[str] = []
        self.tables: list[str] = []
        self.predicates: list[str] = []
        self.const_names: dict[str, str] = {}
        self.predicate_names: dict[tuple[object, ...], str] = {}
        self.kept: list[c.Schema] = []  # the schemas `identity` names, kept alive
        self.counter = 0
        self.boolean = False
        # the functions being copied inline where an evaluated set is asked for (its
        # predicates are planned in that context)
        self.inlining: Inlining = ()
        self.split_names: dict[int, tuple[c.Schema, str]] = {}  # id -> (schema, check function)
        # imported names the code written so far uses (the module imports them): functions
        # use `Any` (and `Problem`, `rt`), patterns `re`, dispatch tables `Callable`
        self.uses: set[str] = set()
        self.render_node: dict[type, Callable[..., list[str]]] = renderers(self)

    # -- functions -----------------------------------------------------------------------------

    def valid_function(self, name: str, schema: c.Schema, key: c.FunctionKey | None = None) -> str:
        return self._function(name, schema, True, (key,))  # never copied into itself

    def check_function(self, name: str, schema: c.Schema) -> str:
        return self._function(name, schema, False)

    def takes_depth(self, s: c.Schema) -> bool:
        """Whether the function written for `s` (named or not) takes the depth `d`."""
        key = self.key_of.get(id(s))
        return key in self.depth.takes_depth if key is not None else self.depth.carries(s)

    def depth_arg(self, x: str, takes: bool, below: int = 0) -> str:
        """`, d + n` (the depth of the value `x`, `below` levels further down) for a callee
        that takes it, when the function being written carries it; else nothing."""
        if not (self.carries and takes):
            return ""
        level = self.levels.get(x, 0) + below
        return f", d + {level}" if level else ", d"

    def descend(self, v: str, x: str) -> str:
        """Record that the value variable `v` is one level below `x`."""
        self.levels[v] = self.levels.get(x, 0) + 1
        return v

    def _function(self, name: str, s: c.Schema, boolean: bool, inlining: Inlining = ()) -> str:
        self.uses.update(("Any",) if boolean else ("Any", "Problem"))
        saved = self.counter, self.boolean, self.carries, self.levels
        self.counter, self.boolean = 0, boolean
        self.carries, self.levels = self.takes_depth(s), {}
        carries, key = self.carries, self.key_of.get(id(s))
        plan = self.planner.function(s, Flavour.FAST if boolean else Flavour.CHECK, inlining)
        body = self.render(plan, "x", "p", "e", 1)
        self.counter, self.boolean, self.carries, self.levels = saved
        doc = f"    {_docstring('Validate against ' + s.at)}" if s.at else None
        body = collapse_ifs(body)
        if key is not None and key in self.depth.cyclic:  # the recursion stops here
            self.uses.add("rt")
            body = [
                f"    if d >= {MAX_DEPTH} and isinstance(x, (dict, list)):",
                f"        raise rt.TooDeep({'' if boolean else 'p'})",
                *body,
            ]
        depth = ", d: int = 0" if carries else ""
        if boolean:
            signature = f"def {name}(x: Any{depth}) -> bool:"
            if (
                body[-2:-1]
                and body[-2].startswith("    if ")
                and body[-1] == "        return False"
            ):
                result = negate(body[-2][len("    if ") : -1])  # not `if c: return False`
                # an instance value (`x`, `v1`: Any) compared is Any to mypy, not the promised bool
                any_eq = re.match(r"(x|v\d+) == ", result)
                body[-2:] = [f"    return bool({result})" if any_eq else f"    return {result}"]
            elif body[-1:] != ["    return False"]:
                body.append("    return True")
        else:
            signature = (
                f"def {name}(x: Any, p: str, e: list[Problem], strict: bool = False{depth})"
                " -> None:"
            )
            body = body or ([] if doc else ["    pass"])
        return "\n".join([signature, *([doc] if doc else []), *body])

    def verdict(self, verdict: Verdict, x: str) -> str:
        """A boolean expression: whether `x` is valid against the verdict's subschema."""
        if verdict.constant is not None:
            return str(verdict.constant)
        if verdict.call is not None:
            depth = self.depth_arg(x, verdict.call in self.depth.takes_depth)
            return f"{self.name_of(verdict.call, 'valid')}({x}{depth})"
        assert verdict.schema is not None
        only = verdict.schema.checks
        if verdict.schema.always is None and len(only) == 1 and isinstance(only[0], c.Types):
            # a subschema that is one type test is asked here: a call of a function of its
            # own would cost more than the test (`oneOf: [{"type": "string"}, ...]`)
            test = types_test(only[0].names, x)
            return test if test.startswith("isinstance(") and " or " not in test else f"({test})"
        key = self.identity(verdict.schema)
        if key not in self.predicate_names:
            name = f"_is{self.prefix}{len(self.predicate_names) + 1}"
            self.predicate_names[key] = name
            self.predicates.append(self._function(name, verdict.schema, True, verdict.inlining))
        depth = self.depth_arg(x, self.depth.carries(verdict.schema))
        return f"{self.predicate_names[key]}({x}{depth})"

    def predicate(self, s: c.Schema, x: str) -> str:
        """A boolean expression: whether `x` is valid against `s` (planned where asked)."""
        return self.verdict(verdict_of(s, self.inlining), x)

    def identity(self, s: c.Schema) -> tuple[object, ...]:
        """A key for the function written for `s`: its location and its very checks (not
        their text: a schema's text grows with its depth, and shared checks repeat it)."""
        self.kept.append(s)
        return (s.at, s.always, *map(id, s.checks))

    def evaluated(self, s: c.Schema, kind: str, x: str) -> str:
        """An expression: the set of property names (item indices) of `x` that `s` evaluates,
        given that `s` passes."""
        if s.always is not None:
            return "set()"
        if len(s.checks) == 1 and isinstance(s.checks[0], c.Call):
            target = s.checks[0].target
            depth = self.depth_arg(x, target in self.depth.takes_depth)
            return f"{self.name_of(target, kind)}({x}{depth})"
        key = (kind, *self.identity(s))
        if key not in self.predicate_names:
            name = f"_{kind}{self.prefix}{len(self.predicate_names) + 1}"
            self.predicate_names[key] = name
            self.predicates.append(self.evaluated_function(name, s, kind))
        return f"{self.predicate_names[key]}({x}{self.depth_arg(x, self.takes_depth(s))})"

    def evaluated_function(self, name: str, s: c.Schema, kind: str) -> str:
        self.uses.add("Any")
        plan = self.planner.evaluates(s, kind, self.inlining)
        carries = self.takes_depth(s)
        signature = f"def {name}(x: Any{', d: int = 0' if carries else ''}) -> set[Any]:"
        if plan.every:
            every = "set(x)" if kind == "properties" else "set(range(len(x)))"
            return "\n".join([signature, f"    return {every}"])
        saved = self.counter, self.carries, self.levels
        self.counter, self.carries, self.levels = 0, carries, {"v": 1}  # `v`: an item of `x`
        body = ["    out: set[Any] = set()"]
        for part in plan.parts:
            if isinstance(part, NamedKeys):
                names = self.const(
                    "NAMES",
                    "frozenset({" + ", ".join(py_literal(n) for n in part.names) + "})",
                    "frozenset[str]",
                )
                body.append(f"    out.update({names}.intersection(x))")
            elif isinstance(part, PatternKeys):
                compiled = self.pattern(part.pattern, part.at)
                body.append(f"    out.update(k for k in x if {compiled}.search(k) is not None)")
            elif isinstance(part, PrefixIndices):
                body.append(f"    out.update(range(min(len(x), {part.count})))")
            elif isinstance(part, Matching):
                test = self.verdict(part.verdict, "v")
                body.append(f"    out.update(i for i, v in enumerate(x) if {test})")
            elif isinstance(part, Merged):
                body.append(f"    out.update({self.evaluated(part.schema, kind, 'x')})")
            elif isinstance(part, WhenValid):
                body.append(f"    if {self.verdict(part.verdict, 'x')}:")
                for sub in part.merged:
                    body.append(f"        out.update({self.evaluated(sub, kind, 'x')})")
                if part.otherwise:
                    body.append("    else:")
                for sub in part.otherwise:
                    body.append(f"        out.update({self.evaluated(sub, kind, 'x')})")
            else:
                body.append(f"    if {py_literal(part.name)} in x:")
                body.append(f"        out.update({self.evaluated(part.schema, kind, 'x')})")
        self.counter, self.carries, self.levels = saved
        return "\n".join([signature, *body, "    return out"])

    def const(self, prefix: str, source: str, annotation: str = "") -> str:
        """A module-level constant (deduplicated) holding `source`."""
        if source not in self.const_names:
            self.const_names[source] = f"_{prefix}{self.prefix}{len(self.const_names) + 1}"
            typed = f": {annotation}" if annotation else ""
            self.constants.append(f"{self.const_names[source]}{typed} = {source}")
        return self.const_names[source]

    def pattern(self, source: str, at: str) -> str:
        """A constant with a `search` method: the compiled `re` pattern, or for a pattern `re`
        could take exponential time on, the runtime's linear-time matcher and its program."""
        try:
            translated = checked_translation(source)
        except ValueError as exc:
            file, _, pointer = at.partition("#")
            raise Unsupported(file, pointer, f"pattern {source!r}: {exc}") from None
        if translated.program is not None:
            self.uses.add("rt")
            return self.const("PATTERN", f"rt.LinearPattern({py_literal(translated.program)})")
        self.uses.add("re")
        return self.const("PATTERN", f"re.compile({py_literal(translated.pattern)})")

    def var(self) -> str:
        self.counter += 1
        return f"v{self.counter}"

    def problem(
        self, path: str, spec: pr.ProblemSpec, holes: dict[str, str], err: str, ind: str
    ) -> str:
        """A failed check: `return False` on the fast path, else the problem `spec` says, its
        message's runtime holes filled by the expressions `holes` names."""
        if self.boolean:
            return f"{ind}return False"
        message = " + ".join(
            holes[text] if hole else py_literal(text) for hole, text in spec.parts()
        )
        return (
            f"{ind}{err}.append(Problem({path}, {py_literal(spec.keyword)}, {message}, "
            f"{py_literal(spec.schema)}))"
        )

    # -- the plan's nodes ----------------------------------------------------------------------

    def render(self, block: Block, x: str, p: str, e: str, depth: int) -> list[str]:
        out: list[str] = []
        for node in cheap_first(block) if self.boolean else block:
            out += self.render_node[type(node)](node, x, p, e, depth)
        return out

    def render_reject(self, node: Reject, x: str, p: str, e: str, depth: int) -> list[str]:
        return [self.problem(p, pr.rejected(node.at), {}, e, "    " * depth)]

    def render_split(self, node: Split, x: str, p: str, e: str, depth: int) -> list[str]:
        """The checks of a schema as a call to a function of their own (written once each)."""
        ind, s = "    " * depth, node.schema
        if self.boolean:
            return [f"{ind}if not {self.verdict(node.verdict, x)}:", f"{ind}    return False"]
        if id(s) not in self.split_names:
            name = f"_sub{self.prefix}{len(self.split_names) + 1}"
            self.split_names[id(s)] = (s, name)  # the schema is kept: its id stays its own
            self.predicates.append(self._function(name, s, boolean=False))
        level = self.depth_arg(x, self.depth.carries(s))
        return [f"{ind}{self.split_names[id(s)][1]}({x}, {p}, {e}, strict{level})"]

    def render_guard(self, node: Guard, x: str, p: str, e: str, depth: int) -> list[str]:
        inner = self.render(node.body, x, p, e, depth + 1)
        if not inner:
            return []
        return [f"{'    ' * depth}if {GUARDS[node.kind].format(x=x)}:", *inner]

    def render_unknown(
        self, node: UnknownProperties, x: str, p: str, e: str, depth: int
    ) -> list[str]:
        """The strict profile: every property of `x` that no schema applied to it evaluates is
        a problem. The default profile passes `strict=False` and pays one test here."""
        ind, s = "    " * depth, node.schema
        seen = self.evaluated(c.Schema(s.at, s.checks), "properties", x)
        return [
            f"{ind}if strict and isinstance({x}, dict):",
            f"{ind}    rt.unknown_properties({x}, {p}, {seen}, {py_literal(s.at)}, {e})",
        ]

    def render_call(self, node: CallFunction, x: str, p: str, e: str, depth: int) -> list[str]:
        ind = "    " * depth
        level = self.depth_arg(x, node.target in self.depth.takes_depth)
        if self.boolean:
            return [
                f"{ind}if not {self.name_of(node.target, 'valid')}({x}{level}):",
                f"{ind}    return False",
            ]
        return [f"{ind}{self.name_of(node.target, 'check')}({x}, {p}, {e}, strict{level})"]

    def render_inline(self, node: Inline, x: str, p: str, e: str, depth: int) -> list[str]:
        return self.render(node.body, x, p, e, depth)

    def render_require(self, node: Require, x: str, p: str, e: str, depth: int) -> list[str]:
        ind, at = "    " * depth, node.at
        out: list[str] = []
        if node.as_set:
            names = self.const("REQUIRED", py_literal(list(dict.fromkeys(node.names))), "list[str]")
            if self.boolean:
                out.append(
                    f"{ind}if not {x}.keys() >= {self.const('NAMES', f'frozenset({names})', 'frozenset[str]')}:"
                )
                out.append(f"{ind}    return False")
            else:
                k = self.var()
                out.append(f"{ind}for {k} in {names}:")
                out.append(f"{ind}    if {k} not in {x}:")
                out.append(
                    self.problem(
                        p, pr.required(at, None), {"key": f"rt.show({k})"}, e, ind + "        "
                    )
                )
            return out
        if self.boolean:
            names = " and ".join(f"{py_literal(n)} in {x}" for n in node.names)
            out.append(f"{ind}if not ({names}):")
            out.append(f"{ind}    return False")
        for name in () if self.boolean else node.names:
            out.append(f"{ind}if {py_literal(name)} not in {x}:")
            out.append(self.problem(p, pr.required(at, name), {}, e, ind + "    "))
        return out

    def render_each_key(self, node: EachKey, x: str, p: str, e: str, depth: int) -> list[str]:
        k = self.descend(self.var(), x)
        body = self.render(node.body, k, p, e, depth + 1)
        return [f"{'    ' * depth}for {k} in {x}:", *body] if body else []

    def render_when_present(
        self, node: WhenPresent, x: str, p: str, e: str, depth: int
    ) -> list[str]:
        body = self.render(node.body, x, p, e, depth + 1)
        return [f"{'    ' * depth}if {py_literal(node.name)} in {x}:", *body] if body else []

    def render_count(self, node: Count, x: str, p: str, e: str, depth: int) -> list[str]:
        ind, at = "    " * depth, node.at
        n, v = self.var(), self.var()
        test = self.verdict(node.verdict, self.descend(v, x))
        out = [
            f"{ind}{n} = {f'len({x})' if test == 'True' else '0' if test == 'False' else f'sum(1 for {v} in {x} if {test})'}",
            f"{ind}if {n} < {node.min}:",
            self.problem(
                p,
                pr.contains(at, "minContains" if node.min != 1 else "contains", node.min),
                {"count": f"str({n})"},
                e,
                ind + "    ",
            ),
        ]
        if node.max is not None:
            out.append(f"{ind}if {n} > {node.max}:")
            out.append(
                self.problem(
                    p,
                    pr.contains(at, "maxContains", node.max),
                    {"count": f"str({n})"},
                    e,
                    ind + "    ",
                )
            )
        return out

    def render_negation(self, node: Negation, x: str, p: str, e: str, depth: int) -> list[str]:
        ind = "    " * depth
        return [
            f"{ind}if {self.verdict(node.verdict, x)}:",
            self.problem(p, pr.negated(node.at, node.schema_at), {}, e, ind + "    "),
        ]

    def render_conditional(
        self, node: Conditional, x: str, p: str, e: str, depth: int
    ) -> list[str]:
        ind = "    " * depth
        then = self.render(node.then, x, p, e, depth + 1) if node.then is not None else []
        else_ = self.render(node.else_, x, p, e, depth + 1) if node.else_ is not None else []
        test = self.verdict(node.test, x)
        out: list[str] = []
        if then:
            out.append(f"{ind}if {test}:")
            out += then
            if else_:
                out.append(f"{ind}else:")
                out += else_
        elif else_:
            out.append(f"{ind}if not {test}:")
            out += else_
        return out

    def render_unevaluated(
        self, node: UnevaluatedLoop, x: str, p: str, e: str, depth: int
    ) -> list[str]:
        ind = "    " * depth
        seen, k, v = self.var(), self.var(), self.descend(self.var(), x)
        path = (
            f'{p} + "/" + rt.escape({k})' if node.kind == "properties" else f'{p} + "/" + str({k})'
        )
        body = self.render(node.body, v, path, e, depth + 2)
        if not body:
            return []
        saved, self.inlining = self.inlining, node.inlining
        out = [f"{ind}{seen} = {self.evaluated(node.others, node.kind, x)}"]
        self.inlining = saved
        if node.keys_only:  # the values do not matter, only their keys
            out.append(f"{ind}for {k} in {x if node.kind == 'properties' else f'range(len({x}))'}:")
        elif node.kind == "properties":
            out.append(
                f"{ind}for {k}, {v} in {x}.items():" if uses(body, v) else f"{ind}for {k} in {x}:"
            )
        else:
            out.append(f"{ind}for {k}, {v} in enumerate({x}):")
        out.append(f"{ind}    if {k} not in {seen}:")
        return out + body

    def render_each_item(self, node: EachItem, x: str, p: str, e: str, depth: int) -> list[str]:
        ind = "    " * depth
        out: list[str] = []
        for i, block in enumerate(node.prefix):
            v = self.descend(self.var(), x)
            body = self.render(block, v, f'{p} + "/{i}"', e, depth + 1)
            if body:
                out.append(f"{ind}if len({x}) > {i}:")
                out.append(f"{ind}    {v} = {x}[{i}]")
                out += body
        if node.rest is not None:
            index, v = self.var(), self.descend(self.var(), x)
            body = self.render(node.rest, v, f'{p} + "/" + str({index})', e, depth + 1)
            start = node.start
            if body and self.boolean:
                source = f"{x}[{start}:]" if start else x
                counted = node.each_call is not None and bool(
                    self.depth_arg(x, node.each_call in self.depth.takes_depth)
                )
                if node.each_call is not None and not counted:  # the loop runs in C
                    call = self.name_of(node.each_call, "valid")
                    out.append(f"{ind}if not all(map({call}, {source})):")
                    out.append(f"{ind}    return False")
                else:
                    out.append(f"{ind}for {v} in {source}:")
                    out += body
            elif body:
                source = f"enumerate({x}[{start}:], {start})" if start else f"enumerate({x})"
                out.append(f"{ind}for {index}, {v} in {source}:")
                out += body
        return out

    def render_union(self, node: Union, x: str, p: str, e: str, depth: int) -> list[str]:
        ind = "    " * depth
        tests = [self.verdict(arm.verdict, x) for arm in node.arms]
        if self.boolean:
            # `anyOf`, or a `oneOf` whose arms take disjoint JSON types (at most one can pass):
            # the first arm that passes decides, the others are not asked
            if not node.one or node.exclusive:
                if "True" in tests:  # an arm that accepts everything: nothing to ask (SIM222)
                    return []
                return [f"{ind}if not ({any_of(tests, x)}):", f"{ind}    return False"]
            return [f"{ind}if {' + '.join(tests)} != 1:", f"{ind}    return False"]
        n, branches = self.var(), []
        out = [f"{ind}{n} = {' + '.join(f'({t})' for t in tests)}", f"{ind}if {n} == 0:"]
        for arm in node.arms:
            errs = self.var()
            branches.append(errs)
            out.append(f"{ind}    {errs}: list[Problem] = []")
            out += self.render(arm.problems or (), x, p, errs, depth + 1)
        out.append(f"{ind}    {e}.extend(rt.closest_branches([{', '.join(branches)}], {p}))")
        if node.one:
            out.append(f"{ind}elif {n} > 1:")
            out.append(
                self.problem(
                    p, pr.too_many_arms(node.at), {"matches": f"str({n})"}, e, ind + "    "
                )
            )
        # The strict profile looks inside the arms that passed (the values they enter may hold
        # unknown properties); an arm that passes strictly too leaves nothing to report.
        strict_arms: list[str] = []
        passed: list[str] = []
        for arm, test in zip(node.arms, tests, strict=True):
            found = self.var()
            passed.append(found)
            strict_arms.append(f"{ind}    {found}: list[Problem] | None = None")
            strict_arms.append(f"{ind}    if {test}:")
            strict_arms.append(f"{ind}        {found} = []")
            if arm.strict is not None:
                strict_arms += self.render(arm.strict, x, p, found, depth + 2)
        if node.strict:
            out.append(f"{ind}elif strict:")
            out += strict_arms
            out.append(f"{ind}    {e}.extend(rt.strict_branches([{', '.join(passed)}], {p}))")
        return out

    def render_property(self, node: Property, x: str, p: str, e: str, depth: int) -> list[str]:
        ind, name = "    " * depth, node.name
        v = self.descend(self.var(), x)
        body = self.render(node.body, v, f"{p} + {pointer_literal(name)}", e, depth + 1)
        if not body:
            return []
        # a body that answers without the value (a `false` subschema) reads no variable
        reads = node.reads and uses(body, v)
        if node.access is Access.PRESENT:  # `required` was checked first: it is there
            if not reads:
                return [line[4:] for line in body]
            return [f"{ind}{v} = {x}[{py_literal(name)}]", *(line[4:] for line in body)]
        if not reads:
            return [f"{ind}if {py_literal(name)} in {x}:", *body]
        if node.access is Access.IF_PRESENT:  # `in` and a subscript cost less than `get`
            return [
                f"{ind}if {py_literal(name)} in {x}:",
                f"{ind}    {v} = {x}[{py_literal(name)}]",
                *body,
            ]
        return [
            f"{ind}{v} = {x}.get({py_literal(name)}, rt.MISSING)",
            f"{ind}if {v} is not rt.MISSING:",
            *body,
        ]

    def render_property_loop(
        self, node: PropertyLoop, x: str, p: str, e: str, depth: int
    ) -> list[str]:
        ind, at = "    " * depth, node.at
        out: list[str] = []
        known = self.const(
            "KNOWN",
            "frozenset({" + ", ".join(py_literal(n) for n in node.known) + "})",
            "frozenset[str]",
        )
        patterns = [(self.pattern(pat, where), block) for pat, where, block in node.patterns]
        k, v = self.var(), self.descend(self.var(), x)
        path = f'{p} + "/" + rt.escape({k})'
        loop: list[str] = []
        inner = "    " * (depth + 2)
        for name, block in patterns:
            loop.append(f"{inner[:-4]}if {name}.search({k}) is not None:")
            loop += self.render(block, v, path, e, depth + 2) or [f"{inner}pass"]
        if node.closed or node.additional is not None:
            matched = " or ".join(f"{name}.search({k}) is not None" for name, _ in patterns)
            cond = f"{k} not in {known}" + (f" and not ({matched})" if matched else "")
            loop.append(f"{inner[:-4]}if {cond}:")
            if node.additional is None:
                loop.append(self.problem(p, pr.unexpected(at), {"key": f"rt.show({k})"}, e, inner))
            else:
                loop += self.render(node.additional, v, path, e, depth + 2) or [f"{inner}pass"]
        if all(line.strip() == "pass" or line.strip().startswith("if ") for line in loop):
            return out  # every branch is empty: nothing to check
        if node.by_set:
            out.append(f"{ind}if not {known}.issuperset({x}):")
            if self.boolean:  # the fast path: one set test
                out.append(f"{ind}    return False")
            else:
                out.append(f"{ind}    for {k} in {x}:")
                out += ["    " + line for line in loop]
        else:
            out.append(
                f"{ind}for {k}, {v} in {x}.items():" if uses(loop, v) else f"{ind}for {k} in {x}:"
            )
            out += loop
        return out

    def render_keyword(self, node: Keyword, x: str, p: str, e: str, depth: int) -> list[str]:
        check, ind, at = node.check, "    " * depth, node.at
        specs = pr.keyword_problem(check, at)
        found = {"found": f"rt.show({x})"}
        out: list[str] = []
        if isinstance(check, c.Types):
            out.append(f"{ind}if not ({types_test(check.names, x)}):")
            holes = {"kind": f"rt.kind({x})"}
        elif isinstance(check, c.Const):
            value = py_literal(check.value)
            test = (
                f"{x} != {value}"
                if isinstance(check.value, str)
                else f"not rt.json_equal({x}, {value})"
            )
            out.append(f"{ind}if {test}:")
            holes = found
        elif isinstance(check, c.EnumOf):
            if all(isinstance(v, str) for v in check.values):
                name = self.const(
                    "ENUM", "frozenset({" + ", ".join(py_literal(v) for v in check.values) + "})"
                )
                out.append(f"{ind}if not (isinstance({x}, str) and {x} in {name}):")
            else:  # JSON equality by hashing stand-ins: one lookup, however many values
                name = self.const(
                    "ENUM", f"rt.canonical_set({py_literal(list(check.values))})", "frozenset[Any]"
                )
                out.append(f"{ind}if rt.canonical({x}) not in {name}:")
            holes = found
        elif isinstance(check, c.StringBound):
            op = "<" if check.keyword == "minLength" else ">"
            # len() counts code points; a string shorter in UTF-16 units is never longer in those
            out.append(f"{ind}if len({x}) {op} {check.limit}:")
            holes = {"length": f"str(len({x}))"}
        elif isinstance(check, c.Pattern):
            name = self.pattern(check.pattern, at + "/pattern")
            out.append(f"{ind}if {name}.search({x}) is None:")
            holes = found
        elif isinstance(check, c.NumberBound):
            op = {
                "minimum": "<",
                "maximum": ">",
                "exclusiveMinimum": "<=",
                "exclusiveMaximum": ">=",
            }[check.keyword]
            out.append(f"{ind}if {x} {op} {py_literal(check.limit)}:")
            holes = found
        elif isinstance(check, c.MultipleOf):
            out.append(f"{ind}if not rt.multiple_of({x}, {py_literal(check.factor)}):")
            holes = found
        elif isinstance(check, c.CountBound):
            op = "<" if check.keyword.startswith("min") else ">"
            out.append(f"{ind}if len({x}) {op} {check.limit}:")
            holes = {"size": f"str(len({x}))"}
        elif isinstance(check, c.DependentRequired):
            rules = iter(specs)
            for name, needs in check.rules:
                if not needs:
                    continue
                out.append(f"{ind}if {py_literal(name)} in {x}:")
                for need in needs:
                    out.append(f"{ind}    if {py_literal(need)} not in {x}:")
                    out.append(self.problem(p, next(rules), {}, e, ind + "        "))
            return out
        elif isinstance(check, c.UniqueItems):
            out.append(f"{ind}if not rt.unique({x}):")
            holes = {}
        elif isinstance(check, c.Format):
            out.append(f"{ind}if not rt.format_ok({py_literal(check.name)}, {x}):")
            holes = found
        else:
            raise TypeError(check)
        out.append(self.problem(p, specs[0], holes, e, ind + "    "))
        return out

    def render_dispatch(self, node: Dispatch, x: str, p: str, e: str, depth: int) -> list[str]:
        ind, at = "    " * depth, node.at
        mode = "valid" if self.boolean else "check"
        table = f"_{'VALID' if self.boolean else 'CHECK'}_BY_TAG{self.prefix}{len(self.tables) + 1}"
        targets = [target for _, target in node.table]
        targets += [node.fallback[1]] if node.fallback is not None else []
        # a table whose arms all take the depth is called with it (arms reaching a cycle)
        takes = all(target in self.depth.takes_depth for target in targets)
        int_ = ", int" if takes else ""
        signature = (
            f"Callable[[Any{int_}], bool]"
            if self.boolean
            else f"Callable[[Any, str, list[Problem], bool{int_}], None]"
        )
        self.uses.update(("Callable", "Any") if self.boolean else ("Callable", "Any", "Problem"))
        self.constants.append(f"{table}: dict[str, {signature}] = {{}}")
        entries = ", ".join(
            f"{py_literal(tag)}: {self.name_of(target, mode)}" for tag, target in node.table
        )
        self.tables.append(f"{table}.update({{{entries}}})")
        tag, fn = self.var(), self.var()
        level = self.depth_arg(x, takes)
        args = f"{x}{level}" if self.boolean else f"{x}, {p}, {e}, strict{level}"
        fallback = None
        if node.fallback is not None:
            pattern, target = node.fallback
            fallback = (self.pattern(pattern, at), self.name_of(target, mode))
        if self.boolean:
            out = [
                f"{ind}if not isinstance({x}, dict):",
                f"{ind}    return False",
                f"{ind}{tag} = {x}.get({py_literal(node.tag)})",
                f"{ind}{fn} = {table}.get({tag}) if isinstance({tag}, str) else None",
            ]
            if fallback is not None:
                claimed = f"isinstance({tag}, str) and {fallback[0]}.search({tag}) is not None"
                out += [
                    f"{ind}if {fn} is not None:",
                    f"{ind}    if not {fn}({args}):",
                    f"{ind}        return False",
                    f"{ind}elif not ({claimed} and {fallback[1]}({args})):",
                    f"{ind}    return False",
                ]
            else:
                out += [
                    f"{ind}if {fn} is None:",
                    f"{ind}    return False",
                    f"{ind}if not {fn}({args}):",
                    f"{ind}    return False",
                ]
            return out
        out = [
            f"{ind}if isinstance({x}, dict):",
            f"{ind}    {tag} = {x}.get({py_literal(node.tag)}, rt.MISSING)",
            f"{ind}    {fn} = {table}.get({tag}) if isinstance({tag}, str) else None",
            f"{ind}    if {fn} is not None:",
            f"{ind}        {fn}({args})",
        ]
        if fallback is not None:
            out += [
                f"{ind}    elif isinstance({tag}, str) and {fallback[0]}.search({tag}) is not None:",
                f"{ind}        {fallback[1]}({args})",
            ]
        out += [
            f"{ind}    elif {tag} is rt.MISSING:",
            self.problem(p, pr.tag_missing(at, node.tag), {}, e, ind + "        "),
            f"{ind}    else:",
            self.problem(
                f"{p} + {pointer_literal(node.tag)}",
                pr.tag_unknown(at, tuple(t for t, _ in node.table), node.fallback is not None),
                {"found": f"rt.show({tag})"},
                e,
                ind + "        ",
            ),
            f"{ind}else:",
            self.problem(p, pr.not_object(at), {"kind": f"rt.kind({x})"}, e, ind + "    "),
        ]
        return out


def _docstring(text: str) -> str:
    """A docstring saying `text`: every character a docstring cannot hold as it is (quotes,
    backslashes, newlines, NUL, lone surrogates) written as its escape."""
    return '"""' + "".join(map(_docstring_char, text)) + '"""'


def _docstring_char(ch: str) -> str:
    if ch == '"':
        return '\\"'
    if ch == "\\" or not ch.isprintable():
        return py_literal(ch)[1:-1]  # the escape repr writes
    return ch


def cheap_first(block: Block) -> Block:
    """`block` with, in each run of property checks, a closed object's key-set test first, then
    the required properties, then the optional ones; each of the two with the properties whose
    checks are flat (no loop, no call, no nested object) before the others. The fast path only
    answers yes or no and these checks are independent (each reads its own key, the key-set
    test only the keys), so their order changes nothing but how soon an invalid value is turned
    away: on what every valid document carries first, and before walking arrays and objects.
    The order depends on the schema's meaning only (`required`, the checks), never on the order
    of its keys."""

    def rank(node: Node) -> tuple[int, int]:
        if isinstance(node, Property):
            return (1 if node.access is Access.PRESENT else 2, 1 if flat(node.body) else 2)
        return (0, 0)  # the key-set test

    out: list[Node] = []
    run: list[Node] = []
    for node in block:
        if isinstance(node, Property) or (
            isinstance(node, PropertyLoop) and node.by_set and not node.patterns
        ):
            run.append(node)
            continue
        out += sorted(run, key=rank)
        run = []
        out.append(node)
    out += sorted(run, key=rank)
    return tuple(out)


def flat(block: Block) -> bool:
    """Whether `block` only tests the value itself (keywords, type guards, inlined such)."""
    return all(
        isinstance(node, (Keyword, Reject))
        or (isinstance(node, (Guard, Inline)) and flat(node.body))
        for node in block
    )
