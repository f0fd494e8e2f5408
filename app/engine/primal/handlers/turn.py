"""The active hunter's own commands: move, stay, hide, play, "Action:", Revive, end the
Action phase (P-TURN-03..49, P-BOARD-12)."""

from __future__ import annotations

from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection
from app.engine.primal import commands as pc
from app.engine.primal.commands import SECTOR_INDEX
from app.engine.primal.events.agenda import AgendaPopped
from app.engine.primal.events.hunters import TurnMarked
from app.engine.primal.events.piles import CardsDiscarded
from app.engine.primal.events.turns import TurnPaused
from app.engine.primal.model.tasks import Draw, Fired, TurnStep
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.abilities import ability_of
from app.engine.primal.rules.amounts import value
from app.engine.primal.rules.board import move_cost
from app.engine.primal.rules.guards import (
    REVIVE_COST,
    ability_guard,
    action_source,
    hide_guard,
    move_guard,
    phase_guard,
    play_guard,
    revive_guard,
)
from app.engine.primal.steps.agenda import push
from app.engine.primal.steps.board import move_hunter, threaten
from app.engine.primal.steps.fired import resolve_one
from app.engine.primal.steps.hunter_damage import flip_or_rise
from app.engine.primal.steps.play import pay, play_card


def _pop_phase(rec: PrimalRecorder) -> None:
    top = rec.state.top
    assert top is not None
    rec.emit(AgendaPopped(kind=top.kind))


def decide_move(rec: PrimalRecorder, actor: Actor, cmd: pc.MoveHunter) -> Rejection | None:
    """P-TURN-03..05: pay 1 stamina (Sand: 2) and move to an adjacent sector."""
    to = SECTOR_INDEX[cmd.to]
    problem = move_guard(rec.state, actor, cmd.hunter, to, cmd.pay, cmd.token)
    if problem is not None:
        return problem
    cost = move_cost(rec.state, cmd.hunter)
    _pop_phase(rec)
    pay(rec, cmd.hunter, cmd.pay, cmd.token, cost, "move")
    move_hunter(rec, cmd.hunter, to, between=True)
    return None


def decide_stay(rec: PrimalRecorder, actor: Actor, cmd: pc.StayPut) -> Rejection | None:
    """P-TURN-06: staying makes the hunter threatened."""
    problem = phase_guard(rec.state, actor, cmd.hunter, "movement")
    if problem is not None:
        return problem
    _pop_phase(rec)
    threaten(rec, cmd.hunter, between=True)
    return None


def decide_hide(rec: PrimalRecorder, actor: Actor, cmd: pc.HideInBrush) -> Rejection | None:
    """P-BOARD-12: recycle the dodge card, pause the turn until ``until``'s is over."""
    problem = hide_guard(rec.state, actor, cmd.hunter, cmd.card, cmd.until)
    if problem is not None:
        return problem
    rec.emit(CardsDiscarded(hunter=cmd.hunter, cards=(cmd.card,), why="hide in the brush"))
    while isinstance(rec.state.top, TurnStep) and rec.state.top.hunter == cmd.hunter:
        _pop_phase(rec)
    rec.emit(TurnPaused(hunter=cmd.hunter, until=cmd.until))
    push(rec, Draw(hunter=cmd.hunter, count=1), TurnStep(hunter=cmd.until, step="start"))
    return None


def decide_play(rec: PrimalRecorder, actor: Actor, cmd: pc.PlayCard) -> Rejection | None:
    problem = play_guard(rec.state, actor, cmd.hunter, cmd.card, cmd.pay, cmd.token, cmd.x)
    if problem is not None:
        return problem
    play_card(rec, cmd.hunter, cmd.card, cmd.pay, cmd.token, cmd.x)
    return None


def decide_ability(rec: PrimalRecorder, actor: Actor, cmd: pc.UseAbility) -> Rejection | None:
    """P-TURN-40: an "Action:" ability, its cost paid."""
    s = rec.state
    problem = ability_guard(
        s, actor, cmd.hunter, cmd.source, cmd.card, cmd.ability, cmd.pay, cmd.token
    )
    if problem is not None:
        return problem
    source = action_source(s, cmd.hunter, cmd.source, cmd.card, cmd.ability)
    assert source is not None
    trigger = ability_of(s, source).trigger
    cost = max(0, value(s, getattr(trigger, "cost", 0)))
    pay(rec, cmd.hunter, cmd.pay, cmd.token, cost, "ability")
    resolve_one(rec, Fired(source=source, hunter=cmd.hunter))
    return None


def decide_revive(rec: PrimalRecorder, actor: Actor, cmd: pc.Revive) -> Rejection | None:
    """P-TURN-43 (AMBIGUITY: a rise by Revive keeps the current turn going)."""
    problem = revive_guard(rec.state, actor, cmd.hunter, cmd.target, cmd.pay, cmd.token)
    if problem is not None:
        return problem
    pay(rec, cmd.hunter, cmd.pay, cmd.token, REVIVE_COST, "revive")
    rec.emit(TurnMarked(mark="revive", by=cmd.hunter))
    flip_or_rise(rec, cmd.target, ends_turn=False)
    return None


def decide_end_action(
    rec: PrimalRecorder, actor: Actor, cmd: pc.EndActionPhase
) -> Rejection | None:
    """P-TURN-48: the hunter stops acting."""
    problem = phase_guard(rec.state, actor, cmd.hunter, "action")
    if problem is not None:
        return problem
    _pop_phase(rec)
    return None
