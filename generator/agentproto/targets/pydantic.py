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


def warm() -> None:
    """datamodel-code-generator imports its parser and settings on first use: about as long as
    it then takes to model a schema folder."""
    try:
        import datamodel_code_generator.config
        import datamodel_code_generator.parser.jsonschema  # noqa: F401
    except ImportError:
        pass  # the emitter says what to install


# datamodel-code-generator takes more time than every other target together: apart
PYDANTIC = Target("pydantic", None, emit, NAMING, format_models, apart=True, warm=warm)
