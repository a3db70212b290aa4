# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The validator of agent/session_entry, as agentproto.compile makes it.

from . import _runtime as rt
from ._runtime import Problem

import re
from collections.abc import Callable
from typing import Any


_VALID_BY_TAG1: dict[str, Callable[[Any], bool]] = {}
_PATTERN1 = re.compile("^[\\x2d0-9\\x5fa-z]++\\x2f[\\x2d-\\x2e0-9A-Z\\x5fa-z]++(?!(?s:.))")
_CHECK_BY_TAG2: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_VALID_BY_TAG3: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG4: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN2: frozenset[str] = frozenset(
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
_ENUM3 = frozenset(
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
_VALID_BY_TAG5: dict[str, Callable[[Any], bool]] = {}
_KNOWN4: frozenset[str] = frozenset(
    {"cache_read", "cache_write", "extra", "input", "output", "total"}
)
_KNOWN5: frozenset[str] = frozenset({})
_KNOWN6: frozenset[str] = frozenset(
    {"cache_read", "cache_write", "extra", "input", "output", "reasoning", "total_tokens"}
)
_KNOWN7: frozenset[str] = frozenset(
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
_KNOWN8: frozenset[str] = frozenset(
    {"details", "from_hook", "from_id", "id", "parent_id", "summary", "timestamp", "type"}
)
_KNOWN9: frozenset[str] = frozenset(
    {
        "details",
        "first_kept_entry_id",
        "first_kept_entry_index",
        "from_hook",
        "id",
        "parent_id",
        "summary",
        "timestamp",
        "tokens_before",
        "type",
    }
)
_KNOWN10: frozenset[str] = frozenset({"data", "id", "kind", "parent_id", "timestamp", "type"})
_KNOWN11: frozenset[str] = frozenset(
    {"content", "details", "display", "id", "kind", "parent_id", "timestamp", "type"}
)
_VALID_BY_TAG6: dict[str, Callable[[Any], bool]] = {}
_KNOWN12: frozenset[str] = frozenset({"data", "type", "type_name"})
_KNOWN13: frozenset[str] = frozenset({"id", "parent_id", "timestamp", "type"})
_KNOWN14: frozenset[str] = frozenset(
    {"content", "data", "details", "display", "kind", "role", "timestamp"}
)
_VALID_BY_TAG7: dict[str, Callable[[Any], bool]] = {}
_KNOWN15: frozenset[str] = frozenset({"role", "timestamp"})
_KNOWN16: frozenset[str] = frozenset({"alt", "data", "mime_type", "type", "url"})
_PATTERN17 = re.compile(
    "^(?:[\\+\\/-9A-Za-z]{4})*(?:[\\+\\/-9A-Za-z]{2}==|[\\+\\/-9A-Za-z]{3}=)?(?!(?s:.))"
)
_PATTERN18 = re.compile("^image\\x2f[0-9a-z][\\x2b\\x2d-\\x2e0-9a-z]*+(?!(?s:.))")
_PATTERN19 = re.compile(
    "^[a-z][\\x2b\\x2d-\\x2e0-9a-z]*+\\x3a\\x2f\\x2f[\\x00-\\x08\\x0e-\\x1f\\x21-\\x9f\\xa1-\\u167f\\u1681-\\u1fff\\u200b-\\u2027\\u202a-\\u202e\\u2030-\\u205e\\u2060-\\u2fff\\u3001-\\ufefe\\uff00-\\U0010ffff]++(?!(?s:.))"
)
_KNOWN20: frozenset[str] = frozenset({"id", "label", "parent_id", "target_id", "timestamp", "type"})
_KNOWN21: frozenset[str] = frozenset({"id", "message", "parent_id", "timestamp", "type"})
_VALID_BY_TAG8: dict[str, Callable[[Any], bool]] = {}
_KNOWN22: frozenset[str] = frozenset(
    {"id", "model_id", "parent_id", "provider", "timestamp", "type"}
)
_KNOWN23: frozenset[str] = frozenset({"text", "type"})
_KNOWN24: frozenset[str] = frozenset({"details", "type"})
_VALID_BY_TAG9: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG10: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN25: frozenset[str] = frozenset(
    {
        "branched_from",
        "cwd",
        "id",
        "model_id",
        "parent_id",
        "parent_session",
        "provider",
        "thinking_level",
        "timestamp",
        "type",
        "version",
    }
)
_ENUM26 = frozenset({"off", "minimal", "low", "medium", "high", "xhigh"})
_KNOWN27: frozenset[str] = frozenset({"content", "role", "timestamp", "turn_id"})
_KNOWN28: frozenset[str] = frozenset({"provider_index", "text", "text_signature", "type"})
_KNOWN29: frozenset[str] = frozenset(
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
_ENUM30 = frozenset({"native", "prompted"})
_KNOWN31: frozenset[str] = frozenset({"id", "parent_id", "thinking_level", "timestamp", "type"})
_KNOWN32: frozenset[str] = frozenset(
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
_VALID_BY_TAG11: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG12: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN33: frozenset[str] = frozenset(
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
_VALID_BY_TAG13: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG14: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG15: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN34: frozenset[str] = frozenset({"content", "role", "timestamp", "turn_id", "unmapped"})
_VALID_BY_TAG16: dict[str, Callable[[Any], bool]] = {}
_VALID_BY_TAG17: dict[str, Callable[[Any], bool]] = {}


def _valid_0(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/agent_message.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("role")
    v2 = _VALID_BY_TAG1.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_12(x)):
        return False
    return True


def _check_0(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/agent_message.json#"""
    if isinstance(x, dict):
        v1 = x.get("role", rt.MISSING)
        v2 = _CHECK_BY_TAG2.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN1.search(v1) is not None:
            _check_12(x, p, e, strict)
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


def _properties_0(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_22(x):
        out.update(_properties_22(x))
    if _valid_33(x):
        out.update(_properties_33(x))
    if _valid_2(x):
        out.update(_properties_2(x))
    if _valid_29(x):
        out.update(_properties_29(x))
    if _valid_11(x):
        out.update(_properties_11(x))
    if _valid_3(x):
        out.update(_properties_3(x))
    if _valid_12(x):
        out.update(_properties_12(x))
    return out


def _valid_1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_content_block.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG3.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_1(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/assistant_content_block.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG4.get(v1) if isinstance(v1, str) else None
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


def _properties_1(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_23(x):
        out.update(_properties_23(x))
    if _valid_13(x):
        out.update(_properties_13(x))
    if _valid_24(x):
        out.update(_properties_24(x))
    if _valid_17(x):
        out.update(_properties_17(x))
    if _valid_18(x):
        out.update(_properties_18(x))
    if _valid_27(x):
        out.update(_properties_27(x))
    if _valid_9(x):
        out.update(_properties_9(x))
    return out


def _valid_2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/assistant_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x and "content" in x and "stop_reason" in x):
        return False
    if not _KNOWN2.issuperset(x):
        return False
    v3 = x["role"]
    if v3 != "assistant":
        return False
    v4 = x["stop_reason"]
    if not (isinstance(v4, str) and v4 in _ENUM3):
        return False
    v5 = x["content"]
    if not (isinstance(v5, list)):
        return False
    for v7 in v5:
        if not isinstance(v7, dict):
            return False
        v8 = v7.get("type")
        v9 = _VALID_BY_TAG5.get(v8) if isinstance(v8, str) else None
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
        if not _KNOWN4.issuperset(v18):
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
                if (v27 not in _KNOWN5) and (
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
        if not _KNOWN6.issuperset(v32):
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
                if v42 not in _KNOWN5:
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


def _check_2(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    _check_1(v4, p + "/content" + "/" + str(v3), e, strict)
                    if strict and isinstance(v4, dict):
                        rt.unknown_properties(
                            v4,
                            p + "/content" + "/" + str(v3),
                            _properties_1(v4),
                            "https://agentproto.dev/schema/agent/assistant_message.json#/properties/content/items",
                            e,
                        )
        v5 = x.get("cost", rt.MISSING)
        if v5 is not rt.MISSING:
            _check_6(v5, p + "/cost", e, strict)
            if strict and isinstance(v5, dict):
                rt.unknown_properties(
                    v5,
                    p + "/cost",
                    _properties_6(v5),
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
            _check_21(v12, p + "/stop_reason", e, strict)
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
            _check_30(v14, p + "/turn_id", e, strict)
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
            _check_31(v18, p + "/usage", e, strict)
            if strict and isinstance(v18, dict):
                rt.unknown_properties(
                    v18,
                    p + "/usage",
                    _properties_31(v18),
                    "https://agentproto.dev/schema/agent/assistant_message.json#/properties/usage",
                    e,
                )
        if not _KNOWN2.issuperset(x):
            for v19 in x:
                if v19 not in _KNOWN2:
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


def _properties_2(x: Any) -> set[Any]:
    return set(x)


def _valid_3(x: Any) -> bool:
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
    if not _KNOWN7.issuperset(x):
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


def _check_3(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            _check_30(v10, p + "/turn_id", e, strict)
        if not _KNOWN7.issuperset(x):
            for v11 in x:
                if v11 not in _KNOWN7:
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


def _properties_3(x: Any) -> set[Any]:
    return set(x)


def _valid_4(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/branch_summary_entry.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x and "from_id" in x and "summary" in x):
        return False
    if not _KNOWN8.issuperset(x):
        return False
    v3 = x["from_id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["summary"]
    if not (isinstance(v4, str)):
        return False
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
    v6 = x["type"]
    if v6 != "branch_summary":
        return False
    if "from_hook" in x:
        v8 = x["from_hook"]
        if not (isinstance(v8, bool)):
            return False
    if "id" in x:
        v9 = x["id"]
        if not (isinstance(v9, str)):
            return False
        if len(v9) < 1:
            return False
    if "parent_id" in x:
        v10 = x["parent_id"]
        if not (isinstance(v10, str) or v10 is None):
            return False
    return True


def _check_4(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/branch_summary_entry.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/branch_summary_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v2 = x.get("from_hook", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, bool))):
            e.append(
                Problem(
                    p + "/from_hook",
                    "type",
                    "expected boolean, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/from_hook/type",
                )
            )
        v3 = x.get("from_id", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/from_id",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/from_id/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/from_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/from_id/minLength",
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
                        "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/id/minLength",
                    )
                )
        v5 = x.get("parent_id", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str) or v5 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/parent_id/type",
                )
            )
        v6 = x.get("summary", rt.MISSING)
        if (v6 is not rt.MISSING) and (not (isinstance(v6, str))):
            e.append(
                Problem(
                    p + "/summary",
                    "type",
                    "expected string, found " + rt.kind(v6),
                    "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/summary/type",
                )
            )
        v7 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v7, (int, float)) and not isinstance(v7, bool)) and (v7 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v7),
                        "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/timestamp/minimum",
                    )
                )
        v8 = x.get("type", rt.MISSING)
        if (v8 is not rt.MISSING) and (v8 != "branch_summary"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "branch_summary", found ' + rt.show(v8),
                    "https://agentproto.dev/schema/agent/branch_summary_entry.json#/properties/type/const",
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
                            "https://agentproto.dev/schema/agent/branch_summary_entry.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/branch_summary_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/branch_summary_entry.json#/required",
                )
            )
        if "from_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "from_id"',
                    "https://agentproto.dev/schema/agent/branch_summary_entry.json#/required",
                )
            )
        if "summary" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "summary"',
                    "https://agentproto.dev/schema/agent/branch_summary_entry.json#/required",
                )
            )


def _properties_4(x: Any) -> set[Any]:
    return set(x)


def _valid_5(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/compaction_entry.json#"""
    if not (_is1(x) or _is2(x)):
        return False
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x and "summary" in x and "tokens_before" in x):
        return False
    if not _KNOWN9.issuperset(x):
        return False
    v3 = x["summary"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["timestamp"]
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
    v5 = x["tokens_before"]
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
    if v6 != "compaction":
        return False
    if "first_kept_entry_id" in x:
        v8 = x["first_kept_entry_id"]
        if not (isinstance(v8, str)):
            return False
        if len(v8) < 1:
            return False
    if "first_kept_entry_index" in x:
        v9 = x["first_kept_entry_index"]
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
    if "from_hook" in x:
        v10 = x["from_hook"]
        if not (isinstance(v10, bool)):
            return False
    if "id" in x:
        v11 = x["id"]
        if not (isinstance(v11, str)):
            return False
        if len(v11) < 1:
            return False
    if "parent_id" in x:
        v12 = x["parent_id"]
        if not (isinstance(v12, str) or v12 is None):
            return False
    return True


def _check_5(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/compaction_entry.json#"""
    v1 = (_is1(x)) + (_is2(x))
    if v1 == 0:
        v2: list[Problem] = []
        if (isinstance(x, dict)) and ("first_kept_entry_id" not in x):
            v2.append(
                Problem(
                    p,
                    "required",
                    'missing required property "first_kept_entry_id"',
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/anyOf/0/required",
                )
            )
        v3: list[Problem] = []
        if (isinstance(x, dict)) and ("first_kept_entry_index" not in x):
            v3.append(
                Problem(
                    p,
                    "required",
                    'missing required property "first_kept_entry_index"',
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/anyOf/1/required",
                )
            )
        e.extend(rt.closest_branches([v2, v3], p))
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/compaction_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v7 = x.get("first_kept_entry_id", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (isinstance(v7, str)):
                e.append(
                    Problem(
                        p + "/first_kept_entry_id",
                        "type",
                        "expected string, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/first_kept_entry_id/type",
                    )
                )
            if (isinstance(v7, str)) and (len(v7) < 1):
                e.append(
                    Problem(
                        p + "/first_kept_entry_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v7)),
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/first_kept_entry_id/minLength",
                    )
                )
        v8 = x.get("first_kept_entry_index", rt.MISSING)
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
                        p + "/first_kept_entry_index",
                        "type",
                        "expected integer, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/first_kept_entry_index/type",
                    )
                )
            if (isinstance(v8, (int, float)) and not isinstance(v8, bool)) and (v8 < 0):
                e.append(
                    Problem(
                        p + "/first_kept_entry_index",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v8),
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/first_kept_entry_index/minimum",
                    )
                )
        v9 = x.get("from_hook", rt.MISSING)
        if (v9 is not rt.MISSING) and (not (isinstance(v9, bool))):
            e.append(
                Problem(
                    p + "/from_hook",
                    "type",
                    "expected boolean, found " + rt.kind(v9),
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/from_hook/type",
                )
            )
        v10 = x.get("id", rt.MISSING)
        if v10 is not rt.MISSING:
            if not (isinstance(v10, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v10),
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v10, str)) and (len(v10) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v10)),
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/id/minLength",
                    )
                )
        v11 = x.get("parent_id", rt.MISSING)
        if (v11 is not rt.MISSING) and (not (isinstance(v11, str) or v11 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v11),
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/parent_id/type",
                )
            )
        v12 = x.get("summary", rt.MISSING)
        if (v12 is not rt.MISSING) and (not (isinstance(v12, str))):
            e.append(
                Problem(
                    p + "/summary",
                    "type",
                    "expected string, found " + rt.kind(v12),
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/summary/type",
                )
            )
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
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v13, (int, float)) and not isinstance(v13, bool)) and (v13 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v13),
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/timestamp/minimum",
                    )
                )
        v14 = x.get("tokens_before", rt.MISSING)
        if v14 is not rt.MISSING:
            if not (
                type(v14) is int
                or isinstance(v14, float)
                and v14.is_integer()
                or isinstance(v14, int)
                and not isinstance(v14, bool)
            ):
                e.append(
                    Problem(
                        p + "/tokens_before",
                        "type",
                        "expected integer, found " + rt.kind(v14),
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/tokens_before/type",
                    )
                )
            if (isinstance(v14, (int, float)) and not isinstance(v14, bool)) and (v14 < 0):
                e.append(
                    Problem(
                        p + "/tokens_before",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v14),
                        "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/tokens_before/minimum",
                    )
                )
        v15 = x.get("type", rt.MISSING)
        if (v15 is not rt.MISSING) and (v15 != "compaction"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "compaction", found ' + rt.show(v15),
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/properties/type/const",
                )
            )
        if not _KNOWN9.issuperset(x):
            for v16 in x:
                if v16 not in _KNOWN9:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v16),
                            "https://agentproto.dev/schema/agent/compaction_entry.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/required",
                )
            )
        if "summary" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "summary"',
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/required",
                )
            )
        if "tokens_before" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "tokens_before"',
                    "https://agentproto.dev/schema/agent/compaction_entry.json#/required",
                )
            )


