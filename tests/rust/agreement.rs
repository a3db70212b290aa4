//! The crate's hand-written behaviour agrees with the Python bindings': copied into the crate's
//! tests/ folder by tests/test_rust_behaviour.py, which writes the cases (each input with what
//! the Python bindings give for it) to the file `AGENTPROTO_AGREEMENT_CASES` names.

use agentproto_bindings::agent::{AgentMessage, AssistantMessage};
use agentproto_bindings::behaviour_agent::{
    convert_to_llm, parse_thoughts, split_thoughts, ThoughtTagFilter, THOUGHT_TAGS,
};
use serde_json::{json, Value};

fn tags(input: &Value) -> Vec<String> {
    match input.get("tags").and_then(Value::as_array) {
        Some(tags) => tags
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_string)
            .collect(),
        None => THOUGHT_TAGS.iter().map(|t| t.to_string()).collect(),
    }
}

fn text<'a>(input: &'a Value, key: &str) -> Option<&'a str> {
    input.get(key).and_then(Value::as_str)
}

/// What the Rust behaviour gives for one case, as the JSON the Python side wrote.
fn run(function: &str, input: &Value) -> Value {
    let owned = tags(input);
    let tags: Vec<&str> = owned.iter().map(String::as_str).collect();
    match function {
        "convert_to_llm" => {
            let messages: Vec<AgentMessage> = input["messages"]
                .as_array()
                .expect("a list of messages")
                .iter()
                .map(|m| AgentMessage::from_value(m).expect("a valid agent message"))
                .collect();
            let sent = convert_to_llm(&messages, text(input, "provider"), text(input, "model"));
            Value::Array(sent.iter().map(|m| m.to_value()).collect())
        }
        "thought_filter" => {
            let mut filter = match ThoughtTagFilter::new(&tags) {
                Ok(filter) => filter,
                Err(_) => return json!("error"),
            };
            let mut calls = Vec::new();
            let fragments = input["fragments"].as_array().expect("fragments");
            let pieces = |pieces: Vec<_>| -> Value {
                pieces
                    .into_iter()
                    .map(|p: agentproto_bindings::behaviour_agent::ThoughtPiece| {
                        json!([p.thinking, p.text, p.starts])
                    })
                    .collect()
            };
            for fragment in fragments {
                calls.push(pieces(filter.feed(fragment.as_str().unwrap_or(""))));
                calls.push(json!(filter.in_thought()));
            }
            calls.push(pieces(filter.finish()));
            Value::Array(calls)
        }
        "split_thoughts" => match split_thoughts(text(input, "text").unwrap_or(""), &tags) {
            Ok(blocks) => blocks.iter().map(|b| b.to_value()).collect(),
            Err(_) => json!("error"),
        },
        "parse_thoughts" => {
            let message = AssistantMessage::from_value(&input["message"]).expect("a message");
            match parse_thoughts(&message, &tags) {
                Ok(parsed) => parsed.to_value(),
                Err(_) => json!("error"),
            }
        }
        "spelled_pointer" => {
            let dialect = text(input, "dialect").unwrap_or("");
            let converter = agentproto_bindings::dialects::converter(dialect).expect("a dialect");
            let pointer = text(input, "pointer").unwrap_or("");
            json!(converter.spelled_pointer(text(input, "entity"), &input["value"], pointer))
        }
        other => panic!("no function {other}"),
    }
}

#[test]
fn agrees_with_python() {
    let Ok(path) = std::env::var("AGENTPROTO_AGREEMENT_CASES") else {
        panic!("AGENTPROTO_AGREEMENT_CASES names no file of cases");
    };
    let text = std::fs::read_to_string(path).expect("the cases file");
    let cases: Vec<Value> = serde_json::from_str(&text).expect("JSON cases");
    let mut differ = Vec::new();
    for case in &cases {
        let function = case["function"].as_str().expect("a function");
        let got = run(function, &case["input"]);
        // objects compare regardless of key order: values made in code list their keys in
        // each language's field order
        if got != case["expect"] {
            differ.push(format!(
                "{} {}: rust gives {got}, python {}",
                function, case["name"], case["expect"]
            ));
        }
    }
    assert!(differ.is_empty(), "{} of {} differ:\n{}", differ.len(), cases.len(), differ[..differ.len().min(5)].join("\n"));
    println!("agreed on {} cases", cases.len());
}
