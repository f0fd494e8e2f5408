"""Issue 24: the Postgres-outage probe stopped Postgres only between commands. Here the
server's database connections are killed *during* commands: a thread runs
``pg_terminate_backend`` on every other backend of the test database every
``KILL_EVERY`` seconds while the GM sends commands over HTTP and over the live socket.

Every command gets an answer, 200 or a retryable 503 / ``unavailable`` (over the
socket an ``ack``, or the ``error`` ``unavailable`` of docs/protocol.md; never a 500 nor
a socket left hanging); no background loop logs a fault (the notification sender waits
for the database instead); every acknowledged command is in the log exactly once; a
refused command, retried once the killing stops, is applied once; and afterwards the
sockets work: the one held through the kills (or its reconnection) gets the new events,
and a new socket is told the campaign's seq.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text

from app.settings import sync_database_url
from tests.conftest import POSTGRES_URL
from tests.factories import Player
from tests.realtime.live import command_id, install_pack, new_campaign, seated, sign_up
from tests.reliability.harness import ServerProcess, assert_log_whole, fresh_postgres_database
from tests.reliability.harness import serving as serving_processes

pytestmark = [
    pytest.mark.skipif(not POSTGRES_URL, reason="needs TEST_DATABASE_URL"),
    pytest.mark.heavy,
]
KILL_SECONDS = 8.0
KILL_EVERY = 0.15
SERVER_ENV = {
    "HTTP_COMMANDS_PER_SECOND": "1000",
    "HTTP_COMMAND_BURST": "1000",
    "WS_MESSAGES_PER_SECOND": "1000",  # the probe sends as fast as answers come
    "WS_MESSAGE_BURST": "1000",
}
TERMINATE = (
    "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
)


def killing(url: str, stop: threading.Event, killed: list[int]) -> None:
    engine = create_engine(sync_database_url(url), isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        while not stop.is_set():
            killed.append(int(connection.execute(text(TERMINATE)).scalar_one()))
            time.sleep(KILL_EVERY)
    engine.dispose()


async def over_http(
    gm: Player, server: ServerProcess, campaign_id: int, body: dict[str, Any]
) -> tuple[int, str]:
    answer = await gm.client.post(
        f"{server.base}/api/campaigns/{campaign_id}/commands",
        json=body,
        headers={"X-CSRF-Token": gm.csrf},
        timeout=15,
    )
    if answer.status_code == 200:
        return 200, ""
    assert answer.status_code == 503, answer.text
    assert answer.headers["retry-after"]
    return 503, str(answer.json()["code"])


def answer_to(cid: object) -> Callable[[dict[str, Any]], bool]:
    """Matches the answer to command ``cid``, or the refusal of a server going away."""
    return lambda m: m.get("command_id") == cid or m.get("code") == "unavailable"


def named(i: int) -> dict[str, Any]:
    return {"command_id": command_id(), "command": {"type": "name_party", "name": f"K{i}"}}


@pytest.fixture
def database(tmp_path: Path) -> Iterator[str]:
    with fresh_postgres_database() as url:
        install_pack(url, tmp_path)
        yield url


async def test_backends_killed_during_commands_lose_nothing(
    database: str, tmp_path: Path, figures: Callable[[str], None]
) -> None:
    url = database
    with serving_processes(url, tmp_path, count=1, **SERVER_ENV) as [server]:
        gm = await sign_up(server.live, "gm")
        campaign_id = await new_campaign(gm)
        acked: set[str] = set()
        refused: list[dict[str, Any]] = []
        answers: Counter[str] = Counter()
        stop = threading.Event()
        killed: list[int] = []
        killer = threading.Thread(target=killing, args=(url, stop, killed))
        async with seated(server.live, gm, campaign_id) as (socket, _hello):
            killer.start()
            deadline, i = time.monotonic() + KILL_SECONDS, 0
            try:
                while time.monotonic() < deadline:
                    i += 1
                    body = named(i)
                    if i % 2:
                        status, code = await over_http(gm, server, campaign_id, body)
                        answers[f"http {status} {code}".strip()] += 1
                        ok = status == 200
                    elif socket.reader is not None and not socket.reader.done():
                        await socket.send({"type": "command", **body})
                        answer = await socket.expect(
                            "ack|reject|error",
                            answer_to(body["command_id"]),
                            within=15,
                        )
                        ok = answer["type"] == "ack"
                        answers[f"socket {answer['type']} {answer.get('code', '')}".strip()] += 1
                        assert ok or answer["code"] == "unavailable", answer
                    else:
                        answers["socket closed"] += 1
                        continue
                    (acked.add(body["command_id"]) if ok else refused.append(body))
            finally:
                stop.set()
                killer.join(timeout=30)
            assert server.process is not None and server.process.poll() is None
            for body in refused:
                for _attempt in range(40):
                    status, _code = await over_http(gm, server, campaign_id, body)
                    if status == 200:
                        break
                    await asyncio.sleep(0.25)
                assert status == 200
                acked.add(body["command_id"])
            final = named(10_000)
            assert (await over_http(gm, server, campaign_id, final))[0] == 200
            seq = (await gm.get(f"/api/campaigns/{campaign_id}")).json()["seq"]
            held = "closed" if socket.reader is None or socket.reader.done() else "open"
            if held == "open":
                await socket.expect(
                    "events", lambda m: m.get("seq_to", m.get("seq")) == seq, within=15
                )
        async with seated(server.live, gm, campaign_id) as (_again, hello):
            assert hello["seq"] == seq
    seqs, commands = assert_log_whole(url, campaign_id)
    assert acked | {final["command_id"]} <= set(commands), "an acknowledged command is lost"
    assert len(commands) == len(set(commands)), "a command applied twice"
    figures(
        f"backends killed during commands [Postgres]: {len(killed)} rounds of"
        f" pg_terminate_backend in {KILL_SECONDS:.0f} s ({sum(killed)} backends killed);"
        f" answers {dict(answers)}; {len(refused)} refused, each applied once on retry;"
        f" {len(acked)} acknowledged, all in a log of {len(seqs)} events; the socket held"
        f" through the kills was {held} afterwards, a new one was told seq {seq}"
    )
