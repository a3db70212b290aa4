"""Session-wide settings: Hypothesis's profile, the pass count of the official suite's optional
cases, and the builds every test file shares (tests/support.py says which, and how to use
them)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import HealthCheck, settings

# The suite runs on two shared cores, often beside other builds: how long one example takes to
# draw or run says nothing about the property under test, so timing is never a failure.
settings.register_profile("agentproto", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("agentproto")

if TYPE_CHECKING:
    from support import ConformancePrograms


@pytest.fixture(scope="session")
def conformance_programs(tmp_path_factory: pytest.TempPathFactory) -> ConformancePrograms:
    """Each target's conformance program for a schema folder, built once per session
    (`support.ConformancePrograms`)."""
    from support import ConformancePrograms

    return ConformancePrograms(tmp_path_factory.mktemp("conformance-programs"))


@pytest.fixture(scope="session")
def rust_crate(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The crate generated from schema/ with tests/rust as its tests, written once per session;
    tests build it where it is, in cargo's one target folder, and write nothing into it."""
    import rust_support as rs

    from support import ROOT

    rs.cargo()
    crate = rs.write_bindings(tmp_path_factory.mktemp("rust-crate"))
    shutil.copytree(ROOT / "tests" / "rust", crate / "tests")
    return crate


@pytest.fixture(scope="session")
def typescript_package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The TypeScript package generated from schema/ (strict keywords), compiled by the pinned
    `tsc -p` into its dist/ once per session. A test may add a file to it for one `tsc` run
    and must remove it again."""
    from support import render_into, typescript_toolchain

    node, compiler = typescript_toolchain()
    package = render_into(tmp_path_factory.mktemp("ts"), "typescript") / "typescript"
    built = subprocess.run(
        [node, str(compiler), "-p", str(package)], check=False, capture_output=True, text=True
    )
    assert built.returncode == 0, built.stdout[-3000:]
    return package


@pytest.fixture(scope="session")
def go_module(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Go module generated from schema/ (strict keywords), written once per session in one
    folder, so that Go's build cache, which keys a package by its folder, compiles it once.
    A test that adds files to it (Go tests, a program) removes them when done: other tests
    check that it holds the generated files and nothing else."""
    from support import render_into

    return render_into(tmp_path_factory.mktemp("go"), "go") / "go"


def pytest_terminal_summary(terminalreporter: Any) -> None:
    suite = sys.modules.get("test_official_suite") or sys.modules.get("tests.test_official_suite")
    results: dict[str, list[int]] = getattr(suite, "OPTIONAL_RESULTS", {})
    if not results:
        return
    passed = sum(p for p, _ in results.values())
    total = sum(t for _, t in results.values())
    terminalreporter.section("JSON Schema Test Suite, optional cases, every draft")
    for name, (p, t) in sorted(results.items()):
        terminalreporter.write_line(f"{p:4d}/{t:<4d} {name}")
    terminalreporter.write_line(f"{passed:4d}/{total:<4d} passed in all")
