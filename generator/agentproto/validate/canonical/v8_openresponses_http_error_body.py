# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The validator of openresponses/http_error_body, as agentproto.compile makes it.

from . import _runtime as rt
from ._runtime import Problem

import re
from collections.abc import Callable
from typing import Any


_KNOWN1: frozenset[str] = frozenset({})
_NAMES2: frozenset[str] = frozenset({"code", "headers", "message", "param", "type"})
_NAMES3: frozenset[str] = frozenset({"error"})


def _valid_0(x: Any) -> bool:
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
            if (v6 not in _KNOWN1) and (not (isinstance(v7, str))):
                return False
    return True


def _check_0(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    if (v3 not in _KNOWN1) and (not (isinstance(v4, str))):
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
            _check_1(v7, p + "/type", e, strict)
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


def _properties_0(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES2.intersection(x))
    return out


def _valid_1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/error_type.json#"""
    return isinstance(x, str)


def _check_1(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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


def _valid_2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/http_error_body.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("error" in x):
        return False
    v1 = x["error"]
    if not (isinstance(v1, dict)):
        return False
    if not ("type" in v1 and "code" in v1 and "message" in v1 and "param" in v1):
        return False
    v2 = v1["code"]
    if not (isinstance(v2, str) or v2 is None):
        return False
    v3 = v1["message"]
    if not (isinstance(v3, str)):
        return False
    v4 = v1["param"]
    if not (isinstance(v4, str) or v4 is None):
        return False
    v5 = v1["type"]
    if not (isinstance(v5, str)):
        return False
    if "headers" in v1:
        v6 = v1["headers"]
        if not (isinstance(v6, dict)):
            return False
        for v7, v8 in v6.items():
            if (v7 not in _KNOWN1) and (not (isinstance(v8, str))):
                return False
    return True


def _check_2(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/http_error_body.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/http_error_body.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("error", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_0(v1, p + "/error", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/error",
                    _properties_0(v1),
                    "https://agentproto.dev/schema/openresponses/http_error_body.json#/properties/error",
                    e,
                )
        if "error" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "error"',
                    "https://agentproto.dev/schema/openresponses/http_error_body.json#/required",
                )
            )


def _properties_2(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES3.intersection(x))
    return out


def _valid_3(x: Any) -> bool:
    """Validate against #"""
    if not (isinstance(x, dict)):
        return False
    if not ("error" in x):
        return False
    v1 = x["error"]
    if not (isinstance(v1, dict)):
        return False
    if not ("type" in v1 and "code" in v1 and "message" in v1 and "param" in v1):
        return False
    v2 = v1["code"]
    if not (isinstance(v2, str) or v2 is None):
        return False
    v3 = v1["message"]
    if not (isinstance(v3, str)):
        return False
    v4 = v1["param"]
    if not (isinstance(v4, str) or v4 is None):
        return False
    v5 = v1["type"]
    if not (isinstance(v5, str)):
        return False
    if "headers" in v1:
        v6 = v1["headers"]
        if not (isinstance(v6, dict)):
            return False
        for v7, v8 in v6.items():
            if (v7 not in _KNOWN1) and (not (isinstance(v8, str))):
                return False
    return True


def _check_3(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against #"""
    _check_2(x, p, e, strict)


def _properties_3(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_properties_2(x))
    return out
