"""The recorder decide() writes on: each emitted event is applied at once, so the rules
always read the state that the events so far lead to."""

from __future__ import annotations

from collections.abc import Callable

from app.engine.model import EventBase
from app.engine.quest.state import QuestState
from app.engine.rng import Dice
from app.engine.state import CampaignState

Evolve = Callable[[CampaignState, EventBase], CampaignState]


class Tape:
    """Events decided so far, the state they lead to, and the dice to draw from."""

    def __init__(self, state: CampaignState, dice: Dice, evolve: Evolve) -> None:
        self.state = state
        self.dice = dice
        self.events: list[EventBase] = []
        self._evolve = evolve

    @property
    def quest(self) -> QuestState:
        quest = self.state.quest
        assert quest is not None, "the tape is used only while a quest runs"
        return quest

    def emit(self, *events: EventBase) -> None:
        for event in events:
            self.events.append(event)
            self.state = self._evolve(self.state, event)

    def seat_of(self, unit: str) -> str | None:
        return self.state.seat_of_hero(unit)
