"""What a dialect declaration cannot say, written by hand once per target: one function per
need, named by the declaration that uses it (`hook: <function>`). Each takes the value, the
direction (`"read"`: dialect -> canonical, `"write"`: canonical -> dialect) and the converter,
and returns the converted value. Standard library only."""

from __future__ import annotations

from typing import Any


def keep(value: Any, direction: str, converter: Any) -> Any:
    """The value as it is, both ways: for entities a dialect spells exactly as we do but must
    still name (so documents of it are told apart)."""
    del direction, converter
    return value


HOOKS = {"keep": keep}

__all__ = ["HOOKS"]
