"""A pattern no target can run with its ECMA-262 meaning is refused when generating, for every
target alike, naming the schema file and the JSON pointer of the `pattern` (or of the
`patternProperties` key), exit code 2, nothing written; the same pattern in `format: "regex"`
data is what the runtime's format check calls invalid. And the tree the reader makes says what
the pattern means, not how it is spelled."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from agentproto.errors import SchemaError, SchemaErrors
from agentproto.patterns import PatternRefused, decide, parse
from agentproto.patterns.syntax import Backref, Class, Edge, Range, Repeat, Seq
from agentproto.pipeline import render

TARGETS = ("python", "typescript", "rust", "go")

REFUSED = {
    "^a{2,1}$": "the quantifier's bounds are out of order",
    "(?<=a+)b": "Python's `re` cannot run it alike",
    "(?i:abc)": "modifiers",
    "\\ud800x": "lone surrogate",
    "(a)|\\1": "back reference",
    "\\p{Script=Klingon}": "unknown Unicode property",
    "x{100001}": "repetition count",
}


def _schema(tmp_path: Path, body: dict[str, object]) -> Path:
    folder = tmp_path / "schemas"
    folder.mkdir()
    doc = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/thing.json",
        "title": "Thing",
        "type": "object",
        **body,
    }
    (folder / "thing.json").write_text(json.dumps(doc), encoding="utf-8")
    return folder


def _messages(exc: SchemaError | SchemaErrors) -> str:
    return str(exc)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("pattern", sorted(REFUSED))
def test_every_target_refuses_alike(tmp_path: Path, target: str, pattern: str) -> None:
    folder = _schema(tmp_path, {"properties": {"code": {"type": "string", "pattern": pattern}}})
    with pytest.raises((SchemaError, SchemaErrors)) as raised:
        render(folder, (target,))
    message = _messages(raised.value)
    assert "thing.json" in message
    assert "/properties/code/pattern" in message
    assert REFUSED[pattern] in message


@pytest.mark.parametrize("target", TARGETS)
def test_a_pattern_properties_key_is_refused_at_its_pointer(tmp_path: Path, target: str) -> None:
    folder = _schema(tmp_path, {"patternProperties": {"^x-{2,1}": {"type": "string"}}})
    with pytest.raises((SchemaError, SchemaErrors)) as raised:
        render(folder, (target,))
    assert "/patternProperties/^x-{2,1}" in _messages(raised.value)


def test_the_command_exits_2_and_writes_nothing(tmp_path: Path) -> None:
    folder = _schema(tmp_path, {"properties": {"code": {"type": "string", "pattern": "^a{2,1}$"}}})
    out = tmp_path / "out"
    run = subprocess.run(
        [str(Path(sys.executable).parent / "agentproto"), "generate", "--schema-dir",
         str(folder), "--out-dir", str(out), "--target", "typescript"],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert run.returncode == 2, run.stderr
    assert "thing.json" in run.stderr and "/properties/code/pattern" in run.stderr
    assert "Traceback" not in run.stderr
    assert not out.exists() or not any(out.rglob("*.ts"))


def test_the_tree_says_what_the_pattern_means() -> None:
    # a surrogate pair written as two escapes is one code point, a named reference a number
    tree = parse("^\\uD83D\\uDE00(?<x>a)\\k<x>{2}$").tree
    assert isinstance(tree, Seq)
    start, emoji, _group, ref, end = tree.items
    assert start == Edge("start") and end == Edge("end")
    assert emoji == Class((Range(0x1F600, 0x1F600),))
    assert isinstance(ref, Repeat) and ref.least == ref.most == 2
    assert isinstance(ref.body, Backref) and ref.body.numbers == (1,)


@pytest.mark.parametrize(
    ("pattern", "ecma", "re2"),
    [
        # `\d` is ASCII everywhere, `$` the very end, `.` stops at the four line terminators
        ("^\\d$", "^[0-9]$", "\\A[0-9]\\z"),
        ("a.", "a[\\u{0}-\\u{9}\\u{b}-\\u{c}\\u{e}-\\u{2027}\\u{202a}-\\u{10ffff}]", None),
        ("\\bx", "\\bx", "\\bx"),
        ("(?=a)a", "(?=a)a", ""),
    ],
)
def test_each_engine_gets_the_sets_spelled_out(pattern: str, ecma: str, re2: str | None) -> None:
    decided = decide(pattern)
    assert decided.ecma == ecma
    if re2 is not None:
        assert decided.re2 == re2


def test_refusals_say_why() -> None:
    for pattern, why in REFUSED.items():
        with pytest.raises(PatternRefused, match=None) as raised:
            decide(pattern)
        assert why in str(raised.value), pattern


# -- what the Unicode grammar refuses and the grammar without the `u` flag reads -----------------

LEGACY = {
    # pattern: (its meaning in the Unicode grammar's spelling, strings it matches, strings not)
    "^[^\\:]+\\:\\d+$": ("^[^:]+:\\d+$", ["host:80"], ["host:x", ":80", "a:b:1"]),
    "^a{,2}$": ("^a\\{,2\\}$", ["a{,2}"], ["a", "aa"]),
    "^[\\d-z]$": ("^[\\d\\-z]$", ["5", "-", "z"], ["a", "y"]),
    "^\\p{L}\\:$": ("^p\\{L\\}:$", ["p{L}:"], ["x:", "p{L}"]),
    "^(a)\\2$": ("^(a)\\u0002$", ["a\x02"], ["aa"]),
    "^x(?=y)*": ("^x", ["xz"], ["z"]),
}


@pytest.mark.parametrize("pattern", sorted(LEGACY))
def test_the_grammar_without_the_u_flag_reads_what_unicode_mode_refuses(pattern: str) -> None:
    """Read with the meaning that grammar gives (as Node's `RegExp` without the flag has it:
    tests/test_patterns_differential.py), which the Unicode grammar's spelling states."""
    from agentproto.regex import compile_ecma

    with pytest.raises(ValueError):
        parse(pattern)
    decided = decide(pattern)
    spelled, matching, other = LEGACY[pattern]
    assert decided.legacy
    assert decided.ecma == decide(spelled).ecma and not decide(spelled).legacy
    assert [s for s in matching if compile_ecma(pattern).search(s) is None] == []
    assert [s for s in other if compile_ecma(pattern).search(s) is not None] == []


