"""The recorder decide() writes on: each emitted event is applied at once, so the rules
always read the state that the events so far lead to.

Quest events only change the quest, so the tape folds them into the quest alone and
rebuilds the campaign around it when someone asks for it (one copy less per event).
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine.kernel.copying import changed
from app.engine.kernel.dice import Dice
from app.engine.kernel.model import EventBase
from app.engine.quest.evolve.registry import QUEST_HANDLERS, evolve_quest
from app.engine.quest.model.state import QuestState
from app.engine.state import CampaignState

Evolve = Callable[[CampaignState, EventBase], CampaignState]
CAMPAIGN_EVENTS = frozenset({"quest_started", "quest_ended"})
"""Quest events that also change the campaign around the quest."""


class Tape:
    """Events decided so far, the state they lead to, and the dice to draw from."""

    def __init__(self, state: CampaignState, dice: Dice, evolve: Evolve) -> None:
        self._state = state
        self._quest = state.quest
        self.dice = dice
        self.events: list[EventBase] = []
        self._evolve = evolve

    @property
    def state(self) -> CampaignState:
        if self._state.quest is not self._quest:
            self._state = changed(self._state, quest=self._quest)
        return self._state

    @property
    def quest(self) -> QuestState:
        assert self._quest is not None, "the tape is used only while a quest runs"
        return self._quest

    def emit(self, *events: EventBase) -> None:
        for event in events:
            self.events.append(event)
            quest_only = event.type in QUEST_HANDLERS and event.type not in CAMPAIGN_EVENTS
            if self._quest is not None and quest_only:
                self._quest = evolve_quest(self._quest, event)
                continue
            self._state = self._evolve(self.state, event)
            self._quest = self._state.quest

    def seat_of(self, unit: str) -> str | None:
        return self._state.seat_of_hero(unit)
