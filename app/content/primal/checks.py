"""Whole-pack checks of a Primal pack: every id a object names exists and fits.

Each problem is (kind, id, path, message); the documents step adds the file.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from app.content.errors import Problem
from app.content.primal.campaign_checks import check_campaign_books
from app.content.primal.catalog import PrimalCatalog
from app.content.primal.skill_tree import CARDS_PER_STEP, STEP, UPGRADE_STEPS, upgrade_steps
from app.content.schema.primal.hunters import Loadout


def check_primal_pack(catalog: PrimalCatalog) -> Iterator[Problem]:
    yield from _hunters(catalog)
    yield from _skill_tree(catalog)
    yield from _masteries(catalog)
    yield from _monsters(catalog)
    yield from _fights(catalog)
    yield from check_campaign_books(catalog)


def _loadout(
    catalog: PrimalCatalog, hunter: str, loadout: Loadout, at: str = "starter"
) -> Iterator[Problem]:
    """A loadout's cards are the hunter's own; its gear exists and fits (``at``: where it
    lies in the hunter, ``starter`` or ``precons.N``)."""
    for index, card in enumerate(loadout.deck):
        if card not in catalog.cards:
            yield Problem("hunters", hunter, f"{at}.deck[{index}]", f"no card {card!r}")
        elif catalog.cards[card].hunter not in (None, hunter):
            message = f"{card!r} is {catalog.cards[card].hunter}'s card"
            yield Problem("hunters", hunter, f"{at}.deck[{index}]", message)
    if loadout.mastery not in catalog.masteries:
        yield Problem("hunters", hunter, f"{at}.mastery", f"no mastery {loadout.mastery!r}")
    weapon = catalog.weapons.get(loadout.weapon)
    if weapon is None:
        yield Problem("hunters", hunter, f"{at}.weapon", f"no weapon {loadout.weapon!r}")
    elif weapon.weapon_class != catalog.hunters[hunter].weapon_class:
        yield Problem("hunters", hunter, f"{at}.weapon", "the weapon is of another class")
    for slot in ("armor", "helm"):
        piece = catalog.protections.get(getattr(loadout, slot))
        if piece is None or piece.slot != slot:
            yield Problem("hunters", hunter, f"{at}.{slot}", f"no {slot} of that id")
    for index, potion in enumerate((*loadout.potions, *filter(None, [loadout.item]))):
        if potion not in catalog.items:
            yield Problem("hunters", hunter, f"{at}.potions[{index}]", f"no item {potion!r}")


def _hunters(catalog: PrimalCatalog) -> Iterator[Problem]:
    for hunter in catalog.hunters.values():
        if hunter.wound_card not in catalog.cards:
            yield Problem("hunters", hunter.id, "wound_card", f"no card {hunter.wound_card!r}")
        elif catalog.cards[hunter.wound_card].kind != "wound":
            yield Problem("hunters", hunter.id, "wound_card", "that card is not a Wound card")
        loadouts = [("starter", hunter.starter)]
        loadouts += [(f"precons.{level}", kit) for level, kit in sorted(hunter.precons.items())]
        for at, loadout in loadouts:
            yield from _loadout(catalog, hunter.id, loadout, at)
            weapon = catalog.weapons.get(loadout.weapon)
            if weapon is not None:
                yield from _composition(catalog, hunter.id, loadout, weapon.composition, at)
        yield from _precon_levels(catalog, hunter.id)


def _precon_levels(catalog: PrimalCatalog, hunter: str) -> Iterator[Problem]:
    """P-EXP-05/06/09: expedition decks are for levels 1-3, with gear and potions of that
    level."""
    for level, loadout in catalog.hunters[hunter].precons.items():
        if level == 0:
            yield Problem("hunters", hunter, "precons.0", "level 0 plays the starter deck")
        weapon = catalog.weapons.get(loadout.weapon)
        pieces = [catalog.protections.get(loadout.armor), catalog.protections.get(loadout.helm)]
        levels = [p.level for p in (weapon, *pieces) if p is not None]
        if any(piece_level != level for piece_level in levels):
            message = f"the weapon, armor and helm of a level-{level} deck are level {level}"
            yield Problem("hunters", hunter, f"precons.{level}", message)
        kit = [catalog.items.get(i) for i in (*loadout.potions, *filter(None, [loadout.item]))]
        if any(i is not None and i.level != level for i in kit):
            message = f"the item and potions of a level-{level} deck are level {level} (P-EXP-09)"
            yield Problem("hunters", hunter, f"precons.{level}", message)


def _composition(
    catalog: PrimalCatalog, hunter: str, loadout: Loadout, composition: object, at: str
) -> Iterator[Problem]:
    """P-CAMP-33: the deck holds exactly the weapon's count of each color."""
    for color in ("attack", "maneuver", "parry", "dodge"):
        wanted = getattr(composition, color)
        held = sum(
            1 for c in loadout.deck if c in catalog.cards and catalog.cards[c].color == color
        )
        if held != wanted:
            message = f"the weapon asks for {wanted} {color} cards, the deck has {held}"
            yield Problem("hunters", hunter, f"{at}.deck", message)


