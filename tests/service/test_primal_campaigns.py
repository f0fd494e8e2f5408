"""A Primal campaign on the platform's one service path (issue 28): created from a
Primal pack, seated, started from its seats, played through ``run_command`` with the
legal lists the feed gives, read at any point (time travel), refused an undo by its
game's policy, settled by ``apply_default`` as the deadline keeper does, and exported
and imported back to the same state."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from sqlalchemy import select

from app.db.codec import encode_snapshot
from app.db.event_store import events_between
from app.db.models import Campaign, CampaignCommand, ContentPack, User
from app.engine import Actor, replay_log
from app.service.campaigns import NewCampaign, campaign_state, create_campaign, take_seat
from app.service.commands import Accepted, CommandRequest, run_command
from app.service.context import ServiceContext
from app.service.deadlines import running_deadlines, timed_decisions
from app.service.exports import export_campaign, import_campaign, parse_document, to_text
from app.service.feed import legal_listing
from app.service.inspection import state_at
from app.service.membership import access_for
from app.service.packs import install_catalog, install_pack_from_path
from app.service.rewinds import undo_answer
from tests.engine.primal.helpers import PACK, pack
from tests.factories import command_id
from tests.service.test_commands import new_user

SEATS = ("seat1", "seat2")


async def _primal_campaign(ctx: ServiceContext) -> tuple[int, User]:
    await install_catalog(ctx, pack())
    greta, ann = await new_user(ctx, "greta"), await new_user(ctx, "ann")
    spec = NewCampaign(name="Vyraxen", content_hash=pack().content_hash, seed=11,
                       reaction_timeout_seconds=30)  # fmt: skip
    campaign = await create_campaign(ctx, greta, spec)
    await take_seat(ctx, campaign.id, ann, reason="test")
    return campaign.id, greta


async def _send(
    ctx: ServiceContext, campaign_id: int, payload: dict[str, Any], actor: Actor
) -> None:
    result = await run_command(ctx, CommandRequest(campaign_id, command_id(), payload, actor))
    assert isinstance(result, Accepted), (payload, result)


async def _play(ctx: ServiceContext, campaign_id: int, commands: int, seed: int) -> None:
    """Random legal play from both seats, as the live table lists it."""
    rng = random.Random(seed)
    for _ in range(commands):
        state = await _state(ctx, campaign_id)
        options = [
            (entry, Actor(role="seat", seat=seat))
            for seat in SEATS
            for entry in legal_listing(state, Actor(role="seat", seat=seat), pack())
            if entry["type"] != "primal_release_hunter"
        ]
        if not options:
            return
        await _send(ctx, campaign_id, *rng.choice(options))


async def _state(ctx: ServiceContext, campaign_id: int) -> Any:
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, campaign_id)
    assert campaign is not None
    return await campaign_state(ctx, campaign)


async def test_a_primal_pack_makes_a_primal_table(ctx: ServiceContext) -> None:
    campaign_id, _ = await _primal_campaign(ctx)
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, campaign_id)
    assert campaign is not None and campaign.game == "primal" and campaign.status == "setup"
    state = await _state(ctx, campaign_id)
    assert state.game == "primal" and list(state.seats) == ["seat1", "seat2"]
    listed = legal_listing(state, Actor(role="seat", seat="seat1"), pack())
    assert {"type": "primal_choose_hunter", "hunter": "blade"} in listed


async def test_a_primal_fight_plays_reads_back_and_travels(ctx: ServiceContext) -> None:
    campaign_id, greta = await _primal_campaign(ctx)
    await _send(ctx, campaign_id, {"type": "primal_choose_hunter", "hunter": "blade"},
                Actor(role="seat", seat="seat1"))  # fmt: skip
    await _send(ctx, campaign_id, {"type": "primal_choose_hunter", "hunter": "hammer"},
                Actor(role="seat", seat="seat2"))  # fmt: skip
    await _send(ctx, campaign_id, {"type": "primal_begin_fight", "fight": "prologue"},
                Actor(role="gm"))  # fmt: skip
    await _play(ctx, campaign_id, 12, seed=3)
    state = await _state(ctx, campaign_id)
    async with ctx.sessions() as db:
        events = [s.event for s in await events_between(db, campaign_id, after_seq=0)]
        access = await access_for(db, campaign_id, greta)
    assert replay_log(events) == state and state.phase in ("fight", "ended")
    shown, latest, then = await state_at(ctx, access, 5)
    assert (shown, latest) == (5, len(events)) and then == replay_log(events[:5])
    undo = await undo_answer(ctx, access)
    assert undo["allowed"] is False and undo["code"] == "no_undo"
    document = parse_document(to_text(await export_campaign(ctx, campaign_id)))
    imported = await import_campaign(ctx, document, importer=greta, match_members=False)
    copy = await _state(ctx, imported.campaign_id)
    assert encode_snapshot(copy) == encode_snapshot(state)
    async with ctx.sessions() as db:
        row = await db.scalar(select(Campaign).where(Campaign.id == imported.campaign_id))
    assert row is not None and row.game == "primal"


async def test_a_primal_decision_is_timed_and_settled_by_its_default(ctx: ServiceContext) -> None:
    """The deadline keeper's path: the fight's open decisions with their limits, and
    ``apply_default`` from the system settling one."""
    campaign_id, _ = await _primal_campaign(ctx)
    for seat, hunter in zip(SEATS, ("blade", "hammer"), strict=True):
        await _send(ctx, campaign_id, {"type": "primal_choose_hunter", "hunter": hunter},
                    Actor(role="seat", seat=seat))  # fmt: skip
    await _send(ctx, campaign_id, {"type": "primal_begin_fight", "fight": "prologue"},
                Actor(role="seat", seat="seat1"))  # fmt: skip
    rng = random.Random(5)
    for _ in range(60):
        state = await _state(ctx, campaign_id)
        if timed_decisions(state) or state.phase != "fight":
            break
        await _play(ctx, campaign_id, 1, seed=rng.randrange(1000))
    timed = timed_decisions(state)
    assert timed and all(seconds == 30 for seconds in timed.values()), timed
    (layer, decision), *_ = timed
    await _send(ctx, campaign_id, {"type": "apply_default", "layer": layer, "decision": decision},
                Actor(role="system"))  # fmt: skip
    after = await _state(ctx, campaign_id)
    assert (layer, decision) not in {o.key for o in after.open_decisions}


async def test_the_site_loads_a_primal_pack_from_its_folder(ctx: ServiceContext) -> None:
    """``hunters content load PATH`` reads a pack by the game its manifest declares."""
    ok, message = await install_pack_from_path(ctx.settings, str(PACK))
    assert ok, message
    assert pack().content_hash[:12] in message
    async with ctx.sessions() as db:
        row = await db.get(ContentPack, pack().content_hash)
    assert row is not None and row.game == "primal" and row.site
    assert await ctx.content.catalog_of(ctx, pack().content_hash) == pack()


async def test_the_deadline_keeper_settles_a_primal_window(ctx: ServiceContext) -> None:
    """A window of the fight waits the campaign's time-out (at least 5 s, the fight's
    least), then the keeper sends ``apply_default`` as the system, once."""
    await install_catalog(ctx, pack())
    greta, ann = await new_user(ctx, "greta"), await new_user(ctx, "ann")
    spec = NewCampaign(name="Quick", content_hash=pack().content_hash, seed=11,
                       reaction_timeout_seconds=1)  # fmt: skip
    campaign_id = (await create_campaign(ctx, greta, spec)).id
    await take_seat(ctx, campaign_id, ann, reason="test")
    async with running_deadlines(ctx) as keeper:
        for seat, hunter in zip(SEATS, ("blade", "hammer"), strict=True):
            await _send(ctx, campaign_id, {"type": "primal_choose_hunter", "hunter": hunter},
                        Actor(role="seat", seat=seat))  # fmt: skip
        await _send(ctx, campaign_id, {"type": "primal_begin_fight", "fight": "prologue"},
                    Actor(role="seat", seat="seat2"))  # fmt: skip
        for step in range(80):
            if timed_decisions(await _state(ctx, campaign_id)):
                break
            await _play(ctx, campaign_id, 1, seed=step)
        waiting = timed_decisions(await _state(ctx, campaign_id))
        assert waiting and set(waiting.values()) == {5}
        await keeper.settled()
        assert set(keeper.due(campaign_id)) == set(waiting)
        for _ in range(100):
            await asyncio.sleep(0.1)
            if not set(waiting) & set(timed_decisions(await _state(ctx, campaign_id))):
                break
        else:
            raise AssertionError("the deadline passed but the window stayed open")
    async with ctx.sessions() as db:
        settled = (await db.scalars(select(CampaignCommand).where(
            CampaignCommand.command_id.like(f"deadline:{campaign_id}:%")
        ))).all()  # fmt: skip
    assert settled and {c.actor for c in settled} == {"system"}
    assert all('"layer": "primal"' in c.payload for c in settled)
