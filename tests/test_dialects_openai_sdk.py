"""What the openai dialect writes, read by the OpenAI SDK's own models (the `openai` package,
pinned): every valid openresponses fixture the Open Responses spec accepts, of an entity the
SDK models (responses, stream events, output items), converted to the openai dialect, must load
in the SDK's pydantic model in strict mode with nothing left in `model_extra`, anywhere. Where
the two protocols differ, the table says how and why; it is asserted, so it cannot go stale.
Every real OpenAI payload is accepted through the dialect and written back the same."""

from __future__ import annotations

import json
import typing
from functools import cache
from typing import Any

import pytest
from pydantic import BaseModel, TypeAdapter, ValidationError

from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import REALCASES_DIR, ROOT, fixtures

openai_responses = pytest.importorskip("openai.types.responses")
spec = pytest.importorskip("test_openresponses_spec")

OUTPUT_ITEMS = {"item", "message_item", "function_call_item", "reasoning_item"}


# What is not "ok", and why: (text in the outcome, reason). Outcomes: `extra <pointers>` (the
# SDK kept them as unknown), `sdk <location> <error>` (the SDK refused the value), `write
# <problem>` (the openai dialect cannot say it; the writer reports it).
REASONS: list[tuple[str, str]] = [
    (
        "sdk message missing",
        (
            "an error with its own category is written nested under `error`, as OpenAI's API "
            "sends it; the SDK's error event type is the flat one, without a category"
        ),
    ),
    (
        "annotations missing",
        (
            "input_text parts in an assistant message: the SDK's output "
            "messages hold output_text (with annotations) and refusals only"
        ),
    ),
    (
        "ResponseInputText.type literal_error",
        "output_text parts in a user message: the SDK's input messages hold input parts only",
    ),
    ("/store", "the SDK's Response has no `store`"),
    ("/presence_penalty", "the SDK's Response has no presence_penalty or frequency_penalty"),
    ("/obfuscation", "the SDK's delta events have no `obfuscation` padding"),
    ("/bytes", "the SDK's logprobs have no `bytes`"),
    ("/status", "the SDK's compaction item has no `status`"),
    ("extra /", "a property the fixture adds to show that objects are open, kept as sent"),
]