def _properties_5(x: Any) -> set[Any]:
    return set(x)


def _valid_6(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/cost.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "input" in x and "output" in x and "cache_read" in x and "cache_write" in x and "total" in x
    ):
        return False
    if not _KNOWN4.issuperset(x):
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
            if (v9 not in _KNOWN5) and (
                not (
                    type(v10) is int
                    or type(v10) is float
                    or isinstance(v10, (int, float))
                    and not isinstance(v10, bool)
                )
            ):
                return False
    return True


def _check_6(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    if (v4 not in _KNOWN5) and (
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
        if not _KNOWN4.issuperset(x):
            for v9 in x:
                if v9 not in _KNOWN4:
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


def _properties_6(x: Any) -> set[Any]:
    return set(x)


def _valid_7(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/custom_entry.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x and "kind" in x):
        return False
    if not _KNOWN10.issuperset(x):
        return False
    v3 = x["kind"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["timestamp"]
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
    if v5 != "custom":
        return False
    if "id" in x:
        v7 = x["id"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    if "parent_id" in x:
        v8 = x["parent_id"]
        if not (isinstance(v8, str) or v8 is None):
            return False
    return True


def _check_7(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/custom_entry.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/custom_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v2 = x.get("id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/custom_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/agent/custom_entry.json#/properties/id/minLength",
                    )
                )
        v3 = x.get("kind", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/kind",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/custom_entry.json#/properties/kind/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/kind",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/agent/custom_entry.json#/properties/kind/minLength",
                    )
                )
        v4 = x.get("parent_id", rt.MISSING)
        if (v4 is not rt.MISSING) and (not (isinstance(v4, str) or v4 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v4),
                    "https://agentproto.dev/schema/agent/custom_entry.json#/properties/parent_id/type",
                )
            )
        v5 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/custom_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/agent/custom_entry.json#/properties/timestamp/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if (v6 is not rt.MISSING) and (v6 != "custom"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "custom", found ' + rt.show(v6),
                    "https://agentproto.dev/schema/agent/custom_entry.json#/properties/type/const",
                )
            )
        if not _KNOWN10.issuperset(x):
            for v7 in x:
                if v7 not in _KNOWN10:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v7),
                            "https://agentproto.dev/schema/agent/custom_entry.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/custom_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/custom_entry.json#/required",
                )
            )
        if "kind" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "kind"',
                    "https://agentproto.dev/schema/agent/custom_entry.json#/required",
                )
            )


