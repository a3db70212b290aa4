"""Today's figures: what each benchmark printed, written into bench/README.md with what it measured.

    .venv/bin/python bench/figures.py                 # which figures are stale, and why
    .venv/bin/python bench/figures.py --stale         # run the benchmarks of the stale ones again
    .venv/bin/python bench/figures.py NAME [NAME...]  # run these benchmarks again

`BENCHES` below names each benchmark: the command that prints its figures and the files those
figures measure. Running one shows its output as it comes and then replaces the block of that
name in bench/README.md:

    <!-- figures NAME: measures PATTERN...; digest SHA -->
    Printed by `COMMAND` on DATE at commit REV (load average ...):

        the table

    <!-- /figures NAME -->

The digest is taken over the bytes of every file the patterns (globs from the repository root)
name: the generated code that was timed, the benchmark itself, the corpus maker. A figure goes
stale the moment one of those files changes, whatever the commit order, and
tests/test_bench_figures.py then fails, naming the block and the command that prints it again.
File contents, not commits, decide, so a figure measured on a working tree and committed with it
is today's, and a clone without history can still check it."""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "bench" / "README.md"

_BLOCK = re.compile(
    r"<!-- figures (?P<name>[\w.-]+): measures (?P<measures>[^;]+); digest (?P<digest>[0-9a-f]+) -->\n"
    r"(?P<body>.*?)"
    r"<!-- /figures (?P=name) -->",
    re.DOTALL,
)


@dataclass(frozen=True)
class Bench:
    """A benchmark: the shell command (run at the repository root) that prints its figures, and
    the files they measure (globs from the root): the code timed, the benchmark, its corpus."""

    command: str
    measures: tuple[str, ...]


_PY = ("generated/python/agentproto_bindings/*.py",)
# what `agentproto validate` and `convert` run: the command, the loader, the shipped validators,
# the dialects (the compiler and the emitters are not imported for the canonical schemas)
_CLI = (
    *(f"generator/agentproto/{m}.py" for m in ("__init__", "cli", "shipped", "load", "errors")),
    "generator/agentproto/validate/**/*.py",
    "generator/agentproto/dialects/*.py",
    "schema/**/*.json",
    "schema/**/*.yaml",
)
_MAKE_CORPUS = ".venv/bin/python bench/corpus.py --out bench/out >/dev/null && "


