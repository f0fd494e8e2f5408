"""The days track (CAMP-02, CAMP-11, CAMP-25, CAMP-32/33, SETL-15, TRAIT-16)."""

from __future__ import annotations

from app.engine.hunters.campaign.events.days import (
    CampaignEnded,
    DayBegan,
    DeadlineMissed,
    TimeTokensCleared,
)
from app.engine.hunters.campaign.events.heroes import HeroBoardChanged
from app.engine.hunters.campaign.recorder import CampaignRecorder

POISON_HEALTH_PER_DAY = 1  # TRAIT-16: a poisoned hero loses 1 Health at each day's end


def advance_days(ledger: CampaignRecorder, days: int) -> None:
    """Move the days marker ``days`` spaces, ending each day in turn; the campaign is lost
    when the marker would pass the last day (CAMP-02)."""
    for _ in range(days):
        if ledger.board.is_over:
            return
        end_day(ledger)


def end_day(ledger: CampaignRecorder) -> None:
    """One day ends: poison bites (TRAIT-16), a main-plot card due today that lies in
    play unrevealed is missed (CAMP-25: a branch never placed cannot miss), and the next
    day begins with its time tokens (CAMP-33)."""
    board = ledger.board
    today = board.days.day
    for hero, h in board.heroes.items():
        if h.poisoned and h.health > 0:
            health = min(POISON_HEALTH_PER_DAY, h.health)
            ledger.emit(HeroBoardChanged(hero=hero, reason="poison", health=-health))
    for card in sorted(board.region.placed):
        if deadline_of(ledger, card) == today:
            ledger.emit(DeadlineMissed(card=card, day=today))
    if today >= board.days.last_day:
        ledger.emit(CampaignEnded(result="defeat", reason="days_ran_out"))
        return
    ledger.emit(DayBegan(day=today + 1))
    due_tokens = tuple(t for t, day in sorted(board.days.time_tokens.items()) if day <= today + 1)
    if due_tokens:
        ledger.emit(TimeTokensCleared(tokens=due_tokens))


def deadline_of(ledger: CampaignRecorder, card: str) -> int | None:
    """CAMP-25: the day printed on a plot card's red-striped back, if any."""
    plot = ledger.content.plot_cards.get(card)
    return plot.back.deadline_day if plot is not None else None


def miss_if_late(ledger: CampaignRecorder, card: str) -> None:
    """CAMP-25: a card that comes into play after its day has ended was not revealed
    before that day ended: its deadline is missed at once."""
    due = deadline_of(ledger, card)
    if due is not None and due < ledger.board.days.day:
        ledger.emit(DeadlineMissed(card=card, day=due))
