"""The generation cache and the output folder are not sources of instructions: what an attacker
can put there (a CI cache restored from another branch, files and links a pull request adds)
never runs, never reaches the generated files, never fools `generate --check`, and never makes
agentproto write or delete anything outside the output folder. Each attack below asserts the
safe outcome."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import marshal
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from agentproto import cache
from agentproto import write as writer
from agentproto.cli import main
from agentproto.write import MANIFEST, STAGING, Refused

VENV_BIN = Path(sys.executable).parent
DIALECT = "https://json-schema.org/draft/2020-12/schema"


def schemas_in(root: Path, **folders: list[str]) -> Path:
    """A schema folder: one object schema per name, in the folders given."""
    for folder, names in folders.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        for name in names:
            body = {
                "$schema": DIALECT,
                "$id": f"https://example.test/{folder}/{name}.json",
                "type": "object",
                "properties": {name: {"type": "string"}},
            }
            (root / folder / f"{name}.json").write_text(json.dumps(body))
    return root


def run(
    *args: Any, cache_dir: Path | str, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AGENTPROTO_CACHE_DIR": str(cache_dir)}
    return subprocess.run(
        [VENV_BIN / "agentproto", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=timeout,
    )


def generate(
    schemas: Path, out: Path, cache_dir: Path | str, *more: str
) -> subprocess.CompletedProcess[str]:
    targets = more or ("--target", "python")
    return run("generate", "--schema-dir", schemas, "--out-dir", out, *targets, cache_dir=cache_dir)


def tree(base: Path) -> dict[str, bytes | str]:
    """Every file under `base` with its bytes, and every link with where it points."""
    found: dict[str, bytes | str] = {}
    for path in sorted(base.rglob("*")):
        rel = path.relative_to(base).as_posix()
        if path.is_symlink():
            found[rel] = f"-> {os.readlink(path)}"
        elif path.is_file():
            found[rel] = path.read_bytes()
    return found


def forged(payload: bytes) -> bytes:
    """An entry as an attacker would write it, who knows the format but not the machine key."""
    digest = hmac.new(os.urandom(32), payload, hashlib.sha256).hexdigest()
    return digest.encode() + b"\n" + payload


def entries(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.name.startswith("."))


def no_traceback(proc: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in proc.stderr, proc.stderr


# --- the metaschema entry is code: it must never run unverified ---------------------------------


def test_a_planted_metaschema_entry_runs_no_code_in_validate(tmp_path: Path) -> None:
    schemas = schemas_in(tmp_path / "schemas", m=["a"])
    document = tmp_path / "doc.json"
    document.write_text('{"a": "x"}')
    store = tmp_path / "cache"
    args = ("validate", "--schema-dir", schemas, "-e", "m/a", document)
    first = run(*args, cache_dir=store)
    assert first.returncode == 0, first.stderr
    (entry,) = store.glob("metaschema-*.json")
    marker = tmp_path / "ran"
    code = compile(f"open({str(marker)!r}, 'w').write('attacker code ran')", "<planted>", "exec")
    described = {
        "source": "",
        "code": base64.b64encode(marshal.dumps(code)).decode(),
        "valid": "_valid_0",
        "check": "_check_0",
        "closure": "",
        "at": "",
        "strict": "",
    }
    payload = json.dumps(described).encode()
    plants = {
        "the format of an older agentproto (no digest)": payload,
        "a digest made with another key": forged(payload),
        "a digest of the right length, not hex": b"z" * 64 + b"\n" + payload,
        "our own digest line over other code": entry.read_bytes().partition(b"\n")[0]
        + b"\n"
        + payload,
    }
    for why, planted in plants.items():
        entry.write_bytes(planted)
        proc = run(*args, cache_dir=store)
        no_traceback(proc)
        assert proc.returncode == 0 and "all valid" in proc.stderr, (why, proc.stderr)
        assert not marker.exists(), why
        # the entry was made again and written over: it verifies, and is what agentproto wrote
        assert entry.read_bytes() != planted, why
        assert cache.load_entry(store, entry.name, "metaschema") is not None, why


# --- rendered and formatted entries become output: never unverified, never for --check ----------


def test_planted_render_and_formatter_entries_are_not_written(tmp_path: Path) -> None:
    schemas = schemas_in(tmp_path / "schemas", m=["a", "b"], n=["c"])
    targets = ("--target", "python", "--target", "pydantic")
    expected_dir = tmp_path / "expected"
    assert generate(schemas, expected_dir, "", *targets).returncode == 0  # no cache at all
    expected = tree(expected_dir)
    store = tmp_path / "cache"
    out = tmp_path / "out"
    assert generate(schemas, out, store, *targets).returncode == 0
    assert tree(out) == expected
    planted = entries(store)
    kinds = {p.relative_to(store).parts[0].split("-")[0] for p in planted}
    assert {"render_python", "render_pydantic", "pydantic", "ruff"} <= kinds, kinds
    evil = "import os\nos.system('touch /tmp/agentproto-pwned')  # EVIL\n"
    for n, entry in enumerate(planted):
        if entry.name.startswith("metaschema-"):
            continue
        digest_line, _, payload = entry.read_bytes().partition(b"\n")
        if entry.suffix == ".json":  # files by path, or a replay log: every text made evil
            replaced = json.dumps(poisoned(json.loads(payload), evil)).encode()
        else:
            replaced = evil.encode()
        # half keep our digest line (no longer matching), half carry one of another key
        entry.write_bytes(digest_line + b"\n" + replaced if n % 2 else forged(replaced))
    fresh = tmp_path / "fresh"
    for folder in (fresh, out):
        proc = generate(schemas, folder, store, *targets)
        no_traceback(proc)
        assert proc.returncode == 0, proc.stderr
        assert tree(folder) == expected
    check = run(
        "generate", "--schema-dir", schemas, "--out-dir", out, *targets, "--check", cache_dir=store
    )
    assert check.returncode == 0, check.stderr
    # every planted entry was made again and written over with what agentproto makes
    assert not any(b"EVIL" in p.read_bytes() for p in entries(store))


def poisoned(value: Any, evil: str) -> Any:
    """`value` (a cache entry's JSON) with every string but the keys of objects made `evil`."""
    if isinstance(value, str):
        return evil
    if isinstance(value, list):
        return [poisoned(v, evil) for v in value]
    if isinstance(value, dict):
        return {k: poisoned(v, evil) for k, v in value.items()}
    return value


def in_process_generate(
    schemas: Path, out: Path, *more: str, targets: tuple[str, ...] = ("python",)
) -> Any:
    args = ["generate", "--schema-dir", str(schemas), "--out-dir", str(out)]
    for name in targets:
        args += ["--target", name]
    return CliRunner().invoke(main, [*args, *more])


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(folder))
    return folder


