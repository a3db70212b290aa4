//! The Rust bindings on the validation corpus (bench/corpus.py), side by side with their peers:
//!
//! - `is_valid` on parsed `serde_json::Value`s against the `jsonschema` crate's validator built
//!   from the same schemas, on the valid and on the invalid documents (target: at most 1.0x);
//! - decode + validate of the JSON text (`from_json_str`) against serde's derived decode into
//!   plain structs of the same shapes, no validation (target: at most 0.8x), and, for scale,
//!   into internally tagged enums, into a bare `Value`, and the long way (parse a `Value`,
//!   `is_valid`, typed walk);
//! - the verdicts of every contestant on every document (0 invalid accepted, 0 valid
//!   rejected), and the problems `validate` finds in the invalid documents: their count and an
//!   order-free fingerprint, to hold two builds of the bindings to the same answers.
//!
//! Every contestant runs once per round over the whole corpus, the rounds interleaved, in the
//! thread's CPU time; a ratio is taken within each round and the median of the rounds' ratios
//! printed with their range. A target missed prints MISSED.
//!
//!     cargo run --release -- ../out [rounds] [decode-only|check-only]

mod derived;
mod plain;

use agentproto_bindings::agent::AgentMessage;
use agentproto_bindings::runtime as rt;
use serde_json::Value;
use std::hash::{DefaultHasher, Hash, Hasher};

/// The CPU time this thread has used, in seconds: on the shared machine a figure then leaves
/// out the time the thread waited for a core (Linux's CLOCK_THREAD_CPUTIME_ID).
fn thread_cpu() -> f64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, out: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock_gettime writes one timespec, which `t` is (64-bit Linux layout)
    let ok = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(ok, 0, "clock_gettime");
    t.sec as f64 + t.nsec as f64 * 1e-9
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

/// Every canonical schema, by `$id` (the folder bench/corpus.py reads them from).
fn schemas() -> Vec<(String, Value)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../schema");
    let mut out = Vec::new();
    for family in std::fs::read_dir(&root).expect("schema folder") {
        let family = family.expect("entry").path();
        if !family.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&family).expect("schema family") {
            let file = file.expect("entry").path();
            if file.extension().is_some_and(|e| e == "json") {
                let doc: Value = serde_json::from_str(&std::fs::read_to_string(&file).expect("read")).expect("JSON");
                if let Some(id) = doc.get("$id").and_then(Value::as_str) {
                    out.push((id.to_owned(), doc));
                }
            }
        }
    }
    out
}

