//! Hand-written behaviour the schemas declare but cannot spell: the fold of an assistant
//! message stream (a port of the Python bindings' `AssistantMessageAccumulator`, with the same
//! rules, problems and messages). Declared behaviour (`x-additive` `Add`/`AddAssign`,
//! `x-state-machine` moves, data tables) is generated beside the types.
//!
//! The fold works on JSON values: every event is validated against `AssistantMessageEvent`
//! first, so the value it reads is known to have the schema's shape, and the message it builds
//! is a valid `AssistantMessage` value (decode it with `AssistantMessage::from_value`).

use crate::agent::AssistantMessageEvent;
use crate::runtime::{first_problems, json_eq, json_string, json_text, Problem};
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
            self.problem(
                &at,
                "schema",
                format!("not an assistant message event: {}", first_problems(&problems)),
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
                    json_string(&kind)
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
                    json_string(&kind)
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
                json_string(name)
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
            "text_delta" => {
                append(block, "text", text);
                if let Some(signature) = get_str(delta, "signature") {
                    append(block, "text_signature", signature);
                }
            }
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

// --- the agent-event fold ------------------------------------------------------------------------

/// The event kinds and the properties the agent-event fold compares
/// (schema/data/agent_event_fold.yaml).
fn agent_event_fold() -> &'static Value {
    static CELL: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    CELL.get_or_init(|| serde_json::from_str(crate::AGENT_EVENT_FOLD).unwrap_or(Value::Null))
}

/// The kind or property the table names under `section`/`key` ("" for the top level).
fn fold_rule(section: &str, key: &str) -> &'static str {
    let table = agent_event_fold();
    let holder = if section.is_empty() { table } else { &table[section] };
    holder[key].as_str().unwrap_or("")
}

/// What the events of one agent run (one `run_id`, or the events without one) added up to.
pub struct AgentRun {
    pub run_id: Option<String>,
    /// every message_end's message, in order
    pub messages: Vec<Value>,
    pub turns: usize,
    /// what agent_end reported, when it did
    pub usage: Option<Value>,
    pub started: bool,
    pub finished: bool,
    seq: Option<f64>,
    seq_text: String, // the seq as its JSON text, for a message
    /// the open turn: Some(its id, None without one); None when no turn is open
    turn: Option<Option<String>>,
    message: Option<Value>,
    assistant: Option<AssistantMessageAccumulator>,
    /// running tools (tool_call_id, tool_name), in the order they started
    tools: Vec<(String, String)>,
    turn_tools: std::collections::BTreeSet<String>,
    turn_message: Option<Value>,
    /// its events, in order
    events: Vec<Value>,
}

impl AgentRun {
    fn new(run_id: Option<String>) -> Self {
        AgentRun {
            run_id,
            messages: Vec::new(),
            turns: 0,
            usage: None,
            started: false,
            finished: false,
            seq: None,
            seq_text: String::new(),
            turn: None,
            message: None,
            assistant: None,
            tools: Vec::new(),
            turn_tools: std::collections::BTreeSet::new(),
            turn_message: None,
            events: Vec::new(),
        }
    }
}

/// Folds an agent event stream run by run, as the Python `AgentEventAccumulator` does, reading
/// the event kinds and the properties it compares from `AGENT_EVENT_FOLD`. Nothing panics:
/// every broken rule is a problem (pointer `/<event index>`).
#[derive(Default)]
pub struct AgentEventAccumulator {
    /// the runs, in the order their first event came
    pub runs: Vec<AgentRun>,
    pub problems: Vec<Problem>,
    events: usize,
    closed: bool,
}

impl AgentEventAccumulator {
    pub fn new() -> Self {
        Self::default()
    }

    fn problem(&mut self, pointer: &str, keyword: &'static str, message: String) {
        self.problems.push(Problem {
            pointer: pointer.to_string(),
            keyword,
            message,
            schema: "",
        });
    }

    /// Whether the stream was ended, or every run seen so far has ended (and there was one).
    pub fn finished(&self) -> bool {
        self.closed || (!self.runs.is_empty() && self.runs.iter().all(|r| r.finished))
    }

