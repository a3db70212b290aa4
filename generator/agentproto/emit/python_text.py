"""Text from outside (file names, property names, titles, descriptions, enum values, `--package`)
reaches generated files only through the encoders here: one per kind of place it lands in, each
exact (the text means what it said) and unable to end the place early. Identifiers are made by
one rule, `python_name`; string literals by `jinja.py_literal` (`repr`)."""

from __future__ import annotations

import keyword
import re

# The names a generated module binds besides its own declarations: its imports and the builtins
# its code and annotations use. A declaration or an attribute spelled like one of these would
# shadow it, so `python_name` mangles it.
MODULE_IMPORTS = frozenset(
    {
        "json",
        "re",
        "rt",
        "_behaviour",
        "Callable",
        "Iterable",
        "dataclass",
        "field",
        "Enum",
        "Any",
        "ClassVar",
        "Literal",
        "Self",
        "TypeAlias",
        "cast",
        "UNSET",
        "JsonValue",
        "Problem",
        "Unset",
        "ValidationError",
        "Optional",
        "Union",
        "Final",
    }
)
BUILTINS_USED = frozenset(
    {
        "str",
        "int",
        "float",
        "bool",
        "bytes",
        "list",
        "dict",
        "tuple",
        "frozenset",
        "set",
        "type",
        "object",
        "isinstance",
        "hasattr",
        "repr",
        "len",
        "all",
        "any",
        "map",
        "NotImplemented",
        "ValueError",
        "None",
        "True",
        "False",
        "cls",
        "self",
    }
)
RESERVED = MODULE_IMPORTS | BUILTINS_USED

_NOT_IDENTIFIER = re.compile(r"[^0-9A-Za-z_]")


def python_name(text: str, prefix: str, reserved: frozenset[str] = RESERVED) -> str:
    """The one rule turning outside text into a Python identifier:

    - every character but ASCII letters, digits and `_` becomes `_` (ASCII only: Python folds
      non-ASCII identifiers with NFKC, so two different names could become one);
    - a name that is empty, starts with a digit, or starts with `_` (private, dunder and
      mangled `__names` included) gets `prefix` in front;
    - a keyword, soft keyword or `reserved` name gets `_` appended.

    Different texts can meet in one name (`a-b` and `a_b`); callers refuse that, naming both."""
    name = _NOT_IDENTIFIER.sub("_", text)
    if not name or name[0].isdigit() or name[0] == "_":
        name = prefix + name
    if keyword.iskeyword(name) or keyword.issoftkeyword(name) or name in reserved:
        name += "_"
    return name


def _escape(ch: str) -> str:
    """A character as Python's own escape sequence (`\\x00`, `\\u2028`, `\\ud800`)."""
    return repr(ch)[1:-1]


def doc_text(text: str) -> str:
    """`text` for the inside of a triple-quoted (non-raw) docstring, exact: backslashes doubled,
    every character that is not printable escaped (NUL, `\\r`, U+2028, tabs), except line feeds,
    and a quote escaped when another quote follows it or it ends the text, so no three quotes
    ever meet. A lone surrogate becomes the six characters of its escape (`\\ud800`): no text
    encoding holds it, and `enum` fails on a class whose docstring does."""
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif "\ud800" <= ch <= "\udfff":
            out.append("\\" + _escape(ch))
        elif ch == "\n" or (ch.isprintable() and ch != "\t"):
            out.append(ch)
        else:
            out.append(_escape(ch))
    body = "".join(out)
    # ruff's formatter strips trailing white space from docstring lines: keep it as an escape
    body = re.sub(r" (?=\n|\Z)", r"\\x20", body)
    return re.sub(r'"(?="|\Z)', r'\\"', body)


def docstring(text: str, indent: str = "    ") -> str:
    """A docstring whose value, cleaned as `inspect.getdoc` does, is `text` stripped."""
    body = doc_text((text or "").strip()) or "No description."
    first, *rest = body.split("\n")
    if not rest:
        return f'"""{first}"""'
    return (
        '"""'
        + first
        + "\n"
        + "\n".join(indent + ln if ln else "" for ln in rest)
        + f'\n{indent}"""'
    )


def comment(text: str) -> str:
    """`text` as the rest of one comment line, written as the inside of a string literal would
    be: what is not printable (line breaks, NUL, lone surrogates, U+2028) as its escape
    sequence, so the comment cannot end early; `#` as `\\x23`, because tools read directives
    (`# noqa`, `# type: ignore`, `# fmt: off`) from any `#` in a comment; `\\` doubled."""
    return "".join(
        ch if ch.isprintable() and ch not in "#\\" else "\\x23" if ch == "#" else _escape(ch)
        for ch in text
    ).rstrip()


# Openings of a comment's text that Python tools read as instructions when the comment is
# `# <text>`: type comments, lint and format switches (`noqa`, `fmt: off`, `pylint: disable`,
# `pragma: no cover`, `isort: skip`...), editor folding regions, encoding declarations, and a
# `!` that could make a shebang. A line starting like one gets its first character escaped.
DIRECTIVE = re.compile(
    r"\s*(?:[!:]|-\*-|(?:type|fmt|pylint|mypy|pyright|ruff|isort|yapf|pytype|flake8|vim|coding"
    r"|pyre-[\w-]+|black|autopep8|pycln|nopycln)\s*[:=]|(?i:noqa|nosec|pragma|region|endregion)\b)"
)


def comment_line(text: str) -> str:
    """`comment(text)` for a whole comment line: never starting like a directive."""
    body = comment(text)
    if DIRECTIVE.match(body):
        at = len(body) - len(body.lstrip())
        body = body[:at] + f"\\x{ord(body[at]):02x}" + body[at + 1 :]
    return body


def comment_lines(text: str) -> list[str]:
    """A description as comment lines, one per line of the text."""
    return [comment_line(line) for line in (text or "").strip().splitlines()]


_TOML_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


def toml_string(text: str) -> str:
    """A TOML basic string meaning `text`. TOML cannot hold a lone surrogate: ValueError."""
    out = []
    for ch in text:
        if ch in _TOML_ESCAPES:
            out.append(_TOML_ESCAPES[ch])
        elif ch < " " or ch == "\x7f":
            out.append(f"\\u{ord(ch):04X}")
        elif "\ud800" <= ch <= "\udfff":
            raise ValueError(f"{text!r} holds a lone surrogate, which no TOML string can hold")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


_PACKAGE_PART = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def package_problem(package: str) -> str | None:
    """Why `package` cannot name the generated Python package, or None when it can: it must be
    a dotted name of ASCII identifiers, none a keyword (so it stays inside the output folder,
    imports, and needs no escaping anywhere)."""
    if not package:
        return "it is empty"
    for part in package.split("."):
        if not part:
            return "it has an empty part (a leading, trailing or doubled dot)"
        if not _PACKAGE_PART.fullmatch(part):
            return (
                f"{part!r} is not a Python identifier (ASCII letters, digits and _, "
                "not starting with a digit)"
            )
        if keyword.iskeyword(part):
            return f"{part!r} is a Python keyword"
    return None
