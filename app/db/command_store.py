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

import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

import psycopg
from sqlalchemy import Insert, TextClause, and_, insert, select, text, update
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from app.db.event_store import (
    EVENT_ROWS_FROM_JSON,
    EventRow,
    StoredEvent,
    event_row_parameters,
    event_rows,
    stored_events,
    write_event_rows,
)
from app.db.models import Base, Campaign, CampaignCommand, Snapshot
from app.engine import EventBase

CAMPAIGNS = Base.metadata.tables[Campaign.__tablename__]
COMMANDS = Base.metadata.tables[CampaignCommand.__tablename__]
SNAPSHOTS = Base.metadata.tables[Snapshot.__tablename__]
POSTGRES_APPEND: TextClause = text(
    f"""
    WITH appended_events AS ({EVENT_ROWS_FROM_JSON}
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
    RETURNING CASE WHEN CAST(:channel AS text) IS NULL THEN NULL
                   ELSE CAST(pg_notify(:channel, :notice) AS text) END
    """
)
"""On Postgres the announcement of the new seq (``NOTIFY``, app/realtime/postgres_bus.py)
rides in the same statement, so it is sent by the COMMIT itself, never apart from it."""
POSTGRES_LOCK = """
    SELECT c.seq, c.content_hash, cc.seq_from, cc.seq_to, cc.payload_hash
    FROM campaigns AS c LEFT JOIN campaign_commands AS cc
         ON cc.campaign_id = c.id AND cc.command_id = %(command_id)s
    WHERE c.id = %(campaign_id)s
    FOR UPDATE OF c
"""


def _driver_text(statement: TextClause) -> str:
    """A statement's text with psycopg's named placeholders (run on the driver itself)."""
    return re.sub(r"(?<![:\w]):(\w+)", r"%(\1)s", statement.text)


POSTGRES_APPEND_DRIVER = _driver_text(POSTGRES_APPEND)


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


async def on_driver(db: AsyncSession, statement: str, parameters: dict[str, Any]) -> Any:
    """Run ``statement`` on the psycopg connection under the session's transaction: the
    command path's two statements go to it directly (no ORM, no Core compilation, no
    greenlet hop) and the session's COMMIT commits them. A lost connection is dropped
    the way SQLAlchemy drops one (the whole pool, which holds no pings: app/db/engine.py)
    and raised as its OperationalError (the service answers it as "unavailable")."""
    connection = await db.connection()
    raw = await connection.get_raw_connection()
    driver = raw.driver_connection
    assert driver is not None, "a checked-out connection has its driver's connection"
    try:
        return await driver.execute(statement, parameters)
    except (psycopg.OperationalError, psycopg.InterfaceError) as problem:
        await connection.exec_driver_sql("SELECT 1")  # SQLAlchemy sees the loss itself
        raise OperationalError(statement, parameters, problem) from problem


async def lock_for_command(
    db: AsyncSession, campaign_id: int, command_id: str, *, postgres: bool
) -> LockedCampaign | None:
    """The campaign row, locked (FOR UPDATE on Postgres), with the command already stored
    under ``command_id`` if any; None if the campaign does not exist."""
    if postgres:
        parameters = {"campaign_id": campaign_id, "command_id": command_id}
        cursor = await on_driver(db, POSTGRES_LOCK, parameters)
        return _locked(campaign_id, await cursor.fetchone())
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
    return _locked(campaign_id, (await db.execute(query)).first())


def _locked(campaign_id: int, row: Any) -> LockedCampaign | None:
    if row is None:
        return None
    seq, content_hash, seq_from, seq_to, stored_hash = row
    prior = PriorCommand(seq_from, seq_to, stored_hash) if stored_hash is not None else None
    return LockedCampaign(campaign_id, seq, content_hash, prior)


async def append_command(
    db: AsyncSession,
    record: CommandRecord,
    events: Sequence[EventBase],
    *,
    status: str,
    snapshot_json: str | None,
    postgres: bool,
    notice: tuple[str, str] | None = None,
) -> list[StoredEvent]:
    """Store the command, its events numbered from ``record.seq_from`` and the campaign's
    new ``seq``/``status`` (and the snapshot at ``seq_to`` if given); on Postgres
    ``notice`` (channel, payload) is NOTIFYed by the same transaction. The (campaign,
    seq) unique key makes a writer that slipped past the lock fail instead of interleaving."""
    rows = event_rows(record.seq_from, events, record.command_id, record.created_at)
    if postgres:
        parameters = _postgres_parameters(record, rows, status, snapshot_json, notice)
        await on_driver(db, POSTGRES_APPEND_DRIVER, parameters)
    else:
        await _append_one_by_one(await db.connection(), record, rows, status, snapshot_json)
    return stored_events(rows, events)


def _postgres_parameters(
    record: CommandRecord,
    rows: list[EventRow],
    status: str,
    snapshot_json: str | None,
    notice: tuple[str, str] | None,
) -> dict[str, Any]:
    parameters = asdict(record)
    channel, payload = notice or (None, None)
    parameters.update(
        now=parameters.pop("created_at"), status=status, snapshot=snapshot_json,
        channel=channel, notice=payload, **event_row_parameters(rows),
    )  # fmt: skip
    return parameters


async def _append_one_by_one(
    db: AsyncConnection,
    record: CommandRecord,
    rows: list[EventRow],
    status: str,
    snapshot_json: str | None,
) -> None:
    await write_event_rows(db, record.campaign_id, rows, postgres=False)
    appends: list[Insert] = [insert(COMMANDS).values(asdict(record))]
    if snapshot_json is not None:
        appends.append(insert(SNAPSHOTS).values(_snapshot_row(record, snapshot_json)))
    campaign = (
        update(CAMPAIGNS)
        .where(CAMPAIGNS.c.id == record.campaign_id)
        .values(seq=record.seq_to, status=status, updated_at=record.created_at)
    )
    for statement in [*appends, campaign]:
        await db.execute(statement)


def _snapshot_row(record: CommandRecord, state_json: str) -> dict[str, Any]:
    return {
        "campaign_id": record.campaign_id,
        "seq": record.seq_to,
        "state": state_json,
        "created_at": record.created_at,
    }
