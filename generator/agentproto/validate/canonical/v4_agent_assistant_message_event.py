# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The validator of agent/assistant_message_event, as agentproto.compile makes it.

from . import _runtime as rt
from ._runtime import Problem

import re
from collections.abc import Callable
from typing import Any


_VALID_BY_TAG1: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG2: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN1: frozenset[str] = frozenset(
    {
        "api",
        "content",
        "cost",
        "error_message",
        "model",
        "provider",
        "response_id",
        "response_model",
        "role",
        "stop_reason",
        "timestamp",
        "turn_id",
        "unmapped",
        "usage",
    }
)
_ENUM2 = frozenset(
    {
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
    }
)
_VALID_BY_TAG3: dict[str, Callable[[Any], bool]] = {}
_KNOWN3: frozenset[str] = frozenset(
    {"cache_read", "cache_write", "extra", "input", "output", "total"}
)
_KNOWN4: frozenset[str] = frozenset({})
_KNOWN5: frozenset[str] = frozenset(
    {"cache_read", "cache_write", "extra", "input", "output", "reasoning", "total_tokens"}
)
_KNOWN6: frozenset[str] = frozenset({"block", "delta", "partial", "type"})
_VALID_BY_TAG4: dict[str, Callable[[Any], bool]] = {}
_ENUM7 = frozenset({"start", "end"})
_KNOWN8: frozenset[str] = frozenset({"cost", "message", "stop_reason", "type", "usage"})
_ENUM9 = frozenset({"error", "aborted"})
_KNOWN10: frozenset[str] = frozenset(
    {"cost", "error_message", "message", "stop_reason", "type", "usage"}
)
_VALID_BY_TAG5: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG6: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN11: frozenset[str] = frozenset({"partial", "type"})
_KNOWN12: frozenset[str] = frozenset({"data", "type", "type_name"})
_KNOWN13: frozenset[str] = frozenset({"alt", "data", "mime_type", "type", "url"})
_PATTERN14 = re.compile(
    "^(?:[\\+\\/-9A-Za-z]{4})*(?:[\\+\\/-9A-Za-z]{2}==|[\\+\\/-9A-Za-z]{3}=)?(?!(?s:.))"
)
_PATTERN15 = re.compile("^image\\x2f[0-9a-z][\\x2b\\x2d-\\x2e0-9a-z]*+(?!(?s:.))")
_PATTERN16 = re.compile(
    "^[a-z][\\x2b\\x2d-\\x2e0-9a-z]*+\\x3a\\x2f\\x2f[\\x00-\\x08\\x0e-\\x1f\\x21-\\x9f\\xa1-\\u167f\\u1681-\\u1fff\\u200b-\\u2027\\u202a-\\u202e\\u2030-\\u205e\\u2060-\\u2fff\\u3001-\\ufefe\\uff00-\\U0010ffff]++(?!(?s:.))"
)
_KNOWN17: frozenset[str] = frozenset({"text", "type"})
_KNOWN18: frozenset[str] = frozenset({"content_index", "delta", "type"})
_KNOWN19: frozenset[str] = frozenset({"details", "type"})
_VALID_BY_TAG7: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG8: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN20: frozenset[str] = frozenset({"provider_index", "text", "text_signature", "type"})
_KNOWN21: frozenset[str] = frozenset({"content_index", "delta", "signature", "type"})
_KNOWN22: frozenset[str] = frozenset(
    {
        "provider_index",
        "redacted",
        "redacted_data",
        "redacted_protocol",
        "signature",
        "source",
        "thinking",
        "type",
    }
)
_ENUM23 = frozenset({"native", "prompted"})
_KNOWN24: frozenset[str] = frozenset(
    {
        "arguments",
        "id",
        "name",
        "partial_json",
        "provider_index",
        "provider_metadata",
        "thought_signature",
        "type",
    }
)
_KNOWN25: frozenset[str] = frozenset(
    {"content_index", "delta", "id", "name", "tool_call_index", "type"}
)
_VALID_BY_TAG9: dict[str, Callable[[Any], bool]] = {}


def _valid_0(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_content_block.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG1.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_0(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/assistant_content_block.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG2.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/agent/assistant_content_block.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected one of "text", "image", "thinking", "reasoning", "reasoning_details", "tool_call", "extension", found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/agent/assistant_content_block.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/assistant_content_block.json#/oneOf",
            )
        )


