"""Patterns that would backtrack catastrophically, made safe or refused at build time.

Python's `re` backtracks, and the generated code may use nothing else. A repeated expression
that itself holds a repetition which may match the same text in several ways (`(a+)+`,
`(\\w+\\s?)*`, `(a|a)*`) takes time exponential in the input on a string that almost matches.
The guard works on the parsed Python pattern (after the ECMA-262 translation):

1. A greedy repetition of one character set (`[a-z]+`, `\\d{1,3}`, `a*`) that nothing following
   it can start with is made possessive (`[a-z]++`): giving characters back could only help if
   what follows could begin with one of them, so the match is the same, and no backtracking
   into it happens. What follows is known exactly for characters, sets, groups, alternatives,
   repetitions and the end of the input; anything else (lookarounds, back references, `^`)
   counts as "could be anything", so no rewrite is made there.
2. After that, a repetition (at most once is no repetition) whose body still holds a
   repetition of varying count that can backtrack, or alternatives that can start with the same
   character, is reported (`Guarded.backtracks` says why): such a pattern is not run by `re` but
   by the runtime's linear-time matcher (`regex_nfa` compiles it).

Polynomial cases (`\\d+\\d+` next to each other) are not refused: the work is bounded by a
power of the input's length equal to the number of such neighbours, never exponential.
"""

from __future__ import annotations

from dataclasses import dataclass
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

from .regex_nfa import CATEGORY_PATTERNS, complement_ranges, union_ranges

Ranges = tuple[tuple[int, int], ...] | None  # sorted code point ranges; None: any character
ANY: Ranges = None
NOTHING: Ranges = ()
_MAX = 0x10FFFF
_SINGLE = {sre.LITERAL, sre.NOT_LITERAL, sre.ANY, sre.IN, sre.CATEGORY}
_REPEATS = {sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT}


@dataclass(frozen=True)
class Guarded:
    pattern: str  # as given, or with possessive repetitions where that is exactly equivalent
    backtracks: str  # why `re` could still take exponential time on it ("": it cannot)


def guard(pattern: str) -> Guarded:
    """`pattern` made possessive where that is exactly equivalent, and whether it could still
    backtrack catastrophically."""
    parsed = _parser.parse(pattern)
    changed = _possessive(parsed, NOTHING)
    try:
        _ambiguous(parsed)
        backtracks = ""
    except _Backtracks as exc:
        backtracks = str(exc)
    return Guarded(unparse(parsed) if changed else pattern, backtracks)


# -- character sets ----------------------------------------------------------------------------


def _union(a: Ranges, b: Ranges) -> Ranges:
    return None if a is None or b is None else union_ranges(a, b)


def _complement(a: Ranges) -> Ranges:
    return None if a is None else complement_ranges(a)  # unknown stays unknown


def _overlap(a: Ranges, b: Ranges) -> bool:
    if a is None or b is None:
        return bool(a is None and b != () or b is None and a != ())
    return any(lo <= h and l <= hi for lo, hi in a for l, h in b)


def _charset(op: Any, av: Any) -> Ranges:
    """The characters one single-character item matches (None when not known exactly)."""
    if op is sre.LITERAL:
        return ((av, av),)
    if op is sre.NOT_LITERAL:
        return _complement(((av, av),))
    if op is sre.RANGE:
        return (av,)
    if op is sre.IN:
        negate = bool(av) and av[0][0] is sre.NEGATE
        found: Ranges = NOTHING
        for item_op, item_av in av[1:] if negate else av:
            found = _union(found, _charset(item_op, item_av))
        return _complement(found) if negate else found
    return ANY  # `.`, categories: taken as anything


# -- what a pattern can start with -------------------------------------------------------------


def _first(items: list[Any]) -> tuple[Ranges, bool]:
    """(the characters a sequence may start with, whether it may match nothing)."""
    found: Ranges = NOTHING
    for op, av in items:
        chars, empty = _first_item(op, av)
        found = _union(found, chars)
        if not empty:
            return found, False
    return found, True


def _first_item(op: Any, av: Any) -> tuple[Ranges, bool]:
    if op in _SINGLE:
        return _charset(op, av), False
    if op is sre.SUBPATTERN:
        return _first(list(av[3])) if not av[1] and not av[2] else (ANY, True)
    if op is sre.ATOMIC_GROUP:
        return _first(list(av))
    if op is sre.BRANCH:
        firsts = [_first(list(alt)) for alt in av[1]]
        found: Ranges = NOTHING
        for chars, _ in firsts:
            found = _union(found, chars)
        return found, any(empty for _, empty in firsts)
    if op in _REPEATS:
        chars, empty = _first(list(av[2]))
        return chars, empty or av[0] == 0
    if op is sre.AT and av is sre.AT_END_STRING or _is_end(op, av):
        return NOTHING, False  # the end: nothing follows
    return ANY, True  # lookarounds, back references, anchors: could be anything


