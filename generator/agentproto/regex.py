"""ECMA-262 patterns (what JSON Schema's `pattern` means) translated to Python `re` syntax.

The differences that matter: `$` matches only at the very end (Python's also matches before a
trailing newline), `\\d` and `\\w` are ASCII-only, `\\D`/`\\W` their complements, and `\\Z` /
`\\A` / `(?P` mean nothing special in ECMA. Anything we cannot translate faithfully raises
`ValueError`, which callers turn into `Unsupported`: a pattern is never silently reinterpreted.
"""

from __future__ import annotations

import re
from functools import lru_cache

_CLASS_ESCAPES = {"d": "0-9", "w": "a-zA-Z0-9_"}
_OUTSIDE_ESCAPES = {"d": "[0-9]", "D": "[^0-9]", "w": "[a-zA-Z0-9_]", "W": "[^a-zA-Z0-9_]"}


def translate(pattern: str) -> str:
    out: list[str] = []
    i, n, in_class = 0, len(pattern), False
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            if i + 1 >= n:
                raise ValueError("pattern ends with a lone backslash")
            nxt = pattern[i + 1]
            if nxt in "pP":
                raise ValueError("Unicode property escapes (\\p{...}) are not supported yet")
            if nxt in "DW" and in_class:
                raise ValueError(f"\\{nxt} inside a character class is not supported")
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
        elif ch == "(" and pattern[i + 1:i + 3] == "?<" and pattern[i + 3:i + 4] not in ("=", "!"):
            out.append("(?P<")
            i += 3
            continue
        else:
            out.append(ch)
        i += 1
    return "".join(out)


@lru_cache(maxsize=1024)
def compile_ecma(pattern: str) -> re.Pattern[str]:
    return re.compile(translate(pattern))
