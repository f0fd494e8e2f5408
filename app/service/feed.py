"""What each viewer of a live table receives, built in one place (issue 26).

``TableFeed`` holds one table as this process last saw it and, for a viewer, gives the
``ViewerFeed``: the view (whole, or as a delta from the one that viewer was last sent),
the events it may see, the commands it may send, and the decisions that wait on it with
the deadline the server will enforce. The websocket room, the resume after a reconnect
and the HTTP routes all read what a viewer gets from here.

Cost: the public part of the view is built once per table update and each seat's own
part laid over it (app/engine/hunters/views.py); each viewer's view once per update however many
sockets show it; each actor's legal commands once per update; the deadlines once per
update, from the keeper's own rule (app/service/deadlines.py: ``due_times``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from app.db.event_store import StoredEvent
from app.engine import Actor, PackCatalog, TableState, Viewer, game_of, game_of_view
from app.service.context import ServiceContext
from app.service.deadlines import DecisionKey, due_times
from app.service.errors import ServiceError
from app.service.membership import Access, TableMembers
from app.service.states import tiles
from app.service.table_updates import Fetched, TableUpdate, read_events, read_state
from app.service.undo_view import UndoFacts, after_commands, commands_after, undo_facts, with_undo
from app.service.view_delta import Operation, view_delta

HISTORY = 16
"""States kept per table (one per update) so a reconnect gets a delta without reading
the log; older ones are loaded (snapshot + fold). Few: an idle table's memory counts."""
NO_COMMANDS: list[dict[str, Any]] = []
"""A spectator's legal commands: one list, never changed, so it is sent once a socket."""
RECENT_EVENTS = 128
"""Events kept per table for resumes (older ones are read from the log)."""


@dataclass(frozen=True)
class WholeView:
    view: dict[str, Any]


@dataclass(frozen=True)
class ViewChange:
    """The view as operations on the one this viewer was given at ``from_seq``."""

    from_seq: int
    operations: list[Operation]


@dataclass(frozen=True)
class Pending:
    """``decisions``: those waiting on the viewer, each with ``deadline`` (ISO, or None);
    ``deadlines``: every open decision's, by id, so each screen counts to the same time."""

    decisions: list[dict[str, Any]]
    deadlines: dict[str, str | None]


@dataclass(frozen=True)
class ViewerFeed:
    seq_from: int
    seq_to: int
    shown: WholeView | ViewChange
    events: list[dict[str, Any]]
    legal: list[dict[str, Any]]
    pending: Pending


