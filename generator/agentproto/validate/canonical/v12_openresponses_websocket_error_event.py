# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The validator of openresponses/websocket_error_event, as agentproto.compile makes it.

from . import _runtime as rt
from ._runtime import Problem

import re
from collections.abc import Callable
from typing import Any


_KNOWN1: frozenset[str] = frozenset({"code", "message", "param", "type"})
_NAMES2: frozenset[str] = frozenset({"error", "status", "type"})


def _valid_0(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/openresponses/websocket_error_event.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "status" in x and "error" in x):
        return False
    v1 = x["status"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 > 599:
        return False
    if v1 < 400:
        return False
    v2 = x["type"]
    if v2 != "error":
        return False
    v3 = x["error"]
    if not (isinstance(v3, dict)):
        return False
    if not ("code" in v3 and "message" in v3):
        return False
    v4 = v3["code"]
    if not (isinstance(v4, str)):
        return False
    if len(v4) < 1:
        return False
    v5 = v3["message"]
    if not (isinstance(v5, str)):
        return False
    if len(v5) < 1:
        return False
    if "param" in v3:
        v6 = v3["param"]
        if not (isinstance(v6, str) or v6 is None):
            return False
    if "type" in v3:
        v7 = v3["type"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    return True


def _check_0(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/openresponses/websocket_error_event.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("error", rt.MISSING)
        if v1 is not rt.MISSING:
            if not (isinstance(v1, dict)):
                e.append(
                    Problem(
                        p + "/error",
                        "type",
                        "expected object, found " + rt.kind(v1),
                        "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/type",
                    )
                )
            if isinstance(v1, dict):
                v2 = v1.get("code", rt.MISSING)
                if v2 is not rt.MISSING:
                    if not (isinstance(v2, str)):
                        e.append(
                            Problem(
                                p + "/error" + "/code",
                                "type",
                                "expected string, found " + rt.kind(v2),
                                "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/properties/code/type",
                            )
                        )
                    if (isinstance(v2, str)) and (len(v2) < 1):
                        e.append(
                            Problem(
                                p + "/error" + "/code",
                                "minLength",
                                "expected at least 1 characters, found " + str(len(v2)),
                                "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/properties/code/minLength",
                            )
                        )
                v3 = v1.get("message", rt.MISSING)
                if v3 is not rt.MISSING:
                    if not (isinstance(v3, str)):
                        e.append(
                            Problem(
                                p + "/error" + "/message",
                                "type",
                                "expected string, found " + rt.kind(v3),
                                "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/properties/message/type",
                            )
                        )
                    if (isinstance(v3, str)) and (len(v3) < 1):
                        e.append(
                            Problem(
                                p + "/error" + "/message",
                                "minLength",
                                "expected at least 1 characters, found " + str(len(v3)),
                                "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/properties/message/minLength",
                            )
                        )
                v4 = v1.get("param", rt.MISSING)
                if (v4 is not rt.MISSING) and (not (isinstance(v4, str) or v4 is None)):
                    e.append(
                        Problem(
                            p + "/error" + "/param",
                            "type",
                            "expected string or null, found " + rt.kind(v4),
                            "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/properties/param/type",
                        )
                    )
                v5 = v1.get("type", rt.MISSING)
                if v5 is not rt.MISSING:
                    if not (isinstance(v5, str)):
                        e.append(
                            Problem(
                                p + "/error" + "/type",
                                "type",
                                "expected string, found " + rt.kind(v5),
                                "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/properties/type/type",
                            )
                        )
                    if (isinstance(v5, str)) and (len(v5) < 1):
                        e.append(
                            Problem(
                                p + "/error" + "/type",
                                "minLength",
                                "expected at least 1 characters, found " + str(len(v5)),
                                "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/properties/type/minLength",
                            )
                        )
                if "code" not in v1:
                    e.append(
                        Problem(
                            p + "/error",
                            "required",
                            'missing required property "code"',
                            "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/required",
                        )
                    )
                if "message" not in v1:
                    e.append(
                        Problem(
                            p + "/error",
                            "required",
                            'missing required property "message"',
                            "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/error/required",
                        )
                    )
        v8 = x.get("status", rt.MISSING)
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
                        p + "/status",
                        "type",
                        "expected integer, found " + rt.kind(v8),
                        "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/status/type",
                    )
                )
            if isinstance(v8, (int, float)) and not isinstance(v8, bool):
                if v8 > 599:
                    e.append(
                        Problem(
                            p + "/status",
                            "maximum",
                            "expected a number <= 599, found " + rt.show(v8),
                            "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/status/maximum",
                        )
                    )
                if v8 < 400:
                    e.append(
                        Problem(
                            p + "/status",
                            "minimum",
                            "expected a number >= 400, found " + rt.show(v8),
                            "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/status/minimum",
                        )
                    )
        v9 = x.get("type", rt.MISSING)
        if v9 is not rt.MISSING:
            if v9 != "error":
                e.append(
                    Problem(
                        p + "/type",
                        "const",
                        'expected "error", found ' + rt.show(v9),
                        "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/type/const",
                    )
                )
            if not (isinstance(v9, str)):
                e.append(
                    Problem(
                        p + "/type",
                        "type",
                        "expected string, found " + rt.kind(v9),
                        "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/properties/type/type",
                    )
                )
        if "type" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "type"',
                    "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/required",
                )
            )
        if "status" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "status"',
                    "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/required",
                )
            )
        if "error" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "error"',
                    "https://agentproto.dev/schema/openresponses/websocket_error_event.json#/required",
                )
            )


def _properties_0(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_NAMES2.intersection(x))
    return out


def _valid_1(x: Any) -> bool:
    """Validate against #"""
    if not (isinstance(x, dict)):
        return False
    if not ("type" in x and "status" in x and "error" in x):
        return False
    v1 = x["status"]
    if not (
        type(v1) is int
        or isinstance(v1, float)
        and v1.is_integer()
        or isinstance(v1, int)
        and not isinstance(v1, bool)
    ):
        return False
    if v1 > 599:
        return False
    if v1 < 400:
        return False
    v2 = x["type"]
    if v2 != "error":
        return False
    v3 = x["error"]
    if not (isinstance(v3, dict)):
        return False
    if not ("code" in v3 and "message" in v3):
        return False
    v4 = v3["code"]
    if not (isinstance(v4, str)):
        return False
    if len(v4) < 1:
        return False
    v5 = v3["message"]
    if not (isinstance(v5, str)):
        return False
    if len(v5) < 1:
        return False
    if "param" in v3:
        v6 = v3["param"]
        if not (isinstance(v6, str) or v6 is None):
            return False
    if "type" in v3:
        v7 = v3["type"]
        if not (isinstance(v7, str)):
            return False
        if len(v7) < 1:
            return False
    return True


def _check_1(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against #"""
    _check_0(x, p, e, strict)


def _properties_1(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_properties_0(x))
    return out
