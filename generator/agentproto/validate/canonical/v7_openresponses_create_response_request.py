# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The validator of openresponses/create_response_request, as agentproto.compile makes it.

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
_NAMES4: frozenset[str] = frozenset({"encrypted_content", "id", "status", "type"})
_VALID_BY_TAG5: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG6: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_ENUM5 = frozenset({"auto", "default", "flex", "priority"})
_ENUM6 = frozenset({"auto", "disabled"})
_KNOWN7: frozenset[str] = frozenset({})
_ENUM8 = frozenset({"reasoning.encrypted_content", "message.output_text.logprobs"})
_VALID_BY_TAG7: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG8: dict[str, Callable[[Any], bool]] = {}
_NAMES9: frozenset[str] = frozenset({"previous_response_id", "store"})
_NAMES10: frozenset[str] = frozenset({"previous_response_id"})
_NAMES11: frozenset[str] = frozenset(
    {
        "background",
        "extensions",
        "frequency_penalty",
        "include",
        "input",
        "instructions",
        "max_output_tokens",
        "max_tool_calls",
        "metadata",
        "model",
        "parallel_tool_calls",
        "presence_penalty",
        "previous_response_id",
        "prompt_cache_key",
        "prompt_cache_retention",
        "reasoning",
        "safety_identifier",
        "service_tier",
        "store",
        "stream",
        "stream_options",
        "temperature",
        "text",
        "tool_choice",
        "tools",
        "top_logprobs",
        "top_p",
        "truncation",
    }
)
_KNOWN12: frozenset[str] = frozenset({"end_index", "start_index", "text", "type"})
_KNOWN13: frozenset[str] = frozenset({"id", "status", "type"})
_KNOWN14: frozenset[str] = frozenset({"description", "name", "type"})
_KNOWN15: frozenset[str] = frozenset({"name", "type"})
_PATTERN16 = re.compile("^[\\x2d0-9A-Z\\x5fa-z]++(?!(?s:.))")
_NAMES17: frozenset[str] = frozenset({"arguments", "call_id", "id", "name", "status", "type"})
_VALID_BY_TAG9: dict[str, Callable[[Any], bool]] = {}
_NAMES18: frozenset[str] = frozenset({"call_id", "id", "output", "status", "type"})
_NAMES19: frozenset[str] = frozenset({"description", "name", "parameters", "strict", "type"})
_NAMES20: frozenset[str] = frozenset({"audio_url", "type"})
_NAMES21: frozenset[str] = frozenset({"file_data", "file_url", "filename", "type"})
_ENUM22: frozenset[Any] = rt.canonical_set(["low", "high", "auto", None])
_NAMES23: frozenset[str] = frozenset({"detail", "image_url", "type"})
_VALID_BY_TAG10: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG11: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_VALID_BY_TAG12: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG13: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_NAMES24: frozenset[str] = frozenset({"text", "type"})
_NAMES25: frozenset[str] = frozenset({"type", "video_url"})
_NAMES26: frozenset[str] = frozenset({"id", "type"})
_ENUM27 = frozenset({"in_progress", "completed", "incomplete", "failed"})
_VALID_BY_TAG14: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG15: dict[str, Callable[[Any], bool]] = {}
_ENUM28 = frozenset({"user", "assistant", "system", "developer"})
_VALID_BY_TAG16: dict[str, Callable[[Any], bool]] = {}
_ENUM29 = frozenset({"commentary", "final_answer"})
_NAMES30: frozenset[str] = frozenset({"role"})
_NAMES31: frozenset[str] = frozenset({"content"})
_NAMES32: frozenset[str] = frozenset({"content", "id", "phase", "role", "status", "type"})
_VALID_BY_TAG17: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG18: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_VALID_BY_TAG19: dict[str, Callable[[Any], bool]] = {}
_NAMES33: frozenset[str] = frozenset({"annotations", "logprobs", "text", "type"})
_ENUM34: frozenset[Any] = rt.canonical_set(
    ["none", "minimal", "low", "medium", "high", "xhigh", None]
)
_ENUM35: frozenset[Any] = rt.canonical_set(["concise", "detailed", "auto", None])
_NAMES36: frozenset[str] = frozenset({"effort", "summary"})
_VALID_BY_TAG20: dict[str, Callable[[Any], bool]] = {}
_NAMES37: frozenset[str] = frozenset(
    {"content", "encrypted_content", "id", "status", "summary", "type"}
)
_NAMES38: frozenset[str] = frozenset({"refusal", "type"})
_NAMES39: frozenset[str] = frozenset({"include_obfuscation"})
_ENUM40 = frozenset({"low", "medium", "high"})
_NAMES41: frozenset[str] = frozenset({"format", "verbosity"})
_ENUM42 = frozenset({"text", "json_object", "json_schema"})
_NAMES43: frozenset[str] = frozenset({"description", "name", "schema", "strict", "type"})
_NAMES44: frozenset[str] = frozenset({"bytes", "logprob", "token", "top_logprobs"})
_VALID_BY_TAG21: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG22: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_VALID_BY_TAG23: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG24: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_NAMES45: frozenset[str] = frozenset({"bytes", "logprob", "token"})
_NAMES46: frozenset[str] = frozenset({"end_index", "start_index", "title", "type", "url"})


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
        elif not (isinstance(v5, str) and _PATTERN1.search(v5) is not None and _valid_8(v4)):
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
                            _check_8(v4, p + "/tools" + "/" + str(v3), e, strict)
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
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_5(x)):
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
            _check_5(x, p, e, strict)
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
    if _valid_41(x):
        out.update(_properties_41(x))
    if _valid_5(x):
        out.update(_properties_5(x))
    return out


def _valid_2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/compaction_item_param.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "encrypted_content" in x):
        return False
    v1 = x["encrypted_content"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) > 10485760:
        return False
    if len(v1) < 1:
        return False
    v2 = x["type"]
    if v2 != "compaction":
        return False
    if "id" in x:
        v3 = x["id"]
        if not (isinstance(v3, str) or v3 is None):
            return False
    if "status" in x:
        v4 = x["status"]
        if not (_valid_22(v4) or (v4 is None)):
            return False
    return True


def _check_2(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/compaction_item_param.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("encrypted_content", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/encrypted_content",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/properties/encrypted_content/type",
                    )
                )
            if isinstance(v1, str):
                if len(v1) > 10485760:
                    e.append(
                        Problem(
                            p + "/encrypted_content",
                            "maxLength",
                            "expected at most 10485760 characters, found " + str(len(v1)),
                            "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/properties/encrypted_content/maxLength",
                        )
                    )
                if len(v1) < 1:
                    e.append(
                        Problem(
                            p + "/encrypted_content",
                            "minLength",
                            "expected at least 1 characters, found " + str(len(v1)),
                            "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/properties/encrypted_content/minLength",
                        )
                    )
        v2 = x.get("id", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str) or v2 is None)):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string or null, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/properties/id/type",
                )
            )
        v3 = x.get("status", rt.MISSING)
        if v3 is not rt.MISSING:
            v4 = (_valid_22(v3)) + (v3 is None)
            if v4 == 0:
                v5: list[Problem] = []
                _check_22(v3, p + "/status", v5, strict)
                v6: list[Problem] = []
                if not (v3 is None):
                    v6.append(
                        Problem(
                            p + "/status",
                            "type",
                            "expected null, found " + rt.kind(v3),
                            "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/properties/status/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v5, v6], p + "/status"))
            elif v4 > 1:
                e.append(
                    Problem(
                        p + "/status",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v4),
                        "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/properties/status/oneOf",
                    )
                )
        v9 = x.get("type", rt.MISSING)
        if (v9 is not rt.MISSING) and (v9 != "compaction"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "compaction", found ' + rt.show(v9),
                    "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/required",
                )
            )
        if "encrypted_content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "encrypted_content"',
                    "https://agentproto.dev/schema/openresponses/compaction_item_param.json#/required",
                )
            )


