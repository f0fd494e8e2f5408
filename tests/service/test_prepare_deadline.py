"""DEV-15 (docs/rules-decisions.md, "The party prepares before a quest"): when nobody
opens the Tome of Quests before the prepare step's deadline, the server's deadline
keeper applies the default as the system, once: the quest begins with each hero's deck
as its player last saved it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from sqlalchemy import select

from app.content.loader import load_pack
from app.db.models import CampaignCommand
from app.engine import Actor, legal_commands
from app.engine.hunters.campaign.model.decisions import PrepareStep
from app.service.campaigns import NewCampaign, create_campaign, take_seat
from app.service.context import ServiceContext
from app.service.deadlines import running_deadlines, timed_decisions
from app.service.packs import install_catalog
from tests.factories import MovableClock
from tests.prepare_pack import prepared_pack
from tests.service.test_commands import new_user
from tests.service.test_deadlines import send, state_of

LK = Actor(role="seat", seat="seat1")


async def at_the_prepare_step(ctx: ServiceContext, folder: Path) -> tuple[int, list[str]]:
    """A campaign of the ``prepared`` pack read on past "Barred Shutters"; the
    Landsknecht's player bought an advanced card and saved a deck with it."""
    catalog = load_pack(prepared_pack(folder))
    await install_catalog(ctx, catalog)
    owner = await new_user(ctx, "owner")
    spec = NewCampaign(name="Ready", content_hash=catalog.content_hash, seed=5)
    cid = (await create_campaign(ctx, owner, spec)).id
    await take_seat(ctx, cid, await new_user(ctx, "second"), reason="test")
    for seat, hero in (("seat1", "landsknecht"), ("seat2", "huntress")):
        await send(ctx, cid, Actor(role="seat", seat=seat), {"type": "choose_hero", "hero": hero})
        await send(ctx, cid, Actor(role="seat", seat=seat), {"type": "set_ready", "ready": True})
    await send(ctx, cid, LK, {"type": "start_campaign"})
    read_on = {"type": "vote_on_choice", "decision": 1, "choice": "read_on"}
    for seat in ("seat1", "seat2"):  # CAMP-36: S002 is read
        await send(ctx, cid, Actor(role="seat", seat=seat), read_on)
    fix = {"type": "correct_hero", "hero": "landsknecht", "track": "xp", "value": 12}
    fix["reason"] = "a test"
    await send(ctx, cid, Actor(role="gm"), fix)
    await send(ctx, cid, LK, {"type": "buy_action_card", "hero": "landsknecht", "card": "LK22"})
    state = await state_of(ctx, cid)
    assert state.campaign is not None
    deck = sorted(state.campaign.heroes["landsknecht"].cards)[1:]  # one LK01 out, LK22 in
    await send(ctx, cid, LK, {"type": "build_deck", "hero": "landsknecht", "cards": deck})
    return cid, deck


async def test_at_the_deadline_the_tome_opens_with_each_heros_last_deck(
    ctx: ServiceContext, tmp_path: Path
) -> None:
    clock = MovableClock()
    ctx.clock = clock
    cid, deck = await at_the_prepare_step(ctx, tmp_path)
    state = await state_of(ctx, cid)
    assert state.campaign is not None and state.quest is None
    (step,) = state.campaign.story.pending
    assert isinstance(step, PrepareStep)
    assert (step.kind, step.quest) == ("prepare", "q2")
    assert ("campaign", step.id) in timed_decisions(state)
    offered = {c.type for c in legal_commands(state, LK, load_pack(tmp_path / "prepared"))}
    assert {"build_deck", "vote_on_choice"} <= offered
    assert step.deadline_seconds is not None
    clock.advance(seconds=step.deadline_seconds + 1)
    async with running_deadlines(ctx) as keeper:
        await keeper.settled()
        for _ in range(100):
            state = await state_of(ctx, cid)
            if state.phase == "quest":
                break
            await asyncio.sleep(0.1)
        else:
            raise AssertionError("the deadline passed but the Tome stayed closed")
    assert state.quest is not None and state.quest.quest == "q2"
    unit = state.quest.heroes["landsknecht"]
    assert sorted((*unit.draw_pile, *unit.hand)) == deck
    async with ctx.sessions() as db:
        settled = (
            await db.scalars(
                select(CampaignCommand).where(
                    CampaignCommand.campaign_id == cid,
                    CampaignCommand.command_id.like("deadline:%"),
                )
            )
        ).all()
    assert [(c.actor, '"apply_default"' in c.payload) for c in settled] == [("system", True)]
