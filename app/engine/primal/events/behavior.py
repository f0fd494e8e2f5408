"""Behavior slots and decks, attrition and side decks (P-REACT, P-ATTR, P-MON-06..17)."""

from __future__ import annotations

from typing import Literal

from app.content.schema.primal.monsters import ReactionIcon
from app.engine.kernel.model import EventBase, Viewer
from app.engine.primal.redaction import HIDDEN, hidden


class SlotFilled(EventBase):
    """P-SETUP-16, P-REACT-13: the top behavior card face down into ``slot``; its back
    (``icons``, ``refresh``) is public, its face is not."""

    type: Literal["primal_slot_filled"] = "primal_slot_filled"
    slot: int
    card: str
    icons: tuple[ReactionIcon, ...]
    refresh: int

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        return self if viewer.role == "gm" else self.model_copy(update={"card": HIDDEN})


class BehaviorTriggered(EventBase):
    """P-REACT-03/04: trigger tokens on these slots; ``why`` names the icon."""

    type: Literal["primal_behavior_triggered"] = "primal_behavior_triggered"
    slots: tuple[int, ...]
    why: str
    entered: bool = False


class BehaviorRevealed(EventBase):
    """P-REACT-06: the card in ``slot`` turned face up."""

    type: Literal["primal_behavior_revealed"] = "primal_behavior_revealed"
    slot: int
    card: str
    rampage: bool = False


class BoostPaid(EventBase):
    """P-REACT-08/09/17: the boost's struggle paid; ``cancelled`` by the confused token."""

    type: Literal["primal_boost_paid"] = "primal_boost_paid"
    slot: int
    cost: int
    cancelled: bool = False


class BehaviorDiscarded(EventBase):
    """P-REACT-13, P-ROUND-06/07: the cards of these slots onto the behavior discard."""

    type: Literal["primal_behavior_discarded"] = "primal_behavior_discarded"
    slots: tuple[int, ...]
    why: str = ""


class BehaviorBroughtIn(EventBase):
    """Cards kept out of play join the behavior deck (it is shuffled next)."""

    type: Literal["primal_behavior_brought_in"] = "primal_behavior_brought_in"
    cards: tuple[str, ...]


class SlotUnlocked(EventBase):
    """P-MON-22: the Awakening card leaves ``slot``."""

    type: Literal["primal_slot_unlocked"] = "primal_slot_unlocked"
    slot: int


class AttritionRevealed(EventBase):
    """P-ATTR-02/06: the top attrition card(s) turned over."""

    type: Literal["primal_attrition_revealed"] = "primal_attrition_revealed"
    cards: tuple[str, ...]


class AttritionChecked(EventBase):
    """P-ATTR-03/04/08..10: the card used (the worse one when two were revealed), the
    defensive count and whether the damage was avoided (``prevented``: by Rock)."""

    type: Literal["primal_attrition_checked"] = "primal_attrition_checked"
    hunter: str
    card: str
    defensive: int
    avoided: bool
    prevented: bool = False


class AttritionDiscarded(EventBase):
    """P-ATTR-05: the revealed cards onto the attrition discard pile."""

    type: Literal["primal_attrition_discarded"] = "primal_attrition_discarded"
    cards: tuple[str, ...]


class AttritionPeeked(EventBase):
    """A hunter looked at the top attrition card (only they see which it is)."""

    type: Literal["primal_attrition_peeked"] = "primal_attrition_peeked"
    hunter: str
    card: str

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm" or viewer.controls(self.hunter):
            return self
        return self.model_copy(update={"card": HIDDEN})


class AttritionBroughtIn(EventBase):
    """P-EXP-18: special attrition cards from beside the board into the deck."""

    type: Literal["primal_attrition_brought_in"] = "primal_attrition_brought_in"
    cards: tuple[str, ...]


class SideCardRevealed(EventBase):
    """P-MON-06/07: the Rumble card now active (the previous one discarded)."""

    type: Literal["primal_side_card_revealed"] = "primal_side_card_revealed"
    deck: str
    card: str


class SwarmChanged(EventBase):
    """P-MON-11..13: a Swarm card entered play (``damage`` 0), took damage, or was
    defeated (``defeated``)."""

    type: Literal["primal_swarm_changed"] = "primal_swarm_changed"
    deck: str
    card: str
    damage: int = 0
    defeated: bool = False


class SideDeckReshuffled(EventBase):
    """P-MON-07: the side deck's discard pile becomes its deck, in ``order``."""

    type: Literal["primal_side_deck_reshuffled"] = "primal_side_deck_reshuffled"
    deck: str
    order: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if viewer.role == "gm":
            return self
        return self.model_copy(update={"order": hidden(self.order)})
