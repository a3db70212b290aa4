"""Validators stay exact and bounded on hostile schemas and documents: decimal `multipleOf`,
schema strings of any content, any schema depth, a document depth limit answered with a
problem, near-linear `uniqueItems`/`required`/`enum`/doubled `allOf`, and patterns guarded
against catastrophic backtracking."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import agentproto
from agentproto.load import escape
from agentproto.regex import checked_translation, translate
from support import bindings as support_bindings

HOSTILE = [
    '"""',
    "'''",
    "back\\slash\\",
    "new\nline",
    "nul\x00",
    "lone\ud800",
    "{}%s{0}",
    "k" * 3000,
    "~/x",
    "\\N{DIGIT ONE}",
]
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def bindings(tmp_path: Path, name: str, schema: dict[str, Any]) -> Any:
    return support_bindings(tmp_path, name, schema, "hostile")


# -- multipleOf ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "factor", "expected"),
    [
        (19.99, 0.01, True),
        (0.07, 0.01, True),
        (0.3, 0.1, True),
        (4.5, 1.5, True),
        (10, 3, False),
        (12, 3, True),
        (0.075, 0.01, False),
        (1e308, 0.01, True),
        (1e308, 0.123456789, False),
        (7, 0.5, True),
        (10**400, 0.5, True),
        (10**400 + 1, 2, False),
        (0, float("inf"), True),
        (5, float("inf"), False),
        (1e-300, 1e-301, True),
    ],
)
def test_multiple_of_is_decimal(value: float, factor: float, expected: bool) -> None:
    validator = agentproto.compile({"multipleOf": factor})
    assert validator.is_valid(value) is expected
    assert (not validator.errors(value)) is expected


def test_huge_multiple_of_is_answered() -> None:
    validator = agentproto.compile(json.loads('{"multipleOf": 1e400}'))
    assert validator.is_valid(0) and not validator.is_valid(1e308) and not validator.is_valid(0.5)
    assert [p.keyword for p in validator.errors(json.loads("1e400"))] == ["multipleOf"]


# -- strings from the schema --------------------------------------------------------------------


def hostile_schema() -> dict[str, Any]:
    # titles name the classes (naming keys is another matter); the keys reach only validation
    defs = {
        key: {
            "title": f"Def{i}",
            "type": "object",
            "required": [key],
            "properties": {key: {"enum": [key, 1], "description": key}},
        }
        for i, key in enumerate(HOSTILE)
    }
    return {
        "$defs": defs,
        "type": "object",
        "additionalProperties": False,
        "properties": {
            key: {"$ref": "#/$defs/" + escape(key).replace("%", "%25")} for key in HOSTILE
        },
    }


def shown(key: str) -> str:
    """A name as problems' messages show every string: its JSON text, cut after 40 code points."""
    return json.dumps(key[:40], ensure_ascii=False) + ("..." if len(key) > 40 else "")


def test_compile_takes_any_key() -> None:
    validator = agentproto.compile(hostile_schema())
    for key in HOSTILE:
        assert validator.is_valid({key: {key: key}})
        problems = validator.errors({key: {}})
        assert [(p.keyword, p.message) for p in problems] == [
            ("required", f"missing required property {shown(key)}")
        ]
        assert problems[0].pointer == "/" + escape(key)
    assert not validator.is_valid({"other": 1})


def test_bindings_take_any_key(tmp_path: Path) -> None:
    # the keys reach validation only (as required names, a map's keys and values, locations);
    # class and field names made from keys are the type emitter's business
    inner = {
        "type": "object",
        "required": HOSTILE,
        "additionalProperties": {"enum": [*HOSTILE, 1]},
        "dependentRequired": {HOSTILE[0]: HOSTILE[1:]},
    }
    module = bindings(
        tmp_path,
        "keys",
        {
            "title": "Keys",
            "type": "object",
            "properties": {"m": {"$ref": "#/$defs/Inner"}},
            "$defs": {"Inner": inner, **{f"D{i}": {"const": k} for i, k in enumerate(HOSTILE)}},
        },
    )
    full = {"m": {key: key for key in HOSTILE}}
    assert module.Keys.is_valid(full) and not module.Keys.errors(full)
    for key in HOSTILE:
        problems = module.Keys.errors({"m": {k: k for k in HOSTILE if k != key}})
        required = [p for p in problems if p.keyword == "required"]
        assert len(required) == 1 and shown(key) in required[0].message
        assert [p.pointer for p in module.Keys.errors({"m": {**full["m"], key: 2}})] == [
            f"/m/{escape(key)}"
        ]


# -- depth -------------------------------------------------------------------------------------


def nested_arrays(n: int) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "integer"}
    for _ in range(n):
        schema = {"type": "array", "items": schema, "minItems": 1}
    return schema


def nested_objects(n: int) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "integer"}
    for _ in range(n):
        schema = {"type": "object", "properties": {"a": schema}, "required": ["a"]}
    return schema


