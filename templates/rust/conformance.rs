//! The conformance program: reads one JSON request a line on standard input, answers one JSON
//! line each on standard output, with the request's "id".
//!
//! - `{"kind": "fixture", "module", "name", "payload"}`: validate, decode and encode (the
//!   value, and the same document as text through the text decoder, which must agree);
//!   answers `{"valid": true, "output"}` or `{"valid": false, "problems": [[pointer, keyword,
//!   schema location, message]]}`;
//! - `{"kind": "strict", "module", "name", "payload"}`: the problems of the strict profile (a
//!   property no schema names is a problem where the schema leaves the object open by
//!   omission); answers `{"valid": bool, "problems": [[pointer, keyword, schema location,
//!   message]]}`;
//! - `{"kind": "suite", "group", "data"}`: answers `{"valid": bool}` from the group's compiled
//!   schema, after checking the fast path and the problem list agree;
//! - `{"kind": "fold", "fold": "AssistantMessageAccumulator", "events", "options"}` (the fold
//!   a stream union's `x-stream` names): answers
//!   `{"output": {"message", "problems": [[pointer, keyword, message]]}}`; `"fold": "ResponseAccumulator"` (an
//!   Open Responses stream) answers `{"output": {"response", "problems", "finished"}}`;
//!   `"fold": "AgentEventAccumulator"` (an agent event stream) answers
//!   `{"output": {"runs": [{"run_id", "messages", "turns", "usage", "finished"}], "problems"}}`;
//! - `{"kind": "dialect", "dialect", "entity", "direction", "document"}`: answers
//!   `{"output", "problems": [pointer], "entity"}`;
//! - anything it cannot do: `{"error": text}`.

mod suite;

use serde_json::{json, Value};
use std::io::{BufRead, Write};

