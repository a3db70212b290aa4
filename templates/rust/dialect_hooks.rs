//! What a dialect declaration cannot say, written by hand once per target: one function per
//! dialect at most, named by the declaration (`hook: <function>` on an entity), a port of the
//! Python bindings' `_dialect_hooks.py`. It works on the dialect's side of the value: it gets
//! the dialect's JSON before it is read (`reading`) or after it is written, and returns it
//! reshaped; a value it cannot reshape is an error, whose message becomes a problem at the
//! value's pointer.

use crate::dialects::{same, Converter, Hook};
use crate::runtime::json_text;
use serde_json::{json, Map, Value};

/// The hook a plan names (None for a name no function here has).
pub fn hook(name: &str) -> Option<Hook> {
    match name {
        "openresponses_nested" => Some(openresponses_nested),
        "pi_ai_stream" => Some(pi_ai_stream),
        _ => None,
    }
}

/// A part's text that says something: a string other than "" (which reads back as no part at
/// all); JSON has no truth of other values to go by.
fn says_something(value: &Value) -> bool {
    value.as_str().is_some_and(|text| !text.is_empty())
}

/// Seed 004's payloads that no rename can say. An assistant message keeps its parts under
/// `output`, other roles under `content`; reasoning is a `content` string and a `summary`
/// string where the flat layout has lists of text parts. Runs on the nested payload, inside
/// the property named after the item's type.
pub fn openresponses_nested(value: &Value, reading: bool, _: &Converter) -> Result<Value, String> {
    let Some(object) = value.as_object() else {
        return Ok(value.clone());
    };
    let Some(kind) = object.get("type").and_then(Value::as_str) else {
        return Ok(value.clone());
    };
    let Some(inner) = object.get(kind).and_then(Value::as_object) else {
        return Ok(value.clone());
    };
    let mut inner = inner.clone();
    if kind == "message" && inner.get("role").and_then(Value::as_str) == Some("assistant") {
        let (old, new) = if reading { ("output", "content") } else { ("content", "output") };
        if inner.contains_key(old) {
            inner = inner
                .into_iter()
                .map(|(k, v)| (if k == old { new.to_string() } else { k }, v))
                .collect();
        }
    } else if kind == "reasoning" {
        for (name, part) in [("content", "reasoning_text"), ("summary", "summary_text")] {
            let Some(given) = inner.get(name) else {
                continue;
            };
            if reading {
                // "" is no part at all
                if let Some(text) = given.as_str() {
                    let parts = if text.is_empty() {
                        json!([])
                    } else {
                        json!([{"type": part, "text": text}])
                    };
                    inner.insert(name.to_string(), parts);
                }
                continue;
            }
            let Some(parts) = given.as_array() else {
                continue;
            };
            if parts.is_empty() {
                inner.insert(name.to_string(), json!(""));
                continue;
            }
            let single = match parts.as_slice() {
                [Value::Object(only)] if only.len() == 2 && only.contains_key("type") => {
                    only.get("text").filter(|text| says_something(text)).cloned()
                }
                _ => None,
            };
            let Some(text) = single else {
                return Err(format!(
                    "seed 004's reasoning {name} is one string; this item has {} {part} parts",
                    parts.len()
                ));
            };
            inner.insert(name.to_string(), text);
        }
    } else {
        return Ok(value.clone());
    }
    let mut out = object.clone();
    out.insert(kind.to_string(), Value::Object(inner));
    Ok(Value::Object(out))
}

/// pi-ai's per-block stream events: block kind -> (the fragment's tag, the block property its
/// `*_end` event repeats as `content`; None: `toolcall_end` repeats the whole block as
/// `toolCall`).
const PI_BLOCKS: &[(&str, &str, Option<&str>)] = &[
    ("text", "text_delta", Some("text")),
    ("thinking", "thinking_delta", Some("thinking")),
    ("toolcall", "toolcall_delta", None),
];

/// (block kind, step) -> what pi's proxy says on that event in place of `partial`
fn pi_proxy_says(kind: &str, step: &str) -> &'static [&'static str] {
    match (kind, step) {
        ("toolcall", "start") => &["id", "toolName"],
        ("text" | "thinking", "end") => &["contentSignature"],
        _ => &[],
    }
}

fn pi_kind(kind: &str) -> Option<(&'static str, Option<&'static str>)> {
    PI_BLOCKS
        .iter()
        .find(|(k, _, _)| *k == kind)
        .map(|(_, tag, repeated)| (*tag, *repeated))
}

fn pi_fragment_kind(tag: &str) -> Option<&'static str> {
    PI_BLOCKS
        .iter()
        .find(|(_, t, _)| *t == tag)
        .map(|(kind, _, _)| *kind)
}

