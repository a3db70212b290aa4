"""Behaviour parity: the plan's tables (the lanes compiled from `x-lane`, the portable patterns,
the rules declared in schema/data) and the generic Python functions that read them, and the
parity table of `agentproto conformance`, which runs every behaviour on the same cases in every
target and compares the outputs as JSON."""

from __future__ import annotations

import json
import re
import sys

import pytest

from agentproto.conformance import parity
from agentproto.passes.behaviour_plan import ECMA_SPACE, lanes, portable_pattern, portable_patterns
from agentproto.pipeline import build_ir, load_checked
from agentproto.targets.registry import conformance_targets
from support import NO_SUITE, ROOT, ConformancePrograms, missing_toolchain

SCHEMA = ROOT / "schema"


def test_portable_pattern_spells_out_dot_digits_and_spaces() -> None:
    assert portable_pattern(r"a.b") == "a[^\n\r\u2028\u2029]b"
    assert portable_pattern(r"is \d+ tokens") == "is [0-9]+ tokens"
    assert portable_pattern(r"[\d.]x\.") == r"[0-9.]x\."  # in a class `.` is a dot already
    assert portable_pattern(r"a\sb") == f"a[{ECMA_SPACE}]b"


@pytest.mark.parametrize(
    ("text", "matches"),
    [
        ("maximum context length is 128000 tokens", True),
        ("maximum context length is \u0661\u0662 tokens", False),  # Arabic-Indic digits
        ("input length and `max_tokens` exceed context limit", True),
        ("input length and \rmax_tokens\r exceed context limit", False),  # a line terminator
    ],
)
def test_portable_patterns_mean_the_same_in_python(text: str, matches: bool) -> None:
    """Python's `re` reads `\\d` as any Unicode digit and `.` as anything but `\\n`; the
    portable patterns give it ECMA-262's reading, which the other targets have."""
    data = dict(load_checked(SCHEMA).data)
    patterns = portable_patterns(tuple(data.items()))["CONTEXT_OVERFLOW"]
    assert any(re.search(p, text, re.IGNORECASE) for p in patterns) is matches


def test_lanes_are_compiled_from_x_lane() -> None:
    built = build_ir(load_checked(SCHEMA))
    plan = dict(built.program.data)["LANES"]["agent/agent_message"]
    assert plan["tag"] == "role"
    assert plan["arms"]["bash_execution"] == "extension"
    assert plan["arms"]["tool_result"] == "llm"
    assert plan["fields"]["tool_result"] == {"details": "extension"}


def test_lanes_of_a_schema_set_without_x_lane_are_absent() -> None:
    from agentproto.ir import types as t

    assert lanes({}) == {}
    record = t.Record("R", "", t.Origin("r.json", ""), ())
    assert lanes({t.Location("urn:r", ""): record}) == {}


def test_a_schema_set_without_behaviour_gets_no_plan_tables() -> None:
    """Only hand-written behaviour reads the plan: bindings that carry none keep their data
    tables as they are, with no lanes or patterns added."""
    from agentproto.ir import types as t
    from agentproto.passes.behaviour_plan import behaviour_plan

    union = t.TaggedUnion(
        "U",
        "",
        t.Origin("u.json", ""),
        "kind",
        (t.Variant("a", t.Location("urn:a", ""), "llm"),),
        lanes=("llm",),
    )
    data = (("TABLE", [{"pattern": "a.b"}]),)
    assert behaviour_plan({t.Location("urn:u", ""): union}, data) == data


def test_pairing_reads_the_table() -> None:
    from agentproto_bindings import pairing_problems

    items = [
        {"type": "function_call_output", "call_id": "a"},
        {"type": "function_call", "call_id": "a"},
        {"type": "function_call_output", "call_id": "a"},
        {"type": "function_call_output", "call_id": 7},
        {"type": "message"},
    ]
    found = [(p.pointer, p.keyword) for p in pairing_problems("function_call_output", items)]
    assert found == [("/0/call_id", "call_id"), ("/3/call_id", "call_id")]


