"""Lossless round trips: a document in a dialect, read into canonical JSON and written back in the
same dialect, is the same JSON value (key order included, numbers by value), in every target's
dialect engine and across processes. Nothing is added that was not sent (what a dialect always
sends, its `fill`, is written only when a writer asks for it) and nothing sent is left out (a
default the document said itself, even where it ends its object, is written back).

The documents: every real payload of ../shared/realcases (skipped when that folder is absent),
read with its library's dialects, and documents made from them that end in an explicit default
or carry what a dialect fills."""

from __future__ import annotations

import json
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from agentproto.conformance.runner import hook_of, normal, talk
from agentproto.errors import ToolchainMissing
from agentproto.targets.base import ConformanceWork
from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import REALCASES_DIR, ROOT

if not REALCASES_DIR.is_dir():
    pytest.skip("../shared/realcases is not beside the repo", allow_module_level=True)

# the dialects each library folder's payloads may be spelled in, tried in order
LIBRARIES = {
    "pi-ai": ("pi-ai",),
    "yoagent": ("yoagent", "yoagent-legacy"),
    "clark-agent": ("clark-agent",),
    "openai-responses": ("openai",),
}
OPENAI = REALCASES_DIR / "openai-responses"


@cache
def converters() -> Converters:
    return Converters(ROOT / "schema")


def text(value: Any) -> str:
    """JSON text, key order kept: equal texts are equal values, order included."""
    return json.dumps(value, ensure_ascii=False)


