//! Hand-written behaviour of the Open Responses types: the fold of a stream of events into the
//! response it describes (a port of the Python bindings' `ResponseAccumulator`, with the same
//! rules, problems, pointers and keywords), and the item and usage rules it applies.
//!
//! The fold works on JSON values that keep key order: every event is validated against
//! `StreamEvent` first, so what it reads has the schema's shape, and the response it builds
//! writes back as the producer sent it (decode it with `Response::from_value`).

use crate::openresponses::{ItemStatus, ResponseStatus, StreamEvent};
use crate::runtime::{self as rt, json_eq, json_string, json_text, Problem};
use serde_json::{Map, Value};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::OnceLock;

/// The statuses a state event's snapshot may have (None: not a state event).
fn state_statuses(kind: &str) -> Option<&'static [&'static str]> {
    Some(match kind {
        "response.created" => &["queued", "in_progress"],
        "response.queued" => &["queued"],
        "response.in_progress" => &["in_progress"],
        "response.completed" => &["completed"],
        "response.failed" => &["failed"],
        "response.incomplete" => &["incomplete"],
        "response.cancelled" => &["cancelled"],
        _ => return None,
    })
}

/// The part type a text event streams into.
fn part_of_event(kind: &str) -> &'static str {
    match kind {
        "response.output_text.delta"
        | "response.output_text.done"
        | "response.output_text.annotation.added" => "output_text",
        "response.refusal.delta" | "response.refusal.done" => "refusal",
        "response.reasoning.delta" | "response.reasoning.done" => "reasoning_text",
        "response.reasoning_summary_text.delta" | "response.reasoning_summary_text.done" => {
            "summary_text"
        }
        _ => "",
    }
}

/// A JSON integer as an exact number (validated integers only; None for anything else).
fn int(value: Option<&Value>) -> Option<i128> {
    let value = value?;
    if let Some(i) = value.as_i64() {
        return Some(i128::from(i));
    }
    if let Some(u) = value.as_u64() {
        return Some(i128::from(u));
    }
    let f = value.as_f64()?;
    // an integer written with a fraction (`3.0`) is an integer to JSON Schema
    (f.is_finite() && f.fract() == 0.0 && f.abs() < 1e38).then_some(f as i128)
}

fn text<'a>(value: &'a Value, key: &str) -> Option<&'a str> {
    value.get(key).and_then(Value::as_str)
}

/// An item's id as a message shows it: its JSON text (null when it has none).
fn id_of(item: &Value) -> String {
    json_text(item.get("id").unwrap_or(&Value::Null))
}

fn problem(pointer: &str, keyword: &'static str, message: String) -> Problem {
    Problem {
        pointer: pointer.to_string(),
        keyword,
        message,
        schema: "",
    }
}

/// Why a function call's arguments are not JSON text, or None when they are. The arguments
/// stay the string sent; this only reads them.
pub fn arguments_problem(arguments: &str) -> Option<String> {
    serde_json::from_str::<serde::de::IgnoredAny>(arguments)
        .err()
        .map(|err| format!("arguments are not JSON ({err})"))
}

/// The totals of a usage (its JSON, valid against `Usage`) that do not add up: `total_tokens`
/// must be `input_tokens + output_tokens`, cached tokens at most the input tokens, reasoning
/// tokens at most the output tokens. Pointers are inside the usage.
pub fn usage_problems(usage: &Value) -> Vec<Problem> {
    let mut found = Vec::new();
    let count = |path: &[&str]| {
        let mut at = usage;
        for key in path {
            at = at.get(*key)?;
        }
        int(Some(at))
    };
    let (input, output) = (count(&["input_tokens"]), count(&["output_tokens"]));
    if let (Some(input), Some(output), Some(total)) = (input, output, count(&["total_tokens"])) {
        if total != input + output {
            found.push(problem(
                "/total_tokens",
                "total_tokens",
                format!(
                    "total_tokens is {total}, not input_tokens + output_tokens ({})",
                    input + output
                ),
            ));
        }
    }
    if let (Some(input), Some(cached)) = (input, count(&["input_tokens_details", "cached_tokens"]))
    {
        if cached > input {
            found.push(problem(
                "/input_tokens_details/cached_tokens",
                "cached_tokens",
                "more cached tokens than input tokens".into(),
            ));
        }
    }
    let reasoning = count(&["output_tokens_details", "reasoning_tokens"]);
    if let (Some(output), Some(reasoning)) = (output, reasoning) {
        if reasoning > output {
            found.push(problem(
                "/output_tokens_details/reasoning_tokens",
                "reasoning_tokens",
                "more reasoning tokens than output tokens".into(),
            ));
        }
    }
    found
}

