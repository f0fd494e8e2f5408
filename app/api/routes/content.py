"""Installed content packs (read-only)."""

from __future__ import annotations

from fastapi import APIRouter

from app.api.deps import Ctx, CurrentAuth
from app.api.schemas import PackOut
from app.service.content import list_packs

router = APIRouter(prefix="/api/content", tags=["content"])


@router.get("/packs")
async def packs(_auth: CurrentAuth, ctx: Ctx) -> list[PackOut]:
    async with ctx.sessions() as db:
        rows = await list_packs(db)
    return [PackOut(hash=r.hash, pack=r.pack, name=r.name, version=r.version) for r in rows]
