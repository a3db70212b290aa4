"""Real schema sets (tests/realsets/manifest.yaml), on a small scale: the pin is complete, the
harness's 2020-12 rewrite of older drafts means what the original means, and a representative
few sets generate, build with each target's strict checks, agree with python-jsonschema of
their own draft on their instances and give valid instances back unchanged. The full table,
every set, is `bench/realsets.py`'s (docs/REALSETS.md).

The sets are fetched from the package registries by scripts/fetch_realsets.py (into a cache
outside the repository) and verified against their pinned hashes."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from support import ROOT, typescript_toolchain

sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "bench" / "compare"))
import compare
import realsets

VENV_BIN = Path(sys.executable).parent

#: one 2020-12 set and two draft-07 ones, small enough for a test, each with instances of its
#: own (examples, defaults) besides the mutated copies
#: The sets generated, built and asked in every target: one of draft 2020-12, one of draft 7
#: (bench/realsets.py runs all of them)
SUBSET = ("readthedocs", "github-issue-config")
TOOLS = {"typescript": "node", "rust": "cargo", "go": "go"}


@pytest.fixture(scope="module")
def folders() -> dict[str, Path]:
    return realsets.fetch_realsets.fetch(only=set(SUBSET) | {"cloudbuild", "metaschema-draft4"})


def test_the_manifest_pins_at_least_twenty_sets_of_every_draft() -> None:
    data = realsets.fetch_realsets.manifest()
    sets = data["sets"]
    assert len(sets) >= 20
    assert len({s["name"] for s in sets}) == len(sets)
    assert set(realsets.ORACLES) == {
        s["draft"] for s in sets
    }  # every draft: 4, 6, 7, 2019-09, 2020-12
    for each in sets:
        assert each["package"] in data["packages"], each["name"]
        assert len(data["packages"][each["package"]]["sha256"]) == 64
        assert each["entry"] in each["files"], each["name"]
        assert all(len(f["sha256"]) == 64 for f in each["files"].values()), each["name"]
        assert each["draft"] in realsets.ORACLES, each["name"]
        for rel, instance in each.get("instances", {}).items():
            assert instance["package"] in data["packages"], (each["name"], rel)
            assert len(instance["sha256"]) == 64, (each["name"], rel)


def test_real_instances_are_pinned_for_most_sets_and_read() -> None:
    """Documents written for the schemas by their users (check-jsonschema's examples, taken
    from public repositories), pinned like the schemas and read as check-jsonschema reads
    them: YAML 1.2, a set's own data transform (GitLab's `!reference`)."""
    sets = realsets.fetch_realsets.manifest()["sets"]
    with_instances = [s["name"] for s in sets if s.get("instances")]
    assert len(with_instances) >= 20
    documents = realsets.pinned_instances("gitlab-ci")
    assert [rel for rel, _ in documents] == ["positive/reference-tag.yaml"]
    assert isinstance(documents[0][1], dict) and "test" in documents[0][1]


def test_a_changed_file_is_refused(folders: dict[str, Path], tmp_path: Path) -> None:
    """The hashes are checked: a document that is not the pinned one stops the fetch."""
    cache = tmp_path / "cache"
    shutil.copytree(realsets.fetch_realsets.cache_dir(), cache, dirs_exist_ok=True)
    manifest = realsets.fetch_realsets.manifest()
    package = next(s["package"] for s in manifest["sets"] if s["name"] == "readthedocs")
    archive = realsets.fetch_realsets.Package.parse(package)
    env = {**os.environ, "AGENTPROTO_REALSETS_CACHE": str(cache)}
    moved = cache / archive.folder.relative_to(realsets.fetch_realsets.cache_dir())
    for found in moved.iterdir():
        found.write_bytes(found.read_bytes() + b"\n")
    done = subprocess.run(
        [sys.executable, ROOT / "scripts" / "fetch_realsets.py", "readthedocs"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert "sha256" in done.stderr and "Traceback" not in done.stderr


def oracle_agreement(original: Any, draft: str, values: list[Any]) -> list[Any]:
    """The values on which the original (its own draft) and its rewrite (2020-12) differ."""
    mine = realsets.ORACLES[draft][0](original)
    upgraded = jsonschema.Draft202012Validator(realsets.upgrade(original, draft))
    return [v for v in values if mine.is_valid(v) != upgraded.is_valid(v)]


def test_the_rewrite_of_older_drafts_keeps_their_meaning(folders: dict[str, Path]) -> None:
    """Each construct that changed between drafts, on values that tell its readings apart, and
    the draft-04 metaschema on every draft-04 and draft-07 document of the collection."""
    draft4 = {
        "id": "https://example.com/x",
        "definitions": {"n": {"type": "integer", "minimum": 1, "exclusiveMinimum": True}},
        "properties": {
            "n": {"$ref": "#/definitions/n", "maximum": 0},  # the sibling is ignored
            "t": {"items": [{"type": "string"}], "additionalItems": False},
            "d": {"dependencies": {"a": ["b"], "c": {"required": ["e"]}}},
        },
    }
    values: list[Any] = [
        {"n": 1}, {"n": 2}, {"t": ["a"]}, {"t": ["a", "b"]}, {"t": [1]},
        {"d": {"a": 1}}, {"d": {"a": 1, "b": 2}}, {"d": {"c": 1}}, {"d": {"c": 1, "e": 1}},
    ]  # fmt: skip
    assert oracle_agreement(draft4, "draft4", values) == []
    # and the rewrite does change what each of these means in 2020-12, so the test can fail
    plain = jsonschema.Draft202012Validator(draft4)
    assert any(
        plain.is_valid(v) != realsets.ORACLES["draft4"][0](draft4).is_valid(v) for v in values
    )
    metaschema = json.loads((folders["metaschema-draft4"] / "metaschema.json").read_text())
    documents = [json.loads(p.read_text()) for p in sorted(folders["cloudbuild"].glob("*.json"))]
    documents += [{"type": "object", "minimum": 1, "exclusiveMinimum": 1}]  # invalid in draft 4
    assert oracle_agreement(metaschema, "draft4", documents) == []


@pytest.fixture(scope="module")
def measured(
    folders: dict[str, Path], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, realsets.SetResult]:
    targets = tuple(realsets.TARGETS)
    for target, tool in TOOLS.items():
        if shutil.which(tool) is None and not Path.home().joinpath(".cargo/bin", tool).is_file():
            if os.environ.get("CI") == "true":
                pytest.fail(f"{tool} is missing under CI; the {target} target cannot be built")
            targets = tuple(t for t in targets if t != target)
    from agentproto.targets.python_native import verify_missing

    if verify_missing() is not None:  # no C compiler or no Python headers
        if os.environ.get("CI") == "true":
            pytest.fail(f"under CI: {verify_missing()}")
        targets = tuple(t for t in targets if t != "python-native")
    if "typescript" in targets:
        typescript_toolchain()  # skips (fails under CI) when the pinned tsc is not installed
    out = {}
    for name in SUBSET:
        real = next(s for s in realsets.real_sets() if s.name == name)
        work = tmp_path_factory.mktemp(name)
        out[name] = realsets.measure_set(real, folders[name], targets, work)
    return out


@pytest.mark.parametrize("name", SUBSET)
def test_a_real_set_generates_builds_and_agrees(
    name: str, measured: dict[str, realsets.SetResult]
) -> None:
    result = measured[name]
    assert result.oracle_failed == 0
    assert result.instances > 0 and result.valid_instances > 0
    assert result.instances > result.valid_instances  # the mutated copies reach the invalid side
    assert result.real_documents > 0  # the documents pinned for it, written by its users
    for target, each in result.targets.items():
        where = f"{name} {target}"
        assert each.generated.ok, f"{where}: " + "\n".join(each.generated.messages)
        assert each.build.ok, f"{where}: " + "\n".join(each.build.messages)
        assert each.instances > 0 and each.disagree == 0, f"{where}: " + "\n".join(
            each.run.messages
        )
        assert 0 < each.output_bytes < 200 * result.schema_bytes, where
        assert each.run.ok, f"{where}: " + "\n".join(each.run.messages)
        assert each.roundtrip_failed == 0, where


def test_an_openapi_document_is_asked_where_its_examples_point(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """An OpenAPI 3.1 document as a set: the examples of its media types are asked at the
    component their schema names (`#/components/schemas/Trip`), which reading moved to
    `$defs`; the target answers there as python-jsonschema does."""
    real = next(s for s in realsets.real_sets() if s.name == "openapi-train-travel")
    folder = realsets.fetch_realsets.fetch(only={real.name})[real.name]
    result = realsets.measure_set(real, folder, ("python",), tmp_path_factory.mktemp("oas"))
    python = result.targets["python"]
    assert python.build.ok and python.run.ok, python.run.messages
    assert python.instances >= 20 and python.disagree == 0
    assert python.roundtrip_checked > 0 and python.roundtrip_failed == 0


def test_a_round_trip_is_judged_by_the_numbers_the_target_declares() -> None:
    """The draft-4 metaschema asked about Mergify's schema (`"maximum": 9223372036854775807`):
    TypeScript declares that it reads an integer past 2^53 as the nearest double, so writing
    that double back is the same value there, and in no target that reads it exactly."""
    read_back = {"maximum": 9223372036854776000}
    written = {"maximum": 9223372036854775807}
    typescript, python = realsets.exact_integers("typescript"), realsets.exact_integers("python")
    assert realsets.normal(read_back, typescript) == realsets.normal(written, typescript)
    assert realsets.normal(read_back, python) != realsets.normal(written, python)
    assert realsets.normal({"n": 3.0}, typescript) == realsets.normal({"n": 3}, python)


def test_valid_real_instances_come_back_unchanged(
    measured: dict[str, realsets.SetResult],
) -> None:
    """Round trips were asked, not only verdicts: a target asks only the locations it has a
    type for (pydantic only the root), and a set's valid instances may all sit elsewhere
    (Cloud Build's examples are of single properties), so this counts over the subset."""
    checked = sum(
        each.roundtrip_checked for result in measured.values() for each in result.targets.values()
    )
    assert checked > 0


# -- what the real sets broke, each on the smallest schema that shows it -------------------------

SHAPES = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.com/shapes.json",
    "$defs": {
        "A": {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]},
        "B": {"type": "object", "properties": {"b": {"type": "integer"}}, "required": ["b"]},
        "C": {"type": "object", "properties": {"c": {"type": "boolean"}}, "required": ["c"]},
        "AB": {"anyOf": [{"$ref": "#/$defs/A"}, {"$ref": "#/$defs/B"}]},
        "License": {"enum": ["GPL-1.0", "GPL-1.0+", "GPL_1_0_2"]},
        # an arm that accepts anything beside an enum (codecov's layout)
        "Layout": {"anyOf": [{"description": "anything"}, {"enum": ["a", "b"]}]},
        # an alias named like a keyword (Taskfile's `for`): its helpers are `for_validate`, not
        # `for__validate`, which Rust's non_snake_case lint refuses
        "for": {"type": "string", "minLength": 1},
        # a closed object naming no property (MCP Apps' capability flags): Go's decoder reads
        # no member value, so declares none
        "Flag": {"type": "object", "properties": {}, "additionalProperties": False},
        # an open object naming no property (MCP Apps): every member is kept as an extra one,
        # which Rust once filtered with a closure whose key it never read
        "Bag": {"type": "object", "properties": {}, "title": "bag"},
        # a large record known through an alias, an arm of a sum beside a list of it
        # (Vega-Lite's FieldDefWithoutScale): Rust boxes it as it boxes a named record, else
        # clippy's large_enum_variant
        "Wide": {"type": "object", "properties": {f"w{i}": {"type": "string"} for i in range(12)}},
        "WideAlias": {"$ref": "#/$defs/Wide"},
    },
    "type": "object",
    "properties": {
        # a union whose arm is a union of records (Vega-Lite's shape)
        "x": {"anyOf": [{"$ref": "#/$defs/AB"}, {"$ref": "#/$defs/C"}]},
        "y": {
            "anyOf": [{"$ref": "#/$defs/AB"}, {"type": "array", "items": {"$ref": "#/$defs/AB"}}]
        },
        "t": {"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}]},
        # a tuple that holds nothing after its one item (CycloneDX): Rust's loop over the rest
        # returns at the first, which clippy's never_loop names
        "one": {"type": "array", "prefixItems": [{"type": "string"}], "items": False},
        # a list of nullable numbers (Vega-Lite): Rust reads each item in parentheses
        "pair": {"type": "array", "items": {"type": ["number", "null"]}},
        "license": {"$ref": "#/$defs/License"},
        "layout": {"$ref": "#/$defs/Layout"},
        # properties that mangle to one identifier
        "a-b": {"type": "string"},
        "a_b": {"type": "integer"},
        # a record that holds itself through an optional property
        "next": {"$ref": "#"},
        "each": {"$ref": "#/$defs/for"},
        "flag": {"$ref": "#/$defs/Flag"},
        "bag": {"$ref": "#/$defs/Bag"},
        "wide": {
            "anyOf": [
                {"$ref": "#/$defs/WideAlias"},
                {"type": "array", "items": {"$ref": "#/$defs/WideAlias"}},
            ]
        },
    },
}
SHAPE_VALUES: list[Any] = [
    {"x": {"a": "s"}}, {"x": {"b": 1}}, {"x": {"c": True}},
    {"y": [{"a": "q"}, {"b": 2}]}, {"y": {"b": 3}}, {"t": ["a", 1]},
    {"license": "GPL-1.0+"}, {"license": "GPL_1_0_2"}, {"a-b": "s", "a_b": 1},
    {"next": {"next": {"x": {"b": 2}}}}, {"layout": "a"}, {"layout": {"any": [1]}},
    {"flag": {}}, {"one": ["s"]}, {"pair": [1, None]}, {"bag": {"any": [1]}},
    {"wide": {"w1": "b"}}, {"wide": [{"w0": "a"}, {}]},
]  # fmt: skip


