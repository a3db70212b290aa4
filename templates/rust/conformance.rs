//! The conformance program: reads one JSON request a line on standard input, answers one JSON
//! line each on standard output, with the request's "id".
//!
//! - `{"kind": "fixture", "module", "name", "payload"}`: validate, decode and encode;
//!   answers `{"valid": true, "output"}` or `{"valid": false, "problems": [[pointer, keyword]]}`;
//! - `{"kind": "suite", "group", "data"}`: answers `{"valid": bool}` from the group's compiled
//!   schema, after checking the fast path and the problem list agree;
//! - anything it cannot do: `{"error": text}`.

mod suite;

use serde_json::{json, Value};
use std::io::{BufRead, Write};

fn answer(request: &Value) -> Value {
    let text = |key: &str| request.get(key).and_then(Value::as_str).unwrap_or("");
    match text("kind") {
        "fixture" => {
            let payload = request.get("payload").unwrap_or(&Value::Null);
            match agentproto_bindings::roundtrip(text("module"), text("name"), payload) {
                None => json!({"error": format!("no entity {}.{}", text("module"), text("name"))}),
                Some(Ok(output)) => json!({"valid": true, "output": output}),
                Some(Err(err)) => {
                    let problems: Vec<Value> = err
                        .problems
                        .iter()
                        .map(|p| json!([p.pointer, p.keyword]))
                        .collect();
                    json!({"valid": false, "problems": problems})
                }
            }
        }
        "suite" => {
            let data = request.get("data").unwrap_or(&Value::Null);
            match suite::validate(text("group"), data) {
                None => json!({"error": format!("no compiled schema for group {}", text("group"))}),
                Some((fast, problems)) if fast == problems.is_empty() => json!({"valid": fast}),
                Some((fast, problems)) => json!({"error": format!(
                    "the fast path says {fast} but {} problem(s) were found: {:?}",
                    problems.len(),
                    problems.first().map(ToString::to_string)
                )}),
            }
        }
        other => json!({"error": format!("unknown request kind {other:?}")}),
    }
}

fn main() {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let mut reply = match serde_json::from_str::<Value>(&line) {
            Ok(request) => {
                let mut reply = answer(&request);
                reply["id"] = request.get("id").cloned().unwrap_or(Value::Null);
                reply
            }
            Err(err) => json!({"error": format!("not JSON: {err}")}),
        };
        if reply.get("id").is_none() {
            reply["id"] = Value::Null;
        }
        let _ = writeln!(out, "{reply}");
    }
    let _ = out.flush();
}
