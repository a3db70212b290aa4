//! What every generated module shares: problems, decode errors, the three-state field, the
//! JSON conversions of the basic types, and the helpers validation code calls.

use serde_json::{Map, Value};
use std::fmt;

/// One way a document fails its schema: where in the document (a JSON pointer), which keyword,
/// a message, and the schema location of that keyword.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub pointer: String,
    pub keyword: &'static str,
    pub message: String,
    pub schema: &'static str,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} ({} at {})",
            self.pointer, self.message, self.keyword, self.schema
        )
    }
}

/// A refused document's first three problems, each `pointer: message` (the root as `/`), as
/// every target's folds quote an event they skip.
pub fn first_problems(problems: &[Problem]) -> String {
    let shown: Vec<String> = problems
        .iter()
        .take(3)
        .map(|p| format!("{}: {}", if p.pointer.is_empty() { "/" } else { &p.pointer }, p.message))
        .collect();
    shown.join("; ")
}

/// Why a document could not be decoded: its problems (validation runs before any typed value
/// is built) or, for JSON text, the parser's error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DecodeError {
    pub problems: Vec<Problem>,
}

impl DecodeError {
    pub fn at(pointer: &str, keyword: &'static str, message: String) -> Self {
        DecodeError {
            problems: vec![Problem {
                pointer: pointer.to_string(),
                keyword,
                message,
                schema: "",
            }],
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.problems.first() {
            Some(first) if self.problems.len() > 1 => {
                write!(
                    f,
                    "{} (and {} more problems)",
                    first,
                    self.problems.len() - 1
                )
            }
            Some(first) => write!(f, "{first}"),
            None => write!(f, "invalid document"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// A property that may be absent, null, or hold a value: the three are different documents,
/// so they are three states, never `Option<Option<T>>`.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Maybe<T> {
    #[default]
    Absent,
    Null,
    Value(T),
}

impl<T> Maybe<T> {
    pub fn is_absent(&self) -> bool {
        matches!(self, Maybe::Absent)
    }
    pub fn as_option(&self) -> Option<&T> {
        match self {
            Maybe::Value(v) => Some(v),
            _ => None,
        }
    }
}

/// The JSON conversions of a generated or basic type. `from_json` reads an already validated
/// value, so it reports only what validation cannot see (a number out of the type's range).
pub trait Json: Sized {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError>;
    fn to_json(&self) -> Value;
}

fn wrong(pointer: &Path<'_>, expected: &str, value: &Value) -> DecodeError {
    DecodeError::at(
        &pointer.to_string(),
        "type",
        format!("{} is not {expected}", short(value)),
    )
}

impl Json for String {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError> {
        value
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| wrong(pointer, "a string", value))
    }
    fn to_json(&self) -> Value {
        Value::String(self.clone())
    }
}

impl Json for bool {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError> {
        value
            .as_bool()
            .ok_or_else(|| wrong(pointer, "a boolean", value))
    }
    fn to_json(&self) -> Value {
        Value::Bool(*self)
    }
}

impl Json for i64 {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError> {
        exact_i64(value).ok_or_else(|| wrong(pointer, "an integer in the 64-bit range", value))
    }
    fn to_json(&self) -> Value {
        Value::from(*self)
    }
}

impl Json for f64 {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError> {
        value
            .as_f64()
            .ok_or_else(|| wrong(pointer, "a number", value))
    }
    fn to_json(&self) -> Value {
        if self.fract() == 0.0 && self.abs() < 9.0e15 {
            return Value::from(*self as i64);
        }
        serde_json::Number::from_f64(*self).map_or(Value::Null, Value::Number)
    }
}

impl Json for Value {
    fn from_json(value: &Value, _pointer: &Path<'_>) -> Result<Self, DecodeError> {
        Ok(value.clone())
    }
    fn to_json(&self) -> Value {
        self.clone()
    }
}

impl<T: Json> Json for Vec<T> {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError> {
        let items = value
            .as_array()
            .ok_or_else(|| wrong(pointer, "an array", value))?;
        items
            .iter()
            .enumerate()
            .map(|(i, v)| T::from_json(v, &Path::Index(pointer, i)))
            .collect()
    }
    fn to_json(&self) -> Value {
        Value::Array(self.iter().map(Json::to_json).collect())
    }
}

impl<T: Json> Json for indexmap::IndexMap<String, T> {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError> {
        let object = value
            .as_object()
            .ok_or_else(|| wrong(pointer, "an object", value))?;
        object
            .iter()
            .map(|(k, v)| Ok((k.clone(), T::from_json(v, &Path::Key(pointer, k))?)))
            .collect()
    }
    fn to_json(&self) -> Value {
        Value::Object(self.iter().map(|(k, v)| (k.clone(), v.to_json())).collect())
    }
}

impl<T: Json> Json for Box<T> {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError> {
        T::from_json(value, pointer).map(Box::new)
    }
    fn to_json(&self) -> Value {
        (**self).to_json()
    }
}

/// A nullable value: `None` is JSON null.
impl<T: Json> Json for Option<T> {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError> {
        if value.is_null() {
            Ok(None)
        } else {
            T::from_json(value, pointer).map(Some)
        }
    }
    fn to_json(&self) -> Value {
        self.as_ref().map_or(Value::Null, Json::to_json)
    }
}

/// An optional property that refuses null: absent is `None`, null is an error at the property.
pub fn optional<T: Json>(
    object: &Map<String, Value>,
    name: &str,
    pointer: &Path<'_>,
) -> Result<Option<T>, DecodeError> {
    match object.get(name) {
        None => Ok(None),
        Some(Value::Null) => Err(DecodeError::at(
            &Path::Key(pointer, name).to_string(),
            "type",
            "null where only absence is allowed".to_string(),
        )),
        Some(v) => T::from_json(v, &Path::Key(pointer, name)).map(Some),
    }
}

/// An optional nullable property: absent, null and a value kept apart.
pub fn maybe<T: Json>(
    object: &Map<String, Value>,
    name: &str,
    pointer: &Path<'_>,
) -> Result<Maybe<T>, DecodeError> {
    match object.get(name) {
        None => Ok(Maybe::Absent),
        Some(Value::Null) => Ok(Maybe::Null),
        Some(v) => T::from_json(v, &Path::Key(pointer, name)).map(Maybe::Value),
    }
}

/// A required property.
pub fn required<T: Json>(
    object: &Map<String, Value>,
    name: &str,
    pointer: &Path<'_>,
) -> Result<T, DecodeError> {
    match object.get(name) {
        Some(v) => T::from_json(v, &Path::Key(pointer, name)),
        None => Err(DecodeError::at(
            &pointer.to_string(),
            "required",
            format!("{name:?} is a required property"),
        )),
    }
}

/// The object a record decodes from.
pub fn object<'a>(
    value: &'a Value,
    pointer: &Path<'_>,
) -> Result<&'a Map<String, Value>, DecodeError> {
    value
        .as_object()
        .ok_or_else(|| wrong(pointer, "an object", value))
}

/// In a record's `key_order`: the next of its unknown properties (`extra`), in their order.
pub const EXTRA: u16 = u16::MAX;

/// How many keys a `KeyOrder` holds without allocating (most objects have fewer).
const INLINE_KEYS: usize = 22;

/// A record's `key_order`: each key as its field's position, or `EXTRA` for the next unknown
/// property. Up to 22 keys of positions below 255 are held in place, a byte each, so
/// decoding an object allocates nothing for its order; a longer one moves to a vector.
#[derive(Clone, Default)]
pub struct KeyOrder(Order);

#[derive(Clone)]
enum Order {
    /// how many, and the positions (`u8::MAX` for `EXTRA`)
    Inline(u8, [u8; INLINE_KEYS]),
    Heap(Vec<u16>),
}

impl Default for Order {
    fn default() -> Self {
        Order::Inline(0, [0; INLINE_KEYS])
    }
}

impl KeyOrder {
    pub fn new() -> Self {
        Self::default()
    }