def resign(store: Path, entry: Path, kind: str, payload: bytes) -> None:
    """Write `payload` into `entry` with a digest that verifies: as if an earlier, faulty
    agentproto on this machine had stored it (or someone holding the machine key)."""
    folder = entry.parent
    assert cache.store(folder, entry.name, kind, payload)


def test_check_compares_with_fresh_output_whatever_the_cache_holds(
    tmp_path: Path, store: Path
) -> None:
    schemas = schemas_in(tmp_path / "schemas", m=["a"])
    out = tmp_path / "out"
    assert in_process_generate(schemas, out).exit_code == 0
    module = out / "python" / "agentproto_bindings" / "m.py"
    tampered = module.read_text() + "\nEVIL = __import__('os').getcwd()\n"
    # the render entry and every formatter entry say the tampered text, signed as ours
    (render,) = store.glob("render_python-*.json")
    files = json.loads(cache.load_entry(store, render.name, "render_python") or b"")
    files["python/agentproto_bindings/m.py"] = tampered
    resign(store, render, "render_python", json.dumps(files).encode())
    for entry in (store / "ruff").iterdir():
        text = (cache.load_entry(store / "ruff", entry.name, "ruff") or b"").decode()
        if "class " in text:
            resign(store, entry, "ruff", tampered.encode())
    module.write_text(tampered)
    result = in_process_generate(schemas, out, "--check")
    assert result.exit_code == 1, result.output
    assert "EVIL" in result.output and "is stale" in result.output