def _properties_7(x: Any) -> set[Any]:
    return set(x)


def _valid_8(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/custom_message_entry.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x and "kind" in x and "content" in x):
        return False
    if not _KNOWN11.issuperset(x):
        return False
    v3 = x["kind"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["timestamp"]
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
    if v5 != "custom_message":
        return False
    v6 = x["content"]
    if not (isinstance(v6, str) or _is3(v6)):
        return False
    if "display" in x:
        v8 = x["display"]
        if not (isinstance(v8, bool)):
            return False
    if "id" in x:
        v9 = x["id"]
        if not (isinstance(v9, str)):
            return False
        if len(v9) < 1:
            return False
    if "parent_id" in x:
        v10 = x["parent_id"]
        if not (isinstance(v10, str) or v10 is None):
            return False
    return True


def _check_8(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/custom_message_entry.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/custom_message_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("content", rt.MISSING)
        if v1 is not rt.MISSING:
            v2 = (isinstance(v1, str)) + (_is3(v1))
            if v2 == 0:
                v3: list[Problem] = []
                if not (isinstance(v1, str)):
                    v3.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected string, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/content/oneOf/0/type",
                        )
                    )
                v4: list[Problem] = []
                if not (isinstance(v1, list)):
                    v4.append(
                        Problem(
                            p + "/content",
                            "type",
                            "expected array, found " + rt.kind(v1),
                            "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/content/oneOf/1/type",
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
                                "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/content/oneOf/1/items",
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
                        "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/content/oneOf",
                    )
                )
            elif strict:
                v7: list[Problem] | None = None
                if isinstance(v1, str):
                    v7 = []
                v8: list[Problem] | None = None
                if _is3(v1):
                    v8 = []
                    if not (isinstance(v1, list)):
                        v8.append(
                            Problem(
                                p + "/content",
                                "type",
                                "expected array, found " + rt.kind(v1),
                                "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/content/oneOf/1/type",
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
                                    "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/content/oneOf/1/items",
                                    v8,
                                )
                e.extend(rt.strict_branches([v7, v8], p + "/content"))
        v12 = x.get("display", rt.MISSING)
        if (v12 is not rt.MISSING) and (not (isinstance(v12, bool))):
            e.append(
                Problem(
                    p + "/display",
                    "type",
                    "expected boolean, found " + rt.kind(v12),
                    "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/display/type",
                )
            )
        v13 = x.get("id", rt.MISSING)
        if v13 is not rt.MISSING:
            if not (isinstance(v13, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v13),
                        "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v13, str)) and (len(v13) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v13)),
                        "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/id/minLength",
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
                        "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/kind/type",
                    )
                )
            if (isinstance(v14, str)) and (len(v14) < 1):
                e.append(
                    Problem(
                        p + "/kind",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v14)),
                        "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/kind/minLength",
                    )
                )
        v15 = x.get("parent_id", rt.MISSING)
        if (v15 is not rt.MISSING) and (not (isinstance(v15, str) or v15 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v15),
                    "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/parent_id/type",
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
                        "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v16, (int, float)) and not isinstance(v16, bool)) and (v16 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v16),
                        "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/timestamp/minimum",
                    )
                )
        v17 = x.get("type", rt.MISSING)
        if (v17 is not rt.MISSING) and (v17 != "custom_message"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "custom_message", found ' + rt.show(v17),
                    "https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/type/const",
                )
            )
        if not _KNOWN11.issuperset(x):
            for v18 in x:
                if v18 not in _KNOWN11:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v18),
                            "https://agentproto.dev/schema/agent/custom_message_entry.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/custom_message_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/custom_message_entry.json#/required",
                )
            )
        if "kind" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "kind"',
                    "https://agentproto.dev/schema/agent/custom_message_entry.json#/required",
                )
            )
        if "content" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "content"',
                    "https://agentproto.dev/schema/agent/custom_message_entry.json#/required",
                )
            )


