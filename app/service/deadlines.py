"""Deadlines of open decisions (DESIGN principle 3): the engine has no clock, so the
server waits ``deadline_seconds`` from the moment the decision opened (the stored time
of its ``decision_opened`` event) and then sends ``apply_default`` as the system.

How long depends on how the table plays (issue 15): *live*, each decision's own limit
(reaction windows of seconds), and a decision without one that waits only on players
marked away gets the reaction time-out, so the table never stalls; *by turns*, every
decision waits the campaign's ``turn_hours``. A reaction window passes at once for a
seat marked away (the keeper sends what the campaign's game says it does: The Hunters'
``pass_reaction``, app/engine/hunters/timing.py). Every game's timing comes from the registry
(app/engine/games.py).

Every server process keeps the same timers; the command id names the decision and the
event that opened it, so however many processes fire, the default applies once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select

from app.db.codec import decode_event
from app.db.event_store import StoredEvent
from app.db.models import Campaign, StoredEventRow
from app.engine import Actor, TableState, game_of
from app.service.clock import as_utc
from app.service.commands import Accepted, CommandRequest, run_command
from app.service.context import ServiceContext
from app.service.metrics import swallowed_fault
from app.service.states import load_state

log = logging.getLogger("hunters.deadlines")
LOOKBACK_EVENTS = 400


DecisionKey = tuple[str, int]
"""(layer, decision id): unique among a campaign's open decisions."""


@dataclass(frozen=True)
class Deadline:
    campaign_id: int
    key: DecisionKey
    opened_seq: int
    due: datetime
    seconds: int

    @property
    def command_id(self) -> str:
        layer, decision = self.key
        return f"deadline:{self.campaign_id}:{self.opened_seq}:{layer}:{decision}"


def timed_decisions(state: TableState) -> dict[DecisionKey, int]:
    """Open decisions with a time limit, in every layer that holds decisions:
    (layer, decision id) -> seconds, as the state's game times them."""
    timed: dict[DecisionKey, int] = game_of(state).timed_decisions(state)
    return timed


def away_passes(state: TableState) -> list[tuple[int, str]]:
    """(reaction window, seat) for every seat marked away that has yet to answer an
    open reaction window (QUEST-37); a game without away seats has none."""
    passes: list[tuple[int, str]] = game_of(state).away_passes(state)
    return passes


def opening_events(state: TableState) -> dict[DecisionKey, str]:
    """The type of the event that opened each open decision."""
    return {open.key: open.opened_by for open in state.open_decisions}


