# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The runtime the validators run on.


"""What every generated module shares: the absent marker, JSON value types, and the one error
type decoding raises."""

from __future__ import annotations

import copy
import json
import math
import sys
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from itertools import repeat
from typing import Any, Literal, Protocol, TypeAlias, TypeVar, cast, overload

JsonValue: TypeAlias = "None | bool | int | float | str | list[JsonValue] | dict[str, JsonValue]"


class Unset(Enum):
    """The type of `UNSET`: a property that is absent, as opposed to present and null."""

    UNSET = "UNSET"

    def __repr__(self) -> str:
        return "UNSET"

    def __bool__(self) -> bool:
        return False


UNSET = Unset.UNSET
MISSING: Any = object()


@dataclass(frozen=True, slots=True)
class Problem:
    """One violation: where in the instance, which schema keyword, and what was expected."""

    pointer: str
    keyword: str
    message: str
    schema: str = ""

    def __str__(self) -> str:
        return f"{self.pointer or '/'}: {self.message}"


class ValidationError(ValueError):
    """Raised by `from_dict` / `from_json` with every problem found, not just the first."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        shown = "\n".join(f"  {p}" for p in problems[:20])
        more = f"\n  ... and {len(problems) - 20} more" if len(problems) > 20 else ""
        super().__init__(f"{len(problems)} problem(s):\n{shown}{more}")


T = TypeVar("T")
N = TypeVar("N", int, float)
Valid: TypeAlias = Callable[[Any], bool]
Check: TypeAlias = Callable[[Any, str, list[Problem], bool], None]  # (value, pointer, out, strict)
#: The strict profile at a document's root: the function telling which properties of the root
#: its schemas evaluate, and the schema's location; None where the root is not a closed object.
Closure: TypeAlias = "tuple[Callable[[Any], set[Any]], str] | None"


#: How deeply arrays and objects may nest where a validator recurses with the document (a
#: `$ref` cycle, `uniqueItems`, an `enum` of arrays or objects): a value nested deeper there is
#: one `maxDepth` problem, and is not looked at further (Python's stack is finite). Validators
#: that cannot recurse with the document (the schema bounds how deep they look) take a document
#: of any depth and pay nothing for it. The generator holds the same number
#: (`agentproto.plan.depth.MAX_DEPTH`).
MAX_DEPTH = 500
# Python frames a validator or a decoder may spend per level of nesting, at most: the room a
# call gets when the stack it was called with proves too short.
_FRAMES_PER_LEVEL = 6


class TooDeep(Exception):
    """Raised by a validator that recursed to a value nested past `MAX_DEPTH` (at `pointer`,
    when the checking flavour knows it); the public entry points turn it into a problem."""

    def __init__(self, pointer: str | None = None) -> None:
        super().__init__(pointer)
        self.pointer = pointer


# Two ways into a validator: `decode`, `is_valid` and `errors` for a recursive one (they turn
# `TooDeep` into one `maxDepth` problem and, only when Python's stack proves too short for a
# document within the limit, try again with more room); `decode_bounded` and `errors_bounded`
# (and `is_valid` calling the `valid` function itself) for one that cannot recurse with the
# document, which need neither. Nothing walks the document before validating it.


def decode(valid: Valid, check: Check, build: Callable[[Any], T], data: Any) -> T:
    """Every generated decoder of a recursive schema is this: the fast test, then the build;
    the problems are only collected when there are some."""
    try:
        if valid(data):
            return build(data)
    except (TooDeep, RecursionError):
        return _decode_with_room(valid, check, build, data)
    raise ValidationError(errors(check, data))


def _decode_with_room(valid: Valid, check: Check, build: Callable[[Any], T], data: Any) -> T:
    before = _raise_stack()
    try:
        if valid(data):
            return build(data)
    except (TooDeep, RecursionError):
        pass
    finally:
        sys.setrecursionlimit(before)
    raise ValidationError(errors(check, data))


def decode_bounded(valid: Valid, check: Check, build: Callable[[Any], T], data: Any) -> T:
    """Every generated decoder of a schema that cannot recurse with the document."""
    if valid(data):
        return build(data)
    problems: list[Problem] = []
    check(data, "", problems, False)
    raise ValidationError(problems)


def is_valid(valid: Valid, data: Any) -> bool:
    """`valid(data)` for a recursive schema: a value nested past `MAX_DEPTH` where the
    validator recurses is not valid."""
    try:
        return valid(data)
    except TooDeep:
        return False
    except RecursionError:
        pass
    before = _raise_stack()
    try:
        return valid(data)
    except (TooDeep, RecursionError):
        return False
    finally:
        sys.setrecursionlimit(before)


# The compiled validators (the python-native target's extension, beside this package), when
# installed, made from the same check program (`digest`) and not turned off
# (`AGENTPROTO_NATIVE=0`): each module's `valid` functions are rebound to them as it loads, so
# `is_valid`, `from_dict` and `from_json` use them; each answers as the Python function does
# (it hands a value it does not judge to that function). The builders (`_build_*`) are rebound
# the same way, and `parse_json` to the extension's JSON reader (which hands text it is not
# sure of to the Python `parse_json`). Without them nothing changes.
_native: Any = None


def use_native(namespace: dict[str, Any], module: str, digest: str) -> None:
    global _native
    if _native is None:
        import importlib
        import os

        _native = False
        if os.environ.get("AGENTPROTO_NATIVE", "1") != "0":
            try:
                _native = importlib.import_module(
                    __name__.rpartition(".")[0].replace(".", "_") + "_native"
                )
            except ImportError:
                pass
    if _native and getattr(_native, "DIGEST", None) == digest:
        namespace.update(_native.install(module, namespace))
        globals()["parse_json"] = _native.reader(parse_json)


def errors(check: Check, data: Any, strict: bool = False, closure: Closure = None) -> list[Problem]:
    """Every problem of `data` against a recursive schema (one `maxDepth` problem for a value
    nested past `MAX_DEPTH` where the validator recurses); with `strict`, also every property
    no schema names where the schema leaves the object open by omission (the strict profile)."""
    try:
        return errors_bounded(check, data, strict, closure)
    except TooDeep as exc:
        return [_too_deep_problem(exc.pointer, data)]
    except RecursionError:
        pass
    before = _raise_stack()
    try:
        return errors_bounded(check, data, strict, closure)
    except (TooDeep, RecursionError) as exc:
        return [_too_deep_problem(exc.pointer if isinstance(exc, TooDeep) else None, data)]
    finally:
        sys.setrecursionlimit(before)


def errors_bounded(
    check: Check, data: Any, strict: bool = False, closure: Closure = None
) -> list[Problem]:
    """`errors` for a schema that cannot recurse with the document."""
    problems: list[Problem] = []
    check(data, "", problems, strict)
    if strict and closure is not None and isinstance(data, dict):
        unknown_properties(data, "", closure[0](data), closure[1], problems)
    return problems


def strictly_valid(valid: Valid, check: Check, data: Any, closure: Closure) -> bool:
    """`is_valid` in the strict profile: valid, and no property unknown to the schema."""
    return is_valid(valid, data) and not errors(check, data, True, closure)


def unknown_properties(
    x: dict[str, Any], pointer: str, seen: set[Any], at: str, out: list[Problem]
) -> None:
    """The strict profile's problem for each property of `x` not in `seen`."""
    for key in x:
        if key not in seen:
            out.append(
                Problem(
                    f"{pointer}/{escape(key)}",
                    "additionalProperties",
                    f"unknown property {show(key)}: the schema does not name it and "
                    "the strict profile is on",
                    at,
                )
            )


