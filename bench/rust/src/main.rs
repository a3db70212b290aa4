//! The Rust bindings on the validation corpus (bench/corpus.py): decode + validate of every
//! valid `agent/agent_message` document, against parsing the same text into a
//! `serde_json::Value` alone; and the verdict on every invalid document, with the time to
//! collect every problem of each and a fingerprint of those problems (their count, and a hash
//! that does not depend on their order) to hold two builds of the bindings to the same
//! answers.
//!
//!     cargo run --release -- bench/out [runs]

mod derived;

use agentproto_bindings::agent::AgentMessage;
use serde_json::Value;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::Instant;

fn best_of<F: FnMut() -> usize>(runs: usize, mut f: F) -> (f64, usize) {
    let mut best = f64::INFINITY;
    let mut n = 0;
    for _ in 0..runs {
        let start = Instant::now();
        n = f();
        best = best.min(start.elapsed().as_secs_f64());
    }
    (best, n)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let folder = args.get(1).map_or("bench/out", String::as_str);
    let runs: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(5);
    let valid = std::fs::read_to_string(format!("{folder}/valid.jsonl")).expect("valid.jsonl");
    let invalid = std::fs::read_to_string(format!("{folder}/invalid.jsonl")).expect("invalid.jsonl");
    let tsv = std::fs::read_to_string(format!("{folder}/invalid.tsv")).expect("invalid.tsv");
    let lines: Vec<&str> = valid.lines().filter(|l| !l.trim().is_empty()).collect();
    let values: Vec<Value> = lines.iter().map(|l| serde_json::from_str(l).expect("JSON")).collect();

    let (parse, _) = best_of(runs, || {
        lines.iter().filter(|l| serde_json::from_str::<Value>(l).is_ok()).count()
    });
    let (serde_derived, derived_ok) = best_of(runs, || {
        lines.iter().filter(|l| serde_json::from_str::<derived::AgentMessage>(l).is_ok()).count()
    });
    let (decode, decoded) = best_of(runs, || {
        lines.iter().filter(|l| AgentMessage::from_json_str(l).is_ok()).count()
    });
    let (check, checked) = best_of(runs, || values.iter().filter(|v| AgentMessage::is_valid(v)).count());
    let (typed, _) = best_of(runs, || {
        values.iter().filter(|v| <AgentMessage as agentproto_bindings::runtime::Json>::from_json(v, &agentproto_bindings::runtime::Path::Root).is_ok()).count()
    });
    let encoded = values
        .iter()
        .filter(|v| AgentMessage::from_value(v).map(|m| m.to_value()).as_ref() == Ok(*v))
        .count();

    let per = |secs: f64| secs * 1e6 / lines.len() as f64;
    println!("documents: {} valid", lines.len());
    println!("parse to serde_json::Value:        {:8.2} us/doc", per(parse));
    println!("serde derived decode (baseline):   {:8.2} us/doc  ({derived_ok} decoded)", per(serde_derived));
    println!("from_json_str (parse+check+typed): {:8.2} us/doc  ({:.2}x parse, {:.2}x serde derived)", per(decode), decode / parse, decode / serde_derived);
    println!("is_valid on a parsed Value:        {:8.2} us/doc", per(check));
    println!("typed walk of a parsed Value:      {:8.2} us/doc", per(typed));
    println!("valid decoded: {decoded} of {}, is_valid: {checked}, re-encoded to the same value: {encoded}", lines.len());

    let kinds: Vec<&str> = tsv.lines().skip(1).map(|l| l.split('\t').nth(1).unwrap_or("")).collect();
    let mut accepted = 0;
    let mut nulls = (0, 0);
    for (i, line) in invalid.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let ok = AgentMessage::from_json_str(line).is_ok();
        accepted += usize::from(ok);
        if kinds.get(i) == Some(&"null_for_absent") {
            nulls.0 += usize::from(!ok);
            nulls.1 += 1;
        }
    }
    println!("invalid accepted: {accepted} of {}", kinds.len());
    println!("null where only absence is allowed, rejected: {} of {}", nulls.0, nulls.1);

    let broken: Vec<Value> = invalid.lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    let (problems, found) = best_of(runs, || broken.iter().map(|v| AgentMessage::validate(v).len()).sum());
    let mut fingerprint = 0u64;
    for v in &broken {
        for p in AgentMessage::validate(v) {
            let mut h = DefaultHasher::new();
            (&p.pointer, p.keyword, &p.message, p.schema).hash(&mut h);
            fingerprint = fingerprint.wrapping_add(h.finish());
        }
    }
    println!(
        "validate on a parsed invalid Value: {:8.2} us/doc  ({found} problems in {} documents, fingerprint {fingerprint:016x})",
        problems * 1e6 / broken.len() as f64,
        broken.len()
    );
}
