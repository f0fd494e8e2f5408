"""Notifications from real server processes (issue 24): ``hunters serve`` with one worker
and with ``--workers 2`` (two senders hearing every commit over the Postgres bus), a
real SMTP sink and a real webhook receiver. Per trigger, each waiting period reaches
the sink and the receiver once (not once per worker), each new day and quest end once,
and the server's log holds no fault."""

from __future__ import annotations

import asyncio
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.factories import Player
from tests.integration.server import HUNTERS, free_port, hunters_env
from tests.realtime.live import install_pack, invite_in, sign_up
from tests.reliability.harness import fresh_postgres_database
from tests.service.notifications.conftest import FAILURE_LINES
from tests.service.notifications.receivers import (
    MailSink,
    deliveries,
    events_of,
    smtp_sink,
    webhook_receiver,
)
from tests.service.notifications.test_sender import play_moves

pytestmark = pytest.mark.postgres
MOVES = 40
FAULTS = (*FAILURE_LINES, "Traceback", "webhook gave up", "webhook refused", "mail failed")
STARTUP_SECONDS = 300
"""Generous: on a loaded host ``--workers 2`` restarts slow workers before it is ready
(issue 24's start-up item)."""
PAUSE_SECONDS = 0.4
"""Between moves: longer than the sender's gathering (0.1 s), so each waiting period
is looked at while it lasts, as with people at the table."""


class Server:
    def __init__(self, base: str, log: Path) -> None:
        self.base = base
        self.log = log

    def faults(self) -> list[str]:
        """Fault lines, and any send that did not go through (every receiver is up)."""
        lines = self.log.read_text(errors="replace").splitlines()
        return [line for line in lines if any(f in line for f in FAULTS)]


def serve(env: dict[str, str], workers: int, log: Path) -> Iterator[Server]:
    port = free_port()
    env = {**env, "PORT": str(port), "ALLOWED_ORIGINS": f"http://127.0.0.1:{port}"}
    with log.open("w") as output:
        process = subprocess.Popen(
            [*HUNTERS, "serve", "--port", str(port), "--workers", str(workers)],
            env=env,
            stdout=output,
            stderr=output,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            assert process.poll() is None, log.read_text()[-3000:]
            assert time.monotonic() < deadline, f"no /healthz in {STARTUP_SECONDS} s"
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        yield Server(base, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


@pytest.fixture(params=[1, 2], ids=["one-worker", "two-workers"])
def running(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[tuple[Server, MailSink, list[dict[str, Any]], str]]:
    with (
        fresh_postgres_database("hunters_notify") as url,
        smtp_sink() as (sink, smtp_port),
        webhook_receiver() as (bodies, hook_url),
    ):
        install_pack(url, tmp_path, base=True)
        env = hunters_env(
            url, tmp_path, SMTP_HOST="127.0.0.1", SMTP_PORT=str(smtp_port), SMTP_STARTTLS="false",
            WEBHOOK_ALLOW_PRIVATE_HOSTS="true", WEBHOOK_ATTEMPTS="1",
            MAILS_PER_USER_PER_HOUR="1000", NOTIFICATION_DELAY_SECONDS="0.1",
        )  # fmt: skip
        log = tmp_path / f"server-{request.param}.log"
        yield from ((server, sink, bodies, hook_url) for server in serve(env, request.param, log))


async def table(server: Server, hook_url: str) -> tuple[dict[str, Player], int]:
    """Greta (GM, a seat) and Ann, who switched this campaign's notifications off."""
    live: Any = server  # sign_up reads only ``base``
    greta, ann = await sign_up(live, "greta"), await sign_up(live, "ann")
    cid = int((await greta.post("/api/campaigns", {"name": "Winter", "pack": "base"})).json()["id"])
    await invite_in(greta, ann, cid)
    for player, url, body in (
        (greta, "/api/notifications/email", {"email": "greta@example.org"}),
        (ann, "/api/notifications/email", {"email": "ann@example.org"}),
        (ann, f"/api/campaigns/{cid}/notifications", {"opted_out": True}),
        (greta, f"/api/campaigns/{cid}/gm/webhook", {"url": hook_url}),
    ):
        csrf = {"X-CSRF-Token": player.csrf}
        assert (await player.client.put(url, json=body, headers=csrf)).status_code == 200
    for player, hero in ((greta, "huntress"), (ann, "landsknecht")):
        assert (await player.command(cid, {"type": "choose_hero", "hero": hero})).status_code == 200
        assert (await player.command(cid, {"type": "set_ready", "ready": True})).status_code == 200
    assert (await greta.command(cid, {"type": "start_campaign"})).status_code == 200
    return {"greta": greta, "ann": ann}, cid


async def quiet(sink: MailSink, bodies: list[dict[str, Any]], seconds: float = 3.0) -> None:
    """Wait until nothing new arrived for ``seconds`` (at most 30 s)."""
    seen, still_since, started = (-1, -1), time.monotonic(), time.monotonic()
    while time.monotonic() - still_since < seconds and time.monotonic() - started < 30:
        now = (len(sink.messages), len(bodies))
        if now != seen:
            seen, still_since = now, time.monotonic()
        await asyncio.sleep(0.2)


async def test_each_trigger_is_delivered_once_per_period_by_one_or_two_workers(
    running: tuple[Server, MailSink, list[dict[str, Any]], str],
) -> None:
    server, sink, bodies, hook_url = running
    players, cid = await table(server, hook_url)

    async def pause() -> None:
        await asyncio.sleep(PAUSE_SECONDS)

    moves = await play_moves(players, cid, moves=MOVES, settled=pause)
    await quiet(sink, bodies)
    stored = (await players["greta"].get(f"/api/campaigns/{cid}/events?limit=1000")).json()
    counted = deliveries(bodies, players["greta"].username)
    mails = len(sink.to("greta@example.org"))
    print(f"moves={moves} mails={mails} webhook={counted} of {len(bodies)}")
    assert server.faults() == []
    assert counted["turn"] >= 1 and mails == counted["turn"] + counted["decision"]
    assert counted["day"] == events_of(stored["events"], "day_began") >= 1
    assert counted["quest"] == events_of(stored["events"], "quest_ended")
    assert deliveries(bodies, players["ann"].username)["turn"] == 0
    assert sink.to("ann@example.org") == []
    for player in players.values():
        await player.client.aclose()
