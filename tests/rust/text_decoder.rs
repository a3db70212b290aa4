//! The text decoder (`rt::read_document`, behind `from_json_str`): copied into the generated
//! crate's tests/ folder and run by tests/test_rust_target.py with `cargo test`. Each case
//! holds it to the long way (parse a `Value`, validate, typed walk) on the same text.

use agentproto_bindings::agent::{AgentMessage, AssistantContentBlock, Cost, ReasoningEncryptedDetail};
use agentproto_bindings::runtime::{self as rt, Maybe};
use serde_json::Value;

/// The long way's answer for `text`: the decoded value encoded again, or None.
fn long_way(text: &str) -> Option<String> {
    let value: Value = serde_json::from_str(text).ok()?;
    AgentMessage::from_value(&value).ok().map(|m| m.to_value().to_string())
}

/// The reader's answer for `text`, and `from_json_str`'s, which must be the long way's.
fn read(text: &str) -> Option<String> {
    let read = rt::read_document::<AgentMessage>(text).map(|m| m.to_value().to_string());
    let whole = AgentMessage::from_json_str(text).ok().map(|m| m.to_value().to_string());
    assert_eq!(whole, long_way(text), "from_json_str and the long way differ on {text}");
    if read.is_some() {
        assert_eq!(read, whole, "the reader accepted {text} with another value");
    }
    read
}

const ASSISTANT: &str = r#"{"role":"assistant","content":[{"type":"text","text":"hi"},{"type":"tool_call","id":"t1","name":"f","arguments":{"b":[1,2.5,-0,1e2,null,true],"a":{}}}],"stop_reason":"tool_use","usage":{"input":1,"output":2},"cost":{"input":0.5,"output":1,"cache_read":0.0,"cache_write":0,"total":1.5},"timestamp":1767600008227}"#;

