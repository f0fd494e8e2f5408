"""A real table for the live benchmarks: a fresh database, the server (bench.served) in
a child process, a GM with a campaign and a socket at its table.

The database is ``BENCH_DATABASE_URL`` (Postgres: its schema is dropped and migrated
again), else a new SQLite file: never point it at data you keep.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import create_engine, text
from websockets.asyncio.client import ClientConnection, connect
from websockets.typing import Origin

from app.content.loader import load_pack
from app.db.migrate import upgrade
from app.service.packs import install_catalog
from app.service.runtime import open_context
from app.settings import Settings, normalize_database_url, sync_database_url

Message = dict[str, Any]
PASSWORD = "correct horse battery"


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def bench_database(folder: Path) -> str:
    """A migrated, empty database with the base pack installed."""
    url = os.environ.get("BENCH_DATABASE_URL", "")
    if url:
        url = normalize_database_url(url)
        engine = create_engine(sync_database_url(url))
        with engine.begin() as connection:
            connection.execute(text("DROP SCHEMA public CASCADE; CREATE SCHEMA public"))
        engine.dispose()
    else:
        url = f"sqlite+aiosqlite:///{folder / 'bench.db'}"
    upgrade(url)
    asyncio.run(_install_base_pack(url, folder))
    return url


async def _install_base_pack(url: str, folder: Path) -> None:
    settings = Settings(database_url=url, data_dir=folder, secret_key="bench")
    async with open_context(settings) as ctx:
        await install_catalog(ctx, load_pack())


@dataclass
class BenchServer:
    port: int
    process: subprocess.Popen[bytes]
    stats: Path
    database_url: str
    profile: Path | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def window(self) -> dict[str, Any]:
        """Close the server's measuring window: its statements, lag and profile since."""
        self.stats.unlink(missing_ok=True)
        self.process.send_signal(signal.SIGUSR1)
        deadline = time.monotonic() + 10
        while not self.stats.exists() and time.monotonic() < deadline:
            time.sleep(0.01)
        time.sleep(0.05)  # written whole before it is read
        result: dict[str, Any] = json.loads(self.stats.read_text())
        return result

    def cpu_seconds(self) -> float:
        """User + system CPU the server process has used so far."""
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextmanager
def bench_server(folder: Path, *, profile: bool = False) -> Iterator[BenchServer]:
    """The server; with ``profile`` each window's cProfile is written to ``server.profile``."""
    url = bench_database(folder)
    with _socket() as probe:
        port = probe.getsockname()[1]
    stats = folder / "stats.json"
    env = dict(os.environ)
    env.update(
        DATABASE_URL=url,
        DATA_DIR=str(folder),
        SECRET_KEY="bench-secret",
        LOG_LEVEL="WARNING",
        PORT=str(port),
        ALLOWED_ORIGINS=f"http://127.0.0.1:{port}",
        BENCH_STATS=str(stats),
        WS_MESSAGES_PER_SECOND="100000",  # the benchmark is the flood: no budget
        WS_MESSAGE_BURST="100000",
    )
    profile_path = folder / "window.prof" if profile else None
    if profile_path is not None:
        env["BENCH_PROFILE"] = str(profile_path)
    log = (folder / "server.log").open("w")
    process = subprocess.Popen(
        [sys.executable, "-m", "bench.served"], env=env, stdout=log, stderr=log
    )
    server = BenchServer(port, process, stats, url, profile_path)
    try:
        _wait_until_up(server, folder)
        yield server
    finally:
        process.terminate()
        process.wait(timeout=20)
        log.close()


def _socket() -> socket.socket:
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    return probe


def _wait_until_up(server: BenchServer, folder: Path) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise RuntimeError((folder / "server.log").read_text())
        try:
            if httpx.get(f"{server.base}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    raise RuntimeError("the benchmark server did not come up")


@dataclass
class Table:
    """A GM's campaign, seen through one socket that keeps every message."""

    client: httpx.AsyncClient
    campaign_id: int
    ws: ClientConnection
    server: BenchServer
    inbox: asyncio.Queue[Message] = field(default_factory=asyncio.Queue)
    answers: dict[str, asyncio.Future[Message]] = field(default_factory=dict)

    async def read(self) -> None:
        """Answers go to the command waiting for them; other messages to ``inbox``."""
        async for raw in self.ws:
            message = json.loads(raw)
            if message["type"] == "ping":
                await self.ws.send('{"type":"pong"}')
            waiting = self.answers.pop(message.get("command_id", ""), None)
            if message["type"] in ("ack", "reject") and waiting is not None:
                waiting.set_result(message)
            else:
                await self.inbox.put(message)

    async def next(self, kind: str) -> Message:
        while True:
            message = await asyncio.wait_for(self.inbox.get(), 30)
            if message["type"] == kind:
                return message

    async def command(self, command: Message) -> Message:
        """Send ``command``; its ack (or reject)."""
        command_id = f"bench-{uuid.uuid4().hex}"
        answer = self.answers[command_id] = asyncio.get_running_loop().create_future()
        text = json.dumps({"type": "command", "command_id": command_id, "command": command})
        await self.ws.send(text)
        return await asyncio.wait_for(answer, 30)


async def new_gm(server: BenchServer) -> tuple[httpx.AsyncClient, int]:
    """A registered GM (a logged-in HTTP client) and a new campaign of theirs."""
    client = httpx.AsyncClient(base_url=server.base, timeout=30)
    name = f"gm_{uuid.uuid4().hex[:10]}"
    signed = await client.post("/api/auth/register", json={"username": name, "password": PASSWORD})
    assert signed.status_code == 201, signed.text
    client.headers["X-CSRF-Token"] = signed.json()["csrf_token"]
    made = await client.post("/api/campaigns", json={"name": "Bench", "pack": load_pack().pack})
    assert made.status_code == 201, made.text
    return client, int(made.json()["id"])


async def open_socket(
    server: BenchServer, client: httpx.AsyncClient, campaign_id: int, **query: object
) -> ClientConnection:
    url = f"ws://127.0.0.1:{server.port}/ws/campaigns/{campaign_id}"
    if query:
        url += "?" + "&".join(f"{k}={v}" for k, v in query.items())
    cookie = client.cookies.get("hunters_session")
    return await connect(
        url,
        origin=Origin(server.base),
        additional_headers={"Cookie": f"hunters_session={cookie}"},
        proxy=None,
        max_size=None,
    )


@asynccontextmanager
async def gm_table(server: BenchServer) -> AsyncIterator[Table]:
    client, campaign_id = await new_gm(server)
    ws = await open_socket(server, client, campaign_id)
    table = Table(client, campaign_id, ws, server)
    reader = asyncio.create_task(table.read())
    try:
        await table.next("hello")
        yield table
    finally:
        reader.cancel()
        await ws.close()
        await client.aclose()


def scratch_folder() -> tempfile.TemporaryDirectory[str]:
    return tempfile.TemporaryDirectory(prefix="hunters-bench-")
