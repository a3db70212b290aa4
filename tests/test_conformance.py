"""`agentproto conformance`: every example, every stream fold and every required case of the
official suite, through one runner, in every target the registry gives a conformance program;
each must end green and say so in its table. A target whose toolchain is missing is skipped
saying why, but under CI=true it fails, so CI cannot pass by skipping."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from agentproto.targets.base import REQUEST_KINDS, ConformanceWork, Target
from agentproto.targets.registry import TARGETS, conformance_targets
from support import REALCASES_DIR, ROOT

SUITE = ROOT / ".venv" / "share" / "json-schema-test-suite"


def test_every_language_target_has_a_conformance_program() -> None:
    """The runner knows targets only through the registry: every target but the pydantic one
    (models made by a third-party tool from the same schemas) has a program. python-native's
    answers the examples and the suite with its compiled validators and leaves the folds and
    dialects, the Python bindings' own code, to the python target, saying why."""
    assert set(conformance_targets()) == set(TARGETS) - {"pydantic"}
    assert set(TARGETS["python-native"].conformance_leaves) == {"fold", "dialect"}
    for name in conformance_targets():
        leaves = TARGETS[name].conformance_leaves
        assert set(leaves) < set(REQUEST_KINDS) and all(leaves.values()), name


@pytest.mark.parametrize("target", conformance_targets())
def test_conformance_runner_passes(target: str) -> None:
    assert SUITE.is_dir(), "run scripts/test (or scripts/fetch_test_suite.py) first"
    proc = subprocess.run(
        [
            ROOT / ".venv" / "bin" / "agentproto",
            "conformance",
            "--schema-dir",
            ROOT / "schema",
            "--target",
            target,
            *(["--realcases", REALCASES_DIR] if REALCASES_DIR.is_dir() else []),
        ],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
    )
    missing = [line for line in proc.stdout.splitlines() if line.startswith("NOT RUN ")]
    if missing and proc.returncode == 2:
        if os.environ.get("CI") == "true":
            pytest.fail(f"a toolchain is missing under CI: {missing[0]}")
        pytest.skip(missing[0])
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-3000:]
    lines = proc.stdout.splitlines()
    table = lines[lines.index(next(x for x in lines if x.startswith("target "))) + 1 :]
    rows = {tuple(line.split()[:2]): line.split()[2:] for line in table}
    assert {t for t, _ in rows} == {target}
    # the dialect cases: the reference engine (Python) round-trips every dialect document; the
    # others agree with it on every document, both ways
    real = REALCASES_DIR.is_dir()
    dialects = ("dialects", (90 if real else 8) if target == "python" else 1800)
    # the suite's required cases of every draft read (2020-12's row is `official`)
    drafts = [("draft4", 600), ("draft6", 800), ("draft7", 900), ("draft2019-09", 1200)]
    # JSON's semantics (conformance/semantics.yaml), run whatever the schema set
    semantics = ("semantics", 50)
    rows_wanted = (("fixtures", 900), ("streams", 15), ("official", 1200), dialects, semantics)
    # the rows of the request kinds the target leaves are not run, and the output says why
    leaves = TARGETS[target].conformance_leaves
    kind_of = {"fixtures": "fixture", "streams": "fold", "dialects": "dialect"}
    for kind, why in leaves.items():
        assert f"not asked {target}: {kind} cases ({why})" in lines
    for suite, least in (*rows_wanted, *drafts):
        if kind_of.get(suite, "suite") in leaves:
            assert (target, suite) not in rows, (target, suite)
            continue
        cases, passed, failed, expected = map(int, rows[(target, suite)])
        assert cases >= least and failed == 0 and passed + expected == cases, (target, suite)
    # the suite's `format` files, asserted, in every draft: held as required cases by a target
    # that declares format assertion, and not sent to one that does not (the table says so)
    capabilities = TARGETS[target].capabilities
    format_rows = [("format", 400), *((f"{d}-format", 100) for d, _ in drafts)]
    for suite, least in format_rows:
        if not capabilities.format_assertion:
            assert (target, suite) not in rows, (target, suite)
            continue
        cases, passed, failed, expected = map(int, rows[(target, suite)])
        assert cases >= least and failed == 0 and passed + expected == cases, (target, suite)
    # every valid example in the strict profile, as is and with unknown properties added: sent
    # to a target that declares the strict profile, its answers held to Python's in all four
    # fields, and not sent to one that does not
    if capabilities.strict_profile:
        cases, passed, failed, expected = map(int, rows[(target, "strict")])
        assert cases >= 1200 and failed == 0 and passed + expected == cases, (target, "strict")
    else:
        assert (target, "strict") not in rows, (target, "strict")
    assert [line for line in lines if line.startswith(f"lacks {target}: ")] == [
        f"lacks {target}: {what}" for what in capabilities.lacks()
    ]
    # a verdict another target's code gave (python-native: the Python function its compiled
    # one hands a value or an uncompiled schema part to) is counted; the compiled validators
    # give every example's verdict and every required case's of each draft (only optional
    # cases hold values they hand over, integers past 2^53)
    handed = {
        suite: int(line.split()[3])
        for line in lines
        if line.startswith(f"fallback {target} ")
        for suite in [line.split()[2].rstrip(":")]
    }
    if target == "python-native":
        assert "fixtures" not in handed, handed
        for suite, _ in (("official", 0), *drafts):
            assert suite not in handed, (suite, handed)
    # every invalid example's problems, all four fields, against the Python bindings'
    if target != "python":
        cases, passed, failed, expected = map(int, rows[(target, "problems")])
        assert cases >= 500 and failed == 0 and passed + expected == cases, (target, "problems")