def _properties_2(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES4.intersection(x))
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
    if _valid_19(x):
        out.update(_properties_19(x))
    if _valid_16(x):
        out.update(_properties_16(x))
    if _valid_15(x):
        out.update(_properties_15(x))
    if _valid_14(x):
        out.update(_properties_14(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_26(x):
        out.update(_properties_26(x))
    if _valid_30(x):
        out.update(_properties_30(x))
    if _valid_29(x):
        out.update(_properties_29(x))
    if _valid_32(x):
        out.update(_properties_32(x))
    if _valid_35(x):
        out.update(_properties_35(x))
    return out


def _valid_4(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/create_response_request.json#"""
    if ((_is2(x)) and (isinstance(x, dict))) and ("previous_response_id" in x):
        v1 = x["previous_response_id"]
        if not (v1 is None):
            return False
    if not (isinstance(x, dict)):
        return False
    if "background" in x:
        v2 = x["background"]
        if not (isinstance(v2, bool)):
            return False
    if "frequency_penalty" in x:
        v3 = x["frequency_penalty"]
        if not (
            (
                type(v3) is int
                or type(v3) is float
                or isinstance(v3, (int, float))
                and not isinstance(v3, bool)
            )
            or v3 is None
        ):
            return False
    if "instructions" in x:
        v4 = x["instructions"]
        if not (isinstance(v4, str) or v4 is None):
            return False
    if "max_output_tokens" in x:
        v5 = x["max_output_tokens"]
        if not (
            (
                type(v5) is int
                or isinstance(v5, float)
                and v5.is_integer()
                or isinstance(v5, int)
                and not isinstance(v5, bool)
            )
            or v5 is None
        ):
            return False
        if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 16):
            return False
    if "max_tool_calls" in x:
        v6 = x["max_tool_calls"]
        if not (
            (
                type(v6) is int
                or isinstance(v6, float)
                and v6.is_integer()
                or isinstance(v6, int)
                and not isinstance(v6, bool)
            )
            or v6 is None
        ):
            return False
        if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 1):
            return False
    if "model" in x:
        v7 = x["model"]
        if not (isinstance(v7, str) or v7 is None):
            return False
    if "parallel_tool_calls" in x:
        v8 = x["parallel_tool_calls"]
        if not (isinstance(v8, bool) or v8 is None):
            return False
    if "presence_penalty" in x:
        v9 = x["presence_penalty"]
        if not (
            (
                type(v9) is int
                or type(v9) is float
                or isinstance(v9, (int, float))
                and not isinstance(v9, bool)
            )
            or v9 is None
        ):
            return False
    if "previous_response_id" in x:
        v10 = x["previous_response_id"]
        if not (isinstance(v10, str) or v10 is None):
            return False
    if "prompt_cache_key" in x:
        v11 = x["prompt_cache_key"]
        if not (isinstance(v11, str) or v11 is None):
            return False
        if (isinstance(v11, str)) and (len(v11) > 64):
            return False
    if "prompt_cache_retention" in x:
        v12 = x["prompt_cache_retention"]
        if not (isinstance(v12, str) or v12 is None):
            return False
    if "safety_identifier" in x:
        v13 = x["safety_identifier"]
        if not (isinstance(v13, str) or v13 is None):
            return False
        if (isinstance(v13, str)) and (len(v13) > 64):
            return False
    if "service_tier" in x:
        v14 = x["service_tier"]
        if not (isinstance(v14, str) and v14 in _ENUM5):
            return False
    if "store" in x:
        v15 = x["store"]
        if not (isinstance(v15, bool)):
            return False
    if "stream" in x:
        v16 = x["stream"]
        if not (isinstance(v16, bool)):
            return False
    if "temperature" in x:
        v17 = x["temperature"]
        if not (
            (
                type(v17) is int
                or type(v17) is float
                or isinstance(v17, (int, float))
                and not isinstance(v17, bool)
            )
            or v17 is None
        ):
            return False
        if isinstance(v17, (int, float)) and not isinstance(v17, bool):
            if v17 > 2:
                return False
            if v17 < 0:
                return False
    if "top_logprobs" in x:
        v18 = x["top_logprobs"]
        if not (
            (
                type(v18) is int
                or isinstance(v18, float)
                and v18.is_integer()
                or isinstance(v18, int)
                and not isinstance(v18, bool)
            )
            or v18 is None
        ):
            return False
        if isinstance(v18, (int, float)) and not isinstance(v18, bool):
            if v18 > 20:
                return False
            if v18 < 0:
                return False
    if "top_p" in x:
        v19 = x["top_p"]
        if not (
            (
                type(v19) is int
                or type(v19) is float
                or isinstance(v19, (int, float))
                and not isinstance(v19, bool)
            )
            or v19 is None
        ):
            return False
        if isinstance(v19, (int, float)) and not isinstance(v19, bool):
            if v19 > 1:
                return False
            if v19 < 0:
                return False
    if "truncation" in x:
        v20 = x["truncation"]
        if not (isinstance(v20, str) and v20 in _ENUM6):
            return False
    if "extensions" in x:
        v21 = x["extensions"]
        if not (isinstance(v21, dict)):
            return False
        for v22 in v21:
            if (isinstance(v22, str)) and (len(v22) < 1):
                return False
    if "include" in x:
        v25 = x["include"]
        if not (isinstance(v25, list)):
            return False
        for v27 in v25:
            if not (_is3(v27) or _is4(v27)):
                return False
            if not (isinstance(v27, str)):
                return False
    if "input" in x:
        v28 = x["input"]
        if not (_is5(v28) or _is6(v28) or (v28 is None)):
            return False
    if "metadata" in x:
        v29 = x["metadata"]
        if not (_valid_24(v29) or (v29 is None)):
            return False
    if "reasoning" in x:
        v30 = x["reasoning"]
        if not (_valid_27(v30) or (v30 is None)):
            return False
    if "stream_options" in x:
        v31 = x["stream_options"]
        if not (_valid_31(v31) or (v31 is None)):
            return False
    if "text" in x:
        v32 = x["text"]
        if not (_valid_33(v32) or (v32 is None)):
            return False
    if "tool_choice" in x:
        v33 = x["tool_choice"]
        if _valid_38(v33) + (v33 is None) != 1:
            return False
    if "tools" in x:
        v34 = x["tools"]
        if not (isinstance(v34, list) or v34 is None):
            return False
        if isinstance(v34, list):
            for v36 in v34:
                if not isinstance(v36, dict):
                    return False
                v37 = v36.get("type")
                v38 = _VALID_BY_TAG8.get(v37) if isinstance(v37, str) else None
                if v38 is not None:
                    if not v38(v36):
                        return False
                elif not (
                    isinstance(v37, str) and _PATTERN1.search(v37) is not None and _valid_7(v36)
                ):
                    return False
    return True


def _check_4(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/create_response_request.json#"""
    if (_is2(x)) and (isinstance(x, dict)):
        v1 = x.get("previous_response_id", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (v1 is None)):
            e.append(
                Problem(
                    p + "/previous_response_id",
                    "type",
                    "expected null, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/then/properties/previous_response_id/type",
                )
            )
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/create_response_request.json#/type",
            )
        )
    if isinstance(x, dict):
        v2 = x.get("background", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, bool))):
            e.append(
                Problem(
                    p + "/background",
                    "type",
                    "expected boolean, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/background/type",
                )
            )
        v3 = x.get("extensions", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_9(v3, p + "/extensions", e, strict)
        v4 = x.get("frequency_penalty", rt.MISSING)
        if (v4 is not rt.MISSING) and (
            not (
                (
                    type(v4) is int
                    or type(v4) is float
                    or isinstance(v4, (int, float))
                    and not isinstance(v4, bool)
                )
                or v4 is None
            )
        ):
            e.append(
                Problem(
                    p + "/frequency_penalty",
                    "type",
                    "expected number or null, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/frequency_penalty/type",
                )
            )
        v5 = x.get("include", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (isinstance(v5, list)):
                e.append(
                    Problem(
                        p + "/include",
                        "type",
                        "expected array, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/include/type",
                    )
                )
            if isinstance(v5, list):
                for v6, v7 in enumerate(v5):
                    v8 = (_is3(v7)) + (_is4(v7))
                    if v8 == 0:
                        v9: list[Problem] = []
                        if not (isinstance(v7, str) and v7 in _ENUM8):
                            v9.append(
                                Problem(
                                    p + "/include" + "/" + str(v6),
                                    "enum",
                                    'expected one of "reasoning.encrypted_content", "message.output_text.logprobs", found '
                                    + rt.show(v7),
                                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/include/items/anyOf/0/enum",
                                )
                            )
                        if not (isinstance(v7, str)):
                            v9.append(
                                Problem(
                                    p + "/include" + "/" + str(v6),
                                    "type",
                                    "expected string, found " + rt.kind(v7),
                                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/include/items/anyOf/0/type",
                                )
                            )
                        v10: list[Problem] = []
                        if not (isinstance(v7, str)):
                            v10.append(
                                Problem(
                                    p + "/include" + "/" + str(v6),
                                    "type",
                                    "expected string, found " + rt.kind(v7),
                                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/include/items/anyOf/1/type",
                                )
                            )
                        if (isinstance(v7, str)) and (_PATTERN1.search(v7) is None):
                            v10.append(
                                Problem(
                                    p + "/include" + "/" + str(v6),
                                    "pattern",
                                    'expected a string matching "^[a-z0-9_-]+:[a-z0-9_.-]+$", found '
                                    + rt.show(v7),
                                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/include/items/anyOf/1/pattern",
                                )
                            )
                        e.extend(rt.closest_branches([v9, v10], p + "/include" + "/" + str(v6)))
                    if not (isinstance(v7, str)):
                        e.append(
                            Problem(
                                p + "/include" + "/" + str(v6),
                                "type",
                                "expected string, found " + rt.kind(v7),
                                "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/include/items/type",
                            )
                        )
        v13 = x.get("input", rt.MISSING)
        if v13 is not rt.MISSING:
            v14 = (_is5(v13)) + (_is6(v13)) + (v13 is None)
            if v14 == 0:
                v15: list[Problem] = []
                if not (isinstance(v13, str)):
                    v15.append(
                        Problem(
                            p + "/input",
                            "type",
                            "expected string, found " + rt.kind(v13),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf/0/type",
                        )
                    )
                if (isinstance(v13, str)) and (len(v13) > 10485760):
                    v15.append(
                        Problem(
                            p + "/input",
                            "maxLength",
                            "expected at most 10485760 characters, found " + str(len(v13)),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf/0/maxLength",
                        )
                    )
                v16: list[Problem] = []
                if not (isinstance(v13, list)):
                    v16.append(
                        Problem(
                            p + "/input",
                            "type",
                            "expected array, found " + rt.kind(v13),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf/1/type",
                        )
                    )
                if isinstance(v13, list):
                    for v17, v18 in enumerate(v13):
                        _check_17(v18, p + "/input" + "/" + str(v17), v16, strict)
                        if strict and isinstance(v18, dict):
                            rt.unknown_properties(
                                v18,
                                p + "/input" + "/" + str(v17),
                                _properties_17(v18),
                                "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf/1/items",
                                v16,
                            )
                v19: list[Problem] = []
                if not (v13 is None):
                    v19.append(
                        Problem(
                            p + "/input",
                            "type",
                            "expected null, found " + rt.kind(v13),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf/2/type",
                        )
                    )
                e.extend(rt.closest_branches([v15, v16, v19], p + "/input"))
            elif v14 > 1:
                e.append(
                    Problem(
                        p + "/input",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v14),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf",
                    )
                )
            elif strict:
                v20: list[Problem] | None = None
                if _is5(v13):
                    v20 = []
                v21: list[Problem] | None = None
                if _is6(v13):
                    v21 = []
                    if not (isinstance(v13, list)):
                        v21.append(
                            Problem(
                                p + "/input",
                                "type",
                                "expected array, found " + rt.kind(v13),
                                "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf/1/type",
                            )
                        )
                    if isinstance(v13, list):
                        for v22, v23 in enumerate(v13):
                            _check_17(v23, p + "/input" + "/" + str(v22), v21, strict)
                            if strict and isinstance(v23, dict):
                                rt.unknown_properties(
                                    v23,
                                    p + "/input" + "/" + str(v22),
                                    _properties_17(v23),
                                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf/1/items",
                                    v21,
                                )
                v24: list[Problem] | None = None
                if v13 is None:
                    v24 = []
                e.extend(rt.strict_branches([v20, v21, v24], p + "/input"))
        v25 = x.get("instructions", rt.MISSING)
        if (v25 is not rt.MISSING) and (not (isinstance(v25, str) or v25 is None)):
            e.append(
                Problem(
                    p + "/instructions",
                    "type",
                    "expected string or null, found " + rt.kind(v25),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/instructions/type",
                )
            )
        v26 = x.get("max_output_tokens", rt.MISSING)
        if v26 is not rt.MISSING:
            if not (
                (
                    type(v26) is int
                    or isinstance(v26, float)
                    and v26.is_integer()
                    or isinstance(v26, int)
                    and not isinstance(v26, bool)
                )
                or v26 is None
            ):
                e.append(
                    Problem(
                        p + "/max_output_tokens",
                        "type",
                        "expected integer or null, found " + rt.kind(v26),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/max_output_tokens/type",
                    )
                )
            if (isinstance(v26, (int, float)) and not isinstance(v26, bool)) and (v26 < 16):
                e.append(
                    Problem(
                        p + "/max_output_tokens",
                        "minimum",
                        "expected a number >= 16, found " + rt.show(v26),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/max_output_tokens/minimum",
                    )
                )
        v27 = x.get("max_tool_calls", rt.MISSING)
        if v27 is not rt.MISSING:
            if not (
                (
                    type(v27) is int
                    or isinstance(v27, float)
                    and v27.is_integer()
                    or isinstance(v27, int)
                    and not isinstance(v27, bool)
                )
                or v27 is None
            ):
                e.append(
                    Problem(
                        p + "/max_tool_calls",
                        "type",
                        "expected integer or null, found " + rt.kind(v27),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/max_tool_calls/type",
                    )
                )
            if (isinstance(v27, (int, float)) and not isinstance(v27, bool)) and (v27 < 1):
                e.append(
                    Problem(
                        p + "/max_tool_calls",
                        "minimum",
                        "expected a number >= 1, found " + rt.show(v27),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/max_tool_calls/minimum",
                    )
                )
        v28 = x.get("metadata", rt.MISSING)
        if v28 is not rt.MISSING:
            v29 = (_valid_24(v28)) + (v28 is None)
            if v29 == 0:
                v30: list[Problem] = []
                _check_24(v28, p + "/metadata", v30, strict)
                v31: list[Problem] = []
                if not (v28 is None):
                    v31.append(
                        Problem(
                            p + "/metadata",
                            "type",
                            "expected null, found " + rt.kind(v28),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/metadata/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v30, v31], p + "/metadata"))
            elif v29 > 1:
                e.append(
                    Problem(
                        p + "/metadata",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v29),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/metadata/oneOf",
                    )
                )
        v34 = x.get("model", rt.MISSING)
        if (v34 is not rt.MISSING) and (not (isinstance(v34, str) or v34 is None)):
            e.append(
                Problem(
                    p + "/model",
                    "type",
                    "expected string or null, found " + rt.kind(v34),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/model/type",
                )
            )
        v35 = x.get("parallel_tool_calls", rt.MISSING)
        if (v35 is not rt.MISSING) and (not (isinstance(v35, bool) or v35 is None)):
            e.append(
                Problem(
                    p + "/parallel_tool_calls",
                    "type",
                    "expected boolean or null, found " + rt.kind(v35),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/parallel_tool_calls/type",
                )
            )
        v36 = x.get("presence_penalty", rt.MISSING)
        if (v36 is not rt.MISSING) and (
            not (
                (
                    type(v36) is int
                    or type(v36) is float
                    or isinstance(v36, (int, float))
                    and not isinstance(v36, bool)
                )
                or v36 is None
            )
        ):
            e.append(
                Problem(
                    p + "/presence_penalty",
                    "type",
                    "expected number or null, found " + rt.kind(v36),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/presence_penalty/type",
                )
            )
        v37 = x.get("previous_response_id", rt.MISSING)
        if (v37 is not rt.MISSING) and (not (isinstance(v37, str) or v37 is None)):
            e.append(
                Problem(
                    p + "/previous_response_id",
                    "type",
                    "expected string or null, found " + rt.kind(v37),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/previous_response_id/type",
                )
            )
        v38 = x.get("prompt_cache_key", rt.MISSING)
        if v38 is not rt.MISSING:
            if not (isinstance(v38, str) or v38 is None):
                e.append(
                    Problem(
                        p + "/prompt_cache_key",
                        "type",
                        "expected string or null, found " + rt.kind(v38),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/prompt_cache_key/type",
                    )
                )
            if (isinstance(v38, str)) and (len(v38) > 64):
                e.append(
                    Problem(
                        p + "/prompt_cache_key",
                        "maxLength",
                        "expected at most 64 characters, found " + str(len(v38)),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/prompt_cache_key/maxLength",
                    )
                )
        v39 = x.get("prompt_cache_retention", rt.MISSING)
        if (v39 is not rt.MISSING) and (not (isinstance(v39, str) or v39 is None)):
            e.append(
                Problem(
                    p + "/prompt_cache_retention",
                    "type",
                    "expected string or null, found " + rt.kind(v39),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/prompt_cache_retention/type",
                )
            )
        v40 = x.get("reasoning", rt.MISSING)
        if v40 is not rt.MISSING:
            v41 = (_valid_27(v40)) + (v40 is None)
            if v41 == 0:
                v42: list[Problem] = []
                _check_27(v40, p + "/reasoning", v42, strict)
                v43: list[Problem] = []
                if not (v40 is None):
                    v43.append(
                        Problem(
                            p + "/reasoning",
                            "type",
                            "expected null, found " + rt.kind(v40),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/reasoning/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v42, v43], p + "/reasoning"))
            elif v41 > 1:
                e.append(
                    Problem(
                        p + "/reasoning",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v41),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/reasoning/oneOf",
                    )
                )
            if strict and isinstance(v40, dict):
                rt.unknown_properties(
                    v40,
                    p + "/reasoning",
                    _properties7(v40),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/reasoning",
                    e,
                )
        v46 = x.get("safety_identifier", rt.MISSING)
        if v46 is not rt.MISSING:
            if not (isinstance(v46, str) or v46 is None):
                e.append(
                    Problem(
                        p + "/safety_identifier",
                        "type",
                        "expected string or null, found " + rt.kind(v46),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/safety_identifier/type",
                    )
                )
            if (isinstance(v46, str)) and (len(v46) > 64):
                e.append(
                    Problem(
                        p + "/safety_identifier",
                        "maxLength",
                        "expected at most 64 characters, found " + str(len(v46)),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/safety_identifier/maxLength",
                    )
                )
        v47 = x.get("service_tier", rt.MISSING)
        if v47 is not rt.MISSING:
            if not (isinstance(v47, str) and v47 in _ENUM5):
                e.append(
                    Problem(
                        p + "/service_tier",
                        "enum",
                        'expected one of "auto", "default", "flex", "priority", found '
                        + rt.show(v47),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/service_tier/enum",
                    )
                )
            if not (isinstance(v47, str)):
                e.append(
                    Problem(
                        p + "/service_tier",
                        "type",
                        "expected string, found " + rt.kind(v47),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/service_tier/type",
                    )
                )
        v48 = x.get("store", rt.MISSING)
        if (v48 is not rt.MISSING) and (not (isinstance(v48, bool))):
            e.append(
                Problem(
                    p + "/store",
                    "type",
                    "expected boolean, found " + rt.kind(v48),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/store/type",
                )
            )
        v49 = x.get("stream", rt.MISSING)
        if (v49 is not rt.MISSING) and (not (isinstance(v49, bool))):
            e.append(
                Problem(
                    p + "/stream",
                    "type",
                    "expected boolean, found " + rt.kind(v49),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/stream/type",
                )
            )
        v50 = x.get("stream_options", rt.MISSING)
        if v50 is not rt.MISSING:
            v51 = (_valid_31(v50)) + (v50 is None)
            if v51 == 0:
                v52: list[Problem] = []
                _check_31(v50, p + "/stream_options", v52, strict)
                v53: list[Problem] = []
                if not (v50 is None):
                    v53.append(
                        Problem(
                            p + "/stream_options",
                            "type",
                            "expected null, found " + rt.kind(v50),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/stream_options/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v52, v53], p + "/stream_options"))
            elif v51 > 1:
                e.append(
                    Problem(
                        p + "/stream_options",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v51),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/stream_options/oneOf",
                    )
                )
            if strict and isinstance(v50, dict):
                rt.unknown_properties(
                    v50,
                    p + "/stream_options",
                    _properties9(v50),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/stream_options",
                    e,
                )
        v56 = x.get("temperature", rt.MISSING)
        if v56 is not rt.MISSING:
            if not (
                (
                    type(v56) is int
                    or type(v56) is float
                    or isinstance(v56, (int, float))
                    and not isinstance(v56, bool)
                )
                or v56 is None
            ):
                e.append(
                    Problem(
                        p + "/temperature",
                        "type",
                        "expected number or null, found " + rt.kind(v56),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/temperature/type",
                    )
                )
            if isinstance(v56, (int, float)) and not isinstance(v56, bool):
                if v56 > 2:
                    e.append(
                        Problem(
                            p + "/temperature",
                            "maximum",
                            "expected a number <= 2, found " + rt.show(v56),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/temperature/maximum",
                        )
                    )
                if v56 < 0:
                    e.append(
                        Problem(
                            p + "/temperature",
                            "minimum",
                            "expected a number >= 0, found " + rt.show(v56),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/temperature/minimum",
                        )
                    )
        v57 = x.get("text", rt.MISSING)
        if v57 is not rt.MISSING:
            v58 = (_valid_33(v57)) + (v57 is None)
            if v58 == 0:
                v59: list[Problem] = []
                _check_33(v57, p + "/text", v59, strict)
                v60: list[Problem] = []
                if not (v57 is None):
                    v60.append(
                        Problem(
                            p + "/text",
                            "type",
                            "expected null, found " + rt.kind(v57),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/text/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v59, v60], p + "/text"))
            elif v58 > 1:
                e.append(
                    Problem(
                        p + "/text",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v58),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/text/oneOf",
                    )
                )
            elif strict:
                v61: list[Problem] | None = None
                if _valid_33(v57):
                    v61 = []
                    _check_33(v57, p + "/text", v61, strict)
                v62: list[Problem] | None = None
                if v57 is None:
                    v62 = []
                e.extend(rt.strict_branches([v61, v62], p + "/text"))
            if strict and isinstance(v57, dict):
                rt.unknown_properties(
                    v57,
                    p + "/text",
                    _properties11(v57),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/text",
                    e,
                )
        v63 = x.get("tool_choice", rt.MISSING)
        if v63 is not rt.MISSING:
            v64 = (_valid_38(v63)) + (v63 is None)
            if v64 == 0:
                v65: list[Problem] = []
                _check_38(v63, p + "/tool_choice", v65, strict)
                v66: list[Problem] = []
                if not (v63 is None):
                    v66.append(
                        Problem(
                            p + "/tool_choice",
                            "type",
                            "expected null, found " + rt.kind(v63),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/tool_choice/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v65, v66], p + "/tool_choice"))
            elif v64 > 1:
                e.append(
                    Problem(
                        p + "/tool_choice",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v64),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/tool_choice/oneOf",
                    )
                )
            elif strict:
                v67: list[Problem] | None = None
                if _valid_38(v63):
                    v67 = []
                    _check_38(v63, p + "/tool_choice", v67, strict)
                v68: list[Problem] | None = None
                if v63 is None:
                    v68 = []
                e.extend(rt.strict_branches([v67, v68], p + "/tool_choice"))
            if strict and isinstance(v63, dict):
                rt.unknown_properties(
                    v63,
                    p + "/tool_choice",
                    _properties13(v63),
                    "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/tool_choice",
                    e,
                )
        v69 = x.get("tools", rt.MISSING)
        if v69 is not rt.MISSING:
            if not (isinstance(v69, list) or v69 is None):
                e.append(
                    Problem(
                        p + "/tools",
                        "type",
                        "expected array or null, found " + rt.kind(v69),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/tools/type",
                    )
                )
            if isinstance(v69, list):
                for v70, v71 in enumerate(v69):
                    _check_37(v71, p + "/tools" + "/" + str(v70), e, strict)
                    if strict and isinstance(v71, dict):
                        rt.unknown_properties(
                            v71,
                            p + "/tools" + "/" + str(v70),
                            _properties_37(v71),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/tools/items",
                            e,
                        )
        v72 = x.get("top_logprobs", rt.MISSING)
        if v72 is not rt.MISSING:
            if not (
                (
                    type(v72) is int
                    or isinstance(v72, float)
                    and v72.is_integer()
                    or isinstance(v72, int)
                    and not isinstance(v72, bool)
                )
                or v72 is None
            ):
                e.append(
                    Problem(
                        p + "/top_logprobs",
                        "type",
                        "expected integer or null, found " + rt.kind(v72),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/top_logprobs/type",
                    )
                )
            if isinstance(v72, (int, float)) and not isinstance(v72, bool):
                if v72 > 20:
                    e.append(
                        Problem(
                            p + "/top_logprobs",
                            "maximum",
                            "expected a number <= 20, found " + rt.show(v72),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/top_logprobs/maximum",
                        )
                    )
                if v72 < 0:
                    e.append(
                        Problem(
                            p + "/top_logprobs",
                            "minimum",
                            "expected a number >= 0, found " + rt.show(v72),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/top_logprobs/minimum",
                        )
                    )
        v73 = x.get("top_p", rt.MISSING)
        if v73 is not rt.MISSING:
            if not (
                (
                    type(v73) is int
                    or type(v73) is float
                    or isinstance(v73, (int, float))
                    and not isinstance(v73, bool)
                )
                or v73 is None
            ):
                e.append(
                    Problem(
                        p + "/top_p",
                        "type",
                        "expected number or null, found " + rt.kind(v73),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/top_p/type",
                    )
                )
            if isinstance(v73, (int, float)) and not isinstance(v73, bool):
                if v73 > 1:
                    e.append(
                        Problem(
                            p + "/top_p",
                            "maximum",
                            "expected a number <= 1, found " + rt.show(v73),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/top_p/maximum",
                        )
                    )
                if v73 < 0:
                    e.append(
                        Problem(
                            p + "/top_p",
                            "minimum",
                            "expected a number >= 0, found " + rt.show(v73),
                            "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/top_p/minimum",
                        )
                    )
        v74 = x.get("truncation", rt.MISSING)
        if v74 is not rt.MISSING:
            if not (isinstance(v74, str) and v74 in _ENUM6):
                e.append(
                    Problem(
                        p + "/truncation",
                        "enum",
                        'expected one of "auto", "disabled", found ' + rt.show(v74),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/truncation/enum",
                    )
                )
            if not (isinstance(v74, str)):
                e.append(
                    Problem(
                        p + "/truncation",
                        "type",
                        "expected string, found " + rt.kind(v74),
                        "https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/truncation/type",
                    )
                )


