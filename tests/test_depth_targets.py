"""Depth safety in TypeScript, Rust and Go, decided as in Python (`plan/depth.py`): a validator
that cannot recurse with the document carries no depth bookkeeping at all, and one that can
answers a value nested past `MAX_DEPTH` with one `maxDepth` problem at that value (never a
stack overflow, never a `json` problem), in every entry point, while anything within the limit
is checked all the way down. Text nested deeper than a target's parser takes is one `maxDepth`
problem too."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import rust_support as rs

from agentproto.pipeline import format_files, render
from agentproto.plan.depth import MAX_DEPTH
from support import typescript_toolchain

DIALECT = "https://json-schema.org/draft/2020-12/schema"
DEEP = 100_000  # far past any stack
TREE = {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}}}
OPEN = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "payload": {}},
    "required": ["name"],
}
EXPR = {
    "oneOf": [
        {"type": "integer"},
        {
            "type": "object",
            "properties": {"op": {"const": "neg"}, "arg": {"$ref": "#"}},
            "required": ["op", "arg"],
            "additionalProperties": False,
        },
    ]
}
# the pointer of the first value a recursive validator refuses in a tree: the object with
# MAX_DEPTH arrays and objects around it
TOO_DEEP_AT = "/children/0" * (MAX_DEPTH // 2)
EXPR_TOO_DEEP_AT = "/arg" * MAX_DEPTH


def generated(tmp_path: Path, target: str) -> Path:
    schemas = tmp_path / "schemas" / "d"
    schemas.mkdir(parents=True)
    for name, body in (("tree", TREE), ("open", OPEN), ("expr", EXPR)):
        document = {"$schema": DIALECT, "title": name.capitalize(), **body}
        (schemas / f"{name}.json").write_text(json.dumps(document))
    files = format_files(render(tmp_path / "schemas", (target,), strict_keywords=True))
    for rel, text in files.items():
        (tmp_path / "out" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "out" / rel).write_text(text)
    return tmp_path / "out" / target


def bounded_functions_count_nothing(source: str, function: str, depth_marker: str) -> None:
    """The function checking `Open` (no cycle) takes no depth; the cyclic ones do."""
    body = source.split(function, 1)[1].split("\n}\n", 1)[0]
    assert depth_marker not in body, body


# -- TypeScript -------------------------------------------------------------------------------


def test_typescript_counts_depth_only_where_it_recurses(tmp_path: Path) -> None:
    node, compiler = typescript_toolchain()
    project = generated(tmp_path, "typescript")
    built = subprocess.run(
        [node, str(compiler), "-p", str(project)], capture_output=True, text=True, check=False
    )
    assert built.returncode == 0, built.stdout[-3000:]
    checks = (project / "src" / "checks.ts").read_text()
    assert (
        checks.count("throw new rt.TooDeep(e === null ? null : p)") == 2
    )  # the two cycles: Tree and Expr
    assert len(re.findall(r"strict = false\): boolean", checks)) >= 1  # without `d`
    script = """
import * as pkg from "./dist/index.js";
const all = Object.values(pkg).flatMap((m) => Object.values(m));
const find = (part) => all.find((e) => e && e.isValid && e.errors(part[0]).length === 0 && !e.isValid(part[1]));
const Tree = find([{ children: [] }, { children: 1 }]);
const Open = find([{ name: "x" }, {}]);
const Expr = find([1, "x"]);
const tree = (n) => { let v = {}; for (let i = 0; i < n; i++) v = { children: [v] }; return v; };
const list = (n) => { let v = 1; for (let i = 0; i < n; i++) v = [v]; return v; };
const expr = (n) => { let v = 1; for (let i = 0; i < n; i++) v = { op: "neg", arg: v }; return v; };
const deep = tree(DEEP);
console.log(JSON.stringify([
  Tree.isValid(tree(249)), Tree.errors(tree(249)).length,
  Tree.isValid(deep), Tree.errors(deep).map((p) => [p.pointer, p.keyword]),
  Tree.isValid(tree(300)),
  Open.isValid({ name: "x", payload: list(5000) }),
  Expr.isValid(expr(DEEP)), Expr.errors(expr(DEEP)).map((p) => [p.pointer, p.keyword]),
  Expr.isValid(expr(400)),
]));
""".replace("DEEP", str(DEEP))
    proc = subprocess.run(
        [node, "--input-type=module", "-e", script],
        cwd=project,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    assert got == [
        True,
        0,
        False,
        [[TOO_DEEP_AT, "maxDepth"]],
        False,
        True,
        False,
        [[EXPR_TOO_DEEP_AT, "maxDepth"]],
        True,
    ]


# -- Rust -------------------------------------------------------------------------------------

RUST_TEST = r"""
use agentproto_bindings::d::{self, Tree};
use serde_json::{json, Value};

