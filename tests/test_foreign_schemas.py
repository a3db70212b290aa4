"""`agentproto generate` on other people's draft 2020-12 schema sets: the 2020-12 metaschema,
OpenAPI 3.1 and 3.2, and the SchemaStore schemas of compose-spec, readthedocs, mergify, meltano
and changie, read from the packages the `dev` extra pins (nothing is fetched). Each set must
generate, pass `ruff check` and `mypy --strict`, import, and agree with `jsonschema` on real
instances: `is_valid` gives jsonschema's verdict, and a valid instance survives
`from_dict(x)` -> `to_dict()` unchanged."""

from __future__ import annotations

import importlib
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

import check_jsonschema
import jsonschema
import jsonschema_specifications
import openapi_spec_validator
import pytest
import yaml
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

import agentproto
from agentproto.emit.python import snake
from agentproto.ir import types as t
from agentproto.load import document_uri, load
from agentproto.pipeline import build_ir
from support import ROOT

VENV_BIN = Path(sys.executable).parent
FIXTURES = ROOT / "tests" / "fixtures" / "foreign"
OPEN_RESPONSES = ROOT.parent / "shared" / "reference" / "openresponses"
VENDOR = Path(check_jsonschema.__file__).parent / "builtin_schemas" / "vendor"
OPENAPI = Path(openapi_spec_validator.__file__).parent / "resources" / "schemas"
METASCHEMA = Path(jsonschema_specifications.__file__).parent / "schemas" / "draft202012"


def metaschema_files() -> dict[str, Path]:
    files = {"schema.json": METASCHEMA / "metaschema.json"}
    for path in sorted((METASCHEMA / "vocabularies").iterdir()):
        files[f"meta/{path.name}.json"] = path  # the vocabularies come without an extension
    return files


# set name -> {path inside the schema folder: installed file}
SETS: dict[str, Callable[[], dict[str, Path]]] = {
    "metaschema": metaschema_files,
    "openapi-3.1": lambda: {"schema.json": OPENAPI / "v3.1" / "schema.json"},
    "openapi-3.2": lambda: {"schema.json": OPENAPI / "v3.2" / "schema.json"},
    **{
        name: (lambda n=name: {f"{n}.json": VENDOR / f"{n}.json"})
        for name in ("compose-spec", "readthedocs", "mergify", "meltano", "changie")
    },
}
# The document whose root is the entity of the set's instances.
ENTRY = {"metaschema": "schema.json", "openapi-3.1": "schema.json", "openapi-3.2": "schema.json"}


def package_of(name: str) -> str:
    return "foreign_" + re.sub(r"\W", "_", name)


@dataclass
class Generated:
    schema_dir: Path
    python_dir: Path
    stderr: str = ""
    returncode: int = 0
    ruff: list[str] = field(default_factory=list)
    mypy: list[str] = field(default_factory=list)


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Generated]:
    """Every set generated into one temporary folder, then one `ruff check` and one
    `mypy --strict` run over all the packages together (mypy's start-up is most of its time)."""
    root = tmp_path_factory.mktemp("foreign")
    out: dict[str, Generated] = {}
    for name, files in SETS.items():
        schema_dir = root / "schemas" / name
        for rel, source in files().items():
            (schema_dir / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, schema_dir / rel)
        proc = subprocess.run(
            [
                VENV_BIN / "agentproto",
                "generate",
                "--schema-dir",
                schema_dir,
                "--out-dir",
                root / "out" / name,
                "--target",
                "python",
                "--package",
                package_of(name),
            ],
            check=False,
            capture_output=True,
            text=True,
        )
        out[name] = Generated(
            schema_dir, root / "out" / name / "python", proc.stderr, proc.returncode
        )
    packages = [g.python_dir / package_of(n) for n, g in out.items() if g.returncode == 0]
    ruff = subprocess.run(
        [VENV_BIN / "ruff", "check", "--no-cache", "--output-format", "concise", *packages],
        check=False,
        capture_output=True,
        text=True,
        cwd=root,
    )
    mypy = subprocess.run(
        [VENV_BIN / "mypy", "--strict", "--cache-dir", "/dev/null", *packages],
        check=False,
        capture_output=True,
        text=True,
        cwd=root,
    )
    for name, gen in out.items():
        mine = f"{package_of(name)}/"
        gen.ruff = [ln for ln in ruff.stdout.splitlines() if mine in ln]
        gen.mypy = [ln for ln in mypy.stdout.splitlines() if mine in ln and ": error:" in ln]
    return out


# -- instances ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Instance:
    where: str  # for messages: file, or schema location of an example
    value: Any
    pointer: str = ""  # the schema location the instance is for ("" = the entry document)
    expected: bool | None = None  # what the fixture folder says (valid/invalid), when it says


def read(path: Path) -> Any:
    return (
        yaml.safe_load(path.read_text())
        if path.suffix in (".yaml", ".yml")
        else json.loads(path.read_text())
    )


def fixture_instances(name: str) -> Iterator[Instance]:
    for kind in ("valid", "invalid"):
        for path in sorted((FIXTURES / name / kind).glob("*.yaml")):
            yield Instance(path.relative_to(ROOT).as_posix(), read(path), expected=kind == "valid")


