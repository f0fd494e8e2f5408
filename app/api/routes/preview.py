"""What a move or an attack would do, asked before the player confirms it.

The browser shows the numbers of an attack (dice, to-hit, defense) and what a move runs
into (morale for an extra step, a parting leap and who may strike, terrain that ends it)
before the player commits. Rather than repeat the rules in JavaScript, the engine's
``preview_facts`` (app/engine/hunters/preview.py) runs the command's own rules on the current
state with stand-in dice and stops before anything hidden; nothing is stored, and the
campaign's seed and dice position are never touched. This route parses, asks the
engine, and maps its facts or its refusal to JSON.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.api.deps import CampaignAccess, Ctx
from app.api.openapi import errors
from app.api.schemas import Body
from app.content.catalog import Catalog
from app.engine import (
    Actor,
    HuntersTable,
    PackCatalog,
    Rejection,
    TableState,
    parse_command,
    preview_facts,
)
from app.service import campaigns as service
from app.service.errors import BadRequest, ServiceError
from app.service.limits import check_nesting

log = logging.getLogger("hunters.api")
router = APIRouter(prefix="/api/campaigns", tags=["preview"])

PREVIEWABLE = frozenset({"move_hero", "attack"})


class PreviewCommand(BaseModel):
    """A command as the commands route takes it: its ``type`` a name (a list or a number
    there is a 422 naming the field, not a crash), its other fields the rules' to check."""

    model_config = ConfigDict(extra="allow")
    type: str = Field(max_length=64)


class PreviewIn(Body):
    commands: list[PreviewCommand] = Field(min_length=1, max_length=150)


def _refused(code: str, message: str, rule: str = "") -> dict[str, Any]:
    return {"ok": False, "code": code, "message": message, "rule": rule}


def preview_one(
    state: TableState, payload: dict[str, Any], actor: Actor, catalog: PackCatalog
) -> dict[str, Any]:
    if not isinstance(state, HuntersTable) or not isinstance(catalog, Catalog):
        return _refused("not_previewable", "This game's moves cannot be previewed.")
    if payload.get("type") not in PREVIEWABLE:
        return _refused("not_previewable", "Only moves and attacks can be previewed.")
    try:
        command = parse_command(payload)
    except ValidationError:
        return _refused("malformed", "That command is not well formed.")
    try:
        result = preview_facts(state, command, actor=actor, content=catalog)
    except Exception:
        log.exception("preview failed", extra={"command": payload.get("type")})
        return _refused("internal_error", "That cannot be previewed right now.")
    if isinstance(result, Rejection):
        return _refused(result.code, result.message, result.rule)
    return {"ok": True, **result.model_dump(mode="json")}


@router.post("/{campaign_id}/preview", responses=errors(400, 429))
async def preview_commands(
    body: PreviewIn, access: CampaignAccess, ctx: Ctx
) -> list[dict[str, Any]]:
    """For each command: ``{ok: true, attack: {...} | null, move: {...} | null}`` or
    ``{ok: false, code, message, rule}`` (why the rules would refuse it). At most
    ``preview_max_commands`` a request (400 ``too_many_previews``); the rules run on the
    heavy pool in one of the account's slots (429 ``busy`` beyond them, issue 24)."""
    payloads = [command.model_dump() for command in body.commands]
    check_nesting(payloads, ctx.settings.max_json_depth + 1)
    cap = ctx.settings.preview_max_commands
    if len(payloads) > cap:
        raise BadRequest("too_many_previews", f"Ask about at most {cap} commands at a time.")
    try:
        actor = access.actor()
    except ServiceError:
        return [_refused("spectator", "Spectators watch; they cannot play.")] * len(payloads)
    async with ctx.heavy.slot(f"user:{access.user.id}"):
        state = await service.campaign_state(ctx, access.campaign)
        async with ctx.sessions() as db:
            catalog = await ctx.content.catalog(db, access.campaign.content_hash)
        return await ctx.heavy.run(
            lambda: [preview_one(state, payload, actor, catalog) for payload in payloads]
        )
