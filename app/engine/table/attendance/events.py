"""Events of seats, absent players and the play mode (issue 15)."""

from __future__ import annotations

from typing import Literal

from app.engine.kernel.model import EventBase
from app.engine.table.attendance.model import PlayStyle
from app.engine.table.seats.events import SeatReassigned as SeatReassigned


class SeatAwaySet(EventBase):
    type: Literal["seat_away_set"] = "seat_away_set"
    seat: str
    away: bool


class HeroesLent(EventBase):
    """The heroes (already assigned by ``hero_assigned``) return to ``home_seat`` when
    its player is back."""

    type: Literal["heroes_lent"] = "heroes_lent"
    home_seat: str
    to_seat: str
    heroes: tuple[str, ...]


class HeroesReturned(EventBase):
    """Lent heroes went back to their seat (their ``hero_assigned`` events come first)."""

    type: Literal["heroes_returned"] = "heroes_returned"
    home_seat: str
    heroes: tuple[str, ...]


class PlayModeSet(EventBase):
    type: Literal["play_mode_set"] = "play_mode_set"
    style: PlayStyle
    turn_hours: int


AttendanceEvent = SeatReassigned | SeatAwaySet | HeroesLent | HeroesReturned | PlayModeSet
