"""The lines written by hand for each target language, by part: the hand-written behaviour, the
dialect engine, the dialect hooks, the runtime (copied into every package), the rest of the
target's templates, its conformance program, and the emitters (generator/agentproto/emit/)
that write its code. Everything the generator makes from the schemas is left out: the point is
what a person maintains per language, so a change that moves behaviour into the plan (written
once, emitted for every target) shows as fewer lines here.

A line counts when it holds code: blank lines and lines that are only a comment (`#`, `//`,
or inside a `/* ... */` block) are apart; docstrings count, being part of the Python code.

    .venv/bin/python bench/handwritten_lines.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TEMPLATES = ROOT / "templates"
EMIT = ROOT / "generator" / "agentproto" / "emit"
CONFORMANCE = ROOT / "generator" / "agentproto" / "conformance"

LANGUAGES = ("python", "typescript", "rust", "go")
PARTS = (
    "behaviour",
    "dialect engine",
    "dialect hooks",
    "runtime",
    "templates",
    "conformance",
    "emitters",
)

#: Files of a template folder that are not written by hand (a lock file cargo writes).
NOT_HAND_WRITTEN = frozenset({"Cargo.lock"})


def part_of(language: str, path: Path) -> str:
    """Which part a file of templates/<language>/ is, by its name."""
    name = path.name
    if "dialect_hooks" in name:
        return "dialect hooks"
    if "dialects" in name and not name.endswith(".j2"):
        return "dialect engine"
    if "behaviour" in name and not name.endswith(".j2"):
        return "behaviour"
    if name.startswith(("runtime.", "rt.", "formats.")):
        return "runtime"
    if name.startswith("conformance."):
        return "conformance"
    return "templates"


def emitter_language(path: Path) -> str | None:
    """The target an emitter module writes for, by its name (`go_checks.py` is Go's); the
    modules every target shares (`jinja.py`, `numbers.py`, `package.py`) belong to none."""
    stem = path.stem
    if stem in ("c_checks", "c_builders"):
        return "python-native"
    if stem == "pydantic":
        return "pydantic"
    for language in LANGUAGES:
        if stem == language or stem.startswith(language + "_"):
            return language
    return None


def code_lines(text: str, hash_comments: bool) -> int:
    count = 0
    in_block = False
    for raw in text.split("\n"):
        line = raw.strip()
        if in_block:
            if "*/" in line:
                in_block = False
            continue
        if not line:
            continue
        if hash_comments and line.startswith("#"):
            continue
        if not hash_comments:
            if line.startswith("//"):
                continue
            if line.startswith("/*"):
                in_block = "*/" not in line
                continue
        count += 1
    return count


def count(path: Path) -> int:
    hash_comments = path.suffix in (".py", ".j2", ".toml") and not path.name.endswith(".c.j2")
    return code_lines(path.read_text(encoding="utf-8"), hash_comments)


def table() -> tuple[dict[str, dict[str, int]], dict[str, int]]:
    """language -> part -> lines; and the lines of the emitter modules every target shares."""
    counts: dict[str, dict[str, int]] = {}
    for language in LANGUAGES:
        counts[language] = dict.fromkeys(PARTS, 0)
        for path in sorted((TEMPLATES / language).iterdir()):
            if path.is_file() and path.name not in NOT_HAND_WRITTEN:
                counts[language][part_of(language, path)] += count(path)
    native = TEMPLATES / "python_native"
    counts["python-native"] = dict.fromkeys(PARTS, 0)
    counts["python-native"]["templates"] = sum(count(p) for p in sorted(native.glob("*.j2")))
    counts["pydantic"] = dict.fromkeys(PARTS, 0)
    shared: dict[str, int] = {}
    for path in sorted(EMIT.glob("*.py")):
        writes_for = emitter_language(path)
        if writes_for is None:
            shared[path.name] = count(path)
        else:
            counts[writes_for]["emitters"] += count(path)
    for path in sorted(CONFORMANCE.glob("*_program.*")):
        runs_in = path.stem.removesuffix("_program").replace(
            "_", "-"
        )  # python_native: python-native
        counts[runs_in]["conformance"] += count(path)
    return counts, shared


def main() -> int:
    counts, shared = table()
    width = max(len(p) for p in PARTS) + 2
    print(f"{'target':<15}" + "".join(f"{p:>{width}}" for p in PARTS) + f"{'total':>{width}}")
    for language, parts in counts.items():
        cells = "".join(f"{parts[p]:>{width}}" for p in PARTS)
        print(f"{language:<15}{cells}{sum(parts.values()):>{width}}")
    print(
        "shared emitter modules (every target): "
        + ", ".join(f"{name} {lines}" for name, lines in shared.items())
    )
    print(
        "lines of code: blank and comment-only lines apart; Go's conformance program is emitted "
        "(emit/go.py), Rust's is templates/rust/conformance.rs"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
