//! `format` as an assertion (only where a validator asks for it): every format of JSON Schema
//! 2020-12 checked against the grammar of the standard that defines it, with the readings
//! templates/python/formats.py.j2 takes (docs/DESIGN.md, "`format` as an assertion"), of which
//! this is a port. The Unicode data IDNA and NFC need (RFC 5892 derived properties, bidi
//! classes, scripts, joining forms, canonical decompositions) is not in the standard library:
//! `formats_data.rs` holds it, computed by the generator from the same Python functions, so the
//! targets give the same verdicts. The grammars are read by `regress` (ECMA-262, as the
//! TypeScript port reads them); `format: "regex"` by a reader of its own, never by an engine.

#[path = "formats_data.rs"]
mod data;

use std::sync::LazyLock;

/// Whether the string `value` is of format `name`; an unknown format passes.
pub fn format_ok(name: &str, value: &str) -> bool {
    match name {
        "date-time" => date_time(value),
        "date" => date(value),
        "time" => time(value),
        "duration" => test(&DURATION, value),
        "email" => mailbox(value, false),
        "idn-email" => mailbox(value, true),
        "hostname" => domain(value.split('.'), false),
        "idn-hostname" => domain(value.split(['.', '\u{3002}', '\u{ff0e}', '\u{ff61}']), true),
        "ipv4" => test(&IPV4, value),
        "ipv6" => ipv6(value),
        "uri" => uri_reference_ok(value, false, true),
        "uri-reference" => uri_reference_ok(value, false, false),
        "iri" => uri_reference_ok(value, true, true),
        "iri-reference" => uri_reference_ok(value, true, false),
        "uri-template" => test(&URI_TEMPLATE, value),
        "json-pointer" => test(&JSON_POINTER, value),
        "relative-json-pointer" => test(&RELATIVE_JSON_POINTER, value),
        "regex" => EcmaPattern::new(value).well_formed(),
        "uuid" => test(&UUID, value),
        _ => true,
    }
}

type Rule = LazyLock<regress::Regex>;

/// `source` matching a whole string, in Unicode mode.
fn full(source: &str) -> regress::Regex {
    regress::Regex::with_flags(&format!("^(?:{source})$"), "u").expect("a format's own rule")
}

fn test(rule: &Rule, text: &str) -> bool {
    rule.find(text).is_some()
}

/// The capture groups of `rule` on `text`, the first at 0 (a group that took no part is "").
fn groups<'t>(rule: &Rule, text: &'t str) -> Option<Vec<&'t str>> {
    let found = rule.find(text)?;
    let text_of = |g: &Option<std::ops::Range<usize>>| g.clone().map_or("", |r| &text[r]);
    Some(found.captures.iter().map(text_of).collect())
}

fn number(digits: &str) -> i64 {
    digits.parse().unwrap_or(0) // at most four ASCII digits, the rules say
}

// --- dates and times: RFC 3339 section 5.6; durations: RFC 3339 appendix A -------------------

const FULL_DATE: &str = "([0-9]{4})-([0-9]{2})-([0-9]{2})";
const FULL_TIME: &str =
    "([0-9]{2}):([0-9]{2}):([0-9]{2})(?:[.][0-9]+)?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))";
static DATE: Rule = LazyLock::new(|| full(FULL_DATE));
static TIME: Rule = LazyLock::new(|| full(FULL_TIME));
static DATE_TIME: Rule = LazyLock::new(|| full(&format!("{FULL_DATE}[Tt]{FULL_TIME}")));

fn date_ok(parts: &[&str]) -> bool {
    let (y, m, d) = (number(parts[0]), number(parts[1]), number(parts[2]));
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0); // RFC 3339 appendix C
    let february = if leap { 29 } else { 28 };
    let days = [31, february, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    (1..=12).contains(&m) && d >= 1 && d <= days[(m - 1) as usize]
}

/// hour, minute, second, then the offset's sign, hour and minute ("" when "Z").
fn time_ok(parts: &[&str]) -> bool {
    let (h, m, s) = (number(parts[0]), number(parts[1]), number(parts[2]));
    let (oh, om) = (number(parts[4]), number(parts[5]));
    if h > 23 || m > 59 || s > 60 || oh > 23 || om > 59 {
        return false;
    }
    // a leap second is the 61st second of 23:59 UTC, whatever the local time that reads it
    let sign = if parts[3] == "-" { -1 } else { 1 };
    let utc = (h * 60 + m - sign * (oh * 60 + om)).rem_euclid(24 * 60);
    s < 60 || utc == 23 * 60 + 59
}

fn date(value: &str) -> bool {
    groups(&DATE, value).is_some_and(|g| date_ok(&g[0..3]))
}

fn time(value: &str) -> bool {
    groups(&TIME, value).is_some_and(|g| time_ok(&g[0..6]))
}

fn date_time(value: &str) -> bool {
    groups(&DATE_TIME, value).is_some_and(|g| date_ok(&g[0..3]) && time_ok(&g[3..9]))
}

