"""Times the Go bindings' compiled check of an agent message alone (no parsing, no decoding):
the fast path over the valid documents of the bench corpus, and every problem of the invalid
ones, on documents parsed once.

    .venv/bin/python bench/go_checks.py [--count 20000] [--runs 3]

Writes the corpus (bench/corpus.py, seed 2026) to bench/out, generates the Go target into a
temporary folder, fills bench/go/checks/main.go.tmpl with the check `agent.DecodeAgentMessage`
uses, builds it and runs it `--runs` times (each run prints the median of 15 rounds). It reads
the generator it runs with, so the code of another commit is timed by running this script with
`PYTHONPATH=<an export of that commit>/generator`."""

from __future__ import annotations

import argparse
import re
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
    parser.add_argument("--runs", type=int, default=3)
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
        found = re.search(
            r"func DecodeAgentMessage\(.*?rt\.Decode\((checks\.\w+), data",
            files["go/agent/agent.go"],
            re.DOTALL,
        )
        if found is None:
            raise SystemExit("no check found in agent.DecodeAgentMessage")
        check = found.group(1)
        # (check functions took a fourth argument, an evaluation record, before they rendered
        # the validation plan)
        extra = (
            ", nil" if "e *rt.Problems, ev *rt.Eval) bool" in files["go/checks/checks.go"] else ""
        )
        source = (ROOT / "bench" / "go" / "checks" / "main.go.tmpl").read_text()
        source = source.replace("CHECK_VALID", f"{check}(v, nil, nil{extra})")
        source = source.replace("CHECK_FN", check)
        (module / "cmd" / "checkbench").mkdir(parents=True)
        (module / "cmd" / "checkbench" / "main.go").write_text(source)
        subprocess.run(
            [go, "build", "-o", "checkbench.bin", "./cmd/checkbench"], cwd=module, check=True
        )
        for _ in range(args.runs):
            subprocess.run(
                [
                    str(module / "checkbench.bin"),
                    str(out / "valid.jsonl"),
                    str(out / "invalid.jsonl"),
                ],
                check=True,
            )


if __name__ == "__main__":
    main()
