"""The validators of the canonical schemas, built ahead of time and shipped inside the package
(`agentproto.validate.canonical`), so that `agentproto validate` on a small file starts without
importing the compiler, compiling the metaschema, or compiling a validator.

They are plain modules of the package, trusted as the rest of agentproto is; nothing is read from
a cache. They are used only while they are exactly what `compile_schema` would make now: the
package records a fingerprint of the bytes they were made from (every schema file of the
canonical folder, the generator modules and the runtime template that compiling reads), and the
fingerprint is computed again from the files on disk before the first one is used. In an
editable install an edited schema or compiler therefore falls back to compiling, never to a stale
validator; `write()` (`python -m agentproto.validate.prebuilt`) makes them again, and a test
fails while they are stale.
"""

from __future__ import annotations

import hashlib
import importlib
import re
import sys
import types
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PACKAGE = "agentproto.validate.canonical"
# Modules compiling imports that do not shape what it writes: where the folders are, and the
# cache that keeps the compiled metaschema (which checks schemas, and writes no validator).
NOT_SHAPING = ("agentproto.shipped", "agentproto.cache")
_FOLDER = Path(__file__).parent / "canonical"
_GENERATOR = Path(__file__).parent.parent  # the agentproto package
RUNTIME_TEMPLATE = "python/runtime.py.j2"


@dataclass(frozen=True)
class Prebuilt:
    """A validator with the interface of `compile.Validator` (`is_valid`, `errors`, `valid`,
    `check`, `strict`), whose functions live in a shipped module and run on the shipped runtime."""

    valid: Callable[[Any], bool] = field(repr=False)
    check: Callable[[Any, str, list[Any], bool], None] = field(repr=False)
    runtime: types.ModuleType = field(repr=False)
    strict: bool = False
    closure: tuple[Callable[[Any], set[Any]], str] | None = field(default=None, repr=False)
    source: str = field(default="", repr=False)

    def is_valid(self, instance: Any) -> bool:
        rt = self.runtime
        if self.strict:
            return bool(rt.strictly_valid(self.valid, self.check, instance, self.closure))
        return bool(rt.is_valid(self.valid, instance))

    def errors(self, instance: Any) -> list[Any]:
        return list(self.runtime.errors(self.check, instance, self.strict, self.closure))


def fingerprint(schema_dir: Path, generator_files: Iterable[str]) -> str:
    """sha256 of the bytes a prebuilt validator depends on: every `*.json` of the schema folder
    (by relative path) and the named files of the generator (relative to the agentproto
    package; the runtime template relative to the templates)."""
    from ..shipped import templates

    digest = hashlib.sha256(b"prebuilt 1\0")
    for path in sorted(p for p in Path(schema_dir).rglob("*.json") if p.is_file()):
        rel = path.relative_to(schema_dir).as_posix()
        digest.update(b"schema\0%s\0%d\0" % (rel.encode(), path.stat().st_size))
        digest.update(path.read_bytes())
    for rel in generator_files:
        where = templates() / rel if rel == RUNTIME_TEMPLATE else _GENERATOR / rel
        data = where.read_bytes()
        digest.update(b"generator\0%s\0%d\0" % (rel.encode(), len(data)))
        digest.update(data)
    return digest.hexdigest()


class Shipped:
    """The prebuilt validators, if they were made from `schema_dir` as it is now."""

    def __init__(self, schema_dir: Path) -> None:
        self.index: dict[str, tuple[str, str, str, str, str]] = {}
        self.shapes: dict[str, Any] = {}  # entity name -> `catalog.ShapeData`
        self.runtime: types.ModuleType | None = None
        try:
            from ..shipped import canonical_schemas

            if Path(schema_dir).resolve() != canonical_schemas().resolve():
                return
            package = importlib.import_module(PACKAGE)
            if fingerprint(schema_dir, package.GENERATOR_FILES) != package.FINGERPRINT:
                return
            self.runtime = importlib.import_module(f"{PACKAGE}._runtime")
            self.index, self.shapes = package.ENTITIES, package.SHAPES
        except (ImportError, OSError, AttributeError):  # none shipped, or a file gone missing
            self.index, self.shapes, self.runtime = {}, {}, None

    def validator(self, uri: str, strict: bool) -> Prebuilt | None:
        found = self.index.get(uri)
        if found is None or self.runtime is None:
            return None
        module_name, valid, check, closure, at = found
        module = importlib.import_module(f"{PACKAGE}.{module_name}")
        return Prebuilt(
            getattr(module, valid),
            getattr(module, check),
            self.runtime,
            strict,
            (getattr(module, closure), at) if closure else None,
        )


