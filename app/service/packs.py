"""Installing content packs: validate with the loader, then store the catalog by hash."""

from __future__ import annotations

from sqlalchemy import select

from app.content.errors import PackError
from app.content.loader import load_any_pack
from app.db.models import ContentPackHolder, User
from app.engine import PackCatalog
from app.service.context import ServiceContext
from app.service.errors import Conflict, NotFound
from app.service.pack_access import refuse_site_pack_id, usable_pack
from app.service.runtime import open_context
from app.settings import Settings


async def install_catalog(ctx: ServiceContext, catalog: PackCatalog) -> None:
    """The site installs a pack (`hunters content load`): everyone sees it, and new
    campaigns asking for its id get it (again, if an old upload had shadowed it)."""
    async with ctx.write_session() as db:
        await ctx.content.store(
            db, catalog, name=catalog.name or catalog.pack, now=ctx.clock.now(), user_id=None
        )
        await db.commit()


async def upload_catalog(ctx: ServiceContext, catalog: PackCatalog, user: User) -> None:
    """A user uploads a pack: it becomes theirs; an id the site installs is refused
    (409 ``pack_id_reserved``, issue 24)."""
    async with ctx.write_session() as db:
        await refuse_site_pack_id(db, catalog.pack)
        await ctx.content.store(
            db, catalog, name=catalog.name or catalog.pack, now=ctx.clock.now(), user_id=user.id
        )
        await db.commit()


async def share_pack(ctx: ServiceContext, holder: User, content_hash: str, username: str) -> None:
    """A holder of an upload shares it: the named account becomes a holder too (it lists
    the pack and creates campaigns from it; issue 24). Another user's upload answers like
    a pack nobody installed (404); the site's packs are everyone's already (409)."""
    async with ctx.write_session() as db:
        pack = await usable_pack(db, holder.id, content_hash)
        if pack is None:
            raise NotFound("unknown_pack", "That content pack is not installed.")
        if pack.site:
            raise Conflict("site_pack", "Everyone plays the site's packs already.")
        friend = await db.scalar(select(User).where(User.username_key == username.lower()))
        if friend is None:
            raise NotFound("unknown_user", f"No account is called '{username}'.")
        if await db.get(ContentPackHolder, (content_hash, friend.id)) is None:
            db.add(ContentPackHolder(content_hash=content_hash, user_id=friend.id,
                                     created_at=ctx.clock.now()))  # fmt: skip
        await db.commit()


async def install_pack_from_path(settings: Settings, path: str) -> tuple[bool, str]:
    """(ok, message): the pack's summary, or every validation error with file and path."""
    try:
        catalog = load_any_pack(path)
    except PackError as invalid:
        return False, "\n".join(str(e) for e in invalid.errors)
    async with open_context(settings) as ctx:
        await install_catalog(ctx, catalog)
    return True, (
        f"Installed content pack '{catalog.pack}' version {catalog.version} "
        f"(hash {catalog.content_hash[:12]}…)."
    )
