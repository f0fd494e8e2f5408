"""Scale-out with real processes (issue 17): two ``hunters serve`` processes on two
ports, with the LISTEN/NOTIFY bus and (separately) the Redis bus, deliver a command
made on A to a socket on B; the same campaign's commands made at once on A and on B
keep its seq strictly increasing without gaps, in the database and on both sockets;
``serve --workers 2`` runs two processes behind one port, each with its own bus."""

from __future__ import annotations

import asyncio
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, text

from app.settings import sync_database_url
from tests.integration.server import HUNTERS, free_port, hunters_env, wait_until_up
from tests.realtime.conftest import empty_postgres
from tests.realtime.live import (
    LiveServer,
    TableSocket,
    install_pack,
    running_server,
    seated,
    two_seats,
)
from tests.realtime.test_redis_bus import is_redis_up

pytestmark = pytest.mark.postgres
BUSES = [
    "postgres",
    pytest.param("redis", marks=pytest.mark.skipif(not is_redis_up(), reason="no Redis")),
]
EACH_SIDE = 12


@pytest.fixture(scope="module", params=BUSES)
def two_processes(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[LiveServer, LiveServer]]:
    url: str = request.getfixturevalue("postgres_migrated")
    empty_postgres(url)
    folder: Path = tmp_path_factory.mktemp(f"scale-{request.param}")
    install_pack(url, folder)
    env = {"EVENT_BUS": request.param}
    with running_server(url, folder, env) as first, running_server(url, folder, env) as second:
        yield first, second


async def test_a_command_made_on_a_reaches_a_socket_on_b(
    two_processes: tuple[LiveServer, LiveServer],
) -> None:
    here, there = two_processes
    gm, friend, campaign_id = await two_seats(here)
    async with (
        seated(here, gm, campaign_id) as (mine, _),
        seated(there, friend, campaign_id) as (theirs, _),
    ):
        ack = await mine.command({"type": "name_party", "name": "Across the river"})
        assert ack["type"] == "ack", ack
        batch = await theirs.expect("events", lambda m: m["seq_to"] == ack["seq"])
        assert [e["event"]["type"] for e in batch["events"]] == ["party_named"]


def contiguous(socket: TableSocket, after: int) -> list[tuple[int, int]]:
    """The (seq_from, seq_to) of every events message the socket got after ``after``."""
    ranges = [(m["seq_from"], m["seq_to"]) for m in socket.events_received()]
    return [r for r in ranges if r[1] > after]


async def test_commands_at_once_on_a_and_b_keep_seq_gapless(
    two_processes: tuple[LiveServer, LiveServer],
) -> None:
    here, there = two_processes
    gm, friend, campaign_id = await two_seats(here)
    async with (
        seated(here, gm, campaign_id) as (mine, hello),
        seated(there, friend, campaign_id) as (theirs, _),
    ):
        start = hello["seq"]
        acks = await asyncio.gather(
            *(mine.command({"type": "name_party", "name": f"A{n}"}) for n in range(EACH_SIDE)),
            *(theirs.command({"type": "name_party", "name": f"B{n}"}) for n in range(EACH_SIDE)),
        )
        assert {a["type"] for a in acks} == {"ack"}, acks
        last = start + 2 * EACH_SIDE
        assert sorted(a["seq"] for a in acks) == list(range(start + 1, last + 1))
        for socket in (mine, theirs):
            await socket.expect("events", lambda m: m["seq_to"] == last, within=5)
            ranges = contiguous(socket, start)
            assert [f for f, _ in ranges] == [start + 1] + [t + 1 for _, t in ranges[:-1]]
            assert not [m for m in socket.received if m["type"] == "sync"]
    engine = create_engine(sync_database_url(here.database_url))
    with engine.connect() as connection:
        seqs = connection.execute(
            text("SELECT seq FROM campaign_events WHERE campaign_id = :c ORDER BY id"),
            {"c": campaign_id},
        ).scalars()
        assert list(seqs) == list(range(1, last + 1))
    engine.dispose()


def listeners(database_url: str) -> set[str]:
    """The bus LISTEN connections on this database (the server is shared by others)."""
    engine = create_engine(sync_database_url(database_url))
    with engine.connect() as connection:
        names = connection.execute(
            text(
                "SELECT application_name FROM pg_stat_activity"
                " WHERE datname = current_database() AND application_name LIKE :p"
            ),
            {"p": "hunters-listen-%"},
        ).scalars()
        found = set(names)
    engine.dispose()
    return found


def test_serve_workers_runs_processes_that_each_listen(
    postgres_migrated: str, tmp_path: Path
) -> None:
    empty_postgres(postgres_migrated)
    port = free_port()
    env = hunters_env(postgres_migrated, tmp_path, PORT=str(port))
    before = listeners(postgres_migrated)
    process = subprocess.Popen(
        [*HUNTERS, "serve", "--port", str(port), "--workers", "2"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        wait_until_up(f"http://127.0.0.1:{port}", process, seconds=60)
        for _ in range(100):
            if len(listeners(postgres_migrated) - before) == 2:
                break
            httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2)
        assert len(listeners(postgres_migrated) - before) == 2
    finally:
        process.terminate()
        process.wait(timeout=15)
