"""The Rust target types a value of several JSON types: a typed sum (an enum of one variant per
JSON type, `as_*` accessors to read it, `From` each arm's type to make it) where the JSON type
tells the arms apart, null left outside it as `Option` / `rt::Maybe`, one Rust type where a
single JSON type and null are left, and `serde_json::Value` where the JSON type cannot tell (an
integer beside a number). Decoding (the text decoder and the long way) and encoding give the
document's own JSON, and validation is the schema's."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import rust_support as rs

PARCEL = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.com/sums/parcel.json",
    "title": "Parcel",
    "type": "object",
    "properties": {
        "label": {"type": ["string", "integer"]},
        "amount": {"type": ["integer", "number"]},
        "mode": {"enum": ["fast", "slow", None]},
        "flag": {"type": ["boolean", "null"]},
        "parts": {"oneOf": [{"type": "string"}, {"type": "array", "items": {"type": "integer"}}]},
        "inner": {"oneOf": [{"type": "string"}, {"$ref": "#"}]},
        "either": {"type": ["object", "array", "null"]},
        # a keyword beside the type list: read as a checked value, then moved into the sum
        "tags": {"type": "array", "items": {"type": ["string", "integer"], "minLength": 2}},
        "weight": {"type": ["number", "boolean", "string"]},
        "choice": {"oneOf": [{"$ref": "choice.json"}, {"type": "null"}]},
    },
    "required": ["parts"],
    "additionalProperties": False,
}
CHOICE = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.com/sums/choice.json",
    "title": "Choice",
    "oneOf": [{"type": "string", "enum": ["auto", "none"]}, {"$ref": "pick.json"}],
}
PICK = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.com/sums/pick.json",
    "title": "Pick",
    "type": "object",
    "properties": {"name": {"type": "string", "minLength": 1}},
    "required": ["name"],
    "additionalProperties": False,
}

FIELD_TYPES = {
    "label": "Option<crate::sums::IntOrString>",  # `type` lists are read in a fixed order
    "amount": "Option<Value>",  # an integer beside a number: the JSON type cannot tell
    "mode": "rt::Maybe<String>",  # one JSON type and null: that type, null outside it
    "flag": "rt::Maybe<bool>",
    "parts": "crate::sums::StringOrIntList",
    "inner": "Option<crate::sums::StringOrParcel>",  # a record arm is boxed in the sum
    "either": "rt::Maybe<crate::sums::JsonListOrJsonMap>",
    "tags": "Option<Vec<crate::sums::IntOrString>>",
    "weight": "Option<crate::sums::BoolOrNumberOrString>",
    "choice": "rt::Maybe<crate::sums::Choice>",
}

SUMS_RS = r"""
use agentproto_bindings::runtime::Maybe;
use agentproto_bindings::sums::{
    BoolOrNumberOrString, Choice, IntOrString, JsonListOrJsonMap, Parcel, Pick, StringOrIntList,
    StringOrParcel,
};
use serde_json::{json, Value};

const DOCUMENTS: &[&str] = &[
    r#"{"label":"a","parts":[1,2],"either":null}"#,
    r#"{"label":7,"parts":"p","either":{"k":[1]},"mode":null,"flag":true}"#,
    r#"{"either":[1,"x"],"amount":2.5,"inner":{"label":3,"parts":[]},"mode":"slow","flag":null,"parts":[]}"#,
    r#"{"parts":"q","tags":["ab",4],"weight":false,"choice":"auto","inner":"s"}"#,
    r#"{"choice":{"name":"n"},"weight":1.5,"parts":[3]}"#,
    r#"{"choice":null,"weight":"w","parts":[],"label":-2}"#,
];

