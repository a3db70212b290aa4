"""The `agentproto validate` catalog reads schemas with the loader and resolves `$ref`s with the
loader's `Locator`: ids of any scheme (`urn:`), anchors and nested `$id`s work in detection."""

from __future__ import annotations

import json
from pathlib import Path

from agentproto.validate.catalog import Catalog

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def write(folder: Path, name: str, schema: dict) -> None:
    (folder / name).write_text(json.dumps({"$schema": DIALECT, **schema}))


def urn_set(tmp_path: Path) -> Catalog:
    write(
        tmp_path,
        "point.json",
        {
            "$id": "urn:example:point",
            "type": "object",
            "properties": {"kind": {"const": "point"}, "x": {"type": "number"}},
            "required": ["kind", "x"],
        },
    )
    write(
        tmp_path,
        "shape.json",
        {
            "$id": "urn:example:shape",
            "x-document": True,
            "oneOf": [
                {"$ref": "urn:example:point"},
                {"$ref": "#/$defs/circle"},
                {"$ref": "#square"},
                {"$ref": "urn:example:nested"},
            ],
            "$defs": {
                "circle": {
                    "type": "object",
                    "properties": {"kind": {"const": "circle"}},
                    "required": ["kind"],
                },
                "square": {
                    "$anchor": "square",
                    "type": "object",
                    "properties": {"kind": {"const": "square"}},
                    "required": ["kind"],
                },
                "nested": {
                    "$id": "urn:example:nested",
                    "type": "object",
                    "properties": {"kind": {"const": "nested"}},
                    "required": ["kind"],
                },
            },
        },
    )
    write(
        tmp_path,
        "line.json",
        {
            "$id": "urn:example:line",
            "x-document": True,
            "type": "object",
            "properties": {"kind": {"const": "line"}},
            "required": ["kind"],
        },
    )
    return Catalog(tmp_path)


def test_urn_ids_anchors_and_nested_ids_are_followed_in_detection(tmp_path: Path) -> None:
    catalog = urn_set(tmp_path)
    assert catalog.shapes["shape"].tags == {"kind": {"point", "circle", "square", "nested"}}
    for kind in ("point", "circle", "square", "nested"):
        detected = catalog.detect({"kind": kind, "x": 1})
        assert detected.entry is not None and detected.entry.name == "shape", kind
    line = catalog.detect({"kind": "line"}).entry
    assert line is not None and line.name == "line"


def test_urn_documents_reach_each_other_and_validate(tmp_path: Path) -> None:
    catalog = urn_set(tmp_path)
    assert catalog._reachable("urn:example:shape") == ["urn:example:shape", "urn:example:point"]
    shape = catalog.by_name["shape"]
    assert catalog.validator(shape).is_valid({"kind": "point", "x": 1})
    assert not catalog.validator(shape).is_valid({"kind": "point", "x": "one"})
    # the point schema is referenced, so without `x-document` marks only the roots would count
    assert {e.name for e in catalog.documents} == {"shape", "line"}