    /// The next key: a field's position, or `EXTRA`.
    #[inline]
    pub fn push(&mut self, i: u16) {
        if let Order::Inline(len, keys) = &mut self.0 {
            let n = usize::from(*len);
            // a byte each: `u8::MAX` stands for `EXTRA`, so position 255 and above spill
            let byte = if i == EXTRA {
                Some(u8::MAX)
            } else {
                u8::try_from(i).ok().filter(|b| *b != u8::MAX)
            };
            if let (Some(byte), true) = (byte, n < INLINE_KEYS) {
                keys[n] = byte;
                *len += 1;
                return;
            }
        }
        self.spill().push(i);
    }

    #[cold]
    fn spill(&mut self) -> &mut Vec<u16> {
        if let Order::Inline(..) = self.0 {
            self.0 = Order::Heap(self.iter().collect());
        }
        match &mut self.0 {
            Order::Heap(keys) => keys,
            Order::Inline(..) => unreachable!("moved to the heap above"),
        }
    }

    /// The keys, in order.
    pub fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        let (inline, heap): (&[u8], &[u16]) = match &self.0 {
            Order::Inline(len, keys) => (&keys[..usize::from(*len)], &[]),
            Order::Heap(keys) => (&[], keys),
        };
        inline
            .iter()
            .map(|&b| if b == u8::MAX { EXTRA } else { u16::from(b) })
            .chain(heap.iter().copied())
    }

    pub fn len(&self) -> usize {
        match &self.0 {
            Order::Inline(len, _) => usize::from(*len),
            Order::Heap(keys) => keys.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl PartialEq for KeyOrder {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for KeyOrder {}

impl fmt::Debug for KeyOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl FromIterator<u16> for KeyOrder {
    fn from_iter<I: IntoIterator<Item = u16>>(keys: I) -> Self {
        let mut order = KeyOrder::new();
        for i in keys {
            order.push(i);
        }
        order
    }
}

impl From<Vec<u16>> for KeyOrder {
    fn from(keys: Vec<u16>) -> Self {
        keys.into_iter().collect()
    }
}

/// A record's object: its fields' entries (`fields`, in field order, None for an absent one)
/// and unknown properties, in `order` (the decoded order) first, then what `order` does not
/// name in field order: an object made in code encodes in field order.
pub fn ordered(
    order: &KeyOrder,
    fields: &mut [Option<(&'static str, Value)>],
    extra: Option<&Map<String, Value>>,
) -> Value {
    let mut out = Map::with_capacity(fields.len() + extra.map_or(0, Map::len));
    let mut extras = extra.into_iter().flatten();
    for i in order.iter() {
        if i == EXTRA {
            if let Some((k, v)) = extras.next() {
                out.insert(k.clone(), v.clone());
            }
        } else if let Some((k, v)) = fields.get_mut(usize::from(i)).and_then(Option::take) {
            out.insert(k.to_string(), v);
        }
    }
    for (k, v) in fields.iter_mut().filter_map(Option::take) {
        out.insert(k.to_string(), v);
    }
    for (k, v) in extras {
        out.insert(k.clone(), v.clone());
    }
    Value::Object(out)
}

/// Where a decoder is in the document, built on the stack as it descends: nothing is allocated
/// unless a problem is reported, which prints it as a JSON pointer.
#[derive(Debug, Clone, Copy)]
pub enum Path<'a> {
    Root,
    Key(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Path::Root => Ok(()),
            Path::Key(parent, key) => {
                write!(f, "{parent}/")?;
                f.write_str(&key.replace('~', "~0").replace('/', "~1"))
            }
            Path::Index(parent, i) => write!(f, "{parent}/{i}"),
        }
    }
}

/// `pointer` with one more reference token, escaped as RFC 6901 says.
pub fn child(pointer: &str, token: &str) -> String {
    let mut out = String::with_capacity(pointer.len() + token.len() + 1);
    out.push_str(pointer);
    out.push('/');
    for ch in token.chars() {
        match ch {
            '~' => out.push_str("~0"),
            '/' => out.push_str("~1"),
            _ => out.push(ch),
        }
    }
    out
}

pub fn index(pointer: &str, i: usize) -> String {
    format!("{pointer}/{i}")
}

/// A value as a message shows it: its JSON, cut short.
pub fn short(value: &Value) -> String {
    let text = value.to_string();
    if text.chars().count() > 80 {
        let cut: String = text.chars().take(77).collect();
        format!("{cut}...")
    } else {
        text
    }
}

/// The JSON type name of a value, as a problem's message names it: a number with an integral
/// value is an `integer`.
pub fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if integer_of(n).is_some() => "integer",
        Value::Number(n) => match n.as_f64() {
            Some(f) if f.fract() == 0.0 => "integer",
            _ => "number",
        },
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// A value as a problem's message shows it, by the rule every language follows: scalars as
/// JSON text (a string cut after 40 code points, then `...`), an array or object as its type
/// and size.
pub fn show(value: &Value) -> String {
    match value {
        Value::Null => "null".to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => number_text(n),
        Value::String(s) => show_str(s),
        Value::Array(a) => format!("array ({} items)", a.len()),
        Value::Object(o) => format!("object ({} properties)", o.len()),
    }
}

/// A JSON value as a dialect's or a fold's problem message shows it, by the rule every language
/// follows: its JSON text, compact, strings double-quoted and JSON-escaped with characters
/// outside ASCII kept, numbers as `number_text` writes them (the whole value, where `show`
/// names an array or object by its size).
pub fn json_text(value: &Value) -> String {
    match value {
        Value::Number(n) => number_text(n),
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(json_text).collect();
            format!("[{}]", items.join(","))
        }
        Value::Object(map) => {
            let items: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{}:{}", json_string(k), json_text(v)))
                .collect();
            format!("{{{}}}", items.join(","))
        }
        other => other.to_string(), // null, a boolean, a string: serde_json's JSON text
    }
}

/// A string as `json_text` writes it.
pub fn json_string(text: &str) -> String {
    Value::String(text.to_string()).to_string()
}

/// A string as `show` writes it.
pub fn show_str(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for (count, ch) in text.chars().enumerate() {
        if count == 40 {
            out.push_str("\"...");
            return out;
        }
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A number as messages write it: an integer as its digits (a float only below 2^53, where it
/// is exact), any other number as ECMAScript's `Number.prototype.toString` writes it.
pub fn number_text(n: &serde_json::Number) -> String {
    if let Some(i) = integer_of(n) {
        return i.to_string();
    }
    let Some(f) = n.as_f64().filter(|f| f.is_finite()) else {
        return "null".to_string();
    };
    if f.fract() == 0.0 && f.abs() < 9_007_199_254_740_992.0 {
        return format!("{}", f as i64);
    }
    // the shortest digits that read back as `f`, and where the point goes
    let text = format!("{:e}", f.abs());
    let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let digits = digits.trim_end_matches('0');
    let digits = even_on_tie(if digits.is_empty() { "0" } else { digits }, f);
    let digits = digits.as_str();
    let n = exp.parse::<i32>().unwrap_or(0) + 1;
    let k = digits.len() as i32;
    let sign = if f < 0.0 { "-" } else { "" };
    if k <= n && n <= 21 {
        format!("{sign}{digits}{}", "0".repeat((n - k) as usize))
    } else if 0 < n && n <= 21 {
        format!("{sign}{}.{}", &digits[..n as usize], &digits[n as usize..])
    } else if -6 < n && n <= 0 {
        format!("{sign}0.{}{digits}", "0".repeat((-n) as usize))
    } else {
        let e = if n >= 1 { format!("e+{}", n - 1) } else { format!("e-{}", 1 - n) };
        let rest = if k > 1 { format!(".{}", &digits[1..]) } else { String::new() };
        format!("{sign}{}{rest}{e}", &digits[..1])
    }
}

/// The shortest digits ECMAScript (and Python, and Go) write for `f`: of two equally short
/// digit strings that both read back as `f` and lie equally close to it, the even one, where
/// Rust's formatter rounds the tie up. A tie is when `f` is exactly the lower string followed by
/// a 5, which its exact expansion (at most 767 significant digits) tells.
fn even_on_tie(digits: &str, f: f64) -> String {
    let Some(last) = digits.bytes().last().filter(|d| (d - b'0') % 2 == 1) else {
        return digits.to_string();
    };
    let lower = format!("{}{}", &digits[..digits.len() - 1], char::from(last - 1));
    let exact = format!("{:.1100e}", f.abs());
    let mantissa = exact.split_once('e').map_or(exact.as_str(), |(m, _)| m);
    let exact_digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    if exact_digits.trim_end_matches('0') == format!("{lower}5") {
        lower
    } else {
        digits.to_string()
    }
}

/// JSON equality: numbers by value (1 equals 1.0), exactly, objects regardless of key order.
pub fn json_eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => number_eq(x, y),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(i, j)| json_eq(i, j))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| json_eq(v, w)))
        }
        _ => a == b,
    }
}

