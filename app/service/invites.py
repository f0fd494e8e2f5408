"""Invite links: unguessable tokens (only their hash is stored), expiry, single use, revocation."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Campaign, Invite, Seat, User
from app.service.audit import record_audit
from app.service.campaigns import take_seat
from app.service.clock import as_utc
from app.service.context import ServiceContext
from app.service.errors import Conflict, Gone, NotFound
from app.service.membership import Access, active_seats

MAX_INVITE_HOURS = 24 * 30


@dataclass(frozen=True)
class IssuedInvite:
    invite: Invite
    token: str


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


async def create_invite(
    ctx: ServiceContext, access: Access, *, role: str, expires_in_hours: int, single_use: bool
) -> IssuedInvite:
    token = secrets.token_urlsafe(24)
    now = ctx.clock.now()
    invite = Invite(
        campaign_id=access.campaign.id,
        token_hash=token_hash(token),
        role=role,
        created_by=access.user.id,
        created_at=now,
        expires_at=now + timedelta(hours=min(expires_in_hours, MAX_INVITE_HOURS)),
        single_use=single_use,
        uses=0,
    )
    async with ctx.write_session() as db:
        db.add(invite)
        await db.flush()
        await record_audit(
            db,
            now,
            action="invite_created",
            user_id=access.user.id,
            campaign_id=access.campaign.id,
            detail={"invite": invite.id, "role": role},
        )
        await db.commit()
    return IssuedInvite(invite=invite, token=token)


async def list_invites(ctx: ServiceContext, access: Access) -> list[Invite]:
    async with ctx.sessions() as db:
        return list(
            (
                await db.scalars(
                    select(Invite)
                    .where(Invite.campaign_id == access.campaign.id)
                    .order_by(Invite.id)
                )
            ).all()
        )


async def revoke_invite(ctx: ServiceContext, access: Access, invite_id: int) -> None:
    async with ctx.write_session() as db:
        invite = await db.get(Invite, invite_id)
        if invite is None or invite.campaign_id != access.campaign.id:
            raise NotFound("unknown_invite", "There is no such invite for this campaign.")
        if invite.revoked_at is None:
            invite.revoked_at = ctx.clock.now()
            await record_audit(
                db,
                ctx.clock.now(),
                action="invite_revoked",
                user_id=access.user.id,
                campaign_id=access.campaign.id,
                detail={"invite": invite_id},
            )
        await db.commit()


def invite_problem(invite: Invite | None, ctx: ServiceContext) -> Exception | None:
    if invite is None:
        return NotFound("unknown_invite", "That invite link is not valid.")
    if invite.revoked_at is not None:
        return Gone("invite_revoked", "That invite link was withdrawn by the GM.")
    if as_utc(invite.expires_at) <= ctx.clock.now():
        return Gone("invite_expired", "That invite link has expired; ask the GM for a new one.")
    if invite.single_use and invite.uses >= 1:
        return Gone("invite_used", "That invite link was for one person and has been used.")
    return None


async def find_invite(ctx: ServiceContext, token: str) -> tuple[Invite, Campaign, User]:
    async with ctx.sessions() as db:
        invite = await db.scalar(select(Invite).where(Invite.token_hash == token_hash(token)))
        problem = invite_problem(invite, ctx)
        if problem is not None:
            raise problem
        assert invite is not None
        campaign = await db.get(Campaign, invite.campaign_id)
        gm = await db.get(User, campaign.gm_user_id) if campaign else None
    assert campaign is not None
    assert gm is not None
    return invite, campaign, gm


async def accept_invite(ctx: ServiceContext, token: str, user: User) -> tuple[Campaign, Seat]:
    """Join the campaign as a player (takes a seat) or as a spectator."""
    invite, campaign, _ = await find_invite(ctx, token)
    async with ctx.sessions() as db:
        seats = await active_seats(db, campaign.id)
    if any(s.user_id == user.id and s.role == "player" for s in seats):
        raise Conflict("already_seated", "You already have a seat in this campaign.")

    async def consume(db: AsyncSession) -> None:
        await _consume(db, invite.id, ctx)

    if invite.role == "player":
        seat = await take_seat(
            ctx, campaign.id, user, reason=f"invite:{invite.id}", on_commit=consume
        )
        return campaign, seat
    if any(s.user_id == user.id for s in seats) or campaign.gm_user_id == user.id:
        raise Conflict("already_member", "You can already see this campaign.")
    async with ctx.write_session() as db:
        await _consume(db, invite.id, ctx)
        seat = Seat(
            campaign_id=campaign.id, user_id=user.id, role="spectator", joined_at=ctx.clock.now()
        )
        db.add(seat)
        await db.commit()
    return campaign, seat


async def _consume(db: AsyncSession, invite_id: int, ctx: ServiceContext) -> None:
    """Count a use; a single-use invite admits exactly one person, even under a race."""
    invite = await db.get(Invite, invite_id)
    problem = invite_problem(invite, ctx)
    if problem is not None:
        raise problem
    query = update(Invite).where(Invite.id == invite_id).values(uses=Invite.uses + 1)
    if invite is not None and invite.single_use:
        query = query.where(Invite.uses == 0)
    if (await db.execute(query)).rowcount != 1:  # type: ignore[attr-defined]
        raise Gone("invite_used", "That invite link was for one person and has been used.")
