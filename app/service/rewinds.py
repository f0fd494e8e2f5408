"""The log a rewind is decided on (issue 15): the engine decides undo by policy on a
RewindBasis — the point to go back to, the state after it and the accepted commands
since — and this module reads it from the store inside the command's transaction."""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.event_store import events_between
from app.db.models import Campaign, CampaignCommand
from app.engine import (
    Actor,
    Rejection,
    RewindBasis,
    TableState,
    UndoLast,
    UndoneCommand,
    game_of,
)
from app.service.context import ServiceContext
from app.service.membership import Access
from app.service.states import load_state


async def _commands_after(
    db: AsyncSession, campaign_id: int, seq: int
) -> tuple[UndoneCommand, ...]:
    """Every accepted command with an event after ``seq``, oldest first, with its events' types."""
    rows = await db.scalars(
        select(CampaignCommand)
        .where(CampaignCommand.campaign_id == campaign_id, CampaignCommand.seq_to > seq)
        .where(CampaignCommand.seq_to >= CampaignCommand.seq_from)
        .order_by(CampaignCommand.seq_from)
    )
    commands = list(rows)
    if not commands:
        return ()
    events = await events_between(db, campaign_id, after_seq=commands[0].seq_from - 1)
    types = {stored.seq: stored.event.type for stored in events}
    return tuple(
        UndoneCommand(
            actor=row.actor,
            seq_from=row.seq_from,
            seq_to=row.seq_to,
            event_types=tuple(types[s] for s in range(row.seq_from, row.seq_to + 1) if s in types),
        )
        for row in commands
    )


async def _last_command_start(db: AsyncSession, campaign_id: int) -> int | None:
    row = await db.scalar(
        select(CampaignCommand)
        .where(CampaignCommand.campaign_id == campaign_id)
        .where(CampaignCommand.seq_to >= CampaignCommand.seq_from)
        .order_by(CampaignCommand.seq_to.desc())
        .limit(1)
    )
    return row.seq_from if row is not None else None


async def rewind_basis(
    db: AsyncSession,
    campaign_id: int,
    seq: int,
    state: TableState,
    command: object,
    entropy: Callable[[], int] | None = None,
) -> RewindBasis | None:
    """The basis ``command`` is decided on, or None for a command that rewinds nothing;
    ``entropy`` draws the dice's new seed should it go back (issue 24)."""
    to_seq: int | None = game_of(state).rewind_point(state, command)
    if to_seq is None:
        return None
    if isinstance(command, UndoLast):
        start = await _last_command_start(db, campaign_id)
        if start is None:
            return RewindBasis(to_seq=seq, state=None, undone=())
        to_seq = start - 1
    if not 1 <= to_seq < seq:
        return RewindBasis(to_seq=to_seq, state=None, undone=())
    undone = await _commands_after(db, campaign_id, to_seq)
    then = await load_state(db, campaign_id, to_seq)
    fresh_seed = entropy() if entropy is not None else None
    # Only a game that rewinds names a point (``rewind_point``), so ``then`` is its own.
    return RewindBasis(to_seq=to_seq, state=then, undone=undone, fresh_seed=fresh_seed)  # type: ignore[arg-type]


async def undo_refused(
    db: AsyncSession, campaign_id: int, seq: int, state: TableState, actor: Actor
) -> Rejection | None:
    """Why ``actor`` may not undo its last command now (None: the Undo button shows);
    the same policy the engine decides ``undo_last`` with (the game's own)."""
    basis = await rewind_basis(db, campaign_id, seq, state, UndoLast())
    undone = basis.undone if basis is not None else ()
    refused: Rejection | None = game_of(state).undo_refusal(state, actor, undone)
    return refused


async def own_last_point(db: AsyncSession, campaign_id: int, seat: str) -> int | None:
    """The event before this seat's last command: where a vote to undo it goes back to."""
    row = await db.scalar(
        select(CampaignCommand)
        .where(CampaignCommand.campaign_id == campaign_id, CampaignCommand.actor == seat)
        .where(CampaignCommand.seq_to >= CampaignCommand.seq_from)
        .order_by(CampaignCommand.seq_to.desc())
        .limit(1)
    )
    return row.seq_from - 1 if row is not None else None


async def undo_answer(ctx: ServiceContext, access: Access) -> dict[str, object]:
    """For the player's Undo button: whether it shows, why not, and the point a vote of
    the table would go back to (before this seat's last command)."""
    actor = access.actor()
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, access.campaign.id)
        assert campaign is not None
        state = await load_state(db, campaign.id, campaign.seq, ctx.states)
        refused = await undo_refused(db, campaign.id, campaign.seq, state, actor)
        point = await own_last_point(db, campaign.id, str(actor.seat))
    if refused is None:
        return {"allowed": True, "code": "", "message": "", "vote_to": None}
    return {"allowed": False, "code": refused.code, "message": refused.message,
            "vote_to": point if point and point >= 2 else None}  # fmt: skip