@pytest.fixture(scope="module")
def shapes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("shapes")
    (root / "schemas").mkdir()
    (root / "schemas" / "shapes.json").write_text(json.dumps(SHAPES))
    return root


def generate(root: Path, target: str) -> Path:
    done = subprocess.run(
        [VENV_BIN / "agentproto", "generate", "--schema-dir", root / "schemas",
         "--out-dir", root / "out", "--target", target],
        capture_output=True, text=True, check=False, env={**os.environ, "AGENTPROTO_CACHE_DIR": ""},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return root / "out" / target


def test_python_shapes_pass_ruff_and_mypy_and_round_trip(shapes: Path) -> None:
    out = generate(shapes, "python")
    build = realsets.build("python", out.parent)
    assert build.ok, "\n".join(build.messages)
    script = (
        "import json, sys\n"
        "from agentproto_bindings import schemas as m\n"
        "for doc in json.load(sys.stdin):\n"
        "    v = m.Shapes.from_dict(doc)\n"
        "    assert json.loads(v.to_json()) == doc == v.to_dict(), doc\n"
        "names = [x.name for x in m.License]\n"
        "assert len(set(names)) == 3, names\n"
        "print(names)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        input=json.dumps(SHAPE_VALUES),
        capture_output=True,
        text=True,
        cwd=out,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    # the rule of every declaration (passes/naming.py): the later of two values that mangle
    # alike takes the smallest number no member has or would have
    assert done.stdout.strip() == "['GPL_1_0', 'GPL_1_02', 'GPL_1_0_2']"


@pytest.mark.parametrize("target", ["rust", "go"])
def test_rust_and_go_shapes_pass_their_strict_checks(shapes: Path, target: str) -> None:
    tool = TOOLS[target]
    if shutil.which(tool) is None and not Path.home().joinpath(".cargo/bin", tool).is_file():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{tool} is missing under CI")
        pytest.skip(f"{tool} is not installed")
    out = generate(shapes, target)
    build = realsets.build(target, out.parent)
    assert build.ok, "\n".join(build.messages[:40])


def test_typescript_root_with_hundreds_of_properties_compiles(tmp_path: Path) -> None:
    """Renovate's root checks hundreds of properties in one function, more than tsc's control
    flow analysis takes (TS2563): the checks are cut into functions, which compile."""
    typescript_toolchain()
    properties = {
        f"p{i}": {"type": "string", "minLength": 1, "pattern": "^a", "maxLength": 9 + i}
        for i in range(400)
    }
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/wide.json",
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "wide.json").write_text(json.dumps(schema))
    out = generate(tmp_path, "typescript")
    checks = (out / "src" / "checks.ts").read_text()
    assert "function k1(" in checks  # the root was cut
    build = realsets.build("typescript", out.parent)
    assert build.ok, "\n".join(build.messages[:40])


def test_python_loads_a_list_of_a_union_holding_json_values(tmp_path: Path) -> None:
    """Swagger 2.0's `parametersList`: a list of a union whose arm is an alias of a union of
    JSON values (a string at run time): `|` inside `list[...]` failed as the module loaded,
    so that annotation is written as a string too. And MCP Apps' properties that must be
    absent (`"not": {}`): their checks read no value, so none is assigned (ruff's F841)."""
    ref = {f"R{n}": {"$ref": f"#/$defs/{n}"} for n in ("A", "B", "Loose1", "Loose2")}
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/holder.json",
        "$defs": {
            "A": {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]},
            "B": {"type": "object", "properties": {"b": {"type": "integer"}}, "required": ["b"]},
            # `properties` without `type`: typed as JSON
            "Loose1": {"properties": {"x": {"type": "string"}}, "required": ["x"]},
            "Loose2": {"properties": {"y": {"type": "string"}}, "required": ["y"]},
            "Either": {"oneOf": [ref["RLoose1"], ref["RLoose2"]]},
            "Param": {"oneOf": [ref["RA"], {"$ref": "#/$defs/Either"}]},
            "Params": {"type": "array", "items": {"oneOf": [{"$ref": "#/$defs/Param"}, ref["RB"]]}},
        },
        "type": "object",
        "properties": {
            "params": {"$ref": "#/$defs/Params"},
            "gone": {"not": {}},
            "kept": {"type": "object", "properties": {"gone": {"not": {}}}, "required": ["gone"]},
        },
    }
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "holder.json").write_text(json.dumps(schema))
    out = generate(tmp_path, "python")
    build = realsets.build("python", out.parent)
    assert build.ok, "\n".join(build.messages)
    script = (
        "from agentproto_bindings import schemas as m\n"
        "print(m.params_is_valid([{'b': 1}, {'a': 's'}]), m.params_is_valid([{'b': 's'}]))\n"
        "print(m.Holder.is_valid({'params': []}), m.Holder.is_valid({'gone': 1}))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=out, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == ["True", "False", "True", "False"]


# -- what the five refused sets needed, on one small set -----------------------------------------

MONEY = "https://example.com/money.json"
REACH = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.com/reach.json",
    "type": "object",
    "properties": {
        # Azure Pipelines: `\\:`, which only the grammar without the `u` flag reads
        "host": {"type": "string", "pattern": "^[^\\:]+\\:\\d+$"},
        # Swagger 2.0: a draft's metaschema, known without a file
        "schema": {"$ref": "http://json-schema.org/draft-07/schema#"},
        # CycloneDX: a document known by another name than its $id, given as a resource
        "price": {"$ref": f"{MONEY}#/$defs/money"},
        # MCP Apps, Drone: a reference nothing resolves, read as any value; the rest holds
        "extra": {"$ref": "#/$defs/missing", "type": "object"},
        # Renovate: an optional property whose definition takes null, which is then a value
        # and not the property's absence (Rust once read it as `Option<Option<_>>`)
        "group": {"$ref": "#/$defs/name"},
    },
    "$defs": {"name": {"type": ["string", "null"]}},
}
COMMON = {"$id": "https://example.com/common.json", "$defs": {"money": {"minimum": 0}}}
REACH_CASES: list[tuple[Any, bool]] = [
    ({"host": "a:80"}, True), ({"host": "a:x"}, False), ({"host": "a:b:1"}, False),
    ({"schema": {"type": "string"}}, True), ({"schema": {"type": 5}}, False),
    ({"schema": {"minLength": -1}}, False), ({"schema": True}, True),
    ({"price": 3}, True), ({"price": -1}, False),
    ({"extra": {"any": [1]}}, True), ({"extra": 3}, False), ({}, True),
    ({"group": None}, True), ({"group": "g"}, True), ({"group": 1}, False),
]  # fmt: skip


