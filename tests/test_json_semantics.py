"""Verdicts are JSON's, not a host language's: numbers by value (1 == 1.0 in enum, const and
uniqueItems), booleans are not numbers, strings by code point. The table is
`conformance/semantics.yaml`; `agentproto conformance` runs it in every target on every run
(row `semantics`). Here the table itself is held to jsonschema, and one conformance run over a
schema set of one trivial schema (so the table is nearly all it runs) must pass it in all four
targets."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from agentproto.conformance.runner import SEMANTICS, semantics_cases, semantics_groups
from agentproto.targets.registry import conformance_targets
from support import ROOT


def test_the_table_gives_jsonschema_s_verdicts() -> None:
    wrong = []
    for group in semantics_groups():
        validator = jsonschema.Draft202012Validator(group["schema"])
        for test in group["tests"]:
            if validator.is_valid(test["data"]) != test["valid"]:
                wrong.append((group["description"], test["description"]))
    assert wrong == []


def _has(value: Any, kind: type) -> bool:
    if isinstance(value, dict):
        return any(_has(v, kind) for v in value.values())
    if isinstance(value, list):
        return any(_has(v, kind) for v in value)
    return type(value) is kind


def test_the_table_covers_each_rule_both_ways() -> None:
    """Each rule has cases where it accepts and where it refuses, so a target that breaks it
    either way fails: floats standing for integers, booleans beside numbers, astral and
    combining characters."""
    cases = semantics_cases(semantics_groups())
    assert len(cases) >= 50
    assert len({c.id for c in cases}) == len(cases)
    floats = [c for c in cases if _has(c.request["data"], float)]
    booleans = [c for c in cases if _has(c.request["data"], bool)]
    astral = [
        c
        for c in cases
        if any(ord(ch) > 0xFFFF for ch in json.dumps(c.request["data"], ensure_ascii=False))
    ]
    combining = [c for c in cases if "\u0301" in json.dumps(c.request["data"], ensure_ascii=False)]
    for kind in (floats, booleans, astral, combining):
        assert {c.expect["valid"] for c in kind} == {True, False}
    keywords = {k for g in semantics_groups() for k in g["schema"]}
    assert {"enum", "const", "uniqueItems", "type", "maxLength", "minLength"} <= keywords


def test_every_target_gives_the_table_s_verdicts(tmp_path: Path) -> None:
    schemas = tmp_path / "schemas" / "shop"
    schemas.mkdir(parents=True)
    (schemas / "note.json").write_text(
        json.dumps(
            {
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "$id": "https://example.com/shop/note.json",
                "type": "object",
                "properties": {"text": {"type": "string"}},
            }
        )
    )
    suite = tmp_path / "suite"
    (suite / "tests" / "draft2020-12").mkdir(parents=True)
    (suite / "remotes").mkdir()
    fixtures = tmp_path / "fixtures"
    fixtures.mkdir()
    proc = subprocess.run(
        [
            ROOT / ".venv" / "bin" / "agentproto",
            "conformance",
            "--schema-dir",
            tmp_path / "schemas",
            "--fixtures",
            fixtures,
            "--suite",
            suite,
        ],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
        timeout=3000,
    )
    missing = [line for line in proc.stdout.splitlines() if line.startswith("NOT RUN ")]
    if missing and proc.returncode == 2 and os.environ.get("CI") != "true":
        pytest.skip(missing[0])
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-3000:]
    rows = {
        tuple(line.split()[:2]): list(map(int, line.split()[2:]))
        for line in proc.stdout.splitlines()
        if line.split()[:2] and line.split()[0] in conformance_targets()
    }
    size = len(semantics_cases(semantics_groups()))
    for target in conformance_targets():
        assert rows[(target, SEMANTICS)] == [size, size, 0, 0], target
