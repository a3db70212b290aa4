"""What a dialect declaration cannot say, written by hand once per target: one function per
dialect at most, named by the declaration (`hook: <function>` on an entity). It works on the
dialect's side of the value: it gets the dialect's JSON before it is read (`direction` is
`"read"`) or after it is written (`"write"`), and returns it reshaped; a value it cannot reshape
raises ValueError, whose message becomes a problem at the value's pointer. Standard library
only."""

from __future__ import annotations

from typing import Any

from ._dialects import same, same_in_order, shown


def openresponses_nested(value: Any, direction: str, converter: Any) -> Any:
    """Seed 004's payloads that no rename can say. An assistant message keeps its parts under
    `output`, other roles under `content`; reasoning is a `content` string and a `summary` string
    where the flat layout has lists of text parts. Runs on the nested payload, inside the
    property named after the item's type."""
    del converter
    if not isinstance(value, dict):
        return value
    kind = value.get("type")
    inner = value.get(kind) if isinstance(kind, str) else None
    if not isinstance(inner, dict):
        return value
    if kind == "message" and inner.get("role") == "assistant":
        old, new = ("output", "content") if direction == "read" else ("content", "output")
        if old in inner:
            inner = {new if k == old else k: v for k, v in inner.items()}
    elif kind == "reasoning":
        inner = dict(inner)
        for name, part in (("content", "reasoning_text"), ("summary", "summary_text")):
            if name not in inner:
                continue
            if direction == "read":  # "" is no part at all
                text = inner[name]
                if isinstance(text, str):
                    inner[name] = [{"type": part, "text": text}] if text else []
                continue
            parts = inner[name]
            if not isinstance(parts, list):
                continue
            if parts == []:
                inner[name] = ""
                continue
            first = parts[0] if len(parts) == 1 else None
            # one part that says something: its text a string other than "" (which reads
            # back as no part at all); JSON has no truth of other values to go by
            if (
                not isinstance(first, dict)
                or set(first) != {"type", "text"}
                or not isinstance(first["text"], str)
                or first["text"] == ""
            ):
                raise ValueError(
                    f"seed 004's reasoning {name} is one string; "
                    f"this item has {len(parts)} {part} parts"
                )
            inner[name] = first["text"]
    else:
        return value
    return {**value, kind: inner}


# pi-ai's per-block stream events: block kind -> (the fragment's tag, the block property its
# `*_end` event repeats as `content`; None: `toolcall_end` repeats the whole block as `toolCall`)
_PI_BLOCKS: dict[str, tuple[str, str | None]] = {
    "text": ("text_delta", "text"),
    "thinking": ("thinking_delta", "thinking"),
    "toolcall": ("toolcall_delta", None),
}
_PI_FRAGMENT_KIND = {tag: kind for kind, (tag, _) in _PI_BLOCKS.items()}
#: (block kind, step) -> what pi's proxy says on that event in place of `partial`
_PI_PROXY_SAYS: dict[tuple[str, str], tuple[str, ...]] = {
    ("toolcall", "start"): ("id", "toolName"),
    ("text", "end"): ("contentSignature",),
    ("thinking", "end"): ("contentSignature",),
}


def _pi_block(event: dict[str, Any], index: Any) -> Any:
    """The content block at `index` of the event's `partial` message (None when there is none)."""
    partial = event.get("partial")
    content = partial.get("content") if isinstance(partial, dict) else None
    # a number of integer value (`1.0` is 1, as JSON reads it); `true` is no index
    if isinstance(index, bool) or not isinstance(index, (int, float)):
        return None
    if isinstance(index, float) and not index.is_integer():
        return None
    if isinstance(content, list) and 0 <= index < len(content):
        return content[int(index)]
    return None


def pi_ai_stream(value: Any, direction: str, converter: Any) -> Any:
    """pi-ai's assistant-message stream events, flat, against the canonical start / delta /
    done / error. Reading: `text_delta` and its kin become a `delta` event holding the fragment;
    `*_start` and `*_end` become a `delta` event with an empty fragment and `block` set (a tool
    call's start takes its id and name from `partial`; an end's `content` or `toolCall` must be
    what `partial` holds at that index, so writing takes it from there again); `done` gets the
    `usage` of its message after its tag (without its cost, which is the message's), `error` the error text
    of its message. `partial` is kept as sent. An event without `partial` is spelled as pi's
    proxy sends it (pi-agent-core's `ProxyAssistantMessageEvent`): a tool call's start names its
    id and tool, an end carries the block's `contentSignature`, and done and error carry `usage`
    with its `cost` inside, which reading says beside it. Writing undoes each step, spelling an
    event without `partial` as the proxy does, and refuses what pi-ai cannot say (a fragment
    without `contentIndex`, a reasoning fragment, a done whose usage is not its message's)."""
    del converter
    if not isinstance(value, dict):
        return value
    if direction == "read":
        return _pi_read(value)
    return _pi_write(value)


