"""The Redis pub/sub bus between processes (EVENT_BUS=redis): delivery both ways, no
echo, ids-only payloads, and recovery when the subscribing connection is killed."""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import redis.asyncio as redis

from app.main import make_bus
from app.realtime.redis_bus import RedisBus
from app.realtime.remote_bus import EVENTS_CHANNEL, NOTICES_CHANNEL
from app.service.bus import InProcessBus, Notice
from app.settings import Settings
from tests.realtime.test_postgres_bus import Heard

REDIS_URL = Settings().redis_url
OURS = 900_000_000 + 1000 * (os.getpid() % 100_000)
"""Redis's channels are one for the whole server: the scale-out tests' servers (on another
pytest-xdist worker) and other runs publish there too. This module's campaign ids start
here, far above any real table's, and it reads only what names them."""


def ours(events: list[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(campaign - OURS, seq) for campaign, seq in events if is_ours(campaign)]


def is_ours(number: int) -> bool:
    return OURS <= number < OURS + 1000


def our_notices(notices: list[Notice]) -> list[Notice]:
    return [n for n in notices if is_ours(int(n.data.get("campaign", n.data.get("user", 0))))]


def is_redis_up() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 6379), timeout=1):
            return True
    except OSError:
        return False


pytestmark = pytest.mark.skipif(not is_redis_up(), reason="no Redis on 127.0.0.1:6379")


@pytest.fixture
async def buses() -> AsyncIterator[tuple[RedisBus, RedisBus]]:
    first, second = RedisBus(REDIS_URL), RedisBus(REDIS_URL)
    await first.start()
    await second.start()
    try:
        yield first, second
    finally:
        await first.stop()
        await second.stop()


async def test_events_and_notices_reach_the_other_process_once(
    buses: tuple[RedisBus, RedisBus],
) -> None:
    first, second = buses
    here, there = Heard(first), Heard(second)
    await first.publish(OURS + 7, 42)
    await first.announce(Notice("chat_posted", {"campaign": OURS + 7, "message": 3}))
    await there.until(lambda: ours(there.events) and our_notices(there.notices))
    await second.publish(OURS + 7, 43)
    await here.until(lambda: (7, 43) in ours(here.events))
    await asyncio.sleep(0.2)
    assert ours(here.events) == [(7, 42), (7, 43)]
    assert ours(there.events) == [(7, 42), (7, 43)]
    assert [(n.kind, dict(n.data)) for n in our_notices(there.notices)] == [
        ("chat_posted", {"campaign": OURS + 7, "message": 3})
    ]
    assert len(our_notices(here.notices)) == 1


async def test_the_payloads_carry_ids_only(buses: tuple[RedisBus, RedisBus]) -> None:
    first, _ = buses
    spy = redis.Redis.from_url(REDIS_URL, decode_responses=True)
    async with spy.pubsub(ignore_subscribe_messages=True) as pubsub:
        await pubsub.subscribe(EVENTS_CHANNEL, NOTICES_CHANNEL)
        await first.publish(OURS + 5, 9)
        await first.announce(Notice("sessions_revoked", {"user": OURS + 12}))
        payloads: list[str] = []
        async with asyncio.timeout(3):
            while len(payloads) < 2:
                message = await pubsub.get_message(timeout=1)
                if message is not None and any(str(OURS + n) in message["data"] for n in (5, 12)):
                    payloads.append(message["data"])
    await spy.aclose()
    assert re.fullmatch(rf"[0-9a-f]{{32}}:{OURS + 5}:9", payloads[0])
    notice = json.loads(payloads[1])
    sent = {"origin": first.origin, "kind": "sessions_revoked", "data": {"user": OURS + 12}}
    assert notice == sent


async def test_a_killed_subscription_reconnects_and_says_so(
    buses: tuple[RedisBus, RedisBus],
) -> None:
    first, second = buses
    there = Heard(second)
    admin = redis.Redis.from_url(REDIS_URL)
    ids = [c["id"] for c in await admin.client_list() if c["name"] == second.listener_name]
    assert len(ids) == 1
    assert await admin.client_kill_filter(_id=ids[0]) == 1
    await admin.aclose()
    await there.until(lambda: any(n.kind == "bus_reconnected" for n in there.notices), 5)
    await first.publish(OURS + 11, 1)
    await there.until(lambda: (11, 1) in ours(there.events))


def test_event_bus_redis_picks_the_redis_bus_even_on_postgres(tmp_path: Path) -> None:
    chosen = Settings(
        database_url="postgresql+psycopg://nobody@127.0.0.1:1/none",
        data_dir=tmp_path,
        event_bus="redis",
        redis_url="redis://127.0.0.1:6379/3",
    )
    bus = make_bus(chosen)
    assert isinstance(bus, RedisBus)
    assert (chosen.uses_redis_bus, chosen.uses_postgres_bus) == (True, False)
    assert isinstance(make_bus(Settings(data_dir=tmp_path)), InProcessBus)