class DeadlineKeeper:
    """Schedules one timer per open timed decision and settles it when due."""

    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx
        self._timers: dict[tuple[int, DecisionKey], asyncio.Task[None]] = {}
        self._deadlines: dict[tuple[int, DecisionKey], Deadline] = {}
        self._wanted: dict[int, int] = {}
        self._refreshing: dict[int, asyncio.Task[None]] = {}

    async def start(self) -> None:
        self.ctx.bus.subscribe(self.on_committed)
        async with self.ctx.sessions() as db:
            active = (
                await db.scalars(select(Campaign.id).where(Campaign.status == "active"))
            ).all()
        for campaign_id in active:
            await self.refresh(campaign_id)

    async def stop(self) -> None:
        running = [*self._timers.values(), *self._refreshing.values()]
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)
        self._timers.clear()
        self._refreshing.clear()

    async def settled(self) -> None:
        """Wait until every announcement heard so far has been timed (tests)."""
        while any(not t.done() for t in self._refreshing.values()):
            await asyncio.gather(*self._refreshing.values(), return_exceptions=True)

    async def on_committed(self, campaign_id: int, seq: int) -> None:
        """Bus listener: time the campaign's decisions in the background (the ack never
        waits on it: a seat marked away may have a command sent for it meanwhile). One
        worker per campaign; announcements that come while it works are coalesced."""
        self._wanted[campaign_id] = max(seq, self._wanted.get(campaign_id, 0))
        worker = self._refreshing.get(campaign_id)
        if worker is None or worker.done():
            self._refreshing[campaign_id] = asyncio.create_task(
                self._refresh_until_current(campaign_id)
            )

    async def _refresh_until_current(self, campaign_id: int) -> None:
        done = 0
        while self._wanted.get(campaign_id, 0) > done:
            seq = done = self._wanted[campaign_id]
            try:
                await self._refresh_at(campaign_id, seq)
            except Exception:
                swallowed_fault(
                    "deadlines.refresh", "deadline refresh failed", campaign=campaign_id
                )
        self._wanted.pop(campaign_id, None)

    async def _refresh_at(self, campaign_id: int, seq: int) -> None:
        """Schedule from the state the writer left in the cache when it is at ``seq`` (the
        usual case in the writing process: nothing read); else read it."""
        cached = self.ctx.states.get(campaign_id)
        if cached is not None and cached[0] == seq:
            await self.refresh(campaign_id, (cached[1], seq))
        else:
            await self.refresh(campaign_id)

    async def refresh(
        self, campaign_id: int, current: tuple[TableState, int] | None = None
    ) -> None:
        """Pass for seats marked away; cancel timers of decisions now closed (or timed
        anew: the play mode changed); start timers for newly opened ones."""
        state, seq = current or await self._current(campaign_id)
        if await self._pass_for_away(campaign_id, state, seq):
            return  # that pass committed: its own refresh times what is open then
        timed, opened_by = timed_decisions(state), opening_events(state)
        for key in [k for k in self._timers if k[0] == campaign_id]:
            deadline = self._deadlines.get(key)
            if key[1] not in timed or (deadline and deadline.seconds != timed[key[1]]):
                self._timers.pop(key).cancel()
                self._deadlines.pop(key, None)
        for decision, seconds in timed.items():
            if (campaign_id, decision) not in self._timers:
                deadline = await self._deadline(
                    campaign_id, decision, opened_by[decision], seconds, seq
                )
                if deadline is not None:
                    self._schedule(deadline)

    async def _pass_for_away(self, campaign_id: int, state: TableState, seq: int) -> bool:
        """What a seat marked away does at once, as its game says (The Hunters': its pass
        of an open reaction window, QUEST-37, else the end of its hero's turn, QUEST-22),
        once: its command id names the table's seq, so every process sends the same one."""
        catalog = await self.ctx.content.catalog_of(self.ctx, state.content_hash)
        for tag, command, actor in game_of(state).away_commands(state, catalog):
            result = await run_command(
                self.ctx,
                CommandRequest(
                    campaign_id=campaign_id,
                    command_id=f"away:{campaign_id}:{seq}:{tag}",
                    payload=command.model_dump(mode="json"),
                    actor=actor,
                ),
            )
            log.info("away seat acted", extra={"campaign": campaign_id, "seat": actor.seat})
            return isinstance(result, Accepted)
        return False

    def due(self, campaign_id: int) -> dict[DecisionKey, datetime]:
        """When each timed open decision of a campaign is settled by default."""
        return {d.key: d.due for k, d in self._deadlines.items() if k[0] == campaign_id}

    async def _current(self, campaign_id: int) -> tuple[TableState, int]:
        async with self.ctx.sessions() as db:
            campaign = await db.get(Campaign, campaign_id)
            assert campaign is not None
            return await load_state(db, campaign_id, campaign.seq, self.ctx.states), campaign.seq

    async def _deadline(
        self, campaign_id: int, key: DecisionKey, event_type: str, seconds: int, seq: int
    ) -> Deadline | None:
        opened = await opened_at(self.ctx, campaign_id, key, event_type, seq)
        if opened is None:
            log.warning("no opening event for a timed decision", extra={"campaign": campaign_id})
            return None
        opened_seq, at = opened
        return Deadline(campaign_id, key, opened_seq, at + timedelta(seconds=seconds), seconds)

    def _schedule(self, deadline: Deadline) -> None:
        key = (deadline.campaign_id, deadline.key)
        task = asyncio.create_task(self._wait_and_settle(deadline), name=deadline.command_id)
        self._timers[key] = task
        self._deadlines[key] = deadline
        task.add_done_callback(lambda done: self._forget(key, done))

    def _forget(self, key: tuple[int, DecisionKey], task: asyncio.Task[None]) -> None:
        if self._timers.get(key) is task:
            del self._timers[key]
            self._deadlines.pop(key, None)

    async def _wait_and_settle(self, deadline: Deadline) -> None:
        delay = (deadline.due - self.ctx.clock.now()).total_seconds()
        await asyncio.sleep(max(0.0, delay))
        state, _ = await self._current(deadline.campaign_id)
        if deadline.key not in timed_decisions(state):
            return  # answered in time
        layer, decision = deadline.key
        result = await run_command(
            self.ctx,
            CommandRequest(
                campaign_id=deadline.campaign_id,
                command_id=deadline.command_id,
                payload={
                    "type": "apply_default",
                    "decision": decision,
                    "layer": layer,
                },
                actor=Actor(role="system"),
            ),
        )
        log.info(
            "deadline passed", extra={"campaign": deadline.campaign_id, "result": repr(result)}
        )


