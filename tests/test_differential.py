"""Differential property test: for every canonical entity, random instances and random edits of
them get the same verdict from our validators as from `jsonschema`.

Ours are the generated bindings (`is_valid` and `errors`, which must agree with each other) and
`agentproto.compile` on the same entity. The oracle is `jsonschema`'s 2020-12 validator with the
`pattern` keyword given its ECMA-262 meaning (`support.EcmaValidator`): `jsonschema` alone uses
Python's `re`, where `$` also matches before a trailing newline and `\\s` takes in characters
ECMA-262 does not count as white space (and leaves out some it does), so those strings would
otherwise be judged differently. No instance is left out for that.

When the oracle rejects an instance, we must also point at the problem: at least one instance
pointer we report is one that `jsonschema` reports, where a failed union counts by the problems
inside the variant its tag selects (`support.leaf_errors`), as ours does. Pointers only, not
keywords: for a tag that names no variant we report the tag's `const`/`pattern` by design, where
`jsonschema` may report a `type` inside some arm.

Runs are reproducible: Hypothesis is derandomized and keeps no example database. To hunt with
other random choices, set `AGENTPROTO_DIFF_SEED` (an integer) and `AGENTPROTO_DIFF_EXAMPLES`
(examples per entity, default 30; each example compares two instances)."""

from __future__ import annotations

import json
import os
from collections import Counter
from typing import Any
from urllib.parse import urldefrag, urljoin

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

import agentproto
from bindings import validators
from strategies import Mutations, Strategies
from support import SCHEMA_DIR, fixtures, leaf_errors, load_schemas, pointer, validator, walk

pytest.importorskip("agentproto_bindings", reason="run scripts/setup to install the bindings")

SCHEMAS = load_schemas()
RESOURCES = {doc["$id"]: doc for doc in SCHEMAS.values()}
FIXTURES = fixtures()
STRATEGIES = Strategies(SCHEMA_DIR)
SEED = os.environ.get("AGENTPROTO_DIFF_SEED")
EXAMPLES = int(os.environ.get("AGENTPROTO_DIFF_EXAMPLES", "30"))


def tag_values() -> list[str]:
    return sorted(
        {
            prop[tag]["const"]
            for schema in SCHEMAS.values()
            for node in walk(schema)
            for prop in [node.get("properties")]
            if isinstance(prop, dict)
            for tag in ("type", "role")
            if isinstance(prop.get(tag), dict) and isinstance(prop[tag].get("const"), str)
        }
    )


def property_names() -> list[str]:
    return sorted(
        {
            name
            for schema in SCHEMAS.values()
            for node in walk(schema)
            if isinstance(node.get("properties"), dict)
            for name in node["properties"]
        }
    )


MUTATIONS = Mutations(tag_values(), property_names())


def referenced(uri: str) -> dict[str, Any]:
    """The documents `uri` reaches through `$ref`s, itself included: all `compile` needs, and
    far quicker to compile than the whole schema set."""
    found, todo = {uri: RESOURCES[uri]}, [uri]
    while todo:
        base = todo.pop()
        for node in walk(RESOURCES[base]):
            if isinstance(node.get("$ref"), str):
                target = urldefrag(urljoin(base, node["$ref"]))[0]
                if target not in found:
                    found[target] = RESOURCES[target]
                    todo.append(target)
    return found


def shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=True)
    return text if len(text) <= 2000 else text[:2000] + "..."


class Comparison:
    """Every validator of one entity, and how many instances of each verdict were compared."""

    def __init__(self, entity: str) -> None:
        self.entity = entity
        self.oracle = validator(SCHEMAS, entity)
        self.is_valid, self.errors = validators(entity)
        uri = SCHEMAS[entity]["$id"]
        self.compiled = agentproto.compile({"$ref": uri}, resources=referenced(uri))
        self.counts: Counter[str] = Counter()

    def check(self, instance: Any) -> None:
        expected = list(self.oracle.iter_errors(instance))
        verdicts = {
            "bindings is_valid": self.is_valid(instance),
            "bindings errors": self.errors(instance),
            "compile is_valid": self.compiled.is_valid(instance),
            "compile errors": self.compiled.errors(instance),
        }
        leaves = sorted(
            {(pointer(e.absolute_path), e.validator) for e in leaf_errors(iter(expected))}
        )
        # a list of problems means valid when it is empty
        agree = all(
            (v if isinstance(v, bool) else not v) == (not expected) for v in verdicts.values()
        )
        assert agree, (
            f"{self.entity}: verdicts differ on {shown(instance)}\n"
            f"  jsonschema: {'valid' if not expected else leaves}\n"
            + "\n".join(
                f"  {name}: {v if isinstance(v, bool) else [(p.pointer, p.keyword) for p in v]}"
                for name, v in verdicts.items()
            )
        )
        self.counts["valid" if not expected else "invalid"] += 1
        if expected:
            theirs = {where for where, _ in leaves}
            for name in ("bindings errors", "compile errors"):
                ours = {p.pointer for p in verdicts[name]}
                assert ours & theirs, (
                    f"{self.entity}: {name} point elsewhere than jsonschema on {shown(instance)}\n"
                    f"  jsonschema: {leaves}\n  ours: {sorted(ours)}"
                )


def instances(entity: str) -> st.SearchStrategy[Any]:
    """The entity's fixtures (valid and invalid) and instances built from its schema."""
    shipped = [f.payload() for f in FIXTURES if f.entity == entity]
    return st.sampled_from(shipped) | STRATEGIES.for_entity(SCHEMAS[entity]["$id"])


class Tally:
    """How many instances were compared, shown in pytest's closing summary."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        counts = self.counts
        terminalreporter.write_line(
            f"differential: {counts['valid'] + counts['invalid']} instances compared over "
            f"{counts['entities']} entities ({counts['valid']} valid, {counts['invalid']} invalid "
            f"by jsonschema), seed {SEED or 'derandomized'}, {EXAMPLES} examples per entity"
        )


@pytest.fixture(scope="module")
def tally(request: pytest.FixtureRequest) -> Counter[str]:
    summary = Tally()
    request.config.pluginmanager.register(summary, "agentproto-differential-tally")
    return summary.counts


@pytest.mark.parametrize("entity", sorted(SCHEMAS))
def test_ours_agree_with_jsonschema(entity: str, tally: Counter[str]) -> None:
    comparison = Comparison(entity)
    base = instances(entity)

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        derandomize=SEED is None,
        suppress_health_check=list(HealthCheck),
    )
    @given(st.data())
    def run(data: st.DataObject) -> None:
        instance = data.draw(base, label="instance")
        comparison.check(instance)
        comparison.check(data.draw(MUTATIONS.of(instance), label="edited"))

    if SEED is not None:
        run = seed(int(SEED))(run)
    try:
        run()
    finally:
        tally.update(comparison.counts)
        tally["entities"] += 1
    # both verdicts were exercised, so neither half of the comparison is vacuous
    assert comparison.counts["valid"] and comparison.counts["invalid"], comparison.counts
