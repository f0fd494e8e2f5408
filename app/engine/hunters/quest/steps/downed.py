"""Falling to 0 Health (ATK-12/13, ENEMY-23, HERO-STATE-01/16, QUEST-42): an enemy is
removed, a hero falls unconscious (or dies under Hero Elimination), an NPC ally is out."""

from __future__ import annotations

from app.engine.hunters.quest.events.allies import AllyEliminated
from app.engine.hunters.quest.events.harm_and_help import (
    EnemyEliminated,
    HeroKilled,
    HeroKnockedOut,
)
from app.engine.hunters.quest.events.lifecycle import GoalReached
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.presence import active_enemies


def knocked_down(tape: QuestRecorder, unit: str, *, by: str | None) -> None:
    """ATK-12/13, ENEMY-23, HERO-STATE-01: removal or unconsciousness at 0 Health (under
    Hero Elimination, death: HERO-STATE-16); the elimination goal is noted when the last
    enemy falls (END-01)."""
    q = tape.quest
    if unit in q.heroes:
        tape.emit(HeroKilled(unit=unit) if q.hero_elimination else HeroKnockedOut(unit=unit))
        return
    if unit in q.allies:  # QUEST-42 (our reading): no unconscious state, no revive
        tape.emit(AllyEliminated(unit=unit, by=by))
        return
    tape.emit(EnemyEliminated(unit=unit, by=by))
    q = tape.quest
    if q.goal.kind == "eliminate_all" and not q.goal_met and not active_enemies(q):
        tape.emit(GoalReached(goal="eliminate_all"))