EXPECTED: dict[str, str] = {  # fixture (entity/file) -> outcome
    "openresponses/error_event/invalid_request_with_param.json": "sdk message missing",
    "openresponses/error_event/openai_error_type_spelling.json": "sdk message missing",
    "openresponses/error_event/rate_limited_with_headers.json": "sdk message missing",
    "openresponses/error_event/server_error_minimal.json": "sdk message missing",
    "openresponses/function_call_item/read_file_completed.json": "ok",
    "openresponses/function_call_item/run_tests_arguments_still_streaming.json": "ok",
    "openresponses/function_call_item/seed_nested_function_call_payload.json": "extra /function_call",
    "openresponses/item/assistant_with_input_image.json": "sdk content.0.ResponseOutputText.annotations missing",
    "openresponses/item/compaction.json": "extra /status",
    "openresponses/item/function_call.json": "ok",
    "openresponses/item/function_call_output.json": "ok",
    "openresponses/item/message.json": "ok",
    "openresponses/item/reasoning.json": "ok",
    "openresponses/message_item/assistant_answer_with_citation.json": "ok",
    "openresponses/message_item/assistant_commentary_and_refusal.json": "ok",
    "openresponses/message_item/assistant_just_added_while_streaming.json": "ok",
    "openresponses/message_item/assistant_with_input_text.json": "sdk content.0.ResponseOutputText.annotations missing",
    "openresponses/message_item/developer_instructions.json": "ok",
    "openresponses/message_item/seed_item_dash_id.json": "ok",
    "openresponses/message_item/seed_nested_message_payload.json": "extra /message",
    "openresponses/message_item/user_task_with_screenshot.json": "ok",
    "openresponses/message_item/user_with_output_text.json": "sdk ResponseInputMessageItem.content.0.ResponseInputText.type literal_error",
    "openresponses/reasoning_item/encrypted_only_in_progress.json": "ok",
    "openresponses/reasoning_item/missing_status.json": "ok",
    "openresponses/reasoning_item/summary_and_encrypted.json": "ok",
    "openresponses/response/completed_coding_turn.json": "extra /frequency_penalty /presence_penalty /store",
    "openresponses/response/failed_with_error.json": "extra /frequency_penalty /presence_penalty /store",
    "openresponses/response/id_without_resp_prefix.json": "extra /frequency_penalty /presence_penalty /store",
    "openresponses/response/in_progress_with_extensions.json": "extra /extensions /frequency_penalty /presence_penalty /store",
    "openresponses/response/incomplete_output_budget.json": "extra /frequency_penalty /presence_penalty /store",
    "openresponses/response/openai_user_field.json": "extra /frequency_penalty /presence_penalty /store",
    "openresponses/response/queued_background.json": "extra /frequency_penalty /presence_penalty /store",
    "openresponses/response_completed_event/completed_with_cited_answer.json": "extra /response/store",
    "openresponses/response_completed_event/completed_with_tool_call.json": "extra /response/store",
    "openresponses/response_completed_event/completed_without_output.json": "extra /response/frequency_penalty /response/presence_penalty /response/store",
    "openresponses/response_content_part_added_event/empty_output_text_added.json": "ok",
    "openresponses/response_content_part_added_event/reasoning_text_part_added.json": "ok",
    "openresponses/response_content_part_added_event/refusal_part_added.json": "ok",
    "openresponses/response_content_part_done_event/output_text_with_citation_done.json": "ok",
    "openresponses/response_content_part_done_event/output_text_with_logprobs_done.json": "ok",
    "openresponses/response_content_part_done_event/refusal_part_done.json": "ok",
    "openresponses/response_created_event/created_in_progress.json": "extra /response/store",
    "openresponses/response_created_event/created_queued.json": "extra /response/store",
    "openresponses/response_created_event/nested_response_id_prefix.json": "extra /response/frequency_penalty /response/presence_penalty /response/store",
    "openresponses/response_created_event/queued_background.json": "extra /response/frequency_penalty /response/presence_penalty /response/store",
    "openresponses/response_delta_event/function_call_arguments_delta.json": "ok",
    "openresponses/response_delta_event/function_call_item_added.json": "ok",
    "openresponses/response_delta_event/output_text_delta.json": "ok",
    "openresponses/response_delta_event/summary_delta_with_content_index.json": "extra /content_index",
    "openresponses/response_failed_event/failed_rate_limited_after_partial_output.json": "extra /response/store",
    "openresponses/response_failed_event/failed_server_error.json": "extra /response/store",
    "openresponses/response_failed_event/failed_without_output.json": "extra /response/frequency_penalty /response/presence_penalty /response/store",
    "openresponses/response_function_call_arguments_delta_event/content_index_not_allowed.json": "extra /content_index",
    "openresponses/response_function_call_arguments_delta_event/read_file_arguments_first_fragment.json": "ok",
    "openresponses/response_function_call_arguments_delta_event/read_file_arguments_last_fragment.json": "extra /obfuscation",
    "openresponses/response_function_call_arguments_done_event/read_file_arguments_complete.json": "ok",
    "openresponses/response_function_call_arguments_done_event/run_tests_nested_arguments_with_openai_name.json": "extra /name",
    "openresponses/response_in_progress_event/background_started.json": "extra /response/frequency_penalty /response/presence_penalty /response/store",
    "openresponses/response_in_progress_event/continuation_started.json": "extra /response/store",
    "openresponses/response_in_progress_event/extra_item_field.json": "extra /item /response/frequency_penalty /response/presence_penalty /response/store",
    "openresponses/response_in_progress_event/generation_started.json": "extra /response/store",
    "openresponses/response_incomplete_event/incomplete_content_filter.json": "extra /response/store",
    "openresponses/response_incomplete_event/incomplete_max_output_tokens.json": "extra /response/store",
    "openresponses/response_incomplete_event/incomplete_without_output.json": "extra /response/frequency_penalty /response/presence_penalty /response/store",
    "openresponses/response_output_item_added_event/assistant_message_added.json": "ok",
    "openresponses/response_output_item_added_event/function_call_item_added.json": "ok",
    "openresponses/response_output_item_added_event/item_id_without_prefix.json": "ok",
    "openresponses/response_output_item_added_event/reasoning_item_added.json": "ok",
    "openresponses/response_output_item_done_event/assistant_message_done.json": "ok",
    "openresponses/response_output_item_done_event/function_call_done.json": "ok",
    "openresponses/response_output_item_done_event/reasoning_done_with_encrypted_content.json": "ok",
    "openresponses/response_output_text_annotation_added_event/pytest_docs_citation_added.json": "ok",
    "openresponses/response_output_text_annotation_added_event/second_citation_added.json": "ok",
    "openresponses/response_output_text_delta_event/answer_text_delta.json": "ok",
    "openresponses/response_output_text_delta_event/delta_with_logprobs.json": "extra /logprobs/0/bytes /logprobs/0/top_logprobs/0/bytes /logprobs/0/top_logprobs/1/bytes /logprobs/1/bytes /logprobs/1/top_logprobs/0/bytes /logprobs/1/top_logprobs/1/bytes /logprobs/2/bytes /logprobs/2/top_logprobs/0/bytes",
    "openresponses/response_output_text_delta_event/delta_with_obfuscation_padding.json": "extra /obfuscation",
    "openresponses/response_output_text_done_event/done_with_logprobs.json": "extra /logprobs/0/bytes /logprobs/0/top_logprobs/0/bytes /logprobs/0/top_logprobs/1/bytes /logprobs/1/bytes /logprobs/1/top_logprobs/0/bytes /logprobs/1/top_logprobs/1/bytes /logprobs/2/bytes /logprobs/2/top_logprobs/0/bytes",
    "openresponses/response_output_text_done_event/final_answer_text.json": "ok",
    "openresponses/response_output_text_done_event/second_text_part.json": "ok",
    "openresponses/response_queued_event/background_queued.json": "extra /response/frequency_penalty /response/presence_penalty /response/store",
    "openresponses/response_queued_event/queued_background_response.json": "extra /response/store",
    "openresponses/response_queued_event/queued_waiting_for_capacity.json": "extra /response/store",
    "openresponses/response_reasoning_delta_event/reasoning_delta_with_obfuscation.json": "extra /obfuscation",
    "openresponses/response_reasoning_delta_event/reasoning_text_delta.json": "ok",
    "openresponses/response_reasoning_done_event/extra_summary_index.json": "extra /summary_index",
    "openresponses/response_reasoning_done_event/reasoning_text_complete.json": "ok",
    "openresponses/response_reasoning_done_event/second_reasoning_part.json": "ok",
    "openresponses/response_reasoning_summary_part_added_event/empty_summary_part_added.json": "ok",
    "openresponses/response_reasoning_summary_part_added_event/second_summary_part_added.json": "ok",
    "openresponses/response_reasoning_summary_part_done_event/second_summary_part_done.json": "ok",
    "openresponses/response_reasoning_summary_part_done_event/summary_part_done.json": "ok",
    "openresponses/response_reasoning_summary_text_delta_event/summary_body_delta_obfuscated.json": "extra /obfuscation",
    "openresponses/response_reasoning_summary_text_delta_event/summary_heading_delta.json": "ok",
    "openresponses/response_reasoning_summary_text_done_event/second_summary_part.json": "ok",
    "openresponses/response_reasoning_summary_text_done_event/summary_text_complete.json": "ok",
    "openresponses/response_refusal_delta_event/refusal_first_fragment.json": "ok",
    "openresponses/response_refusal_delta_event/refusal_next_fragment.json": "ok",
    "openresponses/response_refusal_done_event/complete_refusal.json": "ok",
    "openresponses/response_refusal_done_event/short_refusal.json": "ok",
    "openresponses/response_state_event/background_queued.json": "extra /response/frequency_penalty /response/presence_penalty /response/store",
    "openresponses/response_state_event/completed.json": "extra /response/store",
    "openresponses/response_state_event/created.json": "extra /response/store",
    "openresponses/stream_event/output_text_delta.json": "ok",
    "openresponses/stream_event/reasoning_summary_text_delta.json": "ok",
    "openresponses/stream_event/response_completed.json": "extra /response/store",
    "openresponses/stream_event/response_created.json": "extra /response/store",
    "openresponses/stream_event/stream_error.json": "sdk message missing",
}


