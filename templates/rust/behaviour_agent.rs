//! Hand-written behaviour of the agent types: what is sent to the model (`convert_to_llm`), and
//! `<thought>` tags parsed out of visible text into prompted thinking (`ThoughtTagFilter`,
//! `split_thoughts`, `parse_thoughts`) and woven back (`weave_thought`). A port of the Python
//! bindings' functions of the same names, with the same rules.

use crate::agent::{
    AgentMessage, AssistantContentBlock, AssistantMessage, LlmMessage, TextBlock, ThinkingBlock,
    ThinkingBlockSource,
};

/// The lane of the messages (and properties) the model sees (`x-lane`).
pub const LLM_LANE: &str = "llm";

/// The messages to send to the model `model` at `provider`, in order: the LLM lane only
/// (extension messages dropped), and in each message only what the model may see:
///
/// - without the message's own properties that travel in another lane (`FIELD_LANES`: a tool
///   result's `details`, the host-side payload for UIs and plugins);
/// - in an assistant message, prompted thinking (`source: prompted`) rewoven into visible text
///   as one `<thought>...</thought>` text block in its place; native thinking (any other
///   source) kept as a thinking block, signature byte for byte, only when the message records
///   the same `provider` and `model` as the request, and dropped otherwise (no target given:
///   always dropped). Thinking never becomes text in any other way, and reasoning and
///   reasoning details blocks stay blocks of their own, never `<thought>` text.
///
/// The messages given are not changed; what is sent is a copy. The rules are
/// `convert_to_llm_json`'s, which reads the lanes from the plan (LANES, compiled from x-lane).
pub fn convert_to_llm(
    messages: &[AgentMessage],
    provider: Option<&str>,
    model: Option<&str>,
) -> Vec<LlmMessage> {
    let json: Vec<Value> = messages.iter().map(AgentMessage::to_value).collect();
    convert_to_llm_json(&json, provider, model)
        .iter()
        .filter_map(|sent| LlmMessage::from_value(sent).ok())
        .collect()
}

fn text_block(text: String) -> AssistantContentBlock {
    AssistantContentBlock::TextBlock(Box::new(TextBlock {
        provider_index: None,
        text,
        text_signature: None,
        type_: "text".into(),
        key_order: Default::default(),
    }))
}

fn prompted_thinking(thinking: String) -> AssistantContentBlock {
    AssistantContentBlock::ThinkingBlock(Box::new(ThinkingBlock {
        provider_index: None,
        redacted: None,
        redacted_data: None,
        redacted_protocol: None,
        signature: None,
        source: Some(ThinkingBlockSource::Prompted),
        thinking,
        type_: "thinking".into(),
        key_order: Default::default(),
    }))
}

// --- <thought> tags in visible text ---------------------------------------------------------
//
// A model prompted to think aloud writes `<thought>...</thought>` into its visible text. The tags
// are parsed out into prompted thinking blocks as the text streams (a tag may arrive split over
// any number of fragments), and woven back as `<thought>` text when the transcript is replayed.

/// The tag names read as thinking: `thought`, the one written back, and its usual synonyms.
pub const THOUGHT_TAGS: &[&str] = &["thought", "thinking", "think", "reasoning", "reflection"];

/// Prompted thinking as the visible text it came from: `<thought>thinking</thought>`.
pub fn weave_thought(thinking: &str) -> String {
    format!("<thought>{thinking}</thought>")
}

/// A piece of visible text or of thinking, as `ThoughtTagFilter` finds them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThoughtPiece {
    /// Inside a thought.
    pub thinking: bool,
    pub text: String,
    /// The first piece of its block: a thought, or visible text, begins here.
    pub starts: bool,
}

