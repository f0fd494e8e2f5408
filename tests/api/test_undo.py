"""Undo by policy through the one service path (issue 15): a seat undoes its own last
command while no other seat acted since; the GM goes back to any point between
commands; a vote of every seat does too. The rewind is an appended event: the fold of
the log from scratch gives the rewound state (time travel stays a fresh fold)."""

from __future__ import annotations

from typing import Any

import httpx

from app.service.states import load_state
from tests.api.test_authorization import Table, table  # noqa: F401
from tests.factories import Player, command_id, rebuild_state


def seated(t: Table, role: str) -> Player:
    actor = t.actors[role]
    assert isinstance(actor, Player)
    return actor


async def seats(t: Table) -> dict[str, list[str]]:
    gm = seated(t, "gm")
    state = (await gm.get(f"/api/campaigns/{t.campaign_id}/gm/state")).json()["state"]
    return {key: seat["heroes"] for key, seat in state["seats"].items()}


async def may_undo(player: Player, campaign_id: int) -> dict[str, Any]:
    answer: dict[str, Any] = (await player.get(f"/api/campaigns/{campaign_id}/undo")).json()
    return answer


async def test_a_seat_undoes_its_own_last_command(table: Table, app: Any) -> None:  # noqa: F811
    player, cid = seated(table, "player"), table.campaign_id
    before = await seats(table)
    assert (
        await player.command(cid, {"type": "choose_hero", "hero": "huntress"})
    ).status_code == 200
    assert await may_undo(player, cid) == {
        "allowed": True, "code": "", "message": "", "vote_to": None
    }  # fmt: skip
    undone = await player.command(cid, {"type": "undo_last"})
    assert undone.status_code == 200, undone.text
    assert await seats(table) == before
    async with app.state.ctx.sessions() as db:
        latest = undone.json()["seq"]
        for seq in range(1, latest + 1):  # time travel across the rewind: a fresh fold
            assert await load_state(db, cid, seq) == await rebuild_state(db, cid, seq), seq
    log = (await player.get(f"/api/campaigns/{cid}/events?after=0")).json()
    events = log["events"] if isinstance(log, dict) else log
    [rewound] = [e.get("event", e) for e in events if e.get("event", e)["type"] == "state_rewound"]
    assert rewound["state"] is None  # players never get the hidden state it carries


async def test_no_undo_once_another_seat_acted(table: Table) -> None:  # noqa: F811
    player, cid = seated(table, "player"), table.campaign_id
    other = await seats(table)
    assert (
        await player.command(cid, {"type": "choose_hero", "hero": "huntress"})
    ).status_code == 200
    gm = seated(table, "gm")
    body = {"command_id": command_id(), "command": {"type": "name_party", "name": "The Owls"}}
    assert (await gm.post(f"/api/campaigns/{cid}/gm/commands", body)).status_code == 200
    answer = await may_undo(player, cid)
    assert answer["allowed"] is False and answer["code"] == "not_your_last"
    refused = await player.command(cid, {"type": "undo_last"})
    assert refused.status_code >= 400 and refused.json()["code"] == "not_your_last"
    assert (await seated(table, "spectator").get(f"/api/campaigns/{cid}/undo")).json()[
        "allowed"
    ] is False
    # the GM may go back further: to before the hero was chosen
    point = (await gm.get(f"/api/campaigns/{cid}/gm/events?type=hero_chosen")).json()["events"][0][
        "seq"
    ] - 1
    back = {"type": "rewind_to", "seq": point, "reason": "the wrong hero was taken"}
    body = {"command_id": command_id(), "command": back}
    response = await gm.post(f"/api/campaigns/{cid}/gm/commands", body)
    assert response.status_code == 200, response.text
    assert await seats(table) == other
    refused = await player.command(cid, back)
    assert refused.json()["code"] == "gm_only"


async def logged_in(app: Any, username: str) -> Player:
    client = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver")
    answer = await client.post(
        "/api/auth/login", json={"username": username, "password": "correct horse battery"}
    )
    assert answer.status_code == 200, answer.text
    return Player(client=client, username=username, csrf=answer.json()["csrf_token"])


async def test_a_vote_of_every_seat_goes_back_further(table: Table, app: Any) -> None:  # noqa: F811
    player, cid = seated(table, "player"), table.campaign_id
    other = await logged_in(app, "player2")
    before = await seats(table)
    assert (
        await player.command(cid, {"type": "choose_hero", "hero": "huntress"})
    ).status_code == 200
    assert (await other.command(cid, {"type": "choose_hero", "hero": "medic"})).status_code == 200
    answer = await may_undo(player, cid)
    assert answer["code"] == "not_your_last" and answer["vote_to"] is not None
    asked = await player.command(cid, {"type": "propose_rewind", "seq": answer["vote_to"]})
    assert asked.status_code == 200, asked.text
    assert await seats(table) != before  # one yes of two seats: nothing yet
    agreed = await other.command(cid, {"type": "vote_on_rewind", "agree": True})
    assert agreed.status_code == 200, agreed.text
    assert await seats(table) == before
    async with app.state.ctx.sessions() as db:
        latest = agreed.json()["seq"]
        assert await load_state(db, cid, latest) == await rebuild_state(db, cid, latest)


async def view_undo(player: Player, campaign_id: int) -> Any:
    return (await player.get(f"/api/campaigns/{campaign_id}/view")).json()["view"].get("undo")


async def test_the_view_carries_what_get_undo_answers(table: Table) -> None:  # noqa: F811
    """Issue 23: undo's availability comes with the view (the client asked GET /undo
    3,429 times an hour); it agrees with GET /undo, and says what a vote takes back."""
    player, cid = seated(table, "player"), table.campaign_id
    assert (
        await player.command(cid, {"type": "choose_hero", "hero": "huntress"})
    ).status_code == 200
    mine = await view_undo(player, cid)
    asked = await may_undo(player, cid)
    assert mine["allowed"] is asked["allowed"] is True
    gm = seated(table, "gm")
    body = {"command_id": command_id(), "command": {"type": "name_party", "name": "The Owls"}}
    assert (await gm.post(f"/api/campaigns/{cid}/gm/commands", body)).status_code == 200
    mine, asked = await view_undo(player, cid), await may_undo(player, cid)
    assert (mine["allowed"], mine["code"], mine["vote_to"]) == (
        asked["allowed"], asked["code"], asked["vote_to"]
    )  # fmt: skip
    assert mine["code"] == "not_your_last"
    assert mine["vote_to"] is not None
    assert mine["undoes"] == {"command": "choose_hero", "after": 1}
    assert await view_undo(seated(table, "spectator"), cid) is None
