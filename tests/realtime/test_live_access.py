"""Who may open the live table, over a real server: origins, strangers, spectators, the
GM and site admins, tickets; logging out, revoking a session or changing the password
closes the sockets."""

from __future__ import annotations

import json
import time

import httpx
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from tests.factories import Player
from tests.integration.server import hunters_env, run_hunters
from tests.realtime.live import (
    LiveServer,
    assert_no_leaks,
    invite_in,
    new_campaign,
    seated,
    sign_up,
    table_socket,
    two_seats,
)


async def test_a_wrong_or_missing_origin_is_refused_before_the_handshake(
    live_server: LiveServer,
) -> None:
    gm, _, campaign_id = await two_seats(live_server)
    async with seated(live_server, gm, campaign_id):
        with pytest.raises(InvalidStatus) as refused:
            async with table_socket(live_server, gm, campaign_id, origin="http://evil.example"):
                pass
        assert refused.value.response.status_code == 403
        assert json.loads(refused.value.response.body)["code"] == "bad_origin"
        cookie = {"Cookie": f"hunters_session={gm.client.cookies.get('hunters_session')}"}
        with pytest.raises(InvalidStatus) as anonymous_page:
            await connect(
                live_server.socket_url(campaign_id), additional_headers=cookie, proxy=None
            )
        assert anonymous_page.value.response.status_code == 403


@pytest.mark.parametrize(
    ("who", "status", "code"),
    [
        ("outsider", 403, "not_a_member"),
        ("nobody", 401, "not_logged_in"),
        ("lost", 404, "not_found"),
    ],
)
async def test_strangers_are_refused(
    live_server: LiveServer, who: str, status: int, code: str
) -> None:
    gm, _, campaign_id = await two_seats(live_server)
    player = (
        None
        if who == "nobody"
        else (await sign_up(live_server, "outsider") if who == "outsider" else gm)
    )
    target = campaign_id + 10_000 if who == "lost" else campaign_id
    with pytest.raises(InvalidStatus) as refused:
        async with table_socket(live_server, player, target):
            pass
    assert refused.value.response.status_code == status
    assert json.loads(refused.value.response.body)["code"] == code


async def test_a_spectator_sees_the_public_view_and_cannot_command(live_server: LiveServer) -> None:
    gm, _, campaign_id = await two_seats(live_server)
    watcher = await sign_up(live_server, "watcher")
    await invite_in(gm, watcher, campaign_id, role="spectator")
    async with (
        seated(live_server, watcher, campaign_id) as (watching, hello),
        seated(live_server, gm, campaign_id) as (mine, _),
    ):
        assert (hello["you"]["role"], hello["you"]["can_command"]) == ("spectator", False)
        assert hello["view"]["you"]["role"] == "spectator"
        refused = await watching.command({"type": "choose_hero", "hero": "medic"})
        assert (refused["type"], refused["code"]) == ("reject", "spectator")
        await mine.command({"type": "choose_hero", "hero": "medic"})
        batch = await watching.expect("events")
        assert batch["view"]["seats"]["seat1"]["heroes"] == ["medic"]
        assert (await watching.expect("pending"))["decisions"] == []
    assert_no_leaks(watching, set())


async def test_the_gm_without_a_seat_and_a_site_admin_see_everything(
    live_server: LiveServer,
) -> None:
    gm = await sign_up(live_server, "gm")
    campaign_id = await new_campaign(gm, seat_creator=False)
    admin = await sign_up(live_server, "admin")
    promote(live_server, admin.username)
    async with (
        seated(live_server, gm, campaign_id) as (_, as_gm),
        seated(live_server, admin, campaign_id) as (_, as_admin),
    ):
        assert (as_gm["you"]["role"], as_admin["you"]["role"]) == ("gm", "admin")
        assert as_gm["view"]["campaign"] == as_admin["view"]["campaign"]
        assert "seed" not in as_gm["view"] and "seed" not in as_admin["view"]  # issue 23
        assert as_gm["you"]["can_command"] is True


def promote(server: LiveServer, username: str) -> None:
    """Make ``username`` a site admin with the CLI, on the server's own database."""
    env = hunters_env(server.database_url, server.data_dir)
    result = run_hunters(["admin", "promote", username], env)
    assert result.returncode == 0, result.stderr


