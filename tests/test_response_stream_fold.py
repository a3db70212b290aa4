"""Folding an Open Responses stream into its final Response, and reporting the streams that
break the rules (a list of problems, never an exception).

Fixtures in tests/fixtures/streams/openresponses/: `<case>.jsonl`, one event per line. A good
stream folds into exactly the response its terminal event carries; a broken one lists the
(pointer, keyword) of each rule it breaks below. The OpenAI SSE transcript of
../shared/realcases is folded too (skipped when that folder is absent)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from agentproto_bindings import ResponseAccumulator, fold_response
from agentproto_bindings import openresponses as o

from support import FIXTURE_DIR, REALCASES_DIR

STREAMS = FIXTURE_DIR / "streams" / "openresponses"
CASES = sorted(p.stem for p in STREAMS.glob("*.jsonl"))


def expected(case: str) -> dict[str, Any]:
    """`<case>.expected.json`: the problems, the response and `finished` the fold gives (every
    target's fold is held to it by `agentproto conformance`; the rule each problem stands for is
    in tests/fixtures/streams/README.md)."""
    return json.loads((STREAMS / f"{case}.expected.json").read_text())


GOOD = [case for case in CASES if not expected(case)["problems"]]
BROKEN = {
    case: [tuple(p) for p in expected(case)["problems"]] for case in CASES if case not in GOOD
}


def events(case: str) -> list[dict[str, Any]]:
    return [
        json.loads(line)
        for line in (STREAMS / f"{case}.jsonl").read_text().splitlines()
        if line.strip()
    ]


def test_there_are_good_and_broken_fixtures() -> None:
    assert len(GOOD) >= 3 and len(BROKEN) >= 3
    # queued straight to completed
    assert [p[:2] for p in BROKEN["illegal_transition"]] == [("/1", "transition")]
    assert [p[:2] for p in BROKEN["unfinished"]] == [("/4", "unfinished")]  # no terminal event


def test_fixture_events_are_valid_stream_events() -> None:
    """Each event is valid on its own: the broken streams break only rules across events."""
    for path in STREAMS.glob("*.jsonl"):
        for event in events(path.stem):
            o.stream_event_from_dict(event)


@pytest.mark.parametrize("case", GOOD)
def test_good_stream_folds_into_its_final_response(case: str) -> None:
    stream = events(case)
    folded = fold_response(stream)
    assert not folded.problems, [str(p) for p in folded.problems]
    assert folded.finished and folded.response is not None
    assert folded.response.to_dict() == stream[-1]["response"]
    # what the expected file states is the terminal event's response, not a copy of a fold
    assert expected(case)["response"] == stream[-1]["response"]


@pytest.mark.parametrize("case", GOOD)
def test_typed_events_fold_like_their_json(case: str) -> None:
    typed = [o.stream_event_from_dict(e) for e in events(case)]
    assert fold_response(typed).response.to_dict() == fold_response(events(case)).response.to_dict()


def test_the_response_after_each_event() -> None:
    acc = ResponseAccumulator()
    seen = [
        acc.feed(event).to_dict() for event in events("text_message")
    ]  # snapshots: feed() updates in place
    assert (
        seen[0]["status"] == "queued"
        and seen[2]["status"] == "in_progress"
        and seen[2]["output"] == []
    )
    texts = [r["output"][0]["content"][0]["text"] for r in seen[4:9]]
    assert texts == [
        "",
        "The capital",
        "The capital of France",
        "The capital of France",
        "The capital of France is Paris.",
    ]  # the extension event at /7 changes nothing
    assert (
        seen[9]["output"][0]["content"][0]["annotations"][0]["url"]
        == "https://en.wikipedia.org/wiki/Paris"
    )
    assert seen[-1]["status"] == "completed" and seen[-1]["usage"]["total_tokens"] == 48


def test_function_call_arguments_and_reasoning_summary() -> None:
    response = fold_response(events("reasoning_and_function_call")).response
    reasoning, call = response.output
    assert reasoning.summary[0].text == "Need the weather for Boston."
    assert reasoning.encrypted_content == "gAAAAABnZ0"  # arrives with the done item only
    assert json.loads(call.arguments) == {"location": "Boston, MA"}


def test_error_event_is_kept() -> None:
    folded = fold_response(events("incomplete_refusal"))
    assert folded.error is not None and folded.error.code == "max_output_tokens"
    assert folded.response.status is o.ResponseStatus.INCOMPLETE
    assert folded.response.output[0].content[0].refusal == "I can't help with that."


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_broken_stream_is_reported(case: str) -> None:
    folded = fold_response(events(case))  # never raises
    assert [(p.pointer, p.keyword, p.message) for p in folded.problems] == BROKEN[case], [
        str(p) for p in folded.problems
    ]
    assert all(p.message for p in folded.problems)
    assert folded.response is not None and folded.response.to_dict() == expected(case)["response"]


def test_broken_stream_still_folds_what_it_can() -> None:
    response = fold_response(events("broken")).response
    assert response.status is o.ResponseStatus.COMPLETED
    assert (
        response.output[0].content[0].text == "Hi there"
    )  # the duplicated and stale deltas were skipped
    unfinished = fold_response(events("unfinished")).response
    assert unfinished.status is o.ResponseStatus.IN_PROGRESS
    assert unfinished.output[0].content[0].text == "Half a sent"


def test_problem_messages_say_what_went_wrong() -> None:
    messages = {p.pointer: p.message for p in fold_response(events("broken")).problems}
    assert (
        messages["/7"]
        == "sequence_number 6 does not increase (the event before had 6); event skipped"
    )
    assert "which no response.output_item.added announced" in messages["/10"]
    assert "after the terminal completed event" in messages["/18"]
    illegal = fold_response(events("illegal_transition")).problems[0].message
    assert (
        illegal == 'ResponseStatus: cannot move from "queued" to "completed"; '
        'it may move only to "in_progress"'
    )


def test_input_that_is_not_an_event_is_a_problem() -> None:
    acc = ResponseAccumulator()
    acc.feed({"type": "response.created"})
    acc.feed({"hello": "world"})
    acc.feed([])  # type: ignore[arg-type]  # not even an object
    not_an_event = o.ResponseError(code="server_error", message="an object, but not an event")
    acc.feed(not_an_event)  # type: ignore[arg-type]
    assert [p.keyword for p in acc.problems] == ["schema", "schema", "schema", "schema"]
    assert acc.finish() is None


# --- OpenAI's published SSE transcript --------------------------------------------------------------


#: The Response keys the spec requires that OpenAI's published transcript predates, with the
#: values OpenAI documents as their defaults (`completed_at`: the transcript does not say).
OPENAI_DEFAULTS: dict[str, Any] = {
    "completed_at": None,
    "presence_penalty": 0.0,
    "frequency_penalty": 0.0,
    "top_logprobs": 0,
    "max_tool_calls": None,
    "background": False,
    "service_tier": "default",
    "safety_identifier": None,
    "prompt_cache_key": None,
}


def transcript() -> list[dict[str, Any]]:
    files = sorted((REALCASES_DIR / "openai-responses").glob("stream_streaming_*.json"))
    if not files:
        pytest.skip("../shared/realcases is not beside the repo")
    return [json.loads(p.read_text()) for p in files]


def test_openai_transcript_as_published_is_not_a_canonical_stream() -> None:
    """Without `sequence_number` no event is canonical, and the response snapshots also leave out
    keys the spec's Response requires: each event is reported, nothing is folded, nothing raises."""
    published = transcript()
    folded = fold_response(published)
    assert [p.keyword for p in folded.problems] == ["schema"] * 9 + ["unfinished"]
    for event, problem in zip(published, folded.problems):
        missing = "/response: missing required property"
        expected = missing if "response" in event else "sequence_number"
        assert expected in problem.message, problem.message
    assert folded.response is None


def test_openai_transcript_folds_once_read_as_canonical() -> None:
    """Read through the dialect (numbered in order; the snapshot keys the spec requires and
    OpenAI's example leaves out given OpenAI's documented defaults; OpenAI's `user` key kept, as
    objects are open), the transcript folds into the response its response.completed event
    carries. The one problem is real: the published transcript shows a single delta ("Hi") of
    the many the text took."""
    canonical = []
    for number, event in enumerate(transcript()):
        event = {**event, "sequence_number": number}
        if "response" in event:
            event["response"] = {**OPENAI_DEFAULTS, **event["response"]}
            if isinstance(event["response"]["usage"], dict):
                event["response"]["usage"] = {
                    "input_tokens_details": {"cached_tokens": 0},
                    **event["response"]["usage"],
                }
        canonical.append(event)
    folded = fold_response(canonical)
    assert [(p.pointer, p.keyword) for p in folded.problems] == [("/5", "mismatch")]
    assert folded.response.to_dict() == canonical[-1]["response"]
    assert folded.response.output[0].content[0].text == "Hi there! How can I assist you today?"
