"""The caches that make regeneration fast give exactly the files the steps they stand for would:
each formatted file (keyed by its text and the formatter executable), each target's rendered
files (keyed by every input rendering reads), each schema folder's pydantic models, the compiled
metaschema. A hit must never be stale, a miss only slower, and `--check` must stay exact."""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from agentproto import cache, pipeline
from agentproto.pipeline import format_files, generate_files, inputs_key, render
from support import ROOT

SCHEMA = ROOT / "schema"


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(folder))
    return folder


def upper(calls: list[dict[str, str]]) -> Any:
    """A stand-in formatter that records what it was given."""

    def make(files: dict[str, str]) -> dict[str, str]:
        calls.append(dict(files))
        return {path: text.upper() for path, text in files.items()}

    return make


def payload(entry: Path) -> str:
    """What an entry keeps, after its digest line."""
    return entry.read_bytes().partition(b"\n")[2].decode()


# --- cached_each: one entry a file -------------------------------------------------------------


def test_cached_each_runs_the_step_over_the_files_it_has_not_seen_only(store: Path) -> None:
    calls: list[dict[str, str]] = []
    files = {"a.py": "one", "b.py": "two"}
    assert cache.cached_each("fmt", [b"v1"], files, upper(calls)) == {"a.py": "ONE", "b.py": "TWO"}
    assert cache.cached_each("fmt", [b"v1"], files, upper(calls)) == {"a.py": "ONE", "b.py": "TWO"}
    assert calls == [files]  # the second call was all hits: the step did not run
    changed = {"a.py": "one", "b.py": "three"}
    assert cache.cached_each("fmt", [b"v1"], changed, upper(calls)) == {
        "a.py": "ONE",
        "b.py": "THREE",
    }
    assert calls[-1] == {"b.py": "three"}  # only the changed file went through the step
    # the same text at another path, or under other key parts (another formatter executable,
    # another version of the code calling it), is a miss: never someone else's output
    cache.cached_each("fmt", [b"v1"], {"c.py": "one"}, upper(calls))
    assert calls[-1] == {"c.py": "one"}
    cache.cached_each("fmt", [b"v2"], {"a.py": "one"}, upper(calls))
    assert calls[-1] == {"a.py": "one"}
    assert len(calls) == 4


def test_cached_each_gives_back_every_character_as_it_was_made(store: Path) -> None:
    files = {"a": "one\r\ntwo\rthree\n\u00e9\u2028end"}
    assert cache.cached_each("same", [b"v"], files, dict) == files
    calls: list[dict[str, str]] = []
    assert cache.cached_each("same", [b"v"], files, lambda f: calls.append(f) or f) == files
    assert calls == []  # a hit, with the carriage returns kept


def test_cached_each_keeps_the_order_of_the_files_given(store: Path) -> None:
    cache.cached_each("fmt", [b"v"], {"b": "x"}, upper([]))
    out = cache.cached_each("fmt", [b"v"], {"a": "y", "b": "x", "c": "z"}, upper([]))
    assert list(out) == ["a", "b", "c"]


def test_cached_each_under_read_only_makes_every_file_afresh_and_stores_nothing(
    store: Path,
) -> None:
    cache.cached_each("fmt", [b"v"], {"a": "x"}, upper([]))
    before = sorted(p.name for p in (store / "fmt").iterdir())
    calls: list[dict[str, str]] = []
    with cache.read_only():  # `--check`: what it compares is made, not read
        out = cache.cached_each("fmt", [b"v"], {"a": "x", "b": "y"}, upper(calls))
    assert out == {"a": "X", "b": "Y"} and calls == [{"a": "x", "b": "y"}]
    assert sorted(p.name for p in (store / "fmt").iterdir()) == before


def test_cached_each_without_a_usable_cache_is_the_step_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for setting in ("", str(tmp_path / "file" / "cache")):
        (tmp_path / "file").write_text("not a folder")
        monkeypatch.setenv("AGENTPROTO_CACHE_DIR", setting)
        calls: list[dict[str, str]] = []
        for _ in range(2):
            assert cache.cached_each("fmt", [b"v"], {"a": "x"}, upper(calls)) == {"a": "X"}
        assert calls == [{"a": "x"}, {"a": "x"}]


def test_a_damaged_entry_is_a_miss(store: Path) -> None:
    cache.cached_each("fmt", [b"v"], {"a": "x"}, upper([]))
    (entry,) = (store / "fmt").iterdir()
    entry.write_bytes(b"\xff\xfe not utf-8")
    calls: list[dict[str, str]] = []
    assert cache.cached_each("fmt", [b"v"], {"a": "x"}, upper(calls)) == {"a": "X"}
    assert calls == [{"a": "x"}]


