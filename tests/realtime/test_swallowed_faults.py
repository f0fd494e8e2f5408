"""A fault a background loop swallows is counted in /metrics and fails the suite (issue 25).

Faults are planted in the room's fan-out and in the hub's periodic jobs: the loop keeps
running, ``hunters_background_faults_total{task=...}`` rises, and the suite's checks
(the in-process recorder, the reading of a server's log in text or JSON lines) report
the fault. The tests claim the planted records, so the suite itself stays green.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any, cast

import pytest

from app.logs import JsonFormatter, TextFormatter
from app.realtime.hub import Hub
from app.realtime.room import Room
from app.service import metrics
from app.service.context import ServiceContext
from tests.faults import (
    FaultRecords,
    fault_report,
    faults_in_output,
    faults_in_server_logs,
    server_stopped,
    watch_server_log,
)


def faults_counted(task: str) -> float:
    value = metrics.REGISTRY.get_sample_value("hunters_background_faults_total", {"task": task})
    return value or 0.0


def planted_room() -> Room:
    """A room with one (stand-in) connection whose fan-out always breaks."""
    room = Room(cast(ServiceContext, None), campaign_id=7)
    room.connections.add(cast(Any, object()))

    async def broken_fan_out() -> bool:
        raise RuntimeError("planted fan-out fault")

    room._fan_out = broken_fan_out  # type: ignore[method-assign]  # the fault planted on purpose
    return room


async def test_a_room_that_cannot_fan_out_counts_the_fault_and_the_suite_sees_it(
    swallowed_faults: FaultRecords,
) -> None:
    before = faults_counted("room.fan_out")
    room = planted_room()
    room.wake(3)
    assert room.worker is not None
    await room.worker
    assert faults_counted("room.fan_out") == before + 1
    assert 'hunters_background_faults_total{task="room.fan_out"}' in metrics.exposition(0).decode()
    report = fault_report(swallowed_faults.take())
    assert report is not None and "fan-out failed" in report and "planted" in report


async def test_a_hub_job_that_keeps_failing_is_counted_each_time_and_keeps_running(
    swallowed_faults: FaultRecords,
) -> None:
    before = faults_counted("hub.flaky_sweep")
    calls = 0
    third_call = asyncio.Event()

    async def _flaky_sweep() -> None:
        nonlocal calls
        calls += 1
        if calls == 3:
            third_call.set()
        raise RuntimeError("planted sweep fault")

    loop = asyncio.create_task(Hub._every(0, _flaky_sweep))
    await third_call.wait()
    loop.cancel()
    assert faults_counted("hub.flaky_sweep") >= before + 3
    records = swallowed_faults.take()
    assert len(records) >= 3 and {getattr(r, "task", "") for r in records} == {"hub.flaky_sweep"}


def test_no_fault_no_report() -> None:
    assert fault_report([]) is None
    assert faults_in_output("INFO    hunters.commands: command accepted campaign=1\n") is None


@pytest.mark.parametrize("formatter", [TextFormatter(), JsonFormatter()], ids=["text", "json"])
def test_a_fault_line_in_a_server_log_is_reported(
    swallowed_faults: FaultRecords, formatter: logging.Formatter, tmp_path: Path
) -> None:
    try:
        raise RuntimeError("planted")
    except RuntimeError:
        metrics.swallowed_fault("deadlines.refresh", "deadline refresh failed", campaign=3)
    [record] = swallowed_faults.take()
    log = tmp_path / "server.log"
    log.write_text("INFO    uvicorn.error: started\n")
    watch_server_log(log)
    with log.open("a") as server_output:
        server_output.write(formatter.format(record) + "\n")
    server_stopped(log)
    report = faults_in_server_logs()
    assert report is not None and "deadline refresh failed" in report
    assert faults_in_server_logs() is None  # each line is reported once
