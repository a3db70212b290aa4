//! Hand-written behaviour the schemas declare but cannot spell: the fold of an assistant
//! message stream (a port of the Python bindings' `AssistantMessageAccumulator`, with the same
//! rules, problems and messages). Declared behaviour (`x-additive` `Add`/`AddAssign`,
//! `x-state-machine` moves, data tables) is generated beside the types.
//!
//! The fold works on JSON values: every event is validated against `AssistantMessageEvent`
//! first, so the value it reads is known to have the schema's shape, and the message it builds
//! is a valid `AssistantMessage` value (decode it with `AssistantMessage::from_value`).

use crate::agent::AssistantMessageEvent;
use crate::runtime::{json_eq, Problem};
use serde_json::{json, Map, Value};

/// The JSON value a prefix of JSON text stands for so far: the text itself when it parses,
/// else the longest cut of it that parses once its open strings and brackets are closed; None
/// when nothing does. While a tool call streams, this gives `arguments` a useful value.
pub fn best_parse(text: &str) -> Option<Value> {
    if let Ok(value) = serde_json::from_str::<Value>(text) {
        return Some(value);
    }
    let mut closers: Vec<char> = Vec::new();
    let mut cuts: Vec<(usize, String)> = Vec::new();
    let (mut in_string, mut escaped) = (false, false);
    let closing = |closers: &Vec<char>| closers.iter().rev().collect::<String>();
    for (i, ch) in text.char_indices() {
        let end = i + ch.len_utf8();
        if in_string {
            if escaped {
                escaped = false;
            } else if ch == '\\' {
                escaped = true;
            } else if ch == '"' {
                in_string = false;
                cuts.push((end, closing(&closers)));
            }
        } else if ch == '"' {
            in_string = true;
        } else if ch == '{' || ch == '[' {
            closers.push(if ch == '{' { '}' } else { ']' });
            cuts.push((end, closing(&closers)));
        } else if (ch == '}' || ch == ']') && !closers.is_empty() {
            closers.pop();
            cuts.push((end, closing(&closers)));
        } else if ch.is_ascii_digit() || ch == 'e' || ch == 'l' {
            cuts.push((end, closing(&closers)));
        }
    }
    if in_string && !escaped {
        cuts.push((text.len(), format!("\"{}", closing(&closers))));
    }
    let start = cuts.len().saturating_sub(8);
    for (end, close) in cuts[start..].iter().rev() {
        if let Ok(value) = serde_json::from_str::<Value>(&format!("{}{}", &text[..*end], close)) {
            return Some(value);
        }
    }
    None
}

/// A text as Python's `repr` shows a string without escapes: in single quotes, or double ones
/// when it holds a single quote and no double one (the fold's messages name tool calls so).
pub(crate) fn quoted(text: &str) -> String {
    if text.contains('\'') && !text.contains('"') {
        format!("\"{text}\"")
    } else {
        format!("'{}'", text.replace('\'', "\\'"))
    }
}

fn get_str<'a>(value: &'a Value, key: &str) -> Option<&'a str> {
    value.get(key).and_then(Value::as_str)
}

/// A JSON number that is a non-negative integer, as JSON Schema reads one (`1.0` is 1).
fn whole(value: Option<&Value>) -> Option<usize> {
    let value = value?;
    if let Some(n) = value.as_u64() {
        return usize::try_from(n).ok();
    }
    let f = value.as_f64()?;
    (f.fract() == 0.0 && (0.0..1.8e19).contains(&f))
        .then(|| usize::try_from(f as u64).ok())
        .flatten()
}

/// Adds `more` to the text at `key` of a block, in place (a text grows by its delta's length,
/// not by a copy of itself).
fn append(block: &mut Map<String, Value>, key: &str, more: &str) {
    match block.get_mut(key) {
        Some(Value::String(text)) => text.push_str(more),
        _ => {
            block.insert(key.into(), Value::String(more.to_string()));
        }
    }
}

