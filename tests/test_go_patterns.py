"""Patterns in Go mean what ECMA-262 says, as in Python: the Go validators compiled from a
schema per pattern agree with `agentproto.compile` (whose translation `tests/test_regex_ecma.py`
checks against an ECMA-262 engine) on strings where RE2, .NET and ECMA-262 part: `$` before a
trailing newline, `.` and line separators, ASCII `\\d`/`\\w`/`\\b`, lookarounds and back
references (run by regexp2), Unicode properties."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

from test_go_target import go, module  # noqa: F401  (the generated module, as a fixture)

import agentproto
from agentproto.go_compile import go_checks

PATTERNS = [
    "^abc$",
    "a.c",
    "^\\d+$",
    "^\\w+$",
    "\\bfoo\\b",
    "^(?=.*[0-9])[a-z0-9]+$",
    "^(a|b)\\1$",
    "^(?<x>ab)\\k<x>$",
    "(?<!x)y",
    "^\\p{L}+$",
    "^[^\\d\\s]+$",
    "^\\s$",
    "caf\\u00e9",
    "^[\\w-]+\\.[a-z]{2,}$",
    "(?:a+)+$",
    "^\\S+$",
]
STRINGS = [
    "abc",
    "abc\n",
    "a\u2028c",
    "a\nc",
    "abc\u2029",
    "123",
    "١٢٣",
    "héllo",
    "foo bar",
    "foobar",
    "abc1",
    "abc",
    "aa",
    "ab",
    "abab",
    "xy",
    "zy",
    "ÿ",
    "\u00a0",
    "\ufeff",
    "\u2003",
    "café",
    "a-b.cd",
    "aaaaaaaaaaaaaaaaaaaaaaaaaaaa!",
    "x\u1680",
]


def test_go_patterns_agree_with_ecma_meaning(module: Path, tmp_path: Path) -> None:  # noqa: F811
    mod = (module / "go.mod").read_text().split("\n")[0].split()[1]
    writers, table = [], []
    for i, pattern in enumerate(PATTERNS):
        writer, root = go_checks(f"p{i}_", {"type": "string", "pattern": pattern})
        writers.append(writer)
        table.append(f"\t{json.dumps(str(i))}: {root},")
    consts = "\n".join(f"var {n} = {e}" for w in writers for e, n in w.constants.items())
    body = "\n\n".join(f for w in writers for f in w.functions)
    text = (
        f'package main\n\nimport (\n\t"strconv"\n\t"{mod}/rt"\n)\n\nvar _ = strconv.Itoa\n\n'
        + consts
        + "\n\n"
        + body
        + "\n\nfunc main() {\n\trt.ServeConformance(nil, map[string]rt.Check{\n"
        + "\n".join(table)
        + "\n\t})\n}\n"
    )
    # The program lives in the shared module only while it builds: other tests check that the
    # module holds the generated files and nothing else.
    program = module / "cmd" / "patterns"
    program.mkdir(parents=True)
    try:
        (program / "main.go").write_text(text)
        built = go(["build", "-o", str(tmp_path / "patterns.bin"), "./cmd/patterns"], module)
    finally:
        shutil.rmtree(program)
    assert built.returncode == 0, built.stderr[:3000]
    cases = [(i, s) for i in range(len(PATTERNS)) for s in STRINGS]
    lines = [json.dumps({"kind": "suite", "group": str(i), "data": s}) for i, s in cases]
    done = subprocess.run(
        [str(tmp_path / "patterns.bin")],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    answers = [json.loads(line) for line in done.stdout.split("\n") if line]
    assert len(answers) == len(cases), done.stderr
    python = [agentproto.compile({"type": "string", "pattern": p}) for p in PATTERNS]
    wrong = [
        f"{PATTERNS[i]!r} on {s!r}: Go {a.get('valid', a)}, ECMA {python[i].is_valid(s)}"
        for (i, s), a in zip(cases, answers, strict=True)
        if a.get("valid") != python[i].is_valid(s)
    ]
    assert not wrong, "\n".join(wrong)
