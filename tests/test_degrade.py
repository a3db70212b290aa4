"""Legal schemas whose values no type states exactly still generate, in every target: the type
is made looser (at worst the target's JSON value type), `generate` says so in a note naming
the file and JSON pointer, and the validators still judge exactly what the schema says. Each
construct has a small schema of its own here; every target is generated from them in one run,
built with its strict checks, and each declaration's validator is asked about hand-written
instances and instances drawn by hypothesis, against python-jsonschema's verdict. What a
validator accepts decodes and encodes back to the same JSON."""

from __future__ import annotations

import importlib
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012
from test_foreign_schemas import to_json

from agentproto.emit.python import snake
from agentproto.ir import types as t
from agentproto.pipeline import build_ir, load_checked
from agentproto.targets.registry import TARGETS
from support import ROOT, typescript_toolchain

VENV_BIN = ROOT / ".venv" / "bin"
DIALECT = "https://json-schema.org/draft/2020-12/schema"

# name -> (the schema, hand-written instances); each is a document of its own folder
CASES: dict[str, tuple[dict[str, Any], list[Any]]] = {
    # an arm closing its object also rejects what the other arm declares
    "closed_arm": (
        {
            "type": "object",
            "allOf": [
                {"properties": {"a": {"type": "string"}}, "additionalProperties": False},
                {"properties": {"b": {"type": "integer"}}},
            ],
        },
        [{}, {"a": "x"}, {"b": 1}, {"a": "x", "b": 1}, {"c": 1}, {"a": 1}, []],
    ),
    # the closing arm lists every property there is: the class is closed, exactly
    "closing_arm_lists_all": (
        {
            "type": "object",
            "allOf": [
                {
                    "properties": {"a": {"type": "string"}, "b": {"type": "integer"}},
                    "additionalProperties": False,
                },
                {"properties": {"b": {"type": "integer"}}},
            ],
        },
        [{}, {"a": "x", "b": 2}, {"b": "x"}, {"c": 1}, {"a": "x", "c": None}],
    ),
    "property_twice": (
        {
            "type": "object",
            "allOf": [
                {"properties": {"x": {"type": "string"}}},
                {"properties": {"x": {"minLength": 2}}, "required": ["x"]},
            ],
        },
        [{"x": "ab"}, {"x": "a"}, {"x": 3}, {}, {"x": "abc", "y": None}],
    ),
    "false_subschema": (
        {
            "type": "object",
            "properties": {"never": False, "ok": {"type": "string"}},
            "additionalProperties": {"anyOf": [False, {"type": "integer"}]},
        },
        [{}, {"ok": "s"}, {"never": 1}, {"never": None}, {"n": 2}, {"n": "2"}],
    ),
    "unsatisfiable": (
        {"allOf": [{"type": "string"}, {"type": "integer"}]},
        [None, "a", 1, 1.5, [], {}],
    ),
    "untyped_properties": (
        {"properties": {"a": {"type": "string"}, "b": {"properties": {"c": {"type": "integer"}}}}},
        [{}, {"a": "s"}, {"a": 1}, {"b": {"c": 1}}, {"b": {"c": "x"}}, {"b": 3}, "text", 7],
    ),
    "anyof_back_to_property": (
        {
            "type": "object",
            "properties": {
                "p": {
                    "anyOf": [
                        {"type": "string"},
                        {"type": "array", "items": {"$ref": "#/properties/p"}},
                    ]
                }
            },
        },
        [{}, {"p": "s"}, {"p": ["s", ["t", []]]}, {"p": [1]}, {"p": 1}, {"p": [["x"], 2]}],
    ),
    "json_value": (
        {
            "$defs": {
                "json": {
                    "anyOf": [
                        {"type": "null"},
                        {"type": "boolean"},
                        {"type": "number"},
                        {"type": "string"},
                        {"type": "array", "items": {"$ref": "#/$defs/json"}},
                        {"type": "object", "additionalProperties": {"$ref": "#/$defs/json"}},
                    ]
                },
                "strings": {
                    "anyOf": [
                        {"type": "string"},
                        {"type": "array", "items": {"$ref": "#/$defs/strings"}},
                    ]
                },
            },
            "type": "object",
            "properties": {"v": {"$ref": "#/$defs/json"}, "s": {"$ref": "#/$defs/strings"}},
        },
        [{}, {"v": {"a": [1, None, {"b": True}]}}, {"s": ["a", ["b"]]}, {"s": ["a", [1]]}],
    ),
    "enum_spellings": (
        {"enum": ["TRUE", "True", "true", "TRUE2"]},
        ["TRUE", "True", "true", "TRUE2", "FALSE", None],
    ),
    # a class holding itself, not behind a list or map (Go's structs hold fields by value)
    "self_by_value": (
        {
            "type": "object",
            "properties": {"next": {"$ref": "#"}, "v": {"type": "integer"}},
            "required": ["v"],
        },
        [{"v": 1}, {"v": 1, "next": {"v": 2}}, {"v": 1, "next": {"v": "2"}}, {"next": {}}],
    ),
    # only definitions, nested ones, one under the draft-07 name: a module of types
    "definitions_only": (
        {
            "$defs": {
                "Point": {
                    "type": "object",
                    "properties": {"x": {"type": "number"}, "unit": {"$ref": "#/$defs/Unit"}},
                    "required": ["x"],
                },
                "Unit": {"enum": ["cm", "in"]},
                "Outer": {"type": "array", "$defs": {"Inner": {"type": "string", "minLength": 2}}},
            },
            "definitions": {"Legacy": {"type": "object", "properties": {"n": {"type": "integer"}}}},
        },
        [{"x": 1, "unit": "cm"}, {"x": 1, "unit": "ft"}, {"n": 2}, {"n": "2"}, "cm", "ab", [1]],
    ),
    # definitions whose names one identifier spells: numbered in the order of their pointers
    "names_alike": (
        {
            "$defs": {
                "a-b": {"type": "string", "minLength": 1},
                "a_b": {"type": "integer"},
                "AB": {"type": "object", "properties": {"k": {"type": "boolean"}}},
            }
        },
        ["", "x", 1, 1.5, {"k": True}, {"k": 1}],
    ),
}

