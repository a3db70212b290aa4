"""What reaches the model: `convert_to_llm` keeps the extension lane, tool-result `details` and
thinking out of a request as seeds 000-003 say, weaves prompted thinking back as `<thought>`
text, and leaves the transcript it reads untouched."""

from __future__ import annotations

import copy
import json
from typing import Any

from agentproto_bindings import agent as a
from agentproto_bindings import convert_to_llm, split_thoughts, tool_result_problems, weave_thought
from hypothesis import given
from hypothesis import strategies as st

SIGNATURE = "RXhhbXBsZVNpZ25hdHVyZUZvclRlc3RzT25seQ=="

# A transcript carrying everything that must stay out of a request: an extension message,
# tool-result details, native thinking (signed, unsigned, redacted) and prompted thinking.
TRANSCRIPT: list[dict[str, Any]] = [
    {"role": "system", "content": "Answer with the file count."},
    {"role": "user", "content": "How many files?", "timestamp": 1},
    {"role": "extension", "kind": "ui_notification", "data": {"text": "thinking..."}},
    {
        "role": "assistant",
        "provider": "anthropic",
        "model": "claude-opus-4-5",
        "stop_reason": "tool_use",
        "content": [
            {"type": "thinking", "thinking": "I should list the folder.", "signature": SIGNATURE},
            {
                "type": "thinking",
                "thinking": "[redacted]",
                "signature": "b3BhcXVl",
                "redacted": True,
                "source": "native",
            },
            {"type": "thinking", "thinking": "unsigned native thought"},
            {"type": "text", "text": "Let me look."},
            {"type": "tool_call", "id": "c1", "name": "ls", "arguments": {"path": "."}},
        ],
    },
    {
        "role": "tool_result",
        "tool_call_id": "c1",
        "tool_name": "ls",
        "is_error": False,
        "content": [{"type": "text", "text": "a.txt b.txt"}],
        "details": {"exit_code": 0, "artifacts": [{"path": "a.txt"}]},
        "narration": "Ran `ls`.",
    },
    {
        "role": "assistant",
        "provider": "openrouter",
        "model": "x-ai/grok-4",
        "stop_reason": "stop",
        "content": [
            {"type": "thinking", "thinking": "two files", "source": "prompted"},
            {"type": "reasoning", "text": "native sideband reasoning"},
            {
                "type": "reasoning_details",
                "details": [{"type": "reasoning.encrypted", "data": "b3BhcXVl"}],
            },
            {"type": "text", "text": "Two files."},
        ],
    },
]


def transcript() -> list[a.AgentMessage]:
    return [a.agent_message_from_dict(copy.deepcopy(m)) for m in TRANSCRIPT]


def blocks(message: a.LlmMessage) -> list[dict[str, Any]]:
    data = message.to_dict()
    content = data["content"]
    return content if isinstance(content, list) else []


def test_extension_lane_and_details_never_sent() -> None:
    messages = transcript()
    before = [m.to_dict() for m in messages]
    sent = convert_to_llm(messages)
    assert [m.role for m in sent] == ["system", "user", "assistant", "tool_result", "assistant"]
    result = sent[3]
    assert isinstance(result, a.ToolResultMessage)
    assert "details" not in result.to_dict()
    assert result.to_dict()["content"] == TRANSCRIPT[4]["content"]
    assert result.narration == "Ran `ls`."  # the seeds keep only details out of the request
    # The transcript keeps everything: details stay in history, and nothing is changed in place.
    assert [m.to_dict() for m in messages] == before
    assert messages[4].to_dict()["details"] == {"exit_code": 0, "artifacts": [{"path": "a.txt"}]}
    # Messages that need no change are the transcript's own objects.
    assert sent[0] is messages[0] and sent[1] is messages[1]


