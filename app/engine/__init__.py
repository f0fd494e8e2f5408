"""The pure rules engine: no I/O, no clock, no global randomness (DESIGN principle 1).

Public surface:
- ``decide(state, command, dice, actor=, content=)`` -> events | Rejection
- ``evolve(state, event)`` -> state; ``replay(events)`` -> state (a fold)
- ``legal_commands(state, actor, content)``; ``wasted_reason(state, command)`` (a card
  whose action would do nothing now, QUEST-25); ``view_for(state, viewer)``
- ``parse_command`` / ``parse_event``; ``SeededDice`` / ``ForcedDice``
- the campaign between quests: app/engine/hunters/campaign/ (docs/campaign-engine.md); its
  story opens the quests (``start_campaign`` lays the table out and S001 calls quest 1)
- quests: ``build_quest(catalog, quest, party, dice)`` -> QuestState (what the story's
  quests and the ``start_quest`` command set up through decide); ``RulesOptions``
  (every resolved ambiguity as a setting, docs/rules-decisions.md). Quest commands are
  in ``app.engine.hunters.quest.commands``, quest events in
  ``app.engine.hunters.quest.events`` (by concern).
- ``preview_facts(state, command, actor=, content=)`` -> ``PreviewFacts`` (a move's or
  an attack's own procedure run on stand-in dice, stopping before anything hidden, read
  into ``AttackFacts`` / ``MoveFacts``) | Rejection (app/engine/hunters/preview.py).

The games (app/engine/games.py, issue 28): ``GAMES`` by name, ``game_of(state)`` and
``game_named(name)`` give the ``Game`` that drives a campaign (its genesis, decide with
the state reached, evolve/replay, legal commands, views, decisions and their deadlines);
``TableState`` is a campaign's state whichever game it plays; ``parse_stored_event``,
``snapshot_state``, ``catalog_of_json`` and ``replay_log`` read the store for any game.
The service and the live table reach a game only through these.

The layout (CONTRIBUTING.md draws it): ``kernel/`` is shared by every layer; ``table/``
is the platform's table (seats, attendance, rewind and save commands), the same for
every game; ``hunters/`` is The Hunters (``quest/`` the fight on the grid, ``campaign/``
between quests, ``corrections/``, its ``table/``, and the modules composing them);
``primal/`` is Primal (its fight, and ``primal/table/`` around it); ``games.py`` is the
registry that puts each game behind one ``Game``.
"""

from app.engine.games import (
    GAMES,
    PLATFORM_TYPES,
    Game,
    GameSpec,
    PackCatalog,
    TableState,
    catalog_game,
    catalog_of_json,
    game_named,
    game_of,
    game_of_genesis,
    game_of_view,
    parse_stored_event,
    replay_log,
    snapshot_state,
)
from app.engine.hunters.commands import COMMANDS, Command, parse_command
from app.engine.hunters.decide import decide
from app.engine.hunters.events import CampaignCreated, Event, event_version, parse_event
from app.engine.hunters.evolve import evolve, genesis, replay, settled
from app.engine.hunters.gm_changes import gold_words, report_changes
from app.engine.hunters.gm_dashboard import DecisionReport, GmReport, HeroReport, gm_report
from app.engine.hunters.legal import legal_commands, wasted_reason
from app.engine.hunters.preview import AttackFacts, MoveFacts, PreviewFacts, preview_facts
from app.engine.hunters.quest.model.decisions import ReactionWindow
from app.engine.hunters.quest.model.options import REACTION_TIMEOUT_SECONDS, RulesOptions
from app.engine.hunters.quest.model.state import QuestState
from app.engine.hunters.quest.steps.setup import build_quest
from app.engine.hunters.state import MAX_HEROES, Difficulty, Hands, HuntersTable
from app.engine.hunters.table.rewind.decide import RewindBasis, basis_seq
from app.engine.hunters.table.rewind.rules import undo_refusal
from app.engine.hunters.upcasters import UPCASTERS
from app.engine.hunters.views import (
    gm_view,
    is_waiting_on,
    public_view,
    seat_view,
    static_definitions,
    table_summary,
    view_for,
    viewer_for_seat,
)
from app.engine.kernel.decisions import DecisionBase
from app.engine.kernel.dice import Dice, ForcedDice, SeededDice
from app.engine.kernel.model import Actor, EventBase, Viewer
from app.engine.kernel.rejections import Rejection
from app.engine.table.rewind.commands import UndoLast
from app.engine.table.rewind.model import UndoneCommand

__all__ = [
    "COMMANDS",
    "GAMES",
    "MAX_HEROES",
    "PLATFORM_TYPES",
    "REACTION_TIMEOUT_SECONDS",
    "UPCASTERS",
    "Actor",
    "AttackFacts",
    "CampaignCreated",
    "Command",
    "DecisionBase",
    "DecisionReport",
    "Dice",
    "Difficulty",
    "Event",
    "EventBase",
    "ForcedDice",
    "Game",
    "GameSpec",
    "GmReport",
    "Hands",
    "HeroReport",
    "HuntersTable",
    "MoveFacts",
    "PackCatalog",
    "PreviewFacts",
    "QuestState",
    "ReactionWindow",
    "Rejection",
    "RewindBasis",
    "RulesOptions",
    "SeededDice",
    "TableState",
    "UndoLast",
    "UndoneCommand",
    "Viewer",
    "basis_seq",
    "build_quest",
    "catalog_game",
    "catalog_of_json",
    "decide",
    "event_version",
    "evolve",
    "game_named",
    "game_of",
    "game_of_genesis",
    "game_of_view",
    "genesis",
    "gm_report",
    "gm_view",
    "gold_words",
    "is_waiting_on",
    "legal_commands",
    "parse_command",
    "parse_event",
    "parse_stored_event",
    "preview_facts",
    "public_view",
    "replay",
    "replay_log",
    "report_changes",
    "seat_view",
    "settled",
    "snapshot_state",
    "static_definitions",
    "table_summary",
    "undo_refusal",
    "view_for",
    "viewer_for_seat",
    "wasted_reason",
]