/// Folds the events of one model call (start, deltas, then done or error) into the assistant
/// message they describe. `feed` applies one event and returns the message so far; `finish`
/// ends the stream and returns the final message. A stream that breaks the rules never
/// panics: every problem is recorded in `problems` (pointer `/<event index>`) and the event
/// is skipped or applied as sensibly as it can be. Tool-call argument fragments collect in the
/// block's `partial_json`, with `arguments` the best parse so far; at the end they must form a
/// JSON object, and when they do not the message fails (stop reason `error`).
///
/// The fold is linear in the text of the deltas: texts grow in place, and a tool call's
/// arguments are parsed when the message is read (`feed`, `message`, `finish`), not on every
/// fragment. `push` applies an event without reading the message, so a stream pushed costs
/// its length; reading the message after every event costs its size each time.
pub struct AssistantMessageAccumulator {
    message: Value,
    pub problems: Vec<Problem>,
    pub finished: bool,
    started: bool,
    events: usize,
    clock: Box<dyn Fn() -> i64>,
    /// content indexes of the tool calls whose arguments grew since the message was read
    unparsed: std::collections::BTreeSet<usize>,
    /// content indexes of the tool calls, and how many blocks were looked at to find them
    calls: Vec<usize>,
    calls_seen: usize,
}

impl AssistantMessageAccumulator {
    /// A fold of a call to `provider`'s `model` over `api` (each recorded when given), with
    /// `clock` giving Unix milliseconds for a message no event stamps.
    pub fn new(
        provider: Option<&str>,
        model: Option<&str>,
        api: Option<&str>,
        clock: Box<dyn Fn() -> i64>,
    ) -> Self {
        let mut message = Map::new();
        message.insert("content".into(), json!([]));
        message.insert("role".into(), json!("assistant"));
        message.insert("stop_reason".into(), json!("stop"));
        for (key, value) in [("provider", provider), ("model", model), ("api", api)] {
            if let Some(v) = value {
                message.insert(key.into(), json!(v));
            }
        }
        AssistantMessageAccumulator {
            message: Value::Object(message),
            problems: Vec::new(),
            finished: false,
            started: false,
            events: 0,
            clock,
            unparsed: std::collections::BTreeSet::new(),
            calls: Vec::new(),
            calls_seen: 0,
        }
    }

    /// The message so far.
    pub fn message(&mut self) -> &Value {
        self.settle();
        &self.message
    }

    /// Gives each tool call whose fragments arrived since the message was last read the best
    /// parse of its arguments so far.
    fn settle(&mut self) {
        let unparsed = std::mem::take(&mut self.unparsed);
        for index in unparsed {
            let Some(block) = self.content().get_mut(index).and_then(Value::as_object_mut) else {
                continue;
            };
            let raw = block.get("partial_json").and_then(Value::as_str).unwrap_or("");
            let so_far = if raw.trim().is_empty() {
                Some(json!({}))
            } else {
                best_parse(raw)
            };
            if let Some(v @ Value::Object(_)) = so_far {
                block.insert("arguments".into(), v);
            }
        }
    }

    /// The content indexes of the tool calls, each found once: blocks are only appended while
    /// the stream runs, so only those after the last look are looked at.
    fn tool_calls(&mut self) -> &[usize] {
        let length = self.content().len();
        if self.calls_seen > length {
            self.calls.clear();
            self.calls_seen = 0;
        }
        for index in self.calls_seen..length {
            if get_str(&self.content()[index], "type") == Some("tool_call") {
                self.calls.push(index);
            }
        }
        self.calls_seen = length;
        &self.calls
    }

    fn problem(&mut self, pointer: &str, keyword: &'static str, message: String) {
        self.problems.push(Problem {
            pointer: pointer.to_string(),
            keyword,
            message,
            schema: "",
        });
    }

    fn msg(&mut self) -> &mut Map<String, Value> {
        if !self.message.is_object() {
            self.message = json!({});
        }
        self.message
            .as_object_mut()
            .expect("the message is an object")
    }

    fn content(&mut self) -> &mut Vec<Value> {
        let msg = self.msg();
        if !msg.get("content").is_some_and(Value::is_array) {
            msg.insert("content".into(), json!([]));
        }
        msg.get_mut("content")
            .and_then(Value::as_array_mut)
            .expect("content is an array")
    }

    /// Applies one event (its JSON object) and returns the message so far.
    pub fn feed(&mut self, event: &Value) -> &Value {
        self.push(event);
        self.message()
    }

