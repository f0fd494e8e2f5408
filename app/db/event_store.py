"""The append-only event log and its snapshots (the store every campaign loads from)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import TypeVar

from sqlalchemy import insert, select, text
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from app.db.codec import decode_event, decode_snapshot, encode_event
from app.db.models import Snapshot, StoredEventRow
from app.engine import EventBase, TableState


def as_utc(moment: datetime) -> datetime:
    """SQLite hands back naive datetimes; every stored time is UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


@dataclass(frozen=True)
class StoredEvent:
    """An event of the log: ``at`` is when it was committed (the clock of the deadlines,
    app/service/deadlines.py), None only where no log was written (tests, the engine's
    own playouts)."""

    seq: int
    event: EventBase
    command_id: str | None = None
    at: datetime | None = None


@dataclass(frozen=True)
class EventRow:
    """One row of ``campaign_events`` as it is stored (its payload already JSON)."""

    seq: int
    type: str
    schema_version: int
    payload: str
    command_id: str | None
    created_at: datetime


T = TypeVar("T")
OFF_LOOP_ROWS = 500
"""Event rows from this many on are prepared for the database on a thread (an import)."""

EVENT_ROWS_FROM_JSON = """
    INSERT INTO campaign_events
        (campaign_id, seq, type, schema_version, payload, command_id, created_at)
    SELECT :campaign_id, e.seq, e.type, e.schema_version, e.payload, e.command_id, e.created_at
    FROM json_to_recordset(CAST(:rows AS json))
         AS e(seq bigint, type varchar, schema_version integer, payload text,
              command_id varchar, created_at timestamptz)
"""
"""The one statement that writes event rows on Postgres: any number of rows bound as one
JSON text (the same statement every time, prepared once; one parameter for the driver to
pass instead of an array per column); the command path runs it inside its appending
statement (app/db/command_store.py), a new campaign and a restore on its own."""


def event_rows(
    first_seq: int, events: Sequence[EventBase], command_id: str | None, now: datetime
) -> list[EventRow]:
    """``events`` as the rows numbered from ``first_seq`` (encoded by the codec)."""
    rows = []
    for offset, event in enumerate(events):
        event_type, version, payload = encode_event(event)
        rows.append(EventRow(first_seq + offset, event_type, version, payload, command_id, now))
    return rows


def event_row_parameters(rows: Sequence[EventRow]) -> dict[str, str]:
    """The parameters of ``EVENT_ROWS_FROM_JSON`` but the campaign id: the rows as one JSON text."""
    listed = [{**asdict(r), "created_at": r.created_at.isoformat()} for r in rows]
    return {"rows": json.dumps(listed, separators=(",", ":"))}


async def write_event_rows(
    db: AsyncConnection, campaign_id: int, rows: Sequence[EventRow], *, postgres: bool
) -> None:
    """Store ``rows`` of a campaign's log: the only writer of event rows (the command
    path's appending statement embeds the same Postgres text). The (campaign, seq)
    unique key makes a writer that slipped past the lock fail instead of interleaving."""
    if not rows:
        return
    if postgres:
        parameters = await _off_loop_if_long(rows, lambda: event_row_parameters(rows))
        await db.execute(text(EVENT_ROWS_FROM_JSON), {"campaign_id": campaign_id, **parameters})
    else:
        listed = await _off_loop_if_long(
            rows, lambda: [{"campaign_id": campaign_id, **asdict(r)} for r in rows]
        )
        await db.execute(insert(StoredEventRow), listed)


async def _off_loop_if_long(rows: Sequence[EventRow], build: Callable[[], T]) -> T:
    """``build()`` here for a command's few rows; on a thread for an imported log's
    thousands, so the event loop keeps serving the other tables (issue 24)."""
    if len(rows) < OFF_LOOP_ROWS:
        return build()
    return await asyncio.to_thread(build)


def stored_events(rows: Sequence[EventRow], events: Sequence[EventBase]) -> list[StoredEvent]:
    return [
        StoredEvent(seq=r.seq, event=e, command_id=r.command_id, at=r.created_at)
        for r, e in zip(rows, events, strict=True)
    ]


async def events_between(
    db: AsyncSession, campaign_id: int, *, after_seq: int, upto_seq: int | None = None
) -> list[StoredEvent]:
    """Events with ``after_seq < seq <= upto_seq`` in order."""
    query = (
        select(StoredEventRow)
        .where(StoredEventRow.campaign_id == campaign_id, StoredEventRow.seq > after_seq)
        .order_by(StoredEventRow.seq)
    )
    if upto_seq is not None:
        query = query.where(StoredEventRow.seq <= upto_seq)
    rows = (await db.scalars(query)).all()
    return [
        StoredEvent(
            seq=row.seq,
            event=decode_event(row.type, row.schema_version, row.payload),
            command_id=row.command_id,
            at=as_utc(row.created_at),
        )
        for row in rows
    ]


async def latest_snapshot(
    db: AsyncSession, campaign_id: int, *, upto_seq: int
) -> tuple[int, TableState] | None:
    row = await db.scalar(
        select(Snapshot)
        .where(Snapshot.campaign_id == campaign_id, Snapshot.seq <= upto_seq)
        .order_by(Snapshot.seq.desc())
        .limit(1)
    )
    if row is None:
        return None
    return row.seq, decode_snapshot(row.state)
