"""What a live table reads: the committed ``seq``, the members, the events since a seq,
and the state. Reads only (run_command stays the one writer)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.content.catalog import Catalog
from app.db.event_store import StoredEvent, events_between
from app.db.models import Campaign, Seat, User
from app.engine import Actor, CampaignState, Command, legal_commands, replay, wasted_reason
from app.service.context import ServiceContext
from app.service.errors import ServiceError
from app.service.membership import Access, active_seats
from app.service.states import load_state


@dataclass(frozen=True)
class TableUpdate:
    """The campaign as committed at ``seq``: ``events`` are those after the seq asked for.
    ``campaign`` and ``seats`` are None when they were not read: the events are this
    process's own commits, none of which changed the seats."""

    seq: int
    events: list[StoredEvent]
    state: CampaignState
    campaign: Campaign | None = None
    seats: list[Seat] | None = None


async def read_table(
    ctx: ServiceContext, campaign_id: int, *, after_seq: int | None = None
) -> TableUpdate | None:
    """The committed campaign, with its events after ``after_seq``; None if it is gone."""
    if after_seq is not None:
        mine = committed_here(ctx, campaign_id, after_seq)
        if mine is not None:
            return mine
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, campaign_id)
        if campaign is None:
            return None
        seats = await active_seats(db, campaign_id)
        events: list[StoredEvent] = []
        if after_seq is not None and after_seq < campaign.seq:
            events = await events_between(
                db, campaign_id, after_seq=after_seq, upto_seq=campaign.seq
            )
        state = await _state_after(ctx, db, campaign, events, after_seq)
    return TableUpdate(campaign.seq, events, state, campaign, seats)


def committed_here(ctx: ServiceContext, campaign_id: int, after_seq: int) -> TableUpdate | None:
    """The events after ``after_seq`` and the state, as this process committed them (the
    fan-out sends them without reading them back); None unless it has them all."""
    cached = ctx.states.get(campaign_id)
    if cached is None or cached[0] <= after_seq:
        return None
    seq, state = cached
    events = ctx.committed.between(campaign_id, after_seq, seq)
    return TableUpdate(seq, events, state) if events is not None else None


async def _state_after(
    ctx: ServiceContext,
    db: AsyncSession,
    campaign: Campaign,
    events: list[StoredEvent],
    after_seq: int | None,
) -> CampaignState:
    """Fold the fetched events onto the cached state when it is exactly where they start
    (the usual case for a process that did not write them); else load as usual."""
    cached = ctx.states.get(campaign.id)
    if events and cached is not None and cached[0] == after_seq:
        state = replay((e.event for e in events), cached[1])
        ctx.states.put(campaign.id, campaign.seq, state)
        return state
    return await load_state(db, campaign.id, campaign.seq, ctx.states)


async def read_events(
    ctx: ServiceContext, campaign_id: int, *, after_seq: int, upto_seq: int
) -> list[StoredEvent]:
    async with ctx.sessions() as db:
        return await events_between(db, campaign_id, after_seq=after_seq, upto_seq=upto_seq)


async def read_state(ctx: ServiceContext, campaign_id: int, seq: int) -> CampaignState:
    async with ctx.sessions() as db:
        return await load_state(db, campaign_id, seq, ctx.states)


async def committed_seqs(ctx: ServiceContext, campaign_ids: list[int]) -> dict[int, int]:
    if not campaign_ids:
        return {}
    async with ctx.sessions() as db:
        rows = await db.execute(
            select(Campaign.id, Campaign.seq).where(Campaign.id.in_(campaign_ids))
        )
        return {campaign_id: seq for campaign_id, seq in rows.all()}


async def usernames(ctx: ServiceContext, user_ids: set[int]) -> dict[int, str]:
    if not user_ids:
        return {}
    async with ctx.sessions() as db:
        rows = await db.execute(select(User.id, User.username).where(User.id.in_(user_ids)))
        return {user_id: name for user_id, name in rows.all()}


async def legal_for(
    ctx: ServiceContext, access: Access, state: CampaignState
) -> list[dict[str, Any]]:
    """The commands ``access`` may send in ``state`` (none for a spectator), as listed to
    clients: over HTTP, and with every view the socket sends (issue 17)."""
    try:
        actor = access.actor()
    except ServiceError:
        return []
    async with ctx.sessions() as db:  # a cached catalog reads nothing
        catalog = await ctx.content.catalog(db, access.campaign.content_hash)
    return legal_listing(state, actor, catalog)


def legal_listing(state: CampaignState, actor: Actor, catalog: Catalog) -> list[dict[str, Any]]:
    return [legal_entry(state, command) for command in legal_commands(state, actor, catalog)]


def legal_entry(state: CampaignState, command: Command) -> dict[str, Any]:
    """A legal command as sent; a card whose action would do nothing now (QUEST-25) carries
    ``"wasted"``: why, in a player's words, so the client can ask before it is spent."""
    entry = command.model_dump(mode="json")
    reason = wasted_reason(state, command)
    if reason is not None:
        entry["wasted"] = reason
    return entry
