"""Tickets for the live table's websocket (for clients that cannot send the cookie)."""

from __future__ import annotations

from fastapi import APIRouter

from app.api.deps import CampaignAccess, Ctx, CurrentAuth
from app.api.schemas import SocketTicketOut
from app.service.socket_tickets import issue_ticket

router = APIRouter(prefix="/api/campaigns", tags=["live"])


@router.post("/{campaign_id}/ws-token")
async def socket_ticket(access: CampaignAccess, auth: CurrentAuth, ctx: Ctx) -> SocketTicketOut:
    """A ticket for ``/ws/campaigns/{id}?token=…``, bound to this login and campaign."""
    lifetime = ctx.settings.ws_token_seconds
    token = issue_ticket(
        ctx.settings.secret(),
        user_id=auth.user.id,
        session_id=auth.session_id,
        campaign_id=access.campaign.id,
        now=ctx.clock.now(),
        lifetime_seconds=lifetime,
    )
    return SocketTicketOut(token=token, expires_in=lifetime)
