"""Bad schemas get a diagnostic naming the file and JSON pointer, exit code 2, no traceback, and
nothing written. Hostile strings in schemas come out as literals meaning exactly what they say."""

from __future__ import annotations

import importlib
import inspect
import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

VENV_BIN = Path(sys.executable).parent
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def schema(**body: object) -> str:
    return json.dumps({"$schema": DIALECT, **body})


OBJ = {"type": "object", "properties": {"a": {"type": "string"}}}
# Unknown keywords are annotations (as JSON Schema says) unless `--strict-keywords` asks for them
# to be refused: the cases that need the option name it as a fourth element.
STRICT = ("--strict-keywords",)
CASES: dict[
    str, tuple[dict[str, str], str, str] | tuple[dict[str, str], str, str, tuple[str, ...]]
] = {
    "not_json": ({"broken.json": '{"type": "object",'}, "broken.json#/", "not JSON"),
    "fails_metaschema": (
        {"bad.json": schema(type="objekt")},
        "bad.json#/type",
        "not a valid 2020-12 schema",
    ),
    "unresolvable_ref": (
        {"a.json": schema(type="object", properties={"b": {"$ref": "missing.json"}})},
        "a.json#/properties/b",
        "cannot resolve $ref 'missing.json'",
    ),
    "unknown_keyword": (
        {"a.json": schema(**OBJ, requried=["a"])},
        "a.json#/requried",
        "unknown keyword 'requried'",
        STRICT,
    ),
    "endless_reference_loop": (
        {"a.json": schema(**OBJ, allOf=[{"$ref": "#"}])},
        "a.json#/",
        "references loop without descending into the instance",
    ),
    "unknown_extension": (
        {"a.json": schema(**OBJ, **{"x-tyop": True})},
        "a.json#/x-tyop",
        "unknown extension keyword",
        STRICT,
    ),
    "ecma_pattern_we_cannot_translate": (
        # refused by the grammar without the `u` flag too (`[z-a]`), which reads `\\p` as `p`
        {"p.json": schema(type="string", pattern="^\\p{Nonsense}+[z-a]$")},
        "p.json#/pattern",
        "unknown Unicode property",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_schema_is_a_diagnostic(case: str, tmp_path: Path) -> None:
    files, where, what, *flags = CASES[case]
    options = [*flags[0]] if flags else []
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    for name, text in files.items():
        (schemas / name).write_text(text)
    out = tmp_path / "out"
    for extra in ([], ["--check"]):
        proc = subprocess.run(
            [
                VENV_BIN / "agentproto",
                "generate",
                "--schema-dir",
                schemas,
                "--out-dir",
                out,
                "--target",
                "python",
                *options,
                *extra,
            ],
            check=False,
            capture_output=True,
            text=True,
        )
        assert proc.returncode == 2, proc.stderr
        assert "Traceback" not in proc.stderr
        assert where in proc.stderr and what in proc.stderr, proc.stderr
        assert not out.exists(), "nothing may be written"


HOSTILE = 'He said """hi""" \\ and left.\n{{ config }} {% raw %}\n\'\'\'\nimport os; os.system("rm -rf /")  # "'
VALUES = ['it\'s "quoted"', "back\\slash", "{{ x }}", '"""', "new\nline", "tab\there"]
PATTERN = '^[a-z"\\\\]+\\.txt$'


def test_hostile_strings_become_exact_literals(tmp_path: Path) -> None:
    schemas = tmp_path / "schemas" / "hostile"
    schemas.mkdir(parents=True)
    (schemas / "thing.json").write_text(
        schema(
            title="Thing",
            description=HOSTILE,
            type="object",
            additionalProperties=False,
            required=["mode"],
            properties={
                "mode": {"enum": VALUES, "description": HOSTILE},
                "path": {"type": "string", "pattern": PATTERN, "description": '"""'},
                "class": {"const": '"}{{', "description": "a keyword as a property name"},
                "weird key/with ~ chars": {"type": "integer", "default": 3, "description": "\\"},
            },
        )
    )
    out = tmp_path / "out"
    proc = subprocess.run(
        [
            VENV_BIN / "agentproto",
            "generate",
            "--schema-dir",
            tmp_path / "schemas",
            "--out-dir",
            out,
            "--target",
            "python",
            "--package",
            "hostile_pkg",
        ],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    package = out / "python" / "hostile_pkg"
    for tool in (["ruff", "check", "--no-cache"], ["mypy", "--strict", "--cache-dir", "/dev/null"]):
        checked = subprocess.run(
            [VENV_BIN / tool[0], *tool[1:], package],
            check=False,
            capture_output=True,
            text=True,
            cwd=tmp_path,
        )
        assert checked.returncode == 0, checked.stdout + checked.stderr

    sys.path.insert(0, str(out / "python"))
    try:
        module = importlib.import_module("hostile_pkg.hostile")
        invalid = importlib.import_module("hostile_pkg").ValidationError
    finally:
        sys.path.pop(0)
    assert inspect.getdoc(module.Thing) == inspect.cleandoc(HOSTILE)
    assert [m.value for m in module.ThingMode] == VALUES
    oracle = jsonschema.Draft202012Validator(json.loads((schemas / "thing.json").read_text()))
    # ECMA-262 `$` does not match before a trailing newline; Python's `re` (and so jsonschema)
    # does, which is why "abc.txt\n" is checked against the ECMA answer, not the oracle's.
    assert oracle.is_valid({"mode": VALUES[1], "path": "abc.txt\n", "class": '"}{{'})
    for path in ['a"b.txt', "a\\b.txt", "abc.txt", "ABC.txt", "abc.txtx"]:
        payload = {"mode": VALUES[1], "path": path, "class": '"}{{', "weird key/with ~ chars": 1}
        ours = True
        try:
            thing = module.Thing.from_dict(payload)
        except invalid:
            ours = False
        assert ours == oracle.is_valid(payload), path
        if ours:
            assert thing.to_dict() == payload
    with pytest.raises(invalid):
        module.Thing.from_dict({"mode": VALUES[1], "path": "abc.txt\n", "class": '"}{{'})
    with pytest.raises(invalid) as caught:
        module.Thing.from_dict({"mode": VALUES[0], "class": "x", "weird key/with ~ chars": "3"})
    pointers = {p.pointer for p in caught.value.problems}
    assert pointers == {"/class", "/weird key~1with ~0 chars"}


def test_untagged_object_union_works(tmp_path: Path) -> None:
    """A union of objects without a tag is a union type, never a refusal: the decoder picks the
    arm by JSON type, then by a required property only one (closed) arm can hold, then by the
    first arm whose validator accepts the value."""
    closed = {"type": "object", "additionalProperties": False}
    files = {
        "shape.json": schema(
            oneOf=[
                {
                    **closed,
                    "title": "Circle",
                    "required": ["radius"],
                    "properties": {"radius": {"type": "number"}},
                },
                {
                    **closed,
                    "title": "Square",
                    "required": ["side"],
                    "properties": {"side": {"type": "number"}},
                },
            ]
        ),
        "value.json": schema(
            anyOf=[
                {"type": "string"},
                {
                    "title": "Named",
                    "type": "object",
                    "required": ["name"],
                    "properties": {"name": {"type": "string"}},
                },
                {
                    "title": "Numbered",
                    "type": "object",
                    "required": ["n"],
                    "properties": {"n": {"type": "integer"}},
                },
            ]
        ),
    }
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    for name, text in files.items():
        (schemas / name).write_text(text)
    out = tmp_path / "out"
    proc = subprocess.run(
        [
            VENV_BIN / "agentproto",
            "generate",
            "--schema-dir",
            schemas,
            "--out-dir",
            out,
            "--target",
            "python",
            "--package",
            "unions_pkg",
        ],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    sys.path.insert(0, str(out / "python"))
    try:
        module = importlib.import_module("unions_pkg.schemas")
    finally:
        sys.path.pop(0)
    assert type(module.shape_from_dict({"side": 2})).__name__ == "Square"
    assert type(module.shape_from_dict({"radius": 1.5})).__name__ == "Circle"
    assert type(module.value_from_dict({"n": 3})).__name__ == "Numbered"
    assert type(module.value_from_dict({"name": "x", "n": 3})).__name__ == "Named"  # first match
    assert module.value_from_dict("plain") == "plain"
    for name, cases in (
        ("shape", [{"side": 2}, {"radius": 1}, {"side": 1, "radius": 1}, {}, []]),
        ("value", [{"n": 1}, {"name": "a"}, {"n": "1"}, "s", 3, {"name": "a", "n": 2}]),
    ):
        oracle = jsonschema.Draft202012Validator(json.loads(files[f"{name}.json"]))
        for case in cases:
            assert getattr(module, f"{name}_is_valid")(case) == oracle.is_valid(case), (name, case)
            if oracle.is_valid(case):
                built = getattr(module, f"{name}_from_dict")(case)
                assert (built if isinstance(built, str) else built.to_dict()) == case
