"""The scripted party's deck of 20 (DEV-15): the best cards of those a hero owns, by what
their activities do for this hero.

An attack counts most (more with its to-hit modifier and its own dice), a heal next, a
spell or tokens after; a move or an interaction least, since a basic action gives both
(QUEST-24). An attack that needs a weapon of a kind the hero has not on its slots
(ATK-04) counts nothing: the medic without a blade keeps its weaponless splashes and
powders rather than its scalpel. A card bought with XP is kept before an equal starting
card; among equals, the ids with fewer copies in the deck so far, so the deck keeps its
variety.
"""

from __future__ import annotations

from collections import Counter

from app.content.catalog import Catalog
from app.content.schema.activities import Activity
from app.content.schema.cards import ActionCard
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.campaign.rules import development as dev

BOUGHT = 0.5
"""What an advanced card counts beyond its activities: the party paid XP for it."""


def weapon_kinds(content: Catalog, hero: HeroBoard) -> set[str]:
    """The attack kinds of the weapons on the hero's slots (ATK-04)."""
    kinds: set[str] = set()
    for item_id in hero.equipment:
        item = content.equipment.get(item_id)
        if item is None or item.category != "weapon":
            continue
        kinds |= {a.kind for a in (item.attack, item.alt_attack) if a is not None}
    return kinds


def activity_worth(activity: Activity, kinds: set[str]) -> float:
    match activity.do:
        case "attack":
            if not activity.weaponless and activity.kind not in kinds:
                return 0.0
            return 4.0 + activity.to_hit + (activity.dice or 2)
        case "heal":
            return 3.0 + activity.amount
        case "spell" | "activate_ability":
            return 3.0
        case "gain_tokens":
            return 2.0
        case "move" | "interact":
            return 1.0
    return 0.5


def card_worth(card: ActionCard, kinds: set[str]) -> float:
    """What a card's activities are worth to a hero with weapons of ``kinds``."""
    worth = sum(activity_worth(a, kinds) for a in card.action)
    return worth + (0.0 if card.is_starting else BOUGHT)


def best_deck(content: Catalog, hero: HeroBoard) -> tuple[str, ...]:
    """DEV-15: the 20 cards worth most to this hero, one at a time so that among equal
    cards the id with fewer copies taken so far comes first."""
    kinds = weapon_kinds(content, hero)
    left = Counter(hero.cards)
    taken: Counter[str] = Counter()
    while sum(taken.values()) < dev.DECK_SIZE and left:
        pick = max(
            left,
            key=lambda c: (card_worth(content.cards[c], kinds), -taken[c], c),
        )
        taken[pick] += 1
        left[pick] -= 1
        if left[pick] == 0:
            del left[pick]
    return tuple(sorted(taken.elements()))
