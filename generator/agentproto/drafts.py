"""Reading schemas of every draft: each resource written for draft 4, 6, 7 or 2019-09 is turned
into the draft 2020-12 schema that means exactly the same, once, as it is read. Every later
stage (lowering, the validators of every target, `compile()`, `validate`) then knows one draft.

A resource's draft is its own `$schema`, else the one of the resource it sits in, else the
default the reader is given (`--draft`, or the draft of the schema `compile()` was handed).
What changes, per draft (DESIGN.md, "Drafts"):

- `id` (draft 4) and `$id` (drafts 6, 7) with a fragment: the fragment is an `$anchor`;
- `items` as an array is `prefixItems`, and `additionalItems` beside it is `items`;
- `dependencies`: an array of names is `dependentRequired`, a schema `dependentSchemas`;
- draft 4's boolean `exclusiveMinimum`/`exclusiveMaximum` take the bound as their number;
- before 2019-09 a `$ref` makes every keyword beside it void;
- `$recursiveAnchor`/`$recursiveRef` (2019-09) are a `$dynamicAnchor`/`$dynamicRef` pair;
- a keyword the resource's draft does not have is no keyword there: it is renamed to an
  annotation (`$comment`-like, asserting nothing), so a 2020-12 keyword in a draft-7 schema
  (`prefixItems`, `unevaluatedProperties`, ...) changes nothing, as that draft says.

Where a keyword is renamed, a JSON pointer written against the original (`#/items/1`,
`#/dependencies/a`) must land on the same schema: `Moves` records each renaming and the
resolver (`load.Locator`) reads fragments through it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import SchemaError

DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema"

#: The drafts read, by short name, oldest first.
DRAFTS = ("draft4", "draft6", "draft7", "draft2019-09", "draft2020-12")

#: The `$schema` URI of each draft (what `$schema` is compared with once normalised).
URIS = {
    "draft4": "http://json-schema.org/draft-04/schema",
    "draft6": "http://json-schema.org/draft-06/schema",
    "draft7": "http://json-schema.org/draft-07/schema",
    "draft2019-09": "https://json-schema.org/draft/2019-09/schema",
    "draft2020-12": DRAFT_2020_12,
}
_BY_URI = {uri.split("://", 1)[1]: name for name, uri in URIS.items()}

#: OpenAPI 3.0's schema object, read like draft 4 with `nullable` (3.1's is 2020-12's).
OPENAPI_30 = "openapi3.0"
#: A segment of a JSON pointer that the translation took out (`moved` skips it).
GONE = ""

#: The name a translated `$recursiveAnchor: true` takes as a `$dynamicAnchor`; a valid anchor
#: name no schema of 2019-09 can have declared (2019-09 has no `$dynamicAnchor`).
RECURSIVE = "__recursiveAnchor"

# What each draft's keywords are (those that assert, apply subschemas or identify; pure
# annotations never need translating). A later draft's keyword in an older draft's schema is
# renamed to an annotation.
_DRAFT4 = {
    "$schema",
    "$ref",
    "id",
    "definitions",
    "type",
    "enum",
    "multipleOf",
    "maximum",
    "exclusiveMaximum",
    "minimum",
    "exclusiveMinimum",
    "maxLength",
    "minLength",
    "pattern",
    "items",
    "additionalItems",
    "maxItems",
    "minItems",
    "uniqueItems",
    "maxProperties",
    "minProperties",
    "required",
    "additionalProperties",
    "properties",
    "patternProperties",
    "dependencies",
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "format",
}
_DRAFT6 = (_DRAFT4 - {"id"}) | {"$id", "const", "contains", "propertyNames"}
_DRAFT7 = _DRAFT6 | {"if", "then", "else"}
_DRAFT2019 = (_DRAFT7 - {"dependencies", "definitions"}) | {
    "$anchor",
    "$defs",
    "$recursiveRef",
    "$recursiveAnchor",
    "$vocabulary",
    "dependentRequired",
    "dependentSchemas",
    "unevaluatedItems",
    "unevaluatedProperties",
    "minContains",
    "maxContains",
}
KEYWORDS: dict[str, frozenset[str]] = {
    # OpenAPI 3.0's schema object: draft 4's keywords (less `id`), `nullable` beside them
    OPENAPI_30: frozenset(_DRAFT4 - {"id"}),
    "draft4": frozenset(_DRAFT4),
    "draft6": frozenset(_DRAFT6),
    "draft7": frozenset(_DRAFT7),
    "draft2019-09": frozenset(_DRAFT2019),
}
#: The keywords of each 2020-12 vocabulary that a metaschema's `$vocabulary` can turn off
#: (`compile.vocabularies`); the core's cannot be.
KEYWORDS_OF = {
    "applicator": {
        "prefixItems",
        "items",
        "contains",
        "additionalProperties",
        "properties",
        "patternProperties",
        "dependentSchemas",
        "propertyNames",
        "if",
        "then",
        "else",
        "allOf",
        "anyOf",
        "oneOf",
        "not",
    },
    "unevaluated": {"unevaluatedItems", "unevaluatedProperties"},
    "validation": {
        "type",
        "const",
        "enum",
        "multipleOf",
        "maximum",
        "exclusiveMaximum",
        "minimum",
        "exclusiveMinimum",
        "maxLength",
        "minLength",
        "pattern",
        "maxItems",
        "minItems",
        "uniqueItems",
        "maxContains",
        "minContains",
        "maxProperties",
        "minProperties",
        "required",
        "dependentRequired",
    },
    "core": set(),
    "meta-data": set(),
    "content": set(),
    "format-annotation": set(),
    "format-assertion": set(),
}
#: The keywords that mean something in 2020-12 (beyond annotating): one of these in a resource
#: of a draft that lacks it is renamed out of the way.
MEANINGFUL_2020 = frozenset(
    {"$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$defs", "$vocabulary", "format"}
    | set().union(*KEYWORDS_OF.values())
)

# Where subschemas sit, by the shape of the keyword's value (2020-12 and older spellings).
_ONE = frozenset(
    {
        "additionalItems",
        "items",
        "additionalProperties",
        "not",
        "contains",
        "propertyNames",
        "if",
        "then",
        "else",
        "unevaluatedItems",
        "unevaluatedProperties",
        "contentSchema",
    }
)
_MAP = frozenset(
    {"properties", "patternProperties", "definitions", "$defs", "dependentSchemas", "dependencies"}
)
_LIST = frozenset({"allOf", "anyOf", "oneOf", "prefixItems", "items"})

#: A keyword a draft does not have keeps its value under this prefix: an annotation to 2020-12
#: (and to every reader here), still reachable by a JSON pointer through `Moves`.
VOID = "$comment:"

#: (pointer of the translated schema, keyword as written) -> the keyword it became.
Moves = Mapping[tuple[str, str], str]


def draft_of(uri: Any) -> str | None:
    """The short name of the draft a `$schema` value names (`http`/`https`, an empty fragment
    and a trailing `#` alike), None when it names none of them."""
    if not isinstance(uri, str):
        return None
    bare = uri.split("#", 1)[0].rstrip("/")
    if "://" not in bare:
        return None
    return _BY_URI.get(bare.split("://", 1)[1].removesuffix(".json"))


def draft_name(value: str) -> str:
    """A draft given by the user: a short name (`draft7`, `7`, `2019-09`) or a `$schema` URI;
    ValueError when it is none of those read."""
    found = draft_of(value)
    if found:
        return found
    short = value if value.startswith("draft") else f"draft{value}"
    if short in DRAFTS:
        return short
    raise ValueError(f"unknown draft {value!r}; known: {', '.join(DRAFTS)} or their $schema URIs")


def declared_draft(contents: Any) -> str | None:
    """The draft a document's own `$schema` names, if it names one read here."""
    return draft_of(contents.get("$schema")) if isinstance(contents, dict) else None


