"""What a player can work out before an attack: the odds of its damage (ATK-05..11).

The careful bot weighs an attack as a player at the table would: the dice it rolls, the
to-hit value, the attribute it adds and the target's defense, all known before the roll
(``enemy_defense_against``), never the dice to come. Extra rolls for 1s (ATK-09) and the
Golden Rule (ATK-08) are part of the odds.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.content.schema.activities import Activity, AttackActivity
from app.engine.hunters.quest.model.state import BasicActionName, QuestState
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.hunters.quest.rules.attack_math import attack_strength, damage_dealt
from app.engine.hunters.quest.rules.defense_against import enemy_defense_against
from app.engine.hunters.quest.rules.guards import activity_for
from app.engine.hunters.quest.rules.hero_attack_plans import plan_hero_attack
from app.engine.kernel.rejections import Rejection

MOST_SUCCESSES = 12
"""The odds of more successes than this are too small to matter to a choice."""


@dataclass(frozen=True)
class AttackOdds:
    """The expected damage of an attack and the chance that it eliminates its target."""

    damage: float
    kill: float


def die_successes(to_hit: int) -> list[float]:
    """ATK-07..09: the chances of 0, 1, 2, … successes from one die and its extra rolls:
    a 1 hits and rolls again, 2..to_hit hit (never a 6), the rest miss."""
    plain = max(0, min(to_hit, 5) - 1) / 6
    one = 1 / 6
    odds = [1 - plain - one, plain + one * (1 - plain - one)]
    while len(odds) <= MOST_SUCCESSES:
        odds.append(one * odds[-1])
    return odds


def roll_successes(dice: int, to_hit: int) -> list[float]:
    """The chances of each number of successes from ``dice`` dice at ``to_hit``."""
    total = [1.0]
    single = die_successes(to_hit)
    for _ in range(max(0, dice)):
        mixed = [0.0] * min(len(total) + len(single) - 1, MOST_SUCCESSES + 1)
        for a, pa in enumerate(total):
            for b, pb in enumerate(single):
                if a + b < len(mixed):
                    mixed[a + b] += pa * pb
        total = mixed
    return total


def damage_odds(dice: int, to_hit: int, attribute: int, defense: int, health: int) -> AttackOdds:
    """ATK-10/11: damage = successes + attribute - defense (never below 0)."""
    damage = kill = 0.0
    for successes, chance in enumerate(roll_successes(dice, to_hit)):
        dealt = damage_dealt(attack_strength(successes, attribute), defense)
        damage += chance * min(dealt, health)
        kill += chance if dealt >= health else 0.0
    return AttackOdds(damage, kill)


def attack_odds(q: QuestState, command: object) -> AttackOdds | None:
    """The odds of a hero's ``attack`` command (None: not a hero's weapon attack the bot
    can weigh, such as a grenade or an ally's attack)."""
    hero = q.heroes.get(getattr(command, "unit", ""))
    target = q.enemies.get(getattr(command, "target", ""))
    if hero is None or target is None or getattr(command, "grenade", None):
        return None
    activity = _activity(q, hero, command)
    if activity is None:
        return None
    plan = plan_hero_attack(
        q, hero, activity, target.id,
        weapon=getattr(command, "weapon", None), unarmed=getattr(command, "unarmed", False),
        offense_tokens=getattr(command, "offense_tokens", 0),
    )  # fmt: skip
    if isinstance(plan, Rejection):
        return None
    defense = enemy_defense_against(q, target.id, plan.kind, plan.traits)
    return damage_odds(plan.dice, plan.to_hit, plan.attribute, defense, target.health)


def _activity(q: QuestState, hero: HeroUnit, command: object) -> AttackActivity | None:
    """The attack the command performs: its card's, or a basic Attack 1 (QUEST-24)."""
    kind = getattr(command, "kind", None)
    basic: BasicActionName = "ranged_attack" if kind == "ranged" else "melee_attack"

    def matches(a: Activity) -> bool:
        return isinstance(a, AttackActivity) and kind in (None, a.kind)

    found = activity_for(q, hero, basic, getattr(command, "discard", None), matches)
    if isinstance(found, Rejection) or not isinstance(found[1], AttackActivity):
        return None
    return found[1]
