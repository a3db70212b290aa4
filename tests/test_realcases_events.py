"""Real Open Responses / OpenAI streaming payloads against the canonical event schemas.

Every stream and event file of `../shared/realcases` (Open Responses `event_*` and `ws_*`, OpenAI
`stream_*` and `component_example_*`) is listed below with the entity it must be read as and the
expected verdict. An expected failure names its reason and the errors that show it, as
(JSON pointer, JSON Schema keyword, text in the message); the test fails when a listed error is
missing or when a payload expected to fail validates, so the table always says what is true.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from support import REALCASES_DIR, leaf_errors, load_schemas, pointer, validator

if not REALCASES_DIR.is_dir():
    pytest.skip("../shared/realcases is not beside the repo", allow_module_level=True)

SCHEMAS = load_schemas()
PATTERNS = {
    "openresponses": ("event_*.json", "ws_*.json"),
    "openai-responses": ("stream_*.json", "component_example_*.json"),
}


@dataclass(frozen=True)
class Case:
    entity: str  # openresponses/<entity>
    reason: str = ""  # why it fails; empty when it must validate
    errors: tuple[tuple[str, str, str], ...] = field(default=())  # (pointer, keyword, message text)

    @property
    def valid(self) -> bool:
        return not self.reason


STREAM = "openresponses/stream_event"
NO_SEQ = ("", "required", "sequence_number")
OPENAI_SNAPSHOT = ("/response", "required", "'presence_penalty'")
TRANSCRIPT = "OpenAI's published SSE transcript predates sequence_number, which every event carries"
USER_KEY = (
    "; its response snapshot also leaves out fields the public ResponseResource requires "
    "(its unknown `user` key is accepted: objects are open)"
)


def transcript(*extra: tuple[str, str, str]) -> Case:
    return Case(STREAM, TRANSCRIPT + (USER_KEY if extra else ""), (NO_SEQ, *extra))


CASES: dict[str, Case] = {
    # Open Responses spec 2026-04-24 examples: they follow the public spec and must validate.
    "openresponses/event_output_item_added.json": Case(STREAM),
    "openresponses/event_extension_acme_trace_event.json": Case(STREAM),
    # WebSocket mode: a client message and a socket-level error, entities of their own.
    "openresponses/ws_response_create.json": Case("openresponses/websocket_response_create_event"),
    "openresponses/ws_response_create_continuation.json": Case(
        "openresponses/websocket_response_create_event"
    ),
    "openresponses/ws_error_event.json": Case("openresponses/websocket_error_event"),
    # OpenAI component examples that carry sequence_number: valid, as the public spec has them.
    "openai-responses/component_example_responsecontentpartaddedevent.json": Case(STREAM),
    "openai-responses/component_example_responsefunctioncallargumentsdoneevent.json": Case(STREAM),
    "openai-responses/component_example_responseoutputitemaddedevent.json": Case(STREAM),
    "openai-responses/component_example_responsereasoningsummarytextdeltaevent.json": Case(STREAM),
    "openai-responses/component_example_responsetextdeltaevent.json": Case(STREAM),
    # OpenAI dialect: expected failures.
    "openai-responses/component_example_responseerrorevent.json": Case(
        STREAM,
        "OpenAI's error event is flat (code, message, param on the event); ours nests `error`",
        (("", "required", "'error'"),),
    ),
    "openai-responses/component_example_responsefailedevent.json": Case(
        STREAM,
        "the example omits sequence_number, and its response snapshot leaves out fields the "
        "public ResponseResource requires (presence_penalty, ...)",
        (NO_SEQ, OPENAI_SNAPSHOT),
    ),
    "openai-responses/component_example_responseincompleteevent.json": Case(
        STREAM,
        "its response snapshot leaves out fields the public ResponseResource requires "
        "(presence_penalty, ...)",
        (OPENAI_SNAPSHOT,),
    ),
    "openai-responses/stream_streaming_01_response_created.json": transcript(OPENAI_SNAPSHOT),
    "openai-responses/stream_streaming_02_response_in_progress.json": transcript(OPENAI_SNAPSHOT),
    "openai-responses/stream_streaming_03_response_output_item_added.json": transcript(),
    "openai-responses/stream_streaming_04_response_content_part_added.json": transcript(),
    "openai-responses/stream_streaming_05_response_output_text_delta.json": transcript(),
    "openai-responses/stream_streaming_06_response_output_text_done.json": transcript(),
    "openai-responses/stream_streaming_07_response_content_part_done.json": transcript(),
    "openai-responses/stream_streaming_08_response_output_item_done.json": transcript(),
    "openai-responses/stream_streaming_09_response_completed.json": transcript(OPENAI_SNAPSHOT),
}


def found_files() -> set[str]:
    return {
        f"{family}/{p.name}"
        for family, globs in PATTERNS.items()
        for glob in globs
        for p in (REALCASES_DIR / family).glob(glob)
    }


def errors_of(case: Case, name: str) -> list[tuple[str, str, str]]:
    payload = json.loads((REALCASES_DIR / name).read_text())
    errors = validator(SCHEMAS, case.entity).iter_errors(payload)
    return [(pointer(e.absolute_path), e.validator, e.message) for e in leaf_errors(errors)]


def test_table_lists_every_stream_file() -> None:
    assert found_files() == set(CASES), "update CASES: " + repr(found_files() ^ set(CASES))


@pytest.mark.parametrize("name", sorted(CASES))
def test_realcase_verdict(name: str) -> None:
    case = CASES[name]
    found = errors_of(case, name)
    if case.valid:
        assert not found, found
        return
    assert found, f"expected to fail ({case.reason}) but it validates"
    for ptr, keyword, text in case.errors:
        assert any(p == ptr and k == keyword and text in m for p, k, m in found), (
            f"expected {ptr!r} {keyword} ~ {text!r} ({case.reason}); got {found}"
        )


@pytest.mark.parametrize("name", sorted(n for n in CASES if Path(n).name.startswith("ws_")))
def test_websocket_messages_are_not_stream_events(name: str) -> None:
    """The WebSocket client message and error envelope are not stream events: the error shares the
    tag `error` but has `status` and no `sequence_number`."""
    assert errors_of(Case(STREAM), name)
