"""Which reader the Rust text decoder gives a declaration follows its schema's keywords, not
its name: a plain record reads member by member, a tagged union looks its tag up first, and a
schema the typed reader does not take on (here `if`/`then`) is read as a checked `Value`.
(The decoder's behaviour is tested in Rust: tests/rust/text_decoder.rs, and every example
through the conformance program.)"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from agentproto.pipeline import render

BASE = "https://example.test/s/"


def write(root: Path, name: str, body: dict[str, Any]) -> None:
    body = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": BASE + name, **body}
    (root / "s").mkdir(parents=True, exist_ok=True)
    (root / "s" / name).write_text(json.dumps(body))


def reader(text: str, name: str) -> str:
    found = re.search(rf"impl rt::Read for {name} \{{(.*?)\n\}}\n", text, re.DOTALL)
    assert found, f"no reader for {name}"
    return found.group(1)


def test_readers_follow_the_schema(tmp_path: Path) -> None:
    write(
        tmp_path,
        "plain.json",
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["kind", "a"],
            "properties": {
                "kind": {"const": "plain"},
                "a": {"type": "string", "minLength": 1},
                "n": {"type": "integer", "minimum": 0},
            },
        },
    )
    write(
        tmp_path,
        "cond.json",
        {
            "type": "object",
            "required": ["kind"],
            "properties": {"kind": {"const": "cond"}, "x": {"type": "string"}},
            "if": {"required": ["x"]},
            "then": {"properties": {"x": {"minLength": 2}}},
        },
    )
    write(tmp_path, "either.json", {"oneOf": [{"$ref": "plain.json"}, {"$ref": "cond.json"}]})
    write(tmp_path, "level.json", {"enum": ["low", "high"]})
    files = render(tmp_path, ("rust",), package="t", strict_keywords=True)
    text = files["rust/src/s.rs"]

    plain = reader(text, "Plain")
    assert "r.object()" in plain
    # each scalar read as the one kind of JSON its type takes, then checked by its `v_N`
    assert "r.string().map(Value::String).filter(|v| checks::v_" in plain
    assert "r.numeral().map(Value::Number).filter(|v| checks::v_" in plain
    assert "if r.null() {" in plain  # an optional property refuses null
    assert '"a" =>' in plain and '"n" =>' in plain
    assert "_ => { return None; }" in plain  # additionalProperties: false

    cond = reader(text, "Cond")
    assert "r.object()" not in cond and "r.value()" in cond  # checked as a Value

    either = reader(text, "Either")
    assert 'r.tag("kind")' in either
    assert '"plain" => <crate::s::Plain as rt::Read>::read(r)' in either
    assert '"cond" => <crate::s::Cond as rt::Read>::read(r)' in either

    level = reader(text, "Level")
    assert "match &*r.text()?" in level and '"low" => Some(Level::Low)' in level

    lib = files["rust/src/lib.rs"]
    assert "pub fn decode_text(" in lib and '("s", "Plain") =>' in lib


def test_aliases_arrays_and_open_maps_are_read_in_their_own_types(tmp_path: Path) -> None:
    write(tmp_path, "code.json", {"type": "string", "minLength": 2})
    write(
        tmp_path,
        "parcel.json",
        {
            "type": "object",
            "additionalProperties": False,
            "required": ["kind"],
            "properties": {
                "kind": {"const": "parcel"},
                "code": {"$ref": "code.json"},
                "meta": {"type": "object"},
                "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
            },
        },
    )
    files = render(tmp_path, ("rust",), package="t", strict_keywords=True)
    boxed = reader(files["rust/src/s.rs"], "Parcel")
    # a string alias is read as a string and checked by the property's schema, no `Value`
    # read first; `Code as rt::Take` would mean the generic one
    assert "Code as rt::Take" not in boxed
    code_arm = boxed[boxed.index('"code" =>') : boxed.index('"kind" =>')]
    assert "r.string().map(Value::String).filter(|v| checks::v_" in code_arm
    # an open object goes member by member into its map, not through a `Value` moved over
    meta_arm = boxed[boxed.index('"meta" =>') : boxed.index('"tags" =>')]
    assert "rt::map(r, |r|" in meta_arm and "IndexMap<String, Value> as rt::Take" not in meta_arm
    # an array of strings item by item, its count checked on the vector
    tags_arm = boxed[boxed.index('"tags" =>') :]
    flat = "".join(tags_arm.split())
    assert "rt::list(r,|r|r.string())" in flat and ".filter(|a|a.len()<=3)" in flat
