"""Site administration (site admins only): every campaign, user and content pack; an
account disabled, logged out everywhere or made to change its password; a campaign
deleted; an unused pack removed (app/service/site_admin.py)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, status
from pydantic import BaseModel

from app.api.deps import AdminAuth, Ctx
from app.api.openapi import errors
from app.service import campaigns as service
from app.service import site_admin
from app.settings import LARGEST_ID

router = APIRouter(prefix="/api/admin", tags=["admin"])
Id = Annotated[int, Path(ge=1, le=LARGEST_ID)]
Hash = Annotated[str, Path(pattern=r"^[0-9a-f]{64}$")]
NO_CONTENT = status.HTTP_204_NO_CONTENT


class Standing(BaseModel):
    disabled: bool


@router.get("/campaigns")
async def all_campaigns(_admin: AdminAuth, ctx: Ctx) -> list[dict[str, object]]:
    return [
        {"id": c.id, "name": c.name, "status": c.status, "seq": c.seq, "gm_user_id": c.gm_user_id,
         "updated_at": c.updated_at, "content_hash": c.content_hash}
        for c in await service.all_campaigns(ctx)
    ]  # fmt: skip


@router.delete("/campaigns/{campaign_id}", status_code=NO_CONTENT, responses=errors(404))
async def delete_campaign(campaign_id: Id, admin: AdminAuth, ctx: Ctx) -> None:
    await site_admin.delete_campaign(ctx, admin.user, campaign_id)


@router.get("/users")
async def all_users(_admin: AdminAuth, ctx: Ctx) -> list[dict[str, object]]:
    return await site_admin.users_overview(ctx)


@router.put("/users/{user_id}/standing", status_code=NO_CONTENT, responses=errors(404))
async def set_standing(user_id: Id, body: Standing, admin: AdminAuth, ctx: Ctx) -> None:
    """Disable (logs it out everywhere) or enable an account."""
    await site_admin.set_disabled(ctx, admin.user, user_id, body.disabled)


@router.post("/users/{user_id}/end-sessions", status_code=NO_CONTENT, responses=errors(404))
async def end_sessions(user_id: Id, admin: AdminAuth, ctx: Ctx) -> None:
    await site_admin.end_sessions(ctx, admin.user, user_id)


@router.post(
    "/users/{user_id}/require-password-change", status_code=NO_CONTENT, responses=errors(404)
)
async def require_password_change(user_id: Id, admin: AdminAuth, ctx: Ctx) -> None:
    await site_admin.require_password_change(ctx, admin.user, user_id)


@router.get("/packs")
async def all_packs(_admin: AdminAuth, ctx: Ctx) -> list[dict[str, object]]:
    return await site_admin.packs_overview(ctx)


@router.delete("/packs/{content_hash}", status_code=NO_CONTENT, responses=errors(404, 409))
async def remove_pack(content_hash: Hash, admin: AdminAuth, ctx: Ctx) -> None:
    await site_admin.remove_pack(ctx, admin.user, content_hash)
