"""The recorder decide() writes on (DESIGN principle 1).

Every event a rule emits is applied at once through the layer's own evolve, so the rules
always read the state that the events so far lead to; when the command is decided, the
recorded events are decide's answer. A layer's recorder holds that layer's state only
(the quest's holds a QuestState), so one event costs one copy of the layer, never of
the whole campaign.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from app.engine.kernel.dice import Dice
from app.engine.kernel.model import EventBase

State = TypeVar("State")
Evolve = Callable[[State, EventBase], State]


class Recorder(Generic[State]):
    """Events decided so far, the state they lead to, and the dice to draw from."""

    def __init__(self, state: State, dice: Dice, evolve: Callable[[State, EventBase], State]):
        self._state = state
        self._evolve = evolve
        self.dice = dice
        self.events: list[EventBase] = []

    @property
    def state(self) -> State:
        return self._state

    def emit(self, *events: EventBase) -> None:
        for event in events:
            self.events.append(event)
            self._state = self._evolve(self._state, event)