    /// Applies one event (its JSON object) without reading the message.
    pub fn push(&mut self, event: &Value) {
        let at = format!("/{}", self.events);
        self.events += 1;
        let problems = AssistantMessageEvent::validate(event);
        if !problems.is_empty() {
            let shown: Vec<String> = problems.iter().take(3).map(ToString::to_string).collect();
            self.problem(
                &at,
                "schema",
                format!("not an assistant message event: {}", shown.join("; ")),
            );
            return;
        }
        let kind = get_str(event, "type").unwrap_or("").to_string();
        if self.finished {
            self.problem(
                &at,
                "order",
                format!(
                    "a {} event after the stream ended; the message is final",
                    quoted(&kind)
                ),
            );
            return;
        }
        if kind == "start" {
            if self.started {
                self.problem(
                    &at,
                    "order",
                    "a start event after the stream had started; ignored".into(),
                );
            } else if let Some(partial) = event.get("partial") {
                self.message = partial.clone();
                self.calls.clear();
                self.calls_seen = 0;
            }
            self.started = true;
            return;
        }
        if !self.started {
            self.problem(
                &at,
                "order",
                format!(
                    "a {} event before start; folded as if the stream had started",
                    quoted(&kind)
                ),
            );
            self.started = true;
        }
        match kind.as_str() {
            "delta" => self.apply(event.get("delta").unwrap_or(&Value::Null), &at),
            "done" => {
                self.settle();
                self.end_done(event, &at);
            }
            _ => {
                self.settle();
                self.end_error(event, &at);
            }
        }
    }

    /// Ends the stream and returns the final message. A stream that stopped before its done or
    /// error event leaves a failed message (stop reason `error`).
    pub fn finish(&mut self) -> &Value {
        self.settle();
        if !self.finished {
            let reason = "the stream ended before its done or error event";
            let at = format!("/{}", self.events);
            self.problem(&at, "unfinished", reason.into());
            self.complete_tool_calls(None);
            let now = (self.clock)();
            let msg = self.msg();
            msg.insert("stop_reason".into(), json!("error"));
            msg.insert("error_message".into(), json!(reason));
            msg.entry("timestamp").or_insert(json!(now));
            self.finished = true;
        }
        &self.message
    }

    fn stamp(&mut self) {
        let now = (self.clock)();
        self.msg().entry("timestamp").or_insert(json!(now));
    }

    fn end_done(&mut self, event: &Value, at: &str) {
        self.finished = true;
        let theirs = event.get("message");
        self.adopt(theirs, Some(at));
        if let Some(theirs) = theirs {
            let usage_differs = theirs
                .get("usage")
                .is_some_and(|u| !json_eq(u, event.get("usage").unwrap_or(&Value::Null)));
            if theirs.get("stop_reason") != event.get("stop_reason") || usage_differs {
                self.problem(
                    at,
                    "mismatch",
                    "the done event and its message disagree on stop reason or usage".into(),
                );
            }
        }
        let msg = self.msg();
        msg.insert(
            "usage".into(),
            event.get("usage").cloned().unwrap_or(Value::Null),
        );
        msg.insert(
            "stop_reason".into(),
            event.get("stop_reason").cloned().unwrap_or(Value::Null),
        );
        self.stamp();
        let failures = self.complete_tool_calls(Some(at));
        if !failures.is_empty() {
            let msg = self.msg();
            msg.insert("stop_reason".into(), json!("error"));
            msg.insert("error_message".into(), json!(failures.join("; ")));
        }
    }

    fn end_error(&mut self, event: &Value, at: &str) {
        self.finished = true;
        let theirs = event.get("message");
        self.adopt(theirs, None);
        if let Some(theirs) = theirs {
            if theirs.get("stop_reason") != event.get("stop_reason")
                || theirs.get("error_message") != event.get("error_message")
            {
                self.problem(
                    at,
                    "mismatch",
                    "the error event and its message disagree on stop reason or error text".into(),
                );
            }
        }
        let msg = self.msg();
        msg.insert(
            "stop_reason".into(),
            event.get("stop_reason").cloned().unwrap_or(Value::Null),
        );
        msg.insert(
            "error_message".into(),
            event.get("error_message").cloned().unwrap_or(Value::Null),
        );
        if let Some(usage) = event.get("usage") {
            msg.insert("usage".into(), usage.clone());
        }
        self.stamp();
        self.complete_tool_calls(None);
    }

