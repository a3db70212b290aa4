"""The folders agentproto ships and reads at run time: the templates and the canonical schemas.
They sit at the top of the repository (templates/, schema/) and pyproject.toml maps them into
the package as `agentproto.templates` and `agentproto.schema`, so a wheel and an editable
install find them the same way, and nothing points into a source tree."""

from __future__ import annotations

from importlib.util import find_spec
from pathlib import Path

from .errors import InstallError


def shipped(name: str) -> Path:
    """The folder of the sub-package `agentproto.<name>` ("templates" or "schema")."""
    # where the import system finds the package: the folder it is, when it is one (what
    # `importlib.resources.files` says too, without importing that module's dependencies,
    # which would be a tenth of the validate command's start-up)
    spec = find_spec(f"agentproto.{name}")
    for location in (spec.submodule_search_locations or []) if spec else []:
        if Path(location).is_dir():
            return Path(location)
    from importlib.resources import files

    folder = files(f"agentproto.{name}")
    # a package installed as files (a wheel, an editable install) is a folder on disk; a zip
    # import would not be, and the loaders read folders
    if not isinstance(folder, Path):
        raise InstallError(
            f"agentproto.{name} is not a folder on disk ({folder!r}): install "
            "agentproto as files, not as a zip"
        )
    return folder


def templates() -> Path:
    return shipped("templates")


def canonical_schemas() -> Path:
    return shipped("schema")