/// An integer JSON number (serde_json holds i64 and u64) as i128, where both fit; None for a
/// float.
fn integer_of(n: &serde_json::Number) -> Option<i128> {
    n.as_i64()
        .map(i128::from)
        .or_else(|| n.as_u64().map(i128::from))
}

/// Two numbers equal by value, exactly: an integer and a float compare as the integer and
/// the float's exact value (`9007199254740993` is not the double `9007199254740992.0`).
fn number_eq(x: &serde_json::Number, y: &serde_json::Number) -> bool {
    // an integral double far past u64 saturates to an i128 no i64 or u64 is
    let float_is = |f: f64, i: i128| f.fract() == 0.0 && f as i128 == i;
    match (integer_of(x), integer_of(y)) {
        (Some(i), Some(j)) => i == j,
        (Some(i), None) => y.as_f64().is_some_and(|f| float_is(f, i)),
        (None, Some(j)) => x.as_f64().is_some_and(|f| float_is(f, j)),
        (None, None) => x.as_f64() == y.as_f64(),
    }
}

/// `uniqueItems`: no two items equal by `json_eq`.
pub fn unique(items: &[Value]) -> bool {
    for (i, a) in items.iter().enumerate() {
        if items[i + 1..].iter().any(|b| json_eq(a, b)) {
            return false;
        }
    }
    true
}

/// JSON Schema's "integer": a number with no fractional part (1.0 included).
pub fn is_integer(value: &Value) -> bool {
    match value {
        Value::Number(n) => {
            n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        _ => false,
    }
}

/// The bindings' "integer": an integer i64 holds, the type they decode integers into (so
/// `type: integer` admits exactly what decoding can hold: the one limit, declared in
/// `targets/rust.py`). 2^63 is refused by both.
pub fn is_i64(value: &Value) -> bool {
    exact_i64(value).is_some()
}

/// A number as the i64 it is exactly: an i64, or an integral float in i64's range (`1.0`).
pub fn exact_i64(value: &Value) -> Option<i64> {
    let n = value.as_number()?;
    if let Some(i) = n.as_i64() {
        return Some(i);
    }
    if n.is_u64() {
        return None; // past i64::MAX
    }
    // every integral double in [-2^63, 2^63) is an i64
    let f = n.as_f64()?;
    (f.fract() == 0.0 && (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&f))
        .then_some(f as i64)
}

/// A string's length in code points, as JSON Schema counts it.
pub fn length(text: &str) -> usize {
    text.chars().count()
}

/// Whether a number is above a schema's bound L, exactly: `int_limit` is the largest integer
/// at most L (clamped to i128) and `float_limit` the largest double at most L, both computed
/// by the generator, so an integer compares as an integer and a float as a float.
pub fn above(n: &serde_json::Number, int_limit: i128, float_limit: f64) -> bool {
    match integer_of(n) {
        Some(i) => i > int_limit,
        None => n.as_f64().is_some_and(|f| f > float_limit),
    }
}

/// Whether a number is below a bound L, exactly: the smallest integer and the smallest double
/// at least L.
pub fn below(n: &serde_json::Number, int_limit: i128, float_limit: f64) -> bool {
    match integer_of(n) {
        Some(i) => i < int_limit,
        None => n.as_f64().is_some_and(|f| f < float_limit),
    }
}

/// A float as the decimal it prints as (its shortest text: what the JSON said): (digits,
/// power of ten).
fn decimal(x: f64) -> Option<(u128, i32)> {
    let text = format!("{:e}", x.abs());
    let (mantissa, exponent) = text.split_once('e')?;
    let mut exp: i32 = exponent.parse().ok()?;
    let digits: String = match mantissa.split_once('.') {
        Some((whole, frac)) => {
            exp -= frac.len() as i32;
            format!("{whole}{frac}")
        }
        None => mantissa.to_string(),
    };
    Some((digits.parse().ok()?, exp))
}

/// `multipleOf`, exactly, in decimal: the factor is `digits * 10^exponent` as the schema wrote
/// it (digits below 10^37, from the generator), an integer is itself and a float the decimal
/// its shortest text prints, so 19.99 is a multiple of 0.01 and 1e308 is no multiple of 3
/// (float division says it is).
pub fn multiple_of(n: &serde_json::Number, digits: u128, exponent: i32) -> bool {
    let (a, ea) = match integer_of(n) {
        Some(i) => (i.unsigned_abs(), 0),
        None => match n.as_f64().filter(|x| x.is_finite()).and_then(decimal) {
            Some(found) => found,
            None => return false,
        },
    };
    if a == 0 {
        return true;
    }
    if ea >= exponent {
        // a * 10^(ea - exponent) modulo digits, a power of ten at a time: r < digits < 10^37,
        // so r * 10 fits
        let mut r = a % digits;
        for _ in 0..(ea - exponent) {
            if r == 0 {
                break;
            }
            r = r * 10 % digits;
        }
        return r == 0;
    }
    // a must end in (exponent - ea) zeros, and what is left be a multiple of digits
    let mut rest = a;
    for _ in 0..(exponent - ea) {
        if rest % 10 != 0 {
            return false;
        }
        rest /= 10;
    }
    rest % digits == 0
}

/// A compiled pattern with ECMA-262 meaning (Unicode mode), made on first use.
pub struct Pattern {
    source: &'static str,
    regex: std::sync::OnceLock<Option<regress::Regex>>,
}

impl Pattern {
    pub const fn new(source: &'static str) -> Self {
        Pattern {
            source,
            regex: std::sync::OnceLock::new(),
        }
    }
    /// Whether the pattern matches anywhere in `text`; a pattern the engine refuses matches
    /// nothing (the generator checked it compiles before writing it).
    pub fn search(&self, text: &str) -> bool {
        self.regex
            .get_or_init(|| regress::Regex::with_flags(self.source, "u").ok())
            .as_ref()
            .is_some_and(|r| r.find(text).is_some())
    }
}

/// The property names and item indices a schema evaluated, for `unevaluated*`.
#[derive(Default)]
pub struct Evaluated<'a> {
    pub names: Vec<&'a str>,
    pub all_items: bool,
    pub items: Vec<usize>,
    pub all_names: bool,
}

