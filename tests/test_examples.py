"""The shipped examples (every fixture) through the generated Python bindings: valid payloads
decode and re-encode to the same JSON, key order and absent-vs-null included; invalid ones are
rejected with the problem the fixture states."""

from __future__ import annotations

import pytest

from bindings import decoder, same_json
from support import Fixture, fixtures

pytest.importorskip("agentproto_bindings", reason="run scripts/setup to install the bindings")
from agentproto_bindings import ValidationError

FIXTURES = fixtures()


@pytest.mark.parametrize("fixture", [f for f in FIXTURES if f.valid], ids=lambda f: f.id)
def test_valid_example_round_trips(fixture: Fixture) -> None:
    decode, encode = decoder(fixture.entity)
    payload = fixture.payload()
    assert same_json(encode(decode(payload)), payload)


@pytest.mark.parametrize("fixture", [f for f in FIXTURES if not f.valid], ids=lambda f: f.id)
def test_invalid_example_is_rejected_as_stated(fixture: Fixture) -> None:
    decode, _ = decoder(fixture.entity)
    with pytest.raises(ValidationError) as caught:
        decode(fixture.payload())
    expected = fixture.expected()
    found = {(p.pointer, p.keyword) for p in caught.value.problems}
    assert (expected["pointer"], expected["keyword"]) in found, sorted(found)
