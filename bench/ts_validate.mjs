// Validation speed of the generated TypeScript bindings on the bench corpus (bench/corpus.py),
// against JSON.parse alone and against ajv (pinned in tools/node, used here only).
//
//   node bench/ts_validate.mjs DIST_DIR CORPUS_DIR [--repeat 7]
//
// DIST_DIR is a compiled generated/typescript package (its dist/), CORPUS_DIR holds
// valid.jsonl and invalid.jsonl. Times are CPU time of this process (process.cpuUsage), the
// median of --repeat interleaved rounds, each over every line of the corpus.
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [distArg, corpusArg] = process.argv.slice(2);
const repeatAt = process.argv.indexOf("--repeat");
const repeat = repeatAt > 0 ? Number(process.argv[repeatAt + 1]) : 7;
const dist = resolve(distArg);
const corpus = resolve(corpusArg);
const { agent } = await import(pathToFileURL(join(dist, "index.js")).href);
const entity = agent.AgentMessage;

const lines = (name) => readFileSync(join(corpus, name), "utf8").split("\n").filter((l) => l.length > 0);
const validText = lines("valid.jsonl");
const invalidText = lines("invalid.jsonl");
const valid = validText.map((l) => JSON.parse(l));
const invalid = invalidText.map((l) => JSON.parse(l));

// ajv, compiled once from every canonical schema
const require = createRequire(join(here, "..", "tools", "node", "package.json"));
const Ajv2020 = require("ajv/dist/2020").default;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const schemaRoot = join(here, "..", "schema");
for (const family of ["agent", "openresponses"]) {
  for (const file of readdirSync(join(schemaRoot, family)).sort()) {
    if (file.endsWith(".json")) ajv.addSchema(JSON.parse(readFileSync(join(schemaRoot, family, file), "utf8")));
  }
}
const ajvValidate = ajv.getSchema("https://agentproto.dev/schema/agent/agent_message.json");

// Every contestant runs once per round, the rounds interleaved (a burst of load on the shared
// machine then falls on one round of each alike), in this process's CPU time; a ratio is taken
// within each round, and the median of the rounds' ratios printed with their range.
const contestants = {
  "JSON.parse": () => { let n = 0; for (const l of validText) n += JSON.parse(l) === null ? 0 : 1; return n; },
  "JSON.parse + isValid": () => { let n = 0; for (const l of validText) n += entity.isValid(JSON.parse(l)) ? 1 : 0; return n; },
  "isValid (parsed)": () => { let n = 0; for (const d of valid) n += entity.isValid(d) ? 1 : 0; return n; },
  "errors() on valid (parsed)": () => { let n = 0; for (const d of valid) n += entity.errors(d).length; return n; },
  "ajv compiled (parsed)": () => { let n = 0; for (const d of valid) n += ajvValidate(d) ? 1 : 0; return n; },
  "JSON.stringify": () => { let n = 0; for (const d of valid) n += JSON.stringify(d).length; return n; },
  "encodeJson": () => { let n = 0; for (const d of valid) n += entity.encodeJson(d).length; return n; },
};
const times = Object.fromEntries(Object.keys(contestants).map((k) => [k, []]));
let sink = 0;
for (let r = 0; r < repeat; r++) {
  for (const [name, fn] of Object.entries(contestants)) {
    const start = process.cpuUsage();
    sink += fn();
    const used = process.cpuUsage(start);
    times[name].push((used.user + used.system) / 1000);
  }
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
let missed = 0;
const ratio = (label, ours, theirs, target) => {
  const perRound = times[ours].map((t, i) => t / times[theirs][i]);
  const m = median(perRound);
  const verdict = target === undefined ? "" : m <= target ? `; target <= ${target}: met` : `; target <= ${target}: MISSED`;
  if (target !== undefined && m > target) missed++;
  return `ratio ${label.padEnd(28)} ${m.toFixed(2)} (rounds ${Math.min(...perRound).toFixed(2)}-${Math.max(...perRound).toFixed(2)}${verdict})`;
};

const acceptedInvalid = invalid.filter((d) => entity.isValid(d) || entity.errors(d).length === 0).length;
const rejectedValid = valid.filter((d) => !entity.isValid(d)).length;
const ajvDisagrees = valid.filter((d) => !ajvValidate(d)).length + invalid.filter((d) => ajvValidate(d)).length;

const load = (() => { try { return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" "); } catch { return "?"; } })();
console.log(`documents: ${valid.length} valid, ${invalid.length} invalid; ${repeat} interleaved rounds, CPU ms (median); load average ${load}`);
for (const name of Object.keys(contestants)) console.log(`${name.padEnd(34)} ${median(times[name]).toFixed(1).padStart(9)}`);
console.log(ratio("parse+isValid / parse:", "JSON.parse + isValid", "JSON.parse", 1.2));
console.log(ratio("errors / isValid:", "errors() on valid (parsed)", "isValid (parsed)", 1.3));
console.log(ratio("isValid / ajv:", "isValid (parsed)", "ajv compiled (parsed)"));
console.log(ratio("encodeJson / JSON.stringify:", "encodeJson", "JSON.stringify"));
console.log(`invalid accepted: ${acceptedInvalid}; valid rejected: ${rejectedValid}; ajv disagreements: ${ajvDisagrees}`);
if (acceptedInvalid + rejectedValid > 0) missed++;
if (missed > 0) console.log(`MISSED: ${missed} target(s)`);
if (sink < 0) console.log(sink);
