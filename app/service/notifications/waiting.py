"""The lobby's "waiting on you": the campaigns whose table waits on this person now,
for what, and since when (the start of the waiting period, else the last activity)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select

from app.db.models import Campaign, NotificationWait, Seat, User
from app.service.campaigns import campaign_state, my_campaigns
from app.service.clock import as_utc
from app.service.context import ServiceContext
from app.service.notifications.triggers import GM_SEAT, awaited_seats


async def waiting_on(ctx: ServiceContext, user: User) -> list[dict[str, Any]]:
    """Longest waiting first."""
    async with ctx.sessions() as db:
        rows = await db.scalars(select(NotificationWait).where(NotificationWait.user_id == user.id))
        since = {w.campaign_id: as_utc(w.since) for w in rows.all()}
    found = []
    for campaign, seat in await my_campaigns(ctx, user):
        kind = await _kind(ctx, campaign, seat, user)
        if kind is not None:
            started = since.get(campaign.id, as_utc(campaign.updated_at))
            found.append({"campaign_id": campaign.id, "name": campaign.name,
                          "kind": kind, "since": started})  # fmt: skip
    return sorted(found, key=_since)


def _since(row: dict[str, Any]) -> datetime:
    moment: datetime = row["since"]
    return moment


async def _kind(
    ctx: ServiceContext, campaign: Campaign, seat: Seat | None, user: User
) -> str | None:
    if campaign.status != "active":
        return None
    awaited = awaited_seats(await campaign_state(ctx, campaign))
    if seat is not None and seat.role == "player" and seat.seat_key in awaited:
        return awaited[seat.seat_key]
    if campaign.gm_user_id == user.id:
        return awaited.get(GM_SEAT)
    return None
