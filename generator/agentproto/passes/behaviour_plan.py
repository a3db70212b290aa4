"""The behaviour plan: what the schemas declare about behaviour, compiled once into plain JSON
tables that every target's writer prints beside the data tables of `schema/data/` (Python
constants, TypeScript exports, Rust JSON text, Go values), so the hand-written code of each
language reads the same plan instead of restating it.

- `LANES`: per union whose arms carry `x-lane` (keyed by its schema file, `agent/agent_message`),
  the tag property, each tag's lane, and per tag the properties that travel in a lane of their
  own (`x-lane` on a property).
- `PORTABLE_PATTERNS`: per data table whose rows carry a `pattern`, each row's pattern rewritten
  so that every target's regex engine gives it one meaning: `.` is any code point but a line
  terminator (`\\n`, `\\r`, U+2028, U+2029: ECMA-262's reading), `\\d` is `[0-9]` and `\\s` is
  ECMA-262's white space and line terminators, spelled as classes of literal characters (Python's
  `re` would read `\\d` as any Unicode digit, RE2's `\\s` as ASCII space only).
"""

from __future__ import annotations

from typing import Any

from ..ir import types as t

#: ECMA-262 WhiteSpace and LineTerminator code points, the one meaning `\s` gets.
ECMA_SPACE = (
    "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009"
    "\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)
LINE_TERMINATORS = "\n\r\u2028\u2029"


def portable_pattern(pattern: str) -> str:
    """`pattern` (the subset the data tables allow: literals, `.`, `\\d`, `\\s`, classes,
    groups, `?`, `*`, `+`) with `.`, `\\d` and `\\s` spelled out as literal classes."""
    out: list[str] = []
    in_class = False
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            nxt = pattern[i + 1]
            i += 2
            if nxt == "d":
                out.append("0-9" if in_class else "[0-9]")
            elif nxt == "s":
                out.append(ECMA_SPACE if in_class else f"[{ECMA_SPACE}]")
            else:
                out.append("\\" + nxt)
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == ".":
            ch = f"[^{LINE_TERMINATORS}]"
        out.append(ch)
        i += 1
    return "".join(out)


def lanes(decls: dict[t.Location, t.Decl]) -> dict[str, Any]:
    """`LANES`: every union with `x-lane` arms, its tags' lanes and its arms' property lanes."""
    plan: dict[str, Any] = {}
    for decl in decls.values():
        if not isinstance(decl, t.TaggedUnion) or not any(decl.lanes):
            continue
        arms: dict[str, str] = {}
        fields: dict[str, dict[str, str]] = {}
        for variant in decl.variants:
            if variant.tag is None or variant.lane is None:
                continue
            arms[variant.tag] = variant.lane
            target = decls.get(variant.target) if isinstance(variant.target, t.Location) else None
            if isinstance(target, t.Record):
                own = {f.json_name: f.lane for f in target.fields if f.lane is not None}
                if own:
                    fields[variant.tag] = own
        key = decl.origin.file.removesuffix(".json") + (
            "" if decl.origin.pointer in ("", "/") else "#" + decl.origin.pointer
        )
        plan[key] = {"tag": decl.tag, "arms": arms, "fields": fields}
    return dict(sorted(plan.items()))


def portable_patterns(data: tuple[tuple[str, Any], ...]) -> dict[str, list[str]]:
    """`PORTABLE_PATTERNS`: per data table of rows with a `pattern`, the rows' patterns made
    portable, in row order."""
    plan: dict[str, list[str]] = {}
    for name, value in data:
        if (
            isinstance(value, list)
            and value
            and all(isinstance(row, dict) and isinstance(row.get("pattern"), str) for row in value)
        ):
            plan[name] = [portable_pattern(row["pattern"]) for row in value]
    return plan


def behaviour_plan(
    decls: dict[t.Location, t.Decl], data: tuple[tuple[str, Any], ...]
) -> tuple[tuple[str, Any], ...]:
    """The data tables with the plan's tables added (only those that have something to say),
    sorted by name as the data tables are. Only hand-written behaviour reads the plan, so a
    schema set that asks for none (no `x-behaviour`) gets its data tables alone."""
    if not any(isinstance(d, t.Record) and d.behaviour for d in decls.values()):
        return data
    extra: list[tuple[str, Any]] = []
    found_lanes = lanes(decls)
    if found_lanes:
        extra.append(("LANES", found_lanes))
    patterns = portable_patterns(data)
    if patterns:
        extra.append(("PORTABLE_PATTERNS", patterns))
    taken = {name for name, _ in data}
    return tuple(sorted([*data, *((n, v) for n, v in extra if n not in taken)]))
