"""What every problem a check can report says, decided once for every target.

A problem has four fields, and each is fixed here, never by a check writer:

- `keyword`: the keyword that failed (`type`, `minLength`, ...);
- the instance location (the pointer): the value the keyword was tested on, except where a
  problem names a child that is absent or refused (the strict profile's unknown property, a
  tagged union's tag), which the writers are told by `at_child`;
- `schema`: the absolute keyword location, the schema's location ("file#/pointer") followed by
  the keyword (`.../properties/name/minLength`);
- `message`: a template with named holes, filled in from two sources. Holes named in `fixed`
  are filled by the generator (a schema's limit, pattern, expected values), so they are one
  text in every language. The other holes (`RUNTIME_HOLES`) are filled by the runtime from the
  value at hand, each by a primitive every runtime implements by the same rule (`show`,
  `kind`, the length in code points, a count).

`show` is the one way a value reaches a message, in the generator (the fixed holes) and in
every runtime alike: `null`, `true`, `false`; a number by `number_text`; a string as its JSON
text (escaping only `"`, `\\` and the control characters, lowercase `\\u00xx` for those without
a short escape) cut after `SHOW_LIMIT` code points (then `...` follows the closing quote); an
array as `array (N items)` and an object as `object (N properties)`, so no key order and no
nesting reach a message.

`number_text`: a number with an integral value is its integer digits (an integer kept exactly,
as Python, Go and Rust keep them, prints all its digits; a float only below 2^53, where every
integer is exact); any other number is its shortest round-trip digits written the way
ECMAScript's `Number.prototype.toString` writes them (`0.1`, `1.5e-7`, `1e+21`)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from ..ir import checks as c

#: Code points of a string `show` writes before cutting it short.
SHOW_LIMIT = 40
#: Values of an `enum` a message lists before `, ...`.
ENUM_SHOWN = 8
#: Below this, every integer a float holds is exact: such a float prints as its integer digits.
EXACT_FLOAT = 2**53

#: The holes a runtime fills: `found` (`show` of the value), `kind` (its JSON type name, see
#: `kind`), `length` (a string's length in code points), `size` (items of an array, properties
#: of an object), `matches` (how many `oneOf` arms matched), `key` (`show` of a property name),
#: `count` (how many items `contains` matched).
RUNTIME_HOLES = frozenset({"found", "kind", "length", "size", "matches", "key", "count"})

_HOLE = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class ProblemSpec:
    """One problem a node can report: `template`'s holes are filled from `fixed` (generator
    text) or, for `RUNTIME_HOLES`, by the runtime. `at_child`: the pointer is the value's child
    named by the `key` hole rather than the value itself."""

    keyword: str
    schema: str
    template: str
    fixed: tuple[tuple[str, str], ...] = ()
    at_child: bool = False

    def parts(self) -> tuple[tuple[bool, str], ...]:
        """The message as (is a runtime hole, text) pieces in order: literal text (fixed holes
        filled in) and the names of the holes the runtime fills. Adjacent literals are joined."""
        fixed = dict(self.fixed)
        out: list[tuple[bool, str]] = []
        last = 0
        for hole in _HOLE.finditer(self.template):
            literal = self.template[last : hole.start()]
            name = hole.group(1)
            last = hole.end()
            if name in fixed:
                literal += fixed[name]
                name = ""
            elif name not in RUNTIME_HOLES:
                raise KeyError(f"hole {name!r} of {self.template!r} is not filled")
            if literal:
                if out and not out[-1][0]:
                    out[-1] = (False, out[-1][1] + literal)
                else:
                    out.append((False, literal))
            if name:
                out.append((True, name))
        tail = self.template[last:]
        if tail:
            if out and not out[-1][0]:
                out[-1] = (False, out[-1][1] + tail)
            else:
                out.append((False, tail))
        return tuple(out)


#: The message templates, by what failed. A writer never words a message itself.
TEMPLATES = {
    "type": "expected {expected}, found {kind}",
    "const": "expected {expected}, found {found}",
    "enum": "expected one of {expected}, found {found}",
    "minLength": "expected at least {limit} characters, found {length}",
    "maxLength": "expected at most {limit} characters, found {length}",
    "pattern": "expected a string matching {pattern}, found {found}",
    "minimum": "expected a number >= {limit}, found {found}",
    "maximum": "expected a number <= {limit}, found {found}",
    "exclusiveMinimum": "expected a number > {limit}, found {found}",
    "exclusiveMaximum": "expected a number < {limit}, found {found}",
    "multipleOf": "expected a multiple of {factor}, found {found}",
    "minItems": "expected at least {limit} items, found {size}",
    "maxItems": "expected at most {limit} items, found {size}",
    "minProperties": "expected at least {limit} properties, found {size}",
    "maxProperties": "expected at most {limit} properties, found {size}",
    "uniqueItems": "expected unique items",
    "format": "expected a string in format {format}, found {found}",
    "required": "missing required property {name}",
    "required_key": "missing required property {key}",
    "dependentRequired": "property {name} requires property {need}",
    "false": "no value is allowed here",
    "additionalProperties": "unexpected property {key}",
    "not": "expected a value not matching the schema at {location}",
    "oneOf": "expected a value matching exactly one of the oneOf schemas, it matches {matches}",
    "contains": "expected at least {limit} matching items, found {count}",
    "maxContains": "expected at most {limit} matching items, found {count}",
    "tag_missing": "missing required property {name} (the tag naming the variant)",
    "tag_unknown": "expected one of {expected}, found {found}",
    "unknown": "unknown property {key}: the schema does not name it and the strict profile is on",
}

# A union none of whose arms matched, when every arm failed on the value's type alone, reports
# one `type` problem naming every type the arms expected: each runtime's `closest_branches`
# reads `{expected}` back from the arms' `type` messages by that template's literal parts, so it
# must keep its shape.


def location(at: str, keyword: str) -> str:
    """The absolute keyword location of `keyword` in the schema at `at` ("file#/pointer")."""
    return f"{at}/{keyword}"


def keyword_problem(check: c.Check, at: str) -> list[ProblemSpec]:
    """The problems a keyword tested on the value reports (`dependentRequired`: one per rule
    and needed name, in order)."""
    if isinstance(check, c.Types):
        expected = " or ".join(check.names)
        return [spec("type", at, "type", expected=expected)]
    if isinstance(check, c.Const):
        return [spec("const", at, "const", expected=show(check.value))]
    if isinstance(check, c.EnumOf):
        return [spec("enum", at, "enum", expected=enum_text(check.values))]
    if isinstance(check, c.StringBound | c.CountBound):
        return [spec(check.keyword, at, check.keyword, limit=str(check.limit))]
    if isinstance(check, c.NumberBound):
        return [spec(check.keyword, at, check.keyword, limit=show(check.limit))]
    if isinstance(check, c.MultipleOf):
        return [spec("multipleOf", at, "multipleOf", factor=show(check.factor))]
    if isinstance(check, c.Pattern):
        return [spec("pattern", at, "pattern", pattern=show_full(check.pattern))]
    if isinstance(check, c.UniqueItems):
        return [spec("uniqueItems", at, "uniqueItems")]
    if isinstance(check, c.Format):
        return [spec("format", at, "format", format=check.name)]
    if isinstance(check, c.DependentRequired):
        return [
            spec(
                "dependentRequired",
                at,
                "dependentRequired",
                name=show_full(name),
                need=show_full(need),
            )
            for name, needs in check.rules
            for need in needs
        ]
    raise TypeError(check)


def required(at: str, name: str | None) -> ProblemSpec:
    """A missing required property: `name` known to the generator, or (None) the runtime's
    `key` (a loop over a constant list of names)."""
    if name is None:
        return spec("required", at, "required_key")
    return spec("required", at, "required", name=show(name))


def rejected(at: str) -> ProblemSpec:
    """The `false` schema: its location is the schema itself (it has no keyword)."""
    return ProblemSpec("false", at, TEMPLATES["false"])


def unexpected(at: str) -> ProblemSpec:
    """A property `additionalProperties: false` refuses, reported at the object."""
    return spec("additionalProperties", at, "additionalProperties")


def negated(at: str, schema_at: str) -> ProblemSpec:
    return spec("not", at, "not", location=schema_at)


def too_many_arms(at: str) -> ProblemSpec:
    return spec("oneOf", at, "oneOf")


def contains(at: str, keyword: str, limit: int) -> ProblemSpec:
    """`contains` (`minContains` when its minimum is not 1) or `maxContains`."""
    template = "maxContains" if keyword == "maxContains" else "contains"
    return ProblemSpec(
        keyword, location(at, keyword), TEMPLATES[template], (("limit", str(limit)),)
    )


def tag_missing(at: str, tag: str) -> ProblemSpec:
    """A tagged union's value without its tag: `required`, at the union's `oneOf`."""
    return ProblemSpec(
        "required", location(at, "oneOf"), TEMPLATES["tag_missing"], (("name", show_full(tag)),)
    )


def tag_unknown(at: str, tags: tuple[str, ...], by_pattern: bool) -> ProblemSpec:
    """A tag no arm takes: `const` (`pattern` when a pattern admits further tags), at the tag."""
    shown = ", ".join(show(t) for t in tags[:ENUM_SHOWN]) + (
        ", ..." if len(tags) > ENUM_SHOWN else ""
    )
    return ProblemSpec(
        "pattern" if by_pattern else "const",
        location(at, "oneOf"),
        TEMPLATES["tag_unknown"],
        (("expected", shown),),
        at_child=True,
    )


def not_object(at: str) -> ProblemSpec:
    """A tagged union's value that is no object."""
    return ProblemSpec("type", location(at, "oneOf"), TEMPLATES["type"], (("expected", "object"),))


