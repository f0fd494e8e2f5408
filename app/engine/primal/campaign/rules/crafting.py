"""Forge, crafting, substitutes, upgrades, trades and the herbalist (P-CAMP-18..29)."""

from __future__ import annotations

from collections import Counter
from typing import Literal

from app.content.primal.catalog import PrimalCatalog
from app.content.schema.primal.campaign import CampaignBook, ForgeCard, Piece, Recipe
from app.engine.kernel.model import Frozen
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal.campaign.model import (
    ELEMENTS,
    MATERIALS,
    CampaignState,
    HunterSheet,
    category,
)

Line = tuple[str, ...]
"""Where a piece sits on its element's forge cards: ("weapon", class), ("armor",), ..."""


class Substitute(Frozen):
    """P-CAMP-24: ``gives`` (resources or owned equipment) covers one ``covers``."""

    kind: Literal[
        "element_for_material",
        "materials_for_material",
        "equipment_for_material",
        "equipment_for_element",
    ]
    gives: tuple[str, ...]
    covers: str


def forge_card(book: CampaignBook, element: str, level: int) -> ForgeCard | None:
    return next((f for f in book.forge if f.element == element and f.level == level), None)


def pieces(card: ForgeCard) -> list[tuple[Line, Piece]]:
    """P-CAMP-20: a weapon per class, an armor, a helm and two items."""
    found: list[tuple[Line, Piece]] = [(("weapon", c), p) for c, p in sorted(card.weapons.items())]
    found += [(("armor",), card.armor), (("helm",), card.helm)]
    return found + [(("item", str(i)), p) for i, p in enumerate(card.items)]


def craftable(book: CampaignBook, state: CampaignState) -> list[tuple[str, Line, Piece]]:
    """P-CAMP-18/19: every unlocked forge card, at the Forge's level, for every player."""
    found = []
    for element in state.forge_elements:
        card = forge_card(book, element, state.forge_level)
        found += [(element, line, piece) for line, piece in pieces(card)] if card else []
    return found


def lower_level(
    book: CampaignBook, sheet: HunterSheet, element: str, line: Line, level: int
) -> str | None:
    """P-CAMP-25: an owned card of the same element and line at a lower level: crafting
    the higher one upgrades it."""
    for card in book.forge:
        if card.element == element and card.level < level:
            owned = [p.equipment for ln, p in pieces(card) if ln == line]
            if owned and owned[0] in sheet.equipment:
                return owned[0]
    return None


def equipment_element(catalog: PrimalCatalog, equipment: str) -> str | None:
    found = catalog.weapons.get(equipment) or catalog.protections.get(equipment)
    held = found or catalog.items.get(equipment)
    return held.element if held else None


def _substitute_problem(
    catalog: PrimalCatalog, sheet: HunterSheet, sub: Substitute, cost: Counter[str],
    discards: list[str],
) -> str | None:  # fmt: skip
    """P-CAMP-24: the four substitutes and what each may cover."""
    shapes = {
        "element_for_material": (1, ELEMENTS, MATERIALS),
        "materials_for_material": (2, MATERIALS, MATERIALS),
        "equipment_for_material": (1, None, MATERIALS),
        "equipment_for_element": (1, None, ELEMENTS),
    }
    if sub.kind not in shapes:
        return "that is not a substitute the rules allow"
    count, gives_from, covers_from = shapes[sub.kind]
    if len(sub.gives) != count or sub.covers not in covers_from or cost[sub.covers] < 1:
        return "that substitute does not fit this cost"
    if gives_from is not None:
        return (
            None
            if all(g in gives_from for g in sub.gives)
            else "that substitute gives the wrong kind"
        )
    card = sub.gives[0]
    if card not in sheet.equipment or discards.count(card) >= sheet.equipment.count(card):
        return "you do not own that equipment card"
    if sub.kind == "equipment_for_element" and equipment_element(catalog, card) != sub.covers:
        return "a discarded card gives only an element of its own element"
    discards.append(card)
    return None


