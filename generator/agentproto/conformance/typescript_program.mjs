// The TypeScript conformance program: reads cases as JSON Lines on stdin, answers each on
// stdout. Fixtures go through the generated bindings, suite groups through the modules the
// runner generated from each suite file's schemas. Both are compiled by tsc beforehand.
// Usage: node typescript_program.mjs DIST_DIR
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const dist = process.argv[2];
const bindings = await import(pathToFileURL(join(dist, "index.js")).href);
const suites = new Map();

async function group(id) {
  const [file, index] = id.split("/");
  if (!suites.has(file)) {
    try {
      suites.set(file, await import(pathToFileURL(join(dist, "suite", file + ".js")).href));
    } catch (err) {
      suites.set(file, { error: String(err) });
    }
  }
  const mod = suites.get(file);
  return mod.error ? { error: mod.error } : (mod["g" + index] ?? { error: mod.errors?.["g" + index] ?? "not generated" });
}

async function answer(request) {
  if (request.kind === "fixture") {
    const entity = bindings[request.module]?.[request.name];
    if (entity === undefined) return { error: `no entity ${request.module}.${request.name}` };
    const problems = entity.errors(request.payload);
    if (entity.isValid(request.payload) !== (problems.length === 0)) return { error: "isValid and errors disagree" };
    if (problems.length > 0) return { valid: false, problems: problems.map((p) => [p.pointer, p.keyword, p.schema, p.message]) };
    return { valid: true, output: entity.encode(entity.decode(request.payload)) };
  }
  if (request.kind === "strict") {
    // the strict profile: a property no schema names is a problem where the schema leaves the
    // object open by omission
    const entity = bindings[request.module]?.[request.name];
    if (entity === undefined) return { error: `no entity ${request.module}.${request.name}` };
    const problems = entity.errors(request.payload, { strict: true });
    const valid = entity.isValid(request.payload, { strict: true });
    if (valid !== (problems.length === 0)) return { error: "isValid and errors disagree in the strict profile" };
    return { valid, problems: problems.map((p) => [p.pointer, p.keyword, p.schema, p.message]) };
  }
  if (request.kind === "dialect") {
    // the generated converters: the same plans as Python's, run by the TypeScript engine
    if (bindings.dialects === undefined) return { error: "these bindings declare no dialects" };
    if (!bindings.dialects.DIALECTS.includes(request.dialect)) return { error: `unknown dialect ${request.dialect}` };
    if (request.direction !== "read" && request.direction !== "write") return { error: `no direction ${request.direction}` };
    const { value, problems, entity } = bindings.dialects[request.direction](request.dialect, request.entity, request.document);
    return { output: value === undefined ? null : value, problems: problems.map(([pointer]) => pointer), entity };
  }
  if (request.kind === "pointer") {
    // a pointer into converted canonical JSON, spelled as the dialect wrote it
    if (bindings.dialects === undefined) return { error: "these bindings declare no dialects" };
    if (!bindings.dialects.DIALECTS.includes(request.dialect)) return { error: `unknown dialect ${request.dialect}` };
    const conv = bindings.dialects.converter(request.dialect);
    return { output: conv.spelledPointer(request.entity ?? null, request.document, request.pointer) };
  }
  if (request.kind === "fold" && request.fold.startsWith("behaviour:")) {
    // a behaviour read from the plan, its case in the options
    const b = bindings.behaviour;
    const c = request.options;
    const name = request.fold.slice("behaviour:".length);
    if (name === "context_overflow") {
      return { output: { provider: b.matchContextOverflow(c.error_text), overflow: b.isContextOverflow(c.message, c.context_window ?? undefined) } };
    }
    if (name === "usage_arithmetic") return { output: { cost: b.estimatedCost(c.usage, c.config), cache_hit_rate: b.cacheHitRate(c.usage) } };
    if (name === "llm_messages") return { output: b.convertToLlm(c.messages, { provider: c.provider ?? undefined, model: c.model ?? undefined }) };
    if (name === "thought_tags") {
      let filter;
      try {
        filter = new b.ThoughtTagFilter(c.tags ?? undefined);
      } catch {
        return { output: "refused" };
      }
      const pieces = [];
      for (const fragment of c.fragments) pieces.push(...filter.feed(fragment));
      pieces.push(...filter.finish());
      return { output: pieces.map((p) => [p.thinking, p.text, p.starts]) };
    }
    if (name === "reasoning_details") {
      const items = b.reasoningDetailItems(c.block).map((item) => bindings.agent.ReasoningDetail.encode(item));
      return { output: { items, signed: b.hasSignedPayload(c.block) } };
    }
    if (name === "pairing") return { output: b.pairingProblems(c.rule, c.values).map((p) => [p.pointer, p.keyword, p.message]) };
    if (name === "usage_totals") return { output: b.usageTotalProblems(c.rule, c.values).map((p) => [p.pointer, p.keyword, p.message]) };
    if (name === "identity") return { output: b.identityProblems(c.values).map((p) => [p.pointer, p.keyword, p.message]) };
    return { error: `no behaviour ${name}` };
  }
  if (request.kind === "fold" && request.fold === "ResponseAccumulator") {
    const { response, problems, finished } = bindings.behaviour.foldResponse(request.events);
    return { output: { response, problems: problems.map((p) => [p.pointer, p.keyword, p.message]), finished } };
  }
  if (request.kind === "fold" && request.fold === "AgentEventAccumulator") {
    const folded = bindings.behaviour.foldAgentEvents(request.events);
    const runs = [...folded.runs.values()].map((run) => ({ run_id: run.runId, messages: run.messages, turns: run.turns, usage: run.usage, finished: run.finished }));
    return { output: { runs, problems: folded.problems.map((p) => [p.pointer, p.keyword, p.message]) } };
  }
  if (request.kind === "fold") {
    if (request.fold !== "AssistantMessageAccumulator") return { error: `no fold ${request.fold}` };
    const { provider, model, clock } = request.options;
    const { message, problems } = bindings.behaviour.foldAssistantMessage(request.events, { provider, model, clock: () => clock });
    return { output: { message, problems: problems.map((p) => [p.pointer, p.keyword, p.message]) } };
  }
  const entity = await group(request.group);
  if (entity.error !== undefined) return { error: entity.error };
  const valid = entity.isValid(request.data);
  if (valid !== (entity.errors(request.data).length === 0)) return { error: "isValid and errors disagree" };
  return { valid };
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line) continue;
  const request = JSON.parse(line);
  let out;
  try {
    out = await answer(request);
  } catch (err) {
    out = { error: String(err && err.stack ? err.stack.split("\n")[0] : err) };
  }
  out.id = request.id;
  process.stdout.write(JSON.stringify(out) + "\n");
}
