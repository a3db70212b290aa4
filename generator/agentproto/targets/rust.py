"""The Rust target: a crate of typed records, tag-first tagged unions, three-state fields and
generated validation (`emit/rust.py`, `emit/rust_checks.py`, templates in `templates/rust/`),
formatted with rustfmt."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

from ..cache import cached_each, executable_parts
from ..emit.numbers import Numbers
from ..emit.package import homepage, schema_version
from ..emit.rust_text import helper_stem, rust_name
from ..errors import InstallError, ToolchainMissing
from ..ir import types as t
from ..ir.built import Built
from ..passes.naming import Reserved, check_schema_texts, utf8_text
from .base import Capabilities, Naming, Target
from .held_comments import formatted_holding_out
from .pieces import formatted_in_pieces

TEMPLATES = "rust"  # templates/rust/, packaged as agentproto/templates/rust


def module_name(folder: str) -> str:
    return rust_name(re.sub(r"[^0-9a-z]+", "_", folder.lower()).strip("_"), "m_")


def type_name(text: str) -> str:
    return rust_name(text, "T")


def helpers(decl: t.Decl) -> list[str]:
    """The functions a declaration adds to its module beside its type: an alias, having no
    type of its own to hang methods on, gets `<name>_validate`, `<name>_validate_strict` and
    `<name>_is_valid`."""
    if isinstance(decl, t.Alias):
        fn = helper_stem(decl.name)
        return [f"{fn}_validate", f"{fn}_validate_strict", f"{fn}_is_valid"]
    return []


_CRATE = "a crate the package depends on"
_STD = "a crate of Rust's standard library"
RESERVED = Reserved(
    "Rust",
    modules=(
        ("lib", "the crate root src/lib.rs"),
        ("main", "src/main.rs, which Cargo would build as a program"),
        ("checks", "the package's validation functions (src/checks.rs)"),
        ("runtime", "the package's runtime (src/runtime.rs)"),
        ("formats", "the package's format checkers (src/formats.rs), when it asserts formats"),
        ("rt", "the name every module gives the runtime (use crate::runtime as rt)"),
        ("behaviour", "the package's behaviour module (src/behaviour.rs)"),
        ("dialects", "the package's dialect converters (src/dialects.rs)"),
        ("dialect_hooks", "the package's dialect hooks (src/dialect_hooks.rs)"),
        ("dialect_plans", "the package's dialect plans (src/dialect_plans.rs)"),
        ("serde", _CRATE),
        ("serde_json", _CRATE),
        ("indexmap", _CRATE),
        ("regress", _CRATE),
        ("std", _STD),
        ("core", _STD),
        ("alloc", _STD),
    ),
    module_prefixes=(("behaviour_", "the prefix of the package's per-folder behaviour modules"),),
    helpers=helpers,
    text=utf8_text,
)
NAMING = Naming(type_name, module_name, RESERVED)

# The bindings' integer is i64 (what `type: integer` admits, and what decoding holds);
# serde_json reads an integer text as i64 or u64, and a longer one as the nearest f64.
NUMBERS = Numbers(
    (-(2**63), 2**63 - 1), (-(2**63), 2**64 - 1), False, "i64 and f64; serde_json i64, u64, f64"
)


def emit(built: Built, package: str, templates: Path | None) -> dict[str, str]:
    from ..dialects import load_dialects
    from ..emit.python_dialects import hooks_file
    from ..emit.rust import RustEmitter
    from ..shipped import templates as shipped_templates

    check_schema_texts(((d.rel, d.contents) for d in built.schemas.documents), RESERVED)
    base = templates or shipped_templates()
    emitter = RustEmitter(built.program, built.checks, package, base / TEMPLATES, NUMBERS)
    # the dialects the schema folder declares, the same IR the Python engine runs (its hook
    # module, the reference, names the hooks a declaration may use)
    emitter.dialects = load_dialects(built.schemas, hooks_file(base))
    emitter.version = schema_version(built.schemas)
    emitter.homepage = homepage(built.schemas)
    return emitter.emit()


def find_rustfmt() -> str | None:
    """rustfmt on the path, else where rustup installs it (`$CARGO_HOME/bin`, `~/.cargo/bin`),
    which a shell's path often names but a hook's or a CI step's may not."""
    found = shutil.which("rustfmt")
    if found is not None:
        return found
    homes = [os.environ.get("CARGO_HOME"), str(Path.home() / ".cargo")]
    for home in filter(None, homes):
        candidate = Path(home) / "bin" / "rustfmt"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return None


