// DO NOT EDIT: copied by agentproto from templates/typescript/_dialects.ts (hand-written: edit it there).
// Converters between the canonical JSON and the spellings other libraries use (dialects): the
// TypeScript engine, written once by hand like templates/python/_dialects.py, of which it is a
// port. The generator resolves each dialect's declaration (`schema/dialects/<name>.yaml`) and the
// canonical schemas into one plan per dialect (plain JSON, emitted into `dialects.ts`), and this
// module runs a plan in either direction; both directions come from the same plan, so a rename,
// a move or a constant is declared once and undone exactly. No dependencies.
//
// A converter never throws on bad input: it returns the value it could make and the problems
// `[pointer, message]`, the pointer in the spelling of the value that was read. Key order is kept
// as JavaScript keeps it: in insertion order, except that an object's integer-like keys ("0",
// "17") come first, as `JSON.parse` already puts them.

export type Problems = [pointer: string, message: string][];
export type Direction = "read" | "write";
/** A dialect's hand-written step (`_dialect_hooks.ts`): it gets the dialect's JSON before it is
 * read or after it is written, and returns it reshaped; a value it cannot reshape throws a
 * `DialectError`, whose message becomes a problem at the value's pointer. */
export type Hook = (value: unknown, direction: Direction, converter: Converter) => unknown;

/** What a hook throws for a value it knows and finds wrong. */
export class DialectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DialectError";
  }
}

/** A plan as the generator writes it (see generator/agentproto/dialects/ir.py). */
export interface Plan {
  readonly name: string;
  readonly documents: readonly string[];
  readonly shapes: { readonly [key: string]: readonly [string, unknown] };
}

type Obj = { [key: string]: unknown };
type Table = Map<unknown, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function has(o: Obj, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key);
}

/** `o[key]`, or null when `o` has no such own property (Python's `dict.get`). */
function get(o: Obj, key: string): unknown {
  return has(o, key) ? o[key] : null;
}

/** `o[key] = v`, also for the key `__proto__`, which JSON may hold as a plain property. */
function put(o: Obj, key: string, v: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(o, key, { value: v, enumerable: true, writable: true, configurable: true });
  } else {
    o[key] = v;
  }
}

function copy(o: Obj): Obj {
  const out: Obj = {};
  for (const k of Object.keys(o)) put(out, k, o[k]);
  return out;
}

function esc(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** A pointer, or null on the first pass, which keeps none (see `Converter.run`). */
type Ptr = string | null;

function at(ptr: Ptr, key: string): Ptr {
  return ptr === null ? null : `${ptr}/${esc(key)}`;
}

function typeName(v: unknown): string {
  if (v === null || v === undefined) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "object") return "object";
  return typeof v; // boolean, number, string
}

function hashable(v: unknown): boolean {
  return !(typeof v === "object" && v !== null);
}

/** A JSON value as a problem message shows it: its JSON text (strings double-quoted and
 * JSON-escaped with characters outside ASCII kept, numbers as ECMAScript writes them, which is
 * the form every engine writes); an absent value is null. */
export function shown(v: unknown): string {
  return JSON.stringify(v ?? null);
}

/** A JSON scalar written into text (what a template joins, what a nest is named): a string as
 * itself, any other value as its JSON text. */
function text(v: unknown): string {
  return typeof v === "string" ? v : shown(v);
}

/** JSON equality: numbers by value (`0` is `0.0`), a boolean never a number, strings by code
 * point, objects whatever their key order; absent is null. */
export function same(a: unknown, b: unknown): boolean {
  if (typeof a === "number" || typeof b === "number" || typeof a === "boolean" || typeof b === "boolean") {
    return typeof a === typeof b && a === b;
  }
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => has(b, k) && same(a[k], b[k]));
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => same(x, b[i]));
  }
  return a === b || ((a === null || a === undefined) && (b === null || b === undefined));
}

/** JSON equality (`same`) in which an object's key order counts too: what a hook asks of a value
 * it leaves out because another one repeats it, so that writing gives back the same document. */
export function sameInOrder(a: unknown, b: unknown): boolean {
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameInOrder(a[k], b[k]));
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => sameInOrder(x, b[i]));
  }
  return same(a, b);
}

// -- codecs: value conversions of a leaf that no rename can say ---------------------------------

const ISO_MILLIS = /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})\.([0-9]{3})Z$/;
const ISO_EXAMPLE = "an ISO 8601 UTC time with milliseconds (2025-01-31T12:00:00.000Z)";
const DAY = 86_400_000;

/** Days from 1970-01-01 to the given day of the proleptic Gregorian calendar. */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(z: number): [number, number, number] {
  const zz = z + 719468;
  const era = Math.floor(zz / 146097);
  const doe = zz - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

function daysIn(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(m) ? 30 : 31;
}

type Codec = (value: unknown) => [unknown, string | null];

/** `2025-12-08T23:02:33.064Z` -> Unix milliseconds. Only that one text form is read, so writing
 * the number back gives the same text. */
function isoMillisRead(value: unknown): [unknown, string | null] {
  const m = typeof value === "string" ? ISO_MILLIS.exec(value) : null;
  if (m === null) return [value, "expected " + ISO_EXAMPLE];
  const [y, mo, d, h, mi, s, ms] = m.slice(1).map(Number) as [number, number, number, number, number, number, number];
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59) {
    return [value, "expected " + ISO_EXAMPLE]; // no such day or time (2025-02-30, 24:00)
  }
  const millis = daysFromCivil(y, mo, d) * DAY + ((h * 60 + mi) * 60 + s) * 1000 + ms;
  return [millis, millis >= 0 ? null : "expected a time since 1970"];
}

function isoMillisWrite(value: unknown): [unknown, string | null] {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    return [value, "expected Unix milliseconds (a non-negative integer)"];
  }
  if (value >= 253_402_300_800_000) return [value, "expected Unix milliseconds before the year 10000"];
  const days = Math.floor(value / DAY);
  const [y, mo, d] = civilFromDays(days);
  let rest = value - days * DAY;
  const ms = rest % 1000;
  rest = (rest - ms) / 1000;
  const two = (n: number): string => String(n).padStart(2, "0");
  const time = `${two(Math.floor(rest / 3600))}:${two(Math.floor(rest / 60) % 60)}:${two(rest % 60)}`;
  return [`${String(y).padStart(4, "0")}-${two(mo)}-${two(d)}T${time}.${String(ms).padStart(3, "0")}Z`, null];
}

export const CODECS: { readonly [name: string]: readonly [Codec, Codec] } = {
  "iso8601-millis": [isoMillisRead, isoMillisWrite],
};

// -- the compiled plan ---------------------------------------------------------------------------

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/** One dialect string holding several canonical properties (`data:{mime_type};base64,{data}`),
 * or, when it does not match, the canonical property `otherwise`. */
class Split {
  readonly dialect: string;
  readonly template: string;
  readonly otherwise: string | null;
  readonly names: string[];
  readonly pattern: RegExp;

