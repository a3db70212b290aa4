// `format` as an assertion (only where a validator asks for it): every format of JSON Schema
// 2020-12 checked against the grammar of the standard that defines it, with the readings
// templates/python/formats.py.j2 takes (docs/DESIGN.md, "`format` as an assertion"), of which
// this is a port. The Unicode data IDNA needs (RFC 5892 derived properties, bidi classes,
// scripts, joining forms) is not in the language: `formats_data.ts` holds it, computed by the
// generator from the same Python functions, so both targets give the same verdicts. Non-strings
// and unknown formats pass. No dependencies.

import * as data from "./formats_data.js";

export function formatOk(name: string, value: unknown): boolean {
  if (typeof value !== "string") return true;
  const checker = Object.prototype.hasOwnProperty.call(FORMATS, name) ? FORMATS[name] : undefined;
  return checker === undefined || checker(value);
}

function full(source: string, flags = "u"): RegExp {
  return new RegExp("^(?:" + source + ")$", flags);
}

// --- dates and times: RFC 3339 section 5.6; durations: RFC 3339 appendix A -------------------

const FULL_DATE = "([0-9]{4})-([0-9]{2})-([0-9]{2})";
const FULL_TIME = "([0-9]{2}):([0-9]{2}):([0-9]{2})(?:[.][0-9]+)?(?:[Zz]|([+-])([0-9]{2}):([0-9]{2}))";
const DATE = full(FULL_DATE);
const TIME = full(FULL_TIME);
const DATE_TIME = full(FULL_DATE + "[Tt]" + FULL_TIME);

function dateOk(year: string, month: string, day: string): boolean {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0); // RFC 3339 appendix C
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return m >= 1 && m <= 12 && d >= 1 && d <= (days[m - 1] as number);
}

function timeOk(hour: string, minute: string, second: string, sign?: string, offsetHour?: string, offsetMinute?: string): boolean {
  const h = Number(hour);
  const m = Number(minute);
  const s = Number(second);
  const oh = offsetHour && offsetMinute ? Number(offsetHour) : 0;
  const om = offsetHour && offsetMinute ? Number(offsetMinute) : 0;
  if (h > 23 || m > 59 || s > 60 || oh > 23 || om > 59) return false;
  // a leap second is the 61st second of 23:59 UTC, whatever the local time that reads it
  const day = 24 * 60;
  const utc = (((h * 60 + m - (sign === "-" ? -1 : 1) * (oh * 60 + om)) % day) + day) % day;
  return s < 60 || utc === 23 * 60 + 59;
}

function date(value: string): boolean {
  const m = DATE.exec(value);
  return m !== null && dateOk(m[1] as string, m[2] as string, m[3] as string);
}

function time(value: string): boolean {
  const m = TIME.exec(value);
  return m !== null && timeOk(m[1] as string, m[2] as string, m[3] as string, m[4], m[5], m[6]);
}

function dateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  return m !== null && dateOk(m[1] as string, m[2] as string, m[3] as string) && timeOk(m[4] as string, m[5] as string, m[6] as string, m[7], m[8], m[9]);
}

// The appendix A rules as written (units in order, none skipped inside the date or time part,
// weeks alone, no fractions); ABNF literals are case-insensitive: the "i" flag without "u", so
// that no non-ASCII letter folds onto one.
const DURATION = (() => {
  const second = "[0-9]+S";
  const minute = "[0-9]+M(?:" + second + ")?";
  const hour = "[0-9]+H(?:" + minute + ")?";
  const timePart = "T(?:" + hour + "|" + minute + "|" + second + ")";
  const day = "[0-9]+D";
  const month = "[0-9]+M(?:" + day + ")?";
  const year = "[0-9]+Y(?:" + month + ")?";
  const datePart = "(?:" + day + "|" + month + "|" + year + ")(?:" + timePart + ")?";
  return full("P(?:" + datePart + "|" + timePart + "|[0-9]+W)", "i");
})();

// --- IP addresses: RFC 2673 section 3.2 dotted quads, RFC 4291 section 2.2 ------------------

const DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"; // no leading zeros (octal)
const IPV4 = full(DEC_OCTET + "(?:[.]" + DEC_OCTET + "){3}");
const HEX_GROUP = full("[0-9A-Fa-f]{1,4}");

function ipv4(value: string): boolean {
  return IPV4.test(value);
}

