"""The Go target's strict profile reports what Python's reports: on every example (valid and
invalid), and on copies with an unknown property added at the root and in the first nested
object, `ProblemsOf<Entity>(data, true)` of the generated Go module and `errors(x, strict=True)`
of the Python bindings agree on what only the strict profile reports ((pointer, keyword) pairs
beyond the default profile's) and on whether there is any problem at all. Under CI=true a missing Go toolchain fails;
elsewhere these tests skip, saying why."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from agentproto.conformance.runner import entity_names
from agentproto.emit.go_text import go_string, package_name
from agentproto.targets.go import NAMING
from bindings import validators
from support import ROOT, fixtures, with_unknowns

GO = shutil.which("go") or (
    "/usr/local/go/bin/go" if Path("/usr/local/go/bin/go").is_file() else None
)

if GO is None:
    if os.environ.get("CI"):
        raise RuntimeError("the Go toolchain (go) is needed for the Go target's tests")
    pytest.skip(
        "no Go toolchain (go) on PATH: the Go target's tests need one", allow_module_level=True
    )


def program(module: Path, out: Path, entities: list[str]) -> Path:
    """A Go program in the generated module (`cmd/strict`), built into `out`: JSON lines
    `[entity, payload]` in, one line `[[pointer, keyword], ...]` per profile (strict, then
    default) out."""
    names = entity_names(ROOT / "schema", NAMING)
    packages = sorted({package_name(names[e][0]) for e in entities})
    table = "".join(
        f"\t{go_string(e)}: {package_name(names[e][0])}.ProblemsOf{names[e][1]},\n"
        for e in entities
    )
    source = (
        'package main\n\nimport (\n\t"bufio"\n\t"encoding/json"\n\t"os"\n\n'
        + "".join(f'\t"agentproto.dev/agentproto-bindings/{p}"\n' for p in packages)
        + '\t"agentproto.dev/agentproto-bindings/rt"\n)\n\n'
        + f"var entities = map[string]func([]byte, bool) []rt.Problem{{\n{table}}}\n\n"
        + """func pairs(problems []rt.Problem) [][2]string {
	out := [][2]string{}
	for _, p := range problems {
		out = append(out, [2]string{p.Pointer, p.Keyword})
	}
	return out
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<26)
	enc := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var c struct {
			Entity  string
			Payload json.RawMessage
		}
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			panic(err)
		}
		check := entities[c.Entity]
		enc.Encode([2][][2]string{pairs(check(c.Payload, true)), pairs(check(c.Payload, false))})
	}
}
"""
    )
    (module / "cmd" / "strict").mkdir(parents=True)
    (module / "cmd" / "strict" / "main.go").write_text(source)
    assert GO is not None
    binary = out / "strict"
    try:
        done = subprocess.run(
            [GO, "build", "-o", str(binary), "./cmd/strict"],
            cwd=module,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    finally:  # the module is the session's: what other files check holds generated files only
        shutil.rmtree(module / "cmd" / "strict")
    assert done.returncode == 0, done.stderr
    return binary


def test_strict_profile_reports_what_python_reports(go_module: Path, tmp_path: Path) -> None:
    cases = [
        (fixture.entity, payload)
        for fixture in fixtures()
        for payload in with_unknowns(fixture.payload())
    ]
    binary = program(go_module, tmp_path, sorted({entity for entity, _ in cases}))
    lines = "".join(json.dumps({"entity": e, "payload": p}) + "\n" for e, p in cases)
    done = subprocess.run(
        [str(binary)], input=lines, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.split("\n") if line]
    assert len(answers) == len(cases)
    strict_problems = 0
    for (entity, payload), (strict, default) in zip(cases, answers, strict=True):
        _, errors = validators(entity)
        python_strict = {(p.pointer, p.keyword) for p in errors(payload, strict=True)}
        python_default = {(p.pointer, p.keyword) for p in errors(payload)}
        go_strict = {(p, k) for p, k in strict}
        go_default = {(p, k) for p, k in default}
        # what only the strict profile reports (the default profiles' lists differ where a
        # union fails: Go reports every arm, Python the closest)
        assert sorted(go_strict - go_default) == sorted(python_strict - python_default), (
            entity,
            payload,
        )
        assert bool(go_strict) == bool(python_strict), (entity, payload)
        strict_problems += bool(python_strict - python_default)
    print(f"{len(cases)} documents, {strict_problems} with problems only the strict profile has")
    assert strict_problems > 100
