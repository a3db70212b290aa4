"""A validator of the canonical agent message written by hand, as the yardstick of the generated
one: what a careful Python engineer would write from reading schema/agent/agent_message.json and
the schemas it references, aiming at speed without giving up any of the schema's verdicts.

`is_valid(value)` answers exactly what the schema answers for a parsed JSON value:

- JSON types, not Python's: a bool is neither an integer nor a number; an integer is any number
  with no fractional part (`3.0` included, as JSON Schema says); lengths count code points.
- Every `oneOf` of the schema is decided by one tag (`role` for messages, `type` for content
  blocks): the arms pin distinct constants, and the only open arm (an extension role) takes a
  role of the form `vendor/name`, which no constant has. So a dict look-up replaces trying arms.
- `additionalProperties: false` is one key-set comparison per object.
- Patterns have their ECMA-262 meaning: `$` only at the very end (so `fullmatch`, not Python's
  `$`, which also matches before a final newline), and `\\S` is "not ECMA white space", spelled
  out, since Python's `\\s` is a different set.
- `format: uri` is an annotation: formats are not asserted unless asked for, so only the URL's
  pattern is checked.
- The image block's `dependentRequired` and `if`/`then`/`else`: `data` needs `mime_type` and
  excludes `url`; without `data`, `url` is required.

The schema is not recursive (no `$ref` cycle), so neither is this: it descends only as far as the
schema does and needs no depth limit."""

from __future__ import annotations

import re
from typing import Any

_ABSENT: Any = object()  # `get`'s default for a property that is not there (null is a value)

# ECMA-262's white space and line terminators: what `\s` means in a JSON Schema pattern.
_ECMA_SPACE = "\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
_URL = re.compile(f"[a-z][a-z0-9+.-]*://[^{_ECMA_SPACE}]+")
_MIME_TYPE = re.compile(r"image/[a-z0-9][a-z0-9.+-]*")
# The schema's base64 pattern is groups of four alphabet characters with an optional padded last
# group; with the length a multiple of four, that is the alphabet then at most two `=`.
_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")
_EXTENSION_ROLE = re.compile(r"[a-z0-9_-]+/[A-Za-z0-9_.-]+")

_STOP_REASONS = frozenset(
    (
        "stop",
        "length",
        "tool_use",
        "error",
        "aborted",
        "max_turns",
        "user_stop",
        "handoff",
        "guard_rail",
        "context_compacted",
        "paused",
        "refusal",
        "other",
    )
)
_THINKING_SOURCES = frozenset(("native", "prompted"))


def _integer(value: Any) -> bool:
    """A JSON integer: an int that is not a bool, or a float with no fractional part."""
    if isinstance(value, int):
        return not isinstance(value, bool)
    return isinstance(value, float) and value.is_integer()


def _count(value: Any) -> bool:
    """A JSON integer >= 0 (timestamps, token counts)."""
    if type(value) is int:  # the common case first; `type(True)` is bool, so bools fall through
        return value >= 0
    return _integer(value) and value >= 0


def _amount(value: Any) -> bool:
    """A JSON number >= 0 (costs)."""
    if type(value) is float or type(value) is int:
        return value >= 0
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _nonempty_string(value: Any) -> bool:
    return isinstance(value, str) and len(value) >= 1


# --- content blocks -------------------------------------------------------------------------

_TEXT_KEYS = frozenset(("type", "text", "text_signature"))
_IMAGE_KEYS = frozenset(("type", "mime_type", "data", "url", "alt"))
_EXTENSION_BLOCK_KEYS = frozenset(("type", "type_name", "data"))
_THINKING_KEYS = frozenset(("type", "thinking", "signature", "redacted", "source"))
_REASONING_KEYS = frozenset(("type", "text"))
_REASONING_DETAILS_KEYS = frozenset(("type", "details"))
_TOOL_CALL_KEYS = frozenset(
    ("type", "id", "name", "arguments", "partial_json", "thought_signature", "provider_metadata")
)


