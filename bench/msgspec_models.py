"""msgspec Structs for `agent/agent_message`, written by hand to mirror the schemas as closely as
msgspec allows: closed objects (`forbid_unknown_fields`), tagged unions on `role` and `type`,
`UNSET` for a property that may be absent but not null, `Meta` for minLength, minimum and
pattern, and `__post_init__` for the image block's rules (dependentRequired, if/then/else).

What msgspec cannot say the same way:
- `AgentMessage` is one flat union of the six message kinds: msgspec wants every variant of a
  tagged union to be a Struct with the same tag field, so the schema's two-level oneOf
  (llm_message | extension_message) is folded; it accepts and rejects the same documents.
- `"type": "integer"` accepts 1.0 in JSON Schema; msgspec's `int` rejects it.
- `"format": "uri"` is an annotation in the schema and not checked here either."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from msgspec import UNSET, Meta, Struct, UnsetType

NonEmpty = Annotated[str, Meta(min_length=1)]
Count = Annotated[int, Meta(ge=0)]
Millis = Annotated[int, Meta(ge=0)]
Dollars = Annotated[float, Meta(ge=0)]
MimeType = Annotated[str, Meta(pattern="^image/[a-z0-9][a-z0-9.+-]*$")]
Base64 = Annotated[
    str,
    Meta(
        min_length=4, pattern=("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$")
    ),
]
Url = Annotated[str, Meta(pattern=r"^[a-z][a-z0-9+.-]*://\S+$")]
StopReason = Literal[
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
]


class Block(Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=True):
    pass


class TextBlock(Block, tag="text"):
    text: str
    text_signature: str | UnsetType = UNSET


class ThinkingBlock(Block, tag="thinking"):
    thinking: str
    signature: str | UnsetType = UNSET
    redacted: bool | UnsetType = UNSET
    source: Literal["native", "prompted"] | UnsetType = UNSET


class ReasoningBlock(Block, tag="reasoning"):
    text: str


class ReasoningDetailsBlock(Block, tag="reasoning_details"):
    details: list[Any]


class ToolCallBlock(Block, tag="tool_call"):
    id: NonEmpty
    name: NonEmpty
    arguments: dict[str, Any]
    partial_json: str | UnsetType = UNSET
    thought_signature: str | UnsetType = UNSET
    provider_metadata: dict[str, Any] | UnsetType = UNSET


class ExtensionBlock(Block, tag="extension"):
    type_name: NonEmpty
    data: Any


class ImageBlock(Block, tag="image"):
    mime_type: MimeType | UnsetType = UNSET
    data: Base64 | UnsetType = UNSET
    url: Url | UnsetType = UNSET
    alt: str | UnsetType = UNSET

    def __post_init__(self) -> None:
        # dependentRequired data -> mime_type, and exactly one of data and url
        if self.data is not UNSET:
            if self.mime_type is UNSET:
                raise ValueError("an image with `data` needs `mime_type`")
            if self.url is not UNSET:
                raise ValueError("an image has `data` or `url`, not both")
        elif self.url is UNSET:
            raise ValueError("an image needs `data` or `url`")


AssistantContentBlock = (
    TextBlock
    | ThinkingBlock
    | ReasoningBlock
    | ReasoningDetailsBlock
    | ToolCallBlock
    | ImageBlock
    | ExtensionBlock
)
UserContentBlock = TextBlock | ImageBlock | ExtensionBlock


class Usage(Struct, forbid_unknown_fields=True, omit_defaults=True):
    input: Count
    output: Count
    reasoning: Count | UnsetType = UNSET
    cache_read: Count | UnsetType = UNSET
    cache_write: Count | UnsetType = UNSET
    total_tokens: Count | UnsetType = UNSET
    extra: dict[str, Count] | UnsetType = UNSET


class Cost(Struct, forbid_unknown_fields=True, omit_defaults=True):
    input: Dollars
    output: Dollars
    cache_read: Dollars
    cache_write: Dollars
    total: Dollars
    extra: dict[str, float] | UnsetType = UNSET


class Message(Struct, tag_field="role", forbid_unknown_fields=True, omit_defaults=True):
    pass


class SystemMessage(Message, tag="system"):
    content: str | list[TextBlock]
    timestamp: Millis | UnsetType = UNSET
    turn_id: NonEmpty | UnsetType = UNSET


class UserMessage(Message, tag="user"):
    content: str | list[UserContentBlock]
    timestamp: Millis | UnsetType = UNSET
    turn_id: NonEmpty | UnsetType = UNSET


class AssistantMessage(Message, tag="assistant"):
    content: list[AssistantContentBlock]
    stop_reason: StopReason
    provider: NonEmpty | UnsetType = UNSET
    model: NonEmpty | UnsetType = UNSET
    api: NonEmpty | UnsetType = UNSET
    response_id: NonEmpty | UnsetType = UNSET
    response_model: NonEmpty | UnsetType = UNSET
    usage: Usage | UnsetType = UNSET
    cost: Cost | UnsetType = UNSET
    error_message: str | UnsetType = UNSET
    timestamp: Millis | UnsetType = UNSET
    turn_id: NonEmpty | UnsetType = UNSET
    unmapped: dict[str, Any] | UnsetType = UNSET


class ToolResultMessage(Message, tag="tool_result"):
    tool_call_id: NonEmpty
    content: list[UserContentBlock]
    is_error: bool | UnsetType = UNSET
    tool_name: NonEmpty | UnsetType = UNSET
    details: Any | UnsetType = UNSET
    narration: str | UnsetType = UNSET
    timestamp: Millis | UnsetType = UNSET
    turn_id: NonEmpty | UnsetType = UNSET


class ExtensionMessage(Message, tag="extension"):
    kind: NonEmpty | UnsetType = UNSET
    data: Any | UnsetType = UNSET
    content: str | list[UserContentBlock] | UnsetType = UNSET
    display: bool | UnsetType = UNSET
    details: Any | UnsetType = UNSET
    timestamp: Millis | UnsetType = UNSET


class BashExecutionMessage(Message, tag="bash_execution"):
    command: str
    output: str
    exit_code: int | None
    cancelled: bool
    truncated: bool
    full_output_path: str | UnsetType = UNSET
    exclude_from_context: bool | UnsetType = UNSET
    timestamp: Millis | UnsetType = UNSET
    turn_id: NonEmpty | UnsetType = UNSET


AgentMessage = (
    SystemMessage
    | UserMessage
    | AssistantMessage
    | ToolResultMessage
    | ExtensionMessage
    | BashExecutionMessage
)
