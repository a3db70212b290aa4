"""Every definition is a type: each `$defs`/`definitions` entry of every document (nested ones
too, used or not) gets a declaration, hence a named type and a validator, in every target; a
document that only holds definitions is a module of types with no type of its own. Names alike
after a target's mangling are told apart by a documented rule, the same on every run. Every
problem of a set is reported in one run. (tests/test_degrade.py builds every target from a
document of definitions and asks each definition's validator.)"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from agentproto.emit.python import snake
from agentproto.ir import types as t
from agentproto.pipeline import build_ir, load_checked
from agentproto.targets.registry import TARGETS
from support import ROOT, format_python, render

VENV_BIN = ROOT / ".venv" / "bin"
DIALECT = "https://json-schema.org/draft/2020-12/schema"

BAG = {
    "$schema": DIALECT,
    "$id": "https://example.test/bag.json",
    "title": "definitions only",
    "$defs": {
        "Point": {
            "type": "object",
            "properties": {"x": {"type": "number"}, "y": {"type": "number"}},
            "required": ["x"],
            "$defs": {"Unit": {"enum": ["cm", "in"]}},
        },
        "Name": {"type": "string", "minLength": 2},
        "Pair": {"type": "array", "prefixItems": [{"$ref": "#/$defs/Name"}, {"type": "integer"}]},
    },
    "definitions": {"Legacy": {"type": "object", "properties": {"n": {"type": "integer"}}}},
}
# a document with a root type that uses none of its definitions
ROOTED = {
    "$schema": DIALECT,
    "$id": "https://example.test/rooted.json",
    "type": "string",
    "$defs": {"Unused": {"type": "integer", "minimum": 0}},
}
INSTANCES: list[Any] = [None, 0, -1, 2.5, "a", "ab", "cm", [], ["ab", 1], ["a", 1], ["ab", "x"]]
INSTANCES += [{}, {"x": 1}, {"x": "1"}, {"y": 1}, {"n": 1}, {"n": "1"}, {"x": 1, "z": None}]


def write(folder: Path, documents: dict[str, Any]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, body in documents.items():
        (folder / name).write_text(json.dumps(body) if not isinstance(body, str) else body)
    return folder


def located(schema_dir: Path, target: str) -> dict[tuple[str, str], t.Decl]:
    built = build_ir(load_checked(schema_dir), naming=TARGETS[target].naming)
    return {(d.origin.file, d.origin.pointer): d for m in built.program.modules for d in m.decls}


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_each_definition_is_a_declaration_and_a_bag_has_no_root(
    tmp_path: Path, target: str
) -> None:
    schemas = write(tmp_path / "m", {"bag.json": BAG, "rooted.json": ROOTED})
    decls = located(schemas, target)
    defined = {
        ("bag.json", "/$defs/Point"),
        ("bag.json", "/$defs/Point/$defs/Unit"),
        ("bag.json", "/$defs/Name"),
        ("bag.json", "/$defs/Pair"),
        ("bag.json", "/definitions/Legacy"),
        ("rooted.json", ""),
        ("rooted.json", "/$defs/Unused"),
    }
    assert defined <= set(decls)
    assert ("bag.json", "") not in decls  # only definitions: a module of types
    assert isinstance(decls[("bag.json", "/$defs/Point")], t.Record)
    assert isinstance(decls[("bag.json", "/$defs/Point/$defs/Unit")], t.Enum)


def test_every_definition_has_a_python_validator_that_agrees(tmp_path: Path) -> None:
    schemas = write(tmp_path / "schema" / "m", {"bag.json": BAG, "rooted.json": ROOTED})
    package = "every_definition"
    files = format_python(render(schemas.parent, ("python",), package))
    for path, text in files.items():
        (tmp_path / "out" / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "out" / path).write_text(text)
    out = tmp_path / "out" / "python"
    typed = subprocess.run(
        [VENV_BIN / "mypy", "--strict", "--cache-dir", "/dev/null", package],
        cwd=out,
        capture_output=True,
        text=True,
        check=False,
    )
    assert typed.returncode == 0, typed.stdout[-3000:]
    registry = Registry().with_resources(
        (body["$id"], Resource.from_contents(body, DRAFT202012)) for body in (BAG, ROOTED)
    )
    sys.path.insert(0, str(out))
    try:
        code = importlib.import_module(f"{package}.m")
        asked = 0
        for (file, pointer), decl in located(schemas.parent, "python").items():
            if pointer and "$defs" not in pointer and "definitions" not in pointer:
                continue
            uri = (BAG if file.endswith("bag.json") else ROOTED)["$id"]
            oracle = jsonschema.Draft202012Validator(
                {"$ref": f"{uri}#{pointer}"}, registry=registry
            )
            if isinstance(decl, t.Record):
                is_valid = getattr(code, decl.name).is_valid
            else:
                is_valid = getattr(code, f"{snake(decl.name)}_is_valid")
            for value in INSTANCES:
                assert is_valid(value) is oracle.is_valid(value), (file, pointer, value)
                asked += 1
        assert asked == 7 * len(INSTANCES)
    finally:
        sys.path.remove(str(out))
        for module in [m for m in sys.modules if m.startswith(package)]:
            del sys.modules[module]


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_names_alike_take_the_first_free_number_in_the_order_of_their_locations(
    tmp_path: Path, target: str
) -> None:
    obj = {"$schema": DIALECT, "type": "object", "properties": {"a": {"type": "string"}}}
    schemas = write(tmp_path / "m", {"foo_bar.json": obj, "foo-bar.json": obj, "FooBar2.json": obj})
    runs = [{(f, p): d.name for (f, p), d in located(schemas, target).items()} for _ in range(2)]
    assert runs[0] == runs[1]
    names = runs[0]
    base = names[("foo-bar.json", "")]  # its URI sorts first ('-' before '_'): the name is its
    assert names[("foo_bar.json", "")] == f"{base}3"  # `2` is another schema's own name
    assert names[("FooBar2.json", "")] == f"{base}2"


def generate_python(schemas: Path, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [VENV_BIN / "agentproto", "generate", "--schema-dir", schemas]
        + ["--out-dir", out, "--target", "python"],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize(
    ("documents", "places"),
    [
        (  # problems the types find, in three documents and a definition
            {
                "b.json": {"x-behaviour": "not a class name", "properties": {"n": {}}},
                "d.json": {
                    "$defs": {
                        "e": {"enum": ["on", "off"], "x-state-machine": {"initial": ["idle"]}}
                    }
                },
                "l.json": {"allOf": [{"$ref": "#"}]},
            },
            ["b.json#/x-behaviour", "d.json#/$defs/e/x-state-machine/initial/0", "l.json#/"],
        ),
        (  # patterns no target can run, in two documents
            {
                "a.json": {"properties": {"p": {"type": "string", "pattern": "\\p{Nope}[z-a]"}}},
                "c.json": {"$defs": {"d": {"type": "string", "pattern": "(?<"}}},
            },
            ["a.json#/properties/p/pattern", "c.json#/$defs/d/pattern"],
        ),
    ],
    ids=["types", "patterns"],
)
def test_every_problem_of_a_set_is_listed_in_one_run(
    tmp_path: Path, documents: dict[str, Any], places: list[str]
) -> None:
    obj = {"$schema": DIALECT, "type": "object"}
    schemas = write(tmp_path / "schemas", {k: {**obj, **v} for k, v in documents.items()})
    done = generate_python(schemas, tmp_path / "out")
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    for where in places:
        assert where in done.stderr, done.stderr
    assert not (tmp_path / "out").exists()
