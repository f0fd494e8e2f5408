"""Evolve handlers of a hunter's cards, place, damage, tokens, KO and turn marks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.kernel.copying import copy_with
from app.engine.primal.events import hunters as he
from app.engine.primal.events import piles as pe
from app.engine.primal.evolve.helpers import with_board, with_hunter, with_turn, without
from app.engine.primal.model.hunters import Modifier, Placed
from app.engine.primal.model.state import PrimalState

Handler = Callable[[PrimalState, Any], PrimalState]


def _drawn(s: PrimalState, e: pe.CardsDrawn) -> PrimalState:
    h = s.hunters[e.hunter]
    return with_hunter(s, e.hunter, deck=without(h.deck, e.cards), hand=h.hand + e.cards)


def _discarded(s: PrimalState, e: pe.CardsDiscarded) -> PrimalState:
    h = s.hunters[e.hunter]
    fields: dict[str, Any] = {"discard": h.discard + e.cards}
    if e.source == "hand":
        fields["hand"] = without(h.hand, e.cards)
    elif e.source == "deck":
        fields["deck"] = without(h.deck, e.cards)
    else:
        fields["sequence"] = tuple(p for p in h.sequence if p.card not in e.cards)
    return with_hunter(s, e.hunter, **fields)


def _played(s: PrimalState, e: pe.CardPlayed) -> PrimalState:
    h = s.hunters[e.hunter]
    return with_hunter(
        s,
        e.hunter,
        hand=without(h.hand, (e.card, *e.paid)),
        discard=h.discard + e.paid,
        stamina_tokens=h.stamina_tokens - int(e.token),
        sequence=(*h.sequence, Placed(card=e.card, blank=e.blank)),
    )


def _paid(s: PrimalState, e: pe.StaminaPaid) -> PrimalState:
    h = s.hunters[e.hunter]
    return with_hunter(
        s,
        e.hunter,
        hand=without(h.hand, e.cards),
        discard=h.discard + e.cards,
        stamina_tokens=h.stamina_tokens - int(e.token),
    )


def _sequence_discarded(s: PrimalState, e: pe.SequenceDiscarded) -> PrimalState:
    h = s.hunters[e.hunter]
    cards = tuple(p.card for p in h.sequence)
    return with_hunter(s, e.hunter, sequence=(), discard=h.discard + cards)


def _placed(s: PrimalState, e: pe.CardsPlaced) -> PrimalState:
    h = s.hunters[e.hunter]
    placed = tuple(Placed(card=c, played=False) for c in e.cards)
    return with_hunter(s, e.hunter, hand=without(h.hand, e.cards), sequence=h.sequence + placed)


def _added(s: PrimalState, e: pe.CardsAdded) -> PrimalState:
    h = s.hunters[e.hunter]
    fields: dict[str, Any] = {
        "wound_reserve": without(h.wound_reserve, e.cards),
        "debility_reserve": without(h.debility_reserve, e.cards),
    }
    if e.to == "hand":
        fields["hand"] = h.hand + e.cards
    else:
        fields["discard"] = h.discard + e.cards
    return with_hunter(s, e.hunter, **fields)


def _marked(s: PrimalState, e: pe.SequenceMarked) -> PrimalState:
    sequence = list(s.hunters[e.hunter].sequence)
    sequence[e.index] = copy_with(sequence[e.index], disrupted=True)
    return with_hunter(s, e.hunter, sequence=tuple(sequence))


def _exhausted(s: PrimalState, e: pe.CardExhausted) -> PrimalState:
    return with_hunter(s, e.hunter, exhausted=(*s.hunters[e.hunter].exhausted, e.card))


def _consumed(s: PrimalState, e: pe.PotionConsumed) -> PrimalState:
    h = s.hunters[e.hunter]
    s = copy_with(s, consumed=(*s.consumed, e.hunter))
    if h.item == e.card:
        return with_hunter(s, e.hunter, item=None)
    return with_hunter(s, e.hunter, potions=without(h.potions, (e.card,)))


def _moved(s: PrimalState, e: he.HunterMoved) -> PrimalState:
    threatened = s.hunters[e.hunter].threatened and e.placed
    return with_hunter(s, e.hunter, sector=e.to, threatened=threatened)


def _token(s: PrimalState, e: he.HunterTokenSet) -> PrimalState:
    value: int | bool = e.value
    if e.token in ("threatened", "dazed", "burning"):
        value = bool(e.value)
    return with_hunter(s, e.hunter, **{e.token: value})


def _damaged(s: PrimalState, e: he.DamageSuffered) -> PrimalState:
    return with_hunter(s, e.hunter, damage=s.hunters[e.hunter].damage + e.amount)


def _healed(s: PrimalState, e: he.HunterHealed) -> PrimalState:
    return with_hunter(s, e.hunter, damage=max(0, s.hunters[e.hunter].damage - e.amount))


def _knocked_out(s: PrimalState, e: he.HunterKnockedOut) -> PrimalState:
    return with_hunter(
        s, e.hunter, ko="red", damage=0, stamina_tokens=0, defense_tokens=0,
        disrupt_tokens=0, strain=0, threatened=False, dazed=False, burning=False,
    )  # fmt: skip


def _depleted(s: PrimalState, e: he.GearDepleted) -> PrimalState:
    return with_hunter(s, e.hunter, **{f"{e.slot}_depleted": True})


def _bonus(s: PrimalState, e: he.WeaponBonusGained) -> PrimalState:
    h = s.hunters[e.hunter]
    bonus = Modifier(amount=e.amount, duration=e.duration)
    return with_hunter(s, e.hunter, weapon_bonuses=(*h.weapon_bonuses, bonus))


def _hand_limit(s: PrimalState, e: he.HandLimitChanged) -> PrimalState:
    h = s.hunters[e.hunter]
    change = Modifier(amount=e.amount, duration=e.duration)
    return with_hunter(s, e.hunter, hand_limit_mods=(*h.hand_limit_mods, change))


def _turn_marked(s: PrimalState, e: he.TurnMarked) -> PrimalState:
    t = s.turn
    if t is None:
        return s
    if e.mark == "assist":
        return with_turn(s, assisted_by=(*t.assisted_by, e.by or ""))
    if e.mark == "taunt":
        return with_turn(s, taunted_by=(*t.taunted_by, e.by or ""))
    field = {"revive": "revived"}.get(e.mark, e.mark)
    return with_turn(s, **{field: True})


def _turn_modified(s: PrimalState, e: he.TurnModified) -> PrimalState:
    t = s.turn
    if t is None:
        return s
    cuts = t.cost_cuts
    if e.cost_cut is not None:
        cuts = (*cuts, e.cost_cut)
    if e.used_cost_cut is not None:
        cuts = cuts[: e.used_cost_cut] + cuts[e.used_cost_cut + 1 :]
    bonus = 0 if e.reset_attack_bonus else t.attack_bonus + e.attack_bonus
    return with_turn(
        s, sequence_bonus=t.sequence_bonus + e.sequence_bonus, attack_bonus=bonus, cost_cuts=cuts
    )


HUNTER_HANDLERS: dict[str, Handler] = {
    "primal_cards_drawn": _drawn,
    "primal_cards_discarded": _discarded,
    "primal_card_played": _played,
    "primal_stamina_paid": _paid,
    "primal_sequence_discarded": _sequence_discarded,
    "primal_cards_placed": _placed,
    "primal_cards_revealed": lambda s, e: s,
    "primal_cards_added": _added,
    "primal_sequence_marked": _marked,
    "primal_card_exhausted": _exhausted,
    "primal_potion_consumed": _consumed,
    "primal_hunter_moved": _moved,
    "primal_hunter_threatened": lambda s, e: with_hunter(s, e.hunter, threatened=True),
    "primal_hunter_token_set": _token,
    "primal_damage_suffered": _damaged,
    "primal_hunter_healed": _healed,
    "primal_hunter_knocked_out": _knocked_out,
    "primal_gear_depleted": _depleted,
    "primal_hunter_eliminated": lambda s, e: with_hunter(s, e.hunter, eliminated=True),
    "primal_ko_flipped": lambda s, e: with_hunter(s, e.hunter, ko="black"),
    "primal_hunter_rose": lambda s, e: with_hunter(s, e.hunter, ko=None),
    "primal_aggro_taken": lambda s, e: copy_with(s, aggro=e.hunter),
    "primal_weapon_bonus_gained": _bonus,
    "primal_hand_limit_changed": _hand_limit,
    "primal_mastery_flipped": lambda s, e: with_hunter(
        s, e.hunter, focused=e.focused, focus_counters=0
    ),
    "primal_hunter_captured": lambda s, e: with_hunter(s, e.hunter, captured=True, sector=None),
    "primal_hunter_released": lambda s, e: with_hunter(s, e.hunter, captured=False, sector=e.to),
    "primal_plateau_climbed": lambda s, e: with_board(s, plateau=e.hunter),
    "primal_brush_left": lambda s, e: with_board(s, brush=None, brush_resume_after=None),
    "primal_limit_used": lambda s, e: with_hunter(
        s, e.hunter, limits_used=(*s.hunters[e.hunter].limits_used, e.key)
    ),
    "primal_resilience_shown": lambda s, e: with_hunter(
        s, e.hunter, resilience_shown=(*s.hunters[e.hunter].resilience_shown, e.card)
    ),
    "primal_turn_marked": _turn_marked,
    "primal_turn_modified": _turn_modified,
}