/// Splits streaming visible text into visible text and thinking written inside tags.
///
/// `feed(fragment)` returns the pieces that are now certain (neighbours of one block merged);
/// `finish()` returns the rest at the end of the stream. A tag is `<name>` ... `</name>` for a
/// name of the filter's tags (case ignored, no spaces, no attributes); the closing tag must name
/// the opening one, and inside a thought every other `<` is text. Only a `<` that can still
/// start a tag is held back, so the blocks never depend on how the text was cut into fragments.
/// A thought still open when the stream ends is kept as thinking (the model was cut short while
/// thinking); a held-back `<...` prefix is text.
#[derive(Debug, Clone)]
pub struct ThoughtTagFilter {
    /// Each opening tag (`<name>`) with its name, in the order given.
    opening: Vec<(String, String)>,
    /// The name of the open thought, if any.
    inside: Option<String>,
    /// A `<...` that may still become a tag.
    held: String,
    /// The next piece begins a block.
    starts: bool,
    out: Vec<ThoughtPiece>,
}

impl ThoughtTagFilter {
    /// A filter reading `tags` (see `THOUGHT_TAGS`); an error when one is no name of ASCII
    /// letters, digits, `_` and `-` starting with a letter, or none is given.
    pub fn new(tags: &[&str]) -> Result<Self, String> {
        let names: Vec<String> = tags.iter().map(|tag| tag.to_lowercase()).collect();
        let named = |name: &String| {
            let mut chars = name.chars();
            chars.next().is_some_and(|c| c.is_ascii_lowercase())
                && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
        };
        if names.is_empty() || !names.iter().all(named) {
            return Err("thought tags are names of ASCII letters, digits, '_' and '-'".into());
        }
        let mut opening: Vec<(String, String)> = Vec::new();
        for name in names {
            let tag = format!("<{name}>");
            if !opening.iter().any(|(known, _)| *known == tag) {
                opening.push((tag, name));
            }
        }
        Ok(ThoughtTagFilter {
            opening,
            inside: None,
            held: String::new(),
            starts: true,
            out: Vec::new(),
        })
    }

    /// Whether the text so far ends inside an open thought.
    pub fn in_thought(&self) -> bool {
        self.inside.is_some()
    }

    /// The pieces of visible text and thinking that `fragment` completes.
    pub fn feed(&mut self, fragment: &str) -> Vec<ThoughtPiece> {
        let text = std::mem::take(&mut self.held) + fragment;
        let mut start = 0;
        loop {
            let Some(lt) = text[start..].find('<').map(|i| start + i) else {
                self.emit(&text[start..]);
                break;
            };
            self.emit(&text[start..lt]);
            let (tag, partial) = self.tag_at(&text, lt);
            if partial {
                // may become a tag once more text arrives
                self.held = text[lt..].to_string();
                break;
            }
            let Some(tag) = tag else {
                // a `<` that starts no tag here: text of whatever kind we are in
                self.emit("<");
                start = lt + 1;
                continue;
            };
            if self.inside.is_none() {
                let lowered = tag.to_lowercase();
                self.inside = self
                    .opening
                    .iter()
                    .find(|(known, _)| *known == lowered)
                    .map(|(_, name)| name.clone());
                self.starts = true;
                self.emit(""); // a thought begins even before (or without) any text
            } else {
                self.inside = None;
                self.starts = true;
            }
            start = lt + tag.len();
        }
        std::mem::take(&mut self.out)
    }

    /// The pieces still held at the end of the stream; the filter is then reset.
    pub fn finish(&mut self) -> Vec<ThoughtPiece> {
        let held = std::mem::take(&mut self.held);
        self.emit(&held);
        self.inside = None;
        self.starts = true;
        std::mem::take(&mut self.out)
    }

