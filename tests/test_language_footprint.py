"""What a language costs: its own files, one registry entry, and nothing else. No module of the
generator outside a language's own files imports them or names the language, so the reference
site, the diff's report, the conformance table and the pipeline learn of a language only
through its `Target` (its speller, its breaks, its capabilities, its conformance hook). Python
is the exception by design: it is the reference every target is compared with and the
language the generator itself runs (`validate` runs the Python bindings' runtime)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from agentproto.targets.registry import TARGETS
from support import ROOT

PACKAGE = ROOT / "generator" / "agentproto"

#: Each language's own files (paths under generator/agentproto, as patterns), besides its
#: templates folder: its target, its emitters, its conformance hook.
OWN = {
    "typescript": r"(targets/typescript|emit/typescript\w*|conformance/typescript\w*)\.py",
    "rust": r"(targets/rust|emit/rust\w*|conformance/rust\w*)\.py",
    "go": r"(targets/go|emit/go\w*|conformance/go\w*|go_compile)\.py",
    "python-native": r"(targets/python_native|emit/c_\w+|conformance/python_native\w*)\.py",
    "pydantic": r"(targets/pydantic|emit/pydantic)\.py",
}

#: Where a language is named outside its own files, and why that cannot be declared.
ALLOWED = {
    ("go", "cli.py"): "`--go-module` is an option of the CLI, defined before any target loads "
    "(the CLI imports no target at start-up)",
}


def own_modules(language: str) -> set[str]:
    pattern = re.compile(OWN[language])
    return {
        p.relative_to(PACKAGE).as_posix()
        for p in PACKAGE.rglob("*.py")
        if pattern.fullmatch(p.relative_to(PACKAGE).as_posix())
    }


def dotted(path: str) -> str:
    return "agentproto." + path.removesuffix(".py").replace("/", ".")


def named_in(path: Path, language: str, modules: set[str]) -> list[str]:
    """Where the module at `path` imports one of `modules` or names `language` as a string."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = dotted(path.relative_to(PACKAGE).as_posix()).rpartition(".")[0]
    wanted = {dotted(m) for m in modules}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = here.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            names = {base, *(f"{base}.{a.name}" for a in node.names)}
            if names & wanted:
                found.append(f"line {node.lineno}: imports {min(names & wanted)}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in wanted:
                    found.append(f"line {node.lineno}: imports {alias.name}")
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and (node.value == language or node.value.startswith(f"agentproto.{language}"))
        ):
            found.append(f"line {node.lineno}: names {node.value!r}")
    return found


@pytest.mark.parametrize("language", sorted(OWN))
def test_a_language_is_named_by_its_own_files_and_the_registry_only(language: str) -> None:
    assert language in TARGETS
    modules = own_modules(language)
    assert any(m.startswith("targets/") for m in modules), modules
    places = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel in modules or rel == "targets/registry.py" or (language, rel) in ALLOWED:
            continue
        if rel.startswith("validate/canonical/"):  # generated validators: no generator code
            continue
        found = named_in(path, language, modules)
        if found:
            places[rel] = found
    assert not places, f"{language} is named outside its own files: {places}"


def test_every_allowance_is_still_needed() -> None:
    """A listed place that no longer names its language fails, so the list stays true."""
    for language, rel in ALLOWED:
        assert named_in(PACKAGE / rel, language, own_modules(language)), (language, rel)


def test_what_adding_a_language_costs_is_what_the_design_notes_say() -> None:
    """docs/DESIGN.md counts the cost on this tree: the files a language has here, and the
    existing files it touches (the registry, and the places listed above)."""
    design = " ".join((ROOT / "docs" / "DESIGN.md").read_text(encoding="utf-8").split())
    go = own_modules("go")
    assert f"{len(go)} modules of its own" in design, sorted(go)
    assert f"{1 + sum(1 for lang, _ in ALLOWED if lang == 'go')} existing files" in design


def test_every_break_a_target_declares_is_a_kind_the_diff_knows() -> None:
    """`agentproto diff` asks a target for the kinds of `BREAK_KINDS` alone: a sentence under
    another key would never be printed."""
    from agentproto.targets.base import BREAK_KINDS

    for name, target in TARGETS.items():
        assert set(target.breaks or {}) <= set(BREAK_KINDS), name
        assert target.speller is None or target.label, name
