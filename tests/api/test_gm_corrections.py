"""The GM's corrections through the one service path (issue 15): the authorization
matrix (player, GM of another campaign, site admin, anonymous, spectator), an audit row
with who, why and the values before and after for every correction, and a public line
in every player's log."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from app.content.loader import load_pack
from app.db.models import AuditEntry
from app.service.accounts import set_admin
from app.service.packs import install_catalog
from tests.api.test_authorization import join
from tests.factories import Player, command_id, read_on, register

REASON = "the card was misread"
CORRECTIONS: list[dict[str, Any]] = [
    {"type": "correct_hero", "hero": "huntress", "track": "health", "value": 1},
    {"type": "correct_hero", "hero": "landsknecht", "track": "xp", "value": 5},
    {"type": "correct_resource", "hero": "huntress", "resource": "steel", "amount": 2},
    {"type": "give_equipment", "hero": "huntress", "item": "rope"},
    {"type": "take_equipment", "hero": "huntress", "item": "rope"},
    {"type": "turn_map_card", "card": "M06", "face": "up"},
    {"type": "reshuffle_pile", "pile": "town"},
    {"type": "correct_day", "day": 3},
]


@dataclass
class Started:
    campaign_id: int
    actors: dict[str, Player | httpx.AsyncClient]


async def gm_command(actor: Player, campaign_id: int, command: dict[str, Any]) -> httpx.Response:
    body = {"command_id": command_id(), "command": command}
    return await actor.post(f"/api/campaigns/{campaign_id}/gm/commands", body)


@pytest.fixture
async def started(app: Any) -> Started:
    """Quest 1 of the base pack, ended by the GM as a victory: the party between quests."""
    await install_catalog(app.state.ctx, load_pack("content/base"))
    gm = await register(app, "keeper")
    cid = (await gm.post("/api/campaigns", {"name": "Fixes", "pack": "base"})).json()["id"]
    player = await join(app, gm, cid, "hunter", "player")
    spectator = await join(app, gm, cid, "watcher", "spectator")
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
    other_gm = await register(app, "rivalgm")
    await other_gm.post("/api/campaigns", {"name": "Elsewhere", "pack": "base"})
    admin = await register(app, "siteadmin")
    await set_admin(app.state.ctx, "siteadmin")
    anonymous = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t")
    actors: dict[str, Player | httpx.AsyncClient] = {
        "gm": gm, "player": player, "spectator": spectator, "other_gm": other_gm,
        "admin": admin, "anonymous": anonymous,
    }  # fmt: skip
    return Started(cid, actors)


async def test_only_the_gm_and_site_admins_correct(started: Started) -> None:
    url = f"/api/campaigns/{started.campaign_id}/gm/commands"
    command = {"type": "correct_day", "day": 2, "reason": REASON}
    expected = {"anonymous": 401, "other_gm": 403, "spectator": 403, "player": 403,
                "admin": 200}  # fmt: skip
    for role, status in expected.items():
        body = {"command_id": command_id(), "command": {**command, "day": 2 + len(role)}}
        actor = started.actors[role]
        if isinstance(actor, Player):
            response = await actor.post(url, body)
        else:
            response = await actor.post(url, json=body)
        assert response.status_code == status, (role, response.text)
        if role in ("spectator", "player"):
            assert response.json()["code"] == "gm_only"
    # a player sending it on the players' path is refused by the engine, with its code
    player = started.actors["player"]
    assert isinstance(player, Player)
    refused = await player.command(started.campaign_id, command)
    assert refused.status_code == 422 and refused.json()["code"] == "gm_only", refused.text


async def test_every_correction_leaves_an_audit_row_and_a_public_line(
    started: Started, app: Any
) -> None:
    gm, player = started.actors["gm"], started.actors["player"]
    assert isinstance(gm, Player) and isinstance(player, Player)
    cid = started.campaign_id
    for command in CORRECTIONS:
        response = await gm_command(gm, cid, {**command, "reason": REASON})
        assert response.status_code == 200, (command, response.text)
    async with app.state.ctx.sessions() as db:
        rows = (await db.scalars(select(AuditEntry).where(AuditEntry.action == "gm_command"))).all()
    details = [json.loads(r.detail) for r in rows]
    assert [d["command"] for d in details] == ["end_quest", *(c["type"] for c in CORRECTIONS)]
    assert all(
        d["reason"] == REASON and r.user_id is not None for d, r in zip(details, rows, strict=True)
    )
    health = details[1]["changes"][0]
    assert health == {"type": "hero_corrected", "target": "huntress", "before": 3, "after": 1}
    seen = (await player.get(f"/api/campaigns/{cid}/events?after=0")).json()
    events = seen["events"] if isinstance(seen, dict) else seen
    logged = [e.get("event", e) for e in events]
    reasons = [e for e in logged if e.get("reason") == REASON]
    assert {e["type"] for e in reasons} >= {"hero_corrected", "pile_reordered", "day_corrected"}
    [shuffle] = [e for e in reasons if e["type"] == "pile_reordered"]
    assert set(shuffle["order"]) == {"?"}  # the new order stays hidden from players