def _properties_4(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _is2(x):
        out.update(_properties15(x))
        out.update(_properties16(x))
    out.update(_NAMES11.intersection(x))
    return out


def _valid_5(x: Any) -> bool:
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


def _check_5(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_5(x: Any) -> set[Any]:
    return set(x)


def _valid_6(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/extension_item_param.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    v1 = x["type"]
    if not (isinstance(v1, str)):
        return False
    if _PATTERN1.search(v1) is None:
        return False
    if "id" in x:
        v2 = x["id"]
        if not (isinstance(v2, str) or v2 is None):
            return False
    if "status" in x:
        v3 = x["status"]
        if not (isinstance(v3, str) or v3 is None):
            return False
        if (isinstance(v3, str)) and (len(v3) < 1):
            return False
    return True


def _check_6(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/extension_item_param.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/extension_item_param.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("id", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str) or v1 is None)):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string or null, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/extension_item_param.json#/properties/id/type",
                )
            )
        v2 = x.get("status", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str) or v2 is None):
                e.append(
                    Problem(
                        p + "/status",
                        "type",
                        "expected string or null, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/extension_item_param.json#/properties/status/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/status",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/openresponses/extension_item_param.json#/properties/status/minLength",
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
                        "https://agentproto.dev/schema/openresponses/extension_item_param.json#/properties/type/type",
                    )
                )
            if (isinstance(v3, str)) and (_PATTERN1.search(v3) is None):
                e.append(
                    Problem(
                        p + "/type",
                        "pattern",
                        'expected a string matching "^[a-z0-9_-]+:[a-z0-9_.-]+$", found '
                        + rt.show(v3),
                        "https://agentproto.dev/schema/openresponses/extension_item_param.json#/properties/type/pattern",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/extension_item_param.json#/required",
                )
            )


