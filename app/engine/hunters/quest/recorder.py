"""The quest's recorder: the kernel's Recorder over the quest state, plus who sits behind
each hero (the campaign's seats, fixed while one command is decided).

Quest rules read only the quest and the seats; the campaign around the quest is the
top-level engine's business (app/engine/hunters/quest_start.py hands a quest its party).
"""

from __future__ import annotations

from app.engine.hunters.quest.evolve.registry import evolve_quest
from app.engine.hunters.quest.model.state import QuestState
from app.engine.kernel.deciders import SeatOf
from app.engine.kernel.dice import Dice
from app.engine.kernel.recorder import Evolve, Recorder


class QuestRecorder(Recorder[QuestState]):
    """Quest events decided so far, the quest they lead to, the dice, and the seats."""

    def __init__(
        self,
        quest: QuestState,
        dice: Dice,
        seat_of: SeatOf,
        evolve: Evolve[QuestState] = evolve_quest,
    ) -> None:
        """``evolve`` is the quest's own by default; the GM's corrections, which live
        outside the quest's layers, fold theirs too (app/engine/hunters/corrections/quest/)."""
        super().__init__(quest, dice, evolve)
        self._seat_of = seat_of

    @property
    def quest(self) -> QuestState:
        return self.state

    def seat_of(self, hero: str) -> str | None:
        return self._seat_of(hero)
