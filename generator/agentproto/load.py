"""Stage 1: find the schema documents, parse them, check them against a metaschema (handed in:
the compiled 2020-12 one lives above this stage) and our `x-` vocabulary. The one schema model (`Document`, `SchemaSet`) and the one `$ref` resolver
(`Locator`) of the generator, `compile()` and `agentproto validate`. No network, ever."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import unquote, urljoin

from . import drafts
from .errors import Note, SchemaError, SchemaErrors, Unsupported

DIALECT = "https://json-schema.org/draft/2020-12/schema"

# Our vocabulary, documented in schema/README.md. With `strict_keywords`, anything else starting
# with `x-` is a typo until proven otherwise; without, it is an annotation, as JSON Schema says.
X_KEYWORDS = frozenset(
    {
        "x-open",
        "x-opaque",
        "x-aliases",
        "x-lane",
        "x-additive",
        "x-state-machine",
        "x-enforced-in-code",
        "x-seed",
        "x-behaviour",
        "x-document",
        "x-stream",
        "x-limit",
        "x-seed-addition",
    }
)


@dataclass(frozen=True)
class Document:
    """One schema file: where it came from, its URI, and its contents."""

    path: Path
    rel: str  # path relative to the schema root, with forward slashes: "agent/usage.json"
    uri: str
    contents: dict[str, Any]
    # keywords the reading of an older draft renamed (`drafts.Moves`): pointers written
    # against the document as its author wrote it are read through them
    moves: drafts.Moves = field(default_factory=dict)

    @property
    def module(self) -> str:
        """The folder the document sits in; one generated module per folder."""
        return self.rel.rpartition("/")[0] or "schemas"


@dataclass(frozen=True)
class SchemaSet:
    root: Path
    documents: tuple[Document, ...]
    data: tuple[tuple[str, Any], ...] = ()  # DATA_DIR tables: (constant name, JSON value)
    # (URI, document URI): a document of the set also known by another URI (`--resource`
    # naming a file of the folder), as a nested `$id` would name it
    aliases: tuple[tuple[str, str], ...] = ()
    # what reading made looser than written (an unresolved `$ref` read as any value), told
    # with the lowering's notes
    notes: tuple[Note, ...] = ()

    @cached_property
    def locator(self) -> Locator:
        """The one `$ref` resolver (and tag index) of this set, made on first use and shared by
        every stage that reads it: lowering, the dialect reader and detection."""
        return Locator(self)

    def __getstate__(self) -> dict[str, Any]:
        # a set handed to another process (the IR's hand-over to a target's worker) goes without
        # its resolver: made again there on first use, if that target reads schemas at all
        return {k: v for k, v in self.__dict__.items() if k != "locator"}


# Data tables the hand-written behaviour of the bindings reads (e.g. provider error patterns),
# as YAML beside the schemas; YAML, so the schema loader never mistakes them for schemas.
DATA_DIR = "data"


def _parse(path: Path, rel: str, booleans: bool = False) -> Any:
    """The JSON of one schema file: an object, or with `booleans` also `true`/`false`."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SchemaError(rel, "", f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except OSError as exc:
        raise SchemaError(rel, "", f"cannot read: {exc.strerror}") from None
    long_integers: list[str] = []

    def integer(digits: str) -> Any:
        if len(digits) > MAX_INTEGER_DIGITS + (digits[0] == "-"):
            long_integers.append(digits)
            return _LongInteger(digits)
        return int(digits)

    try:
        contents = json.loads(text, parse_int=integer)
    except json.JSONDecodeError as exc:
        raise SchemaError(
            rel, "", f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}"
        ) from None
    except (
        RecursionError
    ):  # the parser recurses per level; the depth limit below would refuse it anyway
        raise SchemaError(
            rel,
            "",
            "not a schema agentproto can read: arrays and objects nested too "
            "deep for the JSON parser (the limit for schemas is 500 levels)",
        ) from None
    if long_integers:
        raise SchemaError(
            rel,
            _pointer(_path_to_long_integer(contents)),
            f"an integer of {len(long_integers[0].lstrip('-'))} digits; agentproto reads "
            f"integers of up to {MAX_INTEGER_DIGITS} digits",
        )
    if not (isinstance(contents, dict) or (booleans and isinstance(contents, bool))):
        raise SchemaError(
            rel, "", f"expected a JSON object (a schema), found {type(contents).__name__}"
        )
    return contents


