"""The python-native target: the fast validators compiled to C answer exactly as the pure-Python
ones, on every fixture against every entity, the bench corpus, hostile values and a recursive
schema set; its builders make the Python builders' objects and its JSON reader reads as
`parse_json`; the C compiles warning-free with -Wall -Wextra -Werror. Needs a C compiler (`cc` or
`gcc`) and the Python headers: without them the tests skip, saying why (under CI=true they fail)."""

from __future__ import annotations

import enum
import importlib
import importlib.util
import json
import math
import random
import re
import shutil
import subprocess
import sys
import sysconfig
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from agentproto.pipeline import render
from agentproto.targets.python_native import STRICT_FLAGS, extension_name
from support import ROOT, fixtures, missing_toolchain

GENERATED_NATIVE = ROOT / "generated" / "python-native"


def compiler() -> str:
    found = shutil.which("cc") or shutil.which("gcc")
    if found is None:
        missing_toolchain("no C compiler (cc or gcc) on the path")
    include = Path(sysconfig.get_paths()["include"])
    if not (include / "Python.h").is_file():
        missing_toolchain(f"the Python headers are not installed ({include}/Python.h)")
    return found


def build(source: Path, out: Path) -> tuple[types.ModuleType, float]:
    """Compiles `source` (strict flags) into `out`, loads it; returns it and the CPU seconds."""
    cc = compiler()
    name = source.stem
    target = out / f"{name}{sysconfig.get_config_var('EXT_SUFFIX')}"
    command = [
        cc,
        "-shared",
        "-fPIC",
        "-O2",
        *STRICT_FLAGS,
        f"-I{sysconfig.get_paths()['include']}",
        str(source),
        "-o",
        str(target),
    ]
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stderr.strip() == "", done.stderr[-4000:]  # not one warning
    spec = importlib.util.spec_from_file_location(name, target)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return module, seconds


def pure_functions(module: types.ModuleType) -> dict[str, Callable[..., bool]]:
    """The module's pure-Python `valid` functions (compiled ones, if installed, give back the
    function they stand for)."""
    out = {}
    for name, value in vars(module).items():
        if name.startswith("_valid_"):
            out[name] = getattr(value, "__self__", value) if _is_compiled(value) else value
    return out


def _is_compiled(value: object) -> bool:
    return isinstance(value, types.BuiltinFunctionType)


def answer(fn: Callable[..., Any], data: Any) -> object:
    """A verdict, or the exception's type: both ways must answer alike."""
    try:
        return fn(data)
    except Exception as exc:  # noqa: BLE001 - which exception is part of the answer
        return type(exc).__name__


