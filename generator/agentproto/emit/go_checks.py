"""Go validation code, rendered from the validation plan (`plan/tree.py`): every function has
the one signature

    func(v any, p *rt.Path, e *rt.Problems) bool

where `e == nil` is the fast path (the first failure returns false, nothing is reported) and a
non-nil `e` collects every problem (instance pointer, keyword, message, schema location). So a
valid document's problems run exactly the code its verdict runs. Named functions (document
roots and `$ref` targets) are exported as `F<n>` for the bindings to call; subschemas a
verdict decides as a whole, and those split off past the plan's nesting bound, are functions of
their own, written once each. What a schema evaluates (for `unevaluated*` and the strict
profile) is a function of its own too, `ev<n>(v) *rt.Eval`, planned by `Planner.evaluates`.

The strict profile rides on the path (`p.Strict()`, set at the root by `rt.StrictRoot`, so only
the problem walk pays for it): where the plan says a schema closes the object it enters, every
property it does not evaluate is reported (`rt.ReportUnknown`), and a union that passed looks
inside the arms that passed.

Depth is counted only where `plan/depth.py` says a function can recurse with the document:
such a function `F` is written as `FDepth(v, p, e, d)`, `d` the arrays and objects around its
value, passed on plus the levels descended to each callee that takes it, and `F` itself stays
the entry point with the one signature (depth 0). One on a cycle of calls refuses an array or
object at `d >= MAX_DEPTH` (`rt.TooDeep`, which unwinds to the entry point: `rt.CatchTooDeep`
answers false, or one `maxDepth` problem in place of what was found). Every other function
counts nothing. Go's stacks grow, so this is the same answer as the other targets', not a guard
against overflow; what a schema evaluates (`ev<n>`) is asked through the entry points."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable

from ..errors import Unsupported
from ..ir import checks as c
from ..passes.checks import closes
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
from .go_text import go_string
from .numbers import EXACT_NUMBERS, Numbers

TYPE_BITS = {
    "null": "rt.TNull",
    "boolean": "rt.TBoolean",
    "object": "rt.TObject",
    "array": "rt.TArray",
    "number": "rt.TNumber",
    "string": "rt.TString",
    "integer": "rt.TInteger",
}
NUMBER_FAILS = {
    "minimum": "< 0",
    "maximum": "> 0",
    "exclusiveMinimum": "<= 0",
    "exclusiveMaximum": ">= 0",
}
# the Go type a value of each JSON type a guard asks for is held as
GO_TYPES = {"string": "string", "number": "json.Number", "object": "*rt.Object", "array": "[]any"}
# Past this many names, a closed object's known names are one map lookup.
INLINE_KNOWN = 8


def go_patterns(ecma: str) -> tuple[str, str]:
    """A pattern's ECMA-262 meaning as (RE2 source or "" when RE2 cannot say it, regexp2
    source), both printed from the one verdict `patterns.decide` makes for every target."""
    try:
        decided = decide(ecma)
    except ValueError as exc:
        raise ValueError(f"pattern {ecma!r}: {exc}") from None
    return decided.re2, decided.regexp2


class GoCheckWriter:
    """Renders the validation plan (`plan/tree.py`) of each function of one check program as
    Go, one method per node kind, into one file (package `checks`). The plan rendered is the
    checking flavour's: one Go function serves both questions, and each problem it reports is,
    with `e == nil`, `return false`. A union's strict arms report into lists of their own
    (never nil), where a failed check only reports."""

    def __init__(
        self,
        names: dict[c.FunctionKey, str],
        schemas: dict[c.FunctionKey, c.Schema],
        prefix: str = "",
        int64_integers: bool = False,
        numbers: Numbers = EXACT_NUMBERS,
    ) -> None:
        self.names = names  # named functions: key -> Go name
        # Go's checks read every number's text exactly (math/big): only a literal the loader
        # read as infinity is one nothing equals
        self.held = numbers
        self.schemas = schemas
        self.planner = Planner(schemas)
        # before inner function and constant names: writers sharing a package
        self.prefix = prefix
        # the bindings hold integers as int64: their `integer` admits those only (a schema
        # compiled for validation alone keeps JSON Schema's unbounded integers)
        self.int64_integers = int64_integers
        self.functions: list[str] = []
        self.constants: dict[str, str] = {}  # Go expression -> variable
        self.uses_json = False
        # whether a check asserts a format: the runtime then needs formats.go (`go_formats`)
        self.uses_formats = False
        # schemas are kept beside their names: an id stays theirs while the writer lives
        self.sub_names: dict[int, tuple[c.Schema, str]] = {}
        self.eval_names: dict[tuple[str, int], tuple[c.Schema, str]] = {}
        self.counter = 0
        # (value variable, JSON type) -> the variable holding it asserted to its Go type, inside
        # the type guard that asserted it
        self.bound: dict[tuple[str, str], str] = {}
        # the functions that take the depth, by Go name (see the module's docstring), whether
        # the one being written does, and how many levels below its `v` each variable is
        self.depth = plan_depth(schemas)
        self.takes = {name for key, name in names.items() if key in self.depth.takes_depth}
        self.cyclic = {name for key, name in names.items() if key in self.depth.cyclic}
        self.carries = False
        self.levels: dict[str, int] = {}
        self.render_node: dict[type, Callable[..., list[str]]] = renderers(self)

    # -- functions -------------------------------------------------------------------------------

    def named(self, key: c.FunctionKey, name: str) -> None:
        self.functions.append(
            self.function(name, self.schemas[key], f"// {name}: {self.where(key)}")
        )

    def strict_root(self, key: c.FunctionKey, name: str) -> bool:
        """Writes `name`, the strict profile's check of a document of `key` (its root entered),
        when the root object closes; False when `F<n>` is that check already."""
        top = c.Schema(self.schemas[key].at, (c.Call(key),), entered=True)
        if not closes(top, self.schemas):
            return False
        if self.depth.carries(top):
            self.takes.add(name)
        self.functions.append(
            self.function(name, top, f"// {name}: {self.where(key)}, strict root")
        )
        return True

    def where(self, key: c.FunctionKey) -> str:
        """The schema a function checks, by file and pointer: its `$id` may be the machine's
        path (a file without one, or with a relative one), which generated code never holds."""
        return _c(self.schemas[key].at + "".join(f"|{n}={u}" for n, u in key.scope))

    def function(self, name: str, s: c.Schema, doc: str = "") -> str:
        saved = self.counter, self.bound, self.carries, self.levels
        carries = name in self.takes
        self.counter, self.bound, self.carries, self.levels = 0, {}, carries, {}
        body = self.render(self.planner.function(s, Flavour.CHECK), "v", "p", "e", "\t")
        self.counter, self.bound, self.carries, self.levels = saved
        body = _unbraced(body)
        if name in self.cyclic:  # the recursion stops here
            body = [f"\tif d >= {MAX_DEPTH} {{", "\t\trt.TooDeep(v, p)", "\t}", *body]
        doc = doc + "\n" if doc else ""
        if carries:
            head = f"func {name}Depth(v any, p *rt.Path, e *rt.Problems, d int) bool {{"
            if not any(re.search(r"\bd\b", line) for line in body):
                head = head.replace(", d int)", ", _ int)")
            entry = "\n".join(
                [
                    f"{doc}func {name}(v any, p *rt.Path, e *rt.Problems) (ok bool) {{",
                    "\tdefer rt.CatchTooDeep(&ok, v, p, e, rt.Count(e))",
                    f"\treturn {name}Depth(v, p, e, 0)",
                    "}",
                    "",
                ]
            )
            doc = entry + "\n"
        head = doc + (
            head if carries else f"func {name}(v any, p *rt.Path, e *rt.Problems) bool {{"
        )
        if any(line.strip() == "ok = false" for line in body):
            return "\n".join([head, "\tok := true", *body, "\treturn ok", "}"])
        return "\n".join([head, *body, "\treturn true", "}"])

    def call(self, name: str, x: str, p: str, e: str) -> str:
        """A call of the function `name` on `x`, passing the depth where it is taken."""
        if self.carries and name in self.takes:
            level = self.levels.get(x, 0)
            return f"{name}Depth({x}, {p}, {e}, {f'd + {level}' if level else 'd'})"
        return f"{name}({x}, {p}, {e})"

    def child(self, prefix: str, x: str) -> str:
        """A new variable for a value one level below `x`."""
        v = self.var(prefix)
        self.levels[v] = self.levels.get(x, 0) + 1
        return v

    def sub(self, s: c.Schema) -> str:
        """The name of a function checking `s` as a whole (the signature of every function): a
        named function's call stays a call, unless the schema closes the object it enters in
        the strict profile."""
        if (
            len(s.checks) == 1
            and isinstance(s.checks[0], c.Call)
            and s.always is None
            and not closes(s, self.schemas)
        ):
            return self.names[s.checks[0].target]
        if id(s) not in self.sub_names:
            name = f"{self.prefix}s{len(self.sub_names) + 1}"
            self.sub_names[id(s)] = (s, name)
            if self.depth.carries(s):
                self.takes.add(name)
            self.functions.append(self.function(name, s))
        return self.sub_names[id(s)][1]

    # -- the pieces ------------------------------------------------------------------------------

    def var(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def const(self, expr: str, prefix: str) -> str:
        if expr not in self.constants:
            self.constants[expr] = f"{self.prefix}{prefix}{len(self.constants) + 1}"
        return self.constants[expr]

    def pattern(self, source: str, at: str) -> str:
        try:
            re2, bt = go_patterns(source)
        except ValueError as exc:
            raise _unsupported(at, str(exc)) from None
        return self.const(f"rt.MustPattern({go_string(re2)}, {go_string(bt)})", "pat")

    def failed(self, ind: str, e: str) -> list[str]:
        """What a failed check does besides reporting: the function's own `e` is nil on the
        fast path (answer at once) and the verdict turns false; a strict arm's list only
        gathers."""
        if e != "e":
            return []
        return [f"{ind}if e == nil {{", f"{ind}\treturn false", f"{ind}}}", f"{ind}ok = false"]

    def fail(
        self, ind: str, e: str, p: str, spec: pr.ProblemSpec, holes: dict[str, str]
    ) -> list[str]:
        """A failed check reporting the problem `spec` says, its message's runtime holes filled
        by the expressions `holes` names."""
        message = " + ".join(
            holes[text] if hole else go_string(text) for hole, text in spec.parts()
        )
        keyword, at = go_string(spec.keyword), go_string(spec.schema)
        return [*self.failed(ind, e), f"{ind}rt.Report({e}, {p}, {keyword}, {message}, {at})"]

    def called(self, ind: str, call: str, e: str) -> list[str]:
        """A call reporting into `e` itself; its verdict counts as a failed check's."""
        if e != "e":
            return [f"{ind}{call}"]
        return [f"{ind}if !{call} {{", *self.failed(ind + "\t", e), f"{ind}}}"]

    def verdict(self, verdict: Verdict, x: str) -> str:
        """An expression: whether `x` is valid against the verdict's subschema."""
        if verdict.constant is not None:
            return "true" if verdict.constant else "false"
        if verdict.call is not None:
            return self.call(self.names[verdict.call], x, "nil", "nil")
        assert verdict.schema is not None
        return self.call(self.sub(verdict.schema), x, "nil", "nil")

    def when(self, x: str, kind: str, test: Callable[[str], str]) -> tuple[str, str]:
        """The head of an `if` running when `x` is of JSON type `kind` (a `GO_TYPES` name) and
        `test(typed)` holds, and the variable holding `x` as its Go type (asserted here unless
        a type guard around did)."""
        typed = self.bound.get((x, kind))
        if typed is not None:
            cond = test(typed)
            return (f"if {cond} {{" if cond else "{"), typed
        typed, isit = self.var(kind[0]), self.var("is")
        if kind == "number":
            self.uses_json = True
        cond = test(typed)
        return (
            f"if {typed}, {isit} := {x}.({GO_TYPES[kind]}); {isit}{' && ' + cond if cond else ''} {{",
            typed,
        )

    def path(self, ind: str, p: str, e: str, step: str, by_index: bool) -> tuple[str, list[str]]:
        """A variable holding the path one step down (built only when problems are collected)."""
        q = self.var("p")
        how = "IndexIf" if by_index else "KeyIf"
        return q, [f"{ind}{q} := {p}.{how}({e}, {step})", f"{ind}_ = {q}"]

    # -- the plan's nodes ------------------------------------------------------------------------

    def render(self, block: Block, x: str, p: str, e: str, ind: str) -> list[str]:
        out: list[str] = []
        for node in block:
            out += self.render_node[type(node)](node, x, p, e, ind)
        return out

    def render_reject(self, node: Reject, x: str, p: str, e: str, ind: str) -> list[str]:
        return self.fail(ind, e, p, pr.rejected(node.at), {})

    def render_split(self, node: Split, x: str, p: str, e: str, ind: str) -> list[str]:
        return self.called(ind, self.call(self.sub(node.schema), x, p, e), e)

    def render_call(self, node: CallFunction, x: str, p: str, e: str, ind: str) -> list[str]:
        return self.called(ind, self.call(self.names[node.target], x, p, e), e)

    def render_inline(self, node: Inline, x: str, p: str, e: str, ind: str) -> list[str]:
        return self.render(node.body, x, p, e, ind)

    def render_guard(self, node: Guard, x: str, p: str, e: str, ind: str) -> list[str]:
        head, typed = self.when(x, node.kind, lambda _: "")
        key = (x, node.kind)
        outer = self.bound.get(key)
        self.bound[key] = typed
        inner = self.render(node.body, x, p, e, ind + "\t")
        if outer is None:
            del self.bound[key]
        else:
            self.bound[key] = outer
        if not inner:
            return []
        return [f"{ind}{head}", f"{ind}\t_ = {typed}", *inner, f"{ind}}}"]

    def render_unknown(
        self, node: UnknownProperties, x: str, p: str, e: str, ind: str
    ) -> list[str]:
        """The strict profile: what no schema applied to the object evaluates is a problem."""
        seen = self.evaluated(node.schema, "properties")
        head, obj = self.when(x, "object", lambda _: "")
        report = f"rt.ReportUnknown({obj}, {seen}({x}), {p}, {e}, {go_string(node.schema.at)})"
        looking = "e != nil && p.Strict()" if e == "e" else f"{p}.Strict()"
        body = [f"{ind}\t\tif {report} {{", f"{ind}\t\t\tok = false", f"{ind}\t\t}}"]
        if e != "e":
            body = [f"{ind}\t\t{report}"]
        return [f"{ind}if {looking} {{", f"{ind}\t{head}", *body, f"{ind}\t}}", f"{ind}}}"]

    def render_keyword(self, node: Keyword, x: str, p: str, e: str, ind: str) -> list[str]:
        check, at, deeper = node.check, node.at, ind + "\t"
        specs = pr.keyword_problem(check, at)
        found = {"found": f"rt.Show({x})"}

        def test(head: str, holes: dict[str, str]) -> list[str]:
            return [f"{ind}{head}", *self.fail(deeper, e, p, specs[0], holes), f"{ind}}}"]

        if isinstance(check, c.Types):
            # the bindings' integers are int64 and their numbers float64 (targets/go.py)
            bounded = dict(TYPE_BITS, integer="rt.TInt64", number="rt.TFloat64")
            bits = bounded if self.int64_integers else TYPE_BITS
            mask = " | ".join(bits[n] for n in check.names)
            kind = (
                f"rt.KindInt64({x})"
                if self.int64_integers and {"integer", "number"} & set(check.names)
                else f"rt.Kind({x})"
            )
            return test(f"if !rt.IsType({x}, {mask}) {{", {"kind": kind})
        if isinstance(check, c.Const) and self.held.holds(check.value):
            var = self.const(f"rt.MustJSON({go_string(json.dumps(check.value))})", "c")
            return test(f"if !rt.Equal({x}, {var}) {{", found)
        if isinstance(check, (c.Const, c.EnumOf)):
            # a literal past the double range, which the loader read as infinity, has lost its
            # digits: nothing equals it
            members = check.values if isinstance(check, c.EnumOf) else (check.value,)
            values = go_string(json.dumps([v for v in members if self.held.holds(v)]))
            var = self.const(f"rt.MustJSON({values}).([]any)", "c")
            return test(f"if !rt.In({x}, {var}) {{", found)
        if isinstance(check, c.StringBound):
            op = "<" if check.keyword == "minLength" else ">"
            head, s = self.when(x, "string", lambda s: f"rt.Length({s}) {op} {check.limit}")
            return test(head, {"length": f"strconv.Itoa(rt.Length({s}))"})
        if isinstance(check, c.Pattern):
            var = self.pattern(check.pattern, at)
            head, s = self.when(x, "string", lambda s: f"!{var}.Search({s})")
            return test(head, found)
        if isinstance(check, c.Format):
            # only there when format assertion was asked for; the runtime's formats.go is
            # then written beside it (`uses_formats`)
            self.uses_formats = True
            head, s = self.when(
                x, "string", lambda s: f"!rt.FormatOk({go_string(check.name)}, {s})"
            )
            return test(head, found)
        if isinstance(check, c.NumberBound) and math.isinf(check.limit):
            # a bound past the double range (read as infinity): every number JSON writes is
            # below +inf and above -inf
            holds = (check.limit > 0) == (check.keyword in ("maximum", "exclusiveMaximum"))
            if holds:
                return []
            head, _ = self.when(x, "number", lambda n: f'{n} != ""')  # every number
            return test(head, found)
        if isinstance(check, c.NumberBound):
            limit = go_string(json.dumps(check.limit))
            fails = NUMBER_FAILS[check.keyword]
            head, _ = self.when(x, "number", lambda n: f"rt.Compare({n}, {limit}) {fails}")
            return test(head, found)
        if isinstance(check, c.MultipleOf):
            factor = go_string(json.dumps(check.factor))
            head, _ = self.when(x, "number", lambda n: f"!rt.MultipleOf({n}, {factor})")
            return test(head, found)
        if isinstance(check, c.CountBound):
            op = "<" if check.keyword.startswith("min") else ">"
            kind = "object" if check.keyword.endswith("Properties") else "array"
            size = "len({}.Values)" if kind == "object" else "len({})"
            head, typed = self.when(x, kind, lambda t: f"{size.format(t)} {op} {check.limit}")
            return test(head, {"size": f"strconv.Itoa({size.format(typed)})"})
        if isinstance(check, c.UniqueItems):
            head, _ = self.when(x, "array", lambda a: f"!rt.Unique({a})")
            return test(head, {})
        if isinstance(check, c.DependentRequired):
            head, obj = self.when(x, "object", lambda _: "")
            out = [f"{ind}{head}"]
            rules = iter(specs)
            for prop, names in check.rules:
                out.append(f"{deeper}if _, has := {obj}.Values[{go_string(prop)}]; has {{")
                for name in names:
                    out += [
                        f"{deeper}\tif _, has := {obj}.Values[{go_string(name)}]; !has {{",
                        *self.fail(deeper + "\t\t", e, p, next(rules), {}),
                        f"{deeper}\t}}",
                    ]
                out.append(f"{deeper}}}")
            return [*out, f"{ind}}}"]
        raise _unsupported(at, f"no Go rendering of {type(check).__name__}")

    def render_require(self, node: Require, x: str, p: str, e: str, ind: str) -> list[str]:
        deeper = ind + "\t"
        head, obj = self.when(x, "object", lambda _: "")
        out = [f"{ind}{head}"]
        if node.as_set:  # one loop over (name, the name as messages show it) pairs
            pairs = ", ".join(
                f"{{{go_string(n)}, {go_string(pr.show(n))}}}" for n in dict.fromkeys(node.names)
            )
            names = self.const(f"[][2]string{{{pairs}}}", "req")
            r = self.var("r")
            out += [
                f"{deeper}for _, {r} := range {names} {{",
                f"{deeper}\tif _, has := {obj}.Values[{r}[0]]; !has {{",
                *self.fail(deeper + "\t\t", e, p, pr.required(node.at, None), {"key": f"{r}[1]"}),
                f"{deeper}\t}}",
                f"{deeper}}}",
            ]
            return [*out, f"{ind}}}"]
        for name in node.names:
            out += [
                f"{deeper}if _, has := {obj}.Values[{go_string(name)}]; !has {{",
                *self.fail(deeper + "\t", e, p, pr.required(node.at, name), {}),
                f"{deeper}}}",
            ]
        return [*out, f"{ind}}}"]

    def render_property(self, node: Property, x: str, p: str, e: str, ind: str) -> list[str]:
        deeper = ind + "\t\t"
        key = go_string(node.name)
        v = self.child("v", x)
        q, at_q = self.path(deeper, p, e, key, False)
        body = self.render(node.body, v, q, e, deeper)
        if not body:
            return []
        head, obj = self.when(x, "object", lambda _: "")
        if node.reads:
            reads = [f"{ind}\tif {v}, has{v} := {obj}.Values[{key}]; has{v} {{", f"{deeper}_ = {v}"]
        else:  # only its presence matters
            reads = [f"{ind}\tif _, has{v} := {obj}.Values[{key}]; has{v} {{"]
        return [
            f"{ind}{head}",
            *reads,
            *at_q,
            *body,
            f"{ind}\t}}",
            f"{ind}}}",
        ]

    def render_property_loop(
        self, node: PropertyLoop, x: str, p: str, e: str, ind: str
    ) -> list[str]:
        # (`by_set` is the fast path's shortcut; one loop answers both questions here)
        deeper, inner = ind + "\t\t", ind + "\t\t\t"
        k, v = self.var("k"), self.child("v", x)
        q, at_q = self.path(deeper, p, e, k, False)
        loop: list[str] = []
        patterns = [(self.pattern(pat, where), block) for pat, where, block in node.patterns]
        for name, block in patterns:
            body = self.render(block, v, q, e, inner)
            if body:
                loop += [f"{deeper}if {name}.Search({k}) {{", *body, f"{deeper}}}"]
        if node.closed or node.additional is not None:
            if len(node.known) > INLINE_KNOWN:
                entries = ", ".join(f"{go_string(n)}: true" for n in node.known)
                known = self.const(f"map[string]bool{{{entries}}}", "known")
                tests = [f"!{known}[{k}]"]
            else:
                tests = [f"{k} != {go_string(n)}" for n in node.known]
            tests += [f"!{name}.Search({k})" for name, _ in patterns]
            cond = " && ".join(tests) or "true"
            if node.additional is None:
                body = self.fail(
                    inner, e, p, pr.unexpected(node.at), {"key": f"rt.ShowString({k})"}
                )
            else:
                body = self.render(node.additional, v, q, e, inner)
            if body:
                loop += [f"{deeper}if {cond} {{", *body, f"{deeper}}}"]
        if not loop:
            return []
        head, obj = self.when(x, "object", lambda _: "")
        return [
            f"{ind}{head}",
            f"{ind}\tfor _, {k} := range {obj}.Keys {{",
            f"{deeper}{v} := {obj}.Values[{k}]",
            f"{deeper}_ = {v}",
            *at_q,
            *loop,
            f"{ind}\t}}",
            f"{ind}}}",
        ]

    def render_each_key(self, node: EachKey, x: str, p: str, e: str, ind: str) -> list[str]:
        k, name = self.child("k", x), self.var("name")
        self.bound[(k, "string")] = name  # a name is a string: its checks need not ask
        body = self.render(node.body, k, p, e, ind + "\t\t")
        if not body:
            return []
        head, obj = self.when(x, "object", lambda _: "")
        return [
            f"{ind}{head}",
            f"{ind}\tfor _, {name} := range {obj}.Keys {{",
            f"{ind}\t\t{k} := any({name})",
            f"{ind}\t\t_ = {k}",
            *body,
            f"{ind}\t}}",
            f"{ind}}}",
        ]

    def render_when_present(self, node: WhenPresent, x: str, p: str, e: str, ind: str) -> list[str]:
        body = self.render(node.body, x, p, e, ind + "\t\t")
        if not body:
            return []
        head, obj = self.when(x, "object", lambda _: "")
        return [
            f"{ind}{head}",
            f"{ind}\tif _, has := {obj}.Values[{go_string(node.name)}]; has {{",
            *body,
            f"{ind}\t}}",
            f"{ind}}}",
        ]

    def render_each_item(self, node: EachItem, x: str, p: str, e: str, ind: str) -> list[str]:
        # (`each_call`, the fast path's one call over all items, is not in the checking plan)
        deeper, inner = ind + "\t", ind + "\t\t"
        arr = self.var("a")
        out: list[str] = []
        for i, block in enumerate(node.prefix):
            v = self.child("v", x)
            q, at_q = self.path(inner, p, e, str(i), True)
            body = self.render(block, v, q, e, inner)
            if body:
                out += [f"{deeper}if len({arr}) > {i} {{", f"{inner}{v} := {arr}[{i}]"]
                out += [f"{inner}_ = {v}", *at_q, *body, f"{deeper}}}"]
        if node.rest is not None:
            n, v = self.var("i"), self.child("v", x)
            q, at_q = self.path(inner, p, e, n, True)
            body = self.render(node.rest, v, q, e, inner)
            if body:
                out.append(f"{deeper}for {n} := {node.start}; {n} < len({arr}); {n}++ {{")
                out += [f"{inner}{v} := {arr}[{n}]", f"{inner}_ = {v}", *at_q, *body]
                out.append(f"{deeper}}}")
        if not out:
            return []
        typed = self.bound.get((x, "array"))
        if typed is not None:
            return [f"{ind}{{", f"{deeper}{arr} := {typed}", *out, f"{ind}}}"]
        return [f"{ind}if {arr}, isArr := {x}.([]any); isArr {{", *out, f"{ind}}}"]

    def render_count(self, node: Count, x: str, p: str, e: str, ind: str) -> list[str]:
        deeper, inner = ind + "\t", ind + "\t\t"
        n, y = self.var("n"), self.child("y", x)
        head, arr = self.when(x, "array", lambda _: "")
        out = [
            f"{ind}{head}",
            f"{deeper}{n} := 0",
            f"{deeper}for _, {y} := range {arr} {{",
            f"{inner}_ = {y}",
            f"{inner}if {self.verdict(node.verdict, y)} {{",
            f"{inner}\t{n}++",
            f"{inner}}}",
            f"{deeper}}}",
        ]
        if node.min > 0:
            keyword = "contains" if node.min == 1 else "minContains"
            spec = pr.contains(node.at, keyword, node.min)
            out += [
                f"{deeper}if {n} < {node.min} {{",
                *self.fail(inner, e, p, spec, {"count": f"strconv.Itoa({n})"}),
                f"{deeper}}}",
            ]
        if node.max is not None:
            spec = pr.contains(node.at, "maxContains", node.max)
            out += [
                f"{deeper}if {n} > {node.max} {{",
                *self.fail(inner, e, p, spec, {"count": f"strconv.Itoa({n})"}),
                f"{deeper}}}",
            ]
        if node.min == 0 and node.max is None:
            out.append(f"{deeper}_ = {n}")
        return [*out, f"{ind}}}"]

    def render_negation(self, node: Negation, x: str, p: str, e: str, ind: str) -> list[str]:
        return [
            f"{ind}if {self.verdict(node.verdict, x)} {{",
            *self.fail(ind + "\t", e, p, pr.negated(node.at, node.schema_at), {}),
            f"{ind}}}",
        ]

    def render_conditional(self, node: Conditional, x: str, p: str, e: str, ind: str) -> list[str]:
        deeper = ind + "\t"
        then = self.render(node.then, x, p, e, deeper) if node.then is not None else []
        else_ = self.render(node.else_, x, p, e, deeper) if node.else_ is not None else []
        test = self.verdict(node.test, x)
        out: list[str] = []
        if then:
            out += [f"{ind}if {test} {{", *then]
            if else_:
                out += [f"{ind}}} else {{", *else_]
            out.append(f"{ind}}}")
        elif else_:
            out += [f"{ind}if !{test} {{", *else_, f"{ind}}}"]
        return out

    def render_union(self, node: Union, x: str, p: str, e: str, ind: str) -> list[str]:
        deeper, inner = ind + "\t", ind + "\t\t"
        tests = [self.verdict(arm.verdict, x) for arm in node.arms]
        count = self.var("n")
        if node.one:
            out = [f"{ind}{count} := 0"]
            for t in tests:
                out += [f"{ind}if {t} {{", f"{deeper}{count}++", f"{ind}}}"]
            out.append(f"{ind}if {count} == 0 {{")
        else:
            out = [f"{ind}if !({' || '.join(tests)}) {{"]
        out += self.failed(deeper, e)
        # each arm's problems in a list of its own; those worth showing are chosen from them
        branches = []
        for arm in node.arms:
            b = self.var("b")
            branches.append(b)
            out.append(f"{deeper}{b} := &rt.Problems{{}}")
            out += self.render(arm.problems or (), x, p, b, deeper)
        out.append(f"{deeper}rt.ClosestBranches({e}, {p}, {', '.join(branches)})")
        out.append(f"{ind}}}")
        if node.one:
            out += [
                f"{ind}if {count} > 1 {{",
                *self.fail(
                    deeper, e, p, pr.too_many_arms(node.at), {"matches": f"strconv.Itoa({count})"}
                ),
                f"{ind}}}",
            ]
        if not node.strict:
            return out
        # The strict profile looks inside the arms that passed (the values they enter may hold
        # unknown properties): an arm that passes strictly too leaves nothing to report, else
        # the problems of the first arm that passed are.
        passed = f" && {count} == 1" if node.one else ""
        looking = "e != nil && p.Strict()" if e == "e" else f"{p}.Strict()"
        clean, first = self.var("clean"), self.var("first")
        out += [
            f"{ind}if {looking}{passed} {{",
            f"{deeper}{clean} := false",
            f"{deeper}var {first} *rt.Problems",
        ]
        for arm, test in zip(node.arms, tests, strict=True):
            out.append(f"{deeper}if {test} {{")
            if arm.strict is None:  # it cannot find more in the strict profile
                out += [f"{inner}{clean} = true", f"{deeper}}}"]
                continue
            b = self.var("b")
            out.append(f"{inner}{b} := &rt.Problems{{}}")
            out += self.render(arm.strict, x, p, b, inner)
            out += [
                f"{inner}if len(*{b}) == 0 {{",
                f"{inner}\t{clean} = true",
                f"{inner}}} else if {first} == nil {{",
                f"{inner}\t{first} = {b}",
                f"{inner}}}",
                f"{deeper}}}",
            ]
        out.append(f"{deeper}if !{clean} && {first} != nil {{")
        if e == "e":
            out.append(f"{inner}ok = false")
        out += [f"{inner}*{e} = append(*{e}, *{first}...)", f"{deeper}}}", f"{ind}}}"]
        return out

    def render_dispatch(self, node: Dispatch, x: str, p: str, e: str, ind: str) -> list[str]:
        deeper, inner = ind + "\t", ind + "\t\t"
        tag = go_string(node.tag)
        t, name, has, isstr = self.var("t"), self.var("tag"), self.var("has"), self.var("is")
        head, obj = self.when(x, "object", lambda _: "")
        out = [
            f"{ind}{head}",
            f"{deeper}{t}, {has} := {obj}.Values[{tag}]",
            f"{deeper}{name}, {isstr} := {t}.(string)",
            f"{deeper}_ = {name}",
            f"{deeper}switch {{",
            f"{deeper}case !{has}:",
            *self.fail(inner, e, p, pr.tag_missing(node.at, node.tag), {}),
        ]
        for value, fn in node.table:
            out.append(f"{deeper}case {isstr} && {name} == {go_string(value)}:")
            out += self.called(inner, self.call(self.names[fn], x, p, e), e)
        tags = tuple(value for value, _ in node.table)
        unknown = pr.tag_unknown(node.at, tags, node.fallback is not None)
        if node.fallback is not None:
            pattern, fn = node.fallback
            regex = self.pattern(pattern, node.at)
            out.append(f"{deeper}case {isstr} && {regex}.Search({name}):")
            out += self.called(inner, self.call(self.names[fn], x, p, e), e)
        at_tag = f"{p}.Key({tag})"
        out += [
            f"{deeper}default:",
            *self.fail(inner, e, at_tag, unknown, {"found": f"rt.Show({t})"}),
        ]
        out.append(f"{deeper}}}")
        if (x, "object") in self.bound:  # a guard around settled that it is an object
            return [*out, f"{ind}}}"]
        out.append(f"{ind}}} else {{")
        out += self.fail(deeper, e, p, pr.not_object(node.at), {"kind": f"rt.Kind({x})"})
        return [*out, f"{ind}}}"]

    def render_unevaluated(
        self, node: UnevaluatedLoop, x: str, p: str, e: str, ind: str
    ) -> list[str]:
        deeper, inner = ind + "\t", ind + "\t\t"
        seen, k, v = self.var("seen"), self.var("k"), self.child("v", x)
        props = node.kind == "properties"
        q, at_q = self.path(inner, p, e, k, not props)
        body = self.render(node.body, v, q, e, inner)
        if not body:
            return []
        evaluated = self.evaluated(node.others, node.kind)
        if props:
            head, obj = self.when(x, "object", lambda _: "")
            loop = f"for _, {k} := range {obj}.Keys {{"
            has, value = f"{seen}.HasProp({k})", f"{obj}.Values[{k}]"
        else:
            head, arr = self.when(x, "array", lambda _: "")
            loop = f"for {k} := range {arr} {{"
            has, value = f"{seen}.HasItem({k})", f"{arr}[{k}]"
        out = [
            f"{ind}{head}",
            f"{deeper}{seen} := {evaluated}({x})",
            f"{deeper}{loop}",
            f"{inner}if {has} {{",
            f"{inner}\tcontinue",
            f"{inner}}}",
        ]
        if not node.keys_only:
            out += [f"{inner}{v} := {value}", f"{inner}_ = {v}"]
        return [*out, *at_q, *body, f"{deeper}}}", f"{ind}}}"]

    # -- what a schema evaluates (for `unevaluated*` and the strict profile) ------------------

    def evaluated(self, s: c.Schema, kind: str) -> str:
        """The name of a function: the property names (item indices) of a value that `s`
        evaluates, given that `s` passes, as an `*rt.Eval`."""
        if s.always is not None:
            return "rt.NothingEvaluated"
        if len(s.checks) == 1 and isinstance(s.checks[0], c.Call):
            s = self.schemas[s.checks[0].target]
        key = (kind, id(s))
        if key not in self.eval_names:
            name = f"{self.prefix}ev{len(self.eval_names) + 1}"
            self.eval_names[key] = (s, name)
            self.functions.append(self.evaluated_function(name, s, kind))
        return self.eval_names[key][1]

    def evaluated_function(self, name: str, s: c.Schema, kind: str) -> str:
        saved = self.carries, self.levels
        self.carries, self.levels = False, {}  # it asks its verdicts through the entry points
        try:
            return self._evaluated_function(name, s, kind)
        finally:
            self.carries, self.levels = saved

    def _evaluated_function(self, name: str, s: c.Schema, kind: str) -> str:
        props = kind == "properties"
        plan = self.planner.evaluates(s, kind)
        head = [
            f"func {name}(v any) *rt.Eval {{",
            "\tout := &rt.Eval{}",
            f"\tx, isIt := v.({'*rt.Object' if props else '[]any'})",
            "\tif !isIt {",
            "\t\treturn out",
            "\t}",
            "\t_ = x",
        ]
        if plan.every:
            every = "out.MarkAllProps()" if props else "out.MarkAllItems()"
            return "\n".join([*head, f"\t{every}", "\treturn out", "}"])

        def merge(schemas: tuple[c.Schema, ...], ind: str) -> list[str]:
            return [f"{ind}out.Merge({self.evaluated(sub, kind)}(v))" for sub in schemas]

        body: list[str] = []
        for part in plan.parts:
            if isinstance(part, NamedKeys):
                for prop in part.names:
                    body += [
                        f"\tif _, has := x.Values[{go_string(prop)}]; has {{",
                        f"\t\tout.MarkProp({go_string(prop)})",
                        "\t}",
                    ]
            elif isinstance(part, PatternKeys):
                regex = self.pattern(part.pattern, part.at)
                body += [
                    "\tfor k := range x.Values {",
                    f"\t\tif {regex}.Search(k) {{",
                    "\t\t\tout.MarkProp(k)",
                    "\t\t}",
                    "\t}",
                ]
            elif isinstance(part, PrefixIndices):
                body.append(f"\tout.MarkUpTo({part.count})")
            elif isinstance(part, Matching):
                body += [
                    "\tfor i, y := range x {",
                    "\t\t_ = y",
                    f"\t\tif {self.verdict(part.verdict, 'y')} {{",
                    "\t\t\tout.MarkItem(i)",
                    "\t\t}",
                    "\t}",
                ]
            elif isinstance(part, Merged):
                body += merge((part.schema,), "\t")
            elif isinstance(part, WhenValid):
                body += [f"\tif {self.verdict(part.verdict, 'v')} {{", *merge(part.merged, "\t\t")]
                if part.otherwise:
                    body += ["\t} else {", *merge(part.otherwise, "\t\t")]
                body.append("\t}")
            else:
                body += [
                    f"\tif _, has := x.Values[{go_string(part.name)}]; has {{",
                    *merge((part.schema,), "\t\t"),
                    "\t}",
                ]
        return "\n".join([*head, *body, "\treturn out", "}"])

    def source(self, package: str, rt_import: str, extra: list[str] | None = None) -> str:
        """The whole file."""
        body = "\n\n".join(self.functions)
        imports = ['"strconv"', f'"{rt_import}"']
        if self.uses_json or "json." in "".join(extra or []):
            imports.insert(0, '"encoding/json"')
        consts = "\n".join(f"var {name} = {expr}" for expr, name in self.constants.items())
        text = "\n\n".join(
            part
            for part in [
                f"package {package}",
                "import (\n" + "\n".join(f"\t{i}" for i in imports) + "\n)",
                "var _ = strconv.Itoa",
                consts,
                body,
                *(extra or []),
            ]
            if part
        )
        return text + "\n"


def _unbraced(lines: list[str]) -> list[str]:
    """The lines without the bare blocks (`{` ... `}`) left where a guard around already
    asserted the type a node asks for: their variables are all named apart, so a block adds
    nothing. (A block's lines are indented deeper than its braces.)"""
    out = list(lines)
    for i in range(len(out) - 1, -1, -1):
        line = out[i]
        if line.strip() != "{":
            continue
        ind = line[: len(line) - 1]
        j = next(k for k in range(i + 1, len(out)) if out[k][: len(ind) + 1] != ind + "\t")
        if out[j] == ind + "}":
            del out[j]
            del out[i]
    return out


def _c(text: str) -> str:
    from .go_text import comment_text

    return comment_text(text)


def _unsupported(at: str, message: str) -> Unsupported:
    """`Unsupported` for the schema location `file#/pointer` a check carries."""
    file, _, pointer = at.partition("#")
    return Unsupported(file, pointer, message)
