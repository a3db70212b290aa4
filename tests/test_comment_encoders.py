"""Schema text in comments stays a comment: every encoder of comment text (Go, TypeScript,
Python, Rust) is given every opening a toolchain or a common tool reads as a directive, and the
bidirectional controls, and the real toolchain judges what it wrote. Each test puts a deliberate
error after every comment, so a comment that became a directive (`@ts-ignore`, `# type:
ignore`, a build constraint) shows as an error the compiler no longer reports."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_typescript import tsc

from agentproto.emit import go_text, python_text, rust_text, typescript_text
from agentproto.emit.rust import header as rust_header
from agentproto.emit.typescript import header as typescript_header

VENV_BIN = Path(sys.executable).parent

BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
# What tools read in comments, in every language we write (each line is tried as the text of a
# whole description, as one line among others, and with white space before it).
DIRECTIVES = [
    "+build windows",
    "+build ignore",
    "go:build windows",
    "//go:build windows",
    "go:generate rm -rf /",
    "//go:generate rm -rf /",
    "go:embed x",
    "go:linkname x y",
    "line x.go:1",
    "//line x.go:1",
    "export f",
    "nolint",
    "nolint:all",
    "lint:ignore U1000 x",
    "#cgo LDFLAGS: -lx",
    "#!/bin/sh",
    "#[cfg(any())]",
    "#![no_std]",
    "! inner",
    "/ more",
    "@ts-ignore",
    "@ts-expect-error",
    "@ts-nocheck",
    "@ts-check",
    "// @ts-ignore",
    "/// <reference path='x' />",
    "<reference types='node' />",
    "<amd-module name='x' />",
    "@jsx h",
    "eslint-disable",
    "eslint-disable-next-line",
    "/* eslint-disable */",
    "prettier-ignore",
    "istanbul ignore next",
    "c8 ignore next",
    "tslint:disable",
    "biome-ignore lint: x",
    "#region x",
    "#endregion",
    "sourceMappingURL=x.map",
    "type: ignore",
    "# type: ignore",
    "type: int",
    "noqa",
    "NOQA: F821",
    "# noqa",
    "ruff: noqa",
    "fmt: off",
    "fmt: skip",
    "pragma: no cover",
    "pylint: disable=all",
    "mypy: ignore-errors",
    "pyright: basic",
    "isort: skip_file",
    "-*- coding: utf-7 -*-",
    "coding: latin-1",
    "vim: set ft=c:",
    "*/ x /*",
    f"bidi {BIDI} text",
    BIDI,
]
CASES = [
    *DIRECTIVES,
    *(f"  {d}" for d in DIRECTIVES),
    *(f"first line\n{d}\nlast line" for d in DIRECTIVES[:12]),
]


def run(*args: object, **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args],
        check=False,
        capture_output=True,
        text=True,
        **kw,  # type: ignore[call-overload]
    )


def test_every_encoder_neutralises_every_directive_opening() -> None:
    """No line an encoder writes starts, after its comment marker, like a directive; the text is
    still there (exactly, as escapes of a comment say it)."""
    for text in CASES:
        for line in go_text.comment_lines(text):
            # `//go:`, `//line`, `//export` are directives only with no space after `//`
            assert line == "//" or line.startswith("// "), line
            assert not re.match(r"\s*(\+build|go:build|nolint)", line[2:]), line
        for line in typescript_text.doc_comment(text):
            body = re.sub(r"^\s*(/\*\*|\*/|\*)", "", line).strip().removesuffix("*/").strip()
            assert not body.startswith(("@", "<", "/", "#", "eslint", "prettier")), line
            assert "*/" not in line[3:-2] or line.endswith("*/"), line
        assert not typescript_text.comment_text(text).lstrip().startswith(("@", "/", "<", "#"))
        for line in python_text.comment_lines(text):
            assert not python_text.DIRECTIVE.match(line), line
            assert "#" not in line and "\n" not in line, line
        for rust_line in rust_text.doc_lines(text):
            assert not set(rust_line) & set(BIDI), rust_line
        for encoded in (
            *go_text.comment_lines(text),
            *typescript_text.doc_comment(text),
            *python_text.comment_lines(text),
            *rust_text.doc_lines(text),
        ):
            assert not set(encoded) & set(BIDI), encoded


def go_tool(name: str) -> str:
    found = shutil.which(name) or str(
        Path(os.environ.get("GOROOT", "/usr/local/go")) / "bin" / name
    )
    if not Path(found).is_file():
        pytest.skip(f"{name} is not installed (the Go toolchain)")
    return found


def test_go_comments_stay_comments(tmp_path: Path) -> None:
    """gofmt changes nothing but white space (no line moved into a build constraint), the file is
    built on this platform (`go list` keeps it), and `go vet` passes; a comment above the
    package clause, where build constraints live, is tried too."""
    go = go_tool("go")
    gofmt = go_tool("gofmt")
    (tmp_path / "go.mod").write_text("module example.com/p\n\ngo 1.22\n")
    lines = [f"// Schemas: {go_text.comment_text('x.json')}"]
    for text in CASES:
        lines += go_text.comment_lines(text)
    lines += ["", "// Package p holds what the comments describe.", "package p", ""]
    for i, text in enumerate(CASES):
        lines += go_text.comment_lines(text)
        lines += [f"type T{i} struct{{}}", ""]
    source = "\n".join(lines)
    (tmp_path / "p.go").write_text(source, encoding="utf-8")
    formatted = run(gofmt, tmp_path / "p.go")
    assert formatted.returncode == 0, formatted.stderr
    # gofmt may re-indent a doc comment's lines, but adds, drops and moves nothing
    assert re.sub(r"\s+", "", formatted.stdout) == re.sub(r"\s+", "", source)
    assert not re.search(r"^//go:build|^// *\+build", formatted.stdout, re.MULTILINE)
    (tmp_path / "p.go").write_text(formatted.stdout, encoding="utf-8")
    env = {**os.environ, "GOOS": "linux", "GOFLAGS": "-mod=mod"}
    listed = run(go, "list", "-f", "{{.GoFiles}}", ".", cwd=tmp_path, env=env)
    assert listed.stdout.strip() == "[p.go]", listed.stderr
    vetted = run(go, "vet", ".", cwd=tmp_path, env=env)
    assert vetted.returncode == 0, vetted.stderr


def test_typescript_comments_stay_comments(tmp_path: Path) -> None:
    """After each comment a type error: tsc reports every one (no `@ts-ignore`, `@ts-nocheck`
    or `/// <reference>` took effect), in JSDoc blocks and `//` lines alike."""
    project = tmp_path / "ts"
    (project / "src").mkdir(parents=True)
    (project / "tsconfig.json").write_text(
        '{"compilerOptions": {"strict": true, "noEmit": true, "target": "ES2022", '
        '"module": "NodeNext", "moduleResolution": "NodeNext", "types": []}, '
        '"include": ["src"]}'
    )
    # a block comment leading the file is where tsc looks for pragmas anywhere in a line
    lines = typescript_text.doc_comment("leads the file\n@ts-nocheck\nsee @ts-nocheck")
    lines.append(typescript_header([f"{d}.json" for d in DIRECTIVES]))
    count = 0
    for text in CASES:
        for comment in (
            typescript_text.doc_comment(text),
            [f"// {typescript_text.comment_text(line)}" for line in text.split("\n")],
        ):
            lines += comment
            lines.append(f'export const v{count}: number = "not a number";')
            count += 1
    (project / "src" / "index.ts").write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = tsc(project)
    assert done.stdout.count("error TS2322") == count, done.stdout[-3000:]
    assert "error TS" not in done.stdout.replace("error TS2322", ""), done.stdout[-3000:]


def test_python_comments_stay_comments(tmp_path: Path) -> None:
    """After each comment (as the templates write them, `#:` and `#`) a type error and an
    undefined name: mypy and ruff report every one (no `# type: ignore`, `# noqa`,
    `# mypy: ignore-errors` or `# ruff: noqa` took effect)."""
    lines = []
    count = 0
    for text in CASES:
        for marker in ("#", "#:"):
            lines += [f"{marker} {line}".rstrip() for line in python_text.comment_lines(text)]
            lines.append(f'v{count}: int = "not an int"')
            lines.append(f"w{count} = undefined_{count}")
            count += 1
    module = tmp_path / "m.py"
    module.write_text("\n".join(lines) + "\n", encoding="utf-8")
    typed = run(VENV_BIN / "mypy", "--strict", "--no-incremental", module)
    assert typed.stdout.count("[assignment]") == count, typed.stdout[-3000:]
    linted = run(
        VENV_BIN / "ruff",
        "check",
        "--no-cache",
        "--select",
        "F821",
        "--output-format",
        "json",
        module,
    )
    assert [p["code"] for p in json.loads(linted.stdout)] == ["F821"] * count, linted.stdout[-3000:]
    compiled = run(
        sys.executable, "-c", f"compile(open({str(module)!r}, 'rb').read(), 'm', 'exec')"
    )
    assert compiled.returncode == 0, compiled.stderr


def test_rust_comments_stay_comments(tmp_path: Path) -> None:
    """rustc (warnings denied) takes every doc line and line comment, bidi controls included,
    and the header naming schema files that hold them."""
    rustc = shutil.which("rustc") or str(Path.home() / ".cargo" / "bin" / "rustc")
    if not Path(rustc).is_file():
        pytest.skip("rustc is not installed")
    lines = [rust_header([f"{d}.json" for d in DIRECTIVES]), "#![deny(warnings)]"]
    for i, text in enumerate(CASES):
        lines += rust_text.doc_lines(text)
        lines.append(f"// {rust_text.comment_text(text)}")
        lines += [f"pub struct T{i};", ""]
    source = tmp_path / "lib.rs"
    source.write_text("\n".join(lines), encoding="utf-8")
    built = run(
        rustc, "--edition", "2021", "--crate-type", "lib", "-o", tmp_path / "lib.rlib", source
    )
    assert built.returncode == 0, built.stderr[-3000:]
