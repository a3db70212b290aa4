"""The stream folds stay linear in their delta text, tested by what they do rather than by how
long they take (speed is measured by bench/fold_linear.py, in every target): a delta's text is
never concatenated onto the text so far (which copies all of it, each time: seen in the
assistant fold by a string that counts what it is added to), texts are joined from their pieces
a bounded number of times, and a tool call's arguments are not parsed on every fragment. The
TypeScript, Rust and Go folds are held linear by the bench alone (their strings grow in place or
as ropes, which no test here can see).

Also: a JSON number that is an integer (`1.0`) is read as one in both folds."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from agentproto_bindings import AssistantMessageAccumulator, ResponseAccumulator
from agentproto_bindings import _behaviour as behaviour

from support import FIXTURE_DIR

DELTAS = 2_000
PIECE = "0123456789" * 10  # 100 characters


class Counted(str):
    """A delta's text that counts the characters copied by every `+` it takes part in: Python
    asks the right operand first when it is a subclass, so `text += delta` is seen too."""

    copied = 0

    def __add__(self, other: str) -> str:
        Counted.copied += len(self) + len(other)
        return str.__add__(self, other)

    def __radd__(self, other: str) -> str:
        Counted.copied += len(self) + len(other)
        return str.__add__(other, self)


@pytest.fixture
def counted() -> Iterator[type[Counted]]:
    Counted.copied = 0
    yield Counted


@pytest.fixture
def joins(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The length of every text the folds join from its pieces."""
    lengths: list[int] = []
    join = behaviour._Growing.text

    def counting(self: Any) -> str:
        text = join(self)
        lengths.append(len(text))
        return text

    monkeypatch.setattr(behaviour._Growing, "text", counting)
    return lengths


def test_the_sanity_of_the_counter(counted: type[Counted]) -> None:
    text = ""
    for _ in range(3):
        text += counted("ab")
    assert counted.copied == 2 + 4 + 6, "a += of the kind the folds must not do is counted"


def assistant_stream(piece: str, deltas: int = DELTAS) -> Iterator[dict[str, Any]]:
    yield {"type": "start"}
    for _ in range(deltas):
        yield {"type": "delta", "delta": {"type": "text_delta", "delta": piece, "content_index": 0}}
    start = {
        "type": "tool_call_delta",
        "id": "c1",
        "name": "f",
        "delta": '{"a":"',
        "content_index": 1,
    }
    yield {"type": "delta", "delta": start}
    for _ in range(deltas):
        yield {
            "type": "delta",
            "delta": {"type": "tool_call_delta", "delta": piece, "content_index": 1},
        }
    yield {"type": "delta", "delta": {"type": "tool_call_delta", "delta": '"}', "content_index": 1}}
    yield {"type": "done", "stop_reason": "tool_use", "usage": {"input": 1, "output": 1}}


