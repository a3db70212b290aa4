"""`agentproto generate` against hostile input: outside text in every place it reaches generated
files (file and folder names, property names, tags, `$defs` keys, titles, enum values,
descriptions) comes out compiling, lint-clean, strictly typed, importable and meaning the schema;
`--package` is checked; and the output folders keep every file the generator did not write."""

from __future__ import annotations

import importlib
import inspect
import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from agentproto import write as writer
from agentproto.pipeline import render
from agentproto.write import MANIFEST, Refused, format_python, write

VENV_BIN = Path(sys.executable).parent
DIALECT = "https://json-schema.org/draft/2020-12/schema"

# Strings of every kind that could end a literal, docstring, comment or template early.
HOSTILE = [
    'double " quote',
    "single ' quote",
    'triple """ double',
    "triple ''' single",
    "back\\slash\\",
    "new\nline",
    "carriage\rreturn",
    "line\u2028separator",
    "nul\x00byte",
    "lone \ud800 surrogate",
    "{{ jinja }} {% raw %} {# c #}",
    "# hash # noqa: F401 # type: ignore",
    'toml = ["x"] \\u0000',
    "tab\there",
    'trailing quote"',
    '"leading quote',
    "ends in backslash \\",
    "\x7f\x1b[31m",
    "coding: utf-7 +AAo-",
]
# Property names that are no Python identifier, or one that would break the class.
NAMES = [
    "__slots__",
    "__dict__",
    "__init__",
    "__post_init__",
    "__class__",
    "__secret",
    "_keys",
    "_",
    "class",
    "match",
    "type",
    "errors",
    "to_dict",
    "extra_fields",
    "str",
    "field",
    "ClassVar",
    "Thing",
    "2fa",
    "a-b",
    "café",
    "x" * 300,
    *HOSTILE,
]
TAG = 'k"""i\\n\nd\x00'  # a union's tag property: it lands in a docstring


def schema(**body: Any) -> dict[str, Any]:
    return {"$schema": DIALECT, **body}


def hostile_schemas(root: Path) -> dict[str, dict[str, Any]]:
    """A schema set with outside text everywhere; returns path (relative to root) -> schema."""
    folder = 'we"""ird\n# coding: utf-7 fol\\der'
    description = "\n".join(HOSTILE)
    docs = {
        f"{folder}/thing\n'''\"\"\"# coding: utf-7.json": schema(
            title='Thing """',
            description=description,
            type="object",
            additionalProperties=False,
            properties={name: {"type": "integer", "description": name} for name in NAMES}
            | {"mode": {"$ref": "#/$defs/mode\n\"'"}},
            required=["__init__", "class"],
            **{
                "$defs": {
                    "mode\n\"'": {
                        "enum": HOSTILE,
                        "description": description,
                        "x-state-machine": {
                            "initial": [HOSTILE[0]],
                            "transitions": {HOSTILE[0]: HOSTILE[1:3]},
                            "terminal": HOSTILE[1:3],
                        },
                    }
                }
            },
        ),
        f"{folder}/class_var.json": schema(
            type="object",
            properties={"v": {"type": "string"}},
            description="named like typing.ClassVar",
        ),
        f"{folder}/circle.json": schema(
            type="object",
            required=[TAG, "r"],
            properties={TAG: {"const": 'c"""'}, "r": {"type": "number"}},
        ),
        f"{folder}/square.json": schema(
            type="object",
            required=[TAG],
            properties={TAG: {"const": "s\n"}, "side": {"type": "number"}},
        ),
        f"{folder}/shape.json": schema(
            description=description, oneOf=[{"$ref": "circle.json"}, {"$ref": "square.json"}]
        ),
    }
    for rel, body in docs.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(json.dumps(body), encoding="utf-8")
    return docs


def run(*args: object, cwd: Path | None = None, **kw: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args], check=False, capture_output=True, text=True, cwd=cwd, **kw
    )


def generate(
    schemas: Path, out: Path, *extra: object, **kw: Any
) -> subprocess.CompletedProcess[str]:
    return run(
        VENV_BIN / "agentproto",
        "generate",
        "--schema-dir",
        schemas,
        "--out-dir",
        out,
        "--target",
        "python",
        *extra,
        **kw,
    )


