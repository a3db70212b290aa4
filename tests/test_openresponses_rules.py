"""Seed 004's rules inside one Open Responses value that JSON Schema cannot state, checked by the
bindings: function-call arguments that parse, reasoning items that carry reasoning, and usage
totals that add up."""

from __future__ import annotations

import json

import pytest
from agentproto_bindings import openresponses as o

from support import FIXTURE_DIR


def fixture(entity: str, name: str) -> dict[str, object]:
    return json.loads(
        (FIXTURE_DIR / "openresponses" / entity / "valid" / f"{name}.json").read_text()
    )


def test_function_call_arguments_must_parse() -> None:
    done = o.FunctionCallItem.from_dict(fixture("function_call_item", "read_file_completed"))
    assert isinstance(done.parsed_arguments(), dict) and done.arguments_problem() is None
    streaming = o.FunctionCallItem.from_dict(
        fixture("function_call_item", "run_tests_arguments_still_streaming")
    )
    assert streaming.arguments == ""
    with pytest.raises(ValueError, match="not JSON"):
        streaming.parsed_arguments()
    cut = o.FunctionCallItemParam(call_id="call_1", name="ls", arguments='{"path": "sr')
    assert cut.arguments_problem() is not None and "not JSON" in cut.arguments_problem()  # type: ignore[operator]
    assert o.FunctionCallItemParam(
        call_id="c", name="n", arguments="[1, 2]"
    ).parsed_arguments() == [1, 2]
    assert cut.arguments == '{"path": "sr', "the string is kept as sent"


@pytest.mark.parametrize(
    ("item", "carries"),
    [
        ({"type": "reasoning", "id": "rs_1", "summary": []}, False),
        (
            {
                "type": "reasoning",
                "id": "rs_1",
                "summary": [],
                "content": [],
                "encrypted_content": None,
            },
            False,
        ),
        (
            {"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text", "text": "s"}]},
            True,
        ),
        (
            {
                "type": "reasoning",
                "id": "rs_1",
                "summary": [],
                "content": [{"type": "reasoning_text", "text": "r"}],
            },
            True,
        ),
        ({"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "gAAA"}, True),
    ],
)
def test_reasoning_item_should_carry_reasoning(item: dict[str, object], carries: bool) -> None:
    assert o.ReasoningItem.from_dict(item).carries_reasoning() is carries
    param = {k: v for k, v in item.items() if k != "id"}
    assert o.ReasoningItemParam.from_dict(param).carries_reasoning() is carries
    assert o.ReasoningItem.is_valid(item), "an empty reasoning item is valid: only a warning"


def test_usage_totals_add_up() -> None:
    usage = o.Usage.from_dict(fixture("usage", "with_details"))
    assert usage.problems() == []
    bad = o.Usage.from_dict(
        {
            "input_tokens": 10,
            "output_tokens": 5,
            "total_tokens": 16,
            "input_tokens_details": {"cached_tokens": 11},
            "output_tokens_details": {"reasoning_tokens": 6},
        }
    )
    assert [(p.pointer, p.keyword) for p in bad.problems()] == [
        ("/total_tokens", "total_tokens"),
        ("/input_tokens_details/cached_tokens", "cached_tokens"),
        ("/output_tokens_details/reasoning_tokens", "reasoning_tokens"),
    ]
    assert "15" in bad.problems()[0].message
