"""The agent libraries' own events, session entries and message roles, and clark-agent's
`kind`-tagged stream chunks, through their dialects.

The variants come from the recorded surfaces (the libraries' own enums and type declarations):
every one the dialect maps onto a canonical extension arm is built with generated properties,
read into canonical JSON that the canonical schema accepts under the library's slug, and written
back as the same value. clark-agent's stream chunks are built from the fields its
`AssistantStreamChunk` variants declare."""

from __future__ import annotations

import shutil
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentproto.conformance import coverage
from agentproto.dialects import load_dialects
from agentproto.errors import SchemaErrors
from agentproto.load import load
from agentproto.validate.dialects import Converters
from support import ROOT

SCHEMA = ROOT / "schema"


@cache
def converters() -> Converters:
    return Converters(SCHEMA)


def valid(entity: str, value: Any) -> bool:
    conv = converters()
    entry = conv.entries.get(entity) or conv.entries.setdefault(
        entity, conv.catalog.resolve(entity)
    )
    return bool(conv.catalog.validator(entry).is_valid(value))


def round_trip(dialect: str, entity: str, value: Any) -> Any:
    converter = converters().converters[dialect]
    canonical, problems, key = converter.read(value, entity)
    assert problems == [], problems
    assert valid(entity, canonical), canonical
    written, problems, _ = converter.write(canonical, key)
    assert problems == [], problems
    assert written == value
    return canonical


def library_own_variants() -> list[tuple[str, str, str, str, Any]]:
    """(surface, dialect, entity, tag property, tag) of each agent-library variant that no
    canonical arm pins: the ones read as the library's own."""
    found = []
    for surface in coverage.surfaces():
        dialect = surface["dialect"]
        if dialect not in ("clark-agent", "yoagent", "pi-ai"):
            continue
        plan = converters().dialects[dialect].plan()
        for group in surface["groups"]:
            shape = plan["shapes"].get(group["entity"])
            if shape is None or shape[0] != "union" or not shape[1].get("open"):
                continue
            pinned = {spelled for _, spelled, _ in shape[1]["arms"]}
            for v in group["variants"]:
                if v["tag"] not in pinned:
                    found.append(
                        (surface["name"], dialect, group["entity"], group["tag"], v["tag"])
                    )
    return found


OWN = library_own_variants()
SLUGS = {"clark-agent": "clark-agent/", "yoagent": "yoagent/", "pi-ai": "pi-ai/"}

json_leaf = st.none() | st.booleans() | st.integers() | st.text(max_size=8)
json_value = st.recursive(
    json_leaf,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=6,
)
# property names as the libraries spell theirs (snake or camel case), none of the few the
# canonical extension arms declare themselves
library_names = st.from_regex(r"\A[a-z][a-zA-Z_]{0,12}\Z").filter(
    lambda n: (
        n not in {"type", "role", "run_id", "seq", "id", "parent_id", "parentId"}
        and n != "timestamp"
    )
)


def test_every_variant_the_old_list_excused_is_read_as_the_librarys_own() -> None:
    tags = {(s, t) for s, _, _, _, t in OWN}
    for want in [
        ("clark-agent", "run_identified"),
        ("clark-agent", "provider_request_prepared"),
        ("clark-agent", "tool_gate_conflict_resolved"),
        ("yoagent", "loopDetected"),
        ("yoagent", "contextCompacted"),
        ("pi-ai", "branchSummary"),
        ("pi-ai", "session_info"),
        ("pi-ai", "queue_update"),
    ]:
        assert want in tags


@pytest.mark.parametrize(
    ("surface", "dialect", "entity", "prop", "tag"), OWN, ids=[f"{o[0]}:{o[4]}" for o in OWN]
)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_library_own_variants_round_trip(
    surface: str, dialect: str, entity: str, prop: str, tag: str, data: st.DataObject
) -> None:
    del surface
    props = data.draw(st.dictionaries(library_names, json_value, max_size=5))
    value = {prop: tag, **props}
    if entity == "agent/session_entry":  # every entry has pi's SessionEntryBase
        base = {"id": "b3f1c2d4", "parentId": None, "timestamp": "2026-01-02T03:04:05.678Z"}
        value = {prop: tag, **base, **props}
    canonical = round_trip(dialect, entity, value)
    assert canonical[prop] == SLUGS[dialect] + tag
    # the library's own properties are kept, in the order they came
    assert [k for k in canonical if k in props] == list(props)
    assert all(canonical[k] == v for k, v in props.items())


def test_pi_entries_keep_their_tree_and_read_their_time() -> None:
    entry = {
        "type": "session_info",
        "id": "b3f1c2d4",
        "parentId": None,
        "timestamp": "2026-01-02T03:04:05.678Z",
        "name": "refactor",
    }
    canonical = round_trip("pi-ai", "agent/session_entry", entry)
    assert canonical == {
        "type": "pi-ai/session_info",
        "id": "b3f1c2d4",
        "parent_id": None,
        "timestamp": 1767323045678,
        "name": "refactor",
    }


