"""Invite links: joining as player or spectator, expiry, single use, revocation."""

from __future__ import annotations

from typing import Any

from tests.factories import MovableClock, Player, register


async def campaign(gm: Player, **extra: Any) -> int:
    response = await gm.post("/api/campaigns", {"name": "Wolves", "pack": "test", **extra})
    assert response.status_code == 201, response.text
    return int(response.json()["id"])


async def invite(gm: Player, campaign_id: int, **body: Any) -> dict[str, Any]:
    response = await gm.post(f"/api/campaigns/{campaign_id}/invites", body)
    assert response.status_code == 201, response.text
    return dict(response.json())


async def test_joining_by_link_takes_a_seat(app: Any) -> None:
    gm = await register(app, "gamemaster")
    cid = await campaign(gm)
    link = await invite(gm, cid)
    assert link["url"].endswith(f"/#/join/{link['token']}")
    friend = await register(app, "friend")
    preview = await friend.get(f"/api/invites/{link['token']}")
    assert preview.json() | {"expires_at": None} == {
        "campaign_id": cid,
        "campaign_name": "Wolves",
        "gm": "gamemaster",
        "role": "player",
        "expires_at": None,
    }
    joined = await friend.post(f"/api/invites/{link['token']}/accept")
    assert joined.json() == {"campaign_id": cid, "role": "player", "seat": "seat2"}
    view = (await friend.get(f"/api/campaigns/{cid}/view")).json()["view"]
    assert set(view["seats"]) == {"seat1", "seat2"}
    assert view["you"]["seat"] == "seat2"
    mine = (await friend.get("/api/campaigns")).json()
    assert [(c["id"], c["your_role"], c["your_seat"]) for c in mine] == [(cid, "player", "seat2")]


async def test_joining_twice_is_refused(app: Any) -> None:
    gm = await register(app, "gamemaster")
    cid = await campaign(gm)
    link = await invite(gm, cid)
    friend = await register(app, "friend")
    assert (await friend.post(f"/api/invites/{link['token']}/accept")).status_code == 200
    again = await friend.post(f"/api/invites/{link['token']}/accept")
    assert (again.status_code, again.json()["code"]) == (409, "already_seated")


async def test_an_expired_invite_is_gone(app: Any) -> None:
    clock = MovableClock()
    app.state.ctx.clock = clock
    gm = await register(app, "gamemaster")
    cid = await campaign(gm)
    link = await invite(gm, cid, expires_in_hours=1)
    clock.advance(hours=1, seconds=1)
    friend = await register(app, "friend")
    response = await friend.post(f"/api/invites/{link['token']}/accept")
    assert (response.status_code, response.json()["code"]) == (410, "invite_expired")
    assert (await friend.get(f"/api/campaigns/{cid}")).status_code == 403


async def test_a_single_use_invite_admits_one_person(app: Any) -> None:
    gm = await register(app, "gamemaster")
    cid = await campaign(gm)
    link = await invite(gm, cid, single_use=True)
    first, second = await register(app, "first"), await register(app, "second")
    assert (await first.post(f"/api/invites/{link['token']}/accept")).status_code == 200
    refused = await second.post(f"/api/invites/{link['token']}/accept")
    assert (refused.status_code, refused.json()["code"]) == (410, "invite_used")
    listed = (await gm.get(f"/api/campaigns/{cid}/invites")).json()
    assert listed[0]["uses"] == 1


async def test_a_revoked_invite_stops_working(app: Any) -> None:
    gm = await register(app, "gamemaster")
    cid = await campaign(gm)
    link = await invite(gm, cid)
    assert (await gm.delete(f"/api/campaigns/{cid}/invites/{link['id']}")).status_code == 204
    friend = await register(app, "friend")
    response = await friend.post(f"/api/invites/{link['token']}/accept")
    assert (response.status_code, response.json()["code"]) == (410, "invite_revoked")
    assert (await gm.get(f"/api/campaigns/{cid}/invites")).json()[0]["revoked"] is True


async def test_an_unknown_token_is_404(app: Any) -> None:
    friend = await register(app, "friend")
    response = await friend.post("/api/invites/not-a-token/accept")
    assert (response.status_code, response.json()["code"]) == (404, "unknown_invite")


async def test_spectators_watch_without_a_seat(app: Any) -> None:
    gm = await register(app, "gamemaster")
    cid = await campaign(gm)
    link = await invite(gm, cid, role="spectator")
    watcher = await register(app, "watcher")
    joined = await watcher.post(f"/api/invites/{link['token']}/accept")
    assert joined.json() == {"campaign_id": cid, "role": "spectator", "seat": None}
    view = (await watcher.get(f"/api/campaigns/{cid}/view")).json()["view"]
    assert view["you"] == {"role": "spectator", "seat": None, "heroes": []}
    assert set(view["seats"]) == {"seat1"}


async def test_a_table_holds_four_players(app: Any) -> None:
    gm = await register(app, "gamemaster")
    cid = await campaign(gm)
    link = await invite(gm, cid)
    for name in ("player2", "player3", "player4"):
        player = await register(app, name)
        assert (await player.post(f"/api/invites/{link['token']}/accept")).status_code == 200
    fifth = await register(app, "player5")
    response = await fifth.post(f"/api/invites/{link['token']}/accept")
    assert response.status_code == 409
    assert response.json()["rule"] == "DEV-02"
    assert (await fifth.get(f"/api/campaigns/{cid}")).status_code == 403
    assert len((await gm.get(f"/api/campaigns/{cid}")).json()["members"]) == 4


async def test_friends_joining_at_the_same_moment_all_get_seats(app: Any) -> None:
    import asyncio

    gm = await register(app, "gamemaster")
    cid = await campaign(gm)
    link = await invite(gm, cid)
    friends = [await register(app, f"friend{n}") for n in range(3)]
    answers = await asyncio.gather(
        *(f.post(f"/api/invites/{link['token']}/accept") for f in friends)
    )
    assert [a.status_code for a in answers] == [200, 200, 200], [a.text for a in answers]
    assert sorted(a.json()["seat"] for a in answers) == ["seat2", "seat3", "seat4"]