function ipv6(value: string): boolean {
  const parts = ipv6Parts(value);
  if (parts === null) return false;
  const [groups, compressed] = parts;
  return compressed ? groups <= 7 : groups === 8; // "::" stands for one group or more
}

/** [how many 16-bit groups are written out, whether "::" stands for the others], or null when
 * `value` is not in one of the text forms of RFC 4291 section 2.2 (no zone, no prefix). */
function ipv6Parts(value: string): [number, boolean] | null {
  const cut = value.indexOf("::");
  const compressed = cut >= 0;
  const head = compressed ? value.slice(0, cut) : value;
  const tail = compressed ? value.slice(cut + 2) : "";
  if (tail.includes("::")) return null;
  const sides = compressed ? [head, tail] : [head];
  let groups = 0;
  for (let index = 0; index < sides.length; index++) {
    const side = sides[index] as string;
    if (compressed && !side) continue;
    const fields = side.split(":");
    if (index === sides.length - 1 && (fields[fields.length - 1] as string).includes(".")) {
      // a dotted quad may end an address
      if (!IPV4.test(fields.pop() as string)) return null;
      groups += 2;
    }
    if (!fields.every((f) => HEX_GROUP.test(f))) return null;
    groups += fields.length;
  }
  return [groups, compressed];
}

// --- host names: RFC 1123 section 2.1, internationalized: RFC 5890 to 5893 (IDNA2008) --------

const LDH_LABEL = full("[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?");
const ASCII = /^[\x00-\x7f]*$/;

function isAscii(text: string): boolean {
  return ASCII.test(text);
}

function hostname(value: string): boolean {
  return domain(value.split("."), false);
}

function idnHostname(value: string): boolean {
  return domain(value.split(/[.\u3002\uff0e\uff61]/), true);
}

function domain(labels: string[], unicode: boolean): boolean {
  const asciiLabels: string[] = [];
  const unicodeLabels: string[] = [];
  for (const label of labels) {
    if (isAscii(label)) {
      if (label.length > 63 || !LDH_LABEL.test(label)) return false;
      const decoded = label.slice(0, 4).toLowerCase() === "xn--" ? aLabel(label.toLowerCase()) : label;
      if (decoded === null) return false;
      asciiLabels.push(label);
      unicodeLabels.push(decoded);
    } else if (unicode && uLabel(label)) {
      const encoded = punycodeEncode(label);
      if (encoded === null || encoded.length + 4 > 63) return false;
      asciiLabels.push("xn--" + encoded);
      unicodeLabels.push(label);
    } else {
      return false;
    }
  }
  // 255 octets on the wire: a length octet per label and the root's, so 253 characters of text
  if (asciiLabels.join(".").length > 253) return false;
  // RFC 5893: once one label is right-to-left, every label of the name must pass the Bidi rule
  if (unicodeLabels.some(rightToLeft)) return unicodeLabels.every(bidiOk);
  return true;
}

/** The U-label that `label` (lower case, "xn--" prefix) encodes, or null when it is not the
 * Punycode form of a valid U-label, written the one way Punycode writes it. */
function aLabel(label: string): string | null {
  const decoded = punycodeDecode(label.slice(4));
  if (decoded === null || isAscii(decoded) || !uLabel(decoded)) return null;
  return punycodeEncode(decoded) === label.slice(4) ? decoded : null;
}

function codePoints(text: string): number[] {
  return Array.from(text, (ch) => ch.codePointAt(0) as number);
}

/** RFC 5891 section 4.2.3 on a label of Unicode text: NFC, hyphen rules, no leading combining
 * mark, every code point allowed by RFC 5892 (with its context rule if it has one). */
function uLabel(label: string): boolean {
  if (!label || label.normalize("NFC") !== label) return false;
  if (label.startsWith("-") || label.endsWith("-") || label.slice(2, 4) === "--") return false;
  const points = codePoints(label);
  if (inRuns(data.MARKS, points[0] as number)) return false;
  for (let index = 0; index < points.length; index++) {
    const kind = lookup(data.IDNA, points[index] as number);
    const allowed = kind === 2 ? contextjOk(points, index) : kind === 3 ? contextoOk(points, index) : kind === 1;
    if (!allowed) return false;
  }
  return true;
}