def translate(
    contents: Any, draft: str = "draft2020-12", where: str = ""
) -> tuple[Any, dict[tuple[str, str], str]]:
    """`contents` (a whole document, read as `draft` where it declares none) as the 2020-12
    schema meaning the same, and the keywords it renamed. A document of draft 2020-12 with no
    resource of another draft inside comes back as the very same object. A document nested
    too deep to walk is a `SchemaError` naming `where` (its file)."""
    moves: dict[tuple[str, str], str] = {}
    try:
        if isinstance(contents, dict) and isinstance(contents.get("openapi"), str):
            return _openapi(contents, moves), moves
        own = declared_draft(contents) or draft
        if own == "draft2020-12" and not _names_an_older_draft(contents):
            return contents, moves  # nothing to read differently: not walked at all
        out = _Translator(moves).schema(contents, own, "", True, contents)
    except RecursionError:  # the walk recurses per level; the document is read iteratively
        raise SchemaError(
            where,
            "",
            "not a schema agentproto can read: nested too deep to read as draft 2020-12 "
            "(the limit for schemas is 500 levels)",
        ) from None
    return out, moves


def _names_an_older_draft(contents: Any) -> bool:
    """Whether a `$schema` anywhere in `contents` names a draft older than 2020-12, found
    without recursion (a document may nest as deep as the parser allows)."""
    stack = [contents]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if draft_of(node.get("$schema")) not in (None, "draft2020-12"):
                return True
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return False


