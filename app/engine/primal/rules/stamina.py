"""Stamina costs (P-TURN-08..12): paid by discarding cards from hand, each giving its
stamina icons, and a held stamina token for 1.

A payment is **minimal** (our reading, docs/rules-decisions.md): it reaches the cost and
no card or token of it could be left out and still reach it (the surplus of the last
card is lost, P-TURN-09, but no card is discarded for nothing).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from app.content.schema.primal.cards import ActionCard
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.turn import CostCut
from app.engine.primal.rules.cards import card_def, matches, stamina_of

Payment = tuple[tuple[str, ...], bool]


def is_minimal(s: PrimalState, cards: tuple[str, ...], token: bool, cost: int) -> bool:
    gains = [stamina_of(s, c) for c in cards] + ([1] if token else [])
    total = sum(gains)
    if total < cost:
        return False
    return all(total - gain < cost for gain in gains)


def can_pay(
    s: PrimalState, hunter: str, cards: tuple[str, ...], token: bool, cost: int,
    exclude: tuple[str, ...] = (),
) -> bool:  # fmt: skip
    """The cards are in the hunter's hand (each once, not the card being played), the
    token is held, and together they pay ``cost`` minimally."""
    h = s.hunters[hunter]
    hand = list(h.hand)
    for card in (*exclude, *cards):
        if card not in hand:
            return False
        hand.remove(card)
    if token and h.stamina_tokens < 1:
        return False
    return is_minimal(s, cards, token, cost)


def payments(
    s: PrimalState, hunter: str, cost: int, exclude: tuple[str, ...] = ()
) -> Iterator[Payment]:
    """Every minimal payment of ``cost`` from the hand (less ``exclude``)."""
    h = s.hunters[hunter]
    hand = list(h.hand)
    for card in exclude:
        if card in hand:
            hand.remove(card)
    useful = [c for c in hand if stamina_of(s, c) > 0]
    tokens = (False, True) if h.stamina_tokens else (False,)
    for token in tokens:
        for size in range(0, min(cost, len(useful)) + 1):
            for cards in combinations(useful, size):
                if is_minimal(s, cards, token, cost):
                    yield cards, token


def most_stamina(s: PrimalState, hunter: str, exclude: tuple[str, ...] = ()) -> int:
    """All the stamina the hand (less ``exclude``) and the token could give."""
    h = s.hunters[hunter]
    hand = list(h.hand)
    for card in exclude:
        if card in hand:
            hand.remove(card)
    return sum(stamina_of(s, c) for c in hand) + h.stamina_tokens


def cost_cut_for(s: PrimalState, card: ActionCard) -> tuple[int, int | None]:
    """The cost cut the card uses (the first that fits) and its index."""
    if s.turn is None or card.cost == "X":
        return 0, None
    for index, cut in enumerate(s.turn.cost_cuts):
        if matches(card, cut.match):
            return cut.amount, index
    return 0, None


def card_cost(s: PrimalState, card: str, x: int) -> int:
    """P-TURN-12/16: the printed cost (X: the X chosen, never reduced), less a cut."""
    definition = card_def(s, card)
    if definition.cost == "X":
        return x
    cut, _ = cost_cut_for(s, definition)
    return max(0, definition.cost - cut)


__all__ = ["CostCut", "Payment", "can_pay", "card_cost", "payments"]
