"""The pydantic target: pydantic v2 models made by datamodel-code-generator from the schema
files themselves (`emit/pydantic.py`); it has no templates, and names modules as Python does."""

from __future__ import annotations

from pathlib import Path

from ..ir.built import Built
from ..write import format_python
from .base import Target
from .python import NAMING


def emit(built: Built, package: str, templates: Path | None) -> dict[str, str]:
    from ..emit.pydantic import emit_pydantic  # imported when generating

    return emit_pydantic(built.schemas, package)


def format_models(files: dict[str, str]) -> dict[str, str]:
    """ruff, imports sorted too: datamodel-code-generator runs no formatter of its own here."""
    return format_python(files, sort_imports=True)


# datamodel-code-generator takes more time than every other target together: apart
PYDANTIC = Target("pydantic", None, emit, NAMING, format_models, apart=True)