@pytest.fixture(scope="module")
def canonical(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The committed C of the canonical schemas, built; its compiled functions per module."""
    out = tmp_path_factory.mktemp("native")
    native, seconds = build(GENERATED_NATIVE / f"{extension_name('agentproto_bindings')}.c", out)
    print(f"\nbuilt the canonical compiled validators in {seconds:.1f} s of compiler CPU")
    assert seconds < 120  # seconds, not minutes (about 15 s on the project machine)
    from agentproto_bindings import _runtime, agent, openresponses

    modules = {"agent": agent, "openresponses": openresponses}
    found = {}
    for name, module in modules.items():
        pure = pure_functions(module)
        found[name] = (module, pure, native.install(name, dict(pure)))
    assert native.DIGEST == _digest_of(agent)
    del _runtime
    return {"native": native, "modules": found}


def _digest_of(module: types.ModuleType) -> str:
    """The digest a generated module asks the extension for (in its `use_native` call)."""
    source = Path(module.__file__ or "").read_text(encoding="utf-8")
    found = re.search(r'rt\.use_native\(globals\(\), "\w+", "(\w+)"\)', source)
    assert found is not None
    return found.group(1)


def compare(state: dict[str, Any], documents: list[Any], judged_at_least: float) -> tuple[int, int]:
    """Every document against every compiled function: the compiled answer (raw: None where it
    does not judge) equals the pure one wherever it judges, and through the entry (with the
    fallback) always. Returns (judged, asked)."""
    native = state["native"]
    judged = asked = 0
    for _, (_, pure, compiled) in sorted(state["modules"].items()):
        assert compiled, "no function was compiled"
        for name, fn in sorted(compiled.items()):
            for doc in documents:
                expected = answer(pure[name], doc)
                native.set_raw(True)
                try:
                    raw = answer(fn, doc)
                finally:
                    native.set_raw(False)
                asked += 1
                if raw is not None:
                    judged += 1
                    assert raw == expected, (name, doc)
                assert answer(fn, doc) == expected, (name, doc)
    assert judged >= judged_at_least * asked, (judged, asked)
    return judged, asked


def test_every_fixture_against_every_entity(canonical: dict[str, Any]) -> None:
    documents = [f.payload() for f in fixtures()]
    _, asked = compare(canonical, documents, 0.99)
    assert asked > 100_000


def test_the_bench_corpus(canonical: dict[str, Any]) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        corpus = importlib.import_module("corpus")
    finally:
        sys.path.remove(str(ROOT / "bench"))
    valid, invalid = corpus.build(2026, 400)
    documents = valid + [doc for _, _, doc in invalid]
    _, _, compiled = canonical["modules"]["agent"]
    state = {
        "native": canonical["native"],
        "modules": {
            "agent": (
                None,
                canonical["modules"]["agent"][1],
                {"_valid_AgentMessage": compiled["_valid_AgentMessage"]},
            )
        },
    }
    compare(state, documents, 1.0)
    fn = compiled["_valid_AgentMessage"]
    assert all(fn(doc) for doc in valid)
    assert not any(fn(doc) for _, _, doc in invalid)


class Text(str):
    pass


class Mapping(dict):  # type: ignore[type-arg]
    pass


class Items(list):  # type: ignore[type-arg]
    pass


def deep(levels: int) -> Any:
    value: Any = "bottom"
    for _ in range(levels):
        value = [value]
    return value


def hostile(valid: dict[str, Any]) -> list[Any]:
    """Values the C code must hand over or judge exactly as Python does."""
    content = valid.get("content")
    items = content if isinstance(content, list) else []
    out: list[Any] = [
        Mapping(valid),
        {Text(k): v for k, v in valid.items()},
        {**valid, 1: "x"},
        {**valid, "timestamp": True},
        {**valid, "timestamp": 1.0},
        {**valid, "timestamp": 1.5},
        {**valid, "timestamp": math.nan},
        {**valid, "timestamp": math.inf},
        {**valid, "timestamp": 10**30},
        {**valid, "timestamp": -(2**53) - 1},
        {**valid, "timestamp": 2**53},
        {**valid, "content": Items(items)},
        {**valid, "content": [*items, object()]},
        {**valid, "extra": deep(100_000)},
        {**valid, "content": deep(100_000)},
        deep(100_000),
        object(),
        b"bytes",
        (1, 2),
        True,
        1,
        None,
    ]
    for key, value in valid.items():
        if isinstance(value, str):
            out.append({**valid, key: 0})
            out.append({**valid, key: Text(value)})
        if isinstance(value, bool):
            out.append({**valid, key: int(value)})
        if isinstance(value, int) and not isinstance(value, bool):
            out.append({**valid, key: bool(value)})
            out.append({**valid, key: float(value)})
    return out


def test_hostile_values(canonical: dict[str, Any]) -> None:
    valid = [f.payload() for f in fixtures() if f.valid and isinstance(f.payload(), dict)]
    documents = [doc for base in valid[:: max(1, len(valid) // 25)] for doc in hostile(base)]
    compare(canonical, documents, 0.5)


def test_bindings_use_it_when_installed(
    canonical: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`use_native` rebinds a module's functions to the compiled ones when the digest matches,
    leaves them when it does not or when AGENTPROTO_NATIVE=0."""
    from agentproto_bindings import _runtime

    module, pure, _ = canonical["modules"]["agent"]
    digest = _digest_of(module)
    monkeypatch.setattr(_runtime, "_native", canonical["native"])
    # use_native binds the runtime's parse_json: put back after the test
    monkeypatch.setattr(_runtime, "parse_json", _runtime.parse_json)
    namespace = dict(pure)
    _runtime.use_native(namespace, "agent", digest)
    assert all(_is_compiled(namespace[name]) for name in pure)
    assert _is_compiled(_runtime.parse_json)
    namespace = dict(vars(module))
    _runtime.use_native(namespace, "agent", digest)
    rebound = {name for name, value in namespace.items() if value is not vars(module)[name]}
    assert {name for name in rebound if name.startswith("_build_")}, "no builder was rebound"
    assert all(_is_compiled(namespace[name]) for name in rebound)
    namespace = dict(pure)
    _runtime.use_native(namespace, "agent", "another")
    assert namespace == pure
    monkeypatch.setattr(_runtime, "_native", None)
    monkeypatch.setenv("AGENTPROTO_NATIVE", "0")
    namespace = dict(pure)
    _runtime.use_native(namespace, "agent", digest)
    assert namespace == pure


RECURSIVE = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.test/t/tree.json",
    "type": "object",
    "properties": {
        "name": {"type": "string", "pattern": "^[a-z]+$", "minLength": 1, "maxLength": 4},
        "children": {"type": "array", "items": {"$ref": "#"}, "maxItems": 3},
        "n": {"type": "integer", "minimum": 0, "exclusiveMaximum": 100, "multipleOf": 2},
        "kind": {"enum": ["a", "b", 1, None, [1]]},
        "tags": {"type": "array", "uniqueItems": True, "contains": {"const": "x"}},
        "pair": {"prefixItems": [{"type": "number"}, {"type": "boolean"}], "items": False},
        "one": {"oneOf": [{"type": "integer"}, {"type": "number", "maximum": 5}]},
        "any": {"anyOf": [{"type": "null"}, {"$ref": "#"}]},
        "not": {"not": {"const": 3}},
        "when": {"if": {"type": "string"}, "then": {"format": "date"}, "else": {"const": 1.5}},
        "map": {
            "type": "object",
            "patternProperties": {"^x-": {"type": "integer"}},
            "propertyNames": {"maxLength": 5},
            "additionalProperties": {"type": "string"},
            "dependentRequired": {"a": ["b"]},
            "dependentSchemas": {"c": {"required": ["d"]}},
            "minProperties": 1,
        },
        "open": {"$ref": "#/$defs/loose"},
        "seq": {"$ref": "#/$defs/seq"},
    },
    "$defs": {
        # what the siblings evaluate (named, patterns, the arms that passed) is skipped; the
        # rest is a tree again: the recursion runs through `unevaluatedProperties` too
        "loose": {
            "properties": {"a": {}},
            "patternProperties": {"^p": {"type": "integer"}},
            "anyOf": [
                {"properties": {"b": {"type": "string"}}},
                {"required": ["c"], "properties": {"c": {}}},
            ],
            "unevaluatedProperties": {"$ref": "#"},
        },
        "seq": {
            "prefixItems": [{"type": "string"}],
            "contains": {"type": "integer"},
            "if": {"minItems": 3},
            "then": {"prefixItems": [{}, {}, {}]},
            "unevaluatedItems": {"$ref": "#"},
        },
    },
    "required": ["name"],
    "additionalProperties": False,
}