def unknown_property(at: str) -> ProblemSpec:
    """The strict profile: a property no schema applied to the object evaluates (reported at
    the property, located at the schema that closes the object). The runtimes' loop over the
    object's keys (`unknown_properties`) writes this text."""
    return ProblemSpec("additionalProperties", at, TEMPLATES["unknown"], at_child=True)


def spec(keyword: str, at: str, template: str, **fixed: str) -> ProblemSpec:
    return ProblemSpec(keyword, location(at, keyword), TEMPLATES[template], tuple(fixed.items()))


def enum_text(values: tuple[Any, ...]) -> str:
    shown = ", ".join(show(v) for v in values[:ENUM_SHOWN])
    return shown + (", ..." if len(values) > ENUM_SHOWN else "")


# -- a state machine's refusal -------------------------------------------------------------------


def refusal_why(
    values: tuple[str, ...], transitions: tuple[tuple[str, tuple[str, ...]], ...]
) -> dict[str, str]:
    """Why a state machine refuses a move from each state: the legal moves, in the enum's order,
    as JSON text, or that the state is terminal. Every target's `move_to` words a refusal
    `<enum>: cannot move from <state> to <state>; <why>`, the states as JSON text
    (`string_text`), the why written here by the generator, so that no runtime words it."""
    moves = dict(transitions)
    why = {}
    for state in values:
        legal = [string_text(v) for v in values if v in moves.get(state, ())]
        why[state] = "it may move only to " + ", ".join(legal) if legal else "it is terminal"
    return why


