"""Hiding what a viewer may not see of a quest (DESIGN principle 5).

Deck orders are hidden from everyone but the GM (the owner of a hero's pile sees what
is left in it, sorted); another seat's hand and pile show only their sizes. Hidden
cards become ``HIDDEN_CARD`` placeholders, so counts stay visible and nothing else does.
Nothing about an NPC ally is hidden (QUEST-42: it has no cards): ``allies`` and its
definitions are shown to everyone as they are.
"""

from __future__ import annotations

from app.engine.hunters.quest.model.decisions import (
    Decision,
    OpeningHandDecision,
    ReactionChoiceDecision,
    ReactionOffer,
    ReactionWindow,
)
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import EnemyDeck, HeroUnit
from app.engine.kernel.model import Viewer

HIDDEN_CARD = "?"


def hidden_cards(cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(HIDDEN_CARD for _ in cards)


def redact_hero(hero: HeroUnit, viewer: Viewer) -> HeroUnit:
    """A hero board as ``viewer`` sees it: draw pile order never, the hand only its owner."""
    if viewer.role == "gm":
        return hero
    # The owner knows what is left in their pile, never its order: show it sorted.
    update: dict[str, object] = {"draw_pile": tuple(sorted(hero.draw_pile))}
    if not viewer.sees_hand_of(hero.id):
        update["hand"] = hidden_cards(hero.hand)
    if not viewer.controls(hero.id):
        update["draw_pile"] = hidden_cards(hero.draw_pile)
    return hero.model_copy(update=update)


def redact_enemy_deck(deck: EnemyDeck, viewer: Viewer) -> EnemyDeck:
    if viewer.role == "gm":
        return deck
    return deck.model_copy(update={"draw_pile": hidden_cards(deck.draw_pile)})


def redact_decision(decision: Decision, viewer: Viewer) -> Decision:
    """A pending decision as ``viewer`` may see it. Another hero's opening-hand choice
    shows no cards. With closed hands a reaction window (QUEST-34..37) says whom it
    waits on only to that seat: a window opens only for seats holding a playable
    reaction, so its deciders, passes and offers would tell the others what is in a
    hand; they see only that the table waits on a reaction."""
    if viewer.role == "gm":
        return decision
    if isinstance(decision, OpeningHandDecision) and not viewer.controls(decision.unit):
        return decision.model_copy(update={"cards": hidden_cards(decision.cards), "default": ()})
    if viewer.open_hands:
        return decision
    if isinstance(decision, ReactionWindow):
        mine = {viewer.seat} if viewer.role == "seat" else set()
        return decision.model_copy(
            update={
                "deciders": tuple(s for s in decision.deciders if s in mine),
                "passed": tuple(s for s in decision.passed if s in mine),
                "offers": tuple(o for o in decision.offers if o.seat in mine),
            }
        )
    if isinstance(decision, ReactionChoiceDecision) and viewer.seat not in decision.deciders:
        offers = tuple(o for o in decision.offers if o.seat == viewer.seat)
        hidden = ReactionOffer(seat="", unit="", card=HIDDEN_CARD)
        return decision.model_copy(update={"offers": offers, "default": hidden})
    return decision


def is_private_to_seat(seat: str, viewer: Viewer) -> bool:
    """Whether a fact about ``seat``'s reactions is hidden from ``viewer`` (closed hands)."""
    return not (viewer.role == "gm" or viewer.open_hands or viewer.seat == seat)


def redact_quest(quest: QuestState, viewer: Viewer) -> QuestState:
    """The quest state with every hidden fact replaced by placeholders."""
    if viewer.role == "gm":
        return quest
    heroes = {k: redact_hero(h, viewer) for k, h in quest.heroes.items()}
    decks = {k: redact_enemy_deck(d, viewer) for k, d in quest.enemy_decks.items()}
    pending = tuple(redact_decision(d, viewer) for d in quest.pending)
    return quest.model_copy(update={"heroes": heroes, "enemy_decks": decks, "pending": pending})
