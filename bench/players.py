"""Players for the scale-out benchmarks: accounts, campaigns and live table sockets.

A ``Table`` is one campaign with its members (the GM and the invited players). A
``Seat`` is one member's websocket to one server process: it reads in the background,
answers pings, resolves each command's ``ack``, and stamps when each ``events``
message arrived (by ``seq_to``), without keeping the messages (a benchmark holds
thousands of sockets).
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from typing import Any

import httpx
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed
from websockets.typing import Origin

PASSWORD = "bench password long enough"


@dataclass
class Account:
    client: httpx.AsyncClient
    username: str
    csrf: str

    @property
    def cookie(self) -> str:
        return f"hunters_session={self.client.cookies.get('hunters_session')}"

    async def post(self, path: str, body: dict[str, Any] | None = None) -> httpx.Response:
        return await self.client.post(path, json=body or {}, headers={"X-CSRF-Token": self.csrf})


@dataclass(frozen=True)
class Table:
    """A campaign and its members' session cookies (any process accepts them)."""

    campaign_id: int
    cookies: list[str]


async def sign_up(base: str, name: str) -> Account:
    client = httpx.AsyncClient(base_url=base, timeout=30)
    username = f"{name}_{uuid.uuid4().hex[:8]}"
    response = await client.post(
        "/api/auth/register", json={"username": username, "password": PASSWORD}
    )
    _ok(response)
    return Account(client, username, response.json()["csrf_token"])


def _ok(response: httpx.Response) -> None:
    if response.is_error:
        raise RuntimeError(f"{response.request.url.path}: {response.status_code} {response.text}")


async def tables(base: str, count: int, members: int) -> list[Table]:
    """``count`` campaigns of the base pack, each with the same ``members`` accounts
    (one GM, the others invited): few accounts, as a password hash costs ~50 ms."""
    accounts = [await sign_up(base, f"bench{n}") for n in range(members)]
    gm, others = accounts[0], accounts[1:]

    async def one() -> Table:
        created = await gm.post("/api/campaigns", {"name": "Bench", "pack": "base"})
        _ok(created)
        campaign_id = int(created.json()["id"])
        for friend in others:
            link = await gm.post(f"/api/campaigns/{campaign_id}/invites", {"role": "player"})
            _ok(link)
            _ok(await friend.post(f"/api/invites/{link.json()['token']}/accept"))
        return Table(campaign_id, [a.cookie for a in accounts])

    made: list[Table] = []
    for start in range(0, count, 10):
        made += await asyncio.gather(*(one() for _ in range(start, min(count, start + 10))))
    await asyncio.gather(*(a.client.aclose() for a in accounts))
    return made


@dataclass
class Seat:
    """One member's live connection to one process."""

    ws: ClientConnection
    arrivals: dict[int, float] = field(default_factory=dict)
    acks: dict[str, asyncio.Future[dict[str, Any]]] = field(default_factory=dict)
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    reader: asyncio.Task[None] | None = None
    largest_bytes: int = 0

    async def _read(self) -> None:
        with suppress(ConnectionClosed):
            async for raw in self.ws:
                at = time.perf_counter()
                message = json.loads(raw)
                kind = message["type"]
                if kind == "events":
                    self.arrivals[int(message["seq_to"])] = at
                    self.largest_bytes = max(self.largest_bytes, len(raw))
                    self.arrived.set()
                elif kind in ("ack", "reject"):
                    future = self.acks.pop(message.get("command_id", ""), None)
                    if future is not None and not future.done():
                        future.set_result({**message, "_at": at})
                elif kind == "ping":
                    await self.ws.send('{"type":"pong"}')

    async def command(self, command: dict[str, Any]) -> dict[str, Any]:
        """Send ``command``; its ack or reject, with ``_at`` (when it arrived)."""
        command_id = f"cmd-{uuid.uuid4().hex}"
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.acks[command_id] = future
        await self.ws.send(
            json.dumps({"type": "command", "command_id": command_id, "command": command})
        )
        return await future

    async def arrival_of(self, seq: int, within: float = 5.0) -> float:
        """When the ``events`` message reaching ``seq`` arrived (waits for it)."""
        async with asyncio.timeout(within):
            while not any(s >= seq for s in self.arrivals):
                self.arrived.clear()
                await self.arrived.wait()
        return min(at for s, at in self.arrivals.items() if s >= seq)

    async def close(self) -> None:
        await self.ws.close()
        if self.reader is not None:
            await asyncio.gather(self.reader, return_exceptions=True)


async def seat(base: str, cookie: str, campaign_id: int) -> Seat:
    """Open a socket and wait for its ``hello`` (the connection is admitted)."""
    ws = await connect(
        base.replace("http://", "ws://") + f"/ws/campaigns/{campaign_id}",
        origin=Origin(base),
        additional_headers={"Cookie": cookie},
        proxy=None,
        open_timeout=30,
        max_size=None,
    )
    hello = json.loads(await asyncio.wait_for(ws.recv(), 30))
    if hello["type"] != "hello":
        raise RuntimeError(f"no hello: {hello['type']}")
    opened = Seat(ws)
    opened.reader = asyncio.create_task(opened._read())
    return opened


async def seat_all(
    bases: Sequence[str], found: Sequence[Table], *, by_campaign: bool = False
) -> list[list[Seat]]:
    """Every member of every table seated, the sockets spread over ``bases`` in turn
    (``by_campaign``: each campaign's sockets on one process, the campaigns in turn)."""
    spread = [
        (
            bases[(t if by_campaign else t * len(table.cookies) + m) % len(bases)],
            cookie,
            table.campaign_id,
        )
        for t, table in enumerate(found)
        for m, cookie in enumerate(table.cookies)
    ]
    opened: list[Seat] = []
    for start in range(0, len(spread), 20):
        opened += await asyncio.gather(*(seat(*s) for s in spread[start : start + 20]))
    size = len(found[0].cookies) if found else 0
    return [opened[i : i + size] for i in range(0, len(opened), size)]


async def close_seats(seated: Sequence[Sequence[Seat]]) -> None:
    await asyncio.gather(*(s.close() for row in seated for s in row))


def rename(number: int) -> dict[str, Any]:
    """A command any seated member (or the GM) may repeat at any time: naming the party."""
    return {"type": "name_party", "name": f"Party {number}"}
