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
/// The messages given are not changed; what is sent is a copy.
pub fn convert_to_llm(
    messages: &[AgentMessage],
    provider: Option<&str>,
    model: Option<&str>,
) -> Vec<LlmMessage> {
    let mut sent = Vec::new();
    for message in AgentMessage::to_llm(messages) {
        sent.push(match message.for_lane(LLM_LANE) {
            AgentMessage::SystemMessage(m) => LlmMessage::SystemMessage(m),
            AgentMessage::UserMessage(m) => LlmMessage::UserMessage(m),
            AgentMessage::ToolResultMessage(m) => LlmMessage::ToolResultMessage(m),
            AgentMessage::AssistantMessage(mut m) => {
                let producer = match (provider, model) {
                    (Some(provider), Some(model)) => {
                        m.provider.as_deref() == Some(provider) && m.model.as_deref() == Some(model)
                    }
                    _ => false,
                };
                if let Some(content) = replayed_content(&m.content, producer) {
                    m.content = content;
                }
                LlmMessage::AssistantMessage(m)
            }
            // the lane filter above lets none of these through
            AgentMessage::ExtensionMessage(_) | AgentMessage::BashExecutionMessage(_) => continue,
        });
    }
    sent
}

/// An assistant message's content as it is replayed (see `convert_to_llm`); None when it is
/// replayed unchanged.
fn replayed_content(
    blocks: &[AssistantContentBlock],
    producer: bool,
) -> Option<Vec<AssistantContentBlock>> {
    let mut replayed = Vec::with_capacity(blocks.len());
    let mut changed = false;
    for block in blocks {
        if let AssistantContentBlock::ThinkingBlock(thinking) = block {
            changed = true;
            if thinking.source == Some(ThinkingBlockSource::Prompted) {
                replayed.push(text_block(weave_thought(&thinking.thinking)));
                continue;
            }
            if !producer {
                continue;
            }
        }
        replayed.push(block.clone());
    }
    changed.then_some(replayed)
}

fn text_block(text: String) -> AssistantContentBlock {
    AssistantContentBlock::TextBlock(Box::new(TextBlock {
        text,
        text_signature: None,
        type_: "text".into(),
        key_order: Default::default(),
    }))
}

fn prompted_thinking(thinking: String) -> AssistantContentBlock {
    AssistantContentBlock::ThinkingBlock(Box::new(ThinkingBlock {
        redacted: None,
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
