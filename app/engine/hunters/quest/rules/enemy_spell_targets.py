"""Enemies' spells (QUEST-32, ENEMY-09/19): effects with no roll on the miniatures the
card describes, from the enemy's side: "ally" is another enemy, "enemy" a hero or an NPC
ally (QUEST-41); hidden and unconscious heroes are never chosen (ENEMY-14, HERO-STATE-06)."""

from __future__ import annotations

from app.content.schema.activities import SpellActivity
from app.content.schema.effects import ApplyStatus, Effect, GainTokens, Heal, TargetSpec
from app.engine.hunters.quest.board.geometry import distance, geometry
from app.engine.hunters.quest.board.sight import can_see
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import EnemyUnit
from app.engine.hunters.quest.rules.presence import (
    active_enemies,
    order_position,
    targetable_opponents,
)


def _pool(q: QuestState, enemy: EnemyUnit, spec: TargetSpec) -> list[str]:
    pool: list[str] = []
    if spec.who in ("self", "self_or_ally", "any"):
        pool.append(enemy.id)
    if spec.who in ("ally", "self_or_ally", "any"):
        pool += [e for e in active_enemies(q) if e != enemy.id]
    if spec.who in ("enemy", "any"):
        pool += targetable_opponents(q)
    return pool


def _in_reach(q: QuestState, enemy: EnemyUnit, spec: TargetSpec, unit: str) -> bool:
    at = q.unit_at(unit)
    if at is None or enemy.at is None:
        return False
    if spec.range is not None and not spec.range.contains(distance(enemy.at, at)):
        return False
    if not spec.los or at == enemy.at:
        return True
    night = q.night and q.options.night_limits_enemies
    return can_see(geometry(q.board), enemy.at, at, night=night, rule=q.options.los_corner)


def _benefits(q: QuestState, unit: str, effects: tuple[Effect, ...]) -> bool:
    """ENEMY-09 default: a spell that would change nothing on a miniature does not count."""
    tokens = q.miniature(unit).tokens
    for effect in effects:
        match effect:
            case Heal():
                enemy = q.enemies.get(unit)
                if enemy is not None and enemy.health < enemy.start_health:
                    return True
            case GainTokens(token=token):
                if int(getattr(tokens, token)) < q.options.token_cap:
                    return True
            case ApplyStatus(status=status):
                if not tokens.has_status(status):
                    return True
            case _:
                return True
    return False


def enemy_spell_targets(q: QuestState, enemy: EnemyUnit, activity: SpellActivity) -> list[str]:
    """Everyone the spell would help or hit; ``one``: the closest such miniature (then the
    earlier turn)."""
    spec = activity.target
    found = [
        u
        for u in _pool(q, enemy, spec)
        if _in_reach(q, enemy, spec, u) and _benefits(q, u, activity.effects)
    ]
    if spec.count == "all" or not found:
        return found
    assert enemy.at is not None
    here = enemy.at

    def closeness(unit: str) -> tuple[int, int]:
        at = q.unit_at(unit)
        assert at is not None
        return distance(here, at), order_position(q, unit)

    return [min(found, key=closeness)]
