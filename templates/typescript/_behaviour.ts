// What no schema keyword can say, written once for TypeScript as templates/python/_behaviour.py
// is for Python: constructors and accessors of the agent messages, the context-overflow match
// over the shared data table, and the fold of an assistant message stream. Values are the
// plain JSON objects the generated types describe.

import type * as agent from "./agent.js";
import { AssistantMessageEvent } from "./agent.js";
import { CONTEXT_OVERFLOW } from "./behaviour_data.js";
import { copy } from "./runtime.js";
import type { JsonValue, Problem } from "./runtime.js";

type Block = agent.AssistantContentBlock;
type Delta = agent.StreamDelta;

/** The current time as integer Unix milliseconds, the unit of every agent timestamp. */
export function nowMs(): number {
  return Date.now();
}

/** The text of every text block, concatenated in order; other blocks are skipped. */
export function extractText(blocks: readonly { type: string }[]): string {
  let out = "";
  for (const block of blocks) if (block.type === "text") out += (block as agent.TextBlock).text;
  return out;
}

export function userMessageFromText(text: string, timestamp: number = nowMs()): agent.UserMessage {
  return { role: "user", content: text, timestamp };
}

export function assistantMessageFromText(text: string, timestamp: number = nowMs()): agent.AssistantMessage {
  return { role: "assistant", content: [{ type: "text", text }], stop_reason: "stop", timestamp };
}

export function toolCalls(message: agent.AssistantMessage): agent.ToolCallBlock[] {
  return message.content.filter((b): b is agent.ToolCallBlock => b.type === "tool_call");
}

// (provider, pattern) per row of the table; case-insensitive, as the table says.
const OVERFLOW: [string, RegExp][] = (CONTEXT_OVERFLOW as { provider: string; pattern: string }[]).map(
  (row) => [row.provider, new RegExp(row.pattern, "iu")],
);

/** The provider whose context-overflow error `errorMessage` is, or null. */
export function matchContextOverflow(errorMessage: string): string | null {
  for (const [provider, pattern] of OVERFLOW) if (pattern.test(errorMessage)) return provider;
  return null;
}

/** Whether a message failed because the request did not fit the model's context window (see
 * the Python `AssistantMessage.is_context_overflow`). */
export function isContextOverflow(message: agent.AssistantMessage, contextWindow?: number): boolean {
  if (message.stop_reason === "error") {
    return typeof message.error_message === "string" && matchContextOverflow(message.error_message) !== null;
  }
  if (contextWindow !== undefined && message.usage !== undefined) {
    const u = message.usage;
    return u.input + (u.cache_read ?? 0) + (u.cache_write ?? 0) > contextWindow;
  }
  return false;
}

// --- folding an assistant message stream ----------------------------------------------------------

/** The JSON value a prefix of JSON text stands for so far: the text when it parses, else the
 * longest cut of it that parses once its open strings and brackets are closed; undefined when
 * nothing does. */
export function bestParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // fall through
  }
  const closers: string[] = [];
  const cuts: [number, string][] = [];
  let inString = false;
  let escaped = false;
  const close = (): string => [...closers].reverse().join("");
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') {
        inString = false;
        cuts.push([i + 1, close()]);
      }
    } else if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") {
      closers.push(ch === "{" ? "}" : "]");
      cuts.push([i + 1, close()]);
    } else if ((ch === "}" || ch === "]") && closers.length > 0) {
      closers.pop();
      cuts.push([i + 1, close()]);
    } else if ((ch >= "0" && ch <= "9") || ch === "e" || ch === "l") {
      cuts.push([i + 1, close()]);
    }
  }
  if (inString && !escaped) cuts.push([text.length, '"' + close()]);
  for (const [end, closing] of cuts.slice(-8).reverse()) {
    try {
      return JSON.parse(text.slice(0, end) + closing);
    } catch {
      continue;
    }
  }
  return undefined;
}