def strict_branches(branches: list[list[Problem] | None], pointer: str) -> list[Problem]:
    """The strict profile's problems inside a union that passed: none when an arm that passed
    has none (`None`: the arm did not pass), else those of the first arm that passed."""
    passed = [b for b in branches if b is not None]
    if not passed or not all(passed):
        return []
    return passed[0]


def depth(data: Any) -> int:
    """How deeply arrays and objects nest in `data` (0 for a scalar), without recursion; stops
    counting past `MAX_DEPTH`. Validators never call it: it serves tools and tests."""
    level = [data] if isinstance(data, (list, dict)) else []
    found = 0
    while level and found <= MAX_DEPTH:
        found += 1
        level = [
            v
            for c in level
            for v in (c.values() if isinstance(c, dict) else c)
            if isinstance(v, (list, dict))
        ]
    return found


def too_deep(data: Any) -> Problem:
    """The problem of a document nested deeper than `MAX_DEPTH`, at the first array or object
    past the limit (breadth first, without recursion)."""
    level: list[tuple[Any, str]] = [(data, "")] if isinstance(data, (list, dict)) else []
    for _ in range(MAX_DEPTH):
        level = [
            (v, f"{at}/{escape(str(k))}")
            for c, at in level
            for k, v in (c.items() if isinstance(c, dict) else enumerate(c))
            if isinstance(v, (list, dict))
        ]
    return Problem(
        level[0][1] if level else "",
        "maxDepth",
        f"expected arrays and objects nested at most {MAX_DEPTH} deep",
    )


def _too_deep_problem(pointer: str | None, data: Any) -> Problem:
    """The `maxDepth` problem: at `pointer` when the validator said where it stopped, else
    (a walk over a value, or a stack too short) at the first value past the limit."""
    if pointer is None:
        return too_deep(data)
    return Problem(
        pointer, "maxDepth", f"expected arrays and objects nested at most {MAX_DEPTH} deep"
    )


def _raise_stack() -> int:
    """Room on Python's stack for a document `MAX_DEPTH` levels deep, counted from where the
    stack proved too short; returns the limit to restore."""
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(before + (MAX_DEPTH + 1) * _FRAMES_PER_LEVEL + 200)
    return before


def dumps(value: Any) -> str:
    """Compact JSON, UTF-8 characters as they are: the encoding every binding writes. A NaN or
    infinite float raises ValueError: JSON has no way to write it."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def kind(value: Any) -> str:
    """The JSON type name of a decoded value."""
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
    return "object" if isinstance(value, dict) else type(value).__name__


def short(value: Any, limit: int = 60) -> str:
    """A value as JSON, shortened for error messages (a value too deep to write: its type)."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    except RecursionError:
        text = f"{kind(value)} nested too deeply to show"
    return text if len(text) <= limit else text[: limit - 3] + "..."


# How a value reaches a message: one rule for every language (the generator's
# `agentproto.plan.problems.show` writes a schema's values by it, every runtime the instance's).
_SHOW_LIMIT = 40
_EXACT_FLOAT = 2**53
_SHORT_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
}


def show(value: Any) -> str:
    """A value as a problem's message shows it: scalars as JSON text (a string cut after 40
    code points, then `...`), an array or object as its type and size."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return number_text(value)
    if isinstance(value, str):
        return string_text(value[:_SHOW_LIMIT]) + ("..." if len(value) > _SHOW_LIMIT else "")
    if isinstance(value, list):
        return f"array ({len(value)} items)"
    if isinstance(value, dict):
        return f"object ({len(value)} properties)"
    return type(value).__name__


def string_text(text: str) -> str:
    """A string as JSON text, escaping only what JSON must (quote, backslash, controls)."""
    return (
        '"'
        + "".join(
            _SHORT_ESCAPES.get(ch) or (f"\\u{ord(ch):04x}" if ch < " " else ch) for ch in text
        )
        + '"'
    )


def number_text(value: float) -> str:
    """An integral value as its digits (a float only below 2^53, where it is exact), any other
    number as ECMAScript's `Number.prototype.toString` writes it."""
    if isinstance(value, int):
        return str(value)
    if not math.isfinite(value):
        return "null"
    if value.is_integer() and abs(value) < _EXACT_FLOAT:
        return str(int(value))
    text = repr(abs(value))  # the shortest digits that read back as the same float
    mantissa, _, exp = text.partition("e")
    whole, _, fraction = mantissa.partition(".")
    joined = whole + fraction
    digits = joined.lstrip("0")
    n = len(whole) - (len(joined) - len(digits)) + (int(exp) if exp else 0)
    digits = digits.rstrip("0") or "0"
    sign, k = "-" if value < 0 else "", len(digits)
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * -n + digits
    e = f"e+{n - 1}" if n >= 1 else f"e-{1 - n}"
    return sign + digits[0] + ("." + digits[1:] if k > 1 else "") + e


def escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def is_integer(value: Any) -> bool:
    if isinstance(value, int):
        return not isinstance(value, bool)
    return isinstance(value, float) and value.is_integer()


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def json_equal(a: Any, b: Any) -> bool:
    """Equality as JSON means it: 1 equals 1.0, true does not equal 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if is_number(a) and is_number(b):
        return bool(a == b)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    return type(a) is type(b) and bool(a == b)


class _Bool:
    """A boolean inside `canonical`: Python's `True == 1` is no JSON equality."""

    __slots__ = ("value",)

    def __init__(self, value: bool) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Bool) and other.value is self.value

    def __hash__(self) -> int:
        return hash((_Bool, self.value))


def canonical(value: Any, room: int = MAX_DEPTH) -> Any:
    """A hashable stand-in for a JSON value, equal to another's exactly when the values are
    equal as JSON: numbers by value (1 == 1.0), booleans apart from numbers, objects without
    order, arrays in order. Sets of them answer `uniqueItems` and `enum` by hashing. Arrays and
    objects nested more than `room` deep raise `TooDeep` (the walk recurses)."""
    if isinstance(value, bool):
        return _Bool(value)
    if isinstance(value, (list, dict)) and room <= 0:
        raise TooDeep()
    if isinstance(value, list):
        return (list, tuple(map(canonical, value, repeat(room - 1))))
    if isinstance(value, dict):
        return (dict, frozenset(zip(value, map(canonical, value.values(), repeat(room - 1)))))
    return value  # None, str, int and float hash and compare as JSON means


def canonical_set(values: list[Any]) -> frozenset[Any]:
    return frozenset(map(canonical, values))


def unique(items: list[Any]) -> bool:
    """`uniqueItems`: no two items equal as JSON (expected linear time: one hash each)."""
    for item in items:  # the common case, scalars of one kind, without building stand-ins
        if not isinstance(item, (str, int)) or isinstance(item, bool):
            return len(set(map(canonical, items))) == len(items)
    return len(set(items)) == len(items)


def multiple_of(value: float, factor: float) -> bool:
    """`multipleOf`, exactly: JSON numbers are decimals, so `19.99` is a multiple of `0.01`
    even though the binary floats nearest to them are not. A float stands for the decimal it
    prints as (its shortest repr: what the JSON text said, for every number that fits a
    float). A number too large for a float (read as infinity) has lost its digits: it is a
    multiple of nothing but itself, and only 0 is a multiple of it."""
    if isinstance(value, int) and isinstance(factor, int):
        return value % factor == 0
    if not (_finite(value) and _finite(factor)):
        return value == 0 if _finite(value) else False
    return Fraction(repr(value)) % Fraction(repr(factor)) == 0


