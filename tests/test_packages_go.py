"""The Go module as another team fetches it: generated under a module path they choose
(`--go-module`), served by a local module proxy, `go get` from a scratch module, vetted, and
used by a first program through plain `json.Unmarshal` (`tests/package_flows.py`)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from agentproto.targets.go import module_path_problem
from package_flows import GO_MODULE, VERSION, Flow, go_flow
from support import ROOT


def go_tool() -> str:
    go = shutil.which("go") or "/usr/local/go/bin/go"
    if not Path(go).is_file():
        if os.environ.get("CI") == "true":
            pytest.fail("the Go toolchain is missing under CI")
        pytest.skip("the Go toolchain is not installed")
    return go


@pytest.fixture(scope="module")
def fetched(tmp_path_factory: pytest.TempPathFactory) -> Flow:
    work = tmp_path_factory.mktemp("gomod")
    assert ROOT not in work.parents
    return go_flow(work, go_tool())


def test_go_get_from_the_chosen_path_then_unmarshal_validates(fetched: Flow) -> None:
    """The valid document decodes; the invalid one is an *rt.ValidationError from
    json.Unmarshal itself, not a value whose Valid() is false."""
    assert fetched.outputs["run"] == "3 true"


def test_the_module_vets_clean_and_carries_its_licence(fetched: Flow) -> None:
    assert fetched.outputs["vet"].strip() == ""
    assert fetched.outputs["vet module"].strip() == ""
    with zipfile.ZipFile(fetched.artefacts["module zip"]) as archive:
        names = archive.namelist()
        go_mod = archive.read(f"{GO_MODULE}@v{VERSION}/go.mod").decode()
    assert f"{GO_MODULE}@v{VERSION}/LICENSE" in names
    assert go_mod.startswith(f"module {GO_MODULE}\n")


def test_the_default_module_path_has_a_host() -> None:
    """What `generate` writes without --go-module is a path `go get` could fetch."""
    first = (ROOT / "generated" / "go" / "go.mod").read_text().split("\n")[0]
    path = first.removeprefix("module ")
    assert module_path_problem(path) is None, path
    assert path.split("/")[0] == "agentproto.dev", "the host the schemas' $ids name"


@pytest.mark.parametrize(
    ("path", "problem"),
    [
        ("agentproto-bindings", "no dot"),
        ("Example.com/x", "not a lower-case host"),
        ("example.com//x", "empty element"),
        ("example.com/x y", "character"),
        ("example.com/.x", "starts or ends with a dot"),
    ],
)
def test_a_module_path_go_cannot_fetch_is_refused(tmp_path: Path, path: str, problem: str) -> None:
    done = subprocess.run(
        [Path(sys.executable).parent / "agentproto", "generate", "--target", "go",
         "--go-module", path, "--out-dir", tmp_path / "out"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert problem in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists()
