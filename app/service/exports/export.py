"""Reading a campaign out as one document (app/service/exports/document.py)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import (
    Campaign,
    CampaignCommand,
    ChatMessage,
    ContentPack,
    Seat,
    StoredEventRow,
    User,
)
from app.engine import Difficulty
from app.service.clock import as_utc
from app.service.context import ServiceContext
from app.service.errors import NotFound
from app.service.exports.document import (
    CampaignExport,
    ExportedCampaign,
    ExportedChat,
    ExportedCommand,
    ExportedContent,
    ExportedEvent,
    ExportedMember,
    sealed,
    to_text,
)


@dataclass(frozen=True)
class ExportParts:
    """A campaign's rows as plain, picklable data: what a worker process builds the
    document from (the log and the commands as tuples, in their columns' order)."""

    exported_at: datetime
    campaign: ExportedCampaign
    content: ExportedContent
    members: list[ExportedMember]
    chat: list[ExportedChat]
    events: list[tuple[Any, ...]]
    commands: list[tuple[Any, ...]]


async def export_campaign(ctx: ServiceContext, campaign_id: int) -> CampaignExport:
    """The campaign as committed now, sealed with its integrity hash; the rows are read
    here and the document built and sealed in a worker process (issue 24)."""
    return await ctx.heavy.in_process(build_document, await _parts(ctx, campaign_id))


async def export_text(ctx: ServiceContext, campaign_id: int) -> tuple[int, str]:
    """(the campaign's seq, the export file's text), the text made in a worker process:
    a long log's document is built, hashed and dumped in single long calls that would
    stop the event loop of every other table (issue 24)."""
    parts = await _parts(ctx, campaign_id)
    return parts.campaign.seq, await ctx.heavy.in_process(document_text, parts)


def build_document(parts: ExportParts) -> CampaignExport:
    return sealed(
        CampaignExport(
            exported_at=parts.exported_at,
            campaign=parts.campaign,
            content=parts.content,
            members=parts.members,
            events=[_event(*row) for row in parts.events],
            commands=[_command(*row) for row in parts.commands],
            chat=parts.chat,
        )
    )


def document_text(parts: ExportParts) -> str:
    return to_text(build_document(parts))


async def _parts(ctx: ServiceContext, campaign_id: int) -> ExportParts:
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, campaign_id)
        if campaign is None:
            raise NotFound("not_found", "That campaign does not exist.")
        seats, chat, commands, events = await _rows(db, campaign)
        ids = {campaign.gm_user_id} | {r.user_id for r in [*seats, *chat, *commands] if r.user_id}
        names = await _usernames(db, ids)
        content = await _content(db, campaign.content_hash)
    return ExportParts(
        exported_at=ctx.clock.now(),
        campaign=_campaign(campaign, names[campaign.gm_user_id]),
        content=content,
        members=[_member(s, names) for s in seats],
        chat=[_chat(m, names) for m in chat],
        events=[tuple(e) for e in events],
        commands=[_named_command(c, names) for c in commands],
    )


async def _rows(db: AsyncSession, campaign: Campaign) -> tuple[list[Any], ...]:
    """The campaign's seats, chat, commands and events (up to its committed seq); the
    commands and the log as plain rows, not ORM objects: tens of thousands of them are
    read on the event loop, and an object per row would hold it up (issue 24)."""
    of = campaign.id
    c, e = CampaignCommand, StoredEventRow
    commands = select(
        c.command_id, c.actor, c.user_id, c.payload, c.payload_hash, c.seq_from, c.seq_to,
        c.created_at,
    ).where(c.campaign_id == of)  # fmt: skip
    events = select(e.seq, e.type, e.schema_version, e.payload, e.command_id, e.created_at)
    events = events.where(e.campaign_id == of, e.seq <= campaign.seq)
    return (
        await _all(db, select(Seat).where(Seat.campaign_id == of), Seat.id),
        await _all(db, select(ChatMessage).where(ChatMessage.campaign_id == of), ChatMessage.id),
        list((await db.execute(commands.order_by(c.seq_from))).all()),
        list((await db.execute(events.order_by(e.seq))).all()),
    )


def _named_command(row: Any, names: dict[int, str]) -> tuple[Any, ...]:
    """A command row with its user id replaced by the username (None: nobody's)."""
    values = tuple(row)
    return (*values[:2], names.get(row.user_id) if row.user_id else None, *values[3:])


async def _all(db: AsyncSession, query: Select[Any], order: Any) -> list[Any]:
    return list((await db.scalars(query.order_by(order))).all())


async def _usernames(db: AsyncSession, ids: Iterable[int]) -> dict[int, str]:
    rows = await db.execute(select(User.id, User.username).where(User.id.in_(set(ids))))
    return {user_id: name for user_id, name in rows.all()}


async def _content(db: AsyncSession, content_hash: str) -> ExportedContent:
    """The pin, and the pack itself when someone uploaded it (not a site pack)."""
    row = await db.get(ContentPack, content_hash)
    if row is None:
        raise NotFound("unknown_content", "The campaign's content pack is missing.")
    custom = None if row.site else json.loads(row.catalog_json)
    return ExportedContent(
        hash=row.hash, pack=row.pack, name=row.name, version=row.version, catalog=custom
    )


def _campaign(c: Campaign, gm: str) -> ExportedCampaign:
    return ExportedCampaign(
        id=c.id,
        name=c.name,
        gm=gm,
        difficulty=cast("Difficulty", c.difficulty),  # the column holds what creation checked
        hero_elimination=c.hero_elimination,
        reaction_timeout_seconds=c.reaction_timeout_seconds,
        status=c.status,
        seq=c.seq,
        created_at=as_utc(c.created_at),
        updated_at=as_utc(c.updated_at),
    )


def _member(s: Seat, names: dict[int, str]) -> ExportedMember:
    return ExportedMember(
        username=names.get(s.user_id) if s.user_id else None,
        role=s.role,
        seat_key=s.seat_key,
        joined_at=as_utc(s.joined_at),
        left_at=as_utc(s.left_at) if s.left_at else None,
    )


def _event(
    seq: int, type_: str, version: int, payload: str, command_id: str | None, at: datetime
) -> ExportedEvent:
    return ExportedEvent(
        seq=seq,
        type=type_,
        schema_version=version,
        payload=payload,
        command_id=command_id,
        created_at=as_utc(at),
    )


def _command(
    command_id: str, actor: str, username: str | None, payload: str, payload_hash: str,
    seq_from: int, seq_to: int, at: datetime,
) -> ExportedCommand:  # fmt: skip
    return ExportedCommand(
        command_id=command_id,
        actor=actor,
        username=username,
        payload=payload,
        payload_hash=payload_hash,
        seq_from=seq_from,
        seq_to=seq_to,
        created_at=as_utc(at),
    )


def _chat(m: ChatMessage, names: dict[int, str]) -> ExportedChat:
    return ExportedChat(
        username=names.get(m.user_id) if m.user_id else None,
        role=m.role,
        seat_key=m.seat_key,
        text=m.text,
        created_at=as_utc(m.created_at),
    )
