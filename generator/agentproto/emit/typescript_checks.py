"""Validation functions in TypeScript, rendered from the validation plan (`plan/tree.py`).

One function serves both questions: every function is `(x: unknown, p: string, e: Problem[] |
null) => boolean`. With `e === null` (the fast path, `isValid`) a failed check returns `false`
at once and nothing is allocated; with a list it appends a `Problem` (instance pointer, keyword,
message, schema location) for every violation and goes on. So `errors()` on a valid document
runs exactly the code `isValid` runs. The plan rendered is the checking flavour's; a union's
branch problems are gathered into lists of their own (never null), where a failed check only
reports.

Subschemas that are decided as a whole (the arms of `anyOf`/`oneOf`, `not`, `if`, `contains`)
become functions of their own, written once per schema, as the plan's verdicts say. What a
schema names (property names, patterns, tags, constants) reaches the source only as JSON string
literals (`ts_literal`), which are valid TypeScript whatever they hold.

Depth is counted only where `plan/depth.py` says a function can recurse with the document:
such a function takes one more argument, `d = 0` (the arrays and objects around its value),
passes it on plus the levels descended to each callee that takes it, and one on a cycle of
calls throws `rt.TooDeep` (with its pointer) at an array or object nested `MAX_DEPTH` deep,
which the entity's entry points turn into `false` or one `maxDepth` problem. Every other
function counts nothing; a stack overflow (`RangeError`) is still answered `maxDepth` there,
for a caller whose stack was nearly full already.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable

from ..errors import Unsupported
from ..ir import checks as c
from ..load import escape
from ..patterns import decide
from ..plan import problems as pr
from ..plan.checks import Flavour
from ..plan.depth import MAX_DEPTH, plan_depth
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
    WhenPresent,
    WhenValid,
    renderers,
)
from .numbers import Numbers, ceil_double, decimal, floor_double

#: how many lines of checks one function body holds before its runs of checks are cut into
#: functions of their own (tsc's control flow analysis gives up on very long bodies, TS2563)
CHUNK_LINES = 1000
#: a union cut into functions (`render_union`) keeps an arm's checks inline up to this many lines
ARM_LINES = 3
GUARDS = {
    "string": 'typeof {x} === "string"',
    "number": 'typeof {x} === "number"',
    "object": "rt.isObject({x})",
    "array": "rt.isArray({x})",
}
TYPE_TESTS = {
    "null": "{x} === null",
    "boolean": 'typeof {x} === "boolean"',
    "string": 'typeof {x} === "string"',
    "number": "rt.isNumber({x})",
    "integer": "rt.isInteger({x})",
    "object": "rt.isObject({x})",
    "array": "rt.isArray({x})",
}
# Names an object inherits from Object.prototype: for these `x[name]` is defined even when the
# JSON had no such property, so presence is asked with `Object.hasOwn`.
INHERITED = frozenset(
    {
        "__proto__",
        "constructor",
        "hasOwnProperty",
        "isPrototypeOf",
        "propertyIsEnumerable",
        "toLocaleString",
        "toString",
        "valueOf",
        "__defineGetter__",
        "__defineSetter__",
        "__lookupGetter__",
        "__lookupSetter__",
    }
)


# Up to this many property names, a closed object's keys are compared with each name rather
# than looked up in a set.
KNOWN_BY_COMPARISON = 16


def lazy(p: str, e: str) -> str:
    """A path passed to a call: on the fast path (the function's own list `e` null) nothing
    is reported, so a path to be built (an item's, a property's) is not built."""
    if e != "e" or p == "p":
        return p
    return f'(e === null ? "" : {p})'


def ts_literal(value: object) -> str:
    """A JSON value as a TypeScript literal. JSON text is a valid expression; ASCII only, so
    line terminators, lone surrogates and the like are escapes, never raw characters."""
    return json.dumps(value, ensure_ascii=True, sort_keys=True)


class TsCheckWriter:
    """Renders the validation plan (`plan/tree.py`) of each function of one check program as
    TypeScript, one method per node kind. `name_of(key)` names the function of a location.

    The plan rendered is the checking flavour's: TypeScript's one function serves both
    questions, and each problem it reports is, with `e === null`, `return false`."""

    def __init__(
        self,
        schemas: dict[c.FunctionKey, c.Schema],
        name_of: Callable[[c.FunctionKey], str],
        prefix: str = "",
        *,
        numbers: Numbers,
    ) -> None:
        self.schemas = schemas
        # what JavaScript numbers hold (targets/typescript.py): a literal no double equals is
        # matched by nothing, bounds become the doubles next to them
        self.held = numbers
        self.planner = Planner(schemas)
        self.prefix = prefix  # before every module-level name, when programs share a module
        self.name_of = name_of
        self.constants: list[str] = []
        self.helpers: list[str] = []
        self.const_names: dict[str, str] = {}
        self.sub_names: dict[int, tuple[c.Schema, str]] = {}
        self.eval_names: dict[tuple[str, int], tuple[c.Schema, str]] = {}
        self.counter = 0
        self.chunks = 0  # functions a long block was cut into (`chunk`)
        self.chunk_names: dict[str, str] = {}  # a chunk's text after its name -> its name
        self.guards: list[tuple[str, str]] = []  # the type guards (value, kind) being rendered in
        # whether a function asserts a format: its module then imports `fm` (formats.ts)
        self.uses_formats = False
        # the functions that take the depth, by name (see the module's docstring), whether the
        # one being written does, and how many levels below its `x` each value expression is
        depth = plan_depth(schemas)
        self.takes = {name_of(key) for key in depth.takes_depth if key in schemas}
        self.cyclic = {name_of(key) for key in depth.cyclic if key in schemas}
        self.carries_sub = depth.carries
        self.carries = False
        self.levels: dict[str, int] = {}
        self.render_node: dict[type, Callable[..., list[str]]] = renderers(self)

    # -- the pieces ------------------------------------------------------------------------------

    def var(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def child(self, v: str, x: str) -> str:
        """Record that the value expression `v` is one level below `x`."""
        self.levels[v] = self.levels.get(x, 0) + 1
        return v

    def call(self, name: str, x: str, args: str) -> str:
        """A call of the function `name` on `x` (`args`: path, list, strict), passing the
        depth where it is taken."""
        if self.carries and name in self.takes:
            level = self.levels.get(x, 0)
            strict = "" if args.endswith("strict") else ", false"
            return f"{name}({x}, {args}{strict}, {f'd + {level}' if level else 'd'})"
        return f"{name}({x}, {args})"

    def const(self, prefix: str, source: str) -> str:
        if source not in self.const_names:
            self.const_names[source] = f"{self.prefix}{prefix}{len(self.const_names) + 1}"
            self.constants.append(f"const {self.const_names[source]} = {source};")
        return self.const_names[source]

    def pattern(self, source: str, at: str) -> str:
        """A module constant: the pattern as `patterns.decide` prints it for ECMA-262 engines
        (every set spelled out, so V8's own Unicode tables decide nothing), compiled in Unicode
        mode; a pattern no target may run is refused naming where."""
        try:
            decided = decide(source)
        except ValueError as exc:
            file, _, pointer = at.partition("#")
            raise Unsupported(file, pointer, f"pattern {source!r}: {exc}") from None
        if decided.zero_width_start:
            compiled = f'rt.codePointPattern(new RegExp({ts_literal(decided.ecma)}, "uy"))'
        else:
            compiled = f'new RegExp({ts_literal(decided.ecma)}, "u")'
        return self.const("RE", compiled)

    def failed(self, ind: str, e: str) -> list[str]:
        """What a failed check does besides reporting: the function's own list `e` is null on
        the fast path (answer at once) and the verdict turns false; a list of a union's
        branches only gathers."""
        if e != "e":
            return []
        return [f"{ind}if (e === null) return false;", f"{ind}ok = false;"]

    def fail(
        self, ind: str, e: str, path: str, spec: pr.ProblemSpec, holes: dict[str, str]
    ) -> list[str]:
        """A failed check reporting the problem `spec` says, its message's runtime holes filled
        by the expressions `holes` names."""
        message = " + ".join(
            holes[text] if hole else ts_literal(text) for hole, text in spec.parts()
        )
        keyword, at = ts_literal(spec.keyword), ts_literal(spec.schema)
        return [
            *self.failed(ind, e),
            f"{ind}{e}.push(rt.problem({path}, {keyword}, {message}, {at}));",
        ]

    def called(self, ind: str, call: str, e: str) -> list[str]:
        """A call reporting into `e` itself; its verdict counts as a failed check's."""
        if e != "e":
            return [f"{ind}{call};"]
        return [f"{ind}if (!{call}) {{", *self.failed(ind + "  ", e), f"{ind}}}"]

    def verdict(self, verdict: Verdict, x: str, p: str) -> str:
        """An expression: whether `x` is valid against the verdict's subschema."""
        # (with no list to report into, the path is never read: none is built)
        if verdict.constant is not None:  # a call, not a literal: tsc narrows nothing away
            return f'rt.{"always" if verdict.constant else "never"}({x}, "", null)'
        if verdict.call is not None:
            return self.call(self.name_of(verdict.call), x, '"", null')
        assert verdict.schema is not None
        return self.call(self.sub(verdict.schema), x, '"", null')

    def sub(self, s: c.Schema) -> str:
        """The name of a function deciding `s` as a whole (same signature as every function)."""
        if len(s.checks) == 1 and isinstance(s.checks[0], c.Call):
            return self.name_of(s.checks[0].target)
        if s.always is True:
            return "rt.always"
        if id(s) not in self.sub_names:
            name = f"{self.prefix}s{len(self.sub_names) + 1}"
            self.sub_names[id(s)] = (s, name)
            if self.carries_sub(s):
                self.takes.add(name)
            self.helpers.append(self.function(name, s))
        return self.sub_names[id(s)][1]

    def function(self, name: str, s: c.Schema, export: bool = False) -> str:
        saved = self.counter, self.carries, self.levels
        self.counter, self.carries, self.levels = 0, name in self.takes, {}
        body = self.render(self.planner.function(s, Flavour.CHECK), "x", "p", "e", "  ")
        self.counter, self.carries, self.levels = saved
        if name in self.cyclic:  # the recursion stops here
            body = [
                f"  if (d >= {MAX_DEPTH} && rt.isNested(x)) throw new rt.TooDeep(e === null ? null : p);",
                *body,
            ]
        head = "export " if export else ""
        depth = ", d = 0" if name in self.takes else ""
        lines = [
            f"{head}function {name}(x: unknown, p: string, e: Problem[] | null, strict = false{depth}): boolean {{"
        ]
        if any(line.strip().endswith("ok = false;") for line in body):
            lines += ["  let ok = true;", *body, "  return ok;", "}"]
        else:
            lines += [*body, "  return true;", "}"]
        return "\n".join(lines)

    # -- the plan's nodes ------------------------------------------------------------------------

    def render(self, block: Block, x: str, p: str, e: str, ind: str) -> list[str]:
        parts = [self.render_node[type(node)](node, x, p, e, ind) for node in block]
        if sum(len(part) for part in parts) <= CHUNK_LINES:
            return [line for part in parts for line in part]
        # A long run of checks is cut into functions of their own: tsc gives up on a function
        # body too large for its control flow analysis (TS2563). Each group of nodes is
        # rendered again in its function, where the value is that function's `x`.
        groups: list[list[int]] = [[]]
        size = 0
        for i, part in enumerate(parts):
            if groups[-1] and size + len(part) > CHUNK_LINES:
                groups.append([])
                size = 0
            groups[-1].append(i)
            size += len(part)
        out: list[str] = []
        for group in groups:
            if len(group) == 1:  # one node: its own long blocks were cut already
                out += parts[group[0]]
            else:
                out += self.chunk(tuple(block[i] for i in group), x, p, e, ind)
        return out

    def chunk(self, nodes: Block, x: str, p: str, e: str, ind: str) -> list[str]:
        """The nodes as a function of their own on the same value, called where they were;
        the type guards around them are repeated inside (tsc narrows per function). `e` may
        be a union's list of a branch's problems: the function, given a list, reports every
        problem into it, and its verdict is not read.

        A function is written once per body: a block measured, then rendered again cut,
        finds the functions its first rendering wrote rather than writing orphans."""
        guards = [kind for guarded, kind in self.guards if guarded == x]
        saved = self.counter, self.levels, self.guards
        self.counter, self.levels, self.guards = 0, {}, [("x", kind) for kind in guards]
        inner = "  " * (len(guards) + 1)
        body = self.render(nodes, "x", "p", "e", inner)
        self.counter, self.levels, self.guards = saved
        for depth, kind in reversed(list(enumerate(guards))):
            pad = "  " * (depth + 1)
            body = [f"{pad}if ({GUARDS[kind].format(x='x')}) {{", *body, f"{pad}}}"]
        depth_param = ", d = 0" if self.carries else ""
        signature = (
            f"(x: unknown, p: string, e: Problem[] | null, strict = false{depth_param}): boolean {{"
        )
        if any(line.strip().endswith("ok = false;") for line in body):
            text = "\n".join([signature, "  let ok = true;", *body, "  return ok;", "}"])
        else:
            text = "\n".join([signature, *body, "  return true;", "}"])
        if text not in self.chunk_names:
            self.chunks += 1
            self.chunk_names[text] = f"{self.prefix}k{self.chunks}"
            self.helpers.append(f"function {self.chunk_names[text]}{text}")
        name = self.chunk_names[text]
        args = f"{x}, {lazy(p, e)}, {e}, strict"
        if self.carries:
            level = self.levels.get(x, 0)
            args += f", d + {level}" if level else ", d"
        return self.called(ind, f"{name}({args})", e)

    def render_reject(self, node: Reject, x: str, p: str, e: str, ind: str) -> list[str]:
        return self.fail(ind, e, p, pr.rejected(node.at), {})

    def render_split(self, node: Split, x: str, p: str, e: str, ind: str) -> list[str]:
        return self.called(
            ind, self.call(self.sub(node.schema), x, f"{lazy(p, e)}, {e}, strict"), e
        )

    def render_guard(self, node: Guard, x: str, p: str, e: str, ind: str) -> list[str]:
        self.guards.append((x, node.kind))
        inner = self.render(node.body, x, p, e, ind + "  ")
        self.guards.pop()
        if not inner:
            return []
        return [f"{ind}if ({GUARDS[node.kind].format(x=x)}) {{", *inner, f"{ind}}}"]

    def render_unknown(
        self, node: UnknownProperties, x: str, p: str, e: str, ind: str
    ) -> list[str]:
        """The strict profile: what no schema applied to the object names is a problem."""
        seen = self.evaluated(node.schema, "properties")
        report = f"rt.unknownProperties({x}, {p}, {seen}({x}), {ts_literal(node.schema.at)}, {e})"
        if e != "e":
            return [f"{ind}if (strict && rt.isObject({x})) {{", f"{ind}  {report};", f"{ind}}}"]
        return [
            f"{ind}if (strict && e !== null && rt.isObject({x})) {{",
            f"{ind}  if ({report}) ok = false;",
            f"{ind}}}",
        ]

    def render_call(self, node: CallFunction, x: str, p: str, e: str, ind: str) -> list[str]:
        call = self.call(self.name_of(node.target), x, f"{lazy(p, e)}, {e}, strict")
        return self.called(ind, call, e)

    def render_inline(self, node: Inline, x: str, p: str, e: str, ind: str) -> list[str]:
        return self.render(node.body, x, p, e, ind)

    def render_require(self, node: Require, x: str, p: str, e: str, ind: str) -> list[str]:
        deeper = ind + "  "
        out: list[str] = []
        if node.as_set:  # one loop over (name, the name as messages show it) pairs
            spec = pr.required(node.at, None)
            pairs = [[n, pr.show(n)] for n in dict.fromkeys(node.names)]
            names = self.const("REQUIRED", f"{ts_literal(pairs)} as const")
            k, m = self.var("k"), self.var("m")
            out.append(f"{ind}for (const [{k}, {m}] of {names}) {{")
            out.append(f"{deeper}if (!Object.hasOwn({x}, {k})) {{")
            out += self.fail(deeper + "  ", e, p, spec, {"key": m})  # the name as `show` writes it
            out.append(f"{deeper}}}")
            out.append(f"{ind}}}")
            return out
        for name in node.names:
            # as a property is read (see `render_property`): an inline cache's load, which
            # `Object.hasOwn` is not, and often the load the property's checks made already
            absent = (
                f"!Object.hasOwn({x}, {ts_literal(name)})"
                if name in INHERITED
                else f"{x}[{ts_literal(name)}] === undefined"
            )
            out.append(f"{ind}if ({absent}) {{")
            out += self.fail(deeper, e, p, pr.required(node.at, name), {})
            out.append(f"{ind}}}")
        return out

    def render_each_key(self, node: EachKey, x: str, p: str, e: str, ind: str) -> list[str]:
        k = self.child(self.var("k"), x)
        body = self.render(node.body, k, p, e, ind + "  ")
        if not body:
            return []
        return [f"{ind}for (const {k} of Object.keys({x})) {{", *body, f"{ind}}}"]

    def render_when_present(self, node: WhenPresent, x: str, p: str, e: str, ind: str) -> list[str]:
        body = self.render(node.body, x, p, e, ind + "  ")
        if not body:
            return []
        return [f"{ind}if (Object.hasOwn({x}, {ts_literal(node.name)})) {{", *body, f"{ind}}}"]

    def render_count(self, node: Count, x: str, p: str, e: str, ind: str) -> list[str]:
        deeper = ind + "  "
        n, i = self.var("n"), self.var("i")
        test = self.verdict(node.verdict, self.child(f"{x}[{i}]", x), '""')
        out = [
            f"{ind}let {n} = 0;",
            f"{ind}for (let {i} = 0; {i} < {x}.length; {i}++) {{",
            f"{deeper}if ({test}) {n}++;",
            f"{ind}}}",
            f"{ind}if ({n} < {node.min}) {{",
        ]
        keyword = "minContains" if node.min != 1 else "contains"
        spec = pr.contains(node.at, keyword, node.min)
        out += self.fail(deeper, e, p, spec, {"count": f"String({n})"})
        out.append(f"{ind}}}")
        if node.max is not None:
            out.append(f"{ind}if ({n} > {node.max}) {{")
            spec = pr.contains(node.at, "maxContains", node.max)
            out += self.fail(deeper, e, p, spec, {"count": f"String({n})"})
            out.append(f"{ind}}}")
        return out

    def render_negation(self, node: Negation, x: str, p: str, e: str, ind: str) -> list[str]:
        return [
            f"{ind}if ({self.verdict(node.verdict, x, p)}) {{",
            *self.fail(ind + "  ", e, p, pr.negated(node.at, node.schema_at), {}),
            f"{ind}}}",
        ]

    def render_conditional(self, node: Conditional, x: str, p: str, e: str, ind: str) -> list[str]:
        deeper = ind + "  "
        then = self.render(node.then, x, p, e, deeper) if node.then is not None else []
        else_ = self.render(node.else_, x, p, e, deeper) if node.else_ is not None else []
        test = self.verdict(node.test, x, p)
        out: list[str] = []
        if then:
            out.append(f"{ind}if ({test}) {{")
            out += then
            if else_:
                out.append(f"{ind}}} else {{")
                out += else_
            out.append(f"{ind}}}")
        elif else_:
            out.append(f"{ind}if (!{test}) {{")
            out += else_
            out.append(f"{ind}}}")
        return out

    def render_each_item(self, node: EachItem, x: str, p: str, e: str, ind: str) -> list[str]:
        # (`each_call`, the fast path's one call over all items, is not in the checking plan)
        out: list[str] = []
        deeper = ind + "  "
        for i, block in enumerate(node.prefix):
            v = self.child(self.var(), x)
            body = self.render(block, v, f'{p} + "/{i}"', e, deeper)
            if body:
                out += [f"{ind}if ({x}.length > {i}) {{", f"{deeper}const {v} = {x}[{i}];"]
                out += body
                out.append(f"{ind}}}")
        if node.rest is not None:
            n, v = self.var("i"), self.child(self.var(), x)
            body = self.render(node.rest, v, f'{p} + "/" + {n}', e, deeper)
            if body:
                out.append(f"{ind}for (let {n} = {node.start}; {n} < {x}.length; {n}++) {{")
                out.append(f"{deeper}const {v} = {x}[{n}];")
                out += body
                out.append(f"{ind}}}")
        return out

    def render_property(self, node: Property, x: str, p: str, e: str, ind: str) -> list[str]:
        # Every access reads once: JSON has no `undefined`, so a property that is there is
        # defined (but for names every object inherits, asked with `Object.hasOwn`).
        deeper, name = ind + "  ", node.name
        v = self.child(self.var(), x)
        path = f"{p} + {ts_literal('/' + escape(name))}"
        body = self.render(node.body, v, path, e, deeper)
        if not body:
            return []
        if not node.reads:
            return [f"{ind}if (Object.hasOwn({x}, {ts_literal(name)})) {{", *body, f"{ind}}}"]
        if name in INHERITED:
            head = [
                f"{ind}if (Object.hasOwn({x}, {ts_literal(name)})) {{",
                f"{deeper}const {v} = {x}[{ts_literal(name)}];",
            ]
        else:
            head = [f"{ind}const {v} = {x}[{ts_literal(name)}];", f"{ind}if ({v} !== undefined) {{"]
        return [*head, *body, f"{ind}}}"]

    def render_property_loop(
        self, node: PropertyLoop, x: str, p: str, e: str, ind: str
    ) -> list[str]:
        # (`by_set` is the fast path's shortcut; one loop answers both questions here)
        deeper = ind + "  "
        k, v = self.var("k"), self.child(self.var(), x)
        known_test = self.known_names(node.known)
        path = f'{p} + "/" + rt.escape({k})'
        inner = deeper + "  "
        loop: list[str] = []
        patterns = [(self.pattern(pat, where), block) for pat, where, block in node.patterns]
        for name, block in patterns:
            body = self.render(block, v, path, e, inner)
            if body:
                loop += [f"{deeper}if ({name}.test({k})) {{", *body, f"{deeper}}}"]
        if node.closed or node.additional is not None:
            cond = f"!{known_test}({k})" + "".join(f" && !{name}.test({k})" for name, _ in patterns)
            if node.additional is None:
                spec = pr.unexpected(node.at)
                body = self.fail(inner, e, p, spec, {"key": f"rt.show({k})"})
            else:
                body = self.render(node.additional, v, path, e, inner)
            if body:
                loop += [f"{deeper}if ({cond}) {{", *body, f"{deeper}}}"]
        if not loop:
            return []
        out = [f"{ind}for (const {k} in {x}) {{"]
        if any(v in line for line in loop):
            out.append(f"{deeper}const {v} = {x}[{k}];")
        return [*out, *loop, f"{ind}}}"]

    def known_names(self, names: tuple[str, ...]) -> str:
        """A module function: whether a key is one of `names`. A few names are compared one by
        one (keys and literals are interned strings, so each comparison is a pointer's), which
        is faster than hashing the key into a set; many are looked up in a set."""
        if len(names) > KNOWN_BY_COMPARISON:
            table = self.const("KNOWN", f"new Set<string>({ts_literal(list(names))})")
            return f"{table}.has"
        cases = " ".join(f"case {ts_literal(n)}:" for n in names)
        body = (
            f"switch (k) {{ {cases} return true; default: return false; }}"
            if names
            else "return false;"
        )
        return self.const("KNOWN", f"(k: string): boolean => {{ {body} }}")

    def render_union(self, node: Union, x: str, p: str, e: str, ind: str) -> list[str]:
        out = self.union(node, x, p, e, ind, cut=False)
        if len(out) <= CHUNK_LINES:
            return out
        # One union of many arms is one node, which the cut of long blocks (`render`) keeps
        # whole: here each arm's problems and strict checks become functions of their own,
        # so the union is a line or a few per arm (tsc's TS2563, Azure Pipelines' 259 arms).
        return self.union(node, x, p, e, ind, cut=True)

    def arm(self, nodes: Block, x: str, p: str, b: str, ind: str, cut: bool) -> list[str]:
        """An arm's checks reporting into its list `b`; cut, a function of their own when
        they take more than a few lines."""
        lines = self.render(nodes, x, p, b, ind)
        if not cut or len(lines) <= ARM_LINES:
            return lines
        return self.chunk(nodes, x, p, b, ind)

    def union(self, node: Union, x: str, p: str, e: str, ind: str, cut: bool) -> list[str]:
        deeper = ind + "  "
        tests = [self.verdict(arm.verdict, x, p) for arm in node.arms]
        if not node.one:
            count = ""
            out = [f"{ind}if (!({' || '.join(tests)})) {{"]
        else:
            count = self.var("n")
            total = " + ".join(f"({t} ? 1 : 0)" for t in tests)
            out = [f"{ind}const {count} = {total};", f"{ind}if ({count} === 0) {{"]
        out += self.failed(deeper, e)
        branches = []
        for arm in node.arms:
            b = self.var("b")
            branches.append(b)
            out.append(f"{deeper}const {b}: Problem[] = [];")
            out += self.arm(arm.problems or (), x, p, b, deeper, cut)
        out.append(f"{deeper}{e}.push(...rt.closestBranches([{', '.join(branches)}], {p}));")
        out.append(f"{ind}}}")
        if node.one:
            out.append(f"{ind}if ({count} > 1) {{")
            spec = pr.too_many_arms(node.at)
            out += self.fail(deeper, e, p, spec, {"matches": f"String({count})"})
            out.append(f"{ind}}}")
        if not node.strict:
            return out
        # The strict profile looks inside the arms that passed (the values they enter may hold
        # unknown properties); an arm that passes strictly too leaves nothing to report.
        passed = "true" if not node.one else f"{count} === 1"
        looking = "strict && e !== null" if e == "e" else "strict"
        out.append(f"{ind}if ({looking} && {passed}) {{")
        found = []
        for arm, test in zip(node.arms, tests, strict=True):
            a, b = self.var("a"), self.var("b")
            found.append(a)
            out.append(f"{deeper}let {a}: Problem[] | null = null;")
            out.append(f"{deeper}if ({test}) {{")
            out.append(f"{deeper}  const {b}: Problem[] = [];")
            out += self.arm(arm.strict or (), x, p, b, deeper + "  ", cut)
            out.append(f"{deeper}  {a} = {b};")
            out.append(f"{deeper}}}")
        last = self.var("sb")
        out.append(f"{deeper}const {last} = rt.strictBranches([{', '.join(found)}]);")
        out.append(f"{deeper}if ({last}.length > 0) {{")
        if e == "e":
            out.append(f"{deeper}  ok = false;")
        out.append(f"{deeper}  {e}.push(...{last});")
        out.append(f"{deeper}}}")
        out.append(f"{ind}}}")
        return out

    def render_dispatch(self, node: Dispatch, x: str, p: str, e: str, ind: str) -> list[str]:
        # a switch on the tag calls the variant's function directly: no table to look the
        # tag up in, no call through a variable (which the engine could not inline)
        t, f = self.var("t"), self.var("sel")
        d, dd = ind + "  ", ind + "    "
        tag = ts_literal(node.tag)
        # read as a property is (see `render_property`)
        read_tag = (
            f"Object.hasOwn({x}, {tag}) ? {x}[{tag}] : undefined"
            if node.tag in INHERITED
            else f"{x}[{tag}]"
        )
        out = [
            f"{ind}if (rt.isObject({x})) {{",
            f"{d}const {t} = {read_tag};",
            f"{d}let {f}: boolean | null = null;",
            f"{d}switch ({t}) {{",
        ]
        for tag_value, fn in node.table:
            out.append(f"{dd}case {ts_literal(tag_value)}:")
            out.append(f"{dd}  {f} = {self.call(self.name_of(fn), x, f'{p}, {e}, strict')};")
            out.append(f"{dd}  break;")
        out.append(f"{d}}}")
        out.append(f"{d}if ({f} !== null) {{")
        if e == "e":
            out += [f"{dd}if (!{f}) {{", *self.failed(dd + "  ", e), f"{dd}}}"]
        if node.fallback is not None:
            pattern, fn = node.fallback
            regex = self.pattern(pattern, node.at)
            out.append(f'{d}}} else if (typeof {t} === "string" && {regex}.test({t})) {{')
            out += self.called(dd, self.call(self.name_of(fn), x, f"{p}, {e}, strict"), e)
        out.append(f"{d}}} else if ({t} === undefined) {{")
        out += self.fail(dd, e, p, pr.tag_missing(node.at, node.tag), {})
        out.append(f"{d}}} else {{")
        tags = tuple(tag_ for tag_, _ in node.table)
        unknown = pr.tag_unknown(node.at, tags, node.fallback is not None)
        at_tag = f"{p} + {ts_literal('/' + escape(node.tag))}"
        out += self.fail(dd, e, at_tag, unknown, {"found": f"rt.show({t})"})
        out.append(f"{d}}}")
        out.append(f"{ind}}} else {{")
        out += self.fail(d, e, p, pr.not_object(node.at), {"kind": f"rt.kind({x})"})
        out.append(f"{ind}}}")
        return out

    def render_unevaluated(
        self, node: UnevaluatedLoop, x: str, p: str, e: str, ind: str
    ) -> list[str]:
        seen, k, v = self.var("seen"), self.var("k"), self.child(self.var(), x)
        deeper, inner = ind + "  ", ind + "    "
        if node.kind == "properties":
            body = self.render(node.body, v, f'{p} + "/" + rt.escape({k})', e, inner)
            if not body:
                return []
            out = [
                f"{ind}const {seen} = {self.evaluated(node.others, 'properties')}({x});",
                f"{ind}for (const {k} of Object.keys({x})) {{",
            ]
        else:
            body = self.render(node.body, v, f'{p} + "/" + {k}', e, inner)
            if not body:
                return []
            out = [
                f"{ind}const {seen} = {self.evaluated(node.others, 'items')}({x});",
                f"{ind}for (let {k} = 0; {k} < {x}.length; {k}++) {{",
            ]
        out.append(f"{deeper}if ({seen}.has({k})) continue;")
        if not node.keys_only:
            out.append(f"{deeper}const {v} = {x}[{k}];")
        return [*out, *body, f"{ind}}}"]

    def render_keyword(self, node: Keyword, x: str, p: str, e: str, ind: str) -> list[str]:
        check, at, deeper = node.check, node.at, ind + "  "
        specs = pr.keyword_problem(check, at)
        found = {"found": f"rt.show({x})"}
        out: list[str] = []
        if isinstance(check, c.Types):
            test = " || ".join(TYPE_TESTS[n].format(x=x) for n in check.names)
            out.append(f"{ind}if (!({test})) {{")
            kind = "rt.kindForInteger" if "integer" in check.names else "rt.kind"
            out += self.fail(deeper, e, p, specs[0], {"kind": f"{kind}({x})"})
            out.append(f"{ind}}}")
        elif isinstance(check, c.Const) and self.held.holds(check.value):
            value = ts_literal(check.value)
            test = (
                f"{x} !== {value}"
                if isinstance(check.value, (str, bool)) or check.value is None
                else f"!rt.equal({x}, {value})"
            )
            out.append(f"{ind}if ({test}) {{")
            out += self.fail(deeper, e, p, specs[0], found)
            out.append(f"{ind}}}")
        elif isinstance(check, (c.Const, c.EnumOf)):
            values = check.values if isinstance(check, c.EnumOf) else (check.value,)
            # a member no double equals (an integer past 2^53 that no double is) is matched by
            # no JavaScript value: left out rather than rounded onto its neighbour
            held = [v for v in values if self.held.holds(v)]
            if held and all(isinstance(v, str) for v in held):
                name = self.const("ENUM", f"new Set<unknown>({ts_literal(held)})")
                out.append(f"{ind}if (!{name}.has({x})) {{")
            else:
                name = self.const("ENUM", f"rt.canonicalSet({ts_literal(held)})")
                out.append(f"{ind}if (!{name}.has(rt.canonical({x}))) {{")
            out += self.fail(deeper, e, p, specs[0], found)
            out.append(f"{ind}}}")
        elif isinstance(check, c.StringBound):
            op = "<" if check.keyword == "minLength" else ">"
            # A string of n UTF-16 units has between n/2 and n code points, so the units
            # decide most bounds; code points are counted only in between.
            n, twice = check.limit, 2 * check.limit
            if op == "<":
                test = f"{x}.length < {n} || ({x}.length < {twice} && rt.length({x}) < {n})"
            else:
                test = f"{x}.length > {n} && ({x}.length > {twice} || rt.length({x}) > {n})"
            out.append(f"{ind}if ({test}) {{")
            out += self.fail(deeper, e, p, specs[0], {"length": f"String(rt.length({x}))"})
            out.append(f"{ind}}}")
        elif isinstance(check, c.Pattern):
            name = self.pattern(check.pattern, at + "/pattern")
            out.append(f"{ind}if (!{name}.test({x})) {{")
            out += self.fail(deeper, e, p, specs[0], found)
            out.append(f"{ind}}}")
        elif isinstance(check, c.NumberBound):
            # the double next to the bound on the side that keeps the verdict exact: a double
            # is at most L exactly when it is at most the largest double at most L
            op, limit_of = {
                "minimum": ("<", ceil_double),
                "maximum": (">", floor_double),
                "exclusiveMinimum": ("<=", floor_double),
                "exclusiveMaximum": (">=", ceil_double),
            }[check.keyword]
            limit = ts_literal(limit_of(check.limit))
            out.append(f"{ind}if ({x} {op} {limit}) {{")
            out += self.fail(deeper, e, p, specs[0], found)
            out.append(f"{ind}}}")
        elif isinstance(check, c.MultipleOf):
            if isinstance(check.factor, int) and self.held.holds(check.factor):
                test = f"rt.multipleOfInteger({x}, {check.factor})"  # `%` on safe integers
            elif not math.isfinite(check.factor):
                # a factor past the largest double (`1e400` read as infinity): of the numbers
                # a double holds, only 0 is a multiple of it, as the reference answers
                test = f"({x} === 0)"
            else:
                digits, exponent = decimal(check.factor)
                test = f"rt.multipleOf({x}, {digits}n, {exponent})"
            out.append(f"{ind}if (!{test}) {{")
            out += self.fail(deeper, e, p, specs[0], found)
            out.append(f"{ind}}}")
        elif isinstance(check, c.CountBound):
            op = "<" if check.keyword.startswith("min") else ">"
            what = "properties" if "Prop" in check.keyword else "items"
            size = f"Object.keys({x}).length" if what == "properties" else f"{x}.length"
            out.append(f"{ind}if ({size} {op} {check.limit}) {{")
            out += self.fail(deeper, e, p, specs[0], {"size": f"String({size})"})
            out.append(f"{ind}}}")
        elif isinstance(check, c.DependentRequired):
            rules = iter(specs)
            for prop, names in check.rules:
                out.append(f"{ind}if (Object.hasOwn({x}, {ts_literal(prop)})) {{")
                for name in names:
                    out.append(f"{deeper}if (!Object.hasOwn({x}, {ts_literal(name)})) {{")
                    out += self.fail(deeper + "  ", e, p, next(rules), {})
                    out.append(f"{deeper}}}")
                out.append(f"{ind}}}")
        elif isinstance(check, c.UniqueItems):
            out.append(f"{ind}if (!rt.unique({x})) {{")
            out += self.fail(deeper, e, p, specs[0], {})
            out.append(f"{ind}}}")
        elif isinstance(check, c.Format):
            self.uses_formats = True
            out.append(f"{ind}if (!fm.formatOk({ts_literal(check.name)}, {x})) {{")
            out += self.fail(deeper, e, p, specs[0], found)
            out.append(f"{ind}}}")
        else:
            raise TypeError(check)
        return out

    # -- what a schema evaluates (for `unevaluated*` and the strict profile) ------------------

    def evaluated(self, s: c.Schema, kind: str) -> str:
        """The name of a function: the property names (item indices) of a value that `s`
        evaluates, given that `s` passes."""
        if s.always is not None:
            return "rt.nothingEvaluated"
        if len(s.checks) == 1 and isinstance(s.checks[0], c.Call):
            target = s.checks[0].target
            s = self.schemas[target]
        key = (kind, id(s))
        if key not in self.eval_names:
            name = f"{self.prefix}ev{len(self.eval_names) + 1}"
            self.eval_names[key] = (s, name)
            self.helpers.append(self.evaluated_function(name, s, kind))
        return self.eval_names[key][1]

    def evaluated_function(self, name: str, s: c.Schema, kind: str) -> str:
        saved = self.carries, self.levels
        self.carries, self.levels = False, {}  # it asks its verdicts from depth 0
        try:
            return self._evaluated_function(name, s, kind)
        finally:
            self.carries, self.levels = saved

    def _evaluated_function(self, name: str, s: c.Schema, kind: str) -> str:
        guard = "rt.isObject(x)" if kind == "properties" else "rt.isArray(x)"
        every = "new Set<unknown>(Object.keys(x))" if kind == "properties" else "rt.indices(x)"
        plan = self.planner.evaluates(s, kind)
        body: list[str] = [f"  return {every};"] if plan.every else []
        for part in plan.parts:
            if isinstance(part, NamedKeys):
                for prop in part.names:
                    body.append(
                        f"  if (Object.hasOwn(x, {ts_literal(prop)})) out.add({ts_literal(prop)});"
                    )
            elif isinstance(part, PatternKeys):
                regex = self.pattern(part.pattern, part.at)
                body.append(f"  for (const k of Object.keys(x)) if ({regex}.test(k)) out.add(k);")
            elif isinstance(part, PrefixIndices):
                body.append(
                    f"  for (let i = 0; i < Math.min(x.length, {part.count}); i++) out.add(i);"
                )
            elif isinstance(part, Matching):
                test = self.verdict(part.verdict, "x[i]", '""')
                body.append(f"  for (let i = 0; i < x.length; i++) if ({test}) out.add(i);")
            elif isinstance(part, Merged):
                body.append(
                    f"  for (const k of {self.evaluated(part.schema, kind)}(x)) out.add(k);"
                )
            elif isinstance(part, WhenValid):
                test = self.verdict(part.verdict, "x", '""')
                body.append(f"  if ({test}) {{")
                for sub in part.merged:
                    body.append(f"    for (const k of {self.evaluated(sub, kind)}(x)) out.add(k);")
                if part.otherwise:
                    body.append("  } else {")
                for sub in part.otherwise:
                    body.append(f"    for (const k of {self.evaluated(sub, kind)}(x)) out.add(k);")
                body.append("  }")
            else:
                body.append(f"  if (Object.hasOwn(x, {ts_literal(part.name)})) {{")
                body.append(
                    f"    for (const k of {self.evaluated(part.schema, kind)}(x)) out.add(k);"
                )
                body.append("  }")
        head = [
            f"function {name}(x: unknown): Set<unknown> {{",
            f"  if (!{guard}) return new Set<unknown>();",
        ]
        if body and body[0].startswith("  return "):
            return "\n".join([*head, *body, "}"])
        return "\n".join([*head, "  const out = new Set<unknown>();", *body, "  return out;", "}"])
