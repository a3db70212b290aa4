# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The validator of openresponses/stream_event, as agentproto.compile makes it.

from . import _runtime as rt
from ._runtime import Problem

import re
from collections.abc import Callable
from typing import Any


_VALID_BY_TAG1: dict[str, Callable[[Any], bool]] = {}
_PATTERN1 = re.compile("^[\\x2d0-9\\x5fa-z]++\\x3a[\\x2d-\\x2e0-9\\x5fa-z]++(?!(?s:.))")
_ENUM2 = frozenset({"auto", "required", "none"})
_CHECK_BY_TAG2: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_NAMES3: frozenset[str] = frozenset({"mode", "tools", "type"})
_VALID_BY_TAG3: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG4: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_ENUM4 = frozenset({"in_progress", "completed", "incomplete", "failed"})
_NAMES5: frozenset[str] = frozenset({"created_by", "encrypted_content", "id", "status", "type"})
_VALID_BY_TAG5: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG6: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN6: frozenset[str] = frozenset({})
_NAMES7: frozenset[str] = frozenset({"code", "headers", "message", "param", "type"})
_NAMES8: frozenset[str] = frozenset({"error", "sequence_number", "type"})
_KNOWN9: frozenset[str] = frozenset({"end_index", "start_index", "text", "type"})
_KNOWN10: frozenset[str] = frozenset({"sequence_number", "type"})
_KNOWN11: frozenset[str] = frozenset({"id", "status", "type"})
_KNOWN12: frozenset[str] = frozenset({"description", "name", "type"})
_KNOWN13: frozenset[str] = frozenset({"name", "type"})
_NAMES14: frozenset[str] = frozenset({"status"})
_NAMES15: frozenset[str] = frozenset({"arguments"})
_NAMES16: frozenset[str] = frozenset({"arguments", "call_id", "id", "name", "status", "type"})
_VALID_BY_TAG7: dict[str, Callable[[Any], bool]] = {}
_NAMES17: frozenset[str] = frozenset({"call_id", "id", "output", "status", "type"})
_PATTERN18 = re.compile("^[\\x2d0-9A-Z\\x5fa-z]++(?!(?s:.))")
_NAMES19: frozenset[str] = frozenset({"description", "name", "parameters", "strict", "type"})
_NAMES20: frozenset[str] = frozenset({"reason"})
_NAMES21: frozenset[str] = frozenset({"audio_url", "type"})
_NAMES22: frozenset[str] = frozenset({"file_data", "file_url", "filename", "type"})
_ENUM23: frozenset[Any] = rt.canonical_set(["low", "high", "auto", None])
_NAMES24: frozenset[str] = frozenset({"detail", "image_url", "type"})
_VALID_BY_TAG8: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG9: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_NAMES25: frozenset[str] = frozenset({"text", "type"})
_NAMES26: frozenset[str] = frozenset({"cached_tokens"})
_NAMES27: frozenset[str] = frozenset({"type", "video_url"})
_VALID_BY_TAG10: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG11: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_ENUM28 = frozenset({"user", "assistant", "system", "developer"})
_VALID_BY_TAG12: dict[str, Callable[[Any], bool]] = {}
_ENUM29 = frozenset({"commentary", "final_answer"})
_NAMES30: frozenset[str] = frozenset({"content", "id", "phase", "role", "status", "type"})
_VALID_BY_TAG13: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG14: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_VALID_BY_TAG15: dict[str, Callable[[Any], bool]] = {}
_NAMES31: frozenset[str] = frozenset({"annotations", "logprobs", "text", "type"})
_NAMES32: frozenset[str] = frozenset({"reasoning_tokens"})
_ENUM33: frozenset[Any] = rt.canonical_set(
    ["none", "minimal", "low", "medium", "high", "xhigh", None]
)
_ENUM34: frozenset[Any] = rt.canonical_set(["concise", "detailed", "auto", None])
_NAMES35: frozenset[str] = frozenset({"effort", "summary"})
_VALID_BY_TAG16: dict[str, Callable[[Any], bool]] = {}
_NAMES36: frozenset[str] = frozenset(
    {"content", "encrypted_content", "id", "status", "summary", "type"}
)
_NAMES37: frozenset[str] = frozenset({"refusal", "type"})
_REQUIRED38: list[str] = [
    "id",
    "object",
    "created_at",
    "completed_at",
    "status",
    "incomplete_details",
    "model",
    "previous_response_id",
    "instructions",
    "output",
    "error",
    "tools",
    "tool_choice",
    "truncation",
    "parallel_tool_calls",
    "text",
    "top_p",
    "presence_penalty",
    "frequency_penalty",
    "top_logprobs",
    "temperature",
    "reasoning",
    "usage",
    "max_output_tokens",
    "max_tool_calls",
    "store",
    "background",
    "service_tier",
    "metadata",
    "safety_identifier",
    "prompt_cache_key",
]
_NAMES39: frozenset[str] = frozenset(_REQUIRED38)
_ENUM40 = frozenset({"queued", "in_progress", "completed", "failed", "cancelled", "incomplete"})
_ENUM41 = frozenset({"auto", "disabled"})
_VALID_BY_TAG17: dict[str, Callable[[Any], bool]] = {}
_ENUM42 = frozenset({"low", "medium", "high"})
_VALID_BY_TAG18: dict[str, Callable[[Any], bool]] = {}
_NAMES43: frozenset[str] = frozenset(
    {
        "background",
        "completed_at",
        "created_at",
        "error",
        "extensions",
        "frequency_penalty",
        "id",
        "incomplete_details",
        "instructions",
        "max_output_tokens",
        "max_tool_calls",
        "metadata",
        "model",
        "object",
        "output",
        "parallel_tool_calls",
        "presence_penalty",
        "previous_response_id",
        "prompt_cache_key",
        "prompt_cache_retention",
        "reasoning",
        "safety_identifier",
        "service_tier",
        "status",
        "store",
        "temperature",
        "text",
        "tool_choice",
        "tools",
        "top_logprobs",
        "top_p",
        "truncation",
        "usage",
    }
)
_NAMES44: frozenset[str] = frozenset({"response", "sequence_number", "type"})
_VALID_BY_TAG19: dict[str, Callable[[Any], bool]] = {}
_NAMES45: frozenset[str] = frozenset(
    {"content_index", "item_id", "output_index", "part", "sequence_number", "type"}
)
_VALID_BY_TAG20: dict[str, Callable[[Any], bool]] = {}
_NAMES46: frozenset[str] = frozenset({"code", "message", "param", "type"})
_NAMES47: frozenset[str] = frozenset(
    {"delta", "item_id", "obfuscation", "output_index", "sequence_number", "type"}
)
_NAMES48: frozenset[str] = frozenset(
    {"arguments", "item_id", "name", "output_index", "sequence_number", "type"}
)
_NAMES49: frozenset[str] = frozenset({"item", "output_index", "sequence_number", "type"})
_NAMES50: frozenset[str] = frozenset(
    {
        "annotation",
        "annotation_index",
        "content_index",
        "item_id",
        "output_index",
        "sequence_number",
        "type",
    }
)
_NAMES51: frozenset[str] = frozenset(
    {
        "content_index",
        "delta",
        "item_id",
        "logprobs",
        "obfuscation",
        "output_index",
        "sequence_number",
        "type",
    }
)
_NAMES52: frozenset[str] = frozenset(
    {"content_index", "item_id", "logprobs", "output_index", "sequence_number", "text", "type"}
)
_NAMES53: frozenset[str] = frozenset(
    {"content_index", "delta", "item_id", "obfuscation", "output_index", "sequence_number", "type"}
)
_NAMES54: frozenset[str] = frozenset(
    {"content_index", "item_id", "output_index", "sequence_number", "text", "type"}
)
_NAMES55: frozenset[str] = frozenset(
    {"item_id", "output_index", "part", "sequence_number", "summary_index", "type"}
)
_NAMES56: frozenset[str] = frozenset(
    {"delta", "item_id", "obfuscation", "output_index", "sequence_number", "summary_index", "type"}
)
_NAMES57: frozenset[str] = frozenset(
    {"item_id", "output_index", "sequence_number", "summary_index", "text", "type"}
)
_NAMES58: frozenset[str] = frozenset(
    {"content_index", "delta", "item_id", "output_index", "sequence_number", "type"}
)
_NAMES59: frozenset[str] = frozenset(
    {"content_index", "item_id", "output_index", "refusal", "sequence_number", "type"}
)
_VALID_BY_TAG21: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG22: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_NAMES60: frozenset[str] = frozenset({"format", "verbosity"})
_ENUM61 = frozenset({"text", "json_object", "json_schema"})
_NAMES62: frozenset[str] = frozenset({"description", "name", "schema", "strict", "type"})
_NAMES63: frozenset[str] = frozenset({"bytes", "logprob", "token", "top_logprobs"})
_VALID_BY_TAG23: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG24: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_VALID_BY_TAG25: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG26: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_NAMES64: frozenset[str] = frozenset({"bytes", "logprob", "token"})
_NAMES65: frozenset[str] = frozenset({"end_index", "start_index", "title", "type", "url"})
_NAMES66: frozenset[str] = frozenset(
    {
        "input_tokens",
        "input_tokens_details",
        "output_tokens",
        "output_tokens_details",
        "total_tokens",
    }
)


def _valid_0(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "tools" in x):
        return False
    v1 = x["type"]
    if v1 != "allowed_tools":
        return False
    v2 = x["tools"]
    if not (isinstance(v2, list)):
        return False
    for v4 in v2:
        if not isinstance(v4, dict):
            return False
        v5 = v4.get("type")
        v6 = _VALID_BY_TAG1.get(v5) if isinstance(v5, str) else None
        if v6 is not None:
            if not v6(v4):
                return False
        elif not (isinstance(v5, str) and _PATTERN1.search(v5) is not None and _valid_11(v4)):
            return False
    if len(v2) > 128:
        return False
    if len(v2) < 1:
        return False
    if "mode" in x:
        v7 = x["mode"]
        if not (isinstance(v7, str) and v7 in _ENUM2):
            return False
    return True


def _check_0(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("mode", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str) and v1 in _ENUM2):
                e.append(
                    Problem(
                        p + "/mode",
                        "enum",
                        'expected one of "auto", "required", "none", found ' + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/mode/enum",
                    )
                )
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/mode",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/mode/type",
                    )
                )
        v2 = x.get("tools", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, list)):
                e.append(
                    Problem(
                        p + "/tools",
                        "type",
                        "expected array, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/tools/type",
                    )
                )
            if isinstance(v2, list):
                for v3, v4 in enumerate(v2):
                    if isinstance(v4, dict):
                        v5 = v4.get("type", rt.MISSING)
                        v6 = _CHECK_BY_TAG2.get(v5) if isinstance(v5, str) else None
                        if v6 is not None:
                            v6(v4, p + "/tools" + "/" + str(v3), e, strict)
                        elif isinstance(v5, str) and _PATTERN1.search(v5) is not None:
                            _check_11(v4, p + "/tools" + "/" + str(v3), e, strict)
                        elif v5 is rt.MISSING:
                            e.append(
                                Problem(
                                    p + "/tools" + "/" + str(v3),
                                    "required",
                                    'missing required property "type" (the tag naming the variant)',
                                    "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/tools/items/oneOf",
                                )
                            )
                        else:
                            e.append(
                                Problem(
                                    p + "/tools" + "/" + str(v3) + "/type",
                                    "pattern",
                                    'expected one of "function", found ' + rt.show(v5),
                                    "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/tools/items/oneOf",
                                )
                            )
                    else:
                        e.append(
                            Problem(
                                p + "/tools" + "/" + str(v3),
                                "type",
                                "expected object, found " + rt.kind(v4),
                                "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/tools/items/oneOf",
                            )
                        )
                    if strict and isinstance(v4, dict):
                        rt.unknown_properties(
                            v4,
                            p + "/tools" + "/" + str(v3),
                            _properties1(v4),
                            "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/tools/items",
                            e,
                        )
                if len(v2) > 128:
                    e.append(
                        Problem(
                            p + "/tools",
                            "maxItems",
                            "expected at most 128 items, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/tools/maxItems",
                        )
                    )
                if len(v2) < 1:
                    e.append(
                        Problem(
                            p + "/tools",
                            "minItems",
                            "expected at least 1 items, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/tools/minItems",
                        )
                    )
        v7 = x.get("type", rt.MISSING)
        if (v7 is not rt.MISSING) and (v7 != "allowed_tools"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "allowed_tools", found ' + rt.show(v7),
                    "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/required",
                )
            )
        if "tools" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tools"',
                    "https://agentproto.dev/schema/openresponses/allowed_tools_choice.json#/required",
                )
            )


def _properties_0(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES3.intersection(x))
    return out


def _valid_1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/annotation.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG3.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_7(x)):
        return False
    return True


def _check_1(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/annotation.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG4.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN1.search(v1) is not None:
            _check_7(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/openresponses/annotation.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "pattern",
                    'expected one of "url_citation", found ' + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/annotation.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/annotation.json#/oneOf",
            )
        )


def _properties_1(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_73(x):
        out.update(_properties_73(x))
    if _valid_7(x):
        out.update(_properties_7(x))
    return out


def _valid_2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/compaction_item.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x and "encrypted_content" in x):
        return False
    v1 = x["encrypted_content"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) > 10485760:
        return False
    if len(v1) < 1:
        return False
    v2 = x["id"]
    if not (isinstance(v2, str)):
        return False
    v3 = x["type"]
    if v3 != "compaction":
        return False
    if "created_by" in x:
        v4 = x["created_by"]
        if not (isinstance(v4, str)):
            return False
    if "status" in x:
        v5 = x["status"]
        if not (isinstance(v5, str) and v5 in _ENUM4):
            return False
    return True


def _check_2(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/compaction_item.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/compaction_item.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("created_by", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/created_by",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/compaction_item.json#/properties/created_by/type",
                )
            )
        v2 = x.get("encrypted_content", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/encrypted_content",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/compaction_item.json#/properties/encrypted_content/type",
                    )
                )
            if isinstance(v2, str):
                if len(v2) > 10485760:
                    e.append(
                        Problem(
                            p + "/encrypted_content",
                            "maxLength",
                            "expected at most 10485760 characters, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/compaction_item.json#/properties/encrypted_content/maxLength",
                        )
                    )
                if len(v2) < 1:
                    e.append(
                        Problem(
                            p + "/encrypted_content",
                            "minLength",
                            "expected at least 1 characters, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/compaction_item.json#/properties/encrypted_content/minLength",
                        )
                    )
        v3 = x.get("id", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/openresponses/compaction_item.json#/properties/id/type",
                )
            )
        v4 = x.get("status", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_26(v4, p + "/status", e, strict)
        v5 = x.get("type", rt.MISSING)
        if (v5 is not rt.MISSING) and (v5 != "compaction"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "compaction", found ' + rt.show(v5),
                    "https://agentproto.dev/schema/openresponses/compaction_item.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/compaction_item.json#/required",
                )
            )
        if "id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "id"',
                    "https://agentproto.dev/schema/openresponses/compaction_item.json#/required",
                )
            )
        if "encrypted_content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "encrypted_content"',
                    "https://agentproto.dev/schema/openresponses/compaction_item.json#/required",
                )
            )


def _properties_2(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES5.intersection(x))
    return out


def _valid_3(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/content_part.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG5.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_3(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/content_part.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG6.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/openresponses/content_part.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected one of "input_text", "input_image", "input_file", "input_audio", "input_video", "output_text", "refusal", "reasoning_text", ..., found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/content_part.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/content_part.json#/oneOf",
            )
        )


def _properties_3(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_22(x):
        out.update(_properties_22(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_19(x):
        out.update(_properties_19(x))
    if _valid_18(x):
        out.update(_properties_18(x))
    if _valid_24(x):
        out.update(_properties_24(x))
    if _valid_30(x):
        out.update(_properties_30(x))
    if _valid_35(x):
        out.update(_properties_35(x))
    if _valid_34(x):
        out.update(_properties_34(x))
    if _valid_64(x):
        out.update(_properties_64(x))
    if _valid_67(x):
        out.update(_properties_67(x))
    return out


def _valid_4(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/error.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "code" in x and "message" in x and "param" in x):
        return False
    v1 = x["code"]
    if not (isinstance(v1, str) or v1 is None):
        return False
    v2 = x["message"]
    if not (isinstance(v2, str)):
        return False
    v3 = x["param"]
    if not (isinstance(v3, str) or v3 is None):
        return False
    v4 = x["type"]
    if not (isinstance(v4, str)):
        return False
    if "headers" in x:
        v5 = x["headers"]
        if not (isinstance(v5, dict)):
            return False
        for v6, v7 in v5.items():
            if (v6 not in _KNOWN6) and (not (isinstance(v7, str))):
                return False
    return True


def _check_4(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/error.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/error.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("code", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str) or v1 is None)):
            e.append(
                Problem(
                    p + "/code",
                    "type",
                    "expected string or null, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/error.json#/properties/code/type",
                )
            )
        v2 = x.get("headers", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, dict)):
                e.append(
                    Problem(
                        p + "/headers",
                        "type",
                        "expected object, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/error.json#/properties/headers/type",
                    )
                )
            if isinstance(v2, dict):
                for v3, v4 in v2.items():
                    if (v3 not in _KNOWN6) and (not (isinstance(v4, str))):
                        e.append(
                            Problem(
                                p + "/headers" + "/" + rt.escape(v3),
                                "type",
                                "expected string, found " + rt.kind(v4),
                                "https://agentproto.dev/schema/openresponses/error.json#/properties/headers/additionalProperties/type",
                            )
                        )
        v5 = x.get("message", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str))):
            e.append(
                Problem(
                    p + "/message",
                    "type",
                    "expected string, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/openresponses/error.json#/properties/message/type",
                )
            )
        v6 = x.get("param", rt.MISSING)
        if (v6 is not rt.MISSING) and (not (isinstance(v6, str) or v6 is None)):
            e.append(
                Problem(
                    p + "/param",
                    "type",
                    "expected string or null, found " + rt.kind(v6),
                    "https://agentproto.dev/schema/openresponses/error.json#/properties/param/type",
                )
            )
        v7 = x.get("type", rt.MISSING)
        if v7 is not rt.MISSING:
            _check_6(v7, p + "/type", e, strict)
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/error.json#/required",
                )
            )
        if "code" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "code"',
                    "https://agentproto.dev/schema/openresponses/error.json#/required",
                )
            )
        if "message" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "message"',
                    "https://agentproto.dev/schema/openresponses/error.json#/required",
                )
            )
        if "param" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "param"',
                    "https://agentproto.dev/schema/openresponses/error.json#/required",
                )
            )


def _properties_4(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES7.intersection(x))
    return out


def _valid_5(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/error_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "error" in x):
        return False
    v1 = x["sequence_number"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["type"]
    if v2 != "error":
        return False
    v3 = x["error"]
    if not (isinstance(v3, dict)):
        return False
    if not ("type" in v3 and "code" in v3 and "message" in v3 and "param" in v3):
        return False
    v4 = v3["code"]
    if not (isinstance(v4, str) or v4 is None):
        return False
    v5 = v3["message"]
    if not (isinstance(v5, str)):
        return False
    v6 = v3["param"]
    if not (isinstance(v6, str) or v6 is None):
        return False
    v7 = v3["type"]
    if not (isinstance(v7, str)):
        return False
    if "headers" in v3:
        v8 = v3["headers"]
        if not (isinstance(v8, dict)):
            return False
        for v9, v10 in v8.items():
            if (v9 not in _KNOWN6) and (not (isinstance(v10, str))):
                return False
    return True


def _check_5(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/error_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/error_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("error", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_4(v1, p + "/error", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/error",
                    _properties_4(v1),
                    "https://agentproto.dev/schema/openresponses/error_event.json#/properties/error",
                    e,
                )
        v2 = x.get("sequence_number", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/error_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/error_event.json#/properties/sequence_number/minimum",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if v3 != "error":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "error", found ' + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/error_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/error_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/error_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/error_event.json#/required",
                )
            )
        if "error" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "error"',
                    "https://agentproto.dev/schema/openresponses/error_event.json#/required",
                )
            )


def _properties_5(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES8.intersection(x))
    return out


