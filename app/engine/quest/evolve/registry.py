"""Applying quest events to the quest state: one handler per event type (never fails, never
rolls; DESIGN principle 1)."""

from __future__ import annotations

from app.engine.kernel.model import EventBase
from app.engine.quest.events.lifecycle import QuestStarted
from app.engine.quest.evolve.effects import EFFECT_HANDLERS
from app.engine.quest.evolve.fighting import COMBAT_HANDLERS
from app.engine.quest.evolve.turns import TURN_HANDLERS, Handler
from app.engine.quest.model.state import QuestState

QUEST_HANDLERS: dict[str, Handler] = {
    **TURN_HANDLERS,
    **COMBAT_HANDLERS,
    **EFFECT_HANDLERS,
}


def evolve_quest(q: QuestState, event: EventBase) -> QuestState:
    """Apply one quest event (unknown types leave the quest unchanged)."""
    handler = QUEST_HANDLERS.get(event.type)
    return q if handler is None else handler(q, event)


def is_quest_event(event: EventBase) -> bool:
    return event.type in QUEST_HANDLERS or isinstance(event, QuestStarted)