def _text_block(block: dict[str, Any]) -> bool:
    if not block.keys() <= _TEXT_KEYS or not isinstance(block.get("text"), str):
        return False
    signature = block.get("text_signature", _ABSENT)
    return signature is _ABSENT or isinstance(signature, str)


def _image_block(block: dict[str, Any]) -> bool:
    if not block.keys() <= _IMAGE_KEYS:
        return False
    data = block.get("data", _ABSENT)
    url = block.get("url", _ABSENT)
    if data is not _ABSENT:
        # `then`: no url beside data; `dependentRequired`: data needs its mime type
        if url is not _ABSENT or "mime_type" not in block:
            return False
        if not (
            isinstance(data, str)
            and len(data) >= 4
            and len(data) % 4 == 0
            and _BASE64.fullmatch(data)
        ):
            return False
    elif url is _ABSENT:  # `else`: an image without data is one by URL
        return False
    if url is not _ABSENT and not (isinstance(url, str) and _URL.fullmatch(url)):
        return False
    mime_type = block.get("mime_type", _ABSENT)
    if mime_type is not _ABSENT and not (
        isinstance(mime_type, str) and _MIME_TYPE.fullmatch(mime_type)
    ):
        return False
    alt = block.get("alt", _ABSENT)
    return alt is _ABSENT or isinstance(alt, str)


def _extension_block(block: dict[str, Any]) -> bool:
    return (
        block.keys() <= _EXTENSION_BLOCK_KEYS
        and _nonempty_string(block.get("type_name"))
        and "data" in block  # any JSON value, null included
    )


def _thinking_block(block: dict[str, Any]) -> bool:
    if not block.keys() <= _THINKING_KEYS or not isinstance(block.get("thinking"), str):
        return False
    signature = block.get("signature", _ABSENT)
    if signature is not _ABSENT and not isinstance(signature, str):
        return False
    redacted = block.get("redacted", _ABSENT)
    if redacted is not _ABSENT and not isinstance(redacted, bool):
        return False
    source = block.get("source", _ABSENT)
    return source is _ABSENT or (isinstance(source, str) and source in _THINKING_SOURCES)


def _reasoning_block(block: dict[str, Any]) -> bool:
    return block.keys() <= _REASONING_KEYS and isinstance(block.get("text"), str)


def _reasoning_details_block(block: dict[str, Any]) -> bool:
    return block.keys() <= _REASONING_DETAILS_KEYS and isinstance(block.get("details"), list)


def _tool_call_block(block: dict[str, Any]) -> bool:
    if not (
        block.keys() <= _TOOL_CALL_KEYS
        and _nonempty_string(block.get("id"))
        and _nonempty_string(block.get("name"))
        and isinstance(block.get("arguments"), dict)
    ):
        return False
    partial_json = block.get("partial_json", _ABSENT)
    if partial_json is not _ABSENT and not isinstance(partial_json, str):
        return False
    thought_signature = block.get("thought_signature", _ABSENT)
    if thought_signature is not _ABSENT and not isinstance(thought_signature, str):
        return False
    metadata = block.get("provider_metadata", _ABSENT)
    return metadata is _ABSENT or isinstance(metadata, dict)


_USER_BLOCKS = {"text": _text_block, "image": _image_block, "extension": _extension_block}
_ASSISTANT_BLOCKS = {
    **_USER_BLOCKS,
    "thinking": _thinking_block,
    "reasoning": _reasoning_block,
    "reasoning_details": _reasoning_details_block,
    "tool_call": _tool_call_block,
}
_TEXT_ONLY = {"text": _text_block}


def _blocks(items: Any, kinds: dict[str, Any]) -> bool:
    """An array of content blocks, each one of `kinds` (by its `type`)."""
    if not isinstance(items, list):
        return False
    for block in items:
        if not isinstance(block, dict):
            return False
        kind = block.get("type")
        if not isinstance(kind, str):  # also keeps an unhashable tag out of the look-up
            return False
        check = kinds.get(kind)
        if check is None or not check(block):
            return False
    return True