async def opened_at(
    ctx: ServiceContext,
    campaign_id: int,
    key: DecisionKey,
    event_type: str,
    seq: int,
    events: Sequence[StoredEvent] = (),
) -> tuple[int, datetime] | None:
    """(seq, stored time) of the event that opened decision ``key``: among ``events``
    (just committed or fetched) when it is there, else remembered, else read."""
    for stored in reversed(events):
        opens = getattr(getattr(stored.event, "decision", None), "id", None) == key[1]
        if stored.event.type == event_type and stored.at is not None and opens:
            ctx.openings.put(campaign_id, key, (stored.seq, stored.at))
            return stored.seq, stored.at
    known = ctx.openings.get(campaign_id, key)
    if known is not None and known[0] <= seq:
        return known
    found = await decision_opened_at(ctx, campaign_id, key[1], seq, event_type)
    if found is not None:
        ctx.openings.put(campaign_id, key, found)
    return found


async def due_times(
    ctx: ServiceContext,
    campaign_id: int,
    state: TableState,
    seq: int,
    events: Sequence[StoredEvent] = (),
) -> dict[DecisionKey, datetime]:
    """When each timed open decision of ``state`` is settled by its default: its opening
    event's stored time plus ``decision_seconds`` as the table plays now — the very
    moment the keeper fires (what every screen counts down to, in every layer)."""
    timed, opened_by = timed_decisions(state), opening_events(state)
    ctx.openings.keep_only(campaign_id, {o.key for o in state.open_decisions})
    due: dict[DecisionKey, datetime] = {}
    for key, seconds in timed.items():
        opened = await opened_at(ctx, campaign_id, key, opened_by[key], seq, events)
        if opened is not None:
            due[key] = opened[1] + timedelta(seconds=seconds)
    return due


async def decision_opened_at(
    ctx: ServiceContext,
    campaign_id: int,
    decision_id: int,
    seq: int,
    event_type: str = "decision_opened",
) -> tuple[int, datetime] | None:
    """(seq, stored time) of the latest event of ``event_type`` (its layer's opening
    event) that opened ``decision_id``."""
    async with ctx.sessions() as db:
        rows = (
            await db.execute(
                select(
                    StoredEventRow.seq,
                    StoredEventRow.created_at,
                    StoredEventRow.schema_version,
                    StoredEventRow.payload,
                )
                .where(
                    StoredEventRow.campaign_id == campaign_id,
                    StoredEventRow.type == event_type,
                    StoredEventRow.seq <= seq,
                    StoredEventRow.seq > seq - LOOKBACK_EVENTS,
                )
                .order_by(StoredEventRow.seq.desc())
            )
        ).all()
    for row_seq, created_at, version, payload in rows:
        event = decode_event(event_type, version, payload)
        if getattr(getattr(event, "decision", None), "id", None) == decision_id:
            return row_seq, as_utc(created_at)
    return None


@contextlib.asynccontextmanager
async def running_deadlines(ctx: ServiceContext) -> AsyncIterator[DeadlineKeeper]:
    keeper = DeadlineKeeper(ctx)
    await keeper.start()
    try:
        yield keeper
    finally:
        await keeper.stop()
