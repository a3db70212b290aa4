"""The seed map's `python:` keys name real parts of the generated package, and every row whose
mapping is `behaviour` either names one or is listed below with the reason it has none."""

from __future__ import annotations

import agentproto_bindings
import pytest
import yaml

from support import SCHEMA_DIR

ROWS = [row for p in sorted((SCHEMA_DIR / "seed-map").glob("*.yaml")) for row in yaml.safe_load(p.read_text()) or []]
BOUND = [row for row in ROWS if "python" in row]

# Behaviour rows without a Python binding, and why.
UNBOUND = {
    "From<Message>": "every LLM-lane message already is an AgentMessage (a union type): no conversion to call",
    "LlmMessage::new(message)": "the message itself, with turn_id absent: no wrapper exists to construct",
    "default_timestamp()": "canonically an absent timestamp stays absent; constructors stamp now_ms()",
    "ThinkingTagStreamFilter": "not built yet: parsing <thought> tags out of visible text",
    "ReasoningDetailsContent::as_items": "not built yet: a typed view of OpenRouter reasoning detail items",
    "ReasoningDetailsContent::from_items": "not built yet: detail items from typed items",
    "ReasoningDetailsContent::has_signed_payload": "not built yet: needs the typed view above",
    "StreamFn": "the producer of an assistant message stream (a model client), outside the bindings",
}


def resolve(path: str) -> object:
    value: object = agentproto_bindings
    for part in path.split("."):
        value = getattr(value, part)
    return value


@pytest.mark.parametrize("path", sorted({row["python"] for row in BOUND}))
def test_python_binding_exists(path: str) -> None:
    assert resolve(path) is not None


def test_every_behaviour_row_is_bound_or_explained() -> None:
    behaviour = {row["concept"] for row in ROWS if row["mapping"] == "behaviour"}
    unbound = {row["concept"] for row in ROWS if row["mapping"] == "behaviour" and "python" not in row}
    assert unbound == set(UNBOUND), sorted(unbound ^ set(UNBOUND))
    assert len(behaviour) - len(unbound) >= 40
