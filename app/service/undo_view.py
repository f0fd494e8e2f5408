"""Undo's availability in each seat's view (issue 15's undo by policy; issue 23): whether
the seat's Undo shows, why not, and what a vote of the table would take back. Read once
per table update (``undo_facts``: the table's last command and each seat's last one) and
laid into every seat's view (``undo_in_view``), so no client asks GET /undo again.

The policy is the game's own (``game_of(state).undo_refusal``), on the same basis ``undo_last`` is
decided on (app/service/rewinds.py): the table's last accepted command, its events."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.event_store import StoredEvent, events_between
from app.db.models import CampaignCommand
from app.engine import Actor, Rejection, TableState, UndoneCommand, Viewer, game_of
from app.service.states import CommittedCommand

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


def _accepted(campaign_id: int, upto_seq: int) -> Any:
    return (
        select(CampaignCommand)
        .where(CampaignCommand.campaign_id == campaign_id)
        .where(CampaignCommand.seq_to >= CampaignCommand.seq_from)
        .where(CampaignCommand.seq_to <= upto_seq)
    )


async def _last_command(db: AsyncSession, campaign_id: int, upto: int) -> UndoneCommand | None:
    row = await db.scalar(
        _accepted(campaign_id, upto).order_by(CampaignCommand.seq_to.desc()).limit(1)
    )
    if row is None:
        return None
    events = await events_between(db, campaign_id, after_seq=row.seq_from - 1, upto_seq=row.seq_to)
    types = tuple(stored.event.type for stored in events)
    return UndoneCommand(
        actor=row.actor, seq_from=row.seq_from, seq_to=row.seq_to, event_types=types
    )


async def _own_last(db: AsyncSession, campaign_id: int, seat: str, upto: int) -> OwnLast | None:
    row = await db.scalar(
        _accepted(campaign_id, upto)
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
        .where(CampaignCommand.seq_to <= upto)
    )
    kind = str(json.loads(row.payload).get("type", ""))
    return OwnLast(vote_to=row.seq_from - 1, command=kind, after=int(after or 0))


async def undo_facts(db: AsyncSession, campaign_id: int, state: TableState, seq: int) -> UndoFacts:
    """What every seat's undo is decided on at ``state``, the campaign at ``seq`` (a few
    small queries; commands committed after ``seq`` are not counted)."""
    own = {}
    for seat in state.seats:
        found = await _own_last(db, campaign_id, seat, seq)
        if found is not None:
            own[seat] = found
    return UndoFacts(last=await _last_command(db, campaign_id, seq), own=own)


def after_commands(facts: UndoFacts, commands: Sequence[CommittedCommand]) -> UndoFacts:
    """``facts`` once ``commands`` (the next accepted ones, in order) are committed, as
    ``undo_facts`` would read them then: each is the table's last command and its actor's
    own last, and every other actor's own last has one more command after it."""
    last, own = facts.last, dict(facts.own)
    for command in commands:
        own = {who: OwnLast(o.vote_to, o.command, o.after + 1) for who, o in own.items()}
        own[command.actor] = OwnLast(command.seq_from - 1, command.command, 0)
        last = UndoneCommand(
            actor=command.actor,
            seq_from=command.seq_from,
            seq_to=command.seq_to,
            event_types=command.event_types,
        )
    return UndoFacts(last=last, own=own)


async def commands_after(
    db: AsyncSession, campaign_id: int, after_seq: int, events: Sequence[StoredEvent]
) -> list[CommittedCommand]:
    """The accepted commands whose events are after ``after_seq`` up to the last of
    ``events`` (one query), each with its events' types taken from ``events``."""
    rows = await db.execute(
        select(
            CampaignCommand.actor,
            CampaignCommand.payload,
            CampaignCommand.seq_from,
            CampaignCommand.seq_to,
        )
        .where(CampaignCommand.campaign_id == campaign_id)
        .where(CampaignCommand.seq_to >= CampaignCommand.seq_from)
        .where(CampaignCommand.seq_from > after_seq)
        .where(CampaignCommand.seq_to <= (events[-1].seq if events else after_seq))
        .order_by(CampaignCommand.seq_to)
    )
    types = {stored.seq: stored.event.type for stored in events}
    return [
        CommittedCommand(
            actor=actor,
            seq_from=seq_from,
            seq_to=seq_to,
            command=str(json.loads(payload).get("type", "")),
            event_types=tuple(types.get(seq, "") for seq in range(seq_from, seq_to + 1)),
        )
        for actor, payload, seq_from, seq_to in rows.all()
    ]


def undo_in_view(facts: UndoFacts, state: TableState, viewer: Viewer) -> dict[str, Any] | None:
    """A seat's ``undo``: ``allowed`` (its Undo shows), ``message`` (why not), ``vote_to``
    (where "Ask the table to undo" goes back to, None when it cannot) with ``undoes``
    (the seat's last command's type and how many came after it). None for others."""
    if viewer.role != "seat" or viewer.seat is None:
        return None
    actor = Actor(role="seat", seat=viewer.seat)
    undone = (facts.last,) if facts.last else ()
    refused: Rejection | None = game_of(state).undo_refusal(state, actor, undone)
    own = facts.own.get(viewer.seat) if viewer.seat in state.seats else None
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