    /// The tag starting at `text[at..]` (a `<`), or None; and whether the text ends inside
    /// something that may still become one. Tags are compared with the text lowercased, a
    /// character at a time, as many characters as the longest tag has.
    fn tag_at<'t>(&self, text: &'t str, at: usize) -> (Option<&'t str>, bool) {
        let closing;
        let wanted: Vec<&str> = match &self.inside {
            Some(name) => {
                closing = format!("</{name}>");
                vec![closing.as_str()]
            }
            None => self.opening.iter().map(|(tag, _)| tag.as_str()).collect(),
        };
        let longest = wanted.iter().map(|tag| tag.chars().count()).max().unwrap_or(0);
        let rest: String = text[at..].chars().take(longest).collect();
        let lowered = rest.to_lowercase();
        for tag in &wanted {
            if lowered.starts_with(tag) {
                // the tag's own characters as written (as many as the tag has)
                let count = tag.chars().count();
                let end = text[at..]
                    .char_indices()
                    .nth(count)
                    .map_or(text.len(), |(i, _)| at + i);
                return (Some(&text[at..end]), false);
            }
        }
        (None, wanted.iter().any(|tag| tag.starts_with(&lowered)))
    }

    fn emit(&mut self, text: &str) {
        let thinking = self.inside.is_some();
        if text.is_empty() && !(thinking && self.starts) {
            return;
        }
        match self.out.last_mut() {
            Some(last) if !self.starts => last.text.push_str(text),
            _ => self.out.push(ThoughtPiece {
                thinking,
                text: text.to_string(),
                starts: self.starts,
            }),
        }
        self.starts = false;
    }
}

/// Visible text as blocks: text blocks, and a prompted thinking block for each thought written
/// in tags (see `ThoughtTagFilter`), in order; blank text between them is kept. An error when
/// `tags` are not names.
pub fn split_thoughts(text: &str, tags: &[&str]) -> Result<Vec<AssistantContentBlock>, String> {
    let mut filter = ThoughtTagFilter::new(tags)?;
    let mut pieces = filter.feed(text);
    pieces.extend(filter.finish());
    Ok(blocks_of_pieces(pieces))
}

/// `message` with the thoughts its visible text holds in tags moved into prompted thinking
/// blocks, in place: each run of consecutive text blocks is read as one text (a tag may span
/// blocks) and becomes its text and thinking blocks; other blocks stay where they are. A text
/// block with a `text_signature` is left as it is (its provider signed that exact text) and
/// ends a run. A copy of the message as it is when its text holds no thought. An error when
/// `tags` are not names.
pub fn parse_thoughts(message: &AssistantMessage, tags: &[&str]) -> Result<AssistantMessage, String> {
    ThoughtTagFilter::new(tags)?;
    let mut content: Vec<AssistantContentBlock> = Vec::with_capacity(message.content.len());
    let mut run: Vec<&AssistantContentBlock> = Vec::new();
    let mut found = false;
    let mut flush = |run: &mut Vec<&AssistantContentBlock>, content: &mut Vec<AssistantContentBlock>| {
        if run.is_empty() {
            return Ok::<(), String>(());
        }
        let text: String = run
            .iter()
            .filter_map(|block| match block {
                AssistantContentBlock::TextBlock(b) => Some(b.text.as_str()),
                _ => None,
            })
            .collect();
        let split = split_thoughts(&text, tags)?;
        if split
            .iter()
            .any(|block| matches!(block, AssistantContentBlock::ThinkingBlock(_)))
        {
            found = true;
            content.extend(split);
        } else {
            content.extend(run.iter().map(|block| (*block).clone())); // untouched, not merged
        }
        run.clear();
        Ok(())
    };
    for block in &message.content {
        if let AssistantContentBlock::TextBlock(text) = block {
            if text.text_signature.is_none() {
                run.push(block);
                continue;
            }
        }
        flush(&mut run, &mut content)?;
        content.push(block.clone());
    }
    flush(&mut run, &mut content)?;
    let mut parsed = message.clone();
    if found {
        parsed.content = content;
    }
    Ok(parsed)
}

/// The blocks a run of `ThoughtTagFilter` pieces makes: a piece that `starts` opens a text
/// block or a prompted thinking block, any other piece extends the last block.
pub fn blocks_of_pieces(pieces: impl IntoIterator<Item = ThoughtPiece>) -> Vec<AssistantContentBlock> {
    let mut blocks: Vec<AssistantContentBlock> = Vec::new();
    for piece in pieces {
        match (piece.starts, piece.thinking, blocks.last_mut()) {
            (false, true, Some(AssistantContentBlock::ThinkingBlock(last))) => {
                last.thinking.push_str(&piece.text)
            }
            (false, false, Some(AssistantContentBlock::TextBlock(last))) => {
                last.text.push_str(&piece.text)
            }
            (_, true, _) => blocks.push(prompted_thinking(piece.text)),
            _ => blocks.push(text_block(piece.text)),
        }
    }
    blocks
}

