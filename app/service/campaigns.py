"""Campaigns: creation (the genesis event), listing, the state views of members."""

from __future__ import annotations

import secrets
import uuid
from dataclasses import dataclass
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db.event_store import StoredEvent, event_rows, events_between, write_event_rows
from app.db.models import Campaign, ContentPack, Seat, User
from app.engine import Actor, Difficulty, GameSpec, Hands, TableState, game_named, game_of
from app.service.audit import record_audit
from app.service.bus import Notice
from app.service.commands import Accepted, BeforeCommit, CommandRequest, Refused, run_command
from app.service.context import ServiceContext
from app.service.errors import BadRequest, Conflict, NotFound
from app.service.membership import Access, active_seats
from app.service.pack_access import usable_pack
from app.service.states import load_state
from app.service.undo_view import undo_facts, with_undo

SEAT_PREFIX = "seat"
SEAT_ATTEMPTS = 4
SEED_BITS = 62
"""A new campaign's seed: this many random bits (an import is held to it too)."""


@dataclass(frozen=True)
class NewCampaign:
    name: str
    content_hash: str
    difficulty: Difficulty = "normal"
    hero_elimination: bool = False
    reaction_timeout_seconds: int = 20
    seat_creator: bool = True
    hands: Hands = "closed"
    seed: int | None = None  # None: a fresh random seed (tests pin it)


async def create_campaign(ctx: ServiceContext, user: User, spec: NewCampaign) -> Campaign:
    """The creator becomes the GM (and, by default, takes the first seat). The pack must
    be the site's or the creator's own upload (issue 24); the campaign plays the game
    the pack belongs to (issue 28)."""
    name = " ".join(spec.name.split())
    if not name:
        raise BadRequest("bad_name", "Give the campaign a name.")
    async with ctx.write_session() as db:
        pack = await usable_pack(db, user.id, spec.content_hash)
        if pack is None:
            raise BadRequest(
                "unknown_pack", "That content pack is not installed, or it is not yours to use."
            )
        campaign = await _insert_campaign(ctx, db, user, spec, name, pack)
        await db.commit()
    if spec.seat_creator:
        await take_seat(ctx, campaign.id, user, reason=f"creator:{campaign.id}")
    return campaign


async def _insert_campaign(
    ctx: ServiceContext, db: AsyncSession, user: User, spec: NewCampaign, name: str,
    pack: ContentPack,
) -> Campaign:  # fmt: skip
    now = ctx.clock.now()
    campaign = Campaign(
        name=name,
        gm_user_id=user.id,
        content_hash=spec.content_hash,
        game=pack.game,
        difficulty=spec.difficulty,
        hero_elimination=spec.hero_elimination,
        reaction_timeout_seconds=spec.reaction_timeout_seconds,
        status="setup",
        seq=1,
        created_at=now,
        updated_at=now,
    )
    db.add(campaign)
    await db.flush()
    genesis = game_named(pack.game).genesis(
        GameSpec(
            seed=_seed(ctx, spec, campaign.id),
            content_pack=pack.pack,
            content_hash=spec.content_hash,
            difficulty=spec.difficulty,
            hero_elimination=spec.hero_elimination,
            reaction_timeout_seconds=spec.reaction_timeout_seconds,
            hands=spec.hands,
        )
    )
    rows = event_rows(1, [genesis], None, now)
    await write_event_rows(
        await db.connection(), campaign.id, rows, postgres=not ctx.settings.is_sqlite
    )
    await record_audit(db, now, action="campaign_created", user_id=user.id, campaign_id=campaign.id)
    return campaign


def _seed(ctx: ServiceContext, spec: NewCampaign, campaign_id: int) -> int:
    """The campaign's dice seed: the one asked for, else a pinned one in tests, else fresh."""
    if spec.seed is not None:
        return spec.seed
    if ctx.settings.campaign_seed_base is not None:
        return ctx.settings.campaign_seed_base + campaign_id
    return secrets.randbits(SEED_BITS)


async def next_seat_key(db: AsyncSession, campaign_id: int) -> str:
    keys = (await db.scalars(select(Seat.seat_key).where(Seat.campaign_id == campaign_id))).all()
    numbers = [int(k[len(SEAT_PREFIX) :]) for k in keys if k and k.startswith(SEAT_PREFIX)]
    return f"{SEAT_PREFIX}{max(numbers, default=0) + 1}"


