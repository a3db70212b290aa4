"""The official JSON Schema Test Suite (draft 2020-12, required cases) compiled to Go: each
suite file's schemas become one Go package (`go_compile.go_checks`), one program built once
answers every case over the conformance protocol. Every case must pass but those listed in
`go_official_suite_known_failures.yaml`, each with its reason (a listed case that passes fails
the test, so the list stays true)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from test_go_target import GO, go, module  # noqa: F401  (the generated module, as a fixture)
from test_official_suite import DRAFT, REMOTES, case_id

from agentproto.errors import SchemaError, SchemaErrors
from agentproto.go_compile import go_checks

KNOWN: dict[str, str] = (
    yaml.safe_load((Path(__file__).parent / "go_official_suite_known_failures.yaml").read_text())
    or {}
)
FILES = sorted(DRAFT.glob("*.json"))


def write_suite(
    root: Path, rt_import: str, files: list[Path] | None = None, program: str = "suite"
) -> tuple[list[tuple[str, dict[str, Any], dict[str, Any]]], dict[str, str]]:
    """Writes `suite/<file>/checks.go` per suite file and `cmd/suite/main.go`; returns the cases
    (group id, group, test) and the groups that did not compile (group id -> why)."""
    cases, refused, packages = [], {}, []
    for path in FILES if files is None else files:
        pkg = program + re.sub(r"[^0-9a-z]", "", path.stem.lower())
        parts, table = [], []
        for i, group in enumerate(json.loads(path.read_text())):
            gid = f"{path.stem}/{i}"
            cases += [(gid, group, test) for test in group["tests"]]
            try:
                writer, root_fn = go_checks(f"g{i}_", group["schema"], REMOTES)
            except (SchemaError, SchemaErrors) as exc:
                refused[gid] = f"{type(exc).__name__}: {exc}"
                continue
            parts.append(writer)
            table.append(f"\t{json.dumps(gid)}: {root_fn},")
        consts = "\n".join(f"var {n} = {e}" for w in parts for e, n in w.constants.items())
        body = "\n\n".join(f for w in parts for f in w.functions)
        uses_json = any(w.uses_json for w in parts)
        imports = ['"strconv"', f'"{rt_import}"'] + (['"encoding/json"'] if uses_json else [])
        text = (
            f"package {pkg}\n\nimport (\n" + "\n".join(f"\t{i}" for i in imports) + "\n)\n\n"
            "var _ = strconv.Itoa\n\n"
            + consts
            + "\n\n"
            + body
            + "\n\n// Checks maps each group to its root check.\nvar Checks = map[string]rt.Check{\n"
            + "\n".join(table)
            + "\n}\n"
        )
        (root / program / pkg).mkdir(parents=True, exist_ok=True)
        (root / program / pkg / "checks.go").write_text(text)
        packages.append(pkg)
    module_path = rt_import.rsplit("/", 1)[0]
    main = (
        'package main\n\nimport (\n\t"'
        + rt_import
        + '"\n'
        + "".join(f'\t"{module_path}/{program}/{p}"\n' for p in packages)
        + ")\n\nfunc main() {\n\tchecks := map[string]rt.Check{}\n"
        + "".join(f"\tfor k, v := range {p}.Checks {{\n\t\tchecks[k] = v\n\t}}\n" for p in packages)
        + "\trt.ServeConformance(nil, checks)\n}\n"
    )
    (root / "cmd" / program).mkdir(parents=True, exist_ok=True)
    (root / "cmd" / program / "main.go").write_text(main)
    return cases, refused


def test_official_suite(module: Path) -> None:  # noqa: F811
    mod = (module / "go.mod").read_text().split("\n")[0].split()[1]
    cases, refused = write_suite(module, f"{mod}/rt")
    built = go(["build", "-o", str(module / "suite.bin"), "./cmd/suite"], module)
    assert built.returncode == 0, built.stderr[:3000]
    lines = [
        json.dumps({"kind": "suite", "group": gid, "data": test["data"]}) for gid, _, test in cases
    ]
    done = subprocess.run(
        [str(module / "suite.bin")],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[:3000]
    answers = [json.loads(line) for line in done.stdout.split("\n") if line]
    assert len(answers) == len(cases)
    failures, passed_known = [], []
    for (gid, group, test), answer in zip(cases, answers, strict=True):
        cid = case_id(gid.split("/")[0] + ".json", group, test)
        if gid in refused:
            ok, why = False, refused[gid]
        elif "error" in answer:
            ok, why = False, answer["error"]
        else:
            ok = answer["valid"] == (not answer["problems"]) == test["valid"]
            why = f"valid={answer['valid']} problems={answer['problems'][:3]}, expected {test['valid']}"
        if cid in KNOWN:
            if ok:
                passed_known.append(cid)
        elif not ok:
            failures.append(f"{cid}: {why}")
    assert not passed_known, "listed as known failures but pass:\n" + "\n".join(passed_known)
    assert not failures, f"{len(failures)} of {len(cases)} failed:\n" + "\n".join(failures)


OPTIONAL_FILES = sorted((DRAFT / "optional").glob("*.json"))  # format/: annotations in Go


def test_optional_cases_answer(module: Path, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    """Optional cases (but formats, which Go does not assert) count, they do not fail the run;
    but every case is answered (nothing crashes) and the pass count is printed."""
    mod = (module / "go.mod").read_text().split("\n")[0].split()[1]
    cases, refused = write_suite(module, f"{mod}/rt", OPTIONAL_FILES, "optional")
    built = go(["build", "-o", str(module / "optional.bin"), "./cmd/optional"], module)
    assert built.returncode == 0, built.stderr[:3000]
    lines = [
        json.dumps({"kind": "suite", "group": gid, "data": test["data"]}) for gid, _, test in cases
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
    passed = sum(
        gid not in refused and "error" not in a and a["valid"] == test["valid"]
        for (gid, _, test), a in zip(cases, answers, strict=True)
    )
    with capsys.disabled():
        print(
            f"\nGo, optional cases of the official suite (formats aside): {passed} of {len(cases)} pass"
        )
    assert passed > len(cases) // 2  # a floor that catches a broken build of the checks
