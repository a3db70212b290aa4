//! One measurement of bench/fold_linear.py: folds a stream of MB megabytes of deltas, made here
//! event after event, and prints the CPU seconds of the loop as JSON.
//! Usage: fold_linear assistant|response MB DELTA_BYTES SHELLS.json

use agentproto_bindings::behaviour::AssistantMessageAccumulator;
use agentproto_bindings::behaviour_openresponses::ResponseAccumulator;
use serde_json::{json, Value};

const BLOCK_CAP: usize = 128 * 1024 * 1024;

/// CPU nanoseconds of this thread (the fold runs on it alone).
fn cpu_ns() -> u64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").expect("schedstat");
    text.split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .expect("schedstat's first field")
}

fn piece(delta_bytes: usize) -> String {
    let base = "lorem ipsum dolor sit amet, consectetur adipiscing elit. ";
    base.repeat(delta_bytes / base.len() + 1)[..delta_bytes].to_string()
}

fn blocks(megabytes: f64, delta_bytes: usize) -> Vec<usize> {
    let half = (megabytes * 1024.0 * 1024.0) as usize / 2 / delta_bytes;
    let per_block = BLOCK_CAP / delta_bytes;
    let mut out = vec![per_block; half / per_block];
    if half % per_block != 0 {
        out.push(half % per_block);
    }
    out
}

fn assistant(megabytes: f64, delta_bytes: usize) -> (usize, Vec<String>) {
    let text = piece(delta_bytes);
    let counts = blocks(megabytes, delta_bytes);
    let mut fold = AssistantMessageAccumulator::new(Some("p"), Some("m"), None, Box::new(|| 0));
    let mut events = 0;
    let mut push = |fold: &mut AssistantMessageAccumulator, event: Value| {
        fold.push(&event);
        events += 1;
    };
    push(&mut fold, json!({"type": "start"}));
    let mut index = 0;
    for &count in &counts {
        for _ in 0..count {
            push(&mut fold, json!({"type": "delta", "delta": {"type": "text_delta", "delta": text, "content_index": index}}));
        }
        index += 1;
    }
    for &count in &counts {
        push(&mut fold, json!({"type": "delta", "delta": {"type": "tool_call_delta", "id": format!("call_{index}"), "name": "write", "delta": "{\"text\":\"", "content_index": index}}));
        for _ in 0..count {
            push(&mut fold, json!({"type": "delta", "delta": {"type": "tool_call_delta", "delta": text, "content_index": index}}));
        }
        push(&mut fold, json!({"type": "delta", "delta": {"type": "tool_call_delta", "delta": "\"}", "content_index": index}}));
        index += 1;
    }
    push(&mut fold, json!({"type": "done", "stop_reason": "tool_use", "usage": {"input": 1, "output": 1}}));
    fold.finish();
    (events, fold.problems.iter().map(ToString::to_string).collect())
}

fn response(megabytes: f64, delta_bytes: usize, shells: &Value) -> (usize, Vec<String>) {
    let text = piece(delta_bytes);
    let counts = blocks(megabytes, delta_bytes);
    let mut fold = ResponseAccumulator::new();
    let mut sequence = 0u64;
    let mut feed = |fold: &mut ResponseAccumulator, mut event: Value| {
        event["sequence_number"] = json!(sequence);
        sequence += 1;
        fold.feed(&event);
    };
    feed(&mut fold, json!({"type": "response.created", "response": shells["created"]}));
    let mut output = 0;
    for &count in &counts {
        let id = format!("msg_{output}");
        feed(&mut fold, json!({"type": "response.output_item.added", "output_index": output, "item": {"type": "message", "id": id, "status": "in_progress", "role": "assistant", "content": []}}));
        feed(&mut fold, json!({"type": "response.content_part.added", "item_id": id, "output_index": output, "content_index": 0, "part": {"type": "output_text", "text": "", "annotations": []}}));
        for _ in 0..count {
            feed(&mut fold, json!({"type": "response.output_text.delta", "item_id": id, "output_index": output, "content_index": 0, "delta": text}));
        }
        let whole = text.repeat(count);
        let part = json!({"type": "output_text", "text": whole, "annotations": []});
        feed(&mut fold, json!({"type": "response.output_text.done", "item_id": id, "output_index": output, "content_index": 0, "text": whole}));
        feed(&mut fold, json!({"type": "response.content_part.done", "item_id": id, "output_index": output, "content_index": 0, "part": part}));
        feed(&mut fold, json!({"type": "response.output_item.done", "output_index": output, "item": {"type": "message", "id": id, "status": "completed", "role": "assistant", "content": [part]}}));
        output += 1;
    }
    for &count in &counts {
        let id = format!("fc_{output}");
        let call_id = format!("call_{output}");
        feed(&mut fold, json!({"type": "response.output_item.added", "output_index": output, "item": {"type": "function_call", "id": id, "call_id": call_id, "name": "write", "status": "in_progress", "arguments": ""}}));
        feed(&mut fold, json!({"type": "response.function_call_arguments.delta", "item_id": id, "output_index": output, "delta": "{\"text\":\""}));
        for _ in 0..count {
            feed(&mut fold, json!({"type": "response.function_call_arguments.delta", "item_id": id, "output_index": output, "delta": text}));
        }
        feed(&mut fold, json!({"type": "response.function_call_arguments.delta", "item_id": id, "output_index": output, "delta": "\"}"}));
        let whole = format!("{{\"text\":\"{}\"}}", text.repeat(count));
        feed(&mut fold, json!({"type": "response.function_call_arguments.done", "item_id": id, "output_index": output, "arguments": whole}));
        feed(&mut fold, json!({"type": "response.output_item.done", "output_index": output, "item": {"type": "function_call", "id": id, "call_id": call_id, "name": "write", "status": "completed", "arguments": whole}}));
        output += 1;
    }
    feed(&mut fold, json!({"type": "response.completed", "response": shells["completed"]}));
    fold.finish();
    (sequence as usize, fold.problems.iter().map(ToString::to_string).collect())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (fold, megabytes, delta_bytes) = (args[1].as_str(), args[2].parse::<f64>().expect("MB"), args[3].parse::<usize>().expect("bytes"));
    let shells: Value = serde_json::from_str(&std::fs::read_to_string(&args[4]).expect("shells")).expect("shells JSON");
    let started = cpu_ns();
    let (events, problems) = if fold == "assistant" {
        assistant(megabytes, delta_bytes)
    } else {
        response(megabytes, delta_bytes, &shells)
    };
    let seconds = (cpu_ns() - started) as f64 / 1e9;
    let shown: Vec<&String> = problems.iter().take(3).collect();
    println!("{}", json!({"seconds": seconds, "events": events, "problems": shown}));
}
