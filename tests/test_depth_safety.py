"""Depth safety at no cost where it cannot matter: which check functions can recurse with the
document is decided from the schema (`plan/depth.py`); validators that cannot take a document
of any depth without bookkeeping, and recursive ones answer a value nested past `MAX_DEPTH`
with one `maxDepth` problem (never a `RecursionError`), in `is_valid`, `errors`,
`from_dict`/`from_json` and `agentproto.compile` alike, without walking the document first."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

import agentproto
from agentproto.compile import check_program
from agentproto.ir import checks as c
from agentproto.plan.depth import LONG_CHAIN, MAX_DEPTH, plan_depth
from agentproto.runtime_module import runtime
from support import bindings as support_bindings

DIALECT = "https://json-schema.org/draft/2020-12/schema"
DEEP = 100_000  # far past any stack

TREE = {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}}}
OPEN = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "payload": {}, "tags": {"enum": ["a", "b"]}},
    "required": ["name"],
}


def nest(levels: int, leaf: Any, wrap: Any) -> Any:
    for _ in range(levels):
        leaf = wrap(leaf)
    return leaf


def tree(levels: int) -> Any:
    """`levels` objects each holding the next in a one-item `children` array (2 levels each)."""
    return nest(levels, {}, lambda v: {"children": [v]})


def tree_text(levels: int) -> str:
    return '{"children":[' * levels + "{}" + "]}" * levels


def deep_list(levels: int) -> Any:
    return nest(levels, 1, lambda v: [v])


def plan_of(schema: Any) -> tuple[Any, c.FunctionKey]:
    program, root = check_program(schema)
    return plan_depth({fn.key: fn.schema for fn in program.functions}), root


def bindings(tmp_path: Path, name: str, schema: dict[str, Any]) -> Any:
    return support_bindings(tmp_path, name, schema, "depth")


# -- the analysis ----------------------------------------------------------------------------


def test_the_runtime_and_the_plan_share_the_limit() -> None:
    assert runtime().MAX_DEPTH == MAX_DEPTH


def test_a_schema_without_cycles_is_bounded() -> None:
    plan, root = plan_of(OPEN)
    assert root not in plan.guarded and not plan.cyclic and not plan.recursive


def test_a_ref_cycle_is_recursive_and_carries_the_depth() -> None:
    plan, root = plan_of(TREE)
    assert root in plan.cyclic and root in plan.recursive and root in plan.guarded


def test_a_caller_of_a_cycle_carries_the_depth_without_being_on_it() -> None:
    node = {"type": "array", "items": {"$ref": "#/$defs/tree"}}
    plan, root = plan_of(
        {
            "type": "object",
            "properties": {"tree": {"$ref": "#/$defs/tree"}},
            "$defs": {"tree": node},
        }
    )
    assert root in plan.recursive and root not in plan.cyclic
    assert any(str(key).endswith("/$defs/tree") for key in plan.cyclic)


def test_dynamic_ref_recursion_is_a_cycle_of_calls() -> None:
    plan, root = plan_of({"$ref": DIALECT})  # the metaschema recurses through $dynamicRef
    assert root in plan.recursive and plan.cyclic


@pytest.mark.parametrize(
    "schema", [{"uniqueItems": True}, {"enum": [[1], {"a": 1}]}], ids=["uniqueItems", "enum"]
)
def test_a_walking_keyword_is_guarded_but_counts_nothing(schema: dict[str, Any]) -> None:
    plan, root = plan_of(schema)
    assert root in plan.guarded and root not in plan.recursive


def test_a_long_chain_of_refs_is_guarded() -> None:
    n = LONG_CHAIN + 5
    defs = {f"a{i}": {"items": {"$ref": f"#/$defs/a{i + 1}"}} for i in range(n)}
    defs[f"a{n}"] = {"type": "integer"}
    plan, root = plan_of({"$ref": "#/$defs/a0", "$defs": defs})
    assert root in plan.guarded and not plan.recursive
    short, short_root = plan_of({"$ref": "#/$defs/a0", "$defs": {"a0": {"items": {}}}})
    assert short_root not in short.guarded


# -- bounded validators: any depth, no bookkeeping ---------------------------------------------


def test_compiled_bounded_validator_takes_a_deep_open_value() -> None:
    validator = agentproto.compile(OPEN)
    assert validator.bounded and "TooDeep" not in validator.source
    doc = {"name": "x", "payload": deep_list(DEEP)}
    assert validator.is_valid(doc) and validator.errors(doc) == []
    # a problem beside the deep value is still found, and a deep value shown in a message
    # does not break the message
    assert [p.keyword for p in validator.errors({"payload": deep_list(DEEP)})] == ["required"]
    [problem] = agentproto.compile({"const": 1}).errors(deep_list(DEEP))
    assert problem.keyword == "const" and problem.message == "expected 1, found array (1 items)"


def test_generated_bounded_validator_takes_a_deep_open_value(tmp_path: Path) -> None:
    module = bindings(tmp_path, "open", {"title": "Open", **OPEN})
    doc = {"name": "x", "payload": deep_list(DEEP)}
    assert module.Open.is_valid(doc)
    assert module.Open.errors(doc) == []
    assert module.Open.from_dict(doc).name == "x"
    source = Path(module.__file__).read_text()
    assert "rt.decode_bounded(" in source and "TooDeep" not in source and "d: int" not in source


# -- recursive validators: one maxDepth problem ------------------------------------------------


def test_compiled_recursive_validator_answers_max_depth() -> None:
    validator = agentproto.compile(TREE)
    assert not validator.bounded
    assert validator.is_valid(tree(249))  # 499 levels
    deep = tree(DEEP)
    assert not validator.is_valid(deep)
    [problem] = validator.errors(deep)
    assert problem.keyword == "maxDepth" and problem.pointer == "/children/0" * 250
    strict = agentproto.compile(TREE, strict=True)
    assert not strict.is_valid(deep)
    assert [p.keyword for p in strict.errors(deep)] == ["maxDepth"]


def test_generated_recursive_validator_answers_max_depth(tmp_path: Path) -> None:
    module = bindings(tmp_path, "tree", {"title": "Tree", **TREE})
    deep = tree(DEEP)
    assert not module.Tree.is_valid(deep)
    assert not module.Tree.is_valid(deep, strict=True)
    [problem] = module.Tree.errors(deep)
    assert problem.keyword == "maxDepth" and problem.pointer == "/children/0" * 250
    for decode, data in ((module.Tree.from_dict, deep), (module.Tree.from_json, tree_text(DEEP))):
        with pytest.raises(ValueError) as caught:
            decode(data)
        assert [p.keyword for p in caught.value.problems] == ["maxDepth"]
    # within the limit it decodes, built all the way down
    built = module.Tree.from_json(tree_text(249))
    for _ in range(249):
        built = built.children[0]
    assert built.children is not None


def test_recursion_through_a_union_still_counts(tmp_path: Path) -> None:
    schema = {
        "title": "Expr",
        "oneOf": [
            {"type": "integer"},
            {
                "type": "object",
                "properties": {"op": {"const": "neg"}, "arg": {"$ref": "#"}},
                "required": ["op", "arg"],
                "additionalProperties": False,
            },
        ],
    }
    validator = agentproto.compile(schema)
    expr = nest(DEEP, 1, lambda v: {"op": "neg", "arg": v})
    assert not validator.is_valid(expr)
    assert [p.keyword for p in validator.errors(expr)] == ["maxDepth"]
    assert validator.is_valid(nest(400, 1, lambda v: {"op": "neg", "arg": v}))
    module = bindings(tmp_path, "expr", schema)
    assert not module.expr_is_valid(expr)
    assert [p.keyword for p in module.expr_errors(expr)] == ["maxDepth"]


def test_walking_keywords_answer_max_depth() -> None:
    unique = agentproto.compile({"uniqueItems": True})
    assert not unique.is_valid([deep_list(DEEP), 1])
    assert [p.keyword for p in unique.errors([deep_list(DEEP), 1])] == ["maxDepth"]
    assert unique.is_valid([deep_list(300), deep_list(301)])
    enum = agentproto.compile({"enum": [[1], {"a": 1}]})
    assert not enum.is_valid(deep_list(DEEP))
    assert [p.keyword for p in enum.errors(deep_list(DEEP))] == ["maxDepth"]


def test_a_recursive_validator_called_deep_in_the_stack_still_answers() -> None:
    """A caller already near Python's recursion limit: the validator gets the room it needs
    instead of failing, and gives the answer it gives elsewhere."""
    validator = agentproto.compile(TREE)
    limit = sys.getrecursionlimit()

    def from_deep(frames: int) -> tuple[bool, list[Any], bool]:
        if frames:
            return from_deep(frames - 1)
        return (
            validator.is_valid(tree(200)),
            validator.errors(tree(DEEP)),
            validator.is_valid(tree(DEEP)),
        )

    valid, problems, too_deep = from_deep(limit - 100)
    assert valid and not too_deep and [p.keyword for p in problems] == ["maxDepth"]
    assert sys.getrecursionlimit() == limit


def test_a_long_chain_of_refs_never_raises_recursion_error() -> None:
    """No cycle, but more calls in a row than Python's default stack allows: the validator looks
    as deep as its schema (here past `MAX_DEPTH`: it does not recurse with the document, so no
    limit applies) and gets the stack it needs."""
    n = 1200
    defs = {f"a{i}": {"items": {"$ref": f"#/$defs/a{i + 1}"}} for i in range(n)}
    defs[f"a{n}"] = {"type": "integer"}
    validator = agentproto.compile({"$ref": "#/$defs/a0", "$defs": defs})
    assert not validator.bounded
    assert validator.is_valid(deep_list(n))
    assert not validator.is_valid(nest(n, "x", lambda v: [v]))
    assert not validator.is_valid(deep_list(DEEP))
    [problem] = validator.errors(deep_list(DEEP))
    assert problem.keyword == "type" and problem.pointer == "/0" * n