# name -> what its note says, at which pointer (none: the types are exact, no note)
NOTES = {
    "closed_arm": ("", "an allOf arm closes its object"),
    "property_twice": ("", "allOf declares property 'x' twice"),
    "false_subschema": ("/properties/never", "a `false` schema admits no value"),
    "unsatisfiable": ("", "share no value"),
    "anyof_back_to_property": ("/properties/p", "a type that contains itself"),
    "json_value": ("/$defs/json", "a type that contains itself"),
    "untyped_properties": ("", "`properties` without `type`"),
}

KEYS = ("a", "b", "c", "x", "p", "v", "s", "ok", "never", "n")
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-3, 3)
    | st.sampled_from([0.5, -2.5, 1e3])
    | st.sampled_from(["", "a", "ab", "x y", "TRUE", "True", "true", "FALSE"])
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(KEYS), inner, max_size=3)
    ),
    max_leaves=8,
)


def drawn(count: int = 40) -> list[Any]:
    """`count` JSON values drawn by hypothesis, the same ones every run (derandomized)."""
    out: list[Any] = []

    @settings(
        max_examples=count,
        derandomize=True,
        database=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
        deadline=None,
    )
    @given(VALUES)
    def record(value: Any) -> None:
        out.append(value)

    record()
    return out


def uri(case: str) -> str:
    return f"https://example.test/{case}.json"


def write_schemas(folder: Path) -> Path:
    for case, (body, _) in CASES.items():
        (folder / case).mkdir(parents=True, exist_ok=True)
        document = {"$schema": DIALECT, "$id": uri(case), **body}
        (folder / case / f"{case}.json").write_text(json.dumps(document, indent=1))
    return folder


@dataclass(frozen=True)
class Asked:
    """A declaration at a schema location, an instance, and python-jsonschema's verdict."""

    case: str
    pointer: str
    value: Any
    valid: bool


