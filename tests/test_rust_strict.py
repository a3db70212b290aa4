"""The Rust target's strict profile reports what Python's reports: on every example (valid and
invalid), and on copies with an unknown property added at the root and in the first nested
object, `validate_strict` of the generated crate (through its `problems(module, name, value,
strict)`) and `errors(x, strict=True)` of the Python bindings agree on what only the strict
profile reports ((pointer, keyword) pairs beyond the default profile's) and on whether there is
any problem at all. The program is a crate of this test's own linking the session's crate
(tests/conftest.py), built once in cargo's one target folder. Under CI=true a missing cargo
fails; elsewhere these tests skip, saying why."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import rust_support as rs

from agentproto.conformance.runner import entity_names
from agentproto.targets.rust import NAMING
from bindings import validators
from support import ROOT, fixtures, with_unknowns

# JSON lines `{"module", "name", "payload"}` in; one line per case out: the problems of the
# strict profile, then of the default one, each as [[pointer, keyword], ...]
PROGRAM_RS = """use agentproto_bindings::runtime::Problem;
use serde_json::{json, Value};
use std::io::{BufRead, Write};

fn pairs(problems: &[Problem]) -> Value {
    problems.iter().map(|p| json!([p.pointer, p.keyword])).collect()
}

fn main() {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for line in std::io::stdin().lock().lines() {
        let case: Value = serde_json::from_str(&line.expect("a line")).expect("a JSON case");
        let text = |key: &str| case[key].as_str().unwrap_or_default().to_string();
        let (module, name) = (text("module"), text("name"));
        let answer = [true, false].map(|strict| {
            let found = agentproto_bindings::problems(&module, &name, &case["payload"], strict);
            pairs(&found.unwrap_or_else(|| panic!("no entity {module}.{name}")))
        });
        writeln!(out, "{}", json!(answer)).expect("standard output");
    }
}
"""


def program(bindings: Path, crate: Path) -> Path:
    """The program crate in `crate`, linking `bindings`, built; the path of its binary."""
    (crate / "src").mkdir(parents=True)
    (crate / "src" / "main.rs").write_text(PROGRAM_RS, encoding="utf-8")
    (crate / "Cargo.toml").write_text(
        '[package]\nname = "agentproto_rust_strict"\nversion = "0.0.0"\nedition = "2021"\n'
        "publish = false\n\n[dependencies]\n"
        f"agentproto_bindings = {{ path = {json.dumps(str(bindings))} }}\n"
        'serde_json = { version = "1", features = ["preserve_order", "float_roundtrip"] }\n',
        encoding="utf-8",
    )
    (crate / "Cargo.lock").write_text((bindings / "Cargo.lock").read_text(), encoding="utf-8")
    done = rs.run_cargo(["build", "--quiet"], crate)
    assert done.returncode == 0, done.stderr[-5000:]
    return rs.target_dir() / "debug" / "agentproto_rust_strict"


def test_strict_profile_reports_what_python_reports(rust_crate: Path, tmp_path: Path) -> None:
    names = entity_names(ROOT / "schema", NAMING)
    cases = [
        (fixture.entity, payload)
        for fixture in fixtures()
        for payload in with_unknowns(fixture.payload())
    ]
    binary = program(rust_crate, tmp_path / "strict")
    lines = "".join(
        json.dumps({"module": names[e][0], "name": names[e][1], "payload": p}) + "\n"
        for e, p in cases
    )
    done = subprocess.run(
        [str(binary)], input=lines, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    answers = [json.loads(line) for line in done.stdout.split("\n") if line]
    assert len(answers) == len(cases)
    strict_problems = 0
    for (entity, payload), (strict, default) in zip(cases, answers, strict=True):
        _, errors = validators(entity)
        python_strict = {(p.pointer, p.keyword) for p in errors(payload, strict=True)}
        python_default = {(p.pointer, p.keyword) for p in errors(payload)}
        rust_strict = {(p, k) for p, k in strict}
        rust_default = {(p, k) for p, k in default}
        # what only the strict profile reports (the default profiles' lists may differ where a
        # union fails, each target choosing the arms worth showing)
        assert sorted(rust_strict - rust_default) == sorted(python_strict - python_default), (
            entity,
            payload,
        )
        assert bool(rust_strict) == bool(python_strict), (entity, payload)
        # the strict profile only adds: what the default one finds, it finds too
        assert rust_default <= rust_strict, (entity, payload)
        strict_problems += bool(python_strict - python_default)
    print(f"{len(cases)} documents, {strict_problems} with problems only the strict profile has")
    assert strict_problems > 100
