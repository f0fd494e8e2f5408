"""evolve() for a Primal table: the table's events here, the fight's to the fight
engine's evolve. An event type neither owns raises (never silently ignored)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from app.engine.kernel.model import EventBase
from app.engine.kernel.registry import EventRoutes
from app.engine.primal.campaign.events import CAMPAIGN_EVENT_CLASSES, HuntBegun
from app.engine.primal.campaign.evolve import evolve_campaign, observe_fight
from app.engine.primal.evolve.registry import evolve_fight
from app.engine.primal.model.state import PrimalState
from app.engine.primal.table.events import (
    HunterChosen,
    HunterReleased,
    PrimalTableCreated,
    TableDiceAdvanced,
)
from app.engine.primal.table.model import PrimalSeat, PrimalTable
from app.engine.table.seats.events import SeatClosed, SeatOpened, SeatReassigned


def genesis(event: PrimalTableCreated) -> PrimalTable:
    """The table a Primal campaign starts as, from its first event."""
    return PrimalTable(
        seed=event.seed,
        content_pack=event.content_pack,
        content_hash=event.content_hash,
        reaction_timeout_seconds=event.reaction_timeout_seconds,
    )


def _seats(table: PrimalTable, seat: str, seat_state: PrimalSeat | None) -> PrimalTable:
    seats = {k: v for k, v in table.seats.items() if k != seat}
    if seat_state is not None:
        seats = {**table.seats, seat: seat_state}
    return table.model_copy(update={"seats": seats})


def _opened(table: PrimalTable, event: SeatOpened) -> PrimalTable:
    return _seats(table, event.seat, PrimalSeat(seat=event.seat))


def _closed(table: PrimalTable, event: SeatClosed) -> PrimalTable:
    return _seats(table, event.seat, None)


def _chosen(table: PrimalTable, event: HunterChosen) -> PrimalTable:
    seat = table.seats[event.seat]
    return _seats(
        table, event.seat, PrimalSeat(seat=seat.seat, hunters=(*seat.hunters, event.hunter))
    )


def _released(table: PrimalTable, event: HunterReleased) -> PrimalTable:
    seat = table.seats[event.seat]
    kept = tuple(h for h in seat.hunters if h != event.hunter)
    return _seats(table, event.seat, PrimalSeat(seat=seat.seat, hunters=kept))


def _dice(table: PrimalTable, event: TableDiceAdvanced) -> PrimalTable:
    return table.model_copy(update={"dice_cursor": event.cursor})


def _same(table: PrimalTable, _event: Any) -> PrimalTable:
    return table


TABLE_EVENTS = EventRoutes[PrimalTable](
    {
        "seat_opened": _opened,
        "seat_closed": _closed,
        "seat_reassigned": _same,
        "primal_seat_hunter_chosen": _chosen,
        "primal_seat_hunter_released": _released,
        "primal_dice_advanced": _dice,
    }
)
TABLE_EVENT_CLASSES: tuple[type[EventBase], ...] = (
    PrimalTableCreated, SeatOpened, SeatClosed, SeatReassigned, HunterChosen, HunterReleased,
    TableDiceAdvanced, *CAMPAIGN_EVENT_CLASSES,
)  # fmt: skip
"""The table's own event classes (the seats' are the platform's), for the parser."""


def evolve_table(table: PrimalTable, event: EventBase) -> PrimalTable:
    if TABLE_EVENTS.owns(event.type):
        return TABLE_EVENTS.apply(table, event)
    if event.type in CAMPAIGN_TYPES:
        return _campaign_event(table, event)
    fight = evolve_fight(table.fight, event)
    if table.campaign is None:
        return table.model_copy(update={"fight": fight})
    return table.model_copy(
        update={"fight": fight, "campaign": observe_fight(table.campaign, event)}
    )


CAMPAIGN_TYPES = frozenset(k.model_fields["type"].default for k in CAMPAIGN_EVENT_CLASSES)


def _campaign_event(table: PrimalTable, event: EventBase) -> PrimalTable:
    """A campaign event; a hunt begun clears the last fight away (P-CAMP-07)."""
    update: dict[str, Any] = {"campaign": evolve_campaign(table.campaign, event)}
    if isinstance(event, HuntBegun):
        update["fight"] = PrimalState()
    return table.model_copy(update=update)


def replay_table(events: Iterable[EventBase], table: PrimalTable | None = None) -> PrimalTable:
    """Fold ``events`` onto ``table`` (or onto the genesis the first event describes)."""
    iterator = iter(events)
    if table is None:
        first = next(iterator)
        if not isinstance(first, PrimalTableCreated):
            raise ValueError("a Primal campaign's log starts with primal_table_created")
        table = genesis(first)
    for event in iterator:
        table = evolve_table(table, event)
    return table
