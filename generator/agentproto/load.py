"""Stage 1: find the schema documents, parse them, check them against a metaschema (handed in:
the compiled 2020-12 one lives above this stage) and our `x-` vocabulary. The one schema model (`Document`, `SchemaSet`) and the one `$ref` resolver
(`Locator`) of the generator, `compile()` and `agentproto validate`. No network, ever."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import unquote, urljoin

from .errors import SchemaError, SchemaErrors, Unsupported

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

    @property
    def module(self) -> str:
        """The folder the document sits in; one generated module per folder."""
        return self.rel.rpartition("/")[0] or "schemas"


@dataclass(frozen=True)
class SchemaSet:
    root: Path
    documents: tuple[Document, ...]
    data: tuple[tuple[str, Any], ...] = ()  # DATA_DIR tables: (constant name, JSON value)


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


def load(
    root: Path, strict_keywords: bool = False, metaschema: Metaschema | None = None
) -> SchemaSet:
    """Read every `*.json` under `root` and check it as a schema: its dialect, against
    `metaschema` when given (`pipeline.load_checked` gives the compiled 2020-12 one), and with
    `strict_keywords` for `x-` keywords outside our vocabulary (for our own schema sets)."""
    found, errors = read(root)
    documents: list[Document] = []
    for path, rel, contents in found:
        if check_document(rel, contents, errors, strict_keywords, metaschema):
            documents.append(
                Document(path, rel, contents.get("$id") or path.resolve().as_uri(), contents)
            )
    return schema_set(Path(root), documents, errors, load_data(Path(root)))


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
    return SchemaSet(root, tuple(documents), data)


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
            value = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (yaml.YAMLError, UnicodeDecodeError) as exc:
            raise SchemaError(rel, "", f"not YAML: {str(exc).splitlines()[0]}") from None
        try:
            if json.loads(json.dumps(value, allow_nan=False)) != value:
                raise ValueError("keys must be strings")
        except (TypeError, ValueError) as exc:
            raise SchemaError(rel, "", f"not plain JSON data: {exc}") from None
        tables.append((path.stem.upper(), value))
    return tuple(tables)


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
            self._index(doc.uri, doc.uri, doc.contents, "")

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
                "(remote references are never fetched; pass the document as a resource)",
            )
        if fragment and not fragment.startswith("/"):
            anchor = self.anchors.get((target, fragment))
            if anchor is None:
                raise SchemaError(
                    *where, f"cannot resolve $ref {ref!r}: no $anchor {fragment!r} in {target}"
                )
            return tdoc, anchor
        full = prefix + fragment
        try:
            self.node(tdoc, full)
        except (KeyError, IndexError, ValueError, TypeError):
            raise SchemaError(
                *where, f"cannot resolve $ref {ref!r}: {target} has nothing at {fragment!r}"
            ) from None
        return tdoc, full

    def node(self, doc_uri: str, pointer: str) -> Any:
        node: Any = self.docs[doc_uri].contents
        for part in [unescape(p) for p in pointer.split("/")[1:]] if pointer else []:
            node = node[int(part)] if isinstance(node, list) else node[part]
        return node


def escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def unescape(part: str) -> str:
    return part.replace("~1", "/").replace("~0", "~")
