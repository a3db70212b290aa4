"""How `scripts/test` splits the suite between its two workers (tests/support.py, "Two
workers"): a file taking a shared build runs in that build's group, any other file is a group
of its own, a test's own `xdist_group` mark wins, and the costliest groups are handed out
first."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import support
from support import group_scheduling, order_for_workers, worker_groups


@dataclass(eq=False)
class Item:
    """What `worker_groups` reads of a pytest item."""

    nodeid: str
    fixturenames: list[str] = field(default_factory=list)
    group: str | None = None

    def get_closest_marker(self, name: str) -> Any:
        assert name == "xdist_group"
        return None if self.group is None else pytest.mark.xdist_group(self.group).mark


def test_a_file_taking_a_shared_build_runs_whole_in_that_builds_group() -> None:
    first = Item("tests/test_a.py::test_plain")
    second = Item("tests/test_a.py::test_built", ["tmp_path", "go_module"])
    other = Item("tests/test_b.py::test_built", ["go_module"])
    groups = worker_groups([first, second, other])
    # the file's test that takes no build still goes with it: module fixtures are made once
    assert groups[first] == groups[second] == groups[other] == "build:go_module"


def test_a_file_taking_no_shared_build_is_its_own_group() -> None:
    items = [Item("tests/test_a.py::test_one"), Item("tests/test_a.py::test_two[x]")]
    items.append(Item("tests/test_b.py::test_three", ["tmp_path"]))
    assert list(worker_groups(items).values()) == [
        "tests/test_a.py",
        "tests/test_a.py",
        "tests/test_b.py",
    ]


def test_a_file_taking_two_builds_joins_the_first_listed() -> None:
    item = Item("tests/test_a.py::test_both", ["typescript_package", "conformance_programs"])
    assert worker_groups([item])[item] == f"build:{support.SHARED_BUILDS[0]}"


def test_a_tests_own_mark_wins() -> None:
    marked = Item("tests/test_a.py::test_marked", ["rust_crate"], group="serial")
    plain = Item("tests/test_a.py::test_plain")
    groups = worker_groups([marked, plain])
    assert groups[marked] == "serial"
    assert groups[plain] == "build:rust_crate"


def test_the_costliest_groups_go_first_and_the_rest_keep_their_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(support, "GROUP_COST", {"tests/test_c.py": 50.0, "build:go_module": 9.0})
    items = [
        Item("tests/test_a.py::t"),
        Item("tests/test_b.py::t"),
        Item("tests/test_go.py::t", ["go_module"]),
        Item("tests/test_c.py::t"),
    ]
    ordered = order_for_workers(items, worker_groups(items))
    assert [i.nodeid.split("::")[0] for i in ordered] == [
        "tests/test_c.py",
        "tests/test_go.py",
        "tests/test_a.py",
        "tests/test_b.py",
    ]


def test_the_scheduler_splits_by_the_groups_the_workers_wrote(tmp_path: Path) -> None:
    written = tmp_path / "groups.json"
    written.write_text(json.dumps({"tests/test_a.py::t": "build:rust_crate"}))

    class Config:  # what xdist's scheduler reads of pytest's configuration
        option = type("Options", (), {"loadscopereorder": True})()

        def getvalue(self, name: str) -> Any:
            assert name == "tx"
            return ["2*popen"]

    config = Config()
    scheduling = group_scheduling(config, None, written)
    assert config.option.loadscopereorder is False
    assert scheduling._split_scope("tests/test_a.py::t") == "build:rust_crate"
    # a test no worker listed (none should be) still runs, with its file
    assert scheduling._split_scope("tests/test_b.py::t[1]") == "tests/test_b.py"
