"""What the pi-ai dialect writes, checked by pi-ai's own published types (`@mariozechner/pi-ai`,
pinned in tools/node) with `tsc --strict`.

Two sources of values: every valid canonical fixture of an entity pi-ai has a type for, written
in the pi-ai dialect; and every real pi-ai payload (../shared/realcases/pi-ai) read and written
back. Each is compiled as a typed constant (`const c: AssistantMessage = {...}`): object
literals get TypeScript's excess-property check, so an unknown or mistyped property fails.
Session entries and the coding agent's RPC events are not pi-ai's (its coding agent declares
them, and does not export them from pi-ai), so of an entry only the message it holds is checked.
Where pi-ai's types refuse what pi-ai itself wrote or what the spec allows, the case is listed in
`DIVERGENCES` with the reason; a listed case that compiles fails the test, so the list stays
true."""

from __future__ import annotations

import json
import re
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import NODE_TOOLS, REALCASES_DIR, ROOT, fixtures, typescript_toolchain

#: Canonical entity -> the pi-ai type a client holds it in.
PI_TYPE = {
    "agent/agent_message": "Message",
    "agent/user_message": "UserMessage",
    "agent/assistant_message": "AssistantMessage",
    "agent/tool_result_message": "ToolResultMessage",
    "agent/assistant_message_event": "AssistantMessageEvent",
    "agent/text_block": "TextContent",
    "agent/thinking_block": "ThinkingContent",
    "agent/image_block": "ImageContent",
    "agent/tool_call_block": "ToolCall",
    "agent/usage": "Usage",
}
#: Entities holding a message pi-ai types (a session entry): property -> the type it is checked as.
HOLDS_MESSAGE = {"agent/message_entry": "message"}

