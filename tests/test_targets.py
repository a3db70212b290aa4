"""The target registry: the CLI, the pipeline and the writer know targets only through it, so a
target is one registry entry (its templates folder, emitter, naming policy and formatter)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from agentproto import pipeline
from agentproto.cli import main
from agentproto.ir.built import Built
from agentproto.shipped import templates
from agentproto.targets import registry
from agentproto.targets.base import Naming, Target
from support import SCHEMA_DIR


def test_every_target_is_registered_with_its_templates() -> None:
    assert list(registry.TARGETS) == [
        "python",
        "python-native",
        "pydantic",
        "typescript",
        "rust",
        "go",
    ]
    for name, target in registry.TARGETS.items():
        assert target.name == name
        if target.templates is not None:
            assert (templates() / target.templates).is_dir(), name
    assert registry.TARGETS["python"].templates == "python"


def test_the_cli_offers_the_registered_targets() -> None:
    result = CliRunner().invoke(main, ["generate", "--target", "nope", "--check"])
    assert result.exit_code == 2
    assert "'python', 'python-native', 'pydantic', 'typescript', 'rust', 'go'" in result.output


def test_an_unknown_target_is_named() -> None:
    with pytest.raises(
        ValueError,
        match="unknown target 'nope'; known: python, python-native, pydantic, typescript, rust, go",
    ):
        registry.target("nope")


def shout(text: str) -> str:
    return "".join(ch for ch in text.upper() if ch.isalnum())


def end_lines(files: dict[str, str]) -> dict[str, str]:
    return {path: text + "\n" for path, text in files.items()}


def test_a_new_target_is_one_registry_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """A toy target listing its type names: the pipeline builds its IR with the target's own
    naming policy, and formats its files with its own formatter."""
    seen: list[Built] = []

    def emit(built: Built, package: str, templates: Path | None) -> dict[str, str]:
        seen.append(built)
        return {
            f"toy/{m.name}.txt": " ".join(d.name for d in m.decls) for m in built.program.modules
        }

    toy = Target("toy", None, emit, Naming(shout, lambda folder: f"mod_{folder}"), end_lines)
    monkeypatch.setitem(registry.TARGETS, "toy", toy)
    files = pipeline.render(SCHEMA_DIR, ("toy",), strict_keywords=True)
    assert set(files) == {"toy/mod_agent.txt", "toy/mod_openresponses.txt"}
    assert "AGENTMESSAGE" in files["toy/mod_agent.txt"].split()
    names = [d.name for m in seen[0].program.modules for d in m.decls]
    assert names and all(name == shout(name) for name in names)
    formatted = pipeline.format_files({**files, "python/x.py": "x  =  1\n"})
    assert formatted["toy/mod_agent.txt"] == files["toy/mod_agent.txt"] + "\n"
    assert formatted["python/x.py"] == "x = 1\n"  # the python target's formatter: ruff