def _properties_8(x: Any) -> set[Any]:
    return set(x)


def _valid_9(x: Any) -> bool:
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


def _check_9(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_9(x: Any) -> set[Any]:
    return set(x)


def _valid_10(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_entry.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x):
        return False
    v1 = x["timestamp"]
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
    if _PATTERN1.search(v2) is None:
        return False
    if "id" in x:
        v3 = x["id"]
        if not (isinstance(v3, str)):
            return False
        if len(v3) < 1:
            return False
    if "parent_id" in x:
        v4 = x["parent_id"]
        if not (isinstance(v4, str) or v4 is None):
            return False
    return True


def _check_10(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/extension_entry.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/extension_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/extension_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/agent/extension_entry.json#/properties/id/minLength",
                    )
                )
        v2 = x.get("parent_id", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str) or v2 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/extension_entry.json#/properties/parent_id/type",
                )
            )
        v3 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/extension_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v3, (int, float)) and not isinstance(v3, bool)) and (v3 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v3),
                        "https://agentproto.dev/schema/agent/extension_entry.json#/properties/timestamp/minimum",
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
                        "https://agentproto.dev/schema/agent/extension_entry.json#/properties/type/type",
                    )
                )
            if (isinstance(v4, str)) and (_PATTERN1.search(v4) is None):
                e.append(
                    Problem(
                        p + "/type",
                        "pattern",
                        'expected a string matching "^[a-z0-9_-]+/[A-Za-z0-9_.-]+$", found '
                        + rt.show(v4),
                        "https://agentproto.dev/schema/agent/extension_entry.json#/properties/type/pattern",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/extension_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/extension_entry.json#/required",
                )
            )


def _properties_10(x: Any) -> set[Any]:
    return set(x)


def _valid_11(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x):
        return False
    if not _KNOWN14.issuperset(x):
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
        if not (isinstance(v9, str) or _is4(v9)):
            return False
    return True


def _check_11(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            v2 = (isinstance(v1, str)) + (_is4(v1))
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
                        _check_32(v6, p + "/content" + "/" + str(v5), v4, strict)
                        if strict and isinstance(v6, dict):
                            rt.unknown_properties(
                                v6,
                                p + "/content" + "/" + str(v5),
                                _properties_32(v6),
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
                if _is4(v1):
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
                            _check_32(v10, p + "/content" + "/" + str(v9), v8, strict)
                            if strict and isinstance(v10, dict):
                                rt.unknown_properties(
                                    v10,
                                    p + "/content" + "/" + str(v9),
                                    _properties_32(v10),
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
        if not _KNOWN14.issuperset(x):
            for v17 in x:
                if v17 not in _KNOWN14:
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


def _properties_11(x: Any) -> set[Any]:
    return set(x)


def _valid_12(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_role_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x):
        return False
    v1 = x["role"]
    if not (isinstance(v1, str)):
        return False
    if _PATTERN1.search(v1) is None:
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


def _check_12(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            if (isinstance(v1, str)) and (_PATTERN1.search(v1) is None):
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


def _properties_12(x: Any) -> set[Any]:
    return set(x)


def _valid_13(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#"""
    if _is6(x):
        if _is5(x):
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
    if not _KNOWN16.issuperset(x):
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
        if _PATTERN17.search(v5) is None:
            return False
    if "mime_type" in x:
        v6 = x["mime_type"]
        if not (isinstance(v6, str)):
            return False
        if _PATTERN18.search(v6) is None:
            return False
    if "url" in x:
        v7 = x["url"]
        if not (isinstance(v7, str)):
            return False
        if _PATTERN19.search(v7) is None:
            return False
    return True


def _check_13(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#"""
    if _is6(x):
        if _is5(x):
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
                if _PATTERN17.search(v2) is None:
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
            if (isinstance(v3, str)) and (_PATTERN18.search(v3) is None):
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
            if (isinstance(v5, str)) and (_PATTERN19.search(v5) is None):
                e.append(
                    Problem(
                        p + "/url",
                        "pattern",
                        'expected a string matching "^[a-z][a-z0-9+.-]*://\\\\S+$", found '
                        + rt.show(v5),
                        "https://agentproto.dev/schema/agent/image_block.json#/properties/url/pattern",
                    )
                )
        if not _KNOWN16.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN16:
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


def _properties_13(x: Any) -> set[Any]:
    return set(x)


def _valid_14(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/label_entry.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x and "target_id" in x and "label" in x):
        return False
    if not _KNOWN20.issuperset(x):
        return False
    v3 = x["label"]
    if not (isinstance(v3, str) or v3 is None):
        return False
    v4 = x["target_id"]
    if not (isinstance(v4, str)):
        return False
    if len(v4) < 1:
        return False
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
    v6 = x["type"]
    if v6 != "label":
        return False
    if "id" in x:
        v7 = x["id"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    if "parent_id" in x:
        v8 = x["parent_id"]
        if not (isinstance(v8, str) or v8 is None):
            return False
    return True


def _check_14(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/label_entry.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/label_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/label_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/agent/label_entry.json#/properties/id/minLength",
                    )
                )
        v2 = x.get("label", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str) or v2 is None)):
            e.append(
                Problem(
                    p + "/label",
                    "type",
                    "expected string or null, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/label_entry.json#/properties/label/type",
                )
            )
        v3 = x.get("parent_id", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str) or v3 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/label_entry.json#/properties/parent_id/type",
                )
            )
        v4 = x.get("target_id", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/target_id",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/label_entry.json#/properties/target_id/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/target_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/label_entry.json#/properties/target_id/minLength",
                    )
                )
        v5 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/label_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/agent/label_entry.json#/properties/timestamp/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if (v6 is not rt.MISSING) and (v6 != "label"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "label", found ' + rt.show(v6),
                    "https://agentproto.dev/schema/agent/label_entry.json#/properties/type/const",
                )
            )
        if not _KNOWN20.issuperset(x):
            for v7 in x:
                if v7 not in _KNOWN20:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v7),
                            "https://agentproto.dev/schema/agent/label_entry.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/label_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/label_entry.json#/required",
                )
            )
        if "target_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "target_id"',
                    "https://agentproto.dev/schema/agent/label_entry.json#/required",
                )
            )
        if "label" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "label"',
                    "https://agentproto.dev/schema/agent/label_entry.json#/required",
                )
            )


