"""Applying quest events to the quest state: one handler per event type (never fails, never
rolls; DESIGN principle 1)."""

from __future__ import annotations

from app.engine.hunters.quest.evolve.effects import EFFECT_HANDLERS
from app.engine.hunters.quest.evolve.fighting import COMBAT_HANDLERS
from app.engine.hunters.quest.evolve.turns import TURN_HANDLERS
from app.engine.hunters.quest.model.state import QuestState
from app.engine.kernel.model import EventBase
from app.engine.kernel.registry import EventRoutes

QUEST_EVENTS = EventRoutes[QuestState]({**TURN_HANDLERS, **COMBAT_HANDLERS, **EFFECT_HANDLERS})
"""Every event of play in a quest and the function that applies it to the quest (the GM's
corrections of a quest are composed with these by app/engine/hunters/evolve.py)."""


def evolve_quest(q: QuestState, event: EventBase) -> QuestState:
    """Apply one quest event (unknown types leave the quest unchanged: the quest's
    recorder folds every event its handlers emit, the seats' and dice's too)."""
    return QUEST_EVENTS.apply_known(q, event)