def _properties_6(x: Any) -> set[Any]:
    return set(x)


def _valid_7(x: Any) -> bool:
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


def _check_7(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_7(x: Any) -> set[Any]:
    return set(x)


def _valid_8(x: Any) -> bool:
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


def _check_8(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_8(x: Any) -> set[Any]:
    return set(x)


def _valid_9(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/extensions.json#"""
    if not (isinstance(x, dict)):
        return False
    for v1 in x:
        if (isinstance(v1, str)) and (len(v1) < 1):
            return False
    return True


def _check_9(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _valid_10(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_item_param.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "call_id" in x and "name" in x and "arguments" in x):
        return False
    v1 = x["arguments"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) < 1:
        return False
    v2 = x["call_id"]
    if not (isinstance(v2, str)):
        return False
    if len(v2) > 64:
        return False
    if len(v2) < 1:
        return False
    v3 = x["name"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) > 64:
        return False
    if len(v3) < 1:
        return False
    if _PATTERN16.search(v3) is None:
        return False
    v4 = x["type"]
    if v4 != "function_call":
        return False
    if "id" in x:
        v5 = x["id"]
        if not (isinstance(v5, str) or v5 is None):
            return False
    if "status" in x:
        v6 = x["status"]
        if not (_valid_22(v6) or (v6 is None)):
            return False
    return True


def _check_10(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_item_param.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("arguments", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/arguments",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/arguments/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/arguments",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/arguments/minLength",
                    )
                )
        v2 = x.get("call_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/call_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/call_id/type",
                    )
                )
            if isinstance(v2, str):
                if len(v2) > 64:
                    e.append(
                        Problem(
                            p + "/call_id",
                            "maxLength",
                            "expected at most 64 characters, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/call_id/maxLength",
                        )
                    )
                if len(v2) < 1:
                    e.append(
                        Problem(
                            p + "/call_id",
                            "minLength",
                            "expected at least 1 characters, found " + str(len(v2)),
                            "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/call_id/minLength",
                        )
                    )
        v3 = x.get("id", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str) or v3 is None)):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string or null, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/id/type",
                )
            )
        v4 = x.get("name", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/name",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/name/type",
                    )
                )
            if isinstance(v4, str):
                if len(v4) > 64:
                    e.append(
                        Problem(
                            p + "/name",
                            "maxLength",
                            "expected at most 64 characters, found " + str(len(v4)),
                            "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/name/maxLength",
                        )
                    )
                if len(v4) < 1:
                    e.append(
                        Problem(
                            p + "/name",
                            "minLength",
                            "expected at least 1 characters, found " + str(len(v4)),
                            "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/name/minLength",
                        )
                    )
                if _PATTERN16.search(v4) is None:
                    e.append(
                        Problem(
                            p + "/name",
                            "pattern",
                            'expected a string matching "^[a-zA-Z0-9_-]+$", found ' + rt.show(v4),
                            "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/name/pattern",
                        )
                    )
        v5 = x.get("status", rt.MISSING)
        if v5 is not rt.MISSING:
            v6 = (_valid_22(v5)) + (v5 is None)
            if v6 == 0:
                v7: list[Problem] = []
                _check_22(v5, p + "/status", v7, strict)
                v8: list[Problem] = []
                if not (v5 is None):
                    v8.append(
                        Problem(
                            p + "/status",
                            "type",
                            "expected null, found " + rt.kind(v5),
                            "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/status/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v7, v8], p + "/status"))
            elif v6 > 1:
                e.append(
                    Problem(
                        p + "/status",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v6),
                        "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/status/oneOf",
                    )
                )
        v11 = x.get("type", rt.MISSING)
        if (v11 is not rt.MISSING) and (v11 != "function_call"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "function_call", found ' + rt.show(v11),
                    "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/required",
                )
            )
        if "call_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "call_id"',
                    "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/required",
                )
            )
        if "name" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "name"',
                    "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/required",
                )
            )
        if "arguments" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "arguments"',
                    "https://agentproto.dev/schema/openresponses/function_call_item_param.json#/required",
                )
            )


