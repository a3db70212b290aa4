"""The python-native target: the Python bindings' fast validators, builders and JSON reader
compiled to a C extension (`emit/c_checks.py`, `emit/c_builders.py`, template `templates/python_native/native.c.j2`), an optional companion of
the `python` target. The Python modules use it when it is importable and was made from the same
check program (a digest both carry), and stay pure Python otherwise or with
`AGENTPROTO_NATIVE=0`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..ir.built import Built
from ..ir.checks import CheckProgram, FunctionKey
from ..plan.digest import checks_digest
from .base import Capabilities, Target
from .python import NAMING

if TYPE_CHECKING:  # the emitter is imported when the target renders, not at start-up
    from ..emit.c_builders import CompiledBuilders
    from ..emit.c_checks import Compiled

TEMPLATES = "python_native"  # templates/python_native/, packaged as agentproto/templates/...
#: Flags the generated C compiles clean with (its strict check).
STRICT_FLAGS = ("-Wall", "-Wextra", "-Werror")


def extension_name(package: str) -> str:
    """The extension module beside the package: `agentproto_bindings` ->
    `agentproto_bindings_native` (a top-level module, so that it installs on its own)."""
    return package.replace(".", "_") + "_native"


def emit(built: Built, package: str, templates: Path | None) -> dict[str, str]:
    from ..cache import memo
    from ..emit import c_builders
    from ..emit.package import schema_version
    from ..emit.python import PythonEmitter, function_names, header

    # the names the Python modules give the functions the C code stands for
    fn_module, fn_names = function_names(built.program, built.checks)
    python_names = {
        fn.key: (fn_module[fn.key], f"_valid_{fn_names[fn.key]}") for fn in built.checks.functions
    }
    # the builders stand for the modules' `_build_*` functions, as the Python emitter reads
    # the types; made here, outside the memo, and a plain argument of it
    builders = c_builders.program(
        PythonEmitter(built.program, built.checks, package, templates, "python")
    )
    template = template_text(templates)
    module = extension_name(package)
    sources = sorted(s for m in built.program.modules for s in m.sources)
    head = (
        header(", ".join(sources) if len(sources) <= 3 else f"{len(sources)} schemas")
        .replace("# ", "")
        .replace("*/", "* /")
        .replace("\n", "\n * ")
    )
    # the C text is a function of these arguments alone (the template's text among them), and
    # a description edit changes none of them: made once for them
    text = memo(
        "memo_native_c", native_c, built.checks, python_names, builders, template, head, package
    )
    return {
        f"python-native/{module}.c": text,
        "python-native/setup.py": SETUP.format(module=module),
        "python-native/pyproject.toml": PYPROJECT.format(
            distribution=module.replace("_", "-"), version=schema_version(built.schemas)
        ),
    }


def template_text(templates: Path | None = None) -> str:
    """The text of `native.c.j2` (from `templates`, a templates root, or the shipped ones)."""
    from ..emit.jinja import environment

    env = environment(TEMPLATES, templates)
    assert env.loader is not None
    text, _, _ = env.loader.get_source(env, "native.c.j2")
    return text


def native_c(
    checks: CheckProgram,
    python_names: dict[FunctionKey, tuple[str, str]],
    builders: CompiledBuilders,
    template: str,
    head: str,
    package: str,
) -> str:
    """The extension's C: the check program compiled (`python_names`: the Python module and
    function each C function stands for) and the builders, through the text of `native.c.j2`."""
    from ..emit import c_checks

    compiled = c_checks.program(checks, python_names.__getitem__)
    digest = checks_digest(checks)
    return render_c(compiled, builders, template, head, package, digest)


def render_c(
    compiled: Compiled,
    builders: CompiledBuilders,
    template: str,
    head: str,
    package: str,
    digest: str,
    runtime: str | None = None,
) -> str:
    """`native.c.j2`'s text rendered: the compiled checks and builders, the module named after
    `package` (`extension_name`), `DIGEST` the digest the Python side asks for; the constants
    are made with the module `runtime` as `rt` (default: the package's own `_runtime`)."""
    from ..emit import c_checks
    from ..emit.jinja import environment

    env = environment(TEMPLATES)
    env.filters["c_string"] = c_checks.c_string
    return env.from_string(template).render(
        header=head,
        package=package,
        module_name=extension_name(package),
        runtime=c_checks.c_string(runtime or f"{package}._runtime"),
        exact_int=c_checks.EXACT_INT,
        constants=[c_checks.c_string(source) for source in compiled.constants],
        interned=[int(i in compiled.interned) for i in range(len(compiled.constants))],
        functions=compiled.functions,
        entries=compiled.entries,
        builders=builders,
        digest=digest,
    )


SETUP = '''"""Builds the compiled validators (a C compiler and the Python headers are needed)."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("{module}", ["{module}.c"], extra_compile_args=["-O2"])])
'''

PYPROJECT = """# Generated by agentproto: the compiled validators of the Python bindings (optional).
[build-system]
requires = ["setuptools>=77"]
build-backend = "setuptools.build_meta"

[project]
name = "{distribution}"
version = "{version}"
description = "Compiled validators for the bindings agentproto generates (optional)"
requires-python = ">=3.11"
"""


def _unchanged(files: dict[str, str]) -> dict[str, str]:
    return files


def c_compiler() -> str | None:
    """The C compiler the extension's build would use (`CC`, else cc or gcc from PATH)."""
    import os
    import shutil

    chosen = os.environ.get("CC")
    return shutil.which(chosen) if chosen else (shutil.which("cc") or shutil.which("gcc"))


def extension_command(source: Path, optimise: str = "-O1") -> tuple[list[str], Path]:
    """The command building the extension of the C file `source` as its strict check asks
    (`STRICT_FLAGS`: not one warning), against this Python's headers, and the module it writes
    beside `source` (named as this Python loads extensions). At `-O1` by default: the warnings
    that need the optimiser's analysis already show there, in a fraction of `-O2`'s time on
    large sets. Raises ToolchainMissing when there is no C compiler or no Python headers."""
    import sysconfig

    from ..errors import ToolchainMissing

    compiler, reason = c_compiler(), verify_missing()
    if compiler is None or reason is not None:
        raise ToolchainMissing(reason or "no C compiler")
    target = source.with_name(source.stem + str(sysconfig.get_config_var("EXT_SUFFIX")))
    include = sysconfig.get_paths()["include"]
    command = [compiler, "-shared", "-fPIC", optimise, *STRICT_FLAGS, f"-I{include}"]
    return [*command, str(source), "-o", str(target)], target


def native_bound(bindings: Path, module: str) -> str | None:
    """None when the Python bindings in `bindings` bind the compiled validators beside them as
    `module` loads (`_runtime.use_native`: only an extension made from the same check program
    is bound, and binding it puts its JSON reader in the runtime's `parse_json`, a Python
    function otherwise); else what happened. Asked in a process of its own, as a user's
    program would load them."""
    import os
    import subprocess
    import sys

    program = (
        "import importlib, sys\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "importlib.import_module('agentproto_bindings.' + sys.argv[2])\n"
        "from agentproto_bindings import _runtime\n"
        "bound = _runtime._native and not hasattr(_runtime.parse_json, '__code__')\n"
        "print('bound' if bound else 'pure Python')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program, str(bindings), module],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "AGENTPROTO_NATIVE": "1"},
    )
    if done.returncode != 0:
        return (done.stderr.strip().splitlines() or ["failed"])[-1]
    return None if done.stdout.strip() == "bound" else "the compiled validators were not bound"


def verify_missing() -> str | None:
    import sysconfig

    if c_compiler() is None:
        return "no C compiler (cc) on PATH: the python-native target is C"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").is_file():
        return "the Python headers (Python.h) are not installed: the python-native target is C"
    return None


def verify(folder: Path) -> None:
    """The extension's C compiles under its strict flags against this Python's headers
    (`-fsyntax-only`: the proof, without the seconds an optimised build takes)."""
    import sysconfig

    from .verify import Uncompiled, run_checker

    compiler = c_compiler()
    if compiler is None:
        raise Uncompiled(verify_missing() or "no C compiler")
    include = sysconfig.get_paths()["include"]
    for source in sorted(folder.glob("*.c")):
        command = [compiler, "-fsyntax-only", *STRICT_FLAGS, f"-I{include}"]
        run_checker([*command, f"{folder.name}/{source.name}"], folder.parent, folder, "c")


def verify_identity() -> list[bytes]:
    """The C compiler and the Python headers the proof compiles against."""
    import sysconfig

    from ..cache import executable_parts

    headers = str(Path(sysconfig.get_paths()["include"]) / "Python.h")
    return [*executable_parts(c_compiler() or "cc"), *executable_parts(headers)]


#: What its conformance program leaves to the python target's: the extension compiles the
#: validators and builders, and a fold, a behaviour or a dialect engine is the Python modules'
#: own code around them (their validators are held to every example and suite case already).
LEAVES = {
    "fold": "the folds and behaviours are the Python bindings' own code, not compiled",
    "dialect": "the dialect engine is the Python bindings' own code, not compiled",
}

PYTHON_NATIVE = Target(
    "python-native",
    TEMPLATES,
    emit,
    NAMING,
    _unchanged,
    "agentproto.conformance.python_native:conformance",
    capabilities=Capabilities(format_assertion=True, strict_profile=True, untyped_unions=True),
    conformance_leaves=LEAVES,
    verify=verify,
    verify_missing=verify_missing,
    verify_identity=verify_identity,
    label="Python (compiled)",
)
