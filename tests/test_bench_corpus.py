"""The validation benchmark's corpus on a small scale: the generator is deterministic, and on its
documents our validators give jsonschema's verdict (speed is the benchmark's business)."""

from __future__ import annotations

import json
import sys

import pytest

from support import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import corpus
from agentproto_bindings.agent import agent_message_errors, agent_message_is_valid

import agentproto


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> tuple[list, list]:
    out = tmp_path_factory.mktemp("corpus")
    corpus.write(out, 7, 200)  # stops the test run if jsonschema disagrees with a document's label
    valid = [json.loads(s) for s in (out / "valid.jsonl").read_text().splitlines()]
    invalid = [json.loads(s) for s in (out / "invalid.jsonl").read_text().splitlines()]
    return valid, invalid


def test_the_corpus_is_deterministic_and_complete(small: tuple[list, list], tmp_path) -> None:
    corpus.write(tmp_path, 7, 200)
    valid, invalid = small
    assert [json.loads(s) for s in (tmp_path / "valid.jsonl").read_text().splitlines()] == valid
    assert len(valid) == 200 and len(invalid) == 10
    kinds = [row.split("\t")[1] for row in (tmp_path / "invalid.tsv").read_text().splitlines()[1:]]
    assert kinds == list(corpus.Mutator.KINDS)  # every kind of mutation, once
    other, _ = corpus.build(8, 200)
    assert other != valid


def test_our_verdicts_equal_jsonschemas(small: tuple[list, list]) -> None:
    valid, invalid = small
    reference = corpus.reference_validator(corpus.load_schemas())
    compiled = agentproto.compile({"$ref": corpus.ENTITY}, resources=corpus.load_schemas())
    for doc in valid + invalid:
        expected = reference.is_valid(doc)
        assert agent_message_is_valid(doc) is expected, doc
        assert (not agent_message_errors(doc)) is expected, doc
        assert compiled.is_valid(doc) is expected, doc
        assert (not compiled.errors(doc)) is expected, doc
    assert all(map(reference.is_valid, valid)) and not any(map(reference.is_valid, invalid))
