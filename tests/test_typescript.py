"""The TypeScript target: the generated package compiles under `tsc --strict` with
`exactOptionalPropertyTypes`, its types say what the schemas say (absent vs null, tagged unions
narrow on the tag), its codec keeps the JSON as it came, outside text cannot break it, and
integers beyond 2^53 are rejected."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from test_generator import shuffled_copy
from test_hostile_generate import HOSTILE, hostile_schemas

from agentproto.lower.types import pascal
from agentproto.pipeline import render
from agentproto.plan.depth import MAX_DEPTH
from agentproto.targets.typescript import type_name
from support import FIXTURE_DIR, ROOT, fixtures, typescript_toolchain, with_unknowns


def write(files: dict[str, str], out: Path) -> None:
    for rel, text in files.items():
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def tsc(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    node, compiler = typescript_toolchain()
    return subprocess.run(
        [node, str(compiler), "-p", str(project), *args],
        check=False,
        capture_output=True,
        text=True,
    )


def node_eval(project: Path, script: str) -> Any:
    """Runs an ES module in the package folder (it imports ./dist/index.js); its last line of
    output is JSON."""
    node, _ = typescript_toolchain()
    proc = subprocess.run(
        [node, "--input-type=module", "-e", script],
        cwd=project,
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def package(typescript_package: Path) -> Path:
    """The package generated from our schemas, compiled: the session's (tests/conftest.py)."""
    return typescript_package


def test_tsc_strict_no_emit_is_clean(package: Path) -> None:
    proc = tsc(package, "--noEmit", "--strict", "--exactOptionalPropertyTypes")
    assert proc.returncode == 0, proc.stdout[-3000:]


def test_every_generated_source_says_do_not_edit_and_generation_is_deterministic(
    tmp_path: Path,
) -> None:
    first = render(ROOT / "schema", ("typescript",), strict_keywords=True)
    sources = [p for p in first if p.endswith(".ts")]
    assert {
        "typescript/src/agent.ts",
        "typescript/src/checks.ts",
        "typescript/src/runtime.ts",
    } <= set(sources)
    for path in sources:
        assert first[path].startswith("// DO NOT EDIT: "), path
    package = json.loads(first["typescript/package.json"])
    assert package.get("dependencies", {}) == {}
    assert package["devDependencies"] == {"typescript": "5.9.3"}
    shuffled = tmp_path / "schema"
    shuffled_copy(ROOT / "schema", shuffled, 3)
    assert render(shuffled, ("typescript",), strict_keywords=True) == first


CONSUMER = """
import { agent, openresponses } from "./index.js";

export const text: agent.TextBlock = { type: "text", text: "hi" };
// @ts-expect-error an absent property is not one set to undefined
export const unset: agent.TextBlock = { type: "text", text: "hi", text_signature: undefined };
// @ts-expect-error nor is it null, unless the schema allows null
export const nulled: agent.TextBlock = { type: "text", text: "hi", text_signature: null };
export const details: openresponses.Response["incomplete_details"] = null;
// @ts-expect-error a required nullable property cannot be absent
export const missing: Pick<openresponses.Response, "incomplete_details"> = {};

export function reason(m: agent.AgentMessage): string {
  switch (m.role) {
    case "assistant":
      return m.stop_reason; // narrowed on the tag: only the assistant message has it
    case "extension":
      return m.kind ?? m.role; // kind is optional (seed 003's extension messages have none)
    default:
      return m.role;
  }
}
"""


def test_types_keep_absent_and_null_apart_and_unions_narrow_on_the_tag(package: Path) -> None:
    (package / "src" / "consumer.ts").write_text(CONSUMER, encoding="utf-8")
    try:
        proc = tsc(package, "--noEmit")
    finally:
        (package / "src" / "consumer.ts").unlink()
    assert proc.returncode == 0, proc.stdout[-3000:]


def test_decode_encode_keep_absent_null_unknown_properties_and_key_order(package: Path) -> None:
    path = min((FIXTURE_DIR / "openresponses/create_response_request/valid").glob("*.json"))
    payload = json.loads(path.read_text())  # an open object: unknown properties are kept
    payload = {
        "zz_unknown": {"b": None, "a": [1, {"y": 2, "x": None}]},
        **payload,
        "instructions": None,
    }
    text = json.dumps(payload, separators=(",", ":"), ensure_ascii=False)
    script = f"""
import {{ openresponses }} from "./dist/index.js";
const text = {json.dumps(text)};
const value = openresponses.CreateResponseRequest.decodeJson(text);
console.log(JSON.stringify([openresponses.CreateResponseRequest.encodeJson(value), openresponses.CreateResponseRequest.errors(value).length]));
"""
    out, problems = node_eval(package, script)
    assert out == text
    assert problems == 0


