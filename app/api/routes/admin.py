"""Site administration: every campaign and user (site admins only)."""

from __future__ import annotations

from fastapi import APIRouter
from sqlalchemy import select

from app.api.deps import AdminAuth, Ctx
from app.api.routes.auth import user_out
from app.api.schemas import UserOut
from app.db.models import User
from app.service import campaigns as service

router = APIRouter(prefix="/api/admin", tags=["admin"])


@router.get("/campaigns")
async def all_campaigns(_admin: AdminAuth, ctx: Ctx) -> list[dict[str, object]]:
    return [
        {"id": c.id, "name": c.name, "status": c.status, "seq": c.seq, "gm_user_id": c.gm_user_id}
        for c in await service.all_campaigns(ctx)
    ]


@router.get("/users")
async def all_users(_admin: AdminAuth, ctx: Ctx) -> list[UserOut]:
    async with ctx.sessions() as db:
        users = (await db.scalars(select(User).order_by(User.id))).all()
    return [user_out(u) for u in users]
