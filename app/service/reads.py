"""How far each user has read each campaign (issue 23): the highest seq any of their
browsers showed, so the lobby's "N new" is the same on every browser they use (it was
counted per browser, and said "480 new" to a player who had read everything elsewhere)."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError

from app.db.models import Campaign, CampaignRead
from app.service.context import ServiceContext
from app.service.membership import Access


async def mark_read(ctx: ServiceContext, access: Access, seq: int) -> int:
    """The member has seen the log up to ``seq`` (never past the campaign's own seq, never
    back); the seq now recorded."""
    campaign_id, user_id = access.campaign.id, access.user.id
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, campaign_id)
        assert campaign is not None
        seen = max(0, min(seq, campaign.seq))
        row = await db.get(CampaignRead, (campaign_id, user_id))
        if row is None:
            db.add(CampaignRead(campaign_id=campaign_id, user_id=user_id, seen_seq=seen))
        elif seen > row.seen_seq:
            row.seen_seq = seen
        try:
            await db.commit()
        except IntegrityError:  # another browser recorded it first: keep the higher one
            await db.rollback()
            await db.execute(
                update(CampaignRead)
                .where(CampaignRead.campaign_id == campaign_id, CampaignRead.user_id == user_id)
                .where(CampaignRead.seen_seq < seen)
                .values(seen_seq=seen)
            )
            await db.commit()
        recorded = await db.get(CampaignRead, (campaign_id, user_id), populate_existing=True)
        return recorded.seen_seq if recorded is not None else seen


async def reads_of(
    ctx: ServiceContext, user_id: int, campaign_ids: Iterable[int]
) -> dict[int, int]:
    """campaign id -> the seq this user has read it to (campaigns never opened: absent)."""
    ids = list(campaign_ids)
    if not ids:
        return {}
    async with ctx.sessions() as db:
        rows = await db.scalars(
            select(CampaignRead).where(
                CampaignRead.user_id == user_id, CampaignRead.campaign_id.in_(ids)
            )
        )
        return {row.campaign_id: row.seen_seq for row in rows}
