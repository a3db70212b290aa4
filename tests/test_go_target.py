"""The Go target: the generated module builds, is `go vet` clean and gofmt-formatted, and its
conformance program (the bindings' decoders) agrees with the fixtures: a valid document decodes,
validates and encodes back to the same JSON, keys in the same order; an invalid one is rejected
with the pointer and keyword `jsonschema` reports. Under CI=true a missing Go toolchain fails;
elsewhere these tests skip, saying why."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from agentproto.pipeline import build_ir, load_checked
from agentproto.targets.registry import TARGETS
from support import fixtures

ROOT = Path(__file__).resolve().parent.parent
GO = shutil.which("go") or (
    "/usr/local/go/bin/go" if Path("/usr/local/go/bin/go").is_file() else None
)

if GO is None:
    if os.environ.get("CI"):
        raise RuntimeError("the Go toolchain (go) is needed for the Go target's tests")
    pytest.skip(
        "no Go toolchain (go) on PATH: the Go target's tests need one", allow_module_level=True
    )


def go(args: list[str], cwd: Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [GO, *args], cwd=cwd, input=stdin, capture_output=True, text=True, timeout=600, check=False
    )


@pytest.fixture(scope="module")
def module(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Go module generated from our schemas into a fresh folder."""
    from agentproto.pipeline import format_files, render

    out = tmp_path_factory.mktemp("gen")
    files = format_files(render(ROOT / "schema", ("go",), strict_keywords=True))
    for rel, text in files.items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return out / "go"


@pytest.fixture(scope="module")
def program(module: Path) -> Path:
    built = go(["build", "-o", str(module / "conformance.bin"), "./cmd/conformance"], module)
    assert built.returncode == 0, built.stderr
    return module / "conformance.bin"


def test_builds_vets_and_is_formatted(module: Path) -> None:
    vet = go(["vet", "./..."], module)
    assert vet.returncode == 0, vet.stderr
    gofmt = Path(GO).parent / "gofmt"
    listed = subprocess.run(
        [str(gofmt), "-l", "."], cwd=module, capture_output=True, text=True, check=False
    )
    assert listed.returncode == 0 and listed.stdout == "", listed.stdout + listed.stderr


def test_header_is_go_generated_marker(module: Path) -> None:
    for path in module.rglob("*.go"):
        first = path.read_text().splitlines()[0]
        assert first.startswith("// Code generated ") and first.endswith(" DO NOT EDIT."), path


def names() -> dict[str, tuple[str, str]]:
    """fixture entity (family/entity) -> (module, Go type name) of the schema file's root."""
    built = build_ir(
        load_checked(ROOT / "schema", True), strict_keywords=True, naming=TARGETS["go"].naming
    )
    out = {}
    for m in built.program.modules:
        for d in m.decls:
            if d.origin.pointer in ("", "/"):
                out[d.origin.file.removesuffix(".json")] = (m.name, d.name)
    return out


def pairs_in_order(text: str) -> Any:
    """JSON with objects as lists of (key, value): equal only when key order is equal too."""
    return json.loads(text, object_pairs_hook=list)


