"""Applying the events of seats, absent players and the play mode (facts only)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engine.hunters.state import HuntersTable, PlayMode
from app.engine.kernel.copying import copy_with
from app.engine.table.attendance import events as ev


def seat_away_set(state: HuntersTable, e: ev.SeatAwaySet) -> HuntersTable:
    seat = copy_with(state.seats[e.seat], away=e.away)
    return copy_with(state, seats={**state.seats, e.seat: seat})


def heroes_lent(state: HuntersTable, e: ev.HeroesLent) -> HuntersTable:
    return copy_with(state, loans={**state.loans, **dict.fromkeys(e.heroes, e.home_seat)})


def heroes_returned(state: HuntersTable, e: ev.HeroesReturned) -> HuntersTable:
    return copy_with(state, loans={h: s for h, s in state.loans.items() if h not in e.heroes})


def play_mode_set(state: HuntersTable, e: ev.PlayModeSet) -> HuntersTable:
    return copy_with(state, play_mode=PlayMode(style=e.style, turn_hours=e.turn_hours))


ATTENDANCE_EVENTS: dict[str, Callable[[HuntersTable, Any], HuntersTable]] = {
    "seat_reassigned": lambda state, _e: state,  # who plays a seat is the service's to know
    "seat_away_set": seat_away_set,
    "heroes_lent": heroes_lent,
    "heroes_returned": heroes_returned,
    "play_mode_set": play_mode_set,
}
