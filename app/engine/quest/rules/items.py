"""Items that need no action (EQUIP-31..33, EQUIP-47): which are usable now, at any moment of
the owner's own turn between activities (EQUIP-31 default), even while engaged."""

from __future__ import annotations

from app.content.schema.equipment import Equipment
from app.engine.quest import commands as qc
from app.engine.quest.model.state import QuestState
from app.engine.quest.model.units import HeroUnit


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


def item_options(q: QuestState, hero: HeroUnit) -> list[qc.UseItem]:
    return [
        qc.UseItem(unit=hero.id, item=i)
        for i in dict.fromkeys((*hero.equipment, *hero.backpack))
        if usable_item(q, hero, i) is not None
    ]
