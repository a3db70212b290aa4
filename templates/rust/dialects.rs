//! Converters between the canonical JSON and the spellings other libraries use (dialects).
//!
//! Hand-written once per target language, and data-driven: the generator reads each dialect's
//! declaration (`schema/dialects/<name>.yaml`) and the canonical schemas into one plan per
//! dialect (plain JSON, in `dialect_plans`: shapes keyed by entity, each saying how a value of
//! that entity is spelled), and this module runs a plan in either direction, as the Python
//! bindings' engine (the reference) does. What no declaration can say is in `dialect_hooks`.
//!
//! A converter never panics on bad input: it returns the value it could make and the problems
//! `(pointer, message)`, the pointer in the spelling of the value that was read. Key order is
//! kept (serde_json's `preserve_order`), so a dialect document read and written back is the
//! same text.

use crate::dialect_hooks;
use crate::dialect_plans::PLANS;
use crate::runtime::{json_eq, json_string, json_text, Problem};
use serde_json::{Map, Number, Value};
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Problems found converting: `(pointer, message)`.
pub type Problems = Vec<(String, String)>;

/// A dialect's hand-written step (`dialect_hooks`): the dialect's JSON before it is read
/// (`reading`) or after it is written, reshaped; an error is a problem at the value's pointer.
pub type Hook = fn(&Value, bool, &Converter) -> Result<Value, String>;

fn esc(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

fn at(ptr: &str, key: &str) -> String {
    format!("{ptr}/{}", esc(key))
}

fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn hashable(value: &Value) -> bool {
    !matches!(value, Value::Array(_) | Value::Object(_))
}

/// Whether two scalars are one key of a value table: JSON equality (`same`).
fn key_eq(a: &Value, b: &Value) -> bool {
    same(a, b)
}

/// The value a table gives `key` (a later entry of the same key wins, as in the plan's maps).
fn lookup<'a, T>(table: &'a [(Value, T)], key: &Value) -> Option<&'a T> {
    if !hashable(key) {
        return None;
    }
    table
        .iter()
        .rev()
        .find(|(k, _)| key_eq(k, key))
        .map(|(_, v)| v)
}

/// JSON equality: numbers by value (`0` is `0.0`, as every target's JSON reads them), a
/// boolean never a number, strings by code point, objects regardless of key order (the
/// runtime's `json_eq`, one definition for the crate).
pub fn same(a: &Value, b: &Value) -> bool {
    json_eq(a, b)
}

/// A scalar written into text (a joined template, a nest named by a value): a string as
/// itself, any other value as its JSON text.
fn as_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => json_text(other),
    }
}