// --- behaviour read from the plan -----------------------------------------------------------
//
// Context-overflow detection, usage arithmetic, what reaches the model and the pairing rules
// are declared once as data (schema/data) or compiled from x-lane (LANES), and every target reads
// the same tables with one generic function each; these are Rust's, over JSON values.

use crate::runtime::{json_eq, json_text, Problem};
use serde_json::{Map, Value};
use std::collections::HashMap;
use std::sync::OnceLock;

fn table(text: &'static str, cell: &'static OnceLock<Value>) -> &'static Value {
    cell.get_or_init(|| serde_json::from_str(text).unwrap_or(Value::Null))
}

macro_rules! plan_table {
    ($name:ident, $text:expr) => {
        fn $name() -> &'static Value {
            static CELL: OnceLock<Value> = OnceLock::new();
            table($text, &CELL)
        }
    };
}

plan_table!(overflow_rows, crate::CONTEXT_OVERFLOW);
plan_table!(overflow_rule, crate::CONTEXT_OVERFLOW_RULE);
plan_table!(portable_patterns, crate::PORTABLE_PATTERNS);
plan_table!(usage_arithmetic, crate::USAGE_ARITHMETIC);
plan_table!(lanes, crate::LANES);
plan_table!(pairing, crate::PAIRING);
plan_table!(usage_totals, crate::USAGE_TOTALS);
plan_table!(identity_rule, crate::IDENTITY_RULE);

fn key<'a>(value: &'a Value, name: &str) -> &'a Value {
    value.get(name).unwrap_or(&Value::Null)
}

fn name_of(value: &Value) -> &str {
    value.as_str().unwrap_or("")
}

/// A JSON count or price; absent (or not a number: booleans are not numbers) counts as 0.
fn number(value: &Value) -> f64 {
    value.as_f64().unwrap_or(0.0)
}

fn overflow_patterns() -> &'static [regress::Regex] {
    static CELL: OnceLock<Vec<regress::Regex>> = OnceLock::new();
    CELL.get_or_init(|| {
        key(portable_patterns(), "CONTEXT_OVERFLOW")
            .as_array()
            .map(|patterns| {
                patterns
                    .iter()
                    .filter_map(|p| regress::Regex::with_flags(name_of(p), "iu").ok())
                    .collect()
            })
            .unwrap_or_default()
    })
}

/// The provider whose context-overflow error `text` is (schema/data/context_overflow.yaml,
/// matched with the plan's portable patterns, case-insensitive), or None.
pub fn match_context_overflow(text: &str) -> Option<&'static str> {
    let rows = overflow_rows().as_array()?;
    overflow_patterns()
        .iter()
        .zip(rows)
        .find(|(pattern, _)| pattern.find(text).is_some())
        .map(|(_, row)| name_of(key(row, "provider")))
}

/// Whether an assistant message (JSON) is a context overflow, by
/// schema/data/context_overflow_rule.yaml: a failed message whose error text matches the
/// table, or, with a context window, a message whose prompt tokens are above it.
pub fn context_overflow(message: &Value, context_window: Option<f64>) -> bool {
    let rule = overflow_rule();
    if key(message, name_of(key(rule, "stop_reason"))) == key(rule, "failed") {
        return key(message, name_of(key(rule, "error_text")))
            .as_str()
            .is_some_and(|text| match_context_overflow(text).is_some());
    }
    let usage = key(message, name_of(key(rule, "usage")));
    let (Some(window), true) = (context_window, usage.is_object()) else {
        return false;
    };
    let names = key(rule, "prompt_tokens").as_array().cloned().unwrap_or_default();
    let prompt: f64 = names.iter().map(|n| number(key(usage, name_of(n)))).sum();
    prompt > window
}