fn tree_text(levels: usize) -> String {
    "{\"children\":[".repeat(levels) + "{}" + &"]}".repeat(levels)
}

fn tree_value(levels: usize) -> Value {
    let mut v = json!({});
    for _ in 0..levels {
        v = json!({ "children": [v] });
    }
    v
}

fn answers() -> Vec<String> {
    let mut out = Vec::new();
    // text nested past what serde_json parses: one maxDepth problem at the first value past it
    let err = Tree::from_json_str(&tree_text(DEEP)).err().expect("refused");
    let kinds: Vec<_> = err.problems.iter().map(|p| p.keyword).collect();
    out.push(format!("text {:?} {}", kinds, err.problems[0].pointer));
    out.push(format!("text63 {}", Tree::from_json_str(&tree_text(63)).is_ok()));
    // values made in code, past the checks' own limit and within it
    let deep = tree_value(300);
    let problems = Tree::validate(&deep);
    let kinds: Vec<_> = problems.iter().map(|p| p.keyword).collect();
    out.push(format!("tree300 {} {:?} {}", Tree::is_valid(&deep), kinds, problems[0].pointer));
    out.push(format!("fromvalue300 {}", Tree::from_value(&deep).is_err()));
    let shallow = tree_value(249);
    out.push(format!("tree249 {} {}", Tree::is_valid(&shallow), Tree::validate(&shallow).len()));
    let mut expr = json!(1);
    for _ in 0..600 {
        expr = json!({"op": "neg", "arg": expr});
    }
    let problems = d::expr_validate(&expr);
    let kinds: Vec<_> = problems.iter().map(|p| p.keyword).collect();
    out.push(format!("expr600 {} {:?} {}", d::expr_is_valid(&expr), kinds, problems[0].pointer));
    // a value made in code drops by recursion: too deep a one is let go of instead
    std::mem::forget(deep);
    std::mem::forget(expr);
    out
}

#[test]
fn depth() {
    // the values are built (not validated) by recursion in serde_json's `json!`
    let handle = std::thread::Builder::new().stack_size(64 << 20).spawn(answers).unwrap();
    for line in handle.join().unwrap() {
        println!("{line}");
    }
}
""".replace("DEEP", str(DEEP))


def test_rust_counts_depth_only_where_it_recurses(tmp_path: Path) -> None:
    rs.cargo()
    crate = generated(tmp_path, "rust")
    checks = (crate / "src" / "checks.rs").read_text()
    assert checks.count("return rt::too_deep(") == 2  # the fast paths of the two cycles
    assert "rt::depth_checked" in checks
    open_module = (crate / "src" / "d.rs").read_text()
    number = re.search(r"impl Open \{.*?checks::v_(\d+)\(value\)", open_module, re.DOTALL)
    assert number, "no fast path for Open"
    bounded_functions_count_nothing(checks, f"pub fn v_{number.group(1)}(", "d: u32")
    assert f"pub fn vd_{number.group(1)}(" not in checks
    (crate / "tests").mkdir()
    (crate / "tests" / "depth.rs").write_text(RUST_TEST)
    done = rs.run_cargo(["test", "--quiet", "--test", "depth", "--", "--nocapture"], crate)
    assert done.returncode == 0, done.stderr[-3000:] + done.stdout[-3000:]
    lines = dict(
        line.split(" ", 1) for line in done.stdout.splitlines() if line.split(" ")[0].isalnum()
    )
    serde_limit = "/children/0" * 63 + "/children"  # the 128th array or object
    assert lines["text"] == f'["maxDepth"] {serde_limit}'
    assert lines["text63"] == "true"
    assert lines["tree300"] == f'false ["maxDepth"] {TOO_DEEP_AT}'
    assert lines["fromvalue300"] == "true"
    assert lines["tree249"] == "true 0"
    assert lines["expr600"] == f'false ["maxDepth"] {EXPR_TOO_DEEP_AT}'
    runtime = (crate / "src" / "runtime.rs").read_text()
    assert f"pub const CHECK_DEPTH: u32 = {MAX_DEPTH};" in runtime


# -- Go ---------------------------------------------------------------------------------------

GO = shutil.which("go") or (
    "/usr/local/go/bin/go" if Path("/usr/local/go/bin/go").is_file() else None
)

GO_TEST = """package d