def test_a_target_joins_with_its_hook_alone(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A target the runner has never heard of takes part once the registry gives it a hook:
    here one that answers through the Python program, under its own name."""
    from agentproto.conformance import runner
    from agentproto.conformance.python import prepare

    calls: list[ConformanceWork] = []

    def hook(work: ConformanceWork) -> list[str]:
        calls.append(work)
        return prepare(work)

    python = TARGETS["python"]
    toy = Target("toy", None, python.emit, python.naming, python.format, hook)
    monkeypatch.setattr(runner, "REGISTRY", {**TARGETS, "toy": toy})
    fixtures = usage_fixtures(tmp_path)
    lines: list[str] = []
    code = runner.run(
        ("toy",), ROOT / "schema", fixtures, empty_suite(tmp_path), ROOT / "tools", lines.append
    )
    assert code == 0, lines
    assert len(calls) == 1 and calls[0].work.name == "toy"
    # with an empty suite, the groups it compiles are the JSON semantics table's alone
    assert calls[0].groups and {g.file for g in calls[0].groups} == {runner.SEMANTICS}
    row = next(line.split() for line in lines if line.startswith("toy "))
    assert row[:2] == ["toy", "fixtures"] and int(row[2]) > 0 and row[2] == row[3]


def test_a_target_with_other_problem_text_fails_naming_case_target_and_field(
    tmp_path: Path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    """Problems are compared field by field with the Python bindings': a target answering
    every invalid example rightly (pointer and keyword) but in other words fails each one."""
    import sys

    from agentproto.conformance import runner
    from agentproto.conformance.python import prepare

    def hook(work: ConformanceWork) -> list[str]:
        command = prepare(work)
        reword = work.work / "reword.py"
        reword.write_text(
            "import json, subprocess, sys\n"
            f"done = subprocess.run({command!r}, stdin=sys.stdin, capture_output=True, text=True)\n"
            "for line in done.stdout.splitlines():\n"
            "    answer = json.loads(line)\n"
            "    for problem in answer.get('problems', []):\n"
            "        problem[3] = problem[3].upper()\n"
            "    print(json.dumps(answer))\n"
        )
        return [sys.executable, str(reword)]

    python = TARGETS["python"]
    toy = Target("toy", None, python.emit, python.naming, python.format, hook)
    monkeypatch.setattr(runner, "REGISTRY", {**TARGETS, "toy": toy})
    lines: list[str] = []
    fixtures = usage_fixtures(tmp_path)
    code = runner.run(
        ("toy",), ROOT / "schema", fixtures, empty_suite(tmp_path), ROOT / "tools", lines.append
    )
    assert code == 1
    invalid = sorted(
        p.stem
        for p in (fixtures / "agent" / "usage" / "invalid").glob("*.json")
        if not p.name.endswith(".expected.json")
    )
    failures = [line for line in lines if line.startswith("FAIL toy problems ")]
    assert len(failures) == len(invalid) > 0
    assert all(" field message: " in line for line in failures), failures
    assert {line.split()[3].split("/")[-1].rstrip(":") for line in failures} == set(invalid)
    row = next(line.split() for line in lines if line.startswith("toy ") and " problems " in line)
    assert row[2:] == [str(len(invalid)), "0", str(len(invalid)), "0"]


def test_a_missing_toolchain_is_reported_not_run(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A hook that finds no toolchain: the target is listed as not run, with the reason, the
    others still run, and the exit code is 2 (could not check)."""
    from agentproto.conformance import runner
    from agentproto.errors import ToolchainMissing

    def hook(work: ConformanceWork) -> list[str]:
        raise ToolchainMissing("zigc is not on PATH")

    python = TARGETS["python"]
    toy = Target("toy", None, python.emit, python.naming, python.format, hook)
    monkeypatch.setattr(runner, "REGISTRY", {**TARGETS, "toy": toy})
    lines: list[str] = []
    code = runner.run(
        ("python", "toy"),
        ROOT / "schema",
        usage_fixtures(tmp_path),
        empty_suite(tmp_path),
        ROOT / "tools",
        lines.append,
    )
    assert code == 2
    assert "NOT RUN toy: its toolchain is missing: zigc is not on PATH" in lines
    assert any(line.startswith("python ") for line in lines)


def usage_fixtures(tmp_path: Path) -> Path:
    """A copy of the usage examples alone: a small fixtures folder (no streams)."""
    fixtures = tmp_path / "fixtures"
    src = ROOT / "tests" / "fixtures" / "agent" / "usage"
    dst = fixtures / "agent" / "usage"
    for path in src.rglob("*.json"):
        target = dst / path.relative_to(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(path.read_text())
    return fixtures


def test_format_cases_go_only_to_targets_that_assert_formats(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A target declaring no format assertion (`Capabilities`) is sent no case of the suite's
    `format` files and compiles none of their groups; one declaring it is held to them, with
    `format` asserted, as to required cases."""
    import json

    from agentproto.conformance import runner
    from agentproto.conformance.python import prepare
    from agentproto.targets.base import Capabilities

    works: dict[str, ConformanceWork] = {}

    def hook(work: ConformanceWork) -> list[str]:
        works[work.work.name] = work
        return prepare(work)

    python = TARGETS["python"]
    asserting = Target(
        "asserting",
        None,
        python.emit,
        python.naming,
        python.format,
        hook,
        capabilities=Capabilities(format_assertion=True),
    )
    annotating = Target("annotating", None, python.emit, python.naming, python.format, hook)
    monkeypatch.setattr(
        runner, "REGISTRY", {**TARGETS, "asserting": asserting, "annotating": annotating}
    )
    suite = empty_suite(tmp_path)
    email = [
        {
            "description": "email",
            "schema": {"format": "email"},
            "tests": [
                {"description": "an address", "data": "a@b.example", "valid": True},
                {"description": "no at sign", "data": "ab.example", "valid": False},
            ],
        }
    ]
    (suite / "tests" / "draft2020-12" / "optional" / "format").mkdir(parents=True)
    (suite / "tests" / "draft2020-12" / "optional" / "format" / "email.json").write_text(
        json.dumps(email)
    )
    lines: list[str] = []
    code = runner.run(
        ("asserting", "annotating"),
        ROOT / "schema",
        usage_fixtures(tmp_path),
        suite,
        ROOT / "tools",
        lines.append,
    )
    assert code == 0, lines
    rows = {
        tuple(line.split()[:2]): line.split()[2:]
        for line in lines
        if line.split()[:1] in (["asserting"], ["annotating"]) and line.split()[1] == "format"
    }
    # "no at sign" is invalid only where the format is asserted
    assert rows == {("asserting", "format"): ["2", "2", "0", "0"]}, lines
    assert any(g.formats for g in works["asserting"].groups)
    assert not any(g.formats for g in works["annotating"].groups)
    assert "lacks annotating: format assertion (formats are annotations)" in lines
    assert not any(line.startswith("lacks asserting: format") for line in lines)


def strict_fixtures(tmp_path: Path) -> Path:
    """The usage examples of both families: `agent/usage` is closed by its schema
    (`additionalProperties: false`), `openresponses/usage` open by omission, so the strict
    profile has something of its own to say on the second."""
    fixtures = tmp_path / "fixtures"
    for family in ("agent", "openresponses"):
        src = ROOT / "tests" / "fixtures" / family / "usage"
        for path in src.rglob("*.json"):
            target = fixtures / family / "usage" / path.relative_to(src)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(path.read_text())
    return fixtures


def doctored(work: ConformanceWork, command: list[str], edit: str, kinds: Path) -> list[str]:
    """A program answering through `command`, each answer passed through `edit` (Python source
    changing `answer`, a dict, in place), every request's kind written to `kinds`."""
    import sys

    script = work.work / "doctored.py"
    script.write_text(
        "import json, subprocess, sys\n"
        "lines = sys.stdin.read()\n"
        f"kinds = open({str(kinds)!r}, 'a')\n"
        "for line in lines.splitlines():\n"
        "    kinds.write(json.loads(line)['kind'] + '\\n')\n"
        f"done = subprocess.run({command!r}, input=lines, capture_output=True, text=True)\n"
        "for line in done.stdout.splitlines():\n"
        "    answer = json.loads(line)\n"
        + "".join(f"    {part}\n" for part in edit.splitlines())
        + "    print(json.dumps(answer))\n"
    )
    return [sys.executable, str(script)]


def test_strict_cases_reach_every_strict_target_and_a_drifted_profile_fails(
    tmp_path: Path,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    """Strict cases go to every target declaring the strict profile (`Capabilities`), and to no
    other; each answer is held to the Python bindings' strict answer. A target whose strict
    profile drifted to the open one (it drops the strict profile's unknown-property problems)
    fails on each case where only the strict profile finds a problem, naming the case; one
    that answers as Python does passes them all."""
    from agentproto.conformance import runner
    from agentproto.conformance.cases import strict_cases
    from agentproto.conformance.python import prepare
    from agentproto.targets.base import Capabilities

    works: dict[str, ConformanceWork] = {}
    drop_strict = (
        "if answer.get('problems') is not None:\n"
        "    answer['problems'] = [p for p in answer['problems'] if 'strict profile' not in p[3]]\n"
        "    answer['valid'] = not answer['problems']"
    )
    edits = {"faithful": "pass", "drifted": drop_strict, "open": "pass"}

    def hook(work: ConformanceWork) -> list[str]:
        works[work.work.name] = work
        name = work.work.name
        return doctored(work, prepare(work), edits[name], tmp_path / f"{name}.kinds")

    python = TARGETS["python"]
    strict = Capabilities(strict_profile=True)
    made = {
        name: Target(
            name,
            None,
            python.emit,
            python.naming,
            python.format,
            hook,
            capabilities=strict if name != "open" else Capabilities(),
        )
        for name in edits
    }
    monkeypatch.setattr(runner, "REGISTRY", {**TARGETS, **made})
    fixtures = strict_fixtures(tmp_path)
    lines: list[str] = []
    code = runner.run(
        tuple(edits), ROOT / "schema", fixtures, empty_suite(tmp_path), ROOT / "tools", lines.append
    )
    assert code == 1, lines
    cases = list(strict_cases(fixtures))
    rows = {tuple(line.split()[:2]): line.split()[2:] for line in lines if " strict " in line}
    n = str(len(cases))
    assert rows[("faithful", "strict")] == [n, n, "0", "0"], lines
    assert ("open", "strict") not in rows
    kinds = {name: set((tmp_path / f"{name}.kinds").read_text().split()) for name in works}
    assert "strict" in kinds["faithful"] and "strict" in kinds["drifted"]
    assert "strict" not in kinds["open"]
    # the cases only the strict profile rejects: what Python's strict answer has beyond its
    # default one (the open usage with a property added, and its examples carrying one)
    from bindings import validators

    only_strict = {
        case.id
        for case in cases
        for _, errors in [validators(case.request["entity"])]
        if any("strict profile" in p.message for p in errors(case.request["payload"], strict=True))
    }
    assert {c.split("+")[0].split("/")[0] for c in only_strict} == {"strict:openresponses"}
    failures = [line for line in lines if line.startswith("FAIL drifted strict ")]
    assert {line.split()[3].rstrip(":") for line in failures} == only_strict, failures
    # a valid example drifts to valid; an invalid one stays invalid, short of the profile's
    # own problems
    drifted_to_valid = [line for line in failures if "/valid/" in line]
    assert drifted_to_valid and all("the reference says False" in ln for ln in drifted_to_valid)
    short = [line for line in failures if "/invalid/" in line]
    assert all("the reference says False" not in line for line in short), short
    row = rows[("drifted", "strict")]
    assert row == [n, str(len(cases) - len(only_strict)), str(len(only_strict)), "0"]
    # nothing but the strict row fails: the open target and the default profile pass
    assert not [line for line in lines if line.startswith("FAIL") and " strict " not in line]


def test_strict_answers_are_judged_against_what_the_case_can_have() -> None:
    """`judge_strict` holds what a strict case states whatever the reference says; the
    reference comparison then takes verdict and problems, all four fields."""
    from agentproto.conformance.cases import Case
    from agentproto.conformance.runner import against_reference, judge_strict

    unknown = ["/zz_unknown", "additionalProperties", "x.json#", "unknown property"]
    as_is = Case("strict", "strict:a/b/valid/c", {}, {"added": None})
    copy = Case("strict", "strict:a/b/valid/c+root", {}, {"added": "/zz_unknown"})
    assert judge_strict(as_is, {"valid": True, "problems": []}) is None
    # an example as is may carry a property its schema does not name
    assert judge_strict(as_is, {"valid": False, "problems": [unknown]}) is None
    assert "not of an unknown property" in (
        judge_strict(as_is, {"valid": False, "problems": [["/a", "type", "x", "m"]]}) or ""
    )
    assert "with 1 problem" in (judge_strict(as_is, {"valid": True, "problems": [unknown]}) or "")
    assert judge_strict(copy, {"valid": False, "problems": [unknown]}) is None
    # a closed object reports the property at the object; a `propertyNames` refuses its name
    closed = ["", "additionalProperties", "x.json#/additionalProperties", "unexpected"]
    assert judge_strict(copy, {"valid": False, "problems": [closed]}) is None
    assert judge_strict(copy, {"valid": False, "problems": [["", "enum", "y", "m"]]}) is None
    assert "(/zz_unknown)" in (
        judge_strict(copy, {"valid": False, "problems": [["/b", "minimum", "y", "m"]]}) or ""
    )
    assert "error" in (judge_strict(copy, {"error": "no kind strict"}) or "")
    # an invalid example stays invalid, with whatever problems (the reference says which)
    invalid = Case("strict", "strict:a/b/invalid/c", {}, {"added": None, "invalid": True})
    assert judge_strict(invalid, {"valid": False, "problems": [["/a", "type", "x", "m"]]}) is None
    assert "valid in the strict profile" in (
        judge_strict(invalid, {"valid": True, "problems": []}) or ""
    )
    # a problem of two fields, as the behaviours' were once: refused, not a crash of the judge
    assert "not [pointer, keyword, schema, message]" in (
        judge_strict(copy, {"valid": False, "problems": [["/zz_unknown", "x"]]}) or ""
    )
    wanted = {"valid": False, "problems": [unknown]}
    assert against_reference(wanted, {"valid": False, "problems": [unknown]}) is None
    assert "the reference says False" in (
        against_reference(wanted, {"valid": True, "problems": []}) or ""
    )
    reworded = [*unknown[:3], "another text"]
    assert "field message" in (
        against_reference(wanted, {"valid": False, "problems": [reworded]}) or ""
    )
    assert "could not answer" in (against_reference(None, wanted) or "")


def empty_suite(tmp_path: Path) -> Path:
    empty = tmp_path / "suite"
    (empty / "tests" / "draft2020-12").mkdir(parents=True)
    (empty / "remotes").mkdir()
    return empty


def test_a_wrong_answer_fails_the_run(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """An example whose stated problem no validator reports: the runner says FAIL, exit 1."""
    fixtures = tmp_path / "fixtures"
    src = ROOT / "tests" / "fixtures" / "agent" / "usage"
    dst = fixtures / "agent" / "usage"
    for path in src.rglob("*.json"):
        target = dst / path.relative_to(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(path.read_text())
    for expected in (dst / "invalid").glob("*.expected.json"):
        expected.write_text('{"pointer": "/nowhere", "keyword": "const"}')
    empty = tmp_path / "suite"
    (empty / "tests" / "draft2020-12").mkdir(parents=True)
    (empty / "remotes").mkdir()
    proc = subprocess.run(
        [
            ROOT / ".venv" / "bin" / "agentproto",
            "conformance",
            "--target",
            "python",
            "--schema-dir",
            ROOT / "schema",
            "--fixtures",
            fixtures,
            "--suite",
            empty,
        ],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "FAIL python fixtures agent/usage/invalid/" in proc.stdout


def test_expected_failures_are_counted_and_must_stay_true(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A listed case that fails is counted as expected (exit 0); a listed case that passes is a
    failure (the list must stay true)."""
    from agentproto.conformance import runner

    fixtures = tmp_path / "fixtures"
    src = ROOT / "tests" / "fixtures" / "agent" / "usage"
    dst = fixtures / "agent" / "usage"
    for path in src.rglob("*.json"):
        target = dst / path.relative_to(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(path.read_text())
    broken = min((dst / "invalid").glob("*.expected.json"))
    broken.write_text('{"pointer": "/nowhere", "keyword": "const"}')
    broken_id = f"agent/usage/invalid/{broken.name.removesuffix('.expected.json')}"
    passing_id = f"agent/usage/valid/{min((dst / 'valid').glob('*.json')).stem}"
    empty = tmp_path / "suite"
    (empty / "tests" / "draft2020-12").mkdir(parents=True)
    (empty / "remotes").mkdir()
    lines: list[str] = []

    def run(listed: dict[str, str]) -> int:
        monkeypatch.setattr(runner, "expected_failures", lambda: {"python": listed})
        lines.clear()
        return runner.run(
            ("python",), ROOT / "schema", fixtures, empty, ROOT / "tools" / "node", lines.append
        )

    assert run({broken_id: "a reason"}) == 0
    row = next(line.split() for line in lines if line.startswith("python ") and "fixtures" in line)
    assert row[:2] == ["python", "fixtures"] and row[-1] == "1"
    assert run({broken_id: "a reason", passing_id: "stale"}) == 1
    assert any(
        line.startswith(f"FAIL python fixtures {passing_id}: listed as expected") for line in lines
    )


def test_dialect_answers_are_judged_by_the_reference() -> None:
    """Another engine passes a dialect case only with the reference's output, key order
    included, and its problem pointers; the reference passes only by the round trip."""
    from agentproto.conformance.cases import Case
    from agentproto.conformance.runner import judge

    wanted = {"output": {"a": 1, "b": [2.0]}, "problems": []}
    case = Case("dialects", "d", {}, {"answer": wanted})
    assert judge(case, {"output": {"a": 1, "b": [2]}, "problems": []}) is None
    assert "differs" in (judge(case, {"output": {"b": [2], "a": 1}, "problems": []}) or "")
    assert "problems" in (judge(case, {"output": wanted["output"], "problems": ["/a"]}) or "")
    assert "error" in (judge(case, {"error": "no such kind"}) or "")
    back = Case("dialects", "d/back", {}, {"origin": {"x": True}})
    assert judge(back, {"output": {"x": True}, "problems": []}) is None
    assert judge(back, {"output": {"x": False}, "problems": []}) is not None
    assert judge(back, {"output": {"x": True}, "problems": [""]}) is not None


def test_an_expected_failure_may_name_a_prefix() -> None:
    from agentproto.conformance.runner import listed

    known = {"dialects/*": "not ported", "streams/x": "why"}
    assert listed(known, "dialects/real/pi-ai/a/read") == "not ported"
    assert listed(known, "streams/x") == "why"
    assert listed(known, "streams/y") is None