// The appendix A rules as written (units in order, none skipped inside the date or time part,
// weeks alone, no fractions); ABNF literals are case-insensitive, spelled as classes so that no
// non-ASCII letter folds onto one.
static DURATION: Rule = LazyLock::new(|| {
    let second = "[0-9]+[Ss]";
    let minute = format!("[0-9]+[Mm](?:{second})?");
    let hour = format!("[0-9]+[Hh](?:{minute})?");
    let time = format!("[Tt](?:{hour}|{minute}|{second})");
    let day = "[0-9]+[Dd]";
    let month = format!("[0-9]+[Mm](?:{day})?");
    let year = format!("[0-9]+[Yy](?:{month})?");
    let date = format!("(?:{day}|{month}|{year})(?:{time})?");
    full(&format!("[Pp](?:{date}|{time}|[0-9]+[Ww])"))
});

// --- IP addresses: RFC 2673 section 3.2 dotted quads, RFC 4291 section 2.2 ------------------

const DEC_OCTET: &str = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"; // no leading zeros
static IPV4: Rule = LazyLock::new(|| full(&format!("{DEC_OCTET}(?:[.]{DEC_OCTET}){{3}}")));
static HEX_GROUP: Rule = LazyLock::new(|| full("[0-9A-Fa-f]{1,4}"));

fn ipv6(value: &str) -> bool {
    match ipv6_parts(value) {
        Some((groups, true)) => groups <= 7, // "::" stands for one group or more
        Some((groups, false)) => groups == 8,
        None => false,
    }
}

/// (how many 16-bit groups are written out, whether "::" stands for the others), or None when
/// `value` is not in one of the text forms of RFC 4291 section 2.2 (no zone, no prefix).
fn ipv6_parts(value: &str) -> Option<(usize, bool)> {
    let (sides, compressed) = match value.split_once("::") {
        Some((head, tail)) if !tail.contains("::") => (vec![head, tail], true),
        Some(_) => return None,
        None => (vec![value], false),
    };
    let mut groups = 0;
    for (index, side) in sides.iter().enumerate() {
        if compressed && side.is_empty() {
            continue;
        }
        let mut fields: Vec<&str> = side.split(':').collect();
        if index == sides.len() - 1 && fields[fields.len() - 1].contains('.') {
            // a dotted quad may end an address
            if !test(&IPV4, fields.pop().unwrap_or_default()) {
                return None;
            }
            groups += 2;
        }
        if !fields.iter().all(|f| test(&HEX_GROUP, f)) {
            return None;
        }
        groups += fields.len();
    }
    Some((groups, compressed))
}

// --- host names: RFC 1123 section 2.1, internationalized: RFC 5890 to 5893 (IDNA2008) --------

static LDH_LABEL: Rule = LazyLock::new(|| full("[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"));

/// A host name's labels: LDH (a label starting "xn--" must be an A-label, the Punycode form of
/// a valid U-label), or with `unicode` U-labels too; no trailing dot.
fn domain<'a>(labels: impl Iterator<Item = &'a str>, unicode: bool) -> bool {
    let mut ascii_labels: Vec<String> = Vec::new();
    let mut unicode_labels: Vec<Vec<char>> = Vec::new();
    for label in labels {
        if label.is_ascii() {
            if label.len() > 63 || !test(&LDH_LABEL, label) {
                return false;
            }
            let decoded = if label.len() >= 4 && label[..4].eq_ignore_ascii_case("xn--") {
                match a_label(&label.to_ascii_lowercase()) {
                    Some(decoded) => decoded,
                    None => return false,
                }
            } else {
                label.chars().collect()
            };
            ascii_labels.push(label.to_string());
            unicode_labels.push(decoded);
        } else if unicode && u_label(&label.chars().collect::<Vec<_>>()) {
            let encoded = punycode_encode(&label.chars().collect::<Vec<_>>());
            if encoded.len() + 4 > 63 {
                return false;
            }
            ascii_labels.push(format!("xn--{encoded}"));
            unicode_labels.push(label.chars().collect());
        } else {
            return false;
        }
    }
    // 255 octets on the wire: a length octet per label and the root's, so 253 characters of text
    if ascii_labels.join(".").len() > 253 {
        return false;
    }
    // RFC 5893: once one label is right-to-left, every label of the name must pass the Bidi rule
    if unicode_labels.iter().any(|l| right_to_left(l)) {
        return unicode_labels.iter().all(|l| bidi_ok(l));
    }
    true
}

/// The U-label that `label` (lower case, "xn--" prefix) encodes, or None when it is not the
/// Punycode form of a valid U-label, written the one way Punycode writes it.
fn a_label(label: &str) -> Option<Vec<char>> {
    let decoded = punycode_decode(&label[4..])?;
    if decoded.iter().all(char::is_ascii) || !u_label(&decoded) {
        return None;
    }
    (punycode_encode(&decoded) == label[4..]).then_some(decoded)
}

/// The value of the run of `starts` that `code` falls in.
fn value_at(starts: &[u32], values: &[u8], code: char) -> u8 {
    values[starts.partition_point(|&s| s <= code as u32) - 1]
}