impl AssistantMessage {
    /// `context_overflow` of this message.
    pub fn is_context_overflow(&self, context_window: Option<f64>) -> bool {
        serde_json::to_value(self).is_ok_and(|json| context_overflow(&json, context_window))
    }
}

/// The cost (JSON) of a usage at a cost configuration's prices, by
/// schema/data/usage_arithmetic.yaml: each charge `tokens * price / per_tokens`, then their
/// total in order.
pub fn estimated_cost(usage: &Value, config: &Value) -> Value {
    let rule = usage_arithmetic();
    let per = number(key(rule, "per_tokens"));
    let mut cost = Map::new();
    let mut total = 0.0;
    let charges = key(rule, "charges").as_array().cloned().unwrap_or_default();
    for (index, charge) in charges.iter().enumerate() {
        let amount = number(key(usage, name_of(key(charge, "tokens"))))
            * number(key(config, name_of(key(charge, "price"))))
            / per;
        cost.insert(name_of(key(charge, "cost")).to_string(), Value::from(amount));
        total = if index == 0 { amount } else { total + amount };
    }
    cost.insert(name_of(key(rule, "total")).to_string(), Value::from(total));
    Value::Object(cost)
}

/// The share of a usage's prompt tokens the cache served (0 when there was no prompt).
pub fn cache_hit_rate(usage: &Value) -> f64 {
    let rule = key(usage_arithmetic(), "cache_hit_rate");
    let names = key(rule, "prompt").as_array().cloned().unwrap_or_default();
    let mut prompt = 0.0;
    for name in &names {
        prompt += number(key(usage, name_of(name)));
    }
    if prompt == 0.0 {
        0.0
    } else {
        number(key(usage, name_of(key(rule, "hit")))) / prompt
    }
}

/// `convert_to_llm` over JSON: what is sent to `model` at `provider`, by the lanes compiled
/// from x-lane (LANES), with the same rules for thinking.
pub fn convert_to_llm_json(messages: &[Value], provider: Option<&str>, model: Option<&str>) -> Vec<Value> {
    let plan = key(lanes(), "agent/agent_message");
    let tag = name_of(key(plan, "tag"));
    let mut sent = Vec::new();
    for message in messages {
        let Value::Object(object) = message else { continue };
        let kind = name_of(key(message, tag));
        if name_of(key(key(plan, "arms"), kind)) != LLM_LANE {
            continue;
        }
        let away = key(key(plan, "fields"), kind);
        let mut out: Map<String, Value> = object
            .iter()
            .filter(|(name, _)| away.get(name.as_str()).is_none_or(|lane| lane == LLM_LANE))
            .map(|(name, value)| (name.clone(), value.clone()))
            .collect();
        if kind == "assistant" {
            let producer = match (provider, model) {
                (Some(p), Some(m)) => {
                    key(message, "provider").as_str() == Some(p) && key(message, "model").as_str() == Some(m)
                }
                _ => false,
            };
            let blocks = key(message, "content").as_array().cloned().unwrap_or_default();
            if blocks.iter().any(|b| name_of(key(b, "type")) == "thinking") {
                let mut replayed = Vec::new();
                for block in blocks {
                    if name_of(key(&block, "type")) == "thinking" {
                        if name_of(key(&block, "source")) == "prompted" {
                            let mut text = Map::new();
                            text.insert("type".into(), "text".into());
                            text.insert("text".into(), weave_thought(name_of(key(&block, "thinking"))).into());
                            replayed.push(Value::Object(text));
                            continue;
                        }
                        if !producer {
                            continue;
                        }
                    }
                    replayed.push(block);
                }
                out.insert("content".into(), Value::Array(replayed));
            }
        }
        sent.push(Value::Object(out));
    }
    sent
}

fn plan_matches(value: &Value, wanted: &Value) -> bool {
    let Some(object) = value.as_object() else { return false };
    match wanted.as_object() {
        None => true,
        Some(wanted) => wanted.iter().all(|(k, v)| object.get(k) == Some(v)),
    }
}

