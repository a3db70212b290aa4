# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The validator of openresponses/item, as agentproto.compile makes it.

from . import _runtime as rt
from ._runtime import Problem

import re
from collections.abc import Callable
from typing import Any


_VALID_BY_TAG1: dict[str, Callable[[Any], bool]] = {}
_PATTERN1 = re.compile("^[\\x2d0-9\\x5fa-z]++\\x3a[\\x2d-\\x2e0-9\\x5fa-z]++(?!(?s:.))")
_CHECK_BY_TAG2: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_ENUM2 = frozenset({"in_progress", "completed", "incomplete", "failed"})
_NAMES3: frozenset[str] = frozenset({"created_by", "encrypted_content", "id", "status", "type"})
_VALID_BY_TAG3: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG4: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_KNOWN4: frozenset[str] = frozenset({"end_index", "start_index", "text", "type"})
_KNOWN5: frozenset[str] = frozenset({"id", "status", "type"})
_NAMES6: frozenset[str] = frozenset({"status"})
_NAMES7: frozenset[str] = frozenset({"arguments"})
_NAMES8: frozenset[str] = frozenset({"arguments", "call_id", "id", "name", "status", "type"})
_VALID_BY_TAG5: dict[str, Callable[[Any], bool]] = {}
_NAMES9: frozenset[str] = frozenset({"call_id", "id", "output", "status", "type"})
_NAMES10: frozenset[str] = frozenset({"audio_url", "type"})
_NAMES11: frozenset[str] = frozenset({"file_data", "file_url", "filename", "type"})
_ENUM12: frozenset[Any] = rt.canonical_set(["low", "high", "auto", None])
_NAMES13: frozenset[str] = frozenset({"detail", "image_url", "type"})
_VALID_BY_TAG6: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG7: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_NAMES14: frozenset[str] = frozenset({"text", "type"})
_NAMES15: frozenset[str] = frozenset({"type", "video_url"})
_VALID_BY_TAG8: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG9: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_ENUM16 = frozenset({"user", "assistant", "system", "developer"})
_VALID_BY_TAG10: dict[str, Callable[[Any], bool]] = {}
_ENUM17 = frozenset({"commentary", "final_answer"})
_NAMES18: frozenset[str] = frozenset({"content", "id", "phase", "role", "status", "type"})
_VALID_BY_TAG11: dict[str, Callable[[Any], bool]] = {}
_CHECK_BY_TAG12: dict[str, Callable[[Any, str, list[Problem], bool], None]] = {}
_VALID_BY_TAG13: dict[str, Callable[[Any], bool]] = {}
_NAMES19: frozenset[str] = frozenset({"annotations", "logprobs", "text", "type"})
_VALID_BY_TAG14: dict[str, Callable[[Any], bool]] = {}
_NAMES20: frozenset[str] = frozenset(
    {"content", "encrypted_content", "id", "status", "summary", "type"}
)
_NAMES21: frozenset[str] = frozenset({"refusal", "type"})
_NAMES22: frozenset[str] = frozenset({"bytes", "logprob", "token", "top_logprobs"})
_NAMES23: frozenset[str] = frozenset({"bytes", "logprob", "token"})
_NAMES24: frozenset[str] = frozenset({"end_index", "start_index", "title", "type", "url"})
_VALID_BY_TAG15: dict[str, Callable[[Any], bool]] = {}


def _valid_0(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/annotation.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG1.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_3(x)):
        return False
    return True