    /// Takes from the producer's own assembled message what deltas never carry (provider, ids,
    /// cost, timestamp, error text, and in each block the fields no fragment set); on done, its
    /// content must agree with the fold.
    fn adopt(&mut self, theirs: Option<&Value>, at: Option<&str>) {
        let Some(theirs) = theirs else { return };
        let given: &[Value] = theirs
            .get("content")
            .and_then(Value::as_array)
            .map_or(&[], Vec::as_slice);
        for (mine, given) in self.content().iter_mut().zip(given) {
            if mine.get("type") == given.get("type") {
                if let (Some(mine), Some(given)) = (mine.as_object_mut(), given.as_object()) {
                    for (key, value) in given {
                        mine.entry(key.clone()).or_insert_with(|| value.clone());
                    }
                    // a call opened by deltas that carry only arguments (seed 003's
                    // `ToolCallDelta { delta }`) was named by no fragment: its id and name are
                    // the producer's
                    if mine.get("type").and_then(Value::as_str) == Some("tool_call") {
                        for key in ["id", "name"] {
                            if mine.get(key).and_then(Value::as_str) == Some("") {
                                if let Some(value) = given.get(key) {
                                    mine.insert(key.into(), value.clone());
                                }
                            }
                        }
                    }
                }
            }
        }
        if let Some(at) = at {
            let ours = Value::Array(self.final_content());
            if !json_eq(&Value::Array(given.to_vec()), &ours) {
                self.problem(
                    at,
                    "mismatch",
                    "the producer's finished message has other content than its deltas add up to"
                        .into(),
                );
            }
        }
        let msg = self.msg();
        for key in [
            "provider",
            "model",
            "api",
            "response_id",
            "response_model",
            "cost",
            "error_message",
            "timestamp",
            "turn_id",
        ] {
            if !msg.contains_key(key) {
                if let Some(value) = theirs.get(key) {
                    msg.insert(key.into(), value.clone());
                }
            }
        }
    }

    /// The content as it will be once tool calls are complete (for comparison only).
    fn final_content(&mut self) -> Vec<Value> {
        let mut content = self.content().clone();
        for block in content.iter_mut() {
            if get_str(block, "type") != Some("tool_call") {
                continue;
            }
            if let Some(Value::String(raw)) = block.get("partial_json").cloned() {
                let value = if raw.trim().is_empty() {
                    Some(json!({}))
                } else {
                    best_parse(&raw)
                };
                if let (Some(v @ Value::Object(_)), Some(b)) = (value, block.as_object_mut()) {
                    b.insert("arguments".into(), v);
                }
                if let Some(b) = block.as_object_mut() {
                    b.shift_remove("partial_json");
                }
            }
        }
        content
    }

    /// Parses every streamed tool call's arguments. Returns what failed when the stream ended
    /// normally (`at` is its done event); after a failure the calls are kept as they are.
    fn complete_tool_calls(&mut self, at: Option<&str>) -> Vec<String> {
        let mut failures = Vec::new();
        for (index, block) in self.content().iter_mut().enumerate() {
            if get_str(block, "type") != Some("tool_call") {
                continue;
            }
            let name = get_str(block, "name").unwrap_or("");
            let shown = if name.is_empty() {
                "without a name".to_string()
            } else {
                quoted(name)
            };
            let what = format!("tool call {shown} at content index {index}");
            if let Some(Value::String(raw)) = block.get("partial_json").cloned() {
                let parsed = if raw.trim().is_empty() {
                    Ok(json!({}))
                } else {
                    serde_json::from_str::<Value>(&raw)
                };
                match parsed {
                    Err(err) => failures.push(format!(
                        "{what}: its argument fragments are not JSON ({err})"
                    )),
                    Ok(value @ Value::Object(_)) => {
                        if let Some(b) = block.as_object_mut() {
                            b.insert("arguments".into(), value);
                            b.shift_remove("partial_json");
                        }
                    }
                    Ok(_) => {
                        failures.push(format!("{what}: its arguments are JSON but not an object"))
                    }
                }
            }
            if get_str(block, "id").unwrap_or("").is_empty() {
                failures.push(format!("{what}: no id arrived"));
            }
            if get_str(block, "name").unwrap_or("").is_empty() {
                failures.push(format!("{what}: no name arrived"));
            }
        }
        let Some(at) = at else { return Vec::new() };
        for failure in &failures {
            self.problem(at, "tool_call", failure.clone());
        }
        failures
    }

