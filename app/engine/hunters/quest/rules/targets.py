"""Whom a target spec reaches (QUEST-32/33, ATK-18/19): the pool of miniatures, range,
line of sight (not for "all within range"), enemy types and damage taken."""

from __future__ import annotations

from app.content.schema.effects import TargetSpec
from app.engine.hunters.quest.board.geometry import distance, geometry
from app.engine.hunters.quest.board.sight import can_see
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import PartyUnit


def reached_by(q: QuestState, hero: PartyUnit, spec: TargetSpec) -> list[str]:
    """Miniatures a TargetSpec reaches from ``hero`` (QUEST-32/33, ATK-18/19); "ally" is
    another hero or an NPC ally, from either (QUEST-41)."""
    if hero.at is None:
        return []
    geo = geometry(q.board)
    pool: list[str] = []
    if spec.who in ("self", "self_or_ally", "any"):
        pool.append(hero.id)
    if spec.who in ("ally", "self_or_ally", "any"):
        pool += [h.id for h in q.heroes.values() if h.id != hero.id and h.is_on_board]
        pool += [a.id for a in q.allies.values() if a.id != hero.id and a.is_on_board]
    if spec.who in ("enemy", "any"):
        pool += [e.id for e in q.enemies.values() if e.is_active_miniature]
    found = []
    for unit in pool:
        at = q.unit_at(unit)
        assert at is not None
        spaces = distance(hero.at, at)
        if spec.range is not None and not spec.range.contains(spaces):
            continue
        if spec.los and not can_see(geo, hero.at, at, night=q.night, rule=q.options.los_corner):
            continue
        if unit in q.enemies and not _enemy_matches(q, unit, spec):
            continue
        found.append(unit)
    return found


def _enemy_matches(q: QuestState, unit: str, spec: TargetSpec) -> bool:
    enemy = q.enemies[unit]
    card = q.defs.enemies[enemy.enemy]
    if spec.enemy_types is not None and card.type not in spec.enemy_types:
        return False
    damage = card.health - enemy.health  # HT08: damage it started with counts too
    return spec.min_damage is None or damage >= spec.min_damage