def _properties_0(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_16(x):
        out.update(_properties_16(x))
    if _valid_9(x):
        out.update(_properties_9(x))
    if _valid_18(x):
        out.update(_properties_18(x))
    if _valid_10(x):
        out.update(_properties_10(x))
    if _valid_12(x):
        out.update(_properties_12(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_8(x):
        out.update(_properties_8(x))
    return out


def _valid_1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x and "content" in x and "stop_reason" in x):
        return False
    if not _KNOWN1.issuperset(x):
        return False
    v3 = x["role"]
    if v3 != "assistant":
        return False
    v4 = x["stop_reason"]
    if not (isinstance(v4, str) and v4 in _ENUM2):
        return False
    v5 = x["content"]
    if not (isinstance(v5, list)):
        return False
    for v7 in v5:
        if not isinstance(v7, dict):
            return False
        v8 = v7.get("type")
        v9 = _VALID_BY_TAG3.get(v8) if isinstance(v8, str) else None
        if v9 is None:
            return False
        if not v9(v7):
            return False
    if "api" in x:
        v10 = x["api"]
        if not (isinstance(v10, str)):
            return False
        if len(v10) < 1:
            return False
    if "error_message" in x:
        v11 = x["error_message"]
        if not (isinstance(v11, str)):
            return False
    if "model" in x:
        v12 = x["model"]
        if not (isinstance(v12, str)):
            return False
        if len(v12) < 1:
            return False
    if "provider" in x:
        v13 = x["provider"]
        if not (isinstance(v13, str)):
            return False
        if len(v13) < 1:
            return False
    if "response_id" in x:
        v14 = x["response_id"]
        if not (isinstance(v14, str)):
            return False
        if len(v14) < 1:
            return False
    if "response_model" in x:
        v15 = x["response_model"]
        if not (isinstance(v15, str)):
            return False
        if len(v15) < 1:
            return False
    if "timestamp" in x:
        v16 = x["timestamp"]
        if not (
            type(v16) is int
            or isinstance(v16, float)
            and v16.is_integer()
            or isinstance(v16, int)
            and not isinstance(v16, bool)
        ):
            return False
        if v16 < 0:
            return False
    if "turn_id" in x:
        v17 = x["turn_id"]
        if not (isinstance(v17, str)):
            return False
        if len(v17) < 1:
            return False
    if "cost" in x:
        v18 = x["cost"]
        if not (isinstance(v18, dict)):
            return False
        if not (
            "input" in v18
            and "output" in v18
            and "cache_read" in v18
            and "cache_write" in v18
            and "total" in v18
        ):
            return False
        if not _KNOWN3.issuperset(v18):
            return False
        v21 = v18["cache_read"]
        if not (
            type(v21) is int
            or type(v21) is float
            or isinstance(v21, (int, float))
            and not isinstance(v21, bool)
        ):
            return False
        if v21 < 0:
            return False
        v22 = v18["cache_write"]
        if not (
            type(v22) is int
            or type(v22) is float
            or isinstance(v22, (int, float))
            and not isinstance(v22, bool)
        ):
            return False
        if v22 < 0:
            return False
        v23 = v18["input"]
        if not (
            type(v23) is int
            or type(v23) is float
            or isinstance(v23, (int, float))
            and not isinstance(v23, bool)
        ):
            return False
        if v23 < 0:
            return False
        v24 = v18["output"]
        if not (
            type(v24) is int
            or type(v24) is float
            or isinstance(v24, (int, float))
            and not isinstance(v24, bool)
        ):
            return False
        if v24 < 0:
            return False
        v25 = v18["total"]
        if not (
            type(v25) is int
            or type(v25) is float
            or isinstance(v25, (int, float))
            and not isinstance(v25, bool)
        ):
            return False
        if v25 < 0:
            return False
        if "extra" in v18:
            v26 = v18["extra"]
            if not (isinstance(v26, dict)):
                return False
            for v27, v28 in v26.items():
                if (v27 not in _KNOWN4) and (
                    not (
                        type(v28) is int
                        or type(v28) is float
                        or isinstance(v28, (int, float))
                        and not isinstance(v28, bool)
                    )
                ):
                    return False
    if "unmapped" in x:
        v29 = x["unmapped"]
        if not (isinstance(v29, dict)):
            return False
    if "usage" in x:
        v32 = x["usage"]
        if not (isinstance(v32, dict)):
            return False
        if not ("input" in v32 and "output" in v32):
            return False
        if not _KNOWN5.issuperset(v32):
            return False
        v35 = v32["input"]
        if not (
            type(v35) is int
            or isinstance(v35, float)
            and v35.is_integer()
            or isinstance(v35, int)
            and not isinstance(v35, bool)
        ):
            return False
        if v35 < 0:
            return False
        v36 = v32["output"]
        if not (
            type(v36) is int
            or isinstance(v36, float)
            and v36.is_integer()
            or isinstance(v36, int)
            and not isinstance(v36, bool)
        ):
            return False
        if v36 < 0:
            return False
        if "cache_read" in v32:
            v37 = v32["cache_read"]
            if not (
                type(v37) is int
                or isinstance(v37, float)
                and v37.is_integer()
                or isinstance(v37, int)
                and not isinstance(v37, bool)
            ):
                return False
            if v37 < 0:
                return False
        if "cache_write" in v32:
            v38 = v32["cache_write"]
            if not (
                type(v38) is int
                or isinstance(v38, float)
                and v38.is_integer()
                or isinstance(v38, int)
                and not isinstance(v38, bool)
            ):
                return False
            if v38 < 0:
                return False
        if "reasoning" in v32:
            v39 = v32["reasoning"]
            if not (
                type(v39) is int
                or isinstance(v39, float)
                and v39.is_integer()
                or isinstance(v39, int)
                and not isinstance(v39, bool)
            ):
                return False
            if v39 < 0:
                return False
        if "total_tokens" in v32:
            v40 = v32["total_tokens"]
            if not (
                type(v40) is int
                or isinstance(v40, float)
                and v40.is_integer()
                or isinstance(v40, int)
                and not isinstance(v40, bool)
            ):
                return False
            if v40 < 0:
                return False
        if "extra" in v32:
            v41 = v32["extra"]
            if not (isinstance(v41, dict)):
                return False
            for v42, v43 in v41.items():
                if v42 not in _KNOWN4:
                    if not (
                        type(v43) is int
                        or isinstance(v43, float)
                        and v43.is_integer()
                        or isinstance(v43, int)
                        and not isinstance(v43, bool)
                    ):
                        return False
                    if v43 < 0:
                        return False
    return True


def _check_1(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/assistant_message.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/assistant_message.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("api", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/api",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/api/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/api",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/api/minLength",
                    )
                )
        v2 = x.get("content", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, list)):
                e.append(
                    Problem(
                        p + "/content",
                        "type",
                        "expected array, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/content/type",
                    )
                )
            if isinstance(v2, list):
                for v3, v4 in enumerate(v2):
                    _check_0(v4, p + "/content" + "/" + str(v3), e, strict)
                    if strict and isinstance(v4, dict):
                        rt.unknown_properties(
                            v4,
                            p + "/content" + "/" + str(v3),
                            _properties_0(v4),
                            "https://agentproto.dev/schema/agent/assistant_message.json#/properties/content/items",
                            e,
                        )
        v5 = x.get("cost", rt.MISSING)
        if v5 is not rt.MISSING:
            _check_7(v5, p + "/cost", e, strict)
            if strict and isinstance(v5, dict):
                rt.unknown_properties(
                    v5,
                    p + "/cost",
                    _properties_7(v5),
                    "https://agentproto.dev/schema/agent/assistant_message.json#/properties/cost",
                    e,
                )
        v6 = x.get("error_message", rt.MISSING)
        if (v6 is not rt.MISSING) and (not (isinstance(v6, str))):
            e.append(
                Problem(
                    p + "/error_message",
                    "type",
                    "expected string, found " + rt.kind(v6),
                    "https://agentproto.dev/schema/agent/assistant_message.json#/properties/error_message/type",
                )
            )
        v7 = x.get("model", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (isinstance(v7, str)):
                e.append(
                    Problem(
                        p + "/model",
                        "type",
                        "expected string, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/model/type",
                    )
                )
            if (isinstance(v7, str)) and (len(v7) < 1):
                e.append(
                    Problem(
                        p + "/model",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v7)),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/model/minLength",
                    )
                )
        v8 = x.get("provider", rt.MISSING)
        if v8 is not rt.MISSING:
            if not (isinstance(v8, str)):
                e.append(
                    Problem(
                        p + "/provider",
                        "type",
                        "expected string, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/provider/type",
                    )
                )
            if (isinstance(v8, str)) and (len(v8) < 1):
                e.append(
                    Problem(
                        p + "/provider",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v8)),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/provider/minLength",
                    )
                )
        v9 = x.get("response_id", rt.MISSING)
        if v9 is not rt.MISSING:
            if not (isinstance(v9, str)):
                e.append(
                    Problem(
                        p + "/response_id",
                        "type",
                        "expected string, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/response_id/type",
                    )
                )
            if (isinstance(v9, str)) and (len(v9) < 1):
                e.append(
                    Problem(
                        p + "/response_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v9)),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/response_id/minLength",
                    )
                )
        v10 = x.get("response_model", rt.MISSING)
        if v10 is not rt.MISSING:
            if not (isinstance(v10, str)):
                e.append(
                    Problem(
                        p + "/response_model",
                        "type",
                        "expected string, found " + rt.kind(v10),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/response_model/type",
                    )
                )
            if (isinstance(v10, str)) and (len(v10) < 1):
                e.append(
                    Problem(
                        p + "/response_model",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v10)),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/response_model/minLength",
                    )
                )
        v11 = x.get("role", rt.MISSING)
        if (v11 is not rt.MISSING) and (v11 != "assistant"):
            e.append(
                Problem(
                    p + "/role",
                    "const",
                    'expected "assistant", found ' + rt.show(v11),
                    "https://agentproto.dev/schema/agent/assistant_message.json#/properties/role/const",
                )
            )
        v12 = x.get("stop_reason", rt.MISSING)
        if v12 is not rt.MISSING:
            _check_14(v12, p + "/stop_reason", e, strict)
        v13 = x.get("timestamp", rt.MISSING)
        if v13 is not rt.MISSING:
            if not (
                type(v13) is int
                or isinstance(v13, float)
                and v13.is_integer()
                or isinstance(v13, int)
                and not isinstance(v13, bool)
            ):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v13),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v13, (int, float)) and not isinstance(v13, bool)) and (v13 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v13),
                        "https://agentproto.dev/schema/agent/assistant_message.json#/properties/timestamp/minimum",
                    )
                )
        v14 = x.get("turn_id", rt.MISSING)
        if v14 is not rt.MISSING:
            _check_22(v14, p + "/turn_id", e, strict)
        v15 = x.get("unmapped", rt.MISSING)
        if (v15 is not rt.MISSING) and (not (isinstance(v15, dict))):
            e.append(
                Problem(
                    p + "/unmapped",
                    "type",
                    "expected object, found " + rt.kind(v15),
                    "https://agentproto.dev/schema/agent/assistant_message.json#/properties/unmapped/type",
                )
            )
        v18 = x.get("usage", rt.MISSING)
        if v18 is not rt.MISSING:
            _check_23(v18, p + "/usage", e, strict)
            if strict and isinstance(v18, dict):
                rt.unknown_properties(
                    v18,
                    p + "/usage",
                    _properties_23(v18),
                    "https://agentproto.dev/schema/agent/assistant_message.json#/properties/usage",
                    e,
                )
        if not _KNOWN1.issuperset(x):
            for v19 in x:
                if v19 not in _KNOWN1:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v19),
                            "https://agentproto.dev/schema/agent/assistant_message.json#/additionalProperties",
                        )
                    )
        if "role" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role"',
                    "https://agentproto.dev/schema/agent/assistant_message.json#/required",
                )
            )
        if "content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content"',
                    "https://agentproto.dev/schema/agent/assistant_message.json#/required",
                )
            )
        if "stop_reason" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "stop_reason"',
                    "https://agentproto.dev/schema/agent/assistant_message.json#/required",
                )
            )


def _properties_1(x: Any) -> set[Any]:
    return set(x)


def _valid_2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN6.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "delta":
        return False
    v4 = x["delta"]
    if not isinstance(v4, dict):
        return False
    v5 = v4.get("type")
    v6 = _VALID_BY_TAG4.get(v5) if isinstance(v5, str) else None
    if v6 is None:
        return False
    if not v6(v4):
        return False
    if "block" in x:
        v7 = x["block"]
        if not (isinstance(v7, str) and v7 in _ENUM7):
            return False
    if "partial" in x:
        v8 = x["partial"]
        if not _valid_1(v8):
            return False
    return True


