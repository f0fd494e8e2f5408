"""Scenario 5 of issue 16: persist before publish. Faults are injected at COMMIT (the
commit fails: nothing is stored) and just after it (stored, then the server fails
before it could answer or publish). Whatever happens, no seq is ever published — and no
client is ever sent a seq — that is not in the log at that moment; a command whose
commit "failed" after storing is answered by its retry with the stored seq."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import StoredEventRow
from app.realtime.connection import Connection
from app.realtime.room import Room
from app.service.commands import Accepted, run_command
from app.service.context import ServiceContext
from tests.realtime.test_room_pending import member_for_seat
from tests.reliability.harness import assert_log_whole
from tests.service.test_commands import request, seated_campaign

COMMANDS = 60


class InjectedFault(Exception):
    pass


class CommitFaults:
    """Makes a chosen share of commits fail: before the real COMMIT or just after it."""

    def __init__(self, seed: int) -> None:
        self.chooser = random.Random(seed)
        self.armed = False
        self.before = self.after = 0

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        real_commit = AsyncSession.commit
        faults = self

        async def commit(session: AsyncSession) -> None:
            roll = faults.chooser.random() if faults.armed else 1.0
            if roll < 0.25:
                faults.before += 1
                raise InjectedFault("the database went away at COMMIT")
            await real_commit(session)
            if roll < 0.5:
                faults.after += 1
                raise InjectedFault("the server failed just after COMMIT")

        monkeypatch.setattr(AsyncSession, "commit", commit)


async def logged_seq(ctx: ServiceContext, campaign_id: int) -> int:
    async with ctx.sessions() as db:
        found = await db.scalar(
            select(func.max(StoredEventRow.seq)).where(StoredEventRow.campaign_id == campaign_id)
        )
    return int(found or 0)


async def test_no_one_is_told_of_a_seq_not_in_the_log(
    ctx: ServiceContext, monkeypatch: pytest.MonkeyPatch, figures: Callable[[str], None]
) -> None:
    campaign_id, _owner = await seated_campaign(ctx)
    published: list[tuple[int, int]] = []
    room = Room(ctx, campaign_id)
    conn = Connection(None, await member_for_seat(ctx, campaign_id, "seat1"), queue_size=10_000)  # type: ignore[arg-type]  # no socket: the room only queues
    await room.join(conn, None)
    room.connections.add(conn)

    async def on_publish(cid: int, seq: int) -> None:
        published.append((seq, await logged_seq(ctx, cid)))
        room.wake(seq)

    ctx.bus.subscribe(on_publish)
    faults = CommitFaults(seed=16)
    faults.install(monkeypatch)
    answered_by_retry = 0
    for i in range(COMMANDS):
        sent = request(campaign_id, {"type": "name_party", "name": f"Try {i}"})
        faults.armed = True
        try:
            await run_command(ctx, sent)
        except InjectedFault:
            faults.armed = False
            retry = await run_command(ctx, sent)  # the client resends the same id
            assert isinstance(retry, Accepted)
            answered_by_retry += 1
        faults.armed = False
        if room.worker is not None:
            await room.worker
    logged = await logged_seq(ctx, campaign_id)
    assert all(seq <= in_log for seq, in_log in published), (
        "a seq was published before it was stored"
    )
    sent_seqs = [m["seq_to"] for m in map(json.loads, drain(conn)) if m["type"] == "events"]
    assert sent_seqs and max(sent_seqs) == logged
    assert all(seq <= logged for seq in sent_seqs)
    seqs, _ = assert_log_whole(ctx.settings.database_url, campaign_id)
    figures(
        f"persist before publish [{'sqlite' if ctx.settings.is_sqlite else 'postgres'}]: "
        f"{COMMANDS} commands, {faults.before} faults at COMMIT, {faults.after} just after it, "
        f"{answered_by_retry} answered by their retry, {len(published)} publications and "
        f"{len(sent_seqs)} client batches checked against a log of {len(seqs)} events"
    )


def drain(conn: Connection) -> list[str]:
    out: list[Any] = []
    while not conn.outbox.empty():
        out.append(conn.outbox.get_nowait())
    return out
