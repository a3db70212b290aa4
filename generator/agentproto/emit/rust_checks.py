"""The check IR as Rust: every schema object becomes a pair of functions, `v_N(x, ev) -> bool`
(the fast path: first failure returns false, nothing allocated) and `c_N(x, p, e)` (every
problem appended, each with pointer, keyword, message and schema location). `ev`, when given,
collects the property names and item indices the schema evaluated (what `unevaluated*` needs);
combinators then try every arm instead of stopping at the first that decides. Small functions
are left to rustc to inline: one function per schema object keeps the writer a plain walk."""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field

from ..ir import checks as c
from .rust_text import comment_text, rust_string


def float_literal(value: float) -> str:
    """A finite f64 literal, or the constant for an infinity."""
    if math.isinf(value):
        return "f64::INFINITY" if value > 0 else "f64::NEG_INFINITY"
    text = repr(float(value))
    return text if ("." in text or "e" in text) else text + ".0"


TYPE_TESTS = {
    "null": "x.is_null()",
    "boolean": "x.is_boolean()",
    "object": "x.is_object()",
    "array": "x.is_array()",
    "string": "x.is_string()",
    "number": "x.is_number()",
    "integer": "rt::is_integer(x)",
}


@dataclass
class RustChecks:
    """Writes the functions of a check program into one Rust module's text."""

    program: c.CheckProgram
    ids: dict[int, int] = field(default_factory=dict)  # id(Schema) -> number
    schemas: list[c.Schema] = field(default_factory=list)
    statics: list[str] = field(default_factory=list)
    _consts: dict[str, str] = field(default_factory=dict)
    _patterns: dict[str, str] = field(default_factory=dict)
    roots: dict[c.FunctionKey, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for fn in self.program.functions:
            self.roots[fn.key] = self.number(fn.schema)

    def number(self, schema: c.Schema) -> int:
        key = id(schema)
        if key not in self.ids:
            self.ids[key] = len(self.schemas)
            self.schemas.append(schema)
        return self.ids[key]

    def entry(self, key: c.FunctionKey) -> int:
        return self.roots[key]

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
        if source not in self._patterns:
            name = f"P{len(self._patterns)}"
            self._patterns[source] = name
            self.statics.append(
                f"pub static {name}: rt::Pattern = rt::Pattern::new({rust_string(source)});"
            )
        return self._patterns[source]

    # --- the module ----------------------------------------------------------------------

    def render(self) -> str:
        """Every function of every schema reached from the program's functions."""
        out: list[str] = []
        done = 0
        while done < len(self.schemas):  # writing a schema numbers its subschemas
            schema = self.schemas[done]
            out.append(self.functions(done, schema))
            done += 1
        return "\n\n".join([*out, *self.statics]) + "\n"

    def functions(self, n: int, schema: c.Schema) -> str:
        head = f"// {comment_text(schema.at)}\n"
        uneval = [k for k in schema.checks if isinstance(k, c.Unevaluated)]
        rest = [k for k in schema.checks if not isinstance(k, c.Unevaluated)]
        parts = []
        if schema.always is False:
            parts.append(self.fn_v(n, ["false"]))
            parts.append(
                self.fn_c(
                    n,
                    [
                        (
                            f'rt::fail(e, p, "false", {rust_string(schema.at)}, '
                            '"no value is allowed here".to_string());'
                        )
                    ],
                )
            )
            return head + "\n".join(parts)
        if not uneval:
            body = [line for k in rest for line in self.v_check(k, schema.at)]
            parts.append(self.fn_v(n, [*body, "true"]))
            parts.append(self.fn_c(n, [line for k in rest for line in self.c_check(k, schema.at)]))
            return head + "\n".join(parts)
        # siblings first (`s_N` collects what they evaluate), then the unevaluated checks
        body = [line for k in rest for line in self.v_check(k, schema.at)]
        parts.append(self.fn_v(n, [*body, "true"], prefix="s"))
        v_body = [
            "let mut local = rt::Evaluated::default();",
            f"if !s_{n}(x, Some(&mut local)) {{ return false; }}",
        ]
        c_body = [line for k in rest for line in self.c_check(k, schema.at)]
        c_body += ["let mut local = rt::Evaluated::default();", f"s_{n}(x, Some(&mut local));"]
        for k in uneval:
            v_body += self.v_unevaluated(k)
            c_body += self.c_unevaluated(k, schema.at)
        v_body += ["rt::note(&mut ev, |e| { e.merge(local); });", "true"]
        parts.append(self.fn_v(n, v_body))
        parts.append(self.fn_c(n, c_body))
        return head + "\n".join(parts)

    def fn_v(self, n: int, body: list[str], prefix: str = "v") -> str:
        text = "\n".join(body)
        uses_ev = re.search(r"\bev\b", text) is not None
        param = (
            ("mut ev" if "&mut ev" in text or "ev.as_deref_mut" in text else "ev")
            if uses_ev
            else "_ev"
        )
        xs = "x" if re.search(r"\bx\b", text) else "_x"
        return (
            f"pub fn {prefix}_{n}<'a>({xs}: &'a Value, {param}: Option<&mut rt::Evaluated<'a>>) -> bool {{\n"
            + text
            + "\n}"
        )

    def fn_c(self, n: int, body: list[str]) -> str:
        text = "\n".join(body)
        xs = "x" if re.search(r"\bx\b", text) else "_x"
        ps = "p" if re.search(r"\bp\b", text) else "_p"
        es = "e" if re.search(r"\be\b", text) else "_e"
        return f"pub fn c_{n}({xs}: &Value, {ps}: &str, {es}: &mut Vec<rt::Problem>) {{\n{text}\n}}"

    # --- fast path -----------------------------------------------------------------------

    def v_call(self, schema: c.Schema, x: str, ev: str = "None") -> str:
        if schema.always is True and not schema.checks:
            return "true"
        return f"v_{self.number(schema)}({x}, {ev})"

    def c_call(self, schema: c.Schema, x: str, p: str) -> str:
        if schema.always is True and not schema.checks:
            return ""
        return f"c_{self.number(schema)}({x}, {p}, e);"

    def v_check(self, k: c.Check, at: str) -> list[str]:
        cond = self.condition(k)
        if cond is not None:
            return [f"if !({cond}) {{ return false; }}"]
        return self.v_structural(k)

    def condition(self, k: c.Check) -> str | None:
        """A check that is one boolean expression of `x`."""
        if isinstance(k, c.Types):
            return " || ".join(TYPE_TESTS[n] for n in k.names) or "false"
        if isinstance(k, c.Const):
            if isinstance(k.value, str):
                return f"x.as_str() == Some({rust_string(k.value)})"
            return f"rt::json_eq(x, &{self.const(k.value)})"
        if isinstance(k, c.EnumOf):
            if k.values and all(isinstance(v, str) for v in k.values):
                alts = " | ".join(rust_string(v) for v in k.values)
                return f"matches!(x.as_str(), Some({alts}))"
            consts = ", ".join(f"&*{self.const(v)}" for v in k.values)
            return f"[{consts}].iter().any(|v| rt::json_eq(x, v))"
        if isinstance(k, c.StringBound):
            op = "<" if k.keyword == "maxLength" else ">="
            return (
                f"x.as_str().is_none_or(|s| rt::length(s) {op}{'=' if op == '<' else ''} {k.limit})"
            )
        if isinstance(k, c.Pattern):
            return f"x.as_str().is_none_or(|s| {self.pattern(k.pattern)}.search(s))"
        if isinstance(k, c.Format):
            return "true"
        if isinstance(k, c.NumberBound):
            bad = {
                "minimum": "== std::cmp::Ordering::Less",
                "maximum": "== std::cmp::Ordering::Greater",
                "exclusiveMinimum": "!= std::cmp::Ordering::Greater",
                "exclusiveMaximum": "!= std::cmp::Ordering::Less",
            }[k.keyword]
            return f"!x.as_number().is_some_and(|n| rt::cmp_number(n, {float_literal(float(k.limit))}) {bad})"
        if isinstance(k, c.MultipleOf):
            return f"x.as_number().is_none_or(|n| rt::multiple_of(n, {float_literal(float(k.factor))}))"
        if isinstance(k, c.Required):
            tests = " && ".join(f"o.contains_key({rust_string(n)})" for n in k.names) or "true"
            return f"x.as_object().is_none_or(|o| {tests})"
        if isinstance(k, c.CountBound):
            op = ">=" if k.keyword.startswith("min") else "<="
            what = "as_object" if k.keyword.endswith("Properties") else "as_array"
            return f"x.{what}().is_none_or(|o| o.len() {op} {k.limit})"
        if isinstance(k, c.UniqueItems):
            return "x.as_array().is_none_or(|a| rt::unique(a))"
        if isinstance(k, c.DependentRequired):
            parts = [
                f"!o.contains_key({rust_string(name)}) || "
                + (" && ".join(f"o.contains_key({rust_string(r)})" for r in needs) or "true")
                for name, needs in k.rules
            ]
            rules = parts[0] if len(parts) == 1 else " && ".join(f"({r})" for r in parts) or "true"
            return f"x.as_object().is_none_or(|o| {rules})"
        if isinstance(k, c.Not):
            return f"!{self.v_call(k.schema, 'x')}"
        return None

    def v_structural(self, k: c.Check) -> list[str]:
        if isinstance(k, c.Call):
            return [f"if !v_{self.roots[k.target]}(x, ev.as_deref_mut()) {{ return false; }}"]
        if isinstance(k, c.AllOf):
            return [
                f"if !{self.v_call(s, 'x', 'ev.as_deref_mut()')} {{ return false; }}"
                for s in k.schemas
            ]
        if isinstance(k, c.AnyOf):
            fast = " || ".join(self.v_call(s, "x") for s in k.schemas) or "false"
            lines = [
                "if ev.is_none() {",
                f"if !({fast}) {{ return false; }}",
                "} else {",
                "let mut any = false;",
            ]
            for s in k.schemas:
                lines += [
                    "{ let mut sub = rt::Evaluated::default();",
                    f"if {self.v_call(s, 'x', 'Some(&mut sub)')} {{ any = true; rt::note(&mut ev, |e| e.merge(sub)); }} }}",
                ]
            return [*lines, "if !any { return false; }", "}"]
        if isinstance(k, c.OneOf):
            lines = ["{ let mut passed = 0usize; let mut keep = rt::Evaluated::default();"]
            for s in k.schemas:
                lines += [
                    "{ let mut sub = rt::Evaluated::default();",
                    f"if {self.v_call(s, 'x', 'Some(&mut sub)')} {{ passed += 1; keep = sub; }} }}",
                ]
            lines += ["if passed != 1 { return false; }", "rt::note(&mut ev, |e| e.merge(keep)); }"]
            return lines
        if isinstance(k, c.TaggedOneOf):
            arms = [
                f"Some({rust_string(tag)}) => {self.v_call(s, 'x', 'ev.as_deref_mut()')},"
                for tag, s in k.table
            ]
            if k.fallback is not None:
                pat, s = k.fallback
                arms.append(
                    f"Some(t) if {self.pattern(pat)}.search(t) => {self.v_call(s, 'x', 'ev.as_deref_mut()')},"
                )
            return [
                f"let chosen = match x.get({rust_string(k.tag)}).and_then(Value::as_str) {{",
                *arms,
                "_ => false, };",
                "if !chosen { return false; }",
            ]
        if isinstance(k, c.IfThenElse):
            then = self.v_call(k.then, "x", "ev.as_deref_mut()") if k.then else "true"
            else_ = self.v_call(k.else_, "x", "ev.as_deref_mut()") if k.else_ else "true"
            return [
                "{ let mut sub = rt::Evaluated::default();",
                f"let ok = if {self.v_call(k.if_, 'x', 'if ev.is_some() { Some(&mut sub) } else { None }')} {{",
                "rt::note(&mut ev, |e| e.merge(sub));",
                f"{then} }} else {{ {else_} }};",
                "if !ok { return false; } }",
            ]
        if isinstance(k, c.DependentSchemas):
            lines = ["if let Some(o) = x.as_object() {"]
            for name, s in k.rules:
                lines.append(
                    f"if o.contains_key({rust_string(name)}) && !{self.v_call(s, 'x', 'ev.as_deref_mut()')} {{ return false; }}"
                )
            return [*lines, "}"]
        if isinstance(k, c.PropertyNames):
            return [
                "if let Some(o) = x.as_object() {",
                f"if !o.keys().all(|k| {self.v_call(k.schema, '&Value::String(k.clone())')}) {{ return false; }}",
                "}",
            ]
        if isinstance(k, c.Properties):
            return self.v_properties(k)
        if isinstance(k, c.Items):
            lines = ["if let Some(a) = x.as_array() {"]
            for i, s in enumerate(k.prefix):
                lines.append(
                    f"if a.len() > {i} && !{self.v_call(s, f'&a[{i}]')} {{ return false; }}"
                )
            if k.prefix:
                lines.append(
                    f"rt::note(&mut ev, |e| e.items.extend(0..a.len().min({len(k.prefix)})));"
                )
            if k.rest is not None:
                lines.append(
                    f"if !a.iter(){self.skip(len(k.prefix))}.all(|v| {self.v_call(k.rest, 'v')}) {{ return false; }}"
                )
                lines.append("rt::note(&mut ev, |e| e.all_items = true);")
            return [*lines, "}"]
        if isinstance(k, c.Contains):
            bad = self.contains_bad(k)
            count = "n += 1; " if bad != "false" else ""
            return [
                "if let Some(a) = x.as_array() {",
                "let mut n = 0usize;" if count else "",
                "for (i, v) in a.iter().enumerate() {",
                f"if {self.v_call(k.schema, 'v')} {{ {count}rt::note(&mut ev, |e| e.items.push(i)); }}",
                "}",
                f"if {bad} {{ return false; }}" if count else "",
                "}",
            ]
        raise NotImplementedError(type(k).__name__)

    def v_properties(self, k: c.Properties) -> list[str]:
        lines = ["if let Some(o) = x.as_object() {"]
        for name, s in k.named:
            lit = rust_string(name)
            lines.append(f"if let Some(v) = o.get({lit}) {{")
            lines.append(f"if !{self.v_call(s, 'v')} {{ return false; }}")
            lines.append("rt::note(&mut ev, |e| e.names.push(" + lit + "));")
            lines.append("}")
        if k.patterns or k.additional is not None:
            track = k.additional is not None and bool(k.named or k.patterns)
            lines.append("for (k, v) in o {")
            if track:
                lines.append("let mut matched = false;")
            if k.named and k.additional is not None:
                alts = " | ".join(rust_string(n) for n, _ in k.named)
                lines.append(f"if matches!(k.as_str(), {alts}) {{ matched = true; }}")
            for pat, s in k.patterns:
                lines.append(f"if {self.pattern(pat)}.search(k) {{")
                if track:
                    lines.append("matched = true;")
                lines.append(f"if !{self.v_call(s, 'v')} {{ return false; }}")
                lines.append("rt::note(&mut ev, |e| e.names.push(k));")
                lines.append("}")
            if k.additional is not None:
                lines.append("if !matched {" if track else "{")
                lines.append(f"if !{self.v_call(k.additional, 'v')} {{ return false; }}")
                lines.append("rt::note(&mut ev, |e| e.names.push(k));")
                lines.append("}")
            lines.append("}")
        return [*lines, "}"]

    @staticmethod
    def contains_bad(k: c.Contains) -> str:
        """When the number `n` of matching items breaks `contains` and its bounds."""
        parts = ([f"n < {k.min}"] if k.min > 0 else []) + (
            [f"n > {k.max}"] if k.max is not None else []
        )
        return " || ".join(parts) or "false"

    @staticmethod
    def skip(n: int) -> str:
        return f".skip({n})" if n else ""

    def v_unevaluated(self, k: c.Unevaluated) -> list[str]:
        if k.kind == "properties":
            return [
                "if let Some(o) = x.as_object() {",
                f"if !o.iter().all(|(k, v)| local.has_name(k) || {self.v_call(k.schema, 'v')}) {{ return false; }}",
                "local.all_names = true; }",
            ]
        return [
            "if let Some(a) = x.as_array() {",
            f"if !a.iter().enumerate().all(|(i, v)| local.has_item(i) || {self.v_call(k.schema, 'v')}) {{ return false; }}",
            "local.all_items = true; }",
        ]

    # --- every problem -------------------------------------------------------------------

    def fail(self, keyword: str, at: str, message: str, pointer: str = "p") -> str:
        loc = rust_string(f"{at}/{keyword}")
        return f"rt::fail(e, {pointer}, {rust_string(keyword)}, {loc}, {message});"

    def c_check(self, k: c.Check, at: str) -> list[str]:
        if isinstance(k, c.Format):
            return []
        keyword = {
            c.Types: "type",
            c.Const: "const",
            c.EnumOf: "enum",
            c.Pattern: "pattern",
            c.MultipleOf: "multipleOf",
            c.UniqueItems: "uniqueItems",
            c.DependentRequired: "dependentRequired",
            c.Not: "not",
        }.get(type(k))
        if isinstance(k, (c.StringBound, c.NumberBound, c.CountBound)):
            keyword = k.keyword
        if isinstance(k, c.Required):
            lines = []
            for name in k.names:
                lit = rust_string(name)
                msg = f'format!("{{:?}} is a required property", {lit})'
                lines.append(
                    f"if x.as_object().is_some_and(|o| !o.contains_key({lit})) {{ {self.fail('required', at, msg)} }}"
                )
            return lines
        if keyword is not None:
            cond = self.condition(k)
            message = self.message(k)
            return [f"if !({cond}) {{ {self.fail(keyword, at, message)} }}"]
        return self.c_structural(k, at)

    def message(self, k: c.Check) -> str:
        shown = "rt::short(x)"
        if isinstance(k, c.Types):
            return f'format!("{{}} is not of type {" or ".join(k.names)}", {shown})'
        if isinstance(k, c.Const):
            return f'format!("{{}} is not {{}}", {shown}, {rust_string(json.dumps(k.value))})'
        if isinstance(k, c.EnumOf):
            return f'format!("{{}} is not one of {{}}", {shown}, {rust_string(json.dumps(list(k.values)))})'
        if isinstance(k, (c.StringBound, c.NumberBound, c.CountBound)):
            bound = f"{rust_string(k.keyword)}, {rust_string(str(k.limit))}"
            return f'format!("{{}} breaks {{}} {{}}", {shown}, {bound})'
        if isinstance(k, c.Pattern):
            return f'format!("{{}} does not match {{}}", {shown}, {rust_string(k.pattern)})'
        return f'format!("{{}} fails this check", {shown})'

    def c_structural(self, k: c.Check, at: str) -> list[str]:
        if isinstance(k, c.Call):
            return [f"c_{self.roots[k.target]}(x, p, e);"]
        if isinstance(k, c.AllOf):
            return [self.c_call(s, "x", "p") for s in k.schemas]
        if isinstance(k, (c.AnyOf, c.OneOf)):
            keyword = "anyOf" if isinstance(k, c.AnyOf) else "oneOf"
            count = " + ".join(f"usize::from({self.v_call(s, 'x')})" for s in k.schemas) or "0"
            lines = [f"let passed = {count};", "if passed == 0 {"]
            lines.append(
                self.fail(
                    keyword,
                    at,
                    'format!("{} is not valid under any of the given schemas", rt::short(x))',
                )
            )
            # the arms' own problems: those of the arms whose JSON type matched, if any did
            lines.append("let mut arms: Vec<Vec<rt::Problem>> = Vec::new();")
            for arm in k.schemas:
                call = self.c_call(arm, "x", "p").replace(", e);", ", &mut sub);")
                lines.append(
                    f"{{ let mut sub = Vec::new(); {call} arms.push(sub); }}"
                    if call
                    else "arms.push(Vec::new());"
                )
            lines.append("rt::matching_arms(e, p, arms);")
            lines.append("}")
            if isinstance(k, c.OneOf):
                lines.append(
                    "if passed > 1 { "
                    + self.fail(
                        "oneOf",
                        at,
                        'format!("{} is valid under more than one of the given schemas", rt::short(x))',
                    )
                    + " }"
                )
            return lines
        if isinstance(k, c.TaggedOneOf):
            tag = rust_string(k.tag)
            arms = [
                f"Some({rust_string(t)}) => {{ {self.c_call(s, 'x', 'p')} }}" for t, s in k.table
            ]
            if k.fallback is not None:
                pat, s = k.fallback
                arms.append(
                    f"Some(t) if {self.pattern(pat)}.search(t) => {{ {self.c_call(s, 'x', 'p')} }}"
                )
            tags = rust_string(json.dumps([t for t, _ in k.table]))
            return [
                "if let Some(o) = x.as_object() {",
                f"match o.get({tag}).and_then(Value::as_str) {{",
                *arms,
                f"_ => match o.get({tag}) {{",
                "None => { "
                + self.fail("required", at, f'format!("{{:?}} is a required property", {tag})')
                + " }",
                "Some(t) => { "
                + self.fail(
                    "const" if k.fallback is None else "pattern",
                    at,
                    f'format!("{{}} is not one of {{}}", rt::short(t), {tags})',
                    f"&rt::child(p, {tag})",
                )
                + " }",
                "},",
                "}",
                "} else { "
                + self.fail("type", at, 'format!("{} is not of type object", rt::short(x))')
                + " }",
            ]
        if isinstance(k, c.IfThenElse):
            then = self.c_call(k.then, "x", "p") if k.then else ""
            else_ = self.c_call(k.else_, "x", "p") if k.else_ else ""
            if not else_:
                return [f"if {self.v_call(k.if_, 'x')} {{ {then} }}"] if then else []
            if not then:
                return [f"if !{self.v_call(k.if_, 'x')} {{ {else_} }}"]
            return [f"if {self.v_call(k.if_, 'x')} {{ {then} }} else {{ {else_} }}"]
        if isinstance(k, c.DependentSchemas):
            lines = ["if let Some(o) = x.as_object() {"]
            for name, s in k.rules:
                lines.append(
                    f"if o.contains_key({rust_string(name)}) {{ {self.c_call(s, 'x', 'p')} }}"
                )
            return [*lines, "}"]
        if isinstance(k, c.PropertyNames):
            return [
                "if let Some(o) = x.as_object() {",
                f"for k in o.keys() {{ {self.c_call(k.schema, '&Value::String(k.clone())', 'p')} }}",
                "}",
            ]
        if isinstance(k, c.Properties):
            return self.c_properties(k, at)
        if isinstance(k, c.Items):
            lines = ["if let Some(a) = x.as_array() {"]
            for i, s in enumerate(k.prefix):
                call = self.c_call(s, f"&a[{i}]", f"&rt::index(p, {i})")
                lines.append(f"if a.len() > {i} {{ {call} }}")
            if k.rest is not None:
                call = self.c_call(k.rest, "v", "&rt::index(p, i)")
                lines.append(
                    f"for (i, v) in a.iter().enumerate(){self.skip(len(k.prefix))} {{ {call} }}"
                )
            return [*lines, "}"]
        if isinstance(k, c.Contains):
            bad = self.contains_bad(k)
            kw = "contains"
            return [
                "if let Some(a) = x.as_array() {",
                f"let n = a.iter().filter(|v| {self.v_call(k.schema, 'v')}).count();",
                f"if {bad} {{ "
                + self.fail(kw, at, 'format!("{} has {} items matching contains", rt::short(x), n)')
                + " }",
                "}",
            ]
        raise NotImplementedError(type(k).__name__)

    def c_properties(self, k: c.Properties, at: str) -> list[str]:
        lines = ["if let Some(o) = x.as_object() {"]
        for name, s in k.named:
            lit = rust_string(name)
            call = self.c_call(s, "v", f"&rt::child(p, {lit})")
            lines.append(f"if let Some(v) = o.get({lit}) {{ {call} }}")
        if k.patterns or k.additional is not None:
            track = k.additional is not None and bool(k.named or k.patterns)
            lines.append("for (k, v) in o {")
            if track:
                lines.append("let mut matched = false;")
            if k.named and k.additional is not None:
                alts = " | ".join(rust_string(n) for n, _ in k.named)
                lines.append(f"if matches!(k.as_str(), {alts}) {{ matched = true; }}")
            for pat, s in k.patterns:
                call = self.c_call(s, "v", "&rt::child(p, k)")
                mark = "matched = true; " if track else ""
                lines.append(f"if {self.pattern(pat)}.search(k) {{ {mark}{call} }}")
            if k.additional is not None:
                cond = "if !matched " if track else ""
                if k.additional.always is False:
                    msg = 'format!("additional property {:?} is not allowed", k)'
                    lines.append(f"{cond}{{ {self.fail('additionalProperties', at, msg)} }}")
                else:
                    call = self.c_call(k.additional, "v", "&rt::child(p, k)")
                    lines.append(f"{cond}{{ {call} }}")
            lines.append("}")
        return [*lines, "}"]

    def c_unevaluated(self, k: c.Unevaluated, at: str) -> list[str]:
        keyword = "unevaluatedProperties" if k.kind == "properties" else "unevaluatedItems"
        if k.kind == "properties":
            if k.schema.always is False:
                body = self.fail(
                    keyword, at, 'format!("unevaluated property {:?} is not allowed", k)'
                )
            else:
                body = self.c_call(k.schema, "v", "&rt::child(p, k)")
            return [
                "if let Some(o) = x.as_object() {",
                f"for (k, v) in o {{ if !local.has_name(k) {{ let _ = v; {body} }} }}",
                "}",
            ]
        if k.schema.always is False:
            body = self.fail(keyword, at, 'format!("unevaluated item {} is not allowed", i)')
        else:
            body = self.c_call(k.schema, "v", "&rt::index(p, i)")
        return [
            "if let Some(a) = x.as_array() {",
            f"for (i, v) in a.iter().enumerate() {{ if !local.has_item(i) {{ let _ = v; {body} }} }}",
            "}",
        ]


HEADER = """use crate::runtime as rt;
use serde_json::Value;
"""