def _is_end(op: Any, av: Any) -> bool:
    """ECMA's `$` as translated: `(?!(?s:.))`."""
    if op is not sre.ASSERT_NOT or av[0] != 1 or len(av[1]) != 1:
        return False
    inner_op, inner = av[1][0]
    return bool(inner_op is sre.SUBPATTERN and len(inner[3]) == 1 and inner[3][0][0] is sre.ANY)


# -- step 1: possessive where exactly equivalent ------------------------------------------------


def _possessive(seq: Any, follow: Ranges) -> bool:
    """Rewrite, inside `seq` (followed by what may start with `follow`), every greedy repetition
    of one character set that its follower cannot start with; whether any was rewritten."""
    changed = False
    items = seq.data
    for i, (op, av) in enumerate(items):
        after, empty = _first(items[i + 1 :])
        here = _union(after, follow) if empty else after
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            lo, hi, body = av
            inner = _union(_first(list(body))[0], here) if hi > 1 else here
            changed |= _possessive(body, inner)
            if (
                op is sre.MAX_REPEAT
                and lo != hi
                and len(body) == 1
                and body[0][0] in _SINGLE
                and not _overlap(_charset(*body[0]), here)
            ):
                items[i] = (sre.POSSESSIVE_REPEAT, av)
                changed = True
        elif op is sre.SUBPATTERN:
            changed |= _possessive(av[3], here)
        elif op is sre.ATOMIC_GROUP:
            changed |= _possessive(av, here)
        elif op is sre.BRANCH:
            for alt in av[1]:
                changed |= _possessive(alt, here)
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            changed |= _possessive(av[1], NOTHING)
    return changed


# -- step 2: refuse what can still backtrack exponentially -------------------------------------


def _ambiguous(seq: Any, follow: Ranges = NOTHING, repeated: bool = False) -> None:
    """Inside a repetition, every choice must be decided by the next character: a repetition of
    varying count may go on only with characters that cannot follow it (and never match
    nothing), alternatives must start with different characters. Then the text has one way
    through the repetition, and failing takes linear work per start."""
    items = seq.data
    for i, (op, av) in enumerate(items):
        after, empty = _first(items[i + 1 :])
        here = _union(after, follow) if empty else after
        if op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            lo, hi, body = av
            chars, nothing = _first(list(body))
            if repeated and lo != hi and (nothing or _overlap(chars, here)):
                raise _Backtracks(_WHY + "a repetition that can give back what it matched")
            _ambiguous(body, _union(chars, here) if hi > 1 else here, repeated or hi > 1)
        elif op is sre.BRANCH:
            alts = av[1]
            if repeated and any(
                _alike(a, b, here) for j, a in enumerate(alts) for b in alts[j + 1 :]
            ):
                raise _Backtracks(_WHY + "alternatives that can match alike")
            for alt in av[1]:
                _ambiguous(alt, here, repeated)
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            _ambiguous(av[1], NOTHING, repeated)
        else:
            for sub in _children(op, av):
                _ambiguous(sub, here, repeated)


def _alike(a: Any, b: Any, follow: Ranges) -> bool:
    """Whether two alternatives (followed by what may start with `follow`) may both go on
    matching the same text. Two runs of single characters (`2` and `2019`) are told apart when
    some position differs, or when the longer one goes on with a character that cannot follow
    (`2019` after `2` needs a `0`, and only `,` follows); otherwise alike if they can start
    alike. Alternatives are also apart when one must match a character that the other never
    matches and that cannot follow them (`[1-9]\\d*` and `\\d*[a-z]\\w*` in a version number).
    """
    if _apart(a, b, follow) or _apart(b, a, follow):
        return False
    short, long = sorted((_fixed(a), _fixed(b)), key=lambda f: -1 if f is None else len(f))
    if short is None or long is None:
        return _overlap(_first(list(a))[0], _first(list(b))[0])
    if any(not _overlap(x, y) for x, y in zip(short, long)):
        return False
    return len(short) == len(long) or _overlap(long[len(short)], follow)


def _apart(a: Any, b: Any, follow: Ranges) -> bool:
    """Whether `b` must match a character that `a` never matches and that cannot follow."""
    never = _union(_alphabet(a), follow)
    return any(op in _SINGLE and not _overlap(_charset(op, av), never) for op, av in b.data)


def _alphabet(seq: Any) -> Ranges:
    """Every character `seq` may match (None: could be any)."""
    found: Ranges = NOTHING
    for op, av in seq.data:
        if op in _SINGLE:
            found = _union(found, _charset(op, av))
        elif op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue  # matches no character
        elif op in (sre.GROUPREF, sre.GROUPREF_EXISTS):
            return ANY
        for sub in _children(op, av):
            found = _union(found, _alphabet(sub))
    return found


def _fixed(seq: Any) -> list[Ranges] | None:
    """The character sets of a run of single characters, position by position (else None)."""
    if not all(op in _SINGLE for op, _ in seq.data):
        return None
    return [_charset(op, av) for op, av in seq.data]