impl<'a> Evaluated<'a> {
    pub fn merge(&mut self, other: Evaluated<'a>) {
        self.names.extend(other.names);
        self.items.extend(other.items);
        self.all_items |= other.all_items;
        self.all_names |= other.all_names;
    }
    pub fn has_name(&self, name: &str) -> bool {
        self.all_names || self.names.contains(&name)
    }
    pub fn has_item(&self, i: usize) -> bool {
        self.all_items || self.items.contains(&i)
    }
}

/// Adds to an optional evaluation record, when one is being kept.
pub fn note<'a>(ev: &mut Option<&mut Evaluated<'a>>, f: impl FnOnce(&mut Evaluated<'a>)) {
    if let Some(e) = ev.as_deref_mut() {
        f(e);
    }
}

/// Appends one problem.
pub fn fail(
    e: &mut Vec<Problem>,
    p: &str,
    keyword: &'static str,
    schema: &'static str,
    message: String,
) {
    e.push(Problem {
        pointer: p.to_string(),
        keyword,
        message,
        schema,
    });
}

// --- Depth, where a validator recurses with the document ----------------------------------
//
// Only validators that can recurse without bound (a `$ref` cycle) count depth: one on the
// cycle refuses an array or object nested `CHECK_DEPTH` deep by recording it here and
// answering false; the entry point (`v_N`, `c_N` of such a function) then answers false, or one
// `maxDepth` problem in place of whatever the checks found, so no branch of an `anyOf` or a
// `not` can turn the refusal into a verdict. Validators that cannot recurse never come here.

/// How deep arrays and objects may nest where a validator recurses with the document.
pub const CHECK_DEPTH: u32 = 500;

std::thread_local! {
    // Some(where), where known: the checking path knows its pointer, the fast path does not
    static TOO_DEEP: std::cell::RefCell<Option<Option<String>>> =
        const { std::cell::RefCell::new(None) };
}

/// A value nested too deep, at `p` when the caller knows (the first one met is kept); always
/// false.
#[cold]
pub fn too_deep(p: Option<&str>) -> bool {
    TOO_DEEP.with(|deep| {
        let mut deep = deep.borrow_mut();
        if deep.is_none() {
            *deep = Some(p.map(str::to_string));
        }
    });
    false
}

fn take_too_deep() -> Option<Option<String>> {
    TOO_DEEP.with(|deep| deep.borrow_mut().take())
}

/// The pointer (below `x`) of the first array or object with `CHECK_DEPTH` others around it,
/// breadth first and without recursion, as the Python target finds it.
fn first_too_deep(x: &Value) -> String {
    let mut level: Vec<(&Value, String)> = vec![(x, String::new())];
    for _ in 0..CHECK_DEPTH {
        let mut next = Vec::new();
        for (value, at) in &level {
            match value {
                Value::Object(map) => next.extend(
                    map.iter()
                        .filter(|(_, v)| v.is_object() || v.is_array())
                        .map(|(k, v)| (v, child(at, k))),
                ),
                Value::Array(items) => next.extend(
                    items
                        .iter()
                        .enumerate()
                        .filter(|(_, v)| v.is_object() || v.is_array())
                        .map(|(i, v)| (v, index(at, i))),
                ),
                _ => {}
            }
        }
        level = next;
    }
    level.into_iter().next().map(|(_, at)| at).unwrap_or_default()
}

/// The fast path of a recursive validator: false when it met a value nested too deep.
#[inline]
pub fn depth_checked(check: impl FnOnce() -> bool) -> bool {
    let valid = check();
    take_too_deep().is_none() && valid
}

/// The checking path of a recursive validator on `x` at `p`: what it found, or, when it met a
/// value nested too deep, one `maxDepth` problem at the first such value instead.
pub fn depth_reported(
    x: &Value,
    p: &str,
    e: &mut Vec<Problem>,
    check: impl FnOnce(&mut Vec<Problem>),
) {
    let start = e.len();
    check(e);
    if let Some(at) = take_too_deep() {
        e.truncate(start);
        let pointer = at.unwrap_or_else(|| format!("{p}{}", first_too_deep(x)));
        e.push(max_depth(&pointer, CHECK_DEPTH));
    }
}

/// The problem of a value nested past `limit` arrays and objects.
pub fn max_depth(pointer: &str, limit: u32) -> Problem {
    Problem {
        pointer: pointer.to_string(),
        keyword: "maxDepth",
        message: format!("expected arrays and objects nested at most {limit} deep"),
        schema: "",
    }
}

/// An optional property of any JSON value: absent is `None`, null is `Some(Value::Null)`.
pub fn optional_json(
    object: &Map<String, Value>,
    name: &str,
    _pointer: &Path<'_>,
) -> Result<Option<Value>, DecodeError> {
    Ok(object.get(name).cloned())
}

/// A JSON number, kept as it was written (an integer stays one, `0.0` stays a float), so a
/// decoded document encodes to the same text.
impl Json for serde_json::Number {
    fn from_json(value: &Value, pointer: &Path<'_>) -> Result<Self, DecodeError> {
        match value {
            Value::Number(n) => Ok(n.clone()),
            _ => Err(wrong(pointer, "a number", value)),
        }
    }
    fn to_json(&self) -> Value {
        Value::Number(self.clone())
    }
}

/// The sum of two JSON numbers: integers add as integers while they fit, anything else as
/// floats (an infinite sum, which JSON cannot hold, stays the first number).
pub fn add_numbers(a: &serde_json::Number, b: &serde_json::Number) -> serde_json::Number {
    if let (Some(x), Some(y)) = (a.as_i64(), b.as_i64()) {
        if let Some(sum) = x.checked_add(y) {
            return sum.into();
        }
    }
    let sum = a.as_f64().unwrap_or(0.0) + b.as_f64().unwrap_or(0.0);
    serde_json::Number::from_f64(sum).unwrap_or_else(|| a.clone())
}

/// What `x-additive` records add: counts (integers) and amounts (numbers).
pub trait Addable: Clone {
    fn plus(&self, other: &Self) -> Self;
}

impl Addable for i64 {
    fn plus(&self, other: &Self) -> Self {
        self.saturating_add(*other)
    }
}

impl Addable for serde_json::Number {
    fn plus(&self, other: &Self) -> Self {
        add_numbers(self, other)
    }
}