def test_no_thinking_sent_without_a_target() -> None:
    sent = convert_to_llm(transcript())
    for message in sent:
        for block in blocks(message):
            assert block["type"] != "thinking", block
    assert [b["type"] for b in blocks(sent[2])] == ["text", "tool_call"]
    # Prompted thinking is woven back into visible text; native reasoning stays in its own blocks.
    assert blocks(sent[4]) == [
        {"type": "text", "text": "<thought>two files</thought>"},
        {"type": "reasoning", "text": "native sideband reasoning"},
        {
            "type": "reasoning_details",
            "details": [{"type": "reasoning.encrypted", "data": "b3BhcXVl"}],
        },
        {"type": "text", "text": "Two files."},
    ]


def test_native_thinking_replayed_only_to_the_model_that_wrote_it() -> None:
    same = convert_to_llm(transcript(), provider="anthropic", model="claude-opus-4-5")
    kept = [b for b in blocks(same[2]) if b["type"] == "thinking"]
    assert kept == TRANSCRIPT[3]["content"][:3], "thinking blocks go back unchanged"
    assert kept[0]["signature"] == SIGNATURE  # byte for byte
    # Another model, another provider, or half a target: the thinking is dropped, never made text.
    for provider, model in [
        ("anthropic", "claude-sonnet-4-5"),
        ("openrouter", "claude-opus-4-5"),
        ("anthropic", None),
        (None, "claude-opus-4-5"),
    ]:
        sent = convert_to_llm(transcript(), provider=provider, model=model)
        assert [b["type"] for b in blocks(sent[2])] == ["text", "tool_call"], (provider, model)
        assert "I should list" not in json.dumps([m.to_dict() for m in sent])
    # Prompted thinking is woven back whoever the target is.
    assert blocks(same[4])[0] == {"type": "text", "text": "<thought>two files</thought>"}


def test_context_sends_what_convert_to_llm_sends() -> None:
    ctx = a.AgentContext(system_prompt="Answer with the file count.", messages=transcript())
    assert [m.to_dict() for m in ctx.llm_messages()] == [
        m.to_dict() for m in convert_to_llm(ctx.messages)
    ]
    replay = ctx.llm_messages(provider="anthropic", model="claude-opus-4-5")
    assert any(b["type"] == "thinking" for b in blocks(replay[2]))


block_texts = st.text(alphabet="ab <>/\n", max_size=12).filter(lambda s: "<" not in s)
thinking_blocks = st.builds(
    lambda text, source, signature: a.ThinkingBlock(
        thinking=text, source=source, signature=signature
    ),
    block_texts,
    st.sampled_from([a.ThinkingBlockSource.NATIVE, a.ThinkingBlockSource.PROMPTED]),
    st.sampled_from([SIGNATURE, "ZZ=="]),
)
content = st.lists(
    st.one_of(thinking_blocks, st.builds(lambda t: a.TextBlock(text=t), block_texts)), max_size=6
)


@given(content, st.sampled_from([None, "anthropic"]))
def test_thinking_crosses_into_a_request_only_as_the_seeds_allow(
    blocks_: list[a.AssistantContentBlock], target: str | None
) -> None:
    message = a.AssistantMessage(
        content=blocks_, stop_reason=a.StopReason.STOP, provider="anthropic", model="m"
    )
    extension = a.ExtensionMessage(
        kind="debug", data={"content": blocks_[0].to_dict() if blocks_ else None}
    )
    sent = convert_to_llm([extension, message], provider=target, model="m" if target else None)
    assert len(sent) == 1 and isinstance(sent[0], a.AssistantMessage)
    out = sent[0].content
    native = [
        b
        for b in blocks_
        if isinstance(b, a.ThinkingBlock) and b.source is not a.ThinkingBlockSource.PROMPTED
    ]
    assert [b for b in out if isinstance(b, a.ThinkingBlock)] == (native if target else [])
    # The prompted thoughts come back out of the visible text exactly as they were written.
    prompted = [
        b.thinking
        for b in blocks_
        if isinstance(b, a.ThinkingBlock) and b.source is a.ThinkingBlockSource.PROMPTED
    ]
    visible = "".join(b.text for b in out if isinstance(b, a.TextBlock))
    again = split_thoughts(visible)
    assert [b.thinking for b in again if isinstance(b, a.ThinkingBlock)] == prompted
    assert "".join(b.text for b in again if isinstance(b, a.TextBlock)) == "".join(
        b.text for b in blocks_ if isinstance(b, a.TextBlock)
    )
    assert message.content == blocks_, "the transcript is not changed"


