"""Patterns are decided once: every target gives every pattern the same verdict.

A corpus of patterns (written here, every pattern and `patternProperties` key of schema/, and
every pattern of the official suite's pattern, patternProperties, ecmascript-regex and
non-bmp-regex files) is decided by the core (`agentproto.patterns.decide`). What it accepts is
run, on the same strings, by the engine each target's runtime uses with the translation the
target's writer emits: Python (`re` or the runtime's linear-time matcher, as `compile_ecma`
runs it), TypeScript (`new RegExp(ecma, "u")`, in Node), Rust (`regress`, as the runtime's
`Pattern` compiles it) and Go (the runtime's own `rt.MustPattern`, RE2 or regexp2). Every engine
must compile every accepted pattern and give the same answer on every string; and each answer
must be Node's on the pattern as written (`new RegExp(source, "u")`: ECMA-262's ground truth;
for a pattern only the grammar without the `u` flag reads, `new RegExp(source)` on the strings
of characters up to U+FFFF, where its code units are the code points the targets match).
Every pattern the core refuses for its syntax must be one Node refuses too, in each grammar.

The strings include astral characters, lone surrogates (for the targets whose strings can hold
one: Python and TypeScript), the ECMA line terminators, white space outside ASCII, and digits
and letters of other scripts."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from test_official_suite import DRAFT

from agentproto.patterns import PatternRefused, decide, parse, parse_legacy
from agentproto.regex import compile_ecma
from support import ROOT, load_schemas, typescript_toolchain, walk

# -- the corpus -----------------------------------------------------------------------------

WRITTEN = [
    # anchors, and `$` before a final newline
    r"^abc$",
    r"abc$",
    r"^abc",
    r"^$",
    r"^",
    r"$",
    r"a$|^b",
    r"^a|b$",
    r"x^",
    r"$x",
    # `.` and the line terminators
    r"^.$",
    r"^..$",
    r"a.c",
    r"^.*$",
    r"^.+$",
    r".",
    r"^[^]$",
    r"^[^]*$",
    r"[]",
    r"^[]?$",
    r"^a[^]b$",
    r"^(?:.|\n)+$",
    # the sets
    r"^\d+$",
    r"^\D+$",
    r"^\w+$",
    r"^\W+$",
    r"^\s+$",
    r"^\S+$",
    r"\d",
    r"\s",
    r"\w",
    r"^[\d]$",
    r"^[^\d]$",
    r"^[\s]$",
    r"^[^\s]$",
    r"^[\w-]+$",
    r"^[\d\s]+$",
    r"^[^\d\s]+$",
    r"^[\S\d]+$",
    r"^[^\S\d]+$",
    r"^[\W\d]$",
    r"^[^\W\d]+$",
    r"^[a\S]$",
    r"^[\D\S]$",
    r"^[^\D\S]$",
    # word boundaries
    r"\bfoo\b",
    r"\Bfoo",
    r"foo\B",
    r"\b",
    r"\B",
    r"^\b$",
    r"\b\d+\b",
    r"é\b",
    r"\bé",
    r"a\b😀",
    r"[\b]",
    r"^[\b]$",
    # Unicode properties
    r"^\p{L}+$",
    r"^\p{Lu}$",
    r"^\p{Ll}+$",
    r"^\p{Lt}$",
    r"^\p{Lo}+$",
    r"^\p{Nd}+$",
    r"^\p{N}+$",
    r"^\p{P}$",
    r"^\p{S}$",
    r"^\p{Zs}$",
    r"^\P{L}+$",
    r"^\P{Nd}$",
    r"^\p{Letter}+$",
    r"^\p{gc=Lu}$",
    r"^\p{General_Category=Decimal_Number}+$",
    r"^\p{Script=Greek}+$",
    r"^\p{sc=Latin}+$",
    r"^\p{scx=Cyrillic}+$",
    r"^\p{Script=Han}+$",
    r"^\p{Alphabetic}+$",
    r"^\p{White_Space}$",
    r"^\p{ASCII}+$",
    r"^\p{Any}$",
    r"^\p{Emoji_Presentation}$",
    r"^[\p{L}\p{N}]+$",
    r"^[^\p{L}]+$",
    r"^[\P{L}]+$",
    r"^[^\P{L}\d]+$",
    r"^\p{Cc}$",
    r"^\p{digit}$",
    r"^\p{Uppercase}$",
    # astral code points and surrogate pairs
    r"^.$",
    r"^\u{1F600}$",
    r"^[\u{1F600}-\u{1F64F}]+$",
    r"^\uD83D\uDE00$",
    r"^[😀-🙏]$",
    r"😀+",
    r"^[^a]$",
    r"^\u{1d7ce}$",
    r"^[\u{10000}-\u{10FFFF}]$",
    r"^a.b$",
    r"^[\uD83D\uDE00]$",
    r"^\u{0}$",
    # escapes
    r"\t",
    r"\n",
    r"\r",
    r"\v",
    r"\f",
    r"\0",
    r"\cA",
    r"\cz",
    r"\x41",
    r"\u0041",
    r"\u{41}",
    r"\/",
    r"\.",
    r"\\",
    r"\*",
    r"\+",
    r"\?",
    r"\(",
    r"\)",
    r"\[",
    r"\]",
    r"\{",
    r"\}",
    r"\|",
    r"\^",
    r"\$",
    r"^[\-]$",
    r"^[a\-z]$",
    r"^[-a]$",
    r"^[a-]$",
    r"^[\]]$",
    r"^[\\]$",
    r"^[.]$",
    r"^[$^]$",
    r"^[\u{1F600}a]$",
    r"^[\x00-\x1f]$",
    # repetition
    r"^a*$",
    r"^a+$",
    r"^a?$",
    r"^a{2}$",
    r"^a{2,}$",
    r"^a{2,3}$",
    r"^a{0}$",
    r"^a{0,0}b$",
    r"^a*?$",
    r"^a+?b$",
    r"^a??b$",
    r"^a{1,2}?$",
    r"^(?:ab)+$",
    r"^(?:a|b)*c$",
    r"^(?:a{2}){2}$",
    r"^a{3}?$",
    r"a{1001}",
    r"^a{1000,}$",
    r"^(ab|cd){1,3}$",
    r"^(?:)*$",
    r"^(a?)*$",
    r"(?:a*)*b",
    # alternatives and groups
    r"^a|b$",
    r"^(a|b)$",
    r"^(?:a|ab)(?:c|bcd)$",
    r"^(|a)b$",
    r"^(a|)+$",
    r"^(?<year>\d{4})$",
    r"^(?<a>x)(?<b>y)$",
    r"^(?:(?:a))$",
    r"^((a)(b))$",
    # lookarounds
    r"^(?=.*\d)(?=.*[a-z]).{6,}$",
    r"^(?!abc)",
    r"foo(?=bar)",
    r"foo(?!bar)",
    r"(?<=\$)\d+",
    r"(?<!\$)\b\d+",
    r"(?<=a)b",
    r"(?<!a)b",
    r"(?<=ab)c",
    r"(?<=[😀])a",
    r"^(?=a)a$",
    r"^(?!.*\s).+$",
    r"(?<=^)a",
    r"(?<=a|b)c",
    r"(?<=\d{2})x",
    # back references the engines agree on
    r"^(a)\1$",
    r"^(a+)\1$",
    r"^(\w+) \1$",
    r"^(?<x>ab)\k<x>$",
    r"^(.)(.)\2\1$",
    r"^(?:(a)\1)+$",
    r"^(a)(?:\1)*$",
    r"^([ab])\1*$",
    r"^(a)1\1$",
    r"^(\d)\1{2}$",
    # what schemas write
    r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$",
    r"^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
    r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$",
    r"^\d{4}-\d{2}-\d{2}$",
    r"^https?://",
    r"^[a-z][a-z0-9_]*$",
    r"^x-",
    r"^[^/]+$",
    r"^(?:[a-z0-9-]+\.)+[a-z]{2,}$",
    r"^[A-Z]{3}$",
    r"^#[0-9a-fA-F]{6}$",
    r"^\+?[0-9 ]+$",
    r"^[^\s@]+@[^\s@]+$",
    r"^call_[A-Za-z0-9]+$",
    r"^(?:gpt|o)\d",
    r"^[\w.-]{1,64}$",
    r"^[\p{L}\p{M}\p{N}_ -]+$",
    r"^\S(?:.*\S)?$",
    # patterns `re` could backtrack on exponentially: the linear-time matcher runs them
    r"^(a+)+$",
    r"^(a|aa)*$",
    r"^(\w+\s?)*$",
    r"^(.+\/)+(.+)\.(ya?ml)(@.+)?$",
    r"^(\d+,?)+$",
    r"^([\S\d]+[^\S\d]?)+$",
    r"^(?:.?a)*\b$",
    # no ECMA-262 pattern in Unicode mode: read by the grammar without the `u` flag where it
    # reads them, else refused
    r"^a{$",
    r"a{",
    r"a{,5}",
    r"}",
    r"]",
    r"a**",
    r"a{2,1}",
    r"(",
    r")",
    r"[",
    r"[a",
    r"\:",
    r"\-",
    r"\a",
    r"\e",
    r"[\d-z]",
    r"[a-\d]",
    r"[z-a]",
    r"\c1",
    r"\c",
    r"\01",
    r"\k<x>",
    r"\k",
    r"(?<a>x)(?<a>y)",
    r"\p{Foo}",
    r"\p{letter}",
    r"\p{L",
    r"\u{110000}",
    r"\x4",
    r"\u12",
    r"^*",
    r"\b+",
    r"(?=a)*",
    r"(?<=a)?",
    r"\2(a)",
    r"(?P<n>a)",
    r"(?#c)",
    r"(?>a)",
    r"a++",
    r"\Z",
    r"\A",
    r"(?",
    r"a|*",
    r"\1",
    r"^[^\/~\^\: \[\]\\]+(\/[^\/~\^\: \[\]\\]+)*$",
    r"^\w+\:\d+$",
    r"^[\w\-\.]+@[\w\-]+$",
    r"a{1,2",
    r"x\u{2}",
    r"(a)\2",
    r"(a)\10",
    r"[\c_]",
    r"[\c1-\c3]",
    r"\c_",
    r"[\0-\7]+",
    r"\x4g",
    r"[\w-\d]+",
    r"\k<n>x",
    r"(?!a)+b",
    # refused: valid, but not run alike everywhere
    r"(?i:a)",
    r"(?<=a+)b",
    r"(?<!a*)b",
    r"\ud800",
    r"[\udc00-\udfff]",
    r"(a)|\1",
    r"\1(a)",
    r"(a\1)",
    r"(a)?\1",
    r"(?:(a)|b)\1",
    r"(?=(a))\1",
    r"(?<=(a)\1)b",
    r"(a)*\1",
    r"a{100001}",
    r"^(a+)+\1$",
    r"(?-i:a)",
]

STRINGS = [
    "",
    "a",
    "b",
    "c",
    "ab",
    "abc",
    "abc\n",
    "\nabc",
    "a\nc",
    "a\rc",
    "a\u2028c",
    "a\u2029c",
    "a\u0085c",
    "aa",
    "aaa",
    "aaaa",
    "aab",
    "abab",
    "abcabc",
    "a" * 16 + "!",
    "aaaaaaaaaaaab",
    "x",
    "xa",
    "bx",
    "123",
    "0",
    "9",
    "12",
    "1,2,3",
    "\u0663",
    "\u0661\u0662\u0663",
    "\uff11\uff12",
    "\U0001d7ce",
    "\u00b2",
    "\u2167",
    "foo",
    "foo bar",
    "foobar",
    "foo_bar",
    "barfoo",
    "foo1",
    "héllo",
    "é",
    "ß",
    "\u017f",
    "\u212a",
    "\u0130",
    "\u01c5",
    "Σ",
    "σς",
    "Ελλάδα",
    "Привет",
    "日本語",
    "\u3042",
    "😀",
    "😀😀",
    "😀a",
    "a😀b",
    "\U0001f64f",
    "\U00010000",
    "\U0010ffff",
    "\u00a0",
    "\ufeff",
    "\u3000",
    "\u180e",
    "\u200b",
    "\u2000",
    " ",
    "  ",
    "\t",
    "\x0b",
    "\x0c",
    "\x00",
    "\x01",
    "\x08",
    "\x1f",
    "\x7f",
    "A",
    "AB",
    "Ab",
    "ABC",
    "-",
    "a-b",
    "a.b",
    "a/b",
    "{",
    "}",
    "[",
    "]",
    "\\",
    "^",
    "$",
    "$12",
    "£12",
    "(",
    ")",
    "|",
    "*",
    "+",
    "?",
    ".",
    "/",
    "user@example.com",
    "a@b",
    "2024-01-31",
    "1.2.3",
    "1.2.3-beta.1+build.5",
    "01.2.3",
    "123e4567-e89b-12d3-a456-426614174000",
    "https://example.com/a?b=c",
    "http://x",
    "x-vendor",
    "foo123",
    "_x",
    "a_b",
    "gpt4",
    "o3",
    "call_abc123",
    "#a1b2c3",
    "+1 555 0100",
    "a/b/c.yaml",
    "dir/x.yml@v1",
    "a b",
    " a",
    "a ",
    "ab cd",
    "cdab",
    "abcd",
    "aab aab",
    "hello hello",
    "2024",
    "abba",
    "a1a",
    "111",
    "112",
    "bbb",
    "c\u0301",
    "\u0915\u094d",
    "a\tb",
    "\x1b",
    "\U0001f1fa\U0001f1f8",
]
# Lone surrogates: only Python and TypeScript strings can hold one.
SURROGATE_STRINGS = ["\ud800", "a\udc00", "\udc00\ud800", "\ud83d", "\ude00b"]


@cache
def suite_cases() -> list[tuple[str, Any, bool]]:
    """(pattern, data, valid) of the suite's pattern tests whose data is a string."""
    cases = []
    files = [
        DRAFT / "pattern.json",
        DRAFT / "patternProperties.json",
        DRAFT / "optional" / "ecmascript-regex.json",
        DRAFT / "optional" / "non-bmp-regex.json",
    ]
    for path in files:
        for group in json.loads(path.read_text(encoding="utf-8")):
            schema = group["schema"]
            if isinstance(schema, dict) and isinstance(schema.get("pattern"), str):
                for test in group["tests"]:
                    if isinstance(test["data"], str):
                        cases.append((schema["pattern"], test["data"], test["valid"]))
    return cases