def compiled_set(
    tmp_path: Path, file: str, schema: Any, package: str, *modules: str
) -> tuple[types.ModuleType, list[types.ModuleType]]:
    """`schema` as `file` of the set's one folder, `t`, rendered for python and python-native
    as `package`; the extension built (strict flags, loaded) and `modules` of the package
    imported."""
    folder = tmp_path / "schema" / "t"
    folder.mkdir(parents=True)
    (folder / file).write_text(json.dumps(schema))
    files = render(tmp_path / "schema", ("python", "python-native"), package)
    for rel, text in files.items():
        (tmp_path / "out" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "out" / rel).write_text(text, encoding="utf-8")
    native, _ = build(tmp_path / "out" / "python-native" / f"{extension_name(package)}.c", tmp_path)
    sys.path.insert(0, str(tmp_path / "out" / "python"))
    try:
        return native, [importlib.import_module(f"{package}.{name}") for name in modules]
    finally:
        sys.path.remove(str(tmp_path / "out" / "python"))


def test_a_recursive_schema_set(tmp_path: Path) -> None:
    """Depth is counted as the Python functions count it (a 10^5-deep tree gets the same
    answer, never a crash); every node kind the writer expresses, against the pure verdicts;
    every function compiled, `unevaluated*` (recursing through its loop) among them."""
    package = "native_tree_models"
    native, (models, rt) = compiled_set(tmp_path, "tree.json", RECURSIVE, package, "t", "_runtime")
    pure = pure_functions(models)
    compiled = native.install("t", dict(pure))
    assert "_valid_Tree" in compiled
    assert compiled.keys() == pure.keys()

    def tree(levels: int) -> dict[str, Any]:
        node: dict[str, Any] = {"name": "leaf"}
        for _ in range(levels):
            node = {"name": "node", "children": [node]}
        return node

    def opened(levels: int) -> dict[str, Any]:  # nested through unevaluated properties
        node: dict[str, Any] = {"name": "leaf"}
        for _ in range(levels):
            node = {"name": "node", "open": {"c": 0, "z": node}}
        return node

    def sequenced(levels: int) -> dict[str, Any]:  # nested through unevaluated items
        node: dict[str, Any] = {"name": "leaf"}
        for _ in range(levels):
            node = {"name": "node", "seq": ["s", 1, 2, node]}
        return node

    good = {
        "name": "abc",
        "n": 4,
        "kind": [1],
        "tags": ["x", "y"],
        "pair": [1.5, True],
        "one": 7,
        "any": {"name": "z"},
        "not": 2,
        "when": "2026-01-31",
        "map": {"x-a": 1, "b": "s", "a": "t"},
        "children": [{"name": "k"}],
    }
    # a node `levels` deep sits 2 * levels arrays and objects down
    variants: list[Any] = [good, tree(10), tree(248), tree(249), tree(250), tree(100_000)]
    for nested in (opened, sequenced):
        variants += [nested(10), nested(248), nested(249), nested(250), nested(100_000)]
    for key, bad in (
        ("name", "ABC"),
        ("name", "abcde"),
        ("name", ""),
        ("n", 3),
        ("n", 100),
        ("n", -2),
        ("n", 4.0),
        ("n", True),
        ("kind", 1.0),
        ("kind", True),
        ("kind", [1.0]),
        ("kind", [True]),
        ("tags", ["x", "x"]),
        ("tags", ["y"]),
        ("pair", [1, True, 3]),
        ("pair", [True, True]),
        ("one", 3),
        ("one", 3.5),
        ("one", 6.5),
        ("any", None),
        ("any", {"name": 1}),
        ("not", 3),
        ("not", 3.0),
        ("when", "2026-13-01"),
        ("when", 1.5),
        ("when", 1),
        ("map", {}),
        ("map", {"x-a": "s"}),
        ("map", {"toolong": "s"}),
        ("map", {"a": "s"}),
        ("map", {"c": "s"}),
        ("map", {"c": "s", "d": "t"}),
        ("map", {"b": 1}),
        ("other", 1),
        ("children", [{"name": "k"}] * 4),
        ("children", [{"name": Text("k")}]),
        ("children", [Mapping(name="k")]),
        ("n", 10**20),
        ("n", math.nan),
        ("open", {"a": 1, "b": "s", "p1": 2}),
        ("open", {"a": 1, "b": 1}),
        ("open", {"c": 1, "b": 1}),
        ("open", {"c": 1, "b": {"name": "k"}}),
        ("open", {"b": "s", "p1": "s"}),
        ("open", {"b": "s", "z": {"name": "k"}}),
        ("open", {"b": "s", "z": {"name": "K"}}),
        ("open", {"b": "s", "z": 1}),
        ("open", {"b": "s", 1: {"name": "k"}}),
        ("open", {"b": "s", "z": Mapping(name="k")}),
        ("seq", ["s", 1]),
        ("seq", ["s", "t"]),
        ("seq", [1, 2]),
        ("seq", ["s", "x", 2]),
        ("seq", ["s", {"name": "k"}, 1, "q"]),
        ("seq", ["s", 2, {"name": "k"}, {"name": "j"}]),
        ("seq", ["s", 2, {"name": "k"}, {"name": "J"}]),
        ("seq", ["s", 2, 3.0, {"name": "k"}]),
        ("seq", ["s", 2, 3, Mapping(name="k")]),
    ):
        variants.append({**good, key: bad})
    judged = 0
    for index, doc in enumerate(variants):
        for name, fn in compiled.items():
            expected = answer(lambda d, f=pure[name]: rt.is_valid(f, d), doc)
            assert answer(lambda d, f=fn: rt.is_valid(f, d), doc) == expected, (name, doc)
            native.set_raw(True)
            try:
                raw = answer(fn, doc)
            finally:
                native.set_raw(False)
            if raw is not None:
                judged += 1
                assert raw == answer(pure[name], doc), (name, doc)
            elif name == "_valid_Tree":
                print("not judged:", index)
    assert judged > len(variants) // 2
    assert rt.is_valid(compiled["_valid_Tree"], tree(249)) is True
    assert rt.is_valid(compiled["_valid_Tree"], tree(250)) is False
    assert rt.is_valid(compiled["_valid_Tree"], tree(100_000)) is False
    for nested in (opened, sequenced):
        assert rt.is_valid(compiled["_valid_Tree"], nested(249)) is True
        assert rt.is_valid(compiled["_valid_Tree"], nested(250)) is False
        assert rt.is_valid(compiled["_valid_Tree"], nested(100_000)) is False