def _properties_10(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES17.intersection(x))
    return out


def _valid_11(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "call_id" in x and "output" in x):
        return False
    v1 = x["call_id"]
    if not (isinstance(v1, str)):
        return False
    if len(v1) > 64:
        return False
    if len(v1) < 1:
        return False
    v2 = x["type"]
    if v2 != "function_call_output":
        return False
    v3 = x["output"]
    if not (_is17(v3) or _is18(v3)):
        return False
    if "id" in x:
        v4 = x["id"]
        if not (isinstance(v4, str) or v4 is None):
            return False
    if "status" in x:
        v5 = x["status"]
        if not (_valid_22(v5) or (v5 is None)):
            return False
    return True


def _check_11(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/type",
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
                        "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/call_id/type",
                    )
                )
            if isinstance(v1, str):
                if len(v1) > 64:
                    e.append(
                        Problem(
                            p + "/call_id",
                            "maxLength",
                            "expected at most 64 characters, found " + str(len(v1)),
                            "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/call_id/maxLength",
                        )
                    )
                if len(v1) < 1:
                    e.append(
                        Problem(
                            p + "/call_id",
                            "minLength",
                            "expected at least 1 characters, found " + str(len(v1)),
                            "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/call_id/minLength",
                        )
                    )
        v2 = x.get("id", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str) or v2 is None)):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string or null, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/id/type",
                )
            )
        v3 = x.get("output", rt.MISSING)
        if v3 is not rt.MISSING:
            v4 = (_is17(v3)) + (_is18(v3))
            if v4 == 0:
                v5: list[Problem] = []
                if not (isinstance(v3, str)):
                    v5.append(
                        Problem(
                            p + "/output",
                            "type",
                            "expected string, found " + rt.kind(v3),
                            "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/0/type",
                        )
                    )
                if isinstance(v3, str):
                    if len(v3) > 10485760:
                        v5.append(
                            Problem(
                                p + "/output",
                                "maxLength",
                                "expected at most 10485760 characters, found " + str(len(v3)),
                                "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/0/maxLength",
                            )
                        )
                    if len(v3) < 1:
                        v5.append(
                            Problem(
                                p + "/output",
                                "minLength",
                                "expected at least 1 characters, found " + str(len(v3)),
                                "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/0/minLength",
                            )
                        )
                v6: list[Problem] = []
                if not (isinstance(v3, list)):
                    v6.append(
                        Problem(
                            p + "/output",
                            "type",
                            "expected array, found " + rt.kind(v3),
                            "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/1/type",
                        )
                    )
                if isinstance(v3, list):
                    for v7, v8 in enumerate(v3):
                        _check_18(v8, p + "/output" + "/" + str(v7), v6, strict)
                        if strict and isinstance(v8, dict):
                            rt.unknown_properties(
                                v8,
                                p + "/output" + "/" + str(v7),
                                _properties_18(v8),
                                "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/1/items",
                                v6,
                            )
                    if len(v3) < 1:
                        v6.append(
                            Problem(
                                p + "/output",
                                "minItems",
                                "expected at least 1 items, found " + str(len(v3)),
                                "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/1/minItems",
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
                        "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf",
                    )
                )
            elif strict:
                v9: list[Problem] | None = None
                if _is17(v3):
                    v9 = []
                v10: list[Problem] | None = None
                if _is18(v3):
                    v10 = []
                    if not (isinstance(v3, list)):
                        v10.append(
                            Problem(
                                p + "/output",
                                "type",
                                "expected array, found " + rt.kind(v3),
                                "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/1/type",
                            )
                        )
                    if isinstance(v3, list):
                        for v11, v12 in enumerate(v3):
                            _check_18(v12, p + "/output" + "/" + str(v11), v10, strict)
                            if strict and isinstance(v12, dict):
                                rt.unknown_properties(
                                    v12,
                                    p + "/output" + "/" + str(v11),
                                    _properties_18(v12),
                                    "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/1/items",
                                    v10,
                                )
                        if len(v3) < 1:
                            v10.append(
                                Problem(
                                    p + "/output",
                                    "minItems",
                                    "expected at least 1 items, found " + str(len(v3)),
                                    "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/1/minItems",
                                )
                            )
                e.extend(rt.strict_branches([v9, v10], p + "/output"))
        v13 = x.get("status", rt.MISSING)
        if v13 is not rt.MISSING:
            v14 = (_valid_22(v13)) + (v13 is None)
            if v14 == 0:
                v15: list[Problem] = []
                _check_22(v13, p + "/status", v15, strict)
                v16: list[Problem] = []
                if not (v13 is None):
                    v16.append(
                        Problem(
                            p + "/status",
                            "type",
                            "expected null, found " + rt.kind(v13),
                            "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/status/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v15, v16], p + "/status"))
            elif v14 > 1:
                e.append(
                    Problem(
                        p + "/status",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v14),
                        "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/status/oneOf",
                    )
                )
        v19 = x.get("type", rt.MISSING)
        if (v19 is not rt.MISSING) and (v19 != "function_call_output"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "function_call_output", found ' + rt.show(v19),
                    "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/required",
                )
            )
        if "call_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "call_id"',
                    "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/required",
                )
            )
        if "output" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output"',
                    "https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/required",
                )
            )


def _properties_11(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES18.intersection(x))
    return out


def _valid_12(x: Any) -> bool:
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
    if _PATTERN16.search(v1) is None:
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


