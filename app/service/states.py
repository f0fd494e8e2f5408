"""Loading a campaign's state: latest snapshot + a fold of the later events, with a small
per-process cache that is checked against the committed ``seq`` on every use; and the
events this process itself committed lately, which its fan-out sends without reading
them back (issue 17)."""

from __future__ import annotations

from collections import OrderedDict, deque
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from app.db.event_store import StoredEvent, events_between, latest_snapshot
from app.engine import TableState, replay_log


class StateCache:
    """The newest known state per campaign; bounded, least recently used goes first."""

    def __init__(self, capacity: int = 256) -> None:
        self._capacity = capacity
        self._states: OrderedDict[int, tuple[int, TableState]] = OrderedDict()

    def get(self, campaign_id: int) -> tuple[int, TableState] | None:
        hit = self._states.get(campaign_id)
        if hit is not None:
            self._states.move_to_end(campaign_id)
        return hit

    def put(self, campaign_id: int, seq: int, state: TableState) -> None:
        current = self._states.get(campaign_id)
        if current is not None and current[0] > seq:
            return
        self._states[campaign_id] = (seq, state)
        self._states.move_to_end(campaign_id)
        while len(self._states) > self._capacity:
            self._states.popitem(last=False)

    def forget(self, campaign_id: int) -> None:
        self._states.pop(campaign_id, None)


SEAT_ROW_EVENTS = frozenset({"seat_opened", "seat_closed", "seat_reassigned"})
"""The events whose command also writes a seat row (a join, a leave, a seat handed to
another member): after one, readers must look at who sits at the table again. Other
commands with a before-commit hook (the GM's, audited) leave the seat rows alone."""


def changes_seats(event: StoredEvent) -> bool:
    return event.event.type in SEAT_ROW_EVENTS


@dataclass(frozen=True)
class CommittedCommand:
    """An accepted command that wrote events, as each seat's undo is decided on
    (app/service/undo_view.py): its actor's label (a seat's key, "gm" or "system"), its
    events' seqs and types, and its own type."""

    actor: str
    seq_from: int
    seq_to: int
    command: str
    event_types: tuple[str, ...]


class CommittedEvents:
    """The last events this process committed per campaign, each marked when it changed
    who sits at the table (then readers must look at the seats again), and the commands
    that wrote them."""

    def __init__(self, campaigns: int = 256, events_per_campaign: int = 256) -> None:
        self._campaigns = campaigns
        self._per_campaign = events_per_campaign
        self._events: OrderedDict[int, deque[tuple[StoredEvent, bool]]] = OrderedDict()
        self._commands: dict[int, deque[CommittedCommand]] = {}

    def record(
        self, campaign_id: int, events: list[StoredEvent], command: CommittedCommand | None = None
    ) -> None:
        kept = self._events.get(campaign_id)
        if kept is None or (kept and events and kept[-1][0].seq + 1 != events[0].seq):
            kept = self._events[campaign_id] = deque(maxlen=self._per_campaign)
            self._commands[campaign_id] = deque(maxlen=self._per_campaign)
        kept.extend((event, changes_seats(event)) for event in events)
        if command is not None and events:
            self._commands[campaign_id].append(command)
        self._events.move_to_end(campaign_id)
        while len(self._events) > self._campaigns:
            dropped, _ = self._events.popitem(last=False)
            self._commands.pop(dropped, None)

    def commands_between(
        self, campaign_id: int, after_seq: int, upto_seq: int
    ) -> list[CommittedCommand] | None:
        """The commands that wrote every event with ``after_seq < seq <= upto_seq``, in
        order, if all of them were recorded here; else None (read the database)."""
        wanted = [
            c
            for c in self._commands.get(campaign_id, ())
            if after_seq < c.seq_from and c.seq_to <= upto_seq
        ]
        return wanted if tiles(wanted, after_seq, upto_seq) else None

    def between(self, campaign_id: int, after_seq: int, upto_seq: int) -> list[StoredEvent] | None:
        """Every event with ``after_seq < seq <= upto_seq`` if all are here and none of
        them changed the seats; else None (read the database)."""
        kept = self._events.get(campaign_id)
        if not kept or kept[0][0].seq > after_seq + 1 or kept[-1][0].seq < upto_seq:
            return None
        wanted = [(e, seats) for e, seats in kept if after_seq < e.seq <= upto_seq]
        if any(seats for _, seats in wanted):
            return None
        return [e for e, _ in wanted]


def tiles(commands: list[CommittedCommand], after_seq: int, upto_seq: int) -> bool:
    """Whether ``commands`` wrote, one after the other, exactly the events after
    ``after_seq`` up to ``upto_seq`` (every event is written by one command)."""
    reached = after_seq
    for command in commands:
        if command.seq_from != reached + 1 or command.seq_to < command.seq_from:
            return False
        reached = command.seq_to
    return reached == upto_seq


class DecisionOpenings:
    """When each open decision of a campaign opened, as ``(seq, stored time)`` of its
    opening event, keyed by (layer, decision id): what both the deadline keeper and the
    live table's deadlines count from (app/service/deadlines.py)."""

    def __init__(self, campaigns: int = 1024) -> None:
        self._campaigns = campaigns
        self._open: OrderedDict[int, dict[tuple[str, int], tuple[int, datetime]]] = OrderedDict()

    def get(self, campaign_id: int, key: tuple[str, int]) -> tuple[int, datetime] | None:
        return self._open.get(campaign_id, {}).get(key)

    def put(self, campaign_id: int, key: tuple[str, int], opened: tuple[int, datetime]) -> None:
        self._open.setdefault(campaign_id, {})[key] = opened
        self._open.move_to_end(campaign_id)
        while len(self._open) > self._campaigns:
            self._open.popitem(last=False)

    def keep_only(self, campaign_id: int, keys: set[tuple[str, int]]) -> None:
        """Forget the decisions no longer open (ids start again in the next quest)."""
        held = self._open.get(campaign_id)
        if held is not None:
            for key in set(held) - keys:
                del held[key]


async def load_state(
    db: AsyncSession, campaign_id: int, seq: int, cache: StateCache | None = None
) -> TableState:
    """The state after event ``seq`` (the campaign row's committed sequence number)."""
    start: tuple[int, TableState] | None = cache.get(campaign_id) if cache else None
    if start is not None and start[0] > seq:
        start = None
    if start is None:
        start = await latest_snapshot(db, campaign_id, upto_seq=seq)
    base_seq, base = start if start is not None else (0, None)
    if base is not None and base_seq == seq:
        return base
    later = await events_between(db, campaign_id, after_seq=base_seq, upto_seq=seq)
    state = replay_log((s.event for s in later), base)
    if cache is not None:
        cache.put(campaign_id, seq, state)
    return state