def test_hostile_strings_everywhere_make_a_correct_package(tmp_path: Path) -> None:
    schemas = tmp_path / "schemas"
    docs = hostile_schemas(schemas)
    out = tmp_path / "out"
    proc = generate(schemas, out, "--package", "hostile.pkg")
    assert proc.returncode == 0, proc.stderr
    package = out / "python" / "hostile" / "pkg"
    texts = {p.name: p.read_text(encoding="utf-8") for p in package.rglob("*.py")}
    for name, text in texts.items():
        assert text.startswith(
            "# DO NOT EDIT: generated by agentproto from the schemas named below.\n"
            "# Change the schemas or templates"
        ), name
        compile(text, name, "exec")  # no NUL, no stray quote, no encoding declaration
    pyproject = (out / "python" / "pyproject.toml").read_text(encoding="utf-8")
    import tomllib

    assert tomllib.loads(pyproject)["tool"]["setuptools"]["packages"] == ["hostile.pkg"]
    for tool in (
        ["ruff", "check", "--no-cache", "--isolated"],
        ["mypy", "--strict", "--cache-dir", "/dev/null"],
    ):
        checked = run(VENV_BIN / tool[0], *tool[1:], package, cwd=out / "python")
        assert checked.returncode == 0, checked.stdout + checked.stderr

    sys.path.insert(0, str(out / "python"))
    try:
        module = importlib.import_module("hostile.pkg.we_ird_coding_utf_7_fol_der")
        invalid = importlib.import_module("hostile.pkg").ValidationError
    finally:
        sys.path.pop(0)
        for name in [m for m in sys.modules if m == "hostile" or m.startswith("hostile.")]:
            del sys.modules[name]
    thing = next(
        v
        for k, v in vars(module).items()
        if k.startswith("Thing") and isinstance(v, type) and hasattr(v, "JSON_NAMES")
    )
    # a docstring cannot hold a lone surrogate: it says its escape instead
    # (compared before `inspect.cleandoc`, whose tab expansion depends on the indentation)
    doc = "\n".join(HOSTILE).replace("\ud800", "\\ud800")
    assert thing.__doc__.replace("\n    ", "\n").removesuffix("\n") == doc
    assert sorted(thing.JSON_NAMES.values()) == sorted([*NAMES, "mode"])
    assert all(py.isidentifier() and not py.startswith("_") for py in thing.JSON_NAMES)
    assert "ClassVar_" in vars(module) and module.ClassVar_.from_dict({"v": "x"}).v == "x"
    mode = module.ThingMode if hasattr(module, "ThingMode") else None
    enum = next(v for k, v in vars(module).items() if k.startswith("Mode") and isinstance(v, type))
    assert [m.value for m in enum] == HOSTILE
    assert enum(HOSTILE[0]).move_to(enum(HOSTILE[1])) is enum(HOSTILE[1])
    assert mode is None or mode is enum
    assert TAG in module.shape_from_dict.__doc__.replace("\n    ", "\n") or TAG in inspect.getdoc(
        module.shape_from_dict
    )

    # the classes mean the schema: they agree with jsonschema on instances using every name
    resources = [
        (f"urn:t:{i}", Resource.from_contents(body, DRAFT202012))
        for i, body in enumerate(docs.values())
    ]
    thing_schema = next(body for rel, body in docs.items() if "thing" in rel)
    oracle = jsonschema.Draft202012Validator(
        thing_schema, registry=Registry().with_resources(resources)
    )
    full = {name: i for i, name in enumerate(NAMES)} | {"mode": HOSTILE[4]}
    cases = [
        full,
        {"__init__": 1, "class": 2},
        {"__init__": 1},
        {"__init__": "1", "class": 2},
        {"__init__": 1, "class": 2, "mode": "nope"},
        {"__init__": 1, "class": 2, "extra": 1},
        {"__init__": 1, "class": 2, HOSTILE[9]: 1.5},
    ]
    assert oracle.is_valid(full) and not oracle.is_valid(cases[3])
    for payload in cases:
        assert thing.is_valid(payload) == oracle.is_valid(payload), payload
        if oracle.is_valid(payload):
            assert thing.from_dict(payload).to_dict() == payload
            assert list(thing.from_dict(payload).to_dict()) == list(payload)
        else:
            with pytest.raises(invalid):
                thing.from_dict(payload)
    obj = thing.from_dict(full)
    for py, json_name in thing.JSON_NAMES.items():
        if json_name != "mode":
            assert getattr(obj, py) == full[json_name], json_name
    shape_oracle = {"c": {TAG: 'c"""', "r": 1}, "s": {TAG: "s\n"}, "bad": {TAG: "x"}}
    for key, payload in shape_oracle.items():
        assert module.shape_is_valid(payload) == (key != "bad")
        if key != "bad":
            assert module.shape_from_dict(payload).to_dict() == payload


