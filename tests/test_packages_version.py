"""The version every package carries is the schema set's, declared once in its VERSION file."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from agentproto.pipeline import render

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://models.example.org/thing.json",
    "type": "object",
    "properties": {"name": {"type": "string"}},
}


def schema_set(root: Path, version: str | None) -> Path:
    (root / "things").mkdir(parents=True)
    (root / "things" / "thing.json").write_text(json.dumps(SCHEMA))
    if version is not None:
        (root / "VERSION").write_text(version + "\n")
    return root


@pytest.mark.parametrize(("declared", "expected"), [("2.3.4-rc.1", "2.3.4-rc.1"), (None, "0.0.0")])
def test_every_package_carries_the_declared_version(
    tmp_path: Path, declared: str | None, expected: str
) -> None:
    files = render(schema_set(tmp_path / "s", declared), ("python", "typescript", "rust"), "things")
    assert json.loads(files["typescript/package.json"])["version"] == expected
    assert tomllib.loads(files["rust/Cargo.toml"])["package"]["version"] == expected
    assert tomllib.loads(files["python/pyproject.toml"])["project"]["version"] == expected
    # the crate's home is the host the $ids name
    assert tomllib.loads(files["rust/Cargo.toml"])["package"]["homepage"] == (
        "https://models.example.org/"
    )


def test_a_version_file_that_is_not_a_version_is_refused(tmp_path: Path) -> None:
    root = schema_set(tmp_path / "s", "next")
    done = subprocess.run(
        [Path(sys.executable).parent / "agentproto", "generate", "--schema-dir", root,
         "--target", "typescript", "--out-dir", tmp_path / "out"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "VERSION" in done.stderr and "is not a version" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists()


def test_the_go_module_defaults_to_the_host_of_the_ids(tmp_path: Path) -> None:
    files = render(schema_set(tmp_path / "s", None), ("go",), "things")
    assert files["go/go.mod"].startswith("module models.example.org/things\n")
