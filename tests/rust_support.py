"""Building and running the Rust target in tests: the generated crate, and a conformance
program (templates/rust/conformance.rs) linking it with the official suite's schemas compiled
to Rust by the same check writer. Cargo's target folder is outside the repository."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest

from agentproto.compile import DEFAULT_BASE, _document, metaschemas, vocabularies
from agentproto.conformance.rust import program_features
from agentproto.emit.rust_checks import HEADER, RustChecks
from agentproto.emit.rust_text import rust_string
from agentproto.errors import SchemaError, SchemaErrors, Unsupported
from agentproto.load import DIALECT, join, schema_set, split_uri
from agentproto.lower.checks import CheckBuilder
from agentproto.passes.checks import endless_cycle
from agentproto.pipeline import format_files, render
from support import ROOT, SCHEMA_DIR

TEMPLATES = ROOT / "templates" / "rust"
SUITE = ROOT / ".venv" / "share" / "json-schema-test-suite"
OTHER_DRAFTS = ("draft3", "draft4", "draft6", "draft7", "draft2019-09", "draft-next")


def cargo() -> str:
    """The cargo binary; under CI a missing toolchain fails, elsewhere the test is skipped."""
    found = shutil.which("cargo")
    for home in filter(None, [os.environ.get("CARGO_HOME"), str(Path.home() / ".cargo")]):
        candidate = Path(home) / "bin" / "cargo"
        if found is None and candidate.is_file() and os.access(candidate, os.X_OK):
            found = str(candidate)  # where rustup puts it, when the path does not name it
    if found is None:
        message = "cargo is not installed: the Rust target's tests need a Rust toolchain"
        if os.environ.get("CI"):
            raise RuntimeError(message)
        pytest.skip(message)
    return found


def target_dir() -> Path:
    return Path(
        os.environ.get(
            "AGENTPROTO_CARGO_TARGET", Path(tempfile.gettempdir()) / "agentproto-cargo-target"
        )
    )


def run_cargo(args: list[str], crate: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "CARGO_TARGET_DIR": str(target_dir()), "CARGO_TERM_COLOR": "never"}
    return subprocess.run(
        [cargo(), *args], cwd=crate, env=env, capture_output=True, text=True, check=False
    )


def write_bindings(
    out: Path, schema_dir: Path = SCHEMA_DIR, package: str = "agentproto_bindings"
) -> Path:
    """Generates the rust target from `schema_dir` into `out/rust`; returns the crate folder."""
    files = format_files(render(schema_dir, ("rust",), package=package, strict_keywords=True))
    for rel, text in files.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text)
    return out / "rust"


# --- the official suite, compiled to Rust ---------------------------------------------------


def remotes() -> dict[str, Any]:
    base = SUITE / "remotes"
    return {
        f"http://localhost:1234/{p.relative_to(base).as_posix()}": json.loads(p.read_text())
        for p in sorted(base.rglob("*.json"))
        if p.relative_to(base).parts[0] not in OTHER_DRAFTS
    }


def suite_groups() -> list[tuple[str, str, dict[str, Any]]]:
    """(group id `file/index`, file, group) of every required file of draft 2020-12."""
    draft = SUITE / "tests" / "draft2020-12"
    found = []
    for path in sorted(draft.glob("*.json")):
        for i, group in enumerate(json.loads(path.read_text())):
            found.append((f"{path.stem}/{i}", path.name, group))
    return found


def group_module(schema: Any, given: dict[str, Any]) -> tuple[str, int]:
    """One group's schema as Rust check functions (the body of a module) and the number of
    its root function, built as `agentproto.compile` builds a validator."""
    base = schema.get("$id", DEFAULT_BASE) if isinstance(schema, dict) else DEFAULT_BASE
    base = split_uri(join(DEFAULT_BASE, base))[0]
    dialect = schema.get("$schema", DIALECT) if isinstance(schema, dict) else DIALECT
    disabled, asserts_format = vocabularies(dialect, given)
    errors: list[SchemaError] = []
    documents = [_document("", base, schema, errors, dialect, False)]
    for uri, contents in {**metaschemas(), **given}.items():
        if uri != base:
            documents.append(_document(uri, uri, contents, errors, DIALECT, uri in metaschemas()))
    schemas = schema_set(Path("."), documents, errors)
    builder = CheckBuilder(schemas, asserts_format, strict_keywords=False, disabled=disabled)
    root = builder.entry(base, "")
    program = builder.build()
    endless_cycle(program)
    writer = RustChecks(program)
    return writer.render(), writer.entry(root)


def suite_source(groups: list[tuple[str, str, dict[str, Any]]]) -> tuple[str, dict[str, str]]:
    """The conformance program's `suite.rs` and the groups that could not be compiled (id ->
    why)."""
    given = {split_uri(uri)[0]: doc for uri, doc in remotes().items()}
    modules, arms, refused = [], [], {}
    for n, (gid, _, group) in enumerate(groups):
        try:
            body, root = group_module(group["schema"], given)
        except (SchemaError, SchemaErrors, Unsupported) as exc:
            refused[gid] = f"{type(exc).__name__}: {exc}"
            continue
        modules.append(
            f"mod g{n} {{\n{HEADER.replace('crate::runtime', 'agentproto_bindings::runtime')}\n{body}}}\n"
        )
        arms.append(
            f'{rust_string(gid)} => {{ let mut e = Vec::new(); g{n}::c_{root}(x, "", &mut e); '
            f"Some((g{n}::v_{root}(x), e)) }}"
        )
    source = (
        "#![allow(clippy::all, unused_variables, unused_mut, dead_code, unreachable_code)]\n"
        "use agentproto_bindings::runtime::Problem;\nuse serde_json::Value;\n\n"
        "pub fn validate(group: &str, x: &Value) -> Option<(bool, Vec<Problem>)> {\n"
        "    match group {\n"
        + "\n".join(arms)
        + "\n        _ => None,\n    }\n}\n\n"
        + "\n".join(modules)
    )
    return source, refused


def write_conformance(
    out: Path, bindings: Path, groups: list[tuple[str, str, dict[str, Any]]]
) -> tuple[Path, dict[str, str]]:
    crate = out / "conformance"
    (crate / "src").mkdir(parents=True, exist_ok=True)
    (crate / "Cargo.toml").write_text(
        '[package]\nname = "agentproto_rust_conformance"\nversion = "0.1.0"\nedition = "2021"\n'
        "publish = false\n\n[dependencies]\n"
        f"agentproto_bindings = {{ path = {json.dumps(str(bindings))} }}\n"
        'serde_json = { version = "=1.0.154", features = ["preserve_order", "float_roundtrip"] }\n'
        + program_features(bindings)
    )
    shutil.copy(bindings / "Cargo.lock", crate / "Cargo.lock")
    shutil.copy(TEMPLATES / "conformance.rs", crate / "src" / "main.rs")
    source, refused = suite_source(groups)
    (crate / "src" / "suite.rs").write_text(source)
    return crate, refused


def talk(binary: Path, requests: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Runs the conformance program once over every request; answers by id."""
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    done = subprocess.run([str(binary)], input=lines, capture_output=True, text=True, check=False)
    answers = {}
    for line in done.stdout.split("\n"):
        if line.strip():
            answer = json.loads(line)
            answers[str(answer.pop("id"))] = answer
    if done.returncode != 0:
        raise RuntimeError(
            f"the conformance program exited {done.returncode}: {done.stderr[-2000:]}"
        )
    return answers