def _check_2(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_delta.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/assistant_message_delta.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("block", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str) and v1 in _ENUM7)):
            e.append(
                Problem(
                    p + "/block",
                    "enum",
                    'expected one of "start", "end", found ' + rt.show(v1),
                    "https://agentproto.dev/schema/agent/assistant_message_delta.json#/properties/block/enum",
                )
            )
        v2 = x.get("delta", rt.MISSING)
        if v2 is not rt.MISSING:
            _check_15(v2, p + "/delta", e, strict)
            if strict and isinstance(v2, dict):
                rt.unknown_properties(
                    v2,
                    p + "/delta",
                    _properties_15(v2),
                    "https://agentproto.dev/schema/agent/assistant_message_delta.json#/properties/delta",
                    e,
                )
        v3 = x.get("partial", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_1(v3, p + "/partial", e, strict)
            if strict and isinstance(v3, dict):
                rt.unknown_properties(
                    v3,
                    p + "/partial",
                    _properties_1(v3),
                    "https://agentproto.dev/schema/agent/assistant_message_delta.json#/properties/partial",
                    e,
                )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "delta"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "delta", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/assistant_message_delta.json#/properties/type/const",
                )
            )
        if not _KNOWN6.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN6:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v5),
                            "https://agentproto.dev/schema/agent/assistant_message_delta.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/assistant_message_delta.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/agent/assistant_message_delta.json#/required",
                )
            )


def _properties_2(x: Any) -> set[Any]:
    return set(x)


def _valid_3(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_done.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "usage" in x and "stop_reason" in x):
        return False
    if not _KNOWN8.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "done":
        return False
    v4 = x["stop_reason"]
    if not (isinstance(v4, str) and v4 in _ENUM2):
        return False
    if _is1(v4):
        return False
    v5 = x["usage"]
    if not (isinstance(v5, dict)):
        return False
    if not ("input" in v5 and "output" in v5):
        return False
    if not _KNOWN5.issuperset(v5):
        return False
    v8 = v5["input"]
    if not (
        type(v8) is int
        or isinstance(v8, float)
        and v8.is_integer()
        or isinstance(v8, int)
        and not isinstance(v8, bool)
    ):
        return False
    if v8 < 0:
        return False
    v9 = v5["output"]
    if not (
        type(v9) is int
        or isinstance(v9, float)
        and v9.is_integer()
        or isinstance(v9, int)
        and not isinstance(v9, bool)
    ):
        return False
    if v9 < 0:
        return False
    if "cache_read" in v5:
        v10 = v5["cache_read"]
        if not (
            type(v10) is int
            or isinstance(v10, float)
            and v10.is_integer()
            or isinstance(v10, int)
            and not isinstance(v10, bool)
        ):
            return False
        if v10 < 0:
            return False
    if "cache_write" in v5:
        v11 = v5["cache_write"]
        if not (
            type(v11) is int
            or isinstance(v11, float)
            and v11.is_integer()
            or isinstance(v11, int)
            and not isinstance(v11, bool)
        ):
            return False
        if v11 < 0:
            return False
    if "reasoning" in v5:
        v12 = v5["reasoning"]
        if not (
            type(v12) is int
            or isinstance(v12, float)
            and v12.is_integer()
            or isinstance(v12, int)
            and not isinstance(v12, bool)
        ):
            return False
        if v12 < 0:
            return False
    if "total_tokens" in v5:
        v13 = v5["total_tokens"]
        if not (
            type(v13) is int
            or isinstance(v13, float)
            and v13.is_integer()
            or isinstance(v13, int)
            and not isinstance(v13, bool)
        ):
            return False
        if v13 < 0:
            return False
    if "extra" in v5:
        v14 = v5["extra"]
        if not (isinstance(v14, dict)):
            return False
        for v15, v16 in v14.items():
            if v15 not in _KNOWN4:
                if not (
                    type(v16) is int
                    or isinstance(v16, float)
                    and v16.is_integer()
                    or isinstance(v16, int)
                    and not isinstance(v16, bool)
                ):
                    return False
                if v16 < 0:
                    return False
    if "cost" in x:
        v17 = x["cost"]
        if not (isinstance(v17, dict)):
            return False
        if not (
            "input" in v17
            and "output" in v17
            and "cache_read" in v17
            and "cache_write" in v17
            and "total" in v17
        ):
            return False
        if not _KNOWN3.issuperset(v17):
            return False
        v20 = v17["cache_read"]
        if not (
            type(v20) is int
            or type(v20) is float
            or isinstance(v20, (int, float))
            and not isinstance(v20, bool)
        ):
            return False
        if v20 < 0:
            return False
        v21 = v17["cache_write"]
        if not (
            type(v21) is int
            or type(v21) is float
            or isinstance(v21, (int, float))
            and not isinstance(v21, bool)
        ):
            return False
        if v21 < 0:
            return False
        v22 = v17["input"]
        if not (
            type(v22) is int
            or type(v22) is float
            or isinstance(v22, (int, float))
            and not isinstance(v22, bool)
        ):
            return False
        if v22 < 0:
            return False
        v23 = v17["output"]
        if not (
            type(v23) is int
            or type(v23) is float
            or isinstance(v23, (int, float))
            and not isinstance(v23, bool)
        ):
            return False
        if v23 < 0:
            return False
        v24 = v17["total"]
        if not (
            type(v24) is int
            or type(v24) is float
            or isinstance(v24, (int, float))
            and not isinstance(v24, bool)
        ):
            return False
        if v24 < 0:
            return False
        if "extra" in v17:
            v25 = v17["extra"]
            if not (isinstance(v25, dict)):
                return False
            for v26, v27 in v25.items():
                if (v26 not in _KNOWN4) and (
                    not (
                        type(v27) is int
                        or type(v27) is float
                        or isinstance(v27, (int, float))
                        and not isinstance(v27, bool)
                    )
                ):
                    return False
    if "message" in x:
        v28 = x["message"]
        if not _valid_1(v28):
            return False
    return True


def _check_3(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_done.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/assistant_message_done.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("cost", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_7(v1, p + "/cost", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/cost",
                    _properties_7(v1),
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/cost",
                    e,
                )
        v2 = x.get("message", rt.MISSING)
        if v2 is not rt.MISSING:
            _check_1(v2, p + "/message", e, strict)
            if strict and isinstance(v2, dict):
                rt.unknown_properties(
                    v2,
                    p + "/message",
                    _properties_1(v2),
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/message",
                    e,
                )
        v3 = x.get("stop_reason", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_14(v3, p + "/stop_reason", e, strict)
            if _is1(v3):
                e.append(
                    Problem(
                        p + "/stop_reason",
                        "not",
                        "expected a value not matching the schema at https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/stop_reason/not",
                        "https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/stop_reason/not",
                    )
                )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "done"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "done", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/type/const",
                )
            )
        v5 = x.get("usage", rt.MISSING)
        if v5 is not rt.MISSING:
            _check_23(v5, p + "/usage", e, strict)
            if strict and isinstance(v5, dict):
                rt.unknown_properties(
                    v5,
                    p + "/usage",
                    _properties_23(v5),
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/usage",
                    e,
                )
        if not _KNOWN8.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN8:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v6),
                            "https://agentproto.dev/schema/agent/assistant_message_done.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/required",
                )
            )
        if "usage" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "usage"',
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/required",
                )
            )
        if "stop_reason" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "stop_reason"',
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/required",
                )
            )


def _properties_3(x: Any) -> set[Any]:
    return set(x)


