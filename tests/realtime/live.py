"""Real servers and real websocket clients for the live-table tests.

``running_server`` starts ``hunters serve`` in a child process (output to a log file,
so a chatty server never blocks on a full pipe). ``TableSocket`` is a websockets
client that reads in the background, answers the server's pings, and keeps every
message it received (the leak checks walk them all).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from pydantic import SecretStr
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed
from websockets.typing import Origin

from app.content.loader import load_pack
from app.service.packs import install_catalog
from app.service.runtime import open_context
from app.service.view_delta import apply_delta
from app.settings import Settings
from tests.factories import Player, install_test_pack
from tests.faults import assert_no_server_faults, server_stopped, watch_server_log
from tests.integration.server import HUNTERS, STARTUP_SECONDS, free_port, hunters_env
from tests.realtime.leaks import leaks

Message = dict[str, Any]


@dataclass(frozen=True)
class LiveServer:
    base: str
    port: int
    log: Path
    database_url: str
    data_dir: Path

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def socket_url(self, campaign_id: int, **query: object) -> str:
        url = f"ws://127.0.0.1:{self.port}/ws/campaigns/{campaign_id}"
        if query:
            url += "?" + "&".join(f"{k}={v}" for k, v in query.items())
        return url


def install_pack(database_url: str, data_dir: Path, *, base: bool = False) -> None:
    """Put the small test pack (and the base pack) into the server's database."""

    async def run() -> None:
        settings = Settings(
            database_url=database_url, data_dir=data_dir, secret_key=SecretStr("install")
        )
        async with open_context(settings) as ctx:
            await install_test_pack(ctx)
            if base:
                await install_catalog(ctx, load_pack())

    asyncio.run(run())


@contextmanager
def running_server(
    database_url: str, data_dir: Path, extra_env: dict[str, str], origins: str = ""
) -> Iterator[LiveServer]:
    port = free_port()
    env = hunters_env(database_url, data_dir, **extra_env)
    env.update(PORT=str(port), ALLOWED_ORIGINS=origins or f"http://127.0.0.1:{port}")
    log = data_dir / f"server-{port}.log"
    with log.open("w") as output:
        process = subprocess.Popen(
            [*HUNTERS, "serve", "--port", str(port)], env=env, stdout=output, stderr=output
        )
    server = LiveServer(f"http://127.0.0.1:{port}", port, log, database_url, data_dir)
    watch_server_log(log)
    try:
        _wait_until_up(server, process)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        server_stopped(log)
    assert_no_server_faults()


