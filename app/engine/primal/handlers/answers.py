"""Answers to decisions, and their defaults (DESIGN principle 2): ``primal_choose``,
``primal_pick_cards``, ``primal_pay``, ``primal_move_choice``, and ``apply_default``."""

from __future__ import annotations

from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection, reject
from app.engine.primal import commands as pc
from app.engine.primal.commands import SECTOR_INDEX
from app.engine.primal.events.agenda import WindowPassed
from app.engine.primal.events.piles import CardsDiscarded
from app.engine.primal.handlers.choices import CHOSEN
from app.engine.primal.model.decisions import (
    CardsDecision,
    ChoiceDecision,
    Decision,
    MoveDecision,
    PaymentDecision,
    WindowDecision,
)
from app.engine.primal.model.tasks import Draw, ResolveEffects
from app.engine.primal.recorder import PrimalRecorder
from app.engine.primal.rules.guards import fight_guard
from app.engine.primal.rules.stamina import can_pay, payments
from app.engine.primal.steps import keywords
from app.engine.primal.steps.agenda import push, resolve
from app.engine.primal.steps.board import move_hunter
from app.engine.primal.steps.play import pay


def _decision(
    rec: PrimalRecorder, actor: Actor, decision_id: int, kind: type
) -> Decision | Rejection:
    problem = fight_guard(rec.state)
    if problem is not None:
        return problem
    decision = rec.state.decision(decision_id)
    if decision is None or not isinstance(decision, kind):
        return reject("no_such_decision", "There is no such choice waiting.")
    if actor.role != "seat" or actor.seat not in decision.deciders:
        return reject("not_your_decision", "This choice is not yours to make.")
    return decision


def answer_choose(rec: PrimalRecorder, actor: Actor, cmd: pc.Choose) -> Rejection | None:
    decision = _decision(rec, actor, cmd.decision, ChoiceDecision)
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, ChoiceDecision)
    if cmd.option >= len(decision.options):
        return reject("no_such_option", "Pick one of the options offered.")
    settle_choice(rec, decision, cmd.option, actor.seat, by_default=False)
    return None


def settle_choice(
    rec: PrimalRecorder, d: ChoiceDecision, index: int, by: str | None, by_default: bool
) -> None:
    resolve(rec, d.id, by, by_default)
    CHOSEN[d.purpose](rec, d, d.options[index])


def answer_cards(rec: PrimalRecorder, actor: Actor, cmd: pc.PickCards) -> Rejection | None:
    decision = _decision(rec, actor, cmd.decision, CardsDecision)
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, CardsDecision)
    cards = cmd.cards
    if len(set(cards)) != len(cards) or any(c not in decision.cards for c in cards):
        return reject("not_offered", "Pick among the cards offered, each once.")
    if not decision.least <= len(cards) <= decision.most:
        return reject("wrong_count", f"Pick {decision.least} to {decision.most} cards.")
    settle_cards(rec, decision, cards, actor.seat, by_default=False)
    return None


def settle_cards(
    rec: PrimalRecorder, d: CardsDecision, cards: tuple[str, ...], by: str | None, by_default: bool
) -> None:
    resolve(rec, d.id, by, by_default)
    if d.purpose == "stun_reveal":
        keywords.attacks_revealed(rec, d.hunter, cards)
        return
    if cards:
        why = {"discard": "effect", "recycle": "recycle", "hand_limit": "hand size limit"}[
            d.purpose
        ]
        rec.emit(CardsDiscarded(hunter=d.hunter, cards=cards, why=why))
    if d.purpose == "recycle" and cards:
        push(rec, Draw(hunter=d.hunter, count=len(cards)))


