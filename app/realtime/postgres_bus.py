"""Cross-process fan-out over Postgres LISTEN/NOTIFY (app.service.bus.EventBus).

``publish`` tells this process's listeners at once, then sends ``NOTIFY`` so every
other process (on any host) hears it. Payloads carry ids only: ``origin:campaign:seq``
on ``hunters_events``; a JSON notice on ``hunters_notices``. A process ignores its own
notifications (it already delivered them).

One connection LISTENs (reconnecting with back-off when it is lost, after which the
listeners get a local ``bus_reconnected`` notice: they catch up from the database);
another sends. A NOTIFY that cannot be sent is logged: the events are committed, and
the hubs' periodic sweep picks them up.
"""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from typing import Any

import psycopg
from sqlalchemy.engine import make_url

from app.service.bus import Listener, Notice, NoticeListener, deliver, deliver_notice

log = logging.getLogger("hunters.bus")
EVENTS_CHANNEL = "hunters_events"
NOTICES_CHANNEL = "hunters_notices"
IDLE_CHECK_SECONDS = 30.0
MAX_BACKOFF_SECONDS = 5.0
CONNECT_TIMEOUT_SECONDS = 5


def psycopg_conninfo(database_url: str) -> str:
    """``postgresql+psycopg://…`` (SQLAlchemy) as a plain libpq URL."""
    return make_url(database_url).set(drivername="postgresql").render_as_string(hide_password=False)


class PostgresBus:
    def __init__(self, database_url: str, *, first_connect_seconds: float = 10.0) -> None:
        self.origin = uuid.uuid4().hex
        self._conninfo = psycopg_conninfo(database_url)
        self._first_connect_seconds = first_connect_seconds
        self._listeners: list[Listener] = []
        self._notice_listeners: list[NoticeListener] = []
        self._sender: psycopg.AsyncConnection[Any] | None = None
        self._send_lock = asyncio.Lock()
        self._listening = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    @property
    def listener_name(self) -> str:
        """The ``application_name`` of the LISTEN connection (for operators and tests)."""
        return f"hunters-listen-{self.origin[:12]}"

    @property
    def sender_name(self) -> str:
        return f"hunters-notify-{self.origin[:12]}"

    @property
    def listening(self) -> asyncio.Event:
        """Set while LISTEN is in place (tests wait on it)."""
        return self._listening

    async def start(self) -> None:
        self._task = asyncio.create_task(self._listen_forever())
        try:
            await asyncio.wait_for(self._listening.wait(), self._first_connect_seconds)
        except TimeoutError:
            log.error("could not LISTEN yet; retrying in the background")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        async with self._send_lock:
            if self._sender is not None:
                await self._sender.close()
                self._sender = None
        self._listeners.clear()
        self._notice_listeners.clear()

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def on_notice(self, listener: NoticeListener) -> None:
        self._notice_listeners.append(listener)

    async def publish(self, campaign_id: int, seq: int) -> None:
        await deliver(self._listeners, campaign_id, seq)
        await self._notify(EVENTS_CHANNEL, f"{self.origin}:{campaign_id}:{seq}")

    async def announce(self, notice: Notice) -> None:
        await deliver_notice(self._notice_listeners, notice)
        payload = {"origin": self.origin, "kind": notice.kind, "data": dict(notice.data)}
        await self._notify(NOTICES_CHANNEL, json.dumps(payload, separators=(",", ":")))

    async def _notify(self, channel: str, payload: str) -> None:
        """NOTIFY on the sending connection; reconnect and retry once if it was lost."""
        async with self._send_lock:
            for attempt in (1, 2):
                try:
                    if self._sender is None or self._sender.closed:
                        self._sender = await psycopg.AsyncConnection.connect(
                            self._conninfo,
                            autocommit=True,
                            application_name=self.sender_name,
                            connect_timeout=CONNECT_TIMEOUT_SECONDS,
                        )
                    await self._sender.execute("SELECT pg_notify(%s, %s)", (channel, payload))
                    return
                except psycopg.Error:
                    self._sender = None
                    if attempt == 2:
                        log.exception("NOTIFY failed", extra={"channel": channel})

    async def _listen_forever(self) -> None:
        backoff = 0.2
        reconnecting = False
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    self._conninfo,
                    autocommit=True,
                    application_name=self.listener_name,
                    connect_timeout=CONNECT_TIMEOUT_SECONDS,
                ) as connection:
                    await connection.execute(f"LISTEN {EVENTS_CHANNEL}")
                    await connection.execute(f"LISTEN {NOTICES_CHANNEL}")
                    self._listening.set()
                    backoff = 0.2
                    if reconnecting:
                        await deliver_notice(self._notice_listeners, Notice("bus_reconnected"))
                    await self._receive(connection)
            except (psycopg.Error, OSError):
                log.warning("LISTEN connection lost; reconnecting", exc_info=True)
            self._listening.clear()
            reconnecting = True
            await asyncio.sleep(backoff)
            backoff = min(backoff * 2, MAX_BACKOFF_SECONDS)

    async def _receive(self, connection: psycopg.AsyncConnection[Any]) -> None:
        """Deliver notifications as they come; when all is quiet, check the connection
        (a silently dead network would otherwise never raise)."""
        while True:
            async for notify in connection.notifies(timeout=IDLE_CHECK_SECONDS):
                await self._dispatch(notify.channel, notify.payload)
            await connection.execute("SELECT 1")

    async def _dispatch(self, channel: str, payload: str) -> None:
        try:
            if channel == EVENTS_CHANNEL:
                origin, campaign_id, seq = payload.split(":")
                if origin != self.origin:
                    await deliver(self._listeners, int(campaign_id), int(seq))
            elif channel == NOTICES_CHANNEL:
                data = json.loads(payload)
                if data["origin"] != self.origin:
                    notice = Notice(str(data["kind"]), data.get("data") or {})
                    await deliver_notice(self._notice_listeners, notice)
        except (ValueError, KeyError, TypeError):
            log.warning("ignored a malformed notification", extra={"channel": channel})