/// RFC 5891 section 4.2.3 on a label of Unicode text: hyphen rules, no leading combining mark,
/// every code point allowed by RFC 5892 (with its context rule if it has one), NFC.
fn u_label(label: &[char]) -> bool {
    let (Some(&first), Some(&last)) = (label.first(), label.last()) else {
        return false;
    };
    if first == '-' || last == '-' || label.get(2..4) == Some(&['-', '-']) {
        return false;
    }
    if value_at(data::MARKS_STARTS, data::MARKS_VALUES, first) == 1 {
        return false;
    }
    let allowed = (0..label.len()).all(|i| match idna_property(label[i]) {
        1 => true,
        2 => contextj_ok(label, i),
        3 => contexto_ok(label, i),
        _ => false,
    });
    // last: `is_nfc` knows the decompositions of allowed code points only, no Hangul syllable's
    allowed && is_nfc(label)
}

/// The RFC 5892 property: 0 disallowed, 1 PVALID, 2 CONTEXTJ, 3 CONTEXTO.
fn idna_property(c: char) -> u8 {
    value_at(data::IDNA_STARTS, data::IDNA_VALUES, c)
}

fn combining(c: char) -> u8 {
    value_at(data::COMBINING_CLASS_STARTS, data::COMBINING_CLASS_VALUES, c)
}

/// Whether the label is in Normalization Form C (UAX 15): decomposed, put in canonical order,
/// composed again, it is what it was.
fn is_nfc(label: &[char]) -> bool {
    let mut points: Vec<u32> = Vec::new();
    for &c in label {
        let found = data::DECOMPOSITIONS.chunks_exact(3).find(|d| d[0] == c as u32);
        match found {
            Some(d) => {
                let (at, len) = (d[1] as usize, d[2] as usize);
                points.extend_from_slice(&data::DECOMPOSITIONS_POINTS[at..at + len]);
            }
            None => points.push(c as u32),
        }
    }
    let class = |p: u32| char::from_u32(p).map_or(0, combining);
    let mut at = 0;
    while at < points.len() {
        let start = at;
        while at < points.len() && class(points[at]) != 0 {
            at += 1;
        }
        points[start..at].sort_by_key(|&p| class(p)); // stable: equal classes keep their order
        at += 1;
    }
    let mut out: Vec<u32> = Vec::new();
    let mut starter: Option<usize> = None;
    for p in points {
        let cc = class(p);
        if let Some(s) = starter {
            let last = class(out[out.len() - 1]);
            let blocked = out.len() - 1 != s && (last == 0 || last >= cc);
            let pair = data::COMPOSITIONS
                .chunks_exact(3)
                .find(|t| t[0] == out[s] && t[1] == p);
            if let (false, Some(t)) = (blocked, pair) {
                out[s] = t[2];
                continue;
            }
        }
        if cc == 0 {
            starter = Some(out.len());
        }
        out.push(p);
    }
    out.iter().copied().eq(label.iter().map(|&c| c as u32))
}

/// RFC 5892 appendix A.1 and A.2: a joiner must follow a virama, or a non-joiner sit between two
/// letters that join towards it, with transparent marks in between allowed.
fn contextj_ok(label: &[char], index: usize) -> bool {
    if index > 0 && combining(label[index - 1]) == 9 {
        return true; // canonical combining class Virama
    }
    if label[index] == '\u{200d}' {
        return false;
    }
    let transparent =
        |c: char| value_at(data::TRANSPARENT_STARTS, data::TRANSPARENT_VALUES, c) == 1;
    let forms = |c: char| {
        let found = data::JOINING_FORMS.chunks_exact(2).find(|j| j[0] == c as u32);
        found.map_or(0, |j| j[1])
    };
    let before = label[..index].iter().rev().find(|&&c| !transparent(c));
    let after = label[index + 1..].iter().find(|&&c| !transparent(c));
    // Joining_Type L or D before (an initial or medial form), R or D after (final or medial)
    before.is_some_and(|&c| forms(c) & 3 != 0) && after.is_some_and(|&c| forms(c) & 6 != 0)
}

fn script(c: Option<&char>) -> &'static str {
    c.map_or("", |&c| {
        data::SCRIPT_NAMES[value_at(data::SCRIPTS_STARTS, data::SCRIPTS_VALUES, c) as usize]
    })
}

/// RFC 5892 appendix A.3 to A.9.
fn contexto_ok(label: &[char], index: usize) -> bool {
    let before = index.checked_sub(1).and_then(|i| label.get(i));
    let after = label.get(index + 1);
    match label[index] {
        '\u{b7}' => before == Some(&'l') && after == Some(&'l'), // MIDDLE DOT: Catalan "l·l"
        '\u{375}' => script(after) == "Greek",                   // KERAIA: before a Greek letter
        '\u{5f3}' | '\u{5f4}' => script(before) == "Hebrew",     // GERESH, GERSHAYIM
        '\u{30fb}' => label
            .iter()
            .any(|c| ["Hiragana", "Katakana", "Han"].contains(&script(Some(c)))),
        _ => {
            // the two sets of Arabic digits never mix
            let arabic_indic = label.iter().any(|c| ('\u{660}'..='\u{669}').contains(c));
            let extended = label.iter().any(|c| ('\u{6f0}'..='\u{6f9}').contains(c));
            !(arabic_indic && extended)
        }
    }
}

fn bidi_class(c: char) -> &'static str {
    data::BIDI_NAMES[value_at(data::BIDI_STARTS, data::BIDI_VALUES, c) as usize]
}

fn right_to_left(label: &[char]) -> bool {
    label
        .iter()
        .any(|&c| ["R", "AL", "AN"].contains(&bidi_class(c)))
}

