"""Size limits of requests (seed 004 ValidationConfig): declared with `x-limit` on the properties of
openresponses/validation_config, checked by `agentproto validate` with the schema's defaults, or
the values of `--limits FILE`."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from support import REALCASES_DIR, SCHEMA_DIR

AGENTPROTO = Path(sys.executable).parent / "agentproto"
ENV = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "CI")}


def findings(*args: object) -> tuple[int, list[dict[str, Any]]]:
    proc = subprocess.run(
        [AGENTPROTO, "validate", "--format", "json", *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
        env=ENV,
    )
    assert "Traceback" not in proc.stderr, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    if rows:
        assert rows[-1]["kind"] == "summary" and rows[-1]["exit_code"] == proc.returncode
    return proc.returncode, [r for r in rows if r["kind"] != "summary"]


def message(text: str) -> dict[str, Any]:
    return {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]}


def tool(i: int) -> dict[str, Any]:
    return {"type": "function", "name": f"tool_{i}", "parameters": {"type": "object"}}


def write(path: Path, doc: Any) -> Path:
    path.write_text(json.dumps(doc))
    return path


def test_the_seed_defaults_apply_without_a_limits_file(tmp_path: Path) -> None:
    at_limit = write(
        tmp_path / "at.json",
        {"model": "m", "input": [message("hi")] * 1000, "tools": [tool(i) for i in range(128)]},
    )
    assert findings(at_limit) == (0, [])
    over = write(
        tmp_path / "over.json",
        {"model": "m", "input": [message("hi")] * 1001, "tools": [tool(i) for i in range(129)]},
    )
    code, found = findings(over)
    assert code == 1
    assert [(f["kind"], f["keyword"], f["pointer"]) for f in found] == [
        ("limit", "max_input_items", "/input"),
        ("limit", "max_tools", "/tools"),
    ]
    assert found[0]["message"] == "1,001 items, over the limit max_input_items of 1,000"
    assert found[0]["entity"] == "openresponses/create_response_request"


def test_a_limits_file_sets_the_values_yaml_or_json(tmp_path: Path) -> None:
    request = write(
        tmp_path / "r.json",
        {"model": "m", "input": [message("a" * 50), message("b")], "tools": [tool(1), tool(2)]},
    )
    assert findings(request) == (0, [])
    limits = tmp_path / "limits.yaml"
    limits.write_text("# a small deployment\nmax_tools: 1\nmax_content_size: 40\n")
    code, found = findings("--limits", limits, request)
    assert code == 1
    assert [(f["keyword"], f["pointer"]) for f in found] == [
        ("max_content_size", "/input/0/content/0"),  # the part's JSON is over 40 bytes
        ("max_tools", "/tools"),
    ]
    as_json = write(tmp_path / "limits.json", {"max_input_items": 1})
    code, found = findings("--limits", as_json, request)
    assert (code, [f["keyword"] for f in found]) == (1, ["max_input_items"])
    # with -j 2 the worker processes hold the same limits
    again = write(tmp_path / "again.json", json.loads(request.read_text()))
    code, found = findings("--limits", as_json, "-j", "2", request, again)
    assert (code, [f["keyword"] for f in found]) == (1, ["max_input_items"] * 2)


def test_a_string_input_or_content_is_one_part(tmp_path: Path) -> None:
    limits = write(tmp_path / "l.json", {"max_content_size": 10})
    code, found = findings(
        "--limits", limits, write(tmp_path / "s.json", {"model": "m", "input": "é" * 6})
    )
    assert (code, [(f["pointer"], f["message"]) for f in found]) == (
        1,
        [("/input", "12 bytes, over the limit max_content_size of 10")],  # UTF-8 bytes
    )
    text = {"model": "m", "input": [{"type": "message", "role": "user", "content": "x" * 11}]}
    code, found = findings("--limits", limits, write(tmp_path / "c.json", text))
    assert [f["pointer"] for f in found] == ["/input/0/content"]


def test_websocket_create_messages_are_held_to_the_same_limits(tmp_path: Path) -> None:
    path = REALCASES_DIR / "openresponses" / "ws_response_create.json"
    if not path.is_file():
        pytest.skip("../shared/realcases is not beside the repo")
    event = json.loads(path.read_text())
    assert findings(path) == (0, [])
    limits = write(tmp_path / "l.json", {"max_content_size": 1})
    code, found = findings("--limits", limits, path)
    assert code == 1 and {f["keyword"] for f in found} == {"max_content_size"}
    assert {f["entity"] for f in found} == {"openresponses/websocket_response_create_event"}
    assert event["type"] == "response.create"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "max_tool: 3\n",
            "at /max_tool: no such limit (limits: max_content_size, max_input_items, max_tools)",
        ),
        (
            "max_tools: 0\n",
            "at /max_tools (openresponses/validation_config): expected a number >= 1",
        ),
        ("max_tools: [\n", "neither YAML nor JSON"),
        ("- 1\n", "at / (openresponses/validation_config): expected object, found array"),
    ],
)
def test_a_bad_limits_file_is_exit_2_naming_what_is_wrong(
    tmp_path: Path, text: str, expected: str
) -> None:
    limits = tmp_path / "limits.yaml"
    limits.write_text(text)
    request = write(tmp_path / "r.json", {"model": "m", "input": "hi"})
    proc = subprocess.run(
        [AGENTPROTO, "validate", "--limits", limits, request],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith(f"error: {limits}: ") and expected in proc.stderr, proc.stderr


def test_a_malformed_x_limit_is_a_schema_error(tmp_path: Path) -> None:
    schemas = tmp_path / "schema"
    shutil.copytree(SCHEMA_DIR, schemas, ignore=shutil.ignore_patterns("*.yaml", "*.md", "*.py"))
    config = schemas / "openresponses" / "validation_config.json"
    contents = json.loads(config.read_text())
    contents["properties"]["max_tools"]["x-limit"]["targets"] = ["no_such_request.json#/tools"]
    config.write_text(json.dumps(contents))
    request = write(tmp_path / "r.json", {"model": "m", "input": "hi"})
    proc = subprocess.run(
        [AGENTPROTO, "validate", "--schema-dir", schemas, request],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "openresponses/validation_config.json" in proc.stderr
    assert "/properties/max_tools/x-limit" in proc.stderr and "no_such_request.json" in proc.stderr
