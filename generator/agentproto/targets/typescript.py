"""The TypeScript target: an npm package of types, validators and codecs with no run-time
dependencies (`emit/typescript.py`, templates in `templates/typescript/`)."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

from ..emit.numbers import Numbers
from ..emit.package import npm_readme
from ..ir import types as t
from ..ir.built import Built
from ..passes.naming import Reserved
from .base import Capabilities, Naming, Target


def _words(text: str) -> frozenset[str]:
    return frozenset(re.findall(r"\S+", text))


# Words no declaration may be named in a module: ECMAScript's reserved words (strict mode, as
# every ES module is), TypeScript's predefined type names, the strict-mode names no binding may
# take, and the global names a module's code or a reader's code refers to unqualified (a type
# `Object` would shadow the global in its module, and `Record`, `Partial`... are what a user
# writes beside our types). A name that is one of them gets `_` appended.
RESERVED_WORDS = _words(
    """
    break case catch class const continue debugger default delete do else enum export extends
    false finally for function if import in instanceof new null return super switch this throw
    true try typeof var void while with implements interface let package private protected
    public static yield await as async from get of set type declare module namespace require
    any bigint boolean never number object string symbol undefined unknown
    abstract asserts infer is keyof readonly unique satisfies accessor override out
    eval arguments NaN Infinity globalThis
    """
)
GLOBAL_NAMES = _words(
    """
    Object Function Array Number String Boolean Symbol BigInt Math JSON Date RegExp Error
    EvalError RangeError ReferenceError SyntaxError TypeError URIError AggregateError
    Promise Proxy Reflect Map Set WeakMap WeakSet WeakRef FinalizationRegistry ArrayBuffer
    SharedArrayBuffer DataView Atomics Intl Iterator Generator AsyncGenerator
    Int8Array Uint8Array Uint8ClampedArray Int16Array Uint16Array Int32Array Uint32Array
    Float32Array Float64Array BigInt64Array BigUint64Array
    Record Partial Required Readonly Pick Omit Exclude Extract NonNullable Parameters
    ConstructorParameters ReturnType InstanceType ThisParameterType OmitThisParameter
    ThisType Awaited Uppercase Lowercase Capitalize Uncapitalize NoInfer
    PropertyKey ReadonlyArray ArrayLike PromiseLike Iterable IterableIterator
    TemplateStringsArray TypedPropertyDescriptor PropertyDescriptor
    rt ck
    """
)
# The package's own modules (`src/<name>.ts`, `export * as <name>` in the index): a schema
# folder whose module would be one of them gets `_` appended.
OWN_MODULES = frozenset(
    {"index", "runtime", "checks", "behaviour", "behaviour_data", "dialects", "suite"}
)

_NOT_IDENTIFIER = re.compile(r"[^0-9A-Za-z_]")


def typescript_name(text: str, prefix: str, reserved: frozenset[str]) -> str:
    """The rule turning outside text into a TypeScript identifier: every character but ASCII
    letters, digits and `_` becomes `_` (`$` too: generated code keeps it for nothing, and
    ASCII only, so no two texts meet through Unicode escapes or normalisation); an empty name or
    one starting with a digit gets `prefix` in front; a reserved name gets `_` appended.
    Different texts can meet in one name (`a-b` and `a_b`): the callers refuse that, naming
    both."""
    name = _NOT_IDENTIFIER.sub("_", text)
    if not name or name[0].isdigit():
        name = prefix + name
    if name in reserved:
        name += "_"
    return name


def type_name(text: str) -> str:
    return typescript_name(text, "T", RESERVED_WORDS | GLOBAL_NAMES)


def module_name(folder: str) -> str:
    """A schema folder's module: lower case words joined by `_`, as the other targets do."""
    words = re.sub(r"[^0-9a-z]+", "_", folder.lower()).strip("_")
    return typescript_name(words, "m_", RESERVED_WORDS | OWN_MODULES)


NAMING = Naming(type_name, module_name, Reserved("TypeScript"))

# JavaScript has one number type, the double: `JSON.parse` reads an integer text past
# +-(2^53 - 1) as the double nearest it, so the bindings' integers stop there.
SAFE_INTEGERS = (-(2**53 - 1), 2**53 - 1)
NUMBERS = Numbers(SAFE_INTEGERS, SAFE_INTEGERS, False, "number, a double")


def emit(built: Built, package: str, templates: Path | None) -> dict[str, str]:
    from ..dialects import load_dialects
    from ..emit.python_dialects import hooks_file
    from ..emit.typescript import emit_typescript  # imported when generating
    from ..shipped import templates as shipped_templates

    # the dialects' plans are the Python target's, from the same declarations; the hook names
    # they may use are those of the hand-written hook modules (the same in both languages)
    dialects = load_dialects(built.schemas, hooks_file(templates or shipped_templates()))
    files = emit_typescript(built.program, built.checks, package, dialects, NUMBERS, built.schemas)
    meta = json.loads(files["typescript/package.json"])
    files["typescript/README.md"] = npm_readme(built, meta["name"], meta["version"])
    return files


