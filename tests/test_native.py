"""The compiled validators (the python-native target, generated/python-native) against the
Python ones: the extension module is built once per run, and the generated Python bindings
are run twice in processes of their own, once using it and once with AGENTPROTO_NATIVE=0, on
every fixture (the conformance cases) against every entity, on the bench corpus, and on
valid fixtures with one value replaced by what Python holds and JSON or the Rust crate reads
differently (integers past i64, integral floats past 2^63, NaN, booleans, lone surrogates,
tuples, subclasses, non-str keys, deep nesting). Every verdict must be the same."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import rust_support

from agentproto.conformance.cases import fixture_cases
from agentproto.emit.python_native import ROOT as NATIVE_FOLDER
from agentproto.emit.python_native import native_module
from support import FIXTURE_DIR, ROOT

PACKAGE = "agentproto_bindings"
CRATE = ROOT / "generated" / NATIVE_FOLDER
MODULE = native_module(PACKAGE)
CORPUS_SIZE = 2000  # messages of bench/corpus.py (and a twentieth as many invalid ones)


@pytest.fixture(scope="session")
def native_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding only the built extension module, under its import name: the wheel
    maturin builds from generated/python-native, as `pip install` would, once per run,
    optimised (the crate's release profile), in a cargo target folder of its own that later
    runs reuse."""
    rust_support.cargo()  # skips, or under CI fails, without a Rust toolchain
    maturin = Path(sys.executable).parent / "maturin"
    assert maturin.is_file(), f"{maturin} is missing: scripts/setup installs it (the dev extra)"
    wheels = tmp_path_factory.mktemp("wheel")
    env = {
        **os.environ,
        "CARGO_TARGET_DIR": str(rust_support.target_dir() / "python-native"),
        "CARGO_TERM_COLOR": "never",
    }
    done = subprocess.run(
        [str(maturin), "build", "--release", "--locked", "--interpreter", sys.executable]
        + ["--compatibility", "linux", "--out", str(wheels)],
        cwd=CRATE,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    (wheel,) = wheels.glob("*.whl")
    folder = tmp_path_factory.mktemp("native")
    with zipfile.ZipFile(wheel) as opened:
        (inside,) = [n for n in opened.namelist() if n.startswith(f"{MODULE}/{MODULE}.")]
        (folder / Path(inside).name).write_bytes(opened.read(inside))
    return folder


# --- the documents -------------------------------------------------------------------------


class Mapping(dict[str, Any]):
    """A dict subclass: not exactly a dict, so the compiled validators leave it to Python."""


def fixture_documents() -> list[tuple[str, Any]]:
    """(entity, payload) of every fixture case, valid and invalid."""
    return [(c.request["entity"], c.request["payload"]) for c in fixture_cases(FIXTURE_DIR)]


def corpus_documents() -> list[Any]:
    """bench/corpus.py's agent messages, valid and invalid (its seed, fewer of them)."""
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        corpus = importlib.import_module("corpus")
    finally:
        sys.path.remove(str(ROOT / "bench"))
    valid, invalid = corpus.build(2026, CORPUS_SIZE)
    return [*valid, *(doc for _, _, doc in invalid)]


def nested(depth: int) -> Any:
    value: Any = "leaf"
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


#: What Python holds where a document has a number, a string, a list or an object, and JSON or
#: the Rust crate reads differently, or not at all.
ODD_SCALARS: tuple[Any, ...] = (
    2**63,
    2**63 - 1,
    -(2**63) - 1,
    2**64,
    10**30,
    2.0**63,
    -(2.0**63),
    1e300,
    2.0**53 + 2,
    1.0,
    -0.0,
    0.5,
    float("nan"),
    float("inf"),
    True,
    False,
    None,
    "\ud800",
    "caf\u00e9 \U0001f600",
    "",
)
ODD_CONTAINERS: tuple[Callable[[Any], Any], ...] = (
    lambda v: tuple(v) if isinstance(v, list) else Mapping(v),
    lambda v: Mapping(v) if isinstance(v, dict) else [*v, 2**64],
    lambda v: {**v, 1: "x"} if isinstance(v, dict) else v,
    lambda v: {**v, ("k",): "x"} if isinstance(v, dict) else v,
    lambda v: nested(70),
    lambda v: nested(60),
    lambda v: [v, v],
    lambda v: [],
    lambda v: {},
)


def places(value: Any) -> Iterator[tuple[Any, ...]]:
    """The path of every value inside `value`, the root last."""
    if isinstance(value, dict):
        for key, item in value.items():
            for path in places(item):
                yield (key, *path)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            for path in places(item):
                yield (i, *path)
    yield ()


def replaced(value: Any, path: tuple[Any, ...], new: Callable[[Any], Any]) -> Any:
    if not path:
        return new(value)
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: replaced(value[head], rest, new)}
    copy = list(value)
    copy[head] = replaced(value[head], rest, new)
    return copy


def odd_documents(documents: list[tuple[str, Any]]) -> Iterator[tuple[str, Any]]:
    """Each valid fixture once per place in it, that place's value replaced: a scalar by the
    next odd scalar, a list or object by the next odd container (in turn, so every kind
    meets every place kind)."""
    scalars, containers = 0, 0
    for entity, payload in documents:
        for path in places(payload):
            here = payload
            for step in path:
                here = here[step]
            if isinstance(here, (dict, list)):
                change = ODD_CONTAINERS[containers % len(ODD_CONTAINERS)]
                containers += 1
                yield entity, replaced(payload, path, change)
            else:
                odd = ODD_SCALARS[scalars % len(ODD_SCALARS)]
                scalars += 1
                yield entity, replaced(payload, path, lambda _, odd=odd: odd)


