"""Preparing the Go program: the module generated from the schema folder, plus one package per
file of the official suite holding the checks of each of its groups (written by the bindings'
check writer through `go_compile.go_checks`), all answered by the module's own
`cmd/conformance` program, built once."""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..emit import go_formats
from ..errors import SchemaError, SchemaErrors, ToolchainMissing, Unsupported
from ..go_compile import go_checks
from ..pipeline import render
from ..shipped import templates as shipped_templates
from ..targets.base import ConformanceWork, SuiteGroup
from ..targets.go import go_toolchain


def go_tool() -> str:
    """`go` (`targets.go.go_toolchain`), or ToolchainMissing saying what to install."""
    found = go_toolchain("go")
    if found is None:
        raise ToolchainMissing("go is not on PATH: install Go 1.24 or later")
    return found


def suite_package(
    package: str, groups: list[SuiteGroup], resources: Mapping[str, Any], rt_import: str
) -> tuple[str, dict[str, str], bool]:
    """One Go package: `Checks` maps each group's id to its root check (`format` asserted in
    the groups of the suite's format files). A schema the generator refuses is left out of
    `Checks` and returned with the reason (group id -> why); last, whether a check asserts a
    format (the runtime then needs its formats)."""
    writers, table, refused = [], [], {}
    for group in groups:
        try:
            writer, root = go_checks(
                f"g{group.index}_", group.group["schema"], resources, group.formats
            )
        except (SchemaError, SchemaErrors, Unsupported) as exc:
            refused[group.id] = f"{type(exc).__name__}: {exc}"
            continue
        writers.append(writer)
        table.append(f"\t{json.dumps(group.id)}: {root},")
    imports = ['"strconv"', f'"{rt_import}"']
    if any(w.uses_json for w in writers):
        imports.append('"encoding/json"')
    consts = "\n".join(f"var {n} = {e}" for w in writers for e, n in w.constants.items())
    body = "\n\n".join(f for w in writers for f in w.functions)
    text = (
        f"package {package}\n\nimport (\n"
        + "\n".join(f"\t{i}" for i in imports)
        + "\n)\n\nvar _ = strconv.Itoa\n\n"  # not every package formats numbers
        + consts
        + "\n\n"
        + body
        + "\n\n// Checks maps each group to its root check.\nvar Checks = map[string]rt.Check{\n"
        + "\n".join(table)
        + "\n}\n"
    )
    return text, refused, any(w.uses_formats for w in writers)


def write_suite(
    module: Path, groups: tuple[SuiteGroup, ...], resources: Mapping[str, Any], program: str
) -> dict[str, str]:
    """Writes `suite/<package>/checks.go` per suite file and, beside the program
    `cmd/<program>`, a file adding their checks to the ones it answers; returns the groups that
    did not compile (group id -> why)."""
    module_path = (module / "go.mod").read_text().split("\n")[0].split()[1]
    by_file: dict[str, list[SuiteGroup]] = {}
    for group in groups:
        by_file.setdefault(group.file, []).append(group)
    refused: dict[str, str] = {}
    packages = []
    formats = False
    for stem, mine in sorted(by_file.items()):
        package = "suite" + re.sub(r"[^0-9a-z]", "", stem.lower())
        text, why, asserts = suite_package(package, mine, resources, f"{module_path}/rt")
        refused.update(why)
        formats = formats or asserts
        (module / "suite" / package).mkdir(parents=True, exist_ok=True)
        (module / "suite" / package / "checks.go").write_text(text, encoding="utf-8")
        packages.append(package)
    adds = "".join(
        f"\tfor k, v := range {p}.Checks {{\n\t\tchecks[k] = v\n\t}}\n" for p in packages
    )
    (module / "cmd" / program / "suite.go").write_text(
        "package main\n\nimport (\n"
        + "".join(f'\t"{module_path}/suite/{p}"\n' for p in packages)
        + ")\n\nfunc init() {\n"
        + adds
        + "}\n",
        encoding="utf-8",
    )
    if formats:  # the runtime the module was generated with asserts no format
        for rel, text in go_formats.files(shipped_templates(), "rt").items():
            (module / rel).write_text(text, encoding="utf-8")
    return refused


def conformance(work: ConformanceWork) -> list[str]:
    """The Go target's conformance hook: the generated module's `cmd/conformance`, with the
    suite's checks added, built once."""
    go = go_tool()
    for rel, text in render(work.schema_dir, ("go",), strict_keywords=False).items():
        path = work.work / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    module = work.work / "go"
    # a group that did not compile is not in the program's checks: its cases are answered
    # "no compiled schema", and fail
    write_suite(module, work.groups, work.resources, "conformance")
    binary = module / "conformance.bin"
    done = subprocess.run(
        [go, "build", "-o", str(binary), "./cmd/conformance"],
        cwd=module,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"go build failed on the generated Go:\n{done.stderr[-4000:]}")
    return [str(binary)]