#[test]
fn valid_text_is_read_without_the_long_way() {
    let out = read(ASSISTANT).expect("the reader takes a valid message");
    // key order, and numbers as written (integer, float, -0, exponent)
    assert_eq!(out, long_way(ASSISTANT).unwrap());
    assert!(out.contains(r#""cache_read":0.0,"cache_write":0"#), "{out}");
}

#[test]
fn the_tag_may_come_last() {
    let text = r#"{"content":"x","timestamp":1,"role":"user"}"#;
    assert!(read(text).is_some());
    let block = rt::read_document::<AssistantContentBlock>(r#"{"thinking":"hmm","type":"thinking"}"#);
    assert!(matches!(block, Some(AssistantContentBlock::ThinkingBlock(_))), "{block:?}");
    assert!(read(r#"{"content":"x","role":"nobody"}"#).is_none());
    assert!(read(r#"{"content":"x"}"#).is_none());
    assert!(read(r#"{"content":"x","role":5}"#).is_none());
}

#[test]
fn invalid_text_is_refused_and_the_long_way_names_the_problem() {
    for text in [
        r#"{"role":"user","content":"x","timestamp":null}"#, // null where only absence is allowed
        r#"{"role":"user","content":"x","timestamp":-1}"#,   // minimum
        r#"{"role":"user","content":"x","timestamp":1.5}"#,  // not an integer
        r#"{"role":"user","content":"x","surprise":1}"#,     // additionalProperties: false
        r#"{"role":"user"}"#,                                // required
        r#"{"role":"assistant","content":[],"stop_reason":"halt"}"#, // enum
        r#"{"role":"assistant","content":[{"type":"text"}],"stop_reason":"stop"}"#,
        r#"{"role":"user","content":"x"} x"#,                // text after the document
        r#"{"role":"user","content":"x",}"#,                 // trailing comma
        r#"{"role":"user","content":"\ud800"}"#,             // lone surrogate
        "{\"role\":\"user\",\"content\":\"a\u{1}b\"}",       // raw control character
    ] {
        assert!(read(text).is_none(), "read {text}");
        let err = AgentMessage::from_json_str(text).expect_err(text);
        assert!(!err.problems.is_empty(), "{text}");
    }
    let err = AgentMessage::from_json_str(r#"{"role":"user","content":"x","timestamp":null}"#).unwrap_err();
    assert!(err.problems.iter().any(|p| p.pointer == "/timestamp"), "{err:?}");
}

#[test]
fn a_repeated_key_is_left_to_the_long_way() {
    let text = r#"{"role":"user","content":"a","content":"b"}"#;
    assert!(rt::read_document::<AgentMessage>(text).is_none());
    // whatever the long way says of it, `from_json_str` says too (checked in `read`)
    read(text);
}

#[test]
fn strings_are_unescaped_as_serde_json_does() {
    let text = r#"{"role":"user","content":"tab\t quote\" slash\/ back\\ \u00e9 \ud83d\ude00 \n日本語"}"#;
    let out = read(text).expect("escapes read");
    let value: Value = serde_json::from_str(text).unwrap();
    assert_eq!(out, AgentMessage::from_value(&value).unwrap().to_value().to_string());
    // white space anywhere JSON allows it
    let spaced = " {\n \"role\" : \"user\" ,\r\n\t\"content\" : [ ] } \n";
    assert!(read(spaced).is_some());
}

#[test]
fn three_states_and_open_json_deeply_nested() {
    let absent = rt::read_document::<ReasoningEncryptedDetail>(r#"{"type":"reasoning.encrypted","data":"QUJD"}"#).unwrap();
    let null = rt::read_document::<ReasoningEncryptedDetail>(r#"{"type":"reasoning.encrypted","data":"QUJD","id":null}"#).unwrap();
    assert_eq!(absent.id, Maybe::Absent);
    assert_eq!(null.id, Maybe::Null);
    // past the nesting limit the reader gives up (and so does serde_json)
    let deep = format!(
        r#"{{"role":"extension","kind":"k","data":{}{}}}"#,
        "[".repeat(200),
        "]".repeat(200)
    );
    assert!(rt::read_document::<AgentMessage>(&deep).is_none());
    assert!(AgentMessage::from_json_str(&deep).is_err());
    let shallow = format!(
        r#"{{"role":"extension","kind":"k","data":{}{}}}"#,
        "[".repeat(20),
        "]".repeat(20)
    );
    assert!(read(&shallow).is_some());
}

#[test]
fn numbers_keep_their_kind() {
    let text = r#"{"input":1e0,"output":1,"cache_read":0.10000000000000001,"cache_write":123456789012345678901234567890,"total":-0}"#;
    let read = rt::read_document::<Cost>(text).expect("a cost").to_value();
    let value: Value = serde_json::from_str(text).unwrap();
    let long = Cost::from_value(&value).unwrap().to_value();
    assert_eq!(read.to_string(), long.to_string());
}

#[test]
fn a_long_key_order_is_kept_past_what_is_held_in_place() {
    // 30 unknown properties with the fields among them: more keys than `rt::KeyOrder` holds
    // without allocating, in an order that is not the field order
    let mut members: Vec<String> = (0..30).map(|i| format!(r#""x{i}":{i}"#)).collect();
    members.insert(25, r#""type":"reasoning.encrypted""#.to_string());
    members.insert(3, r#""index":2"#.to_string());
    members.insert(0, r#""data":"QUJD""#.to_string());
    let text = format!("{{{}}}", members.join(","));
    let read = rt::read_document::<ReasoningEncryptedDetail>(&text).expect("the reader takes it");
    let value: Value = serde_json::from_str(&text).unwrap();
    let walked = ReasoningEncryptedDetail::from_value(&value).unwrap();
    assert_eq!(read, walked);
    assert_eq!(read.key_order.len(), 33);
    assert_eq!(read.to_value().to_string(), value.to_string());
    // the same order built key by key compares equal however it is held
    let from_vec = rt::KeyOrder::from(read.key_order.iter().collect::<Vec<u16>>());
    assert_eq!(from_vec, read.key_order);
    assert_eq!(format!("{:?}", from_vec), format!("{:?}", read.key_order.iter().collect::<Vec<u16>>()));
}
