"""The Primal game's registry (issue 28): every command has a handler, every event type
is applied, and no command or event name collides with The Hunters'."""

from __future__ import annotations

import inspect
from typing import Any, get_args

import pytest

from app.engine.hunters.commands import Command
from app.engine.hunters.events import Event
from app.engine.kernel.model import EventBase
from app.engine.primal import events as primal_events
from app.engine.primal.commands import PrimalCommand, StartFight
from app.engine.primal.decide import PRIMAL_COMMANDS
from app.engine.primal.events import agenda, behavior, board, hunters, monster, piles, setup, turns
from app.engine.primal.evolve.registry import PRIMAL_EVENTS, UnknownEvent, evolve_fight
from app.engine.primal.model.state import PrimalState

MODULES = (agenda, behavior, board, hunters, monster, piles, setup, turns)


def _members(union: Any) -> tuple[type[Any], ...]:
    return get_args(get_args(union)[0])


def event_classes() -> list[type[EventBase]]:
    return [
        cls
        for module in MODULES
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if issubclass(cls, EventBase) and cls is not EventBase and cls.__module__ == module.__name__
    ]


def test_every_primal_command_has_a_handler() -> None:
    missing = [
        k.__name__
        for k in _members(PrimalCommand)
        if k not in PRIMAL_COMMANDS and k is not StartFight
    ]
    assert missing == []


def test_every_primal_event_is_applied() -> None:
    names = {cls.model_fields["type"].default for cls in event_classes()}
    assert names == set(PRIMAL_EVENTS.kinds), names ^ set(PRIMAL_EVENTS.kinds)
    assert primal_events.__doc__


def test_primal_names_never_collide_with_the_hunters() -> None:
    hunters = {k.model_fields["type"].default for k in (*_members(Command), *_members(Event))}
    primal = {k.model_fields["type"].default for k in _members(PrimalCommand)} - {"apply_default"}
    primal |= set(PRIMAL_EVENTS.kinds)
    assert all(name.startswith("primal_") for name in primal)
    assert not hunters & primal


def test_an_unknown_event_is_an_error_not_a_silent_skip() -> None:
    with pytest.raises(UnknownEvent):
        evolve_fight(PrimalState(), EventBase(type="no_such_event"))