fn response_status(text: &str) -> Option<ResponseStatus> {
    rt::Json::from_json(&Value::String(text.to_string()), &rt::Path::Root).ok()
}

/// An item's status when it is one of the protocol's item statuses on an item of the
/// protocol's: an extension item's status is its implementor's string, whatever it says.
fn item_status(item: &Value) -> Option<ItemStatus> {
    let extension = item.get("type").and_then(Value::as_str).is_some_and(|t| t.contains(':'));
    item.get("status")
        .filter(|v| v.is_string() && !extension)
        .and_then(|v| rt::Json::from_json(v, &rt::Path::Root).ok())
}

/// What an item's events build (content, summary, arguments): what the done item must agree
/// with. The rest (status, encrypted content) arrives with the done item.
fn streamed_agree(a: &Value, b: &Value) -> bool {
    ["content", "summary", "arguments"]
        .iter()
        .all(|key| match (a.get(*key), b.get(*key)) {
            (None, None) => true,
            (Some(x), Some(y)) => agree(x, y),
            _ => false,
        })
}

/// What an item's events build, as one value (to tell whether any event changed it).
fn streamed(item: &Value) -> Value {
    Value::Array(
        ["content", "summary", "arguments"]
            .iter()
            .map(|key| item.get(*key).cloned().unwrap_or(Value::Null))
            .collect(),
    )
}

/// The table of schema/data/stream_fold.yaml: the properties compared as opaque, and the lists
/// a done value may leave empty.
fn stream_fold() -> &'static Value {
    static CELL: OnceLock<Value> = OnceLock::new();
    CELL.get_or_init(|| serde_json::from_str(crate::STREAM_FOLD).unwrap_or(Value::Null))
}

fn named_in(table: &str, key: &str) -> bool {
    stream_fold()
        .get(table)
        .and_then(Value::as_array)
        .is_some_and(|names| names.iter().any(|name| name.as_str() == Some(key)))
}

fn none_or_empty(value: Option<&Value>) -> bool {
    match value {
        None => true,
        Some(Value::Array(list)) => list.is_empty(),
        Some(_) => false,
    }
}

/// Whether what a producer sent as done (a done item or part, a terminal snapshot's output)
/// agrees with what the fold built: equal as JSON, but for the properties a producer sends
/// anew at each emission (opaque: equal when both are there, of one JSON type) and the lists it
/// need not repeat (unrepeated: left out when either side has none or an empty one).
fn agree(folded: &Value, given: &Value) -> bool {
    match (folded, given) {
        (Value::Object(mine), Value::Object(theirs)) => {
            mine.keys().chain(theirs.keys()).all(|key| {
                let (a, b) = (mine.get(key), theirs.get(key));
                if named_in("opaque", key) || named_in("opaque_in_extensions", key) {
                    if let (Some(a), Some(b)) = (a, b) {
                        return std::mem::discriminant(a) == std::mem::discriminant(b);
                    }
                }
                if named_in("unrepeated", key) && (none_or_empty(a) || none_or_empty(b)) {
                    return true;
                }
                match (a, b) {
                    (Some(a), Some(b)) => agree(a, b),
                    _ => false,
                }
            })
        }
        (Value::Array(mine), Value::Array(theirs)) => {
            mine.len() == theirs.len() && mine.iter().zip(theirs).all(|(a, b)| agree(a, b))
        }
        _ => json_eq(folded, given),
    }
}