def suite_patterns() -> set[str]:
    found: set[str] = set()
    for name in ("pattern.json", "patternProperties.json"):
        for group in json.loads((DRAFT / name).read_text(encoding="utf-8")):
            found |= _patterns_in(group["schema"])
    for name in ("ecmascript-regex.json", "non-bmp-regex.json"):
        for group in json.loads((DRAFT / "optional" / name).read_text(encoding="utf-8")):
            found |= _patterns_in(group["schema"])
    return found


def _patterns_in(schema: Any) -> set[str]:
    found: set[str] = set()
    for node in walk(schema):
        if isinstance(node.get("pattern"), str):
            found.add(node["pattern"])
        if isinstance(node.get("patternProperties"), dict):
            found |= set(node["patternProperties"])
    return found


def format_regex_cases() -> list[tuple[str, bool]]:
    path = DRAFT / "optional" / "format" / "regex.json"
    return [
        (test["data"], test["valid"])
        for group in json.loads(path.read_text(encoding="utf-8"))
        for test in group["tests"]
        if isinstance(test["data"], str)
    ]


@cache
def corpus() -> list[str]:
    schema_patterns: set[str] = set()
    for schema in load_schemas().values():
        schema_patterns |= _patterns_in(schema)
    return sorted(set(WRITTEN) | schema_patterns | suite_patterns())


