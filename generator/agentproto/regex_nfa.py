"""Patterns compiled to a small NFA program, for the runtime's linear-time matcher.

Python's `re` backtracks; a pattern the guard (`regex_guard`) finds could take exponential
time there is compiled here instead, from the parsed Python pattern (after the ECMA-262
translation), into a program the runtime's `LinearPattern` runs by advancing every state at
once, one character at a time (Thompson's construction and simulation): time linear in the
text's length times the program's size, whatever the pattern.

Instructions (`Instruction`, a 4-tuple `(op, ranges, a, b)`; ranges are sorted, disjoint
code point ranges):
- `char`: consume one character within `ranges`;
- `split`: go on at both `a` and `b`; `jump`: go on at `a`; `match`: the pattern matched;
- `ahead`/`not_ahead`: the next character is (is not) within `ranges` (at the end there is
  none), `behind`/`not_behind` the same for the previous character. These carry the anchors
  the translation makes (`^` and `\\A` are "no character behind", ECMA's `$` is "no character
  ahead"), its word boundaries (`(?<=[w])(?![w])|...`), its class intersections
  (`(?![...])(?=[...])[...]`), and Python's own `\\b` and `\\B`.

Bounded repetitions are written out (`a{2,4}` is `aa` and two optional `a`), and greedy, lazy
and possessive alike are "any count": only whether the text matches is asked, never where.
What cannot be run this way is refused with `ValueError`: back references, lookarounds longer
than one character, atomic groups and possessive repetitions (the translation makes neither),
case-insensitive, multi-line or ASCII-only matching, and Python's `$` (the end or before a final
newline: the translation makes ECMA's `$` instead).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, partial
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

Ranges = tuple[tuple[int, int], ...]
Instruction = tuple[str, Ranges, int, int]
Program = tuple[Instruction, ...]

#: Programs larger than this are refused (bounded repetitions written out can grow without
#: bound, and the work per character is the program's size).
MAX_INSTRUCTIONS = 20_000

_MAX = 0x10FFFF
EVERYTHING: Ranges = ((0, _MAX),)
_UNSUPPORTED_FLAGS = {
    sre.SRE_FLAG_IGNORECASE: "case-insensitive matching",
    sre.SRE_FLAG_LOCALE: "locale-dependent matching",
    sre.SRE_FLAG_MULTILINE: "multi-line anchors",
    sre.SRE_FLAG_ASCII: "ASCII-only classes",
}
CATEGORY_PATTERNS = {
    sre.CATEGORY_DIGIT: r"\d",
    sre.CATEGORY_NOT_DIGIT: r"\D",
    sre.CATEGORY_SPACE: r"\s",
    sre.CATEGORY_NOT_SPACE: r"\S",
    sre.CATEGORY_WORD: r"\w",
    sre.CATEGORY_NOT_WORD: r"\W",
}
_LOOKS = {
    (sre.ASSERT, 1): "ahead",
    (sre.ASSERT_NOT, 1): "not_ahead",
    (sre.ASSERT, -1): "behind",
    (sre.ASSERT_NOT, -1): "not_behind",
}


def compile_program(pattern: str) -> Program:
    """The NFA program of a Python pattern; `ValueError` for what it cannot express."""
    parsed = _parser.parse(pattern)
    _check_flags(parsed.state.flags)
    builder = _Builder()
    builder.sequence(parsed.data, parsed.state.flags)
    builder.emit("match")
    return tuple((op, ranges, a, b) for op, ranges, a, b in builder.code)


def encode(program: Program) -> str:
    """The program as the text the runtime's `LinearPattern` reads: instructions separated by
    `;`, each an opcode letter and its operands (ranges `lo-hi` or `cp`, comma-separated)."""
    letters = {
        "char": "c",
        "split": "s",
        "jump": "j",
        "match": "m",
        "ahead": "n",
        "not_ahead": "N",
        "behind": "p",
        "not_behind": "P",
    }
    out = []
    for op, ranges, a, b in program:
        if op == "split":
            out.append(f"s{a},{b}")
        elif op == "jump":
            out.append(f"j{a}")
        else:
            out.append(
                letters[op] + ",".join(f"{lo}" if lo == hi else f"{lo}-{hi}" for lo, hi in ranges)
            )
    return ";".join(out)


class _Builder:
    """Thompson's construction: each item appends its instructions; jumps forward are patched
    once their target is known."""

    def __init__(self) -> None:
        self.code: list[list[Any]] = []

    def emit(self, op: str, ranges: Ranges = (), a: int = 0, b: int = 0) -> int:
        if len(self.code) >= MAX_INSTRUCTIONS:
            raise ValueError(
                f"the pattern needs more than {MAX_INSTRUCTIONS} NFA instructions "
                "(bounded repetitions are written out)"
            )
        self.code.append([op, ranges, a, b])
        return len(self.code) - 1

    def sequence(self, items: Any, flags: int) -> None:
        for op, av in items:
            self.item(op, av, flags)

    def item(self, op: Any, av: Any, flags: int) -> None:
        chars = _single(op, av, flags)
        if chars is not None:
            self.emit("char", chars)
        elif op is sre.SUBPATTERN:
            _, add, remove, body = av
            inner = (flags | add) & ~remove
            _check_flags(inner)
            self.sequence(body, inner)
        elif op is sre.BRANCH:
            self.alternatives([partial(self.sequence, alt, flags) for alt in av[1]])
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            self.repeat(av[0], av[1], partial(self.sequence, av[2], flags))
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            self.look(_LOOKS[op, av[0]], av[1], flags)
        elif op is sre.AT:
            self.anchor(av)
        else:
            raise ValueError(_REFUSED.get(op, f"{op} cannot be run in linear time here"))

    def alternatives(self, alternatives: list[Callable[[], object]]) -> None:
        exits = []
        for alternative in alternatives[:-1]:
            split = self.emit("split", a=len(self.code) + 1)
            alternative()
            exits.append(self.emit("jump"))
            self.code[split][3] = len(self.code)
        alternatives[-1]()
        for jump in exits:
            self.code[jump][2] = len(self.code)

    def repeat(self, least: int, most: int, body: Callable[[], object]) -> None:
        for _ in range(least):
            body()
        if most is sre.MAXREPEAT:
            loop = self.emit("split", a=len(self.code) + 1)
            body()
            self.emit("jump", a=loop)
            self.code[loop][3] = len(self.code)
            return
        splits = []
        for _ in range(most - least):
            splits.append(self.emit("split", a=len(self.code) + 1))
            body()
        for split in splits:
            self.code[split][3] = len(self.code)

    def look(self, kind: str, body: Any, flags: int) -> None:
        """A lookaround of one character (or of none: `(?!)` never matches, `(?=)` always)."""
        if not body.data:
            if kind.startswith("not_"):
                self.emit("char")  # a character in no range: this way never goes on
            return
        chars = _one_character(body.data, flags)
        if chars is None:
            raise ValueError(
                "a lookaround longer than one character cannot be run in linear time here"
            )
        self.emit(kind, chars)

    def anchor(self, at: Any) -> None:
        if at in (sre.AT_BEGINNING, sre.AT_BEGINNING_STRING):
            self.emit("not_behind", EVERYTHING)
        elif at is sre.AT_END_STRING:
            self.emit("not_ahead", EVERYTHING)
        elif at in (sre.AT_BOUNDARY, sre.AT_NON_BOUNDARY):
            word = _category(sre.CATEGORY_WORD)
            after = ("not_ahead", "ahead") if at is sre.AT_BOUNDARY else ("ahead", "not_ahead")
            self.alternatives(
                [
                    lambda: (self.emit("behind", word), self.emit(after[0], word)),
                    lambda: (self.emit("not_behind", word), self.emit(after[1], word)),
                ]
            )
        else:
            raise ValueError(
                "Python's `$` (the end or before a final newline) cannot be run in linear time here"
            )


def _check_flags(flags: int) -> None:
    for flag, what in _UNSUPPORTED_FLAGS.items():
        if flags & flag:
            raise ValueError(f"{what} cannot be run in linear time here")


_REFUSED = {
    sre.GROUPREF: "a back reference cannot be run in linear time",
    sre.GROUPREF_EXISTS: "a conditional group cannot be run in linear time",
    sre.ATOMIC_GROUP: "an atomic group cannot be run in linear time here",
    sre.POSSESSIVE_REPEAT: "a possessive repetition cannot be run in linear time here",
}


def _one_character(items: Any, flags: int) -> Ranges | None:
    """The characters a sequence matches when it always matches exactly one (else None)."""
    if len(items) != 1:
        return None
    op, av = items[0]
    chars = _single(op, av, flags)
    if chars is not None:
        return chars
    if op is sre.SUBPATTERN and not av[1] & ~sre.SRE_FLAG_DOTALL:
        return _one_character(av[3].data, (flags | av[1]) & ~av[2])
    if op is sre.BRANCH:
        found: Ranges = ()
        for alternative in av[1]:
            chars = _one_character(alternative.data, flags)
            if chars is None:
                return None
            found = union_ranges(found, chars)
        return found
    return None


def _single(op: Any, av: Any, flags: int) -> Ranges | None:
    """The characters a single-character item matches (None for any other item)."""
    if op is sre.LITERAL:
        return ((av, av),)
    if op is sre.NOT_LITERAL:
        return complement_ranges(((av, av),))
    if op is sre.ANY:
        return EVERYTHING if flags & sre.SRE_FLAG_DOTALL else complement_ranges(((10, 10),))
    if op is sre.CATEGORY:
        return _category(av)
    if op is sre.IN:
        negate = bool(av) and av[0][0] is sre.NEGATE
        found: Ranges = ()
        for item_op, item_av in av[1:] if negate else av:
            found = union_ranges(
                found,
                ((item_av,) if item_op is sre.RANGE else _single(item_op, item_av, flags) or ()),
            )
        return complement_ranges(found) if negate else found
    return None


@cache
def _category(category: Any) -> Ranges:
    """The code points of one of Python's `\\d`, `\\w`, `\\s` (Unicode) or their complements."""
    every = "".join(map(chr, range(_MAX + 1)))
    found = re.finditer(CATEGORY_PATTERNS[category] + "+", every)
    return tuple((m.start(), m.end() - 1) for m in found)


def union_ranges(a: Ranges, b: Ranges) -> Ranges:
    merged: list[tuple[int, int]] = []
    for lo, hi in sorted(a + b):
        if merged and lo <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    return tuple(merged)


def complement_ranges(a: Ranges) -> Ranges:
    out, start = [], 0
    for lo, hi in a:
        if lo > start:
            out.append((start, lo - 1))
        start = hi + 1
    if start <= _MAX:
        out.append((start, _MAX))
    return tuple(out)
