"""The hub: every live connection of this process, in rooms by campaign.

It listens to the bus: new events wake a room's fan-out; notices close revoked
sessions' sockets, deliver chat lines and merge presence from other processes.
Two background loops keep things honest: a heartbeat (ping, and close silent
sockets) and a sweep (re-check sessions, catch up on any missed notification,
refresh presence) — so a lost notification delays, but never loses, anything.
"""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from time import monotonic
from typing import Any

from app.realtime import messages
from app.realtime.connection import Connection
from app.realtime.presence import PresenceBook, presence_listing
from app.realtime.protocol import PASSWORD_CHANGE_SENTENCE, CloseCode
from app.realtime.room import Room
from app.service.accounts import live_sessions
from app.service.bus import Notice
from app.service.chat import chat_lines
from app.service.context import ServiceContext
from app.service.metrics import swallowed_fault
from app.service.table_updates import committed_seqs, usernames

NoticeHandler = Callable[[Mapping[str, Any]], Awaitable[None]]
PRESENCE_MAX_AGE_SWEEPS = 3


class Hub:
    def __init__(self, ctx: ServiceContext) -> None:
        self.ctx = ctx
        self.process = uuid.uuid4().hex[:12]
        self.rooms: dict[int, Room] = {}
        self.presence = PresenceBook()
        self._names: dict[int, str] = {}
        self._loops: list[asyncio.Task[None]] = []
        self._notice_handlers: dict[str, NoticeHandler] = {
            "sessions_revoked": self._on_sessions_revoked,
            "seats_changed": self._on_seats_changed,
            "chat_posted": self._on_chat_posted,
            "presence": self._on_presence,
            "presence_query": self._on_presence_query,
            "bus_reconnected": self._on_bus_reconnected,
        }

    async def start(self) -> None:
        self.ctx.bus.subscribe(self.on_events)
        self.ctx.bus.on_notice(self.on_notice)
        settings = self.ctx.settings
        self._loops = [
            asyncio.create_task(self._every(settings.ws_heartbeat_seconds, self.heartbeat)),
            asyncio.create_task(self._every(settings.ws_sweep_seconds, self.sweep)),
        ]

    async def stop(self) -> None:
        for loop in self._loops:
            loop.cancel()
        await asyncio.gather(*self._loops, return_exceptions=True)
        for conn in self.connections():
            conn.end(CloseCode.GOING_AWAY, "The server is restarting; reconnect in a moment.")

    def connections(self) -> list[Connection]:
        return [conn for room in self.rooms.values() for conn in room.connections]

    async def join(
        self, conn: Connection, since_seq: int | None, view_seq: int | None = None
    ) -> None:
        campaign_id = conn.campaign_id
        first_here = campaign_id not in self.rooms
        room = self.rooms.get(campaign_id) or Room(self.ctx, campaign_id)
        self.rooms[campaign_id] = room
        room.joining += 1
        try:
            await room.join(conn, since_seq, view_seq)
        finally:
            room.joining -= 1
        if conn.ended.is_set():
            return
        self._names[conn.member.user.id] = conn.member.user.username
        size = self.ctx.settings.chat_history_size
        conn.send(
            messages.chat(lines=await chat_lines(self.ctx, campaign_id, limit=size), history=True)
        )
        await self._presence_changed(campaign_id)
        if first_here:
            await self._announce("presence_query", campaign=campaign_id, process=self.process)

    async def leave(self, conn: Connection) -> None:
        room = self.rooms.get(conn.campaign_id)
        if room is None or conn not in room.connections:
            return
        room.connections.discard(conn)
        if room.is_idle:
            del self.rooms[conn.campaign_id]
        try:
            await self._presence_changed(conn.campaign_id)
        except Exception:
            swallowed_fault("hub.presence", "presence update failed", campaign=conn.campaign_id)

    async def resume(self, conn: Connection, since_seq: int) -> None:
        room = self.rooms.get(conn.campaign_id)
        if room is not None:
            await room.resume(conn, since_seq)

    async def on_events(self, campaign_id: int, seq: int) -> None:
        room = self.rooms.get(campaign_id)
        if room is not None:
            room.wake(seq)

    async def on_notice(self, notice: Notice) -> None:
        handler = self._notice_handlers.get(notice.kind)
        if handler is not None:
            await handler(notice.data)

    async def check_sessions(self, conns: list[Connection]) -> None:
        """Close the sockets whose session was revoked or expired, and those of an account
        a site admin made choose a new password (SECURITY.md: refused all but the change)."""
        live = await live_sessions(self.ctx, {c.member.session_id for c in conns})
        for conn in conns:
            must_change = live.get(conn.member.session_id)
            if must_change is None:
                conn.end(CloseCode.SESSION_ENDED, "Your session has ended; log in again.")
            elif must_change:
                conn.end(CloseCode.PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_SENTENCE)

    async def heartbeat(self) -> None:
        idle_limit = self.ctx.settings.ws_idle_timeout_seconds
        for conn in self.connections():
            if conn.silent_for() > idle_limit:
                conn.end(CloseCode.IDLE, "Nothing heard from you in time; reconnect.")
            else:
                conn.send(messages.ping())

    async def sweep(self) -> None:
        await self.check_sessions(self.connections())
        for room in list(self.rooms.values()):
            await room.recheck_members()  # in case a seats_changed notice was lost
        await self.catch_up()
        for campaign_id in list(self.rooms):
            await self._announce_presence(campaign_id)
        max_age = PRESENCE_MAX_AGE_SWEEPS * self.ctx.settings.ws_sweep_seconds
        for campaign_id in self.presence.forget_stale(monotonic(), max_age):
            await self._broadcast_presence(campaign_id)

    async def catch_up(self) -> None:
        """Wake every room whose campaign moved on without us hearing of it."""
        seqs = await committed_seqs(self.ctx, list(self.rooms))
        for campaign_id, room in list(self.rooms.items()):
            if campaign_id not in seqs:
                room.end_all(CloseCode.NOT_A_MEMBER, "This campaign no longer exists.")
            elif seqs[campaign_id] > room.last_seq:
                room.wake(seqs[campaign_id])

    async def _on_sessions_revoked(self, data: Mapping[str, Any]) -> None:
        user_id = data.get("user")
        await self.check_sessions([c for c in self.connections() if c.member.user.id == user_id])

    async def _on_seats_changed(self, data: Mapping[str, Any]) -> None:
        room = self.rooms.get(int(data["campaign"]))
        if room is not None:
            await room.recheck_members()

    async def _on_chat_posted(self, data: Mapping[str, Any]) -> None:
        room = self.rooms.get(int(data["campaign"]))
        if room is None:
            return
        lines = await chat_lines(self.ctx, room.campaign_id, limit=1, only_id=int(data["message"]))
        if lines:
            room.broadcast(messages.chat(lines=lines, history=False))

    async def _on_presence(self, data: Mapping[str, Any]) -> None:
        if data.get("process") == self.process:
            return
        campaign_id = int(data["campaign"])
        self.presence.record(
            campaign_id, str(data["process"]), data.get("members", []), monotonic()
        )
        await self._broadcast_presence(campaign_id)

    async def _on_presence_query(self, data: Mapping[str, Any]) -> None:
        campaign_id = int(data["campaign"])
        if data.get("process") != self.process and campaign_id in self.rooms:
            await self._announce_presence(campaign_id)

    async def _on_bus_reconnected(self, data: Mapping[str, Any]) -> None:
        await self.catch_up()
        for campaign_id in list(self.rooms):
            await self._announce("presence_query", campaign=campaign_id, process=self.process)

    def online_users(self, campaign_id: int) -> set[int]:
        """Ids of the users at the campaign's table now, on this process or another."""
        room = self.rooms.get(campaign_id)
        local = room.members() if room else []
        return {m[0] for m in [*local, *self.presence.remote_members(campaign_id)]}

    async def _presence_changed(self, campaign_id: int) -> None:
        await self._broadcast_presence(campaign_id)
        await self._announce_presence(campaign_id)

    async def _announce_presence(self, campaign_id: int) -> None:
        room = self.rooms.get(campaign_id)
        members = [list(m) for m in room.members()] if room else []
        await self._announce(
            "presence", campaign=campaign_id, process=self.process, members=members
        )

    async def _broadcast_presence(self, campaign_id: int) -> None:
        room = self.rooms.get(campaign_id)
        if room is None:
            return
        members = room.members() + self.presence.remote_members(campaign_id)
        unknown = {m[0] for m in members} - set(self._names)
        self._names.update(await usernames(self.ctx, unknown))
        room.broadcast(messages.presence(members=presence_listing(members, self._names)))

    async def _announce(self, kind: str, **data: Any) -> None:
        await self.ctx.bus.announce(Notice(kind, data))

    @staticmethod
    async def _every(seconds: float, job: Callable[[], Awaitable[None]]) -> None:
        while True:
            await asyncio.sleep(seconds)
            try:
                await job()
            except Exception:
                swallowed_fault(f"hub.{job.__name__.lstrip('_')}", "background job failed")


@contextlib.asynccontextmanager
async def running_hub(ctx: ServiceContext) -> AsyncIterator[Hub]:
    hub = Hub(ctx)
    await hub.start()
    try:
        yield hub
    finally:
        await hub.stop()