def document(n: int, leaf: Any, wrap: Any) -> Any:
    for _ in range(n):
        leaf = wrap(leaf)
    return leaf


@pytest.mark.parametrize("n", [22, 50, 150])
def test_any_schema_depth_compiles(n: int) -> None:
    arrays, objects = agentproto.compile(nested_arrays(n)), agentproto.compile(nested_objects(n))
    assert arrays.is_valid(document(n, 1, lambda v: [v]))
    assert [p.pointer for p in arrays.errors(document(n, "x", lambda v: [v]))] == ["/0" * n]
    assert objects.is_valid(document(n, 1, lambda v: {"a": v}))
    assert not objects.is_valid(document(n, "x", lambda v: {"a": v}))


def test_deep_schema_bindings_import(tmp_path: Path) -> None:
    module = bindings(
        tmp_path,
        "deep",
        {
            "title": "Deep",
            "type": "object",
            "properties": {"a": nested_arrays(22), "o": nested_objects(50)},
        },
    )
    assert module.Deep.is_valid(
        {"a": document(22, 1, lambda v: [v]), "o": document(50, 1, lambda v: {"a": v})}
    )
    assert not module.Deep.is_valid({"a": document(22, "x", lambda v: [v])})


TREE = {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}}}


def tree(levels: int) -> Any:
    return document(levels, {}, lambda v: {"children": [v]})


def test_document_depth_limit_in_compile() -> None:
    validator = agentproto.compile(TREE)
    assert validator.is_valid(tree(249)) and not validator.errors(tree(249))  # 499 deep
    deep = tree(2000)
    assert not validator.is_valid(deep)
    [problem] = validator.errors(deep)
    assert problem.keyword == "maxDepth" and problem.pointer == "/children/0" * 250


def test_document_depth_limit_in_bindings(tmp_path: Path) -> None:
    module = bindings(tmp_path, "tree", {"title": "Tree", **TREE})
    assert module.Tree.from_dict(tree(249)).children
    for text in (json.dumps(tree(300)), "[" * 5000 + "]" * 5000):
        with pytest.raises(
            module.ValidationError if hasattr(module, "ValidationError") else ValueError
        ) as caught:
            module.Tree.from_json(text)
        assert [p.keyword for p in caught.value.problems] == ["maxDepth"]
    assert not module.Tree.is_valid(tree(300))
    assert [p.keyword for p in module.Tree.errors(tree(300))] == ["maxDepth"]


# -- near-linear work --------------------------------------------------------------------------


def test_unique_items_is_json_equality() -> None:
    validator = agentproto.compile({"uniqueItems": True})
    for same in (
        [1, 1.0],
        [{"a": 1, "b": [1]}, {"b": [1.0], "a": 1}],
        [[1, 2], [1, 2]],
        [None, None],
        ["a", "b", "a"],
    ):
        assert not validator.is_valid(same), same
    for different in (
        [True, 1],
        [False, 0],
        [[1, 2], [2, 1]],
        [{"a": 1}, {"a": True}],
        [1, "1"],
        [0, False, None, "", [], {}],
    ):
        assert validator.is_valid(different), different


def timed(work: Any) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def test_unique_items_scales() -> None:
    validator = agentproto.compile({"uniqueItems": True})
    big = [{"id": i, "tags": [i, str(i)]} for i in range(20_000)]
    assert timed(lambda: validator.is_valid(big)) < 2.0
    assert not validator.is_valid([*big, {"tags": [5, "5"], "id": 5.0}])


def test_large_required_and_enum() -> None:
    names = [f"n{i}" for i in range(100_000)]
    values: list[Any] = [*names, 1, None, [1]]
    start = time.perf_counter()
    required = agentproto.compile({"required": names})
    enum = agentproto.compile({"enum": values})
    assert time.perf_counter() - start < 20
    full = dict.fromkeys(names, 0)
    assert required.is_valid(full) and not required.is_valid({"n1": 0})
    assert len(required.errors({"n1": 0})) == len(names) - 1
    assert enum.is_valid("n99999") and enum.is_valid([1.0]) and not enum.is_valid(True)
    assert len(required.source) < 10 * sum(map(len, names))  # one constant, not a line per name


def doubled_allof(levels: int) -> dict[str, Any]:
    defs: dict[str, Any] = {
        "L0": {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}
    }
    for i in range(1, levels + 1):
        defs[f"L{i}"] = {
            "allOf": [{"$ref": f"#/$defs/L{i - 1}"}, {"$ref": f"#/$defs/L{i - 1}"}],
            "properties": {f"p{i}": {"type": "integer"}},
        }
    return {"title": "Doubled", "$defs": defs, "$ref": f"#/$defs/L{levels}"}


