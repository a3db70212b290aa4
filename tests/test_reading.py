"""One reading of a schema set: the same small set written with `https:`, `urn:` and relative
`$id`s is generated, read by a dialect, converted, detected and validated alike, and every
tagged union is decided once, by the loader's tag index, from the schemas alone."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from agentproto.dialects import load_dialects
from agentproto.errors import SchemaError, SchemaErrors
from agentproto.ir import types as t
from agentproto.load import load
from agentproto.pipeline import build_ir, render
from agentproto.shipped import templates
from agentproto.validate.catalog import Catalog
from agentproto.validate.dialects import Converters, to_canonical
from support import ROOT

AGENTPROTO = ROOT / ".venv" / "bin" / "agentproto"
DRAFT = "https://json-schema.org/draft/2020-12/schema"
STYLES = ("https", "urn", "relative")


def ident(style: str, name: str) -> str:
    return {
        "https": f"https://example.com/shop/{name}.json",
        "urn": f"urn:example:shop:{name}",
        "relative": f"{name}.json",
    }[style]


def ref(style: str, name: str) -> str:
    """How a schema of the set names another: a `urn:` id in full, the others relatively."""
    return ident(style, name) if style == "urn" else f"{name}.json"


def shop(style: str) -> dict[str, dict[str, Any]]:
    """A message union tagged by `sort` (a name no convention lists), its two arms, and an
    untagged order: file name -> schema."""
    return {
        "message": {
            "x-document": True,
            "oneOf": [{"$ref": ref(style, "note")}, {"$ref": ref(style, "ping")}],
        },
        "note": {
            "type": "object",
            "properties": {
                "sort": {"const": "note"},
                "text": {"type": "string", "minLength": 1},
                "kind": {"const": "plain"},
            },
            "required": ["sort", "text", "kind"],
        },
        "ping": {
            "type": "object",
            "properties": {
                "sort": {"const": "ping"},
                "at": {"type": "integer", "minimum": 0},
                "kind": {"const": "plain"},
            },
            "required": ["sort", "at", "kind"],
        },
        "order": {
            "x-document": True,
            "type": "object",
            "properties": {
                "item": {"type": "string"},
                "qty": {"type": "integer", "minimum": 1},
                "lines": {"type": "array", "items": {"$ref": ref(style, "message")}},
            },
            "required": ["item", "qty"],
        },
    }


DIALECT = """\
description: An older spelling of shop messages.
family: shop
documents:
  - shop/message.json
entities:
  shop/note.json:
    rename: {text: body}
    values: {sort: {note: memo}}
"""


def write_set(root: Path, style: str, schemas: dict[str, dict[str, Any]] | None = None) -> Path:
    folder = root / "shop"
    folder.mkdir(parents=True)
    for name, schema in (schemas or shop(style)).items():
        document = {"$schema": DRAFT, "$id": ident(style, name), **schema}
        (folder / f"{name}.json").write_text(json.dumps(document, indent=2))
    (root / "dialects").mkdir()
    (root / "dialects" / "legacy.yaml").write_text(DIALECT)
    return root


@pytest.fixture(params=STYLES)
def style(request: pytest.FixtureRequest) -> str:
    return str(request.param)


# -- the tag index ------------------------------------------------------------------------------


def test_the_tag_is_read_from_the_schemas_whatever_the_ids(tmp_path: Path, style: str) -> None:
    schemas = load(write_set(tmp_path, style))
    message = next(d for d in schemas.documents if d.rel == "shop/message.json")
    tagging = schemas.locator.tags.of(message.uri, "")
    assert tagging is not None
    # `kind` is required by both arms too, but pins one constant for both: it tells nothing
    assert tagging.tag == "sort"
    arms = {value: schemas.locator.docs[arm.uri].rel for value, arm in tagging.by_value.items()}
    assert arms == {"note": "shop/note.json", "ping": "shop/ping.json"}
    assert tagging.open_arm is None
    # decided once: asking again gives the same object
    assert schemas.locator.tags.of(message.uri, "") is tagging
    assert load(tmp_path).locator is not schemas.locator  # one per schema set
    assert schemas.locator is schemas.locator


def test_of_several_tag_candidates_the_first_required_wins(tmp_path: Path) -> None:
    """Both `zone` and `sort` tell the arms apart; the schema's own order decides."""
    sets = shop("https")
    for arm in ("note", "ping"):
        sets[arm]["properties"]["zone"] = {"const": f"z-{arm}"}
        sets[arm]["required"] = ["zone", *sets[arm]["required"]]
    schemas = load(write_set(tmp_path, "https", sets))
    tagging = schemas.locator.tags.of(ident("https", "message"), "")
    assert tagging is not None and tagging.tag == "zone"


