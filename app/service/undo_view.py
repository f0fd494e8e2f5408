"""Undo's availability in each seat's view (issue 15's undo by policy; issue 23): whether
the seat's Undo shows, why not, and what a vote of the table would take back. Read once
per table update (``undo_facts``: the table's last command and each seat's last one) and
laid into every seat's view (``undo_in_view``), so no client asks GET /undo again.

The policy is the game's own (``game_of(state).undo_refusal``), on the same basis ``undo_last`` is
decided on (app/service/rewinds.py): the table's last accepted command, its events."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.event_store import events_between
from app.db.models import CampaignCommand
from app.engine import Actor, Rejection, TableState, UndoneCommand, Viewer, game_of

FIRST_POINT = 2
"""A vote goes back at most to just after the table's creation (``point_refusal``)."""


@dataclass(frozen=True)
class OwnLast:
    """A seat's last accepted command: where a vote to undo it goes back to, its type,
    and how many commands of the table came after it."""

    vote_to: int
    command: str
    after: int


@dataclass(frozen=True)
class UndoFacts:
    last: UndoneCommand | None = None
    own: dict[str, OwnLast] = field(default_factory=dict)


def _accepted(campaign_id: int) -> Any:
    return (
        select(CampaignCommand)
        .where(CampaignCommand.campaign_id == campaign_id)
        .where(CampaignCommand.seq_to >= CampaignCommand.seq_from)
    )


async def _last_command(db: AsyncSession, campaign_id: int) -> UndoneCommand | None:
    row = await db.scalar(_accepted(campaign_id).order_by(CampaignCommand.seq_to.desc()).limit(1))
    if row is None:
        return None
    events = await events_between(db, campaign_id, after_seq=row.seq_from - 1, upto_seq=row.seq_to)
    types = tuple(stored.event.type for stored in events)
    return UndoneCommand(
        actor=row.actor, seq_from=row.seq_from, seq_to=row.seq_to, event_types=types
    )


async def _own_last(db: AsyncSession, campaign_id: int, seat: str) -> OwnLast | None:
    row = await db.scalar(
        _accepted(campaign_id)
        .where(CampaignCommand.actor == seat)
        .order_by(CampaignCommand.seq_to.desc())
        .limit(1)
    )
    if row is None:
        return None
    after = await db.scalar(
        select(func.count())
        .select_from(CampaignCommand)
        .where(CampaignCommand.campaign_id == campaign_id)
        .where(CampaignCommand.seq_to >= CampaignCommand.seq_from)
        .where(CampaignCommand.seq_from > row.seq_to)
    )
    kind = str(json.loads(row.payload).get("type", ""))
    return OwnLast(vote_to=row.seq_from - 1, command=kind, after=int(after or 0))


async def undo_facts(db: AsyncSession, campaign_id: int, state: TableState) -> UndoFacts:
    """What every seat's undo is decided on at this state (a few small queries)."""
    own = {}
    for seat in state.seats:
        found = await _own_last(db, campaign_id, seat)
        if found is not None:
            own[seat] = found
    return UndoFacts(last=await _last_command(db, campaign_id), own=own)


def undo_in_view(facts: UndoFacts, state: TableState, viewer: Viewer) -> dict[str, Any] | None:
    """A seat's ``undo``: ``allowed`` (its Undo shows), ``message`` (why not), ``vote_to``
    (where "Ask the table to undo" goes back to, None when it cannot) with ``undoes``
    (the seat's last command's type and how many came after it). None for others."""
    if viewer.role != "seat" or viewer.seat is None:
        return None
    actor = Actor(role="seat", seat=viewer.seat)
    undone = (facts.last,) if facts.last else ()
    refused: Rejection | None = game_of(state).undo_refusal(state, actor, undone)
    own = facts.own.get(viewer.seat)
    if refused is None:
        return {"allowed": True, "code": "", "message": "", "vote_to": None, "undoes": None}
    votable = own is not None and own.vote_to >= FIRST_POINT
    return {
        "allowed": False,
        "code": refused.code,
        "message": refused.message,
        "vote_to": own.vote_to if votable and own else None,
        "undoes": {"command": own.command, "after": own.after} if votable and own else None,
    }


def with_undo(
    view: dict[str, Any], facts: UndoFacts, state: TableState, viewer: Viewer
) -> dict[str, Any]:
    """A seat's view with its ``undo`` (app/service/undo_view.py), the one place it is
    laid in: the socket's views here and GET /view alike."""
    undo = undo_in_view(facts, state, viewer)
    return view if undo is None else {**view, "undo": undo}
