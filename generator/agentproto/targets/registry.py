"""Every target, by name, in the order `--target` lists them and a run without `--target`
generates them. Adding a target is one entry here and its own module beside this one."""

from __future__ import annotations

import tempfile
from pathlib import Path

from ..errors import ToolchainMissing
from .base import Target
from .go import GO
from .pydantic import PYDANTIC
from .python import PYTHON
from .python_native import PYTHON_NATIVE
from .rust import RUST
from .typescript import TYPESCRIPT
from .verify import Uncompiled

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


def unverifiable(names: tuple[str, ...]) -> dict[str, str]:
    """The targets among `names` whose output this machine cannot prove, each with why."""
    found: dict[str, str] = {}
    for name in names:
        target = TARGETS[name]
        if target.verify is None:
            found[name] = f"the {name} target has no compiler check"
        elif target.verify_missing is not None and (reason := target.verify_missing()):
            found[name] = reason
    return found


def verify_files(files: dict[str, str], names: tuple[str, ...]) -> dict[str, str]:
    """Each of `names` whose files (of `files`, paths relative to the output folder) do not
    compile, with the checker's messages. The files are staged in a scratch folder laid out as
    the output folder, which is neither read nor touched."""

    failed: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="agentproto-verify-") as scratch:
        stage = Path(scratch)
        for path, text in files.items():
            if path.split("/", 1)[0] in names:
                (stage / path).parent.mkdir(parents=True, exist_ok=True)
                (stage / path).write_text(text, encoding="utf-8")
        for name in names:
            check = TARGETS[name].verify
            if check is None:
                continue
            (stage / name).mkdir(exist_ok=True)
            try:
                check(stage / name)
            except Uncompiled as exc:
                failed[name] = str(exc)
            except ToolchainMissing as exc:
                failed[name] = f"cannot verify: {exc}"
    return failed
