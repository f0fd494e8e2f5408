"""run_command: the one function that changes a campaign (DESIGN principle 4).

lock + read (one round trip) -> decide (through the campaign's game, app/engine/games.py,
which returns the events and the state they reach) -> append (command + events + seq, one
statement on Postgres) -> commit -> publish (app/db/command_store.py; issue 17). A retry
of the same command id returns the first answer and applies nothing; a stale
``expected_seq`` is refused; a refused command writes nothing but an audit row.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.codec import encode_snapshot
from app.db.command_store import CommandRecord, LockedCampaign, append_command, lock_for_command
from app.db.event_store import StoredEvent
from app.db.models import Campaign
from app.engine import Actor, Rejection, SeededDice, TableState, game_of
from app.service.audit import record_audit
from app.service.context import ServiceContext
from app.service.errors import ServiceError, Unavailable
from app.service.metrics import observed_command
from app.service.rewinds import rewind_basis
from app.service.states import CommittedCommand, load_state

log = logging.getLogger("hunters.commands")
BeforeCommit = Callable[[AsyncSession, "Accepted"], Awaitable[None]]


@dataclass(frozen=True)
class CommandRequest:
    campaign_id: int
    command_id: str
    payload: dict[str, Any]
    actor: Actor
    user_id: int | None = None
    expected_seq: int | None = None


@dataclass(frozen=True)
class Accepted:
    command_id: str
    seq_from: int
    seq_to: int
    events: list[StoredEvent] = field(default_factory=list)
    duplicate: bool = False
    notified: bool = False
    """The commit itself announced the new seq to the other processes (NOTIFY)."""


@dataclass(frozen=True)
class Refused:
    command_id: str
    rejection: Rejection


CommandResult = Accepted | Refused


def payload_hash(payload: dict[str, Any], actor: Actor) -> str:
    canonical = json.dumps(
        {"actor": actor.model_dump(), "command": payload}, sort_keys=True, separators=(",", ":")
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


def actor_label(actor: Actor) -> str:
    return actor.seat if actor.role == "seat" and actor.seat else actor.role


def refusal(request: CommandRequest, code: str, message: str, rule: str = "") -> Refused:
    return Refused(request.command_id, Rejection(code=code, message=message, rule=rule))


@observed_command
async def run_command(
    ctx: ServiceContext, request: CommandRequest, *, before_commit: BeforeCommit | None = None
) -> CommandResult:
    """Run ``request`` as its actor. ``before_commit`` writes rows that must commit in the
    same transaction as the events (e.g. the seat row of a join)."""
    async with ctx.campaign_lock(request.campaign_id):
        result, state = await _run_locked(ctx, request, before_commit)
        if isinstance(result, Accepted) and state is not None and not result.duplicate:
            ctx.states.put(request.campaign_id, result.seq_to, state)
            ctx.committed.record(request.campaign_id, result.events, committed_as(request, result))
    _log_result(request, result)
    if isinstance(result, Refused):
        await _audit_refusal(ctx, request, result)
    elif not result.duplicate and result.notified:
        await ctx.bus.published_locally(request.campaign_id, result.seq_to)
    elif not result.duplicate:
        await ctx.bus.publish(request.campaign_id, result.seq_to)
    return result


async def _run_locked(
    ctx: ServiceContext, request: CommandRequest, before_commit: BeforeCommit | None
) -> tuple[CommandResult, TableState | None]:
    async with ctx.sessions() as db:
        try:
            result, state = await _run_in_transaction(ctx, db, request, before_commit)
        except ServiceError:
            await db.rollback()
            raise
        except (OperationalError, InterfaceError) as problem:
            log.warning("database unreachable", extra={"campaign": request.campaign_id})
            raise Unavailable from problem
        except Exception:
            await db.rollback()
            log.exception(
                "command failed inside the server", extra={"campaign": request.campaign_id}
            )
            message = "The server could not process that command; nothing changed. Try again."
            return refusal(request, "internal_error", message), None
        if isinstance(result, Accepted) and not result.duplicate:
            await _commit(db, request)
        else:
            await db.rollback()
        return result, state


async def _commit(db: AsyncSession, request: CommandRequest) -> None:
    """A COMMIT the database failed (the connection lost, the server shutting down, a
    deferred check) is ``unavailable``: retryable with the same command id, which applies
    it once whether or not the COMMIT had landed (docs/protocol.md)."""
    try:
        await db.commit()
    except DBAPIError as problem:
        log.warning("commit failed", extra={"campaign": request.campaign_id})
        raise Unavailable from problem


async def _run_in_transaction(
    ctx: ServiceContext,
    db: AsyncSession,
    request: CommandRequest,
    before_commit: BeforeCommit | None,
) -> tuple[CommandResult, TableState | None]:
    postgres = not ctx.settings.is_sqlite
    campaign = await lock_for_command(
        db, request.campaign_id, request.command_id, postgres=postgres
    )
    if campaign is None:
        return refusal(request, "not_found", "That campaign does not exist."), None
    early = _check_retry_and_staleness(campaign, request)
    if early is not None:
        return early, None
    outcome = await _decide_and_append(ctx, db, campaign, request)
    if isinstance(outcome, Refused):
        return outcome, None
    accepted, state = outcome
    if before_commit is not None:
        await before_commit(db, accepted)
    return accepted, state


def _check_retry_and_staleness(
    campaign: LockedCampaign, request: CommandRequest
) -> CommandResult | None:
    """A retry of a stored command id gets the first answer; a reused id or a stale
    ``expected_seq`` is refused."""
    prior = campaign.prior
    if prior is not None:
        if prior.payload_hash != payload_hash(request.payload, request.actor):
            return refusal(
                request,
                "command_id_reused",
                "That command id was already used for a different command.",
            )
        return Accepted(request.command_id, prior.seq_from, prior.seq_to, duplicate=True)
    if request.expected_seq is not None and request.expected_seq != campaign.seq:
        return refusal(
            request,
            "stale",
            f"The table has moved on (now at {campaign.seq}, you expected "
            f"{request.expected_seq}); refresh and try again.",
        )
    return None


async def _decide_and_append(
    ctx: ServiceContext, db: AsyncSession, campaign: LockedCampaign, request: CommandRequest
) -> tuple[Accepted, TableState] | Refused:
    state = await load_state(db, campaign.id, campaign.seq, ctx.states)
    game = game_of(state)
    try:
        command = game.parse_command(request.payload)
    except ValidationError as error:
        return refusal(request, "malformed", describe_validation_error(error))
    catalog = await ctx.content.catalog(db, campaign.content_hash)
    dice = SeededDice(state.seed, state.dice_cursor)
    basis = await rewind_basis(db, campaign.id, campaign.seq, state, command, ctx.entropy)
    result = game.decide(state, command, dice, actor=request.actor, content=catalog, basis=basis)
    if isinstance(result, Rejection):
        return Refused(request.command_id, result)
    events, new_state = result
    accepted = await _persist(ctx, db, campaign, request, events, new_state)
    return accepted, new_state


async def _persist(
    ctx: ServiceContext,
    db: AsyncSession,
    campaign: LockedCampaign,
    request: CommandRequest,
    events: list[Any],
    new_state: TableState,
) -> Accepted:
    """One statement on Postgres: the command, its events, the new seq and, every
    ``snapshot_interval`` events, a snapshot (so none is written off the transaction)."""
    first, last = campaign.seq + 1, campaign.seq + len(events)
    record = CommandRecord(
        campaign_id=campaign.id,
        command_id=request.command_id,
        actor=actor_label(request.actor),
        user_id=request.user_id,
        payload=json.dumps(request.payload, sort_keys=True),
        payload_hash=payload_hash(request.payload, request.actor),
        seq_from=first,
        seq_to=last,
        created_at=ctx.clock.now(),
    )
    interval = ctx.settings.snapshot_interval
    snapshot = encode_snapshot(new_state) if (first - 1) // interval != last // interval else None
    postgres = not ctx.settings.is_sqlite
    notice = ctx.bus.commit_notice(campaign.id, last) if postgres else None
    stored = await append_command(
        db,
        record,
        events,
        status=campaign_status(new_state),
        snapshot_json=snapshot,
        postgres=postgres,
        notice=notice,
    )
    return Accepted(request.command_id, first, last, stored, notified=notice is not None)


def committed_as(request: CommandRequest, accepted: Accepted) -> CommittedCommand:
    """The accepted command as its row reads (actor label, seqs, payload's type) with
    its events' types: what each seat's undo is decided on (app/service/undo_view.py)."""
    return CommittedCommand(
        actor=actor_label(request.actor),
        seq_from=accepted.seq_from,
        seq_to=accepted.seq_to,
        command=str(request.payload.get("type", "")),
        event_types=tuple(stored.event.type for stored in accepted.events),
    )


def campaign_status(state: TableState) -> str:
    """The campaign row's status (setup, active, ended), as the state's game says."""
    status: str = game_of(state).status(state)
    return status


def describe_validation_error(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "type") or "command"
    return f"That command is not well formed ({where}: {first.get('msg', 'invalid')})."


def _log_result(request: CommandRequest, result: CommandResult) -> None:
    extra: dict[str, Any] = {
        "campaign": request.campaign_id,
        "command_id": request.command_id,
        "command": request.payload.get("type"),
        "actor": actor_label(request.actor),
    }
    if isinstance(result, Accepted):
        extra.update(seq=result.seq_to, duplicate=result.duplicate)
        log.info("command accepted", extra=extra)
    else:
        extra.update(code=result.rejection.code, rule=result.rejection.rule)
        log.info("command refused", extra=extra)


def payload_summary(payload: dict[str, Any], max_chars: int) -> dict[str, Any]:
    """A refused command as the audit log keeps it: its type, its size, its digest and
    the start of its text — bounded, so junk payloads cannot grow the table fast."""
    text = json.dumps(payload, sort_keys=True, default=str)
    kind = payload.get("type")
    return {
        "type": kind[:64] if isinstance(kind, str) else None,
        "bytes": len(text.encode()),
        "sha256": hashlib.sha256(text.encode()).hexdigest(),
        "excerpt": text[:max_chars],
    }


async def _audit_refusal(ctx: ServiceContext, request: CommandRequest, refused: Refused) -> None:
    limit = ctx.settings.audit_payload_chars
    rejection = refused.rejection
    detail = {
        "command_id": request.command_id,
        "command": payload_summary(request.payload, limit),
        "actor": actor_label(request.actor),
        "code": rejection.code[:64],
        "message": rejection.message[:limit],
        "rule": rejection.rule[:64],
    }
    async with ctx.sessions() as db, db.begin():
        campaign_id = request.campaign_id if await db.get(Campaign, request.campaign_id) else None
        await record_audit(
            db,
            ctx.clock.now(),
            action="command_refused",
            user_id=request.user_id,
            campaign_id=campaign_id,
            detail=detail,
        )
