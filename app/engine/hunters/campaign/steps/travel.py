"""Travel on the region map (CAMP-11..18, CAMP-28, SETL-16..19) and in a settlement
(SETL-03..08)."""

from __future__ import annotations

from app.engine.hunters.campaign.events.heroes import HeroBoardChanged
from app.engine.hunters.campaign.events.region import PartyMoved, TravelDieRolled
from app.engine.hunters.campaign.recorder import CampaignRecorder
from app.engine.hunters.campaign.rules.guards import river_fares
from app.engine.hunters.campaign.rules.purses import group_payment
from app.engine.hunters.campaign.rules.region import threat_of
from app.engine.hunters.campaign.steps import cards
from app.engine.hunters.campaign.steps.days import advance_days
from app.engine.hunters.campaign.steps.rewards import collect_rewards
from app.engine.hunters.campaign.steps.story import tell_story

TRAVEL_DAYS = 1  # CAMP-11, SETL-17: one day per move on the map or by river


def travel(ledger: CampaignRecorder, to: str) -> None:
    """CAMP-11..18: the marker moves to a neighbouring card, a day passes, the card is
    revealed, its rewards collected, the travel die rolled (a road card of the card's
    level on the icon), and red-triangle plot cards there read."""
    ledger.emit(PartyMoved(to=to, by="travel"))
    advance_days(ledger, TRAVEL_DAYS)
    if ledger.board.is_over:
        return
    arrive(ledger, to)
    if ledger.dice.travel_die():
        ledger.emit(TravelDieRolled(icon=True))
        cards.draw_road_card(ledger, threat_of(ledger.content, to))
    else:
        ledger.emit(TravelDieRolled(icon=False))
    tell_story(ledger)


def arrive(ledger: CampaignRecorder, at: str) -> None:
    """CAMP-18/22/28: reveal, collect, and put the red-triangle cards on the agenda (the
    road card drawn after this is followed first)."""
    cards.reveal(ledger, at)
    collect_rewards(ledger, at)
    cards.read_cards_here(ledger)


def sail(ledger: CampaignRecorder, to: str) -> None:
    """SETL-17..19: by river to another port in one day, the fares paid from the purses
    by SETL-22's rule (rules/purses.py); no travel die (SETL-19 default)."""
    paid = group_payment(ledger.board, river_fares(ledger.board, ledger.content)) or {}
    for hero, gold_half in paid.items():
        ledger.emit(HeroBoardChanged(hero=hero, reason="river", gold_half=-gold_half))
    ledger.emit(PartyMoved(to=to, by="river"))
    advance_days(ledger, TRAVEL_DAYS)
    if ledger.board.is_over:
        return
    arrive(ledger, to)
    tell_story(ledger)


def enter_location(ledger: CampaignRecorder, location: str) -> None:
    """SETL-03..06: the marker goes onto a location card of the settlement (no day
    passes); the travel die is rolled, an icon drawing a town card; red-triangle cards
    on the location are read."""
    region = ledger.board.region
    ledger.emit(PartyMoved(to=region.marker, location=location, by="settlement"))
    cards.read_cards_here(ledger)
    if ledger.dice.travel_die():
        ledger.emit(TravelDieRolled(icon=True))
        cards.draw_town_card(ledger)
    else:
        ledger.emit(TravelDieRolled(icon=False))
    tell_story(ledger)


def leave_settlement(ledger: CampaignRecorder) -> None:
    """SETL-08 (default): back on the settlement's map card, on the same day."""
    ledger.emit(PartyMoved(to=ledger.board.region.marker, by="settlement"))
