"""A fold fed validated JSON (`feed(event, valid=True)`, as `agentproto validate --stream` does)
takes fast paths: it builds events without checking them again, and applies deltas and checks
done texts straight from the JSON. It must reach exactly what the general path reaches, on good
streams and on streams broken one event at a time."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from agentproto_bindings import (
    AgentEventAccumulator,
    AssistantMessageAccumulator,
    ResponseAccumulator,
)

from support import FIXTURE_DIR

STREAMS = FIXTURE_DIR / "streams"
FOLDS: dict[str, Callable[[], Any]] = {
    "openresponses": ResponseAccumulator,
    "agent": lambda: AssistantMessageAccumulator(clock=lambda: 0),
    "agent_events": AgentEventAccumulator,
}
CASES = sorted(
    (p.parent.name, p.stem) for family in FOLDS for p in (STREAMS / family).glob("*.jsonl")
)


def events(family: str, case: str) -> list[dict[str, Any]]:
    text = (STREAMS / family / f"{case}.jsonl").read_text()
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def fold(family: str, stream: list[dict[str, Any]], valid: bool | None) -> tuple[list[str], Any]:
    """Problems and result of folding `stream`; `valid` None: with `feed_validated`, which
    returns nothing, so what the fold builds only when asked is built once, at the end."""
    acc = FOLDS[family]()
    for event in copy.deepcopy(stream):
        if valid is None:
            acc.feed_validated(event)
        else:
            acc.feed(event, valid=valid)
    result = acc.finish()
    if isinstance(result, list):  # agent runs
        result = [[m.to_dict() for m in run.messages] for run in result]
    elif result is not None:
        result = result.to_dict()
    return [str(p) for p in acc.problems], result


def broken(stream: list[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    """The stream with one event changed: a text that no longer adds up, a snapshot whose
    output is not what the items added up to, or two events swapped."""
    for i, event in enumerate(stream):
        for key in ("delta", "text", "arguments", "refusal"):
            if isinstance(event.get(key), str):
                changed = copy.deepcopy(stream)
                changed[i][key] += "~"
                yield changed
        output = event.get("response", {}).get("output")
        if output and isinstance(output[-1].get("status"), str):
            changed = copy.deepcopy(stream)
            last = changed[i]["response"]["output"][-1]
            last["status"] = "incomplete" if last["status"] == "completed" else "completed"
            yield changed
        if i + 1 < len(stream):
            swapped = copy.deepcopy(stream)
            swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
            yield swapped
            # the same with sequence numbers that still increase: the order of items, parts
            # and texts is what breaks, not the numbering
            renumbered = copy.deepcopy(swapped)
            if all("sequence_number" in e for e in renumbered):
                for n, e in enumerate(renumbered):
                    e["sequence_number"] = n
                yield renumbered


@pytest.mark.parametrize(("family", "case"), CASES)
def test_validated_json_folds_as_the_general_path_does(family: str, case: str) -> None:
    stream = events(family, case)
    general = fold(family, stream, valid=False)
    assert fold(family, stream, valid=True) == general
    assert fold(family, stream, valid=None) == general
    variants = 0
    for changed in broken(stream):
        general = fold(family, changed, valid=False)
        assert fold(family, changed, valid=True) == general
        assert fold(family, changed, valid=None) == general
        variants += 1
    assert variants >= len(stream) - 1


def test_json_that_is_not_what_the_caller_said_is_still_checked() -> None:
    acc = ResponseAccumulator()
    acc.feed({"type": "response.output_text.delta", "sequence_number": 0}, valid=True)
    acc.feed({"type": "agent_start"}, valid=True)
    assert [p.keyword for p in acc.problems] == ["schema", "schema"]


@pytest.mark.parametrize(
    "case", sorted(p.stem for p in (STREAMS / "openresponses").glob("*.jsonl"))
)
def test_the_response_read_after_every_event_is_the_response_built_once(case: str) -> None:
    """The typed response is built from the fold's JSON when read, then kept up to date by the
    deltas that follow: read after every event, it is what a fold given the same events and
    read once builds; on the stream and on each of its broken variants."""
    whole = events("openresponses", case)
    for stream in [whole, *broken(whole)]:
        kept = ResponseAccumulator()
        for n, event in enumerate(copy.deepcopy(stream), 1):
            read = kept.feed(event, valid=True)
            once = ResponseAccumulator()
            for earlier in copy.deepcopy(stream[:n]):
                once.feed_validated(earlier)
            fresh = once.response
            assert (read is None) == (fresh is None)
            if read is not None and fresh is not None:
                assert read.to_dict() == fresh.to_dict(), n