def test_modules_that_meet_after_mangling_are_refused_naming_both(tmp_path: Path) -> None:
    """Two files would be one Python module: no suffix could name which file a user imports."""
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    for file in ("FooBar.json", "FOOBar.json"):
        (schemas / file).write_text(json.dumps(schema(type="string")))
    proc = generate(schemas, tmp_path / "out")
    assert proc.returncode == 2, proc.stderr
    assert "foo_bar" in proc.stderr and "Traceback" not in proc.stderr
    assert "FooBar.json" in proc.stderr and "FOOBar.json" in proc.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    "names, attributes",
    [(["a-b", "a_b"], ["a_b", "a_b_2"]), (["__x", "f___x"], ["f___x", "f___x_2"])],
)
def test_properties_that_meet_after_mangling_take_the_first_free_number(
    tmp_path: Path, names: list[str], attributes: list[str]
) -> None:
    """Two property names that mangle to one attribute: the later, in schema order, takes the
    first free numbered suffix, and each attribute still reads and writes its own JSON name."""
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    body = schema(type="object", properties={p: {"type": "string"} for p in names})
    (schemas / "pair.json").write_text(json.dumps(body))
    proc = generate(schemas, tmp_path / "out", "--package", "mangled")
    assert proc.returncode == 0, proc.stderr
    sys.path.insert(0, str(tmp_path / "out" / "python"))
    try:
        pair = importlib.import_module("mangled.schemas").Pair  # the folder is the module
    finally:
        sys.path.pop(0)
        for module in [m for m in sys.modules if m == "mangled" or m.startswith("mangled.")]:
            del sys.modules[module]
    assert pair.JSON_NAMES == dict(zip(attributes, names, strict=True))
    payload = {names[0]: "first", names[1]: "second"}
    decoded = pair.from_dict(payload)
    assert [getattr(decoded, a) for a in attributes] == ["first", "second"]
    assert decoded.to_dict() == payload


def test_a_state_machine_naming_an_unknown_state_is_a_schema_error(tmp_path: Path) -> None:
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    machine = {"initial": ["a"], "transitions": {"a": ["b", "zz"]}, "terminal": ["b"]}
    (schemas / "s.json").write_text(
        json.dumps(schema(enum=["a", "b"], **{"x-state-machine": machine}))
    )
    proc = generate(schemas, tmp_path / "out")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "s.json#/x-state-machine/transitions/a/1" in proc.stderr and "'zz'" in proc.stderr


@pytest.mark.parametrize("package", ["../x", "/abs", "", "my-models", "class", "a..b", "x.", "é"])
def test_bad_package_names_are_refused_before_anything_is_read(
    tmp_path: Path, package: str
) -> None:
    proc = generate(tmp_path / "no-such-folder", tmp_path / "out", "--package", package)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "--package" in proc.stderr and "not a dotted Python package name" in proc.stderr
    assert "does not exist" not in proc.stderr  # refused before the schemas were looked at
    assert not (tmp_path / "out").exists()


# --- the user's files are sacred --------------------------------------------------------------


def small_schemas(root: Path, *properties: str) -> Path:
    (root / "m").mkdir(parents=True, exist_ok=True)
    for name in properties or ("a",):
        body = schema(type="object", properties={name: {"type": "string"}})
        (root / "m" / f"{name}.json").write_text(json.dumps(body))
    return root


def tree(base: Path) -> dict[str, str]:
    return {
        p.relative_to(base).as_posix(): p.read_text(encoding="utf-8")
        for p in sorted(base.rglob("*"))
        if p.is_file()
    }


