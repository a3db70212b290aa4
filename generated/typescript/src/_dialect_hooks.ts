// DO NOT EDIT: copied by agentproto from templates/typescript/_dialect_hooks.ts (hand-written: edit it there).
// What a dialect declaration cannot say, written by hand once per target (a port of
// templates/python/_dialect_hooks.py): one function per dialect at most, named by the
// declaration (`hook: <function>` on an entity). It works on the dialect's side of the value: it
// gets the dialect's JSON before it is read (`direction` is "read") or after it is written
// ("write"), and returns it reshaped; a value it cannot reshape throws a DialectError, whose
// message becomes a problem at the value's pointer. No dependencies.

import { DialectError, same, sameInOrder, shown } from "./_dialects.js";
import type { Direction, Hook } from "./_dialects.js";

type Obj = { [key: string]: unknown };

function isObj(x: unknown): x is Obj {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function has(o: Obj, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, key);
}

function get(o: Obj, key: string): unknown {
  return has(o, key) ? o[key] : null;
}

/** A copy of `o` with `key` set (in place when it is there, last when not). */
function put(o: Obj, key: string, v: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(o, key, { value: v, enumerable: true, writable: true, configurable: true });
  } else {
    o[key] = v;
  }
}

/** A part's text that says something: a string other than "" (which reads back as no part
 * at all); JSON has no truth of other values to go by. */
function saysSomething(v: unknown): boolean {
  return typeof v === "string" && v !== "";
}

/** Seed 004's payloads that no rename can say. An assistant message keeps its parts under
 * `output`, other roles under `content`; reasoning is a `content` string and a `summary` string
 * where the flat layout has lists of text parts. Runs on the nested payload, inside the property
 * named after the item's type. */
export function openresponsesNested(value: unknown, direction: Direction): unknown {
  if (!isObj(value)) return value;
  const kind = get(value, "type");
  let inner = typeof kind === "string" ? get(value, kind) : null;
  if (!isObj(inner) || typeof kind !== "string") return value;
  if (kind === "message" && get(inner, "role") === "assistant") {
    const [old, now] = direction === "read" ? ["output", "content"] : ["content", "output"];
    if (has(inner, old)) {
      const renamed: Obj = {};
      for (const k of Object.keys(inner)) put(renamed, k === old ? now : k, inner[k]);
      inner = renamed;
    }
  } else if (kind === "reasoning") {
    const copied: Obj = {};
    for (const k of Object.keys(inner)) put(copied, k, inner[k]);
    for (const [name, part] of [
      ["content", "reasoning_text"],
      ["summary", "summary_text"],
    ] as const) {
      if (!has(copied, name)) continue;
      if (direction === "read") {
        // "" is no part at all
        const text = copied[name];
        if (typeof text === "string") copied[name] = text ? [{ type: part, text }] : [];
        continue;
      }
      const parts = copied[name];
      if (!Array.isArray(parts)) continue;
      if (parts.length === 0) {
        copied[name] = "";
        continue;
      }
      const first: unknown = parts[0];
      const keys = isObj(first) ? Object.keys(first).sort() : [];
      if (parts.length !== 1 || !isObj(first) || keys.join() !== "text,type" || !saysSomething(first["text"])) {
        throw new DialectError(`seed 004's reasoning ${name} is one string; this item has ${parts.length} ${part} parts`);
      }
      copied[name] = first["text"];
    }
    inner = copied;
  } else {
    return value;
  }
  const out: Obj = {};
  for (const k of Object.keys(value)) put(out, k, value[k]);
  put(out, kind, inner);
  return out;
}

// pi-ai's per-block stream events: block kind -> (the fragment's tag, the block property its
// `*_end` event repeats as `content`; null: `toolcall_end` repeats the whole block as `toolCall`)
const PI_BLOCKS: { readonly [kind: string]: readonly [string, string | null] } = {
  text: ["text_delta", "text"],
  thinking: ["thinking_delta", "thinking"],
  toolcall: ["toolcall_delta", null],
};
const PI_FRAGMENT_KIND: { readonly [tag: string]: string } = Object.fromEntries(
  Object.entries(PI_BLOCKS).map(([kind, [tag]]) => [tag, kind]),
);

/** (block kind, step) -> what pi's proxy says on that event in place of `partial`. */
const PI_PROXY_SAYS: { readonly [kindStep: string]: readonly string[] } = {
  "toolcall start": ["id", "toolName"],
  "text end": ["contentSignature"],
  "thinking end": ["contentSignature"],
};

function proxySays(kind: string, step: string): readonly string[] {
  return PI_PROXY_SAYS[`${kind} ${step}`] ?? [];
}

function blockKind(tag: string): readonly [string, string | null] | undefined {
  return has(PI_BLOCKS, tag) ? PI_BLOCKS[tag] : undefined;
}