@pytest.mark.parametrize("target", ["python", "typescript", "rust", "go"])
def test_what_the_refused_sets_needed_holds_in_every_target(tmp_path: Path, target: str) -> None:
    """Generated with `--resource` and `--allow-unresolved`, with a note for each reading
    looser than written, built under the target's strict checks, and asked through its
    conformance program: the verdicts written here, valid values back unchanged."""
    tool = TOOLS.get(target)
    if (
        tool
        and shutil.which(tool) is None
        and not Path.home().joinpath(".cargo/bin", tool).is_file()
    ):
        if os.environ.get("CI") == "true":
            pytest.fail(f"{tool} is missing under CI")
        pytest.skip(f"{tool} is not installed")
    if target == "typescript":
        typescript_toolchain()
    schema_dir = tmp_path / "schemas"
    schema_dir.mkdir()
    (schema_dir / "reach.json").write_text(json.dumps(REACH))
    (tmp_path / "common.json").write_text(json.dumps(COMMON))
    reach = realsets.Reach(((MONEY, tmp_path / "common.json"),), True)
    made = realsets.generate(schema_dir, tmp_path / "out", target, reach)
    assert made.ok, "\n".join(made.messages)
    notes = [m.split(": note:")[0] for m in made.messages if ": note:" in m]
    assert notes == ["reach.json#/properties/extra", "reach.json#/properties/host/pattern"]
    build = realsets.build(target, tmp_path / "out")
    assert build.ok, "\n".join(build.messages[:40])
    real = realsets.RealSet("reach", "reach.json", "draft2020-12", ("reach.json",), "")
    cases = [(realsets.Instance(f"case {i}", v, ""), ok) for i, (v, ok) in enumerate(REACH_CASES)]
    result = realsets.TargetResult(target)
    with realsets.reaching(reach):
        realsets.agree(target, schema_dir, real, cases, result, tmp_path)
    assert result.run.ok, "\n".join(result.run.messages)
    assert result.instances == len(REACH_CASES) and result.disagree == 0
    assert result.roundtrip_checked == sum(ok for _, ok in REACH_CASES)
    assert result.roundtrip_failed == 0


