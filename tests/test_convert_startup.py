"""`agentproto convert --from canonical --to canonical` needs no dialect: it reads no dialect
declaration and imports none of their machinery, so it starts as `validate` does, and gives
what it gave with them. To a dialect of the canonical schemas it starts from the plans made
ahead of time (`validate/dialect_plans.json`): no declaration read, no YAML either."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROGRAM = """
import sys
from pathlib import Path
from agentproto.shipped import canonical_schemas
from agentproto.validate.convert import convert
code = convert([sys.argv[1]], sys.argv[2], sys.argv[3], Path(sys.argv[4]), canonical_schemas())
print(code, "agentproto.dialects" in sys.modules, "yaml" in sys.modules, file=sys.stderr)
"""

USER = {"role": "user", "content": "hello", "timestamp": 1}
BAD = {"role": "user", "timestamp": 1}


def convert(tmp_path: Path, source: str, target: str) -> tuple[str, bytes]:
    given = tmp_path / "in.jsonl"
    given.write_text(json.dumps(USER) + "\n" + json.dumps(BAD, indent=None) + "\n")
    out = tmp_path / f"{source}-{target}.jsonl"
    done = subprocess.run(
        [sys.executable, "-c", PROGRAM, str(given), source, target, str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stderr.strip().splitlines()[-1], out.read_bytes()


def test_canonical_to_canonical_loads_no_dialect(tmp_path: Path) -> None:
    said, written = convert(tmp_path, "canonical", "canonical")
    assert said == "1 False False"  # the second document is invalid: exit 1
    assert written == (json.dumps(USER) + "\n").encode()


def test_a_dialect_named_starts_from_the_shipped_plans(tmp_path: Path) -> None:
    said, written = convert(tmp_path, "canonical", "pi-ai")
    assert said == "1 False False"
    assert len(written.splitlines()) == 1
