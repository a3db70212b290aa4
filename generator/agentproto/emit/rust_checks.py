"""Validation functions in Rust, rendered from the validation plan (`plan/tree.py`).

Every named function of the check program becomes a pair: `v_N(x) -> bool`, the fast path's
plan (the first failed check returns false, nothing is allocated; calls are copied inline
where the plan says), and `c_N(x, p, e, strict)`, the checking plan (every problem appended,
each with instance pointer, keyword, message and schema location). Pointers are built only
when a problem is reported: a child's pointer is an expression (`&rt::child(p, ..)`) written
where it is used. Subschemas the plan decides as a whole (its verdicts) get a fast-path function of
their own, written once per schema; a split subschema gets both.

What a schema evaluates (`unevaluated*`) comes from `Planner.evaluates`: one function per
schema and kind, `ev_N(x, out)`, adds the property names (item indices) a passing value has
evaluated to an `rt::Evaluated`.

The strict profile is a flag of the checking plan only (`strict`, passed on to every call, as
Python and TypeScript pass theirs): the fast path has no such parameter, so `is_valid` cannot
pay for it, and `validate` passes false. Where the plan says a schema closes the object it
enters (`UnknownProperties`), a strict walk reports each property the schema's checks do not
evaluate (`rt::report_unknown`); a union that passed looks inside the arms that passed (the
arms' `strict` blocks, `rt::StrictArms`). A document whose root object closes gets a checking
function of its own for the strict profile (`strict_root`): a named function is applied in
place by its callers, so only the document's root knows that nothing else evaluates it.

Depth is counted only where `plan/depth.py` says a function can recurse with the document.
Such a function is written as `vd_N(x, d)` / `cd_N(x, p, e, strict, d)` (`ev_N(x, out, d)`),
`d` the arrays and objects around its value, passed on plus the levels descended to each
callee that takes it; `v_N` / `c_N` stay the entry points, starting at 0. A function on a
cycle of calls refuses an array or object at `d >= MAX_DEPTH` on entry: it records where in
the runtime (`rt::too_deep`) and answers false, and the entry point turns that into one
`maxDepth` problem (`rt::depth_checked`, `rt::depth_reported`). Every other function keeps its
plain signature and counts nothing."""

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
    WhenHas,
    WhenPresent,
    WhenValid,
    renderers,
)
from .numbers import Numbers, ceil_double, ceil_int, decimal, floor_double, floor_int
from .rust_text import comment_text, rust_string


def float_literal(value: float) -> str:
    """A finite f64 literal, or the constant for an infinity."""
    if math.isinf(value):
        return "f64::INFINITY" if value > 0 else "f64::NEG_INFINITY"
    text = repr(float(value))
    return text if ("." in text or "e" in text) else text + ".0"


def i128_literal(value: int) -> str:
    """An integer bound as an i128 literal, clamped: every integer serde_json holds lies well
    inside, so a bound past i128 compares the same as i128's end."""
    if value >= 2**127:
        return "i128::MAX"
    if value < -(2**127):
        return "i128::MIN"
    return f"{value}_i128"


TYPE_TESTS = {
    "null": "{x}.is_null()",
    "boolean": "{x}.is_boolean()",
    "object": "{x}.is_object()",
    "array": "{x}.is_array()",
    "string": "{x}.is_string()",
    "number": "{x}.is_number()",
    "integer": "rt::is_integer({x})",
}

# (what is asked, the schema, the context it is planned in) -> a function to write
_Job = tuple[str, int, c.Schema, Inlining]