def reason_of(result: str) -> str:
    return next((why for text, why in REASONS if text in result), "")


@cache
def converters() -> Converters:
    return Converters(ROOT / "schema")


def _models_by_type(alias: Any) -> dict[str, type[BaseModel]]:
    while typing.get_origin(alias) is typing.Annotated:
        alias = typing.get_args(alias)[0]
    table: dict[str, type[BaseModel]] = {}
    for model in typing.get_args(alias):
        for tag in typing.get_args(model.model_fields["type"].annotation):
            table[tag] = model
    return table


@cache
def sdk_models() -> dict[str, dict[str, type[BaseModel]]]:
    return {
        "event": _models_by_type(openai_responses.ResponseStreamEvent),
        "item": _models_by_type(openai_responses.ResponseOutputItem),
    }


def kind_of(entity: str) -> str | None:
    name = entity.split("/")[1]
    if name == "response":
        return "response"
    if name == "stream_event" or (name.startswith("response_") and name.endswith("_event")):
        return "event"
    if name == "error_event":
        return "event"
    return "item" if name in OUTPUT_ITEMS else None


def extras(model: Any, path: str = "") -> list[str]:
    """Every property some model of the tree kept as unknown, as pointers."""
    found: list[str] = []
    if isinstance(model, BaseModel):
        found += [f"{path}/{k}" for k in sorted(model.model_extra or {})]
        for name in type(model).model_fields:
            found += extras(getattr(model, name), f"{path}/{name}")
    elif isinstance(model, list):
        for i, item in enumerate(model):
            found += extras(item, f"{path}/{i}")
    return found


