"""State machines declared with `x-state-machine` (seed 004: the response and item lifecycles):
the generated enums allow exactly the declared moves, refuse every other one with an error
naming both states and the legal moves, and never leave a terminal state."""

from __future__ import annotations

import itertools
import json
from enum import Enum

import pytest
from agentproto_bindings import openresponses as o

from support import ROOT

MACHINES = {"response_status": o.ResponseStatus, "item_status": o.ItemStatus}


def declared(stem: str) -> dict:
    return json.loads((ROOT / "schema" / "openresponses" / f"{stem}.json").read_text())[
        "x-state-machine"
    ]


def moves(stem: str) -> set[tuple[str, str]]:
    return {(a, b) for a, targets in declared(stem)["transitions"].items() for b in targets}


def test_seed_004_lifecycles() -> None:
    """The seed's transitions are all there (Open Responses adds `incomplete` to responses)."""
    assert {
        ("queued", "in_progress"),
        ("in_progress", "completed"),
        ("in_progress", "failed"),
        ("in_progress", "cancelled"),
    } <= moves("response_status")
    assert {v.value for v in o.ResponseStatus_INITIAL} == {
        "queued",
        "in_progress",
    }  # may skip queued
    assert moves("item_status") == {
        ("in_progress", "completed"),
        ("in_progress", "incomplete"),
        ("in_progress", "failed"),
    }
    assert {v.value for v in o.ItemStatus_INITIAL} == {"in_progress"}


@pytest.mark.parametrize("stem", sorted(MACHINES))
def test_every_pair_of_states(stem: str) -> None:
    status: type[Enum] = MACHINES[stem]
    legal = moves(stem)
    for source, target in itertools.product(status, repeat=2):
        allowed = (source.value, target.value) in legal
        assert source.can_move_to(target) is allowed  # type: ignore[attr-defined]
        if allowed:
            assert source.move_to(target) is target  # type: ignore[attr-defined]
            continue
        with pytest.raises(ValueError) as caught:
            source.move_to(target)  # type: ignore[attr-defined]
        message = str(caught.value)
        assert message.startswith(
            f"{status.__name__}: cannot move from {json.dumps(source.value)} to "
            f"{json.dumps(target.value)}; "
        )
        if source.is_terminal:  # type: ignore[attr-defined]
            assert message.endswith("it is terminal")
        else:
            assert "it may move only to" in message
            assert all(json.dumps(b) in message for a, b in legal if a == source.value)


@pytest.mark.parametrize("stem", sorted(MACHINES))
def test_terminal_states_are_final(stem: str) -> None:
    status = MACHINES[stem]
    terminal = {status(v) for v in declared(stem)["terminal"]}
    assert {s for s in status if s.is_terminal} == terminal
    for state in terminal:
        assert not any(state.can_move_to(t) for t in status), (
            f"{state} must not move, not even to itself"
        )


def test_a_string_names_its_state() -> None:
    assert o.ResponseStatus.QUEUED.move_to("in_progress") is o.ResponseStatus.IN_PROGRESS  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="'paused' is not a valid ResponseStatus"):
        o.ResponseStatus.QUEUED.move_to("paused")  # type: ignore[arg-type]


def test_a_whole_lifecycle() -> None:
    status = o.ResponseStatus.QUEUED
    for step in ("in_progress", "completed"):
        status = status.move_to(o.ResponseStatus(step))
    assert status.is_terminal
    item = o.ItemStatus.IN_PROGRESS.move_to(o.ItemStatus.INCOMPLETE)
    with pytest.raises(ValueError, match='"incomplete" to "completed"; it is terminal'):
        item.move_to(o.ItemStatus.COMPLETED)