@cache
def strings() -> list[str]:
    extra = {data for _, data, _ in suite_cases()}
    return sorted(set(STRINGS) | set(SURROGATE_STRINGS) | extra)


@cache
def verdicts() -> dict[str, Any]:
    """pattern -> its `Translations`, or the refusal's message."""
    out: dict[str, Any] = {}
    for pattern in corpus():
        try:
            out[pattern] = decide(pattern)
        except PatternRefused as exc:
            out[pattern] = str(exc)
    return out


def accepted() -> list[str]:
    return [p for p, v in verdicts().items() if not isinstance(v, str)]


def scalar_strings() -> list[str]:
    return [s for s in strings() if not any(0xD800 <= ord(c) <= 0xDFFF for c in s)]


def test_the_corpus_is_large() -> None:
    assert len(WRITTEN) >= 200
    assert len(corpus()) >= 300
    refused = [p for p, v in verdicts().items() if isinstance(v, str)]
    # both verdicts are well represented; the pattern that once split the targets (`^a{$`)
    # is read by the grammar without the `u` flag, as a lone '{'
    assert len(refused) >= 30 and len(accepted()) >= 200
    assert "^a{$" not in refused and verdicts()["^a{$"].legacy


# -- the engines ----------------------------------------------------------------------------


# Longest string a pattern `re` could backtrack exponentially on is run with: V8, `regress`
# and regexp2 all backtrack (the Python bindings alone run such a pattern in linear time), and
# regexp2 counts a match that runs out of time as none.
BACKTRACKING_LENGTH = 20


