"""A library's published TypeScript declarations as JSON Schema, and as what tsc checks values
against: what the tests of instances made from those types share (pi's packages in
tests/test_dialect_library_types.py, the openai npm package's nulls in
tests/test_dialect_nulls.py).

A file of tests/library_types (`pi_types.ts`, `openai_types.ts`) names the types wanted as
exported aliases of the packages pinned in tools/node; ts-json-schema-generator (pinned in
tests/library_types) turns each into JSON Schema definitions. Without node, tsc or the
generator the tests skip, saying why; under CI=true they fail."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

from support import NODE_TOOLS, ROOT, typescript_toolchain

LIBRARY_TYPES = ROOT / "tests" / "library_types"
SCHEMA_GENERATOR = (
    LIBRARY_TYPES
    / "node_modules"
    / "ts-json-schema-generator"
    / "dist"
    # the package's command-line entry (its "bin")
    / "ts-json-schema-generator.js"
)


def tool_missing(what: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{what} is missing under CI (scripts/setup installs it)")
    pytest.skip(f"{what} is missing (scripts/setup installs it)")


def workdir(tmp: Path, declared: str | None, main: str) -> Path:
    """A folder where `main` and the declarations file `declared` (of tests/library_types; none
    when `main` imports the packages itself) compile against the packages pinned in
    tools/node, with tsc's strict options."""
    if declared is not None:
        shutil.copy(LIBRARY_TYPES / declared, tmp / declared)
    if not (tmp / "node_modules").exists():
        (tmp / "node_modules").symlink_to(NODE_TOOLS / "node_modules")
    options = {
        "strict": True,
        "module": "NodeNext",
        "moduleResolution": "NodeNext",
        "target": "ES2022",
        "noEmit": True,
        "skipLibCheck": True,
        "types": [],
    }
    config = {"compilerOptions": options, "files": [main]}
    (tmp / "tsconfig.json").write_text(json.dumps(config), encoding="utf-8")
    return tmp


def definitions(declared: str, tmp: Path) -> dict[str, Any]:
    """The JSON Schema definitions ts-json-schema-generator makes of the aliases `declared`
    (a file of tests/library_types) exports, and of every type they name (it type-checks the
    file first)."""
    node, _ = typescript_toolchain()
    if not SCHEMA_GENERATOR.exists():
        tool_missing(f"ts-json-schema-generator ({SCHEMA_GENERATOR})")
    work = workdir(tmp, declared, declared)
    out = work / "schema.json"
    command = [node, str(SCHEMA_GENERATOR), "--path", str(work / declared)]
    command += ["--type", "*", "--tsconfig", str(work / "tsconfig.json"), "--out", str(out)]
    proc = subprocess.run(command, check=False, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    found: dict[str, Any] = decoded_refs(json.loads(out.read_text(encoding="utf-8"))["definitions"])
    return found


def decoded_refs(node: Any) -> Any:
    """The generator percent-encodes a generic's name in a `$ref` (`AgentToolResult%3Cunknown%3E`)
    but not in the definition's key."""
    if isinstance(node, list):
        return [decoded_refs(n) for n in node]
    if isinstance(node, dict):
        return {k: unquote(v) if k == "$ref" else decoded_refs(v) for k, v in node.items()}
    return node


def resolved(definitions: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = definitions[schema["$ref"].rsplit("/", 1)[1]]
    return schema


def named_branches(
    definitions: dict[str, Any], schema: dict[str, Any], name: str = ""
) -> list[tuple[str, dict[str, Any]]]:
    """(the definition's name, where it has one; the branch) of each object branch of a union,
    nested unions flattened."""
    while "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        schema = definitions[name]
    if "anyOf" in schema:
        return [b for branch in schema["anyOf"] for b in named_branches(definitions, branch)]
    return [(name, schema)]


def branches(definitions: dict[str, Any], schema: dict[str, Any]) -> list[dict[str, Any]]:
    """The object branches of a union, nested unions flattened."""
    return [branch for _, branch in named_branches(definitions, schema)]


def tag_of(branch: dict[str, Any], prop: str) -> Any:
    return branch.get("properties", {}).get(prop, {}).get("const")


def compile_values(
    work: Path, declared: str | None, header: list[str], values: list[tuple[str, Any]]
) -> dict[int, str]:
    """value number -> the first error tsc gives for it, each value compiled as a constant of
    the type spelled beside it (values it compiles are not listed); -1 for an error outside
    the values (the declarations, the imports). `header`: the check file's first lines (its
    imports, helper types)."""
    node, tsc = typescript_toolchain()
    workdir(work, declared, "check.ts")
    lines = list(header)
    line_of: dict[int, int] = {}
    for number, (spelled, value) in enumerate(values):
        line_of[len(lines) + 1] = number
        lines.append(f"export const c{number}: {spelled} = {json.dumps(value)};")
    (work / "check.ts").write_text("\n".join(lines) + "\n", encoding="utf-8")
    proc = subprocess.run(
        [node, str(tsc), "-p", str(work)], check=False, capture_output=True, text=True
    )
    refused: dict[int, str] = {}
    for match in re.finditer(
        r"^(\S+?)\((\d+),\d+\): error (TS\d+: .*)$", proc.stdout, re.MULTILINE
    ):
        # tsc names the file relative to where it runs
        checked = Path(match.group(1)).name == "check.ts"
        where = line_of.get(int(match.group(2)), -1) if checked else -1
        refused.setdefault(where, match.group(3))
    assert proc.returncode == 0 or refused, proc.stdout + proc.stderr
    assert -1 not in refused, proc.stdout[:2000]
    return refused
