"""Which action an NPC ally may begin (QUEST-22/25/42), shared by decide() and
legal_commands()."""

from __future__ import annotations

from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import AllyUnit
from app.engine.hunters.quest.rules.activity_checks import ally_action_possible
from app.engine.hunters.quest.rules.guards import not_its_action
from app.engine.kernel.rejections import Rejection, reject


def ally_action_guard(q: QuestState, ally: AllyUnit, index: int) -> Rejection | None:
    """QUEST-22/25/42: no action in progress, one left, an action of its own, and some
    activity of it possible now (an NPC ally has no cards to cycle through)."""
    actions = q.defs.allies[ally.ally].actions
    if q.action is not None:
        return reject("action_in_progress", "Finish the action in progress first.", "QUEST-25")
    if index >= len(actions):
        return not_its_action(ally.name, f"take action {index + 1}")
    if q.actions_left <= 0:
        return reject("no_actions", f"{ally.name} has no actions left.", "QUEST-22")
    if not ally_action_possible(q, ally, actions[index]):
        return reject(
            "not_possible", "None of that action's activities is possible now.", "QUEST-25"
        )
    return None


def ally_action_commands(q: QuestState, ally: AllyUnit) -> list[qc.AllyAction]:
    """legal_commands: each action of the ally it could begin now."""
    count = len(q.defs.allies[ally.ally].actions)
    return [
        qc.AllyAction(unit=ally.id, action=index)
        for index in range(count)
        if ally_action_guard(q, ally, index) is None
    ]