@dataclass
class Made:
    schemas: Path
    out: Path
    stderr: str
    returncode: int


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Made:
    root = tmp_path_factory.mktemp("degrade")
    schemas = write_schemas(root / "schemas")
    out = root / "out"
    done = subprocess.run(
        [VENV_BIN / "agentproto", "generate", "--schema-dir", schemas, "--out-dir", out],
        capture_output=True,
        text=True,
        check=False,
    )
    return Made(schemas, out, done.stderr, done.returncode)


def declarations(made: Made, target: str) -> dict[tuple[str, str], tuple[str, str]]:
    """(case, pointer) -> (module, type name) of every declaration, as `target` names them."""
    built = build_ir(load_checked(made.schemas), naming=TARGETS[target].naming)
    return {
        (d.origin.file.split("/")[0], d.origin.pointer): (m.name, d.name)
        for m in built.program.modules
        for d in m.decls
    }


def questions(made: Made) -> list[Asked]:
    """Every declaration at a document's root or a definition, asked about its case's
    hand-written instances and the drawn ones."""
    documents = {
        uri(case): json.loads((made.schemas / case / f"{case}.json").read_text()) for case in CASES
    }
    registry = Registry().with_resources(
        (u, Resource.from_contents(d, DRAFT202012)) for u, d in documents.items()
    )
    pool = drawn()
    asked = []
    for case, pointer in sorted(declarations(made, "python")):
        if pointer and not re.fullmatch(r"(/(\$defs|definitions)/[^/]+)+", pointer):
            continue  # a type of a property or an arm: asked through its document's root
        oracle = jsonschema.Draft202012Validator(
            {"$ref": f"{uri(case)}#{pointer}"}, registry=registry
        )
        for value in [*CASES[case][1], *pool]:
            asked.append(Asked(case, pointer, value, oracle.is_valid(value)))
    return asked


def test_every_construct_generates_with_a_note_naming_where(made: Made) -> None:
    assert made.returncode == 0, made.stderr[-3000:]
    assert "Traceback" not in made.stderr
    notes = [line for line in made.stderr.splitlines() if ": note: " in line]
    for case, (pointer, said) in NOTES.items():
        where = f"{case}/{case}.json#{pointer or '/'}: note: "
        assert any(line.startswith(where) and said in line for line in notes), (case, notes)
    noted = {line.split("/")[0] for line in notes}
    assert noted == set(NOTES), notes  # the exact ones are not noted
    for target in TARGETS:
        assert (made.out / target).is_dir(), target


def test_the_notes_are_the_same_when_the_output_comes_from_the_cache(tmp_path: Path) -> None:
    schemas = write_schemas(tmp_path / "schemas")
    env = {**os.environ, "AGENTPROTO_CACHE_DIR": str(tmp_path / "cache")}
    runs = [
        subprocess.run(
            [VENV_BIN / "agentproto", "generate", "--schema-dir", schemas]
            + ["--out-dir", tmp_path / f"out{i}", "--target", "python"],
            capture_output=True,
            text=True,
            check=False,
            env=env,
        )
        for i in range(2)
    ]
    notes = [[ln for ln in r.stderr.splitlines() if ": note: " in ln] for r in runs]
    assert all(r.returncode == 0 for r in runs), runs[0].stderr[-2000:]
    assert notes[0] and notes[0] == notes[1]