/** The value of the run `code` falls in: runs are [start, value, start, value, ...], sorted. */
function lookup(runs: readonly number[], code: number): number {
  let low = 0;
  let high = runs.length / 2 - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((runs[mid * 2] as number) <= code) low = mid;
    else high = mid - 1;
  }
  return runs[low * 2 + 1] as number;
}

function inRuns(runs: readonly number[], code: number): boolean {
  return lookup(runs, code) === 1;
}

/** RFC 5892 appendix A.1 and A.2: a joiner must follow a virama, or a non-joiner sit between two
 * letters that join towards it, with transparent marks in between allowed. */
function contextjOk(label: number[], index: number): boolean {
  if (index > 0 && data.VIRAMAS.includes(label[index - 1] as number)) return true;
  if (label[index] === 0x200d) return false;
  let before = index - 1;
  let after = index + 1;
  while (before >= 0 && inRuns(data.TRANSPARENT, label[before] as number)) before--;
  while (after < label.length && inRuns(data.TRANSPARENT, label[after] as number)) after++;
  const forms = (code: number | undefined): string => (code === undefined ? "" : (data.JOINING_FORMS[String(code)] ?? ""));
  return (
    before >= 0 &&
    after < label.length &&
    /[im]/.test(forms(label[before])) && // Joining_Type L, D
    /[fm]/.test(forms(label[after])) // Joining_Type R, D
  );
}

function script(code: number | undefined): string {
  if (code === undefined) return "";
  return data.SCRIPT_NAMES[lookup(data.SCRIPTS, code)] ?? "";
}

/** RFC 5892 appendix A.3 to A.9. */
function contextoOk(label: number[], index: number): boolean {
  const char = label[index] as number;
  const before = index > 0 ? label[index - 1] : undefined;
  const after = index + 1 < label.length ? label[index + 1] : undefined;
  if (char === 0xb7) return before === 0x6c && after === 0x6c; // MIDDLE DOT: only in Catalan "l·l"
  if (char === 0x375) return script(after) === "Greek"; // GREEK KERAIA: before a Greek letter
  if (char === 0x5f3 || char === 0x5f4) return script(before) === "Hebrew"; // GERESH, GERSHAYIM
  if (char === 0x30fb) return label.some((c) => ["Hiragana", "Katakana", "Han"].includes(script(c)));
  const arabicIndic = label.some((c) => c >= 0x660 && c <= 0x669);
  const extended = label.some((c) => c >= 0x6f0 && c <= 0x6f9);
  return !(arabicIndic && extended); // the two sets of Arabic digits never mix
}

function bidiClass(code: number): string {
  return data.BIDI_NAMES[lookup(data.BIDI, code)] ?? "";
}

function rightToLeft(label: string): boolean {
  return !isAscii(label) && codePoints(label).some((c) => ["R", "AL", "AN"].includes(bidiClass(c)));
}

/** The Bidi rule, RFC 5893 section 2, conditions 1 to 6. */
function bidiOk(label: string): boolean {
  const classes = codePoints(label).map(bidiClass);
  let allowed: string[];
  let ends: string[];
  if (classes[0] === "R" || classes[0] === "AL") {
    allowed = ["R", "AL", "AN", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"];
    ends = ["R", "AL", "EN", "AN"];
    if (classes.includes("EN") && classes.includes("AN")) return false;
  } else if (classes[0] === "L") {
    allowed = ["L", "EN", "ES", "CS", "ET", "ON", "BN", "NSM"];
    ends = ["L", "EN"];
  } else {
    return false;
  }
  const last = [...classes].reverse().find((c) => c !== "NSM") as string; // the first is not NSM
  return classes.every((c) => allowed.includes(c)) && ends.includes(last);
}

// Punycode, RFC 3492, as Python's codec reads and writes it.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digit(d: number): string {
  return String.fromCharCode(d < 26 ? 0x61 + d : 0x30 + d - 26);
}

