"""Real play for the live benchmarks (issue 26): tables of the base pack mid-quest or on
the campaign map, written straight into the benchmark's database, and scripted players
that send only commands from the ``legal`` list the server gave them.

Setup is not what is measured, so it is as cheap as it can be made honest: one log per
position is *played* on the engine (the simulator's careful party, real commands, real
dice) and its rows are copied under as many campaign ids as the run needs, with the
benchmark's accounts in the seats and a snapshot at the last event (what the server
would have written). From then on everything goes through the server under test.
"""

from __future__ import annotations

import asyncio
import json
import random
import tempfile
import time
import uuid
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from typing import Any, Literal

import httpx
import psycopg
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed
from websockets.typing import Origin

from app.content.loader import load_pack
from app.db.codec import encode_event, encode_snapshot
from app.engine import Actor, HuntersTable
from app.engine.kernel.model import EventBase
from app.realtime.postgres_bus import psycopg_conninfo
from app.simulate.campaign.party import CampaignParty
from app.simulate.campaign.playout import CampaignGame, apply, seated_campaign
from app.simulate.playout import next_command
from app.simulate.policies import CarefulPolicy

Position = Literal["quest", "map"]
PARTIES = {
    2: ("landsknecht", "huntress"),
    4: ("landsknecht", "huntress", "medic", "sorceress"),
}
PASSWORD = "bench password long enough"
NOT_PLAY = frozenset(
    {
        "set_away", "propose_rewind", "vote_rewind", "undo", "name_party", "name_checkpoint",
        "restore_checkpoint", "assign_hero", "lend_hero", "set_play_mode", "release_hero",
        "correct_hero", "correct_campaign", "leave_party", "apply_default",
    }
)  # fmt: skip
"""Commands the scripted players never pick: the table's housekeeping, not the game."""
QUEST_COMMANDS_IN = 24
"""A mid-quest position: this many commands after the heroes are placed and dealt."""
MAP_COMMANDS_IN = 6


@dataclass(frozen=True)
class Template:
    """A played log: the seats (named after their heroes), its events, its last state."""

    seats: tuple[str, ...]
    events: tuple[EventBase, ...]
    state: HuntersTable


@cache
def template(seats: int, where: Position, seed: int = 26) -> Template:
    """The log of a ``seats``-seat table up to a point mid-quest 1 (``quest``) or on the
    campaign map after it (``map``), played by the simulator's careful party."""
    catalog = load_pack()
    party = PARTIES[seats]
    game = CampaignGame(party=party, difficulty="normal", seed=seed)
    state = seated_campaign(catalog, party, "normal", seed, game)
    rng, between, policy = random.Random(seed), CampaignParty(catalog), CarefulPolicy()
    counted = 0
    while not _reached(state, where, counted):
        if state.phase == "quest":
            command, actor = next_command(catalog, state, policy, rng)
        else:
            command, actor = between.choose(state, rng)
        state = apply(catalog, state, command, actor, game)
        counted += _counts(state, where)
    return Template(party, tuple(game.events), state)


def _counts(state: HuntersTable, where: Position) -> int:
    q = state.quest
    if where == "quest":
        return int(q is not None and q.phase == "playing" and state.phase == "quest")
    return int(state.phase == "between_quests" and state.last_quest is not None)


def _reached(state: HuntersTable, where: Position, counted: int) -> bool:
    wanted = QUEST_COMMANDS_IN if where == "quest" else MAP_COMMANDS_IN
    return counted >= wanted and not state.open_decisions


@dataclass(frozen=True)
class Account:
    user_id: int
    username: str
    cookie: str


async def accounts(base: str, count: int) -> list[Account]:
    """``count`` registered players, each logged in (their session cookies)."""
    made = []
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        for n in range(count):
            client.cookies.clear()
            name = f"player{n}_{uuid.uuid4().hex[:8]}"
            answer = await client.post(
                "/api/auth/register", json={"username": name, "password": PASSWORD}
            )
            answer.raise_for_status()
            cookie = f"hunters_session={client.cookies.get('hunters_session')}"
            made.append(Account(int(answer.json()["user"]["id"]), name, cookie))
    return made


