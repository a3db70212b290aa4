"""Python's side of the pattern pipeline (`patterns`): the one verdict and translation made
there, as the Python bindings and the generator's own validators run it.

A pattern `re` could take exponential time on (`regex_guard`) is run by the runtime's
linear-time matcher instead, as an NFA program (`regex_nfa`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from .patterns import MAX_REPEAT, decide

__all__ = [
    "MAX_REPEAT",
    "Searchable",
    "Translation",
    "checked_translation",
    "compile_ecma",
    "translate",
]


def translate(pattern: str) -> str:
    """`pattern`, an ECMA-262 pattern in Unicode mode, in Python's `re` syntax with the same
    meaning, without the guard's possessive rewrite; `ValueError` (`patterns.PatternRefused`)
    when no target may run it."""
    return decide(pattern).python_plain


class Searchable(Protocol):
    """What both `re.Pattern` and the runtime's `LinearPattern` offer."""

    def search(self, text: str, /) -> object: ...


@lru_cache(maxsize=1024)
def compile_ecma(pattern: str) -> Searchable:
    """The pattern ready to search, as the generated code runs it."""
    translation = checked_translation(pattern)
    if translation.program is None:
        return re.compile(translation.pattern)
    from .runtime_module import runtime

    matcher: Searchable = runtime().LinearPattern(translation.program)
    return matcher


@dataclass(frozen=True)
class Translation:
    pattern: str  # Python `re` syntax, possessive where that is exactly equivalent
    program: str | None  # when `re` could backtrack exponentially: the NFA program to run


def checked_translation(pattern: str) -> Translation:
    """The Python translation of `pattern` (`patterns.decide`), or `ValueError`."""
    decided = decide(pattern)
    return Translation(decided.python, decided.python_program)
