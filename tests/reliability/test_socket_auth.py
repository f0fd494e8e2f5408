"""Scenario 8 of issue 16: socket auth on a real server, every way in at once. A
foreign or missing Origin, no credentials, a forged, expired or other campaign's
ticket, an expired or revoked cookie are refused before the handshake; a socket whose
session is logged out is closed within 5 s; and no token, ticket, cookie or password
appears in any line of the server's log (written at DEBUG)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus
from websockets.typing import Origin

from tests.conftest import BACKENDS
from tests.realtime.live import LiveServer, cookie_header, new_campaign, seated, sign_up
from tests.reliability.harness import ServerProcess, fresh_database, serving

PASSWORD = "correct horse battery"  # tests/realtime/live.py sign_up
SERVER_ENV = {"WS_TOKEN_SECONDS": "1", "WS_SWEEP_SECONDS": "1", "LOG_LEVEL": "DEBUG"}


@pytest.fixture(params=BACKENDS)
def server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[ServerProcess]:
    with (
        fresh_database(request.param, tmp_path) as url,
        serving(url, tmp_path, count=1, **SERVER_ENV) as [one],
    ):
        yield one


async def refused_status(url: str, origin: str | None, headers: dict[str, str]) -> int:
    with pytest.raises(InvalidStatus) as refused:
        await connect(
            url,
            origin=Origin(origin) if origin else None,
            additional_headers=headers,
            proxy=None,
            open_timeout=5,
        )
    return refused.value.response.status_code


async def test_every_way_in_without_the_right_credentials_is_refused(
    server: ServerProcess, figures: Callable[[str], None]
) -> None:
    live: LiveServer = server.live
    gm = await sign_up(live, "gm")
    campaign_id = await new_campaign(gm)
    other_campaign = await new_campaign(gm)
    ticket = (await gm.post(f"/api/campaigns/{campaign_id}/ws-token")).json()["token"]
    foreign = (await gm.post(f"/api/campaigns/{other_campaign}/ws-token")).json()["token"]
    url = live.socket_url(campaign_id)
    cookie = cookie_header(gm)
    attempts = {
        "foreign origin": (url, "http://evil.example", cookie),
        "no origin": (url, None, cookie),
        "no credentials": (url, live.origin, {}),
        "forged ticket": (
            live.socket_url(campaign_id, token=ticket[:-4] + "AAAA"),
            live.origin,
            {},
        ),
        "another campaign's ticket": (live.socket_url(campaign_id, token=foreign), live.origin, {}),
        "garbage cookie": (url, live.origin, {"Cookie": "hunters_session=not-a-session"}),
    }
    statuses = {name: await refused_status(*args) for name, args in attempts.items()}
    await asyncio.sleep(1.5)  # the ticket's minute (here: second) is over
    statuses["expired ticket"] = await refused_status(
        live.socket_url(campaign_id, token=ticket), live.origin, {}
    )
    assert all(status in (401, 403) for status in statuses.values()), statuses
    async with seated(live, gm, campaign_id) as (socket, _hello):
        started = time.perf_counter()
        assert (await gm.post("/api/auth/logout")).status_code == 204
        code, _reason = await socket.closed(within=5)
        closed_after = time.perf_counter() - started
    assert code == 4001
    statuses["cookie after logout"] = await refused_status(url, live.origin, cookie)
    assert statuses["cookie after logout"] == 401
    log = live.log.read_text()
    secrets = [ticket, foreign, cookie["Cookie"].split("=", 1)[1], PASSWORD]
    assert not [s for s in secrets if s in log], "a secret reached the log"
    figures(
        f"socket auth [{server.database_url.split(':')[0]}]: {len(statuses)} ways in refused "
        f"({', '.join(f'{k} {v}' for k, v in statuses.items())}); a logged-out socket closed in "
        f"{closed_after * 1000:.0f} ms; {len(log.splitlines())} log lines free of "
        f"{len(secrets)} secrets"
    )
