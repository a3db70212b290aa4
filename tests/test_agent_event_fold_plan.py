"""The agent-event fold's table (schema/data/agent_event_fold.yaml), which every target's fold
reads: it must name the kinds and properties the agent event schemas have, and the one-step
variants of the fixture streams that the parity run adds must be caught by the fold."""

from __future__ import annotations

import json
from typing import Any

import yaml
from agentproto_bindings import fold_agent_events

from agentproto.conformance import parity
from support import FIXTURE_DIR, SCHEMA_DIR

TABLE = yaml.safe_load((SCHEMA_DIR / "data" / "agent_event_fold.yaml").read_text())
STREAMS = FIXTURE_DIR / "streams" / "agent_events"


def event_schemas() -> dict[str, dict[str, Any]]:
    """Agent event kind -> its schema, read from the union's arms."""
    union = json.loads((SCHEMA_DIR / "agent" / "agent_event.json").read_text())
    found = {}
    for arm in union["oneOf"]:
        schema = json.loads((SCHEMA_DIR / "agent" / arm["$ref"]).read_text())
        tag = schema["properties"][TABLE["tag"]]
        if "const" in tag:  # the open arm (a library's own events) is told by `library_events`
            found[tag["const"]] = schema
        else:
            assert TABLE["library_events"] in tag["pattern"], arm
    return found


def stream(name: str) -> list[Any]:
    text = (STREAMS / f"{name}.jsonl").read_text()
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_every_kind_the_table_names_is_an_agent_event() -> None:
    kinds = set(event_schemas())
    named = {TABLE["run"]["start"], TABLE["run"]["end"], *TABLE["anytime"]}
    for section in ("turn", "message", "tool"):
        named |= {TABLE[section][k] for k in ("start", "end", "update") if k in TABLE[section]}
    assert named == kinds  # every kind has its place in the fold, and no other is named


def test_every_property_the_table_names_is_on_its_events() -> None:
    schemas = event_schemas()

    def has(kind: str, name: str) -> bool:
        return name in schemas[kind]["properties"]

    run, turn, message, tool = TABLE["run"], TABLE["turn"], TABLE["message"], TABLE["tool"]
    assert all(has(kind, run["key"]) and has(kind, run["seq"]) for kind in schemas)
    assert has(run["end"], run["messages"]) and has(run["end"], run["usage"])
    assert has(turn["end"], turn["key"]) and has(turn["end"], turn["message"])
    assert has(turn["end"], turn["results"])
    assert has(message["update"], message["delta"])
    assert all(has(message[k], message["key"]) for k in ("start", "end"))
    assert all(has(tool[k], tool["key"]) and has(tool[k], tool["name"]) for k in ("start", "end"))
    totals = yaml.safe_load((SCHEMA_DIR / "data" / "usage_totals.yaml").read_text())
    assert run["totals"] in [rule["name"] for rule in totals]


def test_out_of_order_and_missing_events_are_caught() -> None:
    events = stream("two_turns_with_a_tool")
    assert not fold_agent_events(events).problems
    variants = list(parity.stream_variants(events))
    swaps, drops = variants[: len(events) - 1], variants[len(events) - 1 : 2 * len(events) - 1]
    assert all(fold_agent_events(v).problems for v in swaps)
    caught = [fold_agent_events(v).problems != [] for v in drops]
    # leaving out a tool's update is no rule broken; leaving out any other event is
    optional = [e["type"] == TABLE["tool"]["update"] for e in events]
    assert caught == [not o for o in optional]


def test_an_end_whose_usage_is_not_the_turns_sum_is_caught() -> None:
    events = stream("two_turns_with_a_tool")
    end = len(events) - 1
    assert events[end]["type"] == TABLE["run"]["end"] and "usage" in events[end]
    events[end]["usage"]["output"] += 1
    found = [(p.pointer, p.keyword) for p in fold_agent_events(events).problems]
    assert found == [(f"/{end}/usage/output", "usage_total")]


def test_the_parity_row_runs_the_variants() -> None:
    pool = parity.pools(FIXTURE_DIR, {}, ())
    rows = {row.name: row for row in parity.behaviours(SCHEMA_DIR, pool, ())}
    row = rows["fold: agent events"]
    fixtures = len(list(STREAMS.glob("*.jsonl")))
    assert len(row.cases) > 50 * fixtures
