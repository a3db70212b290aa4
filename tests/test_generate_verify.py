"""`agentproto generate --verify`: each target's output is proved to compile by its own
toolchain before anything in the output folder is replaced; what does not compile is exit 2,
with the toolchain's message naming the file, and the output folder stays as it was."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from agentproto.cli import main
from agentproto.targets.registry import TARGETS, unverifiable
from agentproto.targets.verify import relative_messages
from support import NODE_TOOLS, SCHEMA_DIR, missing_toolchain

# The cheap targets together (the Rust crate's cargo check is left to the crate's own tests:
# it costs tens of seconds a schema change, the others a few).
CHEAP = ("python", "pydantic", "python-native", "typescript", "go")


@pytest.fixture(autouse=True)
def pinned_tsc(monkeypatch: pytest.MonkeyPatch) -> None:
    """tsc is the repository's pinned one, wherever pytest runs from."""
    monkeypatch.setenv("AGENTPROTO_NODE_TOOLS", str(NODE_TOOLS))


def generate(out: Path, *extra: str, targets: tuple[str, ...] = CHEAP) -> tuple[int, str]:
    args = ["generate", "--schema-dir", str(SCHEMA_DIR), "--out-dir", str(out)]
    args += ["--strict-keywords", *extra]
    for name in targets:
        args += ["--target", name]
    result = CliRunner().invoke(main, args)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def tree(folder: Path) -> dict[str, bytes]:
    """Every file under `folder`, byte for byte."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def broken(
    name: str, path: str, mend: Callable[[str], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The `name` target, in this process, writing `path` changed by `mend` (after its own
    formatter): output as a faulty template would make it."""
    original = TARGETS[name]

    def formatted(files: dict[str, str]) -> dict[str, str]:
        out = original.format(files)
        assert path in out, f"{path} is not among the {name} target's files"
        return {**out, path: mend(out[path])}

    monkeypatch.setitem(TARGETS, name, dataclasses.replace(original, format=formatted))


def test_the_shipped_schemas_verify_clean(tmp_path: Path) -> None:
    lacking = unverifiable(CHEAP)
    if lacking:
        missing_toolchain("; ".join(f"{name}: {why}" for name, why in lacking.items()))
    code, output = generate(tmp_path / "out", "--verify")
    assert code == 0, output
    assert f"verified: {', '.join(CHEAP)} compile" in output
    assert (tmp_path / "out" / "typescript" / "package.json").is_file()


def test_output_that_does_not_compile_is_refused_and_nothing_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    targets = ("python", "typescript")
    lacking = unverifiable(targets)
    if lacking:
        missing_toolchain("; ".join(f"{name}: {why}" for name, why in lacking.items()))
    out = tmp_path / "out"
    code, output = generate(out, targets=targets)
    assert code == 0, output
    before = tree(out)

    # a schema change would change the output; the faulty files must not replace the old ones
    broken(
        "typescript",
        "typescript/src/index.ts",
        lambda text: text + 'export const answer: number = "forty-two";\n',
        monkeypatch,
    )
    broken(
        "python",
        "python/agentproto_bindings/__init__.py",
        lambda text: text + "\nfrom ._runtime import no_such_name\n",
        monkeypatch,
    )
    code, output = generate(out, "--verify", targets=targets)
    assert code == 2, output
    assert "error: the generated typescript does not compile" in output
    ts_line = len(before["typescript/src/index.ts"].decode().splitlines()) + 1
    assert f"typescript/src/index.ts({ts_line}," in output  # tsc's own file(line,col)
    assert "TS2322" in output  # and its own message
    assert "error: the generated python does not compile" in output
    assert "python/agentproto_bindings/__init__.py:" in output
    assert "no_such_name" in output
    assert "agentproto-verify-" not in output  # paths relative to the output folder, not the stage
    assert tree(out) == before

    # --check with --verify: the same refusal, and still nothing written
    code, output = generate(out, "--check", "--verify", targets=targets)
    assert code == 2, output
    assert tree(out) == before

    # without --verify the faulty output is written: the proof is what kept it out
    code, output = generate(out, targets=targets)
    assert code == 0, output
    assert tree(out) != before


def test_check_with_verify_writes_nothing(tmp_path: Path) -> None:
    if unverifiable(("python",)):
        missing_toolchain("python cannot be verified here")
    out = tmp_path / "never"
    code, output = generate(out, "--check", "--verify", targets=("python",))
    assert code == 1, output  # verified, then found stale: the folder does not exist
    assert "verified: python compile" in output
    assert not out.exists()
    # the command it prints to mend the folder proves compilation too, as the check did
    command = output.split("is stale: run `", 1)[1].split("`", 1)[0]
    assert command.endswith(" --verify") and "--check" not in command, command


