// What no schema keyword can say, written once for TypeScript as templates/python/_behaviour.py
// is for Python: constructors and accessors of the agent messages, the context-overflow match
// over the shared data table, and the fold of an assistant message stream. Values are the
// plain JSON objects the generated types describe.

import type * as agent from "./agent.js";
import { AgentEvent, AssistantMessageEvent, ReasoningDetail } from "./agent.js";
import type * as openresponses from "./openresponses.js";
import { ItemStatus, ResponseStatus, StreamEvent } from "./openresponses.js";
import { AGENT_EVENT_FOLD, CONTEXT_OVERFLOW, CONTEXT_OVERFLOW_RULE, IDENTITY_RULE, LANES, PAIRING, PORTABLE_PATTERNS, STREAM_FOLD, USAGE_ARITHMETIC, USAGE_TOTALS } from "./behaviour_data.js";
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

// --- messages ----------------------------------------------------------------------------------

/** A plain-text user message, stamped now unless `timestamp` is given. */
export function userMessageFromText(text: string, timestamp: number = nowMs()): agent.UserMessage {
  return { role: "user", content: text, timestamp };
}

/** What the user said as text: the string itself, or the text blocks concatenated. */
export function userText(message: agent.UserMessage): string {
  return typeof message.content === "string" ? message.content : extractText(message.content);
}

/** A finished assistant message holding one text block (stop reason `stop`). */
export function assistantMessageFromText(text: string, timestamp: number = nowMs()): agent.AssistantMessage {
  return { role: "assistant", content: [{ type: "text", text }], stop_reason: "stop", timestamp };
}

/** An assistant message asking for tool calls (stop reason `tool_use`): a text block first
 * when `text` is not blank, then the calls in order. */
export function assistantMessageFromToolCalls(
  calls: Iterable<agent.ToolCallBlock>,
  options: { text?: string; timestamp?: number } = {},
): agent.AssistantMessage {
  const content: Block[] = [];
  if (options.text !== undefined && options.text.trim()) content.push({ type: "text", text: options.text });
  content.push(...calls);
  return { role: "assistant", content, stop_reason: "tool_use", timestamp: options.timestamp ?? nowMs() };
}

/** The visible text of an assistant message: every text block, concatenated. */
export function assistantText(message: agent.AssistantMessage): string {
  return extractText(message.content);
}

/** The tool calls, in the order the model made them. */
export function toolCalls(message: agent.AssistantMessage): agent.ToolCallBlock[] {
  return message.content.filter((b): b is agent.ToolCallBlock => b.type === "tool_call");
}

/** The thinking blocks' text, joined with a newline. */
export function thinkingText(message: agent.AssistantMessage): string {
  return message.content
    .filter((b): b is agent.ThinkingBlock => b.type === "thinking")
    .map((b) => b.thinking)
    .join("\n");
}

/** Provider-native reasoning blocks, concatenated (thinking is another channel). */
export function reasoningText(message: agent.AssistantMessage): string {
  return message.content
    .filter((b): b is agent.ReasoningBlock => b.type === "reasoning")
    .map((b) => b.text)
    .join("");
}

/** Every reasoning detail item of every reasoning details block, in order, as sent. */
export function reasoningDetailsValues(message: agent.AssistantMessage): JsonValue[] {
  return message.content.flatMap((b) => (b.type === "reasoning_details" ? (b.details as JsonValue[]) : []));
}

/** The result of the tool call `toolCallId` as one text block, stamped now unless given. */
export function toolResultFromText(
  toolCallId: string,
  text: string,
  options: { toolName?: string; isError?: boolean; timestamp?: number } = {},
): agent.ToolResultMessage {
  const message: agent.ToolResultMessage = {
    role: "tool_result",
    tool_call_id: toolCallId,
    content: [{ type: "text", text }],
    is_error: options.isError ?? false,
    timestamp: options.timestamp ?? nowMs(),
  };
  if (options.toolName !== undefined) message.tool_name = options.toolName;
  return message;
}

/** What the model sees of a tool result as text: the text blocks concatenated. */
export function toolResultText(message: agent.ToolResultMessage): string {
  return extractText(message.content);
}

/** The turn that produced an LLM-lane message; null for messages without one and for the
 * extension lane, which has no turns. */
export function turnIdOf(message: agent.AgentMessage): string | null {
  if (message.role === "extension") return null;
  // a library's own role (an open arm) may carry anything under that name: only a string is a turn
  const turnId: unknown = message.turn_id;
  return typeof turnId === "string" ? turnId : null;
}

/** A copy of an LLM-lane message with `turn_id` set (null: removed); an extension-lane
 * message is returned as it is. */
export function withTurnId(message: agent.AgentMessage, turnId: string | null): agent.AgentMessage {
  if (message.role === "extension") return message;
  const copied = { ...message };
  if (turnId === null) delete copied.turn_id;
  else copied.turn_id = turnId;
  return copied;
}

// --- usage, cost, model ---------------------------------------------------------------------------

// The plan's tables (schema/data and the lanes compiled from x-lane), read as JSON.
type Rule = { [key: string]: any };
const ARITHMETIC = USAGE_ARITHMETIC as Rule;

/** A JSON count or price; absent (or not a number: booleans are not numbers) counts as 0. */
/** A JSON value as the folds' messages show it: its JSON text (strings double-quoted and
 * JSON-escaped with characters outside ASCII kept, numbers as ECMAScript writes them, the form
 * every engine writes); an absent value is null. */
