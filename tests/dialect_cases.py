"""Cases shared by the tests that hold another target's dialect engine to the Python engine's
answers (tests/test_rust_behaviour.py, tests/test_go_dialects.py): the dialect documents, and
the pointers into the canonical JSON read from them with the spelling the Python engine gives
each (`Converter.spelled_pointer`)."""

from __future__ import annotations

import json
from typing import Any

import agentproto_bindings as py

from support import FIXTURE_DIR, REALCASES_DIR


def dialect_documents() -> list[tuple[str, str, Any]]:
    """(name, dialect, document): every real payload tests/test_dialects_realcases.py reads with
    the dialects it tries for its library, and every dialect fixture (JSON, or JSON Lines)."""
    from test_dialects_realcases import LIBRARIES

    found = []
    for library, dialects in LIBRARIES.items():
        for path in sorted((REALCASES_DIR / library).glob("*.json")):
            for dialect in dialects:
                if dialect != "canonical":
                    found.append((f"{library}/{path.name}", dialect, json.loads(path.read_text())))
    for path in sorted((FIXTURE_DIR / "dialects").glob("*/*.json*")):
        lines = path.read_text().splitlines() if path.suffix == ".jsonl" else [path.read_text()]
        for n, line in enumerate(lines):
            if line.strip():
                found.append((f"{path.name}:{n}", path.parent.name, json.loads(line)))
    return found


def pointers(value: Any, at: str = "") -> list[str]:
    """The pointer of every node of a JSON value."""
    found = [at]
    if isinstance(value, dict):
        for key, child in value.items():
            found += pointers(child, f"{at}/{key.replace('~', '~0').replace('/', '~1')}")
    elif isinstance(value, list):
        for i, child in enumerate(value):
            found += pointers(child, f"{at}/{i}")
    return found


def pointer_cases() -> list[dict[str, Any]]:
    """Every node of every real payload read into canonical JSON, with the pointer the Python
    engine gives it in the dialect's spelling (and a few pointers to nothing)."""
    cases = []
    for name, dialect, doc in dialect_documents():
        converter = py.dialects.converter(dialect)
        value, problems, entity = converter.read(doc)
        if problems or entity is None:
            continue
        for pointer in [*pointers(value), "/nothing/0", "/0/x"]:
            given = {"dialect": dialect, "entity": entity, "value": value, "pointer": pointer}
            spelled = converter.spelled_pointer(entity, value, pointer)
            cases.append(
                {
                    "function": "spelled_pointer",
                    "name": f"{name} {pointer}",
                    "input": given,
                    "expect": spelled,
                }
            )
    return cases