fn text_list(value: Option<&Value>) -> Vec<String> {
    value
        .and_then(Value::as_array)
        .map(|items| {
            items
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default()
}

fn opt_text(value: Option<&Value>) -> Option<String> {
    value.and_then(Value::as_str).map(str::to_string)
}

fn texts_of(value: Option<&Value>) -> Vec<String> {
    value
        .and_then(Value::as_array)
        .map(|list| list.iter().filter_map(|v| v.as_str().map(str::to_string)).collect())
        .unwrap_or_default()
}

/// A prefixed value read (the prefix added, unless the value is one the protocol names or
/// carries the prefix's `:` or `/` already, a slug's) or written (the prefix taken off).
fn prefixed(prefix: &str, kept: &[String], text: &str, reading: bool) -> String {
    if !reading {
        return text.strip_prefix(prefix).unwrap_or(text).to_string();
    }
    let separator = &prefix[prefix.len().saturating_sub(1)..];
    if kept.iter().any(|k| k == text) || text.contains(separator) {
        text.to_string()
    } else {
        format!("{prefix}{text}")
    }
}

fn object_of(value: Option<&Value>) -> Map<String, Value> {
    value.and_then(Value::as_object).cloned().unwrap_or_default()
}

// -- codecs: value conversions of a leaf that no rename can say -------------------------------

const ISO_EXAMPLE: &str = "an ISO 8601 UTC time with milliseconds (2025-01-31T12:00:00.000Z)";

/// Days since 1970-01-01 of a date of the proleptic Gregorian calendar.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146097 + doe - 719468
}

fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// `2025-12-08T23:02:33.064Z` -> Unix milliseconds. Only that one text form is read, so
/// writing the number back gives the same text.
fn iso_millis_read(value: &Value) -> (Value, Option<String>) {
    let wrong = || (value.clone(), Some(format!("expected {ISO_EXAMPLE}")));
    let Some(text) = value.as_str() else {
        return wrong();
    };
    let b = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| -> Option<i64> {
        let part = b.get(range)?;
        part.iter()
            .all(u8::is_ascii_digit)
            .then(|| part.iter().fold(0, |n, d| n * 10 + i64::from(d - b'0')))
    };
    let shape = b.len() == 24
        && b[4] == b'-'
        && b[7] == b'-'
        && b[10] == b'T'
        && b[13] == b':'
        && b[16] == b':'
        && b[19] == b'.'
        && b[23] == b'Z';
    let parts = (
        digits(0..4),
        digits(5..7),
        digits(8..10),
        digits(11..13),
        digits(14..16),
        digits(17..19),
        digits(20..23),
    );
    let (Some(year), Some(month), Some(day), Some(hour), Some(minute), Some(second), Some(ms)) =
        parts
    else {
        return wrong();
    };
    if !shape {
        return wrong();
    }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let month_days = [31, if leap { 29 } else { 28 }, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    // no such day or time (2025-02-30, 24:00)
    if year < 1
        || !(1..=12).contains(&month)
        || day < 1
        || day > month_days[(month - 1) as usize]
        || hour > 23
        || minute > 59
        || second > 59
    {
        return wrong();
    }
    let days = days_from_civil(year, month, day);
    let millis = ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + ms;
    let problem = (millis < 0).then(|| "expected a time since 1970".to_string());
    (Value::Number(Number::from(millis)), problem)
}

fn iso_millis_write(value: &Value) -> (Value, Option<String>) {
    let wrong = || {
        let message = "expected Unix milliseconds (a non-negative integer)".to_string();
        (value.clone(), Some(message))
    };
    let Some(millis) = value.as_u64() else {
        return wrong();
    };
    let Ok(millis) = i64::try_from(millis) else {
        return wrong();
    };
    let (days, rest) = (millis.div_euclid(86_400_000), millis.rem_euclid(86_400_000));
    let (year, month, day) = civil_from_days(days);
    if year > 9999 {
        return wrong(); // past what the text form can say
    }
    let (hour, minute) = (rest / 3_600_000, rest / 60_000 % 60);
    let (second, ms) = (rest / 1000 % 60, rest % 1000);
    let text = format!("{year:04}-{month:02}-{day:02}T{hour:02}:{minute:02}:{second:02}.{ms:03}Z");
    (Value::String(text), None)
}

type Codec = fn(&Value) -> (Value, Option<String>);

/// The codec named `name`: (read, write).
fn codec(name: &str) -> Option<(Codec, Codec)> {
    match name {
        "iso8601-millis" => Some((iso_millis_read, iso_millis_write)),
        _ => None,
    }
}

// -- the compiled plan -------------------------------------------------------------------------

/// One dialect string holding several canonical properties (`data:{mime_type};base64,{data}`),
/// or, when it does not match, the canonical property `otherwise`.
#[derive(Debug, Clone)]
struct Split {
    dialect: String,
    template: String,
    otherwise: Option<String>,
    names: Vec<String>,
    /// The template's text around the names: one more than there are names.
    literals: Vec<String>,
}

impl Split {
    fn new(spec: &Value) -> Self {
        let template = opt_text(spec.get("template")).unwrap_or_default();
        let (mut names, mut literals, mut literal) = (Vec::new(), Vec::new(), String::new());
        let mut rest = template.as_str();
        while let Some(ch) = rest.chars().next() {
            if ch == '{' {
                let name: String = rest[1..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
                    .collect();
                if !name.is_empty() && rest[1 + name.len()..].starts_with('}') {
                    literals.push(std::mem::take(&mut literal));
                    rest = &rest[name.len() + 2..];
                    names.push(name);
                    continue;
                }
            }
            literal.push(ch);
            rest = &rest[ch.len_utf8()..];
        }
        literals.push(literal);
        Split {
            dialect: opt_text(spec.get("dialect")).unwrap_or_default(),
            otherwise: opt_text(spec.get("otherwise")),
            template,
            names,
            literals,
        }
    }

    /// The values of the names when `text` is the template filled in (each as short as it can
    /// be, the first first), or None.
    fn matches(&self, text: &str) -> Option<Vec<(String, String)>> {
        let start = text.strip_prefix(self.literals[0].as_str())?;
        let mut found = Vec::new();
        self.fill(start, 0, &mut found).then(|| {
            self.names
                .iter()
                .cloned()
                .zip(found.into_iter().rev())
                .collect()
        })
    }

    /// Whether `rest` matches from name `i` on; the values are pushed last first.
    fn fill(&self, rest: &str, i: usize, found: &mut Vec<String>) -> bool {
        if i == self.names.len() {
            return rest.is_empty();
        }
        let after = self.literals[i + 1].as_str();
        let ends = rest
            .char_indices()
            .map(|(at, _)| at)
            .chain(std::iter::once(rest.len()));
        for end in ends {
            if let Some(tail) = rest[end..].strip_prefix(after) {
                if self.fill(tail, i + 1, found) {
                    found.push(rest[..end].to_string());
                    return true;
                }
            }
        }
        false
    }

    fn join(&self, values: &Map<String, Value>) -> String {
        let mut text = self.template.clone();
        for name in &self.names {
            let filled = values.get(name).map(as_text).unwrap_or_default();
            text = text.replacen(&format!("{{{name}}}"), &filled, 1);
        }
        text
    }
}

#[derive(Debug, Clone)]
struct Nest {
    tag: String,
    outer: Vec<String>,
    under: Option<String>,
}

/// A value table: (from, to) pairs.
type Table = Vec<(Value, Value)>;
/// A moved property: (canonical name, dialect path, child shape).
type Move = (String, Vec<String>, Option<String>);
/// A flattened property: (its properties the dialect writes on the parent, its shape).
type Flat = (Vec<String>, Option<String>);
/// A property reading converts: (canonical name, child shape, value table or None when
/// `value` converts it).
type Child = (String, Option<String>, Option<Table>);

#[derive(Debug, Clone, Default)]
struct Record {
    /// canonical name -> (dialect name, child shape key); and back
    c2d: Vec<(String, (String, Option<String>))>,
    d2c: Vec<(String, (String, Option<String>))>,
    values_c2d: HashMap<String, Vec<(Value, Value)>>,
    values_d2c: HashMap<String, Vec<(Value, Value)>>,
    /// canonical name -> (dialect path, child); first path step -> the moves under it
    moves_c: HashMap<String, (Vec<String>, Option<String>)>,
    moves_d: Vec<(String, Vec<Move>)>,
    add: Map<String, Value>,
    drop: Map<String, Value>,
    consts: Map<String, Value>,
    /// a document told by no tag: what a dialect document must carry to be taken for it
    requires: Vec<String>,
    declares: Vec<String>,
    unknown: Option<String>,
    codec: HashMap<String, String>,
    split: Vec<Split>,
    nest: Option<Nest>,
    hook: Option<String>,
    /// what the canonical model assumes where the dialect says nothing: filled in when read,
    /// left out when written (an explicit default is left out too)
    defaults: Map<String, Value>,
    /// what the dialect sends as null to mean "not said" where the canonical model takes no
    /// null (the SDKs' optional fields): dialect name -> canonical name. Reading leaves such a
    /// null out (so a default may be assumed) and notes where it was (`NULLS`); writing puts
    /// it back there
    nulls: Vec<(String, String)>,
    /// what the dialect always writes, null where it has no value (serde's `Option`): dialect
    /// names, in the dialect's order. Reading leaves such a null out, noting nothing (the
    /// canonical object may be closed); writing puts null where the value is absent
    written: Vec<String>,
    /// every property whose null reading leaves out: dialect name -> canonical name
    read_nulls: Vec<(String, String)>,
    /// the child objects whose `nested` property repeats this record's `parent` in the
    /// dialect, said once canonically
    shared: Vec<Shared>,
    /// what the dialect always sends and the canonical model may leave out, by the dialect's
    /// name: written where the canonical value has none (after everything else, in plan
    /// order), left out when read while they close the object in that order
    fill: Map<String, Value>,
    /// canonical object property -> (its properties the dialect writes on the parent, shape)
    flatten_c: Vec<(String, Flat)>,
    flatten_d: HashMap<String, String>,
    /// property -> prefix: the canonical value is the dialect's with a `slug:` prefix
    prefix: HashMap<String, String>,
    /// property -> the values it keeps unprefixed (the protocol's own)
    prefix_kept: HashMap<String, Vec<String>>,
    simple_read: bool,
    read_names: HashMap<String, String>,
    /// dialect name -> (canonical name, child, value table or None when `value` converts it)
    read_children: Vec<(String, Child)>,
    misspelled: Vec<String>,
    touched: Option<Vec<String>>,
}

/// One `shared` entry of a record's plan: its `child` object's `nested` property is a copy of
/// the record's `parent` (where the child's `tag`, when it has one, is one of `tags`).
#[derive(Debug, Clone)]
struct Shared {
    child: String,
    nested: String,
    parent: String,
    tag: Option<String>,
    tags: Vec<Value>,
}

impl Shared {
    /// Whether the child object at hand is one the entry speaks of.
    fn names(&self, got: &Map<String, Value>) -> bool {
        match &self.tag {
            None => true,
            Some(tag) => got.get(tag).is_some_and(|t| self.tags.contains(t)),
        }
    }
}

fn get<'a, T>(pairs: &'a [(String, T)], key: &str) -> Option<&'a T> {
    pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

/// A plan's `[a, b]` pairs.
fn pairs(value: Option<&Value>) -> Vec<(Value, Value)> {
    value
        .and_then(Value::as_array)
        .map(|items| {
            items
                .iter()
                .filter_map(|p| Some((p.get(0)?.clone(), p.get(1)?.clone())))
                .collect()
        })
        .unwrap_or_default()
}

impl Record {
    /// Whether a dialect document has what this record needs when no tag tells it: every
    /// property the entity requires, or one it declares when it requires none, as canonical
    /// detection asks (else an all-optional request would take any object). A record with
    /// neither list is told otherwise (by its tags, or it is no document) and fits.
    fn fits_untagged(&self, object: &Map<String, Value>) -> bool {
        if self.requires.is_empty() && self.declares.is_empty() {
            return true;
        }
        self.requires.iter().all(|name| object.contains_key(name))
            && (!self.requires.is_empty() || self.declares.iter().any(|n| object.contains_key(n)))
    }

    fn new(spec: &Value) -> Self {
        let mut r = Record::default();
        for field in spec.get("fields").and_then(Value::as_array).into_iter().flatten() {
            let c = opt_text(field.get(0)).unwrap_or_default();
            let d = opt_text(field.get(1)).unwrap_or_default();
            let child = opt_text(field.get(2));
            set(&mut r.c2d, c.clone(), (d.clone(), child.clone()));
            set(&mut r.d2c, d, (c, child));
        }
        if let Some(values) = spec.get("values").and_then(Value::as_object) {
            for (c, table) in values {
                let table = pairs(Some(table));
                let back = table.iter().map(|(a, b)| (b.clone(), a.clone())).collect();
                r.values_c2d.insert(c.clone(), table);
                r.values_d2c.insert(c.clone(), back);
            }
        }
        for m in spec.get("moves").and_then(Value::as_array).into_iter().flatten() {
            let c = opt_text(m.get(0)).unwrap_or_default();
            let path = text_list(m.get(1));
            let child = opt_text(m.get(2));
            r.moves_c.insert(c.clone(), (path.clone(), child.clone()));
            let first = path.first().cloned().unwrap_or_default();
            match r.moves_d.iter_mut().find(|(k, _)| *k == first) {
                Some((_, list)) => list.push((c, path, child)),
                None => r.moves_d.push((first, vec![(c, path, child)])),
            }
        }
        r.add = object_of(spec.get("add"));
        r.drop = object_of(spec.get("drop"));
        r.consts = object_of(spec.get("consts"));
        r.requires = texts_of(spec.get("requires"));
        r.declares = texts_of(spec.get("declares"));
        r.defaults = object_of(spec.get("defaults"));
        for c in texts_of(spec.get("nulls")) {
            let d = r.c2d.iter().find(|(k, _)| *k == c).map(|(_, (d, _))| d.clone());
            r.nulls.push((d.unwrap_or_else(|| c.clone()), c));
        }
        r.read_nulls = r.nulls.clone();
        for c in texts_of(spec.get("null_when_absent")) {
            let d = get(&r.c2d, &c).map(|(d, _)| d.clone()).unwrap_or_else(|| c.clone());
            r.written.push(d.clone());
            r.read_nulls.push((d, c));
        }
        if let Some(Value::Array(entries)) = spec.get("shared") {
            for entry in entries {
                let part = |i: usize| entry.get(i).and_then(Value::as_str).unwrap_or("").to_string();
                r.shared.push(Shared {
                    child: part(0),
                    nested: part(1),
                    parent: part(2),
                    tag: entry.get(3).and_then(Value::as_str).map(str::to_string),
                    tags: entry.get(4).and_then(Value::as_array).cloned().unwrap_or_default(),
                });
            }
        }
        for (c, v) in object_of(spec.get("fill")) {
            let d = r.c2d.iter().find(|(k, _)| *k == c).map(|(_, (d, _))| d.clone());
            r.fill.insert(d.unwrap_or(c), v);
        }
        r.unknown = opt_text(spec.get("unknown"));
        r.hook = opt_text(spec.get("hook"));
        for (key, value) in object_of(spec.get("codecs")) {
            r.codec.insert(key, value.as_str().unwrap_or("").to_string());
        }
        for (key, value) in object_of(spec.get("prefix")) {
            r.prefix.insert(key, value.as_str().unwrap_or("").to_string());
        }
        for (key, value) in object_of(spec.get("prefix_kept")) {
            let kept = value.as_array().map(Vec::as_slice).unwrap_or_default();
            r.prefix_kept
                .insert(key, kept.iter().filter_map(Value::as_str).map(str::to_string).collect());
        }
        r.split = spec
            .get("split")
            .and_then(Value::as_array)
            .map(|s| s.iter().map(Split::new).collect())
            .unwrap_or_default();
        r.nest = spec.get("nest").filter(|n| n.is_object()).map(|n| Nest {
            tag: opt_text(n.get("tag")).unwrap_or_default(),
            outer: text_list(n.get("outer")),
            under: opt_text(n.get("under")),
        });
        for f in spec.get("flatten").and_then(Value::as_array).into_iter().flatten() {
            let c = opt_text(f.get(0)).unwrap_or_default();
            let subs = text_list(f.get(1));
            for d in &subs {
                r.flatten_d.insert(d.clone(), c.clone());
            }
            set(&mut r.flatten_c, c, (subs, opt_text(f.get(2))));
        }
        // the properties that are only renamed (and converted by their own shape)
        let special_d = |d: &str, r: &Record| {
            r.flatten_d.contains_key(d)
                || r.drop.contains_key(d)
                || get(&r.moves_d, d).is_some()
                || r.split.iter().any(|s| s.dialect == d)
        };
        let fast_read: Vec<_> = r
            .d2c
            .iter()
            .filter(|(d, _)| !special_d(d, &r))
            .map(|(d, (c, child))| (d.clone(), (c.clone(), child.clone(), r.table(c, child, true))))
            .collect();
        r.simple_read = r.nest.is_none()
            && r.flatten_d.is_empty()
            && r.drop.is_empty()
            && r.split.is_empty()
            && r.unknown.is_none()
            && r.hook.is_none();
        r.read_names = r
            .d2c
            .iter()
            .filter(|(d, (c, _))| d != c)
            .map(|(d, (c, _))| (d.clone(), c.clone()))
            .collect();
        r.read_children = fast_read
            .into_iter()
            .filter(|(_, (_, child, table))| {
                child.is_some() || table.as_ref().is_none_or(|t| !t.is_empty())
            })
            .collect();
        r.misspelled = r
            .c2d
            .iter()
            .filter(|(c, (d, _))| c != d)
            .map(|(c, _)| c.clone())
            .collect();
        r.touched = if !r.add.is_empty()
            || !r.defaults.is_empty()
            || !r.read_nulls.is_empty()
            || !r.shared.is_empty()
            || !r.moves_d.is_empty()
            || !r.simple_read
        {
            None
        } else {
            let mut touched: Vec<String> = r.read_names.keys().cloned().collect();
            touched.extend(r.read_children.iter().map(|(d, _)| d.clone()));
            touched.extend(r.misspelled.iter().cloned());
            Some(touched)
        };
        r
    }

    /// The value table of a property that is only renamed (empty when its value is copied as
    /// it is, or converted by its shape alone); None when its value needs more (a codec, a
    /// prefix, a value table beside a shape).
    fn table(&self, canon: &str, child: &Option<String>, reading: bool) -> Option<Vec<(Value, Value)>> {
        if self.prefix.contains_key(canon) || self.codec.contains_key(canon) {
            return None;
        }
        let values = if reading { &self.values_d2c } else { &self.values_c2d };
        let table = values.get(canon).cloned().unwrap_or_default();
        if !table.is_empty() && child.is_some() {
            return None;
        }
        Some(table)
    }

    fn misspelled_in(&self, value: &Map<String, Value>) -> bool {
        self.misspelled.iter().any(|c| value.contains_key(c))
    }
}

/// Sets `key` in an ordered list of pairs (a later declaration of a key replaces the earlier).
fn set<T>(pairs: &mut Vec<(String, T)>, key: String, value: T) {
    match pairs.iter_mut().find(|(k, _)| *k == key) {
        Some((_, v)) => *v = value,
        None => pairs.push((key, value)),
    }
}

#[derive(Debug, Clone)]
struct Union {
    tag: String,
    dialect_tag: String,
    canonical: Vec<(Value, String)>,
    spelled: Vec<(Value, String)>,
    /// the arm of tag values no other arm pins
    open: Option<String>,
    /// the arms a dialect value with no tag may be, in order, with the dialect's names of what
    /// each requires, else of what it declares: the value is the first arm whose requirements
    /// it meets (all it requires, or, when that is nothing, one property it declares)
    untagged: Vec<(String, Vec<String>, Vec<String>)>,
    /// the open arm's canonical tag pattern: a document is told by it too
    pattern: Option<regress::Regex>,
    /// the dialect's hand-written step for values no tag can tell apart: run on the dialect's
    /// side, before the arm is chosen and after it is written
    hook: Option<String>,
}

impl Union {
    fn new(spec: &Value) -> Self {
        let (mut canonical, mut spelled) = (Vec::new(), Vec::new());
        for arm in spec.get("arms").and_then(Value::as_array).into_iter().flatten() {
            let key = opt_text(arm.get(2)).unwrap_or_default();
            canonical.push((arm.get(0).cloned().unwrap_or(Value::Null), key.clone()));
            spelled.push((arm.get(1).cloned().unwrap_or(Value::Null), key));
        }
        Union {
            tag: opt_text(spec.get("tag")).unwrap_or_default(),
            dialect_tag: opt_text(spec.get("dialect_tag")).unwrap_or_default(),
            canonical,
            spelled,
            open: opt_text(spec.get("open")),
            untagged: spec
                .get("untagged")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .map(|arm| {
                    let key = opt_text(arm.get(0)).unwrap_or_default();
                    (key, texts_of(arm.get(1)), texts_of(arm.get(2)))
                })
                .collect(),
            // the core's ECMA-262 printing of the tag pattern, not Python's
            pattern: spec
                .get("ecma_pattern")
                .and_then(Value::as_str)
                .filter(|p| !p.is_empty())
                .and_then(|p| regress::Regex::with_flags(p, "u").ok()),
            hook: opt_text(spec.get("hook")),
        }
    }

    fn side(&self, reading: bool) -> (&str, &[(Value, String)]) {
        if reading {
            (&self.dialect_tag, &self.spelled)
        } else {
            (&self.tag, &self.canonical)
        }
    }

    fn arm(&self, value: &Map<String, Value>, reading: bool) -> Option<String> {
        let (prop, arms) = self.side(reading);
        let Some(got) = value.get(prop) else {
            return if reading { self.untagged_arm(value) } else { None };
        };
        if !hashable(got) {
            return None;
        }
        match lookup(arms, got) {
            Some(hit) => Some(hit.clone()),
            None if got.is_string() => self.open.clone(),
            None => None,
        }
    }

    /// The first untagged arm whose requirements the dialect value without a tag meets.
    fn untagged_arm(&self, value: &Map<String, Value>) -> Option<String> {
        self.untagged
            .iter()
            .find(|(_, requires, declares)| {
                requires.iter().all(|name| value.contains_key(name))
                    && (declares.is_empty() || declares.iter().any(|n| value.contains_key(n)))
            })
            .map(|(arm, _, _)| arm.clone())
    }

    /// What a dialect value without a tag must carry to be each untagged arm.
    fn untagged_needs(&self) -> Vec<String> {
        self.untagged
            .iter()
            .map(|(arm, requires, _)| {
                let needs = if requires.is_empty() {
                    "any property it declares".to_string()
                } else {
                    requires.join(" and ")
                };
                format!("{arm} ({needs})")
            })
            .collect()
    }
}

#[derive(Debug, Clone)]
enum Shape {
    Record(Box<Record>),
    Union(Box<Union>),
    List(Option<String>),
    Map(Option<String>),
    /// JSON type name -> the shape of a value of that type
    Alt(Vec<(String, Option<String>)>),
    /// (canonical -> dialect, dialect -> canonical)
    Values(Vec<(Value, Value)>, Vec<(Value, Value)>),
    Unknown(String),
}

/// One dialect's plan, ready to run. `read` turns the dialect's JSON into canonical JSON,
/// `write` canonical JSON into the dialect's; `entity` is a canonical entity
/// (`agent/assistant_message`), or None to tell it from the document's own tags.
#[derive(Debug, Clone)]
pub struct Converter {
    pub name: String,
    pub documents: Vec<String>,
    shapes: HashMap<String, Shape>,
}

impl Converter {
    /// The converter of a plan (its JSON, as `dialect_plans` holds it).
    pub fn new(plan: &Value) -> Self {
        let mut shapes = HashMap::new();
        if let Some(all) = plan.get("shapes").and_then(Value::as_object) {
            for (key, shape) in all {
                let kind = shape.get(0).and_then(Value::as_str).unwrap_or("");
                let spec = shape.get(1).unwrap_or(&Value::Null);
                let made = match kind {
                    "record" => Shape::Record(Box::new(Record::new(spec))),
                    "union" => Shape::Union(Box::new(Union::new(spec))),
                    "list" => Shape::List(opt_text(Some(spec))),
                    "map" => Shape::Map(opt_text(Some(spec))),
                    "alt" => Shape::Alt(
                        spec.as_object()
                            .map(|o| o.iter().map(|(t, k)| (t.clone(), opt_text(Some(k)))).collect())
                            .unwrap_or_default(),
                    ),
                    "values" => {
                        let table = pairs(Some(spec));
                        let back = table.iter().map(|(a, b)| (b.clone(), a.clone())).collect();
                        Shape::Values(table, back)
                    }
                    other => Shape::Unknown(other.to_string()),
                };
                shapes.insert(key.clone(), made);
            }
        }
        Converter {
            name: opt_text(plan.get("name")).unwrap_or_default(),
            documents: text_list(plan.get("documents")),
            shapes,
        }
    }

    /// Whether the plan spells the shape `key` (an entity such as `agent/usage`, or a part).
    pub fn has_shape(&self, key: &str) -> bool {
        self.shapes.contains_key(key)
    }

    // -- telling a document's entity -----------------------------------------------------------

    /// The first of the plan's documents whose tags the value carries: one that pins the
    /// value's tag first, else one that takes it in an open arm, an untagged arm or a record
    /// without a tag.
    pub fn entity_of(&self, value: &Value, reading: bool) -> Option<String> {
        [true, false].into_iter().find_map(|pinned| {
            self.documents
                .iter()
                .find(|key| self.fits(key, value, reading, pinned))
                .cloned()
        })
    }

    fn fits(&self, key: &str, value: &Value, reading: bool, pinned: bool) -> bool {
        match self.shapes.get(key) {
            Some(Shape::List(_)) => value.is_array(),
            Some(Shape::Union(spec)) => {
                let mut value = value.clone();
                if !value.is_object() {
                    return false;
                }
                if let (true, Some(hook)) = (reading, &spec.hook) {
                    match self.hook(hook) {
                        Some(hook) => match hook(&value, true, self) {
                            Ok(v) => value = v,
                            // the hook knows the value and finds it wrong: reading says why
                            Err(_) => return true,
                        },
                        None => return true,
                    }
                }
                let Some(object) = value.as_object() else {
                    return false;
                };
                let (prop, arms) = spec.side(reading);
                let Some(got) = object.get(prop) else {
                    return reading && !pinned && spec.untagged_arm(object).is_some();
                };
                if !hashable(got) {
                    return false;
                }
                if lookup(arms, got).is_some() {
                    return true;
                }
                if pinned {
                    return false;
                }
                let (Some(open), Some(pattern), Some(text)) = (&spec.open, &spec.pattern, got.as_str())
                else {
                    return false;
                };
                let mut text = text.to_string();
                if reading {
                    // the open arm's own spelling of its tag (a prefix the dialect omits)
                    let prefix = match self.shapes.get(open) {
                        Some(Shape::Record(record)) => record.prefix.get(&spec.tag).cloned(),
                        _ => None,
                    }
                    .unwrap_or_default();
                    if !prefix.is_empty() && !text.contains(&prefix[prefix.len() - 1..]) {
                        text = prefix + &text;
                    }
                }
                pattern.find(&text).is_some()
            }
            Some(Shape::Record(spec)) => {
                let Some(object) = value.as_object() else {
                    return false;
                };
                if pinned && spec.consts.is_empty() {
                    return false;
                }
                spec.consts.iter().all(|(c, want)| {
                    let name = if reading {
                        get(&spec.c2d, c).map_or(c.as_str(), |(d, _)| d.as_str())
                    } else {
                        c.as_str()
                    };
                    let mut want = want.clone();
                    if reading {
                        if let Some(table) = spec.values_c2d.get(c) {
                            if let Some(spelled) = lookup(table, &want) {
                                want = spelled.clone();
                            }
                        }
                    }
                    same(object.get(name).unwrap_or(&Value::Null), &want)
                }) && (!reading || spec.fits_untagged(object))
            }
            _ => false,
        }
    }

    fn hook(&self, name: &str) -> Option<Hook> {
        dialect_hooks::hook(name)
    }

    // -- pointers ------------------------------------------------------------------------------

    /// A JSON pointer into the canonical `value` (of shape `key`), in the dialect's spelling:
    /// so a problem found in converted JSON points at what the dialect wrote.
    pub fn spelled_pointer(&self, key: Option<&str>, value: &Value, pointer: &str) -> String {
        let parts: Vec<String> = pointer
            .split('/')
            .skip(1)
            .map(|p| p.replace("~1", "/").replace("~0", "~"))
            .collect();
        let mut out: Vec<String> = Vec::new();
        let mut key = key.map(str::to_string);
        let mut value = Some(value);
        for part in &parts {
            let mut shape = key.as_deref().and_then(|k| self.shapes.get(k));
            // a union or an alternative is the shape of its arm for this value
            for _ in 0..self.shapes.len() + 1 {
                key = match shape {
                    Some(Shape::Union(spec)) => {
                        value.and_then(Value::as_object).and_then(|o| spec.arm(o, false))
                    }
                    Some(Shape::Alt(by_type)) => value
                        .and_then(|v| get(by_type, type_name(v)))
                        .and_then(Clone::clone),
                    _ => break,
                };
                shape = key.as_deref().and_then(|k| self.shapes.get(k));
            }
            let mut child: Option<String> = None;
            match (shape, value) {
                (Some(Shape::Record(spec)), Some(Value::Object(object))) => {
                    if let Some(nest) = &spec.nest {
                        if !nest.outer.contains(part) && *part != nest.tag {
                            out.push(match &nest.under {
                                Some(under) if !under.is_empty() => under.clone(),
                                _ => as_text(object.get(&nest.tag).unwrap_or(&Value::Null)),
                            });
                        }
                    }
                    if let Some((_, flat_child)) = get(&spec.flatten_c, part) {
                        child = flat_child.clone(); // its properties sit on this object
                    } else if let Some((path, moved_child)) = spec.moves_c.get(part) {
                        out.extend(path.iter().cloned());
                        child = moved_child.clone();
                    } else if let Some((name, named_child)) = get(&spec.c2d, part) {
                        out.push(name.clone());
                        child = named_child.clone();
                    } else if spec.unknown.as_deref() != Some(part.as_str()) {
                        // what `unknown` holds sits beside the known properties
                        out.push(part.clone());
                    }
                }
                (Some(Shape::List(items)), _) | (Some(Shape::Map(items)), _) => {
                    out.push(part.clone());
                    child = items.clone();
                }
                _ => out.push(part.clone()),
            }
            value = match value {
                Some(Value::Object(object)) => object.get(part),
                Some(Value::Array(items)) if part.bytes().all(|b| b.is_ascii_digit()) => {
                    part.parse::<usize>().ok().and_then(|i| items.get(i))
                }
                _ => None,
            };
            key = child;
        }
        out.iter().map(|p| format!("/{}", esc(p))).collect()
    }

    // -- the two directions --------------------------------------------------------------------

    /// A dialect value as canonical JSON: the value, the problems, the entity it was read as.
    pub fn read(&self, value: &Value, entity: Option<&str>) -> (Value, Problems, Option<String>) {
        self.run(value, entity, true)
    }

    /// A canonical value in the dialect's spelling: the value, the problems, the entity.
    pub fn write(&self, value: &Value, entity: Option<&str>) -> (Value, Problems, Option<String>) {
        self.run(value, entity, false)
    }

    /// As `write`, and also writing what the dialect always sends where the canonical value has
    /// none (its `fill` values), for a consumer that requires them.
    pub fn write_filled(
        &self,
        value: &Value,
        entity: Option<&str>,
    ) -> (Value, Problems, Option<String>) {
        FILLING.with(|f| f.set(true));
        let written = self.run(value, entity, false);
        FILLING.with(|f| f.set(false));
        written
    }

    fn run(
        &self,
        value: &Value,
        entity: Option<&str>,
        reading: bool,
    ) -> (Value, Problems, Option<String>) {
        let mut problems = Problems::new();
        let key = match entity {
            Some(key) => key.to_string(),
            None => match self.entity_of(value, reading) {
                Some(key) => key,
                None => {
                    problems.push((String::new(), self.no_document(value, reading)));
                    return (value.clone(), problems, None);
                }
            },
        };
        if !self.shapes.contains_key(&key) {
            problems.push((String::new(), format!("{} has no spelling for {key}", self.name)));
            return (value.clone(), problems, None);
        }
        let out = self.convert(Some(&key), value, "", &mut problems, reading);
        (out, problems, Some(key))
    }

    fn no_document(&self, value: &Value, reading: bool) -> String {
        let spelling = if reading { self.name.as_str() } else { "canonical" };
        let mut tags: Vec<&str> = self
            .documents
            .iter()
            .filter_map(|k| match self.shapes.get(k) {
                Some(Shape::Union(spec)) => Some(spec.side(reading).0),
                _ => None,
            })
            .collect();
        tags.sort_unstable();
        tags.dedup();
        if !value.is_object() && !value.is_array() {
            return format!(
                "expected a {spelling} document (an object), found {}",
                type_name(value)
            );
        }
        let tags: Vec<String> = tags.iter().map(|t| json_string(t)).collect();
        let mut untagged: Vec<String> = Vec::new();
        if reading {
            for key in &self.documents {
                if let Some(Shape::Union(spec)) = self.shapes.get(key) {
                    // the arms a value without the union's tag may be
                    untagged.extend(spec.untagged_needs());
                }
                if let Some(Shape::Record(spec)) = self.shapes.get(key) {
                    if spec.requires.is_empty() && spec.declares.is_empty() {
                        continue;
                    }
                    let needs = if spec.requires.is_empty() {
                        "any property it declares".to_string()
                    } else {
                        spec.requires.join(" and ")
                    };
                    untagged.push(format!("{key} ({needs})"));
                }
            }
        }
        let nor = if untagged.is_empty() {
            String::new()
        } else {
            format!(", nor what an untagged document requires: {}", untagged.join("; "))
        };
        format!(
            "cannot tell which {spelling} document this is (pass --entity): it has no {} value \
             it declares{nor}",
            tags.join(" or ")
        )
    }

    /// `value` of shape `key` converted one way. A value of another JSON type than the shape's
    /// is copied as it is: validating the converted value reports it, at the pointer mapped
    /// back into the dialect's spelling.
    fn convert(
        &self,
        key: Option<&str>,
        value: &Value,
        ptr: &str,
        problems: &mut Problems,
        reading: bool,
    ) -> Value {
        let Some(key) = key else {
            return value.clone();
        };
        match self.shapes.get(key) {
            None => {
                problems.push((ptr.to_string(), format!("the plan has no shape {key}")));
                value.clone()
            }
            Some(Shape::Record(spec)) => {
                let Some(object) = value.as_object() else {
                    return value.clone();
                };
                let Some(name) = &spec.hook else {
                    return Value::Object(if reading {
                        self.read_record(spec, object, ptr, problems)
                    } else {
                        self.write_record(spec, object, ptr, problems)
                    });
                };
                // the hand-written step works on the dialect's side: before reading, after
                // writing
                let Some(hook) = self.hook(name) else {
                    problems.push((ptr.to_string(), format!("no hook {name}")));
                    return value.clone();
                };
                if reading {
                    match hook(value, true, self) {
                        Ok(Value::Object(hooked)) => {
                            Value::Object(self.read_record(spec, &hooked, ptr, problems))
                        }
                        Ok(other) => other,
                        Err(why) => {
                            problems.push((ptr.to_string(), why));
                            value.clone()
                        }
                    }
                } else {
                    let written = Value::Object(self.write_record(spec, object, ptr, problems));
                    match hook(&written, false, self) {
                        Ok(v) => v,
                        Err(why) => {
                            problems.push((ptr.to_string(), why));
                            value.clone()
                        }
                    }
                }
            }
            Some(Shape::Union(spec)) => {
                let Some(object) = value.as_object() else {
                    return value.clone();
                };
                if spec.hook.is_some() {
                    return self.hooked_union(spec, value, ptr, problems, reading);
                }
                let (prop, arms) = spec.side(reading);
                let arm = match object.get(prop) {
                    Some(got @ Value::String(_)) => lookup(arms, got).cloned(),
                    _ => None,
                }
                .or_else(|| spec.arm(object, reading));
                let Some(arm) = arm else {
                    let Some(got) = object.get(prop) else {
                        let needs = if reading { spec.untagged_needs() } else { Vec::new() };
                        let nor = if needs.is_empty() {
                            String::new()
                        } else {
                            format!(", and what an untagged arm requires: {}", needs.join("; "))
                        };
                        problems.push((
                            ptr.to_string(),
                            format!("missing the tag property {}{nor}", json_string(prop)),
                        ));
                        return value.clone();
                    };
                    let mut known: Vec<String> = arms.iter().map(|(a, _)| json_text(a)).collect();
                    known.sort();
                    problems.push((
                        at(ptr, prop),
                        format!("unknown {prop} {}; known: {}", json_text(got), known.join(", ")),
                    ));
                    return value.clone();
                };
                self.convert(Some(&arm), value, ptr, problems, reading)
            }
            Some(Shape::List(child)) => match value {
                Value::Array(items) => Value::Array(
                    items
                        .iter()
                        .enumerate()
                        .map(|(i, v)| {
                            self.convert(child.as_deref(), v, &format!("{ptr}/{i}"), problems, reading)
                        })
                        .collect(),
                ),
                other => other.clone(),
            },
            Some(Shape::Map(child)) => match value {
                Value::Object(entries) => Value::Object(
                    entries
                        .iter()
                        .map(|(k, v)| {
                            let converted =
                                self.convert(child.as_deref(), v, &at(ptr, k), problems, reading);
                            (k.clone(), converted)
                        })
                        .collect(),
                ),
                other => other.clone(),
            },
            Some(Shape::Alt(by_type)) => match get(by_type, type_name(value)) {
                Some(Some(child)) => self.convert(Some(child), value, ptr, problems, reading),
                _ => value.clone(),
            },
            Some(Shape::Values(c2d, d2c)) => {
                let table = if reading { d2c } else { c2d };
                lookup(table, value).cloned().unwrap_or_else(|| value.clone())
            }
            Some(Shape::Unknown(kind)) => {
                problems.push((ptr.to_string(), format!("unknown shape kind {kind}")));
                value.clone()
            }
        }
    }

    /// A union whose dialect values need the dialect's hand-written step: before the arm is
    /// chosen when reading, after the arm is written when writing.
    fn hooked_union(
        &self,
        spec: &Union,
        value: &Value,
        ptr: &str,
        problems: &mut Problems,
        reading: bool,
    ) -> Value {
        let name = spec.hook.as_deref().unwrap_or("");
        let Some(hook) = self.hook(name) else {
            problems.push((ptr.to_string(), format!("no hook {name}")));
            return value.clone();
        };
        let mut value = value.clone();
        if reading {
            match hook(&value, true, self) {
                Ok(v) => value = v,
                Err(why) => {
                    problems.push((ptr.to_string(), why));
                    return value;
                }
            }
        }
        let arm = value.as_object().and_then(|o| spec.arm(o, reading));
        let Some(arm) = arm else {
            let prop = spec.side(reading).0;
            let what = match value.get(prop).and_then(Value::as_str) {
                Some(found) => format!("{} is", json_string(found)),
                None => "no".to_string(),
            };
            problems.push((
                ptr.to_string(),
                format!("{what} no {} this dialect declares here", json_string(prop)),
            ));
            return value;
        };
        let out = self.convert(Some(&arm), &value, ptr, problems, reading);
        if reading {
            return out;
        }
        match hook(&out, false, self) {
            Ok(v) => v,
            Err(why) => {
                problems.push((ptr.to_string(), why));
                out
            }
        }
    }

    /// One property's value converted: a prefix, a codec, a value table, else its shape.
    #[allow(clippy::too_many_arguments)]
    fn value(
        &self,
        spec: &Record,
        canon: &str,
        value: &Value,
        ptr: &str,
        problems: &mut Problems,
        reading: bool,
        child: Option<&str>,
    ) -> Value {
        if let Some(prefix) = spec.prefix.get(canon) {
            let kept = spec.prefix_kept.get(canon).map(Vec::as_slice).unwrap_or_default();
            let one = |v: &Value| match v.as_str() {
                Some(text) => Value::String(prefixed(prefix, kept, text, reading)),
                None => v.clone(),
            };
            match value {
                Value::String(_) => return one(value),
                Value::Array(items) => return Value::Array(items.iter().map(one).collect()),
                _ => {}
            }
        }
        if let Some(name) = spec.codec.get(canon) {
            let Some((read, write)) = codec(name) else {
                problems.push((ptr.to_string(), format!("no codec {name}")));
                return value.clone();
            };
            let (converted, problem) = if reading { read(value) } else { write(value) };
            if let Some(problem) = problem {
                problems.push((ptr.to_string(), problem));
            }
            return converted;
        }
        let tables = if reading { &spec.values_d2c } else { &spec.values_c2d };
        if let Some(hit) = tables.get(canon).and_then(|t| lookup(t, value)) {
            return hit.clone();
        }
        self.convert(child, value, ptr, problems, reading)
    }

    fn finish_read(&self, spec: &Record, out: &mut Map<String, Value>, nulls: Option<Map<String, Value>>) {
        if let Some(nulls) = nulls {
            out.insert(NULLS.to_string(), Value::Object(nulls));
        }
        for (k, v) in &spec.add {
            out.insert(k.clone(), v.clone());
        }
        if !spec.defaults.is_empty() {
            assume(&spec.defaults, out);
        }
    }

    fn read_record(
        &self,
        spec: &Record,
        value: &Map<String, Value>,
        ptr: &str,
        problems: &mut Problems,
    ) -> Map<String, Value> {
        let mut out = self.read_nulls_and_fields(spec, value, ptr, problems);
        if !spec.shared.is_empty() {
            drop_shared(&spec.shared, &mut out);
        }
        out
    }

    fn read_nulls_and_fields(
        &self,
        spec: &Record,
        value: &Map<String, Value>,
        ptr: &str,
        problems: &mut Problems,
    ) -> Map<String, Value> {
        let sent_null = |(k, v): (&String, &Value)| v.is_null() && get(&spec.read_nulls, k).is_some();
        if !spec.read_nulls.is_empty() && value.iter().any(sent_null) {
            let mut kept = Map::new();
            let mut nulls = Map::new();
            // a null's place counts the keys that are no array index (`index_key`)
            let mut place = 0usize;
            for (k, v) in value {
                match get(&spec.nulls, k) {
                    Some(canon) if v.is_null() => {
                        nulls.insert(canon.clone(), Value::from(place));
                    }
                    _ if v.is_null() && get(&spec.read_nulls, k).is_some() => {}
                    _ => {
                        kept.insert(k.clone(), v.clone());
                    }
                }
                if !index_key(k) {
                    place += 1;
                }
            }
            let nulls = (!nulls.is_empty()).then_some(nulls);
            return self.read_fields(spec, &kept, ptr, problems, nulls);
        }
        self.read_fields(spec, value, ptr, problems, None)
    }

    fn read_fields(
        &self,
        spec: &Record,
        value: &Map<String, Value>,
        ptr: &str,
        problems: &mut Problems,
        nulls: Option<Map<String, Value>>,
    ) -> Map<String, Value> {
        if let Some(touched) = &spec.touched {
            if !touched.iter().any(|k| value.contains_key(k)) {
                return value.clone();
            }
        }
        if spec.simple_read && !spec.misspelled_in(value) {
            let mut out: Map<String, Value> = value
                .iter()
                .map(|(k, v)| (spec.read_names.get(k).unwrap_or(k).clone(), v.clone()))
                .collect();
            for (dname, (name, child, table)) in &spec.read_children {
                let Some(v) = value.get(dname) else {
                    continue;
                };
                let here = at(ptr, dname);
                match table {
                    // a codec, a prefix, or a value table beside a shape
                    None => {
                        let got = self.value(spec, name, v, &here, problems, true, child.as_deref());
                        out.insert(name.clone(), got);
                    }
                    Some(_) if child.is_some() => {
                        let got = self.convert(child.as_deref(), v, &here, problems, true);
                        out.insert(name.clone(), got);
                    }
                    Some(table) => {
                        if hashable(v) {
                            let got = lookup(table, v).cloned().unwrap_or_else(|| v.clone());
                            out.insert(name.clone(), got);
                        }
                    }
                }
            }
            if !spec.moves_d.is_empty() {
                out = self.read_moves(spec, value, out, ptr, problems);
            }
            self.finish_read(spec, &mut out, nulls);
            return out;
        }
        let unnested;
        let value = match &spec.nest {
            Some(nest) => {
                unnested = self.unnest(nest, value, ptr, problems);
                &unnested
            }
            None => value,
        };
        let mut out = Map::new();
        let mut has_unknown = false;
        let mut gathered: Vec<(String, Map<String, Value>)> = Vec::new();
        for (dname, v) in value {
            let here = at(ptr, dname);
            if let Some(canon) = spec.flatten_d.get(dname) {
                match gathered.iter_mut().find(|(c, _)| c == canon) {
                    Some((_, parts)) => {
                        parts.insert(dname.clone(), v.clone());
                    }
                    None => {
                        // the object sits where its first part was
                        out.insert(canon.clone(), Value::Object(Map::new()));
                        let mut parts = Map::new();
                        parts.insert(dname.clone(), v.clone());
                        gathered.push((canon.clone(), parts));
                    }
                }
                continue;
            }
            if let Some((_, child)) = get(&spec.flatten_c, dname) {
                if !spec.flatten_d.contains_key(dname) {
                    // the object written nested, under its canonical name: what the flat
                    // spelling has no room for (an error's own type) is said so
                    let got = self.value(spec, dname, v, &here, problems, true, child.as_deref());
                    out.insert(dname.clone(), got);
                    continue;
                }
            }
            if let Some(wanted) = spec.drop.get(dname) {
                if !same(v, wanted) {
                    problems.push((here, format!("expected {}, found {}", json_text(wanted), json_text(v))));
                }
                continue;
            }
            if let (Some(moved), Value::Object(container)) = (get(&spec.moves_d, dname), v) {
                let mut container = container.clone();
                let mut taken = Vec::new();
                for (canon, path, child) in moved {
                    let mut node: Option<&Map<String, Value>> = Some(&container);
                    for step in &path[1..path.len().saturating_sub(1)] {
                        node = node.and_then(|n| n.get(step)).and_then(Value::as_object);
                    }
                    let last = path.last().cloned().unwrap_or_default();
                    let Some(got) = node.and_then(|n| n.get(&last)).cloned() else {
                        continue;
                    };
                    if path.len() == 2 {
                        container.shift_remove(&last);
                    }
                    let mut where_ = here.clone();
                    for step in &path[1..] {
                        where_ = at(&where_, step);
                    }
                    taken.push((canon.clone(), got, where_, child.clone()));
                }
                let named = get(&spec.d2c, dname);
                if let Some((c, child)) = named {
                    let rest = Value::Object(container.clone());
                    let got = self.value(spec, c, &rest, &here, problems, true, child.as_deref());
                    out.insert(c.clone(), got);
                }
                for (canon, got, where_, child) in taken {
                    let got = self.value(spec, &canon, &got, &where_, problems, true, child.as_deref());
                    out.insert(canon, got);
                }
                if let (None, Some(unknown), false) = (named, &spec.unknown, container.is_empty()) {
                    // what the moves leave of a container the canonical model has no name for
                    // (yoagent's `stats` beyond usage and turns) is kept as unknown properties
                    // are, after the moved ones, under the container's name: writing puts the
                    // moved properties back in it first, then the rest
                    if !has_unknown {
                        has_unknown = true;
                        out.insert(unknown.clone(), Value::Object(Map::new()));
                    }
                    if let Some(Value::Object(kept)) = out.get_mut(unknown) {
                        kept.insert(dname.clone(), Value::Object(container));
                    }
                }
                continue;
            }
            if let Some((c, child)) = get(&spec.d2c, dname) {
                let got = self.value(spec, c, v, &here, problems, true, child.as_deref());
                out.insert(c.clone(), got);
                continue;
            }
            if let Some(split) = spec.split.iter().find(|s| s.dialect == *dname) {
                match v.as_str().and_then(|text| split.matches(text)) {
                    Some(found) => {
                        for (name, text) in found {
                            out.insert(name, Value::String(text));
                        }
                    }
                    None => match &split.otherwise {
                        Some(otherwise) => {
                            out.insert(otherwise.clone(), v.clone());
                        }
                        None => problems.push((
                            here,
                            format!("expected a string like {}", json_string(&split.template)),
                        )),
                    },
                }
                continue;
            }
            if let Some((d, _)) = get(&spec.c2d, dname) {
                if d != dname {
                    problems.push((here, format!("{} spells this {}", self.name, json_string(d))));
                    continue;
                }
            }
            match &spec.unknown {
                Some(unknown) => {
                    if !has_unknown {
                        has_unknown = true;
                        out.insert(unknown.clone(), Value::Object(Map::new()));
                    }
                    if let Some(Value::Object(kept)) = out.get_mut(unknown) {
                        kept.insert(dname.clone(), v.clone());
                    }
                }
                None => {
                    out.insert(dname.clone(), v.clone());
                }
            }
        }
        for (canon, parts) in gathered {
            if value.contains_key(&canon) {
                problems.push((at(ptr, &canon), "said both nested and as properties".to_string()));
            }
            let child = get(&spec.flatten_c, &canon).and_then(|(_, child)| child.clone());
            let parts = Value::Object(parts);
            let got = self.value(spec, &canon, &parts, ptr, problems, true, child.as_deref());
            out.insert(canon, got);
        }
        self.finish_read(spec, &mut out, nulls);
        out
    }

    /// Properties the dialect keeps inside another object (pi-ai's `usage.cost`), taken out of
    /// it and put right after it.
    fn read_moves(
        &self,
        spec: &Record,
        value: &Map<String, Value>,
        mut out: Map<String, Value>,
        ptr: &str,
        problems: &mut Problems,
    ) -> Map<String, Value> {
        let mut after: Vec<(String, Vec<(String, Value)>)> = Vec::new();
        for (dname, moved) in &spec.moves_d {
            let here = at(ptr, dname);
            let named = get(&spec.d2c, dname);
            let Some(Value::Object(container)) = value.get(dname) else {
                if let (Some((c, child)), Some(container)) = (named, value.get(dname)) {
                    let got = self.value(spec, c, container, &here, problems, true, child.as_deref());
                    out.insert(c.clone(), got);
                }
                continue;
            };
            let mut rest = container.clone();
            let mut taken = Vec::new();
            for (canon, path, child) in moved {
                let Some(step) = path.get(1) else { continue };
                if let Some(got) = rest.shift_remove(step) {
                    let where_ = at(&here, step);
                    let got = self.value(spec, canon, &got, &where_, problems, true, child.as_deref());
                    taken.push((canon.clone(), got));
                }
            }
            match named {
                Some((c, child)) => {
                    let rest = Value::Object(rest);
                    let got = self.value(spec, c, &rest, &here, problems, true, child.as_deref());
                    out.insert(c.clone(), got);
                    set(&mut after, c.clone(), taken);
                }
                // the container is no canonical property: its moved parts take its place
                None => set(&mut after, dname.clone(), taken),
            }
        }
        if after.iter().all(|(_, taken)| taken.is_empty()) {
            return out;
        }
        let mut rebuilt = Map::new();
        for (key, v) in out {
            let moved = get(&after, &key);
            if let Some(parts) = moved {
                if get(&spec.d2c, &key).is_none() && get(&spec.c2d, &key).is_none() {
                    // a container with no canonical name of its own
                    for (k, part) in parts {
                        rebuilt.insert(k.clone(), part.clone());
                    }
                    continue;
                }
            }
            rebuilt.insert(key, v);
            if let Some(parts) = moved {
                for (k, part) in parts {
                    rebuilt.insert(k.clone(), part.clone());
                }
            }
        }
        rebuilt
    }

    fn write_record(
        &self,
        spec: &Record,
        given: &Map<String, Value>,
        ptr: &str,
        problems: &mut Problems,
    ) -> Map<String, Value> {
        let restored;
        let value = if spec.shared.is_empty() {
            given
        } else {
            restored = put_shared(&spec.shared, given);
            &restored
        };
        let mut out = Map::new();
        let mut later: Vec<(Vec<String>, Value)> = Vec::new();
        let mut refill: Vec<(String, Map<String, Value>)> = Vec::new();
        let mut split_done: Vec<String> = Vec::new();
        let said: Vec<(&String, &Value)> = if spec.defaults.is_empty() {
            value.iter().collect()
        } else {
            said(&spec.defaults, value)
        };
        let nulls = if spec.nulls.is_empty() { None } else { value.get(NULLS) };
        for (cname, v) in said {
            if nulls.is_some() && cname == NULLS {
                continue;
            }
            let here = at(ptr, cname);
            if let Some((parts, child)) = get(&spec.flatten_c, cname) {
                let flat = self.value(spec, cname, v, &here, problems, false, child.as_deref());
                match (&flat, v) {
                    (Value::Object(flat), Value::Object(given)) => {
                        if flat.keys().any(|key| !parts.contains(key)) {
                            // the flat spelling has room for its parts only: what says more
                            // (the defaults reading assumed are left out of `flat`) is written
                            // nested, under the canonical name, as reading takes it
                            out.insert(cname.clone(), Value::Object(flat.clone()));
                            continue;
                        }
                        for (key, part) in flat {
                            if parts.contains(key) {
                                out.insert(key.clone(), part.clone());
                            }
                        }
                        // the flat spelling always carries its parts
                        for part in parts {
                            if !flat.contains_key(part) {
                                if let Some(given) = given.get(part) {
                                    out.insert(part.clone(), given.clone());
                                }
                            }
                        }
                    }
                    _ => {
                        let message = format!("{} writes this as properties: an object", self.name);
                        problems.push((here, message));
                    }
                }
                continue;
            }
            if let Some(fixed) = spec.add.get(cname) {
                if !same(v, fixed) {
                    let message =
                        format!("{} can only say {}, not {}", self.name, json_text(fixed), json_text(v));
                    problems.push((here, message));
                }
                continue;
            }
            if let (Some(unknown), Value::Object(kept)) = (&spec.unknown, v) {
                if cname == unknown {
                    for (k, x) in kept {
                        if let (Some(_), Value::Object(inner)) = (get(&spec.moves_d, k), x) {
                            // what was kept of a container properties move into: they go back
                            // first, then the rest after them, as the dialect wrote it
                            out.insert(k.clone(), Value::Object(Map::new()));
                            refill.push((k.clone(), inner.clone()));
                        } else {
                            out.insert(k.clone(), x.clone());
                        }
                    }
                    continue;
                }
            }
            if let Some((path, child)) = spec.moves_c.get(cname) {
                let got = self.value(spec, cname, v, &here, problems, false, child.as_deref());
                later.push((path.clone(), got));
                continue;
            }
            let split = spec.split.iter().find(|s| {
                s.names.iter().any(|n| n == cname) || s.otherwise.as_deref() == Some(cname.as_str())
            });
            if let Some(split) = split {
                if !split_done.contains(&split.dialect) {
                    split_done.push(split.dialect.clone());
                    if split.names.iter().all(|n| value.contains_key(n)) {
                        out.insert(split.dialect.clone(), Value::String(split.join(value)));
                    } else if let Some(given) =
                        split.otherwise.as_ref().and_then(|o| value.get(o))
                    {
                        out.insert(split.dialect.clone(), given.clone());
                    } else {
                        let message =
                            format!("{} needs all of {} here", self.name, split.names.join(", "));
                        problems.push((here.clone(), message));
                    }
                }
                if get(&spec.c2d, cname).is_none() {
                    continue; // also spelled alone (clark's media_type)
                }
            }
            match get(&spec.c2d, cname) {
                Some((d, child)) => {
                    let got = self.value(spec, cname, v, &here, problems, false, child.as_deref());
                    out.insert(d.clone(), got);
                }
                None => {
                    out.insert(cname.clone(), v.clone());
                }
            }
        }
        for (path, v) in later {
            let Some((last, steps)) = path.split_last() else {
                continue;
            };
            let mut node = &mut out;
            for step in steps {
                if !matches!(node.get(step), Some(Value::Object(_))) {
                    node.insert(step.clone(), Value::Object(Map::new()));
                }
                node = match node.get_mut(step) {
                    Some(Value::Object(next)) => next,
                    _ => unreachable!("an object was just put there"),
                };
            }
            node.insert(last.clone(), v);
        }
        for (dname, kept) in refill {
            if let Some(Value::Object(container)) = out.get_mut(&dname) {
                for (k, x) in kept {
                    container.entry(k).or_insert(x);
                }
            }
        }
        for (dname, v) in &spec.drop {
            out.insert(dname.clone(), v.clone());
        }
        if FILLING.with(Cell::get) {
            for (dname, v) in &spec.fill {
                if !out.contains_key(dname) {
                    out.insert(dname.clone(), v.clone());
                }
            }
        }
        if let Some(nulls) = nulls {
            out = put_nulls(spec, nulls, out, ptr, problems);
        }
        if !spec.written.is_empty() {
            out = put_written(&spec.written, out);
        }
        match &spec.nest {
            Some(nest) => renest(nest, out),
            None => out,
        }
    }

    // -- nesting: the payload under a property named after the tag value -------------------

    fn unnest(
        &self,
        nest: &Nest,
        value: &Map<String, Value>,
        ptr: &str,
        problems: &mut Problems,
    ) -> Map<String, Value> {
        let name = match &nest.under {
            Some(under) if !under.is_empty() => Some(under.clone()),
            _ => value.get(&nest.tag).and_then(Value::as_str).map(str::to_string),
        };
        let inner = name.as_ref().and_then(|n| value.get(n)).and_then(Value::as_object);
        let (Some(name), Some(inner)) = (name.as_ref(), inner) else {
            problems.push((
                ptr.to_string(),
                format!(
                    "expected the payload under the property named by {}",
                    json_string(&nest.tag)
                ),
            ));
            return value.clone();
        };
        let mut flat = Map::new();
        for (k, v) in value {
            if k == name {
                for (ik, iv) in inner {
                    flat.insert(ik.clone(), iv.clone());
                }
            } else {
                flat.insert(k.clone(), v.clone());
            }
        }
        flat
    }
}

fn renest(nest: &Nest, value: Map<String, Value>) -> Map<String, Value> {
    let name = match &nest.under {
        Some(under) if !under.is_empty() => under.clone(),
        _ => as_text(value.get(&nest.tag).unwrap_or(&Value::Null)),
    };
    let mut out = Map::new();
    let mut inner = Map::new();
    let mut placed = false;
    for (k, v) in value {
        if nest.outer.contains(&k) || k == nest.tag {
            out.insert(k, v);
        } else {
            if !placed {
                // the payload sits where its first property was
                out.insert(name.clone(), Value::Null);
                placed = true;
            }
            inner.insert(k, v);
        }
    }
    out.insert(name, Value::Object(inner));
    out
}

thread_local! {
    /// Whether the write under way on this thread writes the `fill` values (`write_filled`).
    static FILLING: Cell<bool> = const { Cell::new(false) };
}

/// The canonical property noting where the dialect sent null for a property whose null means
/// "not said" (canonical name -> its place among the dialect object's properties).
pub const NULLS: &str = "agentproto:null";

/// A place among an object's properties: a number of integer value, not negative.
fn place_of(value: &Value) -> Option<usize> {
    let n = value.as_f64()?;
    (n >= 0.0 && n.fract() == 0.0).then_some(n as usize)
}

/// Read: leave out the copy a child object holds of its parent record's property (`shared`)
/// where it is the same JSON, numbers spelled alike (`1` is not `1.0`, so writing it again from
/// the parent gives the same text); a copy that differs stays where it is.
fn drop_shared(shared: &[Shared], out: &mut Map<String, Value>) {
    for entry in shared {
        let equal = match (out.get(&entry.child), out.get(&entry.parent)) {
            (Some(Value::Object(got)), Some(parent)) => {
                entry.names(got) && got.get(&entry.nested).is_some_and(|copy| copy == parent)
            }
            _ => false,
        };
        if equal {
            if let Some(Value::Object(got)) = out.get_mut(&entry.child) {
                got.shift_remove(&entry.nested);
            }
        }
    }
}

/// Write: give a child object that declares the copy (the arm its tag names) and has none its
/// parent record's property again, last, where the dialect sends it.
fn put_shared(shared: &[Shared], value: &Map<String, Value>) -> Map<String, Value> {
    let mut out = value.clone();
    for entry in shared {
        let Some(parent) = out.get(&entry.parent).cloned() else {
            continue;
        };
        if let Some(Value::Object(got)) = out.get_mut(&entry.child) {
            if !got.contains_key(&entry.nested) && entry.names(got) {
                got.insert(entry.nested.clone(), parent);
            }
        }
    }
    out
}

/// Write null for each property the dialect always writes (`null_when_absent`, in its order)
/// that has no value: right before the next of them written, else at the end, which is where a
/// serde struct writing them all in its order has it.
fn put_written(written: &[String], out: Map<String, Value>) -> Map<String, Value> {
    if written.iter().all(|name| out.contains_key(name)) {
        return out;
    }
    let mut items: Vec<(String, Value)> = out.into_iter().collect();
    for (i, name) in written.iter().enumerate() {
        if items.iter().any(|(k, _)| k == name) {
            continue;
        }
        let later = &written[i + 1..];
        let at = items.iter().position(|(k, _)| later.contains(k)).unwrap_or(items.len());
        items.insert(at, (name.clone(), Value::Null));
    }
    items.into_iter().collect()
}

/// Write the nulls reading left out (`NULLS`) back where they were, in place order. A property
/// that has a value again (set since, or said) keeps it: the null only ever stood for its
/// absence.
fn put_nulls(
    spec: &Record,
    nulls: &Value,
    out: Map<String, Value>,
    ptr: &str,
    problems: &mut Problems,
) -> Map<String, Value> {
    let mut places: Vec<(String, usize)> = Vec::new();
    let fits = nulls.as_object().is_some_and(|nulls| {
        nulls.iter().all(|(canon, place)| {
            let name = get(&spec.c2d, canon).map(|(d, _)| d.clone());
            match (name, place_of(place)) {
                (Some(name), Some(place)) if get(&spec.nulls, &name).is_some() => {
                    places.push((name, place));
                    true
                }
                _ => false,
            }
        })
    });
    if !fits {
        problems.push((at(ptr, NULLS), "expected canonical property -> its place, for each null".to_string()));
        return out;
    }
    places.sort_by_key(|(_, place)| *place);
    let mut items: Vec<(String, Value)> = out.into_iter().collect();
    for (name, place) in places {
        if !items.iter().any(|(k, _)| *k == name) {
            let at = position(&items, place);
            items.insert(at, (name, Value::Null));
        }
    }
    items.into_iter().collect()
}

/// The canonical property naming the defaults reading filled in, where their place alone
/// cannot tell them from defaults the dialect said (a name no dialect or canonical schema uses).
pub const ASSUMED: &str = "agentproto:assumed";

/// Fill in, after everything the dialect said, the defaults it left out, in declared order.
/// Writing leaves out again the trailing run of defaults (`filled_in`); when that run would be
/// other than the defaults filled in (it would also take defaults the dialect said itself), the
/// object carries the names reading filled in (`ASSUMED`), so that writing leaves out those and
/// nothing else.
fn assume(defaults: &Map<String, Value>, out: &mut Map<String, Value>) {
    let mut filled = Vec::new();
    for (canon, v) in defaults {
        if !out.contains_key(canon) {
            out.insert(canon.clone(), v.clone());
            filled.push(canon.clone());
        }
    }
    if !out.contains_key(ASSUMED) && filled_in(defaults, out) != filled.iter().collect::<Vec<_>>() {
        out.insert(ASSUMED.to_string(), filled.into_iter().map(Value::String).collect());
    }
}

/// The properties of a canonical `value` the dialect writes: all but the defaults reading
/// filled in, as `ASSUMED` lists them or, without it, as the trailing run shows them.
fn said<'a>(
    defaults: &Map<String, Value>,
    value: &'a Map<String, Value>,
) -> Vec<(&'a String, &'a Value)> {
    if let Some(Value::Array(assumed)) = value.get(ASSUMED) {
        if assumed.iter().all(Value::is_string) {
            return value
                .iter()
                .filter(|(k, v)| {
                    k.as_str() != ASSUMED
                        && !(assumed.iter().any(|n| n.as_str() == Some(k.as_str()))
                            && defaults.get(k.as_str()).is_some_and(|d| same(v, d)))
                })
                .collect();
        }
    }
    let filled = filled_in(defaults, value);
    value.iter().filter(|(k, _)| !filled.contains(k)).collect()
}

/// The keys at the end of `value` reading filled in: reading appends the defaults the dialect
/// left out, in declared order, after everything it did say. So the trailing run of keys
/// holding their defaults, in that order, is left out again; a default the dialect said
/// explicitly sits among its other properties and is kept (unless it closes the object). The
/// run is taken over the keys that are no array index (`index_key`), wherever those sit.
fn filled_in<'a>(defaults: &Map<String, Value>, value: &'a Map<String, Value>) -> Vec<&'a String> {
    let order: Vec<&String> = defaults.keys().collect();
    let mut run = Vec::new();
    let mut last = order.len();
    for (key, v) in value.iter().rev() {
        if index_key(key) {
            continue;
        }
        let Some(place) = order.iter().position(|k| *k == key) else {
            break;
        };
        if !same(v, &defaults[key]) || place >= last {
            break;
        }
        last = place;
        run.push(key);
    }
    run.reverse();
    run
}