def load_in_sdk(kind: str, value: Any) -> Any:
    if kind == "response":
        return TypeAdapter(openai_responses.Response).validate_python(value, strict=True)
    # the SDK's output messages are the assistant's; a user, system or developer message is an
    # input item, which the SDK reads (listing a response's input) as a ResponseItem
    message = isinstance(value, dict) and value.get("type") == "message"
    if kind == "item" and message and value.get("role") != "assistant":
        return TypeAdapter(openai_responses.ResponseItem).validate_python(value, strict=True)
    table = sdk_models()[kind]
    if not isinstance(value, dict) or value.get("type") not in table:
        raise LookupError(f"no SDK model for type {value.get('type')!r}")
    return table[value["type"]].model_validate(value, strict=True)


def outcome(kind: str, value: Any) -> str:
    """`ok`, `extra <pointers>`, `sdk <first error location>`, or `write <problem>`."""
    try:
        model = load_in_sdk(kind, value)
    except ValidationError as exc:
        first = exc.errors()[0]
        return "sdk " + ".".join(str(p) for p in first["loc"]) + f" {first['type']}"
    except LookupError as exc:
        return f"sdk {exc}"
    found = extras(model)
    return "extra " + " ".join(found) if found else "ok"


def fixture_outcomes() -> dict[str, str]:
    conv = converters()
    out: dict[str, str] = {}
    for fx in fixtures():
        if not fx.valid or not fx.entity.startswith("openresponses/"):
            continue
        kind = kind_of(fx.entity)
        if kind is None:
            continue
        value = json.loads(fx.path.read_text(encoding="utf-8"))
        if fx.entity.split("/")[1] not in spec.SPEC:
            continue  # no counterpart in the spec document
        if spec.spec_errors(fx.entity.split("/")[1], value):
            continue  # what seed 004 adds to the spec: not OpenAI's to read
        # written for the SDK's models, which require what the API always sends
        written = from_canonical(conv, "openai", fx.entity, value, fill=True)
        name = f"{fx.entity}/{fx.path.name}"
        if written.problems:
            out[name] = "write " + written.problems[0]
            continue
        out[name] = outcome(kind, written.value)
    return out


