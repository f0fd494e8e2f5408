"""Installed content packs, read-only; hidden card faces never leave the server."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from fastapi.responses import Response

from app.api.deps import CampaignAccess, Ctx, CurrentAuth
from app.api.schemas import PackOut
from app.content.public import public_content
from app.service.content import UnknownContent, list_packs
from app.service.errors import NotFound

router = APIRouter(tags=["content"])

# A pack's public content never changes under its hash: let browsers keep it.
IMMUTABLE = {"Cache-Control": "private, max-age=31536000, immutable"}


@router.get("/api/content/packs")
async def packs(_auth: CurrentAuth, ctx: Ctx) -> list[PackOut]:
    async with ctx.sessions() as db:
        rows = await list_packs(db)
    return [PackOut(hash=r.hash, pack=r.pack, name=r.name, version=r.version) for r in rows]


async def _public(ctx: Ctx, content_hash: str) -> dict[str, Any]:
    async with ctx.sessions() as db:
        try:
            catalog = await ctx.content.catalog(db, content_hash)
        except UnknownContent:
            raise NotFound("unknown_pack", "That content pack is not installed.") from None
    return public_content(catalog)


@router.get("/api/content/packs/{content_hash}")
async def pack_content(content_hash: str, _auth: CurrentAuth, ctx: Ctx, response: Response) -> Any:
    """The public part of a pack: heroes, cards, enemies, items, maps, quests (no outcomes)."""
    response.headers.update(IMMUTABLE)
    return await _public(ctx, content_hash)


@router.get("/api/campaigns/{campaign_id}/content")
async def campaign_content(access: CampaignAccess, ctx: Ctx, response: Response) -> Any:
    """The public content of the pack this campaign is pinned to."""
    response.headers.update(IMMUTABLE)
    return await _public(ctx, access.campaign.content_hash)
