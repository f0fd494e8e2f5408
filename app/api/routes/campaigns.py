"""Campaigns: create, list, read (detail, view, events), send commands, leave, seats."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, status

from app.api.commands import command_as
from app.api.deps import CampaignAccess, Ctx, CurrentAuth
from app.api.openapi import errors
from app.api.schemas import (
    AckOut,
    CampaignCreate,
    CampaignDetailOut,
    CampaignOut,
    CommandIn,
    EventOut,
    EventsOut,
    MemberOut,
    ReassignIn,
    SeenIn,
    SeenOut,
    ViewOut,
)
from app.db.models import Campaign
from app.engine import TableState, game_of
from app.service import campaigns as service
from app.service.errors import Conflict, Forbidden, NotFound
from app.service.feed import legal_for
from app.service.membership import Access, access_for, active_seats, require_manager
from app.service.pack_access import resolve_pack_id
from app.service.reads import mark_read, reads_of
from app.service.table_updates import usernames
from app.settings import LARGEST_ID

router = APIRouter(prefix="/api/campaigns", tags=["campaigns"])


def summary(
    campaign: Campaign, state: TableState, gm: str, role: str, seat: str | None
) -> dict[str, Any]:
    game = game_of(state)
    lobby = game.lobby_facts(state)
    return {
        "id": campaign.id,
        "name": campaign.name,
        "status": campaign.status,
        "seq": campaign.seq,
        "difficulty": campaign.difficulty,
        "hero_elimination": campaign.hero_elimination,
        "reaction_timeout_seconds": campaign.reaction_timeout_seconds,
        "game": campaign.game,
        "hands": lobby["hands"],
        "content_hash": campaign.content_hash,
        "gm": gm,
        "your_role": role,
        "your_seat": seat,
        "party_name": lobby["party_name"],
        "heroes": lobby["heroes"],
        "created_at": campaign.created_at,
        "updated_at": campaign.updated_at,
        # issue 15: the table waits on this seat since it last moved
        "waiting_since": campaign.updated_at if game.is_waiting_on(state, seat) else None,
    }


@router.post("", status_code=status.HTTP_201_CREATED, responses=errors(400))
async def create_campaign(body: CampaignCreate, auth: CurrentAuth, ctx: Ctx) -> CampaignOut:
    """From the exact pack ``content_hash`` names, or the pack id resolved to the site's
    pack (else the creator's own upload): never another user's upload (issue 24)."""
    content_hash = body.content_hash
    if content_hash is None:
        async with ctx.sessions() as db:
            content_hash = (await resolve_pack_id(db, auth.user.id, body.pack)).hash
    spec = service.NewCampaign(
        name=body.name,
        content_hash=content_hash,
        difficulty=body.difficulty,
        hero_elimination=body.hero_elimination,
        reaction_timeout_seconds=(
            body.reaction_timeout_seconds or ctx.settings.reaction_timeout_seconds
        ),
        seat_creator=body.seat_creator,
        hands=body.hands,
    )
    campaign = await service.create_campaign(ctx, auth.user, spec)
    async with ctx.sessions() as db:
        access = await access_for(db, campaign.id, auth.user)
    return CampaignOut(**await _summary_for(ctx, access))


async def _summary_for(ctx: Ctx, access: Access) -> dict[str, Any]:
    state = await service.campaign_state(ctx, access.campaign)
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, access.campaign.id)
    assert campaign is not None
    names = await usernames(ctx, {campaign.gm_user_id})
    return summary(campaign, state, names[campaign.gm_user_id], access.role, access.seat_key)


@router.get("")
async def list_campaigns(auth: CurrentAuth, ctx: Ctx) -> list[CampaignOut]:
    rows = await service.my_campaigns(ctx, auth.user)
    names = await usernames(ctx, {c.gm_user_id for c, _ in rows})
    read = await reads_of(ctx, auth.user.id, [c.id for c, _ in rows])
    out = []
    for campaign, seat in rows:
        state = await service.campaign_state(ctx, campaign)
        role = (
            "player"
            if seat and seat.role == "player"
            else ("gm" if campaign.gm_user_id == auth.user.id else "spectator")
        )
        key = seat.seat_key if seat and seat.role == "player" else None
        row = summary(campaign, state, names[campaign.gm_user_id], role, key)
        out.append(CampaignOut(**row, seen_seq=read.get(campaign.id)))
    return out


@router.get("/{campaign_id}")
async def campaign_detail(access: CampaignAccess, ctx: Ctx) -> CampaignDetailOut:
    async with ctx.sessions() as db:
        seats = await active_seats(db, access.campaign.id)
    names = await usernames(ctx, {s.user_id for s in seats if s.user_id})
    members = [
        MemberOut(username=names.get(s.user_id or 0, "?"), role=s.role, seat=s.seat_key)
        for s in seats
    ]
    return CampaignDetailOut(**await _summary_for(ctx, access), members=members)


@router.get("/{campaign_id}/view")
async def campaign_view(access: CampaignAccess, ctx: Ctx) -> ViewOut:
    seq, view = await service.view_for_access(ctx, access)
    return ViewOut(seq=seq, view=view)


@router.get("/{campaign_id}/events")
async def campaign_events(
    access: CampaignAccess,
    ctx: Ctx,
    after: Annotated[int, Query(ge=0, le=LARGEST_ID)] = 0,
    limit: Annotated[int, Query(ge=1, le=1000)] = 500,
) -> EventsOut:
    events = await service.events_for_access(ctx, access, after_seq=after, limit=limit)
    async with ctx.sessions() as db:
        campaign = await db.get(Campaign, access.campaign.id)
    assert campaign is not None
    return EventsOut(seq=campaign.seq, events=[EventOut(seq=s, event=e) for s, e in events])


@router.get("/{campaign_id}/legal")
async def campaign_legal_commands(access: CampaignAccess, ctx: Ctx) -> list[dict[str, Any]]:
    state = await service.campaign_state(ctx, access.campaign)
    return await legal_for(ctx, access, state)


@router.post("/{campaign_id}/commands", responses=errors(400, 409, 429))
async def send_command(
    body: CommandIn, access: CampaignAccess, auth: CurrentAuth, ctx: Ctx
) -> AckOut:
    """Commands of one account (all its sessions) are budgeted like a socket's messages."""
    return await command_as(ctx, access, auth, body, access.actor())


@router.post("/{campaign_id}/seen", responses=errors(400))
async def mark_seen(body: SeenIn, access: CampaignAccess, ctx: Ctx) -> SeenOut:
    """The member's browser has shown the log up to ``seq`` (the lobby's unread counts)."""
    return SeenOut(seen_seq=await mark_read(ctx, access, body.seq))


@router.post("/{campaign_id}/leave", status_code=status.HTTP_204_NO_CONTENT, responses=errors(409))
async def leave_campaign(access: CampaignAccess, ctx: Ctx) -> None:
    if access.seat_key:
        await service.leave_seat(ctx, access, access.seat_key, by_gm=False)
    elif access.is_spectator:
        await service.leave_as_spectator(ctx, access)
    elif access.is_gm:
        raise Conflict("gm_cannot_leave", "The GM runs this campaign and cannot leave it.")
    else:
        raise Forbidden("not_a_member", "You are not a member of this campaign.")


@router.post(
    "/{campaign_id}/seats/{seat_key}/free",
    status_code=status.HTTP_204_NO_CONTENT,
    responses=errors(404, 409),
)
async def free_seat(seat_key: str, access: CampaignAccess, ctx: Ctx) -> None:
    require_manager(access)
    await service.leave_seat(ctx, access, seat_key, by_gm=True)


@router.post("/{campaign_id}/seats/{seat_key}/reassign", responses=errors(404, 409))
async def reassign_seat(
    seat_key: str, body: ReassignIn, access: CampaignAccess, ctx: Ctx
) -> MemberOut:
    require_manager(access)
    seat = await service.reassign_seat(ctx, access, seat_key, body.username)
    if seat.seat_key is None:
        raise NotFound("unknown_seat", "There is no such seat at this table.")
    return MemberOut(username=body.username, role=seat.role, seat=seat.seat_key)
