"""The Go target: a Go module of structs, sealed-interface unions and validators compiled from
the check IR (`emit/go.py`, `emit/go_checks.py`; the runtime in `templates/go/`), formatted by
`gofmt`."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from ..cache import cached_each, executable_parts
from ..emit.go_text import exported, package_name
from ..emit.numbers import Numbers
from ..errors import InstallError
from ..ir import types as t
from ..ir.built import Built
from ..passes.naming import Reserved, check_schema_texts, utf8_text
from .base import Capabilities, Naming, Target


def type_name(text: str) -> str:
    return exported(text, "T")


def helpers(decl: t.Decl) -> list[str]:
    """The names a declaration adds to its package beside its type (`emit/go.py`): its entry
    points, an alias's validators, an enum's constants, the lane filters of a union and the
    dialect converters."""
    name = decl.name
    out = [f"Decode{name}", f"ProblemsOf{name}", f"{name}FromDialect", f"{name}ToDialect"]
    if isinstance(decl, t.Alias):
        out += [f"Validate{name}", f"Valid{name}"]
    if isinstance(decl, t.Enum):
        out += [name + exported(value, "V") for value in decl.values]
    if isinstance(decl, t.TaggedUnion):
        out += [f"{name}To{exported(v.lane, 'L')}" for v in decl.variants if v.lane]
    return out


_IMPORTED = "the name of a package every generated file imports"
RESERVED = Reserved(
    "Go",
    "package",
    modules=(
        ("main", "the name of a Go program's package, which no package may import"),
        ("checks", "the package's validation functions (go/checks)"),
        ("rt", "the package's runtime (go/rt)"),
        ("data", "the package of the schemas' data tables (go/data)"),
        ("cmd", "the folder of the package's programs (go/cmd)"),
        ("dialects", "the package's dialect converters (go/dialects)"),
        *((std, _IMPORTED) for std in ("json", "errors", "fmt", "strings", "regexp2")),
    ),
    helpers=helpers,
    text=utf8_text,
    fields_by_value=True,
)
NAMING = Naming(type_name, package_name, RESERVED)

# The bindings' integer is int64 and their number float64 (what `type: integer` and `type:
# number` admit, so that a valid document decodes); the checks read every number's text
# exactly (math/big where a float64 could be wrong).
NUMBERS = Numbers((-(2**63), 2**63 - 1), None, True, "int64 and float64; checks read the text")
TEMPLATES = "go"


# Go's rules for a module path a `go get` can fetch (golang.org/x/mod's CheckPath): elements
# of ASCII letters, digits and `-._~` joined by `/`, none empty or starting or ending with a dot;
# the first a lower-case host name with a dot in it, not starting with a dash.
_PATH_ELEMENT = re.compile(r"[A-Za-z0-9._~-]+")
_HOST = re.compile(r"[a-z0-9.-]+")


def module_path_problem(path: str) -> str | None:
    """Why `path` cannot be a Go module path that `go get` fetches, or None when it can be."""
    elements = path.split("/")
    if any(not e for e in elements):
        return "it has an empty element (a leading, trailing or double slash)"
    for e in elements:
        if not _PATH_ELEMENT.fullmatch(e):
            return f"the element {e!r} has a character other than ASCII letters, digits, -._~"
        if e.startswith(".") or e.endswith("."):
            return f"the element {e!r} starts or ends with a dot"
    host = elements[0]
    if "." not in host:
        return f"its first element {host!r} has no dot: Go fetches modules by a host name"
    if not _HOST.fullmatch(host) or host.startswith("-"):
        return f"its first element {host!r} is not a lower-case host name"
    return None


def default_module(built: Built, package: str) -> str:
    """The module path when `--go-module` is not given: the package's name under the host the
    schemas' `$id`s name (`agentproto.dev/agentproto-bindings`), else under `example.com`, a
    placeholder a module to be fetched replaces."""
    from ..emit.go import module_path
    from ..emit.package import PLACEHOLDER_HOST, schema_host

    host = schema_host(built.schemas)
    if host is None or module_path_problem(host) is not None:
        host = PLACEHOLDER_HOST  # a host Go's rules refuse (`a_b.com`) is not the module's
    return f"{host}/{module_path(package)}"


def emit(
    built: Built, package: str, templates: Path | None, go_module: str | None = None
) -> dict[str, str]:
    from ..dialects import load_dialects
    from ..emit.go import GoEmitter  # imported when generating
    from ..emit.package import license_text
    from ..emit.python_dialects import hooks_file
    from ..shipped import templates as shipped_templates

    check_schema_texts(((d.rel, d.contents) for d in built.schemas.documents), RESERVED)
    emitter = GoEmitter(built.program, built.checks, package, templates)
    emitter.module = go_module or default_module(built, package)
    # the dialects the schema folder declares: their hooks are named by the declarations, which
    # are checked against the reference hooks (Python's); the Go hooks file must have each too
    emitter.dialects = load_dialects(built.schemas, hooks_file(templates or shipped_templates()))
    files = emitter.emit()
    files["go/LICENSE"] = license_text()
    return files


def go_toolchain(name: str) -> str | None:
    """A Go tool (`go`, `gofmt`) from PATH, else where the Go toolchain installs itself."""
    found = shutil.which(name)
    if found:
        return found
    candidate = Path(os.environ.get("GOROOT", "/usr/local/go")) / "bin" / name
    return str(candidate) if candidate.is_file() else None


def gofmt() -> str | None:
    return go_toolchain("gofmt")


def format_go(files: dict[str, str]) -> dict[str, str]:
    """Each .go file as gofmt writes it (deterministic, so `generate --check` compares bytes):
    one gofmt run over a scratch copy of the files not formatted before (a process per file
    cost more than the formatting); gofmt's output is a function of the text and the gofmt
    executable, so the others come from the cache. Without gofmt the Go target cannot be
    written: an `InstallError` (the CLI's clear message and exit 2), never unformatted files."""
    sources = {path: text for path, text in files.items() if path.endswith(".go")}
    if not sources:
        return dict(files)
    tool = gofmt()
    if tool is None:
        raise InstallError(
            "the Go target needs gofmt (from a Go toolchain, 1.24 or later) on PATH; "
            "install Go, or choose other targets with --target"
        )
    parts = [*executable_parts(tool), Path(__file__).read_bytes()]
    done = cached_each("gofmt", parts, sources, lambda rest: run_gofmt(tool, rest))
    return {path: done.get(path, text) for path, text in files.items()}


def run_gofmt(tool: str, sources: dict[str, str]) -> dict[str, str]:
    with tempfile.TemporaryDirectory(prefix="agentproto-gofmt-") as scratch:
        for path, text in sources.items():
            (Path(scratch) / path).parent.mkdir(parents=True, exist_ok=True)
            (Path(scratch) / path).write_text(text, encoding="utf-8")
        done = subprocess.run([tool, "-w", scratch], capture_output=True, check=False, timeout=120)
        if done.returncode != 0:
            stderr = done.stderr.decode(errors="replace").replace(scratch + os.sep, "")
            raise InstallError(f"gofmt refused the generated Go: {stderr}")
        return {path: (Path(scratch) / path).read_text(encoding="utf-8") for path in sources}


def missing() -> str | None:
    if gofmt() is None:
        return "the go target needs gofmt (from a Go toolchain, 1.24 or later) on PATH"
    return None


def verify_missing() -> str | None:
    if go_toolchain("go") is None:
        return "go is not installed (a Go toolchain, 1.24 or later): go vet proves the go target"
    return None


def verify(folder: Path) -> None:
    """`go vet ./...` in the module: it type-checks every package (and its analysers catch
    what compiles but is wrong); `go.sum` pins the one dependency, fetched once."""
    from .verify import Uncompiled, run_checker

    tool = go_toolchain("go")
    if tool is None:
        raise Uncompiled(verify_missing() or "go is missing")
    run_checker([tool, "vet", "./..."], folder, folder, "go", env={"GOFLAGS": "-mod=readonly"})


def verify_identity() -> list[bytes]:
    """The go command (a release replaces the executable) and the flags it reads."""
    return [*executable_parts(go_toolchain("go") or "go"), os.environ.get("GOFLAGS", "").encode()]


class GoSpeller:
    """The Go emitter's names and types (`targets.base.Speller`)."""

    def __init__(self, built: Built) -> None:
        from ..emit.go import GoEmitter

        self.emitter = GoEmitter(built.program, built.checks, "bindings", None)
        self.program = self.emitter.program  # values that hold themselves made pointers

    def declaration(self, module: str, decl: t.Decl) -> str:
        return decl.name

    def fields(
        self, module: str, record: t.Record, in_module: list[t.Decl]
    ) -> dict[str, tuple[str, str]]:
        names = self.emitter.field_names(record)
        out: dict[str, tuple[str, str]] = {}
        for f, name in zip(record.fields, names, strict=True):
            spelled = self.emitter.type_in(f.type, module)
            out[f.json_name] = (name, spelled if f.required else f"rt.Opt[{spelled}]")
        return out

    def alias(self, module: str, alias: t.Alias, in_module: list[t.Decl]) -> str:
        return str(self.emitter.type_in(alias.type, module))


#: what a schema change does to code written against these bindings (`agentproto diff`)
BREAKS = {
    "nullable": "the field becomes a pointer",
    "required": "the field's type may lose its pointer",
    "optional": "the field may become a pointer",
}


GO = Target(
    "go",
    TEMPLATES,
    emit,
    NAMING,
    format_go,
    "agentproto.conformance.go:conformance",
    capabilities=Capabilities(format_assertion=True, strict_profile=True),
    numbers=NUMBERS,
    options=("go_module",),
    missing=missing,
    verify=verify,
    verify_missing=verify_missing,
    verify_identity=verify_identity,
    label="Go",
    breaks=BREAKS,
    speller=GoSpeller,
)