def _valid_6(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/error_type.json#"""
    return isinstance(x, str)


def _check_6(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/error_type.json#"""
    if not (isinstance(x, str)):
        e.append(
            Problem(
                p,
                "type",
                "expected string, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/error_type.json#/type",
            )
        )


def _valid_7(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/extension_annotation.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    v1 = x["type"]
    if not (isinstance(v1, str)):
        return False
    if _PATTERN1.search(v1) is None:
        return False
    if "end_index" in x:
        v2 = x["end_index"]
        if not (
            type(v2) is int
            or isinstance(v2, float)
            and v2.is_integer()
            or isinstance(v2, int)
            and not isinstance(v2, bool)
        ):
            return False
        if v2 < 0:
            return False
    if "start_index" in x:
        v3 = x["start_index"]
        if not (
            type(v3) is int
            or isinstance(v3, float)
            and v3.is_integer()
            or isinstance(v3, int)
            and not isinstance(v3, bool)
        ):
            return False
        if v3 < 0:
            return False
    if "text" in x:
        v4 = x["text"]
        if not (isinstance(v4, str)):
            return False
    return True


def _check_7(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/extension_annotation.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/extension_annotation.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("end_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/end_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/extension_annotation.json#/properties/end_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/end_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/extension_annotation.json#/properties/end_index/minimum",
                    )
                )
        v2 = x.get("start_index", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/start_index",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/extension_annotation.json#/properties/start_index/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/start_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/extension_annotation.json#/properties/start_index/minimum",
                    )
                )
        v3 = x.get("text", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/text",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/openresponses/extension_annotation.json#/properties/text/type",
                )
            )
        v4 = x.get("type", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/extension_annotation.json#/properties/type/type",
                    )
                )
            if (isinstance(v4, str)) and (_PATTERN1.search(v4) is None):
                e.append(
                    Problem(
                        p + "/type",
                        "pattern",
                        'expected a string matching "^[a-z0-9_-]+:[a-z0-9_.-]+$", found '
                        + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/extension_annotation.json#/properties/type/pattern",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/extension_annotation.json#/required",
                )
            )


def _properties_7(x: Any) -> set[Any]:
    return set(x)


def _valid_8(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/extension_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x):
        return False
    v1 = x["sequence_number"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["type"]
    if not (isinstance(v2, str)):
        return False
    return not (_PATTERN1.search(v2) is None)


def _check_8(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/extension_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/extension_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("sequence_number", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/extension_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/extension_event.json#/properties/sequence_number/minimum",
                    )
                )
        v2 = x.get("type", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/extension_event.json#/properties/type/type",
                    )
                )
            if (isinstance(v2, str)) and (_PATTERN1.search(v2) is None):
                e.append(
                    Problem(
                        p + "/type",
                        "pattern",
                        'expected a string matching "^[a-z0-9_-]+:[a-z0-9_.-]+$", found '
                        + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/extension_event.json#/properties/type/pattern",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/extension_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/extension_event.json#/required",
                )
            )


def _properties_8(x: Any) -> set[Any]:
    return set(x)


def _valid_9(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/extension_item.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x and "status" in x):
        return False
    v1 = x["id"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["status"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) < 1:
        return False
    v3 = x["type"]
    if not (isinstance(v3, str)):
        return False
    return not (_PATTERN1.search(v3) is None)


def _check_9(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/extension_item.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/extension_item.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("id", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/extension_item.json#/properties/id/type",
                )
            )
        v2 = x.get("status", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/status",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/extension_item.json#/properties/status/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/status",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/extension_item.json#/properties/status/minLength",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/extension_item.json#/properties/type/type",
                    )
                )
            if (isinstance(v3, str)) and (_PATTERN1.search(v3) is None):
                e.append(
                    Problem(
                        p + "/type",
                        "pattern",
                        'expected a string matching "^[a-z0-9_-]+:[a-z0-9_.-]+$", found '
                        + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/extension_item.json#/properties/type/pattern",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/extension_item.json#/required",
                )
            )
        if "id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "id"',
                    "https://agentproto.dev/schema/openresponses/extension_item.json#/required",
                )
            )
        if "status" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "status"',
                    "https://agentproto.dev/schema/openresponses/extension_item.json#/required",
                )
            )


def _properties_9(x: Any) -> set[Any]:
    return set(x)


def _valid_10(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/extension_tool.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    v1 = x["type"]
    if not (isinstance(v1, str)):
        return False
    if _PATTERN1.search(v1) is None:
        return False
    if "description" in x:
        v2 = x["description"]
        if not (isinstance(v2, str) or v2 is None):
            return False
    if "name" in x:
        v3 = x["name"]
        if not (isinstance(v3, str)):
            return False
        if len(v3) < 1:
            return False
    return True


def _check_10(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/extension_tool.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/extension_tool.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("description", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str) or v1 is None)):
            e.append(
                Problem(
                    p + "/description",
                    "type",
                    "expected string or null, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/extension_tool.json#/properties/description/type",
                )
            )
        v2 = x.get("name", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/name",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/extension_tool.json#/properties/name/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/extension_tool.json#/properties/name/minLength",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/extension_tool.json#/properties/type/type",
                    )
                )
            if (isinstance(v3, str)) and (_PATTERN1.search(v3) is None):
                e.append(
                    Problem(
                        p + "/type",
                        "pattern",
                        'expected a string matching "^[a-z0-9_-]+:[a-z0-9_.-]+$", found '
                        + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/extension_tool.json#/properties/type/pattern",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/extension_tool.json#/required",
                )
            )


def _properties_10(x: Any) -> set[Any]:
    return set(x)


def _valid_11(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/extension_tool_choice.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    v1 = x["type"]
    if not (isinstance(v1, str)):
        return False
    if _PATTERN1.search(v1) is None:
        return False
    if "name" in x:
        v2 = x["name"]
        if not (isinstance(v2, str)):
            return False
        if len(v2) < 1:
            return False
    return True


def _check_11(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/extension_tool_choice.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/extension_tool_choice.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("name", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/name",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/extension_tool_choice.json#/properties/name/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/extension_tool_choice.json#/properties/name/minLength",
                    )
                )
        v2 = x.get("type", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/extension_tool_choice.json#/properties/type/type",
                    )
                )
            if (isinstance(v2, str)) and (_PATTERN1.search(v2) is None):
                e.append(
                    Problem(
                        p + "/type",
                        "pattern",
                        'expected a string matching "^[a-z0-9_-]+:[a-z0-9_.-]+$", found '
                        + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/extension_tool_choice.json#/properties/type/pattern",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/extension_tool_choice.json#/required",
                )
            )


def _properties_11(x: Any) -> set[Any]:
    return set(x)


def _valid_12(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/extensions.json#"""
    if not (isinstance(x, dict)):
        return False
    for v1 in x:
        if (isinstance(v1, str)) and (len(v1) < 1):
            return False
    return True


def _check_12(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/extensions.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/extensions.json#/type",
            )
        )
    if isinstance(x, dict):
        for v1 in x:
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p,
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/extensions.json#/propertyNames/minLength",
                    )
                )


def _valid_13(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_item.json#"""
    if ((_is2(x)) and (isinstance(x, dict))) and ("arguments" in x):
        v1 = x["arguments"]
        if (isinstance(v1, str)) and (len(v1) < 1):
            return False
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "id" in x
        and "status" in x
        and "call_id" in x
        and "name" in x
        and "arguments" in x
    ):
        return False
    v2 = x["arguments"]
    if not (isinstance(v2, str)):
        return False
    v3 = x["call_id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["id"]
    if not (isinstance(v4, str)):
        return False
    v5 = x["name"]
    if not (isinstance(v5, str)):
        return False
    if len(v5) < 1:
        return False
    v6 = x["status"]
    if not (isinstance(v6, str) and v6 in _ENUM4):
        return False
    v7 = x["type"]
    return bool(v7 == "function_call")


def _check_13(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_item.json#"""
    if (_is2(x)) and (isinstance(x, dict)):
        v1 = x.get("arguments", rt.MISSING)
        if ((v1 is not rt.MISSING) and (isinstance(v1, str))) and (len(v1) < 1):
            e.append(
                Problem(
                    p + "/arguments",
                    "minLength",
                    "expected at least 1 characters, found " + str(len(v1)),
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/then/properties/arguments/minLength",
                )
            )
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/function_call_item.json#/type",
            )
        )
    if isinstance(x, dict):
        v2 = x.get("arguments", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/arguments",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/properties/arguments/type",
                )
            )
        v3 = x.get("call_id", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/call_id",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/function_call_item.json#/properties/call_id/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/call_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/openresponses/function_call_item.json#/properties/call_id/minLength",
                    )
                )
        v4 = x.get("id", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, str))):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/properties/id/type",
                )
            )
        v5 = x.get("name", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (isinstance(v5, str)):
                e.append(
                    Problem(
                        p + "/name",
                        "type",
                        "expected string, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/function_call_item.json#/properties/name/type",
                    )
                )
            if (isinstance(v5, str)) and (len(v5) < 1):
                e.append(
                    Problem(
                        p + "/name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v5)),
                        "https://agentproto.dev/schema/openresponses/function_call_item.json#/properties/name/minLength",
                    )
                )
        v6 = x.get("status", rt.MISSING)
        if v6 is not rt.MISSING:
            _check_26(v6, p + "/status", e, strict)
        v7 = x.get("type", rt.MISSING)
        if (v7 is not rt.MISSING) and (v7 != "function_call"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "function_call", found ' + rt.show(v7),
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/required",
                )
            )
        if "id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "id"',
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/required",
                )
            )
        if "status" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "status"',
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/required",
                )
            )
        if "call_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "call_id"',
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/required",
                )
            )
        if "name" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "name"',
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/required",
                )
            )
        if "arguments" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "arguments"',
                    "https://agentproto.dev/schema/openresponses/function_call_item.json#/required",
                )
            )


def _properties_13(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _is2(x):
        out.update(_properties3(x))
        out.update(_properties4(x))
    out.update(_NAMES16.intersection(x))
    return out


def _valid_14(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x and "status" in x and "call_id" in x and "output" in x):
        return False
    v1 = x["call_id"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) < 1:
        return False
    v2 = x["id"]
    if not (isinstance(v2, str)):
        return False
    v3 = x["status"]
    if not (isinstance(v3, str) and v3 in _ENUM4):
        return False
    v4 = x["type"]
    if v4 != "function_call_output":
        return False
    v5 = x["output"]
    return _is5(v5) or _is6(v5)


def _check_14(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("call_id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/call_id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/call_id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/call_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/call_id/minLength",
                    )
                )
        v2 = x.get("id", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/id/type",
                )
            )
        v3 = x.get("output", rt.MISSING)
        if v3 is not rt.MISSING:
            v4 = (_is5(v3)) + (_is6(v3))
            if v4 == 0:
                v5: list[Problem] = []
                if not (isinstance(v3, str)):
                    v5.append(
                        Problem(
                            p + "/output",
                            "type",
                            "expected string, found " + rt.kind(v3),
                            "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/0/type",
                        )
                    )
                if (isinstance(v3, str)) and (len(v3) < 1):
                    v5.append(
                        Problem(
                            p + "/output",
                            "minLength",
                            "expected at least 1 characters, found " + str(len(v3)),
                            "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/0/minLength",
                        )
                    )
                v6: list[Problem] = []
                if not (isinstance(v3, list)):
                    v6.append(
                        Problem(
                            p + "/output",
                            "type",
                            "expected array, found " + rt.kind(v3),
                            "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/1/type",
                        )
                    )
                if isinstance(v3, list):
                    for v7, v8 in enumerate(v3):
                        _check_21(v8, p + "/output" + "/" + str(v7), v6, strict)
                        if strict and isinstance(v8, dict):
                            rt.unknown_properties(
                                v8,
                                p + "/output" + "/" + str(v7),
                                _properties_21(v8),
                                "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/1/items",
                                v6,
                            )
                    if len(v3) < 1:
                        v6.append(
                            Problem(
                                p + "/output",
                                "minItems",
                                "expected at least 1 items, found " + str(len(v3)),
                                "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/1/minItems",
                            )
                        )
                e.extend(rt.closest_branches([v5, v6], p + "/output"))
            elif v4 > 1:
                e.append(
                    Problem(
                        p + "/output",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v4),
                        "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf",
                    )
                )
            elif strict:
                v9: list[Problem] | None = None
                if _is5(v3):
                    v9 = []
                v10: list[Problem] | None = None
                if _is6(v3):
                    v10 = []
                    if not (isinstance(v3, list)):
                        v10.append(
                            Problem(
                                p + "/output",
                                "type",
                                "expected array, found " + rt.kind(v3),
                                "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/1/type",
                            )
                        )
                    if isinstance(v3, list):
                        for v11, v12 in enumerate(v3):
                            _check_21(v12, p + "/output" + "/" + str(v11), v10, strict)
                            if strict and isinstance(v12, dict):
                                rt.unknown_properties(
                                    v12,
                                    p + "/output" + "/" + str(v11),
                                    _properties_21(v12),
                                    "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/1/items",
                                    v10,
                                )
                        if len(v3) < 1:
                            v10.append(
                                Problem(
                                    p + "/output",
                                    "minItems",
                                    "expected at least 1 items, found " + str(len(v3)),
                                    "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/1/minItems",
                                )
                            )
                e.extend(rt.strict_branches([v9, v10], p + "/output"))
        v13 = x.get("status", rt.MISSING)
        if v13 is not rt.MISSING:
            _check_26(v13, p + "/status", e, strict)
        v14 = x.get("type", rt.MISSING)
        if (v14 is not rt.MISSING) and (v14 != "function_call_output"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "function_call_output", found ' + rt.show(v14),
                    "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/required",
                )
            )
        if "id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "id"',
                    "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/required",
                )
            )
        if "status" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "status"',
                    "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/required",
                )
            )
        if "call_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "call_id"',
                    "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/required",
                )
            )
        if "output" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output"',
                    "https://agentproto.dev/schema/openresponses/function_call_output_item.json#/required",
                )
            )


def _properties_14(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES17.intersection(x))
    return out


def _valid_15(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_tool.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "name" in x):
        return False
    v1 = x["name"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) > 64:
        return False
    if len(v1) < 1:
        return False
    if _PATTERN18.search(v1) is None:
        return False
    v2 = x["type"]
    if v2 != "function":
        return False
    if "description" in x:
        v3 = x["description"]
        if not (isinstance(v3, str) or v3 is None):
            return False
    if "strict" in x:
        v5 = x["strict"]
        if not (isinstance(v5, bool) or v5 is None):
            return False
    return True


def _check_15(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/function_tool.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/function_tool.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("description", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str) or v1 is None)):
            e.append(
                Problem(
                    p + "/description",
                    "type",
                    "expected string or null, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/function_tool.json#/properties/description/type",
                )
            )
        v2 = x.get("name", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/name",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/function_tool.json#/properties/name/type",
                    )
                )
            if isinstance(v2, str):
                if len(v2) > 64:
                    e.append(
                        Problem(
                            p + "/name",
                            "maxLength",
                            "expected at most 64 characters, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/function_tool.json#/properties/name/maxLength",
                        )
                    )
                if len(v2) < 1:
                    e.append(
                        Problem(
                            p + "/name",
                            "minLength",
                            "expected at least 1 characters, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/function_tool.json#/properties/name/minLength",
                        )
                    )
                if _PATTERN18.search(v2) is None:
                    e.append(
                        Problem(
                            p + "/name",
                            "pattern",
                            'expected a string matching "^[a-zA-Z0-9_-]+$", found ' + rt.show(v2),
                            "https://agentproto.dev/schema/openresponses/function_tool.json#/properties/name/pattern",
                        )
                    )
        v4 = x.get("strict", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, bool) or v4 is None)):
            e.append(
                Problem(
                    p + "/strict",
                    "type",
                    "expected boolean or null, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/openresponses/function_tool.json#/properties/strict/type",
                )
            )
        v5 = x.get("type", rt.MISSING)
        if (v5 is not rt.MISSING) and (v5 != "function"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "function", found ' + rt.show(v5),
                    "https://agentproto.dev/schema/openresponses/function_tool.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/function_tool.json#/required",
                )
            )
        if "name" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "name"',
                    "https://agentproto.dev/schema/openresponses/function_tool.json#/required",
                )
            )


def _properties_15(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES19.intersection(x))
    return out


def _valid_16(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_tool_choice.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "name" in x):
        return False
    v1 = x["name"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) < 1:
        return False
    v2 = x["type"]
    return bool(v2 == "function")


def _check_16(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/function_tool_choice.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/function_tool_choice.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("name", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/name",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/function_tool_choice.json#/properties/name/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/function_tool_choice.json#/properties/name/minLength",
                    )
                )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "function"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "function", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/openresponses/function_tool_choice.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/function_tool_choice.json#/required",
                )
            )
        if "name" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "name"',
                    "https://agentproto.dev/schema/openresponses/function_tool_choice.json#/required",
                )
            )


def _properties_16(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_KNOWN13.intersection(x))
    return out


def _valid_17(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/incomplete_details.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("reason" in x):
        return False
    v1 = x["reason"]
    if not (isinstance(v1, str)):
        return False
    return not (len(v1) < 1)


def _check_17(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/incomplete_details.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/incomplete_details.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("reason", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/reason",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/incomplete_details.json#/properties/reason/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/reason",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/incomplete_details.json#/properties/reason/minLength",
                    )
                )
        if "reason" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "reason"',
                    "https://agentproto.dev/schema/openresponses/incomplete_details.json#/required",
                )
            )


def _properties_17(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES20.intersection(x))
    return out


def _valid_18(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_audio_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "audio_url" in x):
        return False
    v1 = x["audio_url"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) < 1:
        return False
    v2 = x["type"]
    return bool(v2 == "input_audio")


def _check_18(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_audio_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/input_audio_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("audio_url", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/audio_url",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/input_audio_part.json#/properties/audio_url/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/audio_url",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/input_audio_part.json#/properties/audio_url/minLength",
                    )
                )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "input_audio"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "input_audio", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/openresponses/input_audio_part.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/input_audio_part.json#/required",
                )
            )
        if "audio_url" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "audio_url"',
                    "https://agentproto.dev/schema/openresponses/input_audio_part.json#/required",
                )
            )


def _properties_18(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES21.intersection(x))
    return out


def _valid_19(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_file_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    v1 = x["type"]
    if v1 != "input_file":
        return False
    if "file_data" in x:
        v2 = x["file_data"]
        if not (isinstance(v2, str) or v2 is None):
            return False
        if (isinstance(v2, str)) and (len(v2) > 33554432):
            return False
    if "file_url" in x:
        v3 = x["file_url"]
        if not (isinstance(v3, str) or v3 is None):
            return False
    if "filename" in x:
        v4 = x["filename"]
        if not (isinstance(v4, str) or v4 is None):
            return False
    return True


def _check_19(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_file_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/input_file_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("file_data", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str) or v1 is None):
                e.append(
                    Problem(
                        p + "/file_data",
                        "type",
                        "expected string or null, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/input_file_part.json#/properties/file_data/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) > 33554432):
                e.append(
                    Problem(
                        p + "/file_data",
                        "maxLength",
                        "expected at most 33554432 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/input_file_part.json#/properties/file_data/maxLength",
                    )
                )
        v2 = x.get("file_url", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str) or v2 is None)):
            e.append(
                Problem(
                    p + "/file_url",
                    "type",
                    "expected string or null, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/input_file_part.json#/properties/file_url/type",
                )
            )
        v3 = x.get("filename", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str) or v3 is None)):
            e.append(
                Problem(
                    p + "/filename",
                    "type",
                    "expected string or null, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/openresponses/input_file_part.json#/properties/filename/type",
                )
            )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "input_file"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "input_file", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/openresponses/input_file_part.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/input_file_part.json#/required",
                )
            )


def _properties_19(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES22.intersection(x))
    return out


