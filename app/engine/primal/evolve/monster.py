"""Evolve handlers of the monster, its behavior slots and decks, attrition, side decks
and the board."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.kernel.copying import copy_with
from app.engine.primal.events import behavior as be
from app.engine.primal.events import board as bo
from app.engine.primal.events import monster as mo
from app.engine.primal.evolve.helpers import (
    with_attrition,
    with_behavior,
    with_board,
    with_monster,
    with_sector,
    with_slot,
    without,
)
from app.engine.primal.model.hunters import Modifier
from app.engine.primal.model.monster import Slot, SwarmCard
from app.engine.primal.model.state import PrimalState

Handler = Callable[[PrimalState, Any], PrimalState]


def _damaged(s: PrimalState, e: mo.MonsterDamaged) -> PrimalState:
    return with_monster(s, damage=s.monster.damage + e.dealt)


def _wound(s: PrimalState, e: mo.WoundInflicted) -> PrimalState:
    return with_monster(s, health=e.health, damage=max(0, s.monster.damage - e.removed))


def _stance(s: PrimalState, e: mo.StanceAdvanced) -> PrimalState:
    blinded = {p: by for p, by in s.monster.blinded.items() if p in e.perils}
    return with_monster(
        s, stance=e.stance, perils=e.perils, objectives=e.objectives, damage=e.damage,
        blinded=blinded,
    )  # fmt: skip


def _blinded(s: PrimalState, e: mo.PerilBlinded) -> PrimalState:
    blinded = dict(s.monster.blinded)
    if e.by is None:
        blinded.pop(e.peril, None)
    else:
        blinded[e.peril] = e.by
    return with_monster(s, blinded=blinded)


def _bonus(s: PrimalState, e: mo.MonsterBonusGained) -> PrimalState:
    m = s.monster
    bonus = Modifier(amount=e.amount, duration=e.duration)
    if e.bonus == "damage":
        return with_monster(s, bonus_damage=(*m.bonus_damage, bonus))
    return with_monster(s, unstoppable=(*m.unstoppable, bonus))


def _track(s: PrimalState, e: mo.TrackMoved) -> PrimalState:
    return with_monster(s, tracks={**s.monster.tracks, e.track: e.value})


def _counter(s: PrimalState, e: mo.CounterPlaced) -> PrimalState:
    return with_monster(s, counters={**s.monster.counters, e.card: e.value})


def _ballista(s: PrimalState, e: mo.BallistaSet) -> PrimalState:
    loaded = list(s.monster.ballistas)
    loaded[e.index] = e.loaded
    return with_monster(s, ballistas=tuple(loaded))


def _filled(s: PrimalState, e: be.SlotFilled) -> PrimalState:
    s = with_behavior(s, deck=without(s.behavior.deck, (e.card,)))
    return with_slot(
        s, e.slot, card=e.card, face_up=False, triggered=False, entered=False,
        icons=e.icons, refresh=e.refresh,
    )  # fmt: skip


def _triggered(s: PrimalState, e: be.BehaviorTriggered) -> PrimalState:
    for slot in e.slots:
        s = with_slot(s, slot, triggered=True, entered=e.entered)
    return s


def _discarded(s: PrimalState, e: be.BehaviorDiscarded) -> PrimalState:
    slots = list(s.behavior.slots)
    cards = tuple(c for i in e.slots if (c := slots[i].card) is not None)
    for i in e.slots:
        slots[i] = Slot(locked_by=slots[i].locked_by)
    stun = None if s.monster.stun_slot in e.slots else s.monster.stun_slot
    s = with_monster(s, stun_slot=stun)
    return with_behavior(s, slots=tuple(slots), discard=s.behavior.discard + cards)


def _brought_in(s: PrimalState, e: be.BehaviorBroughtIn) -> PrimalState:
    b = s.behavior
    return with_behavior(s, out_of_play=without(b.out_of_play, e.cards), deck=b.deck + e.cards)


def _revealed_attrition(s: PrimalState, e: be.AttritionRevealed) -> PrimalState:
    a = s.attrition
    return with_attrition(s, deck=without(a.deck, e.cards), revealed=a.revealed + e.cards)


def _discarded_attrition(s: PrimalState, e: be.AttritionDiscarded) -> PrimalState:
    a = s.attrition
    from_deck = [c for c in e.cards if c not in a.revealed]
    return with_attrition(
        s,
        revealed=without(a.revealed, e.cards),
        deck=without(a.deck, from_deck),
        discard=a.discard + e.cards,
    )


def _attrition_in(s: PrimalState, e: be.AttritionBroughtIn) -> PrimalState:
    a = s.attrition
    return with_attrition(s, aside=without(a.aside, e.cards), deck=a.deck + e.cards)


def _side(s: PrimalState, which: str, **fields: Any) -> PrimalState:
    decks = dict(s.side_decks)
    decks[which] = copy_with(decks[which], **fields)
    return copy_with(s, side_decks=decks)


def _side_revealed(s: PrimalState, e: be.SideCardRevealed) -> PrimalState:
    d = s.side_decks[e.deck]
    discard = d.discard + ((d.active,) if d.active else ())
    return _side(s, e.deck, deck=without(d.deck, (e.card,)), active=e.card, discard=discard)


def _swarm(s: PrimalState, e: be.SwarmChanged) -> PrimalState:
    d = s.side_decks[e.deck]
    present = any(c.card == e.card for c in d.in_play)
    if e.defeated:
        left = tuple(c for c in d.in_play if c.card != e.card)
        return _side(s, e.deck, in_play=left, discard=(*d.discard, e.card))
    if not present:
        entered = (*d.in_play, SwarmCard(card=e.card))
        return _side(s, e.deck, deck=without(d.deck, (e.card,)), in_play=entered)
    hit = tuple(
        SwarmCard(card=c.card, damage=e.damage) if c.card == e.card else c for c in d.in_play
    )
    return _side(s, e.deck, in_play=hit)


def _terrain_placed(s: PrimalState, e: bo.TerrainPlaced) -> PrimalState:
    sector = s.board.sectors[e.sector]
    if e.terrain == "fire":
        return with_sector(s, e.sector, fire="red")
    return with_sector(s, e.sector, terrain=(*sector.terrain, e.terrain))


def _terrain_removed(s: PrimalState, e: bo.TerrainRemoved) -> PrimalState:
    sector = s.board.sectors[e.sector]
    if e.terrain == "fire":
        return with_sector(s, e.sector, fire=None)
    return with_sector(s, e.sector, terrain=without(sector.terrain, (e.terrain,)))


def _tokens(s: PrimalState, e: bo.SectorTokensSet) -> PrimalState:
    tokens = dict(s.board.sectors[e.sector].tokens)
    if e.count:
        tokens[e.token] = e.count
    else:
        tokens.pop(e.token, None)
    return with_sector(s, e.sector, tokens=tokens)


MONSTER_HANDLERS: dict[str, Handler] = {
    "primal_monster_damaged": _damaged,
    "primal_wound_inflicted": _wound,
    "primal_stance_advanced": _stance,
    "primal_struggle_changed": lambda s, e: with_monster(s, struggle=e.value),
    "primal_monster_turned": lambda s, e: with_board(s, facing=e.facing),
    "primal_monster_marked": lambda s, e: with_monster(s, **{e.mark: e.value}),
    "primal_stun_moved": lambda s, e: with_monster(s, stun_slot=e.slot),
    "primal_peril_blinded": _blinded,
    "primal_acceleration_changed": lambda s, e: with_monster(s, acceleration=e.value),
    "primal_monster_bonus_gained": _bonus,
    "primal_track_moved": _track,
    "primal_counter_placed": _counter,
    "primal_ability_done": lambda s, e: with_monster(s, done=(*s.monster.done, e.key)),
    "primal_ballista_set": _ballista,
    "primal_slot_filled": _filled,
    "primal_behavior_triggered": _triggered,
    "primal_behavior_revealed": lambda s, e: with_slot(s, e.slot, face_up=True, triggered=False),
    "primal_boost_paid": lambda s, e: with_monster(
        s,
        struggle=s.monster.struggle - e.cost,
        confused=s.monster.confused and not e.cancelled,
    ),
    "primal_behavior_discarded": _discarded,
    "primal_behavior_brought_in": _brought_in,
    "primal_slot_unlocked": lambda s, e: with_slot(s, e.slot, locked_by=None),
    "primal_attrition_revealed": _revealed_attrition,
    "primal_attrition_checked": lambda s, e: s,
    "primal_attrition_discarded": _discarded_attrition,
    "primal_attrition_peeked": lambda s, e: s,
    "primal_attrition_brought_in": _attrition_in,
    "primal_side_card_revealed": _side_revealed,
    "primal_swarm_changed": _swarm,
    "primal_side_deck_reshuffled": lambda s, e: _side(s, e.deck, deck=e.order, discard=()),
    "primal_terrain_placed": _terrain_placed,
    "primal_terrain_removed": _terrain_removed,
    "primal_fire_aged": lambda s, e: with_sector(s, e.sector, fire=e.fire),
    "primal_sector_tokens_set": _tokens,
}