def _finite(number: float) -> bool:
    return isinstance(number, int) or number - number == 0  # False for inf and nan


def reorder(out: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    """`out` with the keys seen when decoding first, in their original order."""
    ordered = {k: out[k] for k in keys if k in out}
    ordered.update(out)
    return ordered


class NotJsonNumber(ValueError):
    pass


def _refuse_constant(name: str) -> Any:
    raise NotJsonNumber(f"not JSON: {name} is no JSON number")


# Python's json reads NaN, Infinity and -Infinity; JSON (RFC 8259) has no such numbers.
_decode_json = json.JSONDecoder(parse_constant=_refuse_constant).decode


def parse_json(text: str | bytes) -> Any:
    try:
        return _decode_json(text.decode("utf-8") if isinstance(text, (bytes, bytearray)) else text)
    except json.JSONDecodeError as exc:
        raise ValidationError(
            [Problem("", "json", f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}")]
        ) from None
    except UnicodeDecodeError as exc:
        raise ValidationError([Problem("", "json", f"not UTF-8: {exc.reason}")]) from None
    except NotJsonNumber as exc:
        raise ValidationError([Problem("", "json", str(exc))]) from None
    except RecursionError:
        raise ValidationError(
            [
                Problem(
                    "",
                    "maxDepth",
                    "expected arrays and objects nested at "
                    f"most {MAX_DEPTH} deep, found too many to read",
                )
            ]
        ) from None


def closest_branches(branches: list[list[Problem]], pointer: str) -> list[Problem]:
    """When no arm of a union matched, the problems worth showing: those of the arms whose JSON
    type did match (an arm failing only on its type at the union's own location was never
    meant); when every arm failed on type alone, one problem naming every type expected."""
    meant = [
        b for b in branches if not all(p.keyword == "type" and p.pointer == pointer for p in b)
    ]
    if meant:
        return [p for b in meant for p in b]
    expected = [
        p.message.removeprefix("expected ").split(", found ")[0] for b in branches for p in b
    ]
    found = branches[0][0].message.rpartition(", found ")[2] if branches and branches[0] else "?"
    return [
        Problem(
            pointer,
            "type",
            f"expected {' or '.join(dict.fromkeys(expected))}, found {found}",
            branches[0][0].schema if branches and branches[0] else "",
        )
    ]


# --- arithmetic of `x-additive` types ---------------------------------------------------------


def add_optional(a: N | Unset, b: N | Unset, default: N) -> N | Unset:
    """The sum of two counts that may be absent: an absent one counts as `default`, and the sum
    of two absent counts is absent (so adding never invents a field neither side had)."""
    if isinstance(a, Unset) and isinstance(b, Unset):
        return UNSET
    return (default if isinstance(a, Unset) else a) + (default if isinstance(b, Unset) else b)


class Addable(Protocol):
    def __add__(self, other: Any, /) -> Any: ...


A = TypeVar("A", bound=Addable)


def add_present(a: A | Unset, b: A | Unset) -> A | Unset:
    """The sum of two values that may be absent: a copy of one when the other is absent (so
    the sum never shares a mutable value with an operand)."""
    if isinstance(a, Unset):
        return copy.deepcopy(b)
    if isinstance(b, Unset):
        return copy.deepcopy(a)
    return cast(A, a + b)


@overload
def add_counts(a: dict[str, N], b: dict[str, N]) -> dict[str, N]: ...
@overload
def add_counts(a: dict[str, N] | Unset, b: dict[str, N] | Unset) -> dict[str, N] | Unset: ...
def add_counts(a: dict[str, N] | Unset, b: dict[str, N] | Unset) -> dict[str, N] | Unset:
    """Two maps of counts merged key-wise into a new map: keys in both are summed, the others
    copied, in first-seen order. Absent when both are; neither operand is changed."""
    if isinstance(a, Unset):
        return UNSET if isinstance(b, Unset) else dict(b)
    out = dict(a)
    if not isinstance(b, Unset):
        for key, value in b.items():
            out[key] = out[key] + value if key in out else value
    return out


# --- patterns run in linear time ---------------------------------------------------------------


class LinearPattern:
    """A pattern Python's backtracking `re` could take exponential time on, run instead as an
    NFA program (compiled by the generator) whose states all advance together, one character at
    a time: time linear in the text's length times the program's size. Like `re.Pattern`,
    `search(text)` asks whether the pattern matches anywhere; it answers `True` or `None`.

    The program is text: instructions separated by `;`, each an opcode letter and operands.
    `c` consumes one character within the ranges (`lo-hi` or `cp`, comma-separated), `s a,b`
    goes on at both `a` and `b`, `j a` at `a`, `m` has matched; `n`/`N` go on when the next
    character is (is not) within the ranges (at the end there is none), `p`/`P` the same for
    the previous character."""

    __slots__ = ("_code", "_held", "_looks_ahead", "_steps")
    # (states, character, next character) steps are remembered while the state sets they hold
    # count at most this many states in all (a large program's sets are large); then all are
    # forgotten at once
    _REMEMBERED = 1 << 16

    def __init__(self, program: str) -> None:
        code: list[tuple[str, tuple[int, ...], tuple[int, ...], int, int]] = []
        for text in program.split(";"):
            op, operands = text[0], text[1:]
            if op in "sj":
                a, _, b = operands.partition(",")
                code.append((op, (), (), int(a), int(b or 0)))
                continue
            bounds = [part.partition("-") for part in operands.split(",") if part]
            los = tuple(int(lo) for lo, _, _ in bounds)
            his = tuple(int(hi or lo) for lo, _, hi in bounds)
            code.append((op, los, his, 0, 0))
        self._code = tuple(code)
        self._looks_ahead = any(op in "nN" for op, _, _, _, _ in code)
        self._steps: dict[tuple[frozenset[int], int, int], tuple[frozenset[int], bool]] = {}
        self._held = 0

    def search(self, text: str) -> Literal[True] | None:
        size = len(text)
        states, matched = self._closure([0], -1, ord(text[0]) if size else -1)
        steps = self._steps
        for i in range(size):
            if matched:
                return True
            char = ord(text[i])
            after = ord(text[i + 1]) if i + 1 < size and self._looks_ahead else -1
            key = (states, char, after)
            step = steps.get(key)
            if step is None:
                step = self._step(states, char, after)
                self._held += len(step[0]) + 1
                if self._held > self._REMEMBERED:
                    steps.clear()
                    self._held = len(step[0]) + 1
                steps[key] = step
            states, matched = step
        return True if matched else None

    def _step(self, states: frozenset[int], char: int, after: int) -> tuple[frozenset[int], bool]:
        """The states after `char`: those that consume it, and a new start (`search` tries
        every position)."""
        code = self._code
        going = [pc + 1 for pc in states if _within(char, code[pc][1], code[pc][2])]
        return self._closure([0, *going], char, after)

    def _closure(self, pcs: list[int], before: int, after: int) -> tuple[frozenset[int], bool]:
        """The instructions waiting for a character that `pcs` lead to without consuming one,
        between the characters `before` and `after` (-1: none); and whether one matched."""
        code = self._code
        waiting: set[int] = set()
        seen: set[int] = set()
        stack = pcs[::-1]
        while stack:
            pc = stack.pop()
            if pc in seen:
                continue
            seen.add(pc)
            op, los, his, a, b = code[pc]
            if op == "c":
                waiting.add(pc)
            elif op == "m":
                return frozenset(), True
            elif op == "s":
                stack += (b, a)
            elif op == "j":
                stack.append(a)
            elif _within(after if op in "nN" else before, los, his) is (op in "np"):
                stack.append(pc + 1)
        return frozenset(waiting), False


def _within(char: int, los: tuple[int, ...], his: tuple[int, ...]) -> bool:
    """Whether `char` (-1: none) lies in one of the sorted ranges `los[i]`-`his[i]`."""
    i = bisect_right(los, char) - 1
    return i >= 0 and char <= his[i]


# --- `format` as an assertion ----------------------------------------------------------------


def format_ok(name: str, value: Any) -> bool:
    """`format` as an assertion (only when asked for): every format of JSON Schema 2020-12,
    checked against the grammar of the standard that defines it. Non-strings and unknown formats
    pass. Where a rule needs data the standard library lacks, the approximation is said where it
    is made."""
    if not isinstance(value, str):
        return True
    checker = _FORMATS.get(name)
    return checker is None or checker(value)


_COMPILED: dict[str, Any] = {}


def _pattern(pattern: str) -> Any:
    """`pattern` compiled, once (a dict lookup is cheaper than the `re` module's own cache)."""
    compiled = _COMPILED.get(pattern)
    if compiled is None:
        import re

        compiled = _COMPILED[pattern] = re.compile(pattern)
    return compiled


def _matches(pattern: str, text: str) -> bool:
    return _pattern(pattern).fullmatch(text) is not None


# --- dates and times: RFC 3339 section 5.6; durations: RFC 3339 appendix A -------------------

# DIGIT is ASCII only (Python's \d is not); "T" and "Z" may be lower case (section 5.6, note).
_FULL_DATE = "([0-9]{4})-([0-9]{2})-([0-9]{2})"
_FULL_TIME = "([0-9]{2}):([0-9]{2}):([0-9]{2})(?:[.][0-9]+)?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))"
_DATE_TIME = _FULL_DATE + "[Tt]" + _FULL_TIME


def _date(value: str) -> bool:
    match = _pattern(_FULL_DATE).fullmatch(value)
    return match is not None and _date_ok(*match.groups())


def _time(value: str) -> bool:
    match = _pattern(_FULL_TIME).fullmatch(value)
    return match is not None and _time_ok(*match.groups())


def _date_time(value: str) -> bool:
    match = _pattern(_DATE_TIME).fullmatch(value)
    return match is not None and _date_ok(*match.groups()[:3]) and _time_ok(*match.groups()[3:])


def _date_ok(year: str, month: str, day: str) -> bool:
    y, m, d = int(year), int(month), int(day)
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)  # RFC 3339 appendix C
    days = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    return 1 <= m <= 12 and 1 <= d <= days[m - 1]


def _time_ok(
    hour: str,
    minute: str,
    second: str,
    sign: str | None,
    offset_hour: str | None,
    offset_minute: str | None,
) -> bool:
    h, m, s = int(hour), int(minute), int(second)
    oh, om = (int(offset_hour), int(offset_minute)) if offset_hour and offset_minute else (0, 0)
    if h > 23 or m > 59 or s > 60 or oh > 23 or om > 59:
        return False
    # A leap second is the 61st second of 23:59 UTC, whatever the local time that reads it;
    # which days have one is not knowable in advance, so the date is not checked.
    utc = (h * 60 + m - (-1 if sign == "-" else 1) * (oh * 60 + om)) % (24 * 60)
    return s < 60 or utc == 23 * 60 + 59


def _duration_rule() -> str:
    """The appendix A rules as written: units in order, and inside the date or the time part
    none skipped ("P1Y1D" must be "P1Y0M1D", "PT1H1S" "PT1H0M1S"); weeks stand alone; no
    fractions. ABNF literals are case-insensitive (RFC 5234 section 2.3), hence the "i" flag
    (with "a", so that "S" does not also match the long s)."""
    second = "[0-9]+S"
    minute = "[0-9]+M(?:" + second + ")?"
    hour = "[0-9]+H(?:" + minute + ")?"
    time = "T(?:" + hour + "|" + minute + "|" + second + ")"
    day = "[0-9]+D"
    month = "[0-9]+M(?:" + day + ")?"
    year = "[0-9]+Y(?:" + month + ")?"
    date = "(?:" + day + "|" + month + "|" + year + ")(?:" + time + ")?"
    return "(?ai)P(?:" + date + "|" + time + "|[0-9]+W)"


_DURATION = _duration_rule()


def _duration(value: str) -> bool:
    return _matches(_DURATION, value)


# --- IP addresses: RFC 2673 section 3.2 dotted quads, RFC 4291 section 2.2 ------------------

# Leading zeros are refused: some readers take them as octal, so "010" would be ambiguous.
_DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
_IPV4 = _DEC_OCTET + "(?:[.]" + _DEC_OCTET + "){3}"


def _ipv4(value: str) -> bool:
    return _matches(_IPV4, value)


def _ipv6(value: str) -> bool:
    parts = _ipv6_parts(value)
    if parts is None:
        return False
    groups, compressed = parts
    return groups <= 7 if compressed else groups == 8  # "::" stands for one group or more


def _ipv6_parts(value: str) -> tuple[int, bool] | None:
    """(how many 16-bit groups are written out, whether "::" stands for the others), or None when
    `value` is not in one of the text forms of RFC 4291 section 2.2. No zone, no prefix length:
    those belong to other syntaxes."""
    head, compressed, tail = value.partition("::")
    if "::" in tail:
        return None
    sides = [head, tail] if compressed else [head]
    groups = 0
    for index, side in enumerate(sides):
        if compressed and not side:
            continue
        fields = side.split(":")
        if index == len(sides) - 1 and "." in fields[-1]:  # a dotted quad may end an address
            if not _matches(_IPV4, fields.pop()):
                return None
            groups += 2
        if not all(_matches("[0-9A-Fa-f]{1,4}", field) for field in fields):
            return None
        groups += len(fields)
    return groups, bool(compressed)


# --- host names: RFC 1123 section 2.1, internationalized: RFC 5890 to 5893 (IDNA2008) --------

_LDH_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"


def _hostname(value: str) -> bool:
    """RFC 1123 host names (no trailing dot: that is DNS zone-file notation, not a host name);
    a label starting "xn--" must be an A-label, the Punycode form of a valid U-label."""
    return _domain(value.split("."), unicode=False)


def _idn_hostname(value: str) -> bool:
    """A host name whose labels may also be U-labels. Labels are separated by the full stops
    IDNA recognises (RFC 3490 section 3.1), which lookups map to "."."""
    return _domain(_pattern("[.\u3002\uff0e\uff61]").split(value), unicode=True)


def _domain(labels: list[str], *, unicode: bool) -> bool:
    ascii_labels: list[str] = []
    unicode_labels: list[str] = []
    for label in labels:
        if label.isascii():
            if len(label) > 63 or not _matches(_LDH_LABEL, label):
                return False
            decoded = _a_label(label.lower()) if label[:4].lower() == "xn--" else label
            if decoded is None:
                return False
            ascii_labels.append(label)
            unicode_labels.append(decoded)
        elif unicode and _u_label(label):
            encoded = "xn--" + label.encode("punycode").decode("ascii")
            if len(encoded) > 63:
                return False
            ascii_labels.append(encoded)
            unicode_labels.append(label)
        else:
            return False
    # 255 octets on the wire: a length octet per label and the root's, so 253 characters of text
    if len(".".join(ascii_labels)) > 253:
        return False
    # RFC 5893: once one label is right-to-left, every label of the name must pass the Bidi rule
    if any(_right_to_left(label) for label in unicode_labels):
        return all(_bidi_ok(label) for label in unicode_labels)
    return True


def _a_label(label: str) -> str | None:
    """The U-label that `label` (lower case, "xn--" prefix) encodes, or None when it is not the
    Punycode (RFC 3492) form of a valid U-label, written the one way Punycode writes it."""
    try:
        decoded = label[4:].encode("ascii").decode("punycode")
    except (UnicodeError, ValueError, OverflowError):
        return None
    if decoded.isascii() or not _u_label(decoded):
        return None
    return decoded if decoded.encode("punycode").decode("ascii") == label[4:] else None


def _u_label(label: str) -> bool:
    """RFC 5891 section 4.2.3 on a label of Unicode text: NFC, hyphen rules, no leading
    combining mark, every code point allowed by RFC 5892 (with its context rule if it has one).
    The Bidi rule spans the whole name and is checked by the caller."""
    import unicodedata

    if not label or not unicodedata.is_normalized("NFC", label):
        return False
    if label[0] == "-" or label[-1] == "-" or label[2:4] == "--":
        return False
    if unicodedata.category(label[0]).startswith("M"):
        return False
    for index, char in enumerate(label):
        kind = _idna_property(char)
        if kind == "CONTEXTJ":
            allowed = _contextj_ok(label, index)
        elif kind == "CONTEXTO":
            allowed = _contexto_ok(label, index)
        else:
            allowed = kind == "PVALID"
        if not allowed:
            return False
    return True


# RFC 5892 section 2.6: the exceptions, which override whatever the properties would give.
_IDNA_PVALID_EXCEPTIONS = "\u00df\u03c2\u06fd\u06fe\u0f0b\u3007"
_IDNA_CONTEXTO = "\u00b7\u0375\u05f3\u05f4\u30fb" + "".join(
    chr(c) for c in [*range(0x0660, 0x066A), *range(0x06F0, 0x06FA)]
)
_IDNA_DISALLOWED_EXCEPTIONS = "\u0640\u07fa\u302e\u302f\u3031\u3032\u3033\u3034\u3035\u303b"
# Code points that RFC 5892 disallows although their general category is a letter or mark and
# NFKC and case folding leave them alone: Default_Ignorable_Code_Point ones (section 2.3, a
# property the standard library lacks, so listed), the ignorable blocks (2.4) and the conjoining
# Hangul jamo (2.9). Whole blocks: their unassigned points are refused anyway.
_IDNA_DISALLOWED_RANGES = (
    (0x034F, 0x034F),  # combining grapheme joiner
    (0x1100, 0x11FF),  # Hangul Jamo
    (0x17B4, 0x17B5),  # Khmer inherent vowels
    (0x180B, 0x180F),  # Mongolian variation selectors
    (0x20D0, 0x20FF),  # Combining Diacritical Marks for Symbols
    (0xA960, 0xA97F),  # Hangul Jamo Extended-A
    (0xD7B0, 0xD7FF),  # Hangul Jamo Extended-B
    (0xFE00, 0xFE0F),  # variation selectors
    (0x1D100, 0x1D24F),  # Musical Symbols, Ancient Greek Musical Notation
    (0xE0100, 0xE01EF),  # variation selectors supplement
)


def _idna_property(char: str) -> str:
    """The RFC 5892 section 3 derived property of a code point: "PVALID", "CONTEXTJ",
    "CONTEXTO", or "" for DISALLOWED and UNASSIGNED (neither may appear in a label). Derived from
    the Unicode data of this Python, which may be newer than the IANA tables."""
    import unicodedata

    if char in _IDNA_PVALID_EXCEPTIONS:
        return "PVALID"
    if char in _IDNA_CONTEXTO:
        return "CONTEXTO"
    category = unicodedata.category(char)
    if char in _IDNA_DISALLOWED_EXCEPTIONS or category == "Cn":
        return ""
    if char in "abcdefghijklmnopqrstuvwxyz0123456789-":
        return "PVALID"
    if char in "\u200c\u200d":
        return "CONTEXTJ"
    if unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", char).casefold()) != char:
        return ""  # unstable: a lookup would map it to something else
    if any(low <= ord(char) <= high for low, high in _IDNA_DISALLOWED_RANGES):
        return ""
    return "PVALID" if category in ("Ll", "Lu", "Lo", "Nd", "Lm", "Mn", "Mc") else ""


def _contextj_ok(label: str, index: int) -> bool:
    """RFC 5892 appendix A.1 and A.2: a joiner must follow a virama, or a non-joiner sit between
    two letters that join towards it, with transparent marks in between allowed."""
    import unicodedata

    if index > 0 and unicodedata.combining(label[index - 1]) == 9:  # canonical class Virama
        return True
    if label[index] == "\u200d":
        return False
    before, after = index - 1, index + 1
    while before >= 0 and _transparent(label[before]):
        before -= 1
    while after < len(label) and _transparent(label[after]):
        after += 1
    return (
        before >= 0
        and after < len(label)
        and any(form in "im" for form in _joining_forms(label[before]))  # Joining_Type L, D
        and any(form in "fm" for form in _joining_forms(label[after]))  # Joining_Type R, D
    )


def _transparent(char: str) -> bool:
    """Joining_Type T, as Unicode assigns it to the marks and format characters it does not list
    otherwise (the joiners themselves are not transparent)."""
    import unicodedata

    return char not in "\u200c\u200d" and unicodedata.category(char) in ("Mn", "Me", "Cf")


_JOINING_FORMS: dict[str, str] = {}


def _joining_forms(char: str) -> str:
    """Which contextual forms a letter has: "i"nitial, "m"edial, "f"inal. The standard library
    has no Joining_Type, so it is read from the Arabic presentation forms, whose compatibility
    decompositions name the form and the letter: a letter with an initial or medial form joins
    the letter after it, one with a final or medial form the letter before. This covers the
    Arabic letters of those blocks (Arabic, Persian, Urdu, ...) but not Syriac, N'Ko, Mongolian
    or later additions, which therefore never join here."""
    import unicodedata

    if not _JOINING_FORMS:
        tags = {"<initial>": "i", "<medial>": "m", "<final>": "f"}
        forms: dict[str, str] = {}
        for code in [*range(0xFB50, 0xFE00), *range(0xFE70, 0xFF00)]:
            tag, _, base = unicodedata.decomposition(chr(code)).partition(" ")
            if tag in tags and base and " " not in base:
                letter = chr(int(base, 16))
                forms[letter] = forms.get(letter, "") + tags[tag]
        _JOINING_FORMS.update(forms)  # in one step: another thread never sees half of it
    return _JOINING_FORMS.get(char, "")


def _contexto_ok(label: str, index: int) -> bool:
    """RFC 5892 appendix A.3 to A.9."""
    char = label[index]
    before = label[index - 1] if index > 0 else ""
    after = label[index + 1] if index + 1 < len(label) else ""
    if char == "\u00b7":  # MIDDLE DOT: only in Catalan "l·l"
        return before == "l" and after == "l"
    if char == "\u0375":  # GREEK KERAIA: before a Greek letter
        return _script(after) == "Greek"
    if char in "\u05f3\u05f4":  # HEBREW GERESH, GERSHAYIM: after a Hebrew letter
        return _script(before) == "Hebrew"
    if char == "\u30fb":  # KATAKANA MIDDLE DOT: in a Japanese label
        return any(_script(c) in ("Hiragana", "Katakana", "Han") for c in label)
    arabic_indic = any("\u0660" <= c <= "\u0669" for c in label)
    extended = any("\u06f0" <= c <= "\u06f9" for c in label)
    return not (arabic_indic and extended)  # the two sets of Arabic digits never mix


def _script(char: str) -> str:
    """The Unicode script of a character, for the scripts the context rules name. The standard
    library has no Script property: it is read from the character's name, which for every letter
    of these scripts allowed in a label starts with the script's name (Han ideographs are "CJK
    ... IDEOGRAPH", hentaigana are Hiragana); the middle dot itself is Common."""
    import unicodedata

    if not char or char == "\u30fb":
        return ""
    name = unicodedata.name(char, "")
    if name.startswith(("CJK UNIFIED IDEOGRAPH", "CJK COMPATIBILITY IDEOGRAPH")):
        return "Han"
    if char in "\u3005\u3007" or name.startswith("OLD CHINESE"):
        return "Han"
    if name.startswith("HENTAIGANA"):
        return "Hiragana"
    word = name.split(" ", 1)[0]
    return word.title() if word in ("GREEK", "HEBREW", "HIRAGANA", "KATAKANA") else ""


def _right_to_left(label: str) -> bool:
    import unicodedata

    return not label.isascii() and any(
        unicodedata.bidirectional(c) in ("R", "AL", "AN") for c in label
    )


def _bidi_ok(label: str) -> bool:
    """The Bidi rule, RFC 5893 section 2, conditions 1 to 6."""
    import unicodedata

    classes = [unicodedata.bidirectional(c) for c in label]
    if classes[0] in ("R", "AL"):
        allowed = {"R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"}
        ends = {"R", "AL", "EN", "AN"}
        if "EN" in classes and "AN" in classes:
            return False
    elif classes[0] == "L":
        allowed = {"L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"}
        ends = {"L", "EN"}
    else:
        return False
    last = next(c for c in reversed(classes) if c != "NSM")  # the first is not NSM
    return set(classes) <= allowed and last in ends


# --- e-mail addresses: RFC 5321 section 4.1.2 `Mailbox`, RFC 6531 section 3.3 ---------------


def _local_part_rule(extra: str) -> str:
    """`Dot-string / Quoted-string`, with `extra` characters allowed in atoms and quoted text."""
    atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~" + extra + "-]+"
    quoted = r'"(?:[\x20\x21\x23-\x5b\x5d-\x7e' + extra + r']|\\[\x20-\x7e])*"'
    return atom + "(?:[.]" + atom + ")*|" + quoted


