"""The Python target: dataclasses with codecs and validators, standard library only
(`emit/python.py`, templates in `templates/python/`)."""

from __future__ import annotations

import re
from pathlib import Path

from ..emit.python_text import python_name
from ..ir.built import Built
from ..passes.naming import Reserved
from ..write import format_python
from .base import Naming, Target


def module_name(folder: str) -> str:
    """A schema folder's module: lower case, by `python_name`'s rule (leading `_` dropped)."""
    return python_name(re.sub(r"[^0-9a-z]+", "_", folder.lower()).strip("_"), "m_")


def type_name(text: str) -> str:
    return python_name(text, "T")


NAMING = Naming(type_name, module_name, Reserved("Python"))
TEMPLATES = "python"  # templates/python/, packaged as agentproto/templates/python


def emit(built: Built, package: str, templates: Path | None) -> dict[str, str]:
    from ..dialects import load_dialects
    from ..emit.python import PythonEmitter  # imported when generating, not when the CLI starts
    from ..emit.python_dialects import hooks_file
    from ..emit.python_native import schemas_digest
    from ..shipped import templates as shipped_templates

    emitter = PythonEmitter(built.program, built.checks, package, templates, TEMPLATES)
    # the converters of the dialects the schema folder declares (none: no dialects module)
    emitter.dialects = load_dialects(built.schemas, hooks_file(templates or shipped_templates()))
    emitter.schemas_digest = schemas_digest(built.schemas)
    return emitter.emit()


PYTHON = Target(
    "python", TEMPLATES, emit, NAMING, format_python, "agentproto.conformance.python:prepare"
)
