"""Enemies' and traps' attacks (ENEMY-15..18, ATK-21/32/34/35/39/40): the target by the
book's priorities, and the numbers of the attack, the defender's shield and charms
included."""

from __future__ import annotations

from collections.abc import Callable

from app.content.schema.activities import AttackActivity
from app.content.schema.common import RANGE_ZERO, AttackKind, RangeSpaces, Trait
from app.content.schema.effects import AddTrait, IncomingAttackDice, IncomingToHit, ShieldConversion
from app.engine.hunters.quest.board.geometry import Space, distance, geometry
from app.engine.hunters.quest.board.sight import can_see
from app.engine.hunters.quest.events.attacks import AttackDeclared
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import EnemyUnit
from app.engine.hunters.quest.rules.defense_against import defense_against
from app.engine.hunters.quest.rules.hero_attack_plans import (
    MAX_OFFENSE_TOKENS,
    PENALTY_TO_HIT,
    with_vantage,
)
from app.engine.hunters.quest.rules.presence import (
    allies_at,
    enemies_at,
    is_party,
    opponent_spaces,
    order_position,
)
from app.engine.hunters.quest.rules.stats import (
    enemy_attribute,
    enemy_effects,
    enemy_profile,
    enemy_strength,
    unit_effects,
)

TRAP_TO_HIT = 3
"""ATK-40: trap attacks are always Attack 3."""


def enemy_attack_reach(q: QuestState, enemy: EnemyUnit, activity: AttackActivity) -> RangeSpaces:
    profile = enemy_profile(q, enemy, activity.kind)
    return activity.range or (profile.range if profile else None) or RANGE_ZERO


def enemy_attack_target(
    q: QuestState, enemy: EnemyUnit, activity: AttackActivity, at: Space | None = None
) -> str | None:
    """ENEMY-15/16/17, QUEST-41: the hero or NPC ally this attack goes to from ``at``
    (None: impossible); defenses compared against this attack (TRAIT-30)."""
    at = at or enemy.at
    if at is None or enemy_profile(q, enemy, activity.kind) is None:
        return None
    kind = activity.kind
    traits = enemy_attack_traits(q, enemy, kind, activity.traits)
    reach = enemy_attack_reach(q, enemy, activity)
    spots = opponent_spaces(q)
    if kind == "melee" or reach.max == 0:
        here = [u for u, s in spots.items() if s == at]
        here.sort(key=lambda u: (defense_against(q, u, kind, traits), order_position(q, u)))
        return here[0] if here else None
    if at in spots.values():
        return None  # ENEMY-16: ranged attacks only while not engaged
    return _ranged_target(q, at, reach, spots, lambda u: defense_against(q, u, kind, traits))


def _ranged_target(
    q: QuestState,
    at: Space,
    reach: RangeSpaces,
    spots: dict[str, Space],
    defense: Callable[[str], int],
) -> str | None:
    """ENEMY-16: within range and sight, not engaged with an enemy unless nobody else is;
    the closest, then the lowest defense against the attack, then the earlier turn."""
    geo = geometry(q.board)
    night = q.night and q.options.night_limits_enemies
    legal = [
        u
        for u, s in spots.items()
        if reach.min <= distance(at, s) <= with_vantage(q, at, reach)
        and can_see(geo, at, s, night=night, rule=q.options.los_corner)
    ]
    free = [u for u in legal if not enemies_at(q, spots[u])]
    pool = free or legal
    pool.sort(key=lambda u: (distance(at, spots[u]), defense(u), order_position(q, u)))
    return pool[0] if pool else None