_LOCAL_PART = _local_part_rule("")
# RFC 6531 adds UTF8-non-ascii: any code point but ASCII and the surrogates
_UTF8_LOCAL_PART = _local_part_rule(r"\x80-\ud7ff\ue000-\U0010ffff")


def _email(value: str) -> bool:
    return _mailbox(value, utf8=False)


def _idn_email(value: str) -> bool:
    return _mailbox(value, utf8=True)


def _mailbox(value: str, *, utf8: bool) -> bool:
    """`Local-part "@" ( Domain / address-literal )`; with `utf8`, RFC 6531 adds non-ASCII to
    atoms and quoted strings and U-labels to the domain. Lengths per section 4.5.3.1: 64 octets
    of local part, 254 in all (a path of 256 with its angle brackets). A General-address-literal
    is refused: no tag other than IPv6 is registered."""
    local, at, domain = value.rpartition("@")
    if not at or not _matches(_UTF8_LOCAL_PART if utf8 else _LOCAL_PART, local):
        return False
    if domain.startswith("[") and domain.endswith("]"):
        literal = domain[1:-1]
        if literal[:5].lower() == "ipv6:":
            parts = _ipv6_parts(literal[5:])
            if parts is None:
                return False
            groups, compressed = parts
            # RFC 5321's IPv6-comp: there "::" stands for two groups or more
            if groups > 6 if compressed else groups != 8:
                return False
        elif not _matches(_IPV4, literal):
            return False
    elif not _domain(domain.split("."), unicode=utf8):
        return False
    return len(local.encode()) <= 64 and len(value.encode()) <= 254