def texts_for(pattern: str, *, scalar: bool) -> list[str]:
    """The strings `pattern` is run on: every one (`scalar`: but those holding a lone
    surrogate, for the targets whose strings cannot), only short ones when it may backtrack."""
    texts = scalar_strings() if scalar else strings()
    if verdicts()[pattern].legacy:
        # read by the grammar without the `u` flag, which matches UTF-16 code units where the
        # targets match code points: the two agree on strings of characters up to U+FFFF
        texts = [t for t in texts if all(ord(c) <= 0xFFFF for c in t)]
    if verdicts()[pattern].python_program is not None:
        texts = [t for t in texts if len(t) <= BACKTRACKING_LENGTH]
    return texts


def python_answers(*, scalar: bool) -> dict[str, str]:
    return {
        p: "".join(
            "1" if compile_ecma(p).search(t) is not None else "0"
            for t in texts_for(p, scalar=scalar)
        )
        for p in accepted()
    }


# TypeScript's side runs the runtime's own `codePointPattern` (runtime.ts, transpiled here)
# for the patterns its writer hands to it.
NODE_SCRIPT = """
const fs = require("fs");
const ts = require(process.argv[2]);
const rt = {};
const runtime = ts.transpileModule(fs.readFileSync(process.argv[3], "utf8"), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
});
new Function("exports", runtime.outputText)(rt);
const input = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
const out = {};
for (const [key, source, texts, byCodePoint, flags] of input.patterns) {
  let re;
  try {
    re = byCodePoint ? rt.codePointPattern(new RegExp(source, "uy")) : new RegExp(source, flags ?? "u");
  } catch (e) { out[key] = "E"; continue; }
  out[key] = texts.map((s) => (re.test(s) ? "1" : "0")).join("");
}
process.stdout.write(JSON.stringify(out));
"""


