"""Reach the generated Python bindings of an entity by its schema path."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from typing import Any

from agentproto.emit.python import snake
from agentproto.lower.types import pascal

PACKAGE = "agentproto_bindings"


def decoder(
    entity: str, package: str = PACKAGE
) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    """(decode, encode) for `<family>/<entity>`: a class's from_dict/to_dict, or a union's or
    alias's `<name>_from_dict` with the value's own encoder."""
    family, stem = entity.split("/")
    module = importlib.import_module(f"{package}.{family}")
    name = pascal(stem)
    cls = getattr(module, name)
    if hasattr(cls, "from_dict"):
        return cls.from_dict, lambda value: value.to_dict()
    decode = getattr(module, f"{snake(name)}_from_dict")
    return decode, encode_value


def encode_value(value: Any) -> Any:
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if hasattr(value, "value") and isinstance(value, str):  # an enum member
        return value.value
    if isinstance(value, list):
        return [encode_value(v) for v in value]
    if isinstance(value, dict):
        return {k: encode_value(v) for k, v in value.items()}
    return value


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON text, so key order, absent vs null, and 1 vs 1.0 all count."""
    return json.dumps(a, ensure_ascii=False) == json.dumps(b, ensure_ascii=False)


def validators(
    entity: str, package: str = PACKAGE
) -> tuple[Callable[[Any], bool], Callable[[Any], list[Any]]]:
    """(is_valid, errors) for `<family>/<entity>`: a class's static methods, or a union's,
    alias's or enum's `<name>_is_valid` and `<name>_errors`."""
    family, stem = entity.split("/")
    module = importlib.import_module(f"{package}.{family}")
    name = pascal(stem)
    cls = getattr(module, name)
    if hasattr(cls, "from_dict"):
        return cls.is_valid, cls.errors
    return getattr(module, f"{snake(name)}_is_valid"), getattr(module, f"{snake(name)}_errors")
