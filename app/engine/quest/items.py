"""Items that need no action (EQUIP-31..33, EQUIP-47, A1 Fearless Infusion, A1 Vita):
used at any moment of the owner's own turn between activities (EQUIP-31 default),
even while engaged (MOVE-10: items needing no action stay usable)."""

from __future__ import annotations

from app.content.schema.effects import ExtraActions
from app.content.schema.equipment import Equipment
from app.engine.model import Actor
from app.engine.quest import commands as qc
from app.engine.quest.effects import apply_effect
from app.engine.quest.guards import hero_turn_guard
from app.engine.quest.item_events import ActionsGained, ItemUsed
from app.engine.quest.state import QuestState
from app.engine.quest.tape import Tape
from app.engine.quest.units import HeroUnit
from app.engine.rejections import Rejection, reject


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


def decide_use_item(tape: Tape, actor: Actor, cmd: qc.UseItem) -> Rejection | None:
    """EQUIP-31/33/47: the item's effects on its owner; what becomes of the token follows
    its duration; an infusion's Health cost waits for the end of the quest (EQUIP-32)."""
    hero = hero_turn_guard(tape.state, actor, cmd.unit, "use an item")
    if isinstance(hero, Rejection):
        return hero
    item = usable_item(tape.quest, hero, cmd.item)
    if item is None:
        return reject("no_item", "That item cannot be used now.", "EQUIP-31")
    tape.emit(
        ItemUsed(
            unit=hero.id, item=item.id, duration=item.duration,
            after_quest_damage=item.health_cost_after_quest,
        )
    )  # fmt: skip
    for effect in item.effects:
        if isinstance(effect, ExtraActions):
            tape.emit(ActionsGained(unit=hero.id, amount=effect.amount))
        else:
            apply_effect(tape, hero.id, hero.id, effect)
    return None


def item_options(q: QuestState, hero: HeroUnit) -> list[qc.UseItem]:
    return [
        qc.UseItem(unit=hero.id, item=i)
        for i in dict.fromkeys((*hero.equipment, *hero.backpack))
        if usable_item(q, hero, i) is not None
    ]
