"""A fault a background loop swallows fails the test it happened in (issue 25).

The server logs every such fault on one logger, ``hunters.faults`` (see
``app.service.metrics.swallowed_fault``). In the test process the autouse fixture in
tests/conftest.py records that logger's lines while each test runs; server processes
started by the harnesses write their output to a log file that is watched: at each
test's end the lines written since the last look are read, and a line naming the logger
(it appears in the text and in the JSON format alike) fails the test.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from pathlib import Path

from app.service.metrics import FAULT_LOGGER

SHOWN_CHARS = 4000


class FaultRecords(logging.Handler):
    """The ``hunters.faults`` records emitted in this process while a test runs."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def take(self) -> list[logging.LogRecord]:
        """Claim the faults recorded so far (a test that plants one on purpose)."""
        taken, self.records = self.records, []
        return taken


@contextlib.contextmanager
def recording_faults() -> Iterator[FaultRecords]:
    handler = FaultRecords()
    logger = logging.getLogger(FAULT_LOGGER)
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


def fault_report(records: list[logging.LogRecord]) -> str | None:
    """What to fail a test with for faults swallowed in this process; None if none."""
    if not records:
        return None
    formatter = logging.Formatter("%(name)s: %(message)s task=%(task)s")
    shown = "\n".join(formatter.format(r) for r in records)[-SHOWN_CHARS:]
    return f"{len(records)} fault(s) swallowed by a background loop:\n{shown}"


def faults_in_output(output: str) -> str | None:
    """What to fail a test with for the fault lines in a server's output; None if none."""
    found = [line for line in output.splitlines() if FAULT_LOGGER in line]
    if not found:
        return None
    start = output.index(found[0])
    shown = output[start : start + SHOWN_CHARS]
    return f"{len(found)} fault(s) swallowed by a server process:\n{shown}"


_watched: dict[Path, int] = {}
"""A server's log file -> how much of it was checked already."""
_stopped: set[Path] = set()


def watch_server_log(path: Path) -> None:
    """A harness started a server writing to ``path``: check what it writes from now."""
    _watched.setdefault(path, path.stat().st_size if path.exists() else 0)
    _stopped.discard(path)


def server_stopped(path: Path) -> None:
    """The server stopped: its last lines are checked once more, then the file is let go."""
    _stopped.add(path)


def faults_in_server_logs() -> str | None:
    """Read every watched log past the part checked before; the faults found there."""
    reports = []
    for path, checked in list(_watched.items()):
        new = _read_from(path, checked)
        _watched[path] = checked + len(new)
        report = faults_in_output(new.decode(errors="replace"))
        if report:
            reports.append(f"{path}: {report}")
        if path in _stopped:
            del _watched[path]
            _stopped.discard(path)
    return "\n".join(reports) or None


def assert_no_server_faults() -> None:
    """For a harness whose server outlives a test (module-scoped): check at its stop."""
    report = faults_in_server_logs()
    assert report is None, report


def _read_from(path: Path, offset: int) -> bytes:
    if not path.exists():
        return b""
    with path.open("rb") as log:
        log.seek(offset)
        return log.read()
