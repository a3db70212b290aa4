"""The Rust target, built with cargo: the crate compiles and is clippy-clean, and its typed API
behaves (tests/rust/typed.rs). (Its conformance program, every fixture, the stream folds and
the official suite compiled to Rust, runs in `agentproto conformance`:
tests/test_conformance.py.) Built in one cargo target folder outside the repository
(rust_support.target_dir)."""

from __future__ import annotations

import shutil
from typing import Any

import pytest
import rust_support as rs

from support import ROOT


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    rs.cargo()
    out = tmp_path_factory.mktemp("rust")
    bindings = rs.write_bindings(out)
    shutil.copytree(ROOT / "tests" / "rust", bindings / "tests")
    return {"bindings": bindings}


def test_crate_is_clippy_clean(built: dict[str, Any]) -> None:
    done = rs.run_cargo(
        ["clippy", "--quiet", "--all-targets", "--", "-D", "warnings"], built["bindings"]
    )
    assert done.returncode == 0, done.stderr[-5000:]


def test_typed_api(built: dict[str, Any]) -> None:
    done = rs.run_cargo(["test", "--quiet", "--test", "typed"], built["bindings"])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "9 passed" in done.stdout, done.stdout


def test_text_decoder(built: dict[str, Any]) -> None:
    """The text decoder reads valid text into the same values as the long way, refuses what
    the long way refuses (which then names the problems), and reads what serde_json reads."""
    done = rs.run_cargo(["test", "--quiet", "--test", "text_decoder"], built["bindings"])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "8 passed" in done.stdout, done.stdout