def test_python_agrees_and_round_trips(made: Made) -> None:
    package_dir = made.out / "python"
    for tool in (
        [VENV_BIN / "ruff", "check", "--no-cache", "."],
        [VENV_BIN / "mypy", "--strict", "--cache-dir", "/dev/null", "agentproto_bindings"],
    ):
        checked = subprocess.run(tool, cwd=package_dir, capture_output=True, text=True, check=False)
        assert checked.returncode == 0, checked.stdout[-3000:]
    names = declarations(made, "python")
    # the canonical bindings go by the same package name: set aside while this package is
    # imported, and put back after, so other tests keep the classes they already hold
    canonical = {m: sys.modules.pop(m) for m in list(sys.modules) if _bindings(m)}
    sys.path.insert(0, str(package_dir))
    try:
        wrong = []
        for q in questions(made):
            module, name = names[(q.case, q.pointer)]
            code = importlib.import_module(f"agentproto_bindings.{module}")
            decl = getattr(code, name)
            if isinstance(decl, type) and hasattr(decl, "is_valid"):
                is_valid, from_dict = decl.is_valid, decl.from_dict
            else:
                is_valid = getattr(code, f"{snake(name)}_is_valid")
                from_dict = getattr(code, f"{snake(name)}_from_dict")
            ours = is_valid(q.value)
            if ours is not q.valid:
                wrong.append(f"{q.case}#{q.pointer} {q.value!r}: ours {ours}, jsonschema {q.valid}")
            elif ours and to_json(from_dict(q.value)) != q.value:
                wrong.append(f"{q.case}#{q.pointer} {q.value!r}: encoded back differently")
        assert not wrong, "\n".join(wrong[:30])
        enum = importlib.import_module("agentproto_bindings.enum_spellings")
        # values spelled alike as members: the first keeps the name, the next ones are numbered
        members = {m.value: m.name for m in enum.EnumSpellings}
        assert members == {"TRUE": "TRUE", "True": "TRUE3", "true": "TRUE4", "TRUE2": "TRUE2"}
    finally:
        sys.path.remove(str(package_dir))
        for module in [m for m in sys.modules if _bindings(m)]:
            del sys.modules[module]
        sys.modules.update(canonical)


def _bindings(module: str) -> bool:
    return module == "agentproto_bindings" or module.startswith("agentproto_bindings.")


def test_pydantic_models_import(made: Made) -> None:
    pytest.importorskip("pydantic")
    folder = made.out / "pydantic"
    package = next(p.name for p in folder.iterdir() if (p / "__init__.py").is_file())
    script = (
        "import importlib, pkgutil\n"
        f"import {package} as p\n"
        "for m in pkgutil.walk_packages(p.__path__, p.__name__ + '.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('imported')\n"
    )
    done = subprocess.run(
        [VENV_BIN / "python", "-c", script], cwd=folder, capture_output=True, text=True, check=False
    )
    assert done.stdout.strip() == "imported", done.stderr[-3000:]