def test_an_open_arm_is_tagged_by_a_pattern_that_claims_no_constant(tmp_path: Path) -> None:
    sets = shop("https")
    sets["message"]["oneOf"].append(
        {
            "type": "object",
            "properties": {"sort": {"type": "string", "pattern": "^x-"}},
            "required": ["sort"],
        }
    )
    schemas = load(write_set(tmp_path, "https", sets))
    tagging = schemas.locator.tags.of(ident("https", "message"), "")
    assert tagging is not None and tagging.open_arm is not None
    assert tagging.open_arm.pattern == "^x-"
    # a pattern that also matches a constant makes the dispatch ambiguous: no tag at all
    (tmp_path / "shop" / "message.json").write_text(
        json.dumps(
            {
                "$schema": DRAFT,
                "$id": ident("https", "message"),
                "oneOf": [
                    {"$ref": "note.json"},
                    {
                        "type": "object",
                        "properties": {"sort": {"type": "string", "pattern": "^no"}},
                        "required": ["sort"],
                    },
                ],
            }
        )
    )
    again = load(tmp_path)
    assert again.locator.tags.of(ident("https", "message"), "") is None


def test_validators_types_dialects_and_detection_share_the_decision(tmp_path: Path) -> None:
    """A union whose arms pin the same constant is untagged for every reader: the Python
    binding has no dispatch table, the dialect reads it as an alternative of JSON types, and
    detection takes each arm's constants as they are. Once the constants differ, it is tagged
    by `sort` for all of them, and `kind`, the same in every arm, is a tag for none."""
    hooks = templates() / "python" / "_dialect_hooks.py"
    sets = shop("https")
    sets["ping"]["properties"]["sort"] = {"const": "note"}
    outcomes = {}
    for name, schemas in (("untagged", sets), ("tagged", shop("https"))):
        root = write_set(tmp_path / name, "https", schemas)
        files = rendered(root, ("python",))
        (module,) = [text for path, text in files.items() if path.endswith("/shop.py")]
        (dialect,) = load_dialects(load(root), hooks)
        message = dict(dialect.shapes)["shop/message"]
        outcomes[name] = (
            "_VARIANTS_Message" in module,
            type(message).__name__,
            getattr(message, "tag", None),
            Catalog(root).shapes["shop/message"].tags,
        )
    assert outcomes["untagged"] == (False, "Alt", None, {"kind": {"plain"}, "sort": {"note"}})
    assert outcomes["tagged"] == (True, "Union", "sort", {"sort": {"note", "ping"}})


def laned(style: str, same_tag: bool = False) -> dict[str, dict[str, Any]]:
    """The message as two lanes: an inner union of the note and the ping, and an open arm."""
    sets = shop(style)
    sets["inner"] = {"oneOf": [{"$ref": ref(style, "note")}, {"$ref": ref(style, "ping")}]}
    sets["other"] = {
        "type": "object",
        "properties": {"sort": {"type": "string", "pattern": "^x-"}},
        "required": ["sort"],
    }
    sets["message"]["oneOf"] = [
        {"$ref": ref(style, "inner"), "x-lane": "main"},
        {"$ref": ref(style, "other"), "x-lane": "side"},
    ]
    if same_tag:
        sets["ping"]["properties"]["sort"] = {"const": "note"}
    return sets


def test_nested_unions_flatten_with_their_lanes_and_the_open_arm_last(
    tmp_path: Path, style: str
) -> None:
    built = build_ir(load(write_set(tmp_path, style, laned(style))))
    (union,) = [
        decl
        for module in built.program.modules
        for decl in module.decls
        if isinstance(decl, t.TaggedUnion) and decl.name == "Message"
    ]
    assert union.tag == "sort"
    assert [(v.tag, v.lane) for v in union.variants] == [
        ("note", "main"),
        ("ping", "main"),
        (None, "side"),
    ]


def test_lanes_over_a_union_the_index_leaves_untagged_are_refused(tmp_path: Path) -> None:
    root = write_set(tmp_path, "urn", laned("urn", same_tag=True))
    with pytest.raises(SchemaError, match="x-lane arms needs a tag"):
        build_ir(load(root))


# -- every id style alike -----------------------------------------------------------------------


def rendered(root: Path, targets: tuple[str, ...]) -> dict[str, str]:
    return render(root, targets, package="shop_models")


def test_generation_is_the_same_for_every_id_style(tmp_path: Path) -> None:
    """Every target, byte for byte: no target follows a `$ref` its own way (the pydantic one
    gets the references as paths) or writes an id into the code (a relative or absent one is
    the machine's path)."""
    targets = ("python", "pydantic", "typescript", "rust", "go")
    outputs = {s: rendered(write_set(tmp_path / s, s), targets) for s in STYLES}
    https = outputs["https"]
    assert any("_VARIANTS_Message" in text for text in https.values())
    assert {path.split("/")[0] for path in https} == set(targets)
    for style in ("urn", "relative"):
        assert outputs[style].keys() == https.keys()
        differing = [path for path in https if outputs[style][path] != https[path]]
        assert differing == [], style


