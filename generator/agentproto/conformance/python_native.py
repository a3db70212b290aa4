"""Preparing the python-native program: the Python bindings and their extension generated from
the schema folder (the extension built beside the package, so the bindings bind it as they
load), and the official suite's groups compiled by the same C writer (`emit/c_checks.py`) into
a few extensions of their own, each group's check program (`compile.check_program`, as
`agentproto.compile` makes it) a run of functions named apart; every extension built by the C
compiler with the target's strict flags, the builds in parallel. The program
(`python_native_program.py`) compiles each group to Python as `agentproto.compile` does, binds
the group's compiled functions over the Python ones (`install`, as the bindings' `use_native`
does) and answers with the C entry point: its verdict, or the Python function's where the C
code hands the value over, which the answer says (`fallback`)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from ..compile import check_program, function_numbers
from ..emit import c_checks
from ..emit.c_builders import CompiledBuilders
from ..errors import SchemaError, SchemaErrors, ToolchainMissing, Unsupported
from ..pipeline import render
from ..plan.digest import checks_digest
from ..runtime_module import runtime
from ..targets.base import ConformanceWork, SuiteGroup
from ..targets.python_native import (
    extension_command,
    extension_name,
    native_bound,
    render_c,
    template_text,
    verify_missing,
)

#: The package the bindings are generated as (what `use_native` looks for beside it).
PACKAGE = "agentproto_bindings"
#: Groups per suite extension: the suite's ~600 groups in about six C files, so that the
#: compiler's runs share the cores and no one file is the long tail.
GROUPS_PER_FILE = 110


def left_reason(left: Mapping[Any, str], root: Any) -> str | None:
    """Why the root of a group is left to Python (None: it is compiled): what the functions
    left for a reason of their own cannot express, those left only for calling them aside."""
    if root not in left:
        return None
    own = sorted({why for why in left.values() if why != c_checks.CALLS_LEFT})
    return "; ".join(own) or c_checks.CALLS_LEFT


def suite_files(
    groups: tuple[SuiteGroup, ...], resources: Mapping[str, Any], folder: Path
) -> dict[str, Any]:
    """The suite's extensions' C, written into `folder` (GROUPS_PER_FILE groups a file), and
    the table the program reads: per extension its file and digest, per group the extension,
    the module name its functions are installed under, its root's Python name, its check
    program's digest (the program compiles the group again and must find the same) and, when
    the root is left to Python, why. A group whose schema does not compile is left out: its
    cases are answered "no compiled group", and fail."""
    template = template_text()
    empty = CompiledBuilders([], [], [], [], [], [])
    table: dict[str, Any] = {"extensions": {}, "groups": {}}
    for start in range(0, len(groups), GROUPS_PER_FILE):
        package = f"agentproto_suite_{start // GROUPS_PER_FILE}"
        parts: list[c_checks.Compiled] = []
        digests: list[str] = []
        for n, group in enumerate(groups[start : start + GROUPS_PER_FILE], start):
            try:
                program, root = check_program(
                    group.group["schema"], resources=resources, format_assertion=group.formats
                )
            except (SchemaError, SchemaErrors, Unsupported):
                continue
            module = f"g{n}"
            numbers = function_numbers(program)
            names = {key: (module, f"_valid_{i}") for key, i in numbers.items()}
            compiled = c_checks.program(
                program,
                names.__getitem__,
                prefix=f"{module}_",
                first_constant=sum(len(part.constants) for part in parts),
            )
            parts.append(compiled)
            digest = checks_digest(program)
            digests.append(f"{group.id} {digest}")
            table["groups"][group.id] = {
                "extension": extension_name(package),
                "module": module,
                "root": f"_valid_{numbers[root]}",
                "digest": digest,
                "left": left_reason(compiled.left, root),
            }
        digest = hashlib.sha256("\n".join(digests).encode()).hexdigest()[:16]
        head = "The official suite's groups, compiled for the python-native conformance program"
        # the constants are made with the runtime `agentproto.compile`'s validators use
        rt = runtime().__name__
        text = render_c(c_checks.merged(parts), empty, template, head, package, digest, rt)
        source = folder / f"{extension_name(package)}.c"
        source.write_text(text, encoding="utf-8")
        table["extensions"][extension_name(package)] = {"source": str(source), "digest": digest}
    return table


def build(sources: list[Path]) -> dict[Path, Path]:
    """Each C file built into an extension beside it (`extension_command`: the strict flags,
    `-O1`), as many at once as there are cores; the built module of each. A warning or an
    error fails the whole build, quoting the compiler."""
    commands = {source: extension_command(source) for source in sources}

    def run(source: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(commands[source][0], capture_output=True, text=True, check=False)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        done = dict(zip(sources, pool.map(run, sources), strict=True))
    for source, proc in done.items():
        if proc.returncode != 0 or not commands[source][1].is_file():
            raise RuntimeError(f"the C compiler failed on {source.name}:\n{proc.stderr[-4000:]}")
    return {source: target for source, (_, target) in commands.items()}


def conformance(work: ConformanceWork) -> list[str]:
    """The python-native target's conformance hook."""
    reason = verify_missing()
    if reason is not None:
        raise ToolchainMissing(reason)
    files = render(work.schema_dir, ("python", "python-native"), PACKAGE, strict_keywords=False)
    for rel, text in files.items():
        path = work.work / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    bindings = work.work / "python"
    suite = work.work / "suite"
    suite.mkdir()
    table = suite_files(work.groups, work.resources, suite)
    own = sorted((work.work / "python-native").glob("*.c"))
    built = build([*own, *(Path(e["source"]) for e in table["extensions"].values())])
    for source in own:  # beside the package, where `use_native` imports it from
        built[source].rename(bindings / built[source].name)
    for extension in table["extensions"].values():
        extension["path"] = str(built[Path(extension["source"])])
    modules = sorted(  # the modules that bind compiled functions as they load
        p.stem
        for p in (bindings / PACKAGE).glob("*.py")
        if "rt.use_native(" in p.read_text(encoding="utf-8")
    )
    if modules:
        unbound = native_bound(bindings, modules[0])
        if unbound is not None:
            raise RuntimeError(f"the bindings did not bind their compiled validators: {unbound}")
    (work.work / "suite.json").write_text(json.dumps(table, indent=1), encoding="utf-8")
    command = [sys.executable, "-m", "agentproto.conformance.python_native_program"]
    command += ["--bindings", str(bindings), "--suite-table", str(work.work / "suite.json")]
    return command + ([str(work.suite)] if work.suite is not None else [])
