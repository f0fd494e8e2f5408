"""The days track (CAMP-02, CAMP-11, CAMP-25, CAMP-32/33, SETL-15, TRAIT-16)."""

from __future__ import annotations

from app.engine.campaign.events.days import (
    CampaignEnded,
    DayBegan,
    DeadlineMissed,
    TimeTokensCleared,
)
from app.engine.campaign.events.heroes import HeroBoardChanged
from app.engine.campaign.recorder import Ledger

POISON_HEALTH_PER_DAY = 1  # TRAIT-16: a poisoned hero loses 1 Health at each day's end


def advance_days(ledger: Ledger, days: int) -> None:
    """Move the days marker ``days`` spaces, ending each day in turn; the campaign is lost
    when the marker would pass the last day (CAMP-02)."""
    for _ in range(days):
        if ledger.board.is_over:
            return
        end_day(ledger)


def end_day(ledger: Ledger) -> None:
    """One day ends: poison bites (TRAIT-16), a main-plot card due today and not yet
    revealed is missed (CAMP-25), and the next day begins with its time tokens (CAMP-33)."""
    board = ledger.board
    today = board.days.day
    for hero, h in board.heroes.items():
        if h.poisoned and h.health > 0:
            health = min(POISON_HEALTH_PER_DAY, h.health)
            ledger.emit(HeroBoardChanged(hero=hero, reason="poison", health=-health))
    for card, plot in sorted(ledger.content.plot_cards.items()):
        due = plot.back.deadline_day
        if due == today and card not in board.story.cards_read:
            ledger.emit(DeadlineMissed(card=card, day=today))
    if today >= board.days.last_day:
        ledger.emit(CampaignEnded(result="defeat", reason="days_ran_out"))
        return
    ledger.emit(DayBegan(day=today + 1))
    due_tokens = tuple(t for t, day in sorted(board.days.time_tokens.items()) if day <= today + 1)
    if due_tokens:
        ledger.emit(TimeTokensCleared(tokens=due_tokens))
