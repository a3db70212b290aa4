"""The runner: sends every case to each target's program, judges the answers, prints one table.

A program answers a fixture with `{"valid": true, "output": <encoded>}` or `{"valid": false,
"problems": [[pointer, keyword], ...]}`, a suite case with `{"valid": bool}`, anything it could
not do with `{"error": text}`. Judging is here, once for every language:

- a valid fixture passes when it is accepted and its output is the input: same keys in the same
  order, same values; numbers compare by value (JavaScript has one number type, so `1.0` comes
  back `1`);
- an invalid fixture passes when it is rejected with the pointer and keyword jsonschema gives;
- a suite case passes when the verdict is the suite's.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.resources import files as resource_files
from pathlib import Path
from typing import Any

import yaml

from .cases import Case, fixture_cases, remotes, stream_cases, suite_cases, suite_groups
from .typescript import ToolchainMissing, prepare, toolchain

TARGETS = ("python", "typescript")


def expected_failures() -> dict[str, dict[str, str]]:
    text = (resource_files("agentproto.conformance") / "expected_failures.yaml").read_text()
    loaded = yaml.safe_load(text) or {}
    return {target: dict(loaded.get(target) or {}) for target in TARGETS}


def normal(value: Any) -> Any:
    """JSON with key order kept and numbers by value."""
    if isinstance(value, dict):
        return ["{", *[(k, normal(v)) for k, v in value.items()]]
    if isinstance(value, list):
        return [normal(v) for v in value]
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**63:
        return int(value)
    return value


PARSER_DETAIL = re.compile(r"(are not JSON) \(.*?\)(?=; |$)")


def same_message(value: Any) -> Any:
    """A folded message as compared across languages: key order aside (messages the fold
    builds list their keys in each language's field order), and the JSON parser's own words
    in an error message aside (each language's parser says it its way)."""
    if isinstance(value, dict):
        return {k: same_message(v) for k, v in sorted(value.items())}
    if isinstance(value, list):
        return [same_message(v) for v in value]
    if isinstance(value, str):
        return PARSER_DETAIL.sub(r"\1 (...)", value)
    return value


def judge(case: Case, answer: dict[str, Any]) -> str | None:
    """None when the answer passes; else what went wrong."""
    if "error" in answer:
        return f"error: {answer['error']}"
    expect = case.expect
    if case.suite == "streams":
        got = answer.get("output") or {}
        if got.get("problems") != expect["problems"]:
            return f"problems {got.get('problems')}, expected {expect['problems']}"
        if same_message(got.get("message")) != same_message(expect["message"]):
            return "folded message differs: " + json.dumps(got.get("message"))[:300]
        return None
    if case.suite == "official":
        return None if answer.get("valid") == expect["valid"] else f"valid={answer.get('valid')}"
    if expect["valid"]:
        if not answer.get("valid"):
            return f"rejected: {answer.get('problems', [])[:5]}"
        if normal(answer.get("output")) != normal(case.request["payload"]):
            return "output differs from input: " + json.dumps(answer.get("output"))[:300]
        return None
    if answer.get("valid"):
        return "accepted"
    found = {tuple(p) for p in answer.get("problems", [])}
    wanted = (expect["pointer"], expect["keyword"])
    return None if wanted in found else f"no problem {wanted}; found {sorted(found)[:5]}"


def talk(command: list[str], cases: list[Case]) -> dict[str, dict[str, Any]]:
    """Runs a program once over every case: answers by case id."""
    lines = "".join(json.dumps({**c.request, "id": c.id}) + "\n" for c in cases)
    done = subprocess.run(command, input=lines, capture_output=True, text=True, check=False)
    answers: dict[str, dict[str, Any]] = {}
    for line in done.stdout.split("\n"):  # JSON text may hold U+2028, which splitlines cuts
        if line.strip():
            try:
                answer = json.loads(line)
            except ValueError:
                raise RuntimeError(f"{command[0]} wrote a line that is not JSON: {line[:200]}")
            answers[str(answer.pop("id", ""))] = answer
    if done.returncode != 0 and not answers:
        raise RuntimeError(f"{command[0]} exited {done.returncode}: {done.stderr[-2000:]}")
    return answers


@dataclass
class Row:
    target: str
    suite: str
    cases: int = 0
    passed: int = 0
    failed: int = 0
    expected: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)


def run(
    targets: tuple[str, ...],
    schema_dir: Path,
    fixtures: Path,
    suite: Path | None,
    tools: Path,
    echo: Callable[[str], None] = print,
) -> int:
    cases = list(fixture_cases(fixtures))
    if (fixtures / "streams" / "agent").is_dir():
        cases += list(stream_cases(fixtures / "streams"))
    if suite is not None:
        cases += list(suite_cases(suite))
    known = expected_failures()
    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="agentproto-conformance-") as tmp:
        for target in targets:
            if target == "python":
                command = [sys.executable, "-m", "agentproto.conformance.python_program"]
                command += [str(suite)] if suite is not None else []
            else:
                node, _ = toolchain(tools)
                groups: dict[str, list[tuple[int, dict[str, Any]]]] = {}
                if suite is not None:
                    for _, name, index, group in suite_groups(suite):
                        groups.setdefault(Path(name).stem, []).append((index, group))
                res = remotes(suite) if suite is not None else {}
                dist = prepare(Path(tmp) / "ts", schema_dir, groups, res, tools)
                program = resource_files("agentproto.conformance") / "typescript_program.mjs"
                command = [node, str(program), str(dist)]
            answers = talk(command, cases)
            by_suite: dict[str, Row] = {}
            for case in cases:
                row = by_suite.setdefault(case.suite, Row(target, case.suite))
                row.cases += 1
                problem = judge(case, answers.get(case.id, {"error": "no answer"}))
                reason = known[target].get(case.id)
                if problem is None and reason is None:
                    row.passed += 1
                elif problem is not None and reason is not None:
                    row.expected += 1
                else:
                    row.failed += 1
                    row.failures.append(
                        (case.id, problem or f"listed as expected to fail ({reason}) but passes")
                    )
            rows += by_suite.values()
    for row in rows:
        for case_id, problem in row.failures[:50]:
            echo(f"FAIL {row.target} {row.suite} {case_id}: {problem}")
        if len(row.failures) > 50:
            echo(f"... and {len(row.failures) - 50} more failures of {row.target} {row.suite}")
    echo(f"{'target':<12} {'suite':<10} {'cases':>6} {'passed':>7} {'failed':>7} {'expected':>9}")
    for row in rows:
        echo(
            f"{row.target:<12} {row.suite:<10} {row.cases:>6} {row.passed:>7} {row.failed:>7} "
            f"{row.expected:>9}"
        )
    return 1 if any(row.failed for row in rows) else 0


__all__ = ["TARGETS", "ToolchainMissing", "run"]
