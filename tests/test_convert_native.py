"""The compiled writer of `agentproto convert` (agentproto/validate/convert_writer.c, run by
agentproto/validate/native.py) writes exactly the bytes the Python path writes (the engine's
specialised writer, then msgspec's encoder), on the bench's transcript corpus, on the real
payloads of ../shared/realcases and mutated copies of them, and on random canonical documents;
it gives up, writing nothing, on what it has no step for (hooks, NaN and the infinities, lone
surrogates, integers past 64 bits, deep nesting), where `convert` then writes what it writes
without it; `AGENTPROTO_NATIVE=0` switches it off; the dialect plans shipped with the package
are what reading the declarations makes. Needs a C compiler and the Python headers: without
them the tests skip, saying why (under CI=true they fail)."""

from __future__ import annotations

import json
import math
import os
import random
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentproto.shipped import canonical_schemas
from agentproto.validate import native
from agentproto.validate.convert import _native, _non_finite, convert
from agentproto.validate.dialects import Converters, _module
from agentproto.validate.prebuilt import shipped_plans
from strategies import ANY_JSON, Strategies
from support import REALCASES_DIR, ROOT, SCHEMA_DIR, missing_toolchain

sys.path.insert(0, str(ROOT / "bench"))
import transcript_corpus  # the bench's corpus maker


