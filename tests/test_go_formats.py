"""`format` as an assertion in Go (templates/go/formats.go, with the Unicode data the generator
computes into formats_data.go): on every case of the official suite's optional format files,
compiled with the format assertion on, the Go validator gives the Python validator's verdict
and reports the same problems (pointer, keyword, message, schema location); the strings of
tests/test_formats.py, of the TypeScript port's extra list, the patterns of
tests/test_patterns_differential.py and strings made at random get Python's verdict too. Also:
generated bindings whose checks assert a format carry the formats in their runtime, pass
`go vet` and gofmt, and report a bad string as Python does."""

from __future__ import annotations

import codecs
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from test_formats import INVALID, VALID
from test_go_target import GO, go, module  # noqa: F401  (the generated module, as a fixture)
from test_official_suite import DRAFT, REMOTES
from test_patterns_differential import corpus as pattern_corpus
from test_typescript_formats import EXTRA

import agentproto
from agentproto.conformance.go import write_suite
from agentproto.errors import SchemaError, SchemaErrors
from agentproto.runtime_module import runtime
from agentproto.targets.base import SuiteGroup

FORMAT_FILES = sorted((DRAFT / "optional" / "format").glob("*.json"))

#: Cases of the suite where the two languages' readings differ, each with its reason.
DIFFERENT: dict[str, str] = {}
#: The same for the strings of tests/test_formats.py and `EXTRA` ("format value" -> reason).
STRINGS_DIFFERENT: dict[str, str] = {
    "idn-email '\\ud800@example.com'": (
        "a Go string holds no lone surrogate: JSON's \\ud800 decodes to U+FFFD, which RFC 6531 "
        "allows in a local part"
    ),
}

#: The program answering both kinds of question: `{"group", "data"}` (every problem the
#: suite's check reports, and whether the fast check agrees) and `{"format", "value"}`.
PROGRAM = """package main

import (
	"encoding/json"
	"os"

	"MODULE/rt"
IMPORTS)

type question struct {
	Group  string          `json:"group"`
	Data   json.RawMessage `json:"data"`
	Format string          `json:"format"`
	Value  string          `json:"value"`
}

func main() {
	checks := map[string]rt.Check{}
	for _, table := range []map[string]rt.Check{TABLES} {
		for k, v := range table {
			checks[k] = v
		}
	}
	var questions []question
	if err := json.NewDecoder(os.Stdin).Decode(&questions); err != nil {
		panic(err)
	}
	answers := make([]any, 0, len(questions))
	for _, q := range questions {
		if q.Group == "" {
			answers = append(answers, rt.FormatOk(q.Format, q.Value))
			continue
		}
		check, ok := checks[q.Group]
		if !ok {
			answers = append(answers, "refused")
			continue
		}
		v, err := rt.Parse(q.Data)
		if err != nil {
			panic(err)
		}
		problems := rt.ProblemsOf(check, v)
		if check(v, nil, nil) != (len(problems) == 0) {
			answers = append(answers, "the fast check and the problems disagree")
			continue
		}
		answers = append(answers, append([]rt.Problem{}, problems...)) // [] when valid
	}
	if err := json.NewEncoder(os.Stdout).Encode(answers); err != nil {
		panic(err)
	}
}
"""


def case_id(path: Path, group: dict[str, Any], test: dict[str, Any]) -> str:
    return f"{path.stem} :: {group['description']} :: {test['description']}"


@pytest.fixture(scope="module")
def program(
    module: Path,  # noqa: F811
    tmp_path_factory: pytest.TempPathFactory,
) -> Path:
    """The generated module (a copy) with one package per format file of the suite, `format`
    asserted, the runtime's formats written beside it, and the program above, built."""
    copy = Path(shutil.copytree(module, tmp_path_factory.mktemp("go_formats") / "go"))
    groups = tuple(
        SuiteGroup(path.stem, i, group, formats=True)
        for path in FORMAT_FILES
        for i, group in enumerate(json.loads(path.read_text(encoding="utf-8")))
    )
    refused = write_suite(copy, groups, REMOTES, "conformance")
    assert refused == {}, refused
    assert (copy / "rt" / "formats.go").is_file() and (copy / "rt" / "formats_data.go").is_file()
    path = (copy / "go.mod").read_text().split("\n")[0].split()[1]
    packages = sorted(p.name for p in (copy / "suite").iterdir())
    source = (
        PROGRAM.replace("MODULE", path)
        .replace("IMPORTS", "".join(f'\t"{path}/suite/{p}"\n' for p in packages))
        .replace("TABLES", ", ".join(f"{p}.Checks" for p in packages))
    )
    (copy / "cmd" / "formats").mkdir()
    (copy / "cmd" / "formats" / "main.go").write_text(source, encoding="utf-8")
    built = go(["build", "-o", "formats.bin", "./cmd/formats"], copy)
    assert built.returncode == 0, built.stderr[-3000:]
    vet = go(["vet", "./rt"], copy)
    assert vet.returncode == 0, vet.stderr[-3000:]
    return copy / "formats.bin"


