"""Dialects: the declarations load and are checked, the converters are lossless on every fixture
they can spell, `agentproto convert` / `validate --dialect` behave like `validate`, and the
generated bindings carry `from_dialect` / `to_dialect`."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import agentproto_bindings as b
import pytest
from agentproto_bindings import ValidationError, agent, dialects

from agentproto.dialects import load_dialects
from agentproto.errors import SchemaErrors
from agentproto.load import load
from agentproto.validate.dialects import Converters, from_canonical, to_canonical
from support import FIXTURE_DIR, REALCASES_DIR, ROOT, fixtures

SCHEMA = ROOT / "schema"
NESTED = sorted((FIXTURE_DIR / "dialects" / "openresponses-nested").glob("*.json"))


@cache
def converters() -> Converters:
    return Converters(SCHEMA)


def text(value: Any) -> str:
    """JSON text, key order kept: two values with equal texts are equal, order included."""
    return json.dumps(value, ensure_ascii=False)


# -- canonical -> dialect -> canonical on every fixture a dialect spells -----------------------

# (dialect, fixture) -> why the round trip does not give the same canonical JSON back
NOT_BACK = {
    ("pi-ai", "agent/assistant_message_event/valid/delta.json"): (
        "the same value comes back, its keys in pi's order: without `partial` the delta is "
        "written as pi's proxy sends it, which names a fragment's content index before its text"
    ),
    ("pi-ai", "agent/assistant_message_event/valid/error.json"): (
        "write: pi-ai's error event keeps its usage in its message only"
    ),
    **{
        ("pi-ai", f"agent/{fixture}.json"): (
            "write: pi's message_update nests a whole stream event, with its `partial`; a bare "
            "fragment has no pi-ai spelling (pi's types refused what was written before)"
        )
        for fixture in (
            "agent_event/valid/message_update_text_delta",
            "message_update_event/valid/delta_only_tool_call_fragment_with_usage",
            "message_update_event/valid/text_delta_with_cumulative_message",
            "message_update_event/valid/thinking_delta",
        )
    },
    ("clark-agent", "agent/thinking_block/valid/redacted_thinking.json"): (
        "write: clark-agent's thinking is prompted only; native thinking is reported"
    ),
    ("clark-agent", "agent/thinking_block/valid/redacted_payload_with_protocol.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/thinking_block/valid/thinking_with_signature.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/assistant_content_block/valid/thinking.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/assistant_message/valid/thinking_text_and_tool_calls.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/agent_end_event/valid/fixed_failing_test_with_usage.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/agent_event/valid/message_update_text_delta.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/agent_event/valid/turn_end.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/message_end_event/valid/assistant_with_thinking_and_tool_calls.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/message_update_event/valid/text_delta_with_cumulative_message.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/turn_end_event/valid/tool_result_without_is_error.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/turn_end_event/valid/tool_use_turn_with_two_results.json"): (
        "clark-agent's thinking is always prompted: it comes back with source: prompted"
    ),
    ("clark-agent", "agent/image_block/valid/external_url_with_mime_type.json"): (
        "clark-agent writes `source` where the first of mime_type/url was: url moves first"
    ),
}


def round_trips() -> dict[tuple[str, str], str]:
    """(dialect, fixture) -> "" when canonical -> dialect -> canonical gives the same JSON text,
    else what happened."""
    out: dict[tuple[str, str], str] = {}
    conv = converters()
    for name, converter in conv.converters.items():
        family = conv.dialects[name].family
        for fx in fixtures():
            if not fx.valid or not fx.entity.startswith(family + "/"):
                continue
            if fx.entity not in converter.shapes:
                continue  # the dialect spells this entity only inside others
            value = json.loads(fx.path.read_text(encoding="utf-8"))
            key = (name, str(fx.path.relative_to(FIXTURE_DIR)))
            written, problems, _ = converter.write(value, fx.entity)
            if problems:
                out[key] = "write: " + problems[0][1]
                continue
            back, problems, _ = converter.read(written, fx.entity)
            if problems:
                out[key] = "read: " + problems[0][1]
            elif text(back) != text(value):
                out[key] = "differs"
            else:
                out[key] = ""
    return out


def test_canonical_fixtures_round_trip_through_every_dialect() -> None:
    results = round_trips()
    failing = {k for k, v in results.items() if v}
    assert failing == set(NOT_BACK), {
        "unexpected": {k: results[k] for k in failing - set(NOT_BACK)},
        "now round-trip": sorted(set(NOT_BACK) - failing),
    }
    for key, why in NOT_BACK.items():
        assert results[key].startswith("write") == why.startswith("write"), key
    assert sum(1 for v in results.values() if not v) >= 750  # every dialect spells many


# -- seed 004's nested layout --------------------------------------------------------------------


@pytest.mark.parametrize("path", NESTED, ids=lambda p: p.name)
def test_nested_layout_reads_into_valid_canonical_json_and_back(path: Path) -> None:
    conv = converters()
    value = json.loads(path.read_text(encoding="utf-8"))
    read = to_canonical(conv, "openresponses-nested", value)
    assert not read.problems, read.problems
    flat = text(read.value)
    assert '"message":' not in flat and '"function_call":' not in flat  # nothing left nested
    back = from_canonical(conv, "openresponses-nested", read.entity, read.value)
    assert not back.problems
    assert text(back.value) == text(value)


def test_nested_assistant_parts_are_canonical_content() -> None:
    value = json.loads((NESTED[0].parent / "assistant_message_output.json").read_text())
    read = to_canonical(converters(), "openresponses-nested", value)
    assert read.value["content"] == value["message"]["output"]
    assert read.value["role"] == "assistant" and "output" not in read.value


def test_nested_reasoning_with_two_parts_cannot_be_written() -> None:
    item = {
        "type": "reasoning",
        "id": "rs_1",
        "summary": [{"type": "summary_text", "text": "a"}, {"type": "summary_text", "text": "b"}],
    }
    written = from_canonical(converters(), "openresponses-nested", "openresponses/item", item)
    assert written.problems == [
        "/: seed 004's reasoning summary is one string; this item has 2 summary_text parts"
    ]


# -- declarations are checked ----------------------------------------------------------------------


def schema_with(tmp_path: Path, name: str, declaration: str) -> Path:
    root = tmp_path / "schema"
    shutil.copytree(SCHEMA, root, ignore=shutil.ignore_patterns("dialects"))
    (root / "dialects").mkdir()
    (root / "dialects" / f"{name}.yaml").write_text(declaration, encoding="utf-8")
    return root


BAD = [
    (
        "unknown top-level key",
        "description: x\ndocuments: [agent/agent_message.json]\nflavour: 1\n",
        "dialects/bad.yaml#/flavour: unknown key",
    ),
    ("no documents", "description: x\n", "dialects/bad.yaml#/documents: expected a list"),
    (
        "unknown entity",
        "description: x\ndocuments: [agent/nope.json]\n",
        "dialects/bad.yaml#/documents/0: expected a canonical entity file",
    ),
    (
        "unknown property",
        (
            "description: x\ndocuments: [agent/agent_message.json]\n"
            "entities:\n  agent/usage.json: {rename: {inputs: x}}\n"
        ),
        "dialects/bad.yaml#/entities/agent~1usage.json/rename/inputs: agent/usage has no property",
    ),
    (
        "unknown codec",
        (
            "description: x\ndocuments: [agent/agent_message.json]\n"
            "entities:\n  agent/user_message.json: {codec: {timestamp: rfc2822}}\n"
        ),
        "/entities/agent~1user_message.json/codec/timestamp: unknown codec",
    ),
    (
        "bad case",
        "description: x\ncase: kebab\ndocuments: [agent/agent_message.json]\n",
        "dialects/bad.yaml#/case: expected snake or camel",
    ),
    (
        "missing hook",
        (
            "description: x\ndocuments: [agent/agent_message.json]\n"
            "entities:\n  agent/user_message.json: {hook: nowhere}\n"
        ),
        "/entities/agent~1user_message.json/hook: no function 'nowhere'",
    ),
    (
        "two properties, one spelling",
        (
            "description: x\ndocuments: [agent/agent_message.json]\n"
            "entities:\n  agent/usage.json: {rename: {input: n, output: n}}\n"
        ),
        "are both spelled 'n'",
    ),
    (
        "enum values not reversible",
        (
            "description: x\ndocuments: [agent/agent_message.json]\n"
            "entities:\n  agent/stop_reason.json: {values: {stop: done, length: done}}\n"
        ),
        "not reversible",
    ),
    (
        "move too deep",
        (
            "description: x\ndocuments: [agent/agent_message.json]\n"
            "entities:\n  agent/assistant_message.json: {move: {cost: a.b.c}}\n"
        ),
        "a move goes one level deep",
    ),
    (
        "fill of a constant add leaves out",
        (
            "description: x\ndocuments: [agent/agent_message.json]\n"
            "entities:\n  agent/thinking_block.json: {add: {source: prompted}, "
            "fill: {source: native}}\n"
        ),
        "/entities/agent~1thinking_block.json/fill/source: a constant `add` leaves out",
    ),
    (
        "fill not a mapping",
        (
            "description: x\ndocuments: [agent/agent_message.json]\n"
            "entities:\n  agent/usage.json: {fill: [input]}\n"
        ),
        "/entities/agent~1usage.json/fill: expected a mapping",
    ),
    (
        "untagged names no arm",
        (
            "description: x\ndocuments: [openresponses/create_response_request.json]\n"
            "entities:\n  openresponses/input_item.json: {untagged: [message, nope]}\n"
            "  openresponses/message_item_param.json: {defaults: {type: message}}\n"
        ),
        "/untagged/1: no arm of openresponses/input_item has the tag 'nope'",
    ),
    (
        "untagged arm listed twice",
        (
            "description: x\ndocuments: [openresponses/create_response_request.json]\n"
            "entities:\n  openresponses/input_item.json: {untagged: [message, message]}\n"
            "  openresponses/message_item_param.json: {defaults: {type: message}}\n"
        ),
        "/untagged/1: the arm 'message' of openresponses/input_item is listed twice",
    ),
    (
        "untagged arm without its tag's default",
        (
            "description: x\ndocuments: [openresponses/create_response_request.json]\n"
            "entities:\n  openresponses/input_item.json: {untagged: [message, item_reference]}\n"
            "  openresponses/message_item_param.json: {defaults: {type: message}}\n"
        ),
        "/untagged/1: the arm 'item_reference' of openresponses/input_item requires 'type'",
    ),
    (
        "one untagged arm without its tag's default",
        (
            "description: x\ndocuments: [openresponses/create_response_request.json]\n"
            "entities:\n  openresponses/input_item.json: {untagged: message}\n"
        ),
        "input_item.json/untagged: the arm 'message' of openresponses/input_item requires 'type'",
    ),
    ("not YAML", "description: [x\n", "dialects/bad.yaml#/: not a YAML declaration"),
]


@pytest.mark.parametrize(("why", "declaration", "message"), BAD, ids=[b[0] for b in BAD])
def test_bad_declarations_name_file_and_pointer(
    tmp_path: Path, why: str, declaration: str, message: str
) -> None:
    root = schema_with(tmp_path, "bad", declaration)
    with pytest.raises(SchemaErrors) as caught:
        load_dialects(load(root), ROOT / "templates" / "python" / "_dialect_hooks.py")
    assert message in str(caught.value), (why, str(caught.value))


def test_a_bad_declaration_is_exit_2_without_traceback(tmp_path: Path) -> None:
    root = schema_with(tmp_path, "bad", "description: x\ndocuments: [agent/nope.json]\n")
    run = cli("convert", "--schema-dir", str(root), "--from", "bad", "-", stdin="{}")
    assert run.returncode == 2
    assert "dialects/bad.yaml#/documents/0" in run.stderr and "Traceback" not in run.stderr


def test_x_aliases_are_read_as_default_spellings() -> None:
    """The schemas' own x-aliases say pi-ai's spellings; the declaration adds only the rest."""
    plan = converters().dialects["pi-ai"].plan()
    usage = dict(plan["shapes"]["agent/usage"][1]["fields"][i][:2] for i in range(3))
    assert usage.get("cache_read") == "cacheRead"
    assistant = plan["shapes"]["agent/assistant_message"][1]
    assert ["cost", ["usage", "cost"], "agent/cost"] in assistant["moves"]


# -- the CLI ---------------------------------------------------------------------------------------


def cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(Path(sys.executable).parent / "agentproto"), *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


PI = REALCASES_DIR / "pi-ai"


def test_convert_json_lines_through_canonical_and_back(tmp_path: Path) -> None:
    lines = [p.read_text().strip() for p in sorted(PI.glob("entry_*.json"))]
    source = tmp_path / "session.jsonl"
    source.write_text("\n".join(lines) + "\n")
    canonical = tmp_path / "canonical.jsonl"
    run = cli("convert", "--from", "pi-ai", str(source), "-o", str(canonical))
    assert run.returncode == 0, run.stderr
    assert '"stop_reason"' in canonical.read_text() and "stopReason" not in canonical.read_text()
    back = cli("convert", "--from", "canonical", "--to", "pi-ai", "-", stdin=canonical.read_text())
    assert back.returncode == 0, back.stderr
    assert [json.loads(x) for x in back.stdout.splitlines()] == [json.loads(x) for x in lines]
    assert [text(json.loads(x)) for x in back.stdout.splitlines()] == [
        text(json.loads(x)) for x in lines
    ]


def test_convert_between_two_dialects() -> None:
    message = (REALCASES_DIR / "yoagent" / "event_message_end_full_payload.json").read_text()
    run = cli("convert", "--from", "yoagent", "--to", "pi-ai", "-", stdin=message)
    assert run.returncode == 0, run.stderr
    event = json.loads(run.stdout)
    assert event["type"] == "message_end"  # pi-ai spells event tags like we do
    assert event["message"]["stopReason"] == "toolUse"


def test_convert_reports_bad_documents_with_the_dialects_pointer() -> None:
    bad = (
        '{"type":"message","timestamp":"2025-12-08T23:02:33.064Z","message":'
        '{"role":"toolResult","toolCallId":"","toolName":"bash","content":[],"isError":"no"}}\n'
        '{"type":"message","timestamp":"yesterday","message":{"role":"user","content":"hi"}}\n'
    )
    run = cli("convert", "--from", "pi-ai", "-", stdin=bad)
    assert run.returncode == 1
    assert "<stdin>:1: /message/isError: expected boolean" in run.stderr
    assert "<stdin>:1: /message/toolCallId:" in run.stderr
    assert "<stdin>:2: /timestamp: expected an ISO 8601 UTC time" in run.stderr
    assert run.stdout == ""


def test_convert_exit_2_for_what_it_cannot_read() -> None:
    assert cli("convert", "--from", "klingon", "-", stdin="{}").returncode == 2
    run = cli("convert", "--from", "pi-ai", "/no/such/file.json")
    assert run.returncode == 2 and "cannot read" in run.stderr
    run = cli("convert", "--from", "pi-ai", "-", stdin="{not json")
    assert run.returncode == 2 and "not JSON" in run.stderr


def test_validate_dialect() -> None:
    ok = cli("validate", "--dialect", "clark-agent", str(REALCASES_DIR / "clark-agent"))
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = cli(
        "validate",
        "--dialect",
        "yoagent",
        "-",
        stdin='{"role":"assistant","content":[],"stopReason":"toolUse","usage":{"input":-1}}',
    )
    assert bad.returncode == 1
    assert "/usage/input: " in bad.stdout and '/usage: missing required property "output"' in (
        bad.stdout
    )
    # every report format, as without --dialect: the problems whole (pointer in the dialect's
    # spelling, keyword, entity, schema location), then the summary
    stdin = '{"role":"assistant","content":[],"stopReason":"toolUse","usage":{"input":-1}}'
    as_json = cli("validate", "--dialect", "yoagent", "--format", "json", "-", stdin=stdin)
    assert as_json.returncode == 1, as_json.stderr
    *found, summary = [json.loads(line) for line in as_json.stdout.splitlines()]
    assert {(f["pointer"], f["keyword"]) for f in found} >= {
        ("/usage/input", "minimum"),
        ("/usage", "required"),
    }
    assert all(f["entity"] == "agent/agent_message" and f["schema"] for f in found)
    assert summary["kind"] == "summary" and summary["exit_code"] == 1
    github = cli("validate", "--dialect", "yoagent", "--format", "github", "-", stdin=stdin)
    assert github.stdout.startswith("::error line=1,title=agentproto validate"), github.stdout
    unread = cli("validate", "--dialect", "yoagent", "--format", "json", "-", stdin="{not json")
    assert unread.returncode == 2 and json.loads(unread.stdout.splitlines()[-1])["exit_code"] == 2


# -- the bindings ----------------------------------------------------------------------------------


def test_bindings_from_and_to_dialect() -> None:
    raw = json.loads((PI / "entry_assistant_stop_thinking_signature.json").read_text())["message"]
    message = agent.AssistantMessage.from_dialect("pi-ai", raw)
    assert message.stop_reason == agent.StopReason.STOP
    assert isinstance(message.cost, agent.Cost)  # moved out of pi-ai's usage
    assert text(message.to_dialect("pi-ai")) == text(raw)
    assert set(b.dialects.DIALECTS) == set(dialects.PLANS) >= {"pi-ai", "openai", "yoagent"}


def test_bindings_union_from_dialect_and_problems() -> None:
    event = b.agent.agent_event_from_dialect("yoagent", {"type": "agentStart"})
    assert isinstance(event, agent.AgentStartEvent)
    assert b.agent.agent_event_to_dialect("yoagent", event) == {"type": "agentStart"}
    with pytest.raises(ValidationError) as caught:
        b.agent.agent_message_from_dialect("pi-ai", {"role": "no such role"})
    assert caught.value.problems[0].pointer == "/role"
    with pytest.raises(ValueError, match="unknown dialect"):
        dialects.read("klingon", None, {})


def test_the_engine_reports_what_it_cannot_write_instead_of_raising() -> None:
    """A reasoning part that is not an object, and a time past what a calendar date can say,
    are problems of the value, not exceptions of the converter."""
    from agentproto_bindings import _dialects, dialects

    nested = dialects.converter("openresponses-nested")
    _, problems, _ = nested.write({"type": "reasoning", "id": "rs_1", "summary": [1.5]}, None)
    assert [p for p, _ in problems] == [""]
    value, problem = _dialects.CODECS["iso8601-millis"][1](10**18)
    assert value == 10**18 and problem is not None and "10000" in problem


def test_the_time_codec_reads_ascii_digits_only() -> None:
    """Every engine reads the time's digits as ASCII (Go's, Rust's and TypeScript's readers say
    so); Python's `\\d` and a date parser that takes any Unicode digit would read these."""
    from agentproto_bindings import _dialects

    read = _dialects.CODECS["iso8601-millis"][0]
    assert read("2025-12-08T23:02:33.064Z") == (1765234953064, None)
    for text in (
        "٢٠٢٥-12-08T23:02:33.064Z",
        "２０２５-12-08T23:02:33.064Z",
        "2025-12-08T23:02:33.06٤Z",
    ):
        value, problem = read(text)
        assert value == text and problem is not None and "ISO 8601" in problem


