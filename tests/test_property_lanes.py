"""`x-lane` on a property: the property travels only in its lane. The generator lists such
properties in the class's `FIELD_LANES`, refuses a lane that is no name or a required property,
and `convert_to_llm` leaves every property of another lane out of what reaches the model."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from agentproto_bindings import agent as a
from agentproto_bindings import convert_to_llm

from agentproto.errors import SchemaError
from agentproto.pipeline import render

VENV_BIN = Path(sys.executable).parent
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def record(props: dict[str, object], **extra: object) -> str:
    return json.dumps(
        {
            "$schema": DIALECT,
            "type": "object",
            "additionalProperties": False,
            "properties": props,
            **extra,
        }
    )


NOTE = {
    "note.json": record(
        {
            "text": {"type": "string"},
            "debug": {"type": "object", "x-lane": "extension"},
            "audit_trail": {"type": "array", "items": {"type": "string"}, "x-lane": "audit"},
        },
        required=["text"],
    ),
}


def write(root: Path, files: dict[str, str]) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (root / name).write_text(text)
    return root


def test_field_lanes_are_generated(tmp_path: Path) -> None:
    schemas = write(tmp_path / "schemas", NOTE)
    proc = subprocess.run(
        [
            VENV_BIN / "agentproto",
            "generate",
            "--schema-dir",
            schemas,
            "--out-dir",
            tmp_path / "out",
            "--target",
            "python",
            "--package",
            "lanes_pkg",
        ],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    root = tmp_path / "out" / "python"
    for tool in (["ruff", "check", "--no-cache"], ["mypy", "--strict", "--cache-dir", "/dev/null"]):
        checked = subprocess.run(
            [VENV_BIN / tool[0], *tool[1:], "lanes_pkg"],
            cwd=root,
            check=False,
            capture_output=True,
            text=True,
        )
        assert checked.returncode == 0, checked.stdout + checked.stderr
    sys.path.insert(0, str(root))
    try:
        note = importlib.import_module("lanes_pkg.schemas")  # one module per schema folder
    finally:
        sys.path.remove(str(root))
    assert note.Note.FIELD_LANES == {"audit_trail": "audit", "debug": "extension"}
    value = note.Note.from_dict({"text": "t", "debug": {"k": 1}})
    assert value.to_dict() == {"text": "t", "debug": {"k": 1}}, "a lane changes nothing on the wire"


def test_classes_without_lanes_have_no_field_lanes() -> None:
    assert not hasattr(a.AssistantMessage, "FIELD_LANES")
    assert a.ToolResultMessage.FIELD_LANES == {"details": "extension"}


@pytest.mark.parametrize(
    ("files", "where", "what"),
    [
        (
            {"a.json": record({"d": {"type": "object", "x-lane": "Extension"}})},
            "a.json#/properties/d",
            "lower snake_case",
        ),
        (
            {"a.json": record({"d": {"type": "object", "x-lane": 3}})},
            "a.json#/properties/d",
            "lower snake_case",
        ),
        (
            {"a.json": record({"d": {"type": "object", "x-lane": "extension"}}, required=["d"])},
            "a.json#/properties/d",
            "cannot be required",
        ),
    ],
)
def test_misdeclared_property_lane_is_a_diagnostic(
    files: dict[str, str], where: str, what: str, tmp_path: Path
) -> None:
    with pytest.raises(SchemaError) as caught:
        render(write(tmp_path / "schemas", files), ("python",))
    assert where in str(caught.value) and what in str(caught.value), str(caught.value)


def test_convert_to_llm_reads_the_declared_lanes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing names `details` in convert_to_llm: what leaves a message is what its class
    declares in another lane, so a property put in a lane is left out too."""
    result = a.ToolResultMessage(
        tool_call_id="c1",
        content=[a.TextBlock(text="ok")],
        is_error=False,
        details={"exit_code": 0},
        narration="Ran it.",
    )
    [sent] = convert_to_llm([result])
    assert sent.to_dict() == {
        "role": "tool_result",
        "tool_call_id": "c1",
        "content": [{"type": "text", "text": "ok"}],
        "is_error": False,
        "narration": "Ran it.",
    }
    monkeypatch.setattr(
        a.ToolResultMessage, "FIELD_LANES", {"details": "extension", "narration": "ui"}
    )
    [sent] = convert_to_llm([result])
    assert "narration" not in sent.to_dict() and "details" not in sent.to_dict()
    monkeypatch.setattr(a.ToolResultMessage, "FIELD_LANES", {"details": "llm"})
    [sent] = convert_to_llm([result])
    assert sent is result, "a property of the llm lane stays, and nothing is copied"
    assert result.details == {"exit_code": 0}
