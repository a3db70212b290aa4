"""The Go target on foreign schema sets (those of `test_foreign_schemas`: the 2020-12
metaschema, OpenAPI 3.1 and 3.2, compose-spec, readthedocs, mergify, meltano, changie): each
generates a module that `go vet` passes and builds, whose decoder for the set's entry schema
accepts exactly what `jsonschema` accepts of the set's real files (and of our own schema files,
as metaschema instances; the Open Responses OpenAPI document for OpenAPI 3.1), a valid one encoding back to the same JSON."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from test_foreign_schemas import (
    ENTRY,
    OPEN_RESPONSES,
    SETS,
    fixture_instances,
    oracle,
    package_of,
    to_json,
    uri_of,
)
from test_go_target import go

from agentproto.pipeline import build_ir, format_files, load, render
from agentproto.targets.registry import TARGETS


def entry_decoder(schema_dir: Path, rel: str) -> tuple[str, str]:
    """(Go package, type) of the entry document's root."""
    built = build_ir(load(schema_dir), naming=TARGETS["go"].naming)
    for m in built.program.modules:
        for d in m.decls:
            if d.origin.file == rel and d.origin.pointer in ("", "/"):
                return m.name, d.name
    raise AssertionError(f"no declaration for the root of {rel}")


@pytest.mark.parametrize("name", sorted(SETS))
def test_foreign_set_in_go(name: str, tmp_path: Path) -> None:
    schema_dir = tmp_path / "schemas" / name
    for rel, source in SETS[name]().items():
        (schema_dir / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, schema_dir / rel)
    files = format_files(render(schema_dir, ("go",), package_of(name)))
    for rel, text in files.items():
        (tmp_path / "out" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "out" / rel).write_text(text)
    module = tmp_path / "out" / "go"
    vet = go(["vet", "./..."], module)
    assert vet.returncode == 0, vet.stderr[:3000]
    built = go(["build", "-o", str(module / "c.bin"), "./cmd/conformance"], module)
    assert built.returncode == 0, built.stderr[:3000]
    entry = ENTRY.get(name, f"{name}.json")
    package, type_name = entry_decoder(schema_dir, entry)
    judge = oracle(schema_dir, uri_of(schema_dir, entry), "")
    instances: list[tuple[str, Any]] = [
        (i.where, to_json(i.value)) for i in fixture_instances(name)
    ]
    if name == "metaschema":
        instances += [
            (p.name, json.loads(p.read_text()))
            for p in sorted((Path(__file__).parent.parent / "schema").rglob("*.json"))
        ]
    if name == "openapi-3.1":  # the official Open Responses OpenAPI document
        instances += [
            (p.name, json.loads(p.read_text())) for p in sorted(OPEN_RESPONSES.glob("*.json"))
        ]
    assert instances, name
    lines = [
        json.dumps({"kind": "fixture", "module": package, "name": type_name, "payload": value})
        for _, value in instances
    ]
    done = subprocess.run(
        [str(module / "c.bin")],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    answers = [json.loads(line) for line in done.stdout.split("\n") if line]
    assert len(answers) == len(instances), done.stderr[:2000]
    wrong = []
    for (where, value), answer in zip(instances, answers, strict=True):
        expected = judge.is_valid(value)
        if answer.get("valid") is not expected:
            wrong.append(f"{where}: Go {answer}, jsonschema valid={expected}")
        elif expected and answer["output"] != value:
            wrong.append(f"{where}: re-encoded differently")
    assert not wrong, "\n".join(wrong)
