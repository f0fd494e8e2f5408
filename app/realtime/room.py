"""A room: this process's connections to one campaign, and the fan-out of its events.

When the bus says the campaign reached a new ``seq``, the room wakes its worker, which
reads the new events and the state *once* and sends each connection the events and
the view its viewer may see (computed once per distinct viewer). Joining, resuming
and fanning out share one lock, so a connection never misses or repeats an event:
every connection's ``last_seq`` is at least the room's ``last_seq``.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime, timedelta
from typing import Any

from app.db.event_store import StoredEvent
from app.db.models import Campaign, Seat
from app.engine import CampaignState, Viewer, view_for
from app.realtime import messages
from app.realtime.connection import Connection
from app.realtime.protocol import CloseCode
from app.realtime.visibility import (
    deadlines_of,
    describe_you,
    open_decisions,
    pending_for,
    viewer_of,
    visible_events,
)
from app.service.context import ServiceContext
from app.service.deadlines import decision_opened_at
from app.service.feed import legal_for, read_events, read_state, read_table
from app.service.membership import access_from, active_seats

log = logging.getLogger("hunters.realtime")
ViewerGroup = tuple[Viewer, int, str, str | None]
"""Connections sent the same message: one viewer, one ``last_seq``, one role and seat."""
PresenceKey = tuple[int, str, str | None]


class Room:
    def __init__(self, ctx: ServiceContext, campaign_id: int) -> None:
        self.ctx = ctx
        self.campaign_id = campaign_id
        self.connections: set[Connection] = set()
        self.joining = 0
        self.last_seq = 0
        self.target_seq = 0
        self.lock = asyncio.Lock()
        self.worker: asyncio.Task[None] | None = None
        self.due: dict[int, datetime | None] = {}

    @property
    def is_idle(self) -> bool:
        return not self.connections and self.joining == 0

    def live_connections(self) -> list[Connection]:
        return [c for c in self.connections if not c.ended.is_set()]

    def members(self) -> list[PresenceKey]:
        return [
            (c.member.user.id, c.member.access.role, c.member.access.seat_key)
            for c in self.live_connections()
        ]

    def broadcast(self, message: messages.Message) -> None:
        text = messages.encode(message)
        for conn in self.live_connections():
            conn.send_text(text)

    def end_all(self, code: int, reason: str) -> None:
        for conn in self.connections:
            conn.end(code, reason)

    async def join(self, conn: Connection, since_seq: int | None) -> None:
        """Send ``hello`` (and the pending decisions), and the missed events when the
        client says where it was; from then on the connection gets every new event."""
        async with self.lock:
            table = await read_table(self.ctx, self.campaign_id)
            if table is None:
                conn.end(CloseCode.NOT_A_MEMBER, "This campaign no longer exists.")
                return
            if not self.connections:
                self.last_seq = table.seq
            elif table.seq > self.last_seq:
                self.wake(table.seq)  # the others are behind: a notification is late or lost
            conn.first_seq, conn.last_seq = table.seq + 1, table.seq
            viewer = viewer_of(conn.member.access, table.state)
            view = view_for(table.state, viewer)
            await self._note_decisions([view], table.seq)
            conn.send(
                messages.hello(
                    campaign_id=self.campaign_id,
                    seq=table.seq,
                    you=describe_you(conn.member.access, viewer),
                    view=view,
                    settings=self.ctx.settings,
                    legal=await legal_for(self.ctx, conn.member.access, table.state),
                )
            )
            conn.defs_sent = messages.defs_digest(view)
            self._send_pending(conn, view, viewer)
            if since_seq is not None:
                await self._resume(conn, since_seq, table.state)
            self.connections.add(conn)

    async def resume(self, conn: Connection, since_seq: int) -> None:
        async with self.lock:
            state = await read_state(self.ctx, self.campaign_id, conn.last_seq)
            await self._resume(conn, since_seq, state)

    async def _resume(self, conn: Connection, since_seq: int, state: CampaignState) -> None:
        """The events after ``since_seq`` this connection has not been given, then the
        view at its ``last_seq``; or, beyond the resume window, the full view alone."""
        viewer = viewer_of(conn.member.access, state)
        view = view_for(state, viewer)
        legal = await legal_for(self.ctx, conn.member.access, state)
        conn.defs_sent = messages.defs_digest(view)
        reason = self._sync_reason(conn, since_seq)
        if reason is not None:
            conn.send(messages.sync(seq=conn.last_seq, view=view, reason=reason, legal=legal))
            return
        upto = conn.first_seq - 1
        missed: list[StoredEvent] = []
        if since_seq < upto:
            missed = await read_events(
                self.ctx, self.campaign_id, after_seq=since_seq, upto_seq=upto
            )
        conn.send(
            messages.events(
                seq_from=since_seq + 1,
                seq_to=conn.last_seq,
                visible=visible_events(missed, viewer),
                view=view,
                legal=legal,
                replay=True,
            )
        )
        conn.first_seq = min(conn.first_seq, since_seq + 1)

    def _sync_reason(self, conn: Connection, since_seq: int) -> str | None:
        if since_seq > conn.last_seq:
            return "ahead"
        if conn.last_seq - since_seq > self.ctx.settings.ws_resume_window:
            return "too_far_behind"
        return None

    def wake(self, seq: int) -> None:
        """The campaign reached ``seq``: catch up in the background (bursts coalesce)."""
        self.target_seq = max(self.target_seq, seq)
        if self.worker is None or self.worker.done():
            self.worker = asyncio.create_task(self._catch_up())

    async def _catch_up(self) -> None:
        while self.target_seq > self.last_seq and self.connections:
            async with self.lock:
                try:
                    progressed = await self._fan_out()
                except Exception:
                    log.exception("fan-out failed", extra={"campaign": self.campaign_id})
                    return
            if not progressed:
                return

    async def _fan_out(self) -> bool:
        """Send every connection the events after its ``last_seq``; False if nothing new."""
        table = await read_table(self.ctx, self.campaign_id, after_seq=self.last_seq)
        if table is None:
            self.end_all(CloseCode.NOT_A_MEMBER, "This campaign no longer exists.")
            return False
        if table.campaign is not None and table.seats is not None:
            self._refresh_access(table.campaign, table.seats)
        groups = self._group_by_viewer(table.seq, table.state)
        views = {group: view_for(table.state, group[0]) for group in groups}
        legal = await self._legal_by_group(table.state, groups)
        await self._note_decisions(views.values(), table.seq)
        for group, conns in groups.items():
            batch = Batch(table.seq, table.events, group, views[group], legal[group])
            for conn in conns:
                conn.send_text(batch.text_for(conn))
                conn.last_seq = table.seq
                self._send_pending(conn, views[group], group[0])
        progressed = table.seq > self.last_seq
        self.last_seq = max(self.last_seq, table.seq)
        return progressed

    def _refresh_access(self, campaign: Campaign, seats: list[Seat]) -> None:
        """Seats change as the table changes: recompute each member's access; those who
        lost it are disconnected, those whose place changed (a seat reassigned, issue 15)
        are closed to reconnect in their new role. (Events this process committed without
        changing the seats come without them: nothing to recompute.)"""
        for conn in self.live_connections():
            access = access_from(campaign, seats, conn.member.user)
            if access is None:
                conn.end(CloseCode.NOT_A_MEMBER, "You are no longer a member of this campaign.")
            elif (access.role, access.seat_key) != (
                conn.member.access.role,
                conn.member.access.seat_key,
            ):
                conn.end(CloseCode.SEAT_CHANGED, "Your place at this table changed; reconnect.")
            else:
                conn.member.access = access

    async def recheck_members(self) -> None:
        """Seats changed without an event (the GM reassigned one): close at once every
        socket whose user's place at the table is not what it was."""
        async with self.ctx.sessions() as db:
            campaign = await db.get(Campaign, self.campaign_id)
            seats = await active_seats(db, self.campaign_id) if campaign else []
        if campaign is None:
            self.end_all(CloseCode.NOT_A_MEMBER, "This campaign no longer exists.")
            return
        for conn in self.live_connections():
            access = access_from(campaign, seats, conn.member.user)
            if access is None:
                conn.end(CloseCode.NOT_A_MEMBER, "You are no longer a member of this campaign.")
            elif (access.role, access.seat_key) != (
                conn.member.access.role,
                conn.member.access.seat_key,
            ):
                conn.end(CloseCode.SEAT_CHANGED, "Your place at this table changed; reconnect.")

    def _group_by_viewer(
        self, seq: int, state: CampaignState
    ) -> dict[ViewerGroup, list[Connection]]:
        groups: dict[ViewerGroup, list[Connection]] = defaultdict(list)
        for conn in self.live_connections():
            if conn.last_seq < seq:
                access = conn.member.access
                viewer = viewer_of(access, state)
                groups[(viewer, conn.last_seq, access.role, access.seat_key)].append(conn)
        return groups

    async def _legal_by_group(
        self, state: CampaignState, groups: dict[ViewerGroup, list[Connection]]
    ) -> dict[ViewerGroup, list[dict[str, Any]]]:
        """The legal commands once per role and seat (the actor they command as)."""
        by_actor: dict[tuple[str, str | None], list[dict[str, Any]]] = {}
        for (_viewer, _after, role, seat), conns in groups.items():
            if (role, seat) not in by_actor:
                by_actor[(role, seat)] = await legal_for(self.ctx, conns[0].member.access, state)
        return {group: by_actor[group[2:]] for group in groups}

    def _send_pending(self, conn: Connection, view: dict[str, Any], viewer: Viewer) -> None:
        """``pending`` after hello, and afterwards whenever what waits on the viewer changed."""
        decisions = pending_for(view, viewer, self.due)
        deadlines = deadlines_of(view, self.due)
        fingerprint = messages.encode({"decisions": decisions, "deadlines": deadlines})
        if fingerprint != conn.pending_sent:
            conn.pending_sent = fingerprint
            now = self.ctx.clock.now()
            conn.send(
                messages.pending(
                    seq=conn.last_seq, decisions=decisions, deadlines=deadlines, now=now
                )
            )

    async def _note_decisions(self, views: Iterable[dict[str, Any]], seq: int) -> None:
        """Learn when each newly open decision is due (app.service.deadlines settles it
        then); forget those no longer open."""
        seen = list(views)
        if not seen:
            return
        decisions = {d["id"]: d for view in seen for d in open_decisions(view) if "id" in d}
        for decision_id, decision in decisions.items():
            if decision_id not in self.due:
                seconds = decision.get("deadline_seconds")
                self.due[decision_id] = await self._due_time(decision_id, seconds, seq)
        for decision_id in set(self.due) - set(decisions):
            del self.due[decision_id]

    async def _due_time(self, decision_id: int, seconds: object, seq: int) -> datetime | None:
        """When the decision's opening event was stored, plus its time limit."""
        if not isinstance(seconds, int | float) or not seconds:
            return None
        opened = await decision_opened_at(self.ctx, self.campaign_id, decision_id, seq)
        return opened[1] + timedelta(seconds=seconds) if opened else None


class Batch:
    """One ``events`` message for a group of connections, encoded once per form: with the
    quest's static definitions for those who do not have them yet, without for the rest."""

    def __init__(
        self,
        seq: int,
        events: list[StoredEvent],
        group: ViewerGroup,
        view: dict[str, Any],
        legal: list[dict[str, Any]],
    ) -> None:
        viewer, after = group[0], group[1]
        self.visible = visible_events((e for e in events if e.seq > after), viewer)
        self.seq_from, self.seq_to, self.view, self.legal = after + 1, seq, view, legal
        self.defs = messages.defs_digest(view)
        self._texts: dict[bool, str] = {}

    def text_for(self, conn: Connection) -> str:
        full = self.defs is None or conn.defs_sent != self.defs
        conn.defs_sent = self.defs
        if full not in self._texts:
            view = self.view if full else messages.without_defs(self.view)
            message = messages.events(
                seq_from=self.seq_from,
                seq_to=self.seq_to,
                visible=self.visible,
                view=view,
                legal=self.legal,
            )
            self._texts[full] = messages.encode(message)
        return self._texts[full]