def _properties_14(x: Any) -> set[Any]:
    return set(x)


def _valid_15(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/message_entry.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x and "message" in x):
        return False
    if not _KNOWN21.issuperset(x):
        return False
    v3 = x["timestamp"]
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
    v4 = x["type"]
    if v4 != "message":
        return False
    v5 = x["message"]
    if not isinstance(v5, dict):
        return False
    v6 = v5.get("role")
    v7 = _VALID_BY_TAG8.get(v6) if isinstance(v6, str) else None
    if v7 is not None:
        if not v7(v5):
            return False
    elif not (isinstance(v6, str) and _PATTERN1.search(v6) is not None and _valid_12(v5)):
        return False
    if "id" in x:
        v8 = x["id"]
        if not (isinstance(v8, str)):
            return False
        if len(v8) < 1:
            return False
    if "parent_id" in x:
        v9 = x["parent_id"]
        if not (isinstance(v9, str) or v9 is None):
            return False
    return True


def _check_15(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/message_entry.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/message_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/message_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/agent/message_entry.json#/properties/id/minLength",
                    )
                )
        v2 = x.get("message", rt.MISSING)
        if v2 is not rt.MISSING:
            _check_0(v2, p + "/message", e, strict)
            if strict and isinstance(v2, dict):
                rt.unknown_properties(
                    v2,
                    p + "/message",
                    _properties_0(v2),
                    "https://agentproto.dev/schema/agent/message_entry.json#/properties/message",
                    e,
                )
        v3 = x.get("parent_id", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str) or v3 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/message_entry.json#/properties/parent_id/type",
                )
            )
        v4 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/message_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/agent/message_entry.json#/properties/timestamp/minimum",
                    )
                )
        v5 = x.get("type", rt.MISSING)
        if (v5 is not rt.MISSING) and (v5 != "message"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "message", found ' + rt.show(v5),
                    "https://agentproto.dev/schema/agent/message_entry.json#/properties/type/const",
                )
            )
        if not _KNOWN21.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN21:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v6),
                            "https://agentproto.dev/schema/agent/message_entry.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/message_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/message_entry.json#/required",
                )
            )
        if "message" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "message"',
                    "https://agentproto.dev/schema/agent/message_entry.json#/required",
                )
            )


def _properties_15(x: Any) -> set[Any]:
    return set(x)


def _valid_16(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/model_change_entry.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x and "provider" in x and "model_id" in x):
        return False
    if not _KNOWN22.issuperset(x):
        return False
    v3 = x["model_id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["provider"]
    if not (isinstance(v4, str)):
        return False
    if len(v4) < 1:
        return False
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
    v6 = x["type"]
    if v6 != "model_change":
        return False
    if "id" in x:
        v7 = x["id"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    if "parent_id" in x:
        v8 = x["parent_id"]
        if not (isinstance(v8, str) or v8 is None):
            return False
    return True


def _check_16(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/model_change_entry.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/model_change_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/id/minLength",
                    )
                )
        v2 = x.get("model_id", rt.MISSING)
        if v2 is not rt.MISSING:
            if not (isinstance(v2, str)):
                e.append(
                    Problem(
                        p + "/model_id",
                        "type",
                        "expected string, found " + rt.kind(v2),
                        "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/model_id/type",
                    )
                )
            if (isinstance(v2, str)) and (len(v2) < 1):
                e.append(
                    Problem(
                        p + "/model_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v2)),
                        "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/model_id/minLength",
                    )
                )
        v3 = x.get("parent_id", rt.MISSING)
        if (v3 is not rt.MISSING) and (not (isinstance(v3, str) or v3 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v3),
                    "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/parent_id/type",
                )
            )
        v4 = x.get("provider", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/provider",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/provider/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/provider",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/provider/minLength",
                    )
                )
        v5 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v5),
                        "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v5, (int, float)) and not isinstance(v5, bool)) and (v5 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v5),
                        "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/timestamp/minimum",
                    )
                )
        v6 = x.get("type", rt.MISSING)
        if (v6 is not rt.MISSING) and (v6 != "model_change"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "model_change", found ' + rt.show(v6),
                    "https://agentproto.dev/schema/agent/model_change_entry.json#/properties/type/const",
                )
            )
        if not _KNOWN22.issuperset(x):
            for v7 in x:
                if v7 not in _KNOWN22:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v7),
                            "https://agentproto.dev/schema/agent/model_change_entry.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/model_change_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/model_change_entry.json#/required",
                )
            )
        if "provider" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "provider"',
                    "https://agentproto.dev/schema/agent/model_change_entry.json#/required",
                )
            )
        if "model_id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "model_id"',
                    "https://agentproto.dev/schema/agent/model_change_entry.json#/required",
                )
            )


def _properties_16(x: Any) -> set[Any]:
    return set(x)