# -- builders and the JSON reader ---------------------------------------------------------------


def same(a: Any, b: Any, at: str = "") -> None:
    """`a` and `b` alike in every respect a user can see: type, every slot (field values,
    `_keys`, open records' extra fields), enum members and UNSET by identity, containers item by
    item in order."""
    if a is b:  # a value passed through as it came (as the Python builder passes it)
        return
    assert type(a) is type(b), (at, type(a), type(b))
    if isinstance(a, dict):
        assert list(a) == list(b), at
        for key in a:
            same(a[key], b[key], f"{at}/{key}")
    elif isinstance(a, list):
        assert len(a) == len(b), at
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            same(x, y, f"{at}/{i}")
    elif hasattr(type(a), "__dataclass_fields__"):
        slots = [s for cls in type(a).__mro__ for s in getattr(cls, "__slots__", ())]
        assert slots, at
        for slot in slots:
            same(getattr(a, slot), getattr(b, slot), f"{at}.{slot}")
        assert a.to_dict() == b.to_dict(), at
        # to_json refuses NaN and infinities (hostile values): then both refuse alike
        as_json = parsed(lambda value: json.loads(value.to_json()), a)
        assert as_json == parsed(lambda value: json.loads(value.to_json()), b), at
    elif isinstance(a, enum.Enum) or type(a).__name__ == "Unset":
        assert a is b, at
    elif isinstance(a, float) and math.isnan(a):
        assert math.isnan(b), at
    else:
        assert a == b, (at, a, b)


