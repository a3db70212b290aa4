"""What a target is, for the rest of the generator."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..ir.built import Built


@dataclass(frozen=True)
class Naming:
    """A target's naming policy: how identifiers of its language are made from the words a
    schema suggests. `type_name`: a declaration's name (`agent_message` -> a type name; may
    raise for what the language cannot name); `module_name`: a schema folder's module."""

    type_name: Callable[[str], str]
    module_name: Callable[[str], str]


@dataclass(frozen=True)
class Target:
    """One output of `agentproto generate`: `name` is the `--target` choice and the folder under
    `--out-dir` its files go to; `templates` its folder under the packaged templates (None: it
    has none of its own); `emit(built, package, templates root or None)` gives its files, paths
    relative to the out-dir; `format` rewrites them as the target's formatter would (the output
    is compared byte for byte by `--check`)."""

    name: str
    templates: str | None
    emit: Callable[[Built, str, Path | None], dict[str, str]]
    naming: Naming
    format: Callable[[dict[str, str]], dict[str, str]]