function shown(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** A JSON scalar written into text: a string as itself, any other value as its JSON text. */
function textOf(value: unknown): string {
  return typeof value === "string" ? value : shown(value);
}

function numberOf(value: unknown): number {
  return typeof value === "number" ? value : 0;
}

/** The fraction (0 to 1) of the prompt's tokens served from the cache (USAGE_ARITHMETIC). */
export function cacheHitRate(usage: agent.Usage): number {
  const rule = ARITHMETIC["cache_hit_rate"] as Rule;
  const json = usage as unknown as Rule;
  let prompt = 0;
  for (const name of rule["prompt"] as string[]) prompt += numberOf(json[name]);
  return prompt ? numberOf(json[rule["hit"] as string]) / prompt : 0;
}

/** The dollar cost of a usage at `config`'s prices, as USAGE_ARITHMETIC says: each charge
 * `tokens * price / per_tokens`, then their total in order. */
export function estimatedCost(usage: agent.Usage, config: agent.CostConfig): agent.Cost {
  const per = ARITHMETIC["per_tokens"] as number;
  const cost: Rule = {};
  let total = 0;
  (ARITHMETIC["charges"] as Rule[]).forEach((charge, index) => {
    const amount = (numberOf((usage as unknown as Rule)[charge["tokens"]]) * numberOf((config as unknown as Rule)[charge["price"]])) / per;
    cost[charge["cost"]] = amount;
    total = index === 0 ? amount : total + amount;
  });
  cost[ARITHMETIC["total"] as string] = total;
  return cost as agent.Cost;
}

/** A spec for `modelId` at `provider` with thinking off and no budget overrides. */
export function newModelSpec(provider: string, modelId: string): agent.ModelSpec {
  return { provider, model_id: modelId, thinking_level: "off" };
}

/** The token budget override for `level` (default: the spec's own level, `off` when absent);
 * null when the provider's default applies. */
export function thinkingBudget(spec: agent.ModelSpec, level?: agent.ThinkingLevel): number | null {
  const which = level ?? spec.thinking_level ?? "off";
  const budgets = spec.thinking_budgets as { [level: string]: number | undefined } | undefined;
  return budgets?.[which] ?? null;
}

// --- run identity and context ---------------------------------------------------------------------

function uuid4(): string {
  const hex = [...Array(32)].map(() => Math.floor(Math.random() * 16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[Math.floor(Math.random() * 4)] ?? "8";
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A top-level run: depth 0, no parent, a fresh UUIDv4 run id unless one is given. */
export function rootRun(options: { runId?: string; conversationId?: string; deadlineUnixMs?: number } = {}): agent.RunIdentity {
  const identity: agent.RunIdentity = { run_id: options.runId ?? uuid4(), depth: 0 };
  if (options.conversationId !== undefined) identity.conversation_id = options.conversationId;
  if (options.deadlineUnixMs !== undefined) identity.deadline_unix_ms = options.deadlineUnixMs;
  return identity;
}

/** A run spawned by `parent`: a fresh run id, one level deeper, same conversation and deadline. */
export function childRun(parent: agent.RunIdentity, runId: string = uuid4()): agent.RunIdentity {
  const identity: agent.RunIdentity = { run_id: runId, parent_run_id: parent.run_id, depth: parent.depth + 1 };
  if (parent.conversation_id !== undefined) identity.conversation_id = parent.conversation_id;
  if (parent.deadline_unix_ms !== undefined) identity.deadline_unix_ms = parent.deadline_unix_ms;
  return identity;
}

/** A fresh context: the system prompt, no messages, no identity (an anonymous root). */
export function newContext(systemPrompt: string): agent.AgentContext {
  return { system_prompt: systemPrompt, messages: [] };
}

/** The context of a run this one spawns: its own system prompt, no messages, the child
 * identity of this context's identity (of a fresh root when it has none). */
export function spawnChild(context: agent.AgentContext, systemPrompt: string): agent.AgentContext {
  return { system_prompt: systemPrompt, messages: [], identity: childRun(context.identity ?? rootRun()) };
}

/** What is sent to `model` at `provider`: the LLM-lane messages in order, each with only what
 * the model may see (see `convertToLlm`). */
export function llmMessages(context: agent.AgentContext, target: { provider?: string; model?: string } = {}): agent.LlmMessage[] {
  return convertToLlm(context.messages, target);
}

const MESSAGE_LANES = (LANES as Rule)["agent/agent_message"] as { tag: string; arms: Rule; fields: Rule };

/** Prompted thinking as the visible text it came from: `<thought>thinking</thought>`. */
export function weaveThought(thinking: string): string {
  return `<thought>${thinking}</thought>`;
}

/** The messages to send to `model` at `provider`, in order, as the Python `convert_to_llm`:
 * the llm lane only (LANES, from x-lane), each message without its properties of another lane
 * (a tool result's `details`); in an assistant message, prompted thinking woven back as one
 * `<thought>` text block, native thinking kept only for the provider and model that wrote it.
 * The messages given are not changed. */
export function convertToLlm(messages: Iterable<agent.AgentMessage>, target: { provider?: string; model?: string } = {}): agent.LlmMessage[] {
  const sent: agent.LlmMessage[] = [];
  for (const message of messages) {
    const json = message as unknown as Rule;
    const tag = json[MESSAGE_LANES.tag] as string;
    if (MESSAGE_LANES.arms[tag] !== "llm") continue;
    let out: Rule = json;
    const away = Object.entries((MESSAGE_LANES.fields[tag] ?? {}) as Rule).filter(([name, lane]) => lane !== "llm" && name in json);
    if (away.length > 0) {
      out = { ...json };
      for (const [name] of away) delete out[name];
    }
    if (tag === "assistant") {
      const producer = target.provider !== undefined && target.model !== undefined && json["provider"] === target.provider && json["model"] === target.model;
      const blocks = json["content"] as Rule[];
      if (blocks.some((b) => b["type"] === "thinking")) {
        const replayed: Rule[] = [];
        for (const block of blocks) {
          if (block["type"] === "thinking") {
            if (block["source"] === "prompted") {
              replayed.push({ type: "text", text: weaveThought(block["thinking"] as string) });
              continue;
            }
            if (!producer) continue;
          }
          replayed.push(block);
        }
        out = { ...out, content: replayed };
      }
    }
    sent.push(out as agent.LlmMessage);
  }
  return sent;
}

function matches(value: unknown, where: Rule): boolean {
  return isPlainObject(value) && Object.entries(where).every(([key, want]) => key in value && value[key] === want);
}

/** The values (JSON, in order) that answer nothing earlier, by the PAIRING rule named `ruleName`
 * (schema/data/pairing.yaml): each a problem at `/<index>/<key>`. */
export function pairingProblems(ruleName: string, values: Iterable<unknown>): Problem[] {
  const rule = (PAIRING as Rule[]).find((r) => r["name"] === ruleName);
  if (rule === undefined) throw new Error(`no pairing rule ${ruleName}`);
  const calls = rule["calls"] as Rule;
  const answers = rule["answers"] as Rule;
  const opened = new Set<string>();
  const problems: Problem[] = [];
  let index = 0;
  for (const value of values) {
    const at = index++;
    if (!isPlainObject(value)) continue;
    if (matches(value, calls["where"])) {
      const holders = calls["each"] !== undefined ? value[calls["each"]] : [value];
      if (!Array.isArray(holders)) continue;
      for (const item of holders) {
        if (!matches(item, calls["item_where"] ?? {})) continue;
        const key = (item as Rule)[calls["key"]];
        if (typeof key === "string") opened.add(key);
      }
    } else if (matches(value, answers["where"])) {
      const key = value[answers["key"]];
      if (typeof key !== "string" || !opened.has(key)) {
        problems.push({ pointer: `/${at}/${answers["key"]}`, keyword: rule["keyword"], message: fill(rule["message"] as string, { key: shown(key) }), schema: "" });
      }
    }
  }
  return problems;
}

/** A count of a usage total: a number of integer value (booleans are not numbers), else 0. */
function totalCount(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) ? value : 0;
}

/** A rule's message (the data tables' `message`), each `{name}` replaced by its text. */
function fill(template: string, holes: { [hole: string]: string }): string {
  return template.replace(/\{(\w+)\}/g, (_, hole: string) => holes[hole] ?? "");
}

/** The totals (JSON values, in order) that are not the sum of their parts, by the USAGE_TOTALS
 * rule named `ruleName` (schema/data/usage_totals.yaml): a problem at `/<index>/<key>/<count>`
 * for each count that differs. */
export function usageTotalProblems(ruleName: string, values: Iterable<unknown>): Problem[] {
  const rule = (USAGE_TOTALS as Rule[]).find((r) => r["name"] === ruleName);
  if (rule === undefined) throw new Error(`no usage total rule ${ruleName}`);
  const parts = rule["parts"] as Rule;
  const total = rule["total"] as Rule;
  const counts = rule["counts"] as string[];
  let sums = counts.map(() => 0);
  const problems: Problem[] = [];
  let index = 0;
  for (const value of values) {
    const at = index++;
    if (!isPlainObject(value)) continue;
    if (matches(value, rule["reset"])) {
      sums = counts.map(() => 0);
    } else if (matches(value, parts["where"])) {
      const part = value[parts["key"]];
      if (isPlainObject(part)) counts.forEach((name, i) => (sums[i] = (sums[i] as number) + totalCount(own(part, name))));
    } else if (matches(value, total["where"])) {
      const said = value[total["key"]];
      if (!isPlainObject(said)) continue;
      counts.forEach((name, i) => {
        if (totalCount(own(said, name)) !== sums[i]) {
          problems.push({ pointer: `/${at}/${total["key"]}/${name}`, keyword: rule["keyword"], message: fill(rule["message"] as string, { count: name, said: shown(own(said, name)), sum: shown(sums[i]) }), schema: "" });
        }
      });
    }
  }
  return problems;
}

/** `o[key]` when `o` has it as its own property, else undefined (no inherited names). */
function own(o: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;
}

/** JSON equality: numbers by value, booleans apart from numbers, objects whatever their order. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual(a[k], b[k]));
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  return a === b;
}

/** How a list of run identities (JSON objects, in any order) breaks the IDENTITY_RULE
 * (schema/data/identity_rule.yaml): a root's depth, a child's depth, run id and what it
 * inherits from the identity its parent names. */
export function identityProblems(values: Iterable<unknown>): Problem[] {
  const rule = IDENTITY_RULE as Rule;
  const key = rule["key"] as string;
  const parent = rule["parent"] as string;
  const depth = rule["depth"] as string;
  const rootDepth = rule["root_depth"] as number;
  const messages = rule["messages"] as { [name: string]: string };
  const message = (name: string, holes: { [hole: string]: string } = {}): string => fill(messages[name] as string, holes);
  const identities = [...values];
  const byKey = new Map<string, Record<string, unknown>>();
  for (const value of identities) {
    if (isPlainObject(value) && typeof own(value, key) === "string" && !byKey.has(own(value, key) as string)) {
      byKey.set(own(value, key) as string, value); // the first of a repeated id is the one named
    }
  }
  const depthOf = (v: unknown): number | null => (typeof v === "number" ? v : null);
  const problems: Problem[] = [];
  identities.forEach((value, index) => {
    if (!isPlainObject(value)) return;
    const named = own(value, parent);
    const mine = depthOf(own(value, depth));
    const isRoot = named === undefined || named === null;
    if (mine !== null && (mine === rootDepth) !== isRoot) {
      problems.push({ pointer: `/${index}/${depth}`, keyword: "depth", message: message(isRoot ? "root_depth" : "child_depth", { root_depth: shown(rootDepth) }), schema: "" });
    }
    const spawner = typeof named === "string" ? byKey.get(named) : undefined;
    if (spawner === undefined) return;
    const above = depthOf(own(spawner, depth));
    if (mine !== null && above !== null && mine !== above + 1) {
      problems.push({ pointer: `/${index}/${depth}`, keyword: "depth", message: message("parent_depth", { depth: shown(above) }), schema: "" });
    }
    if (own(value, key) === named) {
      problems.push({ pointer: `/${index}/${key}`, keyword: "fresh", message: message("fresh"), schema: "" });
    }
    for (const name of rule["inherit"] as string[]) {
      const has = Object.prototype.hasOwnProperty.call(value, name);
      const theirs = Object.prototype.hasOwnProperty.call(spawner, name);
      if (has !== theirs || !jsonEqual(own(value, name), own(spawner, name))) {
        problems.push({ pointer: `/${index}/${name}`, keyword: "inherit", message: message("inherit", { name }), schema: "" });
      }
    }
  });
  return problems;
}

/** Tool results of a transcript that answer no earlier tool call (the PAIRING rule tool_result). */
export function toolResultProblems(messages: Iterable<agent.AgentMessage>): Problem[] {
  return pairingProblems("tool_result", messages);
}

// (provider, pattern) per row of the table; case-insensitive, as the table says.
// The patterns are the plan's portable ones (PORTABLE_PATTERNS), which every target reads alike.
const OVERFLOW: [string, RegExp][] = (CONTEXT_OVERFLOW as { provider: string }[]).map(
  (row, index) => [row.provider, new RegExp(((PORTABLE_PATTERNS as Rule)["CONTEXT_OVERFLOW"] as string[])[index] as string, "iu")],
);

/** The provider whose context-overflow error `errorMessage` is, or null. */
export function matchContextOverflow(errorMessage: string): string | null {
  for (const [provider, pattern] of OVERFLOW) if (pattern.test(errorMessage)) return provider;
  return null;
}

/** Whether a message failed because the request did not fit the model's context window (see
 * the Python `AssistantMessage.is_context_overflow`). */
export function isContextOverflow(message: agent.AssistantMessage, contextWindow?: number): boolean {
  const rule = CONTEXT_OVERFLOW_RULE as Rule;
  const json = message as unknown as Rule;
  if (json[rule["stop_reason"]] === rule["failed"]) {
    const text = json[rule["error_text"]];
    return typeof text === "string" && matchContextOverflow(text) !== null;
  }
  const usage = json[rule["usage"]];
  if (contextWindow === undefined || !isPlainObject(usage)) return false;
  let prompt = 0;
  for (const name of rule["prompt_tokens"] as string[]) prompt += numberOf(usage[name]);
  return prompt > contextWindow;
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
 * stream. Nothing throws: every broken rule is a problem (pointer `/<event index>`).
 *
 * The fold is linear in the text of the deltas: a tool call's arguments are parsed when the
 * message is read (`message`, `feed`, `finish`), not on every fragment, and texts grow as the
 * engine's concatenations, which copy nothing until read. `push(event)` applies an event
 * without reading the message, so a stream pushed costs its length; reading the message after
 * every event costs its size each time. */
export class AssistantMessageAccumulator {
  private current: agent.AssistantMessage;
  readonly problems: Problem[] = [];
  finished = false;
  private started = false;
  private events = 0;
  private readonly clock: () => number;
  // the content indexes of the tool calls whose fragments arrived since the message was read
  private readonly unparsed = new Set<number>();
  // the content indexes of the tool calls, and how many blocks were looked at to find them
  private calls: number[] = [];
  private callsSeen = 0;

  /** The message so far (the same object each time, updated in place). */
  get message(): agent.AssistantMessage {
    this.settle();
    return this.current;
  }

  /** Gives each tool call that grew since the message was last read the best parse of its
   * arguments so far. */
  private settle(): void {
    for (const index of this.unparsed) {
      const block = this.current.content[index];
      if (block === undefined || block.type !== "tool_call") continue;
      const raw = block.partial_json ?? "";
      const soFar = raw.trim() ? bestParse(raw) : {};
      if (isPlainObject(soFar)) block.arguments = soFar;
    }
    this.unparsed.clear();
  }

  /** The content indexes of the tool calls, each found once: blocks are only appended while
   * the stream runs, so only those after the last look are looked at. */
  private toolCalls(): number[] {
    const content = this.current.content;
    if (this.callsSeen > content.length) {
      this.calls = [];
      this.callsSeen = 0;
    }
    for (let i = this.callsSeen; i < content.length; i++) if (content[i]?.type === "tool_call") this.calls.push(i);
    this.callsSeen = content.length;
    return this.calls;
  }

  constructor(options: { provider?: string; model?: string; api?: string; clock?: () => number } = {}) {
    this.current = { content: [], role: "assistant", stop_reason: "stop" };
    if (options.provider !== undefined) this.current.provider = options.provider;
    if (options.model !== undefined) this.current.model = options.model;
    if (options.api !== undefined) this.current.api = options.api;
    this.clock = options.clock ?? nowMs;
  }

  /** Applies one event (its JSON) and returns the message so far. */
  feed(raw: unknown): agent.AssistantMessage {
    this.push(raw);
    return this.message;
  }

  /** Applies one event (its JSON) without reading the message. */
  push(raw: unknown): void {
    const at = `/${this.events}`;
    this.events++;
    if (!AssistantMessageEvent.isValid(raw)) {
      const shown = AssistantMessageEvent.errors(raw)
        .slice(0, 3)
        .map((p) => `${p.pointer || "/"}: ${p.message}`)
        .join("; ");
      this.problem(at, "schema", `not an assistant message event: ${shown}`);
      return;
    }
    const event = raw;
    if (this.finished) {
      this.problem(at, "order", `a ${shown(event.type)} event after the stream ended; the message is final`);
      return;
    }
    if (event.type === "start") {
      if (this.started) this.problem(at, "order", "a start event after the stream had started; ignored");
      else if (event.partial !== undefined) {
        this.current = clone(event.partial);
        this.calls = [];
        this.callsSeen = 0;
      }
      this.started = true;
      return;
    }
    if (!this.started) {
      this.problem(at, "order", `a ${shown(event.type)} event before start; folded as if the stream had started`);
      this.started = true;
    }
    if (event.type === "delta") this.apply(event.delta, at);
    else {
      this.settle();
      if (event.type === "done") this.endDone(event, at);
      else this.endError(event);
    }
  }

  finish(): agent.AssistantMessage {
    this.settle();
    if (!this.finished) {
      const reason = "the stream ended before its done or error event";
      this.problem(`/${this.events}`, "unfinished", reason);
      this.completeToolCalls(null);
      this.current.stop_reason = "error";
      this.current.error_message = reason;
      if (this.current.timestamp === undefined) this.current.timestamp = this.clock();
      this.finished = true;
    }
    return this.current;
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
    this.current.usage = event.usage;
    this.current.stop_reason = event.stop_reason;
    if (this.current.timestamp === undefined) this.current.timestamp = this.clock();
    const failures = this.completeToolCalls(at);
    if (failures.length > 0) {
      this.current.stop_reason = "error";
      this.current.error_message = failures.join("; ");
    }
  }

  private endError(event: agent.AssistantMessageError): void {
    this.finished = true;
    this.adopt(event.message, null);
    const theirs = event.message;
    if (theirs !== undefined && (theirs.stop_reason !== event.stop_reason || theirs.error_message !== event.error_message)) {
      this.problem(`/${this.events - 1}`, "mismatch", "the error event and its message disagree on stop reason or error text");
    }
    this.current.stop_reason = event.stop_reason;
    this.current.error_message = event.error_message;
    if (event.usage !== undefined) this.current.usage = event.usage;
    if (this.current.timestamp === undefined) this.current.timestamp = this.clock();
    this.completeToolCalls(null);
  }

  /** Takes from the producer's own message what deltas never carry; on done its content must
   * agree with the fold. */
  private adopt(theirs: agent.AssistantMessage | undefined, at: string | null): void {
    if (theirs === undefined) return;
    const ours = this.current;
    const n = Math.min(ours.content.length, theirs.content.length);
    for (let i = 0; i < n; i++) {
      const mine = ours.content[i] as unknown as { [key: string]: unknown };
      const given = theirs.content[i] as unknown as { [key: string]: unknown };
      if (mine["type"] !== given["type"]) continue;
      for (const key of Object.keys(given)) if (mine[key] === undefined) mine[key] = clone(given[key]);
      // a call opened by deltas that carry only arguments (seed 003's `ToolCallDelta { delta }`)
      // was named by no fragment: its id and name are the producer's
      if (mine["type"] === "tool_call") {
        if (mine["id"] === "") mine["id"] = given["id"];
        if (mine["name"] === "") mine["name"] = given["name"];
      }
    }
    if (at !== null && JSON.stringify(theirs.content.map(sorted)) !== JSON.stringify(this.finalContent().map(sorted))) {
      this.problem(at, "mismatch", "the producer's finished message has other content than its deltas add up to");
    }
    const mine = ours as unknown as { [key: string]: unknown };
    const given = theirs as unknown as { [key: string]: unknown };
    for (const key of COPIED) if (mine[key] === undefined && given[key] !== undefined) mine[key] = clone(given[key]);
  }

  /** One delta of a message another fold streams (the agent-event fold's `message_update`). */
  applyDelta(delta: Delta, at: string): void {
    this.apply(delta, at);
  }

  /** The end message of a message another fold streams (the agent-event fold's `message_end`):
   * takes what deltas never carry, and its content must agree with the fold. */
  adoptEnd(theirs: agent.AssistantMessage, at: string): void {
    this.settle();
    this.adopt(theirs, at);
  }

  private finalContent(): Block[] {
    const content = clone(this.current.content);
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
    this.current.content.forEach((block, index) => {
      if (block.type !== "tool_call") return;
      const name = block.name ? shown(block.name) : "without a name";
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
    const block = this.current.content[index];
    if (block === undefined) return;
    if (delta.type === "text_delta" && block.type === "text") {
      block.text += delta.delta;
      if (delta.signature !== undefined) block.text_signature = (block.text_signature ?? "") + delta.signature;
    } else if (delta.type === "thinking_delta" && block.type === "thinking") {
      block.thinking += delta.delta;
      if (delta.signature !== undefined) block.signature = (block.signature ?? "") + delta.signature;
    } else if (delta.type === "reasoning_delta" && block.type === "reasoning") block.text += delta.delta;
    else if (delta.type === "reasoning_details_delta" && block.type === "reasoning_details") block.details.push(...delta.delta);
    else if (delta.type === "tool_call_delta" && block.type === "tool_call") {
      if (delta.id !== undefined) block.id += delta.id;
      if (delta.name !== undefined) block.name += delta.name;
      // parsed when the message is read: parsing the whole text on every fragment would cost
      // the square of its length; an absent fragment is no text
      block.partial_json = (block.partial_json ?? "") + (delta.delta ?? "");
      this.unparsed.add(index);
    }
  }

  /** The index of the block `delta` extends, opening one when needed; null when the delta
   * addresses a block of another kind (dropped and reported). */
  private place(delta: Delta, at: string): number | null {
    const content = this.current.content;
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
      const calls = this.toolCalls();
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
  for (const event of events) acc.push(event);
  return { message: acc.finish(), problems: acc.problems };
}

// --- folding an agent event stream ----------------------------------------------------------------

// The event kinds and the properties the fold compares (schema/data/agent_event_fold.yaml).
const EVENTS = AGENT_EVENT_FOLD as J;

/** What the events of one agent run (one `run_id`, or the events without one) added up to. */
export class AgentRun {
  readonly messages: agent.AgentMessage[] = []; // every message_end's message, in order
  turns = 0; // turns closed by a turn_end
  usage: agent.Usage | null = null; // what agent_end reported, when it did
  started = false;
  finished = false; // agent_end arrived
  seq: number | null = null;
  turn: string | null | undefined = undefined; // the open turn's id (null: without one); undefined: none open
  message: J | null = null; // the open message
  assistant: AssistantMessageAccumulator | null = null; // its deltas, folded
  readonly tools = new Map<string, string>(); // tool_call_id -> tool_name of running tools
  turnTools = new Set<string>(); // tool_call_ids that ended in the open turn
  turnMessage: J | null = null; // the turn's last streaming message
  readonly events: J[] = []; // its events, in order
  constructor(readonly runId: string | null) {}
  get inTurn(): boolean {
    return this.turn !== undefined;
  }
}

/** Folds an agent event stream run by run, as the Python `AgentEventAccumulator` does, reading
 * the event kinds and the properties it compares from AGENT_EVENT_FOLD: `feed(event)` applies
 * one event (its JSON) and returns its run, `finish()` ends the stream. Nothing throws: every
 * broken rule is a problem (pointer `/<event index>`). */
export class AgentEventAccumulator {
  readonly runs = new Map<string | null, AgentRun>();
  readonly problems: Problem[] = [];
  private events = 0;
  private closed = false;

  feed(raw: unknown): AgentRun | null {
    const at = `/${this.events}`;
    this.events++;
    if (!AgentEvent.isValid(raw)) {
      const shown = AgentEvent.errors(raw)
        .slice(0, 3)
        .map((p) => `${p.pointer || "/"}: ${p.message}`)
        .join("; ");
      this.problem(at, "schema", `not an agent event: ${shown}`);
      return null;
    }
    const event = raw as J;
    const lifecycle = EVENTS["run"];
    const key: string | null = event[lifecycle["key"]] ?? null;
    let run = this.runs.get(key);
    if (run === undefined) {
      run = new AgentRun(key);
      this.runs.set(key, run);
    }
    const kind: string = event[EVENTS["tag"]];
    run.events.push(event);
    const seq = event[lifecycle["seq"]];
    if (seq !== undefined && seq !== null) {
      if (run.seq !== null && seq <= run.seq) this.problem(at, "seq", `seq ${seq} does not increase (the run's event before had ${run.seq})`);
      run.seq = seq;
    }
    if (run.finished) {
      this.problem(at, "order", `${kind} after the run's agent_end; skipped`);
      return run;
    }
    if (kind === lifecycle["start"]) {
      if (run.started) this.problem(at, "order", "a second agent_start in one run; ignored");
      run.started = true;
      return run;
    }
    if (!run.started) {
      this.problem(at, "order", `${kind} before agent_start; folded as if the run had started`);
      run.started = true;
    }
    const message = EVENTS["message"];
    if (kind === lifecycle["end"]) this.agentEnd(run, event, at);
    else if (kind === EVENTS["turn"]["start"]) this.turnStart(run, event, at);
    else if (kind === EVENTS["turn"]["end"]) this.turnEnd(run, event, at);
    else if (
      (EVENTS["anytime"] as string[]).includes(kind) ||
      kind.includes(EVENTS["library_events"] as string)
    ) {
      // the harness's own notices, and a library's own events: any time
    } else {
      if (!run.inTurn) this.problem(at, "order", `${kind} outside a turn (no turn_start before it)`);
      if (kind === message["start"]) this.messageStart(run, event, at);
      else if (kind === message["update"]) this.messageUpdate(run, event, at);
      else if (kind === message["end"]) this.messageEnd(run, event, at);
      else this.tool(run, event, kind, at);
    }
    return run;
  }

  get started(): boolean {
    return [...this.runs.values()].some((run) => run.started);
  }

  get finished(): boolean {
    return this.closed || (this.runs.size > 0 && [...this.runs.values()].every((run) => run.finished));
  }

  finish(): AgentRun[] {
    const at = `/${this.events}`;
    if (this.runs.size === 0) this.problem(at, "unfinished", "the stream has no events");
    for (const run of this.runs.values()) {
      if (!run.finished) {
        const name = run.runId === null ? "the run" : `run ${shown(run.runId)}`;
        this.problem(at, "unfinished", `the stream ended before ${name}'s agent_end`);
        run.finished = true;
      }
    }
    this.closed = true;
    return [...this.runs.values()];
  }

  private problem(pointer: string, keyword: string, message: string): void {
    this.problems.push({ pointer, keyword, message, schema: "" });
  }

  private agentEnd(run: AgentRun, event: J, at: string): void {
    const lifecycle = EVENTS["run"];
    if (run.message !== null) this.problem(at, "order", "agent_end while a message is open (no message_end)");
    if (run.inTurn) {
      this.problem(at, "order", "agent_end while a turn is open (no turn_end)");
      this.closeTurn(run, at);
    }
    const listed: unknown[] = event[lifecycle["messages"]] ?? [];
    if (!jsonEqual(listed, run.messages)) {
      this.problem(at, "mismatch", `agent_end lists ${listed.length} message(s), not the ${run.messages.length} the run's message_end events finalised`);
    }
    if (event[lifecycle["usage"]] !== undefined) run.usage = event[lifecycle["usage"]];
    // the totals rule reads the run's events; only what it says of this end is this end's
    const last = `/${run.events.length - 1}/`;
    for (const problem of usageTotalProblems(lifecycle["totals"], run.events)) {
      if (problem.pointer.startsWith(last)) this.problem(`${at}/${problem.pointer.slice(last.length)}`, problem.keyword, problem.message);
    }
    run.finished = true;
  }

  private turnStart(run: AgentRun, event: J, at: string): void {
    if (run.inTurn) {
      this.problem(at, "order", "turn_start while a turn is open (no turn_end before it)");
      this.closeTurn(run, at);
    }
    run.turn = event[EVENTS["turn"]["key"]] ?? null;
    run.turnTools = new Set();
    run.turnMessage = null;
  }

  private turnEnd(run: AgentRun, event: J, at: string): void {
    const turn = EVENTS["turn"];
    const said = event[turn["key"]];
    if (!run.inTurn) this.problem(at, "order", "turn_end without a turn_start");
    else if (typeof run.turn === "string" && said !== undefined && said !== run.turn) {
      this.problem(at, "turn_id", `turn_end of turn ${shown(said)} closes turn ${shown(run.turn)}`);
    }
    if (run.message !== null) {
      this.problem(at, "order", "turn_end while a message is open (no message_end)");
      run.message = null;
      run.assistant = null;
    }
    if (run.turnMessage !== null && !jsonEqual(event[turn["message"]], run.turnMessage)) {
      this.problem(at, "mismatch", "turn_end's message is not the assistant message the turn finalised");
    }
    for (const result of (event[turn["results"]] ?? []) as J[]) {
      const call = result[EVENTS["tool"]["key"]];
      if (!run.turnTools.has(call)) {
        this.problem(at, "tool_results", `turn_end has a result for tool call ${shown(call)}, whose tool did not run in this turn`);
      }
    }
    this.closeTurn(run, at);
    run.turns++;
  }

  private closeTurn(run: AgentRun, at: string): void {
    for (const [call, name] of run.tools) {
      this.problem(at, "tool_execution", `the turn ends while tool ${shown(name)} (${shown(call)}) still runs (no tool_execution_end)`);
    }
    run.tools.clear();
    run.turn = undefined;
  }

  private messageStart(run: AgentRun, event: J, at: string): void {
    const spec = EVENTS["message"];
    if (run.message !== null) this.problem(at, "order", "message_start while a message is open (no message_end)");
    run.message = event[spec["key"]] as J;
    run.assistant = null;
    if (run.message[spec["tag"]] === spec["streams"]) {
      run.assistant = new AssistantMessageAccumulator({ clock: () => 0 });
      run.assistant.push({ type: "start", partial: run.message });
    }
  }

  private messageUpdate(run: AgentRun, event: J, at: string): void {
    if (run.message === null) {
      this.problem(at, "order", "message_update without an open message (no message_start)");
      return;
    }
    if (run.assistant === null) {
      this.problem(at, "order", `message_update for a ${run.message[EVENTS["message"]["tag"]]} message, which does not stream`);
      return;
    }
    const spec = EVENTS["message"];
    const given = event[spec["delta"]];
    // a whole assistant-message event: its fragment, or nothing to fold
    const kind = isPlainObject(given) ? given[EVENTS["tag"]] : undefined;
    if ((spec["ignored"] as string[]).includes(kind as string)) return;
    const delta = kind === spec["event"] ? given[spec["delta"]] : given;
    this.relay(run.assistant, at, (acc) => acc.applyDelta(delta, at));
  }

  private messageEnd(run: AgentRun, event: J, at: string): void {
    const spec = EVENTS["message"];
    const given = event[spec["key"]] as J;
    if (run.message === null) this.problem(at, "order", "message_end without a message_start");
    else if (run.message[spec["tag"]] !== given[spec["tag"]]) {
      this.problem(at, "mismatch", `message_end of a ${given[spec["tag"]]} message closes a ${run.message[spec["tag"]]} message`);
    } else if (run.assistant !== null) {
      this.relay(run.assistant, at, (acc) => acc.adoptEnd(given as agent.AssistantMessage, at));
    } else if (!jsonEqual(run.message, given)) {
      this.problem(at, "mismatch", "message_end's message is not the one message_start gave");
    }
    run.message = null;
    run.assistant = null;
    run.messages.push(given as agent.AgentMessage);
    if (given[spec["tag"]] === spec["streams"]) run.turnMessage = given;
  }

  /** Runs one step of the assistant message fold; its problems become this event's. */
  private relay(acc: AssistantMessageAccumulator, at: string, step: (acc: AssistantMessageAccumulator) => void): void {
    const before = acc.problems.length;
    step(acc);
    for (const problem of acc.problems.slice(before)) this.problem(at, problem.keyword, problem.message);
  }

  private tool(run: AgentRun, event: J, kind: string, at: string): void {
    const spec = EVENTS["tool"];
    const call: string = event[spec["key"]];
    const name: string = event[spec["name"]];
    const running = run.tools.get(call);
    if (kind === spec["start"]) {
      if (running !== undefined) {
        this.problem(at, "tool_call_id", `tool call ${shown(call)} starts again while it runs; ignored`);
        return;
      }
      const calls = spec["calls"];
      const held = run.turnMessage === null ? undefined : run.turnMessage[calls["each"]];
      if (!Array.isArray(held) || !held.some((item) => matches(item, calls["where"]) && item[calls["key"]] === call)) {
        this.problem(at, "tool_call_id", `tool ${shown(name)} runs for tool call ${shown(call)}, which no assistant message of this turn asked for`);
      }
      run.tools.set(call, name);
      return;
    }
    if (running === undefined) {
      const state = run.turnTools.has(call) ? "ended already" : "never started";
      this.problem(at, "tool_call_id", `${kind} for tool call ${shown(call)}, which ${state}`);
      return;
    }
    if (running !== name) {
      this.problem(at, "tool_name", `${kind} for tool call ${shown(call)} names tool ${shown(name)}, but ${shown(running)} was started`);
    }
    if (kind === spec["end"]) {
      run.tools.delete(call);
      run.turnTools.add(call);
    }
  }
}

/** Folds a whole agent event stream: the runs and the problems found. */
export function foldAgentEvents(events: Iterable<unknown>): AgentEventAccumulator {
  const acc = new AgentEventAccumulator();
  for (const event of events) acc.feed(event);
  acc.finish();
  return acc;
}

// --- folding an Open Responses stream -------------------------------------------------------------

// event type -> the statuses its snapshot may have
const STATE_EVENTS: { [type: string]: readonly string[] } = {
  "response.created": ["queued", "in_progress"],
  "response.queued": ["queued"],
  "response.in_progress": ["in_progress"],
  "response.completed": ["completed"],
  "response.failed": ["failed"],
  "response.incomplete": ["incomplete"],
  "response.cancelled": ["cancelled"],
};

// the part type each text event streams into
const PART_OF_EVENT: { [type: string]: string } = {
  "response.output_text.delta": "output_text",
  "response.output_text.done": "output_text",
  "response.output_text.annotation.added": "output_text",
  "response.refusal.delta": "refusal",
  "response.refusal.done": "refusal",
  "response.reasoning.delta": "reasoning_text",
  "response.reasoning.done": "reasoning_text",
  "response.reasoning_summary_text.delta": "summary_text",
  "response.reasoning_summary_text.done": "summary_text",
};

// Events and items are read as plain JSON objects here: the event was validated first, and
// the fold only moves values between them.
type J = { [key: string]: any };

function sortedJson(value: unknown): string {
  return JSON.stringify(sorted(value));
}

/** An item's status when it is one of the protocol's item statuses on an item of the
 * protocol's: an extension item's status is its implementor's string, whatever it says. */
function protocolStatus(item: J): ItemStatus | undefined {
  const status = item["status"];
  const extension = typeof item["type"] === "string" && item["type"].includes(":");
  return !extension && ItemStatus.isValid(status) ? status : undefined;
}

function streamed(item: J): J {
  return { content: item["content"] ?? null, summary: item["summary"] ?? null, arguments: item["arguments"] ?? null };
}

// Properties compared as opaque, and lists a done value may leave empty (schema/data/stream_fold.yaml).
const OPAQUE = new Set<string>([
  ...((STREAM_FOLD as J)["opaque"] as string[]),
  ...((STREAM_FOLD as J)["opaque_in_extensions"] as string[]),
]);
const UNREPEATED = new Set<string>((STREAM_FOLD as J)["unrepeated"] as string[]);

function noneOrEmpty(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0);
}

/** Whether what a producer sent as done (a done item or part, a terminal snapshot's output)
 * agrees with what the fold built: equal as JSON, but for the properties a producer sends anew
 * at each emission (opaque: equal when both are there, of one JSON type) and the lists it need
 * not repeat (unrepeated: left out when either side has none or an empty one). */
function agree(folded: unknown, given: unknown): boolean {
  if (Array.isArray(folded) && Array.isArray(given)) {
    return folded.length === given.length && folded.every((value, i) => agree(value, given[i]));
  }
  if (isPlainObject(folded) && isPlainObject(given)) {
    const mine = folded as J;
    const theirs = given as J;
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const a = mine[key];
      const b = theirs[key];
      if (OPAQUE.has(key) && a !== undefined && b !== undefined) {
        if (jsonType(a) === jsonType(b)) continue;
        return false;
      }
      if (UNREPEATED.has(key) && (noneOrEmpty(a) || noneOrEmpty(b))) continue;
      if (a === undefined || b === undefined || !agree(a, b)) return false;
    }
    return true;
  }
  return sortedJson(folded) === sortedJson(given);
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "array" : typeof value;
}

// The events that cannot be the first of a resumed stream: the one that starts a response, and
// those that end it.
function openingOrClosing(type: string): boolean {
  const statuses = STATE_EVENTS[type];
  return type === "response.created" || (statuses !== undefined && ResponseStatus.isTerminal(statuses[statuses.length - 1] as openresponses.ResponseStatus));
}

/** Folds an Open Responses stream into the `Response` it describes, checking the rules a single
 * event cannot show, as the Python `ResponseAccumulator` does (the same rules, the same problem
 * pointers and keywords). */
export class ResponseAccumulator {
  response: openresponses.Response | null = null;
  readonly problems: Problem[] = [];
  error: unknown = null;
  finished = false;
  private events = 0;
  private lastSequence: number | null = null;
  private readonly slots = new Map<number, number>();
  private readonly doneItems = new Set<number>();
  private readonly openParts = new Set<string>();
  // The function calls whose arguments were read as JSON: each is read once, when complete.
  private readonly argumentsChecked = new Set<number>();
  // output index -> what the item's events build, as it was added: an item done without any
  // event in between is taken as done, as a producer that streams no deltas sends it
  private readonly asAdded = new Map<number, string>();
  // the texts (part or arguments) that deltas extended: a done without deltas gives the text
  private readonly withDeltas = new Set<string>();
  // A producer that numbers no event (a dialect reads a missing number as 0): the first two
  // events both carry 0, and events are then taken in the order they come.
  private unnumbered = false;
  // A resumed stream (read from `starting_after`) begins after events it does not hold:
  // declared with `resume()`, or seen when its first event is a late one in the middle of a
  // response. Events about items added before it began are passed over, and its terminal
  // snapshot gives the output.
  private resumed = false;
  // the items a resumed stream added before its first state event gave the response
  private readonly beforeState: J = { output: [] };

  /** Declares the stream resumed: it begins after events it does not hold. */
  resume(): void {
    this.resumed = true;
  }

  feed(raw: unknown): openresponses.Response | null {
    const at = `/${this.events}`;
    this.events++;
    if (!StreamEvent.isValid(raw)) {
      const shown = StreamEvent.errors(raw)
        .slice(0, 3)
        .map((p) => `${p.pointer || "/"}: ${p.message}`)
        .join("; ");
      this.problem(at, "schema", `not an Open Responses stream event: ${shown}`);
      return this.response;
    }
    const event = raw as unknown as J;
    const sequence = event["sequence_number"] as number;
    const type = event["type"] as string;
    const last = this.lastSequence;
    if (last !== null && sequence <= last) {
      if (sequence === 0 && (this.unnumbered || (last === 0 && this.events === 2))) {
        this.unnumbered = true; // no numbers: the order events come in is theirs
      } else {
        this.problem(at, "sequence_number", `sequence_number ${sequence} does not increase (the event before had ${last}); event skipped`);
        return this.response;
      }
    } else if (last === null && this.events === 1 && sequence > 0 && !openingOrClosing(type)) {
      // a first event that comes late, in the middle of a response: resumed (a stream whose
      // first event ends it shows no more than a broken recording, and is one)
      this.resumed = true;
    }
    this.lastSequence = sequence;
    if (this.finished) {
      const status = this.response === null ? "" : ` ${this.response.status}`;
      this.problem(at, "order", `${type} after the terminal${status} event; skipped`);
      return this.response;
    }
    if (type === "error") {
      this.error = event["error"];
      return this.response;
    }
    if (STATE_EVENTS[type] !== undefined) this.state(event, type, at);
    else if (!type.startsWith("response.")) return this.response; // an extension event (slug:name)
    else if (this.response === null && this.resumed) this.itemEvent(event, type, this.beforeState, at);
    else if (this.response === null) this.problem(at, "order", `${type} before response.created; skipped`);
    else this.itemEvent(event, type, this.response as unknown as J, at);
    return this.response;
  }

  finish(): openresponses.Response | null {
    if (!this.finished) {
      this.problem(`/${this.events}`, "unfinished", "the stream ended before a terminal event (response.completed, failed, incomplete or cancelled)");
      this.finished = true;
    }
    return this.response;
  }

  private problem(pointer: string, keyword: string, message: string): void {
    this.problems.push({ pointer, keyword, message, schema: "" });
  }

  private state(event: J, type: string, at: string): void {
    const snapshot = clone(event["response"]) as J;
    const usage = snapshot["usage"];
    if (isPlainObject(usage)) for (const found of usageProblems(usage as J)) this.problem(at, "usage", `usage ${found.message}`);
    const named = STATE_EVENTS[type] ?? [];
    let status = snapshot["status"] as openresponses.ResponseStatus;
    if (!named.includes(status)) {
      this.problem(at, "status", `${type} carries a response whose status is ${shown(status)}`);
      status = named[named.length - 1] as openresponses.ResponseStatus;
      snapshot["status"] = status;
    }
    const machine = ResponseStatus;
    if (this.response === null) {
      if (this.resumed) {
        // a resumed stream begins where it was resumed, with the items it saw added
        if ((this.beforeState["output"] as J[]).length > 0) snapshot["output"] = this.beforeState["output"];
      } else if (type !== "response.created") this.problem(at, "order", `${type} before response.created; its snapshot starts the response`);
      else if (!machine.initial.includes(status)) this.problem(at, "status", `a response cannot start ${shown(status)}`);
      this.response = snapshot as openresponses.Response;
    } else {
      if (type === "response.created") {
        this.problem(at, "order", "a second response.created; skipped");
        return;
      }
      const current = this.response.status;
      const refused = status === current ? null : machine.refusal(current, status);
      if (refused !== null) this.problem(at, "transition", refused);
      const folded = (this.response as unknown as J)["output"] as unknown[];
      const theirs = snapshot["output"] as unknown[];
      if (this.resumed && machine.isTerminal(status) && theirs.length > 0) {
        // the fold saw only the items added after it began: the snapshot's are the output
      } else if (folded.length > 0 || theirs.length === 0) {
        const terminal = machine.isTerminal(status) && theirs.length > 0;
        if (terminal && !agree(folded, theirs)) {
          this.problem(at, "mismatch", `the ${type} snapshot's output differs from the folded items`);
          snapshot["output"] = folded;
        } else if (!terminal) snapshot["output"] = folded;
        // else it agrees, as sent anew (an opaque value encrypted again): the producer's last
        // word is the response
      }
      this.response = snapshot as openresponses.Response;
    }
    if (machine.isTerminal(status)) {
      this.finished = true;
      if (status === "completed") {
        for (const index of [...this.slots.keys()].sort((a, b) => a - b)) {
          if (!this.doneItems.has(index)) this.problem(at, "item", `output item ${index} was added but never done`);
        }
      }
    }
  }

  private itemEvent(event: J, type: string, response: J, at: string): void {
    if (type === "response.output_item.added") return this.itemAdded(event, response, at);
    if (type === "response.output_item.done") return this.itemDone(event, type, response, at);
    const outputIndex = event["output_index"] as number;
    const item = this.openItem(type, outputIndex, (event["item_id"] as string | undefined) ?? null, response, at);
    if (item === null) return;
    if (type === "response.content_part.added") this.partAdded(item, outputIndex, "content", event["content_index"], event["part"], at);
    else if (type === "response.reasoning_summary_part.added") this.partAdded(item, outputIndex, "summary", event["summary_index"], event["part"], at);
    else if (type === "response.content_part.done") this.partDone(item, outputIndex, "content", event["content_index"], event["part"], at);
    else if (type === "response.reasoning_summary_part.done") this.partDone(item, outputIndex, "summary", event["summary_index"], event["part"], at);
    else if (type === "response.function_call_arguments.delta" || type === "response.function_call_arguments.done") this.arguments(item, event, type, at);
    else this.text(item, outputIndex, event, type, at);
  }

  private openItem(what: string, outputIndex: number, itemId: string | null, response: J, at: string): J | null {
    const position = this.slots.get(outputIndex);
    if (position === undefined) {
      if (this.resumed) return null; // added before the stream was resumed: not held here
      this.problem(at, "item", `${what} for output_index ${outputIndex}, which no response.output_item.added announced`);
      return null;
    }
    const item = (response["output"] as J[])[position] as J;
    if (itemId !== null && item["id"] !== itemId) {
      this.problem(at, "item_id", `${what} names item ${shown(itemId)}, but output_index ${outputIndex} is ${shown(item["id"])}`);
      return null;
    }
    if (this.doneItems.has(outputIndex)) {
      this.problem(at, "item", `${what} for item ${shown(item["id"])}, which is already done`);
      return null;
    }
    return item;
  }

  private itemAdded(event: J, response: J, at: string): void {
    const item = event["item"] as J | null | undefined;
    const outputIndex = event["output_index"] as number;
    const output = response["output"] as J[];
    if (item === null || item === undefined) {
      this.problem(at, "item", "response.output_item.added without an item; skipped");
      return;
    }
    if (this.slots.has(outputIndex)) {
      this.problem(at, "output_index", `output_index ${outputIndex} was added before; skipped`);
      return;
    }
    if (outputIndex !== output.length && !this.resumed) this.problem(at, "output_index", `output_index ${outputIndex} is not the next one (${output.length})`);
    const status = protocolStatus(item);
    if (status !== undefined && !ItemStatus.initial.includes(status)) {
      this.problem(at, "status", `item ${shown(item["id"])} is added with status ${shown(status)}, not in_progress`);
    }
    this.slots.set(outputIndex, output.length);
    this.asAdded.set(outputIndex, sortedJson(streamed(item)));
    output.push(clone(item));
  }

  private itemDone(event: J, type: string, response: J, at: string): void {
    const done = event["item"] as J | null | undefined;
    if (done === null || done === undefined) {
      this.problem(at, "item", "response.output_item.done without an item; skipped");
      return;
    }
    const outputIndex = event["output_index"] as number;
    const item = this.openItem(type, outputIndex, (done["id"] as string | undefined) ?? null, response, at);
    if (item === null) return;
    const was = protocolStatus(item);
    const now = protocolStatus(done);
    // an unchanged status is no move: a producer may send an item done as it was added
    const refused = was !== undefined && now !== undefined && was !== now ? ItemStatus.refusal(was, now) : null;
    if (refused !== null) this.problem(at, "transition", `item ${shown(item["id"])}: ${refused}`);
    const folded = streamed(item);
    if (sortedJson(folded) !== this.asAdded.get(outputIndex) && !agree(folded, streamed(done))) this.problem(at, "mismatch", `item ${shown(item["id"])} as done differs from what its events added up to`);
    for (const key of [...this.openParts]) {
      const [index, where, part] = JSON.parse(key) as [number, string, number];
      if (index !== outputIndex) continue;
      this.problem(at, "part", `item ${shown(item["id"])} is done while its ${where} part ${part} is not`);
      this.openParts.delete(key);
    }
    (response["output"] as J[])[this.slots.get(outputIndex) ?? 0] = clone(done);
    this.doneItems.add(outputIndex);
    if (done["type"] === "function_call") this.argumentsParse(done, outputIndex, at);
  }

  private parts(item: J, where: string): J[] | null {
    const type = item["type"];
    if (where === "summary") {
      if (type !== "reasoning") return null;
      if (item["summary"] === undefined) item["summary"] = [];
      return item["summary"] as J[];
    }
    if (type === "message") return item["content"] as J[];
    if (type === "reasoning") {
      if (item["content"] === undefined) item["content"] = [];
      return item["content"] as J[];
    }
    return null;
  }

  private partAdded(item: J, outputIndex: number, where: string, index: number, part: unknown, at: string): void {
    const parts = this.parts(item, where);
    if (parts === null) {
      this.problem(at, "part", `a ${where} part added to item ${shown(item["id"])}, a ${textOf(item["type"])} item, which has none`);
      return;
    }
    if (index !== parts.length) {
      this.problem(at, `${where}_index`, `${where} part ${index} of item ${shown(item["id"])} is not the next one (${parts.length}); skipped`);
      return;
    }
    parts.push(clone(part) as J);
    this.openParts.add(JSON.stringify([outputIndex, where, index]));
  }

  private partDone(item: J, outputIndex: number, where: string, index: number, part: unknown, at: string): void {
    const parts = this.openPart(item, outputIndex, where, index, "done", at);
    if (parts === null) return;
    if (!agree(parts[index], part)) {
      this.problem(at, "mismatch", `${where} part ${index} of item ${shown(item["id"])} as done differs from its deltas`);
    }
    parts[index] = clone(part) as J;
    this.openParts.delete(JSON.stringify([outputIndex, where, index]));
  }

  private openPart(item: J, outputIndex: number, where: string, index: number, what: string, at: string): J[] | null {
    const parts = this.parts(item, where);
    if (parts === null || !this.openParts.has(JSON.stringify([outputIndex, where, index]))) {
      const state = parts !== null && index < parts.length ? "done already" : "never added";
      this.problem(at, "part", `${what} for ${where} part ${index} of item ${shown(item["id"])}, which was ${state}`);
      return null;
    }
    return parts;
  }

  private text(item: J, outputIndex: number, event: J, type: string, at: string): void {
    const where = event["summary_index"] !== undefined ? "summary" : "content";
    const index = event[`${where}_index`] as number;
    const parts = this.openPart(item, outputIndex, where, index, type, at);
    if (parts === null) return;
    const part = parts[index] as J;
    const kind = PART_OF_EVENT[type];
    if (part["type"] !== kind) {
      this.problem(at, "part", `${type} for ${where} part ${index} of item ${shown(item["id"])}, a ${textOf(part["type"])} part`);
      return;
    }
    if (type === "response.output_text.annotation.added") {
      const annotations = (part["annotations"] as unknown[] | undefined) ?? [];
      if (event["annotation_index"] !== annotations.length) {
        this.problem(at, "annotation_index", `annotation ${String(event["annotation_index"])} is not the next one (${annotations.length})`);
      } else if (event["annotation"] !== undefined && event["annotation"] !== null) {
        annotations.push(clone(event["annotation"]));
        part["annotations"] = annotations;
      }
      return;
    }
    const field = kind === "refusal" ? "refusal" : "text";
    const delta = event["delta"];
    const key = JSON.stringify([outputIndex, where, index]);
    if (typeof delta === "string") {
      this.withDeltas.add(key);
      part[field] = String(part[field] ?? "") + delta;
      const logprobs = event["logprobs"];
      if (kind === "output_text" && logprobs !== undefined) part["logprobs"] = [...((part["logprobs"] as unknown[] | undefined) ?? []), ...(logprobs as unknown[])];
      return;
    }
    const final = event[field];
    if (final !== part[field]) {
      // a done without deltas gives the whole text at once, as some producers send it
      if (this.withDeltas.has(key) || part[field] !== "") this.problem(at, "mismatch", `${type}: the text differs from what the deltas added up to`);
      part[field] = final;
    }
  }

  private arguments(item: J, event: J, type: string, at: string): void {
    if (item["type"] !== "function_call") {
      this.problem(at, "item", `${type} for item ${shown(item["id"])}, a ${textOf(item["type"])} item`);
      return;
    }
    const key = `arguments ${String(event["output_index"])}`;
    if (type === "response.function_call_arguments.delta") {
      this.withDeltas.add(key);
      item["arguments"] = String(item["arguments"]) + String(event["delta"]);
      return;
    }
    if (event["arguments"] !== item["arguments"]) {
      // a done without deltas gives the whole text at once, as some producers send it
      if (this.withDeltas.has(key) || item["arguments"] !== "") this.problem(at, "mismatch", `${type}: the arguments differ from what the deltas added up to`);
      item["arguments"] = event["arguments"];
    }
    this.argumentsParse(item, event["output_index"] as number, at);
  }

  /** A function call's arguments must be JSON text; read once per item, when they are complete
   * (their done event, or the done item when that event never came). */
  private argumentsParse(item: J, outputIndex: number, at: string): void {
    if (this.argumentsChecked.has(outputIndex)) return;
    this.argumentsChecked.add(outputIndex);
    const why = argumentsProblem(String(item["arguments"] ?? ""));
    if (why !== null) this.problem(at, "arguments", `function call ${shown(item["id"])}: ${why}`);
  }
}

/** Why a function call's arguments are not JSON text, or null when they are. */
export function argumentsProblem(argumentsText: string): string | null {
  try {
    JSON.parse(argumentsText);
    return null;
  } catch (err) {
    return `arguments are not JSON (${err instanceof Error ? err.message : String(err)})`;
  }
}

/** The totals of a usage (its JSON) that do not add up: `total_tokens` must be `input_tokens +
 * output_tokens`, cached tokens at most the input tokens, reasoning tokens at most the output
 * tokens. Pointers are inside the usage. */
export function usageProblems(usage: J): Problem[] {
  const found: Problem[] = [];
  const count = (holder: unknown, key: string): number | null => {
    const value = isPlainObject(holder) ? (holder as J)[key] : undefined;
    return typeof value === "number" && Number.isInteger(value) ? value : null;
  };
  const input = count(usage, "input_tokens");
  const output = count(usage, "output_tokens");
  const total = count(usage, "total_tokens");
  if (input !== null && output !== null && total !== null && total !== input + output) {
    found.push({ pointer: "/total_tokens", keyword: "total_tokens", message: `total_tokens is ${total}, not input_tokens + output_tokens (${input + output})`, schema: "" });
  }
  const cached = count(usage["input_tokens_details"], "cached_tokens");
  if (input !== null && cached !== null && cached > input) {
    found.push({ pointer: "/input_tokens_details/cached_tokens", keyword: "cached_tokens", message: "more cached tokens than input tokens", schema: "" });
  }
  const reasoning = count(usage["output_tokens_details"], "reasoning_tokens");
  if (output !== null && reasoning !== null && reasoning > output) {
    found.push({ pointer: "/output_tokens_details/reasoning_tokens", keyword: "reasoning_tokens", message: "more reasoning tokens than output tokens", schema: "" });
  }
  return found;
}

/** Folds a whole stream; the result holds the final `response` and the `problems` found. */
export function foldResponse(events: Iterable<unknown>): ResponseAccumulator {
  const acc = new ResponseAccumulator();
  for (const event of events) acc.feed(event);
  acc.finish();
  return acc;
}

// --- <thought> tags in visible text --------------------------------------------------------------

/** The tag names read as thinking: `thought`, the one written back, and its usual synonyms. */
export const THOUGHT_TAGS: readonly string[] = ["thought", "thinking", "think", "reasoning", "reflection"];

/** A piece of visible text or of thinking, as `ThoughtTagFilter` finds them. */
export interface ThoughtPiece {
  thinking: boolean;
  text: string;
  /** the first piece of its block: a thought, or visible text, begins here */
  starts: boolean;
}

/** Splits streaming visible text into visible text and thinking written inside tags, as the
 * Python `ThoughtTagFilter` does (the same pieces for the same text, however it is cut): only a
 * `<` that can still start a tag is held back; a tag is `<name>` ... `</name>`, the window after
 * a `<` compared lower-cased (Unicode), by code points. */
export class ThoughtTagFilter {
  private readonly opening = new Map<string, string>();
  private inside: string | null = null;
  private held = "";
  private starts = true;
  private out: ThoughtPiece[] = [];

  constructor(tags: Iterable<string> = THOUGHT_TAGS) {
    const names = [...tags].map((tag) => tag.toLowerCase());
    if (names.length === 0 || !names.every((n) => /^[a-z][a-z0-9_-]*$/.test(n))) {
      throw new Error("thought tags are names of ASCII letters, digits, '_' and '-'");
    }
    for (const name of names) if (!this.opening.has(`<${name}>`)) this.opening.set(`<${name}>`, name);
  }

  get inThought(): boolean {
    return this.inside !== null;
  }

  feed(fragment: string): ThoughtPiece[] {
    const text = this.held + fragment;
    this.held = "";
    let start = 0;
    for (;;) {
      const lt = text.indexOf("<", start);
      if (lt < 0) {
        this.emit(text.slice(start));
        break;
      }
      this.emit(text.slice(start, lt));
      const [tag, partial] = this.tagAt(text, lt);
      if (partial) {
        this.held = text.slice(lt);
        break;
      }
      if (tag === null) {
        this.emit("<");
        start = lt + 1;
        continue;
      }
      if (this.inside === null) {
        this.inside = this.opening.get(tag.toLowerCase()) ?? null;
        this.starts = true;
        this.emit("");
      } else {
        this.inside = null;
        this.starts = true;
      }
      start = lt + tag.length;
    }
    return this.take();
  }

  finish(): ThoughtPiece[] {
    this.emit(this.held);
    this.held = "";
    this.inside = null;
    this.starts = true;
    return this.take();
  }

  private tagAt(text: string, at: number): [string | null, boolean] {
    const wanted = this.inside !== null ? [`</${this.inside}>`] : [...this.opening.keys()];
    const longest = Math.max(...wanted.map((tag) => tag.length));
    const window: string[] = [];
    for (const ch of text.slice(at)) {
      if (window.length === longest) break;
      window.push(ch);
    }
    const rest = window.join("").toLowerCase();
    for (const tag of wanted) {
      // a match means each of the tag's code points came from one BMP character
      if (rest.startsWith(tag)) return [text.slice(at, at + tag.length), false];
    }
    return [null, wanted.some((tag) => tag.startsWith(rest))];
  }

  private emit(text: string): void {
    const thinking = this.inside !== null;
    if (!text && !(thinking && this.starts)) return;
    const last = this.out[this.out.length - 1];
    if (this.starts || last === undefined) this.out.push({ thinking, text, starts: this.starts });
    else last.text += text;
    this.starts = false;
  }

  private take(): ThoughtPiece[] {
    const out = this.out;
    this.out = [];
    return out;
  }
}

// --- reasoning detail items: the typed view ------------------------------------------------------

/** The items of a reasoning details block that are one of the known kinds (the schema's
 * `reasoning_detail` union), decoded, in order; the others stay only in `details`. */
export function reasoningDetailItems(block: agent.ReasoningDetailsBlock): agent.ReasoningDetail[] {
  return block.details.filter((item) => ReasoningDetail.isValid(item)).map((item) => ReasoningDetail.decode(item));
}

/** Whether some item of the view carries a signature or an encrypted payload. */
export function hasSignedPayload(block: agent.ReasoningDetailsBlock): boolean {
  return reasoningDetailItems(block).some((item) => {
    const json = item as unknown as Rule;
    return json["type"] === "reasoning.encrypted" || (json["type"] === "reasoning.text" && typeof json["signature"] === "string");
  });
}