def _valid_20(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_image_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    v1 = x["type"]
    if v1 != "input_image":
        return False
    if "detail" in x:
        v2 = x["detail"]
        if rt.canonical(v2) not in _ENUM23:
            return False
    if "image_url" in x:
        v3 = x["image_url"]
        if not (isinstance(v3, str) or v3 is None):
            return False
        if (isinstance(v3, str)) and (len(v3) > 20971520):
            return False
    return True


def _check_20(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_image_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/input_image_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("detail", rt.MISSING)
        if v1 is not rt.MISSING:
            if rt.canonical(v1) not in _ENUM23:
                e.append(
                    Problem(
                        p + "/detail",
                        "enum",
                        'expected one of "low", "high", "auto", null, found ' + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/input_image_part.json#/properties/detail/enum",
                    )
                )
            if not (isinstance(v1, str) or v1 is None):
                e.append(
                    Problem(
                        p + "/detail",
                        "type",
                        "expected string or null, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/input_image_part.json#/properties/detail/type",
                    )
                )
        v2 = x.get("image_url", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str) or v2 is None):
                e.append(
                    Problem(
                        p + "/image_url",
                        "type",
                        "expected string or null, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/input_image_part.json#/properties/image_url/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) > 20971520):
                e.append(
                    Problem(
                        p + "/image_url",
                        "maxLength",
                        "expected at most 20971520 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/input_image_part.json#/properties/image_url/maxLength",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if (v3 is not rt.MISSING) and (v3 != "input_image"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "input_image", found ' + rt.show(v3),
                    "https://agentproto.dev/schema/openresponses/input_image_part.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/input_image_part.json#/required",
                )
            )


def _properties_20(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES24.intersection(x))
    return out


def _valid_21(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_part.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG8.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_21(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_part.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG9.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/openresponses/input_part.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected one of "input_text", "input_image", "input_file", "input_audio", "input_video", found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/input_part.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/input_part.json#/oneOf",
            )
        )


def _properties_21(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_22(x):
        out.update(_properties_22(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_19(x):
        out.update(_properties_19(x))
    if _valid_18(x):
        out.update(_properties_18(x))
    if _valid_24(x):
        out.update(_properties_24(x))
    return out


def _valid_22(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_text_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    v1 = x["text"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) > 10485760:
        return False
    v2 = x["type"]
    return bool(v2 == "input_text")


def _check_22(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_text_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/input_text_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("text", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/text",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/input_text_part.json#/properties/text/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) > 10485760):
                e.append(
                    Problem(
                        p + "/text",
                        "maxLength",
                        "expected at most 10485760 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/input_text_part.json#/properties/text/maxLength",
                    )
                )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "input_text"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "input_text", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/openresponses/input_text_part.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/input_text_part.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/openresponses/input_text_part.json#/required",
                )
            )


def _properties_22(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES25.intersection(x))
    return out


def _valid_23(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_tokens_details.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("cached_tokens" in x):
        return False
    v1 = x["cached_tokens"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    return not (v1 < 0)


def _check_23(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_tokens_details.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/input_tokens_details.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("cached_tokens", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/cached_tokens",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/input_tokens_details.json#/properties/cached_tokens/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/cached_tokens",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/input_tokens_details.json#/properties/cached_tokens/minimum",
                    )
                )
        if "cached_tokens" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "cached_tokens"',
                    "https://agentproto.dev/schema/openresponses/input_tokens_details.json#/required",
                )
            )


def _properties_23(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES26.intersection(x))
    return out


def _valid_24(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_video_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "video_url" in x):
        return False
    v1 = x["type"]
    if v1 != "input_video":
        return False
    v2 = x["video_url"]
    if not (isinstance(v2, str)):
        return False
    return not (len(v2) < 1)


def _check_24(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_video_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/input_video_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        if (v1 is not rt.MISSING) and (v1 != "input_video"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "input_video", found ' + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/input_video_part.json#/properties/type/const",
                )
            )
        v2 = x.get("video_url", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/video_url",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/input_video_part.json#/properties/video_url/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/video_url",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/input_video_part.json#/properties/video_url/minLength",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/input_video_part.json#/required",
                )
            )
        if "video_url" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "video_url"',
                    "https://agentproto.dev/schema/openresponses/input_video_part.json#/required",
                )
            )


def _properties_24(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES27.intersection(x))
    return out


def _valid_25(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/item.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG10.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_9(x)):
        return False
    return True


def _check_25(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/item.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG11.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN1.search(v1) is not None:
            _check_9(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/openresponses/item.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "pattern",
                    'expected one of "message", "function_call", "function_call_output", "reasoning", "compaction", found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/item.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/item.json#/oneOf",
            )
        )


def _properties_25(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_27(x):
        out.update(_properties_27(x))
    if _valid_13(x):
        out.update(_properties_13(x))
    if _valid_14(x):
        out.update(_properties_14(x))
    if _valid_33(x):
        out.update(_properties_33(x))
    if _valid_2(x):
        out.update(_properties_2(x))
    if _valid_9(x):
        out.update(_properties_9(x))
    return out


def _valid_26(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/item_status.json#"""
    return isinstance(x, str) and x in _ENUM4


def _check_26(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/item_status.json#"""
    if not (isinstance(x, str) and x in _ENUM4):
        e.append(
            Problem(
                p,
                "enum",
                'expected one of "in_progress", "completed", "incomplete", "failed", found '
                + rt.show(x),
                "https://agentproto.dev/schema/openresponses/item_status.json#/enum",
            )
        )
    if not (isinstance(x, str)):
        e.append(
            Problem(
                p,
                "type",
                "expected string, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/item_status.json#/type",
            )
        )


def _valid_27(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/message_item.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x and "status" in x and "role" in x and "content" in x):
        return False
    v1 = x["id"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["role"]
    if not (isinstance(v2, str) and v2 in _ENUM28):
        return False
    v3 = x["status"]
    if not (isinstance(v3, str) and v3 in _ENUM4):
        return False
    v4 = x["type"]
    if v4 != "message":
        return False
    v5 = x["content"]
    if not (isinstance(v5, list)):
        return False
    for v7 in v5:
        if not isinstance(v7, dict):
            return False
        v8 = v7.get("type")
        v9 = _VALID_BY_TAG12.get(v8) if isinstance(v8, str) else None
        if v9 is None:
            return False
        if not v9(v7):
            return False
    if "phase" in x:
        v10 = x["phase"]
        if not (isinstance(v10, str) and v10 in _ENUM29):
            return False
    return True


def _check_27(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/message_item.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/message_item.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, list)):
                e.append(
                    Problem(
                        p + "/content",
                        "type",
                        "expected array, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/message_item.json#/properties/content/type",
                    )
                )
            if isinstance(v1, list):
                for v2, v3 in enumerate(v1):
                    _check_3(v3, p + "/content" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/content" + "/" + str(v2),
                            _properties_3(v3),
                            "https://agentproto.dev/schema/openresponses/message_item.json#/properties/content/items",
                            e,
                        )
        v4 = x.get("id", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, str))):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/openresponses/message_item.json#/properties/id/type",
                )
            )
        v5 = x.get("phase", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (isinstance(v5, str) and v5 in _ENUM29):
                e.append(
                    Problem(
                        p + "/phase",
                        "enum",
                        'expected one of "commentary", "final_answer", found ' + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/message_item.json#/properties/phase/enum",
                    )
                )
            if not (isinstance(v5, str)):
                e.append(
                    Problem(
                        p + "/phase",
                        "type",
                        "expected string, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/message_item.json#/properties/phase/type",
                    )
                )
        v6 = x.get("role", rt.MISSING)
        if v6 is not rt.MISSING:
            if not (isinstance(v6, str) and v6 in _ENUM28):
                e.append(
                    Problem(
                        p + "/role",
                        "enum",
                        'expected one of "user", "assistant", "system", "developer", found '
                        + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/message_item.json#/properties/role/enum",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/role",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/message_item.json#/properties/role/type",
                    )
                )
        v7 = x.get("status", rt.MISSING)
        if v7 is not rt.MISSING:
            _check_26(v7, p + "/status", e, strict)
        v8 = x.get("type", rt.MISSING)
        if (v8 is not rt.MISSING) and (v8 != "message"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "message", found ' + rt.show(v8),
                    "https://agentproto.dev/schema/openresponses/message_item.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/message_item.json#/required",
                )
            )
        if "id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "id"',
                    "https://agentproto.dev/schema/openresponses/message_item.json#/required",
                )
            )
        if "status" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "status"',
                    "https://agentproto.dev/schema/openresponses/message_item.json#/required",
                )
            )
        if "role" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role"',
                    "https://agentproto.dev/schema/openresponses/message_item.json#/required",
                )
            )
        if "content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content"',
                    "https://agentproto.dev/schema/openresponses/message_item.json#/required",
                )
            )


def _properties_27(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES30.intersection(x))
    return out


def _valid_28(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/metadata.json#"""
    if not (isinstance(x, dict)):
        return False
    for v1 in x:
        if (isinstance(v1, str)) and (len(v1) > 64):
            return False
    for v2, v3 in x.items():
        if v2 not in _KNOWN6:
            if not (isinstance(v3, str)):
                return False
            if len(v3) > 512:
                return False
    return True


def _check_28(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/metadata.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/metadata.json#/type",
            )
        )
    if isinstance(x, dict):
        for v1 in x:
            if (isinstance(v1, str)) and (len(v1) > 64):
                e.append(
                    Problem(
                        p,
                        "maxLength",
                        "expected at most 64 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/metadata.json#/propertyNames/maxLength",
                    )
                )
        for v2, v3 in x.items():
            if v2 not in _KNOWN6:
                if not (isinstance(v3, str)):
                    e.append(
                        Problem(
                            p + "/" + rt.escape(v2),
                            "type",
                            "expected string, found " + rt.kind(v3),
                            "https://agentproto.dev/schema/openresponses/metadata.json#/additionalProperties/type",
                        )
                    )
                if (isinstance(v3, str)) and (len(v3) > 512):
                    e.append(
                        Problem(
                            p + "/" + rt.escape(v2),
                            "maxLength",
                            "expected at most 512 characters, found " + str(len(v3)),
                            "https://agentproto.dev/schema/openresponses/metadata.json#/additionalProperties/maxLength",
                        )
                    )


def _valid_29(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/output_part.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG13.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_29(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/output_part.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG14.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/openresponses/output_part.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected one of "output_text", "refusal", "reasoning_text", "summary_text", "text", found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/output_part.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/output_part.json#/oneOf",
            )
        )


def _properties_29(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_30(x):
        out.update(_properties_30(x))
    if _valid_35(x):
        out.update(_properties_35(x))
    if _valid_34(x):
        out.update(_properties_34(x))
    if _valid_64(x):
        out.update(_properties_64(x))
    if _valid_67(x):
        out.update(_properties_67(x))
    return out


def _valid_30(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/output_text_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x and "annotations" in x):
        return False
    v1 = x["text"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["type"]
    if v2 != "output_text":
        return False
    v3 = x["annotations"]
    if not (isinstance(v3, list)):
        return False
    for v5 in v3:
        if not isinstance(v5, dict):
            return False
        v6 = v5.get("type")
        v7 = _VALID_BY_TAG15.get(v6) if isinstance(v6, str) else None
        if v7 is not None:
            if not v7(v5):
                return False
        elif not (isinstance(v6, str) and _PATTERN1.search(v6) is not None and _valid_7(v5)):
            return False
    if "logprobs" in x:
        v8 = x["logprobs"]
        if not (isinstance(v8, list)):
            return False
        for v10 in v8:
            if not (isinstance(v10, dict)):
                return False
            if not (
                "token" in v10 and "logprob" in v10 and "bytes" in v10 and "top_logprobs" in v10
            ):
                return False
            v11 = v10["logprob"]
            if not (
                type(v11) is int
                or type(v11) is float
                or isinstance(v11, (int, float))
                and not isinstance(v11, bool)
            ):
                return False
            if v11 > 0:
                return False
            v12 = v10["token"]
            if not (isinstance(v12, str)):
                return False
            v13 = v10["bytes"]
            if not (isinstance(v13, list)):
                return False
            for v15 in v13:
                if not (
                    type(v15) is int
                    or isinstance(v15, float)
                    and v15.is_integer()
                    or isinstance(v15, int)
                    and not isinstance(v15, bool)
                ):
                    return False
                if v15 > 255:
                    return False
                if v15 < 0:
                    return False
            v16 = v10["top_logprobs"]
            if not (isinstance(v16, list)):
                return False
            for v18 in v16:
                if not (isinstance(v18, dict)):
                    return False
                if not ("token" in v18 and "logprob" in v18 and "bytes" in v18):
                    return False
                v19 = v18["logprob"]
                if not (
                    type(v19) is int
                    or type(v19) is float
                    or isinstance(v19, (int, float))
                    and not isinstance(v19, bool)
                ):
                    return False
                if v19 > 0:
                    return False
                v20 = v18["token"]
                if not (isinstance(v20, str)):
                    return False
                v21 = v18["bytes"]
                if not (isinstance(v21, list)):
                    return False
                for v23 in v21:
                    if not (
                        type(v23) is int
                        or isinstance(v23, float)
                        and v23.is_integer()
                        or isinstance(v23, int)
                        and not isinstance(v23, bool)
                    ):
                        return False
                    if v23 > 255:
                        return False
                    if v23 < 0:
                        return False
    return True


def _check_30(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/output_text_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/output_text_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("annotations", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, list)):
                e.append(
                    Problem(
                        p + "/annotations",
                        "type",
                        "expected array, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/output_text_part.json#/properties/annotations/type",
                    )
                )
            if isinstance(v1, list):
                for v2, v3 in enumerate(v1):
                    _check_1(v3, p + "/annotations" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/annotations" + "/" + str(v2),
                            _properties_1(v3),
                            "https://agentproto.dev/schema/openresponses/output_text_part.json#/properties/annotations/items",
                            e,
                        )
        v4 = x.get("logprobs", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, list)):
                e.append(
                    Problem(
                        p + "/logprobs",
                        "type",
                        "expected array, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/output_text_part.json#/properties/logprobs/type",
                    )
                )
            if isinstance(v4, list):
                for v5, v6 in enumerate(v4):
                    _check_68(v6, p + "/logprobs" + "/" + str(v5), e, strict)
                    if strict and isinstance(v6, dict):
                        rt.unknown_properties(
                            v6,
                            p + "/logprobs" + "/" + str(v5),
                            _properties_68(v6),
                            "https://agentproto.dev/schema/openresponses/output_text_part.json#/properties/logprobs/items",
                            e,
                        )
        v7 = x.get("text", rt.MISSING)
        if (v7 is not rt.MISSING) and (not (isinstance(v7, str))):
            e.append(
                Problem(
                    p + "/text",
                    "type",
                    "expected string, found " + rt.kind(v7),
                    "https://agentproto.dev/schema/openresponses/output_text_part.json#/properties/text/type",
                )
            )
        v8 = x.get("type", rt.MISSING)
        if (v8 is not rt.MISSING) and (v8 != "output_text"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "output_text", found ' + rt.show(v8),
                    "https://agentproto.dev/schema/openresponses/output_text_part.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/output_text_part.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/openresponses/output_text_part.json#/required",
                )
            )
        if "annotations" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "annotations"',
                    "https://agentproto.dev/schema/openresponses/output_text_part.json#/required",
                )
            )


def _properties_30(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES31.intersection(x))
    return out


def _valid_31(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/output_tokens_details.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("reasoning_tokens" in x):
        return False
    v1 = x["reasoning_tokens"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    return not (v1 < 0)


def _check_31(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/output_tokens_details.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/output_tokens_details.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("reasoning_tokens", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/reasoning_tokens",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/output_tokens_details.json#/properties/reasoning_tokens/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/reasoning_tokens",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/output_tokens_details.json#/properties/reasoning_tokens/minimum",
                    )
                )
        if "reasoning_tokens" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "reasoning_tokens"',
                    "https://agentproto.dev/schema/openresponses/output_tokens_details.json#/required",
                )
            )


def _properties_31(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES32.intersection(x))
    return out


def _valid_32(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/reasoning_config.json#"""
    if not (isinstance(x, dict)):
        return False
    if "effort" in x:
        v1 = x["effort"]
        if rt.canonical(v1) not in _ENUM33:
            return False
    if "summary" in x:
        v2 = x["summary"]
        if rt.canonical(v2) not in _ENUM34:
            return False
    return True


def _check_32(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/reasoning_config.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/reasoning_config.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("effort", rt.MISSING)
        if v1 is not rt.MISSING:
            if rt.canonical(v1) not in _ENUM33:
                e.append(
                    Problem(
                        p + "/effort",
                        "enum",
                        'expected one of "none", "minimal", "low", "medium", "high", "xhigh", null, found '
                        + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/reasoning_config.json#/properties/effort/enum",
                    )
                )
            if not (isinstance(v1, str) or v1 is None):
                e.append(
                    Problem(
                        p + "/effort",
                        "type",
                        "expected string or null, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/reasoning_config.json#/properties/effort/type",
                    )
                )
        v2 = x.get("summary", rt.MISSING)
        if v2 is not rt.MISSING:
            if rt.canonical(v2) not in _ENUM34:
                e.append(
                    Problem(
                        p + "/summary",
                        "enum",
                        'expected one of "concise", "detailed", "auto", null, found ' + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/reasoning_config.json#/properties/summary/enum",
                    )
                )
            if not (isinstance(v2, str) or v2 is None):
                e.append(
                    Problem(
                        p + "/summary",
                        "type",
                        "expected string or null, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/reasoning_config.json#/properties/summary/type",
                    )
                )


def _properties_32(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES35.intersection(x))
    return out


def _valid_33(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/reasoning_item.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x and "summary" in x):
        return False
    v1 = x["id"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["type"]
    if v2 != "reasoning":
        return False
    v3 = x["summary"]
    if not (isinstance(v3, list)):
        return False
    for v5 in v3:
        if not (isinstance(v5, dict)):
            return False
        if not ("type" in v5 and "text" in v5):
            return False
        v6 = v5["text"]
        if not (isinstance(v6, str)):
            return False
        if len(v6) > 10485760:
            return False
        v7 = v5["type"]
        if v7 != "summary_text":
            return False
    if "encrypted_content" in x:
        v8 = x["encrypted_content"]
        if not (isinstance(v8, str) or v8 is None):
            return False
    if "status" in x:
        v9 = x["status"]
        if not (isinstance(v9, str) and v9 in _ENUM4):
            return False
    if "content" in x:
        v10 = x["content"]
        if not (isinstance(v10, list)):
            return False
        for v12 in v10:
            if not isinstance(v12, dict):
                return False
            v13 = v12.get("type")
            v14 = _VALID_BY_TAG16.get(v13) if isinstance(v13, str) else None
            if v14 is None:
                return False
            if not v14(v12):
                return False
    return True


def _check_33(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/reasoning_item.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/reasoning_item.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, list)):
                e.append(
                    Problem(
                        p + "/content",
                        "type",
                        "expected array, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/reasoning_item.json#/properties/content/type",
                    )
                )
            if isinstance(v1, list):
                for v2, v3 in enumerate(v1):
                    _check_29(v3, p + "/content" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/content" + "/" + str(v2),
                            _properties_29(v3),
                            "https://agentproto.dev/schema/openresponses/reasoning_item.json#/properties/content/items",
                            e,
                        )
        v4 = x.get("encrypted_content", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, str) or v4 is None)):
            e.append(
                Problem(
                    p + "/encrypted_content",
                    "type",
                    "expected string or null, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/openresponses/reasoning_item.json#/properties/encrypted_content/type",
                )
            )
        v5 = x.get("id", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str))):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/openresponses/reasoning_item.json#/properties/id/type",
                )
            )
        v6 = x.get("status", rt.MISSING)
        if v6 is not rt.MISSING:
            _check_26(v6, p + "/status", e, strict)
        v7 = x.get("summary", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (isinstance(v7, list)):
                e.append(
                    Problem(
                        p + "/summary",
                        "type",
                        "expected array, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/openresponses/reasoning_item.json#/properties/summary/type",
                    )
                )
            if isinstance(v7, list):
                for v8, v9 in enumerate(v7):
                    _check_64(v9, p + "/summary" + "/" + str(v8), e, strict)
                    if strict and isinstance(v9, dict):
                        rt.unknown_properties(
                            v9,
                            p + "/summary" + "/" + str(v8),
                            _properties_64(v9),
                            "https://agentproto.dev/schema/openresponses/reasoning_item.json#/properties/summary/items",
                            e,
                        )
        v10 = x.get("type", rt.MISSING)
        if (v10 is not rt.MISSING) and (v10 != "reasoning"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "reasoning", found ' + rt.show(v10),
                    "https://agentproto.dev/schema/openresponses/reasoning_item.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/reasoning_item.json#/required",
                )
            )
        if "id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "id"',
                    "https://agentproto.dev/schema/openresponses/reasoning_item.json#/required",
                )
            )
        if "summary" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "summary"',
                    "https://agentproto.dev/schema/openresponses/reasoning_item.json#/required",
                )
            )


