"""The pydantic target: its models must accept and reject the same fixtures as our bindings.
Where pydantic's own types refuse what the schema accepts, the difference is listed here, with
its reason, and the test fails if the list goes stale."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from support import ROOT, Fixture, fixtures

pydantic = pytest.importorskip("pydantic", reason="the pydantic target needs pydantic v2")
sys.path.insert(0, str(ROOT / "generated" / "pydantic"))

ASSERTS_URI_FORMAT = "pydantic parses a `format: uri` string as a URL and refuses control characters, where 2020-12 `format` only annotates"

# fixture id -> why pydantic's verdict differs from the schema's (and ours); pydantic models
# are validated strictly from JSON text, so none of these is lax coercion. Every model runs the
# schema's exact check first (the python target's validators, shipped in the package), so a
# document the schema refuses is refused whatever pydantic can express; what is left is what
# pydantic's own types refuse of a valid document (too strict), which that check cannot undo.
KNOWN_DIFFERENCES: dict[str, str] = {
    "agent/image_block/valid/url_with_next_line_character": ASSERTS_URI_FORMAT,
    "agent/image_block/valid/url_with_unit_separator": ASSERTS_URI_FORMAT,
}


def model(entity: str) -> type:
    family, stem = entity.split("/")
    module = importlib.import_module(f"agentproto_pydantic.{family}.{stem}")
    classes = [
        v for v in vars(module).values() if isinstance(v, type) and v.__module__ == module.__name__
    ]
    exact = [c for c in classes if c.__name__.lower() == stem.replace("_", "")]
    return (exact or classes)[-1]  # datamodel-code-generator writes the root model last


def pydantic_accepts(fixture: Fixture) -> bool:
    cls = model(fixture.entity)
    try:
        pydantic.TypeAdapter(cls).validate_json(fixture.path.read_bytes(), strict=True)
    except (pydantic.ValidationError, ValueError):
        return False
    return True


def test_pydantic_verdicts_agree_with_the_schemas() -> None:
    disagree = {}
    for fixture in fixtures():
        if pydantic_accepts(fixture) != fixture.valid:
            disagree[fixture.id] = "accepts" if fixture.valid is False else "rejects"
    unexplained = sorted(set(disagree) - set(KNOWN_DIFFERENCES))
    stale = sorted(set(KNOWN_DIFFERENCES) - set(disagree))
    assert not unexplained, "pydantic disagrees on: " + ", ".join(
        f"{k} ({disagree[k]})" for k in unexplained
    )
    assert not stale, f"no longer different, remove from KNOWN_DIFFERENCES: {stale}"


def test_pydantic_models_write_back_what_they_read() -> None:
    """Every valid fixture the models accept, read and written again (`exclude_unset`, by
    alias), is the same JSON value: members an open object's schema does not name are kept
    (each open object's model has `extra="allow"`), not dropped as pydantic's default would."""
    changed = []
    for fixture in fixtures():
        if not fixture.valid or fixture.id in KNOWN_DIFFERENCES:
            continue
        adapter = pydantic.TypeAdapter(model(fixture.entity))
        value = adapter.validate_json(fixture.path.read_bytes(), strict=True)
        written = adapter.dump_python(value, mode="json", by_alias=True, exclude_unset=True)
        if written != json.loads(fixture.path.read_bytes()):
            changed.append(fixture.id)
    assert not changed, f"written back differently: {changed}"


def test_files_at_the_top_beside_sub_folders_are_one_sub_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A set with files at its top and in sub-folders (a metaschema and its vocabularies) is
    modelled once, as one sub-package holding the sub-folders' modules, and the models work."""
    from agentproto.pipeline import render

    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
    root = tmp_path
    schema = root / "schema"
    (schema / "parts").mkdir(parents=True)
    (schema / "parts" / "wheel.json").write_text(
        json.dumps(
            {"title": "Wheel", "type": "object", "properties": {"size": {"type": "integer"}}}
        )
    )
    (schema / "car.json").write_text(
        json.dumps(
            {
                "title": "Car",
                "type": "object",
                "properties": {"wheels": {"type": "array", "items": {"$ref": "parts/wheel.json"}}},
                "required": ["wheels"],
            }
        )
    )
    files = render(schema, ("pydantic",))
    modules = sorted(path for path in files if path.endswith(".py"))
    assert "pydantic/agentproto_pydantic/schemas/car.py" in modules
    assert "pydantic/agentproto_pydantic/schemas/parts/wheel.py" in modules
    for path, text in files.items():
        (root / "out" / path).parent.mkdir(parents=True, exist_ok=True)
        (root / "out" / path).write_text(text, encoding="utf-8")
    program = (
        "from agentproto_pydantic.schemas.car import Car\n"
        'car = Car.model_validate_json(\'{"wheels": [{"size": 17, "rim": "alloy"}]}\', strict=True)\n'
        "print(car.model_dump_json(exclude_unset=True))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program],
        cwd=root / "out" / "pydantic",
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"wheels": [{"size": 17, "rim": "alloy"}]}


def test_a_reference_by_uri_under_a_property_named_like_a_keyword(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A property named `default` (Swagger 2.0's schema has one) is a schema like any other:
    its `$ref` to a document the set does not hold but the loader ships (a draft's
    metaschema) is handed to datamodel-code-generator as a path to that document's copy,
    where it would otherwise try the network."""
    from agentproto.pipeline import render

    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
    schema = tmp_path / "schema" / "api"
    schema.mkdir(parents=True)
    count = "http://json-schema.org/draft-07/schema#/definitions/nonNegativeInteger"
    (schema / "spec.json").write_text(
        json.dumps(
            {
                "$schema": "http://json-schema.org/draft-07/schema#",
                "title": "Spec",
                "type": "object",
                "properties": {"default": {"$ref": count}, "size": {"$ref": count}},
            }
        )
    )
    files = render(tmp_path / "schema", ("pydantic",))
    # the metaschema's copy sits at the top of the set, so the set is one sub-package
    assert "default:" in files["pydantic/agentproto_pydantic/schemas/api/spec.py"]


def generated_pydantic(schema_dir: Path, out: Path, *options: str) -> None:
    """`agentproto generate` of `schema_dir` with the pydantic target alone, the cache off."""
    done = subprocess.run(
        [ROOT / ".venv" / "bin" / "agentproto", "generate", "--no-verify", *options]
        + ["--target", "pydantic", "--schema-dir", schema_dir, "--out-dir", out],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "AGENTPROTO_CACHE_DIR": ""},
    )
    assert done.returncode == 0, done.stdout + done.stderr


def assert_strictly_clean(package_dir: Path) -> None:
    """The generated `agentproto_pydantic` passes ruff check and mypy --strict."""
    for tool in (["ruff", "check", "--no-cache"], ["mypy", "--strict", "--cache-dir", "/dev/null"]):
        checked = subprocess.run(
            [ROOT / ".venv" / "bin" / tool[0], *tool[1:], "agentproto_pydantic"],
            cwd=package_dir,
            capture_output=True,
            text=True,
            check=False,
        )
        assert checked.returncode == 0, tool[0] + ": " + checked.stdout[-3000:]


def test_what_datamodel_code_generator_would_misread_is_handed_over_as_json_schema_reads_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Legal schemas datamodel-code-generator used to model into code mypy refuses, or not at
    all: string enum members named like `str`'s attributes (`count`, `replace`), named so in
    another module's default too; defaults their own schema refuses; a `discriminator` that is
    not OpenAPI's; a reference left unresolved on request (which it fetched). The models pass
    ruff and mypy --strict and read what the schemas accept."""
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
    schema = tmp_path / "schema" / "shapes"
    schema.mkdir(parents=True)
    (schema / "op.json").write_text(
        json.dumps({"title": "Op", "type": "string", "enum": ["count", "replace", "plain"]})
    )
    (schema / "shape.json").write_text(
        json.dumps(
            {
                "title": "Shape",
                "type": "object",
                "properties": {
                    "op": {"$ref": "op.json", "default": "count"},
                    "tags": {"type": "array", "items": {"type": "string"}, "default": True},
                    "name": {"type": "string", "default": None},
                    "mode": {"enum": ["a", "b"], "default": "c"},
                    "part": {
                        "type": "object",
                        "discriminator": {"propertyName": "kind", "mapping": {"x": {"a": 1}}},
                    },
                    "remote": {"$ref": "https://example.invalid/elsewhere.json"},
                },
            }
        )
    )
    out = tmp_path / "out"
    generated_pydantic(tmp_path / "schema", out, "--allow-unresolved")
    package = out / "pydantic" / "agentproto_pydantic" / "shapes"
    assert "count_ = " in (package / "op.py").read_text()
    assert "Op.count_" in (package / "shape.py").read_text()
    assert_strictly_clean(out / "pydantic")
    program = (
        "from agentproto_pydantic.shapes.shape import Shape\n"
        "from agentproto_pydantic.shapes.op import Op\n"
        "s = Shape.model_validate({'op': 'replace', 'remote': [1], 'part': {'kind': 'y'}})\n"
        "assert s.op is Op.replace_ and s.op == 'replace' and Shape().op is Op.count_\n"
        "print(s.model_dump_json(exclude_unset=True))\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", program],
        cwd=out / "pydantic",
        capture_output=True,
        text=True,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout) == {"op": "replace", "remote": [1], "part": {"kind": "y"}}
    # an unresolved reference alone (nothing else to hand over differently): not fetched
    alone = tmp_path / "alone" / "things"
    alone.mkdir(parents=True)
    (alone / "thing.json").write_text(
        json.dumps(
            {
                "title": "Thing",
                "type": "object",
                "properties": {"remote": {"$ref": "https://example.invalid/elsewhere.json"}},
            }
        )
    )
    generated_pydantic(tmp_path / "alone", out, "--allow-unresolved")


def built_and_verdicts(
    tmp_path: Path, schema: dict[str, object], values: list[object]
) -> list[bool]:
    """`schema` (titled `Thing`) generated with the pydantic target alone, its models passed
    through ruff and mypy --strict, and each of `values` read by the model strictly from JSON:
    whether it was accepted."""
    folder = tmp_path / "schema" / "things"
    folder.mkdir(parents=True)
    (folder / "thing.json").write_text(json.dumps(schema))
    out = tmp_path / "out"
    generated_pydantic(tmp_path / "schema", out)
    assert_strictly_clean(out / "pydantic")
    program = (
        "import json, sys\n"
        "from agentproto_pydantic.things.thing import Thing\n"
        "verdicts = []\n"
        "for value in json.load(sys.stdin):\n"
        "    try:\n"
        "        Thing.model_validate_json(json.dumps(value), strict=True)\n"
        "        verdicts.append(True)\n"
        "    except ValueError:\n"
        "        verdicts.append(False)\n"
        "print(json.dumps(verdicts))\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", program],
        cwd=out / "pydantic",
        input=json.dumps(values),
        capture_output=True,
        text=True,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    verdicts: list[bool] = json.loads(ran.stdout)
    return verdicts


def test_an_allof_whose_parts_would_redefine_a_member_is_handed_over_as_one_object(
    tmp_path: Path,
) -> None:
    """datamodel-code-generator makes an `allOf`'s `$ref`s base classes, and each arm of a
    union in a part a subclass of its class and the object's: a part declaring a property
    otherwise than the object (or another part) then redefines it in a subclass, which mypy
    refuses. Such an `allOf` is handed over folded into the object, the same JSON Schema: a
    part's union beside the object's properties (its arms refining them), two unions as one
    of every pair of their arms, two `not`s as one, a part closing the object with the other
    parts' properties declared `{}`. The models build and judge as the schema does."""
    schema = {
        "title": "Thing",
        "definitions": {
            "located": {
                "oneOf": [
                    {
                        "properties": {"in": {"enum": ["path"]}, "required": {"enum": [True]}},
                        "required": ["required"],
                    },
                    {"properties": {"in": {"enum": ["query"]}, "style": {"enum": ["form"]}}},
                ]
            },
            "either": {
                "not": {"required": ["schema", "content"]},
                "oneOf": [{"required": ["schema"]}, {"required": ["content"]}],
            },
            "quiet": {"not": {"required": ["example", "examples"]}},
            "base": {
                "type": "object",
                "required": ["name"],
                "properties": {
                    "name": {"type": "string", "minLength": 1},
                    "trigger": {"enum": ["automatic", "manual"]},
                },
            },
            "docker": {
                "type": "object",
                "additionalProperties": False,
                "properties": {"image": {"type": "string"}, "name": {}, "trigger": {}},
            },
        },
        "type": "object",
        "additionalProperties": False,
        "required": ["in"],
        "properties": {
            "in": {"type": "string"},
            "style": {"type": "string"},
            "required": {"type": "boolean"},
            "schema": {"type": "string"},
            "content": {"type": "integer"},
            "example": {},
            "examples": {},
            "step": {
                "allOf": [
                    {"$ref": "#/definitions/base"},
                    {"properties": {"trigger": {"type": "string", "enum": ["automatic"]}}},
                ]
            },
            "pipeline": {
                "allOf": [
                    {"$ref": "#/definitions/base"},
                    {"oneOf": [{"$ref": "#/definitions/docker"}]},
                ]
            },
            "task": {
                "allOf": [
                    {
                        "type": "object",
                        "properties": {"a": {"type": "string"}, "b": {"type": "integer"}},
                        "additionalProperties": False,
                        "anyOf": [{"required": ["a"]}, {"required": ["b"]}],
                    }
                ]
            },
        },
        "allOf": [
            {"$ref": "#/definitions/quiet"},
            {"$ref": "#/definitions/either"},
            {"$ref": "#/definitions/located"},
        ],
    }
    values: list[object] = [
        {"in": "path", "required": True, "schema": "s"},
        {"in": "query", "style": "form", "content": 1},
        {"in": "cookie", "schema": "s"},  # no arm of `located`
        {"in": "path", "schema": "s"},  # `required` required
        {"in": "query"},  # neither
        {"in": "query", "schema": "s", "step": {"name": "n", "trigger": "automatic"}},
        {"in": "query", "schema": "s", "step": {"name": "n", "trigger": "manual"}},
        {"in": "query", "schema": "s", "pipeline": {"name": "n", "image": "i"}},
        {"in": "query", "schema": "s", "pipeline": {"name": "n", "other": 1}},
        {"in": "query", "schema": "s", "pipeline": {"name": "", "image": "i"}},
        {"in": "query", "schema": "s", "task": {"a": "x"}},
        {"in": "query", "schema": "s", "task": {}},
    ]
    # (the tool drops `not`, and pydantic's unions take any arm that fits, not exactly one)
    expected = [True, True, False, False, False, True, False, True, False, False, True, False]
    assert built_and_verdicts(tmp_path, schema, values) == expected


def test_defaults_the_tool_cannot_type_are_left_out(tmp_path: Path) -> None:
    """Annotations datamodel-code-generator writes into code mypy refuses are left out: a
    default a union's (non-null) arm does not admit, which it gives that arm's root model; a
    string default beside a `format` that types the field otherwise (a `timedelta`); an array
    default whose items are a union; `examples` that is not an array. Verdicts do not
    change: a default is an annotation. Nor is `minLength` applied to an array."""
    schema = {
        "title": "Thing",
        "type": "object",
        "properties": {
            "image": {
                "oneOf": [
                    {"enum": ["a", "b"]},
                    {"type": "array", "minItems": 1, "items": {"enum": ["a", "b"]}},
                ],
                "default": "a",
            },
            "dismiss": {
                "anyOf": [
                    {"type": "array", "maxItems": 5, "items": {"type": "string"}},
                    {"type": "boolean"},
                ],
                "default": True,
            },
            "name": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": "x"},
            "wait": {"type": "string", "format": "duration", "default": "30 seconds"},
            "stages": {
                "type": "array",
                "minLength": 1,
                "items": {"anyOf": [{"type": "string"}, {"type": "array"}]},
                "default": ["build", "test"],
            },
            "version": {"$ref": "#/$defs/kinds/version"},
        },
        # under a keyword no metaschema knows (as Meltano's are), which the tool reads alike
        "$defs": {"kinds": {"version": {"type": "string", "examples": "3.15", "pattern": "^3"}}},
    }
    values: list[object] = [
        {"image": ["a"], "dismiss": ["u"], "stages": ["x", ["y"]], "version": "3.1"},
        {"image": "c"},
        {"version": "2"},
        {"stages": []},
    ]
    assert built_and_verdicts(tmp_path, schema, values) == [True, False, False, True]


def test_large_properties_beside_a_union_are_read_once(tmp_path: Path) -> None:
    """datamodel-code-generator reads an object's properties again for each arm of a union
    beside them (Azure Pipelines' `task`: 259 arms beside some 500 enums, minutes). Where that
    is much to read, each property is handed over as a `$ref` to its schema, moved to the
    file's definitions: read once, one class, and the models build and judge as before."""
    names = [f"Task{i}@{i % 3}" for i in range(40)]
    schema = {
        "title": "Thing",
        "type": "object",
        "properties": {
            "task": {"anyOf": [{"enum": [name], "description": "a task " * 400} for name in names]},
            "n": {},
        },
        "required": ["task"],
        "anyOf": [
            {"properties": {"task": {"pattern": f"^Task{i}@"}, "inputs": {"type": "object"}}}
            for i in range(40)
        ],
    }
    values: list[object] = [{"task": "Task1@1"}, {"task": "Task1@0"}, {}]
    assert built_and_verdicts(tmp_path, schema, values) == [True, False, False]
    from agentproto.emit.pydantic import by_path
    from agentproto.pipeline import load_checked

    handed = by_path(load_checked(tmp_path / "schema"))
    assert handed is not None
    thing = handed["things/thing.json"]
    assert thing["properties"]["task"] == {"$ref": "#/definitions/task"}
    assert thing["definitions"]["task"] == schema["properties"]["task"]  # type: ignore[index]


def test_regular_expressions_are_left_to_the_exact_check(tmp_path: Path) -> None:
    """A `pattern` pydantic-core compiles past its size limit (a Unicode `\\w{1,255}`, as GitLab
    CI's cache policy has it), and a map the tool typed by its `patternProperties` alone,
    refusing the keys its `additionalProperties` admits (GitHub workflows' `strategy.matrix`):
    the models carry no regular expression, so they import and read every valid document, and
    the exact check still refuses what the patterns refuse."""
    schema = {
        "title": "Thing",
        "type": "object",
        "properties": {
            "policy": {"type": "string", "pattern": "^(pull|push|\\$\\w{1,255})$"},
            "matrix": {
                "type": "object",
                "patternProperties": {
                    "^(in|ex)clude$": {"type": "array", "items": {"type": "object"}}
                },
                "additionalProperties": {"type": "array", "items": {"type": "string"}},
            },
            "closed": {
                "type": "object",
                "patternProperties": {"^n": {"type": "integer"}, "^s": {"type": "string"}},
                "additionalProperties": False,
            },
        },
    }
    values: list[object] = [
        {"policy": "$PULL", "matrix": {"os": ["linux"], "include": [{"os": "mac"}]}},
        {"closed": {"n1": 1, "s1": "x"}},
        {"policy": "fetch"},
        {"matrix": {"os": [{"a": 1}]}},
        {"matrix": {"include": ["linux"]}},
        {"closed": {"n1": "x"}},
        {"closed": {"x": 1}},
    ]
    verdicts = built_and_verdicts(tmp_path, schema, values)
    assert verdicts == [True, True, False, False, False, False, False]
    models = tmp_path / "out" / "pydantic" / "agentproto_pydantic" / "things" / "thing.py"
    assert "pattern" not in models.read_text()


def test_a_default_that_would_validate_itself_is_left_out(tmp_path: Path) -> None:
    """The tool validates an object default as its field's model, and the fields that default
    leaves out get their own defaults, validated alike: a default on a reference to the schema
    holding it (draft 6's metaschema, Renovate's managers) was validated inside its own
    validation without end, every document refused (or pydantic-core's stack overflowed). It
    is left out (an annotation), as is one that reaches itself through another, and the rest
    stay."""
    schema = {
        "title": "Thing",
        "type": "object",
        "properties": {
            "child": {"$ref": "#", "default": {}},
            "pair": {"$ref": "#/definitions/a"},
            "tags": {"type": "object", "additionalProperties": {"$ref": "#"}, "default": {}},
            "name": {"type": "string"},
        },
        "definitions": {
            "a": {
                "type": "object",
                "properties": {"b": {"$ref": "#/definitions/b"}},
                "default": {"n": 1},
            },
            "b": {
                "type": "object",
                "properties": {"a": {"$ref": "#/definitions/a"}},
                "default": {},
            },
        },
    }
    values: list[object] = [{}, {"child": {"name": "x"}, "pair": {"b": {}}}, {"name": 1}]
    assert built_and_verdicts(tmp_path, schema, values) == [True, True, False]
    from agentproto.emit.pydantic import by_path
    from agentproto.pipeline import load_checked

    handed = by_path(load_checked(tmp_path / "schema"))
    assert handed is not None
    thing = handed["things/thing.json"]
    assert "default" not in thing["properties"]["child"]
    assert "default" not in thing["definitions"]["a"]
    assert "default" not in thing["definitions"]["b"]
    assert thing["properties"]["tags"]["default"] == {}  # validated as an empty map: kept


def test_a_union_of_thousands_of_arms_is_written_with_operators() -> None:
    """`Union[...]` becomes `A | B | ...` in one flat text: a chain of `|` nodes as deep as the
    union has arms overflowed the recursion limit when written out (a union of 2,500 arms)."""
    from agentproto.emit.pydantic import union_operators

    arms = [f"Arm{i}" for i in range(5000)]
    source = f"class Big(RootModel[Union[{', '.join(arms)}]]):\n    root: int\n"
    assert union_operators(source).splitlines()[0] == f"class Big(RootModel[{' | '.join(arms)}]):"
    nested = 'x: RootModel[Union[str, list[Union[int, None]], list["Step"]]]\n'
    assert union_operators(nested) == "x: RootModel[str | list[int | None] | list['Step']]\n"


def test_the_package_declares_the_modules_its_models_import(tmp_path: Path) -> None:
    """A `format: ulid` string is typed `ULID`, imported from `ulid`: the generated package
    lists the distribution that provides it (python-ulid), and a package whose models import
    nothing beyond pydantic lists pydantic alone."""
    for name, identifier in (("ulid", {"type": "string", "format": "ulid"}), ("plain", {})):
        schema = {"title": "Thing", "type": "object", "properties": {"id": identifier}}
        folder = tmp_path / name / "schema" / "things"
        folder.mkdir(parents=True)
        (folder / "thing.json").write_text(json.dumps(schema))
        out = tmp_path / name / "out"
        generated_pydantic(tmp_path / name / "schema", out)
        models = (out / "pydantic" / "agentproto_pydantic" / "things" / "thing.py").read_text()
        metadata = (out / "pydantic" / "pyproject.toml").read_text()
        assert ("from ulid import ULID" in models) == (name == "ulid"), models
        assert ('"python-ulid>=3"' in metadata) == (name == "ulid"), metadata
        assert 'dependencies = ["pydantic>=2"' in metadata


EXACT_SCHEMA: dict[str, object] = {
    "title": "Thing",
    "type": "object",
    "properties": {
        "inner": {"$ref": "#/$defs/Inner"},
        "tags": {"type": "array", "items": {"type": "string"}, "contains": {"const": "x"}},
        "when": {"type": "string", "format": "date-time"},
        "why": {"type": "integer"},
        "day": {"type": "string", "format": "date"},
        "node": {"$ref": "#/$defs/Node"},
    },
    "dependentRequired": {"when": ["why"]},
    "unevaluatedProperties": False,
    "$defs": {
        "Inner": {
            "type": "object",
            "properties": {"n": {"type": "string"}},
            "not": {"required": ["z"]},
        },
        "Node": {
            "type": "object",
            "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/Node"}}},
        },
    },
}


