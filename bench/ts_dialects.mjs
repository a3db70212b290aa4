// Dialect conversion speed of the generated TypeScript bindings: pi-ai session lines read into
// canonical JSON by `dialects.read("pi-ai", ...)`, beside validating the same documents already
// canonical (`agent.SessionEntry.isValid`). The TypeScript half of bench/dialects.py.
//
//   .venv/bin/python bench/dialects.py --count 20000 --runs 1 --out bench/out/dialects
//   node bench/ts_dialects.mjs DIST_DIR bench/out/dialects [--repeat 7]
//
// DIST_DIR is a compiled generated/typescript package (its dist/). Times are CPU time of this
// process (process.cpuUsage), the median of --repeat runs over the whole corpus. Before timing,
// every read is checked to give the canonical document exactly, key order included.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [distArg, corpusArg] = process.argv.slice(2);
const repeatAt = process.argv.indexOf("--repeat");
const repeat = repeatAt > 0 ? Number(process.argv[repeatAt + 1]) : 7;
const { agent, dialects } = await import(pathToFileURL(join(resolve(distArg), "index.js")).href);
const lines = (name) => readFileSync(join(resolve(corpusArg), name), "utf8").split("\n").filter((l) => l.length > 0);
const spelledText = lines("pi-ai.jsonl");
const spelled = spelledText.map((l) => JSON.parse(l));
const canonical = lines("canonical.jsonl").map((l) => JSON.parse(l));
const entity = "agent/session_entry";

let wrong = 0;
spelled.forEach((doc, i) => {
  const { value, problems } = dialects.read("pi-ai", entity, doc);
  if (problems.length > 0 || JSON.stringify(value) !== JSON.stringify(canonical[i])) wrong++;
});
if (wrong > 0) throw new Error(`${wrong} documents do not read as their canonical form`);

function cpuMs(work) {
  const times = [];
  let result = 0;
  for (let r = 0; r < repeat; r++) {
    const start = process.cpuUsage();
    result = work();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return [times[Math.floor(times.length / 2)], result];
}

const steps = {
  "JSON.parse": () => spelledText.reduce((n, l) => n + (JSON.parse(l) !== null ? 1 : 0), 0),
  validate: () => canonical.reduce((n, d) => n + (agent.SessionEntry.isValid(d) ? 1 : 0), 0),
  convert: () => spelled.reduce((n, d) => n + (dialects.read("pi-ai", entity, d).problems.length === 0 ? 1 : 0), 0),
  "convert+validate": () =>
    spelled.reduce((n, d) => {
      const { value, problems } = dialects.read("pi-ai", entity, d);
      return n + (problems.length === 0 && agent.SessionEntry.isValid(value) ? 1 : 0);
    }, 0),
};
const n = spelled.length;
console.log(`${n} pi-ai session lines, median CPU of ${repeat} runs, Node ${process.version}`);
console.log(`${"step".padEnd(18)} ${"docs/s".padStart(10)} ${"us/doc".padStart(8)} ${"accepted".padStart(9)}`);
const ms = {};
for (const [name, work] of Object.entries(steps)) {
  const [took, accepted] = cpuMs(work);
  ms[name] = took;
  console.log(`${name.padEnd(18)} ${Math.round((n / took) * 1000).toString().padStart(10)} ${((took / n) * 1000).toFixed(1).padStart(8)} ${String(accepted).padStart(9)}`);
}
console.log(`convert / validate = ${(ms.convert / ms.validate).toFixed(2)}`);