# --- URIs and IRIs: RFC 3986 and RFC 3987 ----------------------------------------------------

_PCT_ENCODED = "%[0-9A-Fa-f][0-9A-Fa-f]"
_UNRESERVED = r"\-A-Za-z0-9._~"
_SUB_DELIMS = "!$&'()*+,;="
# RFC 3987 section 2.2: the characters an IRI may hold unencoded, and the private-use ones
# allowed in its query only.
_UCSCHAR = (
    r"\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef"
    + "".join(rf"\U{plane:04x}0000-\U{plane:04x}fffd" for plane in range(0x1, 0xE))
    + r"\U000e1000-\U000efffd"
)
_IPRIVATE = r"\ue000-\uf8ff\U000f0000-\U000ffffd\U00100000-\U0010fffd"
# RFC 3986 appendix B: any string splits into scheme, authority, path, query and fragment
_URI_SPLIT = "(?:([^:/?#]+):)?(?://([^/?#]*))?([^?#]*)(?:[?]([^#]*))?(?:#(.*))?"


def _uri_rules(unreserved: str, private: str) -> dict[str, str]:
    """The rules for the components of a reference, over the characters they may hold
    unencoded: RFC 3986's, or RFC 3987's with `ucschar` (and `iprivate` in the query)."""
    pchar = "(?:[" + unreserved + _SUB_DELIMS + ":@]|" + _PCT_ENCODED + ")"
    userinfo = "(?:[" + unreserved + _SUB_DELIMS + ":]|" + _PCT_ENCODED + ")*"
    reg_name = "(?:[" + unreserved + _SUB_DELIMS + "]|" + _PCT_ENCODED + ")*"
    return {
        # `[ userinfo "@" ] host [ ":" port ]`, the host an IP literal in brackets or a reg-name
        "authority": "(?:" + userinfo + r"@)?(\[[^]]*\]|" + reg_name + ")(?::[0-9]*)?",
        "path": "(?:" + pchar + "|/)*",
        "query": "(?:" + pchar + "|[/?" + private + "])*",
        "fragment": "(?:" + pchar + "|[/?])*",
    }