def _valid_4(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_error.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "stop_reason" in x and "error_message" in x):
        return False
    if not _KNOWN10.issuperset(x):
        return False
    v3 = x["error_message"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["stop_reason"]
    if not (isinstance(v4, str) and v4 in _ENUM2):
        return False
    if not (isinstance(v4, str) and v4 in _ENUM9):
        return False
    v5 = x["type"]
    if v5 != "error":
        return False
    if "cost" in x:
        v6 = x["cost"]
        if not (isinstance(v6, dict)):
            return False
        if not (
            "input" in v6
            and "output" in v6
            and "cache_read" in v6
            and "cache_write" in v6
            and "total" in v6
        ):
            return False
        if not _KNOWN3.issuperset(v6):
            return False
        v9 = v6["cache_read"]
        if not (
            type(v9) is int
            or type(v9) is float
            or isinstance(v9, (int, float))
            and not isinstance(v9, bool)
        ):
            return False
        if v9 < 0:
            return False
        v10 = v6["cache_write"]
        if not (
            type(v10) is int
            or type(v10) is float
            or isinstance(v10, (int, float))
            and not isinstance(v10, bool)
        ):
            return False
        if v10 < 0:
            return False
        v11 = v6["input"]
        if not (
            type(v11) is int
            or type(v11) is float
            or isinstance(v11, (int, float))
            and not isinstance(v11, bool)
        ):
            return False
        if v11 < 0:
            return False
        v12 = v6["output"]
        if not (
            type(v12) is int
            or type(v12) is float
            or isinstance(v12, (int, float))
            and not isinstance(v12, bool)
        ):
            return False
        if v12 < 0:
            return False
        v13 = v6["total"]
        if not (
            type(v13) is int
            or type(v13) is float
            or isinstance(v13, (int, float))
            and not isinstance(v13, bool)
        ):
            return False
        if v13 < 0:
            return False
        if "extra" in v6:
            v14 = v6["extra"]
            if not (isinstance(v14, dict)):
                return False
            for v15, v16 in v14.items():
                if (v15 not in _KNOWN4) and (
                    not (
                        type(v16) is int
                        or type(v16) is float
                        or isinstance(v16, (int, float))
                        and not isinstance(v16, bool)
                    )
                ):
                    return False
    if "message" in x:
        v17 = x["message"]
        if not _valid_1(v17):
            return False
    if "usage" in x:
        v18 = x["usage"]
        if not (isinstance(v18, dict)):
            return False
        if not ("input" in v18 and "output" in v18):
            return False
        if not _KNOWN5.issuperset(v18):
            return False
        v21 = v18["input"]
        if not (
            type(v21) is int
            or isinstance(v21, float)
            and v21.is_integer()
            or isinstance(v21, int)
            and not isinstance(v21, bool)
        ):
            return False
        if v21 < 0:
            return False
        v22 = v18["output"]
        if not (
            type(v22) is int
            or isinstance(v22, float)
            and v22.is_integer()
            or isinstance(v22, int)
            and not isinstance(v22, bool)
        ):
            return False
        if v22 < 0:
            return False
        if "cache_read" in v18:
            v23 = v18["cache_read"]
            if not (
                type(v23) is int
                or isinstance(v23, float)
                and v23.is_integer()
                or isinstance(v23, int)
                and not isinstance(v23, bool)
            ):
                return False
            if v23 < 0:
                return False
        if "cache_write" in v18:
            v24 = v18["cache_write"]
            if not (
                type(v24) is int
                or isinstance(v24, float)
                and v24.is_integer()
                or isinstance(v24, int)
                and not isinstance(v24, bool)
            ):
                return False
            if v24 < 0:
                return False
        if "reasoning" in v18:
            v25 = v18["reasoning"]
            if not (
                type(v25) is int
                or isinstance(v25, float)
                and v25.is_integer()
                or isinstance(v25, int)
                and not isinstance(v25, bool)
            ):
                return False
            if v25 < 0:
                return False
        if "total_tokens" in v18:
            v26 = v18["total_tokens"]
            if not (
                type(v26) is int
                or isinstance(v26, float)
                and v26.is_integer()
                or isinstance(v26, int)
                and not isinstance(v26, bool)
            ):
                return False
            if v26 < 0:
                return False
        if "extra" in v18:
            v27 = v18["extra"]
            if not (isinstance(v27, dict)):
                return False
            for v28, v29 in v27.items():
                if v28 not in _KNOWN4:
                    if not (
                        type(v29) is int
                        or isinstance(v29, float)
                        and v29.is_integer()
                        or isinstance(v29, int)
                        and not isinstance(v29, bool)
                    ):
                        return False
                    if v29 < 0:
                        return False
    return True


def _check_4(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_error.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/assistant_message_error.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("cost", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_7(v1, p + "/cost", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/cost",
                    _properties_7(v1),
                    "https://agentproto.dev/schema/agent/assistant_message_error.json#/properties/cost",
                    e,
                )
        v2 = x.get("error_message", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/error_message",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/assistant_message_error.json#/properties/error_message/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/error_message",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/agent/assistant_message_error.json#/properties/error_message/minLength",
                    )
                )
        v3 = x.get("message", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_1(v3, p + "/message", e, strict)
            if strict and isinstance(v3, dict):
                rt.unknown_properties(
                    v3,
                    p + "/message",
                    _properties_1(v3),
                    "https://agentproto.dev/schema/agent/assistant_message_error.json#/properties/message",
                    e,
                )
        v4 = x.get("stop_reason", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_14(v4, p + "/stop_reason", e, strict)
            if not (isinstance(v4, str) and v4 in _ENUM9):
                e.append(
                    Problem(
                        p + "/stop_reason",
                        "enum",
                        'expected one of "error", "aborted", found ' + rt.show(v4),
                        "https://agentproto.dev/schema/agent/assistant_message_error.json#/properties/stop_reason/enum",
                    )
                )
        v5 = x.get("type", rt.MISSING)
        if (v5 is not rt.MISSING) and (v5 != "error"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "error", found ' + rt.show(v5),
                    "https://agentproto.dev/schema/agent/assistant_message_error.json#/properties/type/const",
                )
            )
        v6 = x.get("usage", rt.MISSING)
        if v6 is not rt.MISSING:
            _check_23(v6, p + "/usage", e, strict)
            if strict and isinstance(v6, dict):
                rt.unknown_properties(
                    v6,
                    p + "/usage",
                    _properties_23(v6),
                    "https://agentproto.dev/schema/agent/assistant_message_error.json#/properties/usage",
                    e,
                )
        if not _KNOWN10.issuperset(x):
            for v7 in x:
                if v7 not in _KNOWN10:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v7),
                            "https://agentproto.dev/schema/agent/assistant_message_error.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/assistant_message_error.json#/required",
                )
            )
        if "stop_reason" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "stop_reason"',
                    "https://agentproto.dev/schema/agent/assistant_message_error.json#/required",
                )
            )
        if "error_message" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "error_message"',
                    "https://agentproto.dev/schema/agent/assistant_message_error.json#/required",
                )
            )


def _properties_4(x: Any) -> set[Any]:
    return set(x)


def _valid_5(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_event.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG5.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_5(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_event.json#"""
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
                    "https://agentproto.dev/schema/agent/assistant_message_event.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected one of "start", "delta", "done", "error", found ' + rt.show(v1),
                    "https://agentproto.dev/schema/agent/assistant_message_event.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/assistant_message_event.json#/oneOf",
            )
        )


def _properties_5(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_6(x):
        out.update(_properties_6(x))
    if _valid_2(x):
        out.update(_properties_2(x))
    if _valid_3(x):
        out.update(_properties_3(x))
    if _valid_4(x):
        out.update(_properties_4(x))
    return out


def _valid_6(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_start.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    if not _KNOWN11.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "start":
        return False
    if "partial" in x:
        v4 = x["partial"]
        if not _valid_1(v4):
            return False
    return True


def _check_6(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_start.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/assistant_message_start.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("partial", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_1(v1, p + "/partial", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/partial",
                    _properties_1(v1),
                    "https://agentproto.dev/schema/agent/assistant_message_start.json#/properties/partial",
                    e,
                )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "start"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "start", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/agent/assistant_message_start.json#/properties/type/const",
                )
            )
        if not _KNOWN11.issuperset(x):
            for v3 in x:
                if v3 not in _KNOWN11:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v3),
                            "https://agentproto.dev/schema/agent/assistant_message_start.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/assistant_message_start.json#/required",
                )
            )


def _properties_6(x: Any) -> set[Any]:
    return set(x)


