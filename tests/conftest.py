"""Session-wide settings: Hypothesis's profile, and the pass count of the official suite's
optional cases."""

from __future__ import annotations

import sys
from typing import Any

from hypothesis import HealthCheck, settings

# The suite runs on two shared cores, often beside other builds: how long one example takes to
# draw or run says nothing about the property under test, so timing is never a failure.
settings.register_profile("agentproto", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("agentproto")


def pytest_terminal_summary(terminalreporter: Any) -> None:
    suite = sys.modules.get("test_official_suite") or sys.modules.get("tests.test_official_suite")
    results: dict[str, list[int]] = getattr(suite, "OPTIONAL_RESULTS", {})
    if not results:
        return
    passed = sum(p for p, _ in results.values())
    total = sum(t for _, t in results.values())
    terminalreporter.section("JSON Schema Test Suite, optional cases, every draft")
    for name, (p, t) in sorted(results.items()):
        terminalreporter.write_line(f"{p:4d}/{t:<4d} {name}")
    terminalreporter.write_line(f"{passed:4d}/{total:<4d} passed in all")
