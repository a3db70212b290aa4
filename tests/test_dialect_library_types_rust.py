"""Instances made from yoagent's and clark-agent's published Rust types, read through their
dialects and written back.

The crates (pinned by tests/library_types/rust/crates, their source fetched by scripts/setup,
never built) declare their messages, content blocks, agent events, stream deltas and usage as
serde-derived enums and structs. The program in tests/library_types/rust reads that source with
syn and writes the JSON Schema of what serde writes for each type (`scripts/extract_surfaces.py`
runs it: `crate_definitions`). From each union's branch for a variant the surface lists,
`conformance/instances.py` builds instances with seeded choices; each must be read by the
crate's dialect into canonical JSON its schema accepts and be written back as the same JSON
value. An instance that is not is listed, with the reason, under `instances` in
`conformance/coverage_exceptions.yaml`; an unlisted failure fails the test, and so does a listed
one no instance meets.

Where the types say less than the crates write (any string for an id, any u64 for a time), the
instances take what the crates' code writes (`AS_WRITTEN`, each with where it is made).

The table of the last run (`.venv/bin/python -m pytest tests/test_dialect_library_types_rust.py
-q -s -k table`) is in docs/DESIGN.md, "Instances from the Rust crates' published types"."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from library_instances import extractor, listed, round_trip
from rust_support import target_dir

from agentproto.conformance import coverage
from agentproto.conformance.instances import build
from agentproto.validate.dialects import Converters
from support import ROOT, missing_toolchain

CRATES = ("yoagent", "clark-agent")
INSTANCES_PER_VARIANT = 12


# -- what the crates write where their types say less ---------------------------------------------

EPOCH_MILLIS = (1767323045678, 1700000000000)
COUNTS = (0, 1, 13875)
NAMES = ("x", "call_AbC-9")
FLOATS = (0.0, 0.5, 1.25)

BASE64 = ("iVBORw0KGgo=", "R0lGODlhAQABAIAAAP8AAP///yH5BAEAAAEALAAAAAABAAEAAAICRAEAOw==")
MEDIA_TYPES = ("image/png", "image/jpeg")

#: (crate, where, property) -> (the values an instance takes, where the crate makes them).
#: `where` is the type the property is declared in (`Enum::Variant` for a variant's field), or
#: "*" for every type of the crate.
AS_WRITTEN: dict[tuple[str, str, str], tuple[Sequence[Any], str]] = {
    **{
        (crate, "*", "timestamp"): (EPOCH_MILLIS, "a message's time, Unix milliseconds")
        for crate in CRATES
    },
    ("yoagent", "*", "toolCallId"): (NAMES, "a tool call's id, as the provider sent it"),
    ("yoagent", "*", "toolName"): (NAMES, "the name of a tool the agent has"),
    ("yoagent", "*", "model"): (NAMES, "the model's id (ModelConfig), never empty"),
    ("yoagent", "*", "provider"): (NAMES, "the provider's name (ModelConfig), never empty"),
    ("yoagent", "CustomMessage", "kind"): (NAMES, "an application's name for its messages"),
    ("yoagent", "Content::Image", "data"): (BASE64, "the image's bytes in base64"),
    ("yoagent", "Content::Image", "mimeType"): (MEDIA_TYPES, "an image's media type"),
    ("clark-agent", "*", "tool_name"): (NAMES, "the name of a tool in the registry"),
    ("clark-agent", "AgentMessage::Custom", "kind"): (
        NAMES,
        "an application's name for its message type",
    ),
    **{
        ("clark-agent", where, "source"): (
            ("data:image/png;base64,iVBORw0KGgo=", "https://example.com/a.png"),
            "a data: URL or a URL the provider fetches (ImageContent's own comment)",
        )
        for where in ("UserBlock::Image", "ToolResultBlock::Image")
    },
    **{
        ("clark-agent", where, "media_type"): (MEDIA_TYPES, "an image's media type")
        for where in ("UserBlock::Image", "ToolResultBlock::Image")
    },
}

#: (crate, where, property) -> (the schema of what the crate's code puts there, where): a
#: `serde_json::Value`, or a union of which the code writes one arm. `#/$defs/Enum::Variant` is
#: a variant's own schema.
TYPED_AS_WRITTEN: dict[tuple[str, str, str], tuple[dict[str, Any], str]] = {
    ("yoagent", "AgentEvent::TurnEnd", "toolResults"): (
        {"type": "array", "items": {"$ref": "#/$defs/Message::ToolResult"}},
        "the agent loop collects the turn's tool result messages there",
    ),
    ("clark-agent", "AgentEvent::TurnEnd", "tool_results"): (
        {"type": "array", "items": {"$ref": "#/$defs/AgentMessage::ToolResult"}},
        "the loop collects the turn's tool result messages there",
    ),
    ("clark-agent", "AssistantBlock::ReasoningDetails", "details"): (
        {"type": "array", "items": {"$ref": "#/$defs/ReasoningItem"}},
        "OpenRouter's reasoning_details items, as ReasoningItem::to_openrouter_value writes them",
    ),
    ("clark-agent", "AssistantStreamChunk::ReasoningDetails", "delta"): (
        {"type": "array", "items": {"$ref": "#/$defs/ReasoningItem"}},
        "the stream's reasoning_details items (OpenRouter's), as the codec reads them",
    ),
}


def _labelled(definitions: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """(where, schema) of each definition, and of each variant of an enum as `Enum::Variant`:
    the `where` of the properties declared in it."""
    out = []
    for key, schema in definitions.items():
        if "anyOf" in schema:
            out += [(f"{key}::{b.get('title')}", b) for b in schema["anyOf"]]
        else:
            out.append((key, schema))
    return out


def _refine(crate: str, definitions: dict[str, Any]) -> dict[str, Any]:
    """The definitions with what the crate writes put in: `AS_WRITTEN` and `TYPED_AS_WRITTEN`
    narrowings, a tag the type leaves free (`WRITTEN_TAGS`), an integer drawn from `COUNTS`
    within its range, a float as serde_json writes one (with a fraction), and `null` made a
    value an instance may take (the instance builder passes over a `null` branch)."""

    def node(schema: Any, where: str) -> Any:
        if isinstance(schema, list):
            return [node(s, where) for s in schema]
        if not isinstance(schema, dict):
            return schema
        if schema == {"type": "null"}:
            return {"const": None}
        if schema.get("type") == "integer":
            low, high = schema.get("minimum", 0), schema.get("maximum", 2**63)
            return {"type": "integer", "enum": [c for c in COUNTS if low <= c <= high]}
        if schema.get("type") == "number" and schema.get("format") in ("float", "double"):
            return {"type": "number", "enum": list(FLOATS)}
        return {
            key: {p: prop(where, p, s) for p, s in value.items()}
            if key == "properties"
            else node(value, where)
            for key, value in schema.items()
        }

    def prop(where: str, name: str, schema: dict[str, Any]) -> Any:
        for key in ((crate, where, name), (crate, "*", name)):
            if key in AS_WRITTEN:
                return {"enum": list(AS_WRITTEN[key][0])}
            if key in TYPED_AS_WRITTEN:
                return TYPED_AS_WRITTEN[key][0]
        return node(schema, where)

    refined = {}
    for key, schema in definitions.items():
        written = extractor().WRITTEN_TAGS.get((crate, schema.get("title")))
        if written is not None:
            tag, value, _ = written
            schema = {**schema, "properties": {**schema["properties"], tag: {"const": value}}}
        if "anyOf" in schema:
            arms = [node(b, f"{key}::{b.get('title')}") for b in schema["anyOf"]]
            refined[key] = {**schema, "anyOf": arms}
            # each variant under its own name too, for TYPED_AS_WRITTEN to name
            refined.update({f"{key}::{arm.get('title')}": arm for arm in arms})
        else:
            refined[key] = node(schema, key)
    return refined


def as_clark_writes(value: Any) -> Any:
    """The instance with an image's `media_type` the type its data: URL names: clark-agent's
    providers take both from the same image, so the two never disagree."""
    if isinstance(value, list):
        return [as_clark_writes(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: as_clark_writes(v) for k, v in value.items()}
    source = out.get("source")
    if "media_type" in out and isinstance(source, str) and source.startswith("data:"):
        out["media_type"] = source[len("data:") :].split(";", 1)[0]
    return out


# -- the crates' types as JSON Schema, and the instances ------------------------------------------


@cache
def _surface(crate: str) -> dict[str, Any]:
    return next(s for s in coverage.surfaces() if s["name"] == crate)


@pytest.fixture(scope="module")
def crate_definitions() -> dict[str, tuple[str, dict[str, Any]]]:
    """crate -> (version, `$defs`) as the program in tests/library_types/rust reads them."""
    module = extractor()
    try:
        return {crate: module.crate_definitions(crate, target_dir()) for crate in CRATES}
    except module.CratesUnavailable as exc:
        missing_toolchain(f"the Rust crates' types need cargo and their source: {exc}")


@dataclass
class Case:
    crate: str
    group: str
    entity: str
    tag: Any
    name: str  # the variant's Rust name
    value: Any

    @property
    def variant(self) -> str:
        return f"{self.group}/{self.tag}"


@pytest.fixture(scope="module")
def rust_cases(crate_definitions: dict[str, tuple[str, dict[str, Any]]]) -> list[Case]:
    """INSTANCES_PER_VARIANT instances of every variant the surfaces list, each from its own
    seed (the crate, the variant and the instance's number), so a run is the same every time."""
    module = extractor()
    cases = []
    for crate in CRATES:
        definitions = _refine(crate, crate_definitions[crate][1])
        root = {"$defs": definitions}
        for group in _surface(crate)["groups"]:
            union = module.definition(definitions, group["rust"])
            arms = module.union_variants(crate, definitions, union, group["tag"])
            for variant in group["variants"]:
                (branch,) = [b for _, tag, b in arms if tag == variant["tag"]]
                for number in range(INSTANCES_PER_VARIANT):
                    rng = random.Random(f"{crate}/{group['group']}/{variant['tag']}/{number}")

                    def choose(what: str, options: Sequence[Any], rng: random.Random = rng) -> Any:
                        return rng.choice(list(options))

                    value = as_clark_writes(build(branch, choose, root))
                    cases.append(
                        Case(
                            crate,
                            group["group"],
                            group["entity"],
                            variant["tag"],
                            variant["name"],
                            value,
                        )
                    )
    return cases


def outcome(conv: Converters, case: Case) -> tuple[bool, bool, str]:
    """(accepted, lossless, what went wrong) of the case through its crate's dialect."""
    return round_trip(conv, _surface(case.crate)["dialect"], case.value, case.entity)


@pytest.fixture(scope="module")
def outcomes(rust_cases: list[Case]) -> list[tuple[bool, bool, str]]:
    conv = Converters(ROOT / "schema")
    return [outcome(conv, case) for case in rust_cases]


# -- the tests ------------------------------------------------------------------------------------


def test_surfaces_are_the_crates_types(
    crate_definitions: dict[str, tuple[str, dict[str, Any]]],
) -> None:
    """The recorded surfaces list every variant of the pinned crates' unions, and nothing else:
    `scripts/extract_surfaces.py --crates` writes them again from the same program."""
    module = extractor()
    for crate in CRATES:
        name, fresh = module._rust(crate, crate_definitions[crate])
        recorded = json.loads((coverage.SURFACES / f"{name}.json").read_text(encoding="utf-8"))
        assert fresh == recorded, crate


#: A crate of serde's representations, each type with the JSON serde_json writes for it.
SERDE_CASES = """
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;

#[derive(Serialize)]
#[serde(tag = "kind", rename_all = "SCREAMING-KEBAB-CASE", rename_all_fields = "camelCase")]
pub enum Internal {
    UnitVariant,
    Fields { tool_call_id: String, #[serde(skip_serializing_if = "Option::is_none")] note: Option<u8>, written_null: Option<f64> },
    Wrapped(Inner),
    #[serde(rename = "own")]
    Renamed,
    #[serde(skip)]
    Never(String),
}

#[derive(Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct Inner {
    first_name: Box<str>,
    #[serde(flatten)]
    rest: Extra,
    #[serde(skip)]
    cache: u32,
    #[serde(rename(serialize = "out", deserialize = "in"), alias = "x", default)]
    r#type: Vec<i16>,
}

#[derive(Serialize)]
pub struct Extra { #[serde(flatten)] pub map: HashMap<String, Value> }

#[derive(Serialize)]
#[serde(tag = "t", content = "c")]
pub enum Adjacent { Unit, One(bool), Two(u8, String) }

#[derive(Serialize)]
#[serde(untagged)]
pub enum Loose { Nothing, Text(String), Both { a: crate::Wrapper } }

#[derive(Serialize)]
#[serde(transparent)]
pub struct Wrapper { inner: (u32, bool) }

#[derive(Serialize)]
pub enum External { Plain, #[serde(rename_all = "UPPERCASE")] Named { some_field: char } }
"""


def test_the_program_reads_serde_as_serde_writes(tmp_path: Path) -> None:
    """Each representation serde has, with its renaming rules, skipped, optional and nullable
    fields, flattening and transparency, as the JSON serde_json writes."""
    module = extractor()
    (tmp_path / "lib.rs").write_text(SERDE_CASES, encoding="utf-8")
    try:
        proc = module.read_types(
            tmp_path, ["Internal", "Adjacent", "Loose", "External"], target_dir()
        )
    except module.CratesUnavailable as exc:
        missing_toolchain(f"the Rust program needs cargo: {exc}")
    assert proc.returncode == 0, proc.stderr
    defs = json.loads(proc.stdout)["$defs"]
    unit, fields, wrapped, renamed = defs["Internal"]["anyOf"]
    assert unit["properties"] == {"kind": {"const": "UNIT-VARIANT"}}
    assert list(fields["properties"]) == ["kind", "toolCallId", "note", "writtenNull"]
    assert fields["required"] == ["kind", "toolCallId", "writtenNull"]
    assert fields["properties"]["note"] == {"type": "integer", "maximum": 255, "minimum": 0}
    assert fields["properties"]["writtenNull"] == {
        "anyOf": [{"type": "number", "format": "double"}, {"type": "null"}]
    }
    assert list(wrapped["properties"]) == ["kind", "FirstName", "out"]
    assert wrapped["additionalProperties"] == {}  # the flattened map's values: any JSON
    assert renamed["properties"]["kind"] == {"const": "own"}
    unit, one, two = defs["Adjacent"]["anyOf"]
    assert unit["required"] == ["t"] and one["properties"]["c"] == {"type": "boolean"}
    assert two["properties"]["c"]["prefixItems"][1] == {"type": "string"}
    nothing, text, both = defs["Loose"]["anyOf"]
    assert nothing["type"] == "null" and text["type"] == "string"
    assert both["properties"]["a"] == {"$ref": "#/$defs/Wrapper"}
    assert defs["Wrapper"]["prefixItems"][1] == {"type": "boolean"}
    plain, named = defs["External"]["anyOf"]
    assert plain["const"] == "Plain"
    assert named["properties"]["Named"]["properties"] == {"SOME_FIELD": {"type": "string"}}


@pytest.mark.parametrize(
    ("source", "error"),
    [
        (
            '#[derive(Serialize)] pub struct A { #[serde(serialize_with = "f")] b: u8 }',
            "A.b: #[serde(serialize_with)]",
        ),
        ("#[derive(Serialize)] pub struct A { b: tokio::Instant }", "A.b: `tokio::Instant`"),
        ("#[derive(Serialize)] pub struct A { b: Missing }", "A.b: `Missing` is not in scope"),
        ("pub struct B; #[derive(Serialize)] pub struct A { b: B }", "struct B: does not derive"),
        (
            '#[derive(Serialize)] pub enum A { #[cfg(feature = "x")] B }',
            "A::B: a variant present in some builds only",
        ),
    ],
)
def test_what_the_program_cannot_read_is_an_error_naming_type_and_field(
    tmp_path: Path, source: str, error: str
) -> None:
    module = extractor()
    (tmp_path / "lib.rs").write_text("use serde::Serialize;\n" + source, encoding="utf-8")
    try:
        proc = module.read_types(tmp_path, ["A"], target_dir())
    except module.CratesUnavailable as exc:
        missing_toolchain(f"the Rust program needs cargo: {exc}")
    assert proc.returncode == 1 and proc.stdout == ""
    assert error in proc.stderr, proc.stderr


def test_what_the_crates_write_names_only_properties_they_declare(
    crate_definitions: dict[str, tuple[str, dict[str, Any]]],
) -> None:
    """A narrowing that names a property no type declares would narrow nothing."""
    declared: set[tuple[str, str, str]] = set()

    def walk(crate: str, schema: Any, where: str) -> None:
        if isinstance(schema, list):
            for s in schema:
                walk(crate, s, where)
        elif isinstance(schema, dict):
            for name, sub in schema.get("properties", {}).items():
                declared.update({(crate, where, name), (crate, "*", name)})
                walk(crate, sub, where)
            for key, value in schema.items():
                if key != "properties":
                    walk(crate, value, where)

    for crate, (_, definitions) in crate_definitions.items():
        for where, schema in _labelled(definitions):
            walk(crate, schema, where)
    assert not set(AS_WRITTEN) - declared, set(AS_WRITTEN) - declared
    assert not set(TYPED_AS_WRITTEN) - declared, set(TYPED_AS_WRITTEN) - declared


def _listed(case: Case, why: str) -> str | None:
    return listed(case.crate, case.variant, why)


def test_instances_round_trip_or_are_listed(
    rust_cases: list[Case], outcomes: list[tuple[bool, bool, str]]
) -> None:
    unlisted = []
    met: set[tuple[str, str, str]] = set()
    for case, (_, lossless, why) in zip(rust_cases, outcomes, strict=True):
        if lossless:
            continue
        text = _listed(case, why)
        if text is None:
            unlisted.append(f"{case.crate} {case.variant}: {why}\n  {json.dumps(case.value)[:400]}")
        else:
            met.add((case.crate, case.variant, text))
    assert not unlisted, f"{len(unlisted)} instances refused:\n" + "\n".join(unlisted[:8])
    listed = {
        (crate, variant, text)
        for crate, variants in coverage.instance_exceptions().items()
        if crate in CRATES
        for variant, texts in variants.items()
        for text in texts
    }
    assert listed <= met, f"listed, but no instance meets it: {sorted(listed - met)}"


def test_every_variant_has_instances_that_round_trip(
    rust_cases: list[Case], outcomes: list[tuple[bool, bool, str]]
) -> None:
    whole = {
        (c.crate, c.variant)
        for c, (_, lossless, _) in zip(rust_cases, outcomes, strict=True)
        if lossless
    }
    every = {
        (crate, f"{g['group']}/{v['tag']}")
        for crate in CRATES
        for g in _surface(crate)["groups"]
        for v in g["variants"]
    }
    assert every - whole == NOTHING_WHOLE


#: The variants no instance of goes through whole (their reasons: coverage_exceptions.yaml).
NOTHING_WHOLE: set[tuple[str, str]] = set()


def test_table(rust_cases: list[Case], outcomes: list[tuple[bool, bool, str]]) -> None:
    """Prints the per-variant table: instances, accepted (valid canonical), lossless."""
    rows: dict[tuple[str, str, str], list[int]] = {}
    for case, (accepted, lossless, _) in zip(rust_cases, outcomes, strict=True):
        # a union without a tag (usage) is named by its type
        shown = case.name if case.tag is None else str(case.tag)
        row = rows.setdefault((case.crate, case.group, shown), [0, 0, 0])
        row[0] += 1
        row[1] += accepted
        row[2] += lossless
    lines = [f"{'crate':<12} {'group':<20} {'variant':<28} instances accepted lossless"]
    for (crate, group, tag), (made, took, whole) in rows.items():
        lines.append(f"{crate:<12} {group:<20} {tag:<28} {made:>9} {took:>8} {whole:>8}")
    for crate in CRATES:
        mine = [r for (c, _, _), r in rows.items() if c == crate]
        totals = [sum(r[i] for r in mine) for i in range(3)]
        lines.append(
            f"{crate:<12} {'all':<20} {f'{len(mine)} variants':<28} "
            f"{totals[0]:>9} {totals[1]:>8} {totals[2]:>8}"
        )
    print("\n" + "\n".join(lines))
    assert len(rows) == sum(len(g["variants"]) for c in CRATES for g in _surface(c)["groups"])
    assert all(made == INSTANCES_PER_VARIANT for made, _, _ in rows.values())
