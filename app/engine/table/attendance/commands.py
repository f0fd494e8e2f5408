"""Commands of seats, absent players and the play mode (issue 15)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from app.engine.kernel.model import CommandBase
from app.engine.table.attendance.model import PlayStyle
from app.engine.table.seats.commands import ReassignSeat as ReassignSeat

SeatId = str


class SetAway(CommandBase):
    """A seat says its player is away (or back: heroes lent for the evening return)."""

    type: Literal["set_away"] = "set_away"
    away: bool


class HandOverHeroes(CommandBase):
    """GM: every hero of ``from_seat`` goes to ``to_seat``, for the evening (they return
    when ``from_seat`` is back) or for good (DEV-34)."""

    type: Literal["hand_over_heroes"] = "hand_over_heroes"
    from_seat: SeatId = Field(min_length=1, max_length=32)
    to_seat: SeatId = Field(min_length=1, max_length=32)
    for_good: bool = False


class SetPlayMode(CommandBase):
    """GM: play live, or by turns with ``turn_hours`` for every decision."""

    type: Literal["set_play_mode"] = "set_play_mode"
    style: PlayStyle
    turn_hours: int = Field(default=24, ge=1, le=168)


AttendanceCommand = ReassignSeat | SetAway | HandOverHeroes | SetPlayMode