def test_a_named_target_that_cannot_be_verified_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lacking = dataclasses.replace(TARGETS["go"], verify_missing=lambda: "go is not installed")
    monkeypatch.setitem(TARGETS, "go", lacking)
    code, output = generate(tmp_path / "out", "--verify", targets=("python", "go"))
    assert code == 2, output
    assert "error: cannot verify go: go is not installed" in output
    assert not (tmp_path / "out").exists()  # refused before anything was read or written


def test_checker_paths_are_made_relative_to_the_output_folder(tmp_path: Path) -> None:
    folder = tmp_path / "stage" / "go"
    text = f"# mod\n./checks/a.go:3:2: undefined: x\n{folder}/rt/b.go:1:1: bad\ngo/c.go:2:2: ok"
    assert relative_messages(text, folder, "go").splitlines() == [
        "# mod",
        "go/checks/a.go:3:2: undefined: x",
        "go/rt/b.go:1:1: bad",
        "go/c.go:2:2: ok",
    ]
    rust = relative_messages("src/lib.rs:4:9: error[E0425]: x", tmp_path / "s" / "rust", "rs")
    assert rust == "rust/src/lib.rs:4:9: error[E0425]: x"


@pytest.mark.parametrize(
    ("fault", "said"),
    [
        ('pub const ANSWER: i64 = "forty-two";\n', "E0308"),  # rustc's mismatched types
        ("fn never_called() {}\n", "never used"),  # a warning: refused as clippy -D would
    ],
    ids=["error", "warning"],
)
def test_rust_that_does_not_compile_names_the_crate_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: str, said: str
) -> None:
    """cargo in the suite's shared target folder (its dependencies compiled once there);
    --check, so no output folder is made."""
    lacking = unverifiable(("rust",))
    if lacking:
        missing_toolchain(f"rust: {lacking['rust']}")
    broken("rust", "rust/src/lib.rs", lambda text: text + fault, monkeypatch)
    out = tmp_path / "never"
    code, output = generate(out, "--check", "--verify", targets=("rust",))
    assert code == 2, output
    assert "error: the generated rust does not compile" in output
    assert "rust/src/lib.rs:" in output  # cargo's short file:line:col, under the target folder
    assert said in output
    assert not out.exists()


def faulty_python(monkeypatch: pytest.MonkeyPatch) -> None:
    broken(
        "python",
        "python/agentproto_bindings/__init__.py",
        lambda text: text + "\nfrom ._runtime import no_such_name\n",
        monkeypatch,
    )


def test_generate_proves_by_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Neither flag nor AGENTPROTO_VERIFY (the suite sets it for every other test): proved."""
    monkeypatch.delenv("AGENTPROTO_VERIFY", raising=False)
    faulty_python(monkeypatch)
    out = tmp_path / "out"
    code, output = generate(out, targets=("python",))
    assert code == 2, output
    assert "error: the generated python does not compile" in output and "no_such_name" in output
    assert not out.exists()


@pytest.mark.parametrize(
    ("flag", "env"), [("--no-verify", None), (None, "0")], ids=["flag", "environment"]
)
def test_no_verify_and_the_environment_skip_the_proof(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flag: str | None, env: str | None
) -> None:
    monkeypatch.delenv("AGENTPROTO_VERIFY", raising=False)
    if env is not None:
        monkeypatch.setenv("AGENTPROTO_VERIFY", env)
    faulty_python(monkeypatch)
    out = tmp_path / "out"
    code, output = generate(out, *([flag] if flag else []), targets=("python",))
    assert code == 0, output
    assert "verified" not in output
    assert "no_such_name" in (out / "python" / "agentproto_bindings" / "__init__.py").read_text()


def test_the_environment_can_ask_for_the_proof_and_a_flag_overrides_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    faulty_python(monkeypatch)
    monkeypatch.setenv("AGENTPROTO_VERIFY", "1")
    code, output = generate(tmp_path / "out", "--check", targets=("python",))
    assert code == 2 and "does not compile" in output, output  # asked for: --check proves too
    code, output = generate(tmp_path / "out", "--no-verify", targets=("python",))
    assert code == 0, output


def test_a_missing_toolchain_is_a_note_unless_verify_is_asked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("AGENTPROTO_VERIFY", raising=False)
    lacking = dataclasses.replace(TARGETS["go"], verify_missing=lambda: "go is not installed")
    monkeypatch.setitem(TARGETS, "go", lacking)
    code, output = generate(tmp_path / "out", targets=("python", "go"))
    assert code == 0, output
    assert "note: go not verified: go is not installed" in output
    assert "verified: python compile" in output
    assert (tmp_path / "out" / "go" / "go.mod").is_file()  # written, not proved


def test_check_proves_only_when_asked_and_prints_the_flag_it_was_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("AGENTPROTO_VERIFY", raising=False)
    faulty_python(monkeypatch)  # a proof would refuse it: --check alone does not prove
    out = tmp_path / "never"
    code, output = generate(out, "--check", targets=("python",))
    assert code == 1, output
    command = output.split("is stale: run `", 1)[1].split("`", 1)[0]
    assert "verify" not in command and "--check" not in command, command  # the default: proves
    code, output = generate(out, "--check", "--no-verify", targets=("python",))
    assert code == 1, output
    assert output.split("is stale: run `", 1)[1].split("`", 1)[0].endswith(" --no-verify")
    assert not out.exists()


def test_a_proof_is_remembered_for_the_same_files_and_toolchain(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The second generate of the same output is not proved again; --check remembers nothing;
    other files (a faulty template) are proved, whatever was proved before."""
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("AGENTPROTO_VERIFY", raising=False)
    out = tmp_path / "out"
    code, output = generate(out, "--check", "--verify", targets=("python",))
    assert code == 1 and "verified: python compile\n" in output, output
    code, output = generate(out, targets=("python",))
    assert code == 0 and "verified: python compile\n" in output, output  # --check kept none
    code, output = generate(out, targets=("python",))
    assert code == 0 and "verified: python compile (python as proved before)" in output, output
    faulty_python(monkeypatch)
    code, output = generate(out, targets=("python",))
    assert code == 2 and "no_such_name" in output, output