/// JSON equality (`same`) in which an object's key order counts too, of two values that may
/// be absent (absent is null): what a hook asks of a value it leaves out because another one
/// repeats it, so that writing gives back the same document, key order included.
fn same_json(a: Option<&Value>, b: Option<&Value>) -> bool {
    same_in_order(a.unwrap_or(&Value::Null), b.unwrap_or(&Value::Null))
}

fn same_in_order(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|((k, v), (l, w))| k == l && same_in_order(v, w))
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(v, w)| same_in_order(v, w))
        }
        _ => same(a, b),
    }
}

/// The content block at `index` of the event's `partial` message (None when there is none).
fn pi_block<'a>(event: &'a Map<String, Value>, index: Option<&Value>) -> Option<&'a Value> {
    let content = event.get("partial")?.get("content")?.as_array()?;
    // a number of integer value (`1.0` is 1, as JSON reads it); `true` is no index
    let index = match index? {
        Value::Number(n) if !n.is_f64() => usize::try_from(n.as_u64()?).ok()?,
        Value::Number(n) => {
            let f = n.as_f64()?;
            if f.fract() != 0.0 || !(0.0..9_007_199_254_740_992.0).contains(&f) {
                return None;
            }
            f as usize
        }
        _ => return None,
    };
    content.get(index)
}

fn usage_without_cost(usage: &Map<String, Value>) -> Value {
    Value::Object(
        usage
            .iter()
            .filter(|(k, _)| *k != "cost")
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    )
}

/// A proxy done or error event: its usage's `cost` said beside the usage.
fn cost_beside(event: &Map<String, Value>) -> Value {
    let Some(Value::Object(usage)) = event.get("usage") else {
        return Value::Object(event.clone());
    };
    let Some(cost) = usage.get("cost") else {
        return Value::Object(event.clone());
    };
    let mut out = Map::new();
    for (key, v) in event {
        if key == "usage" {
            out.insert(key.clone(), usage_without_cost(usage));
            out.insert("cost".into(), cost.clone());
        } else {
            out.insert(key.clone(), v.clone());
        }
    }
    Value::Object(out)
}

/// A done or error event without its message, as pi's proxy sends it: the usage, which its
/// type requires, holds the cost.
fn cost_inside(event: &Map<String, Value>, tag: &str) -> Result<Value, String> {
    let (Some(Value::Object(usage)), Some(cost)) = (event.get("usage"), event.get("cost")) else {
        return Err(format!(
            "pi-ai's {tag} event carries its message, or, as pi's proxy sends it, the usage \
             with its cost; this one has neither"
        ));
    };
    let mut out = Map::new();
    for (key, v) in event {
        if key == "usage" {
            let mut whole = usage.clone();
            whole.insert("cost".into(), cost.clone());
            out.insert(key.clone(), Value::Object(whole));
        } else if key != "cost" {
            out.insert(key.clone(), v.clone());
        }
    }
    Ok(Value::Object(out))
}

/// pi-ai's assistant-message stream events, flat, against the canonical start / delta / done /
/// error. Reading: `text_delta` and its kin become a `delta` event holding the fragment;
/// `*_start` and `*_end` become a `delta` event with an empty fragment and `block` set (a tool
/// call's start takes its id and name from `partial`; an end's `content` or `toolCall` must be
/// what `partial` holds at that index, so writing takes it from there again); `done` gets the
/// `usage` of its message after its tag (without its cost, which is the message's), `error`
/// the error text of its message. `partial` is kept as sent. An event without `partial` is
/// spelled as pi's proxy sends it (pi-agent-core's `ProxyAssistantMessageEvent`): a tool call's
/// start names its id and tool, an end carries the block's `contentSignature`, and done and
/// error carry `usage` with its `cost` inside, which reading says beside it. Writing undoes each
/// step, spelling an event without `partial` as the proxy does, and refuses what pi-ai cannot
/// say (a fragment without `contentIndex`, a reasoning fragment, a done whose usage is not its
/// message's).
pub fn pi_ai_stream(value: &Value, reading: bool, _: &Converter) -> Result<Value, String> {
    let Some(event) = value.as_object() else {
        return Ok(value.clone());
    };
    if reading {
        pi_read(event)
    } else {
        pi_write(event)
    }
}