#: Why pi-ai's types refuse a case -> the cases. What the canonical model allows beyond pi-ai is
#: kept by the writer as it is (pi-ai's objects are plain JSON, and reading it back gives it again),
#: so its type finds it; what pi-ai cannot say at all, the writer refuses (`write`).
WHY: dict[str, list[str]] = {
    "write: a canonical delta event may come without the message so far; pi-ai's stream events "
    "always carry `partial`, so the writer refuses it": [
        "agent/assistant_message_event/valid/delta",
    ],
    "write: the canonical error event carries a usage of its own; pi-ai's has its message's only": [
        "agent/assistant_message_event/valid/error",
    ],
    "roles of pi's coding agent (bashExecution, custom), not in pi-ai's Message": [
        "agent/agent_message/valid/bash_execution_extension_lane",
        "agent/agent_message/valid/extension_lane_notification",
        "agent/agent_message/valid/extension_without_kind",
        "realcases/pi-ai/entry_bash_execution_message",
    ],
    "the canonical assistant message's `turn_id` (which turn of a run), not in pi-ai's": [
        "agent/agent_message/valid/assistant_llm_lane",
        "agent/assistant_message/valid/final_answer",
        "agent/assistant_message/valid/thinking_text_and_tool_calls",
    ],
    "`unmapped`: what another library wrote that the canonical model keeps; pi-ai has no place": [
        "agent/assistant_message/valid/unmapped_from_a_newer_writer",
    ],
    "assistant content blocks pi-ai's AssistantMessage has no type for (reasoning, image)": [
        "agent/assistant_message/valid/clark_native_reasoning_without_provider",
        "agent/assistant_message/valid/image_in_assistant_content",
    ],
    "the agent loop's stop reason `max_turns`, not in pi-ai's StopReason": [
        "agent/assistant_message/valid/max_turns_reached",
    ],
    "pi-ai's Usage requires every counter and `cost`; the canonical usage requires input and "
    "output only, and has `reasoning` tokens besides": [
        "agent/assistant_message/valid/provider_error_context_overflow",
        "agent/assistant_message_event/valid/done",
        "agent/assistant_message_event/valid/start",
        "agent/usage/valid/accumulated_over_run",
        "agent/usage/valid/anthropic_cached_turn",
        "agent/usage/valid/clark_input_and_output_only",
        "agent/usage/valid/clark_without_total",
        "agent/usage/valid/openai_reasoning_with_extra",
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
    "pi-ai requires what the canonical message leaves optional (timestamp; an assistant "
    "message's api, provider, model, usage)": [
        "agent/message_entry/valid/assistant_reply",
        "agent/message_entry/valid/without_tree_ids",
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
    "seed 000's tool result has no tool name; pi-ai requires `toolName`": [
        "agent/tool_result_message/valid/seed_000_without_tool_name",
    ],
    "the canonical tool result's `narration`, not in pi-ai's": [
        "agent/tool_result_message/valid/test_run_output_with_details",
        "agent/tool_result_message/valid/without_is_error_defaults_false",
    ],
    "pi-ai wrote it, its types refuse it: an older session's usage, before `totalTokens`": [
        "realcases/pi-ai/entry_assistant_aborted_legacy_usage_no_totalTokens",
    ],
    "pi-ai wrote it, its types refuse it: the session docs' tool result has no `timestamp`": [
        "realcases/pi-ai/session_entry_v3_tool_result",
    ],
}
#: Cases pi-ai's types refuse: case id -> why.
DIVERGENCES: dict[str, str] = {case: why for why, cases in WHY.items() for case in cases}


@cache
def converters() -> Converters:
    return Converters(ROOT / "schema")


def fixture_cases() -> dict[str, tuple[str, Any]]:
    """fixture id -> (pi-ai type, the value pi-ai's dialect writes), or ("write", the first
    problem) for a fixture the dialect cannot write."""
    conv = converters()
    out: dict[str, tuple[str, Any]] = {}
    for fx in fixtures():
        if not fx.valid or fx.entity not in PI_TYPE | HOLDS_MESSAGE:
            continue
        written = from_canonical(conv, "pi-ai", fx.entity, fx.payload())
        out[fx.id] = (PI_TYPE.get(fx.entity, ""), written.value)
        if written.problems:
            out[fx.id] = ("write", written.problems[0])
        elif fx.entity in HOLDS_MESSAGE:
            out[fx.id] = ("Message", written.value.get(HOLDS_MESSAGE[fx.entity]))
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
        if read.entity in PI_TYPE:
            out[name] = (PI_TYPE[read.entity], back.value)
        elif read.entity in ("agent/session_entry", "agent/message_entry") and isinstance(
            back.value.get("message"), dict
        ):
            out[name] = ("Message", back.value["message"])
    return out


def compile_cases(tmp_path: Path, cases: dict[str, tuple[str, Any]]) -> dict[str, str]:
    """case id -> the first error tsc gives for it (cases that compile are not listed)."""
    node, tsc = typescript_toolchain()
    names = sorted({kind for kind, _ in cases.values()})
    lines = [f'import type {{ {", ".join(names)} }} from "@mariozechner/pi-ai";']
    line_of: dict[int, str] = {}
    for i, (case, (kind, value)) in enumerate(sorted(cases.items())):
        line_of[len(lines) + 1] = case
        lines.append(f"export const c{i}: {kind} = {json.dumps(value)};")
    (tmp_path / "check.ts").write_text("\n".join(lines) + "\n")
    (tmp_path / "tsconfig.json").write_text(
        json.dumps(
            {
                "compilerOptions": {
                    "strict": True,
                    "module": "NodeNext",
                    "moduleResolution": "NodeNext",
                    "target": "ES2022",
                    "noEmit": True,
                    "skipLibCheck": True,
                    "types": [],
                },
                "files": ["check.ts"],
            }
        )
    )
    (tmp_path / "node_modules").symlink_to(NODE_TOOLS / "node_modules")
    proc = subprocess.run(
        [node, str(tsc), "-p", str(tmp_path)], check=False, capture_output=True, text=True
    )
    failing: dict[str, str] = {}
    for match in re.finditer(r"check\.ts\((\d+),\d+\): error (TS\d+: .*)", proc.stdout):
        failing.setdefault(line_of.get(int(match.group(1)), "import"), match.group(2))
    assert proc.returncode == 0 or failing, proc.stdout + proc.stderr
    return failing


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
