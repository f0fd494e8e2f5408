"""Time comes from here, never from the engine (DESIGN principle 1)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Protocol


class Clock(Protocol):
    def now(self) -> datetime: ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(UTC)


def as_utc(moment: datetime) -> datetime:
    """SQLite hands back naive datetimes: they were stored as UTC."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
