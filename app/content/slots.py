"""Equipment on a hero board: which items fit the slots (DEV-04, EQUIP-03/04/05/11/24/27/29/30).

Pure functions over the pack's schema, shared by the pack checks (starting equipment must
fit) and the quest engine (setting up a hero's board, Reorganize).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from app.content.schema.equipment import Equipment

SlotCounts = Mapping[str, int]
"""Usable slots per category of a hero board: weapon, addition, armor, helmet, accessory,
backpack (shields go on weapon slots, EQUIP-11)."""


def slot_category(item: Equipment) -> str:
    return "weapon" if item.category == "shield" else item.category


def arrange(
    items: Sequence[Equipment], slots: SlotCounts
) -> tuple[list[Equipment], list[Equipment]]:
    """(on usable slots, merely carried): each item goes on free slots of its kind in the
    order given; what does not fit is carried on backpack slots (EQUIP-04)."""
    free = Counter({category: count for category, count in slots.items()})
    equipped: list[Equipment] = []
    carried: list[Equipment] = []
    for item in items:
        category = slot_category(item)
        if free[category] >= item.slots and not (
            item.category == "shield" and _has_shield(equipped)
        ):
            free[category] -= item.slots
            equipped.append(item)
        else:
            carried.append(item)
    return equipped, carried


def board_shortfall(
    equipped: Sequence[Equipment], carried: Sequence[Equipment], slots: SlotCounts
) -> str | None:
    """What of this arrangement does not fit the board, in words, or None."""
    if sum(1 for item in equipped if item.category == "shield") > 1:
        return "only one shield fits on a hero's weapon slots (EQUIP-11)"
    needed: Counter[str] = Counter()
    for item in equipped:
        needed[slot_category(item)] += item.slots
    needed["backpack"] += sum(item.slots for item in carried)
    for category, count in sorted(needed.items()):
        if count > slots.get(category, 0):
            return f"the {category} slots hold {slots.get(category, 0)}, not {count} (EQUIP-03)"
    return None


def missing_slots(items: Sequence[Equipment], slots: SlotCounts) -> int:
    """How many backpack slots short the board is for ``items`` arranged by :func:`arrange`
    (backpack items take their own slots there first)."""
    equipped, carried = arrange(items, slots)
    taken = sum(item.slots for item in equipped if slot_category(item) == "backpack")
    free = slots.get("backpack", 0) - taken
    return max(0, sum(item.slots for item in carried) - free)


def _has_shield(items: Sequence[Equipment]) -> bool:
    return any(item.category == "shield" for item in items)
