"""The `python-native` target: the Rust target's validators compiled into a Python extension
module (PyO3, built with maturin), an optional accelerator of the Python target's `is_valid`
(`emit/python_native.py`, templates in `templates/python_native/`). It names declarations as
the Rust target does, since it calls that crate."""

from __future__ import annotations

from pathlib import Path

from ..ir.built import Built
from .base import Target
from .rust import NAMING, NUMBERS, format_rust

TEMPLATES = "python_native"  # templates/python_native/, packaged as agentproto/templates/...


def emit(built: Built, package: str, templates: Path | None) -> dict[str, str]:
    from ..emit.python_native import emit as emit_native
    from ..shipped import templates as shipped_templates

    return emit_native(built, package, (templates or shipped_templates()) / TEMPLATES)


PYTHON_NATIVE = Target("python-native", TEMPLATES, emit, NAMING, format_rust, numbers=NUMBERS)
