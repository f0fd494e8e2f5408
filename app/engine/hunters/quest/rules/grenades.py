"""Grenades (EQUIP-34/35, A1 Stun Grenade): thrown with an action that grants an Attack
(a card's or a basic Ranged Attack 1), never while engaged (MOVE-10). The grenade gives
the attack type, dice, to-hit modifier, range, traits and the attribute value that
replaces the hero's (EQUIP-34 default); one without attack values needs no roll and
does what it says to every target (EQUIP-35). Single use."""

from __future__ import annotations

from app.content.schema.activities import AttackActivity
from app.content.schema.equipment import Equipment
from app.engine.hunters.quest.board.geometry import distance, geometry
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.hunters.quest.rules.hero_attack_plans import (
    MAX_OFFENSE_TOKENS,
    HeroAttackPlan,
    range_problem,
)
from app.engine.hunters.quest.rules.presence import is_engaged
from app.engine.hunters.quest.rules.stats import enemy_guard, rolls_dice
from app.engine.kernel.rejections import Rejection, reject


def carried_grenade(q: QuestState, hero: HeroUnit, item: str) -> Equipment | None:
    """A grenade on the hero's backpack (or other usable) slots."""
    definition = q.defs.equipment.get(item)
    if definition is None or definition.backpack_kind != "grenade" or definition.attack is None:
        return None
    return definition if item in hero.equipment or item in hero.backpack else None


def grenade_plan(
    q: QuestState, hero: HeroUnit, activity: AttackActivity, target: str, item: str,
    offense_tokens: int,
) -> tuple[HeroAttackPlan, Equipment] | Rejection:  # fmt: skip
    """The guard and numbers of a thrown grenade."""
    grenade = carried_grenade(q, hero, item)
    if grenade is None or grenade.attack is None:
        return reject("no_grenade", "Name a grenade the hero carries.", "EQUIP-34")
    if is_engaged(q, hero.id):
        return reject("engaged", "An engaged hero cannot throw a grenade.", "MOVE-10")
    enemy = q.enemies.get(target)
    if enemy is None or not enemy.is_active_miniature or enemy.at is None or hero.at is None:
        return reject("bad_target", "Choose an enemy on the board as the target.", "QUEST-41")
    if grenade.against and q.defs.enemies[enemy.enemy].type != grenade.against:
        message = f"{grenade.name} does not work on that kind of enemy."
        return reject("wrong_enemy_type", message, "EQUIP-19")
    if offense_tokens > min(MAX_OFFENSE_TOKENS, hero.tokens.offense):
        return reject("no_tokens", "Not that many offense tokens to use.", "ATK-30")
    attack, spaces = grenade.attack, distance(hero.at, enemy.at)
    geo = geometry(q.board)
    problem = range_problem(q, hero.at, enemy.at, attack.range)
    if problem is not None:
        return problem
    guard = enemy_guard(q, enemy, attack.kind)
    cover = -1 if spaces > 0 and enemy.at in geo.cover else 0
    automatic = not rolls_dice(attack)
    plan = HeroAttackPlan(
        target=target, kind=attack.kind, weapon=item,
        to_hit=activity.to_hit + attack.to_hit + cover + guard + offense_tokens,
        dice=attack.dice, attribute=attack.attribute or 0, distance=spaces, traits=attack.traits,
        guard=guard, effects=grenade.effects if automatic else (), automatic=automatic,
    )  # fmt: skip
    return plan, grenade


def grenade_throws(
    q: QuestState, hero: HeroUnit, activity: AttackActivity
) -> list[tuple[str, str]]:
    """Every (grenade, target) this attack activity could throw now."""
    grenades = [
        i for i in dict.fromkeys((*hero.equipment, *hero.backpack)) if carried_grenade(q, hero, i)
    ]
    return [
        (item, enemy.id)
        for item in grenades
        for enemy in q.enemies.values()
        if enemy.is_active_miniature
        and not isinstance(grenade_plan(q, hero, activity, enemy.id, item, 0), Rejection)
    ]
