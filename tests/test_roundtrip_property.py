"""Property: random valid instances of every canonical entity, generated from the schemas,
decode with the generated bindings and re-encode to the same JSON."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bindings import decoder, same_json
from strategies import Strategies
from support import SCHEMA_DIR, load_schemas, validator

pytest.importorskip("agentproto_bindings", reason="run scripts/setup to install the bindings")

SCHEMAS = load_schemas()
STRATEGIES = Strategies(SCHEMA_DIR)


@pytest.mark.parametrize("entity", sorted(SCHEMAS))
def test_random_valid_instances_round_trip(entity: str) -> None:
    check = validator(SCHEMAS, entity)
    decode, encode = decoder(entity)
    strategy = STRATEGIES.for_entity(SCHEMAS[entity]["$id"])
    tried: list[object] = []

    @settings(
        max_examples=25, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(st.data())
    def run(data: st.DataObject) -> None:
        instance = data.draw(strategy)
        assume(check.is_valid(instance))
        tried.append(instance)
        assert same_json(encode(decode(instance)), instance)

    run()
    assert tried, "the strategy produced no valid instance"