def _check_12(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                if _PATTERN16.search(v2) is None:
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


def _properties_12(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES19.intersection(x))
    return out


def _valid_13(x: Any) -> bool:
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


def _check_13(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_13(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_KNOWN15.intersection(x))
    return out


def _valid_14(x: Any) -> bool:
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


def _check_14(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_14(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES20.intersection(x))
    return out


def _valid_15(x: Any) -> bool:
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


def _check_15(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_15(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES21.intersection(x))
    return out


def _valid_16(x: Any) -> bool:
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
        if rt.canonical(v2) not in _ENUM22:
            return False
    if "image_url" in x:
        v3 = x["image_url"]
        if not (isinstance(v3, str) or v3 is None):
            return False
        if (isinstance(v3, str)) and (len(v3) > 20971520):
            return False
    return True


def _check_16(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            if rt.canonical(v1) not in _ENUM22:
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


def _properties_16(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES23.intersection(x))
    return out


def _valid_17(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_item.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG10.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_6(x)):
        return False
    return True


def _check_17(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_item.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG11.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN1.search(v1) is not None:
            _check_6(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/openresponses/input_item.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "pattern",
                    'expected one of "message", "function_call", "function_call_output", "reasoning", "compaction", "item_reference", found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/openresponses/input_item.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/input_item.json#/oneOf",
            )
        )


def _properties_17(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_23(x):
        out.update(_properties_23(x))
    if _valid_10(x):
        out.update(_properties_10(x))
    if _valid_11(x):
        out.update(_properties_11(x))
    if _valid_28(x):
        out.update(_properties_28(x))
    if _valid_2(x):
        out.update(_properties_2(x))
    if _valid_21(x):
        out.update(_properties_21(x))
    if _valid_6(x):
        out.update(_properties_6(x))
    return out


def _valid_18(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_part.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG12.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_18(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_part.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG13.get(v1) if isinstance(v1, str) else None
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


def _properties_18(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_19(x):
        out.update(_properties_19(x))
    if _valid_16(x):
        out.update(_properties_16(x))
    if _valid_15(x):
        out.update(_properties_15(x))
    if _valid_14(x):
        out.update(_properties_14(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    return out


def _valid_19(x: Any) -> bool:
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


def _check_19(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_19(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES24.intersection(x))
    return out


def _valid_20(x: Any) -> bool:
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


def _check_20(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_20(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES25.intersection(x))
    return out


def _valid_21(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/item_reference.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x):
        return False
    v1 = x["id"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["type"]
    return bool(v2 == "item_reference")


def _check_21(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/item_reference.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/item_reference.json#/type",
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
                    "https://agentproto.dev/schema/openresponses/item_reference.json#/properties/id/type",
                )
            )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "item_reference"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "item_reference", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/openresponses/item_reference.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/item_reference.json#/required",
                )
            )
        if "id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "id"',
                    "https://agentproto.dev/schema/openresponses/item_reference.json#/required",
                )
            )


def _properties_21(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES26.intersection(x))
    return out


def _valid_22(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/item_status.json#"""
    return isinstance(x, str) and x in _ENUM27


def _check_22(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/item_status.json#"""
    if not (isinstance(x, str) and x in _ENUM27):
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


def _valid_23(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/message_item_param.json#"""
    if _is19(x):
        if (isinstance(x, dict)) and ("content" in x):
            v1 = x["content"]
            if isinstance(v1, list):
                for v3 in v1:
                    if not isinstance(v3, dict):
                        return False
                    v4 = v3.get("type")
                    v5 = _VALID_BY_TAG14.get(v4) if isinstance(v4, str) else None
                    if v5 is None:
                        return False
                    if not v5(v3):
                        return False
    else:
        if (isinstance(x, dict)) and ("content" in x):
            v6 = x["content"]
            if isinstance(v6, list):
                for v8 in v6:
                    if not isinstance(v8, dict):
                        return False
                    v9 = v8.get("type")
                    v10 = _VALID_BY_TAG15.get(v9) if isinstance(v9, str) else None
                    if v10 is None:
                        return False
                    if not v10(v8):
                        return False
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "role" in x and "content" in x):
        return False
    v11 = x["role"]
    if not (isinstance(v11, str) and v11 in _ENUM28):
        return False
    v12 = x["type"]
    if v12 != "message":
        return False
    v13 = x["content"]
    if not (_is20(v13) or _is21(v13)):
        return False
    if "id" in x:
        v14 = x["id"]
        if not (isinstance(v14, str) or v14 is None):
            return False
    if "phase" in x:
        v15 = x["phase"]
        if not (isinstance(v15, str) and v15 in _ENUM29):
            return False
    if "status" in x:
        v16 = x["status"]
        if not (isinstance(v16, str) or (v16 is None)):
            return False
    return True


def _check_23(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/message_item_param.json#"""
    if _is19(x):
        if isinstance(x, dict):
            v1 = x.get("content", rt.MISSING)
            if (v1 is not rt.MISSING) and (isinstance(v1, list)):
                for v2, v3 in enumerate(v1):
                    _check_25(v3, p + "/content" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/content" + "/" + str(v2),
                            _properties_25(v3),
                            "https://agentproto.dev/schema/openresponses/message_item_param.json#/then/properties/content/items",
                            e,
                        )
    else:
        if isinstance(x, dict):
            v4 = x.get("content", rt.MISSING)
            if (v4 is not rt.MISSING) and (isinstance(v4, list)):
                for v5, v6 in enumerate(v4):
                    _check_18(v6, p + "/content" + "/" + str(v5), e, strict)
                    if strict and isinstance(v6, dict):
                        rt.unknown_properties(
                            v6,
                            p + "/content" + "/" + str(v5),
                            _properties_18(v6),
                            "https://agentproto.dev/schema/openresponses/message_item_param.json#/else/properties/content/items",
                            e,
                        )
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/message_item_param.json#/type",
            )
        )
    if isinstance(x, dict):
        v7 = x.get("content", rt.MISSING)
        if v7 is not rt.MISSING:
            v8 = (_is20(v7)) + (_is21(v7))
            if v8 == 0:
                v9: list[Problem] = []
                if not (isinstance(v7, str)):
                    v9.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected string, found " + rt.kind(v7),
                            "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/content/oneOf/0/type",
                        )
                    )
                if (isinstance(v7, str)) and (len(v7) > 10485760):
                    v9.append(
                        Problem(
                            p + "/content",
                            "maxLength",
                            "expected at most 10485760 characters, found " + str(len(v7)),
                            "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/content/oneOf/0/maxLength",
                        )
                    )
                v10: list[Problem] = []
                if not (isinstance(v7, list)):
                    v10.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected array, found " + rt.kind(v7),
                            "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/content/oneOf/1/type",
                        )
                    )
                if isinstance(v7, list):
                    for v11, v12 in enumerate(v7):
                        _check_3(v12, p + "/content" + "/" + str(v11), v10, strict)
                        if strict and isinstance(v12, dict):
                            rt.unknown_properties(
                                v12,
                                p + "/content" + "/" + str(v11),
                                _properties_3(v12),
                                "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/content/oneOf/1/items",
                                v10,
                            )
                e.extend(rt.closest_branches([v9, v10], p + "/content"))
            elif v8 > 1:
                e.append(
                    Problem(
                        p + "/content",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v8),
                        "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/content/oneOf",
                    )
                )
            elif strict:
                v13: list[Problem] | None = None
                if _is20(v7):
                    v13 = []
                v14: list[Problem] | None = None
                if _is21(v7):
                    v14 = []
                    if not (isinstance(v7, list)):
                        v14.append(
                            Problem(
                                p + "/content",
                                "type",
                                "expected array, found " + rt.kind(v7),
                                "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/content/oneOf/1/type",
                            )
                        )
                    if isinstance(v7, list):
                        for v15, v16 in enumerate(v7):
                            _check_3(v16, p + "/content" + "/" + str(v15), v14, strict)
                            if strict and isinstance(v16, dict):
                                rt.unknown_properties(
                                    v16,
                                    p + "/content" + "/" + str(v15),
                                    _properties_3(v16),
                                    "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/content/oneOf/1/items",
                                    v14,
                                )
                e.extend(rt.strict_branches([v13, v14], p + "/content"))
        v17 = x.get("id", rt.MISSING)
        if (v17 is not rt.MISSING) and (not (isinstance(v17, str) or v17 is None)):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string or null, found " + rt.kind(v17),
                    "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/id/type",
                )
            )
        v18 = x.get("phase", rt.MISSING)
        if v18 is not rt.MISSING:
            if not (isinstance(v18, str) and v18 in _ENUM29):
                e.append(
                    Problem(
                        p + "/phase",
                        "enum",
                        'expected one of "commentary", "final_answer", found ' + rt.show(v18),
                        "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/phase/enum",
                    )
                )
            if not (isinstance(v18, str)):
                e.append(
                    Problem(
                        p + "/phase",
                        "type",
                        "expected string, found " + rt.kind(v18),
                        "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/phase/type",
                    )
                )
        v19 = x.get("role", rt.MISSING)
        if v19 is not rt.MISSING:
            if not (isinstance(v19, str) and v19 in _ENUM28):
                e.append(
                    Problem(
                        p + "/role",
                        "enum",
                        'expected one of "user", "assistant", "system", "developer", found '
                        + rt.show(v19),
                        "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/role/enum",
                    )
                )
            if not (isinstance(v19, str)):
                e.append(
                    Problem(
                        p + "/role",
                        "type",
                        "expected string, found " + rt.kind(v19),
                        "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/role/type",
                    )
                )
        v20 = x.get("status", rt.MISSING)
        if v20 is not rt.MISSING:
            v21 = (isinstance(v20, str)) + (v20 is None)
            if v21 == 0:
                v22: list[Problem] = []
                if not (isinstance(v20, str)):
                    v22.append(
                        Problem(
                            p + "/status",
                            "type",
                            "expected string, found " + rt.kind(v20),
                            "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/status/oneOf/0/type",
                        )
                    )
                v23: list[Problem] = []
                if not (v20 is None):
                    v23.append(
                        Problem(
                            p + "/status",
                            "type",
                            "expected null, found " + rt.kind(v20),
                            "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/status/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v22, v23], p + "/status"))
            elif v21 > 1:
                e.append(
                    Problem(
                        p + "/status",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v21),
                        "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/status/oneOf",
                    )
                )
        v26 = x.get("type", rt.MISSING)
        if (v26 is not rt.MISSING) and (v26 != "message"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "message", found ' + rt.show(v26),
                    "https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/message_item_param.json#/required",
                )
            )
        if "role" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role"',
                    "https://agentproto.dev/schema/openresponses/message_item_param.json#/required",
                )
            )
        if "content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content"',
                    "https://agentproto.dev/schema/openresponses/message_item_param.json#/required",
                )
            )


