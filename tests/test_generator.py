"""The generator end to end: golden output per IR kind, determinism, no drift in generated/,
strict checks on the generated code, and the behaviour of the generated classes."""

from __future__ import annotations

import importlib
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from agentproto.pipeline import render
from agentproto.write import format_python
from support import ROOT

GOLDEN = ROOT / "tests" / "golden"
CASES = sorted(p.name for p in GOLDEN.iterdir() if (p / "schema").is_dir())
UPDATE = os.environ.get("AGENTPROTO_UPDATE_GOLDEN") == "1"
VENV_BIN = Path(sys.executable).parent


def generate_python(schema_dir: Path, package: str = "golden") -> dict[str, str]:
    return format_python(render(schema_dir, ("python",), package, strict_keywords=True))


@pytest.mark.parametrize("case", CASES)
def test_golden(case: str) -> None:
    """Each IR kind's output, byte for byte (AGENTPROTO_UPDATE_GOLDEN=1 rewrites the goldens)."""
    files = {
        p: t
        for p, t in generate_python(GOLDEN / case / "schema").items()
        if not p.endswith(
            ("_runtime.py", "__init__.py", "py.typed", "pyproject.toml", "LICENSE", "README.md")
        )
    }
    expected_dir = GOLDEN / case / "expected"
    if UPDATE:
        shutil.rmtree(expected_dir, ignore_errors=True)
        for path, text in files.items():
            (expected_dir / path).parent.mkdir(parents=True, exist_ok=True)
            (expected_dir / path).write_text(text)
    expected = {
        p.relative_to(expected_dir).as_posix(): p.read_text()
        for p in expected_dir.rglob("*")
        if p.is_file()
    }
    assert files == expected


