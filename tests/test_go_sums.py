"""The Go target types a value of several JSON types: a typed sum (one arm per JSON type, `As`
methods to read it, `From` functions to make it) where the JSON type tells the arms apart, one
Go type where a single JSON type and null are left, and the value's JSON text
(`json.RawMessage`) where the JSON type cannot tell (an integer beside a number, a sum that
would hold itself). Decoding and writing back give the document's own JSON."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_go_target import GO, go

from agentproto.pipeline import format_files, render

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.com/sums/box.json",
    "title": "Box",
    "type": "object",
    "properties": {
        "label": {"type": ["string", "integer"]},
        "amount": {"type": ["integer", "number"]},
        "mode": {"enum": ["fast", "slow", None]},
        "flag": {"type": ["boolean", "null"]},
        "parts": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "integer"}}]},
        "inner": {"oneOf": [{"type": "string"}, {"$ref": "#"}]},
        "either": {"type": ["object", "array", "null"]},
    },
    "additionalProperties": False,
}

FIELD_TYPES = {
    "Label": "IntOrString",  # `type` lists are read in a fixed order
    "Amount": "json.RawMessage",
    "Mode": "rt.Nullable[string]",
    "Flag": "rt.Nullable[bool]",
    "Parts": "StringOrIntList",
    "Inner": "json.RawMessage",  # a Box held by value inside a Box: its JSON text instead
    "Either": "JsonListOrJsonMapOrNull",
}

GO_TEST = """package sums_test

import (
	"testing"

	"example.com/sums/rt"
	"example.com/sums/sums"
)

func TestSums(t *testing.T) {
	for _, doc := range []string{
		`{"label":"a","parts":[1,2],"either":null}`,
		`{"label":7,"parts":"p","either":{"k":[1]},"mode":null,"flag":true}`,
		`{"either":[1,"x"],"amount":2.5,"inner":{"label":3},"mode":"slow","flag":null}`,
	} {
		b, err := sums.DecodeBox([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		out, err := rt.Marshal(b)
		if err != nil || string(out) != doc {
			t.Fatalf("re-encoded %s as %s (%v)", doc, out, err)
		}
	}
	b, _ := sums.DecodeBox([]byte(`{"label":7,"parts":[4]}`))
	if n, ok := b.Label.Value.AsInt(); !ok || n != 7 {
		t.Fatalf("label read as %v %v", n, ok)
	}
	if _, ok := b.Label.Value.AsString(); ok {
		t.Fatal("an integer label read as a string")
	}
	if p, ok := b.Parts.Value.AsIntList(); !ok || len(p) != 1 || p[0] != 4 {
		t.Fatalf("parts read as %v %v", p, ok)
	}
	made := sums.Box{Label: rt.Some(sums.IntOrStringFromString("x"))}
	if out, err := rt.Marshal(made); err != nil || string(out) != `{"label":"x"}` || !made.Valid() {
		t.Fatalf("made in code: %s (%v)", out, err)
	}
}
"""


@pytest.fixture(scope="module")
def module(tmp_path_factory: pytest.TempPathFactory) -> Path:
    schemas = tmp_path_factory.mktemp("schema")
    (schemas / "sums").mkdir()
    (schemas / "sums" / "box.json").write_text(json.dumps(SCHEMA), encoding="utf-8")
    out = tmp_path_factory.mktemp("out")
    files = format_files(render(schemas, ("go",), options={"go_module": "example.com/sums"}))
    for rel, text in files.items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return out / "go"


def test_each_value_of_several_json_types_gets_its_go_type(module: Path) -> None:
    source = (module / "sums" / "sums.go").read_text(encoding="utf-8")
    declared = dict(re.findall(r"^\t([A-Z]\w*)\s+rt\.Opt\[(.+?)\]\s+`json", source, re.MULTILINE))
    assert declared == FIELD_TYPES


def test_the_sums_decode_read_make_and_write_back(module: Path) -> None:
    assert GO is not None
    vet = go(["vet", "./..."], module)
    assert vet.returncode == 0, vet.stdout + vet.stderr
    (module / "sums" / "sums_test.go").write_text(GO_TEST, encoding="utf-8")
    done = go(["test", "./sums/"], module)
    assert done.returncode == 0, done.stdout + done.stderr
