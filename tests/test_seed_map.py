"""The seed map: every concept of every seed document has a home, and every home exists."""

from __future__ import annotations

import pytest
import yaml
from referencing.exceptions import PointerToNowhere

from support import SCHEMA_DIR, SEED_DIR, load_schemas, registry

ROWS = [
    row
    for p in sorted((SCHEMA_DIR / "seed-map").glob("*.yaml"))
    for row in yaml.safe_load(p.read_text()) or []
]
KINDS = {"entity", "field", "variant", "enum_value", "rule", "method", "event"}
MAPPINGS = {"same", "renamed", "folded", "enforced_in_code", "behaviour"}
SEEDS = [
    "000_11cdf9e5c41a8e38.txt",
    "001_85c52a434c594e9a.txt",
    "002_11ea109727faa073.txt",
    "003_2fcf99d040682058.txt",
    "004_2705a356329b583d.txt",
]


def test_rows_are_well_formed() -> None:
    assert ROWS
    for row in ROWS:
        assert {"seed", "concept", "kind", "schema", "pointer", "mapping"} <= row.keys(), row
        assert row["kind"] in KINDS, row
        assert row["mapping"] in MAPPINGS, row
        assert row["seed"] in SEEDS, row
        if row["mapping"] in ("renamed", "folded"):
            assert row.get("note"), f"{row['concept']}: a {row['mapping']} row needs a note"


@pytest.mark.parametrize("seed", SEEDS)
def test_every_seed_has_rows(seed: str) -> None:
    assert len([r for r in ROWS if r["seed"] == seed]) >= 10, seed
    if SEED_DIR.is_dir():
        assert (SEED_DIR / seed).is_file()


def test_no_concept_mapped_twice() -> None:
    keys = [(r["seed"], r["concept"]) for r in ROWS]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


def test_every_pointer_resolves() -> None:
    resolver = registry(load_schemas()).resolver()
    broken = []
    for row in ROWS:
        try:
            resolver.lookup(f"{row['schema']}#{row['pointer']}")
        except (PointerToNowhere, LookupError) as exc:
            broken.append(
                f"{row['seed']} {row['concept']}: {row['schema']}#{row['pointer']} ({exc})"
            )
    assert not broken, "\n".join(broken)


def test_seed_names_appear_in_their_seed() -> None:
    """A concept's name must be findable in its seed document (last segment, case-insensitive),
    so the map cannot invent concepts the seed does not have."""
    if not SEED_DIR.is_dir():
        pytest.skip("../shared/seeds is not beside the repo")
    missing = []
    for row in ROWS:
        if row["kind"] == "rule":  # rules are sentences, not names
            continue
        text = (SEED_DIR / row["seed"]).read_text(errors="replace").lower()
        last = row["concept"].replace("::", ".").split(".")[-1].split("(")[0].strip().lower()
        if last and last not in text:
            missing.append(f"{row['seed']}: {row['concept']}")
    assert not missing, missing
