"""The one finder of the TypeScript compiler (`targets.typescript.find_tsc`): `generate
--verify` takes the pinned tsc, else one on PATH; `agentproto conformance` takes the pinned one
only, and says what to run when it is missing."""

from __future__ import annotations

import shutil
import stat
from pathlib import Path

import pytest

from agentproto.conformance.typescript import toolchain
from agentproto.errors import ToolchainMissing
from agentproto.targets.typescript import find_tsc, tsc_missing, verify_missing


def _node_and_tsc_on_path(monkeypatch: pytest.MonkeyPatch, bin_dir: Path) -> None:
    """PATH holding only a node and a tsc of our own (scripts that do nothing)."""
    bin_dir.mkdir()
    for name in ("node", "tsc"):
        tool = bin_dir / name
        tool.write_text("#!/bin/sh\n")
        tool.chmod(tool.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", str(bin_dir))


def _pinned(folder: Path) -> Path:
    tsc = folder / "node_modules" / "typescript" / "bin" / "tsc"
    tsc.parent.mkdir(parents=True)
    tsc.write_text("// the pinned compiler\n")
    return tsc


def test_without_the_pinned_tsc_verify_falls_back_and_conformance_refuses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _node_and_tsc_on_path(monkeypatch, tmp_path / "bin")
    tools = tmp_path / "tools"
    assert find_tsc(tools) == [str(tmp_path / "bin" / "tsc")]
    assert tsc_missing(tools) is None
    assert find_tsc(tools, pinned_only=True) is None
    with pytest.raises(ToolchainMissing, match=r"tools/node_modules/typescript/bin/tsc is missing"):
        toolchain(tools)


def test_the_pinned_tsc_is_taken_by_both_and_run_by_node(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _node_and_tsc_on_path(monkeypatch, tmp_path / "bin")
    tsc = _pinned(tmp_path / "tools")
    node = str(tmp_path / "bin" / "node")
    assert find_tsc(tmp_path / "tools") == [node, str(tsc.resolve())]
    assert find_tsc(tmp_path / "tools", pinned_only=True) == [node, str(tsc.resolve())]
    assert toolchain(tmp_path / "tools") == (node, tsc.resolve())


def test_verify_reads_the_tools_folder_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _node_and_tsc_on_path(monkeypatch, tmp_path / "bin")
    (tmp_path / "bin" / "tsc").unlink()
    monkeypatch.setenv("AGENTPROTO_NODE_TOOLS", str(tmp_path / "elsewhere"))
    missing = verify_missing()
    assert missing is not None and str(tmp_path / "elsewhere") in missing
    _pinned(tmp_path / "elsewhere")
    assert verify_missing() is None
    found = find_tsc()
    assert found is not None and found[1].startswith(str(tmp_path / "elsewhere"))


def test_no_node_is_named_as_the_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _pinned(tmp_path / "tools")
    empty = tmp_path / "empty"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    assert shutil.which("node") is None
    assert tsc_missing(tmp_path / "tools", pinned_only=True) == "node is not on PATH"
    with pytest.raises(ToolchainMissing, match="node is not on PATH"):
        toolchain(tmp_path / "tools")
