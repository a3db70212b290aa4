//! The Rust bindings on the validation corpus (bench/corpus.py): decode + validate of every
//! valid `agent/agent_message` document by the text decoder (`from_json_str`) and by the long
//! way (parse a `serde_json::Value`, validate, typed walk), side by side with serde's derived
//! decode of the same shapes and with parsing the text into a `Value` alone; and the verdict
//! of both ways on every invalid document, with the time to collect every problem of each and
//! a fingerprint of those problems (their count, and a hash that does not depend on their
//! order) to hold two builds of the bindings to the same answers.
//!
//!     cargo run --release -- bench/out [runs] [decode-only]

mod derived;

use agentproto_bindings::agent::AgentMessage;
use agentproto_bindings::runtime as rt;
use serde_json::Value;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::Instant;

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

    if args.get(3).map(String::as_str) == Some("decode-only") {
        // for a profiler: the text decoder alone, `runs` times over the corpus
        let (secs, n) = best_of(runs, || lines.iter().filter(|l| AgentMessage::from_json_str(l).is_ok()).count());
        println!("from_json_str: {:.2} us/doc ({n} decoded)", secs * 1e6 / lines.len() as f64);
        return;
    }
    // every figure measured once per round, the rounds interleaved, best round kept, in the
    // thread's CPU time: a burst of load on the shared machine then spoils one round of each,
    // not one figure's every run
    type Job<'a> = Box<dyn FnMut() -> usize + 'a>;
    let mut jobs: Vec<Job> = vec![
        Box::new(|| lines.iter().filter(|l| serde_json::from_str::<Value>(l).is_ok()).count()),
        Box::new(|| lines.iter().filter(|l| serde_json::from_str::<derived::AgentMessage>(l).is_ok()).count()),
        Box::new(|| lines.iter().filter(|l| AgentMessage::from_json_str(l).is_ok()).count()),
        Box::new(|| lines.iter().filter(|l| rt::read_document::<AgentMessage>(l).is_some()).count()),
        Box::new(|| {
            lines
                .iter()
                .filter(|l| serde_json::from_str::<Value>(l).ok().is_some_and(|v| AgentMessage::from_value(&v).is_ok()))
                .count()
        }),
        Box::new(|| values.iter().filter(|v| AgentMessage::is_valid(v)).count()),
        Box::new(|| {
            values.iter().filter(|v| <AgentMessage as rt::Json>::from_json(v, &rt::Path::Root).is_ok()).count()
        }),
    ];
    let mut best = vec![(f64::INFINITY, 0usize); jobs.len()];
    for _ in 0..runs {
        for (job, slot) in jobs.iter_mut().zip(best.iter_mut()) {
            let start = thread_cpu();
            let n = job();
            *slot = (slot.0.min(thread_cpu() - start), n);
        }
    }
    drop(jobs);
    let [(parse, _), (serde_derived, derived_ok), (decode, decoded), (read, read_ok), (long, long_ok), (check, checked), (typed, _)] =
        best[..]
    else {
        unreachable!()
    };
    let encoded = values
        .iter()
        .filter(|v| AgentMessage::from_value(v).map(|m| m.to_value()).as_ref() == Ok(*v))
        .count();
    let same = lines
        .iter()
        .zip(&values)
        .filter(|(l, v)| AgentMessage::from_json_str(l).ok() == AgentMessage::from_value(v).ok())
        .count();

    let per = |secs: f64| secs * 1e6 / lines.len() as f64;
    println!("documents: {} valid", lines.len());
    println!("parse to serde_json::Value:              {:8.2} us/doc  ({:.2}x serde derived)", per(parse), parse / serde_derived);
    println!("serde derived decode (baseline):         {:8.2} us/doc  ({derived_ok} decoded)", per(serde_derived));
    println!("from_json_str (text decoder, checked):   {:8.2} us/doc  ({:.2}x serde derived)", per(decode), decode / serde_derived);
    println!("  rt::read_document alone:               {:8.2} us/doc  ({:.2}x serde derived, {read_ok} read)", per(read), read / serde_derived);
    println!("the long way (Value, is_valid, typed):   {:8.2} us/doc  ({:.2}x serde derived, {long_ok} decoded)", per(long), long / serde_derived);
    println!("  is_valid on a parsed Value:            {:8.2} us/doc", per(check));
    println!("  typed walk of a parsed Value:          {:8.2} us/doc", per(typed));
    println!("valid decoded: {decoded} of {}, is_valid: {checked}, re-encoded to the same value: {encoded}, text decoder gives the long way's value: {same}", lines.len());

    let kinds: Vec<&str> = tsv.lines().skip(1).map(|l| l.split('\t').nth(1).unwrap_or("")).collect();
    let mut accepted = 0;
    let mut read_accepted = 0;
    let mut nulls = (0, 0);
    for (i, line) in invalid.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let ok = AgentMessage::from_json_str(line).is_ok();
        read_accepted += usize::from(rt::read_document::<AgentMessage>(line).is_some());
        accepted += usize::from(ok);
        if kinds.get(i) == Some(&"null_for_absent") {
            nulls.0 += usize::from(!ok);
            nulls.1 += 1;
        }
    }
    println!("invalid accepted: {accepted} of {} (by the text reader alone: {read_accepted})", kinds.len());
    println!("null where only absence is allowed, rejected: {} of {}", nulls.0, nulls.1);

    let broken: Vec<Value> = invalid.lines().filter_map(|l| serde_json::from_str(l).ok()).collect();
    let (mut problems, mut found) = (f64::INFINITY, 0usize);
    for _ in 0..runs {
        let start = thread_cpu();
        found = broken.iter().map(|v| AgentMessage::validate(v).len()).sum();
        problems = problems.min(thread_cpu() - start);
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
        problems * 1e6 / broken.len() as f64,
        broken.len()
    );
}
