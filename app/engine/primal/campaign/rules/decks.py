"""The card pool, the skill tree and building a deck for a scenario (P-CAMP-30..37)."""

from __future__ import annotations

import re
from collections import Counter

from app.content.primal.catalog import PrimalCatalog
from app.content.schema.primal.campaign import CampaignBook, SkillStep
from app.content.schema.primal.gear import Item, Protection, Weapon
from app.content.schema.primal.hunters import Loadout
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.campaign.model import HunterSheet
from app.engine.primal.campaign.rules.book import contains

STEP_ID = re.compile(r"^[A-E][12]$")
"""P-CAMP-32: a branch letter A-E and a step number."""
COLORS = ("attack", "maneuver", "parry", "dodge")
MAX_POTIONS = 3
"""P-CAMP-37: at most 1 item and 3 potions in play."""


def starting_pool(catalog: PrimalCatalog, hunter: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """P-CAMP-30: the 24 starter action cards plus the starter mastery."""
    starter = catalog.hunters[hunter].starter
    return tuple(starter.deck), (starter.mastery,)


def step_of(book: CampaignBook, hunter: str, step: str) -> SkillStep | None:
    tree = next((t for t in book.skill_trees if t.hunter == hunter), None)
    return tree.steps.get(step) if tree else None


def step_problem(book: CampaignBook, sheet: HunterSheet, step: str) -> Rejection | None:
    """P-CAMP-31/32: one step per upgrade a chapter allowed; step 2 of a branch needs its
    step 1; a step once."""
    if sheet.upgrades_due < 1:
        return reject("no_upgrade", "No chapter allows a card-pool upgrade now.", "P-CAMP-31")
    if not STEP_ID.match(step) or step_of(book, sheet.hunter, step) is None:
        return reject("unknown_step", "That is not a step of your skill tree.", "P-CAMP-32")
    if step in sheet.steps:
        return reject("step_taken", "You have unlocked that step already.", "P-CAMP-31")
    if step.endswith("2") and f"{step[0]}1" not in sheet.steps:
        return reject("step_one_first", "Step 2 of a branch needs its step 1.", "P-CAMP-31")
    return None


def colors(catalog: PrimalCatalog, cards: tuple[str, ...]) -> Counter[str]:
    return Counter(str(catalog.cards[c].color) for c in cards if catalog.cards[c].color)


def weapon_counts(catalog: PrimalCatalog, weapon: str) -> dict[str, int]:
    composition = catalog.weapons[weapon].composition
    return {color: getattr(composition, color) for color in COLORS}


def weapon_usable(catalog: PrimalCatalog, sheet: HunterSheet, weapon: str) -> bool:
    """P-CAMP-34: the card pool can meet the weapon's color counts."""
    held = colors(catalog, sheet.pool)
    return all(held[c] >= n for c, n in weapon_counts(catalog, weapon).items())


def effective_pieces(catalog: PrimalCatalog, loadout: Loadout, weaknesses: tuple[str, ...]) -> int:
    """P-CAMP-35: gear of an element the monster is weak to, and Legendary gear."""
    gear: list[Weapon | Protection | Item] = [
        catalog.weapons[loadout.weapon],
        catalog.protections[loadout.armor],
        catalog.protections[loadout.helm],
    ]
    if loadout.item:
        gear.append(catalog.items[loadout.item])
    return sum(
        1 for g in gear if g.legendary or (g.element is not None and g.element in weaknesses)
    )


def deck_advantage(effective: int) -> int:
    """P-CAMP-36: one card added or removed per 2 effective pieces (rounded down)."""
    return effective // 2


def _gear_problem(catalog: PrimalCatalog, sheet: HunterSheet, loadout: Loadout) -> str | None:
    """P-CAMP-33/37: 1 weapon of the hunter's class, 1 armor, 1 helm, at most 1 item, from
    the equipment deck; a mastery from the card pool; at most 3 distinct owned potions."""
    weapon = catalog.weapons.get(loadout.weapon)
    if loadout.weapon not in sheet.equipment or weapon is None:
        return "the weapon must come from your equipment deck"
    if weapon.weapon_class != sheet.weapon_class:
        return "that weapon is not of your class"
    for slot, piece in (("armor", loadout.armor), ("helm", loadout.helm)):
        found = catalog.protections.get(piece)
        if piece not in sheet.equipment or found is None or found.slot != slot:
            return f"the {slot} must be one of your own"
    item = catalog.items.get(loadout.item) if loadout.item else None
    if loadout.item and (
        loadout.item not in sheet.equipment or item is None or item.kind != "item"
    ):
        return "the item must be one of your own"
    if loadout.mastery not in sheet.masteries:
        return "the mastery must come from your card pool"
    if len(set(loadout.potions)) != len(loadout.potions) or len(loadout.potions) > MAX_POTIONS:
        return "take up to 3 different potions"
    if not set(loadout.potions) <= set(sheet.potions):
        return "the potions must be ones you prepared"
    return None


def deck_problem(
    catalog: PrimalCatalog, sheet: HunterSheet, loadout: Loadout, weaknesses: tuple[str, ...]
) -> Rejection | None:
    """P-CAMP-33..37: the deck for the scenario, the weapon's exact color counts changed
    by at most the deck advantage."""
    problem = _gear_problem(catalog, sheet, loadout)
    if problem:
        return reject("bad_deck", problem.capitalize() + ".", "P-CAMP-33")
    if not weapon_usable(catalog, sheet, loadout.weapon):
        return reject("weapon_unusable", "Your card pool cannot fill that weapon.", "P-CAMP-34")
    if not contains(sheet.pool, loadout.deck):
        return reject("bad_deck", "The action deck must come from your card pool.", "P-CAMP-33")
    held, wanted = colors(catalog, loadout.deck), weapon_counts(catalog, loadout.weapon)
    changed = sum(abs(held[c] - n) for c, n in wanted.items())
    if changed > deck_advantage(effective_pieces(catalog, loadout, weaknesses)):
        return reject("color_counts", "The deck must match the weapon's color counts.", "P-CAMP-36")
    return None


def exact_deck(catalog: PrimalCatalog, sheet: HunterSheet, weapon: str) -> tuple[str, ...]:
    """The first cards of the pool of each color, the weapon's exact counts of each."""
    wanted, taken = weapon_counts(catalog, weapon), Counter[str]()
    deck = []
    for card in sheet.pool:
        color = catalog.cards[card].color
        if color and taken[color] < wanted[color]:
            taken[color] += 1
            deck.append(card)
    return tuple(deck)