def _properties_23(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _is19(x):
        out.update(_properties22(x))
        out.update(_properties23(x))
    else:
        out.update(_properties24(x))
    out.update(_NAMES32.intersection(x))
    return out


def _valid_24(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/metadata.json#"""
    if not (isinstance(x, dict)):
        return False
    for v1 in x:
        if (isinstance(v1, str)) and (len(v1) > 64):
            return False
    for v2, v3 in x.items():
        if v2 not in _KNOWN7:
            if not (isinstance(v3, str)):
                return False
            if len(v3) > 512:
                return False
    return True


def _check_24(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            if v2 not in _KNOWN7:
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


def _valid_25(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/output_part.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG17.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_25(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/output_part.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG18.get(v1) if isinstance(v1, str) else None
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


def _properties_25(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_26(x):
        out.update(_properties_26(x))
    if _valid_30(x):
        out.update(_properties_30(x))
    if _valid_29(x):
        out.update(_properties_29(x))
    if _valid_32(x):
        out.update(_properties_32(x))
    if _valid_35(x):
        out.update(_properties_35(x))
    return out


def _valid_26(x: Any) -> bool:
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
        v7 = _VALID_BY_TAG19.get(v6) if isinstance(v6, str) else None
        if v7 is not None:
            if not v7(v5):
                return False
        elif not (isinstance(v6, str) and _PATTERN1.search(v6) is not None and _valid_5(v5)):
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


def _check_26(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    _check_36(v6, p + "/logprobs" + "/" + str(v5), e, strict)
                    if strict and isinstance(v6, dict):
                        rt.unknown_properties(
                            v6,
                            p + "/logprobs" + "/" + str(v5),
                            _properties_36(v6),
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


def _properties_26(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES33.intersection(x))
    return out


def _valid_27(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/reasoning_config.json#"""
    if not (isinstance(x, dict)):
        return False
    if "effort" in x:
        v1 = x["effort"]
        if rt.canonical(v1) not in _ENUM34:
            return False
    if "summary" in x:
        v2 = x["summary"]
        if rt.canonical(v2) not in _ENUM35:
            return False
    return True


def _check_27(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            if rt.canonical(v1) not in _ENUM34:
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
            if rt.canonical(v2) not in _ENUM35:
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


def _properties_27(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES36.intersection(x))
    return out


def _valid_28(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/reasoning_item_param.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "summary" in x):
        return False
    v1 = x["type"]
    if v1 != "reasoning":
        return False
    v2 = x["summary"]
    if not (isinstance(v2, list)):
        return False
    for v4 in v2:
        if not (isinstance(v4, dict)):
            return False
        if not ("type" in v4 and "text" in v4):
            return False
        v5 = v4["text"]
        if not (isinstance(v5, str)):
            return False
        if len(v5) > 10485760:
            return False
        v6 = v4["type"]
        if v6 != "summary_text":
            return False
    if "encrypted_content" in x:
        v7 = x["encrypted_content"]
        if not (isinstance(v7, str) or v7 is None):
            return False
    if "id" in x:
        v8 = x["id"]
        if not (isinstance(v8, str) or v8 is None):
            return False
    if "content" in x:
        v9 = x["content"]
        if not (isinstance(v9, list) or v9 is None):
            return False
        if isinstance(v9, list):
            for v11 in v9:
                if not isinstance(v11, dict):
                    return False
                v12 = v11.get("type")
                v13 = _VALID_BY_TAG20.get(v12) if isinstance(v12, str) else None
                if v13 is None:
                    return False
                if not v13(v11):
                    return False
    if "status" in x:
        v14 = x["status"]
        if not (_valid_22(v14) or (v14 is None)):
            return False
    return True


def _check_28(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/reasoning_item_param.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, list) or v1 is None):
                e.append(
                    Problem(
                        p + "/content",
                        "type",
                        "expected array or null, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/properties/content/type",
                    )
                )
            if isinstance(v1, list):
                for v2, v3 in enumerate(v1):
                    _check_25(v3, p + "/content" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/content" + "/" + str(v2),
                            _properties_25(v3),
                            "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/properties/content/items",
                            e,
                        )
        v4 = x.get("encrypted_content", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, str) or v4 is None)):
            e.append(
                Problem(
                    p + "/encrypted_content",
                    "type",
                    "expected string or null, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/properties/encrypted_content/type",
                )
            )
        v5 = x.get("id", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str) or v5 is None)):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string or null, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/properties/id/type",
                )
            )
        v6 = x.get("status", rt.MISSING)
        if v6 is not rt.MISSING:
            v7 = (_valid_22(v6)) + (v6 is None)
            if v7 == 0:
                v8: list[Problem] = []
                _check_22(v6, p + "/status", v8, strict)
                v9: list[Problem] = []
                if not (v6 is None):
                    v9.append(
                        Problem(
                            p + "/status",
                            "type",
                            "expected null, found " + rt.kind(v6),
                            "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/properties/status/oneOf/1/type",
                        )
                    )
                e.extend(rt.closest_branches([v8, v9], p + "/status"))
            elif v7 > 1:
                e.append(
                    Problem(
                        p + "/status",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v7),
                        "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/properties/status/oneOf",
                    )
                )
        v12 = x.get("summary", rt.MISSING)
        if v12 is not rt.MISSING:
            if not (isinstance(v12, list)):
                e.append(
                    Problem(
                        p + "/summary",
                        "type",
                        "expected array, found " + rt.kind(v12),
                        "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/properties/summary/type",
                    )
                )
            if isinstance(v12, list):
                for v13, v14 in enumerate(v12):
                    _check_32(v14, p + "/summary" + "/" + str(v13), e, strict)
                    if strict and isinstance(v14, dict):
                        rt.unknown_properties(
                            v14,
                            p + "/summary" + "/" + str(v13),
                            _properties_32(v14),
                            "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/properties/summary/items",
                            e,
                        )
        v15 = x.get("type", rt.MISSING)
        if (v15 is not rt.MISSING) and (v15 != "reasoning"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "reasoning", found ' + rt.show(v15),
                    "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/properties/type/const",
                )
            )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/required",
                )
            )
        if "summary" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "summary"',
                    "https://agentproto.dev/schema/openresponses/reasoning_item_param.json#/required",
                )
            )


def _properties_28(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES37.intersection(x))
    return out


def _valid_29(x: Any) -> bool:
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


