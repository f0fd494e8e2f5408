"""Who may see and use which content pack (issue 24).

A pack the site installs (`hunters content load`) is everyone's. An uploaded pack is its
holders' (whoever uploaded or imported it, and whom a holder shared it with, see
app/service/packs.py share_pack): only they see it in the catalogue and create
campaigns from it; the members of a campaign pinned to it read its public part too. A
pack id the site installs is never shadowed: an upload (or a user's import) that reuses
it is refused, and a pack id always resolves to the site's pack before the user's own.
"""

from __future__ import annotations

from sqlalchemy import exists, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.elements import ColumnElement

from app.db.models import Campaign, ContentPack, ContentPackHolder, Seat, User
from app.service.errors import BadRequest, Conflict


def _held_by(user_id: int) -> ColumnElement[bool]:
    return exists().where(
        ContentPackHolder.content_hash == ContentPack.hash, ContentPackHolder.user_id == user_id
    )


def _usable_by(user_id: int) -> ColumnElement[bool]:
    """The site's packs and the user's own: what they may create a campaign from."""
    return or_(ContentPack.site.is_(True), _held_by(user_id))


async def visible_packs(db: AsyncSession, user_id: int) -> list[ContentPack]:
    """The catalogue a user sees: the site's packs and their own uploads, oldest first."""
    query = select(ContentPack).where(_usable_by(user_id)).order_by(ContentPack.created_at)
    return list((await db.scalars(query)).all())


async def usable_pack(db: AsyncSession, user_id: int, content_hash: str) -> ContentPack | None:
    """The pack with that hash if the user may create a campaign from it, else None (the
    same answer as for a hash nobody installed: another user's pack is not revealed)."""
    query = select(ContentPack).where(ContentPack.hash == content_hash, _usable_by(user_id))
    return await db.scalar(query)


async def _newest(db: AsyncSession, pack_id: str, mine: ColumnElement[bool]) -> ContentPack | None:
    query = select(ContentPack).where(ContentPack.pack == pack_id, mine)
    return await db.scalar(query.order_by(ContentPack.created_at.desc()).limit(1))


async def resolve_pack_id(db: AsyncSession, user_id: int, pack_id: str) -> ContentPack:
    """A pack id to the site's newest pack of that id, else the user's own newest: never
    another user's upload. 400 ``unknown_pack`` when neither exists."""
    found = await _newest(db, pack_id, ContentPack.site.is_(True))
    if found is None:
        found = await _newest(db, pack_id, _held_by(user_id))
    if found is None:
        raise BadRequest(
            "unknown_pack", f"No content pack called '{pack_id}' is installed for you to use."
        )
    return found


async def may_read(db: AsyncSession, user: User, content_hash: str) -> bool:
    """The public part of a pack: the site's, a holder's, a site admin's, and every member
    (GM, seat, spectator) of a campaign pinned to it."""
    if user.is_admin or await usable_pack(db, user.id, content_hash) is not None:
        return True
    seated = exists().where(
        Seat.campaign_id == Campaign.id, Seat.user_id == user.id, Seat.left_at.is_(None)
    )
    pinned = select(Campaign.id).where(
        Campaign.content_hash == content_hash, or_(Campaign.gm_user_id == user.id, seated)
    )
    return await db.scalar(pinned.limit(1)) is not None


async def refuse_site_pack_id(db: AsyncSession, pack_id: str) -> None:
    """409 ``pack_id_reserved`` when the site installs a pack of that id: an upload must
    not take the name of the site's content."""
    if await _newest(db, pack_id, ContentPack.site.is_(True)) is not None:
        raise Conflict(
            "pack_id_reserved",
            f"This server installs its own content pack called '{pack_id}'; give yours "
            "another id (the `id` in its pack.yaml) and upload it again.",
        )