const ENTITY: &str = "https://agentproto.dev/schema/agent/agent_message.json";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let folder = args.get(1).map_or("bench/out", String::as_str);
    let rounds: usize = args.get(2).and_then(|r| r.parse().ok()).unwrap_or(7);
    let mode = args.get(3).map(String::as_str);
    let valid = std::fs::read_to_string(format!("{folder}/valid.jsonl")).expect("valid.jsonl");
    let invalid = std::fs::read_to_string(format!("{folder}/invalid.jsonl")).expect("invalid.jsonl");
    let tsv = std::fs::read_to_string(format!("{folder}/invalid.tsv")).expect("invalid.tsv");
    let lines: Vec<&str> = valid.lines().filter(|l| !l.trim().is_empty()).collect();
    let bad_lines: Vec<&str> = invalid.lines().filter(|l| !l.trim().is_empty()).collect();
    let values: Vec<Value> = lines.iter().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    let broken: Vec<Value> = bad_lines.iter().map(|l| serde_json::from_str(l).expect("JSON")).collect();

    // for a profiler: one contestant alone, `rounds` times over the corpus
    if mode == Some("decode-only") {
        for _ in 0..rounds {
            let start = thread_cpu();
            let n = lines.iter().filter(|l| AgentMessage::from_json_str(l).is_ok()).count();
            println!("from_json_str: {:.2} us/doc ({n} decoded)", (thread_cpu() - start) * 1e6 / lines.len() as f64);
        }
        return;
    }
    if mode == Some("check-only") {
        for _ in 0..rounds {
            let start = thread_cpu();
            let n = values.iter().filter(|v| AgentMessage::is_valid(v)).count();
            let m = broken.iter().filter(|v| AgentMessage::is_valid(v)).count();
            println!("is_valid: {:.2} us/doc ({n} valid, {m} invalid accepted)", (thread_cpu() - start) * 1e6 / (lines.len() + broken.len()) as f64);
        }
        return;
    }

    let mut registry = jsonschema::Registry::new();
    for (id, doc) in schemas() {
        registry = registry.add(id.as_str(), doc).expect("schema resource");
    }
    let registry = registry.prepare().expect("registry");
    let peer = jsonschema::options()
        .with_registry(&registry)
        .build(&serde_json::json!({"$ref": ENTITY}))
        .expect("jsonschema validator");

    // (name, the corpus it runs on, the contestant: how many documents it accepted)
    type Job<'a> = (&'static str, usize, Box<dyn FnMut() -> usize + 'a>);
    let mut jobs: Vec<Job> = vec![
        ("is_valid, valid", values.len(), Box::new(|| values.iter().filter(|v| AgentMessage::is_valid(v)).count())),
        ("jsonschema crate, valid", values.len(), Box::new(|| values.iter().filter(|v| peer.is_valid(v)).count())),
        // the invalid documents are few (1,000): ten passes over them make a round long enough
        // to time as steadily as the others
        ("is_valid, invalid", broken.len() * 10, Box::new(|| (0..10).map(|_| broken.iter().filter(|v| AgentMessage::is_valid(v)).count()).sum::<usize>() / 10)),
        ("jsonschema crate, invalid", broken.len() * 10, Box::new(|| (0..10).map(|_| broken.iter().filter(|v| peer.is_valid(v)).count()).sum::<usize>() / 10)),
        ("from_json_str", lines.len(), Box::new(|| lines.iter().filter(|l| AgentMessage::from_json_str(l).is_ok()).count())),
        ("serde plain structs", lines.len(), Box::new(|| lines.iter().filter(|l| serde_json::from_str::<plain::AgentMessage>(l).is_ok()).count())),
        ("serde tagged enums", lines.len(), Box::new(|| lines.iter().filter(|l| serde_json::from_str::<derived::AgentMessage>(l).is_ok()).count())),
        ("serde_json::Value", lines.len(), Box::new(|| lines.iter().filter(|l| serde_json::from_str::<Value>(l).is_ok()).count())),
        (
            "the long way",
            lines.len(),
            Box::new(|| {
                lines
                    .iter()
                    .filter(|l| serde_json::from_str::<Value>(l).ok().is_some_and(|v| AgentMessage::from_value(&v).is_ok()))
                    .count()
            }),
        ),
    ];
    let mut times = vec![Vec::new(); jobs.len()];
    let mut accepted = vec![0usize; jobs.len()];
    for _ in 0..rounds {
        for (i, (_, _, job)) in jobs.iter_mut().enumerate() {
            let start = thread_cpu();
            accepted[i] = job();
            times[i].push(thread_cpu() - start);
        }
    }
    let index = |name: &str| jobs.iter().position(|j| j.0 == name).expect("job");
    let uptime = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "documents: {} valid, {} invalid; {rounds} interleaved rounds, thread CPU time; load average {}",
        lines.len(),
        broken.len(),
        uptime.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
    );
    println!("{:<28} {:>10} {:>9}", "contestant", "us/doc", "accepted");
    for (i, (name, n, _)) in jobs.iter().enumerate() {
        println!("{name:<28} {:>10.2} {:>9}", median(times[i].clone()) * 1e6 / *n as f64, accepted[i]);
    }
    let mut missed = 0;
    let mut ratio = |what: &str, ours: &str, theirs: &str, target: f64| {
        let (a, b) = (index(ours), index(theirs));
        let per_round: Vec<f64> = times[a].iter().zip(&times[b]).map(|(x, y)| x / y).collect();
        let lo = per_round.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = per_round.iter().copied().fold(0.0, f64::max);
        let m = median(per_round);
        let verdict = if target.is_infinite() {
            String::new()
        } else if m <= target {
            format!("; target <= {target:.1}: met")
        } else {
            format!("; target <= {target:.1}: MISSED")
        };
        missed += usize::from(m > target);
        println!("ratio {what:<44} {m:.2} (rounds {lo:.2}-{hi:.2}{verdict})");
    };
    ratio("is_valid / jsonschema crate, valid", "is_valid, valid", "jsonschema crate, valid", 1.0);
    ratio("is_valid / jsonschema crate, invalid", "is_valid, invalid", "jsonschema crate, invalid", 1.0);
    ratio("from_json_str / serde plain structs", "from_json_str", "serde plain structs", 0.8);
    ratio("from_json_str / serde tagged enums", "from_json_str", "serde tagged enums", f64::INFINITY);
    ratio("the long way / serde plain structs", "the long way", "serde plain structs", f64::INFINITY);
    drop(jobs);

    // the verdicts: every valid document accepted by everyone that validates, no invalid one
    let wrong_valid = values.iter().filter(|v| !AgentMessage::is_valid(v)).count()
        + lines.iter().filter(|l| AgentMessage::from_json_str(l).is_err()).count();
    let wrong_invalid = broken.iter().filter(|v| AgentMessage::is_valid(v)).count()
        + bad_lines.iter().filter(|l| AgentMessage::from_json_str(l).is_ok()).count();
    let peer_disagrees = values.iter().chain(&broken).filter(|v| peer.is_valid(v) != AgentMessage::is_valid(v)).count();
    let read_accepted = bad_lines.iter().filter(|l| rt::read_document::<AgentMessage>(l).is_some()).count();
    println!("valid rejected: {wrong_valid}; invalid accepted: {wrong_invalid} (by the text reader alone: {read_accepted}); jsonschema crate disagrees on {peer_disagrees}");
    let encoded = values
        .iter()
        .filter(|v| AgentMessage::from_value(v).map(|m| m.to_value()).as_ref() == Ok(*v))
        .count();
    let same = lines
        .iter()
        .zip(&values)
        .filter(|(l, v)| AgentMessage::from_json_str(l).ok() == AgentMessage::from_value(v).ok())
        .count();
    println!("re-encoded to the same value: {encoded} of {}; text decoder gives the long way's value: {same}", lines.len());
    let kinds: Vec<&str> = tsv.lines().skip(1).map(|l| l.split('\t').nth(1).unwrap_or("")).collect();
    let nulls: Vec<bool> = bad_lines
        .iter()
        .zip(&kinds)
        .filter(|(_, k)| **k == "null_for_absent")
        .map(|(l, _)| AgentMessage::from_json_str(l).is_err())
        .collect();
    println!("null where only absence is allowed, rejected: {} of {}", nulls.iter().filter(|r| **r).count(), nulls.len());

    let mut problem_times = Vec::new();
    let mut found = 0usize;
    for _ in 0..rounds {
        let start = thread_cpu();
        found = broken.iter().map(|v| AgentMessage::validate(v).len()).sum();
        problem_times.push(thread_cpu() - start);
    }
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
        median(problem_times) * 1e6 / broken.len() as f64,
        broken.len()
    );
    if wrong_valid + wrong_invalid > 0 {
        missed += 1;
        println!("MISSED: a wrong verdict");
    }
    if missed > 0 {
        println!("MISSED: {missed} target(s)");
    }
}
