"""Site administration (issue 15): only site admins list and act; a disabled account
cannot log in and its sessions end; ending sessions logs it out; a forced password
change blocks everything but the change; an unused pack can be removed."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy import select

from app.db.models import AuditEntry
from tests.api.test_authorization import ROLES, Table, call, table  # noqa: F401
from tests.factories import Player, register

ADMIN_ONLY = {
    "anonymous": 401, "other": 403, "spectator": 403, "player": 403, "gm": 403, "admin": 200,
}  # fmt: skip
PASSWORD = "correct horse battery"


async def user_id(t: Table, name: str) -> int:
    users = (await t.member("admin").get("/api/admin/users")).json()
    found: int = next(u["id"] for u in users if u["username"] == name)
    return found


async def test_only_site_admins_reach_the_admin_routes(table: Table) -> None:  # noqa: F811
    target = await user_id(table, "outsider")
    done = {**ADMIN_ONLY, "admin": 204}
    for url in ("/api/admin/campaigns", "/api/admin/users", "/api/admin/packs"):
        for role in ROLES:
            assert await call(table.actors[role], "GET", url) == ADMIN_ONLY[role], (role, url)
    for path in ("end-sessions", "require-password-change"):
        url = f"/api/admin/users/{target}/{path}"
        for role in ("anonymous", "other", "spectator", "player", "gm"):
            assert await call(table.actors[role], "POST", url) == done[role], (role, path)
    standing = f"/api/admin/users/{target}/standing"
    for role in ("anonymous", "other", "spectator", "player", "gm"):
        assert await put(table.actors[role], standing, {"disabled": True}) == done[role], role
    delete = f"/api/admin/campaigns/{table.campaign_id}"
    for role in ("anonymous", "other", "spectator", "player", "gm"):
        assert await call(table.actors[role], "DELETE", delete) == done[role], role
    assert await call(table.actors["admin"], "DELETE", delete) == 204
    assert await call(table.actors["gm"], "GET", f"/api/campaigns/{table.campaign_id}") == 404


async def put(actor: Player | httpx.AsyncClient, url: str, body: Any) -> int:
    """A PUT as ``actor`` (with its CSRF token when logged in)."""
    if isinstance(actor, Player):
        response = await actor.client.put(url, json=body, headers={"X-CSRF-Token": actor.csrf})
    else:
        response = await actor.put(url, json=body)
    return response.status_code


async def test_a_disabled_account_is_logged_out_and_cannot_log_in(table: Table, app: Any) -> None:  # noqa: F811
    admin, outsider = table.actors["admin"], table.member("other")
    target = await user_id(table, "outsider")
    assert await put(admin, f"/api/admin/users/{target}/standing", {"disabled": True}) == 204
    assert (await outsider.get("/api/auth/me")).status_code == 401
    login = await outsider.client.post(
        "/api/auth/login", json={"username": "outsider", "password": PASSWORD}
    )
    assert login.status_code == 403 and login.json()["code"] == "account_disabled"
    wrong = await outsider.client.post(
        "/api/auth/login", json={"username": "outsider", "password": "not the password"}
    )
    assert wrong.json()["code"] == "bad_credentials"  # a guesser learns nothing
    own = await user_id(table, "siteadmin")
    assert await put(admin, f"/api/admin/users/{own}/standing", {"disabled": True}) == 400
    assert await put(admin, f"/api/admin/users/{target}/standing", {"disabled": False}) == 204
    again = await outsider.client.post(
        "/api/auth/login", json={"username": "outsider", "password": PASSWORD}
    )
    assert again.status_code == 200


async def test_ending_sessions_logs_the_account_out(table: Table) -> None:  # noqa: F811
    player = table.actors["player"]
    target = await user_id(table, "player")
    listed = (await table.member("admin").get("/api/admin/users")).json()
    assert next(u for u in listed if u["id"] == target)["sessions"] == 1
    assert (
        await call(table.actors["admin"], "POST", f"/api/admin/users/{target}/end-sessions") == 204
    )
    assert (await player.get("/api/auth/me")).status_code == 401


async def test_a_forced_password_change_blocks_all_but_the_change(app: Any, table: Table) -> None:  # noqa: F811
    target = await user_id(table, "player")
    url = f"/api/admin/users/{target}/require-password-change"
    assert await call(table.actors["admin"], "POST", url) == 204
    player = table.member("player")
    me = (await player.get("/api/auth/me")).json()
    assert me["user"]["must_change_password"] is True
    blocked = await player.get(f"/api/campaigns/{table.campaign_id}")
    assert blocked.status_code == 403 and blocked.json()["code"] == "password_change_required"
    change = {"current_password": PASSWORD, "new_password": "a brand new password"}
    assert (await player.post("/api/auth/password", change)).status_code == 204
    assert (await player.get(f"/api/campaigns/{table.campaign_id}")).status_code == 200
    fresh = await register(app, "newcomer")
    assert (await fresh.get("/api/auth/me")).json()["user"]["must_change_password"] is False


async def test_an_unused_pack_is_removed_a_pinned_one_is_not(table: Table) -> None:  # noqa: F811
    admin = table.actors["admin"]
    [pack] = (await admin.get("/api/admin/packs")).json()
    assert pack["campaigns"] == 1
    url = f"/api/admin/packs/{pack['hash']}"
    assert await call(admin, "DELETE", url) == 409
    assert await call(admin, "DELETE", f"/api/admin/campaigns/{table.campaign_id}") == 204
    assert await call(admin, "DELETE", url) == 204
    assert (await admin.get("/api/admin/packs")).json() == []


async def audit_rows(app: Any) -> list[tuple[str, int | None, int | None]]:
    async with app.state.ctx.sessions() as db:
        rows = await db.execute(
            select(AuditEntry.action, AuditEntry.campaign_id, AuditEntry.deleted_campaign_id)
        )
        return [tuple(row) for row in rows.all()]


async def test_a_deleted_campaign_keeps_its_audit_trail(table: Table, app: Any) -> None:  # noqa: F811
    """Issue 24: the audit rows of a deleted campaign were erased with it (ON DELETE
    CASCADE). They stay, marked as the deleted campaign's, and a later campaign (on
    SQLite it may get the same id) never shows them."""
    admin, cid = table.actors["admin"], table.campaign_id
    before = [row for row in await audit_rows(app) if row[1] == cid]
    assert ("campaign_created", cid, None) in before
    assert await call(admin, "DELETE", f"/api/admin/campaigns/{cid}") == 204
    after = await audit_rows(app)
    assert sorted(row[0] for row in after if row[2] == cid) == sorted(row[0] for row in before)
    assert all(row[1] is None for row in after if row[2] == cid)
    assert ("campaign_deleted", None, None) in after
    gm = table.member("gm")
    again = (await gm.post("/api/campaigns", {"name": "Again", "pack": "test"})).json()["id"]
    assert [row[0] for row in await audit_rows(app) if row[1] == again] == ["campaign_created"]
