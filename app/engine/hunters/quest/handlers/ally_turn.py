"""An NPC ally's turn (QUEST-42): the command that begins one of the actions its quest gives
it."""

from __future__ import annotations

from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.events.allies import AllyActionTaken
from app.engine.hunters.quest.model.units import AllyUnit
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.ally_actions import ally_action_guard
from app.engine.hunters.quest.rules.guards import turn_guard
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def decide_ally_action(tape: QuestRecorder, actor: Actor, cmd: qc.AllyAction) -> Rejection | None:
    """QUEST-42: the NPC ally begins one of the actions its quest gives it."""
    unit = turn_guard(tape, actor, cmd.unit)
    if isinstance(unit, Rejection):
        return unit
    if not isinstance(unit, AllyUnit):
        return reject("not_an_ally", f"{unit.name} plays cards, not an ally's actions.", "QUEST-42")
    problem = ally_action_guard(tape.quest, unit, cmd.action)
    if problem is not None:
        return problem
    tape.emit(AllyActionTaken(unit=unit.id, action=cmd.action))
    return None