def test_cached_each_keeps_only_the_newest_entries(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cache, "KEEP_EACH", 5)
    for n in range(8):
        cache.cached_each("fmt", [b"v"], {"a": str(n)}, upper([]))
        for entry in (store / "fmt").iterdir():  # written in this order, whatever the clock
            if payload(entry) == str(n):
                os.utime(entry, ns=(n * 10**9, n * 10**9))
    assert sorted(payload(p) for p in (store / "fmt").iterdir()) == ["3", "4", "5", "6", "7"]
    monkeypatch.setattr(cache, "KEEP_EACH_BYTES", 2 * 70)  # and no more bytes than this in all
    cache.cached_each("fmt", [b"v"], {"a": "12345"}, upper([]))
    assert sorted(payload(p) for p in (store / "fmt").iterdir()) == ["12345", "7"]


def _hammer(folder: str, worker: int) -> list[str]:
    os.environ["AGENTPROTO_CACHE_DIR"] = folder
    outs = []
    for round_ in range(30):
        files = {f"f{i}": f"text {i} {(round_ + worker) % 3}" for i in range(10)}
        out = cache.cached_each(
            "race", [b"v"], files, lambda fs: {p: t + "!" for p, t in fs.items()}
        )
        outs.append("ok" if out == {p: t + "!" for p, t in files.items()} else f"bad {out}")
    return outs


def test_concurrent_runs_sharing_a_cache_never_see_a_partial_entry(store: Path) -> None:
    with multiprocessing.get_context("spawn").Pool(4) as pool:
        results = pool.starmap(_hammer, [(str(store), n) for n in range(4)])
    assert all(r == "ok" for each in results for r in each)
    assert not [p for p in (store / "race").iterdir() if p.suffix == ".tmp"]


def test_an_executable_that_changes_is_another_key(tmp_path: Path) -> None:
    tool = tmp_path / "tool"
    tool.write_text("#!/bin/sh\n")
    before = cache.executable_parts(str(tool))
    os.utime(tool, ns=(10**18, 10**18))
    assert cache.executable_parts(str(tool)) != before
    tool.write_text("#!/bin/sh\necho other\n")
    assert cache.key_of(cache.executable_parts(str(tool))) != cache.key_of(before)


# --- the formatters ------------------------------------------------------------------------------


