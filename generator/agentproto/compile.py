"""`agentproto.compile`: a validator for any schema, made by the same code path as the generated
bindings (check IR -> Python source), then loaded with `exec` instead of written to a file."""

from __future__ import annotations

import base64
import itertools
import marshal
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from . import drafts
from .cache import cached, generator_digest
from .emit.python_checks import CheckWriter
from .errors import SchemaError, SchemaErrors, Unsupported
from .ir import checks as c
from .load import (
    DIALECT,
    Document,
    SchemaSet,
    check_document,
    escape,
    index_once,
    join,
    schema_set,
    split_uri,
)
from .lower.checks import CheckBuilder
from .passes.checks import closes, endless_cycle, entered_at, needed_evaluations
from .plan.depth import plan_depth
from .runtime_module import runtime

#: The base URI of a schema without an `$id`; relative references resolve against it.
DEFAULT_BASE = "https://agentproto.invalid/schema.json"
_names = itertools.count(1)


@dataclass(frozen=True)
class Validator:
    """Validation of one schema: `is_valid(x)` (the fast path) and `errors(x)` (every problem,
    each with instance pointer, keyword, message and schema location). Where the schema
    recurses with the document, a value nested deeper than the runtime's `MAX_DEPTH` is
    invalid, with one `maxDepth` problem (`bounded`: the schema cannot, and the validator is
    called without that bookkeeping; see `plan/depth.py`). `strict`: the strict profile, where
    a property the schema does not name is a problem wherever the schema leaves the object
    open by omission."""

    valid: Callable[[Any], bool] = field(repr=False)
    check: Callable[[Any, str, list[Any], bool], None] = field(repr=False)
    source: str = field(repr=False)  # the generated Python, for the curious
    strict: bool = False
    # the strict profile at the root: (properties the root's schemas evaluate, schema location)
    closure: tuple[Callable[[Any], set[Any]], str] | None = field(default=None, repr=False)
    bounded: bool = False

    def is_valid(self, instance: Any) -> bool:
        if self.strict:
            return bool(runtime().strictly_valid(self.valid, self.check, instance, self.closure))
        if self.bounded:
            return bool(self.valid(instance))
        return bool(runtime().is_valid(self.valid, instance))

    def errors(self, instance: Any) -> list[Any]:
        collect = runtime().errors_bounded if self.bounded else runtime().errors
        return list(collect(self.check, instance, self.strict, self.closure))

    def validate(self, instance: Any) -> None:
        """Raise `ValidationError` listing every problem, if there is one."""
        if not self.is_valid(instance):
            raise runtime().ValidationError(self.errors(instance))


