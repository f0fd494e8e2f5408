"""A fault in the notification sender is loud (issue 24/25): a look that raises and a
send that raises are each counted in /metrics (``hunters_background_faults``), logged
once by the sender, and the loop goes on; asyncio never has to report a task's
exception as "never retrieved"."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from app.service.metrics import BACKGROUND_FAULTS, exposition
from app.service.notifications.sender import NotificationSender
from tests.api.conftest import app  # noqa: F401
from tests.faults import FaultRecords


def failures(task: str) -> float:
    return float(BACKGROUND_FAULTS.labels(task=task)._value.get())


async def test_a_look_that_raises_is_counted_and_the_loop_goes_on(
    app: Any,  # noqa: F811
    failure_lines: list[str],
    monkeypatch: pytest.MonkeyPatch,
    swallowed_faults: FaultRecords,
) -> None:
    sender: NotificationSender = app.state.notifications
    looked: list[int] = []

    async def broken_once(campaign_id: int, seq: int, *, first_seq: int | None = None) -> None:
        looked.append(campaign_id)
        if len(looked) == 1:
            raise RuntimeError("the database went away")

    monkeypatch.setattr(sender, "handle", broken_once)
    before = failures("notifications")
    await sender.on_committed(7, 3)
    await sender.settled()
    await sender.on_committed(8, 4)
    await sender.settled()
    assert looked == [7, 8]
    assert failures("notifications") == before + 1
    assert 'hunters_background_faults_total{task="notifications"}' in exposition(0).decode()
    assert [line for line in failure_lines if "notifications failed" in line]
    failure_lines.clear()  # seen: this test makes the fault on purpose
    assert [r.getMessage() for r in swallowed_faults.take()] == ["notifications failed"]


async def test_a_send_that_raises_is_counted_not_left_to_asyncio(
    app: Any,  # noqa: F811
    failure_lines: list[str],
    swallowed_faults: FaultRecords,
) -> None:
    sender: NotificationSender = app.state.notifications

    async def broken_send() -> None:
        raise ValueError("a URL the HTTP client cannot take")

    before = failures("notification_sends")
    sender._spawn(broken_send())
    await sender.settled()
    await asyncio.sleep(0)
    assert failures("notification_sends") == before + 1
    assert [line for line in failure_lines if "notification send failed" in line]
    assert not [line for line in failure_lines if "never retrieved" in line]
    failure_lines.clear()
    assert [r.getMessage() for r in swallowed_faults.take()] == ["notification send failed"]
