"""The tag pattern of a dialect union's open arm is read once, by the core's pattern reader
(`patterns.decide`), and each dialect engine gets the core's printing for its own engine:
Python's `re`, ECMA-262 for TypeScript and Rust's `regress`, RE2 / regexp2 for Go. No engine
compiles another language's text, so a pattern whose Python printing no other engine reads
(`\\U0001f600`, explicit `\\p{Lu}` ranges) tells the same documents apart in all four.

The cross-engine check is `agentproto conformance` over a small schema set with such a union and
a dialect spelling it: every target's engine must answer every dialect document as the Python
engine does (the run fails on any difference)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from test_reading import shop, write_set

from agentproto.dialects import load_dialects
from agentproto.load import load
from agentproto.patterns import decide
from support import ROOT

# upper-case letter (any script), then a decimal digit (ASCII only, as `\d` is in ECMA-262) or
# an astral emoji (one code point): Python's printing of it holds `\U0001f600`, which `regress`
# and regexp2 cannot read
TAG_PATTERN = "^x-\\p{Lu}(?:\\d|\\u{1F600})$"

# dialect documents of the open arm, and whether its pattern tells them (each either way gives
# one answer every engine must give)
TAGS = {
    "x-A3": True,
    "x-Ж7": True,  # Cyrillic capital: \p{Lu} is Unicode's, not ASCII's
    "x-B\U0001f600": True,  # an astral code point is one character
    "x-a3": False,  # lower case
    "x-A٣": False,  # ARABIC-INDIC DIGIT THREE is no `\d`
    "x-A３": False,  # FULLWIDTH DIGIT THREE neither
    "x-A\U0001f600\U0001f600": False,
}


def tagged_set(root: Path) -> Path:
    schemas = shop("urn")
    schemas["message"]["oneOf"].append(
        {
            "type": "object",
            "properties": {"sort": {"type": "string", "pattern": TAG_PATTERN}},
            "required": ["sort"],
        }
    )
    return write_set(root, "urn", schemas)


def union_plan(root: Path) -> dict[str, object]:
    (legacy,) = [d for d in load_dialects(load(root)) if d.name == "legacy"]
    kind, spec = legacy.plan()["shapes"]["shop/message"]
    assert kind == "union"
    return spec


def test_the_plan_carries_the_core_s_printing_for_every_engine(tmp_path: Path) -> None:
    spec = union_plan(tagged_set(tmp_path))
    decided = decide(TAG_PATTERN)
    assert spec["pattern"] == decided.python_plain
    assert spec["ecma_pattern"] == decided.ecma
    assert spec["go_pattern"] == [decided.re2, decided.regexp2]
    # the Python printing is not what the others read: that is why each gets its own
    assert "\\U0001f600" in decided.python_plain and "\\U" not in decided.ecma
    assert "\\U" not in decided.re2 and "\\U" not in decided.regexp2


def test_python_engine_tells_the_open_arm_by_the_one_verdict(tmp_path: Path) -> None:
    from agentproto.validate.dialects import Converters, to_canonical

    conv = Converters(tagged_set(tmp_path))
    for tag, told in TAGS.items():
        read = to_canonical(conv, "legacy", {"sort": tag})
        assert (read.entity is not None and not read.problems) is told, (tag, read)


def conformance_fixtures(root: Path) -> Path:
    fixtures = root / "fixtures"
    folder = fixtures / "dialects" / "legacy"
    folder.mkdir(parents=True)
    lines = [{"sort": tag} for tag in TAGS]
    lines += [{"sort": "memo", "body": "hi", "kind": "plain"}, {"sort": "ping", "at": 1}]
    (folder / "tags.jsonl").write_text(
        "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8"
    )
    return fixtures


@pytest.mark.parametrize("target", ["typescript", "go", "rust"])
def test_every_engine_answers_as_python_does(tmp_path: Path, target: str) -> None:
    schemas = tagged_set(tmp_path / "set")
    suite = tmp_path / "suite"
    (suite / "tests" / "draft2020-12").mkdir(parents=True)
    (suite / "remotes").mkdir()
    proc = subprocess.run(
        [
            ROOT / ".venv" / "bin" / "agentproto",
            "conformance",
            "--target",
            target,
            "--schema-dir",
            schemas,
            "--fixtures",
            conformance_fixtures(tmp_path),
            "--suite",
            suite,
        ],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
        timeout=3000,
    )
    if proc.returncode == 2 and "NOT RUN" in proc.stdout:
        pytest.skip(next(x for x in proc.stdout.splitlines() if x.startswith("NOT RUN")))
    assert proc.returncode == 0, proc.stdout[-5000:] + proc.stderr[-3000:]
    rows = {
        tuple(line.split()[:2]): line.split()[2:]
        for line in proc.stdout.splitlines()
        if line.startswith(f"{target} ")
    }
    cases, passed, failed, _ = map(int, rows[(target, "dialects")])
    # every document read, and each one read whole written back
    assert cases >= len(TAGS) + 2 and failed == 0 and passed == cases
