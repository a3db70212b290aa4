"""Preparing the Rust program: the crate generated from the schema folder, and a program crate
beside it (`templates/rust/conformance.rs`) linking it with the official suite's schemas
compiled to Rust by the bindings' check writer, one module per group, built once by cargo
(its target folder outside the work folder, so later runs build only what changed)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..compile import check_program
from ..emit import rust_formats
from ..emit.rust import DEPENDENCIES
from ..emit.rust_checks import FORMATS_HEADER, HEADER, RustChecks
from ..emit.rust_text import rust_string
from ..errors import SchemaError, SchemaErrors, Unsupported
from ..load import split_uri
from ..pipeline import render
from ..shipped import templates
from ..targets.base import ConformanceWork, SuiteGroup
from ..targets.rust import NUMBERS, cargo, target_dir


def group_module(
    schema: Any, given: Mapping[str, Any], format_assertion: bool = False
) -> tuple[str, int]:
    """One group's schema as Rust check functions (the body of a module, with the header it
    needs) and the number of its root function, built as `agentproto.compile` builds a
    validator."""
    program, root = check_program(schema, resources=given, format_assertion=format_assertion)
    writer = RustChecks(program, NUMBERS)
    body = writer.render()
    # the runtime is the bindings'; the format checkers are the program's own copy, in `suite`
    # (the bindings hold none unless their own checks assert a format)
    head = HEADER + (FORMATS_HEADER if writer.uses_formats else "")
    head = head.replace("crate::runtime", "agentproto_bindings::runtime")
    head = head.replace("crate::formats", "crate::suite::formats")
    return f"{head}\n{body}", writer.entry(root)


def asserts_formats(groups: tuple[SuiteGroup, ...]) -> bool:
    return any(group.formats for group in groups)


def hand_written(name: str) -> str:
    return (templates() / "rust" / name).read_text()


def suite_source(groups: tuple[SuiteGroup, ...], resources: Mapping[str, Any]) -> str:
    """The program's `suite.rs`: `validate(group, value)`, and the format checkers
    (`formats.rs` beside it). A group that does not compile is left out; its cases are
    answered "no such group", and fail. The groups of the suite's format files are compiled
    with `format` asserted."""
    given = {split_uri(uri)[0]: doc for uri, doc in resources.items()}
    modules, arms = [], []
    for n, group in enumerate(groups):
        try:
            body, root = group_module(group.group["schema"], given, group.formats)
        except (SchemaError, SchemaErrors, Unsupported):
            continue
        modules.append(f"mod g{n} {{\n{body}}}\n")
        arms.append(
            f"{rust_string(group.id)} => {{ let mut e = Vec::new(); "
            f'g{n}::c_{root}(x, "", &mut e, false); Some((g{n}::v_{root}(x), e)) }}'
        )
    return (
        "#![allow(clippy::all, unused_variables, unused_mut, dead_code, unreachable_code)]\n"
        "use agentproto_bindings::runtime::Problem;\nuse serde_json::Value;\n\n"
        + ('#[path = "formats.rs"]\npub mod formats;\n\n' if asserts_formats(groups) else "")
        + "pub fn validate(group: &str, x: &Value) -> Option<(bool, Vec<Problem>)> {\n"
        "    match group {\n"
        + "\n".join(arms)
        + "\n        _ => None,\n    }\n}\n\n"
        + "\n".join(modules)
    )


#: The program's features, each on when the bindings have the module it needs (the module a
#: schema folder asks for with `x-behaviour`, or the dialect engine).
FEATURES = {
    "fold": "behaviour.rs",
    "fold_response": "behaviour_openresponses.rs",
    "plan": "behaviour_agent.rs",
    "dialects": "dialects.rs",
}


def program_features(bindings: Path) -> str:
    """The `[features]` table of the program crate for these bindings ("" when none apply)."""
    on = [name for name, module in FEATURES.items() if (bindings / "src" / module).exists()]
    if not on:
        return ""
    listed = ", ".join(json.dumps(name) for name in on)
    return f"\n[features]\ndefault = [{listed}]\n" + "".join(f"{name} = []\n" for name in on)


def write_program(
    crate: Path,
    bindings: Path,
    groups: tuple[SuiteGroup, ...] = (),
    resources: Mapping[str, Any] | None = None,
) -> Path:
    """The program crate in `crate`, linking the generated crate in `bindings`, with the
    suite's groups compiled to Rust (none: it answers fixture, fold and dialect requests)."""
    (crate / "src").mkdir(parents=True, exist_ok=True)
    (crate / "Cargo.toml").write_text(
        '[package]\nname = "agentproto_rust_conformance"\nversion = "0.1.0"\nedition = "2021"\n'
        "publish = false\n\n[dependencies]\n"
        f"agentproto_bindings = {{ path = {json.dumps(str(bindings))} }}\n"
        'serde_json = { version = "=1.0.154", features = ["preserve_order", "float_roundtrip"] }\n'
        # what the format checkers match their grammars with
        + (f"regress = {DEPENDENCIES['regress']}\n" if asserts_formats(groups) else "")
        + program_features(bindings)
    )
    shutil.copy(bindings / "Cargo.lock", crate / "Cargo.lock")
    shutil.copy(templates() / "rust" / "conformance.rs", crate / "src" / "main.rs")
    (crate / "src" / "suite.rs").write_text(suite_source(groups, resources or {}))
    if asserts_formats(groups):
        made = rust_formats.files(str(crate / "src"), "//! Unicode data\n", hand_written)
        for path, text in made.items():
            Path(path).write_text(text)
    return crate


def conformance(work: ConformanceWork) -> list[str]:
    """The Rust target's conformance hook."""
    tool = cargo()
    for rel, text in render(work.schema_dir, ("rust",), strict_keywords=False).items():
        path = work.work / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    crate = write_program(
        work.work / "conformance", work.work / "rust", work.groups, work.resources
    )
    env = {**os.environ, "CARGO_TARGET_DIR": str(target_dir()), "CARGO_TERM_COLOR": "never"}
    done = subprocess.run(
        [tool, "build", "--quiet"], cwd=crate, env=env, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"cargo build failed on the generated Rust:\n{done.stderr[-4000:]}")
    return [str(target_dir() / "debug" / "agentproto_rust_conformance")]
