"""The Rust target, built with cargo: the crate compiles and is clippy-clean, its typed API
behaves (tests/rust/typed.rs), every fixture decodes, validates and encodes to itself (or is
rejected with jsonschema's pointer and keyword), and the official JSON Schema Test Suite
(draft 2020-12, compiled to Rust by the same check writer) passes, except the cases listed in
rust_suite_expected_failures.yaml with a reason each. Everything is built once, in one cargo
target folder outside the repository (rust_support.target_dir)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import rust_support as rs
import yaml

from support import ROOT, fixtures

EXPECTED_FAILURES: dict[str, str] = (
    yaml.safe_load((Path(__file__).parent / "rust_suite_expected_failures.yaml").read_text()) or {}
)
FIXTURES = fixtures()
STREAMS = sorted((ROOT / "tests" / "fixtures" / "streams" / "agent").glob("*.jsonl"))
CLOCK = 1731600000000  # the clock stream folds run on (tests/fixtures/streams/README.md)
PARSER_DETAIL = re.compile(r"(are not JSON) \(.*?\)(?=; |$)")


def same_message(value: Any) -> Any:
    """A folded message as compared across languages: the JSON parser's own words inside an
    error message aside (each language's parser says it its way)."""
    if isinstance(value, dict):
        return {k: same_message(v) for k, v in value.items()}
    if isinstance(value, list):
        return [same_message(v) for v in value]
    if isinstance(value, str):
        return PARSER_DETAIL.sub(r"\1 (...)", value)
    return value


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    rs.cargo()
    if not (rs.SUITE / "tests" / "draft2020-12").is_dir():
        raise RuntimeError(
            f"the JSON Schema Test Suite is not at {rs.SUITE}: run scripts/fetch_test_suite.py"
        )
    out = tmp_path_factory.mktemp("rust")
    bindings = rs.write_bindings(out)
    shutil.copytree(ROOT / "tests" / "rust", bindings / "tests")
    groups = rs.suite_groups()
    crate, refused = rs.write_conformance(out, bindings, groups)
    done = rs.run_cargo(["build", "--quiet"], crate)
    assert done.returncode == 0, done.stderr[-5000:]
    binary = rs.target_dir() / "debug" / "agentproto_rust_conformance"
    requests: list[dict[str, Any]] = []
    for fixture in FIXTURES:
        family, entity = fixture.entity.split("/")
        name = "".join(w[:1].upper() + w[1:] for w in entity.split("_"))
        requests.append(
            {
                "id": fixture.id,
                "kind": "fixture",
                "module": family,
                "name": name,
                "payload": fixture.payload(),
            }
        )
    cases = {}
    for gid, file, group in groups:
        for test in group["tests"]:
            cid = f"{file} :: {group['description']} :: {test['description']}"
            cases[cid] = (gid, test["valid"])
            requests.append({"id": cid, "kind": "suite", "group": gid, "data": test["data"]})
    for path in STREAMS:
        events = [json.loads(line) for line in path.read_text().split("\n") if line.strip()]
        options = {"provider": "openai", "model": "gpt-4.1", "clock": CLOCK}
        requests.append(
            {
                "id": f"stream:{path.stem}",
                "kind": "fold",
                "fold": "assistant_message",
                "events": events,
                "options": options,
            }
        )
    return {
        "bindings": bindings,
        "answers": rs.talk(binary, requests),
        "cases": cases,
        "refused": refused,
    }


def test_crate_is_clippy_clean(built: dict[str, Any]) -> None:
    done = rs.run_cargo(
        ["clippy", "--quiet", "--all-targets", "--", "-D", "warnings"], built["bindings"]
    )
    assert done.returncode == 0, done.stderr[-5000:]


def test_typed_api(built: dict[str, Any]) -> None:
    done = rs.run_cargo(["test", "--quiet", "--test", "typed"], built["bindings"])
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "8 passed" in done.stdout, done.stdout


@pytest.mark.parametrize("fixture", FIXTURES, ids=[f.id for f in FIXTURES])
def test_fixture(built: dict[str, Any], fixture: Any) -> None:
    answer = built["answers"][fixture.id]
    assert "error" not in answer, answer
    if fixture.valid:
        assert answer["valid"], answer["problems"][:5]
        # same keys in the same order, same values (numbers by value)
        assert json.dumps(answer["output"]) == json.dumps(fixture.payload()) or (
            answer["output"] == fixture.payload()
            and list(answer["output"]) == list(fixture.payload())
        ), json.dumps(answer["output"])[:500]
    else:
        expected = fixture.expected()
        assert not answer["valid"], "accepted"
        assert [expected["pointer"], expected["keyword"]] in answer["problems"], answer["problems"]


def test_official_suite(built: dict[str, Any]) -> None:
    """Every required case of draft 2020-12; the fast path and the problem list must agree
    (the program answers an error when they do not)."""
    assert built["refused"] == {}, built["refused"]
    failed, now_passing = {}, []
    for cid, (_, valid) in built["cases"].items():
        answer = built["answers"][cid]
        passed = "error" not in answer and answer["valid"] == valid
        if cid in EXPECTED_FAILURES:
            if passed:
                now_passing.append(cid)
        elif not passed:
            failed[cid] = answer
    assert not now_passing, f"listed as expected failures but pass: {now_passing}"
    assert not failed, f"{len(failed)} of {len(built['cases'])} failed: {list(failed.items())[:10]}"
    assert len(built["cases"]) > 1200


@pytest.mark.parametrize("stream", STREAMS, ids=[p.stem for p in STREAMS])
def test_stream_folds_as_python_does(built: dict[str, Any], stream: Path) -> None:
    """behaviour.rs folds each stream fixture to the message and problems Python gives."""
    expected = json.loads(stream.with_suffix(".expected.json").read_text())
    answer = built["answers"][f"stream:{stream.stem}"]
    assert "error" not in answer, answer
    assert answer["output"]["problems"] == expected["problems"]
    assert same_message(answer["output"]["message"]) == same_message(expected["message"])
