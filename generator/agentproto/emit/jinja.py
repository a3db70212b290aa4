"""The Jinja environment every emitter uses. Templates hold layout only; every string that came
from a schema reaches them already escaped as a literal of the target language."""

from __future__ import annotations

import math
from pathlib import Path

import jinja2

from ..runtime_module import template_environment
from .python_text import toml_string


def environment(target: str, templates: Path | None = None) -> jinja2.Environment:
    env = template_environment(target, templates)
    # `{% do uses("Any") %}`: a template records the names its code uses from imports, so
    # each module imports exactly those without reading its own output back
    env.add_extension("jinja2.ext.do")
    env.filters["pystr"] = py_literal
    env.filters["tomlstr"] = toml_string
    return env


def py_literal(value: object, sort_keys: bool = True) -> str:
    """A Python literal for a JSON value; repr of str escapes quotes, backslashes, newlines.
    Keys are sorted unless `sort_keys` is false (data whose key order means something)."""
    if value is None or isinstance(value, (bool, int, str)):
        return repr(value)
    if isinstance(value, float):
        return repr(value) if math.isfinite(value) else f"float({str(value)!r})"
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(v, sort_keys) for v in value) + "]"
    if isinstance(value, dict):
        # keys sorted: JSON objects are unordered, and the output must not depend on key order
        items = sorted(value.items()) if sort_keys else list(value.items())
        return (
            "{"
            + ", ".join(f"{py_literal(k, sort_keys)}: {py_literal(v, sort_keys)}" for k, v in items)
            + "}"
        )
    raise TypeError(f"not a JSON value: {value!r}")
