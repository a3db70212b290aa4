# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The validator of agent/agent_event, as agentproto.compile makes it.

from . import _runtime as rt
from ._runtime import Problem

import re
from collections.abc import Callable
from typing import Any


_KNOWN1: frozenset[str] = frozenset(
    {"messages", "run_id", "seq", "turns", "type", "unmapped", "usage", "will_retry"}
)
_VALID_BY_TAG1: dict[str, Callable[[Any], bool]] = {}
_PATTERN2 = re.compile("^[\\x2d0-9\\x5fa-z]++\\x2f[\\x2d-\\x2e0-9A-Z\\x5fa-z]++(?!(?s:.))")
_KNOWN3: frozenset[str] = frozenset({})
_KNOWN4: frozenset[str] = frozenset(
    {"cache_read", "cache_write", "extra", "input", "output", "reasoning", "total_tokens"}
)
_VALID_BY_TAG2: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG3: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_VALID_BY_TAG4: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG5: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN5: frozenset[str] = frozenset({"run_id", "seq", "type"})
_VALID_BY_TAG6: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG7: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN6: frozenset[str] = frozenset(
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
_ENUM7 = frozenset(
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
_VALID_BY_TAG8: dict[str, Callable[[Any], bool]] = {}
_KNOWN8: frozenset[str] = frozenset(
    {"cache_read", "cache_write", "extra", "input", "output", "total"}
)
_KNOWN9: frozenset[str] = frozenset({"block", "delta", "partial", "type"})
_VALID_BY_TAG9: dict[str, Callable[[Any], bool]] = {}
_ENUM10 = frozenset({"start", "end"})
_KNOWN11: frozenset[str] = frozenset({"cost", "message", "stop_reason", "type", "usage"})
_ENUM12 = frozenset({"error", "aborted"})
_KNOWN13: frozenset[str] = frozenset(
    {"cost", "error_message", "message", "stop_reason", "type", "usage"}
)
_KNOWN14: frozenset[str] = frozenset({"partial", "type"})
_KNOWN15: frozenset[str] = frozenset(
    {"aborted", "error_message", "result", "run_id", "seq", "type", "will_retry"}
)
_KNOWN16: frozenset[str] = frozenset({"reason", "run_id", "seq", "type"})
_ENUM17 = frozenset({"threshold", "overflow"})
_KNOWN18: frozenset[str] = frozenset({"attempt", "final_error", "run_id", "seq", "success", "type"})
_KNOWN19: frozenset[str] = frozenset(
    {"attempt", "delay_ms", "error_message", "max_attempts", "run_id", "seq", "type"}
)
_KNOWN20: frozenset[str] = frozenset(
    {
        "cancelled",
        "command",
        "exclude_from_context",
        "exit_code",
        "full_output_path",
        "output",
        "role",
        "timestamp",
        "truncated",
        "turn_id",
    }
)
_KNOWN21: frozenset[str] = frozenset({"data", "type", "type_name"})
_KNOWN22: frozenset[str] = frozenset(
    {"content", "data", "details", "display", "kind", "role", "timestamp"}
)
_VALID_BY_TAG10: dict[str, Callable[[Any], bool]] = {}
_KNOWN23: frozenset[str] = frozenset({"role", "timestamp"})
_KNOWN24: frozenset[str] = frozenset({"alt", "data", "mime_type", "type", "url"})
_PATTERN25 = re.compile(
    "^(?:[\\+\\/-9A-Za-z]{4})*(?:[\\+\\/-9A-Za-z]{2}==|[\\+\\/-9A-Za-z]{3}=)?(?!(?s:.))"
)
_PATTERN26 = re.compile("^image\\x2f[0-9a-z][\\x2b\\x2d-\\x2e0-9a-z]*+(?!(?s:.))")
_PATTERN27 = re.compile(
    "^[a-z][\\x2b\\x2d-\\x2e0-9a-z]*+\\x3a\\x2f\\x2f[\\x00-\\x08\\x0e-\\x1f\\x21-\\x9f\\xa1-\\u167f\\u1681-\\u1fff\\u200b-\\u2027\\u202a-\\u202e\\u2030-\\u205e\\u2060-\\u2fff\\u3001-\\ufefe\\uff00-\\U0010ffff]++(?!(?s:.))"
)
_KNOWN28: frozenset[str] = frozenset({"reason", "run_id", "seq", "type", "unmapped"})
_KNOWN29: frozenset[str] = frozenset({"message", "run_id", "seq", "turn_id", "type"})
_VALID_BY_TAG11: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG12: dict[str, Callable[[Any], bool]] = {}
_KNOWN30: frozenset[str] = frozenset(
    {"delta", "message", "run_id", "seq", "turn_id", "type", "usage"}
)
_VALID_BY_TAG13: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG14: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG15: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN31: frozenset[str] = frozenset({"text", "type"})
_KNOWN32: frozenset[str] = frozenset({"content_index", "delta", "type"})
_KNOWN33: frozenset[str] = frozenset({"details", "type"})
_VALID_BY_TAG16: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG17: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN34: frozenset[str] = frozenset({"content", "role", "timestamp", "turn_id"})
_KNOWN35: frozenset[str] = frozenset({"provider_index", "text", "text_signature", "type"})
_KNOWN36: frozenset[str] = frozenset({"content_index", "delta", "signature", "type"})
_KNOWN37: frozenset[str] = frozenset(
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
_ENUM38 = frozenset({"native", "prompted"})
_KNOWN39: frozenset[str] = frozenset(
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
_KNOWN40: frozenset[str] = frozenset(
    {"content_index", "delta", "id", "name", "tool_call_index", "type"}
)
_KNOWN41: frozenset[str] = frozenset(
    {
        "duration_ms",
        "is_error",
        "result",
        "run_id",
        "seq",
        "tool_call_id",
        "tool_name",
        "turn_id",
        "type",
    }
)
_KNOWN42: frozenset[str] = frozenset({"content", "details", "narration", "terminate"})
_VALID_BY_TAG18: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG19: dict[str, Callable[[Any], bool]] = {}
_KNOWN43: frozenset[str] = frozenset(
    {"args", "run_id", "seq", "tool_call_id", "tool_name", "turn_id", "type"}
)
_KNOWN44: frozenset[str] = frozenset(
    {"args", "partial_result", "run_id", "seq", "tool_call_id", "tool_name", "turn_id", "type"}
)
_VALID_BY_TAG20: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG21: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG22: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN45: frozenset[str] = frozenset(
    {
        "content",
        "details",
        "is_error",
        "narration",
        "role",
        "timestamp",
        "tool_call_id",
        "tool_name",
        "turn_id",
    }
)
_VALID_BY_TAG23: dict[str, Callable[[Any], bool]] = {}
_KNOWN46: frozenset[str] = frozenset(
    {"message", "run_id", "seq", "tool_results", "turn_id", "type", "usage"}
)
_VALID_BY_TAG24: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG25: dict[str, Callable[[Any], bool]] = {}
_KNOWN47: frozenset[str] = frozenset({"run_id", "seq", "turn_id", "type"})
_VALID_BY_TAG26: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG27: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN48: frozenset[str] = frozenset({"content", "role", "timestamp", "turn_id", "unmapped"})
_VALID_BY_TAG28: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG29: dict[str, Callable[[Any], bool]] = {}


def _valid_0(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/agent_end_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "messages" in x):
        return False
    if not _KNOWN1.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "agent_end":
        return False
    v4 = x["messages"]
    if not (isinstance(v4, list)):
        return False
    for v6 in v4:
        if not isinstance(v6, dict):
            return False
        v7 = v6.get("role")
        v8 = _VALID_BY_TAG1.get(v7) if isinstance(v7, str) else None
        if v8 is not None:
            if not v8(v6):
                return False
        elif not (isinstance(v7, str) and _PATTERN2.search(v7) is not None and _valid_19(v6)):
            return False
    if "run_id" in x:
        v9 = x["run_id"]
        if not (isinstance(v9, str)):
            return False
        if len(v9) < 1:
            return False
    if "seq" in x:
        v10 = x["seq"]
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
    if "turns" in x:
        v11 = x["turns"]
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
    if "will_retry" in x:
        v12 = x["will_retry"]
        if not (isinstance(v12, bool)):
            return False
    if "unmapped" in x:
        v13 = x["unmapped"]
        if not (isinstance(v13, dict)):
            return False
    if "usage" in x:
        v16 = x["usage"]
        if not (isinstance(v16, dict)):
            return False
        if not ("input" in v16 and "output" in v16):
            return False
        if not _KNOWN4.issuperset(v16):
            return False
        v19 = v16["input"]
        if not (
            type(v19) is int
            or isinstance(v19, float)
            and v19.is_integer()
            or isinstance(v19, int)
            and not isinstance(v19, bool)
        ):
            return False
        if v19 < 0:
            return False
        v20 = v16["output"]
        if not (
            type(v20) is int
            or isinstance(v20, float)
            and v20.is_integer()
            or isinstance(v20, int)
            and not isinstance(v20, bool)
        ):
            return False
        if v20 < 0:
            return False
        if "cache_read" in v16:
            v21 = v16["cache_read"]
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
        if "cache_write" in v16:
            v22 = v16["cache_write"]
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
        if "reasoning" in v16:
            v23 = v16["reasoning"]
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
        if "total_tokens" in v16:
            v24 = v16["total_tokens"]
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
        if "extra" in v16:
            v25 = v16["extra"]
            if not (isinstance(v25, dict)):
                return False
            for v26, v27 in v25.items():
                if v26 not in _KNOWN3:
                    if not (
                        type(v27) is int
                        or isinstance(v27, float)
                        and v27.is_integer()
                        or isinstance(v27, int)
                        and not isinstance(v27, bool)
                    ):
                        return False
                    if v27 < 0:
                        return False
    return True


def _check_0(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/agent_end_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/agent_end_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("messages", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, list)):
                e.append(
                    Problem(
                        p + "/messages",
                        "type",
                        "expected array, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/messages/type",
                    )
                )
            if isinstance(v1, list):
                for v2, v3 in enumerate(v1):
                    _check_2(v3, p + "/messages" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/messages" + "/" + str(v2),
                            _properties_2(v3),
                            "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/messages/items",
                            e,
                        )
        v4 = x.get("run_id", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/run_id/minLength",
                    )
                )
        v5 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/seq/minimum",
                    )
                )
        v6 = x.get("turns", rt.MISSING)
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
                        p + "/turns",
                        "type",
                        "expected integer, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/turns/type",
                    )
                )
            if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 0):
                e.append(
                    Problem(
                        p + "/turns",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v6),
                        "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/turns/minimum",
                    )
                )
        v7 = x.get("type", rt.MISSING)
        if (v7 is not rt.MISSING) and (v7 != "agent_end"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "agent_end", found ' + rt.show(v7),
                    "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/type/const",
                )
            )
        v8 = x.get("unmapped", rt.MISSING)
        if (v8 is not rt.MISSING) and (not (isinstance(v8, dict))):
            e.append(
                Problem(
                    p + "/unmapped",
                    "type",
                    "expected object, found " + rt.kind(v8),
                    "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/unmapped/type",
                )
            )
        v11 = x.get("usage", rt.MISSING)
        if v11 is not rt.MISSING:
            _check_47(v11, p + "/usage", e, strict)
            if strict and isinstance(v11, dict):
                rt.unknown_properties(
                    v11,
                    p + "/usage",
                    _properties_47(v11),
                    "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/usage",
                    e,
                )
        v12 = x.get("will_retry", rt.MISSING)
        if (v12 is not rt.MISSING) and (not (isinstance(v12, bool))):
            e.append(
                Problem(
                    p + "/will_retry",
                    "type",
                    "expected boolean, found " + rt.kind(v12),
                    "https://agentproto.dev/schema/agent/agent_end_event.json#/properties/will_retry/type",
                )
            )
        if not _KNOWN1.issuperset(x):
            for v13 in x:
                if v13 not in _KNOWN1:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v13),
                            "https://agentproto.dev/schema/agent/agent_end_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/agent_end_event.json#/required",
                )
            )
        if "messages" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "messages"',
                    "https://agentproto.dev/schema/agent/agent_end_event.json#/required",
                )
            )


def _properties_0(x: Any) -> set[Any]:
    return set(x)


def _valid_1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/agent_event.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG2.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN2.search(v1) is not None and _valid_17(x)):
        return False
    return True


def _check_1(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/agent_event.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG3.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN2.search(v1) is not None:
            _check_17(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/agent/agent_event.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "pattern",
                    'expected one of "agent_start", "agent_end", "turn_start", "turn_end", "message_start", "message_update", "message_end", "tool_execution_start", ..., found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/agent/agent_event.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/agent_event.json#/oneOf",
            )
        )


def _properties_1(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_3(x):
        out.update(_properties_3(x))
    if _valid_0(x):
        out.update(_properties_0(x))
    if _valid_46(x):
        out.update(_properties_46(x))
    if _valid_44(x):
        out.update(_properties_44(x))
    if _valid_23(x):
        out.update(_properties_23(x))
    if _valid_24(x):
        out.update(_properties_24(x))
    if _valid_22(x):
        out.update(_properties_22(x))
    if _valid_40(x):
        out.update(_properties_40(x))
    if _valid_41(x):
        out.update(_properties_41(x))
    if _valid_38(x):
        out.update(_properties_38(x))
    if _valid_11(x):
        out.update(_properties_11(x))
    if _valid_10(x):
        out.update(_properties_10(x))
    if _valid_13(x):
        out.update(_properties_13(x))
    if _valid_12(x):
        out.update(_properties_12(x))
    if _valid_21(x):
        out.update(_properties_21(x))
    if _valid_17(x):
        out.update(_properties_17(x))
    return out


def _valid_2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/agent_message.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("role")
    v2 = _VALID_BY_TAG4.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN2.search(v1) is not None and _valid_19(x)):
        return False
    return True


