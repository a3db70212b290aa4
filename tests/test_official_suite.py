"""The official JSON Schema Test Suite, every draft agentproto reads (4, 6, 7, 2019-09, 2020-12),
through `agentproto.compile`, each group read as its draft's.

Every required case must pass, except those in `official_suite_known_failures.yaml`, each with
its reason (a listed case that starts passing fails too, so the list stays true). Optional cases
run as well; their pass count is printed at the end of the session."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

import agentproto
from agentproto import SchemaError, SchemaErrors
from agentproto.conformance.cases import remotes as suite_remotes
from agentproto.drafts import DRAFTS

ROOT = Path(__file__).resolve().parent.parent
SUITE = ROOT / ".venv" / "share" / "json-schema-test-suite"
TESTS = SUITE / "tests"
DRAFT = TESTS / "draft2020-12"
KNOWN = (
    yaml.safe_load((Path(__file__).parent / "official_suite_known_failures.yaml").read_text()) or {}
)
OPTIONAL_RESULTS: dict[str, list[int]] = {}  # file -> [passed, total], read by conftest

if not DRAFT.is_dir():
    message = f"the JSON Schema Test Suite is not installed at {SUITE}; run scripts/test (or scripts/fetch_test_suite.py)"
    if os.environ.get("CI"):
        raise RuntimeError(message)
    pytest.skip(message, allow_module_level=True)


REMOTES = suite_remotes(SUITE)


def groups(folder: Path) -> Iterator[tuple[str, int, dict[str, Any]]]:
    """(`draft7/ref.json`, index, group) of every group of the suite files in `folder`."""
    for path in sorted(folder.glob("*.json")):
        name = path.relative_to(TESTS).as_posix()
        for i, group in enumerate(json.loads(path.read_text())):
            yield name, i, group


def case_id(name: str, group: dict[str, Any], test: dict[str, Any]) -> str:
    return f"{name} :: {group['description']} :: {test['description']}"


_compiled: dict[tuple[str, int], Any] = {}


def validator(name: str, index: int, group: dict[str, Any]) -> Any:
    key = (name, index)
    if key not in _compiled:
        try:
            _compiled[key] = agentproto.compile(
                group["schema"],
                resources=REMOTES,
                format_assertion="/optional/format/" in name,
                draft=name.split("/", 1)[0],
            )
        except (SchemaError, SchemaErrors) as exc:
            _compiled[key] = exc
    return _compiled[key]


def verdict(name: str, index: int, group: dict[str, Any], test: dict[str, Any]) -> tuple[bool, str]:
    """(passed, what happened)."""
    compiled = validator(name, index, group)
    if isinstance(compiled, Exception):
        return False, f"{type(compiled).__name__}: {compiled}"
    valid = compiled.is_valid(test["data"])
    problems = compiled.errors(test["data"])
    if valid == (not problems) == test["valid"]:
        return True, ""
    return (
        False,
        f"is_valid={valid}, {len(problems)} problem(s) {problems[:3]}, expected valid={test['valid']}",
    )


REQUIRED = [
    (name, i, group, test)
    for draft in DRAFTS
    for name, i, group in groups(TESTS / draft)
    for test in group["tests"]
]


@pytest.mark.parametrize(
    ("name", "index", "group", "test"), REQUIRED, ids=[case_id(n, g, t) for n, _, g, t in REQUIRED]
)
def test_required(name: str, index: int, group: dict[str, Any], test: dict[str, Any]) -> None:
    passed, why = verdict(name, index, group, test)
    reason = KNOWN.get(case_id(name, group, test))
    if reason:
        assert not passed, (
            f"listed as a known failure ({reason}) but passes: remove it from the list"
        )
        pytest.xfail(reason)
    assert passed, why


OPTIONAL_FILES = sorted(
    path for draft in DRAFTS for path in (TESTS / draft / "optional").rglob("*.json")
)


@pytest.mark.parametrize(
    "path", OPTIONAL_FILES, ids=[p.relative_to(TESTS).as_posix() for p in OPTIONAL_FILES]
)
def test_optional(path: Path) -> None:
    """Optional cases count, they do not fail the run; but nothing may crash."""
    name = path.relative_to(TESTS).as_posix()
    passed = total = 0
    for index, group in enumerate(json.loads(path.read_text())):
        for test in group["tests"]:
            total += 1
            passed += verdict(name, index, group, test)[0]
    OPTIONAL_RESULTS[name] = [passed, total]
