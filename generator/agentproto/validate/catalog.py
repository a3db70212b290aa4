"""The schema set as `agentproto validate` sees it: every entity by name and `$id`, one compiled
validator per entity (made on first use), and detection of the entity a document is.

Detection reads the schemas, never a table of names: the entities worth trying are those marked
`"x-document": true` (or, in a schema set without the mark, those no other schema references),
and what tells them apart is read from their own keywords: the tag of a union as the loader's one
tag index decides it (the property its arms pin to distinct constants), the constants a lone
object pins on required properties, the properties they require, and the properties they
declare at all. In a set without the mark, several candidates are never settled by which one
accepts the document: they are named, and `--entity` decides.
"""

from __future__ import annotations

import json
import types
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, overload

from ..errors import SchemaError, SchemaErrors
from ..load import Document, Locator, SchemaSet, Tagging, document_uri, read, split_uri
from .prebuilt import Shipped

if TYPE_CHECKING:
    from ..regex import Searchable


class Validator(Protocol):
    """A compiled validator (`compile.Validator`), or one the package ships (`Prebuilt`)."""

    @property
    def valid(self) -> Callable[[Any], bool]: ...

    @property
    def strict(self) -> bool: ...

    def is_valid(self, instance: Any) -> bool: ...

    def errors(self, instance: Any) -> list[Any]: ...


#: The properties a dialect's reading adds to canonical JSON so that writing gives back what was
#: read (the engine's `NULLS` and `ASSUMED`, templates/python/_dialects.py). They are the
#: canonical format's own notes, which `convert` writes, so the strict profile of `validate`
#: takes them as known.
READER_NOTES = frozenset({"agentproto:null", "agentproto:assumed"})


class NotesKnown:
    """A strict validator that takes the reader's notes (`READER_NOTES`) as known properties."""

    def __init__(self, inner: Validator) -> None:
        self.inner = inner
        self.valid = inner.valid
        self.strict = inner.strict

    def is_valid(self, instance: Any) -> bool:
        return self.inner.is_valid(instance) or not self.errors(instance)

    def errors(self, instance: Any) -> list[Any]:
        return [
            p
            for p in self.inner.errors(instance)
            if p.keyword != "additionalProperties"
            or p.pointer.rpartition("/")[2] not in READER_NOTES
        ]


# One object variant of an entity: (required, declared properties, tag constants, tag patterns)
_Variant = tuple[frozenset[str], frozenset[str], dict[str, str], dict[str, str]]


class UnknownEntity(ValueError):
    """`--entity` names no schema of the set."""


@dataclass(frozen=True, eq=False)
class Entry:
    """One schema file: `name` is its path under the schema folder without `.json`."""

    name: str
    uri: str
    contents: Any = field(repr=False)

    @cached_property  # read for every candidate of every document during detection
    def types(self) -> frozenset[str]:
        declared = self.contents.get("type") if isinstance(self.contents, dict) else None
        return frozenset([declared] if isinstance(declared, str) else declared or ())


@dataclass
class Shape:
    """What a document of an entity looks like from outside: its tags (property -> the `const`
    values its variants pin), tag patterns, the properties every variant requires, and the
    properties any variant declares."""

    tags: dict[str, set[str]] = field(default_factory=dict)
    patterns: dict[str, list[Searchable]] = field(default_factory=dict)
    required: frozenset[str] | None = None  # None: no object variant seen
    declared: frozenset[str] = frozenset()

    @property
    def tag_properties(self) -> set[str]:
        return {*self.tags, *self.patterns}

    def requires(self, doc: dict[str, Any]) -> bool:
        """Whether `doc` has every property all variants require (False if none is an object)."""
        return self.required is not None and self.required <= doc.keys()

    def fits_untagged(self, doc: dict[str, Any]) -> bool:
        """Whether `doc` has every property all variants require and, when they require none, at
        least one they declare: an entity that requires nothing (an open request whose fields
        are all optional) accepts any object, so only a property of its own points to it."""
        if not self.requires(doc):
            return False
        return bool(self.required) or not self.declared.isdisjoint(doc)


@dataclass(frozen=True)
class Detected:
    """The outcome of detection: the entity, or why there is none."""

    entry: Entry | None
    problem: str = ""
    by_marker: bool = False  # named by the document's own `$schema` property


