"""ECMA-262 patterns (what JSON Schema's `pattern` means) translated to Python `re` syntax.

The differences that matter: `$` matches only at the very end (Python's also matches before a
trailing newline), `.` excludes every ECMA line terminator (Python's only `\\n`), `\\d`, `\\w`
and `\\b` are ASCII-only, `\\s` is ECMA's own set of white space, `\\cX` is a control character.
Syntax only Python has (`(?i)`, `(?P<n>`, `(?#...)`, `(?>...)`, possessive `a++`, `{,n}`) is no
ECMA-262 pattern and is refused rather than run with Python's meaning. A class holding a
complemented set (`[a\\S]`, `[^\\P{L}\\d]`) is rewritten, as Python's classes cannot hold one.
Unicode property escapes (`\\p{Letter}`, `\\p{Script=Greek}`, `\\P{...}`) become explicit
character classes, computed here with the `regex` package, so the generated code needs the
standard library only.
Anything we cannot translate faithfully raises `ValueError`, which callers turn into
`Unsupported`: a pattern is never silently reinterpreted.
A pattern `re` could take exponential time on (`regex_guard`) is run by the runtime's
linear-time matcher instead, as an NFA program (`regex_nfa`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from .regex_guard import guard
from .regex_nfa import compile_program, encode

# ECMA-262 WhiteSpace and LineTerminator: Python's `\s` lacks U+FEFF and adds U+001C-U+001F.
_SPACE = "\\t\\n\\x0b\\x0c\\r \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"
# `\d`, `\w`, `\s` as class bodies; `\D`, `\W`, `\S` are their complements.
_SETS = {"d": "0-9", "w": "a-zA-Z0-9_", "s": _SPACE}
_WORD = f"[{_SETS['w']}]"
# Word boundaries between ASCII word characters and the rest (inside a class `\b` is a
# backspace in both dialects).
_BOUNDARIES = {
    "b": f"(?:(?<={_WORD})(?!{_WORD})|(?<!{_WORD})(?={_WORD}))",
    "B": f"(?:(?<={_WORD})(?={_WORD})|(?<!{_WORD})(?!{_WORD}))",
}
# ECMA's `.` stops at every line terminator, not only at `\n`.
_DOT = "[^\\n\\r\\u2028\\u2029]"
# What may follow `(?` in ECMA-262: a non-capturing group, a lookaround or a named group.
_GROUP_OPENERS = (":", "=", "!", "<=", "<!", "<")
_QUANTIFIER = re.compile(r"\{[0-9]+(?:,[0-9]*)?\}")


def translate(pattern: str) -> str:
    out: list[str] = []
    i, n = 0, len(pattern)
    # after a quantifier ("q") only a lazy `?` may follow, and after that ("lazy") nothing:
    # Python reads `a++` as possessive and `a{2}{3}` as nested; ECMA-262 has nothing to repeat
    after = ""
    while i < n:
        ch = pattern[i]
        if ch in "*+?{":
            if after == "q" and ch == "?":
                out.append("?")
                i += 1
                after = "lazy"
                continue
            if after:
                raise ValueError(f"{ch!r} after a quantifier: nothing to repeat in ECMA-262")
            if ch == "{":
                bound = _QUANTIFIER.match(pattern, i)
                if bound is None:
                    if re.match(r"\{,[0-9]", pattern[i:]):
                        raise ValueError("'{,n}' is no ECMA-262 quantifier")
                    out.append("\\{")  # a literal brace, as in ECMA's legacy grammar
                    i += 1
                    continue
                out.append(bound[0])
                i = bound.end()
            else:
                out.append(ch)
                i += 1
            after = "q"
            continue
        after = ""
        if ch == "\\":
            if pattern.startswith("k<", i + 1):
                end = pattern.find(">", i)
                if end < 0:
                    raise ValueError("\\k<name> is not closed")
                out.append(f"(?P={pattern[i + 3 : end]})")
                i = end + 1
                continue
            text, negated, i = _backslash(pattern, i, in_class=False)
            out.append(f"[^{negated}]" if negated else text)
        elif ch == "[":
            text, i = _character_class(pattern, i)
            out.append(text)
        elif ch == "(" and pattern.startswith("?", i + 1):
            opener = next((o for o in _GROUP_OPENERS if pattern.startswith(o, i + 2)), None)
            if opener is None:
                raise ValueError(
                    f"{pattern[i : i + 3]!r} opens no ECMA-262 group (modifiers and "
                    "Python's extensions are not supported)"
                )
            out.append("(?P<" if opener == "<" else f"(?{opener}")
            i += 2 + len(opener)
        else:
            out.append(r"(?!(?s:.))" if ch == "$" else _DOT if ch == "." else ch)
            i += 1
    return "".join(out)


def _character_class(pattern: str, i: int) -> tuple[str, int]:
    """The class opening at `pattern[i]` and the index after it. Python's classes cannot hold a
    complemented set such as `\\S` or `\\P{L}`, so a class with one becomes a union of classes
    (`[a\\S]` is `(?:[a]|[^<space>])`), or for `[^...]` an intersection written with lookaheads."""
    n = len(pattern)
    negated = pattern.startswith("^", i + 1)
    i += 2 if negated else 1
    if pattern.startswith("]", i):  # ECMA `[]` matches nothing, `[^]` anything
        return (r"[\s\S]" if negated else "(?!)"), i + 1
    items: list[str] = []
    complements: list[str] = []  # bodies of the sets whose complement the class holds
    while i < n and pattern[i] != "]":
        if pattern[i] == "\\":
            start = i
            text, complement, i = _backslash(pattern, i, in_class=True)
            if complement:
                if pattern[start - 1 : start] == "-" or pattern.startswith("-", i):
                    raise ValueError("a range with a set escape at one end")
                complements.append(complement)
            else:
                items.append(text)
        else:
            # `[` and Python's set-operation characters are plain characters in ECMA classes
            items.append("\\" + pattern[i] if pattern[i] in "[&~|" else pattern[i])
            i += 1
    if i >= n:
        raise ValueError("a character class is not closed")
    body = "".join(items)
    if not complements:
        return f"[{'^' if negated else ''}{body}]", i + 1
    if not negated:
        return "(?:" + "|".join(
            ([f"[{body}]"] if body else []) + [f"[^{c}]" for c in complements]
        ) + ")", i + 1
    # not (body or not A or not B) = not body, and A, and B
    *tests, last = complements
    return (
        "(?:"
        + (f"(?![{body}])" if body else "")
        + "".join(f"(?=[{c}])" for c in tests)
        + f"[{last}])"
    ), i + 1


def _backslash(pattern: str, i: int, *, in_class: bool) -> tuple[str, str, int]:
    """The escape at `pattern[i]` (a backslash): (its translation, or "" and the body of the set
    it is the complement of (`\\S`, `\\P{...}`); the index after it)."""
    if i + 1 >= len(pattern):
        raise ValueError("pattern ends with a lone backslash")
    nxt = pattern[i + 1]
    if nxt in "pP":
        end = pattern.find("}", i)
        if pattern[i + 2 : i + 3] != "{" or end < 0:
            raise ValueError(f"\\{nxt} must be followed by {{name}}")
        ranges = property_class(pattern[i + 3 : end])
        if nxt == "P":
            return "", ranges, end + 1
        return (ranges if in_class else f"[{ranges}]"), "", end + 1
    if nxt.lower() in _SETS:
        body = _SETS[nxt.lower()]
        if nxt.isupper():
            return "", body, i + 2
        return (body if in_class else f"[{body}]"), "", i + 2
    if nxt in _BOUNDARIES and not in_class:
        return _BOUNDARIES[nxt], "", i + 2
    if nxt == "c" and pattern[i + 2 : i + 3].isascii() and pattern[i + 2 : i + 3].isalpha():
        return f"\\x{ord(pattern[i + 2]) % 32:02x}", "", i + 3
    if nxt in "ck":
        raise ValueError(f"\\{nxt} here has no ECMA-262 meaning we can reproduce")
    if nxt == "u" and pattern[i + 2 : i + 3] == "{":
        end = pattern.index("}", i)
        return f"\\U{int(pattern[i + 3 : end], 16):08x}", "", end + 1
    if nxt == "/":
        return "/", "", i + 2
    if nxt in "AZzGaeUNlL" or nxt == "0" and pattern[i + 2 : i + 3].isdigit():
        raise ValueError(f"\\{nxt} has no ECMA-262 meaning we can reproduce")
    return pattern[i : i + 2], "", i + 2


# Names ECMA-262 accepts for general categories beyond the `regex` package's own spellings.
_ALIASES = {"digit": "Nd"}


@lru_cache(maxsize=256)
def property_class(name: str) -> str:
    """The body of a Python character class holding exactly the code points with a Unicode
    property (`Letter`, `Lu`, `General_Category=Letter`, `Script=Greek`, `Alphabetic`, ...)."""
    import regex

    name = _ALIASES.get(name, name)
    try:
        matcher = regex.compile(rf"\p{{{name}}}+")
    except regex.error:
        raise ValueError(f"unknown Unicode property {name!r}") from None
    ranges = [(m.start(), m.end() - 1) for m in matcher.finditer(_every_code_point())]
    if not ranges:
        raise ValueError(f"Unicode property {name!r} matches nothing")
    return "".join(_escape(a) if a == b else f"{_escape(a)}-{_escape(b)}" for a, b in ranges)


@lru_cache(maxsize=1)
def _every_code_point() -> str:
    return "".join(map(chr, range(0x110000)))


def _escape(cp: int) -> str:
    return f"\\U{cp:08x}" if cp > 0xFFFF else f"\\u{cp:04x}"


class Searchable(Protocol):
    """What both `re.Pattern` and the runtime's `LinearPattern` offer."""

    def search(self, text: str, /) -> object: ...


