"""What the tests of instances made from a library's own types share
(tests/test_dialect_library_types.py for pi's TypeScript, tests/test_dialect_library_types_rust.py
for the Rust crates): the surfaces' extractor, reading an instance through its dialect and
writing it back, where the written value first differs, and the exceptions listed for it."""

from __future__ import annotations

import importlib.util
import json
from functools import cache
from typing import Any

from agentproto.conformance import coverage
from agentproto.validate.dialects import Converters
from support import ROOT


@cache
def extractor() -> Any:
    """scripts/extract_surfaces.py as a module (a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location(
        "extract_surfaces", ROOT / "scripts" / "extract_surfaces.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def same_json(a: Any, b: Any) -> bool:
    """The same JSON value, told strictly: `true` is not `1`, nor `1.0` `1`."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


ABSENT = object()


def difference(sent: Any, written: Any, pointer: str = "") -> str:
    """Where the written value first differs from the one sent, and how (the pointer into the
    value sent): what a listed exception names."""
    if isinstance(sent, dict) and isinstance(written, dict):
        for key in [*sent, *(k for k in written if k not in sent)]:
            a, b = sent.get(key, ABSENT), written.get(key, ABSENT)
            if a is ABSENT or b is ABSENT or not same_json(a, b):
                return difference(a, b, f"{pointer}/{key}")
    if isinstance(sent, list) and isinstance(written, list) and len(sent) == len(written):
        for i, (a, b) in enumerate(zip(sent, written, strict=True)):
            if not same_json(a, b):
                return difference(a, b, f"{pointer}/{i}")

    def shown(value: Any) -> str:
        return "absent" if value is ABSENT else json.dumps(value)[:80]

    return f"{pointer or '/'}: {shown(sent)} -> {shown(written)}"


def round_trip(conv: Converters, dialect: str, value: Any, entity: str) -> tuple[bool, bool, str]:
    """(accepted, lossless, what went wrong): `value` read through `dialect` as `entity`,
    valid canonical JSON, written back as the same JSON value."""
    converter = conv.converters[dialect]
    canonical, problems, key = converter.read(value, entity)
    if problems:
        return False, False, "read: " + "; ".join(f"{p or '/'} {m}" for p, m in problems[:2])
    entry = conv.entries.get(entity) or conv.entries.setdefault(
        entity, conv.catalog.resolve(entity)
    )
    validator = conv.catalog.validator(entry)
    if not validator.is_valid(canonical):
        errors = list(validator.errors(canonical))[:2]
        return (
            False,
            False,
            "canonical: " + "; ".join(f"{e.pointer or '/'} {e.message}" for e in errors),
        )
    written, problems, _ = converter.write(canonical, key)
    if problems:
        return True, False, "write: " + "; ".join(f"{p or '/'} {m}" for p, m in problems[:2])
    if not same_json(written, value):
        return True, False, "written back otherwise at " + difference(value, written)
    return True, True, ""


def listed(library: str, variant: str, why: str) -> str | None:
    """The text of the exception listed for `library`'s `variant` (coverage_exceptions.yaml,
    `instances`) that `why` contains, if any."""
    texts = coverage.instance_exceptions().get(library, {}).get(variant, {})
    return next((text for text in texts if text in why), None)


def openai_sdk_models(conv: Converters) -> list[tuple[str, str, Any]]:
    """(group entity, tag, model) of every variant of the openai SDK's stream events, output
    items and tools that the openai dialect maps (the coverage table's verdict)."""
    from openai.types import responses
    from pydantic import TypeAdapter

    module = extractor()
    unions = {
        "openresponses/stream_event": (responses.ResponseStreamEvent, "stream event"),
        "openresponses/item": (responses.ResponseOutputItem, "output item"),
        "openresponses/tool": (responses.Tool, "tool"),
    }
    mapped = {
        (v.group, v.tag)
        for s in coverage.coverage(conv)
        if s.name == "openai-python"
        for v in s.variants
        if v.verdict == "mapped"
    }
    out = []
    for entity, (union, group) in unions.items():
        for model in module._members(union):
            tag = module._tag_of(TypeAdapter(model).json_schema())
            if (group, tag) in mapped:
                out.append((entity, tag, model))
    return out