def test_a_canonical_tag_is_not_taken_for_the_librarys_own() -> None:
    """Pinned arms win: clark-agent's reasoning items and pi-ai's stream events are told as
    such, not as the library's own events."""
    clark = converters().converters["clark-agent"]
    assert clark.entity_of({"type": "reasoning.text", "text": "x"}) == "agent/reasoning_detail"
    assert clark.entity_of({"type": "tool_gate_applied"}) == "agent/agent_event"
    assert clark.entity_of({"kind": "text", "delta": "x"}) == "agent/stream_delta"
    pi = converters().converters["pi-ai"]
    assert pi.entity_of({"type": "text_delta"}) == "agent/assistant_message_event"
    assert pi.entity_of({"type": "message_start"}) == "agent/agent_event"


def test_a_tag_no_event_name_can_be_is_refused() -> None:
    converter = converters().converters["yoagent"]
    canonical, problems, _ = converter.read({"type": "loop detected"}, "agent/agent_event")
    assert problems or not valid("agent/agent_event", canonical)


# clark-agent's `AssistantStreamChunk` (src/stream.rs at the pinned commit): each variant's
# fields and a strategy for values of their Rust types
text = st.text(max_size=12)
CHUNK_FIELDS: dict[str, dict[str, st.SearchStrategy[Any]]] = {
    "text": {"delta": text},
    "thinking": {"delta": text},
    "reasoning": {"delta": text},
    "reasoning_details": {
        "delta": st.lists(st.dictionaries(st.text(max_size=6), json_leaf, max_size=3), max_size=3)
    },
    "tool_call_delta": {
        "index": st.integers(min_value=0, max_value=2**31),
        "id_delta": st.text(min_size=1, max_size=8),
        "name_delta": st.text(min_size=1, max_size=8),
        "arguments_delta": text,
    },
}
CANONICAL_DELTA = {
    "text": "text_delta",
    "thinking": "thinking_delta",
    "reasoning": "reasoning_delta",
    "reasoning_details": "reasoning_details_delta",
    "tool_call_delta": "tool_call_delta",
}


def test_the_chunk_table_is_the_surfaces() -> None:
    surface = next(s for s in coverage.surfaces() if s["name"] == "clark-agent")
    group = next(g for g in surface["groups"] if g["group"] == "stream chunk")
    assert group["tag"] == "kind"
    assert [v["tag"] for v in group["variants"]] == list(CHUNK_FIELDS)


@pytest.mark.parametrize("kind", list(CHUNK_FIELDS))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_clark_agent_stream_chunks_round_trip(kind: str, data: st.DataObject) -> None:
    chunk = {"kind": kind, **{k: data.draw(s) for k, s in CHUNK_FIELDS[kind].items()}}
    canonical = round_trip("clark-agent", "agent/stream_delta", chunk)
    assert canonical["type"] == CANONICAL_DELTA[kind] and "kind" not in canonical
    partial = {"role": "assistant", "content": [], "stop_reason": "end_turn"}
    event = {"type": "message_update", "partial": partial}
    canonical = round_trip("clark-agent", "agent/agent_event", {**event, "chunk": chunk})
    assert canonical["delta"]["type"] == CANONICAL_DELTA[kind]


def test_canonical_deltas_keep_their_type_tag_elsewhere() -> None:
    """The rename is clark-agent's: yoagent still tags its deltas by `type`."""
    round_trip("yoagent", "agent/stream_delta", {"type": "text", "delta": "x"})


def schema_with(tmp_path: Path, declaration: str) -> Path:
    root = tmp_path / "schema"
    shutil.copytree(SCHEMA, root, ignore=shutil.ignore_patterns("dialects"))
    (root / "dialects").mkdir()
    (root / "dialects" / "bad.yaml").write_text(declaration, encoding="utf-8")
    return root


@pytest.mark.parametrize(
    ("entities", "message"),
    [
        ("agent/usage.json: {tag: kind}", "/entities/agent~1usage.json/tag: agent/usage is not"),
        ("agent/stream_delta.json: {tag: 3}", "/entities/agent~1stream_delta.json/tag: expected"),
        (
            "agent/stream_delta.json: {tag: kind}\n  agent/text_delta.json: {rename: {type: t}}",
            "agent/text_delta already spells 'type' as 't'",
        ),
    ],
)
def test_a_bad_tag_rename_names_file_and_pointer(
    tmp_path: Path, entities: str, message: str
) -> None:
    declaration = f"description: x\ndocuments: [agent/stream_delta.json]\nentities:\n  {entities}\n"
    root = schema_with(tmp_path, declaration)
    with pytest.raises(SchemaErrors) as caught:
        load_dialects(load(root), ROOT / "templates" / "python" / "_dialect_hooks.py")
    assert "dialects/bad.yaml#" in str(caught.value) and message in str(caught.value)