#[test]
fn text_and_value_decode_alike_and_write_back_the_same_json() {
    for text in DOCUMENTS {
        let read = Parcel::from_json_str(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let value: Value = serde_json::from_str(text).unwrap();
        let long = Parcel::from_value(&value).unwrap();
        assert_eq!(read, long, "{text}");
        assert_eq!(serde_json::to_string(&read).unwrap(), *text);
        let again: Parcel = serde_json::from_str(text).unwrap();
        assert_eq!(again.to_value(), value);
    }
}

#[test]
fn the_arm_is_the_json_type_of_the_value() {
    let p = Parcel::from_json_str(DOCUMENTS[1]).unwrap();
    assert_eq!(p.label.as_ref().and_then(IntOrString::as_int), Some(7));
    assert_eq!(p.label.as_ref().and_then(IntOrString::as_string), None);
    assert_eq!(p.parts.as_string(), Some("p"));
    assert_eq!(p.parts.as_int_list(), None);
    assert_eq!(p.flag, Maybe::Value(true));
    assert_eq!(p.mode, Maybe::Null);
    let Maybe::Value(JsonListOrJsonMap::JsonMap(m)) = &p.either else {
        panic!("either read as {:?}", p.either)
    };
    assert_eq!(m["k"], json!([1]));

    let p = Parcel::from_json_str(DOCUMENTS[2]).unwrap();
    assert_eq!(p.parts.as_int_list(), Some(&[][..]));
    assert_eq!(p.amount, Some(json!(2.5)));
    let inner = p.inner.as_ref().and_then(StringOrParcel::as_parcel).unwrap();
    assert_eq!(inner.label, Some(IntOrString::Int(3)));
    assert!(matches!(&p.either, Maybe::Value(e) if e.as_json_list().map(<[Value]>::len) == Some(2)));

    let p = Parcel::from_json_str(DOCUMENTS[3]).unwrap();
    assert_eq!(p.tags, Some(vec![IntOrString::from("ab"), IntOrString::from(4)]));
    assert_eq!(p.weight.as_ref().and_then(BoolOrNumberOrString::as_bool), Some(false));
    assert_eq!(p.inner.as_ref().and_then(StringOrParcel::as_string), Some("s"));
    let choice = p.choice.as_option().unwrap();
    assert_eq!(choice.as_choice_variant0().map(|m| m.as_str()), Some("auto"));
    assert!(choice.as_pick().is_none());

    let p = Parcel::from_json_str(DOCUMENTS[4]).unwrap();
    let pick: Option<&Pick> = p.choice.as_option().and_then(Choice::as_pick);
    assert_eq!(pick.map(|v| v.name.as_str()), Some("n"));
    let number = p.weight.as_ref().and_then(BoolOrNumberOrString::as_number).unwrap();
    assert_eq!(number.as_f64(), Some(1.5));
}

#[test]
fn each_arm_is_checked_by_its_own_schema() {
    for (text, pointer) in [
        (r#"{"parts":[1.5]}"#, "/parts"),
        (r#"{"parts":true}"#, "/parts"),
        (r#"{"parts":"p","label":1.5}"#, "/label"),
        (r#"{"parts":"p","tags":["a"]}"#, "/tags/0"),
        (r#"{"parts":"p","choice":"sometimes"}"#, "/choice"),
        (r#"{"parts":"p","choice":{"name":""}}"#, "/choice"),
        (r#"{"parts":"p","inner":{"label":[]}}"#, "/inner"),
        (r#"{"parts":"p","weight":null}"#, "/weight"),
        (r#"{"parts":"p","either":"x"}"#, "/either"),
    ] {
        let err = Parcel::from_json_str(text).expect_err(text);
        assert!(
            err.problems.iter().any(|p| p.pointer.starts_with(pointer)),
            "{text}: {err:?}"
        );
        let value: Value = serde_json::from_str(text).unwrap();
        assert!(!Parcel::is_valid(&value), "{text}");
    }
}

#[test]
fn values_made_in_code_encode_as_their_arm() {
    let made = Parcel {
        label: Some("x".into()),
        amount: None,
        mode: Maybe::Absent,
        flag: Maybe::Absent,
        parts: StringOrIntList::from(vec![1, 2]),
        inner: None,
        either: Maybe::Null,
        tags: None,
        weight: Some(BoolOrNumberOrString::from(true)),
        choice: Maybe::Value(Choice::from(Pick {
            name: "tool".to_string(),
            key_order: Default::default(),
        })),
        key_order: Default::default(),
    };
    let value = made.to_value();
    assert_eq!(
        value,
        json!({"choice": {"name": "tool"}, "either": null, "label": "x", "parts": [1, 2], "weight": true})
    );
    assert!(Parcel::is_valid(&value), "{value}");
    assert_eq!(Parcel::from_value(&value).unwrap().to_value(), value);
    let nested = StringOrParcel::from(made.clone());
    assert_eq!(nested.as_parcel(), Some(&made));
    assert_eq!(serde_json::to_value(&nested).unwrap(), value);
}
"""


@pytest.fixture(scope="module")
def crate(tmp_path_factory: pytest.TempPathFactory) -> Path:
    schemas = tmp_path_factory.mktemp("schema")
    (schemas / "sums").mkdir()
    for name, doc in (("parcel", PARCEL), ("choice", CHOICE), ("pick", PICK)):
        (schemas / "sums" / f"{name}.json").write_text(json.dumps(doc), encoding="utf-8")
    return rs.write_bindings(tmp_path_factory.mktemp("out"), schemas)


def test_each_value_of_several_json_types_gets_its_rust_type(crate: Path) -> None:
    source = (crate / "src" / "sums.rs").read_text(encoding="utf-8")
    body = source[source.index("pub struct Parcel {") :]
    body = body[: body.index("\n}\n")]
    declared = dict(re.findall(r"^\s*pub (\w+): (.+),$", body, re.MULTILINE))
    declared.pop("key_order")
    assert declared == FIELD_TYPES
    # the sums: one variant per JSON type, a record arm boxed
    assert re.search(r"pub enum StringOrParcel \{[^}]*String\(String\),[^}]*Parcel\(Box<", source)
    assert "pub type Choice = crate::sums::ChoiceVariant0OrPick;" in source


def test_the_text_decoder_reads_the_json_type_first(crate: Path) -> None:
    """A sum whose schema splits by JSON type is read by one look at the next byte, then its
    arm's own reader; only the sum beside a keyword the split does not take on (`tags`) goes
    through a checked `Value`."""
    source = (crate / "src" / "sums.rs").read_text(encoding="utf-8")
    reader = source[source.index("impl rt::Read for Parcel") :]
    reader = reader[: reader.index("\n}\n")]
    assert reader.count("match first {") == 6, reader
    assert "<crate::sums::IntOrString as rt::Take>::take" in reader


def test_the_sums_decode_read_make_and_write_back(crate: Path) -> None:
    clippy = rs.run_cargo(["clippy", "--quiet", "--all-targets", "--", "-D", "warnings"], crate)
    assert clippy.returncode == 0, clippy.stderr[-5000:]
    (crate / "tests").mkdir(exist_ok=True)
    (crate / "tests" / "sums.rs").write_text(SUMS_RS, encoding="utf-8")
    done = rs.run_cargo(["test", "--quiet", "--test", "sums"], crate)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "4 passed" in done.stdout, done.stdout


CANONICAL_RS = r"""
use agentproto_bindings::agent::{StringOrUserContentBlockList, UserContentBlock, UserMessage};
use serde_json::{json, Value};

#[test]
fn user_message_content_is_a_string_or_blocks() {
    let text = r#"{"role":"user","content":"hi"}"#;
    let m = UserMessage::from_json_str(text).unwrap();
    assert_eq!(m.content.as_string(), Some("hi"));
    assert_eq!(m.content.as_user_content_block_list(), None);
    assert_eq!(serde_json::to_string(&m).unwrap(), text);

    let text = r#"{"role":"user","content":[{"type":"text","text":"look"}]}"#;
    let m = UserMessage::from_json_str(text).unwrap();
    let blocks: &[UserContentBlock] = m.content.as_user_content_block_list().unwrap();
    assert_eq!(blocks.len(), 1);
    assert_eq!(m.content.as_string(), None);
    assert_eq!(serde_json::to_string(&m).unwrap(), text);
    let value: Value = serde_json::from_str(text).unwrap();
    assert_eq!(UserMessage::from_value(&value).unwrap(), m);

    let made = StringOrUserContentBlockList::from("made");
    assert_eq!(serde_json::to_value(&made).unwrap(), json!("made"));
    let bad = json!({"role": "user", "content": 3});
    assert!(!UserMessage::is_valid(&bad));
    assert!(UserMessage::from_value(&bad).is_err());
}
"""


def test_the_canonical_user_message_content(tmp_path: Path, rust_crate: Path) -> None:
    """The canonical bindings (the session's crate, linked by a crate of this test's own):
    `UserMessage.content` is a string or a list of user content blocks."""
    user = tmp_path / "canonical_sums"
    (user / "tests").mkdir(parents=True)
    (user / "src").mkdir()
    (user / "src" / "lib.rs").write_text("", encoding="utf-8")
    (user / "tests" / "content.rs").write_text(CANONICAL_RS, encoding="utf-8")
    (user / "Cargo.toml").write_text(
        '[package]\nname = "canonical_sums"\nversion = "0.0.0"\nedition = "2021"\n'
        "[dependencies]\n"
        f"agentproto_bindings = {{ path = {json.dumps(str(rust_crate))} }}\n"
        'serde_json = { version = "1", features = ["preserve_order", "float_roundtrip"] }\n',
        encoding="utf-8",
    )
    (user / "Cargo.lock").write_text((rust_crate / "Cargo.lock").read_text(), encoding="utf-8")
    done = rs.run_cargo(["test", "--quiet", "--test", "content"], user)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "1 passed" in done.stdout, done.stdout
