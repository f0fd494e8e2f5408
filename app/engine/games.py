"""The games the platform hosts, composed in this one module (issue 28).

Each game is one ``Game``: how its log starts (``genesis``), how its commands and events
are read, ``decide`` (the events and the state they reach), ``evolve``/``replay``, the
legal commands, each viewer's view, the decisions that wait and their time limits, what
the server does for an away seat, and how a stored snapshot or pack is read. The
service, the live table and the database call these and never a game's own modules:
The Hunters' entry wraps the functions the platform has always called, unchanged;
Primal's is its table (app/engine/primal/table/) around the fight engine.

A state names its game by its class (``game_of``); a stored snapshot by its ``game``
key (none: The Hunters'); a log by its first event. Event and command ``type`` names
never collide across games, but the platform's own (seats, ``apply_default``), which
are the same classes in both, so an event is read by its type alone.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar, get_args

from pydantic import BaseModel, TypeAdapter

import app.engine.hunters.views as hunters_views
from app.content.catalog import Catalog
from app.content.primal.catalog import PrimalCatalog
from app.engine.hunters.commands import Command, parse_command
from app.engine.hunters.decide import decide_reaching as hunters_decide_reaching
from app.engine.hunters.events import CampaignCreated, Event, parse_event
from app.engine.hunters.evolve import evolve as hunters_evolve
from app.engine.hunters.evolve import replay as hunters_replay
from app.engine.hunters.evolve import settled
from app.engine.hunters.gm_changes import report_changes as hunters_report_changes
from app.engine.hunters.gm_dashboard import gm_report
from app.engine.hunters.legal import legal_commands as hunters_legal
from app.engine.hunters.legal import wasted_reason
from app.engine.hunters.state import Difficulty, Hands, HuntersTable
from app.engine.hunters.table.rewind.decide import basis_seq
from app.engine.hunters.table.rewind.rules import undo_refusal
from app.engine.hunters.timing import AwayCommand, away_commands, away_passes, timed_decisions
from app.engine.kernel.model import Actor, CommandBase, EventBase, Viewer
from app.engine.kernel.rejections import Rejection
from app.engine.primal.events.parsing import FIGHT_EVENT_TYPES, parse_fight_event
from app.engine.primal.table import views as primal_views
from app.engine.primal.table.commands import TableCommand, parse_table_command
from app.engine.primal.table.decide import decide_table
from app.engine.primal.table.events import PrimalTableCreated
from app.engine.primal.table.evolve import TABLE_EVENT_CLASSES, evolve_table, replay_table
from app.engine.primal.table.model import PrimalTable
from app.engine.primal.table.report import report_changes as primal_report_changes
from app.engine.primal.table.report import table_report

GameName = Literal["hunters", "primal"]
S = TypeVar("S")
TableState = HuntersTable | PrimalTable
"""A campaign's whole state, whichever game it plays."""
DecisionKey = tuple[str, int]


@dataclass(frozen=True)
class GameSpec:
    """What a new campaign's first event is made from (each game reads what it needs)."""

    seed: int
    content_pack: str
    content_hash: str
    difficulty: Difficulty = "normal"
    hero_elimination: bool = False
    reaction_timeout_seconds: int = 20
    hands: Hands = "closed"