def test_user_files_and_caches_survive_and_stale_files_go(tmp_path: Path) -> None:
    schemas = small_schemas(tmp_path / "schemas", "a", "b")
    out = tmp_path / "out"
    assert generate(schemas, out).returncode == 0
    python = out / "python"
    listed = json.loads((python / MANIFEST).read_text())["files"]
    assert sorted(listed) == sorted(p for p in tree(python) if p != MANIFEST)
    mine = {
        ".git/HEAD": "ref: refs/heads/main\n",
        "NOTES.md": "mine\n",
        "agentproto_bindings/__pycache__/m.cpython-311.pyc": "cache",
        "agentproto_bindings.egg-info/PKG-INFO": "pip -e made me\n",
        "agentproto_bindings/extra.py": "x = 1\n",
    }
    for rel, text in mine.items():
        (python / rel).parent.mkdir(parents=True, exist_ok=True)
        (python / rel).write_text(text)
    (schemas / "m" / "b.json").unlink()  # one module's schema less: nothing stale may stay
    (schemas / "m" / "c.json").write_text(json.dumps(schema(type="object", properties={"z": {}})))
    proc = generate(schemas, out)
    assert proc.returncode == 0, proc.stderr
    after = tree(python)
    assert all(after[rel] == text for rel, text in mine.items())
    assert not (python / writer.STAGING).exists()
    check = generate(schemas, out, "--check")
    assert check.returncode == 0, check.stdout + check.stderr  # the user's files are not "stale"


def test_a_folder_the_generator_did_not_make_is_refused_and_left_alone(tmp_path: Path) -> None:
    schemas = small_schemas(tmp_path / "schemas")
    out = tmp_path / "out"
    (out / "python" / "src").mkdir(parents=True)
    (out / "python" / "src" / "app.py").write_text("print('mine')\n")
    (out / "python" / "__pycache__").mkdir()
    before = tree(out)
    proc = generate(schemas, out)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert (
        "app.py" in proc.stderr
        and "did not write" in proc.stderr
        and "nothing was written" in proc.stderr
    )
    assert tree(out) == before and not (out / "python" / MANIFEST).exists()
    # a folder holding only caches is no obstacle
    (out / "python" / "src" / "app.py").unlink()
    (out / "python" / "src").rmdir()
    assert generate(schemas, out).returncode == 0


def test_a_user_file_where_a_generated_one_goes_is_refused(tmp_path: Path) -> None:
    schemas = small_schemas(tmp_path / "schemas", "a")
    out = tmp_path / "out"
    assert generate(schemas, out).returncode == 0
    small_schemas(schemas, "b")
    (schemas / "n").mkdir()
    (schemas / "n" / "x.json").write_text(json.dumps(schema(type="string")))
    (out / "python" / "agentproto_bindings" / "n.py").write_text("# my own module\n")
    before = tree(out)
    proc = generate(schemas, out)
    assert proc.returncode == 2 and "n.py" in proc.stderr, proc.stderr
    assert tree(out) == before


def test_out_dir_overlapping_the_schemas_is_refused(tmp_path: Path) -> None:
    schemas = small_schemas(tmp_path / "schemas")
    (schemas / "python").mkdir()
    (schemas / "python" / "keep.json").write_text(json.dumps(schema(type="string")))
    before = tree(schemas)
    for out in (schemas, schemas / "m"):
        proc = generate(schemas, out)
        assert proc.returncode == 2 and "overlap" in proc.stderr, proc.stderr
    assert tree(schemas) == before
    assert generate(schemas / "m", tmp_path).returncode == 0  # beside the schemas: disjoint


def test_check_writes_nothing(tmp_path: Path) -> None:
    schemas = small_schemas(tmp_path / "schemas")
    out = tmp_path / "out"
    proc = generate(schemas, out, "--check")
    assert proc.returncode == 1
    assert not out.exists()
    assert generate(schemas, out).returncode == 0
    before = {p: p.stat().st_mtime_ns for p in out.rglob("*")}
    assert generate(schemas, out, "--check").returncode == 0
    assert {p: p.stat().st_mtime_ns for p in out.rglob("*")} == before


@pytest.mark.parametrize("umask", [0o022, 0o027])
def test_files_and_folders_get_the_permissions_the_umask_gives(tmp_path: Path, umask: int) -> None:
    schemas = small_schemas(tmp_path / "schemas")
    out = tmp_path / "out"
    proc = generate(schemas, out, preexec_fn=lambda: os.umask(umask))
    assert proc.returncode == 0, proc.stderr
    for path in [out, *out.rglob("*")]:
        mode = stat.S_IMODE(path.stat().st_mode)
        assert mode == (0o777 if path.is_dir() else 0o666) & ~umask, path