def verdicts() -> dict[str, Any]:
    """Run in a process of its own (`main` below): every document's verdict by the bindings'
    public `is_valid`, and how many of them the compiled validators left to Python."""
    bindings = importlib.import_module(PACKAGE)
    runtime = importlib.import_module(f"{PACKAGE}._runtime")
    fixtures = fixture_documents()
    entities = sorted({entity for entity, _ in fixtures})
    checks = {entity: public_is_valid(entity) for entity in entities}
    crossed = [checks[e](payload) for _, payload in fixtures for e in entities]
    own = [checks[entity](payload) for entity, payload in fixtures]
    message = checks["agent/agent_message"]
    messages = corpus_documents()
    corpus = [message(doc) for doc in messages]
    valid_fixtures = [
        (e, p) for (e, p), ok in zip(fixtures, own, strict=True) if ok and not isinstance(p, str)
    ]
    odd_cases = list(odd_documents(valid_fixtures))
    odd = [checks[entity](doc) for entity, doc in odd_cases]
    table = runtime._native_table or {}
    odd_left = sum(table[location(e)](doc) is None for e, doc in odd_cases) if table else 0
    left_to_python = None
    if table:
        answers = [table[location(entity)](payload) for entity, payload in fixtures]
        answers += [table[location("agent/agent_message")](doc) for doc in messages]
        left_to_python = answers.count(None)
    assert bindings is not None
    return {
        "native": len(table),
        "crossed": crossed,
        "own": own,
        "corpus": corpus,
        "odd": odd,
        "odd_left": odd_left,
        "left_to_python": left_to_python,
    }


def location(entity: str) -> str:
    return f"https://agentproto.dev/schema/{entity}.json#"


def public_is_valid(entity: str) -> Callable[[Any], bool]:
    """The bindings' `is_valid` of `<family>/<entity>`: the class's, or the module function's."""
    family, stem = entity.split("/")
    module = importlib.import_module(f"{PACKAGE}.{family}")
    cls = getattr(module, "".join(w[:1].upper() + w[1:] for w in stem.split("_")), None)
    found = getattr(cls, "is_valid", None) or getattr(module, f"{stem}_is_valid")
    return found  # type: ignore[no-any-return]


SCRIPT = "import json, test_native; print(json.dumps(test_native.verdicts()))"


def run(native: Path, code: str = SCRIPT, enabled: bool = True) -> str:
    """`code` in a fresh interpreter that can import the extension module from `native`; with
    `enabled` false, AGENTPROTO_NATIVE=0 turns it off. Its last line of output."""
    tests = Path(__file__).resolve().parent
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(native), str(tests)])}
    env.pop("AGENTPROTO_NATIVE", None)
    if not enabled:
        env["AGENTPROTO_NATIVE"] = "0"
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr[-4000:]
    return done.stdout.splitlines()[-1]


@pytest.fixture(scope="module")
def both(native_path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """(pure Python, compiled) verdicts, each run from its own interpreter."""
    pure = json.loads(run(native_path, enabled=False))
    compiled = json.loads(run(native_path))
    return pure, compiled


def test_the_bindings_use_the_module_only_when_enabled(
    both: tuple[dict[str, Any], dict[str, Any]],
) -> None:
    pure, compiled = both
    assert pure["native"] == 0
    assert compiled["native"] > 0


def test_every_fixture_against_every_entity(both: tuple[dict[str, Any], dict[str, Any]]) -> None:
    pure, compiled = both
    expected = [c.expect["valid"] for c in fixture_cases(FIXTURE_DIR)]
    assert compiled["own"] == expected
    assert pure["own"] == expected
    assert compiled["crossed"] == pure["crossed"]
    # the compiled validators judge every plain JSON document themselves
    assert compiled["left_to_python"] == 0


def test_bench_corpus(both: tuple[dict[str, Any], dict[str, Any]]) -> None:
    pure, compiled = both
    assert compiled["corpus"] == [True] * CORPUS_SIZE + [False] * (CORPUS_SIZE // 20)
    assert compiled["corpus"] == pure["corpus"]


def test_values_json_or_rust_read_differently(
    both: tuple[dict[str, Any], dict[str, Any]],
) -> None:
    pure, compiled = both
    assert len(compiled["odd"]) > 1000
    assert compiled["odd"] == pure["odd"]
    # both verdicts occur: the replacements are not all refused, nor all accepted
    assert set(compiled["odd"]) == {True, False}
    assert compiled["odd_left"] > 0


def test_module_from_other_schemas_is_refused(native_path: Path) -> None:
    code = (
        "import warnings\n"
        f"from {PACKAGE} import _runtime as rt\n"
        "rt.SCHEMAS, rt._native_table = 'other', None\n"
        "with warnings.catch_warnings(record=True) as caught:\n"
        "    warnings.simplefilter('always')\n"
        f"    found = rt.native({location('agent/agent_message')!r})\n"
        "print(found is None, [str(w.message) for w in caught])"
    )
    found, _, said = run(native_path, code).partition(" ")
    assert found == "True"
    assert f"{MODULE} was built from other schemas" in said