BAD_PATHS = [
    "python/../../escaped.py",
    "python/../escaped.py",
    "/tmp/agentproto-absolute-escape.py",
    "python\\..\\..\\escaped.py",
    "python/nul\x00.py",
    "typescript/../../escaped.ts",
    "python/./dot.py",
    "python//double.py",
    "python",
    "c:/escaped.py",
]


@pytest.mark.parametrize("bad", BAD_PATHS)
def test_a_render_entry_naming_a_path_outside_is_never_followed(
    tmp_path: Path, store: Path, bad: str
) -> None:
    schemas = schemas_in(tmp_path / "schemas", m=["a"])
    out = tmp_path / "work" / "out"
    assert in_process_generate(schemas, out).exit_code == 0
    expected = tree(out)
    (render,) = store.glob("render_python-*.json")
    files = json.loads(cache.load_entry(store, render.name, "render_python") or b"")
    files[bad] = "EVIL = 1\n"
    resign(store, render, "render_python", json.dumps(files).encode())
    before = tree(tmp_path / "work")
    shutil.rmtree(out)
    result = in_process_generate(schemas, out)
    assert result.exit_code == 0 and result.exception is None, result.output
    assert tree(out) == expected
    assert tree(tmp_path / "work") == before
    assert not Path("/tmp/agentproto-absolute-escape.py").exists()
    # and the entry was made again: it names only paths inside the target folder
    again = json.loads(cache.load_entry(store, render.name, "render_python") or b"")
    assert bad not in again


@pytest.mark.parametrize("bad", BAD_PATHS)
def test_write_refuses_a_path_outside_before_writing_anything(tmp_path: Path, bad: str) -> None:
    out = tmp_path / "out"
    with pytest.raises(Refused, match="not a plain relative path"):
        writer.write(out, {"python/ok.py": "x = 1\n", bad: "EVIL = 1\n"}, ("python",))
    assert tree(tmp_path) == {}


def test_a_render_entry_leading_through_a_link_in_the_out_dir_is_refused(
    tmp_path: Path, store: Path
) -> None:
    schemas = schemas_in(tmp_path / "schemas", m=["a"])
    out = tmp_path / "out"
    assert in_process_generate(schemas, out).exit_code == 0
    outside = tmp_path / "outside"
    outside.mkdir()
    (out / "python" / "link").symlink_to(outside)
    (render,) = store.glob("render_python-*.json")
    files = json.loads(cache.load_entry(store, render.name, "render_python") or b"")
    files["python/link/evil.py"] = "EVIL = 1\n"
    resign(store, render, "render_python", json.dumps(files).encode())
    before = tree(out)
    result = in_process_generate(schemas, out)
    assert result.exit_code == 2 and "link" in result.output and result.exception is not None
    assert isinstance(result.exception, SystemExit)
    assert list(outside.iterdir()) == [] and tree(out) == before


def test_entries_that_are_links_fifos_or_folders_are_misses(tmp_path: Path, store: Path) -> None:
    """An entry replaced by a link to /dev/zero, a FIFO or a folder neither hangs nor breaks
    generation: it is a miss, made again."""
    schemas = schemas_in(tmp_path / "schemas", m=["a"])
    out = tmp_path / "out"
    assert in_process_generate(schemas, out).exit_code == 0
    expected = tree(out)
    (render,) = store.glob("render_python-*.json")
    ruff = sorted((store / "ruff").iterdir())
    render.unlink()
    render.symlink_to("/dev/zero")
    for n, entry in enumerate(ruff):
        entry.unlink()
        if n % 3 == 0:
            os.mkfifo(entry)
        elif n % 3 == 1:
            entry.mkdir()
        else:
            entry.symlink_to("/dev/zero")
    shutil.rmtree(out)
    result = in_process_generate(schemas, out)
    assert result.exit_code == 0, result.output
    assert tree(out) == expected


# --- the staging journal: obeyed only when this machine's agentproto wrote it -------------------