def _valid_7(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/cost.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "input" in x and "output" in x and "cache_read" in x and "cache_write" in x and "total" in x
    ):
        return False
    if not _KNOWN3.issuperset(x):
        return False
    v3 = x["cache_read"]
    if not (
        type(v3) is int
        or type(v3) is float
        or isinstance(v3, (int, float))
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 0:
        return False
    v4 = x["cache_write"]
    if not (
        type(v4) is int
        or type(v4) is float
        or isinstance(v4, (int, float))
        and not isinstance(v4, bool)
    ):
        return False
    if v4 < 0:
        return False
    v5 = x["input"]
    if not (
        type(v5) is int
        or type(v5) is float
        or isinstance(v5, (int, float))
        and not isinstance(v5, bool)
    ):
        return False
    if v5 < 0:
        return False
    v6 = x["output"]
    if not (
        type(v6) is int
        or type(v6) is float
        or isinstance(v6, (int, float))
        and not isinstance(v6, bool)
    ):
        return False
    if v6 < 0:
        return False
    v7 = x["total"]
    if not (
        type(v7) is int
        or type(v7) is float
        or isinstance(v7, (int, float))
        and not isinstance(v7, bool)
    ):
        return False
    if v7 < 0:
        return False
    if "extra" in x:
        v8 = x["extra"]
        if not (isinstance(v8, dict)):
            return False
        for v9, v10 in v8.items():
            if (v9 not in _KNOWN4) and (
                not (
                    type(v10) is int
                    or type(v10) is float
                    or isinstance(v10, (int, float))
                    and not isinstance(v10, bool)
                )
            ):
                return False
    return True


def _check_7(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/cost.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/cost.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("cache_read", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (
                type(v1) is int
                or type(v1) is float
                or isinstance(v1, (int, float))
                and not isinstance(v1, bool)
            ):
                e.append(
                    Problem(
                        p + "/cache_read",
                        "type",
                        "expected number, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/cache_read/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/cache_read",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/cache_read/minimum",
                    )
                )
        v2 = x.get("cache_write", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (
                type(v2) is int
                or type(v2) is float
                or isinstance(v2, (int, float))
                and not isinstance(v2, bool)
            ):
                e.append(
                    Problem(
                        p + "/cache_write",
                        "type",
                        "expected number, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/cache_write/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/cache_write",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/cache_write/minimum",
                    )
                )
        v3 = x.get("extra", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, dict)):
                e.append(
                    Problem(
                        p + "/extra",
                        "type",
                        "expected object, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/extra/type",
                    )
                )
            if isinstance(v3, dict):
                for v4, v5 in v3.items():
                    if (v4 not in _KNOWN4) and (
                        not (
                            type(v5) is int
                            or type(v5) is float
                            or isinstance(v5, (int, float))
                            and not isinstance(v5, bool)
                        )
                    ):
                        e.append(
                            Problem(
                                p + "/extra" + "/" + rt.escape(v4),
                                "type",
                                "expected number, found " + rt.kind(v5),
                                "https://agentproto.dev/schema/agent/cost.json#/properties/extra/additionalProperties/type",
                            )
                        )
        v6 = x.get("input", rt.MISSING)
        if v6 is not rt.MISSING:
            if not (
                type(v6) is int
                or type(v6) is float
                or isinstance(v6, (int, float))
                and not isinstance(v6, bool)
            ):
                e.append(
                    Problem(
                        p + "/input",
                        "type",
                        "expected number, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/input/type",
                    )
                )
            if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 0):
                e.append(
                    Problem(
                        p + "/input",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v6),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/input/minimum",
                    )
                )
        v7 = x.get("output", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (
                type(v7) is int
                or type(v7) is float
                or isinstance(v7, (int, float))
                and not isinstance(v7, bool)
            ):
                e.append(
                    Problem(
                        p + "/output",
                        "type",
                        "expected number, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/output/type",
                    )
                )
            if (isinstance(v7, (int, float)) and not isinstance(v7, bool)) and (v7 < 0):
                e.append(
                    Problem(
                        p + "/output",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v7),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/output/minimum",
                    )
                )
        v8 = x.get("total", rt.MISSING)
        if v8 is not rt.MISSING:
            if not (
                type(v8) is int
                or type(v8) is float
                or isinstance(v8, (int, float))
                and not isinstance(v8, bool)
            ):
                e.append(
                    Problem(
                        p + "/total",
                        "type",
                        "expected number, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/total/type",
                    )
                )
            if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 0):
                e.append(
                    Problem(
                        p + "/total",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v8),
                        "https://agentproto.dev/schema/agent/cost.json#/properties/total/minimum",
                    )
                )
        if not _KNOWN3.issuperset(x):
            for v9 in x:
                if v9 not in _KNOWN3:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v9),
                            "https://agentproto.dev/schema/agent/cost.json#/additionalProperties",
                        )
                    )
        if "input" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "input"',
                    "https://agentproto.dev/schema/agent/cost.json#/required",
                )
            )
        if "output" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output"',
                    "https://agentproto.dev/schema/agent/cost.json#/required",
                )
            )
        if "cache_read" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "cache_read"',
                    "https://agentproto.dev/schema/agent/cost.json#/required",
                )
            )
        if "cache_write" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "cache_write"',
                    "https://agentproto.dev/schema/agent/cost.json#/required",
                )
            )
        if "total" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "total"',
                    "https://agentproto.dev/schema/agent/cost.json#/required",
                )
            )


def _properties_7(x: Any) -> set[Any]:
    return set(x)


def _valid_8(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "type_name" in x and "data" in x):
        return False
    if not _KNOWN12.issuperset(x):
        return False
    v4 = x["type"]
    if v4 != "extension":
        return False
    v5 = x["type_name"]
    if not (isinstance(v5, str)):
        return False
    return not (len(v5) < 1)


def _check_8(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/extension_block.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/extension_block.json#/type",
            )
        )
    if isinstance(x, dict):
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "extension"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "extension", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/agent/extension_block.json#/properties/type/const",
                )
            )
        v3 = x.get("type_name", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/type_name",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/extension_block.json#/properties/type_name/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/type_name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/agent/extension_block.json#/properties/type_name/minLength",
                    )
                )
        if not _KNOWN12.issuperset(x):
            for v4 in x:
                if v4 not in _KNOWN12:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v4),
                            "https://agentproto.dev/schema/agent/extension_block.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/extension_block.json#/required",
                )
            )
        if "type_name" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type_name"',
                    "https://agentproto.dev/schema/agent/extension_block.json#/required",
                )
            )
        if "data" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "data"',
                    "https://agentproto.dev/schema/agent/extension_block.json#/required",
                )
            )


def _properties_8(x: Any) -> set[Any]:
    return set(x)


def _valid_9(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#"""
    if _is3(x):
        if _is2(x):
            return False
    else:
        if (isinstance(x, dict)) and (not ("url" in x)):
            return False
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    if ("data" in x) and ("mime_type" not in x):
        return False
    if not _KNOWN13.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "image":
        return False
    if "alt" in x:
        v4 = x["alt"]
        if not (isinstance(v4, str)):
            return False
    if "data" in x:
        v5 = x["data"]
        if not (isinstance(v5, str)):
            return False
        if len(v5) < 4:
            return False
        if _PATTERN14.search(v5) is None:
            return False
    if "mime_type" in x:
        v6 = x["mime_type"]
        if not (isinstance(v6, str)):
            return False
        if _PATTERN15.search(v6) is None:
            return False
    if "url" in x:
        v7 = x["url"]
        if not (isinstance(v7, str)):
            return False
        if _PATTERN16.search(v7) is None:
            return False
    return True


def _check_9(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#"""
    if _is3(x):
        if _is2(x):
            e.append(
                Problem(
                    p,
                    "not",
                    "expected a value not matching the schema at https://agentproto.dev/schema/agent/image_block.json#/then/not",
                    "https://agentproto.dev/schema/agent/image_block.json#/then/not",
                )
            )
    else:
        if (isinstance(x, dict)) and ("url" not in x):
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "url"',
                    "https://agentproto.dev/schema/agent/image_block.json#/else/required",
                )
            )
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/image_block.json#/type",
            )
        )
    if isinstance(x, dict):
        if ("data" in x) and ("mime_type" not in x):
            e.append(
                Problem(
                    p,
                    "dependentRequired",
                    'property "data" requires property "mime_type"',
                    "https://agentproto.dev/schema/agent/image_block.json#/dependentRequired",
                )
            )
        v1 = x.get("alt", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/alt",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/agent/image_block.json#/properties/alt/type",
                )
            )
        v2 = x.get("data", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/data",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/image_block.json#/properties/data/type",
                    )
                )
            if isinstance(v2, str):
                if len(v2) < 4:
                    e.append(
                        Problem(
                            p + "/data",
                            "minLength",
                            "expected at least 4 characters, found " + str(len(v2)),
                            "https://agentproto.dev/schema/agent/image_block.json#/properties/data/minLength",
                        )
                    )
                if _PATTERN14.search(v2) is None:
                    e.append(
                        Problem(
                            p + "/data",
                            "pattern",
                            'expected a string matching "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", found '
                            + rt.show(v2),
                            "https://agentproto.dev/schema/agent/image_block.json#/properties/data/pattern",
                        )
                    )
        v3 = x.get("mime_type", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/mime_type",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/image_block.json#/properties/mime_type/type",
                    )
                )
            if (isinstance(v3, str)) and (_PATTERN15.search(v3) is None):
                e.append(
                    Problem(
                        p + "/mime_type",
                        "pattern",
                        'expected a string matching "^image/[a-z0-9][a-z0-9.+-]*$", found '
                        + rt.show(v3),
                        "https://agentproto.dev/schema/agent/image_block.json#/properties/mime_type/pattern",
                    )
                )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "image"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "image", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/image_block.json#/properties/type/const",
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
                        "https://agentproto.dev/schema/agent/image_block.json#/properties/url/type",
                    )
                )
            if (isinstance(v5, str)) and (_PATTERN16.search(v5) is None):
                e.append(
                    Problem(
                        p + "/url",
                        "pattern",
                        'expected a string matching "^[a-z][a-z0-9+.-]*://\\\\S+$", found '
                        + rt.show(v5),
                        "https://agentproto.dev/schema/agent/image_block.json#/properties/url/pattern",
                    )
                )
        if not _KNOWN13.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN13:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v6),
                            "https://agentproto.dev/schema/agent/image_block.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/image_block.json#/required",
                )
            )


def _properties_9(x: Any) -> set[Any]:
    return set(x)


