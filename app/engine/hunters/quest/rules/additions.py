"""Weapon additions and runes on attacks (EQUIP-07, EQUIP-16..23, EQUIP-33).

Each addition on the addition slots sits next to a weapon whose protrusion takes its
notch (melee: a melee weapon; ranged: a ranged weapon; a rune: the weapon kinds it
fits), one per protrusion, in the order the board lists them. Additions need no action
(EQUIP-18); they help only the weapon's basic attack type (EQUIP-07) and, with an enemy
type, only against that type (EQUIP-19). Permanent ones, and "entire quest" ones once
switched on, always work; a single-use, once-per-quest or not yet used entire-quest one
works when the attack names it (EQUIP-20: on one attack).
"""

from __future__ import annotations

from dataclasses import dataclass

from app.content.schema.common import Trait
from app.content.schema.effects import AddTrait, AttackDice, ToHit
from app.content.schema.equipment import Equipment
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.hunters.quest.rules.presence import item_name
from app.engine.kernel.rejections import Rejection, reject


@dataclass(frozen=True)
class AdditionUse:
    """What the additions add to one attack, and the ones used up by it."""

    traits: tuple[Trait, ...] = ()
    to_hit: int = 0
    dice: int = 0
    used: tuple[str, ...] = ()


def fits(addition: Equipment, weapon: Equipment) -> bool:
    """EQUIP-16/17: the addition's notch matches the weapon's protrusion."""
    if weapon.category != "weapon" or weapon.protrusions == 0:
        return False
    if addition.notch == "rune":
        return weapon.weapon_kind in addition.fits
    return addition.notch == weapon.weapon_kind


def attached(q: QuestState, hero: HeroUnit) -> dict[str, list[str]]:
    """Which additions sit next to which weapon (each weapon takes as many as it has
    protrusions; the first that fits in board order)."""
    defs = q.defs.equipment
    weapons = [
        w for w in dict.fromkeys(hero.equipment) if w in defs and defs[w].category == "weapon"
    ]
    placed: dict[str, list[str]] = {w: [] for w in weapons}
    for item in hero.equipment:
        addition = defs.get(item)
        if addition is None or addition.category != "addition":
            continue
        for weapon in weapons:
            if fits(addition, defs[weapon]) and len(placed[weapon]) < defs[weapon].protrusions:
                placed[weapon].append(item)
                break
    return placed


def _works_against(q: QuestState, addition: Equipment, target: str) -> bool:
    if addition.against is None:
        return True
    enemy = q.enemies.get(target)
    return enemy is not None and q.defs.enemies[enemy.enemy].type == addition.against


def is_optional(hero: HeroUnit, item: Equipment) -> bool:
    """Used by choice: not permanent, and not an entire-quest item already switched on."""
    return item.duration != "permanent" and item.id not in hero.active_items


def attack_additions(
    q: QuestState, hero: HeroUnit, weapon: str | None, basic: bool, named: tuple[str, ...],
    target: str,
) -> AdditionUse | Rejection:  # fmt: skip
    """EQUIP-07/18..20/33: the additions this attack carries."""
    on_weapon = attached(q, hero).get(weapon or "", []) if basic else []
    for item in named:
        if item not in on_weapon or item in hero.spent_items:
            message = f"{item_name(q, item)} is not ready on this weapon."
            return reject("bad_addition", message, "EQUIP-16")
        if not _works_against(q, q.defs.equipment[item], target):
            message = f"{item_name(q, item)} does not work on that kind of enemy."
            return reject("wrong_enemy_type", message, "EQUIP-19")
    chosen = [
        i
        for i in on_weapon
        if q.defs.equipment[i].use == "passive"
        and i not in hero.spent_items
        and _works_against(q, q.defs.equipment[i], target)
        and (i in named or not is_optional(hero, q.defs.equipment[i]))
    ]
    return _sum(q, hero, chosen)


def _sum(q: QuestState, hero: HeroUnit, chosen: list[str]) -> AdditionUse:
    traits: list[Trait] = []
    to_hit = dice = 0
    for item in chosen:
        for effect in q.defs.equipment[item].effects:
            if isinstance(effect, AddTrait):
                traits.append(effect.trait)
            elif isinstance(effect, ToHit):
                to_hit += effect.amount
            elif isinstance(effect, AttackDice) and effect.when is None:
                dice += effect.amount
    used = tuple(i for i in chosen if is_optional(hero, q.defs.equipment[i]))
    return AdditionUse(traits=tuple(traits), to_hit=to_hit, dice=dice, used=used)
