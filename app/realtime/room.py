"""A room: this process's connections to one campaign; it groups them and sends.

What each viewer gets is built by the service's feed (app/service/feed.py); the room
only knows which connection was given what: its ``last_seq`` (every event up to it was
sent, or is hidden from it), the view it was last given (the base of the next delta)
and the legal commands it has. When the bus says the campaign moved on, the room's
worker reads the update once, has the feed build each distinct viewer's message once,
and queues it on every connection of that viewer. Joining, resuming and fanning out
share one lock, so a connection never misses or repeats an event: every connection's
``last_seq`` is at least the room's ``last_seq``.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from typing import Any

from sqlalchemy.exc import InterfaceError, OperationalError

from app.engine import Viewer, game_of
from app.realtime import messages
from app.realtime.connection import Connection, ViewKey
from app.realtime.protocol import CloseCode
from app.service.context import ServiceContext
from app.service.feed import TableFeed, ViewChange, ViewerFeed, describe_you
from app.service.membership import TableMembers, is_same_place
from app.service.metrics import swallowed_fault
from app.service.table_updates import Fetched, Held, read_members, read_table, read_update

log = logging.getLogger("hunters.realtime")
DATABASE_RETRY_SECONDS = (0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
"""How long a room waits before it reads the table again when the database could not be
reached; after the last, the fan-out counts as a fault (the sockets resync on reconnect)."""

PresenceKey = tuple[int, str, str | None]
Group = tuple[Viewer, str, int, ViewKey | None]
"""Connections sent the same message: one viewer and role, one ``last_seq``, one base."""


class Room:
    def __init__(self, ctx: ServiceContext, campaign_id: int) -> None:
        self.ctx = ctx
        self.campaign_id = campaign_id
        self.feed = TableFeed(ctx, campaign_id)
        self.connections: set[Connection] = set()
        self.joining = 0
        self.last_seq = 0
        self.target_seq = 0
        self.lock = asyncio.Lock()
        self.worker: asyncio.Task[None] | None = None
        self._given: dict[ViewKey, dict[str, Any]] = {}
        """The views connections were last given (the bases of their next deltas)."""

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

    async def join(
        self, conn: Connection, since_seq: int | None, view_seq: int | None = None
    ) -> None:
        """Send ``hello`` (and the pending decisions); a client that says where it was
        (``since_seq``, and ``view_seq``: the view it holds) then gets the missed events
        and the view as a change from its own. From then on it gets every new event."""
        async with self.lock:
            if not self.connections or self.feed.state is None:
                table = await read_table(self.ctx, self.campaign_id)
                if table is None:
                    conn.end(CloseCode.NOT_A_MEMBER, "This campaign no longer exists.")
                    return
                await self.feed.advance(table)
                self.last_seq = self.target_seq = table.seq
            else:  # the bus may not have told us of a commit made before this socket came
                await self._fan_out_once()
            seq, access = self.feed.seq, conn.member.access
            conn.first_seq, conn.last_seq = seq + 1, seq
            viewer = self._viewer(conn)
            view = self.feed.view(viewer)
            resuming = since_seq is not None
            conn.send_text(
                messages.encode(
                    messages.hello(
                        campaign_id=self.campaign_id, seq=seq, you=describe_you(access, viewer),
                        view=None if resuming else view, settings=self.ctx.settings,
                        legal=self._legal_once(conn, self.feed.legal(access)),
                    )
                )
            )  # fmt: skip
            if not resuming:
                self._give(conn, viewer, seq, view)
            self._send_pending(conn, view, viewer)
            if since_seq is not None:
                await self._resume(conn, since_seq, view_seq)
            self.connections.add(conn)

    async def resume(self, conn: Connection, since_seq: int) -> None:
        """The client saw a gap: the events after ``since_seq`` again, with the view whole."""
        async with self.lock:
            await self._resume(conn, since_seq, None)

    async def _resume(self, conn: Connection, since_seq: int, view_seq: int | None) -> None:
        """The events after ``since_seq`` this connection has not been given, then the
        view at its ``last_seq`` (a change from the client's, when it holds the one at
        ``since_seq``); beyond the resume window, the whole view alone (``sync``)."""
        viewer, access = self._viewer(conn), conn.member.access
        reason = self._sync_reason(conn, since_seq)
        if reason is not None:
            view = self.feed.view(viewer)
            legal = self._legal_once(conn, self.feed.legal(access))
            conn.send(messages.sync(seq=conn.last_seq, view=view, reason=reason, legal=legal))
            self._give(conn, viewer, conn.last_seq, view)
            return
        missed = [e for e in await self.feed.missed_events(since_seq) if e.seq < conn.first_seq]
        base = None
        if view_seq == since_seq:
            then = await self.feed.state_at(since_seq)
            base = game_of(then).view_for(then, access.viewer(then))
        feed = self.feed.feed(access, viewer, since_seq, base, since_seq, missed)
        conn.send_text(self._encode(feed, conn, {}, replay=True))
        self._give(conn, viewer, conn.last_seq, self.feed.view(viewer))
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
        await asyncio.sleep(0)  # the ack queued by the command that woke us goes out first
        waits = list(DATABASE_RETRY_SECONDS)
        while self.target_seq > self.last_seq and self.connections:
            async with self.lock:
                outcome = await self._fan_out_once()
            if outcome == "done":
                return
            if outcome == "database":
                if not waits:
                    swallowed_fault("room.fan_out", "database gone", campaign=self.campaign_id)
                    return
                await asyncio.sleep(waits.pop(0))

    async def _fan_out_once(self) -> str:
        """ "sent"; "done" (nothing new, or a fault counted); "database" when it could not
        be read (a restart, a killed connection: issue 24's probe) — the feed reads before
        it changes, so nothing was half-done and the same update is tried again."""
        try:
            return "sent" if await self._fan_out() else "done"
        except (OperationalError, InterfaceError):
            log.warning("fan-out waits for the database", extra={"campaign": self.campaign_id})
            return "database"
        except Exception:
            swallowed_fault("room.fan_out", "fan-out failed", campaign=self.campaign_id)
            return "done"

    async def _fan_out(self) -> bool:
        """Send every connection the events after its ``last_seq``; False if nothing new."""
        assert self.feed.state is not None and self.feed.members is not None
        held = Held(self.feed.seq, self.feed.state, self.feed.members)
        update = await read_update(self.ctx, self.campaign_id, held)
        if update is None:
            self.end_all(CloseCode.NOT_A_MEMBER, "This campaign no longer exists.")
            return False
        if isinstance(update, Fetched) and update.members is not held.members:
            self._refresh_access(update.members)
        await self.feed.advance(update)
        seq = self.feed.seq
        for (viewer, _role, after, base), conns in self._groups(seq).items():
            texts: dict[tuple[bool, bool], str] = {}
            view = self.feed.view(viewer)
            pending = self._pending_text(view, viewer, seq)
            feed = self.feed.feed(
                conns[0].member.access, viewer, after, self._given.get(base) if base else None,
                base[1] if base else None,
            )  # fmt: skip
            for conn in conns:
                conn.send_text(self._encode(feed, conn, texts))
                conn.last_seq = seq
                self._give(conn, viewer, seq, view)
                if pending[0] != conn.pending_sent:
                    conn.pending_sent = pending[0]
                    conn.send_text(pending[1])
            await asyncio.sleep(0)  # let other tables' acks out between viewers
        self._given = {k: v for k, v in self._given.items() if k[1] >= seq}
        progressed = seq > self.last_seq
        self.last_seq = max(self.last_seq, seq)
        return progressed

    def _groups(self, seq: int) -> dict[Group, list[Connection]]:
        groups: dict[Group, list[Connection]] = defaultdict(list)
        for conn in self.live_connections():
            if conn.last_seq < seq:
                key = (self._viewer(conn), conn.member.access.role, conn.last_seq, conn.given)
                groups[key].append(conn)
        return groups

    def _viewer(self, conn: Connection) -> Viewer:
        assert self.feed.state is not None
        return conn.member.access.viewer(self.feed.state)

    def _give(self, conn: Connection, viewer: Viewer, seq: int, view: dict[str, Any]) -> None:
        conn.given = (viewer, seq)
        self._given[(viewer, seq)] = view

    def _encode(
        self, feed: ViewerFeed, conn: Connection, cache: dict[tuple[bool, bool], str],
        *, replay: bool = False,
    ) -> str:  # fmt: skip
        """The ``events`` message of ``feed`` for ``conn`` (its legal commands only when
        they changed for it); encoded once per form for every connection of a group."""
        legal = self._legal_once(conn, feed.legal)
        key = (legal is None, replay)
        if key not in cache:
            change = feed.shown if isinstance(feed.shown, ViewChange) else None
            cache[key] = messages.encode(
                messages.events(
                    seq_from=feed.seq_from, seq_to=feed.seq_to, visible=feed.events,
                    view=None if change else feed.shown.view,  # type: ignore[union-attr]
                    delta=None if change is None else {
                        "from_seq": change.from_seq, "ops": change.operations,
                    },
                    legal=legal, replay=replay,
                )
            )  # fmt: skip
        text: str = cache[key]
        return text

    @staticmethod
    def _legal_once(conn: Connection, legal: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
        """``legal`` if this connection does not have exactly it already, else None."""
        if conn.legal_sent is legal:
            return None
        conn.legal_sent = legal
        return legal

    def _refresh_access(self, members: TableMembers) -> None:
        """Seats change as the table changes: recompute each member's access; those who
        lost it are disconnected, those whose place changed (a seat reassigned, issue 15)
        are closed to reconnect in their new role."""
        for conn in self.live_connections():
            access = members.access_of(conn.member.user)
            if access is None:
                conn.end(CloseCode.NOT_A_MEMBER, "You are no longer a member of this campaign.")
            elif not is_same_place(conn.member.access, access):
                conn.end(CloseCode.SEAT_CHANGED, "Your place at this table changed; reconnect.")
            else:
                conn.member.access = access

    async def recheck_members(self) -> None:
        """Seats changed without an event (the GM reassigned one): close at once every
        socket whose user's place at the table is not what it was."""
        members = await read_members(self.ctx, self.campaign_id)
        if members is None:
            self.end_all(CloseCode.NOT_A_MEMBER, "This campaign no longer exists.")
            return
        for conn in self.live_connections():
            access = members.access_of(conn.member.user)
            if access is None:
                conn.end(CloseCode.NOT_A_MEMBER, "You are no longer a member of this campaign.")
            elif not is_same_place(conn.member.access, access):
                conn.end(CloseCode.SEAT_CHANGED, "Your place at this table changed; reconnect.")

    def _send_pending(self, conn: Connection, view: dict[str, Any], viewer: Viewer) -> None:
        """``pending`` after hello, and afterwards whenever what waits on the viewer changed."""
        fingerprint, text = self._pending_text(view, viewer, conn.last_seq)
        if fingerprint != conn.pending_sent:
            conn.pending_sent = fingerprint
            conn.send_text(text)

    def _pending_text(self, view: dict[str, Any], viewer: Viewer, seq: int) -> tuple[str, str]:
        """(what waits on ``viewer``, the ``pending`` message saying it): once per viewer."""
        pending = self.feed.pending(view, viewer)
        fingerprint = messages.encode({"d": pending.decisions, "t": pending.deadlines})
        message = messages.pending(
            seq=seq, decisions=pending.decisions, deadlines=pending.deadlines,
            now=self.ctx.clock.now(),
        )  # fmt: skip
        return fingerprint, messages.encode(message)
