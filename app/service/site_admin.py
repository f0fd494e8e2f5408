"""Site administration of accounts (issue 15): disable or enable an account, end its
sessions, force a password change at its next login. Each is audited with the admin
who did it; ending sessions also closes the account's live sockets in every process.

A disabled account cannot log in (after its password is checked, so the refusal tells
a guesser nothing) and its sessions end. An account that must change its password may
log in, but every request except changing the password, reading who it is and logging
out is refused with ``password_change_required`` until it does.
"""

from __future__ import annotations

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Campaign, ContentPack, Session, User
from app.service.accounts import announce_sessions_revoked
from app.service.audit import keep_trail_of, record_audit
from app.service.context import ServiceContext
from app.service.errors import BadRequest, Conflict, NotFound

PASSWORD_CHANGE_PATHS = frozenset({"/api/auth/password", "/api/auth/me", "/api/auth/logout"})
"""What an account that must change its password may still call."""


async def _target(db: AsyncSession, user_id: int) -> User:
    user = await db.get(User, user_id)
    if user is None:
        raise NotFound("unknown_user", "There is no such account.")
    return user


async def _revoke_all(db: AsyncSession, ctx: ServiceContext, user_id: int) -> None:
    await db.execute(
        update(Session)
        .where(Session.user_id == user_id, Session.revoked_at.is_(None))
        .values(revoked_at=ctx.clock.now())
    )


async def set_disabled(ctx: ServiceContext, admin: User, user_id: int, disabled: bool) -> User:
    """Disable (and log out everywhere) or enable an account; never one's own."""
    if disabled and user_id == admin.id:
        raise BadRequest("cannot_disable_self", "You cannot disable your own account.")
    async with ctx.write_session() as db:
        user = await _target(db, user_id)
        user.disabled_at = ctx.clock.now() if disabled else None
        if disabled:
            await _revoke_all(db, ctx, user_id)
        action = "user_disabled" if disabled else "user_enabled"
        await record_audit(db, ctx.clock.now(), action=action, user_id=admin.id,
                           detail={"user": user_id})  # fmt: skip
        await db.commit()
    if disabled:
        await announce_sessions_revoked(ctx, user_id)
    return user


async def end_sessions(ctx: ServiceContext, admin: User, user_id: int) -> None:
    """Log the account out everywhere: every session ends, every socket closes."""
    async with ctx.write_session() as db:
        await _target(db, user_id)
        await _revoke_all(db, ctx, user_id)
        await record_audit(db, ctx.clock.now(), action="user_sessions_ended", user_id=admin.id,
                           detail={"user": user_id})  # fmt: skip
        await db.commit()
    await announce_sessions_revoked(ctx, user_id)


async def require_password_change(ctx: ServiceContext, admin: User, user_id: int) -> User:
    """At its next request the account must choose a new password first; its live
    sockets close at once, in every process, and no new one opens until then."""
    async with ctx.write_session() as db:
        user = await _target(db, user_id)
        user.must_change_password = True
        await record_audit(db, ctx.clock.now(), action="password_change_required",
                           user_id=admin.id, detail={"user": user_id})  # fmt: skip
        await db.commit()
    await announce_sessions_revoked(ctx, user_id)  # its sockets close (4006) until the change
    return user


async def users_overview(ctx: ServiceContext) -> list[dict[str, object]]:
    """Every account with its standing and how many live sessions it has."""
    async with ctx.sessions() as db:
        users = (await db.scalars(select(User).order_by(User.id))).all()
        live = dict(
            (
                await db.execute(
                    select(Session.user_id, func.count())
                    .where(Session.revoked_at.is_(None), Session.expires_at > ctx.clock.now())
                    .group_by(Session.user_id)
                )
            ).all()
        )
    return [
        {"id": u.id, "username": u.username, "is_admin": u.is_admin,
         "disabled": u.disabled_at is not None, "must_change_password": u.must_change_password,
         "created_at": u.created_at, "sessions": int(live.get(u.id, 0))}
        for u in users
    ]  # fmt: skip


async def packs_overview(ctx: ServiceContext) -> list[dict[str, object]]:
    """Every installed content pack and how many campaigns are pinned to it."""
    async with ctx.sessions() as db:
        packs = (await db.scalars(select(ContentPack).order_by(ContentPack.created_at))).all()
        used = dict(
            (
                await db.execute(
                    select(Campaign.content_hash, func.count()).group_by(Campaign.content_hash)
                )
            ).all()
        )
    return [
        {"hash": p.hash, "pack": p.pack, "name": p.name, "version": p.version,
         "uploaded": not p.site, "campaigns": int(used.get(p.hash, 0))}
        for p in packs
    ]  # fmt: skip


async def remove_pack(ctx: ServiceContext, admin: User, content_hash: str) -> None:
    """Uninstall a pack no campaign is pinned to (a pinned one would no longer load)."""
    async with ctx.write_session() as db:
        pack = await db.get(ContentPack, content_hash)
        if pack is None:
            raise NotFound("unknown_pack", "That content pack is not installed.")
        if await db.scalar(select(Campaign.id).where(Campaign.content_hash == content_hash)):
            raise Conflict("pack_in_use", "Campaigns play with that pack; it cannot be removed.")
        await db.delete(pack)
        await record_audit(db, ctx.clock.now(), action="pack_removed", user_id=admin.id,
                           detail={"pack": pack.pack, "hash": content_hash})  # fmt: skip
        await db.commit()


async def delete_campaign(ctx: ServiceContext, admin: User, campaign_id: int) -> None:
    """Delete a campaign with its whole log (export it first: this cannot be undone).
    Its audit rows stay, marked as the deleted campaign's."""
    async with ctx.write_session() as db:
        campaign = await db.get(Campaign, campaign_id)
        if campaign is None:
            raise NotFound("not_found", "That campaign does not exist.")
        await keep_trail_of(db, campaign_id)
        await db.execute(delete(Campaign).where(Campaign.id == campaign_id))
        await record_audit(db, ctx.clock.now(), action="campaign_deleted", user_id=admin.id,
                           detail={"campaign": campaign_id, "name": campaign.name})  # fmt: skip
        await db.commit()
    ctx.states.forget(campaign_id)
