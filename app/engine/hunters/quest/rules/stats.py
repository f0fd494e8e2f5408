"""Effective numbers of miniatures: attributes, defenses, Move values, weapons, engagement.

Everything here reads the quest state only (no dice, no events).
"""

from __future__ import annotations

from collections.abc import Iterator

from app.content.schema.common import AttackKind, Attribute
from app.content.schema.effects import (
    AttributeMod,
    DefenseMod,
    DoubleDefense,
    Effect,
    Flight,
    HandLimit,
    IgnoreTerrain,
    IncomingToHit,
    MoveMod,
)
from app.content.schema.enemies import Enemy, EnemyAttack
from app.content.schema.equipment import Equipment, WeaponAttack
from app.content.schema.maps import Board
from app.engine.hunters.quest.board.geometry import Space, geometry
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import AllyUnit, EnemyUnit, HeroUnit, PartyUnit
from app.engine.kernel.memo import IdentityMemo

ATTACK_ATTRIBUTE: dict[AttackKind, Attribute] = {
    "melee": "strength",
    "ranged": "agility",
    "magic": "knowledge",
}
"""ATK-10: Strength for melee, Agility for ranged, Knowledge for magic."""

WATER_HALVES: tuple[Attribute, ...] = ("agility", "perception")
SWAMP_HALVES: tuple[Attribute, ...] = ("strength", "agility", "perception", "knowledge")


def equipped_items(q: QuestState, hero: HeroUnit) -> Iterator[Equipment]:
    """Items on usable slots (EQUIP-03/04); backpack-carried gear is inactive."""
    for item in hero.equipment:
        definition = q.defs.equipment.get(item)
        if definition is not None:
            yield definition


def passive_effects(q: QuestState, hero: HeroUnit) -> Iterator[Effect]:
    """EQUIP-18/29/33: what equipped items do by themselves (not once used up this quest),
    and the "entire quest" items switched on by their first use."""
    for item_id in hero.equipment:
        item = q.defs.equipment.get(item_id)
        if item is not None and item.use == "passive" and item_id not in hero.spent_items:
            yield from item.effects
    for item_id in hero.active_items:
        item = q.defs.equipment.get(item_id)
        if item is not None and item.use != "passive":
            yield from item.effects


_TERRAIN_BOARDS = IdentityMemo[Board](limit=64)


def ignored_terrain(q: QuestState, unit: str) -> tuple[str, ...]:
    """ENEMY-22 (Aquatic Creature, Skitter …): difficult terrain kinds the miniature
    ignores: they neither stop its Moves nor halve its attributes."""
    kinds = {k for e in unit_effects(q, unit) if isinstance(e, IgnoreTerrain) for k in e.terrain}
    return tuple(sorted(kinds))


def terrain_for(q: QuestState, enemy: EnemyUnit) -> Board:
    """The board as this enemy moves on it: without the terrain it ignores (remembered, so
    the geometry and distance fields of that board are remembered by identity too)."""
    kinds = ignored_terrain(q, enemy.id)
    if not kinds:
        return q.board
    key = (id(q.board), kinds)
    hit = _TERRAIN_BOARDS.get(key, (q.board,))
    if hit is not None:
        return hit
    return _TERRAIN_BOARDS.put(key, (q.board,), q.board.model_copy(update={k: () for k in kinds}))


def halved_by_terrain(
    q: QuestState, at: Space | None, attribute: Attribute, value: int, ignored: tuple[str, ...] = ()
) -> int:
    """TERR-07/08: in water Agility and Perception are halved, in swamp all four attributes;
    rounded down, after additive modifiers (docs/rules-decisions.md TERR-08)."""
    if at is None:
        return value
    geo = geometry(q.board)
    if at in geo.swamp and attribute in SWAMP_HALVES and "swamp" not in ignored:
        return value // 2
    if at in geo.water and attribute in WATER_HALVES and "water" not in ignored:
        return value // 2
    return value


def hero_attribute(
    q: QuestState, hero: HeroUnit, attribute: Attribute, *, magic: bool = False
) -> int:
    """A hero's attribute in the quest: printed value, equipment modifiers (EQUIP-26/28,
    magic-only Knowledge when ``magic``), the negative-morale -1 (DEV-29), never below 0
    (DEV-07), then water/swamp halving (TERR-07/08)."""
    value = getattr(hero.attributes, attribute)
    for effect in passive_effects(q, hero):
        if not isinstance(effect, AttributeMod) or effect.attribute != attribute:
            continue
        if effect.scope in ("quest", "always") or (magic and effect.scope == "magic_attacks"):
            value += effect.amount
    if hero.morale <= 1:
        value -= 1
    return halved_by_terrain(q, hero.at, attribute, max(0, value))


