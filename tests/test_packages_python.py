"""The Python distributions as a registry takes them: agentproto's own wheel and sdist, and the
generated bindings', pass `twine check --strict`; the bindings' wheel installs into a fresh
environment where a first program runs (`tests/package_flows.py`)."""

from __future__ import annotations

import tomllib
import zipfile
from pathlib import Path

import pytest

from package_flows import VERSION, Flow, python_dists, python_flow, twine_check
from support import ROOT, snapshot


@pytest.fixture(scope="module")
def bindings(tmp_path_factory: pytest.TempPathFactory) -> Flow:
    work = tmp_path_factory.mktemp("pybindings")
    assert ROOT not in work.parents
    return python_flow(work)


def test_the_bindings_pass_twine_check_and_run(bindings: Flow) -> None:
    dists = [bindings.artefacts["wheel"], bindings.artefacts["sdist"]]
    assert "PASSED" in twine_check(dists)
    assert bindings.outputs["run"] == '{"input":3,"output":4} True'
    with zipfile.ZipFile(bindings.artefacts["wheel"]) as wheel:
        metadata = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
        text = wheel.read(metadata).decode()
        licensed = [n for n in wheel.namelist() if n.endswith("/licenses/LICENSE")]
    assert f"Version: {VERSION}\n" in text and "License-Expression: MIT" in text
    assert licensed


def test_the_tool_passes_twine_check(tmp_path: Path) -> None:
    source = tmp_path / "source"
    snapshot(source)
    dists = python_dists(source, tmp_path / "dist")
    assert sorted(d.suffix for d in dists) == [".gz", ".whl"]
    assert "PASSED" in twine_check(dists)
    with zipfile.ZipFile(next(d for d in dists if d.suffix == ".whl")) as wheel:
        names = wheel.namelist()
    assert "agentproto/schema/VERSION" in names and "agentproto/templates/LICENSE" in names


def test_every_package_carries_the_licence_of_the_repository() -> None:
    licence = (ROOT / "LICENSE").read_text()
    assert "Copyright (c) 2026 the agentproto authors" in licence
    assert (ROOT / "templates" / "LICENSE").read_text() == licence
    for folder in ("python", "pydantic", "typescript", "rust", "go"):
        assert (ROOT / "generated" / folder / "LICENSE").read_text() == licence, folder


def test_python_packages_follow_the_schema_version() -> None:
    for folder in ("python", "pydantic"):
        meta = tomllib.loads((ROOT / "generated" / folder / "pyproject.toml").read_text())
        assert meta["project"]["version"] == VERSION, folder
        assert meta["project"]["license"] == "MIT", folder
