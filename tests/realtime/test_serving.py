"""Probe holes 4, 10 and 11 (issue 16) on a real `hunters serve`: X-Forwarded-For is
believed from no one by default, the default allowed origin follows ``--port``, every
response carries the security headers, and a socket ticket never reaches the log."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus
from websockets.typing import Origin

from tests.integration.server import HUNTERS, free_port, hunters_env, wait_until_up
from tests.realtime.live import LiveServer, new_campaign, running_server, seated, sign_up

SERVER_ENV = {"LOG_LEVEL": "INFO"}


async def test_x_forwarded_for_does_not_choose_the_rate_limit_key(
    live_database: tuple[str, Path],
) -> None:
    url, folder = live_database
    with running_server(url, folder, {"LOGIN_FAILURES_PER_IP": "3"}) as server:
        statuses = await five_bad_logins_from_claimed_addresses(server)
    assert statuses == [401, 401, 401, 429, 429]


async def five_bad_logins_from_claimed_addresses(server: LiveServer) -> list[int]:
    async with httpx.AsyncClient(base_url=server.base) as client:
        statuses = [
            (
                await client.post(
                    "/api/auth/login",
                    json={"username": f"ghost{i}", "password": "wrong"},
                    headers={"X-Forwarded-For": f"203.0.113.{i}"},
                )
            ).status_code
            for i in range(5)
        ]
    return statuses


async def test_every_response_carries_the_security_headers(live_server: LiveServer) -> None:
    async with httpx.AsyncClient(base_url=live_server.base) as client:
        for path in ("/", "/api/auth/me", "/healthz", "/no/such/page"):
            headers = (await client.get(path)).headers
            policy = headers["content-security-policy"]
            assert "script-src 'self'" in policy and "'unsafe-inline'" not in policy
            assert "connect-src 'self'" in policy
            assert "frame-ancestors 'none'" in policy
            assert headers["x-content-type-options"] == "nosniff"
            assert headers["referrer-policy"] == "no-referrer"


async def test_a_socket_ticket_never_reaches_the_log(live_server: LiveServer) -> None:
    gm = await sign_up(live_server, "gm")
    campaign_id = await new_campaign(gm)
    ticket = (await gm.post(f"/api/campaigns/{campaign_id}/ws-token")).json()["token"]
    anonymous = gm.client.cookies.get("hunters_session")
    gm.client.cookies.clear()
    async with seated(live_server, None, campaign_id, token=ticket) as (_socket, hello):
        assert hello["campaign"] == campaign_id
    log = live_server.log.read_text()
    assert "WebSocket /ws/campaigns" in log  # the line is written, the ticket is not
    assert ticket not in log and str(anonymous) not in log


@pytest.fixture
def served_on_port_flag(live_database: tuple[str, Path]) -> Iterator[int]:
    """`hunters serve --port P` while PORT says another port, no ALLOWED_ORIGINS."""
    url, folder = live_database
    port = free_port()
    env = hunters_env(url, folder, PORT="1")
    env.pop("ALLOWED_ORIGINS", None)
    process = subprocess.Popen(
        [*HUNTERS, "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        wait_until_up(f"http://127.0.0.1:{port}", process)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=10)


async def handshake_status(port: int, origin: str) -> int:
    with pytest.raises(InvalidStatus) as refused:
        await connect(f"ws://127.0.0.1:{port}/ws/campaigns/1", origin=Origin(origin))
    return refused.value.response.status_code


async def test_the_default_origin_follows_the_port_served(served_on_port_flag: int) -> None:
    port = served_on_port_flag
    assert await handshake_status(port, f"http://127.0.0.1:{port}") == 401  # origin fine
    assert await handshake_status(port, "http://127.0.0.1:1") == 403  # not served here
