"""Several server processes on one Postgres database: commands, chat, presence and
logouts reach the clients of every process (LISTEN/NOTIFY). Prints the measured
cross-process delivery time."""

from __future__ import annotations

import statistics
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.realtime.conftest import empty_postgres
from tests.realtime.live import (
    LiveServer,
    TableSocket,
    install_pack,
    invite_in,
    new_campaign,
    running_server,
    sign_up,
    table_socket,
)

pytestmark = pytest.mark.postgres
ROUNDS = 20


@pytest.fixture(scope="module")
def two_servers(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[LiveServer, LiveServer]]:
    url: str = request.getfixturevalue("postgres_migrated")
    empty_postgres(url)
    folder: Path = tmp_path_factory.mktemp("two-processes")
    install_pack(url, folder)
    with running_server(url, folder, {}) as first, running_server(url, folder, {}) as second:
        yield first, second


async def timed_command(
    sender: TableSocket, receiver: TableSocket, number: int
) -> tuple[float, float]:
    """(seconds from sending to the receiver having the events, how much later than the
    sender's own process delivered them to the sender)."""
    sent = time.perf_counter()
    ack = await sender.command({"type": "name_party", "name": f"Party {number}"})
    assert ack["type"] == "ack", ack
    theirs = await receiver.expect("events", lambda m: m["seq_to"] == ack["seq"], within=1.0)
    if sender is receiver:
        return theirs["_at"] - sent, 0.0
    mine = await sender.expect("events", lambda m: m["seq_to"] == ack["seq"], within=1.0)
    return theirs["_at"] - sent, theirs["_at"] - mine["_at"]


async def test_commands_through_either_process_reach_both(
    two_servers: tuple[LiveServer, LiveServer], report_timing: Any
) -> None:
    here, there = two_servers
    gm = await sign_up(here, "gm")
    friend = await sign_up(here, "friend")
    campaign_id = await new_campaign(gm)
    await invite_in(gm, friend, campaign_id)
    async with (
        table_socket(here, gm, campaign_id) as mine,
        table_socket(there, friend, campaign_id) as theirs,
    ):
        await mine.expect("hello")
        await theirs.expect("hello")
        crossing = [await timed_command(mine, theirs, n) for n in range(ROUNDS)]
        crossing += [await timed_command(theirs, mine, n) for n in range(ROUNDS)]
        local = [(await timed_command(mine, mine, n))[0] for n in range(ROUNDS)]
    total = [t for t, _ in crossing]
    hop = [h for _, h in crossing]
    report_timing(
        f"cross-process delivery over {len(total)} commands (sent on one process, "
        f"received on the other): median {statistics.median(total) * 1000:.1f} ms, "
        f"worst {max(total) * 1000:.1f} ms; on the sender's own process: median "
        f"{statistics.median(local) * 1000:.1f} ms; the other process lags the sender's by "
        f"median {statistics.median(hop) * 1000:.1f} ms, worst {max(hop) * 1000:.1f} ms"
    )
    assert max(total) < 1.0


async def test_http_commands_retries_chat_and_presence_cross_processes(
    two_servers: tuple[LiveServer, LiveServer],
) -> None:
    here, there = two_servers
    gm = await sign_up(here, "gm")
    friend = await sign_up(there, "friend")
    campaign_id = await new_campaign(gm)
    await invite_in(gm, friend, campaign_id)
    async with (
        table_socket(here, gm, campaign_id) as mine,
        table_socket(there, friend, campaign_id) as theirs,
    ):
        both = await mine.expect("presence", lambda m: len(m["members"]) == 2)
        assert {m["user"] for m in both["members"]} == {gm.username, friend.username}
        sent = await friend.command(campaign_id, {"type": "choose_hero", "hero": "medic"})
        assert sent.status_code == 200, sent.text
        batch = await mine.expect("events", lambda m: m["seq_to"] == sent.json()["seq"])
        assert batch["view"]["seats"]["seat2"]["heroes"] == ["medic"]
        rename = {"type": "name_party", "name": "Wolfpack"}
        first = await mine.command(rename, command_id="same-across-processes")
        retry = await mine.command(rename, command_id="same-across-processes")
        other = await theirs.command(rename, command_id="same-across-processes")
        assert (retry["duplicate"], retry["seq"]) == (True, first["seq"])
        assert (other["type"], other["code"]) == ("reject", "command_id_reused")
        await theirs.send({"type": "chat", "text": "Over here!"})
        line = await mine.expect("chat", lambda m: not m["history"])
        assert (line["messages"][0]["user"], first["type"]) == (friend.username, "ack")
    async with table_socket(here, gm, campaign_id) as alone:
        await alone.expect("presence", lambda m: len(m["members"]) == 1, within=5)


async def test_logging_out_on_one_process_closes_sockets_on_the_other(
    two_servers: tuple[LiveServer, LiveServer],
) -> None:
    here, there = two_servers
    gm = await sign_up(here, "gm")
    campaign_id = await new_campaign(gm)
    async with table_socket(there, gm, campaign_id) as elsewhere:
        await elsewhere.expect("hello")
        started = time.perf_counter()
        assert (await gm.post("/api/auth/logout")).status_code == 204
        assert (await elsewhere.closed(within=5))[0] == 4001
        assert time.perf_counter() - started < 5
