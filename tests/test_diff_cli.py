"""`agentproto diff` on the command line: folders and git revisions, --mode and its exit codes,
the four output formats, and bad input (exit 2, one line naming the file, no traceback)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from agentproto.cli import main

URI = "https://example.com/s/usage.json"
BASE = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": URI,
    "type": "object",
    "properties": {"input": {"type": "integer", "minimum": 0}},
    "required": ["input"],
    "additionalProperties": False,
}


def write(folder: Path, schema: dict[str, Any], name: str = "usage.json") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(schema), encoding="utf-8")
    return folder


def invoke(*args: str) -> Any:
    return CliRunner().invoke(main, ["diff", *args], catch_exceptions=False)


@pytest.fixture
def pair(tmp_path: Path) -> tuple[Path, Path]:
    old = write(tmp_path / "old", BASE)
    tighter = {**BASE, "properties": {"input": {"type": "integer", "minimum": 0, "maximum": 9}}}
    return old, write(tmp_path / "new", tighter)


def test_text_report_and_modes(pair: tuple[Path, Path]) -> None:
    old, new = pair
    result = invoke(str(old), str(new))
    assert result.exit_code == 0
    assert "BOUND_TIGHTENED usage.json#/properties/input/maximum" in result.output
    assert "witness (OLD accepts, NEW rejects): 10" in result.output
    assert "recommended bump: major" in result.output
    assert invoke(str(old), str(new), "--mode", "backward").exit_code == 1
    assert invoke(str(old), str(new), "--mode", "full").exit_code == 1
    assert invoke(str(old), str(new), "--mode", "forward").exit_code == 0
    assert invoke(str(new), str(old), "--mode", "backward").exit_code == 0
    assert invoke(str(old), str(old), "--mode", "full").exit_code == 0


def test_json_lines(pair: tuple[Path, Path]) -> None:
    result = invoke(*map(str, pair), "--format", "json", "--mode", "backward")
    lines = [json.loads(line) for line in result.output.splitlines()]
    change, summary = lines
    assert change["rule"] == "BOUND_TIGHTENED"
    assert change["old"] == {
        "id": URI,
        "pointer": "/properties/input/maximum",
        "file": "usage.json#/properties/input/maximum",
    }
    assert change["witnesses"]["backward"]["document"] == 10
    assert change["witnesses"]["backward"]["at"] == "usage.json#/properties/input"
    assert change["refused"] is True
    assert summary["kind"] == "summary" and summary["exit_code"] == 1 == result.exit_code
    assert summary["semver"] == "major" and summary["rules"] == {"BOUND_TIGHTENED": 1}


def test_markdown_and_github(pair: tuple[Path, Path]) -> None:
    md = invoke(*map(str, pair), "--format", "markdown").output
    assert md.startswith("## Schema changes (major bump)")
    assert "### Breaking changes" in md and "**BOUND_TIGHTENED**" in md
    gh = invoke(*map(str, pair), "--format", "github", "--mode", "backward").output
    first = gh.splitlines()[0]
    assert first.startswith("::error file=usage.json,title=agentproto diff%3A BOUND_TIGHTENED::")
    assert "witness" in first


def git(repo: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-C", str(repo), *args],
        check=True,
        capture_output=True,
        env={
            "GIT_AUTHOR_NAME": "t",
            "GIT_AUTHOR_EMAIL": "t@t",
            "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@t",
            "PATH": "/usr/bin:/bin:/usr/local/bin",
            "HOME": str(repo),
        },
    )


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_against_git_revisions(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    write(repo / "schemas", BASE)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "one")
    git(repo, "tag", "v1.0.0")
    opened = {**BASE, "additionalProperties": True}
    write(repo / "schemas", opened)
    common = ("--repo", str(repo), "--schema-path", "schemas", "--format", "json")
    # the work tree against the tag
    lines = invoke("--against", "v1.0.0", *common).output.splitlines()
    assert json.loads(lines[0])["rule"] == "ADDITIONAL_PROPERTIES_OPENED"
    git(repo, "commit", "-qam", "two")
    # two revisions, and a folder against a revision
    lines = invoke("--against", "HEAD~1", "--new-ref", "HEAD", *common).output.splitlines()
    assert json.loads(lines[0])["forward"] == "breaks"
    assert json.loads(lines[-1])["old"] == "HEAD~1:schemas"
    result = invoke("--against", "HEAD", str(repo / "schemas"), *common, "--mode", "full")
    assert result.exit_code == 0


def test_bad_input_is_exit_2_with_the_file(tmp_path: Path, pair: tuple[Path, Path]) -> None:
    old, _ = pair
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "usage.json").write_text("{not json", encoding="utf-8")
    result = CliRunner().invoke(main, ["diff", str(old), str(broken)])
    assert (
        result.exit_code == 2
        and result.exception is None
        or isinstance(result.exception, SystemExit)
    )
    assert "usage.json#/: not JSON" in result.output
    invalid = write(tmp_path / "invalid", {**BASE, "required": ["input", "input"]})
    result = CliRunner().invoke(main, ["diff", str(old), str(invalid)])
    assert result.exit_code == 2 and "usage.json#/required: not a valid 2020-12 schema" in (
        result.output
    )
    result = CliRunner().invoke(main, ["diff", str(old), str(tmp_path / "missing")])
    assert result.exit_code == 2 and "Traceback" not in result.output
    repo_args = ["--repo", str(tmp_path), "--against", "no-such-ref"]
    result = CliRunner().invoke(main, ["diff", *repo_args, str(old)])
    assert result.exit_code == 2 and "no-such-ref:schema#/: git cannot read it" in result.output
    result = CliRunner().invoke(main, ["diff", str(old)])
    assert result.exit_code == 2 and "expected" in result.output


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_pre_commit_hook_entry(tmp_path: Path) -> None:
    """The hook's command, as pre-commit runs it at the top of a user's repository: the work
    tree's schema/ against HEAD."""
    import shlex

    import yaml

    hooks = yaml.safe_load((Path(__file__).parent.parent / ".pre-commit-hooks.yaml").read_text())
    entry = next(h["entry"] for h in hooks if h["id"] == "agentproto-diff")
    program, command, *args = shlex.split(entry)
    assert (program, command) == ("agentproto", "diff")
    repo = tmp_path / "repo"
    write(repo / "schema", BASE)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "one")
    assert invoke(*args, "--repo", str(repo)).exit_code == 0
    write(repo / "schema", {**BASE, "required": ["input", "output"]})
    refused = invoke(*args, "--repo", str(repo))
    assert refused.exit_code == 1 and "REQUIRED_ADDED" in refused.output