def test_usage_arithmetic_reads_the_table() -> None:
    from agentproto_bindings import cache_hit_rate, estimated_cost

    usage = {"input": 1000, "output": 500, "cache_read": 1000, "cache_write": True}
    cost = estimated_cost(usage, {"input": 3, "output": 15.0, "cache_read": 0.3})
    assert cost == {
        "input": 0.003,
        "output": 0.0075,
        "cache_read": 0.0003,
        "cache_write": 0.0,  # a boolean is not a number: it counts as absent
        "total": 0.003 + 0.0075 + 0.0003 + 0.0,
    }
    assert cache_hit_rate(usage) == 0.5
    assert cache_hit_rate({"input": 0}) == 0.0


def test_context_overflow_reads_the_rule() -> None:
    from agentproto_bindings import context_overflow

    failed = {"stop_reason": "error", "error_message": "prompt is too long: 9 tokens"}
    assert context_overflow(failed)
    assert not context_overflow({**failed, "error_message": 5})
    ok = {"stop_reason": "stop", "usage": {"input": 100, "cache_read": 28}}
    assert context_overflow(ok, 127) and not context_overflow(ok, 128) and not context_overflow(ok)


def test_canonical_compares_numbers_by_value_and_booleans_apart() -> None:
    same = parity.canonical({"a": 1, "b": [2.0]}, False) == parity.canonical(
        {"b": [2], "a": 1.0}, False
    )
    assert same
    assert parity.canonical(True, False) != parity.canonical(1, False)
    assert parity.canonical({"a": 1, "b": 2}, True) != parity.canonical({"b": 2, "a": 1}, True)


def test_random_cases_are_made_for_every_declared_behaviour() -> None:
    import random

    from agentproto.conformance.runner import declared_dialects

    dialects = declared_dialects(SCHEMA)
    pool = parity.pools(ROOT / "tests" / "fixtures", dict(load_checked(SCHEMA).data), dialects)
    made = parity.cases_random(random.Random(1), pool, 50)
    assert set(made) == set(parity.ROW_NAMES)
    assert all(len(cases) == 50 for cases in made.values())
    # the generators reach the odd corners: line terminators and other scripts' digits
    texts = [c["options"]["error_text"] for c in made["context_overflow"]]
    assert any(ch in text for text in texts for ch in "\r\n\u2028")


def test_random_dialect_documents_are_drawn_both_ways_for_every_dialect() -> None:
    """Half of each dialect's random documents are read and half written, whatever the share
    of each among its fixed cases, and the mutations put in the fixtures' own words (a tag of
    another kind), not only values no reader knows."""
    import random

    from agentproto.conformance.runner import declared_dialects, talk

    dialects = declared_dialects(SCHEMA)
    pool = parity.pools(ROOT / "tests" / "fixtures", dict(load_checked(SCHEMA).data), dialects)
    assert {"message", "function_call", "role", "assistant"} <= set(pool.words)
    rows = [r for r in parity.behaviours(SCHEMA, pool, dialects) if r.name.startswith("dialect")]
    # before the reference's answers are added, most fixed cases are writes (and one dialect
    # has no document of its own to read)
    assert all(
        sum(c["direction"] == "write" for c in row.cases) > len(row.cases) / 2 for row in rows
    )
    program = [sys.executable, "-m", "agentproto.conformance.python_program"]
    bindings = ["--bindings", str(ROOT / "generated" / "python")]
    parity.back_cases(rows, lambda target, requests: talk(program + bindings, requests))
    seeds = {row.name: {json.dumps(c["document"]) for c in row.cases} for row in rows}
    for row in parity.random_rows(random.Random(3), pool, rows, 40):
        directions = [case["direction"] for case in row.cases]
        assert directions.count("read") == directions.count("write") == 20, row.name
        changed = [json.dumps(c["document"]) not in seeds[row.name] for c in row.cases]
        assert sum(changed) > 30, row.name


def test_reasoning_items_of_every_kind_are_drawn() -> None:
    import random

    kinds = {parity._reasoning_item(random.Random(n))["type"] for n in range(200)}
    assert kinds == set(parity.REASONING_KINDS)


