"""Time to a first working program per language, from the packed artefact in a fresh scratch
project, and the size of each package: the flows of `tests/package_flows.py` (the same steps
the package tests assert), each run `--rounds` times in turn. Wall clock is what a user waits;
CPU is the child processes' (compilers, package managers), which the machine's load does not
inflate. Prints a Markdown table for docs/PACKAGES.md.

    .venv/bin/python bench/packages.py --rounds 3
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import package_flows as pf
from support import typescript_toolchain

NARROWING = 'import * as pkg from "agentproto-bindings";\nexport const it: unknown = pkg;\n'


def flows() -> dict[str, Callable[[Path], pf.Flow]]:
    """Each flow in a fresh folder, with fresh build caches (Go's, Cargo's target folder): the
    time is a first build's, as in a new project on a new machine with the dependencies'
    sources fetched."""
    node, tsc = typescript_toolchain()
    return {
        "TypeScript (npm tarball -> npm install -> node)": lambda w: pf.npm_flow(
            w, NARROWING, node, tsc
        ),
        "Go (module proxy -> go get -> go run)": lambda w: pf.go_flow(w, "go", w / "gocache"),
        "Rust (crate in a registry -> cargo run)": lambda w: pf.rust_flow(w, "cargo", w / "target"),
        "Python (wheel -> fresh venv -> python)": pf.python_flow,
    }


def size(path: Path) -> str:
    return f"{path.stat().st_size / 1024:,.0f} KiB"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    load_at_start = os.getloadavg()[0]
    times: dict[str, list[tuple[float, float]]] = {}
    sizes: dict[str, list[str]] = {}
    for _ in range(args.rounds):
        for name, flow in flows().items():
            with tempfile.TemporaryDirectory(prefix="agentproto-packages-") as work:
                done = flow(Path(work))
                times.setdefault(name, []).append((done.wall, done.cpu))
                sizes[name] = [f"{k} {size(p)}" for k, p in sorted(done.artefacts.items())]
    print(
        f"load average (1 min) at start {load_at_start:.1f}, at end {os.getloadavg()[0]:.1f}; "
        f"rounds: {args.rounds}\n"
    )
    print(
        "| language (from the packed artefact) | first program, wall (median, range) | "
        "CPU of the tools (median) | package |"
    )
    print("|---|---|---|---|")
    for name, rounds in times.items():
        walls = [w for w, _ in rounds]
        cpu = statistics.median(c for _, c in rounds)
        print(
            f"| {name} | {statistics.median(walls):.1f} s ({min(walls):.1f}-{max(walls):.1f}) "
            f"| {cpu:.1f} s | {', '.join(sizes[name])} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