def _check_0(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/annotation.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG2.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN1.search(v1) is not None:
            _check_3(x, p, e, strict)
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


def _properties_0(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_25(x):
        out.update(_properties_25(x))
    if _valid_3(x):
        out.update(_properties_3(x))
    return out


def _valid_1(x: Any) -> bool:
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
        if not (isinstance(v5, str) and v5 in _ENUM2):
            return False
    return True


def _check_1(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            _check_14(v4, p + "/status", e, strict)
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


def _properties_1(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES3.intersection(x))
    return out


def _valid_2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/content_part.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG3.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_2(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/content_part.json#"""
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


def _properties_2(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_11(x):
        out.update(_properties_11(x))
    if _valid_9(x):
        out.update(_properties_9(x))
    if _valid_8(x):
        out.update(_properties_8(x))
    if _valid_7(x):
        out.update(_properties_7(x))
    if _valid_12(x):
        out.update(_properties_12(x))
    if _valid_17(x):
        out.update(_properties_17(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_19(x):
        out.update(_properties_19(x))
    if _valid_21(x):
        out.update(_properties_21(x))
    if _valid_22(x):
        out.update(_properties_22(x))
    return out


def _valid_3(x: Any) -> bool:
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


def _check_3(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_3(x: Any) -> set[Any]:
    return set(x)


def _valid_4(x: Any) -> bool:
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


def _check_4(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_4(x: Any) -> set[Any]:
    return set(x)


def _valid_5(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_item.json#"""
    if ((_is1(x)) and (isinstance(x, dict))) and ("arguments" in x):
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
    if not (isinstance(v6, str) and v6 in _ENUM2):
        return False
    v7 = x["type"]
    return bool(v7 == "function_call")


def _check_5(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_item.json#"""
    if (_is1(x)) and (isinstance(x, dict)):
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
            _check_14(v6, p + "/status", e, strict)
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


def _properties_5(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _is1(x):
        out.update(_properties2(x))
        out.update(_properties3(x))
    out.update(_NAMES8.intersection(x))
    return out


def _valid_6(x: Any) -> bool:
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
    if not (isinstance(v3, str) and v3 in _ENUM2):
        return False
    v4 = x["type"]
    if v4 != "function_call_output":
        return False
    v5 = x["output"]
    return _is4(v5) or _is5(v5)


def _check_6(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            v4 = (_is4(v3)) + (_is5(v3))
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
                        _check_10(v8, p + "/output" + "/" + str(v7), v6, strict)
                        if strict and isinstance(v8, dict):
                            rt.unknown_properties(
                                v8,
                                p + "/output" + "/" + str(v7),
                                _properties_10(v8),
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
                if _is4(v3):
                    v9 = []
                v10: list[Problem] | None = None
                if _is5(v3):
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
                            _check_10(v12, p + "/output" + "/" + str(v11), v10, strict)
                            if strict and isinstance(v12, dict):
                                rt.unknown_properties(
                                    v12,
                                    p + "/output" + "/" + str(v11),
                                    _properties_10(v12),
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
            _check_14(v13, p + "/status", e, strict)
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


def _properties_6(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES9.intersection(x))
    return out


def _valid_7(x: Any) -> bool:
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


def _check_7(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_7(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES10.intersection(x))
    return out


def _valid_8(x: Any) -> bool:
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


def _check_8(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_8(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES11.intersection(x))
    return out


def _valid_9(x: Any) -> bool:
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
        if rt.canonical(v2) not in _ENUM12:
            return False
    if "image_url" in x:
        v3 = x["image_url"]
        if not (isinstance(v3, str) or v3 is None):
            return False
        if (isinstance(v3, str)) and (len(v3) > 20971520):
            return False
    return True


def _check_9(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
            if rt.canonical(v1) not in _ENUM12:
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


def _properties_9(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES13.intersection(x))
    return out


def _valid_10(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/input_part.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG6.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_10(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/input_part.json#"""
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


def _properties_10(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_11(x):
        out.update(_properties_11(x))
    if _valid_9(x):
        out.update(_properties_9(x))
    if _valid_8(x):
        out.update(_properties_8(x))
    if _valid_7(x):
        out.update(_properties_7(x))
    if _valid_12(x):
        out.update(_properties_12(x))
    return out


def _valid_11(x: Any) -> bool:
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


def _check_11(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_11(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES14.intersection(x))
    return out


def _valid_12(x: Any) -> bool:
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


def _check_12(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_12(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES15.intersection(x))
    return out


def _valid_13(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/item.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG8.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_4(x)):
        return False
    return True


def _check_13(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/item.json#"""
    if isinstance(x, dict):
        v1 = x.get("type", rt.MISSING)
        v2 = _CHECK_BY_TAG9.get(v1) if isinstance(v1, str) else None
        if v2 is not None:
            v2(x, p, e, strict)
        elif isinstance(v1, str) and _PATTERN1.search(v1) is not None:
            _check_4(x, p, e, strict)
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


def _properties_13(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_15(x):
        out.update(_properties_15(x))
    if _valid_5(x):
        out.update(_properties_5(x))
    if _valid_6(x):
        out.update(_properties_6(x))
    if _valid_18(x):
        out.update(_properties_18(x))
    if _valid_1(x):
        out.update(_properties_1(x))
    if _valid_4(x):
        out.update(_properties_4(x))
    return out


def _valid_14(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/item_status.json#"""
    return isinstance(x, str) and x in _ENUM2


def _check_14(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/item_status.json#"""
    if not (isinstance(x, str) and x in _ENUM2):
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


def _valid_15(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/message_item.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "id" in x and "status" in x and "role" in x and "content" in x):
        return False
    v1 = x["id"]
    if not (isinstance(v1, str)):
        return False
    v2 = x["role"]
    if not (isinstance(v2, str) and v2 in _ENUM16):
        return False
    v3 = x["status"]
    if not (isinstance(v3, str) and v3 in _ENUM2):
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
        v9 = _VALID_BY_TAG10.get(v8) if isinstance(v8, str) else None
        if v9 is None:
            return False
        if not v9(v7):
            return False
    if "phase" in x:
        v10 = x["phase"]
        if not (isinstance(v10, str) and v10 in _ENUM17):
            return False
    return True


def _check_15(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    _check_2(v3, p + "/content" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/content" + "/" + str(v2),
                            _properties_2(v3),
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
            if not (isinstance(v5, str) and v5 in _ENUM17):
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
            if not (isinstance(v6, str) and v6 in _ENUM16):
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
            _check_14(v7, p + "/status", e, strict)
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


def _properties_15(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES18.intersection(x))
    return out


def _valid_16(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/output_part.json#"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG11.get(v1) if isinstance(v1, str) else None
    if v2 is None:
        return False
    return v2(x)


def _check_16(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/output_part.json#"""
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


def _properties_16(x: Any) -> set[Any]:
    out: set[Any] = set()
    if _valid_17(x):
        out.update(_properties_17(x))
    if _valid_20(x):
        out.update(_properties_20(x))
    if _valid_19(x):
        out.update(_properties_19(x))
    if _valid_21(x):
        out.update(_properties_21(x))
    if _valid_22(x):
        out.update(_properties_22(x))
    return out


def _valid_17(x: Any) -> bool:
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
        v7 = _VALID_BY_TAG13.get(v6) if isinstance(v6, str) else None
        if v7 is not None:
            if not v7(v5):
                return False
        elif not (isinstance(v6, str) and _PATTERN1.search(v6) is not None and _valid_3(v5)):
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


def _check_17(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    _check_0(v3, p + "/annotations" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/annotations" + "/" + str(v2),
                            _properties_0(v3),
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
                    _check_23(v6, p + "/logprobs" + "/" + str(v5), e, strict)
                    if strict and isinstance(v6, dict):
                        rt.unknown_properties(
                            v6,
                            p + "/logprobs" + "/" + str(v5),
                            _properties_23(v6),
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


def _properties_17(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES19.intersection(x))
    return out


def _valid_18(x: Any) -> bool:
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
        if not (isinstance(v9, str) and v9 in _ENUM2):
            return False
    if "content" in x:
        v10 = x["content"]
        if not (isinstance(v10, list)):
            return False
        for v12 in v10:
            if not isinstance(v12, dict):
                return False
            v13 = v12.get("type")
            v14 = _VALID_BY_TAG14.get(v13) if isinstance(v13, str) else None
            if v14 is None:
                return False
            if not v14(v12):
                return False
    return True


def _check_18(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    _check_16(v3, p + "/content" + "/" + str(v2), e, strict)
                    if strict and isinstance(v3, dict):
                        rt.unknown_properties(
                            v3,
                            p + "/content" + "/" + str(v2),
                            _properties_16(v3),
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
            _check_14(v6, p + "/status", e, strict)
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
                    _check_21(v9, p + "/summary" + "/" + str(v8), e, strict)
                    if strict and isinstance(v9, dict):
                        rt.unknown_properties(
                            v9,
                            p + "/summary" + "/" + str(v8),
                            _properties_21(v9),
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


def _properties_18(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES20.intersection(x))
    return out


def _valid_19(x: Any) -> bool:
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


def _check_19(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_19(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES14.intersection(x))
    return out


def _valid_20(x: Any) -> bool:
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


def _check_20(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_20(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES21.intersection(x))
    return out


def _valid_21(x: Any) -> bool:
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


def _check_21(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_21(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES14.intersection(x))
    return out


def _valid_22(x: Any) -> bool:
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


def _check_22(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_22(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES14.intersection(x))
    return out


def _valid_23(x: Any) -> bool:
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


def _check_23(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    _check_24(v8, p + "/top_logprobs" + "/" + str(v7), e, strict)
                    if strict and isinstance(v8, dict):
                        rt.unknown_properties(
                            v8,
                            p + "/top_logprobs" + "/" + str(v7),
                            _properties_24(v8),
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


def _properties_23(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES22.intersection(x))
    return out


def _valid_24(x: Any) -> bool:
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


def _check_24(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_24(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES23.intersection(x))
    return out


def _valid_25(x: Any) -> bool:
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


def _check_25(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _properties_25(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES24.intersection(x))
    return out


def _valid_26(x: Any) -> bool:
    """Validate against #"""
    if not isinstance(x, dict):
        return False
    v1 = x.get("type")
    v2 = _VALID_BY_TAG15.get(v1) if isinstance(v1, str) else None
    if v2 is not None:
        if not v2(x):
            return False
    elif not (isinstance(v1, str) and _PATTERN1.search(v1) is not None and _valid_4(x)):
        return False
    return True


def _check_26(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against #"""
    _check_13(x, p, e, strict)


def _properties_26(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_properties_13(x))
    return out


def _is1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_item.json#/if"""
    if isinstance(x, dict):
        if not ("status" in x):
            return False
        v1 = x["status"]
        if v1 != "completed":
            return False
    return True


def _properties2(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES6.intersection(x))
    return out


def _properties3(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES7.intersection(x))
    return out


def _is4(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/0"""
    if not (isinstance(x, str)):
        return False
    return not (len(x) < 1)


def _is5(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/function_call_output_item.json#/properties/output/oneOf/1"""
    if not (isinstance(x, list)):
        return False
    for v2 in x:
        if not isinstance(v2, dict):
            return False
        v3 = v2.get("type")
        v4 = _VALID_BY_TAG5.get(v3) if isinstance(v3, str) else None
        if v4 is None:
            return False
        if not v4(v2):
            return False
    return not (len(x) < 1)


_VALID_BY_TAG1.update({"url_citation": _valid_25})
_CHECK_BY_TAG2.update({"url_citation": _check_25})
_VALID_BY_TAG3.update(
    {
        "input_text": _valid_11,
        "input_image": _valid_9,
        "input_file": _valid_8,
        "input_audio": _valid_7,
        "input_video": _valid_12,
        "output_text": _valid_17,
        "refusal": _valid_20,
        "reasoning_text": _valid_19,
        "summary_text": _valid_21,
        "text": _valid_22,
    }
)
_CHECK_BY_TAG4.update(
    {
        "input_text": _check_11,
        "input_image": _check_9,
        "input_file": _check_8,
        "input_audio": _check_7,
        "input_video": _check_12,
        "output_text": _check_17,
        "refusal": _check_20,
        "reasoning_text": _check_19,
        "summary_text": _check_21,
        "text": _check_22,
    }
)
_VALID_BY_TAG5.update(
    {
        "input_text": _valid_11,
        "input_image": _valid_9,
        "input_file": _valid_8,
        "input_audio": _valid_7,
        "input_video": _valid_12,
    }
)
_VALID_BY_TAG6.update(
    {
        "input_text": _valid_11,
        "input_image": _valid_9,
        "input_file": _valid_8,
        "input_audio": _valid_7,
        "input_video": _valid_12,
    }
)
_CHECK_BY_TAG7.update(
    {
        "input_text": _check_11,
        "input_image": _check_9,
        "input_file": _check_8,
        "input_audio": _check_7,
        "input_video": _check_12,
    }
)
_VALID_BY_TAG8.update(
    {
        "message": _valid_15,
        "function_call": _valid_5,
        "function_call_output": _valid_6,
        "reasoning": _valid_18,
        "compaction": _valid_1,
    }
)
_CHECK_BY_TAG9.update(
    {
        "message": _check_15,
        "function_call": _check_5,
        "function_call_output": _check_6,
        "reasoning": _check_18,
        "compaction": _check_1,
    }
)
_VALID_BY_TAG10.update(
    {
        "input_text": _valid_11,
        "input_image": _valid_9,
        "input_file": _valid_8,
        "input_audio": _valid_7,
        "input_video": _valid_12,
        "output_text": _valid_17,
        "refusal": _valid_20,
        "reasoning_text": _valid_19,
        "summary_text": _valid_21,
        "text": _valid_22,
    }
)
_VALID_BY_TAG11.update(
    {
        "output_text": _valid_17,
        "refusal": _valid_20,
        "reasoning_text": _valid_19,
        "summary_text": _valid_21,
        "text": _valid_22,
    }
)
_CHECK_BY_TAG12.update(
    {
        "output_text": _check_17,
        "refusal": _check_20,
        "reasoning_text": _check_19,
        "summary_text": _check_21,
        "text": _check_22,
    }
)
_VALID_BY_TAG13.update({"url_citation": _valid_25})
_VALID_BY_TAG14.update(
    {
        "output_text": _valid_17,
        "refusal": _valid_20,
        "reasoning_text": _valid_19,
        "summary_text": _valid_21,
        "text": _valid_22,
    }
)
_VALID_BY_TAG15.update(
    {
        "message": _valid_15,
        "function_call": _valid_5,
        "function_call_output": _valid_6,
        "reasoning": _valid_18,
        "compaction": _valid_1,
    }
)
