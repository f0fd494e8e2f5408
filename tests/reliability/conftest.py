"""The reliability scenarios (issue 16) print what they measured — iterations, faults
injected, events checked, latencies — in a summary section of the test output."""

from __future__ import annotations

from collections.abc import Callable

import pytest

FIGURES: list[str] = []


@pytest.fixture
def figures() -> Callable[[str], None]:
    """Record one line of a scenario's figures (also printed at once)."""

    def record(line: str) -> None:
        FIGURES.append(line)
        print(line)

    return record


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if FIGURES:
        terminalreporter.section("reliability figures")
        for line in FIGURES:
            terminalreporter.write_line(line)
