"""Dialect declarations (`schema/dialects/<name>.yaml`) -> the dialect IR.

A declaration says, per canonical entity, only what differs from the canonical spelling; the
rest is read from the canonical schemas themselves: their structure (which property holds which
entity, which unions are tagged by what) and the `x-aliases` they record. Every problem names
the declaration file and the JSON pointer into it, and says what was expected.
"""

from __future__ import annotations

import ast
import dataclasses
import fnmatch
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..errors import SchemaError, SchemaErrors
from ..load import Document, SchemaSet, Tagging, escape
from ..patterns import Translations, decide
from . import ir

DIALECT_DIR = "dialects"
NAME = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")
CODECS = ("iso8601-millis",)  # the engine's CODECS table, in every target
TOP_KEYS = {"description", "family", "case", "tag_case", "hook", "documents", "entities"}
ENTITY_KEYS = {
    "rename",
    "move",
    "values",
    "add",
    "drop",
    "unknown",
    "codec",
    "split",
    "nest",
    "hook",
    "defaults",
    "fill",
    "null_is_absent",
    "null_when_absent",
    "branch",
    "shared",
    "flatten",
    "prefix",
    "untagged",
    "tag",
}


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def _sorted_keys(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _sorted_keys(value[k]) for k in sorted(value)}
    if isinstance(value, list):
        return [_sorted_keys(v) for v in value]
    return value


def _ptr(*parts: object) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def hook_names(hooks_file: Path | None) -> set[str]:
    """Top-level functions of the hand-written hook module."""
    if hooks_file is None or not hooks_file.is_file():
        return set()
    tree = ast.parse(hooks_file.read_text(encoding="utf-8"))
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}


# The last set read, with its hook file and what was read: every target of one run reads the
# same loaded set (and `generate` reads it once before its workers fork, for them to inherit).
_last: list[tuple[SchemaSet, Path | None, tuple[ir.Dialect, ...]]] = []


def load_dialects(schemas: SchemaSet, hooks_file: Path | None = None) -> tuple[ir.Dialect, ...]:
    """Every declaration of `<schema root>/dialects/*.yaml`, sorted by name."""
    for seen, hooks_seen, read in _last:
        if seen is schemas and hooks_seen == hooks_file:
            return read
    read = _load_dialects(schemas, hooks_file)
    _last[:] = [(schemas, hooks_file, read)]
    return read


def _load_dialects(schemas: SchemaSet, hooks_file: Path | None) -> tuple[ir.Dialect, ...]:
    folder = schemas.root / DIALECT_DIR
    if not folder.is_dir():
        return ()
    errors: list[SchemaError] = []
    dialects = []
    hooks = hook_names(hooks_file)
    for path in sorted(folder.glob("*.yaml")):
        rel = f"{DIALECT_DIR}/{path.name}"
        try:
            dialects.append(_Reader(schemas, path, rel, hooks).read())
        except SchemaErrors as exc:
            errors.extend(exc.errors)
        except SchemaError as exc:
            errors.append(exc)
    if errors:
        raise SchemaErrors(errors)
    return tuple(dialects)


