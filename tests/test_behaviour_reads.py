"""What behaviour reads is declared (schema/data/reads/), complete, and held to the schemas:
`generate` refuses a schema set whose properties a declaration names but the schemas lack, with
exit 2 naming the behaviour, the entity, the field and where it was expected, and writes
nothing (`passes/reads.py`)."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from agentproto.cli import main
from agentproto.errors import SchemaError, SchemaErrors
from agentproto.load import SchemaSet
from agentproto.passes.reads import Declaration, check_reads, declarations, find_property, members
from agentproto.pipeline import load_checked
from support import ROOT, SCHEMA_DIR

SHIPPED = load_checked(SCHEMA_DIR)
DECLARED = declarations(SHIPPED)
TABLES = dict(SHIPPED.data)


def property_names(schemas: SchemaSet) -> set[str]:
    """Every name some schema of the set lists under `properties` (instances shown as
    `examples`, `default`, `const` or `enum` are data, not schemas: a tool's parameters there
    have properties of their own)."""
    found: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("properties"), dict):
                found.update(node["properties"])
            for key, value in node.items():
                if key not in ("examples", "default", "const", "enum"):
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for document in schemas.documents:
        walk(document.contents)
    return found


NAMES = property_names(SHIPPED)


def copy_schemas(tmp_path: Path) -> Path:
    copy = tmp_path / "schema"
    shutil.copytree(SCHEMA_DIR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    return copy


def rename(schema_dir: Path, entity: str, name: str) -> str:
    """Renames property `name` of `entity` (where the generator finds it) in the copy at
    `schema_dir`, in `required` too; returns `<file>#<pointer>` where it was."""
    schemas = load_checked(schema_dir)
    file, _, pointer = entity.partition("#")
    uri = next(d.uri for d in schemas.documents if d.rel == file)
    place = find_property(schemas.locator, uri, pointer, name)
    assert place is not None, (entity, name)
    doc = schemas.locator.docs[place[0]]
    owner_pointer = place[1].rsplit("/properties/", 1)[0]
    contents = json.loads(doc.path.read_text())
    owner = contents
    for step in owner_pointer.split("/")[1:]:
        owner = owner[int(step)] if isinstance(owner, list) else owner[step]
    owner["properties"] = {
        (f"{key}_renamed" if key == name else key): value
        for key, value in owner["properties"].items()
    }
    if name in owner.get("required", []):
        owner["required"] = [f"{k}_renamed" if k == name else k for k in owner["required"]]
    doc.path.write_text(json.dumps(contents, indent=2))
    return f"{doc.rel}#{place[1]}"


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def refused(tmp_path: Path, schema_dir: Path) -> list[str]:
    """Runs `generate` (and `generate --check`) over `schema_dir` into an output folder holding
    files already; both must exit 2 without a traceback and leave the folder as it was. The
    error lines of the run."""
    out = tmp_path / "out"
    (out / "python").mkdir(parents=True)
    (out / "python" / "kept.py").write_text("x = 1\n")
    before = snapshot(out)
    args = [
        "generate",
        "--schema-dir",
        str(schema_dir),
        "--out-dir",
        str(out),
        "--target",
        "python",
    ]
    lines: list[str] = []
    for extra in ([], ["--check"]):
        result = CliRunner().invoke(main, [*args, *extra])
        assert result.exit_code == 2, result.output
        assert isinstance(result.exception, SystemExit)  # an exit, not an uncaught error
        assert "Traceback" not in result.output
        assert snapshot(out) == before
        lines = [line for line in result.output.splitlines() if line.startswith("error:")]
    return lines


def test_the_shipped_schemas_have_every_field_declared() -> None:
    check_reads(SHIPPED)  # raises when one is missing
    assert {d.table for d in DECLARED if d.table} == {name.lower() for name in TABLES}


def test_a_renamed_usage_field_is_refused_naming_every_reader(tmp_path: Path) -> None:
    schema_dir = copy_schemas(tmp_path)
    where = rename(schema_dir, "agent/usage.json", "input")
    assert where == "agent/usage.json#/properties/input"
    lines = refused(tmp_path, schema_dir)
    readers = [line for line in lines if line.startswith(f"error: {where}: ")]
    assert readers and len(readers) == len(lines)
    # the hand-written behaviour, and each data table reading it, in one run
    assert any(
        "hand-written behaviour " in x and "templates/typescript/_behaviour.ts" in x
        for x in readers
    )
    for table in ("usage_arithmetic", "usage_totals", "context_overflow_rule"):
        assert any(f"data/{table}.yaml reads the field `input`" in x for x in readers)
    assert all("of agent/usage.json" in x for x in readers)


def table_reads() -> Iterator[tuple[Declaration, str, str]]:
    """(declaration, entity, field) of the first single-name field each table reads."""
    for declaration in DECLARED:
        firsts = [r for r in declaration.reads if len(r.path) == 1]
        if declaration.table is not None and firsts:
            yield declaration, firsts[0].entity, firsts[0].path[0]


def test_only_the_error_text_table_reads_no_field() -> None:
    with_reads = {d.table for d, _, _ in table_reads()}
    assert {d.table for d in DECLARED if d.table} - with_reads == {"context_overflow"}
    assert not TABLES["CONTEXT_OVERFLOW"] or all(
        isinstance(row, dict) and "pattern" in row for row in TABLES["CONTEXT_OVERFLOW"]
    )


@pytest.mark.parametrize(
    ("declaration", "entity", "field"),
    list(table_reads()),
    ids=[d.table or d.file for d, _, _ in table_reads()],
)
def test_a_field_a_table_reads_renamed_is_refused(
    tmp_path: Path, declaration: Declaration, entity: str, field: str
) -> None:
    schema_dir = copy_schemas(tmp_path)
    where = rename(schema_dir, entity, field)
    lines = refused(tmp_path, schema_dir)
    ours = [x for x in lines if f"data/{declaration.table}.yaml reads the field `{field}`" in x]
    assert ours, lines
    assert all(x.startswith(f"error: {where}: ") and f"of {entity}" in x for x in ours)


def test_a_declaration_naming_no_schema_file_is_refused(tmp_path: Path) -> None:
    schema_dir = copy_schemas(tmp_path)
    target = schema_dir / "data" / "reads" / "identity_rule.yaml"
    target.write_text(target.read_text().replace("agent/run_identity.json", "agent/nothing.json"))
    with pytest.raises((SchemaError, SchemaErrors), match="agent/nothing.json: no such schema"):
        check_reads(load_checked(schema_dir))


def test_a_table_without_its_declaration_is_refused(tmp_path: Path) -> None:
    schema_dir = copy_schemas(tmp_path)
    (schema_dir / "data" / "reads" / "pairing.yaml").unlink()
    with pytest.raises(SchemaError, match="data/pairing.yaml#/: this data table declares no"):
        check_reads(load_checked(schema_dir))


def test_a_declaration_pointing_at_nothing_in_its_table_is_refused(tmp_path: Path) -> None:
    schema_dir = copy_schemas(tmp_path)
    table = schema_dir / "data" / "identity_rule.yaml"
    table.write_text(table.read_text().replace("\nparent: ", "\nparent_key: "))
    with pytest.raises(SchemaError, match="'/parent' points at nothing in data/identity_rule"):
        check_reads(load_checked(schema_dir))


def strings(value: Any, at: str = "") -> Iterator[tuple[str, str]]:
    """(pointer, text) of every string value (not key) inside a table."""
    if isinstance(value, str):
        yield at, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, f"{at}/{key.replace('~', '~0').replace('/', '~1')}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from strings(item, f"{at}/{i}")


@pytest.mark.parametrize("declaration", [d for d in DECLARED if d.table], ids=lambda d: d.table)
def test_every_table_string_spelled_like_a_property_is_declared(declaration: Declaration) -> None:
    """Completeness of a table's declaration: every string value of the table that is spelled
    like a property of some schema of the set must be at a pointer the declaration says holds
    field names (so the generator checks it), or at one it lists in `not_fields` (a problem
    keyword spelled like its field). A field name added to a table without a declaration, or a
    declaration that stops covering a place, fails here. Object keys are not looked at here:
    they are the tables' own structure, except where a declaration's `keys` names them."""
    table = TABLES[str(declaration.table).upper()]
    covered = {read.pointer for read in declaration.reads}
    excused = {at for pattern in declaration.not_fields for at, _ in members(table, pattern)}
    undeclared = [
        (at, text)
        for at, text in strings(table)
        if text in NAMES and at not in covered and at not in excused
    ]
    assert not undeclared


BEHAVIOUR_FILES = sorted(
    str(p.relative_to(ROOT))
    for pattern in (
        "templates/python/_behaviour.py",
        "templates/typescript/_behaviour.ts",
        "templates/rust/behaviour*.rs",
        "templates/go/behaviour*.go",
    )
    for p in ROOT.glob(pattern)
)

# How a source names a field: an attribute or field access (`.name`, not a call), a string
# literal (`"name"`, `'name'`, a map key or a JSON member), a name before `:` or `=` (a class
# annotation, a keyword argument, an object or struct literal's member); Go also spells fields
# `Name` (its JSON member snake_cased).
ACCESSES = (
    r"\.([a-z_]\w*)\b(?!\s*\()",
    r"[\"'`]([a-z_]\w*)[\"'`]",
    r"\b([a-z_]\w*)\s*[:=](?![:=])",
)
GO_ACCESSES = (*ACCESSES, r"\.([A-Z]\w*)\b(?!\s*\()", r"\b([A-Z]\w*):")


def named_fields(source: str, patterns: tuple[str, ...]) -> set[str]:
    found = set()
    for pattern in patterns:
        for match in re.finditer(pattern, source):
            word = match.group(1)
            if word[0].isupper():
                word = re.sub(r"(?<!^)([A-Z])", r"_\1", word).lower()
            found.add(word)
    return found


def behaviour_declaration() -> Declaration:
    (found,) = [d for d in DECLARED if d.table is None]
    return found


def test_the_declaration_lists_every_hand_written_behaviour_file() -> None:
    assert sorted(behaviour_declaration().sources) == BEHAVIOUR_FILES


@pytest.mark.parametrize("source", BEHAVIOUR_FILES)
def test_every_property_a_behaviour_file_names_is_declared(source: str) -> None:
    """Completeness of the hand-written behaviour's declaration, cross-checked against each
    source: every word the file uses the way code reads a field (`ACCESSES`) that is spelled
    like a property of some schema of the set must be a field the declaration lists (for some
    entity), or a word its `not_fields` says is no field, and why (a local variable spelled
    like a property). A source that starts reading a property nobody declared fails here, so
    the rename check cannot miss it. The check is by name, not by entity (the sources' types
    are not parsed)."""
    text = (ROOT / source).read_text()
    patterns = GO_ACCESSES if source.endswith(".go") else ACCESSES
    declaration = behaviour_declaration()
    declared = {part for read in declaration.reads for part in read.path}
    assert not (named_fields(text, patterns) & NAMES) - declared - set(declaration.not_fields)


def test_a_word_is_either_a_field_read_or_not_a_field() -> None:
    """`not_fields` of the hand-written behaviour lists only words spelled like properties
    (others need no excuse) and none the declaration also says are read."""
    declaration = behaviour_declaration()
    declared = {part for read in declaration.reads for part in read.path}
    assert set(declaration.not_fields) <= NAMES
    assert not set(declaration.not_fields) & declared


def test_every_declared_field_is_named_by_some_behaviour_source() -> None:
    """The other way: a declared field, or a word excused, that no source names any more is a
    stale declaration."""
    named: set[str] = set()
    for source in BEHAVIOUR_FILES:
        patterns = GO_ACCESSES if source.endswith(".go") else ACCESSES
        named |= named_fields((ROOT / source).read_text(), patterns)
    declaration = behaviour_declaration()
    declared = {part for read in declaration.reads for part in read.path}
    assert not (declared | set(declaration.not_fields)) - named


def package_glob(pattern: str) -> re.Pattern[str]:
    """A package-data pattern as setuptools reads it: `*` within one folder, `**/` any."""
    parts = re.split(r"(\*\*/|\*)", pattern)
    spelled = {"**/": "(?:.*/)?", "*": "[^/]*"}
    return re.compile("".join(spelled.get(part, re.escape(part)) for part in parts))


def test_the_declarations_ship_with_the_schemas() -> None:
    """An installed generator checks the shipped schemas with the same declarations: every file
    of data/reads is matched by a package-data pattern of `agentproto.schema`."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = project["tool"]["setuptools"]["package-data"]["agentproto.schema"]
    globs = [package_glob(pattern) for pattern in patterns]
    files = [p.relative_to(SCHEMA_DIR).as_posix() for p in SCHEMA_DIR.glob("data/reads/*.yaml")]
    assert files
    assert all(any(glob.fullmatch(f) for glob in globs) for f in files)


@pytest.mark.parametrize(
    ("text", "pointer", "said"),
    [
        ("reads: {}\n", "", "`reads` is a list"),
        ("sources: [a.py]\nreads: [{fields: [input]}]\n", "/reads/0", "naming its `entity`"),
        ("reads: [{entity: agent/usage.json, fields: [input]}]\n", "/sources", "`sources`"),
        (
            "sources: [a.py]\nreads: [{entity: agent/usage.json, at: /x}]\n",
            "/reads/0",
            "exactly one of",
        ),
        ("sources: [a.py]\nreads: [{entity: agent/usage.json, fields: input}]\n", "/reads/0/f", ""),
        ("reads: [\n", "", "not YAML"),
    ],
)
def test_a_malformed_declaration_is_refused_naming_it(
    tmp_path: Path, text: str, pointer: str, said: str
) -> None:
    schema_dir = copy_schemas(tmp_path)
    (schema_dir / "data" / "reads" / "extra.yaml").write_text(text)
    with pytest.raises(SchemaError) as raised:
        check_reads(load_checked(schema_dir))
    assert str(raised.value).startswith(f"data/reads/extra.yaml#{pointer or '/'}")
    assert said in str(raised.value)
