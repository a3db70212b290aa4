"""The other generators on the real schema sets, measured by bench/realsets.py's harness: the
same sets as shipped (no rewrite, whatever their draft), the same instances, the same oracle
(python-jsonschema of the set's own draft), the same strict checks per language.

    bench/compare/setup                                      # install the pinned tools
    .venv/bin/python bench/compare/compare.py                # every set, every tool
    .venv/bin/python bench/compare/compare.py readthedocs --tool quicktype-ts
    .venv/bin/python bench/compare/compare.py --markdown     # the tables of the last run

Each tool is asked what its own output can answer:

- datamodel-code-generator: pydantic v2 models; `model_validate` of the root model is the
  verdict, `model_dump(mode="json", by_alias=True, exclude_unset=True)` the round trip; built
  with `ruff check` and `mypy --strict`.
- fastjsonschema: a validator, no types; asked at every location an instance is for.
- quicktype (TypeScript, Go): types and a decoder; `Convert.toRoot` (TypeScript, which checks
  the value at run time) and `UnmarshalRoot` (Go, `encoding/json`) are the verdict, `rootToJson`
  and `Marshal` the round trip; built with `tsc --strict` and `go vet` + `gofmt -l`.
- json-schema-to-typescript: types only (no verdict); built with `tsc --strict`.
- go-jsonschema: Go structs whose `UnmarshalJSON` checks what they declare; the root type's
  decode is the verdict, `json.Marshal` the round trip; `go vet` + `gofmt -l`.
- typify (`cargo typify`): Rust types with serde; `serde_json::from_str` of the root type is
  the verdict, `serde_json::to_value` the round trip; `cargo clippy -D warnings`.

Only the entry document's root is asked (every tool names the types of inner locations its own
way); agentproto's targets are counted the same way in the comparison (`root_*` in
bench/out/realsets.json). Results go to bench/out/compare.json, each set as it is finished."""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import realsets
from realsets import Instance, RealSet, Step, TargetResult, normal, read, run

ROOT = realsets.ROOT
RESULTS = ROOT / "bench" / "out" / "compare.json"
TOOLS_DIR = HERE / "tools"
NODE_BIN = HERE / "node_modules" / ".bin"
TSC = realsets.NODE_TOOLS / "node_modules" / "typescript" / "bin" / "tsc"
VENV_BIN = realsets.VENV_BIN

#: tool -> the language whose strict checks its output is held to
TOOLS = {
    "datamodel-code-generator": "python",
    "fastjsonschema": "python",
    "quicktype-ts": "typescript",
    "json-schema-to-typescript": "typescript",
    "quicktype-go": "go",
    "go-jsonschema": "go",
    "typify": "rust",
}

Cases = list[tuple[Instance, bool]]


def version(tool: str) -> str:
    """The installed version of a tool, as its package manager pinned it."""
    if tool in ("quicktype-ts", "quicktype-go", "json-schema-to-typescript"):
        package = "quicktype" if tool.startswith("quicktype") else tool
        found = HERE / "node_modules" / package / "package.json"
        return json.loads(found.read_text())["version"] if found.is_file() else ""
    if tool in ("datamodel-code-generator", "fastjsonschema"):
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as installed

        try:
            return installed(tool)
        except PackageNotFoundError:
            return ""
    pins = {"go-jsonschema": "v0.24.1", "typify": "0.8.0"}
    binary = {"go-jsonschema": "go-jsonschema", "typify": "cargo-typify"}[tool]
    return pins[tool] if (TOOLS_DIR / "bin" / binary).is_file() else ""


def root_cases(cases: Cases) -> list[int]:
    return [i for i, (instance, _) in enumerate(cases) if instance.pointer == ""]


def judge(
    result: TargetResult, cases: Cases, answers: dict[int, dict[str, Any]], started: float
) -> None:
    """Count the verdicts and round trips of the answers given (index into cases -> answer:
    `valid`, and `output` for a round trip or `error` when writing back failed)."""
    messages = []
    for i, answer in sorted(answers.items()):
        instance, expected = cases[i]
        result.instances += 1
        at_root = instance.pointer == ""
        result.root_instances += at_root
        if bool(answer.get("valid")) != expected:
            result.disagree += 1
            result.root_disagree += at_root
            messages.append(
                f"{instance.where}: valid={answer.get('valid')}, jsonschema says {expected}"
            )
            continue
        if expected and ("output" in answer or "error" in answer):
            result.roundtrip_checked += 1
            if "error" in answer or normal(answer["output"]) != normal(instance.value):
                result.roundtrip_failed += 1
                result.root_roundtrip_failed += at_root
                messages.append(f"{instance.where}: {answer.get('error') or 'output differs'}")
    result.run = Step(not messages, time.perf_counter() - started, messages[:40])