function punycodeEncode(text: string): string | null {
  const input = codePoints(text);
  let out = input
    .filter((c) => c < 0x80)
    .map((c) => String.fromCharCode(c))
    .join("");
  const basic = out.length;
  let handled = basic;
  if (basic > 0) out += "-";
  let n = 0x80;
  let delta = 0;
  let bias = 72;
  while (handled < input.length) {
    const m = Math.min(...input.filter((c) => c >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of input) {
      if (c < n) delta++;
      if (c === n) {
        let q = delta;
        for (let k = BASE; ; k += BASE) {
          const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
          if (q < t) break;
          out += digit(t + ((q - t) % (BASE - t)));
          q = Math.floor((q - t) / (BASE - t));
        }
        out += digit(q);
        bias = adapt(delta, handled + 1, handled === basic);
        delta = 0;
        handled++;
      }
    }
    delta++;
    n++;
  }
  return out;
}

function punycodeDecode(text: string): string | null {
  const cut = text.lastIndexOf("-");
  const base = cut >= 0 ? codePoints(text.slice(0, cut)) : [];
  const extended = (cut >= 0 ? text.slice(cut + 1) : text).toUpperCase();
  let char = 0x80;
  let pos = -1;
  let bias = 72;
  let extpos = 0;
  while (extpos < extended.length) {
    // one generalized variable-length integer
    let result = 0;
    let w = 1;
    let at = extpos;
    for (let j = 0; ; j++) {
      if (at >= extended.length) return null;
      const c = extended.charCodeAt(at++);
      const d = c >= 0x41 && c <= 0x5a ? c - 0x41 : c >= 0x30 && c <= 0x39 ? c - 22 : -1;
      if (d < 0) return null;
      const t = Math.min(T_MAX, Math.max(T_MIN, BASE * (j + 1) - bias));
      result += d * w;
      if (d < t) break;
      w *= BASE - t;
    }
    pos += result + 1;
    char += Math.floor(pos / (base.length + 1));
    if (char > 0x10ffff) return null;
    pos %= base.length + 1;
    base.splice(pos, 0, char);
    bias = adapt(result, base.length, extpos === 0);
    extpos = at;
  }
  if (base.some((c) => c >= 0xd800 && c <= 0xdfff)) return null;
  return String.fromCodePoint(...base);
}

// --- e-mail addresses: RFC 5321 section 4.1.2 `Mailbox`, RFC 6531 section 3.3 ---------------

function localPartRule(extra: string): RegExp {
  const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~" + extra + "\\-]+";
  const quoted = '"(?:[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e' + extra + "]|\\\\[\\x20-\\x7e])*\"";
  return full(atom + "(?:[.]" + atom + ")*|" + quoted);
}

const LOCAL_PART = localPartRule("");
// RFC 6531 adds UTF8-non-ascii: any code point but ASCII and the surrogates
const UTF8_LOCAL_PART = localPartRule("\\x80-\\ud7ff\\ue000-\\u{10ffff}");

function utf8Length(text: string): number {
  let n = 0;
  for (const c of codePoints(text)) n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  return n;
}

function mailbox(value: string, utf8: boolean): boolean {
  const at = value.lastIndexOf("@");
  if (at < 0) return false;
  const local = value.slice(0, at);
  const host = value.slice(at + 1);
  if (!(utf8 ? UTF8_LOCAL_PART : LOCAL_PART).test(local)) return false;
  if (host.startsWith("[") && host.endsWith("]")) {
    const literal = host.slice(1, -1);
    if (literal.slice(0, 5).toLowerCase() === "ipv6:") {
      const parts = ipv6Parts(literal.slice(5));
      if (parts === null) return false;
      const [groups, compressed] = parts;
      // RFC 5321's IPv6-comp: there "::" stands for two groups or more
      if (compressed ? groups > 6 : groups !== 8) return false;
    } else if (!IPV4.test(literal)) {
      return false;
    }
  } else if (!domain(host.split("."), utf8)) {
    return false;
  }
  return utf8Length(local) <= 64 && utf8Length(value) <= 254;
}

// --- URIs and IRIs: RFC 3986 and RFC 3987 ----------------------------------------------------

const PCT_ENCODED = "%[0-9A-Fa-f][0-9A-Fa-f]";
const UNRESERVED = "\\-A-Za-z0-9._~";
const SUB_DELIMS = "!$&'()*+,;=";
// RFC 3987 section 2.2: the characters an IRI may hold unencoded, and the private-use ones
// allowed in its query only
const UCSCHAR =
  "\\xa0-\\ud7ff\\uf900-\\ufdcf\\ufdf0-\\uffef" +
  Array.from({ length: 0xd }, (_, i) => `\\u{${(i + 1).toString(16)}0000}-\\u{${(i + 1).toString(16)}fffd}`).join("") +
  "\\u{e1000}-\\u{efffd}";
