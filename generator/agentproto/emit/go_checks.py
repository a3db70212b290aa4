"""Go validation code from the check IR: one function per schema node, all of one signature

    func(v any, p *rt.Path, e *rt.Problems, ev *rt.Eval) bool

where `e == nil` is the fast path (the first failure returns false, nothing is reported) and a
non-nil `e` collects every problem (instance pointer, keyword, message, schema location); `ev`,
when non-nil, records the properties and items evaluated, which `unevaluated*` reads. One walk
writes all three uses, so they cannot disagree. Named functions (document roots and `$ref`
targets) are exported as `F<n>` for the bindings to call.

The strict profile rides on the path (`p.Strict()`, set at the root by `rt.StrictRoot`, so only
the problem walk pays for it): a schema an instance enters whose schemas name properties
(`passes.checks.closes`) records what they evaluate and reports every other property, and a
union that passed looks inside the arms that passed (`rt.StrictBranches`)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from ..errors import Unsupported
from ..ir import checks as c
from ..passes.checks import closes, nested, strict_sensitive
from ..regex import _BOUNDARIES, translate
from .go_text import go_string

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
_LOOKAROUND_OR_BACKREF = re.compile(r"\(\?(?:=|!|<=|<!|P=)|\\[1-9]")


def go_patterns(ecma: str) -> tuple[str, str]:
    """A pattern's ECMA-262 meaning as (RE2 source or "" when RE2 cannot say it, regexp2
    source). Both come from the one translation `regex.translate` makes for Python, whose
    syntax both engines read but for a few spellings rewritten here."""
    try:
        python = translate(ecma)
        re.compile(python)
    except (ValueError, re.error) as exc:
        raise ValueError(f"pattern {ecma!r}: {exc}") from None
    backtracking = _rewrite(python, re2=False)
    re2 = _rewrite(python, re2=True)
    if _LOOKAROUND_OR_BACKREF.search(re2):
        re2 = ""
    return re2, backtracking


def _rewrite(python: str, *, re2: bool) -> str:
    if re2:
        # ECMA's end of input and its ASCII word boundaries are RE2's own `\z`, `\b`, `\B`
        python = python.replace("(?!(?s:.))", "\\z")
        python = python.replace(_BOUNDARIES["b"], "\\b").replace(_BOUNDARIES["B"], "\\B")
    out, i = [], 0
    while i < len(python):
        ch = python[i]
        if ch == "\\" and i + 1 < len(python):
            nxt = python[i + 1]
            if re2 and nxt == "u":
                out.append(f"\\x{{{python[i + 2 : i + 6]}}}")
                i += 6
                continue
            if nxt == "U":
                out.append(f"\\x{{{python[i + 2 : i + 10].lstrip('0') or '0'}}}")
                i += 10
                continue
            out.append(python[i : i + 2])
            i += 2
            continue
        if not re2 and python.startswith("(?P<", i):
            out.append("(?<")
            i += 4
            continue
        if not re2 and python.startswith("(?P=", i):
            end = python.index(")", i)
            out.append(f"\\k<{python[i + 4 : end]}>")
            i = end + 1
            continue
        out.append(ch)
        i += 1
    return "".join(out)


@dataclass
class GoCheckWriter:
    """Writes the check functions of one program into one Go file (package `checks`)."""

    names: dict[c.FunctionKey, str]  # named functions: key -> Go name
    schemas: dict[c.FunctionKey, c.Schema]
    functions: list[str] = field(default_factory=list)
    constants: dict[str, str] = field(default_factory=dict)  # Go expression -> variable
    uses_json: bool = False
    prefix: str = ""  # put before inner function and constant names: writers sharing a package
    # the bindings hold integers as int64: their `integer` admits those only (a schema compiled
    # for validation alone keeps JSON Schema's unbounded integers)
    int64_integers: bool = False
    _inner: dict[int, str] = field(default_factory=dict)
    _count: int = 0
    _sensitive: set[c.FunctionKey] | None = None

    def named(self, key: c.FunctionKey, name: str) -> None:
        self.functions.append(self.function(name, self.schemas[key], f"// {name}: {_c(str(key))}"))

    def const(self, expr: str, prefix: str) -> str:
        if expr not in self.constants:
            self.constants[expr] = f"{self.prefix}{prefix}{len(self.constants) + 1}"
        return self.constants[expr]

    def strict_root(self, key: c.FunctionKey, name: str) -> bool:
        """Writes `name`, the strict profile's check of a document of `key` (its root entered),
        when the root object closes; False when `F<n>` is that check already."""
        top = c.Schema(self.schemas[key].at, (c.Call(key),), entered=True)
        if not closes(top, self.schemas):
            return False
        self.functions.append(self.function(name, top, f"// {name}: {_c(str(key))}, strict root"))
        return True

    def profile_dependent(self, s: c.Schema) -> bool:
        """Whether checking `s` can find more in the strict profile than in the default one."""
        if self._sensitive is None:
            self._sensitive = strict_sensitive(self.schemas)
        sensitive = self._sensitive
        return any(
            closes(sub, self.schemas)
            or any(isinstance(ch, c.Call) and ch.target in sensitive for ch in sub.checks)
            for sub in nested(s)
        )

    def inner(self, s: c.Schema) -> str:
        """The function for a subschema: a named function's call stays a call (unless the
        schema closes the object it enters in the strict profile)."""
        if (
            len(s.checks) == 1
            and isinstance(s.checks[0], c.Call)
            and s.always is None
            and not closes(s, self.schemas)
        ):
            return self.names[s.checks[0].target]
        if id(s) not in self._inner:
            self._count += 1
            name = f"{self.prefix}s{self._count}"
            self._inner[id(s)] = name
            self.functions.append(self.function(name, s, ""))
        return self._inner[id(s)]

    def function(self, name: str, s: c.Schema, doc: str) -> str:
        head = (doc + "\n" if doc else "") + (
            f"func {name}(v any, p *rt.Path, e *rt.Problems, ev *rt.Eval) bool {{"
        )
        if s.always is True or (s.always is None and not s.checks):
            return f"{head}\n\treturn true\n}}"
        if s.always is False:
            report = self.fail("false", go_string("no value is valid here"), s.at, "p", 1)
            return "\n".join([head, "\tok := true", *report, "\t_ = ok", "\treturn false", "}"])
        closing = closes(s, self.schemas)
        if closing and len(s.checks) == 1 and isinstance(s.checks[0], c.Call):
            # a `$ref` the instance enters: the strict profile around the named function
            call = self.names[s.checks[0].target]
            return f"{head}\n\treturn rt.Closed({call}, v, p, e, ev, {go_string(s.at)})\n}}"
        body: list[str] = ["\tok := true"]
        checks = sorted(s.checks, key=lambda ch: isinstance(ch, c.Unevaluated))
        local = any(isinstance(ch, c.Unevaluated) for ch in checks)
        if closing:  # the strict profile: record what the schemas here evaluate
            body += ["\tif e != nil && p.Strict() {", "\t\tev = &rt.Eval{}", "\t}"]
        if local:
            body += ["\touter := ev", "\tev = &rt.Eval{}"]
        for check in checks:
            body += self.check(check, s.at)
        if local:  # (the strict profile counts what a schema evaluates as if it passed)
            body += ["\tif ok || p.Strict() {", "\t\touter.Merge(ev)", "\t}"]
        if closing:  # ... and report every other property
            body += [
                "\tif obj, isObj := v.(*rt.Object); isObj && e != nil && p.Strict() {",
                f"\t\tif rt.ReportUnknown(obj, ev, p, e, {go_string(s.at)}) {{",
                "\t\t\tok = false",
                "\t\t}",
                "\t}",
            ]
        body.append("\treturn ok")
        return "\n".join([head, *body, "}"])

    # --- pieces ---------------------------------------------------------------------------

    def fail(self, keyword: str, message: str, at: str, p: str, depth: int) -> list[str]:
        ind = "\t" * depth
        return [
            f"{ind}if e == nil {{",
            f"{ind}\treturn false",
            f"{ind}}}",
            f"{ind}ok = false",
            f"{ind}rt.Report(e, {p}, {go_string(keyword)}, {message}, {go_string(at)})",
        ]

    def sub(self, call: str, depth: int) -> list[str]:
        """A subschema's verdict: it reported its own problems."""
        ind = "\t" * depth
        return [
            f"{ind}if !{call} {{",
            f"{ind}\tif e == nil {{",
            f"{ind}\t\treturn false",
            f"{ind}\t}}",
            f"{ind}\tok = false",
            f"{ind}}}",
        ]

    def check(self, ch: c.Check, at: str) -> list[str]:
        if isinstance(ch, c.Types):
            bits = dict(TYPE_BITS, integer="rt.TInt64") if self.int64_integers else TYPE_BITS
            mask = " | ".join(bits[n] for n in ch.names)
            kind = (
                "rt.KindInt64(v)" if self.int64_integers and "integer" in ch.names else "rt.Kind(v)"
            )
            msg = f'"expected {" or ".join(ch.names)}, found " + {kind}'
            return [f"\tif !rt.IsType(v, {mask}) {{", *self.fail("type", msg, at, "p", 2), "\t}"]
        if isinstance(ch, c.Const):
            var = self.const(f"rt.MustJSON({go_string(json.dumps(ch.value))})", "c")
            msg = f'"expected " + rt.Short({var}) + ", found " + rt.Short(v)'
            return [f"\tif !rt.Equal(v, {var}) {{", *self.fail("const", msg, at, "p", 2), "\t}"]
        if isinstance(ch, c.EnumOf):
            var = self.const(f"rt.MustJSON({go_string(json.dumps(list(ch.values)))}).([]any)", "c")
            msg = '"not one of the allowed values: " + rt.Short(v)'
            return [f"\tif !rt.In(v, {var}) {{", *self.fail("enum", msg, at, "p", 2), "\t}"]
        if isinstance(ch, c.StringBound):
            op = "<" if ch.keyword == "minLength" else ">"
            msg = f'"length " + strconv.Itoa(rt.Length(str)) + " {op} {ch.limit}"'
            return [
                f"\tif str, isStr := v.(string); isStr && rt.Length(str) {op} {ch.limit} {{",
                *self.fail(ch.keyword, msg, at, "p", 2),
                "\t}",
            ]
        if isinstance(ch, c.Pattern):
            try:
                re2, bt = go_patterns(ch.pattern)
            except ValueError as exc:
                raise _unsupported(at, str(exc)) from None
            var = self.const(f"rt.MustPattern({go_string(re2)}, {go_string(bt)})", "pat")
            msg = f'rt.Short(v) + " does not match " + {go_string(json.dumps(ch.pattern))}'
            return [
                f"\tif str, isStr := v.(string); isStr && !{var}.Search(str) {{",
                *self.fail("pattern", msg, at, "p", 2),
                "\t}",
            ]
        if isinstance(ch, c.Format):
            return []  # asserted formats are checked by the Python target only
        if isinstance(ch, c.NumberBound):
            self.uses_json = True
            limit = go_string(json.dumps(ch.limit))
            msg = f'rt.Short(v) + " fails {ch.keyword} " + {limit}'
            return [
                (
                    f"\tif num, isNum := v.(json.Number); isNum && rt.Compare(num, {limit}) "
                    f"{NUMBER_FAILS[ch.keyword]} {{"
                ),
                *self.fail(ch.keyword, msg, at, "p", 2),
                "\t}",
            ]
        if isinstance(ch, c.MultipleOf):
            self.uses_json = True
            factor = go_string(json.dumps(ch.factor))
            msg = f'rt.Short(v) + " is not a multiple of " + {factor}'
            return [
                f"\tif num, isNum := v.(json.Number); isNum && !rt.MultipleOf(num, {factor}) {{",
                *self.fail("multipleOf", msg, at, "p", 2),
                "\t}",
            ]
        if isinstance(ch, c.Required):
            out = ["\tif obj, isObj := v.(*rt.Object); isObj {", "\t\t_ = obj"]
            for name in ch.names:
                msg = go_string(f"missing required property {json.dumps(name)}")
                out += [
                    f"\t\tif _, has := obj.Values[{go_string(name)}]; !has {{",
                    *self.fail("required", msg, at, "p", 3),
                    "\t\t}",
                ]
            return [*out, "\t}"]
        if isinstance(ch, c.Properties):
            return self.properties(ch, at)
        if isinstance(ch, c.CountBound):
            op = "<" if ch.keyword.startswith("min") else ">"
            kind, var, size = (
                ("*rt.Object", "obj", "len(obj.Values)")
                if ch.keyword.endswith("Properties")
                else ("[]any", "arr", "len(arr)")
            )
            msg = f'"size " + strconv.Itoa({size}) + " {op} {ch.limit}"'
            return [
                f"\tif {var}, isIt := v.({kind}); isIt && {size} {op} {ch.limit} {{",
                *self.fail(ch.keyword, msg, at, "p", 2),
                "\t}",
            ]
        if isinstance(ch, c.PropertyNames):
            fn = self.inner(ch.schema)
            return [
                "\tif obj, isObj := v.(*rt.Object); isObj {",
                "\t\tfor _, k := range rt.SortedKeys(obj.Values) {",
                *self.sub(f"{fn}(k, p, e, nil)", 3),
                "\t\t}",
                "\t}",
            ]
        if isinstance(ch, c.DependentRequired):
            out = ["\tif obj, isObj := v.(*rt.Object); isObj {", "\t\t_ = obj"]
            for prop, names in ch.rules:
                out.append(f"\t\tif _, has := obj.Values[{go_string(prop)}]; has {{")
                for name in names:
                    msg = go_string(
                        f"{json.dumps(name)} is required when {json.dumps(prop)} is present"
                    )
                    out += [
                        f"\t\t\tif _, has := obj.Values[{go_string(name)}]; !has {{",
                        *self.fail("dependentRequired", msg, at, "p", 4),
                        "\t\t\t}",
                    ]
                out.append("\t\t}")
            return [*out, "\t}"]
        if isinstance(ch, c.DependentSchemas):
            out = ["\tif obj, isObj := v.(*rt.Object); isObj {", "\t\t_ = obj"]
            for prop, schema in ch.rules:
                fn = self.inner(schema)
                out += [
                    f"\t\tif _, has := obj.Values[{go_string(prop)}]; has {{",
                    *self.sub(f"{fn}(v, p, e, ev)", 3),
                    "\t\t}",
                ]
            return [*out, "\t}"]
        if isinstance(ch, c.Items):
            return self.items(ch, at)
        if isinstance(ch, c.Contains):
            fn = self.inner(ch.schema)
            out = [
                "\tif arr, isArr := v.([]any); isArr {",
                "\t\tcount := 0",
                "\t\tfor i, x := range arr {",
                f"\t\t\tif {fn}(x, nil, nil, nil) {{",
                "\t\t\t\tcount++",
                "\t\t\t\tev.MarkItem(i)",
                "\t\t\t}",
                "\t\t}",
            ]
            if ch.min > 0:
                kw = "contains" if ch.min == 1 else "minContains"
                msg = f'"" + strconv.Itoa(count) + " items match contains, fewer than {ch.min}"'
                out += [f"\t\tif count < {ch.min} {{", *self.fail(kw, msg, at, "p", 3), "\t\t}"]
            if ch.max is not None:
                msg = f'"" + strconv.Itoa(count) + " items match contains, more than {ch.max}"'
                out += [
                    f"\t\tif count > {ch.max} {{",
                    *self.fail("maxContains", msg, at, "p", 3),
                    "\t\t}",
                ]
            if ch.min == 0 and ch.max is None:
                out.append("\t\t_ = count")
            return [*out, "\t}"]
        if isinstance(ch, c.UniqueItems):
            return [
                "\tif arr, isArr := v.([]any); isArr && !rt.Unique(arr) {",
                *self.fail("uniqueItems", '"items are not unique"', at, "p", 2),
                "\t}",
            ]
        if isinstance(ch, c.AllOf):
            out = []
            for s in ch.schemas:
                out += self.sub(f"{self.inner(s)}(v, p, e, ev)", 1)
            return out
        if isinstance(ch, c.AnyOf | c.OneOf):
            return self.union(ch, at)
        if isinstance(ch, c.TaggedOneOf):
            return self.tagged(ch, at)
        if isinstance(ch, c.Not):
            fn = self.inner(ch.schema)
            return [
                f"\tif {fn}(v, p, nil, nil) {{",
                *self.fail("not", '"must not be valid against the schema in not"', at, "p", 2),
                "\t}",
            ]
        if isinstance(ch, c.IfThenElse):
            fn = self.inner(ch.if_)
            out = [
                "\t{",
                "\t\tsub := rt.Fresh(ev)",
                f"\t\tif {fn}(v, p, nil, sub) {{",
                "\t\t\tev.Merge(sub)",
            ]
            if ch.then is not None:
                out += self.sub(f"{self.inner(ch.then)}(v, p, e, ev)", 3)
            out.append("\t\t} else {")
            if ch.else_ is not None:
                out += self.sub(f"{self.inner(ch.else_)}(v, p, e, ev)", 3)
            return [*out, "\t\t}", "\t}"]
        if isinstance(ch, c.Unevaluated):
            return self.unevaluated(ch, at)
        if isinstance(ch, c.Call):
            return self.sub(f"{self.names[ch.target]}(v, p, e, ev)", 1)
        raise _unsupported(at, f"no Go rendering of {type(ch).__name__}")

    def properties(self, ch: c.Properties, at: str) -> list[str]:
        out = [
            "\tif obj, isObj := v.(*rt.Object); isObj {",
            "\t\t_ = obj // `properties: {}` reads nothing",
        ]
        for name, schema in ch.named:
            fn = self.inner(schema)
            key = go_string(name)
            out += [f"\t\tif x, has := obj.Values[{key}]; has {{", f"\t\t\tev.MarkProp({key})"]
            if schema.always is False:
                msg = go_string(f"property {json.dumps(name)} is not allowed")
                out += self.fail("false", msg, at, f"p.Key({key})", 3)
                out.append("\t\t\t_ = x")
            else:
                out += self.sub(f"{fn}(x, p.KeyIf(e, {key}), e, nil)", 3)
            out.append("\t\t}")
        if ch.patterns or ch.additional is not None:
            out += [
                "\t\tfor _, k := range rt.SortedKeys(obj.Values) {",
                "\t\t\tx := obj.Values[k]",
                "\t\t\t_ = x",
            ]
            if ch.additional is not None:
                out.append("\t\t\tmatched := false")
            for pattern, schema in ch.patterns:
                try:
                    re2, bt = go_patterns(pattern)
                except ValueError as exc:
                    raise _unsupported(at, str(exc)) from None
                var = self.const(f"rt.MustPattern({go_string(re2)}, {go_string(bt)})", "pat")
                out += [f"\t\t\tif {var}.Search(k) {{"]
                if ch.additional is not None:
                    out.append("\t\t\t\tmatched = true")
                out += [
                    "\t\t\t\tev.MarkProp(k)",
                    *self.sub(f"{self.inner(schema)}(x, p.KeyIf(e, k), e, nil)", 4),
                    "\t\t\t}",
                ]
            if ch.additional is not None:
                cond = "!matched"
                if ch.named:
                    cond += (
                        " && !(" + " || ".join(f"k == {go_string(n)}" for n, _ in ch.named) + ")"
                    )
                out += [f"\t\t\tif {cond} {{", "\t\t\t\tev.MarkProp(k)"]
                if ch.additional.always is False:
                    msg = '"unexpected property " + rt.Short(k)'
                    out += self.fail("additionalProperties", msg, at, "p", 4)
                else:
                    out += self.sub(f"{self.inner(ch.additional)}(x, p.KeyIf(e, k), e, nil)", 4)
                out.append("\t\t\t}")
            out.append("\t\t}")
        return [*out, "\t}"]

    def items(self, ch: c.Items, at: str) -> list[str]:
        out = ["\tif arr, isArr := v.([]any); isArr {"]
        n = len(ch.prefix)
        for j, schema in enumerate(ch.prefix):
            out += [
                f"\t\tif len(arr) > {j} {{",
                *self.sub(f"{self.inner(schema)}(arr[{j}], p.IndexIf(e, {j}), e, nil)", 3),
                "\t\t}",
            ]
        if n:
            out.append(f"\t\tev.MarkUpTo({n})")
        if ch.rest is not None:
            if ch.rest.always is False:
                msg = f'"expected at most {n} items, found " + strconv.Itoa(len(arr))'
                out += [f"\t\tif len(arr) > {n} {{", *self.fail("items", msg, at, "p", 3), "\t\t}"]
            else:
                fn = self.inner(ch.rest)
                out += [
                    f"\t\tfor i := {n}; i < len(arr); i++ {{",
                    *self.sub(f"{fn}(arr[i], p.IndexIf(e, i), e, nil)", 3),
                    "\t\t}",
                ]
            out.append("\t\tev.MarkAllItems()")
        if not n and ch.rest is None:
            out.append("\t\t_ = arr")
        return [*out, "\t}"]

    def union(self, ch: c.AnyOf | c.OneOf, at: str) -> list[str]:
        fns = ", ".join(self.inner(s) for s in ch.schemas)
        any_of = isinstance(ch, c.AnyOf)
        keyword = "anyOf" if any_of else "oneOf"
        out = [
            "\t{",
            f"\t\tarms := [...]rt.Check{{{fns}}}",
            "\t\tpassed := 0",
            "\t\tvar evs []*rt.Eval",
            "\t\tfor _, arm := range arms {",
            "\t\t\tsub := rt.Fresh(ev)",
            "\t\t\tif arm(v, p, nil, sub) {",
            "\t\t\t\tpassed++",
            "\t\t\t\tevs = append(evs, sub)",
        ]
        if any_of:
            out += ["\t\t\t\tif ev == nil {", "\t\t\t\t\tbreak", "\t\t\t\t}"]
        else:
            out += ["\t\t\t\tif passed > 1 && ev == nil {", "\t\t\t\t\tbreak", "\t\t\t\t}"]
        out += ["\t\t\t}", "\t\t}"]
        ok_cond = "passed > 0" if any_of else "passed == 1"
        # what the arms that passed evaluate counts, whether or not the union does (as the
        # evaluation functions of the other targets count it)
        out += [
            "\t\tfor _, sub := range evs {",
            "\t\t\tev.Merge(sub)",
            "\t\t}",
            f"\t\tif {ok_cond} {{",
        ]
        looks = [self.profile_dependent(arm) for arm in ch.schemas]
        if any(looks):  # the strict profile looks inside the arms that passed
            flags = ", ".join("true" if x else "false" for x in looks)
            out += [
                "\t\t\tif e != nil && p.Strict() {",
                f"\t\t\t\tif found := rt.StrictBranches(v, p, arms[:], []bool{{{flags}}}); len(found) > 0 {{",
                "\t\t\t\t\tok = false",
                "\t\t\t\t\t*e = append(*e, found...)",
                "\t\t\t\t}",
                "\t\t\t}",
            ]
        out += [
            "\t\t} else {",
            "\t\t\tif e == nil {",
            "\t\t\t\treturn false",
            "\t\t\t}",
            "\t\t\tok = false",
            "\t\t\tif passed == 0 {",
            f'\t\t\t\trt.Report(e, p, {go_string(keyword)}, "not valid against any of the schemas in {keyword}", {go_string(at)})',
            "\t\t\t\tfor _, arm := range arms {",
            "\t\t\t\t\tarm(v, p, e, nil)",
            "\t\t\t\t}",
            "\t\t\t} else {",
            f'\t\t\t\trt.Report(e, p, {go_string(keyword)}, "valid against more than one of the schemas in oneOf", {go_string(at)})',
            "\t\t\t}",
            "\t\t}",
            "\t}",
        ]
        return out

    def tagged(self, ch: c.TaggedOneOf, at: str) -> list[str]:
        tag = go_string(ch.tag)
        known = ", ".join(t for t, _ in ch.table)[:200]
        out = [
            "\tif obj, isObj := v.(*rt.Object); isObj {",
            f"\t\ttag, has := obj.Values[{tag}]",
            "\t\tname, isStr := tag.(string)",
            "\t\tswitch {",
            "\t\tcase !has:",
            *self.fail(
                "required",
                go_string(
                    f"missing required property {json.dumps(ch.tag)} (the tag naming the variant)"
                ),
                at,
                "p",
                3,
            ),
        ]
        for value, arm in ch.table:
            out += [
                f"\t\tcase isStr && name == {go_string(value)}:",
                *self.arm(f"{self.inner(arm)}", 3),
            ]
        msg = f'"expected one of " + {go_string(known)} + ", found " + rt.Short(tag)'
        if ch.fallback is not None:
            pattern, arm = ch.fallback
            try:
                re2, bt = go_patterns(pattern)
            except ValueError as exc:
                raise _unsupported(at, str(exc)) from None
            var = self.const(f"rt.MustPattern({go_string(re2)}, {go_string(bt)})", "pat")
            out += [
                f"\t\tcase isStr && {var}.Search(name):",
                *self.arm(f"{self.inner(arm)}", 3),
            ]
            out += ["\t\tdefault:", *self.fail("pattern", msg, at, f"p.Key({tag})", 3)]
        else:
            out += ["\t\tdefault:", *self.fail("const", msg, at, f"p.Key({tag})", 3)]
        out += [
            "\t\t}",
            "\t} else {",
            *self.fail("type", '"expected object, found " + rt.Kind(v)', at, "p", 2),
            "\t}",
        ]
        return out

    def arm(self, fn: str, depth: int) -> list[str]:
        """The arm a tag selects: what it evaluates counts only when it passes (in the default
        profile: one failing only in the strict profile counts too)."""
        ind = "\t" * depth
        return [
            f"{ind}if sub := rt.Fresh(ev); {fn}(v, p, e, sub) {{",
            f"{ind}\tev.Merge(sub)",
            f"{ind}}} else {{",
            f"{ind}\tif e == nil {{",
            f"{ind}\t\treturn false",
            f"{ind}\t}}",
            f"{ind}\tok = false",
            f"{ind}\tif p.Strict() && {fn}(v, nil, nil, nil) {{",
            f"{ind}\t\tev.Merge(sub)",
            f"{ind}\t}}",
            f"{ind}}}",
        ]

    def unevaluated(self, ch: c.Unevaluated, at: str) -> list[str]:
        keyword = "unevaluatedProperties" if ch.kind == "properties" else "unevaluatedItems"
        if ch.kind == "properties":
            out = [
                "\tif obj, isObj := v.(*rt.Object); isObj {",
                "\t\tfor _, k := range rt.SortedKeys(obj.Values) {",
                "\t\t\tif ev.HasProp(k) {",
                "\t\t\t\tcontinue",
                "\t\t\t}",
            ]
            if ch.schema.always is False:
                out += self.fail(keyword, '"unevaluated property " + rt.Short(k)', at, "p", 3)
            else:
                out += self.sub(f"{self.inner(ch.schema)}(obj.Values[k], p.KeyIf(e, k), e, nil)", 3)
            return [*out, "\t\t}", "\t\tev.MarkAllProps()", "\t}"]
        out = [
            "\tif arr, isArr := v.([]any); isArr {",
            "\t\tfor i, x := range arr {",
            "\t\t\tif ev.HasItem(i) {",
            "\t\t\t\tcontinue",
            "\t\t\t}",
        ]
        if ch.schema.always is False:
            out += self.fail(keyword, '"unevaluated item at " + strconv.Itoa(i)', at, "p", 3)
            out.append("\t\t\t_ = x")
        else:
            out += self.sub(f"{self.inner(ch.schema)}(x, p.IndexIf(e, i), e, nil)", 3)
        return [*out, "\t\t}", "\t\tev.MarkAllItems()", "\t}"]

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


def _c(text: str) -> str:
    from .go_text import comment_text

    return comment_text(text)


def _unsupported(at: str, message: str) -> Unsupported:
    """`Unsupported` for the schema location `file#/pointer` a check carries."""
    file, _, pointer = at.partition("#")
    return Unsupported(file, pointer, message)
