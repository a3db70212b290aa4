"""Outside text into TypeScript comments: one encoder per place (`//` lines, JSDoc blocks).

A comment holds the text exactly, in a convention of its own: a backslash is written `\\u005c`,
so every `\\uXXXX` in a comment is an escape. What is no printable character (line breaks, lone
surrogates, bidirectional controls) is written as its escape, so a comment cannot end early or
show text in another order than the compiler reads it. A line starting like a directive of the
compiler or of a tool that reads TypeScript comments gets its first character escaped, so schema
text never becomes one; `*/` in a JSDoc block is written `*\\/`. (String literals are
`typescript_checks.ts_literal`'s.)"""

from __future__ import annotations

import re
import unicodedata

# Openings of comment lines that tools read as instructions, after the comment's own `//` or
# ` * ` and any white space: `@ts-ignore`, `@ts-expect-error`, `@ts-nocheck` and JSDoc tags
# (tsc reads `/** @ts-ignore */` as the directive); `/// <reference`, `<amd-module`; the lint,
# format and coverage tools' markers; `#region` folding markers; `*/` can never end the
# comment, and a leading `/` or `*` could make the line look like a comment opener to a tool.
DIRECTIVE = re.compile(
    r"\s*(?:[@#</*!]|(?:eslint|tslint|prettier-ignore|istanbul|c8|jshint|jslint|global|globals|"
    r"exported|biome-ignore|deno-lint-ignore|deno-fmt-ignore|dprint-ignore|webpack|"
    r"sourceMappingURL|sourceURL|noinspection)\b)"
)


def escape_char(ch: str) -> str:
    """`ch` as `\\uXXXX` escapes of its UTF-16 code units."""
    return "".join(f"\\u{b:04x}" for b in _utf16(ch)) if len(ch) == 1 else ch


def _utf16(ch: str) -> list[int]:
    code = ord(ch)
    if code < 0x10000:
        return [code]
    code -= 0x10000
    return [0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)]


_AS_IS = re.compile(r"[ -\[\]-~]*")


def _plain(ch: str, newline_ok: bool) -> bool:
    if ch == "\n":
        return newline_ok
    if ch == "\\":
        return False
    # printable excludes the format characters (Cf), bidirectional controls among them
    return ch.isprintable() and unicodedata.category(ch) not in ("Cs", "Zl", "Zp")


def _line(text: str) -> str:
    """One line of comment text, escaped, its first character escaped too when the line would
    start like a directive."""
    if _AS_IS.fullmatch(text):  # printable ASCII but `\\`: every character plain
        body = text
    else:
        body = "".join(ch if _plain(ch, False) else escape_char(ch) for ch in text)
    match = DIRECTIVE.match(body)
    if match is not None:
        at = len(body) - len(body.lstrip())
        body = body[:at] + escape_char(body[at]) + body[at + 1 :]
    return body


def comment_text(text: str) -> str:
    """Outside text in a `//` comment: one line, escaped as the module says."""
    return _line(text)


def doc_comment(text: str, ind: str = "") -> list[str]:
    """A JSDoc comment holding `text`, one comment line per line of the text."""
    if not text.strip():
        return []
    lines = [_line(line).replace("*/", "*\\/") for line in text.split("\n")]
    if len(lines) == 1:
        return [f"{ind}/** {lines[0]} */"]
    return [f"{ind}/**", *[f"{ind} * {line}".rstrip() for line in lines], f"{ind} */"]
