"""The dialect cases: every target's dialect engine against the reference engine, Python's.

A dialect is a plan (target-neutral JSON, `dialects/`) that each target's hand-written engine
runs both ways. What a plan means is settled by the Python engine, which round-trips every real
payload of the libraries the dialects come from; the other engines are judged by agreement with
it, request by request: the same output (keys in the same order, numbers by value) and the same
problem pointers. The Python engine itself is judged by the round trip: a dialect document read
and written back is the document again.

The documents: the dialect fixtures (`<fixtures>/dialects/<dialect>/`, JSON or JSON Lines), the
real payloads of each library (`--realcases`, read with every dialect its library may speak),
and every canonical valid example of an entity a dialect spells, written into that dialect. What
the reference makes of each is sent back the other way, so both directions of every document are
cases.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..dialects import Dialect
from .cases import Case

REFERENCE = "python"

# The dialects the real payloads of each library folder may be spelled in.
REALCASE_DIALECTS = {
    "pi-ai": ("pi-ai",),
    "yoagent": ("yoagent", "yoagent-legacy"),
    "clark-agent": ("clark-agent",),
    "openai-responses": ("openai",),
}

Answers = Callable[[list[dict[str, Any]]], dict[str, dict[str, Any]]]


def _documents(path: Path) -> Iterator[tuple[str, Any]]:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".jsonl":
        lines = [line for line in text.split("\n") if line.strip()]
        for i, line in enumerate(lines, 1):
            yield f"{path.stem}:{i}", json.loads(line)
    else:
        yield path.stem, json.loads(text)


def _dialect_documents(
    fixtures: Path, realcases: Path | None, dialects: dict[str, set[str]]
) -> Iterator[tuple[str, str, Any]]:
    """(case id, dialect, document) of every document written in a dialect."""
    for folder in sorted((fixtures / "dialects").glob("*")):
        if folder.name in dialects:
            for path in sorted(folder.glob("*.json*")):
                for name, doc in _documents(path):
                    yield f"fixture/{folder.name}/{name}", folder.name, doc
    if realcases is None:
        return
    for library, spoken in REALCASE_DIALECTS.items():
        for path in sorted((realcases / library).glob("*.json")):
            for dialect in spoken:
                if dialect in dialects:
                    yield (
                        f"real/{library}/{path.stem}/{dialect}",
                        dialect,
                        json.loads(path.read_text(encoding="utf-8")),
                    )


def _canonical_documents(
    fixtures: Path, dialects: dict[str, set[str]]
) -> Iterator[tuple[str, str, str, Any]]:
    """(case id, dialect, entity, document) of every canonical valid example of an entity the
    dialect spells."""
    for path in sorted(fixtures.glob("*/*/valid/*.json")):
        entity = f"{path.parts[-4]}/{path.parts[-3]}"
        for dialect, spelled in sorted(dialects.items()):
            if entity in spelled:
                doc = json.loads(path.read_text(encoding="utf-8"))
                yield f"canonical/{entity}/{path.stem}/{dialect}", dialect, entity, doc


def _request(dialect: str, entity: str | None, direction: str, document: Any) -> dict[str, Any]:
    return {
        "kind": "dialect",
        "dialect": dialect,
        "entity": entity,
        "direction": direction,
        "document": document,
    }


def dialect_cases(
    fixtures: Path, realcases: Path | None, declared: tuple[Dialect, ...], reference: Answers
) -> tuple[list[Case], list[Case]]:
    """The cases for the reference engine (judged by the round trip) and for the others
    (judged by agreement with the reference's answers). `declared`: the schema folder's
    dialects; `reference` runs requests through the reference program."""
    dialects = {d.name: set(d.entities()) for d in declared}  # the entities each one spells
    first: dict[str, tuple[dict[str, Any], Any]] = {}  # id -> (request, the document it came from)
    for cid, dialect, doc in _dialect_documents(fixtures, realcases, dialects):
        first[f"dialects/{cid}/read"] = (_request(dialect, None, "read", doc), doc)
    for cid, dialect, entity, doc in _canonical_documents(fixtures, dialects):
        first[f"dialects/{cid}/write"] = (_request(dialect, entity, "write", doc), doc)
    answered = reference([{**req, "id": cid} for cid, (req, _) in first.items()])

    back: dict[str, tuple[dict[str, Any], Any]] = {}  # id -> (request, the first document)
    for cid, (req, doc) in first.items():
        answer = answered.get(cid, {})
        if "error" in answer or answer.get("problems") or answer.get("entity") is None:
            continue  # nothing whole to send back
        direction = "write" if req["direction"] == "read" else "read"
        back[f"{cid}/back"] = (
            _request(req["dialect"], answer["entity"], direction, answer["output"]),
            doc,
        )
    answered.update(reference([{**req, "id": cid} for cid, (req, _) in back.items()]))

    others = [
        Case("dialects", cid, req, {"answer": answered.get(cid, {"error": "no reference"})})
        for cid, (req, _) in {**first, **back}.items()
    ]
    # The reference is held to the round trip where one is promised: a dialect document comes
    # back as it was, key order included, with nothing added (what a dialect always sends,
    # `fill`, is written only when a writer asks for it) and nothing left out. (Canonical ->
    # dialect -> canonical is lossy where a dialect cannot say something; tests/test_dialects.py
    # lists those.)
    own = [
        Case("dialects", cid, req, {"origin": doc})
        for cid, (req, doc) in back.items()
        if req["direction"] == "write"
    ]
    return own, others