# Python prints no longer integer (`sys.get_int_max_str_digits`), and every target writes the
# schema's numbers into its code as text: a longer one is refused, naming where it is.
MAX_INTEGER_DIGITS = 4300


class _LongInteger(str):
    """Where the parser met an integer longer than `MAX_INTEGER_DIGITS` (its digits)."""


def _path_to_long_integer(contents: Any) -> list[Any]:
    """The path (keys and indexes) to the first `_LongInteger` in `contents`, walked without
    recursion (the document may nest as deep as the parser allows)."""
    stack: list[tuple[Any, list[Any]]] = [(contents, [])]
    while stack:
        node, path = stack.pop()
        if isinstance(node, _LongInteger):
            return path
        if isinstance(node, dict):
            stack.extend((v, [*path, k]) for k, v in reversed(node.items()))
        elif isinstance(node, list):
            stack.extend((v, [*path, i]) for i, v in reversed(list(enumerate(node))))
    return []


def _pointer(parts: Any) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def _check_extensions(node: Any, rel: str, path: str, errors: list[SchemaError]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if key.startswith("x-") and key not in X_KEYWORDS:
                errors.append(
                    SchemaError(
                        rel,
                        f"{path}/{key}",
                        f"unknown extension keyword {key!r}; "
                        f"known: {', '.join(sorted(X_KEYWORDS))}",
                    )
                )
            if key in ("enum", "const", "default", "examples") or key.startswith("x-"):
                continue  # values, not schemas
            _check_extensions(
                value, rel, f"{path}/{key.replace('~', '~0').replace('/', '~1')}", errors
            )
    elif isinstance(node, list):
        for i, item in enumerate(node):
            _check_extensions(item, rel, f"{path}/{i}", errors)


def read(
    root: Path, booleans: bool = False
) -> tuple[list[tuple[Path, str, Any]], list[SchemaError]]:
    """Every `*.json` under `root`, sorted (so the order of the file system never matters), as
    (path, path relative to `root`, contents), and the files that could not be read."""
    root = Path(root)
    if not root.is_dir():
        raise SchemaError(str(root), "", "schema directory does not exist")
    paths = sorted(p for p in root.rglob("*.json") if p.is_file())
    if not paths:
        raise SchemaError(str(root), "", "no *.json schema files found")
    found: list[tuple[Path, str, Any]] = []
    errors: list[SchemaError] = []
    for path in paths:
        rel = path.relative_to(root).as_posix()
        try:
            found.append((path, rel, _parse(path, rel, booleans)))
        except SchemaError as exc:
            errors.append(exc)
    return found, errors


@dataclass(frozen=True)
class Reach:
    """What the `$ref`s of a folder may reach beyond it: `resources`, (URI, file) of documents
    the folder does not hold under that URI (read, never fetched), and whether a `$ref` nothing
    resolves is read as any value with a note (`allow_unresolved`) instead of refused. The
    metaschemas of every draft read are always reachable, from the copies
    `jsonschema_specifications` installs."""

    resources: tuple[tuple[str, Path], ...] = ()
    allow_unresolved: bool = False


def load(
    root: Path,
    strict_keywords: bool = False,
    metaschema: Metaschema | None = None,
    draft: str | None = None,
    reach: Reach | None = None,
) -> SchemaSet:
    """Read every `*.json` under `root` and check it as a schema: its dialect, against
    `metaschema` when given (`pipeline.load_checked` gives the compiled 2020-12 one), and with
    `strict_keywords` for `x-` keywords outside our vocabulary (for our own schema sets). A
    document of an older draft is read as the 2020-12 schema meaning the same (`drafts`);
    one that names no draft is of `draft`, else of the one draft the set's other documents
    name (`drafts.set_draft`)."""
    found, errors = read(root)
    default = draft or drafts.set_draft([contents for _, _, contents in found])
    documents: list[Document] = []
    for path, rel, contents in found:
        try:
            contents, moves = drafts.translate(contents, default, rel)
        except SchemaError as exc:
            errors.append(exc)
            continue
        if check_document(rel, contents, errors, strict_keywords, metaschema):
            documents.append(Document(path, rel, document_uri(path, contents), contents, moves))
    reach = reach or Reach()
    data = load_data(Path(root))
    schemas = schema_set(Path(root), documents, errors, data)
    # the resolver made here is the one every later stage uses: a set whose references all
    # land inside it (most) is indexed once
    locator = schemas.locator
    reaching = (t for targets in locator.references.values() for t in targets)
    if reach.resources or any(locator.document_of(t) is None for t in reaching):
        aliases = _outside(documents, errors, reach, default, metaschema)
        schemas = schema_set(Path(root), documents, errors, data, aliases)
    return _unresolved_as_any(schemas) if reach.allow_unresolved else schemas


def shipped_metaschemas() -> dict[str, Any]:
    """The metaschema (and vocabulary metaschemas) of every draft read, by URI without
    fragment, as `jsonschema_specifications` installs them: a `$ref` to one resolves without
    a file and without the network."""
    from jsonschema_specifications import REGISTRY

    prefixes = tuple(uri.rpartition("/")[0] + "/" for uri in drafts.URIS.values())
    return {
        split_uri(uri)[0]: REGISTRY.contents(uri)
        for uri in sorted(REGISTRY)
        if uri.startswith(prefixes) and "draft-03" not in uri
    }


def _outside(
    documents: list[Document],
    errors: list[SchemaError],
    reach: Reach,
    draft: str,
    metaschema: Metaschema | None,
) -> tuple[tuple[str, str], ...]:
    """Adds to `documents` each resource and shipped metaschema their `$ref`s reach (and
    those reach), none other: a document nothing refers to would only add types. Returns the
    aliases: resources that are files of the folder, known by one more URI."""
    by_path = {d.path.resolve(): d.uri for d in documents}
    given: dict[str, tuple[Path, Any]] = {}
    aliases: dict[str, str] = {}
    for uri, path in reach.resources:
        base = split_uri(uri)[0]
        if Path(path).resolve() in by_path:
            aliases[base] = by_path[Path(path).resolve()]
            continue
        try:
            given[base] = (Path(path), _parse(Path(path), str(path), booleans=True))
        except SchemaError as exc:  # worded as `validate --resource` words it
            what = exc.message
            if what.startswith("cannot read: "):
                what = f"cannot read the resource for {uri}: {what.removeprefix('cannot read: ')}"
            elif what.startswith("not "):
                what = f"the resource for {uri} is {what}"
            else:
                what = f"the resource for {uri}: {what}"
            errors.append(SchemaError(exc.file, exc.pointer, what))
    shipped: dict[str, Any] | None = None
    rels = {d.rel for d in documents}
    while True:
        probe = SchemaSet(Path("."), tuple(documents), aliases=tuple(aliases.items())).locator
        wanted = sorted(
            {
                target
                for doc in documents
                for target in probe.references.get(doc.uri, ())
                if probe.document_of(target) is None
            }
        )
        added = False
        for target in wanted:
            if target in given:
                path, contents = given.pop(target)
                trusted = False
            else:
                shipped = shipped_metaschemas() if shipped is None else shipped
                if target not in shipped:
                    continue
                path, contents, trusted = Path(target), shipped.pop(target), True
            rel = _free_rel(_rel_of(target, path), rels)
            rels.add(rel)
            try:
                contents, moves = drafts.translate(contents, draft, rel)
            except SchemaError as exc:
                errors.append(exc)
                continue
            if isinstance(contents, bool):  # a boolean document: the schema it is
                contents = {} if contents else {"not": {}}
            if check_document(rel, contents, errors, False, None if trusted else metaschema):
                documents.append(Document(path, rel, target, contents, moves))
                added = True
        if not added:
            return tuple(sorted(aliases.items()))


def _rel_of(uri: str, path: Path) -> str:
    """The file name a document from outside the folder is known by in the set (its module is
    the folder's own): the file's name, or for a shipped metaschema its URI's path."""
    if path.as_posix() != uri:
        return path.name if path.name.endswith(".json") else f"{path.name}.json"
    from urllib.parse import urlsplit

    name = re.sub(r"[^A-Za-z0-9_.-]+", "-", urlsplit(uri).path.strip("/")) or "schema"
    return f"{name}.json"


def _free_rel(rel: str, taken: set[str]) -> str:
    """`rel`, or with the smallest number from 2 that makes it unlike every name in `taken`."""
    stem = rel.removesuffix(".json")
    number = 2
    while rel in taken:
        rel, number = f"{stem}-{number}.json", number + 1
    return rel


def _unresolved_as_any(schemas: SchemaSet) -> SchemaSet:
    """`schemas` with every `$ref` nothing resolves dropped (its node keeps what else it
    says, so the reference reads as any value), each told as a note naming where it was."""
    locator = schemas.locator
    notes: list[Note] = []
    documents = []
    for doc in schemas.documents:
        dropped: list[str] = []
        for pointer, ref in _refs(doc.contents, ""):
            try:
                locator.locate(doc.uri, pointer, ref)
            except SchemaError as exc:
                dropped.append(pointer)
                reason = exc.message.removeprefix(f"cannot resolve $ref {ref!r}: ")
                notes.append(
                    Note(
                        doc.rel,
                        pointer,
                        f"$ref {ref!r} resolves to nothing ({reason.split(' (')[0]}); read as "
                        "any value, as --allow-unresolved asks",
                    )
                )
        if not dropped:
            documents.append(doc)
            continue
        contents = json.loads(json.dumps(doc.contents))
        for pointer in dropped:
            node = contents
            for part in [unescape(p) for p in pointer.split("/")[1:]]:
                node = node[int(part)] if isinstance(node, list) else node[part]
            del node["$ref"]
        documents.append(Document(doc.path, doc.rel, doc.uri, contents, doc.moves))
    return SchemaSet(
        schemas.root, tuple(documents), schemas.data, schemas.aliases, (*schemas.notes, *notes)
    )


def _refs(node: Any, path: str) -> Iterator[tuple[str, str]]:
    """(pointer of the node, its `$ref`) for every `$ref` of a document, in document order;
    values (`enum`, `const`, `default`, `examples`) and `x-` keywords are not schemas."""
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield path, node["$ref"]
        for key, value in node.items():
            if key in ("enum", "const", "default", "examples") or key.startswith("x-"):
                continue
            yield from _refs(value, f"{path}/{escape(key)}")
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from _refs(item, f"{path}/{i}")


class Metaschema(Protocol):
    """A validator of schemas (the 2020-12 metaschema, compiled by `compile`, which sits above
    this stage and hands it down): its problems have a `pointer` and a `message`."""

    def errors(self, instance: Any) -> list[Any]: ...


def check_document(
    rel: str,
    contents: Any,
    errors: list[SchemaError],
    extensions: bool,
    metaschema: Metaschema | None = None,
) -> bool:
    """Append the document's problems (dialect, `metaschema`, unknown `x-` keywords) to
    `errors`; False when it cannot be used at all."""
    dialect = contents.get("$schema", DIALECT) if isinstance(contents, dict) else DIALECT
    if dialect != DIALECT:
        errors.append(Unsupported(rel, "/$schema", f"expected {DIALECT!r}, found {dialect!r}"))
        return False
    for problem in metaschema.errors(contents) if metaschema is not None else ():
        errors.append(
            SchemaError(rel, problem.pointer, f"not a valid 2020-12 schema: {problem.message}")
        )
    if extensions:
        _check_extensions(contents, rel, "", errors)
    return True


def schema_set(
    root: Path,
    documents: list[Document],
    errors: list[SchemaError],
    data: tuple[tuple[str, Any], ...] = (),
    aliases: tuple[tuple[str, str], ...] = (),
) -> SchemaSet:
    seen: dict[str, str] = {}
    for doc in documents:
        if doc.uri in seen:
            errors.append(
                SchemaError(doc.rel, "/$id", f"$id {doc.uri} is also the $id of {seen[doc.uri]}")
            )
        seen[doc.uri] = doc.rel
    if errors:
        raise SchemaErrors(errors)
    return SchemaSet(root, tuple(documents), data, aliases)


def load_data(root: Path) -> tuple[tuple[str, Any], ...]:
    """Every `<root>/data/<name>.yaml` as (NAME, value), sorted by name. A value must be plain
    JSON (no dates, no non-string keys): every target writes it as a literal of its own."""
    import yaml  # here: the validate command reads no data table, and starts without it

    tables = []
    for path in sorted((root / DATA_DIR).glob("*.yaml")):
        rel = path.relative_to(root).as_posix()
        if not re.fullmatch(r"[a-z][a-z0-9_]*", path.stem):
            raise SchemaError(
                rel, "", "a data file name must be lower snake_case (it names a constant)"
            )
        try:
            value = read_yaml(path.read_text(encoding="utf-8"))
        except (yaml.YAMLError, UnicodeDecodeError) as exc:
            raise SchemaError(rel, "", f"not YAML: {str(exc).splitlines()[0]}") from None
        try:
            if json.loads(json.dumps(value, allow_nan=False)) != value:
                raise ValueError("keys must be strings")
        except (TypeError, ValueError) as exc:
            raise SchemaError(rel, "", f"not plain JSON data: {exc}") from None
        tables.append((path.stem.upper(), value))
    return tuple(tables)


def read_yaml(text: str) -> Any:
    """`yaml.safe_load`, by libyaml's parser where it is built in (several times faster, the
    same constructor); text it refuses is read again by the pure-Python one, whose error
    messages are the ones reported."""
    import yaml

    fast = getattr(yaml, "CSafeLoader", None)
    if fast is not None:
        try:
            return yaml.load(text, Loader=fast)  # a safe loader: plain data only
        except yaml.YAMLError:
            pass
    return yaml.safe_load(text)


def document_uri(path: Path, contents: Any) -> str:
    """The URI a schema file is known by: its `$id` (resolved against the file's own URI when
    relative, `"$id": "user.json"`), or the file's URI when it has none. Every reader of a schema
    folder names its documents by this one rule, so a `$ref` lands on the same document in
    generation, conversion and validation."""
    declared = contents.get("$id") if isinstance(contents, dict) else None
    if declared is None and drafts.declared_draft(contents) == "draft4":
        declared = contents.get("id")  # draft 4 spelled it so
    own = path.resolve().as_uri()
    return split_uri(join(own, declared))[0] if isinstance(declared, str) else own


@lru_cache(maxsize=1 << 16)  # a set joins the same few bases and references over and over
def join(base: str, ref: str) -> str:
    """Resolve a URI reference against a base. Unlike `urljoin`, a fragment-only reference
    works against any base, `urn:` ones included."""
    if ref.startswith("#"):
        return split_uri(base)[0] + ref
    if ":" in ref.split("/", 1)[0]:  # already absolute
        return ref
    return urljoin(base, ref)


def split_uri(uri: str) -> tuple[str, str]:
    base, _, fragment = uri.partition("#")
    return base, unquote(fragment)


#: Documents whose contents their maker promised never to change (`index_once`), with what
#: indexing them gave under each URI: id -> (contents, URI -> the resolver of that document
#: alone). A resolver takes those tables rather than walk the document again: the draft
#: metaschemas, which every compiled schema's set holds, were most of `compile`'s time.
_INDEXED_ONCE: dict[int, tuple[Any, dict[str, Locator]]] = {}


def index_once(contents: Any) -> None:
    """Mark `contents` as never changed: every resolver of a set holding it as a document
    reuses one walk of it (per URI)."""
    _INDEXED_ONCE.setdefault(id(contents), (contents, {}))


class Locator:
    """Finds the document and JSON pointer a `$ref` lands on, so every schema node has one
    stable identity (document URI, pointer) that names and errors can use."""

    def __init__(self, schemas: SchemaSet) -> None:
        self.schemas = schemas
        self.docs = {d.uri: d for d in schemas.documents}
        self.anchors: dict[tuple[str, str], str] = {}
        # (resource URI, name) -> pointer of the `$dynamicAnchor`; and every name a
        # `$dynamicRef` may look up dynamically
        self.dynamic_anchors: dict[tuple[str, str], str] = {}
        self.dynamic_names: set[str] = set()
        self.embedded: dict[str, tuple[str, str]] = {}  # nested $id -> (document, pointer)
        # document -> the resources (URIs without fragment) its `$ref`s and `$dynamicRef`s name
        self.references: dict[str, set[str]] = {}
        for doc in schemas.documents:
            once = _INDEXED_ONCE.get(id(doc.contents))
            if once is None or once[0] is not doc.contents:
                self._index(doc.uri, doc.uri, doc.contents, "")
                continue
            alone = once[1].get(doc.uri)
            if alone is None:
                alone = once[1][doc.uri] = Locator(SchemaSet(schemas.root, ()))
                alone._index(doc.uri, doc.uri, doc.contents, "")
            # as if walked here: later documents' entries win, references add up
            self.anchors.update(alone.anchors)
            self.dynamic_anchors.update(alone.dynamic_anchors)
            self.dynamic_names |= alone.dynamic_names
            self.embedded.update(alone.embedded)
            for uri, named in alone.references.items():
                self.references.setdefault(uri, set()).update(named)
        for uri, doc_uri in schemas.aliases:
            self.embedded.setdefault(uri, (doc_uri, ""))

    def _index(self, doc_uri: str, base: str, node: Any, path: str) -> None:
        if isinstance(node, dict):
            if path and isinstance(node.get("$id"), str):
                base = join(base, node["$id"])
                self.embedded[split_uri(base)[0]] = (doc_uri, path)
            for key in ("$anchor", "$dynamicAnchor"):
                if isinstance(node.get(key), str):
                    self.anchors[(split_uri(base)[0], node[key])] = path
            if isinstance(node.get("$dynamicAnchor"), str):
                self.dynamic_anchors[(split_uri(base)[0], node["$dynamicAnchor"])] = path
            if isinstance(node.get("$dynamicRef"), str):
                self.dynamic_names.add(split_uri(node["$dynamicRef"])[1])
            for key in ("$ref", "$dynamicRef"):
                if isinstance(node.get(key), str):
                    target = split_uri(join(base, node[key]))[0]
                    self.references.setdefault(doc_uri, set()).add(target)
            for key, value in node.items():
                if key in ("enum", "const", "default", "examples") or key.startswith("x-"):
                    continue
                self._index(doc_uri, base, value, f"{path}/{escape(key)}")
        elif isinstance(node, list):
            for i, item in enumerate(node):
                self._index(doc_uri, base, item, f"{path}/{i}")

    def document_of(self, uri: str) -> str | None:
        """The document holding the resource `uri` (a document's or a nested `$id`), if any."""
        if uri in self.docs:
            return uri
        return self.embedded[uri][0] if uri in self.embedded else None

    def referenced(self, doc_uri: str) -> set[str]:
        """The documents of this set that `doc_uri`'s references name (itself included if so)."""
        found = {self.document_of(uri) for uri in self.references.get(doc_uri, ())}
        return {uri for uri in found if uri is not None}

    def base_uri(self, doc_uri: str, pointer: str) -> str:
        """The base URI in force at `pointer` (nested `$id`s change it)."""
        doc = self.docs[doc_uri]
        base, node = doc_uri, doc.contents
        for part in [unescape(p) for p in pointer.split("/")[1:]] if pointer else []:
            node = node[int(part)] if isinstance(node, list) else node[part]
            if isinstance(node, dict) and isinstance(node.get("$id"), str):
                base = join(base, node["$id"])
        return base

    def resource(self, doc_uri: str, pointer: str) -> str:
        """The URI of the schema resource that holds `pointer`."""
        return split_uri(self.base_uri(doc_uri, pointer))[0]

    def locate(self, doc_uri: str, pointer: str, ref: str) -> tuple[str, str]:
        """`(document uri, pointer)` of the node `ref` (found at doc_uri#pointer) names."""
        target, fragment = split_uri(join(self.base_uri(doc_uri, pointer), ref))
        where = (self.docs[doc_uri].rel, pointer)
        if target in self.docs:
            tdoc, prefix = target, ""
        elif target in self.embedded:
            tdoc, prefix = self.embedded[target]
        else:
            raise SchemaError(
                *where,
                f"cannot resolve $ref {ref!r}: no schema has $id {target!r} "
                "(remote references are never fetched: pass the document as a resource, "
                "--resource URI=FILE; `generate --allow-unresolved` reads it as any value)",
            )
        if fragment and not fragment.startswith("/"):
            anchor = self.anchors.get((target, fragment))
            if anchor is None:
                raise SchemaError(
                    *where, f"cannot resolve $ref {ref!r}: no $anchor {fragment!r} in {target}"
                )
            return tdoc, anchor
        full = drafts.moved(self.docs[tdoc].moves, prefix, fragment)
        try:
            self.node(tdoc, full)
        except (KeyError, IndexError, ValueError, TypeError):
            raise SchemaError(
                *where,
                f"cannot resolve $ref {ref!r}: {target} has nothing at {fragment!r} "
                "(`generate --allow-unresolved` reads it as any value)",
            ) from None
        return tdoc, full

    @cached_property
    def tags(self) -> TagIndex:
        """The tagged unions of the set, each decided on first use."""
        return TagIndex(self)

    def node(self, doc_uri: str, pointer: str) -> Any:
        node: Any = self.docs[doc_uri].contents
        for part in [unescape(p) for p in pointer.split("/")[1:]] if pointer else []:
            node = node[int(part)] if isinstance(node, list) else node[part]
        return node


def escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def unescape(part: str) -> str:
    return part.replace("~1", "/").replace("~0", "~")


# Keywords that say nothing about a value (annotations, identifiers, containers of other
# schemas): a `$ref` or `oneOf`/`anyOf` beside only these is the arm it names, and a union
# flattens through it; lowering makes no check of them.
ANNOTATIONS = frozenset(
    {
        "$schema",
        "$id",
        "$anchor",
        "$dynamicAnchor",
        "$defs",
        "$comment",
        "$vocabulary",
        "title",
        "description",
        "default",
        "examples",
        "deprecated",
        "readOnly",
        "writeOnly",
        "contentMediaType",
        "contentEncoding",
        "contentSchema",
        "definitions",
    }
)
# Arms of a flattened union, at most: a union of unions, each of repeated arms, may have
# exponentially many.
MAX_ARMS = 1000
UNION_WORDS = ("oneOf", "anyOf")


@dataclass(frozen=True)
class TagArm:
    """One object arm of a tagged union: where it is, and the `const` it pins on the tag, or
    (the one open arm) the `pattern` its tag matches instead."""

    uri: str
    pointer: str
    value: str | None
    pattern: str | None = None


@dataclass(frozen=True)
class Tagging:
    """How a union is told apart by one property: `tag`, and its arms, flattened through `$ref`s
    and nested unions, in the order the schema lists them."""

    tag: str
    arms: tuple[TagArm, ...]

    @property
    def by_value(self) -> dict[str, TagArm]:
        return {arm.value: arm for arm in self.arms if arm.value is not None}

    @property
    def open_arm(self) -> TagArm | None:
        return next((arm for arm in self.arms if arm.value is None), None)


class TagIndex:
    """The tagged unions of a schema set, each decided once: where a union's tag property is and
    which arm each of its values names. Lowering (validators and types), the emitters, the
    dialect reader and detection all ask here, so they never disagree on what a union is.

    A union (`oneOf`/`anyOf` at a node) is tagged by a property when, once `$ref`s and nested
    unions are flattened, every arm is an object schema that requires the property and pins it
    with a distinct string `const`, except at most one open arm whose `pattern` (a string)
    matches none of the constants: then dispatching on that property is exactly the union. The
    candidates are the properties every arm requires; when several qualify, the first in the
    first arm's `required` wins (the schema author's order, never a list of names)."""

    def __init__(self, locator: Locator) -> None:
        self.locator = locator
        self._found: dict[tuple[str, str, str], Tagging | None] = {}

    def of(self, uri: str, pointer: str, word: str | None = None) -> Tagging | None:
        """The tagging of the union at uri#pointer (its `oneOf`, else its `anyOf`, unless `word`
        says which), None when it has none or is no union of objects."""
        node = self.locator.node(uri, pointer)
        if not isinstance(node, dict):
            return None
        word = word or next((w for w in UNION_WORDS if isinstance(node.get(w), list)), None)
        if word is None or not isinstance(node.get(word), list):
            return None
        key = (uri, pointer, word)
        if key not in self._found:
            self._found[key] = self._decide(uri, pointer, word, node[word])
        return self._found[key]

    def _decide(self, uri: str, pointer: str, word: str, arms: list[Any]) -> Tagging | None:
        found: list[tuple[str, str, dict[str, Any]]] = []
        for i, arm in enumerate(arms):
            if not self._flatten(uri, f"{pointer}/{word}/{i}", arm, found, 0):
                return None
        if len(found) < 2 or any(node.get("type") != "object" for _, _, node in found):
            return None
        required = [set(_strings(node.get("required"))) for _, _, node in found]
        common = set.intersection(*required)
        first = list(dict.fromkeys(_strings(found[0][2].get("required"))))
        for tag in [p for p in first if p in common]:
            tagging = self._tagged_by(tag, found)
            if tagging is not None:
                return tagging
        return None

    def _tagged_by(self, tag: str, found: list[tuple[str, str, dict[str, Any]]]) -> Tagging | None:
        arms: list[TagArm] = []
        for uri, pointer, node in found:
            spec = (node.get("properties") or {}).get(tag)
            if not isinstance(spec, dict):
                return None
            if isinstance(spec.get("const"), str):
                arms.append(TagArm(uri, pointer, spec["const"]))
            elif isinstance(spec.get("pattern"), str) and spec.get("type") == "string":
                arms.append(TagArm(uri, pointer, None, spec["pattern"]))
            else:
                return None
        consts = [arm.value for arm in arms if arm.value is not None]
        patterns = [arm.pattern for arm in arms if arm.pattern is not None]
        if len(set(consts)) != len(consts) or len(patterns) > 1:
            return None
        if patterns:
            from .regex import compile_ecma  # only for unions with an open arm

            (open_arm,) = [arm for arm in arms if arm.pattern is not None]
            try:
                open_tag = compile_ecma(patterns[0])
            except ValueError as exc:  # refused where it is, as every `pattern` is
                raise Unsupported(
                    self.locator.docs[open_arm.uri].rel,
                    f"{open_arm.pointer}/properties/{escape(tag)}/pattern",
                    f"pattern {patterns[0]!r}: {exc}",
                ) from None
            if any(open_tag.search(value) is not None for value in consts):
                return None  # the open arm would also claim a constant: not a clean dispatch
        return Tagging(tag, tuple(arms))

    def _flatten(
        self,
        uri: str,
        pointer: str,
        node: Any,
        out: list[tuple[str, str, dict[str, Any]]],
        depth: int,
    ) -> bool:
        """Append the object arms the schema at uri#pointer stands for, through `$ref`s and
        nested unions that add nothing beside them; False when that is not a list of schemas."""
        if not isinstance(node, dict) or depth > 32 or len(out) > MAX_ARMS:
            return False
        if isinstance(node.get("$ref"), str) and _only(node, "$ref"):
            turi, tptr = self.locator.locate(uri, pointer, node["$ref"])
            return self._flatten(turi, tptr, self.locator.node(turi, tptr), out, depth + 1)
        for word in UNION_WORDS:
            if isinstance(node.get(word), list) and _only(node, word):
                return all(
                    self._flatten(uri, f"{pointer}/{word}/{i}", arm, out, depth + 1)
                    for i, arm in enumerate(node[word])
                )
        out.append((uri, pointer, node))
        return True


def _only(node: dict[str, Any], word: str) -> bool:
    return all(k in ANNOTATIONS or k.startswith("x-") or k == word for k in node)


def _strings(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