async def take_seat(
    ctx: ServiceContext, campaign_id: int, user: User, *, reason: str, on_commit: Any = None
) -> Seat:
    """Open an engine seat and its membership row in one transaction. Two players joining
    at once may pick the same next seat key: the second tries the next one."""
    for _attempt in range(SEAT_ATTEMPTS):
        async with ctx.sessions() as db:
            key = await next_seat_key(db, campaign_id)
        rows: list[Seat] = []
        result = await run_command(
            ctx,
            CommandRequest(
                campaign_id=campaign_id,
                command_id=f"{reason}:{uuid.uuid4().hex}",
                payload={"type": "open_seat", "seat": key},
                actor=Actor(role="system"),
                user_id=user.id,
            ),
            before_commit=_seat_row_writer(ctx, campaign_id, user, key, on_commit, rows),
        )
        if isinstance(result, Accepted):
            return rows[0]
        refusal = result.rejection
        if refusal.code != "seat_exists":
            break
    raise Conflict(refusal.code, refusal.message, rule=refusal.rule)


def _seat_row_writer(
    ctx: ServiceContext, campaign_id: int, user: User, key: str, on_commit: Any, rows: list[Seat]
) -> BeforeCommit:
    """Writes the seat's membership row in the transaction that opens the engine seat."""

    async def write(db: AsyncSession, _accepted: Accepted) -> None:
        seat = Seat(
            campaign_id=campaign_id,
            user_id=user.id,
            role="player",
            seat_key=key,
            joined_at=ctx.clock.now(),
        )
        db.add(seat)
        await _end_spectating(db, campaign_id, user.id, ctx)
        if on_commit is not None:
            await on_commit(db)
        await db.flush()
        rows.append(seat)

    return write


async def _end_spectating(
    db: AsyncSession, campaign_id: int, user_id: int, ctx: ServiceContext
) -> None:
    for seat in await active_seats(db, campaign_id):
        if seat.user_id == user_id and seat.role == "spectator":
            seat.left_at = ctx.clock.now()


async def active_seat(db: AsyncSession, campaign_id: int, seat_key: str) -> Seat:
    """The occupied seat ``seat_key`` of a campaign, or 404."""
    seat = await db.scalar(
        select(Seat).where(
            Seat.campaign_id == campaign_id, Seat.seat_key == seat_key, Seat.left_at.is_(None)
        )
    )
    if seat is None:
        raise NotFound("unknown_seat", "There is no such seat at this table.")
    return seat


async def leave_seat(ctx: ServiceContext, access: Access, seat_key: str, *, by_gm: bool) -> None:
    """The player leaves, or the GM frees the seat: the engine closes it (DEV-34)."""
    async with ctx.sessions() as db:
        seat = await active_seat(db, access.campaign.id, seat_key)

    async def end_row(db: AsyncSession, accepted: Accepted) -> None:
        row = await db.get(Seat, seat.id)
        assert row is not None
        row.left_at = ctx.clock.now()
        action = "seat_freed" if by_gm else "seat_left"
        await record_audit(
            db,
            ctx.clock.now(),
            action=action,
            user_id=access.user.id,
            campaign_id=access.campaign.id,
            detail={"seat": seat_key},
        )

    result = await run_command(
        ctx,
        CommandRequest(
            campaign_id=access.campaign.id,
            command_id=f"leave:{seat_key}:{uuid.uuid4().hex}",
            payload={"type": "close_seat", "seat": seat_key},
            actor=Actor(role="gm" if by_gm else "system"),
            user_id=access.user.id,
        ),
        before_commit=end_row,
    )
    if isinstance(result, Refused):
        raise Conflict(result.rejection.code, result.rejection.message, rule=result.rejection.rule)


async def leave_as_spectator(ctx: ServiceContext, access: Access) -> None:
    async with ctx.write_session() as db:
        for seat in await active_seats(db, access.campaign.id):
            if seat.user_id == access.user.id and seat.role == "spectator":
                seat.left_at = ctx.clock.now()
        await db.commit()
    await announce_seats_changed(ctx, access.campaign.id)  # their sockets close now


