"""Seed 002's two reasoning channels: `<thought>` tags parsed out of visible text into prompted
thinking (streaming-safe), and the typed view of provider reasoning detail items, whose
`details` stay the source of truth."""

from __future__ import annotations

import json

import pytest
from agentproto_bindings import THOUGHT_TAGS, ThoughtTagFilter, blocks_of_pieces, split_thoughts
from agentproto_bindings import agent as a
from hypothesis import given
from hypothesis import strategies as st

from support import REALCASES_DIR


def shown(blocks: list[a.TextBlock | a.ThinkingBlock]) -> list[tuple[str, str]]:
    return [
        ("thinking", b.thinking) if isinstance(b, a.ThinkingBlock) else ("text", b.text)
        for b in blocks
    ]


def test_thoughts_are_parsed_out_of_visible_text() -> None:
    got = split_thoughts("<thought>check totals.py</thought>The totals are fine.")
    assert shown(got) == [("thinking", "check totals.py"), ("text", "The totals are fine.")]
    assert all(
        b.source is a.ThinkingBlockSource.PROMPTED for b in got if isinstance(b, a.ThinkingBlock)
    )
    # Synonyms, any ASCII case, empty thoughts, several thoughts, text around them.
    assert shown(
        split_thoughts("a<THINK>x</think>b<thinking></Thinking><reflection>y</reflection>")
    ) == [("text", "a"), ("thinking", "x"), ("text", "b"), ("thinking", ""), ("thinking", "y")]
    assert set(THOUGHT_TAGS) >= {"thought", "thinking"}


def test_what_is_not_a_thought_stays_text() -> None:
    for text in [
        "a < b > c",
        "<b>bold</b>",
        "<thoughts>no</thoughts>",
        "< thought>spaced",
        "1 << 2",
        "<",
        "x<",
    ]:
        assert shown(split_thoughts(text)) == [("text", text)], text
    # Inside a thought, other tags (and the other synonyms' closing tags) are thinking text.
    assert shown(split_thoughts("<thought>a</thinking><b>c</thought>d")) == [
        ("thinking", "a</thinking><b>c"),
        ("text", "d"),
    ]


def test_a_thought_cut_short_is_kept_as_thinking() -> None:
    assert shown(split_thoughts("before<thought>never closed")) == [
        ("text", "before"),
        ("thinking", "never closed"),
    ]
    assert shown(split_thoughts("before<thought>half a tag </tho")) == [
        ("text", "before"),
        ("thinking", "half a tag </tho"),
    ]


def test_tags_are_configurable_and_checked() -> None:
    assert shown(split_thoughts("<scratch>s</scratch><thought>t</thought>", tags=["scratch"])) == [
        ("thinking", "s"),
        ("text", "<thought>t</thought>"),
    ]
    for bad in [[], ["a b"], ["<x>"], [""]]:
        with pytest.raises(ValueError):
            ThoughtTagFilter(bad)


def test_streaming_emits_text_as_soon_as_it_is_certain() -> None:
    f = ThoughtTagFilter()
    assert [(p.thinking, p.text) for p in f.feed("Sure. <tho")] == [(False, "Sure. ")]
    assert f.feed("ugh") == []  # `<though` may still be a tag: held back
    pieces = f.feed("t>plan")
    assert [(p.thinking, p.text, p.starts) for p in pieces] == [(True, "plan", True)]
    assert f.in_thought
    assert [(p.thinking, p.text, p.starts) for p in f.feed(" more</thought>done")] == [
        (True, " more", False),
        (False, "done", True),
    ]
    assert not f.in_thought and f.finish() == []
    g = ThoughtTagFilter()
    assert [(p.thinking, p.text) for p in g.feed("1 <")] == [(False, "1 ")]
    assert [(p.thinking, p.text, p.starts) for p in g.feed(" 2")] == [(False, "< 2", False)]


# Text made of the characters that matter to tags, so the generator meets whole and cut tags often.
tag_text = st.lists(
    st.sampled_from(
        [
            "<thought>",
            "</thought>",
            "<think>",
            "</think>",
            "<",
            "/",
            ">",
            "th",
            "ought",
            "a",
            " ",
            "\n",
        ]
    ),
    max_size=25,
).map("".join)


@given(tag_text, st.lists(st.integers(min_value=0, max_value=200), max_size=8))
def test_fragments_never_change_the_blocks(text: str, cuts: list[int]) -> None:
    """However the text is cut into fragments, the blocks are those of the whole text, and no
    character is lost or doubled."""
    whole = split_thoughts(text)
    points = sorted({min(c, len(text)) for c in cuts})
    fragments = [text[i:j] for i, j in zip([0, *points], [*points, len(text)], strict=True)]
    f = ThoughtTagFilter()
    pieces = [p for fragment in fragments for p in f.feed(fragment)] + f.finish()
    assert [b.to_dict() for b in blocks_of_pieces(pieces)] == [b.to_dict() for b in whole]
    # Every character of the text is in a block, or is a tag that was taken out.
    kept = "".join(b.thinking if isinstance(b, a.ThinkingBlock) else b.text for b in whole)
    assert len(kept) <= len(text)
    if not any(tag in text.lower() for tag in ("<thought>", "<think>")):
        assert shown(whole) == ([("text", text)] if text else [])


# --- reasoning detail items -----------------------------------------------------------------


