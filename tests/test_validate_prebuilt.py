"""The canonical schemas' validators that `agentproto validate` ships ready-made
(`agentproto.validate.canonical`): they are what compiling makes today, they answer as the
compiled ones do, they are used only while the files they were made from are unchanged, and with
them the command starts without the compiler."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from agentproto.validate import prebuilt
from agentproto.validate.catalog import Catalog
from support import SCHEMA_DIR, fixtures

SHIPPED = Path(prebuilt.__file__).parent / "canonical"


def test_the_shipped_validators_are_what_compiling_makes_today(tmp_path: Path) -> None:
    made = tmp_path / "canonical"
    # in a process of its own, as scripts/generate runs it: what it records of the generator is
    # the modules compiling loads, which this process (other tests loaded more) cannot tell
    subprocess.run([sys.executable, "-m", "agentproto.validate.prebuild", str(made)], check=True)
    names = sorted(p.name for p in made.glob("*.py"))
    assert names == sorted(p.name for p in SHIPPED.glob("*.py")), (
        "run python -m agentproto.validate.prebuild"
    )
    stale = [n for n in names if (made / n).read_text() != (SHIPPED / n).read_text()]
    assert not stale, f"stale: {stale}; run python -m agentproto.validate.prebuild"


@pytest.mark.parametrize("strict", [False, True])
def test_shipped_and_compiled_validators_agree_on_every_example(strict: bool) -> None:
    shipped = Catalog(SCHEMA_DIR, strict=strict)
    compiled = Catalog(SCHEMA_DIR, strict=strict, prebuilt=False)
    pairs = [(e.name, shipped.validator(e), compiled.validator(e)) for e in shipped.documents]
    # strict: the shipped validator, taking the reading's notes as known (`NotesKnown`)
    assert all(type(getattr(ours, "inner", ours)) is prebuilt.Prebuilt for _, ours, _ in pairs)
    checked = 0
    for fixture in fixtures():
        doc = json.loads(fixture.path.read_text())
        for name, ours, theirs in pairs:
            assert ours.is_valid(doc) == theirs.is_valid(doc), (fixture.path, name)
            mine = [(p.pointer, p.keyword, p.message, p.schema) for p in ours.errors(doc)]
            other = [(p.pointer, p.keyword, p.message, p.schema) for p in theirs.errors(doc)]
            assert mine == other, (fixture.path, name)
            checked += 1
    assert checked > 1000


def test_shapes_shipped_are_the_shapes_read_from_the_schemas() -> None:
    shipped, compiled = Catalog(SCHEMA_DIR), Catalog(SCHEMA_DIR, prebuilt=False)
    assert shipped.shipped is not None and shipped.shipped.shapes
    for entry in compiled.documents:
        a, b = shipped.shapes[entry.name], compiled.shapes[entry.name]
        assert (a.tags, a.required, a.declared) == (b.tags, b.required, b.declared), entry.name
        assert {p: [x.pattern for x in v] for p, v in a.patterns.items()} == {
            p: [x.pattern for x in v] for p, v in b.patterns.items()
        }


def test_an_edited_schema_is_compiled_not_answered_from_the_stale_ones(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "schema"
    shutil.copytree(SCHEMA_DIR, copy)
    from agentproto import shipped as shipped_module

    monkeypatch.setattr(shipped_module, "canonical_schemas", lambda: copy)
    assert Catalog(copy).shipped.index  # type: ignore[union-attr]  # the same bytes: used
    text = copy / "agent" / "text_block.json"
    schema = json.loads(text.read_text())
    schema["properties"]["text"]["maxLength"] = 3
    text.write_text(json.dumps(schema))
    catalog = Catalog(copy)
    assert catalog.shipped is not None and not catalog.shipped.index
    message = catalog.by_name["agent/agent_message"]
    doc = {"role": "user", "content": [{"type": "text", "text": "four"}]}
    assert not catalog.validator(message).is_valid(doc)  # the edit holds
    assert type(catalog.validator(message)).__name__ == "Validator"


def test_validating_one_file_starts_without_the_compiler(tmp_path: Path) -> None:
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"role": "user", "content": "hi"}))
    program = (
        "import sys\n"
        "from agentproto.cli import main\n"
        "try:\n"
        f"    main(['validate', {str(one)!r}])\n"
        "except SystemExit as exit:\n"
        "    code = exit.code\n"
        "print(code, sorted(m for m in sys.modules if m.startswith(('agentproto', 'jinja2',"
        " 'multiprocessing', 'yaml'))))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, check=True
    )
    code, _, loaded = proc.stdout.strip().partition(" ")
    assert code == "0", proc.stderr
    for heavy in ("agentproto.compile", "agentproto.emit", "agentproto.lower", "jinja2", "yaml"):
        assert f"'{heavy}" not in loaded, (heavy, loaded)
    assert "'multiprocessing'" not in loaded
    assert "agentproto.validate.canonical.v" in loaded  # a shipped validator answered
