"""Real Open Responses / OpenAI Responses payloads (requests, responses, items, HTTP errors)
against the canonical openresponses schemas. Streaming and WebSocket event files are covered by
test_realcases_events.py.

Every file has an expected verdict. A payload that follows the public Open Responses spec
validates; the ones listed as failing break a rule of seed 004 or of the public spec, or use an
OpenAI dialect that the canonical validator does not accept (DESIGN.md decision 4), and the
table names the error a person would be shown for it."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from support import REALCASES_DIR, leaf_errors, load_schemas, pointer, validator

if not REALCASES_DIR.is_dir():
    pytest.skip("../shared/realcases is not beside the repo", allow_module_level=True)

FAMILY_DIRS = ("openresponses", "openai-responses")
# Streams, events and WebSocket messages belong to test_realcases_events.py.
EVENT_PREFIXES = ("event_", "ws_", "stream_", "component_example_")


@dataclass(frozen=True)
class Case:
    file: str  # relative to realcases/
    entity: str  # openresponses/<entity>
    valid: bool
    error: tuple[str, str] | None = None  # (instance pointer, keyword) among the leaf errors
    reason: str = ""  # why the payload fails
    part: str = ""  # JSON pointer of the validated value inside the file ("" = whole file)

    @property
    def id(self) -> str:
        return self.file


def ok(file: str, entity: str, part: str = "") -> Case:
    return Case(file, f"openresponses/{entity}", True, part=part)


def fails(file: str, entity: str, error: tuple[str, str], reason: str) -> Case:
    return Case(file, f"openresponses/{entity}", False, error, reason)


OR = "openresponses/"
OA = "openai-responses/"
MISSING_KEYS = (
    "OpenAI's example leaves out fields the public ResponseResource requires "
    "(presence_penalty, frequency_penalty, top_logprobs, ...), so the spec rejects it too; "
    "its unknown keys (`user`, cache_write_tokens) are accepted, objects being open"
)
NO_TYPE = (
    "input message without `type` (OpenAI's EasyInputMessage); the public ItemParam "
    "requires type: message"
)

CASES = [
    # --- Open Responses spec and site examples
    fails(
        OR + "item_message_assistant.json",
        "item",
        ("/content/0", "required"),
        "the spec's own example omits `annotations`, which the public OutputTextContent requires",
    ),
    fails(
        OR + "item_function_call.json",
        "item",
        ("", "required"),
        "the spec's own example omits `status`, which output function_call items require "
        "(public FunctionCall, seed 004 Item, and the spec's 'every item MUST include status')",
    ),
    fails(
        OR + "item_reasoning.json",
        "item",
        ("", "required"),
        "the spec's own reasoning example omits `id`, required on every output item",
    ),
    ok(OR + "item_extension_openai_web_search_call.json", "item"),
    ok(OR + "http_error_body.json", "http_error_body"),
    ok(OR + "fragment_tool_choice_function.json", "tool_choice", part="/tool_choice"),
    fails(
        OR + "request_allowed_tools.json",
        "create_response_request",
        ("/input/0", "required"),
        "the spec's own allowed_tools example sends an " + NO_TYPE,
    ),
    ok(OR + "request_extension_hosted_tool_nonstandard_messages.json", "create_response_request"),
    ok(OR + "request_response_param_example.json", "create_response_request"),
    fails(
        OR + "response_resource_example.json",
        "response",
        ("", "required"),
        "the spec's own example omits presence_penalty, frequency_penalty and top_logprobs, "
        "which the public ResponseResource requires",
    ),
    # --- OpenAI Responses API reference examples
    fails(
        OA + "request_file_input.json",
        "create_response_request",
        ("/input/0", "required"),
        NO_TYPE + ", and OpenAI's `detail` on input_file",
    ),
    fails(
        OA + "request_file_search.json",
        "create_response_request",
        ("/tools/0/type", "pattern"),
        "OpenAI hosted tool `file_search` is not slug-prefixed (Open Responses: openai:file_search)",
    ),
    ok(OA + "request_functions.json", "create_response_request"),
    fails(
        OA + "request_image_input.json",
        "create_response_request",
        ("/input/0", "required"),
        NO_TYPE,
    ),
    ok(OA + "request_reasoning.json", "create_response_request"),
    ok(OA + "request_streaming.json", "create_response_request"),
    ok(OA + "request_text_input.json", "create_response_request"),
    fails(
        OA + "request_web_search.json",
        "create_response_request",
        ("/tools/0/type", "pattern"),
        "OpenAI hosted tool `web_search_preview` is not slug-prefixed",
    ),
    fails(OA + "response_file_input.json", "response", ("", "required"), MISSING_KEYS),
    fails(
        OA + "response_file_search.json",
        "response",
        ("/output/0/type", "pattern"),
        "OpenAI hosted item `file_search_call` (and tool `file_search`) are not slug-prefixed; "
        "also " + MISSING_KEYS,
    ),
    fails(OA + "response_functions.json", "response", ("", "required"), MISSING_KEYS),
    fails(OA + "response_image_input.json", "response", ("", "required"), MISSING_KEYS),
    fails(OA + "response_reasoning.json", "response", ("", "required"), MISSING_KEYS),
    fails(OA + "response_text_input.json", "response", ("", "required"), MISSING_KEYS),
    fails(
        OA + "response_web_search.json",
        "response",
        ("/output/0/type", "pattern"),
        "OpenAI hosted item `web_search_call` (and tool `web_search_preview`) are not "
        "slug-prefixed; also " + MISSING_KEYS,
    ),
]

SCHEMAS = load_schemas()


def _load(case: Case) -> object:
    value = json.loads((REALCASES_DIR / case.file).read_text())
    for token in [t for t in case.part.split("/") if t]:
        value = value[token.replace("~1", "/").replace("~0", "~")]
    return value


def test_every_request_response_and_item_file_has_a_verdict() -> None:
    found = {
        f"{d}/{p.name}"
        for d in FAMILY_DIRS
        for p in (REALCASES_DIR / d).glob("*.json")
        if not p.name.startswith(EVENT_PREFIXES)
    }
    listed = [c.file for c in CASES]
    assert len(listed) == len(set(listed)), "a file is listed twice"
    assert found == set(listed), {
        "unlisted": sorted(found - set(listed)),
        "missing": sorted(set(listed) - found),
    }


def test_failures_have_reasons() -> None:
    for case in CASES:
        assert case.valid == (case.error is None), case.file
        assert case.valid or case.reason, case.file


@pytest.mark.parametrize("case", [c for c in CASES if c.valid], ids=lambda c: c.id)
def test_real_payload_validates(case: Case) -> None:
    errors = list(validator(SCHEMAS, case.entity).iter_errors(_load(case)))
    assert not errors, [
        f"{pointer(e.absolute_path)}: {e.message}" for e in leaf_errors(iter(errors))
    ]


@pytest.mark.parametrize("case", [c for c in CASES if not c.valid], ids=lambda c: c.id)
def test_real_payload_fails_as_expected(case: Case) -> None:
    errors = list(validator(SCHEMAS, case.entity).iter_errors(_load(case)))
    assert errors, f"now validates; update the table ({case.reason})"
    found = {(pointer(e.absolute_path), e.validator) for e in leaf_errors(iter(errors))}
    assert case.error in found, sorted(found)
