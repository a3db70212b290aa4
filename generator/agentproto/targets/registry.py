"""Every target, by name, in the order `--target` lists them and a run without `--target`
generates them. Adding a target is one entry here and its own module beside this one."""

from __future__ import annotations

from .base import Target
from .go import GO
from .pydantic import PYDANTIC
from .python import PYTHON
from .python_native import PYTHON_NATIVE
from .rust import RUST
from .typescript import TYPESCRIPT

TARGETS: dict[str, Target] = {
    target.name: target for target in (PYTHON, PYTHON_NATIVE, PYDANTIC, TYPESCRIPT, RUST, GO)
}


def target(name: str) -> Target:
    try:
        return TARGETS[name]
    except KeyError:
        raise ValueError(f"unknown target {name!r}; known: {', '.join(TARGETS)}") from None


def conformance_targets() -> tuple[str, ...]:
    """Every target that has a conformance program (`Target.conformance`), in the registry's
    order: what `agentproto conformance` runs."""
    return tuple(name for name, each in TARGETS.items() if each.conformance is not None)
