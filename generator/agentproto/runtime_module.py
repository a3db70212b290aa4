"""The runtime of the generated Python, loaded into the generator itself: `compile()`'s
validators run on it, and the lowering runs its `LinearPattern` to decide, at build time, what a
pattern matches. It sits at the bottom of the layers (beside `regex`), so every stage may use
it; it reads its template with the same Jinja settings as the emitters (`template_environment`),
which add their filters on top."""

from __future__ import annotations

import sys
import types
from functools import cache
from pathlib import Path

import jinja2

from .cache import template_code
from .shipped import templates as shipped_templates


def template_environment(folder: str, templates: Path | None = None) -> jinja2.Environment:
    """The Jinja environment of one templates folder (`python`, ...): layout only, no filters."""
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str((templates or shipped_templates()) / folder)),
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        # compiling the templates is a tenth of rendering the Python target: kept, signed
        bytecode_cache=template_code(),
    )


@cache
def runtime() -> types.ModuleType:
    """The runtime every generated module imports, loaded from the same template."""
    module = types.ModuleType("agentproto.runtime")
    sys.modules[module.__name__] = module  # dataclasses look their module up
    source = template_environment("python").get_template("runtime.py.j2").render(header="")
    exec(compile(source, "agentproto/runtime.py", "exec"), module.__dict__)  # noqa: S102
    return module