def test_fixtures_load_in_the_sdk_models() -> None:
    got = fixture_outcomes()
    for name, result in sorted(got.items()):
        print(f"{name:90} {result}  {reason_of(result)}")
    assert got == EXPECTED
    assert sum(1 for r in got.values() if r == "ok") >= 40


def test_every_difference_has_a_reason() -> None:
    for result in set(EXPECTED.values()) - {"ok"}:
        assert reason_of(result), result


@pytest.mark.parametrize(
    "path",
    sorted((REALCASES_DIR / "openai-responses").glob("*.json")),
    ids=lambda p: p.name,
)
def test_real_openai_payloads_go_through_the_dialect(path: Any) -> None:
    """Accepted as canonical JSON, and written back exactly as it was. Written with what the API
    now always sends and the API reference's examples predate (`fill`: `logprobs`,
    `cache_write_tokens`, ...), the payload is what the API sends today: that goes through the
    dialect exactly too."""
    conv = converters()
    value = json.loads(path.read_text(encoding="utf-8"))
    read = to_canonical(conv, "openai", value)
    assert not read.problems, read.problems
    back = from_canonical(conv, "openai", read.entity, read.value)
    assert not back.problems
    assert json.dumps(back.value) == json.dumps(value)
    filled = from_canonical(conv, "openai", read.entity, read.value, fill=True)
    assert not filled.problems
    today = to_canonical(conv, "openai", filled.value)
    assert not today.problems
    again = from_canonical(conv, "openai", today.entity, today.value)
    assert json.dumps(again.value) == json.dumps(filled.value)
    back = filled
    kind = kind_of(today.entity or "")
    if kind is None or (kind == "event" and "sequence_number" not in back.value):
        return  # a request, or an event from before the SDK's required `sequence_number`
    # what the API sends today loads in the SDK's models, but where the example itself is what
    # the SDK refuses
    result = outcome(kind, back.value)
    assert result.split()[0] in ("ok", "extra") or REAL_REFUSED.get(path.name) == result, result


# Real payloads the SDK refuses for what they are, not for anything the dialect could fill.
REAL_REFUSED = {
    "component_example_responseincompleteevent.json": (
        "sdk response.incomplete_details.reason literal_error"  # "max_tokens": not an SDK reason
    ),
    "response_web_search.json": (
        # its web_search_call has no `action`, which the SDK's model requires
        "sdk output.0.ResponseOutputMessage.content missing"
    ),
}


def test_the_writer_fills_what_the_api_always_sends() -> None:
    """A canonical text delta says nothing of log probabilities; the API always sends `logprobs`
    (an empty list for none), and so does the dialect when asked to write what the API sends.
    Unasked, it writes nothing that was not there; read back, what was written is kept as
    sent, so a document read and written back is itself again."""
    conv = converters()
    entity = "openresponses/stream_event"
    event = {"type": "response.output_text.delta", "sequence_number": 3, "item_id": "msg_1",
             "output_index": 0, "content_index": 0, "delta": "Paris"}  # fmt: skip
    plain = from_canonical(conv, "openai", entity, event)
    assert not plain.problems and json.dumps(plain.value) == json.dumps(event)
    written = from_canonical(conv, "openai", entity, event, fill=True)
    assert not written.problems
    assert json.dumps(written.value) == json.dumps({**event, "logprobs": []})
    assert outcome("event", written.value) == "ok"
    read = to_canonical(conv, "openai", written.value)
    assert not read.problems and json.dumps(read.value) == json.dumps(written.value)
    sent = {"type": "response.output_text.delta", "sequence_number": 3, "item_id": "msg_1",
            "output_index": 0, "content_index": 0, "logprobs": [], "delta": "Paris"}  # fmt: skip
    read = to_canonical(conv, "openai", sent)
    assert not read.problems and json.dumps(read.value) == json.dumps(sent)
    back = from_canonical(conv, "openai", read.entity, read.value)
    assert json.dumps(back.value) == json.dumps(sent)