def every_schema_file() -> Iterator[Instance]:
    """This repository's schema files and every document of the foreign sets."""
    for path in sorted((ROOT / "schema").rglob("*.json")):
        yield Instance(path.relative_to(ROOT).as_posix(), read(path), expected=True)
    for name, files in SETS.items():
        for rel, path in files().items():
            yield Instance(f"{name}/{rel}", read(path), expected=True)


def examples(document: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """(schema pointer, example) for every `examples` entry in a schema document."""
    if isinstance(document, dict):
        for example in (
            document.get("examples", []) if isinstance(document.get("examples"), list) else []
        ):
            yield path, example
        for key, value in document.items():
            if key not in ("enum", "const", "default", "examples"):
                yield from examples(value, f"{path}/{key.replace('~', '~0').replace('/', '~1')}")
    elif isinstance(document, list):
        for i, value in enumerate(document):
            yield from examples(value, f"{path}/{i}")


def instances(name: str) -> list[Instance]:
    found = list(fixture_instances(name))
    if name == "metaschema":
        found += every_schema_file()
    if name == "openapi-3.1" and OPEN_RESPONSES.is_dir():
        found += [
            Instance(p.relative_to(ROOT.parent).as_posix(), read(p))
            for p in sorted(OPEN_RESPONSES.glob("*.json"))
        ]
    entry = SETS[name]()[ENTRY.get(name, f"{name}.json")]
    found += [
        Instance(f"example at {ENTRY.get(name, f'{name}.json')}#{ptr}", value, ptr)
        for ptr, value in examples(read(entry))
    ]
    return found


# -- the oracle and ours -----------------------------------------------------------------------


def uri_of(schema_dir: Path, rel: str) -> str:
    """A document's URI as the loader gives it: its `$id` (against the file's URI when
    relative), else its file's URI."""
    return document_uri(schema_dir / rel, read(schema_dir / rel))


@cache
def documents(schema_dir: Path) -> dict[str, Any]:
    """The set's documents by URI."""
    return {
        uri_of(schema_dir, p.relative_to(schema_dir).as_posix()): read(p)
        for p in sorted(schema_dir.rglob("*.json"))
    }


@cache
def registry(schema_dir: Path) -> Registry:
    return Registry().with_resources(
        (u, Resource.from_contents(d, DRAFT202012)) for u, d in documents(schema_dir).items()
    )


def oracle(schema_dir: Path, uri: str, pointer: str) -> jsonschema.protocols.Validator:
    return jsonschema.Draft202012Validator(
        {"$ref": f"{uri}#{pointer}"}, registry=registry(schema_dir)
    )


def to_json(value: Any) -> Any:
    """A decoded value back to JSON, whatever the generated type at hand (class, enum, alias)."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {k: to_json(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Entity:
    is_valid: Callable[[Any], bool]
    from_dict: Callable[[Any], Any]


def entities(name: str, gen: Generated) -> dict[tuple[str, str], Entity]:
    """The generated class or functions of every declaration, by schema location (URI, pointer)."""
    built = build_ir(load(gen.schema_dir))
    sys.path.insert(0, str(gen.python_dir))
    try:
        found = {}
        for module in built.program.modules:
            code = importlib.import_module(f"{package_of(name)}.{module.name}")
            for decl in module.decls:
                if isinstance(decl, t.Record):
                    cls = getattr(code, decl.name)
                    entity = Entity(cls.is_valid, cls.from_dict)
                else:
                    entity = Entity(
                        getattr(code, f"{snake(decl.name)}_is_valid"),
                        getattr(code, f"{snake(decl.name)}_from_dict"),
                    )
                found[(decl.origin.uri, decl.origin.pointer)] = entity
        return found
    finally:
        sys.path.remove(str(gen.python_dir))


@pytest.mark.parametrize("name", sorted(SETS))
def test_foreign_schema_set(name: str, generated: dict[str, Generated]) -> None:
    gen = generated[name]
    assert gen.returncode == 0 and "Traceback" not in gen.stderr, gen.stderr[-3000:]
    assert gen.ruff == [], "\n".join(gen.ruff[:30])
    assert gen.mypy == [], "\n".join(gen.mypy[:30])
    generated_entities = entities(name, gen)
    entry_uri = uri_of(gen.schema_dir, ENTRY.get(name, f"{name}.json"))
    found = instances(name)
    if not found:
        pytest.skip(f"no instances of {name} here ({OPEN_RESPONSES} is absent)")
    through_compile = 0
    for instance in found:
        theirs = oracle(gen.schema_dir, entry_uri, instance.pointer).is_valid(instance.value)
        if instance.expected is not None:
            assert theirs == instance.expected, (
                f"{instance.where}: the fixture is not what its folder says"
            )
        entity = generated_entities.get((entry_uri, instance.pointer))
        if entity is None:
            # an example of a schema location no declaration sits at: agentproto's validator
            # for that location, from the same check IR, is what can be asked
            validator = agentproto.compile(
                {"$ref": f"{entry_uri}#{instance.pointer}"}, resources=documents(gen.schema_dir)
            )
            assert validator.is_valid(instance.value) == theirs, instance.where
            through_compile += 1
            continue
        assert entity.is_valid(instance.value) == theirs, instance.where
        if theirs:
            assert to_json(entity.from_dict(instance.value)) == instance.value, instance.where
    assert through_compile < len(found), "every instance went around the generated code"
