"""legal_commands for a fight: what a sender could send now that decide accepts, built
from the guards decide uses (tests/engine/primal/test_legality.py checks both ways).

Every answer is listed in full: each option of a choice, each set of cards a
``cards`` decision allows, each minimal payment (P-TURN-08..12 reading), each X a card
costing X allows. ``primal_start_fight`` belongs to the table that sets the fight up and
is never listed here.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from app.engine.kernel.commands import ApplyDefault
from app.engine.kernel.model import Actor, CommandBase
from app.engine.primal import commands as pc
from app.engine.primal.commands import LAYER
from app.engine.primal.model.board import SECTOR_NAMES
from app.engine.primal.model.decisions import (
    CardsDecision,
    ChoiceDecision,
    Decision,
    MoveDecision,
    PaymentDecision,
    WindowDecision,
)
from app.engine.primal.model.state import PrimalState
from app.engine.primal.model.tasks import TurnStep
from app.engine.primal.rules.cards import card_def
from app.engine.primal.rules.guards import controls
from app.engine.primal.rules.options import (
    ability_options,
    movement_options,
    play_options,
    revive_options,
)
from app.engine.primal.rules.stamina import can_pay, payments
from app.engine.primal.rules.windows import (
    consumables,
    helper_guard,
    is_retaliation,
    keyword_cards,
    resilience_cards,
)


def legal_commands(state: PrimalState, actor: Actor) -> list[CommandBase]:
    """Every command ``actor`` could send now that decide() would accept."""
    if state.phase != "playing":
        return []
    if actor.role in ("system", "gm"):
        return [ApplyDefault(decision=d.id, layer=LAYER) for d in state.pending]
    found: list[CommandBase] = []
    for decision in state.pending:
        if actor.seat in decision.deciders:
            found += _answers(state, actor, decision)
    if not state.pending:
        found += _turn(state, actor)
    found += _helpers(state, actor)
    return found


def _answers(s: PrimalState, actor: Actor, d: Decision) -> Iterator[CommandBase]:
    match d:
        case ChoiceDecision():
            yield from (pc.Choose(decision=d.id, option=i) for i in range(len(d.options)))
        case CardsDecision():
            for size in range(d.least, d.most + 1):
                for cards in combinations(d.cards, size):
                    yield pc.PickCards(decision=d.id, cards=cards)
        case PaymentDecision():
            if d.optional:
                yield pc.PayCost(decision=d.id, decline=True)
            for cards, token in payments(s, d.hunter, d.amount):
                yield pc.PayCost(decision=d.id, pay=cards, token=token)
        case MoveDecision():
            yield from _moves(s, d)
        case WindowDecision():
            yield from _window(s, actor, d)


def _moves(s: PrimalState, d: MoveDecision) -> Iterator[CommandBase]:
    if d.optional:
        yield pc.MoveChoice(decision=d.id)
    for sector in d.sectors:
        for cards, token in payments(s, d.hunter, d.cost):
            if can_pay(s, d.hunter, cards, token, d.cost):
                to = SECTOR_NAMES[sector]
                yield pc.MoveChoice(decision=d.id, to=to, pay=cards, token=token)  # type: ignore[arg-type]


def _window(s: PrimalState, actor: Actor, d: WindowDecision) -> Iterator[CommandBase]:
    for hunter in d.hunters:
        if hunter in d.passed or not controls(s, actor, hunter):
            continue
        yield pc.PassWindow(decision=d.id, hunter=hunter)
        if d.moment == "consume":
            for source in consumables(s, hunter):
                yield pc.Consume(hunter=hunter, card=source.id, ability=source.ability)
        elif d.moment == "damage":
            yield from (
                pc.ShowResilience(hunter=hunter, card=c) for c in resilience_cards(s, hunter)
            )
            if hunter not in d.done:
                yield from _retaliations(s, hunter)


def _retaliations(s: PrimalState, hunter: str) -> Iterator[CommandBase]:
    hand = s.hunters[hunter].hand
    for card in hand:
        retaliate = card_def(s, card).retaliate
        if retaliate is None:
            continue
        others = [c for c in hand if c != card]
        for extra in combinations(others, len(retaliate.colors) - 1):
            cards = (card, *extra)
            if is_retaliation(s, hunter, card, cards):
                yield pc.RetaliateWith(hunter=hunter, card=card, cards=cards)


def _turn(s: PrimalState, actor: Actor) -> Iterator[CommandBase]:
    top = s.top
    if (
        not isinstance(top, TurnStep)
        or s.active != top.hunter
        or not controls(s, actor, top.hunter)
    ):
        return
    hunter = top.hunter
    if top.step == "movement":
        yield from movement_options(s, hunter)
    elif top.step == "action":
        yield from play_options(s, hunter)
        yield from ability_options(s, hunter)
        yield from revive_options(s, hunter)
        yield pc.EndActionPhase(hunter=hunter)


def _helpers(s: PrimalState, actor: Actor) -> Iterator[CommandBase]:
    """P-TURN-41, P-GLOSS-21: Assist and Taunt by the actor's other hunters."""
    for hunter in s.order:
        if not controls(s, actor, hunter):
            continue
        for keyword, kind in (("assist", pc.Assist), ("taunt", pc.Taunt)):
            if helper_guard(s, actor, hunter, keyword) is None:
                for card in keyword_cards(s, hunter, keyword):
                    yield kind(hunter=hunter, card=card)