# yoagent's own structs (src/types.rs at the pinned commit): `StreamDelta` (camelCase fields),
# `Usage` (`cacheRead`, `cacheWrite`, `totalTokens`) and `AgentEnd`'s `SessionStats`
counts = st.integers(min_value=0, max_value=2**53)
YO_USAGE = st.fixed_dictionaries(
    {
        "input": counts,
        "output": counts,
        "cacheRead": counts,
        "cacheWrite": counts,
        "totalTokens": counts,
    }
)
YO_DELTAS = {"text": {"delta": text}, "thinking": {"delta": text}, "toolCallDelta": {"delta": text}}


def test_the_yoagent_delta_table_is_the_surfaces() -> None:
    surface = next(s for s in coverage.surfaces() if s["name"] == "yoagent")
    group = next(g for g in surface["groups"] if g["group"] == "stream delta")
    assert [v["tag"] for v in group["variants"]] == list(YO_DELTAS)


@pytest.mark.parametrize("tag", list(YO_DELTAS))
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_yoagent_standalone_deltas_are_told_and_round_trip(tag: str, data: st.DataObject) -> None:
    delta = {"type": tag, **{k: data.draw(s) for k, s in YO_DELTAS[tag].items()}}
    assert converters().converters["yoagent"].entity_of(delta) == "agent/stream_delta"
    round_trip("yoagent", "agent/stream_delta", delta)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(usage=YO_USAGE, turns=st.integers(min_value=0, max_value=2**31))
def test_yoagent_usage_and_agent_end_stats(usage: dict[str, int], turns: int) -> None:
    yoagent = converters().converters["yoagent"]
    assert yoagent.entity_of(usage) == "agent/usage"
    round_trip("yoagent", "agent/usage", usage)
    end = {"type": "agentEnd", "messages": [], "stats": {"usage": usage, "turns": turns}}
    canonical = round_trip("yoagent", "agent/agent_event", end)
    assert canonical["turns"] == turns and canonical["usage"]["input"] == usage["input"]


def test_yoagent_standalone_content_blocks() -> None:
    for block in (
        {"type": "text", "text": "Done."},
        {"type": "thinking", "thinking": "check the tests", "signature": "sig"},
        {"type": "image", "data": "iVBORw==", "mimeType": "image/png"},
        {"type": "toolCall", "id": "call_1", "name": "bash", "arguments": {"cmd": "ls"}},
    ):
        round_trip("yoagent", "agent/assistant_content_block", block)


def test_pi_payloads_of_earlier_and_current_versions() -> None:
    """pi's earlier user messages with `attachments`, a shell message whose `fullOutputPath` is
    null, and a version 1 compaction entry (`firstKeptEntryIndex`, before entries had ids)."""
    user = {
        "role": "user",
        "content": [{"type": "text", "text": "What is this?"}],
        "attachments": [{"id": "a1", "type": "image", "fileName": "s.png", "size": 4}],
        "timestamp": 1767323045678,
    }
    assert round_trip("pi-ai", "agent/agent_message", user)["unmapped"] == {
        "attachments": user["attachments"]
    }
    bash = {
        "role": "bashExecution",
        "command": "ls",
        "output": "",
        "exitCode": 0,
        "cancelled": False,
        "truncated": False,
        "fullOutputPath": None,
        "timestamp": 1767323045678,
    }
    round_trip("pi-ai", "agent/agent_message", bash)
    v1 = {
        "type": "compaction",
        "timestamp": "2025-01-02T03:04:05.678Z",
        "summary": "s",
        "firstKeptEntryIndex": 3,
        "tokensBefore": 100,
    }
    assert converters().converters["pi-ai"].entity_of(v1) == "agent/session_entry"
    assert round_trip("pi-ai", "agent/session_entry", v1)["first_kept_entry_index"] == 3


def test_a_librarys_own_event_folds_as_a_notice() -> None:
    """Read from clark-agent, a library's own events come anywhere in a run without a problem."""
    import json

    from agentproto_bindings import fold_agent_events

    from support import FIXTURE_DIR

    path = FIXTURE_DIR / "streams" / "agent_events" / "two_turns_with_a_tool.jsonl"
    stream = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    assert not fold_agent_events(stream).problems
    clark = converters().converters["clark-agent"]
    own = [
        {"type": "run_identified", "identity": {"run_id": "r1", "depth": 0}},
        {"type": "tool_gate_applied", "iteration": 0, "plugin": "gate", "allow": None},
        {"type": "output_tokens_escalation", "attempt": 1, "prev_cap": 1, "new_cap": 2},
    ]
    read = [clark.read(e, "agent/agent_event")[0] for e in own]
    assert [e["type"].split("/")[0] for e in read] == ["clark-agent"] * 3
    mixed = [stream[0], read[0], *stream[1:3], read[1], *stream[3:-1], read[2], stream[-1]]
    assert not fold_agent_events(mixed).problems