def exact_program(tmp_path: Path) -> Path:
    """`EXACT_SCHEMA` generated with the pydantic target alone, passed through ruff and mypy
    --strict: the folder to run programs importing its models in."""
    folder = tmp_path / "schema" / "things"
    folder.mkdir(parents=True)
    (folder / "thing.json").write_text(json.dumps(EXACT_SCHEMA))
    out = tmp_path / "out"
    generated_pydantic(tmp_path / "schema", out)
    assert_strictly_clean(out / "pydantic")
    return out / "pydantic"


def run_program(folder: Path, program: str, data: object = None) -> object:
    ran = subprocess.run(
        [sys.executable, "-c", program],
        cwd=folder,
        input=json.dumps(data),
        capture_output=True,
        text=True,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    return json.loads(ran.stdout)


def test_the_models_refuse_what_their_schema_refuses_though_pydantic_cannot_say_it(
    tmp_path: Path,
) -> None:
    """Keywords pydantic's models cannot express (`not`, `contains`, `dependentRequired`,
    `unevaluatedProperties`): each model runs the schema's exact check (the python target's
    validators, in the package) on its raw input first, so what the schema refuses is refused,
    from JSON (strict or not), from Python values and by construction, and the error names
    the pointer, the keyword and the message of the first problem. Dates still read from
    strict JSON as they did without the check. Strings (`model_validate_strings`) are read as
    their fields' types first, and the JSON value they make is checked."""
    folder = exact_program(tmp_path)
    valid = {
        "inner": {"n": "a"},
        "tags": ["y", "x"],
        "when": "2024-05-01T10:00:00Z",
        "why": 1,
        "day": "2024-05-01",
        "node": {"kids": [{"kids": []}]},
    }
    invalid = [
        ({"inner": {"n": "a", "z": 1}}, "/inner", "not"),
        ({"tags": ["y"]}, "/tags", "contains"),
        ({"when": "2024-05-01T10:00:00Z"}, "", "dependentRequired"),
        ({"unknown": 1}, "/unknown", "false"),
        ({"node": {"kids": [{"kids": 3}]}}, "/node/kids/0/kids", "type"),
    ]
    program = (
        "import json, sys\n"
        "from pydantic import ValidationError\n"
        "from agentproto_pydantic.things.thing import Inner, Thing\n"
        "valid, invalid = json.load(sys.stdin)\n"
        "out = {'valid': [], 'invalid': []}\n"
        "for strict in (True, False):\n"
        "    t = Thing.model_validate_json(json.dumps(valid), strict=strict)\n"
        "    out['valid'].append(t.model_dump(mode='json', by_alias=True, exclude_unset=True))\n"
        "out['valid'].append(Thing.model_validate(valid).model_dump(mode='json', exclude_unset=True))\n"
        "for value, _, _ in invalid:\n"
        "    seen = []\n"
        "    for read in (\n"
        "        lambda: Thing.model_validate_json(json.dumps(value), strict=True),\n"
        "        lambda: Thing.model_validate_json(json.dumps(value)),\n"
        "        lambda: Thing.model_validate(value),\n"
        "        lambda: Thing(**value),\n"
        "    ):\n"
        "        try:\n"
        "            read()\n"
        "            seen.append(None)\n"
        "        except ValidationError as error:\n"
        "            first = error.errors()[0]\n"
        "            seen.append([first['type'], first['ctx']['pointer'], first['ctx']['keyword'],\n"
        "                         first['msg']])\n"
        "    out['invalid'].append(seen)\n"
        "out['built'] = []\n"
        "for build in (lambda: Inner(n='a', z=1), lambda: Thing(inner=Inner(n='a'), tags=['y'])):\n"
        "    try:\n"
        "        build()\n"
        "        out['built'].append(None)\n"
        "    except ValidationError as error:\n"
        "        out['built'].append(error.errors()[0]['ctx']['pointer'])\n"
        "out['whole'] = Thing(inner=Inner(n='a'), tags=['x']).model_dump(exclude_unset=True)\n"
        "out['strings'] = []\n"
        "for strings in ({'why': '5', 'when': '2024-05-01T10:00:00Z', 'tags': ['x']},\n"
        "                {'when': '2024-05-01T10:00:00Z'}):\n"
        "    try:\n"
        "        read = Thing.model_validate_strings(strings)\n"
        "        out['strings'].append(read.model_dump(mode='json', exclude_unset=True))\n"
        "    except ValidationError as error:\n"
        "        out['strings'].append(error.errors()[0]['ctx']['keyword'])\n"
        "print(json.dumps(out))\n"
    )
    out = run_program(folder, program, [valid, invalid])
    assert isinstance(out, dict)
    assert out["valid"] == [valid, valid, valid]
    for (value, pointer, keyword), seen in zip(invalid, out["invalid"], strict=True):
        for found in seen:
            assert found is not None, f"{value} was accepted"
            assert found[:3] == ["json_schema", pointer, keyword], (value, found)
            assert f"'{pointer}' ({keyword})" in found[3], found[3]
    # a model built alone is checked alone; one built around it checks it as JSON again
    assert out["built"] == ["", "/tags"]
    assert out["whole"] == {"inner": {"n": "a"}, "tags": ["x"]}
    # strings read as their fields' types, then the JSON value they make is checked
    assert out["strings"] == [
        {"why": 5, "when": "2024-05-01T10:00:00Z", "tags": ["x"]},
        "dependentRequired",
    ]


def test_nested_models_do_not_check_their_parts_again(tmp_path: Path) -> None:
    """Only the outermost model runs the exact check; the models inside it, validated within
    its validation, do not check their sub-documents again (that would be quadratic in the
    depth): a document 60 nodes deep (pydantic reads JSON nested up to 200 levels) is checked
    once, from JSON as from Python, and a nested model validated on its own is checked on its
    own."""
    folder = exact_program(tmp_path)
    program = (
        "import json\n"
        "from agentproto_pydantic import _exact\n"
        "from agentproto_pydantic.things.thing import Node, Thing\n"
        "calls = []\n"
        "checks = _exact._functions_at\n"
        "def counted(location):\n"
        "    calls.append(location)\n"
        "    return checks(location)\n"
        "_exact._functions_at = counted\n"
        "node = {'kids': []}\n"
        "for _ in range(60):\n"
        "    node = {'kids': [node, {'kids': []}]}\n"
        "Thing.model_validate_json(json.dumps({'node': node}), strict=True)\n"
        "once = list(calls)\n"
        "Thing.model_validate({'node': node})\n"
        "Node.model_validate(node)\n"
        "print(json.dumps([once, calls]))\n"
    )
    result = run_program(folder, program)
    assert isinstance(result, list)
    once, calls = result
    assert once == ["things/thing.json#"]
    assert calls == ["things/thing.json#"] * 2 + ["things/thing.json#/$defs/Node"]


def test_models_used_in_many_places_reuse_one_validator(tmp_path: Path) -> None:
    """Each model's validator is built once and reused wherever the model is used: pydantic
    compiles a model that has a wrap (or after) model validator again, inline, at every use,
    so a chain of models each using the two before it grew its validators as the Fibonacci
    numbers (Azure Pipelines' models passed 8 GB building them). 30 such levels stay small,
    and the exact check still judges the innermost part, from the entry points as from a
    `TypeAdapter`."""
    levels = 30
    defs: dict[str, object] = {
        "L0": {
            "type": "object",
            "properties": {"x": {"type": "integer"}},
            "not": {"required": ["z"]},
        },
        "L1": {"type": "object", "properties": {"a": {"$ref": "#/$defs/L0"}}},
    }
    for i in range(2, levels):
        defs[f"L{i}"] = {
            "type": "object",
            "properties": {"a": {"$ref": f"#/$defs/L{i - 1}"}, "b": {"$ref": f"#/$defs/L{i - 2}"}},
        }
    schema = {
        "title": "Thing",
        "type": "object",
        "properties": {"top": {"$ref": f"#/$defs/L{levels - 1}"}},
        "$defs": defs,
    }
    folder = tmp_path / "schema" / "things"
    folder.mkdir(parents=True)
    (folder / "thing.json").write_text(json.dumps(schema))
    generated_pydantic(tmp_path / "schema", tmp_path / "out")
    program = (
        "import json\n"
        "from pydantic import TypeAdapter, ValidationError\n"
        "from agentproto_pydantic.things.thing import Thing\n"
        "def verdicts(leaf):\n"
        f"    for _ in range({levels - 1}):\n"
        "        leaf = {'a': leaf}\n"
        "    text = json.dumps({'top': leaf})\n"
        "    seen = []\n"
        "    for read in (lambda: Thing.model_validate_json(text),\n"
        "                 lambda: Thing.model_validate(json.loads(text)),\n"
        "                 lambda: TypeAdapter(Thing).validate_json(text)):\n"
        "        try:\n"
        "            read()\n"
        "            seen.append(True)\n"
        "        except ValidationError:\n"
        "            seen.append(False)\n"
        "    return seen\n"
        "size = len(repr(Thing.__pydantic_validator__))\n"
        "print(json.dumps([size, verdicts({'x': 1}), verdicts({'x': 1, 'z': 0})]))\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", program],
        cwd=tmp_path / "out" / "pydantic",
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert ran.returncode == 0, ran.stderr
    size, valid, invalid = json.loads(ran.stdout)
    assert size < 100_000, f"the validator's text grew to {size} characters"
    assert valid == [True, True, True]
    assert invalid == [False, False, False]


def test_the_exact_validators_do_not_read_the_prose(tmp_path: Path) -> None:
    """The exact validators are kept in the cache under the schemas without their prose
    (`targets.pydantic.without_prose`): a description, `$comment` or examples edit makes the same
    validators, and only such an edit leaves the key as it was. A property named as a prose
    keyword keeps its schema, and data (an enum value) is kept whole."""
    import shutil

    from agentproto.pipeline import build_ir, load_checked
    from agentproto.targets.pydantic import _exact_validators, without_prose

    copy = tmp_path / "schema"
    shutil.copytree(ROOT / "schema", copy)
    usage = copy / "agent" / "usage.json"
    original = json.loads(usage.read_text(encoding="utf-8"))
    edited = json.loads(json.dumps(original))
    edited["description"] += " Said again."
    edited["$comment"] = "a note for readers"
    edited["examples"] = []
    usage.write_text(json.dumps(edited), encoding="utf-8")

    def exact(folder: Path) -> dict[str, str]:
        return _exact_validators(build_ir(load_checked(folder), strict_keywords=True), None, "p")

    assert exact(copy) == exact(ROOT / "schema")
    assert without_prose(edited) == without_prose(original)
    constrained = json.loads(json.dumps(original))
    first = next(iter(constrained["properties"].values()))
    first["maximum"] = 7
    assert without_prose(constrained) != without_prose(original)
    named = {"properties": {"description": {"type": "string"}}, "enum": [{"description": "a"}]}
    assert without_prose(named) == named
