"""The Rust target, built with cargo: the crate compiles and is clippy-clean, and its typed API
behaves (tests/rust/typed.rs). (Its conformance program, every fixture, the stream folds and
the official suite compiled to Rust, runs in `agentproto conformance`:
tests/test_conformance.py.) Built in one cargo target folder outside the repository
(rust_support.target_dir)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import rust_support as rs

from agentproto.pipeline import render
from support import SCHEMA_DIR


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


def test_doc_comments_held_out_of_rustfmt_change_nothing(tmp_path: Path) -> None:
    """rustfmt sees the crate with each run of doc comments as one placeholder line (so a
    description edit formats nothing anew), and what comes back is what rustfmt writes for the
    whole text: the canonical crate, and a set whose descriptions run over many lines at every
    depth (records, fields, enum members, a union's arms) and hold code-like text."""
    from agentproto.targets.rust import find_rustfmt, format_rust, run_rustfmt

    rustfmt = find_rustfmt()
    if rustfmt is None:
        rs.cargo()  # fails under CI, skips elsewhere, saying why
        pytest.skip("rustfmt is not installed")
    schema = tmp_path / "schema" / "docs"
    schema.mkdir(parents=True)
    long = "First line.\n\n    indented like code {\n}\n/// not a marker\nLast, with `ticks`."
    (schema / "thing.json").write_text(
        json.dumps(
            {
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "$id": "https://example.com/docs/thing.json",
                "title": "Thing",
                "description": long,
                "type": "object",
                "properties": {
                    "kind": {"enum": ["a", "b"], "description": long},
                    "either": {
                        "description": long,
                        "oneOf": [
                            {"type": "string", "description": long},
                            {"type": "integer", "description": "short"},
                        ],
                    },
                },
                "required": ["kind"],
            }
        )
    )
    for folder in (SCHEMA_DIR, tmp_path / "schema"):
        files = render(folder, ("rust",), strict_keywords=True)
        sources = {path: text for path, text in files.items() if path.endswith(".rs")}
        held = format_rust(sources)
        assert held == run_rustfmt(rustfmt, sources), folder