def test_data_tables_and_dialects_beside_the_schemas(tmp_path: Path) -> None:
    old = write(tmp_path / "old", BASE)
    new = write(tmp_path / "new", BASE)
    for folder, text in ((old, "a: 1\n"), (new, "a: 2\n")):
        (folder / "data").mkdir()
        (folder / "data" / "rule.yaml").write_text(text, encoding="utf-8")
    (new / "dialects").mkdir()
    (new / "dialects" / "other.yaml").write_text("name: other\n", encoding="utf-8")
    lines = [
        json.loads(x)
        for x in invoke(str(old), str(new), "--format", "json").output.split("\n")
        if x
    ]
    rules = {line["rule"]: line for line in lines[:-1]}
    assert set(rules) == {"TABLE_CHANGED", "TABLE_ADDED"}
    assert rules["TABLE_CHANGED"]["old"]["file"] == "data/rule.yaml#"
    assert rules["TABLE_ADDED"]["old"] is None and rules["TABLE_ADDED"]["behaviour"]
    assert lines[-1]["semver"] == "minor"


def test_hostile_schemas_are_reported_not_raised(tmp_path: Path) -> None:
    # nesting deeper than the comparison can walk: one line, exit 2
    for side, extra in (("old", {}), ("new", {"maxLength": 3})):
        node: dict[str, Any] = {"type": "string", **extra}
        for _ in range(450):
            node = {"type": "array", "items": node}
        write(tmp_path / side, {"$id": URI, **node})
    result = CliRunner().invoke(main, ["diff", str(tmp_path / "old"), str(tmp_path / "new")])
    assert result.exit_code == 2 and "nest too deep" in result.output
    # a pattern Python's re cannot read (the validators read it as ECMA-262 does)
    base = {"$id": URI, "type": "object", "patternProperties": {"^\\p{L}+$": {"type": "string"}}}
    write(tmp_path / "p-old", base)
    write(tmp_path / "p-new", {**base, "properties": {"b": {"type": "integer"}}})
    lines = invoke(str(tmp_path / "p-old"), str(tmp_path / "p-new"), "--format", "json").output
    change = json.loads(lines.splitlines()[0])
    assert change["rule"] == "PROPERTY_ADDED_PATTERN"
    assert change["witnesses"]["backward"]["document"] == {"b": ""}


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_generate_tells_what_changed_since_the_committed_generation(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    write(repo / "schemas", BASE)
    generate = ("generate", "--schema-dir", str(repo / "schemas"), "--out-dir", str(repo / "out"))
    runner = CliRunner()
    # no repository yet: the bindings are written, then the summary is refused, naming why
    result = runner.invoke(main, [*generate, "--target", "python", "--changes"])
    assert result.exit_code == 2 and "git cannot tell" in result.output
    assert (repo / "out" / "python").is_dir()
    git(repo, "init", "-q")
    git(repo, "add", "schemas")
    git(repo, "commit", "-qm", "schemas, never generated")
    result = runner.invoke(main, [*generate, "--target", "python", "--changes"])
    assert result.exit_code == 2 and "no generation of it is committed in git yet" in result.output
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "generated")
    write(repo / "schemas", {**BASE, "required": []})
    git(repo, "commit", "-qam", "input optional, not generated again")
    # the schema as the last generation saw it, against the folder now (not against HEAD)
    result = runner.invoke(main, [*generate, "--target", "python", "--changes", "--check"])
    assert result.exit_code == 1  # the bindings are stale, and the summary says why
    assert "REQUIRED_REMOVED" in result.output or "required" in result.output
    assert "recommended bump: major" in result.output and "1 changes" in result.output


def test_older_drafts_are_compared_as_what_they_mean(tmp_path: Path) -> None:
    """A draft-07 set: `definitions`, array `items` and `dependencies` read with draft 7's
    meaning, so a tightened dependency is found where 2020-12 spells it, and nothing else is."""
    old = {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "$id": "https://example.com/s/pair.json",
        "definitions": {"n": {"type": "integer"}},
        "type": "object",
        "properties": {"pair": {"items": [{"$ref": "#/definitions/n"}], "additionalItems": False}},
        "dependencies": {"a": ["b"]},
    }
    new = {**old, "dependencies": {"a": ["b", "c"]}}
    result = invoke(
        str(write(tmp_path / "old", old, "p.json")), str(write(tmp_path / "new", new, "p.json"))
    )
    assert result.exit_code == 0, result.output
    assert "DEPENDENT_REQUIRED_CHANGED p.json#/dependentRequired/a" in result.output
    assert "forward ok" in result.output and "1 changes" in result.output
    same = invoke(str(tmp_path / "old"), str(tmp_path / "old"), "--mode", "full")
    assert same.exit_code == 0 and "0 changes" in same.output
