"""`agentproto docs`: a static reference site for a schema set. load (the set read and lowered
as `generate` reads it, one IR per target naming policy) -> model (`build`) -> render (Jinja
templates shipped here) -> write (the output folder replaced whole)."""

from __future__ import annotations

from pathlib import Path

from .build import build_site
from .render import render_site
from .write import Refused, check_output, write_site

__all__ = ["Refused", "build_site", "check_output", "make_site", "render_site", "write_site"]


def make_site(schema_dir: Path, fixtures: Path | None = None) -> dict[str, str]:
    """Every file of the site of `schema_dir`, path -> text; nothing is written."""
    return render_site(build_site(schema_dir, fixtures))