def test_the_dialect_reads_and_converts_alike(tmp_path: Path) -> None:
    results = {}
    for style in STYLES:
        conv = Converters(write_set(tmp_path / style, style))
        read = to_canonical(conv, "legacy", {"sort": "memo", "body": "hi", "kind": "plain"})
        bad = to_canonical(conv, "legacy", {"sort": "memo", "body": "", "kind": "plain"})
        ping = to_canonical(conv, "legacy", {"sort": "ping", "at": 3, "kind": "plain"})
        results[style] = (read, bad, ping)
    read, bad, ping = results["https"]
    assert (read.value, read.problems, read.entity) == (
        {"sort": "note", "text": "hi", "kind": "plain"},
        [],
        "shop/message",
    )
    assert [p.split(":")[0] for p in bad.problems] == ["/body"]  # in the dialect's spelling
    assert ping.value == {"sort": "ping", "at": 3, "kind": "plain"} and not ping.problems
    for style in ("urn", "relative"):
        assert [(r.value, r.problems, r.entity) for r in results[style]] == [
            (r.value, r.problems, r.entity) for r in results["https"]
        ], style


def test_detection_is_the_same_for_every_id_style(tmp_path: Path) -> None:
    docs = [
        {"sort": "note", "text": "hi", "kind": "plain"},
        {"sort": "ping", "at": 1, "kind": "plain"},
        {"item": "tea", "qty": 2},
        {"sort": "other"},
    ]
    seen = {}
    for style in STYLES:
        catalog = Catalog(write_set(tmp_path / style, style))
        seen[style] = [
            (found.entry.name if found.entry else None, bool(found.problem))
            for found in map(catalog.detect, docs)
        ]
    assert seen["https"] == [
        ("shop/message", False),
        ("shop/message", False),
        ("shop/order", False),
        ("shop/message", False),  # a tag property of the message, with a value it lacks
    ]
    assert seen["urn"] == seen["https"] and seen["relative"] == seen["https"]


def validate(root: Path, data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            str(AGENTPROTO),
            "validate",
            "--format",
            "json",
            "--schema-dir",
            str(root),
            *args,
            str(data),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def findings(proc: subprocess.CompletedProcess[str]) -> list[tuple[Any, ...]]:
    records = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    return [
        (r.get("line"), r.get("pointer"), r.get("keyword"), r.get("entity"))
        for r in records
        if r.get("kind") != "summary" and "line" in r
    ]


def test_validate_reports_alike_for_every_id_style(tmp_path: Path) -> None:
    data = tmp_path / "docs.jsonl"
    docs = [
        {"sort": "note", "text": "", "kind": "plain"},
        {"sort": "ping", "at": -1, "kind": "plain"},
        {"item": "tea", "qty": 0, "lines": [{"sort": "ping", "at": "x", "kind": "plain"}]},
        {"item": "tea", "qty": 1},
    ]
    data.write_text("".join(json.dumps(d) + "\n" for d in docs))
    outcomes = {}
    for style in STYLES:
        proc = validate(write_set(tmp_path / style, style), data)
        outcomes[style] = (proc.returncode, findings(proc))
    code, found = outcomes["https"]
    assert code == 1
    assert sorted(found) == [
        (1, "/text", "minLength", "shop/message"),
        (2, "/at", "minimum", "shop/message"),
        (3, "/lines/0/at", "type", "shop/order"),
        (3, "/qty", "minimum", "shop/order"),
    ]
    assert outcomes["urn"] == outcomes["https"] and outcomes["relative"] == outcomes["https"]


# -- detection that does not guess --------------------------------------------------------------


def unmarked(root: Path) -> Path:
    """A set that marks no document: a person, a company that references it, and a pet."""
    people = {
        "person": {
            "type": "object",
            "properties": {"name": {"type": "string"}, "age": {"type": "integer"}},
            "required": ["name"],
        },
        "company": {
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "staff": {"type": "array", "items": {"$ref": "person.json"}},
            },
            "required": ["name"],
            "additionalProperties": False,
        },
        "pet": {
            "type": "object",
            "properties": {"name": {"type": "string"}, "species": {"type": "string"}},
            "required": ["name"],
        },
    }
    folder = root / "people"
    folder.mkdir(parents=True)
    for name, schema in people.items():
        document = {"$schema": DRAFT, "$id": f"https://example.com/people/{name}.json", **schema}
        (folder / f"{name}.json").write_text(json.dumps(document))
    return root


