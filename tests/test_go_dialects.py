"""The Go dialect engine (`templates/go/dialects.go` and `dialect_hooks.go`, run by the
generated `dialects` package) agrees with the Python engine, the reference: the same `dialect`
requests, sent to the generated Go conformance program as `agentproto conformance` sends them,
and given to the Python bindings' converters, give the same output (same keys in the same order, numbers
by value) and the same problem pointers.

The documents: every dialect fixture (tests/fixtures/dialects), every canonical valid fixture
written into every dialect that spells its entity and read back, every real payload of
../shared/realcases read through its library's dialects and written back (when that folder is
present), and mutated copies of all of them (a property's value replaced by another JSON type,
or removed), so that the paths reporting problems are compared too. `Converter.SpelledPointer`
(a pointer into converted canonical JSON, in the dialect's spelling) is asked by the program's
"pointer" requests on the cases the Rust engine's `spelled_pointer` is held to
(tests/dialect_cases.py) and more on mutated values. Under CI=true a missing Go toolchain fails;
elsewhere these tests skip, saying why."""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from dialect_cases import mutations

from support import FIXTURE_DIR, REALCASES_DIR

GO = shutil.which("go") or (
    "/usr/local/go/bin/go" if Path("/usr/local/go/bin/go").is_file() else None
)

if GO is None:
    if os.environ.get("CI"):
        raise RuntimeError("the Go toolchain (go) is needed for the Go target's tests")
    pytest.skip(
        "no Go toolchain (go) on PATH: the Go target's tests need one", allow_module_level=True
    )

# the real payloads' folders and the dialects tried for each (test_dialects_realcases.py)
LIBRARIES = {
    "pi-ai": ("pi-ai",),
    "yoagent": ("yoagent", "yoagent-legacy"),
    "clark-agent": ("clark-agent",),
    "openai-responses": ("openai",),
}

Request = dict[str, Any]


@cache
def converters() -> dict[str, Any]:
    """The reference: the Python bindings' converters (the plans as they embed them)."""
    from agentproto_bindings import dialects

    return {name: dialects.converter(name) for name in dialects.DIALECTS}