def _without_cost(usage: dict[str, Any]) -> dict[str, Any]:
    return {k: u for k, u in usage.items() if k != "cost"}


def _cost_beside(event: dict[str, Any]) -> dict[str, Any]:
    """A proxy done or error event: its usage's `cost` said beside the usage."""
    usage = event.get("usage")
    if not isinstance(usage, dict) or "cost" not in usage:
        return event
    out: dict[str, Any] = {}
    for key, v in event.items():
        if key == "usage":
            out[key] = _without_cost(usage)
            out["cost"] = usage["cost"]
        else:
            out[key] = v
    return out


def _cost_inside(event: dict[str, Any], tag: str) -> dict[str, Any]:
    """A done or error event without its message, as pi's proxy sends it: the usage, which
    its type requires, holds the cost."""
    usage = event.get("usage")
    if not isinstance(usage, dict) or "cost" not in event:
        raise ValueError(
            f"pi-ai's {tag} event carries its message, or, as pi's proxy sends it, the usage "
            "with its cost; this one has neither"
        )
    out: dict[str, Any] = {}
    for key, v in event.items():
        if key == "usage":
            out[key] = {**usage, "cost": event["cost"]}
        elif key != "cost":
            out[key] = v
    return out


def _pi_read(event: dict[str, Any]) -> dict[str, Any]:
    tag = event.get("type")
    if tag in ("done", "error") and "usage" in event:
        return _cost_beside(event)  # the proxy's: no message, the usage said whole
    if tag == "done":
        message = event.get("message")
        usage = message.get("usage") if isinstance(message, dict) else None
        if not isinstance(usage, dict):
            return event
        out: dict[str, Any] = {}
        for key, v in event.items():
            out[key] = v
            if key == "type":  # where the canonical done event has it
                out["usage"] = _without_cost(usage)
        return out
    if tag == "error":
        failed = event.get("error")
        text = failed.get("errorMessage") if isinstance(failed, dict) else None
        if text is None:
            return event
        out = {}
        for key, v in event.items():
            out[key] = v
            if key == "reason":
                out["errorMessage"] = text
        return out
    if not isinstance(tag, str) or "_" not in tag:
        return event
    kind, _, step = tag.rpartition("_")
    if kind not in _PI_BLOCKS or step not in ("start", "delta", "end"):
        return event
    fragment_tag, repeated = _PI_BLOCKS[kind]
    index = event.get("contentIndex")
    fragment: dict[str, Any] = {"type": fragment_tag}
    if "contentIndex" in event:
        fragment["contentIndex"] = index
    out = {"type": "delta", "delta": fragment}
    known = {"type", "contentIndex", "partial"}
    if step == "delta":
        known.add("delta")
        if "delta" in event:
            fragment["delta"] = event["delta"]
    else:
        fragment["delta"] = ""
        out["block"] = step
        block = _pi_block(event, index)
        if "partial" not in event:  # the proxy's: a start or end says what partial would
            for name in _PI_PROXY_SAYS.get((kind, step), ()):
                known.add(name)
                if name in event:
                    fragment[name] = event[name]
        elif step == "start" and kind == "toolcall" and isinstance(block, dict):
            for name, spelled in (("id", "id"), ("name", "toolName")):
                if name in block:
                    fragment[spelled] = block[name]
        elif step == "end":
            field = "content" if repeated else "toolCall"
            known.add(field)
            given = event.get(field)
            have = block.get(repeated) if repeated and isinstance(block, dict) else block
            if block is None or not same_in_order(given, have):
                raise ValueError(
                    f"pi-ai's {tag} repeats the block at contentIndex {shown(index)} of its partial "
                    f"message; this one's {field} is not that block's"
                )
    for key, v in event.items():
        if key not in known:
            out[key] = v  # kept for validation to report
    if "partial" in event:
        out["partial"] = event["partial"]
    return out


