"""Telling a dialect document's entity: a document without a tag is taken for an untagged entity
only when it has what that entity requires (or, when it requires nothing, a property it
declares), as canonical detection does; else it is refused, naming the candidates. The other
engines are held to the same verdicts by the conformance run (tests/fixtures/dialects/openai)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from agentproto.validate.dialects import Converters, load_converters
from support import ROOT

AGENTPROTO = str(Path(sys.executable).with_name("agentproto"))
ERROR_BODY = {
    "error": {
        "message": "The model `gpt-9` does not exist.",
        "type": "invalid_request_error",
        "param": "model",
        "code": "model_not_found",
    }
}


@pytest.fixture(scope="module")
def conv() -> Converters:
    loaded = load_converters(ROOT / "schema")
    assert isinstance(loaded, Converters), loaded
    return loaded


def validate(tmp_path: Path, doc: object, *args: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "doc.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    out = subprocess.run(
        [AGENTPROTO, "validate", "--dialect", "openai", *args, str(path)],
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    assert "Traceback" not in out.stderr, out.stderr
    return out


@pytest.mark.parametrize(
    ("doc", "entity"),
    [
        ({"foo": 1}, None),
        ([], None),  # a JSON Lines list is no document of this dialect
        ({"model": "gpt-4.1", "input": "hi"}, "openresponses/create_response_request"),
        ({"temperature": 0.2}, "openresponses/create_response_request"),  # one declared property
        (ERROR_BODY, "openresponses/http_error_body"),
        ({"object": "response", "id": "resp_1"}, "openresponses/response"),  # told by its tag
        ({"type": "response.created"}, "openresponses/stream_event"),
    ],
)
def test_openai_entity_of_follows_canonical_detection(
    conv: Converters, doc: object, entity: str | None
) -> None:
    assert conv.converters["openai"].entity_of(doc) == entity
    found = conv.catalog.detect(doc)
    if entity is None and isinstance(doc, dict):
        assert found.entry is None, found
    elif isinstance(doc, dict) and "object" not in doc and "type" not in doc:
        assert found.entry is not None and found.entry.name == entity


def test_refusal_names_the_untagged_candidates(conv: Converters) -> None:
    _, problems, key = conv.converters["openai"].read({"foo": 1})
    assert key is None
    [(pointer, message)] = problems
    assert pointer == ""
    assert "cannot tell which openai document this is (pass --entity)" in message
    assert "openresponses/http_error_body (error)" in message
    assert "openresponses/create_response_request (any property it declares)" in message


def test_cli_refuses_an_object_with_nothing_of_any_entity(tmp_path: Path) -> None:
    out = validate(tmp_path, {"foo": 1})
    assert out.returncode == 2, out
    assert out.stdout.startswith(f"{tmp_path / 'doc.json'}: /: cannot tell which openai document")
    assert "1 failed" in out.stderr


def test_cli_reads_an_http_error_body(tmp_path: Path) -> None:
    out = validate(tmp_path, ERROR_BODY)
    assert out.returncode == 0, out
    assert "all valid" in out.stderr


def test_cli_checks_an_http_error_body(tmp_path: Path) -> None:
    out = validate(tmp_path, {"error": {"message": "x", "type": "invalid_request_error"}})
    assert out.returncode == 1, out
    assert f"{tmp_path / 'doc.json'}: /error: missing required property" in out.stdout
    assert "(openresponses/http_error_body, at openresponses/error.json#/required)" in out.stdout


def test_cli_takes_the_entity_it_is_told(tmp_path: Path) -> None:
    told = validate(tmp_path, {"foo": 1}, "--entity", "openresponses/create_response_request")
    assert told.returncode == 0, told
    wrong = validate(tmp_path, {"foo": 1}, "--entity", "openresponses/http_error_body")
    assert wrong.returncode == 1, wrong
    assert 'missing required property "error"' in wrong.stdout
    unknown = validate(tmp_path, {"foo": 1}, "--entity", "openresponses/no_such_thing")
    assert unknown.returncode == 2, unknown
    assert "--entity: no entity" in unknown.stderr
