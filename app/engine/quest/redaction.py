"""Hiding what a viewer may not see of a quest (DESIGN principle 5).

Deck orders are hidden from everyone but the GM (the owner of a hero's pile sees what
is left in it, sorted); another seat's hand and pile show only their sizes. Hidden
cards become ``HIDDEN_CARD`` placeholders, so counts stay visible and nothing else does.
Nothing about an NPC ally is hidden (QUEST-42: it has no cards): ``allies`` and its
definitions are shown to everyone as they are.
"""

from __future__ import annotations

from app.engine.kernel.model import Viewer
from app.engine.quest.model.decisions import OpeningHandDecision
from app.engine.quest.model.state import QuestState
from app.engine.quest.model.units import EnemyDeck, HeroUnit

HIDDEN_CARD = "?"


def hidden_cards(cards: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(HIDDEN_CARD for _ in cards)


def redact_hero(hero: HeroUnit, viewer: Viewer) -> HeroUnit:
    """A hero board as ``viewer`` sees it: draw pile order never, the hand only its owner."""
    if viewer.role == "gm":
        return hero
    # The owner knows what is left in their pile, never its order: show it sorted.
    update: dict[str, object] = {"draw_pile": tuple(sorted(hero.draw_pile))}
    if not viewer.controls(hero.id):
        update["hand"] = hidden_cards(hero.hand)
        update["draw_pile"] = hidden_cards(hero.draw_pile)
    return hero.model_copy(update=update)


def redact_enemy_deck(deck: EnemyDeck, viewer: Viewer) -> EnemyDeck:
    if viewer.role == "gm":
        return deck
    return deck.model_copy(update={"draw_pile": hidden_cards(deck.draw_pile)})


def redact_quest(quest: QuestState, viewer: Viewer) -> QuestState:
    """The quest state with every hidden fact replaced by placeholders."""
    if viewer.role == "gm":
        return quest
    heroes = {k: redact_hero(h, viewer) for k, h in quest.heroes.items()}
    decks = {k: redact_enemy_deck(d, viewer) for k, d in quest.enemy_decks.items()}
    pending = tuple(
        d.model_copy(update={"cards": hidden_cards(d.cards), "default": ()})
        if isinstance(d, OpeningHandDecision) and not viewer.controls(d.unit)
        else d
        for d in quest.pending
    )
    return quest.model_copy(update={"heroes": heroes, "enemy_decks": decks, "pending": pending})
