"""The table of bench/stream_recordings.md: each real recording of a Responses stream checked by
`agentproto validate --stream --dialect openai`, with the first problem of those it refuses.

    .venv/bin/python bench/stream_recordings.py --extract CASSETTES FOLDER
    .venv/bin/python bench/stream_recordings.py --extract-fixtures CHECKOUT FOLDER
    .venv/bin/python bench/stream_recordings.py FOLDER

CASSETTES is a checkout's `tests/models/cassettes` (the VCR cassettes of a public client, see
bench/stream_recordings.md); `--extract` writes into FOLDER, as `NNN.sse`, the response body of
every interaction that is a Responses stream (a `data:` line holding an event whose type starts
`response.`), cassettes and interactions in order, and `manifest.json` (a list of [NNN,
cassette path, interaction index]). It also writes the JSON documents of every `POST` to a
`/responses` endpoint: the request body as `NNN.request.json` and a JSON response body (a
response, or an HTTP error body) as `NNN.response.json`, listed in `documents.json` ([file,
cassette path, interaction index]); the second table counts those read through the openai
dialect and written back as the same JSON value.

`--extract-fixtures` reads another kind of recording: a checkout of a client whose tests keep
each recorded stream as JSON Lines of its events (`*.chunks.txt`) and each recorded response as
a JSON document (`*.json`), in `__fixtures__` folders under a `responses` folder (the Vercel AI
SDK's providers). Streams are written as `NNN.jsonl`, responses as `NNN.response.json`, with the
same two lists. The recordings are other people's, so they are not kept in this repository."""

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
    sent = list(data_events(recording.read_text(encoding="utf-8"), recording.suffix == ".sse"))
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


