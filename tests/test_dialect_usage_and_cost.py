"""pi-ai's `Usage` on its own: its counters and, inside it, its cost. The canonical model keeps
a message's cost beside its usage, so a usage alone is read as `agent/usage_and_cost` (the
usage's counters written flat beside `cost` in pi-ai's spelling), and written back the same."""

from __future__ import annotations

import json
from typing import Any

from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import FIXTURE_DIR, ROOT

PI_USAGE = FIXTURE_DIR / "dialects" / "pi-ai" / "usage_with_cost.json"
CANONICAL = FIXTURE_DIR / "agent" / "usage_and_cost" / "valid"

_CONVERTERS: list[Converters] = []


def converters() -> Converters:
    if not _CONVERTERS:
        _CONVERTERS.append(Converters(ROOT / "schema"))
    return _CONVERTERS[0]


def pi_usage() -> dict[str, Any]:
    value: dict[str, Any] = json.loads(PI_USAGE.read_text())
    return value


def test_a_pi_usage_is_told_read_with_its_cost_and_written_back() -> None:
    sent = pi_usage()
    read = to_canonical(converters(), "pi-ai", sent)
    assert read.problems == [] and read.entity == "agent/usage_and_cost"
    assert read.value == {
        "usage": {
            "input": 1480,
            "output": 212,
            "cache_read": 9312,
            "cache_write": 0,
            "total_tokens": 11004,
        },
        "cost": {
            "input": 0.00444,
            "output": 0.00318,
            "cache_read": 0.0027936,
            "cache_write": 0,
            "total": 0.0104136,
        },
    }
    back = from_canonical(converters(), "pi-ai", read.entity, read.value)
    assert back.problems == [] and json.dumps(back.value) == json.dumps(sent)


def test_every_canonical_usage_and_cost_goes_there_and_back() -> None:
    paths = sorted(CANONICAL.glob("*.json"))
    assert paths
    for path in paths:
        value = json.loads(path.read_text())
        written = from_canonical(converters(), "pi-ai", "agent/usage_and_cost", value)
        assert written.problems == [], path.name
        assert "usage" not in written.value and "cost" in written.value
        read = to_canonical(converters(), "pi-ai", written.value)
        assert (read.entity, read.value) == ("agent/usage_and_cost", value), path.name


def test_a_pi_usage_without_its_cost_is_not_taken_for_one() -> None:
    sent = pi_usage()
    del sent["cost"]
    told = to_canonical(converters(), "pi-ai", sent)
    assert told.entity is None and told.problems
    # named, it reads as the canonical usage it is
    entry = converters().catalog.by_name["agent/usage"]
    read = to_canonical(converters(), "pi-ai", sent, entry)
    assert read.problems == [] and read.value["cache_read"] == 9312


def test_a_usage_extra_is_kept_flat_and_read_back() -> None:
    value = json.loads((CANONICAL / "cached_turn.json").read_text())
    value["usage"]["extra"] = {"search_tokens": 3}
    written = from_canonical(converters(), "pi-ai", "agent/usage_and_cost", value)
    # pi's Usage has no `extra`, but its objects are plain JSON: kept flat, read back the same
    assert written.problems == [] and written.value["extra"] == {"search_tokens": 3}
    read = to_canonical(converters(), "pi-ai", written.value)
    assert read.value == value


def test_yoagent_blocks_alone_are_told_where_their_tag_is_their_own() -> None:
    """yoagent's deltas and content blocks both pin `text` and `thinking` under `type`: those
    are read as the deltas listed first, and a block needs `--entity`; `image` and `toolCall`
    belong to the blocks alone and are told."""
    yoagent = converters().converters["yoagent"]
    told = {
        block["type"]: yoagent.entity_of(block)
        for block in (
            {"type": "text", "text": "Done."},
            {"type": "thinking", "thinking": "check the tests", "signature": "sig"},
            {"type": "image", "data": "iVBORw==", "mimeType": "image/png"},
            {"type": "toolCall", "id": "call_1", "name": "bash", "arguments": {"cmd": "ls"}},
        )
    }
    assert told == {
        "text": "agent/stream_delta",
        "thinking": "agent/stream_delta",
        "image": "agent/assistant_content_block",
        "toolCall": "agent/assistant_content_block",
    }