def _properties_33(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES36.intersection(x))
    return out


def _valid_34(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/reasoning_text_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    v1 = x["text"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["type"]
    return bool(v2 == "reasoning_text")


def _check_34(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/reasoning_text_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/reasoning_text_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("text", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/text",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/reasoning_text_part.json#/properties/text/type",
                )
            )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "reasoning_text"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "reasoning_text", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/openresponses/reasoning_text_part.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/reasoning_text_part.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/openresponses/reasoning_text_part.json#/required",
                )
            )


def _properties_34(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES25.intersection(x))
    return out


def _valid_35(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/refusal_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "refusal" in x):
        return False
    v1 = x["refusal"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["type"]
    return bool(v2 == "refusal")


def _check_35(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/refusal_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/refusal_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("refusal", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/refusal",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/refusal_part.json#/properties/refusal/type",
                )
            )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "refusal"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "refusal", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/openresponses/refusal_part.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/refusal_part.json#/required",
                )
            )
        if "refusal" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "refusal"',
                    "https://agentproto.dev/schema/openresponses/refusal_part.json#/required",
                )
            )


def _properties_35(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES37.intersection(x))
    return out


def _valid_36(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response.json#"""
    if not (isinstance(x, dict)):
        return False
    if not x.keys() >= _NAMES39:
        return False
    v1 = x["background"]
    if not (isinstance(v1, bool)):
        return False
    v2 = x["completed_at"]
    if not (
        (
            type(v2) is int
            or isinstance(v2, float)
            and v2.is_integer()
            or isinstance(v2, int)
            and not isinstance(v2, bool)
        )
        or v2 is None
    ):
        return False
    if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
        return False
    v3 = x["created_at"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["frequency_penalty"]
    if not (
        type(v4) is int
        or type(v4) is float
        or isinstance(v4, (int, float))
        and not isinstance(v4, bool)
    ):
        return False
    v5 = x["id"]
    if not (isinstance(v5, str)):
        return False
    v6 = x["instructions"]
    if not (isinstance(v6, str) or v6 is None):
        return False
    v7 = x["max_output_tokens"]
    if not (
        (
            type(v7) is int
            or isinstance(v7, float)
            and v7.is_integer()
            or isinstance(v7, int)
            and not isinstance(v7, bool)
        )
        or v7 is None
    ):
        return False
    if (isinstance(v7, (int, float)) and not isinstance(v7, bool)) and (v7 < 1):
        return False
    v8 = x["max_tool_calls"]
    if not (
        (
            type(v8) is int
            or isinstance(v8, float)
            and v8.is_integer()
            or isinstance(v8, int)
            and not isinstance(v8, bool)
        )
        or v8 is None
    ):
        return False
    if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 1):
        return False
    v9 = x["model"]
    if not (isinstance(v9, str)):
        return False
    if len(v9) < 1:
        return False
    v10 = x["object"]
    if v10 != "response":
        return False
    v11 = x["parallel_tool_calls"]
    if not (isinstance(v11, bool)):
        return False
    v12 = x["presence_penalty"]
    if not (
        type(v12) is int
        or type(v12) is float
        or isinstance(v12, (int, float))
        and not isinstance(v12, bool)
    ):
        return False
    v13 = x["previous_response_id"]
    if not (isinstance(v13, str) or v13 is None):
        return False
    v14 = x["prompt_cache_key"]
    if not (isinstance(v14, str) or v14 is None):
        return False
    if (isinstance(v14, str)) and (len(v14) > 64):
        return False
    v15 = x["safety_identifier"]
    if not (isinstance(v15, str) or v15 is None):
        return False
    if (isinstance(v15, str)) and (len(v15) > 64):
        return False
    v16 = x["service_tier"]
    if not (isinstance(v16, str)):
        return False
    v17 = x["status"]
    if not (isinstance(v17, str) and v17 in _ENUM40):
        return False
    v18 = x["store"]
    if not (isinstance(v18, bool)):
        return False
    v19 = x["temperature"]
    if not (
        type(v19) is int
        or type(v19) is float
        or isinstance(v19, (int, float))
        and not isinstance(v19, bool)
    ):
        return False
    if v19 > 2:
        return False
    if v19 < 0:
        return False
    v20 = x["top_logprobs"]
    if not (
        type(v20) is int
        or isinstance(v20, float)
        and v20.is_integer()
        or isinstance(v20, int)
        and not isinstance(v20, bool)
    ):
        return False
    if v20 > 20:
        return False
    if v20 < 0:
        return False
    v21 = x["top_p"]
    if not (
        type(v21) is int
        or type(v21) is float
        or isinstance(v21, (int, float))
        and not isinstance(v21, bool)
    ):
        return False
    if v21 > 1:
        return False
    if v21 < 0:
        return False
    v22 = x["truncation"]
    if not (isinstance(v22, str) and v22 in _ENUM41):
        return False
    v23 = x["error"]
    if not (_valid_42(v23) or (v23 is None)):
        return False
    v24 = x["incomplete_details"]
    if not (_valid_17(v24) or (v24 is None)):
        return False
    v25 = x["metadata"]
    if not (_valid_28(v25) or (v25 is None)):
        return False
    v26 = x["output"]
    if not (isinstance(v26, list)):
        return False
    for v28 in v26:
        if not isinstance(v28, dict):
            return False
        v29 = v28.get("type")
        v30 = _VALID_BY_TAG17.get(v29) if isinstance(v29, str) else None
        if v30 is not None:
            if not v30(v28):
                return False
        elif not (isinstance(v29, str) and _PATTERN1.search(v29) is not None and _valid_9(v28)):
            return False
    v31 = x["reasoning"]
    if not (_valid_32(v31) or (v31 is None)):
        return False
    v32 = x["text"]
    if not (isinstance(v32, dict)):
        return False
    if "verbosity" in v32:
        v33 = v32["verbosity"]
        if not (isinstance(v33, str) and v33 in _ENUM42):
            return False
    if "format" in v32:
        v34 = v32["format"]
        if not (_valid_66(v34) or (v34 is None)):
            return False
    v35 = x["tool_choice"]
    if not (_is7(v35) or _valid_71(v35)):
        return False
    v36 = x["tools"]
    if not (isinstance(v36, list)):
        return False
    for v38 in v36:
        if not isinstance(v38, dict):
            return False
        v39 = v38.get("type")
        v40 = _VALID_BY_TAG18.get(v39) if isinstance(v39, str) else None
        if v40 is not None:
            if not v40(v38):
                return False
        elif not (isinstance(v39, str) and _PATTERN1.search(v39) is not None and _valid_10(v38)):
            return False
    v41 = x["usage"]
    if not (_valid_74(v41) or (v41 is None)):
        return False
    if "prompt_cache_retention" in x:
        v42 = x["prompt_cache_retention"]
        if not (isinstance(v42, str) or v42 is None):
            return False
    if "extensions" in x:
        v43 = x["extensions"]
        if not (isinstance(v43, dict)):
            return False
        for v44 in v43:
            if (isinstance(v44, str)) and (len(v44) < 1):
                return False
    return True


def _check_36(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("background", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, bool))):
            e.append(
                Problem(
                    p + "/background",
                    "type",
                    "expected boolean, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/background/type",
                )
            )
        v2 = x.get("completed_at", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                (
                    type(v2) is int
                    or isinstance(v2, float)
                    and v2.is_integer()
                    or isinstance(v2, int)
                    and not isinstance(v2, bool)
                )
                or v2 is None
            ):
                e.append(
                    Problem(
                        p + "/completed_at",
                        "type",
                        "expected integer or null, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/completed_at/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/completed_at",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/completed_at/minimum",
                    )
                )
        v3 = x.get("created_at", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (
                type(v3) is int
                or isinstance(v3, float)
                and v3.is_integer()
                or isinstance(v3, int)
                and not isinstance(v3, bool)
            ):
                e.append(
                    Problem(
                        p + "/created_at",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/created_at/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/created_at",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/created_at/minimum",
                    )
                )
        v4 = x.get("error", rt.MISSING)
        if v4 is not rt.MISSING:
            v5 = (_valid_42(v4)) + (v4 is None)
            if v5 == 0:
                v6: list[Problem] = []
                _check_42(v4, p + "/error", v6, strict)
                v7: list[Problem] = []
                if not (v4 is None):
                    v7.append(
                        Problem(
                            p + "/error",
                            "type",
                            "expected null, found " + rt.kind(v4),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/error/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v6, v7], p + "/error"))
            elif v5 > 1:
                e.append(
                    Problem(
                        p + "/error",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v5),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/error/oneOf",
                    )
                )
            if strict and isinstance(v4, dict):
                rt.unknown_properties(
                    v4,
                    p + "/error",
                    _properties8(v4),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/error",
                    e,
                )
        v10 = x.get("extensions", rt.MISSING)
        if v10 is not rt.MISSING:
            _check_12(v10, p + "/extensions", e, strict)
        v11 = x.get("frequency_penalty", rt.MISSING)
        if (v11 is not rt.MISSING) and (
            not (
                type(v11) is int
                or type(v11) is float
                or isinstance(v11, (int, float))
                and not isinstance(v11, bool)
            )
        ):
            e.append(
                Problem(
                    p + "/frequency_penalty",
                    "type",
                    "expected number, found " + rt.kind(v11),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/frequency_penalty/type",
                )
            )
        v12 = x.get("id", rt.MISSING)
        if (v12 is not rt.MISSING) and (not (isinstance(v12, str))):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string, found " + rt.kind(v12),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/id/type",
                )
            )
        v13 = x.get("incomplete_details", rt.MISSING)
        if v13 is not rt.MISSING:
            v14 = (_valid_17(v13)) + (v13 is None)
            if v14 == 0:
                v15: list[Problem] = []
                _check_17(v13, p + "/incomplete_details", v15, strict)
                v16: list[Problem] = []
                if not (v13 is None):
                    v16.append(
                        Problem(
                            p + "/incomplete_details",
                            "type",
                            "expected null, found " + rt.kind(v13),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/incomplete_details/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v15, v16], p + "/incomplete_details"))
            elif v14 > 1:
                e.append(
                    Problem(
                        p + "/incomplete_details",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v14),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/incomplete_details/oneOf",
                    )
                )
            if strict and isinstance(v13, dict):
                rt.unknown_properties(
                    v13,
                    p + "/incomplete_details",
                    _properties10(v13),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/incomplete_details",
                    e,
                )
        v19 = x.get("instructions", rt.MISSING)
        if (v19 is not rt.MISSING) and (not (isinstance(v19, str) or v19 is None)):
            e.append(
                Problem(
                    p + "/instructions",
                    "type",
                    "expected string or null, found " + rt.kind(v19),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/instructions/type",
                )
            )
        v20 = x.get("max_output_tokens", rt.MISSING)
        if v20 is not rt.MISSING:
            if not (
                (
                    type(v20) is int
                    or isinstance(v20, float)
                    and v20.is_integer()
                    or isinstance(v20, int)
                    and not isinstance(v20, bool)
                )
                or v20 is None
            ):
                e.append(
                    Problem(
                        p + "/max_output_tokens",
                        "type",
                        "expected integer or null, found " + rt.kind(v20),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/max_output_tokens/type",
                    )
                )
            if (isinstance(v20, (int, float)) and not isinstance(v20, bool)) and (v20 < 1):
                e.append(
                    Problem(
                        p + "/max_output_tokens",
                        "minimum",
                        "expected a number >= 1, found " + rt.show(v20),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/max_output_tokens/minimum",
                    )
                )
        v21 = x.get("max_tool_calls", rt.MISSING)
        if v21 is not rt.MISSING:
            if not (
                (
                    type(v21) is int
                    or isinstance(v21, float)
                    and v21.is_integer()
                    or isinstance(v21, int)
                    and not isinstance(v21, bool)
                )
                or v21 is None
            ):
                e.append(
                    Problem(
                        p + "/max_tool_calls",
                        "type",
                        "expected integer or null, found " + rt.kind(v21),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/max_tool_calls/type",
                    )
                )
            if (isinstance(v21, (int, float)) and not isinstance(v21, bool)) and (v21 < 1):
                e.append(
                    Problem(
                        p + "/max_tool_calls",
                        "minimum",
                        "expected a number >= 1, found " + rt.show(v21),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/max_tool_calls/minimum",
                    )
                )
        v22 = x.get("metadata", rt.MISSING)
        if v22 is not rt.MISSING:
            v23 = (_valid_28(v22)) + (v22 is None)
            if v23 == 0:
                v24: list[Problem] = []
                _check_28(v22, p + "/metadata", v24, strict)
                v25: list[Problem] = []
                if not (v22 is None):
                    v25.append(
                        Problem(
                            p + "/metadata",
                            "type",
                            "expected null, found " + rt.kind(v22),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/metadata/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v24, v25], p + "/metadata"))
            elif v23 > 1:
                e.append(
                    Problem(
                        p + "/metadata",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v23),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/metadata/oneOf",
                    )
                )
        v28 = x.get("model", rt.MISSING)
        if v28 is not rt.MISSING:
            if not (isinstance(v28, str)):
                e.append(
                    Problem(
                        p + "/model",
                        "type",
                        "expected string, found " + rt.kind(v28),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/model/type",
                    )
                )
            if (isinstance(v28, str)) and (len(v28) < 1):
                e.append(
                    Problem(
                        p + "/model",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v28)),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/model/minLength",
                    )
                )
        v29 = x.get("object", rt.MISSING)
        if (v29 is not rt.MISSING) and (v29 != "response"):
            e.append(
                Problem(
                    p + "/object",
                    "const",
                    'expected "response", found ' + rt.show(v29),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/object/const",
                )
            )
        v30 = x.get("output", rt.MISSING)
        if v30 is not rt.MISSING:
            if not (isinstance(v30, list)):
                e.append(
                    Problem(
                        p + "/output",
                        "type",
                        "expected array, found " + rt.kind(v30),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/output/type",
                    )
                )
            if isinstance(v30, list):
                for v31, v32 in enumerate(v30):
                    _check_25(v32, p + "/output" + "/" + str(v31), e, strict)
                    if strict and isinstance(v32, dict):
                        rt.unknown_properties(
                            v32,
                            p + "/output" + "/" + str(v31),
                            _properties_25(v32),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/output/items",
                            e,
                        )
        v33 = x.get("parallel_tool_calls", rt.MISSING)
        if (v33 is not rt.MISSING) and (not (isinstance(v33, bool))):
            e.append(
                Problem(
                    p + "/parallel_tool_calls",
                    "type",
                    "expected boolean, found " + rt.kind(v33),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/parallel_tool_calls/type",
                )
            )
        v34 = x.get("presence_penalty", rt.MISSING)
        if (v34 is not rt.MISSING) and (
            not (
                type(v34) is int
                or type(v34) is float
                or isinstance(v34, (int, float))
                and not isinstance(v34, bool)
            )
        ):
            e.append(
                Problem(
                    p + "/presence_penalty",
                    "type",
                    "expected number, found " + rt.kind(v34),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/presence_penalty/type",
                )
            )
        v35 = x.get("previous_response_id", rt.MISSING)
        if (v35 is not rt.MISSING) and (not (isinstance(v35, str) or v35 is None)):
            e.append(
                Problem(
                    p + "/previous_response_id",
                    "type",
                    "expected string or null, found " + rt.kind(v35),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/previous_response_id/type",
                )
            )
        v36 = x.get("prompt_cache_key", rt.MISSING)
        if v36 is not rt.MISSING:
            if not (isinstance(v36, str) or v36 is None):
                e.append(
                    Problem(
                        p + "/prompt_cache_key",
                        "type",
                        "expected string or null, found " + rt.kind(v36),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/prompt_cache_key/type",
                    )
                )
            if (isinstance(v36, str)) and (len(v36) > 64):
                e.append(
                    Problem(
                        p + "/prompt_cache_key",
                        "maxLength",
                        "expected at most 64 characters, found " + str(len(v36)),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/prompt_cache_key/maxLength",
                    )
                )
        v37 = x.get("prompt_cache_retention", rt.MISSING)
        if (v37 is not rt.MISSING) and (not (isinstance(v37, str) or v37 is None)):
            e.append(
                Problem(
                    p + "/prompt_cache_retention",
                    "type",
                    "expected string or null, found " + rt.kind(v37),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/prompt_cache_retention/type",
                )
            )
        v38 = x.get("reasoning", rt.MISSING)
        if v38 is not rt.MISSING:
            v39 = (_valid_32(v38)) + (v38 is None)
            if v39 == 0:
                v40: list[Problem] = []
                _check_32(v38, p + "/reasoning", v40, strict)
                v41: list[Problem] = []
                if not (v38 is None):
                    v41.append(
                        Problem(
                            p + "/reasoning",
                            "type",
                            "expected null, found " + rt.kind(v38),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/reasoning/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v40, v41], p + "/reasoning"))
            elif v39 > 1:
                e.append(
                    Problem(
                        p + "/reasoning",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v39),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/reasoning/oneOf",
                    )
                )
            if strict and isinstance(v38, dict):
                rt.unknown_properties(
                    v38,
                    p + "/reasoning",
                    _properties12(v38),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/reasoning",
                    e,
                )
        v44 = x.get("safety_identifier", rt.MISSING)
        if v44 is not rt.MISSING:
            if not (isinstance(v44, str) or v44 is None):
                e.append(
                    Problem(
                        p + "/safety_identifier",
                        "type",
                        "expected string or null, found " + rt.kind(v44),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/safety_identifier/type",
                    )
                )
            if (isinstance(v44, str)) and (len(v44) > 64):
                e.append(
                    Problem(
                        p + "/safety_identifier",
                        "maxLength",
                        "expected at most 64 characters, found " + str(len(v44)),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/safety_identifier/maxLength",
                    )
                )
        v45 = x.get("service_tier", rt.MISSING)
        if (v45 is not rt.MISSING) and (not (isinstance(v45, str))):
            e.append(
                Problem(
                    p + "/service_tier",
                    "type",
                    "expected string, found " + rt.kind(v45),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/service_tier/type",
                )
            )
        v46 = x.get("status", rt.MISSING)
        if v46 is not rt.MISSING:
            _check_62(v46, p + "/status", e, strict)
        v47 = x.get("store", rt.MISSING)
        if (v47 is not rt.MISSING) and (not (isinstance(v47, bool))):
            e.append(
                Problem(
                    p + "/store",
                    "type",
                    "expected boolean, found " + rt.kind(v47),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/store/type",
                )
            )
        v48 = x.get("temperature", rt.MISSING)
        if v48 is not rt.MISSING:
            if not (
                type(v48) is int
                or type(v48) is float
                or isinstance(v48, (int, float))
                and not isinstance(v48, bool)
            ):
                e.append(
                    Problem(
                        p + "/temperature",
                        "type",
                        "expected number, found " + rt.kind(v48),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/temperature/type",
                    )
                )
            if isinstance(v48, (int, float)) and not isinstance(v48, bool):
                if v48 > 2:
                    e.append(
                        Problem(
                            p + "/temperature",
                            "maximum",
                            "expected a number <= 2, found " + rt.show(v48),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/temperature/maximum",
                        )
                    )
                if v48 < 0:
                    e.append(
                        Problem(
                            p + "/temperature",
                            "minimum",
                            "expected a number >= 0, found " + rt.show(v48),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/temperature/minimum",
                        )
                    )
        v49 = x.get("text", rt.MISSING)
        if v49 is not rt.MISSING:
            _check_65(v49, p + "/text", e, strict)
            if strict and isinstance(v49, dict):
                rt.unknown_properties(
                    v49,
                    p + "/text",
                    _properties_65(v49),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/text",
                    e,
                )
        v50 = x.get("tool_choice", rt.MISSING)
        if v50 is not rt.MISSING:
            _check_70(v50, p + "/tool_choice", e, strict)
            if strict and isinstance(v50, dict):
                rt.unknown_properties(
                    v50,
                    p + "/tool_choice",
                    _properties_70(v50),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/tool_choice",
                    e,
                )
        v51 = x.get("tools", rt.MISSING)
        if v51 is not rt.MISSING:
            if not (isinstance(v51, list)):
                e.append(
                    Problem(
                        p + "/tools",
                        "type",
                        "expected array, found " + rt.kind(v51),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/tools/type",
                    )
                )
            if isinstance(v51, list):
                for v52, v53 in enumerate(v51):
                    _check_69(v53, p + "/tools" + "/" + str(v52), e, strict)
                    if strict and isinstance(v53, dict):
                        rt.unknown_properties(
                            v53,
                            p + "/tools" + "/" + str(v52),
                            _properties_69(v53),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/tools/items",
                            e,
                        )
        v54 = x.get("top_logprobs", rt.MISSING)
        if v54 is not rt.MISSING:
            if not (
                type(v54) is int
                or isinstance(v54, float)
                and v54.is_integer()
                or isinstance(v54, int)
                and not isinstance(v54, bool)
            ):
                e.append(
                    Problem(
                        p + "/top_logprobs",
                        "type",
                        "expected integer, found " + rt.kind(v54),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/top_logprobs/type",
                    )
                )
            if isinstance(v54, (int, float)) and not isinstance(v54, bool):
                if v54 > 20:
                    e.append(
                        Problem(
                            p + "/top_logprobs",
                            "maximum",
                            "expected a number <= 20, found " + rt.show(v54),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/top_logprobs/maximum",
                        )
                    )
                if v54 < 0:
                    e.append(
                        Problem(
                            p + "/top_logprobs",
                            "minimum",
                            "expected a number >= 0, found " + rt.show(v54),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/top_logprobs/minimum",
                        )
                    )
        v55 = x.get("top_p", rt.MISSING)
        if v55 is not rt.MISSING:
            if not (
                type(v55) is int
                or type(v55) is float
                or isinstance(v55, (int, float))
                and not isinstance(v55, bool)
            ):
                e.append(
                    Problem(
                        p + "/top_p",
                        "type",
                        "expected number, found " + rt.kind(v55),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/top_p/type",
                    )
                )
            if isinstance(v55, (int, float)) and not isinstance(v55, bool):
                if v55 > 1:
                    e.append(
                        Problem(
                            p + "/top_p",
                            "maximum",
                            "expected a number <= 1, found " + rt.show(v55),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/top_p/maximum",
                        )
                    )
                if v55 < 0:
                    e.append(
                        Problem(
                            p + "/top_p",
                            "minimum",
                            "expected a number >= 0, found " + rt.show(v55),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/top_p/minimum",
                        )
                    )
        v56 = x.get("truncation", rt.MISSING)
        if v56 is not rt.MISSING:
            if not (isinstance(v56, str) and v56 in _ENUM41):
                e.append(
                    Problem(
                        p + "/truncation",
                        "enum",
                        'expected one of "auto", "disabled", found ' + rt.show(v56),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/truncation/enum",
                    )
                )
            if not (isinstance(v56, str)):
                e.append(
                    Problem(
                        p + "/truncation",
                        "type",
                        "expected string, found " + rt.kind(v56),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/truncation/type",
                    )
                )
        v57 = x.get("usage", rt.MISSING)
        if v57 is not rt.MISSING:
            v58 = (_valid_74(v57)) + (v57 is None)
            if v58 == 0:
                v59: list[Problem] = []
                _check_74(v57, p + "/usage", v59, strict)
                v60: list[Problem] = []
                if not (v57 is None):
                    v60.append(
                        Problem(
                            p + "/usage",
                            "type",
                            "expected null, found " + rt.kind(v57),
                            "https://agentproto.dev/schema/openresponses/response.json#/properties/usage/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v59, v60], p + "/usage"))
            elif v58 > 1:
                e.append(
                    Problem(
                        p + "/usage",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v58),
                        "https://agentproto.dev/schema/openresponses/response.json#/properties/usage/oneOf",
                    )
                )
            elif strict:
                v61: list[Problem] | None = None
                if _valid_74(v57):
                    v61 = []
                    _check_74(v57, p + "/usage", v61, strict)
                v62: list[Problem] | None = None
                if v57 is None:
                    v62 = []
                e.extend(rt.strict_branches([v61, v62], p + "/usage"))
            if strict and isinstance(v57, dict):
                rt.unknown_properties(
                    v57,
                    p + "/usage",
                    _properties14(v57),
                    "https://agentproto.dev/schema/openresponses/response.json#/properties/usage",
                    e,
                )
        for v63 in _REQUIRED38:
            if v63 not in x:
                e.append(
                    Problem(
                        p,
                        "required",
                        "missing required property " + rt.show(v63),
                        "https://agentproto.dev/schema/openresponses/response.json#/required",
                    )
                )


def _properties_36(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES43.intersection(x))
    return out


def _valid_37(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_cancelled_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "response" in x):
        return False
    v1 = x["sequence_number"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["type"]
    if v2 != "response.cancelled":
        return False
    v3 = x["response"]
    return _valid_36(v3)


def _check_37(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_cancelled_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_cancelled_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("response", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_36(v1, p + "/response", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/response",
                    _properties_36(v1),
                    "https://agentproto.dev/schema/openresponses/response_cancelled_event.json#/properties/response",
                    e,
                )
        v2 = x.get("sequence_number", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_cancelled_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_cancelled_event.json#/properties/sequence_number/minimum",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if v3 != "response.cancelled":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.cancelled", found ' + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_cancelled_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_cancelled_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_cancelled_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_cancelled_event.json#/required",
                )
            )
        if "response" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "response"',
                    "https://agentproto.dev/schema/openresponses/response_cancelled_event.json#/required",
                )
            )


def _properties_37(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES44.intersection(x))
    return out


def _valid_38(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_completed_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "response" in x):
        return False
    v1 = x["sequence_number"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["type"]
    if v2 != "response.completed":
        return False
    v3 = x["response"]
    return _valid_36(v3)


def _check_38(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_completed_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_completed_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("response", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_36(v1, p + "/response", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/response",
                    _properties_36(v1),
                    "https://agentproto.dev/schema/openresponses/response_completed_event.json#/properties/response",
                    e,
                )
        v2 = x.get("sequence_number", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_completed_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_completed_event.json#/properties/sequence_number/minimum",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if v3 != "response.completed":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.completed", found ' + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_completed_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_completed_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_completed_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_completed_event.json#/required",
                )
            )
        if "response" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "response"',
                    "https://agentproto.dev/schema/openresponses/response_completed_event.json#/required",
                )
            )


def _properties_38(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES44.intersection(x))
    return out


def _valid_39(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "content_index" in x
        and "part" in x
    ):
        return False
    v1 = x["content_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["item_id"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) < 1:
        return False
    v3 = x["output_index"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["sequence_number"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["type"]
    if v5 != "response.content_part.added":
        return False
    v6 = x["part"]
    if not isinstance(v6, dict):
        return False
    v7 = v6.get("type")
    v8 = _VALID_BY_TAG19.get(v7) if isinstance(v7, str) else None
    if v8 is None:
        return False
    return v8(v6)


def _check_39(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/content_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("item_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/item_id/minLength",
                    )
                )
        v3 = x.get("output_index", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (
                type(v3) is int
                or isinstance(v3, float)
                and v3.is_integer()
                or isinstance(v3, int)
                and not isinstance(v3, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/output_index/minimum",
                    )
                )
        v4 = x.get("part", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_29(v4, p + "/part", e, strict)
            if strict and isinstance(v4, dict):
                rt.unknown_properties(
                    v4,
                    p + "/part",
                    _properties_29(v4),
                    "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/part",
                    e,
                )
        v5 = x.get("sequence_number", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/sequence_number/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.content_part.added":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.content_part.added", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/required",
                )
            )
        if "content_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content_index"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/required",
                )
            )
        if "part" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "part"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_added_event.json#/required",
                )
            )


def _properties_39(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES45.intersection(x))
    return out


def _valid_40(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "content_index" in x
        and "part" in x
    ):
        return False
    v1 = x["content_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["item_id"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) < 1:
        return False
    v3 = x["output_index"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["sequence_number"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["type"]
    if v5 != "response.content_part.done":
        return False
    v6 = x["part"]
    if not isinstance(v6, dict):
        return False
    v7 = v6.get("type")
    v8 = _VALID_BY_TAG20.get(v7) if isinstance(v7, str) else None
    if v8 is None:
        return False
    return v8(v6)


def _check_40(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/content_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("item_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/item_id/minLength",
                    )
                )
        v3 = x.get("output_index", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (
                type(v3) is int
                or isinstance(v3, float)
                and v3.is_integer()
                or isinstance(v3, int)
                and not isinstance(v3, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/output_index/minimum",
                    )
                )
        v4 = x.get("part", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_29(v4, p + "/part", e, strict)
            if strict and isinstance(v4, dict):
                rt.unknown_properties(
                    v4,
                    p + "/part",
                    _properties_29(v4),
                    "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/part",
                    e,
                )
        v5 = x.get("sequence_number", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/sequence_number/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.content_part.done":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.content_part.done", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/required",
                )
            )
        if "content_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content_index"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/required",
                )
            )
        if "part" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "part"',
                    "https://agentproto.dev/schema/openresponses/response_content_part_done_event.json#/required",
                )
            )


def _properties_40(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES45.intersection(x))
    return out


def _valid_41(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_created_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "response" in x):
        return False
    v1 = x["sequence_number"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["type"]
    if v2 != "response.created":
        return False
    v3 = x["response"]
    return _valid_36(v3)


def _check_41(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_created_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_created_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("response", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_36(v1, p + "/response", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/response",
                    _properties_36(v1),
                    "https://agentproto.dev/schema/openresponses/response_created_event.json#/properties/response",
                    e,
                )
        v2 = x.get("sequence_number", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_created_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_created_event.json#/properties/sequence_number/minimum",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if v3 != "response.created":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.created", found ' + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_created_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_created_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_created_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_created_event.json#/required",
                )
            )
        if "response" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "response"',
                    "https://agentproto.dev/schema/openresponses/response_created_event.json#/required",
                )
            )


def _properties_41(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES44.intersection(x))
    return out


def _valid_42(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_error.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("code" in x and "message" in x):
        return False
    v1 = x["code"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["message"]
    if not (isinstance(v2, str)):
        return False
    if "param" in x:
        v3 = x["param"]
        if not (isinstance(v3, str) or v3 is None):
            return False
    if "type" in x:
        v4 = x["type"]
        if not (isinstance(v4, str)):
            return False
    return True


def _check_42(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_error.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_error.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("code", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/code",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/response_error.json#/properties/code/type",
                )
            )
        v2 = x.get("message", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/message",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/response_error.json#/properties/message/type",
                )
            )
        v3 = x.get("param", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str) or v3 is None)):
            e.append(
                Problem(
                    p + "/param",
                    "type",
                    "expected string or null, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/openresponses/response_error.json#/properties/param/type",
                )
            )
        v4 = x.get("type", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_6(v4, p + "/type", e, strict)
        if "code" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "code"',
                    "https://agentproto.dev/schema/openresponses/response_error.json#/required",
                )
            )
        if "message" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "message"',
                    "https://agentproto.dev/schema/openresponses/response_error.json#/required",
                )
            )


