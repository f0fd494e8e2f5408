"""Quest events of the quest's life: it starts, heroes are placed and dealt their opening
hands, reinforcements arrive, goals are reached, and it ends."""

from __future__ import annotations

from typing import ClassVar, Literal

from app.engine.hunters.quest.board.geometry import Space
from app.engine.hunters.quest.model.state import Outcome, QuestState
from app.engine.hunters.quest.model.units import EnemyUnit
from app.engine.hunters.quest.redaction import hidden_cards, redact_quest
from app.engine.kernel.model import EventBase, Viewer


class QuestStarted(EventBase):
    """A quest was set up (QUEST-01..10): the whole initial quest state, self-contained."""

    type: Literal["quest_started"] = "quest_started"
    quest: QuestState

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        return self.model_copy(update={"quest": redact_quest(self.quest, viewer)})


class HeroPlaced(EventBase):
    """QUEST-06: a hero stands on a deployment space."""

    type: Literal["hero_placed"] = "hero_placed"
    unit: str
    at: Space


class OpeningHandChosen(EventBase):
    """QUEST-11: the hero took its opening hand; the rest of the deck was shuffled."""

    type: Literal["opening_hand_chosen"] = "opening_hand_chosen"
    unit: str
    hand: tuple[str, ...]
    draw_pile: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        hand = self.hand if viewer.controls(self.unit) else hidden_cards(self.hand)
        return self.model_copy(update={"hand": hand, "draw_pile": hidden_cards(self.draw_pile)})


class GoalReached(EventBase):
    """END-01: the quest goal is achieved; the round is still played to its end."""

    type: Literal["goal_reached"] = "goal_reached"
    goal: str


class HeroRecovered(EventBase):
    """END-05: an unconscious hero recovers 1 Health at the end of the quest."""

    type: Literal["hero_recovered"] = "hero_recovered"
    unit: str


class QuestEnded(EventBase):
    """END-01..03: the quest is over; ``finding_rolls`` are the D6 per finding (TERR-15)."""

    type: Literal["quest_ended"] = "quest_ended"
    quest: str
    outcome: Outcome
    round: int
    reason: str
    finding_rolls: dict[str, tuple[int, ...]] = {}


class EnemiesArrived(EventBase):
    """QUEST-21: reinforcements deployed at the start of the round; they act in it.
    ``round`` is the round whose waves they are (those waves are done); None only in logs
    written before schema 2 (the round in progress)."""

    type: Literal["enemies_arrived"] = "enemies_arrived"
    schema_version: ClassVar[int] = 2
    units: tuple[EnemyUnit, ...]
    round: int | None = None