@dataclass
class _Reader:
    schemas: SchemaSet
    path: Path
    rel: str
    hooks: set[str]
    errors: list[SchemaError] = field(default_factory=list)
    shapes: dict[str, ir.Shape | None] = field(default_factory=dict)
    decl: dict[str, Any] = field(default_factory=dict)
    by_uri: dict[str, Document] = field(default_factory=dict)
    # the pointer into the declaration whose reading walks the schemas now: where a schema
    # problem met on the way is reported
    reading: str = ""

    def fail(self, pointer: str, message: str) -> None:
        self.errors.append(SchemaError(self.rel, pointer, message))

    def read(self) -> ir.Dialect:
        name = self.path.stem
        if not NAME.match(name):
            raise SchemaError(self.rel, "", "a dialect file name must be lower kebab-case")
        try:
            # libyaml's loader where it is built in: a fifth of `convert`'s start-up otherwise
            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            data = yaml.load(self.path.read_text(encoding="utf-8"), Loader=loader)
        except (yaml.YAMLError, UnicodeDecodeError, OSError) as exc:
            raise SchemaError(self.rel, "", f"not a YAML declaration: {exc}") from None
        if not isinstance(data, dict):
            raise SchemaError(self.rel, "", "expected a mapping (the dialect declaration)")
        for key in data:
            if key not in TOP_KEYS:
                self.fail(_ptr(key), f"unknown key; known: {', '.join(sorted(TOP_KEYS))}")
        if not isinstance(data.get("description"), str):
            self.fail("/description", "expected a string saying what speaks this dialect")
        self.case = self._choice(data, "case")
        self.tag_case = self._choice(data, "tag_case")
        hook = data.get("hook")
        if hook is not None and (not isinstance(hook, str) or hook not in self.hooks):
            self.fail(
                "/hook", f"expected the name of a function of the hook module, found {hook!r}"
            )
        self.by_uri = {d.uri: d for d in self.schemas.documents}
        self.by_rel = {d.rel: d for d in self.schemas.documents}
        entities = data.get("entities", {})
        if not isinstance(entities, dict):
            self.fail("/entities", "expected a mapping of canonical entity file -> spelling")
            entities = {}
        # a key with `*` applies to every entity file it matches (`openresponses/*_event.json`);
        # an entity's own entry adds to it, mapping by mapping
        ordered = sorted(entities.items(), key=lambda kv: "*" not in str(kv[0]))
        for rel, decl in ordered:
            where = _ptr("entities", rel)
            matches = (
                sorted(r for r in self.by_rel if fnmatch.fnmatchcase(r, rel))
                if isinstance(rel, str) and "*" in rel
                else [rel]
            )
            if not matches or any(m not in self.by_rel for m in matches):
                self.fail(where, f"no canonical entity {rel!r} in the schema folder")
                continue
            if not isinstance(decl, dict):
                self.fail(where, "expected a mapping")
                continue
            for key in decl:
                if key not in ENTITY_KEYS:
                    self.fail(
                        _ptr("entities", rel, key),
                        f"unknown key; known: {', '.join(sorted(ENTITY_KEYS))}",
                    )
            for match in matches:
                _, before = self.decl.get(match[: -len(".json")], (where, {}))
                merged = dict(before)
                for key, value in decl.items():
                    old = merged.get(key)
                    merged[key] = (
                        {**old, **value}
                        if isinstance(old, dict) and isinstance(value, dict)
                        else value
                    )
                self.decl[match[: -len(".json")]] = (where, merged)
        for rel_noext, (where, decl) in list(self.decl.items()):
            if "tag" in decl:
                self.rename_tag(rel_noext, where, decl["tag"])
        documents = []
        raw = data.get("documents")
        if not isinstance(raw, list) or not raw:
            self.fail("/documents", "expected a list of canonical entity files a document may be")
            raw = []
        for i, entry in enumerate(raw):
            as_list = isinstance(entry, dict) and set(entry) == {"list"}
            rel = entry["list"] if as_list else entry
            if not isinstance(rel, str) or rel not in self.by_rel:
                self.fail(
                    _ptr("documents", i),
                    f"expected a canonical entity file (or {{list: file}}), found {entry!r}",
                )
                continue
            doc = self.by_rel[rel]
            self.reading = _ptr("documents", i)
            key = self.visit(doc, "", doc.contents)
            if key is None and "properties" in doc.contents:  # spelled alike: still a document
                key = rel[: -len(".json")]
                self.shapes[key] = ir.Record(fields=(), consts=_consts(doc.contents))
            if key is None:
                self.fail(_ptr("documents", i), f"{rel} has nothing to tell a document by")
                continue
            shape = self.shapes.get(key)
            if isinstance(shape, ir.Record) and not shape.consts:
                self.shapes[key] = _untagged_document(shape, doc.contents)
            if as_list:
                self.shapes[f"[{key}]"] = ir.ListOf(key)
                key = f"[{key}]"
            documents.append(key)
        for rel_noext, (where, _) in self.decl.items():
            # declared entities no document reaches are entry points too
            doc = self.by_rel[rel_noext + ".json"]
            self.reading = where
            self.visit(doc, "", doc.contents)
        if self.errors:
            raise SchemaErrors(self.errors)
        family = data.get("family") or documents[0].split("/")[0].lstrip("[")
        return ir.Dialect(
            name=name,
            description=data["description"],
            source=self.rel,
            family=str(family),
            documents=tuple(documents),
            shapes=tuple(sorted((k, s) for k, s in self.shapes.items() if s is not None)),
            hook=hook,
            uris=tuple(
                sorted(
                    (d.rel[: -len(".json")], d.uri)
                    for d in self.schemas.documents
                    if self.shapes.get(d.rel[: -len(".json")]) is not None
                )
            ),
        )

    def rename_tag(self, rel_noext: str, where: str, spelled: Any) -> None:
        """A union whose tag property the dialect names otherwise (`tag: kind`): the rename is
        put on every arm's tag property, so the union's dialect tag (which is read from its
        arms' spelling) is the new name, and every engine runs it as any other rename."""
        doc = self.by_rel[rel_noext + ".json"]
        node = doc.contents
        kw = "oneOf" if "oneOf" in node else "anyOf" if "anyOf" in node else None
        if not isinstance(spelled, str) or not spelled:
            self.fail(where + "/tag", "expected the property name the dialect tags the union by")
            return
        tagging = self.tagging(doc, "", kw) if kw and "properties" not in node else None
        if tagging is None:
            self.fail(where + "/tag", f"{rel_noext} is not a tagged union")
            return
        for leaf in tagging.arms:
            arm = self.by_uri[leaf.uri].rel[: -len(".json")]
            if leaf.pointer:
                self.fail(where + "/tag", f"an arm of {rel_noext} is not an entity file of its own")
                continue
            arm_where, arm_decl = self.decl.get(arm, (where, {}))
            rename = dict(arm_decl.get("rename") or {})
            if rename.get(tagging.tag, spelled) != spelled:
                self.fail(
                    where + "/tag",
                    f"{arm} already spells {tagging.tag!r} as {rename[tagging.tag]!r}",
                )
                continue
            rename[tagging.tag] = spelled
            self.decl[arm] = (arm_where, {**arm_decl, "rename": rename})

    def _choice(self, data: dict[str, Any], key: str) -> str:
        value = data.get(key, "snake")
        if value not in ("snake", "camel"):
            self.fail(_ptr(key), f"expected snake or camel, found {value!r}")
            return "snake"
        return str(value)

    # -- walking the canonical schemas -----------------------------------------------------------

    def _unprefixed(self, doc: Document, ptr: str, node: Any) -> tuple[str, ...]:
        """The values a prefixed property keeps as they are: those an arm of its schema (of its
        items', for an array of them) lists, the protocol's own (`include`'s
        `reasoning.encrypted_content`), where any other value is an implementor's, `slug:`
        first."""
        doc, ptr, node = self.deref(doc, ptr, node)
        if isinstance(node, dict) and "items" in node:
            doc, ptr, node = self.deref(doc, f"{ptr}/items", node["items"])
        if not isinstance(node, dict):
            return ()
        arms = [node]
        for word in ("anyOf", "oneOf"):
            listed = node.get(word)
            if isinstance(listed, list):
                arms += [
                    self.deref(doc, f"{ptr}/{word}/{i}", arm)[2] for i, arm in enumerate(listed)
                ]
        kept: list[str] = []
        for arm in arms:
            if isinstance(arm, dict):
                listed = arm.get("enum", [arm["const"]] if "const" in arm else [])
                kept += [v for v in listed if isinstance(v, str) and v not in kept]
        return tuple(kept)

    def deref(self, doc: Document, ptr: str, node: Any) -> tuple[Document, str, Any]:
        """Follow `$ref`s from the node at doc#ptr with the loader's resolver (so `urn:`,
        relative and `https:` ids, anchors and nested `$id`s land where generation lands). A
        reference it cannot resolve is this declaration's problem: reported naming the
        declaration file and the entity it was reading, and the schema location."""
        locator = self.schemas.locator
        while isinstance(node, dict) and isinstance(node.get("$ref"), str):
            if _shape_keywords(node):
                break
            try:
                uri, ptr = locator.locate(doc.uri, ptr, node["$ref"])
            except SchemaError as exc:
                raise SchemaError(
                    self.rel,
                    self.reading,
                    f"the canonical schemas this reads do not resolve: {exc}",
                ) from None
            doc, node = self.by_uri[uri], locator.node(uri, ptr)
        return doc, ptr, node

    def tagging(self, doc: Document, ptr: str, kw: str) -> Tagging | None:
        """How the union at doc#ptr is tagged, as the schema set's one tag index decided."""
        try:
            return self.schemas.locator.tags.of(doc.uri, ptr, kw)
        except SchemaError as exc:
            raise SchemaError(
                self.rel, self.reading, f"the canonical schemas this reads do not resolve: {exc}"
            ) from None

    def visit(self, doc: Document, ptr: str, node: Any) -> str | None:
        """The shape key of a canonical schema node, or None when a value of it is the same in
        the dialect (copied as is)."""
        doc, ptr, node = self.deref(doc, ptr, node)
        if not isinstance(node, dict):
            return None
        key = doc.rel[: -len(".json")] + (f"#{ptr}" if ptr else "")
        if key in self.shapes:
            return key if self.shapes[key] is not None else None
        self.shapes[key] = ir.ListOf("")  # pending: a cycle sees a shape
        outer = self.reading
        self.reading = self.decl.get(key, (outer, {}))[0] or outer
        try:
            shape = self.build(doc, ptr, node, key)
        finally:
            self.reading = outer
        self.shapes[key] = shape
        return key if shape is not None else None

    def build(self, doc: Document, ptr: str, node: dict[str, Any], key: str) -> ir.Shape | None:
        where, decl = self.decl.get(key, ("", {}))
        arms_kw = "oneOf" if "oneOf" in node else "anyOf" if "anyOf" in node else None
        if arms_kw and "properties" not in node:
            return self.union(doc, ptr, node, arms_kw, key)
        if node.get("type") == "array" or "items" in node:
            items = node.get("items")
            child = self.visit(doc, f"{ptr}/items", items) if isinstance(items, dict) else None
            return ir.ListOf(child) if child else None
        if "properties" in node:
            return self.record(doc, ptr, node, key, where, decl)
        extra = node.get("additionalProperties")
        if isinstance(extra, dict):
            child = self.visit(doc, f"{ptr}/additionalProperties", extra)
            return ir.MapOf(child) if child else None
        if "enum" in node:
            pairs = self.enum_values(node, where, decl)
            return ir.Values(pairs) if pairs else None
        return None

    def union(
        self, doc: Document, ptr: str, node: dict[str, Any], kw: str, key: str
    ) -> ir.Shape | None:
        by_type: dict[str, str] = {}
        tagging = self.tagging(doc, ptr, kw)
        if tagging is None:  # a union of JSON types (a string or an array of blocks)
            for i, arm in enumerate(node[kw]):
                adoc, aptr, anode = self.deref(doc, f"{ptr}/{kw}/{i}", arm)
                child = self.visit(adoc, aptr, anode)
                kind = anode.get("type") if isinstance(anode, dict) else None
                found = self.shapes.get(child) if child else None
                if kind is None and isinstance(found, ir.Alt):
                    # a reference to a union of JSON types itself (a tool choice or null): its
                    # arms are this union's
                    for json_type, arm in found.by_type:
                        by_type.setdefault(json_type, arm)
                    continue
                if kind is None and child:  # a reference to a union of objects (an item or null)
                    kind = _json_type(found)
                if child and isinstance(kind, str):
                    by_type[kind] = child
            return ir.Alt(tuple(sorted(by_type.items()))) if by_type else None
        tag = tagging.tag
        arms = []
        dialect_tags = set()
        open_arm = None
        open_pattern: Translations | None = None
        nodes: dict[Any, tuple[str, Any]] = {}  # canonical tag value -> (arm, its schema)
        for leaf in tagging.arms:
            ldoc = self.by_uri[leaf.uri]
            lptr = leaf.pointer
            lnode = self.schemas.locator.node(leaf.uri, lptr)
            child = self.visit(ldoc, lptr, lnode)
            lkey = ldoc.rel[: -len(".json")] + (f"#{lptr}" if lptr else "")
            if leaf.value is None:  # the open arm: a tag pattern
                open_arm = child or lkey
                open_pattern = decide(leaf.pattern) if leaf.pattern is not None else None
                if child is None:
                    self.shapes[lkey] = ir.Record(fields=())
                continue
            const = leaf.value
            shape = self.shapes.get(lkey)
            spelled: Any = const
            dtag = tag
            if isinstance(shape, ir.Record):
                table = dict(shape.values).get(tag, ())
                spelled = next((d for c, d in table if c == const), const)
                dtag = next((f.dialect for f in shape.fields if f.canonical == tag), tag)
            dialect_tags.add(dtag)
            arms.append((const, spelled, child or lkey))
            if _hashable(const):
                nodes.setdefault(const, (child or lkey, lnode))
            if child is None:  # a leaf the same in both: still an arm to dispatch on
                self.shapes[lkey] = ir.Record(fields=())
        where, decl = self.decl.get(key, ("", {}))
        if len(dialect_tags) > 1:
            self.fail(where, f"the arms of {key} spell the tag {tag!r} differently")
        untagged = self.untagged_arms(
            key,
            where,
            dialect_tags.copy().pop() if dialect_tags else tag,
            decl.get("untagged"),
            nodes,
        )
        hook = decl.get("hook")
        if hook is not None and hook not in self.hooks:
            self.fail(where + "/hook", f"no function {hook!r} in the hook module")
        return ir.Union(
            tag,
            dialect_tags.pop() if dialect_tags else tag,
            tuple(arms),
            open_arm,
            untagged,
            open_pattern.python_plain if open_pattern else None,
            hook if isinstance(hook, str) else None,
            open_pattern.ecma if open_pattern else None,
            (open_pattern.re2, open_pattern.regexp2) if open_pattern else None,
            open_pattern.zero_width_start if open_pattern else False,
        )

    def untagged_arms(
        self,
        key: str,
        where: str,
        tag: str,
        declared: Any,
        nodes: dict[Any, tuple[str, Any]],
    ) -> tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]:
        """A union's `untagged`: one arm's tag value, or a list of them, in the order a dialect
        value without the tag is tried against them. Each arm with what such a value must carry
        to be taken for it, in the dialect's names (as a document without a tag)."""
        if declared is None:
            return ()
        listed = declared if isinstance(declared, list) else [declared]
        if not listed:
            self.fail(where + "/untagged", "expected an arm's tag value or a list of them")
        out: list[tuple[str, tuple[str, ...], tuple[str, ...]]] = []
        seen: set[Any] = set()
        for i, value in enumerate(listed):
            at = where + "/untagged" + (f"/{i}" if isinstance(declared, list) else "")
            found = nodes.get(value) if _hashable(value) else None
            if found is None:
                self.fail(at, f"no arm of {key} has the tag {value!r}")
                continue
            if value in seen:
                self.fail(at, f"the arm {value!r} of {key} is listed twice")
                continue
            seen.add(value)
            arm, node = found
            shape = self.shapes.get(arm)
            if not isinstance(shape, ir.Record) or not isinstance(node, dict):
                self.fail(
                    at, f"the arm {value!r} of {key} is not an object to tell by its properties"
                )
                continue
            told = _untagged_document(shape, node)
            if tag in told.requires:
                self.fail(
                    at,
                    f"the arm {value!r} of {key} requires {tag!r}: a value read without it "
                    f"needs the arm's default (`defaults: {{{tag}: {value}}}`)",
                )
                continue
            out.append((arm, told.requires, told.declares))
        return tuple(out)

    def enum_values(
        self, node: dict[str, Any], where: str, decl: dict[str, Any]
    ) -> tuple[tuple[Any, Any], ...]:
        table: dict[Any, Any] = {}
        aliases = node.get("x-aliases") or {}
        for value, spellings in aliases.items():
            if isinstance(spellings, dict) and self.name in spellings:
                table[value] = spellings[self.name]
        values = decl.get("values", {})
        if not isinstance(values, dict):
            self.fail(where + "/values", "expected a mapping canonical value -> dialect value")
            values = {}
        for c, d in values.items():
            if c not in node["enum"]:
                self.fail(where + _ptr("values", c), f"not a value of the enum: {node['enum']}")
            table[c] = d
        self._bijective(table, where + "/values")
        return tuple((c, table[c]) for c in node["enum"] if c in table)

    @property
    def name(self) -> str:
        return self.path.stem

    def _bijective(self, table: dict[Any, Any], where: str) -> None:
        seen: dict[Any, Any] = {}
        for c, d in table.items():
            if d in seen:
                self.fail(where, f"{c!r} and {seen[d]!r} are both spelled {d!r}: not reversible")
            seen[d] = c

    def record(
        self,
        doc: Document,
        ptr: str,
        node: dict[str, Any],
        key: str,
        where: str,
        decl: dict[str, Any],
    ) -> ir.Shape | None:
        props: dict[str, Any] = node["properties"]
        rename = self._mapping(decl, "rename", where)
        move = self._mapping(decl, "move", where)
        values_decl = self._mapping(decl, "values", where)
        add = self._mapping(decl, "add", where)
        drop = self._mapping(decl, "drop", where)
        codecs = self._mapping(decl, "codec", where)
        split_decl = self._mapping(decl, "split", where)
        defaults = self._mapping(decl, "defaults", where)
        fill = self._mapping(decl, "fill", where)
        flatten_decl = self._mapping(decl, "flatten", where)
        prefix = self._mapping(decl, "prefix", where)
        branches = self._mapping(decl, "branch", where)
        shared_decl = self._mapping(decl, "shared", where)
        for section, table in (
            ("rename", rename),
            ("move", move),
            ("values", values_decl),
            ("add", add),
            ("codec", codecs),
            ("defaults", defaults),
            ("flatten", flatten_decl),
            ("prefix", prefix),
            ("branch", branches),
            ("shared", shared_decl),
        ):
            for prop in table:
                if prop not in props:
                    self.fail(where + _ptr(section, prop), f"{key} has no property {prop!r}")
        for prop in fill:
            if prop in add:
                self.fail(
                    where + _ptr("fill", prop), "a constant `add` leaves out is never written"
                )
        for prop, codec in codecs.items():
            if codec not in CODECS:
                self.fail(where + _ptr("codec", prop), f"unknown codec; known: {', '.join(CODECS)}")
        splits = []
        split_props: set[str] = set()
        for dprop, spec in split_decl.items():
            spot = where + _ptr("split", dprop)
            if not isinstance(spec, dict) or not isinstance(spec.get("template"), str):
                self.fail(spot, "expected {template: '...{property}...', otherwise: property}")
                continue
            names = re.findall(r"\{([^}]*)\}", spec["template"])
            other = spec.get("otherwise")
            for n in [*names, *([other] if other else [])]:
                if n not in props:
                    self.fail(spot, f"{key} has no property {n!r}")
            split_props.update(names)
            if other:
                split_props.add(other)
            splits.append(ir.Split(dprop, spec["template"], other))
        flatten = []
        for prop, parts in flatten_decl.items():
            if not isinstance(parts, list) or not all(isinstance(p, str) for p in parts):
                self.fail(where + _ptr("flatten", prop), "expected a list of property names")
                continue
            pdoc, pptr, pnode = self.deref(
                doc, f"{ptr}/properties/{escape(prop)}", props.get(prop, {})
            )
            flatten.append((prop, tuple(parts), self.visit(pdoc, pptr, pnode)))
        prefix_kept = []
        for prop, text in prefix.items():
            # `slug:` (Open Responses extensions) or `slug/` (an agent library's own)
            if not isinstance(text, str) or not re.fullmatch(r"[a-z0-9_-]+[:/]", text):
                self.fail(where + _ptr("prefix", prop), "expected a `slug:` or `slug/` prefix")
            kept = self._unprefixed(doc, f"{ptr}/properties/{escape(prop)}", props.get(prop, {}))
            if kept:
                prefix_kept.append((prop, kept))
        fields = []
        values: list[tuple[str, tuple[tuple[Any, Any], ...]]] = []
        moves = []
        consts = []
        spellings: dict[str, str] = {}
        for prop in sorted(props):
            schema = props[prop]
            if not isinstance(schema, dict):
                continue
            aliases = schema.get("x-aliases") or {}
            alias = aliases.get(self.name) if isinstance(aliases, dict) else None
            pdoc, pptr, pnode = self.deref(doc, f"{ptr}/properties/{escape(prop)}", schema)
            if prop in branches:
                pdoc, pptr, pnode = self._branch(
                    pdoc, pptr, pnode, branches[prop], where + _ptr("branch", prop)
                )
            child = self.visit(pdoc, pptr, pnode)
            if "const" in schema:
                consts.append((prop, schema["const"]))
                spelled = schema["const"]
                if isinstance(spelled, str) and self.tag_case == "camel":
                    spelled = camel(spelled)
                if alias is not None:
                    spelled = alias
                table = {schema["const"]: spelled} if spelled != schema["const"] else {}
                vdecl = values_decl.get(prop)
                if isinstance(vdecl, dict):
                    table.update(vdecl)
                if table:
                    values.append((prop, tuple(table.items())))
                alias = None
            elif prop in values_decl:
                vdecl = values_decl[prop]
                if not isinstance(vdecl, dict):
                    self.fail(where + _ptr("values", prop), "expected canonical -> dialect values")
                else:
                    self._bijective(vdecl, where + _ptr("values", prop))
                    values.append((prop, tuple(vdecl.items())))
            if prop in flatten_decl:
                continue
            if prop in add or (prop in split_props and prop not in rename):
                continue  # a split property the dialect also spells alone is a field as well
            dname = prop
            if self.case == "camel":
                dname = camel(prop)
            if isinstance(alias, str):
                dname = alias
            if prop in rename:
                dname = rename[prop]
            if prop in move:
                dname = move[prop]
            if not isinstance(dname, str) or not dname:
                self.fail(where, f"the spelling of {prop!r} must be a non-empty string")
                continue
            if "." in dname:
                path = tuple(dname.split("."))
                if len(path) != 2:
                    self.fail(where + _ptr("move", prop), "a move goes one level deep: `a.b`")
                moves.append(ir.Move(prop, path, child))
                continue
            if dname in spellings:
                self.fail(where, f"{prop!r} and {spellings[dname]!r} are both spelled {dname!r}")
            spellings[dname] = prop
            fields.append(ir.Field(prop, dname, child))
        nulls = self._nulls(decl, node, fields, where)
        written = self._written_nulls(decl, node, fields, nulls, where)
        shared = self._shared(shared_decl, fields, where)
        unknown = decl.get("unknown")
        if unknown is not None and unknown not in props:
            self.fail(where + "/unknown", f"{key} has no property {unknown!r} to keep them in")
        nest = decl.get("nest")
        nest_ir = None
        if nest is not None:
            if (
                not isinstance(nest, dict)
                or nest.get("tag") not in props
                or not isinstance(nest.get("outer", []), list)
            ):
                self.fail(
                    where + "/nest",
                    "expected {tag: tag property, outer: [properties], under: property (optional)}",
                )
            else:
                under = nest.get("under")
                nest_ir = (
                    str(nest["tag"]),
                    tuple(str(o) for o in nest.get("outer", [])),
                    str(under) if under else None,
                )
        hook = decl.get("hook")
        if hook is not None and hook not in self.hooks:
            self.fail(where + "/hook", f"no function {hook!r} in the hook module")
        order = {name: i for i, name in enumerate(move)}
        shape = ir.Record(
            fields=tuple(fields),
            values=tuple(values),
            # in the order `move` declares them (the others after, by name): reading puts the
            # moved properties in it, so writing gives them back to their container in it
            moves=tuple(sorted(moves, key=lambda m: order.get(m.canonical, len(order)))),
            add=tuple(add.items()),
            drop=tuple(drop.items()),
            consts=tuple(consts),
            unknown=unknown,
            codecs=tuple(codecs.items()),
            splits=tuple(splits),
            nest=nest_ir,
            hook=hook,
            defaults=tuple(defaults.items()),
            # keys sorted, as every target's plan holds them: each engine writes the same
            fill=tuple((k, _sorted_keys(fill[k])) for k in sorted(fill)),
            flatten=tuple(flatten),
            prefix=tuple(prefix.items()),
            prefix_kept=tuple(prefix_kept),
            nulls=nulls,
            written_nulls=written,
            shared=shared,
        )
        plain = (
            all(f.canonical == f.dialect and f.child is None for f in fields)
            and not values
            and not moves
            and not add
            and not drop
            and not unknown
            and not codecs
            and not splits
            and not nest_ir
            and not hook
            and not defaults
            and not fill
            and not flatten
            and not prefix
            and not nulls
            and not written
            and not shared
        )
        return None if plain else shape

    def _nulls(
        self, decl: dict[str, Any], node: dict[str, Any], fields: list[ir.Field], where: str
    ) -> tuple[str, ...]:
        """`null_is_absent`: the properties the dialect sends as null to mean "not said", where
        the canonical schema takes no null. Reading leaves such a null out and notes its place
        in the canonical object, which must therefore be open; writing puts it back."""
        names = decl.get("null_is_absent", [])
        spot = where + "/null_is_absent"
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            self.fail(spot, "expected a list of property names")
            return ()
        if names and (
            node.get("additionalProperties") is False or node.get("unevaluatedProperties") is False
        ):
            self.fail(spot, "the canonical object is closed: it has no room to note a null")
        plain = {f.canonical for f in fields}
        for i, name in enumerate(names):
            schema = node["properties"].get(name)
            if not isinstance(schema, dict):
                self.fail(f"{spot}/{i}", f"no property {name!r}")
            elif name not in plain:
                self.fail(f"{spot}/{i}", f"{name!r} is not a property the dialect spells as it is")
            elif _takes_null(schema):
                self.fail(f"{spot}/{i}", f"{name!r} takes null as a value already")
        return tuple(names)

    def _written_nulls(
        self,
        decl: dict[str, Any],
        node: dict[str, Any],
        fields: list[ir.Field],
        nulls: tuple[str, ...],
        where: str,
    ) -> tuple[str, ...]:
        """`null_when_absent`: the properties the dialect always writes, null where it has no
        value (serde's `Option` without `skip_serializing_if`), in the order it writes them.
        Reading leaves such a null out; writing puts null where the canonical value has none,
        right before the next of them written, else at the end. Nothing is noted, so the
        canonical object may be closed."""
        names = decl.get("null_when_absent", [])
        spot = where + "/null_when_absent"
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            self.fail(spot, "expected a list of property names")
            return ()
        plain = {f.canonical for f in fields}
        for i, name in enumerate(names):
            schema = node["properties"].get(name)
            if not isinstance(schema, dict):
                self.fail(f"{spot}/{i}", f"no property {name!r}")
            elif name not in plain:
                self.fail(f"{spot}/{i}", f"{name!r} is not a property the dialect spells as it is")
            elif _takes_null(schema):
                self.fail(f"{spot}/{i}", f"{name!r} takes null as a value already")
            elif name in nulls:
                self.fail(f"{spot}/{i}", f"{name!r} is listed under null_is_absent too")
            elif name in node.get("required", []):
                self.fail(f"{spot}/{i}", f"{name!r} is required: it is never absent")
        if len(set(names)) != len(names):
            self.fail(spot, "a property is listed twice")
        return tuple(names)

    def _branch(
        self, doc: Document, ptr: str, node: Any, target: Any, where: str
    ) -> tuple[Document, str, Any]:
        """`branch`: the one branch of a property's canonical union the dialect ever nests there
        (pi's message_update nests a whole stream event where others nest a bare fragment), so
        the dialect reads and writes the property as that document, with that document's own
        spelling (its hook included)."""
        arms = node.get("oneOf", node.get("anyOf")) if isinstance(node, dict) else None
        if not isinstance(target, str) or target not in self.by_rel:
            self.fail(where, f"expected a canonical entity file, found {target!r}")
            return doc, ptr, node
        if not isinstance(arms, list):
            self.fail(where, "the property is no union of documents to take one branch of")
            return doc, ptr, node
        kw = "oneOf" if "oneOf" in node else "anyOf"
        for i, arm in enumerate(arms):
            adoc, aptr, anode = self.deref(doc, f"{ptr}/{kw}/{i}", arm)
            if adoc.rel == target and aptr == "":
                return adoc, aptr, anode
        self.fail(where, f"{target} is no branch of the property's union")
        return doc, ptr, node

    def _shared(
        self, decl: dict[str, Any], fields: list[ir.Field], where: str
    ) -> tuple[tuple[str, str, str, str | None, tuple[Any, ...]], ...]:
        """`shared: {child: {nested: parent}}`: the dialect repeats the record's `parent` as
        the `nested` property of its `child` object (pi's nested stream event carries the
        message so far, the same object as the event's `message`). Reading leaves the copy out
        when it equals `parent` as JSON, noting nothing; writing puts `parent` back where the
        child (the union arm its tag names, for a union) declares `nested` and has none. A copy
        that differs is kept as read. Canonical names; the tag values of the arms declaring
        `nested` are worked out here, so no engine reads a schema."""
        out = []
        by_name = {f.canonical: f for f in fields}
        for child, table in decl.items():
            spot = where + _ptr("shared", child)
            field = by_name.get(child)
            if not isinstance(table, dict) or len(table) != 1:
                self.fail(spot, "expected {nested property: property of this record}")
                continue
            ((nested, parent),) = table.items()
            if field is None or field.child is None:
                self.fail(spot, f"{child!r} is no object the dialect spells")
                continue
            if parent not in by_name or parent == child:
                self.fail(spot + "/" + str(nested), f"no other property {parent!r} to share")
                continue
            shape = self.shapes.get(field.child)
            tag: str | None = None
            tags: list[Any] = []
            if isinstance(shape, ir.Union):
                tag = shape.tag
                tags = [c for c, _, arm in shape.arms if nested in self._declared(arm)]
            elif isinstance(shape, ir.Record) and nested in self._declared(field.child):
                tags = [None]
            if not tags:
                self.fail(spot + "/" + str(nested), f"{child!r} has no property {nested!r}")
                continue
            out.append((str(child), str(nested), str(parent), tag, tuple(tags)))
        return tuple(out)

    def _declared(self, key: str) -> set[str]:
        """The properties the canonical schema of shape `key` declares (a shape's own fields
        leave out what the dialect spells alike, so the schema is asked)."""
        rel, _, pointer = key.partition("#")
        doc = self.by_rel.get(rel + ".json")
        if doc is None:
            return set()
        node = self.schemas.locator.node(doc.uri, pointer) if pointer else doc.contents
        props = node.get("properties") if isinstance(node, dict) else None
        return set(props) if isinstance(props, dict) else set()

    def _mapping(self, decl: dict[str, Any], name: str, where: str) -> dict[str, Any]:
        value = decl.get(name, {})
        if not isinstance(value, dict):
            self.fail(where + "/" + name, "expected a mapping")
            return {}
        return value


