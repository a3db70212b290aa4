"""Work on hostile schemas and documents grows near-linearly: each case at growing sizes,
with the time to compile the schema (`agentproto.compile`, the code path of the generated
bindings), the time to validate (`is_valid` and `errors`) and the peak memory of both
(tracemalloc). Run: `.venv/bin/python bench/pathological.py [--quick]`."""

from __future__ import annotations

import argparse
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

import agentproto


def measure(work: Callable[[], Any]) -> tuple[float, float, Any]:
    """(seconds, peak MiB, result) of one call."""
    tracemalloc.start()
    start = time.perf_counter()
    result = work()
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return seconds, peak, result


def unique_items(n: int) -> tuple[Any, Any]:
    return {"uniqueItems": True}, [{"id": i, "tags": [i, str(i)]} for i in range(n)]


def required(n: int) -> tuple[Any, Any]:
    names = [f"name{i}" for i in range(n)]
    return {"required": names}, dict.fromkeys(names[1:], 0)  # one missing: every name is looked at


def enum(n: int) -> tuple[Any, Any]:
    return {"enum": [*(f"v{i}" for i in range(n)), 1, [1, 2], {"a": None}]}, [
        [1.0, 2],
        {"a": None},
        "v0",
    ]


def doubled_allof(n: int) -> tuple[Any, Any]:
    defs: dict[str, Any] = {
        "L0": {"type": "object", "required": ["a"], "properties": {"a": {"type": "string"}}}
    }
    for i in range(1, n + 1):
        defs[f"L{i}"] = {
            "allOf": [{"$ref": f"#/$defs/L{i - 1}"}, {"$ref": f"#/$defs/L{i - 1}"}],
            "properties": {f"p{i}": {"type": "integer"}},
        }
    return {"$defs": defs, "$ref": f"#/$defs/L{n}"}, {"a": "x", "p1": "not an integer"}


def deep_schema(n: int) -> tuple[Any, Any]:
    schema: dict[str, Any] = {"type": "integer"}
    document: Any = 1
    for _ in range(n):
        schema, document = {"type": "array", "items": schema}, [document]
    return schema, document


def deep_document(n: int) -> tuple[Any, Any]:
    tree = {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#"}}}}
    document: Any = {}
    for _ in range(n // 2):
        document = {"children": [document]}
    return tree, document


def hostile_pattern(n: int) -> tuple[Any, Any]:
    # guarded: `[a-z0-9]+` is made possessive, so the failure is found without backtracking
    return {"pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*@example$"}, "a" * n + "!"


CRON = (
    "^((@(hourly|daily|weekly|monthly|yearly|once))|((((\\d+,)+\\d+|(\\d+|\\*)(\\/|-)\\d+|\\d+|\\*)"
    " ?){5,6}))$"
)


def backtracking_pattern(n: int) -> tuple[Any, Any]:
    # `re` would take exponential time here; the runtime's linear-time matcher runs it instead
    return {"pattern": CRON}, "1" * n + "!"


def backtracking_path(n: int) -> tuple[Any, Any]:
    return {"pattern": "^(.+\\/)+(.+)\\.(ya?ml)(@.+)?$"}, "a/" * (n // 2)


CASES: list[tuple[str, Callable[[int], tuple[Any, Any]], list[int]]] = [
    ("uniqueItems", unique_items, [1_000, 10_000, 100_000]),
    ("required names", required, [1_000, 10_000, 100_000]),
    ("enum values", enum, [1_000, 10_000, 100_000]),
    ("allOf doubled, levels", doubled_allof, [50, 100, 200, 400]),
    ("schema depth (arrays)", deep_schema, [25, 50, 100, 200]),
    ("document depth", deep_document, [100, 400, 1_000, 10_000]),
    ("pattern ^[a-z0-9]+(\\.[a-z0-9]+)*@, text length", hostile_pattern, [1_000, 10_000, 100_000]),
    (
        "pattern meltano cron (linear matcher), length",
        backtracking_pattern,
        [1_000, 10_000, 100_000],
    ),
    (
        "pattern ^(.+\\/)+(.+)\\.(ya?ml) (linear), length",
        backtracking_path,
        [1_000, 10_000, 100_000],
    ),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="the two smallest sizes of each case")
    args = parser.parse_args()
    print(
        f"{'case':<48}{'size':>8}{'compile s':>11}{'compile MiB':>13}{'validate s':>12}"
        f"{'validate MiB':>14}  verdict"
    )
    for name, make, sizes in CASES:
        for size in sizes[:2] if args.quick else sizes:
            schema, document = make(size)
            compile_s, compile_mb, validator = measure(lambda s=schema: agentproto.compile(s))
            check_s, check_mb, verdict = measure(
                lambda v=validator, d=document: (
                    v.is_valid(d),
                    [p.keyword for p in v.errors(d)][:1],
                )
            )
            shown = "valid" if verdict[0] else f"invalid: {verdict[1][0] if verdict[1] else '?'}"
            print(
                f"{name:<48}{size:>8}{compile_s:>11.3f}{compile_mb:>13.1f}{check_s:>12.4f}"
                f"{check_mb:>14.1f}  {shown}"
            )


if __name__ == "__main__":
    main()