class Catalog:
    def __init__(
        self,
        root: Path,
        resources: Sequence[tuple[str, Path]] = (),
        strict: bool = False,
        prebuilt: bool = True,
    ) -> None:
        """`resources`: (URI, file) of documents the schemas `$ref` that live outside `root`;
        they are read, never fetched, and are not entities themselves. `strict`: validators
        of the strict profile (a property the schemas do not name is a problem). `prebuilt`:
        use the validators shipped for the canonical schemas when they match the files."""
        self.root = Path(root)
        self.strict = strict
        self.entries = _read(self.root)
        self.by_uri = {e.uri: e for e in self.entries}
        self.external = _read_resources(resources)
        self.by_name = {e.name: e for e in self.entries}
        self._validators: dict[str, Validator] = {}
        # the canonical schemas' validators and shapes, made ahead of time, when they match
        # these files: then neither the compiler nor the `$ref` resolver is needed to start
        self.shipped = Shipped(self.root) if prebuilt and not self.external else None
        marked = [
            e for e in self.entries if isinstance(e.contents, dict) and e.contents.get("x-document")
        ]
        self.documents = marked or self._roots()
        # whether the set says which entities are documents: then, of several candidates, the
        # one that accepts a document is it; otherwise the candidates are only guesses (the
        # roots), and detection names them rather than choose
        self.marked = bool(marked)
        shipped = self.shipped.shapes if self.shipped is not None else {}
        self.shapes = {
            e.name: _shape_of(shipped[e.name]) if e.name in shipped else self._shape(e)
            for e in self.documents
        }
        # tag property -> tag value -> entities: a document's tag finds its entity in one lookup
        self.tag_index: dict[str, dict[str, list[Entry]]] = {}
        for entry in self.documents:
            for prop, values in self.shapes[entry.name].tags.items():
                for value in values:
                    self.tag_index.setdefault(prop, {}).setdefault(value, []).append(entry)
        self.tag_patterns = [
            (e, prop, patterns)
            for e in self.documents
            for prop, patterns in self.shapes[e.name].patterns.items()
        ]
        self.tag_properties = {p for shape in self.shapes.values() for p in shape.tag_properties}
        self._detected = {e.uri: Detected(e) for e in self.documents}

    @cached_property
    def locator(self) -> Locator:
        """The loader's schema model and `$ref` resolver, over the entities and the resources."""
        documents = [Document(Path(e.name), e.name, e.uri, e.contents) for e in self.entries]
        documents += [
            Document(Path(uri), uri, uri, contents)
            for uri, contents in self.external.items()
            if uri not in self.by_uri
        ]
        return SchemaSet(self.root, tuple(documents)).locator

    def shape_data(self, entry: Entry) -> ShapeData:
        """The shape of `entry` as plain data (patterns as their source), as shipped."""
        shape, sources = self._shape(entry, compiled=False)
        return (
            {p: sorted(v) for p, v in sorted(shape.tags.items())},
            sources,
            sorted(shape.required) if shape.required is not None else None,
            sorted(shape.declared),
        )

    # -- naming ----------------------------------------------------------------------------------

    def resolve(self, text: str) -> Entry:
        """The entity named by `$id`, by path under the schema folder (`agent/agent_message`, with
        or without `.json` or a leading `schema/`), or by a file name unique in the set."""
        if text in self.by_uri:
            return self.by_uri[text]
        name = text.removesuffix(".json").removeprefix(f"{self.root.name}/")
        if name in self.by_name:
            return self.by_name[name]
        same_stem = [e for e in self.entries if e.name.rpartition("/")[2] == name]
        if len(same_stem) == 1:
            return same_stem[0]
        import difflib  # only to say what an unknown name may have meant

        close = difflib.get_close_matches(name, list(self.by_name), n=4, cutoff=0.5)
        hint = (
            f"; did you mean {' or '.join(close)}?"
            if close
            else f"; entities are named like {self.entries[0].name}"
        )
        if len(same_stem) > 1:
            hint = f"; several files are called that: {', '.join(e.name for e in same_stem)}"
        raise UnknownEntity(f"no entity {text!r} in {self.root}{hint}")

    def short(self, schema_uri: str) -> str:
        """A schema location (`$id#pointer`) as `<name>.json#pointer`, for people."""
        base, _, fragment = schema_uri.partition("#")
        entry = self.by_uri.get(base)
        where = f"{entry.name}.json" if entry else base
        return f"{where}#{fragment}" if fragment else where

    # -- validators ------------------------------------------------------------------------------

    def validator(self, entry: Entry) -> Validator:
        """The compiled validator of `entry`, made once. Only the documents it reaches are handed
        to the compiler, so it checks and compiles what this entity needs and nothing else."""
        found: Validator | None = self._validators.get(entry.uri)
        if found is not None:
            return found
        if self.shipped is not None:
            found = self.shipped.validator(entry.uri, self.strict)
        if found is None:
            from ..compile import compile_schema  # the compiler: only when it is needed

            resources = {uri: self._contents(uri) for uri in self._reachable(entry.uri)}
            from ..drafts import set_draft  # a document naming no draft is of the set's

            draft = set_draft([e.contents for e in self.entries])
            found = compile_schema(
                {"$ref": entry.uri}, resources=resources, strict=self.strict, draft=draft
            )
        if self.strict:
            found = NotesKnown(found)
        self._validators[entry.uri] = found
        return found

    @property
    def runtime(self) -> types.ModuleType:
        """The runtime the validators run on: the shipped one beside shipped validators."""
        if self.shipped is not None and self.shipped.runtime is not None:
            return self.shipped.runtime
        from ..runtime_module import runtime

        return runtime()

    def _contents(self, uri: str) -> Any:
        entry = self.by_uri.get(uri)
        return entry.contents if entry is not None else self.external[uri]

    def _reachable(self, uri: str) -> list[str]:
        seen, todo = [uri], [uri]
        while todo:
            current = todo.pop()
            for target in sorted(self.locator.referenced(current)):
                if target not in seen:
                    seen.append(target)
                    todo.append(target)
        return seen

    def _roots(self) -> list[Entry]:
        referenced = {t for e in self.entries for t in self.locator.referenced(e.uri) if t != e.uri}
        return [e for e in self.entries if e.uri not in referenced]

    # -- detection -------------------------------------------------------------------------------

    def detect(self, doc: Any) -> Detected:
        """Which document entity `doc` is. In order, the first rule that names any candidate
        decides: a `$schema` property naming an entity's `$id`; a tag value the entity pins
        (`"role": "user"`); a tag property the entity uses, with a value none of them knows; for
        untagged entities, every property they require present (and one they declare, when they
        require none). Entities named by tags are narrowed to those that declare every tag
        property the document carries; several candidates are narrowed to the ones that accept
        the document; anything but exactly one is reported with the candidates, not guessed."""
        if isinstance(doc, dict):
            marker = doc.get("$schema")
            if isinstance(marker, str):
                entry = self.by_uri.get(marker)
                if entry is None:
                    return Detected(
                        None,
                        f"its `$schema` {_short(marker)} is not the `$id` of any "
                        f"schema in {self.root}",
                    )
                return Detected(entry, by_marker=True)
            named: list[Entry] = []
            for prop, index in self.tag_index.items():
                value = doc.get(prop)
                if isinstance(value, str) and value in index:
                    named += index[value]
            for entry, prop, patterns in self.tag_patterns:
                value = doc.get(prop)
                if (
                    isinstance(value, str)
                    and entry not in named
                    and any(p.search(value) for p in patterns)
                ):
                    named.append(entry)
            if len(named) == 1:  # the common case, once per line of a big file
                return self._detected[named[0].uri]
            if named:
                return self._choose(
                    self._knowing_its_tags(list(dict.fromkeys(named)), doc),
                    doc,
                    lambda: f"by {self._tags_of(doc)}",
                )
            if not self.tag_properties.isdisjoint(doc):
                using = [
                    e
                    for e in self.documents
                    if not self.shapes[e.name].tag_properties.isdisjoint(doc)
                ]
                return self._choose(
                    using, doc, lambda: f"{self._tags_of(doc)}, a tag none of them knows"
                )
            untagged = [
                e
                for e in self.documents
                if not self.shapes[e.name].tag_properties and self.shapes[e.name].fits_untagged(doc)
            ]
            if untagged:
                return self._choose(
                    untagged, doc, lambda: "it has every property each of them requires"
                )
        else:
            kind = self.runtime.kind(doc)
            typed = [
                e
                for e in self.documents
                if kind in e.types or (kind == "integer" and "number" in e.types)
            ]
            if typed:
                return self._choose(typed, doc, lambda: f"each of them is a JSON {kind}")
        if len(self.documents) == 1 and (self.marked or len(self.entries) == 1):
            # nothing to tell apart: it can only be this one. A lone root among other schemas
            # is not enough: a document of a schema it references would be checked as it
            return self._detected[self.documents[0].uri]
        return Detected(None, self._weighed(doc))

    def _weighed(self, doc: Any) -> str:
        """Why no entity was found, naming what was looked for: the tag properties, and the
        properties each untagged entity requires (or, when it requires none, declares)."""
        tags = " or ".join(f"`{p}`" for p in sorted(self.tag_properties))
        untagged = [
            f"{e.name} ({' and '.join(sorted(shape.required)) or 'any property it declares'})"
            for e in self.documents
            if not (shape := self.shapes[e.name]).tag_properties and shape.required is not None
        ]
        if not isinstance(doc, dict):
            kind = self.runtime.kind(doc)
            return (
                f"it is a JSON {kind}, and none of the {len(self.documents)} document entities is"
            )
        weighed = f"a tag ({tags})" if tags else "a tag"
        if untagged:
            weighed += f", nor what an untagged entity requires: {'; '.join(untagged)}"
        return f"it has neither {weighed}"

    def _knowing_its_tags(self, named: list[Entry], doc: dict[str, Any]) -> list[Entry]:
        """Of the entities `doc`'s tags name, those that declare every tag property `doc` has:
        an Open Responses message item (`"type": "message"`, `"role": "assistant"`) is an item,
        told by its `type`, not an agent message, which has no `type` at all. All of them when
        none declares every one."""
        carried = self.tag_properties & doc.keys()
        knowing = [e for e in named if carried <= self.shapes[e.name].declared]
        return knowing or named

    def _tags_of(self, doc: dict[str, Any]) -> str:
        props = sorted(self.tag_properties & doc.keys())
        return " and ".join(f"`{p}` {_short(doc[p])}" for p in props)

    def _choose(self, candidates: list[Entry], doc: Any, why: Callable[[], str]) -> Detected:
        """The one candidate, else the one that accepts `doc` when the set marks its documents
        (`x-document`: those are all the entities a document may be); else none, naming them."""
        if len(candidates) == 1:
            return self._detected[candidates[0].uri]
        names = " or ".join(sorted(e.name for e in candidates))
        if not self.marked:
            # the candidates are the roots of a set that does not say which entities are
            # documents: choosing the one that happens to accept `doc` would check an invalid
            # document of one entity as another that is valid
            return Detected(
                None,
                f"it could be {names} ({why()}; the schemas mark no entity with "
                '`"x-document": true`, so the one that accepts it is not taken for it)',
            )
        accepting = [e for e in candidates if self.validator(e).is_valid(doc)]
        if len(accepting) == 1:
            return self._detected[accepting[0].uri]
        verdict = "valid as each of them" if accepting else "valid as none of them"
        return Detected(None, f"it could be {names} ({why()}; {verdict})")

    @overload
    def _shape(self, entry: Entry) -> Shape: ...

    @overload
    def _shape(self, entry: Entry, compiled: bool) -> tuple[Shape, dict[str, list[str]]]: ...

    def _shape(
        self, entry: Entry, compiled: bool = True
    ) -> Shape | tuple[Shape, dict[str, list[str]]]:
        shape = Shape()
        sources: dict[str, list[str]] = {}
        for required, declared, tags, patterns in self._variants(entry.uri, ""):
            for prop, value in tags.items():
                shape.tags.setdefault(prop, set()).add(value)
            for prop, pattern in patterns.items():
                sources.setdefault(prop, []).append(pattern)
            shape.required = required if shape.required is None else shape.required & required
            shape.declared |= declared
        # a pattern is a tag only on a property its siblings tag with constants (an open arm,
        # such as `slug:name` events); elsewhere it is an ordinary constraint (`resp_...` ids)
        sources = {p: found for p, found in sources.items() if p in shape.tags}
        if not compiled:
            return shape, sources
        shape.patterns = _compiled_patterns(sources)
        return shape

    def _variants(
        self, doc: str, pointer: str, seen: frozenset[tuple[str, str]] = frozenset()
    ) -> Iterator[_Variant]:
        """(required properties, declared properties, tag constants, tag patterns) of every object
        variant the schema at `doc#pointer` allows, following `$ref`s (resolved by the loader's
        `Locator`, so `urn:` ids and anchors work) and `oneOf`/`anyOf` arms."""
        if (doc, pointer) in seen:
            return
        node = self.locator.node(doc, pointer)
        if not isinstance(node, dict):
            return
        seen = seen | {(doc, pointer)}
        if isinstance(node.get("$ref"), str):
            try:
                target = self.locator.locate(doc, pointer, node["$ref"])
            except SchemaError:  # a reference out of the set: its variants are unknown
                return
            yield from self._variants(*target, seen)
            return
        arms = [
            f"{pointer}/{key}/{i}"
            for key in ("oneOf", "anyOf")
            if isinstance(node.get(key), list)
            for i in range(len(node[key]))
        ]
        tagging = self._tagging(doc, pointer) if arms else None
        if tagging is not None:
            # a tagged union: its tag and arms are what the tag index decided, as in the
            # validators and the dialect reader
            for leaf in tagging.arms:
                yield _variant(
                    self.locator.node(leaf.uri, leaf.pointer),
                    {tagging.tag: leaf.value} if leaf.value is not None else {},
                    {tagging.tag: leaf.pattern} if leaf.pattern is not None else {},
                )
            return
        if arms:
            for arm in arms:
                yield from self._variants(doc, arm, seen)
            return
        properties = node.get("properties") or {}
        if node.get("type") != "object" and not properties:
            return
        # an object on its own is told by the constants it pins on required properties; a
        # `pattern` tells an arm only where the tag index made it a union's open arm
        tags = {}
        for prop in _strings(node.get("required")):
            sub = properties.get(prop)
            if isinstance(sub, dict) and isinstance(sub.get("const"), str):
                tags[prop] = sub["const"]
        yield _variant(node, tags, {})

    def _tagging(self, doc: str, pointer: str) -> Tagging | None:
        """The union at doc#pointer as the one tag index tells it; None when untagged, or when
        its arms lead out of the set (their variants are unknown)."""
        try:
            return self.locator.tags.of(doc, pointer)
        except SchemaError:
            return None


