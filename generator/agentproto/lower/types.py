"""Schema -> type IR: which classes, unions, enums and aliases the bindings declare.

Every declaration is first keyed by its schema location ("uri#pointer"); the naming pass gives
it a name afterwards, so two schemas can never silently share one."""

from __future__ import annotations

import re
from typing import Any

from ..errors import Note, SchemaError, SchemaErrors, Unsupported, raise_all
from ..ir import types as t
from ..load import SchemaSet, Tagging, escape
from .allof import SHAPING, merge_allof, ref_as_allof

SCALARS = {"string", "integer", "number", "boolean"}
# Declarations made while making another (a property's object, a `$ref`'s target) nest; past
# this depth a schema is refused, naming where, rather than exhaust the generator's stack or a
# compiler's (rustc's layout of structs nested by value stops near 100 levels). Real schemas
# nest a few levels; a recursive type nests once, as its second visit is a reference.
MAX_DECLARATION_DEPTH = 64
ALL_KINDS = frozenset({"string", "number", "boolean", "null", "array", "object"})
# Keywords that constrain values without changing their shape: the checks carry them.
VALUE_ONLY = frozenset(
    {
        "minLength",
        "maxLength",
        "pattern",
        "format",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minItems",
        "maxItems",
        "uniqueItems",
        "contains",
        "minContains",
        "maxContains",
        "minProperties",
        "maxProperties",
        "required",
        "propertyNames",
        "dependentRequired",
        "dependentSchemas",
        "not",
        "if",
        "then",
        "else",
        "const",
        "enum",
    }
)


def pascal(text: str) -> str:
    words = re.split(r"[^0-9A-Za-z]+|(?<=[a-z0-9])(?=[A-Z])", text)
    name = "".join(w[:1].upper() + w[1:] for w in words if w)
    return name if name and not name[0].isdigit() else "T" + name