/// A problem of one of the rules below (no schema location: a rule, not a schema, says it).
fn rule_problem(pointer: String, keyword: &'static str, message: String) -> Problem {
    Problem { pointer, keyword, message, schema: "" }
}

/// A rule's message (the data tables' `message`), each `{name}` replaced by its text.
fn fill(template: &str, holes: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}').unwrap_or(after.len());
        let name = &after[..close];
        if close < after.len() && !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
            out.push_str(holes.iter().find(|(hole, _)| *hole == name).map_or("", |(_, text)| text));
            rest = &after[close + 1..];
        } else {
            out.push('{');
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

/// The values (JSON, in order) that answer nothing earlier, by the pairing rule `rule_name`
/// (schema/data/pairing.yaml): each a problem at `/<index>/<key>`.
pub fn pairing_problems(rule_name: &str, values: &[Value]) -> Vec<Problem> {
    let rules = pairing().as_array().map(Vec::as_slice).unwrap_or_default();
    let Some(rule) = rules.iter().find(|r| name_of(key(r, "name")) == rule_name) else {
        return Vec::new();
    };
    let (calls, answers) = (key(rule, "calls"), key(rule, "answers"));
    let mut opened = std::collections::HashSet::new();
    let mut problems = Vec::new();
    for (index, value) in values.iter().enumerate() {
        if plan_matches(value, key(calls, "where")) {
            let holders = match calls.get("each") {
                Some(each) => key(value, name_of(each)).as_array().cloned().unwrap_or_default(),
                None => vec![value.clone()],
            };
            for item in &holders {
                if plan_matches(item, key(calls, "item_where")) {
                    if let Some(id) = key(item, name_of(key(calls, "key"))).as_str() {
                        opened.insert(id.to_string());
                    }
                }
            }
        } else if plan_matches(value, key(answers, "where")) {
            let name = name_of(key(answers, "key"));
            let answered = key(value, name);
            if !answered.as_str().is_some_and(|id| opened.contains(id)) {
                problems.push(rule_problem(
                    format!("/{index}/{name}"),
                    name_of(key(rule, "keyword")),
                    fill(name_of(key(rule, "message")), &[("key", &json_text(answered))]),
                ));
            }
        }
    }
    problems
}

/// A count of a usage total: a number of integer value (booleans are not numbers), else 0.
fn total_count(value: &Value) -> f64 {
    match value.as_f64() {
        Some(n) if value.is_number() && n.fract() == 0.0 => n,
        _ => 0.0,
    }
}

/// The totals (JSON values, in order) that are not the sum of their parts, by the usage total
/// rule `rule_name` (schema/data/usage_totals.yaml): a problem at `/<index>/<key>/<count>` for
/// each count that differs.
pub fn usage_total_problems(rule_name: &str, values: &[Value]) -> Vec<Problem> {
    let rules = usage_totals().as_array().map(Vec::as_slice).unwrap_or_default();
    let Some(rule) = rules.iter().find(|r| name_of(key(r, "name")) == rule_name) else {
        return Vec::new();
    };
    let (parts, total) = (key(rule, "parts"), key(rule, "total"));
    let counts: Vec<&str> = key(rule, "counts")
        .as_array()
        .map(|c| c.iter().map(name_of).collect())
        .unwrap_or_default();
    let mut sums = vec![0.0; counts.len()];
    let mut problems = Vec::new();
    for (index, value) in values.iter().enumerate() {
        if !value.is_object() {
            continue;
        }
        if plan_matches(value, key(rule, "reset")) {
            sums = vec![0.0; counts.len()];
        } else if plan_matches(value, key(parts, "where")) {
            let part = key(value, name_of(key(parts, "key")));
            if part.is_object() {
                for (sum, name) in sums.iter_mut().zip(&counts) {
                    *sum += total_count(key(part, name));
                }
            }
        } else if plan_matches(value, key(total, "where")) {
            let name = name_of(key(total, "key"));
            let said = key(value, name);
            if !said.is_object() {
                continue;
            }
            for (sum, count) in sums.iter().zip(&counts) {
                if total_count(key(said, count)) != *sum {
                    problems.push(rule_problem(
                        format!("/{index}/{name}/{count}"),
                        name_of(key(rule, "keyword")),
                        fill(
                            name_of(key(rule, "message")),
                            &[
                                ("count", count),
                                ("said", &json_text(key(said, count))),
                                ("sum", &json_text(&Value::from(*sum))),
                            ],
                        ),
                    ));
                }
            }
        }
    }
    problems
}

/// How a list of run identities (JSON objects, in any order) breaks the identity rule
/// (schema/data/identity_rule.yaml): a root's depth, a child's depth, run id and what it
/// inherits from the identity its parent names.
pub fn identity_problems(values: &[Value]) -> Vec<Problem> {
    let rule = identity_rule();
    let (id, parent, depth) = (
        name_of(key(rule, "key")),
        name_of(key(rule, "parent")),
        name_of(key(rule, "depth")),
    );
    let root = key(rule, "root_depth");
    let message = |name: &str, holes: &[(&str, &str)]| fill(name_of(key(key(rule, "messages"), name)), holes);
    let root_depth = root.as_f64().unwrap_or(0.0);
    let mut by_id: HashMap<&str, &Value> = HashMap::new();
    for value in values {
        if let Some(own) = value.get(id).and_then(Value::as_str) {
            by_id.entry(own).or_insert(value); // the first of a repeated id is the one named
        }
    }
    let depth_of = |v: &Value| if v.is_number() { v.as_f64() } else { None };
    let mut problems = Vec::new();
    for (index, value) in values.iter().enumerate() {
        if !value.is_object() {
            continue;
        }
        let named = key(value, parent);
        let mine = depth_of(key(value, depth));
        let is_root = named.is_null();
        if mine.is_some_and(|d| (d == root_depth) != is_root) {
            let which = if is_root { "root_depth" } else { "child_depth" };
            problems.push(rule_problem(
                format!("/{index}/{depth}"),
                "depth",
                message(which, &[("root_depth", &json_text(root))]),
            ));
        }
        let Some(spawner) = named.as_str().and_then(|n| by_id.get(n)) else {
            continue;
        };
        if let (Some(d), Some(above)) = (mine, depth_of(key(spawner, depth))) {
            if d != above + 1.0 {
                problems.push(rule_problem(
                    format!("/{index}/{depth}"),
                    "depth",
                    message("parent_depth", &[("depth", &json_text(key(spawner, depth)))]),
                ));
            }
        }
        if key(value, id).as_str().is_some() && key(value, id) == named {
            problems.push(rule_problem(
                format!("/{index}/{id}"),
                "fresh",
                message("fresh", &[]),
            ));
        }
        for name in key(rule, "inherit").as_array().map(Vec::as_slice).unwrap_or_default() {
            let name = name_of(name);
            let (mine, theirs) = (value.get(name), spawner.get(name));
            let same = match (mine, theirs) {
                (None, None) => true,
                (Some(a), Some(b)) => json_eq(a, b),
                _ => false,
            };
            if !same {
                problems.push(rule_problem(
                    format!("/{index}/{name}"),
                    "inherit",
                    message("inherit", &[("name", name)]),
                ));
            }
        }
    }
    problems
}

/// The items of a reasoning details block (JSON) that are one of the known kinds (the schema's
/// `reasoning_detail` union), decoded and written back, in order; the others stay only in
/// `details`. The flag: some item carries a signature or an encrypted payload.
pub fn reasoning_detail_items(block: &Value) -> (Vec<Value>, bool) {
    let mut signed = false;
    let mut items = Vec::new();
    for item in key(block, "details").as_array().map(Vec::as_slice).unwrap_or_default() {
        let Ok(decoded) = crate::agent::ReasoningDetail::from_value(item) else { continue };
        let kind = name_of(key(item, "type"));
        signed = signed
            || kind == "reasoning.encrypted"
            || (kind == "reasoning.text" && key(item, "signature").is_string());
        items.push(decoded.to_value());
    }
    (items, signed)
}