    /// Applies one event (its JSON); the index of its run in `runs`, None when it is no agent
    /// event.
    pub fn feed(&mut self, event: &Value) -> Option<usize> {
        let at = format!("/{}", self.events);
        self.events += 1;
        let problems = crate::agent::AgentEvent::validate(event);
        if !problems.is_empty() {
            self.problem(&at, "schema", format!("not an agent event: {}", first_problems(&problems)));
            return None;
        }
        let key = get_str(event, fold_rule("run", "key")).map(str::to_string);
        let index = match self.runs.iter().position(|r| r.run_id == key) {
            Some(index) => index,
            None => {
                self.runs.push(AgentRun::new(key));
                self.runs.len() - 1
            }
        };
        let mut run = std::mem::replace(&mut self.runs[index], AgentRun::new(None));
        self.apply(&mut run, event, &at);
        self.runs[index] = run;
        Some(index)
    }

    fn apply(&mut self, run: &mut AgentRun, event: &Value, at: &str) {
        let kind = get_str(event, fold_rule("", "tag")).unwrap_or("").to_string();
        run.events.push(event.clone());
        if let Some(seq_value) = event.get(fold_rule("run", "seq")).filter(|v| v.is_number()) {
            let seq = seq_value.as_f64().unwrap_or(0.0);
            if let Some(before) = run.seq {
                if seq <= before {
                    self.problem(
                        at,
                        "seq",
                        format!(
                            "seq {} does not increase (the run's event before had {})",
                            json_text(seq_value),
                            run.seq_text
                        ),
                    );
                }
            }
            run.seq = Some(seq);
            run.seq_text = json_text(seq_value);
        }
        if run.finished {
            self.problem(at, "order", format!("{kind} after the run's agent_end; skipped"));
            return;
        }
        if kind == fold_rule("run", "start") {
            if run.started {
                self.problem(at, "order", "a second agent_start in one run; ignored".into());
            }
            run.started = true;
            return;
        }
        if !run.started {
            self.problem(
                at,
                "order",
                format!("{kind} before agent_start; folded as if the run had started"),
            );
            run.started = true;
        }
        // the harness's own notices, and a library's own events: any time
        let anytime = agent_event_fold()["anytime"]
            .as_array()
            .is_some_and(|kinds| kinds.iter().any(|k| k.as_str() == Some(kind.as_str())))
            || agent_event_fold()["library_events"]
                .as_str()
                .is_some_and(|mark| kind.contains(mark));
        if kind == fold_rule("run", "end") {
            self.agent_end(run, event, at);
        } else if kind == fold_rule("turn", "start") {
            self.turn_start(run, event, at);
        } else if kind == fold_rule("turn", "end") {
            self.turn_end(run, event, at);
        } else if anytime {
        } else {
            if run.turn.is_none() {
                self.problem(at, "order", format!("{kind} outside a turn (no turn_start before it)"));
            }
            if kind == fold_rule("message", "start") {
                self.message_start(run, event, at);
            } else if kind == fold_rule("message", "update") {
                self.message_update(run, event, at);
            } else if kind == fold_rule("message", "end") {
                self.message_end(run, event, at);
            } else {
                self.tool(run, event, &kind, at);
            }
        }
    }

    /// Ends the stream; every run without its agent_end is a problem.
    pub fn finish(&mut self) -> &[AgentRun] {
        let at = format!("/{}", self.events);
        if self.runs.is_empty() {
            self.problem(&at, "unfinished", "the stream has no events".into());
        }
        let mut unfinished = Vec::new();
        for run in &mut self.runs {
            if !run.finished {
                let name = match &run.run_id {
                    None => "the run".to_string(),
                    Some(id) => format!("run {}", json_text(&json!(id))),
                };
                unfinished.push(format!("the stream ended before {name}'s agent_end"));
                run.finished = true;
            }
        }
        for message in unfinished {
            self.problem(&at, "unfinished", message);
        }
        self.closed = true;
        &self.runs
    }

    fn agent_end(&mut self, run: &mut AgentRun, event: &Value, at: &str) {
        if run.message.is_some() {
            self.problem(at, "order", "agent_end while a message is open (no message_end)".into());
        }
        if run.turn.is_some() {
            self.problem(at, "order", "agent_end while a turn is open (no turn_end)".into());
            self.close_turn(run, at);
        }
        let listed = event
            .get(fold_rule("run", "messages"))
            .cloned()
            .unwrap_or_else(|| json!([]));
        if !json_eq(&listed, &Value::Array(run.messages.clone())) {
            let count = listed.as_array().map_or(0, Vec::len);
            self.problem(
                at,
                "mismatch",
                format!(
                    "agent_end lists {count} message(s), not the {} the run's message_end events finalised",
                    run.messages.len()
                ),
            );
        }
        if let Some(usage) = event.get(fold_rule("run", "usage")) {
            run.usage = Some(usage.clone());
        }
        // the totals rule reads the run's events; only what it says of this end is this end's
        let last = format!("/{}/", run.events.len() - 1);
        let totals = crate::behaviour_agent::usage_total_problems(fold_rule("run", "totals"), &run.events);
        for found in totals {
            if let Some(rest) = found.pointer.strip_prefix(&last) {
                self.problem(&format!("{at}/{rest}"), found.keyword, found.message);
            }
        }
        run.finished = true;
    }