BENCHES: dict[str, Bench] = {
    "validate": Bench(
        ".venv/bin/python bench/validate.py --runs 5",
        (
            *_PY,
            "generator/agentproto/compile.py",
            "generator/agentproto/plan/*.py",
            "generator/agentproto/emit/python_checks.py",
            "generated/python-native/*.c",
            "generated/pydantic/agentproto_pydantic/**/*.py",
            "bench/validate.py",
            "bench/corpus.py",
            "bench/msgspec_models.py",
            "bench/handwritten_agent_message.py",
        ),
    ),
    "startup": Bench(".venv/bin/python bench/startup.py", (*_CLI, *_PY, "bench/startup.py")),
    "stream-checks": Bench(
        ".venv/bin/python bench/stream_checks.py --size 2MB --rounds 5",
        (*_CLI, *_PY, "bench/stream_checks.py", "bench/stream.py", "bench/transcript_corpus.py"),
    ),
    "validate-jobs": Bench(
        ".venv/bin/python bench/validate_cli.py --jobs-rounds 5 --prefix-mb 250",
        (*_CLI, *_PY, "bench/validate_cli.py", "bench/transcript_corpus.py"),
    ),
    "convert-cli": Bench(
        ".venv/bin/python bench/convert_cli.py --rounds 5 --prefix-mb 60",
        (*_CLI, *_PY, "bench/convert_cli.py", "bench/transcript_corpus.py"),
    ),
    "engines": Bench(
        ".venv/bin/python bench/engines.py --rounds 5 --small 100000 --large 400000",
        (*_CLI, "generator/agentproto/engines/*.py", "bench/engines.py"),
    ),
    "regenerate": Bench(
        ".venv/bin/python bench/regenerate.py --runs 5",
        ("generator/agentproto/**/*.py", "templates/**/*.*", "bench/regenerate.py"),
    ),
    "verify": Bench(
        ".venv/bin/python bench/verify.py --runs 2",
        (
            "generator/agentproto/targets/*.py",
            "generator/agentproto/cache.py",
            "bench/verify.py",
        ),
    ),
    "rust": Bench(
        _MAKE_CORPUS + "cd bench/rust && CARGO_TARGET_DIR=../out/rust-target"
        " cargo run --quiet --release --bin agentproto_rust_bench -- ../out 9",
        (
            "generated/rust/src/*.rs",
            "bench/rust/src/*.rs",
            "bench/rust/Cargo.toml",
            "bench/corpus.py",
        ),
    ),
    "go-decode": Bench(
        ".venv/bin/python bench/go_decode.py --rounds 7",
        ("generated/go/**/*.go", "bench/go/*.go", "bench/go_decode.py", "bench/corpus.py"),
    ),
    "problems": Bench(
        ".venv/bin/python bench/problems.py",
        ("tests/test_problems_identical.py", "generator/agentproto/plan/problems.py"),
    ),
    "ts-validate": Bench(
        _MAKE_CORPUS + "node tools/node/node_modules/typescript/bin/tsc -p generated/typescript"
        " && node bench/ts_validate.mjs generated/typescript/dist bench/out --repeat 15",
        ("generated/typescript/src/*.ts", "bench/ts_validate.mjs", "bench/corpus.py"),
    ),
    "diff-property": Bench(
        ".venv/bin/python bench/diff_property.py --documents 10000",
        ("generator/agentproto/diff/*.py", "bench/diff_property.py"),
    ),
    "parity-differential": Bench(
        ".venv/bin/python bench/parity_differential.py 10000",
        (
            "generator/agentproto/conformance/parity.py",
            "templates/*/*behaviour*.*",
            "templates/*/*dialect*.*",
            "schema/dialects/*.yaml",
            "schema/data/*.yaml",
            "bench/parity_differential.py",
        ),
    ),
    "handwritten-lines": Bench(
        ".venv/bin/python bench/handwritten_lines.py",
        (
            "templates/**/*.*",
            "generator/agentproto/emit/*.py",
            "generator/agentproto/conformance/*_program.*",
            "bench/handwritten_lines.py",
        ),
    ),
    "diff-history": Bench(
        ".venv/bin/python bench/diff_history.py --rounds 5",
        ("generator/agentproto/diff/*.py", "schema/**/*.json", "bench/diff_history.py"),
    ),
}


@dataclass(frozen=True)
class Block:
    name: str
    measures: tuple[str, ...]
    digest: str
    body: str


def files_of(measures: tuple[str, ...], root: Path = ROOT) -> list[Path]:
    """Every file the patterns name, once each, in a stable order; a pattern that names nothing
    is an error (a renamed file must not silently leave a figure unguarded)."""
    found: set[Path] = set()
    for pattern in measures:
        matched = [p for p in root.glob(pattern) if p.is_file() and "__pycache__" not in p.parts]
        if not matched:
            raise ValueError(f"figures: the pattern {pattern!r} names no file under {root}")
        found.update(matched)
    return sorted(found)


def digest(measures: tuple[str, ...], root: Path = ROOT) -> str:
    """SHA-256 over each named file's path (relative to `root`) and bytes, first 16 hex digits."""
    sha = hashlib.sha256()
    for path in files_of(measures, root):
        sha.update(path.relative_to(root).as_posix().encode() + b"\0")
        sha.update(hashlib.sha256(path.read_bytes()).digest())
    return sha.hexdigest()[:16]


def blocks(text: str) -> list[Block]:
    return [
        Block(m["name"], tuple(m["measures"].split()), m["digest"], m["body"])
        for m in _BLOCK.finditer(text)
    ]


