"""The crate as another team depends on it: `cargo package` clean (its metadata complete, its
requirements caret-style), built from a registry (a local one standing in for crates.io) into a
first program, and by path (`tests/package_flows.py`)."""

from __future__ import annotations

import os
import shutil
import tarfile
import tomllib
from pathlib import Path

import pytest
import rust_support as rs

from package_flows import VERSION, Flow, rust_flow
from support import ROOT


def cargo_tool() -> str:
    cargo = shutil.which("cargo") or str(Path.home() / ".cargo" / "bin" / "cargo")
    if not Path(cargo).is_file():
        if os.environ.get("CI") == "true":
            pytest.fail("the Rust toolchain is missing under CI")
        pytest.skip("cargo is not installed")
    return cargo


@pytest.fixture(scope="module")
def crate(tmp_path_factory: pytest.TempPathFactory) -> Flow:
    work = tmp_path_factory.mktemp("crate")
    assert ROOT not in work.parents
    # the one target folder of the suite's cargo builds, whose dependencies are compiled already
    return rust_flow(work, cargo_tool(), rs.target_dir())


def test_cargo_package_is_clean(crate: Flow) -> None:
    """No warning: description, licence and home are there."""
    assert "warning" not in crate.outputs["package"].lower(), crate.outputs["package"]
    with tarfile.open(crate.artefacts["crate"]) as archive:
        names = archive.getnames()
    assert f"agentproto_bindings-{VERSION}/LICENSE" in names


def test_a_registry_dependency_runs_a_first_program(crate: Flow) -> None:
    assert crate.outputs["registry"].strip() == '{"input":3,"output":4} true'
    assert 'name = "agentproto_bindings"' in crate.outputs["lock"]


def test_a_path_dependency_builds(crate: Flow) -> None:
    assert "Finished" in crate.outputs["path"]


def test_requirements_are_caret_and_the_version_is_the_schema_sets() -> None:
    manifest = tomllib.loads((ROOT / "generated" / "rust" / "Cargo.toml").read_text())
    assert manifest["package"]["version"] == VERSION
    assert manifest["package"]["license"] == "MIT"
    assert "publish" not in manifest["package"]
    for name, requirement in manifest["dependencies"].items():
        version = requirement if isinstance(requirement, str) else requirement["version"]
        assert version[0].isdigit(), f"{name} = {version!r} is not a caret requirement"