    fn turn_start(&mut self, run: &mut AgentRun, event: &Value, at: &str) {
        if run.turn.is_some() {
            self.problem(
                at,
                "order",
                "turn_start while a turn is open (no turn_end before it)".into(),
            );
            self.close_turn(run, at);
        }
        run.turn = Some(get_str(event, fold_rule("turn", "key")).map(str::to_string));
        run.turn_tools.clear();
        run.turn_message = None;
    }

    fn turn_end(&mut self, run: &mut AgentRun, event: &Value, at: &str) {
        let said = get_str(event, fold_rule("turn", "key"));
        match &run.turn {
            None => self.problem(at, "order", "turn_end without a turn_start".into()),
            Some(Some(open)) if said.is_some_and(|s| s != open) => {
                let message = format!(
                    "turn_end of turn {} closes turn {}",
                    json_text(&json!(said)),
                    json_text(&json!(open))
                );
                self.problem(at, "turn_id", message);
            }
            Some(_) => {}
        }
        if run.message.is_some() {
            self.problem(at, "order", "turn_end while a message is open (no message_end)".into());
            run.message = None;
            run.assistant = None;
        }
        if let Some(finalised) = &run.turn_message {
            let given = event.get(fold_rule("turn", "message")).unwrap_or(&Value::Null);
            if !json_eq(given, finalised) {
                self.problem(
                    at,
                    "mismatch",
                    "turn_end's message is not the assistant message the turn finalised".into(),
                );
            }
        }
        let results = event
            .get(fold_rule("turn", "results"))
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        for result in results {
            let call = result.get(fold_rule("tool", "key")).cloned().unwrap_or(Value::Null);
            if !call.as_str().is_some_and(|c| run.turn_tools.contains(c)) {
                self.problem(
                    at,
                    "tool_results",
                    format!(
                        "turn_end has a result for tool call {}, whose tool did not run in this turn",
                        json_text(&call)
                    ),
                );
            }
        }
        self.close_turn(run, at);
        run.turns += 1;
    }

    fn close_turn(&mut self, run: &mut AgentRun, at: &str) {
        for (call, name) in std::mem::take(&mut run.tools) {
            self.problem(
                at,
                "tool_execution",
                format!(
                    "the turn ends while tool {} ({}) still runs (no tool_execution_end)",
                    json_text(&json!(name)),
                    json_text(&json!(call))
                ),
            );
        }
        run.turn = None;
    }

    fn message_start(&mut self, run: &mut AgentRun, event: &Value, at: &str) {
        if run.message.is_some() {
            self.problem(
                at,
                "order",
                "message_start while a message is open (no message_end)".into(),
            );
        }
        let message = event.get(fold_rule("message", "key")).cloned().unwrap_or(Value::Null);
        run.assistant = None;
        if get_str(&message, fold_rule("message", "tag")) == Some(fold_rule("message", "streams")) {
            let mut assistant = AssistantMessageAccumulator::new(None, None, None, Box::new(|| 0));
            assistant.push(&json!({"type": "start", "partial": message.clone()}));
            run.assistant = Some(assistant);
        }
        run.message = Some(message);
    }

    fn message_update(&mut self, run: &mut AgentRun, event: &Value, at: &str) {
        let Some(message) = &run.message else {
            self.problem(
                at,
                "order",
                "message_update without an open message (no message_start)".into(),
            );
            return;
        };
        let role = get_str(message, fold_rule("message", "tag")).unwrap_or("").to_string();
        let Some(assistant) = run.assistant.as_mut() else {
            self.problem(
                at,
                "order",
                format!("message_update for a {role} message, which does not stream"),
            );
            return;
        };
        let mut delta = event.get(fold_rule("message", "delta")).unwrap_or(&Value::Null);
        // a whole assistant-message event: its fragment, or nothing to fold
        let kind = get_str(delta, fold_rule("", "tag")).unwrap_or("");
        let ignored = agent_event_fold()["message"]["ignored"].as_array();
        if ignored.is_some_and(|kinds| kinds.iter().any(|k| k.as_str() == Some(kind))) {
            return;
        }
        if kind == fold_rule("message", "event") {
            delta = delta.get(fold_rule("message", "delta")).unwrap_or(&Value::Null);
        }
        let before = assistant.problems.len();
        assistant.apply(delta, at);
        let relayed: Vec<Problem> = assistant.problems[before..].to_vec();
        self.relay(relayed, at);
    }