@pytest.fixture(scope="module")
def program(go_module: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Go conformance program of the module generated from our schemas (the session's)."""
    assert GO is not None
    binary = tmp_path_factory.mktemp("go_dialects") / "conformance"
    done = subprocess.run(
        [GO, "build", "-o", str(binary), "./cmd/conformance"],
        cwd=go_module,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return binary


def ask(program: Path, requests: list[Request]) -> list[dict[str, Any]]:
    lines = "".join(json.dumps({"id": i, **r}) + "\n" for i, r in enumerate(requests))
    done = subprocess.run(
        [str(program)], input=lines, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.split("\n") if line]
    assert [a.get("id") for a in answers] == list(range(len(requests)))
    return answers


def python_answer(request: Request) -> dict[str, Any]:
    conv = converters()[request["dialect"]]
    run = conv.read if request["direction"] == "read" else conv.write
    output, problems, _ = run(request["document"], request["entity"])
    return {"output": output, "problems": [pointer for pointer, _ in problems]}


def request(dialect: str, entity: str | None, direction: str, document: Any) -> Request:
    return {
        "kind": "dialect",
        "dialect": dialect,
        "entity": entity,
        "direction": direction,
        "document": document,
    }


def both_ways(dialect: str, document: Any, mutate: bool) -> list[Request]:
    """A dialect document read (its entity told by its tags), the canonical JSON Python makes
    of it written back (by entity and by tags), and mutated copies of both."""
    conv = converters()[dialect]
    out = [request(dialect, None, "read", document)]
    value, _, key = conv.read(document, None)
    if key is not None:
        out.append(request(dialect, key, "write", value))
        out.append(request(dialect, None, "write", value))
    if mutate:
        out += [request(dialect, None, "read", m) for m in mutations(document)]
        if key is not None:
            out += [request(dialect, key, "write", m) for m in mutations(value)]
    return out


def documents(path: Path) -> list[Any]:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".jsonl":
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    return [json.loads(text)]


def check(program: Path, requests: list[Request]) -> None:
    answers = ask(program, requests)
    wrong = []
    for req, got in zip(requests, answers, strict=True):
        want = python_answer(req)
        if "error" in got or (
            json.dumps(got["output"]) != json.dumps(want["output"])
            or got["problems"] != want["problems"]
        ):
            wrong.append((req, got, want))
    print(f"{len(requests)} requests, {len(wrong)} answered otherwise than Python")
    assert not wrong, wrong[:3]


def test_dialect_fixtures_agree_with_python(program: Path) -> None:
    requests: list[Request] = []
    for folder in sorted((FIXTURE_DIR / "dialects").iterdir()):
        if not folder.is_dir():
            continue
        for path in sorted(folder.iterdir()):
            if path.suffix in (".json", ".jsonl"):
                for doc in documents(path):
                    requests += both_ways(folder.name, doc, mutate=True)
    assert len(requests) > 500
    check(program, requests)


def test_canonical_fixtures_written_into_every_dialect_agree_with_python(program: Path) -> None:
    requests: list[Request] = []
    for name, conv in sorted(converters().items()):
        for family in ("agent", "openresponses"):
            for path in sorted((FIXTURE_DIR / family).glob("*/valid/*.json")):
                key = f"{family}/{path.parent.parent.name}"
                if key not in conv.shapes:
                    continue
                value = json.loads(path.read_text(encoding="utf-8"))
                requests.append(request(name, key, "write", value))
                written, _, _ = conv.write(value, key)
                requests.append(request(name, key, "read", written))
                requests.append(request(name, None, "read", written))
    assert len(requests) > 100
    check(program, requests)


@pytest.mark.skipif(not REALCASES_DIR.is_dir(), reason="../shared/realcases is not beside the repo")
def test_real_payloads_agree_with_python(program: Path) -> None:
    requests: list[Request] = []
    for library, dialects in LIBRARIES.items():
        for path in sorted((REALCASES_DIR / library).glob("*.json")):
            for dialect in dialects:
                requests += both_ways(dialect, json.loads(path.read_text("utf-8")), mutate=True)
    assert len(requests) > 5000
    check(program, requests)


def test_spelled_pointers_agree_with_python(program: Path) -> None:
    """`Converter.SpelledPointer` (a pointer into converted canonical JSON, in the dialect's
    spelling) gives what the Python engine's `spelled_pointer` gives, asked through the
    conformance program's "pointer" requests."""
    from dialect_cases import pointer_request, spelled_cases

    cases = spelled_cases()
    # the pointers reach renamed, moved and nested properties
    assert sum(c["input"]["pointer"] != c["expect"] for c in cases) > 1000, len(cases)
    answers = ask(program, [pointer_request(c) for c in cases])
    wrong = [
        (c["input"]["dialect"], c["input"]["pointer"], got, c["expect"])
        for c, got in zip(cases, answers, strict=True)
        if got.get("output") != c["expect"]
    ]
    print(f"{len(cases)} pointers, {len(wrong)} spelled otherwise than Python")
    assert not wrong, wrong[:5]


def test_unknown_dialect_is_an_error_answer(program: Path) -> None:
    (answer,) = ask(program, [request("no-such-dialect", None, "read", {})])
    assert "unknown dialect" in answer["error"]


def test_randomly_mutated_documents_agree_with_python(program: Path) -> None:
    """Documents changed anywhere, not only near the top: one to three values replaced by
    random JSON (keys and tags the dialects use among them), removed, or beside a new
    property; read, or read by Python, changed again and written. Seeded, so the same cases
    every run. A document the reference itself cannot convert (it raises) is left out."""
    rng = random.Random(2026)
    keys = ["type", "role", "content", "text", "usage", "cost", "timestamp", "partial", "delta"]
    keys += ["contentIndex", "block", "id", "name", "error", "errorMessage", "output", "summary"]
    tags = ["message", "assistant", "user", "text", "done", "error", "delta", "text_end", "end"]
    tags += ["toolcall_start", "reasoning", "2025-02-30T00:00:00.000Z", "acme:thing", "", "x:y"]

    def value(depth: int) -> Any:
        roll = rng.random()
        if depth > 4 or roll < 0.4:
            return rng.choice([None, True, 0, -1, 1.0, 1.5, 2**70, 1764000000000, *tags])
        if roll < 0.6:
            return [value(depth + 1) for _ in range(rng.randint(0, 3))]
        return {rng.choice(keys): value(depth + 1) for _ in range(rng.randint(0, 4))}

    def places(node: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
        yield at
        if isinstance(node, dict):
            for k, inner in node.items():
                yield from places(inner, (*at, k))
        elif isinstance(node, list):
            for i, inner in enumerate(node):
                yield from places(inner, (*at, i))

    def mutate(doc: Any) -> Any:
        doc = json.loads(json.dumps(doc))
        for _ in range(rng.randint(1, 3)):
            found = [p for p in places(doc) if p]
            if not found:
                break
            where = rng.choice(found)
            node = doc
            for step in where[:-1]:
                node = node[step]
            roll = rng.random()
            if roll < 0.6 or not isinstance(node, dict):
                node[where[-1]] = value(3)
            elif roll < 0.8:
                del node[where[-1]]
            else:
                node[rng.choice(keys)] = value(3)
        return doc

    seeds: list[tuple[str, Any]] = []
    for folder in sorted((FIXTURE_DIR / "dialects").iterdir()):
        for path in sorted(folder.glob("*.json*")):
            seeds += [(folder.name, doc) for doc in documents(path)]
    if REALCASES_DIR.is_dir():
        for library, dialects in LIBRARIES.items():
            for path in sorted((REALCASES_DIR / library).glob("*.json")):
                seeds += [(d, json.loads(path.read_text("utf-8"))) for d in dialects]
    requests: list[Request] = []
    refused = 0
    for _ in range(4000):
        dialect, seed = rng.choice(seeds)
        conv = converters()[dialect]
        req = request(dialect, None, "read", mutate(seed))
        if rng.random() < 0.5:
            canonical, _, key = conv.read(seed, None)
            if key is not None:
                req = request(dialect, key, "write", mutate(canonical))
        try:
            python_answer(req)
        except (TypeError, OSError, ValueError, OverflowError):  # the reference fails on it
            refused += 1
            continue
        requests.append(req)
    print(f"{refused} mutated documents the Python engine raised on")
    assert len(requests) > 3500
    check(program, requests)
