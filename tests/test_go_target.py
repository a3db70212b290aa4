"""The Go target: the generated module builds, is `go vet` clean and gofmt-formatted, its own
Go tests pass, and its output does not depend on key or file order. (Its conformance program,
fixtures, folds and the official suite, runs in `agentproto conformance`:
tests/test_conformance.py.) Under CI=true a missing Go toolchain fails; elsewhere these tests
skip, saying why."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GO = shutil.which("go") or (
    "/usr/local/go/bin/go" if Path("/usr/local/go/bin/go").is_file() else None
)

if GO is None:
    if os.environ.get("CI"):
        raise RuntimeError("the Go toolchain (go) is needed for the Go target's tests")
    pytest.skip(
        "no Go toolchain (go) on PATH: the Go target's tests need one", allow_module_level=True
    )


def go(args: list[str], cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [GO, *args], cwd=cwd, input=stdin, capture_output=True, text=True, timeout=600, check=False
    )


@pytest.fixture(scope="module")
def module(go_module: Path) -> Path:
    """The Go module generated from our schemas: the session's (tests/conftest.py)."""
    return go_module


def test_builds_vets_and_is_formatted(module: Path) -> None:
    vet = go(["vet", "./..."], module)
    assert vet.returncode == 0, vet.stderr
    gofmt = Path(GO).parent / "gofmt"
    listed = subprocess.run(
        [str(gofmt), "-l", "."], cwd=module, capture_output=True, text=True, check=False
    )
    assert listed.returncode == 0 and listed.stdout == "", listed.stdout + listed.stderr


def test_header_is_go_generated_marker(module: Path) -> None:
    for path in module.rglob("*.go"):
        first = path.read_text().splitlines()[0]
        assert first.startswith("// Code generated ") and first.endswith(" DO NOT EDIT."), path


def test_go_tests_of_the_bindings(module: Path) -> None:
    """tests/go/*_test.go, run with `go test` inside the generated module."""
    copies = [module / "agent" / path.name for path in (ROOT / "tests" / "go").glob("*_test.go")]
    for copy in copies:
        shutil.copy(ROOT / "tests" / "go" / copy.name, copy)
    try:
        done = go(["test", "./agent/"], module)
    finally:  # the module is the session's: what other files check holds generated files only
        for copy in copies:
            copy.unlink()
    assert done.returncode == 0, done.stdout + done.stderr


def test_go_output_is_deterministic_whatever_the_key_and_file_order(tmp_path: Path) -> None:
    """`generate --check` compares bytes, so the Go target must write the same ones from the same
    schemas, whatever the order of keys and files."""
    from test_generator import shuffled_copy

    from agentproto.pipeline import format_files, render

    first = format_files(render(ROOT / "schema", ("go",), strict_keywords=True))
    shuffled = tmp_path / "schema"
    shuffled_copy(ROOT / "schema", shuffled, 3)
    assert format_files(render(shuffled, ("go",), strict_keywords=True)) == first
