"""A hunter's cards moving between hand, deck, discard pile and sequence."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase, Viewer
from app.engine.primal.redaction import hidden, sees_hand


class CardsDrawn(EventBase):
    """Cards from the top of the deck into the hand (only their owner sees which)."""

    type: Literal["primal_cards_drawn"] = "primal_cards_drawn"
    hunter: str
    cards: tuple[str, ...]

    def for_viewer(self, viewer: Viewer) -> EventBase | None:
        if sees_hand(viewer, self.hunter):
            return self
        return self.model_copy(update={"cards": hidden(self.cards)})


Where = Literal["hand", "deck", "sequence"]


class CardsDiscarded(EventBase):
    """Cards onto the discard pile, face up (``from_`` the hand or the deck's top)."""

    type: Literal["primal_cards_discarded"] = "primal_cards_discarded"
    hunter: str
    cards: tuple[str, ...]
    source: Where = "hand"
    why: str = ""


class CardPlayed(EventBase):
    """P-TURN-16: the cost paid (``paid`` cards and a stamina ``token``), the card at the
    right end of the sequence; ``x`` the X chosen (P-TURN-12)."""

    type: Literal["primal_card_played"] = "primal_card_played"
    hunter: str
    card: str
    paid: tuple[str, ...] = ()
    token: bool = False
    x: int = 0
    blank: bool = False


class StaminaPaid(EventBase):
    """P-TURN-08..10: a stamina cost paid by discarding cards (and a token)."""

    type: Literal["primal_stamina_paid"] = "primal_stamina_paid"
    hunter: str
    cards: tuple[str, ...] = ()
    token: bool = False
    amount: int
    why: str = ""


class SequenceDiscarded(EventBase):
    """P-TURN-50: the sequence onto the discard pile in play order."""

    type: Literal["primal_sequence_discarded"] = "primal_sequence_discarded"
    hunter: str


class CardsPlaced(EventBase):
    """P-MON-09: Debility cards from hand into the sequence (placed, not played)."""

    type: Literal["primal_cards_placed"] = "primal_cards_placed"
    hunter: str
    cards: tuple[str, ...]


class CardsRevealed(EventBase):
    """P-GLOSS-19: cards shown from hand without playing them (Stun, Retaliate,
    Resilience)."""

    type: Literal["primal_cards_revealed"] = "primal_cards_revealed"
    hunter: str
    cards: tuple[str, ...]
    why: str


class CardsAdded(EventBase):
    """Wound or Debility cards from the hunter's reserve into hand or discard pile."""

    type: Literal["primal_cards_added"] = "primal_cards_added"
    hunter: str
    cards: tuple[str, ...]
    to: Literal["hand", "discard"]


class SequenceMarked(EventBase):
    """A card of the sequence is covered by a disrupt token (P-ATTR-11)."""

    type: Literal["primal_sequence_marked"] = "primal_sequence_marked"
    hunter: str
    index: int


class CardExhausted(EventBase):
    """P-GLOSS-14."""

    type: Literal["primal_card_exhausted"] = "primal_card_exhausted"
    hunter: str
    card: str


class PotionConsumed(EventBase):
    """P-ROUND-04: the potion's ability used; the card leaves the game."""

    type: Literal["primal_potion_consumed"] = "primal_potion_consumed"
    hunter: str
    card: str
