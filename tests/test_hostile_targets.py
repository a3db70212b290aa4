"""Hostile schema sets against every target: `generate` either refuses a set (exit 2, a message
naming the schema file and JSON pointer, no traceback) or writes a package that the target's
own toolchain builds and loads (Python: import, mypy --strict and ruff; pydantic: import;
TypeScript: tsc --strict and an import under node; Rust: cargo clippy -D warnings; Go: go vet
and go build). The sets a target takes are generated together, so each target is built once.

The sets: schema folders named like a package's own modules or its dependencies, schemas named
like another's generated helpers, bidirectional controls in every kind of text, patterns
outside ECMA-262's Unicode mode, `const` objects and arrays, lone surrogates that UTF-8 makes
one, descriptions and titles that read like directives, over-long integers, `$ref` chains,
deep nesting, and a `--package` that is no Go module path as it stands."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from rust_support import run_cargo
from test_typescript import tsc

from agentproto.errors import SchemaError, SchemaErrors
from agentproto.pipeline import render
from support import typescript_toolchain

VENV_BIN = Path(sys.executable).parent
DIALECT = "https://json-schema.org/draft/2020-12/schema"
TARGETS = ("python", "pydantic", "typescript", "rust", "go")
PACKAGE = "_a"  # a Python package name whose Go module path must lose the leading `_`

BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
DIRECTIVES = [
    "+build windows",
    "go:build windows",
    "//go:generate rm -rf /",
    "#!/bin/sh",
    "#[cfg(any())]",
    "#![no_std]",
    "@ts-nocheck",
    "// @ts-ignore",
    "/// <reference path='x' />",
    "# type: ignore",
    "type: ignore",
    "noqa",
    "ruff: noqa",
    "fmt: off",
    "pragma: no cover",
    "eslint-disable",
    "#region x",
    "*/ x /*",
    "- a list item\nits lazy continuation",
]


def distinct_names(texts: list[str]) -> list[str]:
    """The texts that stay apart as identifiers (an enum of the others is refused, rightly)."""
    seen: dict[str, str] = {}
    for text in texts:
        seen.setdefault(re.sub(r"[^0-9a-z]+", "", text.lower()), text)
    return list(seen.values())


def obj(**body: Any) -> dict[str, Any]:
    return {"$schema": DIALECT, "type": "object", **body}


def text_property() -> dict[str, Any]:
    return {"a": {"type": "string"}}


def nested(levels: int) -> dict[str, Any]:
    node: dict[str, Any] = {"type": "string"}
    for _ in range(levels):
        node = {"type": "object", "properties": {"x": node}}
    return {"$schema": DIALECT, **node}


def ref_chain(links: int) -> dict[str, Any]:
    defs: dict[str, Any] = {f"d{i}": {"$ref": f"#/$defs/d{i + 1}"} for i in range(links)}
    defs[f"d{links}"] = {"type": "string"}
    return obj(properties={"a": {"$ref": "#/$defs/d0"}}, **{"$defs": defs})


# set name -> (files, {target: what the refusal says}); a target not named builds the set
Sets = dict[str, tuple[dict[str, Any], dict[str, str]]]
ALL = dict.fromkeys(TARGETS, "")


def every(fragment: str) -> dict[str, str]:
    return dict.fromkeys(TARGETS, fragment)


def hostile_sets() -> Sets:
    sets: Sets = {}
    rust_only = {"lib", "runtime", "serde_json"}
    go_only = {"data", "cmd", "strings", "json"}
    renamed = {"any", "error", "init", "type"}  # Go renames these packages (`pany`), all build
    for folder in sorted(rust_only | go_only | renamed | {"main", "checks", "rt"}):
        refused = {}
        if folder not in go_only | renamed:
            refused["rust"] = f"would be the Rust module {folder!r}"
        if folder not in rust_only | renamed:
            refused["go"] = f"would be the Go package {folder!r}"
        sets[f"folder_{folder}"] = (
            {f"{folder}/thing.json": obj(properties=text_property())},
            refused,
        )
    for helper in ("decode_thing", "problems_of_thing"):
        sets[f"helper_{helper}"] = (
            {
                f"{helper}_set/thing.json": obj(properties=text_property()),
                f"{helper}_set/{helper}.json": obj(properties=text_property()),
            },
            {"go": "would have one name in the Go package"},
        )
    sets["helper_valid_thing"] = (
        {
            "valid_set/thing.json": {"$schema": DIALECT, "type": "string"},
            "valid_set/valid_thing.json": obj(properties=text_property()),
        },
        {"go": "the Go helper 'ValidThing'"},
    )
    sets["helper_enum_constant"] = (
        {
            "enum_set/color.json": {"$schema": DIALECT, "enum": ["red", "blue"]},
            "enum_set/color_red.json": obj(properties=text_property()),
        },
        {"go": "the Go helper 'ColorRed'"},
    )
    sets["bidi"] = (
        {
            f"bidi/thi{BIDI}ng.json": obj(
                title=f"Thing{BIDI}",
                description=f"before {BIDI} after",
                properties={
                    f"a{BIDI}b": {"type": "string", "description": BIDI, "title": f"t{BIDI}"},
                    "e": {"enum": [f"x{BIDI}", "y"], "description": f"{BIDI}"},
                },
            )
        },
        {},
    )
    sets["directives"] = (
        {
            "directives/thing.json": obj(
                title="+build windows",
                description="\n".join(DIRECTIVES),
                properties={d: {"type": "string", "description": d, "title": d} for d in DIRECTIVES}
                | {"e": {"enum": distinct_names(DIRECTIVES), "description": "\n".join(DIRECTIVES)}},
            ),
            "directives/go:build.json": {"$schema": DIALECT, "description": "+build ignore"},
        },
        {},
    )
    sets["const_object"] = (
        {
            "consts/thing.json": obj(
                required=["a", "b"],
                properties={"a": {"const": {"x": [1, {"y": None}]}}, "b": {"const": [1, "2"]}},
            )
        },
        {},
    )
    # states named like Object.prototype's members: JavaScript tables must hold them as their own
    sets["state_names"] = (
        {
            "states/phase.json": {
                "$schema": DIALECT,
                "enum": ["__proto__", "constructor", "done"],
                "x-state-machine": {
                    "initial": ["__proto__"],
                    "transitions": {"__proto__": ["constructor"], "constructor": ["done"]},
                    "terminal": ["done"],
                },
            }
        },
        {},
    )
    sets["patterns_escaped"] = (
        {
            "patterns/thing.json": obj(
                properties={
                    f"p{i}": {"type": "string", "pattern": p}
                    for i, p in enumerate(
                        [r"a\{", r"\]", r"[\d\-z]", r"a\??b|\/", r"[\w-]", "a{2}"]
                    )
                }
            )
        },
        {},
    )
    # no ECMA-262 pattern by either grammar, with the `u` flag or without (Annex B)
    no_pattern = [r"a{2,1}", "a**", "(?P<n>a)", "{1}", "(", r"[z-a]", r"\k<x>(?<y>a)", "x|*"]
    for i, pattern in enumerate(no_pattern):
        sets[f"pattern_{i}"] = (
            {"m/thing.json": obj(properties={"a": {"type": "string", "pattern": pattern}})},
            every("#/properties/a/pattern: pattern"),
        )
    sets["pattern_count"] = (
        {"m/thing.json": obj(properties={"a": {"type": "string", "pattern": "a{4294967295}"}})},
        every("the repetition count 4294967295 is more than"),
    )
    sets["pattern_property"] = (
        {"m/thing.json": obj(patternProperties={"x{2,1}": {"type": "string"}})},
        every("#/patternProperties/x{2,1}: pattern"),
    )
    sets["surrogates"] = (
        {"m/e.json": {"$schema": DIALECT, "enum": ["\ud800", "\ud801"]}},
        {
            "python": "would both be",
            "pydantic": "holds a lone surrogate",
            "rust": "are one text in Rust",
            "go": "are one text in Go",
        },
    )
    sets["surrogate_properties"] = (
        {"m/thing.json": obj(properties={chr(0xD800): {"type": "string"}, chr(0xDFFF): {}})},
        {
            "python": "would both be U+FFFD to the tools reading Python source",
            "pydantic": "holds a lone surrogate",
            "rust": "are one text in Rust",
            "go": "are one text in Go",
        },
    )
    sets["surrogate_branches"] = (
        {
            "m/thing.json": obj(
                properties=text_property(),
                **{
                    "not": {
                        "properties": {chr(0xD800): {"type": "string"}, chr(0xDFFF): {}},
                        "required": [chr(0xDC00), chr(0xDC01)],
                    }
                },
            )
        },
        {
            "pydantic": "holds a lone surrogate",
            "rust": "#/not/properties: '\\ud800' and '\\udfff' are one text in Rust",
            "go": "#/not/properties: '\\ud800' and '\\udfff' are one text in Go",
        },
    )
    sets["big_integer"] = (
        {"m/thing.json": obj(properties={"a": {"type": "integer", "maximum": 10**5000}})},
        every("#/properties/a/maximum: an integer of 5001 digits"),
    )
    sets["ref_chain"] = (
        {"m/thing.json": ref_chain(300)},
        every("#/$defs/d63: more than 64 types nested"),
    )
    # past Python's recursion limit, for every pass that walks references before the lowering
    # refuses the depth; each of its 2,000 entries is lowered 64 deep before it is refused, so
    # it is run once, through the command line, and not once per target
    sets["ref_chain_long"] = (
        {"m/thing.json": ref_chain(2000)},
        every("#/$defs/d63: more than 64 types nested"),
    )
    not_chain: dict[str, Any] = {
        f"d{i}": {"not": {"$ref": f"#/$defs/d{i + 1}"}} for i in range(2000)
    }
    not_chain["d2000"] = {"type": "string"}
    sets["not_ref_chain"] = (
        {"m/thing.json": obj(properties={"a": {"$ref": "#/$defs/d0"}}, **{"$defs": not_chain})},
        every("more than 500 references chained on one instance"),
    )
    sets["not_ref_loop"] = (
        {"m/thing.json": obj(properties={"a": {"type": "string"}}, **{"not": {"$ref": "#"}})},
        every("references loop without descending into the instance"),
    )
    sets["deep"] = ({"m/thing.json": nested(200)}, every("more than 64 types nested"))
    # records the type lowering once made an alias of themselves of (a RecursionError)
    sets["records_untyped"] = (
        {
            "untyped/no_type.json": {"$schema": DIALECT, "properties": text_property()},
            "untyped/nullable.json": {
                "$schema": DIALECT,
                "type": ["object", "null"],
                "properties": text_property(),
            },
            "untyped/arms.json": obj(
                anyOf=[{"properties": text_property()}, {"properties": {"b": {"type": "integer"}}}]
            ),
        },
        {},
    )
    sets["deep_enough"] = ({"nest/thing.json": nested(60)}, {})
    sets["chain_enough"] = ({"chain/thing.json": ref_chain(60)}, {})
    return sets


def write_set(root: Path, files: dict[str, Any]) -> None:
    for rel, body in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(body), encoding="utf-8")


@pytest.fixture(scope="module", autouse=True)
def long_integers() -> Any:
    """The test writes a 5,001-digit integer; Python's own limit is for its reader, not ours."""
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    yield
    sys.set_int_max_str_digits(before)


