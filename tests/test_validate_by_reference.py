"""With worker processes, the parent hands on the blocks of a JSON Lines file by where they lie
and never copies their bytes: the items it makes must be the very items it makes when it reads
them whole (same lines, same line numbers, same ends, the same long lines reported), only
without the bytes."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from agentproto.validate import inputs
from agentproto.validate.check import Lines, Outcome, Whole
from agentproto.validate.inputs import expand, work


def items(path: Path, max_bytes: int, by_reference: bool) -> list[tuple[object, ...]]:
    found, _ = expand((str(path),), "jsonl")
    out: list[tuple[object, ...]] = []
    for item in work(found, max_bytes, by_reference):
        if isinstance(item, Lines):
            assert not (by_reference and item.data)
            out.append((item.first_line, item.unterminated, item.origin, item.max_line))
            out.append((item.read(),))  # what a worker reads is what the parent would have sent
        elif isinstance(item, Outcome):
            found_lines = [(f.line, f.message) for f in item.findings]
            out.append((item.documents, item.failed, item.nbytes, found_lines, item.end_of_source))
        else:
            assert isinstance(item, Whole)
            out.append((item.data,))
    return out


def random_lines(draw: random.Random) -> bytes:
    lines = [b"x" * draw.choice([0, 1, 5, 20, 40, 120]) for _ in range(draw.randint(0, 30))]
    return b"\n".join(lines) + draw.choice([b"", b"\n"])


@pytest.mark.parametrize("seed", range(40))
def test_blocks_by_reference_are_the_blocks_read_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    draw = random.Random(seed)
    monkeypatch.setattr(inputs, "BLOCK", draw.choice([7, 16, 64, 100]))
    path = tmp_path / "lines.jsonl"
    path.write_bytes(random_lines(draw))
    for max_bytes in (10, 50, 1000):
        assert items(path, max_bytes, True) == items(path, max_bytes, False)


def test_a_long_line_is_reported_and_not_handed_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(inputs, "BLOCK", 16)
    path = tmp_path / "lines.jsonl"
    path.write_bytes(b"{}\n" + b"[" * 100 + b"\n{}\n{}")
    read = items(path, 50, True)
    assert read == items(path, 50, False)
    reported = [i[3] for i in read if len(i) == 5 and i[3]]
    assert reported == [[(2, reported[0][0][1])]]  # type: ignore[index]  # one: the long line
    assert "over the limit" in str(reported)
    assert read[-3:-1] == [(3, True, (str(path), 104, 5), 50), (b"{}\n{}",)]