class RustChecks:
    """Renders the validation plan of every function of one check program as one Rust
    module's text, one method per node kind (`render_node`)."""

    def __init__(
        self, program: c.CheckProgram, numbers: Numbers, bounded_integers: bool = False
    ) -> None:
        self.program = program
        # what the crate's numbers hold (targets/rust.py): a literal none equals is matched by
        # nothing; `bounded_integers` (the bindings): `type: integer` admits what decoding
        # holds, i64; a schema compiled for validation alone keeps unbounded integers
        self.held = numbers
        self.bounded_integers = bounded_integers
        self.schemas = {fn.key: fn.schema for fn in program.functions}
        self.planner = Planner(self.schemas)
        self.statics: list[str] = []
        self._consts: dict[str, str] = {}
        self._patterns: dict[str, str] = {}
        self._required: dict[tuple[str, ...], str] = {}
        # whether a function asserts a format: the module then uses `fm` (templates/rust/
        # formats.rs), which the crate holds only then
        self.uses_formats = False
        self.roots: dict[c.FunctionKey, int] = {}
        # a document's check in the strict profile, where it is not its root function's
        self.strict_roots: dict[c.FunctionKey, int] = {}
        self.count = 0
        self.jobs: list[_Job] = []
        self.texts: list[str] = []  # the functions written so far, one per job
        # (kind of function, id of its schema) -> its number; the schemas stay referenced by
        # the jobs, so no id is reused while the module is written
        self.numbers: dict[tuple[str, int], int] = {}
        self.fast = True
        self.counter = 0
        # which functions carry the depth (see the module's docstring): by number, and whether
        # the one being written does, with how many levels below its `x` each variable is
        self.depth = plan_depth(self.schemas)
        self.takes: dict[int, bool] = {}
        self.cyclic: set[int] = set()
        self.carries = False
        self.levels: dict[str, int] = {}
        for fn in program.functions:
            n = self.new_number()
            self.roots[fn.key] = n
            self.takes[n] = fn.key in self.depth.takes_depth
            if fn.key in self.depth.cyclic:
                self.cyclic.add(n)
            self.numbers[("v", id(fn.schema))] = n
            self.numbers[("c", id(fn.schema))] = n
            self.jobs.append(("v", n, fn.schema, (fn.key,)))  # never copied into itself
            self.jobs.append(("c", n, fn.schema, ()))
        self.render_node: dict[type, Callable[..., list[str]]] = renderers(self)

    def new_number(self) -> int:
        self.count += 1
        return self.count - 1

    def entry(self, key: c.FunctionKey) -> int:
        return self.roots[key]

    def strict_root(self, key: c.FunctionKey) -> int:
        """N of `c_N`, the check of a document of `key` in the strict profile: when its root
        object closes, a function of its own, the root function called and then every property
        it does not evaluate reported (the root function cannot: its callers apply it in place,
        beside what else they evaluate); else the root function itself."""
        if key not in self.strict_roots:
            top = c.Schema(self.schemas[key].at, (c.Call(key),), entered=True)
            closed = closes(top, self.schemas)
            self.strict_roots[key] = self.check_function(top) if closed else self.roots[key]
        return self.strict_roots[key]

    def var(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def child(self, prefix: str, x: str) -> str:
        """A new variable for a value one level below `x`."""
        v = self.var(prefix)
        self.levels[v] = self.levels.get(x, 0) + 1
        return v

    def depth_of(self, x: str, below: int = 0) -> str | None:
        """The depth of the value `x` (`below` levels further down) as an expression, when the
        function being written carries it."""
        if not self.carries:
            return None
        level = self.levels.get(x, 0) + below
        return f"d + {level}" if level else "d"

    def call_v(self, n: int, x: str) -> str:
        """`x` checked by the fast path of function `n`, passing the depth where it is taken."""
        depth = self.depth_of(x) if self.takes.get(n) else None
        return f"vd_{n}({x}, {depth})" if depth is not None else f"v_{n}({x})"

    def call_c(self, n: int, x: str, p: str, e: str) -> str:
        depth = self.depth_of(x) if self.takes.get(n) else None
        if depth is not None:
            return f"cd_{n}({x}, {p}, {e}, strict, {depth});"
        return f"c_{n}({x}, {p}, {e}, strict);"

    # --- constants -----------------------------------------------------------------------

    def const(self, value: object) -> str:
        text = json.dumps(value, sort_keys=False, ensure_ascii=False)
        if text not in self._consts:
            name = f"K{len(self._consts)}"
            self._consts[text] = name
            self.statics.append(
                f"static {name}: std::sync::LazyLock<Value> = std::sync::LazyLock::new(|| {{\n"
                f'    serde_json::from_str({rust_string(text)}).expect("constant from the schema")\n'
                "});"
            )
        return self._consts[text]

    def pattern(self, source: str) -> str:
        """A static compiled on first use by `regress` (ECMA-262, Unicode mode): the pattern as
        `patterns.decide` prints it for ECMA-262 engines, every set spelled out (lowering
        refused what no target may run, naming where)."""
        if source not in self._patterns:
            name = f"P{len(self._patterns)}"
            self._patterns[source] = name
            ecma = decide(source).ecma
            self.statics.append(
                f"pub static {name}: rt::Pattern = rt::Pattern::new({rust_string(ecma)});"
            )
        return self._patterns[source]

    def required_names(self, names: tuple[str, ...]) -> str:
        unique = tuple(dict.fromkeys(names))
        if unique not in self._required:
            name = f"R{len(self._required)}"
            self._required[unique] = name
            items = ", ".join(rust_string(n) for n in unique)
            self.statics.append(f"static {name}: [&str; {len(unique)}] = [{items}];")
        return self._required[unique]

    # --- the module ----------------------------------------------------------------------

    def render(self) -> str:
        """Every function of the program, and every function their plans (or code outside this
        module, through `number`) ask for; called again, it writes only the functions asked
        for since."""
        while len(self.texts) < len(self.jobs):  # writing a function may ask for more
            kind, n, schema, inlining = self.jobs[len(self.texts)]
            self.texts.append(self.function(kind, n, schema, inlining))
        return "\n\n".join([*self.texts, *self.statics]) + "\n"

    def size(self) -> tuple[int, int]:
        """How many functions and statics have been asked for: when it grows, `render` again."""
        return len(self.jobs), len(self.statics)

    def function(self, kind: str, n: int, s: c.Schema, inlining: Inlining) -> str:
        head = f"// {comment_text(s.at)}\n"
        if kind in ("properties", "items"):
            return head + self.evaluated_function(n, s, kind, inlining)
        saved = self.counter, self.fast, self.carries, self.levels
        carries = self.takes.get(n, False)
        self.counter, self.fast, self.carries, self.levels = 0, kind == "v", carries, {}
        plan = self.planner.function(s, Flavour.FAST if self.fast else Flavour.CHECK, inlining)
        body = self.render_block(plan, "x", "p", "e")
        self.counter, self.fast, self.carries, self.levels = saved
        if n in self.cyclic:  # the recursion stops here
            refuse = (
                "return rt::too_deep(None);" if kind == "v" else "rt::too_deep(Some(p));\nreturn;"
            )
            body = [
                f"if d >= {MAX_DEPTH} && (x.is_object() || x.is_array()) {{",
                refuse,
                "}",
                *body,
            ]
        text = "\n".join(body)
        used = _words(text)
        x, p, e, strict, d = (
            name if name in used else f"_{name}" for name in ("x", "p", "e", "strict", "d")
        )
        if kind == "v":
            if carries:
                return head + (
                    f"pub fn vd_{n}({x}: &Value, {d}: u32) -> bool {{\n{text}\ntrue\n}}\n\n"
                    f"pub fn v_{n}(x: &Value) -> bool {{\nrt::depth_checked(|| vd_{n}(x, 0))\n}}"
                )
            return head + f"pub fn v_{n}({x}: &Value) -> bool {{\n{text}\ntrue\n}}"
        # (a parameter left unused is named so: clippy would ask for a slice for `e`)
        params = f"{x}: &Value, {p}: &str, {e}: &mut Vec<rt::Problem>, {strict}: bool"
        if carries:
            # a recursive function that has no strict-profile node of its own passes `strict`
            # only on to itself: the flag is still the walk's, which clippy cannot see
            own = re.sub(rf"\bcd_{n}\([^;]*\);", "", text)
            alone = strict == "strict" and "strict" not in _words(own)
            allow = "#[allow(clippy::only_used_in_recursion)]\n" if alone else ""
            return head + (
                f"{allow}pub fn cd_{n}({params}, {d}: u32) {{\n{text}\n}}\n\n"
                f"pub fn c_{n}(x: &Value, p: &str, e: &mut Vec<rt::Problem>, strict: bool) {{\n"
                f"rt::depth_reported(x, p, e, |e| cd_{n}(x, p, e, strict, 0));\n}}"
            )
        return head + f"pub fn c_{n}({params}) {{\n{text}\n}}"

    def fast_function(self, s: c.Schema, inlining: Inlining) -> int:
        return self.numbered("v", s, inlining)

    def number(self, s: c.Schema) -> int:
        """N of `v_N(x)`, the fast path of `s` (written once), for code outside this module
        that needs a subschema's verdict."""
        return self.fast_function(s, ())

    def check_function(self, s: c.Schema) -> int:
        return self.numbered("c", s, ())

    def numbered(self, kind: str, s: c.Schema, inlining: Inlining) -> int:
        key = (kind, id(s))
        if key not in self.numbers:
            self.numbers[key] = self.new_number()
            self.takes[self.numbers[key]] = self.depth.carries(s)
            self.jobs.append((kind, self.numbers[key], s, inlining))
        return self.numbers[key]

    # --- the pieces ----------------------------------------------------------------------

    def fail(self, e: str, p: str, spec: pr.ProblemSpec, holes: dict[str, str]) -> str:
        """A failed check: the fast path answers at once, the checking one reports the problem
        `spec` says, its message's runtime holes filled by the expressions `holes` names."""
        if self.fast:
            return "return false;"
        parts = spec.parts()
        if all(not hole for hole, _ in parts):
            message = f"{rust_string(''.join(text for _, text in parts))}.to_string()"
        else:
            shape = "".join(
                "{}" if hole else text.replace("{", "{{").replace("}", "}}") for hole, text in parts
            )
            args = ", ".join(holes[text] for hole, text in parts if hole)
            message = f"format!({rust_string(shape)}, {args})"
        keyword, at = rust_string(spec.keyword), rust_string(spec.schema)
        return f"rt::fail({e}, {p}, {keyword}, {at}, {message});"

    def verdict(self, verdict: Verdict, x: str) -> str:
        """An expression: whether `x` is valid against the verdict's subschema."""
        if verdict.constant is not None:
            return "true" if verdict.constant else "false"
        if verdict.call is not None:
            return self.call_v(self.roots[verdict.call], x)
        assert verdict.schema is not None
        return self.call_v(self.fast_function(verdict.schema, verdict.inlining), x)

    def render_block(self, block: Block, x: str, p: str, e: str) -> list[str]:
        out: list[str] = []
        walked = self.one_walk(block) if self.fast else []
        taken = {id(node) for node in walked}
        for node in block:
            if id(node) in taken:
                if node is walked[0]:
                    merged = self.render_one_walk(walked, x)
                    if merged is None:  # too little to walk for: each node on its own
                        taken = set()
                        out += self.render_node[type(node)](node, x, p, e)
                    else:
                        out += merged
                continue
            out += self.render_node[type(node)](node, x, p, e)
        return out

    def one_walk(self, block: Block) -> list[Node]:
        """The nodes of a fast-path block that one pass over the object's members answers
        together: its named properties, `required` (up to 64 names) and a closed object's
        key-set test. Looking a name up in a `serde_json::Map` hashes it, so a walk of the
        members matching each key against the names (one comparison of lengths, then of
        bytes) costs less than one lookup per property, one per required name and a pass
        over the keys besides."""
        taken = [node for node in block if walkable(node)]
        if not any(isinstance(n, Property) for n in taken) and len(taken) < 2:
            return []
        return taken

    def render_one_walk(self, nodes: list[Node], x: str) -> list[str] | None:
        o, k, v, seen = self.var("o"), self.var("k"), self.child("v", x), self.var("seen")
        required = list(
            dict.fromkeys(n for node in nodes if isinstance(node, Require) for n in node.names)
        )
        closed = [node for node in nodes if isinstance(node, PropertyLoop)]
        arms: dict[str, list[str]] = {}
        for node in nodes:
            if isinstance(node, Property):
                body = self.render_block(node.body, v, "", "")
                arms.setdefault(node.name, []).extend(body)
        for i, name in enumerate(required):
            arms.setdefault(name, []).insert(0, f"{seen} |= {1 << i}u64;")
        for node in closed:
            for name in node.known:
                arms.setdefault(name, [])
        # a name the closed object does not know must still be refused, which an arm of its
        # own would not do; and the required names must fit the mask
        if any(set(arms) - set(node.known) for node in closed) or len(required) > 64:
            return None
        lines = []
        named = 0
        for name, body in arms.items():
            if closed or body:
                named += 1
                lines += [f"{rust_string(name)} => {{", *body, "}"]
        if closed:
            lines.append("_ => { return false; }")
        elif named < 2:  # one name is one lookup (and a match of one arm, clippy's dislike)
            return None
        else:
            lines.append("_ => {}")
        text = "\n".join(lines)
        walk = f"for ({k}, {v}) in {o} {{" if v in _words(text) else f"for {k} in {o}.keys() {{"
        out = [f"if let Some({o}) = {x}.as_object() {{"]
        if required:
            out.append(f"let mut {seen} = 0u64;")
        out += [walk, f"match {k}.as_str() {{", *lines, "}", "}"]
        if required:
            mask = (1 << len(required)) - 1
            out.append(f"if {seen} != {mask}u64 {{ return false; }}")
        out.append("}")
        return out

    # --- the plan's nodes ----------------------------------------------------------------

    def render_keyword(self, node: Keyword, x: str, p: str, e: str) -> list[str]:
        check = node.check
        if isinstance(check, c.DependentRequired):
            return self.dependent_required(check, node.at, x, p, e)
        # a lower bound of zero every length holds; rustc calls `len() >= 0` useless
        if (
            isinstance(check, c.CountBound | c.StringBound)
            and check.keyword.startswith("min")
            and check.limit == 0
        ):
            return []
        specs = pr.keyword_problem(check, node.at)
        report = self.fail(e, p, specs[0], self.holes(check, x))
        if (
            isinstance(check, c.MultipleOf)
            and math.isfinite(check.factor)
            and not decimal(check.factor)[0] < 10**37
        ):
            file, _, pointer = node.at.partition("#")
            raise Unsupported(
                file,
                f"{pointer}/multipleOf",
                f"{check.factor!r} has more significant digits than the Rust bindings' exact "
                "multipleOf computes with (37)",
            )
        return [f"if !({self.condition(check, x)}) {{ {report} }}"]

    def condition(self, k: c.Check, x: str) -> str:
        """A keyword tested on `x`, as one boolean expression (true: it holds)."""
        if isinstance(k, c.Types):
            tests = (
                dict(TYPE_TESTS, integer="rt::is_i64({x})") if self.bounded_integers else TYPE_TESTS
            )
            return " || ".join(tests[n].format(x=x) for n in k.names) or "false"
        if isinstance(k, c.Const):
            if isinstance(k.value, str):
                return f"{x}.as_str() == Some({rust_string(k.value)})"
            if not self.held.holds(k.value):  # no serde_json value equals it
                return "false"
            return f"rt::json_eq({x}, &{self.const(k.value)})"
        if isinstance(k, c.EnumOf):
            if k.values and all(isinstance(v, str) for v in k.values):
                alts = " | ".join(rust_string(v) for v in k.values)
                return f"matches!({x}.as_str(), Some({alts}))"
            held = [v for v in k.values if self.held.holds(v)]
            consts = ", ".join(f"&*{self.const(v)}" for v in held)
            return f"[{consts}].iter().any(|v| rt::json_eq({x}, v))" if held else "false"
        if isinstance(k, c.StringBound):
            # UTF-8 spends one to four bytes on a code point: the byte length decides most
            # bounds, and code points are counted only in between
            if k.keyword == "maxLength":
                test = f"s.len() <= {k.limit} || (s.len() <= {4 * k.limit} && rt::length(s) <= {k.limit})"
            else:
                test = f"s.len() >= {4 * k.limit} || (s.len() >= {k.limit} && rt::length(s) >= {k.limit})"
            return f"{x}.as_str().is_none_or(|s| {test})"
        if isinstance(k, c.Pattern):
            return f"{x}.as_str().is_none_or(|s| {self.pattern(k.pattern)}.search(s))"
        if isinstance(k, c.NumberBound):
            # exact on every kind of number: an integer against the integer next to the bound,
            # a float against the double next to it (`emit/numbers.py`)
            if k.keyword in ("maximum", "exclusiveMinimum"):
                test = f"rt::above(n, {i128_literal(floor_int(k.limit))}, {float_literal(floor_double(k.limit))})"
            else:
                test = f"rt::below(n, {i128_literal(ceil_int(k.limit))}, {float_literal(ceil_double(k.limit))})"
            holds = "!" if k.keyword in ("maximum", "minimum") else ""
            return f"{x}.as_number().is_none_or(|n| {holds}{test})"
        if isinstance(k, c.MultipleOf) and not math.isfinite(k.factor):
            # a factor past the largest double (`1e400` read as infinity): of the numbers a
            # double holds, only 0 is a multiple of it, as the reference answers
            return f"{x}.as_number().is_none_or(|n| n.as_f64() == Some(0.0))"
        if isinstance(k, c.MultipleOf):
            digits, exponent = decimal(k.factor)  # below 10^37: render_keyword refuses more
            return f"{x}.as_number().is_none_or(|n| rt::multiple_of(n, {digits}, {exponent}))"
        if isinstance(k, c.CountBound):
            op = ">=" if k.keyword.startswith("min") else "<="
            what = "as_object" if k.keyword.endswith("Properties") else "as_array"
            return f"{x}.{what}().is_none_or(|o| o.len() {op} {k.limit})"
        if isinstance(k, c.UniqueItems):
            return f"{x}.as_array().is_none_or(|a| rt::unique(a))"
        if isinstance(k, c.Format):  # in the plan only when the compile asserts formats
            self.uses_formats = True
            return f"{x}.as_str().is_none_or(|s| fm::format_ok({rust_string(k.name)}, s))"
        if isinstance(k, c.DependentRequired):
            parts = [
                f"!o.contains_key({rust_string(name)}) || "
                + (" && ".join(f"o.contains_key({rust_string(r)})" for r in needs) or "true")
                for name, needs in k.rules
            ]
            rules = parts[0] if len(parts) == 1 else " && ".join(f"({r})" for r in parts) or "true"
            return f"{x}.as_object().is_none_or(|o| {rules})"
        raise TypeError(k)

    def holes(self, k: c.Check, x: str) -> dict[str, str]:
        """What the runtime fills a keyword's message with."""
        if isinstance(k, c.Types):
            return {"kind": f"rt::kind({x})"}
        if isinstance(k, c.StringBound):
            return {"length": f"rt::length({x}.as_str().unwrap_or_default())"}
        if isinstance(k, c.CountBound):
            what = "as_object().map_or(0, serde_json::Map::len)"
            if "Prop" not in k.keyword:
                what = "as_array().map_or(0, Vec::len)"
            return {"size": f"{x}.{what}"}
        return {"found": f"rt::show({x})"}

    def dependent_required(
        self, k: c.DependentRequired, at: str, x: str, p: str, e: str
    ) -> list[str]:
        """One test and one problem per needed name, in the order of the rules."""
        specs = iter(pr.keyword_problem(k, at))
        out = []
        for name, needs in k.rules:
            for need in needs:
                test = (
                    f"o.contains_key({rust_string(name)}) && !o.contains_key({rust_string(need)})"
                )
                report = self.fail(e, p, next(specs), {})
                out.append(f"if {x}.as_object().is_some_and(|o| {test}) {{ {report} }}")
        return out

    def render_require(self, node: Require, x: str, p: str, e: str) -> list[str]:
        if node.as_set:  # one loop over a constant list of names
            names = self.required_names(node.names)
            if self.fast:
                test = f"{names}.iter().all(|n| o.contains_key(*n))"
                return [f"if !{x}.as_object().is_none_or(|o| {test}) {{ return false; }}"]
            o, n = self.var("o"), self.var("n")
            report = self.fail(e, p, pr.required(node.at, None), {"key": f"rt::show_str({n})"})
            return [
                f"if let Some({o}) = {x}.as_object() {{",
                f"for {n} in {names}.iter() {{",
                f"if !{o}.contains_key(*{n}) {{ {report} }}",
                "}",
                "}",
            ]
        if self.fast:
            tests = " && ".join(f"o.contains_key({rust_string(n)})" for n in node.names)
            return [f"if !{x}.as_object().is_none_or(|o| {tests or 'true'}) {{ return false; }}"]
        out = []
        for name in node.names:
            lit = rust_string(name)
            report = self.fail(e, p, pr.required(node.at, name), {})
            out.append(f"if {x}.as_object().is_some_and(|o| !o.contains_key({lit})) {{ {report} }}")
        return out

    def render_reject(self, node: Reject, x: str, p: str, e: str) -> list[str]:
        return [self.fail(e, p, pr.rejected(node.at), {})]

    def render_guard(self, node: Guard, x: str, p: str, e: str) -> list[str]:
        body = self.render_block(node.body, x, p, e)
        if not body:
            return []
        return [f"if {TYPE_TESTS[node.kind].format(x=x)} {{", *body, "}"]

    def render_property(self, node: Property, x: str, p: str, e: str) -> list[str]:
        lit = rust_string(node.name)
        v = self.child("v", x)
        body = self.render_block(node.body, v, f"&rt::child({p}, {lit})", e)
        if not body:
            return []
        if not node.reads:  # only its presence matters (its schema is `false`)
            return [f"if {x}.get({lit}).is_some() {{", *body, "}"]
        return [f"if let Some({v}) = {x}.get({lit}) {{", *body, "}"]

    def render_property_loop(self, node: PropertyLoop, x: str, p: str, e: str) -> list[str]:
        o, k, v, m = self.var("o"), self.var("k"), self.child("v", x), self.var("m")
        alts = " | ".join(rust_string(n) for n in node.known)
        if self.fast and node.by_set:  # one test of the key set
            test = (
                f"{o}.keys().all(|k| matches!(k.as_str(), {alts}))" if alts else f"{o}.is_empty()"
            )
            return [
                f"if let Some({o}) = {x}.as_object() {{",
                f"if !{test} {{ return false; }}",
                "}",
            ]
        path = f"&rt::child({p}, {k})"
        loop: list[str] = []
        others = node.closed or node.additional is not None
        for pattern, _, block in node.patterns:
            body = self.render_block(block, v, path, e)
            mark = [f"{m} = true;"] if others else []
            if body or mark:
                loop += [f"if {self.pattern(pattern)}.search({k}) {{", *mark, *body, "}"]
        if others:
            if node.additional is None:
                body = [self.fail(e, p, pr.unexpected(node.at), {"key": f"rt::show_str({k})"})]
            else:
                body = self.render_block(node.additional, v, path, e)
            tests = ([f"!{m}"] if node.patterns else []) + (
                [f"!matches!({k}.as_str(), {alts})"] if alts else []
            )
            if body:
                loop += [f"if {' && '.join(tests) or 'true'} {{", *body, "}"]
        if not loop:
            return []
        text = "\n".join(loop)
        head = [f"if let Some({o}) = {x}.as_object() {{"]
        if f"{v}" in _words(text):
            head.append(f"for ({k}, {v}) in {o} {{")
        else:
            head.append(f"for {k} in {o}.keys() {{")
        if m in _words(text):
            head.append(f"let mut {m} = false;")
        return [*head, *loop, "}", "}"]

    def render_each_key(self, node: EachKey, x: str, p: str, e: str) -> list[str]:
        o, k, kv, v = self.var("o"), self.var("k"), self.var("kv"), self.child("v", x)
        body = self.render_block(node.body, v, p, e)
        if not body:
            return []
        return [
            f"if let Some({o}) = {x}.as_object() {{",
            f"for {k} in {o}.keys() {{",
            f"let {kv} = Value::String({k}.clone());",
            f"let {v} = &{kv};",
            *body,
            "}",
            "}",
        ]

    def render_when_present(self, node: WhenPresent, x: str, p: str, e: str) -> list[str]:
        body = self.render_block(node.body, x, p, e)
        if not body:
            return []
        test = f"{x}.as_object().is_some_and(|o| o.contains_key({rust_string(node.name)}))"
        return [f"if {test} {{", *body, "}"]

    def render_each_item(self, node: EachItem, x: str, p: str, e: str) -> list[str]:
        a = self.var("a")
        out: list[str] = []
        for at, block in enumerate(node.prefix):
            v = self.child("v", x)
            body = self.render_block(block, v, f"&rt::index({p}, {at})", e)
            if body:
                # clippy's `get_first` asks for `.first()` in place of `.get(0)`
                item = f"{a}.first()" if at == 0 else f"{a}.get({at})"
                out += [f"if let Some({v}) = {item} {{", *body, "}"]
        skip = f".skip({node.start})" if node.start else ""
        if node.rest is not None and self.fast and node.each_call is not None:
            n = self.roots[node.each_call]
            depth = self.depth_of(x, 1) if self.takes.get(n) else None
            call = f"|v| vd_{n}(v, {depth})" if depth is not None else f"v_{n}"
            out.append(f"if !{a}.iter(){skip}.all({call}) {{ return false; }}")
        elif node.rest is not None:
            i, v = self.var("i"), self.child("v", x)
            body = self.render_block(node.rest, v, f"&rt::index({p}, {i})", e)
            if body:
                if i in _words("\n".join(body)):
                    out.append(f"for ({i}, {v}) in {a}.iter().enumerate(){skip} {{")
                else:
                    out.append(f"for {v} in {a}.iter(){skip} {{")
                out += [*body, "}"]
        if not out:
            return []
        return [f"if let Some({a}) = {x}.as_array() {{", *out, "}"]

    def render_call(self, node: CallFunction, x: str, p: str, e: str) -> list[str]:
        n = self.roots[node.target]
        if self.fast:
            return [f"if !{self.call_v(n, x)} {{ return false; }}"]
        return [self.call_c(n, x, p, e)]

    def render_inline(self, node: Inline, x: str, p: str, e: str) -> list[str]:
        return self.render_block(node.body, x, p, e)

    def render_negation(self, node: Negation, x: str, p: str, e: str) -> list[str]:
        report = self.fail(e, p, pr.negated(node.at, node.schema_at), {})
        return [f"if {self.verdict(node.verdict, x)} {{ {report} }}"]

    def render_union(self, node: Union, x: str, p: str, e: str) -> list[str]:
        tests = [self.verdict(arm.verdict, x) for arm in node.arms]
        if self.fast:
            if not node.one:
                return [f"if !({' || '.join(tests) or 'false'}) {{ return false; }}"]
            total = " + ".join(f"usize::from({t})" for t in tests) or "0"
            return [f"if {total} != 1 {{ return false; }}"]
        n = self.var("n")
        out: list[str] = []
        if node.strict:  # the strict profile asks the verdicts again: each is kept
            passed = [self.var("passed") for _ in tests]
            out += [f"let {v} = {t};" for v, t in zip(passed, tests, strict=True)]
            tests = passed
        total = " + ".join(f"usize::from({t})" for t in tests) or "0"
        out += [f"let {n} = {total};", f"if {n} == 0 {{"]
        # the arms' own problems: those of the arms whose JSON type matched, if any did
        branches = []
        for arm in node.arms:
            b = self.var("b")
            branches.append(b)
            body = self.render_block(arm.problems or (), x, p, f"&mut {b}")
            mut = "mut " if body else ""
            out += [f"let {mut}{b}: Vec<rt::Problem> = Vec::new();", *body]
        out += [f"rt::closest_branches({e}, {p}, vec![{', '.join(branches)}]);", "}"]
        if node.one:
            more = self.fail(e, p, pr.too_many_arms(node.at), {"matches": n})
            out.append(f"if {n} > 1 {{ {more} }}")
        if not node.strict:
            return out
        # The strict profile looks inside the arms that passed (the values they enter may hold
        # unknown properties): an arm that passes strictly too leaves nothing to report, else
        # the problems of the first arm that passed are.
        looked = self.var("looked")
        out += [
            f"if strict && {n} {'== 1' if node.one else '> 0'} {{",
            f"let mut {looked} = rt::StrictArms::default();",
        ]
        for arm, test in zip(node.arms, tests, strict=True):
            if arm.strict is None:  # it cannot find more in the strict profile
                out.append(f"if {test} {{ {looked}.found(Vec::new()); }}")
                continue
            b = self.var("b")
            body = self.render_block(arm.strict, x, p, f"&mut {b}")
            mut = "mut " if body else ""
            out += [
                f"if {test} && {looked}.looking() {{",
                f"let {mut}{b}: Vec<rt::Problem> = Vec::new();",
                *body,
                f"{looked}.found({b});",
                "}",
            ]
        return [*out, f"{looked}.report({e});", "}"]

    def render_dispatch(self, node: Dispatch, x: str, p: str, e: str) -> list[str]:
        tag = rust_string(node.tag)
        if self.fast:
            arms = [
                f"Some({rust_string(t)}) => {self.call_v(self.roots[fn], x)},"
                for t, fn in node.table
            ]
            if node.fallback is not None:
                pattern, fn = node.fallback
                arms.append(
                    f"Some(t) if {self.pattern(pattern)}.search(t) => "
                    f"{self.call_v(self.roots[fn], x)},"
                )
            chosen = self.var("chosen")
            return [
                f"let {chosen} = match {x}.get({tag}).and_then(Value::as_str) {{",
                *arms,
                "_ => false,",
                "};",
                f"if !{chosen} {{ return false; }}",
            ]
        arms = [
            f"Some({rust_string(t)}) => {{ {self.call_c(self.roots[fn], x, p, e)} }}"
            for t, fn in node.table
        ]
        if node.fallback is not None:
            pattern, fn = node.fallback
            arms.append(
                f"Some(t) if {self.pattern(pattern)}.search(t) => "
                f"{{ {self.call_c(self.roots[fn], x, p, e)} }}"
            )
        o = self.var("o")
        missing = self.fail(e, p, pr.tag_missing(node.at, node.tag), {})
        tags = tuple(t for t, _ in node.table)
        unknown_spec = pr.tag_unknown(node.at, tags, node.fallback is not None)
        unknown = self.fail(e, f"&rt::child({p}, {tag})", unknown_spec, {"found": "rt::show(t)"})
        not_object = self.fail(e, p, pr.not_object(node.at), {"kind": f"rt::kind({x})"})
        return [
            f"if let Some({o}) = {x}.as_object() {{",
            f"match {o}.get({tag}).and_then(Value::as_str) {{",
            *arms,
            f"_ => match {o}.get({tag}) {{",
            f"None => {{ {missing} }}",
            f"Some(t) => {{ {unknown} }}",
            "},",
            "}",
            f"}} else {{ {not_object} }}",
        ]

    def render_conditional(self, node: Conditional, x: str, p: str, e: str) -> list[str]:
        then = self.render_block(node.then, x, p, e) if node.then is not None else []
        else_ = self.render_block(node.else_, x, p, e) if node.else_ is not None else []
        test = self.verdict(node.test, x)
        if then and else_:
            return [f"if {test} {{", *then, "} else {", *else_, "}"]
        if then:
            return [f"if {test} {{", *then, "}"]
        if else_:
            return [f"if !{test} {{", *else_, "}"]
        return []

    def render_count(self, node: Count, x: str, p: str, e: str) -> list[str]:
        bad = ([f"n < {node.min}"] if node.min > 0 else []) + (
            [f"n > {node.max}"] if node.max is not None else []
        )
        if not bad:
            return []
        a, v = self.var("a"), self.child("v", x)
        test = self.verdict(node.verdict, v)
        if self.fast and node.min == 1 and node.max is None:  # one match is enough
            return [
                f"if let Some({a}) = {x}.as_array() {{",
                f"if !{a}.iter().any(|{v}| {test}) {{ return false; }}",
                "}",
            ]
        if self.fast:
            return [
                f"if let Some({a}) = {x}.as_array() {{",
                f"let n = {a}.iter().filter(|{v}| {test}).count();",
                f"if {' || '.join(bad)} {{ return false; }}",
                "}",
            ]
        out = [
            f"if let Some({a}) = {x}.as_array() {{",
            f"let n = {a}.iter().filter(|{v}| {test}).count();",
        ]
        if node.min > 0:
            keyword = "minContains" if node.min != 1 else "contains"
            report = self.fail(e, p, pr.contains(node.at, keyword, node.min), {"count": "n"})
            out.append(f"if n < {node.min} {{ {report} }}")
        if node.max is not None:
            report = self.fail(e, p, pr.contains(node.at, "maxContains", node.max), {"count": "n"})
            out.append(f"if n > {node.max} {{ {report} }}")
        return [*out, "}"]

    def render_unevaluated(self, node: UnevaluatedLoop, x: str, p: str, e: str) -> list[str]:
        seen, got, k, v = self.var("seen"), self.var("c"), self.var("k"), self.child("v", x)
        function = self.evaluated(node.others, node.kind, node.inlining)
        if function is None:
            head = [f"let {seen} = rt::Evaluated::default();"]
        else:
            head = [
                f"let mut {seen} = rt::Evaluated::default();",
                f"{function}({x}, &mut {seen}{self.ev_depth(function, x)});",
            ]
        if node.kind == "properties":
            path = f"&rt::child({p}, {k})"
            guard = f"if let Some({got}) = {x}.as_object() {{"
            loop = f"for ({k}, {v}) in {got} {{"
            skip = f"if {seen}.has_name({k}) {{ continue; }}"
        else:
            path = f"&rt::index({p}, {k})"
            guard = f"if let Some({got}) = {x}.as_array() {{"
            loop = f"for ({k}, {v}) in {got}.iter().enumerate() {{"
            skip = f"if {seen}.has_item({k}) {{ continue; }}"
        body = self.render_block(node.body, v, path, e)
        if not body:
            return []
        if v not in _words("\n".join(body)):  # only which keys are there matters
            loop = loop.replace(f", {v})", ", _)")
        return [guard, *head, loop, skip, *body, "}", "}"]

    def render_split(self, node: Split, x: str, p: str, e: str) -> list[str]:
        if self.fast:
            return [f"if !{self.verdict(node.verdict, x)} {{ return false; }}"]
        return [self.call_c(self.check_function(node.schema), x, p, e)]

    def render_unknown(self, node: UnknownProperties, x: str, p: str, e: str) -> list[str]:
        """The strict profile: what no schema applied to the object evaluates is a problem."""
        o, seen = self.var("o"), self.var("seen")
        function = self.evaluated(node.schema, "properties", ())
        if function is None:
            evaluate = [f"let {seen} = rt::Evaluated::default();"]
        else:
            evaluate = [
                f"let mut {seen} = rt::Evaluated::default();",
                f"{function}({x}, &mut {seen}{self.ev_depth(function, x)});",
            ]
        at = rust_string(node.schema.at)
        return [
            "if strict {",
            f"if let Some({o}) = {x}.as_object() {{",
            *evaluate,
            f"rt::report_unknown({o}, &{seen}, {p}, {e}, {at});",
            "}",
            "}",
        ]

    # --- what a schema evaluates (for `unevaluated*` and the strict profile) -------------

    def evaluated(self, s: c.Schema, kind: str, inlining: Inlining) -> str | None:
        """The name of a function adding what `s` evaluates of `x` to `out` (given that `s`
        passes), or None when it evaluates nothing."""
        if s.always is not None or not s.checks:
            return None
        if len(s.checks) == 1 and isinstance(s.checks[0], c.Call):
            s = self.schemas[s.checks[0].target]
            if s.always is not None:
                return None
        return f"ev_{self.numbered(kind, s, inlining)}"

    def ev_depth(self, function: str, x: str) -> str:
        """`, d + n` for an `ev_N` that takes the depth (nothing for one that does not)."""
        if not self.takes.get(int(function.removeprefix("ev_"))):
            return ""
        return f", {self.depth_of(x) or '0'}"

    def evaluated_function(self, n: int, s: c.Schema, kind: str, inlining: Inlining) -> str:
        saved = self.carries, self.levels
        self.carries, self.levels = self.takes.get(n, False), {"v": 1}  # `v`: an item of `x`
        try:
            return self._evaluated_function(n, s, kind, inlining)
        finally:
            self.carries, self.levels = saved

    def _evaluated_function(self, n: int, s: c.Schema, kind: str, inlining: Inlining) -> str:
        plan = self.planner.evaluates(s, kind, inlining)
        depth = ", d: u32" if self.carries else ""
        head = f"pub fn ev_{n}<'a>(x: &'a Value, out: &mut rt::Evaluated<'a>{depth}) {{"
        if plan.every:
            field = "all_names" if kind == "properties" else "all_items"
            head = head.replace(", d: u32", ", _d: u32")
            return f"{head}\n{field_guard(kind)} {{ out.{field} = true; }}\n}}"
        body: list[str] = []

        def merge(subs: tuple[c.Schema, ...]) -> list[str]:
            names = [self.evaluated(sub, kind, inlining) for sub in subs]
            return [f"{name}(x, out{self.ev_depth(name, 'x')});" for name in names if name]

        for part in plan.parts:
            if isinstance(part, NamedKeys):
                for name in part.names:
                    lit = rust_string(name)
                    body.append(f"if o.contains_key({lit}) {{ out.names.push({lit}); }}")
            elif isinstance(part, PatternKeys):
                test = f"{self.pattern(part.pattern)}.search(k)"
                body.append(f"for k in o.keys() {{ if {test} {{ out.names.push(k); }} }}")
            elif isinstance(part, PrefixIndices):
                body.append(f"out.items.extend(0..o.len().min({part.count}));")
            elif isinstance(part, Matching):
                test = self.verdict(part.verdict, "v")
                body.append(
                    f"for (i, v) in o.iter().enumerate() {{ if {test} {{ out.items.push(i); }} }}"
                )
            elif isinstance(part, Merged):
                body += merge((part.schema,))
            elif isinstance(part, WhenValid):
                then, else_ = merge(part.merged), merge(part.otherwise)
                if then or else_:
                    body.append(f"if {self.verdict(part.verdict, 'x')} {{")
                    body += then
                    if else_:
                        body += ["} else {", *else_]
                    body.append("}")
            elif isinstance(part, WhenHas):
                inner = merge((part.schema,))
                if inner:
                    lit = rust_string(part.name)
                    body += [f"if o.contains_key({lit}) {{", *inner, "}"]
        if not body:
            return f"{head.replace(', d: u32', ', _d: u32')}\n}}"
        if self.carries and "d" not in _words("\n".join(body)):
            head = head.replace(", d: u32", ", _d: u32")
        getter = "as_object" if kind == "properties" else "as_array"
        return "\n".join([head, f"if let Some(o) = x.{getter}() {{", *body, "}", "}"])


def walkable(node: Node) -> bool:
    """Whether one walk of an object's members can answer `node` (see `one_walk`)."""
    if isinstance(node, Property):
        return True
    if isinstance(node, Require):
        return len(set(node.names)) <= 64
    return (
        isinstance(node, PropertyLoop)
        and node.by_set
        and node.closed
        and not node.patterns
        and node.additional is None
    )


def field_guard(kind: str) -> str:
    return "if x.is_object()" if kind == "properties" else "if x.is_array()"


def _words(text: str) -> set[str]:
    """The identifiers in some Rust text (to tell whether a variable is used)."""
    return set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text))


HEADER = """use crate::runtime as rt;
use serde_json::Value;
"""
#: The line a checks module adds to `HEADER` when it asserts a format (`uses_formats`).
FORMATS_HEADER = "use crate::formats as fm;\n"
