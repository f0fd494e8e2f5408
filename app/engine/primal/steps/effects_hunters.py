"""Effects on hunters and their cards (the first half of the vocabulary)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.content.schema.primal import effects as he
from app.engine.primal.events.hunters import (
    AggroTaken,
    HandLimitChanged,
    HunterHealed,
    HunterTokenSet,
    MasteryFlipped,
    TurnMarked,
    TurnModified,
    WeaponBonusGained,
)
from app.engine.primal.events.piles import CardExhausted, CardsDiscarded
from app.engine.primal.model.context import Context
from app.engine.primal.model.decisions import CardsDecision, MoveDecision
from app.engine.primal.model.tasks import CheckFocus, DamageMonster, Draw, SufferDamage
from app.engine.primal.model.turn import CostCut
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.amounts import value
from app.engine.primal.rules.board import move_cost, move_targets
from app.engine.primal.rules.cards import card_def, matches
from app.engine.primal.rules.monster import monster_damage
from app.engine.primal.rules.stamina import most_stamina
from app.engine.primal.steps import effects_special as special
from app.engine.primal.steps.agenda import open_decision, push, seat_of
from app.engine.primal.steps.board import threaten
from app.engine.primal.steps.piles import take_from_deck

Apply = Callable[[PrimalRecorder, Context, Any, list[str]], None]


def _draw(rec: PrimalRecorder, ctx: Context, e: he.Draw, targets: list[str]) -> None:
    n = value(rec.state, e.amount, ctx)
    push(rec, *(Draw(hunter=h, count=n) for h in targets))


def _discard(rec: PrimalRecorder, ctx: Context, e: he.Discard, targets: list[str]) -> None:
    for hunter in targets:
        hand = rec.state.hunters[hunter].hand
        eligible = tuple(c for c in hand if matches(card_def(rec.state, c), e.match))
        n = min(value(rec.state, e.amount, ctx), len(eligible))
        if n <= 0:
            continue
        if n == len(eligible):
            rec.emit(CardsDiscarded(hunter=hunter, cards=eligible, why="effect"))
            continue
        open_decision(
            rec, CardsDecision, purpose="discard", hunter=hunter, cards=eligible, least=n,
            most=n, default=eligible[:n], context=ctx, deciders=seat_of(rec, hunter),
        )  # fmt: skip


def _discard_top(rec: PrimalRecorder, ctx: Context, e: he.DiscardTop, targets: list[str]) -> None:
    for hunter in targets:
        take_from_deck(rec, hunter, value(rec.state, e.amount, ctx), "effect")


def _recycle(rec: PrimalRecorder, ctx: Context, e: he.Recycle, targets: list[str]) -> None:
    """P-GLOSS-16: discard up to X cards of your choice, draw as many ("must": exactly)."""
    hunter = ctx.hunter
    if hunter is None or not rec.state.hunters[hunter].is_targetable:
        return
    hand = rec.state.hunters[hunter].hand
    n = min(value(rec.state, e.amount, ctx), len(hand))
    if n <= 0:
        return
    least = n if e.must else 0
    open_decision(
        rec, CardsDecision, purpose="recycle", hunter=hunter, cards=hand, least=least, most=n,
        default=hand[:least], context=ctx, deciders=seat_of(rec, hunter),
    )  # fmt: skip


def _heal(rec: PrimalRecorder, ctx: Context, e: he.Heal, targets: list[str]) -> None:
    for hunter in targets:
        n = min(value(rec.state, e.amount, ctx), rec.state.hunters[hunter].damage)
        if n > 0:
            rec.emit(HunterHealed(hunter=hunter, amount=n))


def _suffer(rec: PrimalRecorder, ctx: Context, e: he.Suffer, targets: list[str]) -> None:
    """P-DMG-17/19: the monster's damage (+X, doubled: one source) or a stated amount."""
    monster = e.amount is None
    base = monster_damage(rec.state) if monster else value(rec.state, e.amount or 0, ctx)
    amount = (base + e.plus) * (2 if e.double else 1)
    push(rec, *(SufferDamage(hunter=h, amount=amount, monster=monster) for h in targets))


def _deal(rec: PrimalRecorder, ctx: Context, e: he.DealDamage, targets: list[str]) -> None:
    dealer = ctx.source.owner
    push(rec, DamageMonster(amount=max(0, value(rec.state, e.amount, ctx)), dealer=dealer))


def _attack_bonus(rec: PrimalRecorder, ctx: Context, e: he.AttackBonus, targets: list[str]) -> None:
    """P-TURN-20: more damage for the attack card being resolved."""
    if ctx.card is not None and rec.state.turn is not None:
        rec.emit(TurnModified(attack_bonus=value(rec.state, e.amount, ctx)))


def _weapon_bonus(rec: PrimalRecorder, ctx: Context, e: he.WeaponBonus, targets: list[str]) -> None:
    n = value(rec.state, e.amount, ctx)
    for hunter in targets:
        rec.emit(WeaponBonusGained(hunter=hunter, amount=n, duration=e.duration))


def _token(field: str, limit: Callable[[Any], int] | None = None) -> Apply:
    def apply(rec: PrimalRecorder, ctx: Context, e: Any, targets: list[str]) -> None:
        for hunter in targets:
            now = getattr(rec.state.hunters[hunter], field)
            amount = value(rec.state, getattr(e, "amount", 1), ctx)
            new = now + amount if limit is None else min(limit(e), now + 1)
            if new != now:
                rec.emit(HunterTokenSet(hunter=hunter, token=field, value=max(0, new)))  # type: ignore[arg-type]

    return apply


