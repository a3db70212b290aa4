"""The rules the seeds state, declared once as data (schema/data/pairing.yaml, usage_totals.yaml,
identity_rule.yaml) and read by one generic function per target. Here the Python functions on
cases made to break each rule one way at a time; `agentproto conformance` runs the same
functions of every target on fixed and random cases and compares them (tests/test_parity.py)."""

from __future__ import annotations

from typing import Any

import yaml
from agentproto_bindings import identity_problems, pairing_problems, usage_total_problems

from support import ROOT


def found(problems: list[Any]) -> list[tuple[str, str]]:
    return [(p.pointer, p.keyword) for p in problems]


def test_the_rules_are_data() -> None:
    """Each rule is a table in schema/data, naming what it reads."""
    totals = yaml.safe_load((ROOT / "schema" / "data" / "usage_totals.yaml").read_text())
    assert totals[0]["total"]["where"] == {"type": "agent_end"}
    assert totals[0]["parts"]["where"] == {"type": "turn_end"}
    identity = yaml.safe_load((ROOT / "schema" / "data" / "identity_rule.yaml").read_text())
    assert identity["inherit"] == ["conversation_id", "deadline_unix_ms"]


# --- a function_call_output answers an earlier function_call -------------------------------


def test_a_function_call_output_must_answer_an_earlier_call() -> None:
    items = [
        {"type": "function_call_output", "call_id": "call_1", "output": "early"},
        {"type": "function_call", "call_id": "call_1", "name": "f", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "call_1", "output": "ok"},
        {"type": "function_call_output", "call_id": "call_9", "output": "nobody asked"},
    ]
    assert found(pairing_problems("function_call_output", items)) == [
        ("/0/call_id", "call_id"),
        ("/3/call_id", "call_id"),
    ]


def test_a_tool_result_must_answer_an_earlier_tool_call() -> None:
    messages = [
        {"role": "assistant", "content": [{"type": "tool_call", "id": "t1", "name": "ls"}]},
        {"role": "tool_result", "tool_call_id": "t1", "content": []},
        {"role": "tool_result", "tool_call_id": "t2", "content": []},
    ]
    assert found(pairing_problems("tool_result", messages)) == [("/2/tool_call_id", "tool_call_id")]


# --- AgentEnd.usage is the sum of the turns' usage -----------------------------------------


def _run(end_usage: Any) -> list[Any]:
    return [
        {"type": "agent_start"},
        {"type": "turn_end", "usage": {"input": 100, "output": 20, "total_tokens": 120}},
        {"type": "turn_end", "usage": {"input": 50, "output": 5, "cache_read": 30}},
        {"type": "agent_end", "messages": [], "usage": end_usage},
    ]


def test_agent_end_usage_equal_to_the_sum_is_no_problem() -> None:
    end = {"input": 150, "output": 25, "cache_read": 30, "total_tokens": 120}
    assert found(usage_total_problems("agent_end_usage", _run(end))) == []
    # a count of integer value written as a float is that count
    end_float = {**end, "input": 150.0}
    assert found(usage_total_problems("agent_end_usage", _run(end_float))) == []


def test_agent_end_usage_off_by_one_count_is_a_problem_there() -> None:
    end = {"input": 150, "output": 26, "cache_read": 30, "total_tokens": 120}
    assert found(usage_total_problems("agent_end_usage", _run(end))) == [
        ("/3/usage/output", "usage_total")
    ]


def test_a_count_the_turns_have_and_the_end_lacks_is_a_problem() -> None:
    end = {"input": 150, "output": 25, "total_tokens": 120}
    assert found(usage_total_problems("agent_end_usage", _run(end))) == [
        ("/3/usage/cache_read", "usage_total")
    ]


def test_a_new_run_starts_its_sums_again() -> None:
    events = [
        *_run({"input": 150, "output": 25, "cache_read": 30, "total_tokens": 120}),
        {"type": "agent_start"},
        {"type": "turn_end", "usage": {"input": 7, "output": 1}},
        {"type": "agent_end", "messages": [], "usage": {"input": 7, "output": 1}},
    ]
    assert found(usage_total_problems("agent_end_usage", events)) == []


def test_an_agent_end_without_usage_says_nothing_to_check() -> None:
    events = _run(None)
    del events[-1]["usage"]
    assert found(usage_total_problems("agent_end_usage", events)) == []


def test_booleans_are_not_counts() -> None:
    events = [
        {"type": "turn_end", "usage": {"input": True}},
        {"type": "agent_end", "messages": [], "usage": {"input": 1}},
    ]
    assert found(usage_total_problems("agent_end_usage", events)) == [
        ("/1/usage/input", "usage_total")
    ]


# --- RunIdentity: root and child -----------------------------------------------------------


ROOT_ID = {"run_id": "r0", "depth": 0, "conversation_id": "c1", "deadline_unix_ms": 1000}
CHILD = {
    "run_id": "r1",
    "parent_run_id": "r0",
    "depth": 1,
    "conversation_id": "c1",
    "deadline_unix_ms": 1000,
}
GRANDCHILD = {**CHILD, "run_id": "r2", "parent_run_id": "r1", "depth": 2}


def test_a_root_and_its_descendants_as_the_seed_makes_them() -> None:
    assert found(identity_problems([GRANDCHILD, ROOT_ID, CHILD])) == []


def test_a_root_has_depth_zero_and_only_a_root_has() -> None:
    assert found(identity_problems([{**ROOT_ID, "depth": 1}])) == [("/0/depth", "depth")]
    orphan = {"run_id": "r5", "parent_run_id": "elsewhere", "depth": 0}
    assert found(identity_problems([orphan])) == [("/0/depth", "depth")]
    # a null parent is no parent
    assert found(identity_problems([{**ROOT_ID, "parent_run_id": None}])) == []


def test_a_child_is_one_deeper_than_its_parent() -> None:
    assert found(identity_problems([ROOT_ID, CHILD, {**GRANDCHILD, "depth": 3}])) == [
        ("/2/depth", "depth")
    ]


def test_a_child_has_a_fresh_run_id() -> None:
    same = {**CHILD, "run_id": "r0"}
    assert ("/1/run_id", "fresh") in found(identity_problems([ROOT_ID, same]))


def test_a_child_inherits_conversation_and_deadline() -> None:
    moved = {**CHILD, "conversation_id": "c2"}
    lost = {k: v for k, v in CHILD.items() if k != "deadline_unix_ms"}
    assert found(identity_problems([ROOT_ID, moved, lost])) == [
        ("/1/conversation_id", "inherit"),
        ("/2/deadline_unix_ms", "inherit"),
    ]
