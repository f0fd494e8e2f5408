"""Whole-pack checks of a Primal campaign book: every id it names exists and fits; each
forge card's gear is of its element and its level (P-CAMP-20), a weapon of its class."""

from __future__ import annotations

from collections.abc import Iterator

from app.content.errors import Problem
from app.content.primal.catalog import PrimalCatalog
from app.content.primal.skill_tree import STEP
from app.content.schema.primal.campaign import CampaignBook, ForgeCard


def check_campaign_books(catalog: PrimalCatalog) -> Iterator[Problem]:
    for book in catalog.campaign.values():
        yield from _quests(catalog, book)
        for index, card in enumerate(book.forge):
            yield from _forge(catalog, book.id, f"forge[{index}]", card)
        yield from _herbalist(catalog, book)
        yield from _trees(catalog, book)


def _quests(catalog: PrimalCatalog, book: CampaignBook) -> Iterator[Problem]:
    quests = {q.id for q in book.quests}
    if book.prologue not in catalog.fights:
        yield Problem("campaign", book.id, "prologue", f"no fight {book.prologue!r}")
    for index, quest in enumerate(book.quests):
        at = f"quests[{index}]"
        if (
            quest.fight not in catalog.fights
            or catalog.fights[quest.fight].monster != quest.monster
        ):
            yield Problem("campaign", book.id, f"{at}.fight", "no fight of that quest's monster")
        for named in (*quest.rewards.quests, *quest.expiration_unlocks):
            if named not in quests:
                yield Problem("campaign", book.id, at, f"no quest {named!r}")
    for index, chapter in enumerate(book.chapters):
        for order in chapter.orders:
            if order.quest is not None and order.quest not in quests:
                yield Problem(
                    "campaign", book.id, f"chapters[{index}]", f"no quest {order.quest!r}"
                )


def _forge(catalog: PrimalCatalog, book: str, at: str, card: ForgeCard) -> Iterator[Problem]:
    """P-CAMP-20: equipment level equals the forge card's level; its element is the card's."""
    for weapon_class, piece in card.weapons.items():
        found = catalog.weapons.get(piece.equipment)
        if found is None or found.weapon_class != weapon_class:
            yield Problem("campaign", book, at, f"no {weapon_class} weapon {piece.equipment!r}")
    gear = [*card.weapons.values(), card.armor, card.helm, *card.items]
    for piece in gear:
        held = (
            catalog.weapons.get(piece.equipment)
            or catalog.protections.get(piece.equipment)
            or catalog.items.get(piece.equipment)
        )
        if held is None:
            yield Problem("campaign", book, at, f"no equipment {piece.equipment!r}")
        elif held.level != card.level or held.element != card.element:
            yield Problem("campaign", book, at, f"{piece.equipment!r} is not of this card")


def _herbalist(catalog: PrimalCatalog, book: CampaignBook) -> Iterator[Problem]:
    for index, card in enumerate(book.herbalist):
        for recipe in card.recipes:
            if recipe.potion not in catalog.items or catalog.items[recipe.potion].kind != "potion":
                yield Problem(
                    "campaign", book.id, f"herbalist[{index}]", f"no potion {recipe.potion!r}"
                )


def _trees(catalog: PrimalCatalog, book: CampaignBook) -> Iterator[Problem]:
    """P-CAMP-31/32: a step's cards are its hunter's and carry its card ID (a card whose
    ID is no step at all is the cards' own check's to report)."""
    for index, tree in enumerate(book.skill_trees):
        for step, found in tree.steps.items():
            for card in found.cards:
                found_card = catalog.cards.get(card)
                if found_card is None or found_card.hunter != tree.hunter:
                    yield Problem(
                        "campaign", book.id, f"skill_trees[{index}].{step}", f"no card {card!r}"
                    )
                elif STEP.match(found_card.card_id) and found_card.card_id != step:
                    message = f"{card!r} carries the card ID {found_card.card_id}, not {step}"
                    yield Problem("campaign", book.id, f"skill_trees[{index}].{step}", message)
