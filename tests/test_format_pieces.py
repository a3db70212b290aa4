"""rustfmt run on the pieces of a file that changed (`targets/pieces.py`): what comes back is what
rustfmt writes for the whole file, cold or after an edit, and after an edit rustfmt reads only
the items that changed. A cut inside a string literal, or a file holding a marker line of its
own, is formatted whole."""

from __future__ import annotations

from pathlib import Path

import pytest
import rust_support as rs

from agentproto.pipeline import build_ir, load_checked
from agentproto.targets.pieces import formatted_in_pieces
from agentproto.targets.registry import TARGETS
from agentproto.targets.rust import find_rustfmt, run_rustfmt
from support import SCHEMA_DIR


@pytest.fixture(scope="module")
def rustfmt() -> str:
    found = find_rustfmt()
    if found is None:
        rs.cargo()  # fails under CI, skips elsewhere, saying why
        pytest.skip("rustfmt is not installed")
    return found


@pytest.fixture(scope="module")
def crate() -> dict[str, str]:
    """The canonical crate's files as the emitter writes them, before any formatting."""
    rust = TARGETS["rust"]
    built = build_ir(load_checked(SCHEMA_DIR), naming=rust.naming)
    files = rust.emit(built, "agentproto_bindings", None)
    return {path: text for path, text in files.items() if path.endswith(".rs")}


class Counting:
    """rustfmt, counting what it is given."""

    def __init__(self, rustfmt: str) -> None:
        self.rustfmt = rustfmt
        self.asked: list[dict[str, str]] = []

    def __call__(self, texts: dict[str, str]) -> dict[str, str]:
        self.asked.append(dict(texts))
        return run_rustfmt(self.rustfmt, texts)


def test_pieces_give_what_rustfmt_gives_the_whole_file(
    rustfmt: str, crate: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))
    whole = run_rustfmt(rustfmt, crate)
    cold = formatted_in_pieces("pieces", [b"test"], crate, Counting(rustfmt))
    assert cold == whole
    # every file of the crate was cut: the largest into hundreds of pieces
    checks = next(path for path in crate if path.endswith("/checks.rs"))
    assert crate[checks].count("\n\n") > 500


def test_after_an_edit_only_the_changed_items_are_formatted(
    rustfmt: str, crate: dict[str, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))
    formatted_in_pieces("pieces", [b"test"], crate, Counting(rustfmt))
    checks = next(path for path in crate if path.endswith("/checks.rs"))
    edited = dict(crate)
    item = "pub fn added_by_the_test(x: &serde_json::Value) -> bool { x.is_null() }"
    edited[checks] = crate[checks] + "\n\n" + item + "\n"
    counting = Counting(rustfmt)
    warm = formatted_in_pieces("pieces", [b"test"], edited, counting)
    assert warm == run_rustfmt(rustfmt, edited)
    (asked,) = counting.asked
    assert list(asked) == [checks]
    assert "added_by_the_test" in asked[checks] and len(asked[checks]) < 300
    # nothing new: the formatter is not run at all
    again = Counting(rustfmt)
    assert formatted_in_pieces("pieces", [b"test"], edited, again) == warm
    assert again.asked == []


def test_a_cut_inside_a_string_or_a_marker_of_its_own_formats_the_file_whole(
    rustfmt: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))
    in_string = (
        'pub const TEXT: &str = r#"first\n\npub fn not_code() {}\n"#;\n\n'
        "pub fn   real( ) -> u8 { 1 }\n"
    )
    marker = "pub fn a() {}\n\n// agentproto piece 0\npub fn   b( ) {}\n"
    files = {"src/string.rs": in_string, "src/marker.rs": marker}
    got = formatted_in_pieces("pieces", [b"test"], files, Counting(rustfmt))
    assert got == run_rustfmt(rustfmt, files)
    assert 'r#"first\n\npub fn not_code() {}\n"#' in got["src/string.rs"]
