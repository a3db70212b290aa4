"""Every real payload of ../shared/realcases read through its library's dialect: accepted (it
converts and the canonical JSON is valid), and lossless both ways (dialect -> canonical ->
dialect gives back an equal JSON value, key order included, with nothing added or left out,
and canonical -> dialect -> canonical too, exactly). The table per library is printed
(`pytest -s`) and asserted; a file a dialect does not accept names the first problem shown for
it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import REALCASES_DIR, ROOT

if not REALCASES_DIR.is_dir():
    pytest.skip("../shared/realcases is not beside the repo", allow_module_level=True)

# The dialects tried for each library's folder, in order: the first that accepts a file wins.
LIBRARIES = {
    "pi-ai": ("pi-ai",),
    "yoagent": ("yoagent", "yoagent-legacy"),
    "clark-agent": ("clark-agent",),
    "openai-responses": ("openai",),
    # the Open Responses spec's own examples are canonical JSON already (their verdicts and
    # reasons are those of test_realcases.py and test_realcases_events.py)
    "openresponses": ("canonical",),
}


@dataclass(frozen=True)
class Row:
    file: str
    dialect: str  # the dialect that accepted it, or "" when none did
    round_trips: bool
    reason: str = ""  # why no dialect accepts it: the first problem shown

    def line(self) -> str:
        verdict = "accepted" if self.dialect else "refused"
        trip = "round-trips" if self.round_trips else "-"
        return f"{self.file:58} {self.dialect or '-':16} {verdict:9} {trip:12} {self.reason}"


def ok(file: str, dialect: str) -> Row:
    return Row(file, dialect, True)


def no(file: str, reason: str) -> Row:
    return Row(file, "", False, reason)


EXPECTED = {
    "pi-ai": [
        ok(f, "pi-ai")
        for f in (
            "assistant_message_with_thinking.json",
            "entry_assistant_aborted_empty.json",
            "entry_assistant_aborted_legacy_usage_no_totalTokens.json",
            "entry_assistant_error_provider_400.json",
            "entry_assistant_stop_thinking_signature.json",
            "entry_assistant_thinking_text_toolcall.json",
            "entry_assistant_tooluse_toolcall.json",
            "entry_bash_execution_message.json",
            "entry_model_change.json",
            "entry_thinking_level_change.json",
            "entry_tool_result_error.json",
            "entry_tool_result_text.json",
            "entry_user_message_text_blocks.json",
            "event_auto_compaction_start.json",
            "event_auto_retry_end_failure.json",
            "event_auto_retry_end_success.json",
            "event_auto_retry_start.json",
            "event_tool_execution_start.json",
            "event_tool_execution_update.json",
            "session_entry_branch_summary.json",
            "session_entry_compaction.json",
            "session_entry_custom.json",
            "session_entry_custom_message.json",
            "session_entry_label.json",
            "session_entry_v3_tool_result.json",
            "session_header_v1_branched.json",
        )
    ],
    "yoagent": [
        ok("event_agent_start.json", "yoagent"),
        ok("event_input_rejected_with_unknown_field.json", "yoagent"),
        ok("event_message_end_full_payload.json", "yoagent"),
        ok("event_tool_execution_start.json", "yoagent"),
        ok("extension_message.json", "yoagent"),
        ok("legacy_snake_case_assistant_message.json", "yoagent-legacy"),
        ok("persisted_transcript.json", "yoagent"),
    ],
    "openai-responses": [
        ok(f, "openai")
        for f in (
            "component_example_responsecontentpartaddedevent.json",
            "component_example_responseerrorevent.json",
            "component_example_responsefailedevent.json",
            "component_example_responsefunctioncallargumentsdoneevent.json",
            "component_example_responseincompleteevent.json",
            "component_example_responseoutputitemaddedevent.json",
            "component_example_responsereasoningsummarytextdeltaevent.json",
            "component_example_responsetextdeltaevent.json",
            "request_file_input.json",
            "request_file_search.json",
            "request_functions.json",
            "request_image_input.json",
            "request_reasoning.json",
            "request_streaming.json",
            "request_text_input.json",
            "request_web_search.json",
            "response_file_input.json",
            "response_file_search.json",
            "response_functions.json",
            "response_image_input.json",
            "response_reasoning.json",
            "response_text_input.json",
            "response_web_search.json",
            "stream_streaming_01_response_created.json",
            "stream_streaming_02_response_in_progress.json",
            "stream_streaming_03_response_output_item_added.json",
            "stream_streaming_04_response_content_part_added.json",
            "stream_streaming_05_response_output_text_delta.json",
            "stream_streaming_06_response_output_text_done.json",
            "stream_streaming_07_response_content_part_done.json",
            "stream_streaming_08_response_output_item_done.json",
            "stream_streaming_09_response_completed.json",
        )
    ],
    "openresponses": [
        ok("event_extension_acme_trace_event.json", "canonical"),
        ok("event_output_item_added.json", "canonical"),
        ok("fragment_tool_choice_function.json", "canonical"),
        ok("http_error_body.json", "canonical"),
        ok("item_extension_openai_web_search_call.json", "canonical"),
        no(
            "item_function_call.json",
            'canonical: /: missing required property "status" (openresponses/item)',
        ),
        no(
            "item_message_assistant.json",
            'canonical: /content/0: missing required property "annotations" (openresponses/item)',
        ),
        no(
            "item_reasoning.json",
            'canonical: /content/0: missing required property "annotations" (openresponses/item)',
        ),
        no(
            "request_allowed_tools.json",
            'canonical: /input/0: missing required property "type" (the tag naming the variant) '
            "(openresponses/create_response_request)",
        ),
        ok("request_extension_hosted_tool_nonstandard_messages.json", "canonical"),
        ok("request_response_param_example.json", "canonical"),
        no(
            "response_resource_example.json",
            'canonical: /: missing required property "presence_penalty" (openresponses/response)',
        ),
        ok("ws_error_event.json", "canonical"),
        ok("ws_response_create.json", "canonical"),
        ok("ws_response_create_continuation.json", "canonical"),
    ],
    "clark-agent": [
        ok("assistant_minimal_no_timestamp.json", "clark-agent"),
        ok("assistant_with_unknown_fields_and_usage.json", "clark-agent"),
        ok("assistant_without_usage.json", "clark-agent"),
        ok("reasoning_detail_item_gemini_encrypted.json", "clark-agent"),
        ok("tool_result_without_narration.json", "clark-agent"),
    ],
}


@cache
def converters() -> Converters:
    return Converters(ROOT / "schema")


def same(a: Any, b: Any) -> bool:
    """Equal JSON values with the same key order everywhere."""
    return json.dumps(a) == json.dumps(b)


def verdict(path: Path, dialects: tuple[str, ...]) -> Row:
    conv = converters()
    value = json.loads(path.read_text(encoding="utf-8"))
    first = ""
    for dialect in dialects:
        read = to_canonical(conv, dialect, value)
        if read.problems:
            first = first or f"{dialect}: {read.problems[0]}"
            continue
        back = from_canonical(conv, dialect, read.entity, read.value)
        again = to_canonical(conv, dialect, back.value)
        trips = (
            not back.problems
            and same(back.value, value)
            and not again.problems
            and same(again.value, read.value)
        )
        return Row(path.name, dialect, trips)
    return Row(path.name, "", False, first)


@pytest.mark.parametrize("library", sorted(LIBRARIES))
def test_realcases_table(library: str) -> None:
    rows = [
        verdict(path, LIBRARIES[library])
        for path in sorted((REALCASES_DIR / library).glob("*.json"))
    ]
    accepted = sum(1 for r in rows if r.dialect)
    trips = sum(1 for r in rows if r.round_trips)
    print(f"\n{library}: {accepted}/{len(rows)} accepted, {trips}/{len(rows)} round-trip")
    for row in rows:
        print("  " + row.line())
    assert rows == EXPECTED[library]


def test_every_library_folder_has_a_table() -> None:
    folders = {p.name for p in REALCASES_DIR.iterdir() if p.is_dir()}
    assert set(LIBRARIES) <= folders
    assert set(EXPECTED) == set(LIBRARIES)


def _mutations(value: Any) -> list[Any]:
    """The value, and variants a reader must treat like the interpreted reading does: each
    object with one property's value replaced by other JSON types, or one property removed."""
    out = [value]
    if isinstance(value, dict):
        for key in list(value)[:8]:
            for other in (None, 7, "x", [], {}):
                out.append({**value, key: other})
            out.append({k: v for k, v in value.items() if k != key})
            for inner in _mutations(value[key])[1:4]:
                out.append({**value, key: inner})
    elif isinstance(value, list) and value:
        for inner in _mutations(value[0])[1:6]:
            out.append([inner, *value[1:]])
    return out