/// Two maps of counts added key by key (a key one side lacks counts as 0); two absent maps
/// stay absent.
pub fn add_counts<T: Addable>(
    a: Option<indexmap::IndexMap<String, T>>,
    b: Option<indexmap::IndexMap<String, T>>,
) -> Option<indexmap::IndexMap<String, T>> {
    match (a, b) {
        (Some(mut a), Some(b)) => {
            for (key, value) in b {
                match a.get_mut(&key) {
                    Some(mine) => *mine = mine.plus(&value),
                    None => {
                        a.insert(key, value);
                    }
                }
            }
            Some(a)
        }
        (a, b) => a.or(b),
    }
}

/// The problems of a failed `anyOf`/`oneOf`'s arms worth showing: those of the arms whose JSON
/// type matched the value (the arms it was meant for), or of every arm when none did.
pub fn closest_branches(e: &mut Vec<Problem>, p: &str, arms: Vec<Vec<Problem>>) {
    let on_type = |arm: &Vec<Problem>| arm.iter().all(|q| q.pointer == p && q.keyword == "type");
    if arms.iter().any(|arm| !on_type(arm)) {
        e.extend(arms.into_iter().filter(|arm| !on_type(arm)).flatten());
        return;
    }
    // every arm failed on the value's type alone: one problem naming every type expected,
    // read back from the `expected {expected}, found {kind}` messages
    let mut expected: Vec<&str> = Vec::new();
    for q in arms.iter().flatten() {
        let text = q.message.strip_prefix("expected ").unwrap_or(&q.message);
        let wanted = text.split(", found ").next().unwrap_or_default();
        if !expected.contains(&wanted) {
            expected.push(wanted);
        }
    }
    let first = arms.first().and_then(|arm| arm.first());
    let found = first.map_or("?", |q| q.message.rsplit(", found ").next().unwrap_or("?"));
    let message = format!("expected {}, found {found}", expected.join(" or "));
    let schema = first.map_or("", |q| q.schema);
    e.push(Problem {
        pointer: p.to_string(),
        keyword: "type",
        message,
        schema,
    });
}

// --- The strict profile ---------------------------------------------------------------------
//
// Every checking function takes `strict`; the fast path (`v_N`, `is_valid`) has no such flag and
// never looks. Where the plan says a schema closes the object it enters, a strict walk reports
// each property that what the schema's checks evaluate leaves out; a union that passed looks
// inside the arms that passed. `validate` passes false, `validate_strict` true.

/// The strict profile's problem for each property of `o` that no schema applied to it
/// evaluated (`seen`), in the object's order, at `schema` (the schema that closes it).
#[cold]
pub fn report_unknown(
    o: &Map<String, Value>,
    seen: &Evaluated<'_>,
    p: &str,
    e: &mut Vec<Problem>,
    schema: &'static str,
) {
    for k in o.keys() {
        if !seen.has_name(k) {
            e.push(Problem {
                pointer: child(p, k),
                keyword: "additionalProperties",
                message: format!(
                    "unknown property {}: the schema does not name it and the strict profile is on",
                    show_str(k)
                ),
                schema,
            });
        }
    }
}

/// A union that passed, looked into in the strict profile: the problems of the arms that
/// passed, each checked again strictly. One arm with none leaves nothing to report; else the
/// first arm's are reported.
#[derive(Default)]
pub struct StrictArms {
    clean: bool,
    first: Option<Vec<Problem>>,
}

impl StrictArms {
    /// Whether an arm's problems can still matter (no arm so far had none).
    pub fn looking(&self) -> bool {
        !self.clean
    }
    /// The strict problems of an arm that passed.
    pub fn found(&mut self, problems: Vec<Problem>) {
        if problems.is_empty() {
            self.clean = true;
        } else if self.first.is_none() {
            self.first = Some(problems);
        }
    }
    /// What the arms leave to report, added to `e`.
    pub fn report(self, e: &mut Vec<Problem>) {
        if let (false, Some(first)) = (self.clean, self.first) {
            e.extend(first);
        }
    }
}

// --- Reading JSON text straight into the types ----------------------------------------------
//
// The generated `Read` impls drive this reader: one pass over the text, each value read into
// the type its field has and checked by the schema's keywords as it is read. Reading answers
// `None` at anything it does not take on itself (bad JSON, a value the schema refuses, a
// duplicate key, a number past the type's range), and the caller then decodes the same text
// the long way (`serde_json::Value`, validation, typed walk), which names the problems: so the
// reader may refuse more than it must, never less, and what it accepts is what the long way
// would give.

/// How deep values nest before reading gives up (serde_json's own limit).
const MAX_DEPTH: u32 = 128;

std::thread_local! {
    /// The text of a string with escapes, as it is unescaped (one buffer per thread, reused).
    static UNESCAPED: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// The largest unescaping buffer kept for the next string (a longer one is let go).
const KEPT_BUFFER: usize = 1 << 20;

/// The members an object read into a map has room for before it grows.
const SMALL_OBJECT: usize = 4;

/// A cursor over JSON text.
#[derive(Clone, Copy)]
pub struct Reader<'a> {
    text: &'a str,
    at: usize,
    depth: u32,
}

impl<'a> Reader<'a> {
    pub fn new(text: &'a str) -> Self {
        Reader {
            text,
            at: 0,
            depth: 0,
        }
    }

    #[inline]
    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    #[inline]
    fn space(&mut self) {
        let b = self.bytes();
        while let Some(&c) = b.get(self.at) {
            if matches!(c, b' ' | b'\t' | b'\n' | b'\r') {
                self.at += 1;
            } else {
                break;
            }
        }
    }

    /// The next byte that is not white space, not consumed.
    #[inline]
    pub fn peek(&mut self) -> Option<u8> {
        self.space();
        self.bytes().get(self.at).copied()
    }

    fn literal(&mut self, word: &str) -> Option<()> {
        if self.text[self.at..].starts_with(word) {
            self.at += word.len();
            Some(())
        } else {
            None
        }
    }

    /// Consumes a `null` when one comes next.
    #[inline]
    pub fn null(&mut self) -> bool {
        self.peek() == Some(b'n') && self.literal("null").is_some()
    }

    /// Whether nothing but white space is left.
    pub fn finish(&mut self) -> bool {
        self.space();
        self.at == self.text.len()
    }

    fn enter(&mut self) -> Option<()> {
        self.depth += 1;
        (self.depth <= MAX_DEPTH).then_some(())
    }

    /// Opens an object; whether a member follows (an empty object is read whole).
    #[inline]
    pub fn object(&mut self) -> Option<bool> {
        if self.peek()? != b'{' {
            return None;
        }
        self.at += 1;
        self.enter()?;
        if self.peek()? == b'}' {
            self.at += 1;
            self.depth -= 1;
            return Some(false);
        }
        Some(true)
    }

