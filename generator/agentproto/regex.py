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
_SET_ESCAPES = frozenset("dDsSwWpP")


# Repetition counts above this are refused: Python's `re` cannot hold counts near 2^32, and
# the targets' engines part ways long before (a bound this large is no schema's intent).
MAX_REPEAT = 100_000
# What may follow a backslash in Unicode mode besides the letters handled one by one: the
# syntax characters and `/` (an identity escape of anything else is a syntax error there).
_SYNTAX = frozenset("^$\\.*+?()[]{}|/")
_HEX = re.compile(r"[0-9A-Fa-f]{2}")
_HEX4 = re.compile(r"[0-9A-Fa-f]{4}")
_CODE_POINT = re.compile(r"\{([0-9A-Fa-f]+)\}")


def translate(pattern: str) -> str:
    """`pattern`, an ECMA-262 pattern in Unicode mode (`u`, the mode JSON Schema's targets
    compile with), in Python's syntax. What Unicode mode refuses is refused here (`ValueError`),
    so no target's package fails as it loads: identity escapes of characters other than syntax
    characters (`\\:`, `\\-` outside a class), lone `{`, `}` and `]`, ranges with a set at one
    end (`[\\d-z]`), quantified assertions, and counts out of order or beyond `MAX_REPEAT`."""
    out: list[str] = []
    i, n = 0, len(pattern)
    # after a quantifier ("q") only a lazy `?` may follow, and after that ("lazy") nothing:
    # Python reads `a++` as possessive and `a{2}{3}` as nested; ECMA-262 has nothing to repeat;
    # "assertion": after `^`, `$`, `\\b`, `\\B` or a lookaround, which no quantifier may follow
    after = "start"
    groups: list[bool] = []  # per open group: whether it is a lookaround
    while i < n:
        ch = pattern[i]
        if ch in "*+?{":
            if after == "q" and ch == "?":
                out.append("?")
                i += 1
                after = "lazy"
                continue
            if ch == "{":
                bound = _QUANTIFIER.match(pattern, i)
                if bound is None:
                    if re.match(r"\{,[0-9]", pattern[i:]):
                        raise ValueError("'{,n}' is no ECMA-262 quantifier")
                    raise ValueError(
                        "a '{' that starts no quantifier is a syntax error in Unicode mode "
                        "(write '\\{' for the character)"
                    )
                least, _, most = bound[0][1:-1].partition(",")
                counts = [int(least)] + ([int(most)] if most else [])
                if max(counts) > MAX_REPEAT:
                    raise ValueError(
                        f"the repetition count {max(counts)} is more than the {MAX_REPEAT} "
                        "agentproto supports"
                    )
                if len(counts) == 2 and counts[1] < counts[0]:
                    raise ValueError(f"{bound[0]!r}: the counts are out of order")
            if after:
                what = "an assertion" if after == "assertion" else "nothing"
                raise ValueError(f"{ch!r} after {what}: nothing to repeat in ECMA-262")
            if ch == "{":
                assert bound is not None
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
            if pattern[i + 1 : i + 2] in ("b", "B"):
                after = "assertion"
            text, negated, i = _backslash(pattern, i, in_class=False)
            out.append(f"[^{negated}]" if negated else text)
        elif ch == "[":
            text, i = _character_class(pattern, i)
            out.append(text)
        elif ch in "]}":
            raise ValueError(
                f"a lone {ch!r} is a syntax error in Unicode mode (write '\\{ch}' for the character)"
            )
        elif ch == "(":
            opener = ""
            if pattern.startswith("?", i + 1):
                found = next((o for o in _GROUP_OPENERS if pattern.startswith(o, i + 2)), None)
                if found is None:
                    raise ValueError(
                        f"{pattern[i : i + 3]!r} opens no ECMA-262 group (modifiers and "
                        "Python's extensions are not supported)"
                    )
                opener = found
                out.append("(?P<" if opener == "<" else f"(?{opener}")
                i += 2 + len(opener)
            else:
                out.append("(")
                i += 1
            groups.append(opener in ("=", "!", "<=", "<!"))
            after = "start"
        elif ch == ")":
            if groups and groups.pop():
                after = "assertion"
            out.append(")")
            i += 1
        elif ch == "|":
            out.append("|")
            i += 1
            after = "start"
        else:
            if ch in "^$":
                after = "assertion"
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
    first = i
    while i < n and pattern[i] != "]":
        if pattern[i] == "\\":
            start = i
            is_set = pattern[i + 1 : i + 2] in _SET_ESCAPES
            text, complement, i = _backslash(pattern, i, in_class=True)
            if is_set and (
                (start - 1 > first and pattern[start - 1] == "-" and pattern[start - 2] != "\\")
                or (pattern.startswith("-", i) and not pattern.startswith("-]", i))
            ):
                raise ValueError(
                    "a range with a set escape at one end is a syntax error in Unicode mode"
                )
            if complement:
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
    if nxt == "u":
        point = _CODE_POINT.match(pattern, i + 2)
        if point is not None and int(point[1], 16) <= 0x10FFFF:
            return f"\\U{int(point[1], 16):08x}", "", point.end()
        if _HEX4.match(pattern, i + 2):
            return pattern[i : i + 6], "", i + 6
        raise ValueError("\\u must be followed by four hex digits or {a code point}")
    if nxt == "x":
        if _HEX.match(pattern, i + 2):
            return pattern[i : i + 4], "", i + 4
        raise ValueError("\\x must be followed by two hex digits")
    if nxt == "/":
        return "/", "", i + 2
    if nxt == "0" and pattern[i + 2 : i + 3].isdigit():
        raise ValueError("\\0 followed by a digit is a syntax error in Unicode mode")
    # these mean the same in Python: the control escapes, `\\0`, `\\b` in a class (backspace),
    # back references (Python checks that the group exists), the syntax characters and `\\-`
    # in a class
    if (
        nxt in _SYNTAX
        or nxt in "fnrtv0"
        or (nxt in "123456789" and not in_class)
        or (nxt in "b-" and in_class)
    ):
        return pattern[i : i + 2], "", i + 2
    raise ValueError(
        f"\\{nxt} is a syntax error in Unicode mode (only syntax characters and '/' may be "
        "escaped to stand for themselves)"
    )


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