def many_armed(count: int) -> dict[str, Any]:
    """Azure Pipelines' `task` in small: unions of `count` object arms, none with a tag to
    switch on, each arm's checks several lines long."""
    arms = [
        {
            "type": "object",
            "required": [f"r{i}"],
            "properties": {
                f"r{i}": {"type": "string", "minLength": 2},
                f"n{i}": {"type": "integer", "minimum": i},
                f"l{i}": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
            },
            "additionalProperties": False,
        }
        for i in range(count)
    ]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/arms.json",
        "type": "object",
        "properties": {"any": {"anyOf": arms}, "one": {"oneOf": arms}},
    }


ARM_CASES: list[Any] = [
    {"any": {"r5": "ab"}}, {"any": {"r5": "a"}}, {"any": {"r5": "ab", "n5": 4}},
    {"any": {"r5": "ab", "n5": 5, "l5": ["a"]}}, {"any": {"r5": "ab", "l5": ["a"] * 4}},
    {"any": {}}, {"any": 3}, {"one": {"r59": "xy"}}, {"one": {"r7": "xy", "r8": "xy"}},
    {"one": {"r7": 7}}, {"any": {"r0": "ab"}, "one": {"r1": "cd", "n1": 1}}, {},
]  # fmt: skip


@pytest.mark.parametrize("target", ["python", "typescript", "rust", "go"])
def test_a_union_of_many_arms_builds_and_agrees(tmp_path: Path, target: str) -> None:
    """A union whose checks are longer than one function body takes in TypeScript (tsc's
    TS2563, Azure Pipelines' `anyOf` of 259 arms): each arm's checks become a function of
    their own, which compiles; every target builds the same union under its strict checks
    and answers as python-jsonschema does, errors() and isValid() alike. Only TypeScript cuts
    a body, so the other targets are given the same union with fewer arms: a compiler's time
    grows with the arms, what is proved does not."""
    tool = TOOLS.get(target)
    if (
        tool
        and shutil.which(tool) is None
        and not Path.home().joinpath(".cargo/bin", tool).is_file()
    ):
        if os.environ.get("CI") == "true":
            pytest.fail(f"{tool} is missing under CI")
        pytest.skip(f"{tool} is not installed")
    if target == "typescript":
        typescript_toolchain()
    schema = many_armed(60 if target == "typescript" else 12)
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "arms.json").write_text(json.dumps(schema))
    out = generate(tmp_path, target)
    if target == "typescript":
        from agentproto.emit.typescript_checks import CHUNK_LINES

        checks = (out / "src" / "checks.ts").read_text()
        assert "function k1(" in checks  # the arms were cut out of the union
        # the union is measured, then rendered cut: no function is left that nothing calls
        cut = re.findall(r"^function (k\d+)\(", checks, re.MULTILINE)
        assert all(re.search(rf"\b{name}\((?!x: unknown)", checks) for name in cut)
        longest = max(len(f.splitlines()) for f in re.split(r"\n(?:export )?function ", checks))
        assert longest < CHUNK_LINES
    build = realsets.build(target, out.parent)
    assert build.ok, "\n".join(build.messages[:40])
    oracle = jsonschema.Draft202012Validator(schema)
    cases = [
        (realsets.Instance(f"case {i}", v, ""), oracle.is_valid(v)) for i, v in enumerate(ARM_CASES)
    ]
    assert {ok for _, ok in cases} == {True, False}
    real = realsets.RealSet("arms", "arms.json", "draft2020-12", ("arms.json",), "")
    result = realsets.TargetResult(target)
    realsets.agree(target, tmp_path / "schemas", real, cases, result, tmp_path)
    assert result.run.ok, "\n".join(result.run.messages)
    assert result.instances == len(ARM_CASES) and result.disagree == 0
    assert result.roundtrip_failed == 0