def _untagged_document(shape: ir.Record, node: dict[str, Any]) -> ir.Record:
    """A document record with no tag, with what a dialect document must carry to be taken for
    it, in the dialect's names: what the canonical entity requires and the dialect cannot leave
    out (a default or constant supplied on reading is not required), else, when that is
    nothing, any property it declares."""
    spelled = {f.canonical: f.dialect for f in shape.fields}
    spelled.update({m.canonical: m.path[0] for m in shape.moves})
    supplied = {k for k, _ in shape.defaults} | {k for k, _ in shape.add}
    flattened = {c for c, _, _ in shape.flatten}
    required = node.get("required", [])
    requires = tuple(
        sorted(
            {
                spelled.get(p, p)
                for p in required
                if isinstance(p, str) and p not in supplied and p not in flattened
            }
        )
    )
    declared = {*spelled.values(), *(part for _, parts, _ in shape.flatten for part in parts)}
    declared |= {p for p in node.get("properties", {}) if p not in spelled and p not in flattened}
    declares = () if requires else tuple(sorted(declared))
    return dataclasses.replace(shape, requires=requires, declares=declares)


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _takes_null(schema: dict[str, Any]) -> bool:
    """Whether a property's schema names null among its values (by type, or an arm of its
    `oneOf` / `anyOf`)."""
    kind = schema.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind):
        return True
    if None in schema.get("enum", []) or ("const" in schema and schema["const"] is None):
        return True
    arms = [*schema.get("oneOf", []), *schema.get("anyOf", [])]
    return any(isinstance(arm, dict) and _takes_null(arm) for arm in arms)


def _consts(node: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    props = node.get("properties", {})
    return tuple(
        (k, v["const"]) for k, v in sorted(props.items()) if isinstance(v, dict) and "const" in v
    )


def _json_type(shape: ir.Shape | None) -> str | None:
    """The JSON type every value of a shape has, where one does."""
    if isinstance(shape, ir.Union | ir.Record | ir.MapOf):
        return "object"
    if isinstance(shape, ir.ListOf):
        return "array"
    return None


def _shape_keywords(node: dict[str, Any]) -> bool:
    return any(k in node for k in ("properties", "oneOf", "anyOf", "items", "type", "enum"))
