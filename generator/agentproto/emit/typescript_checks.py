"""Validation functions in TypeScript, written from the check IR.

One flavour serves both questions: every function is `(x: unknown, p: string, e: Problem[] |
null) => boolean`. With `e === null` (the fast path, `isValid`) a failed check returns `false`
at once and nothing is allocated; with a list it appends a `Problem` (instance pointer, keyword,
message, schema location) for every violation and goes on. So `errors()` on a valid document
runs exactly the code `isValid` runs, and one walk of the IR writes both.

Subschemas that are decided as a whole (the arms of `anyOf`/`oneOf`, `not`, `if`, `contains`)
become functions of their own, written once per schema; everything else is inlined. What a
schema names (property names, patterns, tags, constants) reaches the source only as JSON string
literals (`ts_literal`), which are valid TypeScript whatever they hold.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from ..errors import Unsupported
from ..ir import checks as c
from ..load import escape
from ..passes.checks import closes, in_place, nested, strict_sensitive
from ..regex import checked_translation

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
    "number": 'typeof {x} === "number"',
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
KINDS = {
    "string": {"string"},
    "number": {"number", "integer"},
    "object": {"object"},
    "array": {"array"},
}


def ts_literal(value: object) -> str:
    """A JSON value as a TypeScript literal. JSON text is a valid expression; ASCII only, so
    line terminators, lone surrogates and the like are escapes, never raw characters."""
    return json.dumps(value, ensure_ascii=True, sort_keys=True)


def applies_to(check: c.Check) -> str:
    """The JSON type a keyword constrains ("any" when it applies to every value)."""
    if isinstance(check, (c.StringBound, c.Pattern)):
        return "string"
    if isinstance(check, (c.NumberBound, c.MultipleOf)):
        return "number"
    if isinstance(check, c.CountBound):
        return "object" if "Prop" in check.keyword else "array"
    if isinstance(check, (c.Required, c.Properties, c.PropertyNames)):
        return "object"
    if isinstance(check, (c.DependentRequired, c.DependentSchemas)):
        return "object"
    if isinstance(check, (c.Items, c.Contains, c.UniqueItems)):
        return "array"
    if isinstance(check, c.Unevaluated):
        return "object" if check.kind == "properties" else "array"
    return "any"


def distinct(arms: tuple[c.Schema, ...]) -> list[c.Schema]:
    """The arms, without a second copy of one that only calls a function an earlier one calls."""
    seen: set[c.FunctionKey] = set()
    out = []
    for arm in arms:
        if len(arm.checks) == 1 and isinstance(arm.checks[0], c.Call):
            if arm.checks[0].target in seen:
                continue
            seen.add(arm.checks[0].target)
        out.append(arm)
    return out


class TsCheckWriter:
    """Writes the validation functions of one check program. `name_of(key)` names the
    function of a location."""

    def __init__(
        self,
        schemas: dict[c.FunctionKey, c.Schema],
        name_of: Callable[[c.FunctionKey], str],
        prefix: str = "",
    ) -> None:
        self.schemas = schemas
        self.prefix = prefix  # before every module-level name, when programs share a module
        self.name_of = name_of
        self.constants: list[str] = []
        self.helpers: list[str] = []
        self.const_names: dict[str, str] = {}
        self.sub_names: dict[int, tuple[c.Schema, str]] = {}
        self.eval_names: dict[tuple[str, int], tuple[c.Schema, str]] = {}
        self.counter = 0
        self._sensitive: set[c.FunctionKey] | None = None
        # whether a function asserts a format: its module then imports `fm` (formats.ts)
        self.uses_formats = False

    # -- the pieces ------------------------------------------------------------------------------

    def var(self, prefix: str = "v") -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def const(self, prefix: str, source: str) -> str:
        if source not in self.const_names:
            self.const_names[source] = f"{self.prefix}{prefix}{len(self.const_names) + 1}"
            self.constants.append(f"const {self.const_names[source]} = {source};")
        return self.const_names[source]

    def pattern(self, source: str, at: str) -> str:
        """A module constant: the pattern compiled as ECMA-262 in Unicode mode, which is what
        JSON Schema says a pattern is. The translator is asked first only to refuse, in every
        target alike, what is no ECMA-262 pattern."""
        try:
            checked_translation(source)
        except ValueError as exc:
            file, _, pointer = at.partition("#")
            raise Unsupported(file, pointer, f"pattern {source!r}: {exc}") from None
        return self.const("RE", f'new RegExp({ts_literal(source)}, "u")')

    def fail(self, ind: str, path: str, keyword: str, message: str, at: str) -> list[str]:
        return [
            f"{ind}if (e === null) return false;",
            f"{ind}ok = false;",
            f"{ind}e.push(rt.problem({path}, {ts_literal(keyword)}, {message}, {ts_literal(at)}));",
        ]

    def sub(self, s: c.Schema) -> str:
        """The name of a function deciding `s` as a whole (same signature as every function)."""
        if len(s.checks) == 1 and isinstance(s.checks[0], c.Call):
            return self.name_of(s.checks[0].target)
        if s.always is True:
            return "rt.always"
        if id(s) not in self.sub_names:
            name = f"{self.prefix}s{len(self.sub_names) + 1}"
            self.sub_names[id(s)] = (s, name)
            self.helpers.append(self.function(name, s))
        return self.sub_names[id(s)][1]

    def function(self, name: str, s: c.Schema, export: bool = False) -> str:
        saved = self.counter
        self.counter = 0
        body = self.schema(s, "x", "p", "  ")
        self.counter = saved
        head = "export " if export else ""
        lines = [
            f"{head}function {name}(x: unknown, p: string, e: Problem[] | null, strict = false): boolean {{"
        ]
        if any(line.strip().endswith("ok = false;") for line in body):
            lines += ["  let ok = true;", *body, "  return ok;", "}"]
        else:
            lines += [*body, "  return true;", "}"]
        return "\n".join(lines)

    # -- schemas -----------------------------------------------------------------------------------

    def schema(self, s: c.Schema, x: str, p: str, ind: str) -> list[str]:
        if s.always is True:
            return []
        if s.always is False:
            return self.fail(ind, p, "false", '"no value is allowed here"', s.at)
        groups: dict[str, list[c.Check]] = {k: [] for k in ("any", *GUARDS)}
        for check in s.checks:
            groups[applies_to(check)].append(check)
        groups["object"].sort(key=lambda ch: not isinstance(ch, c.Required))
        out: list[str] = []
        for check in groups["any"]:
            out += self.check(check, s, x, p, ind)
        for kind, checks in groups.items():
            if kind == "any" or not checks:
                continue
            inner: list[str] = []
            for check in checks:
                inner += self.check(check, s, x, p, ind + "  ")
            if inner:
                out.append(f"{ind}if ({GUARDS[kind].format(x=x)}) {{")
                out += inner
                out.append(f"{ind}}}")
        if closes(s, self.schemas):  # the strict profile: what no schema here names is a problem
            seen = self.evaluated(s, "properties")
            out.append(f"{ind}if (strict && e !== null && rt.isObject({x})) {{")
            out.append(
                f"{ind}  if (rt.unknownProperties({x}, {p}, {seen}({x}), {ts_literal(s.at)}, e)) ok = false;"
            )
            out.append(f"{ind}}}")
        return out

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

    def check(self, check: c.Check, s: c.Schema, x: str, p: str, ind: str) -> list[str]:
        at, deeper = s.at, ind + "  "
        out: list[str] = []
        if isinstance(check, c.Types):
            test = " || ".join(TYPE_TESTS[n].format(x=x) for n in check.names)
            expected = " or ".join(check.names)
            out.append(f"{ind}if (!({test})) {{")
            out += self.fail(deeper, p, "type", f'"expected {expected}, found " + rt.kind({x})', at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.Const):
            value = ts_literal(check.value)
            test = (
                f"{x} !== {value}"
                if isinstance(check.value, (str, bool)) or check.value is None
                else f"!rt.equal({x}, {value})"
            )
            shown = ts_literal(
                f"expected {json.dumps(check.value, ensure_ascii=False)[:80]}, found "
            )
            out.append(f"{ind}if ({test}) {{")
            out += self.fail(deeper, p, "const", f"{shown} + rt.short({x})", at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.EnumOf):
            if all(isinstance(v, str) for v in check.values):
                name = self.const("ENUM", f"new Set<unknown>({ts_literal(list(check.values))})")
                out.append(f"{ind}if (!{name}.has({x})) {{")
            else:
                name = self.const("ENUM", f"rt.canonicalSet({ts_literal(list(check.values))})")
                out.append(f"{ind}if (!{name}.has(rt.canonical({x}))) {{")
            shown = ", ".join(json.dumps(v, ensure_ascii=False) for v in check.values[:8])
            more = ", ..." if len(check.values) > 8 else ""
            msg = ts_literal(f"expected one of {shown}{more}, found ")
            out += self.fail(deeper, p, "enum", f"{msg} + rt.short({x})", at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.StringBound):
            op = "<" if check.keyword == "minLength" else ">"
            word = "at least" if op == "<" else "at most"
            out.append(f"{ind}if (rt.length({x}) {op} {check.limit}) {{")
            msg = f'"expected {word} {check.limit} characters, found " + rt.length({x})'
            out += self.fail(deeper, p, check.keyword, msg, at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.Pattern):
            name = self.pattern(check.pattern, at + "/pattern")
            out.append(f"{ind}if (!{name}.test({x})) {{")
            msg = f'"expected a string matching " + {ts_literal(check.pattern)} + ", found " + rt.short({x})'
            out += self.fail(deeper, p, "pattern", msg, at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.NumberBound):
            op, word = {
                "minimum": ("<", ">="),
                "maximum": (">", "<="),
                "exclusiveMinimum": ("<=", ">"),
                "exclusiveMaximum": (">=", "<"),
            }[check.keyword]
            limit = ts_literal(check.limit)
            out.append(f"{ind}if ({x} {op} {limit}) {{")
            msg = f'"expected a number {word} {check.limit!r}, found " + String({x})'
            out += self.fail(deeper, p, check.keyword, msg, at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.MultipleOf):
            out.append(f"{ind}if (!rt.multipleOf({x}, {ts_literal(check.factor)})) {{")
            msg = f'"expected a multiple of {check.factor!r}, found " + String({x})'
            out += self.fail(deeper, p, "multipleOf", msg, at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.CountBound):
            op = "<" if check.keyword.startswith("min") else ">"
            what = "properties" if "Prop" in check.keyword else "items"
            size = f"Object.keys({x}).length" if what == "properties" else f"{x}.length"
            word = "at least" if op == "<" else "at most"
            out.append(f"{ind}if ({size} {op} {check.limit}) {{")
            msg = f'"expected {word} {check.limit} {what}, found " + {size}'
            out += self.fail(deeper, p, check.keyword, msg, at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.Required):
            for name in check.names:
                out.append(f"{ind}if (!Object.hasOwn({x}, {ts_literal(name)})) {{")
                msg = ts_literal(f"missing required property {name!r}")
                out += self.fail(deeper, p, "required", msg, at)
                out.append(f"{ind}}}")
        elif isinstance(check, c.Properties):
            out += self.properties(check, s, x, p, ind)
        elif isinstance(check, c.PropertyNames):
            k = self.var("k")
            body = self.schema(check.schema, k, p, deeper)
            if body:
                out.append(f"{ind}for (const {k} of Object.keys({x})) {{")
                out += body
                out.append(f"{ind}}}")
        elif isinstance(check, c.DependentRequired):
            for prop, names in check.rules:
                out.append(f"{ind}if (Object.hasOwn({x}, {ts_literal(prop)})) {{")
                for name in names:
                    out.append(f"{deeper}if (!Object.hasOwn({x}, {ts_literal(name)})) {{")
                    msg = ts_literal(
                        f"missing property {name!r}, required when {prop!r} is present"
                    )
                    out += self.fail(deeper + "  ", p, "dependentRequired", msg, at)
                    out.append(f"{deeper}}}")
                out.append(f"{ind}}}")
        elif isinstance(check, c.DependentSchemas):
            for prop, sub in check.rules:
                body = self.schema(sub, x, p, deeper)
                if body:
                    out.append(f"{ind}if (Object.hasOwn({x}, {ts_literal(prop)})) {{")
                    out += body
                    out.append(f"{ind}}}")
        elif isinstance(check, c.Items):
            out += self.items(check, x, p, ind)
        elif isinstance(check, c.Contains):
            n, i = self.var("n"), self.var("i")
            test = self.sub(check.schema)
            out.append(f"{ind}let {n} = 0;")
            out.append(f"{ind}for (let {i} = 0; {i} < {x}.length; {i}++) {{")
            out.append(f'{deeper}if ({test}({x}[{i}], "", null)) {n}++;')
            out.append(f"{ind}}}")
            out.append(f"{ind}if ({n} < {check.min}) {{")
            keyword = "minContains" if check.min != 1 else "contains"
            msg = f'"expected at least {check.min} matching item(s), found " + {n}'
            out += self.fail(deeper, p, keyword, msg, at)
            out.append(f"{ind}}}")
            if check.max is not None:
                out.append(f"{ind}if ({n} > {check.max}) {{")
                msg = f'"expected at most {check.max} matching item(s), found " + {n}'
                out += self.fail(deeper, p, "maxContains", msg, at)
                out.append(f"{ind}}}")
        elif isinstance(check, c.UniqueItems):
            out.append(f"{ind}if (!rt.unique({x})) {{")
            out += self.fail(deeper, p, "uniqueItems", '"expected unique items"', at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.AllOf):
            for sub in distinct(check.schemas):
                out += self.schema(sub, x, p, ind)
        elif isinstance(check, (c.AnyOf, c.OneOf)):
            out += self.union(check, s, x, p, ind)
        elif isinstance(check, c.TaggedOneOf):
            out += self.tagged(check, s, x, p, ind)
        elif isinstance(check, c.Not):
            out.append(f"{ind}if ({self.sub(check.schema)}({x}, {p}, null)) {{")
            msg = f'"expected a value NOT matching " + {ts_literal(check.schema.at)}'
            out += self.fail(deeper, p, "not", msg, at)
            out.append(f"{ind}}}")
        elif isinstance(check, c.IfThenElse):
            then = self.schema(check.then, x, p, deeper) if check.then else []
            else_ = self.schema(check.else_, x, p, deeper) if check.else_ else []
            test = f"{self.sub(check.if_)}({x}, {p}, null)"
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
        elif isinstance(check, c.Unevaluated):
            out += self.unevaluated(check, s, x, p, ind)
        elif isinstance(check, c.Call):
            out.append(f"{ind}if (!{self.name_of(check.target)}({x}, {p}, e, strict)) {{")
            out.append(f"{deeper}if (e === null) return false;")
            out.append(f"{deeper}ok = false;")
            out.append(f"{ind}}}")
        elif isinstance(check, c.Format):
            self.uses_formats = True
            out.append(f"{ind}if (!fm.formatOk({ts_literal(check.name)}, {x})) {{")
            msg = f'"expected format " + {ts_literal(check.name)}'
            out += self.fail(deeper, p, "format", msg, at)
            out.append(f"{ind}}}")
        else:
            raise TypeError(check)
        return out

    def properties(self, check: c.Properties, s: c.Schema, x: str, p: str, ind: str) -> list[str]:
        out: list[str] = []
        deeper = ind + "  "
        for name, sub in check.named:
            v = self.var()
            path = f"{p} + {ts_literal('/' + escape(name))}"
            body = self.schema(sub, v, path, deeper)
            if not body:
                continue
            if name in INHERITED:
                out.append(f"{ind}if (Object.hasOwn({x}, {ts_literal(name)})) {{")
                out.append(f"{deeper}const {v} = {x}[{ts_literal(name)}];")
            else:  # one lookup: JSON has no `undefined`, so a property that is there is defined
                out.append(f"{ind}const {v} = {x}[{ts_literal(name)}];")
                out.append(f"{ind}if ({v} !== undefined) {{")
            out += body
            out.append(f"{ind}}}")
        if check.additional is None and not check.patterns:
            return out
        known = self.const("KNOWN", f"new Set<string>({ts_literal([n for n, _ in check.named])})")
        k, v = self.var("k"), self.var()
        path = f'{p} + "/" + rt.escape({k})'
        inner = deeper + "  "
        loop: list[str] = []
        patterns = [
            (self.pattern(pat, f"{s.at}/patternProperties/{escape(pat)}"), sub)
            for pat, sub in check.patterns
        ]
        for name, sub in patterns:
            body = self.schema(sub, v, path, inner)
            if body:
                loop += [f"{deeper}if ({name}.test({k})) {{", *body, f"{deeper}}}"]
        additional = check.additional
        if additional is not None and additional.always is not True:
            cond = f"!{known}.has({k})" + "".join(f" && !{name}.test({k})" for name, _ in patterns)
            if additional.always is False:
                body = self.fail(
                    inner,
                    p,
                    "additionalProperties",
                    f'"unexpected property " + rt.short({k})',
                    s.at,
                )
            else:
                body = self.schema(additional, v, path, inner)
            if body:
                loop += [f"{deeper}if ({cond}) {{", *body, f"{deeper}}}"]
        if not loop:
            return out
        out.append(f"{ind}for (const {k} in {x}) {{")
        if any(v in line for line in loop):
            out.append(f"{deeper}const {v} = {x}[{k}];")
        out += loop
        out.append(f"{ind}}}")
        return out

    def items(self, check: c.Items, x: str, p: str, ind: str) -> list[str]:
        out: list[str] = []
        deeper = ind + "  "
        for i, sub in enumerate(check.prefix):
            v = self.var()
            body = self.schema(sub, v, f'{p} + "/{i}"', deeper)
            if body:
                out += [f"{ind}if ({x}.length > {i}) {{", f"{deeper}const {v} = {x}[{i}];"]
                out += body
                out.append(f"{ind}}}")
        if check.rest is not None:
            n, v = self.var("i"), self.var()
            body = self.schema(check.rest, v, f'{p} + "/" + {n}', deeper)
            if body:
                start = len(check.prefix)
                out.append(f"{ind}for (let {n} = {start}; {n} < {x}.length; {n}++) {{")
                out.append(f"{deeper}const {v} = {x}[{n}];")
                out += body
                out.append(f"{ind}}}")
        return out

    def union(self, check: c.AnyOf | c.OneOf, s: c.Schema, x: str, p: str, ind: str) -> list[str]:
        is_any = isinstance(check, c.AnyOf)
        arms = distinct(check.schemas) if is_any else list(check.schemas)
        names = [self.sub(arm) for arm in arms]
        deeper = ind + "  "
        if is_any:
            test = " || ".join(f"{n}({x}, {p}, null)" for n in names)
            out = [f"{ind}if (!({test})) {{"]
        else:
            count = self.var("n")
            total = " + ".join(f"({n}({x}, {p}, null) ? 1 : 0)" for n in names)
            out = [f"{ind}const {count} = {total};", f"{ind}if ({count} === 0) {{"]
        out.append(f"{deeper}if (e === null) return false;")
        out.append(f"{deeper}ok = false;")
        branches = []
        for n in names:
            b = self.var("b")
            branches.append(b)
            out.append(f"{deeper}const {b}: Problem[] = [];")
            out.append(f"{deeper}{n}({x}, {p}, {b}, strict);")
        out.append(f"{deeper}e.push(...rt.closestBranches([{', '.join(branches)}], {p}));")
        out.append(f"{ind}}}")
        if not is_any:
            out.append(f"{ind}if ({count} > 1) {{")
            msg = f'"expected a value matching exactly one of the oneOf schemas, it matches " + {count}'
            out += self.fail(deeper, p, "oneOf", msg, s.at)
            out.append(f"{ind}}}")
        # The strict profile looks inside the arms that passed (the values they enter may hold
        # unknown properties); an arm that passes strictly too leaves nothing to report.
        dependent = [self.profile_dependent(arm) for arm in arms]
        if any(dependent):
            passed = "true" if is_any else f"{count} === 1"
            out.append(f"{ind}if (strict && e !== null && {passed}) {{")
            found = []
            for n, looks in zip(names, dependent, strict=True):
                arm = self.var("a")
                found.append(arm)
                out.append(f"{deeper}let {arm}: Problem[] | null = null;")
                out.append(f"{deeper}if ({n}({x}, {p}, null)) {{")
                out.append(f"{deeper}  {arm} = [];")
                if looks:
                    out.append(f"{deeper}  {n}({x}, {p}, {arm}, true);")
                out.append(f"{deeper}}}")
            out.append(f"{deeper}const {self.var('sb')} = rt.strictBranches([{', '.join(found)}]);")
            last = f"sb{self.counter}"
            out.append(f"{deeper}if ({last}.length > 0) {{")
            out.append(f"{deeper}  ok = false;")
            out.append(f"{deeper}  e.push(...{last});")
            out.append(f"{deeper}}}")
            out.append(f"{ind}}}")
        return out

    def tagged(self, check: c.TaggedOneOf, s: c.Schema, x: str, p: str, ind: str) -> list[str]:
        entries = ", ".join(f"[{ts_literal(tag)}, {self.sub(arm)}]" for tag, arm in check.table)
        table = self.const("TAGS", f"new Map<unknown, rt.Check>([{entries}])")
        t, f = self.var("t"), self.var("sel")
        d, dd = ind + "  ", ind + "    "
        tag = ts_literal(check.tag)
        out = [
            f"{ind}if (rt.isObject({x})) {{",
            f"{d}const {t} = Object.hasOwn({x}, {tag}) ? {x}[{tag}] : undefined;",
            f"{d}const {f} = {table}.get({t});",
            f"{d}if ({f} !== undefined) {{",
            f"{dd}if (!{f}({x}, {p}, e, strict)) {{",
            f"{dd}  if (e === null) return false;",
            f"{dd}  ok = false;",
            f"{dd}}}",
        ]
        if check.fallback is not None:
            pattern, arm = check.fallback
            regex = self.pattern(pattern, s.at)
            out += [
                f'{d}}} else if (typeof {t} === "string" && {regex}.test({t})) {{',
                f"{dd}if (!{self.sub(arm)}({x}, {p}, e, strict)) {{",
                f"{dd}  if (e === null) return false;",
                f"{dd}  ok = false;",
                f"{dd}}}",
            ]
        known = ", ".join(tag_ for tag_, _ in check.table)
        out.append(f"{d}}} else if ({t} === undefined) {{")
        msg = ts_literal(f"missing required property {check.tag!r} (the tag naming the variant)")
        out += self.fail(dd, p, "required", msg, s.at)
        out.append(f"{d}}} else {{")
        msg = f"{ts_literal('expected one of ' + known[:200] + ', found ')} + rt.short({t})"
        keyword = "const" if check.fallback is None else "pattern"
        out += self.fail(dd, f"{p} + {ts_literal('/' + escape(check.tag))}", keyword, msg, s.at)
        out.append(f"{d}}}")
        out.append(f"{ind}}} else {{")
        out += self.fail(d, p, "type", '"expected object, found " + rt.kind(' + x + ")", s.at)
        out.append(f"{ind}}}")
        return out

    # -- unevaluated* ------------------------------------------------------------------------------

    def unevaluated(self, check: c.Unevaluated, s: c.Schema, x: str, p: str, ind: str) -> list[str]:
        others = c.Schema(s.at, tuple(ch for ch in s.checks if ch is not check))
        seen, k, v = self.var("seen"), self.var("k"), self.var()
        deeper, inner = ind + "  ", ind + "    "
        if check.kind == "properties":
            path = f'{p} + "/" + rt.escape({k})'
            body = self.schema(check.schema, v, path, inner)
            if not body:
                return []
            out = [
                f"{ind}const {seen} = {self.evaluated(others, 'properties')}({x});",
                f"{ind}for (const {k} of Object.keys({x})) {{",
                f"{deeper}if ({seen}.has({k})) continue;",
                f"{deeper}const {v} = {x}[{k}];",
            ]
        else:
            path = f'{p} + "/" + {k}'
            body = self.schema(check.schema, v, path, inner)
            if not body:
                return []
            out = [
                f"{ind}const {seen} = {self.evaluated(others, 'items')}({x});",
                f"{ind}for (let {k} = 0; {k} < {x}.length; {k}++) {{",
                f"{deeper}if ({seen}.has({k})) continue;",
                f"{deeper}const {v} = {x}[{k}];",
            ]
        return [*out, *body, f"{ind}}}"]

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
        guard = "rt.isObject(x)" if kind == "properties" else "rt.isArray(x)"
        every = "new Set<unknown>(Object.keys(x))" if kind == "properties" else "rt.indices(x)"
        body: list[str] = []
        for check in s.checks:
            if isinstance(check, c.Unevaluated) and check.kind == kind:
                body = [f"  return {every};"]
                break
            if kind == "properties" and isinstance(check, c.Properties):
                if check.additional is not None:
                    body = [f"  return {every};"]
                    break
                for prop, _ in check.named:
                    body.append(
                        f"  if (Object.hasOwn(x, {ts_literal(prop)})) out.add({ts_literal(prop)});"
                    )
                for pattern, _ in check.patterns:
                    regex = self.pattern(pattern, f"{s.at}/patternProperties/{escape(pattern)}")
                    body.append(
                        f"  for (const k of Object.keys(x)) if ({regex}.test(k)) out.add(k);"
                    )
            elif kind == "items" and isinstance(check, c.Items):
                if check.rest is not None:
                    body = [f"  return {every};"]
                    break
                body.append(
                    f"  for (let i = 0; i < Math.min(x.length, {len(check.prefix)}); i++) out.add(i);"
                )
            elif kind == "items" and isinstance(check, c.Contains):
                test = self.sub(check.schema)
                body.append(
                    f'  for (let i = 0; i < x.length; i++) if ({test}(x[i], "", null)) out.add(i);'
                )
            elif isinstance(check, (c.AllOf, c.Call)):
                subs = (
                    list(check.schemas)
                    if isinstance(check, c.AllOf)
                    else [c.Schema(s.at, (check,))]
                )
                for sub in subs:
                    body.append(f"  for (const k of {self.evaluated(sub, kind)}(x)) out.add(k);")
            elif isinstance(check, (c.AnyOf, c.OneOf, c.TaggedOneOf)):
                for sub in in_place(c.Schema(s.at, (check,))):
                    body.append(f'  if ({self.sub(sub)}(x, "", null)) {{')
                    body.append(f"    for (const k of {self.evaluated(sub, kind)}(x)) out.add(k);")
                    body.append("  }")
            elif isinstance(check, c.IfThenElse):
                body.append(f'  if ({self.sub(check.if_)}(x, "", null)) {{')
                body.append(
                    f"    for (const k of {self.evaluated(check.if_, kind)}(x)) out.add(k);"
                )
                if check.then is not None:
                    body.append(
                        f"    for (const k of {self.evaluated(check.then, kind)}(x)) out.add(k);"
                    )
                if check.else_ is not None:
                    body.append("  } else {")
                    body.append(
                        f"    for (const k of {self.evaluated(check.else_, kind)}(x)) out.add(k);"
                    )
                body.append("  }")
            elif isinstance(check, c.DependentSchemas) and kind == "properties":
                for prop, sub in check.rules:
                    body.append(f"  if (Object.hasOwn(x, {ts_literal(prop)})) {{")
                    body.append(f"    for (const k of {self.evaluated(sub, kind)}(x)) out.add(k);")
                    body.append("  }")
        head = [
            f"function {name}(x: unknown): Set<unknown> {{",
            f"  if (!{guard}) return new Set<unknown>();",
        ]
        if body and body[0].startswith("  return "):
            return "\n".join([*head, *body, "}"])
        return "\n".join([*head, "  const out = new Set<unknown>();", *body, "  return out;", "}"])