const IPRIVATE = "\\ue000-\\uf8ff\\u{f0000}-\\u{ffffd}\\u{100000}-\\u{10fffd}";
// RFC 3986 appendix B: any string splits into scheme, authority, path, query and fragment
const URI_SPLIT = full("(?:([^:/?#\\n]+):)?(?://([^/?#\\n]*))?([^?#\\n]*)(?:[?]([^#\\n]*))?(?:#([^\\n]*))?");

interface UriRules {
  authority: RegExp;
  path: RegExp;
  query: RegExp;
  fragment: RegExp;
}

function uriRules(unreserved: string, privateUse: string): UriRules {
  const pchar = "(?:[" + unreserved + SUB_DELIMS + ":@]|" + PCT_ENCODED + ")";
  const userinfo = "(?:[" + unreserved + SUB_DELIMS + ":]|" + PCT_ENCODED + ")*";
  const regName = "(?:[" + unreserved + SUB_DELIMS + "]|" + PCT_ENCODED + ")*";
  return {
    // `[ userinfo "@" ] host [ ":" port ]`, the host an IP literal in brackets or a reg-name
    authority: full("(?:" + userinfo + "@)?(\\[[^\\]]*\\]|" + regName + ")(?::[0-9]*)?"),
    path: full("(?:" + pchar + "|/)*"),
    query: full("(?:" + pchar + "|[/?" + privateUse + "])*"),
    fragment: full("(?:" + pchar + "|[/?])*"),
  };
}

const URI_RULES = uriRules(UNRESERVED, "");
const IRI_RULES = uriRules(UNRESERVED + UCSCHAR, IPRIVATE);
const SCHEME = full("[A-Za-z][A-Za-z0-9+.-]*");
const IP_FUTURE = full("[Vv][0-9A-Fa-f]+[.][" + UNRESERVED + SUB_DELIMS + ":]+");

function uriReferenceOk(value: string, iri: boolean, absolute: boolean): boolean {
  const split = URI_SPLIT.exec(value);
  if (split === null) return false; // a line break, which no component allows
  const [, scheme, authority, path = "", query, fragment] = split;
  const rules = iri ? IRI_RULES : URI_RULES;
  if (scheme === undefined) {
    // a relative reference; a colon in its first segment would make that segment a scheme
    if (absolute || (authority === undefined && (path.split("/")[0] as string).includes(":"))) return false;
  } else if (!SCHEME.test(scheme)) {
    return false;
  }
  if (authority !== undefined) {
    const host = rules.authority.exec(authority);
    if (host === null) return false;
    const name = host[1] as string;
    if (name.startsWith("[") && !(ipv6(name.slice(1, -1)) || IP_FUTURE.test(name.slice(1, -1)))) return false;
  }
  return rules.path.test(path) && (query === undefined || rules.query.test(query)) && (fragment === undefined || rules.fragment.test(fragment));
}

// RFC 6570 section 2, any level: literals and expressions
const URI_TEMPLATE_LITERAL = "(?:[\\x21\\x23\\x24\\x26\\x28-\\x3b\\x3d\\x3f-\\x5b\\x5d\\x5f\\x61-\\x7a\\x7e" + UCSCHAR + IPRIVATE + "]|" + PCT_ENCODED + ")";
const URI_TEMPLATE_VARCHAR = "(?:[A-Za-z0-9_]|" + PCT_ENCODED + ")";
const URI_TEMPLATE_VARSPEC = URI_TEMPLATE_VARCHAR + "(?:[.]?" + URI_TEMPLATE_VARCHAR + ")*(?::[1-9][0-9]{0,3}|[*])?";
const URI_TEMPLATE = full(
  "(?:" + URI_TEMPLATE_LITERAL + "|\\{[+#./;?&=,!@|]?" + URI_TEMPLATE_VARSPEC + "(?:," + URI_TEMPLATE_VARSPEC + ")*\\})*",
);

// --- JSON pointers: RFC 6901; Relative JSON Pointers: draft-bhutton-relative-json-pointer-00 -

const JSON_POINTER_RULE = "(?:/(?:[^/~]|~[01])*)*";
const JSON_POINTER = full(JSON_POINTER_RULE);
const RELATIVE_JSON_POINTER = full("(?:0|[1-9][0-9]*)(?:[+-][1-9][0-9]*)?(?:#|" + JSON_POINTER_RULE + ")");

