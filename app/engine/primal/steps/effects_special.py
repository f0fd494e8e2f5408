"""Keyword effects: turning the monster, Stun, Blind, Vulnerable, Confuse, Volley, a
look at the attrition deck, counters, the riding check, capture, terrain (P-GLOSS)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from app.content.schema.primal import effects as he
from app.content.schema.primal.abilities import OnCounters
from app.content.schema.primal.common import Side
from app.engine.primal.events.behavior import AttritionPeeked, AttritionRevealed
from app.engine.primal.events.board import TerrainRemoved
from app.engine.primal.events.hunters import HunterCaptured, TurnMarked
from app.engine.primal.events.monster import CounterPlaced, MonsterMarked
from app.engine.primal.events.piles import CardsDiscarded, SequenceDiscarded
from app.engine.primal.model.board import SECTORS, sector_on
from app.engine.primal.model.context import Context
from app.engine.primal.model.decisions import ChoiceDecision, Option
from app.engine.primal.model.tasks import Fired, ResolveFired, SufferDamage
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.abilities import abilities_of, is_spent
from app.engine.primal.rules.amounts import value
from app.engine.primal.rules.labels import sector_label
from app.engine.primal.rules.monster import is_hardened
from app.engine.primal.rules.targets import sectors_for
from app.engine.primal.steps.agenda import open_decision, party_seat, push, seat_of
from app.engine.primal.steps.attrition_deck import discard_revealed, top_attrition
from app.engine.primal.steps.board import place_terrain, turn_monster, turn_to_hunter
from app.engine.primal.steps.keywords import ask_blind, ask_stun_slot, riding_check

Apply = Callable[[PrimalRecorder, Context, Any, list[str]], None]
YES_NO = (Option(label="yes", value=1), Option(label="no", value=0))


def _deciders(rec: PrimalRecorder, hunter: str | None) -> tuple[str, ...]:
    return seat_of(rec, hunter) if hunter is not None else party_seat(rec)


def ask_sector(rec: PrimalRecorder, ctx: Context, effect: Any, sectors: tuple[int, ...]) -> None:
    options = tuple(
        Option(label=sector_label(rec.state, n), sector=n, value=i) for i, n in enumerate(sectors)
    )
    open_decision(
        rec, ChoiceDecision, purpose="sector", hunter=ctx.hunter, options=options,
        context=ctx, effect=effect, deciders=_deciders(rec, ctx.hunter),
    )  # fmt: skip


def _turn(rec: PrimalRecorder, ctx: Context, e: he.TurnMonster, targets: list[str]) -> None:
    """P-BOARD-05/06."""
    s = rec.state
    if e.to in ("aggro", "active", "self"):
        hunter = {"aggro": s.aggro, "active": s.active, "self": ctx.hunter}[e.to]
        if hunter is not None:
            turn_to_hunter(rec, hunter, "card")
    elif e.to == "chosen":
        ask_sector(rec, ctx, e, SECTORS)
    else:
        side = cast(Side, e.to)
        turn_monster(rec, sector_on(side, s.board.facing), "card")


def _vulnerable(rec: PrimalRecorder, ctx: Context, e: he.Vulnerable, targets: list[str]) -> None:
    """P-GLOSS-29, P-MON-03: not while vulnerable already, nor Hardened."""
    if not rec.state.monster.vulnerable and not is_hardened(rec.state):
        rec.emit(MonsterMarked(mark="vulnerable", value=True))


def _confuse(rec: PrimalRecorder, ctx: Context, e: he.Confuse, targets: list[str]) -> None:
    """P-GLOSS-08, P-MON-03: the confused token, and the monster turns to a sector the
    confusing hunter chooses; a Hardened monster cannot be confused."""
    if is_hardened(rec.state):
        return
    if not rec.state.monster.confused:
        rec.emit(MonsterMarked(mark="confused", value=True))
    ask_sector(rec, ctx, he.TurnMonster(to="chosen"), SECTORS)


def _stun(rec: PrimalRecorder, ctx: Context, e: he.Stun, targets: list[str]) -> None:
    """P-GLOSS-26/27, P-MON-03."""
    if not is_hardened(rec.state):
        ask_stun_slot(rec, ctx)


def _blind(rec: PrimalRecorder, ctx: Context, e: he.Blind, targets: list[str]) -> None:
    ask_blind(rec, ctx)


def _volley(rec: PrimalRecorder, ctx: Context, e: he.Volley, targets: list[str]) -> None:
    """P-GLOSS-28: you may discard the top X cards of your deck (a decision)."""
    hunter = ctx.source.owner or ctx.hunter
    if hunter is None or not rec.state.hunters[hunter].deck:
        return
    open_decision(
        rec, ChoiceDecision, purpose="volley", hunter=hunter, options=YES_NO, context=ctx,
        effect=e, amount=value(rec.state, e.amount, ctx), deciders=seat_of(rec, hunter),
    )  # fmt: skip


def _peek(rec: PrimalRecorder, ctx: Context, e: he.PeekAttrition, targets: list[str]) -> None:
    """Look at the top attrition card; discard it (``must``), or choose (``may``)."""
    hunter = ctx.source.owner or ctx.hunter
    card = top_attrition(rec)
    if hunter is None or card is None:
        return
    rec.emit(AttritionPeeked(hunter=hunter, card=card))
    if e.discard == "must":
        rec.emit(AttritionRevealed(cards=(card,)))
        discard_revealed(rec)
    elif e.discard == "may":
        open_decision(
            rec, ChoiceDecision, purpose="peek", hunter=hunter, options=YES_NO, default=1,
            context=ctx, deciders=seat_of(rec, hunter),
        )  # fmt: skip


def _counter(rec: PrimalRecorder, ctx: Context, e: he.Counter, targets: list[str]) -> None:
    """Counters on this card; an ability waiting for that many fires (objectives)."""
    card = ctx.source.id
    total = max(0, rec.state.monster.counters.get(card, 0) + e.amount)
    rec.emit(CounterPlaced(card=card, value=total))
    kind = ctx.source.kind
    for index, ability in enumerate(abilities_of(rec.state, kind, card)):
        trigger = ability.trigger
        source = ctx.source.model_copy(update={"ability": index})
        reached = isinstance(trigger, OnCounters) and total >= trigger.count
        if reached and not is_spent(rec.state, source, ability):
            push(rec, ResolveFired(fired=(Fired(source=source, hunter=ctx.hunter),)))


def _riding(rec: PrimalRecorder, ctx: Context, e: he.RidingCheck, targets: list[str]) -> None:
    for hunter in targets:
        riding_check(rec, hunter)


def _capture(rec: PrimalRecorder, ctx: Context, e: he.Capture, targets: list[str]) -> None:
    """P-GLOSS-09/12: one hunter captured at a time; another takes damage WL instead."""
    for hunter in targets:
        h = rec.state.hunters[hunter]
        if any(o.captured for o in rec.state.hunters.values()):
            push(rec, SufferDamage(hunter=hunter, amount=h.weapon_level))
            continue
        if h.hand:
            rec.emit(CardsDiscarded(hunter=hunter, cards=h.hand, why="captured"))
        if h.sequence:
            rec.emit(SequenceDiscarded(hunter=hunter))
        rec.emit(HunterCaptured(hunter=hunter))
        if rec.state.active == hunter:
            rec.emit(TurnMarked(mark="ended", by=hunter))


def _place_terrain(
    rec: PrimalRecorder, ctx: Context, e: he.PlaceTerrain, targets: list[str]
) -> None:
    sectors = sectors_for(rec.state, ctx, e.where)
    if sectors is None:
        ask_sector(rec, ctx, e.model_copy(update={"where": "own"}), SECTORS)
        return
    for sector in sectors:
        place_terrain(rec, sector, e.terrain)


def _remove_terrain(
    rec: PrimalRecorder, ctx: Context, e: he.RemoveTerrain, targets: list[str]
) -> None:
    sectors = sectors_for(rec.state, ctx, e.where) or ()
    for sector in sectors:
        if rec.state.board.sectors[sector].has(e.terrain):
            rec.emit(TerrainRemoved(sector=sector, terrain=e.terrain, why="effect"))


SPECIAL_EFFECTS: dict[str, Apply] = {
    "turn_monster": _turn,
    "vulnerable": _vulnerable,
    "confuse": _confuse,
    "stun": _stun,
    "blind": _blind,
    "volley": _volley,
    "peek_attrition": _peek,
    "counter": _counter,
    "riding_check": _riding,
    "capture": _capture,
    "place_terrain": _place_terrain,
    "remove_terrain": _remove_terrain,
}