@dataclass(frozen=True)
class Game(Generic[S]):
    """One game as the platform drives it (docs/architecture.md, "Games")."""

    name: GameName
    state_type: type[S]
    genesis_type: type[EventBase]
    """The class of a log's first event (it carries the seed and the pack)."""
    genesis: Callable[[GameSpec], EventBase]
    parse_command: Callable[[object], CommandBase]
    parse_event: Callable[[Any], EventBase]
    """An event of this game from its stored JSON (the platform's own seat events too)."""
    event_types: frozenset[str]
    command_types: frozenset[str]
    decide: Callable[..., tuple[list[EventBase], S] | Rejection]
    """``decide(state, command, dice, *, actor, content, basis)``."""
    evolve: Callable[[S, EventBase], S]
    replay: Callable[[Iterable[EventBase], S | None], S]
    legal_commands: Callable[[S, Actor, Any], list[Any]]
    wasted_reason: Callable[[S, Any], str | None]
    dump_commands: Callable[[list[Any]], list[dict[str, Any]]]
    view_for: Callable[[S, Viewer], dict[str, Any]]
    gm_view: Callable[[S], dict[str, Any]]
    public_view: Callable[[S], dict[str, Any]]
    seat_view: Callable[[dict[str, Any], S, Viewer], dict[str, Any]]
    viewer_for_seat: Callable[[S, str], Viewer]
    is_waiting_on: Callable[[S, str | None], bool]
    table_summary: Callable[[S], dict[str, Any]]
    """Where the table stands: ``phase`` and ``waits_on`` (kind, seats) at least."""
    lobby_facts: Callable[[S], dict[str, Any]]
    """What the lobby lists: ``hands``, ``party_name``, ``heroes`` by seat."""
    open_in_view: Callable[[Mapping[str, Any]], tuple[str, list[dict[str, Any]]]]
    """(layer, the decisions open in a viewer's view), read from that view alone."""
    timed_decisions: Callable[[S], dict[DecisionKey, int]]
    away_passes: Callable[[S], list[tuple[int, str]]]
    """(decision, seat): the open windows a seat marked away passes at once."""
    away_commands: Callable[[S, Any], list[AwayCommand]]
    """What the server sends at once for seats marked away (the first first)."""
    rewind_point: Callable[[S, Any], int | None]
    """The point of the log a rewinding command goes back to (None: it rewinds nothing)."""
    undo_refusal: Callable[[S, Actor, Any], Rejection | None]
    """Why ``actor`` may not undo its last command now (the undo policy)."""
    gm_report: Callable[[S, Any], Any]
    """The GM's dashboard facts (a pydantic model) and ``report_changes`` between two."""
    report_changes: Callable[[Any, Any], tuple[str, ...]]
    status: Callable[[S], str]
    """The campaign row's status: setup, active or ended."""
    snapshot: Callable[[str], S]
    catalog: Callable[[str], Any]
    """A stored pack's catalog from its JSON."""


def _hunters_genesis(spec: GameSpec) -> EventBase:
    return CampaignCreated(
        seed=spec.seed, content_pack=spec.content_pack, content_hash=spec.content_hash,
        difficulty=spec.difficulty, hero_elimination=spec.hero_elimination,
        reaction_timeout_seconds=spec.reaction_timeout_seconds, hands=spec.hands,
    )  # fmt: skip


def _hunters_open_in_view(view: Mapping[str, Any]) -> tuple[str, list[dict[str, Any]]]:
    """Between quests the campaign's decisions (its votes), during a quest the quest's."""
    if view.get("phase") == "between_quests":
        campaign = view.get("campaign")
        story = campaign.get("story") if isinstance(campaign, dict) else None
        found = story.get("pending") if isinstance(story, dict) else None
        return "campaign", [d for d in found or () if isinstance(d, dict)]
    quest = view.get("quest")
    playing = view.get("phase") == "quest"
    if playing and isinstance(quest, dict) and quest.get("phase") != "ended":
        found = quest.get("pending")
    else:
        found = None
    return "quest", [d for d in found or () if isinstance(d, dict)]


def _hunters_lobby(state: HuntersTable) -> dict[str, Any]:
    return {
        "hands": state.hands,
        "party_name": state.party_name,
        "heroes": {key: list(s.heroes) for key, s in state.seats.items()},
    }


def _hunters_status(state: HuntersTable) -> str:
    return {"setup": "setup", "ended": "ended"}.get(state.phase, "active")


def type_names(union: Any) -> frozenset[str]:
    """The ``type`` names of every class in a (nested, annotated) union."""
    if isinstance(union, type) and issubclass(union, BaseModel):
        return frozenset({union.model_fields["type"].default})
    return frozenset().union(
        *(type_names(member) for member in get_args(union) if not _is_meta(member))
    )


def _is_meta(member: Any) -> bool:
    return not isinstance(member, type) and not get_args(member)