def install_tables(
    database_url: str, log: Template, players: Sequence[Account], count: int
) -> list[int]:
    """``count`` campaigns holding ``log``'s rows, ``players[i]`` in seat ``i`` (the
    first is also the GM); their ids."""
    now = datetime.now(UTC)
    rows = [encode_event(e) for e in log.events]
    snapshot = encode_snapshot(log.state)
    seq = len(rows)
    ids: list[int] = []
    with psycopg.connect(psycopg_conninfo(database_url)) as db:
        for _ in range(count):
            row = db.execute(
                "INSERT INTO campaigns (name, gm_user_id, content_hash, difficulty,"
                " hero_elimination, reaction_timeout_seconds, status, seq, created_at,"
                " updated_at) VALUES ('Bench', %s, %s, 'normal', false, 20, %s, %s, %s, %s)"
                " RETURNING id",
                (players[0].user_id, log.state.content_hash, _status(log.state), seq, now, now),
            ).fetchone()
            assert row is not None, "INSERT ... RETURNING gives the new row"
            campaign_id = row[0]
            with db.cursor() as cursor:
                cursor.executemany(
                    "INSERT INTO seats (campaign_id, user_id, role, seat_key, joined_at)"
                    " VALUES (%s, %s, 'player', %s, %s)",
                    [
                        (campaign_id, p.user_id, s, now)
                        for p, s in zip(players, log.seats, strict=False)
                    ],
                )
                with cursor.copy(
                    "COPY campaign_events (campaign_id, seq, type, schema_version, payload,"
                    " created_at) FROM STDIN"
                ) as copy:
                    for number, (kind, version, payload) in enumerate(rows, start=1):
                        copy.write_row((campaign_id, number, kind, version, payload, now))
            db.execute(
                "INSERT INTO snapshots (campaign_id, seq, state, created_at)"
                " VALUES (%s, %s, %s, %s)",
                (campaign_id, seq, snapshot, now),
            )
            ids.append(int(campaign_id))
        db.commit()
    return ids


def _status(state: HuntersTable) -> str:
    return {"setup": "setup", "ended": "ended"}.get(state.phase, "active")


@dataclass
class Player:
    """One seat's socket: it keeps the legal commands it was last sent, answers pings,
    resolves each command's ack and stamps when each seq arrived."""

    ws: ClientConnection
    seat: str
    seq: int = 0
    legal: list[dict[str, Any]] = field(default_factory=list)
    arrivals: dict[int, float] = field(default_factory=dict)
    acks: dict[str, asyncio.Future[dict[str, Any]]] = field(default_factory=dict)
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    received_bytes: int = 0
    messages: int = 0
    reader: asyncio.Task[None] | None = None

    def take(self, message: dict[str, Any], at: float) -> None:
        kind = message["type"]
        if kind in ("hello", "events", "sync"):
            if message.get("legal") is not None:
                self.legal = message["legal"]
            self.seq = int(message.get("seq_to", message.get("seq", self.seq)))
            self.arrivals[self.seq] = at
            self.arrived.set()
        elif kind in ("ack", "reject"):
            future = self.acks.pop(message.get("command_id", ""), None)
            if future is not None and not future.done():
                future.set_result({**message, "_at": at})

    async def _read(self) -> None:
        with suppress(ConnectionClosed):
            async for raw in self.ws:
                at = time.perf_counter()
                self.received_bytes += len(raw)
                self.messages += 1
                message = json.loads(raw)
                if message["type"] == "ping":
                    await self.ws.send('{"type":"pong"}')
                self.take(message, at)

    async def command(self, command: dict[str, Any]) -> dict[str, Any]:
        command_id = f"bench-{uuid.uuid4().hex}"
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.acks[command_id] = future
        await self.ws.send(
            json.dumps({"type": "command", "command_id": command_id, "command": command})
        )
        return await asyncio.wait_for(future, 60)

    async def reached(self, seq: int, within: float = 60.0) -> float:
        """When this socket got the view at ``seq`` or later (waits for it)."""
        async with asyncio.timeout(within):
            while self.seq < seq:
                self.arrived.clear()
                await self.arrived.wait()
        return min(at for s, at in self.arrivals.items() if s >= seq)

    async def close(self) -> None:
        await self.ws.close()
        if self.reader is not None:
            await asyncio.gather(self.reader, return_exceptions=True)