def ask(program: Path, questions: list[dict[str, Any]]) -> list[Any]:
    done = subprocess.run(
        [str(program)],
        input=json.dumps(questions),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    answers: list[Any] = json.loads(done.stdout)
    assert len(answers) == len(questions)
    return answers


def python_problems(schema: Any, data: Any) -> list[dict[str, str]] | str:
    try:
        validator = agentproto.compile(schema, resources=REMOTES, format_assertion=True)
    except (SchemaError, SchemaErrors):
        return "refused"
    return [
        {"pointer": p.pointer, "keyword": p.keyword, "message": p.message, "location": p.schema}
        for p in validator.errors(data)
    ]


def compared(
    program: Path, cases: list[tuple[str, str]]
) -> tuple[list[Any], list[bool], dict[str, Any]]:
    """Go's and Python's verdicts on each (format, string), and where they differ: "format
    string" -> (Go's, Python's)."""
    answers = ask(program, [{"format": name, "value": value} for name, value in cases])
    python = [bool(runtime().format_ok(name, value)) for name, value in cases]
    differ = {
        f"{name} {value!r}": (got, want)
        for (name, value), got, want in zip(cases, answers, python, strict=True)
        if got != want
    }
    return answers, python, differ


def test_go_formats_agree_with_python_on_the_suite(program: Path) -> None:
    cases = [
        (case_id(path, group, test), f"{path.stem}/{index}", group, test)
        for path in FORMAT_FILES
        for index, group in enumerate(json.loads(path.read_text(encoding="utf-8")))
        for test in group["tests"]
    ]
    answers = ask(program, [{"group": gid, "data": test["data"]} for _, gid, _, test in cases])
    differ: dict[str, str] = {}
    agree_with_suite = 0
    for (cid, _, group, test), got in zip(cases, answers, strict=True):
        want = python_problems(group["schema"], test["data"])
        agree_with_suite += isinstance(got, list) and (got == []) is test["valid"]
        if got != want:
            differ[cid] = f"go {got}, python {want}"
    print(f"{len(cases)} optional format cases; Go gives the suite's verdict on {agree_with_suite}")
    unexpected = {k: v for k, v in differ.items() if k not in DIFFERENT}
    assert not unexpected, json.dumps(unexpected, indent=1)
    assert not sorted(set(DIFFERENT) - set(differ)), "listed as different but agreeing"
    assert len(cases) > 450
    assert agree_with_suite == len(cases)
    # the invalid cases report the format problem itself, not only a verdict
    assert sum(any(p["keyword"] == "format" for p in a) for a in answers) > 150


def test_go_formats_agree_with_python_on_more_strings(program: Path) -> None:
    """The edges tests/test_formats.py holds and those of the TypeScript port's extra list."""
    cases = [
        (name, value) for table in (VALID, INVALID) for name, vs in table.items() for value in vs
    ]
    cases += [
        (name, codecs.decode(text, "unicode_escape"))
        for name, texts in EXTRA.items()
        for text in texts
    ]
    # NFC, which labels must be in: composition, canonical order, a composite NFC leaves out
    cases += [
        ("idn-hostname", text)
        for text in (
            "e\u0301",
            "\u00e9",
            "\u00e9\u0323",
            "\u1eb9\u0301",
            "a\u0301\u0323",
            "a\u0323\u0301",
            "\u0958",
        )
    ]
    # the pattern corpus of the differential test, where Python's reader is the core's
    cases += [("regex", text) for text in pattern_corpus()]
    answers, python, differ = compared(program, cases)
    print(f"{len(cases)} strings; Go and Python agree on {len(cases) - len(differ)}")
    assert {k: v for k, v in differ.items() if k not in STRINGS_DIFFERENT} == {}
    assert sorted(STRINGS_DIFFERENT) == sorted(k for k in differ if k in STRINGS_DIFFERENT)
    assert 0 < sum(python) < len(python)  # both verdicts occur
    assert sum(answers) == sum(python) + len(STRINGS_DIFFERENT)


#: Per format, the characters random strings are made of: those its grammar turns on.
ALPHABETS = {
    "date-time": "0123456789-:TtZz+.",
    "time": "0123456789:Zz+-.",
    "duration": "PpTYMWDHS0123.-",
    "email": 'a1".@[]:\\ IPv6-\u00fc',
    "idn-email": 'a1".@[]:\\ IPv6-\u00fc\u0301\u200d',
    "hostname": "ab1-.xnXN",
    "idn-hostname": (
        "al-.xn1\u00e9\u0301\u0323\u05d0\u05f3\u0627\u0628\u0661\u06f1\u200c\u200d\u094d"
        "\u0915\u00b7\u0375\u03b1\u30fb\u30a2\u3002\u0300\u1100"
    ),
    "ipv4": "0125.",
    "ipv6": "01af:.",
    "uri": "ah:/?#[]@%2F:.v\u00e9\ue000 ",
    "iri-reference": "ah:/?#[]@%2F:.v\u00e9\ue000 ",
    "uri-template": "{}+#.,:*%2a$ ",
    "json-pointer": "/~01a",
    "relative-json-pointer": "0123+-#/~a",
    "regex": "()[]{}?*+|\\^$-:<>=!kpuxcb019aLdsw,i",
    "uuid": "0af-",
}


def mutated(chance: Any, seed: str, alphabet: str) -> str:
    """`seed` with up to three characters inserted, deleted or replaced."""
    text = list(seed)
    for _ in range(chance.randrange(4)):
        at = chance.randrange(len(text) + 1)
        edit = chance.randrange(3)
        if edit == 0 or not text or at == len(text):
            text.insert(at, chance.choice(alphabet))
        elif edit == 1:
            del text[at]
        else:
            text[at] = chance.choice(alphabet)
    return "".join(text)


def test_go_formats_agree_with_python_on_random_strings(program: Path) -> None:
    """Per format, strings of up to 12 characters drawn from the characters its grammar turns
    on, and valid strings of tests/test_formats.py a few edits away from what they were (a fixed
    seed: the same strings every run), so that the readings meet where no list looks."""
    import random

    chance = random.Random(2020_12)
    cases = []
    for name, alphabet in ALPHABETS.items():
        seeds = VALID.get(name, []) + [
            codecs.decode(t, "unicode_escape") for t in EXTRA.get(name, [])
        ]
        for _ in range(400):
            size = chance.randrange(13)
            cases.append((name, "".join(chance.choice(alphabet) for _ in range(size))))
            if seeds:
                cases.append((name, mutated(chance, chance.choice(seeds), alphabet)))
    _, python, differ = compared(program, cases)
    print(f"{len(cases)} random strings; Go and Python agree on {len(cases) - len(differ)}")
    assert differ == {}
    valid = {name for (name, _), ok in zip(cases, python, strict=True) if ok}
    assert valid == set(ALPHABETS)  # each format meets both verdicts


def test_bindings_asserting_a_format_carry_the_formats(tmp_path: Path) -> None:
    """Generated bindings whose checks assert a format call `rt.FormatOk` on strings, carry
    formats.go and its data in their runtime, pass `go vet` and gofmt, and report a bad string
    with Python's problem; bindings without one are as before (no formats in the runtime)."""
    from agentproto.emit.go import GoEmitter
    from agentproto.load import load
    from agentproto.pipeline import build_ir
    from agentproto.targets.go import format_go

    root = tmp_path / "schemas" / "things"
    root.mkdir(parents=True)
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/things/Thing.json",
        "type": "object",
        "properties": {"when": {"type": "string", "format": "date-time"}},
    }
    (root / "Thing.json").write_text(json.dumps(schema))
    annotated = build_ir(load(tmp_path / "schemas"))
    plain = GoEmitter(annotated.program, annotated.checks, "things", None).emit()
    assert "go/rt/formats.go" not in plain and "FormatOk" not in plain["go/checks/checks.go"]
    built = build_ir(load(tmp_path / "schemas"), format_assertion=True)
    emitter = GoEmitter(built.program, built.checks, "things", None)
    emitter.module = "example.com/things"
    files = format_go(emitter.emit())
    assert 'rt.FormatOk("date-time", ' in files["go/checks/checks.go"]
    assert {"go/rt/formats.go", "go/rt/formats_data.go"} <= set(files)
    out = tmp_path / "out"
    for rel, text in files.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    package = "things"
    assert (out / "go" / package / f"{package}.go").is_file()
    (out / "go" / "cmd" / "probe").mkdir(parents=True)
    (out / "go" / "cmd" / "probe" / "main.go").write_text(
        'package main\n\nimport (\n\t"encoding/json"\n\t"os"\n\n'
        f'\t"example.com/things/{package}"\n)\n\n'
        "func main() {\n"
        f"\tproblems := {package}.ProblemsOfThing([]byte(os.Args[1]), false)\n"
        "\t_ = json.NewEncoder(os.Stdout).Encode(problems)\n}\n",
        encoding="utf-8",
    )
    vet = go(["vet", "./..."], out / "go")
    assert vet.returncode == 0, vet.stderr[-3000:]
    gofmt = subprocess.run(
        [str(Path(GO).parent / "gofmt"), "-l", "."],
        cwd=out / "go",
        capture_output=True,
        text=True,
        check=False,
    )
    assert gofmt.returncode == 0 and gofmt.stdout == "", gofmt.stdout + gofmt.stderr
    validator = agentproto.compile(schema, format_assertion=True)
    for document in (
        {"when": "2024-02-30T00:00:00Z"},
        {"when": "2024-02-29T00:00:00Z"},
        {"when": 3},
    ):
        ran = go(["run", "./cmd/probe", json.dumps(document)], out / "go")
        assert ran.returncode == 0, ran.stderr[-3000:]
        got = [(p["pointer"], p["keyword"], p["message"]) for p in json.loads(ran.stdout) or []]
        want = [(p.pointer, p.keyword, p.message) for p in validator.errors(document)]
        assert got == want, (document, got, want)
    assert re.search(r"func F\d+\(", files["go/checks/checks.go"])
