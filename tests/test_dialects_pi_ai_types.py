"""What the pi-ai dialect writes, checked by the published types of pi's own packages (pinned in
tools/node) with `tsc --strict`: pi-ai's messages, stream events, blocks and usage
(`@mariozechner/pi-ai`), its agent messages (`@mariozechner/pi-agent-core`, with the roles the
coding agent adds) and the coding agent's session file entries and session events
(`@mariozechner/pi-coding-agent`; pi-ai itself exports no session entries).

Two sources of values: every valid canonical fixture of an entity pi has a type for, written in
the pi-ai dialect; and every real pi-ai payload (../shared/realcases/pi-ai) read and written
back. Each is compiled as a typed constant (`const c: AssistantMessage = {...}`): object
literals get TypeScript's excess-property check, so an unknown or mistyped property fails (tsc
names the first problem of each). Where pi's types refuse what pi itself wrote or what the
canonical model allows, the case is listed in `WHY` with the reason; a listed case that compiles
fails the test, so the list stays true. None of them is the dialect's mistake: each is a value
pi has no spelling for, or a version of pi's files older than its types."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from declared_types import compile_values

from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import REALCASES_DIR, ROOT, fixtures

AI = "@mariozechner/pi-ai"
CORE = "@mariozechner/pi-agent-core"
CODING = "@mariozechner/pi-coding-agent"
_EVENTS = [
    "agent_event",
    "agent_start_event",
    "agent_end_event",
    "turn_start_event",
    "turn_end_event",
    "message_start_event",
    "message_update_event",
    "message_end_event",
    "tool_execution_start_event",
    "tool_execution_update_event",
    "tool_execution_end_event",
    "auto_compaction_start_event",
    "auto_compaction_end_event",
    "auto_retry_start_event",
    "auto_retry_end_event",
    "input_rejected_event",
]
#: Canonical entity -> (package, the type a client of pi holds it in): pi-ai's messages, stream
#: events and blocks; pi-agent-core's AgentMessage (with the coding agent's own roles, which it
#: adds to it); the coding agent's session file entries and session events.
PI_TYPE: dict[str, tuple[str, str]] = {
    "agent/agent_message": (CORE, "AgentMessage"),
    "agent/bash_execution_message": (CORE, "AgentMessage"),
    "agent/user_message": (AI, "UserMessage"),
    "agent/assistant_message": (AI, "AssistantMessage"),
    "agent/tool_result_message": (AI, "ToolResultMessage"),
    "agent/assistant_message_event": (AI, "AssistantMessageEvent"),
    "agent/text_block": (AI, "TextContent"),
    "agent/thinking_block": (AI, "ThinkingContent"),
    "agent/image_block": (AI, "ImageContent"),
    "agent/tool_call_block": (AI, "ToolCall"),
    "agent/usage": (AI, "Usage"),
    "agent/usage_and_cost": (AI, "Usage"),
    "agent/session_entry": (CODING, "FileEntry"),
    "agent/session_header_entry": (CODING, "SessionHeader"),
    "agent/message_entry": (CODING, "SessionMessageEntry"),
    "agent/model_change_entry": (CODING, "ModelChangeEntry"),
    "agent/thinking_level_change_entry": (CODING, "ThinkingLevelChangeEntry"),
    "agent/compaction_entry": (CODING, "CompactionEntry"),
    "agent/branch_summary_entry": (CODING, "BranchSummaryEntry"),
    "agent/custom_entry": (CODING, "CustomEntry"),
    "agent/custom_message_entry": (CODING, "CustomMessageEntry"),
    "agent/label_entry": (CODING, "SessionEntry"),
    **{f"agent/{name}": (CODING, "AgentSessionEvent") for name in _EVENTS},
}

#: Why pi-ai's types refuse a case -> the cases. What the canonical model allows beyond pi-ai is
#: kept by the writer as it is (pi-ai's objects are plain JSON, and reading it back gives it again),
#: so its type finds it; what pi-ai cannot say at all, the writer refuses (`write`).
WHY: dict[str, list[str]] = {
    "write: a canonical delta event may come without the message so far; pi-ai's stream "
    "events always carry `partial`, so the writer refuses it": [
        "agent/assistant_message_event/valid/delta",
    ],
    "write: the canonical error event carries a usage of its own; pi-ai's has its message's only": [
        "agent/assistant_message_event/valid/error",
    ],
    "the canonical thinking block's opaque payload and the API it came from (`redacted_data`, "
    "`redacted_protocol`, yoagent's `redacted` and `redactedProtocol`); pi-ai keeps a redacted "
    "payload in `thinkingSignature` with `redacted: true` and its ThinkingContent has neither": [
        "agent/thinking_block/valid/redacted_payload_with_protocol",
    ],
    "pi wrote it, its current types refuse it: a v1 session file "
    "(before-compaction.jsonl), whose entries predate `id` / `parentId` (the coding agent "
    "migrates them when loading) and whose header has `provider` and `model`": [
        "realcases/pi-ai/entry_assistant_aborted_empty",
        "realcases/pi-ai/entry_assistant_aborted_legacy_usage_no_totalTokens",
        "realcases/pi-ai/entry_assistant_error_provider_400",
        "realcases/pi-ai/entry_assistant_stop_thinking_signature",
        "realcases/pi-ai/entry_assistant_thinking_text_toolcall",
        "realcases/pi-ai/entry_assistant_tooluse_toolcall",
        "realcases/pi-ai/entry_bash_execution_message",
        "realcases/pi-ai/entry_model_change",
        "realcases/pi-ai/entry_thinking_level_change",
        "realcases/pi-ai/entry_tool_result_error",
        "realcases/pi-ai/entry_tool_result_text",
        "realcases/pi-ai/entry_user_message_text_blocks",
        "realcases/pi-ai/session_header_v1_branched",
    ],
    "pi's RPC docs at that commit say `auto_compaction_start`; the coding agent 0.73.1 "
    "says `compaction_start`": [
        "realcases/pi-ai/event_auto_compaction_start",
    ],
    "pi wrote it, its types refuse it: the session docs' tool result has no `timestamp`": [
        "realcases/pi-ai/session_entry_v3_tool_result",
    ],
    "the canonical auto_compaction_* events follow pi's RPC docs; the coding agent 0.73.1 "
    "renamed them compaction_start / compaction_end": [
        "agent/auto_compaction_end_event/valid/aborted",
        "agent/auto_compaction_end_event/valid/with_result",
        "agent/auto_compaction_start_event/valid/overflow",
        "agent/auto_compaction_start_event/valid/threshold",
    ],
    "the canonical input_rejected event (yoagent's), which pi's AgentSessionEvent has no "
    "counterpart for": [
        "agent/agent_event/valid/input_rejected",
        "agent/input_rejected_event/valid/bare",
        "agent/input_rejected_event/valid/with_unmapped",
    ],
    "the canonical run identity (`run_id`, `turn_id`, `seq`) on messages and events, "
    "which pi's types lack": [
        "agent/agent_event/valid/agent_start",
        "agent/agent_event/valid/tool_execution_end_image_result",
        "agent/agent_event/valid/tool_execution_start",
        "agent/agent_event/valid/turn_start",
        "agent/agent_message/valid/assistant_llm_lane",
        "agent/agent_start_event/valid/with_run_id_and_seq",
        "agent/assistant_message/valid/final_answer",
        "agent/assistant_message/valid/thinking_text_and_tool_calls",
        "agent/auto_retry_start_event/valid/no_delay",
        "agent/message_start_event/valid/user_message",
        "agent/tool_execution_end_event/valid/bash_exit_code_1",
        "agent/tool_execution_end_event/valid/image_result",
        "agent/tool_execution_end_event/valid/read_file_success",
        "agent/tool_execution_start_event/valid/edit_file_nested_args",
        "agent/tool_execution_start_event/valid/read_file",
        "agent/tool_execution_update_event/valid/bash_partial_output",
        "agent/tool_execution_update_event/valid/with_repeated_args",
        "agent/turn_start_event/valid/with_turn_id",
    ],
    "the canonical extension message's `data` (a bash execution in the extension lane "
    "too): pi's CustomMessage keeps its payload in `details`, beside `content` and "
    "`display`": [
        "agent/agent_message/valid/bash_execution_extension_lane",
        "agent/agent_message/valid/extension_lane_notification",
        "agent/agent_message/valid/extension_without_kind",
        "agent/message_start_event/valid/extension_notification",
        "agent/message_start_event/valid/extension_without_kind",
    ],
    "`unmapped`: what another library wrote that the canonical model keeps; pi-ai has no "
    "place for it": [
        "agent/assistant_message/valid/unmapped_from_a_newer_writer",
    ],
    "assistant content blocks pi-ai's AssistantMessage has no type for (reasoning, image)": [
        "agent/assistant_message/valid/clark_native_reasoning_without_provider",
        "agent/assistant_message/valid/image_in_assistant_content",
    ],
    "the agent loop's stop reason `max_turns`, not in pi-ai's StopReason": [
        "agent/assistant_message/valid/max_turns_reached",
    ],
    "pi-ai's Usage requires every counter and `cost`; the canonical usage requires input "
    "and output only, and has `reasoning` tokens besides": [
        "agent/agent_end_event/valid/aborted_run_without_usage",
        "agent/agent_end_event/valid/fixed_failing_test_with_usage",
        "agent/agent_end_event/valid/provider_error_will_retry",
        "agent/agent_event/valid/message_update_text_delta",
        "agent/agent_event/valid/turn_end",
        "agent/assistant_message/valid/provider_error_context_overflow",
        "agent/assistant_message_event/valid/done",
        "agent/assistant_message_event/valid/start",
        "agent/message_end_event/valid/assistant_with_thinking_and_tool_calls",
        "agent/message_start_event/valid/assistant_stream_opens_empty",
        "agent/message_update_event/valid/text_delta_with_cumulative_message",
        "agent/turn_end_event/valid/failed_turn_provider_overloaded",
        "agent/turn_end_event/valid/final_answer_no_tools",
        "agent/turn_end_event/valid/tool_result_without_is_error",
        "agent/turn_end_event/valid/tool_use_turn_with_two_results",
        "agent/usage/valid/accumulated_over_run",
        "agent/usage/valid/anthropic_cached_turn",
        "agent/usage/valid/clark_input_and_output_only",
        "agent/usage/valid/clark_without_total",
        "agent/usage/valid/openai_reasoning_with_extra",
        "agent/usage_and_cost/valid/nothing_spent",
    ],
    "pi-ai's images are inline base64 only: no `url`, no `alt`": [
        "agent/image_block/valid/clark_url_without_mime_type",
        "agent/image_block/valid/external_url_with_mime_type",
        "agent/image_block/valid/png_screenshot_base64",
        "agent/image_block/valid/url_with_next_line_character",
        "agent/image_block/valid/url_with_unit_separator",
        "agent/tool_result_message/valid/image_returning_tool",
        "agent/user_message/valid/text_and_image_blocks",
    ],
    "pi requires what the canonical model leaves optional (a message's timestamp; an "
    "assistant message's api, provider, model, usage; a tool result's tool name; an "
    "entry's id and parentId)": [
        "agent/compaction_entry/valid/minimal",
        "agent/message_entry/valid/assistant_reply",
        "agent/message_entry/valid/without_tree_ids",
        "agent/model_change_entry/valid/without_tree_ids",
        "agent/session_entry/valid/custom_message_blocks",
        "agent/session_entry/valid/message_in_tree",
        "agent/thinking_level_change_entry/valid/to_off",
        "agent/tool_result_message/valid/seed_000_without_tool_name",
        "agent/user_message/valid/yoagent_style_text_blocks_without_timestamp",
    ],
    "the canonical thinking block's `source` (how the thought was obtained), not in pi-ai's": [
        "agent/thinking_block/valid/prompted_thought_tags",
        "agent/thinking_block/valid/redacted_thinking",
    ],
    "the canonical tool call's provider metadata and streamed partial JSON, not in pi-ai's": [
        "agent/tool_call_block/valid/gemini_thought_signature_and_metadata",
        "agent/tool_call_block/valid/streaming_partial_json",
    ],
    "the canonical tool result's `narration`, not in pi-ai's": [
        "agent/message_end_event/valid/tool_result_with_error",
        "agent/tool_result_message/valid/test_run_output_with_details",
        "agent/tool_result_message/valid/without_is_error_defaults_false",
    ],
    "the canonical model says null (a removed label, a killed command's exit code) where "
    "pi's types have the property absent": [
        "agent/bash_execution_message/valid/killed",
        "agent/bash_execution_message/valid/no_full_output_file_null",
        "agent/label_entry/valid/label_removed",
        "agent/session_entry/valid/label_removed",
    ],
    "a message_update whose delta is a bare fragment: pi nests a whole stream event, with "
    "its `partial`, which the pi-ai dialect refuses to make up": [
        "agent/message_update_event/valid/delta_only_tool_call_fragment_with_usage",
        "agent/message_update_event/valid/thinking_delta",
    ],
    "what earlier pi versions wrote and the current types dropped: a v1 session header's "
    "`provider` and `model`, a v1 compaction's `firstKeptEntryIndex`, a user message's "
    "`attachments`": [
        "agent/compaction_entry/valid/v1_first_kept_entry_index",
        "agent/session_entry/valid/header_v1",
        "agent/session_header_entry/valid/v1_with_model",
        "agent/user_message/valid/earlier_attachments_unmapped",
    ],
    "another library's run statistics on agent_end (yoagent's `turns`, usage and session "
    "statistics), not in pi's": [
        "agent/agent_end_event/valid/with_turn_count",
        "agent/agent_end_event/valid/yoagent_session_stats_kept",
    ],
}
#: Cases pi-ai's types refuse: case id -> why.
DIVERGENCES: dict[str, str] = {case: why for why, cases in WHY.items() for case in cases}


@cache
def converters() -> Converters:
    return Converters(ROOT / "schema")


def fixture_cases() -> dict[str, tuple[str, Any]]:
    """fixture id -> (pi type, the value pi-ai's dialect writes), or ("write", the first
    problem) for a fixture the dialect cannot write."""
    conv = converters()
    out: dict[str, tuple[str, Any]] = {}
    for fx in fixtures():
        if not fx.valid or fx.entity not in PI_TYPE:
            continue
        written = from_canonical(conv, "pi-ai", fx.entity, fx.payload())
        if written.problems:
            out[fx.id] = ("write", written.problems[0])
        else:
            out[fx.id] = (PI_TYPE[fx.entity][1], written.value)
    return out


def realcase_cases() -> dict[str, tuple[str, Any]]:
    conv = converters()
    out: dict[str, tuple[str, Any]] = {}
    for path in sorted((REALCASES_DIR / "pi-ai").glob("*.json")):
        value = json.loads(path.read_text(encoding="utf-8"))
        read = to_canonical(conv, "pi-ai", value)
        assert not read.problems, (path.name, read.problems)
        back = from_canonical(conv, "pi-ai", read.entity, read.value)
        assert not back.problems, (path.name, back.problems)
        name = f"realcases/pi-ai/{path.stem}"
        assert read.entity in PI_TYPE, read.entity
        out[name] = (PI_TYPE[read.entity][1], back.value)
    return out


def compile_cases(tmp_path: Path, cases: dict[str, tuple[str, Any]]) -> dict[str, str]:
    """case id -> the first error tsc gives for it (cases that compile are not listed)."""
    used = {kind for kind, _ in cases.values()}
    header = []
    for package in (AI, CORE, CODING):
        names = sorted({t for p, t in PI_TYPE.values() if p == package and t in used})
        header.append(f'import type {{ {", ".join(names)} }} from "{package}";')
    ids = sorted(cases)
    refused = compile_values(tmp_path, None, header, [cases[case] for case in ids])
    return {ids[number]: error for number, error in refused.items()}


def test_pi_ai_types_accept_what_the_dialect_writes(tmp_path: Path) -> None:
    cases = fixture_cases() | realcase_cases()
    assert len(cases) > 40
    # what the dialect cannot write, the writer says (and there is nothing to compile)
    unwritable = {k: f"write {v}" for k, (kind, v) in cases.items() if kind == "write"}
    failing = unwritable | compile_cases(
        tmp_path, {k: v for k, v in cases.items() if k not in unwritable}
    )
    for case in sorted(cases):
        print(f"{case:90} {failing.get(case, 'ok')}")
    assert "import" not in failing, failing["import"]
    unexpected = {k: v for k, v in failing.items() if k not in DIVERGENCES}
    stale = sorted(set(DIVERGENCES) - set(failing))
    assert not unexpected, json.dumps(unexpected, indent=1)
    assert not stale, f"listed as divergences but accepted by pi-ai's types: {stale}"
    # the real payloads pi-ai's types cover, and a good part of the fixtures, compile as written
    assert len(cases) - len(failing) > 15
