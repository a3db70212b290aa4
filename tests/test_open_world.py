"""Open world: openresponses objects accept unknown properties, and the generated bindings keep
them in `extra_fields` and write them back unchanged, in their place among the known keys."""

from __future__ import annotations

import json

import pytest

from bindings import decoder
from support import FIXTURE_DIR

pytest.importorskip("agentproto_bindings", reason="run scripts/setup to install the bindings")

#: Valid fixtures carrying properties no schema names: (entity, fixture, path to the object,
#: the unknown keys there).
CASES = [
    ("response", "openai_user_field", (), {"user"}),
    ("create_response_request", "chat_completions_messages", (), {"messages"}),
    ("usage", "openai_cache_write_tokens", ("input_tokens_details",), {"cache_write_tokens"}),
    ("incomplete_details", "extra_tokens_field", (), {"limit"}),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}/{c[1]}")
def test_unknown_properties_are_kept_and_written_back(case: tuple) -> None:
    entity, name, path, unknown = case
    text = (FIXTURE_DIR / "openresponses" / entity / "valid" / f"{name}.json").read_text()
    payload = json.loads(text)
    decode, encode = decoder(f"openresponses/{entity}")
    value = decode(payload)
    node = value
    for attr in path:
        node = getattr(node, attr)
    assert unknown <= set(node.extra_fields), node.extra_fields
    assert json.dumps(encode(value), indent=2, ensure_ascii=False) + "\n" == text
