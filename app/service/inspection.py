"""What the GM sees inside a campaign (issue 15): the whole state unredacted, as it is now
or as it was after any event (time travel: a fresh fold of the log up to that event,
read-only), what changed since then, and the event log with filters.

Only the campaign's GM or a site admin may ask (``require_manager``); nothing here
writes. The state at an event is the latest snapshot at or before it plus a fold of the
later events, which equals a fold of events 1..N (tested).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select

from app.db.codec import decode_event
from app.db.models import Campaign, CampaignEvent
from app.engine import CampaignState, gm_view
from app.service.clock import as_utc
from app.service.context import ServiceContext
from app.service.errors import NotFound
from app.service.membership import Access, require_manager
from app.service.states import load_state

MAX_CHANGES = 500
"""A diff lists at most this many changed places (a whole quest's start is thousands)."""


@dataclass(frozen=True)
class Change:
    """One place of the state whose value differs: a path such as ``quest.heroes.H1.health``."""

    path: str
    before: Any
    after: Any


async def _fresh(ctx: ServiceContext, access: Access) -> Campaign:
    require_manager(access)
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, access.campaign.id)
    assert campaign is not None
    return campaign


async def state_at(
    ctx: ServiceContext, access: Access, seq: int | None
) -> tuple[int, int, CampaignState]:
    """(the event number shown, the campaign's latest, the state after that event)."""
    campaign = await _fresh(ctx, access)
    at = campaign.seq if seq is None else seq
    if not 1 <= at <= campaign.seq:
        raise NotFound("no_such_event", f"This campaign has events 1 to {campaign.seq}.")
    async with ctx.sessions() as db:
        state = await load_state(db, campaign.id, at)
    return at, campaign.seq, state


def changes(before: Any, after: Any, path: str = "") -> list[Change]:
    """Every leaf that differs between two JSON values, by dotted path."""
    if isinstance(before, dict) and isinstance(after, dict):
        found: list[Change] = []
        for key in sorted(set(before) | set(after), key=str):
            sub = f"{path}.{key}" if path else str(key)
            found.extend(changes(before.get(key), after.get(key), sub))
            if len(found) >= MAX_CHANGES:
                break
        return found[:MAX_CHANGES]
    if before == after:
        return []
    return [Change(path or "(the whole state)", before, after)]


async def diff_since(
    ctx: ServiceContext, access: Access, seq: int
) -> tuple[int, int, list[Change]]:
    """What differs between the state after event ``seq`` and the state now."""
    at, latest, then = await state_at(ctx, access, seq)
    _, _, now = await state_at(ctx, access, None)
    return at, latest, changes(gm_view(then), gm_view(now))


@dataclass(frozen=True)
class LoggedEvent:
    seq: int
    type: str
    at: datetime
    command_id: str | None
    event: dict[str, Any]


async def logged_events(
    ctx: ServiceContext,
    access: Access,
    *,
    after: int,
    limit: int,
    types: frozenset[str] = frozenset(),
    text: str = "",
) -> list[LoggedEvent]:
    """The log after event ``after``, unredacted, filtered by type and by a word anywhere
    in the event (a hero, an enemy, a card); at most ``limit`` events."""
    campaign = await _fresh(ctx, access)
    query = select(CampaignEvent).where(
        CampaignEvent.campaign_id == campaign.id, CampaignEvent.seq > after
    )
    if types:
        query = query.where(CampaignEvent.type.in_(sorted(types)))
    if text:
        query = query.where(func.lower(CampaignEvent.payload).contains(text.casefold()))
    rows = await _rows(ctx, query.order_by(CampaignEvent.seq).limit(limit))
    return [
        LoggedEvent(
            row.seq,
            row.type,
            as_utc(row.created_at),
            row.command_id,
            json.loads(decode_event(row.type, row.schema_version, row.payload).model_dump_json()),
        )
        for row in rows
    ]


async def _rows(ctx: ServiceContext, query: Any) -> list[CampaignEvent]:
    async with ctx.sessions() as db:
        return list((await db.scalars(query)).all())
