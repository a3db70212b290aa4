"""The pydantic target: its models must accept and reject the same fixtures as our bindings.
Where datamodel-code-generator's models cannot say what the schema says, the difference is
listed here, with its reason, and the test fails if the list goes stale."""

from __future__ import annotations

import importlib
import sys

import pytest

from support import ROOT, Fixture, fixtures

pydantic = pytest.importorskip("pydantic", reason="the pydantic target needs pydantic v2")
sys.path.insert(0, str(ROOT / "generated" / "pydantic"))

DROPS_IF = "datamodel-code-generator drops if/then/else"
DROPS_NOT = "datamodel-code-generator drops `not`"
DROPS_ENUM_BESIDE_REF = "datamodel-code-generator drops an `enum` narrowing a `$ref`"
NULL_FOR_ABSENT = "pydantic types an optional property as Optional[...] = None, so it accepts null where the schema only allows absence"
DROPS_URI_PATTERN = "datamodel-code-generator drops `pattern` on a uri-formatted string (it says so when generating)"
ASSERTS_URI_FORMAT = "pydantic parses a `format: uri` string as a URL and refuses control characters, where 2020-12 `format` only annotates"

# fixture id -> why pydantic's verdict differs from the schema's (and ours); pydantic models
# are validated strictly from JSON text, so none of these is lax coercion.
KNOWN_DIFFERENCES: dict[str, str] = {
    "agent/assistant_message_done/invalid/aborted_stop_reason": DROPS_NOT,
    "openresponses/websocket_response_create_event/invalid/background_not_allowed": DROPS_NOT,
    "openresponses/websocket_response_create_event/invalid/stream_flag_not_allowed": DROPS_NOT,
    "agent/assistant_message_done/invalid/error_stop_reason_belongs_to_error_event": DROPS_NOT,
    "agent/assistant_message_error/invalid/stop_reason_stop": DROPS_ENUM_BESIDE_REF,
    "agent/assistant_message_event/invalid/done_with_error_stop_reason": DROPS_NOT,
    "agent/assistant_content_block/invalid/image_without_data_or_url": DROPS_IF,
    "agent/content_block/invalid/image_data_without_mime_type": DROPS_IF,
    "agent/image_block/invalid/both_data_and_url": DROPS_IF,
    "agent/image_block/invalid/data_url_in_url": DROPS_URI_PATTERN,
    "agent/image_block/invalid/data_without_mime_type": DROPS_IF,
    "agent/image_block/invalid/neither_data_nor_url": DROPS_IF,
    "agent/image_block/invalid/url_with_byte_order_mark": DROPS_URI_PATTERN,
    "agent/image_block/valid/url_with_next_line_character": ASSERTS_URI_FORMAT,
    "agent/image_block/valid/url_with_unit_separator": ASSERTS_URI_FORMAT,
    "agent/thinking_block/invalid/signature_is_null": NULL_FOR_ABSENT,
    "agent/tool_execution_result/invalid/image_data_without_mime_type": DROPS_IF,
    "agent/usage/invalid/null_total_tokens": NULL_FOR_ABSENT,
    "agent/user_content_block/invalid/image_with_data_and_url": DROPS_IF,
    "openresponses/create_response_request/invalid/store_false_with_previous_response": DROPS_IF,
    "openresponses/function_call_item/invalid/completed_with_empty_arguments": DROPS_IF,
    "openresponses/input_item/invalid/assistant_with_input_text": DROPS_IF,
    "openresponses/message_item_param/invalid/assistant_with_input_image": DROPS_IF,
    "openresponses/response_output_item_done_event/invalid/completed_call_with_empty_arguments": DROPS_IF,
}


def model(entity: str) -> type:
    family, stem = entity.split("/")
    module = importlib.import_module(f"agentproto_pydantic.{family}.{stem}")
    classes = [
        v for v in vars(module).values() if isinstance(v, type) and v.__module__ == module.__name__
    ]
    exact = [c for c in classes if c.__name__.lower() == stem.replace("_", "")]
    return (exact or classes)[-1]  # datamodel-code-generator writes the root model last


def pydantic_accepts(fixture: Fixture) -> bool:
    cls = model(fixture.entity)
    try:
        pydantic.TypeAdapter(cls).validate_json(fixture.path.read_bytes(), strict=True)
    except (pydantic.ValidationError, ValueError):
        return False
    return True


def test_pydantic_verdicts_agree_with_the_schemas() -> None:
    disagree = {}
    for fixture in fixtures():
        if pydantic_accepts(fixture) != fixture.valid:
            disagree[fixture.id] = "accepts" if fixture.valid is False else "rejects"
    unexplained = sorted(set(disagree) - set(KNOWN_DIFFERENCES))
    stale = sorted(set(KNOWN_DIFFERENCES) - set(disagree))
    assert not unexplained, "pydantic disagrees on: " + ", ".join(
        f"{k} ({disagree[k]})" for k in unexplained
    )
    assert not stale, f"no longer different, remove from KNOWN_DIFFERENCES: {stale}"