def _valid_10(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    if not _KNOWN17.issuperset(x):
        return False
    v3 = x["text"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    return bool(v4 == "reasoning")


def _check_10(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/reasoning_block.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/reasoning_block.json#/type",
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
                    "https://agentproto.dev/schema/agent/reasoning_block.json#/properties/text/type",
                )
            )
        v2 = x.get("type", rt.MISSING)
        if (v2 is not rt.MISSING) and (v2 != "reasoning"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "reasoning", found ' + rt.show(v2),
                    "https://agentproto.dev/schema/agent/reasoning_block.json#/properties/type/const",
                )
            )
        if not _KNOWN17.issuperset(x):
            for v3 in x:
                if v3 not in _KNOWN17:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v3),
                            "https://agentproto.dev/schema/agent/reasoning_block.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/reasoning_block.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/agent/reasoning_block.json#/required",
                )
            )


def _properties_10(x: Any) -> set[Any]:
    return set(x)


def _valid_11(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN18.issuperset(x):
        return False
    v3 = x["delta"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    if v4 != "reasoning_delta":
        return False
    if "content_index" in x:
        v5 = x["content_index"]
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
    return True


def _check_11(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/reasoning_delta.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/reasoning_delta.json#/type",
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
                        "https://agentproto.dev/schema/agent/reasoning_delta.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/reasoning_delta.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("delta", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/reasoning_delta.json#/properties/delta/type",
                )
            )
        v3 = x.get("type", rt.MISSING)
        if (v3 is not rt.MISSING) and (v3 != "reasoning_delta"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "reasoning_delta", found ' + rt.show(v3),
                    "https://agentproto.dev/schema/agent/reasoning_delta.json#/properties/type/const",
                )
            )
        if not _KNOWN18.issuperset(x):
            for v4 in x:
                if v4 not in _KNOWN18:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v4),
                            "https://agentproto.dev/schema/agent/reasoning_delta.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/reasoning_delta.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/agent/reasoning_delta.json#/required",
                )
            )


def _properties_11(x: Any) -> set[Any]:
    return set(x)


def _valid_12(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_details_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "details" in x):
        return False
    if not _KNOWN19.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "reasoning_details":
        return False
    v4 = x["details"]
    return isinstance(v4, list)


def _check_12(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/reasoning_details_block.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/reasoning_details_block.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("details", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, list))):
            e.append(
                Problem(
                    p + "/details",
                    "type",
                    "expected array, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/agent/reasoning_details_block.json#/properties/details/type",
                )
            )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "reasoning_details"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "reasoning_details", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/reasoning_details_block.json#/properties/type/const",
                )
            )
        if not _KNOWN19.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN19:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v5),
                            "https://agentproto.dev/schema/agent/reasoning_details_block.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/reasoning_details_block.json#/required",
                )
            )
        if "details" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "details"',
                    "https://agentproto.dev/schema/agent/reasoning_details_block.json#/required",
                )
            )


def _properties_12(x: Any) -> set[Any]:
    return set(x)


def _valid_13(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_details_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN18.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "reasoning_details_delta":
        return False
    v4 = x["delta"]
    if not (isinstance(v4, list)):
        return False
    if "content_index" in x:
        v7 = x["content_index"]
        if not (
            type(v7) is int
            or isinstance(v7, float)
            and v7.is_integer()
            or isinstance(v7, int)
            and not isinstance(v7, bool)
        ):
            return False
        if v7 < 0:
            return False
    return True


def _check_13(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/reasoning_details_delta.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/reasoning_details_delta.json#/type",
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
                        "https://agentproto.dev/schema/agent/reasoning_details_delta.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/reasoning_details_delta.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("delta", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, list))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected array, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/reasoning_details_delta.json#/properties/delta/type",
                )
            )
        v5 = x.get("type", rt.MISSING)
        if (v5 is not rt.MISSING) and (v5 != "reasoning_details_delta"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "reasoning_details_delta", found ' + rt.show(v5),
                    "https://agentproto.dev/schema/agent/reasoning_details_delta.json#/properties/type/const",
                )
            )
        if not _KNOWN18.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN18:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v6),
                            "https://agentproto.dev/schema/agent/reasoning_details_delta.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/reasoning_details_delta.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/agent/reasoning_details_delta.json#/required",
                )
            )


def _properties_13(x: Any) -> set[Any]:
    return set(x)


def _valid_14(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/stop_reason.json#"""
    return isinstance(x, str) and x in _ENUM2


def _check_14(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/stop_reason.json#"""
    if not (isinstance(x, str) and x in _ENUM2):
        e.append(
            Problem(
                p,
                "enum",
                'expected one of "stop", "length", "tool_use", "error", "aborted", "max_turns", "user_stop", "handoff", ..., found '
                + rt.show(x),
                "https://agentproto.dev/schema/agent/stop_reason.json#/enum",
            )
        )
    if not (isinstance(x, str)):
        e.append(
            Problem(
                p,
                "type",
                "expected string, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/stop_reason.json#/type",
            )
        )


def _valid_15(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/stream_delta.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG7.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_15(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/stream_delta.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG8.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/agent/stream_delta.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected one of "text_delta", "thinking_delta", "reasoning_delta", "reasoning_details_delta", "tool_call_delta", found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/agent/stream_delta.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/stream_delta.json#/oneOf",
            )
        )


def _properties_15(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_17(x):
        out.update(_properties_17(x))
    if _valid_19(x):
        out.update(_properties_19(x))
    if _valid_11(x):
        out.update(_properties_11(x))
    if _valid_13(x):
        out.update(_properties_13(x))
    if _valid_21(x):
        out.update(_properties_21(x))
    return out


def _valid_16(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/text_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    if not _KNOWN20.issuperset(x):
        return False
    v3 = x["text"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    if v4 != "text":
        return False
    if "provider_index" in x:
        v5 = x["provider_index"]
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
    if "text_signature" in x:
        v6 = x["text_signature"]
        if not (isinstance(v6, str)):
            return False
    return True


def _check_16(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/text_block.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/text_block.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("provider_index", rt.MISSING)
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
                        p + "/provider_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/text_block.json#/properties/provider_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/provider_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/text_block.json#/properties/provider_index/minimum",
                    )
                )
        v2 = x.get("text", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/text",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/text_block.json#/properties/text/type",
                )
            )
        v3 = x.get("text_signature", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/text_signature",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/text_block.json#/properties/text_signature/type",
                )
            )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "text"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "text", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/text_block.json#/properties/type/const",
                )
            )
        if not _KNOWN20.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN20:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v5),
                            "https://agentproto.dev/schema/agent/text_block.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/text_block.json#/required",
                )
            )
        if "text" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "text"',
                    "https://agentproto.dev/schema/agent/text_block.json#/required",
                )
            )


def _properties_16(x: Any) -> set[Any]:
    return set(x)


def _valid_17(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/text_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN21.issuperset(x):
        return False
    v3 = x["delta"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    if v4 != "text_delta":
        return False
    if "content_index" in x:
        v5 = x["content_index"]
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
    if "signature" in x:
        v6 = x["signature"]
        if not (isinstance(v6, str)):
            return False
    return True


def _check_17(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/text_delta.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/text_delta.json#/type",
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
                        "https://agentproto.dev/schema/agent/text_delta.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/text_delta.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("delta", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/text_delta.json#/properties/delta/type",
                )
            )
        v3 = x.get("signature", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/signature",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/text_delta.json#/properties/signature/type",
                )
            )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "text_delta"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "text_delta", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/text_delta.json#/properties/type/const",
                )
            )
        if not _KNOWN21.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN21:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v5),
                            "https://agentproto.dev/schema/agent/text_delta.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/text_delta.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/agent/text_delta.json#/required",
                )
            )


def _properties_17(x: Any) -> set[Any]:
    return set(x)