/// The Bidi rule, RFC 5893 section 2, conditions 1 to 6.
fn bidi_ok(label: &[char]) -> bool {
    let classes: Vec<&str> = label.iter().map(|&c| bidi_class(c)).collect();
    let (allowed, ends): (&[&str], &[&str]) = match classes.first() {
        Some(&"R" | &"AL") => {
            if classes.contains(&"EN") && classes.contains(&"AN") {
                return false;
            }
            (
                &["R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"],
                &["R", "AL", "EN", "AN"],
            )
        }
        Some(&"L") => (
            &["L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"],
            &["L", "EN"],
        ),
        _ => return false,
    };
    let last = classes.iter().rev().find(|&&c| c != "NSM"); // the first is not NSM
    classes.iter().all(|c| allowed.contains(c)) && last.is_some_and(|c| ends.contains(c))
}

// Punycode, RFC 3492, as Python's codec reads and writes it.

fn adapt(delta: u64, points: u64, first: bool) -> u64 {
    let mut d = if first { delta / 700 } else { delta / 2 };
    d += d / points;
    let mut k = 0;
    while d > 455 {
        d /= 35;
        k += 36;
    }
    k + 36 * d / (d + 38)
}

fn threshold(k: u64, bias: u64) -> u64 {
    k.saturating_sub(bias).clamp(1, 26)
}

fn punycode_encode(input: &[char]) -> String {
    let digit = |d: u64| {
        char::from(if d < 26 {
            b'a' + d as u8
        } else {
            b'0' + d as u8 - 26
        })
    };
    let mut out: String = input.iter().filter(|c| c.is_ascii()).collect();
    let basic = out.len() as u64;
    let mut handled = basic;
    if basic > 0 {
        out.push('-');
    }
    let (mut n, mut delta, mut bias) = (0x80u64, 0u64, 72u64);
    while handled < input.len() as u64 {
        let m = input
            .iter()
            .map(|&c| c as u64)
            .filter(|&c| c >= n)
            .min()
            .unwrap_or(n);
        delta += (m - n) * (handled + 1);
        n = m;
        for &c in input {
            let c = c as u64;
            if c < n {
                delta += 1;
            }
            if c == n {
                let mut q = delta;
                let mut k = 36;
                loop {
                    let t = threshold(k, bias);
                    if q < t {
                        break;
                    }
                    out.push(digit(t + (q - t) % (36 - t)));
                    q = (q - t) / (36 - t);
                    k += 36;
                }
                out.push(digit(q));
                bias = adapt(delta, handled + 1, handled == basic);
                delta = 0;
                handled += 1;
            }
        }
        delta += 1;
        n += 1;
    }
    out
}

/// None where Python's codec raises (and where it would decode a surrogate, which no label
/// may hold).
fn punycode_decode(text: &str) -> Option<Vec<char>> {
    let (mut base, extended): (Vec<char>, &[u8]) = match text.rfind('-') {
        Some(cut) => (text[..cut].chars().collect(), &text.as_bytes()[cut + 1..]),
        None => (Vec::new(), text.as_bytes()),
    };
    let (mut code, mut pos, mut bias, mut at) = (0x80u64, 0u64, 72u64, 0usize);
    let mut first = true;
    while at < extended.len() {
        // one generalized variable-length integer
        let (mut result, mut w, mut k) = (0u64, 1u64, 36u64);
        loop {
            let c = extended.get(at)?.to_ascii_uppercase();
            at += 1;
            let d = match c {
                b'A'..=b'Z' => u64::from(c - b'A'),
                b'0'..=b'9' => u64::from(c) - 22,
                _ => return None,
            };
            let t = threshold(k, bias);
            result = result.checked_add(d.checked_mul(w)?)?;
            if d < t {
                break;
            }
            w = w.checked_mul(36 - t)?;
            k += 36;
        }
        // Python's `pos` starts at -1: here it is one more, with the first insertion's +1 taken
        pos = pos.checked_add(result + u64::from(!first))?;
        let len = base.len() as u64 + 1;
        code = code.checked_add(pos / len)?;
        pos %= len;
        base.insert(pos as usize, char::from_u32(u32::try_from(code).ok()?)?);
        bias = adapt(result, base.len() as u64, first);
        first = false;
    }
    Some(base)
}

// --- e-mail addresses: RFC 5321 section 4.1.2 `Mailbox`, RFC 6531 section 3.3 ---------------

fn local_part_rule(extra: &str) -> regress::Regex {
    let atom = format!("[A-Za-z0-9!#$%&'*+/=?^_`{{|}}~{extra}\\-]+");
    let quoted = format!("\"(?:[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e{extra}]|\\\\[\\x20-\\x7e])*\"");
    full(&format!("{atom}(?:[.]{atom})*|{quoted}"))
}

static LOCAL_PART: Rule = LazyLock::new(|| local_part_rule(""));
// RFC 6531 adds UTF8-non-ascii: any code point but ASCII (a Rust string holds no surrogate)
static UTF8_LOCAL_PART: Rule = LazyLock::new(|| local_part_rule("\\u{80}-\\u{10ffff}"));