def _properties_42(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES46.intersection(x))
    return out


def _valid_43(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_failed_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "response" in x):
        return False
    v1 = x["sequence_number"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["type"]
    if v2 != "response.failed":
        return False
    v3 = x["response"]
    return _valid_36(v3)


def _check_43(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_failed_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_failed_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("response", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_36(v1, p + "/response", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/response",
                    _properties_36(v1),
                    "https://agentproto.dev/schema/openresponses/response_failed_event.json#/properties/response",
                    e,
                )
        v2 = x.get("sequence_number", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_failed_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_failed_event.json#/properties/sequence_number/minimum",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if v3 != "response.failed":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.failed", found ' + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_failed_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_failed_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_failed_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_failed_event.json#/required",
                )
            )
        if "response" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "response"',
                    "https://agentproto.dev/schema/openresponses/response_failed_event.json#/required",
                )
            )


def _properties_43(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES44.intersection(x))
    return out


def _valid_44(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "delta" in x
    ):
        return False
    v1 = x["delta"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["item_id"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) < 1:
        return False
    v3 = x["output_index"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["sequence_number"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["type"]
    if v5 != "response.function_call_arguments.delta":
        return False
    if "obfuscation" in x:
        v6 = x["obfuscation"]
        if not (isinstance(v6, str)):
            return False
    return True


def _check_44(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("delta", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/delta/type",
                )
            )
        v2 = x.get("item_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/item_id/minLength",
                    )
                )
        v3 = x.get("obfuscation", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/obfuscation",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/obfuscation/type",
                )
            )
        v4 = x.get("output_index", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or isinstance(v4, float)
                and v4.is_integer()
                or isinstance(v4, int)
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/output_index/minimum",
                    )
                )
        v5 = x.get("sequence_number", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/sequence_number/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.function_call_arguments.delta":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.function_call_arguments.delta", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_delta_event.json#/required",
                )
            )


def _properties_44(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES47.intersection(x))
    return out


def _valid_45(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "arguments" in x
    ):
        return False
    v1 = x["arguments"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["item_id"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) < 1:
        return False
    v3 = x["output_index"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["sequence_number"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["type"]
    if v5 != "response.function_call_arguments.done":
        return False
    if "name" in x:
        v6 = x["name"]
        if not (isinstance(v6, str)):
            return False
        if len(v6) < 1:
            return False
    return True


def _check_45(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("arguments", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/arguments",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/arguments/type",
                )
            )
        v2 = x.get("item_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/item_id/minLength",
                    )
                )
        v3 = x.get("name", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/name",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/name/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/name/minLength",
                    )
                )
        v4 = x.get("output_index", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or isinstance(v4, float)
                and v4.is_integer()
                or isinstance(v4, int)
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/output_index/minimum",
                    )
                )
        v5 = x.get("sequence_number", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/sequence_number/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.function_call_arguments.done":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.function_call_arguments.done", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/required",
                )
            )
        if "arguments" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "arguments"',
                    "https://agentproto.dev/schema/openresponses/response_function_call_arguments_done_event.json#/required",
                )
            )


def _properties_45(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES48.intersection(x))
    return out


def _valid_46(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_in_progress_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "response" in x):
        return False
    v1 = x["sequence_number"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["type"]
    if v2 != "response.in_progress":
        return False
    v3 = x["response"]
    return _valid_36(v3)


def _check_46(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_in_progress_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_in_progress_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("response", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_36(v1, p + "/response", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/response",
                    _properties_36(v1),
                    "https://agentproto.dev/schema/openresponses/response_in_progress_event.json#/properties/response",
                    e,
                )
        v2 = x.get("sequence_number", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_in_progress_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_in_progress_event.json#/properties/sequence_number/minimum",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if v3 != "response.in_progress":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.in_progress", found ' + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_in_progress_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_in_progress_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_in_progress_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_in_progress_event.json#/required",
                )
            )
        if "response" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "response"',
                    "https://agentproto.dev/schema/openresponses/response_in_progress_event.json#/required",
                )
            )


def _properties_46(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES44.intersection(x))
    return out


def _valid_47(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_incomplete_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "response" in x):
        return False
    v1 = x["sequence_number"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["type"]
    if v2 != "response.incomplete":
        return False
    v3 = x["response"]
    return _valid_36(v3)


def _check_47(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_incomplete_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_incomplete_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("response", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_36(v1, p + "/response", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/response",
                    _properties_36(v1),
                    "https://agentproto.dev/schema/openresponses/response_incomplete_event.json#/properties/response",
                    e,
                )
        v2 = x.get("sequence_number", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_incomplete_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_incomplete_event.json#/properties/sequence_number/minimum",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if v3 != "response.incomplete":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.incomplete", found ' + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_incomplete_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_incomplete_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_incomplete_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_incomplete_event.json#/required",
                )
            )
        if "response" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "response"',
                    "https://agentproto.dev/schema/openresponses/response_incomplete_event.json#/required",
                )
            )


def _properties_47(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES44.intersection(x))
    return out


def _valid_48(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "output_index" in x and "item" in x):
        return False
    v1 = x["output_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["sequence_number"]
    if not (
        type(v2) is int
        or isinstance(v2, float)
        and v2.is_integer()
        or isinstance(v2, int)
        and not isinstance(v2, bool)
    ):
        return False
    if v2 < 0:
        return False
    v3 = x["type"]
    if v3 != "response.output_item.added":
        return False
    v4 = x["item"]
    return _valid_25(v4) or (v4 is None)


def _check_48(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("item", rt.MISSING)
        if v1 is not rt.MISSING:
            v2 = (_valid_25(v1)) + (v1 is None)
            if v2 == 0:
                v3: list[Problem] = []
                _check_25(v1, p + "/item", v3, strict)
                v4: list[Problem] = []
                if not (v1 is None):
                    v4.append(
                        Problem(
                            p + "/item",
                            "type",
                            "expected null, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/properties/item/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v3, v4], p + "/item"))
            elif v2 > 1:
                e.append(
                    Problem(
                        p + "/item",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v2),
                        "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/properties/item/oneOf",
                    )
                )
            elif strict:
                v5: list[Problem] | None = None
                if _valid_25(v1):
                    v5 = []
                    _check_25(v1, p + "/item", v5, strict)
                v6: list[Problem] | None = None
                if v1 is None:
                    v6 = []
                e.extend(rt.strict_branches([v5, v6], p + "/item"))
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/item",
                    _properties16(v1),
                    "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/properties/item",
                    e,
                )
        v7 = x.get("output_index", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (
                type(v7) is int
                or isinstance(v7, float)
                and v7.is_integer()
                or isinstance(v7, int)
                and not isinstance(v7, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v7, (int, float)) and not isinstance(v7, bool)) and (v7 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v7),
                        "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/properties/output_index/minimum",
                    )
                )
        v8 = x.get("sequence_number", rt.MISSING)
        if v8 is not rt.MISSING:
            if not (
                type(v8) is int
                or isinstance(v8, float)
                and v8.is_integer()
                or isinstance(v8, int)
                and not isinstance(v8, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v8),
                        "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/properties/sequence_number/minimum",
                    )
                )
        v9 = x.get("type", rt.MISSING)
        if v9 is not rt.MISSING:
            if v9 != "response.output_item.added":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.output_item.added", found ' + rt.show(v9),
                        "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v9, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/required",
                )
            )
        if "item" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item"',
                    "https://agentproto.dev/schema/openresponses/response_output_item_added_event.json#/required",
                )
            )


def _properties_48(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES49.intersection(x))
    return out


def _valid_49(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "output_index" in x and "item" in x):
        return False
    v1 = x["output_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["sequence_number"]
    if not (
        type(v2) is int
        or isinstance(v2, float)
        and v2.is_integer()
        or isinstance(v2, int)
        and not isinstance(v2, bool)
    ):
        return False
    if v2 < 0:
        return False
    v3 = x["type"]
    if v3 != "response.output_item.done":
        return False
    v4 = x["item"]
    return _valid_25(v4) or (v4 is None)


def _check_49(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("item", rt.MISSING)
        if v1 is not rt.MISSING:
            v2 = (_valid_25(v1)) + (v1 is None)
            if v2 == 0:
                v3: list[Problem] = []
                _check_25(v1, p + "/item", v3, strict)
                v4: list[Problem] = []
                if not (v1 is None):
                    v4.append(
                        Problem(
                            p + "/item",
                            "type",
                            "expected null, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/properties/item/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v3, v4], p + "/item"))
            elif v2 > 1:
                e.append(
                    Problem(
                        p + "/item",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v2),
                        "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/properties/item/oneOf",
                    )
                )
            elif strict:
                v5: list[Problem] | None = None
                if _valid_25(v1):
                    v5 = []
                    _check_25(v1, p + "/item", v5, strict)
                v6: list[Problem] | None = None
                if v1 is None:
                    v6 = []
                e.extend(rt.strict_branches([v5, v6], p + "/item"))
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/item",
                    _properties18(v1),
                    "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/properties/item",
                    e,
                )
        v7 = x.get("output_index", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (
                type(v7) is int
                or isinstance(v7, float)
                and v7.is_integer()
                or isinstance(v7, int)
                and not isinstance(v7, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v7, (int, float)) and not isinstance(v7, bool)) and (v7 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v7),
                        "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/properties/output_index/minimum",
                    )
                )
        v8 = x.get("sequence_number", rt.MISSING)
        if v8 is not rt.MISSING:
            if not (
                type(v8) is int
                or isinstance(v8, float)
                and v8.is_integer()
                or isinstance(v8, int)
                and not isinstance(v8, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v8),
                        "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/properties/sequence_number/minimum",
                    )
                )
        v9 = x.get("type", rt.MISSING)
        if v9 is not rt.MISSING:
            if v9 != "response.output_item.done":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.output_item.done", found ' + rt.show(v9),
                        "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v9, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/required",
                )
            )
        if "item" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item"',
                    "https://agentproto.dev/schema/openresponses/response_output_item_done_event.json#/required",
                )
            )


