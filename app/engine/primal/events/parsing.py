"""Every fight event type, found by its ``type`` (the log's stored JSON back into events).

The fight's event modules are listed here once; each ``EventBase`` class they define is
one stored type. Names never collide with The Hunters' (each starts with ``primal_``).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from app.engine.kernel.model import EventBase
from app.engine.primal.events import agenda, behavior, board, hunters, monster, piles, setup, turns

EVENT_MODULES: tuple[ModuleType, ...] = (
    agenda,
    behavior,
    board,
    hunters,
    monster,
    piles,
    setup,
    turns,
)


def _classes(module: ModuleType) -> list[type[EventBase]]:
    return [
        kind
        for kind in vars(module).values()
        if isinstance(kind, type)
        and issubclass(kind, EventBase)
        and kind is not EventBase
        and kind.__module__ == module.__name__
    ]


def _by_type() -> dict[str, type[EventBase]]:
    found: dict[str, type[EventBase]] = {}
    for module in EVENT_MODULES:
        for kind in _classes(module):
            name = kind.model_fields["type"].default
            if name in found:
                raise ValueError(f"fight event {name!r} is defined twice")
            found[name] = kind
    return found


FIGHT_EVENT_TYPES: dict[str, type[EventBase]] = _by_type()


class UnknownFightEvent(ValueError):
    """A stored type no fight event has: the log was written by other code."""


def parse_fight_event(data: Any) -> EventBase:
    """A fight event from its JSON form (raises pydantic's ValidationError when a field
    is wrong, ``UnknownFightEvent`` for a type no fight event has)."""
    name = data.get("type") if isinstance(data, dict) else None
    kind = FIGHT_EVENT_TYPES.get(name) if isinstance(name, str) else None
    if kind is None:
        raise UnknownFightEvent(f"no fight event is called {name!r}")
    return kind.model_validate(data)
