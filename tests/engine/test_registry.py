"""One registry routes every command and every event (issue 10): no command of the
protocol lacks a handler, no event type is left unapplied or applied by two tables by
accident, and the engine modules import at the top only (an import inside a function
or under TYPE_CHECKING is how a cycle hides from import-linter)."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any, get_args

from app.engine.commands import Command
from app.engine.decide import CAMPAIGN_COMMANDS
from app.engine.events import Event
from app.engine.evolve import CAMPAIGN_EVENTS
from app.engine.quest.evolve.registry import QUEST_EVENTS

ENGINE = Path(__file__).resolve().parents[2] / "app" / "engine"
SHARED = {"quest_ended": "the campaign takes back the party and applies the quest's end too"}
UNAPPLIED = {"campaign_created": "the genesis: replay builds the first state from it"}


def _members(union: Any) -> tuple[type[Any], ...]:
    return get_args(get_args(union)[0])


def test_every_command_has_a_handler() -> None:
    missing = [kind.__name__ for kind in _members(Command) if kind not in CAMPAIGN_COMMANDS]
    assert missing == []


def test_every_event_is_applied_by_exactly_one_table() -> None:
    for kind in _members(Event):
        name = kind.model_fields["type"].default
        owners = [t for t in (CAMPAIGN_EVENTS, QUEST_EVENTS) if t.owns(name)]
        expected = 2 if name in SHARED else 0 if name in UNAPPLIED else 1
        assert len(owners) == expected, name


def test_every_routed_event_can_be_read_back_from_the_log() -> None:
    """An event type some table applies is in the ``Event`` union, so a stored row of it
    decodes (else the live state would move on while a reload could not read the log)."""
    readable = {kind.model_fields["type"].default for kind in _members(Event)}
    routed = CAMPAIGN_EVENTS.kinds | QUEST_EVENTS.kinds
    assert sorted(routed - readable) == []


def test_the_engine_imports_at_the_top_of_each_module() -> None:
    hidden = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in top:
                hidden.append(f"{path.relative_to(ENGINE)}:{node.lineno}")
    assert hidden == []