def test_rust_names_a_sum_of_a_type_named_like_the_prelude_in_camel_case(tmp_path: Path) -> None:
    """Codecov's `definitions/default`: its Rust type is `Default_` (the prelude has
    `Default`), and a sum holding it was named `Default_OrBool`, which clippy refuses
    (`non_camel_case_types`); the sum and its variants take the name without the `_`."""
    if shutil.which("cargo") is None and not Path.home().joinpath(".cargo/bin/cargo").is_file():
        if os.environ.get("CI") == "true":
            pytest.fail("cargo is missing under CI")
        pytest.skip("cargo is not installed")
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/prelude.json",
        "type": "object",
        "$defs": {"default": {"type": "object", "properties": {"a": {"type": "string"}}}},
        "properties": {
            "x": {"anyOf": [{"$ref": "#/$defs/default"}, {"type": "boolean"}]},
            "y": {
                "anyOf": [
                    {"type": "array", "items": {"$ref": "#/$defs/default"}},
                    {"type": "string"},
                ]
            },
        },
    }
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "prelude.json").write_text(json.dumps(schema))
    out = generate(tmp_path, "rust")
    source = (out / "src" / "schemas.rs").read_text()
    assert "pub struct Default_ {" in source
    assert "pub enum DefaultOrBool " in source and "pub enum DefaultListOrString " in source
    build = realsets.build("rust", out.parent)
    assert build.ok, "\n".join(build.messages[:40])


