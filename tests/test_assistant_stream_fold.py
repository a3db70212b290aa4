"""Folding an assistant message from its stream of events (start, deltas, done or error).

Fixtures in tests/fixtures/streams/agent/: `<case>.jsonl` holds the events, one per line, and
`<case>.expected.json` the final message and the problems as (pointer, keyword). Streams without
a `partial` on their start event are folded as a call to provider `openai`, model `gpt-4.1`,
on a clock fixed at 1731600000000. Another stream is rebuilt from real pi-ai messages in
../shared/realcases (skipped when that folder is absent)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from agentproto_bindings import AssistantMessageAccumulator, fold_assistant_message
from agentproto_bindings import agent as a

from support import FIXTURE_DIR, REALCASES_DIR

STREAMS = FIXTURE_DIR / "streams" / "agent"
CASES = sorted(p.stem for p in STREAMS.glob("*.jsonl"))
CLOCK = 1731600000000


def events(case: str) -> list[dict[str, Any]]:
    return [
        json.loads(line)
        for line in (STREAMS / f"{case}.jsonl").read_text().splitlines()
        if line.strip()
    ]


def accumulator() -> AssistantMessageAccumulator:
    return AssistantMessageAccumulator(provider="openai", model="gpt-4.1", clock=lambda: CLOCK)


@pytest.mark.parametrize("case", CASES)
def test_stream_folds_to_the_expected_message(case: str) -> None:
    expected = json.loads((STREAMS / f"{case}.expected.json").read_text())
    acc = accumulator()
    for event in events(case):
        acc.feed(event)
    final = acc.finish()
    assert final.to_dict() == expected["message"]
    assert [[p.pointer, p.keyword, p.message] for p in acc.problems] == expected["problems"], [
        str(p) for p in acc.problems
    ]
    assert acc.finish() is final and len(acc.problems) == len(expected["problems"]), (
        "finish() is idempotent"
    )


@pytest.mark.parametrize(
    "case",
    [c for c in CASES if not json.loads((STREAMS / f"{c}.expected.json").read_text())["problems"]],
)
def test_every_partial_message_is_a_valid_message(case: str) -> None:
    """The message after each event is a valid assistant message (tool calls carry their raw
    `partial_json` and the best parse so far), and typed events fold like their JSON."""
    acc = accumulator()
    snapshots = []
    for event in events(case):
        snapshots.append(
            copy.deepcopy(acc.feed(a.assistant_message_event_from_dict(event))).to_dict()
        )
    for snapshot in snapshots:
        assert a.AssistantMessage.from_dict(snapshot).to_dict() == snapshot
    assert snapshots[-1] == acc.finish().to_dict()


def test_fold_yields_each_partial_then_the_final_message() -> None:
    stream = events("anthropic_thinking_text_tool_call")
    seen = [m.to_dict() for m in fold_assistant_message(stream, clock=lambda: CLOCK)]
    assert len(seen) == len(stream) + 1
    texts = [next((b["text"] for b in m["content"] if b["type"] == "text"), None) for m in seen]
    assert texts[4:7] == [None, "Let me read ", "Let me read `config.toml` first:"]
    arguments = [m["content"][2]["arguments"] for m in seen[8:12]]
    assert arguments == [
        {},
        {"path": "/srv/app/conf"},
        {"path": "/srv/app/config.toml", "limit": 20},
        {"path": "/srv/app/config.toml", "limit": 200},
    ]  # the best parse so far
    assert seen[-1]["stop_reason"] == "tool_use" and "partial_json" not in seen[-1]["content"][2]


def test_arguments_that_never_form_json_fail_the_message_not_the_caller() -> None:
    acc = accumulator()
    for event in events("tool_arguments_not_json"):
        acc.feed(event)  # no exception, whatever the fragments
    message = acc.finish()
    assert message.stop_reason is a.StopReason.ERROR and "write_file" in message.error_message
    assert message.content[0].partial_json.endswith('"}}'), "the raw text is kept"


def test_an_empty_stream_is_a_failed_message() -> None:
    acc = accumulator()
    assert list(acc.fold([]))[-1].stop_reason is a.StopReason.ERROR
    assert [p.keyword for p in acc.problems] == ["unfinished"]


def test_nothing_changes_after_the_end() -> None:
    acc = accumulator()
    acc.feed({"type": "start"})
    done = acc.feed({"type": "done", "stop_reason": "stop", "usage": {"input": 1, "output": 1}})
    frozen = done.to_dict()
    acc.feed({"type": "delta", "delta": {"type": "text_delta", "delta": "late"}})
    acc.feed({"type": "error", "stop_reason": "error", "error_message": "late"})
    assert acc.finish().to_dict() == frozen
    assert [p.keyword for p in acc.problems] == ["order", "order"]


# --- a stream rebuilt from real pi-ai messages ------------------------------------------------------

PI_FILES = [
    "pi-ai/entry_assistant_thinking_text_toolcall.json",
    "pi-ai/assistant_message_with_thinking.json",
]
BLOCK_TAGS = {"text": "text", "thinking": "thinking", "toolCall": "tool_call"}
USAGE_NAMES = {
    "input": "input",
    "output": "output",
    "cacheRead": "cache_read",
    "cacheWrite": "cache_write",
    "totalTokens": "total_tokens",
}
COST_NAMES = {
    "input": "input",
    "output": "output",
    "cacheRead": "cache_read",
    "cacheWrite": "cache_write",
    "total": "total",
}


def canonical(pi: dict[str, Any]) -> dict[str, Any]:
    """A pi-ai assistant message in the canonical spelling (the `x-aliases` of the schemas)."""
    blocks = []
    for block in pi["content"]:
        out = {"type": BLOCK_TAGS[block["type"]]}
        for key, value in block.items():
            if key != "type":
                out[
                    {"thinkingSignature": "signature", "textSignature": "text_signature"}.get(
                        key, key
                    )
                ] = value
        blocks.append(out)
    stop = {"toolUse": "tool_use"}.get(pi["stopReason"], pi["stopReason"])
    return {
        "role": "assistant",
        "content": blocks,
        "stop_reason": stop,
        "api": pi["api"],
        "provider": pi["provider"],
        "model": pi["model"],
        "timestamp": pi["timestamp"],
        "usage": {USAGE_NAMES[k]: v for k, v in pi["usage"].items() if k in USAGE_NAMES},
        "cost": {COST_NAMES[k]: v for k, v in pi["usage"]["cost"].items()},
    }


def pieces(text: str, size: int = 7) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


def stream_of(message: dict[str, Any]) -> list[dict[str, Any]]:
    """The events pi-ai would send for `message`: start with the call's metadata, each block in
    small fragments at its content index (thinking signatures and tool-call ids on their own
    fragment), then done with the usage and the assembled message."""
    meta = {k: message[k] for k in ("api", "provider", "model")}
    out: list[dict[str, Any]] = [
        {
            "type": "start",
            "partial": {"role": "assistant", "content": [], "stop_reason": "stop", **meta},
        }
    ]
    for index, block in enumerate(message["content"]):
        if block["type"] == "thinking":
            fragments = [{"type": "thinking_delta", "delta": p} for p in pieces(block["thinking"])]
            fragments.append(
                {"type": "thinking_delta", "delta": "", "signature": block["signature"]}
            )
        elif block["type"] == "text":
            fragments = [{"type": "text_delta", "delta": p} for p in pieces(block["text"])]
        else:
            fragments = [
                {"type": "tool_call_delta", "delta": "", "id": block["id"], "name": block["name"]}
            ]
            fragments += [
                {"type": "tool_call_delta", "delta": p}
                for p in pieces(json.dumps(block["arguments"]), 5)
            ]
        out += [
            {"type": "delta", "delta": {**fragment, "content_index": index}}
            for fragment in fragments
        ]
    out.append(
        {
            "type": "done",
            "stop_reason": message["stop_reason"],
            "usage": message["usage"],
            "message": message,
        }
    )
    return out


@pytest.mark.parametrize("name", PI_FILES)
def test_a_real_pi_ai_message_folds_back_from_its_fragments(name: str) -> None:
    path = REALCASES_DIR / name
    if not path.is_file():
        pytest.skip("../shared/realcases is not beside the repo")
    data = json.loads(path.read_text())
    message = canonical(data.get("message", data))
    a.AssistantMessage.from_dict(message)  # the canonical spelling is valid
    stream = stream_of(message)
    acc = AssistantMessageAccumulator(clock=lambda: 0)
    for event in stream:
        partial = acc.feed(event)
        a.AssistantMessage.from_dict(partial.to_dict())
    final = acc.finish()
    assert not acc.problems, [str(p) for p in acc.problems]
    assert final.to_dict() == message  # arguments parsed, cost adopted from the done event
    assert final.content[0].signature == message["content"][0]["signature"]  # byte for byte


def test_input_that_is_not_an_event_is_a_problem() -> None:
    acc = accumulator()
    acc.feed({"type": "start"})
    acc.feed({"type": "delta"})
    acc.feed("start")  # type: ignore[arg-type]
    acc.feed(a.TextBlock(text="a block, not an event"))  # type: ignore[arg-type]
    assert [p.keyword for p in acc.problems] == ["schema", "schema", "schema"]
    assert 'missing required property "delta"' in acc.problems[0].message
    assert acc.message.content == []


@pytest.mark.parametrize(
    "end",
    [
        {
            "type": "done",
            "stop_reason": "length",
            "usage": {"input": 1, "output": 1},
            "message": {
                "role": "assistant",
                "content": [],
                "stop_reason": "stop",
                "usage": {"input": 1, "output": 1},
            },
        },
        {
            "type": "done",
            "stop_reason": "stop",
            "usage": {"input": 1, "output": 1},
            "message": {
                "role": "assistant",
                "content": [],
                "stop_reason": "stop",
                "usage": {"input": 1, "output": 2},
            },
        },
        {
            "type": "error",
            "stop_reason": "error",
            "error_message": "overloaded",
            "message": {
                "role": "assistant",
                "content": [],
                "stop_reason": "error",
                "error_message": "rate limited",
            },
        },
    ],
)
def test_an_end_event_must_agree_with_its_own_message(end: dict[str, Any]) -> None:
    acc = accumulator()
    acc.feed({"type": "start"})
    acc.feed(end)
    assert [(p.pointer, p.keyword) for p in acc.problems] == [("/1", "mismatch")]
    assert acc.message.stop_reason.value == end["stop_reason"]  # the event itself wins


def test_a_done_message_without_usage_takes_the_events_usage() -> None:
    acc = accumulator()
    acc.feed({"type": "start"})
    acc.feed({"type": "delta", "delta": {"type": "text_delta", "delta": "hi"}})
    acc.feed(
        {
            "type": "done",
            "stop_reason": "stop",
            "usage": {"input": 3, "output": 1},
            "message": {
                "role": "assistant",
                "content": [{"type": "text", "text": "hi"}],
                "stop_reason": "stop",
            },
        }
    )  # valid: a message's usage is optional
    final = acc.finish()
    assert not acc.problems, [str(p) for p in acc.problems]
    assert final.usage.to_dict() == {"input": 3, "output": 1}


def test_opaque_data_that_only_the_done_message_carries_is_kept() -> None:
    """Signatures, provider metadata and an error text that no fragment carried arrive with the
    producer's finished message; they must reach the final message byte for byte."""
    acc = accumulator()
    acc.feed({"type": "start"})
    acc.feed({"type": "delta", "delta": {"type": "thinking_delta", "delta": "plan"}})
    acc.feed({"type": "delta", "delta": {"type": "text_delta", "delta": "ok"}})
    acc.feed(
        {
            "type": "delta",
            "delta": {"type": "tool_call_delta", "id": "c1", "name": "ls", "delta": "{}"},
        }
    )
    blocks = [
        {"type": "thinking", "thinking": "plan", "signature": "c2lnbmF0dXJl"},
        {"type": "text", "text": "ok", "text_signature": "msg_1"},
        {
            "type": "tool_call",
            "id": "c1",
            "name": "ls",
            "arguments": {},
            "thought_signature": "dGhvdWdodA==",
            "provider_metadata": {"k": [1, "v"]},
        },
    ]
    message = {
        "role": "assistant",
        "content": blocks,
        "stop_reason": "tool_use",
        "error_message": "partial output kept",
    }
    acc.feed(
        {
            "type": "done",
            "stop_reason": "tool_use",
            "usage": {"input": 1, "output": 1},
            "message": message,
        }
    )
    final = acc.finish().to_dict()
    assert not acc.problems, [str(p) for p in acc.problems]
    assert final["content"] == blocks
    assert final["error_message"] == "partial output kept"