def test_doubled_allof_is_linear(tmp_path: Path) -> None:
    schema = doubled_allof(200)
    assert timed(lambda: agentproto.compile(schema)) < 10
    validator = agentproto.compile(schema)
    assert validator.is_valid({"a": "x", "p7": 1}) and not validator.is_valid({"a": 1})
    assert [p.keyword for p in validator.errors({"a": "x", "p200": "no"})] == ["type"]
    module = bindings(tmp_path, "doubled", schema)
    assert module.Doubled.is_valid({"a": "x"})


# -- patterns ----------------------------------------------------------------------------------


CRON = (
    "^((@(hourly|daily|weekly|monthly|yearly|once))|((((\\d+,)+\\d+|(\\d+|\\*)(\\/|-)\\d+|\\d+|\\*)"
    " ?){5,6}))$"
)
WORKFLOW = "^(.+\\/)+(.+)\\.(ya?ml)(@.+)?$"
# (pattern, a text it matches, a text `re` would take exponential time to reject)
CATASTROPHIC = [
    ("^(a+)+$", "aaa", "a" * 5000 + "!"),
    ("^(a|aa)*$", "aaa", "a" * 5000 + "!"),
    ("^(\\w+\\s?)*$", "ab cd", "ab " * 2000 + "!"),
    ("(x+x+)+y", "xxy", "x" * 5000),
    ("^(.+/)+a$", "b/a", "b/" * 5000),
    (CRON, "*/5 0 * * 1-5", "1" * 5000 + "!"),
    (WORKFLOW, "o/r/.github/workflows/ci.yml@v1", "a/" * 5000),
]


def test_catastrophic_patterns_are_answered_in_linear_time() -> None:
    # `re` would not finish these in a lifetime; the linear-time matcher answers at once. Run
    # in a child process so that a regression fails by the (generous) timeout, not by hanging
    script = """if True:
        import json, sys, agentproto
        for pattern, good, bad in json.loads(sys.argv[1]):
            v = agentproto.compile({"pattern": pattern})
            assert v.is_valid(good) and not v.errors(good), pattern
            assert not v.is_valid(bad), pattern
            assert [p.keyword for p in v.errors(bad)] == ["pattern"], pattern
        print("answered")
    """
    done = subprocess.run(
        [sys.executable, "-c", script, json.dumps(CATASTROPHIC)],
        timeout=300,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and done.stdout.strip() == "answered", done.stderr


def test_catastrophic_pattern_in_bindings(tmp_path: Path) -> None:
    module = bindings(
        tmp_path,
        "cron",
        {
            "title": "Cron",
            "type": "object",
            "properties": {"at": {"type": "string", "pattern": CRON}},
        },
    )
    assert "rt.LinearPattern(" in Path(module.__file__).read_text()
    assert module.Cron.is_valid({"at": "0 12 1,15 * 1-5"})
    assert not module.Cron.is_valid({"at": "1" * 5000 + "!"})
    assert [p.keyword for p in module.Cron.errors({"at": "1 2 3"})] == ["pattern"]


def test_backtracking_beyond_the_linear_matcher_is_refused() -> None:
    # a back reference cannot be run by the linear-time matcher, nor safely by `re`
    with pytest.raises(agentproto.Unsupported) as caught:
        agentproto.compile({"pattern": "^(a+)+\\1$"})
    assert "exponential" in str(caught.value) and "back reference" in str(caught.value)


@pytest.mark.parametrize(
    ("pattern", "text", "expected"),
    [
        ("^[a-z0-9]+(\\.[a-z0-9]+)*@x$", "ab.c@x", True),
        ("^[a-z0-9]+(\\.[a-z0-9]+)*@x$", "a" * 50 + "!", False),
        ("^\\d{1,3}(\\.\\d{1,3}){3}$", "10.0.0.255", True),
        ("^\\d{1,3}(\\.\\d{1,3}){3}$", "1" * 40, False),
        ("^(0|[1-9]\\d*)(\\.(0|[1-9]\\d*|\\d*[a-z-][0-9a-z-]*))*$", "1.0.rc-1", True),
        ("^a+$", "a" * 10_000 + "!", False),
        ("^(<=|=)?([1-4]|2019)(,(<=|=)?([1-4]|2019))*$", "2019,<=2", True),
    ],
)
def test_guarded_patterns_judge_as_before(pattern: str, text: str, expected: bool) -> None:
    translation = checked_translation(pattern)
    assert translation.program is None  # `re` runs these: made safe, nothing to backtrack into
    guarded = translation.pattern
    assert (re.search(guarded, text) is not None) is expected
    assert (re.search(translate(pattern), text) is not None) is expected
    assert timed(lambda: re.search(guarded, text)) < 0.5


def test_guarded_pattern_rewrites_only_what_is_safe() -> None:
    assert (
        "++" in checked_translation("^[a-z]+@").pattern
    )  # `@` cannot be a letter: nothing to give back
    assert "++" not in checked_translation("^[a-z]+[a-c]").pattern  # `[a-c]` may need a letter back
