"""The seed-004 reading (schema/dialects/seed-004.yaml): seed 004's own shapes are valid under it.
Its Response with only the six fields the seed requires, its Usage of three counts, its APIError
and its CreateResponseRequest with nested input items are read as canonical JSON that passes
validation, and written back as they were.

The seed gives its shapes as tables (../shared/seeds/004_*.txt); the tables are read here, so the
documents checked are the seed's: the minimal Response is built from the fields its table marks
required, and every fixture of tests/fixtures/dialects/seed-004 uses only fields the seed's tables
declare (checked when the seeds folder is beside the repo)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import FIXTURE_DIR, ROOT

SEEDS = ROOT.parent / "shared" / "seeds"
FIXTURES = FIXTURE_DIR / "dialects" / "seed-004"


@cache
def converters() -> Converters:
    return Converters(ROOT / "schema")


@cache
def seed_tables() -> dict[str, dict[str, bool]]:
    """Seed 004's entity tables: entity (`Response`) -> field -> whether it is required."""
    found = sorted(SEEDS.glob("004_*.txt"))
    if not found:
        pytest.skip("../shared/seeds (seed 004) is not beside the repo")
    tables: dict[str, dict[str, bool]] = {}
    entity = None
    for line in found[0].read_text(encoding="utf-8").splitlines():
        heading = re.match(r"### (\w+)", line)
        if heading:
            entity = heading.group(1)
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if entity is None or len(cells) < 3 or cells[0] in ("Field", "Variant") or "---" in line:
            continue
        if re.fullmatch(r"[a-z_]+", cells[0]):
            tables.setdefault(entity, {})[cells[0]] = cells[2] == "Yes"
    return tables


def _fixtures() -> list[Path]:
    return sorted(FIXTURES.glob("*.json"))


def _load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


# A value for each field the seed's Response requires, of the type its table gives.
SAMPLE = {
    "id": "resp_9f8e7d",
    "object": "response",
    "status": "completed",
    "output": [],
    "model": "gpt-5.4",
    "created_at": 1771200000,
}


def test_the_seed_response_has_six_required_fields() -> None:
    required = [f for f, yes in seed_tables()["Response"].items() if yes]
    assert sorted(required) == sorted(SAMPLE)


def test_the_minimal_seed_response_is_valid_under_seed_004_only() -> None:
    """Built from the fields the seed's table requires: valid under seed-004, refused as
    canonical JSON and under the openresponses-nested layout (which reads items alone)."""
    required = [f for f, yes in seed_tables()["Response"].items() if yes]
    response = {field: SAMPLE[field] for field in required}
    conv = converters()
    read = to_canonical(conv, "seed-004", response)
    assert read.problems == [] and read.entity == "openresponses/response"
    assert read.value["presence_penalty"] == 0.0 and read.value["usage"] is None
    assert to_canonical(conv, "canonical", response).problems
    assert to_canonical(conv, "openresponses-nested", response).problems
    back = from_canonical(conv, "seed-004", read.entity, read.value)
    assert json.dumps(back.value) == json.dumps(response)


@pytest.mark.parametrize("path", _fixtures(), ids=lambda p: p.name)
def test_seed_shapes_read_and_written_back(path: Path) -> None:
    value = _load(path)
    conv = converters()
    read = to_canonical(conv, "seed-004", value)
    assert read.problems == [], read.problems
    back = from_canonical(conv, "seed-004", read.entity, read.value)
    assert back.problems == []
    assert json.dumps(back.value) == json.dumps(value)


def _declared(entity: str, value: dict[str, Any]) -> list[str]:
    """The fields of `value` the seed's table of `entity` does not declare, and the required
    ones it lacks."""
    table = seed_tables()[entity]
    unknown = [f"{entity}.{k} undeclared" for k in value if k not in table]
    missing = [f"{entity}.{k} missing" for k, yes in table.items() if yes and k not in value]
    return unknown + missing


ITEM_DATA = {
    "message": "MessageData",
    "function_call": "FunctionCallData",
    "function_call_output": "FunctionCallOutputData",
    "reasoning": "ReasoningData",
}


def _item_problems(item: dict[str, Any]) -> list[str]:
    """What of a nested item the seed's Item table (and its type's data table) does not say:
    exactly one type-specific field, the one `type` names (`extension` for `provider:*`)."""
    kind = item.get("type")
    problems = _declared("Item", item)
    present = [k for k in (*ITEM_DATA, "extension") if k in item]
    expected = [kind if kind in ITEM_DATA else "extension"]
    if present != expected:
        problems.append(f"an item of type {kind} carries {present}")
    data = item.get(kind) if isinstance(kind, str) else None
    if kind in ITEM_DATA and isinstance(data, dict):
        problems += _declared(ITEM_DATA[kind], data)
    return problems


@pytest.mark.parametrize("path", _fixtures(), ids=lambda p: p.name)
def test_fixtures_use_only_what_the_seed_declares(path: Path) -> None:
    value = _load(path)
    problems: list[str] = []
    if "object" in value:  # a Response
        problems += _declared("Response", value)
        if isinstance(value.get("usage"), dict):
            problems += _declared("Usage", value["usage"])
        if isinstance(value.get("error"), dict):
            problems += _declared("APIError", value["error"])
        items = value["output"]
    else:
        problems += _declared("CreateResponseRequest", value)
        items = value["input"]
    for item in items:
        problems += _item_problems(item)
    assert problems == []


def test_nested_request_input_items_are_read_flat() -> None:
    """A request's `input` items, nested as seed 004 nests them, are read flat by both nested
    readings (seed-004 and openresponses-nested)."""
    request = _load(FIXTURES / "request_nested_input.json")
    for dialect in ("seed-004", "openresponses-nested"):
        read = to_canonical(converters(), dialect, request)
        assert read.problems == [], (dialect, read.problems)
        call = read.value["input"][1]
        assert call["type"] == "function_call" and call["call_id"] == "call_1"
        assert "function_call" not in call
        back = from_canonical(converters(), dialect, read.entity, read.value)
        assert json.dumps(back.value) == json.dumps(request)