def _properties_49(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES49.intersection(x))
    return out


def _valid_50(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "content_index" in x
        and "annotation_index" in x
        and "annotation" in x
    ):
        return False
    v1 = x["annotation_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["content_index"]
    if not (
        type(v2) is int
        or isinstance(v2, float)
        and v2.is_integer()
        or isinstance(v2, int)
        and not isinstance(v2, bool)
    ):
        return False
    if v2 < 0:
        return False
    v3 = x["item_id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["output_index"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["sequence_number"]
    if not (
        type(v5) is int
        or isinstance(v5, float)
        and v5.is_integer()
        or isinstance(v5, int)
        and not isinstance(v5, bool)
    ):
        return False
    if v5 < 0:
        return False
    v6 = x["type"]
    if v6 != "response.output_text.annotation.added":
        return False
    v7 = x["annotation"]
    return _valid_1(v7) or (v7 is None)


def _check_50(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("annotation", rt.MISSING)
        if v1 is not rt.MISSING:
            v2 = (_valid_1(v1)) + (v1 is None)
            if v2 == 0:
                v3: list[Problem] = []
                _check_1(v1, p + "/annotation", v3, strict)
                v4: list[Problem] = []
                if not (v1 is None):
                    v4.append(
                        Problem(
                            p + "/annotation",
                            "type",
                            "expected null, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/annotation/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v3, v4], p + "/annotation"))
            elif v2 > 1:
                e.append(
                    Problem(
                        p + "/annotation",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v2),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/annotation/oneOf",
                    )
                )
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/annotation",
                    _properties20(v1),
                    "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/annotation",
                    e,
                )
        v7 = x.get("annotation_index", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (
                type(v7) is int
                or isinstance(v7, float)
                and v7.is_integer()
                or isinstance(v7, int)
                and not isinstance(v7, bool)
            ):
                e.append(
                    Problem(
                        p + "/annotation_index",
                        "type",
                        "expected integer, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/annotation_index/type",
                    )
                )
            if (isinstance(v7, (int, float)) and not isinstance(v7, bool)) and (v7 < 0):
                e.append(
                    Problem(
                        p + "/annotation_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v7),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/annotation_index/minimum",
                    )
                )
        v8 = x.get("content_index", rt.MISSING)
        if v8 is not rt.MISSING:
            if not (
                type(v8) is int
                or isinstance(v8, float)
                and v8.is_integer()
                or isinstance(v8, int)
                and not isinstance(v8, bool)
            ):
                e.append(
                    Problem(
                        p + "/content_index",
                        "type",
                        "expected integer, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v8),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/content_index/minimum",
                    )
                )
        v9 = x.get("item_id", rt.MISSING)
        if v9 is not rt.MISSING:
            if not (isinstance(v9, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v9, str)) and (len(v9) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v9)),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/item_id/minLength",
                    )
                )
        v10 = x.get("output_index", rt.MISSING)
        if v10 is not rt.MISSING:
            if not (
                type(v10) is int
                or isinstance(v10, float)
                and v10.is_integer()
                or isinstance(v10, int)
                and not isinstance(v10, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v10),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v10, (int, float)) and not isinstance(v10, bool)) and (v10 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v10),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/output_index/minimum",
                    )
                )
        v11 = x.get("sequence_number", rt.MISSING)
        if v11 is not rt.MISSING:
            if not (
                type(v11) is int
                or isinstance(v11, float)
                and v11.is_integer()
                or isinstance(v11, int)
                and not isinstance(v11, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v11),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v11, (int, float)) and not isinstance(v11, bool)) and (v11 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v11),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/sequence_number/minimum",
                    )
                )
        v12 = x.get("type", rt.MISSING)
        if v12 is not rt.MISSING:
            if v12 != "response.output_text.annotation.added":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.output_text.annotation.added", found ' + rt.show(v12),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v12, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v12),
                        "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/required",
                )
            )
        if "content_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content_index"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/required",
                )
            )
        if "annotation_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "annotation_index"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/required",
                )
            )
        if "annotation" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "annotation"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_annotation_added_event.json#/required",
                )
            )


def _properties_50(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES50.intersection(x))
    return out


def _valid_51(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "content_index" in x
        and "delta" in x
    ):
        return False
    v1 = x["content_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["delta"]
    if not (isinstance(v2, str)):
        return False
    v3 = x["item_id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["output_index"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["sequence_number"]
    if not (
        type(v5) is int
        or isinstance(v5, float)
        and v5.is_integer()
        or isinstance(v5, int)
        and not isinstance(v5, bool)
    ):
        return False
    if v5 < 0:
        return False
    v6 = x["type"]
    if v6 != "response.output_text.delta":
        return False
    if "obfuscation" in x:
        v7 = x["obfuscation"]
        if not (isinstance(v7, str)):
            return False
    if "logprobs" in x:
        v8 = x["logprobs"]
        if not (isinstance(v8, list)):
            return False
        for v10 in v8:
            if not (isinstance(v10, dict)):
                return False
            if not (
                "token" in v10 and "logprob" in v10 and "bytes" in v10 and "top_logprobs" in v10
            ):
                return False
            v11 = v10["logprob"]
            if not (
                type(v11) is int
                or type(v11) is float
                or isinstance(v11, (int, float))
                and not isinstance(v11, bool)
            ):
                return False
            if v11 > 0:
                return False
            v12 = v10["token"]
            if not (isinstance(v12, str)):
                return False
            v13 = v10["bytes"]
            if not (isinstance(v13, list)):
                return False
            for v15 in v13:
                if not (
                    type(v15) is int
                    or isinstance(v15, float)
                    and v15.is_integer()
                    or isinstance(v15, int)
                    and not isinstance(v15, bool)
                ):
                    return False
                if v15 > 255:
                    return False
                if v15 < 0:
                    return False
            v16 = v10["top_logprobs"]
            if not (isinstance(v16, list)):
                return False
            for v18 in v16:
                if not (isinstance(v18, dict)):
                    return False
                if not ("token" in v18 and "logprob" in v18 and "bytes" in v18):
                    return False
                v19 = v18["logprob"]
                if not (
                    type(v19) is int
                    or type(v19) is float
                    or isinstance(v19, (int, float))
                    and not isinstance(v19, bool)
                ):
                    return False
                if v19 > 0:
                    return False
                v20 = v18["token"]
                if not (isinstance(v20, str)):
                    return False
                v21 = v18["bytes"]
                if not (isinstance(v21, list)):
                    return False
                for v23 in v21:
                    if not (
                        type(v23) is int
                        or isinstance(v23, float)
                        and v23.is_integer()
                        or isinstance(v23, int)
                        and not isinstance(v23, bool)
                    ):
                        return False
                    if v23 > 255:
                        return False
                    if v23 < 0:
                        return False
    return True


def _check_51(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/content_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("delta", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/delta/type",
                )
            )
        v3 = x.get("item_id", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/item_id/minLength",
                    )
                )
        v4 = x.get("logprobs", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, list)):
                e.append(
                    Problem(
                        p + "/logprobs",
                        "type",
                        "expected array, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/logprobs/type",
                    )
                )
            if isinstance(v4, list):
                for v5, v6 in enumerate(v4):
                    _check_68(v6, p + "/logprobs" + "/" + str(v5), e, strict)
                    if strict and isinstance(v6, dict):
                        rt.unknown_properties(
                            v6,
                            p + "/logprobs" + "/" + str(v5),
                            _properties_68(v6),
                            "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/logprobs/items",
                            e,
                        )
        v7 = x.get("obfuscation", rt.MISSING)
        if (v7 is not rt.MISSING) and (not (isinstance(v7, str))):
            e.append(
                Problem(
                    p + "/obfuscation",
                    "type",
                    "expected string, found " + rt.kind(v7),
                    "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/obfuscation/type",
                )
            )
        v8 = x.get("output_index", rt.MISSING)
        if v8 is not rt.MISSING:
            if not (
                type(v8) is int
                or isinstance(v8, float)
                and v8.is_integer()
                or isinstance(v8, int)
                and not isinstance(v8, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v8),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/output_index/minimum",
                    )
                )
        v9 = x.get("sequence_number", rt.MISSING)
        if v9 is not rt.MISSING:
            if not (
                type(v9) is int
                or isinstance(v9, float)
                and v9.is_integer()
                or isinstance(v9, int)
                and not isinstance(v9, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v9, (int, float)) and not isinstance(v9, bool)) and (v9 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v9),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/sequence_number/minimum",
                    )
                )
        v10 = x.get("type", rt.MISSING)
        if v10 is not rt.MISSING:
            if v10 != "response.output_text.delta":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.output_text.delta", found ' + rt.show(v10),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v10, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v10),
                        "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/required",
                )
            )
        if "content_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content_index"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_delta_event.json#/required",
                )
            )


def _properties_51(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES51.intersection(x))
    return out


def _valid_52(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "content_index" in x
        and "text" in x
    ):
        return False
    v1 = x["content_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["item_id"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) < 1:
        return False
    v3 = x["output_index"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["sequence_number"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["text"]
    if not (isinstance(v5, str)):
        return False
    v6 = x["type"]
    if v6 != "response.output_text.done":
        return False
    if "logprobs" in x:
        v7 = x["logprobs"]
        if not (isinstance(v7, list)):
            return False
        for v9 in v7:
            if not (isinstance(v9, dict)):
                return False
            if not ("token" in v9 and "logprob" in v9 and "bytes" in v9 and "top_logprobs" in v9):
                return False
            v10 = v9["logprob"]
            if not (
                type(v10) is int
                or type(v10) is float
                or isinstance(v10, (int, float))
                and not isinstance(v10, bool)
            ):
                return False
            if v10 > 0:
                return False
            v11 = v9["token"]
            if not (isinstance(v11, str)):
                return False
            v12 = v9["bytes"]
            if not (isinstance(v12, list)):
                return False
            for v14 in v12:
                if not (
                    type(v14) is int
                    or isinstance(v14, float)
                    and v14.is_integer()
                    or isinstance(v14, int)
                    and not isinstance(v14, bool)
                ):
                    return False
                if v14 > 255:
                    return False
                if v14 < 0:
                    return False
            v15 = v9["top_logprobs"]
            if not (isinstance(v15, list)):
                return False
            for v17 in v15:
                if not (isinstance(v17, dict)):
                    return False
                if not ("token" in v17 and "logprob" in v17 and "bytes" in v17):
                    return False
                v18 = v17["logprob"]
                if not (
                    type(v18) is int
                    or type(v18) is float
                    or isinstance(v18, (int, float))
                    and not isinstance(v18, bool)
                ):
                    return False
                if v18 > 0:
                    return False
                v19 = v17["token"]
                if not (isinstance(v19, str)):
                    return False
                v20 = v17["bytes"]
                if not (isinstance(v20, list)):
                    return False
                for v22 in v20:
                    if not (
                        type(v22) is int
                        or isinstance(v22, float)
                        and v22.is_integer()
                        or isinstance(v22, int)
                        and not isinstance(v22, bool)
                    ):
                        return False
                    if v22 > 255:
                        return False
                    if v22 < 0:
                        return False
    return True


def _check_52(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/content_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("item_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/item_id/minLength",
                    )
                )
        v3 = x.get("logprobs", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, list)):
                e.append(
                    Problem(
                        p + "/logprobs",
                        "type",
                        "expected array, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/logprobs/type",
                    )
                )
            if isinstance(v3, list):
                for v4, v5 in enumerate(v3):
                    _check_68(v5, p + "/logprobs" + "/" + str(v4), e, strict)
                    if strict and isinstance(v5, dict):
                        rt.unknown_properties(
                            v5,
                            p + "/logprobs" + "/" + str(v4),
                            _properties_68(v5),
                            "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/logprobs/items",
                            e,
                        )
        v6 = x.get("output_index", rt.MISSING)
        if v6 is not rt.MISSING:
            if not (
                type(v6) is int
                or isinstance(v6, float)
                and v6.is_integer()
                or isinstance(v6, int)
                and not isinstance(v6, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/output_index/minimum",
                    )
                )
        v7 = x.get("sequence_number", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (
                type(v7) is int
                or isinstance(v7, float)
                and v7.is_integer()
                or isinstance(v7, int)
                and not isinstance(v7, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v7, (int, float)) and not isinstance(v7, bool)) and (v7 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v7),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/sequence_number/minimum",
                    )
                )
        v8 = x.get("text", rt.MISSING)
        if (v8 is not rt.MISSING) and (not (isinstance(v8, str))):
            e.append(
                Problem(
                    p + "/text",
                    "type",
                    "expected string, found " + rt.kind(v8),
                    "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/text/type",
                )
            )
        v9 = x.get("type", rt.MISSING)
        if v9 is not rt.MISSING:
            if v9 != "response.output_text.done":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.output_text.done", found ' + rt.show(v9),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v9, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/required",
                )
            )
        if "content_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content_index"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/openresponses/response_output_text_done_event.json#/required",
                )
            )


def _properties_52(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES52.intersection(x))
    return out


def _valid_53(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_queued_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "sequence_number" in x and "response" in x):
        return False
    v1 = x["sequence_number"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["type"]
    if v2 != "response.queued":
        return False
    v3 = x["response"]
    return _valid_36(v3)


def _check_53(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_queued_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_queued_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("response", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_36(v1, p + "/response", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/response",
                    _properties_36(v1),
                    "https://agentproto.dev/schema/openresponses/response_queued_event.json#/properties/response",
                    e,
                )
        v2 = x.get("sequence_number", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_queued_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_queued_event.json#/properties/sequence_number/minimum",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if v3 is not rt.MISSING:
            if v3 != "response.queued":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.queued", found ' + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_queued_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_queued_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_queued_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_queued_event.json#/required",
                )
            )
        if "response" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "response"',
                    "https://agentproto.dev/schema/openresponses/response_queued_event.json#/required",
                )
            )


def _properties_53(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES44.intersection(x))
    return out


def _valid_54(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "content_index" in x
        and "delta" in x
    ):
        return False
    v1 = x["content_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["delta"]
    if not (isinstance(v2, str)):
        return False
    v3 = x["item_id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["output_index"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["sequence_number"]
    if not (
        type(v5) is int
        or isinstance(v5, float)
        and v5.is_integer()
        or isinstance(v5, int)
        and not isinstance(v5, bool)
    ):
        return False
    if v5 < 0:
        return False
    v6 = x["type"]
    if v6 != "response.reasoning.delta":
        return False
    if "obfuscation" in x:
        v7 = x["obfuscation"]
        if not (isinstance(v7, str)):
            return False
    return True


def _check_54(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/content_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("delta", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/delta/type",
                )
            )
        v3 = x.get("item_id", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/item_id/minLength",
                    )
                )
        v4 = x.get("obfuscation", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, str))):
            e.append(
                Problem(
                    p + "/obfuscation",
                    "type",
                    "expected string, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/obfuscation/type",
                )
            )
        v5 = x.get("output_index", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/output_index/minimum",
                    )
                )
        v6 = x.get("sequence_number", rt.MISSING)
        if v6 is not rt.MISSING:
            if not (
                type(v6) is int
                or isinstance(v6, float)
                and v6.is_integer()
                or isinstance(v6, int)
                and not isinstance(v6, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/sequence_number/minimum",
                    )
                )
        v7 = x.get("type", rt.MISSING)
        if v7 is not rt.MISSING:
            if v7 != "response.reasoning.delta":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.reasoning.delta", found ' + rt.show(v7),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v7, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/required",
                )
            )
        if "content_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_delta_event.json#/required",
                )
            )


def _properties_54(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES53.intersection(x))
    return out


def _valid_55(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "content_index" in x
        and "text" in x
    ):
        return False
    v1 = x["content_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["item_id"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) < 1:
        return False
    v3 = x["output_index"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["sequence_number"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["text"]
    if not (isinstance(v5, str)):
        return False
    v6 = x["type"]
    return bool(v6 == "response.reasoning.done")


def _check_55(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/content_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("item_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/item_id/minLength",
                    )
                )
        v3 = x.get("output_index", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (
                type(v3) is int
                or isinstance(v3, float)
                and v3.is_integer()
                or isinstance(v3, int)
                and not isinstance(v3, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/output_index/minimum",
                    )
                )
        v4 = x.get("sequence_number", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or isinstance(v4, float)
                and v4.is_integer()
                or isinstance(v4, int)
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/sequence_number/minimum",
                    )
                )
        v5 = x.get("text", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str))):
            e.append(
                Problem(
                    p + "/text",
                    "type",
                    "expected string, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/text/type",
                )
            )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.reasoning.done":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.reasoning.done", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/required",
                )
            )
        if "content_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_done_event.json#/required",
                )
            )


def _properties_55(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES54.intersection(x))
    return out


def _valid_56(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "summary_index" in x
        and "part" in x
    ):
        return False
    v1 = x["item_id"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) < 1:
        return False
    v2 = x["output_index"]
    if not (
        type(v2) is int
        or isinstance(v2, float)
        and v2.is_integer()
        or isinstance(v2, int)
        and not isinstance(v2, bool)
    ):
        return False
    if v2 < 0:
        return False
    v3 = x["sequence_number"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["summary_index"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["type"]
    if v5 != "response.reasoning_summary_part.added":
        return False
    v6 = x["part"]
    if not (isinstance(v6, dict)):
        return False
    if not ("type" in v6 and "text" in v6):
        return False
    v7 = v6["text"]
    if not (isinstance(v7, str)):
        return False
    if len(v7) > 10485760:
        return False
    v8 = v6["type"]
    return bool(v8 == "summary_text")


def _check_56(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("item_id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/item_id/minLength",
                    )
                )
        v2 = x.get("output_index", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/output_index/minimum",
                    )
                )
        v3 = x.get("part", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_64(v3, p + "/part", e, strict)
            if strict and isinstance(v3, dict):
                rt.unknown_properties(
                    v3,
                    p + "/part",
                    _properties_64(v3),
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/part",
                    e,
                )
        v4 = x.get("sequence_number", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or isinstance(v4, float)
                and v4.is_integer()
                or isinstance(v4, int)
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/sequence_number/minimum",
                    )
                )
        v5 = x.get("summary_index", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/summary_index",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/summary_index/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/summary_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/summary_index/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.reasoning_summary_part.added":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.reasoning_summary_part.added", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/required",
                )
            )
        if "summary_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "summary_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/required",
                )
            )
        if "part" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "part"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_added_event.json#/required",
                )
            )


def _properties_56(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES55.intersection(x))
    return out


def _valid_57(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "summary_index" in x
        and "part" in x
    ):
        return False
    v1 = x["item_id"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) < 1:
        return False
    v2 = x["output_index"]
    if not (
        type(v2) is int
        or isinstance(v2, float)
        and v2.is_integer()
        or isinstance(v2, int)
        and not isinstance(v2, bool)
    ):
        return False
    if v2 < 0:
        return False
    v3 = x["sequence_number"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["summary_index"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["type"]
    if v5 != "response.reasoning_summary_part.done":
        return False
    v6 = x["part"]
    if not (isinstance(v6, dict)):
        return False
    if not ("type" in v6 and "text" in v6):
        return False
    v7 = v6["text"]
    if not (isinstance(v7, str)):
        return False
    if len(v7) > 10485760:
        return False
    v8 = v6["type"]
    return bool(v8 == "summary_text")


def _check_57(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("item_id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/item_id/minLength",
                    )
                )
        v2 = x.get("output_index", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/output_index/minimum",
                    )
                )
        v3 = x.get("part", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_64(v3, p + "/part", e, strict)
            if strict and isinstance(v3, dict):
                rt.unknown_properties(
                    v3,
                    p + "/part",
                    _properties_64(v3),
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/part",
                    e,
                )
        v4 = x.get("sequence_number", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or isinstance(v4, float)
                and v4.is_integer()
                or isinstance(v4, int)
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/sequence_number/minimum",
                    )
                )
        v5 = x.get("summary_index", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/summary_index",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/summary_index/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/summary_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/summary_index/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.reasoning_summary_part.done":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.reasoning_summary_part.done", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/required",
                )
            )
        if "summary_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "summary_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/required",
                )
            )
        if "part" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "part"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_part_done_event.json#/required",
                )
            )


