"""The linear-time matcher (`regex_nfa` compiles, the runtime's `LinearPattern` runs) answers
exactly as `re.search` on the same Python pattern, wherever `re` finishes: on random small
patterns over a small alphabet, and on the patterns `re` could backtrack exponentially on
(which the generated code runs this way). The ECMA-262 oracle (`regress`) judges the latter in
`test_regex_ecma.py`; hostile documents in `test_hostile_schemas.py`."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from agentproto.regex import checked_translation, translate
from agentproto.regex_guard import guard
from agentproto.regex_nfa import MAX_INSTRUCTIONS, compile_program, encode
from agentproto.runtime_module import runtime

ALPHABET = "ab1 _\n-"


def linear(pattern: str) -> Any:
    return runtime().LinearPattern(encode(compile_program(pattern)))


# -- random patterns ----------------------------------------------------------------------------

# every construct the compiler takes: characters and classes, `.` with and without DOTALL,
# Unicode categories, groups, alternatives, every kind of repetition, anchors, Python's word
# boundary and one-character lookarounds (Python 3.11's `\B` never matches the empty string,
# which the NFA's `\B` does: left out)
ATOMS = st.sampled_from(
    [
        "a",
        "b",
        "1",
        " ",
        "\\n",
        "-",
        ".",
        "(?s:.)",
        "[ab]",
        "[^a]",
        "[a-b1]",
        "[^\\n ]",
        "\\d",
        "\\w",
        "\\s",
        "\\W",
        "[\\d_]",
        "^",
        "\\A",
        "\\Z",
        "\\b",
        "(?=a)",
        "(?!b)",
        "(?<=a)",
        "(?<![ab])",
        "(?=[\\w])",
        "(?!(?s:.))",
        "(?!)",
        "(?=)",
        "(?:a|.)",
    ]
)
QUANTIFIERS = st.sampled_from(
    ["*", "+", "?", "*?", "+?", "??", "{2}", "{0,2}", "{1,3}", "{2,}", "{1,2}?"]
)


def _patterns() -> st.SearchStrategy[str]:
    def grow(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        return st.one_of(
            st.lists(inner, min_size=2, max_size=4).map("".join),
            st.lists(inner, min_size=2, max_size=3).map(lambda alts: "(?:" + "|".join(alts) + ")"),
            inner.map(lambda body: f"({body})"),
            st.tuples(inner, QUANTIFIERS).map(lambda pair: f"(?:{pair[0]}){pair[1]}"),
        )

    return st.recursive(ATOMS, grow, max_leaves=10)


@settings(max_examples=600, deadline=None)
@given(_patterns(), st.lists(st.text(ALPHABET, max_size=8), min_size=1, max_size=6))
def test_random_patterns_match_as_re_does(pattern: str, texts: list[str]) -> None:
    matcher = linear(pattern)
    for text in texts:
        assert (matcher.search(text) is not None) == (re.search(pattern, text) is not None), text


# -- patterns `re` could backtrack exponentially on -----------------------------------------------

CRON = (
    "^((@(hourly|daily|weekly|monthly|yearly|once))|((((\\d+,)+\\d+|(\\d+|\\*)(\\/|-)\\d+|\\d+|\\*)"
    " ?){5,6}))$"
)
WORKFLOW = "^(.+\\/)+(.+)\\.(ya?ml)(@.+)?$"
BACKTRACKING = [
    "^(a+)+$",
    "^(a|aa)*$",
    "^(\\w+\\s?)*$",
    "(x+x+)+y",
    "^(.+/)+a$",
    CRON,
    WORKFLOW,
    "^(a|a?b)*c$",
    "(\\d+|\\d+,)*;",
    "^([a-z]+\\.?)+@\\b",
    "^(?:[\\s\\S]?a)*b$",
    "^(?:(\\d+)-)*(?:[^-]{1,3}|\\d{2,4})+$",
]


@pytest.mark.parametrize("pattern", BACKTRACKING)
def test_backtracking_patterns_get_the_linear_matcher(pattern: str) -> None:
    translated = translate(pattern)
    assert guard(translated).backtracks
    assert checked_translation(pattern).program == encode(compile_program(translated))


@pytest.mark.parametrize("pattern", BACKTRACKING)
def test_backtracking_patterns_match_as_re_does(pattern: str) -> None:
    translated = translate(pattern)
    matcher = linear(translated)
    # texts made of the pattern's own characters and a few others, short enough for `re`
    alphabet = sorted({*(c for c in pattern if c not in "()[]|^$+*?{}\\"), "a", "1", " ", "!"})

    @settings(max_examples=300, deadline=None)
    @given(st.text(st.sampled_from(alphabet), max_size=14))
    def agree(text: str) -> None:
        assert (matcher.search(text) is not None) == (re.search(translated, text) is not None)

    agree()


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        (CRON, "*/5 * * * *", True),
        (CRON, "0 12 1,15 * 1-5", True),
        (CRON, "@daily", True),
        (CRON, "1 2 3 4", False),
        (CRON, "1 2 3 4 5 6 7", False),
        (CRON, "1" * 200 + "!", False),
        (WORKFLOW, "org/repo/.github/workflows/ci.yml@v1", True),
        (WORKFLOW, "ci.yml", False),
        (WORKFLOW, "a/" * 200, False),
        (WORKFLOW, "a/b.yaml", True),
    ],
)
def test_known_answers(pattern: str, text: str, expected: bool) -> None:
    assert (linear(translate(pattern)).search(text) is not None) is expected


# -- what it refuses ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "why"),
    [
        ("^(a+)+\\1$", "back reference"),
        ("^(?=ab)(a+)+$", "lookaround longer than one character"),
        ("^(a+)+(?<!ab)$", "lookaround longer than one character"),
    ],
)
def test_backtracking_and_beyond_the_matcher_is_refused(pattern: str, why: str) -> None:
    with pytest.raises(ValueError, match="exponential") as caught:
        checked_translation(pattern)
    assert why in str(caught.value)


@pytest.mark.parametrize(
    ("pattern", "why"),
    [
        ("(?i)a", "case-insensitive"),
        ("(?m:^a)", "multi-line"),
        ("a$", "Python's `\\$`"),
        ("(?>a)", "atomic"),
        ("a++", "possessive"),
        ("(a)(?(1)b)", "conditional"),
        (f"a{{{MAX_INSTRUCTIONS}}}", "more than"),
    ],
)
def test_compiler_refuses_what_it_cannot_express(pattern: str, why: str) -> None:
    with pytest.raises(ValueError, match=why):
        compile_program(pattern)


def test_program_is_small_and_bounded_repeats_are_written_out() -> None:
    assert compile_program("a{3}") == (("char", ((97, 97),), 0, 0),) * 3 + (("match", (), 0, 0),)
    assert len(compile_program(translate(CRON))) < 400


def test_answers_hold_when_remembered_steps_are_forgotten(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runtime().LinearPattern, "_REMEMBERED", 5)  # forgets every few steps
    for pattern in BACKTRACKING:
        translated = translate(pattern)
        matcher = linear(translated)
        for text in ["1 2 3 4 5", "a/b.yml", "aaa!", "xxy", "ab cd", "a.b@", "1-2 3,4 * */5 6"]:
            expected = re.search(translated, text) is not None
            assert (matcher.search(text) is not None) == expected, (pattern, text)
            assert (matcher.search(text * 3) is not None) == (
                re.search(translated, text * 3) is not None
            )
        assert matcher._held <= 5 + len(matcher._code) + 1
