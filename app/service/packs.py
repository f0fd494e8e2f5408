"""Installing content packs: validate with the loader, then store the catalog by hash."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.errors import PackError
from app.content.loader import load_pack
from app.db.models import User
from app.service.context import ServiceContext
from app.service.pack_access import refuse_site_pack_id
from app.service.runtime import open_context
from app.settings import Settings


async def install_catalog(ctx: ServiceContext, catalog: Catalog) -> None:
    """The site installs a pack (`hunters content load`): everyone sees it, and new
    campaigns asking for its id get it (again, if an old upload had shadowed it)."""
    async with ctx.write_session() as db:
        await ctx.content.store(
            db, catalog, name=catalog.name or catalog.pack, now=ctx.clock.now(), user_id=None
        )
        await db.commit()


async def upload_catalog(ctx: ServiceContext, catalog: Catalog, user: User) -> None:
    """A user uploads a pack: it becomes theirs; an id the site installs is refused
    (409 ``pack_id_reserved``, issue 24)."""
    async with ctx.write_session() as db:
        await refuse_site_pack_id(db, catalog.pack)
        await ctx.content.store(
            db, catalog, name=catalog.name or catalog.pack, now=ctx.clock.now(), user_id=user.id
        )
        await db.commit()


async def install_pack_from_path(settings: Settings, path: str) -> tuple[bool, str]:
    """(ok, message): the pack's summary, or every validation error with file and path."""
    try:
        catalog = load_pack(path)
    except PackError as invalid:
        return False, "\n".join(str(e) for e in invalid.errors)
    async with open_context(settings) as ctx:
        await install_catalog(ctx, catalog)
    return True, (
        f"Installed content pack '{catalog.pack}' version {catalog.version} "
        f"(hash {catalog.content_hash[:12]}…)."
    )
