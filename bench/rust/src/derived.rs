//! The baseline: serde's derived decoding into structs of the same shape as the generated
//! `AgentMessage` (a hand-written mirror, as bench/msgspec_models.py is for msgspec), with no
//! validation beyond what the types say.
#![allow(dead_code)]

use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
#[serde(tag = "type")]
pub enum Block {
    #[serde(rename = "text")]
    Text { text: String, text_signature: Option<String> },
    #[serde(rename = "thinking")]
    Thinking { thinking: String, signature: Option<String>, redacted: Option<bool>, source: Option<String> },
    #[serde(rename = "reasoning")]
    Reasoning { text: String },
    #[serde(rename = "reasoning_details")]
    ReasoningDetails { details: Vec<Value> },
    #[serde(rename = "tool_call")]
    ToolCall {
        id: String,
        name: String,
        arguments: serde_json::Map<String, Value>,
        partial_json: Option<String>,
        thought_signature: Option<String>,
        provider_metadata: Option<serde_json::Map<String, Value>>,
    },
    #[serde(rename = "extension")]
    Extension { type_name: String, data: Value },
    #[serde(rename = "image")]
    Image { mime_type: Option<String>, data: Option<String>, url: Option<String>, alt: Option<String> },
}

#[derive(Deserialize)]
#[serde(untagged)]
pub enum Content {
    Text(String),
    Blocks(Vec<Block>),
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
#[serde(tag = "role")]
pub enum AgentMessage {
    #[serde(rename = "system")]
    System { content: Content, timestamp: Option<i64>, turn_id: Option<String> },
    #[serde(rename = "user")]
    User { content: Content, timestamp: Option<i64>, turn_id: Option<String> },
    #[serde(rename = "assistant")]
    Assistant {
        content: Vec<Block>,
        stop_reason: String,
        provider: Option<String>,
        model: Option<String>,
        api: Option<String>,
        response_id: Option<String>,
        response_model: Option<String>,
        usage: Option<Usage>,
        cost: Option<Cost>,
        error_message: Option<String>,
        timestamp: Option<i64>,
        turn_id: Option<String>,
    },
    #[serde(rename = "tool_result")]
    ToolResult {
        tool_call_id: String,
        content: Vec<Block>,
        is_error: bool,
        tool_name: Option<String>,
        details: Option<Value>,
        narration: Option<String>,
        timestamp: Option<i64>,
        turn_id: Option<String>,
    },
    #[serde(rename = "extension")]
    Extension {
        kind: String,
        data: Option<Value>,
        content: Option<Content>,
        display: Option<bool>,
        details: Option<Value>,
        timestamp: Option<i64>,
    },
}