def test_python_alias_of_a_record_passes_mypy(tmp_path: Path) -> None:
    """Bitbucket Pipelines' root is a `$ref` to an object definition: its Python is an alias
    of that record, built by the record's own builder, which mypy --strict refused when
    cast to the alias (`redundant-cast`); an alias of an enum alike."""
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/alias.json",
        "$ref": "#/$defs/configuration",
        "$defs": {
            "configuration": {
                "type": "object",
                "properties": {"image": {"type": "string"}, "mode": {"$ref": "#/$defs/mode"}},
            },
            "mode": {"enum": ["a", "b"]},
            "chosen": {"$ref": "#/$defs/mode"},
        },
    }
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "alias.json").write_text(json.dumps(schema))
    out = generate(tmp_path, "python")
    build = realsets.build("python", out.parent)
    assert build.ok, "\n".join(build.messages[:40])
    script = (
        "from agentproto_bindings import schemas as m\n"
        "v = m.alias_from_dict({'image': 'x', 'mode': 'b'})\n"
        "assert v.to_dict() == {'image': 'x', 'mode': 'b'}, v\n"
        "assert m.chosen_from_dict('a').value == 'a'\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=out, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]


def test_rust_lower_bounds_of_zero_pass_clippy(tmp_path: Path) -> None:
    """Dependabot's `minItems: 0`: `o.len() >= 0` is a comparison rustc calls useless
    (`unused_comparisons`); a lower bound of zero, which every value holds, writes no check."""
    if shutil.which("cargo") is None and not Path.home().joinpath(".cargo/bin/cargo").is_file():
        if os.environ.get("CI") == "true":
            pytest.fail("cargo is missing under CI")
        pytest.skip("cargo is not installed")
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/zero.json",
        "type": "object",
        "minProperties": 0,
        "properties": {
            "l": {"type": "array", "items": {"type": "string", "minLength": 0}, "minItems": 0},
            "m": {"type": "object", "minProperties": 0, "maxProperties": 2},
        },
    }
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "zero.json").write_text(json.dumps(schema))
    out = generate(tmp_path, "rust")
    build = realsets.build("rust", out.parent)
    assert build.ok, "\n".join(build.messages[:40])
    cases = [({"l": [], "m": {}}, True), ({"l": [""], "m": {"a": 1, "b": 2, "c": 3}}, False)]
    real = realsets.RealSet("zero", "zero.json", "draft2020-12", ("zero.json",), "")
    result = realsets.TargetResult("rust")
    instances = [(realsets.Instance(f"case {i}", v, ""), ok) for i, (v, ok) in enumerate(cases)]
    realsets.agree("rust", tmp_path / "schemas", real, instances, result, tmp_path)
    assert result.run.ok and result.instances == 2 and result.disagree == 0, result.run.messages