def _flag(field: str) -> Apply:
    def apply(rec: PrimalRecorder, ctx: Context, e: Any, targets: list[str]) -> None:
        for hunter in targets:
            if not getattr(rec.state.hunters[hunter], field):
                rec.emit(HunterTokenSet(hunter=hunter, token=field, value=1))  # type: ignore[arg-type]

    return apply


def _threaten(rec: PrimalRecorder, ctx: Context, e: he.Threaten, targets: list[str]) -> None:
    for hunter in targets:
        threaten(rec, hunter)


def _move(rec: PrimalRecorder, ctx: Context, e: he.Move, targets: list[str]) -> None:
    """P-TURN-04: a granted move costs 1 stamina (Sand +1) unless free or forced."""
    for hunter in reversed(targets):
        sectors = move_targets(rec.state, hunter)
        cost = 0 if e.free or e.forced else move_cost(rec.state, hunter, e.cost)
        if not sectors or most_stamina(rec.state, hunter) < cost:
            continue
        optional = e.optional and not e.forced
        open_decision(
            rec, MoveDecision, hunter=hunter, sectors=sectors, cost=cost, optional=optional,
            forced=e.forced, default=None if optional else sectors[0],
            deciders=seat_of(rec, hunter),
        )  # fmt: skip


def _take_aggro(rec: PrimalRecorder, ctx: Context, e: he.TakeAggro, targets: list[str]) -> None:
    if targets and rec.state.aggro != targets[0]:
        rec.emit(AggroTaken(hunter=targets[0]))


def _burning(rec: PrimalRecorder, ctx: Context, e: he.Burning, targets: list[str]) -> None:
    """P-GLOSS-15: a second burning discards the top 5 cards of the deck instead."""
    for hunter in targets:
        if rec.state.hunters[hunter].burning:
            take_from_deck(rec, hunter, 5, "burning")
        else:
            rec.emit(HunterTokenSet(hunter=hunter, token="burning", value=1))


def _exhaust(rec: PrimalRecorder, ctx: Context, e: he.Exhaust, targets: list[str]) -> None:
    owner = ctx.source.owner
    if owner is not None:
        rec.emit(CardExhausted(hunter=owner, card=ctx.source.id))


def _sequence_limit(
    rec: PrimalRecorder, ctx: Context, e: he.SequenceLimit, targets: list[str]
) -> None:
    if rec.state.turn is not None and rec.state.turn.hunter in targets:
        rec.emit(TurnModified(sequence_bonus=e.amount))


def _hand_limit(rec: PrimalRecorder, ctx: Context, e: he.HandLimit, targets: list[str]) -> None:
    for hunter in targets:
        rec.emit(HandLimitChanged(hunter=hunter, amount=e.amount, duration=e.duration))


def _cost_cut(rec: PrimalRecorder, ctx: Context, e: he.CostReduction, targets: list[str]) -> None:
    if rec.state.turn is not None and rec.state.turn.hunter == ctx.hunter:
        rec.emit(TurnModified(cost_cut=CostCut(amount=e.amount, match=e.match)))


def _focus(rec: PrimalRecorder, ctx: Context, e: he.Focus, targets: list[str]) -> None:
    """P-TURN-44: a counter on the mastery (only while it is unfocused)."""
    hunter = ctx.source.owner or ctx.hunter
    if hunter is None or rec.state.hunters[hunter].focused:
        return
    counters = rec.state.hunters[hunter].focus_counters + e.amount
    rec.emit(HunterTokenSet(hunter=hunter, token="focus_counters", value=counters))
    push(rec, CheckFocus(hunter=hunter))


def _lose_focus(rec: PrimalRecorder, ctx: Context, e: he.LoseFocus, targets: list[str]) -> None:
    for hunter in targets:
        if rec.state.hunters[hunter].focused or rec.state.hunters[hunter].focus_counters:
            rec.emit(MasteryFlipped(hunter=hunter, focused=False))


def _end_action(
    rec: PrimalRecorder, ctx: Context, e: he.EndActionPhase, targets: list[str]
) -> None:
    if rec.state.turn is not None:
        rec.emit(TurnMarked(mark="finished"))


HUNTER_EFFECTS: dict[str, Apply] = {
    "draw": _draw,
    "discard": _discard,
    "discard_top": _discard_top,
    "recycle": _recycle,
    "heal": _heal,
    "suffer": _suffer,
    "deal_damage": _deal,
    "attack_bonus": _attack_bonus,
    "weapon_bonus": _weapon_bonus,
    "stamina_token": _token("stamina_tokens", limit=lambda e: e.most),
    "defense_token": _token("defense_tokens"),
    "disrupt_token": _token("disrupt_tokens"),
    "strain": _token("strain"),
    "threaten": _threaten,
    "move": _move,
    "take_aggro": _take_aggro,
    "dazed": _flag("dazed"),
    "burning": _burning,
    "exhaust": _exhaust,
    "sequence_limit": _sequence_limit,
    "hand_limit": _hand_limit,
    "cost_reduction": _cost_cut,
    "focus": _focus,
    "lose_focus": _lose_focus,
    "end_action_phase": _end_action,
    **special.SPECIAL_EFFECTS,
}