/// `Local-part "@" ( Domain / address-literal )`; with `utf8`, RFC 6531 adds non-ASCII to
/// atoms and quoted strings and U-labels to the domain. Lengths per RFC 5321 section 4.5.3.1,
/// in octets of UTF-8.
fn mailbox(value: &str, utf8: bool) -> bool {
    let Some((local, host)) = value.rsplit_once('@') else {
        return false;
    };
    if !test(if utf8 { &UTF8_LOCAL_PART } else { &LOCAL_PART }, local) {
        return false;
    }
    if let Some(literal) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        let tagged = literal.get(..5).filter(|t| t.eq_ignore_ascii_case("ipv6:"));
        if tagged.is_some() {
            // RFC 5321's IPv6-comp: there "::" stands for two groups or more
            match ipv6_parts(&literal[5..]) {
                Some((groups, true)) if groups <= 6 => {}
                Some((8, false)) => {}
                _ => return false,
            }
        } else if !test(&IPV4, literal) {
            return false;
        }
    } else if !domain(host.split('.'), utf8) {
        return false;
    }
    local.len() <= 64 && value.len() <= 254
}

// --- URIs and IRIs: RFC 3986 and RFC 3987 ----------------------------------------------------

const PCT_ENCODED: &str = "%[0-9A-Fa-f][0-9A-Fa-f]";
const UNRESERVED: &str = "\\-A-Za-z0-9._~";
const SUB_DELIMS: &str = "!$&'()*+,;=";
// RFC 3987 section 2.2: the characters an IRI may hold unencoded, and the private-use ones
// allowed in its query only
static UCSCHAR: LazyLock<String> = LazyLock::new(|| {
    let planes: String = (1..=0xd)
        .map(|p| format!("\\u{{{p:x}0000}}-\\u{{{p:x}fffd}}"))
        .collect();
    format!("\\xa0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef{planes}\\u{{e1000}}-\\u{{efffd}}")
});
const IPRIVATE: &str = "\\ue000-\\uf8ff\\u{f0000}-\\u{ffffd}\\u{100000}-\\u{10fffd}";
// RFC 3986 appendix B: any string without a line break splits into scheme, authority, path,
// query and fragment
static URI_SPLIT: Rule = LazyLock::new(|| {
    full("(?:([^:/?#\\n]+):)?(?://([^/?#\\n]*))?([^?#\\n]*)(?:[?]([^#\\n]*))?(?:#([^\\n]*))?")
});

struct UriRules {
    authority: regress::Regex,
    path: regress::Regex,
    query: regress::Regex,
    fragment: regress::Regex,
}

fn uri_rules(unreserved: &str, private: &str) -> UriRules {
    let pchar = format!("(?:[{unreserved}{SUB_DELIMS}:@]|{PCT_ENCODED})");
    let userinfo = format!("(?:[{unreserved}{SUB_DELIMS}:]|{PCT_ENCODED})*");
    let reg_name = format!("(?:[{unreserved}{SUB_DELIMS}]|{PCT_ENCODED})*");
    UriRules {
        // `[ userinfo "@" ] host [ ":" port ]`, the host an IP literal in brackets or a reg-name
        authority: full(&format!(
            "(?:{userinfo}@)?(\\[[^\\]]*\\]|{reg_name})(?::[0-9]*)?"
        )),
        path: full(&format!("(?:{pchar}|/)*")),
        query: full(&format!("(?:{pchar}|[/?{private}])*")),
        fragment: full(&format!("(?:{pchar}|[/?])*")),
    }
}

static URI_RULES: LazyLock<UriRules> = LazyLock::new(|| uri_rules(UNRESERVED, ""));
static IRI_RULES: LazyLock<UriRules> =
    LazyLock::new(|| uri_rules(&format!("{UNRESERVED}{}", *UCSCHAR), IPRIVATE));
static SCHEME: Rule = LazyLock::new(|| full("[A-Za-z][A-Za-z0-9+.-]*"));
static IP_FUTURE: Rule =
    LazyLock::new(|| full(&format!("[Vv][0-9A-Fa-f]+[.][{UNRESERVED}{SUB_DELIMS}:]+")));

/// RFC 3986 `URI` (`absolute`) or `URI-reference`; with `iri`, RFC 3987 `IRI` or
/// `IRI-reference`: split as appendix B does, each component then held to its own rule.
fn uri_reference_ok(value: &str, iri: bool, absolute: bool) -> bool {
    let Some(split) = URI_SPLIT.find(value) else {
        return false; // a line break, which no component allows
    };
    let part = |i: usize| split.group(i).map(|r| &value[r]);
    let rules: &UriRules = if iri { &IRI_RULES } else { &URI_RULES };
    let path = part(3).unwrap_or_default();
    match part(1) {
        // a relative reference; a colon in its first segment would make that segment a scheme
        None if absolute
            || (part(2).is_none() && path.split('/').next().unwrap_or_default().contains(':')) =>
        {
            return false;
        }
        Some(scheme) if !test(&SCHEME, scheme) => return false,
        _ => {}
    }
    if let Some(authority) = part(2) {
        let Some(host) = rules.authority.find(authority) else {
            return false;
        };
        let name = &authority[host.group(1).unwrap_or_default()];
        if let Some(inside) = name.strip_prefix('[').and_then(|n| n.strip_suffix(']')) {
            if !(ipv6(inside) || test(&IP_FUTURE, inside)) {
                return false;
            }
        }
    }
    rules.path.find(path).is_some()
        && part(4).is_none_or(|q| rules.query.find(q).is_some())
        && part(5).is_none_or(|f| rules.fragment.find(f).is_some())
}