  constructor(spec: Obj) {
    this.dialect = spec["dialect"] as string;
    this.template = spec["template"] as string;
    this.otherwise = (spec["otherwise"] as string | null | undefined) ?? null;
    this.names = [...this.template.matchAll(/\{([a-z0-9_]+)\}/g)].map((m) => m[1] as string);
    const parts = this.template.split(/\{[a-z0-9_]+\}/);
    let regex = "^" + escapeRegex(parts[0] ?? "");
    for (let i = 0; i < this.names.length; i++) regex += "([\\s\\S]*?)" + escapeRegex(parts[i + 1] ?? "");
    this.pattern = new RegExp(regex + "$");
  }

  match(text: string): Obj | null {
    const m = this.pattern.exec(text);
    if (m === null) return null;
    const out: Obj = {};
    this.names.forEach((name, i) => put(out, name, m[i + 1]));
    return out;
  }

  join(values: Obj): string {
    let joined = this.template;
    for (const name of this.names) {
      const part = text(values[name]);
      joined = joined.replace("{" + name + "}", () => part);
    }
    return joined;
  }
}

type Hit = [name: string, child: string | null, table: Table | null];

/** A prefixed value read (the prefix added, unless the value is one the protocol names or
 * carries the prefix's `:` or `/` already, a slug's) or written (the prefix taken off). */
function prefixed(prefix: string, kept: Set<string> | undefined, value: string, reading: boolean): string {
  if (!reading) return value.startsWith(prefix) ? value.slice(prefix.length) : value;
  return kept?.has(value) || value.includes(prefix.slice(-1)) ? value : prefix + value;
}

function objectMap(spec: unknown): Map<string, unknown> {
  return new Map(isObj(spec) ? Object.entries(spec) : []);
}

class Rec {
  readonly c2d = new Map<string, [string, string | null]>();
  readonly d2c = new Map<string, [string, string | null]>();
  readonly valuesC2d = new Map<string, Table>();
  readonly valuesD2c = new Map<string, Table>();
  readonly movesC = new Map<string, [string[], string | null]>();
  readonly movesD = new Map<string, [string, string[], string | null][]>();
  readonly add: Map<string, unknown>;
  readonly drop: Map<string, unknown>;
  readonly consts: Map<string, unknown>;
  readonly unknown: string | null;
  // a document told by no tag: what a dialect document must carry to be taken for it
  readonly requires: string[];
  readonly declares: string[];
  readonly codec: Map<string, string>;
  readonly split: Split[];
  readonly nest: { tag: string; outer: string[]; under?: string } | null;
  readonly hook: string | null;
  readonly defaults: Map<string, unknown>;
  readonly nulls = new Map<string, string>();
  readonly written: string[] = [];
  readonly shared: [string, string, string, string | null, unknown[]][];
  readonly readNulls = new Map<string, string>();
  readonly fill = new Map<string, unknown>();
  readonly flattenC = new Map<string, [string[], string | null]>();
  readonly flattenD = new Map<string, string>();
  readonly prefix: Map<string, string>;
  readonly prefixKept = new Map<string, Set<string>>();
  readonly fastRead = new Map<string, Hit>();
  readonly fastWrite = new Map<string, Hit>();
  readonly simpleRead: boolean;
  readonly readNames = new Map<string, string>();
  readonly readChildren = new Map<string, Hit>();
  readonly misspelled = new Set<string>();
  readonly touched: Set<string> | null;

  constructor(spec: Obj) {
    // canonical name -> (dialect name, child shape key); and back
    for (const [c, d, child] of spec["fields"] as [string, string, string | null][]) {
      this.c2d.set(c, [d, child]);
      this.d2c.set(d, [c, child]);
    }
    for (const [c, pairs] of objectMap(spec["values"])) {
      const there: Table = new Map();
      const back: Table = new Map();
      for (const [a, b] of pairs as [unknown, unknown][]) {
        there.set(a, b);
        back.set(b, a);
      }
      this.valuesC2d.set(c, there);
      this.valuesD2c.set(c, back);
    }
    // canonical name -> (dialect path, child); first path step -> the moves under it
    for (const [c, path, child] of (spec["moves"] ?? []) as [string, string[], string | null][]) {
      this.movesC.set(c, [path, child]);
      const first = path[0] as string;
      if (!this.movesD.has(first)) this.movesD.set(first, []);
      this.movesD.get(first)?.push([c, path, child]);
    }
    this.add = objectMap(spec["add"]);
    this.drop = objectMap(spec["drop"]);
    this.consts = objectMap(spec["consts"]);
    this.requires = (spec["requires"] as string[] | undefined) ?? [];
    this.declares = (spec["declares"] as string[] | undefined) ?? [];
    this.unknown = (spec["unknown"] as string | undefined) ?? null;
    this.codec = objectMap(spec["codecs"]) as Map<string, string>;
    this.split = ((spec["split"] ?? []) as Obj[]).map((s) => new Split(s));
    this.nest = (spec["nest"] as Rec["nest"] | undefined) ?? null;
    this.hook = (spec["hook"] as string | undefined) ?? null;
    // what the canonical model assumes where the dialect says nothing: filled in when read, left
    // out when written (an explicit default is left out too)
    this.defaults = objectMap(spec["defaults"]);
    // what the dialect always sends and the canonical model may leave out, by the dialect's
    // name: written where the canonical value has none (after everything else, in declared
    // order), and left out when read while they close the object in that order
    for (const [c, v] of objectMap(spec["fill"])) this.fill.set(this.c2d.get(c)?.[0] ?? c, v);
    // what the dialect sends as null to mean "not said" where the canonical model takes no null
    // (the SDKs' optional fields): dialect name -> canonical name. Reading leaves such a null out
    // (so a default may be assumed) and notes where it was (`NULLS`); writing puts it back there
    for (const c of (spec["nulls"] ?? []) as string[]) this.nulls.set(this.c2d.get(c)?.[0] ?? c, c);
    // what the dialect always writes, null where it has no value (serde's `Option`): dialect
    // names, in the dialect's order. Reading leaves such a null out, noting nothing (the
    // canonical object may be closed); writing puts null where the value is absent
    for (const c of (spec["null_when_absent"] ?? []) as string[]) this.written.push(this.c2d.get(c)?.[0] ?? c);
    // every property whose null reading leaves out: dialect name -> canonical name
    for (const [d, c] of this.nulls) this.readNulls.set(d, c);
    for (const d of this.written) this.readNulls.set(d, this.d2c.get(d)?.[0] ?? d);
    // (child, nested, parent, the child's tag or null, tag values): the child object's `nested`
    // repeats this record's `parent` in the dialect; said once canonically
    this.shared = (spec["shared"] ?? []) as Rec["shared"];
    // canonical object property -> (its properties the dialect writes on the parent, shape)
    for (const [c, subs, child] of (spec["flatten"] ?? []) as [string, string[], string | null][]) {
      this.flattenC.set(c, [subs, child]);
      for (const d of subs) this.flattenD.set(d, c);
    }
    // property -> prefix: the canonical value is the dialect's with a `slug:` prefix
    this.prefix = objectMap(spec["prefix"]) as Map<string, string>;
    // property -> the values it keeps unprefixed (the protocol's own)
    for (const [c, kept] of objectMap(spec["prefix_kept"])) this.prefixKept.set(c, new Set(kept as string[]));
    // the common case, decided once: a property that is only renamed (and converted by its own
    // shape) -> (its other name, its shape, the value table: null when it needs more)
    let special = new Set<unknown>([...this.flattenD.keys(), ...this.drop.keys(), ...this.movesD.keys(), ...this.split.map((s) => s.dialect)]);
    for (const [d, [c, child]] of this.d2c) {
      if (!special.has(d)) this.fastRead.set(d, [c, child, this.table(c, child, this.valuesD2c)]);
    }
    const splitNames = this.split.flatMap((s) => [...s.names, s.otherwise]);
    special = new Set<unknown>([...this.flattenC.keys(), ...this.add.keys(), ...this.movesC.keys(), ...splitNames, this.unknown]);
    for (const [c, [d, child]] of this.c2d) {
      if (!special.has(c)) this.fastWrite.set(c, [d, child, this.table(c, child, this.valuesC2d)]);
    }
    this.simpleRead = !(this.nest || this.flattenD.size || this.drop.size || this.split.length || this.unknown || this.hook);
    for (const [d, [c]] of this.d2c) if (d !== c) this.readNames.set(d, c);
    for (const [d, hit] of this.fastRead) {
      if (hit[1] !== null || hit[2] === null || hit[2].size > 0) this.readChildren.set(d, hit);
    }
    for (const [c, [d]] of this.c2d) if (c !== d) this.misspelled.add(c);
    // the dialect properties reading must touch; a value with none of them (a pi-ai text block
    // without a signature) is read as it is
    this.touched =
      this.add.size || this.defaults.size || this.movesD.size || this.readNulls.size || this.shared.length || !this.simpleRead
        ? null
        : new Set([...this.readNames.keys(), ...this.readChildren.keys(), ...this.misspelled]);
  }

