"""Dialect conversion speed in Go: pi-ai session lines -> canonical JSON (the generated
`dialects` package), beside validating the same documents already canonical.

    .venv/bin/python bench/go_dialects.py [--count 20000] [--rounds 5] [--seed 2026]

The corpus is bench/dialects.py's (synthetic agent messages wrapped in session `message`
entries and written in pi-ai's spelling, plus the pi-ai real payloads), written to bench/out as
two JSON Lines files, pi-ai and canonical. Generates the Go target into a temporary folder,
builds bench/go/dialects/main.go inside it (with the session entry's compiled check, the one
`agent.DecodeSessionEntry` runs) and runs it: each step over parsed trees, CPU time, median of
`--rounds` interleaved rounds."""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def python_bench() -> object:
    """bench/dialects.py, whose corpus this bench shares."""
    spec = importlib.util.spec_from_file_location("bench_dialects", ROOT / "bench" / "dialects.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main() -> None:
    from agentproto.pipeline import format_files, render

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    canonical, lines = python_bench().build(args.seed, args.count)  # type: ignore[attr-defined]
    out = ROOT / "bench" / "out"
    out.mkdir(exist_ok=True)
    spelled_file, canonical_file = out / "dialects-pi-ai.jsonl", out / "dialects-canonical.jsonl"
    spelled_file.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    canonical_file.write_text(
        "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in canonical), encoding="utf-8"
    )
    go = shutil.which("go") or "/usr/local/go/bin/go"
    with tempfile.TemporaryDirectory() as tmp:
        files = format_files(render(ROOT / "schema", ("go",), strict_keywords=True))
        for rel, text in files.items():
            (Path(tmp) / rel).parent.mkdir(parents=True, exist_ok=True)
            (Path(tmp) / rel).write_text(text)
        module = Path(tmp) / "go"
        found = re.search(
            r"func DecodeSessionEntry\(.*?rt\.Decode\(checks\.(F\d+),",
            (module / "agent" / "agent.go").read_text(encoding="utf-8"),
            re.DOTALL,
        )
        if found is None:
            raise SystemExit("no DecodeSessionEntry in the generated agent package")
        source = (ROOT / "bench" / "go" / "dialects" / "main.go").read_text(encoding="utf-8")
        (module / "cmd" / "benchdialects").mkdir(parents=True)
        (module / "cmd" / "benchdialects" / "main.go").write_text(
            source.replace("checks.SESSION_ENTRY_CHECK", f"checks.{found[1]}")
        )
        subprocess.run(
            [go, "build", "-o", "bench.bin", "./cmd/benchdialects"], cwd=module, check=True
        )
        subprocess.run(
            [str(module / "bench.bin"), str(spelled_file), str(canonical_file), str(args.rounds)],
            check=True,
        )


if __name__ == "__main__":
    main()