/// Whether `key` is an array index as JavaScript reads one (`"0"`, `"1588"`, below 2**32 - 1):
/// a JavaScript object lists those first, ascending, whatever order they came in. The rules
/// that go by a property's place count the other keys only, so every engine decides alike.
fn index_key(key: &str) -> bool {
    let digits = key.bytes().all(|b| b.is_ascii_digit());
    digits
        && !key.is_empty()
        && (key == "0" || !key.starts_with('0'))
        && key.len() <= 10
        && key.parse::<u64>().is_ok_and(|n| n < 4_294_967_295)
}

/// Where in `items` a key goes that has `place` keys that are no array index before it: right
/// before the next such key, or at the end.
fn position(items: &[(String, Value)], place: usize) -> usize {
    let mut seen = 0;
    for (i, (k, _)) in items.iter().enumerate() {
        if index_key(k) {
            continue;
        }
        if seen == place {
            return i;
        }
        seen += 1;
    }
    items.len()
}

// -- the dialects these bindings know ---------------------------------------------------------

fn converters() -> &'static HashMap<&'static str, Converter> {
    static MADE: OnceLock<HashMap<&'static str, Converter>> = OnceLock::new();
    MADE.get_or_init(|| {
        PLANS
            .iter()
            .map(|(name, plan)| {
                let plan: Value = serde_json::from_str(plan).unwrap_or(Value::Null);
                (*name, Converter::new(&plan))
            })
            .collect()
    })
}