def test_decode_reports_every_problem_with_pointer_keyword_and_schema(package: Path) -> None:
    script = """
import { agent, ValidationError } from "./dist/index.js";
try {
  agent.AssistantMessage.decode({ role: "assistant", content: [{ type: "text" }], stop_reason: "nope" });
  console.log(JSON.stringify("accepted"));
} catch (err) {
  console.log(JSON.stringify([err instanceof ValidationError, err.problems]));
}
"""
    is_error, problems = node_eval(package, script)
    assert is_error
    found = {(p["pointer"], p["keyword"]) for p in problems}
    assert ("/content/0", "required") in found
    assert ("/stop_reason", "enum") in found
    assert all(p["schema"].startswith("agent/") and p["message"] for p in problems)


def test_integers_beyond_2_to_the_53_are_rejected_not_rounded(package: Path) -> None:
    script = """
import { agent } from "./dist/index.js";
const usage = (n) => `{"input": ${n}, "output": 1, "cache_read": 0, "cache_write": 0, "total_tokens": 1}`;
const verdicts = ["9007199254740991", "9007199254740993", "-9007199254740993", "1e300", "12.0"].map((n) => {
  const value = JSON.parse(usage(n));
  return [agent.Usage.isValid(value), agent.Usage.errors(value).map((p) => [p.pointer, p.keyword])];
});
console.log(JSON.stringify(verdicts));
"""
    verdicts = node_eval(package, script)
    assert verdicts[0] == [True, []]
    for valid, problems in verdicts[1:4]:
        assert not valid and ["/input", "type"] in problems
    assert verdicts[4] == [True, []]  # an integral float is an integer, as in JSON Schema