def built(fn: Callable[[Any], Any], data: Any) -> tuple[str, Any]:
    """What a builder answers: the object, or the exception's type."""
    try:
        return "object", fn(data)
    except Exception as exc:  # noqa: BLE001 - which exception is part of the answer
        return "raised", type(exc).__name__


@pytest.fixture(scope="module")
def builders(canonical: dict[str, Any]) -> dict[str, Any]:
    """The compiled builders of each module, installed from the module's own namespace (its
    classes, enum tables, `_KNOWN_*` sets), beside the pure ones and the pure validators."""
    native = canonical["native"]
    found = {}
    for name, (module, pure_valid, _) in sorted(canonical["modules"].items()):
        namespace = dict(vars(module))
        pure = {
            key: value.__self__ if callable(getattr(value, "__self__", None)) else value
            for key, value in namespace.items()
            if key.startswith("_build_")
        }
        compiled = {
            key: value
            for key, value in native.install(name, {**namespace, **pure}).items()
            if key.startswith("_build_")
        }
        found[name] = (module, pure, compiled, pure_valid)
    return {"native": native, "modules": found}


def compare_builders(
    state: dict[str, Any], documents: list[Any], exact: bool = True
) -> tuple[int, int]:
    """Every document through every compiled builder: where the C code builds (raw), the object
    is the Python builder's in every respect; through the entry (with the fallback) the answer
    is always the Python one. With `exact` (documents of exact JSON types), every document the
    entity's validator accepts is built by C. Returns (built by C, valid pairs)."""
    native = state["native"]
    judged = valid_pairs = 0
    for _, (_, pure, compiled, pure_valid) in sorted(state["modules"].items()):
        assert len(compiled) > 50, "the builders were not compiled"
        for name, fn in sorted(compiled.items()):
            valid = pure_valid.get(name.replace("_build_", "_valid_", 1))
            for doc in documents:
                expected = built(pure[name], doc)
                native.set_raw(True)
                try:
                    raw = built(fn, doc)
                finally:
                    native.set_raw(False)
                accepted = valid is not None and answer(valid, doc) is True
                valid_pairs += accepted
                if raw[1] is None and expected != ("object", None):  # (None may be built)
                    assert not (exact and accepted), (name, doc)  # C builds every valid value
                    raw = built(fn, doc)
                else:
                    judged += accepted
                assert raw[0] == expected[0], (name, doc, raw, expected)
                if raw[0] == "object":
                    same(raw[1], expected[1], name)
                else:
                    assert raw == expected, (name, doc)
    return judged, valid_pairs


def test_builders_make_what_python_makes(builders: dict[str, Any]) -> None:
    documents = [f.payload() for f in fixtures()]
    judged, valid_pairs = compare_builders(builders, documents)
    assert valid_pairs > 1000 and judged == valid_pairs