# -- making them -----------------------------------------------------------------------------


def write(folder: Path = _FOLDER) -> list[str]:
    """Compile every document entity of the canonical schemas (the entities `validate` detects,
    stream unions included) and write the modules, the runtime and the index into `folder`.
    Returns the entity names. Files of the folder it does not write again are removed."""
    from ..compile import compile_schema
    from ..runtime_module import template_environment
    from ..shipped import canonical_schemas
    from .catalog import Catalog

    schema_dir = canonical_schemas()
    catalog = Catalog(schema_dir, prebuilt=False)
    files: dict[str, str] = {}
    shapes = {entry.name: catalog.shape_data(entry) for entry in catalog.documents}
    entities: dict[str, tuple[str, str, str, str, str]] = {}
    for i, entry in enumerate(sorted(catalog.documents, key=lambda e: e.name)):
        resources = {uri: catalog._contents(uri) for uri in catalog._reachable(entry.uri)}
        made = compile_schema({"$ref": entry.uri}, resources=resources)
        name = f"v{i}_{re.sub(r'[^0-9a-zA-Z]+', '_', entry.name)}"
        closure = made.closure
        entities[entry.uri] = (
            name,
            made.valid.__name__,
            made.check.__name__,
            closure[0].__name__ if closure else "",
            closure[1] if closure else "",
        )
        files[f"{name}.py"] = _module(entry.name, made.source)
    runtime = template_environment("python").get_template("runtime.py.j2").render(header="")
    files["_runtime.py"] = f"{HEADER}# The runtime the validators run on.\n\n{runtime}"
    # what compiling read: the generator modules loaded now, and the runtime template
    generator = sorted(
        Path(str(module.__file__)).resolve().relative_to(_GENERATOR.resolve()).as_posix()
        for name, module in list(sys.modules.items())
        if name.startswith("agentproto.")
        and not name.startswith(("agentproto.validate", "agentproto.cli"))
        and name not in NOT_SHAPING
        and getattr(module, "__file__", None)
        and Path(str(module.__file__)).resolve().is_relative_to(_GENERATOR.resolve())
    )
    generator.append(RUNTIME_TEMPLATE)
    files["__init__.py"] = (
        f"{HEADER}# The validators of the canonical schemas, built ahead of time (see "
        "agentproto/validate/prebuilt.py).\n\n"
        f"FINGERPRINT = {fingerprint(schema_dir, generator)!r}\n"
        f"GENERATOR_FILES = {tuple(generator)!r}\n"
        f"ENTITIES = {entities!r}\n"
        f"SHAPES = {shapes!r}\n"
    )
    folder.mkdir(exist_ok=True)
    for stale in folder.glob("*.py"):
        if stale.name not in files:
            stale.unlink()
    for rel, text in files.items():
        (folder / rel).write_text(text)
    import subprocess

    # formatted as the rest of the package is, so that formatting it changes nothing
    subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "format",
            "--quiet",
            "--isolated",
            "--line-length",
            "100",
            str(folder),
        ],
        check=True,
    )
    return [e.name for e in catalog.documents]


HEADER = (
    "# DO NOT EDIT: made by `python -m agentproto.validate.prebuilt` from the canonical schemas.\n"
    "# ruff: noqa\n"
    "# mypy: ignore-errors\n"
)


def _module(entity: str, source: str) -> str:
    return (
        f"{HEADER}# The validator of {entity}, as agentproto.compile makes it.\n\n"
        "from . import _runtime as rt\n"
        "from ._runtime import Problem\n\n"
        f"{source}"
    )


if __name__ == "__main__":
    names = write()
    print(f"wrote the validators of {len(names)} entities into {_FOLDER}")