def node_tools_folder() -> Path:
    """The pinned Node tools folder `generate --verify` reads: `AGENTPROTO_NODE_TOOLS`, else
    ./tools/node (`agentproto conformance` is told its folder by `--node-tools`)."""
    return Path(os.environ.get("AGENTPROTO_NODE_TOOLS", "tools/node"))


def pinned_tsc(tools: Path) -> Path:
    """Where `npm ci` in the Node tools folder installs the pinned TypeScript compiler."""
    return tools / "node_modules" / "typescript" / "bin" / "tsc"


def find_tsc(tools: Path | None = None, *, pinned_only: bool = False) -> list[str] | None:
    """The command running tsc: the pinned compiler of the Node tools folder (`tools`, else
    `node_tools_folder()`) run by node from PATH; failing that, unless `pinned_only`, a `tsc`
    on PATH. None when there is none.

    The two callers differ in policy only: `generate --verify` proves the output compiles and
    any tsc will do, while `agentproto conformance` compares behaviour across targets and so
    runs the very compiler the lock file pins (`pinned_only`). The command's first word is
    node whenever the pinned compiler is found, so a caller that needs node too (the
    conformance program runs on it) reads it from there."""
    node = shutil.which("node")
    pinned = pinned_tsc(tools if tools is not None else node_tools_folder())
    if node is not None and pinned.is_file():
        return [node, str(pinned.resolve())]
    if pinned_only:
        return None
    found = shutil.which("tsc")
    return [found] if found else None


def tsc_missing(tools: Path | None = None, *, pinned_only: bool = False) -> str | None:
    """Why `find_tsc` with the same arguments finds nothing, as a user can act on it; None when
    it finds a tsc."""
    if find_tsc(tools, pinned_only=pinned_only) is not None:
        return None
    folder = tools if tools is not None else node_tools_folder()
    if pinned_only:
        if shutil.which("node") is None:
            return "node is not on PATH"
        return f"{pinned_tsc(folder)} is missing: run scripts/setup (npm ci in {folder})"
    return (
        f"tsc is not installed: run scripts/setup (npm ci in {folder}, or set "
        "AGENTPROTO_NODE_TOOLS to such a folder), or put tsc on PATH"
    )


def verify_missing() -> str | None:
    return tsc_missing()


def verify(folder: Path) -> None:
    """`tsc --noEmit` over the package's own tsconfig (strict), run from the output folder so
    that its messages name `typescript/src/...`."""
    from .verify import Uncompiled, run_checker

    tsc = find_tsc()
    if tsc is None:
        raise Uncompiled(verify_missing() or "tsc is missing")
    run_checker(
        [*tsc, "-p", folder.name, "--noEmit", "--pretty", "false"], folder.parent, folder, "ts"
    )


def verify_identity() -> list[bytes]:
    """node and the tsc it runs, with the compiler's version (npm gives every file it installs
    one modification time, so the package's manifest tells one release from another)."""
    from ..cache import executable_parts

    parts: list[bytes] = []
    for word in find_tsc() or []:
        parts += executable_parts(word)
        manifest = Path(word).resolve().parent.parent / "package.json"
        if word.endswith("tsc") and manifest.is_file():
            parts.append(manifest.read_bytes())
    return parts


def unformatted(files: dict[str, str]) -> dict[str, str]:
    """The emitter writes the final layout itself: no formatter, nothing to pin."""
    return files


class TypeScriptSpeller:
    """The TypeScript emitter's names and types (`targets.base.Speller`)."""

    def __init__(self, built: Built) -> None:
        from ..emit.typescript import TypeScriptEmitter

        self.program = built.program
        self.emitter = TypeScriptEmitter(built.program, built.checks, "bindings", NUMBERS)
        self.emitter.documents = {d.uri: d.contents for d in built.schemas.documents}

    def declaration(self, module: str, decl: t.Decl) -> str:
        return decl.name

    def fields(
        self, module: str, record: t.Record, in_module: list[t.Decl]
    ) -> dict[str, tuple[str, str]]:
        return {
            f.json_name: (
                f.json_name + ("" if f.required else "?"),
                self.emitter.field_type(record, f, module, {}),
            )
            for f in record.fields
        }

    def alias(self, module: str, alias: t.Alias, in_module: list[t.Decl]) -> str:
        return self.emitter.spell(alias.type, module, {})


#: what a schema change does to code written against these bindings (`agentproto diff`)
BREAKS = {
    "nullable": "the property type gains | null",
    "required": "{name}?: becomes {name}: (object literals must set it)",
    "optional": "{name}: becomes {name}?: (readers must handle undefined)",
    "required_property_added": "object literals of this type need the new property",
    "enum_value_added": "a switch over the values is no longer exhaustive",
    "union_arm_added": "a switch over the union is no longer exhaustive",
}


TYPESCRIPT = Target(
    "typescript",
    "typescript",
    emit,
    NAMING,
    unformatted,
    "agentproto.conformance.typescript:conformance",
    capabilities=Capabilities(format_assertion=True, strict_profile=True, untyped_unions=True),
    numbers=NUMBERS,
    verify=verify,
    verify_missing=verify_missing,
    verify_identity=verify_identity,
    index_keys_first=True,
    label="TypeScript",
    breaks=BREAKS,
    speller=TypeScriptSpeller,
)