_HUNTER_COMMANDS: TypeAdapter[list[Command]] = TypeAdapter(list[Command])

HUNTERS = Game[HuntersTable](
    name="hunters",
    state_type=HuntersTable,
    genesis_type=CampaignCreated,
    genesis=_hunters_genesis,
    parse_command=parse_command,
    parse_event=parse_event,
    event_types=type_names(Event),
    command_types=type_names(Command),
    decide=hunters_decide_reaching,
    evolve=hunters_evolve,
    replay=hunters_replay,
    legal_commands=hunters_legal,
    wasted_reason=wasted_reason,
    dump_commands=lambda commands: _HUNTER_COMMANDS.dump_python(commands, mode="json"),
    view_for=hunters_views.view_for,
    gm_view=hunters_views.gm_view,
    public_view=hunters_views.public_view,
    seat_view=hunters_views.seat_view,
    viewer_for_seat=hunters_views.viewer_for_seat,
    is_waiting_on=hunters_views.is_waiting_on,
    table_summary=hunters_views.table_summary,
    lobby_facts=_hunters_lobby,
    open_in_view=_hunters_open_in_view,
    timed_decisions=timed_decisions,
    away_passes=away_passes,
    away_commands=away_commands,
    rewind_point=basis_seq,
    undo_refusal=undo_refusal,
    gm_report=gm_report,
    report_changes=hunters_report_changes,
    status=_hunters_status,
    snapshot=lambda payload: settled(HuntersTable.model_validate_json(payload)),
    catalog=Catalog.model_validate_json,
)


NO_UNDO = Rejection(
    code="no_undo",
    message="A fight is not undone: every card played stays played.",
)
"""The undo policy of a Primal table (docs/rules-decisions.md, Primal)."""


def _parse_primal_event(data: Any) -> EventBase:
    """The table's own events by type, the platform's seat events as The Hunters' union
    reads them (the same classes), and every other type as a fight event."""
    kind = data.get("type") if isinstance(data, dict) else None
    if kind in PLATFORM_TYPES:
        return parse_event(data)
    if kind in _PRIMAL_EVENT_CLASSES:
        return _PRIMAL_EVENT_CLASSES[kind].model_validate(data)
    return parse_fight_event(data)


def _primal_genesis(spec: GameSpec) -> EventBase:
    return PrimalTableCreated(
        seed=spec.seed, content_pack=spec.content_pack, content_hash=spec.content_hash,
        reaction_timeout_seconds=spec.reaction_timeout_seconds,
    )  # fmt: skip


def _primal_waiting(table: PrimalTable, seat: str | None) -> bool:
    return seat is not None and primal_views.is_waiting_on(table, seat)


PRIMAL = Game[PrimalTable](
    name="primal",
    state_type=PrimalTable,
    genesis_type=PrimalTableCreated,
    genesis=_primal_genesis,
    parse_command=parse_table_command,
    parse_event=_parse_primal_event,
    event_types=frozenset(FIGHT_EVENT_TYPES)
    | frozenset(k.model_fields["type"].default for k in TABLE_EVENT_CLASSES),
    command_types=type_names(TableCommand),
    decide=decide_table,
    evolve=evolve_table,
    replay=replay_table,
    legal_commands=primal_views.legal_commands,
    wasted_reason=lambda _table, _command: None,
    dump_commands=lambda commands: [c.model_dump(mode="json") for c in commands],
    view_for=primal_views.view_for,
    gm_view=lambda table: primal_views.view_for(table, Viewer(role="gm")),
    public_view=lambda _table: {},
    seat_view=lambda _public, table, viewer: primal_views.view_for(table, viewer),
    viewer_for_seat=primal_views.viewer_for_seat,
    is_waiting_on=_primal_waiting,
    table_summary=primal_views.table_summary,
    lobby_facts=primal_views.lobby_facts,
    open_in_view=primal_views.open_in_view,
    timed_decisions=lambda table: {
        k: v for k, v in primal_views.deadline_seconds(table).items() if v
    },
    away_passes=lambda _table: [],
    away_commands=lambda _table, _content: [],
    rewind_point=lambda _table, _command: None,
    undo_refusal=lambda _table, _actor, _undone: NO_UNDO,
    gm_report=table_report,
    report_changes=primal_report_changes,
    status=primal_views.status,
    snapshot=PrimalTable.model_validate_json,
    catalog=PrimalCatalog.model_validate_json,
)

