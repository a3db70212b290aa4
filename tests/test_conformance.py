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
