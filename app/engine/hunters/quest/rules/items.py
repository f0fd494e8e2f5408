"""Items that need no action (EQUIP-31..33, EQUIP-47): which are usable now, at any moment of
the owner's own turn between activities (EQUIP-31 default), even while engaged."""

from __future__ import annotations

from app.content.schema.equipment import Equipment
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import HeroUnit
from app.engine.kernel.rejections import Rejection, reject


def usable_item(q: QuestState, hero: HeroUnit, item: str) -> Equipment | None:
    """EQUIP-04/31/33: an item on its usable slots (a backpack item in the backpack),
    used without an action, not yet used up this quest."""
    definition = q.defs.equipment.get(item)
    if definition is None or definition.use != "free" or not definition.effects:
        return None
    carried = item in hero.equipment or (
        item in hero.backpack and definition.category == "backpack"
    )
    if not carried or item in hero.spent_items or item in hero.active_items:
        return None
    return definition


def unusable_item(q: QuestState, hero: HeroUnit, item: str) -> Rejection:
    """Why ``usable_item`` found nothing to use: not carried (EQUIP-04: a backpack only
    carries what is not a backpack item), not an item used by itself (EQUIP-31: weapons,
    traps and grenades take an action; the rest works on its own), or used up (EQUIP-33)."""
    definition = q.defs.equipment.get(item)
    if definition is None or item not in (*hero.equipment, *hero.backpack):
        return reject("no_item", f"{hero.name} does not carry that item.", "EQUIP-04")
    name = definition.name
    if definition.use != "free" or not definition.effects:
        return reject("no_item", f"{name} is not something to use by itself.", "EQUIP-31")
    if item not in hero.equipment and definition.category != "backpack":
        message = f"{name} is only carried in the backpack: put it on its slots to use it."
        return reject("no_item", message, "EQUIP-04")
    return reject("no_item", f"{name} has been used already in this quest.", "EQUIP-33")


def item_options(q: QuestState, hero: HeroUnit) -> list[qc.UseItem]:
    return [
        qc.UseItem(unit=hero.id, item=i)
        for i in dict.fromkeys((*hero.equipment, *hero.backpack))
        if usable_item(q, hero, i) is not None
    ]