def _wait_until_up(server: LiveServer, process: subprocess.Popen[bytes]) -> None:
    """As long as tests/integration/server.py waits: on a loaded 2-core machine (the suite's
    own workers, and others' work) a server can take well over 30 s to import and migrate."""
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited early:\n{server.log.read_text()}")
        try:
            if httpx.get(f"{server.base}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.05)
    raise RuntimeError(f"the server did not come up:\n{server.log.read_text()}")


def unique(name: str) -> str:
    return f"{name}_{uuid.uuid4().hex[:8]}"


async def sign_up(server: LiveServer, name: str) -> Player:
    client = httpx.AsyncClient(base_url=server.base, timeout=10)
    username = unique(name)
    response = await client.post(
        "/api/auth/register", json={"username": username, "password": "correct horse battery"}
    )
    assert response.status_code == 201, response.text
    return Player(client=client, username=username, csrf=response.json()["csrf_token"])


async def new_campaign(gm: Player, **extra: Any) -> int:
    response = await gm.post("/api/campaigns", {"name": "Wolves", "pack": "test", **extra})
    assert response.status_code == 201, response.text
    return int(response.json()["id"])


async def invite_in(gm: Player, friend: Player, campaign_id: int, role: str = "player") -> None:
    link = await gm.post(f"/api/campaigns/{campaign_id}/invites", {"role": role})
    assert link.status_code == 201, link.text
    joined = await friend.post(f"/api/invites/{link.json()['token']}/accept")
    assert joined.status_code == 200, joined.text


def cookie_header(player: Player) -> dict[str, str]:
    return {"Cookie": f"hunters_session={player.client.cookies.get('hunters_session')}"}


def command_id() -> str:
    return f"cmd-{uuid.uuid4().hex}"


@dataclass
class TableSocket:
    """A player's live connection: background reader, automatic pongs, full record."""

    ws: ClientConnection
    received: list[Message] = field(default_factory=list)
    unread: list[Message] = field(default_factory=list)
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    reader: asyncio.Task[None] | None = None
    view: Message | None = None
    view_seq: int | None = None
    legal: list[Message] = field(default_factory=list)

    def start(self) -> TableSocket:
        self.reader = asyncio.create_task(self._read())
        return self

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                message = json.loads(raw)
                message["_at"] = time.perf_counter()
                self.rebuild(message)
                self.received.append(message)
                if message["type"] == "ping":
                    await self.ws.send('{"type":"pong"}')
                self.unread.append(message)
                self.arrived.set()
        except ConnectionClosed:
            pass
        finally:
            self.arrived.set()

    def rebuild(self, message: Message) -> None:
        """As the browser does (static/js/protocol/feed.js): a view sent as a change is
        applied to the one held; the legal commands are kept until they change. The
        message gets the whole ``view`` and ``legal`` back, so tests read them as sent
        (``_sent_legal``: whether the server sent ``legal`` itself)."""
        if message["type"] not in ("hello", "events", "sync"):
            return
        message["_sent_legal"] = "legal" in message  # before it is filled in below
        seq = message.get("seq_to", message.get("seq"))
        if "view_delta" in message:
            delta = message["view_delta"]
            assert self.view is not None and delta["from_seq"] == self.view_seq, delta
            self.view = apply_delta(self.view, delta["ops"])
        elif "view" in message:
            self.view = message["view"]
        else:
            return
        self.view_seq = seq
        self.legal = message.get("legal", self.legal)
        message["view"], message["legal"] = self.view, self.legal

    async def expect(
        self, kind: str, where: Callable[[Message], bool] = lambda m: True, within: float = 3.0
    ) -> Message:
        """The first unread message of type ``kind`` (``a|b``: either) matching ``where``."""
        deadline = time.perf_counter() + within
        while True:
            for index, message in enumerate(self.unread):
                if message["type"] in kind.split("|") and where(message):
                    return self.unread.pop(index)
            remaining = deadline - time.perf_counter()
            assert self.reader is not None
            if self.reader.done():
                raise AssertionError(f"closed ({self.ws.close_code}) before a {kind} message")
            if remaining <= 0:
                raise AssertionError(f"no {kind} message within {within} s: {self.unread}")
            self.arrived.clear()
            with suppress(TimeoutError):
                async with asyncio.timeout(remaining):
                    await self.arrived.wait()

    async def send(self, message: Message) -> None:
        await self.ws.send(json.dumps(message))

    async def command(self, command: Message, **extra: Any) -> Message:
        """Send a command; the server's ack or reject for it."""
        cid = extra.pop("command_id", None) or command_id()
        await self.send({"type": "command", "command_id": cid, "command": command, **extra})
        return await self.answer_to(cid)

    async def answer_to(self, cid: str, within: float = 5.0) -> Message:
        """The ``ack`` or ``reject`` of command ``cid``."""
        return await self.expect("ack|reject", lambda m: m.get("command_id") == cid, within)

    def events_received(self) -> list[Message]:
        return [m for m in self.received if m["type"] == "events"]

    async def closed(self, within: float = 5.0) -> tuple[int | None, str | None]:
        """The close code and reason, once the server has closed the connection."""
        assert self.reader is not None
        await asyncio.wait_for(asyncio.shield(self.reader), within)
        return self.ws.close_code, self.ws.close_reason

    async def close(self) -> None:
        await self.ws.close()
        if self.reader is not None:
            await asyncio.gather(self.reader, return_exceptions=True)


@asynccontextmanager
async def table_socket(
    server: LiveServer,
    player: Player | None,
    campaign_id: int,
    *,
    origin: str | None = None,
    **query: object,
) -> AsyncIterator[TableSocket]:
    headers = cookie_header(player) if player is not None else {}
    ws = await connect(
        server.socket_url(campaign_id, **query),
        origin=Origin(origin or server.origin),
        additional_headers=headers,
        proxy=None,
        open_timeout=5,
    )
    socket = TableSocket(ws).start()
    try:
        yield socket
    finally:
        await socket.close()


async def two_seats(server: LiveServer) -> tuple[Player, Player, int]:
    gm = await sign_up(server, "gm")
    friend = await sign_up(server, "friend")
    campaign_id = await new_campaign(gm)
    await invite_in(gm, friend, campaign_id)
    return gm, friend, campaign_id


def assert_no_leaks(socket: TableSocket, heroes: set[str]) -> None:
    """Nothing this (player's) socket received shows hidden information: every message,
    with each view as the client rebuilds it (a delta's values all land in that view, so
    checking it checks them, with the objects they belong to)."""
    for message in socket.received:
        whole = {k: v for k, v in message.items() if k != "view_delta"}
        assert leaks(whole, heroes) == [], message["type"]


@asynccontextmanager
async def seated(
    server: LiveServer, player: Player | None, campaign_id: int, *, origin: str | None = None,
    **query: object,
) -> AsyncIterator[tuple[TableSocket, dict[str, Any]]]:  # fmt: skip
    async with table_socket(server, player, campaign_id, origin=origin, **query) as socket:
        yield socket, await socket.expect("hello")