def test_builders_on_hostile_values(builders: dict[str, Any]) -> None:
    valid = [f.payload() for f in fixtures() if f.valid and isinstance(f.payload(), dict)]
    documents = [doc for base in valid[:: max(1, len(valid) // 25)] for doc in hostile(base)]
    judged, valid_pairs = compare_builders(builders, documents, exact=False)
    assert judged > 0.5 * valid_pairs  # subclasses and foreign objects go to Python


def parsed(fn: Callable[[Any], Any], text: Any) -> tuple[str, Any]:
    """What a JSON reader answers: the value, or the exception's type and message."""
    try:
        return "value", fn(text)
    except Exception as exc:  # noqa: BLE001 - which exception is part of the answer
        return "raised", (type(exc).__name__, str(exc))


EDGE_TEXTS = [
    "{}",
    "[]",
    " 1 ",
    "-0",
    "-0.0",
    "0.1",
    "1e400",
    "-1e400",
    "1e-400",
    "1E+5",
    "1e-5",
    "3.14159265358979323846264338",
    "123456789012345678",
    "-123456789012345678",
    "1234567890123456789",
    "9" * 5000,
    "1.",
    "01",
    "-",
    "-a",
    "1.5e",
    "1e+",
    ".5",
    "+1",
    '"\\ud83d\\ude00"',
    '"\\ud83d"',
    '"\\udc00\\ud800"',
    '"\\ud800\\u0041"',
    '"a\\u00e9\\n\\/\\b"',
    '"\u00e9\u4e2d\U0001f600"',
    '"\\x"',
    '"\\u12G4"',
    '"\\u12"',
    '"\x01"',
    '"\x7f"',
    '"abc',
    '{"a":1,"a":2,"b":3}',
    '{"b":1,"a":2,"b":3}',
    "[1,]",
    '{"a":1,}',
    "[1 2]",
    '{"a" 1}',
    "{1:2}",
    '{"a":}',
    "NaN",
    "-Infinity",
    "[Infinity]",
    '{"a": NaN}',
    "tru",
    "true ",
    "nul",
    "null",
    "false",
    "",
    "   ",
    "\ufeff{}",
    '{"role" : [ 1 , 2 ] }\n',
    "[" * 150 + "]" * 150,
    "[" * 5000 + "]" * 5000,
    '{"content": "\\u0000"}',
    "[1]x",
    " \t\r\n[ ]\n",
]


def random_json(rng: random.Random, depth: int = 0) -> Any:
    roll = rng.random()
    if depth > 4 or roll < 0.3:
        return rng.choice(
            [
                None,
                True,
                False,
                rng.randint(-(10**20), 10**20),
                rng.randint(-1000, 1000),
                rng.random() * 10 ** rng.randint(-300, 300),
                -0.0,
                "".join(rng.choice('ab\\"\n\u00e9\u4e2d\U0001f600\ud800\x1f /') for _ in range(8)),
            ]
        )
    if roll < 0.65:
        return [random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    names = ["role", "content", "type", "text", "a", "\u00e9", 'q"', "k\\"]
    return {rng.choice(names): random_json(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def test_the_json_reader_reads_as_parse_json(canonical: dict[str, Any]) -> None:
    """Text by text, the compiled reader answers as the Python `parse_json` (the same values,
    key order included; the same error, through its fallback), and reads plain documents
    itself."""
    from agentproto_bindings import _runtime

    native = canonical["native"]
    reader = native.reader(_runtime.parse_json)
    rng = random.Random(2026)
    texts = []
    for f in fixtures():
        payload = f.payload()
        texts.append(json.dumps(payload))
        texts.append(json.dumps(payload, ensure_ascii=False, indent=1))
    documents = len(texts)
    texts += EDGE_TEXTS
    for _ in range(3000):
        texts.append(json.dumps(random_json(rng), ensure_ascii=rng.random() < 0.5))
    own = 0
    for index, text in enumerate(texts):
        expected = parsed(_runtime.parse_json, text)
        got = parsed(reader, text)
        assert got[0] == expected[0], (text[:200], got, expected)
        if got[0] == "value":
            same(got[1], expected[1], repr(text[:100]))
        else:
            assert got == expected, text[:200]
        native.set_raw(True)
        try:
            raw = parsed(reader, text)
        finally:
            native.set_raw(False)
        if raw[0] == "value" and raw[1] is not None:
            own += index < documents
            same(raw[1], expected[1], repr(text[:100]))
    # the fixtures are read by C but for the few holding integers of 19 digits or more (the
    # random documents hand many such to Python)
    assert own > 0.99 * documents
    for other in (b'{"a": 1}', bytearray(b"[1]"), b"\xff", 1, None):
        assert parsed(reader, other) == parsed(_runtime.parse_json, other)


def test_builders_of_a_recursive_schema_set(tmp_path: Path) -> None:
    """The recursive tree's builder, compiled, makes the Python builder's objects at every
    depth it is given (past its own depth limit it hands the value to Python)."""
    folder = tmp_path / "schema" / "t"
    folder.mkdir(parents=True)
    (folder / "tree.json").write_text(json.dumps(RECURSIVE))
    package = "native_tree_builders"
    files = render(tmp_path / "schema", ("python", "python-native"), package)
    for rel, text in files.items():
        (tmp_path / "out" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "out" / rel).write_text(text, encoding="utf-8")
    native, _ = build(tmp_path / "out" / "python-native" / f"{extension_name(package)}.c", tmp_path)
    sys.path.insert(0, str(tmp_path / "out" / "python"))
    try:
        models = importlib.import_module(f"{package}.t")
    finally:
        sys.path.remove(str(tmp_path / "out" / "python"))
    pure = vars(models)["_build_Tree"]
    compiled = native.install("t", dict(vars(models)))["_build_Tree"]

    def tree(levels: int) -> dict[str, Any]:
        node: dict[str, Any] = {"name": "leaf", "any": None, "map": {"x-a": 1}}
        for _ in range(levels):
            node = {"name": "node", "children": [node], "any": {"name": "z"}}
        return node

    for levels in (0, 1, 10, 100, 999, 1500):
        doc = tree(levels)
        native.set_raw(True)
        try:
            raw = built(compiled, doc)
        finally:
            native.set_raw(False)
        expected = built(pure, doc)
        got = built(compiled, doc)
        assert got[0] == expected[0], levels
        if levels <= 100:  # compared slot by slot (deeper, the comparison itself recurses too far)
            assert raw[0] == "object" and raw[1] is not None, levels
            same(raw[1], expected[1], str(levels))
            same(got[1], expected[1], str(levels))


CALLED_BY_NOTHING = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Job",
    "type": "object",
    "properties": {
        # an arm every value meets: the other arms are never asked
        "choice": {"anyOf": [{}, {"enum": ["a", "b"]}]},
        # a schema every value meets: its function reads nothing
        "anything": {"$ref": "#/$defs/anything"},
        # an object naming no property, its members all extra: its builder reads none by name
        "labels": {"type": "object", "properties": {}, "additionalProperties": {"type": "string"}},
        # a union whose arms the builder cannot tell apart by JSON type stays Python, after
        # its first arm's conversion was written
        "mixed": {
            "anyOf": [
                {"type": "object", "additionalProperties": {"$ref": "#/$defs/item"}},
                {"type": "array", "items": {"$ref": "#/$defs/item"}},
                {"type": "array", "items": {"type": "integer"}},
            ]
        },
    },
    "$defs": {
        "anything": {},
        "item": {"type": "object", "properties": {"n": {"type": "integer"}}},
    },
}


def test_what_nothing_calls_is_not_written(tmp_path: Path) -> None:
    """No function, predicate, conversion or parameter is left unused, which the strict
    flags refuse (Codecov's, Bamboo's and Taskfile's schemas did), and the verdicts stay the
    pure ones."""
    package = "native_unused_models"
    native, (models,) = compiled_set(tmp_path, "job.json", CALLED_BY_NOTHING, package, "t")
    pure = pure_functions(models)
    compiled = native.install("t", dict(pure))
    assert "_valid_Job" in compiled
    for value in (
        {},
        {"choice": 3, "anything": [None], "mixed": {"k": {"n": 1}}},
        {"labels": {"a": "x"}},
        {"labels": {"a": 1}},
        {"mixed": [1, 2]},
        {"mixed": [{"n": "x"}]},
        {"mixed": "text"},
        [],
    ):
        assert compiled["_valid_Job"](value) == pure["_valid_Job"](value), value


def test_the_draft_4_metaschema_compiles_clean(tmp_path: Path) -> None:
    """A real schema's extension compiles under the strict flags: the draft-4 metaschema's
    map of schema-or-names hands its values' conversion to `ap_map` by name, never calling it,
    and that conversion is written all the same."""
    from jsonschema_specifications import REGISTRY

    folder = tmp_path / "schema" / "meta"
    folder.mkdir(parents=True)
    metaschema = REGISTRY.contents("http://json-schema.org/draft-04/schema#")
    (folder / "draft4.json").write_text(json.dumps(metaschema))
    package = "native_draft4_models"
    files = render(tmp_path / "schema", ("python", "python-native"), package)
    source = f"python-native/{extension_name(package)}.c"
    assert "ap_map(v, NULL, cv_" in files[source]  # the hand-over this holds to
    (tmp_path / "out" / source).parent.mkdir(parents=True)
    (tmp_path / "out" / source).write_text(files[source], encoding="utf-8")
    build(tmp_path / "out" / source, tmp_path)  # fails on any warning


# -- the official suite's groups, as the conformance program builds them ----------------------

SHARED_FILE_GROUPS = [
    {"type": "object", "properties": {"a": {"pattern": "^x"}}, "required": ["a"]},
    {"properties": {"a": {"enum": [1, "two"]}, "b": {"$ref": "#"}}, "maxProperties": 2},
    {"items": {"const": "a"}, "minItems": 1},
    {"properties": {"a": {"type": "integer"}}, "unevaluatedProperties": False},
    {"$defs": {"c": {"contains": {"const": "a"}}}, "anyOf": [{"$ref": "#/$defs/c"}, {}]},
]


def test_check_programs_share_one_extension(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Several check programs in one C file (`c_checks.merged`: each program's functions named
    apart, its constants a run of their own), as the python-native conformance program builds
    the suite's groups: it compiles clean, and each group's compiled root, installed over the
    Python functions `agentproto.compile` writes, answers as they do, judging every exact JSON
    value itself; a root left to Python says why. The writer expresses every node of the fast
    plan, so one it could not is stood for here by `contains`, made to refuse: the function
    holding it and the root calling that function stay Python."""
    from agentproto.conformance import python_native, python_native_program
    from agentproto.emit import c_checks
    from agentproto.targets.base import SuiteGroup

    def refused(self: c_checks.CWriter, node: Any, x: str, depth: int) -> list[str]:
        raise c_checks.NotCompilable("contains")

    monkeypatch.setattr(c_checks.CWriter, "render_count", refused)
    compiler()
    groups = tuple(
        SuiteGroup("shared", i, {"schema": schema}) for i, schema in enumerate(SHARED_FILE_GROUPS)
    )
    table = python_native.suite_files(groups, {}, tmp_path)
    assert len(table["extensions"]) == 1 and len(table["groups"]) == len(groups)
    for extension in table["extensions"].values():
        source = Path(extension["source"])
        extension["path"] = str(python_native.build([source])[source])
    suite = python_native_program.Suite(table, {})
    values: list[Any] = [
        {"a": "xy"},
        {"a": "yx"},
        {"a": 1},
        {"a": "two", "b": {"a": 1}},
        {"a": "two", "b": {"a": 3}},
        {"a": 1, "b": {}, "c": 0},
        ["a", "a"],
        ["a", "b"],
        [],
        {},
        "x",
        10**20,
    ]
    judged = 0
    for group in groups:
        expected = agentproto_compile(group.group["schema"])
        for value in values:
            request = {"group": group.id, "schema": group.group["schema"], "data": value}
            answer = suite.answer(request)
            assert answer.get("valid") == expected.is_valid(value), (group.id, value, answer)
            if group.index == 4:
                assert answer["fallback"] == "schema: contains"
            elif value != 10**20:  # past 2^53: handed to Python
                assert "fallback" not in answer, (group.id, value, answer)
                judged += 1
    assert judged == 4 * (len(values) - 1)


def agentproto_compile(schema: Any) -> Any:
    import agentproto

    return agentproto.compile(schema)


def test_the_conformance_hook_needs_a_c_compiler(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No C compiler (or no Python headers): the hook says so as a missing toolchain, which
    the runner reports as not run (and the tests skip, or fail under CI=true)."""
    from agentproto.conformance import python_native
    from agentproto.errors import ToolchainMissing
    from agentproto.targets.base import ConformanceWork

    monkeypatch.setattr(python_native, "verify_missing", lambda: "no C compiler (cc) on PATH")
    work = ConformanceWork(tmp_path, ROOT / "schema", (), {}, None, ROOT / "tools" / "node")
    with pytest.raises(ToolchainMissing, match="no C compiler"):
        python_native.conformance(work)