// --- regular expressions: ECMA-262 --------------------------------------------------------------

// The names \p{...} accepts (ECMA-262's tables of General_Category values and of binary
// properties, aliases included); Script values are checked for shape only.
const ECMA_GENERAL_CATEGORIES = new Set(
  (
    "C Other Cc Control cntrl Cf Format Cn Unassigned Co Private_Use Cs Surrogate L Letter LC " +
    "Cased_Letter Ll Lowercase_Letter Lm Modifier_Letter Lo Other_Letter Lt Titlecase_Letter Lu " +
    "Uppercase_Letter M Mark Combining_Mark Mc Spacing_Mark Me Enclosing_Mark Mn " +
    "Nonspacing_Mark N Number Nd Decimal_Number digit Nl Letter_Number No Other_Number P " +
    "Punctuation punct Pc Connector_Punctuation Pd Dash_Punctuation Pe Close_Punctuation Pf " +
    "Final_Punctuation Pi Initial_Punctuation Po Other_Punctuation Ps Open_Punctuation S Symbol " +
    "Sc Currency_Symbol Sk Modifier_Symbol Sm Math_Symbol So Other_Symbol Z Separator Zl " +
    "Line_Separator Zp Paragraph_Separator Zs Space_Separator"
  ).split(" "),
);
const ECMA_BINARY_PROPERTIES = new Set(
  (
    "ASCII ASCII_Hex_Digit AHex Alphabetic Alpha Any Assigned Bidi_Control Bidi_C Bidi_Mirrored " +
    "Bidi_M Case_Ignorable CI Cased Changes_When_Casefolded CWCF Changes_When_Casemapped CWCM " +
    "Changes_When_Lowercased CWL Changes_When_NFKC_Casefolded CWKCF Changes_When_Titlecased CWT " +
    "Changes_When_Uppercased CWU Dash Default_Ignorable_Code_Point DI Deprecated Dep Diacritic " +
    "Dia Emoji Emoji_Component EComp Emoji_Modifier EMod Emoji_Modifier_Base EBase " +
    "Emoji_Presentation EPres Extended_Pictographic ExtPict Extender Ext Grapheme_Base Gr_Base " +
    "Grapheme_Extend Gr_Ext Hex_Digit Hex IDS_Binary_Operator IDSB IDS_Trinary_Operator IDST " +
    "ID_Continue IDC ID_Start IDS Ideographic Ideo Join_Control Join_C Logical_Order_Exception " +
    "LOE Lowercase Lower Math Noncharacter_Code_Point NChar Pattern_Syntax Pat_Syn " +
    "Pattern_White_Space Pat_WS Quotation_Mark QMark Radical Regional_Indicator RI " +
    "Sentence_Terminal STerm Soft_Dotted SD Terminal_Punctuation Term Unified_Ideograph UIdeo " +
    "Uppercase Upper Variation_Selector VS White_Space space XID_Continue XIDC XID_Start XIDS"
  ).split(" "),
);

class NotWellFormed extends Error {}

function fail(why: string): never {
  throw new NotWellFormed(why);
}

/** A recursive-descent reader of the ECMA-262 (2025) `Pattern` grammar in Unicode mode, with its
 * early errors (Python's `_EcmaPattern`, ported: the engine's own `RegExp` may be older than
 * the grammar, as Node 20's is for pattern modifiers). It only decides whether a pattern is well
 * formed. Group names are read by XID_Start / XID_Continue, as Python's `isidentifier` does. */
class EcmaPattern {
  private readonly chars: string[];
  private at = 0;
  private groups = 0;
  private readonly names = new Set<string>();
  private readonly backrefs: number[] = [];
  private readonly namedBackrefs: string[] = [];

  constructor(source: string) {
    this.chars = Array.from(source);
  }

  wellFormed(): boolean {
    try {
      this.disjunction();
    } catch (err) {
      if (err instanceof NotWellFormed) return false;
      throw err;
    }
    return (
      this.at === this.chars.length && // an unopened ")" stops the reading early
      this.backrefs.every((n) => n <= this.groups) &&
      this.namedBackrefs.every((n) => this.names.has(n))
    );
  }

  private rest(): string {
    return this.chars.slice(this.at).join("");
  }

  private eat(text: string): boolean {
    if (this.rest().startsWith(text)) {
      this.at += Array.from(text).length;
      return true;
    }
    return false;
  }

