"""The official Open Responses OpenAPI document as a second oracle for the openresponses family.

Each of our entities is mapped to the part of the spec document it corresponds to (`SPEC`);
the few without a counterpart are listed in `NO_COUNTERPART` with the reason. Then:

- every valid fixture is valid under the spec's own schema, except the fixtures listed in
  `ADDITIONS`, which exercise what seed 004 adds to the spec (each must really be rejected
  by the spec, so the list cannot go stale);
- every real payload of `../shared/realcases` that the spec accepts, we accept.

The spec's `components/schemas` are JSON Schema 2020-12 (OpenAPI 3.1); its OpenAPI-only keywords
(`discriminator`, `example`, `x-...`) are annotations to `jsonschema`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from support import REALCASES_DIR, ROOT, Fixture, fixtures, load_schemas, validator

SPEC_FILE = ROOT.parent / "shared" / "reference" / "openresponses" / "openapi-2026-04-24.json"
if not SPEC_FILE.is_file():
    pytest.skip("../shared/reference/openresponses is not beside the repo", allow_module_level=True)

SPEC_URI = "urn:openresponses:openapi"
STREAM = "/paths/~1responses/post/responses/200/content/text~1event-stream/schema"

#: Our entity -> a component name, or a JSON pointer into the spec document. Entities used in
#: requests and responses alike map to the request-side (`...Param`) component, the one a
#: client may send; response-side strictness is checked through the Response fixtures.
SPEC: dict[str, str] = {
    "allowed_tools_choice": "AllowedToolsParam",
    "annotation": "Annotation",
    "compaction_item": "CompactionBody",
    "compaction_item_param": "CompactionSummaryItemParam",
    "content_part": "/components/schemas/Message/properties/content/items",
    "create_response_request": "CreateResponseBody",
    "error": "ErrorPayload",
    "error_event": "ErrorStreamingEvent",
    "error_type": "/components/schemas/ErrorPayload/properties/type",
    "function_call_item": "FunctionCall",
    "function_call_item_param": "FunctionCallItemParam",
    "function_call_output_item": "FunctionCallOutput",
    "function_call_output_item_param": "FunctionCallOutputItemParam",
    "function_tool": "FunctionToolParam",
    "function_tool_choice": "SpecificFunctionParam",
    "incomplete_details": "IncompleteDetails",
    "input_file_part": "InputFileContentParam",
    "input_image_part": "InputImageContentParamAutoParam",
    "input_item": "ItemParam",
    "input_part": "/components/schemas/FunctionCallOutputItemParam/properties/output/oneOf/1/items",
    "input_text_part": "InputTextContentParam",
    "input_tokens_details": "InputTokensDetails",
    "input_video_part": "InputVideoContent",
    "item": "ItemField",
    "item_reference": "ItemReferenceParam",
    "item_status": "MessageStatus",
    "message_item": "Message",
    "message_item_param": "ItemParam",
    "metadata": "MetadataParam",
    "output_part": "/components/schemas/Message/properties/content/items",
    "output_text_part": "OutputTextContent",
    "output_tokens_details": "OutputTokensDetails",
    "reasoning_config": "ReasoningParam",
    "reasoning_item": "ReasoningBody",
    "reasoning_item_param": "ReasoningItemParam",
    "reasoning_text_part": "ReasoningTextContent",
    "refusal_part": "RefusalContent",
    "response": "ResponseResource",
    "response_completed_event": "ResponseCompletedStreamingEvent",
    "response_content_part_added_event": "ResponseContentPartAddedStreamingEvent",
    "response_content_part_done_event": "ResponseContentPartDoneStreamingEvent",
    "response_created_event": "ResponseCreatedStreamingEvent",
    "response_delta_event": STREAM,
    "response_error": "Error",
    "response_failed_event": "ResponseFailedStreamingEvent",
    "response_function_call_arguments_delta_event": "ResponseFunctionCallArgumentsDeltaStreamingEvent",
    "response_function_call_arguments_done_event": "ResponseFunctionCallArgumentsDoneStreamingEvent",
    "response_in_progress_event": "ResponseInProgressStreamingEvent",
    "response_incomplete_event": "ResponseIncompleteStreamingEvent",
    "response_output_item_added_event": "ResponseOutputItemAddedStreamingEvent",
    "response_output_item_done_event": "ResponseOutputItemDoneStreamingEvent",
    "response_output_text_annotation_added_event": "ResponseOutputTextAnnotationAddedStreamingEvent",
    "response_output_text_delta_event": "ResponseOutputTextDeltaStreamingEvent",
    "response_output_text_done_event": "ResponseOutputTextDoneStreamingEvent",
    "response_queued_event": "ResponseQueuedStreamingEvent",
    "response_reasoning_delta_event": "ResponseReasoningDeltaStreamingEvent",
    "response_reasoning_done_event": "ResponseReasoningDoneStreamingEvent",
    "response_reasoning_summary_part_added_event": "ResponseReasoningSummaryPartAddedStreamingEvent",
    "response_reasoning_summary_part_done_event": "ResponseReasoningSummaryPartDoneStreamingEvent",
    "response_reasoning_summary_text_delta_event": "ResponseReasoningSummaryDeltaStreamingEvent",
    "response_reasoning_summary_text_done_event": "ResponseReasoningSummaryDoneStreamingEvent",
    "response_refusal_delta_event": "ResponseRefusalDeltaStreamingEvent",
    "response_refusal_done_event": "ResponseRefusalDoneStreamingEvent",
    "response_state_event": STREAM,
    "response_status": "/components/schemas/ResponseResource/properties/status",
    "stream_event": STREAM,
    "stream_options": "StreamOptionsParam",
    "summary_text_part": "SummaryTextContent",
    "text_config": "TextParam",
    "text_format": "TextFormatParam",
    "text_part": "TextContent",
    "token_logprob": "LogProb",
    "tool": "ResponsesToolParam",
    "tool_choice": "ToolChoiceParam",
    "tool_choice_object": "ToolChoiceParam",
    "top_logprob": "TopLogProb",
    "url_citation_annotation": "UrlCitationBody",
    "usage": "Usage",
    "websocket_error_event": "WebSocketErrorEvent",
    "websocket_response_create_event": "WebSocketResponseCreateEvent",
}

#: Entities the spec document has no schema for, and why.
NO_COUNTERPART: dict[str, str] = {
    "extension_annotation": "the spec's prose allows `slug:name` annotations; its Annotation "
    "union lists url_citation only",
    "extension_event": "the spec's prose defines `slug:name` streaming events; the document's "
    "event union lists the standard ones only",
    "extension_item": "the spec's prose defines `slug:name` items; ItemField lists the five "
    "standard ones only",
    "extension_item_param": "the spec's prose defines `slug:name` items; ItemParam lists the "
    "standard ones only",
    "extension_tool": "the spec's prose defines hosted `slug:name` tools; the Tool union lists "
    "`function` only",
    "extension_tool_choice": "forcing a hosted `slug:name` tool (OpenAI's shell, mcp, ...), "
    "kept as hosted tools are; ToolChoiceParam lists a mode, one function or an allowed set",
    "extensions": "seed 004's `extensions` map (provider data by slug) is not in the document",
    "http_error_body": "the document describes no error response; the error object inside is "
    "checked as `error` (ErrorPayload)",
    "input_audio_part": "seed 004's `input_audio` part; the spec names audio without a schema",
    "response_cancelled_event": "seed 004's `response.cancelled` event; not in the document",
    "validation_config": "server configuration (seed 004 ValidationConfig), never on the wire",
}

EXT = "a `slug:name` extension, which the spec's prose allows and its unions do not list"
#: Valid fixtures the spec document rejects, because they use what seed 004 or the spec's prose
#: adds to the document (the schemas mark each seed addition `x-seed-addition`): fixture id ->
#: what it uses. Each must really be rejected (the list cannot go stale).
ADDITIONS: dict[str, str] = {
    "openresponses/annotation/valid/extension": EXT,
    "openresponses/input_item/valid/extension_item": EXT,
    "openresponses/input_item/valid/extension_item_without_id": EXT,
    "openresponses/item/valid/extension": EXT,
    "openresponses/response_output_item_added_event/valid/extension_item_added": EXT,
    "openresponses/stream_event/valid/provider_extension_event": EXT,
    "openresponses/tool/valid/extension": EXT,
    "openresponses/allowed_tools_choice/valid/function_and_hosted_tools": EXT
    + " (hosted tools in an allowed set)",
    "openresponses/tool_choice/valid/force_hosted_tool": EXT + " (forcing a hosted tool)",
    "openresponses/tool_choice_object/valid/extension_tool": EXT + " (forcing a hosted tool)",
    "openresponses/create_response_request/valid/coding_agent_turn": EXT + " (a hosted tool)",
    "openresponses/create_response_request/valid/implementor_include_value": EXT
    + " (a hosted tool, and an include value of its own)",
    "openresponses/response/valid/cancelled_with_extension_item": "seed 004's `cancelled` "
    "status, and " + EXT,
    "openresponses/response_state_event/valid/cancelled": "seed 004's `response.cancelled`",
    "openresponses/item_status/valid/failed": "seed 004's `failed` item status",
    "openresponses/input_part/valid/audio": "seed 004's `input_audio` part",
    "openresponses/text_format/valid/json_object": "`json_object`, which the spec's response "
    "TextField has and its request "
    "TextFormatParam lacks",
    "openresponses/reasoning_item/valid/raw_reasoning_trace": "`encrypted_content: null`, as the "
    "spec's own reasoning example "
    "sends; ReasoningBody wants a string",
}


@cache
def spec_document() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(SPEC_FILE.read_text())
    return document


@cache
def spec_registry() -> Registry:
    resource = Resource.from_contents(spec_document(), DRAFT202012)
    return Registry().with_resource(SPEC_URI, resource)


def spec_validator(entity: str) -> jsonschema.Draft202012Validator:
    target = SPEC[entity]
    pointer = target if target.startswith("/") else f"/components/schemas/{target}"
    schema = {"$ref": f"{SPEC_URI}#{pointer}"}
    return jsonschema.Draft202012Validator(schema, registry=spec_registry())


def spec_errors(entity: str, payload: object) -> list[str]:
    errors = spec_validator(entity).iter_errors(payload)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in errors]


def family_fixtures(valid: bool) -> list[Fixture]:
    return [f for f in fixtures() if f.entity.startswith("openresponses/") and f.valid == valid]


def short(entity: str) -> str:
    return entity.removeprefix("openresponses/")


def test_every_entity_is_mapped_or_excused() -> None:
    ours = {short(e) for e in load_schemas() if e.startswith("openresponses/")}
    assert not set(SPEC) & set(NO_COUNTERPART)
    assert ours == set(SPEC) | set(NO_COUNTERPART), {
        "unmapped": sorted(ours - set(SPEC) - set(NO_COUNTERPART)),
        "unknown": sorted((set(SPEC) | set(NO_COUNTERPART)) - ours),
    }
    document = spec_document()
    for entity, target in SPEC.items():
        node: Any = document
        pointer = target if target.startswith("/") else f"/components/schemas/{target}"
        for token in pointer.split("/")[1:]:
            key = token.replace("~1", "/").replace("~0", "~")
            node = node[int(key)] if isinstance(node, list) else node[key]
        assert isinstance(node, dict), entity


def mapped_valid_fixtures() -> Iterator[Fixture]:
    return (f for f in family_fixtures(True) if short(f.entity) in SPEC)


@pytest.mark.parametrize("fixture", list(mapped_valid_fixtures()), ids=lambda f: f.id)
def test_valid_fixture_is_valid_in_the_spec(fixture: Fixture) -> None:
    errors = spec_errors(short(fixture.entity), fixture.payload())
    if fixture.id in ADDITIONS:
        assert errors, "the spec now accepts it; drop it from ADDITIONS"
    else:
        assert not errors, errors


def test_seed_addition_list_names_real_fixtures() -> None:
    ids = {f.id for f in family_fixtures(True)}
    assert set(ADDITIONS) <= ids, sorted(set(ADDITIONS) - ids)


def realcases() -> list[tuple[str, str, str]]:
    """(file, our entity, part pointer) for every realcase the verdict tables list."""
    if not REALCASES_DIR.is_dir():
        return []
    import test_realcases
    import test_realcases_events

    cases = [(c.file, short(c.entity), c.part) for c in test_realcases.CASES]
    cases += [(file, short(c.entity), "") for file, c in test_realcases_events.CASES.items()]
    return cases


def load_part(file: str, part: str) -> object:
    value = json.loads((REALCASES_DIR / file).read_text())
    for token in [t for t in part.split("/") if t]:
        value = value[token.replace("~1", "/").replace("~0", "~")]
    return value


@pytest.mark.skipif(not REALCASES_DIR.is_dir(), reason="../shared/realcases is absent")
def test_what_the_spec_accepts_we_accept() -> None:
    """Every real payload the spec's own schema accepts, ours accepts. Payloads the spec
    rejects too, and entities with no spec counterpart, say nothing here (test_realcases gives
    each its verdict); at least one payload must be checked, so the test cannot pass vacuously."""
    schemas = load_schemas()
    checked, disagreements = 0, []
    for file, entity, part in realcases():
        if entity not in SPEC:
            continue
        payload = load_part(file, part)
        if spec_errors(entity, payload):
            continue
        checked += 1
        ours = validator(schemas, f"openresponses/{entity}")
        disagreements += [
            f"{file}{part} /{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}"
            for e in ours.iter_errors(payload)
        ]
    assert checked, "no real payload is accepted by the spec: nothing was compared"
    assert not disagreements, disagreements


def test_summary(capsys: pytest.CaptureFixture[str]) -> None:
    """Prints the figures: how the spec judges our fixtures and the real payloads."""
    valid = [f for f in mapped_valid_fixtures()]
    valid_ok = sum(not spec_errors(short(f.entity), f.payload()) for f in valid)
    invalid = [f for f in family_fixtures(False) if short(f.entity) in SPEC]
    invalid_rejected = sum(bool(spec_errors(short(f.entity), f.payload())) for f in invalid)
    schemas = load_schemas()
    spec_ok = ours_ok = both = 0
    real = [c for c in realcases() if c[1] in SPEC]
    for file, entity, part in real:
        payload = load_part(file, part)
        s_ok = not spec_errors(entity, payload)
        o_ok = validator(schemas, f"openresponses/{entity}").is_valid(payload)
        spec_ok += s_ok
        ours_ok += o_ok
        both += s_ok and o_ok
    with capsys.disabled():
        print(
            f"\nspec oracle: valid fixtures the spec accepts {valid_ok}/{len(valid)} "
            f"({len(ADDITIONS)} listed additions); invalid fixtures the spec rejects "
            f"{invalid_rejected}/{len(invalid)}; realcases: spec accepts {spec_ok}/{len(real)}, "
            f"we accept {ours_ok}/{len(real)}, of the spec's {both}/{spec_ok}"
        )
    assert both == spec_ok