import (
	"encoding/json"
	"strings"
	"testing"

	"agentproto-bindings/rt"
)

func kinds(problems []rt.Problem) string {
	out := []string{}
	for _, p := range problems {
		out = append(out, p.Keyword+" "+p.Pointer)
	}
	b, _ := json.Marshal(out)
	return string(b)
}

func treeText(n int) []byte {
	return []byte(strings.Repeat(`{"children":[`, n) + "{}" + strings.Repeat("]}", n))
}

func exprText(n int) []byte {
	return []byte(strings.Repeat(`{"op":"neg","arg":`, n) + "1" + strings.Repeat("}", n))
}

func TestDepth(t *testing.T) {
	_, err := DecodeTree(treeText(249))
	t.Logf("answer tree249 %v", err == nil)
	_, err = DecodeTree(treeText(300))
	t.Logf("answer tree300 %v", err != nil)
	t.Logf("answer tree300problems %s", kinds(ProblemsOfTree(treeText(300), false)))
	t.Logf("answer tree300strict %s", kinds(ProblemsOfTree(treeText(300), true)))
	t.Logf("answer textdeep %s", kinds(ProblemsOfTree(treeText(DEEP), false))[:40])
	_, err = DecodeExpr(exprText(DEEP))
	t.Logf("answer exprdeep %v", err != nil)
	t.Logf("answer expr600 %s", kinds(ProblemsOfExpr(exprText(600), false)))
	_, err = DecodeExpr(exprText(400))
	t.Logf("answer expr400 %v", err == nil)
	_, err = DecodeOpen([]byte(`{"name":"x","payload":` + strings.Repeat("[", 5000) + strings.Repeat("]", 5000) + "}"))
	t.Logf("answer open5000 %v", err == nil)
}
""".replace("DEEP", str(DEEP))


@pytest.mark.skipif(GO is None and not os.environ.get("CI"), reason="no Go toolchain (go)")
def test_go_counts_depth_only_where_it_recurses(tmp_path: Path) -> None:
    assert GO is not None, "the Go toolchain (go) is needed for the Go target's tests"
    module = generated(tmp_path, "go")
    checks = (module / "checks" / "checks.go").read_text()
    assert checks.count("rt.TooDeep(v, p)") == 2  # the two cycles
    open_module = (module / "d" / "d.go").read_text()
    name = re.search(
        r"rt\.Decode\(checks\.(\w+), data, &x\)\n", open_module.split("func DecodeOpen")[1]
    )
    assert name, "no check for Open"
    bounded_functions_count_nothing(checks, f"func {name.group(1)}(", "d int")
    assert f"func {name.group(1)}Depth(" not in checks
    path = re.search(r"^module (\S+)", (module / "go.mod").read_text(), re.MULTILINE)
    assert path, "go.mod names no module"
    (module / "d" / "depth_test.go").write_text(
        GO_TEST.replace('"agentproto-bindings/rt"', f'"{path.group(1)}/rt"')
    )
    done = subprocess.run(
        [GO, "test", "-run", "TestDepth", "-v", "./d/"],
        cwd=module,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    lines = dict(
        line.split("answer ", 1)[1].split(" ", 1)
        for line in done.stdout.splitlines()
        if "answer " in line
    )
    at = TOO_DEEP_AT
    assert lines["tree249"] == "true"
    assert lines["tree300"] == "true"
    assert lines["tree300problems"] == json.dumps([f"maxDepth {at}"], separators=(",", ":"))
    assert lines["tree300strict"] == json.dumps([f"maxDepth {at}"], separators=(",", ":"))
    assert lines["textdeep"].startswith('["maxDepth /children/0/children/0')
    assert lines["exprdeep"] == "true"
    assert lines["expr600"] == json.dumps([f"maxDepth {EXPR_TOO_DEEP_AT}"], separators=(",", ":"))
    assert f"const CheckDepth = {MAX_DEPTH}" in (module / "rt" / "rt.go").read_text()
    assert lines["expr400"] == "true"
    assert lines["open5000"] == "true"
