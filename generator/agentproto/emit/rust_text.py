"""Outside text on its way into generated Rust: identifiers, string literals, doc comments.

Every schema-supplied string (names, property names, tags, enum values, descriptions, patterns)
reaches a Rust file only through one of these encoders, so hostile text cannot end a literal or
a comment early."""

from __future__ import annotations

import re

# Rust's strict and reserved keywords (2021 edition) and the prelude names a generated module
# would shadow; an identifier equal to one gets `_` appended.
KEYWORDS = frozenset(
    [
        "as",
        "break",
        "const",
        "continue",
        "crate",
        "else",
        "enum",
        "extern",
        "false",
        "fn",
        "for",
        "if",
        "impl",
        "in",
        "let",
        "loop",
        "match",
        "mod",
        "move",
        "mut",
        "pub",
        "ref",
        "return",
        "self",
        "Self",
        "static",
        "struct",
        "super",
        "trait",
        "true",
        "type",
        "unsafe",
        "use",
        "where",
        "while",
        "async",
        "await",
        "dyn",
        "abstract",
        "become",
        "box",
        "do",
        "final",
        "macro",
        "override",
        "priv",
        "typeof",
        "unsized",
        "virtual",
        "yield",
        "try",
        "gen",
        "union",
    ]
)
PRELUDE = frozenset(
    [
        "Option",
        "Some",
        "None",
        "Result",
        "Ok",
        "Err",
        "Vec",
        "String",
        "Box",
        "ToString",
        "ToOwned",
        "Clone",
        "Copy",
        "Default",
        "Drop",
        "Eq",
        "PartialEq",
        "Ord",
        "PartialOrd",
        "Fn",
        "FnMut",
        "FnOnce",
        "Iterator",
        "IntoIterator",
        "Extend",
        "Send",
        "Sync",
        "Sized",
        "Debug",
        "Into",
        "From",
        "AsRef",
        "AsMut",
        "Value",
    ]
)
_NOT_IDENTIFIER = re.compile(r"[^0-9A-Za-z_]")


def rust_name(text: str, prefix: str, reserved: frozenset[str] = frozenset()) -> str:
    """The one rule making a Rust identifier of outside text: characters other than ASCII
    letters, digits and `_` become `_`; an empty name, or one starting with a digit or `_`,
    gets `prefix`; a keyword, prelude name or `reserved` name gets `_` appended."""
    name = _NOT_IDENTIFIER.sub("_", text)
    if not name or name[0].isdigit() or name[0] == "_":
        name = prefix + name
    if name in KEYWORDS or name in PRELUDE or name in reserved:
        name += "_"
    return name


def snake(text: str) -> str:
    """`stopReason` / `StopReason` / `stop-reason` -> `stop_reason` (before `rust_name`)."""
    text = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", text)
    return re.sub(r"[^0-9A-Za-z]+", "_", text).lower()


def field_name(text: str, reserved: frozenset[str] = frozenset()) -> str:
    """A property's Rust field: snake case with no doubled, leading or trailing `_` (rustc's
    `non_snake_case` lint refuses them); a property starting with `_` keeps that as `u_`
    (`__class__` -> `u_class`, apart from `class` -> `class_`), an empty or digit-led one
    gets `f_`; keywords and `reserved` names get `_` appended by `rust_name`."""
    words = re.sub(r"_+", "_", snake(text))
    lead = words.startswith("_")
    words = words.strip("_")
    if lead:
        words = f"u_{words}" if words else "u"
    return rust_name(words, "f_", reserved)


def helper_stem(text: str) -> str:
    """The stem of an alias's `<stem>_validate` / `<stem>_is_valid`: its field name without the
    `_` a keyword takes (`For` -> `for`, not `for_`, whose `for__validate` rustc's
    `non_snake_case` lint refuses); with the suffix it is no keyword."""
    return field_name(text).rstrip("_") or field_name(text)


def pascal(text: str) -> str:
    """`in_progress` / `in-progress` -> `InProgress` (before `rust_name`)."""
    words = re.split(r"[^0-9A-Za-z]+", text)
    return "".join(w[:1].upper() + w[1:] for w in words if w)


# Printable ASCII but the quote and the backslash: written as it is, without the walk character
# by character (most schema text).
_AS_IS = re.compile(r"[ !#-\[\]-~]*")
_PRINTABLE_ASCII = re.compile(r"[ -~]*")


def rust_string(text: str) -> str:
    """A Rust string literal holding `text` exactly. Characters outside printable ASCII are
    written as `\\u{...}` escapes; a lone surrogate (which no Rust string can hold) becomes
    U+FFFD, the only faithful thing a UTF-8 string can say of it."""
    if _AS_IS.fullmatch(text):
        return f'"{text}"'
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif 0x20 <= code < 0x7F:
            out.append(ch)
        elif 0xD800 <= code <= 0xDFFF:
            out.append("\\u{fffd}")
        else:
            out.append(f"\\u{{{code:x}}}")
    out.append('"')
    return "".join(out)


def doc_lines(text: str, marker: str = "///") -> list[str]:
    """`text` as doc comment lines. A doc comment runs to the end of its line, so only line
    breaks (`\\n`, `\\r`, U+2028, U+2029, and the other characters Rust counts as one) could
    end it; they start a new comment line. Every other character that is not printable (control
    and format characters, lone surrogates) is written as a visible escape: rustc refuses the
    bidirectional controls (U+202A-U+202E, U+2066-U+2069, ...) in comments, as they could show
    the code in another order than the compiler reads it. A `*/` needs nothing as `///` is not a
    block comment, and no Rust tool reads a `///` or `//` line's text as an instruction."""
    lines = []
    for line in re.split(r"\r\n|[\n\r\u2028\u2029\x0b\x0c\x85]", text):
        if _PRINTABLE_ASCII.fullmatch(line):
            body = line
        else:
            body = "".join(ch if ch.isprintable() else f"\\u{{{ord(ch):x}}}" for ch in line)
        lines.append(f"{marker} {body}".rstrip())
    return lines


def comment_text(text: str) -> str:
    """`text` for a one-line `//` comment: line breaks and controls escaped as in doc lines."""
    return " ".join(doc_lines(text, "")).replace("\n", " ").strip()