_URI_RULES = _uri_rules(_UNRESERVED, "")
_IRI_RULES = _uri_rules(_UNRESERVED + _UCSCHAR, _IPRIVATE)


def _uri(value: str) -> bool:
    return _uri_reference_ok(value, iri=False, absolute=True)


def _uri_reference(value: str) -> bool:
    return _uri_reference_ok(value, iri=False, absolute=False)


def _iri(value: str) -> bool:
    return _uri_reference_ok(value, iri=True, absolute=True)


def _iri_reference(value: str) -> bool:
    return _uri_reference_ok(value, iri=True, absolute=False)


def _uri_reference_ok(value: str, *, iri: bool, absolute: bool) -> bool:
    """RFC 3986 `URI` (`absolute`) or `URI-reference`; with `iri`, RFC 3987 `IRI` or
    `IRI-reference`: split as appendix B does, each component then held to its own rule."""
    split = _pattern(_URI_SPLIT).fullmatch(value)
    if split is None:
        return False  # a line break, which no component allows
    scheme, authority, path, query, fragment = split.groups()
    rules = _IRI_RULES if iri else _URI_RULES
    if scheme is None:
        # a relative reference; a colon in its first segment would make that segment a scheme
        if absolute or (authority is None and ":" in path.split("/", 1)[0]):
            return False
    elif not _matches("[A-Za-z][A-Za-z0-9+.-]*", scheme):
        return False
    if authority is not None:
        host = _pattern(rules["authority"]).fullmatch(authority)
        if host is None or (host[1].startswith("[") and not _ip_literal(host[1][1:-1])):
            return False
    return (
        _matches(rules["path"], path)
        and (query is None or _matches(rules["query"], query))
        and (fragment is None or _matches(rules["fragment"], fragment))
    )