def test_several_roots_are_named_not_chosen_by_validity(tmp_path: Path) -> None:
    catalog = Catalog(unmarked(tmp_path))
    assert {e.name for e in catalog.documents} == {"people/company", "people/pet"}
    # valid only as a pet (the company allows no `species`): still not taken for one
    found = catalog.detect({"name": "Rex", "species": "dog"})
    assert found.entry is None
    assert "people/company or people/pet" in found.problem
    assert "x-document" in found.problem


def test_a_lone_root_among_other_schemas_is_not_assumed(tmp_path: Path) -> None:
    root = unmarked(tmp_path)
    (root / "people" / "pet.json").unlink()
    catalog = Catalog(root)
    assert [e.name for e in catalog.documents] == ["people/company"]
    # what the company requires: detected
    assert catalog.detect({"name": "Acme"}).entry is not None
    # a person's age alone: not silently checked as the company
    found = catalog.detect({"age": 3})
    assert found.entry is None and "people/company" in found.problem


def test_validate_asks_for_entity_and_entity_settles_it(tmp_path: Path) -> None:
    root = unmarked(tmp_path)
    data = tmp_path / "pets.jsonl"
    data.write_text(json.dumps({"name": "Rex", "species": "dog"}) + "\n")
    proc = validate(root, data)
    assert proc.returncode == 2
    assert "pass --entity" in proc.stdout and "people/company or people/pet" in proc.stdout
    settled = validate(root, data, "--entity", "people/pet")
    assert settled.returncode == 0, settled.stdout + settled.stderr


def test_the_canonical_set_still_settles_by_validity() -> None:
    """The canonical schemas mark their documents, so an `error` event is the one of the three
    `error`-tagged entities that accepts it."""
    catalog = Catalog(ROOT / "schema")
    assert catalog.marked
    doc = json.loads(
        (ROOT / "tests/fixtures/agent/assistant_message_event/valid/error.json").read_text()
    )
    found = catalog.detect(doc)
    assert found.entry is not None and found.entry.name == "agent/assistant_message_event"


# -- errors -------------------------------------------------------------------------------------


def test_an_unresolvable_ref_a_dialect_reads_names_the_dialect_and_pointer(
    tmp_path: Path, style: str
) -> None:
    sets = shop(style)
    sets["note"]["properties"]["text"] = {"$ref": ref(style, "missing")}
    root = write_set(tmp_path, style, sets)
    with pytest.raises((SchemaError, SchemaErrors)) as caught:
        load_dialects(load(root), templates() / "python" / "_dialect_hooks.py")
    text = str(caught.value)
    assert text.startswith("dialects/legacy.yaml#/entities/shop~1note.json: "), text
    assert "shop/note.json#/properties/text" in text and "missing" in text


def convert(root: Path, data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(AGENTPROTO), "convert", "--schema-dir", str(root), *args, str(data)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_convert_writes_alike_and_a_bad_ref_is_exit_2_naming_the_dialect(tmp_path: Path) -> None:
    data = tmp_path / "legacy.jsonl"
    data.write_text(json.dumps({"sort": "memo", "body": "hi", "kind": "plain"}) + "\n")
    written = {}
    for style in ("https", "urn"):
        proc = convert(write_set(tmp_path / style, style), data, "--from", "legacy")
        written[style] = (proc.returncode, proc.stdout, proc.stderr)
    assert written["https"] == (0, '{"sort":"note","text":"hi","kind":"plain"}\n', "")
    assert written["urn"] == written["https"]
    sets = shop("urn")
    sets["note"]["properties"]["text"] = {"$ref": ref("urn", "missing")}
    proc = convert(write_set(tmp_path / "bad", "urn", sets), data, "--from", "legacy")
    assert proc.returncode == 2 and proc.stdout == ""
    assert "Traceback" not in proc.stderr
    assert proc.stderr.startswith("error: dialects/legacy.yaml#/entities/shop~1note.json: ")
    assert "shop/note.json#/properties/text" in proc.stderr


def test_an_open_arm_pattern_no_target_can_run_is_refused_where_it_is(tmp_path: Path) -> None:
    sets = shop("urn")
    sets["message"]["oneOf"].append(
        {
            "type": "object",
            "properties": {"sort": {"type": "string", "pattern": "("}},
            "required": ["sort"],
        }
    )
    root = write_set(tmp_path, "urn", sets)
    with pytest.raises(SchemaError) as caught:
        build_ir(load(root))
    assert (caught.value.file, caught.value.pointer) == (
        "shop/message.json",
        "/oneOf/2/properties/sort/pattern",
    )
    # detection does not stumble on it: the union is simply not told by its tag
    found = Catalog(root).detect({"item": "tea", "qty": 1})
    assert found.entry is not None and found.entry.name == "shop/order"
