"""The Rust text decoder: `rt::Read` impls that read JSON text once, straight into the
generated types, checking each value against its schema as it is read.

Which reader a value gets is decided by its schema, never by its name:

- a record whose schema is made only of `type: object`, `required`, `properties` and
  `additionalProperties` reads its members one by one: each into its field's type, checked by
  the property's schema; unknown members into `extra` (checked by `additionalProperties`), the
  key order as it came (`rt::KeyOrder`, held in place: no allocation), required fields
  counted with a bit each;
- a tagged union whose schema is a tag dispatch looks its tag up first (wherever the tag is
  among the keys), then reads the arm it names; an arm that calls a union on the same tag is
  followed to the record that tag leads to;
- an array or map (of records or of anything else) reads item by item when its schema is
  `items` / `additionalProperties` plus counts;
- a value of a type alias is read as the type the alias names;
- anything else (scalars, open JSON, a schema with combinators, conditionals, `unevaluated*`,
  ...) is read as a `serde_json::Value`, checked by the schema's own validation function and
  moved into its type (`rt::Take`, no copy of its strings). Everything the reader cannot take
  on itself thus still gets the exact check, only more slowly.

A reader answers `None` at the first thing wrong, and `from_json_str` then decodes the same
text the long way (validation of a parsed value, then the typed walk), which names the
problems: the reader may give up more often than it must, but accepts nothing the long way
refuses and gives what it gives."""

from __future__ import annotations

from typing import Protocol

from ..ir import checks as c
from ..ir import types as t
from .rust_checks import RustChecks
from .rust_text import rust_string


class RustTypes(Protocol):
    """What the decoder asks of the emitter writing the types (`emit/rust.py`'s RustEmitter),
    which owns the decoder: the names and shapes it gave the declarations."""

    program: t.Program
    checks: c.CheckProgram
    writer: RustChecks
    decls: dict[t.QualifiedName, t.Decl]
    modules: dict[str, str]

    def path(self, name: t.QualifiedName) -> str: ...

    def rust_type(self, expr: t.TypeExpr) -> str: ...

    def direct_refs(self, expr: t.TypeExpr) -> list[t.QualifiedName]: ...

    def reaches(self, start: t.QualifiedName, goal: t.QualifiedName) -> bool: ...

    def sum_arms(self, expr: t.JsonTypeUnion) -> list[tuple[str, t.TypeExpr, str, str]]: ...


# The reader of the one kind of JSON value each scalar type is taken from, as a `Value`.
SCALAR_READERS = {
    "String": "r.string().map(Value::String)",
    "bool": "r.boolean().map(Value::Bool)",
    "i64": "r.numeral().map(Value::Number)",
    "f64": "r.numeral().map(Value::Number)",
    "serde_json::Number": "r.numeral().map(Value::Number)",
}

# The first byte of a JSON value of each type, as `Reader::peek` sees it.
FIRST_BYTES = {
    "string": "b'\"'",
    "integer": "b'-' | b'0'..=b'9'",
    "number": "b'-' | b'0'..=b'9'",
    "boolean": "b't' | b'f'",
    "array": "b'['",
    "object": "b'{'",
}