def test_hostile_strings_everywhere_make_a_correct_typescript_package(tmp_path: Path) -> None:
    schemas = tmp_path / "schemas"
    hostile_schemas(schemas)
    extra = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "description": "ends */ a comment /* and */ again \\u002a/ */",
        "properties": {"*/": {"type": "string", "description": "*/ */", "pattern": "^[*/]+$"}},
    }
    (schemas / "comments.json").write_text(json.dumps(extra), encoding="utf-8")
    out = tmp_path / "out"
    proc = subprocess.run(
        [
            ROOT / ".venv" / "bin" / "agentproto",
            "generate",
            "--schema-dir",
            schemas,
            "--out-dir",
            out,
            "--target",
            "typescript",
        ],
        check=False,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    project = out / "typescript"
    for path in (project / "src").glob("*.ts"):
        assert path.read_text(encoding="utf-8").startswith("// DO NOT EDIT: "), path
    built = tsc(project)
    assert built.returncode == 0, built.stdout[-3000:]
    index = (project / "src" / "index.ts").read_text(encoding="utf-8")
    modules = [
        line.split(" as ")[1].split(" ")[0]
        for line in index.splitlines()
        if line.startswith("export * as")
    ]
    script = f"""
import * as pkg from "./dist/index.js";
const out = {{}};
for (const m of {json.dumps(modules)}) for (const [k, v] of Object.entries(pkg[m])) {{
  if (v && typeof v.isValid === "function") out[m + "." + k] = [v.isValid({{"*/": "*/*"}}), v.isValid({{"*/": "x"}})];
}}
console.log(JSON.stringify(out));
"""
    verdicts = node_eval(project, script)
    comments = [v for k, v in verdicts.items() if k.endswith(".Comments")]
    assert comments == [[True, False]]
    assert len(HOSTILE) > 0


def test_declared_behaviour_matches_python(package: Path) -> None:
    """x-additive, x-lane and x-state-machine give TypeScript what they give Python."""
    from agentproto_bindings import agent, openresponses

    a = {"input": 10, "output": 5, "cache_read": 3}
    b = {"input": 1, "output": 2, "cache_write": 4, "total_tokens": 7}
    cost = {"input": 0.5, "output": 0.25, "cache_read": 0.0, "cache_write": 0.0, "total": 0.75}
    states = [s.value for s in openresponses.ResponseStatus]
    script = f"""
import {{ agent, openresponses }} from "./dist/index.js";
const status = openresponses.ResponseStatus;
const states = {json.dumps(states)};
console.log(JSON.stringify({{
  usage: agent.Usage.add({json.dumps(a)}, {json.dumps(b)}),
  cost: agent.Cost.add({json.dumps(cost)}, {json.dumps(cost)}),
  lanes: [agent.AgentMessage.lane({{ role: "user", content: "hi" }}),
          agent.AgentMessage.lane({{ role: "extension", kind: "k" }})],
  moves: status.initial.map((s) => ["queued", "in_progress", "completed", "failed"].map((t) => status.canMoveTo(s, t))),
  terminal: ["queued", "completed"].map((s) => status.isTerminal(s)),
  refusals: states.map((s) => states.map((t) => status.refusal(s, t))),
}}));
"""
    got = node_eval(package, script)
    usage = agent.Usage.from_dict(a) + agent.Usage.from_dict(b)
    assert got["usage"] == json.loads(json.dumps(usage.to_dict()))
    assert got["cost"] == (agent.Cost.from_dict(cost) + agent.Cost.from_dict(cost)).to_dict()
    assert got["lanes"] == ["llm", "extension"]
    status = openresponses.ResponseStatus
    initial = [s for s in status if s.value in ("queued", "in_progress")]
    expected = [
        [s.can_move_to(status(t)) for t in ("queued", "in_progress", "completed", "failed")]
        for s in initial
    ]
    assert len(got["moves"]) == len(expected) and sorted(got["moves"]) == sorted(expected)
    assert got["terminal"] == [status("queued").is_terminal, status("completed").is_terminal]
    # a refused move is worded as the Python bindings word it, for every pair of states
    assert got["refusals"] == [[python_refusal(s, t) for t in status] for s in status]


def python_refusal(source: Any, target: Any) -> str | None:
    try:
        source.move_to(target)
    except ValueError as refused:
        return str(refused)
    return None


def test_context_overflow_table_reads_alike(package: Path) -> None:
    """The shared data table, read by both languages: the same provider for every example
    (the first row that matches, as in Python), and no near miss matched."""
    import yaml
    from agentproto_bindings import match_context_overflow

    rows = yaml.safe_load((ROOT / "schema" / "data" / "context_overflow.yaml").read_text())
    texts = [(e, r["provider"]) for r in rows for e in r["examples"]]
    misses = [m for r in rows for m in r.get("near_misses", [])]
    script = f"""
import {{ behaviour }} from "./dist/index.js";
const texts = {json.dumps([t for t, _ in texts])};
const misses = {json.dumps(misses)};
console.log(JSON.stringify([texts.map(behaviour.matchContextOverflow), misses.map(behaviour.matchContextOverflow)]));
"""
    found, missed = node_eval(package, script)
    assert found == [match_context_overflow(t) for t, _ in texts]
    assert sum(f == p for f, (_, p) in zip(found, texts, strict=True)) > len(texts) / 2
    assert missed == [None] * len(misses)


def test_hand_written_helpers_agree_with_python(package: Path) -> None:
    from agentproto_bindings import agent

    usage = {"input": 1200, "output": 300, "cache_read": 800, "cache_write": 100}
    config = {"input": 3.0, "output": 15.0, "cache_read": 0.3, "cache_write": 3.75}
    spec = {
        "provider": "anthropic",
        "model_id": "m",
        "thinking_level": "high",
        "thinking_budgets": {"high": 32000, "low": 2048},
    }
    messages = json.loads(
        (FIXTURE_DIR / "agent/agent_context/valid").glob("*.json").__next__().read_text()
    )
    script = f"""
import {{ behaviour as b }} from "./dist/index.js";
const context = {json.dumps(messages)};
const usage = {json.dumps(usage)};
const spec = {json.dumps(spec)};
const child = b.spawnChild(context, "sub");
console.log(JSON.stringify({{
  cost: b.estimatedCost(usage, {json.dumps(config)}),
  rate: b.cacheHitRate(usage),
  budgets: [b.thinkingBudget(spec), b.thinkingBudget(spec, "low"), b.thinkingBudget(spec, "medium")],
  llm: b.llmMessages(context).length,
  depth: child.identity.depth,
  turn: b.turnIdOf(b.withTurnId(b.userMessageFromText("hi", 5), "t-1")),
  calls: b.toolCalls(b.assistantMessageFromToolCalls([{{ type: "tool_call", id: "c", name: "n", arguments: {{}} }}], {{ text: "x", timestamp: 1 }})).length,
}}));
"""
    got = node_eval(package, script)
    mine = agent.Usage.from_dict(usage)
    assert got["cost"] == pytest.approx(
        mine.estimated_cost(agent.CostConfig.from_dict(config)).to_dict()
    )
    assert got["rate"] == pytest.approx(mine.cache_hit_rate())
    model = agent.ModelSpec.from_dict(spec)
    assert got["budgets"] == [
        model.thinking_budget(),
        model.thinking_budget(agent.ThinkingLevel("low")),
        model.thinking_budget(agent.ThinkingLevel("medium")),
    ]
    context = agent.AgentContext.from_dict(messages)
    assert got["llm"] == len(context.llm_messages())
    expected_depth = context.spawn_child("sub").identity.depth
    assert got["depth"] == expected_depth
    assert got["turn"] == "t-1" and got["calls"] == 1


def test_a_document_too_deep_for_the_stack_is_one_problem_not_a_crash(tmp_path: Path) -> None:
    typescript_toolchain()
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    chain = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {"next": {"$ref": "#"}, "n": {"type": "integer"}},
    }
    (schemas / "chain.json").write_text(json.dumps(chain))
    write(render(schemas, ("typescript",)), tmp_path / "out")
    project = tmp_path / "out" / "typescript"
    built = tsc(project)
    assert built.returncode == 0, built.stdout[-3000:]
    script = """
import * as pkg from "./dist/index.js";
const Chain = Object.values(pkg).flatMap((m) => Object.values(m)).find((e) => e && e.isValid);
const nest = (depth, leaf) => { let v = { n: leaf }; for (let i = 0; i < depth; i++) v = { next: v }; return v; };
const deep = nest(200000, 1);
console.log(JSON.stringify([
  Chain.isValid(nest(50, 1)), Chain.isValid(nest(50, 1.5)), Chain.errors(nest(50, 1.5)).map((p) => p.pointer.length),
  Chain.isValid(deep), Chain.errors(deep).map((p) => [p.pointer, p.keyword]),
]));
"""
    shallow_ok, shallow_bad, bad_pointer, deep_ok, deep_problems = node_eval(project, script)
    assert shallow_ok and not shallow_bad and bad_pointer == [len("/next") * 50 + len("/n")]
    assert deep_ok is False
    # the chain recurses through `$ref`: it counts depth, and names the first value too deep
    assert deep_problems == [["/next" * MAX_DEPTH, "maxDepth"]]