  /** The value table of a property that is only renamed (empty when its value is copied as it
   * is, or converted by its shape alone); null when its value needs more (a codec, a prefix, a
   * value table beside a shape). */
  private table(canon: string, child: string | null, values: Map<string, Table>): Table | null {
    if (this.prefix.has(canon) || this.codec.has(canon)) return null;
    const table = values.get(canon) ?? new Map();
    return table.size && child !== null ? null : table;
  }
}

/** A tag pattern. One that may begin with a zero-width assertion is tried at code point
 * boundaries only, as ECMA-262 says: V8 also tries between the halves of a surrogate pair. */
function tagPattern(ecma: string, zeroWidthStart: boolean): { test(text: string): boolean } {
  if (!zeroWidthStart) return new RegExp(ecma, "u");
  const re = new RegExp(ecma, "uy");
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

class Union {
  readonly tag: string;
  readonly dialectTag: string;
  readonly canonical: Table = new Map();
  readonly spelled: Table = new Map();
  readonly open: string | null;
  /** the arms a dialect value with no tag may be, in order, with the dialect's names of what
   * each requires, else of what it declares: the value is the first arm whose requirements it
   * meets (all it requires, or, when that is nothing, one property it declares) */
  readonly untagged: [string, string[], string[]][];
  readonly pattern: { test(text: string): boolean } | null;
  readonly hook: string | null;

  constructor(spec: Obj) {
    this.tag = spec["tag"] as string;
    this.dialectTag = spec["dialect_tag"] as string;
    for (const [c, d, k] of spec["arms"] as [unknown, unknown, string][]) {
      this.canonical.set(c, k);
      this.spelled.set(d, k);
    }
    this.open = (spec["open"] as string | undefined) ?? null; // the arm of tag values no other arm pins
    this.untagged = (spec["untagged"] as [string, string[], string[]][] | undefined) ?? [];
    // the open arm's canonical tag pattern, as the generator's one pattern reader printed it
    // for ECMA-262: a document is told by it too
    const ecma = spec["ecma_pattern"] as string | undefined;
    this.pattern = ecma ? tagPattern(ecma, spec["zero_width_start"] === true) : null;
    // the dialect's hand-written step for values no tag can tell apart (pi-ai's flat stream
    // events): run on the dialect's side, before the arm is chosen and after it is written
    this.hook = (spec["hook"] as string | undefined) ?? null;
  }

  arm(value: Obj, reading: boolean): string | null {
    const [prop, arms] = reading ? [this.dialectTag, this.spelled] : [this.tag, this.canonical];
    if (!has(value, prop)) return reading ? this.untaggedArm(value) : null;
    const got = value[prop];
    if (!hashable(got)) return null;
    const hit = arms.get(got) as string | undefined;
    if (hit === undefined && typeof got === "string") return this.open;
    return hit ?? null;
  }

  /** The first untagged arm whose requirements the dialect value without a tag meets. */
  untaggedArm(value: Obj): string | null {
    for (const [arm, requires, declares] of this.untagged) {
      if (
        requires.every((name) => has(value, name)) &&
        (declares.length === 0 || declares.some((name) => has(value, name)))
      )
        return arm;
    }
    return null;
  }

  /** What a dialect value without a tag must carry to be each untagged arm. */
  untaggedNeeds(): string[] {
    return this.untagged.map(
      ([arm, requires]) => `${arm} (${requires.join(" and ") || "any property it declares"})`,
    );
  }
}

type Shape =
  | ["record", Rec]
  | ["union", Union]
  | ["values", [Table, Table]]
  | ["list", string | null]
  | ["map", string | null]
  | ["alt", Map<string, string>];

/** The result of one conversion: the value made, its problems, and the entity it was taken as
 * (null when none could be told). */
export interface Converted {
  value: unknown;
  problems: Problems;
  entity: string | null;
}

/** One dialect's plan, ready to run. `read` turns the dialect's JSON into canonical JSON, `write`
 * canonical JSON into the dialect's; `entity` is a canonical entity (`agent/assistant_message`),
 * or null to tell it from the document's own tags. */
export class Converter {
  readonly name: string;
  readonly documents: readonly string[];
  readonly shapes = new Map<string, Shape>();
  readonly hooks: { readonly [name: string]: Hook };
  /** whether the write under way writes the `fill` values */
  private filling = false;

  constructor(plan: Plan, hooks: { readonly [name: string]: Hook } = {}) {
    this.name = plan.name;
    this.documents = plan.documents;
    this.hooks = hooks;
    for (const [key, [kind, spec]] of Object.entries(plan.shapes)) {
      if (kind === "record") this.shapes.set(key, ["record", new Rec(spec as Obj)]);
      else if (kind === "union") this.shapes.set(key, ["union", new Union(spec as Obj)]);
      else if (kind === "values") {
        const pairs = spec as [unknown, unknown][];
        this.shapes.set(key, ["values", [new Map(pairs), new Map(pairs.map(([a, b]) => [b, a]))]]);
      } else if (kind === "alt") this.shapes.set(key, ["alt", objectMap(spec) as Map<string, string>]);
      else if (kind === "list" || kind === "map") this.shapes.set(key, [kind, spec as string | null]);
      else throw new Error(`unknown shape kind ${kind}`);
    }
  }

  private shape(key: string): Shape {
    const found = this.shapes.get(key);
    if (found === undefined) throw new Error(`the plan of ${this.name} has no shape ${key}`);
    return found;
  }

  private hook(name: string): Hook {
    const found = this.hooks[name];
    if (found === undefined) throw new Error(`no dialect hook ${name}`);
    return found;
  }

  // -- telling a document's entity -------------------------------------------------------------

  /** The first of the plan's documents whose tags the value carries: one that pins the value's
   * tag first, else one that takes it in an open arm, an untagged arm or a record without a tag. */
  entityOf(value: unknown, reading = true): string | null {
    for (const pinned of [true, false])
      for (const key of this.documents) if (this.fits(key, value, reading, pinned)) return key;
    return null;
  }

  private fits(key: string, value: unknown, reading: boolean, pinned: boolean): boolean {
    const [kind, spec] = this.shape(key);
    if (kind === "list") return Array.isArray(value);
    if (!isObj(value)) return false;
    if (kind === "union") {
      // told by a tag value an arm pins (an open arm tells nothing)
      let v: unknown = value;
      if (reading && spec.hook !== null) {
        try {
          v = this.hook(spec.hook)(value, "read", this);
        } catch (err) {
          if (err instanceof DialectError) return true; // the hook knows the value and finds it wrong
          throw err;
        }
        if (!isObj(v)) return false;
      }
      const o = v as Obj;
      const [prop, arms] = reading ? [spec.dialectTag, spec.spelled] : [spec.tag, spec.canonical];
      if (!has(o, prop)) return reading && !pinned && spec.untaggedArm(o) !== null;
      let got = o[prop];
      if (!hashable(got)) return false;
      if (arms.has(got)) return true;
      if (pinned || spec.open === null || spec.pattern === null || typeof got !== "string")
        return false;
      if (reading) {
        // the open arm's own spelling of its tag (a prefix the dialect omits)
        const [okind, record] = this.shape(spec.open);
        const prefix = okind === "record" ? (record.prefix.get(spec.tag) ?? "") : "";
        got = !prefix || got.includes(prefix.slice(-1)) ? got : prefix + got;
      }
      return spec.pattern.test(got as string);
    }
    if (kind === "record") {
      if (pinned && spec.consts.size === 0) return false;
      for (const [c, want] of spec.consts) {
        const name = reading ? (spec.c2d.get(c)?.[0] ?? c) : c;
        const got = get(value, name);
        let expected = want;
        if (reading && spec.valuesC2d.has(c)) {
          const table = spec.valuesC2d.get(c) as Table;
          if (hashable(want) && table.has(want)) expected = table.get(want);
        }
        if (!same(got, expected)) return false;
      }
      if (reading && (spec.requires.length > 0 || spec.declares.length > 0)) {
        // no tag tells it: the document must have what the entity requires, or one property
        // it declares, as canonical detection asks (else an all-optional request takes any object)
        if (!spec.requires.every((name) => has(value, name))) return false;
        return spec.requires.length > 0 || spec.declares.some((name) => has(value, name));
      }
      return true;
    }
    return false;
  }

  // -- pointers ------------------------------------------------------------------------------

  /** A JSON pointer into the canonical `value` (of shape `key`), in the dialect's spelling: so a
   * problem found in converted JSON points at what the dialect wrote. */
  spelledPointer(key: string | null, value: unknown, pointer: string): string {
    const parts = pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
    const out: string[] = [];
    let current: string | null = key;
    for (const part of parts) {
      let shape: Shape | null = current !== null ? this.shape(current) : null;
      while (shape !== null && (shape[0] === "union" || shape[0] === "alt")) {
        if (shape[0] === "union") current = isObj(value) ? shape[1].arm(value, false) : null;
        else current = shape[1].get(typeName(value)) ?? null;
        shape = current !== null ? this.shape(current) : null;
      }
      let child: string | null = null;
      if (shape !== null && shape[0] === "record" && isObj(value)) {
        const spec = shape[1];
        if (spec.nest !== null && !spec.nest.outer.includes(part) && part !== spec.nest.tag) {
          out.push(spec.nest.under || text(get(value, spec.nest.tag)));
        }
        const flat = spec.flattenC.get(part);
        const move = spec.movesC.get(part);
        const named = spec.c2d.get(part);
        if (flat !== undefined) {
          child = flat[1]; // its properties sit on this object
        } else if (move !== undefined) {
          out.push(...move[0]);
          child = move[1];
        } else if (named !== undefined) {
          out.push(named[0]);
          child = named[1];
        } else if (part !== spec.unknown) {
          out.push(part); // what `unknown` holds sits beside the known properties
        }
      } else if (shape !== null && (shape[0] === "list" || shape[0] === "map")) {
        out.push(part);
        child = shape[1];
      } else {
        out.push(part);
      }
      if (isObj(value)) value = get(value, part);
      else if (Array.isArray(value) && /^[0-9]+$/.test(part) && Number(part) < value.length) value = value[Number(part)];
      else value = null;
      current = child;
    }
    return out.map((p) => "/" + esc(p)).join("");
  }

  // -- the two directions ----------------------------------------------------------------------

  read(value: unknown, entity: string | null = null): Converted {
    return this.run(value, entity, true);
  }

  /** `fill`: also write what the dialect always sends where the canonical value has none (its
   * `fill` values), for a consumer that requires them; off, the value is written as it is, so a
   * document read from the dialect comes back as it was. */
  write(value: unknown, entity: string | null = null, fill = false): Converted {
    this.filling = fill;
    try {
      return this.run(value, entity, false);
    } finally {
      this.filling = false;
    }
  }

  private run(value: unknown, entity: string | null, reading: boolean): Converted {
    const problems: Problems = [];
    const key = entity ?? this.entityOf(value, reading);
    if (key === null) {
      problems.push(["", this.noDocument(value, reading)]);
      return { value, problems, entity: null };
    }
    if (!this.shapes.has(key)) {
      problems.push(["", `${this.name} has no spelling for ${key}`]);
      return { value, problems, entity: null };
    }
    // the first pass keeps no pointers; only a value with problems is converted again with
    // them, so that each problem says where it is
    const out = this.convert(key, value, null, problems, reading);
    if (problems.length === 0) return { value: out, problems, entity: key };
    const found: Problems = [];
    return { value: this.convert(key, value, "", found, reading), problems: found, entity: key };
  }

  private noDocument(value: unknown, reading: boolean): string {
    const spelling = reading ? this.name : "canonical";
    const tags = new Set<string>();
    for (const key of this.documents) {
      const shape = this.shape(key);
      if (shape[0] === "union") tags.add(reading ? shape[1].dialectTag : shape[1].tag);
    }
    if (!(typeof value === "object" && value !== null)) {
      return `expected a ${spelling} document (an object), found ${typeName(value)}`;
    }
    const named = [...tags].sort().map((t) => shown(t));
    const untagged: string[] = [];
    if (reading) {
      for (const key of this.documents) {
        const shape = this.shape(key);
        if (shape[0] === "union") untagged.push(...shape[1].untaggedNeeds()); // a value without its tag
        if (shape[0] !== "record") continue;
        const spec = shape[1];
        if (spec.requires.length === 0 && spec.declares.length === 0) continue;
        const needs = spec.requires.join(" and ") || "any property it declares";
        untagged.push(`${key} (${needs})`);
      }
    }
    const nor = untagged.length > 0 ? `, nor what an untagged document requires: ${untagged.join("; ")}` : "";
    return (
      `cannot tell which ${spelling} document this is (pass --entity): it has no ` +
      `${named.join(" or ")} value it declares${nor}`
    );
  }

  convert(key: string | null, value: unknown, ptr: Ptr, problems: Problems, reading: boolean): unknown {
    if (key === null) return value;
    const shape = this.shape(key);
    // a value of another JSON type than the shape's is copied as it is: validating the converted
    // value reports it, at the pointer mapped back into the dialect's spelling
    switch (shape[0]) {
      case "record": {
        const spec = shape[1];
        if (!isObj(value)) return value;
        if (spec.hook === null) {
          return reading ? this.readRecord(spec, value, ptr, problems) : this.writeRecord(spec, value, ptr, problems);
        }
        // the hand-written step works on the dialect's side: before reading, after writing
        const hook = this.hook(spec.hook);
        try {
          if (reading) {
            const shaped = hook(value, "read", this);
            return isObj(shaped) ? this.readRecord(spec, shaped, ptr, problems) : shaped;
          }
          return hook(this.writeRecord(spec, value, ptr, problems), "write", this);
        } catch (err) {
          if (!(err instanceof DialectError)) throw err;
          problems.push([ptr ?? "", err.message]);
          return value;
        }
      }
      case "union": {
        const spec = shape[1];
        if (!isObj(value)) return value;
        if (spec.hook !== null) return this.hookedUnion(spec, value, ptr, problems, reading);
        const got = get(value, reading ? spec.dialectTag : spec.tag);
        let arm: string | null =
          typeof got === "string" ? (((reading ? spec.spelled : spec.canonical).get(got) as string | undefined) ?? null) : null;
        if (arm === null) {
          arm = spec.arm(value, reading);
        } else if (reading) {
          // the common case: an arm that is a plain record, read at once
          const armShape = this.shape(arm);
          if (armShape[0] === "record" && armShape[1].hook === null) return this.readRecord(armShape[1], value, ptr, problems);
        }
        if (arm === null) {
          const [prop, arms] = reading ? [spec.dialectTag, spec.spelled] : [spec.tag, spec.canonical];
          if (!has(value, prop)) {
            const needs = reading ? spec.untaggedNeeds() : [];
            const nor = needs.length > 0 ? `, and what an untagged arm requires: ${needs.join("; ")}` : "";
            problems.push([ptr ?? "", `missing the tag property ${shown(prop)}${nor}`]);
            return value;
          }
          const known = [...arms.keys()].map((a) => shown(a)).sort().join(", ");
          problems.push([at(ptr, prop) ?? "", `unknown ${prop} ${shown(value[prop])}; known: ${known}`]);
          return value;
        }
        return this.convert(arm, value, ptr, problems, reading);
      }
      case "list": {
        if (!Array.isArray(value)) return value;
        const child = shape[1];
        return value.map((v, i) => this.convert(child, v, ptr === null ? null : `${ptr}/${i}`, problems, reading));
      }
      case "map": {
        if (!isObj(value)) return value;
        const out: Obj = {};
        for (const k of Object.keys(value)) put(out, k, this.convert(shape[1], value[k], at(ptr, k), problems, reading));
        return out;
      }
      case "alt": {
        const child = shape[1].get(typeName(value));
        return child ? this.convert(child, value, ptr, problems, reading) : value;
      }
      case "values": {
        const table = reading ? shape[1][1] : shape[1][0];
        return hashable(value) && table.has(value) ? table.get(value) : value;
      }
    }
  }

  /** A union whose dialect values need the dialect's hand-written step: before the arm is chosen
   * when reading, after the arm is written when writing. */
  private hookedUnion(spec: Union, value: Obj, ptr: Ptr, problems: Problems, reading: boolean): unknown {
    const hook = this.hook(spec.hook ?? "");
    let v: unknown = value;
    try {
      if (reading) v = hook(value, "read", this);
    } catch (err) {
      if (!(err instanceof DialectError)) throw err;
      problems.push([ptr ?? "", err.message]);
      return value;
    }
    const arm = isObj(v) ? spec.arm(v, reading) : null;
    if (arm === null) {
      const prop = reading ? spec.dialectTag : spec.tag;
      const found = isObj(v) ? get(v, prop) : undefined;
      const what = typeof found === "string" ? `${shown(found)} is` : "no";
      problems.push([ptr ?? "", `${what} no ${shown(prop)} this dialect declares here`]);
      return v;
    }
    const out = this.convert(arm, v, ptr, problems, reading);
    if (reading) return out;
    try {
      return hook(out, "write", this);
    } catch (err) {
      if (!(err instanceof DialectError)) throw err;
      problems.push([ptr ?? "", err.message]);
      return out;
    }
  }

  private value(spec: Rec, canon: string, value: unknown, ptr: Ptr, problems: Problems, reading: boolean, child: string | null): unknown {
    const prefix = spec.prefix.get(canon);
    if (prefix !== undefined && (typeof value === "string" || Array.isArray(value))) {
      const kept = spec.prefixKept.get(canon);
      if (typeof value === "string") return prefixed(prefix, kept, value, reading);
      return value.map((v) => (typeof v === "string" ? prefixed(prefix, kept, v, reading) : v));
    }
    const codec = spec.codec.get(canon);
    if (codec !== undefined) {
      const pair = CODECS[codec];
      if (pair === undefined) throw new Error(`no codec ${codec}`);
      const [converted, problem] = pair[reading ? 0 : 1](value);
      if (problem) problems.push([ptr ?? "", problem]);
      return converted;
    }
    const table = (reading ? spec.valuesD2c : spec.valuesC2d).get(canon);
    if (table !== undefined && hashable(value) && table.has(value)) return table.get(value);
    return this.convert(child, value, ptr, problems, reading);
  }

  private readRecord(spec: Rec, value: Obj, ptr: Ptr, problems: Problems): Obj {
    const out = this.readFields(spec, value, ptr, problems);
    if (spec.shared.length && out !== value) dropShared(spec.shared, out);
    return out;
  }

  private readFields(spec: Rec, value: Obj, ptr: Ptr, problems: Problems): Obj {
    let keys = Object.keys(value);
    if (spec.touched !== null && !keys.some((k) => spec.touched?.has(k))) return value;
    let nulls: Obj | null = null;
    if (spec.readNulls.size && keys.some((k) => spec.readNulls.has(k) && value[k] === null)) {
      const noted: Obj = {};
      const kept: Obj = {};
      // a null's place counts the keys that are no array index (`indexKey`), which this host
      // lists first whatever order they came in
      let place = 0;
      for (const k of keys) {
        if (spec.nulls.has(k) && value[k] === null) put(noted, spec.nulls.get(k) as string, place);
        else if (!(spec.readNulls.has(k) && value[k] === null)) put(kept, k, value[k]);
        if (!indexKey(k)) place += 1;
      }
      if (Object.keys(noted).length) nulls = noted;
      value = kept;
      keys = Object.keys(value);
    }
    if (spec.simpleRead && !keys.some((k) => spec.misspelled.has(k))) {
      let out: Obj = {};
      for (const k of keys) put(out, spec.readNames.get(k) ?? k, value[k]);
      for (const [dname, [name, child, table]] of spec.readChildren) {
        if (!has(value, dname)) continue;
        const v = value[dname];
        if (table === null) {
          // a codec, a prefix, or a value table beside a shape
          put(out, name, this.value(spec, name, v, at(ptr, dname), problems, true, child));
        } else if (child !== null) {
          put(out, name, this.convert(child, v, at(ptr, dname), problems, true));
        } else if (hashable(v)) {
          put(out, name, table.has(v) ? table.get(v) : v);
        }
      }
      if (spec.movesD.size) out = this.readMoves(spec, value, out, ptr, problems);
      if (nulls !== null) put(out, NULLS, nulls);
      for (const [k, v] of spec.add) put(out, k, v);
      if (spec.defaults.size) assume(spec.defaults, out);
      return out;
    }
    if (spec.nest !== null) value = this.unnest(spec.nest, value, ptr, problems);
    const out: Obj = {};
    let unknown: Obj | null = null;
    const gathered = new Map<string, Obj>();
    for (const dname of Object.keys(value)) {
      let v = value[dname];
      const hit = spec.fastRead.get(dname);
      if (hit !== undefined && hit[2] !== null) {
        const [name, child, table] = hit;
        if (child !== null) put(out, name, this.convert(child, v, at(ptr, dname), problems, true));
        else if (table !== null && table.size && hashable(v)) put(out, name, table.has(v) ? table.get(v) : v);
        else put(out, name, v);
        continue;
      }
      const here = at(ptr, dname);
      if (hit !== undefined) {
        put(out, hit[0], this.value(spec, hit[0], v, here, problems, true, hit[1]));
        continue;
      }
      const flat = spec.flattenD.get(dname);
      if (flat !== undefined) {
        if (!gathered.has(flat)) {
          const parts: Obj = {};
          gathered.set(flat, parts);
          put(out, flat, parts); // the object sits where its first part was
        }
        put(gathered.get(flat) as Obj, dname, v);
        continue;
      }
      const nested = spec.flattenC.get(dname);
      if (nested !== undefined && !spec.flattenD.has(dname)) {
        // the object written nested, under its canonical name: what the flat spelling has no
        // room for (an error's own type) is said so
        put(out, dname, this.value(spec, dname, v, here, problems, true, nested[1]));
        continue;
      }
      if (spec.drop.has(dname)) {
        const want = spec.drop.get(dname);
        if (!same(v, want)) problems.push([here ?? "", `expected ${shown(want)}, found ${shown(v)}`]);
        continue;
      }
      const moved = spec.movesD.get(dname);
      if (moved && isObj(v)) {
        v = copy(v);
        const rest = v as Obj;
        const taken: [string, unknown, Ptr, string | null][] = [];
        for (const [canon, path, child] of moved) {
          let node: unknown = rest;
          for (const step of path.slice(1, -1)) node = isObj(node) ? get(node, step) : null;
          const last = path[path.length - 1] as string;
          if (isObj(node) && has(node, last)) {
            const got = node[last];
            if (path.length === 2) delete rest[last];
            taken.push([canon, got, here === null ? null : [here, ...path.slice(1).map(esc)].join("/"), child]);
          }
        }
        const known = spec.d2c.get(dname);
        if (known !== undefined) put(out, known[0], this.value(spec, known[0], rest, here, problems, true, known[1]));
        for (const [canon, got, where, child] of taken) put(out, canon, this.value(spec, canon, got, where, problems, true, child));
        if (known === undefined && spec.unknown !== null && Object.keys(rest).length > 0) {
          // what the moves leave of a container the canonical model has no name for (yoagent's
          // `stats` beyond usage and turns) is kept as unknown properties are, after the moved
          // ones, under the container's name: writing puts the moved properties back in it
          // first, then the rest
          if (unknown === null) {
            unknown = {};
            put(out, spec.unknown, unknown);
          }
          put(unknown, dname, rest);
        }
        continue;
      }
      const named = spec.d2c.get(dname);
      if (named !== undefined) {
        put(out, named[0], this.value(spec, named[0], v, here, problems, true, named[1]));
        continue;
      }
      const split = spec.split.find((s) => s.dialect === dname);
      if (split !== undefined) {
        const m = typeof v === "string" ? split.match(v) : null;
        if (m !== null) for (const k of Object.keys(m)) put(out, k, m[k]);
        else if (split.otherwise !== null) put(out, split.otherwise, v);
        else problems.push([here ?? "", `expected a string like ${shown(split.template)}`]);
        continue;
      }
      const spelled = spec.c2d.get(dname);
      if (spelled !== undefined && spelled[0] !== dname) {
        problems.push([here ?? "", `${this.name} spells this ${shown(spelled[0])}`]);
        continue;
      }
      if (spec.unknown !== null) {
        if (unknown === null) {
          unknown = {};
          put(out, spec.unknown, unknown);
        }
        put(unknown, dname, v);
      } else {
        put(out, dname, v);
      }
    }
    for (const [canon, parts] of gathered) {
      if (has(value, canon)) problems.push([at(ptr, canon) ?? "", "said both nested and as properties"]);
      const child = (spec.flattenC.get(canon) as [string[], string | null])[1];
      put(out, canon, this.value(spec, canon, parts, ptr, problems, true, child));
    }
    if (nulls !== null) put(out, NULLS, nulls);
    for (const [k, v] of spec.add) put(out, k, v);
    if (spec.defaults.size) assume(spec.defaults, out);
    return out;
  }

  /** Properties the dialect keeps inside another object (pi-ai's `usage.cost`), taken out of it
   * and put right after it. */
  private readMoves(spec: Rec, value: Obj, out: Obj, ptr: Ptr, problems: Problems): Obj {
    const after = new Map<string, [string, unknown][]>();
    for (const [dname, moved] of spec.movesD) {
      const container = get(value, dname);
      const here = at(ptr, dname);
      const named = spec.d2c.get(dname);
      if (!isObj(container)) {
        if (named !== undefined && has(value, dname)) {
          put(out, named[0], this.value(spec, named[0], container, here, problems, true, named[1]));
        }
        continue;
      }
      const rest = copy(container);
      const taken: [string, unknown][] = [];
      for (const [canon, path, child] of moved) {
        const inner = path[1] as string;
        if (has(rest, inner)) {
          const got = rest[inner];
          delete rest[inner];
          taken.push([canon, this.value(spec, canon, got, at(here, inner), problems, true, child)]);
        }
      }
      if (named !== undefined) {
        put(out, named[0], this.value(spec, named[0], rest, here, problems, true, named[1]));
        after.set(named[0], taken);
      } else {
        after.set(dname, taken); // the container is no canonical property: its moved parts take its place
      }
    }
    if (![...after.values()].some((t) => t.length)) return out;
    const rebuilt: Obj = {};
    for (const key of Object.keys(out)) {
      const moved = after.get(key);
      if (moved !== undefined && (spec.d2c.get(key)?.[0] ?? null) === null && !spec.c2d.has(key)) {
        for (const [k, v] of moved) put(rebuilt, k, v); // a container with no canonical name of its own
        continue;
      }
      put(rebuilt, key, out[key]);
      if (moved !== undefined) for (const [k, v] of moved) put(rebuilt, k, v);
    }
    return rebuilt;
  }

  private writeRecord(spec: Rec, given: Obj, ptr: Ptr, problems: Problems): Obj {
    const value = spec.shared.length ? putShared(spec.shared, given) : given;
    let out: Obj = {};
    const later: [string[], unknown][] = [];
    const refill: [string, Obj][] = [];
    const splitDone = new Set<string>();
    const keys = spec.defaults.size ? said(spec.defaults, value) : Object.keys(value);
    const nulls = spec.nulls.size && has(value, NULLS) ? value[NULLS] : undefined;
    for (const cname of keys) {
      if (nulls !== undefined && cname === NULLS) continue;
      const v = value[cname];
      const hit = spec.fastWrite.get(cname);
      if (hit !== undefined && hit[2] !== null) {
        const [name, child, table] = hit;
        if (child !== null) put(out, name, this.convert(child, v, at(ptr, cname), problems, false));
        else if (table !== null && table.size && hashable(v)) put(out, name, table.has(v) ? table.get(v) : v);
        else put(out, name, v);
        continue;
      }
      const here = at(ptr, cname);
      if (hit !== undefined) {
        put(out, hit[0], this.value(spec, cname, v, here, problems, false, hit[1]));
        continue;
      }
      const flatten = spec.flattenC.get(cname);
      if (flatten !== undefined) {
        const [parts, child] = flatten;
        const flat = this.value(spec, cname, v, here, problems, false, child);
        if (isObj(flat) && isObj(v)) {
          if (Object.keys(flat).some((key) => !parts.includes(key))) {
            // the flat spelling has room for its parts only: what says more (the defaults
            // reading assumed are left out of `flat`) is written nested, under the canonical
            // name, as reading takes it
            put(out, cname, flat);
            continue;
          }
          for (const key of Object.keys(flat)) if (parts.includes(key)) put(out, key, flat[key]);
          for (const part of parts) {
            // the flat spelling always carries its parts
            if (!has(flat, part) && has(v, part)) put(out, part, v[part]);
          }
        } else {
          problems.push([here ?? "", `${this.name} writes this as properties: an object`]);
        }
        continue;
      }
      if (spec.add.has(cname)) {
        const want = spec.add.get(cname);
        if (!same(v, want)) problems.push([here ?? "", `${this.name} can only say ${shown(want)}, not ${shown(v)}`]);
        continue;
      }
      if (cname === spec.unknown && isObj(v)) {
        for (const k of Object.keys(v)) {
          const kept = v[k];
          if (spec.movesD.has(k) && isObj(kept)) {
            // what was kept of a container properties move into: they go back first, then the
            // rest after them, as the dialect wrote it
            put(out, k, {});
            refill.push([k, kept]);
          } else {
            put(out, k, kept);
          }
        }
        continue;
      }
      const move = spec.movesC.get(cname);
      if (move !== undefined) {
        later.push([move[0], this.value(spec, cname, v, here, problems, false, move[1])]);
        continue;
      }
      const split = spec.split.find((s) => s.names.includes(cname) || cname === s.otherwise);
      if (split !== undefined) {
        if (!splitDone.has(split.dialect)) {
          splitDone.add(split.dialect);
          if (split.names.every((n) => has(value, n))) put(out, split.dialect, split.join(value));
          else if (split.otherwise !== null && has(value, split.otherwise)) put(out, split.dialect, value[split.otherwise]);
          else problems.push([here ?? "", `${this.name} needs all of ${split.names.join(", ")} here`]);
        }
        if (!spec.c2d.has(cname)) continue; // also spelled alone (clark's media_type)
      }
      const named = spec.c2d.get(cname);
      if (named !== undefined) put(out, named[0], this.value(spec, cname, v, here, problems, false, named[1]));
      else put(out, cname, v);
    }
    for (const [path, v] of later) {
      let node = out;
      for (const step of path.slice(0, -1)) {
        const found = get(node, step);
        // a copy: the container may be the canonical value's own object, kept with the unknown
        // properties, which writing must not change
        const next = isObj(found) ? copy(found) : {};
        put(node, step, next);
        node = next;
      }
      put(node, path[path.length - 1] as string, v);
    }
    for (const [dname, kept] of refill) {
      const container = get(out, dname);
      if (isObj(container)) for (const k of Object.keys(kept)) if (!has(container, k)) put(container, k, kept[k]);
    }
    for (const [dname, v] of spec.drop) put(out, dname, v);
    if (this.filling) {
      for (const [dname, v] of spec.fill) {
        if (!has(out, dname)) put(out, dname, structuredCopy(v)); // the writer's own: a caller may change it
      }
    }
    if (nulls !== undefined) out = putNulls(spec, nulls, out, ptr, problems);
    if (spec.written.length) out = putWritten(spec.written, out);
    if (spec.nest !== null) out = this.renest(spec.nest, out);
    return out;
  }

  // -- nesting: the payload under a property named after the tag value -----------------------

  private unnest(nest: NonNullable<Rec["nest"]>, value: Obj, ptr: Ptr, problems: Problems): Obj {
    const tag = nest.tag;
    const name = nest.under || get(value, tag);
    const inner = typeof name === "string" ? get(value, name) : null;
    if (!isObj(inner) || typeof name !== "string") {
      problems.push([ptr ?? "", `expected the payload under the property named by ${shown(tag)}`]);
      return value;
    }
    const flat: Obj = {};
    for (const k of Object.keys(value)) {
      if (k === name) for (const ik of Object.keys(inner)) put(flat, ik, inner[ik]);
      else put(flat, k, value[k]);
    }
    return flat;
  }

  private renest(nest: NonNullable<Rec["nest"]>, value: Obj): Obj {
    const tag = nest.tag;
    const name = nest.under || text(get(value, tag));
    const out: Obj = {};
    const inner: Obj = {};
    let placed = false;
    for (const k of Object.keys(value)) {
      if (nest.outer.includes(k) || k === tag) {
        put(out, k, value[k]);
      } else {
        if (!placed) {
          put(out, name, inner);
          placed = true;
        }
        put(inner, k, value[k]);
      }
    }
    if (!has(out, name)) put(out, name, inner);
    return out;
  }
}

function structuredCopy(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(structuredCopy);
  if (isObj(v)) {
    const out: Obj = {};
    for (const k of Object.keys(v)) put(out, k, structuredCopy(v[k]));
    return out;
  }
  return v;
}

/** The canonical property noting where the dialect sent null for a property whose null means
 * "not said" (canonical name -> its place among the dialect object's properties). */
export const NULLS = "agentproto:null";

/** Write null for each property the dialect always writes (`null_when_absent`, in its order)
 * that has no value: right before the next of them written, else at the end, which is where a
 * serde struct writing them all in its order has it. */
/** Read: leave out the copy a child object holds of its parent record's property (`shared`)
 * where it is the same JSON (`same`), so writing it again from the parent gives it back; a copy
 * that differs stays where it is. */
function dropShared(shared: Rec["shared"], out: Obj): void {
  for (const [child, nested, parent, tag, tags] of shared) {
    const got = out[child];
    if (
      isObj(got) &&
      has(got, nested) &&
      has(out, parent) &&
      (tag === null || tags.includes(got[tag])) &&
      same(got[nested], out[parent])
    ) {
      const kept: Obj = {};
      for (const k of Object.keys(got)) if (k !== nested) put(kept, k, got[k]);
      put(out, child, kept);
    }
  }
}

/** Write: give a child object that declares the copy (the arm its tag names) and has none its
 * parent record's property again, last, where the dialect sends it. */
function putShared(shared: Rec["shared"], value: Obj): Obj {
  let out = value;
  for (const [child, nested, parent, tag, tags] of shared) {
    const got = out[child];
    if (isObj(got) && !has(got, nested) && has(out, parent) && (tag === null || tags.includes(got[tag]))) {
      const copy: Obj = {};
      for (const k of Object.keys(got)) put(copy, k, got[k]);
      put(copy, nested, out[parent]);
      const whole: Obj = {};
      for (const k of Object.keys(out)) put(whole, k, k === child ? copy : out[k]);
      out = whole;
    }
  }
  return out;
}

function putWritten(written: string[], out: Obj): Obj {
  const missing = written.filter((name) => !has(out, name));
  if (!missing.length) return out;
  const items: [string, unknown][] = Object.keys(out).map((k) => [k, out[k]]);
  for (const name of missing) {
    const later = written.slice(written.indexOf(name) + 1);
    let at = items.findIndex(([k]) => later.includes(k));
    if (at < 0) at = items.length;
    items.splice(at, 0, [name, null]);
  }
  const rebuilt: Obj = {};
  for (const [k, v] of items) put(rebuilt, k, v);
  return rebuilt;
}

/** Write the nulls reading left out (`NULLS`) back where they were, in place order. A property
 * that has a value again (set since, or said) keeps it: the null only ever stood for its absence. */
function putNulls(spec: Rec, nulls: unknown, out: Obj, ptr: Ptr, problems: Problems): Obj {
  const places = isObj(nulls) ? Object.keys(nulls).map((k): [string, unknown] => [k, nulls[k]]) : null;
  const fits = ([k, i]: [string, unknown]): boolean =>
    spec.c2d.has(k) && spec.nulls.has((spec.c2d.get(k) as [string, string | null])[0]) && typeof i === "number" && Number.isInteger(i) && i >= 0;
  if (places === null || !places.every(fits)) {
    problems.push([at(ptr, NULLS) ?? "", "expected canonical property -> its place, for each null"]);
    return out;
  }
  places.sort((a, b) => (a[1] as number) - (b[1] as number));
  const items: [string, unknown][] = Object.keys(out).map((k) => [k, out[k]]);
  for (const [canon, place] of places) {
    const name = (spec.c2d.get(canon) as [string, string | null])[0];
    if (!has(out, name)) items.splice(position(items, place as number), 0, [name, null]);
  }
  const rebuilt: Obj = {};
  for (const [k, v] of items) put(rebuilt, k, v);
  return rebuilt;
}

/** The canonical property naming the defaults reading filled in, where their place alone cannot
 * tell them from defaults the dialect said (a name no dialect or canonical schema uses). */
export const ASSUMED = "agentproto:assumed";

/** Fill in, after everything the dialect said, the defaults it left out, in declared order.
 * Writing leaves out again the trailing run of defaults (`filledIn`); when that run would be
 * other than the defaults filled in (it would also take defaults the dialect said itself), the
 * object carries the names reading filled in (`ASSUMED`), so that writing leaves out those and
 * nothing else. */
function assume(defaults: Map<string, unknown>, out: Obj): void {
  const filled: string[] = [];
  for (const [canon, v] of defaults) {
    if (!has(out, canon)) {
      put(out, canon, v);
      filled.push(canon);
    }
  }
  const run = filledIn(defaults, out);
  if (!has(out, ASSUMED) && (run.length !== filled.length || run.some((k, i) => k !== filled[i]))) {
    put(out, ASSUMED, filled);
  }
}

/** The keys of a canonical `value` the dialect writes: all but the defaults reading filled in,
 * as `ASSUMED` lists them or, without it, as the trailing run shows them. */
function said(defaults: Map<string, unknown>, value: Obj): string[] {
  const keys = Object.keys(value);
  const assumed = value[ASSUMED];
  if (Array.isArray(assumed) && assumed.every((n) => typeof n === "string")) {
    return keys.filter(
      (k) => k !== ASSUMED && !(assumed.includes(k) && defaults.has(k) && same(value[k], defaults.get(k))),
    );
  }
  const filled = filledIn(defaults, value);
  return filled.length ? keys.filter((k) => !filled.includes(k)) : keys;
}

/** The keys at the end of `value` reading filled in: reading appends the defaults the dialect
 * left out, in declared order, after everything it did say. So the trailing run of keys holding
 * their defaults, in that order, is left out again; a default the dialect said explicitly sits
 * among its other properties and is kept (unless it closes the object). The run is taken over
 * the keys that are no array index (`indexKey`): this host lists those first, the others where
 * they came, so the run is the same here as in every other engine. */
function filledIn(defaults: Map<string, unknown>, value: Obj): string[] {
  const order = [...defaults.keys()];
  const keys = Object.keys(value);
  const run: string[] = [];
  let last = order.length;
  for (let i = keys.length - 1; i >= 0; i -= 1) {
    const key = keys[i] as string;
    if (indexKey(key)) continue;
    const index = order.indexOf(key);
    if (index < 0 || !same(value[key], defaults.get(key)) || index >= last) break;
    last = index;
    run.unshift(key);
  }
  return run;
}

/** Whether `key` is an array index (`"0"`, `"1588"`, below 2**32 - 1): a JavaScript object
 * lists those first, ascending, whatever order they came in, where the other engines keep the
 * order they came in. The rules that go by a property's place count the other keys only. */
function indexKey(key: string): boolean {
  return /^(?:0|[1-9][0-9]{0,9})$/.test(key) && Number(key) < 4294967295;
}

/** Where in `items` a key goes that has `place` keys that are no array index before it: right
 * before the next such key, or at the end. */
function position(items: [string, unknown][], place: number): number {
  let seen = 0;
  for (let i = 0; i < items.length; i += 1) {
    if (indexKey((items[i] as [string, unknown])[0])) continue;
    if (seen === place) return i;
    seen += 1;
  }
  return items.length;
}
