"""Behaviour of the bindings that the schemas cannot declare, written by hand once for Python.

What the schemas declare is generated instead: arithmetic of `x-additive` types (`Usage`,
`Cost`), lane filters of unions with `x-lane` arms (`agent_message_to_llm`), state machines of
enums with `x-state-machine` (`ResponseStatus.move_to`). This file holds the rest:

- mixins named by `x-behaviour` (a generated class inherits the mixin of that name here): the
  constructors and accessors of messages, usage, model specs, run identities and contexts;
- context-overflow detection over the table in `schema/data/context_overflow.yaml`;
- what is sent to the model (`convert_to_llm`), `<thought>` tags parsed out of visible text and
  woven back, the typed view of reasoning detail items, and rules across a transcript or
  inside one value that no keyword states;
- folding streams: an assistant message from its `AssistantMessageEvent`s, an Open Responses
  `Response` from its `StreamEvent`s, and agent runs from their `AgentEvent`s, reporting broken
  streams as problems. A stream event union names its fold with `x-stream`.

Mixins carry no state (`__slots__ = ()`). Each declares the generated fields it reads, so the
type checker holds the mixin and the generated class to the same field types.
"""

from __future__ import annotations

import copy
import json
import re
import time
import typing
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, TypeVar

from ._behaviour_data import (
    AGENT_EVENT_FOLD,
    CONTEXT_OVERFLOW,
    CONTEXT_OVERFLOW_RULE,
    IDENTITY_RULE,
    PAIRING,
    PORTABLE_PATTERNS,
    STREAM_FOLD,
    USAGE_ARITHMETIC,
    USAGE_TOTALS,
)
from ._runtime import (
    UNSET,
    JsonValue,
    Problem,
    Unset,
    ValidationError,
    number_text,
    string_text,
)