def test_fixtures(program: Path) -> None:
    table = names()
    cases = fixtures()
    # payloads are sent as their own text, so key order reaches the decoder as written
    lines = []
    for f in cases:
        module, name = table[f.entity]
        lines.append(
            '{{"kind": "fixture", "module": {}, "name": {}, "payload": {}}}'.format(
                json.dumps(module), json.dumps(name), " ".join(f.path.read_text().split("\n"))
            )
        )
    done = subprocess.run(
        [str(program)],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    answers = [
        json.loads(line) for line in done.stdout.split("\n") if line
    ]  # not splitlines: U+2028
    assert len(answers) == len(cases)
    failures = []
    for f, answer in zip(cases, answers, strict=True):
        if "error" in answer:
            failures.append(f"{f.id}: {answer['error']}")
        elif f.valid:
            if not answer["valid"]:
                failures.append(f"{f.id}: rejected {answer['problems']}")
            elif pairs_in_order(json.dumps(answer["output"])) != pairs_in_order(f.path.read_text()):
                failures.append(
                    f"{f.id}: re-encoded differently: {json.dumps(answer['output'])[:300]}"
                )
        else:
            expected = f.expected()
            found = {tuple(p) for p in answer.get("problems", [])}
            if answer["valid"] or (expected["pointer"], expected["keyword"]) not in found:
                failures.append(f"{f.id}: expected {expected}, found {sorted(found)[:6]}")
    assert not failures, f"{len(failures)} of {len(cases)}:\n" + "\n".join(failures)


def test_go_tests_of_the_bindings(module: Path) -> None:
    """tests/go/*_test.go, run with `go test` inside the generated module."""
    for path in (ROOT / "tests" / "go").glob("*_test.go"):
        shutil.copy(path, module / "agent" / path.name)
    done = go(["test", "./agent/"], module)
    assert done.returncode == 0, done.stdout + done.stderr


STREAMS = ROOT / "tests" / "fixtures" / "streams" / "agent"
PARSER_DETAIL = re.compile(
    r"(are not JSON) \(.*?\)(?=; |$)"
)  # each language's parser words it its own way


def test_assistant_streams_fold_as_in_python(program: Path) -> None:
    """The Go port of the assistant-message fold (templates/go/behaviour.go), through the
    conformance program, folds every stream fixture to the expected message and problems, as
    the Python fold does."""
    cases = sorted(p.stem for p in STREAMS.glob("*.jsonl"))
    lines = []
    for case in cases:
        events = [
            line for line in (STREAMS / f"{case}.jsonl").read_text().split("\n") if line.strip()
        ]
        lines.append(
            '{"id": ' + json.dumps(case) + ', "kind": "fold", "fold": "assistant_message", '
            '"options": {"provider": "openai", "model": "gpt-4.1", "clock": 1731600000000}, '
            '"events": [' + ", ".join(events) + "]}"
        )
    done = subprocess.run(
        [str(program)],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.split("\n") if line]
    assert len(answers) == len(cases)
    wrong = []
    for case, answer in zip(cases, answers, strict=True):
        assert answer["id"] == case, answer
        expected = json.loads((STREAMS / f"{case}.expected.json").read_text())
        answer = answer["output"]
        message = answer["message"]
        for m in (message, expected["message"]):
            if "error_message" in m:
                m["error_message"] = PARSER_DETAIL.sub(r"\1 (...)", m["error_message"])
        if message != expected["message"] or answer["problems"] != expected["problems"]:
            wrong.append(
                f"{case}: {json.dumps(answer)[:1500]}\nexpected {json.dumps(expected)[:1500]}"
            )
    assert not wrong, "\n".join(wrong)


RESPONSE_STREAMS = ROOT / "tests" / "fixtures" / "streams" / "openresponses"


def test_response_streams_fold_as_in_python(program: Path) -> None:
    """The Go port of the Open Responses fold (templates/go/behaviour_openresponses.go), through
    the conformance program, gives every stream fixture the response and the problems
    (pointer, keyword) Python's gives, and the response decodes into openresponses.Response."""
    from agentproto_bindings import fold_response

    cases = sorted(p.stem for p in RESPONSE_STREAMS.glob("*.jsonl"))
    streams = {
        case: [
            line
            for line in (RESPONSE_STREAMS / f"{case}.jsonl").read_text().split("\n")
            if line.strip()
        ]
        for case in cases
    }
    lines = [
        '{"kind": "fold", "fold": "response", "events": [' + ", ".join(streams[case]) + "]}"
        for case in cases
    ]
    done = subprocess.run(
        [str(program)],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line)["output"] for line in done.stdout.split("\n") if line]
    assert len(answers) == len(cases)
    wrong = []
    for case, answer in zip(cases, answers, strict=True):
        python = fold_response([json.loads(e) for e in streams[case]])
        expected_response = None if python.response is None else python.response.to_dict()
        expected_problems = [[p.pointer, p.keyword] for p in python.problems]
        if answer["response"] != expected_response or answer["problems"] != expected_problems:
            wrong.append(
                f"{case}: Go {json.dumps(answer)[:1500]}\nPython {expected_problems} "
                f"{json.dumps(expected_response)[:1500]}"
            )
        assert answer["finished"] is python.finished
    # not vacuous: the broken streams are reported, the good ones fold into a response
    assert len(dict(zip(cases, answers, strict=True))["broken"]["problems"]) == 10
    assert all(a["response"] for a in answers)
    assert not wrong, "\n".join(wrong)


def test_go_output_is_deterministic_whatever_the_key_and_file_order(tmp_path: Path) -> None:
    """`generate --check` compares bytes, so the Go target must write the same ones from the same
    schemas, whatever the order of keys and files."""
    from test_generator import shuffled_copy

    from agentproto.pipeline import format_files, render

    first = format_files(render(ROOT / "schema", ("go",), strict_keywords=True))
    shuffled = tmp_path / "schema"
    shuffled_copy(ROOT / "schema", shuffled, 3)
    assert format_files(render(shuffled, ("go",), strict_keywords=True)) == first