// RFC 6570 section 2, any level: literals and expressions
static URI_TEMPLATE: Rule = LazyLock::new(|| {
    let literal = format!(
        "(?:[\\x21\\x23\\x24\\x26\\x28-\\x3b\\x3d\\x3f-\\x5b\\x5d\\x5f\\x61-\\x7a\\x7e{}{IPRIVATE}]|{PCT_ENCODED})",
        *UCSCHAR
    );
    let varchar = format!("(?:[A-Za-z0-9_]|{PCT_ENCODED})");
    let varspec = format!("{varchar}(?:[.]?{varchar})*(?::[1-9][0-9]{{0,3}}|[*])?");
    full(&format!(
        "(?:{literal}|\\{{[+#./;?&=,!@|]?{varspec}(?:,{varspec})*\\}})*"
    ))
});

// --- JSON pointers: RFC 6901; Relative JSON Pointers: draft-bhutton-relative-json-pointer-00 -

const JSON_POINTER_RULE: &str = "(?:/(?:[^/~]|~[01])*)*";
static JSON_POINTER: Rule = LazyLock::new(|| full(JSON_POINTER_RULE));
static RELATIVE_JSON_POINTER: Rule = LazyLock::new(|| {
    full(&format!(
        "(?:0|[1-9][0-9]*)(?:[+-][1-9][0-9]*)?(?:#|{JSON_POINTER_RULE})"
    ))
});

// --- UUIDs: RFC 4122 section 3 (any version and variant) ---------------------------------------

static UUID: Rule = LazyLock::new(|| {
    full("[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}")
});

// --- regular expressions: ECMA-262 --------------------------------------------------------------

// The names \p{...} accepts (ECMA-262's tables of General_Category values and of binary
// properties, aliases included); Script values are checked for shape only.
const ECMA_GENERAL_CATEGORIES: &str = "C Other Cc Control cntrl Cf Format Cn Unassigned Co \
    Private_Use Cs Surrogate L Letter LC Cased_Letter Ll Lowercase_Letter Lm Modifier_Letter Lo \
    Other_Letter Lt Titlecase_Letter Lu Uppercase_Letter M Mark Combining_Mark Mc Spacing_Mark \
    Me Enclosing_Mark Mn Nonspacing_Mark N Number Nd Decimal_Number digit Nl Letter_Number No \
    Other_Number P Punctuation punct Pc Connector_Punctuation Pd Dash_Punctuation Pe \
    Close_Punctuation Pf Final_Punctuation Pi Initial_Punctuation Po Other_Punctuation Ps \
    Open_Punctuation S Symbol Sc Currency_Symbol Sk Modifier_Symbol Sm Math_Symbol So \
    Other_Symbol Z Separator Zl Line_Separator Zp Paragraph_Separator Zs Space_Separator";
const ECMA_BINARY_PROPERTIES: &str = "ASCII ASCII_Hex_Digit AHex Alphabetic Alpha Any Assigned \
    Bidi_Control Bidi_C Bidi_Mirrored Bidi_M Case_Ignorable CI Cased Changes_When_Casefolded \
    CWCF Changes_When_Casemapped CWCM Changes_When_Lowercased CWL Changes_When_NFKC_Casefolded \
    CWKCF Changes_When_Titlecased CWT Changes_When_Uppercased CWU Dash \
    Default_Ignorable_Code_Point DI Deprecated Dep Diacritic Dia Emoji Emoji_Component EComp \
    Emoji_Modifier EMod Emoji_Modifier_Base EBase Emoji_Presentation EPres \
    Extended_Pictographic ExtPict Extender Ext Grapheme_Base Gr_Base Grapheme_Extend Gr_Ext \
    Hex_Digit Hex IDS_Binary_Operator IDSB IDS_Trinary_Operator IDST ID_Continue IDC ID_Start \
    IDS Ideographic Ideo Join_Control Join_C Logical_Order_Exception LOE Lowercase Lower Math \
    Noncharacter_Code_Point NChar Pattern_Syntax Pat_Syn Pattern_White_Space Pat_WS \
    Quotation_Mark QMark Radical Regional_Indicator RI Sentence_Terminal STerm Soft_Dotted SD \
    Terminal_Punctuation Term Unified_Ideograph UIdeo Uppercase Upper Variation_Selector VS \
    White_Space space XID_Continue XIDC XID_Start XIDS";

fn listed(list: &str, name: &str) -> bool {
    list.split_ascii_whitespace().any(|n| n == name)
}

/// Whether `digits` (ASCII digits) is a larger number than `other`, at any length.
fn larger(digits: &str, other: &str) -> bool {
    let (a, b) = (
        digits.trim_start_matches('0'),
        other.trim_start_matches('0'),
    );
    (a.len(), a) > (b.len(), b)
}

/// Not well formed (the reading stops at the first such place).
struct Malformed;

type Read<T> = Result<T, Malformed>;

