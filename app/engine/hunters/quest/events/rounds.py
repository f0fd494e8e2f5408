"""Quest events of rounds and turns (QUEST-12..22): drawing, reshuffling, the turn order, turns
starting and ending."""

from __future__ import annotations

from typing import ClassVar, Literal

from app.engine.hunters.quest.redaction import hidden_cards
from app.engine.kernel.model import EventBase, Viewer


class RoundStarted(EventBase):
    """QUEST-12/13: the round marker moved to ``round``."""

    type: Literal["round_started"] = "round_started"
    round: int


class CardsDrawn(EventBase):
    """QUEST-15: a hero drew from its pile up to the hand limit."""

    type: Literal["cards_drawn"] = "cards_drawn"
    unit: str
    cards: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm" or viewer.controls(self.unit):
            return self
        return self.model_copy(update={"cards": hidden_cards(self.cards)})


class DeckReshuffled(EventBase):
    """QUEST-16: the used cards became the new draw pile, in this (hidden) order."""

    type: Literal["deck_reshuffled"] = "deck_reshuffled"
    unit: str
    draw_pile: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"draw_pile": hidden_cards(self.draw_pile)})


class TurnOrderSet(EventBase):
    """QUEST-17..20: the order of this round's turns (fixed until the round ends)."""

    type: Literal["turn_order_set"] = "turn_order_set"
    order: tuple[str, ...]


class TurnStarted(EventBase):
    """QUEST-22, ENEMY-04: a miniature's turn began. ``statuses`` are the Stun and
    Immobilize it begins the turn under (TRAIT-22/24: they last for this turn); None only
    in logs written before schema 2, where the unit's tokens at that moment say it."""

    type: Literal["turn_started"] = "turn_started"
    schema_version: ClassVar[int] = 2
    unit: str
    actions: int = 0
    statuses: tuple[Literal["stun", "immobilize"], ...] | None = None


class TurnEnded(EventBase):
    """QUEST-22: the miniature's turn is over."""

    type: Literal["turn_ended"] = "turn_ended"
    unit: str


class RoundEnded(EventBase):
    """QUEST-14: every miniature has had its turn."""

    type: Literal["round_ended"] = "round_ended"
    round: int
