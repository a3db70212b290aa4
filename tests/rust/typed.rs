//! Typed behaviour of the generated crate: copied into its tests/ folder and run by
//! tests/test_rust_target.py with `cargo test`.

use agentproto_bindings::agent::{
    AgentMessage, AssistantContentBlock, Cost, ReasoningEncryptedDetail, StopReason, Usage,
};
use agentproto_bindings::openresponses::ResponseStatus;
use agentproto_bindings::runtime::Maybe;
use serde_json::{json, Value};

fn encrypted(id: Option<Value>) -> Value {
    let mut v = json!({"type": "reasoning.encrypted", "data": "QUJD"});
    if let Some(id) = id {
        v["id"] = id;
    }
    v
}

#[test]
fn absent_null_and_value_are_three_states() {
    let absent = ReasoningEncryptedDetail::from_value(&encrypted(None)).unwrap();
    let null = ReasoningEncryptedDetail::from_value(&encrypted(Some(Value::Null))).unwrap();
    let value = ReasoningEncryptedDetail::from_value(&encrypted(Some(json!("x")))).unwrap();
    assert_eq!(absent.id, Maybe::Absent);
    assert_eq!(null.id, Maybe::Null);
    assert_eq!(value.id, Maybe::Value("x".to_string()));
    assert_eq!(absent.to_value(), encrypted(None));
    assert_eq!(null.to_value(), encrypted(Some(Value::Null)));
}

#[test]
fn null_where_only_absence_is_allowed_is_refused() {
    let mut v = encrypted(None);
    v["index"] = Value::Null;
    let err = ReasoningEncryptedDetail::from_value(&v).unwrap_err();
    assert!(err.problems.iter().any(|p| p.pointer == "/index" && p.keyword == "type"), "{err:?}");
    assert!(!ReasoningEncryptedDetail::is_valid(&v));
}

#[test]
fn tagged_union_reads_the_tag_first() {
    let thinking = json!({"type": "thinking", "thinking": "hmm"});
    let block = AssistantContentBlock::from_value(&thinking).unwrap();
    assert!(matches!(block, AssistantContentBlock::ThinkingBlock(_)), "{block:?}");
    let bad = json!({"type": "thinkin", "thinking": "hmm"});
    let err = AssistantContentBlock::from_value(&bad).unwrap_err();
    assert!(err.problems.iter().any(|p| p.pointer == "/type"), "{err:?}");
    assert!(!AssistantContentBlock::is_valid(&bad));
}

#[test]
fn key_order_survives_a_round_trip() {
    let text = r#"{"usage":{"output":2,"input":1},"stop_reason":"stop","role":"assistant","content":[]}"#;
    let message = AgentMessage::from_json_str(text).unwrap();
    assert_eq!(serde_json::to_string(&message).unwrap(), text);
}

#[test]
fn validate_reports_every_problem() {
    let v = json!({"role": "assistant", "content": 5, "stop_reason": "nope"});
    let problems = AgentMessage::validate(&v);
    assert!(problems.len() >= 2, "{problems:?}");
    assert!(problems.iter().all(|p| !p.schema.is_empty() && !p.message.is_empty()));
}

#[test]
fn additive_records_add_field_by_field() {
    let a = Usage::from_value(&json!({"input": 1, "output": 2})).unwrap();
    let b = Usage::from_value(&json!({"input": 10, "output": 20, "reasoning": 3})).unwrap();
    let sum = a + b;
    assert_eq!((sum.input, sum.output, sum.reasoning), (11, 22, Some(3)));
    let c = Cost::from_value(&json!({"input": 0.5, "output": 1, "cache_read": 0.0, "cache_write": 0, "total": 1.5, "extra": {"web": 0.25}})).unwrap();
    let d = Cost::from_value(&json!({"input": 0.25, "output": 2, "cache_read": 0.0, "cache_write": 0, "total": 2.25, "extra": {"web": 0.5, "tts": 1}})).unwrap();
    let total = (c.clone() + d).to_value();
    assert_eq!(total["input"], json!(0.75));
    assert_eq!(total["output"], json!(3));
    assert_eq!(total["extra"], json!({"web": 0.75, "tts": 1}));
    // numbers keep the kind they were written in: 0.0 stays a float, 0 an integer
    assert_eq!(serde_json::to_string(&c).unwrap(), r#"{"input":0.5,"output":1,"cache_read":0.0,"cache_write":0,"total":1.5,"extra":{"web":0.25}}"#);
}

#[test]
fn enums_and_state_machines() {
    assert_eq!(StopReason::from_value(&json!("stop")).unwrap().as_str(), "stop");
    assert!(StopReason::from_value(&json!("halt")).is_err());
    let queued = ResponseStatus::from_value(&json!("queued")).unwrap();
    let completed = ResponseStatus::from_value(&json!("completed")).unwrap();
    assert!(queued.is_initial());
    assert!(completed.is_terminal());
    assert!(!completed.can_move_to(queued));
    // refused moves are worded as every target's bindings word them
    let refused = completed.move_to(queued).unwrap_err();
    assert_eq!(refused, r#"ResponseStatus: cannot move from "completed" to "queued"; it is terminal"#);
    let refused = queued.move_to(completed).unwrap_err();
    assert_eq!(
        refused,
        r#"ResponseStatus: cannot move from "queued" to "completed"; it may move only to "in_progress""#
    );
    assert_eq!(queued.move_to(ResponseStatus::InProgress), Ok(ResponseStatus::InProgress));
}

#[test]
fn lanes_filter_a_transcript() {
    let user = json!({"role": "user", "content": "hi"});
    let ext = json!({"role": "extension", "kind": "note", "data": {}});
    let messages: Vec<AgentMessage> = [&user, &ext]
        .iter()
        .filter_map(|v| AgentMessage::from_value(v).ok())
        .collect();
    assert_eq!(messages.len(), 2, "both decode");
    assert_eq!(messages[0].lane(), "llm");
    assert_eq!(messages[1].lane(), "extension");
    assert_eq!(AgentMessage::to_llm(&messages).len(), 1);
}

#[test]
fn entities_read_and_write_their_dialects() {
    use agentproto_bindings::agent::AssistantMessage;
    let spelled = json!({"role": "assistant", "content": [{"type": "text", "text": "hi"},
        {"type": "toolCall", "id": "c1", "name": "ls", "arguments": {}}],
        "stopReason": "toolUse", "usage": {"input": 3, "output": 2}, "timestamp": 1765240967588_i64});
    let message = AssistantMessage::from_dialect("pi-ai", &spelled).unwrap();
    assert_eq!(message.stop_reason, StopReason::ToolUse);
    assert_eq!(message.to_value()["stop_reason"], json!("tool_use"));
    let back = message.to_dialect("pi-ai").unwrap();
    assert_eq!(back.to_string(), spelled.to_string(), "the same text, key order included");
    // the converted value is not valid: the canonical pointer
    let mut wrong = spelled.clone();
    wrong["stopReason"] = json!("sideways");
    let err = AssistantMessage::from_dialect("pi-ai", &wrong).unwrap_err();
    assert!(err.problems.iter().any(|p| p.pointer == "/stop_reason"), "{err:?}");
    // a dialect these bindings do not know
    let err = AssistantMessage::from_dialect("nope", &spelled).unwrap_err();
    assert!(err.problems[0].message.contains("unknown dialect"), "{err:?}");
}
