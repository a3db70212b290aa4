"""`agentproto validate --stream`, driven as a subprocess: each input is one recorded stream, as
JSON Lines or as Server-Sent Events, validated event by event and folded as one stream."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from support import FIXTURE_DIR, SCHEMA_DIR

AGENTPROTO = Path(sys.executable).parent / "agentproto"
ENV = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "CI")}
RESPONSES = FIXTURE_DIR / "streams" / "openresponses"
AGENT = FIXTURE_DIR / "streams" / "agent"
AGENT_EVENTS = FIXTURE_DIR / "streams" / "agent_events"
# The fixtures whose streams break no rule (see tests/fixtures/streams/README.md).
GOOD = [
    RESPONSES / "text_message.jsonl",
    RESPONSES / "reasoning_and_function_call.jsonl",
    RESPONSES / "incomplete_refusal.jsonl",
    *(
        AGENT / f"{p.name.removesuffix('.expected.json')}.jsonl"
        for p in sorted(AGENT.glob("*.expected.json"))
        if not json.loads(p.read_text())["problems"]
    ),
    *(
        AGENT_EVENTS / f"{p.name.removesuffix('.expected.json')}.jsonl"
        for p in sorted(AGENT_EVENTS.glob("*.expected.json"))
        if not json.loads(p.read_text())["problems"]
    ),
]
BROKEN_AGENT_EVENTS = sorted(
    p.name.removesuffix(".expected.json")
    for p in AGENT_EVENTS.glob("*.expected.json")
    if json.loads(p.read_text())["problems"]
)


def run(*args: object) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [AGENTPROTO, "validate", "--stream", *map(str, args)],
        capture_output=True,
        check=False,
        env=ENV,
    )
    out = subprocess.CompletedProcess(
        proc.args, proc.returncode, proc.stdout.decode(), proc.stderr.decode()
    )
    assert "Traceback" not in out.stderr + out.stdout, out.stderr
    return out


def findings(*args: object) -> tuple[int, list[dict[str, Any]]]:
    """Exit code and the findings of a run in the JSON report (the summary left out)."""
    out = run("--format", "json", *args)
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert rows and rows[-1]["kind"] == "summary"
    assert rows[-1]["exit_code"] == out.returncode
    return out.returncode, rows[:-1]


def events(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def write_jsonl(path: Path, stream: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(e) + "\n" for e in stream))
    return path


def write_sse(path: Path, stream: list[dict[str, Any]], done: bool = True) -> Path:
    text = "".join(f"event: {e['type']}\ndata: {json.dumps(e)}\n\n" for e in stream)
    path.write_text(text + ("data: [DONE]\n\n" if done else ""))
    return path


def test_good_fixture_streams_are_valid_as_json_lines_and_as_sse(tmp_path: Path) -> None:
    assert run(*GOOD).returncode == 0, run(*GOOD).stdout
    converted = [write_sse(tmp_path / f"{i}.sse", events(p)) for i, p in enumerate(GOOD)]
    out = run(*converted)
    assert out.returncode == 0, out.stdout
    assert f"{sum(len(events(p)) for p in GOOD)} documents" in out.stderr


def test_a_reversed_stream_with_one_sequence_number_fails(tmp_path: Path) -> None:
    stream = [
        dict(e, sequence_number=5) for e in reversed(events(RESPONSES / "text_message.jsonl"))
    ]
    path = write_jsonl(tmp_path / "reversed.jsonl", stream)
    # each event alone is valid, as before
    plain = subprocess.run([AGENTPROTO, "validate", path], capture_output=True, check=False)
    assert plain.returncode == 0
    code, found = findings(path)
    assert code == 1
    keywords = [f["keyword"] for f in found]
    assert keywords[0] == "order" and found[0]["line"] == 1
    # the completed event came first and ended the stream; the response.created at the end
    # starts a stream of its own (recordings may hold several back to back), which never ends
    assert keywords[1:] == ["sequence_number"] * (len(stream) - 2) + ["unfinished"]
    assert [f["line"] for f in found[1:]] == [*range(2, len(stream)), len(stream)]
    assert all(f["kind"] == "stream" for f in found)
    assert found[-1]["message"].startswith(f"after event {len(stream) - 1}:")


def test_streams_back_to_back_in_one_recording(tmp_path: Path) -> None:
    first, second = (
        events(RESPONSES / "text_message.jsonl"),
        events(RESPONSES / "reasoning_and_function_call.jsonl"),
    )
    path = write_jsonl(tmp_path / "log.jsonl", first + second + first)
    assert findings(path) == (0, [])
    # an event after a finished stream that cannot start one is reported by the stream it follows
    late = [dict(e, sequence_number=100 + i) for i, e in enumerate(second[3:])]
    code, found = findings(write_jsonl(tmp_path / "late.jsonl", first + late))
    assert code == 1 and found[0]["line"] == len(first) + 1 and found[0]["keyword"] == "order"
    agent = events(AGENT_EVENTS / "no_ids_at_all.jsonl")
    assert findings(write_jsonl(tmp_path / "runs.jsonl", agent + agent)) == (0, [])


def test_text_deltas_that_do_not_add_up(tmp_path: Path) -> None:
    stream = events(RESPONSES / "text_message.jsonl")
    line = next(i for i, e in enumerate(stream) if e["type"] == "response.output_text.delta")
    stream[line]["delta"] = "Something else"
    code, found = findings(write_jsonl(tmp_path / "text.jsonl", stream))
    assert code == 1
    done = next(i for i, e in enumerate(stream) if e["type"] == "response.output_text.done")
    mismatch = [f for f in found if f["keyword"] == "mismatch"]
    assert mismatch and mismatch[0]["line"] == done + 1
    assert mismatch[0]["message"].startswith(f"event {done}: response.output_text.done")


def test_function_call_arguments_must_add_up_and_be_json(tmp_path: Path) -> None:
    stream = events(RESPONSES / "reasoning_and_function_call.jsonl")
    deltas = [
        i for i, e in enumerate(stream) if e["type"] == "response.function_call_arguments.delta"
    ]
    stream[deltas[-1]]["delta"] = ' "Boston, MA"'  # the closing brace never comes
    code, found = findings(write_jsonl(tmp_path / "short.jsonl", stream))
    assert code == 1
    assert {f["keyword"] for f in found} >= {"mismatch"}

    # deltas that add up to the done arguments, all of them not JSON
    broken = '{"location": Boston}'
    stream = events(RESPONSES / "reasoning_and_function_call.jsonl")
    stream[deltas[0]]["delta"], stream[deltas[-1]]["delta"] = broken, ""
    for event in stream:
        if event["type"] == "response.function_call_arguments.done":
            event["arguments"] = broken
        for item in [event.get("item")] + (event.get("response") or {}).get("output", []):
            if isinstance(item, dict) and item.get("type") == "function_call":
                item["arguments"] = broken if event["type"] != "response.output_item.added" else ""
    code, found = findings(write_jsonl(tmp_path / "not_json.jsonl", stream))
    assert code == 1
    assert [f["keyword"] for f in found] == ["arguments"], found
    assert 'function call "fc_01b": arguments are not JSON' in found[0]["message"]


def test_usage_total_must_be_input_plus_output(tmp_path: Path) -> None:
    stream = events(RESPONSES / "text_message.jsonl")
    stream[-1]["response"]["usage"]["total_tokens"] += 1
    code, found = findings(write_jsonl(tmp_path / "usage.jsonl", stream))
    assert code == 1
    assert [(f["keyword"], f["line"]) for f in found] == [("usage", len(stream))]


def test_cached_and_reasoning_tokens_are_parts_of_their_counts(tmp_path: Path) -> None:
    stream = events(RESPONSES / "text_message.jsonl")
    usage = stream[-1]["response"]["usage"]
    usage["input_tokens_details"]["cached_tokens"] = usage["input_tokens"] + 1
    usage["output_tokens_details"]["reasoning_tokens"] = usage["output_tokens"] + 1
    code, found = findings(write_jsonl(tmp_path / "usage.jsonl", stream))
    assert code == 1
    assert [(f["keyword"], f["message"].split(": ", 1)[1]) for f in found] == [
        ("usage", "usage more cached tokens than input tokens"),
        ("usage", "usage more reasoning tokens than output tokens"),
    ]


def test_an_sse_event_name_must_be_the_event_type(tmp_path: Path) -> None:
    stream = events(RESPONSES / "text_message.jsonl")
    path = write_sse(tmp_path / "named.sse", stream)
    text = path.read_text().replace("event: response.queued\n", "event: response.in_progress\n")
    path.write_text(text)
    code, found = findings(path)
    assert code == 1
    assert [f["keyword"] for f in found] == ["event"]
    assert found[0]["line"] == 5  # the data line of the second event
    assert "'response.in_progress' is not its type 'response.queued'" in found[0]["message"]


@pytest.mark.parametrize("fmt", ["text", "github", "junit"])
def test_a_truncated_stream_has_no_terminal_event(tmp_path: Path, fmt: str) -> None:
    stream = events(RESPONSES / "text_message.jsonl")[:-1]
    path = write_sse(tmp_path / "cut.sse", stream, done=False)
    out = run("--format", fmt, path)
    assert out.returncode == 1
    assert "ended before a terminal event" in out.stdout
    if fmt == "text":
        last = len(path.read_text().splitlines())
        assert out.stdout.startswith(f"{path}:{last}: after event {len(stream) - 1}:")


def test_garbage_is_reported_never_a_traceback(tmp_path: Path) -> None:
    stream = events(RESPONSES / "text_message.jsonl")
    lines = [json.dumps(e) for e in stream]
    lines[3:3] = [
        "not json at all",
        "[1, 2",
        "\udcff".encode("utf-8", "surrogateescape").decode("latin-1"),
    ]
    path = tmp_path / "garbage.jsonl"
    path.write_bytes("\n".join(lines).encode("latin-1", "replace") + b"\n\xff\xfe\n")
    code, found = findings(path)
    assert code == 1
    assert [(f["kind"], f["line"]) for f in found if f["kind"] == "malformed"] == [
        ("malformed", 4),
        ("malformed", 5),
        ("malformed", 6),
        ("malformed", len(lines) + 1),
    ]
    sse = tmp_path / "garbage.sse"
    first = json.dumps(stream[0])
    sse.write_text(
        f'event: response.created\ndata: {{"type": \nhello\n\ndata: [DONE]\n\ndata: {first}\n'
    )
    code, found = findings(sse)
    assert code == 1
    assert [(f["keyword"], f["line"]) for f in found] == [
        ("json", 2),
        ("sse", 3),
        ("order", 7),
        ("unfinished", 7),
    ]
    # what cannot be told or read is exit 2
    code, found = findings(write_jsonl(tmp_path / "unknown.jsonl", [{"type": "nothing"}]))
    assert code == 2 and found[0]["kind"] == "undetected"
    code, found = findings(tmp_path / "missing.jsonl")
    assert code == 2 and found[0]["kind"] == "io"


def test_assistant_message_streams_are_folded_too(tmp_path: Path) -> None:
    code, found = findings(AGENT / "unfinished.jsonl", AGENT / "broken_order.jsonl")
    assert code == 1
    assert any(f["keyword"] == "unfinished" for f in found)
    assert {f["entity"] for f in found} == {"agent/assistant_message_event"}
    code, found = findings(
        write_sse(tmp_path / "a.sse", events(AGENT / "yoagent_no_indices.jsonl"))
    )
    assert (code, found) == (0, [])


def test_entity_must_be_a_stream_union() -> None:
    out = run("--entity", "agent/agent_message", RESPONSES / "text_message.jsonl")
    assert out.returncode == 2 and "--stream checks streams of" in out.stderr


@pytest.mark.parametrize("case", BROKEN_AGENT_EVENTS)
def test_agent_event_streams_report_each_problem_at_its_event(case: str) -> None:
    expected = json.loads((AGENT_EVENTS / f"{case}.expected.json").read_text())["problems"]
    path = AGENT_EVENTS / f"{case}.jsonl"
    code, found = findings(path)
    assert code == 1
    assert {f["entity"] for f in found} == {"agent/agent_event"}
    count = len(events(path))

    def pointer(finding: dict[str, Any]) -> str:
        """/<i> is event i, on line i + 1; what the end of the stream shows is /<count>."""
        if finding["message"].startswith(f"after event {count - 1}:"):
            return f"/{count}"
        assert finding["message"].startswith(f"event {finding['line'] - 1}:")
        return f"/{finding['line'] - 1}"

    assert [[pointer(f), f["keyword"]] for f in found] == [p[:2] for p in expected]
    assert all(f["message"].endswith(p[2]) for f, p in zip(found, expected, strict=True))


def test_a_done_message_without_usage_is_checked_not_a_crash(tmp_path: Path) -> None:
    stream = [
        {"type": "start"},
        {"type": "delta", "delta": {"type": "text_delta", "delta": "hi"}},
        {
            "type": "done",
            "stop_reason": "stop",
            "usage": {"input": 3, "output": 1},
            "message": {
                "role": "assistant",
                "content": [{"type": "text", "text": "hi"}],
                "stop_reason": "stop",
            },
        },
    ]
    assert findings(write_jsonl(tmp_path / "done.jsonl", stream)) == (0, [])
    stream[-1]["message"]["content"][0]["text"] = "hello"
    code, found = findings(write_jsonl(tmp_path / "other.jsonl", stream))
    assert code == 1 and [(f["keyword"], f["line"]) for f in found] == [("mismatch", 3)]


def test_strict_reports_unknown_properties_per_event_and_still_folds(tmp_path: Path) -> None:
    stream = events(RESPONSES / "text_message.jsonl")
    stream[0]["surprise"] = 1
    stream[2]["extra_field"] = {"a": 1}
    path = write_jsonl(tmp_path / "strict.jsonl", stream)
    assert findings(path) == (0, [])
    code, found = findings("--strict", path)
    assert code == 1
    # only the two unknown properties: both events were folded, so nothing echoes down the stream
    assert [(f["pointer"], f["line"], f["kind"]) for f in found] == [
        ("/surprise", 1, "invalid"),
        ("/extra_field", 3, "invalid"),
    ]
    agent = events(AGENT_EVENTS / "two_turns_with_a_tool.jsonl")
    agent[3]["message"]["mood"] = (
        "curious"  # agent objects are closed: invalid without --strict too
    )
    code, found = findings("--strict", write_jsonl(tmp_path / "agent.jsonl", agent))
    assert code == 1 and found[0]["line"] == 4 and found[0]["kind"] == "invalid"


def copy_schemas(tmp_path: Path) -> Path:
    target = tmp_path / "schema"
    shutil.copytree(SCHEMA_DIR, target, ignore=shutil.ignore_patterns("*.yaml", "*.md", "*.py"))
    return target


def test_which_fold_applies_is_read_from_the_schemas(tmp_path: Path) -> None:
    schemas = copy_schemas(tmp_path)
    union = schemas / "openresponses" / "stream_event.json"
    contents = json.loads(union.read_text())
    del contents["x-stream"]
    union.write_text(json.dumps(contents))
    out = run(
        "--schema-dir",
        schemas,
        "--entity",
        "openresponses/stream_event",
        RESPONSES / "text_message.jsonl",
    )
    assert out.returncode == 2 and "x-stream" in out.stderr and "agent/agent_event" in out.stderr
    # the other unions still fold
    assert (
        run("--schema-dir", schemas, AGENT_EVENTS / "two_turns_with_a_tool.jsonl").returncode == 0
    )
    contents["x-stream"] = "NoSuchFold"
    union.write_text(json.dumps(contents))
    out = run("--schema-dir", schemas, RESPONSES / "text_message.jsonl")
    assert out.returncode == 2
    assert "stream_event.json#/x-stream names the fold 'NoSuchFold'" in out.stderr


def test_every_stream_union_names_a_fold_of_the_bindings() -> None:
    import agentproto_bindings

    named = {}
    for path in sorted(SCHEMA_DIR.glob("*/*.json")):
        schema = json.loads(path.read_text())
        if "x-stream" in schema:
            named[f"{path.parent.name}/{path.stem}"] = schema["x-stream"]
    assert named == {
        "agent/agent_event": "AgentEventAccumulator",
        "agent/assistant_message_event": "AssistantMessageAccumulator",
        "openresponses/stream_event": "ResponseAccumulator",
    }
    for fold in named.values():
        made = getattr(agentproto_bindings, fold)()
        assert (made.problems, made.started, made.finished) == ([], False, False)
        made.finish()
        assert made.problems and made.finished


def test_without_stream_a_recorded_stream_is_offered_the_stream_check(tmp_path: Path) -> None:
    plain = subprocess.run(
        [AGENTPROTO, "validate", RESPONSES / "text_message.jsonl"],
        capture_output=True,
        text=True,
        env=ENV,
        check=False,
    )
    assert plain.returncode == 0
    assert (
        f"note: {RESPONSES / 'text_message.jsonl'} holds 14 events of openresponses/stream_event; "
        in plain.stderr
    )
    assert "--stream checks them as one stream" in plain.stderr
    # mixed documents are no stream; a single event is none either; many are summed up
    mixed = write_jsonl(
        tmp_path / "mixed.jsonl",
        events(RESPONSES / "text_message.jsonl")[:3] + [{"type": "agent_start"}],
    )
    one = write_jsonl(tmp_path / "one.jsonl", events(RESPONSES / "text_message.jsonl")[:1])
    many = [
        write_jsonl(tmp_path / f"s{i}.jsonl", events(AGENT_EVENTS / "unfinished.jsonl"))
        for i in range(5)
    ]
    out = subprocess.run(
        [AGENTPROTO, "validate", mixed, one, *many],
        capture_output=True,
        text=True,
        env=ENV,
        check=False,
    )
    notes = [line for line in out.stderr.splitlines() if line.startswith("note:")]
    assert out.returncode == 0 and len(notes) == 4, out.stderr
    assert (
        all("agent/agent_event" in n for n in notes[:3])
        and notes[3] == "note: and 2 more inputs like these"
    )


def test_an_undetectable_document_names_what_was_looked_for(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "odd.jsonl", [{"colour": "blue"}])
    out = subprocess.run(
        [AGENTPROTO, "validate", "--format", "json", path],
        capture_output=True,
        text=True,
        env=ENV,
        check=False,
    )
    assert out.returncode == 2
    message = json.loads(out.stdout.splitlines()[0])["message"]
    assert (
        "it has neither a tag (`object` or `role` or `type`), nor what an untagged entity "
        in message
    )
    assert "agent/agent_context (messages and system_prompt)" in message
    assert "openresponses/create_response_request (any property it declares)" in message
