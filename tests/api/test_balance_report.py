"""GET /api/campaigns/{id}/gm/balance-report (issue 18): the GM's report of any quest of
the pack for the party as it stands, one HTML page; a player is refused, a quest the pack
lacks is a 400 with a sentence, the number of games is capped."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from app.content.loader import load_pack
from app.service.packs import install_catalog
from app.simulate.party_report import MAX_RUNS
from app.simulate.stored import NoSuchCampaign, stored_campaign
from tests.factories import Player, register


async def started_campaign(app: Any) -> tuple[Player, Player, int]:
    """A base-pack campaign whose GM also plays the huntress and the landsknecht (quest 1
    under way), and a second player who joined with no hero."""
    await install_catalog(app.state.ctx, load_pack("content/base"))
    gm = await register(app, "reportgm")
    cid = (await gm.post("/api/campaigns", {"name": "Odds", "pack": "base"})).json()["id"]
    for command in (
        {"type": "choose_hero", "hero": "huntress"},
        {"type": "choose_hero", "hero": "landsknecht"},
        {"type": "set_ready", "ready": True},
        {"type": "start_campaign"},
    ):
        assert (await gm.command(cid, command)).status_code == 200
    invite = await gm.post(f"/api/campaigns/{cid}/invites", {"role": "player"})
    player = await register(app, "reportplayer")
    assert (await player.post(f"/api/invites/{invite.json()['token']}/accept")).status_code == 200
    return gm, player, cid


async def test_the_gm_gets_a_report_of_any_quest_for_the_party(app: Any) -> None:
    gm, player, cid = await started_campaign(app)
    url = f"/api/campaigns/{cid}/gm/balance-report"
    shown = await gm.get(f"{url}?quest=q4&runs=3")
    assert shown.status_code == 200, shown.text
    assert shown.headers["content-type"].startswith("text/html")
    page = shown.text
    assert "The Drains under Penzberg" in page and "<svg" in page and "3 games" in page
    assert "Huntress, Landsknecht" in page or "Landsknecht, Huntress" in page  # by name
    assert "<script" not in page
    assert (await player.get(f"{url}?quest=q4&runs=3")).status_code == 403
    missing = await gm.get(f"{url}?quest=q99&runs=3")
    assert missing.status_code == 400 and "no quest 'q99'" in missing.json()["message"]
    assert (await gm.get(f"{url}?quest=q4&runs={MAX_RUNS + 1}")).status_code == 422


async def test_a_stored_campaign_is_read_for_from_campaign(app: Any) -> None:
    """``hunters simulate quest --from-campaign ID`` reads the party through the service's
    database layer: its heroes as their boards stand; an unknown id is one sentence."""
    _, _, cid = await started_campaign(app)
    settings = app.state.ctx.settings
    state = await asyncio.to_thread(stored_campaign, cid, settings)
    assert state.campaign is not None
    assert set(state.campaign.heroes) == {"huntress", "landsknecht"}
    with pytest.raises(NoSuchCampaign, match="no campaign 999"):
        await asyncio.to_thread(stored_campaign, 999, settings)