def _valid_17(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    if not _KNOWN23.issuperset(x):
        return False
    v3 = x["text"]
    if not (isinstance(v3, str)):
        return False
    v4 = x["type"]
    return bool(v4 == "reasoning")


def _check_17(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN23.issuperset(x):
            for v3 in x:
                if v3 not in _KNOWN23:
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


def _properties_17(x: Any) -> set[Any]:
    return set(x)


def _valid_18(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/reasoning_details_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "details" in x):
        return False
    if not _KNOWN24.issuperset(x):
        return False
    v3 = x["type"]
    if v3 != "reasoning_details":
        return False
    v4 = x["details"]
    return isinstance(v4, list)


def _check_18(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN24.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN24:
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


def _properties_18(x: Any) -> set[Any]:
    return set(x)


def _valid_19(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/session_entry.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG9.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_10(x)):
        return False
    return True


def _check_19(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/session_entry.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG10.get(v1) if isinstance(v1, str) else None
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
                    "https://agentproto.dev/schema/agent/session_entry.json#/oneOf",
                )
            )
        else:
            e.append(
                Problem(
                    p + "/type",
                    "pattern",
                    'expected one of "session", "message", "model_change", "thinking_level_change", "compaction", "branch_summary", "custom", "custom_message", ..., found '
                    + rt.show(v1),
                    "https://agentproto.dev/schema/agent/session_entry.json#/oneOf",
                )
            )
    else:
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/session_entry.json#/oneOf",
            )
        )


def _properties_19(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_15(x):
        out.update(_properties_15(x))
    if _valid_16(x):
        out.update(_properties_16(x))
    if _valid_26(x):
        out.update(_properties_26(x))
    if _valid_5(x):
        out.update(_properties_5(x))
    if _valid_4(x):
        out.update(_properties_4(x))
    if _valid_7(x):
        out.update(_properties_7(x))
    if _valid_8(x):
        out.update(_properties_8(x))
    if _valid_14(x):
        out.update(_properties_14(x))
    if _valid_10(x):
        out.update(_properties_10(x))
    return out


def _valid_20(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/session_header_entry.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x and "id" in x):
        return False
    if not _KNOWN25.issuperset(x):
        return False
    v3 = x["id"]
    if not (isinstance(v3, str)):
        return False
    if len(v3) < 1:
        return False
    v4 = x["timestamp"]
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
    if v5 != "session":
        return False
    if "branched_from" in x:
        v6 = x["branched_from"]
        if not (isinstance(v6, str)):
            return False
    if "cwd" in x:
        v7 = x["cwd"]
        if not (isinstance(v7, str)):
            return False
    if "model_id" in x:
        v8 = x["model_id"]
        if not (isinstance(v8, str)):
            return False
        if len(v8) < 1:
            return False
    if "parent_id" in x:
        v9 = x["parent_id"]
        if not (isinstance(v9, str) or v9 is None):
            return False
    if "parent_session" in x:
        v10 = x["parent_session"]
        if not (isinstance(v10, str)):
            return False
    if "provider" in x:
        v11 = x["provider"]
        if not (isinstance(v11, str)):
            return False
        if len(v11) < 1:
            return False
    if "thinking_level" in x:
        v12 = x["thinking_level"]
        if not (isinstance(v12, str) and v12 in _ENUM26):
            return False
    if "version" in x:
        v13 = x["version"]
        if not (
            type(v13) is int
            or isinstance(v13, float)
            and v13.is_integer()
            or isinstance(v13, int)
            and not isinstance(v13, bool)
        ):
            return False
        if v13 < 1:
            return False
    return True


def _check_20(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/session_header_entry.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/session_header_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("branched_from", rt.MISSING)
        if (v1 is not rt.MISSING) and (not (isinstance(v1, str))):
            e.append(
                Problem(
                    p + "/branched_from",
                    "type",
                    "expected string, found " + rt.kind(v1),
                    "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/branched_from/type",
                )
            )
        v2 = x.get("cwd", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str))):
            e.append(
                Problem(
                    p + "/cwd",
                    "type",
                    "expected string, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/cwd/type",
                )
            )
        v3 = x.get("id", rt.MISSING)
        if v3 is not rt.MISSING:
            if not (isinstance(v3, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v3),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v3, str)) and (len(v3) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v3)),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/id/minLength",
                    )
                )
        v4 = x.get("model_id", rt.MISSING)
        if v4 is not rt.MISSING:
            if not (isinstance(v4, str)):
                e.append(
                    Problem(
                        p + "/model_id",
                        "type",
                        "expected string, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/model_id/type",
                    )
                )
            if (isinstance(v4, str)) and (len(v4) < 1):
                e.append(
                    Problem(
                        p + "/model_id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v4)),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/model_id/minLength",
                    )
                )
        v5 = x.get("parent_id", rt.MISSING)
        if (v5 is not rt.MISSING) and (not (isinstance(v5, str) or v5 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v5),
                    "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/parent_id/type",
                )
            )
        v6 = x.get("parent_session", rt.MISSING)
        if (v6 is not rt.MISSING) and (not (isinstance(v6, str))):
            e.append(
                Problem(
                    p + "/parent_session",
                    "type",
                    "expected string, found " + rt.kind(v6),
                    "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/parent_session/type",
                )
            )
        v7 = x.get("provider", rt.MISSING)
        if v7 is not rt.MISSING:
            if not (isinstance(v7, str)):
                e.append(
                    Problem(
                        p + "/provider",
                        "type",
                        "expected string, found " + rt.kind(v7),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/provider/type",
                    )
                )
            if (isinstance(v7, str)) and (len(v7) < 1):
                e.append(
                    Problem(
                        p + "/provider",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v7)),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/provider/minLength",
                    )
                )
        v8 = x.get("thinking_level", rt.MISSING)
        if v8 is not rt.MISSING:
            _check_25(v8, p + "/thinking_level", e, strict)
        v9 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v9, (int, float)) and not isinstance(v9, bool)) and (v9 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v9),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/timestamp/minimum",
                    )
                )
        v10 = x.get("type", rt.MISSING)
        if (v10 is not rt.MISSING) and (v10 != "session"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "session", found ' + rt.show(v10),
                    "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/type/const",
                )
            )
        v11 = x.get("version", rt.MISSING)
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
                        p + "/version",
                        "type",
                        "expected integer, found " + rt.kind(v11),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/version/type",
                    )
                )
            if (isinstance(v11, (int, float)) and not isinstance(v11, bool)) and (v11 < 1):
                e.append(
                    Problem(
                        p + "/version",
                        "minimum",
                        "expected a number >= 1, found " + rt.show(v11),
                        "https://agentproto.dev/schema/agent/session_header_entry.json#/properties/version/minimum",
                    )
                )
        if not _KNOWN25.issuperset(x):
            for v12 in x:
                if v12 not in _KNOWN25:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v12),
                            "https://agentproto.dev/schema/agent/session_header_entry.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/session_header_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/session_header_entry.json#/required",
                )
            )
        if "id" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "id"',
                    "https://agentproto.dev/schema/agent/session_header_entry.json#/required",
                )
            )


def _properties_20(x: Any) -> set[Any]:
    return set(x)


