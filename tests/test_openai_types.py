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
from pathlib import Path

from declared_types import compile_values
from test_openresponses_spec import ADDITIONS

from agentproto.validate.dialects import Converters, from_canonical
from support import ROOT, fixtures

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
    chosen = [
        f for f in fixtures() if f.valid and f.entity in OPENAI_TYPE and f.id not in ADDITIONS
    ]
    assert len(chosen) > 40
    # most of what the spec accepts, openai's types accept as it is
    assert len(DIVERGENCES) < len(chosen) / 2
    names = sorted(set(OPENAI_TYPE.values()))
    header = [f'import type {{ {", ".join(names)} }} from "openai/resources/responses/responses";']
    conv = Converters(ROOT / "schema")
    values = []
    for fixture in chosen:
        # the fills are asked for, as openai's types require what the API always sends
        written = from_canonical(conv, "openai", fixture.entity, fixture.payload(), fill=True).value
        values.append((OPENAI_TYPE[fixture.entity], written))
    refused = compile_values(tmp_path, None, header, values)
    failing = {chosen[number].id: error for number, error in refused.items()}
    assert "import" not in failing, failing["import"]
    unexpected = {k: v for k, v in failing.items() if k not in DIVERGENCES}
    stale = sorted(set(DIVERGENCES) - set(failing))
    assert not unexpected, json.dumps(unexpected, indent=1)
    assert not stale, f"listed as divergences but accepted by openai's types: {stale}"