  private peek(): string {
    return this.chars[this.at] ?? "";
  }

  private nextChar(): string {
    if (this.at >= this.chars.length) fail("unexpected end");
    return this.chars[this.at++] as string;
  }

  private lookahead(pattern: RegExp): string | null {
    const found = pattern.exec(this.rest());
    return found === null ? null : found[0];
  }

  /** Read what `pattern` (anchored at the start) matches here, or fail. */
  private match(pattern: RegExp): string {
    const found = this.lookahead(pattern);
    if (found === null) fail("expected " + pattern.source);
    this.at += Array.from(found).length;
    return found;
  }

  /** The group names it holds; alternatives may share names, terms of one may not. */
  private disjunction(): Set<string> {
    const names = this.alternative();
    while (this.eat("|")) for (const n of this.alternative()) names.add(n);
    return names;
  }

  private alternative(): Set<string> {
    const names = new Set<string>();
    while (this.at < this.chars.length && !"|)".includes(this.chars[this.at] as string)) {
      for (const n of this.term()) {
        if (names.has(n)) fail("a group name used twice");
        names.add(n);
      }
    }
    return names;
  }

  private term(): Set<string> {
    if (this.eat("^") || this.eat("$") || this.eat("\\b") || this.eat("\\B")) return new Set();
    if (this.eat("(?=") || this.eat("(?!") || this.eat("(?<=") || this.eat("(?<!")) {
      const names = this.disjunction();
      if (!this.eat(")")) fail("unclosed lookaround");
      return names; // assertions take no quantifier in Unicode mode
    }
    const names = this.atom();
    if (this.eat("*") || this.eat("+") || this.eat("?")) {
      this.eat("?");
    } else if (this.peek() === "{") {
      const [low, high] = this.match(/^[{][0-9]+(,[0-9]*)?[}]/).slice(1, -1).split(",");
      if (high && Number(low) > Number(high)) fail("quantifier bounds out of order");
      this.eat("?");
    }
    return names;
  }

  private atom(): Set<string> {
    const char = this.nextChar();
    if (char === "(") return this.group();
    if (char === "[") this.characterClass();
    else if (char === "\\") this.atomEscape();
    else if ("*+?{}]".includes(char)) fail("a syntax character out of place");
    return new Set();
  }

  private group(): Set<string> {
    let name: string | null = null;
    if (this.eat("?<")) {
      name = this.groupName();
      this.groups++;
    } else if (this.eat("?")) {
      // "(?:" or modifiers, as in "(?i-s:"
      const text = this.match(/^[ims]*(-[ims]*)?:/).slice(0, -1);
      const dash = text.includes("-");
      const flags = text.replace("-", "");
      if (new Set(flags).size !== flags.length || (dash && !flags)) fail("bad modifiers");
    } else {
      this.groups++;
    }
    const names = this.disjunction();
    if (!this.eat(")")) fail("unclosed group");
    if (name !== null) {
      if (names.has(name)) fail("a group name used twice");
      this.names.add(name);
      names.add(name);
    }
    return names;
  }

  /** `RegExpIdentifierName ">"`, escapes resolved. */
  private groupName(): string {
    let name = "";
    while (!this.eat(">")) name += this.eat("\\u") ? String.fromCodePoint(this.unicodeEscape()) : this.nextChar();
    const chars = Array.from(name);
    const start = chars[0] ?? "";
    if (!(start === "$" || start === "_" || /^\p{XID_Start}$/u.test(start))) fail("bad group name");
    if (!chars.slice(1).every((c) => "$\u200c\u200d".includes(c) || /^\p{XID_Continue}$/u.test(c))) fail("bad group name");
    return name;
  }

  private atomEscape(): void {
    if (this.eat("k")) {
      if (!this.eat("<")) fail("\\k without a name");
      this.namedBackrefs.push(this.groupName());
    } else if (this.peek() >= "1" && this.peek() <= "9") {
      this.backrefs.push(Number(this.match(/^[0-9]+/)));
    } else {
      this.classEscape(false);
    }
  }

