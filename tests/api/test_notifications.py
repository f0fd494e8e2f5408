"""Notification settings over HTTP: who may set what (the matrix), and what a bad
address or webhook gets back."""

from __future__ import annotations

from typing import Any

import httpx

from tests.api.test_authorization import ROLES, Table, call, table  # noqa: F401
from tests.factories import Player

MEMBERS = {"anonymous": 401, "other": 403, "spectator": 200, "player": 200, "gm": 200, "admin": 200}
MANAGERS = {**MEMBERS, "spectator": 403, "player": 403}
LOGGED_IN = {**MEMBERS, "other": 200}


async def put(actor: Player | httpx.AsyncClient, url: str, body: Any) -> httpx.Response:
    if isinstance(actor, Player):
        return await actor.client.put(url, json=body, headers={"X-CSRF-Token": actor.csrf})
    return await actor.put(url, json=body)


async def test_who_may_read_and_set_notification_settings(table: Table) -> None:  # noqa: F811
    base = f"/api/campaigns/{table.campaign_id}"
    for role in ROLES:
        actor = table.actors[role]
        assert await call(actor, "GET", "/api/notifications/waiting") == LOGGED_IN[role], role
        assert await call(actor, "GET", f"{base}/notifications") == MEMBERS[role], role
        opt = await put(actor, f"{base}/notifications", {"opted_out": True})
        assert opt.status_code == MEMBERS[role], role
        hook = await put(actor, f"{base}/gm/webhook", {"url": "https://example.org/hook"})
        assert hook.status_code == MANAGERS[role], role
        mail = await put(actor, "/api/notifications/email", {"email": f"{role}@example.org"})
        assert mail.status_code == LOGGED_IN[role], role


async def test_a_player_never_sees_the_webhook_and_bad_values_are_refused(table: Table) -> None:  # noqa: F811
    base = f"/api/campaigns/{table.campaign_id}"
    gm, player = table.actors["gm"], table.actors["player"]
    assert (
        await put(gm, f"{base}/gm/webhook", {"url": "https://example.org/h"})
    ).status_code == 200
    assert (await player.get(f"{base}/notifications")).json() == {
        "opted_out": False,
        "webhook": None,
    }
    private = await put(gm, f"{base}/gm/webhook", {"url": "http://192.168.1.4/h"})
    assert private.status_code == 400 and private.json()["code"] == "bad_webhook"
    bad = await put(player, "/api/notifications/email", {"email": "not an address"})
    assert bad.status_code == 400 and bad.json()["code"] == "bad_email"