def answers_of(step: Step, indices: list[int]) -> dict[int, dict[str, Any]] | None:
    """The JSON list a runner printed on its last line, matched to the cases asked."""
    lines = [m for m in step.messages if m.startswith("[")]
    try:
        got = json.loads(lines[-1])
        return dict(zip(indices, got, strict=True))
    except (IndexError, ValueError):  # no answer, or not the one asked: the runner failed
        return None


def output_bytes(folder: Path, skip: tuple[str, ...] = ()) -> int:
    return sum(
        p.stat().st_size
        for p in folder.rglob("*")
        if p.is_file() and not any(part in skip for part in p.relative_to(folder).parts)
    )


def failed(result: TargetResult, step: Step, keep: int = 40) -> TargetResult:
    step.messages = step.messages[-keep:]
    result.run = step
    return result


# -- Python ---------------------------------------------------------------------------------------


def datamodel_code_generator(real: RealSet, folder: Path, cases: Cases, work: Path) -> TargetResult:
    result = TargetResult("datamodel-code-generator")
    out = work / "pydantic"
    stem = re.sub(r"\W", "_", Path(real.entry).stem.removesuffix(".schema"))
    package = out / "models"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    command = [
        VENV_BIN / "datamodel-codegen",
        "--input",
        folder / real.entry,
        "--input-file-type",
        "jsonschema",
        "--output-model-type",
        "pydantic_v2.BaseModel",
        # the options agentproto's pydantic target gives it, without which its models fail
        # mypy --strict on every constrained field (`constr(...)` in annotations)
        "--target-python-version",
        "3.11",
        "--field-constraints",
        "--set-default-enum-member",
        "--disable-timestamp",
        "--output",
        package / f"{stem}.py",
    ]
    result.generated = run(command, cwd=folder)
    if not result.generated.ok and any("directory" in m for m in result.generated.messages):
        # references across documents: the tool writes a package of modules instead
        command[-1] = package / stem
        result.generated = run(command, cwd=folder)
    result.generated.messages = result.generated.messages[-20:]
    if not result.generated.ok:
        return result
    result.output_bytes = output_bytes(package, ("__pycache__",))
    result.build = realsets.build("pydantic", work)
    result.build.messages = result.build.messages[:40]
    answers = TargetResult("pydantic")
    realsets.pydantic_agree(work, folder, real, cases, answers)
    for name in (
        "instances",
        "disagree",
        "roundtrip_checked",
        "roundtrip_failed",
        "no_type",
        "root_instances",
        "root_disagree",
        "root_roundtrip_failed",
        "run",
    ):
        setattr(result, name, getattr(answers, name))
    return result


FASTJSONSCHEMA_CHILD = """
import json, sys
import fastjsonschema
asked = json.load(sys.stdin)
documents = asked["documents"]
def handler(uri):
    found = documents.get(uri.split("#")[0])
    if found is None:
        raise ValueError(f"no document {uri}")
    return found
handlers = {s: handler for s in ("http", "https", "file", "urn", "tag")}
validators = {}
out = []
for where, value in asked["cases"]:
    try:
        if where not in validators:
            validators[where] = fastjsonschema.compile({"$ref": where}, handlers=handlers)
        validators[where](value)
        out.append({"valid": True})
    except fastjsonschema.JsonSchemaValueException:
        out.append({"valid": False})
    except Exception as exc:
        out.append({"valid": None, "error": f"{type(exc).__name__}: {str(exc)[:200]}"})
print(json.dumps(out))
"""