def format_rust(files: dict[str, str]) -> dict[str, str]:
    """Every `.rs` file as `rustfmt` (edition 2021, default style) writes it; rustfmt reads
    standard input, so nothing touches the disk and the output is the same on every run. The
    files are formatted concurrently: one of them (the checks) takes most of the time. Its
    output is a function of the text, the options and the rustfmt it reports being (`rustup`
    may switch toolchains behind one path), so a file formatted before comes from the cache."""
    rustfmt = find_rustfmt()
    if rustfmt is None:
        raise InstallError("rustfmt is not installed: the rust target formats its output with it")
    sources = {path: text for path, text in files.items() if path.endswith(".rs")}
    if not sources:
        return dict(files)
    parts = [rustfmt_version(rustfmt).encode(), Path(__file__).read_bytes()]
    # doc comments held out: a description edit then formats nothing anew; of a file that
    # changed otherwise, only the items new since its last run are formatted
    done = formatted_holding_out(
        {path: trimmed(text) for path, text in sources.items()},
        DOC_COMMENT,
        lambda skeletons: cached_each(
            "rustfmt",
            parts,
            skeletons,
            lambda rest: formatted_in_pieces(
                "rustfmt-pieces", parts, rest, lambda texts: run_rustfmt(rustfmt, texts)
            ),
        ),
    )
    return {path: done.get(path, text) for path, text in files.items()}


# rustfmt (default options: no comment wrapping nor normalising) keeps a doc comment's text and
# only indents it with its item
DOC_COMMENT = re.compile(r"([ \t]*)(///|//!)(.*)")


def trimmed(text: str) -> str:
    """`text` without trailing spaces, which rustfmt would refuse to leave in a comment."""
    return "\n".join(line.rstrip() for line in text.split("\n"))