/// The names of the dialects these bindings read and write.
pub fn dialects() -> Vec<&'static str> {
    PLANS.iter().map(|(name, _)| *name).collect()
}

/// The converter of one dialect (None for a dialect these bindings do not know).
pub fn converter(dialect: &str) -> Option<&'static Converter> {
    converters().get(dialect)
}

fn as_problems(problems: Problems) -> Vec<Problem> {
    problems
        .into_iter()
        .map(|(pointer, message)| Problem {
            pointer,
            keyword: "dialect",
            message,
            schema: "",
        })
        .collect()
}

fn unknown(dialect: &str, value: &Value) -> (Value, Vec<Problem>) {
    let known = dialects().join(", ");
    let message = format!("unknown dialect '{dialect}'; known: {known}");
    (value.clone(), as_problems(vec![(String::new(), message)]))
}

/// A value spelled in `dialect`, as canonical JSON, and the problems found (keyword
/// `dialect`, pointers into `value`); `entity` (`agent/assistant_message`), or None to tell it
/// by its tags.
pub fn read(dialect: &str, entity: Option<&str>, value: &Value) -> (Value, Vec<Problem>) {
    match converter(dialect) {
        Some(c) => {
            let (out, problems, _) = c.read(value, entity);
            (out, as_problems(problems))
        }
        None => unknown(dialect, value),
    }
}

/// Canonical JSON spelled in `dialect`, and the problems found (pointers into `value`).
pub fn write(dialect: &str, entity: Option<&str>, value: &Value) -> (Value, Vec<Problem>) {
    match converter(dialect) {
        Some(c) => {
            let (out, problems, _) = c.write(value, entity);
            (out, as_problems(problems))
        }
        None => unknown(dialect, value),
    }
}