def test_assistant_fold_neither_concatenates_nor_parses_per_delta(
    counted: type[Counted], joins: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    parses: list[int] = []
    best_parse = behaviour._best_parse

    def counting_parse(text: str) -> Any:
        parses.append(len(text))
        return best_parse(text)

    monkeypatch.setattr(behaviour, "_best_parse", counting_parse)
    acc = AssistantMessageAccumulator(clock=lambda: 0)
    events = list(assistant_stream(counted(PIECE)))
    for event in events[:-1]:
        acc.feed_validated(event)
    assert parses == [], "the arguments are parsed when the message is read, not per fragment"
    so_far = acc.message
    assert len(parses) == 1 and so_far.content[1].arguments == {"a": PIECE * DELTAS}
    acc.feed_validated(events[-1])
    message = acc.finish()
    total = len(PIECE) * DELTAS
    assert message.content[0].text == PIECE * DELTAS
    assert message.content[1].arguments == {"a": PIECE * DELTAS} and not acc.problems
    assert counted.copied == 0, "a delta's text is kept as a piece, never added to the text so far"
    assert sum(joins) <= 2 * (2 * total + 10), "each text is joined once when read (twice here)"


def response_stream(piece: str) -> Iterator[dict[str, Any]]:
    created = next(
        json.loads(line)
        for line in (FIXTURE_DIR / "streams/openresponses/text_message.jsonl")
        .read_text()
        .splitlines()
        if '"response.created"' in line
    )
    created["response"]["status"] = "in_progress"
    whole = str(piece) * DELTAS
    events: list[dict[str, Any]] = [
        created,
        {
            "type": "response.output_item.added",
            "output_index": 0,
            "item": {
                "type": "message",
                "id": "m",
                "status": "in_progress",
                "role": "assistant",
                "content": [],
            },
        },
        {
            "type": "response.content_part.added",
            "item_id": "m",
            "output_index": 0,
            "content_index": 0,
            "part": {"type": "output_text", "text": "", "annotations": []},
        },
        *(
            {
                "type": "response.output_text.delta",
                "item_id": "m",
                "output_index": 0,
                "content_index": 0,
                "delta": piece,
            }
            for _ in range(DELTAS)
        ),
        {
            "type": "response.output_text.done",
            "item_id": "m",
            "output_index": 0,
            "content_index": 0,
            "text": whole,
        },
        {
            "type": "response.output_item.added",
            "output_index": 1,
            "item": {
                "type": "function_call",
                "id": "f",
                "call_id": "c",
                "name": "g",
                "status": "in_progress",
                "arguments": "",
            },
        },
        *(
            {
                "type": "response.function_call_arguments.delta",
                "item_id": "f",
                "output_index": 1,
                "delta": piece,
            }
            for _ in range(DELTAS)
        ),
    ]
    for number, event in enumerate(events):
        event["sequence_number"] = number
        yield event


def test_response_fold_joins_each_text_once(joins: list[int]) -> None:
    """(The response fold reads only exact JSON types, so a counting string cannot pass
    through it: what is counted is that deltas go to pieces, joined once each.)"""
    acc = ResponseAccumulator()
    for event in response_stream(PIECE):
        acc.feed_validated(event)
    total = len(PIECE) * DELTAS
    assert joins == [total], "the text is joined once, when its done event compares it"
    response = acc.response
    assert response is not None and not acc.problems
    assert response.output[1].arguments == PIECE * DELTAS  # type: ignore[union-attr]
    assert joins == [total, total], "and the arguments once, when the response is read"
    assert acc.response is response and len(joins) == 2, "nothing joined again with nothing new"


def test_reading_the_response_between_deltas_keeps_it_current() -> None:
    """The built response is updated by what arrived since it was last read."""
    acc = ResponseAccumulator()
    seen = []
    for event in response_stream("ab"):
        acc.feed(event, valid=True)
        if event["type"] == "response.output_text.delta" and len(seen) < 3:
            response = acc.response
            assert response is not None
            seen.append(response.output[0].content[0].text)  # type: ignore[union-attr]
    assert seen == ["ab", "abab", "ababab"]
    response = acc.response
    assert response is not None
    assert response.output[1].arguments == "ab" * DELTAS  # type: ignore[union-attr]


# --- a JSON number that is an integer is an integer ---------------------------------------------


def integral(value: Any) -> Any:
    """The value with every integer written as an integral float (5 -> 5.0), as some encoders
    write them and as JSON Schema reads them (an integer)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return float(value)
    if isinstance(value, dict):
        return {k: integral(v) for k, v in value.items()}
    if isinstance(value, list):
        return [integral(v) for v in value]
    return value


STREAMS = FIXTURE_DIR / "streams"


@pytest.mark.parametrize(
    "case", sorted(p.stem for p in (STREAMS / "openresponses").glob("*.jsonl"))
)
@pytest.mark.parametrize("feed", ["feed", "feed_validated"])
def test_response_fold_reads_integral_floats_as_integers(case: str, feed: str) -> None:
    lines = (STREAMS / "openresponses" / f"{case}.jsonl").read_text().splitlines()
    events = [json.loads(line) for line in lines if line.strip()]

    def folded(stream: list[dict[str, Any]]) -> tuple[list[str], Any]:
        acc = ResponseAccumulator()
        for event in stream:
            acc.feed_validated(event) if feed == "feed_validated" else acc.feed(event)
        response = acc.finish()
        return [f"{p.pointer} {p.keyword}" for p in acc.problems], response and response.to_dict()

    # the numbers of the events themselves (not of the snapshots, which are kept as given)
    renumbered = [
        {k: (integral(v) if k.endswith(("sequence_number", "_index")) else v) for k, v in e.items()}
        for e in events
    ]
    assert any(isinstance(e.get("sequence_number"), float) for e in renumbered)
    assert folded(renumbered) == folded(events)


@pytest.mark.parametrize("case", sorted(p.stem for p in (STREAMS / "agent").glob("*.jsonl")))
def test_assistant_fold_reads_integral_floats_as_integers(case: str) -> None:
    lines = (STREAMS / "agent" / f"{case}.jsonl").read_text().splitlines()
    events = [json.loads(line) for line in lines if line.strip()]

    def folded(stream: list[dict[str, Any]]) -> tuple[list[str], Any]:
        acc = AssistantMessageAccumulator(provider="openai", model="gpt-4.1", clock=lambda: 0)
        for event in stream:
            acc.feed(event)
        return [f"{p.pointer} {p.keyword}" for p in acc.problems], acc.finish().to_dict()

    renumbered = [
        {
            **e,
            "delta": {
                k: (integral(v) if k.endswith("_index") else v) for k, v in e["delta"].items()
            },
        }
        if isinstance(e.get("delta"), dict)
        else e
        for e in events
    ]
    assert folded(renumbered) == folded(events)


def test_fold_all_reads_the_message_once_at_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """`fold_all` folds JSON that is not validated without reading the message per event,
    and gives the message `feed` would have left."""
    parses: list[int] = []
    best_parse = behaviour._best_parse
    monkeypatch.setattr(behaviour, "_best_parse", lambda text: parses.append(1) or best_parse(text))
    # no done event: the calls stay partial (few deltas: `feed` reads the message every time)
    stream = list(assistant_stream(PIECE, 20))[:-1]
    fed = AssistantMessageAccumulator(clock=lambda: 0)
    for event in stream:
        fed.feed(event)
    expected = fed.finish().to_dict()
    parses.clear()
    folded = AssistantMessageAccumulator(clock=lambda: 0)
    assert folded.fold_all(stream).to_dict() == expected
    assert len(parses) == 1, "the arguments parsed once, when the stream ended"
