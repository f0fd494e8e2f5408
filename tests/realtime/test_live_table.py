"""The live table over a real server: delivery between seats, who may connect, views per
seat, reconnect and resync, idempotent commands. Every message a player receives is
checked for leaks."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from tests.factories import Player
from tests.realtime.leaks import leaks
from tests.realtime.live import (
    LiveServer,
    TableSocket,
    invite_in,
    new_campaign,
    sign_up,
    table_socket,
)

SERVER_ENV = {"WS_RESUME_WINDOW": "4"}


async def two_seats(server: LiveServer) -> tuple[Player, Player, int]:
    gm = await sign_up(server, "gm")
    friend = await sign_up(server, "friend")
    campaign_id = await new_campaign(gm)
    await invite_in(gm, friend, campaign_id)
    return gm, friend, campaign_id


def assert_no_leaks(socket: TableSocket, heroes: set[str]) -> None:
    """Nothing this (player's) socket received shows hidden information."""
    for message in socket.received:
        assert leaks(message, heroes) == [], message["type"]


@asynccontextmanager
async def seated(
    server: LiveServer, player: Player, campaign_id: int, **query: object
) -> AsyncIterator[tuple[TableSocket, dict[str, Any]]]:
    async with table_socket(server, player, campaign_id, **query) as socket:
        yield socket, await socket.expect("hello")


async def test_a_command_reaches_the_other_seat_within_a_second(live_server: LiveServer) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    async with (
        seated(live_server, gm, campaign_id) as (mine, _),
        seated(live_server, friend, campaign_id) as (theirs, hello),
    ):
        assert hello["protocol"] == 1
        assert hello["you"] | {"user": None} == {
            "user": None,
            "role": "player",
            "seat": "seat2",
            "heroes": [],
            "can_command": True,
        }
        assert set(hello["view"]["seats"]) == {"seat1", "seat2"}
        sent = time.perf_counter()
        ack = await mine.command({"type": "choose_hero", "hero": "huntress"})
        assert ack["type"] == "ack", ack
        batch = await theirs.expect("events", within=1.0)
        assert batch["_at"] - sent < 1.0
        assert (batch["seq_from"], batch["seq_to"]) == (hello["seq"] + 1, ack["seq"])
        assert [e["event"]["type"] for e in batch["events"]] == ["hero_chosen"]
        assert batch["view"]["seats"]["seat1"]["heroes"] == ["huntress"]
        assert batch["view"]["you"]["seat"] == "seat2"
    assert_no_leaks(mine, {"huntress"})
    assert_no_leaks(theirs, set())


async def test_a_rejected_command_is_answered_on_its_connection_only(
    live_server: LiveServer,
) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    async with (
        seated(live_server, gm, campaign_id) as (mine, _),
        seated(live_server, friend, campaign_id) as (theirs, hello),
    ):
        assert (await mine.command({"type": "choose_hero", "hero": "huntress"}))["type"] == "ack"
        taken = await theirs.command({"type": "choose_hero", "hero": "huntress"})
        assert (taken["type"], taken["code"], taken["rule"]) == ("reject", "hero_taken", "DEV-02")
        stale = await theirs.command({"type": "set_ready"}, expected_seq=hello["seq"])
        assert (stale["type"], stale["code"]) == ("reject", "stale")
        junk = await theirs.command({"type": "teleport"})
        assert (junk["type"], junk["code"]) == ("reject", "malformed")
        await asyncio.sleep(0.2)
        assert not [m for m in mine.received if m["type"] == "reject"]


async def test_a_wrong_or_missing_origin_is_refused_before_the_handshake(
    live_server: LiveServer,
) -> None:
    gm, _, campaign_id = await two_seats(live_server)
    async with seated(live_server, gm, campaign_id):
        with pytest.raises(InvalidStatus) as refused:
            async with table_socket(live_server, gm, campaign_id, origin="http://evil.example"):
                pass
        assert refused.value.response.status_code == 403
        assert json.loads(refused.value.response.body)["code"] == "bad_origin"
        cookie = {"Cookie": f"hunters_session={gm.client.cookies.get('hunters_session')}"}
        with pytest.raises(InvalidStatus) as anonymous_page:
            await connect(
                live_server.socket_url(campaign_id), additional_headers=cookie, proxy=None
            )
        assert anonymous_page.value.response.status_code == 403


@pytest.mark.parametrize(
    ("who", "status", "code"),
    [
        ("outsider", 403, "not_a_member"),
        ("nobody", 401, "not_logged_in"),
        ("lost", 404, "not_found"),
    ],
)
async def test_strangers_are_refused(
    live_server: LiveServer, who: str, status: int, code: str
) -> None:
    gm, _, campaign_id = await two_seats(live_server)
    player = (
        None
        if who == "nobody"
        else (await sign_up(live_server, "outsider") if who == "outsider" else gm)
    )
    target = campaign_id + 10_000 if who == "lost" else campaign_id
    with pytest.raises(InvalidStatus) as refused:
        async with table_socket(live_server, player, target):
            pass
    assert refused.value.response.status_code == status
    assert json.loads(refused.value.response.body)["code"] == code
