"""`format` as an assertion in TypeScript (templates/typescript/formats.ts, with the Unicode
data the generator computes into formats_data.ts): on every case of the official suite's
optional format files, compiled with the format assertion on, the TypeScript validator gives the
Python validator's verdict. Also: generated checks that assert a format import the module, and
the package compiles with it."""

from __future__ import annotations

import codecs
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from test_official_suite import DRAFT, REMOTES
from test_typescript import tsc, write

import agentproto
from agentproto.conformance.typescript import suite_module
from agentproto.emit.typescript import hand_written
from agentproto.emit.typescript_formats import files as format_files
from agentproto.errors import SchemaError, SchemaErrors
from support import typescript_toolchain

FORMAT_FILES = sorted((DRAFT / "optional" / "format").glob("*.json"))

#: Cases of the suite where the two languages' readings differ, each with its reason.
DIFFERENT: dict[str, str] = {}
#: The same for the strings of `EXTRA`.
EXTRA_DIFFERENT: dict[str, str] = {}


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A compiled project: the runtime, the formats module and its data, and one module per
    optional format file of the suite, `format` asserted."""
    root = tmp_path_factory.mktemp("ts_formats")
    project = root / "typescript"
    files = {
        "typescript/tsconfig.json": hand_written("tsconfig.json"),
        "typescript/src/runtime.ts": hand_written("runtime.ts"),
        **format_files("typescript/src", "// Unicode data\n", hand_written),
    }
    for path in FORMAT_FILES:
        groups = list(enumerate(json.loads(path.read_text(encoding="utf-8"))))
        files[f"typescript/src/suite/{path.stem}.ts"] = suite_module(
            groups, REMOTES, path.name, format_assertion=True
        )
    write(files, root)
    built = tsc(project)
    assert built.returncode == 0, built.stdout[-3000:]
    return project


@pytest.fixture(scope="module")
def verdicts(project: Path) -> dict[str, bool | str]:
    """case id -> the TypeScript validator's verdict (or why it has none)."""
    node, _ = typescript_toolchain()
    script = """
import { readFileSync } from "node:fs";
const cases = JSON.parse(readFileSync(0, "utf8"));
const out = {};
for (const [id, stem, index, data] of cases) {
  const mod = await import("./dist/suite/" + stem + ".js");
  const entity = mod["g" + index];
  if (entity === undefined) { out[id] = "refused: " + mod.errors["g" + index]; continue; }
  const valid = entity.isValid(data);
  out[id] = valid === (entity.errors(data).length === 0) ? valid : "isValid and errors disagree";
}
console.log(JSON.stringify(out));
"""
    cases = [
        [case_id(path, group, test), path.stem, index, test["data"]]
        for path in FORMAT_FILES
        for index, group in enumerate(json.loads(path.read_text(encoding="utf-8")))
        for test in group["tests"]
    ]
    (project / "run.mjs").write_text(script, encoding="utf-8")
    proc = subprocess.run(
        [node, "run.mjs"],
        cwd=project,
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    result: dict[str, bool | str] = json.loads(proc.stdout)
    return result


def case_id(path: Path, group: dict[str, Any], test: dict[str, Any]) -> str:
    return f"{path.stem} :: {group['description']} :: {test['description']}"


def python_verdict(schema: Any, data: Any) -> bool | str:
    try:
        return bool(
            agentproto.compile(schema, resources=REMOTES, format_assertion=True).is_valid(data)
        )
    except (SchemaError, SchemaErrors) as exc:
        return f"refused: {exc}"


def test_typescript_formats_agree_with_python(verdicts: dict[str, bool | str]) -> None:
    differ: dict[str, str] = {}
    agree_with_suite = total = 0
    for path in FORMAT_FILES:
        for group in json.loads(path.read_text(encoding="utf-8")):
            for test in group["tests"]:
                cid = case_id(path, group, test)
                want = python_verdict(group["schema"], test["data"])
                got = verdicts[cid]
                total += 1
                agree_with_suite += got is test["valid"]
                if got != want and not (isinstance(got, str) and isinstance(want, str)):
                    differ[cid] = f"typescript {got}, python {want}"
    print(
        f"{total} optional format cases; TypeScript gives the suite's verdict on {agree_with_suite}"
    )
    unexpected = {k: v for k, v in differ.items() if k not in DIFFERENT}
    assert not unexpected, json.dumps(unexpected, indent=1)
    assert not sorted(set(DIFFERENT) - set(differ)), "listed as different but agreeing"
    assert total > 450
    assert agree_with_suite == total
    assert all(isinstance(v, bool) for v in verdicts.values())


#: Strings beyond the suite's, on the readings that need Unicode data or exact arithmetic
#: (backslash escapes as in Python's source, read with `unicode_escape`).
EXTRA: dict[str, list[str]] = {
    "idn-hostname": [
        "xn--bcher-kva.example",  # bücher
        "xn--bcher-kva",
        "xn--Bcher-kva",
        "xn--bcher-kvb",
        "xn--",
        "xn---",
        "xn--a",
        "xn--zca",  # ß
        "bücher.example",
        "Bücher.example",
        "\u0627\u0644\u0639\u0631\u0628\u064a\u0629",  # Arabic, right to left
        "\u0627\u0644\u0639\u0631\u0628\u064a\u0629.example",
        "\u0627\u0661\u06f1",  # the two sets of Arabic digits
        "\u05d0\u05f3",  # Hebrew geresh after a Hebrew letter
        "a\u05f3",
        "\u03b1\u0375\u03b2",
        "\u0375\u03b2",
        "\u0375a",
        "l\u00b7l",
        "a\u00b7l",
        "\u30a2\u30fb\u30a2",
        "a\u30fba",
        "\u0915\u094d\u200d",  # ZWJ after a virama
        "a\u200db",
        "\u0628\u200c\u0628",  # ZWNJ between two joining letters
        "a\u200cb",
        "\u0301a",  # starts with a combining mark
        "a\u3002b",
        "\u13a0\uab70",  # Cherokee
        "\u1fb3",
        "a" * 63 + ".b",
        "a" * 64,
        "\u00e9" * 60,
        "-a",
        "a-",
        "ab--c",
        "",
        "a..b",
    ],
    "hostname": ["xn--bcher-kva", "xn--bcher-kvb", "a.b", "a_b", "a" * 63, "xn--zca"],
    "idn-email": ["\u00fc@b\u00fccher.example", "a@[IPv6:::1]", "a@[IPv6:1::2:3:4:5:6]"],
    "email": ['"a b"@c.d', "a@[1.2.3.4]", "a@[IPv6:1:2:3:4:5:6:7:8]", "a.b@c", ".a@b"],
    "duration": ["P1Y", "p1y", "P\u017f", "PT1\u017f", "P1W2D", "PT1.5S"],
    "time": ["23:59:60Z", "01:29:60+01:30", "23:59:60+00:01", "12:00:00.5-00:00"],
    "date": ["2024-02-29", "2023-02-29", "1900-02-29", "2000-02-29"],
    "ipv6": ["::", "1::", "::1.2.3.4", "1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:7::", "::ffff:1.2.3"],
    "iri": ["http://\u00e9.example/\u00e9?\ue000#f", "http://a/\ue000", "\u00e9:x"],
    "uri": ["http://[v1.x]/", "http://[::1%25eth0]/", "a:b\r", "//a"],
    "uri-template": ["{+a,b:3}", "{a*}", "{a:0}", "x{"],
    "relative-json-pointer": ["0+1/a", "1-0", "0#"],
    "regex": [
        "(?<a>x)\\\\k<a>",
        "[z-a]",
        "\\\\p{Lu}",
        "a{2,1}",
        "(?i:a)",
        "(?i-i:a)",
        "(?<\\u00e9>a)",
        "(?<a>x)|(?<a>y)",
        "(?<a>x)(?<a>y)",
        "\\\\u{110000}",
        "[\\\\d-z]",
        "\\\\2(a)",
        "\\\\p{Script=Foo}",
        "\\\\p{Foo}",
        "a**",
        "\\\\ud83d\\\\ude00{2}",
    ],
}


def test_typescript_formats_agree_with_python_on_more_strings(project: Path) -> None:
    node, _ = typescript_toolchain()
    cases = [
        [name, codecs.decode(text, "unicode_escape")]
        for name, texts in EXTRA.items()
        for text in texts
    ]
    script = (
        "import { readFileSync } from 'node:fs';"
        "import { formatOk } from './dist/formats.js';"
        "const cases = JSON.parse(readFileSync(0, 'utf8'));"
        "console.log(JSON.stringify(cases.map(([n, v]) => formatOk(n, v))));"
    )
    proc = subprocess.run(
        [node, "--input-type=module", "-e", script],
        cwd=project,
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    from agentproto.runtime_module import runtime

    python = [bool(runtime().format_ok(n, v)) for n, v in cases]
    typescript = json.loads(proc.stdout)
    differ = {
        f"{n} {v!r}": (t, p)
        for (n, v), t, p in zip(cases, typescript, python, strict=True)
        if t != p
    }
    assert {k: v for k, v in differ.items() if k not in EXTRA_DIFFERENT} == {}
    assert sorted(EXTRA_DIFFERENT) == sorted(k for k in differ if k in EXTRA_DIFFERENT)
    assert 0 < sum(python) < len(python)  # both verdicts occur


def test_a_package_asserting_formats_compiles(tmp_path: Path) -> None:
    """Generated checks with a `format` assertion import formats.ts, which is written beside
    them, and the package compiles under the strict options."""
    from agentproto.emit.typescript import emit_typescript
    from agentproto.load import load
    from agentproto.pipeline import build_ir
    from agentproto.targets.typescript import NUMBERS

    root = tmp_path / "schemas" / "things"
    root.mkdir(parents=True)
    (root / "Thing.json").write_text(
        json.dumps(
            {
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "type": "object",
                "properties": {"when": {"type": "string", "format": "date-time"}},
            }
        )
    )
    built = build_ir(load(tmp_path / "schemas"), format_assertion=True)
    files = emit_typescript(built.program, built.checks, "things", (), NUMBERS)
    assert 'import * as fm from "./formats.js";' in files["typescript/src/checks.ts"]
    assert "typescript/src/formats_data.ts" in files
    write(files, tmp_path / "out")
    built_ts = tsc(tmp_path / "out" / "typescript")
    assert built_ts.returncode == 0, built_ts.stdout[-3000:]
