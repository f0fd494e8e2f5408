"""The command path's two statements (issue 17, the lean path): lock the campaign row
and read what a command needs in one round trip; append the command, its events, the
new ``seq`` (and a snapshot when one is due) in another. SQLAlchemy Core on the tables,
so nothing passes through the ORM's identity map.

On Postgres the append is a single prepared statement of fixed text (data-modifying
CTEs, each run exactly once; the events go in as arrays, so any number of them binds the
same statement and nothing is compiled per command); SQLite, which has no such CTEs and
runs in-process, gets one statement per table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Insert, TextClause, and_, insert, select, text, update
from sqlalchemy.ext.asyncio import AsyncConnection

from app.db.codec import encode_event
from app.db.event_store import StoredEvent
from app.db.models import Campaign, CampaignCommand, CampaignEvent, Snapshot
from app.engine import EventBase

CAMPAIGNS = Campaign.__table__
COMMANDS = CampaignCommand.__table__
EVENTS = CampaignEvent.__table__
SNAPSHOTS = Snapshot.__table__
POSTGRES_APPEND: TextClause = text(
    """
    WITH appended_events AS (
        INSERT INTO campaign_events
            (campaign_id, seq, type, schema_version, payload, command_id, created_at)
        SELECT :campaign_id, e.seq, e.type, e.schema_version, e.payload, :command_id, :now
        FROM unnest(CAST(:seqs AS bigint[]), CAST(:types AS varchar[]),
                    CAST(:versions AS integer[]), CAST(:payloads AS text[]))
             AS e(seq, type, schema_version, payload)
    ), appended_command AS (
        INSERT INTO campaign_commands (campaign_id, command_id, actor, user_id, payload,
                                       payload_hash, seq_from, seq_to, created_at)
        VALUES (:campaign_id, :command_id, :actor, :user_id, :payload, :payload_hash,
                :seq_from, :seq_to, :now)
    ), appended_snapshot AS (
        INSERT INTO snapshots (campaign_id, seq, state, created_at)
        SELECT :campaign_id, :seq_to, CAST(:snapshot AS text), :now
        WHERE CAST(:snapshot AS text) IS NOT NULL
    )
    UPDATE campaigns SET seq = :seq_to, status = :status, updated_at = :now
    WHERE id = :campaign_id
    """
)


@dataclass(frozen=True)
class PriorCommand:
    """The command already stored under a command id (a retry's first answer)."""

    seq_from: int
    seq_to: int
    payload_hash: str


@dataclass(frozen=True)
class LockedCampaign:
    id: int
    seq: int
    content_hash: str
    prior: PriorCommand | None


@dataclass(frozen=True)
class CommandRecord:
    """An accepted command as ``campaign_commands`` keeps it."""

    campaign_id: int
    command_id: str
    actor: str
    user_id: int | None
    payload: str
    payload_hash: str
    seq_from: int
    seq_to: int
    created_at: datetime


async def lock_for_command(
    db: AsyncConnection, campaign_id: int, command_id: str, *, postgres: bool
) -> LockedCampaign | None:
    """The campaign row, locked (FOR UPDATE on Postgres), with the command already stored
    under ``command_id`` if any; None if the campaign does not exist."""
    joined = CAMPAIGNS.outerjoin(
        COMMANDS,
        and_(COMMANDS.c.campaign_id == CAMPAIGNS.c.id, COMMANDS.c.command_id == command_id),
    )
    query = (
        select(
            CAMPAIGNS.c.seq,
            CAMPAIGNS.c.content_hash,
            COMMANDS.c.seq_from,
            COMMANDS.c.seq_to,
            COMMANDS.c.payload_hash,
        )
        .select_from(joined)
        .where(CAMPAIGNS.c.id == campaign_id)
    )
    if postgres:
        query = query.with_for_update(of=CAMPAIGNS)
    row = (await db.execute(query)).first()
    if row is None:
        return None
    seq, content_hash, seq_from, seq_to, stored_hash = row
    prior = PriorCommand(seq_from, seq_to, stored_hash) if stored_hash is not None else None
    return LockedCampaign(campaign_id, seq, content_hash, prior)


async def append_command(
    db: AsyncConnection,
    record: CommandRecord,
    events: Sequence[EventBase],
    *,
    status: str,
    snapshot_json: str | None,
    postgres: bool,
) -> list[StoredEvent]:
    """Store the command, its events numbered from ``record.seq_from`` and the campaign's
    new ``seq``/``status`` (and the snapshot at ``seq_to`` if given); the (campaign, seq)
    unique key makes a writer that slipped past the lock fail instead of interleaving."""
    rows = [_event_row(record, offset, event) for offset, event in enumerate(events)]
    if postgres:
        await db.execute(POSTGRES_APPEND, _postgres_parameters(record, rows, status, snapshot_json))
    else:
        await _append_one_by_one(db, record, rows, status, snapshot_json)
    return [
        StoredEvent(seq=record.seq_from + offset, event=event, command_id=record.command_id)
        for offset, event in enumerate(events)
    ]


def _postgres_parameters(
    record: CommandRecord, rows: list[dict[str, Any]], status: str, snapshot_json: str | None
) -> dict[str, Any]:
    parameters = asdict(record)
    parameters.update(
        now=parameters.pop("created_at"),
        seqs=[row["seq"] for row in rows],
        types=[row["type"] for row in rows],
        versions=[row["schema_version"] for row in rows],
        payloads=[row["payload"] for row in rows],
        status=status,
        snapshot=snapshot_json,
    )
    return parameters


async def _append_one_by_one(
    db: AsyncConnection,
    record: CommandRecord,
    rows: list[dict[str, Any]],
    status: str,
    snapshot_json: str | None,
) -> None:
    appends: list[Insert] = [insert(EVENTS).values(rows), insert(COMMANDS).values(asdict(record))]
    if snapshot_json is not None:
        appends.append(insert(SNAPSHOTS).values(_snapshot_row(record, snapshot_json)))
    campaign = (
        update(CAMPAIGNS)
        .where(CAMPAIGNS.c.id == record.campaign_id)
        .values(seq=record.seq_to, status=status, updated_at=record.created_at)
    )
    for statement in [*appends, campaign]:
        await db.execute(statement)


def _event_row(record: CommandRecord, offset: int, event: EventBase) -> dict[str, Any]:
    event_type, version, payload = encode_event(event)
    return {
        "campaign_id": record.campaign_id,
        "seq": record.seq_from + offset,
        "type": event_type,
        "schema_version": version,
        "payload": payload,
        "command_id": record.command_id,
        "created_at": record.created_at,
    }


def _snapshot_row(record: CommandRecord, state_json: str) -> dict[str, Any]:
    return {
        "campaign_id": record.campaign_id,
        "seq": record.seq_to,
        "state": state_json,
        "created_at": record.created_at,
    }
