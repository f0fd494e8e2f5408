"""Who wants which notification: a person's e-mail address (off when empty), a member's
opt-out of one campaign (e-mail and being named on its webhook), and the campaign's
webhook URL, set by its GM."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Campaign, CampaignWebhook, NotificationOptOut, User
from app.service.audit import record_audit
from app.service.context import ServiceContext
from app.service.errors import BadRequest
from app.service.notifications.webhook_address import WebhookPolicy, check_webhook_url

EMAIL = re.compile(r"^[^@\s<>\"',;]{1,64}@[^@\s<>\"',;]{1,185}\.[A-Za-z]{2,24}$")


async def set_email(ctx: ServiceContext, user: User, email: str | None) -> str | None:
    """Where this person's notifications go; None or "" stops them all."""
    address = (email or "").strip() or None
    if address is not None and not EMAIL.match(address):
        raise BadRequest("bad_email", "That does not look like an e-mail address.")
    async with ctx.write_session() as db:
        await db.execute(update(User).where(User.id == user.id).values(email=address))
        await db.commit()
    return address


async def set_opted_out(ctx: ServiceContext, user: User, campaign_id: int, out: bool) -> None:
    async with ctx.write_session() as db:
        await _set_opted_out(db, ctx, user.id, campaign_id, out)
        await db.commit()


async def _set_opted_out(
    db: AsyncSession, ctx: ServiceContext, user_id: int, campaign_id: int, out: bool
) -> None:
    key = (NotificationOptOut.user_id == user_id, NotificationOptOut.campaign_id == campaign_id)
    await db.execute(delete(NotificationOptOut).where(*key))
    if out:
        db.add(NotificationOptOut(user_id=user_id, campaign_id=campaign_id,
                                  created_at=ctx.clock.now()))  # fmt: skip


async def unsubscribe_target(ctx: ServiceContext, user_id: int, campaign_id: int) -> str | None:
    """The name of the campaign an e-mail's link would opt out of (nothing changes), or
    None if it or the person is gone."""
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, campaign_id)
        if campaign is None or await db.get(User, user_id) is None:
            return None
        return campaign.name


async def unsubscribe(ctx: ServiceContext, user_id: int, campaign_id: int) -> str | None:
    """Opt out from an e-mail's link; the campaign's name, or None if it is gone."""
    async with ctx.write_session() as db:
        campaign = await db.get(Campaign, campaign_id)
        if campaign is None or await db.get(User, user_id) is None:
            return None
        await _set_opted_out(db, ctx, user_id, campaign_id, True)
        await db.commit()
        return campaign.name


async def opted_out(db: AsyncSession, campaign_id: int) -> set[int]:
    rows = await db.scalars(
        select(NotificationOptOut.user_id).where(NotificationOptOut.campaign_id == campaign_id)
    )
    return set(rows.all())


async def is_opted_out(ctx: ServiceContext, user_id: int, campaign_id: int) -> bool:
    async with ctx.sessions() as db:
        return user_id in await opted_out(db, campaign_id)


async def webhook_url(db: AsyncSession, campaign_id: int) -> str | None:
    row = await db.get(CampaignWebhook, campaign_id)
    return row.url if row else None


async def set_webhook(
    ctx: ServiceContext, user: User, campaign_id: int, url: str | None
) -> str | None:
    """The GM sets (or with None/"" removes) where the table's news is posted."""
    policy = WebhookPolicy.of(ctx.settings)
    checked = check_webhook_url(url, policy) if url and url.strip() else None
    detail = {"set": bool(checked), "host": urlsplit(checked).hostname if checked else None}
    async with ctx.write_session() as db:
        await db.execute(delete(CampaignWebhook).where(CampaignWebhook.campaign_id == campaign_id))
        if checked:
            db.add(CampaignWebhook(campaign_id=campaign_id, url=checked, created_by=user.id,
                                   created_at=ctx.clock.now()))  # fmt: skip
        await record_audit(db, ctx.clock.now(), action="webhook_set", user_id=user.id,
                           campaign_id=campaign_id, detail=detail)  # fmt: skip
        await db.commit()
    return checked
