"""Building and running the Rust target in tests: the generated crate, and the conformance
program (templates/rust/conformance.rs) linking it, written as `agentproto conformance` writes
it (`agentproto.conformance.rust`). Cargo's target folder is outside the repository."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from agentproto.conformance import rust as program
from agentproto.errors import ToolchainMissing
from agentproto.pipeline import format_files, render
from support import SCHEMA_DIR

target_dir = program.target_dir


def cargo() -> str:
    """The cargo binary; under CI a missing toolchain fails, elsewhere the test is skipped."""
    try:
        return program.cargo()
    except ToolchainMissing as exc:
        message = f"the Rust target's tests need a Rust toolchain: {exc}"
        if os.environ.get("CI"):
            raise RuntimeError(message) from exc
        pytest.skip(message)


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


def write_conformance(out: Path, bindings: Path) -> Path:
    """The conformance program's crate in `out/conformance`, linking `bindings` (no suite
    groups: it answers fixture, fold and dialect requests)."""
    return program.write_program(out / "conformance", bindings)


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