def _ip_literal(text: str) -> bool:
    """Inside the brackets: an IPv6 address (a zone, RFC 6874, is not RFC 3986) or IPvFuture."""
    future = "[Vv][0-9A-Fa-f]+[.][" + _UNRESERVED + _SUB_DELIMS + ":]+"
    return _ipv6(text) or _matches(future, text)


# RFC 6570 section 2, any level: literals (any character but controls, space and
# "'<>\^`{|}, or a percent-encoded octet) and expressions.
_URI_TEMPLATE_LITERAL = (
    r"(?:[\x21\x23\x24\x26\x28-\x3b\x3d\x3f-\x5b\x5d\x5f\x61-\x7a\x7e"
    + _UCSCHAR
    + _IPRIVATE
    + "]|"
    + _PCT_ENCODED
    + ")"
)
_URI_TEMPLATE_VARCHAR = "(?:[A-Za-z0-9_]|" + _PCT_ENCODED + ")"
# varname, then a prefix (":" 1 to 9999) or explode ("*") modifier
_URI_TEMPLATE_VARSPEC = (
    _URI_TEMPLATE_VARCHAR + "(?:[.]?" + _URI_TEMPLATE_VARCHAR + ")*(?::[1-9][0-9]{0,3}|[*])?"
)
# the operators reserved for future extensions ("=", ",", "!", "@", "|") are in the grammar
_URI_TEMPLATE = (
    "(?:"
    + _URI_TEMPLATE_LITERAL
    + r"|\{[+#./;?&=,!@|]?"
    + _URI_TEMPLATE_VARSPEC
    + "(?:,"
    + _URI_TEMPLATE_VARSPEC
    + r")*\})*"
)


def _uri_template(value: str) -> bool:
    return _matches(_URI_TEMPLATE, value)


# --- JSON pointers: RFC 6901; Relative JSON Pointers: draft-bhutton-relative-json-pointer-00,
# the draft JSON Schema 2020-12 refers to ---------------------------------------------------

_JSON_POINTER = "(?:/(?:[^/~]|~[01])*)*"
# how many levels up, then an optional index shift ("+n" or "-n"), then "#" or a JSON pointer
_RELATIVE_JSON_POINTER = "(?:0|[1-9][0-9]*)(?:[+-][1-9][0-9]*)?(?:#|" + _JSON_POINTER + ")"


def _json_pointer(value: str) -> bool:
    return _matches(_JSON_POINTER, value)


def _relative_json_pointer(value: str) -> bool:
    return _matches(_RELATIVE_JSON_POINTER, value)


# --- regular expressions: ECMA-262 --------------------------------------------------------------

# The names \p{...} accepts (ECMA-262's tables of General_Category values and of binary
# properties, aliases included), split when a pattern uses \p; Script values are checked for
# shape only.
_ECMA_GENERAL_CATEGORIES = (
    "C Other Cc Control cntrl Cf Format Cn Unassigned Co Private_Use Cs Surrogate L Letter LC "
    "Cased_Letter Ll Lowercase_Letter Lm Modifier_Letter Lo Other_Letter Lt Titlecase_Letter Lu "
    "Uppercase_Letter M Mark Combining_Mark Mc Spacing_Mark Me Enclosing_Mark Mn "
    "Nonspacing_Mark N Number Nd Decimal_Number digit Nl Letter_Number No Other_Number P "
    "Punctuation punct Pc Connector_Punctuation Pd Dash_Punctuation Pe Close_Punctuation Pf "
    "Final_Punctuation Pi Initial_Punctuation Po Other_Punctuation Ps Open_Punctuation S Symbol "
    "Sc Currency_Symbol Sk Modifier_Symbol Sm Math_Symbol So Other_Symbol Z Separator Zl "
    "Line_Separator Zp Paragraph_Separator Zs Space_Separator"
)

_ECMA_BINARY_PROPERTIES = (
    "ASCII ASCII_Hex_Digit AHex Alphabetic Alpha Any Assigned Bidi_Control Bidi_C Bidi_Mirrored "
    "Bidi_M Case_Ignorable CI Cased Changes_When_Casefolded CWCF Changes_When_Casemapped CWCM "
    "Changes_When_Lowercased CWL Changes_When_NFKC_Casefolded CWKCF Changes_When_Titlecased CWT "
    "Changes_When_Uppercased CWU Dash Default_Ignorable_Code_Point DI Deprecated Dep Diacritic "
    "Dia Emoji Emoji_Component EComp Emoji_Modifier EMod Emoji_Modifier_Base EBase "
    "Emoji_Presentation EPres Extended_Pictographic ExtPict Extender Ext Grapheme_Base Gr_Base "
    "Grapheme_Extend Gr_Ext Hex_Digit Hex IDS_Binary_Operator IDSB IDS_Trinary_Operator IDST "
    "ID_Continue IDC ID_Start IDS Ideographic Ideo Join_Control Join_C Logical_Order_Exception "
    "LOE Lowercase Lower Math Noncharacter_Code_Point NChar Pattern_Syntax Pat_Syn "
    "Pattern_White_Space Pat_WS Quotation_Mark QMark Radical Regional_Indicator RI "
    "Sentence_Terminal STerm Soft_Dotted SD Terminal_Punctuation Term Unified_Ideograph UIdeo "
    "Uppercase Upper Variation_Selector VS White_Space space XID_Continue XIDC XID_Start XIDS"
)


def _regex(value: str) -> bool:
    return _EcmaPattern(value).well_formed()