    /// A member's key and its colon.
    #[inline]
    pub fn key(&mut self) -> Option<std::borrow::Cow<'a, str>> {
        if self.peek()? != b'"' {
            return None;
        }
        let key = self.quoted()?;
        if self.peek()? != b':' {
            return None;
        }
        self.at += 1;
        Some(key)
    }

    /// After a member: whether another follows (`,`) or the object closed (`}`).
    #[inline]
    pub fn next_member(&mut self) -> Option<bool> {
        self.close(b'}')
    }

    /// Opens an array; whether an item follows (an empty array is read whole).
    #[inline]
    pub fn array(&mut self) -> Option<bool> {
        if self.peek()? != b'[' {
            return None;
        }
        self.at += 1;
        self.enter()?;
        if self.peek()? == b']' {
            self.at += 1;
            self.depth -= 1;
            return Some(false);
        }
        Some(true)
    }

    /// After an item: whether another follows (`,`) or the array closed (`]`).
    #[inline]
    pub fn next_item(&mut self) -> Option<bool> {
        self.close(b']')
    }

    #[inline]
    fn close(&mut self, end: u8) -> Option<bool> {
        match self.peek()? {
            b',' => {
                self.at += 1;
                Some(true)
            }
            c if c == end => {
                self.at += 1;
                self.depth -= 1;
                Some(false)
            }
            _ => None,
        }
    }

    /// A string (the reader at its opening quote), borrowed from the text unless it has escapes.
    #[inline]
    fn quoted(&mut self) -> Option<std::borrow::Cow<'a, str>> {
        let b = self.bytes();
        let start = self.at + 1;
        let i = plain_run(b, start);
        if *b.get(i)? == b'"' {
            self.at = i + 1;
            return Some(std::borrow::Cow::Borrowed(&self.text[start..i]));
        }
        self.escaped(start, i)
    }

    /// The rest of a string from `i`, the first byte of it `quoted` did not take (an escape
    /// or a control character): apart, so that `quoted` is small enough to be inlined into
    /// every reader of a key or string.
    #[inline(never)]
    fn escaped(&mut self, start: usize, mut i: usize) -> Option<std::borrow::Cow<'a, str>> {
        let b = self.bytes();
        loop {
            match *b.get(i)? {
                b'"' => {
                    self.at = i + 1;
                    return Some(std::borrow::Cow::Borrowed(&self.text[start..i]));
                }
                b'\\' => break,
                c if c < 0x20 => return None,
                _ => i = plain_run(b, i + 1),
            }
        }
        // the unescaped text is built in a buffer kept from string to string, then copied
        // once into a string of its exact size: one pass over the text (finding the closing
        // quote first, to size the string, was a second), one allocation, no growing
        UNESCAPED.with(|cell| {
            let mut out = cell.borrow_mut();
            out.clear();
            let mut run = start;
            loop {
                i = plain_run(b, i);
                match *b.get(i)? {
                    b'"' => {
                        out.push_str(&self.text[run..i]);
                        self.at = i + 1;
                        let text = String::from(out.as_str());
                        if out.capacity() > KEPT_BUFFER {
                            *out = String::new();
                        }
                        return Some(std::borrow::Cow::Owned(text));
                    }
                    b'\\' => {
                        out.push_str(&self.text[run..i]);
                        let esc = *b.get(i + 1)?;
                        i += 2;
                        match esc {
                            b'"' => out.push('"'),
                            b'\\' => out.push('\\'),
                            b'/' => out.push('/'),
                            b'b' => out.push('\u{8}'),
                            b'f' => out.push('\u{c}'),
                            b'n' => out.push('\n'),
                            b'r' => out.push('\r'),
                            b't' => out.push('\t'),
                            b'u' => {
                                let high = self.hex4(i)?;
                                i += 4;
                                let code = if (0xD800..0xDC00).contains(&high) {
                                    // a surrogate pair, or nothing (serde_json refuses a lone
                                    // one)
                                    if b.get(i) != Some(&b'\\') || b.get(i + 1) != Some(&b'u') {
                                        return None;
                                    }
                                    let low = self.hex4(i + 2)?;
                                    if !(0xDC00..0xE000).contains(&low) {
                                        return None;
                                    }
                                    i += 6;
                                    0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                                } else if (0xDC00..0xE000).contains(&high) {
                                    return None;
                                } else {
                                    high
                                };
                                out.push(char::from_u32(code)?);
                            }
                            _ => return None,
                        }
                        run = i;
                    }
                    c if c < 0x20 => return None,
                    _ => i += 1,
                }
            }
        })
    }

    #[inline]
    fn hex4(&self, at: usize) -> Option<u32> {
        let digits = self.text.get(at..at + 4)?;
        if !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        u32::from_str_radix(digits, 16).ok()
    }

    /// A string value as the text holds it (borrowed unless it has escapes).
    #[inline]
    pub fn text(&mut self) -> Option<std::borrow::Cow<'a, str>> {
        if self.peek()? != b'"' {
            return None;
        }
        self.quoted()
    }

    /// A string value.
    #[inline]
    pub fn string(&mut self) -> Option<String> {
        if self.peek()? != b'"' {
            return None;
        }
        self.quoted().map(std::borrow::Cow::into_owned)
    }

    /// A `true` or `false`.
    #[inline]
    pub fn boolean(&mut self) -> Option<bool> {
        match self.peek()? {
            b't' => self.literal("true").map(|()| true),
            b'f' => self.literal("false").map(|()| false),
            _ => None,
        }
    }

    /// A number value, of the kind serde_json gives the same text.
    #[inline]
    pub fn numeral(&mut self) -> Option<serde_json::Number> {
        match self.peek()? {
            b'-' | b'0'..=b'9' => self.number(),
            _ => None,
        }
    }

    /// A number, of the kind serde_json gives the same text (integer or float).
    fn number(&mut self) -> Option<serde_json::Number> {
        let b = self.bytes();
        let start = self.at;
        let mut i = start;
        let negative = b.get(i) == Some(&b'-');
        if negative {
            i += 1;
        }
        let digits = i;
        // the integer part's value as it is scanned (used below only when under 19 digits,
        // so it cannot have wrapped)
        let mut magnitude: u64 = 0;
        match b.get(i) {
            Some(b'0') => i += 1,
            Some(b'1'..=b'9') => {
                while let Some(&c) = b.get(i).filter(|c| c.is_ascii_digit()) {
                    magnitude = magnitude.wrapping_mul(10).wrapping_add(u64::from(c - b'0'));
                    i += 1;
                }
            }
            _ => return None,
        }
        let whole = i;
        // the significant digits as they are scanned (those after the first that is not 0;
        // the value used only when at most 15, so it cannot have wrapped) and the power of
        // ten they are to be scaled by, for `exact_float`
        let mut significant = 0usize;
        let mut mantissa = magnitude;
        let mut power: i64 = 0;
        if magnitude != 0 {
            significant = whole - digits;
        }
        if b.get(i) == Some(&b'.') {
            i += 1;
            let from = i;
            while let Some(&c) = b.get(i).filter(|c| c.is_ascii_digit()) {
                if mantissa != 0 || c != b'0' {
                    significant += 1;
                }
                mantissa = mantissa.wrapping_mul(10).wrapping_add(u64::from(c - b'0'));
                i += 1;
            }
            if i == from {
                return None;
            }
            power = -((i - from) as i64);
        }
        if matches!(b.get(i), Some(b'e' | b'E')) {
            i += 1;
            let minus = b.get(i) == Some(&b'-');
            if matches!(b.get(i), Some(b'+' | b'-')) {
                i += 1;
            }
            let from = i;
            // a power past any f64's is held at a bound (the text goes to serde_json then)
            let mut exponent: i64 = 0;
            while let Some(&c) = b.get(i).filter(|c| c.is_ascii_digit()) {
                exponent = (exponent * 10 + i64::from(c - b'0')).min(1 << 20);
                i += 1;
            }
            if i == from {
                return None;
            }
            power += if minus { -exponent } else { exponent };
        }
        self.at = i;
        let text = &self.text[start..i];
        // short integers directly; a float, `-0` or a long integer as serde_json reads it
        if whole == i && whole - digits < 19 {
            if !negative {
                return Some(magnitude.into());
            }
            if magnitude != 0 {
                return Some((-(magnitude as i64)).into());
            }
        }
        // the integer part's digits count only when under 19 (the magnitude unwrapped)
        if whole - digits < 19 {
            if let Some(x) = exact_float(mantissa, significant, power, negative) {
                return serde_json::Number::from_f64(x);
            }
        }
        serde_json::from_str(text).ok()
    }

    /// Any JSON value, as serde_json would give it (key order kept); a duplicate key gives
    /// up, where serde_json would keep the last.
    pub fn value(&mut self) -> Option<Value> {
        match self.peek()? {
            b'"' => self.quoted().map(|s| Value::String(s.into_owned())),
            b'{' => {
                let mut more = self.object()?;
                // room for four members from the start (most objects have no more), where
                // growing from none rebuilt the table and moved the members at the fourth
                let mut map = if more {
                    Map::with_capacity(SMALL_OBJECT)
                } else {
                    Map::new()
                };
                while more {
                    let key = self.key()?.into_owned();
                    let item = self.value()?;
                    if map.insert(key, item).is_some() {
                        return None;
                    }
                    more = self.next_member()?;
                }
                Some(Value::Object(map))
            }
            b'[' => {
                let mut items = Vec::new();
                let mut more = self.array()?;
                while more {
                    items.push(self.value()?);
                    more = self.next_item()?;
                }
                Some(Value::Array(items))
            }
            b't' => self.literal("true").map(|()| Value::Bool(true)),
            b'f' => self.literal("false").map(|()| Value::Bool(false)),
            b'n' => self.literal("null").map(|()| Value::Null),
            b'-' | b'0'..=b'9' => self.number().map(Value::Number),
            _ => None,
        }
    }

    /// Steps over one value without keeping it (looking ahead for a tag; the value is read
    /// properly afterwards, so this only has to find where it ends).
    fn skip(&mut self) -> Option<()> {
        match self.peek()? {
            b'"' => {
                let b = self.bytes();
                let mut i = self.at + 1;
                loop {
                    i = plain_run(b, i);
                    match *b.get(i)? {
                        b'"' => break,
                        b'\\' => i += 2,
                        _ => i += 1,
                    }
                }
                self.at = i + 1;
            }
            b'{' => {
                let mut more = self.object()?;
                while more {
                    self.key()?;
                    self.skip()?;
                    more = self.next_member()?;
                }
            }
            b'[' => {
                let mut more = self.array()?;
                while more {
                    self.skip()?;
                    more = self.next_item()?;
                }
            }
            _ => {
                let b = self.bytes();
                let from = self.at;
                while b
                    .get(self.at)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'+' | b'.'))
                {
                    self.at += 1;
                }
                if self.at == from {
                    return None;
                }
            }
        }
        Some(())
    }

    /// The string value of the object's property `name`, looked up ahead without moving the
    /// reader (a union reads its tag first, wherever the tag is among the keys).
    pub fn tag(&self, name: &str) -> Option<std::borrow::Cow<'a, str>> {
        let mut ahead = *self;
        let mut more = ahead.object()?;
        while more {
            if ahead.key()? == name {
                if ahead.peek()? != b'"' {
                    return None;
                }
                return ahead.quoted();
            }
            ahead.skip()?;
            more = ahead.next_member()?;
        }
        None
    }
}