DETAILS = [
    {
        "type": "reasoning.text",
        "text": "Check the quantize call first.",
        "signature": "c2lnbmF0dXJl",
        "format": "anthropic-claude-v1",
        "index": 0,
    },
    {
        "type": "reasoning.summary",
        "summary": "Read the test, then the code.",
        "format": "openai-responses-v1",
        "index": 1,
        "future_field": {"kept": True},
    },
    {"type": "reasoning.image", "data": "b3BhcXVl", "format": "some-future-provider-v1"},
    "not even an object",
    {
        "format": "google-gemini-v1",
        "index": 2,
        "type": "reasoning.encrypted",
        "id": "tool_ls_1",
        "data": "ZW5j",
    },
]


def test_typed_view_leaves_unknown_items_in_details() -> None:
    block = a.ReasoningDetailsBlock.from_dict({"type": "reasoning_details", "details": DETAILS})
    items = block.as_items()
    assert [type(i).__name__ for i in items] == [
        "ReasoningTextDetail",
        "ReasoningSummaryDetail",
        "ReasoningEncryptedDetail",
    ]
    text, summary, encrypted = items
    assert (
        isinstance(text, a.ReasoningTextDetail)
        and text.signature == "c2lnbmF0dXJl"
        and text.index == 0
    )
    assert isinstance(summary, a.ReasoningSummaryDetail) and summary.extra_fields == {
        "future_field": {"kept": True}
    }
    assert isinstance(encrypted, a.ReasoningEncryptedDetail) and encrypted.id == "tool_ls_1"
    # The source of truth is untouched, unknown items included, byte for byte.
    assert json.dumps(block.to_dict()["details"]) == json.dumps(DETAILS)


def test_items_round_trip_byte_exact() -> None:
    block = a.ReasoningDetailsBlock.from_dict({"type": "reasoning_details", "details": DETAILS})
    known = [d for d in DETAILS if isinstance(d, dict) and d["type"] != "reasoning.image"]
    again = a.ReasoningDetailsBlock.from_items(block.as_items())
    assert json.dumps(again.to_dict()["details"]) == json.dumps(known), (
        "key order and unknown keys kept"
    )
    made = a.ReasoningDetailsBlock.from_items(
        [a.ReasoningSummaryDetail(summary="s", format="openai-responses-v1")]
    )
    assert made.details == [
        {"format": "openai-responses-v1", "summary": "s", "type": "reasoning.summary"}
    ]
    assert a.ReasoningDetailsBlock.is_valid(made.to_dict())


def test_real_gemini_item() -> None:
    path = REALCASES_DIR / "clark-agent" / "reasoning_detail_item_gemini_encrypted.json"
    text = path.read_text()
    block = a.ReasoningDetailsBlock(details=[json.loads(text)])
    [item] = block.as_items()
    assert isinstance(item, a.ReasoningEncryptedDetail) and item.format == "google-gemini-v1"
    assert block.has_signed_payload()
    assert json.dumps(a.ReasoningDetailsBlock.from_items([item]).details[0]) == json.dumps(
        json.loads(text)
    )


@pytest.mark.parametrize(
    ("details", "signed"),
    [
        ([], False),
        ([{"type": "reasoning.text", "text": "t"}], False),
        ([{"type": "reasoning.text", "text": "t", "signature": None}], False),
        ([{"type": "reasoning.summary", "summary": "s"}], False),
        (
            [{"type": "reasoning.image", "data": "x"}],
            False,
        ),  # not in the typed view: not known to be signed
        ([{"type": "reasoning.text", "text": "t", "signature": "c2ln"}], True),
        (
            [
                {"type": "reasoning.summary", "summary": "s"},
                {"type": "reasoning.encrypted", "data": "ZW5j"},
            ],
            True,
        ),
    ],
)
def test_has_signed_payload(details: list[object], signed: bool) -> None:
    assert a.ReasoningDetailsBlock(details=details).has_signed_payload() is signed


def test_parse_thoughts_moves_tagged_text_into_thinking_blocks() -> None:
    from agentproto_bindings import parse_thoughts

    call = a.ToolCallBlock(id="c1", name="ls", arguments={})
    signed = a.TextBlock(text="<thought>signed</thought>kept", text_signature="c2ln")
    message = a.AssistantMessage(
        content=[
            a.TextBlock(text="<thou"),
            a.TextBlock(text="ght>plan</thought>Looking."),
            call,
            signed,
            a.TextBlock(text="plain"),
        ],
        stop_reason=a.StopReason.TOOL_USE,
        timestamp=1,
    )
    before = message.to_dict()
    parsed = parse_thoughts(message)
    assert [b.to_dict() for b in parsed.content] == [
        {"type": "thinking", "thinking": "plan", "source": "prompted"},
        {"type": "text", "text": "Looking."},
        call.to_dict(),
        signed.to_dict(),  # signed text is never rewritten
        {"type": "text", "text": "plain"},
    ]
    assert message.to_dict() == before, "the message given is not changed"
    plain = a.AssistantMessage(
        content=[a.TextBlock(text="a"), a.TextBlock(text="b < c")], stop_reason=a.StopReason.STOP
    )
    assert parse_thoughts(plain) is plain, "no thought: the same message, blocks not merged"
    # Woven back by convert_to_llm, the thought reads back the same.
    from agentproto_bindings import convert_to_llm

    [sent] = convert_to_llm([parsed])
    assert isinstance(sent, a.AssistantMessage)
    assert parse_thoughts(sent).to_dict()["content"][:2] == [
        b.to_dict() for b in parsed.content[:2]
    ]
