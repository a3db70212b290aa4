"""CPU time of `pipeline.render` on the canonical schemas (best of 7), and the wall-clock time
of render + ruff formatting (best of 5): figures that hold up better than wall-clock medians on
a shared machine.

    .venv/bin/python bench/render_cpu.py
"""

from __future__ import annotations

import time
from pathlib import Path

from agentproto.pipeline import render
from agentproto.write import format_python

SCHEMA = Path(__file__).resolve().parent.parent / "schema"


def main() -> None:
    render(SCHEMA, ("python",), strict_keywords=True)  # warm: templates, metaschema
    cpu = min(_cpu() for _ in range(7))
    wall = min(_wall() for _ in range(5))
    print(f"render CPU best of 7: {cpu:.3f} s; render+ruff wall best of 5: {wall:.3f} s")


def _cpu() -> float:
    start = time.process_time()
    render(SCHEMA, ("python",), strict_keywords=True)
    return time.process_time() - start


def _wall() -> float:
    start = time.perf_counter()
    format_python(render(SCHEMA, ("python",), strict_keywords=True))
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
