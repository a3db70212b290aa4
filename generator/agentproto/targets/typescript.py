"""The TypeScript target: an npm package of types, validators and codecs with no run-time
dependencies (`emit/typescript.py`, templates in `templates/typescript/`)."""

from __future__ import annotations

from pathlib import Path

from ..ir.built import Built
from .base import Target
from .python import NAMING


def emit(built: Built, package: str, templates: Path | None) -> dict[str, str]:
    from ..dialects import load_dialects
    from ..emit.python_dialects import hooks_file
    from ..emit.typescript import emit_typescript  # imported when generating
    from ..shipped import templates as shipped_templates

    # the dialects' plans are the Python target's, from the same declarations; the hook names
    # they may use are those of the hand-written hook modules (the same in both languages)
    dialects = load_dialects(built.schemas, hooks_file(templates or shipped_templates()))
    return emit_typescript(built.program, built.checks, package, dialects)


def unformatted(files: dict[str, str]) -> dict[str, str]:
    """The emitter writes the final layout itself: no formatter, nothing to pin."""
    return files


# Type names follow the Python rule for now: both languages take the schema's words in
# PascalCase, and the rule's escapes (a trailing `_` for a reserved word) are valid here too.
TYPESCRIPT = Target(
    "typescript",
    "typescript",
    emit,
    NAMING,
    unformatted,
    "agentproto.conformance.typescript:conformance",
)