@cache
def rustfmt_version(rustfmt: str) -> str:
    """What `rustfmt --version` says, with the executable's own identity."""
    try:
        done = subprocess.run(
            [rustfmt, "--version"], capture_output=True, text=True, check=False, timeout=60
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise InstallError(f"cannot run rustfmt ({rustfmt}): {exc}") from None
    if done.returncode != 0:
        raise InstallError(f"rustfmt --version failed: {done.stderr[-2000:]}")
    return "\n".join([done.stdout.strip(), *(p.decode() for p in executable_parts(rustfmt))])


def run_rustfmt(rustfmt: str, sources: dict[str, str]) -> dict[str, str]:
    def one(path: str, text: str) -> str:
        text = trimmed(text)
        done = subprocess.run(
            [rustfmt, "--edition", "2021", "--emit", "stdout"],
            input=text,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            raise InstallError(f"rustfmt refused {path}: {done.stderr[-2000:]}")
        return done.stdout

    with ThreadPoolExecutor(max_workers=max(1, len(sources))) as pool:
        formatted = {path: pool.submit(one, path, text) for path, text in sources.items()}
        return {path: each.result() for path, each in formatted.items()}


def missing() -> str | None:
    if find_rustfmt() is None:
        return (
            "rustfmt is not installed (rustup component add rustfmt): the rust target formats "
            "its output with it"
        )
    return None


def cargo() -> str:
    """cargo from PATH, else where rustup puts it."""
    found = shutil.which("cargo")
    for home in filter(None, [os.environ.get("CARGO_HOME"), str(Path.home() / ".cargo")]):
        candidate = Path(home) / "bin" / "cargo"
        if found is None and candidate.is_file() and os.access(candidate, os.X_OK):
            found = str(candidate)
    if found is None:
        raise ToolchainMissing("cargo is not on PATH: install a Rust toolchain (rustup)")
    return found


def target_dir() -> Path:
    """Cargo's build folder, shared by runs (`AGENTPROTO_CARGO_TARGET`, else one in this user's
    build folder, `verify.build_folder`, else the temp folder)."""
    from .verify import build_folder

    chosen = os.environ.get("AGENTPROTO_CARGO_TARGET")
    if chosen:
        return Path(chosen)
    builds = build_folder()
    return (
        builds / "cargo-target"
        if builds
        else Path(tempfile.gettempdir()) / "agentproto-cargo-target"
    )


def verify_missing() -> str | None:
    try:
        cargo()
    except ToolchainMissing as exc:
        return str(exc)
    return None


def verify(folder: Path) -> None:
    """A check build of the crate (`cargo check`'s profile) with its warnings denied, as the
    project's `clippy -D warnings` gate denies them, in cargo's shared target folder
    (`AGENTPROTO_CARGO_TARGET`, the conformance programs' too). `cargo rustc` hands `-D
    warnings` to this crate alone: the dependencies are compiled once per machine, not again
    with other flags. Short messages (`rust/src/x.rs:3:5: error...`)."""
    from .verify import run_checker

    command = [cargo(), "rustc", "--locked", "--quiet", "--lib", "--profile", "check"]
    command += ["--message-format", "short", "--", "-D", "warnings"]
    env = {"CARGO_TARGET_DIR": str(target_dir()), "CARGO_TERM_COLOR": "never"}
    run_checker(command, folder, folder, "rs", env=env)


def verify_identity() -> list[bytes]:
    """cargo, and the rustc it runs as `rustc -vV` tells it (cargo is often rustup's proxy,
    the same executable whichever toolchain it picks)."""
    tool = cargo()
    rustc = Path(tool).with_name("rustc")
    try:
        done = subprocess.run(
            [str(rustc) if rustc.is_file() else "rustc", "-vV"],
            capture_output=True,
            check=False,
            timeout=60,
        )
        version = done.stdout if done.returncode == 0 else b""
    except (OSError, subprocess.TimeoutExpired):
        version = b""
    return [*executable_parts(tool), version]


class RustSpeller:
    """The Rust emitter's paths, field identifiers and types (`targets.base.Speller`)."""

    def __init__(self, built: Built) -> None:
        from ..emit.rust import RustEmitter
        from ..shipped import templates

        self.emitter = RustEmitter(
            built.program, built.checks, "bindings", templates() / TEMPLATES, NUMBERS
        )
        self.program = self.emitter.program  # values of several JSON types as typed sums

    def declaration(self, module: str, decl: t.Decl) -> str:
        return self.emitter.path(t.QualifiedName(module, decl.name))

    def fields(
        self, module: str, record: t.Record, in_module: list[t.Decl]
    ) -> dict[str, tuple[str, str]]:
        from ..emit.rust import RECORD_RESERVED, first_free
        from ..emit.rust_text import field_name

        seen: dict[str, str] = {}
        owner = t.QualifiedName(module, record.name)
        out: dict[str, tuple[str, str]] = {}
        for f in record.fields:
            ident = first_free(field_name(f.json_name, RECORD_RESERVED), seen, "_")
            seen[ident] = f.json_name
            out[f.json_name] = (ident, self.emitter.field_type(owner, f)[0])
        return out

    def alias(self, module: str, alias: t.Alias, in_module: list[t.Decl]) -> str:
        return str(self.emitter.rust_type(alias.type))


#: what a schema change does to code written against these bindings (`agentproto diff`)
BREAKS = {
    "nullable": "the field becomes Option<...>",
    "required": "Option<T> becomes T",
    "optional": "T becomes Option<T>",
    "property_added": "a struct literal of this type must name the new field",
    "enum_value_added": "a match over the enum is no longer exhaustive",
    "union_arm_added": "a match over the enum is no longer exhaustive",
}


RUST = Target(
    "rust",
    TEMPLATES,
    emit,
    NAMING,
    format_rust,
    "agentproto.conformance.rust:conformance",
    capabilities=Capabilities(format_assertion=True, strict_profile=True),
    numbers=NUMBERS,
    missing=missing,
    verify=verify,
    verify_missing=verify_missing,
    verify_identity=verify_identity,
    label="Rust",
    breaks=BREAKS,
    speller=RustSpeller,
)