def test_a_planted_journal_is_refused_and_nothing_changes(tmp_path: Path) -> None:
    schemas = schemas_in(tmp_path / "schemas", m=["a"])
    out = tmp_path / "out"
    store = tmp_path / "cache"
    assert generate(schemas, out, store).returncode == 0
    python = out / "python"
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "victim.txt").write_text("the user's own file\n")
    other = tmp_path / "other" / "python"
    other.mkdir(parents=True)

    def plant_list(staging: Path) -> None:  # an older agentproto's journal: a bare list
        (staging / "old").mkdir(parents=True)
        (staging / "old" / "evil.txt").write_text("overwrite the victim\n")
        (staging / writer.JOURNAL).write_text(json.dumps(["../../outside/victim.txt"]))

    def plant_forged(staging: Path) -> None:  # today's format, a digest of another key
        body = json.dumps({"folder": str(python.resolve()), "moves": ["agentproto_bindings/m.py"]})
        digest = hmac.new(os.urandom(32), body.encode(), hashlib.sha256).hexdigest()
        (staging / "old" / "agentproto_bindings").mkdir(parents=True)
        (staging / "old" / "agentproto_bindings" / "m.py").write_text("EVIL = 1\n")
        (staging / writer.JOURNAL).write_text(json.dumps({"body": body, "digest": digest}))

    def plant_replayed(staging: Path) -> None:  # signed by us, but for another folder
        staging.mkdir(parents=True)
        text = writer.journal_text(other, ["agentproto_bindings/m.py"])
        (staging / writer.JOURNAL).write_text(text)

    def plant_link(staging: Path) -> None:  # the journal a link to a file elsewhere
        staging.mkdir(parents=True)
        (outside / "journal.json").write_text(json.dumps(["agentproto_bindings/m.py"]))
        (staging / writer.JOURNAL).symlink_to(outside / "journal.json")

    def plant_staging_link(staging: Path) -> None:  # the staging folder itself a link outside
        staging.symlink_to(outside)

    plants = [plant_list, plant_forged, plant_replayed, plant_link, plant_staging_link]
    for plant in plants:
        staging = python / STAGING
        plant(staging)
        before_out, before_outside = tree(out), tree(outside)
        proc = generate(schemas, out, store)
        no_traceback(proc)
        assert proc.returncode == 2, (plant.__name__, proc.stderr)
        assert str(staging) in proc.stderr, (plant.__name__, proc.stderr)
        assert "nothing was changed" in proc.stderr, proc.stderr
        assert tree(out) == before_out and tree(outside) == before_outside, plant.__name__
        if staging.is_symlink():
            staging.unlink()
        else:
            shutil.rmtree(staging)
    assert generate(schemas, out, store).returncode == 0  # the journal gone, all is well


def test_a_journal_naming_a_path_through_a_link_is_refused_even_when_signed(
    tmp_path: Path,
) -> None:
    out = tmp_path / "out"
    python = out / "python"
    writer.write(out, {"python/pkg/a.py": "A = 1\n"}, ("python",))
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "victim.py").write_text("mine\n")
    (python / "link").symlink_to(outside)
    staging = python / STAGING
    (staging / "old").mkdir(parents=True)
    (staging / "old" / "x.py").write_text("EVIL\n")
    (staging / writer.JOURNAL).write_text(writer.journal_text(python, ["link/victim.py"]))
    with pytest.raises(Refused, match="symbolic link"):
        writer.write(out, {"python/pkg/a.py": "A = 2\n"}, ("python",))
    assert (outside / "victim.py").read_text() == "mine\n"
    assert (python / "pkg" / "a.py").read_text() == "A = 1\n"


# --- manifests: every path plain, no link on the way --------------------------------------------