class TableFeed:
    """One table, as committed at ``seq``, for the viewers this process serves."""

    def __init__(self, ctx: ServiceContext, campaign_id: int) -> None:
        self.ctx = ctx
        self.campaign_id = campaign_id
        self.seq = 0
        self.state: TableState | None = None
        self.members: TableMembers | None = None
        self.due: dict[DecisionKey, datetime] = {}
        self._catalog: PackCatalog | None = None
        self._public: dict[str, Any] | None = None
        self._views: dict[Viewer, dict[str, Any]] = {}
        self._legal: dict[Actor, list[dict[str, Any]]] = {}
        self._legal_before: dict[Actor, list[dict[str, Any]]] = {}
        """The last update's lists: an equal list is given as that same object."""
        self._history: deque[tuple[int, TableState]] = deque(maxlen=HISTORY)
        self._events: deque[StoredEvent] = deque(maxlen=RECENT_EVENTS)
        self._dumped: dict[int, dict[str, Any]] = {}
        """Public events as JSON, by seq: dumped once, whoever sees them."""
        self._undo = UndoFacts()
        """What each seat's undo is decided on at ``_undo_seq`` (kept up once per update)."""
        self._undo_seq: int | None = None

    async def advance(self, update: TableUpdate) -> None:
        """Hold the table at ``update.seq``; views, legal commands and deadlines of the
        earlier seq are dropped (a delta's base is the caller's, see ``feed``)."""
        if isinstance(update, Fetched):
            self.members = update.members
        if self.state is not None and update.seq == self.seq and update.state is self.state:
            return
        # The reads first: a database that fails here (a restart, a killed connection)
        # leaves the feed as it was, and the room tries the same update again.
        due = await due_times(self.ctx, self.campaign_id, update.state, update.seq, update.events)
        undo = await self._undo_at(update)
        if self._catalog is None:
            self._catalog = await self.ctx.content.catalog_of(self.ctx, update.state.content_hash)
        if update.events and (not self._events or self._events[-1].seq < update.events[0].seq):
            if self._events and self._events[-1].seq + 1 != update.events[0].seq:
                self._events.clear()
            self._events.extend(update.events)
            first = self._events[0].seq
            self._dumped = {seq: d for seq, d in self._dumped.items() if seq >= first}
        self.seq, self.state = update.seq, update.state
        self._history.append((update.seq, update.state))
        self._legal_before = {**self._legal_before, **self._legal}
        self._public, self._views, self._legal = None, {}, {}
        self.due, self._undo, self._undo_seq = due, undo, update.seq

    async def _undo_at(self, update: TableUpdate) -> UndoFacts:
        """The undo facts at ``update.seq``: those held carried over the commands since
        (this process's own, else read in one query), or read whole (a first update, a
        gap, events written by no command)."""
        base = self._undo_seq
        if base is not None and base == update.seq:
            return self._undo
        if base is not None and base < update.seq and _covers(update.events, base, update.seq):
            commands = self.ctx.committed.commands_between(self.campaign_id, base, update.seq)
            if commands is None:
                async with self.ctx.sessions() as db:
                    commands = await commands_after(db, self.campaign_id, base, update.events)
            if tiles(commands, base, update.seq):
                return after_commands(self._undo, commands)
        async with self.ctx.sessions() as db:
            return await undo_facts(db, self.campaign_id, update.state, update.seq)

    def view(self, viewer: Viewer) -> dict[str, Any]:
        """``viewer``'s view at ``seq`` (built once per update)."""
        found = self._views.get(viewer)
        if found is None:
            state = self._held()
            game = game_of(state)
            if viewer.role == "gm":
                found = game.gm_view(state)
            else:
                if self._public is None:
                    self._public = game.public_view(state)
                found = game.seat_view(self._public, state, viewer)
                found = with_undo(found, self._undo, state, viewer)
            self._views[viewer] = found
        return found

    def legal(self, access: Access) -> list[dict[str, Any]]:
        """The commands ``access`` may send at ``seq`` (none for a spectator)."""
        try:
            actor = access.actor()
        except ServiceError:
            return NO_COMMANDS
        found = self._legal.get(actor)
        if found is None:
            assert self._catalog is not None
            found = legal_listing(self._held(), actor, self._catalog)
            before = self._legal_before.get(actor)
            if before == found:  # the same list as before: a socket that has it is not resent it
                found = before
            self._legal[actor] = found
        return found

    def feed(
        self, access: Access, viewer: Viewer, after_seq: int, base: dict[str, Any] | None,
        base_seq: int | None = None, events: Sequence[StoredEvent] | None = None,
    ) -> ViewerFeed:  # fmt: skip
        """What ``viewer`` gets at ``seq`` having been given everything up to ``after_seq``
        (``events``: those after it, else the ones held): the view as a change from
        ``base`` (the view it was given at ``base_seq``), or whole without one."""
        view = self.view(viewer)
        shown: WholeView | ViewChange = WholeView(view)
        if base is not None:
            shown = ViewChange(after_seq if base_seq is None else base_seq, view_delta(base, view))
        after = [e for e in (self._events if events is None else events) if e.seq > after_seq]
        events_shown = visible_events(after, viewer, self._dumped)
        return ViewerFeed(
            after_seq + 1, self.seq, shown, events_shown, self.legal(access),
            self.pending(view, viewer),
        )  # fmt: skip

    def pending(self, view: Mapping[str, Any], viewer: Viewer) -> Pending:
        return pending_for(view, viewer, self.due)

    def holds_events_after(self, seq: int) -> bool:
        """Whether every event after ``seq`` is held here (else the log is read)."""
        return seq >= self.seq or bool(self._events and self._events[0].seq <= seq + 1)

    async def missed_events(self, after_seq: int) -> list[StoredEvent]:
        if self.holds_events_after(after_seq):
            return [e for e in self._events if e.seq > after_seq]
        return await read_events(self.ctx, self.campaign_id, after_seq=after_seq, upto_seq=self.seq)

    async def state_at(self, seq: int) -> TableState:
        """The state at ``seq`` (held lately, else loaded)."""
        for held_seq, state in reversed(self._history):
            if held_seq == seq:
                return state
        return await read_state(self.ctx, self.campaign_id, seq)

    def _held(self) -> TableState:
        assert self.state is not None, "advance the feed first"
        return self.state


