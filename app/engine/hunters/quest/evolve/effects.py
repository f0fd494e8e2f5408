"""Evolve handlers of the events of effects and equipment: attack ends, Area attacks,
pushes, reaction offers, free moves, arrivals, deaths, equipment and traps (registered
in registry.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.quest.events import equipment as ie
from app.engine.hunters.quest.events.attacks import AreaAttackBegun
from app.engine.hunters.quest.events.decisions import (
    FreeMovesOffered,
    FreeMoveTaken,
    ReactionOffered,
)
from app.engine.hunters.quest.events.harm_and_help import HeroKilled, MoraleChanged
from app.engine.hunters.quest.events.lifecycle import EnemiesArrived
from app.engine.hunters.quest.events.movement import PushesBegun, PushQueued
from app.engine.hunters.quest.events.terrain import (
    TrapArmed,
    TrapAttackBegun,
    TrapDiscarded,
    TrapSet,
    TrapTriggered,
)
from app.engine.hunters.quest.evolve.units import remove_one, with_hero, with_top
from app.engine.hunters.quest.model.decisions import ReactionOffer
from app.engine.hunters.quest.model.frames import AreaFrame, FreeMovesFrame, PushFrame, TrapFrame
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.model.units import Tokens, Trap
from app.engine.kernel.copying import copy_with


def _pop(q: QuestState, e: Any) -> QuestState:
    return copy_with(q, **{"stack": q.stack[:-1]})


def _push(q: QuestState, frame: Any) -> QuestState:
    return copy_with(q, **{"stack": (*q.stack, frame)})


def _nothing(q: QuestState, e: Any) -> QuestState:
    return q


def _area_begun(q: QuestState, e: AreaAttackBegun) -> QuestState:
    frame = AreaFrame(
        attacker=e.attacker, targets=e.targets, attack_kind=e.kind, source=e.source,
        to_hit=e.to_hit, dice_count=e.dice_count, attribute=e.attribute, weapon=e.weapon,
        distance=e.distance, traits=e.traits, spend_morale=e.spend_morale,
    )  # fmt: skip
    return _push(q, frame)


def _push_queued(q: QuestState, e: PushQueued) -> QuestState:
    return copy_with(q, **{"pending_pushes": (*q.pending_pushes, (e.unit, e.by))})


def _pushes_begun(q: QuestState, e: PushesBegun) -> QuestState:
    q = copy_with(q, **{"pending_pushes": ()})
    return _push(q, PushFrame(pushes=e.pushes))


def _reaction_offered(q: QuestState, e: ReactionOffered) -> QuestState:
    offer = ReactionOffer(seat=e.seat, unit=e.unit, card=e.card, reroll=e.reroll, target=e.target)
    pending = tuple(
        copy_with(d, **{"offers": (*d.offers, offer)})
        if d.id == e.id and d.kind == "reaction"
        else d
        for d in q.pending
    )
    return copy_with(q, **{"pending": pending})


def _free_moves_offered(q: QuestState, e: FreeMovesOffered) -> QuestState:
    return _push(q, FreeMovesFrame(units=e.units, value=e.value, leap_only=e.leap_only))


def _free_move_taken(q: QuestState, e: FreeMoveTaken) -> QuestState:
    return with_top(q, lambda f: copy_with(f, **{"units": f.units[1:]}))


def _arrived(q: QuestState, e: EnemiesArrived) -> QuestState:
    enemies = {**q.enemies, **{u.id: u for u in e.units}}
    done = q.round if e.round is None else e.round  # schema 1: the round in progress
    later = tuple(r for r in q.reinforcements if r.round > done)
    return copy_with(q, **{"enemies": enemies, "reinforcements": later})


def _killed(q: QuestState, e: HeroKilled) -> QuestState:
    return with_hero(q, e.unit, health=0, at=None, killed=True, hidden=False)


def _emptied(q: QuestState, e: ie.WeaponEmptied) -> QuestState:
    hero = q.heroes[e.unit]
    return with_hero(q, e.unit, empty_weapons=(*hero.empty_weapons, e.weapon))


def _reloaded(q: QuestState, e: ie.WeaponReloaded) -> QuestState:
    hero = q.heroes[e.unit]
    return with_hero(q, e.unit, empty_weapons=remove_one(hero.empty_weapons, e.weapon))


def _item_used(q: QuestState, e: ie.ItemUsed) -> QuestState:
    """EQUIP-33: a single-use token is discarded, a once-per-quest one rests until the quest
    ends, an entire-quest one stays switched on."""
    hero = q.heroes[e.unit]
    update: dict[str, Any] = {"after_quest_damage": hero.after_quest_damage + e.after_quest_damage}
    if e.duration == "single_use":
        from_backpack = e.item in hero.backpack if e.from_backpack is None else e.from_backpack
        if from_backpack:
            update["backpack"] = remove_one(hero.backpack, e.item)
        else:
            update["equipment"] = remove_one(hero.equipment, e.item)
    elif e.duration == "once_per_quest":
        update["spent_items"] = (*hero.spent_items, e.item)
    elif e.duration == "entire_quest" and e.item not in hero.active_items:
        update["active_items"] = (*hero.active_items, e.item)
    return with_hero(q, e.unit, **update)


def _actions_gained(q: QuestState, e: ie.ActionsGained) -> QuestState:
    return copy_with(q, **{"actions_left": q.actions_left + e.amount})


def _reorganized(q: QuestState, e: ie.EquipmentReorganized) -> QuestState:
    q = with_hero(q, e.unit, equipment=e.equipment, backpack=e.backpack)
    if e.partner is not None:
        q = with_hero(q, e.partner, equipment=e.partner_equipment, backpack=e.partner_backpack)
    return q


def _cleaned_up(q: QuestState, e: ie.QuestCleanedUp) -> QuestState:
    """END-07..12: cleared tokens, discarded entire-quest items, everything ready again."""
    hero = q.heroes[e.unit]
    tokens = hero.tokens
    cleared: dict[str, Any] = {
        name: False if isinstance(getattr(Tokens(), name), bool) else 0 for name in e.cleared
    }
    gone = set(e.discarded)
    return with_hero(
        q,
        e.unit,
        tokens=copy_with(tokens, **cleared),
        equipment=tuple(i for i in hero.equipment if i not in gone),
        backpack=tuple(i for i in hero.backpack if i not in gone),
        active_items=(),
        spent_items=(),
        empty_weapons=(),
        turn_statuses=(),
    )


def _morale_changed(q: QuestState, e: MoraleChanged) -> QuestState:
    return with_hero(q, e.unit, morale=e.morale)


def _trap_set(q: QuestState, e: TrapSet) -> QuestState:
    hero = q.heroes[e.unit]
    from_backpack = e.item in hero.backpack if e.from_backpack is None else e.from_backpack
    if from_backpack:
        q = with_hero(q, e.unit, backpack=remove_one(hero.backpack, e.item))
    else:
        q = with_hero(q, e.unit, equipment=remove_one(hero.equipment, e.item))
    trap = Trap(id=e.trap, item=e.item, at=e.at, armed=False, owner=e.unit)
    return copy_with(q, **{"traps": {**q.traps, e.trap: trap}, "next_trap_id": q.next_trap_id + 1})


def _trap_armed(q: QuestState, e: TrapArmed) -> QuestState:
    trap = copy_with(q.traps[e.trap], **{"armed": True})
    return copy_with(q, **{"traps": {**q.traps, e.trap: trap}})


def _trap_triggered(q: QuestState, e: TrapTriggered) -> QuestState:
    trap = q.traps[e.trap]
    frame = TrapFrame(trap=e.trap, item=trap.item, at=trap.at, targets=e.targets)
    return copy_with(q, **{"stack": (*q.stack, frame)})


def _trap_attack(q: QuestState, e: TrapAttackBegun) -> QuestState:
    return with_top(q, lambda f: copy_with(f, **{"targets": f.targets[1:]}))


def _trap_discarded(q: QuestState, e: TrapDiscarded) -> QuestState:
    traps = {k: t for k, t in q.traps.items() if k != e.trap}
    stack = q.stack
    if stack and isinstance(stack[-1], TrapFrame) and stack[-1].trap == e.trap:
        stack = stack[:-1]
    return copy_with(q, **{"traps": traps, "stack": stack})


EFFECT_HANDLERS: dict[str, Callable[[QuestState, Any], QuestState]] = {
    "attack_ended": _pop,
    "area_attack_begun": _area_begun,
    "area_attack_ended": _pop,
    "status_rolled": _nothing,
    "push_queued": _push_queued,
    "pushes_begun": _pushes_begun,
    "pushes_finished": _pop,
    "reaction_offered": _reaction_offered,
    "free_moves_offered": _free_moves_offered,
    "free_move_taken": _free_move_taken,
    "free_moves_finished": _pop,
    "enemies_arrived": _arrived,
    "hero_killed": _killed,
    "weapon_emptied": _emptied,
    "weapon_reloaded": _reloaded,
    "item_used": _item_used,
    "actions_gained": _actions_gained,
    "equipment_reorganized": _reorganized,
    "quest_cleaned_up": _cleaned_up,
    "morale_changed": _morale_changed,
    "trap_set": _trap_set,
    "trap_armed": _trap_armed,
    "trap_triggered": _trap_triggered,
    "trap_attack_begun": _trap_attack,
    "trap_discarded": _trap_discarded,
}
