"""Deadlines of open decisions (DESIGN principle 3): the engine has no clock, so the
server waits ``deadline_seconds`` from the moment the decision opened (the stored time
of its ``decision_opened`` event) and then sends ``apply_default`` as the system.

Every server process keeps the same timers; the command id names the decision and the
event that opened it, so however many processes fire, the default applies once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select

from app.db.codec import decode_event
from app.db.models import Campaign, CampaignEvent
from app.engine import Actor, CampaignState
from app.service.clock import as_utc
from app.service.commands import CommandRequest, run_command
from app.service.context import ServiceContext
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

    @property
    def command_id(self) -> str:
        layer, decision = self.key
        return f"deadline:{self.campaign_id}:{self.opened_seq}:{layer}:{decision}"


def timed_decisions(state: CampaignState) -> dict[DecisionKey, int]:
    """Open decisions with a time limit, in every layer that holds decisions:
    (layer, decision id) -> seconds."""
    return {
        open.key: open.decision.deadline_seconds
        for open in state.open_decisions
        if open.decision.deadline_seconds
    }


def opening_events(state: CampaignState) -> dict[DecisionKey, str]:
    """The type of the event that opened each open decision."""
    return {open.key: open.opened_by for open in state.open_decisions}


class DeadlineKeeper:
    """Schedules one timer per open timed decision and settles it when due."""

    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx
        self._timers: dict[tuple[int, DecisionKey], asyncio.Task[None]] = {}
        self._deadlines: dict[tuple[int, DecisionKey], Deadline] = {}

    async def start(self) -> None:
        self.ctx.bus.subscribe(self.on_committed)
        async with self.ctx.sessions() as db:
            active = (
                await db.scalars(select(Campaign.id).where(Campaign.status == "active"))
            ).all()
        for campaign_id in active:
            await self.refresh(campaign_id)

    async def stop(self) -> None:
        for task in self._timers.values():
            task.cancel()
        await asyncio.gather(*self._timers.values(), return_exceptions=True)
        self._timers.clear()

    async def on_committed(self, campaign_id: int, seq: int) -> None:
        """Schedule from the state the writer left in the cache when it is at ``seq`` (the
        usual case in the writing process: nothing read before the ack); else read it."""
        cached = self.ctx.states.get(campaign_id)
        if cached is not None and cached[0] == seq:
            await self.refresh(campaign_id, (cached[1], seq))
        else:
            await self.refresh(campaign_id)

    async def refresh(
        self, campaign_id: int, current: tuple[CampaignState, int] | None = None
    ) -> None:
        """Cancel timers of decisions now closed; start timers for newly opened ones."""
        state, seq = current or await self._current(campaign_id)
        timed, opened_by = timed_decisions(state), opening_events(state)
        for key in [k for k in self._timers if k[0] == campaign_id and k[1] not in timed]:
            self._timers.pop(key).cancel()
            self._deadlines.pop(key, None)
        for decision, seconds in timed.items():
            if (campaign_id, decision) not in self._timers:
                deadline = await self._deadline(
                    campaign_id, decision, opened_by[decision], seconds, seq
                )
                if deadline is not None:
                    self._schedule(deadline)

    def due(self, campaign_id: int) -> dict[DecisionKey, datetime]:
        """When each timed open decision of a campaign is settled by default."""
        return {d.key: d.due for k, d in self._deadlines.items() if k[0] == campaign_id}

    async def _current(self, campaign_id: int) -> tuple[CampaignState, int]:
        async with self.ctx.sessions() as db:
            campaign = await db.get(Campaign, campaign_id)
            assert campaign is not None
            return await load_state(db, campaign_id, campaign.seq, self.ctx.states), campaign.seq

    async def _deadline(
        self, campaign_id: int, key: DecisionKey, event_type: str, seconds: int, seq: int
    ) -> Deadline | None:
        opened = await decision_opened_at(self.ctx, campaign_id, key[1], seq, event_type)
        if opened is None:
            log.warning("no opening event for a timed decision", extra={"campaign": campaign_id})
            return None
        opened_seq, at = opened
        return Deadline(campaign_id, key, opened_seq, at + timedelta(seconds=seconds))

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
                    CampaignEvent.seq,
                    CampaignEvent.created_at,
                    CampaignEvent.schema_version,
                    CampaignEvent.payload,
                )
                .where(
                    CampaignEvent.campaign_id == campaign_id,
                    CampaignEvent.type == event_type,
                    CampaignEvent.seq <= seq,
                    CampaignEvent.seq > seq - LOOKBACK_EVENTS,
                )
                .order_by(CampaignEvent.seq.desc())
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
