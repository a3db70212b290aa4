"""Behaviour of the bindings that the schemas cannot declare, written by hand once for Python.

What the schemas declare is generated instead: arithmetic of `x-additive` types (`Usage`,
`Cost`), lane filters of unions with `x-lane` arms (`agent_message_to_llm`), state machines of
enums with `x-state-machine` (`ResponseStatus.move_to`). This file holds the rest:

- mixins named by `x-behaviour` (a generated class inherits the mixin of that name here): the
  constructors and accessors of messages, usage, model specs, run identities and contexts;
- context-overflow detection over the table in `schema/data/context_overflow.yaml`.

Mixins carry no state (`__slots__ = ()`). Each declares the generated fields it reads, so the
type checker holds the mixin and the generated class to the same field types.
"""

from __future__ import annotations

import copy
import re
import time
import uuid
from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from ._behaviour_data import CONTEXT_OVERFLOW
from ._runtime import UNSET, JsonValue, Unset

__all__ = [
    "extract_text",
    "match_context_overflow",
    "now_ms",
    "thinking_budgets",
    "turn_id_of",
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
        if self.stop_reason is agent.StopReason.ERROR:
            return (
                isinstance(self.error_message, str)
                and match_context_overflow(self.error_message) is not None
            )
        if context_window is not None and not isinstance(self.usage, Unset):
            usage = self.usage
            prompt = usage.input + _count(usage.cache_read) + _count(usage.cache_write)
            return prompt > context_window
        return False


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


def _count(value: int | Unset) -> int:
    return 0 if isinstance(value, Unset) else value


def _rate(value: float | Unset) -> float:
    return 0.0 if isinstance(value, Unset) else value


class Usage:
    """Behaviour of `agent.Usage`; `+` and `+=` are generated from `x-additive`."""

    __slots__ = ()
    input: int
    output: int
    cache_read: int | Unset
    cache_write: int | Unset

    @classmethod
    def total(cls, usages: Iterable[agent.Usage]) -> agent.Usage:
        """The sum of any number of usages (none: all zero), e.g. over every turn of a session."""
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
        read = _count(self.cache_read)
        prompt = self.input + read + _count(self.cache_write)
        return read / prompt if prompt else 0.0

    def estimated_cost(self, config: agent.CostConfig) -> agent.Cost:
        """The dollar cost of this usage at `config`'s per-million-token rates. Reasoning
        tokens are part of `output` and are not charged a second time."""
        per_million = 1_000_000
        cost = agent.Cost(
            input=self.input * config.input / per_million,
            output=self.output * config.output / per_million,
            cache_read=_count(self.cache_read) * _rate(config.cache_read) / per_million,
            cache_write=_count(self.cache_write) * _rate(config.cache_write) / per_million,
            total=0.0,
        )
        cost.total = cost.input + cost.output + cost.cache_read + cost.cache_write
        return cost


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

    def llm_messages(self) -> list[agent.LlmMessage]:
        """What is sent to the model: the LLM-lane messages in order, the extension lane dropped."""
        return agent.agent_message_to_llm(self.messages)


# --- context overflow ---------------------------------------------------------------------------

# (provider, compiled pattern) per row of the table; case-insensitive, as the table says.
_OVERFLOW: list[tuple[str, re.Pattern[str]]] = [
    (str(row["provider"]), re.compile(row["pattern"], re.IGNORECASE)) for row in CONTEXT_OVERFLOW
]


def match_context_overflow(error_message: str) -> str | None:
    """The provider whose context-overflow error `error_message` is, or None when it matches
    no known overflow error."""
    for provider, pattern in _OVERFLOW:
        if pattern.search(error_message):
            return provider
    return None


# The generated modules import this one (their classes inherit its mixins), so it imports them
# last, once every mixin above exists.
from . import agent
