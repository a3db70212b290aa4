"""Naming: every declaration gets the name its schema suggests (file name, `$defs` key, or
parent + property), as a valid identifier. Where two declarations of one module would get one
name, the rule is deterministic and follows from where they are: a schema nested inside another
that suggests the same name (a union arm titled like its union) is named after the outer one
plus the path between them (`BoundsVariant1`); otherwise the declaration whose location
(document URI, then JSON pointer, as text) sorts first keeps the name, and each other, in that
order, gets the name followed by the smallest number from 2 up that no declaration of the module
has or would have (`Config`, `Config2`). The same schemas give the same names on every run.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..errors import SchemaError
from ..ir import types as t


def _no_helpers(decl: t.Decl) -> Iterable[str]:
    return ()


def _same_text(text: str) -> str:
    return text


def utf8_text(text: str) -> str:
    """What a UTF-8 string (Go's, Rust's) holds of `text`: a lone surrogate becomes U+FFFD, as
    `go_text.go_string` and `rust_text.rust_string` write it."""
    return "".join("\ufffd" if 0xD800 <= ord(ch) <= 0xDFFF else ch for ch in text)


@dataclass(frozen=True)
class Reserved:
    """What a target's package holds besides the schemas' declarations, so that the naming pass
    can refuse a schema that would collide with it, naming both places:

    - `modules`: (module name, what it is) of the package's own modules and of the names its
      code imports unqualified (`lib`: the crate root `src/lib.rs`, `serde_json`: a crate);
    - `module_prefixes`: (prefix, what) of modules the package makes per schema folder
      (`behaviour_`);
    - `helpers(decl)`: the names a declaration (already named) adds to its module's namespace
      besides its own (Go's `DecodeThing`, an enum's constants);
    - `text(s)`: the text a string literal of the language holds for `s` (UTF-8 languages turn
      a lone surrogate into U+FFFD), so values that would meet there are refused;
    - `fields_by_value`: records hold their fields' records in themselves (Go's structs).
    `language` names the target in messages, `unit` what the language calls a module."""

    language: str = ""
    unit: str = "module"
    modules: tuple[tuple[str, str], ...] = ()
    module_prefixes: tuple[tuple[str, str], ...] = ()
    helpers: Callable[[t.Decl], Iterable[str]] = _no_helpers
    text: Callable[[str], str] = _same_text
    # whether a record holds the records of its fields by value (Go's structs): one holding
    # itself that way has no finite type (`passes.recursion.break_value_loops`)
    fields_by_value: bool = False


NOTHING_RESERVED = Reserved()


def assign_names(
    decls: dict[t.Location, t.Decl],
    module_of: dict[t.Location, str],
    identifier: Callable[[str], str],
    reserved: Reserved = NOTHING_RESERVED,
) -> dict[t.QualifiedName, t.Decl]:
    """The declarations keyed by their qualified names, with every `Ref` rewritten to match.
    `identifier` is the target's rule making a type name of the words a schema suggests;
    `reserved` what the target's package holds besides them (`check_modules`,
    `check_helpers` and `check_texts` refuse what would collide with it)."""
    check_modules(decls, module_of, reserved)
    named = _assign(decls, module_of, identifier)
    check_helpers(named, reserved)
    check_texts(named, reserved)
    return named


def _assign(
    decls: dict[t.Location, t.Decl],
    module_of: dict[t.Location, str],
    identifier: Callable[[str], str],
) -> dict[t.QualifiedName, t.Decl]:
    names: dict[t.DeclKey, t.QualifiedName] = {}
    owner: dict[t.QualifiedName, t.Decl] = {}
    order = sorted(decls, key=str)
    natural = {key: identifier(decls[key].name) for key in order}
    wanted = {t.QualifiedName(module_of[key], natural[key]) for key in order}
    for key in order:
        decl = decls[key]
        name = natural[key]
        qualified = t.QualifiedName(module_of[key], name)
        outer = owner.get(qualified)
        if outer is not None and inside(decl.origin, outer.origin):
            name += suffix(decl.origin.pointer[len(outer.origin.pointer) :])
            qualified = t.QualifiedName(module_of[key], name)
        if qualified in owner:
            number = 2
            while (
                t.QualifiedName(module_of[key], f"{name}{number}") in owner
                or t.QualifiedName(module_of[key], f"{name}{number}") in wanted
            ):
                number += 1
            qualified = t.QualifiedName(module_of[key], f"{name}{number}")
        owner[qualified] = decl
        names[key] = qualified
    return {names[key]: rename(decl, names) for key, decl in decls.items()}


def numbered(names: list[str]) -> list[str]:
    """`names` (a type's members, in the schema's order) made distinct by the rule types follow:
    the first of equal names keeps it, and each later one, in order, gets the name followed by
    the smallest number from 2 up that no name of the list has or was given (`TRUE`, `TRUE2`)."""
    taken = set(names)
    given: set[str] = set()
    out = []
    for name in names:
        if name in given:
            number = 2
            while f"{name}{number}" in taken or f"{name}{number}" in given:
                number += 1
            name = f"{name}{number}"
        given.add(name)
        out.append(name)
    return out


def _folder(origin: t.Origin) -> str:
    return origin.file.rpartition("/")[0] or "."


def check_modules(
    decls: dict[t.Location, t.Decl], module_of: dict[t.Location, str], reserved: Reserved
) -> None:
    """Each schema folder's module is neither one of the package's own modules (its file would
    overwrite or shadow that one) nor the module of another folder (one file for both)."""
    first: dict[str, t.Origin] = {}  # module -> a document of the folder that has it
    for key in sorted(decls, key=str):
        origin, module = decls[key].origin, module_of[key]
        if origin.pointer:
            continue
        folder = _folder(origin)
        clash = dict(reserved.modules).get(module)
        if clash is None:
            clash = next(
                (what for prefix, what in reserved.module_prefixes if module.startswith(prefix)),
                None,
            )
        if clash is not None:
            raise SchemaError(
                origin.file,
                "",
                f"the schema folder {folder!r} would be the {reserved.language} {reserved.unit} "
                f"{module!r}, which is {clash}; rename the folder",
            )
        other = first.setdefault(module, origin)
        if _folder(other) != folder:
            raise SchemaError(
                origin.file,
                "",
                f"the schema folders {_folder(other)!r} (of {other.file}) and {folder!r} would "
                f"both be the {reserved.language} {reserved.unit} {module!r}; rename one",
            )


def check_helpers(named: dict[t.QualifiedName, t.Decl], reserved: Reserved) -> None:
    """No name a declaration adds to its module (`reserved.helpers`) is another declaration's
    name or another helper: the module would declare it twice."""
    owner: dict[t.QualifiedName, tuple[str, t.Decl]] = {
        key: (f"the type {key.name!r}", decl) for key, decl in named.items()
    }
    for key in sorted(named, key=str):
        decl = named[key]
        for helper in sorted(set(reserved.helpers(decl)) - {key.name}):
            place = t.QualifiedName(key.module, helper)
            what = f"the {reserved.language} helper {helper!r} of the type {key.name!r}"
            seen = owner.setdefault(place, (what, decl))
            if seen[1] is not decl:
                raise SchemaError(
                    decl.origin.file,
                    decl.origin.pointer,
                    f"{what} (this schema) and {seen[0]} ({seen[1].origin}) would have one "
                    f"name in the {reserved.language} {reserved.unit} {key.module!r}; rename one "
                    "(file name, $defs key or title)",
                )


def check_texts(named: dict[t.QualifiedName, t.Decl], reserved: Reserved) -> None:
    """Values a target tells apart by their text (an enum's values, an object's property names,
    a union's tags) stay apart in the target's strings: in a UTF-8 language two different lone
    surrogates are both U+FFFD, and a `switch` on them would have one case twice."""
    for decl in named.values():
        groups: list[tuple[str, list[str]]] = []
        if isinstance(decl, t.Enum):
            groups.append(("enum values", [v for v in decl.values if isinstance(v, str)]))
        elif isinstance(decl, t.Record):
            groups.append(("property names", [f.json_name for f in decl.fields]))
        elif isinstance(decl, t.TaggedUnion):
            groups.append(("tags", [v.tag for v in decl.variants if isinstance(v.tag, str)]))
        for what, values in groups:
            seen: dict[str, str] = {}
            for value in values:
                other = seen.setdefault(reserved.text(value), value)
                if other != value:
                    raise SchemaError(
                        decl.origin.file,
                        decl.origin.pointer,
                        f"the {what} {other!r} and {value!r} are one text in "
                        f"{reserved.language} (its strings are UTF-8, where a lone surrogate "
                        "is U+FFFD); make them apart",
                    )


# Keywords whose object keys are property names, and keywords whose array members are compared
# as texts (names or values): what one schema lists there must stay apart in a target's strings.
_NAME_KEYS = ("properties", "patternProperties", "dependentRequired", "dependentSchemas")
_TEXT_LISTS = ("enum", "required")


def check_schema_texts(documents: Iterable[tuple[str, object]], reserved: Reserved) -> None:
    """`check_texts` for every schema of every document (`(file, contents)`), declarations or
    not (a `not` or `anyOf` branch has none): the property names one keyword lists and the
    strings of one `enum` or `required` stay apart under `reserved.text`, else the target's
    validators would judge two names as one. Walked without recursion."""
    if reserved.text is _same_text:
        return
    for file, contents in documents:
        stack: list[tuple[object, str]] = [(contents, "")]
        while stack:
            node, pointer = stack.pop()
            if isinstance(node, list):
                stack.extend((v, f"{pointer}/{i}") for i, v in enumerate(node))
                continue
            if not isinstance(node, dict):
                continue
            for key, value in node.items():
                here = f"{pointer}/{_escape(key)}"
                texts: list[str] = []
                if key in _NAME_KEYS and isinstance(value, dict):
                    texts = list(value)
                elif key in _TEXT_LISTS and isinstance(value, list):
                    texts = [v for v in value if isinstance(v, str)]
                seen: dict[str, str] = {}
                for text in texts:
                    other = seen.setdefault(reserved.text(text), text)
                    if other != text:
                        raise SchemaError(
                            file,
                            here,
                            f"{other!r} and {text!r} are one text in {reserved.language} (its "
                            "strings are UTF-8, where a lone surrogate is U+FFFD); make them apart",
                        )
                if key not in ("const", "default", "examples") and not key.startswith("x-"):
                    stack.append((value, here))


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def inside(inner: t.Origin, outer: t.Origin) -> bool:
    return inner.uri == outer.uri and inner.pointer.startswith(outer.pointer + "/")


def suffix(relative: str) -> str:
    """The name a relative JSON pointer adds, spelled as the type builder spells locations:
    `/anyOf/1` -> `Variant1`, `/properties/max_size` -> `MaxSize`, `/items` -> `Item`."""
    parts = [p.replace("~1", "/").replace("~0", "~") for p in relative.split("/")[1:]]
    words, i = [], 0
    while i < len(parts):
        part = parts[i]
        if part in ("oneOf", "anyOf", "allOf", "prefixItems") and i + 1 < len(parts):
            words.append(f"Variant{parts[i + 1]}")
            i += 2
        elif part in ("properties", "patternProperties", "$defs", "definitions") and i + 1 < len(
            parts
        ):
            words.append(parts[i + 1])
            i += 2
        else:
            words.append({"items": "Item", "additionalProperties": "Value"}.get(part, part))
            i += 1
    return "".join(w[:1].upper() + w[1:] for w in re.split(r"[^0-9A-Za-z]+", " ".join(words)) if w)


def _expr(expr: t.TypeExpr, names: dict[t.DeclKey, t.QualifiedName]) -> t.TypeExpr:
    if isinstance(expr, t.Ref):
        return t.Ref(names[expr.name])
    if isinstance(expr, t.ListOf):
        return t.ListOf(_expr(expr.item, names))
    if isinstance(expr, t.MapOf):
        return t.MapOf(_expr(expr.value, names))
    if isinstance(expr, t.Nullable):
        return t.Nullable(_expr(expr.inner, names))
    if isinstance(expr, t.JsonTypeUnion):
        return t.JsonTypeUnion(tuple(_expr(a, names) for a in expr.arms))
    return expr


def rename(decl: t.Decl, names: dict[t.DeclKey, t.QualifiedName]) -> t.Decl:
    short = names_short(decl, names)
    if isinstance(decl, t.Record):
        fields = tuple(dataclasses.replace(f, type=_expr(f.type, names)) for f in decl.fields)
        extra = _expr(decl.extra, names) if decl.extra is not None else None
        return dataclasses.replace(decl, name=short, fields=fields, extra=extra)
    if isinstance(decl, t.TaggedUnion):
        variants = tuple(dataclasses.replace(v, target=names[v.target]) for v in decl.variants)
        return dataclasses.replace(
            decl, name=short, variants=variants, arms=tuple(names[a] for a in decl.arms)
        )
    if isinstance(decl, t.Alias):
        return dataclasses.replace(decl, name=short, type=_expr(decl.type, names))
    if isinstance(decl, t.Union_):
        return dataclasses.replace(decl, name=short, arms=tuple(names[a] for a in decl.arms))
    return dataclasses.replace(decl, name=short)


def names_short(decl: t.Decl, names: dict[t.DeclKey, t.QualifiedName]) -> str:
    return names[decl.origin.location].name