class _EcmaPattern:
    """A recursive-descent reader of the ECMA-262 (2025) `Pattern` grammar in Unicode mode (the
    `u` flag, which JSON Schema asks patterns to be built with: no Annex B leniencies), with its
    early errors: quantifier bounds in order, class ranges in order and not between sets, back
    references to groups that exist, group names unique unless in different alternatives,
    modifiers not repeated, property names known. It only decides whether a pattern is well
    formed. Approximated: Script values in \\p{...} are checked for shape, not against Unicode's
    list, and group names use Python's identifier rules (XID) where ECMA-262 uses ID_Start and
    ID_Continue."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.at = 0
        self.groups = 0
        self.names: set[str] = set()
        self.backrefs: list[int] = []
        self.named_backrefs: list[str] = []

    def well_formed(self) -> bool:
        try:
            self.disjunction()
        except ValueError:
            return False
        return (
            self.at == len(self.source)  # an unopened ")" stops the reading early
            and all(number <= self.groups for number in self.backrefs)
            and all(name in self.names for name in self.named_backrefs)
        )

    def eat(self, text: str) -> bool:
        if self.source.startswith(text, self.at):
            self.at += len(text)
            return True
        return False

    def peek(self) -> str:
        return self.source[self.at : self.at + 1]

    def next_char(self) -> str:
        if self.at >= len(self.source):
            raise ValueError("unexpected end")
        self.at += 1
        return self.source[self.at - 1]

    def match(self, pattern: str) -> str:
        """Read what `pattern` matches here, or raise."""
        found = self.lookahead(pattern)
        if found is None:
            raise ValueError("expected " + pattern)
        self.at += len(found)
        return found

    def lookahead(self, pattern: str) -> str | None:
        found = _pattern(pattern).match(self.source, self.at)
        return None if found is None else found[0]

    def disjunction(self) -> set[str]:
        """The group names it holds; alternatives may share names, terms of one may not."""
        names = self.alternative()
        while self.eat("|"):
            names |= self.alternative()
        return names

    def alternative(self) -> set[str]:
        names: set[str] = set()
        while self.at < len(self.source) and self.source[self.at] not in "|)":
            term = self.term()
            if names & term:
                raise ValueError("a group name used twice")
            names |= term
        return names

    def term(self) -> set[str]:
        if self.eat("^") or self.eat("$") or self.eat("\\b") or self.eat("\\B"):
            return set()
        if self.eat("(?=") or self.eat("(?!") or self.eat("(?<=") or self.eat("(?<!"):
            names = self.disjunction()
            if not self.eat(")"):
                raise ValueError("unclosed lookaround")
            return names  # assertions take no quantifier in Unicode mode
        names = self.atom()
        if self.eat("*") or self.eat("+") or self.eat("?"):
            self.eat("?")
        elif self.peek() == "{":
            low, _, high = self.match("[{][0-9]+(,[0-9]*)?[}]")[1:-1].partition(",")
            if high and int(low) > int(high):
                raise ValueError("quantifier bounds out of order")
            self.eat("?")
        return names

    def atom(self) -> set[str]:
        char = self.next_char()
        if char == "(":
            return self.group()
        if char == "[":
            self.character_class()
        elif char == "\\":
            self.atom_escape()
        elif char in "*+?{}]":
            raise ValueError("a syntax character out of place")
        return set()

    def group(self) -> set[str]:
        name = None
        if self.eat("?<"):
            name = self.group_name()
            self.groups += 1
        elif self.eat("?"):  # "(?:" or modifiers, as in "(?i-s:"
            on, dash, off = self.match("[ims]*(-[ims]*)?:")[:-1].partition("-")
            flags = on + off
            if len(set(flags)) != len(flags) or (dash and not flags):
                raise ValueError("bad modifiers")
        else:
            self.groups += 1
        names = self.disjunction()
        if not self.eat(")"):
            raise ValueError("unclosed group")
        if name is not None:
            if name in names:
                raise ValueError("a group name used twice")
            self.names.add(name)
            names = names | {name}
        return names

    def group_name(self) -> str:
        """`RegExpIdentifierName ">"`, escapes resolved."""
        name = ""
        while not self.eat(">"):
            name += chr(self.unicode_escape()) if self.eat("\\u") else self.next_char()
        start, rest = name[:1], name[1:]
        if not (start in ("$", "_") or start.isidentifier()):
            raise ValueError("bad group name")
        if not all(c in "$\u200c\u200d" or ("a" + c).isidentifier() for c in rest):
            raise ValueError("bad group name")
        return name

    def atom_escape(self) -> None:
        if self.eat("k"):
            if not self.eat("<"):
                raise ValueError("\\k without a name")
            self.named_backrefs.append(self.group_name())
        elif "1" <= self.peek() <= "9":
            self.backrefs.append(int(self.match("[0-9]+")))
        else:
            self.class_escape(in_class=False)

    def class_escape(self, *, in_class: bool) -> int | None:
        """After a backslash: the code point it stands for, or None for a set such as \\d."""
        char = self.next_char()
        if char in "dDsSwW":
            return None
        if char in "pP":
            text = self.match("[{][A-Za-z][A-Za-z0-9_]*(=[A-Za-z][A-Za-z0-9_]*)?[}]")[1:-1]
            name, _, value = text.partition("=")
            if not (
                (name in ("General_Category", "gc") and value in _ECMA_GENERAL_CATEGORIES.split())
                or (name in ("Script", "sc", "Script_Extensions", "scx") and value)
                or (
                    not value
                    and name in (_ECMA_GENERAL_CATEGORIES + " " + _ECMA_BINARY_PROPERTIES).split()
                )
            ):
                raise ValueError("unknown Unicode property")
            return None
        controls = {"f": 12, "n": 10, "r": 13, "t": 9, "v": 11}
        if char in controls:
            return controls[char]
        if char == "c":
            letter = self.next_char()
            if not (letter.isascii() and letter.isalpha()):
                raise ValueError("\\c without a letter")
            return ord(letter) % 32
        if char == "0":
            if "0" <= self.peek() <= "9":
                raise ValueError("octal escapes are not allowed")
            return 0
        if char == "x":
            return int(self.match("[0-9A-Fa-f]{2}"), 16)
        if char == "u":
            return self.unicode_escape()
        if char in "^$\\.*+?()[]{}|/" or (in_class and char == "-"):
            return ord(char)
        if in_class and char == "b":
            return 8
        raise ValueError("not an escape in Unicode mode")

    def unicode_escape(self) -> int:
        """After "\\u": `{hex}` up to 10FFFF, or four hex digits, a surrogate pair joined."""
        if self.eat("{"):
            code = int(self.match("[0-9A-Fa-f]+"), 16)
            if code > 0x10FFFF or not self.eat("}"):
                raise ValueError("bad code point escape")
            return code
        code = int(self.match("[0-9A-Fa-f]{4}"), 16)
        trail = self.lookahead(r"\\u[Dd][C-Fc-f][0-9A-Fa-f]{2}")
        if 0xD800 <= code <= 0xDBFF and trail:
            self.at += len(trail)
            return 0x10000 + ((code - 0xD800) << 10) + (int(trail[-4:], 16) - 0xDC00)
        return code

    def character_class(self) -> None:
        self.eat("^")
        while not self.eat("]"):
            low = self.class_atom()
            if self.peek() == "-" and self.source[self.at + 1 : self.at + 2] not in ("]", ""):
                self.at += 1
                high = self.class_atom()
                if low is None or high is None or low > high:
                    raise ValueError("bad class range")

    def class_atom(self) -> int | None:
        char = self.next_char()
        return self.class_escape(in_class=True) if char == "\\" else ord(char)


# --- UUIDs: RFC 4122 section 3 (any version and variant) ---------------------------------------

_HEX4 = "[0-9A-Fa-f]" * 4
_UUID = _HEX4 * 2 + "-" + _HEX4 + "-" + _HEX4 + "-" + _HEX4 + "-" + _HEX4 * 3


def _uuid(value: str) -> bool:
    return _matches(_UUID, value)


_FORMATS = {
    "date-time": _date_time,
    "date": _date,
    "time": _time,
    "duration": _duration,
    "email": _email,
    "idn-email": _idn_email,
    "hostname": _hostname,
    "idn-hostname": _idn_hostname,
    "ipv4": _ipv4,
    "ipv6": _ipv6,
    "uri": _uri,
    "uri-reference": _uri_reference,
    "iri": _iri,
    "iri-reference": _iri_reference,
    "uri-template": _uri_template,
    "json-pointer": _json_pointer,
    "relative-json-pointer": _relative_json_pointer,
    "regex": _regex,
    "uuid": _uuid,
}