def test_the_stage_is_kept_and_holds_exactly_the_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The staged copy outlives the run (so cargo and Go find unchanged files unchanged), and
    what a former run or anyone else left there is removed before the checker reads it."""
    from agentproto.targets.registry import verify_files

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("AGENTPROTO_CACHE_DIR", str(tmp_path / "cache"))  # each call new files
    files = {"python/pkg/__init__.py": "X = 1\n", "python/pkg/a.py": "from . import X\n"}
    assert verify_files(files, ("python",), str(tmp_path / "out")) == {}
    (stage,) = (tmp_path / "xdg" / "agentproto-build" / "verify").glob("*/python")
    written = (stage / "pkg" / "__init__.py").stat().st_mtime_ns
    (stage / "pkg" / "planted.py").write_text("raise SystemExit('planted')\n")
    (stage / "pkg" / "link.py").symlink_to(tmp_path / "elsewhere.py")
    changed = {**files, "python/pkg/a.py": "from . import X as Y\n"}
    assert verify_files(changed, ("python",), str(tmp_path / "out")) == {}
    assert sorted(p.name for p in (stage / "pkg").iterdir()) == ["__init__.py", "a.py"]
    assert (stage / "pkg" / "__init__.py").stat().st_mtime_ns == written  # unchanged: untouched
    assert (stage / "pkg" / "a.py").read_text() == "from . import X as Y\n"
    failed = verify_files({**files, "python/pkg/a.py": "from . import Z\n"}, ("python",), "out")
    assert "ImportError" in failed["python"] and "python/pkg/a.py" in failed["python"]


def test_stale_stages_go_with_their_lock_files_but_not_one_in_use(tmp_path: Path) -> None:
    """Only the most recently used stages are kept; a stage removed takes its lock file with
    it, a lock file whose stage is gone is removed too, and a stage some run holds stays."""
    import fcntl
    import os

    from agentproto.targets.registry import STAGES_KEPT, _prune_stages

    count = STAGES_KEPT + 4
    for age, name in enumerate(f"stage{i:02d}" for i in range(count)):
        (tmp_path / name).mkdir()
        (tmp_path / f"{name}.lock").touch()
        os.utime(tmp_path / name, (1_000_000 + age, 1_000_000 + age))  # stage00 the oldest
    (tmp_path / "gone.lock").touch()
    held = os.open(tmp_path / "stage00.lock", os.O_RDWR)
    fcntl.flock(held, fcntl.LOCK_EX)
    try:
        _prune_stages(tmp_path)
    finally:
        os.close(held)
    newest = {f"stage{i:02d}" for i in range(count - STAGES_KEPT, count)}
    kept = newest | {"stage00"}
    assert {p.name for p in tmp_path.iterdir() if p.is_dir()} == kept
    assert {p.stem for p in tmp_path.glob("*.lock")} == kept
