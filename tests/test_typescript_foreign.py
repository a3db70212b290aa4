"""Foreign schema sets (the 2020-12 metaschema, OpenAPI 3.1/3.2, compose-spec, readthedocs,
mergify, meltano, changie) through the TypeScript target: each generates, compiles under
`tsc --strict`, and its entry entity agrees with jsonschema on the instances
tests/test_foreign_schemas.py checks in Python."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from test_foreign_schemas import ENTRY, SETS, instances, oracle, uri_of

from agentproto.ir import types as t
from agentproto.load import load
from agentproto.pipeline import build_ir
from support import ROOT, typescript_toolchain

VENV_BIN = ROOT / ".venv" / "bin"


@pytest.mark.parametrize("name", sorted(SETS))
def test_foreign_schema_set_in_typescript(name: str, tmp_path: Path) -> None:
    node, tsc = typescript_toolchain()
    schema_dir = tmp_path / "schemas"
    for rel, source in SETS[name]().items():
        (schema_dir / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, schema_dir / rel)
    out = tmp_path / "out"
    proc = subprocess.run(
        [
            VENV_BIN / "agentproto",
            "generate",
            "--schema-dir",
            schema_dir,
            "--out-dir",
            out,
            "--target",
            "typescript",
        ],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    built = subprocess.run(
        [node, tsc, "-p", out / "typescript"], check=False, capture_output=True, text=True
    )
    assert built.returncode == 0, built.stdout[-3000:]
    found = instances(name)
    if not found:
        pytest.skip(f"no instances of {name} here")
    entry_uri = uri_of(schema_dir, ENTRY.get(name, f"{name}.json"))
    program = build_ir(load(schema_dir)).program
    where = {
        (d.origin.uri, d.origin.pointer): (m.name, d.name)
        for m in program.modules
        for d in m.decls
        if isinstance(d, t.Record | t.TaggedUnion | t.Enum | t.Alias)
    }
    asked = [(where[(entry_uri, i.pointer)], i) for i in found if (entry_uri, i.pointer) in where]
    assert asked, "no instance reaches a generated entity"
    (tmp_path / "asked.json").write_text(json.dumps([[m, d, i.value] for (m, d), i in asked]))
    script = f"""
import {{ readFileSync }} from "node:fs";
import * as pkg from "./dist/index.js";
const asked = JSON.parse(readFileSync({json.dumps(str(tmp_path / "asked.json"))}, "utf8"));
console.log(JSON.stringify(asked.map(([m, d, v]) => {{
  const e = pkg[m][d];
  const valid = e.isValid(v);
  return [valid, e.errors(v).length === 0, valid ? JSON.stringify(e.encode(e.decode(v))) === JSON.stringify(v) : true];
}})));
"""
    ran = subprocess.run(
        [node, "--input-type=module", "-e", script],
        cwd=out / "typescript",
        check=False,
        capture_output=True,
        text=True,
    )
    assert ran.returncode == 0, ran.stderr[-3000:]
    verdicts = json.loads(ran.stdout.strip().splitlines()[-1])
    for ((_, _), instance), (valid, no_errors, round_trips) in zip(asked, verdicts, strict=True):
        theirs = oracle(schema_dir, entry_uri, instance.pointer).is_valid(instance.value)
        assert valid == theirs == no_errors, instance.where
        assert round_trips, instance.where
