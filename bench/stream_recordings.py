"""The table of bench/stream_recordings.md: each real recording of a Responses stream checked by
`agentproto validate --stream --dialect openai`, with the first problem of those it refuses.

    .venv/bin/python bench/stream_recordings.py --extract CASSETTES FOLDER
    .venv/bin/python bench/stream_recordings.py FOLDER

CASSETTES is a checkout's `tests/models/cassettes` (the VCR cassettes of a public client, see
bench/stream_recordings.md); `--extract` writes into FOLDER, as `NNN.sse`, the response body of
every interaction that is a Responses stream (a `data:` line holding an event whose type starts
`response.`), cassettes and interactions in order, and `manifest.json` (a list of [NNN,
cassette path, interaction index]). The recordings are other people's, so they are not kept
in this repository."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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


def lossless(recording: Path) -> str:
    """How many of the recording's events come back as the same JSON value through `convert`
    to canonical JSON and back to the openai dialect (which writes JSON Lines)."""
    sent = list(data_events(recording.read_text(encoding="utf-8")))
    to_canonical = [str(AGENTPROTO), "convert", "--from", "openai", "--to", "canonical"]
    canonical = subprocess.run(
        [*to_canonical, str(recording)], capture_output=True, text=True, check=False
    )
    back = subprocess.run(
        [str(AGENTPROTO), "convert", "--from", "canonical", "--to", "openai"]
        + ["--entity", "openresponses/stream_event", "-"],
        input=canonical.stdout,
        capture_output=True,
        text=True,
        check=False,
    )
    written = [json.loads(line) for line in back.stdout.splitlines() if line.strip()]
    same = sum(a == b for a, b in zip(sent, written, strict=False))
    return f"{same}/{len(sent)}"


def data_events(body: str) -> Iterator[Any]:
    """The JSON value of each `data:` line of a recording (`[DONE]` and other text passed over)."""
    for line in body.splitlines():
        if line.startswith("data:"):
            try:
                yield json.loads(line[5:].strip())
            except ValueError:
                continue


def is_responses_stream(body: str) -> bool:
    return any(
        isinstance(event, dict) and str(event.get("type", "")).startswith("response.")
        for event in data_events(body)
    )


def extract(cassettes: Path, folder: Path) -> None:
    import yaml

    folder.mkdir(parents=True, exist_ok=True)
    rows = []
    for path in sorted(cassettes.rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        if "response." not in text:
            continue
        cassette = yaml.safe_load(text) or {}
        for index, interaction in enumerate(cassette.get("interactions") or []):
            body = interaction.get("response", {}).get("body", {})
            string = body.get("string") if isinstance(body, dict) else None
            if isinstance(string, str) and is_responses_stream(string):
                number = f"{len(rows):03d}"
                (folder / f"{number}.sse").write_text(string, encoding="utf-8")
                where = (Path("tests/models/cassettes") / path.relative_to(cassettes)).as_posix()
                rows.append([number, where, index])
    (folder / "manifest.json").write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    print(f"{len(rows)} recordings into {folder}")


def main() -> None:
    if sys.argv[1] == "--extract":
        extract(Path(sys.argv[2]), Path(sys.argv[3]))
        return
    folder = Path(sys.argv[1])
    rows = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    accepted = whole = 0
    print("| # | cassette (under tests/models/cassettes/) | interaction | verdict | lossless |")
    print("|---|---|---|---|---|")
    for number, cassette, interaction in rows:
        said = verdict(folder / f"{number}.sse")
        accepted += said == "accepted"
        kept = lossless(folder / f"{number}.sse")
        same, _, of = kept.partition("/")
        whole += same == of
        name = cassette.removeprefix("tests/models/cassettes/")
        print(f"| {number} | `{name}` | {interaction} | {said.replace('|', '/')} | {kept} |")
    print(
        f"\nAccepted: {accepted} of {len(rows)}. Every event the same value back: {whole} of {len(rows)}."
    )


if __name__ == "__main__":
    main()
