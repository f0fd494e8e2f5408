"""Export download and import upload over HTTP: who may, and what a refused file says."""

from __future__ import annotations

from typing import Any

import httpx

from tests.api.test_authorization import ROLES, Table, table  # noqa: F401
from tests.factories import Player

DOWNLOAD = {
    "anonymous": 401,
    "other": 403,
    "spectator": 403,
    "player": 403,
    "gm": 200,
    "admin": 200,
}
UPLOAD = {"anonymous": 401, "other": 403, "spectator": 403, "player": 403, "gm": 201, "admin": 201}


async def upload(actor: Player | httpx.AsyncClient, text: str) -> httpx.Response:
    if isinstance(actor, Player):
        headers = {"X-CSRF-Token": actor.csrf, "Content-Type": "application/json"}
        return await actor.client.post("/api/campaigns/import", content=text, headers=headers)
    return await actor.post("/api/campaigns/import", content=text)


async def test_the_gm_and_admins_download_and_upload(table: Table) -> None:  # noqa: F811
    url = f"/api/campaigns/{table.campaign_id}/gm/export"
    for role in ROLES:
        response = await table.actors[role].get(url)
        assert response.status_code == DOWNLOAD[role], role
    downloaded = await table.actors["gm"].get(url)
    assert "attachment" in downloaded.headers["content-disposition"]
    for role in ROLES:
        response = await upload(table.actors[role], downloaded.text)
        assert response.status_code == UPLOAD[role], (role, response.text)


async def test_a_gm_upload_seats_nobody_else_an_admin_upload_matches_names(
    table: Table,  # noqa: F811
) -> None:
    text = (await table.actors["gm"].get(f"/api/campaigns/{table.campaign_id}/gm/export")).text
    by_gm = (await upload(table.actors["gm"], text)).json()
    assert set(by_gm["unmatched"]) == {"player", "player2", "spectator"}
    by_admin = (await upload(table.actors["admin"], text)).json()
    assert by_admin["unmatched"] == []
    player = table.actors["player"]
    assert (await player.get(f"/api/campaigns/{by_admin['id']}")).status_code == 200
    assert (await player.get(f"/api/campaigns/{by_gm['id']}")).status_code == 403


async def test_a_changed_file_is_refused_with_a_clear_error(table: Table, app: Any) -> None:  # noqa: F811
    text = (await table.actors["gm"].get(f"/api/campaigns/{table.campaign_id}/gm/export")).text
    refused = await upload(table.actors["admin"], text.replace('"Matrix"', '"Matrix 2"'))
    assert refused.status_code == 400
    assert refused.json()["code"] == "export_tampered"
    assert "changed after it was made" in refused.json()["message"]
    junk = await upload(table.actors["admin"], "not json at all")
    assert junk.status_code == 400 and junk.json()["code"] == "export_invalid"


async def test_an_imported_campaign_is_marked_as_a_copy(table: Table) -> None:  # noqa: F811
    """Issue 23: the GM's list must tell the original from its import."""
    gm = table.actors["gm"]
    original = (await gm.get(f"/api/campaigns/{table.campaign_id}")).json()["name"]
    text = (await gm.get(f"/api/campaigns/{table.campaign_id}/gm/export")).text
    imported = (await upload(gm, text)).json()
    copy = (await gm.get(f"/api/campaigns/{imported['id']}")).json()["name"]
    assert copy == f"{original} (copy)"