def test_typescript_compiles_and_agrees(made: Made, tmp_path: Path) -> None:
    node, tsc = typescript_toolchain()
    folder = made.out / "typescript"
    built = subprocess.run([node, tsc, "-p", folder], capture_output=True, text=True, check=False)
    assert built.returncode == 0, built.stdout[-3000:]
    names = declarations(made, "typescript")
    asked = questions(made)
    (tmp_path / "asked.json").write_text(
        json.dumps([[*names[(q.case, q.pointer)], q.value] for q in asked])
    )
    script = f"""
import {{ readFileSync }} from "node:fs";
import * as pkg from "./dist/index.js";
const asked = JSON.parse(readFileSync({json.dumps(str(tmp_path / "asked.json"))}, "utf8"));
console.log(JSON.stringify(asked.map(([m, d, v]) => {{
  const e = pkg[m][d];
  const valid = e.isValid(v);
  return [valid, valid ? JSON.stringify(e.encode(e.decode(v))) === JSON.stringify(v) : true];
}})));
"""
    ran = subprocess.run(
        [node, "--input-type=module", "-e", script],
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
    verdicts = json.loads(ran.stdout.strip().splitlines()[-1])
    wrong = [
        f"{q.case}#{q.pointer} {q.value!r}: ours {valid}, jsonschema {q.valid}, kept {kept}"
        for q, (valid, kept) in zip(asked, verdicts, strict=True)
        if valid is not q.valid or not kept
    ]
    assert not wrong, "\n".join(wrong[:30])


def conformance_answers(
    program: list[str], names: dict[tuple[str, str], tuple[str, str]], asked: list[Asked]
) -> list[dict[str, Any]]:
    lines = [
        json.dumps(
            {
                "id": str(i),
                "kind": "fixture",
                "module": names[(q.case, q.pointer)][0],
                "name": names[(q.case, q.pointer)][1],
                "payload": q.value,
            }
        )
        for i, q in enumerate(asked)
    ]
    done = subprocess.run(
        program, input="\n".join(lines) + "\n", capture_output=True, text=True, check=False
    )
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    assert len(answers) == len(asked), done.stderr[-3000:]
    return answers


def disagreements(asked: list[Asked], answers: list[dict[str, Any]]) -> list[str]:
    wrong = []
    for q, answer in zip(asked, answers, strict=True):
        if answer.get("valid") is not q.valid:
            wrong.append(f"{q.case}#{q.pointer} {q.value!r}: {answer}, jsonschema {q.valid}")
        elif q.valid and json.dumps(answer.get("output")) != json.dumps(q.value):
            wrong.append(f"{q.case}#{q.pointer} {q.value!r}: encoded back as {answer}")
    return wrong


def test_go_vets_builds_and_agrees(made: Made) -> None:
    from test_go_target import GO, go

    if not Path(GO).is_file():
        pytest.skip("the Go toolchain is not installed")
    module = made.out / "go"
    vet = go(["vet", "./..."], module)
    assert vet.returncode == 0, vet.stderr[-3000:]
    unformatted = subprocess.run(
        [str(Path(GO).parent / "gofmt"), "-l", "."],
        cwd=module,
        capture_output=True,
        text=True,
        check=False,
    )
    assert unformatted.stdout == "", unformatted.stdout
    built = go(["build", "-o", str(module / "c.bin"), "./cmd/conformance"], module)
    assert built.returncode == 0, built.stderr[-3000:]
    asked = questions(made)
    answers = conformance_answers([str(module / "c.bin")], declarations(made, "go"), asked)
    wrong = disagreements(asked, answers)
    assert not wrong, "\n".join(wrong[:30])


def test_rust_is_clippy_clean_and_agrees(made: Made, tmp_path: Path) -> None:
    import rust_support as rs

    crate = made.out / "rust"
    checked = rs.run_cargo(["clippy", "--quiet", "--", "-D", "warnings"], crate)
    assert checked.returncode == 0, checked.stderr[-5000:]
    program = rs.write_conformance(tmp_path / "conf", crate)
    shutil.rmtree(program / "target", ignore_errors=True)
    compiled = rs.run_cargo(["build", "--quiet"], program)
    assert compiled.returncode == 0, compiled.stderr[-5000:]
    binary = rs.target_dir() / "debug" / "agentproto_rust_conformance"
    asked = questions(made)
    answers = conformance_answers([str(binary)], declarations(made, "rust"), asked)
    wrong = disagreements(asked, answers)
    assert not wrong, "\n".join(wrong[:30])


def test_the_json_value_alias_keeps_its_outer_shape(made: Made) -> None:
    built = build_ir(load_checked(made.schemas))
    json_value = next(
        d
        for m in built.program.modules
        for d in m.decls
        if d.origin.pointer == "/$defs/json" and d.origin.file.startswith("json_value/")
    )
    assert isinstance(json_value, t.Alias)
    assert isinstance(json_value.type, t.Nullable)
    arms = json_value.type.inner
    assert isinstance(arms, t.JsonTypeUnion)
    # the list and the map are still there, holding plain JSON where the alias recurred
    assert t.ListOf(t.AnyJson()) in arms.arms and t.MapOf(t.AnyJson()) in arms.arms


def test_names_alike_are_numbered_in_every_target(made: Made) -> None:
    for target in TARGETS:
        names = declarations(made, target)
        alike = [names[("names_alike", f"/$defs/{key}")][1] for key in ("AB", "a-b", "a_b")]
        # `/$defs/AB` sorts first and keeps the name; the others take 2 and 3, in that order
        assert alike[1:] == [f"{alike[0]}2", f"{alike[0]}3"], (target, alike)