/// A float written with at most 15 significant digits (`mantissa`, `significant` of them)
/// and a power of ten within 22 (most are): its digits and that power are exact f64s, so one
/// multiplication or division rounds it correctly, as serde_json's own reading does; None for
/// any other (read by serde_json).
#[inline]
fn exact_float(mantissa: u64, significant: usize, power: i64, negative: bool) -> Option<f64> {
    const POWERS: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
        1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    if significant > 15 || power.abs() > 22 {
        return None;
    }
    let m = mantissa as f64;
    let x = if power >= 0 {
        m * POWERS[power as usize]
    } else {
        m / POWERS[(-power) as usize]
    };
    Some(if negative { -x } else { x })
}

/// Where the run of bytes from `i` that need no attention inside a string ends: the first
/// quote, backslash or control character, looked for eight bytes at a time (a byte below
/// 0x20 or equal to one of the two sets the high bit of its lane in `x - 0x01..` & !x; the
/// first such lane is exact, which is all that is used).
#[inline]
fn plain_run(b: &[u8], mut i: usize) -> usize {
    // sixteen bytes at a time where SSE2 is (every x86_64): the same three tests, one compare
    // each, the first hit from the mask of the lanes that hold one
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{
            __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_max_epu8, _mm_movemask_epi8,
            _mm_or_si128, _mm_set1_epi8,
        };
        // SAFETY: SSE2 is part of the x86_64 baseline, and each unaligned load reads the
        // sixteen bytes from `i`, which the loop condition keeps inside `b`.
        unsafe {
            let quote = _mm_set1_epi8(b'"' as i8);
            let slash = _mm_set1_epi8(b'\\' as i8);
            let control = _mm_set1_epi8(0x1f);
            // the first sixteen bytes here (most keys and short values end in them); a
            // longer run on with AVX2 where the processor has it, sixty-four bytes a step
            if i + 16 <= b.len() {
                let w = _mm_loadu_si128(b.as_ptr().add(i).cast::<__m128i>());
                let below = _mm_cmpeq_epi8(_mm_max_epu8(w, control), control);
                let hit = _mm_or_si128(
                    _mm_or_si128(_mm_cmpeq_epi8(w, quote), _mm_cmpeq_epi8(w, slash)),
                    below,
                );
                let mask = _mm_movemask_epi8(hit) as u32;
                if mask != 0 {
                    return i + mask.trailing_zeros() as usize;
                }
                i += 16;
                if i + 64 <= b.len() && std::is_x86_feature_detected!("avx2") {
                    i = plain_run_wide(b, i);
                }
            }
            while i + 16 <= b.len() {
                let w = _mm_loadu_si128(b.as_ptr().add(i).cast::<__m128i>());
                let below = _mm_cmpeq_epi8(_mm_max_epu8(w, control), control);
                let hit = _mm_or_si128(
                    _mm_or_si128(_mm_cmpeq_epi8(w, quote), _mm_cmpeq_epi8(w, slash)),
                    below,
                );
                let mask = _mm_movemask_epi8(hit) as u32;
                if mask != 0 {
                    return i + mask.trailing_zeros() as usize;
                }
                i += 16;
            }
        }
    }
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    while let Some(chunk) = b.get(i..i + 8) {
        let w = u64::from_le_bytes(chunk.try_into().unwrap_or([0; 8]));
        let quote = w ^ (ONES * u64::from(b'"'));
        let slash = w ^ (ONES * u64::from(b'\\'));
        let found = (quote.wrapping_sub(ONES) & !quote)
            | (slash.wrapping_sub(ONES) & !slash)
            | (w.wrapping_sub(ONES * 0x20) & !w);
        let found = found & HIGH;
        if found != 0 {
            return i + (found.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    i
}

/// `plain_run` sixty-four bytes a step with AVX2: the first hit from `i`, or where fewer than
/// sixty-four bytes are left (the caller goes on from there). `unsafe` (not a safe function
/// with a target feature, which needs Rust 1.86): call it only where AVX2 was detected.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn plain_run_wide(b: &[u8], mut i: usize) -> usize {
    use std::arch::x86_64::{
        __m256i, _mm256_cmpeq_epi8, _mm256_loadu_si256, _mm256_max_epu8, _mm256_movemask_epi8,
        _mm256_or_si256, _mm256_set1_epi8,
    };
    let quote = _mm256_set1_epi8(b'"' as i8);
    let slash = _mm256_set1_epi8(b'\\' as i8);
    let control = _mm256_set1_epi8(0x1f);
    let hits = |w: __m256i| {
        let below = _mm256_cmpeq_epi8(_mm256_max_epu8(w, control), control);
        let hit = _mm256_or_si256(
            _mm256_or_si256(_mm256_cmpeq_epi8(w, quote), _mm256_cmpeq_epi8(w, slash)),
            below,
        );
        _mm256_movemask_epi8(hit) as u32
    };
    while i + 64 <= b.len() {
        // SAFETY: the loop condition keeps the two unaligned 32-byte loads inside `b`.
        let (low, high) = unsafe {
            let p = b.as_ptr().add(i);
            (
                _mm256_loadu_si256(p.cast::<__m256i>()),
                _mm256_loadu_si256(p.add(32).cast::<__m256i>()),
            )
        };
        let mask = u64::from(hits(low)) | (u64::from(hits(high)) << 32);
        if mask != 0 {
            return i + mask.trailing_zeros() as usize;
        }
        i += 64;
    }
    i
}

/// A type read from JSON text, checked as it is read: `None` when the text is not a valid
/// document of the type (or holds something the reader leaves to the long way).
pub trait Read: Sized {
    fn read(r: &mut Reader<'_>) -> Option<Self>;
}

impl<T: Read> Read for Box<T> {
    #[inline]
    fn read(r: &mut Reader<'_>) -> Option<Self> {
        T::read(r).map(Box::new)
    }
}

/// JSON text parsed into a `Value` (key order kept) for the long way: text nested deeper than
/// serde_json parses is one `maxDepth` problem at the first array or object past its limit,
/// other bad text one `json` problem.
pub fn parse_text(text: &str) -> Result<Value, DecodeError> {
    serde_json::from_str(text).map_err(|err| match too_deep_in(text) {
        Some(pointer) => DecodeError {
            problems: vec![max_depth(&pointer, SERDE_DEPTH)],
        },
        None => DecodeError::at("", "json", err.to_string()),
    })
}

/// How many arrays and objects serde_json lets nest around a value it parses.
const SERDE_DEPTH: u32 = 127;

/// The pointer of the first array or object in `text` nested inside `SERDE_DEPTH` others, if
/// any: a scan of the brackets that keeps the keys and indices on the way (no recursion).
fn too_deep_in(text: &str) -> Option<String> {
    enum Step {
        Key(String),
        Index(usize),
    }
    let b = text.as_bytes();
    let mut path: Vec<Step> = Vec::new();
    let mut expect_key = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'{' | b'[' => {
                if path.len() as u32 >= SERDE_DEPTH {
                    let mut pointer = String::new();
                    for step in &path {
                        match step {
                            Step::Key(k) => pointer = child(&pointer, k),
                            Step::Index(n) => pointer = index(&pointer, *n),
                        }
                    }
                    return Some(pointer);
                }
                expect_key = b[i] == b'{';
                path.push(if expect_key {
                    Step::Key(String::new())
                } else {
                    Step::Index(0)
                });
            }
            b'}' | b']' => {
                path.pop();
            }
            b',' => match path.last_mut() {
                Some(Step::Index(n)) => *n += 1,
                Some(Step::Key(_)) => expect_key = true,
                None => {}
            },
            b'"' => {
                let start = i;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                if expect_key {
                    let key = serde_json::from_str::<String>(text.get(start..=i)?).ok()?;
                    if let Some(Step::Key(k)) = path.last_mut() {
                        *k = key;
                    }
                    expect_key = false;
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// A whole document of type `T`: one value and nothing after it.
pub fn read_document<T: Read>(text: &str) -> Option<T> {
    let mut r = Reader::new(text);
    let value = T::read(&mut r)?;
    r.finish().then_some(value)
}

/// An array, each item read by `item`.
#[inline]
pub fn list<'a, T>(
    r: &mut Reader<'a>,
    mut item: impl FnMut(&mut Reader<'a>) -> Option<T>,
) -> Option<Vec<T>> {
    let mut out = Vec::new();
    let mut more = r.array()?;
    while more {
        out.push(item(r)?);
        more = r.next_item()?;
    }
    Some(out)
}

/// An object as a map, each value read by `item` (a duplicate key gives up).
#[inline]
pub fn map<'a, T>(
    r: &mut Reader<'a>,
    mut item: impl FnMut(&mut Reader<'a>) -> Option<T>,
) -> Option<indexmap::IndexMap<String, T>> {
    let mut more = r.object()?;
    let mut out = if more {
        indexmap::IndexMap::with_capacity(SMALL_OBJECT)
    } else {
        indexmap::IndexMap::new()
    };
    while more {
        let key = r.key()?.into_owned();
        let value = item(r)?;
        if out.insert(key, value).is_some() {
            return None;
        }
        more = r.next_member()?;
    }
    Some(out)
}

/// A value already checked against its schema, moved into its type (no copy of its strings);
/// `None` where the typed walk (`Json::from_json`) would fail.
pub trait Take: Sized {
    fn take(value: Value) -> Option<Self>;
}

impl Take for String {
    #[inline]
    fn take(value: Value) -> Option<Self> {
        match value {
            Value::String(s) => Some(s),
            _ => None,
        }
    }
}

impl Take for bool {
    fn take(value: Value) -> Option<Self> {
        value.as_bool()
    }
}

impl Take for i64 {
    fn take(value: Value) -> Option<Self> {
        <i64 as Json>::from_json(&value, &Path::Root).ok()
    }
}

impl Take for f64 {
    fn take(value: Value) -> Option<Self> {
        value.as_f64()
    }
}

impl Take for serde_json::Number {
    fn take(value: Value) -> Option<Self> {
        match value {
            Value::Number(n) => Some(n),
            _ => None,
        }
    }
}

impl Take for Value {
    #[inline]
    fn take(value: Value) -> Option<Self> {
        Some(value)
    }
}

impl<T: Take> Take for Vec<T> {
    fn take(value: Value) -> Option<Self> {
        match value {
            Value::Array(items) => items.into_iter().map(T::take).collect(),
            _ => None,
        }
    }
}

impl<T: Take> Take for indexmap::IndexMap<String, T> {
    fn take(value: Value) -> Option<Self> {
        match value {
            Value::Object(map) => map.into_iter().map(|(k, v)| Some((k, T::take(v)?))).collect(),
            _ => None,
        }
    }
}

impl<T: Take> Take for Option<T> {
    fn take(value: Value) -> Option<Self> {
        match value {
            Value::Null => Some(None),
            v => T::take(v).map(Some),
        }
    }
}

impl<T: Take> Take for Box<T> {
    fn take(value: Value) -> Option<Self> {
        T::take(value).map(Box::new)
    }
}