_SNAPSHOT_GAME = re.compile(r'^\{"game":"(\w+)"')
"""A snapshot's game: its first key (``PrimalTable.game``); The Hunters' has none."""

GAMES: dict[str, Game[Any]] = {"hunters": HUNTERS, "primal": PRIMAL}
"""Every game, by the name a pack's manifest and a campaign's row give."""

PLATFORM_TYPES = frozenset(
    {"seat_opened", "seat_closed", "seat_reassigned", "open_seat", "close_seat",
     "reassign_seat", "apply_default"}
)  # fmt: skip
"""The platform's own commands and events, the same classes in every game."""

_PRIMAL_EVENT_CLASSES = {k.model_fields["type"].default: k for k in TABLE_EVENT_CLASSES}
if set(_PRIMAL_EVENT_CLASSES) & set(FIGHT_EVENT_TYPES):
    raise ValueError("a Primal table event has a fight event's name")


_GAME_OF_EVENT: dict[str, Game[Any]] = {
    kind: game for game in GAMES.values() for kind in game.event_types - PLATFORM_TYPES
}


def game_named(name: str) -> Game[Any]:
    """The game called ``name`` (KeyError for a game the platform does not host)."""
    return GAMES[name]


def game_of(state: TableState) -> Game[Any]:
    """The game ``state`` is a table of."""
    return PRIMAL if isinstance(state, PrimalTable) else HUNTERS


def game_of_genesis(event: EventBase) -> Game[Any] | None:
    """The game whose logs start with ``event`` (None: it starts no log)."""
    return next((g for g in GAMES.values() if isinstance(event, g.genesis_type)), None)


def game_of_view(view: Mapping[str, Any]) -> Game[Any]:
    """The game a view (as sent to a viewer) shows: its ``game`` key (none: The Hunters')."""
    return GAMES.get(str(view.get("game", "hunters")), HUNTERS)


def parse_stored_event(data: Any) -> EventBase:
    """An event from its stored JSON, read by the game that owns its type (names never
    collide; the platform's own are the same classes in every game)."""
    kind = data.get("type") if isinstance(data, dict) else None
    game = _GAME_OF_EVENT.get(kind, HUNTERS) if isinstance(kind, str) else HUNTERS
    return game.parse_event(data)


def snapshot_state(payload: str) -> TableState:
    """A stored snapshot, read by the game its ``game`` key names (none: The Hunters')."""
    named = _SNAPSHOT_GAME.match(payload)
    game = named.group(1) if named else "hunters"
    state: TableState = GAMES[game].snapshot(payload)
    return state


PackCatalog = Catalog | PrimalCatalog
"""A loaded content pack, whichever game it is for."""


def catalog_of_json(payload: str) -> PackCatalog:
    """A stored pack's catalog, read by the game its ``game`` key names (none: The
    Hunters')."""
    game = json.loads(payload).get("game", "hunters")
    catalog: PackCatalog = GAMES[str(game)].catalog(payload)
    return catalog


def catalog_game(catalog: PackCatalog) -> GameName:
    """The game a loaded pack is for (its manifest's ``game``)."""
    return "primal" if isinstance(catalog, PrimalCatalog) else "hunters"


def replay_log(events: Iterable[EventBase], state: TableState | None = None) -> TableState:
    """Fold ``events`` onto ``state``, or onto the genesis the first event describes
    (its class names the game)."""
    if state is not None:
        folded: TableState = game_of(state).replay(events, state)
        return folded
    iterator = iter(events)
    first = next(iterator)
    game = PRIMAL if isinstance(first, PrimalTableCreated) else HUNTERS
    replayed: TableState = game.replay(_chain(first, iterator), None)
    return replayed


def _chain(first: EventBase, rest: Iterable[EventBase]) -> Iterable[EventBase]:
    yield first
    yield from rest