def check_program(
    schema: Any,
    *,
    resources: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
    trusted: bool = False,
    draft: str | None = None,
) -> tuple[c.CheckProgram, c.FunctionKey]:
    """The check IR of `schema` and the key of its root function: what every target's
    validator is written from (`compile_schema` for Python, the TypeScript conformance
    program for TypeScript). `draft`: what `schema` is read as when it names no `$schema`
    (`draft7`, a `$schema` URI), else the one draft `schema` and `resources` name, else
    2020-12; a resource naming none is read as the draft of `schema`."""
    given = {split_uri(uri)[0]: contents for uri, contents in (resources or {}).items()}
    # the draft: the one `$schema` names, else the one its metaschema is written in (a
    # dialect of a draft), else `draft`
    named = schema.get("$schema") if isinstance(schema, dict) else None
    own = drafts.declared_draft(schema) or (drafts.draft_name(draft) if draft else None)
    if isinstance(named, str) and own is None:
        own = drafts.declared_draft(given.get(split_uri(named)[0]))
    if own is None:  # else the one draft the schema's documents name, as a loaded set's
        own = drafts.set_draft([schema, *given.values()])
    schema, moves = drafts.translate(schema, own or "draft2020-12")
    base = schema.get("$id", DEFAULT_BASE) if isinstance(schema, dict) else DEFAULT_BASE
    base = split_uri(join(DEFAULT_BASE, base))[0]
    dialect = schema.get("$schema", DIALECT) if isinstance(schema, dict) else DIALECT
    disabled, asserts_format = vocabularies(dialect, given)
    errors: list[SchemaError] = []
    documents = [_document("", base, schema, errors, dialect, trusted, moves)]
    known = translated_metaschemas()
    for uri, (contents, renamed) in known.items():
        if uri != base:
            documents.append(_document(uri, uri, contents, errors, DIALECT, True, renamed))
    for uri, contents in given.items():
        if uri != base and uri not in known:
            contents, moves = drafts.translate(contents, own or "draft2020-12")
            documents.append(_document(uri, uri, contents, errors, DIALECT, True, moves))
    schemas = schema_set(Path("."), documents, errors)
    if not trusted:
        # a resource is checked only when the schema reaches it: one that is never referenced
        # (of a draft or dialect this schema does not use, say) changes nothing
        used = reached(schemas, base)
        for doc in schemas.documents:
            if doc.uri in used and doc.uri in given and doc.uri != base:
                check_document(doc.uri, doc.contents, errors, False, metaschema())
        if errors:
            raise SchemaErrors(errors)
    builder = CheckBuilder(
        schemas, format_assertion or asserts_format, strict_keywords=False, disabled=disabled
    )
    root = builder.entry(base, "")
    program = builder.build()
    endless_cycle(program)
    return program, root


def compile_schema(
    schema: Any,
    *,
    resources: Mapping[str, Any] | None = None,
    format_assertion: bool = False,
    trusted: bool = False,
    strict: bool = False,
    draft: str | None = None,
) -> Validator:
    """A validator for `schema` (a dict or a boolean). `resources` maps URIs to the documents
    that remote `$ref`s name; nothing is ever fetched. Raises `Unsupported` for what cannot be
    honoured and `SchemaError`/`SchemaErrors` for a schema that is not valid 2020-12 (checks
    skipped when `trusted`: the metaschema itself is compiled so). `strict` makes the
    validator check the strict profile (see `Validator`). A schema of an older draft is
    read with that draft's meaning: its `$schema` says which, else `draft` (see
    `check_program`)."""
    program, root = check_program(
        schema,
        resources=resources,
        format_assertion=format_assertion,
        trusted=trusted,
        draft=draft,
    )
    return compile_program(program, root, strict)


def function_numbers(program: c.CheckProgram) -> dict[c.FunctionKey, int]:
    """The number each function of `program` has in the Python `compile_program` writes
    (`_valid_<n>`, `_check_<n>`): its place in the program, so the same program numbers its
    functions alike wherever it is compiled (python-native's C stands for them by these
    names)."""
    return {fn.key: i for i, fn in enumerate(program.functions)}


def compile_program(
    program: c.CheckProgram, root: c.FunctionKey, strict: bool = False
) -> Validator:
    """The validator of a check program (`check_program`) entered at `root`: its Python
    written and loaded (`compile_schema`)."""
    numbers = function_numbers(program)
    schemas = {fn.key: fn.schema for fn in program.functions}
    depth = plan_depth(schemas)
    writer = CheckWriter(lambda key, mode: f"_{mode}_{numbers[key]}", schemas, depth=depth)
    needed = needed_evaluations(program)
    functions = []
    for fn in program.functions:
        n = numbers[fn.key]
        functions += [
            writer.valid_function(f"_valid_{n}", fn.schema, fn.key),
            writer.check_function(f"_check_{n}", fn.schema),
        ]
        functions += [
            writer.evaluated_function(f"_{kind}_{n}", fn.schema, kind)
            for kind, keys in sorted(needed.items())
            if fn.key in keys
        ]
    source = (
        "\n\n\n".join(
            [
                "import re\nfrom collections.abc import Callable\nfrom typing import Any",
                "\n".join(writer.constants),
                *functions,
                *writer.predicates,
                "\n".join(writer.tables),
            ]
        )
        + "\n"
    )
    rt = runtime()  # the names generated modules import, given directly
    namespace: dict[str, Any] = {
        "__name__": f"agentproto.compiled_{next(_names)}",
        "rt": rt,
        "Problem": rt.Problem,
    }
    exec(compile(source, f"<agentproto.compile {root.uri}>", "exec"), namespace)  # noqa: S102
    top = entered_at(program, root)
    closure = (
        (namespace[f"_properties_{numbers[root]}"], top.at) if closes(top, writer.schemas) else None
    )
    return Validator(
        namespace[f"_valid_{numbers[root]}"],
        namespace[f"_check_{numbers[root]}"],
        source,
        strict,
        closure,
        root not in depth.guarded,
    )