def test_weave_thought() -> None:
    assert weave_thought("plan") == "<thought>plan</thought>"


# --- transcript rules ---------------------------------------------------------------------------


def test_tool_results_answer_earlier_calls() -> None:
    messages = transcript()
    assert tool_result_problems(messages) == []
    assert a.AgentContext(system_prompt="", messages=messages).tool_result_problems() == []
    orphan = a.ToolResultMessage.from_text("c9", "nothing", timestamp=5)
    early = a.ToolResultMessage.from_text("c2", "too soon", timestamp=5)
    call = a.AssistantMessage.from_tool_calls(
        [a.ToolCallBlock(id="c2", name="ls", arguments={})], timestamp=6
    )
    # An extension message that looks like a call is never read as one.
    fake = a.ExtensionMessage(kind="replay", data={"content": [{"type": "tool_call", "id": "c9"}]})
    problems = tool_result_problems([*messages, fake, orphan, early, call])
    assert [(p.pointer, p.keyword) for p in problems] == [
        ("/7/tool_call_id", "tool_call_id"),
        ("/8/tool_call_id", "tool_call_id"),
    ]
    assert '"c9"' in problems[0].message
    ctx = a.AgentContext(system_prompt="", messages=[orphan])
    assert [p.pointer for p in ctx.tool_result_problems()] == ["/messages/0/tool_call_id"]


# --- any valid transcript -------------------------------------------------------------------------


def test_any_valid_transcript_sends_only_what_the_model_may_see() -> None:
    """Transcripts drawn from the schema itself: what is sent is valid, in the LLM lane, without
    details, without thinking unless replayed to its own model, and the transcript is intact."""
    from hypothesis import HealthCheck, assume, settings

    from strategies import Strategies
    from support import SCHEMA_DIR, load_schemas, validator

    schemas = load_schemas()
    message = Strategies(SCHEMA_DIR).for_entity(schemas["agent/agent_message"]["$id"])
    check = validator(schemas, "agent/agent_message")
    tried: list[int] = []
    seen: list[int] = []  # details and thinking blocks in each transcript drawn

    @settings(
        max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(st.lists(message, min_size=1, max_size=6), st.booleans())
    def run(raw: list[Any], replay: bool) -> None:
        assume(all(check.is_valid(m) for m in raw))
        messages = [a.agent_message_from_dict(m) for m in raw]
        before = [m.to_dict() for m in messages]
        assistant = next((m for m in messages if isinstance(m, a.AssistantMessage)), None)
        target: dict[str, Any] = {}
        if (
            replay
            and assistant is not None
            and isinstance(assistant.provider, str)
            and isinstance(assistant.model, str)
        ):
            target = {"provider": assistant.provider, "model": assistant.model}
        sent = convert_to_llm(messages, **target)
        tried.append(len(sent))
        stripped = sum("details" in m for m in before) + sum(
            b["type"] == "thinking"
            for m in before
            for b in (m["content"] if isinstance(m.get("content"), list) else [])
        )
        seen.append(stripped)
        assert [m.to_dict() for m in messages] == before
        assert len(sent) == sum(1 for m in messages if a.agent_message_lane(m) == "llm")
        for out in sent:
            data = out.to_dict()
            assert check.is_valid(data), data  # still a valid message
            assert "details" not in data
            for block in blocks(out):
                if block["type"] == "thinking":
                    assert target and block.get("source") != "prompted"
                    assert (
                        data.get("provider") == target["provider"]
                        and data.get("model") == target["model"]
                    )

    run()
    assert tried, "the strategy produced no valid transcript"
    assert sum(seen) > 0, "no transcript drawn carried details or thinking"
