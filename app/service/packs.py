"""Installing content packs: validate with the loader, then store the catalog by hash."""

from __future__ import annotations

from app.content.catalog import Catalog
from app.content.errors import PackError
from app.content.loader import load_pack
from app.service.context import ServiceContext
from app.service.runtime import open_context
from app.settings import Settings


async def install_catalog(
    ctx: ServiceContext, catalog: Catalog, user_id: int | None = None
) -> None:
    async with ctx.write_session() as db:
        await ctx.content.store(
            db, catalog, name=catalog.name or catalog.pack, now=ctx.clock.now(), user_id=user_id
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