def stale(readme: Path = README, root: Path = ROOT) -> list[str]:
    """A line for each block whose measured files have changed since it was printed (or whose
    benchmark now measures other files, or runs another command, than it did)."""
    lines = []
    for block in blocks(readme.read_text(encoding="utf-8")):
        measures = BENCHES[block.name].measures if block.name in BENCHES else block.measures
        ran = re.search(r"which runs `([^`]*)`", block.body)
        other_command = (
            block.name in BENCHES and ran is not None and ran[1] != BENCHES[block.name].command
        )
        if measures != block.measures or digest(measures, root) != block.digest or other_command:
            lines.append(
                f"bench/README.md figures {block.name!r} were printed for files that have "
                f"changed since ({', '.join(measures)}): run "
                f"`.venv/bin/python bench/figures.py {block.name}` again"
            )
    return lines


def _revision(root: Path) -> str:
    def git(*args: str) -> str:
        return subprocess.run(
            ["git", "-C", str(root), *args], capture_output=True, text=True, check=True
        ).stdout.strip()

    try:
        rev = git("rev-parse", "--short", "HEAD")
        dirty = git("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return f"{rev} with uncommitted changes" if dirty else rev


def record(
    name: str,
    command: str,
    measures: tuple[str, ...],
    table: str,
    readme: Path = README,
    root: Path = ROOT,
    runs: str | None = None,
) -> None:
    """Put `table` into the block `name` of the README (which must already have that block:
    where a figure stands in the prose is the README's decision, not the benchmark's)."""
    text = readme.read_text(encoding="utf-8")
    found = [b for b in blocks(text) if b.name == name]
    if not found:
        raise ValueError(f"{readme}: no figures block named {name!r} to record into")
    load = " ".join(f"{x:.1f}" for x in os.getloadavg())
    body = (
        f"Printed by `{command}`{f', which runs `{runs}`,' if runs else ''} on "
        f"{time.strftime('%Y-%m-%d')} at commit {_revision(root)} "
        f"(load average {load}, {os.cpu_count()} cores):\n\n"
        + "".join(
            f"    {line}\n" if line.strip() else "\n" for line in table.strip("\n").split("\n")
        )
        + "\n"
    )
    head = (
        f"<!-- figures {name}: measures {' '.join(measures)}; digest {digest(measures, root)} -->\n"
    )
    new = _BLOCK.sub(
        lambda m: head + body + f"<!-- /figures {name} -->" if m["name"] == name else m[0], text
    )
    tmp = readme.with_suffix(".md.tmp")
    tmp.write_text(new, encoding="utf-8")
    tmp.replace(readme)


def run(name: str) -> bool:
    """Run the benchmark `name`, its output shown as it comes, and record what it printed;
    False (nothing recorded) when it fails."""
    bench = BENCHES[name]
    print(f"$ {bench.command}", flush=True)
    proc = subprocess.Popen(
        ["bash", "-c", bench.command], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    printed = []
    for line in proc.stdout:
        sys.stdout.write(line)
        sys.stdout.flush()
        printed.append(line)
    if proc.wait() != 0:
        print(
            f"figures: {name!r} failed (exit {proc.returncode}); nothing recorded", file=sys.stderr
        )
        return False
    record(
        name,
        f".venv/bin/python bench/figures.py {name}",
        bench.measures,
        "".join(printed),
        runs=bench.command,
    )
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="NAME")
    parser.add_argument("--stale", action="store_true", help="run every stale benchmark again")
    args = parser.parse_args()
    text = README.read_text(encoding="utf-8")
    stale_names = [b.name for b in blocks(text) if digest(b.measures) != b.digest]
    names = list(args.names) + (stale_names if args.stale else [])
    if not names:
        for line in stale() or ["every figure in bench/README.md is today's"]:
            print(line)
        return 0
    unknown = [n for n in names if n not in BENCHES]
    if unknown:
        parser.error(f"no benchmark named {', '.join(unknown)} (known: {', '.join(BENCHES)})")
    ran = [run(name) for name in dict.fromkeys(names)]  # every one, even after a failure
    return 0 if all(ran) else 1


if __name__ == "__main__":
    sys.exit(main())