def _valid_21(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/stop_reason.json#"""
    return isinstance(x, str) and x in _ENUM3


def _check_21(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/stop_reason.json#"""
    if not (isinstance(x, str) and x in _ENUM3):
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


def _valid_22(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/system_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x and "content" in x):
        return False
    if not _KNOWN27.issuperset(x):
        return False
    v3 = x["role"]
    if v3 != "system":
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
    return True


def _check_22(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            v2 = (isinstance(v1, str)) + (_is7(v1))
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
                        _check_23(v6, p + "/content" + "/" + str(v5), v4, strict)
                        if strict and isinstance(v6, dict):
                            rt.unknown_properties(
                                v6,
                                p + "/content" + "/" + str(v5),
                                _properties_23(v6),
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
                if _is7(v1):
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
                            _check_23(v10, p + "/content" + "/" + str(v9), v8, strict)
                            if strict and isinstance(v10, dict):
                                rt.unknown_properties(
                                    v10,
                                    p + "/content" + "/" + str(v9),
                                    _properties_23(v10),
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
            _check_30(v13, p + "/turn_id", e, strict)
        if not _KNOWN27.issuperset(x):
            for v14 in x:
                if v14 not in _KNOWN27:
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


def _properties_22(x: Any) -> set[Any]:
    return set(x)


def _valid_23(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/text_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "text" in x):
        return False
    if not _KNOWN28.issuperset(x):
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


def _check_23(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN28.issuperset(x):
            for v5 in x:
                if v5 not in _KNOWN28:
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


def _properties_23(x: Any) -> set[Any]:
    return set(x)


def _valid_24(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/thinking_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "thinking" in x):
        return False
    if not _KNOWN29.issuperset(x):
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
        if not (isinstance(v10, str) and v10 in _ENUM30):
            return False
    return True


def _check_24(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            if not (isinstance(v6, str) and v6 in _ENUM30):
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
        if not _KNOWN29.issuperset(x):
            for v9 in x:
                if v9 not in _KNOWN29:
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


def _properties_24(x: Any) -> set[Any]:
    return set(x)


def _valid_25(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/thinking_level.json#"""
    return isinstance(x, str) and x in _ENUM26


def _check_25(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/thinking_level.json#"""
    if not (isinstance(x, str) and x in _ENUM26):
        e.append(
            Problem(
                p,
                "enum",
                'expected one of "off", "minimal", "low", "medium", "high", "xhigh", found '
                + rt.show(x),
                "https://agentproto.dev/schema/agent/thinking_level.json#/enum",
            )
        )
    if not (isinstance(x, str)):
        e.append(
            Problem(
                p,
                "type",
                "expected string, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/thinking_level.json#/type",
            )
        )


def _valid_26(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/thinking_level_change_entry.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "timestamp" in x and "thinking_level" in x):
        return False
    if not _KNOWN31.issuperset(x):
        return False
    v3 = x["thinking_level"]
    if not (isinstance(v3, str) and v3 in _ENUM26):
        return False
    v4 = x["timestamp"]
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
    if v5 != "thinking_level_change":
        return False
    if "id" in x:
        v6 = x["id"]
        if not (isinstance(v6, str)):
            return False
        if len(v6) < 1:
            return False
    if "parent_id" in x:
        v7 = x["parent_id"]
        if not (isinstance(v7, str) or v7 is None):
            return False
    return True


def _check_26(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/thinking_level_change_entry.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("id", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, str)):
                e.append(
                    Problem(
                        p + "/id",
                        "type",
                        "expected string, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/properties/id/type",
                    )
                )
            if (isinstance(v1, str)) and (len(v1) < 1):
                e.append(
                    Problem(
                        p + "/id",
                        "minLength",
                        "expected at least 1 characters, found " + str(len(v1)),
                        "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/properties/id/minLength",
                    )
                )
        v2 = x.get("parent_id", rt.MISSING)
        if (v2 is not rt.MISSING) and (not (isinstance(v2, str) or v2 is None)):
            e.append(
                Problem(
                    p + "/parent_id",
                    "type",
                    "expected string or null, found " + rt.kind(v2),
                    "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/properties/parent_id/type",
                )
            )
        v3 = x.get("thinking_level", rt.MISSING)
        if v3 is not rt.MISSING:
            _check_25(v3, p + "/thinking_level", e, strict)
        v4 = x.get("timestamp", rt.MISSING)
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
                        p + "/timestamp",
                        "type",
                        "expected integer, found " + rt.kind(v4),
                        "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/properties/timestamp/type",
                    )
                )
            if (isinstance(v4, (int, float)) and not isinstance(v4, bool)) and (v4 < 0):
                e.append(
                    Problem(
                        p + "/timestamp",
                        "minimum",
                        "expected a number >= 0, found " + rt.show(v4),
                        "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/properties/timestamp/minimum",
                    )
                )
        v5 = x.get("type", rt.MISSING)
        if (v5 is not rt.MISSING) and (v5 != "thinking_level_change"):
            e.append(
                Problem(
                    p + "/type",
                    "const",
                    'expected "thinking_level_change", found ' + rt.show(v5),
                    "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/properties/type/const",
                )
            )
        if not _KNOWN31.issuperset(x):
            for v6 in x:
                if v6 not in _KNOWN31:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v6),
                            "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/additionalProperties",
                        )
                    )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/required",
                )
            )
        if "timestamp" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "timestamp"',
                    "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/required",
                )
            )
        if "thinking_level" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "thinking_level"',
                    "https://agentproto.dev/schema/agent/thinking_level_change_entry.json#/required",
                )
            )


def _properties_26(x: Any) -> set[Any]:
    return set(x)


def _valid_27(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_call_block.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x and "name" in x and "arguments" in x):
        return False
    if not _KNOWN32.issuperset(x):
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


