// Validation speed of the generated TypeScript bindings on the bench corpus (bench/corpus.py),
// against JSON.parse alone and against ajv (pinned in tools/node, used here only).
//
//   node bench/ts_validate.mjs DIST_DIR CORPUS_DIR [--repeat 7]
//
// DIST_DIR is a compiled generated/typescript package (its dist/), CORPUS_DIR holds
// valid.jsonl and invalid.jsonl. Times are CPU time of this process (process.cpuUsage), the
// median of --repeat runs, each over every line of the corpus.
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

function cpu(fn) {
  const times = [];
  let sink = 0;
  for (let r = 0; r < repeat; r++) {
    const start = process.cpuUsage();
    sink += fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return [times[Math.floor(times.length / 2)], sink];
}

const parseOnly = cpu(() => { let n = 0; for (const l of validText) n += JSON.parse(l) === null ? 0 : 1; return n; });
const parseValid = cpu(() => { let n = 0; for (const l of validText) n += entity.isValid(JSON.parse(l)) ? 1 : 0; return n; });
const isValid = cpu(() => { let n = 0; for (const d of valid) n += entity.isValid(d) ? 1 : 0; return n; });
const errors = cpu(() => { let n = 0; for (const d of valid) n += entity.errors(d).length; return n; });
const ajvTime = cpu(() => { let n = 0; for (const d of valid) n += ajvValidate(d) ? 1 : 0; return n; });
const stringify = cpu(() => { let n = 0; for (const d of valid) n += JSON.stringify(d).length; return n; });
const encodeJson = cpu(() => { let n = 0; for (const d of valid) n += entity.encodeJson(d).length; return n; });

const acceptedInvalid = invalid.filter((d) => entity.isValid(d) || entity.errors(d).length === 0).length;
const rejectedValid = valid.filter((d) => !entity.isValid(d)).length;
const ajvDisagrees = valid.filter((d) => !ajvValidate(d)).length + invalid.filter((d) => ajvValidate(d)).length;

const row = (name, [ms]) => `${name.padEnd(34)} ${ms.toFixed(1).padStart(9)}`;
console.log(`documents: ${valid.length} valid, ${invalid.length} invalid; median of ${repeat} runs, CPU ms`);
console.log(row("JSON.parse", parseOnly));
console.log(row("JSON.parse + isValid", parseValid));
console.log(row("isValid (parsed)", isValid));
console.log(row("errors() on valid (parsed)", errors));
console.log(row("ajv compiled (parsed)", ajvTime));
console.log(row("JSON.stringify", stringify));
console.log(row("encodeJson", encodeJson));
console.log(`ratio parse+isValid / parse:       ${(parseValid[0] / parseOnly[0]).toFixed(2)}`);
console.log(`ratio errors / isValid:            ${(errors[0] / isValid[0]).toFixed(2)}`);
console.log(`ratio isValid / ajv:               ${(isValid[0] / ajvTime[0]).toFixed(2)}`);
console.log(`ratio encodeJson / JSON.stringify: ${(encodeJson[0] / stringify[0]).toFixed(2)}`);
console.log(`invalid accepted: ${acceptedInvalid}; valid rejected: ${rejectedValid}; ajv disagreements: ${ajvDisagrees}`);