@cache
def metaschema() -> Validator:
    """The 2020-12 metaschema, compiled by agentproto itself (from documents we trust): what
    the loader checks schemas with. Writing its Python is most of what loading schemas costs,
    and a function of the generator alone (the metaschemas come from an installed
    distribution), so the compiled code comes from the cache keyed by `generator_digest`. That
    code is run, so it is taken only from an entry whose keyed digest verifies (written by
    agentproto on this machine, under this machine's key, for this very generator: see
    `cache.py`); anything else in its place is compiled again and written over."""
    made: list[Validator] = []

    def make() -> dict[str, str]:
        made.append(compile_schema({"$ref": DIALECT}, resources=metaschemas(), trusted=True))
        return described(made[0])

    parts = [b"metaschema 3", generator_digest()]
    entry = cached("metaschema", parts, make, keep=4, valid=is_described, output=False)
    if made:
        return made[0]
    try:
        return revived(entry)
    except (ValueError, TypeError, KeyError, EOFError):  # not what `described` writes: remake
        return compile_schema({"$ref": DIALECT}, resources=metaschemas(), trusted=True)


DESCRIBED = frozenset({"source", "code", "valid", "check", "closure", "at", "strict"})


def is_described(entry: dict[str, str]) -> bool:
    """Whether `entry` has the shape `described` gives (its digest has been verified)."""
    return set(entry) == DESCRIBED


def described(validator: Validator) -> dict[str, str]:
    """A compiled validator as the cache keeps it: its code (marshalled: compiling the source
    again would cost a third of making it) and the names of its functions."""
    code = compile(validator.source, f"<agentproto.compile {DEFAULT_BASE}>", "exec")
    closure = validator.closure
    return {
        "source": validator.source,
        "code": base64.b64encode(marshal.dumps(code)).decode(),
        "valid": validator.valid.__name__,
        "check": validator.check.__name__,
        "closure": closure[0].__name__ if closure else "",
        "at": closure[1] if closure else "",
        "strict": "1" if validator.strict else "",
    }


def revived(entry: dict[str, str]) -> Validator:
    """The validator `described` gave `entry` of, as `compile_schema` made it."""
    rt = runtime()
    namespace: dict[str, Any] = {
        "__name__": f"agentproto.compiled_{next(_names)}",
        "rt": rt,
        "Problem": rt.Problem,
    }
    exec(marshal.loads(base64.b64decode(entry["code"])), namespace)  # noqa: S102
    closure = (namespace[entry["closure"]], entry["at"]) if entry["closure"] else None
    return Validator(
        namespace[entry["valid"]],
        namespace[entry["check"]],
        entry["source"],
        bool(entry["strict"]),
        closure,
    )


def reached(schemas: SchemaSet, start: str) -> set[str]:
    """The documents of `schemas` that references from document `start` reach, it included."""
    locator = schemas.locator
    seen = {start}
    todo = [start]
    while todo:
        for uri in locator.referenced(todo.pop()) - seen:
            seen.add(uri)
            todo.append(uri)
    return seen


