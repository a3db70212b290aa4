"""`AssistantMessage.is_context_overflow()` over the table in schema/data/context_overflow.yaml:
one test per row (its examples match its pattern and count as overflow; its near misses match
no row at all), the patterns stay in the subset every target language reads alike, and the
generated table is the YAML file."""

from __future__ import annotations

import json
import re

import pytest
import yaml
from agentproto_bindings import _behaviour_data, match_context_overflow
from agentproto_bindings import agent as a

from agentproto.regex import translate
from support import REALCASES_DIR, ROOT

TABLE = yaml.safe_load((ROOT / "schema" / "data" / "context_overflow.yaml").read_text())
ROWS = {f"{i:02d}-{row['provider']}": row for i, row in enumerate(TABLE)}
PROVIDERS = {
    "anthropic",
    "openai",
    "google",
    "openrouter",
    "xai",
    "groq",
    "mistral",
    "ollama",
    "llama.cpp",
    "vllm",
    "bedrock",
    "cerebras",
}


def failed(error_message: str, stop_reason: str = "error") -> a.AssistantMessage:
    return a.AssistantMessage(
        content=[],
        stop_reason=a.StopReason(stop_reason),
        error_message=error_message,
        provider="p",
        model="m",
        timestamp=1,
    )


def test_table_covers_the_providers_and_is_emitted_as_is() -> None:
    assert PROVIDERS <= {row["provider"] for row in TABLE}
    assert _behaviour_data.CONTEXT_OVERFLOW == TABLE
    for row in TABLE:
        assert row["examples"] and row["near_misses"], row["provider"]


@pytest.mark.parametrize("row", sorted(ROWS))
def test_row(row: str) -> None:
    entry = ROWS[row]
    pattern = re.compile(entry["pattern"], re.IGNORECASE)
    for example in entry["examples"]:
        assert pattern.search(example), f"{entry['pattern']!r} misses its own example {example!r}"
        assert failed(example).is_context_overflow()
        assert match_context_overflow(example) is not None
    for near_miss in entry["near_misses"]:
        assert match_context_overflow(near_miss) is None, f"{near_miss!r} is not an overflow"
        assert not failed(near_miss).is_context_overflow()


@pytest.mark.parametrize("row", sorted(ROWS))
def test_pattern_reads_alike_in_every_target(row: str) -> None:
    """ECMA-262 (TypeScript), RE2 (Go, Rust) and Python must agree: no lookaround, no
    backreferences, no inline flags, no possessive or lazy quantifiers; and the ECMA reading
    (through the generator's own translation) matches exactly what Python's does."""
    pattern = ROWS[row]["pattern"]
    assert not re.search(r"\(\?|\\[1-9]|\\[pPbBAZz]|[*+?}]\?|[*+?}]\+", pattern), pattern
    ecma = re.compile(translate(pattern), re.IGNORECASE)
    for text in ROWS[row]["examples"] + ROWS[row]["near_misses"]:
        assert bool(ecma.search(text)) == bool(re.search(pattern, text, re.IGNORECASE))


def test_only_failed_messages_overflow() -> None:
    text = ROWS["00-anthropic"]["examples"][0]
    assert failed(text).is_context_overflow()
    assert not failed(text, "aborted").is_context_overflow()
    assert not failed(text, "stop").is_context_overflow()
    assert not a.AssistantMessage(
        content=[], stop_reason=a.StopReason.ERROR
    ).is_context_overflow()  # no text


def test_silent_overflow_needs_the_context_window() -> None:
    """Some servers truncate instead of failing; a successful message whose prompt was larger
    than the window is an overflow when the caller says how large the window is."""
    usage = a.Usage(input=1_000, output=10, cache_read=130_000, cache_write=100)
    ok = a.AssistantMessage(
        content=[a.TextBlock(text="hi")], stop_reason=a.StopReason.STOP, usage=usage
    )
    assert not ok.is_context_overflow()
    assert ok.is_context_overflow(context_window=128_000)
    assert not ok.is_context_overflow(context_window=200_000)
    assert not a.AssistantMessage(content=[], stop_reason=a.StopReason.STOP).is_context_overflow(
        100
    )  # no usage


def test_real_provider_error_that_is_not_an_overflow() -> None:
    """pi-ai's persisted Anthropic 400 (a tool_use without its tool_result) is a failure, but
    not a context overflow."""
    path = REALCASES_DIR / "pi-ai" / "entry_assistant_error_provider_400.json"
    if not path.is_file():
        pytest.skip("../shared/realcases is not beside the repo")
    message = json.loads(path.read_text())["message"]
    assert message["stopReason"] == "error" and "tool_use" in message["errorMessage"]
    assert not failed(message["errorMessage"]).is_context_overflow()
