"""Performing the activities other than Move and attacks (QUEST-24..33, HERO-STATE-03/07,
QUEST-43): an activity begins (a basic action pays its discarded card first), heal, spells,
tokens and hiding write their events."""

from __future__ import annotations

from app.content.schema.activities import (
    GainTokensActivity,
    HealActivity,
    SpellActivity,
)
from app.content.schema.effects import Push
from app.engine.hunters.quest.events.actions import ActivityBegun, BasicActionTaken
from app.engine.hunters.quest.events.harm_and_help import HeroHid, SpellCast
from app.engine.hunters.quest.model.state import BasicActionName, QuestState
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.basic_actions import BASIC_ACTIVITIES
from app.engine.hunters.quest.steps.effects import apply_effect, gain_tokens, heal


def emit_heal(tape: QuestRecorder, hero: str, activity: HealActivity, target: str) -> None:
    heal(tape, target, activity.amount, hero)


def emit_spell(
    tape: QuestRecorder, hero: str, activity: SpellActivity, targets: tuple[str, ...]
) -> None:
    pushes = any(isinstance(e, Push) for e in activity.effects)
    tape.emit(
        SpellCast(
            unit=hero,
            targets=targets,
            effects=activity.effects,
            to_push=tuple(t for t in targets if t != hero) if pushes else (),
        )
    )
    for target in targets:
        for effect in activity.effects:
            if not isinstance(effect, Push) and _still_there(tape.quest, target):
                apply_effect(tape, hero, target, effect)


def _still_there(q: QuestState, unit: str) -> bool:
    if unit in q.heroes:
        return q.heroes[unit].is_on_board
    return q.miniature(unit).is_active_miniature


def emit_tokens(tape: QuestRecorder, activity: GainTokensActivity, recipient: str) -> None:
    gain_tokens(tape, recipient, activity.token, activity.amount)


def emit_hide(tape: QuestRecorder, hero: str, card: str | None) -> None:
    tape.emit(HeroHid(unit=hero, card=card))


def begin_activity(
    tape: QuestRecorder,
    hero: str,
    index: int,
    *,
    basic: BasicActionName | None = None,
    discard: str | None = None,
) -> None:
    """An activity starts: a basic action first pays its discarded card (QUEST-23)."""
    if basic is not None and discard is not None:
        tape.emit(
            BasicActionTaken(
                unit=hero, action=basic, discarded=discard, activities=BASIC_ACTIVITIES[basic]
            )
        )
    tape.emit(ActivityBegun(unit=hero, index=index))
