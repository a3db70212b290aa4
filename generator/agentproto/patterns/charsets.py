"""Character sets as sorted, disjoint code point ranges: what `\\d`, `\\s`, `\\w`, `.` and
`\\p{...}` mean in ECMA-262's Unicode mode, fixed here once, so that no engine's own tables
(its Unicode version, its idea of a digit or of white space) decide what a pattern matches.

Unicode properties are computed with the `regex` package (its Unicode version is the one every
target then gets); a property it does not know is refused by the caller."""

from __future__ import annotations

from functools import lru_cache

from .syntax import Class, Dot, Escape, Range

Ranges = tuple[tuple[int, int], ...]
MAX = 0x10FFFF
EVERYTHING: Ranges = ((0, MAX),)
SURROGATES = (0xD800, 0xDFFF)

# ECMA-262's WhiteSpace and LineTerminator (`\s`), its ASCII `\d` and `\w` (no `i` flag, so no
# case folding widens `\w`), and the line terminators `.` stops at.
_SETS: dict[str, Ranges] = {
    "d": ((0x30, 0x39),),
    "w": ((0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)),
    "s": (
        (0x09, 0x0D),
        (0x20, 0x20),
        (0xA0, 0xA0),
        (0x1680, 0x1680),
        (0x2000, 0x200A),
        (0x2028, 0x2029),
        (0x202F, 0x202F),
        (0x205F, 0x205F),
        (0x3000, 0x3000),
        (0xFEFF, 0xFEFF),
    ),
}
LINE_TERMINATORS: Ranges = ((0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029))
WORD: Ranges = _SETS["w"]


def union(*sets: Ranges) -> Ranges:
    merged: list[tuple[int, int]] = []
    for low, high in sorted(r for s in sets for r in s):
        if merged and low <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    return tuple(merged)


def complement(ranges: Ranges) -> Ranges:
    out: list[tuple[int, int]] = []
    next_low = 0
    for low, high in ranges:
        if low > next_low:
            out.append((next_low, low - 1))
        next_low = high + 1
    if next_low <= MAX:
        out.append((next_low, MAX))
    return tuple(out)


def without_surrogates(ranges: Ranges) -> Ranges:
    """The ranges less U+D800-U+DFFF: what a set can match in a string of Unicode scalar values
    (Rust's `str`, Go's UTF-8 text), where no lone surrogate can stand."""
    return tuple(
        part
        for low, high in ranges
        for part in ((low, min(high, 0xD7FF)), (max(low, 0xE000), high))
        if part[0] <= part[1]
    )


class UnknownProperty(ValueError):
    pass


def resolve(node: Class | Dot) -> Ranges:
    """The code points one character of `node` may be."""
    if isinstance(node, Dot):
        return complement(LINE_TERMINATORS)
    parts: list[Ranges] = []
    for item in node.items:
        if isinstance(item, Range):
            parts.append(((item.low, item.high),))
        elif isinstance(item, Escape):
            own = _SETS[item.kind]
            parts.append(complement(own) if item.negated else own)
        else:
            own = property_ranges(item.name, item.value)
            parts.append(complement(own) if item.negated else own)
    ranges = union(*parts)
    return complement(ranges) if node.negated else ranges


# ECMA-262 spellings the `regex` package reads otherwise (or not at all).
_GENERAL_CATEGORY_ALIASES = {"digit": "Nd", "punct": "P", "cntrl": "Cc", "Combining_Mark": "M"}


@lru_cache(maxsize=256)
def property_ranges(name: str, value: str) -> Ranges:
    """The code points with a Unicode property: a general category (`name` General_Category),
    a script (`Script`/`sc`, `Script_Extensions`/`scx`) or a binary property."""
    if name == "General_Category":
        query = _GENERAL_CATEGORY_ALIASES.get(value, value)
    elif name in ("Script", "sc"):
        query = f"Script={value}"
    elif name in ("Script_Extensions", "scx"):
        query = f"Script_Extensions={value}"
    elif name == "Any":
        return EVERYTHING
    elif name == "ASCII":
        return ((0, 0x7F),)
    elif name == "Assigned":
        return complement(property_ranges("General_Category", "Cn"))
    else:
        query = name
    return _from_regex(query)


@lru_cache(maxsize=256)
def _from_regex(query: str) -> Ranges:
    import regex

    try:
        matcher = regex.compile(rf"\p{{{query}}}+")
    except regex.error:
        raise UnknownProperty(f"unknown Unicode property {query!r}") from None
    ranges = tuple((m.start(), m.end() - 1) for m in matcher.finditer(_every_code_point()))
    if not ranges:
        raise UnknownProperty(f"Unicode property {query!r} matches nothing")
    return ranges


@lru_cache(maxsize=1)
def _every_code_point() -> str:
    return "".join(map(chr, range(0x110000)))