# -- the one way values reach a message -----------------------------------------------------------


def kind(value: Any) -> str:
    """The JSON type name of a value: a number with an integral value is an `integer`."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def show(value: Any) -> str:
    """A value as messages show it (module docstring)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int | float):
        return number_text(value)
    if isinstance(value, str):
        cut = len(value) > SHOW_LIMIT
        return string_text(value[:SHOW_LIMIT]) + ("..." if cut else "")
    if isinstance(value, list):
        return f"array ({len(value)} items)"
    return f"object ({len(value)} properties)"


def show_full(text: str) -> str:
    """A schema's own string (a property name, a pattern) as JSON text, never cut short: the
    generator writes it once, and what it names must stay whole."""
    return string_text(text)


_SHORT_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
}


def string_text(text: str) -> str:
    out = ['"']
    for ch in text:
        if ch in _SHORT_ESCAPES:
            out.append(_SHORT_ESCAPES[ch])
        elif ch < " ":
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def number_text(value: float) -> str:
    if isinstance(value, int):
        return str(value)
    if math.isnan(value) or math.isinf(value):
        return "null"  # no JSON number; only a decoder past JSON makes one
    if value.is_integer() and abs(value) < EXACT_FLOAT:
        return str(int(value))
    return ecma_number(value)


def ecma_number(value: float) -> str:
    """A finite float as ECMAScript's `Number.prototype.toString` writes it, from its shortest
    round-trip digits (`repr` finds them)."""
    if value == 0:
        return "0"
    sign = "-" if value < 0 else ""
    digits, point = _shortest(abs(value))
    k, n = len(digits), point
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * (-n) + digits
    e = n - 1
    shown_exp = f"e+{e}" if e >= 0 else f"e-{-e}"
    if k == 1:
        return sign + digits + shown_exp
    return sign + digits[0] + "." + digits[1:] + shown_exp


def _shortest(value: float) -> tuple[str, int]:
    """The shortest digits d1..dk (no trailing zeros) and n with value = 0.d1..dk * 10^n."""
    text = repr(value)  # shortest round trip
    mantissa, _, exp = text.partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    leading = len(whole + fraction) - len((whole + fraction).lstrip("0"))
    n = len(whole) - leading + (int(exp) if exp else 0)
    return digits.rstrip("0") or "0", n