def enemy_effects(q: QuestState, enemy: EnemyUnit) -> Iterator[Effect]:
    """ENEMY-22: effects of the enemy's abilities that are on (always, or switched on by
    this round's card)."""
    for ability in q.defs.enemies[enemy.enemy].abilities:
        if not ability.needs_card or ability.id in enemy.active_abilities:
            yield from ability.effects


def ally_effects(q: QuestState, ally: AllyUnit) -> Iterator[Effect]:
    """QUEST-42: an NPC ally's abilities, always on."""
    for ability in q.defs.allies[ally.ally].abilities:
        yield from ability.effects


def unit_effects(q: QuestState, unit: str) -> Iterator[Effect]:
    """A hero's passive equipment effects, an enemy's abilities that are on, or an NPC
    ally's abilities."""
    if unit in q.heroes:
        return passive_effects(q, q.heroes[unit])
    if unit in q.enemies:
        return enemy_effects(q, q.enemies[unit])
    return ally_effects(q, q.allies[unit])


def enemy_guard(q: QuestState, enemy: EnemyUnit, kind: AttackKind) -> int:
    """ENEMY-22: an enemy's always-on ability may make attacks against it harder."""
    return sum(
        e.amount
        for e in enemy_effects(q, enemy)
        if isinstance(e, IncomingToHit) and kind in e.against
    )


def enemy_move_value(q: QuestState, enemy: EnemyUnit, printed: int) -> int:
    """MOVE-02: the card's Move with the enemy's Move modifiers (never below 1)."""
    extra = sum(e.amount for e in enemy_effects(q, enemy) if isinstance(e, MoveMod))
    return max(1, printed + extra)


def enemy_profile(q: QuestState, enemy: EnemyUnit, kind: AttackKind) -> EnemyAttack | None:
    return q.defs.enemies[enemy.enemy].attack(kind)


def enemy_attribute(q: QuestState, enemy: EnemyUnit, kind: AttackKind) -> int:
    """ENEMY-18, DEV-38: the attack profile's value, +1 on master difficulty, halved in
    water/swamp like a hero's."""
    profile = enemy_profile(q, enemy, kind)
    value = profile.attribute if profile else 0
    if q.difficulty == "master":
        value += 1
    ignored = ignored_terrain(q, enemy.id)
    return halved_by_terrain(q, enemy.at, ATTACK_ATTRIBUTE[kind], value, ignored)


def attribute_of(q: QuestState, unit: str, attribute: Attribute) -> int:
    """A miniature's attribute: a hero's effective value; an enemy's or an NPC ally's from
    the attack profile that uses it (Strength: melee, Agility: ranged, Knowledge: magic;
    none: 0)."""
    if unit in q.heroes:
        return hero_attribute(q, q.heroes[unit], attribute)
    if attribute == "perception":
        return perception(q, unit)
    kind = next(k for k, a in ATTACK_ATTRIBUTE.items() if a == attribute)
    if unit in q.allies:
        return ally_attribute(q, q.allies[unit], kind)
    enemy = q.enemies[unit]
    return enemy_attribute(q, enemy, kind) if enemy_profile(q, enemy, kind) else 0


def ally_attribute(q: QuestState, ally: AllyUnit, kind: AttackKind) -> int:
    """QUEST-42: the NPC ally's attack profile value (none: 0), halved in water/swamp like
    anyone's (TERR-07/08)."""
    profile = q.defs.allies[ally.ally].attack(kind)
    value = profile.attribute if profile else 0
    return halved_by_terrain(q, ally.at, ATTACK_ATTRIBUTE[kind], value)


def enemy_strength(q: QuestState, enemy: EnemyUnit) -> int:
    """MOVE-12: Strength for penalty attacks (the melee value; none counts as 0)."""
    card: Enemy = q.defs.enemies[enemy.enemy]
    if card.attack("melee") is None:
        return 0
    return enemy_attribute(q, enemy, "melee")


def perception(q: QuestState, unit: str) -> int:
    """QUEST-17/20: effective Perception at the moment the order is set."""
    if unit in q.heroes:
        return hero_attribute(q, q.heroes[unit], "perception")
    if unit in q.allies:
        ally = q.allies[unit]
        return halved_by_terrain(q, ally.at, "perception", q.defs.allies[ally.ally].perception)
    enemy = q.enemies[unit]
    value = q.defs.enemies[enemy.enemy].perception
    return halved_by_terrain(q, enemy.at, "perception", value, ignored_terrain(q, unit))


def worn_armor(q: QuestState, hero: HeroUnit) -> str | None:
    """EQUIP-24: the one armor on the armor slots (None: the hero wears none)."""
    return next(
        (i for i in hero.equipment if (d := q.defs.equipment.get(i)) and d.category == "armor"),
        None,
    )


