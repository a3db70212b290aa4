"""Speed of the hand-written behaviour that runs per message or per streamed fragment:
`ThoughtTagFilter` over streaming visible text, and `convert_to_llm` over a long transcript.

    .venv/bin/python bench/behaviour.py [--megabytes 4] [--messages 20000]

Needs the generated bindings installed (scripts/setup does it). Prints CPU seconds, medians of
five runs, and throughputs."""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from agentproto_bindings import ThoughtTagFilter, convert_to_llm
from agentproto_bindings import agent as a


def cpu(run: Callable[[], object], repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return statistics.median(times)


def visible_text(size: int, rng: random.Random) -> str:
    """Model output of about `size` characters: prose with `<` here and there, and a thought of
    a few hundred characters every few kilobytes."""
    words = [
        "the",
        "totals",
        "are",
        "summed",
        "before",
        "rounding",
        "a < b",
        "x<y",
        "<b>bold</b>",
        "\n",
    ]
    parts: list[str] = []
    length = 0
    while length < size:
        if rng.random() < 0.01:
            chunk = "<thought>" + " ".join(rng.choices(words, k=60)) + "</thought>"
        else:
            chunk = " ".join(rng.choices(words, k=8)) + " "
        parts.append(chunk)
        length += len(chunk)
    return "".join(parts)


def fragments(text: str, rng: random.Random) -> list[str]:
    """The text cut as a provider streams it: 1 to 40 characters per fragment."""
    out, i = [], 0
    while i < len(text):
        step = rng.randint(1, 40)
        out.append(text[i : i + step])
        i += step
    return out


def transcript(n: int) -> list[a.AgentMessage]:
    messages: list[a.AgentMessage] = []
    for i in range(n // 4):
        call = a.ToolCallBlock(id=f"c{i}", name="ls", arguments={"path": "."})
        messages.append(a.UserMessage.from_text(f"question {i}", timestamp=i))
        messages.append(
            a.AssistantMessage(
                content=[
                    a.ThinkingBlock(thinking="plan " * 20, signature="c2ln" * 20),
                    a.ThinkingBlock(thinking="scratch", source=a.ThinkingBlockSource.PROMPTED),
                    a.TextBlock(text="Let me look."),
                    call,
                ],
                stop_reason=a.StopReason.TOOL_USE,
                provider="anthropic",
                model="m",
                timestamp=i,
            )
        )
        messages.append(
            a.ToolResultMessage(
                tool_call_id=f"c{i}",
                content=[a.TextBlock(text="a.txt")],
                is_error=False,
                details={"exit_code": 0},
            )
        )
        messages.append(a.ExtensionMessage(kind="debug", data={"i": i}))
    return messages


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=4.0)
    parser.add_argument("--messages", type=int, default=20_000)
    args = parser.parse_args()
    rng = random.Random(7)

    text = visible_text(int(args.megabytes * 1_000_000), rng)
    pieces = fragments(text, rng)

    def stream() -> None:
        f = ThoughtTagFilter()
        for piece in pieces:
            f.feed(piece)
        f.finish()

    seconds = cpu(stream)
    print(
        f"ThoughtTagFilter   {len(text) / 1e6:6.1f} M chars in {len(pieces):8d} fragments: "
        f"{seconds:6.3f} s CPU, {len(text) / 1e6 / seconds:6.1f} M chars/s, "
        f"{len(pieces) / seconds / 1e6:5.2f} M fragments/s"
    )

    messages = transcript(args.messages)
    for label, target in [
        ("no target", {}),
        ("same model", {"provider": "anthropic", "model": "m"}),
    ]:
        seconds = cpu(lambda target=target: convert_to_llm(messages, **target))
        print(
            f"convert_to_llm     {len(messages):8d} messages ({label:10s}): {seconds:6.3f} s CPU, "
            f"{len(messages) / seconds / 1e6:5.2f} M messages/s"
        )


if __name__ == "__main__":
    main()
