"""What makes `agentproto generate` fast must not change what it writes: the formatters run
concurrently and once per target, and datamodel-code-generator's output comes from a cache
keyed by every byte it reads."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from agentproto import cache
from agentproto.pipeline import format_files, generate_files, render
from support import ROOT

SCHEMA = ROOT / "schema"


def test_generate_files_is_format_files_of_render(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))
    targets = ("python", "pydantic", "typescript", "go")
    fast = generate_files(SCHEMA, targets, strict_keywords=True)
    slow = format_files(render(SCHEMA, targets, strict_keywords=True))
    assert list(fast.items()) == list(slow.items())


def test_the_pydantic_cache_hits_on_the_same_bytes_and_misses_on_a_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))
    schemas = tmp_path / "schema"
    shutil.copytree(SCHEMA / "agent", schemas / "agent")
    made: list[int] = []
    real = cache.cached

    def counting(kind, parts, make, **options):  # type: ignore[no-untyped-def]
        return real(kind, parts, lambda: made.append(1) or make(), **options)

    monkeypatch.setattr("agentproto.emit.pydantic.cached", counting)
    first = render(schemas, ("pydantic",))
    assert render(schemas, ("pydantic",)) == first and len(made) == 1  # the second run hit
    assert len(list((tmp_path / "cache").glob("pydantic-*.json"))) == 1
    usage = schemas / "agent" / "usage.json"
    usage.write_text(usage.read_text().replace('"Token counts', '"Counts of tokens', 1))
    changed = render(schemas, ("pydantic",))
    assert len(made) == 2 and changed != first  # a changed byte is a miss, and shows
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")  # empty: no cache at all
    assert render(schemas, ("pydantic",)) == changed and len(made) == 3


def test_a_cache_that_cannot_be_written_is_only_slower(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(blocked / "cache"))
    assert cache.cached("x", [b"a"], lambda: {"f": "text"}) == {"f": "text"}


def test_a_go_file_gofmt_refuses_is_a_clear_error() -> None:
    from agentproto.errors import InstallError
    from agentproto.targets.go import format_go, gofmt

    if gofmt() is None:
        if os.environ.get("CI") == "true":
            pytest.fail("no gofmt on PATH under CI")
        pytest.skip("no gofmt on PATH: the Go target's formatter is not installed")
    good = "package a\nfunc  F() {}\n"
    assert format_go({"go/a/a.go": good, "go/go.mod": "module a\n"}) == {
        "go/a/a.go": "package a\n\nfunc F() {}\n",
        "go/go.mod": "module a\n",
    }
    with pytest.raises(InstallError, match=r"go/b/b\.go"):
        format_go({"go/a/a.go": good, "go/b/b.go": "package b\nfunc {\n"})


def test_an_error_in_a_target_rendered_apart_is_raised_as_it_was(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The pydantic target renders in a worker process; what it raises reaches the caller as
    the same error (the CLI's clear message), not as a worker's failure."""
    from agentproto.errors import SchemaError

    def refuse(schemas, package, models=None, exact=None):  # type: ignore[no-untyped-def]
        raise SchemaError("agent", "", "datamodel-code-generator failed: boom")

    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
    monkeypatch.setattr("agentproto.emit.pydantic.make_models", refuse)
    with pytest.raises(SchemaError, match="boom"):
        generate_files(SCHEMA, ("python", "pydantic", "typescript"))


def test_check_reads_the_cache_but_never_writes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from agentproto.cli import main

    store = tmp_path / "cache"
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(store))
    schemas = tmp_path / "schema"
    shutil.copytree(SCHEMA / "agent", schemas / "agent")
    out = tmp_path / "out"
    args = ["generate", "--schema-dir", str(schemas), "--out-dir", str(out)]
    args += ["--target", "python", "--target", "pydantic"]
    result = CliRunner().invoke(main, [*args, "--check"])
    assert result.exit_code == 1  # nothing generated yet: stale
    assert not store.exists()  # a miss under --check is not stored
    assert CliRunner().invoke(main, args).exit_code == 0
    entries = sorted(store.glob("pydantic-*.json"))
    assert len(entries) == 1
    before = entries[0].stat().st_mtime_ns
    assert CliRunner().invoke(main, [*args, "--check"]).exit_code == 0  # a hit, still read
    assert sorted(store.glob("pydantic-*.json")) == entries
    assert entries[0].stat().st_mtime_ns == before


def test_the_cache_keeps_only_the_newest_entries_of_a_kind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path))
    (tmp_path / "other-1.json").write_text("{}")
    for n in range(cache.KEEP + 5):
        cache.cached("x", [str(n).encode()], lambda: {"f": "text"})
        entry = tmp_path / f"x-{cache.key_of([str(n).encode()])}.json"
        os.utime(entry, ns=(n * 10**9, n * 10**9))  # written in this order, whatever the clock
    left = sorted(tmp_path.glob("x-*.json"))
    assert len(left) == cache.KEEP
    newest = {
        tmp_path / f"x-{cache.key_of([str(n).encode()])}.json" for n in range(5, cache.KEEP + 5)
    }
    assert set(left) == newest
    assert (tmp_path / "other-1.json").exists()  # another kind's entries are not touched
