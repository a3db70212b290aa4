"""What a user meets outside this repository's layout: flat schema folders, relative `$id`s,
referenced documents that live elsewhere, a missing formatter, and the package metadata of
what is generated."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import agentproto
from agentproto.cli import main
from support import ROOT

AGENTPROTO = Path(sys.executable).parent / "agentproto"
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def run(*args: str | Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [AGENTPROTO, *map(str, args)],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        env={"NO_COLOR": "1", "PATH": "/usr/bin:/bin", "AGENTPROTO_VERIFY": "0"},
    )


def write(path: Path, value: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value))
    return path


@pytest.fixture
def relative_ids(tmp_path: Path) -> Path:
    """A flat schema set whose `$id`s are relative, one referencing the other by that `$id`."""
    write(
        tmp_path / "s" / "user.json",
        {
            "$schema": DIALECT,
            "$id": "user.json",
            "title": "User",
            "type": "object",
            "required": ["name"],
            "properties": {
                "name": {"type": "string"},
                "email": {"type": "string", "format": "email"},
                "address": {"$ref": "address.json"},
            },
        },
    )
    write(
        tmp_path / "s" / "address.json",
        {
            "$schema": DIALECT,
            "$id": "address.json",
            "title": "Address",
            "type": "object",
            "properties": {"city": {"type": "string"}},
        },
    )
    return tmp_path / "s"


def test_a_flat_schema_folder_generates_every_target(relative_ids: Path, tmp_path: Path) -> None:
    made = run("generate", "--schema-dir", relative_ids, "--out-dir", "out", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    models = tmp_path / "out" / "pydantic" / "agentproto_pydantic" / "schemas"
    assert "EmailStr" in (models / "user.py").read_text()
    # pydantic imports email-validator for EmailStr: the generated package declares it
    metadata = (tmp_path / "out" / "pydantic" / "pyproject.toml").read_text()
    assert '"pydantic>=2", "email-validator>=2"' in metadata
    python = (tmp_path / "out" / "python" / "pyproject.toml").read_text()
    assert "[tool.ruff]\nline-length = 100" in python


def test_pydantic_metadata_needs_no_email_validator_without_email(tmp_path: Path) -> None:
    write(
        tmp_path / "s" / "a.json",
        {
            "$schema": DIALECT,
            "title": "A",
            "type": "object",
            "properties": {"x": {"type": "string"}},
        },
    )
    made = run("generate", "--schema-dir", "s", "--out-dir", "out", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    assert "email-validator" not in (tmp_path / "out" / "pydantic" / "pyproject.toml").read_text()


def test_files_beside_folders_make_one_pydantic_sub_package(tmp_path: Path) -> None:
    write(tmp_path / "s" / "top.json", {"$schema": DIALECT, "type": "string"})
    write(tmp_path / "s" / "sub" / "inner.json", {"$schema": DIALECT, "type": "string"})
    made = run("generate", "--schema-dir", "s", "--out-dir", "out", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    package = tmp_path / "out" / "pydantic" / "agentproto_pydantic"
    assert (package / "schemas" / "top.py").is_file()
    assert (package / "schemas" / "sub" / "inner.py").is_file()
    assert not (package / "sub").exists()  # the sub-folder modelled once, inside


def test_validate_resolves_relative_ids(relative_ids: Path, tmp_path: Path) -> None:
    write(tmp_path / "good.json", {"name": "a", "address": {"city": "x"}})
    write(tmp_path / "bad.json", {"name": "a", "address": {"city": 3}})
    assert run("validate", "--schema-dir", relative_ids, "good.json", cwd=tmp_path).returncode == 0
    bad = run(
        "validate", "--schema-dir", relative_ids, "--entity", "user", "bad.json", cwd=tmp_path
    )
    assert bad.returncode == 1, bad.stderr
    assert "bad.json: /address/city: expected string, found integer" in bad.stdout


def test_the_lone_root_is_taken_only_for_what_it_requires(
    relative_ids: Path, tmp_path: Path
) -> None:
    # the one root among the set's schemas: taken when the document has what it requires
    write(tmp_path / "user.json", {"name": "a", "email": 3})
    proc = run("validate", "--schema-dir", relative_ids, "user.json", cwd=tmp_path)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "user.json: /email: " in proc.stdout and "(user" in proc.stdout
    # not otherwise: it might be a document of the schema the root references, so the
    # candidate is named and --entity asked for, never assumed
    write(tmp_path / "doc.json", {"nom": "a"})
    proc = run("validate", "--schema-dir", relative_ids, "doc.json", cwd=tmp_path)
    assert "pass --entity" in proc.stdout and "user (name)" in proc.stdout
    proc = run(
        "validate", "--schema-dir", relative_ids, "--entity", "user", "doc.json", cwd=tmp_path
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert 'doc.json: /: missing required property "name" (user' in proc.stdout


def test_validate_takes_referenced_documents_as_resources(tmp_path: Path) -> None:
    money = "https://example.com/common.json"
    write(
        tmp_path / "s" / "order.json",
        {
            "$schema": DIALECT,
            "$id": "https://example.com/order.json",
            "type": "object",
            "properties": {"price": {"$ref": f"{money}#/$defs/money"}},
        },
    )
    write(
        tmp_path / "elsewhere" / "common.json",
        {"$id": money, "$defs": {"money": {"type": "number", "minimum": 0}}},
    )
    write(tmp_path / "o.json", {"price": -1})
    missing = run("validate", "--schema-dir", "s", "o.json", cwd=tmp_path)
    assert missing.returncode == 2 and f"no schema has $id '{money}'" in missing.stderr
    given = run(
        "validate",
        "--schema-dir",
        "s",
        "--resource",
        f"{money}=elsewhere/common.json",
        "o.json",
        cwd=tmp_path,
    )
    assert given.returncode == 1, given.stderr
    assert "o.json: /price: expected a number >= 0, found -1" in given.stdout
    malformed = run(
        "validate", "--schema-dir", "s", "--resource", "common.json", "o.json", cwd=tmp_path
    )
    assert malformed.returncode == 2 and "expected URI=FILE" in malformed.stderr
    unreadable = run(
        "validate",
        "--schema-dir",
        "s",
        "--resource",
        f"{money}=nowhere.json",
        "o.json",
        cwd=tmp_path,
    )
    assert (
        unreadable.returncode == 2
        and "nowhere.json#/: cannot read the resource" in unreadable.stderr
    )


def test_defaults_are_the_shipped_schemas_and_dot_generated(tmp_path: Path) -> None:
    from agentproto.shipped import canonical_schemas

    assert (canonical_schemas() / "agent" / "agent_message.json").is_file()
    assert canonical_schemas().resolve() == (ROOT / "schema").resolve()  # the editable install
    made = run("generate", "--target", "python", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    assert (tmp_path / "generated" / "python" / "agentproto_bindings" / "agent.py").is_file()
    usage = run("generate", "--help", cwd=tmp_path).stdout
    assert "Usage: agentproto generate [OPTIONS]\n" in usage and "--schema-dir DIR" in usage


def test_a_missing_formatter_is_a_clear_error(
    relative_ids: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "ruff.__main__", None)  # `import` of it now fails
    result = CliRunner().invoke(
        main,
        [
            "generate",
            "--schema-dir",
            str(relative_ids),
            "--out-dir",
            str(tmp_path / "out"),
            "--target",
            "python",
        ],
    )
    assert result.exit_code == 2 and isinstance(result.exception, SystemExit)
    assert "formatted with ruff, which is not installed" in result.output
    assert "pip install 'ruff==0.17.5'" in result.output and not (tmp_path / "out").exists()


def test_validation_error_and_problem_are_exported() -> None:
    validator = agentproto.compile({"type": "string"})
    with pytest.raises(agentproto.ValidationError) as raised:
        validator.validate(1)
    (problem,) = raised.value.problems
    assert isinstance(problem, agentproto.Problem) and problem.keyword == "type"
    assert {"ValidationError", "Problem"} <= set(agentproto.__all__)


def test_only_the_tests_fetch_the_official_suite() -> None:
    for script in ("setup", "generate"):
        assert "fetch_test_suite" not in (ROOT / "scripts" / script).read_text()
    assert "scripts/fetch_test_suite.py" in (ROOT / "scripts" / "test").read_text()
