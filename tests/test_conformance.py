"""`agentproto conformance`: every example and every required case of the official suite, in
Python and in TypeScript, through one runner; it must end green and say so in its table."""

from __future__ import annotations

import subprocess

from support import ROOT, typescript_toolchain

SUITE = ROOT / ".venv" / "share" / "json-schema-test-suite"


def test_conformance_runner_passes_in_python_and_typescript() -> None:
    typescript_toolchain()
    assert SUITE.is_dir(), "run scripts/test (or scripts/fetch_test_suite.py) first"
    proc = subprocess.run(
        [
            ROOT / ".venv" / "bin" / "agentproto",
            "conformance",
            "--schema-dir",
            ROOT / "schema",
            "--target",
            "python",
            "--target",
            "typescript",
        ],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-3000:]
    rows = {tuple(line.split()[:2]): line.split()[2:] for line in proc.stdout.splitlines()[1:]}
    for target in ("python", "typescript"):
        for suite, least in (("fixtures", 900), ("streams", 9), ("official", 1200)):
            cases, passed, failed, _ = map(int, rows[(target, suite)])
            assert cases >= least and failed == 0 and passed == cases, (target, suite)


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
        monkeypatch.setattr(
            runner, "expected_failures", lambda: {"python": listed, "typescript": {}}
        )
        lines.clear()
        return runner.run(
            ("python",), ROOT / "schema", fixtures, empty, ROOT / "tools" / "node", lines.append
        )

    assert run({broken_id: "a reason"}) == 0
    assert lines[-1].split()[:2] == ["python", "fixtures"] and lines[-1].split()[-1] == "1"
    assert run({broken_id: "a reason", passing_id: "stale"}) == 1
    assert any(
        line.startswith(f"FAIL python fixtures {passing_id}: listed as expected") for line in lines
    )