class TypeBuilder:
    def __init__(self, schemas: SchemaSet) -> None:
        self.schemas = schemas
        self.locator = schemas.locator
        # union declaration -> how the one tag index tells its arms apart (None: untagged),
        # read by the tag pass
        self.taggings: dict[t.Location, Tagging | None] = {}
        # location -> declaration (its name is the words the schema suggests, until a target's
        # naming policy makes an identifier of them)
        self.decls: dict[t.Location, t.Decl] = {}
        self.building: set[t.Location] = set()
        # (doc, pointer, keyword path) -> where an `allOf` arm writes it: a record deep in a
        # chain of `allOf`s finds each inherited property in one step, not by walking the chain
        # again for every property of every level (cubic in the depth)
        self.found_at: dict[tuple[str, str, tuple[str, ...]], tuple[str, str]] = {}
        # what was typed looser than the schema says, each once, in the order found
        self.notes: dict[tuple[str, str, str], Note] = {}

    def note(self, doc: str, pointer: str, message: str) -> None:
        file, where = self.where(doc, pointer)
        self.notes.setdefault((str(file), where, message), Note(file, where, message))

    def where(self, doc: str, pointer: str) -> tuple[str, str]:
        return self.locator.docs[doc].rel, pointer

    def origin(self, doc: str, pointer: str) -> t.Origin:
        return t.Origin(self.locator.docs[doc].rel, pointer, doc)

    def build(self) -> dict[t.Location, t.Decl]:
        """A declaration for each document (unless it is only a bag of definitions: then it is
        a module of types, with no type of its own) and for each of its definitions, used or
        not, nested definitions included. Every problem is found before any is raised: one run
        lists them all."""
        problems: list[SchemaError] = []
        for document in self.schemas.documents:
            for pointer in self.entries(document.uri):
                try:
                    self.declare(document.uri, pointer)
                except SchemaErrors as many:
                    problems += many.errors
                except SchemaError as problem:
                    problems.append(problem)
                finally:
                    self.building.clear()
        raise_all(problems)
        return self.decls

    def entries(self, doc: str) -> list[str]:
        """The pointers of a document that are types whether or not anything uses them: its
        root (unless it only holds definitions) and every `$defs`/`definitions` entry, nested
        ones included, in document order."""
        root = self.locator.node(doc, "")
        found = [] if _only_definitions(root) else [""]
        stack: list[tuple[Any, str]] = [(root, "")]
        while stack:
            node, pointer = stack.pop(0)
            if not isinstance(node, dict):
                continue
            for word in ("$defs", "definitions"):
                held = node.get(word)
                if not isinstance(held, dict):
                    continue
                for name, sub in held.items():
                    here = f"{pointer}/{word}/{escape(name)}"
                    found.append(here)
                    stack.append((sub, here))
        return found

    # -- declarations --------------------------------------------------------------------------

    def declare(self, doc: str, pointer: str) -> t.Location:
        """Make (once) the declaration for the schema at doc#pointer; returns its location."""
        key = t.Location(doc, pointer)
        if key in self.decls or key in self.building:
            return key
        if len(self.building) >= MAX_DECLARATION_DEPTH:
            raise Unsupported(
                *self.where(doc, pointer),
                f"more than {MAX_DECLARATION_DEPTH} types nested in one another (objects inside "
                "objects, or a chain of $ref each to the next); agentproto generates up to "
                f"{MAX_DECLARATION_DEPTH}",
            )
        self.building.add(key)
        node = self.locator.node(doc, pointer)
        self.decls[key] = self.declaration(doc, pointer, node, self.default_hint(doc, pointer))
        self.building.discard(key)
        return key

    def declaration(self, doc: str, pointer: str, node: Any, name: str) -> t.Decl:
        origin = self.origin(doc, pointer)
        if not isinstance(node, dict):
            return t.Alias(name, "", origin, t.AnyJson() if node is True else t.Null())
        node = merge_allof(
            node,
            lambda n: self.deref(doc, pointer, n),
            self.where(doc, pointer),
            lambda message: self.note(doc, pointer, message),
        )
        doc_text = describe(node)
        enum = self.enum_values(node)
        if enum is not None:
            machine = self.state_machine(doc, pointer, node, enum)
            return t.Enum(
                name,
                doc_text,
                origin,
                enum,
                transitions=tuple((k, tuple(v)) for k, v in machine.get("transitions", {}).items())
                if machine
                else None,
                initial=tuple(machine.get("initial", ())),
                terminal=tuple(machine.get("terminal", ())),
            )
        for word in ("oneOf", "anyOf"):
            if (
                word in node
                and self.shapes(*self.at(doc, pointer, word), node[word])
                and self.is_object_union(*self.at(doc, pointer, word), node[word])
            ):
                wdoc, wptr = self.at(doc, pointer, word)
                arms, lanes = [], []
                for i, arm in enumerate(node[word]):
                    arms.append(self.arm_decl(wdoc, f"{wptr}/{i}", arm))
                    lanes.append(arm.get("x-lane") if isinstance(arm, dict) else None)
                self.taggings[t.Location(doc, pointer)] = self.locator.tags.of(
                    wdoc, wptr.rpartition("/")[0], word
                )
                return t.Union_(name, doc_text, origin, tuple(arms), tuple(lanes))
        if "properties" in node and "type" in node and object_only(node.get("type")):
            # as `non_null` types it: a reference to this very declaration, so the record
            return self.record(doc, pointer, node, name, doc_text, origin)
        return t.Alias(name, doc_text, origin, self.type_of(doc, pointer, node, top=True))

    def arm_decl(self, doc: str, pointer: str, arm: Any) -> t.Location:
        if isinstance(arm, dict) and "$ref" in arm:
            tdoc, tptr = self.locator.locate(doc, pointer, arm["$ref"])
            return self.declare(tdoc, tptr)
        return self.declare(doc, pointer)

    def record(
        self,
        doc: str,
        pointer: str,
        node: dict[str, Any],
        name: str,
        doc_text: str,
        origin: t.Origin,
    ) -> t.Record:
        required = set(node.get("required", []))
        fields = []
        # Fields in name order: the order of keys in a schema means nothing, so it must not
        # change the output (decoded objects still re-encode in the order they came in).
        for prop, sub in sorted(node["properties"].items()):
            ftype = self.type_of(*self.at(doc, pointer, "properties", prop), sub)
            sub_d = sub if isinstance(sub, dict) else {}
            listed = sub_d.get("x-aliases")
            aliases: dict[str, Any] = listed if isinstance(listed, dict) else {}
            lane = sub_d.get("x-lane")
            fields.append(
                t.Field(
                    prop,
                    ftype,
                    prop in required,
                    describe(sub_d),
                    sub_d.get("default"),
                    "default" in sub_d,
                    tuple(sorted((k, str(v)) for k, v in aliases.items())),
                    # Kept as given; passes.behaviour refuses a lane that is no name.
                    lane if lane is None or isinstance(lane, str) else repr(lane),
                )
            )
        missing = required - set(node["properties"])
        if missing and node.get("additionalProperties") is False:
            raise SchemaError(
                *self.where(doc, f"{pointer}/required"),
                f"required {sorted(missing)} are not among the properties of a closed object",
            )
        # Only `additionalProperties: false` closes the class. Beside `unevaluatedProperties` or
        # `patternProperties`, valid objects may hold properties no field names (from `if`/`then`,
        # say): they are kept, as plain JSON, in `extra_fields`; the validators check them.
        extra = node.get("additionalProperties", True)
        # `patternProperties` admits properties beside a closing `additionalProperties: false`
        is_open = extra is not False or bool(node.get("patternProperties"))
        extra_type = None
        if is_open and extra is not True and "patternProperties" not in node:
            extra_type = self.type_of(*self.at(doc, pointer, "additionalProperties"), extra)
        return t.Record(
            name,
            doc_text,
            origin,
            tuple(fields),
            is_open,
            extra_type,
            bool(node.get("x-additive")),
            self.behaviour(doc, pointer, node),
        )

    def behaviour(self, doc: str, pointer: str, node: dict[str, Any]) -> t.Behaviour | None:
        """`x-behaviour`: the named set of hand-written operations the type has. The name
        becomes an identifier in every target language, so it must be a plain PascalCase one."""
        name = node.get("x-behaviour")
        if name is None:
            return None
        if not isinstance(name, str) or not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
            raise SchemaError(
                *self.where(doc, f"{pointer}/x-behaviour"),
                f"x-behaviour must name a class (PascalCase letters and digits), found {name!r}",
            )
        return t.Behaviour(name)

    def at(self, doc: str, pointer: str, *path: str) -> tuple[str, str]:
        """Where `path` (say "properties", "name") of the schema at doc#pointer is written. Once
        `allOf` (or a `$ref` beside shape keywords) is merged, a keyword may come from an arm,
        elsewhere in the set: it is looked up the way `merge_allof` merges, the node's own
        keywords first, then each arm's, depth first."""
        found = self._find(doc, pointer, path, set())
        return found or (doc, pointer + "".join("/" + escape(p) for p in path))

    def _find(
        self, doc: str, pointer: str, path: tuple[str, ...], seen: set[tuple[str, str]]
    ) -> tuple[str, str] | None:
        known = self.found_at.get((doc, pointer, path))
        if known is not None:
            return known
        node = self.locator.node(doc, pointer)
        if not isinstance(node, dict) or (doc, pointer) in seen:
            return None
        seen.add((doc, pointer))
        value: Any = node
        for part in path:
            value = value.get(part) if isinstance(value, dict) else None
        if value is not None:
            return doc, pointer + "".join("/" + escape(p) for p in path)
        arms = []
        if "$ref" in node and SHAPING & node.keys():
            arms.append(self.locate(doc, pointer, {"$ref": node["$ref"]}))
        for i, arm in enumerate(node.get("allOf", [])):
            arms.append(self.locate(doc, f"{pointer}/allOf/{i}", arm))
        for adoc, aptr, _ in arms:
            found = self._find(adoc, aptr, path, seen)
            if found:
                # only what was found is kept: a miss may be a cycle cut short by `seen`
                self.found_at[doc, pointer, path] = found
                return found
        return None

    # -- type expressions ----------------------------------------------------------------------

    def deref(self, doc: str, pointer: str, node: Any) -> dict[str, Any]:
        return self.locate(doc, pointer, node)[2]

    def default_hint(self, doc: str, pointer: str) -> str:
        """The name a location suggests, whichever way it is reached: the file name for a
        document, the key for a `$defs` entry, else the parent's name plus the property."""
        if not pointer:
            return pascal(self.locator.docs[doc].path.stem)
        parent, _, last = pointer.rpartition("/")
        grand, _, word = parent.rpartition("/")
        if word in ("$defs", "definitions"):
            return pascal(last)
        if word in ("properties", "patternProperties"):
            return self.default_hint(doc, grand) + pascal(last)
        if word in ("oneOf", "anyOf", "allOf", "prefixItems"):
            node = self.locator.node(doc, pointer)
            title = node.get("title") if isinstance(node, dict) else None
            return pascal(title) if title else self.default_hint(doc, grand) + f"Variant{last}"
        suffix = {"items": "Item", "additionalProperties": "Value"}.get(last, pascal(last))
        return self.default_hint(doc, parent) + suffix

    def type_of(self, doc: str, pointer: str, node: Any, top: bool = False) -> t.TypeExpr:
        where = self.where(doc, pointer)
        if node is True:
            return t.AnyJson()
        if node is False:
            # no value is valid here (a property that must be absent): nothing to type
            self.note(doc, pointer, "a `false` schema admits no value: typed as JSON")
            return t.AnyJson()
        if "$ref" in node and ref_as_allof(node) is node:
            tdoc, tptr = self.locator.locate(doc, pointer, node["$ref"])
            return t.Ref(self.declare(tdoc, tptr))
        if "$dynamicRef" in node:
            # Which schema applies depends on how the value was reached, so no one class fits:
            # the value stays plain JSON (the validators still check it exactly).
            return t.AnyJson()
        node = merge_allof(
            node,
            lambda n: self.deref(doc, pointer, n),
            where,
            lambda message: self.note(doc, pointer, message),
        )
        types = node.get("type")
        nullable = isinstance(types, list) and "null" in types
        if isinstance(types, list):
            types = [x for x in types if x != "null"]
            if len(types) == 1:
                types = types[0]
            elif not types:
                return t.Null()
        if isinstance(types, list):
            base: t.TypeExpr = self.several_types(doc, pointer, node, sorted(types))
            return t.Nullable(base) if nullable else base
        base = self.non_null(doc, pointer, node, types, top)
        return t.Nullable(base) if nullable and not isinstance(base, t.Null) else base

    def several_types(
        self, doc: str, pointer: str, node: dict[str, Any], types: list[str]
    ) -> t.TypeExpr:
        """`"type": [...]` of several JSON types. An `enum` lists the values; beside it the shape
        keywords of each type apply to values of that type only: an array is a list of its
        `items`, an object with `properties` stays a plain JSON object (one location cannot be
        both a union and a class); the validators check it all exactly."""
        if "enum" in node:
            return t.JsonTypeUnion(tuple(t.Literal(v) for v in node["enum"] if v is not None))
        arms: list[t.TypeExpr] = []
        for kind in types:
            if kind in SCALARS:
                arms.append(t.Scalar(kind))
            elif kind == "array" and "items" in node and "prefixItems" not in node:
                arms.append(t.ListOf(self.type_of(*self.at(doc, pointer, "items"), node["items"])))
            elif (
                kind == "object"
                and isinstance(node.get("additionalProperties"), dict)
                and "properties" not in node
                and "patternProperties" not in node
            ):
                extra = node["additionalProperties"]
                arms.append(
                    t.MapOf(self.type_of(*self.at(doc, pointer, "additionalProperties"), extra))
                )
            else:
                arms.append(t.MapOf(t.AnyJson()) if kind == "object" else t.ListOf(t.AnyJson()))
        return t.JsonTypeUnion(tuple(arms))

    def non_null(
        self, doc: str, pointer: str, node: dict[str, Any], types: Any, top: bool
    ) -> t.TypeExpr:
        if "const" in node:
            return t.Literal(node["const"])
        if self.enum_values(node) is not None and not top:
            return t.Ref(self.declare(doc, pointer))
        if "enum" in node:
            return t.JsonTypeUnion(tuple(t.Literal(v) for v in node["enum"]))
        for word in ("oneOf", "anyOf"):
            if word in node and self.shapes(*self.at(doc, pointer, word), node[word]):
                if not top and self.is_object_union(*self.at(doc, pointer, word), node[word]):
                    return t.Ref(self.declare(doc, pointer))
                return self.type_union(*self.at(doc, pointer, word), node[word], word)
        if types is None and "properties" in node:
            # without `type`, a value that is no object is valid too: no class holds it
            self.note(
                doc,
                pointer,
                "`properties` without `type`: values of every JSON type are valid, typed as JSON",
            )
            return t.AnyJson()
        if types == "object":
            if "properties" in node:
                return t.Ref(self.declare(doc, pointer))
            extra = node.get("additionalProperties", True)
            if extra is False:
                return t.MapOf(t.AnyJson())  # `{}` only; checks enforce emptiness
            if extra is True:
                return t.MapOf(t.AnyJson())
            return t.MapOf(self.type_of(*self.at(doc, pointer, "additionalProperties"), extra))
        if types == "array" or (types is None and "items" in node):
            if "prefixItems" in node or "unevaluatedItems" in node:
                return t.ListOf(t.AnyJson())  # items of several shapes: plain JSON, checked
            items = node.get("items", True)
            return t.ListOf(self.type_of(*self.at(doc, pointer, "items"), items))
        if types in SCALARS:
            return t.Scalar(types)
        if types == "null":
            return t.Null()
        return t.AnyJson()

    def type_union(self, doc: str, pointer: str, listed: list[Any], word: str) -> t.TypeExpr:
        """The union of a `oneOf`/`anyOf` listed at doc#pointer; a `null` arm makes the rest
        nullable. Arms of one JSON type the decoder must tell apart by more than their type: an
        arm that is not a declaration already becomes one, so it has a validator to ask."""
        arms: list[t.TypeExpr] = []
        where: list[tuple[str, str]] = []
        nullable = False
        for i, arm in enumerate(listed):
            if arm is False:  # an arm no value passes adds nothing to the union
                continue
            expr = self.type_of(doc, f"{pointer}/{i}", arm)
            if isinstance(expr, t.AnyJson):  # an arm any value may take: so may the union
                return t.AnyJson()
            if isinstance(expr, t.Null):
                nullable = True
                continue
            arms.append(expr)
            where.append((doc, f"{pointer}/{i}"))
        kinds = [json_kinds(a, self) or ALL_KINDS for a in arms]
        for i, arm in enumerate(arms):
            shared = any(kinds[i] & kinds[j] for j in range(len(arms)) if j != i)
            inner = arm.inner if isinstance(arm, t.Nullable) else arm
            if shared and kinds[i] & {"object", "array"} and not isinstance(inner, t.Ref):
                arms[i] = t.Ref(self.declare(*where[i]))
        if not arms:
            if nullable:
                return t.Null()
            self.note(doc, pointer, f"no arm of this {word} admits a value: typed as JSON")
            return t.AnyJson()
        base = arms[0] if len(arms) == 1 else t.JsonTypeUnion(tuple(arms))
        return t.Nullable(base) if nullable else base

    def state_machine(
        self, doc: str, pointer: str, node: dict[str, Any], states: tuple[str, ...]
    ) -> dict[str, Any]:
        """`x-state-machine`, checked: its shape, and every state it names is a value of the enum."""
        machine = node.get("x-state-machine")
        if not machine:
            return {}
        at = f"{pointer}/x-state-machine"

        def names(value: Any, where: str) -> None:
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise SchemaError(*self.where(doc, where), "expected an array of state names")
            for i, state in enumerate(value):
                if state not in states:
                    raise SchemaError(
                        *self.where(doc, f"{where}/{i}"),
                        f"x-state-machine names {state!r}, which is not a value of "
                        f"the enum ({', '.join(map(repr, states))})",
                    )

        if not isinstance(machine, dict) or set(machine) - {"initial", "transitions", "terminal"}:
            raise SchemaError(
                *self.where(doc, at),
                "x-state-machine must be an object with "
                "`initial`, `transitions` and `terminal` (nothing else)",
            )
        for key in ("initial", "terminal"):
            names(machine.get(key, []), f"{at}/{key}")
        transitions = machine.get("transitions", {})
        if not isinstance(transitions, dict):
            raise SchemaError(
                *self.where(doc, f"{at}/transitions"),
                "expected an object: state -> the states it may move to",
            )
        for source, targets in transitions.items():
            where = f"{at}/transitions/{escape(source)}"
            if source not in states:
                raise SchemaError(
                    *self.where(doc, where),
                    f"x-state-machine names {source!r}, which is not a value of the "
                    f"enum ({', '.join(map(repr, states))})",
                )
            names(targets, where)
        return machine

    def enum_values(self, node: dict[str, Any]) -> tuple[str, ...] | None:
        values = node.get("enum")
        if (
            isinstance(values, list)
            and values
            and all(isinstance(v, str) for v in values)
            and node.get("type", "string") == "string"
        ):
            return tuple(values)
        return None

    def shapes(self, doc: str, pointer: str, arms: list[Any]) -> bool:
        """Whether a `oneOf`/`anyOf` listed at doc#pointer gives the value a shape. Arms that only
        narrow values (`required`, `not`, bounds) leave the type to their siblings: the union is
        then a constraint, which the validators check."""
        shaping = SHAPING | {"type", "enum", "const", "oneOf", "anyOf", "$dynamicRef"}
        for i, arm in enumerate(arms):
            _, _, node = self.locate(doc, f"{pointer}/{i}", arm)
            if not isinstance(arm, dict) or shaping & node.keys():
                return True
        return False

    def is_object_union(self, doc: str, pointer: str, arms: list[Any]) -> bool:
        """Whether the arms listed at doc#pointer are all classes (or unions of classes)."""
        for i, arm in enumerate(arms):
            adoc, aptr, node = self.locate(doc, f"{pointer}/{i}", arm)
            if node.get("type") == "object" and "properties" in node:
                continue
            inner = "oneOf" if "oneOf" in node else "anyOf" if "anyOf" in node else None
            if inner is None or not self.is_object_union(adoc, f"{aptr}/{inner}", node[inner]):
                return False
        return bool(arms)

    def locate(self, doc: str, pointer: str, node: Any) -> tuple[str, str, dict[str, Any]]:
        """Follow `$ref`s from the node at doc#pointer to the schema they land on."""
        while isinstance(node, dict) and "$ref" in node:
            doc, pointer = self.locator.locate(doc, pointer, node["$ref"])
            node = self.locator.node(doc, pointer)
        return doc, pointer, node if isinstance(node, dict) else {}


