"""Preparing the TypeScript program: the generated bindings of a schema folder, plus one module
per file of the official suite holding a validator for each of its groups, written by the same
check writer as the bindings, compiled together by the pinned `tsc`."""

from __future__ import annotations

import subprocess
from collections.abc import Iterable, Mapping
from importlib.resources import files as resource_files
from pathlib import Path
from typing import Any

from ..compile import check_program
from ..emit import typescript_formats
from ..emit.typescript import hand_written, header
from ..emit.typescript_checks import TsCheckWriter, ts_literal
from ..errors import SchemaError, SchemaErrors, ToolchainMissing, Unsupported
from ..pipeline import render
from ..targets.base import ConformanceWork
from ..targets.typescript import NUMBERS, find_tsc, tsc_missing


def toolchain(tools: Path) -> tuple[str, Path]:
    """(node, tsc): the pinned compiler only (`targets.typescript.find_tsc`), since the
    answers of every target are compared and another tsc could type-check differently."""
    command = find_tsc(tools, pinned_only=True)
    if command is None:
        raise ToolchainMissing(tsc_missing(tools, pinned_only=True) or "tsc is missing")
    node, tsc = command
    return node, Path(tsc)


def suite_module(
    groups: Iterable[tuple[int, dict[str, Any]]],
    resources: Mapping[str, Any],
    source: str,
    format_assertion: bool = False,
) -> str:
    """One TypeScript module: `g<i>` validates against group i's schema (`format` asserted
    when asked: the module then imports `../formats.js`). A schema the generator refuses is
    listed in `errors` with the reason instead."""
    parts: list[str] = []
    exports: list[str] = []
    refused: dict[str, str] = {}
    formats = False
    for index, group in groups:
        try:
            program, root = check_program(
                group["schema"], resources=resources, format_assertion=format_assertion
            )
            numbers = {fn.key: i for i, fn in enumerate(program.functions)}
            prefix = f"g{index}_"
            names = {key: f"{prefix}f{n}" for key, n in numbers.items()}
            writer = TsCheckWriter(
                {fn.key: fn.schema for fn in program.functions},
                names.__getitem__,
                prefix,
                numbers=NUMBERS,
            )
            functions = [
                writer.function(f"{prefix}f{numbers[fn.key]}", fn.schema)
                for fn in program.functions
            ]
        except (SchemaError, SchemaErrors, Unsupported) as exc:
            refused[f"g{index}"] = f"{type(exc).__name__}: {exc}"
            continue
        parts += writer.constants + functions + writer.helpers
        formats = formats or writer.uses_formats
        exports.append(f"export const g{index} = rt.entity<unknown>({prefix}f{numbers[root]});")
    return (
        "\n".join(
            [
                header([source]).rstrip("\n"),
                "",
                'import * as rt from "../runtime.js";',
                'import type { Problem } from "../runtime.js";',
                *(['import * as fm from "../formats.js";'] if formats else []),
                "",
                *parts,
                "",
                *exports,
                f"export const errors: {{ [group: string]: string }} = {ts_literal(refused)};",
            ]
        )
        + "\n"
    )


def prepare(
    work: Path,
    schema_dir: Path,
    suite_files: dict[str, list[tuple[int, dict[str, Any]]]],
    resources: Mapping[str, Any],
    tools: Path,
    formats: frozenset[str] = frozenset(),
) -> Path:
    """Writes and compiles the TypeScript project; returns its output folder. The suite files
    named in `formats` are compiled with `format` asserted."""
    node, tsc = toolchain(tools)
    files = render(schema_dir, ("typescript",), strict_keywords=False)
    for rel, text in files.items():
        path = work / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    project = work / "typescript"
    if formats:  # the asserting suite modules import the formats module the bindings leave out
        made = typescript_formats.files("typescript/src", header(["Unicode data"]), hand_written)
        for rel, text in made.items():
            (work / rel).write_text(text, encoding="utf-8")
    for stem, groups in suite_files.items():
        path = project / "src" / "suite" / f"{stem}.ts"
        path.parent.mkdir(parents=True, exist_ok=True)
        module = suite_module(groups, resources, f"{stem}.json", format_assertion=stem in formats)
        path.write_text(module, encoding="utf-8")
    done = subprocess.run(
        [node, str(tsc), "-p", str(project)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(
            f"tsc failed on the generated TypeScript:\n{done.stdout[-4000:]}{done.stderr[-2000:]}"
        )
    return project / "dist"


def conformance(work: ConformanceWork) -> list[str]:
    """The TypeScript target's conformance hook: `node typescript_program.mjs DIST`."""
    node, _ = toolchain(work.node_tools)
    files: dict[str, list[tuple[int, dict[str, Any]]]] = {}
    for group in work.groups:
        files.setdefault(group.file, []).append((group.index, group.group))
    formats = frozenset(group.file for group in work.groups if group.formats)
    dist = prepare(work.work, work.schema_dir, files, work.resources, work.node_tools, formats)
    program = resource_files("agentproto.conformance") / "typescript_program.mjs"
    return [node, str(program), str(dist)]
