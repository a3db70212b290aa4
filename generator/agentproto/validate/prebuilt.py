"""The validators of the canonical schemas, built ahead of time and shipped inside the package
(`agentproto.validate.canonical`), so that `agentproto validate` on a small file starts without
importing the compiler, compiling the metaschema, or compiling a validator.

They are plain modules of the package, trusted as the rest of agentproto is; nothing is read from
a cache. They are used only while they are exactly what `compile_schema` would make now: the
package records a fingerprint of the bytes they were made from (every schema file of the
canonical folder, the generator modules and the runtime template that compiling reads), and the
fingerprint is computed again from the files on disk before the first one is used. In an
editable install an edited schema or compiler therefore falls back to compiling, never to a stale
validator; `agentproto.validate.prebuild` (`python -m agentproto.validate.prebuild`) makes them again, and a test
fails while they are stale.
"""

from __future__ import annotations

import hashlib
import importlib
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


#: The dialect plans of the canonical schemas, made ahead of time (`prebuild.write_plans`):
#: plain JSON, with the fingerprint of what they were made from.
PLANS_FILE = Path(__file__).parent / "dialect_plans.json"


def plans_fingerprint(schema_dir: Path, generator_files: Iterable[str]) -> str:
    """`fingerprint` of the schemas and the generator files, and of what else the plans and
    their compact forms are made from: the dialects' declarations (`dialects/*.yaml`), the hook
    module they name, the engine reading a plan and the making of the compact form."""
    from ..shipped import templates

    digest = hashlib.sha256(b"plans 1\0")
    digest.update(fingerprint(schema_dir, generator_files).encode())
    engine = [templates() / "python" / f for f in ("_dialect_hooks.py", "_dialects.py")]
    made = [Path(__file__).with_name("native.py")]
    for path in [*sorted(Path(schema_dir).glob("dialects/*.yaml")), *engine, *made]:
        data = path.read_bytes()
        digest.update(b"%s\0%d\0" % (path.name.encode(), len(data)))
        digest.update(data)
    return digest.hexdigest()


def shipped_plans(schema_dir: Path) -> dict[str, Any] | None:
    """The dialect plans of `schema_dir`, if it is the canonical folder and they were made from
    it as it is now; else None (read the declarations then). `plans`: dialect name -> plan;
    `compact`: dialect name -> the compact plan the compiled writer runs (`native.compact`)."""
    import json

    from ..shipped import canonical_schemas

    try:
        if Path(schema_dir).resolve() != canonical_schemas().resolve():
            return None
        shipped = json.loads(PLANS_FILE.read_bytes())
        if plans_fingerprint(schema_dir, shipped["generator"]) != shipped["fingerprint"]:
            return None
        return {"plans": shipped["plans"], "compact": shipped["compact"]}
    except (OSError, ValueError, KeyError, TypeError):  # none shipped, or not what we wrote
        return None
