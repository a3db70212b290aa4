"""`format` as an assertion in Rust (templates/rust/formats.rs, with the Unicode data the
generator computes into formats_data.rs): on every case of the official suite's optional format
files, compiled with the format assertion on, the Rust validator (its fast `v_N` and checking
`c_N` functions, which the conformance program holds to each other) gives the Python
validator's verdict; so it does on the strings of tests/test_formats.py and of the TypeScript
port's test, each compiled as a group `{"format": name}`; and `format: "regex"` gives the core
reader's verdict on the pattern corpus of tests/test_patterns_differential.py. The crate the program links is
generated with `format` asserted from a small schema folder of this test's own, and is
clippy-clean."""

from __future__ import annotations

import codecs
import json
from pathlib import Path
from typing import Any

import pytest
import rust_support as rs
from test_formats import INVALID, VALID
from test_official_suite import DRAFT, REMOTES
from test_patterns_differential import corpus, format_regex_cases
from test_typescript_formats import EXTRA

import agentproto
from agentproto.conformance.rust import write_program
from agentproto.errors import SchemaError, SchemaErrors
from agentproto.load import load
from agentproto.patterns import well_formed
from agentproto.pipeline import build_ir, format_files
from agentproto.targets.base import SuiteGroup
from agentproto.targets.rust import NAMING, emit

FORMAT_FILES = sorted((DRAFT / "optional" / "format").glob("*.json"))

#: Cases of the suite where the two languages' readings differ, each with its reason.
DIFFERENT: dict[str, str] = {}
#: The same for the strings of the tables (`format string`).
STRINGS_DIFFERENT: dict[str, str] = {}

THING = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
        "when": {"type": "string", "format": "date-time"},
        "host": {"format": "idn-hostname"},
        "tags": {"type": "array", "items": {"type": "string", "format": "uuid"}},
    },
}


def every_string() -> list[tuple[str, str]]:
    """(format, string) of the tables: tests/test_formats.py's, and the TypeScript test's
    (backslash escapes read as Python's source reads them)."""
    cases = [(n, v) for table in (VALID, INVALID) for n, values in table.items() for v in values]
    cases += [(n, codecs.decode(v, "unicode_escape")) for n, vs in EXTRA.items() for v in vs]
    return cases


def surrogate(text: str) -> bool:
    return any(0xD800 <= ord(c) <= 0xDFFF for c in text)


#: Documents of `THING`, read by the crate's typed decoders (the text reader and the long way,
#: which the conformance program holds to each other) as the schema's checks judge them.
THINGS = [
    {"payload": {"when": "2024-02-29T23:59:60Z", "host": "b\u00fccher.example", "tags": []}},
    {"payload": {"when": "2023-02-29T00:00:00Z"}},
    {"payload": {"host": "B\u00fccher.example"}},
    {"payload": {"host": 12, "tags": ["2eb8aa08-aa98-11ea-b4aa-73b441d16380"]}},
    {"payload": {"tags": ["2eb8aa08-aa98-11ea-b4aa-73b441d1638"]}},
]


def strings() -> list[tuple[str, str]]:
    """The strings a Rust value can hold: a lone surrogate is no Unicode scalar value, and
    serde_json refuses the JSON text that escapes one (`UNHELD`)."""
    return [(n, v) for n, v in every_string() if not surrogate(v)]


#: The strings of the tables no Rust string holds.
UNHELD = [("idn-email", "\ud800@example.com")]