def answer_pay(rec: PrimalRecorder, actor: Actor, cmd: pc.PayCost) -> Rejection | None:
    decision = _decision(rec, actor, cmd.decision, PaymentDecision)
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, PaymentDecision)
    if cmd.decline:
        if not decision.optional:
            return reject("must_pay", "This cost must be paid.", "P-TURN-12")
        resolve(rec, decision.id, actor.seat, False)
        return None
    if not can_pay(rec.state, decision.hunter, cmd.pay, cmd.token, decision.amount):
        return reject("bad_payment", f"Pay exactly {decision.amount} stamina.", "P-TURN-08")
    settle_payment(rec, decision, cmd.pay, cmd.token, actor.seat, by_default=False)
    return None


def settle_payment(
    rec: PrimalRecorder,
    d: PaymentDecision,
    cards: tuple[str, ...],
    token: bool,
    by: str | None,
    by_default: bool,
) -> None:
    resolve(rec, d.id, by, by_default)
    pay(rec, d.hunter, cards, token, d.amount, "ability cost")
    push(rec, ResolveEffects(context=d.context, effects=d.effects))


def answer_move(rec: PrimalRecorder, actor: Actor, cmd: pc.MoveChoice) -> Rejection | None:
    decision = _decision(rec, actor, cmd.decision, MoveDecision)
    if isinstance(decision, Rejection):
        return decision
    assert isinstance(decision, MoveDecision)
    to = SECTOR_INDEX[cmd.to] if cmd.to is not None else None
    if to is None:
        if not decision.optional:
            return reject("must_move", "This move cannot be declined.", "P-TURN-04")
        resolve(rec, decision.id, actor.seat, False)
        return None
    if to not in decision.sectors:
        return reject("not_adjacent", "A move goes to an adjacent sector.", "P-BOARD-03")
    if not can_pay(rec.state, decision.hunter, cmd.pay, cmd.token, decision.cost):
        return reject("bad_payment", f"Pay exactly {decision.cost} stamina.", "P-TURN-04")
    settle_move(rec, decision, to, cmd.pay, cmd.token, actor.seat, by_default=False)
    return None


def settle_move(
    rec: PrimalRecorder,
    d: MoveDecision,
    to: int | None,
    cards: tuple[str, ...],
    token: bool,
    by: str | None,
    by_default: bool,
) -> None:
    resolve(rec, d.id, by, by_default)
    if to is None:
        return
    pay(rec, d.hunter, cards, token, d.cost, "move")
    move_hunter(rec, d.hunter, to)


def apply_default(rec: PrimalRecorder, actor: Actor, cmd: ApplyDefault) -> Rejection | None:
    """The server (a deadline passed) or the GM settles a decision by its default."""
    if actor.role not in ("system", "gm"):
        return reject("forbidden", "Only the server or the GM applies a default.")
    problem = fight_guard(rec.state)
    if problem is not None:
        return problem
    d = rec.state.decision(cmd.decision)
    if d is None:
        return reject("no_such_decision", "There is no such choice waiting.")
    settle_by_default(rec, d)
    return None


def settle_by_default(rec: PrimalRecorder, d: Decision) -> None:
    if isinstance(d, ChoiceDecision):
        settle_choice(rec, d, d.default, None, by_default=True)
    elif isinstance(d, CardsDecision):
        settle_cards(rec, d, d.default, None, by_default=True)
    elif isinstance(d, PaymentDecision):
        cheapest = next(iter(payments(rec.state, d.hunter, d.amount)), None)
        if d.optional or cheapest is None:
            resolve(rec, d.id, None, True)
        else:
            settle_payment(rec, d, cheapest[0], cheapest[1], None, by_default=True)
    elif isinstance(d, MoveDecision):
        cheapest = next(iter(payments(rec.state, d.hunter, d.cost)), None)
        if d.default is None or cheapest is None:
            settle_move(rec, d, None, (), False, None, by_default=True)
        else:
            settle_move(rec, d, d.default, cheapest[0], cheapest[1], None, by_default=True)
    elif isinstance(d, WindowDecision):
        for hunter in d.hunters:
            if hunter not in d.passed:
                rec.emit(WindowPassed(id=d.id, hunter=hunter))
        resolve(rec, d.id, None, True)
