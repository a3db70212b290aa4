"""Give every canonical entity schema an `examples` annotation taken from its valid fixtures.

The examples are copies of fixtures under tests/fixtures/<family>/<entity>/valid/, so that the
schema text and the tested payloads cannot drift apart (tests/test_examples_in_schemas.py checks
it). An entity whose examples all equal one of its valid fixtures is left as it is; any other
gets the most telling small fixture, appended as the file's last key so that the other keys keep
their order.

    .venv/bin/python scripts/schema_examples.py          # write
    .venv/bin/python scripts/schema_examples.py --check  # exit 1 if a file would change
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_DIR = ROOT / "schema"
FIXTURE_DIR = ROOT / "tests" / "fixtures"
FAMILIES = ("agent", "openresponses")
# Longer fixtures make the schema file hard to read; one is taken only when nothing shorter exists.
SMALL_LINES = 30


def canonical(value: Any) -> str:
    """JSON text that tells 1 from 1.0 and one key order from another, as the fixtures do."""
    return json.dumps(value, ensure_ascii=False)


def valid_fixtures(family: str, entity: str) -> list[Path]:
    return sorted(
        path
        for path in (FIXTURE_DIR / family / entity / "valid").glob("*.json")
        if not path.name.endswith(".expected.json")
    )


def distinct_keys(value: Any, prefix: str = "") -> set[str]:
    """Every property path the payload shows (array positions folded), so that a fixture that
    shows more of the entity's shape scores higher."""
    found: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            path = f"{prefix}/{key}"
            found.add(path)
            found |= distinct_keys(item, path)
    elif isinstance(value, list):
        for item in value:
            found |= distinct_keys(item, prefix + "/*")
    return found


def most_telling(paths: list[Path]) -> Any:
    """The small fixture that shows the most of the shape (ties go to the shorter, then by name);
    when every fixture is long, the shortest."""

    def rank(path: Path) -> tuple[bool, int, int, str]:
        text = path.read_text()
        lines = len(text.splitlines())
        if lines > SMALL_LINES:
            return (True, lines, 0, path.name)
        return (False, -len(distinct_keys(json.loads(text))), lines, path.name)

    return json.loads(min(paths, key=rank).read_text())


def refreshed(schema_path: Path) -> str | None:
    """The new text of the schema file, or None when its examples already stand."""
    family, entity = schema_path.parent.name, schema_path.stem
    paths = valid_fixtures(family, entity)
    if not paths:
        raise SystemExit(f"{schema_path}: no valid fixture under tests/fixtures/{family}/{entity}")
    document = json.loads(schema_path.read_text())
    known = {canonical(json.loads(path.read_text())) for path in paths}
    current = document.get("examples")
    if isinstance(current, list) and current and all(canonical(e) in known for e in current):
        return None
    document.pop("examples", None)
    document["examples"] = [most_telling(paths)]
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report, do not write")
    parser.add_argument("entities", nargs="*", help="<family>/<entity> to limit the run to")
    args = parser.parse_args(argv)
    stale = []
    for family in FAMILIES:
        for schema_path in sorted((SCHEMA_DIR / family).glob("*.json")):
            if args.entities and f"{family}/{schema_path.stem}" not in args.entities:
                continue
            text = refreshed(schema_path)
            if text is None:
                continue
            stale.append(schema_path.relative_to(ROOT))
            if not args.check:
                schema_path.write_text(text)
    for path in stale:
        print(f"{'stale' if args.check else 'wrote'} {path}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