function isPlainObject(x: unknown): x is { [key: string]: JsonValue } {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function emptyBlock(delta: Delta): Block {
  switch (delta.type) {
    case "text_delta":
      return { type: "text", text: "" };
    case "thinking_delta":
      return { type: "thinking", thinking: "" };
    case "reasoning_delta":
      return { type: "reasoning", text: "" };
    case "reasoning_details_delta":
      return { type: "reasoning_details", details: [] };
    default:
      return { type: "tool_call", id: "", name: "", arguments: {}, partial_json: "" };
  }
}

const COPIED = ["provider", "model", "api", "response_id", "response_model", "cost", "error_message", "timestamp", "turn_id"] as const;

const clone = copy;

/** Folds the events of one model call (start, deltas, then done or error) into the assistant
 * message they describe, as the Python `AssistantMessageAccumulator` does: `feed(event)`
 * applies one event (its JSON object) and returns the message so far, `finish()` ends the
 * stream. Nothing throws: every broken rule is a problem (pointer `/<event index>`). */
export class AssistantMessageAccumulator {
  message: agent.AssistantMessage;
  readonly problems: Problem[] = [];
  finished = false;
  private started = false;
  private events = 0;
  private readonly clock: () => number;

  constructor(options: { provider?: string; model?: string; api?: string; clock?: () => number } = {}) {
    this.message = { content: [], role: "assistant", stop_reason: "stop" };
    if (options.provider !== undefined) this.message.provider = options.provider;
    if (options.model !== undefined) this.message.model = options.model;
    if (options.api !== undefined) this.message.api = options.api;
    this.clock = options.clock ?? nowMs;
  }

  feed(raw: unknown): agent.AssistantMessage {
    const at = `/${this.events}`;
    this.events++;
    if (!AssistantMessageEvent.isValid(raw)) {
      const shown = AssistantMessageEvent.errors(raw)
        .slice(0, 3)
        .map((p) => `${p.pointer || "/"}: ${p.message}`)
        .join("; ");
      this.problem(at, "schema", `not an assistant message event: ${shown}`);
      return this.message;
    }
    const event = raw;
    if (this.finished) {
      this.problem(at, "order", `a '${event.type}' event after the stream ended; the message is final`);
      return this.message;
    }
    if (event.type === "start") {
      if (this.started) this.problem(at, "order", "a start event after the stream had started; ignored");
      else if (event.partial !== undefined) this.message = clone(event.partial);
      this.started = true;
      return this.message;
    }
    if (!this.started) {
      this.problem(at, "order", `a '${event.type}' event before start; folded as if the stream had started`);
      this.started = true;
    }
    if (event.type === "delta") this.apply(event.delta, at);
    else if (event.type === "done") this.endDone(event, at);
    else this.endError(event);
    return this.message;
  }

  finish(): agent.AssistantMessage {
    if (!this.finished) {
      const reason = "the stream ended before its done or error event";
      this.problem(`/${this.events}`, "unfinished", reason);
      this.completeToolCalls(null);
      this.message.stop_reason = "error";
      this.message.error_message = reason;
      if (this.message.timestamp === undefined) this.message.timestamp = this.clock();
      this.finished = true;
    }
    return this.message;
  }

  private problem(pointer: string, keyword: string, message: string): void {
    this.problems.push({ pointer, keyword, message, schema: "" });
  }

  private endDone(event: agent.AssistantMessageDone, at: string): void {
    this.finished = true;
    this.adopt(event.message, at);
    const theirs = event.message;
    if (
      theirs !== undefined &&
      (theirs.stop_reason !== event.stop_reason ||
        (theirs.usage !== undefined && JSON.stringify(theirs.usage) !== JSON.stringify(event.usage)))
    ) {
      this.problem(at, "mismatch", "the done event and its message disagree on stop reason or usage");
    }
    this.message.usage = event.usage;
    this.message.stop_reason = event.stop_reason;
    if (this.message.timestamp === undefined) this.message.timestamp = this.clock();
    const failures = this.completeToolCalls(at);
    if (failures.length > 0) {
      this.message.stop_reason = "error";
      this.message.error_message = failures.join("; ");
    }
  }

  private endError(event: agent.AssistantMessageError): void {
    this.finished = true;
    this.adopt(event.message, null);
    const theirs = event.message;
    if (theirs !== undefined && (theirs.stop_reason !== event.stop_reason || theirs.error_message !== event.error_message)) {
      this.problem(`/${this.events - 1}`, "mismatch", "the error event and its message disagree on stop reason or error text");
    }
    this.message.stop_reason = event.stop_reason;
    this.message.error_message = event.error_message;
    if (event.usage !== undefined) this.message.usage = event.usage;
    if (this.message.timestamp === undefined) this.message.timestamp = this.clock();
    this.completeToolCalls(null);
  }

  /** Takes from the producer's own message what deltas never carry; on done its content must
   * agree with the fold. */
  private adopt(theirs: agent.AssistantMessage | undefined, at: string | null): void {
    if (theirs === undefined) return;
    const ours = this.message;
    const n = Math.min(ours.content.length, theirs.content.length);
    for (let i = 0; i < n; i++) {
      const mine = ours.content[i] as unknown as { [key: string]: unknown };
      const given = theirs.content[i] as unknown as { [key: string]: unknown };
      if (mine["type"] !== given["type"]) continue;
      for (const key of Object.keys(given)) if (mine[key] === undefined) mine[key] = clone(given[key]);
    }
    if (at !== null && JSON.stringify(theirs.content.map(sorted)) !== JSON.stringify(this.finalContent().map(sorted))) {
      this.problem(at, "mismatch", "the producer's finished message has other content than its deltas add up to");
    }
    const mine = ours as unknown as { [key: string]: unknown };
    const given = theirs as unknown as { [key: string]: unknown };
    for (const key of COPIED) if (mine[key] === undefined && given[key] !== undefined) mine[key] = clone(given[key]);
  }

  private finalContent(): Block[] {
    const content = clone(this.message.content);
    for (const block of content) {
      if (block.type === "tool_call" && block.partial_json !== undefined) {
        const value = block.partial_json.trim() ? bestParse(block.partial_json) : {};
        if (isPlainObject(value)) block.arguments = value;
        delete block.partial_json;
      }
    }
    return content;
  }

  private completeToolCalls(at: string | null): string[] {
    const failures: string[] = [];
    this.message.content.forEach((block, index) => {
      if (block.type !== "tool_call") return;
      const name = block.name ? `'${block.name}'` : "without a name";
      const what = `tool call ${name} at content index ${index}`;
      if (block.partial_json !== undefined) {
        const text = block.partial_json;
        let value: unknown;
        let parsed = true;
        try {
          value = text.trim() ? JSON.parse(text) : {};
        } catch (err) {
          parsed = false;
          failures.push(`${what}: its argument fragments are not JSON (${err instanceof Error ? err.message : String(err)})`);
        }
        if (parsed) {
          if (isPlainObject(value)) {
            block.arguments = value;
            delete block.partial_json;
          } else failures.push(`${what}: its arguments are JSON but not an object`);
        }
      }
      if (!block.id) failures.push(`${what}: no id arrived`);
      if (!block.name) failures.push(`${what}: no name arrived`);
    });
    if (at === null) return [];
    for (const failure of failures) this.problem(at, "tool_call", failure);
    return failures;
  }

  private apply(delta: Delta, at: string): void {
    const index = this.place(delta, at);
    if (index === null) return;
    const block = this.message.content[index];
    if (block === undefined) return;
    if (delta.type === "text_delta" && block.type === "text") block.text += delta.delta;
    else if (delta.type === "thinking_delta" && block.type === "thinking") {
      block.thinking += delta.delta;
      if (delta.signature !== undefined) block.signature = (block.signature ?? "") + delta.signature;
    } else if (delta.type === "reasoning_delta" && block.type === "reasoning") block.text += delta.delta;
    else if (delta.type === "reasoning_details_delta" && block.type === "reasoning_details") block.details.push(...delta.delta);
    else if (delta.type === "tool_call_delta" && block.type === "tool_call") {
      if (delta.id !== undefined) block.id += delta.id;
      if (delta.name !== undefined) block.name += delta.name;
      const raw = (block.partial_json ?? "") + delta.delta;
      block.partial_json = raw;
      const soFar = raw.trim() ? bestParse(raw) : {};
      if (isPlainObject(soFar)) block.arguments = soFar;
    }
  }

  /** The index of the block `delta` extends, opening one when needed; null when the delta
   * addresses a block of another kind (dropped and reported). */
  private place(delta: Delta, at: string): number | null {
    const content = this.message.content;
    const fresh = emptyBlock(delta);
    const last = content[content.length - 1];
    if (delta.content_index !== undefined) {
      const index = delta.content_index;
      const there = content[index];
      if (there !== undefined) {
        if (there.type === fresh.type) return index;
        this.problem(at, "content_index", `content_index ${index} holds a ${there.type} block, not ${fresh.type}; fragment dropped`);
        return null;
      }
      if (index > content.length) {
        this.problem(at, "content_index", `content_index ${index} skips past the end of the content; opened at ${content.length}`);
      }
    } else if (delta.type === "tool_call_delta" && delta.tool_call_index !== undefined) {
      const calls: number[] = [];
      content.forEach((b, i) => {
        if (b.type === "tool_call") calls.push(i);
      });
      const found = calls[delta.tool_call_index];
      if (found !== undefined) return found;
      if (delta.tool_call_index > calls.length) {
        this.problem(at, "tool_call_index", `tool_call_index ${delta.tool_call_index} skips a call; opened as call ${calls.length}`);
      }
    } else if (last !== undefined && last.type === fresh.type) {
      return content.length - 1;
    }
    content.push(fresh);
    return content.length - 1;
  }
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (isPlainObject(value)) {
    const out: { [key: string]: unknown } = {};
    for (const key of Object.keys(value).sort()) out[key] = sorted(value[key]);
    return out;
  }
  return value;
}

/** Folds a whole stream: the final message and the problems. */
export function foldAssistantMessage(
  events: Iterable<unknown>,
  options: { provider?: string; model?: string; api?: string; clock?: () => number } = {},
): { message: agent.AssistantMessage; problems: Problem[] } {
  const acc = new AssistantMessageAccumulator(options);
  for (const event of events) acc.feed(event);
  return { message: acc.finish(), problems: acc.problems };
}
