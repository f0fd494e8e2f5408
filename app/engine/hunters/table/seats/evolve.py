"""Applying table-setup events to the state (never fails, never rolls)."""

from __future__ import annotations

from app.engine.hunters.state import HuntersTable, Seat
from app.engine.kernel.model import EventBase
from app.engine.kernel.registry import EventRoutes
from app.engine.table.seats import events as e


def _with_seat(state: HuntersTable, seat: Seat) -> HuntersTable:
    return state.model_copy(update={"seats": {**state.seats, seat.seat: seat}})


def evolve_table(state: HuntersTable, event: EventBase) -> HuntersTable:
    """Apply one table-setup event (seats, heroes chosen, the party, the start)."""
    match event:
        case e.SeatOpened(seat=seat):
            return _with_seat(state, Seat(seat=seat))
        case e.SeatClosed(seat=seat, heroes_released=released):
            seats = {k: v for k, v in state.seats.items() if k != seat}
            unassigned = (
                state.unassigned if state.phase == "setup" else (*state.unassigned, *released)
            )
            return state.model_copy(update={"seats": seats, "unassigned": unassigned})
        case e.HeroChosen(seat=seat, hero=hero):
            old = state.seats[seat]
            # A changed party needs a fresh "ready" from its player.
            update = {"heroes": (*old.heroes, hero), "ready": False}
            return _with_seat(state, old.model_copy(update=update))
        case e.HeroReleased(seat=seat, hero=hero):
            old = state.seats[seat]
            heroes = tuple(h for h in old.heroes if h != hero)
            return _with_seat(state, old.model_copy(update={"heroes": heroes, "ready": False}))
        case e.HeroAssigned(hero=hero, from_seat=from_seat, to_seat=to_seat):
            return _assign(state, hero, from_seat, to_seat)
        case e.PartyNamed(name=name):
            return state.model_copy(update={"party_name": name})
        case e.SeatReadied(seat=seat, ready=ready):
            return _with_seat(state, state.seats[seat].model_copy(update={"ready": ready}))
        case e.CampaignStarted():
            return state.model_copy(update={"phase": "between_quests"})
    return state


def _assign(state: HuntersTable, hero: str, from_seat: str | None, to_seat: str) -> HuntersTable:
    seats = dict(state.seats)
    if from_seat is not None:
        old = seats[from_seat]
        seats[from_seat] = old.model_copy(
            update={"heroes": tuple(h for h in old.heroes if h != hero)}
        )
    target = seats[to_seat]
    seats[to_seat] = target.model_copy(update={"heroes": (*target.heroes, hero)})
    unassigned = tuple(h for h in state.unassigned if h != hero)
    return state.model_copy(update={"seats": seats, "unassigned": unassigned})


TABLE_EVENTS = EventRoutes[HuntersTable](
    {
        kind: evolve_table
        for kind in (
            "seat_opened",
            "seat_closed",
            "hero_chosen",
            "hero_released",
            "hero_assigned",
            "party_named",
            "seat_readied",
            "campaign_started",
        )
    }
)
"""The table-setup events, all applied by ``evolve_table``."""
