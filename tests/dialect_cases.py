"""Cases shared by the tests that hold another target's dialect engine to the Python engine's
answers (tests/test_rust_behaviour.py, tests/test_go_dialects.py,
tests/test_typescript_dialects.py): the dialect documents, and the pointers into the canonical
JSON read from them with the spelling the Python engine gives each
(`Converter.spelled_pointer`)."""

from __future__ import annotations

import json
import random
import re
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


def mutations(value: Any) -> list[Any]:
    """Copies of a value with one property's value of another JSON type (or a float, or a
    boolean), or one property removed, down the first items and properties."""
    out = []
    if isinstance(value, dict):
        for key in list(value)[:8]:
            for other in (None, 7, 1.5, True, "x", [], {}):
                out.append({**value, key: other})
            out.append({k: v for k, v in value.items() if k != key})
            for inner in mutations(value[key])[:4]:
                out.append({**value, key: inner})
    elif isinstance(value, list) and value:
        for inner in mutations(value[0])[:5]:
            out.append([inner, *value[1:]])
    return out


def pointer_request(case: dict[str, Any]) -> dict[str, Any]:
    given = case["input"]
    return {
        "kind": "pointer",
        "dialect": given["dialect"],
        "entity": given["entity"],
        "document": given["value"],
        "pointer": given["pointer"],
    }


def spelled_cases() -> list[dict[str, Any]]:
    """The spelled-pointer cases the Rust engine is held to (tests/dialect_cases.py: every node
    of every real payload and dialect fixture read into canonical JSON), and more of the same
    kind on values no reading makes: mutated copies of those values (a property of another JSON
    type, or removed: a union that is no object, an arm's tag changed, an alternative's type)
    and the value itself as no entity, each with a sample of its nodes, and of those nodes
    followed by the property a record keeps the dialect's unknown ones in, by a key to escape
    (`~0`, `~1`), or with an array index spelled with a sign or a leading zero. Each with what
    the Python engine gives; seeded, so the same cases every run."""

    def esc(step: str) -> str:
        return step.replace("~", "~0").replace("/", "~1")

    cases = pointer_cases()
    rng = random.Random(2027)
    seen: dict[tuple[str, str], tuple[str, Any]] = {}
    for case in cases:
        given = case["input"]
        seen.setdefault(
            (given["dialect"], json.dumps(given["value"])), (given["entity"], given["value"])
        )
    number = re.compile(r"/([0-9]+)(?=/|$)")
    for (dialect, _), (entity, value) in sorted(seen.items(), key=lambda item: item[0]):
        conv = py.dialects.converter(dialect)
        unknown = sorted(
            {spec.unknown for kind, spec in conv.shapes.values() if kind == "record"} - {None}
        )
        found = mutations(value)
        values = [(entity, v) for v in rng.sample(found, min(6, len(found)))]
        values.append((None, value))
        for key, changed in values:
            nodes = pointers(changed)
            asked = rng.sample(nodes, min(30, len(nodes)))
            for at in rng.sample(nodes, min(8, len(nodes))):
                asked += [f"{at}/{esc(u)}/x" for u in unknown]
                asked += [f"{at}/a~1b~0", f"{at}/~01/~10"]
                if number.search(at):
                    asked += [number.sub(r"/+\1", at, 1), number.sub(r"/0\1", at, 1)]
            for pointer in asked:
                given = {"dialect": dialect, "entity": key, "value": changed, "pointer": pointer}
                cases.append(
                    {"input": given, "expect": conv.spelled_pointer(key, changed, pointer)}
                )
    return cases
