"""The behaviour of the agent-family bindings: constructors and accessors of messages, usage and
cost arithmetic, model specs and thinking budgets, run identity, contexts and the two lanes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import typing
from pathlib import Path

import pytest
from agentproto_bindings import (
    UNSET,
    ValidationError,
    extract_text,
    thinking_budgets,
    turn_id_of,
    with_turn_id,
)
from agentproto_bindings import agent as a
from hypothesis import given
from hypothesis import strategies as st

from agentproto.emit.python import snake
from support import ROOT

VENV_BIN = Path(sys.executable).parent


def valid(value: typing.Any) -> None:
    """What a constructor made must be what the schema accepts (it round-trips through it)."""
    assert type(value).from_dict(value.to_dict()).to_dict() == value.to_dict()


def call(id_: str, name: str, **arguments: object) -> a.ToolCallBlock:
    return a.ToolCallBlock(id=id_, name=name, arguments=dict(arguments))


# --- messages -----------------------------------------------------------------------------------


def test_user_message_from_text() -> None:
    msg = a.UserMessage.from_text("Hello, world!", timestamp=1731600000000)
    assert msg.to_dict() == {"content": "Hello, world!", "role": "user", "timestamp": 1731600000000}
    assert msg.role == "user" and msg.text() == "Hello, world!"
    valid(msg)
    stamped = a.UserMessage.from_text("now")
    assert isinstance(stamped.timestamp, int) and stamped.timestamp > 1_700_000_000_000


def test_user_message_text_of_blocks() -> None:
    msg = a.UserMessage(
        content=[
            a.TextBlock(text="look "),
            a.ImageBlock(data="aGk=", mime_type="image/png"),
            a.TextBlock(text="at this"),
        ]
    )
    assert msg.text() == "look at this"


def test_assistant_message_accessors() -> None:
    msg = a.AssistantMessage.from_dict(
        {
            "role": "assistant",
            "stop_reason": "tool_use",
            "content": [
                {"type": "thinking", "thinking": "First, the file.", "signature": "c2ln"},
                {"type": "reasoning", "text": "native "},
                {"type": "text", "text": "Reading "},
                {
                    "type": "tool_call",
                    "id": "call_1",
                    "name": "read",
                    "arguments": {"path": "a.txt"},
                },
                {"type": "thinking", "thinking": "Then the tests."},
                {
                    "type": "reasoning_details",
                    "details": [{"type": "reasoning.encrypted", "data": "eA=="}, 7],
                },
                {"type": "text", "text": "both files."},
                {"type": "reasoning", "text": "reasoning"},
                {
                    "type": "tool_call",
                    "id": "call_2",
                    "name": "read",
                    "arguments": {"path": "b.txt"},
                },
                {"type": "reasoning_details", "details": [None]},
            ],
        }
    )
    assert msg.text() == "Reading both files."
    assert [c.id for c in msg.tool_calls()] == ["call_1", "call_2"]
    assert msg.thinking_text() == "First, the file.\nThen the tests."
    assert msg.reasoning_text() == "native reasoning"  # thinking never leaks into reasoning
    assert msg.reasoning_details_values() == [
        {"type": "reasoning.encrypted", "data": "eA=="},
        7,
        None,
    ]


def test_assistant_message_constructors() -> None:
    text = a.AssistantMessage.from_text("Done.", timestamp=1)
    assert text.to_dict() == {
        "content": [{"text": "Done.", "type": "text"}],
        "role": "assistant",
        "stop_reason": "stop",
        "timestamp": 1,
    }
    calls = [call("call_1", "shell", cmd="ls")]
    asking = a.AssistantMessage.from_tool_calls(calls, text="calling…", timestamp=1)
    assert asking.stop_reason is a.StopReason.TOOL_USE
    assert asking.text() == "calling…" and asking.tool_calls() == calls
    blank = a.AssistantMessage.from_tool_calls(calls, text="  \n", timestamp=1)
    assert [b.type_ for b in blank.content] == ["tool_call"]  # a blank text block is left out
    for msg in (text, asking, blank):
        valid(msg)


def test_tool_result_message() -> None:
    msg = a.ToolResultMessage.from_text("call_1", "exit 0", tool_name="shell", timestamp=5)
    assert msg.to_dict() == {
        "content": [{"text": "exit 0", "type": "text"}],
        "is_error": False,
        "role": "tool_result",
        "timestamp": 5,
        "tool_call_id": "call_1",
        "tool_name": "shell",
    }
    assert msg.text() == "exit 0"
    failed = a.ToolResultMessage.from_text("call_2", "boom", is_error=True, timestamp=5)
    assert failed.is_error and failed.tool_name is UNSET
    valid(msg)
    valid(failed)


def test_extract_text_skips_every_other_block() -> None:
    blocks = [
        a.TextBlock(text="a"),
        a.ThinkingBlock(thinking="x"),
        a.ExtensionBlock(type_name="t", data=None),
        a.TextBlock(text=""),
        a.TextBlock(text="b"),
    ]
    assert extract_text(blocks) == "ab"
    assert extract_text([]) == ""


def test_role_is_the_tag_of_every_agent_message() -> None:
    """The seeds' `role()` is the `role` attribute: every variant has it, fixed to its schema tag
    (a library's own role, the open arm, carries the role it came with)."""
    variants = typing.get_args(a.AgentMessage)
    # the LLM lane's four, extension and shell command messages, and a library's own role
    assert len(variants) == 7
    for cls in variants:
        schema = json.loads((ROOT / "schema" / "agent" / f"{snake(cls.__name__)}.json").read_text())
        role = schema["properties"]["role"]
        if "const" in role:
            assert cls.__dataclass_fields__["role"].default == role["const"]
        else:
            assert "pattern" in role, cls
    messages = [
        a.SystemMessage(content="be brief"),
        a.UserMessage(content="hi"),
        a.AssistantMessage(content=[], stop_reason=a.StopReason.STOP),
        a.ToolResultMessage(tool_call_id="c", content=[], is_error=False),
        a.ExtensionMessage(kind="debug"),
    ]
    assert [m.role for m in messages] == ["system", "user", "assistant", "tool_result", "extension"]


# --- usage and cost -----------------------------------------------------------------------------


def test_usage_adds_field_by_field_and_merges_extra_key_wise() -> None:
    first = a.Usage(
        input=10,
        output=20,
        reasoning=5,
        cache_read=100,
        total_tokens=130,
        extra={"search_tokens": 3, "image_tokens": 1},
    )
    second = a.Usage(
        input=1, output=2, cache_write=7, extra={"search_tokens": 4, "audio_tokens": 9}
    )
    total = first + second
    assert total.to_dict() == {
        "cache_read": 100,
        "cache_write": 7,
        "extra": {"audio_tokens": 9, "image_tokens": 1, "search_tokens": 7},
        "input": 11,
        "output": 22,
        "reasoning": 5,
        "total_tokens": 130,
    }
    assert first.extra == {"search_tokens": 3, "image_tokens": 1} and second.cache_read is UNSET, (
        "operands unchanged"
    )
    valid(total)
    bare = a.Usage(input=1, output=1) + a.Usage(input=2, output=3)
    assert bare.to_dict() == {"input": 3, "output": 4}, (
        "nothing absent on both sides appears in the sum"
    )


def test_usage_in_place_merge_and_combine() -> None:
    total = a.Usage(input=1, output=1)
    same = total
    total += a.Usage(input=2, output=3, extra={"x": 1})
    assert total is same and total.input == 3 and total.extra == {"x": 1}
    total.merge(a.Usage(input=1, output=1, extra={"x": 2, "y": 1}))
    assert total.to_dict() == {"extra": {"x": 3, "y": 1}, "input": 4, "output": 5}
    assert total.combine(a.Usage(input=1, output=0)).input == 5 and total.input == 4
    assert a.Usage.total([]).to_dict() == {"input": 0, "output": 0}
    turns = [a.Usage(input=i, output=2 * i, cache_read=i) for i in range(1, 5)]
    assert a.Usage.total(turns).to_dict() == {"cache_read": 10, "input": 10, "output": 20}
    with pytest.raises(TypeError):
        total + a.Cost(input=0, output=0, cache_read=0, cache_write=0, total=0)


def test_cost_adds_with_extra_key_wise() -> None:
    one = a.Cost(
        input=0.5,
        output=1.25,
        cache_read=0.0,
        cache_write=0.25,
        total=2.0,
        extra={"web_search": 0.01},
    )
    two = a.Cost(input=0.5, output=0.75, cache_read=0.1, cache_write=0.0, total=1.35)
    total = one + two
    assert (total.input, total.output, total.cache_read, total.cache_write) == (1.0, 2.0, 0.1, 0.25)
    assert total.total == pytest.approx(3.35) and total.extra == {"web_search": 0.01}
    one += two
    assert one == total


COUNTS = st.integers(min_value=0, max_value=10**9)
USAGES = st.builds(
    a.Usage,
    input=COUNTS,
    output=COUNTS,
    cache_read=COUNTS | st.just(UNSET),
    reasoning=COUNTS | st.just(UNSET),
    total_tokens=COUNTS | st.just(UNSET),
    extra=st.dictionaries(st.sampled_from(["s", "t", "u"]), COUNTS) | st.just(UNSET),
)


@given(USAGES, USAGES, USAGES)
def test_usage_addition_is_associative_commutative_and_valid(
    x: a.Usage, y: a.Usage, z: a.Usage
) -> None:
    assert (x + y).to_dict() == (y + x).to_dict()
    assert ((x + y) + z).to_dict() == (x + (y + z)).to_dict()
    valid(x + y)


def test_cache_hit_rate() -> None:
    assert a.Usage(
        input=20, output=5, cache_read=60, cache_write=20
    ).cache_hit_rate() == pytest.approx(0.6)
    assert a.Usage(input=0, output=5, cache_read=10).cache_hit_rate() == 1.0
    assert a.Usage(input=10, output=5).cache_hit_rate() == 0.0
    assert (
        a.Usage(input=0, output=0).cache_hit_rate() == 0.0
    )  # nothing processed: 0.0, not a division by zero


def test_estimated_cost_charges_reasoning_once() -> None:
    rates = a.CostConfig(input=3.0, output=15.0, cache_read=0.3, cache_write=3.75)
    usage = a.Usage(
        input=1_000_000,
        output=200_000,
        reasoning=150_000,
        cache_read=2_000_000,
        cache_write=400_000,
    )
    cost = usage.estimated_cost(rates)
    assert cost.input == pytest.approx(3.0)
    assert cost.output == pytest.approx(
        3.0
    )  # 200k output tokens, the 150k reasoning tokens among them
    assert cost.cache_read == pytest.approx(0.6) and cost.cache_write == pytest.approx(1.5)
    assert cost.total == pytest.approx(8.1)
    without_reasoning = a.Usage(
        input=1_000_000, output=200_000, cache_read=2_000_000, cache_write=400_000
    )
    assert without_reasoning.estimated_cost(rates).total == pytest.approx(cost.total)
    cheap = a.CostConfig(input=1.0, output=2.0)  # no cache prices: cache tokens cost nothing
    assert usage.estimated_cost(cheap).cache_read == 0.0
    valid(cost)


def test_estimated_cost_matches_a_real_pi_ai_turn() -> None:
    """pi-ai computed these dollars for claude-opus-4-5 at $5 / $25 / $0.5 / $6.25 per million
    (realcases/pi-ai/entry_assistant_thinking_text_toolcall.json)."""
    usage = a.Usage(input=10, output=132, cache_read=88016, cache_write=34)
    cost = usage.estimated_cost(a.CostConfig(input=5, output=25, cache_read=0.5, cache_write=6.25))
    assert (cost.input, cost.output, cost.cache_read, cost.cache_write) == pytest.approx(
        (0.00005, 0.0033, 0.044008, 0.0002125)
    )
    assert cost.total == pytest.approx(0.047570499999999995)


# --- model spec -----------------------------------------------------------------------------------


def test_model_spec_new_and_thinking_budgets() -> None:
    spec = a.ModelSpec.new("anthropic", "claude-opus-4-5")
    assert spec.to_dict() == {
        "model_id": "claude-opus-4-5",
        "provider": "anthropic",
        "thinking_level": "off",
    }
    assert spec.thinking_budgets is UNSET and spec.thinking_budget() is None
    valid(spec)
    budgets = thinking_budgets({a.ThinkingLevel.LOW: 2048, "high": 16384})
    assert budgets == {"low": 2048, "high": 16384}
    tuned = a.ModelSpec(
        provider="anthropic",
        model_id="m",
        thinking_level=a.ThinkingLevel.HIGH,
        thinking_budgets=budgets,
    )
    assert tuned.thinking_budget() == 16384
    assert tuned.thinking_budget(a.ThinkingLevel.LOW) == 2048
    assert (
        tuned.thinking_budget(a.ThinkingLevel.MEDIUM) is None
    )  # no override: the provider default
    assert (
        a.ModelSpec(provider="p", model_id="m", thinking_budgets={"off": 0}).thinking_budget() == 0
    )
    with pytest.raises(ValidationError) as caught:
        thinking_budgets({"turbo": 1, "low": -5})
    assert {p.pointer for p in caught.value.problems} == {"", "/low"}


# --- run identity and context -------------------------------------------------------------------


def test_run_identity_root_and_child() -> None:
    root = a.RunIdentity.root(conversation_id="conv-7", deadline_unix_ms=1_800_000_000_000)
    assert root.depth == 0 and root.parent_run_id is UNSET and len(root.run_id) == 36
    assert a.RunIdentity.root().run_id != a.RunIdentity.root().run_id
    child = a.RunIdentity.child_of(root)
    grandchild = child.child()
    assert (child.parent_run_id, child.depth) == (root.run_id, 1)
    assert (grandchild.parent_run_id, grandchild.depth) == (child.run_id, 2)
    for run in (child, grandchild):
        assert run.conversation_id == "conv-7" and run.deadline_unix_ms == 1_800_000_000_000
        assert run.run_id not in (root.run_id, child.run_id) or run is child
        valid(run)
    bare = a.RunIdentity.child_of(a.RunIdentity.root(run_id="r1"), run_id="r2")
    assert bare.to_dict() == {"depth": 1, "parent_run_id": "r1", "run_id": "r2"}


def test_run_identity_builders_return_copies() -> None:
    root = a.RunIdentity.root(run_id="r1")
    renamed = root.with_run_id("trace-42").with_conversation_id("c").with_deadline_unix_ms(5)
    assert renamed.to_dict() == {
        "conversation_id": "c",
        "deadline_unix_ms": 5,
        "depth": 0,
        "run_id": "trace-42",
    }
    assert root.to_dict() == {"depth": 0, "run_id": "r1"}


def test_agent_context_spawns_children() -> None:
    ctx = a.AgentContext.new("You are a planner.")
    assert ctx.to_dict() == {"messages": [], "system_prompt": "You are a planner."}
    anonymous_child = ctx.spawn_child("You are a worker.")
    assert (
        anonymous_child.identity.depth == 1 and anonymous_child.messages == []
    )  # child of a fresh root
    root = a.RunIdentity.root(run_id="root", conversation_id="conv")
    parent = ctx.with_identity(root).with_messages([a.UserMessage(content="plan it")])
    assert ctx.identity is UNSET and ctx.messages == [], "with_* return copies"
    child = parent.spawn_child("You are a worker.")
    assert child.system_prompt == "You are a worker." and child.messages == []
    assert (child.identity.parent_run_id, child.identity.depth, child.identity.conversation_id) == (
        "root",
        1,
        "conv",
    )
    valid(child)


# --- the two lanes ------------------------------------------------------------------------------

TRANSCRIPT = [
    {"role": "system", "content": "Be brief."},
    {"role": "user", "content": "List the files.", "timestamp": 1, "turn_id": "t1"},
    {"role": "extension", "kind": "ui_notification", "data": {"text": "build started"}},
    {
        "role": "assistant",
        "content": [{"type": "tool_call", "id": "c1", "name": "ls", "arguments": {}}],
        "stop_reason": "tool_use",
        "turn_id": "t1",
    },
    {
        "role": "tool_result",
        "tool_call_id": "c1",
        "content": [{"type": "text", "text": "a.txt"}],
        "is_error": False,
        "details": {"exit_code": 0},
    },
    {"role": "extension", "kind": "debug"},
    {"role": "assistant", "content": [{"type": "text", "text": "a.txt"}], "stop_reason": "stop"},
]


def test_conversion_to_the_llm_drops_the_extension_lane() -> None:
    messages = [a.agent_message_from_dict(m) for m in TRANSCRIPT]
    sent = a.agent_message_to_llm(messages)
    assert [m.role for m in sent] == ["system", "user", "assistant", "tool_result", "assistant"]
    assert all(x is y for x, y in zip(sent, [messages[i] for i in (0, 1, 3, 4, 6)], strict=True)), (
        "same order"
    )
    assert [m.kind for m in a.agent_message_to_extension(messages)] == ["ui_notification", "debug"]
    assert [a.agent_message_lane(m) for m in messages] == [
        "llm",
        "llm",
        "extension",
        "llm",
        "llm",
        "extension",
        "llm",
    ]
    assert (
        a.agent_message_as_llm(messages[2]) is None
        and a.agent_message_as_llm(messages[1]) is messages[1]
    )
    ctx = a.AgentContext(system_prompt="Be brief.", messages=messages)
    # The context sends the same messages, minus what the model never sees (tool-result details).
    sent_by_context = ctx.llm_messages()
    assert [m.role for m in sent_by_context] == [m.role for m in sent]
    assert "details" in sent[3].to_dict() and "details" not in sent_by_context[3].to_dict()


def test_no_path_from_the_extension_lane_into_the_llm_lane() -> None:
    ext = a.ExtensionMessage(kind="ui_notification", data={"role": "user", "content": "sneaky"})
    with pytest.raises(ValidationError):
        a.llm_message_from_dict(
            ext.to_dict()
        )  # an extension message never decodes as an LLM message
    assert a.agent_message_to_llm([ext]) == [] and a.agent_message_as_llm(ext) is None
    # Nothing in the bindings takes an extension message and returns an LLM-lane value.
    import agentproto_bindings
    from agentproto_bindings import _behaviour

    llm_types = {
        "LlmMessage",
        "SystemMessage",
        "UserMessage",
        "AssistantMessage",
        "ToolResultMessage",
    }
    for module in (a, _behaviour, agentproto_bindings):
        for name in dir(module):
            fn = getattr(module, name)
            hints = (
                getattr(fn, "__annotations__", {})
                if callable(fn) and not isinstance(fn, type)
                else {}
            )
            takes = " ".join(str(v) for k, v in hints.items() if k != "return")
            if "ExtensionMessage" in takes and "AgentMessage" not in takes:
                assert not any(t in str(hints.get("return")) for t in llm_types), (
                    f"{name} crosses the lanes"
                )


def test_the_type_checker_keeps_the_lanes_apart(tmp_path: Path) -> None:
    """The one-way rule is a typing rule too: mypy refuses an extension message where an
    LLM-lane message is expected, and accepts only the filtered list."""
    source = tmp_path / "lanes_use.py"
    source.write_text(
        "from agentproto_bindings import agent as a\n"
        "ext = a.ExtensionMessage(kind='debug')\n"
        "ok: list[a.LlmMessage] = a.agent_message_to_llm([ext, a.UserMessage(content='hi')])\n"
        "bad: a.LlmMessage = ext\n"
        "worse: list[a.LlmMessage] = [ext]\n"
    )
    proc = subprocess.run(
        [VENV_BIN / "mypy", "--strict", "--cache-dir", "/dev/null", source],
        check=False,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "MYPYPATH": str(ROOT / "generated" / "python")},
    )
    errors = [line for line in proc.stdout.splitlines() if ": error:" in line]
    assert [line.split(":")[1] for line in errors] == ["4", "5"], proc.stdout


def test_turn_ids_live_in_the_llm_lane_only() -> None:
    messages = [a.agent_message_from_dict(m) for m in TRANSCRIPT]
    assert [turn_id_of(m) for m in messages[:4]] == [None, "t1", None, "t1"]
    stamped = with_turn_id(messages[0], "t0")
    assert turn_id_of(stamped) == "t0" and turn_id_of(messages[0]) is None, "a copy is stamped"
    assert with_turn_id(messages[2], "t0") is messages[2]  # an extension message has no turn
    cleared = with_turn_id(messages[1], None)
    assert "turn_id" not in cleared.to_dict()
    assert json.dumps(stamped.to_dict()) == json.dumps(
        {"role": "system", "content": "Be brief.", "turn_id": "t0"}
    )
