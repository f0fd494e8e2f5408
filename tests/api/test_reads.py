"""How far each user has read a campaign (issue 23): the lobby said "480 new" to a player
who had read everything on another browser. A browser says how far it has shown the log
(POST /seen); every browser's list then counts from the furthest (GET /api/campaigns)."""

from __future__ import annotations

from typing import Any

from tests.api.test_authorization import Table, table  # noqa: F401
from tests.api.test_undo import seated
from tests.factories import Player


async def seen_in_list(player: Player, campaign_id: int) -> Any:
    listed = (await player.get("/api/campaigns")).json()
    return next(c for c in listed if c["id"] == campaign_id)


async def test_what_one_browser_read_counts_on_every_browser(table: Table) -> None:  # noqa: F811
    player, cid = seated(table, "player"), table.campaign_id
    listed = await seen_in_list(player, cid)
    assert listed["seen_seq"] is None  # never opened
    answer = await player.post(f"/api/campaigns/{cid}/seen", {"seq": listed["seq"]})
    assert answer.status_code == 200, answer.text
    assert answer.json() == {"seen_seq": listed["seq"]}
    again = await seen_in_list(player, cid)
    assert again["seen_seq"] == again["seq"]  # nothing new, whichever browser asks
    # an older browser's report never takes it back, and no one reads past the log's end
    assert (await player.post(f"/api/campaigns/{cid}/seen", {"seq": 1})).json()["seen_seq"] == (
        listed["seq"]
    )
    beyond = await player.post(f"/api/campaigns/{cid}/seen", {"seq": listed["seq"] + 500})
    assert beyond.json()["seen_seq"] == listed["seq"]
    # each user has their own
    assert (await seen_in_list(seated(table, "gm"), cid))["seen_seq"] is None


async def test_only_members_mark_a_campaign_read(table: Table) -> None:  # noqa: F811
    outsider = table.actors["other"]
    assert isinstance(outsider, Player)
    answer = await outsider.post(f"/api/campaigns/{table.campaign_id}/seen", {"seq": 1})
    assert answer.status_code in (403, 404)
    bad = await seated(table, "player").post(
        f"/api/campaigns/{table.campaign_id}/seen", {"seq": -1}
    )
    assert bad.status_code == 400 or bad.status_code == 422
