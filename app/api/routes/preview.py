"""What a move or an attack would do, asked before the player confirms it.

The browser shows the numbers of an attack (dice, to-hit, defense) and what a move runs
into (morale for an extra step, a parting leap and who may strike, terrain that ends it)
before the player commits. Rather than repeat the rules in JavaScript, the engine's
``preview`` runs the command's own rules on the current state with stand-in dice (every
die a 6, the Golden Rule's sure miss) and stops before anything hidden (an enemy's turn,
another side's roll); nothing is stored. Only numbers a player can already work out
from their view are returned; the campaign's seed and dice position are never touched.
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.api.deps import CampaignAccess, Ctx
from app.api.schemas import Body
from app.engine import Actor, CampaignState, Rejection, parse_command
from app.engine.preview import preview
from app.engine.quest.rules.defense_against import enemy_defense_against
from app.service import campaigns as service
from app.service.errors import ServiceError
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


class StandInDice:
    """Dice that never reach the campaign's seeded dice: every d6 is a 6 (a sure miss)."""

    cursor = 0

    def d6(self) -> int:
        return 6

    def test_die(self) -> int:
        return 0

    def travel_die(self) -> bool:
        return False

    def below(self, n: int) -> int:
        return 0


def _refused(code: str, message: str, rule: str = "") -> dict[str, Any]:
    return {"ok": False, "code": code, "message": message, "rule": rule}


def _attack_facts(state: CampaignState, events: list[Any], command: Any) -> dict[str, Any] | None:
    """The numbers of the player's own attack as aimed (never an enemy's penalty attack
    the preview ran into). A shot into an engagement (ATK-21) rolls the stand-in dice's 6
    and is redirected at a friend; the facts stay those of the aimed target, with
    ``engagement`` saying that such a shot may hit a friend. The defense is the one
    against this attack: its Pierce and Burn count (TRAIT-10/11)."""
    unit = getattr(command, "unit", None)
    declared = next((e for e in events if e.type == "attack_declared" and e.attacker == unit), None)
    if declared is None or state.quest is None:
        return None
    aimed = getattr(command, "target", None)
    target = aimed if isinstance(aimed, str) else declared.target
    enemy = state.quest.enemies.get(target)
    defense = (
        enemy_defense_against(state.quest, target, declared.kind, declared.traits)
        if enemy
        else None
    )
    return {
        "target": target,
        "engagement": any(e.type == "engagement_rolled" for e in events),
        "kind": declared.kind,
        "weapon": declared.weapon,
        "dice": declared.dice_count,
        "to_hit": declared.to_hit,
        "attribute": declared.attribute,
        "distance": declared.distance,
        "traits": [t.model_dump(mode="json") for t in declared.traits],
        "defense": defense,
        "defense_tokens": enemy.tokens.defense if enemy else 0,
    }


def _move_facts(events: list[Any]) -> dict[str, Any] | None:
    begun = next((e for e in events if e.type == "move_begun"), None)
    if begun is None:
        return None
    leap = next((e for e in events if e.type == "parting_leap"), None)
    return {
        "steps": len(begun.path),
        "morale": any(e.type == "morale_spent" for e in events),
        "leap": bool(begun.leap or leap),
        "penalty_by": leap.penalty_by if leap else None,
        "leap_reason": leap.reason if leap else "",
        "penalty_choice": any(
            e.type == "decision_opened" and e.decision.kind == "penalty_attacker" for e in events
        ),
        "exits": any(e.type == "unit_exited" for e in events),
        "trap": any(e.type == "trap_triggered" for e in events),
    }


def preview_one(
    state: CampaignState, payload: dict[str, Any], actor: Actor, catalog: Any
) -> dict[str, Any]:
    if payload.get("type") not in PREVIEWABLE:
        return _refused("not_previewable", "Only moves and attacks can be previewed.")
    try:
        command = parse_command(payload)
    except ValidationError:
        return _refused("malformed", "That command is not well formed.")
    try:
        result = preview(state, command, StandInDice(), actor=actor, content=catalog)
    except Exception:
        log.exception("preview failed", extra={"command": payload.get("type")})
        return _refused("internal_error", "That cannot be previewed right now.")
    if isinstance(result, Rejection):
        return _refused(result.code, result.message, result.rule)
    attack = _attack_facts(state, result, command)
    return {"ok": True, "attack": attack, "move": _move_facts(result)}


@router.post("/{campaign_id}/preview")
async def preview_commands(
    body: PreviewIn, access: CampaignAccess, ctx: Ctx
) -> list[dict[str, Any]]:
    """For each command: ``{ok: true, attack: {...} | null, move: {...} | null}`` or
    ``{ok: false, code, message, rule}`` (why the rules would refuse it)."""
    payloads = [command.model_dump() for command in body.commands]
    check_nesting(payloads, ctx.settings.max_json_depth + 1)
    try:
        actor = access.actor()
    except ServiceError:
        return [_refused("spectator", "Spectators watch; they cannot play.")] * len(payloads)
    state = await service.campaign_state(ctx, access.campaign)
    async with ctx.sessions() as db:
        catalog = await ctx.content.catalog(db, access.campaign.content_hash)
    return [preview_one(state, payload, actor, catalog) for payload in payloads]