    fn relay(&mut self, problems: Vec<Problem>, at: &str) {
        for problem in problems {
            self.problem(at, problem.keyword, problem.message);
        }
    }

    fn message_end(&mut self, run: &mut AgentRun, event: &Value, at: &str) {
        let tag = fold_rule("message", "tag");
        let given = event.get(fold_rule("message", "key")).cloned().unwrap_or(Value::Null);
        let given_tag = get_str(&given, tag).unwrap_or("").to_string();
        match (&run.message, run.assistant.as_mut()) {
            (None, _) => self.problem(at, "order", "message_end without a message_start".into()),
            (Some(open), _) if get_str(open, tag).unwrap_or("") != given_tag => {
                let message = format!(
                    "message_end of a {given_tag} message closes a {} message",
                    get_str(open, tag).unwrap_or("")
                );
                self.problem(at, "mismatch", message);
            }
            (Some(_), Some(assistant)) => {
                let before = assistant.problems.len();
                assistant.settle();
                assistant.adopt(Some(&given), Some(at));
                let relayed: Vec<Problem> = assistant.problems[before..].to_vec();
                self.relay(relayed, at);
            }
            (Some(open), None) => {
                if !json_eq(open, &given) {
                    self.problem(
                        at,
                        "mismatch",
                        "message_end's message is not the one message_start gave".into(),
                    );
                }
            }
        }
        run.message = None;
        run.assistant = None;
        if given_tag == fold_rule("message", "streams") {
            run.turn_message = Some(given.clone());
        }
        run.messages.push(given);
    }

    fn tool(&mut self, run: &mut AgentRun, event: &Value, kind: &str, at: &str) {
        let call = get_str(event, fold_rule("tool", "key")).unwrap_or("").to_string();
        let name = get_str(event, fold_rule("tool", "name")).unwrap_or("").to_string();
        let running = run.tools.iter().position(|(c, _)| *c == call);
        if kind == fold_rule("tool", "start") {
            if running.is_some() {
                self.problem(
                    at,
                    "tool_call_id",
                    format!(
                        "tool call {} starts again while it runs; ignored",
                        json_text(&json!(call))
                    ),
                );
                return;
            }
            let calls = &agent_event_fold()["tool"]["calls"];
            let each = calls["each"].as_str().unwrap_or("");
            let id_key = calls["key"].as_str().unwrap_or("");
            let asked = run
                .turn_message
                .as_ref()
                .and_then(|m| m.get(each))
                .and_then(Value::as_array)
                .is_some_and(|items| {
                    items.iter().any(|item| {
                        let wanted = calls["where"].as_object();
                        item.is_object()
                            && wanted.is_none_or(|w| {
                                w.iter().all(|(k, v)| item.get(k).is_some_and(|x| json_eq(x, v)))
                            })
                            && get_str(item, id_key) == Some(call.as_str())
                    })
                });
            if !asked {
                self.problem(
                    at,
                    "tool_call_id",
                    format!(
                        "tool {} runs for tool call {}, which no assistant message of this turn asked for",
                        json_text(&json!(name)),
                        json_text(&json!(call))
                    ),
                );
            }
            run.tools.push((call, name));
            return;
        }
        let Some(position) = running else {
            let state = if run.turn_tools.contains(&call) {
                "ended already"
            } else {
                "never started"
            };
            self.problem(
                at,
                "tool_call_id",
                format!("{kind} for tool call {}, which {state}", json_text(&json!(call))),
            );
            return;
        };
        let started = run.tools[position].1.clone();
        if started != name {
            self.problem(
                at,
                "tool_name",
                format!(
                    "{kind} for tool call {} names tool {}, but {} was started",
                    json_text(&json!(call)),
                    json_text(&json!(name)),
                    json_text(&json!(started))
                ),
            );
        }
        if kind == fold_rule("tool", "end") {
            run.tools.remove(position);
            run.turn_tools.insert(call);
        }
    }
}

/// Folds a whole agent event stream: the runs and the problems found.
pub fn fold_agent_events(events: &[Value]) -> AgentEventAccumulator {
    let mut accumulator = AgentEventAccumulator::new();
    for event in events {
        accumulator.feed(event);
    }
    accumulator.finish();
    accumulator
}