def _pi_write(event: dict[str, Any]) -> dict[str, Any]:
    tag = event.get("type")
    if tag == "done" and "message" not in event or tag == "error" and "error" not in event:
        return _cost_inside(event, str(tag))
    if tag in ("done", "error") and "cost" in event:
        raise ValueError(f"pi-ai's {tag} event has no cost but its message's")
    if tag == "done":
        message = event.get("message")
        usage = message.get("usage") if isinstance(message, dict) else None
        if not isinstance(usage, dict):
            raise ValueError("pi-ai's done event carries the finished message; this one has none")
        if "usage" in event and not same_in_order(event["usage"], _without_cost(usage)):
            raise ValueError("pi-ai's done event has no usage but its message's; they differ here")
        return {k: v for k, v in event.items() if k != "usage"}
    if tag == "error":
        failed = event.get("error")
        if not isinstance(failed, dict):
            raise ValueError("pi-ai's error event carries the failed message; this one has none")
        if "usage" in event:
            raise ValueError("pi-ai's error event has no usage but its message's")
        if not same(event.get("errorMessage"), failed.get("errorMessage")):
            raise ValueError("pi-ai's error event has no error text but its message's; they differ")
        return {k: v for k, v in event.items() if k != "errorMessage"}
    if tag != "delta":
        return event
    fragment = event.get("delta")
    if not isinstance(fragment, dict):
        return event
    said_type = fragment.get("type")
    kind = _PI_FRAGMENT_KIND.get(said_type) if isinstance(said_type, str) else None
    if kind is None:
        raise ValueError(f"pi-ai has no stream event for a {shown(said_type)} fragment")
    proxy = "partial" not in event  # spelled as pi's proxy sends it, without the message
    if "contentIndex" not in fragment:
        raise ValueError("pi-ai addresses every fragment by its content index; none here")
    # a fragment's event is `<kind>_delta`, a marker's `<kind>_start` or `<kind>_end`: no other
    # `block` names an event pi-ai sends
    if "block" in event and event["block"] not in ("start", "end"):
        raise ValueError(
            "pi-ai's events mark where a block starts or ends, nothing else; this block is neither"
        )
    step = event.get("block", "delta")
    index = fragment["contentIndex"]
    said = _PI_PROXY_SAYS.get((kind, step), ())
    allowed = {"type", "contentIndex", "delta"}
    if step == "start" and kind == "toolcall":
        allowed |= {"id", "toolName"}
    if proxy:
        allowed |= set(said)
    extra = sorted(set(fragment) - allowed)
    if extra:
        raise ValueError(f"pi-ai's {kind}_{step} event has no place for {', '.join(extra)}")
    out: dict[str, Any] = {"type": f"{kind}_{step}", "contentIndex": index}
    if step == "delta":
        if "delta" in fragment:
            out["delta"] = fragment["delta"]
    elif proxy:
        if fragment.get("delta") != "":
            raise ValueError(f"pi-ai's {kind}_{step} event carries no fragment; this one has one")
        for name in said:
            if name in fragment:
                out[name] = fragment[name]
            elif kind == "toolcall":  # its type requires them; a signature is optional
                raise ValueError(f"pi-ai's proxy toolcall_start names the call's {name}; none here")
    else:
        if fragment.get("delta") != "":
            raise ValueError(f"pi-ai's {kind}_{step} event carries no fragment; this one has one")
        block = _pi_block(event, index)
        if step == "start" and kind == "toolcall":
            for name, spelled in (("id", "id"), ("name", "toolName")):
                if spelled in fragment and not (
                    isinstance(block, dict) and same(block.get(name), fragment[spelled])
                ):
                    raise ValueError(
                        f"pi-ai's toolcall_start takes the call's {name} from its partial "
                        "message; they differ here"
                    )
        if step == "end":
            if not isinstance(block, dict):
                raise ValueError(
                    f"pi-ai's {kind}_end repeats the block at contentIndex {shown(index)} of its "
                    "partial message; there is none"
                )
            repeated = _PI_BLOCKS[kind][1]
            if repeated:
                out["content"] = block.get(repeated)
            else:
                out["toolCall"] = block
    for key, v in event.items():
        if key not in ("type", "delta", "block", "partial"):
            out[key] = v
    if not proxy:
        out["partial"] = event["partial"]
    return out


HOOKS = {"openresponses_nested": openresponses_nested, "pi_ai_stream": pi_ai_stream}

__all__ = ["HOOKS"]
