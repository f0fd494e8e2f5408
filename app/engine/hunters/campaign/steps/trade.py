"""Trade and services (SETL-09..15): money and tokens change hands; days pass at the inn."""

from __future__ import annotations

from app.engine.hunters.campaign.events.heroes import GoldTransferred, HeroBoardChanged
from app.engine.hunters.campaign.model.decisions import InnStay
from app.engine.hunters.campaign.model.heroes import half_gold
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.trade import current_location, price_line
from app.engine.hunters.campaign.steps.days import advance_days
from app.engine.hunters.campaign.steps.frames import open_decision

REST_MORALE_PER_DAY = 1  # SETL-13


def _goods(ledger: CampaignRecorder, item: str, count: int, sign: int) -> dict[str, object]:
    if item in ledger.content.resources:
        return {"resources": {item: sign * count}}
    key = "equipment_gained" if sign > 0 else "equipment_lost"
    return {key: (item,) * count}


def buy(ledger: CampaignRecorder, hero: str, item: str, count: int) -> None:
    """SETL-09/10: the hero pays the purchase price; the tokens leave the supply."""
    location = current_location(ledger.board, ledger.content)
    line = price_line(location, item) if location else None
    assert line is not None and line.buy is not None
    ledger.emit(
        HeroBoardChanged(
            hero=hero, reason="trade", gold_half=-half_gold(line.buy) * count,
            **_goods(ledger, item, count, 1),  # type: ignore[arg-type]
        )
    )  # fmt: skip


def sell(ledger: CampaignRecorder, hero: str, item: str, count: int) -> None:
    """SETL-09/10: the hero gets the sale price; the tokens return to the supply."""
    location = current_location(ledger.board, ledger.content)
    line = price_line(location, item) if location else None
    assert line is not None and line.sell is not None
    ledger.emit(
        HeroBoardChanged(
            hero=hero, reason="trade", gold_half=half_gold(line.sell) * count,
            **_goods(ledger, item, count, -1),  # type: ignore[arg-type]
        )
    )  # fmt: skip


def propose_stay(
    ledger: CampaignRecorder, proposer: str, deciders: tuple[str, ...], days: int,
    work: tuple[str, ...], rest: tuple[str, ...],
) -> None:  # fmt: skip
    """SETL-11: the stay waits on the other players, who answer for their own heroes."""
    open_decision(
        ledger, InnStay, deciders=deciders, proposer=proposer, days=days, work=work, rest=rest
    )


def stay_at_inn(
    ledger: CampaignRecorder, days: int, work: tuple[str, ...], rest: tuple[str, ...]
) -> None:
    """SETL-12/13/15, WE-15/16: each day workers earn the pay, resters pay and gain 1
    morale (up to the top of the track, DEV-24), and the day passes."""
    location = current_location(ledger.board, ledger.content)
    if location is None:  # the GM moved the party while the stay waited: nobody stays
        return
    pay, price = half_gold(location.services.work or 0), half_gold(location.services.rest or 0)
    for _ in range(days):
        if ledger.board.is_over:
            return
        for hero in work:
            ledger.emit(HeroBoardChanged(hero=hero, reason="work", gold_half=pay))
        for hero in rest:
            h = ledger.board.heroes[hero]
            morale = min(REST_MORALE_PER_DAY, h.morale_top - h.morale)
            ledger.emit(HeroBoardChanged(hero=hero, reason="rest", gold_half=-price, morale=morale))
        advance_days(ledger, 1)


def buy_healing(ledger: CampaignRecorder, hero: str, cure: str) -> None:
    """SETL-14: Health up to the maximum (DEV-12), or the poison token removed."""
    location = current_location(ledger.board, ledger.content)
    assert location is not None and location.services.heal is not None
    heal = location.services.heal
    h = ledger.board.heroes[hero]
    if cure == "poison":
        ledger.emit(
            HeroBoardChanged(
                hero=hero, reason="heal", gold_half=-half_gold(heal.price), poisoned=False
            )
        )
        return
    health = min(heal.health, h.max_health - h.health)
    ledger.emit(
        HeroBoardChanged(hero=hero, reason="heal", gold_half=-half_gold(heal.price), health=health)
    )


def transfer_gold(ledger: CampaignRecorder, giver: str, receiver: str, gold_half: int) -> None:
    ledger.emit(GoldTransferred(giver=giver, receiver=receiver, gold_half=gold_half))