def shuffled_copy(src: Path, dst: Path, seed: int) -> None:
    """The schema set with every object's keys in a random order, files written in a random order."""
    rng = random.Random(seed)

    def shuffle(node: object) -> object:
        if isinstance(node, dict):
            items = list(node.items())
            rng.shuffle(items)
            return {k: shuffle(v) for k, v in items}
        if isinstance(node, list):
            return [shuffle(v) for v in node]  # arrays are ordered: keep them
        return node

    paths = sorted(src.rglob("*.json"))
    rng.shuffle(paths)
    for path in paths:
        target = dst / path.relative_to(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(shuffle(json.loads(path.read_text())), indent=1))
    # data tables, dialect declarations and the version are copied as they are (a declaration's
    # `defaults` are in the order reading fills them in)
    copied = [*(src / "data").glob("*.yaml"), *(src / "dialects").glob("*.yaml")]
    for path in sorted([*copied, *src.glob("VERSION")]):
        target = dst / path.relative_to(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(path.read_text())


def test_generation_is_deterministic_whatever_the_key_and_file_order(tmp_path: Path) -> None:
    first = render(ROOT / "schema", ("python",), strict_keywords=True)
    assert render(ROOT / "schema", ("python",), strict_keywords=True) == first
    for seed in (1, 2):
        shuffled = tmp_path / f"s{seed}" / "schema"
        shuffled_copy(ROOT / "schema", shuffled, seed)
        assert render(shuffled, ("python",), strict_keywords=True) == first


def test_generated_tree_is_up_to_date() -> None:
    """generated/ must equal a fresh generation from schema/ and templates/ (CI fails on drift)."""
    proc = subprocess.run(
        [
            VENV_BIN / "agentproto",
            "generate",
            "--check",
            "--strict-keywords",
            "--schema-dir",
            ROOT / "schema",
            "--out-dir",
            ROOT / "generated",
        ],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]


def test_check_reports_drift_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    ok = subprocess.run(
        [VENV_BIN / "agentproto", "generate", "--target", "python", "--out-dir", out],
        check=False,
        capture_output=True,
        text=True,
    )
    assert ok.returncode == 0, ok.stderr
    module = out / "python" / "agentproto_bindings" / "agent.py"
    module.write_text(module.read_text().replace("class AssistantMessage", "class Edited"))
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    proc = subprocess.run(
        [VENV_BIN / "agentproto", "generate", "--target", "python", "--out-dir", out, "--check"],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1
    assert "-class Edited" in proc.stdout and "+class AssistantMessage" in proc.stdout
    assert before == {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}


@pytest.mark.parametrize(
    "tool",
    [
        ["ruff", "check", "--no-cache"],
        ["ruff", "format", "--check", "--no-cache"],
        ["mypy", "--strict", "--cache-dir", "/dev/null"],
    ],
)
def test_generated_python_passes_strict_checks(tool: list[str]) -> None:
    package = ROOT / "generated" / "python" / "agentproto_bindings"
    proc = subprocess.run(
        [VENV_BIN / tool[0], *tool[1:], package],
        check=False,
        capture_output=True,
        text=True,
        cwd=package.parent,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]


def test_state_machine_enum() -> None:
    golden = importlib.import_module("agentproto_bindings.openresponses")
    status = golden.ResponseStatus
    assert status("queued").move_to(status("in_progress")) is status("in_progress")
    with pytest.raises(ValueError, match="terminal"):
        status("completed").move_to(status("in_progress"))
    assert status("completed").is_terminal and not status("queued").is_terminal


def test_absent_and_null_stay_apart() -> None:
    agent = importlib.import_module("agentproto_bindings.agent")
    from agentproto_bindings import UNSET

    base = {
        "role": "assistant",
        "content": [{"type": "text", "text": "Done."}],
        "stop_reason": "stop",
        "timestamp": 1731600000000,
    }
    absent = agent.AssistantMessage.from_dict(base)
    assert absent.error_message is UNSET and "error_message" not in absent.to_dict()
    with_null = dict(base, error_message=None)
    schema = json.loads((ROOT / "schema/agent/assistant_message.json").read_text())
    if "null" in json.dumps(schema["properties"]["error_message"].get("type", "")):
        assert agent.AssistantMessage.from_dict(with_null).to_dict() == with_null


def test_decoding_reports_every_problem_with_pointers() -> None:
    agent = importlib.import_module("agentproto_bindings.agent")
    from agentproto_bindings import ValidationError

    bad = {
        "role": "assistant",
        "content": [{"type": "text"}, {"type": "tool_call", "id": 7}],
        "stop_reason": "finished",
        "timestamp": -1,
        "surprise": True,
    }
    with pytest.raises(ValidationError) as caught:
        agent.AssistantMessage.from_dict(bad)
    found = {(p.pointer, p.keyword) for p in caught.value.problems}
    assert ("/content/0", "required") in found
    assert ("/content/1/id", "type") in found
    assert ("/stop_reason", "enum") in found
    assert ("/timestamp", "minimum") in found
    assert ("", "additionalProperties") in found
    for wrong in (None, [], "text", 3):
        with pytest.raises(ValidationError):
            agent.AssistantMessage.from_dict(wrong)
    with pytest.raises(ValidationError, match="not JSON"):
        agent.AssistantMessage.from_json('{"role": "assistant",')
    for constant in ("NaN", "Infinity", "-Infinity"):  # Python's json reads them; JSON has none
        with pytest.raises(ValidationError, match=f"{constant} is no JSON number"):
            agent.Usage.from_json(f'{{"input": 1, "output": {constant}}}'.encode())
    usage = agent.Usage.from_json(b'{"input": 1, "output": 2.5e3}')
    usage.output = float("nan")
    with pytest.raises(ValueError):
        usage.to_json()


@pytest.mark.parametrize(
    "tool",
    [["ruff", "format", "--check", "--no-cache"], ["mypy", "--strict", "--cache-dir", "/dev/null"]],
)
def test_generator_meets_the_bar_it_sets_its_output(tool: list[str]) -> None:
    """The generator passes the same strict checks as the code it generates."""
    proc = subprocess.run(
        [VENV_BIN / tool[0], *tool[1:], "generator/agentproto"],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]


@pytest.mark.parametrize("tool", [["check"], ["format", "--check"]])
def test_project_code_passes_ruff(tool: list[str]) -> None:
    """Tests, benches and scripts are held to the generator's ruff bar too."""
    proc = subprocess.run(
        [VENV_BIN / "ruff", *tool, "--no-cache", "generator", "tests", "bench", "scripts"],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout[-3000:]
