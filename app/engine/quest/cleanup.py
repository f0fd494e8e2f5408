"""Arrivals during a quest and the end of a quest for the heroes.

QUEST-21: reinforcements named by the quest arrive at the start of their round, for
the party's size (QUEST-07..09), and act in that round. END-07..12, EQUIP-32, TRAIT-29:
when the quest ends an infusion's Health cost is paid, the trait tokens that do not
persist are removed (``hero_tokens_kept_after_quest``), "entire quest" items are
discarded, once-per-quest items and Reload weapons are ready for the next quest.
"""

from __future__ import annotations

from app.engine.quest.combat_events import DamageTaken
from app.engine.quest.item_events import QuestCleanedUp
from app.engine.quest.state import QuestState
from app.engine.quest.tape import Tape
from app.engine.quest.units import EnemyUnit, HeroUnit

ALWAYS_CLEARED = ("stun", "immobilize", "offense", "defense")
"""END-11: tokens a hero never keeps after a quest."""


def reinforcements_for(q: QuestState, number: int) -> tuple[EnemyUnit, ...]:
    """QUEST-21, QUEST-07/08: the enemies arriving at the start of round ``number``."""
    counts: dict[str, int] = {}
    for unit in q.enemies.values():
        counts[unit.enemy] = counts.get(unit.enemy, 0) + 1
    arriving: list[EnemyUnit] = []
    for wave in q.reinforcements:
        if wave.round != number:
            continue
        for spot in wave.enemies:
            card = q.defs.enemies[spot.enemy]
            for _ in range(spot.count_for(len(q.heroes))):
                counts[spot.enemy] = counts.get(spot.enemy, 0) + 1
                health = max(1, card.health - spot.damage)
                arriving.append(
                    EnemyUnit(
                        id=f"{spot.enemy}-{counts[spot.enemy]}", enemy=spot.enemy, at=spot.at,
                        health=health, start_health=health,
                    )
                )  # fmt: skip
    return tuple(arriving)


def _cleared(q: QuestState, hero: HeroUnit) -> tuple[str, ...]:
    """TRAIT-29 (our setting): poison stays unless only Mighty is kept; Mighty always
    stays (the destruction markers are on the armor, EQUIP-46)."""
    names = list(ALWAYS_CLEARED)
    if q.options.hero_tokens_kept_after_quest == "mighty_only":
        names.append("poison")
    tokens = hero.tokens
    return tuple(n for n in names if getattr(tokens, n))


def clean_up_heroes(tape: Tape) -> None:
    """END-10 (after END-05's recovery) then END-07/09/11/12."""
    for hero in list(tape.quest.heroes.values()):
        if hero.after_quest_damage and not hero.killed:
            health = max(0, hero.health - hero.after_quest_damage)
            tape.emit(
                DamageTaken(
                    unit=hero.id, amount=hero.health - health, source="infusion", health=health
                )
            )
        cleared = _cleared(tape.quest, hero)
        discarded = tuple(
            i for i in hero.active_items if tape.quest.defs.equipment[i].duration == "entire_quest"
        )
        if cleared or discarded or hero.spent_items or hero.empty_weapons:
            tape.emit(QuestCleanedUp(unit=hero.id, cleared=cleared, discarded=discarded))