fn pi_read(event: &Map<String, Value>) -> Result<Value, String> {
    let tag = event.get("type").and_then(Value::as_str);
    if matches!(tag, Some("done" | "error")) && event.contains_key("usage") {
        return Ok(cost_beside(event)); // the proxy's: no message, the usage said whole
    }
    if tag == Some("done") {
        let usage = event.get("message").and_then(|m| m.get("usage"));
        let Some(Value::Object(usage)) = usage else {
            return Ok(Value::Object(event.clone()));
        };
        let mut out = Map::new();
        for (key, v) in event {
            out.insert(key.clone(), v.clone());
            if key == "type" {
                // where the canonical done event has it
                out.insert("usage".into(), usage_without_cost(usage));
            }
        }
        return Ok(Value::Object(out));
    }
    if tag == Some("error") {
        let text = event.get("error").and_then(|e| e.get("errorMessage"));
        let Some(text) = text.filter(|t| !t.is_null()) else {
            return Ok(Value::Object(event.clone()));
        };
        let mut out = Map::new();
        for (key, v) in event {
            out.insert(key.clone(), v.clone());
            if key == "reason" {
                out.insert("errorMessage".into(), text.clone());
            }
        }
        return Ok(Value::Object(out));
    }
    let Some((kind, step)) = tag.and_then(|t| t.rsplit_once('_')) else {
        return Ok(Value::Object(event.clone()));
    };
    let Some((fragment_tag, repeated)) = pi_kind(kind) else {
        return Ok(Value::Object(event.clone()));
    };
    if !matches!(step, "start" | "delta" | "end") {
        return Ok(Value::Object(event.clone()));
    }
    let index = event.get("contentIndex");
    let mut fragment = Map::new();
    fragment.insert("type".into(), json!(fragment_tag));
    if let Some(index) = index {
        fragment.insert("contentIndex".into(), index.clone());
    }
    let mut known = vec!["type", "contentIndex", "partial"];
    let mut block_step = None;
    if step == "delta" {
        known.push("delta");
        if let Some(delta) = event.get("delta") {
            fragment.insert("delta".into(), delta.clone());
        }
    } else {
        fragment.insert("delta".into(), json!(""));
        block_step = Some(step);
        let block = pi_block(event, index);
        if !event.contains_key("partial") {
            // the proxy's: a start or end says what partial would
            for &name in pi_proxy_says(kind, step) {
                known.push(name);
                if let Some(v) = event.get(name) {
                    fragment.insert(name.into(), v.clone());
                }
            }
        } else if let (Some(Value::Object(block)), "start", "toolcall") = (block, step, kind) {
            for (name, spelled) in [("id", "id"), ("name", "toolName")] {
                if let Some(v) = block.get(name) {
                    fragment.insert(spelled.into(), v.clone());
                }
            }
        } else if step == "end" {
            let field = if repeated.is_some() { "content" } else { "toolCall" };
            known.push(field);
            let given = event.get(field);
            let have = match (repeated, block) {
                (Some(repeated), Some(Value::Object(block))) => block.get(repeated),
                _ => block,
            };
            if block.is_none() || !same_json(given, have) {
                let shown_index = index.map_or("null".to_string(), json_text);
                return Err(format!(
                    "pi-ai's {} repeats the block at contentIndex {shown_index} of its partial \
                     message; this one's {field} is not that block's",
                    tag.unwrap_or("")
                ));
            }
        }
    }
    let mut out = Map::new();
    out.insert("type".into(), json!("delta"));
    out.insert("delta".into(), Value::Object(fragment));
    if let Some(step) = block_step {
        out.insert("block".into(), json!(step));
    }
    for (key, v) in event {
        if !known.contains(&key.as_str()) {
            out.insert(key.clone(), v.clone()); // kept for validation to report
        }
    }
    if let Some(partial) = event.get("partial") {
        out.insert("partial".into(), partial.clone());
    }
    Ok(Value::Object(out))
}