def _check_2(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/agent_message.json#"""
    if isinstance(x, dict):
        v1 = x.get("role", rt.MISSING)
        v2 = _CHECK_BY_TAG5.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN2.search(v1) is not None:
            _check_19(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role" (the tag naming the variant)',
                    "https://agentproto.dev/schema/agent/agent_message.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/role",
                    "pattern",
                    'expected one of "system", "user", "assistant", "tool_result", "extension", "bash_execution", found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/agent/agent_message.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/agent_message.json#/oneOf",
            )
        )


def _properties_2(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_31(x):
        out.update(_properties_31(x))
    if _valid_49(x):
        out.update(_properties_49(x))
    if _valid_5(x):
        out.update(_properties_5(x))
    if _valid_43(x):
        out.update(_properties_43(x))
    if _valid_18(x):
        out.update(_properties_18(x))
    if _valid_14(x):
        out.update(_properties_14(x))
    if _valid_19(x):
        out.update(_properties_19(x))
    return out


def _valid_3(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/agent_start_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    if not _KNOWN5.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "agent_start":
        return False
    if "run_id" in x:
        v4 = x["run_id"]
        if not (isinstance(v4, str)):
            return False
        if len(v4) < 1:
            return False
    if "seq" in x:
        v5 = x["seq"]
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


def _check_3(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/agent_start_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/agent_start_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("run_id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/agent_start_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/agent/agent_start_event.json#/properties/run_id/minLength",
                    )
                )
        v2 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/agent_start_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/agent/agent_start_event.json#/properties/seq/minimum",
                    )
                )
        v3 = x.get("type", rt.MISSING)
        if (v3 is not rt.MISSING) and (v3 != "agent_start"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "agent_start", found ' + rt.show(v3),
                    "https://agentproto.dev/schema/agent/agent_start_event.json#/properties/type/const",
                )
            )
        if not _KNOWN5.issuperset(x):
            for v4 in x:
                if v4 not in _KNOWN5:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v4),
                            "https://agentproto.dev/schema/agent/agent_start_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/agent_start_event.json#/required",
                )
            )


def _properties_3(x: Any) -> set[Any]:
    return set(x)


def _valid_4(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_content_block.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG6.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_4(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/assistant_content_block.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG7.get(v1) if isinstance(v1, str) else None
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


def _properties_4(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_32(x):
        out.update(_properties_32(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_34(x):
        out.update(_properties_34(x))
    if _valid_25(x):
        out.update(_properties_25(x))
    if _valid_27(x):
        out.update(_properties_27(x))
    if _valid_36(x):
        out.update(_properties_36(x))
    if _valid_16(x):
        out.update(_properties_16(x))
    return out


def _valid_5(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x and "content" in x and "stop_reason" in x):
        return False
    if not _KNOWN6.issuperset(x):
        return False
    v3 = x["role"]
    if v3 != "assistant":
        return False
    v4 = x["stop_reason"]
    if not (isinstance(v4, str) and v4 in _ENUM7):
        return False
    v5 = x["content"]
    if not (isinstance(v5, list)):
        return False
    for v7 in v5:
        if not isinstance(v7, dict):
            return False
        v8 = v7.get("type")
        v9 = _VALID_BY_TAG8.get(v8) if isinstance(v8, str) else None
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
        if not _KNOWN8.issuperset(v18):
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
                if (v27 not in _KNOWN3) and (
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
        if not _KNOWN4.issuperset(v32):
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
                if v42 not in _KNOWN3:
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


def _check_5(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    _check_4(v4, p + "/content" + "/" + str(v3), e, strict)
                    if strict and isinstance(v4, dict):
                        rt.unknown_properties(
                            v4,
                            p + "/content" + "/" + str(v3),
                            _properties_4(v4),
                            "https://agentproto.dev/schema/agent/assistant_message.json#/properties/content/items",
                            e,
                        )
        v5 = x.get("cost", rt.MISSING)
        if v5 is not rt.MISSING:
            _check_15(v5, p + "/cost", e, strict)
            if strict and isinstance(v5, dict):
                rt.unknown_properties(
                    v5,
                    p + "/cost",
                    _properties_15(v5),
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
            _check_29(v12, p + "/stop_reason", e, strict)
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
            _check_45(v14, p + "/turn_id", e, strict)
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
            _check_47(v18, p + "/usage", e, strict)
            if strict and isinstance(v18, dict):
                rt.unknown_properties(
                    v18,
                    p + "/usage",
                    _properties_47(v18),
                    "https://agentproto.dev/schema/agent/assistant_message.json#/properties/usage",
                    e,
                )
        if not _KNOWN6.issuperset(x):
            for v19 in x:
                if v19 not in _KNOWN6:
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


def _properties_5(x: Any) -> set[Any]:
    return set(x)


def _valid_6(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN9.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "delta":
        return False
    v4 = x["delta"]
    if not isinstance(v4, dict):
        return False
    v5 = v4.get("type")
    v6 = _VALID_BY_TAG9.get(v5) if isinstance(v5, str) else None
    if v6 is None:
        return False
    if not v6(v4):
        return False
    if "block" in x:
        v7 = x["block"]
        if not (isinstance(v7, str) and v7 in _ENUM10):
            return False
    if "partial" in x:
        v8 = x["partial"]
        if not _valid_5(v8):
            return False
    return True


def _check_6(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str) and v1 in _ENUM10)):
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
            _check_30(v2, p + "/delta", e, strict)
            if strict and isinstance(v2, dict):
                rt.unknown_properties(
                    v2,
                    p + "/delta",
                    _properties_30(v2),
                    "https://agentproto.dev/schema/agent/assistant_message_delta.json#/properties/delta",
                    e,
                )
        v3 = x.get("partial", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_5(v3, p + "/partial", e, strict)
            if strict and isinstance(v3, dict):
                rt.unknown_properties(
                    v3,
                    p + "/partial",
                    _properties_5(v3),
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
        if not _KNOWN9.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN9:
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


def _properties_6(x: Any) -> set[Any]:
    return set(x)


def _valid_7(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_done.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "usage" in x and "stop_reason" in x):
        return False
    if not _KNOWN11.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "done":
        return False
    v4 = x["stop_reason"]
    if not (isinstance(v4, str) and v4 in _ENUM7):
        return False
    if _is1(v4):
        return False
    v5 = x["usage"]
    if not (isinstance(v5, dict)):
        return False
    if not ("input" in v5 and "output" in v5):
        return False
    if not _KNOWN4.issuperset(v5):
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
            if v15 not in _KNOWN3:
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
        if not _KNOWN8.issuperset(v17):
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
                if (v26 not in _KNOWN3) and (
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
        if not _valid_5(v28):
            return False
    return True


def _check_7(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            _check_15(v1, p + "/cost", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/cost",
                    _properties_15(v1),
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/cost",
                    e,
                )
        v2 = x.get("message", rt.MISSING)
        if v2 is not rt.MISSING:
            _check_5(v2, p + "/message", e, strict)
            if strict and isinstance(v2, dict):
                rt.unknown_properties(
                    v2,
                    p + "/message",
                    _properties_5(v2),
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/message",
                    e,
                )
        v3 = x.get("stop_reason", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_29(v3, p + "/stop_reason", e, strict)
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
            _check_47(v5, p + "/usage", e, strict)
            if strict and isinstance(v5, dict):
                rt.unknown_properties(
                    v5,
                    p + "/usage",
                    _properties_47(v5),
                    "https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/usage",
                    e,
                )
        if not _KNOWN11.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN11:
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


def _properties_7(x: Any) -> set[Any]:
    return set(x)


def _valid_8(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_error.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "stop_reason" in x and "error_message" in x):
        return False
    if not _KNOWN13.issuperset(x):
        return False
    v3 = x["error_message"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["stop_reason"]
    if not (isinstance(v4, str) and v4 in _ENUM7):
        return False
    if not (isinstance(v4, str) and v4 in _ENUM12):
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
        if not _KNOWN8.issuperset(v6):
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
                if (v15 not in _KNOWN3) and (
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
        if not _valid_5(v17):
            return False
    if "usage" in x:
        v18 = x["usage"]
        if not (isinstance(v18, dict)):
            return False
        if not ("input" in v18 and "output" in v18):
            return False
        if not _KNOWN4.issuperset(v18):
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
                if v28 not in _KNOWN3:
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


def _check_8(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            _check_15(v1, p + "/cost", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/cost",
                    _properties_15(v1),
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
            _check_5(v3, p + "/message", e, strict)
            if strict and isinstance(v3, dict):
                rt.unknown_properties(
                    v3,
                    p + "/message",
                    _properties_5(v3),
                    "https://agentproto.dev/schema/agent/assistant_message_error.json#/properties/message",
                    e,
                )
        v4 = x.get("stop_reason", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_29(v4, p + "/stop_reason", e, strict)
            if not (isinstance(v4, str) and v4 in _ENUM12):
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
            _check_47(v6, p + "/usage", e, strict)
            if strict and isinstance(v6, dict):
                rt.unknown_properties(
                    v6,
                    p + "/usage",
                    _properties_47(v6),
                    "https://agentproto.dev/schema/agent/assistant_message_error.json#/properties/usage",
                    e,
                )
        if not _KNOWN13.issuperset(x):
            for v7 in x:
                if v7 not in _KNOWN13:
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


def _properties_8(x: Any) -> set[Any]:
    return set(x)


def _valid_9(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_start.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    if not _KNOWN14.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "start":
        return False
    if "partial" in x:
        v4 = x["partial"]
        if not _valid_5(v4):
            return False
    return True


def _check_9(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            _check_5(v1, p + "/partial", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/partial",
                    _properties_5(v1),
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
        if not _KNOWN14.issuperset(x):
            for v3 in x:
                if v3 not in _KNOWN14:
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


def _properties_9(x: Any) -> set[Any]:
    return set(x)


def _valid_10(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/auto_compaction_end_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "aborted" in x and "will_retry" in x):
        return False
    if not _KNOWN15.issuperset(x):
        return False
    v3 = x["aborted"]
    if not (isinstance(v3, bool)):
        return False
    v4 = x["type"]
    if v4 != "auto_compaction_end":
        return False
    v5 = x["will_retry"]
    if not (isinstance(v5, bool)):
        return False
    if "error_message" in x:
        v6 = x["error_message"]
        if not (isinstance(v6, str)):
            return False
    if "run_id" in x:
        v8 = x["run_id"]
        if not (isinstance(v8, str)):
            return False
        if len(v8) < 1:
            return False
    if "seq" in x:
        v9 = x["seq"]
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
    return True


def _check_10(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/auto_compaction_end_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("aborted", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, bool))):
            e.append(
                Problem(
                    p + "/aborted",
                    "type",
                    "expected boolean, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/properties/aborted/type",
                )
            )
        v2 = x.get("error_message", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/error_message",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/properties/error_message/type",
                )
            )
        v4 = x.get("run_id", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/properties/run_id/minLength",
                    )
                )
        v5 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/properties/seq/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if (v6 is not rt.MISSING) and (v6 != "auto_compaction_end"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "auto_compaction_end", found ' + rt.show(v6),
                    "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/properties/type/const",
                )
            )
        v7 = x.get("will_retry", rt.MISSING)
        if (v7 is not rt.MISSING) and (not (isinstance(v7, bool))):
            e.append(
                Problem(
                    p + "/will_retry",
                    "type",
                    "expected boolean, found " + rt.kind(v7),
                    "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/properties/will_retry/type",
                )
            )
        if not _KNOWN15.issuperset(x):
            for v8 in x:
                if v8 not in _KNOWN15:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v8),
                            "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/required",
                )
            )
        if "aborted" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "aborted"',
                    "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/required",
                )
            )
        if "will_retry" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "will_retry"',
                    "https://agentproto.dev/schema/agent/auto_compaction_end_event.json#/required",
                )
            )


def _properties_10(x: Any) -> set[Any]:
    return set(x)


def _valid_11(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/auto_compaction_start_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "reason" in x):
        return False
    if not _KNOWN16.issuperset(x):
        return False
    v3 = x["reason"]
    if not (isinstance(v3, str) and v3 in _ENUM17):
        return False
    v4 = x["type"]
    if v4 != "auto_compaction_start":
        return False
    if "run_id" in x:
        v5 = x["run_id"]
        if not (isinstance(v5, str)):
            return False
        if len(v5) < 1:
            return False
    if "seq" in x:
        v6 = x["seq"]
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
    return True


def _check_11(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/auto_compaction_start_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("reason", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str) and v1 in _ENUM17):
                e.append(
                    Problem(
                        p + "/reason",
                        "enum",
                        'expected one of "threshold", "overflow", found ' + rt.show(v1),
                        "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/properties/reason/enum",
                    )
                )
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/reason",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/properties/reason/type",
                    )
                )
        v2 = x.get("run_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/properties/run_id/minLength",
                    )
                )
        v3 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/properties/seq/minimum",
                    )
                )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "auto_compaction_start"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "auto_compaction_start", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/properties/type/const",
                )
            )
        if not _KNOWN16.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN16:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v5),
                            "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/required",
                )
            )
        if "reason" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "reason"',
                    "https://agentproto.dev/schema/agent/auto_compaction_start_event.json#/required",
                )
            )