def enemy_attack_event(
    q: QuestState,
    enemy: EnemyUnit,
    target: str,
    *,
    kind: AttackKind,
    to_hit: int,
    dice: int | None = None,
    traits: tuple[Trait, ...] = (),
    source: str = "enemy",
    ignore_pierce: bool = False,
) -> AttackDeclared:
    """ENEMY-18, ATK-32/34: an enemy's attack numbers; all its offense tokens go in; its
    abilities may add traits (ENEMY-22, e.g. Entanglement: Immobilize). The target is a
    hero or an NPC ally (QUEST-41)."""
    target_at = q.unit_at(target)
    profile = enemy_profile(q, enemy, kind) or q.defs.enemies[enemy.enemy].basic_attack
    assert enemy.at is not None and target_at is not None
    spaces = distance(enemy.at, target_at)
    attribute = enemy_strength(q, enemy) if source == "penalty" else enemy_attribute(q, enemy, kind)
    tokens = min(MAX_OFFENSE_TOKENS, enemy.tokens.offense)
    count = dice if dice is not None else profile.dice
    count, attribute = shield_and_charms(q, target, kind, count, attribute, by_enemy=True)
    modifier = tokens + incoming_to_hit(q, target, kind)
    if spaces > 0 and target_at in geometry(q.board).cover:
        modifier -= 1
    return AttackDeclared(
        attacker=enemy.id,
        target=target,
        kind=kind,
        source="penalty" if source == "penalty" else "enemy",
        to_hit=to_hit + modifier,
        dice_count=count,
        attribute=attribute,
        distance=spaces,
        traits=enemy_attack_traits(q, enemy, kind, traits),
        offense_tokens=tokens,
        ignore_pierce=ignore_pierce,
    )


def enemy_attack_traits(
    q: QuestState, enemy: EnemyUnit, kind: AttackKind, action_traits: tuple[Trait, ...] = ()
) -> tuple[Trait, ...]:
    """TRAIT-01, ENEMY-18/22: an enemy attack's traits: its profile's (the basic attack's
    when it has none of this kind), the action's own, and those its abilities give."""
    profile = enemy_profile(q, enemy, kind) or q.defs.enemies[enemy.enemy].basic_attack
    return (*profile.traits, *action_traits, *ability_traits(q, enemy))


def ability_traits(q: QuestState, enemy: EnemyUnit) -> tuple[Trait, ...]:
    """ENEMY-22: traits an enemy's abilities give all its attacks."""
    return tuple(e.trait for e in enemy_effects(q, enemy) if isinstance(e, AddTrait))


def shield_and_charms(
    q: QuestState, defender: str, kind: AttackKind, dice: int, attribute: int, *, by_enemy: bool
) -> tuple[int, int]:
    """EQUIP-13/14, ATK-39: a shield turns the attacker's Strength/Agility into dice (at most
    what it has); items that take dice off enemy attacks (Formido) apply to those."""
    for effect in unit_effects(q, defender):
        if isinstance(effect, ShieldConversion) and kind in ("melee", "ranged"):
            converted = min(effect.melee if kind == "melee" else effect.ranged, attribute)
            dice, attribute = dice + converted, attribute - converted
        if isinstance(effect, IncomingAttackDice) and by_enemy:
            dice = max(0, dice + effect.amount)
    return dice, attribute


def incoming_to_hit(q: QuestState, defender: str, kind: AttackKind) -> int:
    """A defending hero's items (an NPC ally's abilities) that make attacks on it harder."""
    return sum(
        e.amount
        for e in unit_effects(q, defender)
        if isinstance(e, IncomingToHit) and kind in e.against
    )


def enemy_penalty_event(q: QuestState, enemy: EnemyUnit, target: str) -> AttackDeclared:
    """MOVE-12, ATK-35: Melee Attack 3 with the enemy's dice and Strength."""
    card = q.defs.enemies[enemy.enemy]
    profile = card.attack("melee") or card.basic_attack
    return enemy_attack_event(
        q, enemy, target, kind="melee", to_hit=PENALTY_TO_HIT, dice=profile.dice, source="penalty"
    )


def trap_attack_event(q: QuestState, trap: str, item: str, target: str) -> AttackDeclared | None:
    """ATK-40, TERR-18: the trap's printed attack, always Attack 3."""
    attack = q.defs.equipment[item].attack
    if attack is None:
        return None
    dice, attribute = attack.dice, attack.attribute or 0
    if is_party(q, target):
        dice, attribute = shield_and_charms(q, target, attack.kind, dice, attribute, by_enemy=False)
    return AttackDeclared(
        attacker=trap,
        target=target,
        kind=attack.kind,
        source="trap",
        to_hit=TRAP_TO_HIT + attack.to_hit,
        dice_count=dice,
        attribute=attribute,
        traits=attack.traits,
    )


def engaged_allies_of_attacker(q: QuestState, attacker: str, target: str) -> list[str]:
    """ATK-21: the attacker's allies standing in the target's engagement."""
    at = q.unit_at(target)
    if at is None:
        return []
    side = allies_at(q, attacker, at) if is_party(q, attacker) or attacker in q.enemies else []
    return [u for u in side if u != target and u != attacker]
