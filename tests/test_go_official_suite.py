"""The optional cases of the official JSON Schema Test Suite (draft 2020-12) compiled to Go, as
`agentproto conformance` compiles the required ones (`conformance/go.py`): they count, they do
not fail the run, but every case is answered (nothing crashes) and the pass count is printed.
The `format/` files are compiled with `format` asserted, as the runner sends them to a target
that asserts formats, and every one of their cases must pass (tests/test_go_formats.py holds
Go's verdicts to Python's). (The required cases run in `agentproto conformance`:
tests/test_conformance.py.)"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from test_go_target import go, module  # noqa: F401  (the generated module, as a fixture)
from test_official_suite import DRAFT, REMOTES

from agentproto.conformance.go import write_suite
from agentproto.targets.base import SuiteGroup

OPTIONAL_FILES = sorted((DRAFT / "optional").glob("*.json"))
FORMAT_FILES = sorted((DRAFT / "optional" / "format").glob("*.json"))


def test_optional_cases_answer(
    module: Path,  # noqa: F811
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # a copy: the session's module must keep holding the generated files only
    module = Path(shutil.copytree(module, tmp_path / "go"))
    groups = tuple(
        SuiteGroup(
            ("fmt_" if asserted else "") + path.stem,
            i,
            group,
            # as the runner sends them (`conformance/cases.py`)
            formats=asserted or path.stem == "format-assertion",
        )
        for files, asserted in ((OPTIONAL_FILES, False), (FORMAT_FILES, True))
        for path in files
        for i, group in enumerate(json.loads(path.read_text()))
    )
    write_suite(module, groups, REMOTES, "conformance")
    built = go(["build", "-o", str(module / "optional.bin"), "./cmd/conformance"], module)
    assert built.returncode == 0, built.stderr[:3000]
    cases = [(g.id, test) for g in groups for test in g.group["tests"]]
    lines = [
        json.dumps({"kind": "suite", "group": gid, "data": test["data"]}) for gid, test in cases
    ]
    done = subprocess.run(
        [str(module / "optional.bin")],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    answers = [json.loads(line) for line in done.stdout.split("\n") if line]
    assert done.returncode == 0 and len(answers) == len(cases), done.stderr[:2000]
    passes = [
        "error" not in a and a["valid"] == test["valid"]
        for (_, test), a in zip(cases, answers, strict=True)
    ]
    formats = [ok for (gid, _), ok in zip(cases, passes, strict=True) if gid.startswith("fmt_")]
    passed = sum(passes) - sum(formats)
    others = len(cases) - len(formats)
    with capsys.disabled():
        print(
            f"\nGo, optional cases of the official suite: {passed} of {others} pass, "
            f"and {sum(formats)} of the {len(formats)} of format/ (asserted)"
        )
    assert passed > others // 2  # a floor that catches a broken build of the checks
    assert len(formats) > 450 and all(formats)
