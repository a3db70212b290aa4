# DO NOT EDIT: copied by agentproto from templates/python/_dialect_hooks.py (hand-written: edit it there).
"""What a dialect declaration cannot say, written by hand once per target: one function per
dialect at most, named by the declaration (`hook: <function>` on an entity). It works on the
dialect's side of the value: it gets the dialect's JSON before it is read (`direction` is
`"read"`) or after it is written (`"write"`), and returns it reshaped; a value it cannot reshape
raises ValueError, whose message becomes a problem at the value's pointer. Standard library
only."""

from __future__ import annotations

from typing import Any


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
            if len(parts) != 1 or set(parts[0]) != {"type", "text"} or not parts[0]["text"]:
                raise ValueError(
                    f"seed 004's reasoning {name} is one string; "
                    f"this item has {len(parts)} {part} parts"
                )
            inner[name] = parts[0]["text"]
    else:
        return value
    return {**value, kind: inner}


HOOKS = {"openresponses_nested": openresponses_nested}

__all__ = ["HOOKS"]