/// A recursive-descent reader of the ECMA-262 (2025) `Pattern` grammar in Unicode mode, with its
/// early errors (Python's `_EcmaPattern`, ported). It only decides whether a pattern is well
/// formed. Group names are read as Python's `isidentifier` reads them (XID_Start, XID_Continue).
struct EcmaPattern {
    chars: Vec<char>,
    at: usize,
    groups: u64,
    names: Vec<String>,
    backrefs: Vec<u64>,
    named_backrefs: Vec<String>,
}

impl EcmaPattern {
    fn new(source: &str) -> Self {
        EcmaPattern {
            chars: source.chars().collect(),
            at: 0,
            groups: 0,
            names: Vec::new(),
            backrefs: Vec::new(),
            named_backrefs: Vec::new(),
        }
    }

    fn well_formed(mut self) -> bool {
        self.disjunction().is_ok()
            && self.at == self.chars.len() // an unopened ")" stops the reading early
            && self.backrefs.iter().all(|&n| n <= self.groups)
            && self.named_backrefs.iter().all(|n| self.names.contains(n))
    }

    fn eat(&mut self, text: &str) -> bool {
        let mut at = self.at;
        for c in text.chars() {
            if self.chars.get(at) != Some(&c) {
                return false;
            }
            at += 1;
        }
        self.at = at;
        true
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn next_char(&mut self) -> Read<char> {
        let c = self.peek().ok_or(Malformed)?;
        self.at += 1;
        Ok(c)
    }

    /// The characters from here on that `take` accepts, at least one.
    fn run(&mut self, take: impl Fn(char) -> bool) -> Read<String> {
        let start = self.at;
        while self.peek().is_some_and(&take) {
            self.at += 1;
        }
        if self.at == start {
            return Err(Malformed);
        }
        Ok(self.chars[start..self.at].iter().collect())
    }

    /// The group names it holds; alternatives may share names, terms of one may not.
    fn disjunction(&mut self) -> Read<Vec<String>> {
        let mut names = self.alternative()?;
        while self.eat("|") {
            names.extend(self.alternative()?);
        }
        Ok(names)
    }

    fn alternative(&mut self) -> Read<Vec<String>> {
        let mut names: Vec<String> = Vec::new();
        while self.peek().is_some_and(|c| c != '|' && c != ')') {
            for name in self.term()? {
                if names.contains(&name) {
                    return Err(Malformed); // a group name used twice
                }
                names.push(name);
            }
        }
        Ok(names)
    }

    fn term(&mut self) -> Read<Vec<String>> {
        if self.eat("^") || self.eat("$") || self.eat("\\b") || self.eat("\\B") {
            return Ok(Vec::new());
        }
        if self.eat("(?=") || self.eat("(?!") || self.eat("(?<=") || self.eat("(?<!") {
            let names = self.disjunction()?;
            if !self.eat(")") {
                return Err(Malformed);
            }
            return Ok(names); // assertions take no quantifier in Unicode mode
        }
        let names = self.atom()?;
        if self.eat("*") || self.eat("+") || self.eat("?") {
            self.eat("?");
        } else if self.eat("{") {
            let low = self.run(|c| c.is_ascii_digit())?;
            self.eat(","); // without it no digit follows, and `high` is empty
            let high = self.run(|c| c.is_ascii_digit()).unwrap_or_default();
            if !self.eat("}") {
                return Err(Malformed);
            }
            if !high.is_empty() && larger(&low, &high) {
                return Err(Malformed); // quantifier bounds out of order
            }
            self.eat("?");
        }
        Ok(names)
    }

    fn atom(&mut self) -> Read<Vec<String>> {
        match self.next_char()? {
            '(' => return self.group(),
            '[' => self.character_class()?,
            '\\' => self.atom_escape()?,
            '*' | '+' | '?' | '{' | '}' | ']' => return Err(Malformed),
            _ => {}
        }
        Ok(Vec::new())
    }

    fn group(&mut self) -> Read<Vec<String>> {
        let mut name = None;
        if self.eat("?<") {
            name = Some(self.group_name()?);
            self.groups += 1;
        } else if self.eat("?") {
            // "(?:" or modifiers, as in "(?i-s:"
            let on = self.run(|c| "ims".contains(c)).unwrap_or_default();
            let dash = self.eat("-"); // without it no flag follows, and `off` is empty
            let off = self.run(|c| "ims".contains(c)).unwrap_or_default();
            if !self.eat(":") {
                return Err(Malformed);
            }
            let flags = on + &off;
            let unique = flags.chars().all(|f| flags.matches(f).count() == 1);
            if !unique || (dash && flags.is_empty()) {
                return Err(Malformed);
            }
        } else {
            self.groups += 1;
        }
        let mut names = self.disjunction()?;
        if !self.eat(")") {
            return Err(Malformed);
        }
        if let Some(name) = name {
            if names.contains(&name) {
                return Err(Malformed);
            }
            self.names.push(name.clone());
            names.push(name);
        }
        Ok(names)
    }

    /// `RegExpIdentifierName ">"`, escapes resolved.
    fn group_name(&mut self) -> Read<String> {
        let mut name: Vec<char> = Vec::new();
        while !self.eat(">") {
            let c = if self.eat("\\u") {
                char::from_u32(self.unicode_escape()?)
            } else {
                Some(self.next_char()?)
            };
            name.push(c.unwrap_or('\u{fffd}')); // a lone surrogate: never part of a name
        }
        let kind = |c: char| value_at(data::IDENTIFIER_STARTS, data::IDENTIFIER_VALUES, c);
        let start_ok = name
            .first()
            .is_some_and(|&c| c == '$' || c == '_' || kind(c) & 1 != 0);
        let rest_ok = name
            .iter()
            .skip(1)
            .all(|&c| "$\u{200c}\u{200d}".contains(c) || kind(c) & 2 != 0);
        if !(start_ok && rest_ok) || name.contains(&'\u{fffd}') {
            return Err(Malformed);
        }
        Ok(name.into_iter().collect())
    }

    fn atom_escape(&mut self) -> Read<()> {
        if self.eat("k") {
            if !self.eat("<") {
                return Err(Malformed);
            }
            let name = self.group_name()?;
            self.named_backrefs.push(name);
        } else if self.peek().is_some_and(|c| ('1'..='9').contains(&c)) {
            let digits = self.run(|c| c.is_ascii_digit())?;
            self.backrefs.push(digits.parse().unwrap_or(u64::MAX));
        } else {
            self.class_escape(false)?;
        }
        Ok(())
    }

    /// After a backslash: the code point it stands for, or None for a set such as \d.
    fn class_escape(&mut self, in_class: bool) -> Read<Option<u32>> {
        let c = self.next_char()?;
        Ok(Some(match c {
            'd' | 'D' | 's' | 'S' | 'w' | 'W' => return Ok(None),
            'p' | 'P' => {
                self.property()?;
                return Ok(None);
            }
            'f' => 12,
            'n' => 10,
            'r' => 13,
            't' => 9,
            'v' => 11,
            'c' => {
                let letter = self.next_char()?;
                if !letter.is_ascii_alphabetic() {
                    return Err(Malformed);
                }
                letter as u32 % 32
            }
            '0' => {
                if self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    return Err(Malformed); // octal escapes are not allowed
                }
                0
            }
            'x' => self.hex(2)?,
            'u' => self.unicode_escape()?,
            '-' if in_class => c as u32,
            'b' if in_class => 8,
            _ if "^$\\.*+?()[]{}|/".contains(c) => c as u32,
            _ => return Err(Malformed),
        }))
    }

