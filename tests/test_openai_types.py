"""A real client: the `openai` npm package's types (pinned in tools/node) accept our Open
Responses examples that the Open Responses spec accepts, as the `openai` dialect writes them.

Each mapped entity's valid fixtures, less those the spec document rejects (`ADDITIONS`), are
written in the `openai` dialect (which fills in what the API always sends: `logprobs`,
`cache_write_tokens`, ...), then as typed constants (`const c: ResponseCreateParams = {...}`) and compiled with `tsc`;
object literals get TypeScript's excess-property check, so an unknown or mistyped field fails.
Where OpenAI's types differ from the Open Responses spec, the fixture is listed in
`DIVERGENCES` with the reason; a listed fixture that compiles fails the test, so the list stays
true."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from test_openresponses_spec import ADDITIONS

from agentproto.validate.dialects import Converters, from_canonical
from support import NODE_TOOLS, ROOT, fixtures, typescript_toolchain

#: Our entity -> the openai type a client would use for it.
OPENAI_TYPE = {
    "openresponses/create_response_request": "ResponseCreateParams",
    "openresponses/input_item": "ResponseInputItem",
    "openresponses/message_item_param": "ResponseInputItem",
    "openresponses/function_call_item_param": "ResponseInputItem",
    "openresponses/function_call_output_item_param": "ResponseInputItem",
    "openresponses/function_tool": "FunctionTool",
    "openresponses/tool": "Tool",
    "openresponses/stream_event": "ResponseStreamEvent",
    "openresponses/response": "Response",
    "openresponses/usage": "ResponseUsage",
    "openresponses/text_config": "ResponseTextConfig",
}

NULLS = "openai's types spell absent as `?:` where Open Responses also allows null"
UNTYPED = (
    "openai's Response type has no `store`, presence_penalty or frequency_penalty, which the "
    "API sends (the Python SDK keeps them as extras)"
)
CLOSED = "openai's request type names only OpenAI's fields; the spec's request is open"
#: Fixtures the spec accepts and openai's types do not: fixture id -> why.
DIVERGENCES: dict[str, str] = {
    "openresponses/create_response_request/valid/chat_completions_messages": CLOSED,
    "openresponses/create_response_request/valid/seed_allowed_tools_field": CLOSED,
    "openresponses/create_response_request/valid/stateless_with_encrypted_reasoning": NULLS,
    "openresponses/function_tool/valid/chat_completions_nested_function": "a Chat Completions "
    "`function` wrapper, which the spec's open tool allows and openai's closed FunctionTool not",
    "openresponses/function_tool/valid/no_parameters": "openai's FunctionTool requires `strict`",
    "openresponses/input_item/valid/reasoning": NULLS,
    "openresponses/message_item_param/valid/status_received": "the spec's item status "
    "`received`, which openai's types lack",
    "openresponses/message_item_param/valid/user_with_file_and_null_id": "an input message with "
    "`id: null`; openai's input message has no `id`",
    "openresponses/response/valid/completed_coding_turn": UNTYPED,
    "openresponses/response/valid/failed_with_error": NULLS,
    "openresponses/response/valid/id_without_resp_prefix": NULLS,
    "openresponses/response/valid/in_progress_with_extensions": NULLS,
    "openresponses/response/valid/incomplete_output_budget": UNTYPED,
    "openresponses/response/valid/openai_user_field": NULLS,
    "openresponses/response/valid/queued_background": NULLS,
    "openresponses/stream_event/valid/response_completed": UNTYPED,
    "openresponses/stream_event/valid/response_created": NULLS,
    "openresponses/usage/valid/agent_dialect_cache_read": "a property the fixture adds "
    "(`cache_read`) to show that objects are open; openai's ResponseUsage names only its own",
    "openresponses/stream_event/valid/stream_error": "an error with its own category is "
    "written nested under `error`, as OpenAI's API sends it; openai's ResponseErrorEvent is flat",
}


def test_openai_types_accept_what_the_spec_accepts(tmp_path: Path) -> None:
    node, tsc = typescript_toolchain()
    chosen = [
        f for f in fixtures() if f.valid and f.entity in OPENAI_TYPE and f.id not in ADDITIONS
    ]
    assert len(chosen) > 40
    # most of what the spec accepts, openai's types accept as it is
    assert len(DIVERGENCES) < len(chosen) / 2
    names = sorted(set(OPENAI_TYPE.values()))
    lines = [f'import type {{ {", ".join(names)} }} from "openai/resources/responses/responses";']
    line_of: dict[int, str] = {}
    conv = Converters(ROOT / "schema")
    for i, fixture in enumerate(chosen):
        line_of[len(lines) + 1] = fixture.id
        # what a value the dialect cannot say loses (the flat error's category) is left out;
        # the fills are asked for, as openai's types require what the API always sends
        written = from_canonical(conv, "openai", fixture.entity, fixture.payload(), fill=True).value
        lines.append(f"export const c{i}: {OPENAI_TYPE[fixture.entity]} = {json.dumps(written)};")
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
    assert "import" not in failing, failing["import"]
    unexpected = {k: v for k, v in failing.items() if k not in DIVERGENCES}
    stale = sorted(set(DIVERGENCES) - set(failing))
    assert not unexpected, json.dumps(unexpected, indent=1)
    assert not stale, f"listed as divergences but accepted by openai's types: {stale}"
