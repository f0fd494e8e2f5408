"""Using an item that needs no action (EQUIP-31..33, EQUIP-47): the command's handler."""

from __future__ import annotations

from app.content.schema.effects import ExtraActions
from app.engine.hunters.quest import commands as qc
from app.engine.hunters.quest.events.equipment import ActionsGained, ItemUsed
from app.engine.hunters.quest.recorder import QuestRecorder
from app.engine.hunters.quest.rules.guards import hero_turn_guard
from app.engine.hunters.quest.rules.items import unusable_item, usable_item
from app.engine.hunters.quest.steps.effects import apply_effect
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection


def decide_use_item(tape: QuestRecorder, actor: Actor, cmd: qc.UseItem) -> Rejection | None:
    """EQUIP-31/33/47: the item's effects on its owner; what becomes of the token follows
    its duration; an infusion's Health cost waits for the end of the quest (EQUIP-32)."""
    hero = hero_turn_guard(tape, actor, cmd.unit, "use an item")
    if isinstance(hero, Rejection):
        return hero
    item = usable_item(tape.quest, hero, cmd.item)
    if item is None:
        return unusable_item(tape.quest, hero, cmd.item)
    tape.emit(
        ItemUsed(
            unit=hero.id, item=item.id, duration=item.duration,
            after_quest_damage=item.health_cost_after_quest,
            from_backpack=item.id in hero.backpack,
        )
    )  # fmt: skip
    for effect in item.effects:
        if isinstance(effect, ExtraActions):
            tape.emit(ActionsGained(unit=hero.id, amount=effect.amount))
        else:
            apply_effect(tape, hero.id, hero.id, effect)
    return None
