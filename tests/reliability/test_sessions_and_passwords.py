"""Scenario 10 of issue 16: sessions and passwords.

The session cookie is HttpOnly and SameSite=Lax, and under https Secure with the
``__Host-`` prefix (Path=/, no Domain); every login gets a new session id (a planted
cookie is never adopted); passwords are argon2id at m ≥ 19456 KiB, t ≥ 2; a storm of
200 bad logins on a real server is throttled while a game's round trips stay quick.
"""

from __future__ import annotations

import asyncio
import re
import statistics
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from app.db.models import User
from tests.api.conftest import app  # noqa: F401 (the fixture)
from tests.realtime.live import TableSocket, new_campaign, seated, sign_up
from tests.reliability.harness import ServerProcess, fresh_database, serving

PASSWORD = "correct horse battery"
STORM = 200
LOGIN_LIMIT_PER_IP = 20  # the default


def client(app: Any, scheme: str) -> httpx.AsyncClient:  # noqa: F811
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url=f"{scheme}://testserver"
    )


@pytest.mark.parametrize(
    ("scheme", "name", "secure"),
    [("http", "hunters_session", False), ("https", "__Host-hunters_session", True)],
)
async def test_the_session_cookie_flags(app: Any, scheme: str, name: str, secure: bool) -> None:  # noqa: F811
    async with client(app, scheme) as browser:
        response = await browser.post(
            "/api/auth/register", json={"username": f"c{scheme}", "password": PASSWORD}
        )
        cookie = response.headers["set-cookie"]
        assert cookie.startswith(f"{name}=")
        attributes = {part.strip().split("=")[0].lower() for part in cookie.split(";")[1:]}
        assert {"httponly", "samesite", "path"} <= attributes
        assert "domain" not in attributes
        assert "samesite=lax" in cookie.lower() and "path=/" in cookie.lower()
        assert ("secure" in attributes) is secure
        assert (await browser.get("/api/auth/me")).status_code == 200


async def test_every_login_gets_a_new_session_and_a_planted_one_is_ignored(app: Any) -> None:  # noqa: F811
    async with client(app, "http") as browser:
        await browser.post(
            "/api/auth/register", json={"username": "fixation", "password": PASSWORD}
        )
        first = browser.cookies["hunters_session"]
        browser.cookies.clear()
        browser.cookies.set("hunters_session", "planted-by-an-attacker")
        await browser.post("/api/auth/login", json={"username": "fixation", "password": PASSWORD})
        second = next(
            c.value
            for c in browser.cookies.jar
            if c.name == "hunters_session" and c.value != "planted-by-an-attacker"
        )
    assert len({first, second, "planted-by-an-attacker"}) == 3


async def test_passwords_are_argon2id_at_least_at_the_owasp_minimum(app: Any) -> None:  # noqa: F811
    async with client(app, "http") as browser:
        await browser.post("/api/auth/register", json={"username": "hashed", "password": PASSWORD})
    async with app.state.ctx.sessions() as db:
        stored = await db.scalar(select(User.password_hash).where(User.username_key == "hashed"))
    found = re.match(r"^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$", stored)
    assert found is not None
    memory_kib, time_cost, _parallel = map(int, found.groups())
    assert memory_kib >= 19456 and time_cost >= 2


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    with fresh_database("sqlite", tmp_path) as url, serving(url, tmp_path) as [one]:
        yield one


async def round_trips(socket: TableSocket, stop: asyncio.Event) -> list[float]:
    times = []
    while not stop.is_set():
        started = time.perf_counter()
        await socket.send({"type": "ping"})
        await socket.expect("pong", within=10)
        times.append((time.perf_counter() - started) * 1000)
        await asyncio.sleep(0.05)
    return times


async def test_a_login_storm_is_throttled_while_the_table_stays_quick(
    server: ServerProcess, figures: Callable[[str], None]
) -> None:
    gm = await sign_up(server.live, "gm")
    campaign_id = await new_campaign(gm)
    async with seated(server.live, gm, campaign_id) as (socket, _hello):
        stop = asyncio.Event()
        quiet_task = asyncio.create_task(round_trips(socket, stop))
        await asyncio.sleep(1.0)
        stop.set()
        quiet = await quiet_task
        stop = asyncio.Event()
        storm_task = asyncio.create_task(round_trips(socket, stop))
        started = time.perf_counter()
        async with httpx.AsyncClient(base_url=server.base, timeout=60) as attacker:
            answers = await asyncio.gather(
                *(
                    attacker.post(
                        "/api/auth/login", json={"username": gm.username, "password": f"guess {i}"}
                    )
                    for i in range(STORM)
                )
            )
        storm_seconds = time.perf_counter() - started
        stop.set()
        storm = await storm_task
    statuses = [a.status_code for a in answers]
    assert statuses.count(401) <= LOGIN_LIMIT_PER_IP
    assert statuses.count(429) >= STORM - LOGIN_LIMIT_PER_IP
    p95 = statistics.quantiles(storm, n=20, method="inclusive")[-1]
    assert p95 < 1500, f"the table's round trips suffered: p95 {p95:.0f} ms"
    figures(
        f"login storm: {STORM} bad logins in {storm_seconds:.1f} s, {statuses.count(401)} checked, "
        f"{statuses.count(429)} throttled (429); table ping round trip quiet p50 "
        f"{statistics.median(quiet):.1f} ms / max {max(quiet):.1f} ms, during the storm p50 "
        f"{statistics.median(storm):.1f} ms / p95 {p95:.1f} ms / max {max(storm):.1f} ms "
        f"({len(storm)} pings)"
    )
