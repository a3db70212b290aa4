"""The TypeScript dialect engine (templates/typescript/_dialects.ts and _dialect_hooks.ts, run
from the generated package's `dialects.ts`) gives what the Python engine gives: on every real
payload tests/test_dialects_realcases.py reads (with each dialect its library may speak), on the
value Python read from it written back, on mutated copies of each (other JSON types, properties
removed: the converters' handling of bad input), and on the in-repo dialect fixtures. The same
output (keys in the same order, numbers by value), the same problem pointers, the same entity.

The requests go through the TypeScript conformance program, so its `dialect` answer is what is
tested."""

from __future__ import annotations

import json
import re
import subprocess
from functools import cache
from importlib.resources import files as resource_files
from pathlib import Path
from typing import Any

import pytest
from test_dialects_realcases import LIBRARIES, _mutations

from agentproto.validate.dialects import Converters
from support import FIXTURE_DIR, REALCASES_DIR, ROOT, typescript_toolchain


@cache
def converters() -> Converters:
    return Converters(ROOT / "schema")


@pytest.fixture(scope="module")
def dist(typescript_package: Path) -> Path:
    """The compiled package generated from our schemas: the session's (tests/conftest.py)."""
    return typescript_package / "dist"


def ask_typescript(dist: Path, requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    node, _ = typescript_toolchain()
    program = resource_files("agentproto.conformance") / "typescript_program.mjs"
    lines = "".join(json.dumps({**r, "id": i}) + "\n" for i, r in enumerate(requests))
    proc = subprocess.run(
        [node, str(program), str(dist)], input=lines, capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [a["id"] for a in answers] == list(range(len(requests)))
    return answers


def ask_python(request: dict[str, Any]) -> dict[str, Any]:
    conv = converters().converters[request["dialect"]]
    run = conv.read if request["direction"] == "read" else conv.write
    output, problems, entity = run(request["document"], request["entity"])
    return {"output": output, "problems": [p for p, _ in problems], "entity": entity}


def agree(a: Any, b: Any) -> bool:
    """The same JSON value with the same key order everywhere; numbers by value, `true` not 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a) == list(b) and all(agree(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(agree(x, y) for x, y in zip(a, b, strict=True))
    return type(a) is type(b) and a == b


def request(dialect: str, entity: str | None, direction: str, document: Any) -> dict[str, Any]:
    return {
        "kind": "dialect",
        "dialect": dialect,
        "entity": entity,
        "direction": direction,
        "document": document,
    }


def real_requests() -> list[dict[str, Any]]:
    """Each real payload read by each dialect its library may speak, Python's reading of it
    written back, and its mutated copies read."""
    out = []
    for library, dialects in LIBRARIES.items():
        for path in sorted((REALCASES_DIR / library).glob("*.json")):
            original = json.loads(path.read_text(encoding="utf-8"))
            for name in dialects:
                if name == "canonical":
                    continue
                for value in _mutations(original):
                    out.append(request(name, None, "read", value))
                read = ask_python(request(name, None, "read", original))
                if read["entity"] is not None:
                    out.append(request(name, read["entity"], "write", read["output"]))
                    for value in _mutations(read["output"])[1:]:
                        out.append(request(name, read["entity"], "write", value))
    return out


def fixture_requests() -> list[dict[str, Any]]:
    out = []
    for path in sorted((FIXTURE_DIR / "dialects").glob("*/*.json*")):
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".json":
            docs = [json.loads(text)]
        else:  # JSON Lines
            docs = [json.loads(x) for x in text.splitlines() if x.strip()]
        for doc in docs:
            out.append(request(path.parent.name, None, "read", doc))
    return out


def test_typescript_reads_and_writes_as_python_does(dist: Path) -> None:
    requests = real_requests() + fixture_requests()
    answers = ask_typescript(dist, requests)
    differ = []
    with_problems = 0
    for req, got in zip(requests, answers, strict=True):
        want = ask_python(req)
        with_problems += bool(want["problems"])
        if "error" in got or not (
            agree(got["output"], want["output"])
            and got["problems"] == want["problems"]
            and got["entity"] == want["entity"]
        ):
            differ.append((req, got, want))
    print(f"{len(requests)} requests, {with_problems} with problems")
    assert not differ, json.dumps(differ[0], indent=1)[:4000]
    assert len(requests) > 4000
    assert with_problems > 500  # the bad-input paths are exercised, not only the good ones


def test_the_typescript_hooks_are_the_python_hooks() -> None:
    """The declarations name hooks by the Python module's function names; the TypeScript hook
    table has each of them (and nothing else)."""
    python = (ROOT / "templates" / "python" / "_dialect_hooks.py").read_text(encoding="utf-8")
    typescript = (ROOT / "templates" / "typescript" / "_dialect_hooks.ts").read_text(
        encoding="utf-8"
    )
    py_names = set(re.findall(r'"(\w+)": \w+', python.split("HOOKS = ")[1]))
    table = typescript.split("export const HOOKS")[1]
    assert py_names == set(re.findall(r"^  (\w+): \w+,$", table, re.MULTILINE))
    assert py_names


def test_an_unknown_dialect_is_an_error_answer(dist: Path) -> None:
    [answer] = ask_typescript(dist, [request("no-such-dialect", None, "read", {})])
    assert "unknown dialect" in answer["error"]


def test_an_iso_time_reads_to_the_same_milliseconds(dist: Path) -> None:
    """The codec's calendar arithmetic, across leap days, centuries and the epoch's edges."""
    times = [
        "1970-01-01T00:00:00.000Z",
        "1969-12-31T23:59:59.999Z",
        "2000-02-29T12:34:56.789Z",
        "1900-02-29T00:00:00.000Z",
        "2024-02-30T00:00:00.000Z",
        "2025-12-08T23:02:33.064Z",
        "2100-03-01T00:00:00.001Z",
        "2025-01-01T24:00:00.000Z",
        "9999-12-31T23:59:59.999Z",
        "2025-01-01T00:00:00Z",
    ]
    requests = [
        request(
            "pi-ai",
            "agent/model_change_entry",
            "read",
            {"type": "model_change", "timestamp": t, "provider": "p", "modelId": "m"},
        )
        for t in times
    ]
    requests += [
        request(
            "pi-ai",
            "agent/model_change_entry",
            "write",
            {"type": "model_change", "timestamp": ms, "provider": "p", "model_id": "m"},
        )
        for ms in (0, 1, 951782400000, 1765234953064, 253402300799999, -1, 1.5, "x")
    ]
    for req, got in zip(requests, ask_typescript(dist, requests), strict=True):
        want = ask_python(req)
        assert agree(got["output"], want["output"]), (req, got, want)
        assert got["problems"] == want["problems"], (req, got, want)


def test_spelled_pointers_agree_with_python(dist: Path) -> None:
    """`Converter.spelledPointer` (a pointer into converted canonical JSON, in the dialect's
    spelling) gives what the Python engine's `spelled_pointer` gives, on the cases the Go and
    Rust engines are held to, asked through the conformance program's "pointer" requests."""
    from dialect_cases import pointer_request, spelled_cases

    cases = spelled_cases()
    answers = ask_typescript(dist, [pointer_request(c) for c in cases])
    wrong = [
        (c["input"]["dialect"], c["input"]["pointer"], got, c["expect"])
        for c, got in zip(cases, answers, strict=True)
        if got.get("output") != c["expect"]
    ]
    print(f"{len(cases)} pointers, {len(wrong)} spelled otherwise than Python")
    assert not wrong, wrong[:5]