async def reassign_seat(ctx: ServiceContext, access: Access, seat_key: str, username: str) -> Seat:
    """GM: another user takes over a seat and its heroes (DEV-34: a hero taken over). The
    change is an event (``seat_reassigned``) committed with the seat row, so every open
    socket learns at once; the former holder's socket is closed or downgraded. The seat
    goes only to a member (a spectator, or the campaign's GM): any other name, an account
    or not, gets the same answer, so the GM learns nothing of who is registered."""
    async with ctx.sessions() as db:
        seat = await active_seat(db, access.campaign.id, seat_key)
        user = await db.scalar(select(User).where(User.username_key == username.lower()))
        seats = await active_seats(db, access.campaign.id)
        members = {s.user_id for s in seats} | {access.campaign.gm_user_id}
        if user is None or user.id not in members:
            raise NotFound(
                "not_a_member",
                f"No member of this campaign is called {username}; invite them first.",
            )
        if any(s.user_id == user.id and s.role == "player" for s in seats):
            raise Conflict("already_seated", f"{user.username} already has a seat here.")
    new_holder = user.id

    async def move_row(db: AsyncSession, _accepted: Accepted) -> None:
        row = await db.get(Seat, seat.id)
        assert row is not None
        previous, row.user_id = row.user_id, new_holder
        await _end_spectating(db, access.campaign.id, new_holder, ctx)
        detail = {"seat": seat_key, "from_user": previous, "to_user": new_holder}
        await record_audit(db, ctx.clock.now(), action="seat_reassigned",
                           user_id=access.user.id, campaign_id=access.campaign.id,
                           detail=detail)  # fmt: skip

    result = await run_command(
        ctx,
        CommandRequest(
            campaign_id=access.campaign.id,
            command_id=f"reassign:{seat_key}:{uuid.uuid4().hex}",
            payload={"type": "reassign_seat", "seat": seat_key},
            actor=Actor(role="system"),
            user_id=access.user.id,
        ),
        before_commit=move_row,
    )
    if isinstance(result, Refused):
        raise Conflict(result.rejection.code, result.rejection.message, rule=result.rejection.rule)
    await announce_seats_changed(ctx, access.campaign.id)
    seat.user_id = new_holder
    return seat


async def announce_seats_changed(ctx: ServiceContext, campaign_id: int) -> None:
    """Tell every process to re-check who sits where at this table now: a socket must
    not keep a seat's private view after the seat changed hands."""
    await ctx.bus.announce(Notice("seats_changed", {"campaign": campaign_id}))


async def my_campaigns(ctx: ServiceContext, user: User) -> list[tuple[Campaign, Seat | None]]:
    """Campaigns the user runs or plays or watches, newest activity first."""
    async with ctx.sessions() as db:
        seat_of = {
            s.campaign_id: s
            for s in (
                await db.scalars(
                    select(Seat).where(Seat.user_id == user.id, Seat.left_at.is_(None))
                )
            ).all()
        }
        campaigns = (
            await db.scalars(
                select(Campaign)
                .where(or_(Campaign.gm_user_id == user.id, Campaign.id.in_(list(seat_of))))
                .order_by(Campaign.updated_at.desc())
            )
        ).all()
    return [(c, seat_of.get(c.id)) for c in campaigns]


async def all_campaigns(ctx: ServiceContext) -> list[Campaign]:
    async with ctx.sessions() as db:
        return list((await db.scalars(select(Campaign).order_by(Campaign.id))).all())


async def campaign_state(ctx: ServiceContext, campaign: Campaign) -> TableState:
    async with ctx.sessions() as db:
        fresh = await db.get(Campaign, campaign.id)
        assert fresh is not None
        return await load_state(db, fresh.id, fresh.seq, ctx.states)


async def view_for_access(ctx: ServiceContext, access: Access) -> tuple[int, dict[str, Any]]:
    """(seq, the member's view of the state)."""
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, access.campaign.id)
        assert campaign is not None
        state = await load_state(db, campaign.id, campaign.seq, ctx.states)
        facts = await undo_facts(db, campaign.id, state, campaign.seq)
    viewer = access.viewer(state)
    view: dict[str, Any] = game_of(state).view_for(state, viewer)
    return campaign.seq, with_undo(view, facts, state, viewer)


async def events_for_access(
    ctx: ServiceContext, access: Access, *, after_seq: int, limit: int
) -> list[tuple[int, dict[str, Any]]]:
    """Events after ``after_seq`` as this member may see them (hidden ones left out)."""
    async with ctx.sessions() as db:
        events = await events_between(
            db, access.campaign.id, after_seq=after_seq, upto_seq=after_seq + limit
        )
        campaign = await db.get(Campaign, access.campaign.id)
        assert campaign is not None
        state = await load_state(db, campaign.id, campaign.seq, ctx.states)
    return redact(events, access.viewer(state))


def redact(events: list[StoredEvent], viewer: Any) -> list[tuple[int, dict[str, Any]]]:
    out: list[tuple[int, dict[str, Any]]] = []
    for stored in events:
        visible = stored.event.for_viewer(viewer)
        if visible is not None:
            out.append((stored.seq, visible.model_dump(mode="json")))
    return out
