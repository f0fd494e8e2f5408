"""The attrition deck: its top card, a reshuffle when it is empty (P-ATTR-07), the
revealed cards to the discard pile (P-ATTR-05)."""

from __future__ import annotations

from app.engine.primal.events.behavior import AttritionDiscarded, AttritionRevealed
from app.engine.primal.events.setup import PileShuffled
from app.engine.primal.recorder import PrimalRecorder


def top_attrition(rec: PrimalRecorder) -> str | None:
    """P-ATTR-07: an empty deck is first formed again from the discard pile."""
    a = rec.state.attrition
    if not a.deck and a.discard:
        order = rec.shuffle("attrition", a.discard)
        rec.emit(PileShuffled(pile="attrition", order=order, from_discard=True))
    deck = rec.state.attrition.deck
    return deck[0] if deck else None


def reveal_attrition(rec: PrimalRecorder, count: int) -> tuple[str, ...]:
    """P-ATTR-02/06: turn over the top card(s), one at a time."""
    cards: list[str] = []
    for _ in range(count):
        card = top_attrition(rec)
        if card is None:
            break
        rec.emit(AttritionRevealed(cards=(card,)))
        cards.append(card)
    return tuple(cards)


def discard_revealed(rec: PrimalRecorder) -> None:
    revealed = rec.state.attrition.revealed
    if revealed:
        rec.emit(AttritionDiscarded(cards=revealed))
