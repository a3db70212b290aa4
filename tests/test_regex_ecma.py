"""Differential test of pattern translation: `agentproto.regex` (ECMA-262 patterns run by Python's
`re`) against `regress`, a real ECMA-262 engine, on characters where the two dialects part.

Either we refuse a pattern (`ValueError`, which the generator reports as `Unsupported`), or we
match exactly the strings the ECMA engine matches; a pattern that is no ECMA-262 at all must be
refused, never run with Python's meaning. Unicode mode (`u`) and legacy mode agree on every
pattern here, so the answer does not hang on which of the two a schema author had in mind."""

from __future__ import annotations

import pytest
import regress

from agentproto.patterns import decide
from agentproto.regex import checked_translation, compile_ecma
from support import ecma_regex, load_schemas, walk

# Every character where Python's `re` and ECMA-262 may differ: ASCII and Latin-1 (controls,
# NEL, NBSP, letters and digits beyond ASCII), the Unicode spaces and line terminators, the BOM,
# other scripts' digits, letters that case-fold oddly, and one astral character.
PROBES = [chr(c) for c in range(0x100)] + list(
    "\u0130\u017f\u0663\u06f1\u1680\u180e\u2000\u200a\u200b\u2028\u2029\u202f\u205f\u212a"
    "\u3000\ufeff\uff11\U0001d7ce\U0001f600"
)

# patterns `re` could backtrack exponentially on: run by the linear-time matcher, never refused
BACKTRACKING = [
    r"^(a+)+$",
    r"^(a|aa)*$",
    r"^(\w+\s?)*$",
    r"^(.+\/)+(.+)\.(ya?ml)(@.+)?$",
    r"^(?:.?a)*\b$",
    r"^(\d+,?)+$",
    r"^([\S\d]+[^\S\d]?)+$",
    (
        r"^((@(hourly|daily|weekly|monthly|yearly|once))|((((\d+,)+\d+|(\d+|\*)(\/|-)\d+|\d+|\*)"
        r" ?){5,6}))$"
    ),
]

PATTERNS = sorted(
    {
        *(
            node["pattern"]
            for schema in load_schemas().values()
            for node in walk(schema)
            if isinstance(node.get("pattern"), str)
        ),
        r"^\s$",
        r"^\S$",
        r"^[\s]$",
        r"^[^\s]$",
        r"^\S+$",
        r"^\d$",
        r"^\D$",
        r"^\w$",
        r"^\W$",
        r"^[\w-]$",
        r"^.$",
        r"^a.b$",
        r"a\b",
        r"\Ba",
        r"^a$",
        r"a$",
        r"^a+?.$",
        r"^a??.$",
        r"^a{1,2}?.$",
        r"^(?:a|.)\b$",
        r"^(?<n>.)\1$",
        r"^(?<n>.)\k<n>$",
        # complemented sets inside classes, which Python's classes cannot hold
        r"^[a\S]$",
        r"^[^\S]$",
        r"^[^a\S\D]$",
        r"^[\W\d]$",
        r"^[^\W]$",
        r"^[\D\S]+$",
        r"^[&|~]$",
        r"^[\s\S]$",
        *BACKTRACKING,
    }
)

# Python-only syntax: no valid ECMA-262 pattern, in either mode.
NOT_ECMA = [
    r"(?i)^k$",
    r"^(?P<n>a)$",
    r"^a(?#note)$",
    r"^a++$",
    r"^(?>a)$",
    r"^a*+$",
    r"^a{2}{3}$",
    r"^a??+$",
    r"^(?(1)a|b)$",
]


def ecma_matches(pattern: str, text: str) -> bool:
    legacy = ecma_regex(pattern).find(text) is not None
    assert legacy == (ecma_regex(pattern, "").find(text) is not None), "modes differ; pick another"
    return legacy


@pytest.mark.parametrize("pattern", PATTERNS)
def test_translated_pattern_matches_what_ecma_matches(pattern: str) -> None:
    try:
        ours = compile_ecma(pattern)
    except ValueError:
        return  # refused: honest
    differ = [
        text
        for c in PROBES
        for text in (c, "a" + c, c + "a", "a" + c + "b")
        if (ours.search(text) is not None) != ecma_matches(pattern, text)
    ]
    assert not differ, f"{pattern!r} judged differently on {[ascii(t) for t in differ[:12]]}"


