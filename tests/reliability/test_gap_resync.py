"""Scenario 6 of issue 16: gap resync on a real server. A client away while 1 … 1,000
events were stored (across snapshots) comes back with ``since_seq`` and gets the gap
filled in order — or, beyond the resume window, a fresh view; a command whose NOTIFY
never went out (written by a process with no bus) still reaches a connected client.
Either way the client's view ends equal to the server's view for that seat."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr

from app.engine import Actor
from app.service.commands import Accepted, CommandRequest, run_command
from app.service.runtime import open_context
from app.settings import Settings
from tests.conftest import BACKENDS
from tests.factories import Player
from tests.realtime.live import command_id, new_campaign, seated, sign_up
from tests.reliability.harness import ServerProcess, fresh_database, serving

GAPS = (1, 7, 120, 499, 1000)
RESUME_WINDOW = 500
SERVER_ENV = {"WS_SWEEP_SECONDS": "0.5", "SNAPSHOT_INTERVAL": "50"}


@pytest.fixture(params=BACKENDS)
def served(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, ServerProcess]]:
    with (
        fresh_database(request.param, tmp_path) as url,
        serving(url, tmp_path, count=1, **SERVER_ENV) as [server],
    ):
        yield request.param, server


async def write_behind_the_servers_back(
    server: ServerProcess, campaign_id: int, count: int
) -> None:
    """Commands stored by another process with no bus: no NOTIFY is ever sent for them."""
    settings = Settings(
        database_url=server.database_url, data_dir=server.data_dir, secret_key=SecretStr("other")
    )
    async with open_context(settings) as ctx:
        for i in range(count):
            result = await run_command(
                ctx,
                CommandRequest(
                    campaign_id=campaign_id,
                    command_id=command_id(),
                    payload={"type": "name_party", "name": f"Away {i}"},
                    actor=Actor(role="seat", seat="seat1"),
                ),
            )
            assert isinstance(result, Accepted)


async def server_view(player: Player, campaign_id: int) -> dict[str, Any]:
    view: dict[str, Any] = (await player.get(f"/api/campaigns/{campaign_id}/view")).json()
    return view


async def test_a_client_back_from_a_gap_catches_up_in_order(
    served: tuple[str, ServerProcess], figures: Callable[[str], None]
) -> None:
    backend, server = served
    gm = await sign_up(server.live, "gm")
    campaign_id = await new_campaign(gm)
    checked = syncs = 0
    started = time.perf_counter()
    for gap in GAPS:
        async with seated(server.live, gm, campaign_id) as (_socket, hello):
            since = hello["seq"]
        await write_behind_the_servers_back(server, campaign_id, gap)
        async with seated(server.live, gm, campaign_id, since_seq=since) as (socket, hello):
            answer = await socket.expect("events|sync", within=10)
            expected = await server_view(gm, campaign_id)
        assert hello["seq"] == since + gap == expected["seq"]
        if gap > RESUME_WINDOW:
            assert (answer["type"], answer["reason"]) == ("sync", "too_far_behind")
            syncs += 1
        else:
            assert answer["type"] == "events" and answer["replay"]
            seqs = [e["seq"] for e in answer["events"]]
            assert seqs == list(range(since + 1, since + gap + 1))  # in order, no gap
            checked += len(seqs)
        assert answer["view"] == expected["view"]
    elapsed = time.perf_counter() - started
    figures(
        f"gap resync [{backend}]: gaps of {', '.join(map(str, GAPS))} events (snapshots every 50): "
        f"{checked} replayed events checked in order, {syncs} fresh view(s) beyond the window of "
        f"{RESUME_WINDOW}; views equal the server's ({elapsed:.1f} s)"
    )


async def test_a_dropped_notification_is_caught_up(
    served: tuple[str, ServerProcess], figures: Callable[[str], None]
) -> None:
    backend, server = served
    gm = await sign_up(server.live, "gm")
    campaign_id = await new_campaign(gm)
    async with seated(server.live, gm, campaign_id) as (socket, hello):
        started = time.perf_counter()
        await write_behind_the_servers_back(server, campaign_id, 3)
        batch = await socket.expect("events", within=5)
        waited = time.perf_counter() - started
        while batch["seq_to"] < hello["seq"] + 3:
            batch = await socket.expect("events", within=5)
        await asyncio.sleep(0.1)
        expected = await server_view(gm, campaign_id)
    assert batch["seq_to"] == expected["seq"]
    assert batch["view"] == expected["view"]
    figures(
        f"dropped NOTIFY [{backend}]: 3 commands stored with no notification reached the "
        f"client by the sweep in {waited * 1000:.0f} ms (sweep every 0.5 s); view equal"
    )
