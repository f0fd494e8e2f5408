"""Every notification test reads the log: a look that raised ("notifications failed"),
a send that raised, or an exception asyncio found in a forgotten task fails the test
(issue 24: 950 + 212 such lines went unseen while the tests passed)."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

WATCHED = ("hunters", "asyncio")
FAILURE_LINES = ("notifications failed", "notification send failed", "Task exception")


class FailureLines(logging.Handler):
    """Keeps each record that reports a fault: ERROR or worse, or any with a traceback."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if (
            record.levelno >= logging.ERROR
            or record.exc_info
            or any(line in message for line in FAILURE_LINES)
        ):
            self.lines.append(f"{record.name}: {message} {record.exc_info or ''}")


@pytest.fixture(autouse=True)
def failure_lines() -> Iterator[list[str]]:
    """Attached to the loggers themselves (the app replaces the root's handlers)."""
    handler = FailureLines()
    for name in WATCHED:
        logging.getLogger(name).addHandler(handler)
    yield handler.lines
    for name in WATCHED:
        logging.getLogger(name).removeHandler(handler)
    if handler.lines:
        pytest.fail("the log reports faults:\n" + "\n".join(handler.lines[:5]))