def test_a_crash_midway_leaves_the_previous_tree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    schemas = small_schemas(tmp_path / "schemas", "a", "b", "c")
    out = tmp_path / "out"
    old = format_python(render(schemas, ("python",)))
    write(out, old, ("python",))
    (out / "python" / "NOTES.md").write_text("mine\n")
    previous = tree(out / "python")
    (schemas / "m" / "c.json").unlink()
    small_schemas(schemas, "d")
    (schemas / "n").mkdir()
    (schemas / "n" / "x.json").write_text(json.dumps(schema(type="string")))
    new = format_python(render(schemas, ("python",)))
    real = os.replace
    for fail_at in range(1, 6):
        calls = {"n": 0}

        def flaky(
            src: Any, dst: Any, fail_at: int = fail_at, calls: dict[str, int] = calls
        ) -> None:
            calls["n"] += 1
            if calls["n"] == fail_at:
                raise OSError(28, "No space left on device")
            real(src, dst)

        monkeypatch.setattr(writer.os, "replace", flaky)
        with pytest.raises(OSError):
            write(out, new, ("python",))
        monkeypatch.setattr(writer.os, "replace", real)
        assert tree(out / "python") | {MANIFEST: ""} == previous | {MANIFEST: ""}, fail_at
    write(out, new, ("python",))
    assert tree(out / "python") == {p.split("/", 1)[1]: t for p, t in new.items()} | {
        "NOTES.md": "mine\n",
        MANIFEST: (out / "python" / MANIFEST).read_text(),
    }


def test_a_killed_run_is_undone_by_the_next(tmp_path: Path) -> None:
    """A run killed while moving files in (no chance to undo) leaves a journal; the next run
    puts the previous files back before it writes."""
    schemas = small_schemas(tmp_path / "schemas", "a")
    out = tmp_path / "out"
    write(out, format_python(render(schemas, ("python",))), ("python",))
    python = out / "python"
    previous = tree(python)
    module = python / "agentproto_bindings" / "m.py"
    staging = python / writer.STAGING
    (staging / "old" / "agentproto_bindings").mkdir(parents=True)
    os.link(module, staging / "old" / "agentproto_bindings" / "m.py")
    (staging / writer.JOURNAL).write_text(  # as the killed run wrote it: signed
        writer.journal_text(python, ["agentproto_bindings/m.py", "agentproto_bindings/z.py"])
    )
    (staging / "moved").write_text("half of a new file")  # what the killed run moved in
    os.replace(staging / "moved", module)
    (python / "agentproto_bindings" / "z.py").write_text("new, had no old one")
    writer.recover(python)
    assert tree(python) == previous


def test_two_concurrent_runs_both_finish_cleanly(tmp_path: Path) -> None:
    schemas = small_schemas(tmp_path / "schemas", *"abcdefgh")
    out = tmp_path / "out"
    procs = [
        subprocess.Popen(
            [
                VENV_BIN / "agentproto",
                "generate",
                "--schema-dir",
                schemas,
                "--out-dir",
                out,
                "--target",
                "python",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    results = [(p.wait(), p.stderr.read() if p.stderr else "") for p in procs]
    for code, err in results:
        assert code == 0 and "Traceback" not in err, err
    assert (
        sum("wrote 0 changed" not in err for _, err in results) == 1
    )  # one wrote, the others waited
    assert generate(schemas, out, "--check").returncode == 0


def test_another_run_holding_the_lock_too_long_is_a_clear_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import fcntl

    schemas = small_schemas(tmp_path / "schemas")
    out = tmp_path / "out"
    out.mkdir()
    fd = os.open(out, os.O_RDONLY)
    fcntl.flock(fd, fcntl.LOCK_EX)
    monkeypatch.setattr(writer, "LOCK_WAIT", 0.2)
    try:
        with pytest.raises(Refused, match="another agentproto run"):
            write(out, format_python(render(schemas, ("python",))), ("python",))
    finally:
        os.close(fd)
    assert list(out.iterdir()) == []
