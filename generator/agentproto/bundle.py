"""`agentproto bundle`: a schema set as one self-contained document another team can vendor.

Two forms of the same set:

- **A 2020-12 compound document** (the JSON Schema specification's bundling): every schema file
  becomes an entry of the root's `$defs` that keeps its own `$id`, so a `$ref` written against
  an original id lands on the same schema inside the bundle, and the references between
  documents stay as their authors wrote them. A document of an older draft is the 2020-12 schema
  it means (`drafts`), its references' pointers rewritten to where that reading moved them. A
  document known only by its file gets an id under the bundle's base, by its path in the set, so
  the relative references between such documents still resolve. `--root` makes the bundle
  itself validate one entity.
- **OpenAPI 3.1 components**: every document a `components/schemas` entry. OpenAPI tools
  resolve `$ref` against the OpenAPI document, not against embedded `$id`s, so here each
  reference is rewritten to the pointer of what it names (`#/components/schemas/<name>/...`)
  and the `$id`s leave the schemas; each component keeps its document's id as `x-schema-id`.
  `$dynamicRef` resolves through the resources the ids made, so a set using it has no OpenAPI
  form (an error naming where).

Every `$ref` is resolved first with the one resolver of the generator (`load.Locator`): a set
whose references do not resolve gets no bundle, and the error names the file and pointer."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .errors import SchemaError, SchemaErrors
from .load import DIALECT, Document, Locator, SchemaSet, escape, join, split_uri
from .pipeline import load_checked

# The base of ids given to documents known only by their file, when --id does not give one: a
# reserved name (RFC 2606), never fetched, plainly not a real location.
DEFAULT_BASE = "https://bundle.invalid/"
OPENAPI_VERSION = "3.1.0"
# Keywords whose values are data, not schemas: no `$ref` in them is a reference.
_DATA = frozenset({"enum", "const", "default", "examples"})
# How a `$ref` found at (document, pointer, base URI in force there) is written in the output.
WriteRef = Callable[[Document, str, str, str], str]
# What OpenAPI allows as a component's name.
_COMPONENT_NAME = re.compile(r"[^A-Za-z0-9._-]")


def bundle(
    schema_dir: Path,
    bundle_id: str | None = None,
    root: str | None = None,
    strict_keywords: bool = False,
) -> dict[str, Any]:
    """The 2020-12 compound document of the set in `schema_dir`: `$defs` keyed by each file's
    path without `.json`, each entry keeping (or given) its `$id`; `root`, an entity's path or
    `$id`, becomes the bundle's own `$ref`."""
    schemas = load_checked(schema_dir, strict_keywords)
    locator = schemas.locator
    base_id = bundle_id or _default_id(schemas)
    base = base_id.rpartition("/")[0] + "/"
    ids = {doc.uri: _new_id(schemas, doc, base) for doc in schemas.documents}
    if base_id in ids.values():
        raise SchemaError(
            str(schema_dir), "", f"the bundle's id {base_id} is a document's id; pass another --id"
        )
    defs: dict[str, Any] = {}
    for doc in schemas.documents:
        contents = _rewrite(doc, _bundle_ref(locator, ids))
        contents = {"$id": ids[doc.uri], **{k: v for k, v in contents.items() if k != "$id"}}
        contents.pop("$schema", None)  # the bundle's one dialect, stated once at its root
        defs[_key(doc)] = contents
    document: dict[str, Any] = {"$schema": DIALECT, "$id": base_id}
    if root is not None:
        document["$ref"] = ids[_entity(schemas, root).uri]
    document["$defs"] = defs
    return document


def openapi(
    schema_dir: Path,
    title: str | None = None,
    version: str | None = None,
    strict_keywords: bool = False,
) -> dict[str, Any]:
    """The set as an OpenAPI 3.1 document with no paths: one component schema per file."""
    schemas = load_checked(schema_dir, strict_keywords)
    locator = schemas.locator
    names = _component_names(schemas)
    components: dict[str, Any] = {}
    for doc in schemas.documents:
        contents = _rewrite(doc, _local_ref(locator, names), drop_ids=True)
        contents.pop("$schema", None)
        components[names[doc.uri]] = {**contents, "x-schema-id": doc.uri}
    return {
        "openapi": OPENAPI_VERSION,
        "info": {
            "title": title or Path(schema_dir).resolve().name,
            "version": version or _declared_version(Path(schema_dir)),
        },
        "jsonSchemaDialect": DIALECT,
        "paths": {},
        "components": {"schemas": components},
    }