# -- a union's arms for a value without its tag ---------------------------------------------------


def test_openai_input_items_without_type_are_the_first_arm_they_fit() -> None:
    """`untagged: [message, item_reference]`: an input item without `type` is a message when it
    has a role and content, else an item reference when it has an id; read with the arm's tag
    and written back without it, a tagged item staying tagged."""
    openai = converters().converters["openai"]
    items = [
        {"id": "msg_1"},
        {"role": "user", "content": "hi"},
        {"id": "msg_2", "role": "assistant", "content": "both fit: the first listed arm"},
        {"type": "item_reference", "id": "msg_3"},
    ]
    doc = {"model": "m", "input": items}
    read, problems, key = openai.read(doc)
    assert problems == [] and key == "openresponses/create_response_request"
    assert [item["type"] for item in read["input"]] == [
        "item_reference",
        "message",
        "message",
        "item_reference",
    ]
    written, problems, _ = openai.write(read, key)
    assert problems == [] and text(written) == text(doc)


def test_openai_input_item_fitting_no_untagged_arm_is_refused() -> None:
    openai = converters().converters["openai"]
    _, problems, _ = openai.read({"model": "m", "input": [{"role": "user"}]})
    [(pointer, message)] = problems
    assert pointer == "/input/0"
    assert message == (
        'missing the tag property "type", and what an untagged arm requires: '
        "openresponses/message_item_param (content and role); openresponses/item_reference (id)"
    )


