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


PYDANTIC = Target("pydantic", None, emit, NAMING, format_python)