def _check_29(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_29(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES24.intersection(x))
    return out


def _valid_30(x: Any) -> bool:
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


def _check_30(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_30(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES38.intersection(x))
    return out


def _valid_31(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/stream_options.json#"""
    if not (isinstance(x, dict)):
        return False
    if "include_obfuscation" in x:
        v1 = x["include_obfuscation"]
        if not (isinstance(v1, bool)):
            return False
    return True


def _check_31(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/stream_options.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/stream_options.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("include_obfuscation", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, bool))):
            e.append(
                Problem(
                    p + "/include_obfuscation",
                    "type",
                    "expected boolean, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/openresponses/stream_options.json#/properties/include_obfuscation/type",
                )
            )


def _properties_31(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES39.intersection(x))
    return out


def _valid_32(x: Any) -> bool:
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


def _check_32(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_32(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES24.intersection(x))
    return out


def _valid_33(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/text_config.json#"""
    if not (isinstance(x, dict)):
        return False
    if "verbosity" in x:
        v1 = x["verbosity"]
        if not (isinstance(v1, str) and v1 in _ENUM40):
            return False
    if "format" in x:
        v2 = x["format"]
        if not (_valid_34(v2) or (v2 is None)):
            return False
    return True


def _check_33(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            v2 = (_valid_34(v1)) + (v1 is None)
            if v2 == 0:
                v3: list[Problem] = []
                _check_34(v1, p + "/format", v3, strict)
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
                    _properties25(v1),
                    "https://agentproto.dev/schema/openresponses/text_config.json#/properties/format",
                    e,
                )
        v7 = x.get("verbosity", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (isinstance(v7, str) and v7 in _ENUM40):
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


def _properties_33(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES41.intersection(x))
    return out


def _valid_34(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/text_format.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    v1 = x["type"]
    if not (isinstance(v1, str) and v1 in _ENUM42):
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
        if _PATTERN16.search(v3) is None:
            return False
    if "strict" in x:
        v5 = x["strict"]
        if not (isinstance(v5, bool) or v5 is None):
            return False
    return True


def _check_34(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                if _PATTERN16.search(v2) is None:
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
            if not (isinstance(v5, str) and v5 in _ENUM42):
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


def _properties_34(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES43.intersection(x))
    return out


def _valid_35(x: Any) -> bool:
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


def _check_35(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_35(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES24.intersection(x))
    return out


def _valid_36(x: Any) -> bool:
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


def _check_36(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    _check_40(v8, p + "/top_logprobs" + "/" + str(v7), e, strict)
                    if strict and isinstance(v8, dict):
                        rt.unknown_properties(
                            v8,
                            p + "/top_logprobs" + "/" + str(v7),
                            _properties_40(v8),
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


def _properties_36(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES44.intersection(x))
    return out


def _valid_37(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/tool.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG21.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_7(x)):
        return False
    return True


def _check_37(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/tool.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG22.get(v1) if isinstance(v1, str) else None
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


def _properties_37(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_12(x):
        out.update(_properties_12(x))
    if _valid_7(x):
        out.update(_properties_7(x))
    return out


def _valid_38(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice.json#"""
    return _is27(x) or _valid_39(x)


def _check_38(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice.json#"""
    v1 = (_is27(x)) + (_valid_39(x))
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
        _check_39(x, p, v3, strict)
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
        if _is27(x):
            v4 = []
        v5: list[Problem] | None = None
        if _valid_39(x):
            v5 = []
            _check_39(x, p, v5, strict)
        e.extend(rt.strict_branches([v4, v5], p))


def _properties_38(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _is27(x):
        out.update(_properties28(x))
    if _valid_39(x):
        out.update(_properties_39(x))
    return out


def _valid_39(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice_object.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG23.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_8(x)):
        return False
    return True


def _check_39(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice_object.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG24.get(v1) if isinstance(v1, str) else None
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


def _properties_39(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_13(x):
        out.update(_properties_13(x))
    if _valid_0(x):
        out.update(_properties_0(x))
    if _valid_8(x):
        out.update(_properties_8(x))
    return out


def _valid_40(x: Any) -> bool:
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


def _check_40(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_40(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES45.intersection(x))
    return out


def _valid_41(x: Any) -> bool:
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


def _check_41(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_41(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES46.intersection(x))
    return out


def _valid_42(x: Any) -> bool:
    """Validate against #"""
    return _valid_4(x)


def _check_42(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against #"""
    _check_4(x, p, e, strict)


def _properties_42(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_properties_4(x))
    return out


def _properties1(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_13(x):
        out.update(_properties_13(x))
    if _valid_8(x):
        out.update(_properties_8(x))
    return out


def _is2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/create_response_request.json#/if"""
    if isinstance(x, dict):
        if not ("store" in x and "previous_response_id" in x):
            return False
        v1 = x["previous_response_id"]
        if not (isinstance(v1, str)):
            return False
        v2 = x["store"]
        if not rt.json_equal(v2, False):
            return False
    return True


def _is3(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/include/items/anyOf/0"""
    return isinstance(x, str) and x in _ENUM8


def _is4(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/include/items/anyOf/1"""
    if not (isinstance(x, str)):
        return False
    return not (_PATTERN1.search(x) is None)


def _is5(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf/0"""
    if not (isinstance(x, str)):
        return False
    return not (len(x) > 10485760)


def _is6(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/create_response_request.json#/properties/input/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not isinstance(v2, dict):
            return False
        v3 = v2.get("type")
        v4 = _VALID_BY_TAG7.get(v3) if isinstance(v3, str) else None
        if v4 is not None:
            if not v4(v2):
                return False
        elif not (isinstance(v3, str) and _PATTERN1.search(v3) is not None and _valid_6(v2)):
            return False
    return True


def _properties8(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties7(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_27(x):
        out.update(_properties_27(x))
    if x is None:
        out.update(_properties8(x))
    return out


def _properties10(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties9(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_31(x):
        out.update(_properties_31(x))
    if x is None:
        out.update(_properties10(x))
    return out


def _properties12(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties11(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_33(x):
        out.update(_properties_33(x))
    if x is None:
        out.update(_properties12(x))
    return out


def _properties14(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties13(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_38(x):
        out.update(_properties_38(x))
    if x is None:
        out.update(_properties14(x))
    return out


def _properties15(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES9.intersection(x))
    return out


def _properties16(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES10.intersection(x))
    return out


def _is17(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/0"""
    if not (isinstance(x, str)):
        return False
    if len(x) > 10485760:
        return False
    return not (len(x) < 1)


def _is18(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item_param.json#/properties/output/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not isinstance(v2, dict):
            return False
        v3 = v2.get("type")
        v4 = _VALID_BY_TAG9.get(v3) if isinstance(v3, str) else None
        if v4 is None:
            return False
        if not v4(v2):
            return False
    return not (len(x) < 1)


def _is19(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/message_item_param.json#/if"""
    if isinstance(x, dict):
        if not ("role" in x):
            return False
        v1 = x["role"]
        if v1 != "assistant":
            return False
    return True


def _is20(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/content/oneOf/0"""
    if not (isinstance(x, str)):
        return False
    return not (len(x) > 10485760)


def _is21(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/message_item_param.json#/properties/content/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not isinstance(v2, dict):
            return False
        v3 = v2.get("type")
        v4 = _VALID_BY_TAG16.get(v3) if isinstance(v3, str) else None
        if v4 is None:
            return False
        if not v4(v2):
            return False
    return True


def _properties22(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES30.intersection(x))
    return out


def _properties23(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES31.intersection(x))
    return out


def _properties24(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES31.intersection(x))
    return out


def _properties26(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


def _properties25(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_34(x):
        out.update(_properties_34(x))
    if x is None:
        out.update(_properties26(x))
    return out


def _is27(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/tool_choice.json#/oneOf/0"""
    return isinstance(x, str) and x in _ENUM2


def _properties28(x: Any) -> set[Any]:
    out: set[Any] = set()
    return out


_VALID_BY_TAG1.update({"function": _valid_13})
_CHECK_BY_TAG2.update({"function": _check_13})
_VALID_BY_TAG3.update({"url_citation": _valid_41})
_CHECK_BY_TAG4.update({"url_citation": _check_41})
_VALID_BY_TAG5.update(
    {
        "input_text": _valid_19,
        "input_image": _valid_16,
        "input_file": _valid_15,
        "input_audio": _valid_14,
        "input_video": _valid_20,
        "output_text": _valid_26,
        "refusal": _valid_30,
        "reasoning_text": _valid_29,
        "summary_text": _valid_32,
        "text": _valid_35,
    }
)
_CHECK_BY_TAG6.update(
    {
        "input_text": _check_19,
        "input_image": _check_16,
        "input_file": _check_15,
        "input_audio": _check_14,
        "input_video": _check_20,
        "output_text": _check_26,
        "refusal": _check_30,
        "reasoning_text": _check_29,
        "summary_text": _check_32,
        "text": _check_35,
    }
)
_VALID_BY_TAG7.update(
    {
        "message": _valid_23,
        "function_call": _valid_10,
        "function_call_output": _valid_11,
        "reasoning": _valid_28,
        "compaction": _valid_2,
        "item_reference": _valid_21,
    }
)
_VALID_BY_TAG8.update({"function": _valid_12})
_VALID_BY_TAG9.update(
    {
        "input_text": _valid_19,
        "input_image": _valid_16,
        "input_file": _valid_15,
        "input_audio": _valid_14,
        "input_video": _valid_20,
    }
)
_VALID_BY_TAG10.update(
    {
        "message": _valid_23,
        "function_call": _valid_10,
        "function_call_output": _valid_11,
        "reasoning": _valid_28,
        "compaction": _valid_2,
        "item_reference": _valid_21,
    }
)
_CHECK_BY_TAG11.update(
    {
        "message": _check_23,
        "function_call": _check_10,
        "function_call_output": _check_11,
        "reasoning": _check_28,
        "compaction": _check_2,
        "item_reference": _check_21,
    }
)
_VALID_BY_TAG12.update(
    {
        "input_text": _valid_19,
        "input_image": _valid_16,
        "input_file": _valid_15,
        "input_audio": _valid_14,
        "input_video": _valid_20,
    }
)
_CHECK_BY_TAG13.update(
    {
        "input_text": _check_19,
        "input_image": _check_16,
        "input_file": _check_15,
        "input_audio": _check_14,
        "input_video": _check_20,
    }
)
_VALID_BY_TAG14.update(
    {
        "output_text": _valid_26,
        "refusal": _valid_30,
        "reasoning_text": _valid_29,
        "summary_text": _valid_32,
        "text": _valid_35,
    }
)
_VALID_BY_TAG15.update(
    {
        "input_text": _valid_19,
        "input_image": _valid_16,
        "input_file": _valid_15,
        "input_audio": _valid_14,
        "input_video": _valid_20,
    }
)
_VALID_BY_TAG16.update(
    {
        "input_text": _valid_19,
        "input_image": _valid_16,
        "input_file": _valid_15,
        "input_audio": _valid_14,
        "input_video": _valid_20,
        "output_text": _valid_26,
        "refusal": _valid_30,
        "reasoning_text": _valid_29,
        "summary_text": _valid_32,
        "text": _valid_35,
    }
)
_VALID_BY_TAG17.update(
    {
        "output_text": _valid_26,
        "refusal": _valid_30,
        "reasoning_text": _valid_29,
        "summary_text": _valid_32,
        "text": _valid_35,
    }
)
_CHECK_BY_TAG18.update(
    {
        "output_text": _check_26,
        "refusal": _check_30,
        "reasoning_text": _check_29,
        "summary_text": _check_32,
        "text": _check_35,
    }
)
_VALID_BY_TAG19.update({"url_citation": _valid_41})
_VALID_BY_TAG20.update(
    {
        "output_text": _valid_26,
        "refusal": _valid_30,
        "reasoning_text": _valid_29,
        "summary_text": _valid_32,
        "text": _valid_35,
    }
)
_VALID_BY_TAG21.update({"function": _valid_12})
_CHECK_BY_TAG22.update({"function": _check_12})
_VALID_BY_TAG23.update({"function": _valid_13, "allowed_tools": _valid_0})
_CHECK_BY_TAG24.update({"function": _check_13, "allowed_tools": _check_0})