def payment(
    catalog: PrimalCatalog, sheet: HunterSheet, cost: Counter[str], subs: tuple[Substitute, ...],
    discards: list[str],
) -> dict[str, int] | str:  # fmt: skip
    """What leaves the reserve for ``cost`` with ``subs`` (or why it cannot be paid)."""
    left, spent = Counter(cost), Counter[str]()
    for sub in subs:
        problem = _substitute_problem(catalog, sheet, sub, left, discards)
        if problem:
            return problem
        left[sub.covers] -= 1
        if sub.kind in ("element_for_material", "materials_for_material"):
            spent.update(sub.gives)
    spent.update(+left)
    if any(sheet.reserve.get(r, 0) < n for r, n in spent.items()):
        return "your reserve does not hold what this costs"
    return dict(sorted(spent.items()))


def craft_cost(element: str, piece: Piece, upgrade: bool) -> Counter[str]:
    """P-CAMP-21: 1 element plus exactly the listed materials; P-CAMP-25: an upgrade pays
    only the materials."""
    cost: Counter[str] = Counter(piece.materials)
    if not upgrade:
        cost[element] += 1
    return cost


def trade_problem(
    sheet: HunterSheet, partner: HunterSheet, gives: str, takes: str
) -> Rejection | None:
    """P-CAMP-23: one for one, within a category, each side holding what it gives."""
    if category(gives) != category(takes):
        return reject("trade_category", "Trades are one for one within a category.", "P-CAMP-23")
    if sheet.reserve.get(gives, 0) < 1 or partner.reserve.get(takes, 0) < 1:
        return reject("trade_unheld", "Each side must hold what it gives.", "P-CAMP-23")
    return None


def recipe_of(book: CampaignBook, level: int, potion: str) -> Recipe | None:
    card = next((h for h in book.herbalist if h.level == level), None)
    return next((r for r in card.recipes if r.potion == potion), None) if card else None


def potion_problem(
    recipe: Recipe | None, sheet: HunterSheet, plants: tuple[str, ...]
) -> Rejection | None:
    """P-CAMP-26..28: a potion of the herbalist's level, one plant per requirement (any one
    of its slash options), and no second copy."""
    if recipe is None:
        return reject("unknown_potion", "The herbalist does not offer that potion.", "P-CAMP-26")
    if recipe.potion in sheet.potions:
        return reject("potion_owned", "You already own that potion.", "P-CAMP-28")
    if len(plants) != len(recipe.plants) or any(
        p not in opts for p, opts in zip(plants, recipe.plants, strict=False)
    ):
        return reject("wrong_plants", "Those plants do not fit the recipe.", "P-CAMP-27")
    if Counter(plants) - Counter({k: v for k, v in sheet.reserve.items()}):
        return reject("plants_missing", "You do not hold those plants.", "P-CAMP-27")
    return None


def craft_check(
    state: CampaignState, catalog: PrimalCatalog, hunter: str, equipment: str,
    substitutes: tuple[Substitute, ...],
) -> tuple[dict[str, int], tuple[str, ...]] | Rejection:  # fmt: skip
    """P-CAMP-18..25: from an unlocked forge card at the Forge's level, a weapon only for
    its class, paid with the reserve and the substitutes; an owned lower level upgraded.
    Gives what leaves the reserve and the cards discarded."""
    book, sheet = state.text, state.hunters[hunter]
    found = next(
        ((e, ln, p) for e, ln, p in craftable(book, state) if p.equipment == equipment), None
    )
    if found is None:
        return reject("not_forgeable", "No unlocked forge card offers that now.", "P-CAMP-19")
    element, line, piece = found
    if line[0] == "weapon" and line[1] != sheet.weapon_class:
        return reject("wrong_class", "Only the hunter of its class crafts a weapon.", "P-CAMP-22")
    if equipment in sheet.equipment:
        return reject("owned", "You own that card already.", "P-CAMP-25")
    lower = lower_level(book, sheet, element, line, state.forge_level)
    discards = [lower] if lower else []
    paid = payment(catalog, sheet, craft_cost(element, piece, bool(lower)), substitutes, discards)
    if isinstance(paid, str):
        return reject("cannot_pay", paid.capitalize() + ".", "P-CAMP-21")
    return paid, tuple(discards)