def test_a_manifest_entry_under_a_symlinked_folder_deletes_nothing_outside(
    tmp_path: Path,
) -> None:
    schemas = schemas_in(tmp_path / "schemas", m=["a"], n=["c"])
    out = tmp_path / "out"
    store = tmp_path / "cache"
    assert generate(schemas, out, store).returncode == 0
    python = out / "python"
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "victim.py").write_text("the user's own file\n")
    # a link in the target folder, and the manifest listing a file through it
    (python / "evil").symlink_to(outside)
    manifest = json.loads((python / MANIFEST).read_text())
    manifest["files"].append("evil/victim.py")
    (python / MANIFEST).write_text(json.dumps(manifest))
    shutil.rmtree(schemas / "n")  # the n module is stale now: listed files would be deleted
    before = tree(out)
    proc = generate(schemas, out, store)
    no_traceback(proc)
    assert proc.returncode == 2, proc.stderr
    assert MANIFEST in proc.stderr and "symbolic link" in proc.stderr, proc.stderr
    assert "previous files are kept" not in proc.stderr
    assert (outside / "victim.py").read_text() == "the user's own file\n"
    assert tree(out) == before
    # the generated package folder itself replaced by a link to a copy elsewhere
    (python / "evil").unlink()
    manifest["files"].remove("evil/victim.py")
    (python / MANIFEST).write_text(json.dumps(manifest))
    moved = tmp_path / "moved"
    shutil.move(python / "agentproto_bindings", moved)
    (python / "agentproto_bindings").symlink_to(moved)
    kept = tree(moved)
    proc = generate(schemas, out, store)
    no_traceback(proc)
    assert proc.returncode == 2 and "symbolic link" in proc.stderr, proc.stderr
    assert "previous files are kept" not in proc.stderr
    assert tree(moved) == kept and (moved / "n.py").exists()


@pytest.mark.parametrize(
    "listed",
    ["../outside.py", "/etc/hostname", "a\\..\\..\\x.py", "a/\x00.py", "", "a/../../x", "./a"],
)
def test_a_manifest_naming_a_path_that_is_not_plain_is_refused(tmp_path: Path, listed: str) -> None:
    out = tmp_path / "out"
    writer.write(out, {"python/pkg/a.py": "A = 1\n"}, ("python",))
    manifest = out / "python" / MANIFEST
    data = json.loads(manifest.read_text())
    data["files"].append(listed)
    manifest.write_text(json.dumps(data))
    before = tree(tmp_path)
    with pytest.raises(Refused, match="not a plain relative path") as refused:
        writer.write(out, {"python/pkg/b.py": "B = 1\n"}, ("python",))
    assert str(manifest) in str(refused.value)
    assert tree(tmp_path) == before


def test_a_manifest_that_is_a_link_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    writer.write(out, {"python/pkg/a.py": "A = 1\n"}, ("python",))
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_text(json.dumps({"files": ["pkg/a.py", "pkg/victim.py"]}))
    (out / "python" / MANIFEST).unlink()
    (out / "python" / MANIFEST).symlink_to(elsewhere)
    with pytest.raises(Refused, match="not a manifest agentproto wrote"):
        writer.write(out, {"python/pkg/b.py": "B = 1\n"}, ("python",))


# --- the cache folder's odd contents ----------------------------------------------------------------


def odd_things(folder: Path, outside: Path, name: Callable[[str], str]) -> None:
    """A sub-folder (with a file in it), a FIFO and a link to a file outside, each named
    like an entry, oldest of all."""
    (folder / f"{name('1')}").mkdir(parents=True)
    (folder / f"{name('1')}" / "inside").write_text("x")
    os.mkfifo(folder / name("2"))
    (folder / name("3")).symlink_to(outside)
    (folder / "README").write_text("someone else's")
    for n in "123":
        os.utime(folder / name(n), ns=(0, 0), follow_symlinks=False)