@lru_cache(maxsize=1024)
def compile_ecma(pattern: str) -> Searchable:
    """The pattern ready to search, as the generated code runs it."""
    translation = checked_translation(pattern)
    if translation.program is None:
        return re.compile(translation.pattern)
    from .runtime_module import runtime

    matcher: Searchable = runtime().LinearPattern(translation.program)
    return matcher


@dataclass(frozen=True)
class Translation:
    pattern: str  # Python `re` syntax, possessive where that is exactly equivalent
    program: str | None  # when `re` could backtrack exponentially: the NFA program to run


def checked_translation(pattern: str) -> Translation:
    """`translate`, guarded against catastrophic backtracking (`regex_guard`), and proof that
    Python compiles the result: a generated module must import. A pattern that could still
    backtrack exponentially gets the program of the linear-time matcher; one that also needs
    what that matcher lacks (back references, longer lookarounds) is refused."""
    translated = translate(pattern)
    try:
        re.compile(translated)
    except re.error as exc:
        raise ValueError(f"not a pattern we can run: {exc}") from None
    guarded = guard(translated)
    if guarded.backtracks:
        try:
            return Translation(translated, encode(compile_program(translated)))
        except ValueError as exc:
            raise ValueError(f"{guarded.backtracks}, and {exc}") from None
    re.compile(guarded.pattern)  # the rewrite is ours: a failure here is a bug, not the schema's
    return Translation(guarded.pattern, None)
