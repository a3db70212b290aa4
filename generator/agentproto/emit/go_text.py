"""Outside text into Go source: one encoder per place (string literals, comments, identifiers),
so hostile names and descriptions cannot break a generated package."""

from __future__ import annotations

import re

# Go's keywords and predeclared identifiers: a generated identifier never takes one of these.
KEYWORDS = frozenset(
    [
        "break",
        "case",
        "chan",
        "const",
        "continue",
        "default",
        "defer",
        "else",
        "fallthrough",
        "for",
        "func",
        "go",
        "goto",
        "if",
        "import",
        "interface",
        "map",
        "package",
        "range",
        "return",
        "select",
        "struct",
        "switch",
        "type",
        "var",
    ]
)


# Text that is written as it is, without the walk character by character (most schema text):
# printable ASCII but the quote and the backslash in a string literal, but the backslash in a
# comment.
_AS_IS = re.compile(r"[ !#-\[\]-~]*")
_AS_IS_IN_COMMENT = re.compile(r"[ -\[\]-~]*")


def go_string(text: str) -> str:
    """A Go interpreted string literal holding `text`. A lone surrogate (which JSON can carry
    but UTF-8 cannot) becomes U+FFFD, as encoding/json decodes it."""
    if _AS_IS.fullmatch(text):
        return f'"{text}"'
    out = ['"']
    for ch in text:
        cp = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif 0xD800 <= cp <= 0xDFFF:
            out.append("\\uFFFD")
        elif ch.isprintable() and ch != "\u2028" and ch != "\u2029" and cp != 0xFEFF:
            out.append(ch)
        elif cp < 0x80:
            out.append(f"\\x{cp:02x}")
        elif cp <= 0xFFFF:
            out.append(f"\\u{cp:04x}")
        else:
            out.append(f"\\U{cp:08x}")
    out.append('"')
    return "".join(out)


def comment_text(text: str) -> str:
    """One comment line's text: every non-printable character (line breaks included) written
    as its escape, so the comment cannot end early or hide text."""
    if _AS_IS_IN_COMMENT.fullmatch(text):
        return text
    out = []
    for ch in text:
        cp = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch.isprintable() and not 0xD800 <= cp <= 0xDFFF and cp != 0xFEFF:
            out.append(ch)
        elif cp <= 0xFFFF:
            out.append(f"\\u{cp:04x}")
        else:
            out.append(f"\\U{cp:08x}")
    return "".join(out)


# Openings of comment text that the toolchain or its linters read as instructions: `+build`
# (with any space before it, so gofmt would move the line into the file's build constraints),
# `go:` and `lint:` directives, `nolint`, cgo's `#` lines; a leading `/` could make a `///`.
# Such a line gets its first character escaped (`\u002b`), so schema text is never a directive.
DIRECTIVE = re.compile(r"\s*(?:[+#/!@]|go:|lint:|nolint\b)")


def comment_line(text: str) -> str:
    """One line of a comment: escaped as `comment_text`, and never starting like a directive."""
    body = comment_text(text)
    if DIRECTIVE.match(body):
        at = len(body) - len(body.lstrip())
        body = body[:at] + f"\\u{ord(body[at]):04x}" + body[at + 1 :]
    return body


def comment_lines(text: str, indent: str = "") -> list[str]:
    """A description as `//` lines: one per line of the text, each escaped."""
    if not text.strip():
        return []
    return [f"{indent}// {comment_line(line)}".rstrip() for line in text.strip("\n").split("\n")]


def exported(text: str, prefix: str = "T") -> str:
    """An exported Go identifier from outside text: words of ASCII letters and digits, each
    capitalised and joined; empty or digit-first text gets `prefix` in front."""
    words = [w for w in re.split(r"[^0-9A-Za-z]+", text) if w]
    name = "".join(w[0].upper() + w[1:] for w in words)
    if not name or name[0].isdigit():
        name = prefix + name
    return name


# Go's predeclared identifiers and `init`: a package named like one would shadow it in every
# file importing the package (the conformance program's `func(data []byte) (any, error)`).
PREDECLARED = frozenset(
    [
        "any",
        "bool",
        "byte",
        "comparable",
        "complex64",
        "complex128",
        "error",
        "float32",
        "float64",
        "int",
        "int8",
        "int16",
        "int32",
        "int64",
        "rune",
        "string",
        "uint",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
        "uintptr",
        "true",
        "false",
        "iota",
        "nil",
        "append",
        "cap",
        "clear",
        "close",
        "complex",
        "copy",
        "delete",
        "imag",
        "len",
        "make",
        "max",
        "min",
        "new",
        "panic",
        "print",
        "println",
        "real",
        "recover",
        "init",
    ]
)


def package_name(folder: str) -> str:
    """A schema folder's Go package: lower-case ASCII letters and digits only; `p` in front
    of one that is empty, starts with a digit, or is a keyword or predeclared identifier."""
    name = re.sub(r"[^0-9a-z]+", "", folder.lower())
    if not name or name[0].isdigit() or name in KEYWORDS or name in PREDECLARED:
        name = "p" + name
    return name