class _Backtracks(Exception):
    """Why a pattern could backtrack exponentially, found deep in the walk."""


_WHY = "may take time exponential in the input's length (Python's `re` backtracks): a repetition holds "


def _children(op: Any, av: Any) -> list[Any]:
    if op in _REPEATS:
        return [av[2]]
    if op is sre.SUBPATTERN:
        return [av[3]]
    if op is sre.ATOMIC_GROUP:
        return [av]
    if op is sre.BRANCH:
        return list(av[1])
    if op in (sre.ASSERT, sre.ASSERT_NOT):
        return [av[1]]
    if op is sre.GROUPREF_EXISTS:
        return [sub for sub in av[1:] if sub is not None]
    return []


# -- back to text ------------------------------------------------------------------------------

_ANCHORS = {
    sre.AT_BEGINNING: "^",
    sre.AT_BEGINNING_STRING: r"\A",
    sre.AT_END: "$",
    sre.AT_END_STRING: r"\Z",
    sre.AT_BOUNDARY: r"\b",
    sre.AT_NON_BOUNDARY: r"\B",
}
_FLAGS = {
    sre.SRE_FLAG_IGNORECASE: "i",
    sre.SRE_FLAG_MULTILINE: "m",
    sre.SRE_FLAG_DOTALL: "s",
    sre.SRE_FLAG_VERBOSE: "x",
    sre.SRE_FLAG_ASCII: "a",
    sre.SRE_FLAG_UNICODE: "u",
}


def unparse(seq: Any) -> str:
    names = {gid: name for name, gid in seq.state.groupdict.items()}
    return _text(seq, names)


def _char(cp: int) -> str:
    ch = chr(cp)
    if ch.isascii() and ch.isalnum():
        return ch
    return f"\\x{cp:02x}" if cp < 0x100 else f"\\u{cp:04x}" if cp < 0x10000 else f"\\U{cp:08x}"


def _flags(bits: int) -> str:
    return "".join(letter for bit, letter in _FLAGS.items() if bits & bit)


def _text(seq: Any, names: dict[int, str]) -> str:
    return "".join(_item(op, av, names) for op, av in seq.data)


def _item(op: Any, av: Any, names: dict[int, str]) -> str:
    if op is sre.LITERAL:
        return _char(av)
    if op is sre.NOT_LITERAL:
        return f"[^{_char(av)}]"
    if op is sre.ANY:
        return "."
    if op is sre.CATEGORY:
        return CATEGORY_PATTERNS[av]
    if op is sre.IN:
        return "[" + "".join(_class_item(item_op, item_av) for item_op, item_av in av) + "]"
    if op is sre.AT:
        return _ANCHORS[av]
    if op is sre.BRANCH:
        return "(?:" + "|".join(_text(alt, names) for alt in av[1]) + ")"
    if op is sre.SUBPATTERN:
        gid, add, remove, body = av
        if gid is None:
            flags = _flags(add) + ("-" + _flags(remove) if remove else "")
            return f"(?{flags}:{_text(body, names)})"
        opener = f"(?P<{names[gid]}>" if gid in names else "("
        return opener + _text(body, names) + ")"
    if op is sre.ATOMIC_GROUP:
        return f"(?>{_text(av, names)})"
    if op in _REPEATS:
        lo, hi, body = av
        inner = _text(body, names)
        if not (len(body) == 1 and body[0][0] in _SINGLE | {sre.SUBPATTERN, sre.BRANCH}):
            inner = f"(?:{inner})"
        count = {(0, sre.MAXREPEAT): "*", (1, sre.MAXREPEAT): "+", (0, 1): "?"}.get(
            (lo, hi),
            f"{{{lo}}}" if lo == hi else f"{{{lo},}}" if hi is sre.MAXREPEAT else f"{{{lo},{hi}}}",
        )
        mode = {sre.MIN_REPEAT: "?", sre.POSSESSIVE_REPEAT: "+"}.get(op, "")
        return inner + count + mode
    if op in (sre.ASSERT, sre.ASSERT_NOT):
        direction, body = av
        kind = "=" if op is sre.ASSERT else "!"
        return f"(?{'<' if direction < 0 else ''}{kind}{_text(body, names)})"
    if op is sre.GROUPREF:
        return f"(?P={names[av]})" if av in names else f"(?:\\{av})"
    if op is sre.GROUPREF_EXISTS:
        gid, yes, no = av
        return f"(?({gid}){_text(yes, names)}" + (f"|{_text(no, names)}" if no else "") + ")"
    raise ValueError(f"cannot write {op} back as a pattern")


def _class_item(op: Any, av: Any) -> str:
    if op is sre.NEGATE:
        return "^"
    if op is sre.LITERAL:
        return _char(av)
    if op is sre.RANGE:
        return f"{_char(av[0])}-{_char(av[1])}"
    if op is sre.CATEGORY:
        return CATEGORY_PATTERNS[av]
    raise ValueError(f"cannot write {op} back inside a class")
