"""Making the canonical schemas' validators that `agentproto validate` ships ready-made
(`agentproto.validate.prebuilt` reads them): `python -m agentproto.validate.prebuild` compiles
every document entity of the canonical schemas and writes the modules, the runtime and the index
into the package. A module of its own, as it needs the catalog that reads them."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from .prebuilt import (
    _FOLDER,
    _GENERATOR,
    NOT_SHAPING,
    PLANS_FILE,
    RUNTIME_TEMPLATE,
    fingerprint,
    plans_fingerprint,
)


def write(folder: Path = _FOLDER) -> list[str]:
    """Compile every document entity of the canonical schemas (the entities `validate` detects,
    stream unions included) and write the modules, the runtime and the index into `folder`.
    Returns the entity names. Files of the folder it does not write again are removed."""
    from ..compile import compile_schema
    from ..runtime_module import template_environment
    from ..shipped import canonical_schemas
    from .catalog import Catalog

    schema_dir = canonical_schemas()
    catalog = Catalog(schema_dir, prebuilt=False)
    files: dict[str, str] = {}
    shapes = {entry.name: catalog.shape_data(entry) for entry in catalog.documents}
    entities: dict[str, tuple[str, str, str, str, str]] = {}
    for i, entry in enumerate(sorted(catalog.documents, key=lambda e: e.name)):
        resources = {uri: catalog._contents(uri) for uri in catalog._reachable(entry.uri)}
        made = compile_schema({"$ref": entry.uri}, resources=resources)
        name = f"v{i}_{re.sub(r'[^0-9a-zA-Z]+', '_', entry.name)}"
        closure = made.closure
        entities[entry.uri] = (
            name,
            made.valid.__name__,
            made.check.__name__,
            closure[0].__name__ if closure else "",
            closure[1] if closure else "",
        )
        files[f"{name}.py"] = _module(entry.name, made.source)
    runtime = template_environment("python").get_template("runtime.py.j2").render(header="")
    files["_runtime.py"] = f"{HEADER}# The runtime the validators run on.\n\n{runtime}"
    # what compiling read: the generator modules loaded now, and the runtime template
    generator = _loaded()
    generator.append(RUNTIME_TEMPLATE)
    files["__init__.py"] = (
        f"{HEADER}# The validators of the canonical schemas, built ahead of time (see "
        "agentproto/validate/prebuilt.py).\n\n"
        f"FINGERPRINT = {fingerprint(schema_dir, generator)!r}\n"
        f"GENERATOR_FILES = {tuple(generator)!r}\n"
        f"ENTITIES = {entities!r}\n"
        f"SHAPES = {shapes!r}\n"
    )
    folder.mkdir(exist_ok=True)
    for stale in folder.glob("*.py"):
        if stale.name not in files:
            stale.unlink()
    for rel, text in files.items():
        (folder / rel).write_text(text)
    import subprocess

    # formatted as the rest of the package is, so that formatting it changes nothing
    subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "format",
            "--quiet",
            "--isolated",
            "--line-length",
            "100",
            str(folder),
        ],
        check=True,
    )
    return [e.name for e in catalog.documents]


def _loaded() -> list[str]:
    """The generator modules loaded now (what has shaped what was made so far)."""
    return sorted(
        Path(str(module.__file__)).resolve().relative_to(_GENERATOR.resolve()).as_posix()
        for name, module in list(sys.modules.items())
        if name.startswith("agentproto.")
        and not name.startswith(("agentproto.validate", "agentproto.cli"))
        and name not in NOT_SHAPING
        and getattr(module, "__file__", None)
        and Path(str(module.__file__)).resolve().is_relative_to(_GENERATOR.resolve())
    )


def write_plans(target: Path = PLANS_FILE) -> list[str]:
    """The dialect plans of the canonical schemas (what `convert` and `validate --dialect`
    run), written as JSON into `target` with the fingerprint of what made them, so that those
    commands start without reading the declarations, the schemas they walk, or YAML. Returns
    the dialect names."""
    import json

    from ..dialects import load_dialects
    from ..load import load
    from ..shipped import canonical_schemas, templates

    schema_dir = canonical_schemas()
    hooks = templates() / "python" / "_dialect_hooks.py"
    from .dialects import _module
    from .native import compact

    plans = {d.name: d.plan() for d in load_dialects(load(schema_dir), hooks)}
    engine, hooked = _module("_dialects"), _module("_dialect_hooks").HOOKS
    compacts = {name: compact(engine.Converter(plan, hooked)) for name, plan in plans.items()}
    generator = _loaded()  # (every module loaded so far: the plans' makers among them)
    shipped = {
        "fingerprint": plans_fingerprint(schema_dir, generator),
        "generator": generator,
        "plans": plans,
        "compact": compacts,
    }
    target.write_text(json.dumps(shipped, ensure_ascii=False) + "\n")
    return sorted(plans)


HEADER = (
    "# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.\n"
    "# ruff: noqa\n"
    "# mypy: ignore-errors\n"
)


def _module(entity: str, source: str) -> str:
    return (
        f"{HEADER}# The validator of {entity}, as agentproto.compile makes it.\n\n"
        "from . import _runtime as rt\n"
        "from ._runtime import Problem\n\n"
        f"{source}"
    )


if __name__ == "__main__":
    # the generator files recorded are the modules compiling loaded, so this runs in a process
    # of its own; a folder may be named (the tests write into a scratch one)
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else _FOLDER
    names = write(folder)
    print(f"wrote the validators of {len(names)} entities into {folder}")
    # the plans beside them (a scratch folder: into it too)
    plans = write_plans(folder / PLANS_FILE.name if len(sys.argv) > 1 else PLANS_FILE)
    print(f"wrote the plans of {len(plans)} dialects")