  /** After a backslash: the code point it stands for, or null for a set such as \d. */
  private classEscape(inClass: boolean): number | null {
    const char = this.nextChar();
    if ("dDsSwW".includes(char)) return null;
    if (char === "p" || char === "P") {
      const text = this.match(/^[{][A-Za-z][A-Za-z0-9_]*(=[A-Za-z][A-Za-z0-9_]*)?[}]/).slice(1, -1);
      const cut = text.indexOf("=");
      const name = cut < 0 ? text : text.slice(0, cut);
      const value = cut < 0 ? "" : text.slice(cut + 1);
      const known =
        (["General_Category", "gc"].includes(name) && ECMA_GENERAL_CATEGORIES.has(value)) ||
        (["Script", "sc", "Script_Extensions", "scx"].includes(name) && value !== "") ||
        (value === "" && (ECMA_GENERAL_CATEGORIES.has(name) || ECMA_BINARY_PROPERTIES.has(name)));
      if (!known) fail("unknown Unicode property");
      return null;
    }
    const controls: { [c: string]: number } = { f: 12, n: 10, r: 13, t: 9, v: 11 };
    const control = controls[char];
    if (control !== undefined) return control;
    if (char === "c") {
      const letter = this.nextChar();
      if (!/^[A-Za-z]$/.test(letter)) fail("\\c without a letter");
      return (letter.codePointAt(0) as number) % 32;
    }
    if (char === "0") {
      if (this.peek() >= "0" && this.peek() <= "9") fail("octal escapes are not allowed");
      return 0;
    }
    if (char === "x") return parseInt(this.match(/^[0-9A-Fa-f]{2}/), 16);
    if (char === "u") return this.unicodeEscape();
    if ("^$\\.*+?()[]{}|/".includes(char) || (inClass && char === "-")) return char.codePointAt(0) as number;
    if (inClass && char === "b") return 8;
    return fail("not an escape in Unicode mode");
  }

  /** After "\\u": `{hex}` up to 10FFFF, or four hex digits, a surrogate pair joined. */
  private unicodeEscape(): number {
    if (this.eat("{")) {
      const code = parseInt(this.match(/^[0-9A-Fa-f]+/), 16);
      if (code > 0x10ffff || !this.eat("}")) fail("bad code point escape");
      return code;
    }
    const code = parseInt(this.match(/^[0-9A-Fa-f]{4}/), 16);
    const trail = this.lookahead(/^\\u[Dd][C-Fc-f][0-9A-Fa-f]{2}/);
    if (code >= 0xd800 && code <= 0xdbff && trail) {
      this.at += trail.length;
      return 0x10000 + ((code - 0xd800) << 10) + (parseInt(trail.slice(-4), 16) - 0xdc00);
    }
    return code;
  }

  private characterClass(): void {
    this.eat("^");
    while (!this.eat("]")) {
      const low = this.classAtom();
      const after = this.chars[this.at + 1];
      if (this.peek() === "-" && after !== undefined && after !== "]") {
        this.at++;
        const high = this.classAtom();
        if (low === null || high === null || low > high) fail("bad class range");
      }
    }
  }

  private classAtom(): number | null {
    const char = this.nextChar();
    return char === "\\" ? this.classEscape(true) : (char.codePointAt(0) as number);
  }
}

function regex(value: string): boolean {
  return new EcmaPattern(value).wellFormed();
}

// --- UUIDs: RFC 4122 section 3 (any version and variant) ---------------------------------------

const HEX4 = "[0-9A-Fa-f]{4}";
const UUID = full(HEX4 + HEX4 + "-" + HEX4 + "-" + HEX4 + "-" + HEX4 + "-" + HEX4 + HEX4 + HEX4);

const FORMATS: { readonly [name: string]: (value: string) => boolean } = {
  "date-time": dateTime,
  date,
  time,
  duration: (v) => DURATION.test(v),
  email: (v) => mailbox(v, false),
  "idn-email": (v) => mailbox(v, true),
  hostname,
  "idn-hostname": idnHostname,
  ipv4,
  ipv6,
  uri: (v) => uriReferenceOk(v, false, true),
  "uri-reference": (v) => uriReferenceOk(v, false, false),
  iri: (v) => uriReferenceOk(v, true, true),
  "iri-reference": (v) => uriReferenceOk(v, true, false),
  "uri-template": (v) => URI_TEMPLATE.test(v),
  "json-pointer": (v) => JSON_POINTER.test(v),
  "relative-json-pointer": (v) => RELATIVE_JSON_POINTER.test(v),
  regex,
  uuid: (v) => UUID.test(v),
};
