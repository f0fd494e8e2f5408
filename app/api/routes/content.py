"""Installed content packs, read-only; hidden card faces never leave the server."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, status
from fastapi.responses import Response

from app.api.deps import Authenticated, CampaignAccess, Ctx, CurrentAuth
from app.api.openapi import errors
from app.api.schemas import PackOut, PackShare, PackUpload
from app.content.catalog import Catalog
from app.content.errors import PackError
from app.content.games import any_catalog_from_documents, public_pack
from app.engine import PackCatalog, catalog_game
from app.service.content import UnknownContent
from app.service.errors import NotFound, ServiceError
from app.service.pack_access import may_read, visible_packs
from app.service.packs import share_pack, upload_catalog

router = APIRouter(tags=["content"])


class PackRejected(ServiceError):
    """422 listing every problem of an uploaded pack (file: path: message)."""

    status = 422

    def __init__(self, invalid: PackError) -> None:
        errors = [str(e) for e in invalid.errors]
        super().__init__("invalid_pack", f"The pack has {len(errors)} problem(s): {errors[0]}")
        self.details = {"errors": errors}


# A pack's public content never changes under its hash: let browsers keep it.
IMMUTABLE = {"Cache-Control": "private, max-age=31536000, immutable"}


@router.get("/api/content/packs")
async def packs(auth: CurrentAuth, ctx: Ctx) -> list[PackOut]:
    """The packs the caller may create a campaign from: the site's and their own uploads
    (never another user's, issue 24)."""
    async with ctx.sessions() as db:
        rows = await visible_packs(db, auth.user.id)
    return [
        PackOut(hash=r.hash, pack=r.pack, name=r.name, version=r.version, site=r.site, game=r.game)
        for r in rows
    ]


async def _catalog(ctx: Ctx, content_hash: str, auth: Authenticated | None = None) -> PackCatalog:
    """The pack's catalog; with ``auth``, 404 too when the caller may not read it (the
    same answer as for a pack nobody installed)."""
    if auth is not None:
        async with ctx.sessions() as db:
            readable = await may_read(db, auth.user, content_hash)
        if not readable:
            raise NotFound("unknown_pack", "That content pack is not installed.")
    try:
        return await ctx.content.catalog_of(ctx, content_hash)
    except UnknownContent:
        raise NotFound("unknown_pack", "That content pack is not installed.") from None


async def _public(ctx: Ctx, content_hash: str, auth: Authenticated | None = None) -> dict[str, Any]:
    return public_pack(await _catalog(ctx, content_hash, auth))


@router.post("/api/content/packs", status_code=status.HTTP_201_CREATED, responses=errors(400, 409))
async def upload_pack(body: PackUpload, auth: CurrentAuth, ctx: Ctx) -> PackOut:
    """A group loads its own pack: the documents of `hunters content validate`'s folder
    layout (file path -> parsed YAML/JSON). Validated like the base pack; stored by hash,
    seen only by its uploader; an id the site installs is refused (409, issue 24)."""
    try:
        catalog = any_catalog_from_documents(body.documents, root="upload")
    except PackError as invalid:
        raise PackRejected(invalid) from None
    await upload_catalog(ctx, catalog, auth.user)
    return PackOut(
        hash=catalog.content_hash,
        pack=catalog.pack,
        name=catalog.name or catalog.pack,
        version=catalog.version,
        site=False,
        game=catalog_game(catalog),
    )


@router.post(
    "/api/content/packs/{content_hash}/holders",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=errors(404, 409),
)
async def share(content_hash: str, body: PackShare, auth: CurrentAuth, ctx: Ctx) -> None:
    """Share your upload with another account: it becomes theirs to use too (issue 24)."""
    await share_pack(ctx, auth.user, content_hash, body.username)


@router.get("/api/content/packs/{content_hash}", responses=errors(404))
async def pack_content(content_hash: str, auth: CurrentAuth, ctx: Ctx, response: Response) -> Any:
    """The public part of a pack: heroes, cards, enemies, items, maps, quests (no outcomes);
    an upload only to its holders and the members of campaigns pinned to it."""
    response.headers.update(IMMUTABLE)
    return await _public(ctx, content_hash, auth)


NOT_CHANGED: dict[int | str, dict[str, Any]] = {
    304: {"description": "Not modified: the definitions under that ETag."}
}


@router.get(
    "/api/content/packs/{content_hash}/quests/{quest_id}/definitions",
    responses={**errors(404), **NOT_CHANGED},
)
async def quest_definitions(
    content_hash: str, quest_id: str, request: Request, auth: CurrentAuth, ctx: Ctx
) -> Response:
    """A quest's static definitions (every hero card and item of the pack, the quest's
    enemies and their action cards, its interactions and allies): what views leave out
    (issue 26). The same for every table of the pack; cached by the browser (ETag)."""
    catalog = await _catalog(ctx, content_hash, auth)
    if not isinstance(catalog, Catalog):
        raise NotFound("unknown_quest", "That pack has no such quest.")
    try:
        body, etag = ctx.content.quest_definitions(catalog, quest_id)
    except KeyError:
        raise NotFound("unknown_quest", "That pack has no such quest.") from None
    headers = {**IMMUTABLE, "ETag": etag}
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    return Response(body, media_type="application/json", headers=headers)


@router.get("/api/campaigns/{campaign_id}/content")
async def campaign_content(access: CampaignAccess, ctx: Ctx, response: Response) -> Any:
    """The public content of the pack this campaign is pinned to."""
    response.headers.update(IMMUTABLE)
    return await _public(ctx, access.campaign.content_hash)