def _openapi(document: dict[str, Any], moves: dict[tuple[str, str], str]) -> dict[str, Any]:
    """An OpenAPI document (3.0 or 3.1) as a schema document whose `$defs` are its
    `components/schemas` (`#/components/schemas/Pet` lands on `#/$defs/Pet`). 3.0's schema
    objects are read as `OPENAPI_30`; 3.1's are 2020-12's, unless `jsonSchemaDialect` names
    another draft."""
    version = str(document["openapi"])
    draft = OPENAPI_30 if version.startswith("3.0") else "draft2020-12"
    draft = draft_of(document.get("jsonSchemaDialect")) or draft
    components = document.get("components")
    schemas = components.get("schemas") if isinstance(components, dict) else None
    out: dict[str, Any] = {"$schema": DRAFT_2020_12}
    if isinstance(document.get("$id"), str):
        out["$id"] = document["$id"]
    translator = _Translator(moves)
    out["$defs"] = {
        name: translator.schema(schema, draft, f"/$defs/{_escape(name)}", False, schema)
        for name, schema in (schemas.items() if isinstance(schemas, dict) else ())
    }
    moves[("", "components")] = "$defs"
    moves[("/$defs", "schemas")] = GONE
    return out


def moved(moves: Moves, prefix: str, fragment: str) -> str:
    """A JSON pointer `fragment`, written against the original document below `prefix` (a
    pointer of the translated one), as a pointer of the translated document."""
    if not moves or not fragment:
        return prefix + fragment
    at = prefix
    for part in fragment.split("/")[1:]:
        key = part.replace("~1", "/").replace("~0", "~")
        key = moves.get((at, key), key)
        if key != GONE:
            at += "/" + key.replace("~", "~0").replace("/", "~1")
    return at


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