def _properties_57(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES55.intersection(x))
    return out


def _valid_58(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "summary_index" in x
        and "delta" in x
    ):
        return False
    v1 = x["delta"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["item_id"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) < 1:
        return False
    v3 = x["output_index"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["sequence_number"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["summary_index"]
    if not (
        type(v5) is int
        or isinstance(v5, float)
        and v5.is_integer()
        or isinstance(v5, int)
        and not isinstance(v5, bool)
    ):
        return False
    if v5 < 0:
        return False
    v6 = x["type"]
    if v6 != "response.reasoning_summary_text.delta":
        return False
    if "obfuscation" in x:
        v7 = x["obfuscation"]
        if not (isinstance(v7, str)):
            return False
    return True


def _check_58(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("delta", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/delta/type",
                )
            )
        v2 = x.get("item_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/item_id/minLength",
                    )
                )
        v3 = x.get("obfuscation", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/obfuscation",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/obfuscation/type",
                )
            )
        v4 = x.get("output_index", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or isinstance(v4, float)
                and v4.is_integer()
                or isinstance(v4, int)
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/output_index/minimum",
                    )
                )
        v5 = x.get("sequence_number", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/sequence_number/minimum",
                    )
                )
        v6 = x.get("summary_index", rt.MISSING)
        if v6 is not rt.MISSING:
            if not (
                type(v6) is int
                or isinstance(v6, float)
                and v6.is_integer()
                or isinstance(v6, int)
                and not isinstance(v6, bool)
            ):
                e.append(
                    Problem(
                        p + "/summary_index",
                        "type",
                        "expected integer, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/summary_index/type",
                    )
                )
            if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 0):
                e.append(
                    Problem(
                        p + "/summary_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/summary_index/minimum",
                    )
                )
        v7 = x.get("type", rt.MISSING)
        if v7 is not rt.MISSING:
            if v7 != "response.reasoning_summary_text.delta":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.reasoning_summary_text.delta", found ' + rt.show(v7),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v7, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/required",
                )
            )
        if "summary_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "summary_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_delta_event.json#/required",
                )
            )


def _properties_58(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES56.intersection(x))
    return out


def _valid_59(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "summary_index" in x
        and "text" in x
    ):
        return False
    v1 = x["item_id"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) < 1:
        return False
    v2 = x["output_index"]
    if not (
        type(v2) is int
        or isinstance(v2, float)
        and v2.is_integer()
        or isinstance(v2, int)
        and not isinstance(v2, bool)
    ):
        return False
    if v2 < 0:
        return False
    v3 = x["sequence_number"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["summary_index"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["text"]
    if not (isinstance(v5, str)):
        return False
    v6 = x["type"]
    return bool(v6 == "response.reasoning_summary_text.done")


def _check_59(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("item_id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/item_id/minLength",
                    )
                )
        v2 = x.get("output_index", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/output_index/minimum",
                    )
                )
        v3 = x.get("sequence_number", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (
                type(v3) is int
                or isinstance(v3, float)
                and v3.is_integer()
                or isinstance(v3, int)
                and not isinstance(v3, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/sequence_number/minimum",
                    )
                )
        v4 = x.get("summary_index", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or isinstance(v4, float)
                and v4.is_integer()
                or isinstance(v4, int)
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/summary_index",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/summary_index/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/summary_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/summary_index/minimum",
                    )
                )
        v5 = x.get("text", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str))):
            e.append(
                Problem(
                    p + "/text",
                    "type",
                    "expected string, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/text/type",
                )
            )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.reasoning_summary_text.done":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.reasoning_summary_text.done", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/required",
                )
            )
        if "summary_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "summary_index"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/openresponses/response_reasoning_summary_text_done_event.json#/required",
                )
            )


def _properties_59(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES57.intersection(x))
    return out


def _valid_60(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "content_index" in x
        and "delta" in x
    ):
        return False
    v1 = x["content_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["delta"]
    if not (isinstance(v2, str)):
        return False
    v3 = x["item_id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["output_index"]
    if not (
        type(v4) is int
        or isinstance(v4, float)
        and v4.is_integer()
        or isinstance(v4, int)
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["sequence_number"]
    if not (
        type(v5) is int
        or isinstance(v5, float)
        and v5.is_integer()
        or isinstance(v5, int)
        and not isinstance(v5, bool)
    ):
        return False
    if v5 < 0:
        return False
    v6 = x["type"]
    return bool(v6 == "response.refusal.delta")


def _check_60(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/content_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("delta", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/delta/type",
                )
            )
        v3 = x.get("item_id", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/item_id/minLength",
                    )
                )
        v4 = x.get("output_index", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or isinstance(v4, float)
                and v4.is_integer()
                or isinstance(v4, int)
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/output_index/minimum",
                    )
                )
        v5 = x.get("sequence_number", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/sequence_number/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.refusal.delta":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.refusal.delta", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/required",
                )
            )
        if "content_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content_index"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_delta_event.json#/required",
                )
            )


def _properties_60(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES58.intersection(x))
    return out


def _valid_61(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "sequence_number" in x
        and "item_id" in x
        and "output_index" in x
        and "content_index" in x
        and "refusal" in x
    ):
        return False
    v1 = x["content_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["item_id"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) < 1:
        return False
    v3 = x["output_index"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["refusal"]
    if not (isinstance(v4, str)):
        return False
    v5 = x["sequence_number"]
    if not (
        type(v5) is int
        or isinstance(v5, float)
        and v5.is_integer()
        or isinstance(v5, int)
        and not isinstance(v5, bool)
    ):
        return False
    if v5 < 0:
        return False
    v6 = x["type"]
    return bool(v6 == "response.refusal.done")


def _check_61(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/content_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("item_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/item_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/item_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/item_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/item_id/minLength",
                    )
                )
        v3 = x.get("output_index", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (
                type(v3) is int
                or isinstance(v3, float)
                and v3.is_integer()
                or isinstance(v3, int)
                and not isinstance(v3, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_index",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/output_index/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/output_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/output_index/minimum",
                    )
                )
        v4 = x.get("refusal", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, str))):
            e.append(
                Problem(
                    p + "/refusal",
                    "type",
                    "expected string, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/refusal/type",
                )
            )
        v5 = x.get("sequence_number", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/sequence_number/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/sequence_number",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/sequence_number/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if v6 is not rt.MISSING:
            if v6 != "response.refusal.done":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "response.refusal.done", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/required",
                )
            )
        if "sequence_number" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "sequence_number"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/required",
                )
            )
        if "item_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "item_id"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/required",
                )
            )
        if "output_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_index"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/required",
                )
            )
        if "content_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content_index"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/required",
                )
            )
        if "refusal" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "refusal"',
                    "https://agentproto.dev/schema/openresponses/response_refusal_done_event.json#/required",
                )
            )


def _properties_61(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES59.intersection(x))
    return out


def _valid_62(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/response_status.json#"""
    return isinstance(x, str) and x in _ENUM40


def _check_62(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/response_status.json#"""
    if not (isinstance(x, str) and x in _ENUM40):
        e.append(
            Problem(
                p,
                "enum",
                'expected one of "queued", "in_progress", "completed", "failed", "cancelled", "incomplete", found '
                + rt.show(x),
                "https://agentproto.dev/schema/openresponses/response_status.json#/enum",
            )
        )
    if not (isinstance(x, str)):
        e.append(
            Problem(
                p,
                "type",
                "expected string, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/response_status.json#/type",
            )
        )


def _valid_63(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/stream_event.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG21.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_8(x)):
        return False
    return True


def _check_63(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/stream_event.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG22.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN1.search(v1) is not None:
            _check_8(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/openresponses/stream_event.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "pattern",
                    'expected one of "response.created", "response.queued", "response.in_progress", "response.completed", "response.failed", "response.incomplete", "response.cancelled", "response.output_item.added", ..., found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/stream_event.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/stream_event.json#/oneOf",
            )
        )


def _properties_63(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_41(x):
        out.update(_properties_41(x))
    if _valid_53(x):
        out.update(_properties_53(x))
    if _valid_46(x):
        out.update(_properties_46(x))
    if _valid_38(x):
        out.update(_properties_38(x))
    if _valid_43(x):
        out.update(_properties_43(x))
    if _valid_47(x):
        out.update(_properties_47(x))
    if _valid_37(x):
        out.update(_properties_37(x))
    if _valid_48(x):
        out.update(_properties_48(x))
    if _valid_49(x):
        out.update(_properties_49(x))
    if _valid_39(x):
        out.update(_properties_39(x))
    if _valid_40(x):
        out.update(_properties_40(x))
    if _valid_51(x):
        out.update(_properties_51(x))
    if _valid_52(x):
        out.update(_properties_52(x))
    if _valid_50(x):
        out.update(_properties_50(x))
    if _valid_60(x):
        out.update(_properties_60(x))
    if _valid_61(x):
        out.update(_properties_61(x))
    if _valid_54(x):
        out.update(_properties_54(x))
    if _valid_55(x):
        out.update(_properties_55(x))
    if _valid_56(x):
        out.update(_properties_56(x))
    if _valid_57(x):
        out.update(_properties_57(x))
    if _valid_58(x):
        out.update(_properties_58(x))
    if _valid_59(x):
        out.update(_properties_59(x))
    if _valid_44(x):
        out.update(_properties_44(x))
    if _valid_45(x):
        out.update(_properties_45(x))
    if _valid_5(x):
        out.update(_properties_5(x))
    if _valid_8(x):
        out.update(_properties_8(x))
    return out


def _valid_64(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/summary_text_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    v1 = x["text"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) > 10485760:
        return False
    v2 = x["type"]
    return bool(v2 == "summary_text")


def _check_64(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/summary_text_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/summary_text_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("text", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/text",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/summary_text_part.json#/properties/text/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) > 10485760):
                e.append(
                    Problem(
                        p + "/text",
                        "maxLength",
                        "expected at most 10485760 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/summary_text_part.json#/properties/text/maxLength",
                    )
                )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "summary_text"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "summary_text", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/openresponses/summary_text_part.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/summary_text_part.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/openresponses/summary_text_part.json#/required",
                )
            )


def _properties_64(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES25.intersection(x))
    return out


def _valid_65(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/text_config.json#"""
    if not (isinstance(x, dict)):
        return False
    if "verbosity" in x:
        v1 = x["verbosity"]
        if not (isinstance(v1, str) and v1 in _ENUM42):
            return False
    if "format" in x:
        v2 = x["format"]
        if not (_valid_66(v2) or (v2 is None)):
            return False
    return True


def _check_65(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/text_config.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/text_config.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("format", rt.MISSING)
        if v1 is not rt.MISSING:
            v2 = (_valid_66(v1)) + (v1 is None)
            if v2 == 0:
                v3: list[Problem] = []
                _check_66(v1, p + "/format", v3, strict)
                v4: list[Problem] = []
                if not (v1 is None):
                    v4.append(
                        Problem(
                            p + "/format",
                            "type",
                            "expected null, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/openresponses/text_config.json#/properties/format/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v3, v4], p + "/format"))
            elif v2 > 1:
                e.append(
                    Problem(
                        p + "/format",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v2),
                        "https://agentproto.dev/schema/openresponses/text_config.json#/properties/format/oneOf",
                    )
                )
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/format",
                    _properties22(v1),
                    "https://agentproto.dev/schema/openresponses/text_config.json#/properties/format",
                    e,
                )
        v7 = x.get("verbosity", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (isinstance(v7, str) and v7 in _ENUM42):
                e.append(
                    Problem(
                        p + "/verbosity",
                        "enum",
                        'expected one of "low", "medium", "high", found ' + rt.show(v7),
                        "https://agentproto.dev/schema/openresponses/text_config.json#/properties/verbosity/enum",
                    )
                )
            if not (isinstance(v7, str)):
                e.append(
                    Problem(
                        p + "/verbosity",
                        "type",
                        "expected string, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/openresponses/text_config.json#/properties/verbosity/type",
                    )
                )


def _properties_65(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES60.intersection(x))
    return out


def _valid_66(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/text_format.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    v1 = x["type"]
    if not (isinstance(v1, str) and v1 in _ENUM61):
        return False
    if "description" in x:
        v2 = x["description"]
        if not (isinstance(v2, str) or v2 is None):
            return False
    if "name" in x:
        v3 = x["name"]
        if not (isinstance(v3, str)):
            return False
        if len(v3) > 64:
            return False
        if len(v3) < 1:
            return False
        if _PATTERN18.search(v3) is None:
            return False
    if "strict" in x:
        v5 = x["strict"]
        if not (isinstance(v5, bool) or v5 is None):
            return False
    return True


def _check_66(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/text_format.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/text_format.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("description", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str) or v1 is None)):
            e.append(
                Problem(
                    p + "/description",
                    "type",
                    "expected string or null, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/text_format.json#/properties/description/type",
                )
            )
        v2 = x.get("name", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/name",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/text_format.json#/properties/name/type",
                    )
                )
            if isinstance(v2, str):
                if len(v2) > 64:
                    e.append(
                        Problem(
                            p + "/name",
                            "maxLength",
                            "expected at most 64 characters, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/text_format.json#/properties/name/maxLength",
                        )
                    )
                if len(v2) < 1:
                    e.append(
                        Problem(
                            p + "/name",
                            "minLength",
                            "expected at least 1 characters, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/text_format.json#/properties/name/minLength",
                        )
                    )
                if _PATTERN18.search(v2) is None:
                    e.append(
                        Problem(
                            p + "/name",
                            "pattern",
                            'expected a string matching "^[a-zA-Z0-9_-]+$", found ' + rt.show(v2),
                            "https://agentproto.dev/schema/openresponses/text_format.json#/properties/name/pattern",
                        )
                    )
        v4 = x.get("strict", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, bool) or v4 is None)):
            e.append(
                Problem(
                    p + "/strict",
                    "type",
                    "expected boolean or null, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/openresponses/text_format.json#/properties/strict/type",
                )
            )
        v5 = x.get("type", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (isinstance(v5, str) and v5 in _ENUM61):
                e.append(
                    Problem(
                        p + "/type",
                        "enum",
                        'expected one of "text", "json_object", "json_schema", found '
                        + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/text_format.json#/properties/type/enum",
                    )
                )
            if not (isinstance(v5, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/text_format.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/text_format.json#/required",
                )
            )


def _properties_66(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES62.intersection(x))
    return out


def _valid_67(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/text_part.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    v1 = x["text"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["type"]
    return bool(v2 == "text")


def _check_67(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/text_part.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/text_part.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("text", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/text",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/text_part.json#/properties/text/type",
                )
            )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "text"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "text", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/openresponses/text_part.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/text_part.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/openresponses/text_part.json#/required",
                )
            )


def _properties_67(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES25.intersection(x))
    return out


def _valid_68(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/token_logprob.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("token" in x and "logprob" in x and "bytes" in x and "top_logprobs" in x):
        return False
    v1 = x["logprob"]
    if not (
        type(v1) is int
        or type(v1) is float
        or isinstance(v1, (int, float))
        and not isinstance(v1, bool)
    ):
        return False
    if v1 > 0:
        return False
    v2 = x["token"]
    if not (isinstance(v2, str)):
        return False
    v3 = x["bytes"]
    if not (isinstance(v3, list)):
        return False
    for v5 in v3:
        if not (
            type(v5) is int
            or isinstance(v5, float)
            and v5.is_integer()
            or isinstance(v5, int)
            and not isinstance(v5, bool)
        ):
            return False
        if v5 > 255:
            return False
        if v5 < 0:
            return False
    v6 = x["top_logprobs"]
    if not (isinstance(v6, list)):
        return False
    for v8 in v6:
        if not (isinstance(v8, dict)):
            return False
        if not ("token" in v8 and "logprob" in v8 and "bytes" in v8):
            return False
        v9 = v8["logprob"]
        if not (
            type(v9) is int
            or type(v9) is float
            or isinstance(v9, (int, float))
            and not isinstance(v9, bool)
        ):
            return False
        if v9 > 0:
            return False
        v10 = v8["token"]
        if not (isinstance(v10, str)):
            return False
        v11 = v8["bytes"]
        if not (isinstance(v11, list)):
            return False
        for v13 in v11:
            if not (
                type(v13) is int
                or isinstance(v13, float)
                and v13.is_integer()
                or isinstance(v13, int)
                and not isinstance(v13, bool)
            ):
                return False
            if v13 > 255:
                return False
            if v13 < 0:
                return False
    return True


def _check_68(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/token_logprob.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/token_logprob.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("bytes", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, list)):
                e.append(
                    Problem(
                        p + "/bytes",
                        "type",
                        "expected array, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/token_logprob.json#/properties/bytes/type",
                    )
                )
            if isinstance(v1, list):
                for v2, v3 in enumerate(v1):
                    if not (
                        type(v3) is int
                        or isinstance(v3, float)
                        and v3.is_integer()
                        or isinstance(v3, int)
                        and not isinstance(v3, bool)
                    ):
                        e.append(
                            Problem(
                                p + "/bytes" + "/" + str(v2),
                                "type",
                                "expected integer, found " + rt.kind(v3),
                                "https://agentproto.dev/schema/openresponses/token_logprob.json#/properties/bytes/items/type",
                            )
                        )
                    if isinstance(v3, (int, float)) and not isinstance(v3, bool):
                        if v3 > 255:
                            e.append(
                                Problem(
                                    p + "/bytes" + "/" + str(v2),
                                    "maximum",
                                    "expected a number <= 255, found " + rt.show(v3),
                                    "https://agentproto.dev/schema/openresponses/token_logprob.json#/properties/bytes/items/maximum",
                                )
                            )
                        if v3 < 0:
                            e.append(
                                Problem(
                                    p + "/bytes" + "/" + str(v2),
                                    "minimum",
                                    "expected a number >= 0, found " + rt.show(v3),
                                    "https://agentproto.dev/schema/openresponses/token_logprob.json#/properties/bytes/items/minimum",
                                )
                            )
        v4 = x.get("logprob", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or type(v4) is float
                or isinstance(v4, (int, float))
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/logprob",
                        "type",
                        "expected number, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/token_logprob.json#/properties/logprob/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 > 0):
                e.append(
                    Problem(
                        p + "/logprob",
                        "maximum",
                        "expected a number <= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/token_logprob.json#/properties/logprob/maximum",
                    )
                )
        v5 = x.get("token", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str))):
            e.append(
                Problem(
                    p + "/token",
                    "type",
                    "expected string, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/openresponses/token_logprob.json#/properties/token/type",
                )
            )
        v6 = x.get("top_logprobs", rt.MISSING)
        if v6 is not rt.MISSING:
            if not (isinstance(v6, list)):
                e.append(
                    Problem(
                        p + "/top_logprobs",
                        "type",
                        "expected array, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/openresponses/token_logprob.json#/properties/top_logprobs/type",
                    )
                )
            if isinstance(v6, list):
                for v7, v8 in enumerate(v6):
                    _check_72(v8, p + "/top_logprobs" + "/" + str(v7), e, strict)
                    if strict and isinstance(v8, dict):
                        rt.unknown_properties(
                            v8,
                            p + "/top_logprobs" + "/" + str(v7),
                            _properties_72(v8),
                            "https://agentproto.dev/schema/openresponses/token_logprob.json#/properties/top_logprobs/items",
                            e,
                        )
        if "token" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "token"',
                    "https://agentproto.dev/schema/openresponses/token_logprob.json#/required",
                )
            )
        if "logprob" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "logprob"',
                    "https://agentproto.dev/schema/openresponses/token_logprob.json#/required",
                )
            )
        if "bytes" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "bytes"',
                    "https://agentproto.dev/schema/openresponses/token_logprob.json#/required",
                )
            )
        if "top_logprobs" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "top_logprobs"',
                    "https://agentproto.dev/schema/openresponses/token_logprob.json#/required",
                )
            )


def _properties_68(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES63.intersection(x))
    return out


def _valid_69(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/tool.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG23.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_10(x)):
        return False
    return True