def _covers(events: Sequence[StoredEvent], after_seq: int, upto_seq: int) -> bool:
    """Whether ``events`` are exactly those after ``after_seq`` up to ``upto_seq``."""
    return [e.seq for e in events] == list(range(after_seq + 1, upto_seq + 1))


def visible_events(
    stored: Iterable[StoredEvent], viewer: Viewer, dumped: dict[int, dict[str, Any]] | None = None
) -> list[dict[str, Any]]:
    """``[{"seq", "event"}]``: each event as ``viewer`` may see it (``for_viewer``);
    hidden ones left out. ``dumped`` keeps the JSON of events shown as they are (the
    same for every viewer); a redacted copy is dumped for its viewer alone."""
    out = []
    for e in stored:
        shown = e.event.for_viewer(viewer)
        if shown is None:
            continue
        if shown is not e.event or dumped is None:
            out.append({"seq": e.seq, "event": shown.model_dump(mode="json")})
            continue
        data = dumped.get(e.seq)
        if data is None:
            data = dumped[e.seq] = {"seq": e.seq, "event": shown.model_dump(mode="json")}
        out.append(data)
    return out


def waits_on(decision: Mapping[str, Any], viewer: Viewer) -> bool:
    """Whether ``decision`` waits on ``viewer``: its seat or one of its heroes decides and
    has not answered yet. The GM is shown every open decision (to follow and repair)."""
    if viewer.role == "gm":
        return True
    if viewer.role != "seat":
        return False
    who = {viewer.seat, *viewer.heroes}
    done = {
        *(decision.get("passed") or ()),
        *(decision.get("votes") or ()),
        *(decision.get("answered") or ()),
    }
    return bool(who & (set(decision.get("deciders") or ()) - done))


def pending_for(
    view: Mapping[str, Any], viewer: Viewer, due: Mapping[DecisionKey, datetime]
) -> Pending:
    """The open decisions of ``view``: those waiting on ``viewer``, and every one's
    deadline (when the server settles it by default; None without a time limit). They
    are read from the viewer's own redacted view, in the layer that holds them now (as
    the view's game finds them), so they never show more than the view does."""
    layer, found = game_of_view(view).open_in_view(view)
    waiting, deadlines = [], {}
    for decision in found:
        moment = due.get((layer, decision.get("id", -1)))
        deadline = moment.isoformat() if moment else None
        deadlines[str(decision.get("id"))] = deadline
        if waits_on(decision, viewer):
            waiting.append({**decision, "deadline": deadline})
    return Pending(waiting, deadlines)


def describe_you(access: Access, viewer: Viewer) -> dict[str, Any]:
    return {
        "user": access.user.username,
        "role": access.role,
        "seat": access.seat_key,
        "heroes": list(viewer.heroes),
        "can_command": access.role != "spectator",
    }


def legal_listing(state: TableState, actor: Actor, catalog: PackCatalog) -> list[dict[str, Any]]:
    """The legal commands as sent (one serialization for the list); a card whose action
    would do nothing now (QUEST-25) carries ``"wasted"``: why, in a player's words, so
    the client can ask before it is spent."""
    game = game_of(state)
    commands = game.legal_commands(state, actor, catalog)
    entries: list[dict[str, Any]] = game.dump_commands(commands)
    for command, entry in zip(commands, entries, strict=True):
        reason = game.wasted_reason(state, command)
        if reason is not None:
            entry["wasted"] = reason
    return entries


async def legal_for(ctx: ServiceContext, access: Access, state: TableState) -> list[dict[str, Any]]:
    """The commands ``access`` may send in ``state`` (GET /legal lists them so)."""
    try:
        actor = access.actor()
    except ServiceError:
        return []
    catalog = await ctx.content.catalog_of(ctx, access.campaign.content_hash)
    return legal_listing(state, actor, catalog)
