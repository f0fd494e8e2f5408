"""The reliability scenarios (issue 16) print what they measured — iterations, faults
injected, events checked, latencies — in a summary section of the test output."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.conftest import record_summary_line


@pytest.fixture
def figures(request: pytest.FixtureRequest) -> Callable[[str], None]:
    """Record one line of a scenario's figures (also printed at once)."""

    def record(line: str) -> None:
        record_summary_line(request.node, "reliability figures", line)

    return record
