"""`agentproto convert` and `agentproto validate --dialect`: documents in one dialect, read into
canonical JSON, checked against the canonical schemas, and written in another dialect.

The converters are the same the Python bindings carry: the plans come from the declarations
(`load.py`), the engine and the hooks are the hand-written template modules, loaded from the
templates agentproto ships, so the command needs no generated bindings. Problems are reported
with the pointer in the spelling of the document that was read.
"""

from __future__ import annotations

import importlib.util
import json
import sys
import types
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, TextIO

from ..dialects import load_dialects
from ..errors import SchemaError, SchemaErrors
from ..load import load
from ..shipped import templates
from .catalog import Catalog

CANONICAL = "canonical"
JSON_LINES = (".jsonl", ".ndjson")


@cache
def _module(name: str) -> types.ModuleType:
    """A hand-written template module (`_dialects`, `_dialect_hooks`), imported from its file."""
    path = templates() / "python" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"agentproto_template_{name}", path)
    if spec is None or spec.loader is None:  # pragma: no cover - the file ships with the package
        raise SchemaError(str(path), "", "cannot load the dialect engine")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses and typing look the module up by name
    spec.loader.exec_module(module)
    return module


class Converters:
    """Every dialect of a schema folder, ready to run, and the canonical validators."""

    def __init__(self, schema_dir: Path, strict: bool = False) -> None:
        schemas = load(schema_dir)
        hooks_file = templates() / "python" / "_dialect_hooks.py"
        self.dialects = {d.name: d for d in load_dialects(schemas, hooks_file)}
        engine = _module("_dialects")
        hooks = _module("_dialect_hooks").HOOKS
        self.converters = {n: engine.Converter(d.plan(), hooks) for n, d in self.dialects.items()}
        self.catalog = Catalog(schema_dir, strict=strict)

    def names(self) -> list[str]:
        return sorted(self.converters)

    def check_name(self, name: str, canonical_ok: bool = True) -> str | None:
        """None when `name` is a known dialect (or `canonical`), else the problem."""
        if name in self.converters or (canonical_ok and name == CANONICAL):
            return None
        known = ", ".join([*self.names(), *([CANONICAL] if canonical_ok else [])])
        return f"unknown dialect {name!r}; known: {known or 'none (no schema/dialects/*.yaml)'}"


@dataclass
class Document:
    where: str  # file, or file:line for JSON Lines
    value: Any = None
    problem: str = ""  # why it could not be read


def expand(paths: Sequence[str]) -> Iterator[str]:
    """Files as given; a folder, every .json/.jsonl/.ndjson file under it, sorted."""
    for path in paths:
        folder = Path(path)
        if path != "-" and folder.is_dir():
            found = [p for p in folder.rglob("*") if p.suffix in (".json", *JSON_LINES)]
            yield from (str(p) for p in sorted(found) if p.is_file())
        else:
            yield path


def documents(path: str, stdin: TextIO) -> Iterator[Document]:
    """The documents of one input: a JSON file is one document, a `.jsonl`/`.ndjson` file (or
    standard input or another file that is not one JSON text) one per non-blank line."""
    name = "<stdin>" if path == "-" else path
    try:
        text = stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) else f"not UTF-8 ({exc.reason})"
        yield Document(name, problem=f"cannot read: {reason}")
        return
    if not path.endswith(JSON_LINES):
        try:
            yield Document(name, json.loads(text))
            return
        except json.JSONDecodeError as exc:
            if path.endswith(".json") or "\n" not in text.strip():
                yield Document(name, problem=f"not JSON: {exc.msg} at line {exc.lineno}")
                return
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            yield Document(f"{name}:{number}", json.loads(line))
        except json.JSONDecodeError as exc:
            yield Document(f"{name}:{number}", problem=f"not JSON: {exc.msg}")


@dataclass
class Result:
    value: Any
    problems: list[str]  # "pointer: message", pointers in the spelling of the input
    entity: str | None


def to_canonical(conv: Converters, source: str, value: Any) -> Result:
    """Read one document of `source` and validate the canonical JSON it gives."""
    if source == CANONICAL:
        detected = conv.catalog.detect(value)
        if detected.entry is None:
            return Result(value, [f"/: {detected.problem}"], None)
        entity, canonical, converter = detected.entry.name, value, None
    else:
        converter = conv.converters[source]
        canonical, problems, key = converter.read(value)
        if problems or key is None:
            return Result(value, [f"{p or '/'}: {m}" for p, m in problems], None)
        entity = key.strip("[]")
    entry = conv.catalog.resolve(entity)
    validator = conv.catalog.validator(entry)
    items = canonical if key_is_list(converter, entity, value) else [canonical]
    found = []
    for i, item in enumerate(items):
        if validator.is_valid(item):
            continue
        for problem in validator.errors(item):
            pointer = problem.pointer
            if converter is not None:
                pointer = converter.spelled_pointer(entity, item, pointer)
            if len(items) > 1 or isinstance(canonical, list):
                pointer = f"/{i}{pointer}"
            found.append(f"{pointer or '/'}: {problem.message} ({entity})")
    return Result(canonical, found, entity)


def key_is_list(converter: Any, entity: str, value: Any) -> bool:
    return converter is not None and isinstance(value, list)


def from_canonical(conv: Converters, target: str, entity: str | None, value: Any) -> Result:
    if target == CANONICAL:
        return Result(value, [], entity)
    converter = conv.converters[target]
    key = entity
    if isinstance(value, list) and entity is not None:
        key = f"[{entity}]" if f"[{entity}]" in converter.shapes else entity
    if key is not None and key not in converter.shapes:
        key = None  # the target dialect spells it like we do, or tells it by its tags
    out, problems, _ = converter.write(value, key)
    return Result(out, [f"{p or '/'}: {m}" for p, m in problems], entity)


def load_converters(schema_dir: Path, strict: bool = False) -> Converters | str:
    try:
        return Converters(schema_dir, strict)
    except (SchemaError, SchemaErrors) as exc:
        return str(exc)