fn answer(request: &Value) -> Value {
    let text = |key: &str| request.get(key).and_then(Value::as_str).unwrap_or("");
    match text("kind") {
        "fixture" => {
            let payload = request.get("payload").unwrap_or(&Value::Null);
            let long = agentproto_bindings::roundtrip(text("module"), text("name"), payload);
            // the text decoder reads the same document as (indented) text: it must give the same
            // verdict and the same value, key order included
            let pretty = serde_json::to_string_pretty(payload).unwrap_or_default();
            let read = agentproto_bindings::decode_text(text("module"), text("name"), &pretty);
            if let (Some(long), Some(read)) = (&long, &read) {
                let agree = match (long, read) {
                    (Ok(a), Ok(b)) => a.to_string() == b.to_string(),
                    (Err(_), Err(_)) => true,
                    _ => false,
                };
                if !agree {
                    return json!({"error": format!(
                        "the text decoder gives {} where the long way gives {}",
                        read.as_ref().map_or_else(|e| e.to_string(), Value::to_string),
                        long.as_ref().map_or_else(|e| e.to_string(), Value::to_string),
                    )});
                }
            }
            match long {
                None => json!({"error": format!("no entity {}.{}", text("module"), text("name"))}),
                Some(Ok(output)) => json!({"valid": true, "output": output}),
                Some(Err(err)) => {
                    let problems: Vec<Value> = err
                        .problems
                        .iter()
                        .map(|p| json!([p.pointer, p.keyword, p.schema, p.message]))
                        .collect();
                    json!({"valid": false, "problems": problems})
                }
            }
        }
        "strict" => {
            let payload = request.get("payload").unwrap_or(&Value::Null);
            match agentproto_bindings::problems(text("module"), text("name"), payload, true) {
                None => json!({"error": format!("no entity {}.{}", text("module"), text("name"))}),
                Some(found) => {
                    let problems: Vec<Value> = found
                        .iter()
                        .map(|p| json!([p.pointer, p.keyword, p.schema, p.message]))
                        .collect();
                    json!({"valid": problems.is_empty(), "problems": problems})
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
        "fold" => fold(request),
        "dialect" => dialect(request),
        other => json!({"error": format!("unknown request kind {other:?}")}),
    }
}

/// A stream fold of the hand-written behaviour: each fold is built with its feature (`fold`,
/// `fold_response`), set when the bindings have the behaviour module it needs.
fn fold(request: &Value) -> Value {
    let text = |key: &str| request.get(key).and_then(Value::as_str).unwrap_or("");
    let events: Vec<Value> = request
        .get("events")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    match text("fold") {
        "AssistantMessageAccumulator" => fold_assistant_message(request, &events),
        "ResponseAccumulator" => fold_response(&events),
        "AgentEventAccumulator" => fold_agent_events(&events),
        other => match other.strip_prefix("behaviour:") {
            Some(name) => behaviour(name, request.get("options").unwrap_or(&Value::Null)),
            None => json!({"error": format!("unknown fold {other:?}")}),
        },
    }
}

/// A behaviour read from the plan (`behaviour:<name>`, its case in the options), built with
/// the `plan` feature when the bindings have the agent behaviour module.
#[cfg(feature = "plan")]
fn behaviour(name: &str, input: &Value) -> Value {
    use agentproto_bindings::behaviour_agent as b;
    let get = |key: &str| input.get(key).unwrap_or(&Value::Null);
    let output = match name {
        "context_overflow" => json!({
            "provider": b::match_context_overflow(get("error_text").as_str().unwrap_or("")),
            "overflow": b::context_overflow(get("message"), get("context_window").as_f64()),
        }),
        "usage_arithmetic" => json!({
            "cost": b::estimated_cost(get("usage"), get("config")),
            "cache_hit_rate": b::cache_hit_rate(get("usage")),
        }),
        "llm_messages" => {
            let messages = get("messages").as_array().cloned().unwrap_or_default();
            json!(b::convert_to_llm_json(&messages, get("provider").as_str(), get("model").as_str()))
        }
        "thought_tags" => {
            let listed: Option<Vec<String>> = get("tags").as_array().map(|tags| {
                tags.iter().map(|t| t.as_str().unwrap_or("").to_string()).collect()
            });
            let names: Vec<&str> = match &listed {
                Some(tags) => tags.iter().map(String::as_str).collect(),
                None => b::THOUGHT_TAGS.to_vec(),
            };
            match b::ThoughtTagFilter::new(&names) {
                Err(_) => json!("refused"),
                Ok(mut filter) => {
                    let mut pieces = Vec::new();
                    for fragment in get("fragments").as_array().cloned().unwrap_or_default() {
                        pieces.extend(filter.feed(fragment.as_str().unwrap_or("")));
                    }
                    pieces.extend(filter.finish());
                    json!(pieces
                        .iter()
                        .map(|p| json!([p.thinking, p.text, p.starts]))
                        .collect::<Vec<_>>())
                }
            }
        }
        "reasoning_details" => {
            let (items, signed) = b::reasoning_detail_items(get("block"));
            json!({"items": items, "signed": signed})
        }
        "pairing" => {
            let values = get("values").as_array().cloned().unwrap_or_default();
            let found = b::pairing_problems(get("rule").as_str().unwrap_or(""), &values);
            json!(pairs(&found))
        }
        "usage_totals" => {
            let values = get("values").as_array().cloned().unwrap_or_default();
            let found = b::usage_total_problems(get("rule").as_str().unwrap_or(""), &values);
            json!(pairs(&found))
        }
        "identity" => {
            let values = get("values").as_array().cloned().unwrap_or_default();
            let found = b::identity_problems(&values);
            json!(pairs(&found))
        }
        other => return json!({"error": format!("unknown behaviour {other:?}")}),
    };
    json!({ "output": output })
}

#[cfg(not(feature = "plan"))]
fn behaviour(_name: &str, _input: &Value) -> Value {
    json!({"error": "these bindings have no agent behaviour module"})
}

#[cfg(feature = "fold")]
fn fold_assistant_message(request: &Value, events: &[Value]) -> Value {
    let options = request.get("options").cloned().unwrap_or(Value::Null);
    let option = |key: &str| options.get(key).and_then(Value::as_str).map(str::to_string);
    let clock = options.get("clock").and_then(Value::as_i64).unwrap_or(0);
    let (message, problems) = agentproto_bindings::behaviour::fold_assistant_message(
        events,
        option("provider").as_deref(),
        option("model").as_deref(),
        option("api").as_deref(),
        Box::new(move || clock),
    );
    json!({"output": {"message": message, "problems": pairs(&problems)}})
}

#[cfg(not(feature = "fold"))]
fn fold_assistant_message(_request: &Value, _events: &[Value]) -> Value {
    json!({"error": "these bindings have no behaviour module"})
}

#[cfg(feature = "fold")]
fn fold_agent_events(events: &[Value]) -> Value {
    let folded = agentproto_bindings::behaviour::fold_agent_events(events);
    let runs: Vec<Value> = folded
        .runs
        .iter()
        .map(|run| {
            json!({
                "run_id": run.run_id,
                "messages": run.messages,
                "turns": run.turns,
                "usage": run.usage,
                "finished": run.finished,
            })
        })
        .collect();
    json!({"output": {"runs": runs, "problems": pairs(&folded.problems)}})
}

#[cfg(not(feature = "fold"))]
fn fold_agent_events(_events: &[Value]) -> Value {
    json!({"error": "these bindings have no behaviour module"})
}

#[cfg(feature = "fold_response")]
fn fold_response(events: &[Value]) -> Value {
    let folded = agentproto_bindings::behaviour_openresponses::fold_response(events);
    let response = folded.response();
    if let Some(response) = &response {
        if let Err(err) = agentproto_bindings::openresponses::Response::from_value(response) {
            return json!({"error": format!("the folded response is not a Response: {err}")});
        }
    }
    json!({"output": {
        "response": response,
        "problems": pairs(&folded.problems),
        "finished": folded.finished,
    }})
}

#[cfg(not(feature = "fold_response"))]
fn fold_response(_events: &[Value]) -> Value {
    json!({"error": "these bindings have no Open Responses behaviour module"})
}

/// A document read from or written into a dialect (built with the `dialects` feature, when
/// the bindings declare dialects): the output, the problems' pointers, the entity.
#[cfg(feature = "dialects")]
fn dialect(request: &Value) -> Value {
    let text = |key: &str| request.get(key).and_then(Value::as_str).unwrap_or("");
    let Some(converter) = agentproto_bindings::dialects::converter(text("dialect")) else {
        return json!({"error": format!("unknown dialect {:?}", text("dialect"))});
    };
    let document = request.get("document").unwrap_or(&Value::Null);
    let entity = request.get("entity").and_then(Value::as_str);
    let (output, problems, entity) = match text("direction") {
        "read" => converter.read(document, entity),
        "write" => converter.write(document, entity),
        other => return json!({"error": format!("unknown direction {other:?}")}),
    };
    let pointers: Vec<&str> = problems.iter().map(|(pointer, _)| pointer.as_str()).collect();
    json!({"output": output, "problems": pointers, "entity": entity})
}

#[cfg(not(feature = "dialects"))]
fn dialect(_request: &Value) -> Value {
    json!({"error": "these bindings declare no dialects"})
}

/// Problems as the runner compares them: `[pointer, keyword, message]`.
#[allow(dead_code)] // without any fold feature nothing lists problems
fn pairs(problems: &[agentproto_bindings::runtime::Problem]) -> Vec<Value> {
    problems
        .iter()
        .map(|p| json!([p.pointer, p.keyword, p.message]))
        .collect()
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
