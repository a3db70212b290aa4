"""The TypeScript target's own naming policy (`targets/typescript.py`): a type named like a
reserved word or a global the code or its readers use (`Object`, `Error`, `Record`, `Promise`...)
gets `_` appended, and still compiles and validates; a schema folder named like one of the
package's own modules (`index`, `runtime`, `dialects`...) too; names that meet after the policy
are a clear SchemaError naming both, never code that does not compile. JSON property names stay
exactly as the schema spells them."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from test_typescript import tsc, write

from agentproto.errors import SchemaError
from agentproto.pipeline import render
from agentproto.targets.typescript import GLOBAL_NAMES, module_name, type_name
from support import typescript_toolchain

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def schema(**body: object) -> str:
    return json.dumps({"$schema": DIALECT, **body})


def folder(tmp_path: Path, files: dict[str, str]) -> Path:
    root = tmp_path / "schemas"
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_rule() -> None:
    assert type_name("AgentMessage") == "AgentMessage"
    for name in ("Object", "Error", "Record", "Partial", "Function", "Symbol", "Promise", "Map"):
        assert type_name(name) == name + "_"
    assert type_name("string") == "string_"
    assert type_name("eval") == "eval_"
    assert type_name("3D") == "T3D"
    assert type_name("Héllo$") == "H_llo_"
    assert module_name("index") == "index_"
    assert module_name("Run-Time") == "run_time"
    assert module_name("dialects") == "dialects_"
    assert module_name("2025") == "m_2025"
    assert {"Error", "Object", "Record", "Promise"} <= GLOBAL_NAMES


OBJ = schema(type="object", properties={"a": {"type": "string"}})
GLOBALS = ("Object", "Error", "Record", "Partial", "Function", "Symbol", "Promise", "Array")


def test_types_named_like_globals_compile_and_validate(tmp_path: Path) -> None:
    node, _ = typescript_toolchain()
    files = {
        f"index/{name}.json": schema(
            type="object",
            properties={"constructor": {"type": "string"}, "__proto__": {"type": "integer"}},
            required=["constructor"],
        )
        for name in GLOBALS
    }
    # one schema refers to them all, so the module's code names each type beside the globals
    files["runtime/Holder.json"] = schema(
        type="object",
        properties={n.lower(): {"$ref": f"../index/{n}.json"} for n in GLOBALS},
    )
    out = tmp_path / "out"
    rendered = render(folder(tmp_path, files), ("typescript",))
    write(rendered, out)
    source = rendered["typescript/src/index_.ts"]
    for name in GLOBALS:
        assert f"export interface {name}_ {{" in source
    assert '"constructor": string;' in source  # property names as the schema spells them
    assert "typescript/src/runtime_.ts" in rendered
    built = tsc(out / "typescript")
    assert built.returncode == 0, built.stdout[-3000:]
    script = (
        "import * as b from './dist/index.js';"
        "const ok = b.index_.Error_.isValid({constructor: 'x'});"
        "const bad = b.index_.Promise_.isValid({constructor: 1});"
        "const held = b.runtime_.Holder.isValid({error: {constructor: 'y'}, object: {}});"
        "const builtin = new Error('e') instanceof Object && typeof Promise.resolve === 'function';"
        "console.log(JSON.stringify([ok, bad, held, builtin]));"
    )
    proc = subprocess.run(
        [node, "--input-type=module", "-e", script],
        cwd=out / "typescript",
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout) == [True, False, False, True]


@pytest.mark.parametrize(
    ("files", "message"),
    [
        (
            {"my-mod/A.json": OBJ, "my_mod/B.json": OBJ},
            "would both be the TypeScript module 'my_mod'",
        ),
        (
            {
                "index/Index_.json": OBJ,
                "index_/B.json": OBJ,
            },
            "would both be the TypeScript module 'index_'",
        ),
    ],
    ids=["folders", "own_module"],
)
def test_names_meeting_after_the_policy_are_refused(
    tmp_path: Path, files: dict[str, str], message: str
) -> None:
    with pytest.raises(SchemaError, match=message.replace("(", r"\(")):
        render(folder(tmp_path, files), ("typescript",))