# What a document may hold beside its definitions and still be no type of its own.
_NOT_A_TYPE = frozenset(
    {"$schema", "$id", "$defs", "definitions", "$comment", "$anchor", "$vocabulary", "title"}
    | {"description", "examples", "default", "deprecated", "readOnly", "writeOnly"}
)


def _only_definitions(root: Any) -> bool:
    """Whether a document is a bag of definitions: it defines some, and says nothing of values
    (annotations and vendor `x-` keywords aside)."""
    if not isinstance(root, dict):
        return False
    defines = any(isinstance(root.get(w), dict) and root[w] for w in ("$defs", "definitions"))
    said = [k for k in root if k not in _NOT_A_TYPE and not k.startswith("x-")]
    return defines and not said


def describe(node: Any) -> str:
    if not isinstance(node, dict):
        return ""
    return str(node.get("description") or node.get("title") or "")


def object_only(types: Any) -> bool:
    """Whether `type` (absent, a name or a list) allows objects and, null aside, nothing else:
    a schema with `properties` and such a type is a record (nullable where it is used)."""
    if isinstance(types, list):
        return [x for x in types if x != "null"] == ["object"]
    return types is None or types == "object"


def json_kinds(expr: t.TypeExpr, builder: TypeBuilder) -> set[str]:
    """The JSON types a type expression's values may have (integers count as numbers)."""
    if isinstance(expr, t.Scalar):
        return {"number" if expr.kind in ("integer", "number") else expr.kind}
    if isinstance(expr, t.ListOf):
        return {"array"}
    if isinstance(expr, t.MapOf):
        return {"object"}
    if isinstance(expr, t.Null):
        return {"null"}
    if isinstance(expr, t.Nullable):
        return json_kinds(expr.inner, builder) | {"null"}
    if isinstance(expr, t.JsonTypeUnion):
        return set().union(*(json_kinds(a, builder) for a in expr.arms))
    if isinstance(expr, t.Literal):
        kind = {str: "string", bool: "boolean", type(None): "null", int: "number", float: "number"}
        return {kind[type(expr.value)]} if type(expr.value) in kind else set()
    if isinstance(expr, t.Ref):
        decl = builder.decls.get(expr.name) if isinstance(expr.name, t.Location) else None
        if isinstance(decl, (t.Record, t.Union_, t.TaggedUnion)):
            return {"object"}
        if isinstance(decl, t.Enum):
            return {"string"}
        if isinstance(decl, t.Alias):
            return json_kinds(decl.type, builder)
    return set()