class _Translator:
    def __init__(self, moves: dict[tuple[str, str], str]) -> None:
        self.moves = moves

    def schema(self, node: Any, draft: str, at: str, root: bool, resource: Any) -> Any:
        """One schema (a boolean or an object) of `draft`, at pointer `at`; `root`: it begins
        a document; `resource`: the object that begins the schema resource holding it."""
        if not isinstance(node, dict):
            return node
        declared = draft_of(node.get("$schema"))
        if declared and (root or "$id" in node or "id" in node):
            draft = declared  # a resource says its own draft
        if root or self._identifies(node, draft):
            resource = node
        if draft == "draft2020-12":
            return self._walk(node, draft, at, resource, dict(node), keep_same=True)
        return self._older(node, draft, at, root, resource)

    @staticmethod
    def _identifies(node: dict[str, Any], draft: str) -> bool:
        """Whether `node` begins a new schema resource in `draft` (an id with a base part)."""
        word = "id" if draft == "draft4" else "$id"
        value = node.get(word)
        if not isinstance(value, str) or (
            draft in ("draft4", "draft6", "draft7") and "$ref" in node
        ):
            return False
        return bool(value.split("#", 1)[0])

    def _walk(
        self,
        node: dict[str, Any],
        draft: str,
        at: str,
        resource: Any,
        out: dict[str, Any],
        keep_same: bool = False,
    ) -> dict[str, Any]:
        """`out` (the node's keywords, already renamed) with every subschema translated."""
        changed = False
        for key, value in list(out.items()):
            original = key
            if key.startswith(VOID):
                original = key[len(VOID) :]
            here = f"{at}/{_escape(key)}"
            new: Any = value
            if original in _LIST and isinstance(value, list):
                new = [
                    self.schema(v, draft, f"{here}/{i}", False, resource)
                    for i, v in enumerate(value)
                ]
                changed |= any(a is not b for a, b in zip(new, value, strict=True))
            elif original in _MAP and isinstance(value, dict):
                new = {
                    k: self.schema(v, draft, f"{here}/{_escape(k)}", False, resource)
                    if isinstance(v, (dict, bool))
                    else v
                    for k, v in value.items()
                }
                changed |= any(new[k] is not value[k] for k in value)
            elif original in _ONE:
                new = self.schema(value, draft, here, False, resource)
                changed |= new is not value
            out[key] = new
        if keep_same and not changed:
            return node
        return out

    def _older(
        self, node: dict[str, Any], draft: str, at: str, root: bool, resource: dict[str, Any]
    ) -> dict[str, Any]:
        known = KEYWORDS[draft]
        before_2019 = draft != "draft2019-09"
        out: dict[str, Any] = {}
        if root or "$schema" in node:
            # a dialect of the draft (a metaschema of its own) is still named: its vocabularies
            # say which keywords count
            named = node.get("$schema")
            out["$schema"] = (
                named if isinstance(named, str) and not draft_of(named) else DRAFT_2020_12
            )
        if before_2019 and isinstance(node.get("$ref"), str):
            # every keyword beside `$ref` is void; the definitions beside it stay reachable by
            # pointer (they are where refs like `#/definitions/x` land), and a document's own
            # `id` still names it
            out["$ref"] = node["$ref"]
            for key, value in node.items():
                if key in ("$ref", "$schema"):
                    continue
                if key in ("id", "$id") and key in known and root:
                    self._identify(out, value, draft)
                elif key == "definitions":
                    out[key] = value
                elif key in MEANINGFUL_2020 or key in known or key.startswith(VOID):
                    out[self._void(at, key)] = value
                else:
                    out[key] = value
            return self._walk(node, draft, at, resource, out)
        for key, value in node.items():
            if key == "$schema":
                continue
            if key == "nullable" and draft == OPENAPI_30:
                continue  # read with `type` below
            if key == "type" and draft == OPENAPI_30 and node.get("nullable") is True:
                # 3.0.3: `null` joins the types `type` names; the other keywords (an `enum`
                # without null) keep their meaning
                out[key] = [value, "null"] if isinstance(value, str) else value
                continue
            if key not in known:
                out[self._void(at, key) if key in MEANINGFUL_2020 else key] = value
            elif key in ("id", "$id"):
                self._identify(out, value, draft)
            elif key == "items" and isinstance(value, list):
                out["prefixItems"] = value
                self.moves[(at, "items")] = "prefixItems"
                if "additionalItems" in node:
                    out["items"] = node["additionalItems"]
                    self.moves[(at, "additionalItems")] = "items"
            elif key == "additionalItems":
                if not isinstance(node.get("items"), list):
                    out[self._void(at, key)] = value  # meaningless beside a schema `items`
            elif key == "dependencies" and isinstance(value, dict):
                self._dependencies(out, value, at)
            elif key in ("exclusiveMaximum", "exclusiveMinimum") and isinstance(value, bool):
                bound = "maximum" if key == "exclusiveMaximum" else "minimum"
                if value and isinstance(node.get(bound), (int, float)):
                    out[key] = node[bound]
            elif key in ("maximum", "minimum") and draft in ("draft4", OPENAPI_30):
                exclusive = "exclusiveMaximum" if key == "maximum" else "exclusiveMinimum"
                if node.get(exclusive) is not True:
                    out[key] = value
            elif key == "$recursiveAnchor":
                if value is True:
                    out["$dynamicAnchor"] = RECURSIVE
            elif key == "$recursiveRef" and isinstance(value, str):
                dynamic = value == "#" and resource.get("$recursiveAnchor") is True
                word, target = ("$dynamicRef", f"#{RECURSIVE}") if dynamic else ("$ref", value)
                if word in node or word in out:
                    out.setdefault("allOf", []).append({word: target})
                else:
                    out[word] = target
            else:
                out[key] = value
        return self._walk(node, draft, at, resource, out)

    def _void(self, at: str, key: str) -> str:
        self.moves[(at, key)] = VOID + key
        return VOID + key

    @staticmethod
    def _identify(out: dict[str, Any], value: Any, draft: str) -> None:
        """An `id`/`$id` as 2020-12 spells it: the base part an `$id`, a fragment an
        `$anchor` (drafts before 2019-09 named plain-name fragments by `$id`)."""
        if not isinstance(value, str):
            return
        base, _, fragment = value.partition("#")
        if base:
            out["$id"] = base
        if fragment and draft != "draft2019-09" and not fragment.startswith("/"):
            out["$anchor"] = fragment
        elif not base:
            out["$id"] = value  # "#" alone, or a pointer fragment: as written (the
            # metaschema then says what is wrong with it)

    def _dependencies(self, out: dict[str, Any], value: dict[str, Any], at: str) -> None:
        required = {k: v for k, v in value.items() if isinstance(v, list)}
        schemas = {k: v for k, v in value.items() if not isinstance(v, list)}
        if required:
            out["dependentRequired"] = required
        if schemas:
            out["dependentSchemas"] = schemas
        self.moves[(at, "dependencies")] = "dependentSchemas"


def set_draft(documents: list[Any]) -> str:
    """The draft of a schema set's documents that name none: the one draft the others name
    when they agree (a set is written for one draft), else 2020-12."""
    named = {found for contents in documents if (found := declared_draft(contents))}
    return named.pop() if len(named) == 1 else "draft2020-12"