def test_strict_profile_reports_what_python_reports(package: Path, tmp_path: Path) -> None:
    from bindings import validators

    cases = []
    for fixture in fixtures():
        for payload in with_unknowns(fixture.payload()):
            cases.append((fixture.entity, payload))
    (tmp_path / "cases.json").write_text(
        json.dumps([[e.split("/")[0], type_name(pascal(e.split("/")[1])), p] for e, p in cases])
    )
    script = f"""
import {{ readFileSync }} from "node:fs";
import * as pkg from "./dist/index.js";
const cases = JSON.parse(readFileSync({json.dumps(str(tmp_path / "cases.json"))}, "utf8"));
console.log(JSON.stringify(cases.map(([m, n, v]) => {{
  const e = pkg[m][n];
  const found = e.errors(v, {{ strict: true }}).map((p) => [p.pointer, p.keyword]);
  return [e.isValid(v, {{ strict: true }}), found];
}})));
"""
    answers = node_eval(package, script)
    strict_problems = 0
    for (entity, payload), (valid, found) in zip(cases, answers, strict=True):
        is_valid, errors = validators(entity)
        mine = sorted({(p.pointer, p.keyword) for p in errors(payload, strict=True)})
        assert sorted({tuple(p) for p in found}) == mine, (entity, payload)
        assert valid == is_valid(payload, strict=True) == (not mine), entity
        strict_problems += any(k == "additionalProperties" for _, k in mine)
    assert strict_problems > 100