/// The events that cannot be the first of a resumed stream: the one that starts a response,
/// and those that end it.
fn opening_or_closing(kind: &str) -> bool {
    kind == "response.created"
        || state_statuses(kind)
            .and_then(|named| named.last())
            .and_then(|status| response_status(status))
            .is_some_and(|status| status.is_terminal())
}

/// The list of parts an item keeps in `place` (`content` or `summary`), made empty when the
/// item may have one and has none yet; None when the item has no such parts.
fn parts<'a>(item: &'a mut Value, place: &str) -> Option<&'a mut Vec<Value>> {
    let kind = text(item, "type").unwrap_or("");
    let may = match place {
        "summary" => kind == "reasoning",
        _ => kind == "message" || kind == "reasoning",
    };
    if !may {
        return None;
    }
    let object = item.as_object_mut()?;
    if !object.contains_key(place) {
        object.insert(place.to_string(), Value::Array(Vec::new()));
    }
    object.get_mut(place).and_then(Value::as_array_mut)
}

fn index_keyword(place: &str) -> &'static str {
    if place == "summary" {
        "summary_index"
    } else {
        "content_index"
    }
}

/// Folds an Open Responses stream into the `Response` it describes, checking the rules a single
/// event cannot show. `feed` applies one event (its JSON) and `finish` ends the stream. Nothing
/// fails: each rule a stream breaks is a problem in `problems` (pointer `/<event index>`), and
/// the offending event is skipped. The rules: `sequence_number` strictly increases;
/// `response.created` comes first and the status follows the response state machine, each
/// state event's snapshot having the status it names; nothing follows a terminal event; an
/// event about an item comes after that item's `response.output_item.added` and before its
/// `response.output_item.done`, and one about a content or summary part after the part was
/// added and before it is done; deltas add up to what the matching `*.done` event says; a
/// function call's arguments, once complete, are JSON text; a usage's counts agree.
///
/// The final response is the terminal snapshot with the folded `output` (the snapshot's own
/// output when no item events arrived). Extension events are skipped, as clients must; an
/// `error` event is kept in `error`.
#[derive(Debug, Default)]
pub struct ResponseAccumulator {
    pub problems: Vec<Problem>,
    /// The error event's `error`, when one arrived.
    pub error: Option<Value>,
    pub finished: bool,
    /// The last state event's snapshot (its status corrected); its output is `output`.
    shell: Option<Map<String, Value>>,
    status: Option<ResponseStatus>,
    output: Vec<Value>,
    events: usize,
    last_sequence: Option<i128>,
    slots: HashMap<i128, usize>,
    done_items: HashSet<i128>,
    open_parts: BTreeSet<(i128, &'static str, i128)>,
    arguments_checked: HashSet<i128>,
    /// output index -> what the item's events build, as it was added: an item done without any
    /// event in between is taken as done, as a producer that streams no deltas sends it
    as_added: HashMap<i128, Value>,
    /// the texts (of a part, or a call's arguments) that deltas extended: a done without
    /// deltas gives the whole text at once
    with_deltas: HashSet<(i128, &'static str, i128)>,
    /// A producer that numbers no event (a dialect reads a missing number as 0): the first two
    /// events both carry 0, and events are then taken in the order they come.
    unnumbered: bool,
    /// A resumed stream (read from `starting_after`) begins after events it does not hold:
    /// declared with `resume()`, or seen when its first event is a late one in the middle of a
    /// response. Events about items added before it began are passed over, and its terminal
    /// snapshot gives the output.
    resumed: bool,
}

impl ResponseAccumulator {
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether the stream has begun: a state event gave the response (or, resumed, any event
    /// came).
    pub fn started(&self) -> bool {
        self.status.is_some() || (self.resumed && self.events > 0)
    }

    /// Declares the stream resumed: it begins after events it does not hold.
    pub fn resume(&mut self) {
        self.resumed = true;
    }

    /// The response so far (None before `response.created`): the last snapshot, its output
    /// the folded items.
    pub fn response(&self) -> Option<Value> {
        let mut shell = self.shell.clone()?;
        shell.insert("output".into(), Value::Array(self.output.clone()));
        Some(Value::Object(shell))
    }

    fn problem(&mut self, at: &str, keyword: &'static str, message: String) {
        self.problems.push(problem(at, keyword, message));
    }

    /// Applies one event, given as its JSON.
    pub fn feed(&mut self, event: &Value) {
        let at = format!("/{}", self.events);
        self.events += 1;
        let decoded = match StreamEvent::from_value(event) {
            Ok(decoded) => decoded,
            Err(err) => {
                let message = format!("not an Open Responses stream event: {}", rt::first_problems(&err.problems));
                self.problem(&at, "schema", message);
                return;
            }
        };
        let kind = text(event, "type").unwrap_or("");
        let sequence = int(event.get("sequence_number")).unwrap_or(0);
        match self.last_sequence {
            Some(last) if sequence <= last => {
                if sequence == 0 && (self.unnumbered || (last == 0 && self.events == 2)) {
                    self.unnumbered = true; // no numbers: the order events come in is theirs
                } else {
                    self.problem(&at, "sequence_number", format!("sequence_number {sequence} does not increase (the event before had {last}); event skipped"));
                    return;
                }
            }
            // a first event that comes late, in the middle of a response: resumed (a stream
            // whose first event ends it shows no more than a broken recording, and is one)
            None if self.events == 1 && sequence > 0 && !opening_or_closing(kind) => {
                self.resumed = true;
            }
            _ => {}
        }
        self.last_sequence = Some(sequence);
        if self.finished {
            let status = self
                .status
                .map_or(String::new(), |s| format!(" {}", s.as_str()));
            self.problem(
                &at,
                "order",
                format!("{kind} after the terminal{status} event; skipped"),
            );
            return;
        }
        match decoded {
            StreamEvent::ExtensionEvent(_) => {}
            StreamEvent::ErrorEvent(_) => self.error = event.get("error").cloned(),
            _ => {
                if let Some(named) = state_statuses(kind) {
                    let snapshot = event.get("response").cloned().unwrap_or(Value::Null);
                    self.state(kind, snapshot, named, &at);
                } else if self.status.is_none() && !self.resumed {
                    self.problem(
                        &at,
                        "order",
                        format!("{kind} before response.created; skipped"),
                    );
                } else {
                    self.item_event(kind, event, &at);
                }
            }
        }
    }

    /// Ends the stream and returns the response; a stream without a terminal state event is a
    /// problem.
    pub fn finish(&mut self) -> Option<Value> {
        if !self.finished {
            let at = format!("/{}", self.events);
            self.problem(&at, "unfinished", "the stream ended before a terminal event (response.completed, failed, incomplete or cancelled)".into());
            self.finished = true;
        }
        self.response()
    }

    // -- the response state machine ------------------------------------------------------

    fn state(&mut self, kind: &str, snapshot: Value, named: &[&str], at: &str) {
        let Value::Object(mut snapshot) = snapshot else {
            return; // validation guarantees an object
        };
        if let Some(usage @ Value::Object(_)) = snapshot.get("usage") {
            for found in usage_problems(usage) {
                self.problem(at, "usage", format!("usage {}", found.message));
            }
        }
        let given = snapshot
            .get("status")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        let mut shown = given.clone();
        if !named.contains(&given.as_str()) {
            self.problem(
                at,
                "status",
                format!(
                    "{kind} carries a response whose status is {}",
                    json_string(&given)
                ),
            );
            // the event's type says which state the stream is in; its snapshot is corrected
            shown = named[named.len() - 1].to_string();
            snapshot.insert("status".into(), Value::String(shown.clone()));
        }
        let Some(status) = response_status(&shown) else {
            return;
        };
        let theirs = match snapshot.get("output") {
            Some(Value::Array(items)) => items.clone(),
            _ => Vec::new(),
        };
        match self.status {
            None => {
                if self.resumed {
                    // a resumed stream begins where it was resumed
                } else if kind != "response.created" {
                    self.problem(
                        at,
                        "order",
                        format!("{kind} before response.created; its snapshot starts the response"),
                    );
                } else if !status.is_initial() {
                    self.problem(
                        at,
                        "status",
                        format!("a response cannot start {}", json_string(&shown)),
                    );
                }
                if !self.resumed || self.output.is_empty() {
                    self.output = theirs; // (a resumed stream keeps the items it saw added)
                }
            }
            Some(current) => {
                if kind == "response.created" {
                    self.problem(at, "order", "a second response.created; skipped".into());
                    return;
                }
                if status != current {
                    if let Err(why) = current.move_to(status) {
                        self.problem(at, "transition", why);
                    }
                }
                let terminal = status.is_terminal() && !theirs.is_empty();
                if self.resumed && terminal {
                    self.output = theirs; // the fold saw only the items added after it began
                } else if !self.output.is_empty() || theirs.is_empty() {
                    let differs = !agree(
                        &Value::Array(self.output.clone()),
                        &Value::Array(theirs.clone()),
                    );
                    if terminal && differs {
                        self.problem(
                            at,
                            "mismatch",
                            format!("the {kind} snapshot's output differs from the folded items"),
                        );
                    } else if terminal {
                        // it agrees, as sent anew (an opaque value encrypted again): the
                        // producer's last word is the response
                        self.output = theirs;
                    }
                } else {
                    self.output = theirs; // no item events yet: the snapshot's own items
                }
            }
        }
        self.status = Some(status);
        self.shell = Some(snapshot);
        if status.is_terminal() {
            self.finished = true;
            if status == ResponseStatus::Completed {
                let mut pending: Vec<i128> = self
                    .slots
                    .keys()
                    .filter(|i| !self.done_items.contains(i))
                    .copied()
                    .collect();
                pending.sort_unstable();
                for index in pending {
                    self.problem(
                        at,
                        "item",
                        format!("output item {index} was added but never done"),
                    );
                }
            }
        }
    }

    // -- items and parts -----------------------------------------------------------------

    fn item_event(&mut self, kind: &str, event: &Value, at: &str) {
        let output_index = int(event.get("output_index")).unwrap_or(0);
        let given = event.get("item").filter(|v| !v.is_null());
        if kind == "response.output_item.added" {
            self.item_added(output_index, given, at);
            return;
        }
        if kind == "response.output_item.done" {
            self.item_done(kind, output_index, given, at);
            return;
        }
        let item_id = event.get("item_id").and_then(Value::as_str);
        let Some(position) = self.open_item(kind, output_index, Some(item_id), at) else {
            return;
        };
        let part = event.get("part").unwrap_or(&Value::Null);
        let content = int(event.get("content_index")).unwrap_or(0);
        let summary = int(event.get("summary_index")).unwrap_or(0);
        match kind {
            "response.content_part.added" => {
                self.part_added(position, output_index, "content", content, part, at)
            }
            "response.reasoning_summary_part.added" => {
                self.part_added(position, output_index, "summary", summary, part, at)
            }
            "response.content_part.done" => {
                self.part_done(position, output_index, "content", content, part, at)
            }
            "response.reasoning_summary_part.done" => {
                self.part_done(position, output_index, "summary", summary, part, at)
            }
            "response.function_call_arguments.delta" | "response.function_call_arguments.done" => {
                self.arguments(position, output_index, kind, event, at)
            }
            _ => self.text_event(position, output_index, kind, event, at),
        }
    }

    /// The position in the output of the item an event names, when it was added and is not
    /// done yet. `item_id`: the id the event names (None: it names none to check; Some(None):
    /// the item it carries has no id).
    fn open_item(
        &mut self,
        what: &str,
        output_index: i128,
        item_id: Option<Option<&str>>,
        at: &str,
    ) -> Option<usize> {
        let Some(&position) = self.slots.get(&output_index) else {
            if self.resumed {
                return None; // added before the stream was resumed: not held here
            }
            self.problem(at, "item", format!("{what} for output_index {output_index}, which no response.output_item.added announced"));
            return None;
        };
        let item = &self.output[position];
        let id = id_of(item);
        if let Some(named) = item_id {
            if text(item, "id") != named {
                let named = named.map_or_else(|| "null".to_string(), json_string);
                self.problem(
                    at,
                    "item_id",
                    format!("{what} names item {named}, but output_index {output_index} is {id}"),
                );
                return None;
            }
        }
        if self.done_items.contains(&output_index) {
            self.problem(
                at,
                "item",
                format!("{what} for item {id}, which is already done"),
            );
            return None;
        }
        Some(position)
    }

    fn item_added(&mut self, output_index: i128, added: Option<&Value>, at: &str) {
        let Some(added) = added else {
            self.problem(
                at,
                "item",
                "response.output_item.added without an item; skipped".into(),
            );
            return;
        };
        if self.slots.contains_key(&output_index) {
            self.problem(
                at,
                "output_index",
                format!("output_index {output_index} was added before; skipped"),
            );
            return;
        }
        let next = self.output.len();
        if output_index != next as i128 && !self.resumed {
            self.problem(
                at,
                "output_index",
                format!("output_index {output_index} is not the next one ({next})"),
            );
        }
        if let Some(status) = item_status(added) {
            if !status.is_initial() {
                let message = format!(
                    "item {} is added with status {}, not in_progress",
                    id_of(added),
                    json_string(status.as_str())
                );
                self.problem(at, "status", message);
            }
        }
        self.slots.insert(output_index, next);
        self.as_added.insert(output_index, streamed(added));
        self.output.push(added.clone());
    }

    fn item_done(&mut self, kind: &str, output_index: i128, given: Option<&Value>, at: &str) {
        let Some(given) = given else {
            self.problem(
                at,
                "item",
                "response.output_item.done without an item; skipped".into(),
            );
            return;
        };
        let Some(position) = self.open_item(kind, output_index, Some(text(given, "id")), at)
        else {
            return;
        };
        let item = &self.output[position];
        let id = id_of(item);
        if let (Some(was), Some(now)) = (
            item_status(item),
            item_status(given),
        ) {
            // an unchanged status is no move: a producer may send an item done as it was added
            if was != now {
                if let Err(why) = was.move_to(now) {
                    self.problem(at, "transition", format!("item {id}: {why}"));
                }
            }
        }
        let untouched = self
            .as_added
            .get(&output_index)
            .is_some_and(|added| json_eq(added, &streamed(&self.output[position])));
        if !untouched && !streamed_agree(&self.output[position], given) {
            self.problem(
                at,
                "mismatch",
                format!("item {id} as done differs from what its events added up to"),
            );
        }
        let open: Vec<_> = self
            .open_parts
            .iter()
            .filter(|key| key.0 == output_index)
            .copied()
            .collect();
        for key in open {
            self.problem(
                at,
                "part",
                format!("item {id} is done while its {} part {} is not", key.1, key.2),
            );
            self.open_parts.remove(&key);
        }
        self.output[position] = given.clone();
        self.done_items.insert(output_index);
        if text(given, "type") == Some("function_call") {
            self.arguments_parse(position, output_index, at);
        }
    }

    fn part_added(
        &mut self,
        position: usize,
        output_index: i128,
        place: &'static str,
        index: i128,
        part: &Value,
        at: &str,
    ) {
        let item = &mut self.output[position];
        let (id, kind) = (id_of(item), text(item, "type").unwrap_or("").to_string());
        let Some(current) = parts(item, place) else {
            self.problem(
                at,
                "part",
                format!("a {place} part added to item {id}, a {kind} item, which has none"),
            );
            return;
        };
        let next = current.len();
        if index != next as i128 {
            self.problem(
                at,
                index_keyword(place),
                format!("{place} part {index} of item {id} is not the next one ({next}); skipped"),
            );
            return;
        }
        current.push(part.clone());
        self.open_parts.insert((output_index, place, index));
    }

    /// Whether the part an event names is open (added, not done), the problem reported when
    /// it is not.
    fn open_part(
        &mut self,
        position: usize,
        output_index: i128,
        place: &'static str,
        index: i128,
        what: &str,
        at: &str,
    ) -> bool {
        let item = &mut self.output[position];
        let id = id_of(item);
        let length = parts(item, place).map(|p| p.len());
        if length.is_none() || !self.open_parts.contains(&(output_index, place, index)) {
            let state = match length {
                Some(length) if index < length as i128 => "done already",
                _ => "never added",
            };
            self.problem(
                at,
                "part",
                format!("{what} for {place} part {index} of item {id}, which was {state}"),
            );
            return false;
        }
        true
    }

    fn part_done(
        &mut self,
        position: usize,
        output_index: i128,
        place: &'static str,
        index: i128,
        part: &Value,
        at: &str,
    ) {
        if !self.open_part(position, output_index, place, index, "done", at) {
            return;
        }
        let id = id_of(&self.output[position]);
        let Some(slot) = parts(&mut self.output[position], place)
            .and_then(|p| usize::try_from(index).ok().and_then(|i| p.get_mut(i)))
        else {
            return;
        };
        let differs = !agree(slot, part);
        *slot = part.clone();
        if differs {
            self.problem(
                at,
                "mismatch",
                format!("{place} part {index} of item {id} as done differs from its deltas"),
            );
        }
        self.open_parts.remove(&(output_index, place, index));
    }

    /// Text deltas and their done events (output text, refusals, reasoning, summaries) and
    /// annotations, each addressed to an open part of the kind it streams.
    fn text_event(
        &mut self,
        position: usize,
        output_index: i128,
        kind: &str,
        event: &Value,
        at: &str,
    ) {
        let place = if event.get("summary_index").is_some() {
            "summary"
        } else {
            "content"
        };
        let index = int(event.get(index_keyword(place))).unwrap_or(0);
        if !self.open_part(position, output_index, place, index, kind, at) {
            return;
        }
        let had_deltas = self.with_deltas.contains(&(output_index, place, index));
        let id = id_of(&self.output[position]);
        let Some(part) = parts(&mut self.output[position], place)
            .and_then(|p| usize::try_from(index).ok().and_then(|i| p.get_mut(i)))
        else {
            return;
        };
        let part_type = text(part, "type").unwrap_or("").to_string();
        if part_type != part_of_event(kind) {
            self.problem(
                at,
                "part",
                format!("{kind} for {place} part {index} of item {id}, a {part_type} part"),
            );
            return;
        }
        let Some(part) = part.as_object_mut() else {
            return;
        };
        if kind == "response.output_text.annotation.added" {
            let annotations = match part.get("annotations") {
                Some(Value::Array(list)) => list.len(),
                _ => 0,
            };
            let wanted = int(event.get("annotation_index")).unwrap_or(0);
            if wanted != annotations as i128 {
                self.problem(
                    at,
                    "annotation_index",
                    format!("annotation {wanted} is not the next one ({annotations})"),
                );
            } else if let Some(annotation) = event.get("annotation").filter(|v| !v.is_null()) {
                if !matches!(part.get("annotations"), Some(Value::Array(_))) {
                    part.insert("annotations".into(), Value::Array(Vec::new()));
                }
                if let Some(Value::Array(list)) = part.get_mut("annotations") {
                    list.push(annotation.clone());
                }
            }
            return;
        }
        let field = if part_type == "refusal" {
            "refusal"
        } else {
            "text"
        };
        if let Some(delta) = event.get("delta").and_then(Value::as_str) {
            self.with_deltas.insert((output_index, place, index));
            // in place: a copy of the text so far on every delta would cost its square
            match part.get_mut(field) {
                Some(Value::String(so_far)) => so_far.push_str(delta),
                _ => {
                    part.insert(field.into(), Value::String(delta.to_string()));
                }
            }
            if let (Some(Value::Array(more)), "output_text") =
                (event.get("logprobs"), part_type.as_str())
            {
                if !matches!(part.get("logprobs"), Some(Value::Array(_))) {
                    part.insert("logprobs".into(), Value::Array(Vec::new()));
                }
                if let Some(Value::Array(list)) = part.get_mut("logprobs") {
                    list.extend(more.iter().cloned());
                }
            }
            return;
        }
        let so_far = part.get(field).and_then(Value::as_str).unwrap_or("");
        let last = event.get(field).unwrap_or(&Value::Null);
        if last.as_str() != Some(so_far) {
            // a done without deltas gives the whole text at once, as some producers send it
            let silent = !had_deltas && so_far.is_empty();
            part.insert(field.into(), last.clone());
            if silent {
                return;
            }
            self.problem(
                at,
                "mismatch",
                format!("{kind}: the text differs from what the deltas added up to"),
            );
        }
    }

    fn arguments(
        &mut self,
        position: usize,
        output_index: i128,
        kind: &str,
        event: &Value,
        at: &str,
    ) {
        let item = &mut self.output[position];
        if text(item, "type") != Some("function_call") {
            let (id, item_type) = (id_of(item), text(item, "type").unwrap_or("").to_string());
            self.problem(
                at,
                "item",
                format!("{kind} for item {id}, a {item_type} item"),
            );
            return;
        }
        let Some(object) = item.as_object_mut() else {
            return;
        };
        if kind == "response.function_call_arguments.delta" {
            self.with_deltas.insert((output_index, "arguments", 0));
            let delta = text(event, "delta").unwrap_or("");
            match object.get_mut("arguments") {
                Some(Value::String(so_far)) => so_far.push_str(delta),
                _ => {
                    object.insert("arguments".into(), Value::String(delta.to_string()));
                }
            }
            return;
        }
        let so_far = object.get("arguments").and_then(Value::as_str).unwrap_or("");
        let whole = event.get("arguments").unwrap_or(&Value::Null);
        if whole.as_str() != Some(so_far) {
            // a done without deltas gives the whole text at once, as some producers send it
            let silent = !self.with_deltas.contains(&(output_index, "arguments", 0)) && so_far.is_empty();
            object.insert("arguments".into(), whole.clone());
            if silent {
                self.arguments_parse(position, output_index, at);
                return;
            }
            self.problem(
                at,
                "mismatch",
                format!("{kind}: the arguments differ from what the deltas added up to"),
            );
        }
        self.arguments_parse(position, output_index, at);
    }

    /// A function call's arguments must be JSON text; checked once per item, when they are
    /// complete (their done event, or the done item when that event never came).
    fn arguments_parse(&mut self, position: usize, output_index: i128, at: &str) {
        if !self.arguments_checked.insert(output_index) {
            return;
        }
        let item = &self.output[position];
        let found = arguments_problem(text(item, "arguments").unwrap_or(""));
        if let Some(why) = found {
            let message = format!("function call {}: {why}", id_of(item));
            self.problem(at, "arguments", message);
        }
    }
}

/// Folds a whole stream; the accumulator holds the final `response()` and the `problems`.
pub fn fold_response(events: &[Value]) -> ResponseAccumulator {
    let mut accumulator = ResponseAccumulator::new();
    for event in events {
        accumulator.feed(event);
    }
    accumulator.finish();
    accumulator
}
