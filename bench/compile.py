"""`agentproto.compile` time: the validator of each document entity of the canonical schema set
(given the documents it reaches, as `agentproto validate` does), of two small schemas, and of the
2020-12 metaschema.
Prints the best of --repeat runs per case, in milliseconds.

    .venv/bin/python bench/compile.py [--repeat N]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from agentproto.compile import compile_schema
from agentproto.validate.catalog import Catalog

ROOT = Path(__file__).resolve().parent.parent
SMALL = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "minLength": 1},
        "size": {"type": "integer", "minimum": 0},
        "tags": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["name"],
}


def best(repeat: int, run: object) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    catalog = Catalog(ROOT / "schema")
    compile_schema(True)  # metaschema and runtime compiled once, outside the timings
    cases = {}
    for entry in catalog.documents:
        resources = {uri: catalog._contents(uri) for uri in catalog._reachable(entry.uri)}
        cases[entry.name] = lambda e=entry, r=resources: compile_schema(
            {"$ref": e.uri}, resources=r
        )
    cases["tiny: {type: string}"] = lambda: compile_schema({"type": "string"})
    cases["small: object of 3 properties"] = lambda: compile_schema(SMALL)
    cases["2020-12 metaschema"] = lambda: compile_schema(
        {"$ref": "https://json-schema.org/draft/2020-12/schema"}
    )
    total = 0.0
    print(f"{'case':40} {'ms':>8}")
    for name, run in cases.items():
        seconds = best(args.repeat, run)
        total += seconds
        print(f"{name:40} {seconds * 1000:8.1f}")
    print(f"{'total':40} {total * 1000:8.1f}")


if __name__ == "__main__":
    main()
