"""The generator's modules import only downwards: load (with drafts) < ir < lower < passes < plan <
emit < write < compile < pipeline < validate, conformance, diff, docs < cli, over a base of shared
helpers (errors, the shipped files, patterns, the runtime the generator runs itself). Read from
the source with `ast`, lazy imports inside functions included; imports under `if TYPE_CHECKING:`
are for annotations only and may go anywhere but still must not form a cycle with real
imports."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from support import ROOT

PACKAGE = ROOT / "generator" / "agentproto"

# Layer of each top-level module or sub-package of `agentproto`, lowest first. A module may
# import from its own layer and any below.
LAYERS: list[set[str]] = [
    {
        "errors",
        "shipped",
        "patterns",
        "regex",
        "regex_guard",
        "regex_nfa",
        "runtime_module",
        "cache",
    },
    {"load", "drafts"},
    {"ir"},
    {"lower"},
    {"passes"},
    {"plan"},
    {"dialects"},
    {"emit"},
    {"targets", "write"},
    {"compile", "go_compile"},
    {"pipeline"},
    {"validate", "conformance", "diff", "bundle", "docs"},
    {"engines"},  # validate and convert on Spark and Ray: the local engine's code, spread
    {"cli", "__init__"},
]
LAYER = {unit: i for i, units in enumerate(LAYERS) for unit in units}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def unit(module: str) -> str:
    """The layer unit of `agentproto.x.y`: `x` (the package itself is `__init__`)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def type_checking_lines(tree: ast.Module) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                for sub in ast.walk(inner):
                    if hasattr(sub, "lineno"):
                        lines.add(sub.lineno)
    return lines


def imports(path: Path) -> list[tuple[str, int, bool]]:
    here = module_name(path)
    return imports_of(path.read_text(encoding="utf-8"), here, path.name == "__init__.py")


def imports_of(source: str, here: str, is_package: bool) -> list[tuple[str, int, bool]]:
    """(imported agentproto name, line, only for type checking) of every import in `source`,
    the text of module `here`; `from m import n` gives `m.n` (n may be a module or not)."""
    tree = ast.parse(source)
    package = here if is_package else here.rpartition(".")[0]
    typing_only = type_checking_lines(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names = [f"{target}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        for name in names:
            if name == "agentproto" or name.startswith("agentproto."):
                found.append((name, node.lineno, node.lineno in typing_only))
    return found


SOURCES = sorted(PACKAGE.rglob("*.py"))


def test_every_unit_has_a_layer() -> None:
    units = {unit(module_name(p)) for p in SOURCES}
    assert units - LAYER.keys() == set()


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_go_down_only(path: Path) -> None:
    mine = unit(module_name(path))
    upward = [
        f"line {line}: {target}"
        for target, line, _ in imports(path)
        if LAYER[unit(target)] > LAYER[mine]
    ]
    assert upward == [], f"{mine} (layer {LAYER[mine]}) imports from above"


def test_no_import_cycles() -> None:
    """No cycle among modules, lazy imports included (TYPE_CHECKING ones too)."""
    modules = {module_name(p): p for p in SOURCES}

    def resolve(name: str) -> str | None:
        while name and name not in modules:  # `from .x import f` names x.f: x is the module
            name = name.rpartition(".")[0]
        return name or None

    graph = {
        m: {t for name, _, _ in imports(p) if (t := resolve(name)) is not None and t != m}
        for m, p in modules.items()
    }
    # a package's `__init__` importing its own modules is how packages work, not a cycle
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(m: str, stack: list[str]) -> None:
        state[m] = 1
        for t in sorted(graph[m]):
            if state.get(t) == 1:
                cycles.append(stack[stack.index(t) :] + [t])
            elif t not in state:
                visit(t, stack + [t])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])
    assert cycles == []


def test_the_reader_sees_relative_absolute_and_lazy_imports() -> None:
    """So that the tests above can fail."""
    text = (
        "from typing import TYPE_CHECKING\n"
        "from ..emit import jinja\n"
        "if TYPE_CHECKING:\n"
        "    from .tags import x\n"
        "def f():\n"
        "    import agentproto.cli\n"
        "    from .. import load\n"
    )
    found = imports_of(text, "agentproto.passes.probe", is_package=False)
    assert found == [
        ("agentproto.emit.jinja", 2, False),
        ("agentproto.passes.tags.x", 4, True),
        ("agentproto.cli", 6, False),
        ("agentproto.load", 7, False),
    ]
    assert [LAYER[unit(name)] > LAYER["passes"] for name, _, _ in found] == [
        True,
        False,
        True,
        False,
    ]
