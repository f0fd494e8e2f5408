"""The pure rules engine: no I/O, no clock, no global randomness (DESIGN principle 1).

Public surface:
- ``decide(state, command, dice, actor=, content=)`` -> events | Rejection
- ``evolve(state, event)`` -> state; ``replay(events)`` -> state (a fold)
- ``legal_commands(state, actor, content)``; ``wasted_reason(state, command)`` (a card
  whose action would do nothing now, QUEST-25); ``view_for(state, viewer)``
- ``parse_command`` / ``parse_event``; ``SeededDice`` / ``ForcedDice``
- quests: ``build_quest(catalog, quest, party, dice)`` -> QuestState (what the
  ``start_quest`` command and ``start_campaign`` do through decide); ``RulesOptions``
  (every resolved ambiguity as a setting, docs/rules-decisions.md). Quest commands are in
  ``app.engine.quest.commands``, quest events in ``app.engine.quest.events`` (by concern).
- ``preview(state, command, dice)``: a move's or an attack's own procedure, stopping
  before anything hidden (app/engine/preview.py).

The layout (CONTRIBUTING.md draws it): ``kernel/`` is shared by every layer; ``table/``
is the setup before the campaign starts; ``quest/`` is the fight on the grid; the
modules here compose them.
"""

from app.engine.commands import Command, parse_command
from app.engine.decide import decide
from app.engine.events import CampaignCreated, Event, parse_event
from app.engine.evolve import evolve, genesis, replay
from app.engine.kernel.dice import Dice, ForcedDice, SeededDice
from app.engine.kernel.model import Actor, EventBase, Viewer
from app.engine.kernel.rejections import Rejection
from app.engine.legal import legal_commands, wasted_reason
from app.engine.quest.model.options import RulesOptions
from app.engine.quest.model.state import QuestState
from app.engine.quest.steps.setup import build_quest
from app.engine.state import CampaignState
from app.engine.views import view_for

__all__ = [
    "Actor",
    "CampaignCreated",
    "CampaignState",
    "Command",
    "Dice",
    "Event",
    "EventBase",
    "ForcedDice",
    "QuestState",
    "Rejection",
    "RulesOptions",
    "SeededDice",
    "Viewer",
    "build_quest",
    "decide",
    "evolve",
    "genesis",
    "legal_commands",
    "parse_command",
    "parse_event",
    "replay",
    "view_for",
    "wasted_reason",
]