def _content(content: Any, kinds: dict[str, Any]) -> bool:
    """A string, or an array of content blocks."""
    return isinstance(content, str) or _blocks(content, kinds)


# --- messages -------------------------------------------------------------------------------

_SYSTEM_KEYS = frozenset(("role", "content", "timestamp", "turn_id"))
_USER_KEYS = frozenset(("role", "content", "timestamp", "turn_id", "unmapped"))
_ASSISTANT_KEYS = frozenset(
    (
        "role",
        "content",
        "stop_reason",
        "provider",
        "model",
        "api",
        "response_id",
        "response_model",
        "usage",
        "cost",
        "error_message",
        "timestamp",
        "turn_id",
        "unmapped",
    )
)
_TOOL_RESULT_KEYS = frozenset(
    (
        "role",
        "tool_call_id",
        "tool_name",
        "content",
        "is_error",
        "details",
        "narration",
        "timestamp",
        "turn_id",
    )
)
_EXTENSION_KEYS = frozenset(("role", "kind", "data", "content", "display", "details", "timestamp"))
_BASH_KEYS = frozenset(
    (
        "role",
        "command",
        "output",
        "exit_code",
        "cancelled",
        "truncated",
        "full_output_path",
        "exclude_from_context",
        "timestamp",
        "turn_id",
    )
)
_USAGE_KEYS = frozenset(
    ("input", "output", "reasoning", "cache_read", "cache_write", "total_tokens", "extra")
)
_USAGE_OPTIONAL = ("reasoning", "cache_read", "cache_write", "total_tokens")
_COST_KEYS = frozenset(("input", "output", "cache_read", "cache_write", "total", "extra"))


def _timestamp_and_turn(message: dict[str, Any]) -> bool:
    """The optional `timestamp` (integer >= 0) and `turn_id` (non-empty string) most messages
    carry."""
    timestamp = message.get("timestamp", _ABSENT)
    if timestamp is not _ABSENT and not _count(timestamp):
        return False
    turn_id = message.get("turn_id", _ABSENT)
    return turn_id is _ABSENT or _nonempty_string(turn_id)


def _usage(usage: Any) -> bool:
    if not (
        isinstance(usage, dict)
        and usage.keys() <= _USAGE_KEYS
        and _count(usage.get("input", _ABSENT))
        and _count(usage.get("output", _ABSENT))
    ):
        return False
    for name in _USAGE_OPTIONAL:
        value = usage.get(name, _ABSENT)
        if value is not _ABSENT and not _count(value):
            return False
    extra = usage.get("extra", _ABSENT)
    if extra is _ABSENT:
        return True
    return isinstance(extra, dict) and all(_count(value) for value in extra.values())


def _cost(cost: Any) -> bool:
    if not (
        isinstance(cost, dict)
        and cost.keys() <= _COST_KEYS
        and _amount(cost.get("input", _ABSENT))
        and _amount(cost.get("output", _ABSENT))
        and _amount(cost.get("cache_read", _ABSENT))
        and _amount(cost.get("cache_write", _ABSENT))
        and _amount(cost.get("total", _ABSENT))
    ):
        return False
    extra = cost.get("extra", _ABSENT)
    if extra is _ABSENT:
        return True
    return isinstance(extra, dict) and all(_number(value) for value in extra.values())


def _system(message: dict[str, Any]) -> bool:
    return (
        message.keys() <= _SYSTEM_KEYS
        and _content(message.get("content", _ABSENT), _TEXT_ONLY)
        and _timestamp_and_turn(message)
    )


def _user(message: dict[str, Any]) -> bool:
    if not (
        message.keys() <= _USER_KEYS
        and _content(message.get("content", _ABSENT), _USER_BLOCKS)
        and _timestamp_and_turn(message)
    ):
        return False
    unmapped = message.get("unmapped", _ABSENT)
    return unmapped is _ABSENT or isinstance(unmapped, dict)