/** The content block at `index` of the event's `partial` message (null when there is none). */
function piBlock(event: Obj, index: unknown): unknown {
  const partial = get(event, "partial");
  const content = isObj(partial) ? get(partial, "content") : null;
  if (Array.isArray(content) && Number.isInteger(index) && (index as number) >= 0 && (index as number) < content.length) {
    return content[index as number];
  }
  return null;
}

function withoutCost(usage: Obj): Obj {
  const out: Obj = {};
  for (const k of Object.keys(usage)) if (k !== "cost") put(out, k, usage[k]);
  return out;
}

/** A proxy done or error event: its usage's `cost` said beside the usage. */
function costBeside(event: Obj): Obj {
  const usage = get(event, "usage");
  if (!isObj(usage) || !has(usage, "cost")) return event;
  const out: Obj = {};
  for (const key of Object.keys(event)) {
    if (key === "usage") {
      put(out, key, withoutCost(usage));
      put(out, "cost", usage["cost"]);
    } else put(out, key, event[key]);
  }
  return out;
}

/** A done or error event without its message, as pi's proxy sends it: the usage, which its type
 * requires, holds the cost. */
function costInside(event: Obj, tag: string): Obj {
  const usage = get(event, "usage");
  if (!isObj(usage) || !has(event, "cost")) {
    throw new DialectError(`pi-ai's ${tag} event carries its message, or, as pi's proxy sends it, the usage with its cost; this one has neither`);
  }
  const out: Obj = {};
  for (const key of Object.keys(event)) {
    if (key === "usage") {
      const whole: Obj = {};
      for (const k of Object.keys(usage)) put(whole, k, usage[k]);
      put(whole, "cost", event["cost"]);
      put(out, key, whole);
    } else if (key !== "cost") put(out, key, event[key]);
  }
  return out;
}

/** pi-ai's assistant-message stream events, flat, against the canonical start / delta / done /
 * error (see `pi_ai_stream` in templates/python/_dialect_hooks.py, which this follows step by
 * step). */
export function piAiStream(value: unknown, direction: Direction): unknown {
  if (!isObj(value)) return value;
  return direction === "read" ? piRead(value) : piWrite(value);
}

function piRead(event: Obj): Obj {
  const tag = get(event, "type");
  if ((tag === "done" || tag === "error") && has(event, "usage")) return costBeside(event); // the proxy's
  if (tag === "done") {
    const message = get(event, "message");
    const usage = isObj(message) ? get(message, "usage") : null;
    if (!isObj(usage)) return event;
    const out: Obj = {};
    for (const key of Object.keys(event)) {
      put(out, key, event[key]);
      if (key === "type") put(out, "usage", withoutCost(usage)); // where the canonical done event has it
    }
    return out;
  }
  if (tag === "error") {
    const failed = get(event, "error");
    const text = isObj(failed) ? get(failed, "errorMessage") : null;
    if (text === null) return event;
    const out: Obj = {};
    for (const key of Object.keys(event)) {
      put(out, key, event[key]);
      if (key === "reason") put(out, "errorMessage", text);
    }
    return out;
  }
  if (typeof tag !== "string" || !tag.includes("_")) return event;
  const cut = tag.lastIndexOf("_");
  const kind = tag.slice(0, cut);
  const step = tag.slice(cut + 1);
  const block = blockKind(kind);
  if (block === undefined || !["start", "delta", "end"].includes(step)) return event;
  const [fragmentTag, repeated] = block;
  const index = get(event, "contentIndex");
  const fragment: Obj = { type: fragmentTag };
  if (has(event, "contentIndex")) fragment["contentIndex"] = index;
  const out: Obj = { type: "delta", delta: fragment };
  const known = new Set(["type", "contentIndex", "partial"]);
  if (step === "delta") {
    known.add("delta");
    if (has(event, "delta")) fragment["delta"] = event["delta"];
  } else {
    fragment["delta"] = "";
    out["block"] = step;
    const found = piBlock(event, index);
    if (!has(event, "partial")) {
      // the proxy's: a start or end says what partial would
      for (const name of proxySays(kind, step)) {
        known.add(name);
        if (has(event, name)) fragment[name] = event[name];
      }
    } else if (step === "start" && kind === "toolcall" && isObj(found)) {
      for (const [name, spelled] of [
        ["id", "id"],
        ["name", "toolName"],
      ] as const) {
        if (has(found, name)) fragment[spelled] = found[name];
      }
    } else if (step === "end") {
      const field = repeated ? "content" : "toolCall";
      known.add(field);
      const given = get(event, field);
      const have = repeated && isObj(found) ? get(found, repeated) : found;
      if (found === null || !sameInOrder(given, have)) {
        throw new DialectError(
          `pi-ai's ${tag} repeats the block at contentIndex ${shown(index)} of its partial message; this one's ${field} is not that block's`,
        );
      }
    }
  }
  for (const key of Object.keys(event)) if (!known.has(key)) put(out, key, event[key]); // kept for validation to report
  if (has(event, "partial")) out["partial"] = event["partial"];
  return out;
}

