"""ECMA-262 patterns (what JSON Schema's `pattern` means) translated to Python `re` syntax.

The differences that matter: `$` matches only at the very end (Python's also matches before a
trailing newline), `.` excludes every ECMA line terminator (Python's only `\\n`), `\\d`, `\\w`
and `\\b` are ASCII-only, `\\s` is ECMA's own set of white space, `\\cX` is a control character.
Syntax only Python has (`(?i)`, `(?P<n>`, `(?#...)`, `(?>...)`, possessive `a++`, `{,n}`) is no
ECMA-262 pattern and is refused rather than run with Python's meaning. Unicode property
escapes (`\\p{Letter}`, `\\p{Script=Greek}`, `\\P{...}`) become explicit character classes,
computed here with the `regex` package, so the generated code needs the standard library only.
Anything we cannot translate faithfully raises `ValueError`, which callers turn into
`Unsupported`: a pattern is never silently reinterpreted.
"""

from __future__ import annotations

import re
from functools import lru_cache

# ECMA-262 WhiteSpace and LineTerminator: Python's `\s` lacks U+FEFF and adds U+001C-U+001F.
_SPACE = "\\t\\n\\x0b\\x0c\\r \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff"
_CLASS_ESCAPES = {"d": "0-9", "w": "a-zA-Z0-9_", "s": _SPACE}
_WORD = "[a-zA-Z0-9_]"
_OUTSIDE_ESCAPES = {"d": "[0-9]", "D": "[^0-9]", "w": _WORD, "W": "[^a-zA-Z0-9_]",
                    "s": f"[{_SPACE}]", "S": f"[^{_SPACE}]",
                    # word boundaries between ASCII word characters and the rest
                    "b": f"(?:(?<={_WORD})(?!{_WORD})|(?<!{_WORD})(?={_WORD}))",
                    "B": f"(?:(?<={_WORD})(?={_WORD})|(?<!{_WORD})(?!{_WORD}))"}
# ECMA's `.` stops at every line terminator, not only at `\n`.
_DOT = "[^\\n\\r\\u2028\\u2029]"
# What may follow `(?` in ECMA-262: a non-capturing group, a lookaround or a named group.
_GROUP_OPENERS = (":", "=", "!", "<=", "<!", "<")
_QUANTIFIER = re.compile(r"\{[0-9]+(?:,[0-9]*)?\}")


def translate(pattern: str) -> str:
    out: list[str] = []
    i, n, in_class = 0, len(pattern), False
    # after a quantifier ("q") only a lazy `?` may follow, and after that ("lazy") nothing:
    # Python reads `a++` as possessive and `a{2}{3}` as nested; ECMA-262 has nothing to repeat
    after = ""
    while i < n:
        ch = pattern[i]
        if not in_class and ch in "*+?{":
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
            if i + 1 >= n:
                raise ValueError("pattern ends with a lone backslash")
            nxt = pattern[i + 1]
            if nxt in "pP":
                end = pattern.find("}", i)
                if pattern[i + 2:i + 3] != "{" or end < 0:
                    raise ValueError(f"\\{nxt} must be followed by {{name}}")
                ranges = property_class(pattern[i + 3:end])
                if in_class and nxt == "P":
                    raise ValueError("\\P{...} inside a character class is not supported")
                out.append(ranges if in_class else f"[{'^' if nxt == 'P' else ''}{ranges}]")
                i = end + 1
                continue
            if nxt in "DWS" and in_class:
                raise ValueError(f"\\{nxt} inside a character class is not supported")
            if nxt == "c" and pattern[i + 2:i + 3].isascii() and pattern[i + 2:i + 3].isalpha():
                out.append(f"\\x{ord(pattern[i + 2]) % 32:02x}")
                i += 3
                continue
            if nxt == "c" or nxt == "k":
                raise ValueError(f"\\{nxt} escapes are not supported")
            if nxt == "u" and pattern[i + 2:i + 3] == "{":
                end = pattern.index("}", i)
                out.append(f"\\U{int(pattern[i + 3:end], 16):08x}")
                i = end + 1
                continue
            if nxt == "/":
                out.append("/")
            elif in_class and nxt in _CLASS_ESCAPES:
                out.append(_CLASS_ESCAPES[nxt])
            elif not in_class and nxt in _OUTSIDE_ESCAPES:
                out.append(_OUTSIDE_ESCAPES[nxt])
            elif nxt in "AZzGaeUNpPlL" or nxt == "0" and pattern[i + 2:i + 3].isdigit():
                raise ValueError(f"\\{nxt} has no ECMA-262 meaning we can reproduce")
            else:
                out.append(pattern[i:i + 2])
            i += 2
            continue
        if in_class:
            if ch == "]":
                in_class = False
            elif ch == "[":
                out.append("\\[")
                i += 1
                continue
            out.append(ch)
        elif ch == "[":
            negated = pattern[i + 1:i + 2] == "^"
            body = i + 2 if negated else i + 1
            if pattern[body:body + 1] == "]":  # ECMA `[]` matches nothing, `[^]` anything
                out.append(r"[\s\S]" if negated else "(?!)")
                i = body + 1
                continue
            in_class = True
            out.append("[^" if negated else "[")
            i = body
            continue
        elif ch == "$":
            out.append(r"(?!(?s:.))")
        elif ch == ".":
            out.append(_DOT)
        elif ch == "(" and pattern[i + 1:i + 2] == "?":
            opener = next((o for o in _GROUP_OPENERS if pattern.startswith(o, i + 2)), None)
            if opener is None:
                raise ValueError(f"{pattern[i:i + 3]!r} opens no ECMA-262 group (modifiers and "
                                 "Python's extensions are not supported)")
            out.append("(?P<" if opener == "<" else f"(?{opener}")
            i += 2 + len(opener)
            continue
        else:
            out.append(ch)
        i += 1
    return "".join(out)


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


@lru_cache(maxsize=1024)
def compile_ecma(pattern: str) -> re.Pattern[str]:
    return re.compile(checked_translation(pattern))


def checked_translation(pattern: str) -> str:
    """`translate`, and proof that Python compiles the result: a generated module must import."""
    translated = translate(pattern)
    try:
        re.compile(translated)
    except re.error as exc:
        raise ValueError(f"not a pattern we can run: {exc}") from None
    return translated
