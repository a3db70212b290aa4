"""The checks writers' replay logs (`cache.Replayed`) never give a stale answer: after each of a
seeded series of schema edits (a description, a constraint, a new property, a removed property,
a renamed definition, a removed file, a template change), rendering with the cache gives, byte
for byte, what rendering with no cache at all gives, or fails with the same error. The unit
behaviour of `Replayed` (a changed call misses; answers are copies) is tested on a toy class."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from agentproto import cache
from agentproto.errors import SchemaError, SchemaErrors
from agentproto.pipeline import render
from agentproto.shipped import templates as shipped_templates
from support import ROOT

#: The targets whose emitters reuse answers of their writers (`Replayed`, `memo`).
TARGETS = ("rust", "typescript", "go", "python", "python-native")
EDITS = 7


def outcome(schema: Path, templates: Path | None) -> dict[str, str] | str:
    """What rendering gives: the files, or the error's text."""
    try:
        return render(schema, TARGETS, templates=templates, strict_keywords=True)
    except (SchemaError, SchemaErrors) as failed:
        return f"error: {failed}"


def schema_nodes(node: Any) -> list[dict[str, Any]]:
    """Every object of a schema document that is a schema (not an enum or a const value)."""
    found: list[dict[str, Any]] = []
    stack = [node]
    while stack:
        here = stack.pop()
        if isinstance(here, dict):
            found.append(here)
            for key, value in here.items():
                if key not in ("enum", "const", "default", "examples") and not key.startswith("x-"):
                    stack.append(value)
        elif isinstance(here, list):
            stack.extend(here)
    return found


def edit(schema: Path, templates: Path, rng: random.Random, n: int) -> str:
    """One random edit of the set (or of the templates); says what it did."""
    files = sorted(p for p in schema.rglob("*.json") if p.parent.name not in ("dialects",))
    kinds = ["description", "constraint", "property", "unproperty", "rename", "remove", "template"]
    kind = kinds[n % len(kinds)] if n < len(kinds) else rng.choice(kinds)
    if kind == "template":
        runtime = templates / "rust" / "runtime.rs"
        runtime.write_text(runtime.read_text() + f"\n// edit {n}\n")
        return "template rust/runtime.rs"
    if kind == "remove":
        texts = {p: p.read_text() for p in files}
        free = [p for p in files if not any(p.name in t for q, t in texts.items() if q != p)]
        doomed = rng.choice(free or files)
        doomed.unlink()
        return f"removed {doomed.relative_to(schema)}"
    rng.shuffle(files)
    for path in files:
        document = json.loads(path.read_text())
        nodes = schema_nodes(document)
        rng.shuffle(nodes)
        done = change(kind, document, nodes, rng, n)
        if done:
            path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
            return f"{done} in {path.relative_to(schema)}"
    return "nothing"


def change(
    kind: str, document: Any, nodes: list[dict[str, Any]], rng: random.Random, n: int
) -> str:
    for node in nodes:
        if kind == "description" and isinstance(node.get("description"), str):
            node["description"] += rng.choice([f" edit {n}", ' "quoted" \\ */ é', "\nline"])
            return "description"
        if kind == "constraint" and node.get("type") == "string":
            node["maxLength"] = rng.randrange(1, 10_000)
            return "maxLength"
        if kind == "constraint" and node.get("type") == "integer":
            node["minimum"] = rng.randrange(-5, 5)
            return "minimum"
        properties = node.get("properties")
        if kind == "property" and isinstance(properties, dict):
            shape = rng.choice([{"type": "string"}, {"type": "integer"}, {"type": "boolean"}])
            properties[f"added_{n}"] = shape
            return "new property"
        if kind == "unproperty" and isinstance(properties, dict):
            required = node.get("required", [])
            optional = [name for name in properties if name not in required]
            if optional:
                del properties[rng.choice(optional)]
                return "removed property"
    if kind == "rename" and isinstance(document, dict) and isinstance(document.get("$defs"), dict):
        old = rng.choice(sorted(document["$defs"]))
        new = f"{old}Renamed{n}"
        text = json.dumps(document).replace(f'"#/$defs/{old}"', f'"#/$defs/{new}"')
        renamed = json.loads(text)
        renamed["$defs"][new] = renamed["$defs"].pop(old)
        document.clear()
        document.update(renamed)
        return f"$defs {old} renamed"
    return ""


def test_rendering_after_random_edits_equals_rendering_without_a_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    schema = tmp_path / "schema"
    shutil.copytree(ROOT / "schema", schema, ignore=shutil.ignore_patterns("__pycache__"))
    templates = tmp_path / "templates"
    shutil.copytree(shipped_templates(), templates, ignore=shutil.ignore_patterns("__pycache__"))
    store = tmp_path / "cache"
    rng = random.Random(20261128)
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(store))
    outcome(schema, templates)  # the logs of the set as it is
    found_after: dict[str, int] = {}
    for n in range(EDITS):
        what = edit(schema, templates, rng, n)
        monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(store))
        before = cache.replay_counts["found"]
        cached = outcome(schema, templates)
        found_after[what] = cache.replay_counts["found"] - before
        monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
        cold = outcome(schema, templates)
        assert cached == cold, what
    # the logs were used, not only written: a description edit leaves every call as it was
    described = [count for what, count in found_after.items() if what.startswith("description")]
    assert described and all(count > 0 for count in described), found_after


class Tally:
    """A toy writer: its answers depend on its argument and its calls so far."""

    made = 0

    def __init__(self, base: int) -> None:
        Tally.made += 1
        self.base = base
        self.seen: list[str] = []

    def add(self, word: str) -> str:
        self.seen.append(word)
        return f"{self.base}:{'+'.join(self.seen)}"


def test_a_changed_call_or_argument_is_answered_live_and_answers_are_copies(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))

    def run(base: int, words: list[str]) -> tuple[list[str], list[str]]:
        tally: Any = cache.Replayed("replay_tally", Tally, base)
        answers = [tally.add(word) for word in words]
        seen = tally.seen
        seen.append("changed outside")  # a copy: the object does not see it
        answers.append(tally.add("end"))
        cache.replay_done(tally)
        return answers, seen

    first = run(1, ["a", "b"])
    made = Tally.made
    assert run(1, ["a", "b"]) == first
    assert Tally.made == made  # every answer from the log: no object was made
    assert run(1, ["a", "c"]) == (["1:a", "1:a+c", "1:a+c+end"], ["a", "c", "changed outside"])
    assert run(2, ["a", "b"])[0] == ["2:a", "2:a+b", "2:a+b+end"]
    assert Tally.made == made + 2
    with cache.read_only():  # --check: made afresh
        assert run(1, ["a", "b"]) == first
    assert Tally.made == made + 3


calls: list[str] = []


def shout(text: str) -> str:
    calls.append(text)
    return text.upper()


def test_memo_answers_the_same_arguments_from_the_cache_and_others_afresh(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))
    assert cache.memo("memo_shout", shout, "plan") == "PLAN"
    assert cache.memo("memo_shout", shout, "plan") == "PLAN"
    assert calls == ["plan"]  # the second from the entry
    assert cache.memo("memo_shout", shout, "plan 2") == "PLAN 2"
    assert calls == ["plan", "plan 2"]
    with cache.read_only():
        assert cache.memo("memo_shout", shout, "plan") == "PLAN"
    assert calls == ["plan", "plan 2", "plan"]
