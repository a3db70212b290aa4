"""The table of bench/stream_recordings.md: each real recording of a Responses stream checked by
`agentproto validate --stream --dialect openai`, with the first problem of those it refuses.

    .venv/bin/python bench/stream_recordings.py FOLDER

FOLDER holds the recordings as `NNN.sse` and `manifest.json` (a list of [NNN, cassette path,
interaction index]); bench/stream_recordings.md says where they come from. The recordings are
other people's, so they are not kept in this repository."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
AGENTPROTO = ROOT / ".venv" / "bin" / "agentproto"


def verdict(recording: Path) -> str:
    done = subprocess.run(
        [str(AGENTPROTO), "validate", "--stream", "--dialect", "openai", "--format", "json"]
        + [str(recording)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode == 0:
        return "accepted"
    for line in done.stdout.splitlines():
        problem = json.loads(line)
        if problem.get("kind") != "summary":
            where = problem.get("pointer") or "/"
            return f"refused ({problem.get('keyword')}) at `{where}`: {problem['message']}"[:160]
    return f"refused (exit {done.returncode})"


def main() -> None:
    folder = Path(sys.argv[1])
    rows = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    accepted = 0
    print("| # | cassette (under tests/models/cassettes/) | interaction | verdict |")
    print("|---|---|---|---|")
    for number, cassette, interaction in rows:
        said = verdict(folder / f"{number}.sse")
        accepted += said == "accepted"
        name = cassette.removeprefix("tests/models/cassettes/")
        print(f"| {number} | `{name}` | {interaction} | {said.replace('|', '/')} |")
    print(f"\nAccepted: {accepted} of {len(rows)}.")


if __name__ == "__main__":
    main()
