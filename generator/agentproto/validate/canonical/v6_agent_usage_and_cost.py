# DO NOT EDIT: made by `python -m agentproto.validate.prebuild` from the canonical schemas.
# ruff: noqa
# mypy: ignore-errors
# The validator of agent/usage_and_cost, as agentproto.compile makes it.

from . import _runtime as rt
from ._runtime import Problem

import re
from collections.abc import Callable
from typing import Any


_KNOWN1: frozenset[str] = frozenset(
    {"cache_read", "cache_write", "extra", "input", "output", "total"}
)
_KNOWN2: frozenset[str] = frozenset({})
_KNOWN3: frozenset[str] = frozenset(
    {"cache_read", "cache_write", "extra", "input", "output", "reasoning", "total_tokens"}
)
_KNOWN4: frozenset[str] = frozenset({"cost", "usage"})


def _valid_0(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/cost.json#"""
    if not (isinstance(x, dict)):
        return False
    if not (
        "input" in x and "output" in x and "cache_read" in x and "cache_write" in x and "total" in x
    ):
        return False
    if not _KNOWN1.issuperset(x):
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
            if (v9 not in _KNOWN2) and (
                not (
                    type(v10) is int
                    or type(v10) is float
                    or isinstance(v10, (int, float))
                    and not isinstance(v10, bool)
                )
            ):
                return False
    return True


def _check_0(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    if (v4 not in _KNOWN2) and (
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
        if not _KNOWN1.issuperset(x):
            for v9 in x:
                if v9 not in _KNOWN1:
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


def _properties_0(x: Any) -> set[Any]:
    return set(x)


def _valid_1(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/usage.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("input" in x and "output" in x):
        return False
    if not _KNOWN3.issuperset(x):
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
            if v10 not in _KNOWN2:
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


def _check_1(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
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
                    if v4 not in _KNOWN2:
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
        if not _KNOWN3.issuperset(x):
            for v10 in x:
                if v10 not in _KNOWN3:
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


def _properties_1(x: Any) -> set[Any]:
    return set(x)


def _valid_2(x: Any) -> bool:
    """Validate against https://agentproto.dev/schema/agent/usage_and_cost.json#"""
    if not (isinstance(x, dict)):
        return False
    if not ("usage" in x and "cost" in x):
        return False
    if not _KNOWN4.issuperset(x):
        return False
    v3 = x["cost"]
    if not (isinstance(v3, dict)):
        return False
    if not (
        "input" in v3
        and "output" in v3
        and "cache_read" in v3
        and "cache_write" in v3
        and "total" in v3
    ):
        return False
    if not _KNOWN1.issuperset(v3):
        return False
    v6 = v3["cache_read"]
    if not (
        type(v6) is int
        or type(v6) is float
        or isinstance(v6, (int, float))
        and not isinstance(v6, bool)
    ):
        return False
    if v6 < 0:
        return False
    v7 = v3["cache_write"]
    if not (
        type(v7) is int
        or type(v7) is float
        or isinstance(v7, (int, float))
        and not isinstance(v7, bool)
    ):
        return False
    if v7 < 0:
        return False
    v8 = v3["input"]
    if not (
        type(v8) is int
        or type(v8) is float
        or isinstance(v8, (int, float))
        and not isinstance(v8, bool)
    ):
        return False
    if v8 < 0:
        return False
    v9 = v3["output"]
    if not (
        type(v9) is int
        or type(v9) is float
        or isinstance(v9, (int, float))
        and not isinstance(v9, bool)
    ):
        return False
    if v9 < 0:
        return False
    v10 = v3["total"]
    if not (
        type(v10) is int
        or type(v10) is float
        or isinstance(v10, (int, float))
        and not isinstance(v10, bool)
    ):
        return False
    if v10 < 0:
        return False
    if "extra" in v3:
        v11 = v3["extra"]
        if not (isinstance(v11, dict)):
            return False
        for v12, v13 in v11.items():
            if (v12 not in _KNOWN2) and (
                not (
                    type(v13) is int
                    or type(v13) is float
                    or isinstance(v13, (int, float))
                    and not isinstance(v13, bool)
                )
            ):
                return False
    v14 = x["usage"]
    if not (isinstance(v14, dict)):
        return False
    if not ("input" in v14 and "output" in v14):
        return False
    if not _KNOWN3.issuperset(v14):
        return False
    v17 = v14["input"]
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
    v18 = v14["output"]
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
    if "cache_read" in v14:
        v19 = v14["cache_read"]
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
    if "cache_write" in v14:
        v20 = v14["cache_write"]
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
    if "reasoning" in v14:
        v21 = v14["reasoning"]
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
    if "total_tokens" in v14:
        v22 = v14["total_tokens"]
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
    if "extra" in v14:
        v23 = v14["extra"]
        if not (isinstance(v23, dict)):
            return False
        for v24, v25 in v23.items():
            if v24 not in _KNOWN2:
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
    return True


def _check_2(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against https://agentproto.dev/schema/agent/usage_and_cost.json#"""
    if not (isinstance(x, dict)):
        e.append(
            Problem(
                p,
                "type",
                "expected object, found " + rt.kind(x),
                "https://agentproto.dev/schema/agent/usage_and_cost.json#/type",
            )
        )
    if isinstance(x, dict):
        v1 = x.get("cost", rt.MISSING)
        if v1 is not rt.MISSING:
            _check_0(v1, p + "/cost", e, strict)
            if strict and isinstance(v1, dict):
                rt.unknown_properties(
                    v1,
                    p + "/cost",
                    _properties_0(v1),
                    "https://agentproto.dev/schema/agent/usage_and_cost.json#/properties/cost",
                    e,
                )
        v2 = x.get("usage", rt.MISSING)
        if v2 is not rt.MISSING:
            _check_1(v2, p + "/usage", e, strict)
            if strict and isinstance(v2, dict):
                rt.unknown_properties(
                    v2,
                    p + "/usage",
                    _properties_1(v2),
                    "https://agentproto.dev/schema/agent/usage_and_cost.json#/properties/usage",
                    e,
                )
        if not _KNOWN4.issuperset(x):
            for v3 in x:
                if v3 not in _KNOWN4:
                    e.append(
                        Problem(
                            p,
                            "additionalProperties",
                            "unexpected property " + rt.show(v3),
                            "https://agentproto.dev/schema/agent/usage_and_cost.json#/additionalProperties",
                        )
                    )
        if "usage" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "usage"',
                    "https://agentproto.dev/schema/agent/usage_and_cost.json#/required",
                )
            )
        if "cost" not in x:
            e.append(
                Problem(
                    p,
                    "required",
                    'missing required property "cost"',
                    "https://agentproto.dev/schema/agent/usage_and_cost.json#/required",
                )
            )


def _properties_2(x: Any) -> set[Any]:
    return set(x)


def _valid_3(x: Any) -> bool:
    """Validate against #"""
    if not (isinstance(x, dict)):
        return False
    if not ("usage" in x and "cost" in x):
        return False
    if not _KNOWN4.issuperset(x):
        return False
    v3 = x["cost"]
    if not (isinstance(v3, dict)):
        return False
    if not (
        "input" in v3
        and "output" in v3
        and "cache_read" in v3
        and "cache_write" in v3
        and "total" in v3
    ):
        return False
    if not _KNOWN1.issuperset(v3):
        return False
    v6 = v3["cache_read"]
    if not (
        type(v6) is int
        or type(v6) is float
        or isinstance(v6, (int, float))
        and not isinstance(v6, bool)
    ):
        return False
    if v6 < 0:
        return False
    v7 = v3["cache_write"]
    if not (
        type(v7) is int
        or type(v7) is float
        or isinstance(v7, (int, float))
        and not isinstance(v7, bool)
    ):
        return False
    if v7 < 0:
        return False
    v8 = v3["input"]
    if not (
        type(v8) is int
        or type(v8) is float
        or isinstance(v8, (int, float))
        and not isinstance(v8, bool)
    ):
        return False
    if v8 < 0:
        return False
    v9 = v3["output"]
    if not (
        type(v9) is int
        or type(v9) is float
        or isinstance(v9, (int, float))
        and not isinstance(v9, bool)
    ):
        return False
    if v9 < 0:
        return False
    v10 = v3["total"]
    if not (
        type(v10) is int
        or type(v10) is float
        or isinstance(v10, (int, float))
        and not isinstance(v10, bool)
    ):
        return False
    if v10 < 0:
        return False
    if "extra" in v3:
        v11 = v3["extra"]
        if not (isinstance(v11, dict)):
            return False
        for v12, v13 in v11.items():
            if (v12 not in _KNOWN2) and (
                not (
                    type(v13) is int
                    or type(v13) is float
                    or isinstance(v13, (int, float))
                    and not isinstance(v13, bool)
                )
            ):
                return False
    v14 = x["usage"]
    if not (isinstance(v14, dict)):
        return False
    if not ("input" in v14 and "output" in v14):
        return False
    if not _KNOWN3.issuperset(v14):
        return False
    v17 = v14["input"]
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
    v18 = v14["output"]
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
    if "cache_read" in v14:
        v19 = v14["cache_read"]
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
    if "cache_write" in v14:
        v20 = v14["cache_write"]
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
    if "reasoning" in v14:
        v21 = v14["reasoning"]
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
    if "total_tokens" in v14:
        v22 = v14["total_tokens"]
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
    if "extra" in v14:
        v23 = v14["extra"]
        if not (isinstance(v23, dict)):
            return False
        for v24, v25 in v23.items():
            if v24 not in _KNOWN2:
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
    return True


def _check_3(x: Any, p: str, e: list[Problem], strict: bool = False) -> None:
    """Validate against #"""
    _check_2(x, p, e, strict)


def _properties_3(x: Any) -> set[Any]:
    out: set[Any] = set()
    out.update(_properties_2(x))
    return out