@pytest.fixture(scope="module", autouse=True)
def built(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The writer, built into a cache of the tests' own (as a user's first run builds it)."""
    folder = tmp_path_factory.mktemp("cache")
    before = os.environ.get("AGENTPROTO_CACHE_DIR")
    os.environ["AGENTPROTO_CACHE_DIR"] = str(folder)
    native.module.cache_clear()
    try:
        try:
            made = native.module()
        except native.Unavailable as exc:
            missing_toolchain(str(exc))
        assert [p.name for p in (folder / "native").iterdir()] == [
            native._entry_name(str(native.compiler()))
        ]
        yield made
    finally:
        if before is None:
            os.environ.pop("AGENTPROTO_CACHE_DIR", None)
        else:
            os.environ["AGENTPROTO_CACHE_DIR"] = before
        native.module.cache_clear()


@cache
def converters() -> Converters:
    return Converters(SCHEMA_DIR)


@cache
def writer(dialect: str) -> tuple[Any, dict[str, int]]:
    """The dialect's compiled writer, from the compact plan made of the engine's reading of the
    plan now, and the number of each shape."""
    conv = converters().converters[dialect]
    made = native.writer(native.compact(conv))
    assert made is not None
    return made, {key: i for i, key in enumerate(conv.shapes)}


def python_text(dialect: str, key: str, value: Any) -> bytes | None:
    """What the Python path writes for a canonical value of shape `key` (the target's
    specialised writer, msgspec's text); None where it has a problem."""
    problems: list[Any] = []
    written = converters().converters[dialect].writer(key)(value, problems)
    if problems:
        return None
    try:
        text = msgspec.json.encode(written)
    except (ValueError, TypeError, UnicodeEncodeError, RecursionError):
        return None
    if b"null" in text and _non_finite(written) is not None:
        return None
    return text


def native_text(dialect: str, key: str, value: Any) -> bytes | None:
    made, numbers = writer(dialect)
    return held(made, lambda: made.write(value, numbers[key]))


def held(made: Any, write: Any) -> bytes | None:
    """The line `write` adds to what the writer holds (a line before it, to show it keeps it),
    without its newline; None when it gives up, having added nothing."""
    assert made.append(b"before\n") == 7
    wrote = write()
    lines = made.take()
    if not wrote:
        assert lines == b"before\n", "gave up, yet wrote"
        return None
    assert wrote == len(lines) and lines.startswith(b"before\n") and lines.endswith(b"\n")
    return lines[7:-1]


def compare(dialect: str, key: str, value: Any) -> bool:
    """The compiled writer's text is the Python path's; whether it wrote one."""
    got = native_text(dialect, key, value)
    if got is None:
        return False
    want = python_text(dialect, key, value)
    assert want is not None, f"wrote what the Python path refuses: {dialect} {key} {value!r}"
    assert got == want, (dialect, key, value)
    return True


def as_is(value: Any) -> bytes | None:
    """The writer of canonical JSON (every value as it is)."""
    made = native.writer(None)
    assert made is not None
    return held(made, lambda: made.write(value, -1))


def corpus(count: int) -> list[Any]:
    """The first documents of the bench's transcript corpus (its own templates and seed)."""
    rng = random.Random(7)
    shapes = transcript_corpus.templates()
    return [transcript_corpus.vary(rng.choice(shapes), rng) for _ in range(count)]


def test_the_bench_corpus_in_every_dialect() -> None:
    """Every corpus document, in every dialect that spells its entity, and as canonical JSON:
    the same bytes; pi-ai (the bench's target) written whole by the compiled writer."""
    conv = converters()
    documents = corpus(3000)
    written: dict[str, int] = {}
    for doc in documents:
        entity = conv.catalog.detect(doc).entry
        assert entity is not None
        assert as_is(doc) == msgspec.json.encode(doc)
        for dialect in conv.converters:
            if entity.name in conv.converters[dialect].shapes:
                written[dialect] = written.get(dialect, 0) + compare(dialect, entity.name, doc)
    print(f"\nwritten by the compiled writer, of {len(documents)}: {written}")
    assert written["pi-ai"] == len(documents)
    assert sum(written.values()) > len(documents)


def _mutations(value: Any) -> list[Any]:
    """The value and variants: each property's value replaced by other JSON types or removed,
    recursively a little."""
    out = [value]
    if isinstance(value, dict):
        for key in list(value)[:8]:
            for other in (None, 7, 2.5, "x", [], {}, True):
                out.append({**value, key: other})
            out.append({k: v for k, v in value.items() if k != key})
            for inner in _mutations(value[key])[1:5]:
                out.append({**value, key: inner})
    elif isinstance(value, list) and value:
        for inner in _mutations(value[0])[1:6]:
            out.append([inner, *value[1:]])
    return out


def test_the_real_payloads_and_mutations_of_them() -> None:
    """The canonical JSON of every real payload a dialect reads, and mutated copies, written
    back in that dialect: the same bytes, and nothing written where the Python path has a
    problem."""
    if not REALCASES_DIR.is_dir():
        pytest.skip("../shared/realcases is not beside the repo")
    conv = converters()
    tried = written = 0
    for path in sorted(REALCASES_DIR.glob("*/*.json")):
        original = json.loads(path.read_text(encoding="utf-8"))
        for dialect, converter in conv.converters.items():
            canonical, problems, key = converter.read(original)
            if problems or key is None:
                continue
            for value in _mutations(canonical):
                written += compare(dialect, key, value)
                tried += 1
    print(f"\n{written} of {tried} written by the compiled writer")
    assert tried > 2000
    assert written > 2000  # (stream events written by hooks, and mutations, are left to it)


STRATEGIES = Strategies(SCHEMA_DIR)
ENTITIES = ("agent/agent_message", "agent/agent_event", "agent/assistant_message")


@pytest.mark.parametrize("entity", ENTITIES)
def test_random_canonical_documents(entity: str) -> None:
    """Random instances of the entity, generated from its schema, valid or not: in every
    dialect that spells it, the same bytes."""
    strategy = STRATEGIES.for_entity(f"https://agentproto.dev/schema/{entity}.json")
    conv = converters()
    dialects = [d for d in conv.converters if entity in conv.converters[d].shapes]
    assert dialects
    seen = {"tried": 0, "written": 0}

    @settings(
        max_examples=150, deadline=None, database=None, suppress_health_check=list(HealthCheck)
    )
    @given(st.data())
    def run(data: st.DataObject) -> None:
        value = data.draw(strategy)
        for dialect in dialects:
            seen["written"] += compare(dialect, entity, value)
            seen["tried"] += 1

    run()
    print(f"\n{entity}: {seen}")
    assert seen["written"] > 0


@settings(max_examples=500, deadline=None, database=None)
@given(ANY_JSON | st.floats(allow_nan=False, allow_infinity=False) | st.text() | st.integers())
def test_json_values_as_msgspec_writes_them(value: Any) -> None:
    """Any JSON value (shortest floats, escapes, big integers) as msgspec writes it; what it
    cannot write as msgspec does (a lone surrogate, an integer past 64 bits) left to it."""
    got = as_is(value)
    try:
        want = msgspec.json.encode(value)
    except UnicodeEncodeError:
        assert got is None
        return
    if got is None:
        assert isinstance(value, int) and not -(2**63) <= value < 2**64
    else:
        assert got == want


def test_floats_at_every_exponent() -> None:
    rng = random.Random(3)
    values = [m * 10.0**e for e in range(-320, 308) for m in (1, 1.5, 9.999999, 123456789.0)]
    values += [rng.uniform(-1, 1) * 10 ** rng.randint(-300, 300) for _ in range(20000)]
    values += [5e-324, 1.7976931348623157e308, -0.0, 0.0, 2.0**53, 2.0**53 + 2, 1e16, 1e-5, 1e-6]
    finite = [value for value in values if math.isfinite(value)]
    assert len(finite) > 22000
    for value in finite:
        assert as_is(value) == msgspec.json.encode(value), value


def test_what_it_gives_up_on() -> None:
    """Nothing written, and False: NaN and the infinities, a lone surrogate, an integer past 64
    bits, a type JSON has no spelling for, a key that is not a string, deep nesting; a shape
    written by a hook (pi-ai's stream events) or a codec (its session entries' times)."""
    for value in (
        float("nan"),
        float("inf"),
        {"a": [1, {"b": -float("inf")}]},
        "\ud800",
        {"k": "x\udfff"},
        2**64,
        -(2**63) - 1,
        (1, 2),
        {1: "a"},
        b"bytes",
    ):
        assert as_is(value) is None, value
    deep: Any = 0
    for _ in range(1000):
        deep = [deep]
    assert as_is(deep) is None
    assert as_is([[[[1]]]]) == b"[[[[1]]]]"
    event = {
        "type": "delta",
        "message": {"role": "assistant", "content": []},
        "delta": {"type": "text_delta", "content_index": 0, "delta": "hi"},
    }
    assert native_text("pi-ai", "agent/assistant_message_event", event) is None
    entry = {"type": "message", "id": "a", "parent_id": None, "timestamp": 1700000000000}
    assert native_text("pi-ai", "agent/message_entry", entry) is None


def run_convert(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    lines: list[str],
    source: str,
    target: str,
    switch: str,
) -> tuple[int, bytes, str]:
    """`convert` of the lines with the compiled writer on ("1") or off ("0"): exit code,
    output, standard error."""
    monkeypatch.setenv("AGENTPROTO_NATIVE", switch)
    given = tmp_path / "in.jsonl"
    given.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    out = tmp_path / f"out-{switch}.jsonl"
    code = convert([str(given)], source, target, out, SCHEMA_DIR)
    return code, out.read_bytes(), capsys.readouterr().err


def test_convert_gives_the_same_output_either_way(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """`convert` with the compiled writer and with `AGENTPROTO_NATIVE=0`: the same output, exit
    code and messages, on corpus documents and on the documents it leaves to the Python path
    (a number out of a double's range, a lone surrogate, an integer past 64 bits, deep nesting,
    a stream event written by a hook), to pi-ai and back."""
    documents = [json.dumps(doc, ensure_ascii=False) for doc in corpus(400)]
    text = '{"role":"user","content":"TEXT","timestamp":1}'
    odd = [
        text.replace('"timestamp":1', '"timestamp":1e400'),
        text.replace("TEXT", "\\ud800 lone"),
        text.replace('"timestamp":1', '"timestamp":123456789012345678901234567890'),
        text.replace('"timestamp":1', '"unmapped":' + "[" * 600 + "]" * 600),
        '{"type":"start","message":{"role":"assistant","content":[]}}',
        '{"role":"nobody"}',
    ]
    lines = [*documents[:200], *odd, *documents[200:]]
    on = run_convert(monkeypatch, capsys, tmp_path, lines, "canonical", "pi-ai", "1")
    off = run_convert(monkeypatch, capsys, tmp_path, lines, "canonical", "pi-ai", "0")
    assert on == off
    assert on[0] == 1 and on[1].count(b"\n") >= 400
    pi = on[1].decode().splitlines()
    back_on = run_convert(monkeypatch, capsys, tmp_path, pi, "pi-ai", "canonical", "1")
    back_off = run_convert(monkeypatch, capsys, tmp_path, pi, "pi-ai", "canonical", "0")
    assert back_on == back_off
    assert back_on[1].count(b"\n") == len(pi)


def test_the_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    conv = converters()
    monkeypatch.setenv("AGENTPROTO_NATIVE", "0")
    assert native.writer(None) is None
    assert _native(conv, "canonical", "pi-ai") == (None, {})
    monkeypatch.setenv("AGENTPROTO_NATIVE", "1")
    made, numbers = _native(conv, "canonical", "pi-ai")
    assert made is not None and numbers["agent/agent_message"] >= 0
    assert _native(conv, "pi-ai", "canonical")[0] is not None
    assert _native(conv, "canonical", "canonical") == (None, {})  # its own text, always


def test_a_tampered_cache_entry_is_not_loaded(tmp_path: Path) -> None:
    """The cache folder is not trusted: an entry whose signature does not verify is built
    again, never loaded."""
    before = os.environ["AGENTPROTO_CACHE_DIR"]
    os.environ["AGENTPROTO_CACHE_DIR"] = str(tmp_path)
    try:
        native.module.cache_clear()
        native.module()
        entry = tmp_path / "native" / native._entry_name(str(native.compiler()))
        good = entry.read_bytes()
        entry.write_bytes(good[:64] + b"\n" + b"not the module")
        native.module.cache_clear()
        made = native.module()
        plain = made.Writer(())
        assert plain.write([1], -1) == 4 and plain.take() == b"[1]\n"
        assert entry.read_bytes() != good[:64] + b"\n" + b"not the module"
    finally:
        os.environ["AGENTPROTO_CACHE_DIR"] = before
        native.module.cache_clear()


def test_the_shipped_plans_are_fresh() -> None:
    """The dialect plans and compact plans shipped in the package are what reading the
    declarations and the engine make now (`python -m agentproto.validate.prebuild` makes them
    again); a run on the canonical folder starts from them."""
    shipped = shipped_plans(canonical_schemas())
    assert shipped is not None, "stale: run python -m agentproto.validate.prebuild"
    conv = Converters(canonical_schemas())
    conv._dialects = None  # read the declarations now
    fresh = {name: d.plan() for name, d in conv.dialects.items()}
    assert json.loads(json.dumps(fresh)) == shipped["plans"]
    engine, hooks = _module("_dialects"), _module("_dialect_hooks").HOOKS
    made = {name: native.compact(engine.Converter(plan, hooks)) for name, plan in fresh.items()}
    assert json.loads(json.dumps(made)) == shipped["compact"]
