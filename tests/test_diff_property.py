"""The verdicts of `agentproto diff` held against the validators: random schema pairs (one change
of each kind, and several), random documents. A change called backward- (forward-) compatible
never has a document OLD (NEW) accepts that NEW (OLD) rejects, and every printed witness is one.
`bench/diff_property.py` runs the same check over 10,000 documents per change kind; this draw
is smaller, to keep the test quick."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agentproto.diff.selfcheck import CHANGES, Tally, run_kind

KINDS = sorted(CHANGES)


def assert_sound(tally: Tally) -> None:
    assert tally.pairs and tally.documents
    assert tally.backward_violations == 0, tally.failures[:3]
    assert tally.forward_violations == 0, tally.failures[:3]
    assert tally.bad_witnesses == 0, tally.failures[:3]


@settings(max_examples=len(KINDS), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(KINDS), seed=st.integers(0, 2**32 - 1))
def test_one_change(kind: str, seed: int) -> None:
    assert_sound(run_kind([kind], seed, pairs=2, draws=80))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kinds=st.lists(st.sampled_from(KINDS), min_size=2, max_size=4), seed=st.integers(0, 2**32 - 1)
)
def test_several_changes(kinds: list[str], seed: int) -> None:
    assert_sound(run_kind(kinds, seed, pairs=2, draws=80))


def test_the_check_can_fail() -> None:
    """The tally counts a violation when a verdict is wrong: a pair whose change the comparison
    would call compatible is fed a document that breaks it."""
    import random

    from agentproto.diff import selfcheck

    tally = Tally()
    old = {"type": "integer"}
    selfcheck.check(old, old, random.Random(0), 0, tally)
    assert tally.backward_violations == 0
    # the same verdicts ("ok" both ways, from identical schemas) held against a NEW that differs
    original = selfcheck.diff
    try:
        selfcheck.diff = lambda o, n, **kw: original(o, o, **kw)  # type: ignore[assignment]
        selfcheck.check(old, {"type": "integer", "maximum": 0}, random.Random(0), 50, tally)
    finally:
        selfcheck.diff = original  # type: ignore[assignment]
    assert tally.backward_violations > 0