def _properties_11(x: Any) -> set[Any]:
    return set(x)


def _valid_12(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/auto_retry_end_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "success" in x and "attempt" in x):
        return False
    if not _KNOWN18.issuperset(x):
        return False
    v3 = x["attempt"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 1:
        return False
    v4 = x["success"]
    if not (isinstance(v4, bool)):
        return False
    v5 = x["type"]
    if v5 != "auto_retry_end":
        return False
    if "final_error" in x:
        v6 = x["final_error"]
        if not (isinstance(v6, str)):
            return False
    if "run_id" in x:
        v7 = x["run_id"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    if "seq" in x:
        v8 = x["seq"]
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


def _check_12(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/auto_retry_end_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("attempt", rt.MISSING)
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
                        p + "/attempt",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/properties/attempt/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 1):
                e.append(
                    Problem(
                        p + "/attempt",
                        "minimum",
                        "expected a number >= 1, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/properties/attempt/minimum",
                    )
                )
        v2 = x.get("final_error", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/final_error",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/properties/final_error/type",
                )
            )
        v3 = x.get("run_id", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/properties/run_id/minLength",
                    )
                )
        v4 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/properties/seq/minimum",
                    )
                )
        v5 = x.get("success", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, bool))):
            e.append(
                Problem(
                    p + "/success",
                    "type",
                    "expected boolean, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/properties/success/type",
                )
            )
        v6 = x.get("type", rt.MISSING)
        if (v6 is not rt.MISSING) and (v6 != "auto_retry_end"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "auto_retry_end", found ' + rt.show(v6),
                    "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/properties/type/const",
                )
            )
        if not _KNOWN18.issuperset(x):
            for v7 in x:
                if v7 not in _KNOWN18:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v7),
                            "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/required",
                )
            )
        if "success" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "success"',
                    "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/required",
                )
            )
        if "attempt" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "attempt"',
                    "https://agentproto.dev/schema/agent/auto_retry_end_event.json#/required",
                )
            )


def _properties_12(x: Any) -> set[Any]:
    return set(x)


def _valid_13(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/auto_retry_start_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "attempt" in x
        and "max_attempts" in x
        and "delay_ms" in x
        and "error_message" in x
    ):
        return False
    if not _KNOWN19.issuperset(x):
        return False
    v3 = x["attempt"]
    if not (
        type(v3) is int
        or isinstance(v3, float)
        and v3.is_integer()
        or isinstance(v3, int)
        and not isinstance(v3, bool)
    ):
        return False
    if v3 < 1:
        return False
    v4 = x["delay_ms"]
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
    v5 = x["error_message"]
    if not (isinstance(v5, str)):
        return False
    v6 = x["max_attempts"]
    if not (
        type(v6) is int
        or isinstance(v6, float)
        and v6.is_integer()
        or isinstance(v6, int)
        and not isinstance(v6, bool)
    ):
        return False
    if v6 < 1:
        return False
    v7 = x["type"]
    if v7 != "auto_retry_start":
        return False
    if "run_id" in x:
        v8 = x["run_id"]
        if not (isinstance(v8, str)):
            return False
        if len(v8) < 1:
            return False
    if "seq" in x:
        v9 = x["seq"]
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
    return True


def _check_13(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/auto_retry_start_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("attempt", rt.MISSING)
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
                        p + "/attempt",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/attempt/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 1):
                e.append(
                    Problem(
                        p + "/attempt",
                        "minimum",
                        "expected a number >= 1, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/attempt/minimum",
                    )
                )
        v2 = x.get("delay_ms", rt.MISSING)
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
                        p + "/delay_ms",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/delay_ms/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/delay_ms",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/delay_ms/minimum",
                    )
                )
        v3 = x.get("error_message", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str))):
            e.append(
                Problem(
                    p + "/error_message",
                    "type",
                    "expected string, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/error_message/type",
                )
            )
        v4 = x.get("max_attempts", rt.MISSING)
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
                        p + "/max_attempts",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/max_attempts/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 1):
                e.append(
                    Problem(
                        p + "/max_attempts",
                        "minimum",
                        "expected a number >= 1, found " + rt.show(v4),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/max_attempts/minimum",
                    )
                )
        v5 = x.get("run_id", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (isinstance(v5, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v5, str)) and (len(v5) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v5)),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/run_id/minLength",
                    )
                )
        v6 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v6),
                        "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/seq/minimum",
                    )
                )
        v7 = x.get("type", rt.MISSING)
        if (v7 is not rt.MISSING) and (v7 != "auto_retry_start"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "auto_retry_start", found ' + rt.show(v7),
                    "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/properties/type/const",
                )
            )
        if not _KNOWN19.issuperset(x):
            for v8 in x:
                if v8 not in _KNOWN19:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v8),
                            "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/required",
                )
            )
        if "attempt" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "attempt"',
                    "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/required",
                )
            )
        if "max_attempts" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "max_attempts"',
                    "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/required",
                )
            )
        if "delay_ms" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delay_ms"',
                    "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/required",
                )
            )
        if "error_message" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "error_message"',
                    "https://agentproto.dev/schema/agent/auto_retry_start_event.json#/required",
                )
            )


def _properties_13(x: Any) -> set[Any]:
    return set(x)


def _valid_14(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/bash_execution_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "role" in x
        and "command" in x
        and "output" in x
        and "exit_code" in x
        and "cancelled" in x
        and "truncated" in x
    ):
        return False
    if not _KNOWN20.issuperset(x):
        return False
    v3 = x["cancelled"]
    if not (isinstance(v3, bool)):
        return False
    v4 = x["command"]
    if not (isinstance(v4, str)):
        return False
    v5 = x["exit_code"]
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
    v6 = x["output"]
    if not (isinstance(v6, str)):
        return False
    v7 = x["role"]
    if v7 != "bash_execution":
        return False
    v8 = x["truncated"]
    if not (isinstance(v8, bool)):
        return False
    if "exclude_from_context" in x:
        v9 = x["exclude_from_context"]
        if not (isinstance(v9, bool)):
            return False
    if "full_output_path" in x:
        v10 = x["full_output_path"]
        if not (isinstance(v10, str) or v10 is None):
            return False
    if "timestamp" in x:
        v11 = x["timestamp"]
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
    if "turn_id" in x:
        v12 = x["turn_id"]
        if not (isinstance(v12, str)):
            return False
        if len(v12) < 1:
            return False
    return True


def _check_14(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/bash_execution_message.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/bash_execution_message.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("cancelled", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, bool))):
            e.append(
                Problem(
                    p + "/cancelled",
                    "type",
                    "expected boolean, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/cancelled/type",
                )
            )
        v2 = x.get("command", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/command",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/command/type",
                )
            )
        v3 = x.get("exclude_from_context", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, bool))):
            e.append(
                Problem(
                    p + "/exclude_from_context",
                    "type",
                    "expected boolean, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/exclude_from_context/type",
                )
            )
        v4 = x.get("exit_code", rt.MISSING)
        if (v4 is not rt.MISSING) and (
            not (
                (
                    type(v4) is int
                    or isinstance(v4, float)
                    and v4.is_integer()
                    or isinstance(v4, int)
                    and not isinstance(v4, bool)
                )
                or v4 is None
            )
        ):
            e.append(
                Problem(
                    p + "/exit_code",
                    "type",
                    "expected integer or null, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/exit_code/type",
                )
            )
        v5 = x.get("full_output_path", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str) or v5 is None)):
            e.append(
                Problem(
                    p + "/full_output_path",
                    "type",
                    "expected string or null, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/full_output_path/type",
                )
            )
        v6 = x.get("output", rt.MISSING)
        if (v6 is not rt.MISSING) and (not (isinstance(v6, str))):
            e.append(
                Problem(
                    p + "/output",
                    "type",
                    "expected string, found " + rt.kind(v6),
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/output/type",
                )
            )
        v7 = x.get("role", rt.MISSING)
        if (v7 is not rt.MISSING) and (v7 != "bash_execution"):
            e.append(
                Problem(
                    p + "/role",
                    "const",
                    'expected "bash_execution", found ' + rt.show(v7),
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/role/const",
                )
            )
        v8 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v8),
                        "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/timestamp/minimum",
                    )
                )
        v9 = x.get("truncated", rt.MISSING)
        if (v9 is not rt.MISSING) and (not (isinstance(v9, bool))):
            e.append(
                Problem(
                    p + "/truncated",
                    "type",
                    "expected boolean, found " + rt.kind(v9),
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/properties/truncated/type",
                )
            )
        v10 = x.get("turn_id", rt.MISSING)
        if v10 is not rt.MISSING:
            _check_45(v10, p + "/turn_id", e, strict)
        if not _KNOWN20.issuperset(x):
            for v11 in x:
                if v11 not in _KNOWN20:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v11),
                            "https://agentproto.dev/schema/agent/bash_execution_message.json#/additionalProperties",
                        )
                    )
        if "role" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role"',
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/required",
                )
            )
        if "command" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "command"',
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/required",
                )
            )
        if "output" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "output"',
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/required",
                )
            )
        if "exit_code" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "exit_code"',
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/required",
                )
            )
        if "cancelled" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "cancelled"',
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/required",
                )
            )
        if "truncated" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "truncated"',
                    "https://agentproto.dev/schema/agent/bash_execution_message.json#/required",
                )
            )


def _properties_14(x: Any) -> set[Any]:
    return set(x)


def _valid_15(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/cost.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "input" in x and "output" in x and "cache_read" in x and "cache_write" in x and "total" in x
    ):
        return False
    if not _KNOWN8.issuperset(x):
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
            if (v9 not in _KNOWN3) and (
                not (
                    type(v10) is int
                    or type(v10) is float
                    or isinstance(v10, (int, float))
                    and not isinstance(v10, bool)
                )
            ):
                return False
    return True


def _check_15(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    if (v4 not in _KNOWN3) and (
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
        if not _KNOWN8.issuperset(x):
            for v9 in x:
                if v9 not in _KNOWN8:
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


def _properties_15(x: Any) -> set[Any]:
    return set(x)


def _valid_16(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "type_name" in x and "data" in x):
        return False
    if not _KNOWN21.issuperset(x):
        return False
    v4 = x["type"]
    if v4 != "extension":
        return False
    v5 = x["type_name"]
    if not (isinstance(v5, str)):
        return False
    return not (len(v5) < 1)


def _check_16(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN21.issuperset(x):
            for v4 in x:
                if v4 not in _KNOWN21:
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


def _properties_16(x: Any) -> set[Any]:
    return set(x)


def _valid_17(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    v1 = x["type"]
    if not (isinstance(v1, str)):
        return False
    if _PATTERN2.search(v1) is None:
        return False
    if "run_id" in x:
        v2 = x["run_id"]
        if not (isinstance(v2, str)):
            return False
        if len(v2) < 1:
            return False
    if "seq" in x:
        v3 = x["seq"]
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
    return True


def _check_17(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/extension_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/extension_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("run_id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/extension_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/agent/extension_event.json#/properties/run_id/minLength",
                    )
                )
        v2 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/extension_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/agent/extension_event.json#/properties/seq/minimum",
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
                        "https://agentproto.dev/schema/agent/extension_event.json#/properties/type/type",
                    )
                )
            if (isinstance(v3, str)) and (_PATTERN2.search(v3) is None):
                e.append(
                    Problem(
                        p + "/type",
                        "pattern",
                        'expected a string matching "^[a-z0-9_-]+/[A-Za-z0-9_.-]+$", found '
                        + rt.show(v3),
                        "https://agentproto.dev/schema/agent/extension_event.json#/properties/type/pattern",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/extension_event.json#/required",
                )
            )


def _properties_17(x: Any) -> set[Any]:
    return set(x)


def _valid_18(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x):
        return False
    if not _KNOWN22.issuperset(x):
        return False
    v3 = x["role"]
    if v3 != "extension":
        return False
    if "display" in x:
        v6 = x["display"]
        if not (isinstance(v6, bool)):
            return False
    if "kind" in x:
        v7 = x["kind"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    if "timestamp" in x:
        v8 = x["timestamp"]
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
    if "content" in x:
        v9 = x["content"]
        if not (isinstance(v9, str) or _is2(v9)):
            return False
    return True


def _check_18(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/extension_message.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/extension_message.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content", rt.MISSING)
        if v1 is not rt.MISSING:
            v2 = (isinstance(v1, str)) + (_is2(v1))
            if v2 == 0:
                v3: list[Problem] = []
                if not (isinstance(v1, str)):
                    v3.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected string, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/agent/extension_message.json#/properties/content/oneOf/0/type",
                        )
                    )
                v4: list[Problem] = []
                if not (isinstance(v1, list)):
                    v4.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected array, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/agent/extension_message.json#/properties/content/oneOf/1/type",
                        )
                    )
                if isinstance(v1, list):
                    for v5, v6 in enumerate(v1):
                        _check_48(v6, p + "/content" + "/" + str(v5), v4, strict)
                        if strict and isinstance(v6, dict):
                            rt.unknown_properties(
                                v6,
                                p + "/content" + "/" + str(v5),
                                _properties_48(v6),
                                "https://agentproto.dev/schema/agent/extension_message.json#/properties/content/oneOf/1/items",
                                v4,
                            )
                e.extend(rt.closest_branches([v3, v4], p + "/content"))
            elif v2 > 1:
                e.append(
                    Problem(
                        p + "/content",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v2),
                        "https://agentproto.dev/schema/agent/extension_message.json#/properties/content/oneOf",
                    )
                )
            elif strict:
                v7: list[Problem] | None = None
                if isinstance(v1, str):
                    v7 = []
                v8: list[Problem] | None = None
                if _is2(v1):
                    v8 = []
                    if not (isinstance(v1, list)):
                        v8.append(
                            Problem(
                                p + "/content",
                                "type",
                                "expected array, found " + rt.kind(v1),
                                "https://agentproto.dev/schema/agent/extension_message.json#/properties/content/oneOf/1/type",
                            )
                        )
                    if isinstance(v1, list):
                        for v9, v10 in enumerate(v1):
                            _check_48(v10, p + "/content" + "/" + str(v9), v8, strict)
                            if strict and isinstance(v10, dict):
                                rt.unknown_properties(
                                    v10,
                                    p + "/content" + "/" + str(v9),
                                    _properties_48(v10),
                                    "https://agentproto.dev/schema/agent/extension_message.json#/properties/content/oneOf/1/items",
                                    v8,
                                )
                e.extend(rt.strict_branches([v7, v8], p + "/content"))
        v13 = x.get("display", rt.MISSING)
        if (v13 is not rt.MISSING) and (not (isinstance(v13, bool))):
            e.append(
                Problem(
                    p + "/display",
                    "type",
                    "expected boolean, found " + rt.kind(v13),
                    "https://agentproto.dev/schema/agent/extension_message.json#/properties/display/type",
                )
            )
        v14 = x.get("kind", rt.MISSING)
        if v14 is not rt.MISSING:
            if not (isinstance(v14, str)):
                e.append(
                    Problem(
                        p + "/kind",
                        "type",
                        "expected string, found " + rt.kind(v14),
                        "https://agentproto.dev/schema/agent/extension_message.json#/properties/kind/type",
                    )
                )
            if (isinstance(v14, str)) and (len(v14) < 1):
                e.append(
                    Problem(
                        p + "/kind",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v14)),
                        "https://agentproto.dev/schema/agent/extension_message.json#/properties/kind/minLength",
                    )
                )
        v15 = x.get("role", rt.MISSING)
        if (v15 is not rt.MISSING) and (v15 != "extension"):
            e.append(
                Problem(
                    p + "/role",
                    "const",
                    'expected "extension", found ' + rt.show(v15),
                    "https://agentproto.dev/schema/agent/extension_message.json#/properties/role/const",
                )
            )
        v16 = x.get("timestamp", rt.MISSING)
        if v16 is not rt.MISSING:
            if not (
                type(v16) is int
                or isinstance(v16, float)
                and v16.is_integer()
                or isinstance(v16, int)
                and not isinstance(v16, bool)
            ):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v16),
                        "https://agentproto.dev/schema/agent/extension_message.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v16, (int, float)) and not isinstance(v16, bool)) and (v16 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v16),
                        "https://agentproto.dev/schema/agent/extension_message.json#/properties/timestamp/minimum",
                    )
                )
        if not _KNOWN22.issuperset(x):
            for v17 in x:
                if v17 not in _KNOWN22:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v17),
                            "https://agentproto.dev/schema/agent/extension_message.json#/additionalProperties",
                        )
                    )
        if "role" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role"',
                    "https://agentproto.dev/schema/agent/extension_message.json#/required",
                )
            )