def _load(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def _made() -> list[tuple[str, str, Any]]:
    """Documents made from real OpenAI payloads: each ends in a default the dialect assumes
    where it is silent, said explicitly, or carries a value the dialect fills."""
    delta = _load(OPENAI / "stream_streaming_05_response_output_text_delta.json")
    response = _load(OPENAI / "response_text_input.json")
    error = {"type": "error", "code": "server_error", "message": "try again", "param": None}
    return [
        ("delta ending in sequence_number 0", "openai", {**delta, "sequence_number": 0}),
        ("delta ending in logprobs []", "openai", {**delta, "logprobs": []}),
        ("delta ending in both", "openai", {**delta, "sequence_number": 0, "logprobs": []}),
        ("response ending in presence_penalty 0", "openai", {**response, "presence_penalty": 0}),
        (
            "response ending in both penalties 0.0",
            "openai",
            {**response, "presence_penalty": 0.0, "frequency_penalty": 0.0},
        ),
        ("error event ending in param null", "openai", error),
        ("error event ending in sequence_number 0", "openai", {**error, "sequence_number": 0}),
    ]


def documents() -> list[tuple[str, str, Any]]:
    """(name, dialect, document) of every real payload its library's dialects accept, and of
    the made documents."""
    conv = converters()
    found: list[tuple[str, str, Any]] = []
    for library, dialects in LIBRARIES.items():
        for path in sorted((REALCASES_DIR / library).glob("*.json")):
            value = _load(path)
            for dialect in dialects:
                if not to_canonical(conv, dialect, value).problems:
                    found.append((f"{library}/{path.name}", dialect, value))
                    break
    return found + _made()


def test_every_real_payload_is_read() -> None:
    """The documents below are all the real payloads: none is left out of the round trips."""
    real = sum(len(list((REALCASES_DIR / lib).glob("*.json"))) for lib in LIBRARIES)
    assert len(documents()) == real + len(_made())


@pytest.mark.parametrize(("name", "dialect", "value"), documents(), ids=lambda x: str(x)[:60])
def test_round_trip_gives_the_document_back(name: str, dialect: str, value: Any) -> None:
    conv = converters()
    read = to_canonical(conv, dialect, value)
    assert not read.problems, read.problems
    back = from_canonical(conv, dialect, read.entity, read.value)
    assert not back.problems, back.problems
    assert text(back.value) == text(value), name
    # and the canonical JSON read again from what was written is the same canonical JSON
    again = to_canonical(conv, dialect, back.value)
    assert text(again.value) == text(read.value)


def test_fill_is_written_only_when_asked() -> None:
    """A canonical text delta says nothing of `logprobs`: written plainly it stays so; asked
    for what the API always sends, the writer adds `logprobs: []`."""
    conv = converters()
    delta = _load(OPENAI / "stream_streaming_05_response_output_text_delta.json")
    read = to_canonical(conv, "openai", delta)
    plain = from_canonical(conv, "openai", read.entity, read.value)
    assert "logprobs" not in plain.value
    filled = from_canonical(conv, "openai", read.entity, read.value, fill=True)
    assert filled.value["logprobs"] == []


def test_an_explicit_default_ending_its_object_is_kept_and_named() -> None:
    """Read, the explicit `sequence_number: 0` and the assumed one would look alike; the
    canonical value names what reading assumed (nothing here), and stays valid."""
    conv = converters()
    delta = _load(OPENAI / "stream_streaming_05_response_output_text_delta.json")
    said = to_canonical(conv, "openai", {**delta, "sequence_number": 0})
    silent = to_canonical(conv, "openai", delta)
    assert not said.problems and not silent.problems
    assert said.value["agentproto:assumed"] == []
    assert "agentproto:assumed" not in silent.value  # its place alone tells it
    assert from_canonical(conv, "openai", said.entity, said.value).value["sequence_number"] == 0
    assert (
        "sequence_number" not in from_canonical(conv, "openai", silent.entity, silent.value).value
    )


def _convert(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(ROOT / ".venv" / "bin" / "agentproto"), "convert", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


def test_round_trip_across_processes_through_the_cli(tmp_path: Path) -> None:
    """`convert --to canonical`, then `convert --from canonical` in another process: each
    dialect's documents come back as they were."""
    conv = converters()
    by_dialect: dict[str, list[Any]] = {}
    untold = []
    for name, dialect, value in documents():
        canonical = to_canonical(conv, dialect, value).value
        if conv.catalog.detect(canonical).entry is None:
            untold.append(name)  # canonical JSON that names no entity by itself
            continue
        by_dialect.setdefault(dialect, []).append(value)
    # a persisted transcript (an array) and a reasoning detail (whose canonical JSON fits more
    # than one entity): `convert` reads them back only when told their entity (the next test tells
    # it; every target's engine is told it in test_round_trip_in_every_target)
    assert sorted(untold) == [
        "clark-agent/reasoning_detail_item_gemini_encrypted.json",
        "yoagent/persisted_transcript.json",
    ]
    for dialect, values in by_dialect.items():
        source = tmp_path / f"{dialect}.jsonl"
        source.write_text("".join(text(v) + "\n" for v in values), encoding="utf-8")
        canonical = tmp_path / f"{dialect}.canonical.jsonl"
        done = _convert(["--from", dialect, "--to", "canonical", str(source), "-o", str(canonical)])
        assert done.returncode == 0, done.stderr[-2000:]
        back = tmp_path / f"{dialect}.back.jsonl"
        done = _convert(["--from", "canonical", "--to", dialect, str(canonical), "-o", str(back)])
        assert done.returncode == 0, done.stderr[-2000:]
        lines = [json.loads(line) for line in back.read_text(encoding="utf-8").splitlines()]
        assert [text(v) for v in lines] == [text(v) for v in values], dialect


def test_documents_naming_no_entity_round_trip_through_the_cli_when_told_it(
    tmp_path: Path,
) -> None:
    """The two documents the test above cannot detect come back as they were when `convert`
    is told their entity, in each direction in its own process."""
    conv = converters()
    told = 0
    for name, dialect, value in documents():
        read = to_canonical(conv, dialect, value)
        if conv.catalog.detect(read.value).entry is not None:
            continue
        told += 1
        stem = name.replace("/", "_")
        source = tmp_path / f"{stem}.json"
        source.write_text(text(value), encoding="utf-8")
        entity = ["--entity", read.entity]
        canonical = tmp_path / f"{stem}.canonical.jsonl"
        done = _convert(
            ["--from", dialect, "--to", "canonical", *entity, str(source), "-o", str(canonical)]
        )
        assert done.returncode == 0, done.stderr[-2000:]
        lines = canonical.read_text(encoding="utf-8").splitlines()
        middle = tmp_path / f"{stem}.canonical.json"
        # an array the dialect reads whole is one line; read element by element, a line each
        middle.write_text(
            lines[0] if len(lines) == 1 else text([json.loads(line) for line in lines]),
            encoding="utf-8",
        )
        back = tmp_path / f"{stem}.back.jsonl"
        done = _convert(
            ["--from", "canonical", "--to", dialect, *entity, str(middle), "-o", str(back)]
        )
        assert done.returncode == 0, done.stderr[-2000:]
        answers = [json.loads(line) for line in back.read_text(encoding="utf-8").splitlines()]
        assert text(answers[0] if len(answers) == 1 else answers) == text(value), name
    assert told == 2


@pytest.mark.parametrize("target", ["python", "typescript", "rust", "go"])
def test_round_trip_in_every_target(target: str, tmp_path: Path) -> None:
    """Each target's own dialect engine, through its conformance program: the documents are
    read in one run of the program, and what it read is written back in another."""
    try:
        command = hook_of(target)(
            ConformanceWork(tmp_path, ROOT / "schema", (), {}, None, ROOT / "tools" / "node")
        )
    except ToolchainMissing as exc:
        pytest.skip(str(exc))
    docs = documents()
    conv = converters()
    reads = [
        {
            "id": str(i),
            "kind": "dialect",
            "dialect": dialect,
            "entity": None,
            "direction": "read",
            "document": value,
        }
        for i, (_, dialect, value) in enumerate(docs)
    ]
    read = talk(command, reads)
    writes = []
    for i, (name, dialect, value) in enumerate(docs):
        answer = read[str(i)]
        assert not answer.get("problems") and "error" not in answer, (name, answer)
        entity = conv.converters[dialect].read(value)[2]
        writes.append(
            {**reads[i], "entity": entity, "direction": "write", "document": answer["output"]}
        )
    written = talk(command, writes)
    lossy = [
        name
        for i, (name, _, value) in enumerate(docs)
        if written[str(i)].get("problems") or normal(written[str(i)].get("output")) != normal(value)
    ]
    assert lossy == [], lossy
