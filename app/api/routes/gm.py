"""The GM's window into a campaign (issue 15): the campaigns a GM runs with where each
table stands, and for one campaign the whole unredacted state now or after any event
(time travel, read-only), what changed since, and the event log with filters; and the
commands the GM sends as the GM (corrections, rewinds), through the one service path;
and for a player, whether the Undo button shows (undo by policy, app/engine/table/rewind/).

Only the campaign's GM or a site admin gets answers; a player or spectator is refused
with 403 ``gm_only`` (``app/service/inspection.py``).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from app.api.commands import command_as
from app.api.deps import CampaignAccess, Ctx, CurrentAuth
from app.api.openapi import errors
from app.api.schemas import AckOut, CommandIn
from app.engine import Actor, game_of
from app.service import campaigns as service
from app.service import inspection
from app.service.gm_audit import gm_audit
from app.service.membership import require_manager
from app.service.rewinds import undo_answer
from app.service.table_updates import usernames

router = APIRouter(tags=["gm"])

Seq = Annotated[int, Query(ge=1, le=2**53)]


async def _online(ctx: Ctx, request: Request, campaign_id: int) -> list[str]:
    """Who is at the campaign's table now, by name (every process's presence)."""
    hub = getattr(request.app.state, "hub", None)
    ids = hub.online_users(campaign_id) if hub is not None else set()
    return sorted((await usernames(ctx, ids)).values()) if ids else []


@router.get("/api/gm/campaigns")
async def gm_campaigns(auth: CurrentAuth, ctx: Ctx, request: Request) -> list[dict[str, Any]]:
    """The campaigns this user runs as GM (a site admin: every campaign), newest activity
    first, each with where its table stands and who is online."""
    rows = await service.all_campaigns(ctx)
    mine = [c for c in rows if auth.user.is_admin or c.gm_user_id == auth.user.id]
    out = []
    for campaign in sorted(mine, key=lambda c: c.updated_at, reverse=True):
        state = await service.campaign_state(ctx, campaign)
        game = game_of(state)
        lobby = game.lobby_facts(state)
        out.append(
            {
                "id": campaign.id, "name": campaign.name, "status": campaign.status,
                "seq": campaign.seq, "last_activity": campaign.updated_at,
                "game": campaign.game, "party_name": lobby["party_name"],
                "seats": lobby["heroes"],
                "online": await _online(ctx, request, campaign.id),
                **game.table_summary(state),
            }
        )  # fmt: skip
    return out


@router.get("/api/campaigns/{campaign_id}/gm/state")
async def gm_state(access: CampaignAccess, ctx: Ctx, at: Seq | None = None) -> dict[str, Any]:
    """The whole state after event ``at`` (default: now), unredacted; 429 ``busy`` while
    this account already has its share of heavy requests running (issue 24)."""
    async with ctx.heavy.slot(f"user:{access.user.id}"):
        shown, latest, state = await inspection.state_at(ctx, access, at)
        view = await ctx.heavy.run(lambda: game_of(state).gm_view(state))
        report = await inspection.report_of(ctx, state)
    return {"at": shown, "latest": latest, "state": view, "report": report.model_dump(mode="json")}


@router.get("/api/campaigns/{campaign_id}/gm/diff")
async def gm_diff(access: CampaignAccess, ctx: Ctx, at: Seq) -> dict[str, Any]:
    """What differs between the state after event ``at`` and the state now."""
    async with ctx.heavy.slot(f"user:{access.user.id}"):
        found = await inspection.diff_since(ctx, access, at)
    return {
        "at": found.at,
        "latest": found.latest,
        "words": list(found.words),
        "changes": [{"path": c.path, "before": c.before, "after": c.after} for c in found.changes],
        "truncated": len(found.changes) >= inspection.MAX_CHANGES,
    }


@router.get("/api/campaigns/{campaign_id}/gm/events")
async def gm_events(
    access: CampaignAccess,
    ctx: Ctx,
    after: Annotated[int, Query(ge=0, le=2**53)] = 0,
    limit: Annotated[int, Query(ge=1, le=1000)] = 200,
    type: Annotated[str, Query(max_length=400)] = "",
    text: Annotated[str, Query(max_length=100)] = "",
) -> dict[str, Any]:
    """The log after event ``after``, unredacted; ``type`` a comma-separated list of event
    types, ``text`` a word the event must contain (a hero, a card, a seat)."""
    types = frozenset(t.strip() for t in type.split(",") if t.strip())
    found = await inspection.logged_events(
        ctx, access, after=after, limit=limit, types=types, text=text.strip()
    )
    return {
        "events": [
            {"seq": e.seq, "type": e.type, "at": e.at, "command_id": e.command_id, "event": e.event}
            for e in found
        ]
    }


@router.post("/api/campaigns/{campaign_id}/gm/commands", responses=errors(400, 409, 429))
async def gm_command(
    body: CommandIn, access: CampaignAccess, auth: CurrentAuth, ctx: Ctx
) -> AckOut:
    """A command sent as the GM (a correction, a hand-over, a default applied), also by a
    GM who plays a seat at the table: the same service path as every command."""
    require_manager(access)
    audit = gm_audit(ctx, access.campaign.id, auth.user.id, body.command)
    return await command_as(ctx, access, auth, body, Actor(role="gm"), audit)


@router.get("/api/campaigns/{campaign_id}/undo")
async def may_undo(access: CampaignAccess, ctx: Ctx) -> dict[str, Any]:
    """Whether this seat may undo its last command now, if not why, and where a vote of
    the table would go back to (issue 15)."""
    if not access.seat_key:
        message = "Only a player undoes."
        return {"allowed": False, "code": "not_seated", "message": message, "vote_to": None}
    return await undo_answer(ctx, access)