def _properties_18(x: Any) -> set[Any]:
    return set(x)


def _valid_19(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_role_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x):
        return False
    v1 = x["role"]
    if not (isinstance(v1, str)):
        return False
    if _PATTERN2.search(v1) is None:
        return False
    if "timestamp" in x:
        v2 = x["timestamp"]
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
    return True


def _check_19(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/extension_role_message.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/extension_role_message.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("role", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/role",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/extension_role_message.json#/properties/role/type",
                    )
                )
            if (isinstance(v1, str)) and (_PATTERN2.search(v1) is None):
                e.append(
                    Problem(
                        p + "/role",
                        "pattern",
                        'expected a string matching "^[a-z0-9_-]+/[A-Za-z0-9_.-]+$", found '
                        + rt.show(v1),
                        "https://agentproto.dev/schema/agent/extension_role_message.json#/properties/role/pattern",
                    )
                )
        v2 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/extension_role_message.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/agent/extension_role_message.json#/properties/timestamp/minimum",
                    )
                )
        if "role" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role"',
                    "https://agentproto.dev/schema/agent/extension_role_message.json#/required",
                )
            )


def _properties_19(x: Any) -> set[Any]:
    return set(x)


def _valid_20(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#"""
    if _is4(x):
        if _is3(x):
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
    if not _KNOWN24.issuperset(x):
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
        if _PATTERN25.search(v5) is None:
            return False
    if "mime_type" in x:
        v6 = x["mime_type"]
        if not (isinstance(v6, str)):
            return False
        if _PATTERN26.search(v6) is None:
            return False
    if "url" in x:
        v7 = x["url"]
        if not (isinstance(v7, str)):
            return False
        if _PATTERN27.search(v7) is None:
            return False
    return True


def _check_20(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#"""
    if _is4(x):
        if _is3(x):
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
                if _PATTERN25.search(v2) is None:
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
            if (isinstance(v3, str)) and (_PATTERN26.search(v3) is None):
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
            if (isinstance(v5, str)) and (_PATTERN27.search(v5) is None):
                e.append(
                    Problem(
                        p + "/url",
                        "pattern",
                        'expected a string matching "^[a-z][a-z0-9+.-]*://\\\\S+$", found '
                        + rt.show(v5),
                        "https://agentproto.dev/schema/agent/image_block.json#/properties/url/pattern",
                    )
                )
        if not _KNOWN24.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN24:
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


def _properties_20(x: Any) -> set[Any]:
    return set(x)


def _valid_21(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/input_rejected_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "reason" in x):
        return False
    if not _KNOWN28.issuperset(x):
        return False
    v3 = x["reason"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    if v4 != "input_rejected":
        return False
    if "run_id" in x:
        v5 = x["run_id"]
        if not (isinstance(v5, str)):
            return False
        if len(v5) < 1:
            return False
    if "seq" in x:
        v6 = x["seq"]
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
    if "unmapped" in x:
        v7 = x["unmapped"]
        if not (isinstance(v7, dict)):
            return False
    return True


def _check_21(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/input_rejected_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/input_rejected_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("reason", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/reason",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/agent/input_rejected_event.json#/properties/reason/type",
                )
            )
        v2 = x.get("run_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/input_rejected_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/agent/input_rejected_event.json#/properties/run_id/minLength",
                    )
                )
        v3 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/input_rejected_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/agent/input_rejected_event.json#/properties/seq/minimum",
                    )
                )
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "input_rejected"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "input_rejected", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/input_rejected_event.json#/properties/type/const",
                )
            )
        v5 = x.get("unmapped", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, dict))):
            e.append(
                Problem(
                    p + "/unmapped",
                    "type",
                    "expected object, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/agent/input_rejected_event.json#/properties/unmapped/type",
                )
            )
        if not _KNOWN28.issuperset(x):
            for v8 in x:
                if v8 not in _KNOWN28:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v8),
                            "https://agentproto.dev/schema/agent/input_rejected_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/input_rejected_event.json#/required",
                )
            )
        if "reason" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "reason"',
                    "https://agentproto.dev/schema/agent/input_rejected_event.json#/required",
                )
            )


def _properties_21(x: Any) -> set[Any]:
    return set(x)


def _valid_22(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/message_end_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "message" in x):
        return False
    if not _KNOWN29.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "message_end":
        return False
    v4 = x["message"]
    if not isinstance(v4, dict):
        return False
    v5 = v4.get("role")
    v6 = _VALID_BY_TAG11.get(v5) if isinstance(v5, str) else None
    if v6 is not None:
        if not v6(v4):
            return False
    elif not (isinstance(v5, str) and _PATTERN2.search(v5) is not None and _valid_19(v4)):
        return False
    if "run_id" in x:
        v7 = x["run_id"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    if "seq" in x:
        v8 = x["seq"]
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
    if "turn_id" in x:
        v9 = x["turn_id"]
        if not (isinstance(v9, str)):
            return False
        if len(v9) < 1:
            return False
    return True


def _check_22(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/message_end_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/message_end_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("message", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_2(v1, p + "/message", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/message",
                    _properties_2(v1),
                    "https://agentproto.dev/schema/agent/message_end_event.json#/properties/message",
                    e,
                )
        v2 = x.get("run_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/message_end_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/agent/message_end_event.json#/properties/run_id/minLength",
                    )
                )
        v3 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/message_end_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/agent/message_end_event.json#/properties/seq/minimum",
                    )
                )
        v4 = x.get("turn_id", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_45(v4, p + "/turn_id", e, strict)
        v5 = x.get("type", rt.MISSING)
        if (v5 is not rt.MISSING) and (v5 != "message_end"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "message_end", found ' + rt.show(v5),
                    "https://agentproto.dev/schema/agent/message_end_event.json#/properties/type/const",
                )
            )
        if not _KNOWN29.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN29:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v6),
                            "https://agentproto.dev/schema/agent/message_end_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/message_end_event.json#/required",
                )
            )
        if "message" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "message"',
                    "https://agentproto.dev/schema/agent/message_end_event.json#/required",
                )
            )


def _properties_22(x: Any) -> set[Any]:
    return set(x)


def _valid_23(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/message_start_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "message" in x):
        return False
    if not _KNOWN29.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "message_start":
        return False
    v4 = x["message"]
    if not isinstance(v4, dict):
        return False
    v5 = v4.get("role")
    v6 = _VALID_BY_TAG12.get(v5) if isinstance(v5, str) else None
    if v6 is not None:
        if not v6(v4):
            return False
    elif not (isinstance(v5, str) and _PATTERN2.search(v5) is not None and _valid_19(v4)):
        return False
    if "run_id" in x:
        v7 = x["run_id"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    if "seq" in x:
        v8 = x["seq"]
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
    if "turn_id" in x:
        v9 = x["turn_id"]
        if not (isinstance(v9, str)):
            return False
        if len(v9) < 1:
            return False
    return True


def _check_23(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/message_start_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/message_start_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("message", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_2(v1, p + "/message", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/message",
                    _properties_2(v1),
                    "https://agentproto.dev/schema/agent/message_start_event.json#/properties/message",
                    e,
                )
        v2 = x.get("run_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/message_start_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/agent/message_start_event.json#/properties/run_id/minLength",
                    )
                )
        v3 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/message_start_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/agent/message_start_event.json#/properties/seq/minimum",
                    )
                )
        v4 = x.get("turn_id", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_45(v4, p + "/turn_id", e, strict)
        v5 = x.get("type", rt.MISSING)
        if (v5 is not rt.MISSING) and (v5 != "message_start"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "message_start", found ' + rt.show(v5),
                    "https://agentproto.dev/schema/agent/message_start_event.json#/properties/type/const",
                )
            )
        if not _KNOWN29.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN29:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v6),
                            "https://agentproto.dev/schema/agent/message_start_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/message_start_event.json#/required",
                )
            )
        if "message" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "message"',
                    "https://agentproto.dev/schema/agent/message_start_event.json#/required",
                )
            )


def _properties_23(x: Any) -> set[Any]:
    return set(x)