fn pi_write(event: &Map<String, Value>) -> Result<Value, String> {
    let tag = event.get("type").and_then(Value::as_str);
    let without = |skip: &str| -> Value {
        Value::Object(
            event
                .iter()
                .filter(|(k, _)| *k != skip)
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
        )
    };
    match tag {
        Some("done") if !event.contains_key("message") => return cost_inside(event, "done"),
        Some("error") if !event.contains_key("error") => return cost_inside(event, "error"),
        Some(tag @ ("done" | "error")) if event.contains_key("cost") => {
            return Err(format!("pi-ai's {tag} event has no cost but its message's"));
        }
        _ => {}
    }
    if tag == Some("done") {
        let usage = event.get("message").and_then(|m| m.get("usage"));
        let Some(Value::Object(usage)) = usage else {
            return Err("pi-ai's done event carries the finished message; this one has none".into());
        };
        if let Some(given) = event.get("usage") {
            if !same_json(Some(given), Some(&usage_without_cost(usage))) {
                return Err(
                    "pi-ai's done event has no usage but its message's; they differ here".into()
                );
            }
        }
        return Ok(without("usage"));
    }
    if tag == Some("error") {
        let Some(Value::Object(failed)) = event.get("error") else {
            return Err("pi-ai's error event carries the failed message; this one has none".into());
        };
        if event.contains_key("usage") {
            return Err("pi-ai's error event has no usage but its message's".into());
        }
        let given = event.get("errorMessage").unwrap_or(&Value::Null);
        if !same(given, failed.get("errorMessage").unwrap_or(&Value::Null)) {
            return Err(
                "pi-ai's error event has no error text but its message's; they differ".into(),
            );
        }
        return Ok(without("errorMessage"));
    }
    if tag != Some("delta") {
        return Ok(Value::Object(event.clone()));
    }
    let Some(Value::Object(fragment)) = event.get("delta") else {
        return Ok(Value::Object(event.clone()));
    };
    let fragment_type = fragment.get("type");
    let Some(kind) = fragment_type.and_then(Value::as_str).and_then(pi_fragment_kind) else {
        let shown_type = fragment_type.map_or("null".to_string(), json_text);
        return Err(format!("pi-ai has no stream event for a {shown_type} fragment"));
    };
    let proxy = !event.contains_key("partial"); // spelled as pi's proxy sends it
    let Some(index) = fragment.get("contentIndex") else {
        return Err("pi-ai addresses every fragment by its content index; none here".into());
    };
    // a fragment's event is `<kind>_delta`, a marker's `<kind>_start` or `<kind>_end`: no other
    // `block` names an event pi-ai sends
    let step = match event.get("block") {
        None => "delta",
        Some(Value::String(s)) if s == "start" || s == "end" => s.as_str(),
        Some(_) => {
            return Err("pi-ai's events mark where a block starts or ends, nothing else; this block is neither".into());
        }
    };
    let said = pi_proxy_says(kind, step);
    let mut allowed = vec!["type", "contentIndex", "delta"];
    if step == "start" && kind == "toolcall" {
        allowed.extend(["id", "toolName"]);
    }
    if proxy {
        allowed.extend(said);
    }
    let mut extra: Vec<&str> = fragment
        .keys()
        .map(String::as_str)
        .filter(|k| !allowed.contains(k))
        .collect();
    extra.sort_unstable();
    if !extra.is_empty() {
        return Err(format!(
            "pi-ai's {kind}_{step} event has no place for {}",
            extra.join(", ")
        ));
    }
    let mut out = Map::new();
    out.insert("type".into(), json!(format!("{kind}_{step}")));
    out.insert("contentIndex".into(), index.clone());
    if step == "delta" {
        if let Some(delta) = fragment.get("delta") {
            out.insert("delta".into(), delta.clone());
        }
    } else if proxy {
        if fragment.get("delta") != Some(&json!("")) {
            return Err(format!(
                "pi-ai's {kind}_{step} event carries no fragment; this one has one"
            ));
        }
        for &name in said {
            match fragment.get(name) {
                Some(v) => {
                    out.insert(name.into(), v.clone());
                }
                // its type requires them; a signature is optional
                None if kind == "toolcall" => {
                    return Err(format!(
                        "pi-ai's proxy toolcall_start names the call's {name}; none here"
                    ));
                }
                None => {}
            }
        }
    } else {
        if fragment.get("delta") != Some(&json!("")) {
            return Err(format!(
                "pi-ai's {kind}_{step} event carries no fragment; this one has one"
            ));
        }
        let block = pi_block(event, Some(index));
        if step == "start" && kind == "toolcall" {
            for (name, spelled) in [("id", "id"), ("name", "toolName")] {
                let Some(given) = fragment.get(spelled) else {
                    continue;
                };
                let agrees = match block {
                    Some(Value::Object(block)) => {
                        same(block.get(name).unwrap_or(&Value::Null), given)
                    }
                    _ => false,
                };
                if !agrees {
                    return Err(format!(
                        "pi-ai's toolcall_start takes the call's {name} from its partial \
                         message; they differ here"
                    ));
                }
            }
        }
        if step == "end" {
            let Some(Value::Object(block)) = block else {
                return Err(format!(
                    "pi-ai's {kind}_end repeats the block at contentIndex {} of its partial \
                     message; there is none",
                    json_text(index)
                ));
            };
            match pi_kind(kind).and_then(|(_, repeated)| repeated) {
                Some(repeated) => {
                    let content = block.get(repeated).cloned().unwrap_or(Value::Null);
                    out.insert("content".into(), content);
                }
                None => {
                    out.insert("toolCall".into(), Value::Object(block.clone()));
                }
            }
        }
    }
    for (key, v) in event {
        if !matches!(key.as_str(), "type" | "delta" | "block" | "partial") {
            out.insert(key.clone(), v.clone());
        }
    }
    if !proxy {
        out.insert("partial".into(), event["partial"].clone());
    }
    Ok(Value::Object(out))
}