@pytest.mark.parametrize("pattern", BACKTRACKING)
def test_backtracking_patterns_are_run_not_refused(pattern: str) -> None:
    assert checked_translation(pattern).program is not None


@pytest.mark.parametrize("pattern", NOT_ECMA)
def test_python_only_syntax_is_refused(pattern: str) -> None:
    for flags in ("u", ""):
        with pytest.raises(regress.RegressError):
            ecma_regex(pattern, flags)
    with pytest.raises(ValueError):
        compile_ecma(pattern)


def test_python_range_without_lower_bound_is_the_legacy_text() -> None:
    # `a{,3}` is 0 to 3 for Python; in ECMA-262 it is a syntax error (Unicode mode) or the
    # literal text "a{,3}" (legacy mode), which is what it is read as: never Python's meaning
    pattern = compile_ecma("^a{,3}$")
    assert [bool(pattern.search(t)) for t in ("a{,3}", "aa", "")] == [True, False, False]


def test_complemented_property_inside_a_class() -> None:
    # `\P{...}` only means a property in Unicode mode, so regress cannot judge both modes alike;
    # checked here by hand: anything but an upper-case letter, or a digit
    either = compile_ecma(r"^[\P{Lu}\d]$")
    assert [bool(either.search(c)) for c in "aA1Éé\u2028"] == [True, False, True, False, True, True]
    neither = compile_ecma(r"^[^\P{Lu}\d]$")  # upper-case letters only
    assert [bool(neither.search(c)) for c in "aA1Éé"] == [False, True, False, True, False]


# ECMA-262 patterns of the legacy grammar only (Annex B), which Unicode mode refuses: identity
# escapes of non-syntax characters, lone braces and brackets, ranges with a set at one end,
# quantified assertions, malformed escapes. Those the legacy grammar reads are read by it (and
# run in Unicode mode with that meaning), the others refused.
NOT_UNICODE_MODE = [
    r"a\:b",
    r"\-x",
    r"\a",
    r"[\d-z]",
    r"[a-\d]",
    r"[\w-\s]",
    "a{",
    "a{1",
    "]",
    "}",
    "^a{$",
    r"(?=a)*",
    r"(?!a)+",
    r"(?<=a)?",
    r"^*",
    r"\00",
    r"\x4",
    r"\u12",
    r"[\B]",
    "a{2,1}",
]


@pytest.mark.parametrize("pattern", NOT_UNICODE_MODE)
def test_what_unicode_mode_refuses_is_read_by_the_legacy_grammar_or_refused(pattern: str) -> None:
    with pytest.raises(regress.RegressError):
        ecma_regex(pattern, "u")
    try:
        legacy = ecma_regex(pattern, "")
    except regress.RegressError:
        with pytest.raises(ValueError):
            checked_translation(pattern)
        return
    assert decide(pattern).legacy
    ours = compile_ecma(pattern)
    bmp = [c for c in PROBES if all(ord(ch) <= 0xFFFF for ch in c)]
    differ = [
        text
        for c in bmp
        for text in (c, "a" + c, c + "a", "a" + c + "b", c + "{")
        if (ours.search(text) is not None) != (legacy.find(text) is not None)
    ]
    assert not differ, f"{pattern!r} judged differently on {[ascii(t) for t in differ[:12]]}"


def test_node_refuses_them_too_and_takes_the_escaped_spellings() -> None:
    """V8, which runs the TypeScript package, agrees: each throws in Unicode mode, and the
    spellings of the same characters that Unicode mode allows compile and are accepted here."""
    import json
    import subprocess

    from support import typescript_toolchain

    node, _ = typescript_toolchain()
    escaped = [r"a\{", r"\]", r"\}", r"[\d\-z]", r"a\??b|\/", r"[\w-]", r"\0", r"[\b]"]
    script = (
        "const out = {};"
        "for (const p of JSON.parse(process.argv[1])) {"
        " try { new RegExp(p, 'u'); out[p] = true; } catch { out[p] = false; } }"
        "console.log(JSON.stringify(out));"
    )
    done = subprocess.run(
        [node, "-e", script, json.dumps(NOT_UNICODE_MODE + escaped)],
        capture_output=True,
        text=True,
        check=True,
    )
    compiles = json.loads(done.stdout)
    assert [p for p in NOT_UNICODE_MODE if compiles[p]] == []
    assert [p for p in escaped if not compiles[p]] == []
    for pattern in escaped:
        checked_translation(pattern)