def _valid_24(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/message_update_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN30.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "message_update":
        return False
    v4 = x["delta"]
    if not isinstance(v4, dict):
        return False
    v5 = v4.get("type")
    v6 = _VALID_BY_TAG13.get(v5) if isinstance(v5, str) else None
    if v6 is None:
        return False
    if not v6(v4):
        return False
    if "run_id" in x:
        v7 = x["run_id"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    if "seq" in x:
        v8 = x["seq"]
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
    if "turn_id" in x:
        v9 = x["turn_id"]
        if not (isinstance(v9, str)):
            return False
        if len(v9) < 1:
            return False
    if "message" in x:
        v10 = x["message"]
        if not isinstance(v10, dict):
            return False
        v11 = v10.get("role")
        v12 = _VALID_BY_TAG14.get(v11) if isinstance(v11, str) else None
        if v12 is not None:
            if not v12(v10):
                return False
        elif not (isinstance(v11, str) and _PATTERN2.search(v11) is not None and _valid_19(v10)):
            return False
    if "usage" in x:
        v13 = x["usage"]
        if not (isinstance(v13, dict)):
            return False
        if not ("input" in v13 and "output" in v13):
            return False
        if not _KNOWN4.issuperset(v13):
            return False
        v16 = v13["input"]
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
        v17 = v13["output"]
        if not (
            type(v17) is int
            or isinstance(v17, float)
            and v17.is_integer()
            or isinstance(v17, int)
            and not isinstance(v17, bool)
        ):
            return False
        if v17 < 0:
            return False
        if "cache_read" in v13:
            v18 = v13["cache_read"]
            if not (
                type(v18) is int
                or isinstance(v18, float)
                and v18.is_integer()
                or isinstance(v18, int)
                and not isinstance(v18, bool)
            ):
                return False
            if v18 < 0:
                return False
        if "cache_write" in v13:
            v19 = v13["cache_write"]
            if not (
                type(v19) is int
                or isinstance(v19, float)
                and v19.is_integer()
                or isinstance(v19, int)
                and not isinstance(v19, bool)
            ):
                return False
            if v19 < 0:
                return False
        if "reasoning" in v13:
            v20 = v13["reasoning"]
            if not (
                type(v20) is int
                or isinstance(v20, float)
                and v20.is_integer()
                or isinstance(v20, int)
                and not isinstance(v20, bool)
            ):
                return False
            if v20 < 0:
                return False
        if "total_tokens" in v13:
            v21 = v13["total_tokens"]
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
        if "extra" in v13:
            v22 = v13["extra"]
            if not (isinstance(v22, dict)):
                return False
            for v23, v24 in v22.items():
                if v23 not in _KNOWN3:
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
    return True


def _check_24(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/message_update_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/message_update_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("delta", rt.MISSING)
        if v1 is not rt.MISSING:
            if isinstance(v1, dict):
                v2 = v1.get("type", rt.MISSING)
                v3 = _CHECK_BY_TAG15.get(v2) if isinstance(v2, str) else None
                if v3 is not None:
                    v3(v1, p + "/delta", e, strict)
                elif v2 is rt.MISSING:
                    e.append(
                        Problem(
                            p + "/delta",
                            "required",
                            'missing required property "type" (the tag naming the variant)',
                            "https://agentproto.dev/schema/agent/message_update_event.json#/properties/delta/oneOf",
                        )
                    )
                else:
                    e.append(
                        Problem(
                            p + "/delta" + "/type",
                            "const",
                            'expected one of "text_delta", "thinking_delta", "reasoning_delta", "reasoning_details_delta", "tool_call_delta", "start", "delta", "done", ..., found '
                            + rt.show(v2),
                            "https://agentproto.dev/schema/agent/message_update_event.json#/properties/delta/oneOf",
                        )
                    )
            else:
                e.append(
                    Problem(
                        p + "/delta",
                        "type",
                        "expected object, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/message_update_event.json#/properties/delta/oneOf",
                    )
                )
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/delta",
                    _properties5(v1),
                    "https://agentproto.dev/schema/agent/message_update_event.json#/properties/delta",
                    e,
                )
        v4 = x.get("message", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_2(v4, p + "/message", e, strict)
            if strict and isinstance(v4, dict):
                rt.unknown_properties(
                    v4,
                    p + "/message",
                    _properties_2(v4),
                    "https://agentproto.dev/schema/agent/message_update_event.json#/properties/message",
                    e,
                )
        v5 = x.get("run_id", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (isinstance(v5, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/message_update_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v5, str)) and (len(v5) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v5)),
                        "https://agentproto.dev/schema/agent/message_update_event.json#/properties/run_id/minLength",
                    )
                )
        v6 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/agent/message_update_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v6),
                        "https://agentproto.dev/schema/agent/message_update_event.json#/properties/seq/minimum",
                    )
                )
        v7 = x.get("turn_id", rt.MISSING)
        if v7 is not rt.MISSING:
            _check_45(v7, p + "/turn_id", e, strict)
        v8 = x.get("type", rt.MISSING)
        if (v8 is not rt.MISSING) and (v8 != "message_update"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "message_update", found ' + rt.show(v8),
                    "https://agentproto.dev/schema/agent/message_update_event.json#/properties/type/const",
                )
            )
        v9 = x.get("usage", rt.MISSING)
        if v9 is not rt.MISSING:
            _check_47(v9, p + "/usage", e, strict)
            if strict and isinstance(v9, dict):
                rt.unknown_properties(
                    v9,
                    p + "/usage",
                    _properties_47(v9),
                    "https://agentproto.dev/schema/agent/message_update_event.json#/properties/usage",
                    e,
                )
        if not _KNOWN30.issuperset(x):
            for v10 in x:
                if v10 not in _KNOWN30:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v10),
                            "https://agentproto.dev/schema/agent/message_update_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/message_update_event.json#/required",
                )
            )
        if "delta" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "delta"',
                    "https://agentproto.dev/schema/agent/message_update_event.json#/required",
                )
            )


def _properties_24(x: Any) -> set[Any]:
    return set(x)


def _valid_25(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    if not _KNOWN31.issuperset(x):
        return False
    v3 = x["text"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    return bool(v4 == "reasoning")


def _check_25(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN31.issuperset(x):
            for v3 in x:
                if v3 not in _KNOWN31:
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


def _properties_25(x: Any) -> set[Any]:
    return set(x)


def _valid_26(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN32.issuperset(x):
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


def _check_26(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN32.issuperset(x):
            for v4 in x:
                if v4 not in _KNOWN32:
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


def _properties_26(x: Any) -> set[Any]:
    return set(x)


def _valid_27(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_details_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "details" in x):
        return False
    if not _KNOWN33.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "reasoning_details":
        return False
    v4 = x["details"]
    return isinstance(v4, list)


def _check_27(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN33.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN33:
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


def _properties_27(x: Any) -> set[Any]:
    return set(x)


def _valid_28(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_details_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN32.issuperset(x):
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


def _check_28(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN32.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN32:
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


def _properties_28(x: Any) -> set[Any]:
    return set(x)


def _valid_29(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/stop_reason.json#"""
    return isinstance(x, str) and x in _ENUM7


def _check_29(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/stop_reason.json#"""
    if not (isinstance(x, str) and x in _ENUM7):
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


def _valid_30(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/stream_delta.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG16.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_30(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/stream_delta.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG17.get(v1) if isinstance(v1, str) else None
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


def _properties_30(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_33(x):
        out.update(_properties_33(x))
    if _valid_35(x):
        out.update(_properties_35(x))
    if _valid_26(x):
        out.update(_properties_26(x))
    if _valid_28(x):
        out.update(_properties_28(x))
    if _valid_37(x):
        out.update(_properties_37(x))
    return out


def _valid_31(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/system_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x and "content" in x):
        return False
    if not _KNOWN34.issuperset(x):
        return False
    v3 = x["role"]
    if v3 != "system":
        return False
    v4 = x["content"]
    if not (isinstance(v4, str) or _is6(v4)):
        return False
    if "timestamp" in x:
        v5 = x["timestamp"]
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
    if "turn_id" in x:
        v6 = x["turn_id"]
        if not (isinstance(v6, str)):
            return False
        if len(v6) < 1:
            return False
    return True


def _check_31(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/system_message.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/system_message.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content", rt.MISSING)
        if v1 is not rt.MISSING:
            v2 = (isinstance(v1, str)) + (_is6(v1))
            if v2 == 0:
                v3: list[Problem] = []
                if not (isinstance(v1, str)):
                    v3.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected string, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/agent/system_message.json#/properties/content/oneOf/0/type",
                        )
                    )
                v4: list[Problem] = []
                if not (isinstance(v1, list)):
                    v4.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected array, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/agent/system_message.json#/properties/content/oneOf/1/type",
                        )
                    )
                if isinstance(v1, list):
                    for v5, v6 in enumerate(v1):
                        _check_32(v6, p + "/content" + "/" + str(v5), v4, strict)
                        if strict and isinstance(v6, dict):
                            rt.unknown_properties(
                                v6,
                                p + "/content" + "/" + str(v5),
                                _properties_32(v6),
                                "https://agentproto.dev/schema/agent/system_message.json#/properties/content/oneOf/1/items",
                                v4,
                            )
                e.extend(rt.closest_branches([v3, v4], p + "/content"))
            elif v2 > 1:
                e.append(
                    Problem(
                        p + "/content",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v2),
                        "https://agentproto.dev/schema/agent/system_message.json#/properties/content/oneOf",
                    )
                )
            elif strict:
                v7: list[Problem] | None = None
                if isinstance(v1, str):
                    v7 = []
                v8: list[Problem] | None = None
                if _is6(v1):
                    v8 = []
                    if not (isinstance(v1, list)):
                        v8.append(
                            Problem(
                                p + "/content",
                                "type",
                                "expected array, found " + rt.kind(v1),
                                "https://agentproto.dev/schema/agent/system_message.json#/properties/content/oneOf/1/type",
                            )
                        )
                    if isinstance(v1, list):
                        for v9, v10 in enumerate(v1):
                            _check_32(v10, p + "/content" + "/" + str(v9), v8, strict)
                            if strict and isinstance(v10, dict):
                                rt.unknown_properties(
                                    v10,
                                    p + "/content" + "/" + str(v9),
                                    _properties_32(v10),
                                    "https://agentproto.dev/schema/agent/system_message.json#/properties/content/oneOf/1/items",
                                    v8,
                                )
                e.extend(rt.strict_branches([v7, v8], p + "/content"))
        v11 = x.get("role", rt.MISSING)
        if (v11 is not rt.MISSING) and (v11 != "system"):
            e.append(
                Problem(
                    p + "/role",
                    "const",
                    'expected "system", found ' + rt.show(v11),
                    "https://agentproto.dev/schema/agent/system_message.json#/properties/role/const",
                )
            )
        v12 = x.get("timestamp", rt.MISSING)
        if v12 is not rt.MISSING:
            if not (
                type(v12) is int
                or isinstance(v12, float)
                and v12.is_integer()
                or isinstance(v12, int)
                and not isinstance(v12, bool)
            ):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v12),
                        "https://agentproto.dev/schema/agent/system_message.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v12, (int, float)) and not isinstance(v12, bool)) and (v12 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v12),
                        "https://agentproto.dev/schema/agent/system_message.json#/properties/timestamp/minimum",
                    )
                )
        v13 = x.get("turn_id", rt.MISSING)
        if v13 is not rt.MISSING:
            _check_45(v13, p + "/turn_id", e, strict)
        if not _KNOWN34.issuperset(x):
            for v14 in x:
                if v14 not in _KNOWN34:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v14),
                            "https://agentproto.dev/schema/agent/system_message.json#/additionalProperties",
                        )
                    )
        if "role" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role"',
                    "https://agentproto.dev/schema/agent/system_message.json#/required",
                )
            )
        if "content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content"',
                    "https://agentproto.dev/schema/agent/system_message.json#/required",
                )
            )


def _properties_31(x: Any) -> set[Any]:
    return set(x)


def _valid_32(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/text_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    if not _KNOWN35.issuperset(x):
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


def _check_32(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN35.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN35:
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


def _properties_32(x: Any) -> set[Any]:
    return set(x)


def _valid_33(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/text_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN36.issuperset(x):
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


def _check_33(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN36.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN36:
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


def _properties_33(x: Any) -> set[Any]:
    return set(x)


def _valid_34(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/thinking_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "thinking" in x):
        return False
    if not _KNOWN37.issuperset(x):
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
        if not (isinstance(v10, str) and v10 in _ENUM38):
            return False
    return True


def _check_34(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            if not (isinstance(v6, str) and v6 in _ENUM38):
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
        if not _KNOWN37.issuperset(x):
            for v9 in x:
                if v9 not in _KNOWN37:
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


def _properties_34(x: Any) -> set[Any]:
    return set(x)


def _valid_35(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/thinking_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "delta" in x):
        return False
    if not _KNOWN36.issuperset(x):
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


def _check_35(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN36.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN36:
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


def _properties_35(x: Any) -> set[Any]:
    return set(x)


def _valid_36(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_call_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x and "name" in x and "arguments" in x):
        return False
    if not _KNOWN39.issuperset(x):
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


def _check_36(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN39.issuperset(x):
            for v13 in x:
                if v13 not in _KNOWN39:
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


def _properties_36(x: Any) -> set[Any]:
    return set(x)


def _valid_37(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_call_delta.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    if not _KNOWN40.issuperset(x):
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


def _check_37(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN40.issuperset(x):
            for v7 in x:
                if v7 not in _KNOWN40:
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


def _properties_37(x: Any) -> set[Any]:
    return set(x)


def _valid_38(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_execution_end_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "type" in x
        and "tool_call_id" in x
        and "tool_name" in x
        and "result" in x
        and "is_error" in x
    ):
        return False
    if not _KNOWN41.issuperset(x):
        return False
    v3 = x["is_error"]
    if not (isinstance(v3, bool)):
        return False
    v4 = x["tool_call_id"]
    if not (isinstance(v4, str)):
        return False
    if len(v4) < 1:
        return False
    v5 = x["tool_name"]
    if not (isinstance(v5, str)):
        return False
    if len(v5) < 1:
        return False
    v6 = x["type"]
    if v6 != "tool_execution_end":
        return False
    v7 = x["result"]
    if not (isinstance(v7, dict)):
        return False
    if not ("content" in v7):
        return False
    if not _KNOWN42.issuperset(v7):
        return False
    v10 = v7["content"]
    if not (isinstance(v10, list)):
        return False
    for v12 in v10:
        if not isinstance(v12, dict):
            return False
        v13 = v12.get("type")
        v14 = _VALID_BY_TAG18.get(v13) if isinstance(v13, str) else None
        if v14 is None:
            return False
        if not v14(v12):
            return False
    if "narration" in v7:
        v16 = v7["narration"]
        if not (isinstance(v16, str)):
            return False
    if "terminate" in v7:
        v17 = v7["terminate"]
        if not (isinstance(v17, bool)):
            return False
    if "duration_ms" in x:
        v18 = x["duration_ms"]
        if not (
            type(v18) is int
            or isinstance(v18, float)
            and v18.is_integer()
            or isinstance(v18, int)
            and not isinstance(v18, bool)
        ):
            return False
        if v18 < 0:
            return False
    if "run_id" in x:
        v19 = x["run_id"]
        if not (isinstance(v19, str)):
            return False
        if len(v19) < 1:
            return False
    if "seq" in x:
        v20 = x["seq"]
        if not (
            type(v20) is int
            or isinstance(v20, float)
            and v20.is_integer()
            or isinstance(v20, int)
            and not isinstance(v20, bool)
        ):
            return False
        if v20 < 0:
            return False
    if "turn_id" in x:
        v21 = x["turn_id"]
        if not (isinstance(v21, str)):
            return False
        if len(v21) < 1:
            return False
    return True


def _check_38(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/tool_execution_end_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("duration_ms", rt.MISSING)
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
                        p + "/duration_ms",
                        "type",
                        "expected integer, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/duration_ms/type",
                    )
                )
            if (isinstance(v1, (int, float)) and not isinstance(v1, bool)) and (v1 < 0):
                e.append(
                    Problem(
                        p + "/duration_ms",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v1),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/duration_ms/minimum",
                    )
                )
        v2 = x.get("is_error", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, bool))):
            e.append(
                Problem(
                    p + "/is_error",
                    "type",
                    "expected boolean, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/is_error/type",
                )
            )
        v3 = x.get("result", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_39(v3, p + "/result", e, strict)
            if strict and isinstance(v3, dict):
                rt.unknown_properties(
                    v3,
                    p + "/result",
                    _properties_39(v3),
                    "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/result",
                    e,
                )
        v4 = x.get("run_id", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/run_id/minLength",
                    )
                )
        v5 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/seq/minimum",
                    )
                )
        v6 = x.get("tool_call_id", rt.MISSING)
        if v6 is not rt.MISSING:
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/tool_call_id",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/tool_call_id/type",
                    )
                )
            if (isinstance(v6, str)) and (len(v6) < 1):
                e.append(
                    Problem(
                        p + "/tool_call_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v6)),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/tool_call_id/minLength",
                    )
                )
        v7 = x.get("tool_name", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (isinstance(v7, str)):
                e.append(
                    Problem(
                        p + "/tool_name",
                        "type",
                        "expected string, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/tool_name/type",
                    )
                )
            if (isinstance(v7, str)) and (len(v7) < 1):
                e.append(
                    Problem(
                        p + "/tool_name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v7)),
                        "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/tool_name/minLength",
                    )
                )
        v8 = x.get("turn_id", rt.MISSING)
        if v8 is not rt.MISSING:
            _check_45(v8, p + "/turn_id", e, strict)
        v9 = x.get("type", rt.MISSING)
        if (v9 is not rt.MISSING) and (v9 != "tool_execution_end"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "tool_execution_end", found ' + rt.show(v9),
                    "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/properties/type/const",
                )
            )
        if not _KNOWN41.issuperset(x):
            for v10 in x:
                if v10 not in _KNOWN41:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v10),
                            "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/required",
                )
            )
        if "tool_call_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tool_call_id"',
                    "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/required",
                )
            )
        if "tool_name" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tool_name"',
                    "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/required",
                )
            )
        if "result" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "result"',
                    "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/required",
                )
            )
        if "is_error" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "is_error"',
                    "https://agentproto.dev/schema/agent/tool_execution_end_event.json#/required",
                )
            )