def _check_69(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/tool.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG24.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN1.search(v1) is not None:
            _check_10(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/openresponses/tool.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "pattern",
                    'expected one of "function", found ' + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/tool.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/tool.json#/oneOf",
            )
        )


def _properties_69(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_15(x):
        out.update(_properties_15(x))
    if _valid_10(x):
        out.update(_properties_10(x))
    return out


def _valid_70(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice.json#"""
    return _is7(x) or _valid_71(x)


def _check_70(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice.json#"""
    v1 = (_is7(x)) + (_valid_71(x))
    if v1 == 0:
        v2: list[Problem] = []
        if not (isinstance(x, str) and x in _ENUM2):
            v2.append(
                Problem(
                    p,
                    "enum",
                    'expected one of "auto", "required", "none", found ' + rt.show(x),
                    "https://agentproto.dev/schema/openresponses/tool_choice.json#/oneOf/0/enum",
                )
            )
        if not (isinstance(x, str)):
            v2.append(
                Problem(
                    p,
                    "type",
                    "expected string, found " + rt.kind(x),
                    "https://agentproto.dev/schema/openresponses/tool_choice.json#/oneOf/0/type",
                )
            )
        v3: list[Problem] = []
        _check_71(x, p, v3, strict)
        e.extend(rt.closest_branches([v2, v3], p))
    elif v1 > 1:
        e.append(
            Problem(
                p,
                "oneOf",
                "expected a value matching exactly one of the oneOf schemas, it matches " + str(v1),
                "https://agentproto.dev/schema/openresponses/tool_choice.json#/oneOf",
            )
        )
    elif strict:
        v4: list[Problem] | None = None
        if _is7(x):
            v4 = []
        v5: list[Problem] | None = None
        if _valid_71(x):
            v5 = []
            _check_71(x, p, v5, strict)
        e.extend(rt.strict_branches([v4, v5], p))


def _properties_70(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _is7(x):
        out.update(_properties24(x))
    if _valid_71(x):
        out.update(_properties_71(x))
    return out


def _valid_71(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice_object.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG25.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_11(x)):
        return False
    return True


def _check_71(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice_object.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG26.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN1.search(v1) is not None:
            _check_11(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/openresponses/tool_choice_object.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "pattern",
                    'expected one of "function", "allowed_tools", found ' + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/tool_choice_object.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/tool_choice_object.json#/oneOf",
            )
        )


def _properties_71(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_16(x):
        out.update(_properties_16(x))
    if _valid_0(x):
        out.update(_properties_0(x))
    if _valid_11(x):
        out.update(_properties_11(x))
    return out


def _valid_72(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/top_logprob.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("token" in x and "logprob" in x and "bytes" in x):
        return False
    v1 = x["logprob"]
    if not (
        type(v1) is int
        or type(v1) is float
        or isinstance(v1, (int, float))
        and not isinstance(v1, bool)
    ):
        return False
    if v1 > 0:
        return False
    v2 = x["token"]
    if not (isinstance(v2, str)):
        return False
    v3 = x["bytes"]
    if not (isinstance(v3, list)):
        return False
    for v5 in v3:
        if not (
            type(v5) is int
            or isinstance(v5, float)
            and v5.is_integer()
            or isinstance(v5, int)
            and not isinstance(v5, bool)
        ):
            return False
        if v5 > 255:
            return False
        if v5 < 0:
            return False
    return True


def _check_72(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/top_logprob.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/top_logprob.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("bytes", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, list)):
                e.append(
                    Problem(
                        p + "/bytes",
                        "type",
                        "expected array, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/top_logprob.json#/properties/bytes/type",
                    )
                )
            if isinstance(v1, list):
                for v2, v3 in enumerate(v1):
                    if not (
                        type(v3) is int
                        or isinstance(v3, float)
                        and v3.is_integer()
                        or isinstance(v3, int)
                        and not isinstance(v3, bool)
                    ):
                        e.append(
                            Problem(
                                p + "/bytes" + "/" + str(v2),
                                "type",
                                "expected integer, found " + rt.kind(v3),
                                "https://agentproto.dev/schema/openresponses/top_logprob.json#/properties/bytes/items/type",
                            )
                        )
                    if isinstance(v3, (int, float)) and not isinstance(v3, bool):
                        if v3 > 255:
                            e.append(
                                Problem(
                                    p + "/bytes" + "/" + str(v2),
                                    "maximum",
                                    "expected a number <= 255, found " + rt.show(v3),
                                    "https://agentproto.dev/schema/openresponses/top_logprob.json#/properties/bytes/items/maximum",
                                )
                            )
                        if v3 < 0:
                            e.append(
                                Problem(
                                    p + "/bytes" + "/" + str(v2),
                                    "minimum",
                                    "expected a number >= 0, found " + rt.show(v3),
                                    "https://agentproto.dev/schema/openresponses/top_logprob.json#/properties/bytes/items/minimum",
                                )
                            )
        v4 = x.get("logprob", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (
                type(v4) is int
                or type(v4) is float
                or isinstance(v4, (int, float))
                and not isinstance(v4, bool)
            ):
                e.append(
                    Problem(
                        p + "/logprob",
                        "type",
                        "expected number, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/top_logprob.json#/properties/logprob/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 > 0):
                e.append(
                    Problem(
                        p + "/logprob",
                        "maximum",
                        "expected a number <= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/openresponses/top_logprob.json#/properties/logprob/maximum",
                    )
                )
        v5 = x.get("token", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str))):
            e.append(
                Problem(
                    p + "/token",
                    "type",
                    "expected string, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/openresponses/top_logprob.json#/properties/token/type",
                )
            )
        if "token" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "token"',
                    "https://agentproto.dev/schema/openresponses/top_logprob.json#/required",
                )
            )
        if "logprob" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "logprob"',
                    "https://agentproto.dev/schema/openresponses/top_logprob.json#/required",
                )
            )
        if "bytes" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "bytes"',
                    "https://agentproto.dev/schema/openresponses/top_logprob.json#/required",
                )
            )


def _properties_72(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES64.intersection(x))
    return out


def _valid_73(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/url_citation_annotation.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x and "url" in x and "title" in x and "start_index" in x and "end_index" in x
    ):
        return False
    v1 = x["end_index"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["start_index"]
    if not (
        type(v2) is int
        or isinstance(v2, float)
        and v2.is_integer()
        or isinstance(v2, int)
        and not isinstance(v2, bool)
    ):
        return False
    if v2 < 0:
        return False
    v3 = x["title"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    if v4 != "url_citation":
        return False
    v5 = x["url"]
    if not (isinstance(v5, str)):
        return False
    return not (len(v5) < 1)


def _check_73(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/url_citation_annotation.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("end_index", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/end_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/properties/end_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/end_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/properties/end_index/minimum",
                    )
                )
        v2 = x.get("start_index", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or isinstance(v2, float)
                and v2.is_integer()
                or isinstance(v2, int)
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/start_index",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/properties/start_index/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/start_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/properties/start_index/minimum",
                    )
                )
        v3 = x.get("title", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/title",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/properties/title/type",
                )
            )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "url_citation"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "url_citation", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/properties/type/const",
                )
            )
        v5 = x.get("url", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (isinstance(v5, str)):
                e.append(
                    Problem(
                        p + "/url",
                        "type",
                        "expected string, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/properties/url/type",
                    )
                )
            if (isinstance(v5, str)) and (len(v5) < 1):
                e.append(
                    Problem(
                        p + "/url",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v5)),
                        "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/properties/url/minLength",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/required",
                )
            )
        if "url" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "url"',
                    "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/required",
                )
            )
        if "title" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "title"',
                    "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/required",
                )
            )
        if "start_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "start_index"',
                    "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/required",
                )
            )
        if "end_index" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "end_index"',
                    "https://agentproto.dev/schema/openresponses/url_citation_annotation.json#/required",
                )
            )


def _properties_73(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES65.intersection(x))
    return out


def _valid_74(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/usage.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "input_tokens" in x
        and "output_tokens" in x
        and "total_tokens" in x
        and "input_tokens_details" in x
        and "output_tokens_details" in x
    ):
        return False
    v1 = x["input_tokens"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 < 0:
        return False
    v2 = x["output_tokens"]
    if not (
        type(v2) is int
        or isinstance(v2, float)
        and v2.is_integer()
        or isinstance(v2, int)
        and not isinstance(v2, bool)
    ):
        return False
    if v2 < 0:
        return False
    v3 = x["total_tokens"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["input_tokens_details"]
    if not (isinstance(v4, dict)):
        return False
    if not ("cached_tokens" in v4):
        return False
    v5 = v4["cached_tokens"]
    if not (
        type(v5) is int
        or isinstance(v5, float)
        and v5.is_integer()
        or isinstance(v5, int)
        and not isinstance(v5, bool)
    ):
        return False
    if v5 < 0:
        return False
    v6 = x["output_tokens_details"]
    if not (isinstance(v6, dict)):
        return False
    if not ("reasoning_tokens" in v6):
        return False
    v7 = v6["reasoning_tokens"]
    if not (
        type(v7) is int
        or isinstance(v7, float)
        and v7.is_integer()
        or isinstance(v7, int)
        and not isinstance(v7, bool)
    ):
        return False
    return not (v7 < 0)


def _check_74(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/usage.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/usage.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("input_tokens", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or isinstance(v1, float)
                and v1.is_integer()
                or isinstance(v1, int)
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/input_tokens",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/usage.json#/properties/input_tokens/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/input_tokens",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/openresponses/usage.json#/properties/input_tokens/minimum",
                    )
                )
        v2 = x.get("input_tokens_details", rt.MISSING)
        if v2 is not rt.MISSING:
            _check_23(v2, p + "/input_tokens_details", e, strict)
            if strict and isinstance(v2, dict):
                rt.unknown_properties(
                    v2,
                    p + "/input_tokens_details",
                    _properties_23(v2),
                    "https://agentproto.dev/schema/openresponses/usage.json#/properties/input_tokens_details",
                    e,
                )
        v3 = x.get("output_tokens", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (
                type(v3) is int
                or isinstance(v3, float)
                and v3.is_integer()
                or isinstance(v3, int)
                and not isinstance(v3, bool)
            ):
                e.append(
                    Problem(
                        p + "/output_tokens",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/openresponses/usage.json#/properties/output_tokens/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/output_tokens",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/usage.json#/properties/output_tokens/minimum",
                    )
                )
        v4 = x.get("output_tokens_details", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_31(v4, p + "/output_tokens_details", e, strict)
            if strict and isinstance(v4, dict):
                rt.unknown_properties(
                    v4,
                    p + "/output_tokens_details",
                    _properties_31(v4),
                    "https://agentproto.dev/schema/openresponses/usage.json#/properties/output_tokens_details",
                    e,
                )
        v5 = x.get("total_tokens", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            ):
                e.append(
                    Problem(
                        p + "/total_tokens",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/usage.json#/properties/total_tokens/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/total_tokens",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/openresponses/usage.json#/properties/total_tokens/minimum",
                    )
                )
        if "input_tokens" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "input_tokens"',
                    "https://agentproto.dev/schema/openresponses/usage.json#/required",
                )
            )
        if "output_tokens" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_tokens"',
                    "https://agentproto.dev/schema/openresponses/usage.json#/required",
                )
            )
        if "total_tokens" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "total_tokens"',
                    "https://agentproto.dev/schema/openresponses/usage.json#/required",
                )
            )
        if "input_tokens_details" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "input_tokens_details"',
                    "https://agentproto.dev/schema/openresponses/usage.json#/required",
                )
            )
        if "output_tokens_details" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output_tokens_details"',
                    "https://agentproto.dev/schema/openresponses/usage.json#/required",
                )
            )


def _properties_74(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES66.intersection(x))
    return out


def _valid_75(x: Any) -> bool:
    """Validate against #"""
    return _valid_63(x)


def _check_75(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against #"""
    _check_63(x, p, e, strict)


def _properties_75(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_properties_63(x))
    return out


def _properties1(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_16(x):
        out.update(_properties_16(x))
    if _valid_11(x):
        out.update(_properties_11(x))
    return out


def _is2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_item.json#/if"""
    if isinstance(x, dict):
        if not ("status" in x):
            return False
        v1 = x["status"]
        if v1 != "completed":
            return False
    return True


def _properties3(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES14.intersection(x))
    return out


def _properties4(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES15.intersection(x))
    return out


def _is5(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/0"""
    if not (isinstance(x, str)):
        return False
    return not (len(x) < 1)


def _is6(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not isinstance(v2, dict):
            return False
        v3 = v2.get("type")
        v4 = _VALID_BY_TAG7.get(v3) if isinstance(v3, str) else None
        if v4 is None:
            return False
        if not v4(v2):
            return False
    return not (len(x) < 1)


def _is7(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice.json#/oneOf/0"""
    return isinstance(x, str) and x in _ENUM2


def _properties9(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties8(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_42(x):
        out.update(_properties_42(x))
    if x is None:
        out.update(_properties9(x))
    return out


def _properties11(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties10(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_17(x):
        out.update(_properties_17(x))
    if x is None:
        out.update(_properties11(x))
    return out


def _properties13(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties12(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_32(x):
        out.update(_properties_32(x))
    if x is None:
        out.update(_properties13(x))
    return out


def _properties15(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties14(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_74(x):
        out.update(_properties_74(x))
    if x is None:
        out.update(_properties15(x))
    return out


def _properties17(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties16(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_25(x):
        out.update(_properties_25(x))
    if x is None:
        out.update(_properties17(x))
    return out


def _properties19(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties18(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_25(x):
        out.update(_properties_25(x))
    if x is None:
        out.update(_properties19(x))
    return out


def _properties21(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties20(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_1(x):
        out.update(_properties_1(x))
    if x is None:
        out.update(_properties21(x))
    return out


def _properties23(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties22(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_66(x):
        out.update(_properties_66(x))
    if x is None:
        out.update(_properties23(x))
    return out


def _properties24(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


_VALID_BY_TAG1.update({"function": _valid_16})
_CHECK_BY_TAG2.update({"function": _check_16})
_VALID_BY_TAG3.update({"url_citation": _valid_73})
_CHECK_BY_TAG4.update({"url_citation": _check_73})
_VALID_BY_TAG5.update(
    {
        "input_text": _valid_22,
        "input_image": _valid_20,
        "input_file": _valid_19,
        "input_audio": _valid_18,
        "input_video": _valid_24,
        "output_text": _valid_30,
        "refusal": _valid_35,
        "reasoning_text": _valid_34,
        "summary_text": _valid_64,
        "text": _valid_67,
    }
)
_CHECK_BY_TAG6.update(
    {
        "input_text": _check_22,
        "input_image": _check_20,
        "input_file": _check_19,
        "input_audio": _check_18,
        "input_video": _check_24,
        "output_text": _check_30,
        "refusal": _check_35,
        "reasoning_text": _check_34,
        "summary_text": _check_64,
        "text": _check_67,
    }
)
_VALID_BY_TAG7.update(
    {
        "input_text": _valid_22,
        "input_image": _valid_20,
        "input_file": _valid_19,
        "input_audio": _valid_18,
        "input_video": _valid_24,
    }
)
_VALID_BY_TAG8.update(
    {
        "input_text": _valid_22,
        "input_image": _valid_20,
        "input_file": _valid_19,
        "input_audio": _valid_18,
        "input_video": _valid_24,
    }
)
_CHECK_BY_TAG9.update(
    {
        "input_text": _check_22,
        "input_image": _check_20,
        "input_file": _check_19,
        "input_audio": _check_18,
        "input_video": _check_24,
    }
)
_VALID_BY_TAG10.update(
    {
        "message": _valid_27,
        "function_call": _valid_13,
        "function_call_output": _valid_14,
        "reasoning": _valid_33,
        "compaction": _valid_2,
    }
)
_CHECK_BY_TAG11.update(
    {
        "message": _check_27,
        "function_call": _check_13,
        "function_call_output": _check_14,
        "reasoning": _check_33,
        "compaction": _check_2,
    }
)
_VALID_BY_TAG12.update(
    {
        "input_text": _valid_22,
        "input_image": _valid_20,
        "input_file": _valid_19,
        "input_audio": _valid_18,
        "input_video": _valid_24,
        "output_text": _valid_30,
        "refusal": _valid_35,
        "reasoning_text": _valid_34,
        "summary_text": _valid_64,
        "text": _valid_67,
    }
)
_VALID_BY_TAG13.update(
    {
        "output_text": _valid_30,
        "refusal": _valid_35,
        "reasoning_text": _valid_34,
        "summary_text": _valid_64,
        "text": _valid_67,
    }
)
_CHECK_BY_TAG14.update(
    {
        "output_text": _check_30,
        "refusal": _check_35,
        "reasoning_text": _check_34,
        "summary_text": _check_64,
        "text": _check_67,
    }
)
_VALID_BY_TAG15.update({"url_citation": _valid_73})
_VALID_BY_TAG16.update(
    {
        "output_text": _valid_30,
        "refusal": _valid_35,
        "reasoning_text": _valid_34,
        "summary_text": _valid_64,
        "text": _valid_67,
    }
)
_VALID_BY_TAG17.update(
    {
        "message": _valid_27,
        "function_call": _valid_13,
        "function_call_output": _valid_14,
        "reasoning": _valid_33,
        "compaction": _valid_2,
    }
)
_VALID_BY_TAG18.update({"function": _valid_15})
_VALID_BY_TAG19.update(
    {
        "output_text": _valid_30,
        "refusal": _valid_35,
        "reasoning_text": _valid_34,
        "summary_text": _valid_64,
        "text": _valid_67,
    }
)
_VALID_BY_TAG20.update(
    {
        "output_text": _valid_30,
        "refusal": _valid_35,
        "reasoning_text": _valid_34,
        "summary_text": _valid_64,
        "text": _valid_67,
    }
)
_VALID_BY_TAG21.update(
    {
        "response.created": _valid_41,
        "response.queued": _valid_53,
        "response.in_progress": _valid_46,
        "response.completed": _valid_38,
        "response.failed": _valid_43,
        "response.incomplete": _valid_47,
        "response.cancelled": _valid_37,
        "response.output_item.added": _valid_48,
        "response.output_item.done": _valid_49,
        "response.content_part.added": _valid_39,
        "response.content_part.done": _valid_40,
        "response.output_text.delta": _valid_51,
        "response.output_text.done": _valid_52,
        "response.output_text.annotation.added": _valid_50,
        "response.refusal.delta": _valid_60,
        "response.refusal.done": _valid_61,
        "response.reasoning.delta": _valid_54,
        "response.reasoning.done": _valid_55,
        "response.reasoning_summary_part.added": _valid_56,
        "response.reasoning_summary_part.done": _valid_57,
        "response.reasoning_summary_text.delta": _valid_58,
        "response.reasoning_summary_text.done": _valid_59,
        "response.function_call_arguments.delta": _valid_44,
        "response.function_call_arguments.done": _valid_45,
        "error": _valid_5,
    }
)
_CHECK_BY_TAG22.update(
    {
        "response.created": _check_41,
        "response.queued": _check_53,
        "response.in_progress": _check_46,
        "response.completed": _check_38,
        "response.failed": _check_43,
        "response.incomplete": _check_47,
        "response.cancelled": _check_37,
        "response.output_item.added": _check_48,
        "response.output_item.done": _check_49,
        "response.content_part.added": _check_39,
        "response.content_part.done": _check_40,
        "response.output_text.delta": _check_51,
        "response.output_text.done": _check_52,
        "response.output_text.annotation.added": _check_50,
        "response.refusal.delta": _check_60,
        "response.refusal.done": _check_61,
        "response.reasoning.delta": _check_54,
        "response.reasoning.done": _check_55,
        "response.reasoning_summary_part.added": _check_56,
        "response.reasoning_summary_part.done": _check_57,
        "response.reasoning_summary_text.delta": _check_58,
        "response.reasoning_summary_text.done": _check_59,
        "response.function_call_arguments.delta": _check_44,
        "response.function_call_arguments.done": _check_45,
        "error": _check_5,
    }
)
_VALID_BY_TAG23.update({"function": _valid_15})
_CHECK_BY_TAG24.update({"function": _check_15})
_VALID_BY_TAG25.update({"function": _valid_16, "allowed_tools": _valid_0})
_CHECK_BY_TAG26.update({"function": _check_16, "allowed_tools": _check_0})
