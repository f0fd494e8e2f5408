"""Scenario 4 of issue 16: Postgres stopped in the middle of a load. The test runs its
own cluster (``initdb``/``pg_ctl`` in a temporary folder, as the unprivileged user
``nobody`` when run as root) — never the machine's shared server.

While Postgres is down every command gets a clear, retryable answer (503
``unavailable`` with Retry-After); no acknowledged command is lost; once Postgres is
back, the same server process — not restarted — serves again, and each retry of a
refused command is applied exactly once.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from app.db.migrate import upgrade
from tests.factories import Player
from tests.integration.server import free_port
from tests.realtime.live import command_id, install_pack, new_campaign, sign_up
from tests.reliability.harness import ServerProcess, assert_log_whole

pytestmark = pytest.mark.heavy
OUTAGES = 2
SERVER_ENV = {"HTTP_COMMANDS_PER_SECOND": "1000", "HTTP_COMMAND_BURST": "1000"}


def as_cluster_owner(command: str) -> list[str]:
    """Postgres refuses to run as root: run its tools as ``nobody`` then."""
    if os.geteuid() == 0:
        return ["su", "nobody", "-s", "/bin/sh", "-c", command]
    return ["/bin/sh", "-c", command]


@pytest.fixture
def own_cluster(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[str, Callable[[str], None]]]:
    if shutil.which("initdb") is None or shutil.which("pg_ctl") is None:
        pytest.skip("initdb/pg_ctl are not installed: scenario 4 needs its own cluster")
    folder = Path(f"/tmp/hunters-pg-{free_port()}")
    folder.mkdir(mode=0o777)
    folder.chmod(0o777)
    data, port = folder / "data", free_port()
    owner = "nobody" if os.geteuid() == 0 else os.environ.get("USER", "postgres")
    subprocess.run(as_cluster_owner(f"initdb -D {data} -A trust -U {owner} >/dev/null"), check=True)

    def pg_ctl(action: str) -> None:
        options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1"
        mode = "-m immediate" if action == "stop" else ""
        subprocess.run(
            as_cluster_owner(
                f"pg_ctl -D {data} -l {folder}/pg.log {mode} -w -o '{options}' {action}"
            ),
            check=True,
            stdout=subprocess.DEVNULL,
        )

    pg_ctl("start")
    url = f"postgresql+psycopg://{owner}@127.0.0.1:{port}/postgres"
    upgrade(url)
    install_pack(url, folder)
    try:
        yield url, pg_ctl
    finally:
        subprocess.run(
            as_cluster_owner(f"pg_ctl -D {data} -m immediate stop"),
            check=False,
            capture_output=True,
        )
        shutil.rmtree(folder, ignore_errors=True)


async def send(
    player: Player, server: ServerProcess, campaign_id: int, body: dict[str, object]
) -> httpx.Response:
    return await player.client.post(
        f"{server.base}/api/campaigns/{campaign_id}/commands",
        json=body,
        headers={"X-CSRF-Token": player.csrf},
        timeout=10,
    )


async def test_postgres_stopped_mid_load(
    own_cluster: tuple[str, Callable[[str], None]], tmp_path: Path, figures: Callable[[str], None]
) -> None:
    url, pg_ctl = own_cluster
    server = ServerProcess(url, tmp_path, dict(SERVER_ENV))
    server.start()
    acked: dict[str, int] = {}
    refused: list[dict[str, object]] = []
    codes: set[str] = set()
    downtime: list[float] = []
    try:
        gm = await sign_up(server.live, "gm")
        campaign_id = await new_campaign(gm)
        for outage in range(OUTAGES):
            for phase in ("before", "during"):
                if phase == "during":
                    pg_ctl("stop")
                    stopped = time.perf_counter()
                for i in range(15):
                    body: dict[str, object] = {
                        "command_id": command_id(),
                        "command": {"type": "name_party", "name": f"{outage}{phase}{i}"},
                    }
                    answer = await send(gm, server, campaign_id, body)
                    if answer.status_code == 200:
                        acked[str(body["command_id"])] = answer.json()["seq"]
                    else:
                        assert answer.status_code == 503, answer.text
                        assert answer.headers["retry-after"]
                        codes.add(answer.json()["code"])
                        refused.append(body)
            pg_ctl("start")
            downtime.append(time.perf_counter() - stopped)
            await asyncio.sleep(0.5)
        assert server.process is not None and server.process.poll() is None  # never restarted
        for body in refused:  # the client retries once Postgres is back
            for _attempt in range(20):
                answer = await send(gm, server, campaign_id, body)
                if answer.status_code != 503:
                    break
                await asyncio.sleep(0.25)
            assert answer.status_code == 200, answer.text
            acked[str(body["command_id"])] = answer.json()["seq"]
            again = await send(gm, server, campaign_id, body)
            assert again.json()["duplicate"] is True  # applied once
        assert server.starts == 1
    finally:
        server.stop()
    seqs, commands = assert_log_whole(url, campaign_id)
    assert set(acked) <= set(commands), "an acknowledged command is lost"
    assert len(commands) == len(set(commands))
    figures(
        f"postgres stopped [own cluster]: {OUTAGES} outages "
        f"({', '.join(f'{d:.1f}' for d in downtime)} s), "
        f"{len(refused)} commands refused meanwhile with {sorted(codes)} (503, Retry-After), each "
        f"applied once on retry; {len(acked)} acknowledged, all in a log of {len(seqs)} events; "
        "the server recovered without a restart"
    )