def test_ruff_runs_only_over_files_it_has_not_formatted(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agentproto import write

    runs: list[set[str]] = []
    real = write.run_ruff

    def counting(
        ruff: str, python: dict[str, str], tool_written: bool, first_party: list[str]
    ) -> dict[str, str]:
        runs.append(set(python))
        return real(ruff, python, tool_written, first_party)

    monkeypatch.setattr(write, "run_ruff", counting)
    files = {"python/a.py": "x=( 1 )\n", "python/b.py": "import os,sys\n", "python/c.txt": "as is"}
    first = write.format_python(files)
    assert first == {
        "python/a.py": "x = 1\n",
        "python/b.py": "import os, sys\n",
        "python/c.txt": "as is",
    }
    assert write.format_python(files) == first and runs == [{"python/a.py", "python/b.py"}]
    files["python/b.py"] = "import  os\n"
    assert write.format_python(files)["python/b.py"] == "import os\n"
    assert runs[-1] == {"python/b.py"}
    # the fixes for code another tool wrote are another step: their own entries
    assert write.format_python(files, tool_written=True)["python/a.py"] == "x = 1\n"
    assert runs[-1] == {"python/a.py", "python/b.py"}


def test_a_file_ruff_refuses_is_refused_every_time(store: Path) -> None:
    from agentproto.errors import SchemaError
    from agentproto.write import format_python

    for _ in range(2):  # a failure is never stored as an answer
        with pytest.raises(SchemaError, match="does not parse"):
            format_python({"python/a.py": "def (:\n"})


def test_rustfmt_and_gofmt_run_only_over_files_they_have_not_formatted(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agentproto.targets import go, rust

    if rust.find_rustfmt() is None or go.gofmt() is None:
        if os.environ.get("CI") == "true":
            pytest.fail("rustfmt or gofmt missing under CI")
        pytest.skip("rustfmt or gofmt is not installed")
    runs: list[set[str]] = []
    for module, name in ((rust, "run_rustfmt"), (go, "run_gofmt")):
        real = getattr(module, name)

        def counting(tool: str, files: dict[str, str], real: Any = real) -> dict[str, str]:
            runs.append(set(files))
            return real(tool, files)  # type: ignore[no-any-return]

        monkeypatch.setattr(module, name, counting)
    rs = {"rust/a.rs": "fn  a() {}\n", "rust/b.rs": "fn b(){}\n", "rust/Cargo.toml": "[x]\n"}
    gos = {"go/a/a.go": "package a\nfunc  A() {}\n", "go/go.mod": "module a\n"}
    assert rust.format_rust(rs) == {
        "rust/a.rs": "fn a() {}\n",
        "rust/b.rs": "fn b() {}\n",
        "rust/Cargo.toml": "[x]\n",
    }
    assert go.format_go(gos) == {
        "go/a/a.go": "package a\n\nfunc A() {}\n",
        "go/go.mod": "module a\n",
    }
    assert rust.format_rust(rs)["rust/a.rs"] == "fn a() {}\n"
    assert go.format_go(gos)["go/a/a.go"] == "package a\n\nfunc A() {}\n"
    assert runs == [{"rust/a.rs", "rust/b.rs"}, {"go/a/a.go"}]
    rs["rust/b.rs"] = "fn   b(){}\n"
    assert rust.format_rust(rs)["rust/b.rs"] == "fn b() {}\n"
    assert runs[-1] == {"rust/b.rs"}


# --- rendered targets ----------------------------------------------------------------------------


def copy_schemas(into: Path) -> Path:
    schemas = into / "schema"
    shutil.copytree(SCHEMA, schemas, ignore=shutil.ignore_patterns("__pycache__"))
    return schemas


def edit_description(path: Path, text: str) -> None:
    document = json.loads(path.read_text())
    document["description"] = text
    path.write_text(json.dumps(document, indent=2))


def test_generate_files_from_the_cache_is_what_generation_without_it_gives(
    tmp_path: Path, store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    schemas = copy_schemas(tmp_path)
    targets = ("python", "pydantic", "typescript", "rust", "go")
    cold = generate_files(schemas, targets, strict_keywords=True)
    loads: list[int] = []
    real = pipeline.load_checked
    monkeypatch.setattr(pipeline, "load_checked", lambda *a: loads.append(1) or real(*a))
    warm = generate_files(schemas, targets, strict_keywords=True)
    assert list(warm.items()) == list(cold.items())
    assert loads == []  # every target came from the cache: the schemas were not even loaded
    edit_description(schemas / "agent" / "usage.json", "Counts of tokens, edited.")
    notes: list[str] = []
    edited = generate_files(schemas, targets, strict_keywords=True, notes=notes)
    assert loads  # a changed byte of the schemas is a miss
    loads.clear()
    notes_again: list[str] = []
    again = generate_files(schemas, targets, strict_keywords=True, notes=notes_again)
    # the run that lowered kept the notes too: the next, unchanged, run loads nothing
    assert loads == [] and notes_again == notes and again == edited
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
    assert list(edited.items()) == list(
        format_files(render(schemas, targets, strict_keywords=True)).items()
    )
    assert edited != cold and any("Counts of tokens, edited." in t for t in edited.values())


def test_the_rendering_key_names_every_input(tmp_path: Path) -> None:
    schemas = copy_schemas(tmp_path)
    templates = tmp_path / "templates"
    templates.mkdir()
    (templates / "x.j2").write_text("a")
    base = inputs_key(schemas, "agentproto_bindings", templates, True)
    assert inputs_key(schemas, "agentproto_bindings", templates, True) == base
    others = [
        inputs_key(schemas, "other_bindings", templates, True),
        inputs_key(schemas, "agentproto_bindings", templates, False),
        inputs_key(schemas, "agentproto_bindings", None, True),
    ]
    (templates / "x.j2").write_text("b")
    others.append(inputs_key(schemas, "agentproto_bindings", templates, True))
    (schemas / "data" / "new.yaml").write_text("{}\n")
    others.append(inputs_key(schemas, "agentproto_bindings", templates, True))
    moved = tmp_path / "moved" / "schema"
    shutil.copytree(schemas, moved)
    others.append(inputs_key(moved, "agentproto_bindings", templates, True))
    keys = {cache.key_of(base), *(cache.key_of(k) for k in others)}
    assert len(keys) == len(others) + 1
    # the generator's own files are in it: an edit to the code or a template is a miss
    generator = cache.generator_parts()
    assert Path(pipeline.__file__).read_bytes() in generator
    from agentproto.shipped import templates as shipped

    assert (shipped() / "python" / "runtime.py.j2").read_bytes() in generator


def test_check_is_exact_with_a_warm_cache_and_writes_nothing_to_it(
    tmp_path: Path, store: Path
) -> None:
    from click.testing import CliRunner

    from agentproto.cli import main

    schemas = copy_schemas(tmp_path)
    out = tmp_path / "out"
    args = ["generate", "--strict-keywords", "--schema-dir", str(schemas), "--out-dir", str(out)]
    assert CliRunner().invoke(main, args).exit_code == 0
    entries = sorted(p.relative_to(store) for p in store.rglob("*"))
    assert CliRunner().invoke(main, [*args, "--check"]).exit_code == 0
    edit_description(schemas / "agent" / "usage.json", "Counts of tokens, edited.")
    result = CliRunner().invoke(main, [*args, "--check"])
    assert result.exit_code == 1 and "Counts of tokens, edited." in result.output
    assert sorted(p.relative_to(store) for p in store.rglob("*")) == entries
    assert CliRunner().invoke(main, args).exit_code == 0
    assert CliRunner().invoke(main, [*args, "--check"]).exit_code == 0


# --- the pydantic target, folder by folder -----------------------------------------------------


def test_an_edit_remakes_the_models_of_its_folder_only(
    tmp_path: Path, store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agentproto.emit import pydantic

    schemas = copy_schemas(tmp_path)
    made: list[str] = []
    real = pydantic.folder_models

    def counting(root: Path, folder: str, subpackage: str) -> dict[str, str]:
        made.append(folder)
        return real(root, folder, subpackage)

    monkeypatch.setattr(pydantic, "folder_models", counting)
    first = render(schemas, ("pydantic",))
    assert made == ["agent", "openresponses"]
    assert render(schemas, ("pydantic",)) == first and len(made) == 2
    usage = schemas / "openresponses" / "usage.json"
    document = json.loads(usage.read_text(encoding="utf-8"))
    document["properties"]["edited"] = {"type": "integer"}  # a description edit runs no tool
    usage.write_text(json.dumps(document), encoding="utf-8")
    edited = render(schemas, ("pydantic",))
    assert made == ["agent", "openresponses", "openresponses"]
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
    assert render(schemas, ("pydantic",)) == edited != first


def test_a_ref_that_leaves_its_folder_puts_every_folder_in_the_key(
    tmp_path: Path, store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agentproto.emit import pydantic

    schemas = tmp_path / "schema"
    (schemas / "a").mkdir(parents=True)
    (schemas / "b").mkdir()
    (schemas / "b" / "name.json").write_text(json.dumps({"type": "string", "maxLength": 4}))
    (schemas / "a" / "thing.json").write_text(
        json.dumps({"type": "object", "properties": {"name": {"$ref": "../b/name.json"}}})
    )
    made: list[str] = []
    real = pydantic.folder_models
    monkeypatch.setattr(pydantic, "folder_models", lambda r, f, s: made.append(f) or real(r, f, s))
    render(schemas, ("pydantic",))
    (schemas / "b" / "name.json").write_text(json.dumps({"type": "string", "maxLength": 9}))
    edited = render(schemas, ("pydantic",))
    assert made == ["a", "b", "a", "b"]  # folder a read b's file: remade too
    assert "max_length=9" in edited["pydantic/agentproto_pydantic/a/thing.py"]
    assert pydantic.leaves_folder({"$ref": "name.json#/x"}) is False
    assert pydantic.leaves_folder({"items": [{"$ref": "https://x.test/n.json"}]}) is True


# --- the metaschema --------------------------------------------------------------------------------


def test_the_metaschema_from_the_cache_judges_as_the_compiled_one(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    compiled = sys.modules["agentproto.compile"]
    compiled.metaschema.cache_clear()
    fresh = compiled.metaschema()  # a miss: compiled, and stored
    compiled.metaschema.cache_clear()

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("compiled again despite the cache")

    monkeypatch.setattr(compiled, "compile_schema", refuse)
    revived = compiled.metaschema()
    compiled.metaschema.cache_clear()
    cases: list[Any] = [
        {"type": "object", "properties": {"a": {"type": "string"}}},
        {"type": 5, "properties": [], "minLength": -1},
        {"$defs": {"x": {"enum": "no"}}, "patternProperties": {"^a": {"const": 1}}},
        True,
        [],
    ]
    for schema in cases:
        assert revived.is_valid(schema) == fresh.is_valid(schema)
        assert revived.errors(schema) == fresh.errors(schema)
    assert not revived.is_valid(cases[1]) and len(revived.errors(cases[1])) == 3


def test_a_worker_inherits_the_schemas_loaded_before_it_forks(
    tmp_path: Path, store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The pydantic target renders in a forked worker; the schemas are loaded once, in the
    parent, whatever process renders (a file records each load: the worker's would show)."""
    schemas = copy_schemas(tmp_path)
    log = tmp_path / "loads"
    real = pipeline.load_checked

    def logged(*args: Any) -> Any:
        with log.open("a") as f:
            f.write(f"{os.getpid()}\n")
        return real(*args)

    monkeypatch.setattr(pipeline, "load_checked", logged)
    targets = ("python", "pydantic")
    files = generate_files(schemas, targets, strict_keywords=True)
    assert log.read_text().split() == [str(os.getpid())]
    assert any(path.startswith("pydantic/") for path in files)
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
    assert list(files.items()) == list(
        format_files(render(schemas, targets, strict_keywords=True)).items()
    )


def test_the_workers_fork_from_a_frozen_heap_and_the_parent_gets_its_collector_back(
    tmp_path: Path, store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the workers inherit is frozen out of the collector's reach while they run (their
    collections would copy it page by page), and the parent's collector sees it all again after."""
    import gc

    schemas = copy_schemas(tmp_path)
    frozen_at_fork: list[int] = []
    real = pipeline._Worker.__init__

    def watched(self: Any, *args: Any, **kwargs: Any) -> None:
        frozen_at_fork.append(gc.get_freeze_count())
        real(self, *args, **kwargs)

    monkeypatch.setattr(pipeline._Worker, "__init__", watched)
    targets = ("python", "typescript")
    files = generate_files(schemas, targets, strict_keywords=True)
    assert len(frozen_at_fork) == 2 and min(frozen_at_fork) > 0
    assert gc.get_freeze_count() == 0
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
    assert files == format_files(render(schemas, targets, strict_keywords=True))


def test_the_targets_find_ruff_from_several_threads_at_once() -> None:
    """With the pydantic models from the cache, two targets format Python in threads of one
    process; finding ruff first touches `sysconfig`, which is not thread-safe on first use.
    A fresh interpreter, threads released together, every one must find the same ruff."""
    import subprocess
    import sys

    program = (
        "import sys, threading\n"
        "sys.setswitchinterval(1e-6)  # threads interleave often: a race shows\n"
        "from agentproto.write import ruff_binary\n"
        "start = threading.Barrier(8)\n"
        "found = []\n"
        "def find():\n"
        "    start.wait()\n"
        "    try:\n"
        "        found.append(ruff_binary())\n"
        "    except Exception as exc:\n"
        "        found.append(repr(exc))\n"
        "threads = [threading.Thread(target=find) for _ in range(8)]\n"
        "[t.start() for t in threads]\n"
        "[t.join() for t in threads]\n"
        "print(len(set(found)), len(found), found[0])\n"
    )
    for _ in range(5):
        done = subprocess.run(
            [sys.executable, "-c", program], capture_output=True, text=True, check=True
        )
        distinct, count, first = done.stdout.split(maxsplit=2)
        assert (distinct, count) == ("1", "8") and first.strip().endswith("ruff"), done.stdout


def add_property(path: Path, name: str, description: str) -> None:
    document = json.loads(path.read_text())
    document["properties"][name] = {"type": "string", "description": description}
    path.write_text(json.dumps(document, indent=2))


def replace_text(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))


# One edit in each folder of the set, each of another kind: a schema's description, a schema's
# shape, a dialect declaration, a data table's bytes (a comment: the output stays as it was).
EDITS: list[tuple[str, Any, str | None]] = [
    ("agent/usage.json", lambda p: edit_description(p, "Tokens, edited."), "Tokens, edited."),
    (
        "openresponses/response.json",
        lambda p: add_property(p, "edit_note", "A note the edit added."),
        "A note the edit added.",
    ),
    (
        "dialects/openai.yaml",
        lambda p: replace_text(p, "The OpenAI Responses API: ", "The OpenAI API, edited: "),
        "The OpenAI API, edited: ",
    ),
    ("data/pairing.yaml", lambda p: p.write_text(p.read_text() + "# edited\n"), None),
]


def test_after_an_edit_in_any_folder_every_target_is_what_a_cold_run_gives(
    tmp_path: Path, store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever the edit, what a warm cache gives is what generation without a cache gives,
    file by file and byte by byte, for every target (each edit made on top of the last)."""
    schemas = copy_schemas(tmp_path)
    targets = tuple(pipeline.TARGETS)
    before = generate_files(schemas, targets, strict_keywords=True)
    for rel, edit, shown in EDITS:
        edit(schemas / rel)
        monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(store))
        warm = generate_files(schemas, targets, strict_keywords=True)
        monkeypatch.setenv("AGENTPROTO_CACHE_DIR", "")
        cold = generate_files(schemas, targets, strict_keywords=True)
        assert list(warm.items()) == list(cold.items()), rel
        if shown is not None:
            assert warm != before and any(shown in text for text in warm.values()), rel
        before = warm


# --- compiled templates, dialects read once, the data tables' reader ---------------------------


def compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Records each template Jinja compiles (rather than takes from the bytecode cache)."""
    import jinja2

    compiled: list[str] = []
    real = jinja2.Environment.compile

    def counted(self: jinja2.Environment, source: Any, name: Any = None, *a: Any, **k: Any) -> Any:
        compiled.append(str(name))
        return real(self, source, name, *a, **k)

    monkeypatch.setattr(jinja2.Environment, "compile", counted)
    return compiled


def test_compiled_templates_come_back_from_verified_entries_only(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from agentproto.runtime_module import template_environment

    compiled = compiles(monkeypatch)

    def rendered() -> str:
        return template_environment("python").get_template("runtime.py.j2").render(header="# h")

    first = rendered()
    made = sorted(compiled)  # the runtime and the templates it includes
    assert "runtime.py.j2" in made
    entries = sorted((store / "jinja").iterdir())
    assert len(entries) == len(made)
    assert rendered() == first and sorted(compiled) == made  # every one from its entry
    # an entry whose digest does not verify (planted, damaged) is compiled again
    for entry in entries:
        entry.write_bytes(b"0" * 64 + b"\n" + entry.read_bytes().partition(b"\n")[2])
    assert rendered() == first and sorted(compiled) == sorted(made * 2)
    # under read_only no entry is read, none written
    kept = [entry.read_bytes() for entry in entries]
    with cache.read_only():
        assert rendered() == first
    assert sorted(compiled) == sorted(made * 3)
    assert [entry.read_bytes() for entry in sorted((store / "jinja").iterdir())] == kept


def test_templates_of_another_syntax_are_another_entry(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The compiled code depends on the environment's settings: one without `trim_blocks`
    never takes what one with it compiled."""
    from agentproto.runtime_module import template_environment

    compiled = compiles(monkeypatch)
    trimmed = template_environment("python")
    loose = template_environment("python")
    loose.trim_blocks = False
    a = trimmed.get_template("runtime.py.j2").render(header="")
    made = len(compiled)
    b = loose.get_template("runtime.py.j2").render(header="")
    assert len(compiled) == 2 * made and a != b
    assert len(list((store / "jinja").iterdir())) == 2 * made


def test_the_dialects_are_read_again_for_another_set(tmp_path: Path) -> None:
    from agentproto.dialects import load_dialects
    from agentproto.pipeline import load_checked

    hooks = ROOT / "templates" / "python" / "_dialect_hooks.py"
    schemas = copy_schemas(tmp_path)
    first = load_checked(schemas)
    read = load_dialects(first, hooks)
    assert load_dialects(first, hooks) is read  # one set, read once
    replace_text(schemas / "dialects" / "openai.yaml", "The OpenAI Responses API: ", "Edited: ")
    again = load_dialects(load_checked(schemas), hooks)
    assert again is not read and again != read
    assert any(d.description.startswith("Edited: ") for d in again)


def test_the_data_tables_read_as_the_pure_python_reader_reads_them() -> None:
    import yaml

    from agentproto.load import read_yaml

    for path in sorted((SCHEMA / "data").glob("*.yaml")) + sorted(
        (SCHEMA / "dialects").glob("*.yaml")
    ):
        text = path.read_text(encoding="utf-8")
        assert read_yaml(text) == yaml.safe_load(text), path.name
    for bad in ("key: [unclosed", "a: b: c", "- x\n y: [", "\t- tab"):
        with pytest.raises(yaml.YAMLError) as fast:
            read_yaml(bad)
        with pytest.raises(yaml.YAMLError) as slow:
            yaml.safe_load(bad)
        assert str(fast.value) == str(slow.value)
