"""Behaviour declared in schemas (`x-additive`, `x-lane`, `x-behaviour`) and the data tables
beside them: what the generator makes of them, and the diagnostics when they are misused."""

from __future__ import annotations

import importlib
import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from agentproto.errors import SchemaError
from agentproto.pipeline import render
from support import ROOT

VENV_BIN = Path(sys.executable).parent
GOLDEN = ROOT / "tests" / "golden"
DIALECT = "https://json-schema.org/draft/2020-12/schema"
TEMPLATES = ROOT / "templates"


def generate(schema_dir: Path, out: Path, package: str) -> Path:
    proc = subprocess.run(
        [
            VENV_BIN / "agentproto",
            "generate",
            "--schema-dir",
            schema_dir,
            "--out-dir",
            out,
            "--target",
            "python",
            "--package",
            package,
        ],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    return out / "python"


def load_package(root: Path, package: str) -> ModuleType:
    sys.path.insert(0, str(root))
    try:
        return importlib.import_module(package)
    finally:
        sys.path.remove(str(root))


@pytest.fixture(scope="module")
def golden_packages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The additive and lanes golden schemas as installed-style packages side by side."""
    out = tmp_path_factory.mktemp("behaviour")
    for case in ("additive", "lanes"):
        generate(GOLDEN / case / "schema", out / case, f"golden_{case}")
    return out


@pytest.mark.parametrize(
    "tool", [["ruff", "check", "--no-cache"], ["mypy", "--strict", "--cache-dir", "/dev/null"]]
)
@pytest.mark.parametrize("case", ["additive", "lanes"])
def test_generated_behaviour_passes_strict_checks(
    golden_packages: Path, case: str, tool: list[str]
) -> None:
    root = golden_packages / case / "python"
    proc = subprocess.run(
        [VENV_BIN / tool[0], *tool[1:], f"golden_{case}"],
        check=False,
        capture_output=True,
        text=True,
        cwd=root,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]


def test_additive_record_adds_field_by_field(golden_packages: Path) -> None:
    meter = load_package(golden_packages / "additive" / "python", "golden_additive").meter
    from golden_additive import UNSET

    a = meter.Reading(kwh=1.5, peak=meter.Peak(kwh=1.0), by_phase={"l1": 1.0, "l2": 2.0})
    b = meter.Reading(
        kwh=2.0,
        peak=meter.Peak(kwh=0.5),
        pulses=3,
        spikes=2,
        by_phase={"l2": 1.0, "l3": 4.0},
        backup=meter.Peak(kwh=7.0),
    )
    total = a + b
    assert total.kwh == 3.5 and total.peak.kwh == 1.5
    assert total.pulses == 3  # absent counts as its default 0
    assert total.spikes == 3  # absent counts as its default 1
    assert total.by_phase == {"l1": 1.0, "l2": 3.0, "l3": 4.0}
    assert total.backup == meter.Peak(kwh=7.0) and total.backup is not b.backup
    assert (a + a).pulses is UNSET and (a + a).backup is UNSET  # absent on both sides stays absent
    assert a.kwh == 1.5 and a.by_phase == {"l1": 1.0, "l2": 2.0}, "+ must not change its operands"
    before = a.by_phase
    a += b
    assert a == total and before == {"l1": 1.0, "l2": 2.0}
    with pytest.raises(TypeError):
        a + 1
    assert meter.Reading.from_dict(total.to_dict()) == total


def test_lane_functions_split_a_union_by_lane(golden_packages: Path) -> None:
    feed = load_package(golden_packages / "lanes" / "python", "golden_lanes").feed
    entries = [feed.Post(text="hi"), feed.Note(), feed.Reply(to="p1"), feed.Note()]
    assert feed.entry_to_public(entries) == [entries[0], entries[2]]
    assert feed.entry_to_private(entries) == [entries[1], entries[3]]
    assert [feed.entry_lane(e) for e in entries] == ["public", "private", "public", "private"]
    assert (
        feed.entry_as_public(entries[1]) is None and feed.entry_as_private(entries[1]) is entries[1]
    )
    assert {"entry_lane", "entry_as_public", "entry_to_public"} <= set(feed.__all__)


def test_hand_written_behaviour_comes_only_with_x_behaviour(golden_packages: Path) -> None:
    assert not (
        golden_packages / "additive" / "python" / "golden_additive" / "_behaviour.py"
    ).exists()
    package = ROOT / "generated" / "python" / "agentproto_bindings"
    copied = (package / "_behaviour.py").read_text()
    assert copied.startswith(
        "# DO NOT EDIT: copied by agentproto from templates/python/_behaviour.py"
    )
    import agentproto_bindings
    from agentproto_bindings import _behaviour

    assert set(_behaviour.__all__) <= set(agentproto_bindings.__all__)
    assert agentproto_bindings.agent.Usage.__mro__[1] is _behaviour.Usage


def schema(**body: object) -> str:
    return json.dumps({"$schema": DIALECT, **body})


def record(props: dict, **extra: object) -> str:
    return schema(type="object", additionalProperties=False, properties=props, **extra)


COUNT = {"type": "integer"}
BAD = {
    "additive_string": (
        {"a.json": record({"n": COUNT, "name": {"type": "string"}}, **{"x-additive": True})},
        "a.json#/properties/name",
        "property 'name' cannot be added",
    ),
    "additive_open": (
        {"a.json": schema(type="object", properties={"n": COUNT}, **{"x-additive": True})},
        "a.json#/",
        "an open object cannot be added",
    ),
    "lane_missing": (
        {
            "u.json": schema(oneOf=[{"$ref": "a.json", "x-lane": "llm"}, {"$ref": "b.json"}]),
            "a.json": record({"t": {"const": "a"}}, required=["t"]),
            "b.json": record({"t": {"const": "b"}}, required=["t"]),
        },
        "u.json#/",
        "every arm of a union with lanes needs a lane",
    ),
    "behaviour_not_a_class": (
        {"a.json": record({"n": COUNT}, **{"x-behaviour": "not a class"})},
        "a.json#/x-behaviour",
        "must name a class",
    ),
    "behaviour_unknown": (
        {"a.json": record({"n": COUNT}, **{"x-behaviour": "Nope"})},
        "a.json#/x-behaviour",
        "_behaviour.py does not define",
    ),
    "behaviour_hidden_by_field": (
        {"a.json": record({"text": {"type": "string"}}, **{"x-behaviour": "UserMessage"})},
        "a.json#/x-behaviour",
        "would hide the methods",
    ),
    "data_not_yaml": (
        {"a.json": record({"n": COUNT}), "data/table.yaml": "key: [unclosed"},
        "data/table.yaml#/",
        "not YAML",
    ),
    "data_not_json": (
        {"a.json": record({"n": COUNT}), "data/table.yaml": "when: 2024-01-01"},
        "data/table.yaml#/",
        "not plain JSON",
    ),
    "data_bad_name": (
        {"a.json": record({"n": COUNT}), "data/Bad-Name.yaml": "[]"},
        "data/Bad-Name.yaml#/",
        "lower snake_case",
    ),
}


def write_schemas(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


@pytest.mark.parametrize("case", sorted(BAD))
def test_misdeclared_behaviour_is_a_diagnostic(case: str, tmp_path: Path) -> None:
    files, where, what = BAD[case]
    with pytest.raises(SchemaError) as caught:
        render(write_schemas(tmp_path / "schemas", files), ("python",))
    assert where in str(caught.value) and what in str(caught.value), str(caught.value)


def test_misdeclared_behaviour_on_the_command_line(tmp_path: Path) -> None:
    files, where, what = BAD["behaviour_unknown"]
    schemas = write_schemas(tmp_path / "schemas", files)
    proc = subprocess.run(
        [
            VENV_BIN / "agentproto",
            "generate",
            "--schema-dir",
            schemas,
            "--out-dir",
            tmp_path / "out",
            "--target",
            "python",
        ],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert where in proc.stderr and what in proc.stderr
    assert not (tmp_path / "out").exists()


def test_x_behaviour_needs_the_hand_written_file(tmp_path: Path) -> None:
    templates = tmp_path / "templates"
    shutil.copytree(
        TEMPLATES / "python", templates / "python", ignore=shutil.ignore_patterns("_behaviour.py")
    )
    schemas = write_schemas(
        tmp_path / "schemas", {"a.json": record({"n": COUNT}, **{"x-behaviour": "Usage"})}
    )
    with pytest.raises(SchemaError, match="needs the hand-written _behaviour.py"):
        render(schemas, ("python",), templates=templates)


def test_data_tables_become_constants(tmp_path: Path) -> None:
    schemas = write_schemas(
        tmp_path / "schemas",
        {
            "a.json": record({"n": COUNT}),
            "data/limits.yaml": '- {name: "quote\\" and \\\\ backslash", max: 3}\n- {name: b, max: 1.5}\n',
        },
    )
    files = render(schemas, ("python",), package="p")
    namespace: dict[str, object] = {}
    exec(compile(files["python/p/_behaviour_data.py"], "data", "exec"), namespace)  # noqa: S102 - our own output
    assert namespace["LIMITS"] == [
        {"max": 3, "name": 'quote" and \\ backslash'},
        {"max": 1.5, "name": "b"},
    ]