def _valid_18(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/thinking_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "thinking" in x):
        return False
    if not _KNOWN22.issuperset(x):
        return False
    v3 = x["thinking"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    if v4 != "thinking":
        return False
    if "provider_index" in x:
        v5 = x["provider_index"]
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
    if "redacted" in x:
        v6 = x["redacted"]
        if not (isinstance(v6, bool)):
            return False
    if "redacted_data" in x:
        v7 = x["redacted_data"]
        if not (isinstance(v7, str)):
            return False
    if "redacted_protocol" in x:
        v8 = x["redacted_protocol"]
        if not (isinstance(v8, str)):
            return False
        if len(v8) < 1:
            return False
    if "signature" in x:
        v9 = x["signature"]
        if not (isinstance(v9, str)):
            return False
    if "source" in x:
        v10 = x["source"]
        if not (isinstance(v10, str) and v10 in _ENUM23):
            return False
    return True


def _check_18(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/thinking_block.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/thinking_block.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("provider_index", rt.MISSING)
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
                        p + "/provider_index",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/thinking_block.json#/properties/provider_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/provider_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/thinking_block.json#/properties/provider_index/minimum",
                    )
                )
        v2 = x.get("redacted", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, bool))):
            e.append(
                Problem(
                    p + "/redacted",
                    "type",
                    "expected boolean, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/thinking_block.json#/properties/redacted/type",
                )
            )
        v3 = x.get("redacted_data", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/redacted_data",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/thinking_block.json#/properties/redacted_data/type",
                )
            )
        v4 = x.get("redacted_protocol", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/redacted_protocol",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/thinking_block.json#/properties/redacted_protocol/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/redacted_protocol",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/thinking_block.json#/properties/redacted_protocol/minLength",
                    )
                )
        v5 = x.get("signature", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str))):
            e.append(
                Problem(
                    p + "/signature",
                    "type",
                    "expected string, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/agent/thinking_block.json#/properties/signature/type",
                )
            )
        v6 = x.get("source", rt.MISSING)
        if v6 is not rt.MISSING:
            if not (isinstance(v6, str) and v6 in _ENUM23):
                e.append(
                    Problem(
                        p + "/source",
                        "enum",
                        'expected one of "native", "prompted", found ' + rt.show(v6),
                        "https://agentproto.dev/schema/agent/thinking_block.json#/properties/source/enum",
                    )
                )
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/source",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/agent/thinking_block.json#/properties/source/type",
                    )
                )
        v7 = x.get("thinking", rt.MISSING)
        if (v7 is not rt.MISSING) and (not (isinstance(v7, str))):
            e.append(
                Problem(
                    p + "/thinking",
                    "type",
                    "expected string, found " + rt.kind(v7),
                    "https://agentproto.dev/schema/agent/thinking_block.json#/properties/thinking/type",
                )
            )
        v8 = x.get("type", rt.MISSING)
        if (v8 is not rt.MISSING) and (v8 != "thinking"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "thinking", found ' + rt.show(v8),
                    "https://agentproto.dev/schema/agent/thinking_block.json#/properties/type/const",
                )
            )
        if not _KNOWN22.issuperset(x):
            for v9 in x:
                if v9 not in _KNOWN22:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v9),
                            "https://agentproto.dev/schema/agent/thinking_block.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/thinking_block.json#/required",
                )
            )
        if "thinking" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "thinking"',
                    "https://agentproto.dev/schema/agent/thinking_block.json#/required",
                )
            )


def _properties_18(x: Any) -> set[Any]:
    return set(x)


def _valid_19(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/thinking_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN21.issuperset(x):
        return False
    v3 = x["delta"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    if v4 != "thinking_delta":
        return False
    if "content_index" in x:
        v5 = x["content_index"]
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
    if "signature" in x:
        v6 = x["signature"]
        if not (isinstance(v6, str)):
            return False
    return True


def _check_19(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/thinking_delta.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/thinking_delta.json#/type",
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
                        "https://agentproto.dev/schema/agent/thinking_delta.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/thinking_delta.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("delta", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/thinking_delta.json#/properties/delta/type",
                )
            )
        v3 = x.get("signature", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/signature",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/thinking_delta.json#/properties/signature/type",
                )
            )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "thinking_delta"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "thinking_delta", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/thinking_delta.json#/properties/type/const",
                )
            )
        if not _KNOWN21.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN21:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v5),
                            "https://agentproto.dev/schema/agent/thinking_delta.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/thinking_delta.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/agent/thinking_delta.json#/required",
                )
            )


def _properties_19(x: Any) -> set[Any]:
    return set(x)


def _valid_20(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_call_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x and "name" in x and "arguments" in x):
        return False
    if not _KNOWN24.issuperset(x):
        return False
    v3 = x["id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["name"]
    if not (isinstance(v4, str)):
        return False
    if len(v4) < 1:
        return False
    v5 = x["type"]
    if v5 != "tool_call":
        return False
    v6 = x["arguments"]
    if not (isinstance(v6, dict)):
        return False
    if "partial_json" in x:
        v9 = x["partial_json"]
        if not (isinstance(v9, str)):
            return False
    if "provider_index" in x:
        v10 = x["provider_index"]
        if not (
            type(v10) is int
            or isinstance(v10, float)
            and v10.is_integer()
            or isinstance(v10, int)
            and not isinstance(v10, bool)
        ):
            return False
        if v10 < 0:
            return False
    if "thought_signature" in x:
        v11 = x["thought_signature"]
        if not (isinstance(v11, str)):
            return False
    if "provider_metadata" in x:
        v12 = x["provider_metadata"]
        if not (isinstance(v12, dict)):
            return False
    return True


def _check_20(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/tool_call_block.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/tool_call_block.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("arguments", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, dict))):
            e.append(
                Problem(
                    p + "/arguments",
                    "type",
                    "expected object, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/arguments/type",
                )
            )
        v4 = x.get("id", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/id/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/id/minLength",
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
                        "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/name/type",
                    )
                )
            if (isinstance(v5, str)) and (len(v5) < 1):
                e.append(
                    Problem(
                        p + "/name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v5)),
                        "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/name/minLength",
                    )
                )
        v6 = x.get("partial_json", rt.MISSING)
        if (v6 is not rt.MISSING) and (not (isinstance(v6, str))):
            e.append(
                Problem(
                    p + "/partial_json",
                    "type",
                    "expected string, found " + rt.kind(v6),
                    "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/partial_json/type",
                )
            )
        v7 = x.get("provider_index", rt.MISSING)
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
                        p + "/provider_index",
                        "type",
                        "expected integer, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/provider_index/type",
                    )
                )
            if (isinstance(v7, (int, float)) and not isinstance(v7, bool)) and (v7 < 0):
                e.append(
                    Problem(
                        p + "/provider_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v7),
                        "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/provider_index/minimum",
                    )
                )
        v8 = x.get("provider_metadata", rt.MISSING)
        if (v8 is not rt.MISSING) and (not (isinstance(v8, dict))):
            e.append(
                Problem(
                    p + "/provider_metadata",
                    "type",
                    "expected object, found " + rt.kind(v8),
                    "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/provider_metadata/type",
                )
            )
        v11 = x.get("thought_signature", rt.MISSING)
        if (v11 is not rt.MISSING) and (not (isinstance(v11, str))):
            e.append(
                Problem(
                    p + "/thought_signature",
                    "type",
                    "expected string, found " + rt.kind(v11),
                    "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/thought_signature/type",
                )
            )
        v12 = x.get("type", rt.MISSING)
        if (v12 is not rt.MISSING) and (v12 != "tool_call"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "tool_call", found ' + rt.show(v12),
                    "https://agentproto.dev/schema/agent/tool_call_block.json#/properties/type/const",
                )
            )
        if not _KNOWN24.issuperset(x):
            for v13 in x:
                if v13 not in _KNOWN24:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v13),
                            "https://agentproto.dev/schema/agent/tool_call_block.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/tool_call_block.json#/required",
                )
            )
        if "id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "id"',
                    "https://agentproto.dev/schema/agent/tool_call_block.json#/required",
                )
            )
        if "name" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "name"',
                    "https://agentproto.dev/schema/agent/tool_call_block.json#/required",
                )
            )
        if "arguments" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "arguments"',
                    "https://agentproto.dev/schema/agent/tool_call_block.json#/required",
                )
            )


def _properties_20(x: Any) -> set[Any]:
    return set(x)


def _valid_21(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_call_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    if not _KNOWN25.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "tool_call_delta":
        return False
    if "content_index" in x:
        v4 = x["content_index"]
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
    if "delta" in x:
        v5 = x["delta"]
        if not (isinstance(v5, str)):
            return False
    if "id" in x:
        v6 = x["id"]
        if not (isinstance(v6, str)):
            return False
    if "name" in x:
        v7 = x["name"]
        if not (isinstance(v7, str)):
            return False
    if "tool_call_index" in x:
        v8 = x["tool_call_index"]
        if not (
            type(v8) is int
            or isinstance(v8, float)
            and v8.is_integer()
            or isinstance(v8, int)
            and not isinstance(v8, bool)
        ):
            return False
        if v8 < 0:
            return False
    return True


def _check_21(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/tool_call_delta.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/tool_call_delta.json#/type",
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
                        "https://agentproto.dev/schema/agent/tool_call_delta.json#/properties/content_index/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/content_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/tool_call_delta.json#/properties/content_index/minimum",
                    )
                )
        v2 = x.get("delta", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/delta",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/tool_call_delta.json#/properties/delta/type",
                )
            )
        v3 = x.get("id", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/id",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/tool_call_delta.json#/properties/id/type",
                )
            )
        v4 = x.get("name", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, str))):
            e.append(
                Problem(
                    p + "/name",
                    "type",
                    "expected string, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/agent/tool_call_delta.json#/properties/name/type",
                )
            )
        v5 = x.get("tool_call_index", rt.MISSING)
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
                        p + "/tool_call_index",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/tool_call_delta.json#/properties/tool_call_index/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/tool_call_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/agent/tool_call_delta.json#/properties/tool_call_index/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if (v6 is not rt.MISSING) and (v6 != "tool_call_delta"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "tool_call_delta", found ' + rt.show(v6),
                    "https://agentproto.dev/schema/agent/tool_call_delta.json#/properties/type/const",
                )
            )
        if not _KNOWN25.issuperset(x):
            for v7 in x:
                if v7 not in _KNOWN25:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v7),
                            "https://agentproto.dev/schema/agent/tool_call_delta.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/tool_call_delta.json#/required",
                )
            )


