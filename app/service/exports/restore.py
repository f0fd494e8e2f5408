"""Writing a campaign document into this server (import, restore of a backup).

The document is checked before anything is written: its integrity hash, its shape,
events numbered 1..seq that decode and fold into a state, and a content pack this
server has or the document carries (checked against its own hash). People are matched
by username; a GM or member without an account here is not invented: the importer
becomes the GM and the member's seat stays open for the GM to reassign.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError
from sqlalchemy import delete, insert, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.codec import encode_snapshot
from app.db.event_store import EventRow, write_event_rows
from app.db.models import (
    Campaign,
    CampaignCommand,
    ChatMessage,
    Seat,
    Snapshot,
    User,
)
from app.engine import PackCatalog, TableState, catalog_of_json, game_of
from app.service.audit import keep_trail_of, record_audit
from app.service.clock import as_utc
from app.service.commands import campaign_status
from app.service.context import ServiceContext
from app.service.errors import BadRequest, Conflict
from app.service.exports.document import CampaignExport, parse_document
from app.service.exports.limits import check_game_limits, folded_state
from app.service.pack_access import refuse_site_pack_id, usable_pack

IMPORT_SNAPSHOT_SPACING = 10
"""An import stores a snapshot every this many ``snapshot_interval``s (and at its last
event): a GM's time travel folds at most that many events, and a long log does not
store hundreds of whole states at once."""
Folded = tuple[TableState, list[tuple[int, str]]]
"""A document's folded state, and its snapshots to store as (seq, encoded state)."""


@dataclass(frozen=True)
class Imported:
    campaign_id: int
    unmatched: list[str] = field(default_factory=list)
    """Usernames in the document without an account here (their seats stay open)."""


async def import_campaign(
    ctx: ServiceContext,
    document: CampaignExport,
    *,
    importer: User | None,
    match_members: bool = True,
    keep_id: bool = False,
    as_upload: bool = False,
    replace: bool = False,
    folded: Folded | None = None,
) -> Imported:
    """Write ``document`` as a new campaign (``keep_id``: under its original id, as a
    restore does; ``replace``: deleting the campaign that has that id now, in the same
    transaction, so a failure part-way leaves it whole). ``match_members`` False (a GM's
    own upload) seats nobody but the importer: a hand-edited document cannot put other
    accounts into a campaign. ``as_upload`` (a user's import over the API): a pack the
    document carries follows the rule of an upload (issue 24; app/service/pack_access.py).
    Nothing is written unless the document keeps the game's own limits
    (app/service/exports/limits.py). ``folded``: what ``folded_with_snapshots`` gave for
    it (``read_import`` did the parse and the fold in one worker process)."""
    interval = ctx.settings.snapshot_interval
    if folded is None:
        folded = await ctx.heavy.in_process(folded_with_snapshots, document, interval)
    state, snapshots = folded
    chat_max, now = ctx.settings.chat_max_chars, ctx.clock.now()
    await ctx.heavy.run(lambda: check_game_limits(document, chat_max_chars=chat_max, now=now))
    rows = await ctx.heavy.run(lambda: _event_rows(document))
    async with ctx.write_session() as db:
        if replace and keep_id:
            await keep_trail_of(db, document.campaign.id)
            await db.execute(delete(Campaign).where(Campaign.id == document.campaign.id))
        names = await _accounts(db, document, importer, match_members)
        gm_id = _gm_id(document, names, importer)
        holder = importer.id if importer is not None else gm_id
        await _ensure_content(db, ctx, document, holder, as_upload=as_upload)
        copy = not keep_id and await _original_is_here(db, document)
        row = _campaign_row(document, state, gm_id, copy=copy)
        original_id = document.campaign.id if keep_id else None
        campaign = await _write_campaign(db, ctx, row, original_id)
        await _write_rows(db, document, campaign.id, names)
        postgres = not ctx.settings.is_sqlite
        await write_event_rows(await db.connection(), campaign.id, rows, postgres=postgres)
        await _finish(db, ctx, document, campaign.id, snapshots, importer)
        campaign_id = campaign.id
    return Imported(campaign_id, sorted(_named(document) - set(names)))


