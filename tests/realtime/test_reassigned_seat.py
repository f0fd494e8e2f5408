"""Probe hole 9 (issue 16): when the GM gives a seat to someone else, the former
holder's live socket does not keep the seat's private view: it closes at once — 4003
for one who is no longer a member, 4005 for one whose place changed (the GM who gave
away their own seat) — and the new holder reconnects into the seat."""

from __future__ import annotations

from tests.realtime.live import LiveServer, invite_in, seated, sign_up, two_seats

AT_ONCE_SECONDS = 2.0  # well under the sweep (30 s), which would also catch it


async def test_the_former_holder_is_closed_at_once(live_server: LiveServer) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    newcomer = await sign_up(live_server, "newcomer")
    await invite_in(gm, newcomer, campaign_id, role="spectator")  # a seat goes to a member
    async with seated(live_server, friend, campaign_id) as (socket, hello):
        assert hello["you"]["seat"] == "seat2"
        moved = await gm.post(
            f"/api/campaigns/{campaign_id}/seats/seat2/reassign", {"username": newcomer.username}
        )
        assert moved.status_code == 200, moved.text
        code, _reason = await socket.closed(within=AT_ONCE_SECONDS)
    assert code == 4003
    async with seated(live_server, newcomer, campaign_id) as (_socket, hello):
        assert hello["you"]["seat"] == "seat2"


async def test_a_gm_who_gives_away_their_seat_is_closed_to_reconnect(
    live_server: LiveServer,
) -> None:
    gm, _friend, campaign_id = await two_seats(live_server)
    heir = await sign_up(live_server, "heir")
    await invite_in(gm, heir, campaign_id, role="spectator")
    async with seated(live_server, gm, campaign_id) as (socket, hello):
        assert hello["you"]["seat"] == "seat1"
        moved = await gm.post(
            f"/api/campaigns/{campaign_id}/seats/seat1/reassign", {"username": heir.username}
        )
        assert moved.status_code == 200, moved.text
        code, _reason = await socket.closed(within=AT_ONCE_SECONDS)
    assert code == 4005
    async with seated(live_server, gm, campaign_id) as (_socket, hello):
        assert (hello["you"]["role"], hello["you"]["seat"]) == ("gm", None)
