// DO NOT EDIT: copied by agentproto from templates/typescript/runtime.ts
// What every generated module shares: problems, the JSON tests validation code calls, and the
// entity object (isValid / errors / decode / encode) each declaration exports.

/** One violation: where in the instance, which schema keyword, and what was expected. */
export interface Problem {
  readonly pointer: string;
  readonly keyword: string;
  readonly message: string;
  /** The schema location that failed, "file#/pointer". */
  readonly schema: string;
}

/** Thrown by `decode`: every problem of the value. */
export class ValidationError extends Error {
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    const first = problems[0];
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
    super(first === undefined ? "invalid" : `${first.pointer || "/"}: ${first.message}${more}`);
    this.name = "ValidationError";
    this.problems = problems;
  }
}

/** A JSON value as `JSON.parse` returns it. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A validation function: with `e === null` it answers at the first failure, with a list it
 * appends every problem. */
export type Check = (x: unknown, p: string, e: Problem[] | null, strict?: boolean) => boolean;

export function problem(pointer: string, keyword: string, message: string, schema: string): Problem {
  return { pointer, keyword, message, schema };
}

export function isObject(x: unknown): x is { [key: string]: unknown } {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

export function isArray(x: unknown): x is unknown[] {
  return Array.isArray(x);
}

/** An integer JSON Schema accepts: integral, and within +-(2^53 - 1). `JSON.parse` turns a
 * larger integer into the nearest double, which is not the number the text said, so such a
 * value is rejected (`type`) rather than passed on changed. */
export function isInteger(x: unknown): x is number {
  return Number.isSafeInteger(x);
}

/** A number JSON can hold: `JSON.parse` reads a text past the double range (`1E400`) as an
 * infinity, which no JSON text writes back, so such a value is rejected (`type`). */
export function isNumber(x: unknown): x is number {
  return Number.isFinite(x);
}

/** The JSON type name of a value. */
export function kind(x: unknown): string {
  if (x === null) return "null";
  if (Array.isArray(x)) return "array";
  if (typeof x === "number") {
    if (!Number.isFinite(x)) return "number beyond the double range (not JSON)";
    return Number.isInteger(x) ? "integer" : "number";
  }
  return typeof x;
}

/** `kind`, for a value an `integer` type refused: an integral number past 2^53, which no
 * double holds exactly, says so (the one place the TypeScript bindings' numbers decide). */
export function kindForInteger(x: unknown): string {
  return typeof x === "number" && Number.isInteger(x) && !Number.isSafeInteger(x) ? "integer beyond 2^53 (not exact)" : kind(x);
}

/** A value as JSON, shortened for error messages. */
export function short(x: unknown, limit = 60): string {
  let text: string;
  try {
    text = JSON.stringify(x) ?? String(x);
  } catch {
    text = String(x);
  }
  return text.length <= limit ? text : text.slice(0, limit - 3) + "...";
}

/** A value as a problem's message shows it, by the rule every language follows: scalars as
 * JSON text (a number as `String` writes it, which is the rule's; a string cut after 40 code
 * points, then `...`), an array or object as its type and size. */
export function show(x: unknown): string {
  if (x === null) return "null";
  if (x === true) return "true";
  if (x === false) return "false";
  if (typeof x === "number") return Number.isFinite(x) ? String(x) : "null";
  if (typeof x === "string") {
    const points = Array.from(x);
    return stringText(points.length > 40 ? points.slice(0, 40).join("") : x) + (points.length > 40 ? "..." : "");
  }
  if (Array.isArray(x)) return `array (${x.length} items)`;
  if (isObject(x)) return `object (${Object.keys(x).length} properties)`;
  return typeof x;
}

const SHORT_ESCAPES: { [ch: string]: string } = { '"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** A string as JSON text, escaping only what JSON must (quote, backslash, controls). */
function stringText(s: string): string {
  let out = '"';
  for (const ch of s) {
    const short = SHORT_ESCAPES[ch];
    if (short !== undefined) out += short;
    else if (ch < " ") out += "\\u" + ch.charCodeAt(0).toString(16).padStart(4, "0");
    else out += ch;
  }
  return out + '"';
}

/** JSON equality: numbers by value, objects without regard to key order. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const k of keys) if (!Object.hasOwn(b, k) || !equal(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/** A string standing for a JSON value, equal for equal values: objects with sorted keys. */
export function canonical(x: unknown): string {
  if (Array.isArray(x)) return "[" + x.map(canonical).join(",") + "]";
  if (isObject(x)) {
    const keys = Object.keys(x).sort();
    return "{" + keys.map((k) => JSON.stringify(k) + ":" + canonical(x[k])).join(",") + "}";
  }
  return JSON.stringify(x) ?? "undefined";
}

export function canonicalSet(values: unknown[]): Set<string> {
  return new Set(values.map(canonical));
}

export function unique(items: unknown[]): boolean {
  const seen = new Set<string>();
  for (const item of items) {
    const key = canonical(item);
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/** A string's length in code points, as JSON Schema counts it (not UTF-16 units). */
export function length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** A pattern that may match empty text right after an assertion (`\B`, a lookaround), run as
 * ECMA-262's Unicode mode says: tried at code point boundaries only. V8's own search also tries
 * between the halves of a surrogate pair, where `\B` holds. `re` carries the `u` and `y` flags. */
export function codePointPattern(re: RegExp): { test(text: string): boolean } {
  return {
    test(text: string): boolean {
      for (let i = 0; i <= text.length; i++) {
        re.lastIndex = i;
        if (re.test(text)) return true;
        const c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
          const d = text.charCodeAt(i + 1);
          if (d >= 0xdc00 && d <= 0xdfff) i++;
        }
      }
      return false;
    },
  };
}

/** A number as an exact decimal: digits times a power of ten, read from its shortest text
 * (what the JSON said), so 19.99 is a multiple of 0.01. */
function decimal(x: number): [bigint, number] {
  const [mantissa = "0", exp = "0"] = String(x).toLowerCase().split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  return [BigInt(whole + fraction), Number(exp) - fraction.length];
}

/** `multipleOf`, exactly: the factor is the decimal `digits * 10^exponent` the schema wrote
 * and `x` the decimal its shortest text prints, so 19.99 is a multiple of 0.01 and 1e308 is
 * no multiple of 3 (float division says it is). */
export function multipleOf(x: number, digits: bigint, exponent: number): boolean {
  if (!Number.isFinite(x)) return false;
  if (x === 0) return true;
  const [a, ea] = decimal(x);
  if (ea >= exponent) return (a * 10n ** BigInt(ea - exponent)) % digits === 0n;
  // a * 10^ea is a multiple of digits * 10^exponent only if a ends in exponent - ea zeros;
  // `a` has at most 21 digits
  const shift = exponent - ea;
  return shift <= 21 && a % (digits * 10n ** BigInt(shift)) === 0n;
}

/** `multipleOf` with a safe integer factor: `%` on safe integers, exact otherwise. */
export function multipleOfInteger(x: number, factor: number): boolean {
  if (Number.isSafeInteger(x)) return x % factor === 0;
  return multipleOf(x, BigInt(factor), 0);
}

/** JSON text of a value; a number JSON cannot write (NaN, an infinity) is an error, where
 * `JSON.stringify` would write `null`, another value. */
export function stringify(value: unknown): string {
  return JSON.stringify(value, finiteOnly);
}

function finiteOnly(_key: string, value: unknown): unknown {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new RangeError(`${value} is no JSON number: JSON has no NaN or infinity`);
  }
  return value;
}

/** A property name as one JSON Pointer token. */
export function escape(k: string): string {
  return k.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** When no arm of a union matched, the problems worth showing: those of the arms whose JSON
 * type did match; when every arm failed on type alone, one problem naming every type. */
export function closestBranches(branches: Problem[][], pointer: string): Problem[] {
  const meant = branches.filter((b) => !b.every((p) => p.keyword === "type" && p.pointer === pointer));
  if (meant.length > 0) return meant.flat();
  const expected = new Set<string>();
  for (const b of branches) {
    for (const p of b) expected.add(p.message.replace(/^expected /, "").split(", found ")[0] ?? "");
  }
  const first = branches[0]?.[0];
  const found = first === undefined ? "?" : (first.message.split(", found ").pop() ?? "?");
  return [problem(pointer, "type", `expected ${[...expected].join(" or ")}, found ${found}`, first?.schema ?? "")];
}

export const always: Check = () => true;
/** The verdict of the `false` schema, as a function (so the code after it is not dead to tsc). */
export const never: Check = () => false;

/** The strict profile: a problem for each property of `x` no schema applied to it names.
 * Returns whether there was one. */
export function unknownProperties(x: { [key: string]: unknown }, pointer: string, seen: Set<unknown>, at: string, out: Problem[]): boolean {
  let found = false;
  for (const key of Object.keys(x)) {
    if (seen.has(key)) continue;
    found = true;
    out.push(problem(`${pointer}/${escape(key)}`, "additionalProperties", `unknown property ${show(key)}: the schema does not name it and the strict profile is on`, at));
  }
  return found;
}

/** The strict profile's problems inside a union that passed: none when an arm that passed has
 * none (null: the arm did not pass), else those of the first arm that passed. */
export function strictBranches(branches: (Problem[] | null)[]): Problem[] {
  const passed = branches.filter((b): b is Problem[] => b !== null);
  if (passed.length === 0 || passed.some((b) => b.length === 0)) return [];
  return passed[0] ?? [];
}

export function nothingEvaluated(_x: unknown): Set<unknown> {
  return new Set<unknown>();
}

export function indices(items: unknown[]): Set<unknown> {
  return new Set<unknown>(items.keys());
}

/** Validation of one entity, and its JSON codec. A decoded value is the JSON value itself,
 * typed: absent stays absent, null stays null, unknown properties and key order are kept
 * (JavaScript orders integer-like keys first, ascending: the one reordering it allows). */
export interface Entity<T> {
  /** The fast path: true or false, nothing allocated. `strict`: the strict profile, where a
   * property no schema names is a problem wherever the schema leaves the object open by
   * omission. */
  isValid(x: unknown, options?: Options): x is T;
  /** Every problem; [] when valid. A document nested too deep for the stack is one
   * `maxDepth` problem. */
  errors(x: unknown, options?: Options): Problem[];
  /** The value, typed, or a `ValidationError` listing every problem. */
  decode(x: unknown): T;
  decodeJson(text: string): T;
  /** The JSON value (the same object: nothing to convert). */
  encode(value: T): JsonValue;
  encodeJson(value: T): string;
}

function tooDeep(x: unknown): Problem[] {
  return [problem("", "maxDepth", `nested too deep to validate (${kind(x)})`, "")];
}

/** How deep arrays and objects may nest where a validator recurses with the document. */
export const MAX_DEPTH = 500;

/** Thrown by a validator on a cycle of calls at an array or object nested `MAX_DEPTH` deep
 * (only validators that can recurse without bound count depth); the entry points answer it. */
export class TooDeep extends Error {
  /** `pointer`: where, when the walk knew (the fast path builds no paths). */
  constructor(readonly pointer: string | null) {
    super(`nested deeper than ${MAX_DEPTH} arrays and objects`);
  }
}

/** The pointer of the first array or object with `MAX_DEPTH` others around it, breadth first
 * and without recursion, as the Python target finds it. */
function firstTooDeep(x: unknown): string {
  let level: [unknown, string][] = [[x, ""]];
  for (let i = 0; i < MAX_DEPTH; i++) {
    const next: [unknown, string][] = [];
    for (const [value, at] of level) {
      if (Array.isArray(value)) {
        value.forEach((item, j) => {
          if (isNested(item)) next.push([item, `${at}/${j}`]);
        });
      } else if (isNested(value)) {
        for (const [k, item] of Object.entries(value as Record<string, unknown>)) {
          if (isNested(item)) next.push([item, `${at}/${escape(k)}`]);
        }
      }
    }
    level = next;
  }
  return level.length > 0 ? level[0]![1] : "";
}

export function isNested(x: unknown): boolean {
  return typeof x === "object" && x !== null;
}

/** `strict`: the strict profile (see `Entity.isValid`). Decoding always reads in the default,
 * open profile. */
export interface Options {
  readonly strict?: boolean;
}

/** The strict profile at a document's root: (the properties its schemas evaluate, the schema
 * location). */
export type Closure = readonly [(x: unknown) => Set<unknown>, string];

export function entity<T>(check: Check, closure?: Closure): Entity<T> {
  const fast = (x: unknown): x is T => {
    try {
      return check(x, "", null);
    } catch (err) {
      if (err instanceof RangeError || err instanceof TooDeep) return false;
      throw err;
    }
  };
  const isValid = (x: unknown, options?: Options): x is T => fast(x) && (options?.strict !== true || errors(x, options).length === 0);
  const errors = (x: unknown, options?: Options): Problem[] => {
    const e: Problem[] = [];
    try {
      const strict = options?.strict === true;
      check(x, "", e, strict);
      if (strict && closure !== undefined && isObject(x)) unknownProperties(x, "", closure[0](x), closure[1], e);
    } catch (err) {
      if (err instanceof TooDeep) {
        return [problem(err.pointer ?? firstTooDeep(x), "maxDepth", `expected arrays and objects nested at most ${MAX_DEPTH} deep`, "")];
      }
      if (err instanceof RangeError) return tooDeep(x);
      throw err;
    }
    return e;
  };
  const decode = (x: unknown): T => {
    if (fast(x)) return x;
    throw new ValidationError(errors(x));
  };
  return {
    isValid,
    errors,
    decode,
    decodeJson: (text: string): T => decode(JSON.parse(text)),
    encode: (value: T): JsonValue => value as unknown as JsonValue,
    encodeJson: (value: T): string => stringify(value),
  };
}

// --- declared behaviour: generated from x-additive, x-lane, x-state-machine -----------------------

/** How one field of an `x-additive` record adds: "number" (a + b; an absent optional count is
 * its default, two absent ones stay absent), "counts" (maps merged key-wise), "record"
 * (another additive record, by its `add`), "same" (a constant such as a tag, kept). */
export type AddStep = readonly [field: string, how: "number" | "counts" | "record" | "same", required: boolean, fallback: number, add?: (a: never, b: never) => unknown];

/** A deep copy of a JSON value. */
export function copy<T>(x: T): T {
  if (Array.isArray(x)) return x.map(copy) as T;
  if (isObject(x)) {
    const out: { [key: string]: unknown } = {};
    for (const k of Object.keys(x)) out[k] = copy(x[k]);
    return out as T;
  }
  return x;
}

function addCounts(a: { [k: string]: number } | undefined, b: { [k: string]: number } | undefined): { [k: string]: number } | undefined {
  if (a === undefined) return b === undefined ? undefined : { ...b };
  const out = { ...a };
  if (b !== undefined) for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
}

/** `a + b`, field by field, as a new value: neither operand changes. */
export function add<T>(plan: readonly AddStep[], a: T, b: T): T {
  const x = a as unknown as { [k: string]: unknown };
  const y = b as unknown as { [k: string]: unknown };
  const out: { [k: string]: unknown } = {};
  for (const [field, how, required, fallback, nested] of plan) {
    const u = x[field];
    const v = y[field];
    let sum: unknown;
    if (how === "same") sum = u ?? v;
    else if (how === "number") {
      sum = u === undefined && v === undefined && !required ? undefined : ((u as number | undefined) ?? fallback) + ((v as number | undefined) ?? fallback);
    } else if (how === "counts") sum = addCounts(u as { [k: string]: number } | undefined, v as { [k: string]: number } | undefined);
    else {
      const plus = nested as unknown as (p: unknown, q: unknown) => unknown;
      sum = u === undefined ? copy(v) : v === undefined ? copy(u) : plus(u, v);
    }
    if (sum !== undefined) out[field] = sum;
  }
  return out as T;
}

/** The additive entity: its codec plus `add(a, b)` and `total(values)`. */
export interface Additive<T> extends Entity<T> {
  add(a: T, b: T): T;
  total(values: Iterable<T>, zero: T): T;
}

export function additive<T>(base: Entity<T>, plan: () => readonly AddStep[]): Additive<T> {
  const plus = (a: T, b: T): T => add(plan(), a, b);
  return {
    ...base,
    add: plus,
    total: (values: Iterable<T>, zero: T): T => {
      let sum = zero;
      for (const v of values) sum = plus(sum, v);
      return sum;
    },
  };
}

/** A union whose arms travel in lanes (`x-lane`): `lane(x)` and `inLane(xs, lane)`. */
export interface Laned<T, L extends string> extends Entity<T> {
  readonly lanes: readonly L[];
  lane(value: T): L;
  inLane(values: Iterable<T>, lane: L): T[];
}

export function laned<T, L extends string>(base: Entity<T>, tag: string, table: { [tagValue: string]: L }, fallback: L | null): Laned<T, L> {
  const lane = (value: T): L => {
    const found = table[String((value as unknown as { [k: string]: unknown })[tag])];
    if (found !== undefined) return found;
    if (fallback !== null) return fallback;
    throw new Error(`no lane for ${tag}`);
  };
  const lanes = [...new Set([...Object.values(table), ...(fallback === null ? [] : [fallback])])].sort();
  return {
    ...base,
    lanes,
    lane,
    inLane: (values: Iterable<T>, which: L): T[] => [...values].filter((v) => lane(v) === which),
  };
}

/** An enum with an `x-state-machine`: which moves are allowed, and where it starts and ends. */
export interface StateMachine<S extends string> extends Entity<S> {
  readonly initial: readonly S[];
  readonly terminal: readonly S[];
  canMoveTo(from: S, to: S): boolean;
  /** `to` when the move is legal; else throws an Error whose message is `refusal`'s. */
  moveTo(from: S, to: S): S;
  /** Why the move is refused, naming both states and the legal moves, in the words every
   * target's bindings use; null when it is legal. */
  refusal(from: S, to: S): string | null;
  isTerminal(state: S): boolean;
}

/** `name`: the enum's; `why`: for each state, why a move from it is refused (the generator
 * words it, so that every target says the same). */
export function stateMachine<S extends string>(base: Entity<S>, name: string, transitions: { [from: string]: readonly S[] }, why: { [from: string]: string }, initial: readonly S[], terminal: readonly S[]): StateMachine<S> {
  // own properties only: a state may be named like one of Object.prototype's (`constructor`)
  const own = <V>(table: { [from: string]: V }, from: S): V | undefined => (Object.hasOwn(table, from) ? table[from] : undefined);
  const canMoveTo = (from: S, to: S): boolean => own(transitions, from)?.includes(to) === true;
  const refusal = (from: S, to: S): string | null =>
    canMoveTo(from, to) ? null : `${name}: cannot move from ${stringText(from)} to ${stringText(to)}; ${own(why, from) ?? "it is terminal"}`;
  return {
    ...base,
    initial,
    terminal,
    canMoveTo,
    refusal,
    moveTo: (from: S, to: S): S => {
      const refused = refusal(from, to);
      if (refused !== null) throw new Error(refused);
      return to;
    },
    isTerminal: (state: S): boolean => terminal.includes(state),
  };
}