async def _finish(
    db: AsyncSession,
    ctx: ServiceContext,
    document: CampaignExport,
    campaign_id: int,
    snapshots: list[tuple[int, str]],
    importer: User | None,
) -> None:
    """The snapshots (every ``IMPORT_SNAPSHOT_SPACING`` snapshot intervals and at the
    last event: time travel folds from the nearest) and the audit row."""
    now = ctx.clock.now()
    for seq, state in snapshots:
        db.add(Snapshot(campaign_id=campaign_id, seq=seq, state=state, created_at=now))
    await record_audit(db, now, action="campaign_imported",
                       user_id=importer.id if importer else None, campaign_id=campaign_id,
                       detail={"from_id": document.campaign.id,
                               "events": len(document.events)})  # fmt: skip
    await db.commit()


def _event_rows(document: CampaignExport) -> list[EventRow]:
    return [EventRow(e.seq, e.type, e.schema_version, e.payload, e.command_id, e.created_at)
            for e in document.events]  # fmt: skip


def read_import(body: bytes, snapshot_interval: int) -> tuple[CampaignExport, Folded]:
    """An uploaded file parsed, checked and folded (run in a worker process: a long
    document's parse and fold would stop the event loop, issue 24)."""
    document = parse_document(body)
    return document, folded_with_snapshots(document, snapshot_interval)


def folded_with_snapshots(document: CampaignExport, snapshot_interval: int) -> Folded:
    """The folded state and the snapshots to store (encoded): after every
    ``IMPORT_SNAPSHOT_SPACING`` snapshot intervals and after the last event, each the
    fold up to it."""
    interval = snapshot_interval * IMPORT_SNAPSHOT_SPACING
    kept: list[tuple[int, str]] = []

    def keep(seq: int, state: TableState) -> None:
        if seq % interval == 0:
            kept.append((seq, encode_snapshot(state)))

    state = folded_state(document, on_event=keep)
    if not kept or kept[-1][0] != document.campaign.seq:
        kept.append((document.campaign.seq, encode_snapshot(state)))
    return state, kept


async def _ensure_content(
    db: AsyncSession, ctx: ServiceContext, document: CampaignExport, holder: int, *,
    as_upload: bool,
) -> None:  # fmt: skip
    """The pinned pack is the site's or already the holder's; else the document carries
    it, and it becomes the holder's own (never a site pack, never another user's: a bare
    hash of someone else's upload is refused like a pack nobody installed). ``as_upload``:
    a site pack's id is refused as for an upload (issue 24)."""
    content = document.content
    if await usable_pack(db, holder, content.hash) is not None:
        return
    if content.catalog is None:
        raise BadRequest(
            "unknown_content",
            f"Install the content pack '{content.pack}' version {content.version} on this "
            "server first (hunters content load).",
        )
    catalog = _carried_catalog(content.catalog, content.hash)
    if as_upload:
        await refuse_site_pack_id(db, catalog.pack)
    await ctx.content.store(db, catalog, name=content.name, now=ctx.clock.now(), user_id=holder)


def _carried_catalog(carried: dict[str, Any], pinned: str) -> PackCatalog:
    """The pack a document carries, checked against the hash it pins."""
    try:
        catalog: PackCatalog | None = catalog_of_json(json.dumps(carried))
    except (ValidationError, KeyError):
        catalog = None
    if catalog is None or {catalog.content_hash, catalog.recomputed_hash()} != {pinned}:
        raise BadRequest("export_invalid", "The content pack in that export is not the one pinned.")
    return catalog


def _named(document: CampaignExport) -> set[str]:
    named = {document.campaign.gm}
    for rows in (document.members, document.chat, document.commands):
        named |= {r.username for r in rows if r.username}
    return named