REFUSALS = [
    (name, target, fragment)
    for name, (_, refused) in sorted(hostile_sets().items())
    if name != "ref_chain_long"
    for target, fragment in sorted(refused.items())
]


@pytest.mark.parametrize(("name", "target", "fragment"), REFUSALS)
def test_a_set_the_target_cannot_build_is_refused_naming_where(
    tmp_path: Path, name: str, target: str, fragment: str
) -> None:
    files, _ = hostile_sets()[name]
    write_set(tmp_path, files)
    with pytest.raises((SchemaError, SchemaErrors)) as refused:
        render(tmp_path, (target,), package=PACKAGE)
    message = str(refused.value)
    assert fragment in message
    assert any(message.startswith(rel) for rel in files), message  # names the file first


# One set of each kind through the command line: exit 2 and the message, never a traceback.
CLI_CASES = [
    "folder_main",
    "helper_decode_thing",
    "pattern_0",
    "pattern_count",
    "surrogates",
    "big_integer",
    "ref_chain_long",
    "not_ref_chain",
    "deep",
]


@pytest.mark.parametrize("name", CLI_CASES)
def test_generate_refuses_with_exit_2_and_no_traceback(tmp_path: Path, name: str) -> None:
    files, refused = hostile_sets()[name]
    write_set(tmp_path / "schemas", files)
    targets = [a for t in ("rust", "go") if t in refused for a in ("--target", t)]
    done = subprocess.run(
        [VENV_BIN / "agentproto", "generate", "--schema-dir", tmp_path / "schemas"]
        + ["--out-dir", tmp_path / "out", *targets, "--package", PACKAGE],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert any(fragment in done.stderr for fragment in refused.values()), done.stderr
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.*"))
    # one problem at many places is shown a few times and the rest counted, not a screenful
    assert len(done.stderr.splitlines()) < 50, done.stderr[:3000]
    if name == "ref_chain_long":
        assert "the same at 1935 more place(s) in m/thing.json: more than 64 types" in done.stderr


def buildable(target: str) -> dict[str, Any]:
    """Every set `target` takes, as one schema folder tree."""
    files: dict[str, Any] = {}
    for files_of_set, refused in hostile_sets().values():
        if target not in refused:
            files.update(files_of_set)
    return files


def generate(tmp_path: Path, target: str) -> Path:
    write_set(tmp_path / "schemas", buildable(target))
    out = tmp_path / "out"
    done = subprocess.run(
        [VENV_BIN / "agentproto", "generate", "--schema-dir", tmp_path / "schemas"]
        + ["--out-dir", out, "--target", target, "--package", PACKAGE],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return out / target


def run(*args: object, **kw: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args], capture_output=True, text=True, check=False, timeout=900, **kw
    )


def import_every_module(folder: Path, package: str) -> subprocess.CompletedProcess[str]:
    script = (
        "import importlib, pkgutil, sys\n"
        f"pkg = importlib.import_module({package!r})\n"
        "for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('imported')\n"
    )
    return run(
        sys.executable, "-c", script, cwd=folder, env={**os.environ, "PYTHONPATH": str(folder)}
    )


def test_python_builds_what_it_takes(tmp_path: Path) -> None:
    out = generate(tmp_path, "python")
    imported = import_every_module(out, PACKAGE)
    assert imported.stdout.strip() == "imported", imported.stderr[-3000:]
    typed = run(VENV_BIN / "mypy", "--strict", "--no-incremental", PACKAGE, cwd=out)
    assert typed.returncode == 0, typed.stdout[-3000:]
    linted = run(VENV_BIN / "ruff", "check", "--no-cache", out)
    assert linted.returncode == 0, linted.stdout[-3000:]
    # the required constants are defaults of their own, not one shared object
    check = (
        f"from {PACKAGE}.consts import Thing\n"
        "a, b = Thing(), Thing()\n"
        "a.b.append(3)\n"
        "assert b.b == [1, '2'] and Thing.is_valid(b.to_dict()), b\n"
        "print('ok')\n"
    )
    done = run(sys.executable, "-c", check, env={**os.environ, "PYTHONPATH": str(out)})
    assert done.stdout.strip() == "ok", done.stderr[-3000:]


def test_pydantic_builds_what_it_takes(tmp_path: Path) -> None:
    pytest.importorskip("pydantic")
    out = generate(tmp_path, "pydantic")
    package = next(p.name for p in out.iterdir() if (p / "__init__.py").is_file())
    imported = import_every_module(out, package)
    assert imported.stdout.strip() == "imported", imported.stderr[-3000:]


def test_typescript_builds_and_loads_what_it_takes(tmp_path: Path) -> None:
    node, _ = typescript_toolchain()
    out = generate(tmp_path, "typescript")
    compiled = tsc(out)
    assert compiled.returncode == 0, compiled.stdout[-3000:]
    # every pattern is compiled as the modules load: none may throw
    loaded = run(
        node,
        "--input-type=module",
        "-e",
        "const m = await import('./dist/index.js');"
        "console.log(m.patterns.Thing.isValid({p0: 'a{', p2: '-'}) ? 'loaded' : 'wrong');"
        "const phase = m.states.Phase;"
        "console.log(JSON.stringify([phase.canMoveTo('__proto__', 'constructor'),"
        " phase.canMoveTo('constructor', '__proto__'), phase.refusal('done', 'constructor')]));",
        cwd=out,
    )
    lines = loaded.stdout.strip().split("\n")
    assert lines[0] == "loaded", loaded.stderr[-3000:]
    assert json.loads(lines[1]) == [
        True,
        False,
        'Phase: cannot move from "done" to "constructor"; it is terminal',
    ]


def test_rust_builds_what_it_takes(tmp_path: Path) -> None:
    out = generate(tmp_path, "rust")
    built = run_cargo(["clippy", "--offline", "--quiet", "--", "-D", "warnings"], out)
    assert built.returncode == 0, built.stderr[-5000:]


def test_go_builds_what_it_takes(tmp_path: Path) -> None:
    go = shutil.which("go") or "/usr/local/go/bin/go"
    if not Path(go).is_file():
        pytest.skip("the Go toolchain is not installed")
    out = generate(tmp_path, "go")
    assert (out / "go.mod").read_text().startswith("module example.com/a\n")
    env = {**os.environ, "GOOS": "linux", "GOFLAGS": "-mod=mod", "GOPROXY": "off"}
    vetted = run(go, "vet", "./...", cwd=out, env=env)
    assert vetted.returncode == 0, vetted.stderr[-3000:]
    built = run(go, "build", "./...", cwd=out, env=env)
    assert built.returncode == 0, built.stderr[-3000:]
    # the descriptions that read like build constraints left the package on every platform
    listed = run(go, "list", "-f", "{{.GoFiles}}", "./directives", cwd=out, env=env)
    assert "directives.go" in listed.stdout, listed.stderr