def test_a_character_that_grammar_splits_is_refused() -> None:
    """Without the `u` flag a character beyond U+FFFF is two code units: in a class or before
    a quantifier it means what no target matching code points can run."""
    for pattern in ("\\:[\U0001f600]", "\\:\U0001f600+"):
        with pytest.raises(PatternRefused, match="no ECMA-262 pattern in Unicode mode"):
            decide(pattern)
    assert decide("\\:\U0001f600").legacy  # alone, the pair is the character


@pytest.mark.parametrize("target", TARGETS)
def test_every_target_reads_it_with_a_note_naming_where(tmp_path: Path, target: str) -> None:
    from agentproto.pipeline import Renderer

    folder = _schema(
        tmp_path, {"properties": {"host": {"type": "string", "pattern": "^[^\\:]+\\:\\d+$"}}}
    )
    renderer = Renderer(folder, "agentproto_bindings", None, False)
    files = renderer.files(target)
    assert files
    notes = [n for n in renderer.notes() if "without the `u` flag" in n]
    assert notes == [
        (
            "thing.json#/properties/host/pattern: note: pattern '^[^\\\\:]+\\\\:\\\\d+$' read "
            "by ECMA-262's grammar without the `u` flag (Annex B), matched by code points; "
            "Unicode mode refuses it: \\: is no escape in Unicode mode (only syntax characters "
            "and '/' may be escaped to stand for themselves) (at offset 3)"
        )
    ]


def test_strict_keywords_refuses_it(tmp_path: Path) -> None:
    folder = _schema(tmp_path, {"properties": {"host": {"type": "string", "pattern": "a\\:b"}}})
    with pytest.raises((SchemaError, SchemaErrors)) as raised:
        render(folder, ("python",), strict_keywords=True)
    message = _messages(raised.value)
    assert message.startswith("thing.json#/properties/host/pattern: ")
    assert "no ECMA-262 pattern in Unicode mode" in message and "--strict-keywords" in message