def _assistant(message: dict[str, Any]) -> bool:
    if not message.keys() <= _ASSISTANT_KEYS:
        return False
    stop_reason = message.get("stop_reason")
    if not (isinstance(stop_reason, str) and stop_reason in _STOP_REASONS):
        return False
    if not _blocks(message.get("content", _ABSENT), _ASSISTANT_BLOCKS):
        return False
    for name in ("provider", "model", "api", "response_id", "response_model"):
        value = message.get(name, _ABSENT)
        if value is not _ABSENT and not _nonempty_string(value):
            return False
    usage = message.get("usage", _ABSENT)
    if usage is not _ABSENT and not _usage(usage):
        return False
    cost = message.get("cost", _ABSENT)
    if cost is not _ABSENT and not _cost(cost):
        return False
    error_message = message.get("error_message", _ABSENT)
    if error_message is not _ABSENT and not isinstance(error_message, str):
        return False
    unmapped = message.get("unmapped", _ABSENT)
    if unmapped is not _ABSENT and not isinstance(unmapped, dict):
        return False
    return _timestamp_and_turn(message)


def _tool_result(message: dict[str, Any]) -> bool:
    if not (
        message.keys() <= _TOOL_RESULT_KEYS
        and _nonempty_string(message.get("tool_call_id"))
        and _blocks(message.get("content", _ABSENT), _USER_BLOCKS)
    ):
        return False
    tool_name = message.get("tool_name", _ABSENT)
    if tool_name is not _ABSENT and not _nonempty_string(tool_name):
        return False
    is_error = message.get("is_error", _ABSENT)
    if is_error is not _ABSENT and not isinstance(is_error, bool):
        return False
    narration = message.get("narration", _ABSENT)
    if narration is not _ABSENT and not isinstance(narration, str):
        return False
    return _timestamp_and_turn(message)


def _extension(message: dict[str, Any]) -> bool:
    if not message.keys() <= _EXTENSION_KEYS:
        return False
    kind = message.get("kind", _ABSENT)
    if kind is not _ABSENT and not _nonempty_string(kind):
        return False
    content = message.get("content", _ABSENT)
    if content is not _ABSENT and not _content(content, _USER_BLOCKS):
        return False
    display = message.get("display", _ABSENT)
    if display is not _ABSENT and not isinstance(display, bool):
        return False
    timestamp = message.get("timestamp", _ABSENT)
    return timestamp is _ABSENT or _count(timestamp)


def _bash_execution(message: dict[str, Any]) -> bool:
    if not (
        message.keys() <= _BASH_KEYS
        and isinstance(message.get("command"), str)
        and isinstance(message.get("output"), str)
        and isinstance(message.get("cancelled"), bool)
        and isinstance(message.get("truncated"), bool)
    ):
        return False
    exit_code = message.get("exit_code", _ABSENT)
    if not (exit_code is None or _integer(exit_code)):  # required, and nullable
        return False
    path = message.get("full_output_path", _ABSENT)
    if not (path is _ABSENT or path is None or isinstance(path, str)):
        return False
    exclude = message.get("exclude_from_context", _ABSENT)
    if exclude is not _ABSENT and not isinstance(exclude, bool):
        return False
    return _timestamp_and_turn(message)


def _extension_role(message: dict[str, Any]) -> bool:
    """A message of an application's own role (`vendor/name`): open, only `timestamp` is
    checked besides the role."""
    timestamp = message.get("timestamp", _ABSENT)
    return timestamp is _ABSENT or _count(timestamp)


_BY_ROLE = {
    "system": _system,
    "user": _user,
    "assistant": _assistant,
    "tool_result": _tool_result,
    "extension": _extension,
    "bash_execution": _bash_execution,
}


def is_valid(value: Any) -> bool:
    """Whether a parsed JSON value is a valid agent message."""
    if not isinstance(value, dict):
        return False
    role = value.get("role")
    if not isinstance(role, str):
        return False
    check = _BY_ROLE.get(role)
    if check is not None:
        return check(value)
    return _EXTENSION_ROLE.fullmatch(role) is not None and _extension_role(value)