@cache
def translated_metaschemas() -> dict[str, tuple[Any, drafts.Moves]]:
    """`metaschemas`, each read as 2020-12 (`drafts.translate`), once per process; never
    changed, so a set holding them indexes each once (`load.index_once`)."""
    translated: dict[str, tuple[Any, drafts.Moves]] = {
        uri: drafts.translate(contents) for uri, contents in metaschemas().items()
    }
    for contents, _ in translated.values():
        index_once(contents)
    return translated


@cache
def metaschemas() -> dict[str, Any]:
    """The metaschemas of every draft read (`drafts.DRAFTS`), known without fetching them
    (schemas may `$ref` them), by their URI without fragment."""
    from jsonschema_specifications import REGISTRY

    prefixes = tuple(uri.rpartition("/")[0] + "/" for uri in drafts.URIS.values())
    return {
        split_uri(uri)[0]: REGISTRY.contents(uri)
        for uri in sorted(REGISTRY)
        if uri.startswith(prefixes) and "draft-03" not in uri
    }


VOCABULARY = "https://json-schema.org/draft/2020-12/vocab/"
VOCABULARY_2019 = "https://json-schema.org/draft/2019-09/vocab/"


def vocabularies(dialect: str, given: Mapping[str, Any]) -> tuple[frozenset[str], bool]:
    """What a custom metaschema's `$vocabulary` turns off: (keywords to ignore, whether
    `format` asserts). A vocabulary it requires that we do not know is `Unsupported`."""
    if split_uri(dialect)[0] in (DIALECT, split_uri(DIALECT)[0]):
        return frozenset(), False
    meta = given.get(split_uri(dialect)[0])
    if not isinstance(meta, dict):
        raise Unsupported(
            "schema", "/$schema", f"unknown dialect {dialect!r}: pass its metaschema as a resource"
        )
    written = drafts.draft_of(meta.get("$schema", DIALECT))
    if written not in ("draft2019-09", "draft2020-12"):
        raise Unsupported(
            dialect,
            "/$schema",
            "only metaschemas written in draft 2019-09 or 2020-12 declare vocabularies",
        )
    declared = meta.get("$vocabulary")
    if not isinstance(declared, dict):
        return frozenset(), False
    enabled = set()
    for uri, required in declared.items():
        name = uri.removeprefix(VOCABULARY) if uri.startswith(VOCABULARY) else None
        if uri.startswith(VOCABULARY_2019):  # 2019-09's applicator held the unevaluated ones
            name = uri.removeprefix(VOCABULARY_2019)
            enabled |= {"unevaluated"} if name == "applicator" else set()
            name = "format-annotation" if name == "format" else name
        if name in drafts.KEYWORDS_OF:
            enabled.add(name)
        elif required:
            raise Unsupported(
                dialect, f"/$vocabulary/{escape(uri)}", f"required vocabulary {uri!r} is unknown"
            )
    disabled = frozenset(
        k for name, words in drafts.KEYWORDS_OF.items() if name not in enabled for k in words
    )
    return disabled, "format-assertion" in enabled


def _document(
    rel: str,
    uri: str,
    contents: Any,
    errors: list[SchemaError],
    dialect: str = DIALECT,
    trusted: bool = False,
    moves: drafts.Moves | None = None,
) -> Document:
    if not isinstance(contents, (dict, bool)):
        raise SchemaErrors(
            [
                SchemaError(
                    rel or "schema",
                    "",
                    f"expected a schema (object or boolean), found {type(contents).__name__}",
                )
            ]
        )
    if isinstance(contents, dict) and dialect != DIALECT:
        contents = {
            k: v for k, v in contents.items() if k != "$schema"
        }  # checked against 2020-12 itself
    if not trusted:
        check_document(rel or "schema", contents, errors, False, metaschema())
    return Document(Path(rel or "schema"), rel, uri, contents, moves or {})
