"""An NPC ally's turn (QUEST-42): the seat commanding it picks one of the actions its quest
gives it (``ally_action``); its activities are then performed with the heroes' own
activity commands (``move_hero``, ``attack``, ``heal``, ``cast_spell``, ``take_tokens``
with ``unit`` = the ally), checked by the same guards. Anything else (cards, basic
actions, items, Interact, Hide) is refused with QUEST-42."""

from __future__ import annotations

from app.engine.model import Actor
from app.engine.quest import commands as qc
from app.engine.quest.ally_events import AllyActionTaken
from app.engine.quest.guards import not_its_action, turn_guard
from app.engine.quest.possible import ally_action_possible
from app.engine.quest.state import QuestState
from app.engine.quest.tape import Tape
from app.engine.quest.units import AllyUnit
from app.engine.rejections import Rejection, reject


def ally_action_guard(q: QuestState, ally: AllyUnit, index: int) -> Rejection | None:
    """QUEST-22/25/42: no action in progress, one left, an action of its own, and some
    activity of it possible now (an NPC ally has no cards to cycle through)."""
    actions = q.defs.allies[ally.ally].actions
    if q.action is not None:
        return reject("action_in_progress", "Finish the action in progress first.", "QUEST-25")
    if index >= len(actions):
        return not_its_action(ally.name, f"take an action number {index}")
    if q.actions_left <= 0:
        return reject("no_actions", f"{ally.name} has no actions left.", "QUEST-22")
    if not ally_action_possible(q, ally, actions[index]):
        return reject(
            "not_possible", "None of that action's activities is possible now.", "QUEST-25"
        )
    return None


def decide_ally_action(tape: Tape, actor: Actor, cmd: qc.AllyAction) -> Rejection | None:
    """QUEST-42: the NPC ally begins one of the actions its quest gives it."""
    unit = turn_guard(tape.state, actor, cmd.unit)
    if isinstance(unit, Rejection):
        return unit
    if not isinstance(unit, AllyUnit):
        return reject("not_an_ally", f"{unit.name} plays cards, not an ally's actions.", "QUEST-42")
    problem = ally_action_guard(tape.quest, unit, cmd.action)
    if problem is not None:
        return problem
    tape.emit(AllyActionTaken(unit=unit.id, action=cmd.action))
    return None


def ally_action_commands(q: QuestState, ally: AllyUnit) -> list[qc.AllyAction]:
    """legal_commands: each action of the ally it could begin now."""
    count = len(q.defs.allies[ally.ally].actions)
    return [
        qc.AllyAction(unit=ally.id, action=index)
        for index in range(count)
        if ally_action_guard(q, ally, index) is None
    ]