function piWrite(event: Obj): Obj {
  const tag = get(event, "type");
  if ((tag === "done" && !has(event, "message")) || (tag === "error" && !has(event, "error"))) return costInside(event, tag);
  if ((tag === "done" || tag === "error") && has(event, "cost")) throw new DialectError(`pi-ai's ${tag} event has no cost but its message's`);
  if (tag === "done") {
    const message = get(event, "message");
    const usage = isObj(message) ? get(message, "usage") : null;
    if (!isObj(usage)) throw new DialectError("pi-ai's done event carries the finished message; this one has none");
    if (has(event, "usage") && !sameInOrder(event["usage"], withoutCost(usage))) {
      throw new DialectError("pi-ai's done event has no usage but its message's; they differ here");
    }
    const out: Obj = {};
    for (const k of Object.keys(event)) if (k !== "usage") put(out, k, event[k]);
    return out;
  }
  if (tag === "error") {
    const failed = get(event, "error");
    if (!isObj(failed)) throw new DialectError("pi-ai's error event carries the failed message; this one has none");
    if (has(event, "usage")) throw new DialectError("pi-ai's error event has no usage but its message's");
    if (!same(get(event, "errorMessage"), get(failed, "errorMessage"))) {
      throw new DialectError("pi-ai's error event has no error text but its message's; they differ");
    }
    const out: Obj = {};
    for (const k of Object.keys(event)) if (k !== "errorMessage") put(out, k, event[k]);
    return out;
  }
  if (tag !== "delta") return event;
  const fragment = get(event, "delta");
  if (!isObj(fragment)) return event;
  const fragmentType = get(fragment, "type");
  const kind = typeof fragmentType === "string" && has(PI_FRAGMENT_KIND, fragmentType) ? PI_FRAGMENT_KIND[fragmentType] : undefined;
  if (kind === undefined) throw new DialectError(`pi-ai has no stream event for a ${shown(fragmentType)} fragment`);
  const proxy = !has(event, "partial"); // spelled as pi's proxy sends it, without the message
  if (!has(fragment, "contentIndex")) throw new DialectError("pi-ai addresses every fragment by its content index; none here");
  // a fragment's event is `<kind>_delta`, a marker's `<kind>_start` or `<kind>_end`: no other
  // `block` names an event pi-ai sends
  if (has(event, "block") && event["block"] !== "start" && event["block"] !== "end") {
    throw new DialectError("pi-ai's events mark where a block starts or ends, nothing else; this block is neither");
  }
  const step = has(event, "block") ? (event["block"] as string) : "delta";
  const index = fragment["contentIndex"];
  const said = proxySays(kind, step);
  const allowed = new Set(["type", "contentIndex", "delta"]);
  if (step === "start" && kind === "toolcall") {
    allowed.add("id");
    allowed.add("toolName");
  }
  if (proxy) for (const name of said) allowed.add(name);
  const extra = Object.keys(fragment)
    .filter((k) => !allowed.has(k))
    .sort();
  if (extra.length) throw new DialectError(`pi-ai's ${kind}_${step} event has no place for ${extra.join(", ")}`);
  const out: Obj = { type: `${kind}_${step}`, contentIndex: index };
  if (step === "delta") {
    if (has(fragment, "delta")) out["delta"] = fragment["delta"];
  } else if (proxy) {
    if (get(fragment, "delta") !== "") throw new DialectError(`pi-ai's ${kind}_${step} event carries no fragment; this one has one`);
    for (const name of said) {
      if (has(fragment, name)) out[name] = fragment[name];
      else if (kind === "toolcall") throw new DialectError(`pi-ai's proxy toolcall_start names the call's ${name}; none here`); // its type requires them; a signature is optional
    }
  } else {
    if (get(fragment, "delta") !== "") throw new DialectError(`pi-ai's ${kind}_${step} event carries no fragment; this one has one`);
    const found = piBlock(event, index);
    if (step === "start" && kind === "toolcall") {
      for (const [name, spelled] of [
        ["id", "id"],
        ["name", "toolName"],
      ] as const) {
        if (has(fragment, spelled) && !(isObj(found) && same(get(found, name), fragment[spelled]))) {
          throw new DialectError(`pi-ai's toolcall_start takes the call's ${name} from its partial message; they differ here`);
        }
      }
    }
    if (step === "end") {
      if (!isObj(found)) {
        throw new DialectError(
          `pi-ai's ${kind}_end repeats the block at contentIndex ${shown(index)} of its partial message; there is none`,
        );
      }
      const repeated = (blockKind(kind) as readonly [string, string | null])[1];
      if (repeated) out["content"] = get(found, repeated);
      else out["toolCall"] = found;
    }
  }
  for (const key of Object.keys(event)) {
    if (!["type", "delta", "block", "partial"].includes(key)) put(out, key, event[key]);
  }
  if (!proxy) out["partial"] = event["partial"];
  return out;
}

/** The hooks by the names the declarations give them (the Python module's function names). */
export const HOOKS: { readonly [name: string]: Hook } = {
  openresponses_nested: openresponsesNested,
  pi_ai_stream: piAiStream,
};