def test_a_refusal_of_the_reference_must_be_a_refusal_everywhere() -> None:
    """A case the reference answers with an error is one every target must refuse: an answer
    there is a disagreement, an error is agreement."""
    row = parity.Behaviour("row", cases=[{"kind": "fold", "fold": "f", "events": []}])

    def talk(target: str, requests: list[dict[str, object]]) -> dict[str, dict[str, object]]:
        answer = {"error": "refused"} if target in ("python", "rust") else {"output": 1}
        return {str(r["id"]): dict(answer) for r in requests}

    cells, reach = parity.judge_rows([row], ("python", "rust", "go"), talk)
    assert (cells["row"]["rust"].differ, cells["row"]["rust"].errors) == (0, 0)
    assert cells["row"]["go"].differ == 1
    assert reach["row"].refused == 1


def test_every_listed_missing_cell_names_a_known_target_and_row() -> None:
    import random

    from agentproto.conformance.runner import declared_dialects

    dialects = declared_dialects(SCHEMA)
    pool = parity.pools(ROOT / "tests" / "fixtures", {}, dialects)
    rows = {row.name for row in parity.behaviours(SCHEMA, pool, dialects)}
    del random
    for name, target, reason in parity.listed_cells():
        assert name in rows and target in conformance_targets() and reason


def test_parity_table_of_every_target(
    conformance_programs: ConformancePrograms, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`agentproto conformance` prints the behaviour x target table; every cell is the same
    as Python's or listed as missing, over the fixed cases and 100 random ones per behaviour
    (bench/parity_differential.py runs 10,000).
    The command runs in process, its programs built once for the session (the same hooks on
    the same inputs; tests/test_conformance.py runs the command as a process)."""
    from click.testing import CliRunner

    from agentproto.cli import main
    from agentproto.conformance import runner

    monkeypatch.setattr(runner, "hook_of", conformance_programs.hook)
    args = [
        "conformance",
        "--schema-dir",
        SCHEMA,
        "--fixtures",
        ROOT / "tests" / "fixtures",
        "--suite",
        NO_SUITE,  # no suite cases
        "--node-tools",
        ROOT / "tools" / "node",
        "--differential",
        "100",
    ]
    proc = CliRunner().invoke(main, [str(a) for a in args])
    out = proc.output
    if "NOT RUN" in out and proc.exit_code == 2:
        missing_toolchain(next(line for line in out.splitlines() if line.startswith("NOT RUN")))
    assert "parity (the fixed cases):" in out, out[-3000:] + repr(proc.exception)
    assert "MISSING" not in out and "LISTED-BUT-RUNS" not in out, out[-5000:]
    differ = [line for line in out.splitlines() if line.startswith("DIFF ")]
    assert differ == [], differ
    counted = [line for line in out.splitlines() if line.startswith("differential ")]
    assert len(counted) >= 14
    for line in counted:
        assert " 0 disagreements" in line, line
    assert proc.exit_code == 0, out[-3000:]


def test_index_keys_first_is_the_order_javascript_lists_keys_in() -> None:
    """The order the parity table holds a target declaring `index_keys_first` to is the one
    Node gives a parsed object: array-index keys ascending, then the rest as they came."""
    import shutil
    import subprocess

    node = shutil.which("node")
    if node is None:
        missing_toolchain("node is needed to check JavaScript's key order")
    document = {"b": 1, "10": {"z": 0, "3": 1}, "a": [{"1": 1, "x": 2, "0": 3}], "2": 4}
    document |= {"01": 5, "-1": 6, "4294967295": 7, "4294967294": 8}
    listed = subprocess.run(
        [node, "-e", "process.stdout.write(JSON.stringify(JSON.parse(process.argv[1])))"]
        + [json.dumps(document)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert json.dumps(parity.index_keys_first(document), separators=(",", ":")) == listed
    assert list(parity.index_keys_first(document)) != list(document)  # the case is telling


def test_a_difference_is_told_by_where_it_is() -> None:
    want = parity.canonical({"a": [1, {"b": "x"}], "c": 2}, True)
    got = parity.canonical({"a": [1, {"b": "y"}], "c": 2}, True)
    assert (
        parity.first_difference(want, got)
        == 'at /a/1/b: ["string", "x"] wanted, ["string", "y"] given'
    )
    moved = parity.canonical({"c": 2, "a": [1, {"b": "x"}]}, True)
    assert parity.first_difference(want, moved) == "at /: keys ['a', 'c'] wanted, ['c', 'a'] given"
