"""The authorization matrix: anonymous / other user / spectator / player / GM / site admin,
for every campaign endpoint."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from app.service.accounts import set_admin
from tests.factories import Player, client_for, command_id, register

ROLES = ("anonymous", "other", "spectator", "player", "gm", "admin")


@dataclass
class Table:
    campaign_id: int
    invite_id: int
    actors: dict[str, Player | httpx.AsyncClient]

    def member(self, role: str) -> Player:
        """The logged-in actor of ``role`` (every role but "anonymous")."""
        actor = self.actors[role]
        assert isinstance(actor, Player), f"{role} is logged in"
        return actor


async def join(app: Any, gm: Player, campaign_id: int, name: str, role: str) -> Player:
    invite = await gm.post(f"/api/campaigns/{campaign_id}/invites", {"role": role})
    member = await register(app, name)
    accepted = await member.post(f"/api/invites/{invite.json()['token']}/accept")
    assert accepted.status_code == 200, accepted.text
    return member


@pytest.fixture
async def table(app: Any) -> Table:
    gm = await register(app, "gamemaster")
    created = await gm.post(
        "/api/campaigns", {"name": "Matrix", "pack": "test", "seat_creator": False}
    )
    campaign_id = created.json()["id"]
    player = await join(app, gm, campaign_id, "player", "player")
    await join(app, gm, campaign_id, "player2", "player")
    spectator = await join(app, gm, campaign_id, "spectator", "spectator")
    other = await register(app, "outsider")
    admin = await register(app, "siteadmin")
    await set_admin(app.state.ctx, "siteadmin")
    invite = await gm.post(f"/api/campaigns/{campaign_id}/invites", {"role": "player"})
    anonymous = httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://testserver"
    )
    actors: dict[str, Player | httpx.AsyncClient] = {
        "anonymous": anonymous,
        "other": other,
        "spectator": spectator,
        "player": player,
        "gm": gm,
        "admin": admin,
    }
    return Table(campaign_id, invite.json()["id"], actors)


async def call(actor: Player | httpx.AsyncClient, method: str, url: str, body: Any = None) -> int:
    if isinstance(actor, Player):
        if method == "GET":
            return (await actor.get(url)).status_code
        if method == "DELETE":
            return (await actor.delete(url)).status_code
        if method == "PUT":
            headers = {"X-CSRF-Token": actor.csrf}
            return (await actor.client.put(url, json=body, headers=headers)).status_code
        return (await actor.post(url, body)).status_code
    return (await actor.request(method, url, json=body)).status_code


READS = {
    "anonymous": 401,
    "other": 403,
    "spectator": 200,
    "player": 200,
    "gm": 200,
    "admin": 200,
}
GM_ONLY = {"anonymous": 401, "other": 403, "spectator": 403, "player": 403}


@pytest.mark.parametrize("path", ["", "/view", "/events", "/legal"])
async def test_members_and_admins_read_a_campaign(table: Table, path: str) -> None:
    for role in ROLES:
        url = f"/api/campaigns/{table.campaign_id}{path}"
        assert await call(table.actors[role], "GET", url) == READS[role], (role, path)


async def test_players_gm_and_admins_send_commands_spectators_cannot(table: Table) -> None:
    expected = {**READS, "spectator": 403}
    for role in ROLES:
        body = {"command_id": command_id(), "command": {"type": "name_party", "name": role}}
        url = f"/api/campaigns/{table.campaign_id}/commands"
        assert await call(table.actors[role], "POST", url, body) == expected[role], role


async def test_only_the_gm_and_admins_manage_invites(table: Table) -> None:
    url = f"/api/campaigns/{table.campaign_id}/invites"
    for role, status in {**GM_ONLY, "gm": 200, "admin": 200}.items():
        assert await call(table.actors[role], "GET", url) == status, role
    for role, status in {**GM_ONLY, "gm": 201, "admin": 201}.items():
        assert await call(table.actors[role], "POST", url, {"role": "player"}) == status, role
    revoke = f"{url}/{table.invite_id}"
    for role, status in {**GM_ONLY, "gm": 204, "admin": 204}.items():
        assert await call(table.actors[role], "DELETE", revoke) == status, role


async def test_only_the_gm_and_admins_free_or_reassign_seats(table: Table) -> None:
    base = f"/api/campaigns/{table.campaign_id}/seats"
    for role, status in GM_ONLY.items():
        assert await call(table.actors[role], "POST", f"{base}/seat2/free") == status, role
        assert (
            await call(
                table.actors[role], "POST", f"{base}/seat1/reassign", {"username": "outsider"}
            )
            == status
        ), role
    assert await call(table.actors["gm"], "POST", f"{base}/seat2/free") == 204
    assert (
        await call(
            table.actors["admin"], "POST", f"{base}/seat1/reassign", {"username": "spectator"}
        )
        == 200
    )


async def test_only_site_admins_list_everything(table: Table) -> None:
    expected = {
        "anonymous": 401,
        "other": 403,
        "spectator": 403,
        "player": 403,
        "gm": 403,
        "admin": 200,
    }
    for url in ("/api/admin/campaigns", "/api/admin/users"):
        for role in ROLES:
            assert await call(table.actors[role], "GET", url) == expected[role], (role, url)


async def test_logged_in_users_read_the_pack_list(table: Table) -> None:
    for role in ROLES:
        status = 401 if role == "anonymous" else 200
        assert await call(table.actors[role], "GET", "/api/content/packs") == status


async def test_an_unknown_campaign_is_404_for_everyone_logged_in(table: Table) -> None:
    for role in ROLES[1:]:
        assert await call(table.actors[role], "GET", "/api/campaigns/999999") == 404


async def test_leaving_is_for_members(table: Table) -> None:
    url = f"/api/campaigns/{table.campaign_id}/leave"
    expected = {"anonymous": 401, "other": 403, "gm": 409, "spectator": 204, "player": 204}
    for role, status in expected.items():
        assert await call(table.actors[role], "POST", url) == status, role


async def test_reading_invites_and_joining_needs_login(app: Any, table: Table) -> None:
    async with client_for(app) as anonymous:
        assert (await anonymous.get("/api/invites/whatever")).status_code == 401
        assert (await anonymous.post("/api/invites/whatever/accept")).status_code == 401


async def test_members_read_the_pinned_content(table: Table) -> None:
    url = f"/api/campaigns/{table.campaign_id}/content"
    for role in ROLES:
        assert await call(table.actors[role], "GET", url) == READS[role], role


async def test_members_ask_for_previews_and_socket_tickets(table: Table) -> None:
    """Both answer members only; a spectator's preview says they cannot play."""
    preview = f"/api/campaigns/{table.campaign_id}/preview"
    body = {"commands": [{"type": "move_hero", "unit": "huntress", "path": [[0, 0]]}]}
    for role in ROLES:
        assert await call(table.actors[role], "POST", preview, body) == READS[role], role
    ticket = f"/api/campaigns/{table.campaign_id}/ws-token"
    for role in ROLES:
        assert await call(table.actors[role], "POST", ticket) == READS[role], role
