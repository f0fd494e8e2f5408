"""One registry that routes every command and every event to the layer that owns it.

``CommandRoutes`` maps a command class to its handler; ``EventRoutes`` maps an event
``type`` to the function that applies it. decide() and evolve() of each layer (and of
the engine as a whole) read these tables instead of a hard-coded chain of cases, so a
new layer adds itself by registering its commands and events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Generic, TypeVar

from app.engine.kernel.model import EventBase

Handler = TypeVar("Handler")
State = TypeVar("State")


class UnroutedCommand(LookupError):
    """A command class no layer registered: a programming error, never a player's."""


class UnroutedEvent(LookupError):
    """An event type a table was asked to apply but does not own: a programming error
    (an event routed to the wrong layer), never silently ignored."""


class CommandRoutes(Generic[Handler]):
    """Command class -> the handler that decides it."""

    def __init__(self, routes: Mapping[type[Any], Handler] | None = None) -> None:
        self._routes: dict[type[Any], Handler] = {}
        for kind, handler in (routes or {}).items():
            self.add(kind, handler)

    def add(self, kind: type[Any], handler: Handler) -> None:
        if kind in self._routes:
            raise ValueError(f"{kind.__name__} is routed twice")
        self._routes[kind] = handler

    def handler_for(self, command: object) -> Handler:
        try:
            return self._routes[type(command)]
        except KeyError:
            raise UnroutedCommand(type(command).__name__) from None

    def __contains__(self, kind: object) -> bool:
        return kind in self._routes

    @property
    def kinds(self) -> Iterable[type[Any]]:
        return self._routes.keys()


class EventRoutes(Generic[State]):
    """Event type -> the function that applies it to ``State`` (never fails, never rolls)."""

    def __init__(self, routes: Mapping[str, Callable[[State, Any], State]] | None = None) -> None:
        self._routes: dict[str, Callable[[State, Any], State]] = {}
        for kind, evolver in (routes or {}).items():
            self.add(kind, evolver)

    def add(self, kind: str, evolver: Callable[[State, Any], State]) -> None:
        if kind in self._routes:
            raise ValueError(f"event {kind!r} is routed twice")
        self._routes[kind] = evolver

    def owns(self, kind: str) -> bool:
        return kind in self._routes

    def apply(self, state: State, event: EventBase) -> State:
        """``event`` applied to ``state``; a type this table does not own raises
        ``UnroutedEvent`` (callers ask ``owns`` first, or fold with ``apply_known``)."""
        evolver = self._routes.get(event.type)
        if evolver is None:
            raise UnroutedEvent(event.type)
        return evolver(state, event)

    def apply_known(self, state: State, event: EventBase) -> State:
        """``event`` applied to ``state`` when this table owns its type, else ``state``:
        for a layer's recorder, which folds every event its handlers emit, some of them
        another layer's (a quest's ``dice_advanced``, the campaign's seat events)."""
        evolver = self._routes.get(event.type)
        return state if evolver is None else evolver(state, event)

    def merged(self, more: Mapping[str, Callable[[State, Any], State]]) -> EventRoutes[State]:
        """A new table: these routes and ``more`` (a type routed twice raises). The
        layers' tables are composed so, once, by whoever composes them
        (app/engine/hunters/evolve.py), never changed after they are built."""
        return EventRoutes[State]({**self._routes, **_disjoint(self._routes, more)})

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(self._routes)


def _disjoint(
    routes: Mapping[str, Callable[[State, Any], State]],
    more: Mapping[str, Callable[[State, Any], State]],
) -> Mapping[str, Callable[[State, Any], State]]:
    twice = sorted(set(routes) & set(more))
    if twice:
        raise ValueError(f"event {twice[0]!r} is routed twice")
    return more
