"""Write a JSON Lines transcript corpus for the validation benchmark: agent messages (every lane
and role), one per line, built from the shipped valid examples with their text replaced by
random words of realistic lengths. Deterministic for a given --seed.

    .venv/bin/python bench/transcript_corpus.py --size 1GB          # -> bench/out/transcripts.jsonl
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from pathlib import Path
from typing import Any

import agentproto

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "agent"
SCHEMA = ROOT / "schema"
# Every folder whose valid examples are agent messages (the members of the agent_message union).
MESSAGE_KINDS = (
    "agent_message",
    "llm_message",
    "user_message",
    "assistant_message",
    "tool_result_message",
    "system_message",
    "extension_message",
)
PROSE = (
    "the test suite fails because the rounding mode differs between decimal contexts so the "
    "invoice total is off by one cent after quantize with half even instead of half up we read "
    "the file edit the call run pytest again and all fourteen tests pass now"
)
WORDS = PROSE.split()
TEXT_KEYS = ("text", "thinking", "error_message")


def parse_size(text: str) -> int:
    units = {"KB": 10**3, "MB": 10**6, "GB": 10**9}
    for unit, factor in units.items():
        if text.upper().endswith(unit):
            return int(float(text[: -len(unit)]) * factor)
    return int(text)


def templates() -> list[Any]:
    found = [
        json.loads(p.read_text())
        for kind in MESSAGE_KINDS
        for p in sorted((FIXTURES / kind / "valid").glob("*.json"))
    ]
    if not found:
        sys.exit(f"no valid agent message examples under {FIXTURES}")
    return found


def vary(node: Any, rng: random.Random) -> Any:
    """The same message with new words in its text fields and a new timestamp."""
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key in TEXT_KEYS and isinstance(value, str) and value:
                length = max(1, int(rng.lognormvariate(3.5, 1.0)))  # words; median ~33, long tail
                out[key] = " ".join(rng.choices(WORDS, k=length))
            elif key == "timestamp" and isinstance(value, int):
                out[key] = value + rng.randrange(10**6)
            else:
                out[key] = vary(value, rng)
        return out
    if isinstance(node, list):
        return [vary(item, rng) for item in node]
    return copy.copy(node)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--size", default="1GB", help="stop after this many bytes (e.g. 1GB, 200MB)"
    )
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "transcripts.jsonl")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    limit = parse_size(args.size)
    rng = random.Random(args.seed)
    shapes = templates()
    docs = {
        json.loads(p.read_text())["$id"]: json.loads(p.read_text()) for p in SCHEMA.rglob("*.json")
    }
    check = agentproto.compile(
        {"$ref": "https://agentproto.dev/schema/agent/agent_message.json"}, resources=docs
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    written = lines = 0
    with open(args.out, "w", encoding="utf-8") as out:
        while written < limit:
            message = vary(rng.choice(shapes), rng)
            if lines < 2000 and not check.is_valid(message):  # the variations keep messages valid
                sys.exit(f"generated an invalid message: {check.errors(message)[:3]}")
            line = json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n"
            out.write(line)
            written += len(line.encode())
            lines += 1
    print(f"wrote {lines:,} messages, {written / 1e6:,.1f} MB, to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
