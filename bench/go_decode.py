"""Times the Go bindings on the bench corpus: `agent.DecodeAgentMessage` (validate, then
decode) against `encoding/json` decoding into plain structs and into the same types, and counts the invalid documents
each accepts.

    .venv/bin/python bench/go_decode.py [--count 20000] [--rounds 5]

Writes the corpus (bench/corpus.py, seed 2026) to bench/out, generates the Go target into a
temporary folder, builds bench/go/main.go inside it and runs it."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from corpus import write

from agentproto.pipeline import format_files, render


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    out = ROOT / "bench" / "out"
    write(out, 2026, args.count)
    go = shutil.which("go") or "/usr/local/go/bin/go"
    with tempfile.TemporaryDirectory() as tmp:
        files = format_files(render(ROOT / "schema", ("go",), strict_keywords=True))
        for rel, text in files.items():
            (Path(tmp) / rel).parent.mkdir(parents=True, exist_ok=True)
            (Path(tmp) / rel).write_text(text)
        module = Path(tmp) / "go"
        (module / "cmd" / "bench").mkdir(parents=True)
        for name in ("main.go", "plain.go"):
            shutil.copy(ROOT / "bench" / "go" / name, module / "cmd" / "bench" / name)
        subprocess.run([go, "build", "-o", "bench.bin", "./cmd/bench"], cwd=module, check=True)
        subprocess.run(
            [
                str(module / "bench.bin"),
                str(out / "valid.jsonl"),
                str(out / "invalid.jsonl"),
                str(args.rounds),
            ],
            check=True,
        )


if __name__ == "__main__":
    main()
