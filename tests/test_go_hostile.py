"""The Go target against hostile input (the schema set of `test_hostile_generate`: outside text
in file and folder names, property names, tags, `$defs` keys, titles, enum values and
descriptions): the module builds, is `go vet` clean and gofmt-formatted, and still means the
schema (a valid document round-trips, an invalid one is rejected)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from test_go_target import GO, go
from test_hostile_generate import HOSTILE, TAG, hostile_schemas

from agentproto.pipeline import format_files, render


def test_hostile_schemas_make_a_sound_go_module(tmp_path: Path) -> None:
    hostile_schemas(tmp_path / "schema")
    files = format_files(render(tmp_path / "schema", ("go",)))
    out = tmp_path / "out"
    for rel, text in files.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text, encoding="utf-8")
    module = out / "go"
    vet = go(["vet", "./..."], module)
    assert vet.returncode == 0, vet.stderr
    gofmt = subprocess.run(
        [str(Path(GO).parent / "gofmt"), "-l", "."],
        cwd=module,
        capture_output=True,
        text=True,
        check=False,
    )
    assert gofmt.stdout == "" and gofmt.returncode == 0, gofmt.stdout + gofmt.stderr
    built = go(["build", "-o", str(module / "c.bin"), "./cmd/conformance"], module)
    assert built.returncode == 0, built.stderr
    main = (module / "cmd" / "conformance" / "main.go").read_text()
    # the decoders the program knows, "package.Type"
    keys = [line.split('"')[1] for line in main.splitlines() if "func(data []byte)" in line]
    shape = next(k for k in keys if k.endswith(".Shape"))
    thing = next(k for k in keys if ".Thing" in k)
    cases = [
        (shape, {TAG: "s\n", "side": 2}, True),
        (shape, {TAG: 'c"""', "r": 1.5}, True),
        (shape, {TAG: "nope"}, False),
        (thing, {"__init__": 1, "class": 2, "mode": HOSTILE[0], "a-b": 3}, True),
        (thing, {"__init__": 1, "class": 2, "mode": "not a mode"}, False),
        (thing, {"__init__": 1}, False),
    ]
    lines = []
    for key, payload, _ in cases:
        module_name, _, name = key.rpartition(".")
        lines.append(
            json.dumps({"kind": "fixture", "module": module_name, "name": name, "payload": payload})
        )
    done = subprocess.run(
        [str(module / "c.bin")],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    answers = [json.loads(line) for line in done.stdout.split("\n") if line]
    for (key, payload, valid), answer in zip(cases, answers, strict=True):
        assert answer.get("valid") is valid, (key, payload, answer)
        if valid:
            assert answer["output"] == payload


def test_without_gofmt_the_cli_says_so(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No Go toolchain: `generate --target go` ends in a message and exit 2, not a traceback."""
    from click.testing import CliRunner

    from agentproto.cli import main
    from agentproto.targets import go as go_target

    monkeypatch.setattr(go_target, "gofmt", lambda: None)
    result = CliRunner().invoke(main, ["generate", "--target", "go", "--out-dir", str(tmp_path)])
    assert result.exit_code == 2, result.output
    assert "needs gofmt" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "go").exists()