def armor_defense(q: QuestState, hero: HeroUnit, kind: AttackKind) -> int:
    """ATK-22, EQUIP-46: equipment defense; destruction markers lower the armor's values."""
    total = 0
    for item_id in hero.equipment:
        item = q.defs.equipment.get(item_id)
        if item is None or item.defense is None:
            continue
        value = item.defense.against(kind)
        if item.category == "armor":
            value = max(0, value - hero.armor_damage.get(item_id, 0))
        total += value
    return total


def hero_defense(q: QuestState, hero: HeroUnit, kind: AttackKind) -> tuple[int, bool]:
    """ATK-22..24: the sum of every matching +X, and whether a x2 effect applies (ATK-23)."""
    total = armor_defense(q, hero, kind)
    doubled = False
    for effect in passive_effects(q, hero):
        if isinstance(effect, DefenseMod) and kind in effect.against:
            total += effect.amount
        if isinstance(effect, DoubleDefense) and kind in effect.against:
            doubled = True
    return total, doubled


def party_defense(q: QuestState, unit: str, kind: AttackKind) -> tuple[int, bool]:
    """A hero's equipment defense or an NPC ally's own (QUEST-42), and whether it doubles."""
    hero = q.heroes.get(unit)
    return hero_defense(q, hero, kind) if hero else ally_defense(q, q.allies[unit], kind)


def ally_defense(q: QuestState, ally: AllyUnit, kind: AttackKind) -> tuple[int, bool]:
    """QUEST-42: the NPC ally's printed defense plus its abilities' +X, less Mighty markers
    (TRAIT-20, as on an enemy), never below 0; and whether a x2 ability applies."""
    value = q.defs.allies[ally.ally].defense.against(kind)
    doubled = False
    for effect in ally_effects(q, ally):
        if isinstance(effect, DefenseMod) and kind in effect.against:
            value += effect.amount
        doubled = doubled or (isinstance(effect, DoubleDefense) and kind in effect.against)
    return max(0, value - ally.tokens.mighty), doubled


def enemy_defense(q: QuestState, enemy: EnemyUnit, kind: AttackKind) -> int:
    """ATK-25, DEV-37, TRAIT-20: the card's value, +1 on professional and master, minus
    Mighty markers, never below 0."""
    value = q.defs.enemies[enemy.enemy].defense.against(kind)
    value += sum(
        e.amount for e in enemy_effects(q, enemy) if isinstance(e, DefenseMod) and kind in e.against
    )
    if q.difficulty in ("professional", "master"):
        value += 1
    return max(0, value - enemy.tokens.mighty)


def move_value(q: QuestState, unit: PartyUnit, printed: int) -> int:
    """MOVE-02/24: equipment (an NPC ally: ability) Move modifiers apply, and a Move is
    never below 1."""
    value = printed
    for effect in unit_effects(q, unit.id):
        if isinstance(effect, MoveMod):
            value += effect.amount
    return max(1, value)


def hand_limit(q: QuestState, hero: HeroUnit) -> int:
    """QUEST-15: 5 cards, changed by equipment such as a necklace (+1)."""
    extra = sum(e.amount for e in passive_effects(q, hero) if isinstance(e, HandLimit))
    return max(1, q.options.hand_size + extra)


def hero_weapons(
    q: QuestState, hero: HeroUnit, kind: AttackKind
) -> list[tuple[str, Equipment, WeaponAttack]]:
    """ATK-04: equipped weapons with an attack of this kind (basic or alternative, EQUIP-07)."""
    found: list[tuple[str, Equipment, WeaponAttack]] = []
    for item_id in dict.fromkeys(hero.equipment):
        item = q.defs.equipment.get(item_id)
        if item is None or item.category != "weapon":
            continue
        for attack in (item.attack, item.alt_attack):
            if attack is None or attack.kind != kind:
                continue
            if attack is item.attack and item_id in hero.empty_weapons and is_reloading(attack):
                continue  # TRAIT-28: Empty until reloaded (the other attack type still works)
            found.append((item_id, item, attack))
            break
    return found


def is_reloading(attack: WeaponAttack) -> bool:
    """TRAIT-28: the attack has the Reload trait."""
    return any(t.name == "reload" for t in attack.traits)


def rolls_dice(attack: WeaponAttack) -> bool:
    """A weapon attack that rolls dice (the Net's only does what its effects say)."""
    return attack.dice > 0 and not attack.effects and not attack.automatic


def is_flying(q: QuestState, unit: str) -> bool:
    """MOVE-22: flight from an enemy's or an NPC ally's ability or a hero's equipment."""
    return any(isinstance(e, Flight) for e in unit_effects(q, unit))
