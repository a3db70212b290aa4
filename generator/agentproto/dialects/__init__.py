"""Dialects: declared spellings of the canonical entities (`schema/dialects/*.yaml`), loaded
and checked into a target-neutral IR (`ir.py`), run by each target's hand-written engine."""

from __future__ import annotations

from .ir import Dialect
from .load import DIALECT_DIR, load_dialects

__all__ = ["DIALECT_DIR", "Dialect", "load_dialects"]