def test_prune_meets_sub_folders_and_odd_entries_without_harm(
    tmp_path: Path, store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outside = tmp_path / "victim"
    outside.write_text("not the cache's")
    odd_things(store / "fmt", outside, lambda n: n * 64)
    store.mkdir(exist_ok=True)
    odd_things(store, outside, lambda n: f"x-{n * 64}.json")
    monkeypatch.setattr(cache, "KEEP_EACH", 0)
    assert cache.cached_each("fmt", [b"v"], {"a": "x"}, dict) == {"a": "x"}
    assert cache.cached("x", [b"v"], lambda: {"f": "t"}, keep=0) == {"f": "t"}
    assert outside.read_text() == "not the cache's"
    for folder, name in ((store / "fmt", "1" * 64), (store, f"x-{'1' * 64}.json")):
        assert (folder / name / "inside").read_text() == "x"
        assert (folder / "README").exists()


def test_generate_with_a_cache_full_of_odd_entries_gives_no_traceback(tmp_path: Path) -> None:
    """Past `KEEP_EACH` formatted files the prune runs over the folder, oldest first: it meets a
    sub-folder, a FIFO and a link before anything it wrote."""
    schemas = schemas_in(tmp_path / "schemas", m=["a"])
    store = tmp_path / "cache"
    outside = tmp_path / "victim"
    outside.write_text("not the cache's")
    ruff = store / "ruff"
    odd_things(ruff, outside, lambda n: n * 64)
    odd_things(store, outside, lambda n: f"render_python-{n * 64}.json")
    for n in range(cache.KEEP_EACH + 10):  # old entries, so the prune has work to do
        filler = ruff / f"{n:064x}"
        filler.write_bytes(b"0" * 64 + b"\nx")
        os.utime(filler, ns=(10**9, 10**9))
    out = tmp_path / "out"
    proc = generate(schemas, out, store)
    no_traceback(proc)
    assert proc.returncode == 0, proc.stderr
    assert outside.read_text() == "not the cache's"
    assert (ruff / ("1" * 64) / "inside").read_text() == "x"
    kept = [p for p in ruff.iterdir() if p.is_file() and not p.is_symlink()]
    assert len([p for p in kept if cache.ENTRY_NAME.fullmatch(p.name)]) <= cache.KEEP_EACH
    assert (ruff / "README").exists()


# --- the machine key -------------------------------------------------------------------------------


def test_a_key_others_can_read_is_not_trusted_and_the_cache_is_then_unused(
    tmp_path: Path, store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setattr(cache, "_key", [])
    made = cache.machine_key()
    key = tmp_path / "state" / "agentproto" / "key"
    assert made is not None and key.read_bytes() == made
    assert oct(key.stat().st_mode & 0o777) == oct(0o600)
    monkeypatch.setattr(cache, "_key", [])
    assert cache.machine_key() == made  # read back, not made again
    key.chmod(0o644)
    monkeypatch.setattr(cache, "_key", [])
    assert cache.machine_key() is None
    calls: list[int] = []
    for _ in range(2):
        cache.cached("x", [b"v"], lambda: calls.append(1) or {"f": "t"})
    assert len(calls) == 2 and not list(store.glob("x-*.json"))  # no key: no cache at all


def test_without_a_machine_key_a_failure_midway_is_still_undone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run undoes its own moves from what it knows, not from a journal it would have to
    trust; only a journal left by another run needs the key, and is refused without one."""
    monkeypatch.setattr(cache, "_key", [None])
    out = tmp_path / "out"
    python = out / "python"
    writer.write(out, {"python/pkg/a.py": "A = 1\n", "python/pkg/b.py": "B = 1\n"}, ("python",))
    real = os.replace
    calls = {"n": 0}

    def flaky(src: Any, dst: Any) -> None:
        calls["n"] += 1
        if calls["n"] == 3:  # the manifest, then a.py moved in, then b.py fails
            raise OSError(28, "No space left on device")
        real(src, dst)

    monkeypatch.setattr(writer.os, "replace", flaky)
    new = {"python/pkg/a.py": "A = 2\n", "python/pkg/b.py": "B = 2\n", "python/pkg/c.py": "C\n"}
    with pytest.raises(OSError):
        writer.write(out, new, ("python",))
    monkeypatch.setattr(writer.os, "replace", real)
    assert (python / "pkg" / "a.py").read_text() == "A = 1\n"
    assert (python / "pkg" / "b.py").read_text() == "B = 1\n"
    assert not (python / "pkg" / "c.py").exists() and not (python / STAGING).exists()
    # a journal left behind cannot be verified without the key: refused, nothing changed
    (python / STAGING).mkdir()
    (python / STAGING / writer.JOURNAL).write_text(writer.journal_text(python, ["pkg/a.py"]))
    with pytest.raises(Refused, match="no usable agentproto key"):
        writer.write(out, new, ("python",))
    assert (python / "pkg" / "a.py").read_text() == "A = 1\n"