def data_events(body: str, sse: bool = True) -> Iterator[Any]:
    """The JSON value of each `data:` line of a recording (`[DONE]` and other text passed over),
    or with `sse` false of each line of JSON Lines."""
    for line in body.splitlines():
        if sse and not line.startswith("data:") or not line.strip():
            continue
        try:
            yield json.loads(line[5:].strip() if sse else line)
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
    rows: list[list[Any]] = []
    documents: list[list[Any]] = []
    posts = 0
    for path in sorted(cassettes.rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        if "response" not in text:
            continue
        cassette = yaml.safe_load(text) or {}
        where = (Path("tests/models/cassettes") / path.relative_to(cassettes)).as_posix()
        for index, interaction in enumerate(cassette.get("interactions") or []):
            body = interaction.get("response", {}).get("body", {})
            string = body.get("string") if isinstance(body, dict) else None
            if isinstance(string, str) and is_responses_stream(string):
                number = f"{len(rows):03d}"
                (folder / f"{number}.sse").write_text(string, encoding="utf-8")
                rows.append([number, where, index])
            request = interaction.get("request", {})
            endpoint = str(request.get("uri", "")).split("?")[0].rstrip("/")
            if request.get("method") != "POST" or not endpoint.endswith("/responses"):
                continue
            number = f"{posts:03d}"
            posts += 1
            for side, part in (("request", request), ("response", interaction.get("response"))):
                value = json_body(part if isinstance(part, dict) else {})
                if isinstance(value, dict):
                    name = f"{number}.{side}.json"
                    (folder / name).write_text(json.dumps(value), encoding="utf-8")
                    documents.append([name, where, index])
    (folder / "manifest.json").write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    (folder / "documents.json").write_text(json.dumps(documents, indent=1) + "\n", "utf-8")
    print(f"{len(rows)} recordings and {len(documents)} documents into {folder}")


def extract_fixtures(checkout: Path, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    rows: list[list[Any]] = []
    documents: list[list[Any]] = []
    for path in sorted(checkout.rglob("__fixtures__/*")):
        if "responses" not in path.parent.parent.parts or not path.is_file():
            continue
        where = path.relative_to(checkout).as_posix()
        if path.name.endswith(".chunks.txt"):
            number = f"{len(rows):03d}"
            (folder / f"{number}.jsonl").write_bytes(path.read_bytes())
            rows.append([number, where, 0])
        elif path.suffix == ".json":
            name = f"{len(documents):03d}.response.json"
            (folder / name).write_bytes(path.read_bytes())
            documents.append([name, where, 0])
    (folder / "manifest.json").write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    (folder / "documents.json").write_text(json.dumps(documents, indent=1) + "\n", "utf-8")
    print(f"{len(rows)} recordings and {len(documents)} documents into {folder}")


def recording(folder: Path, number: str) -> Path:
    """The recording numbered `number`: Server-Sent Events, or JSON Lines."""
    sse = folder / f"{number}.sse"
    return sse if sse.exists() else folder / f"{number}.jsonl"


def json_body(part: dict[str, Any]) -> Any:
    """A cassette's request or response body as JSON: VCR keeps it parsed (`parsed_body`) or
    as text (`body`, or `body.string`); None when it is no JSON (a stream, an empty body)."""
    if "parsed_body" in part:
        return part["parsed_body"]
    body = part.get("body")
    text = body.get("string") if isinstance(body, dict) else body
    try:
        return json.loads(text) if isinstance(text, (str, bytes)) else None
    except ValueError:
        return None


def document_table(folder: Path) -> None:
    """Each request and response document: accepted by `validate --dialect openai` (one run
    over them all), and read into canonical JSON and written back as the same value."""
    from agentproto.validate.dialects import Converters, from_canonical, to_canonical

    listed = json.loads((folder / "documents.json").read_text(encoding="utf-8"))
    done = subprocess.run(
        [str(AGENTPROTO), "validate", "--dialect", "openai", "--format", "json"]
        + [name for name, _, _ in listed],
        cwd=folder,
        capture_output=True,
        text=True,
        check=False,
    )
    first: dict[str, str] = {}
    for line in done.stdout.splitlines():
        problem = json.loads(line)
        if problem["kind"] != "summary":
            where = problem["pointer"] or "/"
            first.setdefault(problem["file"], f"{where}: {problem['message']}"[:140])
    conv = Converters(ROOT / "schema")
    counts: dict[str, list[int]] = {}
    print("\n| side | documents | accepted | the same value back |\n|---|---|---|---|")
    for name, _, _ in listed:
        side = name.split(".")[1]
        sent = json.loads((folder / name).read_text(encoding="utf-8"))
        read = to_canonical(conv, "openai", sent)
        back = None if read.problems else from_canonical(conv, "openai", read.entity, read.value)
        same = back is not None and not back.problems and json.dumps(back.value) == json.dumps(sent)
        count = counts.setdefault(side, [0, 0, 0])
        count[0] += 1
        count[1] += name not in first
        count[2] += same
    for side, (total, accepted, same) in counts.items():
        print(f"| {side} | {total} | {accepted} | {same} |")
    print("\n| document | source | interaction | refused at |")
    print("|---|---|---|---|")
    for name, cassette, interaction in listed:
        if name in first:
            where = cassette.removeprefix("tests/models/cassettes/")
            print(f"| {name} | `{where}` | {interaction} | {first[name].replace('|', '/')} |")


def main() -> None:
    if sys.argv[1] == "--extract":
        extract(Path(sys.argv[2]), Path(sys.argv[3]))
        return
    if sys.argv[1] == "--extract-fixtures":
        extract_fixtures(Path(sys.argv[2]), Path(sys.argv[3]))
        return
    folder = Path(sys.argv[1])
    rows = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    accepted = whole = 0
    print("| # | source | interaction | verdict | lossless |")
    print("|---|---|---|---|---|")
    for number, cassette, interaction in rows:
        said = verdict(recording(folder, number))
        accepted += said == "accepted"
        kept = lossless(recording(folder, number))
        same, _, of = kept.partition("/")
        whole += same == of
        name = cassette.removeprefix("tests/models/cassettes/")
        print(f"| {number} | `{name}` | {interaction} | {said.replace('|', '/')} | {kept} |")
    print(
        f"\nAccepted: {accepted} of {len(rows)}. Every event the same value back: {whole} of {len(rows)}."
    )
    if (folder / "documents.json").exists():
        document_table(folder)


if __name__ == "__main__":
    main()
