"""Accounts: register, log in, log out, change password, CSRF, rate limits, sessions."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from app.db.models import Session, User
from tests.factories import client_for, register


async def test_register_logs_in_with_a_safe_cookie(app: Any) -> None:
    async with client_for(app) as client:
        response = await client.post(
            "/api/auth/register", json={"username": "Anna", "password": "s3cret-enough"}
        )
        assert response.status_code == 201
        assert response.json()["user"]["username"] == "Anna"
        cookie = response.headers["set-cookie"]
        assert "HttpOnly" in cookie
        assert "SameSite=lax" in cookie or "samesite=lax" in cookie.lower()
        assert "Secure" not in cookie  # plain http in tests; https sets it
        me = await client.get("/api/auth/me")
        assert me.status_code == 200
        assert me.json()["user"]["username"] == "Anna"


async def test_passwords_are_argon2id_at_the_owasp_minimum(app: Any) -> None:
    await register(app, "hasher")
    async with app.state.ctx.sessions() as db:
        user = await db.scalar(select(User).where(User.username_key == "hasher"))
    assert user.password_hash.startswith("$argon2id$")
    assert "m=19456,t=2,p=1" in user.password_hash


async def test_usernames_are_unique_ignoring_case(app: Any) -> None:
    await register(app, "Bert")
    async with client_for(app) as client:
        response = await client.post(
            "/api/auth/register", json={"username": "bert", "password": "another-password"}
        )
    assert response.status_code == 409
    assert response.json()["code"] == "username_taken"


async def test_weak_password_and_bad_username_are_refused(app: Any) -> None:
    async with client_for(app) as client:
        short = await client.post("/api/auth/register", json={"username": "carl", "password": "x"})
        odd = await client.post(
            "/api/auth/register", json={"username": "<script>", "password": "long enough pw"}
        )
    assert (short.status_code, short.json()["code"]) == (400, "weak_password")
    assert (odd.status_code, odd.json()["code"]) == (400, "bad_username")


async def test_every_login_gets_a_new_session(app: Any) -> None:
    await register(app, "dora")
    tokens = set()
    for _ in range(2):
        async with client_for(app) as client:
            response = await client.post(
                "/api/auth/login", json={"username": "dora", "password": "correct horse battery"}
            )
            assert response.status_code == 200
            tokens.add(client.cookies["hunters_session"])
    assert len(tokens) == 2


async def test_wrong_password_is_401_without_saying_which_part(app: Any) -> None:
    await register(app, "emil")
    async with client_for(app) as client:
        wrong = await client.post("/api/auth/login", json={"username": "emil", "password": "nope"})
        ghost = await client.post("/api/auth/login", json={"username": "ghost", "password": "nope"})
    assert wrong.status_code == ghost.status_code == 401
    assert wrong.json()["message"] == ghost.json()["message"]


async def test_failed_logins_are_rate_limited_per_account(app: Any) -> None:
    await register(app, "fritz")
    async with client_for(app) as client:
        for _ in range(3):
            response = await client.post(
                "/api/auth/login", json={"username": "fritz", "password": "bad"}
            )
            assert response.status_code == 401
        blocked = await client.post(
            "/api/auth/login", json={"username": "fritz", "password": "correct horse battery"}
        )
    assert blocked.status_code == 429
    assert blocked.json()["code"] == "too_many_attempts"
    assert int(blocked.headers["retry-after"]) >= 1


async def test_failed_logins_are_rate_limited_per_ip(app: Any) -> None:
    async with client_for(app) as client:
        for i in range(6):
            await client.post("/api/auth/login", json={"username": f"nobody{i}", "password": "x"})
        blocked = await client.post(
            "/api/auth/login", json={"username": "someone-else", "password": "x"}
        )
    assert blocked.status_code == 429


async def test_state_changes_need_the_csrf_header(app: Any) -> None:
    player = await register(app, "greta")
    without = await player.client.post("/api/campaigns", json={"name": "No token"})
    assert without.status_code == 403
    assert without.json()["code"] == "csrf"
    with_token = await player.post("/api/campaigns", {"name": "With token", "pack": "test"})
    assert with_token.status_code == 201, with_token.text


async def test_logout_ends_the_session(app: Any) -> None:
    player = await register(app, "hans")
    cookie = player.client.cookies["hunters_session"]
    assert (await player.post("/api/auth/logout")).status_code == 204
    async with client_for(app) as other:
        other.cookies.set("hunters_session", cookie)
        assert (await other.get("/api/auth/me")).status_code == 401


async def test_change_password_ends_other_sessions(app: Any) -> None:
    player = await register(app, "ida")
    async with client_for(app) as laptop:
        await laptop.post(
            "/api/auth/login", json={"username": "ida", "password": "correct horse battery"}
        )
        changed = await player.post(
            "/api/auth/password",
            {"current_password": "correct horse battery", "new_password": "a brand new phrase"},
        )
        assert changed.status_code == 204
        assert (await laptop.get("/api/auth/me")).status_code == 401
    assert (await player.get("/api/auth/me")).status_code == 200
    async with client_for(app) as client:
        old = await client.post(
            "/api/auth/login", json={"username": "ida", "password": "correct horse battery"}
        )
        new = await client.post(
            "/api/auth/login", json={"username": "ida", "password": "a brand new phrase"}
        )
    assert (old.status_code, new.status_code) == (401, 200)


async def test_change_password_needs_the_current_one(app: Any) -> None:
    player = await register(app, "jon")
    response = await player.post(
        "/api/auth/password", {"current_password": "wrong", "new_password": "whatever works"}
    )
    assert response.status_code == 401


async def test_a_user_can_list_and_revoke_own_sessions(app: Any) -> None:
    player = await register(app, "kai")
    async with client_for(app) as phone:
        await phone.post(
            "/api/auth/login", json={"username": "kai", "password": "correct horse battery"}
        )
        sessions = (await player.get("/api/auth/sessions")).json()
        assert len(sessions) == 2
        other = next(s for s in sessions if not s["current"])
        assert (await player.delete(f"/api/auth/sessions/{other['id']}")).status_code == 204
        assert (await phone.get("/api/auth/me")).status_code == 401
    async with app.state.ctx.sessions() as db:
        live = (await db.scalars(select(Session).where(Session.revoked_at.is_(None)))).all()
    assert len(live) == 1


async def test_me_is_401_when_anonymous(app: Any) -> None:
    async with client_for(app) as client:
        response = await client.get("/api/auth/me")
    assert response.status_code == 401
    assert response.json() == {
        "code": "not_logged_in",
        "message": "Please log in first.",
        "rule": "",
    }
