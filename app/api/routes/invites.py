"""Invite links: the GM creates, lists and revokes them; a logged-in user previews and joins."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Request, status

from app.api.deps import CampaignAccess, Ctx, CurrentAuth
from app.api.openapi import errors
from app.api.schemas import InviteCreate, InviteOut, InvitePreviewOut, IssuedInviteOut, JoinedOut
from app.db.models import Invite
from app.service import invites as service
from app.service.membership import require_manager
from app.settings import LARGEST_ID

router = APIRouter(tags=["invites"])


def invite_out(invite: Invite) -> InviteOut:
    return InviteOut(
        id=invite.id,
        role=invite.role,
        created_at=invite.created_at,
        expires_at=invite.expires_at,
        single_use=invite.single_use,
        uses=invite.uses,
        revoked=invite.revoked_at is not None,
    )


@router.post("/api/campaigns/{campaign_id}/invites", status_code=status.HTTP_201_CREATED)
async def create_invite(
    body: InviteCreate, access: CampaignAccess, ctx: Ctx, request: Request
) -> IssuedInviteOut:
    require_manager(access)
    issued = await service.create_invite(
        ctx,
        access,
        role=body.role,
        expires_in_hours=body.expires_in_hours,
        single_use=body.single_use,
    )
    url = str(request.base_url).rstrip("/") + f"/#/join/{issued.token}"
    return IssuedInviteOut(**invite_out(issued.invite).model_dump(), token=issued.token, url=url)


@router.get("/api/campaigns/{campaign_id}/invites")
async def list_invites(access: CampaignAccess, ctx: Ctx) -> list[InviteOut]:
    require_manager(access)
    return [invite_out(i) for i in await service.list_invites(ctx, access)]


@router.delete(
    "/api/campaigns/{campaign_id}/invites/{invite_id}", status_code=status.HTTP_204_NO_CONTENT
)
async def revoke_invite(
    invite_id: Annotated[int, Path(ge=1, le=LARGEST_ID)], access: CampaignAccess, ctx: Ctx
) -> None:
    require_manager(access)
    await service.revoke_invite(ctx, access, invite_id)


@router.get("/api/invites/{token}", responses=errors(404, 410))
async def preview_invite(token: str, auth: CurrentAuth, ctx: Ctx) -> InvitePreviewOut:
    invite, campaign, gm = await service.find_invite(ctx, token)
    return InvitePreviewOut(
        campaign_id=campaign.id,
        campaign_name=campaign.name,
        gm=gm.username,
        role=invite.role,
        expires_at=invite.expires_at,
    )


@router.post("/api/invites/{token}/accept", responses=errors(404, 409, 410))
async def accept_invite(token: str, auth: CurrentAuth, ctx: Ctx) -> JoinedOut:
    campaign, seat = await service.accept_invite(ctx, token, auth.user)
    return JoinedOut(campaign_id=campaign.id, role=seat.role, seat=seat.seat_key)