def text(document: dict[str, Any]) -> str:
    """The bundle as written: indented, keys in the order made, non-ASCII kept."""
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _default_id(schemas: SchemaSet) -> str:
    """`bundle.json` beside the documents' common base, when their ids share one; else under
    `DEFAULT_BASE`."""
    named = [doc.uri for doc in schemas.documents if not doc.uri.startswith("file:")]
    if not named:
        return DEFAULT_BASE + "bundle.json"
    common = named[0].rpartition("/")[0] + "/"
    for uri in named[1:]:
        while not uri.startswith(common):
            common = common[:-1].rpartition("/")[0] + "/"
    if "//" not in common.partition(":")[2] or common.endswith("//"):
        return DEFAULT_BASE + "bundle.json"
    return common + "bundle.json"


def _new_id(schemas: SchemaSet, doc: Document, base: str) -> str:
    """A document's id in the bundle: its own, or, for one known only by its file, its path
    in the set under `base` (so relative references between such files resolve as before)."""
    root = Path(schemas.root).resolve().as_uri().rstrip("/") + "/"
    if doc.uri.startswith(root):
        return base + doc.uri[len(root) :]
    return doc.uri


def _key(doc: Document) -> str:
    return doc.rel.removesuffix(".json")


def _component_names(schemas: SchemaSet) -> dict[str, str]:
    names: dict[str, str] = {}
    taken: set[str] = set()
    for doc in schemas.documents:
        name = _COMPONENT_NAME.sub("_", _key(doc).replace("/", "."))
        while name in taken:  # two paths that only differ in characters OpenAPI refuses
            name += "_"
        taken.add(name)
        names[doc.uri] = name
    return names


def _entity(schemas: SchemaSet, wanted: str) -> Document:
    for doc in schemas.documents:
        if wanted in (doc.uri, doc.rel, _key(doc)):
            return doc
    raise SchemaError(
        str(schemas.root), "", f"--root {wanted!r} names no document of the set (a path or an $id)"
    )


def _declared_version(schema_dir: Path) -> str:
    version = schema_dir / "VERSION"
    if version.is_file():
        return version.read_text(encoding="utf-8").strip() or "0.0.0"
    return "0.0.0"


def _bundle_ref(locator: Locator, ids: dict[str, str]) -> WriteRef:
    """A reference as written, unless what it names moved: a pointer into a document of an older
    draft (its 2020-12 reading moved keywords), or a document that got a new id."""

    def write(doc: Document, pointer: str, base: str, ref: str) -> str:
        tdoc, full = locator.locate(doc.uri, pointer, ref)
        target, fragment = split_uri(join(base, ref))
        if locator.docs[tdoc].moves and fragment.startswith("/"):
            return ids[tdoc] + ("#" + full if full else "")
        if ids.get(target, target) != target:
            return ids[target] + ("#" + ref.partition("#")[2] if "#" in ref else "")
        return ref

    return write


def _local_ref(locator: Locator, names: dict[str, str]) -> WriteRef:
    """A reference as the pointer, in the OpenAPI document, of the schema it names."""

    def write(doc: Document, pointer: str, base: str, ref: str) -> str:
        tdoc, full = locator.locate(doc.uri, pointer, ref)
        return "#/components/schemas/" + escape(names[tdoc]) + full

    return write


def _rewrite(doc: Document, write: WriteRef, drop_ids: bool = False) -> Any:
    """A copy of `doc`'s contents with every `$ref` written by `write`; every problem of the set
    (an unresolvable reference, a `$dynamicRef` where it cannot be kept) collected first."""
    errors: list[SchemaError] = []

    def walk(node: Any, pointer: str, base: str) -> Any:
        if isinstance(node, list):
            return [walk(item, f"{pointer}/{i}", base) for i, item in enumerate(node)]
        if not isinstance(node, dict):
            return node
        if pointer and isinstance(node.get("$id"), str):
            base = join(base, node["$id"])
        out: dict[str, Any] = {}
        for key, value in node.items():
            here = f"{pointer}/{escape(key)}"
            if key == "$ref" and isinstance(value, str):
                try:
                    out[key] = write(doc, pointer, base, value)
                except SchemaError as exc:
                    errors.append(exc)
            elif key == "$id" and drop_ids and isinstance(value, str):
                continue
            elif key in ("$dynamicRef", "$dynamicAnchor") and drop_ids:
                errors.append(
                    SchemaError(
                        doc.rel,
                        here,
                        f"{key} resolves through the schemas' ids, which OpenAPI components do "
                        "not keep; bundle this set as JSON Schema instead",
                    )
                )
            elif key in _DATA or key.startswith("x-"):
                out[key] = value
            else:
                out[key] = walk(value, here, base)
        return out

    contents = walk(doc.contents, "", doc.uri)
    if errors:
        raise SchemaErrors(errors)
    assert isinstance(contents, dict)
    return contents