def fastjsonschema(real: RealSet, folder: Path, cases: Cases, work: Path) -> TargetResult:
    """A validator only: nothing generated or built; asked at every location."""
    from agentproto.load import document_uri

    result = TargetResult("fastjsonschema")
    result.generated = Step(True)
    result.build = Step(True)
    documents = {
        document_uri(folder / rel, read(folder / rel)): read(folder / rel) for rel in real.files
    }
    entry = document_uri(folder / real.entry, read(folder / real.entry))
    started = time.perf_counter()
    try:
        done = subprocess.run(
            [sys.executable, "-c", FASTJSONSCHEMA_CHILD],
            input=json.dumps(
                {
                    "documents": documents,
                    "cases": [[f"{entry}#{i.pointer}", i.value] for i, _ in cases],
                }
            ),
            capture_output=True,
            text=True,
            timeout=realsets.STEP_TIMEOUT,
            check=False,
        )
        got = json.loads(done.stdout.splitlines()[-1])
    except Exception as exc:  # noqa: BLE001 - a validator that cannot run is a result
        return failed(result, Step(False, time.perf_counter() - started, [str(exc)[:300]]))
    answers = {}
    for i, answer in enumerate(got):
        if answer.get("valid") is None:
            result.no_type += 1  # could not compile the location: counted apart
            result.run.messages.append(answer["error"])
            continue
        answers[i] = answer
    errors = result.run.messages[:5]
    judge(result, cases, answers, started)
    result.run.messages = errors + result.run.messages
    return result


# -- TypeScript -----------------------------------------------------------------------------------

QUICKTYPE_TS_RUNNER = """
const { Convert } = require("./model.js");
const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = input.map((value) => {
  let decoded;
  try { decoded = Convert.toRoot(JSON.stringify(value)); } catch (e) { return { valid: false }; }
  try { return { valid: true, output: JSON.parse(Convert.rootToJson(decoded)) }; }
  catch (e) { return { valid: true, error: String(e).slice(0, 200) }; }
});
console.log(JSON.stringify(out));
"""


def tsc_strict(file: Path) -> Step:
    return run(
        ["node", TSC, "--strict", "--noEmit", "--target", "es2022", "--module", "commonjs", file]
    )


def quicktype_ts(real: RealSet, folder: Path, cases: Cases, work: Path) -> TargetResult:
    result = TargetResult("quicktype-ts")
    out = work / "quicktype-ts"
    out.mkdir()
    result.generated = run(
        [
            NODE_BIN / "quicktype",
            "--src-lang",
            "schema",
            "--lang",
            "typescript",
            "--top-level",
            "Root",
            "--src",
            folder / real.entry,
            "--out",
            out / "model.ts",
        ],
        cwd=folder,
    )
    result.generated.messages = result.generated.messages[-20:]
    if not result.generated.ok:
        return result
    result.output_bytes = output_bytes(out)
    result.build = tsc_strict(out / "model.ts")
    result.build.messages = result.build.messages[:40]
    started = time.perf_counter()
    # emitted whatever the strict check said, as a user without it would run it
    emit = run(
        ["node", TSC, "--target", "es2022", "--module", "commonjs", "--outDir", out / "js"]
        + [out / "model.ts"]
    )
    if not (out / "js" / "model.js").is_file():
        return failed(result, emit)
    (out / "js" / "run.js").write_text(QUICKTYPE_TS_RUNNER)
    indices = root_cases(cases)
    answered = run_with_input(["node", out / "js" / "run.js"], [cases[i][0].value for i in indices])
    answers = answers_of(answered, indices)
    if answers is None:
        return failed(result, answered)
    judge(result, cases, answers, started)
    return result


