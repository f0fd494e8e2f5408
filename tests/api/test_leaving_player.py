"""DEV-34 through the API: the leaving player (its own hero) or the GM (any hero) takes a
hero out of the party between quests with `leave_party`; anyone else is refused with a
code, a sentence and the rule."""

from __future__ import annotations

from typing import Any

from app.content.loader import load_pack
from app.service.packs import install_catalog
from tests.api.test_authorization import join
from tests.api.test_gm_corrections import REASON, gm_command
from tests.factories import Player, read_on, register


async def between_quests(app: Any) -> tuple[int, Player, Player]:
    """GM plays the Landsknecht, the player the Huntress; quest 1 ended by the GM."""
    await install_catalog(app.state.ctx, load_pack("content/base"))
    gm = await register(app, "keeper")
    cid = (await gm.post("/api/campaigns", {"name": "Parting", "pack": "base"})).json()["id"]
    player = await join(app, gm, cid, "hunter", "player")
    for actor, command in (
        (gm, {"type": "choose_hero", "hero": "landsknecht"}),
        (player, {"type": "choose_hero", "hero": "huntress"}),
        (gm, {"type": "set_ready", "ready": True}),
        (player, {"type": "set_ready", "ready": True}),
        (gm, {"type": "start_campaign"}),
    ):
        assert (await actor.command(cid, command)).status_code == 200
    await read_on(cid, gm, player)  # CAMP-36: S001 is read before quest 1
    ended = await gm_command(gm, cid, {"type": "end_quest", "outcome": "victory", "reason": REASON})
    assert ended.status_code == 200, ended.text
    await settle_open_decisions(gm, cid)
    return cid, gm, player


async def settle_open_decisions(gm: Player, cid: int) -> None:
    """The story may wait on a decision after quest 1 (a morale offer, as the seed
    falls): the GM applies each default, so the party is free to act."""
    for _ in range(5):
        view = (await gm.get(f"/api/campaigns/{cid}/view")).json()["view"]
        pending = view["campaign"]["story"]["pending"]
        if not pending:
            return
        command = {"type": "apply_default", "layer": "campaign", "decision": pending[0]["id"]}
        assert (await gm_command(gm, cid, command)).status_code == 200


async def heroes_on_the_table(actor: Player, cid: int) -> set[str]:
    view = (await actor.get(f"/api/campaigns/{cid}/view")).json()["view"]
    return set(view["campaign"]["heroes"])


async def test_a_player_takes_only_its_own_hero_out_dev_34(app: Any) -> None:
    cid, gm, player = await between_quests(app)
    refused = await player.command(cid, {"type": "leave_party", "hero": "landsknecht"})
    assert refused.status_code == 422, refused.text
    assert (refused.json()["code"], refused.json()["rule"]) == ("not_your_hero", "DEV-34")
    left = await player.command(cid, {"type": "leave_party", "hero": "huntress"})
    assert left.status_code == 200, left.text
    assert await heroes_on_the_table(gm, cid) == {"landsknecht"}
    events = (await gm.get(f"/api/campaigns/{cid}/events")).json()["events"]
    assert any(e["event"]["type"] == "hero_left_party" for e in events)


async def test_the_gm_takes_any_hero_out_dev_34(app: Any) -> None:
    cid, gm, _ = await between_quests(app)
    left = await gm_command(gm, cid, {"type": "leave_party", "hero": "huntress"})
    assert left.status_code == 200, left.text
    assert await heroes_on_the_table(gm, cid) == {"landsknecht"}