def _properties_38(x: Any) -> set[Any]:
    return set(x)


def _valid_39(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_execution_result.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("content" in x):
        return False
    if not _KNOWN42.issuperset(x):
        return False
    v3 = x["content"]
    if not (isinstance(v3, list)):
        return False
    for v5 in v3:
        if not isinstance(v5, dict):
            return False
        v6 = v5.get("type")
        v7 = _VALID_BY_TAG19.get(v6) if isinstance(v6, str) else None
        if v7 is None:
            return False
        if not v7(v5):
            return False
    if "narration" in x:
        v9 = x["narration"]
        if not (isinstance(v9, str)):
            return False
    if "terminate" in x:
        v10 = x["terminate"]
        if not (isinstance(v10, bool)):
            return False
    return True


def _check_39(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/tool_execution_result.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/tool_execution_result.json#/type",
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
                        "https://agentproto.dev/schema/agent/tool_execution_result.json#/properties/content/type",
                    )
                )
            if isinstance(v1, list):
                for v2, v3 in enumerate(v1):
                    _check_42(v3, p + "/content" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/content" + "/" + str(v2),
                            _properties_42(v3),
                            "https://agentproto.dev/schema/agent/tool_execution_result.json#/properties/content/items",
                            e,
                        )
        v5 = x.get("narration", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str))):
            e.append(
                Problem(
                    p + "/narration",
                    "type",
                    "expected string, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/agent/tool_execution_result.json#/properties/narration/type",
                )
            )
        v6 = x.get("terminate", rt.MISSING)
        if (v6 is not rt.MISSING) and (not (isinstance(v6, bool))):
            e.append(
                Problem(
                    p + "/terminate",
                    "type",
                    "expected boolean, found " + rt.kind(v6),
                    "https://agentproto.dev/schema/agent/tool_execution_result.json#/properties/terminate/type",
                )
            )
        if not _KNOWN42.issuperset(x):
            for v7 in x:
                if v7 not in _KNOWN42:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v7),
                            "https://agentproto.dev/schema/agent/tool_execution_result.json#/additionalProperties",
                        )
                    )
        if "content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content"',
                    "https://agentproto.dev/schema/agent/tool_execution_result.json#/required",
                )
            )


def _properties_39(x: Any) -> set[Any]:
    return set(x)


def _valid_40(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_execution_start_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "tool_call_id" in x and "tool_name" in x and "args" in x):
        return False
    if not _KNOWN43.issuperset(x):
        return False
    v3 = x["tool_call_id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["tool_name"]
    if not (isinstance(v4, str)):
        return False
    if len(v4) < 1:
        return False
    v5 = x["type"]
    if v5 != "tool_execution_start":
        return False
    v6 = x["args"]
    if not (isinstance(v6, dict)):
        return False
    if "run_id" in x:
        v9 = x["run_id"]
        if not (isinstance(v9, str)):
            return False
        if len(v9) < 1:
            return False
    if "seq" in x:
        v10 = x["seq"]
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
    if "turn_id" in x:
        v11 = x["turn_id"]
        if not (isinstance(v11, str)):
            return False
        if len(v11) < 1:
            return False
    return True


def _check_40(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/tool_execution_start_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("args", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, dict))):
            e.append(
                Problem(
                    p + "/args",
                    "type",
                    "expected object, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/args/type",
                )
            )
        v4 = x.get("run_id", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/run_id/minLength",
                    )
                )
        v5 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/seq/minimum",
                    )
                )
        v6 = x.get("tool_call_id", rt.MISSING)
        if v6 is not rt.MISSING:
            if not (isinstance(v6, str)):
                e.append(
                    Problem(
                        p + "/tool_call_id",
                        "type",
                        "expected string, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/tool_call_id/type",
                    )
                )
            if (isinstance(v6, str)) and (len(v6) < 1):
                e.append(
                    Problem(
                        p + "/tool_call_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v6)),
                        "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/tool_call_id/minLength",
                    )
                )
        v7 = x.get("tool_name", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (isinstance(v7, str)):
                e.append(
                    Problem(
                        p + "/tool_name",
                        "type",
                        "expected string, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/tool_name/type",
                    )
                )
            if (isinstance(v7, str)) and (len(v7) < 1):
                e.append(
                    Problem(
                        p + "/tool_name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v7)),
                        "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/tool_name/minLength",
                    )
                )
        v8 = x.get("turn_id", rt.MISSING)
        if v8 is not rt.MISSING:
            _check_45(v8, p + "/turn_id", e, strict)
        v9 = x.get("type", rt.MISSING)
        if (v9 is not rt.MISSING) and (v9 != "tool_execution_start"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "tool_execution_start", found ' + rt.show(v9),
                    "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/properties/type/const",
                )
            )
        if not _KNOWN43.issuperset(x):
            for v10 in x:
                if v10 not in _KNOWN43:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v10),
                            "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/required",
                )
            )
        if "tool_call_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tool_call_id"',
                    "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/required",
                )
            )
        if "tool_name" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tool_name"',
                    "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/required",
                )
            )
        if "args" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "args"',
                    "https://agentproto.dev/schema/agent/tool_execution_start_event.json#/required",
                )
            )


def _properties_40(x: Any) -> set[Any]:
    return set(x)


def _valid_41(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_execution_update_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "tool_call_id" in x and "tool_name" in x and "partial_result" in x):
        return False
    if not _KNOWN44.issuperset(x):
        return False
    v3 = x["tool_call_id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["tool_name"]
    if not (isinstance(v4, str)):
        return False
    if len(v4) < 1:
        return False
    v5 = x["type"]
    if v5 != "tool_execution_update":
        return False
    v6 = x["partial_result"]
    if not (isinstance(v6, dict)):
        return False
    if not ("content" in v6):
        return False
    if not _KNOWN42.issuperset(v6):
        return False
    v9 = v6["content"]
    if not (isinstance(v9, list)):
        return False
    for v11 in v9:
        if not isinstance(v11, dict):
            return False
        v12 = v11.get("type")
        v13 = _VALID_BY_TAG20.get(v12) if isinstance(v12, str) else None
        if v13 is None:
            return False
        if not v13(v11):
            return False
    if "narration" in v6:
        v15 = v6["narration"]
        if not (isinstance(v15, str)):
            return False
    if "terminate" in v6:
        v16 = v6["terminate"]
        if not (isinstance(v16, bool)):
            return False
    if "run_id" in x:
        v17 = x["run_id"]
        if not (isinstance(v17, str)):
            return False
        if len(v17) < 1:
            return False
    if "seq" in x:
        v18 = x["seq"]
        if not (
            type(v18) is int
            or isinstance(v18, float)
            and v18.is_integer()
            or isinstance(v18, int)
            and not isinstance(v18, bool)
        ):
            return False
        if v18 < 0:
            return False
    if "turn_id" in x:
        v19 = x["turn_id"]
        if not (isinstance(v19, str)):
            return False
        if len(v19) < 1:
            return False
    if "args" in x:
        v20 = x["args"]
        if not (isinstance(v20, dict)):
            return False
    return True


def _check_41(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/tool_execution_update_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("args", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, dict))):
            e.append(
                Problem(
                    p + "/args",
                    "type",
                    "expected object, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/args/type",
                )
            )
        v4 = x.get("partial_result", rt.MISSING)
        if v4 is not rt.MISSING:
            _check_39(v4, p + "/partial_result", e, strict)
            if strict and isinstance(v4, dict):
                rt.unknown_properties(
                    v4,
                    p + "/partial_result",
                    _properties_39(v4),
                    "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/partial_result",
                    e,
                )
        v5 = x.get("run_id", rt.MISSING)
        if v5 is not rt.MISSING:
            if not (isinstance(v5, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v5, str)) and (len(v5) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v5)),
                        "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/run_id/minLength",
                    )
                )
        v6 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v6),
                        "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v6, (int, float)) and not isinstance(v6, bool)) and (v6 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v6),
                        "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/seq/minimum",
                    )
                )
        v7 = x.get("tool_call_id", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (isinstance(v7, str)):
                e.append(
                    Problem(
                        p + "/tool_call_id",
                        "type",
                        "expected string, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/tool_call_id/type",
                    )
                )
            if (isinstance(v7, str)) and (len(v7) < 1):
                e.append(
                    Problem(
                        p + "/tool_call_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v7)),
                        "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/tool_call_id/minLength",
                    )
                )
        v8 = x.get("tool_name", rt.MISSING)
        if v8 is not rt.MISSING:
            if not (isinstance(v8, str)):
                e.append(
                    Problem(
                        p + "/tool_name",
                        "type",
                        "expected string, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/tool_name/type",
                    )
                )
            if (isinstance(v8, str)) and (len(v8) < 1):
                e.append(
                    Problem(
                        p + "/tool_name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v8)),
                        "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/tool_name/minLength",
                    )
                )
        v9 = x.get("turn_id", rt.MISSING)
        if v9 is not rt.MISSING:
            _check_45(v9, p + "/turn_id", e, strict)
        v10 = x.get("type", rt.MISSING)
        if (v10 is not rt.MISSING) and (v10 != "tool_execution_update"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "tool_execution_update", found ' + rt.show(v10),
                    "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/properties/type/const",
                )
            )
        if not _KNOWN44.issuperset(x):
            for v11 in x:
                if v11 not in _KNOWN44:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v11),
                            "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/required",
                )
            )
        if "tool_call_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tool_call_id"',
                    "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/required",
                )
            )
        if "tool_name" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tool_name"',
                    "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/required",
                )
            )
        if "partial_result" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "partial_result"',
                    "https://agentproto.dev/schema/agent/tool_execution_update_event.json#/required",
                )
            )


def _properties_41(x: Any) -> set[Any]:
    return set(x)


def _valid_42(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_result_content_block.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG21.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_42(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/tool_result_content_block.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG22.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/agent/tool_result_content_block.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected one of "text", "image", "extension", found ' + rt.show(v1),
                    "https://agentproto.dev/schema/agent/tool_result_content_block.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/tool_result_content_block.json#/oneOf",
            )
        )