def run_with_input(command: list[Any], values: list[Any], cwd: Path | None = None) -> Step:
    started = time.perf_counter()
    try:
        done = subprocess.run(
            [str(c) for c in command],
            input=json.dumps(values),
            capture_output=True,
            text=True,
            cwd=cwd,
            timeout=realsets.STEP_TIMEOUT,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Step(False, time.perf_counter() - started, ["timed out"])
    # split on newlines only: str.splitlines also splits on U+0085 and the like, which a JSON
    # writer may leave unescaped inside a string
    lines = done.stdout.split("\n") + done.stderr.split("\n")
    return Step(done.returncode == 0, time.perf_counter() - started, lines)


def json_schema_to_typescript(
    real: RealSet, folder: Path, cases: Cases, work: Path
) -> TargetResult:
    """Types only: generated and built; it gives no verdict to compare."""
    result = TargetResult("json-schema-to-typescript")
    out = work / "json2ts"
    out.mkdir()
    result.generated = run(
        [
            NODE_BIN / "json2ts",
            "--input",
            folder / real.entry,
            "--output",
            out / "model.ts",
            "--cwd",
            folder,
        ],
        cwd=folder,
    )
    result.generated.messages = result.generated.messages[-20:]
    if not result.generated.ok:
        return result
    result.output_bytes = output_bytes(out)
    result.build = tsc_strict(out / "model.ts")
    result.build.messages = result.build.messages[:40]
    result.run = Step(True)  # nothing to run: no verdict to give
    return result


# -- Go -------------------------------------------------------------------------------------------

GO_RUNNER = """package main

import (
	"encoding/json"
	"io"
	"os"

	"comparego/model"
)

func main() {
	data, _ := io.ReadAll(os.Stdin)
	var values []json.RawMessage
	if err := json.Unmarshal(data, &values); err != nil {
		panic(err)
	}
	out := []map[string]any{}
	for _, value := range values {
		var decoded model.%(root)s
		if err := json.Unmarshal(value, &decoded); err != nil {
			out = append(out, map[string]any{"valid": false})
			continue
		}
		written, err := json.Marshal(decoded)
		if err != nil {
			out = append(out, map[string]any{"valid": true, "error": err.Error()})
			continue
		}
		out = append(out, map[string]any{"valid": true, "output": json.RawMessage(written)})
	}
	written, _ := json.Marshal(out)
	os.Stdout.Write(append(written, '\\n'))
}
"""


def go_module(out: Path) -> None:
    (out / "go.mod").write_text("module comparego\n\ngo 1.22\n")


def go_build_and_ask(
    result: TargetResult, out: Path, root: str, cases: Cases, started: float
) -> TargetResult:
    """go vet + gofmt over the generated package, then the runner asks the root type."""
    steps = [run(["go", "vet", "./..."], cwd=out)]
    fmt = run(["gofmt", "-l", "model"], cwd=out)
    fmt.ok = fmt.ok and not fmt.messages
    fmt.messages = [f"gofmt would change {m}" for m in fmt.messages]
    steps.append(fmt)
    result.build = Step(
        all(s.ok for s in steps),
        sum(s.seconds for s in steps),
        [m for s in steps if not s.ok for m in s.messages][:40],
    )
    (out / "cmd").mkdir()
    (out / "cmd" / "main.go").write_text(GO_RUNNER % {"root": root})
    built = run(["go", "build", "-o", out / "runner", "./cmd"], cwd=out)
    if not built.ok:
        return failed(result, built)
    indices = root_cases(cases)
    answered = run_with_input([out / "runner"], [cases[i][0].value for i in indices])
    answers = answers_of(answered, indices)
    if answers is None:
        return failed(result, answered)
    judge(result, cases, answers, started)
    return result


def quicktype_go(real: RealSet, folder: Path, cases: Cases, work: Path) -> TargetResult:
    result = TargetResult("quicktype-go")
    out = work / "quicktype-go"
    (out / "model").mkdir(parents=True)
    go_module(out)
    result.generated = run(
        [NODE_BIN / "quicktype", "--src-lang", "schema", "--lang", "go", "--package", "model"]
        + ["--top-level", "Root", "--src", folder / real.entry, "--out", out / "model/model.go"],
        cwd=folder,
    )
    result.generated.messages = result.generated.messages[-20:]
    if not result.generated.ok:
        return result
    result.output_bytes = output_bytes(out / "model")
    return go_build_and_ask(result, out, "Root", cases, time.perf_counter())


def go_jsonschema(real: RealSet, folder: Path, cases: Cases, work: Path) -> TargetResult:
    result = TargetResult("go-jsonschema")
    out = work / "go-jsonschema"
    (out / "model").mkdir(parents=True)
    go_module(out)
    result.generated = run(
        [TOOLS_DIR / "bin" / "go-jsonschema", "--package", "model"]
        + ["--output", out / "model" / "model.go", folder / real.entry],
        cwd=folder,
    )
    result.generated.messages = result.generated.messages[-20:]
    if not result.generated.ok or not (out / "model" / "model.go").is_file():
        result.generated.ok = False
        return result
    result.output_bytes = output_bytes(out / "model")
    root = go_root_type(out / "model" / "model.go", real)
    if root is None:
        result.build = Step(True)
        return failed(result, Step(False, 0.0, ["no type for the root in the output"]))
    return go_build_and_ask(result, out, root, cases, time.perf_counter())


def go_root_type(source: Path, real: RealSet) -> str | None:
    """go-jsonschema names the root type after the document's title, else its file name;
    the candidates, in that order, that the output declares."""
    text = source.read_text()
    declared = set(re.findall(r"^type (\w+) ", text, re.MULTILINE))
    stem = Path(real.entry).name.split(".")[0]
    words = re.findall(r"[A-Za-z0-9]+", stem)
    candidates = ["".join(w[:1].upper() + w[1:] for w in words)]
    candidates.append(candidates[0] + "Json")
    candidates += sorted(d for d in declared if d.lower() == candidates[0].lower())
    return next((c for c in candidates if c in declared), None)


# -- Rust -----------------------------------------------------------------------------------------

TYPIFY_CARGO = """[package]
name = "compare-typify"
version = "0.1.0"
edition = "2021"

[dependencies]
serde = { version = "1", features = ["derive"] }
serde_json = "1"
regress = "0.10"
chrono = { version = "0.4", features = ["serde"] }
uuid = { version = "1", features = ["serde"] }
"""

TYPIFY_RUNNER = """use std::io::Read;

#[allow(dead_code, clippy::all)]
mod model;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let values: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    let mut out = Vec::new();
    for value in values {
        let written = value.to_string();
        match serde_json::from_str::<model::%(root)s>(&written) {
            Err(_) => out.push(serde_json::json!({"valid": false})),
            Ok(decoded) => match serde_json::to_value(&decoded) {
                Ok(back) => out.push(serde_json::json!({"valid": true, "output": back})),
                Err(e) => out.push(serde_json::json!({"valid": true, "error": e.to_string()})),
            },
        }
    }
    println!("{}", serde_json::Value::Array(out));
}
"""


def typify(real: RealSet, folder: Path, cases: Cases, work: Path) -> TargetResult:
    result = TargetResult("typify")
    out = work / "typify"
    (out / "src").mkdir(parents=True)
    result.generated = run(
        [TOOLS_DIR / "bin" / "cargo-typify", "typify", folder / real.entry]
        + ["--output", out / "src" / "model.rs"],
        cwd=folder,
    )
    result.generated.messages = result.generated.messages[-20:]
    if not result.generated.ok:
        return result
    result.output_bytes = output_bytes(out / "src")
    text = (out / "src" / "model.rs").read_text()
    declared = re.findall(r"^pub (?:struct|enum) (\w+)", text, re.MULTILINE)
    title = read(folder / real.entry).get("title")
    wanted = "".join(w[:1].upper() + w[1:] for w in re.findall(r"[A-Za-z0-9]+", str(title or "")))
    root = next((d for d in declared if d == wanted), None)
    (out / "Cargo.toml").write_text(TYPIFY_CARGO)
    lock = HERE / "typify.Cargo.lock"
    if lock.is_file():
        shutil.copy(lock, out / "Cargo.lock")
    (out / "src" / "main.rs").write_text(TYPIFY_RUNNER % {"root": root or "Unknown"})
    env = {"CARGO_TARGET_DIR": str(TOOLS_DIR / "typify-target")}
    # the strict check is clippy over the generated module alone (the runner is ours)
    (out / "src" / "lib.rs").write_text("pub mod model;\n")
    result.build = run(
        ["cargo", "clippy", "--quiet", "--lib", "--", "-D", "warnings"], cwd=out, env=env
    )
    result.build.messages = result.build.messages[:40]
    if root is None:
        return failed(result, Step(False, 0.0, [f"no root type named {wanted!r} in the output"]))
    started = time.perf_counter()
    built = run(["cargo", "build", "--quiet", "--bin", "compare-typify"], cwd=out, env=env)
    if not built.ok:
        return failed(result, built)
    if not lock.is_file():
        shutil.copy(out / "Cargo.lock", lock)
    indices = root_cases(cases)
    binary = TOOLS_DIR / "typify-target" / "debug" / "compare-typify"
    answered = run_with_input([binary], [cases[i][0].value for i in indices])
    answers = answers_of(answered, indices)
    if answers is None:
        return failed(result, answered)
    judge(result, cases, answers, started)
    return result


RUNNERS = {
    "datamodel-code-generator": datamodel_code_generator,
    "fastjsonschema": fastjsonschema,
    "quicktype-ts": quicktype_ts,
    "json-schema-to-typescript": json_schema_to_typescript,
    "quicktype-go": quicktype_go,
    "go-jsonschema": go_jsonschema,
    "typify": typify,
}


def cases_of(real: RealSet, folder: Path) -> tuple[Cases, int]:
    """The harness's instances with python-jsonschema's verdicts (and how many it could not
    judge), exactly as bench/realsets.py makes them."""
    found = realsets.instances(read(folder / real.entry), realsets.real_documents(real))
    cases: Cases = []
    oracles: dict[str, Any] = {}
    unjudged = 0
    for instance in found:
        try:
            if instance.pointer not in oracles:
                oracles[instance.pointer] = realsets.oracle_for(folder, real, instance.pointer)[0]
            cases.append((instance, oracles[instance.pointer].is_valid(instance.value)))
        except Exception:  # noqa: BLE001 - the oracle cannot judge it: left out
            unjudged += 1
    return cases, unjudged


def measure_set(real: RealSet, folder: Path, tools: tuple[str, ...], work: Path) -> dict[str, Any]:
    cases, unjudged = cases_of(real, folder)
    roots = [expected for instance, expected in cases if instance.pointer == ""]
    measured: dict[str, Any] = {
        "draft": real.draft,
        "schema_bytes": sum((folder / rel).stat().st_size for rel in real.files),
        "instances": len(cases),
        "valid_instances": sum(1 for _, v in cases if v),
        "root_instances": len(roots),
        "root_valid": sum(roots),
        "oracle_failed": unjudged,
        "tools": {},
    }
    for tool in tools:
        if not version(tool):
            measured["tools"][tool] = None
            continue
        each_work = work / tool
        each_work.mkdir()
        pristine = each_work / "schemas"
        shutil.copytree(folder, pristine)
        result = RUNNERS[tool](real, pristine, cases, each_work)
        measured["tools"][tool] = asdict(result)
    return measured


# -- tables ---------------------------------------------------------------------------------------


def cell(t: dict[str, Any] | None, validates: bool = True) -> str:
    if t is None:
        return "not run"
    if not t["generated"]["ok"]:
        text = "\n".join(t["generated"]["messages"])
        if "timed out" in text:
            return "timed out"
        crashed = any(w in text for w in ("Traceback", "panicked", "RangeError", "at "))
        return "**crashed**" if crashed else "refused"
    parts = ["builds" if t["build"]["ok"] else "**build fails**"]
    if t["root_instances"]:
        parts.append(f"{t['root_disagree']}/{t['root_instances']} disagree")
        if t["root_roundtrip_failed"]:
            parts.append(f"{t['root_roundtrip_failed']} round trips fail")
    elif validates and t["run"]["messages"]:
        parts.append("runner timed out" if realsets.timed_out(t["run"]) else "runner fails")
    return ", ".join(parts)


#: per language, the columns side by side: agentproto's targets (from bench/out/realsets.json)
#: and the other tools
LANGUAGES = {
    "Python": (("python", "pydantic"), ("datamodel-code-generator", "fastjsonschema")),
    "TypeScript": (("typescript",), ("quicktype-ts", "json-schema-to-typescript")),
    "Go": (("go",), ("go-jsonschema", "quicktype-go")),
    "Rust": (("rust",), ("typify",)),
}


def tables(ours: dict[str, Any], theirs: dict[str, Any]) -> str:
    out = []
    for language, (mine, others) in LANGUAGES.items():
        heads = [f"agentproto {t}" for t in mine] + list(others)
        out += [
            f"### {language}",
            "",
            "| set | draft | root instances (valid) | " + " | ".join(heads) + " |",
            "|---" * (3 + len(heads)) + "|",
        ]
        for name, r in theirs.items():
            row = [
                name,
                r["draft"],
                f"{r['root_instances']} ({r['root_valid']})",
            ]
            row += [cell(ours.get(name, {}).get("targets", {}).get(t)) for t in mine]
            row += [
                cell(r["tools"].get(t), validates=t != "json-schema-to-typescript")
                if t in r["tools"]
                else "not run"
                for t in others
            ]
            out.append("| " + " | ".join(row) + " |")
        out.append("")
    return "\n".join(out)


def totals(ours: dict[str, Any], theirs: dict[str, Any]) -> str:
    """Per tool over the sets both sides ran: sets generated, sets whose output passes the
    strict checks, root instances asked, disagreements, round trips failed."""
    names = [n for n in theirs if n in ours]
    columns: list[tuple[str, list[dict[str, Any] | None]]] = []
    for mine, others in LANGUAGES.values():
        for t in mine:
            columns.append((f"agentproto {t}", [ours[n]["targets"].get(t) for n in names]))
        for t in others:
            columns.append((t, [theirs[n]["tools"].get(t) for n in names]))
    lines = [
        f"Over the {len(names)} sets measured by both runs:",
        "",
        (
            "| tool | sets run | generate | build strict | root instances asked | disagree "
            "| every location asked | disagree | round trips checked | fail | generation s (sum) |"
        ),
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for label, results in columns:
        ran = [r for r in results if r is not None]
        if not ran:
            continue
        generated = [r for r in ran if r["generated"]["ok"]]
        lines.append(
            f"| {label} | {len(ran)} | {len(generated)} | "
            f"{sum(1 for r in generated if r['build']['ok'])} | "
            f"{sum(r['root_instances'] for r in generated)} | "
            f"{sum(r['root_disagree'] for r in generated)} | "
            f"{sum(r['instances'] for r in generated)} | "
            f"{sum(r['disagree'] for r in generated)} | "
            f"{sum(r['roundtrip_checked'] for r in generated)} | "
            f"{sum(r['roundtrip_failed'] for r in generated)} | "
            f"{sum(r['generated']['seconds'] for r in ran):.0f} |"
        )
    return "\n".join(lines)


def details(theirs: dict[str, Any]) -> str:
    lines = []
    for name, r in theirs.items():
        for tool, t in r["tools"].items():
            if t is None:
                continue
            if tool == "json-schema-to-typescript":  # types only: nothing was run
                t = {**t, "run": {"ok": True, "seconds": 0.0, "messages": []}}
            problem = realsets.first_problem(t)
            if problem:
                lines.append(f"- {name}, {tool}: `{problem.replace('`', chr(39))[:200]}`")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="*")
    parser.add_argument("--tool", action="append", choices=list(TOOLS))
    parser.add_argument("--markdown", action="store_true", help="print the last run's tables")
    parser.add_argument("--fresh", action="store_true", help="forget earlier results")
    parser.add_argument(
        "--missing", action="store_true", help="only the sets not yet measured for the tools"
    )
    parser.add_argument(
        "--ours",
        action="append",
        type=Path,
        help="bench/realsets.py results to set beside (default bench/out/realsets.json)",
    )
    parser.add_argument(
        "--results",
        action="append",
        type=Path,
        help="the results file (default bench/out/compare.json); --markdown merges every one "
        "given, so tools can be run side by side into different files",
    )
    args = parser.parse_args(argv)
    files = args.results or [RESULTS]
    if len(files) > 1 and not args.markdown:
        parser.error("a run writes one --results file")
    results: dict[str, Any] = {}
    for each in files if not args.fresh else []:
        for name, r in (json.loads(each.read_text()) if each.is_file() else {}).items():
            earlier = results.get(name, {}).get("tools", {})
            results[name] = {**r, "tools": {**earlier, **r["tools"]}}
    if args.markdown:
        mine = args.ours or [realsets.RESULTS]
        ours = realsets.merged([json.loads(f.read_text()) for f in mine if f.is_file()])
        print("Versions: " + ", ".join(f"{t} {version(t) or 'not installed'}" for t in TOOLS))
        print()
        print(totals(ours, results))
        print()
        print(tables(ours, results))
        print("What each failing cell of the other tools stopped at:\n")
        print(details(results))
        return 0
    tools = tuple(args.tool or TOOLS)
    chosen = [s for s in realsets.real_sets() if not args.sets or s.name in args.sets]
    if args.missing:
        chosen = [
            s for s in chosen if not set(tools) <= set(results.get(s.name, {}).get("tools", {}))
        ]
    folders = realsets.fetch_realsets.fetch(only={s.name for s in chosen})
    chosen.sort(key=lambda s: sum((folders[s.name] / f).stat().st_size for f in s.files))
    for real in chosen:
        with tempfile.TemporaryDirectory(prefix=f"compare-{real.name}-") as tmp:
            measured = measure_set(real, folders[real.name], tools, Path(tmp))
        earlier = results.get(real.name, {}).get("tools", {})
        measured["tools"] = {**earlier, **measured["tools"]}
        results[real.name] = measured
        files[0].parent.mkdir(parents=True, exist_ok=True)
        files[0].write_text(json.dumps(results, indent=1), encoding="utf-8")
        print(
            real.name,
            "; ".join(f"{t}: {cell(measured['tools'].get(t))}" for t in tools),
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
