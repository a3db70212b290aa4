"""bench/README.md's figures are today's: each block was printed for the files it measures as
they are now (bench/figures.py), and every benchmark that can record has its block."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from support import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import figures


def test_every_figure_in_the_readme_is_todays() -> None:
    assert figures.blocks(figures.README.read_text(encoding="utf-8")), "no figures blocks"
    assert figures.stale() == []


def test_every_benchmark_has_its_block_and_every_block_its_benchmark() -> None:
    names = [b.name for b in figures.blocks(figures.README.read_text(encoding="utf-8"))]
    assert len(names) == len(set(names)), "a figures block appears twice"
    assert set(names) == set(figures.BENCHES)
    for name, bench in figures.BENCHES.items():
        script = re.search(r"bench/[\w/.-]+\.(?:py|mjs)", bench.command)
        assert script and (ROOT / script[0]).is_file(), f"{name}: {bench.command}"
        assert figures.files_of(bench.measures)


def _readme(tmp_path: Path) -> Path:
    (tmp_path / "code.py").write_text("x = 1\n")
    readme = tmp_path / "README.md"
    readme.write_text(
        "# Bench\n\nprose before\n\n"
        "<!-- figures speed: measures code.py; digest 0 -->\n(not yet)\n<!-- /figures speed -->\n"
        "\nprose after\n"
    )
    return readme


def test_a_recorded_figure_goes_stale_when_what_it_measures_changes(tmp_path: Path) -> None:
    readme = _readme(tmp_path)
    assert len(figures.stale(readme, tmp_path)) == 1  # the placeholder digest is nobody's
    figures.record(
        "speed", "bench/speed.py --record", ("code.py",), "a  1.0\nb  2.0", readme, tmp_path
    )
    text = readme.read_text()
    assert "prose before" in text and "prose after" in text
    assert "Printed by `bench/speed.py --record`" in text and "    a  1.0\n    b  2.0\n" in text
    assert figures.stale(readme, tmp_path) == []
    (tmp_path / "code.py").write_text("x = 2\n")
    [line] = figures.stale(readme, tmp_path)
    assert "'speed'" in line and "bench/figures.py speed" in line


def test_recording_needs_the_block_and_patterns_that_name_files(tmp_path: Path) -> None:
    readme = _readme(tmp_path)
    with pytest.raises(ValueError, match="no figures block named 'other'"):
        figures.record("other", "x", ("code.py",), "t", readme, tmp_path)
    with pytest.raises(ValueError, match="names no file"):
        figures.record("speed", "x", ("missing/*.py",), "t", readme, tmp_path)


def test_a_figure_printed_by_another_command_than_its_benchmark_runs_today_is_stale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    readme = _readme(tmp_path)
    bench = figures.Bench(".venv/bin/python bench/speed.py --rounds 5", ("code.py",))
    monkeypatch.setitem(figures.BENCHES, "speed", bench)
    figures.record(
        "speed", "figures.py speed", ("code.py",), "a 1", readme, tmp_path, bench.command
    )
    assert figures.stale(readme, tmp_path) == []
    monkeypatch.setitem(figures.BENCHES, "speed", figures.Bench(bench.command + "0", ("code.py",)))
    [line] = figures.stale(readme, tmp_path)
    assert "'speed'" in line
