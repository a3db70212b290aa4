"""Exact numbers in every target: what a target's numbers hold (`Numbers`, each target
declares one in `targets/<lang>.py`), and the exact forms of a schema's numeric literals that
the emitters write so that hosts without big numbers still compare mathematically: a bound as
the doubles (and integers) next to it, a `multipleOf` factor as a decimal."""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Numbers:
    """What a target's numbers hold exactly, declared once per target and read by its emitter,
    its runtime's checks, the conformance table and the tests.

    A JSON number's value is what its text says. Python, the reference, reads an integer text
    as that integer and any other text as the double nearest it (as jsonschema does).
    `integers`: the range of the bindings' integer type; `type: integer` admits only integers
    inside it, so a document that validates also decodes (None: unbounded). `exact`: the
    integer texts the host reads as themselves; one outside is read as the double nearest it
    (None: every integer text). `decimals`: whether the checks also read other texts exactly
    (as decimals, not doubles). Outside Python a number past the double range (`1E400`) is no
    `number`: no host type holds it, nor writes it back. A schema literal the host cannot hold
    (an integer outside `exact` that no double equals, a literal the loader read as infinity)
    is matched by no value; bounds and `multipleOf` compare exactly whatever the host's
    types."""

    integers: tuple[int, int] | None
    exact: tuple[int, int] | None
    decimals: bool
    words: str  # how the table names the host's types

    def holds(self, value: object) -> bool:
        """Whether a schema literal (a JSON value from the loader: `int` for integer texts,
        `float` otherwise) is one the host's numbers can be equal to, arrays and objects by
        their members."""
        if isinstance(value, float):
            # the loader reads a literal past the double range as infinity: its digits are
            # lost, and no JSON text is infinite
            return math.isfinite(value)
        if isinstance(value, bool) or value is None or isinstance(value, str):
            return True
        if isinstance(value, int):
            if self.exact is None or self.exact[0] <= value <= self.exact[1]:
                return True
            try:
                return float(value) == value  # a double equals it exactly
            except OverflowError:
                return False
        if isinstance(value, list):
            return all(self.holds(v) for v in value)
        if isinstance(value, dict):
            return all(self.holds(v) for v in value.values())
        return True

    def describe(self) -> str:
        """One line for the conformance table."""

        def span(bounds: tuple[int, int] | None) -> str:
            return "unbounded" if bounds is None else f"{bounds[0]}..{bounds[1]}"

        others = "exact decimals" if self.decimals else "the nearest doubles"
        return (
            f"integers {span(self.integers)}, integer texts exact {span(self.exact)}, "
            f"other texts {others} ({self.words})"
        )


#: Python reads integer texts as `int` (unbounded) and others as `float`: the reference.
EXACT_NUMBERS = Numbers(None, None, False, "int, float")


def floor_double(value: float) -> int | float:
    """The largest double at most `value`: the value itself when a double equals it (an
    integer is kept an integer, so the bound reads as the schema wrote it), minus infinity
    below the most negative double."""
    if isinstance(value, float):
        return value
    try:
        near = float(value)
    except OverflowError:
        return sys.float_info.max if value > 0 else -math.inf
    if near == value:
        return value
    return near if near < value else math.nextafter(near, -math.inf)


def ceil_double(value: float) -> int | float:
    """The smallest double at least `value`."""
    return -floor_double(-value)


# Stands for an infinite bound (a schema's `1E400`, read as infinity) among integers: past
# every integer any host holds.
BEYOND = 2**1100


def floor_int(value: float) -> int:
    """The largest integer at most `value` (+-BEYOND for an infinite bound)."""
    if isinstance(value, int):
        return value
    return (BEYOND if value > 0 else -BEYOND) if math.isinf(value) else math.floor(value)


def ceil_int(value: float) -> int:
    """The smallest integer at least `value` (+-BEYOND for an infinite bound)."""
    return -floor_int(-value)


def decimal(value: float) -> tuple[int, int]:
    """A finite literal as (digits, exponent), value = digits * 10**exponent, trailing zeros
    moved to the exponent, the sign kept on the digits. A float is the decimal its shortest
    repr prints (what the schema's text said, for every number that fits a double), as
    `multipleOf` reads numbers everywhere."""
    exact = Fraction(repr(value)) if isinstance(value, float) else Fraction(value)
    places = 0
    while (exact * 10**places).denominator != 1:  # a decimal's denominator is 2^a 5^b
        places += 1
    digits, exponent = int(exact * 10**places), -places
    while digits and digits % 10 == 0:
        digits //= 10
        exponent += 1
    return digits, exponent