def test_the_engine_compares_and_shows_values_as_json() -> None:
    """JSON's rules, not Python's: `true` is not `1` (as a value or a table key), `1` is `1.0`,
    and a value in a message is its JSON text."""
    from agentproto.validate.dialects import _module

    engine = _module("_dialects")
    assert engine.same(1, 1.0) and not engine.same(True, 1) and not engine.same([0], [False])
    assert engine.same({"a": 1, "b": 2}, {"b": 2, "a": 1.0})
    assert not engine.same_in_order({"a": 1, "b": 2}, {"b": 2, "a": 1})
    table = {engine._key(1): "one", engine._key("x"): "ex"}
    assert table.get(engine._key(1.0)) == "one" and engine._key(True) not in table
    shown = [engine.shown(v) for v in ('it\'s "é"\n', None, True, 1.0, 1e-7, 1e21, [1, {"k": 2.5}])]
    assert shown == ['"it\'s \\"é\\"\\n"', "null", "true", "1", "1e-7", "1e+21", '[1,{"k":2.5}]']
    assert [engine.text(v) for v in ("a b", True, None, 2.0)] == ["a b", "true", "null", "2"]


def test_an_unknown_tag_is_named_by_its_json_text() -> None:
    pi = converters().converters["pi-ai"]
    _, problems, _ = pi.read({"role": "assistant", "content": [{"type": "nöpe"}]})
    known = '"extension", "image", "reasoning", "reasoning_details", "text", "thinking", "toolCall"'
    assert problems == [("/content/0/type", f'unknown type "nöpe"; known: {known}')]