    /// After "\p" or "\P": `{Name}` or `{Name=Value}`, the name (and value) known.
    fn property(&mut self) -> Read<()> {
        let word = |this: &mut Self| -> Read<String> {
            if !this.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                return Err(Malformed);
            }
            this.run(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        if !self.eat("{") {
            return Err(Malformed);
        }
        let name = word(self)?;
        let value = if self.eat("=") {
            word(self)?
        } else {
            String::new()
        };
        if !self.eat("}") {
            return Err(Malformed);
        }
        let known = (["General_Category", "gc"].contains(&name.as_str())
            && listed(ECMA_GENERAL_CATEGORIES, &value))
            || (["Script", "sc", "Script_Extensions", "scx"].contains(&name.as_str())
                && !value.is_empty())
            || (value.is_empty()
                && (listed(ECMA_GENERAL_CATEGORIES, &name)
                    || listed(ECMA_BINARY_PROPERTIES, &name)));
        if known {
            Ok(())
        } else {
            Err(Malformed)
        }
    }

    /// `count` hex digits.
    fn hex(&mut self, count: usize) -> Read<u32> {
        let digits = self.chars.get(self.at..self.at + count).ok_or(Malformed)?;
        let text: String = digits.iter().collect();
        if !digits.iter().all(char::is_ascii_hexdigit) {
            return Err(Malformed);
        }
        self.at += count;
        u32::from_str_radix(&text, 16).map_err(|_| Malformed)
    }

    /// After "\u": `{hex}` up to 10FFFF, or four hex digits, a surrogate pair joined.
    fn unicode_escape(&mut self) -> Read<u32> {
        if self.eat("{") {
            let digits = self.run(|c| c.is_ascii_hexdigit())?;
            let code = u32::from_str_radix(&digits, 16).unwrap_or(u32::MAX); // too large: refused
            if code > 0x10ffff || !self.eat("}") {
                return Err(Malformed);
            }
            return Ok(code);
        }
        let code = self.hex(4)?;
        if (0xd800..=0xdbff).contains(&code) {
            let back = self.at;
            if self.eat("\\u") {
                match self.hex(4) {
                    Ok(trail) if (0xdc00..=0xdfff).contains(&trail) => {
                        return Ok(0x10000 + ((code - 0xd800) << 10) + (trail - 0xdc00));
                    }
                    _ => self.at = back,
                }
            }
        }
        Ok(code)
    }

    fn character_class(&mut self) -> Read<()> {
        self.eat("^");
        while !self.eat("]") {
            let low = self.class_atom()?;
            let after = self.chars.get(self.at + 1);
            if self.peek() == Some('-') && after.is_some_and(|&c| c != ']') {
                self.at += 1;
                let high = self.class_atom()?;
                match (low, high) {
                    (Some(low), Some(high)) if low <= high => {}
                    _ => return Err(Malformed), // a bad class range
                }
            }
        }
        Ok(())
    }

    fn class_atom(&mut self) -> Read<Option<u32>> {
        match self.next_char()? {
            '\\' => self.class_escape(true),
            c => Ok(Some(c as u32)),
        }
    }
}
