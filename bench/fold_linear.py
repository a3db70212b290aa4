"""Whether both stream folds are linear in their delta text, in every target: the CPU time of
folding one stream of 10, 100 and 1,000 MB of deltas, per MB.

    .venv/bin/python bench/fold_linear.py                       # 10, 100, 1000 MB, 5 rounds
    .venv/bin/python bench/fold_linear.py --sizes 10,100,300 --rounds 3 --targets python,go

Each measurement is one process (`--child` here for Python, bench/fold_linear.mjs for
TypeScript, bench/rust's `fold_linear` binary, bench/go/fold/main.go built inside a copy of
generated/go) that makes the stream itself, event after event (nothing is read from disk, and
only the text the fold keeps stays in memory), feeds each event to the fold and prints the CPU
time of that loop. The stream, the same in every target:

- assistant fold (`AssistantMessageAccumulator`): start, then half the bytes as text deltas,
  half as tool-call argument fragments (`{"text":"` + the pieces + `"}`), then done; fed as
  `validate --stream` feeds it where the target has such a path (Python `feed_validated`, the
  others `push`, which reads the message only at the end);
- response fold (`ResponseAccumulator`): created, then messages whose one output text part
  gets half the bytes as `response.output_text.delta`s, then function calls that get the other
  half as `response.function_call_arguments.delta`s, each closed by its done events (which
  carry the whole text, compared with what the deltas added up to), then completed (Python
  `feed_validated`, the others `feed`).

Deltas are `--delta-bytes` long (1,024 by default: a smaller delta only multiplies the events,
and the per-event cost, not the growth being measured). A text or call takes at most 128 MB
(a V8 string cannot pass 512 M characters), so 1,000 MB is four messages and four calls and
the growth inside one text is measured up to 128 MB. A fold whose cost per MB at the largest
size exceeds `--limit` (1.5) times its cost at the smallest is reported MISSED: a fold that
copied its text on every delta would cost ten times more per MB at each tenfold size.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out"
SHELLS = OUT / "fold_linear_shells.json"  # made by the driver, read by every child
BLOCK_CAP = 128 * 1024 * 1024  # bytes of delta text in one text block, part or call at most
FOLDS = ("assistant", "response")
TARGETS = ("python", "typescript", "rust", "go")


def piece(delta_bytes: int) -> str:
    """The text of every delta: ASCII that needs no escaping in JSON."""
    base = "lorem ipsum dolor sit amet, consectetur adipiscing elit. "
    return (base * (delta_bytes // len(base) + 1))[:delta_bytes]


def blocks(megabytes: float, delta_bytes: int) -> list[int]:
    """The number of deltas of each text (and, as many again, of each call)."""
    half = int(megabytes * 1024 * 1024) // 2 // delta_bytes
    per_block = BLOCK_CAP // delta_bytes
    return [per_block] * (half // per_block) + ([half % per_block] if half % per_block else [])


def shells() -> dict[str, Any]:
    """The created and completed response snapshots of a shipped stream (completed with no
    output: the fold's own items are the output)."""
    path = ROOT / "tests" / "fixtures" / "streams" / "openresponses" / "text_message.jsonl"
    events = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    created = dict(next(e["response"] for e in events if e["type"] == "response.created"))
    created["status"] = "in_progress"
    completed = dict(next(e["response"] for e in events if e["type"] == "response.completed"))
    completed["output"] = []
    return {"created": created, "completed": completed}


def assistant_events(megabytes: float, delta_bytes: int) -> Iterator[dict[str, Any]]:
    text = piece(delta_bytes)
    counts = blocks(megabytes, delta_bytes)
    yield {"type": "start"}
    index = 0
    for count in counts:
        delta = {
            "type": "delta",
            "delta": {"type": "text_delta", "delta": text, "content_index": index},
        }
        for _ in range(count):
            yield delta  # the fold keeps only the text of a delta
        index += 1
    for count in counts:
        yield {
            "type": "delta",
            "delta": {
                "type": "tool_call_delta",
                "id": f"call_{index}",
                "name": "write",
                "delta": '{"text":"',
                "content_index": index,
            },
        }
        delta = {
            "type": "delta",
            "delta": {"type": "tool_call_delta", "delta": text, "content_index": index},
        }
        for _ in range(count):
            yield delta
        yield {
            "type": "delta",
            "delta": {"type": "tool_call_delta", "delta": '"}', "content_index": index},
        }
        index += 1
    yield {"type": "done", "stop_reason": "tool_use", "usage": {"input": 1, "output": 1}}


def response_events(
    megabytes: float, delta_bytes: int, shell: dict[str, Any]
) -> Iterator[dict[str, Any]]:
    text = piece(delta_bytes)
    counts = blocks(megabytes, delta_bytes)
    sequence = 0

    def numbered(event: dict[str, Any]) -> dict[str, Any]:
        nonlocal sequence
        event["sequence_number"] = sequence
        sequence += 1
        return event

    yield numbered({"type": "response.created", "response": shell["created"]})
    output = 0
    for count in counts:
        item_id = f"msg_{output}"
        where = {"item_id": item_id, "output_index": output, "content_index": 0}
        yield numbered(
            {
                "type": "response.output_item.added",
                "output_index": output,
                "item": {
                    "type": "message",
                    "id": item_id,
                    "status": "in_progress",
                    "role": "assistant",
                    "content": [],
                },
            }
        )
        yield numbered(
            {
                "type": "response.content_part.added",
                **where,
                "part": {"type": "output_text", "text": "", "annotations": []},
            }
        )
        for _ in range(count):
            yield numbered({"type": "response.output_text.delta", **where, "delta": text})
        whole = text * count
        part = {"type": "output_text", "text": whole, "annotations": []}
        yield numbered({"type": "response.output_text.done", **where, "text": whole})
        yield numbered({"type": "response.content_part.done", **where, "part": part})
        item = {
            "type": "message",
            "id": item_id,
            "status": "completed",
            "role": "assistant",
            "content": [part],
        }
        yield numbered({"type": "response.output_item.done", "output_index": output, "item": item})
        del whole, part, item
        output += 1
    for count in counts:
        item_id = f"fc_{output}"
        call = {
            "type": "function_call",
            "id": item_id,
            "call_id": f"call_{output}",
            "name": "write",
        }
        where = {"item_id": item_id, "output_index": output}
        yield numbered(
            {
                "type": "response.output_item.added",
                "output_index": output,
                "item": {**call, "status": "in_progress", "arguments": ""},
            }
        )
        yield numbered(
            {"type": "response.function_call_arguments.delta", **where, "delta": '{"text":"'}
        )
        for _ in range(count):
            yield numbered(
                {"type": "response.function_call_arguments.delta", **where, "delta": text}
            )
        yield numbered({"type": "response.function_call_arguments.delta", **where, "delta": '"}'})
        whole = '{"text":"' + text * count + '"}'
        yield numbered(
            {"type": "response.function_call_arguments.done", **where, "arguments": whole}
        )
        item = {**call, "status": "completed", "arguments": whole}
        yield numbered({"type": "response.output_item.done", "output_index": output, "item": item})
        del whole, item
        output += 1
    yield numbered({"type": "response.completed", "response": shell["completed"]})


def child(fold: str, megabytes: float, delta_bytes: int, shells_path: str) -> None:
    """One measurement in this process: prints the CPU seconds of the fold loop as JSON."""
    from agentproto_bindings import AssistantMessageAccumulator, ResponseAccumulator

    accumulator: Any
    if fold == "assistant":
        accumulator = AssistantMessageAccumulator(provider="p", model="m", clock=lambda: 0)
        events = assistant_events(megabytes, delta_bytes)
    else:
        accumulator = ResponseAccumulator()
        events = response_events(megabytes, delta_bytes, json.loads(Path(shells_path).read_text()))
    count = 0
    started = time.process_time()
    for event in events:
        accumulator.feed_validated(event)
        count += 1
    accumulator.finish()
    if fold == "assistant":
        accumulator.message  # noqa: B018 (read once: tool-call arguments are parsed when read)
    else:
        accumulator.response  # noqa: B018
    seconds = time.process_time() - started
    print(
        json.dumps(
            {
                "seconds": seconds,
                "events": count,
                "problems": [str(p) for p in accumulator.problems[:3]],
            }
        )
    )


# --- the driver ---------------------------------------------------------------------------------


def build_rust() -> list[str]:
    cargo = shutil.which("cargo") or "cargo"
    env = {**os.environ}
    env.setdefault("CARGO_TARGET_DIR", str(OUT / "cargo-target"))
    subprocess.run(
        [cargo, "build", "--release", "--quiet", "--bin", "fold_linear"],
        cwd=ROOT / "bench" / "rust",
        env=env,
        check=True,
    )
    return [str(Path(env["CARGO_TARGET_DIR"]) / "release" / "fold_linear")]


def build_go(tmp: Path) -> list[str]:
    go = shutil.which("go") or "/usr/local/go/bin/go"
    module = tmp / "go"
    shutil.copytree(ROOT / "generated" / "go", module)
    (module / "cmd" / "benchfold").mkdir(parents=True)
    shutil.copy(
        ROOT / "bench" / "go" / "fold" / "main.go", module / "cmd" / "benchfold" / "main.go"
    )
    subprocess.run([go, "build", "-o", "benchfold", "./cmd/benchfold"], cwd=module, check=True)
    return [str(module / "benchfold")]


def build_typescript(tmp: Path) -> list[str]:
    node = shutil.which("node") or "node"
    package = tmp / "typescript"
    shutil.copytree(ROOT / "generated" / "typescript", package)
    tsc = ROOT / "tools" / "node" / "node_modules" / "typescript" / "bin" / "tsc"
    subprocess.run([node, str(tsc), "-p", str(package)], check=True)
    # a V8 heap large enough for 1,000 MB of folded text and the done events that repeat it
    return [
        node,
        "--max-old-space-size=12000",
        str(ROOT / "bench" / "fold_linear.mjs"),
        str(package / "dist"),
    ]


def measure(command: list[str], fold: str, megabytes: float, delta_bytes: int) -> float:
    done = subprocess.run(
        [*command, fold, str(megabytes), str(delta_bytes), str(SHELLS)],
        capture_output=True,
        text=True,
        check=False,  # a failure is reported with what the child wrote
    )
    if done.returncode != 0:
        raise SystemExit(
            f"{command[-1]} {fold} {megabytes}: exit {done.returncode}\n{done.stderr[-2000:]}"
        )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    if result["problems"]:
        raise SystemExit(
            f"{command} {fold} {megabytes} MB: the fold found problems: {result['problems']}"
        )
    return float(result["seconds"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10,100,1000", help="MB of delta text, comma-separated")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds (median)")
    parser.add_argument(
        "--large-rounds",
        type=int,
        default=None,
        help="rounds of the largest size (default: --rounds; fewer on a loaded machine)",
    )
    parser.add_argument("--delta-bytes", type=int, default=1024)
    parser.add_argument("--targets", default=",".join(TARGETS))
    parser.add_argument("--folds", default=",".join(FOLDS))
    parser.add_argument(
        "--limit", type=float, default=1.5, help="largest/smallest per-MB ratio allowed"
    )
    parser.add_argument(
        "--child", nargs=4, metavar=("FOLD", "MB", "DELTA_BYTES", "SHELLS"), help=argparse.SUPPRESS
    )
    args = parser.parse_args()
    if args.child:
        child(args.child[0], float(args.child[1]), int(args.child[2]), args.child[3])
        return 0
    sizes = [float(s) for s in args.sizes.split(",")]
    targets = args.targets.split(",")
    folds = args.folds.split(",")
    OUT.mkdir(exist_ok=True)
    SHELLS.write_text(json.dumps(shells()))
    with tempfile.TemporaryDirectory() as tmp:
        commands: dict[str, list[str]] = {}
        for target in targets:
            if target == "python":
                commands[target] = [sys.executable, str(Path(__file__).resolve()), "--child"]
            elif target == "rust":
                commands[target] = build_rust()
            elif target == "go":
                commands[target] = build_go(Path(tmp))
            elif target == "typescript":
                commands[target] = build_typescript(Path(tmp))
            else:
                raise SystemExit(f"unknown target {target!r}")
        seconds: dict[tuple[str, str, float], list[float]] = {}
        large_rounds = args.rounds if args.large_rounds is None else args.large_rounds
        for round_ in range(max(args.rounds, large_rounds)):
            for size in sizes:
                if round_ >= (large_rounds if size == sizes[-1] else args.rounds):
                    continue
                for target in targets:
                    for fold in folds:
                        took = measure(commands[target], fold, size, args.delta_bytes)
                        seconds.setdefault((target, fold, size), []).append(took)
                        # each measurement as it comes: a run cut short still shows what it did
                        print(
                            json.dumps(
                                {
                                    "round": round_ + 1,
                                    "target": target,
                                    "fold": fold,
                                    "mb": size,
                                    "seconds": took,
                                }
                            ),
                            file=sys.stderr,
                            flush=True,
                        )
    print(
        f"CPU seconds per MB of delta text (median of {args.rounds} rounds, {large_rounds} at "
        f"{sizes[-1]:g} MB; {args.delta_bytes}-byte deltas)"
    )
    header = f"{'target':11} {'fold':10}" + "".join(f"{f'{s:g} MB':>10}" for s in sizes)
    print(header + f"{'largest/smallest':>18}  linear")
    missed = False
    for target in targets:
        for fold in folds:
            per_mb = [statistics.median(seconds[target, fold, s]) / s for s in sizes]
            ratio = per_mb[-1] / per_mb[0] if per_mb[0] > 0 else math.inf
            verdict = "yes" if ratio <= args.limit else "MISSED"
            missed |= verdict == "MISSED"
            row = f"{target:11} {fold:10}" + "".join(f"{p:10.4f}" for p in per_mb)
            print(row + f"{ratio:18.2f}  {verdict}")
    print(
        "(CPU seconds of the largest size: "
        + ", ".join(
            f"{t} {f} {statistics.median(seconds[t, f, sizes[-1]]):.1f}"
            for t in targets
            for f in folds
        )
        + ")"
    )
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