def _variant(node: Any, tags: dict[str, str], patterns: dict[str, str]) -> _Variant:
    node = node if isinstance(node, dict) else {}
    properties = node.get("properties") or {}
    required = frozenset(_strings(node.get("required")))
    declared = frozenset(p for p in properties if isinstance(p, str)) | required
    return required, declared, tags, patterns


def _strings(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


# (tags: property -> values, tag patterns: property -> sources, required or None, declared)
ShapeData = tuple[dict[str, list[str]], dict[str, list[str]], list[str] | None, list[str]]


def _shape_of(data: ShapeData) -> Shape:
    tags, patterns, required, declared = data
    return Shape(
        {p: set(v) for p, v in tags.items()},
        _compiled_patterns(patterns),
        frozenset(required) if required is not None else None,
        frozenset(declared),
    )


class _OnFirstSearch:
    """A tag pattern compiled when a document first needs it: reading ECMA-262 patterns costs
    more at start-up than most documents, whose tag is one of the constants, ever repay."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern  # the source, named as `re.Pattern` names it
        self.compiled: Searchable | None = None

    def search(self, text: str, /) -> object:
        if self.compiled is None:
            from ..regex import compile_ecma

            self.compiled = compile_ecma(self.pattern)
        return self.compiled.search(text)


def _compiled_patterns(sources: dict[str, list[str]]) -> dict[str, list[Searchable]]:
    return {p: [_OnFirstSearch(s) for s in found] for p, found in sources.items()}


def _read(root: Path) -> list[Entry]:
    found, errors = read(root, booleans=True)
    if errors:
        raise SchemaErrors(errors)
    # named by the loader's one rule, so a `$ref` lands where generation and conversion land
    return [Entry(rel.removesuffix(".json"), document_uri(path, c), c) for path, rel, c in found]


def _read_resources(resources: Sequence[tuple[str, Path]]) -> dict[str, Any]:
    found, errors = {}, []
    for uri, path in resources:
        try:
            found[split_uri(uri)[0]] = json.loads(Path(path).read_text(encoding="utf-8"))
        except OSError as exc:
            errors.append(
                SchemaError(
                    str(path), "", f"cannot read the resource for {uri}: {exc.strerror or exc}"
                )
            )
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            errors.append(SchemaError(str(path), "", f"the resource for {uri} is not JSON: {exc}"))
    if errors:
        raise SchemaErrors(errors)
    return found


def _short(value: Any, limit: int = 40) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."
