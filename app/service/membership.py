"""Who may see and manage a campaign: GM, player seats, spectators, site admins."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.models import Campaign, Seat, User
from app.engine import Actor, TableState, Viewer, game_of
from app.service.errors import Forbidden, NotFound

Role = Literal["gm", "player", "spectator", "admin"]


@dataclass(frozen=True)
class Access:
    """What ``user`` is to ``campaign``. A GM who also plays has a ``seat_key`` too."""

    campaign: Campaign
    user: User
    is_gm: bool
    seat_key: str | None
    is_spectator: bool

    @property
    def is_admin(self) -> bool:
        return self.user.is_admin

    @property
    def role(self) -> Role:
        if self.seat_key:
            return "player"
        if self.is_gm:
            return "gm"
        if self.is_spectator:
            return "spectator"
        return "admin"

    @property
    def can_manage(self) -> bool:
        return self.is_gm or self.is_admin

    def actor(self) -> Actor:
        """Players act as their seat; a GM without a seat acts as the GM."""
        if self.seat_key:
            return Actor(role="seat", seat=self.seat_key)
        if self.can_manage:
            return Actor(role="gm")
        raise Forbidden("spectator", "Spectators watch; they cannot play.")

    def viewer(self, state: TableState) -> Viewer:
        """How this member looks at ``state``: a seat as the heroes it controls now (and
        every hand, when the campaign plays with open hands)."""
        if self.seat_key:
            seat_viewer: Viewer = game_of(state).viewer_for_seat(state, self.seat_key)
            return seat_viewer
        if self.can_manage:
            return Viewer(role="gm")
        return Viewer(role="spectator")


async def active_seats(db: AsyncSession, campaign_id: int) -> list[Seat]:
    return list(
        (
            await db.scalars(
                select(Seat)
                .where(Seat.campaign_id == campaign_id, Seat.left_at.is_(None))
                .order_by(Seat.id)
            )
        ).all()
    )


async def access_for(db: AsyncSession, campaign_id: int, user: User) -> Access:
    """The user's access, or 404 (no such campaign) / 403 (not a member, not an admin)."""
    campaign = await db.get(Campaign, campaign_id)
    if campaign is None:
        raise NotFound("not_found", "That campaign does not exist.")
    access = access_from(campaign, await active_seats(db, campaign_id), user)
    if access is None:
        raise Forbidden("not_a_member", "You are not a member of this campaign.")
    return access


@dataclass(frozen=True)
class TableMembers:
    """Who is at a table: the campaign's row (its GM, its pack) and its active seats."""

    campaign: Campaign
    seats: tuple[Seat, ...]

    def access_of(self, user: User) -> Access | None:
        """The user's access now, or None: no longer a member."""
        return access_from(self.campaign, list(self.seats), user)


def is_same_place(before: Access, after: Access) -> bool:
    """The same role at the same seat: what the member sees is still theirs."""
    return (before.role, before.seat_key) == (after.role, after.seat_key)


async def table_members(db: AsyncSession, campaign_id: int) -> TableMembers | None:
    campaign = await db.get(Campaign, campaign_id)
    if campaign is None:
        return None
    return TableMembers(campaign, tuple(await active_seats(db, campaign_id)))


def access_from(campaign: Campaign, seats: list[Seat], user: User) -> Access | None:
    """The user's access given the campaign's active seats, or None for an outsider."""
    mine = [s for s in seats if s.user_id == user.id]
    player = next((s for s in mine if s.role == "player"), None)
    spectator = any(s.role == "spectator" for s in mine)
    is_gm = campaign.gm_user_id == user.id
    if not (is_gm or player or spectator or user.is_admin):
        return None
    return Access(
        campaign=campaign,
        user=user,
        is_gm=is_gm,
        seat_key=player.seat_key if player else None,
        is_spectator=spectator,
    )


def require_manager(access: Access) -> None:
    if not access.can_manage:
        raise Forbidden("gm_only", "Only the campaign's GM can do that.")