async def open_player(
    base: str, account: Account, campaign_id: int, seat: str, **query: object
) -> Player:
    url = base.replace("http://", "ws://") + f"/ws/campaigns/{campaign_id}"
    if query:
        url += "?" + "&".join(f"{k}={v}" for k, v in query.items())
    ws = await connect(
        url, origin=Origin(base), additional_headers={"Cookie": account.cookie}, proxy=None,
        open_timeout=60, max_size=None,
    )  # fmt: skip
    player = Player(ws, seat)
    first = json.loads(await asyncio.wait_for(ws.recv(), 60))
    player.take(first, time.perf_counter())
    player.reader = asyncio.create_task(player._read())
    return player


@dataclass
class Table:
    """A campaign and its seats' sockets; ``play`` sends one legal command."""

    campaign_id: int
    players: list[Player]
    rng: random.Random
    stuck: int = 0
    accounts: list[Account] = field(default_factory=list)

    def choices(self) -> list[tuple[Player, dict[str, Any]]]:
        return [(p, c) for p in self.players for c in p.legal if c.get("type") not in NOT_PLAY]

    async def play(self) -> tuple[float, float] | None:
        """One command from a seat's legal list: (send -> ack, send -> every seat has
        it) in ms; None when no seat may play or it was refused."""
        options = self.choices()
        if not options:
            self.stuck += 1
            return None
        player, command = self.rng.choice(options)
        command = {k: v for k, v in command.items() if k != "wasted"}
        start = time.perf_counter()
        answer = await player.command(command)
        if answer["type"] != "ack":
            return None
        seq = int(answer["seq"])
        last = max([await p.reached(seq) for p in self.players])
        return (answer["_at"] - start) * 1e3, (last - start) * 1e3

    async def close(self) -> None:
        await asyncio.gather(*(p.close() for p in self.players))


async def seat_tables(
    bases: Sequence[str], players: Sequence[Account], campaign_ids: Sequence[int],
    seats: Sequence[str], seed: int = 0,
) -> list[Table]:  # fmt: skip
    """Every seat of every campaign connected (a table's sockets on one process, the
    tables spread over ``bases`` in turn)."""

    async def one(index: int, campaign_id: int) -> Table:
        base = bases[index % len(bases)]
        opened = [
            await open_player(base, account, campaign_id, seat)
            for account, seat in zip(players, seats, strict=False)
        ]
        rng = random.Random(seed * 100_003 + index)
        return Table(campaign_id, opened, rng, accounts=list(players))

    tables: list[Table] = []
    numbered = list(enumerate(campaign_ids))
    for start in range(0, len(numbered), 10):
        tables += await asyncio.gather(*(one(i, c) for i, c in numbered[start : start + 10]))
    return tables


async def prepared_tables(
    bases: Sequence[str], database_url: str, seats: int, where: Position, count: int,
    seed: int = 0,
) -> list[Table]:  # fmt: skip
    """``count`` tables at the position, with new players, every seat connected."""
    log = template(seats, where)
    players = await accounts(bases[0], seats)
    ids = install_tables(database_url, log, players, count)
    return await seat_tables(bases, players, ids, log.seats, seed)


def percentile(samples: Sequence[float], fraction: float) -> float:
    """By nearest rank; NaN for no samples."""
    if not samples:
        return float("nan")
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def scratch_folder() -> tempfile.TemporaryDirectory[str]:
    return tempfile.TemporaryDirectory(prefix="hunters-bench-")


def load_average() -> str:
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def spread(samples: Sequence[float]) -> str:
    """min / median / max of per-repetition figures."""
    ordered = sorted(samples)
    return f"{ordered[0]:.2f} / {ordered[len(ordered) // 2]:.2f} / {ordered[-1]:.2f}"


def actor_of(seat: str) -> Actor:
    return Actor(role="seat", seat=seat)
