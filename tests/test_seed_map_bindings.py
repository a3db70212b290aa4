"""The seed map's `python:` keys name real parts of the generated package; every row whose
mapping is `behaviour` either names one or is listed below with the reason it has none; every
rule mapped `enforced_in_code` names the function that enforces it, which a test exercises."""

from __future__ import annotations

import re

import agentproto_bindings
import pytest
import yaml

from support import ROOT, SCHEMA_DIR

ROWS = [
    row
    for p in sorted((SCHEMA_DIR / "seed-map").glob("*.yaml"))
    for row in yaml.safe_load(p.read_text()) or []
]
BOUND = [row for row in ROWS if "python" in row]

# Behaviour rows without a Python binding, and why.
UNBOUND = {
    "From<Message>": "every LLM-lane message already is an AgentMessage (a union type): no conversion to call",
    "LlmMessage::new(message)": "the message itself, with turn_id absent: no wrapper exists to construct",
    "default_timestamp()": "canonically an absent timestamp stays absent; constructors stamp now_ms()",
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
    unbound = {
        row["concept"] for row in ROWS if row["mapping"] == "behaviour" and "python" not in row
    }
    assert unbound == set(UNBOUND), sorted(unbound ^ set(UNBOUND))
    assert len(behaviour) - len(unbound) >= 40


# Rules enforced outside the bindings, and where.
ENFORCED_ELSEWHERE = {
    "CreateResponseRequest: configurable size limits on input count and content size": "the limits are deployment configuration (ValidationConfig, x-limit), checked by "
    "agentproto validate against the defaults or --limits FILE, not by the bindings",
}
ENFORCED = [row for row in ROWS if row["mapping"] == "enforced_in_code"]
# The tests that may show an enforcing function at work: every test module but this one and
# the seed map's own.
TEST_SOURCES = {
    path.name: path.read_text()
    for path in sorted((ROOT / "tests").glob("test_*.py"))
    if path.name not in {"test_seed_map.py", "test_seed_map_bindings.py"}
}


def test_every_rule_enforced_in_code_names_its_function() -> None:
    unnamed = {row["concept"] for row in ENFORCED if "python" not in row} - set(ENFORCED_ELSEWHERE)
    assert not unnamed, sorted(unnamed)
    for concept in ENFORCED_ELSEWHERE:
        [row] = [row for row in ENFORCED if row["concept"] == concept]
        assert "python" not in row, (
            f"{concept}: names a function now; drop it from ENFORCED_ELSEWHERE"
        )
    assert len(ENFORCED) - len(unnamed) >= 25


@pytest.mark.parametrize("path", sorted({row["python"] for row in ENFORCED if "python" in row}))
def test_enforcing_function_exists_and_is_exercised(path: str) -> None:
    """The function is a callable of the bindings, and some test calls it by name."""
    assert callable(resolve(path)), path
    name = path.rsplit(".", 1)[-1]
    call = re.compile(rf"(?<![\w]){re.escape(name)}\(")
    callers = [file for file, text in TEST_SOURCES.items() if call.search(text)]
    assert callers, f"no test calls {name}()"
