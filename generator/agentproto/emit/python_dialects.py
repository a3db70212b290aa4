"""The Python rendering of the dialect IR: the plans as data in `dialects.py`, the hand-written
engine that runs them (`templates/python/_dialects.py`) and the dialects' hooks
(`templates/python/_dialect_hooks.py`) copied beside it, and `from_dialect` / `to_dialect` on
every entity a dialect spells."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..dialects.ir import Dialect
from .jinja import py_literal

if TYPE_CHECKING:
    import jinja2

ENGINE = "_dialects.py"
HOOKS = "_dialect_hooks.py"
MODULE = "dialects"


def hooks_file(templates: Path) -> Path:
    return templates / "python" / HOOKS


def entity_keys(dialects: tuple[Dialect, ...]) -> dict[str, tuple[str, list[str]]]:
    """Canonical schema URI -> (entity key, the dialects spelling it)."""
    out: dict[str, tuple[str, list[str]]] = {}
    for d in dialects:
        for key, uri in d.uris:
            out.setdefault(uri, (key, []))[1].append(d.name)
    return out


def files(
    env: jinja2.Environment, base: str, header: str, dialects: tuple[Dialect, ...]
) -> dict[str, str]:
    loader = env.loader
    assert loader is not None
    out: dict[str, str] = {}
    for name in (ENGINE, HOOKS):
        source, _, _ = loader.get_source(env, name)
        out[f"{base}/{name}"] = (
            f"# DO NOT EDIT: copied by agentproto from templates/python/{name}"
            " (hand-written: edit it there).\n" + source
        )
    out[f"{base}/{MODULE}.py"] = env.get_template("dialects.py.j2").render(
        header=header,
        dialects=[
            # in the plan's own key order: the order of `defaults` and `add` is the order reading
            # appends them in
            {
                "name": d.name,
                "description": d.description,
                "plan": py_literal(d.plan(), sort_keys=False),
            }
            for d in dialects
        ],
    )
    return out