def value_kind(value: object) -> str:
    """The JSON type of a constant, numbers as one (the text decoder tells them apart only
    by reading them)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


# A record's required fields are counted as bits of one u64.
MAX_FIELDS = 64


def essential(schema: c.Schema) -> list[c.Check]:
    """The checks that constrain a value: all of them (a `format` is among them only when the
    compile asserts formats, and a reader then leaves it to the schema's validation function)."""
    return list(schema.checks)


def trivial(schema: c.Schema | None) -> bool:
    return schema is None or (schema.always is True and not schema.checks)


def refuse_unless(condition: str) -> str:
    """A statement giving up unless `condition` holds (nothing when it always does)."""
    return "" if condition == "true" else f"if !{condition} {{ return None; }}"


def only_null(schema: c.Schema) -> bool:
    """A schema that admits null and nothing else."""
    ks = essential(schema)
    return schema.always is None and (
        ks == [c.Types(("null",))] or ks == [c.Const(None)] or ks == [c.EnumOf((None,))]
    )


class RustDecode:
    """Writes the `rt::Read` and `rt::Take` impls of the declarations of one crate."""

    def __init__(self, emitter: RustTypes):
        self.e = emitter
        self.functions = {fn.key: fn.schema for fn in emitter.checks.functions}
        # how many declarations got the typed reader, and how many the checked-Value one
        self.typed = 0
        self.generic = 0

    # --- schemas -------------------------------------------------------------------------

    def entry_key(self, decl: t.Decl) -> c.FunctionKey:
        return self.follow(self.e.checks.entry(decl.origin.uri, decl.origin.pointer))

    def schema_of(self, decl: t.Decl) -> c.Schema | None:
        return self.functions.get(self.entry_key(decl))

    @staticmethod
    def call(schema: c.Schema) -> c.FunctionKey | None:
        """The function a schema that is only a `$ref` calls."""
        ks = essential(schema)
        if schema.always is None and len(ks) == 1 and isinstance(ks[0], c.Call):
            return ks[0].target
        return None

    def follow(self, key: c.FunctionKey) -> c.FunctionKey:
        """The function a chain of bare `$ref`s ends at."""
        seen = set()
        while key not in seen:
            seen.add(key)
            schema = self.functions.get(key)
            nxt = self.call(schema) if schema is not None else None
            if nxt is None:
                break
            key = nxt
        return key

    def target(self, schema: c.Schema | None) -> c.FunctionKey | None:
        """The function every non-null value of `schema` must pass, and nothing else: a bare
        `$ref`, or an `anyOf`/`oneOf` of one and arms that admit only null (which a non-null
        value fails, so the combinator is the `$ref`). A null value is read by the caller."""
        if schema is None:
            return None
        key = self.call(schema)
        if key is not None:
            return self.follow(key)
        ks = essential(schema)
        if schema.always is None and len(ks) == 1 and isinstance(ks[0], (c.AnyOf, c.OneOf)):
            calls = [s for s in ks[0].schemas if not only_null(s)]
            if len(calls) == 1:
                return self.target(calls[0])
        return None

    def check(self, schema: c.Schema | None, x: str) -> str:
        """The fast validation of the value `x` (a `&Value`) against `schema`."""
        if schema is None or trivial(schema):
            return "true"
        return f"checks::v_{self.e.writer.number(schema)}({x})"

    # --- types ---------------------------------------------------------------------------

    def decl(self, expr: t.Ref) -> t.Decl | None:
        return self.e.decls.get(t.named(expr.name))

    def as_value(self, expr: t.TypeExpr, schema: c.Schema | None) -> str:
        return self.checked(self.e.rust_type(expr), schema)

    def checked(self, ty: str, schema: c.Schema | None) -> str:
        """A `Value` read, checked against `schema` and moved into the Rust type `ty`. A
        scalar type takes only one kind of JSON value (`rt::Take` refuses any other), so its
        reader reads only that kind; a string its schema takes whatever it holds is read
        without a `Value`."""
        check = self.check(schema, "v")
        if ty == "String" and (
            check == "true"
            or (
                schema is not None
                and schema.always is None
                and essential(schema) == [c.Types(("string",))]
            )
        ):
            return "r.string()"
        keep = "" if check == "true" else f".filter(|v| {check})"
        return f"{SCALAR_READERS.get(ty, 'r.value()')}{keep}.and_then(<{ty} as rt::Take>::take)"

    def read(
        self,
        expr: t.TypeExpr,
        schema: c.Schema | None,
        aliases: frozenset[t.QualifiedName] = frozenset(),
    ) -> str:
        """A Rust expression of type `Option<T>` (T the type of `expr`) reading one value from
        the reader `r` and checking it against `schema` (`aliases`: those followed so far)."""
        if isinstance(expr, t.Nullable):
            inner = self.read(expr.inner, schema, aliases)
            null = self.check(schema, "&Value::Null")
            null = "Some(None)" if null == "true" else f"{null}.then_some(None)"
            return f"(if r.null() {{ {null} }} else {{ {inner}.map(Some) }})"
        if isinstance(expr, t.Ref):
            decl = self.decl(expr)
            readable = isinstance(decl, (t.Record, t.TaggedUnion, t.Enum))
            if readable and decl is not None and self.target(schema) == self.entry_key(decl):
                return f"<{self.e.rust_type(expr)} as rt::Read>::read(r)"
            name = t.named(expr.name)
            if isinstance(decl, t.Alias) and name not in aliases:
                # a Rust `type` alias is its type: read as that type (a string alias with a
                # string reader, not as a `Value`), checked by the property's own schema
                return self.read(decl.type, schema, aliases | {name})
        if isinstance(expr, t.JsonTypeUnion):
            return self.sum(expr, schema, aliases)
        # arrays and maps item by item, whatever their items (an array of strings or an open
        # object is thus built once, in its own type, never as a `Value` moved over)
        if isinstance(expr, t.ListOf) and schema is not None:
            shape = self.sequence(schema, "array", "Items")
            if shape is not None:
                item, bounds = shape
                return f"rt::list(r, |r| {self.read(expr.item, item, aliases)}){bounds}"
        if isinstance(expr, t.MapOf) and schema is not None:
            shape = self.sequence(schema, "object", "Properties")
            if shape is not None:
                value, bounds = shape
                return f"rt::map(r, |r| {self.read(expr.value, value, aliases)}){bounds}"
        return self.as_value(expr, schema)

    def sum(
        self,
        expr: t.JsonTypeUnion,
        schema: c.Schema | None,
        aliases: frozenset[t.QualifiedName],
    ) -> str:
        """A typed sum read by its JSON type first (one look at the next byte), then as the arm
        of that type, checked by the part of the schema that holds for that type; a schema
        not split that way is read as a checked `Value` moved into the sum."""
        arms = self.e.sum_arms(expr)
        parts = self.split(schema, [kind for _, _, kind, _ in arms])
        if parts is None:
            return self.as_value(expr, schema)
        cases = []
        for (_, arm, kind, make), part in zip(arms, parts, strict=True):
            read = self.read(arm, part, aliases)
            cases.append(f"{FIRST_BYTES[kind]} => {read}.map({make}),")
        return f"r.peek().and_then(|first| match first {{ {' '.join(cases)} _ => None }})"

    def split(self, schema: c.Schema | None, kinds: list[str]) -> list[c.Schema | None] | None:
        """For each JSON type (`kinds`, numbers as one), the schema a value of that type must
        pass, and nothing else: the one arm of an `anyOf`/`oneOf` whose arms each admit
        types no other admits (a value of the type fails every other arm, so it is valid
        when that arm holds), or nothing past the type for a bare `type` list (the reader
        reads only that type). None for any other schema."""
        # (a null is read by the caller: a `$ref` beside arms of null only is that `$ref`)
        key = self.target(schema)
        if key is not None:
            schema = self.functions.get(key)
        if schema is None or schema.always is not None:
            return None
        ks = essential(schema)
        if len(ks) == 1 and isinstance(ks[0], (c.AnyOf, c.OneOf)):
            by_kind: dict[str, c.Schema] = {}
            for sub in ks[0].schemas:
                admitted = self.admits(sub)
                if admitted is None:
                    return None
                for kind in admitted - {"null"}:
                    if kind in by_kind:
                        return None
                    by_kind[kind] = sub
            found = [by_kind.get("number" if k == "integer" else k) for k in kinds]
            return None if any(part is None for part in found) else found
        if len(ks) == 1 and isinstance(ks[0], c.Types):
            named = {"number" if n == "integer" else n for n in ks[0].names}
            if all(("number" if k == "integer" else k) in named for k in kinds):
                return [None for _ in kinds]
        return None

    def admits(self, schema: c.Schema) -> set[str] | None:
        """The JSON types (numbers as one) a schema may admit at most, as its `type`, `enum`,
        `const` and tag dispatch say (through bare `$ref`s); None when they say nothing."""
        key = self.call(schema)
        found_schema = self.functions.get(self.follow(key)) if key is not None else schema
        if found_schema is None or found_schema.always is True:
            return None
        if found_schema.always is False:
            return set()
        found: set[str] | None = None
        for k in essential(found_schema):
            if isinstance(k, c.Types):
                kinds = {"number" if n == "integer" else n for n in k.names}
            elif isinstance(k, c.EnumOf):
                kinds = {value_kind(v) for v in k.values}
            elif isinstance(k, c.Const):
                kinds = {value_kind(k.value)}
            elif isinstance(k, c.TaggedOneOf):  # its arms are objects pinning the tag
                kinds = {"object"}
            else:
                continue
            found = kinds if found is None else found & kinds
        return found

    def sequence(
        self, schema: c.Schema, kind: str, each: str
    ) -> tuple[c.Schema | None, str] | None:
        """An array (`items`) or map (`additionalProperties`) schema with nothing but a type,
        the schema of every member and counts: (that schema, the counts as a filter)."""
        if schema.always is not None:
            return None
        member: c.Schema | None = None
        bounds = []
        for k in essential(schema):
            if isinstance(k, c.Types) and kind in k.names:
                continue
            if each == "Items" and isinstance(k, c.Items) and not k.prefix:
                member = k.rest
            elif (
                each == "Properties"
                and isinstance(k, c.Properties)
                and not k.named
                and not k.patterns
            ):
                member = k.additional
            elif isinstance(k, c.CountBound) and k.keyword in (
                "minItems" if kind == "array" else "minProperties",
                "maxItems" if kind == "array" else "maxProperties",
            ):
                if k.keyword.startswith("min"):
                    if k.limit == 1:
                        bounds.append("!a.is_empty()")
                    elif k.limit > 1:
                        bounds.append(f"a.len() >= {k.limit}")
                else:
                    bounds.append(f"a.len() <= {k.limit}")
            else:
                return None
        filt = f".filter(|a| {' && '.join(bounds)})" if bounds else ""
        return member, filt

    # --- declarations --------------------------------------------------------------------

    def take(self, name: str) -> str:
        return f"""
impl rt::Take for {name} {{
    fn take(value: Value) -> Option<Self> {{
        <Self as rt::Json>::from_json(&value, &rt::Path::Root).ok()
    }}
}}
"""

    def by_value(self, name: str, schema: c.Schema | None) -> str:
        """The reader of a declaration whose schema the typed reader does not take on: a
        checked `Value`, moved into the type."""
        self.generic += 1
        read = self.checked("Self", schema) if schema is not None else "None"
        return (
            self.take(name)
            + f"""
impl rt::Read for {name} {{
    fn read(r: &mut rt::Reader<'_>) -> Option<Self> {{
        {read}
    }}
}}
"""
        )

    def enum(self, decl: t.Enum, members: dict[str, str]) -> str:
        """An enum whose schema is only a list of strings matches the text of the string
        (borrowed from the document where it has no escapes) against them."""
        schema = self.schema_of(decl)
        allowed = set(members.values())
        if schema is None or schema.always is not None:
            return self.by_value(decl.name, schema)
        for k in essential(schema):
            if isinstance(k, c.Types) and "string" in k.names:
                continue
            if isinstance(k, c.EnumOf) and all(isinstance(v, str) for v in k.values):
                allowed &= {str(v) for v in k.values}
            elif isinstance(k, c.Const) and isinstance(k.value, str):
                allowed &= {k.value}
            else:
                return self.by_value(decl.name, schema)
        self.typed += 1
        arms = "\n".join(
            f"{rust_string(v)} => Some({decl.name}::{ident}),"
            for ident, v in members.items()
            if v in allowed
        )
        return (
            self.take(decl.name)
            + f"""
impl rt::Read for {decl.name} {{
    fn read(r: &mut rt::Reader<'_>) -> Option<Self> {{
        match &*r.text()? {{
            {arms}
            _ => None,
        }}
    }}
}}
"""
        )

    def record(
        self, owner: t.QualifiedName, decl: t.Record, fields: list[tuple[t.Field, str, str, str]]
    ) -> str:
        schema = self.schema_of(decl)
        shape = self.record_shape(schema, decl, fields)
        if shape is None:
            return self.by_value(decl.name, schema)
        self.typed += 1
        props, required, additional = shape
        lets = []
        arms = []
        builds = []
        mask = 0
        for i, (f, ident, ty, how) in enumerate(fields):
            s = props.get(f.json_name)
            nullable = isinstance(f.type, t.Nullable)
            inner = f.type.inner if isinstance(f.type, t.Nullable) else f.type
            boxed = any(self.e.reaches(r, owner) for r in self.e.direct_refs(f.type))
            value = self.read(inner, s) + (".map(Box::new)" if boxed else "")
            null_ok = refuse_unless(self.check(s, "&Value::Null"))
            if how == "maybe":
                lets.append(f"let mut f{i}: {ty} = rt::Maybe::Absent;")
                assign = (
                    f"f{i} = if r.null() {{ {null_ok} rt::Maybe::Null }}"
                    f" else {{ rt::Maybe::Value({value}?) }};"
                )
                builds.append(f"{ident}: f{i},")
            elif how == "required" and nullable:
                lets.append(f"let mut f{i}: Option<{ty}> = None;")
                assign = f"f{i} = Some(if r.null() {{ {null_ok} None }} else {{ Some({value}?) }});"
                builds.append(f"{ident}: f{i}?,")
            elif how == "required":
                lets.append(f"let mut f{i}: Option<{ty}> = None;")
                assign = f"f{i} = Some({value}?);"
                builds.append(f"{ident}: f{i}?,")
            elif how == "optional":  # null is refused where only absence is allowed
                lets.append(f"let mut f{i}: {ty} = None;")
                assign = f"if r.null() {{ return None; }} f{i} = Some({value}?);"
                builds.append(f"{ident}: f{i},")
            else:  # optional_json: any JSON, null included
                lets.append(f"let mut f{i}: {ty} = None;")
                assign = f"f{i} = Some({value}?);"
                builds.append(f"{ident}: f{i},")
            if f.required or f.json_name in required:
                mask |= 1 << i
            bit = f"{1 << i}u64"
            arms.append(
                f"{rust_string(f.json_name)} => {{ if seen & {bit} != 0 {{ return None; }} seen |= {bit};"
                f" key_order.push({i}); {assign} }}"
            )
        # unknown members go to `extra` (or, in a closed record, only through it, which finds
        # a repeated one: the long way keeps one key there and so one position)
        keeps = decl.open or not (additional is not None and additional.always is False)
        if not keeps:
            unknown = "return None;"
        else:
            unknown = (
                f"let v = r.value()?; {refuse_unless(self.check(additional, '&v'))}"
                " key_order.push(rt::EXTRA);"
                " if extra.insert(key.into_owned(), v).is_some() { return None; }"
            )
        extra_let = "let mut extra = serde_json::Map::new();" if keeps else ""
        extra_field = "extra," if decl.open else ""
        nl = "\n"
        members = f"""let mut more = r.object()?;
        while more {{
            let key = r.key()?;
            match &*key {{
                {nl.join(arms)}
                _ => {{ {unknown} }}
            }}
            more = r.next_member()?;
        }}"""
        if not arms and not keeps:  # a closed object naming no property: any member refuses it
            members = "if r.object()? { return None; }"
        return (
            self.take(decl.name)
            + f"""
impl rt::Read for {decl.name} {{
    #[allow(unused_mut, clippy::match_single_binding)]
    fn read(r: &mut rt::Reader<'_>) -> Option<Self> {{
        {nl.join(lets)}
        {extra_let}
        let mut key_order = rt::KeyOrder::new();
        {"let mut seen = 0u64;" if fields else ""}
        {members}
        {f"if seen & {mask}u64 != {mask}u64 {{ return None; }}" if mask else ""}
        Some({decl.name} {{
            {nl.join(builds)}
            {extra_field}
            key_order,
        }})
    }}
}}
"""
        )

    def record_shape(
        self,
        schema: c.Schema | None,
        decl: t.Record,
        fields: list[tuple[t.Field, str, str, str]],
    ) -> tuple[dict[str, c.Schema], set[str], c.Schema | None] | None:
        """(property schemas, required names, additionalProperties) of a record schema the
        typed reader takes on; None for any other."""
        if schema is None or schema.always is not None or len(fields) > MAX_FIELDS:
            return None
        names = {f.json_name for f, *_ in fields}
        props: dict[str, c.Schema] = {}
        required: set[str] = set()
        additional: c.Schema | None = None
        seen_props = False
        for k in essential(schema):
            if isinstance(k, c.Types) and "object" in k.names:
                continue
            if isinstance(k, c.Required):
                required |= set(k.names)
            elif isinstance(k, c.Properties) and not k.patterns and not seen_props:
                seen_props = True
                props = dict(k.named)
                additional = k.additional
            else:
                return None
        if not set(props) <= names or not required <= names:
            return None
        return props, required, additional

    def union(self, decl: t.TaggedUnion, names: dict[str, list[t.Variant]]) -> str:
        schema = self.schema_of(decl)
        dispatch = self.dispatch(schema, decl.tag)
        if dispatch is None:
            return self.by_value(decl.name, schema)
        self.typed += 1
        table = dict(dispatch.table)
        arms = []
        listed = set()
        fallback = ""
        for vname, vs in names.items():
            target = t.named(vs[0].target)
            ty = self.e.path(target)
            for v in vs:
                if v.tag is None:
                    continue
                listed.add(v.tag)
                arm = table.get(v.tag)
                body = self.variant(decl.name, vname, target, ty, arm, decl.tag, v.tag)
                arms.append(f"{rust_string(v.tag)} => {body},")
            if any(v.tag is None for v in vs) and dispatch.fallback is not None:
                pattern, arm = dispatch.fallback
                body = self.variant(decl.name, vname, target, ty, arm, decl.tag, None)
                fallback = f"t if checks::{self.e.writer.pattern(pattern)}.search(t) => {body},"
        # a tag the schema lists but no variant decodes: the long way says what happens
        arms += [f"{rust_string(tag)} => None," for tag in table if tag not in listed]
        nl = "\n"
        return (
            self.take(decl.name)
            + f"""
impl rt::Read for {decl.name} {{
    /// The tag first, looked up ahead, then the variant it names.
    fn read(r: &mut rt::Reader<'_>) -> Option<Self> {{
        let tag = r.tag({rust_string(decl.tag)})?;
        match &*tag {{
            {nl.join(arms)}
            {fallback}
            _ => None,
        }}
    }}
}}
"""
        )

    def dispatch(self, schema: c.Schema | None, tag: str) -> c.TaggedOneOf | None:
        """The tag dispatch a union schema is (beside `type: object`), if it is one."""
        if schema is None or schema.always is not None:
            return None
        found = None
        for k in essential(schema):
            if isinstance(k, c.Types) and "object" in k.names:
                continue
            if isinstance(k, c.TaggedOneOf) and k.tag == tag and found is None:
                found = k
            else:
                return None
        return found

    def variant(
        self,
        union: str,
        vname: str,
        target: t.QualifiedName,
        ty: str,
        arm: c.Schema | None,
        tag: str,
        value: str | None,
    ) -> str:
        if arm is None:
            return "None"
        decl = self.e.decls.get(target)
        key = self.arm_key(arm, tag, value)
        if isinstance(decl, (t.Record, t.TaggedUnion)) and key == self.entry_key(decl):
            return f"<{ty} as rt::Read>::read(r).map(|v| {union}::{vname}(Box::new(v)))"
        return f"{self.checked(ty, arm)}.map(|v| {union}::{vname}(Box::new(v)))"

    def arm_key(self, arm: c.Schema, tag: str, value: str | None) -> c.FunctionKey | None:
        """The function an arm amounts to for values with this tag: its `$ref`, through any
        union on the same tag it calls (whose own arm for the tag is then the one that
        counts)."""
        key = self.target(arm)
        seen = set()
        while key is not None and key not in seen:
            seen.add(key)
            inner = self.dispatch(self.functions.get(key), tag)
            if inner is None or value is None:
                return key
            sub = dict(inner.table).get(value)
            if sub is None:
                return None
            key = self.target(sub)
        return None

    def decode_text(self) -> str:
        """`decode_text(module, name, text)`: the text decoder by entity name, for the
        conformance program, which holds it to the long way's answer on every example."""
        arms = []
        for m in self.e.program.modules:
            mod = self.e.modules[m.name]
            for d in m.decls:
                if isinstance(d, (t.Record, t.TaggedUnion, t.Enum)):
                    key = f"({rust_string(m.name)}, {rust_string(d.name)})"
                    arms.append(
                        f"{key} => Some({mod}::{d.name}::from_json_str(text).map(|v| v.to_value())),"
                    )
        nl = "\n"
        return f"""
/// Decodes the JSON text `text` as the entity `name` of the schema folder `module` with the
/// text decoder (`from_json_str`) and encodes it again; None for an entity without one.
// (a schema set of aliases only has no entity with one: then nothing reads `text`)
#[allow(unused_variables, clippy::match_single_binding)]
pub fn decode_text(module: &str, name: &str, text: &str) -> Option<Result<Value, rt::DecodeError>> {{
    match (module, name) {{
        {nl.join(arms)}
        _ => None,
    }}
}}
"""