def _skill_tree(catalog: PrimalCatalog) -> Iterator[Problem]:
    """P-CAMP-31/32: a hunter's action card is a starter ("S") or a step of the skill tree
    (A1-E2), 2 cards a step."""
    per_step: Counter[tuple[str, str]] = Counter()
    for card in catalog.cards.values():
        if card.kind != "action" or card.hunter is None or card.card_id == "S":
            continue
        if STEP.match(card.card_id) is None:
            message = f"card ID {card.card_id!r} is neither S nor a skill-tree step (A1-E2)"
            yield Problem("cards", card.id, "card_id", message)
        per_step[(card.hunter, card.card_id)] += 1
    for (hunter, step), count in sorted(per_step.items()):
        if count > CARDS_PER_STEP:
            yield Problem("hunters", hunter, "cards", f"step {step} has {count} cards, not 2")
    yield from _precon_steps(catalog)


def _precon_steps(catalog: PrimalCatalog) -> Iterator[Problem]:
    """P-EXP-08: each preconstructed deck within its level's upgrade steps."""
    for definition in catalog.hunters.values():
        for level, loadout in sorted(definition.precons.items()):
            ids = [catalog.cards[c].card_id for c in loadout.deck if c in catalog.cards]
            steps = upgrade_steps(ids)
            budget = UPGRADE_STEPS.get(level)
            if budget is not None and steps is not None and steps > budget:
                message = f"the deck needs {steps} upgrade steps, level {level} allows {budget}"
                yield Problem("hunters", definition.id, f"precons.{level}.deck", message)


def _masteries(catalog: PrimalCatalog) -> Iterator[Problem]:
    for mastery in catalog.masteries.values():
        if mastery.hunter not in catalog.hunters:
            yield Problem("masteries", mastery.id, "hunter", f"no hunter {mastery.hunter!r}")


def _monsters(catalog: PrimalCatalog) -> Iterator[Problem]:
    for monster in catalog.monsters.values():
        for level, setup in monster.levels.items():
            if not any(level in card.levels for card in monster.behaviors):
                yield Problem("monsters", monster.id, f"levels.{level}", "no behavior card")
            count = sum(1 for card in monster.behaviors if level in card.levels)
            if count < monster.slots - len(monster.awakening_cards):
                message = f"{count} behavior cards cannot fill the slots at level {level}"
                yield Problem("monsters", monster.id, f"levels.{level}", message)
            last = setup.stances[-1]
            if last.damage is None and monster.damage_track is None:
                message = "a stance without a damage value needs the monster's damage_track"
                yield Problem("monsters", monster.id, f"levels.{level}.stances", message)
        if monster.debility_per_hunter and monster.debility_card not in catalog.cards:
            yield Problem("monsters", monster.id, "debility_card", "no such card")


def _fights(catalog: PrimalCatalog) -> Iterator[Problem]:
    for fight in catalog.fights.values():
        monster = catalog.monsters.get(fight.monster)
        if monster is None:
            yield Problem("fights", fight.id, "monster", f"no monster {fight.monster!r}")
            continue
        for index, level in enumerate(fight.levels):
            if level not in monster.levels:
                yield Problem("fights", fight.id, f"levels[{index}]", f"no level {level} setup")
            elif fight.mode == "expedition" and level not in monster.expedition_levels:
                message = f"{monster.name}'s expeditions are not played at level {level} (P-EXP-03)"
                yield Problem("fights", fight.id, f"levels[{index}]", message)
        behaviors = {card.id for card in monster.behaviors}
        for index, card in enumerate(fight.out_of_play):
            if card not in behaviors:
                yield Problem("fights", fight.id, f"out_of_play[{index}]", f"no card {card!r}")
        for field in ("add", "aside"):
            for index, card in enumerate(getattr(fight.attrition, field)):
                if card not in catalog.attrition:
                    path = f"attrition.{field}[{index}]"
                    yield Problem("fights", fight.id, path, f"no attrition card {card!r}")
        decks = {deck.id for deck in monster.side_decks}
        for index, deck in enumerate(fight.side_decks):
            if deck not in decks:
                yield Problem("fights", fight.id, f"side_decks[{index}]", f"no deck {deck!r}")
