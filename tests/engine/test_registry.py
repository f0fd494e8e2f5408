"""One registry routes every command and every event (issue 10): no command of the
protocol lacks a handler, no event type is left unapplied or applied by two tables by
accident, and the engine modules import at the top only (an import inside a function
or under TYPE_CHECKING is how a cycle hides from import-linter)."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any, get_args

import pytest

from app.engine.hunters.campaign.evolve.registry import CAMPAIGN_BOARD_EVENTS
from app.engine.hunters.commands import Command
from app.engine.hunters.corrections.board.evolve import CORRECTION_EVENTS
from app.engine.hunters.decide import HUNTERS_COMMAND_ROUTES
from app.engine.hunters.events import Event
from app.engine.hunters.evolve import BOARD_EVENTS, CAMPAIGN_EVENTS, QUEST_AND_CORRECTION_EVENTS
from app.engine.kernel.model import EventBase
from app.engine.kernel.registry import EventRoutes, UnroutedEvent

ENGINE = Path(__file__).resolve().parents[2] / "app" / "engine"
SHARED = {"quest_ended": "the campaign takes back the party and applies the quest's end too"}
UNAPPLIED = {"campaign_created": "the genesis: replay builds the first state from it"}


def _members(union: Any) -> tuple[type[Any], ...]:
    return get_args(get_args(union)[0])


def test_every_command_has_a_handler() -> None:
    missing = [kind.__name__ for kind in _members(Command) if kind not in HUNTERS_COMMAND_ROUTES]
    assert missing == []


def test_every_event_is_applied_by_exactly_one_table() -> None:
    for kind in _members(Event):
        name = kind.model_fields["type"].default
        tables = (CAMPAIGN_EVENTS, QUEST_AND_CORRECTION_EVENTS, BOARD_EVENTS)
        owners = [t for t in tables if t.owns(name)]
        expected = 2 if name in SHARED else 0 if name in UNAPPLIED else 1
        assert len(owners) == expected, name


def test_every_routed_event_can_be_read_back_from_the_log() -> None:
    """An event type some table applies is in the ``Event`` union, so a stored row of it
    decodes (else the live state would move on while a reload could not read the log)."""
    readable = {kind.model_fields["type"].default for kind in _members(Event)}
    routed = CAMPAIGN_EVENTS.kinds | QUEST_AND_CORRECTION_EVENTS.kinds
    assert sorted(routed - readable) == []


class _Noted(EventBase):
    type: str = "noted"


def test_a_table_refuses_an_event_it_does_not_own() -> None:
    """Issue 28: an event routed to the wrong table is a programming error, not a no-op;
    only a recorder's fold (``apply_known``) passes over other layers' events."""
    table = EventRoutes[int]({"counted": lambda n, _e: n + 1})
    assert table.apply(1, _Noted(type="counted")) == 2
    with pytest.raises(UnroutedEvent, match="noted"):
        table.apply(1, _Noted())
    assert table.apply_known(1, _Noted()) == 1


def test_the_gm_corrections_are_composed_not_inserted() -> None:
    """The campaign layer's own table is as it is built; the GM's corrections of the
    campaign's table join it in one composed table (app/engine/hunters/evolve.py)."""
    assert not any(CAMPAIGN_BOARD_EVENTS.owns(kind) for kind in CORRECTION_EVENTS)
    assert BOARD_EVENTS.kinds == CAMPAIGN_BOARD_EVENTS.kinds | set(CORRECTION_EVENTS)
    with pytest.raises(ValueError, match="routed twice"):
        BOARD_EVENTS.merged(CORRECTION_EVENTS)


def test_the_engine_imports_at_the_top_of_each_module() -> None:
    hidden = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in top:
                hidden.append(f"{path.relative_to(ENGINE)}:{node.lineno}")
    assert hidden == []
