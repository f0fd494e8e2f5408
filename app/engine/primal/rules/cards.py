"""Cards read from the state: colors, keywords, blank cards, stamina (P-TURN-08..25,
P-GLOSS-07/13/14)."""

from __future__ import annotations

from app.content.schema.primal.cards import ActionCard
from app.content.schema.primal.common import CardMatch
from app.engine.primal.model.hunters import HunterState, Placed, content_id
from app.engine.primal.model.state import PrimalState


def card_def(s: PrimalState, card: str) -> ActionCard:
    return s.defs.card(card)


def matches(card: ActionCard | None, match: CardMatch) -> bool:
    """A color icon, a type icon (P-TURN-36), the aggro icon (P-TURN-25) or any card."""
    if card is None or card.kind != "action":
        return False
    if match == "any":
        return True
    if match == "aggro":
        return card.aggro
    if match == "offensive":
        return card.color in ("attack", "maneuver")
    if match == "defensive":
        return card.color in ("parry", "dodge")
    return card.color == match


def placed_matches(s: PrimalState, placed: Placed, match: CardMatch) -> bool:
    """A card of the sequence matches an icon; a Debility card placed there has no
    color (P-MON-09 reading: it is placed, not played)."""
    return placed.played and matches(card_def(s, placed.card), match)


def is_blank(s: PrimalState, hunter: HunterState, card: str, placed: Placed | None = None) -> bool:
    """P-GLOSS-07: exhausted (P-GLOSS-14) or played while dazed (P-GLOSS-13)."""
    return card in hunter.exhausted or (placed is not None and placed.blank)


def stamina_of(s: PrimalState, card: str) -> int:
    """P-TURN-08: the stamina icons in the bottom-left corner."""
    return card_def(s, card).stamina


def defensive_count(s: PrimalState, hunter: HunterState) -> int:
    """P-ATTR-03: parry and dodge cards in the sequence not covered by a disrupt
    token, plus defense tokens."""
    cards = sum(1 for p in hunter.sequence if not p.disrupted and placed_matches(s, p, "defensive"))
    return cards + hunter.defense_tokens


def colored_count(s: PrimalState, hunter: HunterState, color: CardMatch) -> int:
    """Cards of one color in the sequence (defense tokens never count, P-ATTR-10)."""
    return sum(1 for p in hunter.sequence if not p.disrupted and placed_matches(s, p, color))


def aggro_cards_in_hands(s: PrimalState) -> int:
    """P-GLOSS-23: aggro cards in all hands together."""
    return sum(1 for h in s.hunters.values() for c in h.hand if matches(card_def(s, c), "aggro"))


def hand_limit(hunter: HunterState) -> int:
    """P-TURN-51: 5 unless a card changes it."""
    return max(0, hunter.hand_limit + sum(m.amount for m in hunter.hand_limit_mods))


def weapon_damage(hunter: HunterState) -> int:
    """P-DMG-20: the printed damage plus every active modifier."""
    return max(0, hunter.weapon_damage + sum(m.amount for m in hunter.weapon_bonuses))


def cards_after_fight(s: PrimalState, hunter: str) -> tuple[str, ...]:
    """P-END-06, P-KO-17, P-MON-10: what the hunter takes from the fight: every card of
    theirs but the Wound and Debility cards (content ids, sorted)."""
    h = s.hunters[hunter]
    return tuple(sorted(content_id(c) for c in h.cards() if card_def(s, c).kind == "action"))
