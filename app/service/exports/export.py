"""Reading a campaign out as one document (app/service/exports/document.py)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, cast

from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import (
    Campaign,
    CampaignCommand,
    CampaignEvent,
    ChatMessage,
    ContentPack,
    Seat,
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
)


async def export_campaign(ctx: ServiceContext, campaign_id: int) -> CampaignExport:
    """The campaign as committed now, sealed with its integrity hash."""
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, campaign_id)
        if campaign is None:
            raise NotFound("not_found", "That campaign does not exist.")
        seats, chat, commands, events = await _rows(db, campaign)
        ids = {campaign.gm_user_id} | {r.user_id for r in [*seats, *chat, *commands] if r.user_id}
        names = await _usernames(db, ids)
        content = await _content(db, campaign.content_hash)
    return sealed(
        CampaignExport(
            exported_at=ctx.clock.now(),
            campaign=_campaign(campaign, names[campaign.gm_user_id]),
            content=content,
            members=[_member(s, names) for s in seats],
            events=[_event(e) for e in events],
            commands=[_command(c, names) for c in commands],
            chat=[_chat(m, names) for m in chat],
        )
    )


async def _rows(db: AsyncSession, campaign: Campaign) -> tuple[list[Any], ...]:
    """The campaign's seats, chat, commands and events (up to its committed seq)."""
    of = campaign.id
    return (
        await _all(db, select(Seat).where(Seat.campaign_id == of), Seat.id),
        await _all(db, select(ChatMessage).where(ChatMessage.campaign_id == of), ChatMessage.id),
        await _all(
            db,
            select(CampaignCommand).where(CampaignCommand.campaign_id == of),
            CampaignCommand.seq_from,
        ),
        await _all(
            db,
            select(CampaignEvent).where(
                CampaignEvent.campaign_id == of, CampaignEvent.seq <= campaign.seq
            ),
            CampaignEvent.seq,
        ),
    )


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


def _event(e: CampaignEvent) -> ExportedEvent:
    return ExportedEvent(
        seq=e.seq,
        type=e.type,
        schema_version=e.schema_version,
        payload=e.payload,
        command_id=e.command_id,
        created_at=as_utc(e.created_at),
    )


def _command(c: CampaignCommand, names: dict[int, str]) -> ExportedCommand:
    return ExportedCommand(
        command_id=c.command_id,
        actor=c.actor,
        username=names.get(c.user_id) if c.user_id else None,
        payload=c.payload,
        payload_hash=c.payload_hash,
        seq_from=c.seq_from,
        seq_to=c.seq_to,
        created_at=as_utc(c.created_at),
    )


def _chat(m: ChatMessage, names: dict[int, str]) -> ExportedChat:
    return ExportedChat(
        username=names.get(m.user_id) if m.user_id else None,
        role=m.role,
        seat_key=m.seat_key,
        text=m.text,
        created_at=as_utc(m.created_at),
    )