def _properties_42(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_32(x):
        out.update(_properties_32(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_16(x):
        out.update(_properties_16(x))
    return out


def _valid_43(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_result_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x and "tool_call_id" in x and "content" in x):
        return False
    if not _KNOWN45.issuperset(x):
        return False
    v3 = x["role"]
    if v3 != "tool_result":
        return False
    v4 = x["tool_call_id"]
    if not (isinstance(v4, str)):
        return False
    if len(v4) < 1:
        return False
    v5 = x["content"]
    if not (isinstance(v5, list)):
        return False
    for v7 in v5:
        if not isinstance(v7, dict):
            return False
        v8 = v7.get("type")
        v9 = _VALID_BY_TAG23.get(v8) if isinstance(v8, str) else None
        if v9 is None:
            return False
        if not v9(v7):
            return False
    if "is_error" in x:
        v11 = x["is_error"]
        if not (isinstance(v11, bool)):
            return False
    if "narration" in x:
        v12 = x["narration"]
        if not (isinstance(v12, str)):
            return False
    if "timestamp" in x:
        v13 = x["timestamp"]
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
    if "tool_name" in x:
        v14 = x["tool_name"]
        if not (isinstance(v14, str)):
            return False
        if len(v14) < 1:
            return False
    if "turn_id" in x:
        v15 = x["turn_id"]
        if not (isinstance(v15, str)):
            return False
        if len(v15) < 1:
            return False
    return True


def _check_43(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/tool_result_message.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/tool_result_message.json#/type",
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
                        "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/content/type",
                    )
                )
            if isinstance(v1, list):
                for v2, v3 in enumerate(v1):
                    _check_42(v3, p + "/content" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/content" + "/" + str(v2),
                            _properties_42(v3),
                            "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/content/items",
                            e,
                        )
        v5 = x.get("is_error", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, bool))):
            e.append(
                Problem(
                    p + "/is_error",
                    "type",
                    "expected boolean, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/is_error/type",
                )
            )
        v6 = x.get("narration", rt.MISSING)
        if (v6 is not rt.MISSING) and (not (isinstance(v6, str))):
            e.append(
                Problem(
                    p + "/narration",
                    "type",
                    "expected string, found " + rt.kind(v6),
                    "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/narration/type",
                )
            )
        v7 = x.get("role", rt.MISSING)
        if (v7 is not rt.MISSING) and (v7 != "tool_result"):
            e.append(
                Problem(
                    p + "/role",
                    "const",
                    'expected "tool_result", found ' + rt.show(v7),
                    "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/role/const",
                )
            )
        v8 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v8),
                        "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/timestamp/minimum",
                    )
                )
        v9 = x.get("tool_call_id", rt.MISSING)
        if v9 is not rt.MISSING:
            if not (isinstance(v9, str)):
                e.append(
                    Problem(
                        p + "/tool_call_id",
                        "type",
                        "expected string, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/tool_call_id/type",
                    )
                )
            if (isinstance(v9, str)) and (len(v9) < 1):
                e.append(
                    Problem(
                        p + "/tool_call_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v9)),
                        "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/tool_call_id/minLength",
                    )
                )
        v10 = x.get("tool_name", rt.MISSING)
        if v10 is not rt.MISSING:
            if not (isinstance(v10, str)):
                e.append(
                    Problem(
                        p + "/tool_name",
                        "type",
                        "expected string, found " + rt.kind(v10),
                        "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/tool_name/type",
                    )
                )
            if (isinstance(v10, str)) and (len(v10) < 1):
                e.append(
                    Problem(
                        p + "/tool_name",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v10)),
                        "https://agentproto.dev/schema/agent/tool_result_message.json#/properties/tool_name/minLength",
                    )
                )
        v11 = x.get("turn_id", rt.MISSING)
        if v11 is not rt.MISSING:
            _check_45(v11, p + "/turn_id", e, strict)
        if not _KNOWN45.issuperset(x):
            for v12 in x:
                if v12 not in _KNOWN45:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v12),
                            "https://agentproto.dev/schema/agent/tool_result_message.json#/additionalProperties",
                        )
                    )
        if "role" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role"',
                    "https://agentproto.dev/schema/agent/tool_result_message.json#/required",
                )
            )
        if "tool_call_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tool_call_id"',
                    "https://agentproto.dev/schema/agent/tool_result_message.json#/required",
                )
            )
        if "content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content"',
                    "https://agentproto.dev/schema/agent/tool_result_message.json#/required",
                )
            )


def _properties_43(x: Any) -> set[Any]:
    return set(x)


def _valid_44(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/turn_end_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "message" in x and "tool_results" in x):
        return False
    if not _KNOWN46.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "turn_end":
        return False
    v4 = x["message"]
    if not isinstance(v4, dict):
        return False
    v5 = v4.get("role")
    v6 = _VALID_BY_TAG24.get(v5) if isinstance(v5, str) else None
    if v6 is not None:
        if not v6(v4):
            return False
    elif not (isinstance(v5, str) and _PATTERN2.search(v5) is not None and _valid_19(v4)):
        return False
    v7 = x["tool_results"]
    if not (isinstance(v7, list)):
        return False
    for v9 in v7:
        if not (isinstance(v9, dict)):
            return False
        if not ("role" in v9 and "tool_call_id" in v9 and "content" in v9):
            return False
        if not _KNOWN45.issuperset(v9):
            return False
        v12 = v9["role"]
        if v12 != "tool_result":
            return False
        v13 = v9["tool_call_id"]
        if not (isinstance(v13, str)):
            return False
        if len(v13) < 1:
            return False
        v14 = v9["content"]
        if not (isinstance(v14, list)):
            return False
        for v16 in v14:
            if not isinstance(v16, dict):
                return False
            v17 = v16.get("type")
            v18 = _VALID_BY_TAG25.get(v17) if isinstance(v17, str) else None
            if v18 is None:
                return False
            if not v18(v16):
                return False
        if "is_error" in v9:
            v20 = v9["is_error"]
            if not (isinstance(v20, bool)):
                return False
        if "narration" in v9:
            v21 = v9["narration"]
            if not (isinstance(v21, str)):
                return False
        if "timestamp" in v9:
            v22 = v9["timestamp"]
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
        if "tool_name" in v9:
            v23 = v9["tool_name"]
            if not (isinstance(v23, str)):
                return False
            if len(v23) < 1:
                return False
        if "turn_id" in v9:
            v24 = v9["turn_id"]
            if not (isinstance(v24, str)):
                return False
            if len(v24) < 1:
                return False
    if "run_id" in x:
        v25 = x["run_id"]
        if not (isinstance(v25, str)):
            return False
        if len(v25) < 1:
            return False
    if "seq" in x:
        v26 = x["seq"]
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
    if "turn_id" in x:
        v27 = x["turn_id"]
        if not (isinstance(v27, str)):
            return False
        if len(v27) < 1:
            return False
    if "usage" in x:
        v28 = x["usage"]
        if not (isinstance(v28, dict)):
            return False
        if not ("input" in v28 and "output" in v28):
            return False
        if not _KNOWN4.issuperset(v28):
            return False
        v31 = v28["input"]
        if not (
            type(v31) is int
            or isinstance(v31, float)
            and v31.is_integer()
            or isinstance(v31, int)
            and not isinstance(v31, bool)
        ):
            return False
        if v31 < 0:
            return False
        v32 = v28["output"]
        if not (
            type(v32) is int
            or isinstance(v32, float)
            and v32.is_integer()
            or isinstance(v32, int)
            and not isinstance(v32, bool)
        ):
            return False
        if v32 < 0:
            return False
        if "cache_read" in v28:
            v33 = v28["cache_read"]
            if not (
                type(v33) is int
                or isinstance(v33, float)
                and v33.is_integer()
                or isinstance(v33, int)
                and not isinstance(v33, bool)
            ):
                return False
            if v33 < 0:
                return False
        if "cache_write" in v28:
            v34 = v28["cache_write"]
            if not (
                type(v34) is int
                or isinstance(v34, float)
                and v34.is_integer()
                or isinstance(v34, int)
                and not isinstance(v34, bool)
            ):
                return False
            if v34 < 0:
                return False
        if "reasoning" in v28:
            v35 = v28["reasoning"]
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
        if "total_tokens" in v28:
            v36 = v28["total_tokens"]
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
        if "extra" in v28:
            v37 = v28["extra"]
            if not (isinstance(v37, dict)):
                return False
            for v38, v39 in v37.items():
                if v38 not in _KNOWN3:
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
    return True


def _check_44(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/turn_end_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/turn_end_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("message", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_2(v1, p + "/message", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/message",
                    _properties_2(v1),
                    "https://agentproto.dev/schema/agent/turn_end_event.json#/properties/message",
                    e,
                )
        v2 = x.get("run_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/turn_end_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/agent/turn_end_event.json#/properties/run_id/minLength",
                    )
                )
        v3 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/turn_end_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/agent/turn_end_event.json#/properties/seq/minimum",
                    )
                )
        v4 = x.get("tool_results", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, list)):
                e.append(
                    Problem(
                        p + "/tool_results",
                        "type",
                        "expected array, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/turn_end_event.json#/properties/tool_results/type",
                    )
                )
            if isinstance(v4, list):
                for v5, v6 in enumerate(v4):
                    _check_43(v6, p + "/tool_results" + "/" + str(v5), e, strict)
                    if strict and isinstance(v6, dict):
                        rt.unknown_properties(
                            v6,
                            p + "/tool_results" + "/" + str(v5),
                            _properties_43(v6),
                            "https://agentproto.dev/schema/agent/turn_end_event.json#/properties/tool_results/items",
                            e,
                        )
        v7 = x.get("turn_id", rt.MISSING)
        if v7 is not rt.MISSING:
            _check_45(v7, p + "/turn_id", e, strict)
        v8 = x.get("type", rt.MISSING)
        if (v8 is not rt.MISSING) and (v8 != "turn_end"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "turn_end", found ' + rt.show(v8),
                    "https://agentproto.dev/schema/agent/turn_end_event.json#/properties/type/const",
                )
            )
        v9 = x.get("usage", rt.MISSING)
        if v9 is not rt.MISSING:
            _check_47(v9, p + "/usage", e, strict)
            if strict and isinstance(v9, dict):
                rt.unknown_properties(
                    v9,
                    p + "/usage",
                    _properties_47(v9),
                    "https://agentproto.dev/schema/agent/turn_end_event.json#/properties/usage",
                    e,
                )
        if not _KNOWN46.issuperset(x):
            for v10 in x:
                if v10 not in _KNOWN46:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v10),
                            "https://agentproto.dev/schema/agent/turn_end_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/turn_end_event.json#/required",
                )
            )
        if "message" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "message"',
                    "https://agentproto.dev/schema/agent/turn_end_event.json#/required",
                )
            )
        if "tool_results" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tool_results"',
                    "https://agentproto.dev/schema/agent/turn_end_event.json#/required",
                )
            )


def _properties_44(x: Any) -> set[Any]:
    return set(x)


def _valid_45(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/turn_id.json#"""
    if not (isinstance(x, str)):
        return False
    return not (len(x) < 1)


def _check_45(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _valid_46(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/turn_start_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x):
        return False
    if not _KNOWN47.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "turn_start":
        return False
    if "run_id" in x:
        v4 = x["run_id"]
        if not (isinstance(v4, str)):
            return False
        if len(v4) < 1:
            return False
    if "seq" in x:
        v5 = x["seq"]
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
    if "turn_id" in x:
        v6 = x["turn_id"]
        if not (isinstance(v6, str)):
            return False
        if len(v6) < 1:
            return False
    return True


def _check_46(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/turn_start_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/turn_start_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("run_id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/run_id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/turn_start_event.json#/properties/run_id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/run_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/agent/turn_start_event.json#/properties/run_id/minLength",
                    )
                )
        v2 = x.get("seq", rt.MISSING)
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
                        p + "/seq",
                        "type",
                        "expected integer, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/turn_start_event.json#/properties/seq/type",
                    )
                )
            if (isinstance(v2, (int, float)) and not isinstance(v2, bool)) and (v2 < 0):
                e.append(
                    Problem(
                        p + "/seq",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v2),
                        "https://agentproto.dev/schema/agent/turn_start_event.json#/properties/seq/minimum",
                    )
                )
        v3 = x.get("turn_id", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_45(v3, p + "/turn_id", e, strict)
        v4 = x.get("type", rt.MISSING)
        if (v4 is not rt.MISSING) and (v4 != "turn_start"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "turn_start", found ' + rt.show(v4),
                    "https://agentproto.dev/schema/agent/turn_start_event.json#/properties/type/const",
                )
            )
        if not _KNOWN47.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN47:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v5),
                            "https://agentproto.dev/schema/agent/turn_start_event.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/turn_start_event.json#/required",
                )
            )


def _properties_46(x: Any) -> set[Any]:
    return set(x)