@pytest.fixture(scope="module")
def bindings(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A crate generated with `format` asserted (its checks use formats.rs), built."""
    root = tmp_path_factory.mktemp("rust_formats")
    folder = root / "schemas" / "things"
    folder.mkdir(parents=True)
    (folder / "Thing.json").write_text(json.dumps(THING), encoding="utf-8")
    built = build_ir(load(root / "schemas"), format_assertion=True, naming=NAMING)
    files = format_files(emit(built, "agentproto_bindings", None))
    assert "use crate::formats as fm;" in files["rust/src/checks.rs"]
    assert "pub mod formats;" in files["rust/src/lib.rs"]
    assert "rust/src/formats_data.rs" in files
    for rel, text in files.items():
        (root / "out" / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / "out" / rel).write_text(text, encoding="utf-8")
    return root / "out" / "rust"


def test_a_crate_asserting_formats_is_clippy_clean(bindings: Path) -> None:
    done = rs.run_cargo(["clippy", "--quiet", "--", "-D", "warnings"], bindings)
    assert done.returncode == 0, done.stderr[-5000:]


@pytest.fixture(scope="module")
def verdicts(bindings: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """case id -> the Rust program's answer, for the suite's cases and the tables' strings."""
    groups: list[SuiteGroup] = []
    requests: list[dict[str, Any]] = []
    for path in FORMAT_FILES:
        for index, group in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            groups.append(SuiteGroup(path.stem, index, group, formats=True))
            for test in group["tests"]:
                requests.append(
                    {
                        "id": case_id(path, group, test),
                        "kind": "suite",
                        "group": f"{path.stem}/{index}",
                        "data": test["data"],
                    }
                )
    names = sorted({name for name, _ in strings()})
    for index, name in enumerate(names):
        groups.append(SuiteGroup("strings", index, {"schema": {"format": name}}, formats=True))

    def group_of(name: str) -> str:
        return f"strings/{names.index(name)}"

    for name, value in strings():
        requests.append(
            {"id": f"{name} {value!r}", "kind": "suite", "group": group_of(name), "data": value}
        )
    for n, payload in enumerate(THINGS):
        requests.append(
            {"id": f"thing {n}", "kind": "fixture", "module": "things", "name": "Thing", **payload}
        )
    for text in regex_texts():
        requests.append(
            {"id": f"corpus {text!r}", "kind": "suite", "group": group_of("regex"), "data": text}
        )
    crate = write_program(tmp_path_factory.mktemp("rust_formats_program"), bindings, tuple(groups))
    done = rs.run_cargo(["build", "--quiet"], crate)
    assert done.returncode == 0, done.stderr[-5000:]
    return rs.talk(rs.target_dir() / "debug" / "agentproto_rust_conformance", requests)


def regex_texts() -> list[str]:
    """The pattern texts of the differential test a Rust string holds (no lone surrogate)."""
    texts = [*corpus(), *(data for data, _ in format_regex_cases())]
    return sorted({t for t in texts if isinstance(t, str) and not surrogate(t)})


def case_id(path: Path, group: dict[str, Any], test: dict[str, Any]) -> str:
    return f"{path.stem} :: {group['description']} :: {test['description']}"


def python_verdict(schema: Any, data: Any) -> bool | str:
    try:
        return bool(
            agentproto.compile(schema, resources=REMOTES, format_assertion=True).is_valid(data)
        )
    except (SchemaError, SchemaErrors) as exc:
        return f"refused: {exc}"


def rust_verdict(answer: dict[str, Any]) -> bool | str:
    return answer["valid"] if "valid" in answer else f"error: {answer.get('error')}"


def test_rust_formats_agree_with_python(verdicts: dict[str, Any]) -> None:
    differ: dict[str, str] = {}
    agree_with_suite = total = 0
    for path in FORMAT_FILES:
        for group in json.loads(path.read_text(encoding="utf-8")):
            for test in group["tests"]:
                cid = case_id(path, group, test)
                want = python_verdict(group["schema"], test["data"])
                got = rust_verdict(verdicts[cid])
                total += 1
                agree_with_suite += got is test["valid"]
                if got != want:
                    differ[cid] = f"rust {got}, python {want}"
    print(f"{total} optional format cases; Rust gives the suite's verdict on {agree_with_suite}")
    unexpected = {k: v for k, v in differ.items() if k not in DIFFERENT}
    assert not unexpected, json.dumps(unexpected, indent=1)
    assert not sorted(set(DIFFERENT) - set(differ)), "listed as different but agreeing"
    assert total > 450
    assert agree_with_suite == total


def test_rust_formats_agree_with_python_on_the_tables(verdicts: dict[str, Any]) -> None:
    from agentproto.runtime_module import runtime

    differ: dict[str, str] = {}
    cases = strings()
    for name, value in cases:
        cid = f"{name} {value!r}"
        want = bool(runtime().format_ok(name, value))
        got = rust_verdict(verdicts[cid])
        if got != want:
            differ[cid] = f"rust {got}, python {want}"
    assert [(n, v) for n, v in every_string() if surrogate(v)] == UNHELD
    print(f"{len(cases)} table strings; Rust agrees with Python on {len(cases) - len(differ)}")
    assert {k: v for k, v in differ.items() if k not in STRINGS_DIFFERENT} == {}
    assert sorted(STRINGS_DIFFERENT) == sorted(k for k in differ if k in STRINGS_DIFFERENT)
    assert 0 < sum(bool(runtime().format_ok(n, v)) for n, v in cases) < len(cases)


def test_rust_format_regex_is_the_core_reading(verdicts: dict[str, Any]) -> None:
    texts = regex_texts()
    wrong = [t for t in texts if rust_verdict(verdicts[f"corpus {t!r}"]) != well_formed(t)]
    print(
        f"{len(texts)} pattern texts; Rust's format regex gives the core's verdict on all but {len(wrong)}"
    )
    assert wrong == []
    assert 0 < sum(map(well_formed, texts)) < len(texts)


def test_a_format_is_checked_only_when_asserted() -> None:
    """Without format assertion a schema's functions are the text they are without `format`
    (the fast path unchanged); with it both the fast `v_N` and the checking `c_N` test it."""
    from agentproto.compile import check_program
    from agentproto.emit.rust_checks import RustChecks
    from agentproto.targets.rust import NUMBERS

    def rendered(schema: dict[str, Any], asserted: bool) -> tuple[str, bool]:
        program, _ = check_program(schema, format_assertion=asserted)
        writer = RustChecks(program, NUMBERS)
        return writer.render(), writer.uses_formats

    plain = {"type": "object", "properties": {"a": {"type": "string"}}}
    dated = {"type": "object", "properties": {"a": {"type": "string", "format": "date"}}}
    assert rendered(dated, asserted=False) == rendered(plain, asserted=False)
    text, uses = rendered(dated, asserted=True)
    assert uses
    functions = text.split("\n\n")
    for prefix in ("pub fn v_", "pub fn c_"):
        [function] = [f for f in functions if prefix in f]
        assert 'fm::format_ok("date", s)' in function, function


def test_the_crate_decodes_as_its_checks_judge(verdicts: dict[str, Any]) -> None:
    """A record holding formats is read from text and from a value alike, and refused where the
    format is not held (the text reader leaves such a schema to its validation function)."""
    validator = agentproto.compile(THING, format_assertion=True)
    want = [validator.is_valid(thing["payload"]) for thing in THINGS]
    got = [rust_verdict(verdicts[f"thing {n}"]) for n in range(len(THINGS))]
    assert got == want == [True, False, False, True, False]
