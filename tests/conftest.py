"""Session-wide settings: Hypothesis's profile, the pass count of the official suite's optional
cases, the builds every test file shares, and how the tests are split between pytest-xdist's
workers (tests/support.py says which builds there are, how to use them, and how the split
works)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import HealthCheck, settings

# The suite runs on two shared cores, often beside other builds: how long one example takes to
# draw or run says nothing about the property under test, so timing is never a failure.
settings.register_profile("agentproto", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("agentproto")

# `generate` proves its output compiles by default; the suite proves that through its own
# builds of each target, so every `generate` it runs (in process or spawned) skips the proof
# unless a test asks for it with --verify (tests/test_generate_verify.py).
os.environ["AGENTPROTO_VERIFY"] = "0"

if TYPE_CHECKING:
    from support import ConformancePrograms


@pytest.fixture(scope="session")
def conformance_programs(tmp_path_factory: pytest.TempPathFactory) -> ConformancePrograms:
    """Each target's conformance program for a schema folder, built once per session
    (`support.ConformancePrograms`)."""
    from support import ConformancePrograms

    return ConformancePrograms(tmp_path_factory.mktemp("conformance-programs"))


@pytest.fixture(scope="session")
def rust_crate(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The crate generated from schema/ with tests/rust as its tests, written once per session;
    tests build it where it is, in cargo's one target folder, and write nothing into it."""
    import rust_support as rs

    from support import ROOT

    rs.cargo()
    crate = rs.write_bindings(tmp_path_factory.mktemp("rust-crate"))
    shutil.copytree(ROOT / "tests" / "rust", crate / "tests")
    return crate


@pytest.fixture(scope="session")
def typescript_package(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The TypeScript package generated from schema/ (strict keywords), compiled by the pinned
    `tsc -p` into its dist/ once per session. A test may add a file to it for one `tsc` run
    and must remove it again."""
    from support import render_into, typescript_toolchain

    node, compiler = typescript_toolchain()
    package = render_into(tmp_path_factory.mktemp("ts"), "typescript") / "typescript"
    built = subprocess.run(
        [node, str(compiler), "-p", str(package)], check=False, capture_output=True, text=True
    )
    assert built.returncode == 0, built.stdout[-3000:]
    return package


@pytest.fixture(scope="session")
def go_module(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Go module generated from schema/ (strict keywords), written once per session in one
    folder, so that Go's build cache, which keys a package by its folder, compiles it once.
    A test that adds files to it (Go tests, a program) removes them when done: other tests
    check that it holds the generated files and nothing else."""
    from support import render_into

    return render_into(tmp_path_factory.mktemp("go"), "go") / "go"


#: Where the workers write each test's group for the controller's scheduler to read.
GROUPS_FILE = pytest.StashKey[Path]()


def pytest_configure(config: pytest.Config) -> None:
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker:
        # Cargo writes every conformance program under one fixed name in its target folder, so
        # two workers building in one folder would run each other's program; each worker has
        # its own (the dependencies are compiled once per worker).
        from agentproto.targets.rust import target_dir

        os.environ["AGENTPROTO_CARGO_TARGET"] = f"{target_dir()}-{worker}"
        # Each session writes its crates into fresh temporary folders, so rustc's incremental
        # data is never read again: it only costs time and disk.
        os.environ["CARGO_INCREMENTAL"] = "0"
    elif config.pluginmanager.hasplugin("xdist"):
        _bound_worker_targets()
        config.stash[GROUPS_FILE] = Path(tempfile.mkdtemp(prefix="agentproto-groups-")) / "json"


def pytest_unconfigure(config: pytest.Config) -> None:
    groups = config.stash.get(GROUPS_FILE, None)
    if groups is not None:
        shutil.rmtree(groups.parent, ignore_errors=True)


#: The workers' cargo folders together may hold this much before a session starts them afresh.
WORKER_TARGETS_CAP = 8 << 30


def _bound_worker_targets() -> None:
    """The workers' cargo target folders, removed once they hold more than the cap. Every
    session builds crates from new temporary folders, and cargo keeps each one's artifacts
    under a new hash, so they grow with every run; removing them costs one rebuild of the
    dependencies."""
    from agentproto.targets.rust import target_dir

    base = target_dir()
    folders = [folder for folder in base.parent.glob(f"{base.name}-gw*") if folder.is_dir()]
    held = sum(
        path.lstat().st_size for folder in folders for path in folder.rglob("*") if path.is_file()
    )
    if held > WORKER_TARGETS_CAP:
        for folder in folders:
            shutil.rmtree(folder, ignore_errors=True)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node: Any) -> None:
    node.workerinput["agentproto_groups"] = str(node.config.stash[GROUPS_FILE])


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """`--dist loadgroup` with the groups of `support.worker_groups` (xdist's own reads a
    suffix it writes into node ids, which pytest 9's node ids no longer take)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from support import group_scheduling

    return group_scheduling(config, log, config.stash[GROUPS_FILE])


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On a worker: each test's group written for the scheduler, and the costliest groups
    first (the scheduler hands groups out in the order it first sees them)."""
    from support import order_for_workers, worker_groups

    written = getattr(config, "workerinput", {}).get("agentproto_groups")
    if written is None:
        return  # one process: nothing to split
    groups = worker_groups(items)
    items[:] = order_for_workers(items, groups)
    both = Path(f"{written}.{os.environ.get('PYTEST_XDIST_WORKER')}")
    both.write_text(json.dumps({item.nodeid: groups[item] for item in items}), encoding="utf-8")
    both.replace(written)  # whole, never half-written: the workers write the same text


def _optional_results() -> dict[str, list[int]]:
    suite = sys.modules.get("test_official_suite") or sys.modules.get("tests.test_official_suite")
    return dict(getattr(suite, "OPTIONAL_RESULTS", {}))


_RESULTS_OF_WORKERS: dict[str, list[int]] = {}


def pytest_sessionfinish(session: pytest.Session) -> None:
    output = getattr(session.config, "workeroutput", None)
    if output is not None:  # a worker: its counts go to the controller, which prints them
        output["optional_results"] = _optional_results()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    _RESULTS_OF_WORKERS.update(getattr(node, "workeroutput", {}).get("optional_results", {}))


def pytest_terminal_summary(terminalreporter: Any) -> None:
    results = {**_RESULTS_OF_WORKERS, **_optional_results()}
    if not results:
        return
    passed = sum(p for p, _ in results.values())
    total = sum(t for _, t in results.values())
    terminalreporter.section("JSON Schema Test Suite, optional cases, every draft")
    for name, (p, t) in sorted(results.items()):
        terminalreporter.write_line(f"{p:4d}/{t:<4d} {name}")
    terminalreporter.write_line(f"{passed:4d}/{total:<4d} passed in all")
