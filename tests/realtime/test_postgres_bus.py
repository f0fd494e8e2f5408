"""The LISTEN/NOTIFY bus between processes: delivery both ways, no echo, ids-only
payloads, and recovery when the LISTEN connection is lost."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator
from typing import Any

import psycopg
import pytest

from app.realtime.postgres_bus import (
    EVENTS_CHANNEL,
    NOTICES_CHANNEL,
    PostgresBus,
    psycopg_conninfo,
)
from app.realtime.remote_bus import RemoteBus
from app.service.bus import Notice

pytestmark = pytest.mark.postgres


class Heard:
    """What a bus delivered to this process's listeners."""

    def __init__(self, bus: RemoteBus) -> None:
        self.events: list[tuple[int, int]] = []
        self.notices: list[Notice] = []
        self.arrived = asyncio.Event()
        bus.subscribe(self.on_events)
        bus.on_notice(self.on_notice)

    async def on_events(self, campaign_id: int, seq: int) -> None:
        self.events.append((campaign_id, seq))
        self.arrived.set()

    async def on_notice(self, notice: Notice) -> None:
        self.notices.append(notice)
        self.arrived.set()

    async def until(self, predicate: Any, within: float = 3.0) -> None:
        async with asyncio.timeout(within):
            while not predicate():
                self.arrived.clear()
                await self.arrived.wait()


@pytest.fixture
async def buses(postgres_migrated: str) -> AsyncIterator[tuple[PostgresBus, PostgresBus]]:
    first, second = PostgresBus(postgres_migrated), PostgresBus(postgres_migrated)
    await first.start()
    await second.start()
    try:
        yield first, second
    finally:
        await first.stop()
        await second.stop()


async def test_events_and_notices_reach_the_other_process_once(
    buses: tuple[PostgresBus, PostgresBus],
) -> None:
    first, second = buses
    here, there = Heard(first), Heard(second)
    await first.publish(7, 42)
    await first.announce(Notice("chat_posted", {"campaign": 7, "message": 3}))
    await there.until(lambda: there.events and there.notices)
    await second.publish(7, 43)
    await here.until(lambda: (7, 43) in here.events)
    await asyncio.sleep(0.2)
    assert here.events == [(7, 42), (7, 43)]
    assert there.events == [(7, 42), (7, 43)]
    assert [(n.kind, dict(n.data)) for n in there.notices] == [
        ("chat_posted", {"campaign": 7, "message": 3})
    ]
    assert len(here.notices) == 1


async def test_the_payloads_carry_ids_only(
    buses: tuple[PostgresBus, PostgresBus], postgres_migrated: str
) -> None:
    first, _ = buses
    async with await psycopg.AsyncConnection.connect(
        psycopg_conninfo(postgres_migrated), autocommit=True
    ) as spy:
        await spy.execute(f"LISTEN {EVENTS_CHANNEL}")
        await spy.execute(f"LISTEN {NOTICES_CHANNEL}")
        await first.publish(5, 9)
        await first.announce(Notice("sessions_revoked", {"user": 12}))
        payloads = [n.payload async for n in spy.notifies(timeout=2, stop_after=2)]
    assert re.fullmatch(r"[0-9a-f]{32}:5:9", payloads[0])
    notice = json.loads(payloads[1])
    assert notice == {"origin": first.origin, "kind": "sessions_revoked", "data": {"user": 12}}


async def terminate(database_url: str, application_name: str) -> None:
    """Kill the server side of a connection, as a database restart would."""
    async with await psycopg.AsyncConnection.connect(
        psycopg_conninfo(database_url), autocommit=True
    ) as admin:
        await admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = %s",
            (application_name,),
        )


async def test_a_lost_sending_connection_is_replaced(
    buses: tuple[PostgresBus, PostgresBus], postgres_migrated: str
) -> None:
    first, second = buses
    there = Heard(second)
    await first.publish(9, 1)
    await there.until(lambda: (9, 1) in there.events)
    await terminate(postgres_migrated, first.sender_name)
    await first.publish(9, 2)
    await there.until(lambda: (9, 2) in there.events)


async def test_a_lost_listen_connection_is_re_established(
    buses: tuple[PostgresBus, PostgresBus], postgres_migrated: str
) -> None:
    first, second = buses
    there = Heard(second)
    await terminate(postgres_migrated, second.listener_name)
    await there.until(lambda: any(n.kind == "bus_reconnected" for n in there.notices), 10)
    await second.listening.wait()
    await first.publish(8, 1)
    await there.until(lambda: (8, 1) in there.events)
