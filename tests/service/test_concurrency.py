"""Concurrent writers serialize: strictly increasing seqs, nothing lost, nothing doubled."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import select

from app.db.models import CampaignCommand, StoredEventRow
from app.engine import Actor
from app.service.campaigns import take_seat
from app.service.commands import Accepted, CommandRequest, run_command
from app.service.context import ServiceContext
from app.service.runtime import open_context
from app.settings import Settings
from tests.factories import command_id
from tests.service.test_commands import new_user, seated_campaign


async def _hammer(contexts: list[ServiceContext], campaign_id: int, per_seat: int) -> list[object]:
    jobs = []
    for i in range(per_seat):
        for n, seat in enumerate(("seat1", "seat2")):
            ctx = contexts[(i + n) % len(contexts)]
            req = CommandRequest(
                campaign_id=campaign_id,
                command_id=command_id(),
                payload={"type": "name_party", "name": f"{seat}-{i}"},
                actor=Actor(role="seat", seat=seat),
            )
            jobs.append(run_command(ctx, req))
    return list(await asyncio.gather(*jobs))


async def _check_log(ctx: ServiceContext, campaign_id: int, results: list[object]) -> None:
    accepted = [r for r in results if isinstance(r, Accepted)]
    assert accepted == results
    acked = sorted(r.seq_to for r in accepted)
    assert len(set(acked)) == len(acked), "two commands got the same seq"
    async with ctx.sessions() as db:
        seqs = (
            await db.scalars(
                select(StoredEventRow.seq)
                .where(StoredEventRow.campaign_id == campaign_id)
                .order_by(StoredEventRow.id)
            )
        ).all()
        commands = (await db.scalars(select(CampaignCommand.command_id))).all()
    assert list(seqs) == list(range(1, len(seqs) + 1)), "seqs are not strictly increasing by one"
    assert set(acked) <= set(seqs)
    assert len(commands) == len(set(commands))


async def test_twenty_concurrent_commands_in_one_process_serialize(ctx: ServiceContext) -> None:
    cid, _ = await seated_campaign(ctx)
    await take_seat(ctx, cid, await new_user(ctx, "second"), reason="t")
    results = await _hammer([ctx], cid, per_seat=10)
    await _check_log(ctx, cid, results)


@pytest.mark.postgres
async def test_twenty_concurrent_commands_from_two_processes_serialize_on_postgres(
    ctx: ServiceContext, settings: Settings
) -> None:
    """Two service contexts (two engines and pools, as two server processes have) write
    the same campaign at once; Postgres' row lock serializes them."""
    if ctx.settings.is_sqlite:
        pytest.skip("Postgres only: SQLite runs a single process")
    cid, _ = await seated_campaign(ctx)
    await take_seat(ctx, cid, await new_user(ctx, "second"), reason="t")
    async with open_context(settings) as other_process:
        results = await _hammer([ctx, other_process], cid, per_seat=10)
    await _check_log(ctx, cid, results)