# -- the other generators, through the same harness (bench/compare/compare.py) ------------------


def test_the_comparison_counts_verdicts_and_round_trips_as_the_harness_does() -> None:
    """An answer that disagrees with the oracle, one whose writing back differs and one that
    agrees: each lands in its own count, the root's counts beside the whole."""
    cases = [
        (realsets.Instance("a", {"x": 1}, ""), True),
        (realsets.Instance("b", {"x": "s"}, ""), False),
        (realsets.Instance("c", {"x": 2.0}, ""), True),
        (realsets.Instance("d", 5, "/properties/x"), True),
    ]
    result = realsets.TargetResult("tool")
    answers = {
        0: {"valid": True, "output": {"x": 1, "added": None}},
        1: {"valid": True},
        2: {"valid": True, "output": {"x": 2}},  # 2.0 written back as 2 is the same number
        3: {"valid": True, "output": 5},
    }
    compare.judge(result, cases, answers, 0.0)
    assert (result.instances, result.disagree, result.root_instances) == (4, 1, 3)
    assert (result.root_disagree, result.roundtrip_checked, result.roundtrip_failed) == (1, 3, 1)
    assert result.root_roundtrip_failed == 1 and not result.run.ok


def test_another_generator_runs_through_the_harness(folders: dict[str, Path]) -> None:
    """datamodel-code-generator (a dev dependency) on one real set: generated, held to the same
    strict checks, asked the set's root instances; and its row lands in the printed tables."""
    real = next(s for s in realsets.real_sets() if s.name == "github-issue-config")
    with tempfile.TemporaryDirectory() as tmp:
        measured = compare.measure_set(
            real, folders[real.name], ("datamodel-code-generator",), Path(tmp)
        )
    tool = measured["tools"]["datamodel-code-generator"]
    assert tool is not None and tool["generated"]["ok"], tool
    assert tool["output_bytes"] > 0 and tool["build"]["seconds"] > 0
    assert measured["root_instances"] > measured["root_valid"] > 0
    assert tool["root_instances"] == measured["root_instances"], tool["run"]["messages"]
    printed = compare.tables({}, {real.name: measured})
    assert f"| {real.name} | draft7 | {measured['root_instances']} (" in printed
    assert "not run" in printed  # the tools not asked say so, rather than passing for clean


def test_pydantic_models_of_a_typed_map_pass_ruff_and_mypy(tmp_path: Path) -> None:
    """datamodel-code-generator types the extra members of an object whose
    `additionalProperties` is a schema as `Dict[str, ...]` (eight real sets, Codecov's among
    them), which ruff calls deprecated (UP035); the target writes `dict` instead."""
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/flags.json",
        "title": "Flags",
        "type": "object",
        "properties": {"name": {"type": "string"}},
        "additionalProperties": {"type": "boolean"},
    }
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "flags.json").write_text(json.dumps(schema))
    out = generate(tmp_path, "pydantic")
    models = (out / "agentproto_pydantic" / "schemas" / "flags.py").read_text()
    assert "dict[str, bool]" in models and not re.search(r"\bDict\b", models)
    build = realsets.build("pydantic", out.parent)
    assert build.ok, "\n".join(build.messages[:40])


