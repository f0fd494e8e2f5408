"""A client that floods the server with messages is told once, its messages over the
budget are dropped unread, and it is served again once it slows down."""

from __future__ import annotations

import asyncio

from tests.realtime.live import LiveServer, new_campaign, sign_up, table_socket

BURST = 40  # the default WS_MESSAGE_BURST


async def test_a_flooding_client_is_slowed_down_not_served(live_server: LiveServer) -> None:
    gm = await sign_up(live_server, "gm")
    campaign_id = await new_campaign(gm)
    async with table_socket(live_server, gm, campaign_id) as mine:
        await mine.expect("hello")
        for _ in range(300):
            await mine.send({"type": "ping"})
        warning = await mine.expect("error", lambda m: m["code"] == "rate_limited")
        assert "Slow down" in warning["message"]
        await asyncio.sleep(0.5)
        pongs = [m for m in mine.received if m["type"] == "pong"]
        warnings = [m for m in mine.received if m.get("code") == "rate_limited"]
        assert BURST <= len(pongs) < 100
        assert len(warnings) == 1
        await asyncio.sleep(1.0)  # the budget refills
        answer = await mine.command({"type": "name_party", "name": "Calmer now"})
        assert answer["type"] == "ack"


async def test_a_sustained_flood_is_warned_once_not_once_a_refill(live_server: LiveServer) -> None:
    """Issue 16 hole 11: a client flooding for seconds (above the refill rate, so a token
    now and then is still spent) is told once, as docs/protocol.md promises."""
    gm = await sign_up(live_server, "gm")
    campaign_id = await new_campaign(gm)
    async with table_socket(live_server, gm, campaign_id) as mine:
        await mine.expect("hello")
        for _ in range(250):  # ~100 a second for 2.5 s: five times the refill rate
            await mine.send({"type": "ping"})
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.3)
        warnings = [m for m in mine.received if m.get("code") == "rate_limited"]
        assert len(warnings) == 1


async def test_more_sockets_of_one_account_share_its_budget(live_server: LiveServer) -> None:
    """Issue 24: opening more sockets (or logging in again) does not multiply how fast
    one account may send: every socket of the account spends from one budget."""
    gm = await sign_up(live_server, "gm")
    campaign_id = await new_campaign(gm)
    async with (
        table_socket(live_server, gm, campaign_id) as first,
        table_socket(live_server, gm, campaign_id) as second,
    ):
        await first.expect("hello")
        await second.expect("hello")
        for _ in range(BURST // 2 + 10):
            await first.send({"type": "ping"})
            await second.send({"type": "ping"})
        await asyncio.sleep(0.5)
        pongs = [m for s in (first, second) for m in s.received if m["type"] == "pong"]
        warned = [m for s in (first, second) for m in s.received if m.get("code") == "rate_limited"]
        assert len(pongs) < BURST + 10, "two sockets got twice the budget"
        assert warned
