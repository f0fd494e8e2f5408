"""What a live table reads after a commit (reads only: run_command stays the one writer).

A *table update* is the campaign as committed at ``seq`` with its events since the seq
the reader held, in one of two complete forms: ``CommittedHere``, this process's own
commit (events and state from its caches, nothing read; the seats did not change), or
``Fetched``, read from the database by a process that did not write it (the events
folded onto the state it held, and who sits at the table). Nothing in either is missing.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from app.db.event_store import StoredEvent, events_between
from app.db.models import Campaign, User
from app.engine import TableState, replay_log
from app.service.context import ServiceContext
from app.service.membership import TableMembers, table_members
from app.service.states import load_state

SEAT_EVENTS = frozenset({"seat_opened", "seat_closed", "seat_reassigned"})
"""Events whose commands also change the seat rows (who sits where)."""


@dataclass(frozen=True)
class CommittedHere:
    """Events this process committed after the seq asked for, with the state after them."""

    campaign_id: int
    seq: int
    events: tuple[StoredEvent, ...]
    state: TableState


@dataclass(frozen=True)
class Fetched:
    """The campaign as read from the database: its events after the seq asked for, the
    state after them, and who sits at the table now."""

    campaign_id: int
    seq: int
    events: tuple[StoredEvent, ...]
    state: TableState
    members: TableMembers


TableUpdate = CommittedHere | Fetched


@dataclass(frozen=True)
class Held:
    """What a reader already holds of a table: the state at ``seq`` and its members."""

    seq: int
    state: TableState
    members: TableMembers


async def read_update(ctx: ServiceContext, campaign_id: int, held: Held) -> TableUpdate | None:
    """The table after ``held.seq``; None when the campaign is gone."""
    mine = committed_here(ctx, campaign_id, held.seq)
    if mine is not None:
        return mine
    async with ctx.sessions() as db:
        events = await events_between(db, campaign_id, after_seq=held.seq)
        members: TableMembers | None = held.members
        if any(e.event.type in SEAT_EVENTS for e in events):
            members = await table_members(db, campaign_id)
    if members is None:
        return None
    if not events:
        return Fetched(campaign_id, held.seq, (), held.state, members)
    state = replay_log((e.event for e in events), held.state)
    seq = events[-1].seq
    ctx.states.put(campaign_id, seq, state)
    return Fetched(campaign_id, seq, tuple(events), state, members)


async def read_table(ctx: ServiceContext, campaign_id: int) -> Fetched | None:
    """The table as committed now, read whole (a first reader: a room opening, a
    notification sender's first look); None when the campaign is gone."""
    async with ctx.sessions() as db:
        members = await table_members(db, campaign_id)
        if members is None:
            return None
        seq = members.campaign.seq
        state = await load_state(db, campaign_id, seq, ctx.states)
    return Fetched(campaign_id, seq, (), state, members)


def committed_here(ctx: ServiceContext, campaign_id: int, after_seq: int) -> CommittedHere | None:
    """The events after ``after_seq`` and the state, as this process committed them (sent
    without reading them back); None unless it has them all and the seats did not change."""
    cached = ctx.states.get(campaign_id)
    if cached is None or cached[0] <= after_seq:
        return None
    seq, state = cached
    events = ctx.committed.between(campaign_id, after_seq, seq)
    return CommittedHere(campaign_id, seq, tuple(events), state) if events is not None else None


async def read_members(ctx: ServiceContext, campaign_id: int) -> TableMembers | None:
    async with ctx.sessions() as db:
        return await table_members(db, campaign_id)


async def read_events(
    ctx: ServiceContext, campaign_id: int, *, after_seq: int, upto_seq: int
) -> list[StoredEvent]:
    async with ctx.sessions() as db:
        return await events_between(db, campaign_id, after_seq=after_seq, upto_seq=upto_seq)


async def read_state(ctx: ServiceContext, campaign_id: int, seq: int) -> TableState:
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
