// One measurement of bench/fold_linear.py in TypeScript: folds a stream of MB megabytes of
// deltas, made here event after event, with the compiled generated package, and prints the CPU
// seconds of the loop as JSON.
// Usage: node fold_linear.mjs DIST_DIR assistant|response MB DELTA_BYTES SHELLS.json
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [dist, fold, mbArg, bytesArg, shellsPath] = process.argv.slice(2);
const { behaviour } = await import(pathToFileURL(join(resolve(dist), "index.js")).href);
const BLOCK_CAP = 128 * 1024 * 1024;
const megabytes = Number(mbArg);
const deltaBytes = Number(bytesArg);
const shells = JSON.parse(readFileSync(shellsPath, "utf8"));

function piece() {
  const base = "lorem ipsum dolor sit amet, consectetur adipiscing elit. ";
  return base.repeat(Math.floor(deltaBytes / base.length) + 1).slice(0, deltaBytes);
}

function blocks() {
  const half = Math.floor(Math.floor(megabytes * 1024 * 1024) / 2 / deltaBytes);
  const perBlock = Math.floor(BLOCK_CAP / deltaBytes);
  const out = new Array(Math.floor(half / perBlock)).fill(perBlock);
  if (half % perBlock !== 0) out.push(half % perBlock);
  return out;
}

function assistant() {
  const text = piece();
  const acc = new behaviour.AssistantMessageAccumulator({ provider: "p", model: "m", clock: () => 0 });
  let events = 0;
  const push = (event) => {
    acc.push(event);
    events++;
  };
  push({ type: "start" });
  let index = 0;
  const counts = blocks();
  for (const count of counts) {
    for (let i = 0; i < count; i++) push({ type: "delta", delta: { type: "text_delta", delta: text, content_index: index } });
    index++;
  }
  for (const count of counts) {
    push({ type: "delta", delta: { type: "tool_call_delta", id: `call_${index}`, name: "write", delta: '{"text":"', content_index: index } });
    for (let i = 0; i < count; i++) push({ type: "delta", delta: { type: "tool_call_delta", delta: text, content_index: index } });
    push({ type: "delta", delta: { type: "tool_call_delta", delta: '"}', content_index: index } });
    index++;
  }
  push({ type: "done", stop_reason: "tool_use", usage: { input: 1, output: 1 } });
  acc.finish();
  return [events, acc.problems];
}

function response() {
  const text = piece();
  const acc = new behaviour.ResponseAccumulator();
  let sequence = 0;
  const feed = (event) => {
    event.sequence_number = sequence++;
    acc.feed(event);
  };
  feed({ type: "response.created", response: shells.created });
  let output = 0;
  const counts = blocks();
  for (const count of counts) {
    const id = `msg_${output}`;
    const where = { item_id: id, output_index: output, content_index: 0 };
    feed({ type: "response.output_item.added", output_index: output, item: { type: "message", id, status: "in_progress", role: "assistant", content: [] } });
    feed({ type: "response.content_part.added", ...where, part: { type: "output_text", text: "", annotations: [] } });
    for (let i = 0; i < count; i++) feed({ type: "response.output_text.delta", ...where, delta: text });
    const whole = text.repeat(count);
    const part = { type: "output_text", text: whole, annotations: [] };
    feed({ type: "response.output_text.done", ...where, text: whole });
    feed({ type: "response.content_part.done", ...where, part });
    feed({ type: "response.output_item.done", output_index: output, item: { type: "message", id, status: "completed", role: "assistant", content: [part] } });
    output++;
  }
  for (const count of counts) {
    const id = `fc_${output}`;
    const call = { type: "function_call", id, call_id: `call_${output}`, name: "write" };
    const where = { item_id: id, output_index: output };
    feed({ type: "response.output_item.added", output_index: output, item: { ...call, status: "in_progress", arguments: "" } });
    feed({ type: "response.function_call_arguments.delta", ...where, delta: '{"text":"' });
    for (let i = 0; i < count; i++) feed({ type: "response.function_call_arguments.delta", ...where, delta: text });
    feed({ type: "response.function_call_arguments.delta", ...where, delta: '"}' });
    const whole = '{"text":"' + text.repeat(count) + '"}';
    feed({ type: "response.function_call_arguments.done", ...where, arguments: whole });
    feed({ type: "response.output_item.done", output_index: output, item: { ...call, status: "completed", arguments: whole } });
    output++;
  }
  feed({ type: "response.completed", response: shells.completed });
  acc.finish();
  return [sequence, acc.problems];
}

const before = process.cpuUsage();
const [events, problems] = fold === "assistant" ? assistant() : response();
const used = process.cpuUsage(before);
const shown = problems.slice(0, 3).map((p) => `${p.pointer}: ${p.message}`);
console.log(JSON.stringify({ seconds: (used.user + used.system) / 1e6, events, problems: shown }));