def _properties_21(x: Any) -> set[Any]:
    return set(x)


def _valid_22(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/turn_id.json#"""
    if not (isinstance(x, str)):
        return False
    return not (len(x) < 1)


def _check_22(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/turn_id.json#"""
    if not (isinstance(x, str)):
        e.append(
            Problem(
                p,
                "type",
                "expected string, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/turn_id.json#/type",
            )
        )
    if (isinstance(x, str)) and (len(x) < 1):
        e.append(
            Problem(
                p,
                "minLength",
                "expected at least 1 characters, found " + str(len(x)),
                "https://agentproto.dev/schema/agent/turn_id.json#/minLength",
            )
        )


def _valid_23(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/usage.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("input" in x and "output" in x):
        return False
    if not _KNOWN5.issuperset(x):
        return False
    v3 = x["input"]
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
    v4 = x["output"]
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
    if "cache_read" in x:
        v5 = x["cache_read"]
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
    if "cache_write" in x:
        v6 = x["cache_write"]
        if not (
            type(v6) is int
            or isinstance(v6, float)
            and v6.is_integer()
            or isinstance(v6, int)
            and not isinstance(v6, bool)
        ):
            return False
        if v6 < 0:
            return False
    if "reasoning" in x:
        v7 = x["reasoning"]
        if not (
            type(v7) is int
            or isinstance(v7, float)
            and v7.is_integer()
            or isinstance(v7, int)
            and not isinstance(v7, bool)
        ):
            return False
        if v7 < 0:
            return False
    if "total_tokens" in x:
        v8 = x["total_tokens"]
        if not (
            type(v8) is int
            or isinstance(v8, float)
            and v8.is_integer()
            or isinstance(v8, int)
            and not isinstance(v8, bool)
        ):
            return False
        if v8 < 0:
            return False
    if "extra" in x:
        v9 = x["extra"]
        if not (isinstance(v9, dict)):
            return False
        for v10, v11 in v9.items():
            if v10 not in _KNOWN4:
                if not (
                    type(v11) is int
                    or isinstance(v11, float)
                    and v11.is_integer()
                    or isinstance(v11, int)
                    and not isinstance(v11, bool)
                ):
                    return False
                if v11 < 0:
                    return False
    return True


def _check_23(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/usage.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/usage.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("cache_read", rt.MISSING)
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
                        p + "/cache_read",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/cache_read/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/cache_read",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/cache_read/minimum",
                    )
                )
        v2 = x.get("cache_write", rt.MISSING)
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
                        p + "/cache_write",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/cache_write/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/cache_write",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/cache_write/minimum",
                    )
                )
        v3 = x.get("extra", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, dict)):
                e.append(
                    Problem(
                        p + "/extra",
                        "type",
                        "expected object, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/extra/type",
                    )
                )
            if isinstance(v3, dict):
                for v4, v5 in v3.items():
                    if v4 not in _KNOWN4:
                        if not (
                            type(v5) is int
                            or isinstance(v5, float)
                            and v5.is_integer()
                            or isinstance(v5, int)
                            and not isinstance(v5, bool)
                        ):
                            e.append(
                                Problem(
                                    p + "/extra" + "/" + rt.escape(v4),
                                    "type",
                                    "expected integer, found " + rt.kind(v5),
                                    "https://agentproto.dev/schema/agent/usage.json#/properties/extra/additionalProperties/type",
                                )
                            )
                        if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                            e.append(
                                Problem(
                                    p + "/extra" + "/" + rt.escape(v4),
                                    "minimum",
                                    "expected a number >= 0, found " + rt.show(v5),
                                    "https://agentproto.dev/schema/agent/usage.json#/properties/extra/additionalProperties/minimum",
                                )
                            )
        v6 = x.get("input", rt.MISSING)
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
                        p + "/input",
                        "type",
                        "expected integer, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/input/type",
                    )
                )
            if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 0):
                e.append(
                    Problem(
                        p + "/input",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v6),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/input/minimum",
                    )
                )
        v7 = x.get("output", rt.MISSING)
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
                        p + "/output",
                        "type",
                        "expected integer, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/output/type",
                    )
                )
            if (isinstance(v7, (int, float)) and not isinstance(v7, bool)) and (v7 < 0):
                e.append(
                    Problem(
                        p + "/output",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v7),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/output/minimum",
                    )
                )
        v8 = x.get("reasoning", rt.MISSING)
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
                        p + "/reasoning",
                        "type",
                        "expected integer, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/reasoning/type",
                    )
                )
            if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 0):
                e.append(
                    Problem(
                        p + "/reasoning",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v8),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/reasoning/minimum",
                    )
                )
        v9 = x.get("total_tokens", rt.MISSING)
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
                        p + "/total_tokens",
                        "type",
                        "expected integer, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/total_tokens/type",
                    )
                )
            if (isinstance(v9, (int, float)) and not isinstance(v9, bool)) and (v9 < 0):
                e.append(
                    Problem(
                        p + "/total_tokens",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v9),
                        "https://agentproto.dev/schema/agent/usage.json#/properties/total_tokens/minimum",
                    )
                )
        if not _KNOWN5.issuperset(x):
            for v10 in x:
                if v10 not in _KNOWN5:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v10),
                            "https://agentproto.dev/schema/agent/usage.json#/additionalProperties",
                        )
                    )
        if "input" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "input"',
                    "https://agentproto.dev/schema/agent/usage.json#/required",
                )
            )
        if "output" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output"',
                    "https://agentproto.dev/schema/agent/usage.json#/required",
                )
            )


def _properties_23(x: Any) -> set[Any]:
    return set(x)


def _valid_24(x: Any) -> bool:
    """Validate against #"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG9.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_24(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against #"""
    _check_5(x, p, e, strict)


def _properties_24(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_properties_5(x))
    return out


def _is1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/stop_reason/not"""
    return isinstance(x, str) and x in _ENUM9


def _is2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#/then/not"""
    return not ((isinstance(x, dict)) and (not ("url" in x)))


def _is3(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#/if"""
    return not ((isinstance(x, dict)) and (not ("data" in x)))


_VALID_BY_TAG1.update(
    {
        "text": _valid_16,
        "image": _valid_9,
        "thinking": _valid_18,
        "reasoning": _valid_10,
        "reasoning_details": _valid_12,
        "tool_call": _valid_20,
        "extension": _valid_8,
    }
)
_CHECK_BY_TAG2.update(
    {
        "text": _check_16,
        "image": _check_9,
        "thinking": _check_18,
        "reasoning": _check_10,
        "reasoning_details": _check_12,
        "tool_call": _check_20,
        "extension": _check_8,
    }
)
_VALID_BY_TAG3.update(
    {
        "text": _valid_16,
        "image": _valid_9,
        "thinking": _valid_18,
        "reasoning": _valid_10,
        "reasoning_details": _valid_12,
        "tool_call": _valid_20,
        "extension": _valid_8,
    }
)
_VALID_BY_TAG4.update(
    {
        "text_delta": _valid_17,
        "thinking_delta": _valid_19,
        "reasoning_delta": _valid_11,
        "reasoning_details_delta": _valid_13,
        "tool_call_delta": _valid_21,
    }
)
_VALID_BY_TAG5.update({"start": _valid_6, "delta": _valid_2, "done": _valid_3, "error": _valid_4})
_CHECK_BY_TAG6.update({"start": _check_6, "delta": _check_2, "done": _check_3, "error": _check_4})
_VALID_BY_TAG7.update(
    {
        "text_delta": _valid_17,
        "thinking_delta": _valid_19,
        "reasoning_delta": _valid_11,
        "reasoning_details_delta": _valid_13,
        "tool_call_delta": _valid_21,
    }
)
_CHECK_BY_TAG8.update(
    {
        "text_delta": _check_17,
        "thinking_delta": _check_19,
        "reasoning_delta": _check_11,
        "reasoning_details_delta": _check_13,
        "tool_call_delta": _check_21,
    }
)
_VALID_BY_TAG9.update({"start": _valid_6, "delta": _valid_2, "done": _valid_3, "error": _valid_4})
