"""The Rust target, built with cargo: the crate compiles and is clippy-clean, and its typed API
behaves (tests/rust/typed.rs). (Its conformance program, every fixture, the stream folds and
the official suite compiled to Rust, runs in `agentproto conformance`:
tests/test_conformance.py.) Built in one cargo target folder outside the repository
(rust_support.target_dir)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import rust_support as rs


@pytest.fixture(scope="module")
def built(rust_crate: Path) -> dict[str, Any]:
    """The session's crate (tests/conftest.py), built once for every file that tests it."""
    return {"bindings": rust_crate}


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