def read_back_by_pydantic(out: Path, value: Any) -> Any:
    """`value` read by the `Job` model of the pydantic package in `out` (strictly, from JSON,
    in a fresh interpreter) and written back (by alias, members never set left out)."""
    program = (
        "import json, sys\n"
        "from agentproto_pydantic.schemas.job import Job\n"
        "job = Job.model_validate_json(sys.argv[1], strict=True)\n"
        "print(job.model_dump_json(by_alias=True, exclude_unset=True))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program, json.dumps(value)],
        cwd=out,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_pydantic_constraints_inside_types_pass_mypy_and_keep_values(tmp_path: Path) -> None:
    """A constraint datamodel-code-generator cannot put in a field's `Field(...)` (a union's
    arm, a map's key: GitHub Actions, Taskfile, Compose) was a call to `constr(...)` in a type,
    which mypy refuses; it is `Annotated[str, StringConstraints(...)]`. (A `patternProperties`
    key, the first such, no longer is one: no regular expression is handed over.) And an open
    object's model keeps the members its schema does not name."""
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Job",
        "type": "object",
        "properties": {
            "outputs": {
                "type": "object",
                "patternProperties": {"^[a-z]+$": {"type": "string"}},
                "additionalProperties": False,
            },
            "keys": {
                "type": "object",
                "propertyNames": {"maxLength": 3},
                "additionalProperties": {"type": "integer"},
            },
            "umask": {"anyOf": [{"type": "integer", "minimum": 0}, {"type": "string"}]},
        },
    }
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "job.json").write_text(json.dumps(schema))
    out = generate(tmp_path, "pydantic")
    models = (out / "agentproto_pydantic" / "schemas" / "job.py").read_text()
    assert "StringConstraints(max_length=3)" in models
    assert not re.search(r"\bcon(str|int)\(", models) and "pattern" not in models
    build = realsets.build("pydantic", out.parent)
    assert build.ok, "\n".join(build.messages[:40])
    value = {"outputs": {"abc": "x"}, "keys": {"ab": 1}, "umask": 18, "runs-on": "linux"}
    assert read_back_by_pydantic(out, value) == value


def test_pydantic_recursive_root_unions_are_written_with_operators(tmp_path: Path) -> None:
    """A recursive union becomes a root model whose base names itself in a string,
    `RootModel[Union[str, list["Step"]]]`, which ruff asks to write with `|` (UP007, CircleCI's
    and GitHub workflows' schemas) but will not itself: it runs as the class is made. It is
    written `str | list["Step"]`, which does run, and the models work."""
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Job",
        "type": "object",
        "properties": {"steps": {"type": "array", "items": {"$ref": "#/$defs/step"}}},
        "$defs": {
            "step": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"$ref": "#"}}]}
        },
    }
    schema["$defs"]["step"]["anyOf"][1]["items"] = {"$ref": "#/$defs/step"}
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "job.json").write_text(json.dumps(schema))
    out = generate(tmp_path, "pydantic")
    models = (out / "agentproto_pydantic" / "schemas" / "job.py").read_text()
    assert "Union[" not in models, models
    build = realsets.build("pydantic", out.parent)
    assert build.ok, "\n".join(build.messages[:40])
    value = {"steps": ["a", ["b", ["c"]]]}
    assert read_back_by_pydantic(out, value) == value


def test_pydantic_modules_of_files_named_in_capitals_are_module_names(tmp_path: Path) -> None:
    """datamodel-code-generator names a module after its file; CycloneDX's
    `bom-1.6.SNAPSHOT.schema.json` made `bom_1_6_SNAPSHOT_schema`, which ruff refuses
    (N999). The files are handed over named in lower case, references following."""
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "Part.SNAPSHOT.json").write_text(
        json.dumps({"title": "Part", "type": "object", "properties": {"n": {"type": "integer"}}})
    )
    (tmp_path / "schemas" / "Bom.SNAPSHOT.json").write_text(
        json.dumps(
            {
                "title": "Bom",
                "type": "object",
                "properties": {"parts": {"type": "array", "items": {"$ref": "Part.SNAPSHOT.json"}}},
            }
        )
    )
    out = generate(tmp_path, "pydantic")
    modules = sorted(p.name for p in (out / "agentproto_pydantic" / "schemas").glob("*.py"))
    assert modules == ["__init__.py", "bom_snapshot.py", "part_snapshot.py"], modules
    build = realsets.build("pydantic", out.parent)
    assert build.ok, "\n".join(build.messages[:40])


def test_python_all_is_in_ruff_s_natural_order(tmp_path: Path) -> None:
    """`__all__` in the order ruff's RUF022 asks, digits with a leading zero included
    (Vega-Lite's `...Variant02` beside `...Variant1`)."""
    import random

    from agentproto.emit.python import export_order

    names = ["V0", "V02", "V1", "V12", "V9", "V10", "V007", "V5", "ABC", "A", "B2", "Ab0"]
    names += ["a_1", "a_02", "a_10", "f", "X_01_2", "X_1_02", "X_1_1"]
    random.Random(7).shuffle(names)
    body = "".join(f"{n} = 1\n" for n in names)
    listed = ", ".join(f'"{n}"' for n in sorted(names, key=export_order))
    module = tmp_path / "m.py"
    module.write_text(f"{body}__all__ = [{listed}]\n")
    done = subprocess.run(
        [VENV_BIN / "ruff", "check", "--no-cache", "--select", "RUF022", "--isolated", module],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout
