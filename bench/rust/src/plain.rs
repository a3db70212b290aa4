//! The baseline that counts: serde's derived decoding into plain structs, with no enums to
//! buffer. serde reads an internally tagged or untagged enum by first copying the object into
//! its own buffer (`Content`), then reading the copy, which makes it about 1.3x slower than
//! reading the same fields into a struct; so the fast way to use serde on these messages is one
//! struct per object holding every variant's fields, the tag a plain string. The one shape that
//! is not a struct, a message's `content` (a string or a list of blocks), is read by a visitor
//! that takes whichever comes, as a hand-written serde decoder would (no buffer).
#![allow(dead_code)]

use serde::de::{Deserializer, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
pub struct Block {
    #[serde(rename = "type")]
    pub kind: String,
    pub text: Option<String>,
    pub text_signature: Option<String>,
    pub thinking: Option<String>,
    pub signature: Option<String>,
    pub redacted: Option<bool>,
    pub source: Option<String>,
    pub details: Option<Vec<Value>>,
    pub id: Option<String>,
    pub name: Option<String>,
    pub arguments: Option<serde_json::Map<String, Value>>,
    pub partial_json: Option<String>,
    pub thought_signature: Option<String>,
    pub provider_metadata: Option<serde_json::Map<String, Value>>,
    pub type_name: Option<String>,
    /// an extension block's payload (any JSON) or an image's base64 text
    pub data: Option<Value>,
    pub mime_type: Option<String>,
    pub url: Option<String>,
    pub alt: Option<String>,
}

pub enum Content {
    Text(String),
    Blocks(Vec<Block>),
}

impl<'de> Deserialize<'de> for Content {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Either;
        impl<'de> Visitor<'de> for Either {
            type Value = Content;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string or a list of blocks")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Content, E> {
                Ok(Content::Text(s.to_owned()))
            }
            fn visit_string<E: serde::de::Error>(self, s: String) -> Result<Content, E> {
                Ok(Content::Text(s))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Content, A::Error> {
                let mut blocks = Vec::with_capacity(seq.size_hint().unwrap_or(0));
                while let Some(b) = seq.next_element()? {
                    blocks.push(b);
                }
                Ok(Content::Blocks(blocks))
            }
        }
        d.deserialize_any(Either)
    }
}

#[derive(Deserialize)]
pub struct Usage {
    pub input: i64,
    pub output: i64,
    pub reasoning: Option<i64>,
    pub cache_read: Option<i64>,
    pub cache_write: Option<i64>,
    pub total_tokens: Option<i64>,
    pub extra: Option<indexmap::IndexMap<String, i64>>,
}

#[derive(Deserialize)]
pub struct Cost {
    pub input: f64,
    pub output: f64,
    pub cache_read: f64,
    pub cache_write: f64,
    pub total: f64,
    pub extra: Option<indexmap::IndexMap<String, f64>>,
}

#[derive(Deserialize)]
pub struct AgentMessage {
    pub role: String,
    pub content: Option<Content>,
    pub timestamp: Option<i64>,
    pub turn_id: Option<String>,
    pub stop_reason: Option<String>,
    pub provider: Option<String>,
    pub model: Option<String>,
    pub api: Option<String>,
    pub response_id: Option<String>,
    pub response_model: Option<String>,
    pub usage: Option<Usage>,
    pub cost: Option<Cost>,
    pub error_message: Option<String>,
    pub tool_call_id: Option<String>,
    pub is_error: Option<bool>,
    pub tool_name: Option<String>,
    pub details: Option<Value>,
    pub narration: Option<String>,
    pub kind: Option<String>,
    pub data: Option<Value>,
    pub display: Option<bool>,
}
