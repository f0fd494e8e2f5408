"""The GM's corrections of a quest (issue 15): each checks its target and value, and
records the value before and after with the GM's reason. A correction never rolls and
never plays on by itself beyond what the flow does after any command."""

from __future__ import annotations

from app.engine.hunters.corrections.quest import commands as c
from app.engine.hunters.corrections.quest.events import (
    HealthCorrected,
    MoraleCorrected,
    PlaceCorrected,
    QuestEndedByGm,
    TokensCorrected,
)
from app.engine.hunters.corrections.quest.rules import (
    correction_guard,
    correction_target,
    health_problem,
    morale_problem,
    place_problem,
    tokens_problem,
)
from app.engine.hunters.quest.decide import QuestHandler
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.steps.rounds import end_quest
from app.engine.kernel.model import Actor
from app.engine.kernel.registry import CommandRoutes
from app.engine.kernel.rejections import Rejection


def correct_health(tape: QuestRecorder, actor: Actor, cmd: c.CorrectHealth) -> Rejection | None:
    unit = correction_target(tape.quest, actor, cmd.unit)
    if isinstance(unit, Rejection):
        return unit
    problem = health_problem(tape.quest, unit, cmd.health)
    if problem is not None:
        return problem
    tape.emit(
        HealthCorrected(unit=unit.id, before=unit.health, after=cmd.health, reason=cmd.reason)
    )
    return None


def correct_morale(tape: QuestRecorder, actor: Actor, cmd: c.CorrectMorale) -> Rejection | None:
    unit = correction_target(tape.quest, actor, cmd.unit)
    if isinstance(unit, Rejection):
        return unit
    problem = morale_problem(unit, cmd.morale)
    if problem is not None:
        return problem
    assert isinstance(unit, HeroUnit)
    tape.emit(
        MoraleCorrected(unit=unit.id, before=unit.morale, after=cmd.morale, reason=cmd.reason)
    )
    return None


def correct_tokens(tape: QuestRecorder, actor: Actor, cmd: c.CorrectTokens) -> Rejection | None:
    unit = correction_target(tape.quest, actor, cmd.unit)
    if isinstance(unit, Rejection):
        return unit
    problem = tokens_problem(cmd.token, cmd.amount)
    if problem is not None:
        return problem
    before = int(getattr(unit.tokens, cmd.token))
    tape.emit(
        TokensCorrected(
            unit=unit.id, token=cmd.token, before=before, after=cmd.amount, reason=cmd.reason
        )
    )
    return None


def correct_place(tape: QuestRecorder, actor: Actor, cmd: c.CorrectPlace) -> Rejection | None:
    unit = correction_target(tape.quest, actor, cmd.unit)
    if isinstance(unit, Rejection):
        return unit
    problem = place_problem(tape.quest, cmd.at)
    if problem is not None:
        return problem
    tape.emit(PlaceCorrected(unit=unit.id, before=unit.at, after=cmd.at, reason=cmd.reason))
    return None


def end_quest_now(tape: QuestRecorder, actor: Actor, cmd: c.EndQuest) -> Rejection | None:
    """The GM ends the quest as a victory or a defeat; END-05..12 follow as after any end."""
    problem = correction_guard(tape.quest, actor)
    if problem is not None:
        return problem
    tape.emit(QuestEndedByGm(quest=tape.quest.quest, outcome=cmd.outcome, reason=cmd.reason))
    end_quest(tape, cmd.outcome, f"the GM ended it: {cmd.reason}")
    return None


QUEST_CORRECTIONS = CommandRoutes[QuestHandler](
    {
        c.CorrectHealth: correct_health,
        c.CorrectMorale: correct_morale,
        c.CorrectTokens: correct_tokens,
        c.CorrectPlace: correct_place,
        c.EndQuest: end_quest_now,
    }
)
"""Each GM correction of a quest and its handler (on the quest's recorder)."""