def _shown(value: Any) -> str:
    """A JSON value as a problem message shows it: its JSON text, compact, strings
    double-quoted and JSON-escaped with characters outside ASCII kept, numbers as the
    runtime's `number_text` writes them (`shown` in the dialect engine; an absent value is
    null)."""
    if value is UNSET or value is None or isinstance(value, bool):
        return "null" if value is UNSET or value is None else "true" if value else "false"
    if isinstance(value, (int, float)):
        return number_text(value)
    if isinstance(value, str):
        return string_text(value)
    if isinstance(value, list):
        return "[" + ",".join(_shown(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ",".join(f"{string_text(k)}:{_shown(v)}" for k, v in value.items()) + "}"
    return string_text(str(value))


def _text(value: Any) -> str:
    """A JSON scalar written into text: a string as itself, any other value as its JSON text."""
    return value if isinstance(value, str) else _shown(value)


__all__ = [
    "THOUGHT_TAGS",
    "AgentEventAccumulator",
    "AgentRun",
    "AssistantMessageAccumulator",
    "ResponseAccumulator",
    "ThoughtPiece",
    "ThoughtTagFilter",
    "blocks_of_pieces",
    "cache_hit_rate",
    "context_overflow",
    "convert_to_llm",
    "estimated_cost",
    "extract_text",
    "fold_agent_events",
    "fold_assistant_message",
    "fold_response",
    "identity_problems",
    "match_context_overflow",
    "now_ms",
    "pairing_problems",
    "parse_thoughts",
    "split_thoughts",
    "thinking_budgets",
    "tool_result_problems",
    "turn_id_of",
    "usage_total_problems",
    "weave_thought",
    "with_turn_id",
]


T = TypeVar("T")


def _this(value: object, cls: type[T]) -> T:
    """A mixin's `self` as the generated class that inherits the mixin (which it always is)."""
    assert isinstance(value, cls)
    return value


def _replace(value: T, **changes: Any) -> T:
    """A copy of a generated object with `changes`, other fields shared (as with
    `dataclasses.replace`); unlike that, the copy still encodes its keys in decoded order."""
    copied = copy.copy(value)
    for name, new in changes.items():
        setattr(copied, name, new)
    return copied


def _decoded(
    event: object,
    union: Any,
    decode: Callable[[Any], T],
    build: Callable[[Any], T] | None = None,
) -> T:
    """`event` if it already is a decoded value of `union`, else the decoding of its JSON (a
    mapping, or anything else a caller passed); raises ValidationError when it is no such event.
    With `build` (the caller has validated the JSON against the same schema), the JSON is built
    without being checked a second time, and checked after all if building it fails."""
    if type(event) is dict:  # the common case, JSON as parsed: no other test needed
        data: Any = event
    elif isinstance(event, _variants(union)):
        return typing.cast(T, event)
    else:
        data = event.to_dict() if hasattr(event, "to_dict") else event
        data = dict(data) if isinstance(data, Mapping) else data
    if build is not None:
        try:
            return build(data)
        except Exception:  # noqa: BLE001 - not what the caller said it is: the decoder tells why
            build = None
    return decode(data)


_VARIANTS: dict[Any, tuple[type, ...]] = {}


def _variants(union: Any) -> tuple[type, ...]:
    """The classes of a union type, looked up once (`isinstance` wants the tuple)."""
    found = _VARIANTS.get(union)
    if found is None:
        found = _VARIANTS[union] = typing.get_args(union)
    return found


def _kept(value: T) -> T:
    """A value the fold decoded itself, and so owns: kept as it is, where a value the caller
    passed is copied (the fold updates what it keeps in place)."""
    return value


def now_ms() -> int:
    """The current time as integer Unix milliseconds, the unit of every agent timestamp."""
    return time.time_ns() // 1_000_000


def extract_text(blocks: Iterable[object]) -> str:
    """The text of every text block, concatenated in order; other blocks are skipped."""
    return "".join(block.text for block in blocks if isinstance(block, agent.TextBlock))


# --- messages ---------------------------------------------------------------------------------


class UserMessage:
    """Behaviour of `agent.UserMessage`."""

    __slots__ = ()
    content: str | list[agent.UserContentBlock]

    @classmethod
    def from_text(cls, text: str, *, timestamp: int | None = None) -> agent.UserMessage:
        """A plain-text user message, stamped now unless `timestamp` is given."""
        return agent.UserMessage(
            content=text, timestamp=now_ms() if timestamp is None else timestamp
        )

    def text(self) -> str:
        """What the user said as text: the string itself, or the text blocks concatenated."""
        return self.content if isinstance(self.content, str) else extract_text(self.content)


class AssistantMessage:
    """Behaviour of `agent.AssistantMessage`."""

    __slots__ = ()
    content: list[agent.AssistantContentBlock]
    stop_reason: agent.StopReason
    error_message: str | Unset
    usage: agent.Usage | Unset

    @classmethod
    def from_text(cls, text: str, *, timestamp: int | None = None) -> agent.AssistantMessage:
        """A finished assistant message holding one text block (stop reason `stop`)."""
        return agent.AssistantMessage(
            content=[agent.TextBlock(text=text)],
            stop_reason=agent.StopReason.STOP,
            timestamp=now_ms() if timestamp is None else timestamp,
        )

    @classmethod
    def from_tool_calls(
        cls,
        calls: Iterable[agent.ToolCallBlock],
        *,
        text: str | None = None,
        timestamp: int | None = None,
    ) -> agent.AssistantMessage:
        """An assistant message asking for tool calls (stop reason `tool_use`): a text block
        first when `text` is not blank, then the calls in order."""
        content: list[agent.AssistantContentBlock] = []
        if text is not None and text.strip():
            content.append(agent.TextBlock(text=text))
        content.extend(calls)
        return agent.AssistantMessage(
            content=content,
            stop_reason=agent.StopReason.TOOL_USE,
            timestamp=now_ms() if timestamp is None else timestamp,
        )

    def text(self) -> str:
        """The visible text: every text block, concatenated with no separator."""
        return extract_text(self.content)

    def tool_calls(self) -> list[agent.ToolCallBlock]:
        """The tool calls, in the order the model made them."""
        return [block for block in self.content if isinstance(block, agent.ToolCallBlock)]

    def thinking_text(self) -> str:
        """The thinking blocks' text, joined with a newline (one block per paragraph)."""
        return "\n".join(b.thinking for b in self.content if isinstance(b, agent.ThinkingBlock))

    def reasoning_text(self) -> str:
        """Provider-native reasoning blocks, concatenated; thinking blocks are another channel
        and never part of it."""
        return "".join(b.text for b in self.content if isinstance(b, agent.ReasoningBlock))

    def reasoning_details_values(self) -> list[JsonValue]:
        """Every reasoning detail item of every reasoning details block, in order, as sent."""
        return [
            item
            for block in self.content
            if isinstance(block, agent.ReasoningDetailsBlock)
            for item in block.details
        ]

    def is_context_overflow(self, context_window: int | None = None) -> bool:
        """Whether this message failed because the request did not fit the model's context
        window: its stop reason is `error` and `error_message` matches a known provider
        overflow error (see `match_context_overflow`). With `context_window` (tokens), a
        message that succeeded although its input was larger than the window also counts:
        some providers truncate silently instead of failing."""
        return context_overflow(_this(self, agent.AssistantMessage).to_dict(), context_window)


class ToolResultMessage:
    """Behaviour of `agent.ToolResultMessage`."""

    __slots__ = ()
    content: list[agent.ToolResultContentBlock]

    @classmethod
    def from_text(
        cls,
        tool_call_id: str,
        text: str,
        *,
        tool_name: str | None = None,
        is_error: bool = False,
        timestamp: int | None = None,
    ) -> agent.ToolResultMessage:
        """The result of the tool call `tool_call_id` as one text block, stamped now unless
        `timestamp` is given."""
        return agent.ToolResultMessage(
            tool_call_id=tool_call_id,
            content=[agent.TextBlock(text=text)],
            is_error=is_error,
            tool_name=UNSET if tool_name is None else tool_name,
            timestamp=now_ms() if timestamp is None else timestamp,
        )

    def text(self) -> str:
        """What the model sees of the result as text: the text blocks concatenated."""
        return extract_text(self.content)


def turn_id_of(message: agent.AgentMessage) -> str | None:
    """The turn that produced an LLM-lane message; None for messages without one and for the
    extension lane, which has no turns."""
    llm = agent.agent_message_as_llm(message)
    return None if llm is None or isinstance(llm.turn_id, Unset) else llm.turn_id


def with_turn_id(message: agent.AgentMessage, turn_id: str | None) -> agent.AgentMessage:
    """A copy of an LLM-lane message with `turn_id` set (None: removed); an extension-lane
    message is returned as it is, since it has no turn."""
    llm = agent.agent_message_as_llm(message)
    if llm is None:
        return message
    return _replace(llm, turn_id=UNSET if turn_id is None else turn_id)


# --- usage, cost, model -------------------------------------------------------------------------


class Usage:
    """Behaviour of `agent.Usage`; `+` and `+=` are generated from `x-additive`."""

    __slots__ = ()
    input: int
    output: int
    cache_read: int | Unset
    cache_write: int | Unset

    @classmethod
    def total(cls, usages: Iterable[agent.Usage]) -> agent.Usage:
        """The sum of any number of usages (none: all zero), e.g. over every turn of a conversation."""
        result = agent.Usage(input=0, output=0)
        for usage in usages:
            result += usage
        return result

    def merge(self, other: agent.Usage) -> None:
        """Adds `other` into this usage in place (the same as `+=`)."""
        _this(self, agent.Usage).__iadd__(other)

    def combine(self, other: agent.Usage) -> agent.Usage:
        """A new usage, the sum of both (the same as `+`)."""
        return _this(self, agent.Usage) + other

    def cache_hit_rate(self) -> float:
        """The fraction (0.0 to 1.0) of the prompt's tokens served from the cache:
        `cache_read / (input + cache_read + cache_write)`, since `input` excludes cached tokens.
        0.0 when no prompt tokens were processed."""
        return cache_hit_rate(_this(self, agent.Usage).to_dict())

    def estimated_cost(self, config: agent.CostConfig) -> agent.Cost:
        """The dollar cost of this usage at `config`'s per-million-token rates. Reasoning
        tokens are part of `output` and are not charged a second time."""
        usage = _this(self, agent.Usage).to_dict()
        return agent.Cost.from_dict(estimated_cost(usage, config.to_dict()))


# --- usage arithmetic, read from USAGE_ARITHMETIC (schema/data/usage_arithmetic.yaml) ----------


def _number(value: object) -> int | float:
    """A JSON count or price; absent (or not a number: booleans are not numbers) counts as 0."""
    return value if isinstance(value, int | float) and not isinstance(value, bool) else 0


def estimated_cost(usage: Mapping[str, Any], config: Mapping[str, Any]) -> dict[str, Any]:
    """The cost (JSON) of a usage (JSON) at a cost configuration's prices (JSON), as the table
    says: each charge `tokens * price / per_tokens`, then the total of the charges in order."""
    per = USAGE_ARITHMETIC["per_tokens"]
    cost: dict[str, Any] = {}
    total: float = 0.0
    for charge in USAGE_ARITHMETIC["charges"]:
        amount = _number(usage.get(charge["tokens"])) * _number(config.get(charge["price"])) / per
        cost[charge["cost"]] = amount
        total = amount if charge is USAGE_ARITHMETIC["charges"][0] else total + amount
    cost[USAGE_ARITHMETIC["total"]] = total
    return cost


def cache_hit_rate(usage: Mapping[str, Any]) -> float:
    """The share of a usage's (JSON) prompt tokens the cache served, as the table says."""
    rule = USAGE_ARITHMETIC["cache_hit_rate"]
    prompt: int | float = 0
    for name in rule["prompt"]:
        prompt += _number(usage.get(name))
    return _number(usage.get(rule["hit"])) / prompt if prompt else 0.0


def thinking_budgets(budgets: Mapping[str, int]) -> agent.ThinkingBudgets:
    """A thinking budget map from (level, tokens) pairs, checked like decoded data: an unknown
    level or a negative count raises ValidationError."""
    plain = {
        (level.value if isinstance(level, agent.ThinkingLevel) else level): n
        for level, n in budgets.items()
    }
    return agent.thinking_budgets_from_dict(plain)


class ModelSpec:
    """Behaviour of `agent.ModelSpec`."""

    __slots__ = ()
    thinking_level: agent.ThinkingLevel | Unset
    thinking_budgets: agent.ThinkingBudgets | Unset

    @classmethod
    def new(cls, provider: str, model_id: str) -> agent.ModelSpec:
        """A spec for `model_id` at `provider` with thinking off and no budget overrides."""
        return agent.ModelSpec(
            provider=provider, model_id=model_id, thinking_level=agent.ThinkingLevel.OFF
        )

    def thinking_budget(self, level: agent.ThinkingLevel | None = None) -> int | None:
        """The token budget override for `level` (default: this spec's own level, `off` when
        absent); None when there is none and the provider's default applies."""
        if level is None:
            level = (
                agent.ThinkingLevel.OFF
                if isinstance(self.thinking_level, Unset)
                else self.thinking_level
            )
        if isinstance(self.thinking_budgets, Unset):
            return None
        return self.thinking_budgets.get(agent.ThinkingLevel(level).value)


# --- run identity and context -------------------------------------------------------------------


class RunIdentity:
    """Behaviour of `agent.RunIdentity`."""

    __slots__ = ()

    @classmethod
    def root(
        cls,
        *,
        run_id: str | None = None,
        conversation_id: str | None = None,
        deadline_unix_ms: int | None = None,
    ) -> agent.RunIdentity:
        """A top-level run: depth 0, no parent, a fresh UUIDv4 run id unless one is given."""
        return agent.RunIdentity(
            run_id=str(uuid.uuid4()) if run_id is None else run_id,
            depth=0,
            conversation_id=UNSET if conversation_id is None else conversation_id,
            deadline_unix_ms=UNSET if deadline_unix_ms is None else deadline_unix_ms,
        )

    @classmethod
    def child_of(cls, parent: agent.RunIdentity, *, run_id: str | None = None) -> agent.RunIdentity:
        """A run spawned by `parent`: a fresh run id, `parent`'s run id as parent, one level
        deeper, in the same conversation and under the same deadline."""
        return agent.RunIdentity(
            run_id=str(uuid.uuid4()) if run_id is None else run_id,
            parent_run_id=parent.run_id,
            depth=parent.depth + 1,
            conversation_id=parent.conversation_id,
            deadline_unix_ms=parent.deadline_unix_ms,
        )

    def child(self) -> agent.RunIdentity:
        """A run spawned by this one (see `child_of`)."""
        return agent.RunIdentity.child_of(_this(self, agent.RunIdentity))

    def with_run_id(self, run_id: str) -> agent.RunIdentity:
        return _replace(_this(self, agent.RunIdentity), run_id=run_id)

    def with_conversation_id(self, conversation_id: str) -> agent.RunIdentity:
        return _replace(_this(self, agent.RunIdentity), conversation_id=conversation_id)

    def with_deadline_unix_ms(self, deadline_unix_ms: int) -> agent.RunIdentity:
        return _replace(_this(self, agent.RunIdentity), deadline_unix_ms=deadline_unix_ms)


class AgentContext:
    """Behaviour of `agent.AgentContext`."""

    __slots__ = ()
    messages: list[agent.AgentMessage]
    identity: agent.RunIdentity | Unset

    @classmethod
    def new(cls, system_prompt: str) -> agent.AgentContext:
        """A fresh context: the system prompt, no messages, no identity (an anonymous root)."""
        return agent.AgentContext(system_prompt=system_prompt, messages=[])

    def with_messages(self, messages: Iterable[agent.AgentMessage]) -> agent.AgentContext:
        return _replace(_this(self, agent.AgentContext), messages=list(messages))

    def with_identity(self, identity: agent.RunIdentity) -> agent.AgentContext:
        return _replace(_this(self, agent.AgentContext), identity=identity)

    def spawn_child(self, system_prompt: str) -> agent.AgentContext:
        """The context of a run this one spawns: its own system prompt, no messages, and the
        child identity of this context's identity (of a fresh root when it has none)."""
        parent = agent.RunIdentity.root() if isinstance(self.identity, Unset) else self.identity
        return agent.AgentContext(
            system_prompt=system_prompt, messages=[], identity=agent.RunIdentity.child_of(parent)
        )

    def llm_messages(
        self, *, provider: str | None = None, model: str | None = None
    ) -> list[agent.LlmMessage]:
        """What is sent to `model` at `provider`: the LLM-lane messages in order, the extension
        lane dropped, each with only what the model may see (see `convert_to_llm`)."""
        return convert_to_llm(self.messages, provider=provider, model=model)

    def tool_result_problems(self) -> list[Problem]:
        """Tool results of the transcript that answer no earlier tool call (see the function
        `tool_result_problems`), with pointers into this context (`/messages/<index>/...`)."""
        return [
            Problem("/messages" + p.pointer, p.keyword, p.message)
            for p in tool_result_problems(self.messages)
        ]


# --- context overflow ---------------------------------------------------------------------------

# (provider, compiled pattern) per row of the table; case-insensitive, as the table says.
# The patterns are the plan's portable ones (`PORTABLE_PATTERNS`), which every target reads alike.
_OVERFLOW: list[tuple[str, re.Pattern[str]]] = [
    (str(row["provider"]), re.compile(pattern, re.IGNORECASE))
    for row, pattern in zip(CONTEXT_OVERFLOW, PORTABLE_PATTERNS["CONTEXT_OVERFLOW"], strict=True)
]


def match_context_overflow(error_message: str) -> str | None:
    """The provider whose context-overflow error `error_message` is, or None when it matches
    no known overflow error."""
    for provider, pattern in _OVERFLOW:
        if pattern.search(error_message):
            return provider
    return None


def context_overflow(message: Mapping[str, Any], context_window: int | None = None) -> bool:
    """Whether an assistant message (JSON) is a context overflow, by `CONTEXT_OVERFLOW_RULE`
    (schema/data/context_overflow_rule.yaml): a failed message whose error text matches the
    table, or, with a context window, a message whose prompt tokens are above it."""
    rule = CONTEXT_OVERFLOW_RULE
    if message.get(rule["stop_reason"]) == rule["failed"]:
        text = message.get(rule["error_text"])
        return isinstance(text, str) and match_context_overflow(text) is not None
    usage = message.get(rule["usage"])
    if context_window is None or not isinstance(usage, dict):
        return False
    prompt: int | float = 0
    for name in rule["prompt_tokens"]:
        prompt += _number(usage.get(name))
    return prompt > context_window


# --- the LLM lane: what is sent to the model ----------------------------------------------------
#
# The lane filter `agent_message_to_llm` is generated from `x-lane` on the union's arms: it
# drops the extension lane and returns the LLM-lane messages as they are. A property can be in
# a lane of its own too (`x-lane` on the property, listed in the class's `FIELD_LANES`), and
# `convert_to_llm` leaves out every property of another lane than `llm`, knowing none by name.
# What depends on who is asked (native thinking is only meaningful to the model that wrote it)
# no keyword says; `convert_to_llm` does that here too.

_LLM_LANE = "llm"


def convert_to_llm(
    messages: Iterable[agent.AgentMessage],
    *,
    provider: str | None = None,
    model: str | None = None,
) -> list[agent.LlmMessage]:
    """The messages to send to the model `model` at `provider`, in order: the LLM lane only
    (extension messages dropped), and in each message only what the model may see:

    - without the message's own properties that travel in another lane (`FIELD_LANES`: a tool
      result's `details`, the host-side payload for UIs and plugins);
    - in an assistant message, prompted thinking (`source: prompted`) rewoven into visible text
      as one `<thought>...</thought>` text block in its place; native thinking (any other
      source) kept as a thinking block, signature byte for byte, only when the message records
      the same `provider` and `model` as the request, and dropped otherwise (no target given:
      always dropped). Thinking never becomes text in any other way, and reasoning and
      reasoning details blocks stay blocks of their own, never `<thought>` text.

    The messages given are not changed: a message that needs a change is copied (`details`
    stays in the transcript); the others are returned as they are."""
    sent: list[agent.LlmMessage] = []
    for message in agent.agent_message_to_llm(messages):
        message = _in_lane(message, _LLM_LANE)
        if isinstance(message, agent.AssistantMessage):
            producer = (
                provider is not None
                and model is not None
                and message.provider == provider
                and message.model == model
            )
            content = _replayed_content(message.content, producer)
            if content is not None:
                message = _replace(message, content=content)
        sent.append(message)
    return sent


def _in_lane(value: T, lane: str) -> T:
    """`value` without the properties its class puts in a lane other than `lane` (a copy when
    one of them is set; `value` itself otherwise)."""
    lanes: Mapping[str, str] = getattr(type(value), "FIELD_LANES", {})
    away = {
        name: UNSET
        for name, own in lanes.items()
        if own != lane and not isinstance(getattr(value, name), Unset)
    }
    return _replace(value, **away) if away else value


def _replayed_content(
    blocks: list[agent.AssistantContentBlock], producer: bool
) -> list[agent.AssistantContentBlock] | None:
    """An assistant message's content as it is replayed (see `convert_to_llm`); None when it
    is replayed unchanged."""
    replayed: list[agent.AssistantContentBlock] = []
    changed = False
    for block in blocks:
        if isinstance(block, agent.ThinkingBlock):
            changed = True
            if block.source is agent.ThinkingBlockSource.PROMPTED:
                replayed.append(agent.TextBlock(text=weave_thought(block.thinking)))
                continue
            if not producer:
                continue
        replayed.append(block)
    return replayed if changed else None


# --- <thought> tags in visible text -------------------------------------------------------------
#
# A model prompted to think aloud writes `<thought>...</thought>` into its visible text. The tags
# are parsed out into prompted thinking blocks as the text streams (a tag may arrive split over
# any number of fragments), and woven back as `<thought>` text when the transcript is replayed.

#: The tag names read as thinking: `thought`, the one written back, and its usual synonyms.
THOUGHT_TAGS: tuple[str, ...] = ("thought", "thinking", "think", "reasoning", "reflection")


def weave_thought(thinking: str) -> str:
    """Prompted thinking as the visible text it came from: `<thought>thinking</thought>`."""
    return f"<thought>{thinking}</thought>"


class ThoughtPiece(typing.NamedTuple):
    """A piece of visible text or of thinking, as `ThoughtTagFilter` finds them."""

    thinking: bool  #: inside a thought
    text: str
    starts: bool  #: the first piece of its block: a thought, or visible text, begins here


class ThoughtTagFilter:
    """Splits streaming visible text into visible text and thinking written inside tags.

    `feed(fragment)` returns the pieces that are now certain (`ThoughtPiece`s; neighbours of one
    block merged); `finish()` returns the rest at the end of the stream. A tag is `<name>` ...
    `</name>` for a name of `tags` (ASCII case ignored, no spaces, no attributes); the closing
    tag must name the opening one, and inside a thought every other `<` is text. Only a `<`
    that can still start a tag is held back, so the blocks never depend on how the text was
    cut into fragments. A thought still open when the stream ends is kept as thinking (the
    model was cut short while thinking); a held-back `<...` prefix is text."""

    def __init__(self, tags: Iterable[str] = THOUGHT_TAGS) -> None:
        names = [tag.lower() for tag in tags]
        if not names or not all(re.fullmatch(r"[a-z][a-z0-9_-]*", n) for n in names):
            raise ValueError("thought tags are names of ASCII letters, digits, '_' and '-'")
        self._opening = {f"<{name}>": name for name in names}
        self._inside: str | None = None  # the name of the open thought, if any
        self._held = ""  # a `<...` that may still become a tag
        self._starts = True  # the next piece begins a block
        self._out: list[ThoughtPiece] = []

    @property
    def in_thought(self) -> bool:
        """Whether the text so far ends inside an open thought."""
        return self._inside is not None

    def feed(self, fragment: str) -> list[ThoughtPiece]:
        """The pieces of visible text and thinking that `fragment` completes."""
        text = self._held + fragment
        self._held = ""
        start = 0
        while True:
            lt = text.find("<", start)
            if lt < 0:
                self._emit(text[start:])
                break
            self._emit(text[start:lt])
            tag, partial = self._tag_at(text, lt)
            if partial:  # may become a tag once more text arrives
                self._held = text[lt:]
                break
            if tag is None:  # a `<` that starts no tag here: text of whatever kind we are in
                self._emit("<")
                start = lt + 1
                continue
            if self._inside is None:
                self._inside = self._opening[tag.lower()]
                self._starts = True
                self._emit("")  # a thought begins even before (or without) any text
            else:
                self._inside = None
                self._starts = True
            start = lt + len(tag)
        return self._take()

    def finish(self) -> list[ThoughtPiece]:
        """The pieces still held at the end of the stream; the filter is then reset."""
        self._emit(self._held)
        self._held = ""
        self._inside = None
        self._starts = True
        return self._take()

    def _tag_at(self, text: str, at: int) -> tuple[str | None, bool]:
        """The tag starting at `text[at]` (a `<`), or None; and whether the text ends inside
        something that may still become one."""
        wanted = [f"</{self._inside}>"] if self._inside is not None else list(self._opening)
        rest = text[at : at + max(map(len, wanted))].lower()
        for tag in wanted:
            if rest.startswith(tag):
                return text[at : at + len(tag)], False
        return None, any(tag.startswith(rest) for tag in wanted)

    def _emit(self, text: str) -> None:
        thinking = self._inside is not None
        if not text and not (thinking and self._starts):
            return
        if self._starts or not self._out:
            self._out.append(ThoughtPiece(thinking, text, self._starts))
        else:
            last = self._out[-1]
            self._out[-1] = last._replace(text=last.text + text)
        self._starts = False

    def _take(self) -> list[ThoughtPiece]:
        out, self._out = self._out, []
        return out


def split_thoughts(
    text: str, tags: Iterable[str] = THOUGHT_TAGS
) -> list[agent.TextBlock | agent.ThinkingBlock]:
    """Visible text as blocks: text blocks, and a prompted thinking block for each thought
    written in tags (see `ThoughtTagFilter`), in order; blank text between them is kept."""
    thought_filter = ThoughtTagFilter(tags)
    return blocks_of_pieces(thought_filter.feed(text) + thought_filter.finish())


def parse_thoughts(
    message: agent.AssistantMessage, tags: Iterable[str] = THOUGHT_TAGS
) -> agent.AssistantMessage:
    """`message` with the thoughts its visible text holds in tags moved into prompted thinking
    blocks, in place: each run of consecutive text blocks is read as one text (a tag may span
    blocks) and becomes its text and thinking blocks; other blocks stay where they are. A text
    block with a `text_signature` is left as it is (its provider signed that exact text) and
    ends a run. The message itself when its text holds no thought; otherwise a copy."""
    names = tuple(tags)
    content: list[agent.AssistantContentBlock] = []
    run: list[agent.TextBlock] = []
    found = False

    def flush() -> None:
        nonlocal found
        if not run:
            return
        split = split_thoughts("".join(block.text for block in run), names)
        if any(isinstance(block, agent.ThinkingBlock) for block in split):
            found = True
            content.extend(split)
        else:
            content.extend(run)  # untouched: the blocks as they were, not merged
        run.clear()

    for block in message.content:
        if isinstance(block, agent.TextBlock) and isinstance(block.text_signature, Unset):
            run.append(block)
            continue
        flush()
        content.append(block)
    flush()
    return _replace(message, content=content) if found else message


def blocks_of_pieces(pieces: Iterable[ThoughtPiece]) -> list[agent.TextBlock | agent.ThinkingBlock]:
    """The blocks a run of `ThoughtTagFilter` pieces makes: a piece that `starts` opens a text
    block or a prompted thinking block, any other piece extends the last block."""
    blocks: list[agent.TextBlock | agent.ThinkingBlock] = []
    for piece in pieces:
        last = blocks[-1] if blocks else None
        if not piece.starts and isinstance(last, agent.ThinkingBlock) and piece.thinking:
            last.thinking += piece.text
        elif not piece.starts and isinstance(last, agent.TextBlock) and not piece.thinking:
            last.text += piece.text
        elif piece.thinking:
            blocks.append(
                agent.ThinkingBlock(thinking=piece.text, source=agent.ThinkingBlockSource.PROMPTED)
            )
        else:
            blocks.append(agent.TextBlock(text=piece.text))
    return blocks


# --- reasoning detail items: the typed view ---------------------------------------------------


class ReasoningDetailsBlock:
    """Behaviour of `agent.ReasoningDetailsBlock`: a typed view of its items, which stay the
    source of truth. The view's types are the schema's `reasoning_detail` union."""

    __slots__ = ()
    details: list[JsonValue]

    @classmethod
    def from_items(cls, items: Iterable[agent.ReasoningDetail]) -> agent.ReasoningDetailsBlock:
        """A block whose `details` are the JSON of `items`, in order (a decoded item writes its
        keys back in the order they came, unknown ones included)."""
        return agent.ReasoningDetailsBlock(details=[item.to_dict() for item in items])

    def as_items(self) -> list[agent.ReasoningDetail]:
        """The items that are one of the known kinds (`reasoning.text`, `reasoning.summary`,
        `reasoning.encrypted`), decoded, in order. An item of another kind or shape is left
        out of the view and stays, byte for byte, in `details`."""
        items = []
        for value in self.details:
            try:
                items.append(agent.reasoning_detail_from_dict(value))
            except ValidationError:
                continue
        return items

    def has_signed_payload(self) -> bool:
        """Whether some item carries a signature or an encrypted payload, which a provider that
        checks replays rejects when it is missing on the next turn."""
        return any(_signed(item) for item in self.as_items())


def _signed(item: agent.ReasoningDetail) -> bool:
    if isinstance(item, agent.ReasoningEncryptedDetail):
        return True
    return isinstance(item, agent.ReasoningTextDetail) and isinstance(item.signature, str)


# --- transcript rules ---------------------------------------------------------------------------


def tool_result_problems(messages: Iterable[agent.AgentMessage]) -> list[Problem]:
    """Tool results that answer no tool call: each tool result's `tool_call_id` must be the
    `id` of a tool call block in an earlier assistant message. Extension messages are passed
    over unread (the loop never looks inside them). Pointers are `/<index>/tool_call_id`."""
    return pairing_problems("tool_result", [message.to_dict() for message in messages])


def _matches(value: object, where: Mapping[str, Any]) -> bool:
    return isinstance(value, dict) and all(
        k in value and _json_equal(value[k], v) for k, v in where.items()
    )


def pairing_problems(rule_name: str, values: Iterable[object]) -> list[Problem]:
    """The values (JSON, in order) that answer nothing earlier, by the `PAIRING` rule named
    `rule_name` (schema/data/pairing.yaml): each a problem at `/<index>/<key>`."""
    rule = next(rule for rule in PAIRING if rule["name"] == rule_name)
    calls, answers = rule["calls"], rule["answers"]
    problems = []
    opened: set[str] = set()
    for index, value in enumerate(values):
        if not isinstance(value, dict):
            continue
        if _matches(value, calls["where"]):
            holders = value.get(calls["each"]) if "each" in calls else [value]
            for item in holders if isinstance(holders, list) else []:
                if _matches(item, calls.get("item_where", {})):
                    key = item.get(calls["key"])
                    if isinstance(key, str):
                        opened.add(key)
        elif _matches(value, answers["where"]):
            key = value.get(answers["key"])
            if not isinstance(key, str) or key not in opened:
                problems.append(
                    Problem(
                        f"/{index}/{answers['key']}",
                        rule["keyword"],
                        _fill(rule["message"], key=_shown(key)),
                    )
                )
    return problems


_HOLE = re.compile(r"\{(\w+)\}")


def _fill(template: str, **holes: str) -> str:
    """A rule's message (the data tables' `message`), each `{name}` replaced by its text."""
    return _HOLE.sub(lambda hole: holes[hole[1]], template)


def _count(value: object) -> int:
    """A count of a usage total: a number of integer value (booleans are not numbers), else 0."""
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return 0


def usage_total_problems(rule_name: str, values: Iterable[object]) -> list[Problem]:
    """The totals (JSON values, in order) that are not the sum of their parts, by the
    `USAGE_TOTALS` rule named `rule_name` (schema/data/usage_totals.yaml): a problem at
    `/<index>/<key>/<count>` for each count that differs."""
    rule = next(rule for rule in USAGE_TOTALS if rule["name"] == rule_name)
    parts, total = rule["parts"], rule["total"]
    sums = dict.fromkeys(rule["counts"], 0)
    problems = []
    for index, value in enumerate(values):
        if not isinstance(value, dict):
            continue
        if _matches(value, rule["reset"]):
            sums = dict.fromkeys(rule["counts"], 0)
        elif _matches(value, parts["where"]):
            part = value.get(parts["key"])
            if isinstance(part, dict):
                for name in sums:
                    sums[name] += _count(part.get(name))
        elif _matches(value, total["where"]):
            said = value.get(total["key"])
            if not isinstance(said, dict):
                continue
            for name, want in sums.items():
                if _count(said.get(name)) != want:
                    problems.append(
                        Problem(
                            f"/{index}/{total['key']}/{name}",
                            rule["keyword"],
                            _fill(
                                rule["message"],
                                count=name,
                                said=_shown(said.get(name)),
                                sum=_shown(want),
                            ),
                        )
                    )
    return problems


def _json_equal(a: object, b: object) -> bool:
    """JSON equality: numbers by value, booleans apart from numbers."""
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_json_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and a == b


def _depth(value: object) -> int | float | None:
    return None if isinstance(value, bool) or not isinstance(value, (int, float)) else value


def identity_problems(values: Iterable[object]) -> list[Problem]:
    """How a list of run identities (JSON objects, in any order) breaks the `IDENTITY_RULE`
    (schema/data/identity_rule.yaml): a root's depth, a child's depth, run id and what it
    inherits from the identity its parent names."""
    rule = IDENTITY_RULE
    key, parent, depth, messages = rule["key"], rule["parent"], rule["depth"], rule["messages"]
    identities = list(values)
    by_key: dict[str, dict[str, Any]] = {}
    for value in identities:
        if isinstance(value, dict) and isinstance(value.get(key), str):
            by_key.setdefault(value[key], value)  # the first of a repeated id is the one named
    problems = []
    for index, value in enumerate(identities):
        if not isinstance(value, dict):
            continue
        named = value.get(parent)
        own = _depth(value.get(depth))
        is_root = named is None
        if own is not None and (own == rule["root_depth"]) != is_root:
            message = messages["root_depth" if is_root else "child_depth"]
            root_depth = _shown(rule["root_depth"])
            problems.append(Problem(f"/{index}/{depth}", "depth", _fill(message, root_depth=root_depth)))
        spawner = by_key.get(named) if isinstance(named, str) else None
        if spawner is None:
            continue
        above = _depth(spawner.get(depth))
        if own is not None and above is not None and own != above + 1:
            said = _fill(messages["parent_depth"], depth=_shown(above))
            problems.append(Problem(f"/{index}/{depth}", "depth", said))
        if value.get(key) == named:
            problems.append(Problem(f"/{index}/{key}", "fresh", _fill(messages["fresh"])))
        for name in rule["inherit"]:
            mine, theirs = value.get(name, _ABSENT), spawner.get(name, _ABSENT)
            if (mine is _ABSENT) != (theirs is _ABSENT) or not _json_equal(mine, theirs):
                said = _fill(messages["inherit"], name=name)
                problems.append(Problem(f"/{index}/{name}", "inherit", said))
    return problems


# --- Open Responses item rules ------------------------------------------------------------------


class FunctionCallData:
    """Behaviour of `openresponses.FunctionCallItem` and `FunctionCallItemParam`."""

    __slots__ = ()
    arguments: str

    def parsed_arguments(self) -> JsonValue:
        """The arguments as JSON (normally an object); raises ValueError, saying where the text
        stops being JSON, when they do not parse. `arguments` itself stays the string sent."""
        return _parse_arguments(self.arguments)

    def arguments_problem(self) -> str | None:
        """Why the arguments are not JSON text, or None when they are."""
        return _arguments_problem(self.arguments)


def _parse_arguments(text: str) -> JsonValue:
    try:
        value: JsonValue = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"arguments are not JSON ({exc})") from None
    return value


def _arguments_problem(text: str) -> str | None:
    """Why a function call's arguments are not JSON text, or None when they are (the fold
    reads them from JSON, without the item's class)."""
    try:
        _parse_arguments(text)
    except ValueError as exc:
        return str(exc)
    return None


class ReasoningData:
    """Behaviour of `openresponses.ReasoningItem` and `ReasoningItemParam`."""

    __slots__ = ()
    summary: list[Any]
    content: list[Any] | None | Unset
    encrypted_content: str | None | Unset

    def carries_reasoning(self) -> bool:
        """Whether the item holds some reasoning: a summary part, a content part or encrypted
        content. An item with none is valid, but worth a warning (seed 004)."""
        return bool(
            self.summary
            or (isinstance(self.content, list) and self.content)
            or isinstance(self.encrypted_content, str)
        )


class ResponseUsage:
    """Behaviour of `openresponses.Usage`."""

    __slots__ = ()
    input_tokens: int
    output_tokens: int
    total_tokens: int
    input_tokens_details: openresponses.InputTokensDetails
    output_tokens_details: openresponses.OutputTokensDetails

    def problems(self) -> list[Problem]:
        """The totals that do not add up: `total_tokens` must be `input_tokens + output_tokens`,
        cached tokens at most the input tokens, reasoning tokens at most the output tokens."""
        found = []
        if self.total_tokens != self.input_tokens + self.output_tokens:
            found.append(
                Problem(
                    "/total_tokens",
                    "total_tokens",
                    f"total_tokens is {self.total_tokens}, not input_tokens + output_tokens "
                    f"({self.input_tokens + self.output_tokens})",
                )
            )
        if self.input_tokens_details.cached_tokens > self.input_tokens:
            found.append(
                Problem(
                    "/input_tokens_details/cached_tokens",
                    "cached_tokens",
                    "more cached tokens than input tokens",
                )
            )
        if self.output_tokens_details.reasoning_tokens > self.output_tokens:
            found.append(
                Problem(
                    "/output_tokens_details/reasoning_tokens",
                    "reasoning_tokens",
                    "more reasoning tokens than output tokens",
                )
            )
        return found


# --- folding an assistant message stream --------------------------------------------------------


def _best_parse(text: str) -> Any:
    """The JSON value a prefix of JSON text stands for so far: the text itself when it parses,
    else the longest cut of it that parses once its open strings and brackets are closed; None
    when nothing does. While a tool call streams, this gives `arguments` a useful value."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    closers: list[str] = []
    cuts: list[tuple[int, str]] = []  # (end of a prefix that may close cleanly, what closes it)
    in_string = escaped = False
    for i, char in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
                cuts.append((i + 1, "".join(reversed(closers))))
        elif char == '"':
            in_string = True
        elif char in "{[":
            closers.append("}" if char == "{" else "]")
            cuts.append((i + 1, "".join(reversed(closers))))
        elif char in "}]" and closers:
            closers.pop()
            cuts.append((i + 1, "".join(reversed(closers))))
        elif char.isdigit() or char in "el":  # the last character of a number, true, false, null
            cuts.append((i + 1, "".join(reversed(closers))))
    if in_string and not escaped:  # a string value cut short: keep what arrived of it
        cuts.append((len(text), '"' + "".join(reversed(closers))))
    for end, close in reversed(cuts[-8:]):  # the latest cuts; earlier ones only lose more
        try:
            return json.loads(text[:end] + close)
        except json.JSONDecodeError:
            continue
    return None


def _whole(value: object) -> int | None:
    """A JSON number that is an integer, as an int (`1.0` is the integer 1, as JSON Schema
    reads it); None for anything else."""
    if type(value) is int:
        return value
    if type(value) is float and value.is_integer():
        return int(value)
    return None


class _Growing:
    """A text field that deltas extend: its pieces, joined once when the text is read. Adding
    to an immutable string copies it, so a fold that did `text += delta` would cost the square
    of its text; a piece appended to a list costs its own length."""

    __slots__ = ("pieces",)

    def __init__(self, start: str) -> None:
        self.pieces = [start]

    def add(self, piece: str) -> None:
        self.pieces.append(piece)

    def text(self) -> str:
        """The whole text (joined, then kept as one piece: later pieces join onto it)."""
        pieces = self.pieces
        if len(pieces) > 1:
            pieces[:] = ["".join(pieces)]
        return pieces[0]


class AssistantMessageAccumulator:
    """Folds the events of one model call (`agent.AssistantMessageEvent`: start, deltas, then
    done or error) into the assistant message they describe.

    `feed(event)` applies one event and returns the message so far (the same object each time,
    updated in place: copy it, or call `to_dict()`, to keep a snapshot); `finish()` ends the
    stream and returns the final message. A stream that breaks the rules never raises: every
    problem is recorded in `problems` (pointer `/<event index>`) and the event is skipped or
    applied as sensibly as it can be. Tool-call argument fragments collect in the block's
    `partial_json`, with `arguments` the best parse so far; at the end they must form a JSON
    object, and when they do not the message itself fails (stop reason `error`, the reason in
    `error_message`), with the raw text kept in `partial_json`.

    A fragment is placed by its `content_index`, else (tool calls) by its `tool_call_index`,
    else it extends the message's last block when that block is of its kind, else it opens a
    new block. Thinking, reasoning and text fragments never merge into each other's blocks.

    The fold is linear in the text of the deltas: fragments are kept as pieces and joined, and
    a tool call's arguments parsed, when the message is read (`message`, `feed`, `finish`).
    `feed_validated` reads nothing, so a stream fed that way costs its length; reading the
    message after every event costs the message's size each time.
    """

    def __init__(
        self,
        *,
        provider: str | None = None,
        model: str | None = None,
        api: str | None = None,
        clock: Callable[[], int] = now_ms,
    ) -> None:
        self._message = agent.AssistantMessage(
            content=[],
            stop_reason=agent.StopReason.STOP,  # until the stream says otherwise
            provider=UNSET if provider is None else provider,
            model=UNSET if model is None else model,
            api=UNSET if api is None else api,
        )
        self.problems: list[Problem] = []
        self.finished = False
        self._started = False
        self._events = 0
        self._clock = clock
        # (content index, field) -> the text that field is growing to, until the message is
        # read; and the tool calls whose arguments are to be parsed again then
        self._growing: dict[tuple[int, str], _Growing] = {}
        self._unparsed: set[int] = set()
        # the content indexes of the tool calls, and how many blocks were looked at to find them
        self._calls: list[int] = []
        self._calls_seen = 0

    @property
    def message(self) -> agent.AssistantMessage:
        """The message so far (the same object each time, updated in place)."""
        self._settle()
        return self._message

    @message.setter
    def message(self, message: agent.AssistantMessage) -> None:
        self._settle()
        self._message = message
        self._calls, self._calls_seen = [], 0

    def _settle(self) -> None:
        """Writes the pieces of text that arrived since the message was last read into its
        blocks, and gives each tool call that grew the best parse of its arguments."""
        if not self._growing:
            return
        content = self._message.content
        for (index, name), growing in self._growing.items():
            setattr(content[index], name, growing.text())
        self._growing.clear()
        for index in self._unparsed:
            block = content[index]
            assert isinstance(block, agent.ToolCallBlock)
            raw = block.partial_json
            so_far = _best_parse(raw) if isinstance(raw, str) and raw.strip() else {}
            if isinstance(so_far, dict):
                block.arguments = so_far
        self._unparsed.clear()

    def _grow(self, index: int, block: object, name: str, piece: str) -> None:
        """Adds `piece` to the text field `name` of the block at `index`."""
        growing = self._growing.get((index, name))
        if growing is None:
            start = getattr(block, name)
            growing = self._growing[index, name] = _Growing(
                "" if isinstance(start, Unset) else start
            )
        growing.add(piece)

    def feed(
        self, event: agent.AssistantMessageEvent | Mapping[str, Any], *, valid: bool = False
    ) -> agent.AssistantMessage:
        """Applies one event (a decoded event, or its JSON object) and returns the message so
        far. `valid`: the caller has validated the JSON already (it is not checked again)."""
        self._fold(event, valid)
        return self.message

    def _fold(self, event: agent.AssistantMessageEvent | Mapping[str, Any], valid: bool) -> None:
        """`feed` without reading the message."""
        at = f"/{self._events}"
        self._events += 1
        try:
            event = _decoded(
                event,
                agent.AssistantMessageEvent,
                agent.assistant_message_event_from_dict,
                agent._build_AssistantMessageEvent if valid else None,
            )
        except ValidationError as err:
            shown = "; ".join(str(p) for p in err.problems[:3])
            self._problem(at, "schema", f"not an assistant message event: {shown}")
            return
        if self.finished:
            self._problem(
                at,
                "order",
                f"a {_shown(event.type_)} event after the stream ended; the message is final",
            )
            return
        if isinstance(event, agent.AssistantMessageStart):
            if self._started:
                self._problem(at, "order", "a start event after the stream had started; ignored")
            elif not isinstance(event.partial, Unset):
                self.message = copy.deepcopy(event.partial)
            self._started = True
            return
        if not self._started:
            self._problem(
                at,
                "order",
                f"a {_shown(event.type_)} event before start; folded as if the stream had started",
            )
            self._started = True
        if isinstance(event, agent.AssistantMessageDelta):
            self._apply(event.delta, at)
        elif isinstance(event, agent.AssistantMessageDone):
            self._settle()
            self._end_done(event, at)
        else:
            self._settle()
            self._end_error(event, at)

    def feed_validated(self, event: dict[str, Any]) -> None:
        """`feed(event, valid=True)` for JSON the caller has validated, returning nothing (the
        same method as the other folds'): the message is not read, so a stream fed this way
        costs the length of its text."""
        self._fold(event, True)

    def push(self, event: agent.AssistantMessageEvent | Mapping[str, Any]) -> None:
        """`feed` without reading the message, as the other targets' `push`: a tool call's
        arguments are parsed when the message is next read or the stream ends, so what a
        failed call keeps does not depend on when the message was read before."""
        self._fold(event, False)

    @property
    def started(self) -> bool:
        """Whether the stream has begun (an event other than a rejected one arrived)."""
        return self._started

    def finish(self) -> agent.AssistantMessage:
        """Ends the stream and returns the final message. A stream that stopped before its done
        or error event leaves a failed message (stop reason `error`)."""
        if not self.finished:
            self._settle()
            reason = "the stream ended before its done or error event"
            self._problem(f"/{self._events}", "unfinished", reason)
            self._complete_tool_calls(None)
            self.message.stop_reason = agent.StopReason.ERROR
            self.message.error_message = reason
            if isinstance(self.message.timestamp, Unset):
                self.message.timestamp = self._clock()
            self.finished = True
        return self.message

    def fold(
        self, events: Iterable[agent.AssistantMessageEvent | Mapping[str, Any]]
    ) -> Iterator[agent.AssistantMessage]:
        """The message after each event, then the final message."""
        for event in events:
            yield self.feed(event)
        yield self.finish()

    def fold_all(
        self, events: Iterable[agent.AssistantMessageEvent | Mapping[str, Any]]
    ) -> agent.AssistantMessage:
        """Folds every event and returns the final message, reading it only at the end (so in
        time linear in the stream)."""
        for event in events:
            self._fold(event, False)
        return self.finish()

    # -- events ----------------------------------------------------------------------------------

    def _problem(self, pointer: str, keyword: str, message: str) -> None:
        self.problems.append(Problem(pointer, keyword, message))

    def _end_done(self, event: agent.AssistantMessageDone, at: str) -> None:
        self.finished = True
        self._adopt(event.message, at)
        theirs = event.message
        if not isinstance(theirs, Unset) and (
            theirs.stop_reason is not event.stop_reason
            or (not isinstance(theirs.usage, Unset) and theirs.usage != event.usage)
        ):
            self._problem(
                at, "mismatch", "the done event and its message disagree on stop reason or usage"
            )
        self.message.usage = event.usage
        if not isinstance(theirs, Unset) and not isinstance(theirs.cost, Unset):
            # the cost is computed from the usage: a start snapshot's (pi-ai's zeros) is stale
            self.message.cost = copy.deepcopy(theirs.cost)
        self.message.stop_reason = event.stop_reason
        if isinstance(self.message.timestamp, Unset):
            self.message.timestamp = self._clock()
        failures = self._complete_tool_calls(at)
        if failures:
            self.message.stop_reason = agent.StopReason.ERROR
            self.message.error_message = "; ".join(failures)

    def _end_error(self, event: agent.AssistantMessageError, at: str) -> None:
        self.finished = True
        self._adopt(event.message, None)
        theirs = event.message
        if not isinstance(theirs, Unset) and (
            theirs.stop_reason is not event.stop_reason
            or theirs.error_message != event.error_message
        ):
            self._problem(
                at,
                "mismatch",
                "the error event and its message disagree on stop reason or error text",
            )
        self.message.stop_reason = event.stop_reason
        self.message.error_message = event.error_message
        if not isinstance(event.usage, Unset):
            self.message.usage = event.usage
            if not isinstance(theirs, Unset) and not isinstance(theirs.cost, Unset):
                self.message.cost = copy.deepcopy(theirs.cost)  # computed from that usage
        if isinstance(self.message.timestamp, Unset):
            self.message.timestamp = self._clock()
        self._complete_tool_calls(None)  # the message failed already; keep what can be kept

    def _adopt(self, theirs: agent.AssistantMessage | Unset, at: str | None) -> None:
        """Takes from the producer's own assembled message what deltas never carry (provider,
        ids, cost, timestamp, error text, and in each block the fields no fragment set, such as
        signatures and provider metadata); on done, its content must agree with the fold."""
        if isinstance(theirs, Unset):
            return
        ours = self.message
        for mine, given in zip(ours.content, theirs.content, strict=False):
            if type(mine) is type(given):
                for name in type(mine).JSON_NAMES:
                    if isinstance(getattr(mine, name), Unset):
                        setattr(mine, name, copy.deepcopy(getattr(given, name)))
                if isinstance(mine, agent.ToolCallBlock):
                    # a call opened by deltas that carry only arguments (seed 003's
                    # `ToolCallDelta { delta }`) was named by no fragment: its id and name are
                    # the producer's
                    assert isinstance(given, agent.ToolCallBlock)
                    if mine.id == "":
                        mine.id = given.id
                    if mine.name == "":
                        mine.name = given.name
        if at is not None and [b.to_dict() for b in theirs.content] != [
            b.to_dict() for b in self._final_content()
        ]:
            self._problem(
                at,
                "mismatch",
                "the producer's finished message has other content than its deltas add up to",
            )
        for name in (
            "provider",
            "model",
            "api",
            "response_id",
            "response_model",
            "cost",
            "error_message",
            "timestamp",
            "turn_id",
        ):
            if isinstance(getattr(ours, name), Unset):
                setattr(ours, name, copy.deepcopy(getattr(theirs, name)))

    def _final_content(self) -> list[agent.AssistantContentBlock]:
        """The content as it will be once tool calls are complete (for comparison only)."""
        content = copy.deepcopy(self.message.content)
        for block in content:
            if isinstance(block, agent.ToolCallBlock) and not isinstance(block.partial_json, Unset):
                value = _best_parse(block.partial_json) if block.partial_json.strip() else {}
                if isinstance(value, dict):
                    block.arguments = value
                block.partial_json = UNSET
        return content

    def _complete_tool_calls(self, at: str | None) -> list[str]:
        """Parses every streamed tool call's arguments. Returns what failed when the stream
        ended normally (`at` is its done event); after a failure the calls are kept as they are."""
        failures = []
        for index, block in enumerate(self.message.content):
            if not isinstance(block, agent.ToolCallBlock):
                continue
            name = _shown(block.name) if block.name else "without a name"
            what = f"tool call {name} at content index {index}"
            if not isinstance(block.partial_json, Unset):
                text = block.partial_json
                try:
                    value = json.loads(text) if text.strip() else {}
                except json.JSONDecodeError as exc:
                    failures.append(f"{what}: its argument fragments are not JSON ({exc})")
                else:
                    if isinstance(value, dict):
                        block.arguments = value
                        block.partial_json = UNSET
                    else:
                        failures.append(f"{what}: its arguments are JSON but not an object")
            if not block.id:
                failures.append(f"{what}: no id arrived")
            if not block.name:
                failures.append(f"{what}: no name arrived")
        if at is None:
            return []
        for failure in failures:
            self._problem(at, "tool_call", failure)
        return failures

    # -- deltas ------------------------------------------------------------------------------------

    def _apply(self, delta: agent.StreamDelta, at: str) -> None:
        index = self._place(delta, at)
        if index is None:
            return
        block = self._message.content[index]
        grow = self._grow
        if isinstance(delta, agent.TextDelta) and isinstance(block, agent.TextBlock):
            grow(index, block, "text", delta.delta)
            if not isinstance(delta.signature, Unset):  # as a thinking signature, in pieces
                grow(index, block, "text_signature", delta.signature)
        elif isinstance(delta, agent.ThinkingDelta) and isinstance(block, agent.ThinkingBlock):
            grow(index, block, "thinking", delta.delta)
            if not isinstance(
                delta.signature, Unset
            ):  # signatures arrive in pieces too; bytes kept as sent
                grow(index, block, "signature", delta.signature)
        elif isinstance(delta, agent.ReasoningDelta) and isinstance(block, agent.ReasoningBlock):
            grow(index, block, "text", delta.delta)
        elif isinstance(delta, agent.ReasoningDetailsDelta) and isinstance(
            block, agent.ReasoningDetailsBlock
        ):
            block.details.extend(delta.delta)
        elif isinstance(delta, agent.ToolCallDelta) and isinstance(block, agent.ToolCallBlock):
            if not isinstance(delta.id, Unset):
                grow(index, block, "id", delta.id)
            if not isinstance(delta.name, Unset):
                grow(index, block, "name", delta.name)
            # the arguments are parsed when the message is read: parsing the whole text on
            # every fragment would cost the square of its length; an absent fragment is no text
            grow(
                index, block, "partial_json", "" if isinstance(delta.delta, Unset) else delta.delta
            )
            self._unparsed.add(index)

    def _place(self, delta: agent.StreamDelta, at: str) -> int | None:
        """The index of the content block `delta` extends, opening one when needed; None when
        the delta addresses a block of another kind (then it is dropped and reported)."""
        content = self._message.content
        fresh = _empty_block(delta)
        kind = type(fresh)
        if not isinstance(delta.content_index, Unset):
            index = typing.cast(int, _whole(delta.content_index))  # validated: an integer
            if index < len(content):
                if isinstance(content[index], kind):
                    return index
                self._problem(
                    at,
                    "content_index",
                    f"content_index {index} holds a {content[index].type_} block, not {fresh.type_}; fragment dropped",
                )
                return None
            if index > len(content):
                self._problem(
                    at,
                    "content_index",
                    f"content_index {index} skips past the end of the content; opened at {len(content)}",
                )
        elif isinstance(delta, agent.ToolCallDelta) and not isinstance(
            delta.tool_call_index, Unset
        ):
            call = typing.cast(int, _whole(delta.tool_call_index))  # validated: an integer
            calls = self._tool_calls()
            if call < len(calls):
                return calls[call]
            if call > len(calls):
                self._problem(
                    at,
                    "tool_call_index",
                    f"tool_call_index {call} skips a call; opened as call {len(calls)}",
                )
        elif content and isinstance(content[-1], kind):
            return len(content) - 1
        content.append(fresh)
        return len(content) - 1

    def _tool_calls(self) -> list[int]:
        """The content indexes of the tool calls, found once each: blocks are only appended
        while the stream runs, so only those after the last look are looked at."""
        content, calls = self._message.content, self._calls
        if self._calls_seen > len(content):  # the content was replaced: look again
            calls.clear()
            self._calls_seen = 0
        for index in range(self._calls_seen, len(content)):
            if isinstance(content[index], agent.ToolCallBlock):
                calls.append(index)
        self._calls_seen = len(content)
        return calls


def _empty_block(delta: agent.StreamDelta) -> agent.AssistantContentBlock:
    """The empty block a delta of this kind opens."""
    if isinstance(delta, agent.TextDelta):
        return agent.TextBlock(text="")
    if isinstance(delta, agent.ThinkingDelta):
        return agent.ThinkingBlock(thinking="")
    if isinstance(delta, agent.ReasoningDelta):
        return agent.ReasoningBlock(text="")
    if isinstance(delta, agent.ReasoningDetailsDelta):
        return agent.ReasoningDetailsBlock(details=[])
    return agent.ToolCallBlock(id="", name="", arguments={}, partial_json="")


def fold_assistant_message(
    events: Iterable[agent.AssistantMessageEvent | Mapping[str, Any]],
    *,
    provider: str | None = None,
    model: str | None = None,
    api: str | None = None,
    clock: Callable[[], int] = now_ms,
) -> Iterator[agent.AssistantMessage]:
    """The assistant message after each event of a stream, then the final message (use an
    `AssistantMessageAccumulator` to see the problems of a broken stream)."""
    accumulator = AssistantMessageAccumulator(provider=provider, model=model, api=api, clock=clock)
    return accumulator.fold(events)


# --- folding an Open Responses stream -----------------------------------------------------------

_STATE_EVENTS: dict[str, tuple[str, ...]] = {  # event type -> the statuses its snapshot may have
    "response.created": ("queued", "in_progress"),
    "response.queued": ("queued",),
    "response.in_progress": ("in_progress",),
    "response.completed": ("completed",),
    "response.failed": ("failed",),
    "response.incomplete": ("incomplete",),
    "response.cancelled": ("cancelled",),
}


# The events `ResponseAccumulator` folds from their JSON, and what each names: text deltas and
# done texts (where the text goes: an item's content or summary parts, or a function call's
# arguments; the field holding it, the field of its part's index, the part type it streams
# into and the part's text field), parts added or done, annotations, and items added or done.
# The fold keeps its state as JSON: only what `response` returns is built as classes.
_DELTA_EVENTS = {
    "response.output_text.delta": "content",
    "response.refusal.delta": "content",
    "response.reasoning.delta": "content",
    "response.reasoning_summary_text.delta": "summary",
    "response.function_call_arguments.delta": "arguments",
}
_TEXT_DONE_EVENTS = {
    "response.output_text.done": ("content", "text"),
    "response.refusal.done": ("content", "refusal"),
    "response.reasoning.done": ("content", "text"),
    "response.reasoning_summary_text.done": ("summary", "text"),
}
# The part type each text event streams into.
_PART_OF_EVENT = {
    "response.output_text.delta": "output_text",
    "response.output_text.done": "output_text",
    "response.output_text.annotation.added": "output_text",
    "response.refusal.delta": "refusal",
    "response.refusal.done": "refusal",
    "response.reasoning.delta": "reasoning_text",
    "response.reasoning.done": "reasoning_text",
    "response.reasoning_summary_text.delta": "summary_text",
    "response.reasoning_summary_text.done": "summary_text",
}
_JSON_TEXT_EVENTS: dict[str, tuple[str, str, str, str, str]] = {
    kind: (
        where,
        "delta" if final is None else final,
        "" if where == "arguments" else f"{where}_index",
        _PART_OF_EVENT.get(kind, ""),
        "refusal" if _PART_OF_EVENT.get(kind) == "refusal" else "text",
    )
    for table in (_DELTA_EVENTS, _TEXT_DONE_EVENTS)
    for kind, (where, final) in (
        (k, (v, None) if isinstance(v, str) else v) for k, v in table.items()
    )
}
# and a function call's whole arguments, which must add up and then parse
_JSON_TEXT_EVENTS["response.function_call_arguments.done"] = ("arguments", "arguments", "", "", "")
# Part events: where the part goes, and whether it is added (else done).
_PART_EVENTS: dict[str, tuple[str, bool]] = {
    "response.content_part.added": ("content", True),
    "response.content_part.done": ("content", False),
    "response.reasoning_summary_part.added": ("summary", True),
    "response.reasoning_summary_part.done": ("summary", False),
}
_ANNOTATION_EVENT = "response.output_text.annotation.added"  # its payload is `annotation`
_ITEM_ADDED, _ITEM_DONE = "response.output_item.added", "response.output_item.done"
# The item types that keep parts in `content` or `summary`, and the one whose `arguments`
# stream (the types the item union's arms pin).
_PART_LISTS: dict[str, frozenset[str]] = {
    "content": frozenset({"message", "reasoning"}),
    "summary": frozenset({"reasoning"}),
}
_FUNCTION_CALL = "function_call"
_ABSENT: Any = object()  # a key a JSON object does not have (as opposed to null)
# item type -> whether its class types `status` as an ItemStatus (learnt from the first such
# item built: the item union's arms decide, not a list kept here)
_ITEM_STATUS_TYPED: dict[object, bool] = {}


# Properties compared as opaque, and lists a done value may leave empty (schema/data/stream_fold.yaml).
_OPAQUE: frozenset[str] = frozenset(STREAM_FOLD["opaque"] + STREAM_FOLD["opaque_in_extensions"])
_UNREPEATED: frozenset[str] = frozenset(STREAM_FOLD["unrepeated"])


def _agree(folded: Any, given: Any) -> bool:
    """Whether what a producer sent as done (`given`: a done item or part, a terminal
    snapshot's output) agrees with what the fold built from the events (`folded`): equal as
    JSON, but for the properties a producer sends anew at each emission (opaque: equal when both
    are there, of one JSON type) and the lists it need not repeat (unrepeated: left out when
    either side has none or an empty one)."""
    if _json_equal(folded, given):
        return True
    if type(folded) is dict and type(given) is dict:
        for key in folded.keys() | given.keys():
            mine, theirs = folded.get(key, _ABSENT), given.get(key, _ABSENT)
            if key in _OPAQUE and mine is not _ABSENT and theirs is not _ABSENT:
                if type(mine) is type(theirs):
                    continue
                return False
            if key in _UNREPEATED and (mine in (_ABSENT, []) or theirs in (_ABSENT, [])):
                continue
            if mine is _ABSENT or theirs is _ABSENT or not _agree(mine, theirs):
                return False
        return True
    if type(folded) in (list, tuple) and type(given) is type(folded):
        return len(folded) == len(given) and all(map(_agree, folded, given))
    return False


# The events that cannot be the first of a resumed stream: the one that starts a response, and
# those that end it.
_OPENING_OR_CLOSING: frozenset[str] = frozenset()  # filled in once the classes are imported


def _item_status(item: dict[str, Any]) -> openresponses.ItemStatus | None:
    """An item's status (JSON) as its class holds it, when that is an `ItemStatus`."""
    status = item.get("status")
    if type(status) is not str:
        return None
    kind = item.get("type")
    typed = _ITEM_STATUS_TYPED.get(kind)
    if typed is None:
        built = getattr(openresponses._build_Item(item), "status", None)
        typed = _ITEM_STATUS_TYPED[kind] = isinstance(built, openresponses.ItemStatus)
    if not typed:
        return None
    try:
        return openresponses._build_ItemStatus(status)
    except KeyError:
        return None


def _copy_json(value: Any) -> Any:
    """A copy of decoded JSON (objects and arrays copied, the rest shared: it is immutable)."""
    if type(value) is dict:
        return {k: _copy_json(v) for k, v in value.items()}
    if type(value) is list:
        return [_copy_json(v) for v in value]
    return value


def _owned(item: dict[str, Any]) -> dict[str, Any]:
    """A copy of an added item the fold can change: the object and its part lists (parts are
    appended to them; a part is copied when it is added, and only open parts change)."""
    copied = dict(item)
    for where in _PART_LISTS:
        parts = copied.get(where)
        if type(parts) is list:
            copied[where] = list(parts)
    return copied


class ResponseAccumulator:
    """Folds an Open Responses stream (`openresponses.StreamEvent`s) into the `Response` it
    describes, checking the rules a single event cannot show.

    `feed(event)` applies one event (decoded, or its JSON object) and returns the response so
    far (None before `response.created`); `finish()` ends the stream. Nothing raises: each rule
    a stream breaks is a `Problem` in `problems` (pointer `/<event index>`), and the offending
    event is skipped. The rules: `sequence_number` strictly increases; `response.created` comes
    first and the status follows the response state machine, each state event's snapshot
    having the status it names; nothing follows a terminal event; an event about an item comes
    after that item's `response.output_item.added` and before its `response.output_item.done`,
    and one about a content or summary part after the part was added and before it is done;
    deltas add up to what the matching `*.done` event says; a function call's arguments, once
    complete, are JSON text; a usage's `total_tokens` is `input_tokens + output_tokens`.

    The final response is the terminal snapshot with the folded `output` (the snapshot's own
    output when no item events arrived). Extension events (`slug:name`) are skipped, as
    clients must; an `error` event is kept in `error`.

    The fold is linear in the text of the deltas: a delta's text is kept as a piece, and the
    pieces are joined when the text is read (a done event compares it, or `response` is read).
    `feed_validated` reads nothing; `feed` reads the response after every event, which costs
    the size of its texts each time.
    """

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.error: openresponses.Error | None = None
        self.finished = False
        # The fold's state is JSON, as decoded: the last state event's snapshot, and the output
        # items, to which deltas are applied and with which done items and parts are compared
        # as JSON. Classes are built only when `response` is read: building each item and
        # part, and comparing them as classes, would cost more than folding the stream.
        self._shell: dict[str, Any] | None = None  # the last snapshot (its output unused)
        self._built: openresponses.Response | None = None  # `_shell` built, once read
        self._status: openresponses.ResponseStatus | None = None  # the response's, once started
        self._output: list[dict[str, Any]] = []  # the folded output items
        self._typed: list[openresponses.Item | None] = []  # each built once read, until changed
        self._fresh = False  # whether `_built` is the response so far (deltas keep it so)
        self._events = 0
        self._last_sequence: int | None = None
        self._slots: dict[int, int] = {}  # output_index -> position in response.output
        self._done_items: set[int] = set()  # output indexes whose item is done
        # (output_index, "content"/"summary", index) of each part added and not done -> the
        # position of its item, the item's id, and the part (which deltas reach straight)
        self._open_parts: dict[tuple[int, str, int], tuple[int, object, dict[str, Any]]] = {}
        self._arguments_checked: set[int] = set()  # output indexes of calls whose JSON was read
        # The texts deltas extend, until read: (output_index, "content"/"summary", index) of a
        # part, or (output_index, "arguments", 0) of a call -> the position of its item, the
        # JSON object holding the text, the text's key there, and the text so far
        self._growing: dict[tuple[int, str, int], tuple[int, dict[str, Any], str, _Growing]] = {}
        self._own_logprobs: set[tuple[int, str, int]] = set()  # parts whose logprobs list is ours
        # output index -> what the item's events build, as it was added: an item done without
        # any event in between is taken as done, as a producer that streams no deltas sends it
        self._as_added: dict[int, tuple[object, ...]] = {}
        # A producer that numbers no event (a dialect reads a missing number as 0): the first
        # two events both carry 0, and events are then taken in the order they come.
        self._unnumbered = False
        # A resumed stream (read from `starting_after`) begins after events it does not hold:
        # declared with `resume()`, or seen when its first event is a late one, not
        # `response.created`. Events about items added before it began are passed over, and its
        # terminal snapshot gives the output.
        self._resumed = False

    @property
    def response(self) -> openresponses.Response | None:
        """The response so far (None before `response.created`): the last snapshot, its output
        the folded items. Built here from the fold's JSON: the snapshot once, each item once
        until an event changes it."""
        shell = self._shell
        if shell is None:
            return None
        self._settle_all()
        built = self._built
        if self._fresh and built is not None:
            return built
        if built is None:  # validated JSON: built without checking it again
            built = self._built = openresponses._build_Response({**shell, "output": []})
        assert self._status is not None
        typed = self._typed
        for position, item in enumerate(typed):
            if item is None:
                typed[position] = openresponses._build_Item(self._output[position])
        built.status, built.output = (
            self._status,
            typing.cast("list[openresponses.Item]", list(typed)),
        )
        self._fresh = True
        return built

    def feed(
        self, event: openresponses.StreamEvent | Mapping[str, Any], *, valid: bool = False
    ) -> openresponses.Response | None:
        """Applies one event and returns the response so far. `valid`: the caller has
        validated the JSON already (it is not checked again)."""
        self._apply(event, valid)
        return self.response

    def _apply(self, event: openresponses.StreamEvent | Mapping[str, Any], valid: bool) -> None:
        """`feed` without building the response it returns."""
        if not (valid and type(event) is dict and self._json(event)):
            self._general(event, valid)

    def feed_validated(self, event: dict[str, Any]) -> None:
        """Applies one event given as JSON the caller has validated as a stream event, as
        `feed(event, valid=True)` does, returning nothing: nothing is built until `response`
        is read. The fold keeps the JSON it is given (do not change it afterwards); it changes
        only copies of it."""
        if type(event) is dict:
            try:  # `_json`, inlined: this is the call of every event of `validate --stream`
                if _JSON_FOLDS[event["type"]](self, event):
                    return
            except (LookupError, TypeError, AttributeError, ValueError):
                pass
        self._general(event, True)

    def _json(self, event: dict[str, Any]) -> bool:
        """Folds an event given as validated JSON. False, having changed nothing, when it is
        not JSON of a kind folded here (error and extension events) or cannot be read as what
        the caller said it is: the general path takes those, and tells why."""
        try:
            fold = _JSON_FOLDS.get(event["type"])
            return fold is not None and fold(self, event)
        except (LookupError, TypeError, AttributeError, ValueError):
            return False

    def _general(self, event: openresponses.StreamEvent | Mapping[str, Any], valid: bool) -> None:
        """Any event: built (or decoded, when not `valid`) as its class, then folded as JSON."""
        try:
            decoded = _decoded(
                event,
                openresponses.StreamEvent,
                openresponses.stream_event_from_dict,
                openresponses._build_StreamEvent if valid else None,
            )
        except ValidationError as err:
            at = self._next_at()
            shown = "; ".join(str(p) for p in err.problems[:3])
            self._problem(at, "schema", f"not an Open Responses stream event: {shown}")
            return
        if isinstance(decoded, openresponses.ExtensionEvent | openresponses.ErrorEvent):
            sequence = _whole(decoded.sequence_number)  # validated: an integer
            begun = self._begin(decoded.type_, typing.cast(int, sequence))
            if begun is not None and isinstance(decoded, openresponses.ErrorEvent):
                self.error = decoded.error
            return
        # JSON the fold may keep: the caller's when validated, else a fresh encoding (but for
        # a text delta, of which the fold keeps only the text)
        if type(event) is not dict:
            data: Any = decoded.to_dict()
        elif valid or (event.get("type") in _DELTA_EVENTS and "logprobs" not in event):
            data = event
        else:  # the caller's JSON, valid as decoding showed: a copy the fold owns
            data = _copy_json(event)
        if not self._json(typing.cast("dict[str, Any]", data)):
            self._problem(self._next_at(), "schema", "not an Open Responses stream event")

    @property
    def started(self) -> bool:
        """Whether the stream has begun: a state event gave the response (or, resumed, any
        event came)."""
        return self._status is not None or (self._resumed and self._events > 0)

    @property
    def resumed(self) -> bool:
        """Whether the stream is resumed (declared, or seen by its first event)."""
        return self._resumed

    def resume(self) -> None:
        """Declares the stream resumed: it begins after events it does not hold."""
        self._resumed = True

    def finish(self) -> openresponses.Response | None:
        """Ends the stream; a stream without a terminal state event is a problem."""
        if not self.finished:
            self._problem(
                f"/{self._events}",
                "unfinished",
                "the stream ended before a terminal event (response.completed, failed, incomplete or cancelled)",
            )
            self.finished = True
        return self.response

    def _problem(self, pointer: str, keyword: str, message: str) -> None:
        self.problems.append(Problem(pointer, keyword, message))

    def _next_at(self) -> str:
        at = f"/{self._events}"
        self._events += 1
        return at

    def _begin(self, kind: str, sequence: int) -> str | None:
        """Counts an event read whole; its pointer, or None when it is skipped (its sequence
        number does not increase, or the stream has ended)."""
        at = self._next_at()
        last = self._last_sequence
        if last is not None and sequence <= last:
            if sequence == 0 and (self._unnumbered or (last == 0 and self._events == 2)):
                self._unnumbered = True  # no numbers: the order events come in is theirs
            else:
                self._problem(
                    at,
                    "sequence_number",
                    f"sequence_number {_shown(sequence)} does not increase "
                    f"(the event before had {_shown(last)}); event skipped",
                )
                return None
        elif (
            last is None and self._events == 1 and sequence > 0 and kind not in _OPENING_OR_CLOSING
        ):
            # a first event that comes late, in the middle of a response: resumed (a stream
            # whose first event ends it shows no more than a broken recording, and is one)
            self._resumed = True
        self._last_sequence = sequence
        if self.finished:
            status = "" if self._status is None else f" {self._status.value}"
            self._problem(at, "order", f"{kind} after the terminal{status} event; skipped")
            return None
        return at

    def _begin_item(self, kind: str, sequence: int) -> str | None:
        """`_begin` for an event about an item, which must come after the response started."""
        at = self._begin(kind, sequence)
        if at is not None and self._status is None and not self._resumed:
            self._problem(at, "order", f"{kind} before response.created; skipped")
            return None
        return at

    def _changed(self, position: int) -> None:
        self._fresh = False
        if position < len(self._typed):
            self._typed[position] = None

    def _grow(
        self,
        key: tuple[int, str, int],
        position: int,
        holder: dict[str, Any],
        name: str,
        piece: str,
    ) -> None:
        """Adds a delta's text to the text it extends (joined when read: `_settle`)."""
        growing = self._growing.get(key)
        if growing is None:
            start = holder.get(name, "")
            growing = (position, holder, name, _Growing(start if type(start) is str else ""))
            self._growing[key] = growing
        growing[3].add(piece)
        self._fresh = False

    def _settle(self, key: tuple[int, str, int]) -> None:
        """Writes the text of a part or call that deltas extended into its JSON (and into its
        item, when that is built)."""
        growing = self._growing.pop(key, None)
        if growing is None:
            return
        position, holder, name, pieces = growing
        text = holder[name] = pieces.text()
        built: Any = self._typed[position] if position < len(self._typed) else None
        if built is None:
            return
        if key[1] != "arguments":
            built = getattr(built, key[1])[key[2]]
        setattr(built, name, text)

    def _settle_item(self, output_index: int) -> None:
        for key in [key for key in self._growing if key[0] == output_index]:
            self._settle(key)

    def _settle_all(self) -> None:
        for key in list(self._growing):
            self._settle(key)

    # -- the response state machine ----------------------------------------------------------------

    def _state_json(self, event: dict[str, Any]) -> bool:
        kind = event["type"]
        sequence = _whole(event["sequence_number"])
        snapshot = event["response"]
        status = openresponses.ResponseStatus(snapshot["status"])
        usage = snapshot.get("usage")
        usage = None if usage is None else openresponses._build_Usage(usage)
        output = snapshot["output"]
        if sequence is None or type(output) is not list:
            return False
        at = self._begin(kind, sequence)
        if at is not None:
            self._state(kind, snapshot, status, usage, output, at)
        return True

    def _state(
        self,
        kind: str,
        snapshot: dict[str, Any],
        status: openresponses.ResponseStatus,
        usage: openresponses.Usage | None,
        output: list[Any],
        at: str,
    ) -> None:
        """A state event: its `snapshot` (JSON) with its `status`, `usage` (built: rules read
        it) and `output` (JSON)."""
        if usage is not None:
            self._usage(usage, at)
        named = _STATE_EVENTS[kind]
        if status.value not in named:
            self._problem(
                at, "status", f"{kind} carries a response whose status is {_shown(status.value)}"
            )
            # The event's type says which state the stream is in; its snapshot is corrected.
            status = openresponses.ResponseStatus(named[-1])
        if self._status is None:
            if self._resumed:
                pass  # a resumed stream begins where it was resumed
            elif kind != "response.created":
                self._problem(
                    at,
                    "order",
                    f"{kind} before response.created; its snapshot starts the response",
                )
            elif status not in openresponses.ResponseStatus_INITIAL:
                self._problem(at, "status", f"a response cannot start {_shown(status.value)}")
            if not (self._resumed and self._output):  # (a resumed stream keeps what it saw)
                self._adopt(output)
        else:
            if kind == "response.created":
                self._problem(at, "order", "a second response.created; skipped")
                return
            current = self._status
            if status is not current:
                try:
                    current.move_to(status)
                except ValueError as exc:
                    self._problem(at, "transition", str(exc))
            folded = self._output
            if self._resumed and status.is_terminal and output:
                self._settle_all()
                self._adopt(output)  # the fold saw only the items added after it began
            elif folded or not output:
                if status.is_terminal and output:
                    self._settle_all()
                # equal JSON builds equal items (compared key order aside, numbers by value)
                if status.is_terminal and output and not _agree(folded, output):
                    self._problem(
                        at,
                        "mismatch",
                        f"the {kind} snapshot's output differs from the folded items",
                    )
                elif status.is_terminal and output and not _json_equal(output, folded):
                    # it agrees, as sent anew (an opaque value encrypted again): the producer's
                    # last word is the response
                    self._adopt(output)
            else:
                self._adopt(output)  # no item events yet: the snapshot's own items
        self._status = status
        self._fresh = False
        if snapshot is not self._shell:
            self._shell, self._built = snapshot, None
        if status.is_terminal:
            self.finished = True
            if status is openresponses.ResponseStatus.COMPLETED:
                for output_index in sorted(set(self._slots) - self._done_items):
                    self._problem(
                        at, "item", f"output item {output_index} was added but never done"
                    )

    def _adopt(self, output: list[Any]) -> None:
        """A snapshot's own items become the output (a copy of the list: items are appended)."""
        self._output = list(output)
        self._typed = [None] * len(output)
        self._fresh = False

    def _usage(self, usage: openresponses.Usage, at: str) -> None:
        """A usage's counts must agree (`Usage.problems`: the total, cached and reasoning)."""
        for problem in usage.problems():
            self._problem(at, "usage", f"usage {problem.message}")

    # -- items and parts -----------------------------------------------------------------------

    def _item_json(self, event: dict[str, Any]) -> bool:
        """An item added or done."""
        kind, sequence, output_index = (
            event["type"],
            _whole(event["sequence_number"]),
            _whole(event["output_index"]),
        )
        item = event["item"]
        if sequence is None or output_index is None:
            return False
        if item is not None and type(item) is not dict:
            return False
        at = self._begin_item(kind, sequence)
        if at is None:
            return True
        if kind == _ITEM_ADDED:
            self._item_added(output_index, item, at)
        else:
            self._item_done(kind, output_index, item, at)
        return True

    def _open_item(
        self, what: str, output_index: int, item_id: object, at: str
    ) -> tuple[int, dict[str, Any]] | None:
        """The position and item an event names, when it was added and is not done yet."""
        position = self._slots.get(output_index)
        if position is None:
            if self._resumed:
                return None  # added before the stream was resumed: not held here
            self._problem(
                at,
                "item",
                f"{what} for output_index {output_index}, which no response.output_item.added announced",
            )
            return None
        item = self._output[position]
        known = item.get("id", UNSET)
        if item_id is not None and known != item_id:
            self._problem(
                at,
                "item_id",
                f"{what} names item {_shown(item_id)}, but output_index {output_index} is {_shown(known)}",
            )
            return None
        if output_index in self._done_items:
            self._problem(at, "item", f"{what} for item {_shown(known)}, which is already done")
            return None
        return position, item

    def _item_added(self, output_index: int, added: dict[str, Any] | None, at: str) -> None:
        if added is None:
            self._problem(at, "item", "response.output_item.added without an item; skipped")
            return
        output = self._output
        if output_index in self._slots:
            self._problem(
                at, "output_index", f"output_index {output_index} was added before; skipped"
            )
            return
        if output_index != len(output) and not self._resumed:
            self._problem(
                at,
                "output_index",
                f"output_index {output_index} is not the next one ({len(output)})",
            )
        status = _item_status(added)
        if status is not None and status not in openresponses.ItemStatus_INITIAL:
            self._problem(
                at,
                "status",
                f"item {_shown(added.get('id', UNSET))} is added with status {_shown(status.value)}, "
                "not in_progress",
            )
        self._slots[output_index] = len(output)
        self._as_added[output_index] = _streamed(added)
        output.append(_owned(added))
        self._typed.append(None)
        self._fresh = False

    def _item_done(
        self, kind: str, output_index: int, done: dict[str, Any] | None, at: str
    ) -> None:
        if done is None:
            self._problem(at, "item", "response.output_item.done without an item; skipped")
            return
        found = self._open_item(kind, output_index, done.get("id", UNSET), at)
        if found is None:
            return
        position, item = found
        self._settle_item(output_index)
        was, now = _item_status(item), _item_status(done)
        # an unchanged status is no move: a producer may send an item done as it was added
        if was is not None and now is not None and was is not now and not was.can_move_to(now):
            self._problem(
                at, "transition", f"item {_shown(item.get('id', UNSET))}: {_refusal(was, now)}"
            )
        folded = _streamed(item)
        if not _json_equal(folded, self._as_added.get(output_index)) and not _agree(
            folded, _streamed(done)
        ):
            self._problem(
                at,
                "mismatch",
                f"item {_shown(item.get('id', UNSET))} as done differs from what its events added up to",
            )
        for key in [key for key in self._open_parts if key[0] == output_index]:
            self._problem(
                at,
                "part",
                f"item {_shown(item.get('id', UNSET))} is done while its {key[1]} part {key[2]} is not",
            )
            del self._open_parts[key]
        self._output[position] = done  # kept as given: a done item changes no more
        self._changed(position)
        self._done_items.add(output_index)
        if done.get("type") == _FUNCTION_CALL:
            self._arguments_parse(done, output_index, at)

    def _parts(self, item: dict[str, Any], where: str) -> list[Any] | None:
        """The list of parts an item keeps in `where` (`content` or `summary`)."""
        if item.get("type") not in _PART_LISTS[where]:
            return None
        parts = item.get(where, _ABSENT)
        if parts is _ABSENT:
            parts = item[where] = []  # the item changes, even if nothing is added to it
            self._changed(next(i for i, kept in enumerate(self._output) if kept is item))
        return parts if type(parts) is list else None

    def _part_json(self, event: dict[str, Any]) -> bool:
        """A content or summary part added or done."""
        kind, sequence, output_index = (
            event["type"],
            _whole(event["sequence_number"]),
            _whole(event["output_index"]),
        )
        where, added = _PART_EVENTS[kind]
        index, item_id, part = _whole(event[f"{where}_index"]), event["item_id"], event["part"]
        if sequence is None or output_index is None or index is None:
            return False
        if type(item_id) is not str or type(part) is not dict:
            return False
        at = self._begin_item(kind, sequence)
        if at is None:
            return True
        found = self._open_item(kind, output_index, item_id, at)
        if found is None:
            return True
        position, item = found
        if added:
            self._part_added(position, item, output_index, where, index, part, at)
        else:
            self._part_done(position, item, output_index, where, index, part, at)
        return True

    def _part_added(
        self,
        position: int,
        item: dict[str, Any],
        output_index: int,
        where: str,
        index: int,
        part: dict[str, Any],
        at: str,
    ) -> None:
        parts = self._parts(item, where)
        if parts is None:
            self._problem(
                at,
                "part",
                f"a {where} part added to item {_shown(item.get('id', UNSET))}, a {_text(item.get('type'))} "
                "item, which has none",
            )
            return
        if index != len(parts):
            self._problem(
                at,
                f"{where}_index",
                f"{where} part {index} of item {_shown(item.get('id', UNSET))} is not the next one "
                f"({len(parts)}); skipped",
            )
            return
        copied = dict(part)  # a copy: its text grows
        parts.append(copied)
        self._changed(position)
        self._open_parts[output_index, where, index] = (position, item.get("id"), copied)

    def _part_done(
        self,
        position: int,
        item: dict[str, Any],
        output_index: int,
        where: str,
        index: int,
        part: dict[str, Any],
        at: str,
    ) -> None:
        parts = self._open_part(item, output_index, where, index, "done", at)
        if parts is None:
            return
        self._settle((output_index, where, index))
        if not _agree(parts[index], part):
            self._problem(
                at,
                "mismatch",
                f"{where} part {index} of item {_shown(item.get('id', UNSET))} as done differs from "
                "its deltas",
            )
        parts[index] = part  # kept as given: a done part changes no more
        self._changed(position)
        del self._open_parts[output_index, where, index]

    def _open_part(
        self,
        item: dict[str, Any],
        output_index: int,
        where: str,
        index: int,
        what: str,
        at: str,
    ) -> list[Any] | None:
        parts = self._parts(item, where)
        if parts is None or (output_index, where, index) not in self._open_parts:
            state = "done already" if parts is not None and index < len(parts) else "never added"
            self._problem(
                at,
                "part",
                f"{what} for {where} part {index} of item {_shown(item.get('id', UNSET))}, which was "
                f"{state}",
            )
            return None
        return parts

    def _annotation_json(self, event: dict[str, Any]) -> bool:
        """An annotation added to an output text part: the next one, or a problem."""
        kind, sequence, output_index = (
            event["type"],
            _whole(event["sequence_number"]),
            _whole(event["output_index"]),
        )
        index, item_id = _whole(event["content_index"]), event["item_id"]
        number, annotation = _whole(event["annotation_index"]), event["annotation"]
        if sequence is None or output_index is None or index is None:
            return False
        if type(item_id) is not str or number is None:
            return False
        at = self._begin_item(kind, sequence)
        if at is None:
            return True
        found = self._open_item(kind, output_index, item_id, at)
        if found is None:
            return True
        position, item = found
        part = self._text_part(item, output_index, "content", index, kind, at)
        if part is None:
            return True
        annotations = part.get("annotations", [])
        if number != len(annotations):
            self._problem(
                at,
                "annotation_index",
                f"annotation {number} is not the next one ({len(annotations)})",
            )
        elif annotation is not None:
            part["annotations"] = [*annotations, annotation]  # a new list: the part's is given
            self._changed(position)
        return True

    def _text_part(
        self, item: dict[str, Any], output_index: int, where: str, index: int, kind: str, at: str
    ) -> dict[str, Any] | None:
        """The open part an event of type `kind` streams into, when it is of the type it
        streams (else None, the problem reported)."""
        parts = self._open_part(item, output_index, where, index, kind, at)
        if parts is None:
            return None
        part: dict[str, Any] = parts[index]
        if part.get("type") != _PART_OF_EVENT[kind]:
            self._problem(
                at,
                "part",
                f"{kind} for {where} part {index} of item {_shown(item.get('id', UNSET))}, a "
                f"{_text(part.get('type'))} part",
            )
            return None
        return part

    def _text_json(self, event: dict[str, Any]) -> bool:
        """A text or arguments delta, or a text's or arguments' done event. The common case, a
        delta that breaks no rule, is applied at once (deltas are most of a stream); it
        changes nothing until every test has passed."""
        kind = event["type"]
        where, field, index_field, part_type, part_field = _JSON_TEXT_EVENTS[kind]
        sequence, output_index, text = event["sequence_number"], event["output_index"], event[field]
        last = self._last_sequence
        if (
            field == "delta"
            and type(sequence) is int
            and type(output_index) is int  # (an integral float takes the general path)
            and (last is None or sequence > last)
            and not self.finished
            and "logprobs" not in event
        ):
            if where != "arguments":
                # an open part: its item was added and is not done
                index = event[index_field]
                open_part = self._open_parts.get((output_index, where, index))
                if open_part is not None and type(index) is int:
                    at_part, open_id, streamed = open_part
                    if (
                        open_id == event["item_id"]
                        and streamed.get("type") == part_type
                        and type(text) is str
                    ):
                        self._grow(
                            (output_index, where, index),
                            at_part,
                            streamed,
                            part_field,
                            text,
                        )
                        self._events += 1
                        self._last_sequence = sequence
                        return True
            else:
                slot = self._slots.get(output_index)
                if slot is not None and output_index not in self._done_items:
                    call = self._output[slot]
                    if (
                        call.get("id") == event["item_id"]
                        and call.get("type") == _FUNCTION_CALL
                        and type(text) is str
                    ):
                        self._grow((output_index, "arguments", 0), slot, call, "arguments", text)
                        self._events += 1
                        self._last_sequence = sequence
                        return True
        item_id = event["item_id"]
        sequence, output_index = _whole(sequence), _whole(output_index)
        index = _whole(event[index_field]) if index_field else 0
        if sequence is None or output_index is None or index is None or type(text) is not str:
            return False
        # anything else: every rule checked, each broken one reported
        at = self._begin_item(kind, sequence)
        if at is None:
            return True
        found = self._open_item(kind, output_index, item_id, at)
        if found is None:
            return True
        position, item = found
        if where == "arguments":
            self._arguments(position, item, kind, field, text, output_index, at)
            return True
        part = self._text_part(item, output_index, where, index, kind, at)
        if part is None:
            return True
        self._changed(position)
        if field == "delta":
            self._grow((output_index, where, index), position, part, part_field, text)
            logprobs = event.get("logprobs", _ABSENT)
            if part.get("type") == "output_text" and logprobs is not _ABSENT:
                kept = part.get("logprobs", _ABSENT)
                if (output_index, where, index) not in self._own_logprobs or type(kept) is not list:
                    # the part's list may be the caller's: extended in a copy, once
                    kept = part["logprobs"] = [] if type(kept) is not list else list(kept)
                    self._own_logprobs.add((output_index, where, index))
                kept.extend(logprobs)
            return True
        had_deltas = (output_index, where, index) in self._growing
        self._settle((output_index, where, index))
        if text != part[part_field]:
            # a done without deltas gives the whole text at once, as some producers send it
            if had_deltas or part[part_field] != "":
                self._problem(
                    at, "mismatch", f"{kind}: the text differs from what the deltas added up to"
                )
            part[part_field] = text
        return True

    def _arguments(
        self,
        position: int,
        item: dict[str, Any],
        kind: str,
        field: str,
        text: str,
        output_index: int,
        at: str,
    ) -> None:
        if item.get("type") != _FUNCTION_CALL:
            self._problem(
                at,
                "item",
                f"{kind} for item {_shown(item.get('id', UNSET))}, a {_text(item.get('type'))} item",
            )
            return
        self._changed(position)
        if field == "delta":
            self._grow((output_index, "arguments", 0), position, item, "arguments", text)
            return
        had_deltas = (output_index, "arguments", 0) in self._growing
        self._settle((output_index, "arguments", 0))
        if text != item["arguments"]:
            # a done without deltas gives the whole text at once, as some producers send it
            if had_deltas or item["arguments"] != "":
                self._problem(
                    at,
                    "mismatch",
                    f"{kind}: the arguments differ from what the deltas added up to",
                )
            item["arguments"] = text
        self._arguments_parse(item, output_index, at)

    def _arguments_parse(self, item: dict[str, Any], output_index: int, at: str) -> None:
        """A function call's arguments must be JSON text (`arguments_problem`); checked once per
        item, when they are complete (their done event, or the done item when that event never
        came)."""
        if output_index in self._arguments_checked:
            return
        self._arguments_checked.add(output_index)
        try:
            problem = _arguments_problem(item["arguments"])
        except RecursionError:
            problem = "arguments are nested too deeply to read"
        if problem is not None:
            self._problem(
                at, "arguments", f"function call {_shown(item.get('id', UNSET))}: {problem}"
            )


# How each event type the fold reads as JSON is folded; the rest (error and extension events,
# and anything that is no event) take the general path.
_JSON_FOLDS: dict[str, Callable[[ResponseAccumulator, dict[str, Any]], bool]] = {
    **{kind: ResponseAccumulator._state_json for kind in _STATE_EVENTS},
    **{kind: ResponseAccumulator._text_json for kind in _JSON_TEXT_EVENTS},
    **{kind: ResponseAccumulator._part_json for kind in _PART_EVENTS},
    _ANNOTATION_EVENT: ResponseAccumulator._annotation_json,
    _ITEM_ADDED: ResponseAccumulator._item_json,
    _ITEM_DONE: ResponseAccumulator._item_json,
}


def _streamed(item: dict[str, Any]) -> tuple[object, ...]:
    """The parts of an item that its events build (content, summary, arguments): what a done
    item must agree with. The rest (status, encrypted content) arrives with the done item."""
    return (
        item.get("content", _ABSENT),
        item.get("summary", _ABSENT),
        item.get("arguments", _ABSENT),
    )


def _refusal(was: openresponses.ItemStatus, now: openresponses.ItemStatus) -> str:
    """Why the item state machine refuses a move, as its `move_to` says it."""
    try:
        was.move_to(now)
    except ValueError as exc:
        return str(exc)
    return ""


def fold_response(
    events: Iterable[openresponses.StreamEvent | Mapping[str, Any]],
) -> ResponseAccumulator:
    """Folds a whole stream; the result holds the final `response` and the `problems` found."""
    accumulator = ResponseAccumulator()
    for event in events:
        accumulator._apply(event, False)  # the response is built once, when read
    accumulator.finish()
    return accumulator


# --- folding an agent event stream -------------------------------------------------------------

#: The event kinds and the properties the fold compares (schema/data/agent_event_fold.yaml).
_EVENTS: Any = AGENT_EVENT_FOLD


def _field(value: object, json_name: str) -> Any:
    """The attribute of a decoded value that holds its JSON property `json_name`."""
    for attribute, name in type(value).JSON_NAMES.items():  # type: ignore[attr-defined]
        if name == json_name:
            return getattr(value, attribute)
    return UNSET


class AgentRun:
    """What the events of one agent run (one `run_id`, or the events without one) added up to:
    the messages it finalised (each `message_end`, in order), its turns, and whether it ended."""

    def __init__(self, run_id: str | None) -> None:
        self.run_id = run_id
        self.messages: list[agent.AgentMessage] = []  # every message_end's message, in order
        self.turns = 0  # turns closed by a turn_end
        self.usage: agent.Usage | None = None  # what agent_end reported, when it did
        self.started = False
        self.finished = False  # agent_end arrived
        self._seq: int | float | None = None
        self._said: list[Any] = []  # the JSON of `messages`
        self._events: list[tuple[int, Any]] = []  # (stream index, JSON) of its events
        # the open turn's id (None: without one); UNSET: no turn open
        self._turn: Any = UNSET
        self._message: dict[str, Any] | None = None  # the open message's JSON
        self._assistant: AssistantMessageAccumulator | None = None  # its deltas, folded
        self._tools: dict[str, str] = {}  # tool_call_id -> tool_name of running tools
        self._turn_tools: set[str] = set()  # tool_call_ids that ended in the open turn
        self._turn_message: Any = None  # the JSON of the turn's last streaming message

    @property
    def in_turn(self) -> bool:
        return not isinstance(self._turn, Unset)


class AgentEventAccumulator:
    """Folds an agent event stream (`agent.AgentEvent`s) run by run, checking the lifecycle
    order a single event cannot show.

    `feed(event)` applies one event (decoded, or its JSON object) and returns the run it
    belongs to (`runs[run_id]`; events without `run_id` form one run); `finish()` ends the
    stream. Nothing raises: each rule broken is a `Problem` in `problems` (pointer
    `/<event index>`). The rules, and the event kinds and properties they name, are the table
    `AGENT_EVENT_FOLD` (schema/data/agent_event_fold.yaml), which every target's fold reads;
    the events are compared as JSON (numbers by value, booleans apart from numbers).
    """

    def __init__(self) -> None:
        self.runs: dict[str | None, AgentRun] = {}
        self.problems: list[Problem] = []
        self._events = 0
        self._closed = False

    def feed(
        self, event: agent.AgentEvent | Mapping[str, Any], *, valid: bool = False
    ) -> AgentRun | None:
        """Applies one event and returns its run (None when it is no agent event). `valid`:
        the caller has validated the JSON already (it is not checked again)."""
        at = f"/{self._events}"
        self._events += 1
        try:
            event = _decoded(
                event,
                agent.AgentEvent,
                agent.agent_event_from_dict,
                agent._build_AgentEvent if valid else None,
            )
        except ValidationError as err:
            shown = "; ".join(str(p) for p in err.problems[:3])
            self._problem(at, "schema", f"not an agent event: {shown}")
            return None
        raw: dict[str, Any] = event.to_dict()
        lifecycle, turn, message = _EVENTS["run"], _EVENTS["turn"], _EVENTS["message"]
        key = raw.get(lifecycle["key"])
        run = self.runs.get(key)
        if run is None:
            run = self.runs[key] = AgentRun(key)
        kind = raw[_EVENTS["tag"]]
        run._events.append((self._events - 1, raw))
        seq = raw.get(lifecycle["seq"])
        if seq is not None:
            if run._seq is not None and seq <= run._seq:
                self._problem(
                    at,
                    "seq",
                    f"seq {_shown(seq)} does not increase "
                    f"(the run's event before had {_shown(run._seq)})",
                )
            run._seq = seq
        if run.finished:
            self._problem(at, "order", f"{kind} after the run's agent_end; skipped")
            return run
        if kind == lifecycle["start"]:
            if run.started:
                self._problem(at, "order", "a second agent_start in one run; ignored")
            run.started = True
            return run
        if not run.started:
            self._problem(
                at, "order", f"{kind} before agent_start; folded as if the run had started"
            )
            run.started = True
        if kind == lifecycle["end"]:
            self._agent_end(run, raw, event, at)
        elif kind == turn["start"]:
            self._turn_start(run, raw, at)
        elif kind == turn["end"]:
            self._turn_end(run, raw, at)
        elif kind in _EVENTS["anytime"] or _EVENTS["library_events"] in kind:
            # the harness's own notices, and a library's own events: any time
            pass
        else:
            if not run.in_turn:
                self._problem(at, "order", f"{kind} outside a turn (no turn_start before it)")
            if kind == message["start"]:
                self._message_start(run, raw, at)
            elif kind == message["update"]:
                self._message_update(run, event, at)
            elif kind == message["end"]:
                self._message_end(run, raw, event, at)
            else:
                self._tool(run, raw, kind, at)
        return run

    def feed_validated(self, event: dict[str, Any]) -> None:
        """`feed(event, valid=True)` for JSON the caller has validated, returning nothing (the
        same method as the other folds')."""
        self.feed(event, valid=True)

    @property
    def started(self) -> bool:
        """Whether a run has begun."""
        return any(run.started for run in self.runs.values())

    @property
    def finished(self) -> bool:
        """Whether the stream was ended (`finish()`), or every run seen so far has ended (and
        there was one)."""
        return self._closed or (bool(self.runs) and all(r.finished for r in self.runs.values()))

    def finish(self) -> list[AgentRun]:
        """Ends the stream; every run without its agent_end is a problem. Returns the runs."""
        at = f"/{self._events}"
        if not self.runs:
            self._problem(at, "unfinished", "the stream has no events")
        for run in self.runs.values():
            if not run.finished:
                name = "the run" if run.run_id is None else f"run {_shown(run.run_id)}"
                self._problem(at, "unfinished", f"the stream ended before {name}'s agent_end")
                run.finished = True
        self._closed = True
        return list(self.runs.values())

    def _problem(self, pointer: str, keyword: str, message: str) -> None:
        self.problems.append(Problem(pointer, keyword, message))

    # -- runs and turns --------------------------------------------------------------------------

    def _agent_end(
        self, run: AgentRun, raw: dict[str, Any], event: agent.AgentEvent, at: str
    ) -> None:
        lifecycle = _EVENTS["run"]
        if run._message is not None:
            self._problem(at, "order", "agent_end while a message is open (no message_end)")
        if run.in_turn:
            self._problem(at, "order", "agent_end while a turn is open (no turn_end)")
            self._close_turn(run, at)
        listed = raw.get(lifecycle["messages"], [])
        if not _json_equal(listed, run._said):
            self._problem(
                at,
                "mismatch",
                f"agent_end lists {len(listed)} message(s), not the "
                f"{len(run._said)} the run's message_end events finalised",
            )
        usage = _field(event, lifecycle["usage"])
        if not isinstance(usage, Unset):
            run.usage = usage
        # the totals rule reads the run's events; only what it says of this end is this end's
        last = f"/{len(run._events) - 1}/"
        for problem in usage_total_problems(lifecycle["totals"], [e for _, e in run._events]):
            if problem.pointer.startswith(last):
                where = at + "/" + problem.pointer.removeprefix(last)
                self._problem(where, problem.keyword, problem.message)
        run.finished = True

    def _turn_start(self, run: AgentRun, raw: dict[str, Any], at: str) -> None:
        if run.in_turn:
            self._problem(at, "order", "turn_start while a turn is open (no turn_end before it)")
            self._close_turn(run, at)
        run._turn = raw.get(_EVENTS["turn"]["key"])
        run._turn_tools = set()
        run._turn_message = None

    def _turn_end(self, run: AgentRun, raw: dict[str, Any], at: str) -> None:
        turn, tool = _EVENTS["turn"], _EVENTS["tool"]
        said = raw.get(turn["key"])
        if not run.in_turn:
            self._problem(at, "order", "turn_end without a turn_start")
        elif isinstance(run._turn, str) and said is not None and said != run._turn:
            self._problem(
                at,
                "turn_id",
                f"turn_end of turn {_shown(said)} closes turn {_shown(run._turn)}",
            )
        if run._message is not None:
            self._problem(at, "order", "turn_end while a message is open (no message_end)")
            run._message = run._assistant = None
        if run._turn_message is not None and not _json_equal(
            raw.get(turn["message"]), run._turn_message
        ):
            self._problem(
                at,
                "mismatch",
                "turn_end's message is not the assistant message the turn finalised",
            )
        for result in raw.get(turn["results"], []):
            call = result.get(tool["key"])
            if call not in run._turn_tools:
                self._problem(
                    at,
                    "tool_results",
                    f"turn_end has a result for tool call {_shown(call)}, "
                    "whose tool did not run in this turn",
                )
        self._close_turn(run, at)
        run.turns += 1

    def _close_turn(self, run: AgentRun, at: str) -> None:
        for tool_call_id, name in run._tools.items():
            self._problem(
                at,
                "tool_execution",
                f"the turn ends while tool {_shown(name)} ({_shown(tool_call_id)}) "
                "still runs (no tool_execution_end)",
            )
        run._tools = {}
        run._turn = UNSET

    # -- messages --------------------------------------------------------------------------------

    def _message_start(self, run: AgentRun, raw: dict[str, Any], at: str) -> None:
        message = _EVENTS["message"]
        if run._message is not None:
            self._problem(at, "order", "message_start while a message is open (no message_end)")
        run._message = raw[message["key"]]
        run._assistant = None
        if run._message.get(message["tag"]) == message["streams"]:
            run._assistant = AssistantMessageAccumulator(clock=lambda: 0)
            run._assistant.feed({"type": "start", "partial": run._message})

    def _message_update(self, run: AgentRun, event: agent.AgentEvent, at: str) -> None:
        if run._message is None:
            self._problem(at, "order", "message_update without an open message (no message_start)")
            return
        if run._assistant is None:
            role = run._message.get(_EVENTS["message"]["tag"])
            self._problem(
                at, "order", f"message_update for a {role} message, which does not stream"
            )
            return
        spec = _EVENTS["message"]
        delta = _field(event, spec["delta"])
        # a whole assistant-message event: its fragment, or nothing to fold
        kind = _field(delta, _EVENTS["tag"])
        if kind in spec["ignored"]:
            return
        if kind == spec["event"]:
            delta = _field(delta, spec["delta"])
        self._relay(run._assistant, at, lambda acc: acc._apply(delta, at))

    def _message_end(
        self, run: AgentRun, raw: dict[str, Any], event: agent.AgentEvent, at: str
    ) -> None:
        spec = _EVENTS["message"]
        given = raw[spec["key"]]
        if run._message is None:
            self._problem(at, "order", "message_end without a message_start")
        elif run._message.get(spec["tag"]) != given.get(spec["tag"]):
            self._problem(
                at,
                "mismatch",
                f"message_end of a {given.get(spec['tag'])} message closes a "
                f"{run._message.get(spec['tag'])} message",
            )
        elif run._assistant is not None:
            ended = _field(event, spec["key"])
            self._relay(run._assistant, at, lambda acc: acc._adopt(ended, at))
        elif not _json_equal(run._message, given):
            self._problem(at, "mismatch", "message_end's message is not the one message_start gave")
        run._message = run._assistant = None
        run.messages.append(_field(event, spec["key"]))
        run._said.append(given)
        if given.get(spec["tag"]) == spec["streams"]:
            run._turn_message = given

    def _relay(
        self,
        acc: AssistantMessageAccumulator,
        at: str,
        step: Callable[[AssistantMessageAccumulator], object],
    ) -> None:
        """Runs one step of the assistant message fold; its problems become this event's."""
        before = len(acc.problems)
        step(acc)
        for problem in acc.problems[before:]:
            self._problem(at, problem.keyword, problem.message)

    # -- tools -----------------------------------------------------------------------------------

    def _tool(self, run: AgentRun, raw: dict[str, Any], kind: str, at: str) -> None:
        tool = _EVENTS["tool"]
        call, name = raw[tool["key"]], raw[tool["name"]]
        running = run._tools.get(call)
        if kind == tool["start"]:
            if running is not None:
                self._problem(
                    at,
                    "tool_call_id",
                    f"tool call {_shown(call)} starts again while it runs; ignored",
                )
                return
            calls = tool["calls"]
            asked = run._turn_message
            held = asked.get(calls["each"]) if isinstance(asked, dict) else None
            if not isinstance(held, list) or not any(
                _matches(item, calls["where"]) and item.get(calls["key"]) == call for item in held
            ):
                self._problem(
                    at,
                    "tool_call_id",
                    f"tool {_shown(name)} runs for tool call {_shown(call)}, which no "
                    "assistant message of this turn asked for",
                )
            run._tools[call] = name
            return
        if running is None:
            state = "ended already" if call in run._turn_tools else "never started"
            self._problem(at, "tool_call_id", f"{kind} for tool call {_shown(call)}, which {state}")
            return
        if running != name:
            self._problem(
                at,
                "tool_name",
                f"{kind} for tool call {_shown(call)} names tool {_shown(name)}, "
                f"but {_shown(running)} was started",
            )
        if kind == tool["end"]:
            del run._tools[call]
            run._turn_tools.add(call)


def fold_agent_events(
    events: Iterable[agent.AgentEvent | Mapping[str, Any]],
) -> AgentEventAccumulator:
    """Folds a whole agent event stream; the result holds the `runs` and the `problems` found."""
    accumulator = AgentEventAccumulator()
    for event in events:
        accumulator.feed(event)
    accumulator.finish()
    return accumulator


# The generated modules import this one (their classes inherit its mixins), so it imports them
# last, once every mixin above exists.
from . import agent, openresponses

_OPENING_OR_CLOSING = frozenset(
    kind
    for kind, statuses in _STATE_EVENTS.items()
    if kind == "response.created" or openresponses.ResponseStatus(statuses[-1]).is_terminal
)
