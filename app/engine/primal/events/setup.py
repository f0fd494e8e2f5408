"""The fight's start (P-SETUP-01..18) and the shuffles (randomness lives in events:
each shuffle records the order it produced, and replay never shuffles)."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase, Viewer
from app.engine.primal.model.board import BoardState
from app.engine.primal.model.hunters import HunterState
from app.engine.primal.model.monster import (
    AttritionState,
    BehaviorState,
    MonsterState,
    SideDeckState,
)
from app.engine.primal.model.options import PrimalOptions
from app.engine.primal.model.state import FightDefinitions
from app.engine.primal.redaction import hidden


class FightStarted(EventBase):
    """The table as it is set up before any shuffle: decks in their listed order (a deck
    list is known to everyone), the board with its terrain, the monster in Stance I with
    10 health (P-SETUP-18), the aggro token given (P-SETUP-14)."""

    type: Literal["primal_fight_started"] = "primal_fight_started"
    fight: str
    pack: str
    content_hash: str
    mode: str
    level: int
    defs: FightDefinitions
    options: PrimalOptions
    seats: dict[str, str]
    order: tuple[str, ...]
    hunters: dict[str, HunterState]
    monster: MonsterState
    behavior: BehaviorState
    attrition: AttritionState
    side_decks: dict[str, SideDeckState]
    board: BoardState
    aggro: str


Pile = Literal["deck", "behavior", "attrition", "side_deck", "instinct"]


class PileShuffled(EventBase):
    """A pile was shuffled into ``order`` (top first): a hunter's deck (``merged`` with
    the discard pile, or the discard pile alone forming a new deck: P-TURN-52, P-KO-06),
    the behavior deck (P-SETUP-07, P-REACT-20), the attrition deck (P-SETUP-09,
    P-ATTR-07), a side deck, or the Awakened's instinct cards (``instinct``: the first
    ones join its deck, P-EXP-19). Nobody but the GM sees the order."""

    type: Literal["primal_pile_shuffled"] = "primal_pile_shuffled"
    pile: Pile
    hunter: str | None = None
    deck: str | None = None
    order: tuple[str, ...]
    from_discard: bool = False
    merged: bool = False
    keep: int | None = None
    """``instinct``: how many of the shuffled cards are kept."""

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"order": hidden(self.order)})