def _valid_47(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/usage.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("input" in x and "output" in x):
        return False
    if not _KNOWN4.issuperset(x):
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
            if v10 not in _KNOWN3:
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


def _check_47(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    if v4 not in _KNOWN3:
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
        if not _KNOWN4.issuperset(x):
            for v10 in x:
                if v10 not in _KNOWN4:
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


def _properties_47(x: Any) -> set[Any]:
    return set(x)


def _valid_48(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/user_content_block.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG26.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_48(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/user_content_block.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG27.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif v1 is rt.MISSING:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type" (the tag naming the variant)',
                    "https://agentproto.dev/schema/agent/user_content_block.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected one of "text", "image", "extension", found ' + rt.show(v1),
                    "https://agentproto.dev/schema/agent/user_content_block.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/user_content_block.json#/oneOf",
            )
        )


def _properties_48(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_32(x):
        out.update(_properties_32(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_16(x):
        out.update(_properties_16(x))
    return out


def _valid_49(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/user_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x and "content" in x):
        return False
    if not _KNOWN48.issuperset(x):
        return False
    v3 = x["role"]
    if v3 != "user":
        return False
    v4 = x["content"]
    if not (isinstance(v4, str) or _is7(v4)):
        return False
    if "timestamp" in x:
        v5 = x["timestamp"]
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
    if "turn_id" in x:
        v6 = x["turn_id"]
        if not (isinstance(v6, str)):
            return False
        if len(v6) < 1:
            return False
    if "unmapped" in x:
        v7 = x["unmapped"]
        if not (isinstance(v7, dict)):
            return False
    return True


def _check_49(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/user_message.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/user_message.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content", rt.MISSING)
        if v1 is not rt.MISSING:
            v2 = (isinstance(v1, str)) + (_is7(v1))
            if v2 == 0:
                v3: list[Problem] = []
                if not (isinstance(v1, str)):
                    v3.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected string, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/agent/user_message.json#/properties/content/oneOf/0/type",
                        )
                    )
                v4: list[Problem] = []
                if not (isinstance(v1, list)):
                    v4.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected array, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/agent/user_message.json#/properties/content/oneOf/1/type",
                        )
                    )
                if isinstance(v1, list):
                    for v5, v6 in enumerate(v1):
                        _check_48(v6, p + "/content" + "/" + str(v5), v4, strict)
                        if strict and isinstance(v6, dict):
                            rt.unknown_properties(
                                v6,
                                p + "/content" + "/" + str(v5),
                                _properties_48(v6),
                                "https://agentproto.dev/schema/agent/user_message.json#/properties/content/oneOf/1/items",
                                v4,
                            )
                e.extend(rt.closest_branches([v3, v4], p + "/content"))
            elif v2 > 1:
                e.append(
                    Problem(
                        p + "/content",
                        "oneOf",
                        "expected a value matching exactly one of the oneOf schemas, it matches "
                        + str(v2),
                        "https://agentproto.dev/schema/agent/user_message.json#/properties/content/oneOf",
                    )
                )
            elif strict:
                v7: list[Problem] | None = None
                if isinstance(v1, str):
                    v7 = []
                v8: list[Problem] | None = None
                if _is7(v1):
                    v8 = []
                    if not (isinstance(v1, list)):
                        v8.append(
                            Problem(
                                p + "/content",
                                "type",
                                "expected array, found " + rt.kind(v1),
                                "https://agentproto.dev/schema/agent/user_message.json#/properties/content/oneOf/1/type",
                            )
                        )
                    if isinstance(v1, list):
                        for v9, v10 in enumerate(v1):
                            _check_48(v10, p + "/content" + "/" + str(v9), v8, strict)
                            if strict and isinstance(v10, dict):
                                rt.unknown_properties(
                                    v10,
                                    p + "/content" + "/" + str(v9),
                                    _properties_48(v10),
                                    "https://agentproto.dev/schema/agent/user_message.json#/properties/content/oneOf/1/items",
                                    v8,
                                )
                e.extend(rt.strict_branches([v7, v8], p + "/content"))
        v11 = x.get("role", rt.MISSING)
        if (v11 is not rt.MISSING) and (v11 != "user"):
            e.append(
                Problem(
                    p + "/role",
                    "const",
                    'expected "user", found ' + rt.show(v11),
                    "https://agentproto.dev/schema/agent/user_message.json#/properties/role/const",
                )
            )
        v12 = x.get("timestamp", rt.MISSING)
        if v12 is not rt.MISSING:
            if not (
                type(v12) is int
                or isinstance(v12, float)
                and v12.is_integer()
                or isinstance(v12, int)
                and not isinstance(v12, bool)
            ):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v12),
                        "https://agentproto.dev/schema/agent/user_message.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v12, (int, float)) and not isinstance(v12, bool)) and (v12 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v12),
                        "https://agentproto.dev/schema/agent/user_message.json#/properties/timestamp/minimum",
                    )
                )
        v13 = x.get("turn_id", rt.MISSING)
        if v13 is not rt.MISSING:
            _check_45(v13, p + "/turn_id", e, strict)
        v14 = x.get("unmapped", rt.MISSING)
        if (v14 is not rt.MISSING) and (not (isinstance(v14, dict))):
            e.append(
                Problem(
                    p + "/unmapped",
                    "type",
                    "expected object, found " + rt.kind(v14),
                    "https://agentproto.dev/schema/agent/user_message.json#/properties/unmapped/type",
                )
            )
        if not _KNOWN48.issuperset(x):
            for v17 in x:
                if v17 not in _KNOWN48:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v17),
                            "https://agentproto.dev/schema/agent/user_message.json#/additionalProperties",
                        )
                    )
        if "role" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "role"',
                    "https://agentproto.dev/schema/agent/user_message.json#/required",
                )
            )
        if "content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content"',
                    "https://agentproto.dev/schema/agent/user_message.json#/required",
                )
            )


def _properties_49(x: Any) -> set[Any]:
    return set(x)


def _valid_50(x: Any) -> bool:
    """Validate against #"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG29.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN2.search(v1) is not None and _valid_17(x)):
        return False
    return True


def _check_50(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against #"""
    _check_1(x, p, e, strict)


def _properties_50(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_properties_1(x))
    return out


def _is1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message_done.json#/properties/stop_reason/not"""
    return isinstance(x, str) and x in _ENUM12


def _is2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_message.json#/properties/content/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not isinstance(v2, dict):
            return False
        v3 = v2.get("type")
        v4 = _VALID_BY_TAG10.get(v3) if isinstance(v3, str) else None
        if v4 is None:
            return False
        if not v4(v2):
            return False
    return True


def _is3(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#/then/not"""
    return not ((isinstance(x, dict)) and (not ("url" in x)))


def _is4(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#/if"""
    return not ((isinstance(x, dict)) and (not ("data" in x)))


def _properties5(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_33(x):
        out.update(_properties_33(x))
    if _valid_35(x):
        out.update(_properties_35(x))
    if _valid_26(x):
        out.update(_properties_26(x))
    if _valid_28(x):
        out.update(_properties_28(x))
    if _valid_37(x):
        out.update(_properties_37(x))
    if _valid_9(x):
        out.update(_properties_9(x))
    if _valid_6(x):
        out.update(_properties_6(x))
    if _valid_7(x):
        out.update(_properties_7(x))
    if _valid_8(x):
        out.update(_properties_8(x))
    return out


def _is6(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/system_message.json#/properties/content/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not (isinstance(v2, dict)):
            return False
        if not ("type" in v2 and "text" in v2):
            return False
        if not _KNOWN35.issuperset(v2):
            return False
        v5 = v2["text"]
        if not (isinstance(v5, str)):
            return False
        v6 = v2["type"]
        if v6 != "text":
            return False
        if "provider_index" in v2:
            v7 = v2["provider_index"]
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
        if "text_signature" in v2:
            v8 = v2["text_signature"]
            if not (isinstance(v8, str)):
                return False
    return True


def _is7(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/user_message.json#/properties/content/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not isinstance(v2, dict):
            return False
        v3 = v2.get("type")
        v4 = _VALID_BY_TAG28.get(v3) if isinstance(v3, str) else None
        if v4 is None:
            return False
        if not v4(v2):
            return False
    return True


_VALID_BY_TAG1.update(
    {
        "system": _valid_31,
        "user": _valid_49,
        "assistant": _valid_5,
        "tool_result": _valid_43,
        "extension": _valid_18,
        "bash_execution": _valid_14,
    }
)
_VALID_BY_TAG2.update(
    {
        "agent_start": _valid_3,
        "agent_end": _valid_0,
        "turn_start": _valid_46,
        "turn_end": _valid_44,
        "message_start": _valid_23,
        "message_update": _valid_24,
        "message_end": _valid_22,
        "tool_execution_start": _valid_40,
        "tool_execution_update": _valid_41,
        "tool_execution_end": _valid_38,
        "auto_compaction_start": _valid_11,
        "auto_compaction_end": _valid_10,
        "auto_retry_start": _valid_13,
        "auto_retry_end": _valid_12,
        "input_rejected": _valid_21,
    }
)
_CHECK_BY_TAG3.update(
    {
        "agent_start": _check_3,
        "agent_end": _check_0,
        "turn_start": _check_46,
        "turn_end": _check_44,
        "message_start": _check_23,
        "message_update": _check_24,
        "message_end": _check_22,
        "tool_execution_start": _check_40,
        "tool_execution_update": _check_41,
        "tool_execution_end": _check_38,
        "auto_compaction_start": _check_11,
        "auto_compaction_end": _check_10,
        "auto_retry_start": _check_13,
        "auto_retry_end": _check_12,
        "input_rejected": _check_21,
    }
)
_VALID_BY_TAG4.update(
    {
        "system": _valid_31,
        "user": _valid_49,
        "assistant": _valid_5,
        "tool_result": _valid_43,
        "extension": _valid_18,
        "bash_execution": _valid_14,
    }
)
_CHECK_BY_TAG5.update(
    {
        "system": _check_31,
        "user": _check_49,
        "assistant": _check_5,
        "tool_result": _check_43,
        "extension": _check_18,
        "bash_execution": _check_14,
    }
)
_VALID_BY_TAG6.update(
    {
        "text": _valid_32,
        "image": _valid_20,
        "thinking": _valid_34,
        "reasoning": _valid_25,
        "reasoning_details": _valid_27,
        "tool_call": _valid_36,
        "extension": _valid_16,
    }
)
_CHECK_BY_TAG7.update(
    {
        "text": _check_32,
        "image": _check_20,
        "thinking": _check_34,
        "reasoning": _check_25,
        "reasoning_details": _check_27,
        "tool_call": _check_36,
        "extension": _check_16,
    }
)
_VALID_BY_TAG8.update(
    {
        "text": _valid_32,
        "image": _valid_20,
        "thinking": _valid_34,
        "reasoning": _valid_25,
        "reasoning_details": _valid_27,
        "tool_call": _valid_36,
        "extension": _valid_16,
    }
)
_VALID_BY_TAG9.update(
    {
        "text_delta": _valid_33,
        "thinking_delta": _valid_35,
        "reasoning_delta": _valid_26,
        "reasoning_details_delta": _valid_28,
        "tool_call_delta": _valid_37,
    }
)
_VALID_BY_TAG10.update({"text": _valid_32, "image": _valid_20, "extension": _valid_16})
_VALID_BY_TAG11.update(
    {
        "system": _valid_31,
        "user": _valid_49,
        "assistant": _valid_5,
        "tool_result": _valid_43,
        "extension": _valid_18,
        "bash_execution": _valid_14,
    }
)
_VALID_BY_TAG12.update(
    {
        "system": _valid_31,
        "user": _valid_49,
        "assistant": _valid_5,
        "tool_result": _valid_43,
        "extension": _valid_18,
        "bash_execution": _valid_14,
    }
)
_VALID_BY_TAG13.update(
    {
        "text_delta": _valid_33,
        "thinking_delta": _valid_35,
        "reasoning_delta": _valid_26,
        "reasoning_details_delta": _valid_28,
        "tool_call_delta": _valid_37,
        "start": _valid_9,
        "delta": _valid_6,
        "done": _valid_7,
        "error": _valid_8,
    }
)
_VALID_BY_TAG14.update(
    {
        "system": _valid_31,
        "user": _valid_49,
        "assistant": _valid_5,
        "tool_result": _valid_43,
        "extension": _valid_18,
        "bash_execution": _valid_14,
    }
)
_CHECK_BY_TAG15.update(
    {
        "text_delta": _check_33,
        "thinking_delta": _check_35,
        "reasoning_delta": _check_26,
        "reasoning_details_delta": _check_28,
        "tool_call_delta": _check_37,
        "start": _check_9,
        "delta": _check_6,
        "done": _check_7,
        "error": _check_8,
    }
)
_VALID_BY_TAG16.update(
    {
        "text_delta": _valid_33,
        "thinking_delta": _valid_35,
        "reasoning_delta": _valid_26,
        "reasoning_details_delta": _valid_28,
        "tool_call_delta": _valid_37,
    }
)
_CHECK_BY_TAG17.update(
    {
        "text_delta": _check_33,
        "thinking_delta": _check_35,
        "reasoning_delta": _check_26,
        "reasoning_details_delta": _check_28,
        "tool_call_delta": _check_37,
    }
)
_VALID_BY_TAG18.update({"text": _valid_32, "image": _valid_20, "extension": _valid_16})
_VALID_BY_TAG19.update({"text": _valid_32, "image": _valid_20, "extension": _valid_16})
_VALID_BY_TAG20.update({"text": _valid_32, "image": _valid_20, "extension": _valid_16})
_VALID_BY_TAG21.update({"text": _valid_32, "image": _valid_20, "extension": _valid_16})
_CHECK_BY_TAG22.update({"text": _check_32, "image": _check_20, "extension": _check_16})
_VALID_BY_TAG23.update({"text": _valid_32, "image": _valid_20, "extension": _valid_16})
_VALID_BY_TAG24.update(
    {
        "system": _valid_31,
        "user": _valid_49,
        "assistant": _valid_5,
        "tool_result": _valid_43,
        "extension": _valid_18,
        "bash_execution": _valid_14,
    }
)
_VALID_BY_TAG25.update({"text": _valid_32, "image": _valid_20, "extension": _valid_16})
_VALID_BY_TAG26.update({"text": _valid_32, "image": _valid_20, "extension": _valid_16})
_CHECK_BY_TAG27.update({"text": _check_32, "image": _check_20, "extension": _check_16})
_VALID_BY_TAG28.update({"text": _valid_32, "image": _valid_20, "extension": _valid_16})
_VALID_BY_TAG29.update(
    {
        "agent_start": _valid_3,
        "agent_end": _valid_0,
        "turn_start": _valid_46,
        "turn_end": _valid_44,
        "message_start": _valid_23,
        "message_update": _valid_24,
        "message_end": _valid_22,
        "tool_execution_start": _valid_40,
        "tool_execution_update": _valid_41,
        "tool_execution_end": _valid_38,
        "auto_compaction_start": _valid_11,
        "auto_compaction_end": _valid_10,
        "auto_retry_start": _valid_13,
        "auto_retry_end": _valid_12,
        "input_rejected": _valid_21,
    }
)
