"""Laying out a hero's equipment between quests (EQUIP-03/04, EQUIP-11, EQUIP-21/22,
EQUIP-24, EQUIP-27, EQUIP-29/30, EQUIP-41): which items sit on usable slots and which are
merely carried; the guard decide and legal share, and the layout legal offers."""

from __future__ import annotations

from collections import Counter

from app.content.catalog import Catalog
from app.content.slots import arrange, board_shortfall
from app.engine.hunters.campaign.model.heroes import HeroBoard
from app.engine.hunters.campaign.model.state import CampaignBoard
from app.engine.kernel.rejections import Rejection, reject

Layout = tuple[tuple[str, ...], tuple[str, ...]]
"""(on usable slots, merely carried)."""


def is_rune(content: Catalog, item: str) -> bool:
    definition = content.equipment.get(item)
    return definition is not None and definition.notch == "rune"


def arrangement_guard(
    board: CampaignBoard, content: Catalog, hero: str, layout: Layout
) -> Rejection | None:
    """EQUIP-22: between quests a hero lays out the items it has, no others; a rune is
    forged to its weapon for good (EQUIP-21); what is on usable slots must fit them, one
    shield at most (EQUIP-03/11/24/27/29), the rest fits the backpack (EQUIP-04/30)."""
    h = board.heroes[hero]
    equipment, backpack = layout
    if Counter((*equipment, *backpack)) != Counter(h.belongings):
        return reject("bad_items", f"{h.name} can lay out only the items it has.", "EQUIP-22")
    unforged = Counter(i for i in h.equipment if is_rune(content, i)) - Counter(equipment)
    if unforged:
        name = content.equipment[next(iter(unforged))].name
        return reject("rune_forged", f"{name} is forged to its weapon for good.", "EQUIP-21")
    on_slots = [content.equipment[i] for i in equipment if i in content.equipment]
    carried = [content.equipment[i] for i in backpack if i in content.equipment]
    shortfall = board_shortfall(on_slots, carried, h.slots)
    if shortfall is not None:
        return reject("does_not_fit", f"That does not fit {h.name}'s board: {shortfall}.",
                      "EQUIP-03")  # fmt: skip
    return None


def tidy_layout(content: Catalog, hero: HeroBoard) -> Layout:
    """The layout legal offers (its representative, like the quest's Reorganize; offered
    only when it changes the board): what is on the slots stays, and each carried item
    goes onto free slots of its kind if it fits."""
    items = [content.equipment[i] for i in hero.belongings if i in content.equipment]
    equipped, carried = arrange(items, hero.slots)
    return tuple(i.id for i in equipped), tuple(i.id for i in carried)
