"""The append-only event log and its snapshots (the store every campaign loads from)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.codec import decode_event, decode_snapshot, encode_event
from app.db.models import CampaignEvent, Snapshot
from app.engine import CampaignState, EventBase


@dataclass(frozen=True)
class StoredEvent:
    seq: int
    event: EventBase
    command_id: str | None = None


async def append_events(
    db: AsyncSession,
    campaign_id: int,
    *,
    first_seq: int,
    events: Sequence[EventBase],
    command_id: str | None,
    now: datetime,
) -> list[StoredEvent]:
    """Add ``events`` numbered from ``first_seq``; the (campaign, seq) unique key makes a
    concurrent writer that slipped past the lock fail instead of interleaving."""
    stored: list[StoredEvent] = []
    for offset, event in enumerate(events):
        event_type, version, payload = encode_event(event)
        seq = first_seq + offset
        db.add(
            CampaignEvent(
                campaign_id=campaign_id,
                seq=seq,
                type=event_type,
                schema_version=version,
                payload=payload,
                command_id=command_id,
                created_at=now,
            )
        )
        stored.append(StoredEvent(seq=seq, event=event, command_id=command_id))
    await db.flush()
    return stored


async def events_between(
    db: AsyncSession, campaign_id: int, *, after_seq: int, upto_seq: int | None = None
) -> list[StoredEvent]:
    """Events with ``after_seq < seq <= upto_seq`` in order."""
    query = (
        select(CampaignEvent)
        .where(CampaignEvent.campaign_id == campaign_id, CampaignEvent.seq > after_seq)
        .order_by(CampaignEvent.seq)
    )
    if upto_seq is not None:
        query = query.where(CampaignEvent.seq <= upto_seq)
    rows = (await db.scalars(query)).all()
    return [
        StoredEvent(
            seq=row.seq,
            event=decode_event(row.type, row.schema_version, row.payload),
            command_id=row.command_id,
        )
        for row in rows
    ]


async def latest_snapshot(
    db: AsyncSession, campaign_id: int, *, upto_seq: int
) -> tuple[int, CampaignState] | None:
    row = await db.scalar(
        select(Snapshot)
        .where(Snapshot.campaign_id == campaign_id, Snapshot.seq <= upto_seq)
        .order_by(Snapshot.seq.desc())
        .limit(1)
    )
    if row is None:
        return None
    return row.seq, decode_snapshot(row.state)


async def drop_snapshots(db: AsyncSession, campaign_id: int) -> None:
    """Forget snapshots (after a rules fix): the log alone rebuilds the state."""
    await db.execute(delete(Snapshot).where(Snapshot.campaign_id == campaign_id))