    fn apply(&mut self, delta: &Value, at: &str) {
        let Some(index) = self.place(delta, at) else {
            return;
        };
        let kind = get_str(delta, "type").unwrap_or("");
        let piece = delta.get("delta").unwrap_or(&Value::Null);
        let text = piece.as_str().unwrap_or("");
        let Some(block) = self.content().get_mut(index).and_then(Value::as_object_mut) else {
            return;
        };
        match kind {
            "text_delta" => append(block, "text", text),
            "thinking_delta" => {
                append(block, "thinking", text);
                if let Some(signature) = get_str(delta, "signature") {
                    append(block, "signature", signature);
                }
            }
            "reasoning_delta" => append(block, "text", text),
            "reasoning_details_delta" => {
                if let (Some(Value::Array(items)), Some(more)) =
                    (block.get_mut("details"), piece.as_array())
                {
                    items.extend(more.iter().cloned());
                }
            }
            _ => {
                if let Some(id) = get_str(delta, "id") {
                    append(block, "id", id);
                }
                if let Some(name) = get_str(delta, "name") {
                    append(block, "name", name);
                }
                // parsed when the message is read: parsing the whole text on every fragment
                // would cost the square of its length
                append(block, "partial_json", text);
                self.unparsed.insert(index);
            }
        }
    }

    /// The index of the content block `delta` extends, opening one when needed; None when the
    /// delta addresses a block of another kind (then it is dropped and reported).
    fn place(&mut self, delta: &Value, at: &str) -> Option<usize> {
        let fresh = empty_block(delta);
        let kind = get_str(&fresh, "type").unwrap_or("").to_string();
        let length = self.content().len();
        let kind_at =
            |content: &Vec<Value>, i: usize| get_str(&content[i], "type").unwrap_or("").to_string();
        if let Some(index) = whole(delta.get("content_index")) {
            if index < length {
                let there = kind_at(self.content(), index);
                if there == kind {
                    return Some(index);
                }
                self.problem(
                    at,
                    "content_index",
                    format!(
                        "content_index {index} holds a {there} block, not {kind}; fragment dropped"
                    ),
                );
                return None;
            }
            if index > length {
                self.problem(at, "content_index", format!("content_index {index} skips past the end of the content; opened at {length}"));
            }
        } else if let (Some(call), "tool_call") =
            (whole(delta.get("tool_call_index")), kind.as_str())
        {
            let calls = self.tool_calls();
            if let Some(&found) = calls.get(call) {
                return Some(found);
            }
            let count = calls.len();
            if call > count {
                self.problem(
                    at,
                    "tool_call_index",
                    format!("tool_call_index {call} skips a call; opened as call {count}"),
                );
            }
        } else if length > 0 && kind_at(self.content(), length - 1) == kind {
            return Some(length - 1);
        }
        self.content().push(fresh);
        Some(length)
    }
}

/// The empty block a delta of this kind opens.
fn empty_block(delta: &Value) -> Value {
    match get_str(delta, "type") {
        Some("text_delta") => json!({"type": "text", "text": ""}),
        Some("thinking_delta") => json!({"type": "thinking", "thinking": ""}),
        Some("reasoning_delta") => json!({"type": "reasoning", "text": ""}),
        Some("reasoning_details_delta") => json!({"type": "reasoning_details", "details": []}),
        _ => {
            json!({"type": "tool_call", "id": "", "name": "", "arguments": {}, "partial_json": ""})
        }
    }
}

/// Folds a whole stream: the final message and the fold's problems.
pub fn fold_assistant_message(
    events: &[Value],
    provider: Option<&str>,
    model: Option<&str>,
    api: Option<&str>,
    clock: Box<dyn Fn() -> i64>,
) -> (Value, Vec<Problem>) {
    let mut accumulator = AssistantMessageAccumulator::new(provider, model, api, clock);
    for event in events {
        accumulator.push(event);
    }
    accumulator.finish();
    (accumulator.message, accumulator.problems)
}
