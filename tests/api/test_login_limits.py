"""Probe holes 2, 3 and 7 (issue 16): the login limiter cannot be raced, an attacker's
failures do not lock the owner out from another address, and a sign-up refused by the
limit writes no account. Issue 24: nor from a shared address the owner signs in from,
and a locked address's sweep of usernames adds no row per name."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
from sqlalchemy import func, select

from app.db.models import LoginLimit, User
from tests.factories import register

LIMIT_PER_ACCOUNT = 3  # tests/conftest.py settings
LIMIT_PER_IP = 6


@asynccontextmanager
async def client_at(app: Any, ip: str) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, client=(ip, 40000))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client


async def bad_login(client: httpx.AsyncClient, username: str) -> int:
    response = await client.post("/api/auth/login", json={"username": username, "password": "no"})
    return response.status_code


async def test_forty_concurrent_bad_logins_get_no_more_tries_than_the_limit(app: Any) -> None:
    await register(app, "racer")
    async with client_at(app, "10.1.1.1") as client:
        statuses = await asyncio.gather(*(bad_login(client, "racer") for _ in range(40)))
    assert statuses.count(401) == LIMIT_PER_ACCOUNT
    assert statuses.count(429) == 40 - LIMIT_PER_ACCOUNT


async def test_an_attacker_cannot_lock_the_owner_out_from_another_address(app: Any) -> None:
    await register(app, "owner")
    async with client_at(app, "10.6.6.6") as attacker:
        for _ in range(LIMIT_PER_ACCOUNT + 2):
            await bad_login(attacker, "owner")
        assert await bad_login(attacker, "owner") == 429
    async with client_at(app, "10.2.2.2") as owner:
        response = await owner.post(
            "/api/auth/login", json={"username": "owner", "password": "correct horse battery"}
        )
    assert response.status_code == 200, response.text


async def test_a_correct_password_does_not_use_up_the_address_budget(app: Any) -> None:
    await register(app, "regular")
    async with client_at(app, "10.3.3.3") as client:
        for _ in range(LIMIT_PER_IP + 2):
            response = await client.post(
                "/api/auth/login", json={"username": "regular", "password": "correct horse battery"}
            )
            assert response.status_code == 200


async def test_a_sign_up_refused_by_the_limit_creates_no_account(app: Any) -> None:
    async with client_at(app, "10.4.4.4") as client:
        for i in range(LIMIT_PER_IP):
            await bad_login(client, f"nobody{i}")
        refused = await client.post(
            "/api/auth/register", json={"username": "latecomer", "password": "long enough pw"}
        )
    assert refused.status_code == 429
    async with app.state.ctx.sessions() as db:
        assert await db.scalar(select(User).where(User.username_key == "latecomer")) is None


async def good_login(client: httpx.AsyncClient, username: str) -> int:
    response = await client.post(
        "/api/auth/login", json={"username": username, "password": "correct horse battery"}
    )
    return response.status_code


async def test_failures_from_a_shared_address_do_not_lock_out_an_account_known_there(
    app: Any,
) -> None:
    """An office behind one address: one machine there sprays bad logins over many names
    until the address is locked; a colleague who signs in from it daily still gets in,
    and the sprayer's next names stay refused."""
    await register(app, "colleague")
    async with client_at(app, "10.7.7.7") as office:
        assert await good_login(office, "colleague") == 200
        sprayed = [await bad_login(office, f"guess{i}") for i in range(LIMIT_PER_IP + 3)]
        assert sprayed[-1] == 429
        assert await good_login(office, "colleague") == 200
        assert await bad_login(office, "guess-more") == 429
        await register(app, "newcomer")
        assert await good_login(office, "newcomer") == 429  # never signed in from here


async def test_a_known_account_is_still_held_by_its_own_limit_at_the_address(app: Any) -> None:
    await register(app, "target")
    async with client_at(app, "10.8.8.8") as office:
        assert await good_login(office, "target") == 200
        for i in range(LIMIT_PER_IP):
            await bad_login(office, f"other{i}")
        tries = [await bad_login(office, "target") for _ in range(LIMIT_PER_ACCOUNT + 2)]
    assert tries == [401] * LIMIT_PER_ACCOUNT + [429, 429]


async def test_names_tried_from_a_locked_address_add_no_rows(app: Any) -> None:
    async def rows() -> int:
        async with app.state.ctx.sessions() as db:
            return int(await db.scalar(select(func.count()).select_from(LoginLimit)) or 0)

    async with client_at(app, "10.5.5.5") as sweeper:
        for i in range(LIMIT_PER_IP):
            assert await bad_login(sweeper, f"name{i}") == 401
        locked = await rows()
        refused = [await bad_login(sweeper, f"swept{i}") for i in range(30)]
    assert refused == [429] * 30
    assert await rows() == locked
