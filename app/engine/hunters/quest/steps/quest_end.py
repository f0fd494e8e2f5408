"""The end of a quest for the heroes (END-07..12, EQUIP-32, TRAIT-29): an infusion's Health
cost, trait tokens that do not persist, items that last the entire quest, once-per-quest
items and Reload weapons made ready."""

from __future__ import annotations

from app.engine.hunters.quest.events.equipment import QuestCleanedUp
from app.engine.hunters.quest.events.harm_and_help import DamageTaken
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.hunters.quest.recorder import QuestRecorder

ALWAYS_CLEARED = ("stun", "immobilize", "offense", "defense")
"""END-11: tokens a hero never keeps after a quest."""


def _cleared(q: QuestState, hero: HeroUnit) -> tuple[str, ...]:
    """TRAIT-29 (our setting): poison stays unless only Mighty is kept; Mighty always
    stays (the destruction markers are on the armor, EQUIP-46)."""
    names = list(ALWAYS_CLEARED)
    if q.options.hero_tokens_kept_after_quest == "mighty_only":
        names.append("poison")
    tokens = hero.tokens
    return tuple(n for n in names if getattr(tokens, n))


def clean_up_heroes(tape: QuestRecorder) -> None:
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
