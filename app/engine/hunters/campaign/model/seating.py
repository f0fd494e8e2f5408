"""Who sits at the campaign's table, as the campaign's rules read it."""

from __future__ import annotations

from dataclasses import dataclass

from app.engine.kernel.deciders import SeatOf


@dataclass(frozen=True)
class Seating:
    """The campaign's seats in order and who sits behind each hero."""

    seats: tuple[str, ...]
    seat_of: SeatOf
