"""Check a read pattern once, then print it for every target's engine.

`decide(source)` is the one verdict on a pattern: either `Translations` (what each engine is
given; all mean the pattern's ECMA-262 Unicode-mode meaning) or `PatternRefused`, the same for
every target. A pattern is refused when it is no ECMA-262 pattern (`syntax`), or when one
target could not run it with that meaning:

- pattern modifiers (`(?i:...)`): case folding differs between engines, and Node 20 has none;
- a code point U+D800-U+DFFF written in the pattern: strings in the Rust and Go bindings are
  Unicode scalar values and cannot hold one, so such a pattern would mean one thing in Python
  and TypeScript and another there (sets that merely span the surrogates, `[^a]` or `.`, are
  fine: they match the same scalar values everywhere);
- a back reference whose group may not have taken part when the reference is reached (in an
  alternative, an optional repetition or a lookaround the reference is not in, or after the
  reference, or inside a lookbehind holding both): ECMA-262 then matches the empty string,
  Python's `re` and .NET fail;
- a repetition count above `MAX_REPEAT`;
- what Python's `re` cannot run with the same meaning (a lookbehind of varying length) or could
  take exponential time on while needing what the linear-time matcher lacks (`regex_guard`,
  `regex_nfa`).

Every set of characters is printed as explicit code point ranges (`charsets`), so no engine's
own tables decide what `\\d`, `\\s`, `\\w`, `.` or `\\p{...}` match: `\\d` is ASCII digits
everywhere, `.` stops at the four ECMA line terminators, astral characters are one character.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..regex_guard import guard
from ..regex_nfa import compile_program, encode
from . import charsets
from .charsets import Ranges
from .syntax import (
    Alt,
    Backref,
    Class,
    Dot,
    Edge,
    Group,
    Look,
    Modifiers,
    Node,
    PatternSyntaxError,
    Range,
    Repeat,
    Seq,
    parse,
    parse_legacy,
)

# Repetition counts above this are refused: Python's `re` cannot hold counts near 2^32, and
# the engines part ways long before (a bound this large is no schema's intent).
MAX_REPEAT = 100_000


class PatternRefused(ValueError):
    """A pattern no target runs: the message says why (the caller names where)."""


@dataclass(frozen=True)
class Translations:
    source: str  # as the schema writes it
    python: str  # Python `re` syntax, possessive where that is exactly equivalent
    python_plain: str  # the same before that rewrite (no possessive repetitions)
    python_program: str | None  # when `re` could backtrack exponentially: the NFA program
    ecma: str  # ECMA-262, Unicode mode, sets explicit: TypeScript's RegExp and Rust's `regress`
    re2: str  # Go's `regexp` (RE2, linear time), "" when RE2 cannot say it
    regexp2: str  # Go's regexp2 (.NET syntax, backtracking), for lookarounds and back references
    # whether a match may begin with `\B` or a lookaround: V8 would also try those between the
    # halves of a surrogate pair, so the TypeScript runtime tries code point boundaries itself
    zero_width_start: bool
    # why the Unicode grammar refuses `source` when it was read by the grammar without the
    # `u` flag instead (`syntax.parse_legacy`); "" when read in Unicode mode
    legacy: str = ""


@lru_cache(maxsize=2048)
def decide(source: str) -> Translations:
    """The one verdict on `source`: its translation for every engine, or `PatternRefused`."""
    legacy = ""
    try:
        tree = parse(source).tree
    except PatternSyntaxError as exc:
        try:  # JSON Schema asks for no `u` flag: the grammar without it, where it reads
            tree = parse_legacy(source).tree
        except PatternSyntaxError:
            raise PatternRefused(f"no ECMA-262 pattern in Unicode mode: {exc}") from None
        legacy = str(exc)
    _check(tree, ())
    sets = _Sets()
    python = _Python(sets).node(tree)
    try:
        re.compile(python)
    except re.error as exc:
        raise PatternRefused(f"Python's `re` cannot run it alike: {exc}") from None
    plain = python
    guarded = guard(python)
    program = None
    if guarded.backtracks:
        try:
            program = encode(compile_program(python))
        except ValueError as exc:
            raise PatternRefused(f"{guarded.backtracks}, and {exc}") from None
    else:
        python = guarded.pattern
    re2 = "" if _needs_backtracking(tree) else _Go(sets, re2=True).node(tree)
    return Translations(
        source=source,
        python=python,
        python_plain=plain,
        python_program=program,
        ecma=_Ecma(sets).node(tree),
        re2=re2,
        regexp2=_Go(sets, re2=False).node(tree),
        zero_width_start=_holds_zero_width(tree),
        legacy=legacy,
    )


# -- the checks every target shares ----------------------------------------------------------


def _check(node: Node, ancestors: tuple[Node, ...], root: Node | None = None) -> None:
    root = node if root is None else root
    if isinstance(node, Modifiers):
        raise PatternRefused(
            "pattern modifiers ('(?i:', '(?m:', '(?s:') are not supported: engines fold case "
            "differently"
        )
    if isinstance(node, Class):
        for item in node.items:
            if isinstance(item, Range) and (_surrogate(item.low) or _surrogate(item.high)):
                raise PatternRefused(
                    "a lone surrogate (U+D800-U+DFFF): strings in the Rust and Go bindings "
                    "cannot hold one"
                )
        try:
            charsets.resolve(node)
        except charsets.UnknownProperty as exc:
            raise PatternRefused(str(exc)) from None
        return
    if isinstance(node, Repeat):
        counts = [node.least] + ([node.most] if node.most is not None else [])
        if max(counts) > MAX_REPEAT:
            raise PatternRefused(
                f"the repetition count {max(counts)} is more than the {MAX_REPEAT} agentproto "
                "supports"
            )
    if isinstance(node, Backref):
        _check_backref(node, ancestors, root)
        return
    for child in _children(node):
        _check(child, (*ancestors, node), root)


def _surrogate(code: int) -> bool:
    return charsets.SURROGATES[0] <= code <= charsets.SURROGATES[1]


def _children(node: Node) -> tuple[Node, ...]:
    if isinstance(node, Seq):
        return node.items
    if isinstance(node, Alt):
        return node.options
    if isinstance(node, Repeat | Group | Look | Modifiers):
        return (node.body,)
    return ()


def _path_to_group(node: Node, number: int, path: tuple[Node, ...]) -> tuple[Node, ...] | None:
    if isinstance(node, Group) and node.number == number:
        return (*path, node)
    for child in _children(node):
        found = _path_to_group(child, number, (*path, node))
        if found is not None:
            return found
    return None


def _check_backref(ref: Backref, ancestors: tuple[Node, ...], root: Node) -> None:
    """Refuse a reference whose group may not have matched by the time it is reached."""
    if len(ref.numbers) != 1:
        raise PatternRefused("a back reference to a name several groups share")
    path = _path_to_group(root, ref.numbers[0], ())
    assert path is not None
    ref_path = (*ancestors, ref)
    shared = 0
    while shared < min(len(path), len(ref_path)) and path[shared] is ref_path[shared]:
        shared += 1
    why = f"the back reference \\{ref.numbers[0]} may meet its group unmatched"
    if shared == len(path):  # the reference is inside its own group
        raise PatternRefused(f"{why} (it is inside that group)")
    common = path[shared - 1]
    if not (
        isinstance(common, Seq)
        and common.items.index(path[shared]) < common.items.index(ref_path[shared])
    ):
        raise PatternRefused(f"{why} (the group is not before it)")
    if any(isinstance(n, Look) and n.behind for n in path[:shared]):
        raise PatternRefused(f"{why} (a lookbehind reads right to left)")
    for node in path[shared:-1]:
        if not (isinstance(node, Seq | Group) or (isinstance(node, Repeat) and node.least > 0)):
            raise PatternRefused(
                f"{why} (its group is optional, in an alternative or a lookaround)"
            )


def _holds_zero_width(node: Node) -> bool:
    """Whether the pattern holds `\\B` or a lookaround (`^`, `$` and `\\b` never hold between
    the halves of a surrogate pair)."""
    if isinstance(node, Look) or node == Edge("not_word"):
        return True
    return any(_holds_zero_width(child) for child in _children(node))


def _needs_backtracking(node: Node) -> bool:
    """Whether RE2 lacks what the pattern uses (lookarounds, back references) or could not hold
    it (repetition counts above RE2's 1000)."""
    if isinstance(node, Look | Backref):
        return True
    if isinstance(node, Repeat) and max(node.least, node.most or 0) > 1000:
        return True
    return any(_needs_backtracking(child) for child in _children(node))


# -- printing ---------------------------------------------------------------------------------


class _Sets:
    """Each class's ranges, computed once per node."""

    def __init__(self) -> None:
        self.cache: dict[int, tuple[Node, Ranges]] = {}

    def of(self, node: Class | Dot) -> Ranges:
        held = self.cache.get(id(node))
        if held is None:
            held = (node, charsets.resolve(node))
            self.cache[id(node)] = held
        return held[1]


class _Printer:
    """What the engines share: sequences, alternatives, groups, repetitions; each engine says
    how it writes a set, an edge, a lookaround and a back reference."""

    def __init__(self, sets: _Sets) -> None:
        self.sets = sets

    def node(self, node: Node) -> str:
        if isinstance(node, Class | Dot):
            return self.charset(self.sets.of(node))
        if isinstance(node, Edge):
            return self.edge(node.kind)
        if isinstance(node, Seq):
            return "".join(
                f"(?:{self.node(item)})" if isinstance(item, Alt) else self.node(item)
                for item in node.items
            )
        if isinstance(node, Alt):
            return "|".join(self.node(option) for option in node.options)
        if isinstance(node, Group):
            return f"({self.node(node.body)})" if node.number else f"(?:{self.node(node.body)})"
        if isinstance(node, Look):
            opener = ("<" if node.behind else "") + ("!" if node.negated else "=")
            return f"(?{opener}{self.node(node.body)})"
        if isinstance(node, Backref):
            return f"(?:\\{node.numbers[0]})"
        if isinstance(node, Repeat):
            body = self.node(node.body)
            if not isinstance(node.body, Class | Dot | Group | Look | Backref):
                body = f"(?:{body})"
            elif isinstance(node.body, Class | Dot) and not _single(body):
                body = f"(?:{body})"  # a set printed as an alternation
            if (node.least, node.most) == (0, None):
                mark = "*"
            elif (node.least, node.most) == (1, None):
                mark = "+"
            elif (node.least, node.most) == (0, 1):
                mark = "?"
            elif node.most is None:
                mark = f"{{{node.least},}}"
            elif node.most == node.least:
                mark = f"{{{node.least}}}"
            else:
                mark = f"{{{node.least},{node.most}}}"
            return body + mark + ("?" if node.lazy else "")
        raise AssertionError(node)  # modifiers are refused before printing

    def charset(self, ranges: Ranges) -> str:
        if not ranges:
            return self.nothing()
        if len(ranges) == 1 and ranges[0][0] == ranges[0][1]:
            return self.literal(ranges[0][0])
        parts = "".join(
            self.in_class(low) if low == high else f"{self.in_class(low)}-{self.in_class(high)}"
            for low, high in ranges
        )
        return f"[{parts}]"

    def literal(self, code: int) -> str:
        return self.in_class(code)

    def nothing(self) -> str:
        return "(?!)"

    def in_class(self, code: int) -> str:
        raise NotImplementedError

    def edge(self, kind: str) -> str:
        raise NotImplementedError


def _plain(code: int) -> bool:
    return chr(code).isascii() and chr(code).isalnum()


def _printable(code: int) -> bool:
    """ASCII letters, digits, punctuation and the space: written as themselves (escaped where
    the engine needs it), so that a translation stays readable."""
    return 0x20 <= code <= 0x7E


# What ECMA-262's Unicode mode lets a backslash make literal (`-` only inside a class).
_ECMA_SYNTAX = frozenset("^$\\.*+?()[]{}|/")


def _single(printed: str) -> bool:
    """Whether a printed set is one atom a quantifier may follow."""
    return not printed.startswith("(?!")


_WORD_CLASS = "[0-9A-Z_a-z]"
# Word boundaries between ASCII word characters and the rest, for engines whose own `\b` is
# Unicode-aware (Python's `re`, .NET).
_BOUNDARIES = {
    "word": f"(?:(?<={_WORD_CLASS})(?!{_WORD_CLASS})|(?<!{_WORD_CLASS})(?={_WORD_CLASS}))",
    "not_word": f"(?:(?<={_WORD_CLASS})(?={_WORD_CLASS})|(?<!{_WORD_CLASS})(?!{_WORD_CLASS}))",
}


class _Python(_Printer):
    def in_class(self, code: int) -> str:
        # only ECMA-262's syntax characters and `-` are escaped: Python reads them alike, and
        # the dialect plans hand this printing to `regress` and regexp2 as well
        if _printable(code):
            return "\\" + chr(code) if chr(code) in _ECMA_SYNTAX or code == 0x2D else chr(code)
        return f"\\U{code:08x}" if code > 0xFFFF else f"\\u{code:04x}"

    def edge(self, kind: str) -> str:
        # `^` without MULTILINE is the start; "no character ahead" is ECMA's `$` (Python's own
        # `$` also matches before a final newline), the form the linear-time matcher knows
        return {"start": "^", "end": "(?!(?s:.))", **_BOUNDARIES}[kind]


class _Ecma(_Printer):
    def in_class(self, code: int) -> str:
        if chr(code) == "-":
            return "\\-"
        return self.literal(code)

    def literal(self, code: int) -> str:
        if _printable(code):
            return "\\" + chr(code) if chr(code) in _ECMA_SYNTAX else chr(code)
        return f"\\u{{{code:x}}}"

    def nothing(self) -> str:
        return "[]"

    def edge(self, kind: str) -> str:
        # ECMA's own `\b` is ASCII without the `i` flag
        return {"start": "^", "end": "$", "word": "\\b", "not_word": "\\B"}[kind]


class _Go(_Printer):
    def __init__(self, sets: _Sets, *, re2: bool) -> None:
        super().__init__(sets)
        self.re2 = re2

    def in_class(self, code: int) -> str:
        if _printable(code):
            # both engines take a backslash before any punctuation as the character itself
            # (.NET refuses one before a word character, `_` included)
            if _plain(code) or code == 0x5F:
                return chr(code)
            return "\\x20" if code == 0x20 else "\\" + chr(code)
        if self.re2:
            return f"\\x{{{code:x}}}"
        # regexp2 reads .NET escapes (four hex digits at most) and matches runes: an astral
        # code point is written as itself
        return f"\\u{code:04x}" if code <= 0xFFFF else chr(code)

    def charset(self, ranges: Ranges) -> str:
        # Go's strings hold Unicode scalar values only: RE2 refuses surrogates in a class
        return super().charset(charsets.without_surrogates(ranges) if self.re2 else ranges)

    def nothing(self) -> str:
        return "[^\\x{0}-\\x{10ffff}]" if self.re2 else "(?!)"

    def edge(self, kind: str) -> str:
        if kind in ("start", "end"):
            return "\\A" if kind == "start" else "\\z"
        # RE2's `\b` is ASCII, as ECMA's; .NET's is Unicode-aware
        return ("\\b" if kind == "word" else "\\B") if self.re2 else _BOUNDARIES[kind]