def _check_27(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
        if not _KNOWN32.issuperset(x):
            for v13 in x:
                if v13 not in _KNOWN32:
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


def _properties_27(x: Any) -> set[Any]:
    return set(x)


def _valid_28(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_result_content_block.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG11.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_28(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/tool_result_content_block.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG12.get(v1) if isinstance(v1, str) else None
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


def _properties_28(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_23(x):
        out.update(_properties_23(x))
    if _valid_13(x):
        out.update(_properties_13(x))
    if _valid_9(x):
        out.update(_properties_9(x))
    return out


def _valid_29(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/tool_result_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x and "tool_call_id" in x and "content" in x):
        return False
    if not _KNOWN33.issuperset(x):
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
        v9 = _VALID_BY_TAG13.get(v8) if isinstance(v8, str) else None
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


def _check_29(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    _check_28(v3, p + "/content" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/content" + "/" + str(v2),
                            _properties_28(v3),
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
            _check_30(v11, p + "/turn_id", e, strict)
        if not _KNOWN33.issuperset(x):
            for v12 in x:
                if v12 not in _KNOWN33:
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


def _properties_29(x: Any) -> set[Any]:
    return set(x)


def _valid_30(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/turn_id.json#"""
    if not (isinstance(x, str)):
        return False
    return not (len(x) < 1)


def _check_30(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _valid_31(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/usage.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("input" in x and "output" in x):
        return False
    if not _KNOWN6.issuperset(x):
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
            if v10 not in _KNOWN5:
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


def _check_31(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    if v4 not in _KNOWN5:
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
        if not _KNOWN6.issuperset(x):
            for v10 in x:
                if v10 not in _KNOWN6:
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


def _properties_31(x: Any) -> set[Any]:
    return set(x)


def _valid_32(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/user_content_block.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG14.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_32(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/user_content_block.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG15.get(v1) if isinstance(v1, str) else None
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


def _properties_32(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_23(x):
        out.update(_properties_23(x))
    if _valid_13(x):
        out.update(_properties_13(x))
    if _valid_9(x):
        out.update(_properties_9(x))
    return out


def _valid_33(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/user_message.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("role" in x and "content" in x):
        return False
    if not _KNOWN34.issuperset(x):
        return False
    v3 = x["role"]
    if v3 != "user":
        return False
    v4 = x["content"]
    if not (isinstance(v4, str) or _is8(v4)):
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


def _check_33(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            v2 = (isinstance(v1, str)) + (_is8(v1))
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
                        _check_32(v6, p + "/content" + "/" + str(v5), v4, strict)
                        if strict and isinstance(v6, dict):
                            rt.unknown_properties(
                                v6,
                                p + "/content" + "/" + str(v5),
                                _properties_32(v6),
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
                if _is8(v1):
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
                            _check_32(v10, p + "/content" + "/" + str(v9), v8, strict)
                            if strict and isinstance(v10, dict):
                                rt.unknown_properties(
                                    v10,
                                    p + "/content" + "/" + str(v9),
                                    _properties_32(v10),
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
            _check_30(v13, p + "/turn_id", e, strict)
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
        if not _KNOWN34.issuperset(x):
            for v17 in x:
                if v17 not in _KNOWN34:
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


def _properties_33(x: Any) -> set[Any]:
    return set(x)


def _valid_34(x: Any) -> bool:
    """Validate against #"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG17.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_10(x)):
        return False
    return True


def _check_34(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against #"""
    _check_19(x, p, e, strict)


def _properties_34(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_properties_19(x))
    return out


def _is1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/compaction_entry.json#/anyOf/0"""
    return not ((isinstance(x, dict)) and (not ("first_kept_entry_id" in x)))


def _is2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/compaction_entry.json#/anyOf/1"""
    return not ((isinstance(x, dict)) and (not ("first_kept_entry_index" in x)))


def _is3(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/custom_message_entry.json#/properties/content/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not isinstance(v2, dict):
            return False
        v3 = v2.get("type")
        v4 = _VALID_BY_TAG6.get(v3) if isinstance(v3, str) else None
        if v4 is None:
            return False
        if not v4(v2):
            return False
    return True


def _is4(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/extension_message.json#/properties/content/oneOf/1"""
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
    return True


def _is5(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#/then/not"""
    return not ((isinstance(x, dict)) and (not ("url" in x)))


def _is6(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/image_block.json#/if"""
    return not ((isinstance(x, dict)) and (not ("data" in x)))


def _is7(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/system_message.json#/properties/content/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not (isinstance(v2, dict)):
            return False
        if not ("type" in v2 and "text" in v2):
            return False
        if not _KNOWN28.issuperset(v2):
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


def _is8(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/user_message.json#/properties/content/oneOf/1"""
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


_VALID_BY_TAG1.update(
    {
        "system": _valid_22,
        "user": _valid_33,
        "assistant": _valid_2,
        "tool_result": _valid_29,
        "extension": _valid_11,
        "bash_execution": _valid_3,
    }
)
_CHECK_BY_TAG2.update(
    {
        "system": _check_22,
        "user": _check_33,
        "assistant": _check_2,
        "tool_result": _check_29,
        "extension": _check_11,
        "bash_execution": _check_3,
    }
)
_VALID_BY_TAG3.update(
    {
        "text": _valid_23,
        "image": _valid_13,
        "thinking": _valid_24,
        "reasoning": _valid_17,
        "reasoning_details": _valid_18,
        "tool_call": _valid_27,
        "extension": _valid_9,
    }
)
_CHECK_BY_TAG4.update(
    {
        "text": _check_23,
        "image": _check_13,
        "thinking": _check_24,
        "reasoning": _check_17,
        "reasoning_details": _check_18,
        "tool_call": _check_27,
        "extension": _check_9,
    }
)
_VALID_BY_TAG5.update(
    {
        "text": _valid_23,
        "image": _valid_13,
        "thinking": _valid_24,
        "reasoning": _valid_17,
        "reasoning_details": _valid_18,
        "tool_call": _valid_27,
        "extension": _valid_9,
    }
)
_VALID_BY_TAG6.update({"text": _valid_23, "image": _valid_13, "extension": _valid_9})
_VALID_BY_TAG7.update({"text": _valid_23, "image": _valid_13, "extension": _valid_9})
_VALID_BY_TAG8.update(
    {
        "system": _valid_22,
        "user": _valid_33,
        "assistant": _valid_2,
        "tool_result": _valid_29,
        "extension": _valid_11,
        "bash_execution": _valid_3,
    }
)
_VALID_BY_TAG9.update(
    {
        "session": _valid_20,
        "message": _valid_15,
        "model_change": _valid_16,
        "thinking_level_change": _valid_26,
        "compaction": _valid_5,
        "branch_summary": _valid_4,
        "custom": _valid_7,
        "custom_message": _valid_8,
        "label": _valid_14,
    }
)
_CHECK_BY_TAG10.update(
    {
        "session": _check_20,
        "message": _check_15,
        "model_change": _check_16,
        "thinking_level_change": _check_26,
        "compaction": _check_5,
        "branch_summary": _check_4,
        "custom": _check_7,
        "custom_message": _check_8,
        "label": _check_14,
    }
)
_VALID_BY_TAG11.update({"text": _valid_23, "image": _valid_13, "extension": _valid_9})
_CHECK_BY_TAG12.update({"text": _check_23, "image": _check_13, "extension": _check_9})
_VALID_BY_TAG13.update({"text": _valid_23, "image": _valid_13, "extension": _valid_9})
_VALID_BY_TAG14.update({"text": _valid_23, "image": _valid_13, "extension": _valid_9})
_CHECK_BY_TAG15.update({"text": _check_23, "image": _check_13, "extension": _check_9})
_VALID_BY_TAG16.update({"text": _valid_23, "image": _valid_13, "extension": _valid_9})
_VALID_BY_TAG17.update(
    {
        "session": _valid_20,
        "message": _valid_15,
        "model_change": _valid_16,
        "thinking_level_change": _valid_26,
        "compaction": _valid_5,
        "branch_summary": _valid_4,
        "custom": _valid_7,
        "custom_message": _valid_8,
        "label": _valid_14,
    }
)