def node_answers(
    sources: dict[str, tuple[str, list[str], bool] | tuple[str, list[str], bool, str]],
) -> dict[str, str]:
    """key -> (pattern, strings, by code point[, flags]): which of the strings the pattern
    matches, as `new RegExp(pattern, flags)` (flags: "u" unless given) or (by code point) the
    runtime's `codePointPattern` runs it."""
    node, _ = typescript_toolchain()
    typescript = ROOT / "tools" / "node" / "node_modules" / "typescript"
    runtime = ROOT / "templates" / "typescript" / "runtime.ts"
    # lone surrogates survive as JSON escapes, which Node's JSON.parse keeps; a file, as Node
    # reads a large piped stdin unreliably
    with tempfile.TemporaryDirectory() as folder:
        payload = Path(folder) / "input.json"
        payload.write_text(json.dumps({"patterns": [[k, *v] for k, v in sources.items()]}))
        run = subprocess.run(  # noqa: PLW1510 (the return code is asserted)
            [node, "-e", NODE_SCRIPT, str(payload), str(typescript), str(runtime)],
            capture_output=True,
            text=True,
            timeout=600,
        )
    assert run.returncode == 0, run.stderr[-2000:]
    answers: dict[str, str] = json.loads(run.stdout)
    return answers


RUST_MAIN = """
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let v: serde_json::Value = serde_json::from_str(&input).unwrap();
    let mut out = serde_json::Map::new();
    for pair in v["patterns"].as_array().unwrap() {
        let key = pair[0].as_str().unwrap().to_string();
        let texts: Vec<&str> = pair[2].as_array().unwrap().iter().map(|s| s.as_str().unwrap()).collect();
        // as the runtime's `Pattern` compiles and searches
        let line = match regress::Regex::with_flags(pair[1].as_str().unwrap(), "u") {
            Ok(r) => texts.iter().map(|t| if r.find(t).is_some() { '1' } else { '0' }).collect(),
            Err(_) => "E".to_string(),
        };
        out.insert(key, serde_json::Value::String(line));
    }
    println!("{}", serde_json::Value::Object(out));
}
"""


