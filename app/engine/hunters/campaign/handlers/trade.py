"""Handlers of trade, services and purses (SETL-09..15, SETL-22)."""

from __future__ import annotations

from app.engine.hunters.campaign import commands as c
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules import guards, inn, trade
from app.engine.hunters.campaign.steps import trade as steps
from app.engine.hunters.campaign.steps.answers import answer_stay
from app.engine.hunters.campaign.steps.frames import party_seats
from app.engine.kernel.model import Actor
from app.engine.kernel.rejections import Rejection


def _for_hero(ledger: CampaignRecorder, actor: Actor, hero: str) -> Rejection | None:
    board = ledger.board
    return guards.free_to_act(board, actor, ledger.seating) or guards.controls_hero(
        board, actor, ledger.seating, hero
    )


def buy_goods(ledger: CampaignRecorder, actor: Actor, command: c.BuyGoods) -> Rejection | None:
    problem = _for_hero(ledger, actor, command.hero) or trade.buy_guard(
        ledger.board, ledger.content, command.hero, command.item, command.count
    )
    if problem is None:
        steps.buy(ledger, command.hero, command.item, command.count)
    return problem


def sell_goods(ledger: CampaignRecorder, actor: Actor, command: c.SellGoods) -> Rejection | None:
    problem = _for_hero(ledger, actor, command.hero) or trade.sell_guard(
        ledger.board, ledger.content, command.hero, command.item, command.count
    )
    if problem is None:
        steps.sell(ledger, command.hero, command.item, command.count)
    return problem


def stay_at_inn(ledger: CampaignRecorder, actor: Actor, command: c.StayAtInn) -> Rejection | None:
    """SETL-11: a player commits its own heroes to work or rest; with other players in
    the party the stay waits on their answers (``inn``)."""
    problem = guards.free_to_act(ledger.board, actor, ledger.seating)
    for hero in (*command.work, *command.rest):
        problem = problem or guards.controls_hero(ledger.board, actor, ledger.seating, hero)
    problem = problem or trade.inn_guard(
        ledger.board, ledger.content, command.days, command.work, command.rest
    )
    if problem is not None:
        return problem
    # the GM acts for every hero: its stay asks nobody
    others = (
        tuple(s for s in party_seats(ledger) if s != actor.seat) if actor.role == "seat" else ()
    )
    if others:
        steps.propose_stay(
            ledger, str(actor.seat), others, command.days, command.work, command.rest
        )
    else:
        steps.stay_at_inn(ledger, command.days, command.work, command.rest)
    return None


def join_inn_stay(
    ledger: CampaignRecorder, actor: Actor, command: c.JoinInnStay
) -> Rejection | None:
    problem = guards.actor_guard(actor, ledger.seating) or inn.answer_guard(
        ledger.board, ledger.content, ledger.seating, actor, command.decision,
        command.work, command.rest,
    )  # fmt: skip
    if problem is None:
        answer_stay(ledger, command.decision, str(actor.seat), command.work, command.rest)
    return problem


def buy_healing(ledger: CampaignRecorder, actor: Actor, command: c.BuyHealing) -> Rejection | None:
    problem = _for_hero(ledger, actor, command.hero) or trade.heal_guard(
        ledger.board, ledger.content, command.hero, command.cure
    )
    if problem is None:
        steps.buy_healing(ledger, command.hero, command.cure)
    return problem


def transfer_gold(
    ledger: CampaignRecorder, actor: Actor, command: c.TransferGold
) -> Rejection | None:
    problem = _for_hero(ledger, actor, command.giver) or trade.transfer_guard(
        ledger.board, command.giver, command.receiver, command.gold_half
    )
    if problem is None:
        steps.transfer_gold(ledger, command.giver, command.receiver, command.gold_half)
    return problem
