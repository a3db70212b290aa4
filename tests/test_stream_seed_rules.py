"""The seeds' rules on a stream, through `agentproto validate --stream`: an agent_end's usage is
the sum of its turns' (schema/data/usage_totals.yaml) and run identities relate as seed 002 says
(schema/data/identity_rule.yaml). Each problem is a finding at the event's line, naming the
event's index, with its pointer inside the event."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from support import FIXTURE_DIR, stream_findings

RUN = FIXTURE_DIR / "streams" / "agent_events" / "two_turns_with_a_tool.jsonl"


def events() -> list[dict[str, Any]]:
    return [json.loads(line) for line in RUN.read_text().splitlines() if line.strip()]


def findings(stream: list[dict[str, Any]], tmp_path: Path) -> tuple[int, list[dict[str, Any]]]:
    path = tmp_path / "run.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in stream))
    return stream_findings(path)


def where(found: list[dict[str, Any]]) -> list[tuple[int, str, str]]:
    """(line, pointer, keyword) of each finding, checking its message names the event."""
    for f in found:
        assert f["kind"] == "stream" and f["message"].startswith(f"event {f['line'] - 1}: ")
    return [(f["line"], f["pointer"], f["keyword"]) for f in found]


# -- usage totals ------------------------------------------------------------------------------


def test_an_agent_end_whose_usage_is_the_turns_sum_is_accepted(tmp_path: Path) -> None:
    assert findings(events(), tmp_path) == (0, [])


def test_an_agent_end_whose_usage_is_not_the_turns_sum_is_reported_per_count(
    tmp_path: Path,
) -> None:
    stream = events()
    end = len(stream) - 1
    assert stream[end]["type"] == "agent_end"
    stream[end]["usage"]["output"] += 5
    stream[end]["usage"]["cache_read"] = 0
    code, found = findings(stream, tmp_path)
    assert code == 1
    assert where(found) == [
        (end + 1, "/usage/output", "usage_total"),
        (end + 1, "/usage/cache_read", "usage_total"),
    ]
    assert "output is 81; the parts before it add up to 76" in found[0]["message"]


# -- run identities ------------------------------------------------------------------------------


def identified(identity: dict[str, Any]) -> dict[str, Any]:
    """A library's own event carrying its run's identity (clark-agent's `run_identified`)."""
    return {"type": "clark-agent/run_identified", "identity": identity}


ROOT = {"run_id": "run_root", "conversation_id": "conv_1", "depth": 0}
CHILD = {
    "run_id": "run_child",
    "parent_run_id": "run_root",
    "conversation_id": "conv_1",
    "depth": 1,
}


def with_identities(*identities: dict[str, Any]) -> list[dict[str, Any]]:
    stream = events()
    return [stream[0], *map(identified, identities), *stream[1:]]


def test_a_root_and_its_child_are_accepted(tmp_path: Path) -> None:
    assert findings(with_identities(ROOT, CHILD), tmp_path) == (0, [])
    # in any order: the rule reads the identities of the whole input
    assert findings(with_identities(CHILD, ROOT), tmp_path) == (0, [])


@pytest.mark.parametrize(
    ("child", "expected"),
    [
        ({**CHILD, "depth": 2}, [("/identity/depth", "depth")]),
        ({**CHILD, "conversation_id": "conv_2"}, [("/identity/conversation_id", "inherit")]),
        ({**CHILD, "run_id": "run_root"}, [("/identity/run_id", "fresh")]),
        ({**CHILD, "depth": 0}, [("/identity/depth", "depth"), ("/identity/depth", "depth")]),
    ],
    ids=["one too deep", "another conversation", "the parent's run id", "a child at depth 0"],
)
def test_a_child_breaking_the_rule_is_reported_at_its_event(
    tmp_path: Path, child: dict[str, Any], expected: list[tuple[str, str]]
) -> None:
    code, found = findings(with_identities(ROOT, child), tmp_path)
    assert code == 1
    # line 3: the child's event, the third of the stream
    assert where(found) == [(3, pointer, keyword) for pointer, keyword in expected]


def test_a_root_with_a_depth_is_reported(tmp_path: Path) -> None:
    code, found = findings(with_identities({**ROOT, "depth": 1}), tmp_path)
    assert code == 1
    assert where(found) == [(2, "/identity/depth", "depth")]