def rust_answers(sources: dict[str, tuple[str, list[str]]]) -> dict[str, str]:
    cargo = shutil.which("cargo")
    if cargo is None:
        if os.environ.get("CI"):
            pytest.fail("cargo is needed for the pattern differential test")
        pytest.skip("cargo is not on PATH")
    target = Path(os.environ.get("AGENTPROTO_CARGO_TARGET", "/tmp/agentproto-cargo-target"))
    crate = target.parent / (target.name + "-pattern-engine")
    (crate / "src").mkdir(parents=True, exist_ok=True)
    regress = _locked_version("regress")
    # serde_json with the bindings' features, so that cargo compiles it once for both
    serde_json = _bindings_dependency("serde_json")
    (crate / "Cargo.toml").write_text(
        '[package]\nname = "pattern_engine"\nversion = "0.0.0"\nedition = "2021"\n\n'
        f'[dependencies]\nregress = "={regress}"\nserde_json = {serde_json}\n\n[workspace]\n'
    )
    shutil.copy(ROOT / "templates" / "rust" / "Cargo.lock", crate / "Cargo.lock")
    (crate / "src" / "main.rs").write_text(RUST_MAIN)
    env = {**os.environ, "CARGO_TARGET_DIR": str(target), "CARGO_TERM_COLOR": "never"}
    # a debug build: its dependencies are the ones the suite's other cargo builds compiled
    # already (a release build compiles them all again), and a few thousand searches need no
    # optimiser
    built = subprocess.run(  # noqa: PLW1510 (the return code is asserted)
        [cargo, "build", "--offline", "--quiet"],
        cwd=crate,
        capture_output=True,
        text=True,
        timeout=1200,
        env=env,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    payload = json.dumps({"patterns": [[k, *v] for k, v in sources.items()]})
    run = subprocess.run(  # noqa: PLW1510 (the return code is asserted)
        [str(target / "debug" / "pattern_engine")],
        input=payload,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    answers: dict[str, str] = json.loads(run.stdout)
    return answers


def _bindings_dependency(crate: str) -> str:
    """The generated crate's requirement on `crate`, as TOML (an inline table keeps its
    features)."""
    manifest = tomllib.loads((ROOT / "generated" / "rust" / "Cargo.toml").read_text())
    return json.dumps(manifest["dependencies"][crate]).replace('": ', '" = ')


def _locked_version(crate: str) -> str:
    lock = (ROOT / "templates" / "rust" / "Cargo.lock").read_text()
    block = lock.split(f'name = "{crate}"\nversion = "', 1)[1]
    return block.split('"', 1)[0]


GO_MAIN = """
package main

import (
	"encoding/json"
	"os"
	"strings"

	"patternengine/rt"
)

func main() {
	var input struct {
		Patterns []struct {
			Key          string   `json:"key"`
			RE2          string   `json:"re2"`
			Backtracking string   `json:"regexp2"`
			Strings      []string `json:"strings"`
		} `json:"patterns"`
	}
	if err := json.NewDecoder(os.Stdin).Decode(&input); err != nil {
		panic(err)
	}
	out := map[string]string{}
	for _, p := range input.Patterns {
		out[p.Key] = answers(p.RE2, p.Backtracking, p.Strings)
	}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		panic(err)
	}
}

func answers(re2, backtracking string, texts []string) (line string) {
	defer func() {
		if recover() != nil {
			line = "E"
		}
	}()
	pattern := rt.MustPattern(re2, backtracking)
	var b strings.Builder
	for _, t := range texts {
		if pattern.Search(t) {
			b.WriteByte('1')
		} else {
			b.WriteByte('0')
		}
	}
	return b.String()
}
"""


def go_answers(translations: dict[str, tuple[str, str, list[str]]]) -> dict[str, str]:
    go = shutil.which("go")
    if go is None:
        if os.environ.get("CI"):
            pytest.fail("the Go toolchain (go) is needed for the pattern differential test")
        pytest.skip("go is not on PATH")
    target = Path(os.environ.get("AGENTPROTO_CARGO_TARGET", "/tmp/agentproto-cargo-target"))
    module = target.parent / (target.name + "-pattern-engine-go")
    (module / "rt").mkdir(parents=True, exist_ok=True)
    generated = ROOT / "generated" / "go"
    gomod = (generated / "go.mod").read_text()
    gomod = re.sub(r"^module \S+", "module patternengine", gomod, flags=re.MULTILINE)
    (module / "go.mod").write_text(gomod)
    shutil.copy(generated / "go.sum", module / "go.sum")
    shutil.copy(ROOT / "templates" / "go" / "rt.go", module / "rt" / "rt.go")
    (module / "main.go").write_text(GO_MAIN)
    env = {**os.environ, "GOFLAGS": "-mod=mod", "GOPROXY": "off"}
    built = subprocess.run(  # noqa: PLW1510 (the return code is asserted)
        [go, "build", "-o", "engine", "."],
        cwd=module,
        capture_output=True,
        text=True,
        timeout=1200,
        env=env,
    )
    assert built.returncode == 0, built.stderr[-3000:]
    payload = json.dumps(
        {
            "patterns": [
                {"key": k, "re2": a, "regexp2": b, "strings": t}
                for k, (a, b, t) in translations.items()
            ]
        }
    )
    run = subprocess.run(  # noqa: PLW1510 (the return code is asserted)
        [str(module / "engine")], input=payload, capture_output=True, text=True, timeout=600
    )
    assert run.returncode == 0, run.stderr[-2000:]
    answers: dict[str, str] = json.loads(run.stdout)
    return answers


# -- the comparisons --------------------------------------------------------------------------


# Where V8 itself parts from ECMA-262 (the oracle is its RegExp on the pattern as written):
# (pattern, string) -> why. The TypeScript runtime does not part there (`codePointPattern`).
V8_DEVIATIONS = {
    (
        "\\B",
        "a\U0001f600b",
    ): "V8 also tries a match between the halves of a surrogate pair, where `\\B` holds; "
    "RegExpBuiltinExec advances by code point in Unicode mode",
}


def _disagreements(
    name: str,
    ours: dict[str, str],
    theirs: dict[str, str],
    *,
    scalar: bool,
    known: dict[tuple[str, str], str] | None = None,
) -> list[str]:
    found = []
    known = known or {}
    for pattern, line in ours.items():
        other = theirs.get(pattern)
        if other == line:
            continue
        if other is None or other == "E":
            found.append(f"{name} cannot compile {pattern!r}")
            continue
        texts = texts_for(pattern, scalar=scalar)
        differ = [
            texts[i]
            for i, (a, b) in enumerate(zip(line, other, strict=True))
            if a != b and (pattern, texts[i]) not in known
        ]
        if differ:
            found.append(f"{name} differs on {pattern!r} for {differ[:5]!r}")
    return found


@pytest.fixture(scope="module")
def python_scalar() -> dict[str, str]:
    return python_answers(scalar=True)


@pytest.fixture(scope="module")
def python_all() -> dict[str, str]:
    return python_answers(scalar=False)


def test_typescript_and_the_oracle_agree_with_python(python_all: dict[str, str]) -> None:
    runs = node_answers(
        {
            **{
                f"ts:{p}": (
                    verdicts()[p].ecma,
                    texts_for(p, scalar=False),
                    verdicts()[p].zero_width_start,
                )
                for p in accepted()
            },
            **{
                f"oracle:{p}": (p, texts_for(p, scalar=False), False, oracle_flags(p))
                for p in accepted()
            },
        }
    )
    typescript = {p: runs[f"ts:{p}"] for p in accepted()}
    oracle = {p: runs[f"oracle:{p}"] for p in accepted()}
    problems = _disagreements("TypeScript", python_all, typescript, scalar=False)
    problems += _disagreements(
        "ECMA-262 (Node, the pattern as written)",
        python_all,
        oracle,
        scalar=False,
        known=V8_DEVIATIONS,
    )
    assert problems == []


def oracle_flags(pattern: str) -> str:
    """How Node is asked for the pattern's meaning: in Unicode mode, or for a pattern read by
    the grammar without the `u` flag, by that grammar."""
    return "" if verdicts()[pattern].legacy else "u"


def test_the_grammar_without_the_u_flag_is_node_s() -> None:
    """Of the patterns Unicode mode refuses, the reader without the `u` flag reads those Node's
    `RegExp` without it reads (bar characters beyond U+FFFF where that grammar splits them),
    and the corpus holds both kinds."""
    refused_in_unicode = []
    for pattern in corpus():
        try:
            parse(pattern)
        except ValueError:
            refused_in_unicode.append(pattern)
    runs = node_answers({p: (p, ["a"], False, "") for p in refused_in_unicode})
    wrong, read = [], 0
    for pattern in refused_in_unicode:
        try:
            parse_legacy(pattern)
            readable = True
        except ValueError as exc:
            if "beyond U+FFFF" in str(exc):
                continue
            readable = False
        read += readable
        if readable != (runs[pattern] != "E"):
            wrong.append((pattern, readable))
    assert wrong == []
    assert read >= 20 and len(refused_in_unicode) - read >= 10


def test_every_syntax_refusal_is_node_s() -> None:
    """What the core reads as no ECMA-262 pattern, Node's RegExp refuses too; what it reads,
    Node reads (bar modifiers, which Node 20 predates, and which are refused anyway)."""
    runs = node_answers({p: (p, ["a"], False) for p in corpus()})
    wrong = []
    for pattern in corpus():
        try:
            parse(pattern)
            readable = True
        except ValueError:
            readable = False
        modifiers = isinstance(verdicts()[pattern], str) and "modifiers" in verdicts()[pattern]
        if readable != (runs[pattern] != "E") and not modifiers:
            wrong.append((pattern, readable))
    assert wrong == []


def test_rust_agrees_with_python(python_scalar: dict[str, str]) -> None:
    rust = rust_answers({p: (verdicts()[p].ecma, texts_for(p, scalar=True)) for p in accepted()})
    assert _disagreements("Rust", python_scalar, rust, scalar=True) == []


def test_go_agrees_with_python(python_scalar: dict[str, str]) -> None:
    go = go_answers(
        {
            p: (verdicts()[p].re2, verdicts()[p].regexp2, texts_for(p, scalar=True))
            for p in accepted()
        }
    )
    assert _disagreements("Go", python_scalar, go, scalar=True) == []


def test_the_suite_s_expectations_hold() -> None:
    """Every string case of the suite's pattern files gets the suite's verdict (or its pattern
    is refused, naming why)."""
    wrong = []
    for pattern, data, valid in suite_cases():
        verdict = verdicts()[pattern]
        if isinstance(verdict, str):
            wrong.append((pattern, verdict))
        elif (compile_ecma(pattern).search(data) is not None) != valid:
            wrong.append((pattern, data))
    assert wrong == []


def test_format_regex_is_the_core_reading() -> None:
    """`format: "regex"` in the Python runtime gives the core reader's verdict on every
    pattern of the corpus and every case of the suite's format file, whose expectations hold."""
    from agentproto.patterns import well_formed
    from agentproto.runtime_module import runtime

    check = runtime()._regex
    texts = [*corpus(), *(data for data, _ in format_regex_cases())]
    assert [t for t in texts if check(t) != well_formed(t)] == []
    assert [(d, v) for d, v in format_regex_cases() if well_formed(d) != v] == []


# TypeScript's `format: "regex"` (formats.ts, transpiled here; its Unicode data is not needed)
FORMAT_SCRIPT = """
const fs = require("fs");
const ts = require(process.argv[2]);
const source = ts.transpileModule(fs.readFileSync(process.argv[3], "utf8"), {
  compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
});
const formats = {};
new Function("exports", "require", source.outputText)(formats, () => ({}));
const texts = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
process.stdout.write(JSON.stringify(texts.map((t) => formats.formatOk("regex", t))));
"""


def test_typescript_format_regex_is_the_core_reading() -> None:
    from agentproto.patterns import well_formed

    node, _ = typescript_toolchain()
    texts = [*corpus(), *(data for data, _ in format_regex_cases())]
    with tempfile.TemporaryDirectory() as folder:
        payload = Path(folder) / "texts.json"
        payload.write_text(json.dumps(texts))
        run = subprocess.run(  # noqa: PLW1510 (the return code is asserted)
            [
                node,
                "-e",
                FORMAT_SCRIPT,
                str(payload),
                str(ROOT / "tools" / "node" / "node_modules" / "typescript"),
                str(ROOT / "templates" / "typescript" / "formats.ts"),
            ],
            capture_output=True,
            text=True,
            timeout=600,
        )
    assert run.returncode == 0, run.stderr[-2000:]
    verdicts_ts = json.loads(run.stdout)
    assert [t for t, v in zip(texts, verdicts_ts, strict=True) if v != well_formed(t)] == []