async def test_a_ticket_opens_the_socket_without_the_cookie(live_server: LiveServer) -> None:
    gm, friend, campaign_id = await two_seats(live_server)
    issued = await friend.post(f"/api/campaigns/{campaign_id}/ws-token")
    assert issued.status_code == 200, issued.text
    token = issued.json()["token"]
    async with table_socket(live_server, None, campaign_id, token=token) as socket:
        assert (await socket.expect("hello"))["you"]["seat"] == "seat2"
    other_campaign = await new_campaign(gm)
    for target, bad in ((other_campaign, token), (campaign_id, token[:-2] + "xx")):
        with pytest.raises(InvalidStatus) as refused:
            async with table_socket(live_server, None, target, token=bad):
                pass
        assert refused.value.response.status_code == 401
    assert (await gm.client.post(f"/api/campaigns/{campaign_id}/ws-token")).status_code == 403


async def test_logging_out_closes_the_socket_within_five_seconds(live_server: LiveServer) -> None:
    _, friend, campaign_id = await two_seats(live_server)
    async with seated(live_server, friend, campaign_id) as (theirs, _):
        started = time.perf_counter()
        assert (await friend.post("/api/auth/logout")).status_code == 204
        code, reason = await theirs.closed(within=5)
        assert code == 4001 and reason
        assert time.perf_counter() - started < 5


async def test_revoking_a_session_or_changing_the_password_closes_its_sockets(
    live_server: LiveServer,
) -> None:
    _, friend, campaign_id = await two_seats(live_server)
    laptop = await log_in(live_server, friend.username)
    phone = await log_in(live_server, friend.username)
    async with (
        seated(live_server, laptop, campaign_id) as (on_laptop, _),
        seated(live_server, phone, campaign_id) as (on_phone, _),
    ):
        sessions = (await friend.get("/api/auth/sessions")).json()
        laptop_id = next(s for s in sessions if not s["current"])["id"]
        assert (await friend.delete(f"/api/auth/sessions/{laptop_id}")).status_code == 204
        assert (await on_laptop.closed(within=5))[0] == 4001
        change = await friend.post(
            "/api/auth/password",
            {"current_password": "correct horse battery", "new_password": "a new long password"},
        )
        assert change.status_code == 204
        assert (await on_phone.closed(within=5))[0] == 4001
    async with seated(live_server, friend, campaign_id) as (still_mine, _):
        assert still_mine.ws.close_code is None


async def log_in(server: LiveServer, username: str) -> Player:
    client = httpx.AsyncClient(base_url=server.base, timeout=10)
    response = await client.post(
        "/api/auth/login", json={"username": username, "password": "correct horse battery"}
    )
    assert response.status_code == 200, response.text
    return Player(client=client, username=username, csrf=response.json()["csrf_token"])


async def test_a_required_password_change_closes_and_refuses_the_accounts_sockets(
    live_server: LiveServer,
) -> None:
    """SECURITY.md: an account a site admin made change its password is refused everything
    but the change, the live table included: its open sockets close (4006) before another
    command or chat line, a new socket is refused, and after the change it plays again."""
    _, friend, campaign_id = await two_seats(live_server)
    admin = await sign_up(live_server, "admin")
    promote(live_server, admin.username)
    friend_id = (await friend.get("/api/auth/me")).json()["user"]["id"]
    ticket = (await friend.post(f"/api/campaigns/{campaign_id}/ws-token")).json()["token"]
    async with seated(live_server, friend, campaign_id) as (theirs, _):
        flagged = await admin.post(f"/api/admin/users/{friend_id}/require-password-change")
        assert flagged.status_code == 204, flagged.text
        code, reason = await theirs.closed(within=5)
    assert code == 4006 and reason
    for way_in in ({}, {"token": ticket}):  # the cookie, or a ticket issued before
        with pytest.raises(InvalidStatus) as refused:
            async with table_socket(live_server, None if way_in else friend, campaign_id, **way_in):
                pass
        assert refused.value.response.status_code == 403
        assert json.loads(refused.value.response.body)["code"] == "password_change_required"
    change = await friend.post(
        "/api/auth/password",
        {"current_password": "correct horse battery", "new_password": "a new long password"},
    )
    assert change.status_code == 204, change.text
    async with seated(live_server, friend, campaign_id) as (again, _):
        assert (await again.command({"type": "choose_hero", "hero": "medic"}))["type"] == "ack"