async def _accounts(
    db: AsyncSession, document: CampaignExport, importer: User | None, match_members: bool
) -> dict[str, int]:
    """Username -> user id here, for the people the document names who have accounts."""
    wanted = _named(document) if match_members else set()
    if importer is not None:
        wanted.discard(importer.username)
    keys = {name.lower(): name for name in wanted}
    rows = await db.execute(select(User.username_key, User.id).where(User.username_key.in_(keys)))
    found = {keys[key]: user_id for key, user_id in rows.all()}
    if importer is not None:
        found[importer.username] = importer.id
    return found


def _gm_id(document: CampaignExport, names: dict[str, int], importer: User | None) -> int:
    if document.campaign.gm in names:
        return names[document.campaign.gm]
    if importer is None:
        raise BadRequest(
            "unknown_user",
            f"The GM {document.campaign.gm} has no account on this server; create it first.",
        )
    return importer.id


COPY_MARK = " (copy)"
NAME_MAX_CHARS = 120


def copy_name(name: str) -> str:
    """An imported campaign is told from its original on the same server by its name
    (issue 23): "The Wolves (copy)", cut to fit the column; a restore keeps the
    original's name and number."""
    return name[: NAME_MAX_CHARS - len(COPY_MARK)] + COPY_MARK


async def _original_is_here(db: AsyncSession, document: CampaignExport) -> bool:
    """The campaign the document was exported from is on this server (its number and its
    creation time): then the import is its copy. On another server it is the original."""
    original = await db.get(Campaign, document.campaign.id)
    return original is not None and as_utc(original.created_at) == as_utc(
        document.campaign.created_at
    )


def _campaign_row(
    document: CampaignExport, state: TableState, gm_id: int, *, copy: bool
) -> Campaign:
    c = document.campaign
    return Campaign(
        name=copy_name(c.name) if copy else c.name,
        gm_user_id=gm_id,
        content_hash=document.content.hash,
        game=game_of(state).name,
        difficulty=c.difficulty,
        hero_elimination=c.hero_elimination,
        reaction_timeout_seconds=c.reaction_timeout_seconds,
        status=campaign_status(state),
        seq=c.seq,
        created_at=c.created_at,
        updated_at=c.updated_at,
    )


async def _write_campaign(
    db: AsyncSession, ctx: ServiceContext, campaign: Campaign, original_id: int | None
) -> Campaign:
    """Insert the row, under ``original_id`` when given (a restore); Postgres' id
    sequence is moved past it so later campaigns do not collide."""
    if original_id is not None:
        if await db.get(Campaign, original_id) is not None:
            raise Conflict(
                "campaign_exists",
                f"Campaign {original_id} exists here; delete it or import a copy.",
            )
        campaign.id = original_id
    db.add(campaign)
    await db.flush()
    if original_id is not None and not ctx.settings.is_sqlite:
        await db.execute(
            text("SELECT setval(pg_get_serial_sequence('campaigns', 'id'), max(id)) FROM campaigns")
        )
    return campaign


async def _write_rows(
    db: AsyncSession, document: CampaignExport, campaign_id: int, names: dict[str, int]
) -> None:
    """Seats, commands and chat, each table in one bulk insert (an export of a long
    campaign holds tens of thousands of rows)."""

    def who(username: str | None) -> int | None:
        return names.get(username) if username else None

    ours = {"campaign_id": campaign_id}
    seats = [{**ours, **m.model_dump(exclude={"username"}), "user_id": who(m.username)}
             for m in document.members]  # fmt: skip
    commands = [{**ours, **c.model_dump(exclude={"username"}), "user_id": who(c.username)}
                for c in document.commands]  # fmt: skip
    chat = [{**ours, **line.model_dump(exclude={"username"}), "user_id": who(line.username)}
            for line in document.chat]  # fmt: skip
    for model, rows in ((Seat, seats), (CampaignCommand, commands), (ChatMessage, chat)):
        if rows:
            await db.execute(insert(model), rows)
