"""Laying a hero's belongings out between quests (EQUIP-03/04/11/21): every item on a
usable slot of its kind or carried on the backpack slots; the guard decide and legal
share."""

from __future__ import annotations

from collections import Counter

from app.content.catalog import Catalog
from app.content.slots import board_shortfall
from app.engine.campaign.model.state import CampaignBoard
from app.engine.kernel.rejections import Rejection, reject

ONE_EACH = ("armor", "helmet")  # EQUIP-11 (shields: board_shortfall)


def arrange_guard(
    board: CampaignBoard,
    content: Catalog,
    hero: str,
    equipment: tuple[str, ...],
    backpack: tuple[str, ...],
) -> Rejection | None:
    """The same items as the hero has, and a layout its board holds."""
    h = board.heroes[hero]
    if Counter((*equipment, *backpack)) != Counter(h.belongings):
        return reject("bad_items", f"Lay out the items {h.name} has, no others.", "EQUIP-03")
    defs = content.equipment
    runes = Counter(i for i in h.equipment if i in defs and defs[i].notch == "rune")
    if Counter(i for i in equipment if i in runes) != runes:
        return reject("rune", "A rune is forged to its weapon for good.", "EQUIP-21")
    for category in ONE_EACH:
        if sum(1 for i in equipment if i in defs and defs[i].category == category) > 1:
            return reject("slots", f"Only one {category} fits on a hero's slots.", "EQUIP-11")
    on_slots = [defs[i] for i in equipment if i in defs]
    carried = [defs[i] for i in backpack if i in defs]
    shortfall = board_shortfall(on_slots, carried, h.slots)
    if shortfall is not None:
        return reject("slots", f"That does not fit {h.name}'s board: {shortfall}.", "EQUIP-03")
    return None
