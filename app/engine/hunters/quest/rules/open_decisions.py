"""The open decision a command answers (DESIGN principle 2): found by kind and unit, answerable
only by its deciders or the GM."""

from __future__ import annotations

from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.rules.guards import quest_guard
from app.engine.kernel.decisions import DecisionBase
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject


def open_of(
    q: QuestState, actor: Actor, kind: str, unit: str | None = None
) -> DecisionBase | Rejection:
    """The open decision of ``kind`` (for ``unit``) that ``actor`` may answer."""
    quest = quest_guard(q)
    if isinstance(quest, Rejection):
        return quest
    for decision in quest.pending:
        if decision.kind != kind or (unit is not None and getattr(decision, "unit", None) != unit):
            continue
        if actor.role == "gm" or (actor.role == "seat" and actor.seat in decision.deciders):
            return decision
        return reject("not_your_decision", "Another player makes this choice.")
    return reject("no_decision", "Nothing of that kind is waiting to be decided.")


def answered_by(actor: Actor) -> str | None:
    return actor.seat if actor.role == "seat" else actor.role