def _dialect_payloads() -> Iterator[tuple[Path, str, Any, Any]]:
    """(file, dialect, its converter, the payload) for every real payload of every library and
    each dialect but canonical its library is read by."""
    for library, dialects in LIBRARIES.items():
        for path in sorted((REALCASES_DIR / library).glob("*.json")):
            original = json.loads(path.read_text(encoding="utf-8"))
            for name in dialects:
                if name != "canonical":
                    yield path, name, converters().converters[name], original


def test_specialised_readers_read_as_the_plan_says() -> None:
    """`Converter.reader(key)` (the plan's reading specialised per shape) gives what the
    interpreted `convert` gives, and has problems exactly when it has, on every real payload of
    every library and on mutated copies of them."""
    tried = 0
    for path, name, conv, original in _dialect_payloads():
        key = conv.entity_of(original)
        if key is None:
            continue
        for value in _mutations(original):
            fast: list[tuple[str, str]] = []
            slow: list[tuple[str, str]] = []
            got = conv.reader(key)(value, fast)
            want = conv.convert(key, value, None, slow, True)
            assert same(got, want), (path.name, name, value)
            assert bool(fast) == bool(slow), (path.name, name, value, fast, slow)
            tried += 1
    print(f"{tried} values read both ways")
    assert tried > 1000


def test_specialised_writers_write_as_the_plan_says() -> None:
    """`Converter.writer(key)` gives what the interpreted `convert` gives when writing (the same
    JSON text: keys in the same order), has problems exactly when it has, and never changes the
    canonical value it writes, though it gives back, uncopied, what it does not change: on the
    canonical JSON of every real payload of every library, and on mutated copies of it."""
    tried = shared = 0
    for path, name, conv, original in _dialect_payloads():
        canonical, problems, key = conv.read(original)
        if problems or key is None:
            continue
        for value in _mutations(canonical):
            before = json.dumps(value)
            fast: list[tuple[str, str]] = []
            slow: list[tuple[str, str]] = []
            got = conv.writer(key)(value, fast)
            assert json.dumps(value) == before, (path.name, name, value)
            want = conv.convert(key, value, None, slow, False)
            assert bool(fast) == bool(slow), (path.name, name, value, fast, slow)
            if not slow:
                assert json.dumps(got) == json.dumps(want), (path.name, name, value)
            shared += got is value
            tried += 1
    print(f"{tried} values written both ways, {shared} given back as they were")
    assert tried > 1000 and shared > 0
