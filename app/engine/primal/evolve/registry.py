"""Every fight event type and the function that applies it (never fails, never shuffles).

An event type this table does not own is a programming error here (unlike the kernel's
``EventRoutes.apply``, which leaves the state as it is): ``evolve_fight`` raises."""

from __future__ import annotations

from app.engine.kernel.model import EventBase
from app.engine.kernel.registry import EventRoutes
from app.engine.primal.evolve.flow import FLOW_HANDLERS
from app.engine.primal.evolve.hunters import HUNTER_HANDLERS
from app.engine.primal.evolve.monster import MONSTER_HANDLERS
from app.engine.primal.model.state import PrimalState

PRIMAL_EVENTS = EventRoutes[PrimalState]({**FLOW_HANDLERS, **HUNTER_HANDLERS, **MONSTER_HANDLERS})


class UnknownEvent(LookupError):
    """An event no Primal handler owns."""


def evolve_fight(state: PrimalState, event: EventBase) -> PrimalState:
    """Apply one fight event."""
    if not PRIMAL_EVENTS.owns(event.type):
        raise UnknownEvent(event.type)
    return PRIMAL_EVENTS.apply(state, event)


def replay(events: list[EventBase], state: PrimalState | None = None) -> PrimalState:
    """Replay is a fold (DESIGN principle 1): never a shuffle, never a rule."""
    s = state if state is not None else PrimalState()
    for event in events:
        s = evolve_fight(s, event)
    return s
