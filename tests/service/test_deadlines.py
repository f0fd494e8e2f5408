"""Reaction windows time out on the server's clock: when a timed decision's deadline
passes, the server settles it by default, once, as the system (QUEST-37, DESIGN 3)."""

from __future__ import annotations

import asyncio
import functools
import random
from typing import Any

from sqlalchemy import select

from app.content.catalog import Catalog
from app.content.loader import load_pack
from app.db.models import Campaign, CampaignCommand
from app.engine import Actor, HuntersTable, legal_commands
from app.service.campaigns import NewCampaign, create_campaign, take_seat
from app.service.commands import Accepted, CommandRequest, run_command
from app.service.context import ServiceContext
from app.service.deadlines import running_deadlines, timed_decisions
from app.service.packs import install_catalog
from app.service.states import load_state
from tests.factories import command_id
from tests.service.test_commands import new_user


async def state_of(ctx: ServiceContext, campaign_id: int) -> HuntersTable:
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, campaign_id)
        assert campaign is not None
        state = await load_state(db, campaign_id, campaign.seq, ctx.states)
        assert isinstance(state, HuntersTable), "the board game's table"
        return state


@functools.cache
def base_catalog() -> Catalog:
    return load_pack("content/base")


async def send(ctx: ServiceContext, cid: int, actor: Actor, payload: dict[str, Any]) -> None:
    result = await run_command(ctx, CommandRequest(cid, command_id(), payload, actor))
    assert isinstance(result, Accepted), (payload, result)


async def quest_with_a_reaction_window(ctx: ServiceContext, timeout_seconds: int = 1) -> int:
    """Quest 1 of the base pack (and, when it ends first, what the campaign's story leads
    to), played by a seeded policy that prefers attacks, until a timed decision of a
    quest (a reaction window) is open; the campaign's own votes are timed too, in hours."""
    catalog = base_catalog()
    await install_catalog(ctx, catalog)
    owner = await new_user(ctx, "owner")
    spec = NewCampaign(
        name="Timer",
        content_hash=catalog.content_hash,
        reaction_timeout_seconds=timeout_seconds,
        seed=11,
    )
    cid = (await create_campaign(ctx, owner, spec)).id
    await take_seat(ctx, cid, await new_user(ctx, "second"), reason="test")
    for seat, hero in (("seat1", "huntress"), ("seat2", "landsknecht")):
        await send(ctx, cid, Actor(role="seat", seat=seat), {"type": "choose_hero", "hero": hero})
        await send(ctx, cid, Actor(role="seat", seat=seat), {"type": "set_ready", "ready": True})
    await send(ctx, cid, Actor(role="seat", seat="seat1"), {"type": "start_campaign"})
    chooser = random.Random(3)
    for _ in range(400):
        state = await state_of(ctx, cid)
        if any(layer == "quest" for layer, _ in timed_decisions(state)):
            return cid
        actors = [Actor(role="seat", seat=s) for s in state.seats] + [Actor(role="system")]
        options = [(c, a) for a in actors for c in legal_commands(state, a, catalog)]
        attacks = [o for o in options if o[0].type == "attack"]
        command, actor = chooser.choice(attacks or options)
        await send(ctx, cid, actor, command.model_dump(mode="json"))
    raise AssertionError("no reaction window opened in 400 commands")


async def test_a_reaction_window_passes_by_default_when_its_deadline_passes(
    ctx: ServiceContext,
) -> None:
    async with running_deadlines(ctx) as keeper:
        cid = await quest_with_a_reaction_window(ctx)
        waiting = timed_decisions(await state_of(ctx, cid))
        await keeper.settled()
        assert set(keeper.due(cid)) == set(waiting)
        for _ in range(60):
            await asyncio.sleep(0.1)
            if not set(waiting) & set(timed_decisions(await state_of(ctx, cid))):
                break
        else:
            raise AssertionError("the deadline passed but the window stayed open")
    async with ctx.sessions() as db:
        settled = (
            await db.scalars(
                select(CampaignCommand).where(CampaignCommand.command_id.like("deadline:%"))
            )
        ).all()
    assert settled
    assert {c.actor for c in settled} == {"system"}
    assert all('"apply_default"' in c.payload for c in settled)


async def test_an_answered_window_is_not_settled_again(ctx: ServiceContext) -> None:
    async with running_deadlines(ctx) as keeper:
        cid = await quest_with_a_reaction_window(ctx)
        state = await state_of(ctx, cid)
        decision = next(iter(timed_decisions(state)))
        assert decision[0] == "quest" and state.quest is not None
        deciders = next(d.deciders for d in state.quest.pending if d.id == decision[1])
        seat = next(
            s for s in state.seats if s in deciders or set(state.seats[s].heroes) & set(deciders)
        )
        await send(ctx, cid, Actor(role="seat", seat=seat), {"type": "pass_reaction"})
        await asyncio.sleep(1.5)
        assert decision not in keeper.due(cid)
    async with ctx.sessions() as db:
        settled = (
            await db.scalars(
                select(CampaignCommand.command_id).where(
                    CampaignCommand.command_id.like(f"deadline:{cid}:%:{decision}")
                )
            )
        ).all()
    assert settled == []
