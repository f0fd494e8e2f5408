"""The attrition check read from the state (P-ATTR-02..12, P-MON-17)."""

from __future__ import annotations

from app.content.schema.primal.monsters import AttritionCard
from app.engine.primal.model.hunters import HunterState
from app.engine.primal.model.state import PrimalState
from app.engine.primal.rules.cards import colored_count, defensive_count


def avoids(s: PrimalState, hunter: HunterState, card: AttritionCard) -> bool:
    """P-ATTR-04/09/10: enough defensive cards (defense tokens count), or, for a card with
    color requirements, one requirement met by cards of those colors (tokens never)."""
    if card.needs:
        return any(colored_count(s, hunter, need.color) >= need.count for need in card.needs)
    return defensive_count(s, hunter) >= card.value


def badness(s: PrimalState, hunter: HunterState, card: AttritionCard) -> tuple[int, int, int]:
    """How bad a card is for avoiding the damage (higher is worse): failing first, then
    extra effects, then the value (P-ATTR-06/09, P-MON-17; P-GLOSS-02 for the rest)."""
    fails = not avoids(s, hunter, card)
    extra = len(card.effects) + (len(card.on_fail) if fails else 0)
    return int(fails), extra, card.value


def worse_card(s: PrimalState, hunter: HunterState, cards: tuple[str, ...]) -> str:
    """P-ATTR-06: of the revealed cards, the one worst for avoiding the damage (the
    first revealed when they are as bad)."""
    ranked = [(badness(s, hunter, s.defs.attrition_card(c)), -i, c) for i, c in enumerate(cards)]
    return max(ranked)[2]


def current_attrition_level(s: PrimalState) -> int:
    """P-ATTR-12: the value of the top card of the attrition discard pile (0: none)."""
    if not s.attrition.discard:
        return 0
    return s.defs.attrition_card(s.attrition.discard[-1]).value
