"""Seats, absent players and play by turns over HTTP (issue 15): the authorization
matrix of the GM's seat and play commands, a seat reassigned is an event in the log,
and the lobby says which campaigns wait on me and since when."""

from __future__ import annotations

from typing import Any

import httpx

from tests.api.test_gm_corrections import REASON, Started, gm_command, started  # noqa: F401
from tests.factories import Player, command_id, register

DENIED = {"anonymous": 401, "other_gm": 403, "spectator": 403, "player": 403}


async def post_as(actor: Player | httpx.AsyncClient, url: str, body: Any) -> httpx.Response:
    if isinstance(actor, Player):
        return await actor.post(url, body)
    return await actor.post(url, json=body)


async def test_only_the_gm_and_site_admins_move_seats_and_switch_play(started: Started) -> None:  # noqa: F811
    cid = started.campaign_id
    url = f"/api/campaigns/{cid}/gm/commands"
    commands: list[dict[str, object]] = [
        {"type": "hand_over_heroes", "from_seat": "seat2", "to_seat": "seat1"},
        {"type": "set_play_mode", "style": "by_turns", "turn_hours": 6},
        {"type": "rewind_to", "seq": 3, "reason": REASON},
    ]
    for command in commands:
        for role, status in DENIED.items():
            body = {"command_id": command_id(), "command": command}
            response = await post_as(started.actors[role], url, body)
            assert response.status_code == status, (role, command["type"], response.text)
            if role in ("spectator", "player"):
                assert response.json()["code"] == "gm_only"
        body = {"command_id": command_id(), "command": command}
        accepted = await post_as(started.actors["admin"], url, body)
        assert accepted.status_code == 200, (command["type"], accepted.text)


async def test_a_reassigned_seat_is_in_the_log(started: Started, app: Any) -> None:  # noqa: F811
    gm, watcher = started.actors["gm"], started.actors["spectator"]
    assert isinstance(gm, Player) and isinstance(watcher, Player)
    moved = await gm.post(
        f"/api/campaigns/{started.campaign_id}/seats/seat2/reassign",
        {"username": watcher.username},
    )
    assert moved.status_code == 200, moved.text
    found = await gm.get(f"/api/campaigns/{started.campaign_id}/gm/events?type=seat_reassigned")
    assert [e["event"]["seat"] for e in found.json()["events"]] == ["seat2"]


async def test_a_seat_goes_only_to_a_member_of_the_campaign(started: Started, app: Any) -> None:  # noqa: F811
    """docs/gm-guide.md: the GM gives a seat to another member; not to any account (a
    site admin who is no member included), and without telling which names exist."""
    gm = started.actors["gm"]
    assert isinstance(gm, Player)
    url = f"/api/campaigns/{started.campaign_id}/seats/seat2/reassign"
    stranger = await register(app, "stranger")
    for name in (stranger.username, "siteadmin", "rivalgm", "nobody_at_all"):
        refused = await gm.post(url, {"username": name})
        assert (refused.status_code, refused.json()["code"]) == (404, "not_a_member"), name
    assert (
        await gm.get(f"/api/campaigns/{started.campaign_id}/gm/events?type=seat_reassigned")
    ).json()["events"] == []
    assert (await gm.post(url, {"username": "watcher"})).status_code == 200


async def test_the_lobby_says_what_waits_on_me_since_when(started: Started) -> None:  # noqa: F811
    gm, player = started.actors["gm"], started.actors["player"]
    assert isinstance(gm, Player) and isinstance(player, Player)
    restart = {"type": "restore_checkpoint", "checkpoint": 1}  # quest 1 set up again
    assert (await gm_command(gm, started.campaign_id, restart)).status_code == 200
    [row] = (await gm.get("/api/gm/campaigns")).json()
    waiting = {seat for wait in row["waits_on"] for seat in wait["seats"]}
    for actor, seat in ((gm, "seat1"), (player, "seat2")):
        [mine] = [c for c in (await actor.get("/api/campaigns")).json() if c["id"] == row["id"]]
        assert (mine["waiting_since"] is not None) == (seat in waiting), (seat, row["waits_on"])
        if mine["waiting_since"]:
            assert mine["waiting_since"] == mine["updated_at"]
    assert waiting, "the heroes' placement waits on their seats"
