"""The pydantic target after a description edit: the edited files' modules are relabelled (each
old text replaced by its new one) when that is known to be exact, else remade from the edited
files and what they reference, and the result is what a run over the whole folder gives; any
other edit, or any doubt, remakes the whole folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from agentproto.pipeline import render

LONG = "The name a person goes by, as they spell it themselves"


def write(path: Path, document: dict[str, Any]) -> None:
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")


@pytest.fixture
def schemas(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))
    root = tmp_path / "schema"
    (root / "people").mkdir(parents=True)
    write(
        root / "people" / "name.json",
        {"title": "Name", "description": LONG, "type": "string", "maxLength": 40},
    )
    write(
        root / "people" / "person.json",
        {
            "title": "Person",
            "description": "Somebody the agent works for, with the name they gave",
            "type": "object",
            "properties": {
                "name": {"$ref": "name.json", "description": "What they are called here today"},
                "age": {"type": "integer", "minimum": 0},
            },
            "required": ["name"],
        },
    )
    write(
        root / "people" / "team.json",
        {
            "title": "Team",
            "description": "People who work together on one project at a time",
            "type": "object",
            "properties": {"members": {"type": "array", "items": {"$ref": "person.json"}}},
        },
    )
    return root


def remade_from(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The schema folders datamodel-code-generator is run on, as they are run."""
    from agentproto.emit import pydantic

    roots: list[Path] = []
    real = pydantic.folder_models

    def counting(root: Path, folder: str, subpackage: str) -> dict[str, str]:
        roots.append(root)
        return real(root, folder, subpackage)

    monkeypatch.setattr(pydantic, "folder_models", counting)
    return roots


def without_cache(schemas: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    with monkeypatch.context() as scoped:
        scoped.setenv("AGENTPROTO_CACHE_DIR", "")
        return render(schemas, ("pydantic",))


def edit(path: Path, change: Any) -> None:
    document = json.loads(path.read_text(encoding="utf-8"))
    change(document)
    write(path, document)


def test_a_description_edit_relabels_its_module_without_running_the_tool(
    schemas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roots = remade_from(monkeypatch)
    first = render(schemas, ("pydantic",))
    assert roots == [schemas]
    text = 'Edited: the agent\'s "client"'  # quotes are written as they are in a docstring
    edit(schemas / "people" / "person.json", lambda d: d.update(description=text))
    edited = render(schemas, ("pydantic",))
    assert roots == [schemas]  # not run again
    assert edited == without_cache(schemas, monkeypatch) != first
    assert text in edited["pydantic/agentproto_pydantic/people/person.py"]


@pytest.mark.parametrize(
    "change",
    [
        # the tool escapes a backslash: the text it writes is not the schema's
        pytest.param(lambda d: d.update(description="Edited: a \\ client"), id="escaped"),
        # a text the models already show: the tool may take two models for one
        pytest.param(lambda d: d.update(description=LONG), id="shown elsewhere"),
    ],
)
def test_a_description_edit_not_known_exactly_remakes_its_file_and_what_it_references(
    schemas: Path, monkeypatch: pytest.MonkeyPatch, change: Any
) -> None:
    roots = remade_from(monkeypatch)
    first = render(schemas, ("pydantic",))
    edit(schemas / "people" / "person.json", change)
    edited = render(schemas, ("pydantic",))
    assert len(roots) == 2 and roots[1] != schemas  # a part of the folder, not the folder
    assert edited == without_cache(schemas, monkeypatch) != first


def test_one_place_of_a_text_held_twice_edited_remakes_its_file_and_what_it_references(
    schemas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    twice = "Somebody the agent works for, with the name they gave"
    edit(
        schemas / "people" / "person.json",
        lambda d: d["properties"]["age"].update(description=twice),
    )
    first = render(schemas, ("pydantic",))
    roots = remade_from(monkeypatch)
    edit(schemas / "people" / "person.json", lambda d: d.update(description="Edited: a client"))
    edited = render(schemas, ("pydantic",))
    assert len(roots) == 1 and roots[0] != schemas
    assert edited == without_cache(schemas, monkeypatch) != first


@pytest.mark.parametrize(
    ("description", "change"),
    [
        pytest.param(LONG, lambda d: d.update(maxLength=41), id="a constraint"),
        pytest.param(LONG, lambda d: d.pop("description"), id="a description removed"),
        # an old text this short cannot be looked for in the modules kept
        pytest.param("Tiny", lambda d: d.update(description="Short"), id="a short text"),
    ],
)
def test_any_other_edit_remakes_the_whole_folder(
    schemas: Path, monkeypatch: pytest.MonkeyPatch, description: str, change: Any
) -> None:
    edit(schemas / "people" / "name.json", lambda d: d.update(description=description))
    render(schemas, ("pydantic",))
    roots = remade_from(monkeypatch)
    edit(schemas / "people" / "name.json", change)
    edited = render(schemas, ("pydantic",))
    assert roots == [schemas]
    assert edited == without_cache(schemas, monkeypatch)


def test_an_old_text_shown_in_a_module_kept_remakes_the_whole_folder(
    schemas: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """person.json's field shows its own description; with none, a model may show the one of
    the schema it references: the old text is then looked for, and found, outside name.py."""
    edit(
        schemas / "people" / "person.json",
        lambda d: d["properties"]["name"].update(description=LONG),
    )
    render(schemas, ("pydantic",))
    roots = remade_from(monkeypatch)
    edit(schemas / "people" / "name.json", lambda d: d.update(description=LONG + ", edited"))
    edited = render(schemas, ("pydantic",))
    assert roots == [schemas]
    assert edited == without_cache(schemas, monkeypatch)
