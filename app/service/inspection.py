"""What the GM sees inside a campaign (issue 15): the whole state unredacted, as it is now
or as it was after any event (time travel, read-only), what changed since then, and the
event log with filters.

Only the campaign's GM or a site admin may ask (``require_manager``); nothing here
writes. The state at an event is the nearest snapshot at or before it plus a fold of the
later events, which equals a fold of events 1..N (tested). The decoding and the fold run
on the heavy pool, in one of the asking account's slots (app/service/heavy.py, issue 24),
never on the event loop that serves the other tables.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import func, select

from app.db.codec import decode_event, decode_snapshot
from app.db.models import Campaign, Snapshot, StoredEventRow
from app.engine import TableState, game_of, replay_log
from app.service.clock import as_utc
from app.service.context import ServiceContext
from app.service.errors import NotFound
from app.service.membership import Access, require_manager

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
) -> tuple[int, int, TableState]:
    """(the event number shown, the campaign's latest, the state after that event)."""
    campaign = await _fresh(ctx, access)
    at = campaign.seq if seq is None else seq
    if not 1 <= at <= campaign.seq:
        raise NotFound("no_such_event", f"This campaign has events 1 to {campaign.seq}.")
    return at, campaign.seq, await _state_after(ctx, campaign.id, at)


async def _state_after(ctx: ServiceContext, campaign_id: int, at: int) -> TableState:
    """The nearest snapshot at or before ``at`` and the events after it, read as stored;
    decoded and folded in a worker process."""
    async with ctx.sessions() as db:
        nearest = (
            await db.execute(
                select(Snapshot.seq, Snapshot.state)
                .where(Snapshot.campaign_id == campaign_id, Snapshot.seq <= at)
                .order_by(Snapshot.seq.desc())
                .limit(1)
            )
        ).first()
        base_seq = nearest.seq if nearest is not None else 0
        rows = (
            await db.execute(
                select(StoredEventRow.type, StoredEventRow.schema_version, StoredEventRow.payload)
                .where(StoredEventRow.campaign_id == campaign_id)
                .where(StoredEventRow.seq > base_seq, StoredEventRow.seq <= at)
                .order_by(StoredEventRow.seq)
            )
        ).all()
    base = nearest.state if nearest is not None else None
    return await ctx.heavy.in_process(folded_rows, base, [tuple(row) for row in rows])


def folded_rows(snapshot: str | None, rows: list[tuple[str, int, str]]) -> TableState:
    """The stored snapshot (or genesis) with the stored events after it folded on (run
    in a worker process: a long fold would hold the interpreter lock)."""
    base = decode_snapshot(snapshot) if snapshot is not None else None
    return replay_log((decode_event(*row) for row in rows), base)


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


@dataclass(frozen=True)
class Difference:
    """What differs between two moments: in words (the dashboard's report) and, for a GM
    who wants the data, by path."""

    at: int
    latest: int
    words: tuple[str, ...]
    changes: list[Change]


async def diff_since(ctx: ServiceContext, access: Access, seq: int) -> Difference:
    """What differs between the state after event ``seq`` and the state now."""
    at, latest, then = await state_at(ctx, access, seq)
    _, _, now = await state_at(ctx, access, None)
    content = await ctx.content.catalog_of(ctx, now.content_hash)
    game = game_of(now)

    def compare() -> Difference:
        words = game.report_changes(game.gm_report(then, content), game.gm_report(now, content))
        return Difference(at, latest, words, changes(game.gm_view(then), game.gm_view(now)))

    return await ctx.heavy.run(compare)


async def report_of(ctx: ServiceContext, state: TableState) -> Any:
    """The dashboard's facts in game terms (the game's ``gm_report``, a pydantic model)."""
    content = await ctx.content.catalog_of(ctx, state.content_hash)
    return game_of(state).gm_report(state, content)


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
    query = select(StoredEventRow).where(
        StoredEventRow.campaign_id == campaign.id, StoredEventRow.seq > after
    )
    if types:
        query = query.where(StoredEventRow.type.in_(sorted(types)))
    if text:
        query = query.where(func.lower(StoredEventRow.payload).contains(text.casefold()))
    rows = await _rows(ctx, query.order_by(StoredEventRow.seq).limit(limit))
    return [
        LoggedEvent(
            row.seq,
            row.type,
            as_utc(row.created_at),
            row.command_id,
            event,
        )
        for row in rows
        if (event := without_seeds(_decoded(row))) and (not text or _mentions(event, text))
    ]


SEED_KEYS = frozenset({"seed", "fresh_seed"})


def without_seeds(value: Any) -> Any:
    """An event as the GM reads it: every dice seed left out (issue 23), also the one of a
    rewound state it carries."""
    if isinstance(value, dict):
        return {k: without_seeds(v) for k, v in value.items() if k not in SEED_KEYS}
    if isinstance(value, list):
        return [without_seeds(v) for v in value]
    return value


def _decoded(row: StoredEventRow) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(
        decode_event(row.type, row.schema_version, row.payload).model_dump_json()
    )
    return found


def _mentions(event: dict[str, Any], text: str) -> bool:
    """The word filter again on what is shown: the seed must not be found by searching."""
    return text.casefold() in json.dumps(event, ensure_ascii=False).casefold()


async def _rows(ctx: ServiceContext, query: Any) -> list[StoredEventRow]:
    async with ctx.sessions() as db:
        return list((await db.scalars(query)).all())
